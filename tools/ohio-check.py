#!/usr/bin/env python3
"""Cross-file checks of data/games/ohio that the loader makes beyond the schemas:
unique ids, resolved references, counter-mix limits, connection sanity."""
import collections
import os
import sys
import xml.etree.ElementTree as ET

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
D = os.path.join(ROOT, "data", "games", "ohio")
err = []
game = ET.parse(os.path.join(D, "game.xml")).getroot()
board = ET.parse(os.path.join(D, "board.xml")).getroot()
counters = ET.parse(os.path.join(D, "counters.xml")).getroot()
ET.parse(os.path.join(D, "tables.xml"))


def ids(elems):
    c = collections.Counter(e.get("id") for e in elems)
    for k, v in c.items():
        if v > 1:
            err.append(f"duplicate id {k}")
    return set(c)


sides = ids(game.iter("side"))
nations = ids(game.iter("nation"))
terrains = ids(game.iter("terrain"))
skinds = ids(game.iter("space-kind"))
ckinds = ids(game.iter("connection-kind"))
fkinds = ids(game.iter("feature-kind"))
ids(game.iter("phase"))
for n in game.iter("nation"):
    if n.get("side") and n.get("side") not in sides:
        err.append(f"nation side {n.get('side')}")
spaces = list(board.find("spaces"))
boxes = list(board.find("boxes"))
locs = ids(spaces + boxes)
for s in spaces:
    if s.get("kind") not in skinds:
        err.append(f"space kind {s.get('kind')}")
    if s.get("terrain") and s.get("terrain") not in terrains:
        err.append(f"terrain {s.get('terrain')}")
    if s.get("owner") and s.get("owner") not in nations | sides:
        err.append(f"owner {s.get('owner')}")
    for f in s.findall("feature"):
        if f.get("kind") not in fkinds:
            err.append(f"feature kind {f.get('kind')}")
        if f.get("nation") and f.get("nation") not in nations:
            err.append(f"feature nation {f.get('nation')}")
        if f.get("side") and f.get("side") not in sides:
            err.append(f"feature side {f.get('side')}")
for b in boxes:
    if b.get("side") and b.get("side") not in sides:
        err.append(f"box side {b.get('side')}")
    if b.get("nation") and b.get("nation") not in nations:
        err.append(f"box nation {b.get('nation')}")
seen = set()
space_ids = {s.get("id") for s in spaces}
for c in board.find("connections"):
    f, t, k = c.get("from"), c.get("to"), c.get("kind")
    if f not in space_ids or t not in space_ids:
        err.append(f"connection {f}-{t}")
    if f == t:
        err.append(f"loop {f}")
    if k not in ckinds:
        err.append(f"connection kind {k}")
    key = (frozenset((f, t)), k)
    if key in seen:
        err.append(f"duplicate connection {f}-{t} {k}")
    seen.add(key)
markers = ids(board.iter("marker"))
ids(board.iter("track"))
units = {}
faces = {}
for u in counters.findall("unit-type"):
    if u.get("id") in units:
        err.append(f"duplicate unit {u.get('id')}")
    units[u.get("id")] = int(u.get("count"))
    faces[u.get("id")] = {f.get("id") for f in u.findall("face")}
    if u.get("side") and u.get("side") not in sides:
        err.append(f"unit side {u.get('side')}")
    if u.get("nation") and u.get("nation") not in nations:
        err.append(f"unit nation {u.get('nation')}")
    fl = [f.get("id") for f in u.findall("face")]
    if len(fl) != len(set(fl)):
        err.append(f"duplicate face in {u.get('id')}")
sdir = os.path.join(D, "scenarios")
scen_ids = set()
for fn in sorted(os.listdir(sdir)):
    sc = ET.parse(os.path.join(sdir, fn)).getroot()
    scen_ids.add(sc.get("id"))
    if sc.get("id") + ".xml" != fn:
        err.append(f"scenario file name {fn}")
    pl = sc.find("players")
    for a_ in ("setup-first", "first"):
        if pl.get(a_) not in sides:
            err.append(f"{fn} players {a_}")
    for tv in sc.findall("track-value"):
        if tv.get("marker") not in markers:
            err.append(f"{fn} marker {tv.get('marker')}")
    used = collections.Counter()
    for p in sc.findall("place"):
        u = p.get("unit")
        if u not in units:
            err.append(f"{fn} unit {u}")
            continue
        if p.get("at") not in locs:
            err.append(f"{fn} at {p.get('at')}")
        if p.get("face") and p.get("face") not in faces[u]:
            err.append(f"{fn} face {p.get('face')} of {u}")
        used[u] += int(p.get("count", "1"))
    for u, n in used.items():
        if n > units[u]:
            err.append(f"{fn}: {n} {u} > count {units[u]}")
ds = game.find("default-scenario")
if ds is not None and ds.get("ref") not in scen_ids:
    err.append("default scenario")
print("\n".join(err) if err else "ohio: all cross-references resolve")
sys.exit(1 if err else 0)
