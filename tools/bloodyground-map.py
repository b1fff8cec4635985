#!/usr/bin/env python3
"""Compute the campaign areas of A Dark and Bloody Ground from real geography.

Method (all reconstruction; see docs/data/bloodyground.md):
 * a 0.01 degree land/water raster of the frame (GMT grdlandmask, GSHHG
   intermediate shorelines);
 * the Ohio River (GSHHG level-1 river segments chained along the course)
   is a barrier that no cell growth may cross;
 * political regions (KY, VA, PA, Ohio territory, Upper Canada) split
   first, along the Pennsylvania lines, the Big Sandy and the Detroit River;
 * every area grows from its interior point by a multi-source Dijkstra in
   which steps along rivers are cheap, so areas follow their valleys and
   meet near the divides (rivers run inside areas, 3.0);
 * cell boundaries are chained, simplified once per shared chain, and
   assembled into outlines, so neighbouring areas share their points.
Writes /tmp/bloodyground-map.json for tools/bloodyground-board.py.
"""
import heapq, json, math, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib
A = importlib.import_module("bloodyground-areas")

W, E, S, N = -85.6, -79.6, 38.0, 42.6
D = 0.01
NC, NR = 600, 460
COSL = math.cos(math.radians(40.3))

def cell_ll(i, j):
    return (S + (i + 0.5) * D, W + (j + 0.5) * D)

def ll_cell(lat, lon):
    return (int((lat - S) / D), int((lon - W) / D))

def gmt(args):
    return subprocess.run(["gmt"] + args, check=True, capture_output=True, text=True).stdout

# ---- land mask
tmp = "/tmp/bloodyground-mask.nc"
gmt(["grdlandmask", "-R%g/%g/%g/%g" % (W, E, S, N), "-I0.01", "-Dh", "-N0/1/0/1/0", "-r", "-G" + tmp])
land = [[False] * NC for _ in range(NR)]
for line in gmt(["grd2xyz", tmp]).splitlines():
    x, y, v = line.split()
    i, j = ll_cell(float(y), float(x))
    if 0 <= i < NR and 0 <= j < NC:
        land[i][j] = float(v) > 0.5

# ---- rivers
def segments(level):
    segs, cur = [], None
    for line in gmt(["coast", "-R%g/%g/%g/%g" % (W - 0.5, E + 0.5, S - 0.5, N + 0.5), "-Dh", "-I%d" % level, "-M"]).splitlines():
        if line.startswith(">"):
            cur = []
            segs.append(cur)
        else:
            x, y = map(float, line.split()[:2])
            cur.append((y, x))
    return [s for s in segs if len(s) > 1]

def dist_pt_seg(p, a, b):
    ax, ay = a[1] * COSL, a[0]
    bx, by = b[1] * COSL, b[0]
    px, py = p[1] * COSL, p[0]
    dx, dy = bx - ax, by - ay
    L = dx * dx + dy * dy
    t = 0 if L == 0 else max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / L))
    qx, qy = ax + t * dx, ay + t * dy
    return math.hypot(px - qx, py - qy), t, (dx * (py - ay) - dy * (px - ax))

def dist_poly(p, poly):
    best = (1e9, 0, 0, 0)
    for k in range(len(poly) - 1):
        d, t, c = dist_pt_seg(p, poly[k], poly[k + 1])
        if d < best[0]:
            best = (d, k, t, c)
    return best

lev1 = segments(1)
wp = A.OHIO_WAYPOINTS
ohio_segs = [s for s in lev1 if sum(1 for p in s if dist_poly(p, wp)[0] < 0.1) >= 0.4 * len(s)]
# chain by shared endpoints
def key(p):
    return (round(p[0], 6), round(p[1], 6))
def close(p, q):
    return abs(p[0] - q[0]) < 0.012 and abs(p[1] - q[1]) < 0.012
chains = [list(s) for s in ohio_segs if not close(s[0], s[-1]) or len(s) > 3]
merged = True
while merged and len(chains) > 1:
    merged = False
    for a in range(len(chains)):
        for b in range(len(chains)):
            if a == b:
                continue
            ca, cb = chains[a], chains[b]
            if close(ca[-1], cb[0]):
                chains[a] = ca + cb[1:]
            elif close(ca[-1], cb[-1]):
                chains[a] = ca + cb[::-1][1:]
            elif close(ca[0], cb[0]):
                chains[a] = cb[::-1] + ca[1:]
            elif close(ca[0], cb[-1]):
                chains[a] = cb + ca[1:]
            else:
                continue
            del chains[b]
            merged = True
            break
        if merged:
            break
chains.sort(key=len, reverse=True)
ohio = chains[0]
if dist_poly(ohio[0], [wp[0], wp[1]])[0] > dist_poly(ohio[-1], [wp[0], wp[1]])[0]:
    ohio.reverse()
# cut at Pittsburgh (head of the Ohio) and at the frame
pit = wp[0]
k0 = min(range(len(ohio)), key=lambda k: (ohio[k][0] - pit[0]) ** 2 + ((ohio[k][1] - pit[1]) * COSL) ** 2)
ohio = ohio[k0:]
for k, p in enumerate(ohio):
    if p[1] < W - 0.05:
        ohio = ohio[:k + 1]
        break
print("ohio chains", len(chains), [len(c) for c in chains[:4]], "points", len(ohio), "ends", ohio[0], ohio[-1], file=sys.stderr)

# ---- side of the Ohio for cells near it
near = {}
for k in range(len(ohio) - 1):
    a, b = ohio[k], ohio[k + 1]
    i0, j0 = ll_cell(min(a[0], b[0]) - 0.05, min(a[1], b[1]) - 0.05)
    i1, j1 = ll_cell(max(a[0], b[0]) + 0.05, max(a[1], b[1]) + 0.05)
    for i in range(max(0, i0), min(NR, i1 + 1)):
        for j in range(max(0, j0), min(NC, j1 + 1)):
            p = cell_ll(i, j)
            d, t, c = dist_pt_seg(p, a, b)
            if d < 0.05 and (d < near.get((i, j), (9,))[0]):
                near[(i, j)] = (d, k, t, c)
side = {}
for ij, (d, k, t, c) in near.items():
    if k == 0 and t <= 0.0:
        continue  # beyond the head of the river
    side[ij] = 1 if c > 0 else -1

def blocked(a, b):
    sa, sb = side.get(a), side.get(b)
    return sa is not None and sb is not None and sa != sb

# ---- regions
def detroit_lon(lat):
    # Detroit River / Lake St. Clair line between Michigan and Upper Canada
    if lat < 42.34:
        return -83.14 + (lat - 42.03) * (0.10 / 0.31)
    return -82.70

def big_sandy_lon(lat):
    return -82.60 if lat >= 38.11 else -82.60 + (38.11 - lat) * 1.1

PA_ZONE = lambda lat, lon: lon > -80.52 and lat > 39.72
CAN_ZONE = lambda lat, lon: lat > 41.95 and detroit_lon(lat) < lon < -80.9

south = [[False] * NC for _ in range(NR)]
start = ll_cell(38.05, -84.0)
stack = [start]
south[start[0]][start[1]] = True
while stack:
    i, j = stack.pop()
    for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        a, b = i + di, j + dj
        if 0 <= a < NR and 0 <= b < NC and land[a][b] and not south[a][b]:
            lat, lon = cell_ll(a, b)
            if PA_ZONE(lat, lon) or blocked((i, j), (a, b)):
                continue
            south[a][b] = True
            stack.append((a, b))

def region(i, j):
    lat, lon = cell_ll(i, j)
    if CAN_ZONE(lat, lon):
        return "CAN"
    if PA_ZONE(lat, lon):
        return "PA"
    if south[i][j]:
        return "KY" if lon < big_sandy_lon(lat) else "VA"
    return "OT"

reg = [[region(i, j) if land[i][j] else None for j in range(NC)] for i in range(NR)]

def area_region(r):
    return "OT" if r in ("OH", "IN", "MI") else r

# ---- cheap river cells
cheap = set()
def rasterize(poly, into):
    for k in range(len(poly) - 1):
        a, b = poly[k], poly[k + 1]
        n = int(max(abs(a[0] - b[0]), abs(a[1] - b[1])) / (D / 3)) + 1
        for s in range(n + 1):
            lat = a[0] + (b[0] - a[0]) * s / n
            lon = a[1] + (b[1] - a[1]) * s / n
            i, j = ll_cell(lat, lon)
            if 0 <= i < NR and 0 <= j < NC:
                into.add((i, j))
for lvl in (1, 2):
    for s in segments(lvl):
        if s in ohio_segs:
            continue
        rasterize(s, cheap)
for rid, (nm, pts) in A.RIVERS.items():
    rasterize(pts, cheap)
ohio_cells = set()
rasterize(ohio, ohio_cells)
cheap -= ohio_cells

# ---- Dijkstra
ids = [a[0] for a in A.AREAS]
lab = [[-1] * NC for _ in range(NR)]
dist = [[1e18] * NC for _ in range(NR)]
heap = []
for n, a in enumerate(A.AREAS):
    i, j = ll_cell(a[2], a[3])
    assert land[i][j], a[0]
    if reg[i][j] != area_region(a[5]):
        print("seed region mismatch", a[0], reg[i][j], a[5], file=sys.stderr)
        sys.exit(1)
    dist[i][j] = 0
    heapq.heappush(heap, (0.0, n, i, j))
steps = [(1, 0, 1.0), (-1, 0, 1.0), (0, 1, COSL), (0, -1, COSL),
         (1, 1, math.hypot(1, COSL)), (1, -1, math.hypot(1, COSL)), (-1, 1, math.hypot(1, COSL)), (-1, -1, math.hypot(1, COSL))]
done = [[False] * NC for _ in range(NR)]
while heap:
    d, n, i, j = heapq.heappop(heap)
    if done[i][j]:
        continue
    done[i][j] = True
    lab[i][j] = n
    w = A.AREAS[n][7]
    r0 = reg[i][j]
    f0 = 0.45 if (i, j) in cheap else 1.0
    for di, dj, L in steps:
        a, b = i + di, j + dj
        if not (0 <= a < NR and 0 <= b < NC) or not land[a][b] or done[a][b] or reg[a][b] != r0:
            continue
        if blocked((i, j), (a, b)) or (di and dj and (blocked((i, j), (a, j)) or blocked((i, j), (i, b)))):
            continue
        f1 = 0.45 if (a, b) in cheap else 1.0
        nd = d + L * w * (f0 + f1) / 2
        if nd < dist[a][b]:
            dist[a][b] = nd
            heapq.heappush(heap, (nd, n, a, b))

# smoothing: majority filter (keeps region and Ohio constraints)
for it in range(2):
    new = [row[:] for row in lab]
    for i in range(1, NR - 1):
        for j in range(1, NC - 1):
            if lab[i][j] < 0:
                continue
            cnt = {}
            for di in (-1, 0, 1):
                for dj in (-1, 0, 1):
                    l = lab[i + di][j + dj]
                    if l >= 0 and reg[i + di][j + dj] == reg[i][j] and not blocked((i, j), (i + di, j + dj)):
                        cnt[l] = cnt.get(l, 0) + 1
            best = max(cnt, key=lambda l: cnt[l])
            if best != lab[i][j] and cnt[best] >= 6:
                ai, aj = ll_cell(A.AREAS[lab[i][j]][2], A.AREAS[lab[i][j]][3])
                if (ai, aj) != (i, j):
                    new[i][j] = best
    lab = new

# ---- lake Erie: water component from a cell in the lake, south of Lake St. Clair
LAKE = len(A.AREAS)
lake_start = ll_cell(41.90, -82.00)
assert not land[lake_start[0]][lake_start[1]]
stack = [lake_start]
lab[lake_start[0]][lake_start[1]] = LAKE
while stack:
    i, j = stack.pop()
    for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        a, b = i + di, j + dj
        if 0 <= a < NR and 0 <= b < NC and not land[a][b] and lab[a][b] == -1:
            if cell_ll(a, b)[0] > 42.25 and cell_ll(a, b)[1] < -82.2:
                continue
            lab[a][b] = LAKE
            stack.append((a, b))

# keep only the main connected piece of each area (drop islands)
def components():
    seen = [[False] * NC for _ in range(NR)]
    comps = {}
    for i in range(NR):
        for j in range(NC):
            l = lab[i][j]
            if l < 0 or seen[i][j]:
                continue
            comp, st = [], [(i, j)]
            seen[i][j] = True
            while st:
                a, b = st.pop()
                comp.append((a, b))
                for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    x, y = a + di, b + dj
                    if 0 <= x < NR and 0 <= y < NC and not seen[x][y] and lab[x][y] == l:
                        seen[x][y] = True
                        st.append((x, y))
            comps.setdefault(l, []).append(comp)
    return comps
for l, cs in components().items():
    cs.sort(key=len, reverse=True)
    for c in cs[1:]:
        for (a, b) in c:
            lab[a][b] = -1

# ---- adjacency
pairs = {}
shore = set()
def note_pair(l1, l2, kind):
    if LAKE in (l1, l2) and l1 != l2 and min(l1, l2) >= 0:
        shore.add(min(l1, l2))
        return
    if l1 < 0 or l2 < 0 or l1 == l2 or LAKE in (l1, l2):
        return
    k = (min(l1, l2), max(l1, l2))
    pairs.setdefault(k, {"land": 0, "ohio": 0})[kind] += 1
for i in range(NR):
    for j in range(NC):
        l = lab[i][j]
        if l < 0:
            continue
        for di, dj in ((1, 0), (0, 1)):
            a, b = i + di, j + dj
            if a < NR and b < NC and lab[a][b] >= 0 and lab[a][b] != l:
                note_pair(l, lab[a][b], "ohio" if blocked((i, j), (a, b)) else "land")
# Ohio crossing across river cells that are water in the mask: pair cells facing each other
for (i, j), s in side.items():
    if lab[i][j] < 0 or lab[i][j] == LAKE:
        continue
    for di in range(-4, 5):
        for dj in range(-4, 5):
            a, b = i + di, j + dj
            if (a, b) in side and side[(a, b)] != s and 0 <= lab[a][b] < LAKE and lab[a][b] != lab[i][j]:
                k = (min(lab[i][j], lab[a][b]), max(lab[i][j], lab[a][b]))
                pairs.setdefault(k, {"land": 0, "ohio": 0})
                pairs[k]["ohio_near"] = pairs[k].get("ohio_near", 0) + 1

# ---- boundary chains on the corner lattice
def L(i, j):
    if 0 <= i < NR and 0 <= j < NC:
        return lab[i][j] if lab[i][j] >= 0 else -1
    return -2
# edges: between corner (i,j) [lat index i, lon index j]
edges = {}  # corner -> list of neighbour corners
def add_edge(p, q):
    edges.setdefault(p, []).append(q)
    edges.setdefault(q, []).append(p)
for i in range(NR + 1):
    for j in range(NC):
        # horizontal corner edge (i,j)-(i,j+1) separates cell (i-1,j) and (i,j)
        if L(i - 1, j) != L(i, j):
            add_edge((i, j), (i, j + 1))
for i in range(NR):
    for j in range(NC + 1):
        if L(i, j - 1) != L(i, j):
            add_edge((i, j), (i + 1, j))
def labels_at(p):
    i, j = p
    return {L(i - 1, j - 1), L(i - 1, j), L(i, j - 1), L(i, j)}
nodes = {p for p, nb in edges.items() if len(nb) != 2 or len(labels_at(p)) >= 3}
used = set()
chains = []
def walk(p, q):
    ch = [p, q]
    used.add(frozenset((p, q)))
    while ch[-1] not in nodes:
        cur = ch[-1]
        nxt = [r for r in edges[cur] if frozenset((cur, r)) not in used]
        if not nxt:
            break
        used.add(frozenset((cur, nxt[0])))
        ch.append(nxt[0])
        if ch[-1] == ch[0]:
            break
    return ch
for p in nodes:
    for q in edges[p]:
        if frozenset((p, q)) not in used:
            chains.append(walk(p, q))
for p in list(edges):
    for q in edges[p]:
        if frozenset((p, q)) not in used:
            nodes.add(p)
            chains.append(walk(p, q))

def corner_ll(p):
    return (S + p[0] * D, W + p[1] * D)

def dp(pts, tol):
    if len(pts) < 3:
        return pts
    a, b = pts[0], pts[-1]
    best, bi = -1, -1
    for k in range(1, len(pts) - 1):
        d = dist_pt_seg(pts[k], a, b)[0] if a != b else math.hypot((pts[k][1] - a[1]) * COSL, pts[k][0] - a[0])
        if d > best:
            best, bi = d, k
    if best <= tol:
        return [a, b]
    return dp(pts[:bi + 1], tol)[:-1] + dp(pts[bi:], tol)

def side_labels(ch):
    p, q = ch[0], ch[1]
    i, j = p
    if p[0] == q[0]:  # horizontal step in lon
        jj = min(p[1], q[1])
        below, above = L(i - 1, jj), L(i, jj)
        # walking east (+j): left is north (above)
        return (above, below) if q[1] > p[1] else (below, above)
    ii = min(p[0], q[0])
    west, east = L(ii, j - 1), L(ii, j)
    # walking north (+i): left is west
    return (west, east) if q[0] > p[0] else (east, west)

TOL = float(os.environ.get("BG_TOL", "0.0095"))
simple = []
for ch in chains:
    lft, rgt = side_labels(ch)
    pts = [corner_ll(p) for p in ch]
    if ch[0] == ch[-1] and len(pts) > 4:
        m = len(pts) // 2
        sp = dp(pts[:m + 1], TOL)[:-1] + dp(pts[m:], TOL)
    else:
        sp = dp(pts, TOL)
    simple.append((lft, rgt, sp))

# assemble rings per label
rings = {}
for lbl in range(LAKE + 1):
    segs = []
    for lft, rgt, sp in simple:
        if lft == lbl:
            segs.append(sp)
        elif rgt == lbl:
            segs.append(sp[::-1])
    out = []
    bykey = {}
    for n, s in enumerate(segs):
        bykey.setdefault(key(s[0]), []).append(n)
    left = set(range(len(segs)))
    while left:
        n = min(left)
        left.discard(n)
        ring = list(segs[n])
        guard = 0
        while key(ring[-1]) != key(ring[0]) and guard < 10000:
            guard += 1
            cands = [m for m in bykey.get(key(ring[-1]), []) if m in left]
            if not cands:
                break
            m = cands[0]
            left.discard(m)
            ring += segs[m][1:]
        out.append(ring)
    rings[lbl] = out

def ring_area(r):
    s = 0
    for k in range(len(r) - 1):
        s += (r[k][1] * r[k + 1][0] - r[k + 1][1] * r[k][0])
    return abs(s) / 2

result = {"areas": [], "pairs": [], "ohio": ohio}
for n, a in enumerate(A.AREAS + [("lake-erie",)]):
    rs = sorted(rings.get(n, []), key=ring_area, reverse=True)
    rs = [r for r in rs if ring_area(r) > 0.0005]
    cells = [(i, j) for i in range(NR) for j in range(NC) if lab[i][j] == n]
    edges_touch = set()
    for (i, j) in cells:
        if i == 0: edges_touch.add("S")
        if i == NR - 1: edges_touch.add("N")
        if j == 0: edges_touch.add("W")
        if j == NC - 1: edges_touch.add("E")
    # Ohio bank and order
    bank, order = None, None
    tvals = []
    for (i, j) in cells:
        if (i, j) in near and (i, j) in side:
            d, k, t, c = near[(i, j)]
            if d < 0.03:
                tvals.append((k + t, side[(i, j)]))
    if len(tvals) >= 3:
        order = min(t for t, s in tvals)
        sides = {s for t, s in tvals}
        bank = "both" if len(sides) > 1 else ("north" if sides.pop() < 0 else "south")
    result["areas"].append({"id": a[0], "rings": rs, "cells": len(cells), "edges": sorted(edges_touch),
                            "bank": bank, "order": order})
for (l1, l2), v in pairs.items():
    result["pairs"].append({"a": ids[l1], "b": ids[l2], **v})

# river chains
rivers = {}
for rid, (nm, pts) in A.RIVERS.items():
    seq = []
    for k in range(len(pts) - 1):
        a, b = pts[k], pts[k + 1]
        n = int(max(abs(a[0] - b[0]), abs(a[1] - b[1])) / (D / 2)) + 1
        for s in range(n + 1):
            lat = a[0] + (b[0] - a[0]) * s / n
            lon = a[1] + (b[1] - a[1]) * s / n
            i, j = ll_cell(lat, lon)
            if 0 <= i < NR and 0 <= j < NC and 0 <= lab[i][j] < LAKE:
                l = ids[lab[i][j]]
                if not seq or seq[-1] != l:
                    seq.append(l)
    # drop flickers: keep areas the river stays in for the sequence
    rivers[rid] = seq
result["rivers"] = rivers
result["shore"] = sorted(ids[l] for l in shore)
json.dump(result, open("/tmp/bloodyground-map.json", "w"))
# debug raster for plotting
with open("/tmp/bloodyground-lab.txt", "w") as f:
    for i in range(NR):
        f.write(" ".join(str(lab[i][j]) for j in range(NC)) + "\n")
for a in result["areas"]:
    print(a["id"], a["cells"], [len(r) for r in a["rings"]], a["edges"], a["bank"], file=sys.stderr)
