#!/usr/bin/env python3
"""Checks data/games/pontiac beyond the schemas: unique ids, references,
counter-mix limits, connections.  Usage: tools/pontiac-check.py [repo root]"""
import glob, os, sys
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
D = os.path.join(ROOT, "data", "games", "pontiac")
err = []
game = ET.parse(os.path.join(D, "game.xml")).getroot()
board = ET.parse(os.path.join(D, "board.xml")).getroot()
counters = ET.parse(os.path.join(D, "counters.xml")).getroot()
tables = ET.parse(os.path.join(D, "tables.xml")).getroot()
ids = lambda parent, tag: [e.get("id") for e in parent.iter(tag)]
sides = set(ids(game, "side")); nations = set(ids(game, "nation"))
terr = set(ids(game, "terrain")); skinds = set(ids(game, "space-kind")); ckinds = set(ids(game, "connection-kind")); fkinds = set(ids(game, "feature-kind"))
for n in game.iter("nation"):
    if n.get("side") and n.get("side") not in sides: err.append(("nation side", n.get("id")))
spaces = ids(board.find("spaces"), "space"); boxes = ids(board, "box")
ns1 = Counter(spaces + boxes)
err += [("dup space/box", k) for k, v in ns1.items() if v > 1]
owners = sides | nations
for s in board.find("spaces"):
    if s.get("kind") not in skinds: err.append(("kind", s.get("id")))
    if s.get("terrain") and s.get("terrain") not in terr: err.append(("terrain", s.get("id")))
    if s.get("owner") and s.get("owner") not in owners: err.append(("owner", s.get("id")))
    for f in s.findall("feature"):
        if f.get("kind") not in fkinds: err.append(("feature", s.get("id")))
        if f.get("nation") and f.get("nation") not in nations: err.append(("feature nation", s.get("id")))
        if f.get("side") and f.get("side") not in sides: err.append(("feature side", s.get("id")))
for b in board.iter("box"):
    if b.get("side") and b.get("side") not in sides: err.append(("box side", b.get("id")))
    if b.get("nation") and b.get("nation") not in nations: err.append(("box nation", b.get("id")))
sp = set(spaces); pairs = set()
for c in board.find("connections"):
    a, b = c.get("from"), c.get("to")
    if a not in sp or b not in sp: err.append(("conn endpoint", a, b))
    if a == b: err.append(("self", a))
    k = frozenset((a, b))
    if k in pairs: err.append(("dup conn", a, b))
    pairs.add(k)
    if c.get("kind") not in ckinds: err.append(("conn kind", a, b))
markers = ids(board, "marker")
err += [("dup marker", k) for k, v in Counter(markers).items() if v > 1]
for m in board.iter("marker"):
    if m.get("side") and m.get("side") not in sides: err.append(("marker side", m.get("id")))
uts = {u.get("id"): u for u in counters}
cards = ids(tables, "card")
ns2 = Counter(list(uts) + cards)
err += [("dup unit/card", k) for k, v in ns2.items() if v > 1]
for u in counters:
    if u.get("side") and u.get("side") not in sides: err.append(("unit side", u.get("id")))
    if u.get("nation") and u.get("nation") not in nations: err.append(("unit nation", u.get("id")))
    fc = Counter(f.get("id") for f in u.findall("face"))
    err += [("dup face", u.get("id"), k) for k, v in fc.items() if v > 1]
for d in game.iter("die"):
    if d.get("side") and d.get("side") not in sides: err.append(("die side",))
for ph in game.iter("phase"):
    if ph.get("side") and ph.get("side") not in sides: err.append(("phase side", ph.get("id")))
decks = {d.get("id"): set(c.get("id") for c in d.iter("card")) for d in tables.iter("deck")}
tabs = ids(tables, "table") + list(decks)
err += [("dup table", k) for k, v in Counter(tabs).items() if v > 1]
locs = sp | set(boxes)
for f in sorted(glob.glob(os.path.join(D, "scenarios", "*.xml"))):
    s = ET.parse(f).getroot(); sid = s.get("id")
    pl = s.find("players")
    for a in ("setup-first", "first"):
        if pl.get(a) not in sides: err.append((sid, "players", a))
    for tv in s.findall("track-value"):
        if tv.get("marker") not in markers: err.append((sid, "marker", tv.get("marker")))
        tr = next(t for t in board.iter("track") if any(m.get("id") == tv.get("marker") for m in t.findall("marker")))
        if not int(tr.get("min")) <= int(tv.get("value")) <= int(tr.get("max")): err.append((sid, "track range", tv.get("marker")))
    tot = defaultdict(int)
    for p in s.findall("place"):
        u = p.get("unit")
        if u not in uts: err.append((sid, "unit", u)); continue
        if p.get("at") not in locs: err.append((sid, "at", p.get("at")))
        if p.get("face") and p.get("face") not in [x.get("id") for x in uts[u].findall("face")]: err.append((sid, "face", u))
        tot[u] += int(p.get("count", "1"))
    for u, n in tot.items():
        if n > int(uts[u].get("count")): err.append((sid, "count", u, n, uts[u].get("count")))
    for ud in s.findall("use-deck"):
        if ud.get("deck") not in decks: err.append((sid, "deck", ud.get("deck")))
        if ud.get("at") not in locs: err.append((sid, "deck at", ud.get("at")))
        for e in ud.findall("exclude"):
            if e.get("card") not in decks.get(ud.get("deck"), ()): err.append((sid, "exclude", e.get("card")))
    if s.get("game") != "pontiac": err.append((sid, "game"))
if game.find("default-scenario") is not None:
    dflt = game.find("default-scenario").get("ref")
    if not os.path.exists(os.path.join(D, "scenarios", dflt + ".xml")): err.append(("default-scenario", dflt))
for e in err: print("ERROR", *e)
print(f"checked: {len(spaces)} spaces, {len(pairs)} connections, {len(boxes)} boxes, {len(uts)} unit types, {len(cards)} cards, {len(glob.glob(os.path.join(D, 'scenarios', '*.xml')))} scenarios; {len(err)} errors")
sys.exit(1 if err else 0)
