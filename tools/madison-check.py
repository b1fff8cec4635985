#!/usr/bin/env python3
"""Check data/games/madison the way the loader does (ids, references, counts,
spacing).  Run from the repository root after tools/madison-gen.py."""
import glob
import math
import sys
import xml.etree.ElementTree as ET

D = "data/games/madison"
err = []
g = ET.parse(D + "/game.xml").getroot()
b = ET.parse(D + "/board.xml").getroot()
c = ET.parse(D + "/counters.xml").getroot()
t = ET.parse(D + "/tables.xml").getroot()
sides = {e.get("id") for e in g.iter("side")}
nations = {e.get("id") for e in g.iter("nation")}
owners = sides | nations
terr = {e.get("id") for e in g.iter("terrain")}
skinds = {e.get("id"): e for e in g.iter("space-kind")}
ckinds = {e.get("id") for e in g.iter("connection-kind")}
fkinds = {e.get("id") for e in g.iter("feature-kind")}
ns1 = {}
for e in list(b.find("spaces")) + list(b.find("boxes")):
    i = e.get("id")
    if i in ns1:
        err.append("duplicate space/box id " + i)
    ns1[i] = e
for s in b.find("spaces"):
    if s.get("kind") not in skinds: err.append("kind " + s.get("id"))
    if s.get("terrain") and s.get("terrain") not in terr: err.append("terrain " + s.get("id"))
    if s.get("owner") and s.get("owner") not in owners: err.append("owner " + s.get("id"))
    for f in s.findall("feature"):
        if f.get("kind") not in fkinds: err.append("feature " + s.get("id"))
        for a in ("side", "nation"):
            if f.get(a) and f.get(a) not in owners: err.append("feature owner " + s.get("id"))
pairs = set()
for k in b.find("connections"):
    a, z = k.get("from"), k.get("to")
    if a not in ns1 or z not in ns1: err.append("endpoint %s %s" % (a, z))
    if a == z: err.append("self " + a)
    key = frozenset((a, z))
    if key in pairs: err.append("duplicate connection %s %s" % (a, z))
    pairs.add(key)
    if k.get("kind") not in ckinds: err.append("connection kind " + k.get("kind"))
markers = {}
for m in b.iter("marker"):
    if m.get("id") in markers: err.append("marker dup " + m.get("id"))
    markers[m.get("id")] = m
# spacing
p = b.find("projection")
lat0, lon0, sc = float(p.get("lat0")), float(p.get("lon0")), float(p.get("scale"))
pos = {}
for s in b.find("spaces"):
    x = float(s.get("x")) if s.get("x") else (float(s.get("lon")) - lon0) * math.cos(math.radians(lat0)) * sc
    y = float(s.get("y")) if s.get("y") else (lat0 - float(s.get("lat"))) * sc
    pos[s.get("id")] = (x, y)
ids = list(pos)
for i, a in enumerate(ids):
    for z in ids[i + 1:]:
        if math.dist(pos[a], pos[z]) < 90: err.append("too close %s %s" % (a, z))
units = {}
for u in c:
    i = u.get("id")
    if i in units: err.append("unit dup " + i)
    units[i] = u
    for a in ("side", "nation"):
        if u.get(a) and u.get(a) not in owners: err.append("unit owner " + i)
decks = {}
for d in t.iter("deck"):
    decks[d.get("id")] = d
    for card in d.findall("card"):
        if card.get("id") in units: err.append("card/unit id clash " + card.get("id"))
        units[card.get("id")] = card
ds = g.find("default-scenario").get("ref")
scn = {}
for f in sorted(glob.glob(D + "/scenarios/*.xml")):
    s = ET.parse(f).getroot()
    scn[s.get("id")] = s
    pl = s.find("players")
    for a in ("setup-first", "first"):
        if pl.get(a) not in sides: err.append("players " + f)
    for tv in s.findall("track-value"):
        if tv.get("marker") not in markers: err.append("marker " + tv.get("marker"))
    used = {}
    for pc in s.findall("place"):
        u = pc.get("unit")
        if u not in units: err.append("%s: unit %s" % (f, u)); continue
        if pc.get("at") not in ns1: err.append("%s: at %s" % (f, pc.get("at")))
        if pc.get("face") and pc.get("face") not in {x.get("id") for x in units[u].findall("face")}:
            err.append("%s: face %s %s" % (f, u, pc.get("face")))
        used[u] = used.get(u, 0) + int(pc.get("count", "1"))
    for u, n in used.items():
        if units[u].tag == "unit-type" and n > int(units[u].get("count")):
            err.append("%s: %s placed %d > %s" % (f, u, n, units[u].get("count")))
    for ud in s.findall("use-deck"):
        if ud.get("deck") not in decks or ud.get("at") not in ns1: err.append("use-deck " + f)
if ds not in scn: err.append("default scenario " + ds)
# every element with a source? (provenance on items)
for f in [D + "/board.xml", D + "/counters.xml", D + "/tables.xml"] + glob.glob(D + "/scenarios/*.xml"):
    for e in ET.parse(f).getroot().iter():
        if e.get("source") == "reconstructed" and not e.get("note") and e.tag in ("space", "connection", "place", "card", "unit-type", "feature"):
            pass
print("spaces", len(b.find("spaces")), "connections", len(b.find("connections")), "unit types", len(c),
      "cards", sum(len(d.findall("card")) for d in decks.values()), "scenarios", len(scn))
for e in err:
    print("ERROR", e)
sys.exit(1 if err else 0)
