#!/usr/bin/env python3
"""Writes the game data of Blood on the Ohio (game id ohio) into data/games/ohio/.

Usage: tools/ohio-gen.py [repo root]

Map data lives in tools/ohio-map.py, the rest in tools/ohio_data (this file's
sections).  Spaces keep their historical lat/lon; where history puts two spaces
closer than MIN_DIST board units the generator pushes them apart and writes an
explicit x/y.  Trails are generated as a Gabriel graph of the ground spaces
(no trail crosses the Ohio or Allegheny, which are crossed only through their
river spaces), plus river-to-ground trails to the nearest spaces on each bank,
then corrected by hand (EXTRA_TRAILS / DROP_TRAILS in ohio-map.py).
Checks that the rules' setup constraints can be met on the map are asserted
(among them: every principal village has an adjacent ground space, 5.2.1).

This file is the source of the data: running it reproduces the committed XML
byte for byte (game.xml, board.xml, counters.xml, tables.xml, scenarios/*.xml;
geography.xml is an input).  Edit the generator or ohio-map.py, not the XML,
and check with `python3 tools/ohio-gen.py && git diff --stat data/games/ohio`.
"""
import collections
import importlib.util
import math
import os
import re
import sys
from xml.sax.saxutils import escape, quoteattr

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..")
OUT = os.path.join(ROOT, "data", "games", "ohio")

spec = importlib.util.spec_from_file_location("omap", os.path.join(HERE, "ohio-map.py"))
M = importlib.util.module_from_spec(spec)
spec.loader.exec_module(M)

LAT0, LON0, SCALE = 40.0, -83.1, 840.0
WEST, EAST, SOUTH, NORTH = -86.6, -79.6, 37.6, 42.4
COS0 = math.cos(math.radians(LAT0))
MIN_DIST = 96.0
MILE = SCALE / 69.0          # board units per mile (latitude)
R = "reconstructed"


def proj(lat, lon):
    return ((lon - LON0) * COS0 * SCALE, (LAT0 - lat) * SCALE)


def a(v):
    return quoteattr(str(v))


def prov(source, note=None):
    s = f'source={a(source)}'
    if note:
        s += f' note={a(note)}'
    return s


def prop(name, value, source=None, note=None, ind="      "):
    s = f'{ind}<prop name="{name}" value={a(value)}'
    if source:
        s += " " + prov(source, note)
    return s + "/>"


def dist(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def seg_cross(p1, p2, q1, q2):
    """Proper intersection of segments p1p2 and q1q2."""
    def orient(a_, b_, c_):
        return (b_[0] - a_[0]) * (c_[1] - a_[1]) - (b_[1] - a_[1]) * (c_[0] - a_[0])
    d1 = orient(q1, q2, p1)
    d2 = orient(q1, q2, p2)
    d3 = orient(p1, p2, q1)
    d4 = orient(p1, p2, q2)
    return (d1 * d2 < 0) and (d3 * d4 < 0)


# ====================================================================== spaces
S = collections.OrderedDict()
for (sid, name, owner, lat, lon, terrain, note) in M.GROUND:
    assert sid not in S, sid
    S[sid] = dict(id=sid, name=name, kind="ground", owner=owner, lat=lat, lon=lon, terrain=terrain,
                  note=note, features=[], props=[])

ROUTE_NAME = {}
RIVER_CHAIN = {}        # route -> [ids]
RIVER_OUT = {}          # route -> id it flows into
for (route, rname, chain, into) in M.RIVERS:
    ROUTE_NAME[route] = rname
    RIVER_CHAIN[route] = [c[0] for c in chain]
    RIVER_OUT[route] = into
    for (sid, short, owner, lat, lon) in chain:
        assert sid not in S, sid
        S[sid] = dict(id=sid, name=f"{rname} River ({short})" if route != "ohio" else f"Ohio River ({short})",
                      kind="river", owner=owner, lat=lat, lon=lon, terrain="water", route=route,
                      note=f"River space on the {rname} at {short}.", features=[], props=[])

for sid, s in S.items():
    s["x"], s["y"] = proj(s["lat"], s["lon"])
    s["x0"], s["y0"] = s["x"], s["y"]
    assert WEST < s["lon"] < EAST and SOUTH < s["lat"] < NORTH, sid

# ------------------------------------------------------------ geography (read only)
GEO = os.path.join(OUT, "geography.xml")
LAKES, RIVERLINES = [], []
if os.path.exists(GEO):
    txt = open(GEO).read()
    for layer, body in re.findall(r'<layer kind="(\w+)">(.*?)</layer>', txt, re.S):
        for path in re.findall(r'<path[^>]*>(.*?)</path>', body, re.S):
            pts = [tuple(map(float, p.split(","))) for p in path.split()]
            pts = [proj(lat, lon) for (lon, lat) in pts]
            if layer == "lake":
                LAKES.append(pts)
            elif layer == "river":
                RIVERLINES.append(pts)


def in_poly(pt, poly):
    x, y = pt
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xi > x:
                inside = not inside
    return inside


for sid, s in S.items():
    for lake in LAKES:
        assert not in_poly((s["x"], s["y"]), lake), f"{sid} lies in a lake"


def crosses_lake(p, q):
    for lake in LAKES:
        for i in range(len(lake) - 1):
            if seg_cross(p, q, lake[i], lake[i + 1]):
                return True
    return False


# ====================================================================== connections
conns = []            # dicts: from, to, kind, route, source, note, props
pairs = set()


def add_conn(f, t, kind, route=None, source=R, note=None, props=()):
    assert f in S or f.startswith("entry-"), f
    assert t in S or t.startswith("entry-"), t
    assert f != t
    key = (frozenset((f, t)), kind)
    if key in pairs:
        return
    pairs.add(key)
    conns.append(dict(f=f, t=t, kind=kind, route=route, source=source, note=note, props=list(props)))


# --- river connections along each chain
for route, chain in RIVER_CHAIN.items():
    seq = chain + ([RIVER_OUT[route]] if RIVER_OUT[route] else [])
    for i in range(len(seq) - 1):
        add_conn(seq[i], seq[i + 1], "river", route=route,
                 note=f"{ROUTE_NAME[route]}, downstream from the first space to the second.")

# --- barrier: the Ohio and the Allegheny (land beyond them is US land; crossed only via river spaces)
BARRIER = []
for route in ("allegheny", "ohio"):
    seq = RIVER_CHAIN[route]
    for i in range(len(seq) - 1):
        BARRIER.append(((S[seq[i]]["x"], S[seq[i]]["y"]), (S[seq[i + 1]]["x"], S[seq[i + 1]]["y"])))
# extend the Ohio a little past its ends so trails cannot slip round them
f0, f1 = S["ohio-falls"], S["ohio-westport"]
BARRIER.append(((f0["x"], f0["y"]), (f0["x"] + 3 * (f0["x"] - f1["x"]), f0["y"] + 3 * (f0["y"] - f1["y"]))))


def crosses_barrier(p, q):
    return any(seg_cross(p, q, b0, b1) for (b0, b1) in BARRIER)


def pos(sid):
    return (S[sid]["x"], S[sid]["y"])


GROUND_IDS = [k for k, s in S.items() if s["kind"] == "ground"]
RIVER_IDS = [k for k, s in S.items() if s["kind"] == "river"]
MAX_TRAIL = 44 * MILE

# --- Gabriel graph of the ground spaces; every space (river spaces too) may block
ALL_IDS = list(S)
for i, p in enumerate(GROUND_IDS):
    for q in GROUND_IDS[i + 1:]:
        P, Q = pos(p), pos(q)
        d = dist(P, Q)
        if d > MAX_TRAIL:
            continue
        mid = ((P[0] + Q[0]) / 2, (P[1] + Q[1]) / 2)
        blocked = False
        for o in ALL_IDS:
            if o in (p, q):
                continue
            if dist(pos(o), mid) < d / 2 * 0.98:
                blocked = True
                break
        if blocked or crosses_barrier(P, Q) or crosses_lake(P, Q):
            continue
        if (p, q) in M.DROP_TRAILS or (q, p) in M.DROP_TRAILS:
            continue
        add_conn(p, q, "trail", note="Trail between two ground spaces.")


# --- river to ground trails: nearest ground spaces on each bank
def flow_dir(rid):
    route = S[rid]["route"]
    seq = RIVER_CHAIN[route] + ([RIVER_OUT[route]] if RIVER_OUT[route] else [])
    i = seq.index(rid)
    up = seq[i - 1] if i > 0 else rid
    down = seq[i + 1] if i + 1 < len(seq) else rid
    (ux, uy), (dx, dy) = pos(up), pos(down)
    return (dx - ux, dy - uy)


def bank(rid, gid):
    """Left or right bank facing downstream, judged on the river segment (upstream or
    downstream of the river space) nearest to the ground space."""
    route = S[rid]["route"]
    seq = RIVER_CHAIN[route] + ([RIVER_OUT[route]] if RIVER_OUT[route] else [])
    i = seq.index(rid)
    segs = []
    if i > 0:
        segs.append((pos(seq[i - 1]), pos(rid)))
    if i + 1 < len(seq):
        segs.append((pos(rid), pos(seq[i + 1])))
    g = (S[gid]["x0"], S[gid]["y0"])

    def sdist(a_, b_):
        vx, vy = b_[0] - a_[0], b_[1] - a_[1]
        t = max(0.0, min(1.0, ((g[0] - a_[0]) * vx + (g[1] - a_[1]) * vy) / (vx * vx + vy * vy)))
        return dist(g, (a_[0] + t * vx, a_[1] + t * vy))
    a_, b_ = min(segs, key=lambda s_: sdist(*s_))
    fx, fy = b_[0] - a_[0], b_[1] - a_[1]
    vx, vy = g[0] - a_[0], g[1] - a_[1]
    # screen y points south: flip to (east, north)
    cross = fx * (-vy) - (-fy) * vx
    return "left" if cross > 0 else "right"


RIVER_TRAIL_MAX = 27 * MILE
for rid in RIVER_IDS:
    cands = []
    for gid in GROUND_IDS:
        d = dist(pos(rid), pos(gid))
        if d > RIVER_TRAIL_MAX:
            continue
        if S[rid]["route"] not in ("ohio",) and crosses_barrier(pos(rid), pos(gid)):
            continue
        if crosses_lake(pos(rid), pos(gid)):
            continue
        if (rid, gid) in M.DROP_TRAILS or (gid, rid) in M.DROP_TRAILS:
            continue
        cands.append((d, gid))
    cands.sort()
    per = {"left": [], "right": []}
    for d, gid in cands:
        b = bank(rid, gid)
        if len(per[b]) < 2:
            per[b].append(gid)
    for b in ("left", "right"):
        for gid in per[b]:
            add_conn(gid, rid, "trail", note="Trail from a ground space to a river space.",
                     props=[("bank", b, R, "Bank of the river (facing downstream) the ground space lies on; 15.2 retreats cross to the other bank.")])

for (f, t, note) in M.EXTRA_TRAILS:
    kind = "trail"
    props = []
    if S[f]["kind"] == "river" or S[t]["kind"] == "river":
        rid, gid = (f, t) if S[f]["kind"] == "river" else (t, f)
        props = [("bank", bank(rid, gid), R, "Bank of the river (facing downstream) the ground space lies on; 15.2 retreats cross to the other bank.")]
    add_conn(f, t, kind, note=note, props=props)

# --- entry squares
ENTRY = collections.OrderedDict()
for (eid, name, side, nation, lat, lon, touches, note) in M.ENTRIES:
    x, y = proj(lat, lon)
    ENTRY[eid] = dict(id=eid, name=name, side=side, nation=nation, lat=lat, lon=lon, x=x, y=y, touches=touches, note=note)
    for t in touches:
        add_conn(eid, t, "entry", note="Entry square to the map space it touches.")

# ====================================================================== graph checks
ADJ = collections.defaultdict(set)
for c in conns:
    if c["kind"] == "entry":
        continue
    ADJ[c["f"]].add(c["t"])
    ADJ[c["t"]].add(c["f"])


def bfs(src):
    d = {src: 0}
    dq = collections.deque([src])
    while dq:
        u = dq.popleft()
        for v in ADJ[u]:
            if v not in d:
                d[v] = d[u] + 1
                dq.append(v)
    return d


def check_graph(verbose=True):
    problems = []
    d = bfs("fort-washington")
    missing = [k for k in S if k not in d]
    if missing:
        problems.append(f"unreachable: {missing}")
    for k in S:
        if S[k]["kind"] == "river" and not any(S[n]["kind"] == "ground" for n in ADJ[k]):
            problems.append(f"river space without ground: {k}")
    if d.get("greenville") != 4:
        problems.append(f"greenville is {d.get('greenville')} from Fort Washington (App. 2 needs 4)")
    if d.get("twin-creek") not in (3, 4):
        problems.append(f"twin-creek is {d.get('twin-creek')} from Fort Washington (Fort St. Clair example 3-4)")
    dg = bfs("greenville")
    # learning: 5 Miami villages 3-4 spaces from Greenville, Miami land, within 2 of a river
    miami_ok = [k for k in S if S[k]["owner"] == "miami" and S[k]["kind"] == "ground" and dg.get(k) in (3, 4)
                and k not in ("kekionga", "pickawillany")
                and any(S[r]["kind"] == "river" and v <= 2 for r, v in bfs(k).items())]
    if len(miami_ok) < 5:
        problems.append(f"learning Miami village spaces: {miami_ok}")
    # 5.2.1: a treaty needs a US key leader adjacent to the nation's principal village, and no
    # force stands on a river space, so every principal village needs an adjacent ground space.
    for (sid, nation, _src, _note) in M.PRINCIPAL:
        if not any(S[n]["kind"] == "ground" for n in ADJ[sid]):
            problems.append(f"principal village {sid} ({nation}) has no adjacent ground space (5.2.1)")
    if verbose:
        print("learning Miami village candidates:", miami_ok)
    return problems


# ====================================================================== features
def feat(sid, kind, source, note=None, name=None, nation=None, side=None, props=()):
    S[sid]["features"].append(dict(kind=kind, source=source, note=note, name=name, nation=nation,
                                   side=side, props=list(props)))


feat("fort-washington", "fort", "20.3", name="Fort Washington", side="us",
     props=[("defend-capacity", "8", "20.1.2"), ("winter-capacity", "8", "11.2"),
            ("attackable", "false", "20.4"), ("printed", "true", "20.3"),
            ("recruit-regulars-scouts", "true", "5.1.1"), ("fort-fp", "0", R,
             "The printed forts cannot be attacked (20.4), so no defence value is needed.")])
feat("fort-harmar", "fort", "20.3", name="Fort Harmar", side="us",
     props=[("defend-capacity", "8", "20.1.2"), ("winter-capacity", "8", "11.2"),
            ("attackable", "false", "20.4"), ("printed", "true", "20.3"),
            ("recruit-regulars-scouts", "true", "5.1.1"), ("fort-fp", "0", R,
             "The printed forts cannot be attacked (20.4), so no defence value is needed.")])
assert len(M.SETTLEMENTS) == 20 and len(set(M.SETTLEMENTS)) == 20
for sid in M.SETTLEMENTS:
    feat(sid, "settlement", R, side="us",
         note="One of the 20 printed settlements (5.3); the site is a reconstruction from the settlements of 1789.",
         props=[("printed", "true", "2.6")])
for (sid, nation, src, note) in M.PRINCIPAL:
    assert S[sid]["owner"] == nation, sid
    feat(sid, "principal-village", src, note=note, nation=nation, name=S[sid]["name"],
         props=[("defence-fp", "1", "20.5"), ("undefended-fp", "1", "18.3")])
feat("maumee-fort-miamis", "british-flag", "20.7", name="Fort Miamis site",
     note="The Maumee River space with the British flag; Fort Miamis is placed here at the start of SP/SU 1794.",
     props=[("wc-stack-limit", "4", "20.7"), ("us-may-enter", "false", "20.7"), ("wc-may-retreat-into", "false", "20.7"),
            ("blocks-us-river-movement", "true", "20.7")])
assert len(M.BATTLES) == 18
for sid, name in M.BATTLES:
    feat(sid, "battle-site", R, name=name,
         note="One of the 18 historical battle sites (2.8), decoration only; site chosen from the history of 1778-1794.")

# river space props
for rid in RIVER_IDS:
    route = S[rid]["route"]
    S[rid]["props"].append(("river", route, R, None))
    if route == "ohio":
        S[rid]["props"].append(("ohio", "true", "6.3.1", None))

# ====================================================================== spread (min distance)
FIXED_WEIGHT = {"fort-washington": 0.25, "fort-harmar": 0.4, "kekionga": 0.3, "chalakatha": 0.3,
                "maumee-fort-miamis": 0.4}


def spread():
    pts = list(S.values()) + list(ENTRY.values())
    for _ in range(400):
        moved = False
        for i, p in enumerate(pts):
            for q in pts[i + 1:]:
                d = dist((p["x"], p["y"]), (q["x"], q["y"]))
                if d < MIN_DIST:
                    if d < 1e-6:
                        ux, uy = 1.0, 0.0
                    else:
                        ux, uy = (q["x"] - p["x"]) / d, (q["y"] - p["y"]) / d
                    wp = FIXED_WEIGHT.get(p["id"], 1.0)
                    wq = FIXED_WEIGHT.get(q["id"], 1.0)
                    push = (MIN_DIST - d) + 0.5
                    p["x"] -= ux * push * wp / (wp + wq)
                    p["y"] -= uy * push * wp / (wp + wq)
                    q["x"] += ux * push * wq / (wp + wq)
                    q["y"] += uy * push * wq / (wp + wq)
                    moved = True
        if not moved:
            break
    worst = min(dist((p["x"], p["y"]), (q["x"], q["y"])) for i, p in enumerate(pts) for q in pts[i + 1:])
    return worst


for e in ENTRY.values():
    e["x0"], e["y0"] = e["x"], e["y"]


# ====================================================================== VP track data
# Expedition squares (2.4.1) and nation squares (2.4.2): numbers reconstructed
# (the icons were lost); the digest's test placeholders are used, checked
# against the scenario starts (Wabash WC 9 / Legion WC 16 / Legion US 13).
EXP_SQUARES = {7: ("withdrawal", 1), 8: ("entry", 2), 14: ("withdrawal", 2), 15: ("entry", 3), 24: ("withdrawal", 3)}
NATION_SQUARE = collections.OrderedDict([
    ("mingo", 12), ("potawatomi", 16), ("kickapoo", 18), ("ojibwa", 20),
    ("ottawa", 22), ("wyandot", 25), ("seneca", 27), ("delaware", 29)])
BRITISH_ARMS_SQUARES = [2, 3, 4, 5, 6, 7]

NATIONS = collections.OrderedDict([
    # id: (abbrev, name, colour)
    ("delaware", ("De", "Delaware", "#4f8a2b")),
    ("ottawa", ("Ot", "Ottawa", "#2a9d9a")),
    ("kickapoo", ("Ki", "Kickapoo", "#8c6bb1")),
    ("potawatomi", ("Po", "Potawatomi", "#d4a017")),
    ("mingo", ("M", "Mingo", "#4b5a8c")),
    ("seneca", ("Se", "Seneca", "#7a7a2a")),
    ("miami", ("Mi", "Miami", "#b8322a")),
    ("shawnee", ("Sh", "Shawnee", "#e07b1f")),
    ("ojibwa", ("Oj", "Ojibwa", "#3c7dc4")),
    ("wyandot", ("W", "Wyandot", "#9b3d8f")),
])

TURNS = [(1, "fa-wi", 1789), (2, "sp-su", 1790), (3, "fa-wi", 1790), (4, "sp-su", 1791), (5, "fa-wi", 1791),
         (6, "sp-su", 1792), (7, "fa-wi", 1792), (8, "sp-su", 1793), (9, "fa-wi", 1793), (10, "sp-su", 1794)]
RAID_ADD = {1: (3, 2, 1, 0), 2: (1, 1, 1, 1), 4: (1, 1, 1, 1), 6: (0, 1, 1, 1), 8: (0, 0, 1, 1), 10: (0, 0, 0, 1)}

SEGMENTS = [
    # (n, id, name, side, source, note, procedures)
    (1, "special-actions-1", "Special Actions", None, "App. 5", "App. 5 plays the Special Actions in segment 1.",
     ["special-actions"]),
    (2, "us-operations-1", "US Operations", "us", R,
     "US Ops always come just before WC Ops (6.0); the checks that follow are placed by reconstruction (digest 4.2).",
     ["us-operations", "nation-check", "leader-check"]),
    (3, "wc-operations-1", "WC Operations", "wc", "4.2", "The example of 4.2: WC Operations, then an Expedition Check, then a Leader Check.",
     ["wc-operations", "expedition-check", "leader-check"]),
    (4, "special-actions-2", "Special Actions", None, R, "Several Special Actions segments per turn (5.0); repeated every third segment.",
     ["special-actions"]),
    (5, "us-operations-2", "US Operations", "us", R, "As segment 2.", ["us-operations", "nation-check", "leader-check"]),
    (6, "wc-operations-2", "WC Operations", "wc", R, "As segment 3.", ["wc-operations", "expedition-check", "leader-check"]),
    (7, "special-actions-3", "Special Actions", None, R, "As segment 4.", ["special-actions"]),
    (8, "us-operations-3", "US Operations", "us", R, "As segment 2.", ["us-operations", "nation-check", "leader-check"]),
    (9, "wc-operations-3", "WC Operations", "wc", R, "As segment 3.", ["wc-operations", "expedition-check", "leader-check"]),
    (10, "end-of-turn", "Supply, Winter and End of Turn", None, "4.1",
     "4.1 puts the US Supply Check and Winter Quartering in segment 10 of FA/WI turns; End of Turn Functions come last (12.0).",
     ["us-supply-check", "winter-quartering", "end-of-turn"]),
]


# ====================================================================== writers
def write(path, lines):
    full = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write("\n".join(lines) + "\n")


NAMED_SPACES = {
    "fort-washington": ("20.4", "Printed fort (2.6, 20.4); placed at Cincinnati."),
    "fort-harmar": ("20.4", "Printed fort (2.6, 20.4); placed at the mouth of the Muskingum."),
    "kekionga": ("App. 3", "Principal Miami village named in App. 2 and App. 3; placed at Fort Wayne."),
    "chalakatha": ("App. 2", "Shawnee primary village named in App. 2 and App. 4; placed at Old Chillicothe (Oldtown, Ohio)."),
    "pickawillany": ("App. 4", "Miami setup location of App. 4; placed at Piqua."),
    "gekelmurpechunk": ("App. 4", "Delaware setup location of App. 4; placed at Newcomerstown."),
    "maumee-fort-miamis": ("20.7", "The Maumee River space with the British flag (20.7); placed at the foot of the rapids (Maumee, Ohio)."),
}


# Place names a translator renders: a name with an established form in other
# languages or a descriptive part (falls, forks, mouths, portages, a nation's
# town, a battle's "siege" or "defeat").  Every other ground-space and feature
# name is a proper name and keeps translate="no" (po-data/GLOSSARY-fr.md,
# "Noms de lieux").  River spaces, entry squares and boxes are all translated.
TRANSLATED_NAMES = {
    "Blanchard's Fork", "Blue Jacket's Town", "Cuyahoga Portage", "East Fork",
    "Fort Miamis site", "Girty's Town", "Hamilton Ford", "Hocking Falls",
    "Kanawha Falls", "Kentucky River Mouth", "Le Boeuf", "Licking Forks",
    "Little River Portage", "Little Sandy Salt Works", "Loramie's Store",
    "Lower Shawnee Town", "Mingo Town", "Mississinewa Towns",
    "Mohican John's Town", "Oquanoxa's Town", "Portage River", "Presque Isle",
    "River Raisin", "Roche de Boeuf", "Salt Springs", "Scioto Headwaters",
    "Scioto Salt Licks", "St. Joseph Towns", "Tawa Town", "Turtle Town",
    "Wabash Headwaters", "White River", "White Woman's Town", "Whitewater Forks",
    # battle sites (2.8)
    "Siege of Boonesborough (1778)", "Siege of Fort Laurens (1779)",
    "Bowman's raid on Chillicothe (1779)", "Lochry's Defeat (1781)",
    "Crawford's Defeat (1782)", "Estill's Defeat (1782)",
    "Siege of Fort Henry (1782)", "Harmar's Defeat (1790)",
    "St. Clair's Defeat (1791)",
}


def write_board():
    worst = spread()
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Generated by tools/ohio-gen.py from tools/ohio-map.py; do not edit by hand. -->',
         f'<board game="ohio" {prov(R, "The printed map is not in the rulebook text: a point-to-point reconstruction on real geography, spaces 20-25 miles apart (2.0), see docs/data/ohio.md.")}>',
         f'  <projection lat0="{LAT0}" lon0="{LON0}" scale="{SCALE:.0f}" west="{WEST}" east="{EAST}" south="{SOUTH}" north="{NORTH}"/>',
         '  <spaces>']
    for sid, s in S.items():
        src, note = NAMED_SPACES.get(sid, (R, s["note"]))
        if sid in NAMED_SPACES:
            note = note + " " + s["note"]
        attrs = f'id="{sid}" kind="{s["kind"]}" terrain="{s["terrain"]}"'
        if s["owner"]:
            attrs += f' owner="{s["owner"]}"'
        attrs += f' lat="{s["lat"]}" lon="{s["lon"]}"'
        if dist((s["x"], s["y"]), (s["x0"], s["y0"])) > 0.5:
            attrs += f' x="{s["x"]:.0f}" y="{s["y"]:.0f}"'
            note += " Drawn off its true position to keep spaces apart."
        L.append(f'    <space {attrs} {prov(src, note)}>')
        tr = ' translate="no"' if s["kind"] == "ground" and s["name"] not in TRANSLATED_NAMES else ""
        L.append(f'      <name{tr}>{escape(s["name"])}</name>')
        for ft in s["features"]:
            fa = f'kind="{ft["kind"]}"'
            if ft["nation"]:
                fa += f' nation="{ft["nation"]}"'
            if ft["side"]:
                fa += f' side="{ft["side"]}"'
            fa += " " + prov(ft["source"], ft["note"])
            if ft["name"] or ft["props"]:
                L.append(f'      <feature {fa}>')
                if ft["name"]:
                    ftr = "" if ft["name"] in TRANSLATED_NAMES else ' translate="no"'
                    L.append(f'        <name{ftr}>{escape(ft["name"])}</name>')
                for p in ft["props"]:
                    L.append(prop(p[0], p[1], p[2], p[3] if len(p) > 3 else None, ind="        "))
                L.append('      </feature>')
            else:
                L.append(f'      <feature {fa}/>')
        for p in s["props"]:
            L.append(prop(p[0], p[1], p[2], p[3]))
        L.append('    </space>')
    for eid, e in ENTRY.items():
        attrs = f'id="{eid}" kind="entry" owner="{e["nation"] or e["side"]}" lat="{e["lat"]}" lon="{e["lon"]}"'
        if dist((e["x"], e["y"]), (e["x0"], e["y0"])) > 0.5:
            attrs += f' x="{e["x"]:.0f}" y="{e["y"]:.0f}"'
        src = "2.4.3"
        note = ("One of the 8 entry squares (2.4.3): not a space for movement, only an entry and exit point; "
                "its position and the spaces it touches are reconstructed. " + e["note"])
        L.append(f'    <space {attrs} {prov(src, note)}>')
        L.append(f'      <name>{escape(e["name"])}</name>')
        L.append(prop("entry-side", e["side"], "2.4.3"))
        if e["nation"]:
            L.append(prop("entry-nation", e["nation"], "2.4.3"))
        L.append(prop("allow-exit", "true" if e["nation"] == "miami" else "false", "2.4.3",
                      "Only the Miami square is said to allow units to leave the map." if e["nation"] else None))
        if e["side"] == "us":
            south = "southern" if e["lat"] < 38.0 else "eastern"
            L.append(prop("region", south, R, "App. 2 Tier 2 uses the two southern US squares."))
        L.append('    </space>')
    L.append('  </spaces>')
    L.append('  <connections>')
    for c in conns:
        attrs = f'from="{c["f"]}" to="{c["t"]}" kind="{c["kind"]}"'
        if c["route"]:
            attrs += f' route="{c["route"]}"'
        pr = prov(c["source"], c["note"])
        if c["props"]:
            L.append(f'    <connection {attrs} {pr}>')
            for p in c["props"]:
                L.append(prop(p[0], p[1], p[2], p[3]))
            L.append('    </connection>')
        else:
            L.append(f'    <connection {attrs} {pr}/>')
    L.append('  </connections>')
    # ---------------------------------------------------------------- boxes
    L.append('  <boxes>')

    def box(bid, kind, vis, name, source, note=None, side=None, nation=None, props=()):
        at = f'id="{bid}" kind="{kind}" visibility="{vis}"'
        if side:
            at += f' side="{side}"'
        if nation:
            at += f' nation="{nation}"'
        L.append(f'    <box {at} {prov(source, note)}>')
        L.append(f'      <name>{escape(name)}</name>')
        for p in props:
            L.append(prop(*p))
        L.append('    </box>')

    box("recruitment-cup", "cup", "none", "Recruitment Cup", "3.1.2", "US units drawn blind by the Recruit action (5.1.1); also called the Reinforcement Cup.", side="us")
    box("raid-cup", "cup", "none", "Raid Cup", "3.1.2", "Raid chits A-D drawn by the Raid action and by Search (5.6, 5.7.2).", side="wc")
    box("raid-chits-searched", "holding", "all", "Raid chits found by Search", "5.7.2",
        "A and B chits drawn by a successful Search stay out of the cup until the end of the segment.", side="us")
    box("reinforcement-box", "holding", "all", "Reinforcement Box", "2.4.2",
        "Holds Miami and Shawnee units not yet on the map (glossary; called Nation Box in App. 4). These two nations never withdraw on US VP.",
        side="wc", props=[("nations", "miami shawnee", "2.4.2", None)])
    for nat, sq in NATION_SQUARE.items():
        box(f"{nat}-square", "holding", "all", f"{NATIONS[nat][1]} nation square", "2.4.2",
            f"The {NATIONS[nat][1]} nation square on the VP track: stores that nation's unused units (2.4.2); its VP square number is reconstructed.",
            side="wc", nation=nat,
            props=[("vp-square", str(sq), R, "Icon positions lost in the text; see docs/data/ohio.md."), ("track", "vp", R, None)])
    for n in BRITISH_ARMS_SQUARES:
        box(f"vp-square-{n}", "holding", "all", f"VP square {n}", "23.0",
            f"British Arms waiting on VP square {n} (23.0); they may be recruited once the WC VP marker reaches the square. "
            "A box stands for the square because placements cannot name a track square.",
            side="wc", props=[("vp-square", str(n), "23.0", None), ("track", "vp", R, None),
                              ("released-by", "vp-wc", "23.0", None)])
    box("us-builds", "holding", "all", "US Builds Box", "2.7", "Settlement and fort markers the US may build in the scenario (2.7, 5.3); also called the Allowable Builds box.", side="us")
    box("special-actions-box", "holding", "all", "Special Actions Box", "5.0",
        "Holds the Build and Raid markers, set to Allowed at the start of each Special Actions segment (5.0, App. 4 'SA Box').")
    box("us-eliminated", "eliminated", "all", "US pieces out of play", "14.7.1", "US leaders killed, lost artillery never recovered, razed US structures and withdrawn key leaders.", side="us")
    box("wc-eliminated", "eliminated", "all", "WC pieces out of play", "14.7.2", "Warriors and leaders removed as casualties, razed villages, withdrawn and conquered nations.", side="wc")
    L.append('  </boxes>')
    # ---------------------------------------------------------------- tracks
    L.append('  <tracks>')
    L.append(f'    <track id="turn" min="1" max="10" {prov("2.1", "Ten turns, FA/WI 1789 to SP/SU 1794, alternating seasons (2.1, 4.1).")}>')
    L.append('      <name>Turn</name>')
    L.append(f'      <marker id="turn" {prov("4.1")}><name>Game Turn</name></marker>')
    for (n, season, year) in TURNS:
        lab = ("Fall/Winter " if season == "fa-wi" else "Spring/Summer ") + str(year)
        L.append(f'      <square value="{n}" {prov("4.1")}>')
        L.append(f'        <label>{lab}</label>')
        L.append(prop("season", season, "4.1", ind="        "))
        L.append(prop("year", str(year), "4.1", ind="        "))
        if season == "fa-wi":
            L.append(prop("supply-check", "true", "10.0", ind="        "))
            L.append(prop("winter-quartering", "true", "11.0", ind="        "))
        if n in RAID_ADD:
            aa, bb, cc, dd = RAID_ADD[n]
            note = ("The starting contents of the Raid Cup (5.6.1)." if n == 1 else
                    "Added at the End of Turn before this SP/SU turn (5.6.1, 12.0).")
            L.append(prop("raid-chits", f"A{aa} B{bb} C{cc} D{dd}", "5.6.1", note, ind="        "))
        L.append('      </square>')
    L.append('    </track>')
    L.append(f'    <track id="segment" min="1" max="10" {prov("2.2", "Ten segments per turn; the procedures on each square are read from 4.1, 4.2 and App. 5 and otherwise reconstructed (digest 4.2).")}>')
    L.append('      <name>Turn Segment</name>')
    L.append(f'      <marker id="segment" {prov("4.2")}><name>Turn Segment</name></marker>')
    for (n, pid, name, side, src, note, procs) in SEGMENTS:
        L.append(f'      <square value="{n}" {prov(src, note)}>')
        L.append(f'        <label>{escape(name)}</label>')
        L.append(prop("procedures", " ".join(procs), src, ind="        "))
        L.append(prop("phase", pid, R, ind="        "))
        L.append('      </square>')
    L.append('    </track>')
    L.append(f'    <track id="vp" min="0" max="30" {prov("2.4", "Shared VP track 0-30; a half point flips the marker to its 1/2 side; never below 0.")}>')
    L.append('      <name>Victory Points</name>')
    L.append(f'      <marker id="vp-us" side="us" {prov("2.4")}><name>US VP</name></marker>')
    L.append(f'      <marker id="vp-wc" side="wc" {prov("2.4")}><name>WC VP</name></marker>')
    nat_at = {v: k for k, v in NATION_SQUARE.items()}
    for v in range(0, 31):
        props = []
        if v in EXP_SQUARES:
            what, exp = EXP_SQUARES[v]
            props.append((f"expedition-{what}", str(exp), R,
                          ("Gray soldier icon: the expedition withdraws when the WC VP marker is here or beyond at an Expedition Check (2.4.1, 7.0)."
                           if what == "withdrawal" else
                           "Blue soldier icon: the expedition enters when the WC VP marker is here or beyond at an Expedition Check (2.4.1, 7.0).")
                          + " Square number reconstructed (digest 8.2 #2; Wabash starts WC 9 with the 2nd in play, Legion WC 16 with the 3rd).")) 
        if v in nat_at:
            nat = nat_at[v]
            props.append(("nation-square", nat, R, f"{NATIONS[nat][1]} nation square (2.4.2), read against the US VP marker; number reconstructed."))
            props.append(("box", f"{nat}-square", R, None))
        if v in BRITISH_ARMS_SQUARES:
            props.append(("british-arms-box", f"vp-square-{v}", "App. 4", "Harmar and campaign setups put British Arms on squares 2-7 (App. 4, LR: square 2 not 8)."))
        if not props:
            continue
        L.append(f'      <square value="{v}" {prov(R, "Special VP square; icons lost in the text.")}>')
        L.append(f'        <label>{v}</label>')
        for p in props:
            L.append(prop(*p, ind="        "))
        L.append('      </square>')
    L.append('    </track>')
    for side, nm in (("us", "US"), ("wc", "WC")):
        L.append(f'    <track id="special-actions-{side}" min="0" max="5" {prov("2.3", "Special Action Points 0-5; the marker has a +1 side for a saved point (5.9).")}>')
        L.append(f'      <name>{nm} Special Actions</name>')
        L.append(f'      <marker id="sap-{side}" side="{side}" {prov("2.3")}><name>{nm} SAP</name></marker>')
        L.append('    </track>')
    L.append('  </tracks>')
    L.append('</board>')
    write("board.xml", L)
    return worst


# ====================================================================== game.xml
def write_game():
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Generated by tools/ohio-gen.py; do not edit by hand. -->',
         f'<game id="ohio" format="1" {prov("1.0", "Blood on the Ohio, Compass Games 2018, design John Poniske; Living Rules with errata to 7/5/2018.")}>',
         '  <title translate="no">Blood on the Ohio</title>',
         "  <subtitle>Washington's Indian War, 1789-1794</subtitle>",
         '  <description>The United States sends three expeditions into the Ohio country while the Western '
         'Confederacy of the Miami, Shawnee, Delaware and their allies raids the frontier settlements and '
         'defends its villages. Point-to-point map, special actions, ambushes and victory points.</description>',
         '  <credits>Design: John Poniske. Publisher: Compass Games, 2018.</credits>',
         '  <default-scenario ref="harmar"/>',
         '  <sides>',
         f'    <side id="us" colour="#2f5da8" {prov("1.0")}><name>United States</name><short-name>US</short-name></side>',
         f'    <side id="wc" colour="#8a3b1c" {prov("1.1")}><name>Western Confederacy</name><short-name>WC</short-name></side>',
         '  </sides>',
         '  <nations>']
    NATION_PROPS = {
        "miami": [("holding-box", "reinforcement-box", "2.4.2"), ("treaty-allowed", "false", "5.2.1"), ("recruit-bonus", "1", "5.1.2"),
                  ("principal-villages", "2", "20.5"), ("entry-square", "entry-miami", "2.4.3"), ("withdraws-on-us-vp", "false", "2.4.2")],
        "shawnee": [("holding-box", "reinforcement-box", "2.4.2"), ("treaty-allowed", "false", "5.2.1"), ("recruit-bonus", "1", "5.1.2"),
                    ("principal-villages", "2", "20.5"), ("withdraws-on-us-vp", "false", "2.4.2")],
        "delaware": [("holding-box", "delaware-square", "2.4.2"), ("treaty-allowed", "false", "5.2.1"), ("recruit-bonus", "1", "5.1.2"),
                     ("principal-villages", "1", "20.5")],
        "mingo": [("holding-box", "mingo-square", "2.4.2"), ("treaty-allowed", "true", "5.2.1"), ("recruit-bonus", "0", "5.1.2"),
                  ("principal-villages", "0", "App. 6")],
        "seneca": [("holding-box", "seneca-square", "2.4.2"), ("treaty-allowed", "true", "5.2.1"), ("recruit-bonus", "0", "5.1.2"),
                   ("principal-villages", "1", "20.5"), ("alliance-leaders", "2", "5.2.3.1"), ("alliance-warriors", "3", "5.2.3.1"), ("alliance-remaining", "3", "5.2.3.1")],
        "wyandot": [("holding-box", "wyandot-square", "2.4.2"), ("treaty-allowed", "true", "5.2.1"), ("recruit-bonus", "0", "5.1.2"),
                    ("principal-villages", "1", "20.5"), ("alliance-leaders", "2", "5.2.3.1"), ("alliance-warriors", "4", "5.2.3.1"), ("alliance-remaining", "4", "5.2.3.1")],
        "ottawa": [("holding-box", "ottawa-square", "2.4.2"), ("treaty-allowed", "true", "5.2.1"), ("recruit-bonus", "0", "5.1.2"),
                   ("principal-villages", "1", "20.5"), ("alliance-leaders", "2", "5.2.3.1"), ("alliance-warriors", "3", "5.2.3.1"), ("alliance-remaining", "3", "5.2.3.1")],
        "ojibwa": [("holding-box", "ojibwa-square", "2.4.2"), ("treaty-allowed", "true", "5.2.1"), ("recruit-bonus", "0", "5.1.2"),
                   ("off-map", "true", "2.4.3"), ("entry-square", "entry-ojibwa", "2.4.3"), ("principal-villages", "0", "2.4.3"),
                   ("alliance-leaders", "2", "5.2.3.1"), ("alliance-warriors", "3", "5.2.3.1"), ("alliance-remaining", "3", "5.2.3.1")],
        "potawatomi": [("holding-box", "potawatomi-square", "2.4.2"), ("treaty-allowed", "true", "5.2.1"), ("recruit-bonus", "0", "5.1.2"),
                       ("off-map", "true", "2.4.3"), ("entry-square", "entry-potawatomi", "2.4.3"), ("principal-villages", "0", "2.4.3"),
                       ("alliance-leaders", "1", "5.2.3.1"), ("alliance-warriors", "2", "5.2.3.1"), ("alliance-remaining", "2", "5.2.3.1")],
        "kickapoo": [("holding-box", "kickapoo-square", "2.4.2"), ("treaty-allowed", "true", "5.2.1"), ("recruit-bonus", "0", "5.1.2"),
                     ("off-map", "true", "2.4.3"), ("entry-square", "entry-kickapoo", "2.4.3"), ("principal-villages", "0", "2.4.3"),
                     ("alliance-leaders", "1", "5.2.3.1"), ("alliance-warriors", "2", "5.2.3.1"), ("alliance-remaining", "2", "5.2.3.1")],
    }
    for nid, (ab, nm, col) in NATIONS.items():
        L.append(f'    <nation id="{nid}" side="wc" colour="{col}" abbrev="{ab}" {prov("1.0", "Name and abbreviation from 1.0; the colour is reconstructed (the counter colours are not in the text).")}>')
        L.append(f'      <name>{nm}</name>')
        if nid in NATION_SQUARE:
            L.append(prop("nation-square-vp", str(NATION_SQUARE[nid]), R, "VP square of the nation square (2.4.2); number reconstructed."))
        for (k, v, src) in NATION_PROPS[nid]:
            L.append(prop(k, v, src))
        L.append('    </nation>')
    L.append('  </nations>')
    L.append('  <terrains>')
    for tid, col, nm in (("forest", "#9fb98a", "Forest"), ("hills", "#b9a77e", "Hills"), ("bluegrass", "#cfd99a", "Bluegrass"),
                         ("prairie", "#e3d9a0", "Prairie"), ("swamp", "#94b0a0", "Swamp"), ("water", "#8fb8de", "River")):
        L.append(f'    <terrain id="{tid}" colour="{col}" {prov(R, "Background colour only; terrain has no rules effect in this game.")}><name>{nm}</name></terrain>')
    L.append('  </terrains>')
    L.append('  <space-kinds>')
    L.append(f'    <space-kind id="ground" shape="circle" {prov("2.5", "A solid circle; nation colour or brown (neutral).")}><name>Ground space</name></space-kind>')
    L.append(f'    <space-kind id="river" shape="circle" water="true" {prov("2.5", "A circle with a water icon; pieces may never end a move here (2.5.2), except the WC at Fort Miamis (20.7).")}><name>River space</name></space-kind>')
    L.append(f'    <space-kind id="entry" shape="square" {prov("2.4.3", "Entry squares are entry and exit points, not spaces for movement.")}><name>Entry square</name></space-kind>')
    L.append('  </space-kinds>')
    L.append('  <connection-kinds>')
    L.append(f'    <connection-kind id="trail" style="dotted" colour="#6b4a2b" cost="1" {prov("2.5.1", "1 MP ground to ground; ground to river costs 2 and river to ground 0 (2.5.2, 6.3.1): see the game props trail-cost-*.")}><name>Trail</name></connection-kind>')
    L.append(f'    <connection-kind id="river" style="solid" colour="#3a78b5" cost="1" {prov("2.5.2", "River space to the next river space up- or downstream.")}><name>River</name></connection-kind>')
    L.append(f'    <connection-kind id="entry" style="dashed" colour="#333333" cost="1" {prov(R, "From an entry square to a space it touches; the cost of stepping onto the map is not stated, 1 MP chosen.")}><name>Entry</name></connection-kind>')
    L.append('  </connection-kinds>')
    L.append('  <feature-kinds>')
    for fid, sym, src, nm in (("fort", "fort", "20.3", "Fort"), ("settlement", "settlement", "20.6", "Settlement"),
                              ("principal-village", "town", "20.5", "Principal village"), ("village", "village", "20.5", "Village"),
                              ("british-flag", "flag", "20.7", "British flag (Fort Miamis site)"), ("battle-site", "battle", "2.8", "Historical battle site")):
        L.append(f'    <feature-kind id="{fid}" symbol="{sym}" {prov(src)}><name>{nm}</name></feature-kind>')
    L.append('  </feature-kinds>')
    L.append('  <dice>')
    L.append(f'    <die id="us-die" faces="6" side="us" {prov("3.1.3", "Blue (the glossary says brown).")}><name>US faction die</name></die>')
    L.append(f'    <die id="wc-die" faces="6" side="wc" {prov("3.1.3", "Green.")}><name>WC faction die</name></die>')
    L.append(f'    <die id="event-die" faces="6" {prov("14.3", "White special die; two Battle faces, one each of the others (14.3). Face numbering reconstructed.")}><name>Event die</name>')
    for v, t in ((1, "Battle"), (2, "Battle"), (3, "Delay"), (4, "US Confused"), (5, "WC Confused"), (6, "Reinforcements")):
        L.append(f'      <face value="{v}">{t}</face>')
    L.append('    </die>')
    L.append('  </dice>')
    L.append(f'  <sequence {prov("4.2", "Ten segments per turn (2.2, 4.2); the printed Turn Segment Track is lost, so the segments follow the digest 4.2 reading: segment 1 Special Actions (App. 5), segment 3 WC Ops + Expedition Check + Leader Check (4.2), segment 10 supply, winter and end of turn (4.1, 12.0).")}>')
    rules = {"special-actions": "5.0", "us-operations": "6.0", "wc-operations": "6.0", "end-of-turn": "10.0"}
    for (n, pid, name, side, src, note, procs) in SEGMENTS:
        rule = rules[pid.rsplit("-", 1)[0]] if pid != "end-of-turn" else "12.0"
        sd = f' side="{side}"' if side else ""
        L.append(f'    <phase id="{pid}" rule="{rule}"{sd} {prov(src, note)}>')
        L.append(f'      <name>{name}</name>')
        L.append(prop("segment", str(n), "2.2"))
        L.append(prop("procedures", " ".join(procs), src))
        if pid == "end-of-turn":
            L.append(prop("fa-wi-only", "us-supply-check winter-quartering", "4.2"))
        if pid.startswith("special-actions"):
            L.append(prop("first-player", "us", "5.0"))
        L.append('    </phase>')
    L.append('  </sequence>')
    gp = [
        ("trail-cost-ground-to-ground", "1", "2.5.1", None),
        ("trail-cost-ground-to-river", "2", "2.5.2", "A trail from a ground space into a river space; the connection kind cannot hold props, so the asymmetry is stated here."),
        ("trail-cost-river-to-ground", "0", "2.5.2", None),
        ("river-cost-river-to-river", "1", "2.5.2", None),
        ("pass-through-extra-mp", "1", "13.0", None),
        ("overrun-extra-mp", "1", "17.2", None),
        ("river-force-limit", "8", "6.3.1", "Most FP that may enter a non-Ohio river space to move along it."),
        ("ohio-us-force-limit", "16", "6.3.1", "The US may move up to 16 FP along the Ohio."),
        ("ohio-wc-force-limit", "8", R, "Only the US 16-FP case is stated; the WC is held to the general 8 (digest 8.2 #27)."),
        ("army-threshold", "16", "6.6", "A space with more than 16 friendly FP is an army."),
        ("no-end-on-river", "true", "2.5.2", None),
        ("vp-half-points", "true", "2.4", "VP markers have a 1/2 side; VP are kept in half points."),
        ("vp-min", "0", "2.4", None),
        ("sap-max", "5", "5.9", None),
        ("sap-saved-side", "true", "5.9", "SAP markers have a +1 side for a saved point."),
        ("fort-capacity-printed", "8", "20.1.2", None),
        ("fort-capacity-built", "6", "20.1.2", None),
        ("winter-capacity-printed", "8", "11.2", None),
        ("winter-capacity-built", "6", "11.2", None),
        ("supply-range", "4", "10.0", None),
        ("reinforcement-range-mp", "3", "14.3", None),
        ("overrun-ratio", "5", "17.1", None),
        ("ambush-max-ratio", "5", "18.1", "A stack may not ambush a force of five or more times its FP."),
        ("ambush-min-vp", "1/2", "18.1", None),
        ("rbc-success", "5", "16.0", None),
        ("wc-wins-ties", "true", "14.8", None),
        ("village-max-casualties", "1", "LR", "7/5/2018 update to 20.5."),
        ("village-relocation-mp", "5", "20.5.1", None),
        ("principal-relocation-mp", "10", "20.5.1", None),
        ("british-arms-per-nation", "1", "23.0", None),
        ("nonaligned-village-limit", "2 FP + 1 key leader", "19.0", None),
        ("harass-range-mp", "3", "5.5", None),
        ("repair-warrior-range", "2", "5.4", None),
        ("settlement-river-range", "2", "5.3", None),
        ("settlement-structure-range", "4", "5.3", None),
        ("build-village-min-distance", "2", "5.3", None),
        ("fort-fort-range", "3", "5.3", None),
        ("militia-recruit-fort-range", "4", "5.1.1", None),
        ("search-artillery-us-fp-per", "4", "5.7.1", "+1 to the roll for every 4 US FP within one space of the lost artillery."),
        ("search-artillery-wc-fp-per", "2", "5.7.1", "-1 to the roll for every 2 WC FP within two spaces."),
        ("harass-us-fp-per", "2", "5.5", "-1 to each harass die for every 2 US FP in the space."),
        ("principal-gone-recruit-fp", "2", "20.5", "Once a nation's principal villages are razed its reinforcements arrive in any of its villages, no more than 2 FP in each."),
        ("withdrawal-subordinate-loss", "3", "7.1", "Each US subordinate on the map rolls at a withdrawal: 1-3 removed, 4-6 stays."),
        ("artillery-retreat-loss", "6", "22.2", "A US retreat after a casualty: each artillery unit is lost on a 6."),
        ("revised-nation-check-stays", "6", "25.1", "A modified 6 keeps the nation in the confederation."),
        ("revised-nation-check-leader-range", "10", "25.1", "+1 with a WC key leader within 10 spaces of the nation's principal village."),
        ("leader-death-vp", "0", R, "9.0 says a dead leader is 'counted for VPs' without a value; 0 by default (digest 8.2 #11)."),
    ]
    for (k, v, src, note) in gp:
        L.append(prop(k, v, src, note, ind="  "))
    L.append('</game>')
    write("game.xml", L)


# ====================================================================== counters.xml
UNITS = []   # dicts


def unit(uid, kind, name, count, symbol, source, note=None, cls=None, side=None, nation=None, faces=(), props=(), short=None, colour=None):
    UNITS.append(dict(id=uid, kind=kind, name=name, count=count, symbol=symbol, source=source, note=note, cls=cls,
                      side=side, nation=nation, faces=list(faces), props=list(props), short=short, colour=colour))


def V(name, num, source=None, note=None):
    return (name, num, source, note)


def build_units():
    # ---------------- WC key leaders (3.2.1)
    unit("little-turtle", "leader", "Little Turtle", 1, "leader", "3.2.1", "Miami key leader (App. 1, App. 5).",
         cls="key-leader", side="wc", nation="miami",
         faces=[("healthy", "1", [V("fp", 0, "App. 5", "App. 5 counts Little Turtle with 7 warrior FP as 7 FP."), V("tp", 1, "App. 5")]),
                ("wounded", "1", [V("fp", 0, R, "Wounded leaders are assumed to keep their values (digest 8.2 #3)."),
                                  V("tp", 1, R, "Wounded leaders are assumed to keep their values (digest 8.2 #3).")])])
    for uid, nm, nat, note in (("blue-jacket", "Blue Jacket", "shawnee", "At least 1: in App. 5 his force has more TP than a US subordinate force; 1 chosen."),
                               ("buckongahelas", "Buckongahelas (Breaker)", "delaware", "Not given; 1 like the other key leaders."),
                               ("egushawa", "Egushawa", "ottawa", "The Ottawa key leader is neither named nor valued in the text; Egushawa led the Ottawa 1790-94.")):
        props = []
        if uid == "buckongahelas":
            props.append(("stays-if-nation-withdraws", "true", "App. 3", "Breaker remains active even if the Delaware withdraw (scenario rule of every scenario)."))
        unit(uid, "leader", nm, 1, "leader", "3.2.1" if uid != "egushawa" else R,
             ("Key leader of the " + NATIONS[nat][1] + " (3.2.1)." if uid != "egushawa" else
              "3.2.1 gives the Ottawa a key leader without naming him; Egushawa (Augooshaway) chosen."),
             cls="key-leader", side="wc", nation=nat,
             faces=[("healthy", "1", [V("fp", 0, R, "Key leaders add no FP (App. 5 Little Turtle)."), V("tp", 1, R, note)]),
                    ("wounded", "1", [V("fp", 0, R, "Wounded leaders keep their values (digest 8.2 #3)."), V("tp", 1, R, "Wounded leaders keep their values (digest 8.2 #3).")])],
             props=props)
    # ---------------- WC subordinate leaders (3.2.2)
    SUBS = {"miami": (2, R), "shawnee": (2, R), "delaware": (2, R), "mingo": (1, R), "seneca": (1, "5.2.3.1"),
            "wyandot": (1, "5.2.3.1"), "ottawa": (2, "5.2.3.1"), "ojibwa": (2, "5.2.3.1"), "potawatomi": (1, "5.2.3.1"),
            "kickapoo": (1, "5.2.3.1")}
    sub_faces = [("healthy", "1", [V("fp", 1, "3.2.2"), V("tp", 0, R, "Only key leaders are said to have a tactical rating (3.2.1).")]),
                 ("wounded", "1", [V("fp", 1, R, "Wounded leaders keep their values (digest 8.2 #3)."), V("tp", 0, R)])]
    unit("simon-girty", "leader", "Simon Girty", 1, "leader", "3.2.3", "Wyandot subordinate leader with a portrait (3.2.3); one of the 2 Wyandot subordinates of 5.2.3.1.",
         cls="subordinate-leader", side="wc", nation="wyandot", faces=sub_faces)
    unit("red-jacket", "leader", "Red Jacket", 1, "leader", "App. 6", "Seneca subordinate leader named in the designer's notes (replaces Cornplanter); one of the 2 Seneca subordinates of 5.2.3.1.",
         cls="subordinate-leader", side="wc", nation="seneca", faces=sub_faces)
    for nat, (n, src) in SUBS.items():
        note = {"seneca": "The second Seneca subordinate (5.2.3.1 gives 2; Red Jacket is the other).",
                "wyandot": "The second Wyandot subordinate (5.2.3.1 gives 2; Simon Girty is the other)."}.get(
            nat, "All of the nation's subordinate leaders enter on alliance (5.2.3.1)." if src != R else
            "Count not in the text; chosen for the setups (App. 2 places one Miami and one Shawnee subordinate). App. 6 names Tarhe, Shabbona, Elkswatawa and Okia without nations.")
        unit(f"{nat}-subordinate-leader", "leader", f"{NATIONS[nat][1]} subordinate leader", n, "leader", src, note,
             cls="subordinate-leader", side="wc", nation=nat, faces=sub_faces)
    # ---------------- warriors (3.2.4)
    WARR = {"miami": (14, R), "shawnee": (12, R), "delaware": (8, R), "mingo": (4, R), "seneca": (6, "5.2.3.1"),
            "wyandot": (8, "5.2.3.1"), "ottawa": (6, "5.2.3.1"), "ojibwa": (6, "5.2.3.1"), "potawatomi": (4, "5.2.3.1"),
            "kickapoo": (4, "5.2.3.1")}
    for nat, (n, src) in WARR.items():
        note = ("Entering warriors plus the 'units' that remain on the VP track (5.2.3.1), read as warriors."
                if src != R else "Count not in the text; chosen to cover the setups and recruiting (see docs/data/ohio.md).")
        unit(f"{nat}-warrior", "unit", f"{NATIONS[nat][1]} warriors", n, "warrior", src, note, cls="warrior", side="wc", nation=nat,
             faces=[("full", "2", [V("fp", 2, "5.6.2", "'2FP warrior unit' (5.6.2).")]),
                    ("reduced", "1", [V("fp", 1, "App. 5", "Warriors flip 'to their 1FP sides' (App. 5).")])])
    # ---------------- villages (3.2.5, 20.5)
    VILL = {"miami": 6, "shawnee": 5, "delaware": 4, "mingo": 3, "seneca": 4, "wyandot": 3, "ottawa": 3}
    for nat, n in VILL.items():
        note = "Count not in the text. " + {"miami": "App. 2 places 5 Miami villages; one spare.",
                                             "seneca": "Legion placed 4 Seneca villages before the LR cut it to 3, so at least 4.",
                                             "mingo": "The Mingo had only a few small villages (App. 6)."}.get(nat, "Chosen for the nation's size.")
        unit(f"{nat}-village", "structure", f"{NATIONS[nat][1]} village", n, "village", R, note, cls="village", side="wc", nation=nat,
             faces=[("healthy", None, [V("steps", 2, "20.5")]), ("reduced", None, [V("steps", 1, "20.5")])])
    PRINC = {"miami": 2, "shawnee": 2, "delaware": 1, "wyandot": 1, "ottawa": 1, "seneca": 1}
    for nat, n in PRINC.items():
        unit(f"{nat}-principal-reduced", "structure", f"{NATIONS[nat][1]} reduced principal village", n, "town", "20.5.1",
             "Brought onto the map when a printed principal village is reduced (20.5.1); one per principal village (count follows the map).",
             cls="principal-village", side="wc", nation=nat,
             faces=[("reduced", None, [V("defence-fp", 1, "LR", "A reduced principal village keeps its +1 even when undefended (7/5/2018).")])])
    unit("british-arms", "support", "British Arms", 6, "flag", "23.0", "Six markers (23.0); +1 combat strength each; one per nation.",
         cls="british-arms", side="wc", faces=[("arms", "+1", [V("strength", 1, "23.0")])])
    for ch, nm, note in (("a", "Success", "Settlement razed; a 2FP warrior may come on; no US builds this segment (5.6.2)."),
                         ("b", "Outliers Burned", "Settlement loses one step (5.6.2)."),
                         ("c", "Strong Defense", "No effect (5.6.2)."),
                         ("d", "Failure", "WC loses 1/2 VP; no more raids this segment (5.6.2).")):
        unit(f"raid-{ch}", "chit", f"Raid chit {ch.upper()}: {nm}", 5, "chit", "5.6", "Five of each of the four raid chits (5.6). " + note,
             cls="raid-chit", side="wc", faces=[("front", ch.upper(), [])])
    unit("treaty-marker", "marker", "Treaty", 7, "marker", R, "Count not in the text: one for each nation that may sign a treaty (5.2.1).",
         faces=[("treaty", "T", []), ("broken-treaty", "BT", [])], props=[("placed", "centre of the nation", "5.2.1")])
    unit("fort-miamis", "structure", "Fort Miamis", 1, "fort", "20.7", "British fort on the Maumee, placed at the start of SP/SU 1794 in scenarios that use it.",
         cls="british-fort", faces=[("fort", None, [V("wc-capacity", 4, "20.7")])], props=[("owner", "british", "1.0", "The British have no side.")])
    # ---------------- US leaders (3.3.1, 3.3.2)
    for uid, nm, tp, src, note, exp in (
            ("harmar", "Josiah Harmar", 0, "3.3.1", "3.3.1 names only St. Clair and Wayne as having a tactical rating.", 1),
            ("st-clair", "Arthur St. Clair", 1, R, "3.3.1 says St. Clair has a tactical rating; value not given, 1 chosen (digest 8.2 #3).", 2),
            ("wayne", "Anthony Wayne", 2, R, "3.3.1 says Wayne has a tactical rating; value not given, 2 chosen as the ablest commander (digest 8.2 #3).", 3)):
        unit(uid, "leader", nm, 1, "leader", "3.3.1", f"Key leader of the {['', '1st', '2nd', '3rd'][exp]} Expedition (1.2).",
             cls="key-leader", side="us",
             faces=[("healthy", str(tp), [V("fp", 0, R, "Key leaders add no FP (App. 5)."), V("tp", tp, src, note)]),
                    ("wounded", str(tp), [V("fp", 0, R, "Wounded leaders keep their values (digest 8.2 #3)."), V("tp", tp, R, "Wounded leaders keep their values.")])],
             props=[("expedition", str(exp), "1.2")])
    usub = [("healthy", "1", [V("fp", 1, "3.3.2"), V("tp", 0, R, "Only key leaders are said to have a tactical rating.")]),
            ("wounded", "1", [V("fp", 1, R, "Wounded leaders keep their values."), V("tp", 0, R)])]
    unit("richard-butler", "leader", "Richard Butler", 1, "leader", "App. 2", "US subordinate leader at Fort Greenville in the learning scenario (App. 2, LR).",
         cls="subordinate-leader", side="us", faces=usub)
    unit("us-subordinate-leader", "leader", "US subordinate leader", 5, "leader", R,
         "Count not in the text; the history names John Hardin, James Wilkinson, John Hamtramck and Charles Scott among others.",
         cls="subordinate-leader", side="us", faces=usub)
    # ---------------- US units (3.3.3-3.3.7)
    unit("us-regular-infantry", "unit", "Regular infantry", 16, "infantry", "3.3.4", "Count not in the text (reconstructed); values from App. 5 ('two regular infantry units (4FP)').",
         cls="regular-infantry", side="us", colour="#2f5da8",
         faces=[("full", "2", [V("fp", 2, "App. 5")]), ("reduced", "1", [V("fp", 1, "App. 5")])], props=[("regular", "true", "3.3.4")])
    unit("us-regular-cavalry", "unit", "Regular cavalry", 4, "cavalry", "3.3.4", "Count and values not in the text; 2/1 like the infantry (App. 5 speaks of '2 regular cavalry FPs').",
         cls="regular-cavalry", side="us", colour="#2f5da8",
         faces=[("full", "2", [V("fp", 2, R, "Cavalry 2/1 FP, as for infantry: the text gives no cavalry value; the digest suggests it (8.2 #3).")]), ("reduced", "1", [V("fp", 1, R)])],
         props=[("regular", "true", "3.3.4"), ("cavalry", "true", "15.4")])
    unit("us-militia-infantry", "unit", "Militia infantry", 16, "militia", "3.3.5", "Count not in the text (reconstructed); values from App. 5 ('one militia infantry unit (2FP)').",
         cls="militia-infantry", side="us", colour="#8b5a2b",
         faces=[("full", "2", [V("fp", 2, "App. 5")]), ("reduced", "1", [V("fp", 1, "App. 5")])], props=[("militia", "true", "3.3.5")])
    unit("us-militia-cavalry", "unit", "Militia cavalry", 6, "cavalry", "3.3.5", "Count and values not in the text; 2/1 chosen like the other units.",
         cls="militia-cavalry", side="us", colour="#8b5a2b",
         faces=[("full", "2", [V("fp", 2, R, "Cavalry 2/1 FP, as for infantry: the text gives no cavalry value; the digest suggests it (8.2 #3).")]), ("reduced", "1", [V("fp", 1, R)])],
         props=[("militia", "true", "3.3.5"), ("cavalry", "true", "15.4")])
    unit("supply-wagon", "support", "Supply wagon", 8, "supply", "3.3.3", "Two supply steps (10.1); count not in the text (reconstructed).",
         cls="supply-wagon", side="us",
         faces=[("full", "S", [V("fp", 0, "10.1"), V("mp", 4, "6.2.4"), V("steps", 2, "10.1")]),
                ("half-used", "1/2", [V("fp", 0, "10.1"), V("mp", 4, "6.2.4"), V("steps", 1, "10.1")])])
    unit("scout", "support", "Scout", 4, "scout", "3.3.6", "Choctaw and Chickasaw scouts (3.3.6); +1 MP or +1 TP / +1 FP after a fickleness check (21.0). Count reconstructed.",
         cls="scout", side="us",
         faces=[("scout", None, [V("fp", 0, "21.3"), V("mp", 5, "6.2.4"), V("mp-bonus", 1, "21.2"), V("tp-bonus", 1, "21.3"), V("fp-bonus", 1, "21.3")])])
    unit("artillery", "support", "Artillery", 3, "artillery", "3.3.7", "Never a casualty; flips to Lost Artillery (22.2). Count reconstructed.",
         cls="artillery", side="us",
         faces=[("artillery", None, [V("fp", 0, "22.1"), V("mp", 4, "6.2.4")]), ("lost", "Lost", [V("fp", 0, "22.2")])])
    # ---------------- US structures (3.3.8)
    for uid, nm, src in (("fort-steuben", "Fort Steuben", "App. 3"), ("fort-st-clair", "Fort St. Clair", "App. 4"),
                         ("fort-recovery", "Fort Recovery", "App. 3"), ("fort-greenville", "Fort Greenville", "App. 2"),
                         ("fort-defiance", "Fort Defiance", "LR"), ("fort-randolf", "Fort Randolf", "LR"), ("fort-hamilton", "Fort Hamilton", "LR")):
        unit(uid, "structure", nm, 1, "fort", src, "Named fort marker (3.3.8); 3 steps, WC +1/2 VP per step lost (20.3). Defence values not in the text.",
             cls="fort", side="us",
             faces=[("healthy", "+2", [V("fp", 2, R, "The black number is not in the text; +2 chosen (digest 8.2 #3)."), V("capacity", 6, "20.1.2")]),
                    ("reduced", "+1", [V("fp", 1, R, "Reduced side assumed one less."), V("capacity", 6, "20.1.2")])])
    unit("settlement", "structure", "Settlement", 24, "settlement", "3.3.8",
         "Settlement markers; 3 steps (20.6). Count not in the text: the campaign alone adds 16 to the Builds Box (LR), plus the scenarios' starting markers.",
         cls="settlement", side="us",
         faces=[("healthy", None, [V("screen-fp", 1, "20.6")]), ("damaged", None, [V("screen-fp", 0, "20.6")])])
    unit("razed-marker", "marker", "Razed", 24, "marker", R, "Count not in the text.", faces=[("razed", "R", [])])
    # ---------------- markers (2.4 of the digest)
    for uid, nm, src, n, faces, note in (
            ("build-marker", "Build", "5.0", 1, [("allowed", "Builds"), ("no-builds", "No Builds")], "In the Special Actions box; flipped after a raid A (5.3, 5.6.2)."),
            ("raid-marker", "Raid", "5.0", 1, [("allowed", "Raids"), ("no-raids", "No Raids")], "In the Special Actions box; flipped after a raid D (5.6.2)."),
            ("battle-marker", "Battle", "14.0", 1, [("battle", "Battle")], None),
            ("failed-retreat-marker", "Failed Retreat", "16.2", 1, [("minus-one", "-1")], "-1 FP to the defender's strength."),
            ("siege-marker", "Siege", "20.2", 3, [("siege", "Siege")], "Count reconstructed."),
            ("moved-marker", "Moved", "6.3", 10, [("moved", "Moved")], "Optional; count reconstructed."),
            ("conducted-ambush-marker", "Conducted Ambush", "18.0", 6, [("ambush", "Amb")], "Optional; count reconstructed."),
            ("defend-marker", "Defend", "20.1", 2, [("defend", "Defend")], "Used only at Forts Washington and Harmar; one each (count reconstructed)."),
            ("screen-marker", "Screen", "20.1", 2, [("screen", "Screen")], "Used only at Forts Washington and Harmar; one each (count reconstructed).")):
        unit(uid, "marker", nm, n, "marker", src, note, faces=[(fid, lab, []) for fid, lab in faces])


def write_counters():
    build_units()
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Generated by tools/ohio-gen.py; do not edit by hand. -->',
         f'<counters game="ohio" {prov("3.0", "Counter values and the counter mix are mostly lost in the text; reconstructed values are marked one by one. The turn, segment, SAP and VP markers are the track markers of board.xml.")}>']
    for u in UNITS:
        at = f'id="{u["id"]}" kind="{u["kind"]}"'
        if u["cls"]:
            at += f' class="{u["cls"]}"'
        if u["side"]:
            at += f' side="{u["side"]}"'
        if u["nation"]:
            at += f' nation="{u["nation"]}"'
        at += f' count="{u["count"]}" symbol="{u["symbol"]}"'
        if u["colour"]:
            at += f' colour="{u["colour"]}"'
        L.append(f'  <unit-type {at} {prov(u["source"], u["note"])}>')
        tr = ' translate="no"' if u["kind"] == "leader" and u["id"] not in ("us-subordinate-leader",) and not u["id"].endswith("subordinate-leader") else ""
        L.append(f'    <name{tr}>{escape(u["name"])}</name>')
        for (fid, lab, vals) in u["faces"]:
            fa = f'id="{fid}"'
            if lab:
                fa += f' label={a(lab)}'
            if vals:
                L.append(f'    <face {fa}>')
                for (vn, num, src, note) in vals:
                    va = f'name="{vn}" num="{num}"'
                    if src:
                        va += " " + prov(src, note)
                    L.append(f'      <value {va}/>')
                L.append('    </face>')
            else:
                L.append(f'    <face {fa}/>')
        for p in u["props"]:
            L.append(prop(p[0], p[1], p[2], p[3] if len(p) > 3 else None, ind="    "))
        L.append('  </unit-type>')
    L.append('</counters>')
    write("counters.xml", L)


# ====================================================================== tables.xml
TABLES = []


def table(tid, name, source, columns, rows, dice=None, note=None, desc=None):
    """columns: [(key, text)]; rows: [(key, label, [cell or (cell, source, note)], row_source?)]"""
    TABLES.append(dict(id=tid, name=name, source=source, note=note, dice=dice, desc=desc, columns=columns, rows=rows))


def build_tables():
    cols = ["1-2", "3-4", "5-6", "7-8", "9-10", "11-12", "13-14", "15-16"]
    crt = [[0, 0, 0, 1, 1, 1, 2, 2], [0, 0, 1, 1, 1, 2, 2, 3], [0, 1, 1, 1, 2, 2, 3, 3],
           [1, 1, 1, 2, 2, 3, 3, 4], [1, 1, 2, 2, 3, 3, 4, 4], [1, 2, 2, 3, 3, 4, 4, 5]]
    rows = []
    for r in range(6):
        cells = []
        for c in range(8):
            v = crt[r][c]
            if v == 0:
                cells.append(("0", "LR", "Printed as a dash (extracted as a dot or bar): no casualties."))
            else:
                cells.append(str(v))
        rows.append((str(r + 1), f"Roll {r + 1}", cells))
    table("crt", "Combat Results Table", "LR", [(c, c + " FP") for c in cols], rows, dice="1d6",
          desc="Each side rolls its faction die on the column of its own combat strength; the result is the casualties it inflicts (14.6). "
               "Above 16 FP use the 15-16 column; modified rolls are held to 1-6 (reconstructed readings, digest 8.2 #10).")
    table("ambush", "Ambush Results Table", "18.2",
          [("result", "Result"), ("hits", "Hits"), ("vp", "Ambusher VP"), ("end-move", "Ends the move")],
          [("1", "1 or less", ["Catastrophic failure", "0", "-1/2", "no"]),
           ("2", "2", ["Failure", "0", "0", "no"]),
           ("3", "3", ["Failure", "0", "0", "no"]),
           ("4", "4", ["Inflict 1 hit", "1", "0", "no"]),
           ("5", "5", ["Inflict 1 hit", "1", "0", "no"]),
           ("6", "6 or more", ["Overwhelming success", "2", "0", "yes; retreats if in the ambusher's space"])],
          dice="1d6", desc="The ambusher rolls its faction die and the event die; an event of Delay cancels the ambush (18.2). An undefended principal village inflicts at most 1 hit (18.3).")
    table("ambush-modifiers", "Ambush modifiers", "18.2",
          [("modifier", "Modifier")],
          [("ambusher-more-tp", "Ambusher has more TP", ["+1"]),
           ("target-more-tp", "Target has more TP", ["-1"]),
           ("target-on-river", "Target on a river space", ["+1"]),
           ("us-penalty", "US ambushing in Harmar, Wabash (no scout) and the 1st and 2nd campaign expeditions", [("-1", "App. 3", None)])])
    table("event-die", "Event die", "14.3", [("effect", "Effect")],
          [("battle", "Battle (2 faces)", ["Normal combat"]),
           ("delay", "Delay", ["Combat cancelled; the attacker retreats. Cancels an ambush; stops an overrun"]),
           ("us-confused", "US Confused", ["US -2 combat strength"]),
           ("wc-confused", "WC Confused", ["WC -2 combat strength"]),
           ("reinforcements", "Reinforcements", ["Each side may bring one unmoved force within 3 MP; lower TP, then lower FP, then the defender moves first"])])
    table("artillery-shock", "Artillery Shock", "14.5", [("affected", "WC FP affected")],
          [(str(r), str(r), [str(v)]) for r, v in ((0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3))],
          dice="1d6", desc="The WC rolls when the US force has artillery; -1 if a WC key leader is present.")
    table("militia-morale", "Militia morale", "14.4", [("counted", "Most militia FP counted")],
          [(str(r), str(r), [str(r) if r < 6 else "all"]) for r in range(1, 7)], dice="1d6",
          desc="One US roll for all militia present; militia left out may still take casualties.")
    table("leader-check", "Leader Check", "9.0", [("result", "Result")],
          [("1-3", "1-3", ["Healed"]), ("4-5", "4-5", ["No effect"]), ("6", "6", ["Dies"])], dice="1d6",
          desc="Each wounded leader rolls its side's faction die.")
    table("scout-fickleness", "Scout Fickleness Check", "21.1", [("result", "Result"), ("effect", "Effect")],
          [("1", "1", ["Traitor!", "-1 FP to the force in combat; scout to the Recruitment Cup"]),
           ("2", "2", ["Second Thoughts", "Runs off to the Recruitment Cup"]),
           ("3-6", "3-6", ["Loyal", "Scout assists"])], dice="1d6")
    table("retreat-before-combat", "Retreat Before Combat", "16.0", [("value", "Value")],
          [("success", "Succeeds on", ["5 or more"]),
           ("attacker-tp", "Attacker uses one TP unit", ["-1"]),
           ("defender-tp", "Defender uses one TP unit", ["+1"]),
           ("failure", "On failure", ["Combat goes on with the -1 Failed Retreat marker"]),
           ("cavalry", "Retreating WC force from US cavalry", [("-1 FP", "15.4", None)])], dice="1d6")
    table("recruit", "Recruit action", "5.1", [("checks", "Checks"), ("success", "Success on"), ("modifier", "Modifier"), ("placement", "Placement")],
          [("us", "US", ["4", "5-6", "0", "Any US entry square; militia in a settlement within 4 of a fort; scouts and regulars in Fort Washington or Fort Harmar; supply only on an entry square"], "5.1.1"),
           ("wc", "WC", ["2", "5 or more", "+1 Miami, Shawnee, Delaware", "Any village of the nation or its entry square; one roll may be traded for a British Arms in a principal village"], "5.1.2")],
          dice="1d6")
    table("negotiation", "Negotiation (treaty or alliance)", "5.2", [("target", "d6 + own VP needed")],
          [("1", "1st Expedition", ["10"]), ("2", "2nd Expedition", ["15"]), ("3", "3rd Expedition", ["20"])], dice="1d6",
          desc="Automatic if the player's VP already exceed the target. Treaty: not Miami, Shawnee or Delaware; a US key leader with 10+ FP adjacent to the principal village (5.2.1). Alliance: a WC key leader in the principal village, at most 2 WC FP in the nation (5.2.3).")
    table("alliance-forces", "Nonaligned starting forces", "5.2.3.1",
          [("leaders", "Subordinate leaders entering"), ("warriors", "Warriors entering"), ("remaining", "Units left on the VP track")],
          [("wyandot", "Wyandot", ["2", "4", "4"]), ("ojibwa", "Ojibwa", ["2", "3", "3"]), ("ottawa", "Ottawa", ["2", "3", "3"]),
           ("seneca", "Seneca", ["2", "3", "3"]), ("potawatomi", "Potawatomi", ["1", "2", "2"]), ("kickapoo", "Kickapoo", ["1", "2", "2"])])
    table("raid-chits", "Raid chit results", "5.6.2", [("result", "Result"), ("vp", "WC VP"), ("after", "Afterwards")],
          [("a", "A", ["Success: settlement razed", "+1/2 per step", "WC may bring one 2FP warrior of the nearest WC nation into one of its villages; no US builds this segment"]),
           ("b", "B", ["Outliers Burned: -1 step", "+1/2", "-"]),
           ("c", "C", ["Strong Defense: no effect", "0", "-"]),
           ("d", "D", ["Failure", "-1/2", "No more raids this segment"])])
    table("raid-schedule", "Raid chits added to the Raid Cup", "5.6.1", [("a", "A"), ("b", "B"), ("c", "C"), ("d", "D")],
          [(f"turn-{t}", lab, [str(v) for v in RAID_ADD[t]]) for t, lab in
           ((1, "FA/WI 1789"), (2, "SP/SU 1790"), (4, "SP/SU 1791"), (6, "SP/SU 1792"), (8, "SP/SU 1793"), (10, "SP/SU 1794"))],
          desc="The FA/WI 1789 row is the starting cup; each SP/SU row is added at the End of Turn before that turn (12.0).")
    table("search", "Search", "5.7", [("value", "Value")],
          [("artillery-success", "Lost artillery recovered on", ["6 or more"]),
           ("artillery-us", "Per 4 US FP within 1 space", ["+1"]),
           ("artillery-wc", "Per 2 WC FP within 2 spaces", ["-1"]),
           ("raiders", "Raiders: draw a raid chit", ["A or B: success, the chit stays out until the end of the segment; C or D: returned"])], dice="1d6")
    table("harass", "Harass", "5.5", [("value", "Value")],
          [("dice", "Dice", ["One per WC FP within 3 MP on a path clear of structures and US FP"]),
           ("success", "Success on", ["4-6"]),
           ("us-fp", "Per 2 US FP in the build space", ["-1"]),
           ("effect", "Each success", ["-1 step, WC +1/2 VP"])], dice="1d6")
    table("movement-costs", "Movement costs", "2.5", [("mp", "MP")],
          [("ground-ground", "Ground to ground along a trail", ["1"], "2.5.1"),
           ("river-river", "River to river along the river", ["1"], "2.5.2"),
           ("ground-river", "Ground to river", ["2"], "2.5.2"),
           ("river-ground", "River to ground", ["0"], "2.5.2"),
           ("pass-through", "Pass Through", ["+1"], "13.0"),
           ("overrun", "Overrun", ["+1"], "17.2")])
    table("forces", "Types of forces", "6.2", [("capacity", "FP capacity"), ("us-mp", "US MP"), ("wc-mp", "WC MP")],
          [("key-leader", "Key leader force", ["10; 16 with a second leader when formed", "4", "5"], "6.2.1"),
           ("subordinate", "Subordinate leader force", ["6 (Legion: US 8); WC one nation only", "4", "5"], "6.2.2"),
           ("stray", "Stray force", ["any", "2", "3"], "6.2.3"),
           ("artillery-alone", "Artillery alone", ["-", "4", "-"], "6.2.4"),
           ("wagon-alone", "Supply wagon alone", ["-", "4", "-"], "6.2.4"),
           ("scout-alone", "Scout alone", ["-", "5", "-"], "6.2.4")])
    table("limits", "Stacking and river limits", "6.3.1", [("limit", "FP")],
          [("river", "Non-Ohio river space, moving along it", ["8"], "6.3.1"),
           ("ohio-us", "US along the Ohio", ["16"], "6.3.1"),
           ("army", "Army (must stop on entering)", ["more than 16"], "6.6"),
           ("fort-miamis", "WC at Fort Miamis", ["4 plus leaders"], "20.7"),
           ("nonaligned-principal", "WC in a nonaligned principal village", ["2 and one key leader"], "19.0")])
    table("capacities", "Fort capacities", "20.1.2", [("defend", "Defend FP"), ("winter", "Winter regular FP")],
          [("printed", "Fort Washington, Fort Harmar", ["8", ("8", "11.2", None)]),
           ("built", "Built forts", ["6", ("6", "11.2", None)])],
          desc="Leaders do not count; scouts, wagons and artillery are unlimited. Militia never winter in forts; one militia unit per settlement (11.2).")
    table("combat-strength", "Combat strength", "14.6", [("fp", "FP")],
          [("units", "Each unit's FP (full or reduced)", ["FP"]),
           ("subordinate", "Each subordinate leader", ["+1"], "3.2.2"),
           ("scout-fp", "Scout used for FP", ["+1"], "21.3"),
           ("british-arms", "Each British Arms", ["+1"], "23.0"),
           ("fort", "US defenders of a fort", ["+black number"], "20.1.2"),
           ("principal", "WC defenders of a healthy principal village", ["+1"], "20.5"),
           ("reduced-principal", "Reduced principal village, even undefended", ["+1"], "LR"),
           ("settlement-screen", "US screening a healthy settlement when attacked", ["+1"], "20.6"),
           ("undefended-principal", "Undefended healthy principal village", ["1"], "18.3"),
           ("failed-retreat", "Failed retreat before combat", ["-1"], "16.2"),
           ("confused", "Confused event", ["-2"], "14.3"),
           ("traitor", "Traitor scout", ["-1"], "21.1"),
           ("river-attack", "Defender attacked from a river: die roll", ["+1 to the roll"], "14.6")])
    table("supply", "US Supply Check (FA/WI)", "10.0", [("value", "Value")],
          [("range", "Trace to a fort or wagon", ["4 spaces"]),
           ("fort", "Stacks a fort supplies", ["any"]),
           ("wagon", "Stacks a wagon supplies", ["2, one step each"]),
           ("out", "Out of supply", ["Flip to reduced; no WC VP"])])
    table("nation-check-optional", "Revised Nation Check (optional)", "25.1", [("value", "Value")],
          [("stay", "Nation stays on a modified", [("6", "25.1", None)]),
           ("no-casualties", "Nation has had no casualties", ["+1"]),
           ("key-leader", "WC key leader within 10 spaces of its principal village", ["+1"]),
           ("damaged", "Principal village damaged or destroyed", ["Removed, no roll"])], dice="1d6")
    table("war-risk", "Entering a nonaligned nation", "19.0", [("value", "Value")],
          [("roll", "Each space a US force enters", ["Roll both faction dice and add them"]),
           ("joins", "Nation joins the WC if", ["the sum is less than the US FP inside its boundary"])], dice="2d6")
    table("expedition-withdrawal", "Expedition withdrawal", "7.1", [("effect", "Effect")],
          [("units", "US units", ["To forts and settlements as in Winter Quartering"]),
           ("key-leader", "Key leader", ["Removed from the game"]),
           ("subordinates", "Each subordinate leader on the map", ["4-6 stays, 1-3 removed"]),
           ("vp", "WC VP", ["None"])], dice="1d6")
    table("vp", "Victory points", "24.0", [("side", "Side"), ("vp", "VP")],
          [("settlement-step", "Settlement step lost", ["WC", "+1/2"]),
           ("fort-step", "Fort step lost", ["WC", "+1/2"]),
           ("repair", "Structure repaired", ["WC", "-1/2"]),
           ("wagon-step", "Wagon step lost in combat or captured", ["WC", "+1/2"]),
           ("raid-d", "Raid fails (D)", ["WC", "-1/2"]),
           ("village-step", "Village step lost", ["US", "+1/2"]),
           ("victor", "Victor of a combat with military counters of both sides", ["victor", ("+1/2", "LR", None)]),
           ("more-than-3", "Inflicting more than 3 casualties in one combat", ["either or both", "+1/2"]),
           ("catastrophe", "Ambush catastrophic failure", ["ambusher", "-1/2"]),
           ("builds-box", "Each settlement left in the Builds Box at the end (scenarios 1-4)", ["WC", ("+1/2", "App. 3", None)]),
           ("leader-death", "Leader killed (9.0: 'counted for VPs', no value)", ["opponent", ("0", R, "Default 0; option +1/2 (digest 8.2 #11).")])])
    table("vp-squares", "Special VP squares", R, [("marker", "Read against"), ("effect", "Effect")],
          [(str(v), str(v), ["WC", f"{EXP_SQUARES[v][1]} expedition {EXP_SQUARES[v][0]}"]) for v in sorted(EXP_SQUARES)] +
          [(f"nation-{n}", str(v), ["US", f"{NATIONS[n][1]} nation square"]) for n, v in NATION_SQUARE.items()],
          note="Square numbers reconstructed (icons lost); see board.xml and docs/data/ohio.md.")


def write_tables():
    build_tables()
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Generated by tools/ohio-gen.py; do not edit by hand. -->',
         f'<tables game="ohio" {prov("24.0", "Charts from the rules text and the Living Rules chart page; there are no cards.")}>']
    for t in TABLES:
        at = f'id="{t["id"]}"'
        if t["dice"]:
            at += f' dice="{t["dice"]}"'
        L.append(f'  <table {at} {prov(t["source"], t["note"])}>')
        L.append(f'    <name>{escape(t["name"])}</name>')
        if t["desc"]:
            L.append(f'    <description>{escape(t["desc"])}</description>')
        L.append('    <columns>')
        for k, txt in t["columns"]:
            L.append(f'      <column key="{k}">{escape(txt)}</column>')
        L.append('    </columns>')
        for row in t["rows"]:
            key, label, cells = row[0], row[1], row[2]
            rs = f' {prov(row[3])}' if len(row) > 3 else ""
            assert len(cells) == len(t["columns"]), (t["id"], key)
            L.append(f'    <row key="{key}"{rs}>')
            L.append(f'      <label>{escape(label)}</label>')
            for c in cells:
                if isinstance(c, tuple):
                    L.append(f'      <cell {prov(c[1], c[2])}>{escape(c[0])}</cell>')
                else:
                    L.append(f'      <cell>{escape(c)}</cell>')
            L.append('    </row>')
        L.append('  </table>')
    L.append('</tables>')
    write("tables.xml", L)


# ====================================================================== scenarios
class Scen:
    def __init__(self, sid, title, desc, first, last, setup_first, source, note=None):
        self.id, self.title, self.desc = sid, title, desc
        self.first, self.last, self.setup_first = first, last, setup_first
        self.source, self.note = source, note
        self.tracks, self.places, self.props, self.rules, self.options = [], [], [], [], []
        self.victory = None

    def track(self, marker, value, source, note=None):
        self.tracks.append((marker, value, source, note))

    def place(self, unit, count, at, source=R, note=None, zone=None, turn=None, face=None):
        self.places.append(dict(unit=unit, count=count, at=at, source=source, note=note, zone=zone, turn=turn, face=face))

    def prop(self, name, value, source=R, note=None):
        self.props.append((name, value, source, note))

    def rule(self, rid, text, source):
        self.rules.append((rid, text, source))

    def option(self, oid, default, name, desc, source, note=None):
        self.options.append((oid, default, name, desc, source, note))


VICTORY_KIND_NOTE = "Which victory conditions the rules apply (added for the rules; see docs/rules/ohio.md)."
VICTORY_FORT_NOTE = "The US wins with more VP only if it has built this fort."


def sudden_death_props(sc):
    sc.prop("sudden-death-wc-wins", "wayne", "App. 3", "Optional sudden death: the WC wins at once if Wayne is killed.")
    sc.prop("sudden-death-us-wins", "little-turtle blue-jacket buckongahelas", "App. 3",
            "Optional sudden death: the US wins at once if all three are killed.")


LOST = "The setup icons are lost in the text; piece type and count reconstructed."
VILLAGE_ZONE = "a space of the nation no more than 2 spaces from a river space of that nation (App. 4)"


def wc_village(sc, nation, at, warrior=True, source=R, note=None):
    sc.place(f"{nation}-village", 1, at, source, note or LOST, zone=VILLAGE_ZONE)
    if warrior:
        sc.place(f"{nation}-warrior", 1, at, R, LOST + " At most one warrior per village (App. 4).",
                 zone="one warrior in a village of the nation (App. 4)")


def common_tracks(sc, turn, sap_us, sap_wc, vp_us, vp_wc, src_sap, src_vp, vp_note=None):
    sc.track("turn", turn, "App. 4" if sc.id not in ("learning-1", "learning-2", "learning-3") else "App. 2")
    sc.track("segment", 1, "App. 4" if not sc.id.startswith("learning") else "4.2")
    sc.track("sap-us", sap_us, src_sap)
    sc.track("sap-wc", sap_wc, src_sap)
    sc.track("vp-us", vp_us, src_vp, vp_note)
    sc.track("vp-wc", vp_wc, src_vp, vp_note)


def nonaligned(sc, nations, villages):
    """All nonaligned pieces start in their nation squares (App. 4)."""
    src = "App. 4"
    for nat in nations:
        box = f"{nat}-square"
        if nat == "wyandot":
            sc.place("simon-girty", 1, box, "5.2.3.1", "One of the 2 Wyandot subordinate leaders.")
            sc.place("wyandot-subordinate-leader", 1, box, "5.2.3.1")
            sc.place("wyandot-warrior", 8, box, "5.2.3.1", "4 enter on alliance and 4 'units' remain, read as warriors.")
        elif nat == "seneca":
            sc.place("red-jacket", 1, box, "5.2.3.1", "One of the 2 Seneca subordinate leaders.")
            sc.place("seneca-subordinate-leader", 1, box, "5.2.3.1")
            sc.place("seneca-warrior", 6, box, "5.2.3.1", "3 enter on alliance and 3 'units' remain, read as warriors.")
        elif nat == "ottawa":
            sc.place("egushawa", 1, box, R, "The Ottawa key leader is not in the starting-force list (5.2.3.1); kept in the nation square.")
            sc.place("ottawa-subordinate-leader", 2, box, "5.2.3.1")
            sc.place("ottawa-warrior", 6, box, "5.2.3.1", "3 enter on alliance and 3 'units' remain, read as warriors.")
        elif nat == "ojibwa":
            sc.place("ojibwa-subordinate-leader", 2, box, "5.2.3.1")
            sc.place("ojibwa-warrior", 6, box, "5.2.3.1", "3 enter on alliance and 3 'units' remain, read as warriors.")
        elif nat in ("potawatomi", "kickapoo"):
            sc.place(f"{nat}-subordinate-leader", 1, box, "5.2.3.1")
            sc.place(f"{nat}-warrior", 4, box, "5.2.3.1", "2 enter on alliance and 2 'units' remain, read as warriors.")
    for nat, spaces in villages.items():
        for sp in spaces:
            sc.place(f"{nat}-village", 1, sp, R,
                     "Village markers of a nonaligned nation placed on its land so that alliance and broken treaty (5.2.2, 5.2.3) "
                     "have villages to use; App. 4 puts 'all nonaligned pieces' in the nation squares, read as units and leaders "
                     "(War on the Wabash lists 'Any Wyandot Village').", zone=VILLAGE_ZONE)


def raid_cup(sc, a_, b_, c_, d_, source, note=None):
    for ch, n in (("a", a_), ("b", b_), ("c", c_), ("d", d_)):
        if n:
            sc.place(f"raid-{ch}", n, "raid-cup", source, note)


def sa_box(sc):
    sc.place("build-marker", 1, "special-actions-box", "App. 4", "'SA Box' in the game-marker list; set to Allowed (5.0).", face="allowed")
    sc.place("raid-marker", 1, "special-actions-box", "App. 4", "'SA Box' in the game-marker list; set to Allowed (5.0).", face="allowed")


def nation_status(sc, statuses):
    for nat, st in statuses.items():
        sc.prop(f"nation-{nat}", st, "App. 3")


SCENARIOS = []


def learning(tier):
    sid = f"learning-{tier}"
    last = 4 if tier == 3 else 3
    sc = Scen(sid, f"St. Clair's Advance, Tier {tier}",
              {1: "Learning scenario, first tier: St. Clair marches from Fort Washington to join Butler at Fort Greenville while "
                  "Little Turtle guards the Miami villages and Blue Jacket raids. Operations and the Leader Check only.",
               2: "Learning scenario, second tier: adds the Recruit special action and Search for lost artillery.",
               3: "Learning scenario, third tier: two turns, adding scouts, the Supply Check, Winter Quartering and the End of Turn."}[tier],
              3, last, "us", "App. 2")
    common_tracks(sc, 3, 4, 5, 4, 5, "App. 2", "App. 2")
    # US
    sc.place("fort-greenville", 1, "greenville", "App. 2", "The fort placed four spaces from Fort Washington in Miami territory is Fort Greenville (App. 2).",
             zone="four spaces from Fort Washington in Miami territory")
    sc.place("richard-butler", 1, "greenville", "LR", "Butler's force at Fort Greenville (LR errata to App. 2).")
    sc.place("us-militia-cavalry", 1, "greenville", "LR", "Butler's force at Fort Greenville should have 1 militia cavalry (LR).")
    sc.place("us-regular-infantry", 1, "greenville", R, "Third 'x1' of the Fort Greenville list; " + LOST)
    sc.place("st-clair", 1, "fort-washington", R, "App. 2 background: St. Clair marches out of Fort Washington. " + LOST)
    sc.place("us-regular-infantry", 2, "fort-washington", R, "'x2' of the Fort Washington list; " + LOST)
    sc.place("artillery", 1, "fort-washington", R, "'x1' of the Fort Washington list; artillery, since Tier 2 adds Search for lost artillery. " + LOST)
    # WC
    sc.place("blue-jacket", 1, "chalakatha", R, "'x1' at Chalakatha; App. 2 background names Blue Jacket with the Shawnee. " + LOST)
    sc.place("shawnee-subordinate-leader", 1, "chalakatha", R, "'x1' at Chalakatha; " + LOST)
    sc.place("shawnee-warrior", 4, "chalakatha", R, "'x4' at Chalakatha; " + LOST)
    for sp in ("mississinewa", "salamonie", "little-river", "turtle-town", "wildcat-creek"):
        sc.place("miami-village", 1, sp, "App. 2", "5 Miami villages (App. 2).",
                 zone="Miami land, 3-4 spaces from Fort Greenville, within two spaces of a river")
    sc.place("little-turtle", 1, "mississinewa", R, "'x1' with the Miami; App. 2 background names Little Turtle. " + LOST,
             zone="any one of the Miami villages")
    sc.place("miami-subordinate-leader", 1, "mississinewa", R, LOST, zone="any one of the Miami villages")
    sc.place("miami-warrior", 5, "mississinewa", R, "'x5' with the Miami; " + LOST, zone="any one of the Miami villages")
    if tier >= 2:
        sc.place("us-militia-infantry", 4, "recruitment-cup", R, "'x4' in the Recruitment Cup (Tier 2); " + LOST)
        sc.place("us-regular-infantry", 2, "recruitment-cup", R, "'x2' in the Recruitment Cup (Tier 2); " + LOST)
        sc.place("shawnee-warrior", 2, "reinforcement-box", R, "Tier 2 'Nation Square' line without a count; " + LOST)
        sc.place("miami-warrior", 5, "reinforcement-box", R, "Tier 2 'x5 Nation Square'; " + LOST)
    if tier >= 3:
        sc.place("scout", 1, "recruitment-cup", R, "Tier 3 'x1' in the cup; a scout, as the tier adds scouts. " + LOST)
        sc.place("supply-wagon", 1, "recruitment-cup", R, "Tier 3 'x1' in the cup; a wagon, as the tier adds the Supply Check. " + LOST)
    sc.prop("tier", str(tier), "App. 2")
    sc.prop("expedition", "2", "App. 2", "St. Clair's expedition; negotiation is not used.")
    sc.prop("spaces-used", "miami shawnee neutral", "App. 2", "Only Miami, Shawnee and neutral spaces are used.")
    procs = ["us-operations", "wc-operations", "leader-check"]
    if tier >= 2:
        procs += ["special-actions"]
    if tier >= 3:
        procs += ["us-supply-check", "winter-quartering", "end-of-turn"]
    sc.prop("procedures", " ".join(procs), "App. 2")
    sc.prop("special-actions-allowed", "" if tier == 1 else "recruit search-artillery", "App. 2")
    sc.prop("us-casualties-to", "removed" if tier == 1 else "recruitment-cup", "App. 2")
    sc.prop("scouts", "true" if tier >= 3 else "false", "App. 2")
    if tier >= 2:
        sc.prop("us-recruit-entry-squares", "entry-us-wilderness-road entry-us-salt-river", "App. 2",
                "Only the two southern US entry squares, two checks for each square.")
        sc.prop("us-recruit-checks-per-square", "2", "App. 2")
    sc.prop("sap-us-per-turn", "4", "App. 2")
    sc.prop("sap-wc-per-turn", "5", "App. 2")
    nation_status(sc, {"miami": "wc", "shawnee": "wc"})
    sc.prop("victory-kind", "vp" if tier == 3 else "learning", "App. 2", VICTORY_KIND_NOTE)
    sc.rule("casualties", "Tier 1: US casualties are removed from play. From Tier 2 they go to the Recruitment Cup."
            if tier == 1 else "US casualties go to the Recruitment Cup.", "App. 2")
    if tier >= 2:
        sc.rule("recruit", "Only the Recruit special action and the US Search for lost artillery are used; the US recruits only on the two southern entry squares, making two checks for each.", "App. 2")
    if tier == 3:
        sc.rule("tier-3", "Scouts, the US Supply Check, Winter Quartering and the End of Turn Functions are added.", "App. 2")
        sc.victory = ("App. 2", "Victory points decide (24.0); equal VP is a draw.")
    else:
        sc.victory = ("App. 2", "The player who inflicts the most structure step losses wins. Automatic victory for the US if it relocates Kekionga, "
                                "for the WC if it inflicts 5 settlement step losses. Anything else is a draw.")
    return sc


def harmar_setup(sc):
    """App. 4 setup of The Harmar Campaign (also used by the campaign)."""
    common_tracks(sc, 1, 4, 5, 0, 0, "App. 4", "App. 4")
    sc.place("british-arms", 1, "vp-square-2", "LR", "British Arms on VP square 2, not 8 (LR errata to App. 4).")
    for n in (3, 4, 5, 6, 7):
        sc.place("british-arms", 1, f"vp-square-{n}", "App. 4", "Item on VP square listed in App. 4; read as British Arms like the square 2 item (LR, App. 5).")
    raid_cup(sc, 3, 2, 1, 0, "5.6.1", "The FA/WI 1789 row of 5.6.1 is the starting cup.")
    sa_box(sc)
    # Miami
    sc.place("little-turtle", 1, "kekionga", R, LOST)
    sc.place("miami-warrior", 1, "kekionga", R, LOST)
    sc.place("miami-warrior", 1, "pickawillany", R, LOST)
    for sp in ("greenville", "twin-creek"):
        sc.place("miami-village", 1, sp, R, "'x2 South of Pickawillany' read as two Miami villages. " + LOST, zone="south of Pickawillany; " + VILLAGE_ZONE)
        sc.place("miami-warrior", 1, sp, R, LOST, zone="one warrior in a village of the nation (App. 4)")
    sc.place("miami-subordinate-leader", 2, "reinforcement-box", R, "Miami 'Nation Box'; " + LOST)
    sc.place("miami-warrior", 8, "reinforcement-box", R, "Miami 'Nation Box'; " + LOST)
    # Shawnee
    sc.place("blue-jacket", 1, "chalakatha", R, LOST)
    sc.place("shawnee-warrior", 1, "chalakatha", R, LOST)
    sc.place("shawnee-warrior", 1, "wapakoneta", R, LOST)
    for sp in ("caesars-creek", "paint-creek"):
        sc.place("shawnee-village", 1, sp, R, "'x2 South of Chalakatha' read as two Shawnee villages. " + LOST, zone="south of Chalakatha; " + VILLAGE_ZONE)
        sc.place("shawnee-warrior", 1, sp, R, LOST, zone="one warrior in a village of the nation (App. 4)")
    sc.place("shawnee-subordinate-leader", 2, "reinforcement-box", R, "Shawnee 'Nation Box'; " + LOST)
    sc.place("shawnee-warrior", 8, "reinforcement-box", R, "Shawnee 'Nation Box'; " + LOST)
    # Delaware
    sc.place("buckongahelas", 1, "gekelmurpechunk", R, LOST)
    sc.place("delaware-warrior", 1, "gekelmurpechunk", R, LOST)
    for sp in ("coshocton", "schoenbrunn"):
        wc_village(sc, "delaware", sp)
    sc.place("delaware-subordinate-leader", 2, "delaware-square", R, "Delaware 'Nation Square'; " + LOST)
    sc.place("delaware-warrior", 5, "delaware-square", R, "Delaware 'Nation Square'; " + LOST)
    # Mingo
    for sp in ("hocking-falls", "standing-stone"):
        wc_village(sc, "mingo", sp)
    sc.place("mingo-subordinate-leader", 1, "hocking-falls", R, LOST, zone="any village of the nation (App. 4)")
    sc.place("mingo-warrior", 2, "mingo-square", R, "Mingo 'Square'; " + LOST)
    nonaligned(sc, ["wyandot", "ottawa", "seneca", "ojibwa", "kickapoo", "potawatomi"],
               {"wyandot": ["lower-sandusky", "tymochtee"], "ottawa": ["swan-creek", "snaketown"],
                "seneca": ["cussewago", "kuskusky", "shenango"]})
    # US
    sc.place("us-regular-infantry", 2, "fort-washington", R, "'Screening/Defending Fort Washington'; " + LOST)
    sc.place("us-regular-infantry", 1, "fort-harmar", R, "'Screening/Defending Fort Harmar'; " + LOST)
    sc.place("us-militia-infantry", 3, "recruitment-cup", R, "Recruitment Cup; " + LOST)
    sc.place("supply-wagon", 1, "recruitment-cup", R, "Recruitment Cup; " + LOST)
    sc.place("scout", 1, "recruitment-cup", R, "Recruitment Cup; " + LOST)
    sc.place("fort-steuben", 1, "us-builds", R, "US Builds Box; Fort Steuben must be there since the US wins only if it built it (App. 3).")
    sc.place("settlement", 4, "us-builds", R, "US Builds Box; " + LOST)
    zone = "two or more US entry squares (App. 4)"
    for unit_, n, at in (("harmar", 1, "entry-us-wilderness-road"), ("us-subordinate-leader", 1, "entry-us-wilderness-road"),
                         ("us-regular-infantry", 3, "entry-us-wilderness-road"), ("artillery", 1, "entry-us-wilderness-road"),
                         ("supply-wagon", 1, "entry-us-wilderness-road"), ("us-militia-infantry", 3, "entry-us-wilderness-road"),
                         ("us-subordinate-leader", 1, "entry-us-salt-river"), ("us-militia-infantry", 3, "entry-us-salt-river"),
                         ("us-militia-cavalry", 2, "entry-us-salt-river"), ("supply-wagon", 1, "entry-us-salt-river")):
        sc.place(unit_, n, at, R, "1st Expedition (Harmar): 320 regulars and about 1,100 militia (App. 3 background). " + LOST, zone=zone)
    sc.prop("expedition", "1", "App. 3")
    sc.prop("sap-us-per-turn", "4", "App. 4")
    sc.prop("sap-wc-per-turn", "5", "App. 4")
    sc.prop("us-ambush-modifier", "-1", "App. 3")
    sc.prop("breaker-stays-active", "true", "App. 3")
    nation_status(sc, {"miami": "wc", "shawnee": "wc", "delaware": "wc", "mingo": "wc", "wyandot": "nonaligned",
                       "ottawa": "nonaligned", "seneca": "nonaligned", "ojibwa": "nonaligned", "kickapoo": "nonaligned",
                       "potawatomi": "nonaligned"})
    sc.rule("ambush-penalty", "The US subtracts 1 from its ambush rolls.", "App. 3")
    sc.rule("breaker", "The Delaware key leader Buckongahelas (Breaker) stays in play even if the Delaware withdraw.", "App. 3")


def harmar():
    sc = Scen("harmar", "The Harmar Campaign",
              "The First Expedition: Josiah Harmar marches on Kekionga with a few regulars and a mass of frontier militia, "
              "FA/WI 1789 to SP/SU 1790.", 1, 2, "wc", "App. 3")
    harmar_setup(sc)
    sc.victory = ("App. 3", "The WC wins at once if the First Expedition is forced to withdraw. Otherwise the WC wins with more VP than the US "
                            "if no more than two principal villages have been reduced. The US wins at once if two principal villages (one of "
                            "them Kekionga) are reduced and five more villages razed; otherwise it wins with more VP if it has built Fort "
                            "Steuben. The WC gains 1/2 VP for each settlement left in the Builds Box at the end. Anything else is a draw.")
    sc.prop("victory-builds-box-vp", "1/2", "App. 3")
    sc.prop("victory-kind", "harmar", "App. 3", VICTORY_KIND_NOTE)
    sc.prop("victory-us-fort", "fort-steuben", "App. 3", VICTORY_FORT_NOTE)
    return sc


def wabash():
    sc = Scen("wabash", "War on the Wabash",
              "The Second Expedition: Arthur St. Clair builds forts on his way north toward the Miami towns, FA/WI 1790 to SP/SU 1792.",
              3, 6, "wc", "App. 3")
    common_tracks(sc, 3, 5, 5, 7, 9, "App. 4", "App. 4",
                  "App. 4 lists 'Square #7' and 'Square #9'; read as US 7 and WC 9 in the order of the other setups.")
    raid_cup(sc, 4, 3, 2, 1, R, "Running total of 5.6.1 up to FA/WI 1790 (3A 2B 1C plus 1 of each for SP/SU 1790).")
    sa_box(sc)
    # Miami
    sc.place("little-turtle", 1, "pickawillany", R, "Miami at Pickawillany (App. 4). " + LOST)
    sc.place("miami-warrior", 1, "pickawillany", R, "Miami at Pickawillany (App. 4). " + LOST)
    sc.place("miami-warrior", 1, "kekionga", R, LOST)
    for sp in ("turtle-town", "little-river", "salamonie", "mississinewa"):
        wc_village(sc, "miami", sp)
    sc.place("razed-marker", 1, "st-joseph-towns", R, "Razed markers may be placed (App. 4): Harmar burned the towns near Kekionga in 1790. Count reconstructed.",
             zone=VILLAGE_ZONE)
    sc.place("miami-subordinate-leader", 2, "reinforcement-box", R, "Miami 'Nation Box'; " + LOST)
    sc.place("miami-warrior", 6, "reinforcement-box", R, "Miami 'Nation Box'; " + LOST)
    # Shawnee
    sc.place("blue-jacket", 1, "chalakatha", R, "'x1 Chalakatha' (App. 4). " + LOST)
    for sp in ("caesars-creek", "paint-creek", "mackachack", "girtys-town"):
        sc.place("shawnee-village", 1, sp, R, "'x4' read as four Shawnee villages. " + LOST, zone=VILLAGE_ZONE)
    for sp in ("caesars-creek", "mackachack"):
        sc.place("shawnee-warrior", 1, sp, R, "'x2' read as two warriors. " + LOST, zone="one warrior in a village of the nation (App. 4)")
    sc.place("shawnee-subordinate-leader", 2, "reinforcement-box", R, "Shawnee 'Nation Box'; " + LOST)
    sc.place("shawnee-warrior", 10, "reinforcement-box", R, "Shawnee 'Nation Box'; " + LOST)
    # Delaware
    sc.place("buckongahelas", 1, "gekelmurpechunk", R, "Delaware at Gekelmurpechunk (App. 4). " + LOST)
    sc.place("delaware-warrior", 1, "gekelmurpechunk", R, "Delaware at Gekelmurpechunk (App. 4). " + LOST)
    for sp in ("coshocton", "killbuck"):
        wc_village(sc, "delaware", sp)
    sc.place("delaware-subordinate-leader", 2, "delaware-square", R, LOST)
    sc.place("delaware-warrior", 5, "delaware-square", R, LOST)
    # Mingo
    for sp in ("hocking-falls", "wills-creek"):
        wc_village(sc, "mingo", sp)
    sc.place("mingo-subordinate-leader", 1, "hocking-falls", R, LOST, zone="any village of the nation (App. 4)")
    sc.place("mingo-warrior", 2, "mingo-square", R, LOST)
    # Seneca (a WC member here)
    sc.place("red-jacket", 1, "venango", R, LOST)
    for sp in ("cussewago", "kuskusky", "shenango"):
        wc_village(sc, "seneca", sp, source=R, note="Seneca 'Village' entries of App. 4. " + LOST)
    sc.place("seneca-subordinate-leader", 1, "seneca-square", R, "Seneca 'Nation Square'; " + LOST)
    sc.place("seneca-warrior", 3, "seneca-square", R, "Seneca 'Nation Square'; " + LOST)
    # British Arms: one each in any Shawnee, Delaware, Miami and Seneca village
    for nat, sp in (("shawnee", "caesars-creek"), ("delaware", "coshocton"), ("miami", "turtle-town"), ("seneca", "cussewago")):
        sc.place("british-arms", 1, sp, "App. 4", f"One British Arms in any {NATIONS[nat][1]} village (App. 4).",
                 zone=f"any {NATIONS[nat][1]} village")
    nonaligned(sc, ["ottawa", "wyandot", "ojibwa", "kickapoo", "potawatomi"],
               {"wyandot": ["lower-sandusky", "tymochtee"], "ottawa": ["swan-creek", "snaketown"]})
    # US
    sc.place("us-regular-infantry", 2, "fort-washington", R, "'Screening/Defending Fort Washington'; " + LOST)
    sc.place("us-regular-infantry", 1, "fort-harmar", R, "'Screening/Defending Fort Harmar'; " + LOST)
    sc.place("supply-wagon", 1, "recruitment-cup", "LR", "The Recruitment Cup has 1 supply, not 2 (LR).")
    sc.place("us-militia-infantry", 1, "recruitment-cup", R, "'x1' in the Recruitment Cup; " + LOST)
    for f in ("fort-recovery", "fort-st-clair", "fort-hamilton"):
        sc.place(f, 1, "us-builds", R if f != "fort-recovery" else "App. 3",
                 "Fort Recovery must be buildable since the US wins only if it built it (App. 3)." if f == "fort-recovery" else
                 "US Builds Box; St. Clair built Fort Hamilton (1791) and the campaign chart gives the 2nd Expedition Fort St. Clair. " + LOST)
    sc.place("settlement", 4, "us-builds", R, "US Builds Box; " + LOST)
    sc.place("fort-steuben", 1, "east-fork", "App. 4", "Fort Steuben within 4 spaces of Fort Washington (App. 4).", zone="within 4 spaces of Fort Washington")
    sc.place("us-regular-infantry", 1, "east-fork", R, "'x1 x1 Screening/Defending Fort Steuben'; " + LOST, zone="with Fort Steuben")
    sc.place("us-militia-infantry", 1, "east-fork", R, "'x1 x1 Screening/Defending Fort Steuben'; " + LOST, zone="with Fort Steuben")
    for sp in ("hamilton", "white-oak"):
        sc.place("settlement", 1, sp, "App. 4", "'x2 Settlements North of Ohio River' (App. 4).", zone="north of the Ohio River")
    sc.place("settlement", 1, "middle-island", R, "'East of Ohio River' settlement; count lost, 1 chosen.", zone="east of the Ohio River")
    zone = "one or more US entry squares (App. 4)"
    for unit_, n, src, note in (("st-clair", 1, R, LOST), ("richard-butler", 1, R, "Butler commanded the levies in 1791 (App. 3 background). " + LOST),
                                ("us-subordinate-leader", 1, R, LOST), ("us-regular-infantry", 4, R, LOST),
                                ("us-militia-infantry", 2, "LR", "The Second Expedition has 2 militia infantry, not 4 (LR)."),
                                ("us-militia-cavalry", 1, R, LOST), ("artillery", 2, R, "St. Clair's artillery (App. 3 background). " + LOST),
                                ("supply-wagon", 2, R, LOST), ("scout", 1, R, LOST)):
        sc.place(unit_, n, "entry-us-wilderness-road", src, "Second Expedition. " + note, zone=zone)
    sc.prop("expedition", "2", "App. 3")
    sc.prop("sap-us-per-turn", "5", "App. 4")
    sc.prop("sap-wc-per-turn", "5", "App. 4")
    sc.prop("us-ambush-modifier", "-1", "App. 3")
    sc.prop("us-ambush-modifier-cancelled-by-scout", "true", "App. 3")
    sc.prop("breaker-stays-active", "true", "App. 3")
    sc.prop("victory-builds-box-vp", "1/2", "App. 3")
    nation_status(sc, {"miami": "wc", "shawnee": "wc", "delaware": "wc", "mingo": "wc", "seneca": "wc", "ottawa": "nonaligned",
                       "wyandot": "nonaligned", "ojibwa": "nonaligned", "kickapoo": "nonaligned", "potawatomi": "nonaligned"})
    sc.prop("victory-kind", "wabash", "App. 3", VICTORY_KIND_NOTE)
    sc.prop("victory-us-fort", "fort-recovery", "App. 3", VICTORY_FORT_NOTE)
    sc.rule("ambush-penalty", "The US subtracts 1 from its ambush rolls unless a scout is present.", "App. 3")
    sc.rule("breaker", "Buckongahelas (Breaker) stays on the map even if the Delaware withdraw.", "App. 3")
    sc.victory = ("App. 3", "The WC wins at once if the Second Expedition is forced to withdraw; otherwise it wins with more VP than the US. "
                            "The WC gains 1/2 VP for each settlement left in the Builds Box at the end. The US wins with more VP if it has "
                            "built Fort Recovery. Anything else is a draw.")
    return sc


def legion():
    sc = Scen("legion", "Legion of the United States",
              "The Third Expedition: Anthony Wayne's trained Legion advances behind a chain of forts toward the Maumee, "
              "SP/SU 1792 to SP/SU 1794.", 6, 10, "wc", "App. 3")
    common_tracks(sc, 6, 5, 4, 13, 16, "App. 4", "LR", "US 13 and WC 16 (LR errata to App. 4).")
    raid_cup(sc, 5, 5, 4, 3, R, "Running total of 5.6.1 up to SP/SU 1792 (the LR says the counts were supplied; the numbers are lost).")
    sa_box(sc)
    sc.place("fort-miamis", 1, "maumee-fort-miamis", "App. 3", "Placed at the beginning of the SP/SU 1794 turn on the Maumee space with the British flag (App. 3, 20.7).", turn=10)
    # Miami
    sc.place("little-turtle", 1, "pickawillany", R, "Miami at Pickawillany (App. 4). " + LOST)
    sc.place("miami-warrior", 1, "pickawillany", R, "Miami at Pickawillany (App. 4). " + LOST)
    sc.place("miami-warrior", 1, "kekionga", R, LOST)
    for sp in ("turtle-town", "little-river", "salamonie", "st-joseph-towns"):
        wc_village(sc, "miami", sp)
    sc.place("razed-marker", 1, "kenapacomaqua", R, "Razed markers may be placed (App. 4): Wilkinson burned Kenapacomaqua in 1791. Count reconstructed.", zone=VILLAGE_ZONE)
    sc.place("miami-subordinate-leader", 2, "reinforcement-box", R, LOST)
    sc.place("miami-warrior", 6, "reinforcement-box", R, LOST)
    # Shawnee
    sc.place("blue-jacket", 1, "chalakatha", R, "'x1 Chalakatha' (App. 4). " + LOST)
    for sp in ("grand-glaize", "girtys-town", "blue-jackets-town", "caesars-creek"):
        wc_village(sc, "shawnee", sp)
    sc.place("shawnee-subordinate-leader", 2, "reinforcement-box", R, LOST)
    sc.place("shawnee-warrior", 8, "reinforcement-box", R, LOST)
    # Delaware
    sc.place("buckongahelas", 1, "gekelmurpechunk", R, LOST)
    sc.place("delaware-warrior", 1, "gekelmurpechunk", R, LOST)
    for sp in ("coshocton", "killbuck"):
        wc_village(sc, "delaware", sp)
    sc.place("delaware-subordinate-leader", 2, "delaware-square", R, LOST)
    sc.place("delaware-warrior", 5, "delaware-square", R, LOST)
    # Seneca: 3 undamaged villages, 2 warriors in the square (LR)
    sc.place("red-jacket", 1, "venango", R, LOST)
    for sp in ("cussewago", "kuskusky", "shenango"):
        sc.place("seneca-village", 1, sp, "LR", "3 undamaged Seneca villages, not 4 (LR).", zone=VILLAGE_ZONE)
        sc.place("seneca-warrior", 1, sp, R, LOST, zone="one warrior in a village of the nation (App. 4)")
    sc.place("seneca-warrior", 2, "seneca-square", "LR", "x2 warrior units in the Seneca nation square (LR).")
    sc.place("seneca-subordinate-leader", 1, "seneca-square", R, LOST)
    # Kickapoo on their entry square
    sc.place("kickapoo-subordinate-leader", 1, "entry-kickapoo", R, "The Kickapoo list ends with 'Entry Square' (App. 4). " + LOST)
    sc.place("kickapoo-warrior", 2, "entry-kickapoo", R, "The Kickapoo list ends with 'Entry Square' (App. 4). " + LOST)
    sc.place("kickapoo-warrior", 2, "kickapoo-square", R, "Kickapoo 'Nation Square'; " + LOST)
    # Wyandot
    sc.place("simon-girty", 1, "upper-sandusky", R, LOST)
    sc.place("wyandot-subordinate-leader", 1, "upper-sandusky", R, LOST)
    sc.place("wyandot-warrior", 1, "upper-sandusky", R, LOST)
    for sp in ("lower-sandusky", "tymochtee", "pequotting"):
        wc_village(sc, "wyandot", sp)
    sc.place("wyandot-warrior", 4, "wyandot-square", R, "Wyandot 'Nation Square'; " + LOST)
    # British Arms with warrior units
    for sp, nat in (("pickawillany", "Miami"), ("grand-glaize", "Shawnee"), ("coshocton", "Delaware"), ("upper-sandusky", "Wyandot")):
        sc.place("british-arms", 1, sp, "App. 4", f"British Arms are placed with a warrior unit (App. 4); count lost, one with the {nat} chosen.",
                 zone="with a warrior unit, at most one per nation")
    # Mingo: treaty, withdrawn at the first Nation Check
    sc.place("treaty-marker", 1, "stillwater", "App. 3", "The Mingo have a treaty with the US (App. 3); the marker goes in the centre of the nation (5.2.1).",
             zone="centre of the Mingo nation", face="treaty")
    for sp in ("hocking-falls", "wills-creek"):
        sc.place("mingo-village", 1, sp, R, "Mingo villages stay on the map under the treaty until the first Nation Check. " + LOST, zone=VILLAGE_ZONE)
    sc.place("mingo-subordinate-leader", 1, "mingo-square", "5.2.1", "A treaty nation's warriors and leaders are in its nation square (5.2.1).")
    sc.place("mingo-warrior", 4, "mingo-square", "5.2.1", "A treaty nation's warriors and leaders are in its nation square (5.2.1); count reconstructed.")
    nonaligned(sc, ["ottawa", "ojibwa", "potawatomi"], {"ottawa": ["swan-creek", "snaketown"]})
    # US
    sc.place("us-regular-infantry", 2, "fort-washington", R, "'x2' at Fort Washington; " + LOST)
    sc.place("us-regular-cavalry", 2, "fort-washington", R, "'x2' at Fort Washington; " + LOST)
    sc.place("us-militia-infantry", 2, "recruitment-cup", "LR", "Place 2 militia infantry in the Recruitment Cup, not 7 (LR).")
    sc.place("us-regular-infantry", 1, "fort-harmar", R, "'Screening/Defending Fort Harmar'; " + LOST)
    sc.place("fort-steuben", 1, "east-fork", "App. 4", "Fort Steuben within 4 spaces of Fort Washington (App. 4).", zone="within 4 spaces of Fort Washington")
    sc.place("us-regular-infantry", 1, "east-fork", R, "'Screening/Defending Fort Steuben'; " + LOST, zone="with Fort Steuben")
    sc.place("fort-st-clair", 1, "twin-creek", "App. 4", "Fort St. Clair 3-4 spaces from an existing fort (App. 4).", zone="3-4 spaces from an existing fort")
    sc.place("us-regular-infantry", 1, "twin-creek", R, "'Screening/Defending Fort St. Clair'; " + LOST, zone="with Fort St. Clair")
    sc.place("settlement", 1, "middle-island", "App. 4", "'East of Ohio River x1' (App. 4).", zone="east of the Ohio River")
    for sp in ("hamilton", "white-oak"):
        sc.place("settlement", 1, sp, R, "'North of Ohio River' settlements; count lost, 2 chosen as in War on the Wabash.", zone="north of the Ohio River")
    for f in ("fort-greenville", "fort-recovery", "fort-defiance", "fort-randolf", "fort-hamilton"):
        sc.place(f, 1, "us-builds", R, "US Builds Box; the Third Expedition's forts of the campaign chart (LR) plus Fort Recovery (1793). " + LOST)
    sc.place("settlement", 6, "us-builds", R, "US Builds Box; " + LOST)
    z1 = "one or more US entry squares (App. 4)"
    for unit_, n, src, note in (("wayne", 1, R, LOST), ("us-subordinate-leader", 2, R, LOST), ("us-regular-infantry", 4, R, LOST),
                                ("us-regular-cavalry", 1, R, "The Legion's dragoons. " + LOST), ("artillery", 2, R, LOST),
                                ("scout", 1, R, LOST), ("supply-wagon", 2, "LR", "2 supply with Wayne, not 1 (LR).")):
        sc.place(unit_, n, "entry-us-forbes-road", src, "1st part of the Third Expedition, on the entry squares at start (App. 4). " + note, zone=z1)
    for unit_, n in (("us-regular-infantry", 3), ("us-militia-infantry", 2), ("supply-wagon", 1)):
        sc.place(unit_, n, "entry-us-wilderness-road", R, "2nd part of the Third Expedition, enters on the FA/WI 1792 turn (App. 4). " + LOST, zone=z1, turn=7)
    for unit_, n in (("us-subordinate-leader", 1), ("us-militia-cavalry", 4), ("supply-wagon", 1)):
        sc.place(unit_, n, "entry-us-wilderness-road", R, "3rd part of the Third Expedition, enters on the SP/SU 1793 turn (App. 4); Scott's mounted Kentuckians. " + LOST, zone=z1, turn=8)
    sc.prop("expedition", "3", "App. 3")
    sc.prop("sap-us-per-turn", "5", "App. 4")
    sc.prop("sap-wc-per-turn", "4", "App. 4")
    sc.prop("us-ambush-modifier", "0", "App. 3", "No US ambush penalty in this scenario.")
    sc.prop("us-subordinate-capacity", "8", "App. 3")
    sc.prop("fort-cost-supply-steps", "1", "App. 3")
    sc.prop("us-may-redraw-recruits", "true", "App. 3")
    sc.prop("breaker-stays-active", "true", "App. 3")
    sc.prop("fort-miamis-turn", "10", "App. 3")
    sc.prop("us-automatic-victory-vp", "30", "App. 3")
    sc.prop("victory-builds-box-vp", "1/2", "App. 3")
    nation_status(sc, {"miami": "wc", "shawnee": "wc", "delaware": "wc", "seneca": "wc", "kickapoo": "wc", "wyandot": "wc",
                       "mingo": "treaty", "ottawa": "nonaligned", "ojibwa": "nonaligned", "potawatomi": "nonaligned"})
    sudden_death_props(sc)
    sc.prop("victory-kind", "legion", "App. 3", VICTORY_KIND_NOTE)
    sc.rule("mingo-treaty", "The Mingo have a treaty with the US and are withdrawn at the first Nation Check.", "App. 3")
    sc.rule("subordinates", "US subordinate leaders may command up to 8 FP.", "App. 3")
    sc.rule("breaker", "Buckongahelas (Breaker) stays on the map even after the Delaware withdraw.", "App. 3")
    sc.rule("forts", "A fort costs only one supply step: flip a full wagon or remove a half-used one. Wayne's supply is also said to be more stable (no mechanism is given).", "App. 3")
    sc.rule("redraw", "The US may redraw any successful recruit draw hoping for supply instead of militia.", "App. 3")
    sc.rule("fort-miamis", "At the beginning of SP/SU 1794 Fort Miamis is placed on the Maumee space with the British flag (20.7).", "App. 3")
    sc.option("sudden-death", False, "Sudden death",
              "The WC wins at once if Wayne is killed; the US wins at once if Little Turtle, Blue Jacket and Buckongahelas are all killed.", "App. 3")
    sc.victory = ("App. 3", "The WC wins at once if the Third Expedition is forced to withdraw; otherwise it wins with more VP than the US, "
                            "gaining 1/2 VP for each settlement left in the US Builds Box at the end. The US wins at once on reaching 30 VP; "
                            "otherwise it wins with more VP. Anything else is a draw.")
    return sc


def campaign():
    sc = Scen("campaign", "Little Turtle's War",
              "The full campaign, FA/WI 1789 to SP/SU 1794: all three expeditions, entering and withdrawing as the Western "
              "Confederacy's victory points rise.", 1, 10, "wc", "App. 3")
    harmar_setup(sc)
    sc.place("fort-miamis", 1, "maumee-fort-miamis", R,
             "Fort Miamis at the start of SP/SU 1794; the rule sits in the Legion text and is applied to the campaign too (digest 8.2 #29).", turn=10)
    sc.prop("expedition-2-sap-us", "5", "LR", "During the Second Expedition the US starts each turn with 5 SA (7/5/2018).")
    sc.prop("expedition-3-sap-wc", "4", "LR", "During the Third Expedition the WC starts each turn with 4 SA (7/5/2018).")
    sc.prop("expedition-3-us-ambush-modifier", "0", "App. 3")
    sc.prop("expedition-3-fort-cost-supply-steps", "1", "App. 3")
    sc.prop("expedition-2-builds-added", "settlement:6 fort-st-clair:1 fort-recovery:1", "LR")
    sc.prop("expedition-3-builds-added", "settlement:10 fort-greenville:1 fort-defiance:1 fort-randolf:1 fort-hamilton:1", "LR")
    sc.prop("expedition-2-forts", "us-regular-infantry:3", R, "'Distribute between existing forts' (LR chart); pieces lost.")
    sc.prop("expedition-2-settlements", "us-militia-infantry:3", R, "'Distribute in settlements no more than one per settlement' (LR chart); pieces lost.")
    sc.prop("expedition-2-cup", "us-militia-infantry:2 supply-wagon:1 scout:1", R, "'Place in Recruitment Cup' (LR chart); pieces lost.")
    sc.prop("expedition-2-entry", "st-clair:1 richard-butler:1 us-regular-infantry:4 us-militia-infantry:2 us-militia-cavalry:1 artillery:2 supply-wagon:2 scout:1", R,
            "Enters on two or more US entry squares (LR chart); pieces lost, the War on the Wabash expedition is used.")
    sc.prop("expedition-2-entry-squares-min", "2", "LR")
    sc.prop("expedition-3-forts", "us-regular-infantry:4", R, "'Distribute between existing forts' (LR chart); pieces lost.")
    sc.prop("expedition-3-settlements", "us-militia-infantry:2", R, "'Distribute in settlements' (LR chart); pieces lost.")
    sc.prop("expedition-3-cup", "us-militia-infantry:2 supply-wagon:1", R, "'Place in Recruitment Cup' (LR chart); pieces lost.")
    sc.prop("expedition-3-entry", "wayne:1 us-subordinate-leader:2 us-regular-infantry:4 us-regular-cavalry:2 artillery:2 scout:1 supply-wagon:2", R,
            "Enters on one or more US entry squares (LR chart); pieces lost.")
    sc.prop("expedition-3-entry-squares-min", "1", "LR")
    sc.prop("expedition-3-reinforcements-1", "us-regular-infantry:2 us-militia-infantry:2", R, "The turn after the Third Expedition enters (LR chart 'x1 ...'); pieces lost.")
    sc.prop("expedition-3-reinforcements-2", "us-militia-cavalry:4 us-subordinate-leader:1", R, "The second turn after entry (LR chart); pieces lost.")
    sc.prop("expedition-entry-removes", "all US units except subordinate leaders, from the map and the Recruitment Cup", "LR",
            "Then the 7.1 leader rolls, surviving leaders to forts, builds added, the three groups placed, the expedition enters.")
    sc.prop("expedition-1-2-withdrawal-victory", "false", R, "Only the Third Expedition's withdrawal ends the campaign (App. 3); the earlier ones hand over to the next expedition.")
    sc.prop("us-automatic-victory-vp", "30", "App. 3")
    sc.prop("victory-builds-box-vp", "1/2", "App. 3")
    sudden_death_props(sc)
    sc.prop("victory-kind", "campaign", "App. 3", VICTORY_KIND_NOTE)
    sc.rule("harmar-rules", "The Harmar Campaign setup and special rules apply.", "App. 3")
    sc.rule("second-expedition", "During the Second Expedition the US starts each turn with 5 special actions; it enters by the LR chart.", "LR")
    sc.rule("third-expedition", "During the Third Expedition there is no US ambush penalty, a fort costs only one supply step and the WC starts each turn with 4 special actions; it enters by the LR chart.", "App. 3")
    sc.rule("fort-miamis", "Fort Miamis is placed at the beginning of SP/SU 1794 (applied from the Legion scenario; reconstructed).", R)
    sc.option("sudden-death", False, "Sudden death",
              "From the Legion scenario (recommended, not stated for the campaign): the WC wins at once if Wayne is killed; the US if Little Turtle, Blue Jacket and Buckongahelas are all killed.", R)
    sc.victory = ("App. 3", "The WC wins at once if the Third Expedition is forced to withdraw; otherwise it wins with more VP than the US at the end. "
                            "The US wins at once on reaching 30 VP; otherwise it wins with more VP. The WC gains 1/2 VP for each settlement "
                            "left in the Builds Box at the end. Anything else is a draw.")
    return sc


def common_options(sc):
    sc.option("revised-nation-check", False, "Revised Nation Check",
              "A nation about to withdraw stays on a modified 6 (+1 with no casualties, +1 with a WC key leader within 10 spaces of its principal village) and rechecks at every later check.", "25.1")
    sc.option("examine-stacks", False, "Examination of stacks", "The WC may look at US stacks; the US may not look at WC stacks.", "25.2")
    sc.option("leader-death-vp", False, "Dead leaders count",
              "Each leader killed gives the other side 1/2 VP (9.0 gives no value; off by default).", R,
              "9.0 says a dead leader is counted for VPs without a value (digest 8.2 #11).")
    sc.option("literal-slip", False, "Expedition squares slip",
              "An expedition square the WC VP marker reaches and then falls below before an Expedition Check never fires (7.0 read literally).",
              "7.0", "Digest 8.2 #14: the literal reading of the slip clause.")
    sc.option("empty-structure-cap", False, "Empty structures hold out",
              "A settlement or fort without defenders loses at most one step in a battle.", R,
              "Digest 8.2 #18: the text does not say how an empty settlement or fort fights; by default the WC may take all its "
              "steps in one battle, this option caps it at one.")


def write_scenarios():
    global SCENARIOS
    SCENARIOS = [learning(1), learning(2), learning(3), harmar(), wabash(), legion(), campaign()]
    counts = {u["id"]: u["count"] for u in UNITS}
    boxes_ok = set(re.findall(r'<box id="([^"]+)"', open(os.path.join(OUT, "board.xml")).read()))
    for sc in SCENARIOS:
        if not sc.id.startswith("learning"):
            common_options(sc)
        used = collections.Counter()
        for p in sc.places:
            assert p["unit"] in counts, (sc.id, p["unit"])
            assert p["at"] in S or p["at"] in ENTRY or p["at"] in boxes_ok, (sc.id, p["at"])
            used[p["unit"]] += p["count"]
            if p["unit"].endswith("-village") and p["at"] in S:
                nat = p["unit"][:-len("-village")]
                assert S[p["at"]]["owner"] == nat, (sc.id, p)
                d = bfs(p["at"])
                assert any(S[r]["kind"] == "river" and S[r]["owner"] == nat and v <= 2 for r, v in d.items()), (sc.id, p)
        for u, n in used.items():
            assert n <= counts[u], (sc.id, u, n, counts[u])
        L = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Generated by tools/ohio-gen.py; do not edit by hand. -->',
             f'<scenario id="{sc.id}" game="ohio" {prov(sc.source, sc.note)}>',
             f'  <title>{escape(sc.title)}</title>',
             f'  <description>{escape(sc.desc)}</description>',
             f'  <turns first="{sc.first}" last="{sc.last}" {prov("App. 2" if sc.id.startswith("learning") else "App. 3")}/>',
             f'  <players setup-first="{sc.setup_first}" first="us" min="2" max="2" {prov("App. 2" if sc.id.startswith("learning") else "App. 4")}/>']
        for (m, v, src, note) in sc.tracks:
            L.append(f'  <track-value marker="{m}" value="{v}" {prov(src, note)}/>')
        for p in sc.places:
            at = f'unit="{p["unit"]}" count="{p["count"]}" at="{p["at"]}"'
            if p["face"]:
                at += f' face="{p["face"]}"'
            if p["turn"]:
                at += f' turn="{p["turn"]}"'
            if p["zone"]:
                at += f' zone={a(p["zone"])}'
            L.append(f'  <place {at} {prov(p["source"], p["note"])}/>')
        for (k, v, src, note) in sc.props:
            L.append(prop(k, v, src, note, ind="  "))
        for (rid, text, src) in sc.rules:
            L.append(f'  <special-rule id="{rid}" {prov(src)}><text>{escape(text)}</text></special-rule>')
        for (oid, default, name, desc, src, note) in sc.options:
            L.append(f'  <option id="{oid}" default="{"true" if default else "false"}" {prov(src, note)}><name>{escape(name)}</name><description>{escape(desc)}</description></option>')
        src, text = sc.victory
        L.append(f'  <victory {prov(src)}><text>{escape(text)}</text></victory>')
        L.append('</scenario>')
        write(f"scenarios/{sc.id}.xml", L)


if __name__ == "__main__":
    probs = check_graph(verbose=False)
    assert not probs, probs
    worst = write_board()
    print(f"board: {len(S)} spaces ({len(RIVER_IDS)} river), {len(ENTRY)} entry squares, {len(conns)} connections, closest pair {worst:.0f}")
    write_game()
    write_counters()
    print(f"counters: {len(UNITS)} unit types, {sum(u['count'] for u in UNITS)} pieces")
    write_tables()
    print(f"tables: {len(TABLES)}")
    write_scenarios()
    print(f"scenarios: {len(SCENARIOS)}")
