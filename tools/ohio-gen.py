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
Checks that the rules' setup constraints can be met on the map are asserted.
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
    fx, fy = flow_dir(rid)
    vx, vy = S[gid]["x"] - S[rid]["x"], S[gid]["y"] - S[rid]["y"]
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
        tr = ' translate="no"' if s["kind"] == "ground" else ""
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
                    L.append(f'        <name translate="no">{escape(ft["name"])}</name>')
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


if __name__ == "__main__":
    probs = check_graph(verbose=False)
    assert not probs, probs
    worst = write_board()
    print(f"board: {len(S)} spaces ({len(RIVER_IDS)} river), {len(ENTRY)} entry squares, {len(conns)} connections, closest pair {worst:.0f}")
