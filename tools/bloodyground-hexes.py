#!/usr/bin/env python3
"""The three battle boards of A Dark and Bloody Ground, reconstructed.

The text gives the boards' names, terrain types (clear, woods, swamp,
cultivated on the Settled board only), stream and slope hexsides, trails,
elevations and lettered set-up hexes (A, C and D exist on the Wilderness
board), but no layout.  Each board here is 20 x 13 flat-topped hexes: an
8.5" x 11" board with hexes of about 5/8" for the 1/2" counters.
Columns are numbered from 1; odd columns are shifted down half a hex."""

COLS, ROWS = 20, 13
DIRS = range(6)  # 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW (clockwise from the top)

def nb(c, r, d):
    odd = c % 2 == 1
    if d == 0: return (c, r - 1)
    if d == 3: return (c, r + 1)
    if d == 1: return (c + 1, r) if odd else (c + 1, r - 1)
    if d == 2: return (c + 1, r + 1) if odd else (c + 1, r)
    if d == 4: return (c - 1, r + 1) if odd else (c - 1, r)
    if d == 5: return (c - 1, r) if odd else (c - 1, r - 1)

def inside(h):
    return 1 <= h[0] <= COLS and 1 <= h[1] <= ROWS

def neighbours(h):
    return [n for n in (nb(h[0], h[1], d) for d in DIRS) if inside(n)]

def direction(a, b):
    for d in DIRS:
        if nb(a[0], a[1], d) == b:
            return d
    return None

def distance(a, b):
    seen, frontier, n = {a}, [a], 0
    while frontier:
        if b in frontier:
            return n
        nxt = []
        for h in frontier:
            for m in neighbours(h):
                if m not in seen:
                    seen.add(m)
                    nxt.append(m)
        frontier, n = nxt, n + 1
    return None

def rect(c0, c1, r0, r1):
    return {(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)}

def path(points):
    """Hex path through the given waypoints, stepping to the neighbour closest to the next waypoint."""
    out = [points[0]]
    for tgt in points[1:]:
        while out[-1] != tgt:
            out.append(min(neighbours(out[-1]), key=lambda h: distance(h, tgt)))
    return out

def boundary_sides(north_of):
    """Hexsides between hexes with row <= north_of[col] and the others."""
    sides = set()
    for c in range(1, COLS + 1):
        for r in range(1, ROWS + 1):
            if r > north_of[c - 1]:
                continue
            for d in DIRS:
                n = nb(c, r, d)
                if inside(n) and n[1] > north_of[n[0] - 1]:
                    sides.add((c, r, d))
    return sides

def slope_sides(elev):
    sides = set()
    for (c, r), e in elev.items():
        for d in DIRS:
            n = nb(c, r, d)
            if inside(n) and elev.get(n, 0) < e:
                sides.add((c, r, d))
    return sides

def board(bid, name, default, src_note, terrain, elev, labels, trails, entries, streams):
    trail_dirs = {}
    for t in trails:
        for k, h in enumerate(t):
            s = trail_dirs.setdefault(h, set())
            if k > 0:
                s.add(direction(h, t[k - 1]))
            if k + 1 < len(t):
                s.add(direction(h, t[k + 1]))
    for h, d in entries.items():
        trail_dirs.setdefault(h, set())
    hexes = set(terrain) | set(elev) | set(labels) | set(trail_dirs)
    out = ['<hexgrid id="%s" cols="%d" rows="%d" orientation="flat" terrain="%s" source="2.0" note="%s">' % (
        bid, COLS, ROWS, default, src_note)]
    out.append('  <name>%s</name>' % name)
    for (c, r) in sorted(hexes):
        attrs = 'col="%d" row="%d"' % (c, r)
        if (c, r) in terrain and terrain[(c, r)] != default:
            attrs += ' terrain="%s"' % terrain[(c, r)]
        if elev.get((c, r)):
            attrs += ' elevation="%d"' % elev[(c, r)]
        if (c, r) in labels:
            attrs += ' label="%s"' % labels[(c, r)]
        attrs += ' source="reconstructed" note="The text gives no board layout."'
        props = []
        if (c, r) in trail_dirs:
            dirs = sorted(d for d in trail_dirs[(c, r)] if d is not None)
            props.append('<prop name="trail" value="%s"/>' % " ".join(map(str, dirs)))
        if (c, r) in entries:
            props.append('<prop name="edge-entry" value="%s"/>' % entries[(c, r)])
        if props:
            out.append('  <hex %s>%s</hex>' % (attrs, "".join(props)))
        else:
            out.append('  <hex %s/>' % attrs)
    for (c, r, d) in sorted(streams):
        out.append('  <hexside col="%d" row="%d" dir="%d" kind="stream" source="reconstructed" note="The text gives no board layout."/>' % (c, r, d))
    for (c, r, d) in sorted(slope_sides(elev)):
        out.append('  <hexside col="%d" row="%d" dir="%d" kind="slope" source="reconstructed" note="Between the reconstructed elevation levels."/>' % (c, r, d))
    out.append('</hexgrid>')
    return out

def wilderness():
    t = {}
    for h in rect(5, 8, 8, 10) | rect(13, 15, 9, 11) | {(9, 9), (9, 10), (12, 10)}:
        t[h] = "clear"
    for h in rect(1, 20, 13, 13) - rect(17, 20, 13, 13):
        t[h] = "clear"
    for h in rect(15, 18, 2, 4) | rect(2, 4, 2, 3) | {(19, 11), (20, 11), (19, 12), (20, 12), (18, 12)}:
        t[h] = "swamp"
    e = {h: 1 for h in rect(10, 13, 2, 4)}
    labels = {(12, 3): "A", (17, 7): "B", (4, 10): "C", (10, 11): "D"}
    trail = path([(1, 10), (6, 9), (10, 7), (14, 5), (20, 4)])
    stream = boundary_sides([7, 7, 7, 6, 6, 6, 6, 7, 7, 8, 8, 8, 7, 7, 7, 6, 6, 6, 7, 7])
    return board("wilderness", "Wilderness battle board", "woods",
                 "Layout reconstructed: forest with clearings and swamps, a stream, a low rise and one trail.",
                 t, e, labels, [trail], {(1, 10): "west", (20, 4): "east"}, stream)

def rough():
    t = {}
    e = {h: 1 for h in rect(6, 15, 6, 11)}
    for h in rect(8, 13, 7, 9):
        e[h] = 2
    for h in rect(8, 13, 7, 9) | rect(7, 12, 1, 2):
        t[h] = "clear"
    for h in rect(1, 3, 9, 11) | rect(17, 19, 10, 12):
        t[h] = "swamp"
    labels = {(10, 8): "A", (10, 2): "B", (4, 6): "C", (16, 6): "D"}
    trail = path([(10, 13), (10, 1)])
    stream = boundary_sides([3, 3, 3, 3, 4, 4, 4, 3, 3, 3, 3, 4, 4, 4, 4, 3, 3, 3, 3, 3])
    return board("rough", "Rough battle board", "woods",
                 "Layout reconstructed: wooded hills cut by a stream, a cleared rise in the centre and a trail from the south edge.",
                 t, e, labels, [trail], {(10, 13): "south", (10, 1): "north"}, stream)

def settled():
    t = {}
    for h in rect(3, 6, 3, 5) | rect(13, 17, 2, 4) | rect(4, 8, 9, 11) | rect(12, 16, 9, 12):
        t[h] = "cultivated"
    for h in rect(9, 11, 5, 7) | rect(1, 2, 11, 13) | rect(18, 20, 6, 8):
        t[h] = "woods"
    for h in {(19, 12), (20, 12), (19, 13), (20, 13)}:
        t[h] = "swamp"
    e = {h: 1 for h in rect(15, 18, 2, 4)}
    labels = {(5, 7): "A", (15, 6): "B", (8, 12): "C", (17, 11): "D"}
    road = path([(1, 7), (8, 7), (13, 8), (20, 7)])
    lane = path([(10, 1), (12, 8)])
    stream = boundary_sides([2, 2, 3, 3, 4, 5, 5, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 12, 12, 12])
    return board("settled", "Settled battle board", "clear",
                 "Layout reconstructed: open farmland with cultivated fields, woodlots, a stream, a low hill and a road.",
                 t, e, labels, [road, lane], {(1, 7): "west", (20, 7): "east", (10, 1): "north"}, stream)

def xml():
    return wilderness() + rough() + settled()

if __name__ == "__main__":
    print("\n".join(xml()))
