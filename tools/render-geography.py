#!/usr/bin/env python3
"""Render a geography.xml to PNG for a visual check (needs ImageMagick).

Usage: tools/render-geography.py data/games/GAME/geography.xml OUT.png [WIDTH]

Draws the layers in the map widget's order with the board projection
(x = (lon - lon0) * cos(lat0), y = lat0 - lat): water, land, lake, river,
border, state.  Lines are drawn as they are; polygons with the even-odd rule.
"""
import math
import subprocess
import sys
import xml.etree.ElementTree as ET

STYLE = {
    "land": 'fill="#e8dcb8" stroke="#9c8a5a" stroke-width="0.8"',
    "lake": 'fill="#9cc3e0" stroke="#5a8ab0" stroke-width="0.8"',
    "river": 'fill="none" stroke="#1f5fa8" stroke-width="2"',
    "border": 'fill="none" stroke="#a02020" stroke-width="2" stroke-dasharray="8,4"',
    "state": 'fill="none" stroke="#404040" stroke-width="0.8" stroke-dasharray="4,3"',
}


def main():
    src, out = sys.argv[1], sys.argv[2]
    width = int(sys.argv[3]) if len(sys.argv) > 3 else 1200
    root = ET.parse(src).getroot()
    layers = []
    for layer in root.findall("layer"):
        paths = []
        for p in layer.findall("path"):
            paths.append([tuple(map(float, t.split(","))) for t in p.text.split()])
        layers.append((layer.get("kind"), paths))
    pts = [q for _, ps in layers for p in ps for q in p]
    w, e = min(q[0] for q in pts), max(q[0] for q in pts)
    s, n = min(q[1] for q in pts), max(q[1] for q in pts)
    c = math.cos(math.radians((s + n) / 2))
    scale = width / ((e - w) * c)
    height = int((n - s) * scale) + 1

    def xy(q):
        return "%.1f,%.1f" % ((q[0] - w) * c * scale, (n - q[1]) * scale)

    svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d">' % (width, height),
           '<rect width="%d" height="%d" fill="#9cc3e0"/>' % (width, height)]
    for kind, paths in layers:
        for p in paths:
            tag = "polygon" if kind in ("land", "lake") else "polyline"
            svg.append('<%s fill-rule="evenodd" %s points="%s"/>'
                       % (tag, STYLE[kind], " ".join(xy(q) for q in p)))
    svg.append("</svg>")
    subprocess.run(["convert", "svg:-", out], input="\n".join(svg).encode(), check=True)


if __name__ == "__main__":
    main()
