#!/usr/bin/env python3
"""Area outlines for Geronimo's board, from GMT's DCW data.

Writes a JSON cache (tools/geronimo-geo.json is NOT kept in the repo; the
board generator calls this module directly).  Each area gets one or more
rings of "lon,lat" pairs, simplified to roughly 100-300 points.

Usage: python3 tools/geronimo-geo.py  (prints point counts per area)
"""
import math
import subprocess
import sys

WEST, EAST, SOUTH, NORTH = -125.0, -89.0, 25.0, 50.0

# Area id -> DCW codes whose union is the area.
AREAS = {
    "washington": ["US.WA"], "oregon": ["US.OR"], "california": ["US.CA"],
    "nevada": ["US.NV"], "idaho": ["US.ID"], "montana": ["US.MT"],
    "wyoming": ["US.WY"], "utah": ["US.UT"], "colorado": ["US.CO"],
    "arizona": ["US.AZ"], "new-mexico": ["US.NM"], "north-dakota": ["US.ND"],
    "south-dakota": ["US.SD"], "nebraska": ["US.NE"], "kansas": ["US.KS"],
    "indian-territory": ["US.OK"], "texas": ["US.TX"], "minnesota": ["US.MN"],
    # off-map and non-playable areas, clipped to the board's box
    "mexico": ["MX"], "canada": ["CA"],
    "eastern-states": ["US.IA", "US.MO", "US.AR", "US.LA", "US.WI", "US.IL",
                       "US.MS", "US.MI", "US.TN", "US.KY"],
}
CLIP = {"mexico", "canada", "eastern-states"}


def dump(code):
    out = subprocess.run(["gmt", "coast", "-E" + code, "-M"], check=True,
                         capture_output=True, text=True).stdout
    segs, cur = [], None
    for line in out.splitlines():
        if line.startswith(">"):
            cur = []
            segs.append(cur)
            continue
        p = line.split()
        x, y = float(p[0]), float(p[1])
        if x > 180:
            x -= 360
        cur.append((x, y))
    return [s for s in segs if len(s) > 2]


def area(ring):
    a = 0.0
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        a += x1 * y2 - x2 * y1
    return abs(a) / 2


def gmt_io(args, rings):
    data = "".join(">\n" + "".join(f"{x:.5f} {y:.5f}\n" for x, y in r) for r in rings)
    out = subprocess.run(["gmt"] + args, input=data, check=True,
                         capture_output=True, text=True).stdout
    res, cur = [], None
    for line in out.splitlines():
        if line.startswith(">"):
            cur = []
            res.append(cur)
            continue
        p = line.split()
        if cur is None:
            cur = []
            res.append(cur)
        cur.append((float(p[0]), float(p[1])))
    return [r for r in res if len(r) > 2]


def clip(rings):
    near = [r for r in rings if any(WEST - 1 < x < EAST + 1 and SOUTH - 1 < y < NORTH + 1 for x, y in r)]
    return gmt_io(["spatial", "-C", f"-R{WEST}/{EAST}/{SOUTH}/{NORTH}"], near)


def simplify(rings, tol_km):
    return gmt_io(["simplify", f"-T{tol_km}k"], rings)


def outline(area_id, lo=100, hi=300):
    rings = []
    for code in AREAS[area_id]:
        rings += dump(code)
    if area_id in CLIP:
        rings = clip(rings)
    # drop small islands and lakes: keep rings above 2% of the largest,
    # and at least 0.05 square degrees
    big = max(area(r) for r in rings)
    rings = [r for r in rings if area(r) >= max(0.02 * big, 0.05)]
    raw = sum(len(r) for r in rings)
    best = None
    for tol in [8, 5, 3, 2, 1.5, 1, 0.7, 0.5, 0.3, 0.2, 0.1, 0.05]:
        s = simplify(rings, tol)
        n = sum(len(r) for r in s)
        if n >= lo:
            if n > hi and best is not None:
                pass  # the coarser one (below lo) is kept only if nothing fits
            best = s
            break
        best = s
    n = sum(len(r) for r in best)
    if n < lo and raw >= lo:
        # straight-edged areas: keep the raw DCW points thinned to ~lo..hi
        stride = max(1, -(-raw // ((lo + hi) // 2)))
        best = []
        for r in rings:
            t = r[::stride]
            if len(t) > 2:
                best.append(t)
    # close and round
    res = []
    for r in best:
        r = [(round(x, 3), round(y, 3)) for x, y in r]
        if r[0] != r[-1]:
            r.append(r[0])
        dedup = [r[0]]
        for p in r[1:]:
            if p != dedup[-1]:
                dedup.append(p)
        res.append(dedup)
    return res


def point_in(rings, lon, lat):
    inside = False
    for r in rings:
        for (x1, y1), (x2, y2) in zip(r, r[1:]):
            if (y1 > lat) != (y2 > lat) and lon < x1 + (lat - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
    return inside


if __name__ == "__main__":
    for a in AREAS:
        o = outline(a)
        print(a, len(o), sum(len(r) for r in o), file=sys.stderr)
