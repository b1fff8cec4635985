#!/usr/bin/env python3
"""Generate the game data of Mr. Madison's War (game id "madison").

Writes data/games/madison/{game,board,counters,tables}.xml and
data/games/madison/scenarios/*.xml.  Run from the repository root:

    python3 tools/madison-gen.py

Every fact carries its provenance: a rule number of the rule book when the
rule book gives it, otherwise source="reconstructed" with a note.  See
docs/data/madison.md for the reconstruction choices.
"""
import math
import sys
from xml.sax.saxutils import escape, quoteattr

GAME = "madison"
OUT = "data/games/madison"
R = "reconstructed"

# ---------------------------------------------------------------- helpers


def A(**kw):
    """Attributes in the order given; None is skipped; trailing _ dropped;
    double underscore becomes a hyphen."""
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("__", "-")
        if isinstance(v, bool):
            v = "true" if v else "false"
        out.append("%s=%s" % (k, quoteattr(str(v))))
    return (" " + " ".join(out)) if out else ""


def P(name, value, source=None, note=None):
    if note and not source:
        source = R
    return "<prop%s/>" % A(name=name, value=value, source=source, note=note)


def T(tag, text, **kw):
    return "<%s%s>%s</%s>" % (tag, A(**kw), escape(text), tag)


def write(path, lines):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


# ---------------------------------------------------------------- projection
# Fixed by the project: the background geography is extracted for this box.
WEST, EAST, SOUTH, NORTH = -85.5, -72.0, 40.2, 47.0
LAT0, LON0 = 43.6, -78.7
SCALE = 460.0   # board units per degree of latitude: about 4500 x 3130 units
COS0 = math.cos(math.radians(LAT0))


def project(lat, lon):
    return ((lon - LON0) * COS0 * SCALE, (LAT0 - lat) * SCALE)


# ---------------------------------------------------------------- the map
# Space names a translator renders (an established form in other languages,
# the "Ft." abbreviation, a descriptive part); every other space name is a
# proper name and keeps translate="no" (po-data/GLOSSARY-fr.md, "Noms de lieux").
TRANSLATED_NAMES = {
    "Detroit", "Erie", "Ft. Erie", "Ft. Findlay", "Ft. George", "Ft. MacArthur",
    "Ft. Mackinac", "Ft. Malden", "Ft. Niagara", "Ft. St. Joseph", "Grand River",
    "Isle aux Noix", "Maumee Rapids", "Montreal", "Quebec",
}

# Spaces: id, name, lat, lon, territory (us/gb), terrain, WQ/VP value.
# Territory, terrain and WQ/VP are printed on the map, which we do not have:
# they are reconstructed unless a rule states them (then the rule is cited in
# VAL_SRC / TERR_SRC below).
SPACES = [
    # --- Lower Canada
    ("quebec", "Quebec", 46.81, -71.21, "gb", "clear", 6),
    ("trois-rivieres", "Trois-Rivières", 46.34, -72.54, "gb", "clear", 2),
    ("sorel", "Sorel", 46.04, -73.11, "gb", "clear", 1),
    ("montreal", "Montreal", 45.50, -73.57, "gb", "clear", 5),
    ("st-jean", "St-Jean", 45.31, -73.26, "gb", "clear", 1),
    ("isle-aux-noix", "Isle aux Noix", 45.12, -73.27, "gb", "forest", 1),
    ("beauharnois", "Beauharnois", 45.32, -73.87, "gb", "clear", 1),
    ("johnsons", "Johnson's", 45.12, -73.99, "gb", "forest", 1),
    ("coteau-du-lac", "Coteau-du-Lac", 45.30, -74.18, "gb", "clear", 1),
    # --- Upper Canada, St. Lawrence and Lake Ontario
    ("cornwall", "Cornwall", 45.02, -74.73, "gb", "clear", 1),
    ("williamsburg", "Williamsburg", 44.90, -75.17, "gb", "clear", 1),
    ("prescott", "Prescott", 44.71, -75.52, "gb", "clear", 2),
    ("gananoque", "Gananoque", 44.33, -76.16, "gb", "forest", 1),
    ("kingston", "Kingston", 44.23, -76.48, "gb", "clear", 4),
    ("smiths-creek", "Smiths Creek", 43.95, -78.29, "gb", "forest", 0),
    ("york", "York", 43.65, -79.38, "gb", "clear", 3),
    ("holland-landing", "Holland Landing", 44.09, -79.49, "gb", "forest", 0),
    ("nottawasaga", "Nottawasaga", 44.52, -80.02, "gb", "forest", 0),
    ("burlington", "Burlington", 43.29, -79.84, "gb", "clear", 2),
    ("forty-mile-creek", "Forty Mile Creek", 43.19, -79.56, "gb", "clear", 1),
    ("ft-george", "Ft. George", 43.25, -79.07, "gb", "clear", 2),
    ("queenston", "Queenston", 43.16, -79.05, "gb", "clear", 1),
    ("chippawa", "Chippawa", 43.06, -79.05, "gb", "clear", 1),
    ("ft-erie", "Ft. Erie", 42.90, -78.92, "gb", "clear", 1),
    ("grand-river", "Grand River", 43.14, -80.26, "gb", "forest", 1),
    ("port-dover", "Port Dover", 42.79, -80.20, "gb", "forest", 1),
    ("oxford", "Oxford", 43.13, -80.75, "gb", "forest", 1),
    ("london", "London", 42.98, -81.25, "gb", "clear", 3),
    ("port-talbot", "Port Talbot", 42.65, -81.36, "gb", "forest", 1),
    ("thamesville", "Thamesville", 42.55, -81.98, "gb", "forest", 1),
    ("sandwich", "Sandwich", 42.30, -83.06, "gb", "clear", 1),
    ("ft-malden", "Ft. Malden", 42.10, -83.11, "gb", "clear", 2),
    ("ft-st-joseph", "Ft. St. Joseph", 46.06, -83.95, "gb", "forest", 1),
    # --- Michigan Territory and Ohio
    ("ft-mackinac", "Ft. Mackinac", 45.85, -84.62, "us", "forest", 1),
    ("detroit", "Detroit", 42.33, -83.05, "us", "clear", 3),
    ("frenchtown", "Frenchtown", 41.92, -83.40, "us", "clear", 1),
    ("maumee-rapids", "Maumee Rapids", 41.55, -83.63, "us", "forest", 1),
    ("ft-findlay", "Ft. Findlay", 41.04, -83.65, "us", "forest", 1),
    ("ft-macarthur", "Ft. MacArthur", 40.65, -83.61, "us", "forest", 2),
    ("upper-sandusky", "Upper Sandusky", 40.83, -83.28, "us", "forest", 1),
    ("lower-sandusky", "Lower Sandusky", 41.35, -83.12, "us", "forest", 1),
    ("mansfield", "Mansfield", 40.76, -82.52, "us", "clear", 2),
    ("wooster", "Wooster", 40.80, -81.94, "us", "clear", 1),
    ("canton", "Canton", 40.80, -81.38, "us", "clear", 1),
    ("cleveland", "Cleveland", 41.50, -81.69, "us", "clear", 1),
    ("ashtabula", "Ashtabula", 41.87, -80.79, "us", "forest", 1),
    # --- Pennsylvania
    ("erie", "Erie", 42.13, -80.09, "us", "clear", 2),
    ("meadville", "Meadville", 41.64, -80.15, "us", "forest", 1),
    ("franklin", "Franklin", 41.40, -79.83, "us", "forest", 1),
    ("pittsburgh", "Pittsburgh", 40.44, -80.00, "us", "clear", 4),
    # --- New York and Vermont
    ("dunkirk", "Dunkirk", 42.48, -79.33, "us", "forest", 1),
    ("buffalo", "Buffalo", 42.89, -78.88, "us", "clear", 3),
    ("lewiston", "Lewiston", 43.17, -79.04, "us", "clear", 1),
    ("ft-niagara", "Ft. Niagara", 43.26, -79.06, "us", "clear", 2),
    ("batavia", "Batavia", 43.00, -78.19, "us", "clear", 1),
    ("genesee", "Genesee", 43.25, -77.61, "us", "forest", 1),
    ("canandaigua", "Canandaigua", 42.89, -77.28, "us", "clear", 2),
    ("sodus", "Sodus", 43.24, -77.06, "us", "forest", 1),
    ("salina", "Salina", 43.05, -76.15, "us", "clear", 1),
    ("oswego", "Oswego", 43.46, -76.51, "us", "clear", 2),
    ("rome", "Rome", 43.21, -75.46, "us", "clear", 2),
    ("albany", "Albany", 42.65, -73.76, "us", "clear", 5),
    ("sackets-harbour", "Sackets Harbour", 43.95, -76.12, "us", "clear", 2),
    ("ogdensburg", "Ogdensburg", 44.69, -75.49, "us", "clear", 2),
    ("french-mills", "French Mills", 44.99, -74.49, "us", "forest", 1),
    ("four-corners", "Four Corners", 44.93, -74.08, "us", "forest", 1),
    ("plattsburg", "Plattsburg", 44.70, -73.45, "us", "clear", 2),
    ("burlington-vt", "Burlington VT", 44.48, -73.21, "us", "clear", 2),
    ("whitehall", "Whitehall", 43.55, -73.40, "us", "forest", 1),
]

# Facts about single spaces that the rule book states.
VAL_SRC = {"london": "16.23", "cleveland": "16.22", "smiths-creek": "11.51"}
NAME_NOTES = {
    "ft-mackinac": "The rule book spells it both Ft. Mackinac and Fort Mackinaw (3.12, 3.61).",
    "johnsons": "Named in 3.63 as the southern limit of the LC Militia, two spaces from Montreal; placed in the Chateauguay valley (Allan's Corners), where the 1813 fighting south of Montreal took place.",
    "smiths-creek": "Smiths Creek is today's Port Hope; 11.51 calls it a lakeside zero space, 16.26 counts three zero spaces in Upper Canada.",
    "ft-macarthur": "Ft. McArthur on Hull's road north (Kenton, Ohio).",
    "four-corners": "Chateaugay Four Corners NY, Hampton's base in 1813.",
    "maumee-rapids": "Site of Ft. Meigs (built 1813, an Event card fort here).",
    "lower-sandusky": "Site of Ft. Stephenson (Fremont, Ohio).",
    "salina": "Salina/Onondaga (Syracuse).",
    "genesee": "Mouth of the Genesee (Charlotte, Rochester).",
    "grand-river": "The Grand River settlements of the Six Nations (Brantford).",
    "oxford": "Oxford on the Thames, on Dundas Street (Woodstock).",
    "nottawasaga": "Nottawasaga River mouth (Schooner Town), the British route to Lake Huron named in the 4.34 design note.",
    "holland-landing": "Holland Landing on Yonge Street, the portage from York to Lake Simcoe.",
}

# Territory that a rule states (2.18 colours are on the map; these rules name sides).
TERR_SRC = {"quebec": "2.16", "ft-macarthur": "2.16", "mansfield": "2.16",
            "pittsburgh": "2.16", "albany": "2.16", "ft-mackinac": "3.12",
            "kingston": "15.34", "york": "15.34", "ft-malden": "15.34",
            "port-dover": "15.34", "oswego": "15.34", "buffalo": "15.34",
            "erie": "15.34", "montreal": "3.63", "cornwall": "3.63",
            "johnsons": "3.63", "smiths-creek": "11.51", "london": "16.23",
            "cleveland": "16.22", "ft-niagara": "11.36", "sackets-harbour": "2.73"}

LAKES = {
    "lake-ontario": ("Lake Ontario", 43.65, -77.75),
    "lake-erie": ("Lake Erie", 42.20, -81.20),
    "lake-huron": ("Lake Huron", 44.80, -82.40),
    "lake-champlain": ("Lake Champlain", 44.55, -73.33),
}
TRANSIT = ("lake-transit", "Lake Transit Box", 42.45, -82.70)

# Lakeside towns and their lake.  (rule) where a rule says the town is
# lakeside on that lake, else reconstructed.
LAKESIDE = {
    "lake-ontario": [("ft-niagara", "11.36"), ("ft-george", R), ("forty-mile-creek", R),
                     ("burlington", R), ("york", "15.34"), ("smiths-creek", "11.51"),
                     ("kingston", "15.34"), ("gananoque", R), ("prescott", R),
                     ("ogdensburg", "2.3"), ("sackets-harbour", "8.5"),
                     ("oswego", "2.13"), ("sodus", R), ("genesee", R)],
    "lake-erie": [("buffalo", "15.34"), ("ft-erie", R), ("erie", "15.34"),
                  ("cleveland", R), ("lower-sandusky", R), ("frenchtown", R),
                  ("detroit", R), ("sandwich", R), ("ft-malden", "15.34"),
                  ("port-talbot", R), ("port-dover", "15.34")],
    "lake-huron": [("ft-mackinac", "4.34"), ("ft-st-joseph", "4.34"), ("nottawasaga", R)],
    "lake-champlain": [("st-jean", "2.3"), ("isle-aux-noix", "2.3"),
                       ("plattsburg", R), ("burlington-vt", R), ("whitehall", R)],
}

# Naval bases: space, side, lake, role, first year, source, note.
NAVAL_BASES = [
    ("kingston", "gb", "lake-ontario", "primary", 1812, "15.34",
     "Main British base on Lake Ontario (15.13, 15.34)."),
    ("york", "gb", "lake-ontario", "backup", 1812, "15.34",
     "Back-up base (15.34); repairs alongside Kingston and builds only the corvette Brock (15.13 note)."),
    ("sackets-harbour", "us", "lake-ontario", "primary", 1812, R,
     "The rule book never names the US primary Ontario base; Sackets Harbour is Chauncey's base in 8.5 and Oswego is named as the back-up (15.34)."),
    ("oswego", "us", "lake-ontario", "backup", 1812, "15.34", None),
    ("ft-malden", "gb", "lake-erie", "primary", 1812, "15.34", None),
    ("port-dover", "gb", "lake-erie", "backup", 1812, "15.34", None),
    ("buffalo", "us", "lake-erie", "primary", 1812, "15.34",
     "Main US Erie base in 1812 (15.34)."),
    ("erie", "us", "lake-erie", "primary", 1813, "15.34",
     "Becomes a second main US base automatically in 1813 (15.34)."),
    ("nottawasaga", "gb", "lake-huron", "primary", 1814, R,
     "No Huron base is named; the British built their 1814-15 Huron vessels at the Nottawasaga, the route named in the 4.34 design note."),
    ("isle-aux-noix", "gb", "lake-champlain", "primary", 1812, R,
     "Historical British Champlain yard; the 1813 set-up puts Finch and Chubb here."),
    ("st-jean", "gb", "lake-champlain", "backup", 1812, R, "Historical; reconstructed."),
    ("burlington-vt", "us", "lake-champlain", "primary", 1812, R,
     "Macdonough's 1812-13 base; the 1814 fleet was built nearby at Vergennes."),
    ("whitehall", "us", "lake-champlain", "backup", 1812, R, "Historical; reconstructed."),
]

# Forts: space, value, class, from turn, source, note.
FORTS = [
    ("quebec", 3, "A", 1, R, "The fortress city (17.31); value and class reconstructed."),
    ("isle-aux-noix", 2, "B", 1, R, "Value and class reconstructed."),
    ("st-jean", 1, "C", 1, R, "Value and class reconstructed."),
    ("prescott", 1, "C", 1, R, "Ft. Wellington."),
    ("kingston", 2, "B", 2, "2.73", "Exists only from the second half of 1812 (two green dots, 2.73); value and class reconstructed."),
    ("ft-george", 2, "B", 1, R, "Value and class reconstructed."),
    ("ft-erie", 1, "C", 1, R, "Value and class reconstructed."),
    ("ft-malden", 2, "B", 1, R, "Value and class reconstructed."),
    ("ft-st-joseph", 1, "C", 1, R, "A fort by name (10.72); value and class reconstructed."),
    ("ft-mackinac", 2, "B", 1, R, "A fort by name (10.72); value and class reconstructed."),
    ("detroit", 2, "B", 1, R, "Value and class reconstructed."),
    ("ft-niagara", 2, "B", 1, R, "Value and class reconstructed."),
    ("sackets-harbour", 2, "B", 2, "2.73", "Exists only from the second half of 1812 (2.73); value and class reconstructed."),
    ("oswego", 1, "C", 1, R, "Ft. Ontario."),
    ("ft-macarthur", 1, "C", 1, R, "A stockade on Hull's road."),
]

# Reinforcement spaces and supply sources (2.16, 13.2).
REINF = {"quebec": "gb", "ft-macarthur": "us", "mansfield": "us",
         "pittsburgh": "us", "albany": "us"}

# Explicit board positions where history puts spaces too close to read.
OVERRIDE = {
    "quebec": (2180, -1480),
    "ft-george": (-200, 130), "ft-niagara": (-60, 130),
    "queenston": (-200, 230), "lewiston": (-60, 230),
    "chippawa": (-200, 330),
    "ft-erie": (-200, 430), "buffalo": (-60, 430),
    "prescott": (-1130, -540), "ogdensburg": (-1020, -470),
    "sandwich": (-1520, 630), "detroit": (-1440, 560), "ft-malden": (-1600, 700),
    "frenchtown": (-1530, 810), "dunkirk": (-240, 540), "french-mills": (1400, -600),
    "isle-aux-noix": (1800, -690),
    "lake-champlain": (1950, -420),
}

# Connections: from, to, kind, source, note.  Path types are printed on the
# map; all are reconstructed along the roads, trails and crossings of the era.
ROAD, TRAIL, MIR = "road", "trail", "mir"
LINKS = [
    # Lower Canada
    ("quebec", "trois-rivieres", ROAD, "Chemin du Roy."),
    ("trois-rivieres", "montreal", ROAD, "Chemin du Roy."),
    ("trois-rivieres", "sorel", TRAIL, "Across Lac St-Pierre."),
    ("sorel", "st-jean", ROAD, "Richelieu valley."),
    ("sorel", "montreal", MIR, "Onto Montreal island from the south shore."),
    ("st-jean", "montreal", MIR, "La Prairie road and the St. Lawrence crossing (10.41 needs a Major Invasion Route into Montreal)."),
    ("beauharnois", "montreal", MIR, "Across Lac St-Louis."),
    ("montreal", "coteau-du-lac", ROAD, "North-shore road west; with coteau-du-lac to cornwall, Cornwall is two spaces from Montreal (3.63)."),
    ("coteau-du-lac", "cornwall", ROAD, None),
    ("beauharnois", "johnsons", TRAIL, "Chateauguay valley; Johnson's is two spaces from Montreal (3.63)."),
    ("johnsons", "four-corners", TRAIL, "Hampton's 1813 route."),
    ("st-jean", "isle-aux-noix", ROAD, None),
    ("isle-aux-noix", "plattsburg", TRAIL, "Odelltown-Champlain road."),
    # St. Lawrence and Lake Ontario
    ("cornwall", "williamsburg", ROAD, None),
    ("cornwall", "french-mills", MIR, "St. Lawrence crossing."),
    ("williamsburg", "prescott", ROAD, None),
    ("prescott", "ogdensburg", MIR, "St. Lawrence crossing."),
    ("prescott", "gananoque", ROAD, "Gananoque links back east without Kingston (10.73 example)."),
    ("gananoque", "kingston", ROAD, "Adjacent in the 10.73 example."),
    ("kingston", "smiths-creek", TRAIL, "The 10.73 example moves a unit from Smiths Creek straight into Kingston; the Kingston road of 1812 was a poor track."),
    ("smiths-creek", "york", TRAIL, None),
    ("york", "holland-landing", ROAD, "Yonge Street."),
    ("holland-landing", "nottawasaga", TRAIL, "Lake Simcoe and the Nine Mile Portage."),
    ("york", "burlington", ROAD, "A landing at York cuts Burlington's supply (13.37): York is the only land link."),
    ("burlington", "forty-mile-creek", ROAD, None),
    ("forty-mile-creek", "ft-george", ROAD, None),
    ("ft-george", "queenston", ROAD, None),
    ("queenston", "chippawa", ROAD, "Portage road."),
    ("chippawa", "ft-erie", ROAD, None),
    ("burlington", "grand-river", ROAD, "Dundas Street."),
    ("grand-river", "oxford", ROAD, "Dundas Street."),
    ("oxford", "london", ROAD, "Dundas Street; Oxford is a neighbour of London (16.23 example 3)."),
    ("grand-river", "port-dover", TRAIL, None),
    ("port-dover", "port-talbot", TRAIL, "Talbot Road."),
    ("port-talbot", "london", TRAIL, "Neighbour of London (16.23 example 3)."),
    ("london", "thamesville", ROAD, "Longwoods road; London is the land chokepoint to the west (13.33)."),
    ("thamesville", "sandwich", TRAIL, None),
    ("sandwich", "ft-malden", ROAD, None),
    # Border crossings
    ("ft-george", "ft-niagara", MIR, "Niagara River mouth."),
    ("queenston", "lewiston", MIR, "Niagara River."),
    ("ft-erie", "buffalo", MIR, "Niagara River at Black Rock."),
    ("sandwich", "detroit", MIR, "Detroit River."),
    # New York, Pennsylvania, Ohio, Michigan
    ("ft-niagara", "lewiston", ROAD, None),
    ("lewiston", "buffalo", ROAD, None),
    ("lewiston", "genesee", TRAIL, "Ridge Road."),
    ("buffalo", "batavia", ROAD, None),
    ("buffalo", "dunkirk", TRAIL, None),
    ("dunkirk", "erie", TRAIL, None),
    ("erie", "meadville", ROAD, "Waterford pike (French Creek)."),
    ("meadville", "franklin", ROAD, None),
    ("franklin", "pittsburgh", ROAD, "Allegheny valley."),
    ("erie", "ashtabula", TRAIL, None),
    ("ashtabula", "cleveland", TRAIL, None),
    ("cleveland", "wooster", TRAIL, None),
    ("cleveland", "lower-sandusky", TRAIL, "Lake shore through the Firelands."),
    ("wooster", "mansfield", ROAD, None),
    ("wooster", "canton", ROAD, None),
    ("canton", "pittsburgh", ROAD, None),
    ("mansfield", "upper-sandusky", TRAIL, None),
    ("upper-sandusky", "ft-macarthur", TRAIL, None),
    ("upper-sandusky", "lower-sandusky", TRAIL, "Sandusky valley, Harrison's 1813 supply line."),
    ("ft-macarthur", "ft-findlay", TRAIL, "Hull's Trace."),
    ("ft-findlay", "maumee-rapids", TRAIL, "Hull's Trace."),
    ("lower-sandusky", "maumee-rapids", TRAIL, None),
    ("maumee-rapids", "frenchtown", ROAD, None),
    ("frenchtown", "detroit", ROAD, None),
    ("batavia", "canandaigua", ROAD, None),
    ("canandaigua", "genesee", TRAIL, None),
    ("canandaigua", "sodus", TRAIL, None),
    ("canandaigua", "salina", ROAD, "Genesee Road."),
    ("salina", "oswego", ROAD, "Oswego River."),
    ("salina", "rome", ROAD, None),
    ("rome", "albany", ROAD, "Mohawk valley."),
    ("rome", "sackets-harbour", TRAIL, "Black River road."),
    ("oswego", "sackets-harbour", TRAIL, None),
    ("sackets-harbour", "ogdensburg", TRAIL, "With ogdensburg to french-mills, French Mills is within one activation of Sackets Harbour (8.3 example)."),
    ("ogdensburg", "french-mills", TRAIL, None),
    ("french-mills", "four-corners", TRAIL, None),
    ("four-corners", "plattsburg", TRAIL, None),
    ("plattsburg", "whitehall", TRAIL, "West shore of Lake Champlain."),
    ("whitehall", "albany", ROAD, "Hudson valley."),
    ("burlington-vt", "whitehall", TRAIL, "Through Vermont."),
]


# ---------------------------------------------------------------- turns
TURNS = [
    # n, label, year, season, deal, first player rule
    (1, "Spring-Summer 1812", 1812, "spring-summer", "prewar", "non-dow-drawer"),
    (2, "Summer-Autumn 1812", 1812, "summer-autumn", "7", "us"),
    (3, "Winter 1812-1813", 1812, "winter", "0", "us"),
    (4, "Spring-Summer 1813", 1813, "spring-summer", "8", "die-roll"),
    (5, "Summer-Autumn 1813", 1813, "summer-autumn", "8", "die-roll"),
    (6, "Winter 1813-1814", 1813, "winter", "0", "die-roll"),
    (7, "Spring-Summer 1814", 1814, "spring-summer", "9", "gb"),
    (8, "Summer-Autumn 1814", 1814, "summer-autumn", "9", "gb"),
    (9, "Winter 1814-1815", 1814, "winter", "0", "gb"),
]

SPACE_BY_ID = {s[0]: s for s in SPACES}


def positions():
    pos = {}
    for s in SPACES:
        pos[s[0]] = OVERRIDE.get(s[0], project(s[2], s[3]))
    for lid, (nm, la, lo) in LAKES.items():
        pos[lid] = OVERRIDE.get(lid, project(la, lo))
    pos[TRANSIT[0]] = OVERRIDE.get(TRANSIT[0], project(TRANSIT[2], TRANSIT[3]))
    return pos


def check_map():
    pos = positions()
    ids = list(pos)
    bad = []
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            d = math.dist(pos[a], pos[b])
            if d < 90:
                bad.append((round(d), a, b))
    ax0, ay0 = project(NORTH, WEST)
    ax1, ay1 = project(SOUTH, EAST)
    for k, (x, y) in pos.items():
        if not (ax0 <= x <= ax1 and ay0 <= y <= ay1):
            bad.append(("outside", k, (round(x), round(y))))
    # land connectivity (road/trail/mir), ignoring the two Huron forts
    adj = {}
    for a, b, k, n in LINKS:
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)
    seen, todo = set(), ["quebec"]
    while todo:
        c = todo.pop()
        if c in seen:
            continue
        seen.add(c)
        todo.extend(adj.get(c, ()))
    missing = [s[0] for s in SPACES if s[0] not in seen]
    pairs = set()
    for a, b, k, n in LINKS:
        key = frozenset((a, b))
        if key in pairs or a == b:
            bad.append(("dup", a, b))
        pairs.add(key)
        for e in (a, b):
            if e not in SPACE_BY_ID:
                bad.append(("unknown", e))
    return bad, missing


def bfs_dist(start):
    adj = {}
    for a, b, k, n in LINKS:
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)
    dist, todo = {start: 0}, [start]
    while todo:
        c = todo.pop(0)
        for n in adj.get(c, ()):
            if n not in dist:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


if __name__ == "__main__" and "--check-map" in sys.argv:
    bad, missing = check_map()
    for b in bad:
        print(b)
    print("not land-connected to Quebec:", missing)
    d = bfs_dist("montreal")
    print("montreal->cornwall", d["cornwall"], "->johnsons", d["johnsons"])
    sys.exit(0)


# ---------------------------------------------------------------- game.xml
def gen_game():
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Mr. Madison\'s War: generated by tools/madison-gen.py; see docs/data/madison.md. -->',
         '<game%s>' % A(id=GAME, format="1", source="1.0",
                        note="Two-player card-driven game of the War of 1812 on the northern frontier (GMT Games; designer Gilbert Collins). Everything not stated by the rule book is marked reconstructed."),
         '  ' + T("title", "Mr. Madison's War", translate="no"),
         '  ' + T("subtitle", "That Incredible War of 1812"),
         '  ' + T("description", "The War of 1812 on the Canadian frontier, from Lake Champlain to Michigan, 1812-1814. "
                  "The United States tries to conquer Upper and Lower Canada; Great Britain, with its Canadian militia and "
                  "Indian allies, tries to hold them. Strategy cards drive movement, ship building and events; "
                  "victory points come from enemy towns held, lakes controlled and historical events."),
         '  ' + T("credits", "Design and research: Gilbert Collins. Development: Dave Stiffler. Published by GMT Games. "
                  "Blockhouse data reconstructed from the rule book; the map, counters, cards and combat tables are not in the rule book."),
         '  <default-scenario ref="entire-war"/>',
         '  <sides>',
         '    <side%s>%s%s</side>' % (A(id="us", colour="#2f5da8", source="1.0"), T("name", "United States"), T("short-name", "US")),
         '    <side%s>%s%s</side>' % (A(id="gb", colour="#b03a2e", source="1.0"), T("name", "Great Britain"), T("short-name", "British")),
         '  </sides>',
         '  <nations>',
         '    <nation%s>%s</nation>' % (A(id="american", side="us", colour="#2f5da8", abbrev="US", source="1.0"), T("name", "American forces")),
         '    <nation%s>%s</nation>' % (A(id="british", side="gb", colour="#b03a2e", abbrev="Br", source="1.0", note="British regulars, fencibles and Canadian militia: the rules treat them alike except for named special units."), T("name", "British and Canadian forces")),
         '    <nation%s>%s%s%s%s%s</nation>' % (
             A(id="indians", side="gb", colour="#8a5a2b", abbrev="Ind", source="3.7",
               note="The rules give Indian units their own restrictions (3.7), so they are a nation of their own on the British side."),
             T("name", "Indian allies"),
             P("no-fort-alone", "true", "2.76"), P("no-naval-transport", "true", "11.33"),
             P("no-restore", "true", "8.31"), P("control-max-vp", "1", "4.15")),
         '  </nations>',
         '  <terrains>',
         '    <terrain%s>%s</terrain>' % (A(id="clear", colour="#e6d6a8", source="2.12"), T("name", "Clear")),
         '    <terrain%s>%s</terrain>' % (A(id="forest", colour="#8fb07a", source="2.11"), T("name", "Forest")),
         '    <terrain%s>%s</terrain>' % (A(id="water", colour="#9cc3e0", source="2.4"), T("name", "Water")),
         '  </terrains>',
         '  <space-kinds>',
         '    <space-kind%s>%s</space-kind>' % (A(id="town", shape="square", source="2.1"), T("name", "Town")),
         '    <space-kind%s>%s</space-kind>' % (A(id="lake-box", shape="square", water=True, source="2.4"), T("name", "Lake Control Box")),
         '    <space-kind%s>%s</space-kind>' % (A(id="transit-box", shape="square", water=True, source="2.5"), T("name", "Lake Transit Box")),
         '  </space-kinds>',
         '  <connection-kinds>',
         '    <connection-kind%s>%s</connection-kind>' % (A(id="road", style="solid", colour="#222222", cost="1", source="2.21"), T("name", "Major road")),
         '    <connection-kind%s>%s</connection-kind>' % (A(id="trail", style="dashed", colour="#6b4a2b", cost="2", source="2.22"), T("name", "Trail")),
         '    <connection-kind%s>%s</connection-kind>' % (A(id="mir", style="double", colour="#7fb8e0", cost="3", source="2.23", note="Major Invasion Route: -1 DRM to an attack across it in the first round."), T("name", "Major invasion route")),
         '    <connection-kind%s>%s</connection-kind>' % (A(id="lake", style="dotted", colour="#3a78b5", cost="1", source="11.15", note="Ships only: lakeside town to its Lake Control Box. Town to town on the same lake also costs 1 MP (11.15); the rules read the lake from the town's lakeside feature."), T("name", "Lake route")),
         '    <connection-kind%s>%s</connection-kind>' % (A(id="transit", style="dotted", colour="#1f4f80", cost="2", source="2.5"), T("name", "Lake transit")),
         '    <connection-kind%s>%s</connection-kind>' % (A(id="nwc-route", style="dotted", colour="#8a5a2b", cost="1", source="3.61", note="Used only by the Northwest Company/Indian unit; the cost is reconstructed."), T("name", "Northwest Company canoe route")),
         '  </connection-kinds>',
         '  <feature-kinds>',
         '    <feature-kind%s>%s</feature-kind>' % (A(id="lakeside", symbol="none", source="2.13", note="Water symbol: ships can reach the town and it can be the target of an amphibious attack."), T("name", "Lakeside town")),
         '    <feature-kind%s>%s</feature-kind>' % (A(id="naval-base", symbol="base", source="2.15"), T("name", "Naval base")),
         '    <feature-kind%s>%s</feature-kind>' % (A(id="fort", symbol="fort", source="2.7"), T("name", "Fort")),
         '    <feature-kind%s>%s</feature-kind>' % (A(id="reinforcement", symbol="flag", source="2.16"), T("name", "Reinforcement space and supply source")),
         '    <feature-kind%s>%s</feature-kind>' % (A(id="city", symbol="city", source="2.14"), T("name", "City")),
         '  </feature-kinds>',
         '  <dice>',
         '    <die%s>%s</die>' % (A(id="d6-white", faces="6", source="Component List"), T("name", "First die")),
         '    <die%s>%s</die>' % (A(id="d6-red", faces="6", source="Component List"), T("name", "Second die")),
         '  </dice>',
         ]
    phases = [
        ("prewar", "6.0", "Pre-war sequence", [("turns", "1"), ("scenario-prop", "prewar")]),
        ("reinforcement", "7.1", "Reinforcement phase", [("turns", "non-winter"), ("skip-on-turn", "1")]),
        ("deck-preparation", "7.2", "Deck preparation", [("turns", "non-winter")]),
        ("action", "7.3", "Strategy card action phase", [("turns", "non-winter"), ("segment", "free-naval-withdrawal-1")]),
        ("fleet-return", "7.4", "Mutual fleet return phase", [("turns", "non-winter")]),
        ("vp-check", "7.5", "Victory point check", [("turns", "non-winter")]),
        ("winter-action", "16.1", "Winter action phase (held winter events only)", [("turns", "winter")]),
        ("winter-attrition", "16.2", "Winter attrition", [("turns", "winter")]),
        ("naval-repair", "15.21", "Free naval repair", [("turns", "winter")]),
        ("remove-depots", "13.53", "Remove supply depots", [("turns", "winter")]),
        ("year-end", "7.24", "Year end: discard the year's cards, yearly VP check", [("turns", "winter")]),
        ("turn-record", "7.6", "Turn record", [("turns", "all")]),
    ]
    L.append('  <sequence%s>' % A(source="7.0", note="Winter turns use the short sequence of 16.1; year-end steps after it (4.18, 5.2, 7.24)."))
    for pid, rule, nm, props in phases:
        L.append('    <phase%s>%s%s</phase>' % (A(id=pid, rule=rule, source=rule), T("name", nm),
                                               "".join(P(k, v) for k, v in props)))
    L.append('  </sequence>')
    gp = [
        ("vp-is-wq", "true", "2.17", "A space's printed number is both its winter quartering value and its VP value (prop vp on each space)."),
        ("vp-track-sign", "positive-us", R, "The single two-sided VP marker is stored as one signed value: positive = US ahead, negative = British ahead (4.12)."),
        ("land-mf", "6", "3.16", None), ("dragoon-mf", "10", "3.16", None),
        ("land-leader-mf", "10", "3.34", None), ("naval-mf", "6", "3.24", None),
        ("command-limit-1-star", "5", "3.33", None), ("command-limit-2-star", "10", "3.33", None),
        ("command-limit-3-star", "15", "3.33", None),
        ("lake-vp", "2", "4.16", None), ("mandatory-rbc-odds", "9", "9.51", None),
        ("depots-per-side", "3", "13.54", None), ("depot-wq-bonus", "4", "13.51", None),
        ("event-fort-wq-bonus", "4", "2.74", None),
        ("prewar-deck-size", "13", "6.2", "13 cards plus the Declaration of War."),
        ("prewar-hand-limit", "7", "6.31", None),
        ("hold-per-hand", "2", "7.34", None),
        ("first-player-1813-auto-vp", "6", "7.33", None),
        ("british-regulars-clear-drm-years", "1812,1813", "10.44", None),
        ("us-instant-victory-years", "1812,1813", "17.31", None),
        ("gb-instant-victory-spaces", "albany,pittsburgh,ft-macarthur,mansfield", "17.32", None),
        ("gb-instant-victory-count", "3", "17.32", None),
        ("victory-decisive", "20", "17.1", None), ("victory-marginal", "10", "17.1", None),
        ("stalemate-winner", "gb", "17.2", None),
        ("erie-huron-same-lake", "true", "2.6", "For the Mutual Fleet Return and naval retreats."),
        ("lc-militia-radius", "2", "3.63", "Spaces from Montreal."),
    ]
    for k, v, s, n in gp:
        L.append('  ' + P(k, v, s, n))
    L.append('</game>')
    write(OUT + "/game.xml", L)


# ---------------------------------------------------------------- board.xml
LINK_SRC = {
    frozenset(("gananoque", "kingston")): "10.73",
    frozenset(("kingston", "smiths-creek")): "10.73",
    frozenset(("oxford", "london")): "16.23",
    frozenset(("port-talbot", "london")): "16.23",
    frozenset(("london", "thamesville")): "16.23",
}


def gen_board():
    pos = positions()
    lake_of = {}
    for lake, towns in LAKESIDE.items():
        for t, src in towns:
            lake_of[t] = (lake, src)
    bases = {}
    for b in NAVAL_BASES:
        bases.setdefault(b[0], []).append(b)
    forts = {f[0]: f for f in FORTS}
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Mr. Madison\'s War board: generated by tools/madison-gen.py; see docs/data/madison.md. -->',
         '<board%s>' % A(game=GAME, source=R, note="The printed map is not in the rule book. Spaces named by the rules are kept; the rest of the network follows the roads, trails and river crossings of 1812. Territory, terrain, values and path types are reconstructed unless a rule is cited."),
         '  <projection%s/>' % A(lat0=LAT0, lon0=LON0, scale=SCALE, west=WEST, east=EAST, south=SOUTH, north=NORTH),
         '  <spaces>']
    for sid, nm, la, lo, terr, ter, vp in SPACES:
        x, y = pos[sid] if sid in OVERRIDE else (None, None)
        rule_named = sid in TERR_SRC or sid in VAL_SRC or sid in lake_of and lake_of[sid][1] != R
        note = NAME_NOTES.get(sid)
        src = R
        if sid in TERR_SRC:
            src = TERR_SRC[sid]
            note = (note + " " if note else "") + "Named by the rule book with its side; terrain reconstructed."
        else:
            note = (note + " " if note else "") + "Terrain, territory and value reconstructed."
        if sid in OVERRIDE:
            note += " Board position moved apart from its neighbours for legibility."
        L.append('    <space%s>' % A(id=sid, kind="town", terrain=ter, owner=terr, lat=la, lon=lo,
                                     x=None if x is None else round(x), y=None if y is None else round(y),
                                     source=src, note=note))
        L.append('      ' + T("name", nm, translate=None if nm in TRANSLATED_NAMES else "no"))
        if sid in ("montreal", "quebec"):
            L.append('      <feature%s/>' % A(kind="city", source="2.14" if sid == "montreal" else "17.31"))
        if sid in REINF:
            L.append('      <feature%s>%s</feature>' % (A(kind="reinforcement", side=REINF[sid], source="2.16"),
                                                        P("supply-source", "true", "13.2")))
        if sid in lake_of:
            lake, lsrc = lake_of[sid]
            L.append('      <feature%s>%s</feature>' % (A(kind="lakeside", source=lsrc, note=None if lsrc != R else "Lakeside status reconstructed from geography."), P("lake", lake, lsrc)))
        for b in bases.get(sid, []):
            _, side, lake, role, year, bsrc, bnote = b
            extra = ""
            if sid == "york":
                extra = P("repair", "true", "15.13") + P("builds-only", "gb-brock-ship", "15.13")
            L.append('      <feature%s>%s%s%s%s</feature>' % (
                A(kind="naval-base", side=side, source=bsrc, note=bnote),
                P("lake", lake, bsrc), P("role", role, bsrc), P("from-year", str(year), bsrc), extra))
        if sid in forts:
            _, val, cls, frm, fsrc, fnote = forts[sid]
            L.append('      <feature%s>%s%s%s</feature>' % (
                A(kind="fort", source=fsrc, note=fnote),
                P("value", str(val), R), P("class", cls, R), P("from-turn", str(frm), fsrc if frm > 1 else R)))
        vsrc = VAL_SRC.get(sid, R)
        L.append('      ' + P("vp", str(vp), vsrc, None if vsrc != R else "Winter quartering and VP value (2.17); reconstructed."))
        if sid == "montreal":
            L.append('      ' + P("attack-drm-first-round", "-1", "2.14"))
        if sid in ("ft-mackinac", "ft-st-joseph"):
            L.append('      ' + P("surrender-on-retreat", "true", "10.72"))
        if sid == "ogdensburg":
            L.append('      ' + P("head-of-navigation", "east", "2.3"))
        if sid == "quebec":
            L.append('      ' + P("us-instant-victory", "1812,1813", "17.31"))
        if sid in ("albany", "pittsburgh", "ft-macarthur", "mansfield"):
            L.append('      ' + P("gb-instant-victory", "true", "17.32"))
        L.append('    </space>')
    for lid, (nm, la, lo) in LAKES.items():
        x, y = pos[lid] if lid in OVERRIDE else (None, None)
        src = "2.4" if lid != "lake-champlain" else R
        note = "The lake's Lake Control Box: naval battles happen only here." if src == "2.4" else \
            "The rule book does not say that Lake Champlain has a Lake Control Box; assumed (digest A33)."
        L.append('    <space%s>' % A(id=lid, kind="lake-box", terrain="water", lat=la, lon=lo,
                                     x=None if x is None else round(x), y=None if y is None else round(y),
                                     source=src, note=note))
        L.append('      ' + T("name", nm))
        L.append('      ' + P("control-vp", "2", "4.16"))
        if lid in ("lake-erie", "lake-huron"):
            L.append('      ' + P("retreat-group", "erie-huron", "2.6"))
        L.append('    </space>')
    tid, tnm, tla, tlo = TRANSIT
    L.append('    <space%s>' % A(id=tid, kind="transit-box", terrain="water", lat=tla, lon=tlo, source="2.5",
                                 note="Placed on Lake St. Clair, between the two lakes it joins."))
    L.append('      ' + T("name", tnm))
    L.append('      ' + P("no-end-of-move", "true", "2.5") + P("lakes", "lake-erie,lake-huron", "2.5"))
    L.append('    </space>')
    L.append('  </spaces>')
    L.append('  <connections>')
    for a, b, kind, note in LINKS:
        src = LINK_SRC.get(frozenset((a, b)), R)
        if src != R:
            note = ((note + " ") if note else "") + "Adjacency from the rule's example; path type reconstructed."
        if note is None:
            note = "Path type reconstructed along the period route."
        L.append('    <connection%s/>' % A(from_=a, to=b, kind=kind, source=src, note=note))
    for lake, towns in LAKESIDE.items():
        for t, lsrc in towns:
            L.append('    <connection%s/>' % A(from_=t, to=lake, kind="lake", route=lake, source=lsrc, note=None if lsrc != R else "Lakeside status reconstructed from geography."))
    for lake in ("lake-erie", "lake-huron"):
        for t, lsrc in LAKESIDE[lake]:
            L.append('    <connection%s>%s</connection>' % (
                A(from_=t, to=tid, kind="transit", cost="2", source="11.15",
                  note="2 MP to enter the Transit Box from any Erie or Huron lakeside town; leaving it for a town costs 1 MP (reconstructed, digest A27)."),
                P("cost-leaving", "1", R, "Digest A27.")))
        L.append('    <connection%s/>' % A(from_=tid, to=lake, kind="transit", cost="1", directed=True, source="2.5",
                                          note="One way: ships leaving the Transit Box may enter this Lake Control Box (2.5); nothing enters the Transit Box from a box (11.15 counts entry from lakeside towns only). The 1 MP cost is reconstructed (digest A27)."))
    L.append('    <connection%s/>' % A(from_="ft-st-joseph", to="ft-mackinac", kind="nwc-route", source="3.61",
                                      note="Only the Northwest Company/Indian unit may use it."))
    L.append('  </connections>')
    boxes = [
        ("pile-1812", "deck", "none", None, "5.2", "1812 deck (green backs)"),
        ("pile-1813", "deck", "none", None, "5.2", "1813 deck (yellow backs)"),
        ("pile-1814", "deck", "none", None, "5.2", "1814 deck (red backs)"),
        ("prewar-deck", "deck", "none", None, "6.2", "Pre-war deck"),
        ("set-aside", "holding", "none", None, "6.2", "Cards set aside (Declaration of War, Treaty of Ghent during deck preparation)"),
        ("discard", "discard", "all", None, "5.2", "Discard pile"),
        ("hand-us", "hand", "side", "us", "7.2", "US hand"),
        ("hand-gb", "hand", "side", "gb", "7.2", "British hand"),
        ("held-us", "holding", "side", "us", "7.34", "US held cards"),
        ("held-gb", "holding", "side", "gb", "7.34", "British held cards"),
        ("vp-cards", "holding", "all", None, "4.17", "Cards played for victory points"),
        ("delayed-us", "holding", "all", "us", "14.21", "US delayed reinforcements"),
        ("delayed-gb", "holding", "all", "gb", "14.21", "British delayed reinforcements"),
        ("waiting-us", "entry", "all", "us", "14.34", "US leaders waiting to enter"),
        ("waiting-gb", "entry", "all", "gb", "14.34", "British leaders waiting to enter"),
        ("ships-us", "pool", "all", "us", "15.15", "US ship production chart"),
        ("ships-gb", "pool", "all", "gb", "15.15", "British ship production chart"),
        ("eliminated", "eliminated", "all", None, "10.52", "Eliminated"),
        ("removed", "eliminated", "all", None, "14.32", "Permanently removed (surrendered, lost reinforcements)"),
    ]
    L.append('  <boxes>')
    for bid, kind, vis, side, src, nm in boxes:
        L.append('    <box%s>%s</box>' % (A(id=bid, kind=kind, visibility=vis, side=side, source=src), T("name", nm)))
    L.append('  </boxes>')
    L.append('  <tracks>')
    L.append('    <track%s>%s' % (A(id="turn", min="1", max="9", source="7.0",
                                    note="Three turns a year (7.0, 16.0). Turn 9, Winter 1814-1815, exists only for held winter events such as the Battle of New Orleans (4.23; digest A15)."),
                                  T("name", "Turn record")))
    L.append('      <marker%s>%s</marker>' % (A(id="turn", source="5.1"), T("name", "Turn")))
    for n, lab, yr, season, deal, first in TURNS:
        src = "7.0" if n < 9 else R
        L.append('      <square%s>%s%s%s%s%s%s</square>' % (
            A(value=n, source=src, note=None if n < 9 else "Digest A15: held winter events only."),
            T("label", lab), P("year", str(yr), "5.2"), P("season", season, "7.0"),
            P("winter", "true" if season == "winter" else "false", "16.1"),
            P("deal", deal, "7.21" if deal not in ("prewar",) else "6.2"),
            P("first-player", first, "7.33" if n > 1 else "6.33")))
    L.append('    </track>')
    L.append('    <track%s>%s' % (A(id="vp", min="-40", max="40", source="4.12",
                                    note="One two-sided marker: positive values mean the US is ahead, negative the British. The printed range is not in the rule book; -40..40 is reconstructed."),
                                  T("name", "Victory points")))
    L.append('      <marker%s>%s</marker>' % (A(id="vp", source="4.12"), T("name", "Victory points")))
    for v, lab in [(-20, "British decisive victory"), (-10, "British marginal victory"),
                   (0, "Stalemate: British moral victory"), (10, "US marginal victory"), (20, "US decisive victory")]:
        L.append('      <square%s>%s</square>' % (A(value=v, source="17.1" if v else "17.2"), T("label", lab)))
    L.append('    </track>')
    L.append('  </tracks>')
    L.append('</board>')
    write(OUT + "/board.xml", L)


if __name__ == "__main__" and "--board" in sys.argv:
    gen_game()
    gen_board()


# ---------------------------------------------------------------- counters
QN = {"A": 3, "B": 2, "C": 1}
RED = {5: 3, 4: 2, 3: 1}   # reduced strength of a full-strength battalion (reconstructed)

# Land units: id, name, nation, type, full strength, two-step?, class, count,
#   entire-war arrival [(turn, space, count)], source, note.
# type: regular | militia | indian | dragoon | nwc
PB = "Strength and class as given for the Play Book's 1813 set-up in the digest (external, unchecked); arrival reconstructed."
LAND = [
    # ----- British regulars and provincial corps
    ("gb-8th", "8th (King's)", "british", "regular", 5, True, "B", 1, [(1, "montreal", 1)], R, None),
    ("gb-1-41st", "1/41st", "british", "regular", 5, True, "A", 1, [(1, "ft-george", 1)], R, None),
    ("gb-41st-det", "41st Detachment", "british", "regular", 2, False, "A", 1, [(1, "ft-malden", 1)], R, "A regular detachment Tecumseh can command (3.53)."),
    ("gb-49th", "49th", "british", "regular", 4, True, "A", 1, [(1, "york", 1)], R, PB),
    ("gb-100th", "100th", "british", "regular", 2, False, "B", 1, [(1, "st-jean", 1)], R, PB),
    ("gb-10th-rvb", "10th Royal Veterans", "british", "regular", 3, True, "B", 1, [(1, "kingston", 1)], R, PB),
    ("gb-10th-rvb-det", "10th Royal Veterans Det.", "british", "regular", 1, False, "B", 1, [(1, "ft-st-joseph", 1)], R, "Garrison of Ft. St. Joseph."),
    ("gb-rnf", "Royal Newfoundland", "british", "regular", 2, False, "A", 1, [(1, "kingston", 1)], R, PB),
    ("gb-can-fencibles", "Canadian Fencibles", "british", "regular", 5, True, "B", 1, [(1, "montreal", 1)], R, PB),
    ("gb-voltigeurs", "Voltigeurs", "british", "regular", 3, True, "B", 1, [(1, "montreal", 1)], R, PB),
    ("gb-glengarry", "Glengarry Light Infantry", "british", "regular", 3, True, "A", 1, [(1, "cornwall", 1)], R, PB),
    ("gb-103rd", "103rd", "british", "regular", 5, True, "B", 1, [(2, "quebec", 1)], R, PB),
    ("gb-1-royal-scots", "1/Royal Scots", "british", "regular", 5, True, "B", 1, [(2, "quebec", 1)], R, PB),
    ("gb-104th", "104th (New Brunswick)", "british", "regular", 4, True, "B", 1, [(4, "kingston", 1)], R, PB + " Arrives at Kingston after its winter march (14.1 allows specific arrival spaces)."),
    ("gb-de-watteville", "De Watteville's", "british", "regular", 5, True, "B", 1, [(4, "quebec", 1)], R, "Named at Quebec in the Play Book's 1813 set-up (digest, external); strength and class reconstructed."),
    ("gb-4-royal-scots", "4/Royal Scots", "british", "regular", 4, True, "B", 1, [(4, "quebec", 1)], R, "Named at Quebec in the Play Book's 1813 set-up (digest, external); strength and class reconstructed."),
    ("gb-13th", "13th", "british", "regular", 4, True, "B", 1, [(4, "quebec", 1)], R, "Named at Quebec in the Play Book's 1813 set-up (digest, external); strength and class reconstructed."),
    ("gb-2-41st", "2/41st", "british", "regular", 4, True, "B", 1, [(4, "quebec", 1)], R, "Named at Quebec in the Play Book's 1813 set-up (digest, external); strength and class reconstructed."),
    ("gb-70th", "70th", "british", "regular", 4, True, "B", 1, [(4, "quebec", 1)], R, "Named at Quebec in the Play Book's 1813 set-up (digest, external); strength and class reconstructed."),
    ("gb-89th", "89th", "british", "regular", 4, True, "A", 1, [(4, "quebec", 1)], R, "Named at Quebec in the Play Book's 1813 set-up (digest, external); strength and class reconstructed."),
    ("gb-19th-dragoons", "19th Light Dragoons", "british", "dragoon", 2, False, "B", 1, [(4, "quebec", 1)], "3.62", "The British Dragoon unit (3.53, 3.62); named at Quebec in the Play Book's 1813 set-up; strength and class reconstructed."),
    ("gb-incorporated-militia", "Incorporated Militia", "british", "regular", 3, True, "B", 1, [(5, "york", 1)], R, "A full-time provincial battalion; class B makes it a regular under 3.11."),
    ("gb-royal-marines", "Royal Marines", "british", "regular", 3, True, "A", 1, [(7, "kingston", 1)], R, None),
    ("gb-97th", "97th", "british", "regular", 4, True, "B", 1, [(7, "quebec", 1)], R, None),
    ("gb-de-meuron", "De Meuron's", "british", "regular", 5, True, "B", 1, [(8, "quebec", 1)], R, None),
    ("gb-3rd-buffs", "3rd (Buffs)", "british", "regular", 5, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans, summer 1814."),
    ("gb-5th", "5th", "british", "regular", 4, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans."),
    ("gb-6th", "6th", "british", "regular", 5, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans."),
    ("gb-27th", "27th", "british", "regular", 5, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans."),
    ("gb-39th", "39th", "british", "regular", 4, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans."),
    ("gb-58th", "58th", "british", "regular", 4, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans."),
    ("gb-76th", "76th", "british", "regular", 4, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans."),
    ("gb-82nd", "82nd", "british", "regular", 4, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans."),
    ("gb-88th", "88th", "british", "regular", 4, True, "A", 1, [(8, "quebec", 1)], R, "Peninsular veterans."),
    # ----- Canadian militia
    ("gb-lc-militia", "LC Militia", "british", "militia", 4, True, "C", 1, [(1, "montreal", 1)], "3.63", "The Lower Canada Militia: never voluntarily more than two spaces from Montreal, never in US territory (3.63). Strength reconstructed."),
    ("gb-quebec-militia", "Quebec Militia", "british", "militia", 3, True, "C", 1, [(1, "quebec", 1)], R, None),
    ("gb-frontenac-militia", "Frontenac Militia", "british", "militia", 3, True, "C", 1, [(1, "kingston", 1)], R, PB),
    ("gb-york-militia", "York Militia", "british", "militia", 3, True, "C", 1, [(1, "york", 1)], R, "Named at York in the Play Book's 1813 set-up (digest, external); strength reconstructed."),
    ("gb-lincoln-militia", "Lincoln Militia", "british", "militia", 3, True, "C", 1, [(1, "queenston", 1)], R, "The digest's 1813 excerpt ends at 'Queenston: Linc...'; read as the Lincoln Militia."),
    ("gb-norfolk-militia", "Norfolk Militia", "british", "militia", 2, False, "C", 1, [(1, "port-dover", 1)], R, None),
    ("gb-middlesex-militia", "Middlesex Militia", "british", "militia", 2, False, "C", 1, [(1, "london", 1)], R, None),
    ("gb-essex-militia", "Essex Militia", "british", "militia", 2, False, "C", 1, [(1, "ft-malden", 1)], R, None),
    ("gb-leeds-militia", "Leeds & Grenville Militia", "british", "militia", 2, False, "C", 1, [(1, "prescott", 1)], R, None),
    ("gb-stormont-militia", "Stormont Militia", "british", "militia", 2, False, "C", 1, [(1, "cornwall", 1)], R, None),
    # ----- Indians
    ("gb-shawnee", "Shawnee", "indians", "indian", 4, True, "B", 1, [(1, "ft-malden", 1)], "3.17", "The only Indian unit with a reduced side (3.17); removed with Tecumseh (3.54). Strength and class reconstructed."),
    ("gb-wyandot", "Wyandot", "indians", "indian", 2, False, "B", 1, [(1, "ft-malden", 1)], R, None),
    ("gb-potawatomi", "Potawatomi", "indians", "indian", 2, False, "C", 1, [(2, "ft-malden", 1)], R, None),
    ("gb-ottawa", "Ottawa & Ojibwa", "indians", "indian", 2, False, "C", 1, [(2, "ft-malden", 1)], R, None),
    ("gb-western-indians", "Western Indians", "indians", "indian", 2, False, "B", 1, [(1, "ft-st-joseph", 1)], R, "Dickson's Sioux, Menominee and Winnebago."),
    ("gb-nwc", "Northwest Company / Indians", "indians", "nwc", 2, False, "C", 1, [(1, "ft-st-joseph", 1)], "3.61", "Moves between Ft. Mackinac and Ft. St. Joseph without ships; Lake Huron only; never enters a Lake Control Box (3.61). Strength and class reconstructed."),
    ("gb-caughnawaga", "Caughnawaga", "indians", "indian", 3, False, "B", 1, [(1, "beauharnois", 1)], R, PB),
    ("gb-mississauga", "Mississauga", "indians", "indian", 1, False, "C", 1, [(1, "york", 1)], R, None),
    ("gb-mohawk", "Mohawk", "indians", "indian", 2, False, "B", 1, [], "3.64", "2B, marked CE: enters play only through card #56 Grand River Indians (3.64)."),
    # ----- US regulars
    ("us-detroit-det", "Detroit Regular Det.", "american", "regular", 2, False, "C", 1, [(1, "detroit", 1)], "3.12", "The 2-factor class C regular detachment at Detroit at the start (3.12); its side is inferred."),
    ("us-mackinac-det", "Ft. Mackinac Det.", "american", "regular", 1, False, "C", 1, [(1, "ft-mackinac", 1)], "3.12", "The 1-factor class C US detachment at Fort Mackinaw at the start (3.12)."),
    ("us-4th", "4th Infantry", "american", "regular", 4, True, "B", 1, [(1, "ft-macarthur", 1)], R, "Hull's regulars."),
    ("us-niagara-det", "Ft. Niagara Artillery", "american", "regular", 2, False, "B", 1, [(1, "ft-niagara", 1)], R, None),
    ("us-6th", "6th Infantry", "american", "regular", 4, True, "B", 1, [(1, "albany", 1)], R, None),
    ("us-1st-rifles", "1st Rifles", "american", "regular", 2, False, "A", 1, [(2, "ogdensburg", 1)], R, "Forsyth's riflemen."),
    ("us-13th", "13th Infantry", "american", "regular", 4, True, "B", 1, [(2, "albany", 1)], R, None),
    ("us-14th", "14th Infantry", "american", "regular", 4, True, "B", 1, [(2, "albany", 1)], R, None),
    ("us-15th", "15th Infantry", "american", "regular", 4, True, "B", 1, [(2, "albany", 1)], R, None),
    ("us-16th", "16th Infantry", "american", "regular", 4, True, "B", 1, [(2, "albany", 1)], R, None),
    ("us-18th", "18th Regiment", "american", "regular", 4, True, "B", 1, [(2, "albany", 1)], "11.36", "Named in the 11.36 example at Ft. Niagara; strength, class and arrival reconstructed."),
    ("us-23rd", "23rd Infantry", "american", "regular", 4, True, "B", 1, [(2, "albany", 1)], R, None),
    ("us-light-artillery", "Light Artillery", "american", "regular", 2, False, "B", 1, [(2, "albany", 1)], R, None),
    ("us-17th", "17th Infantry", "american", "regular", 3, True, "B", 1, [(2, "mansfield", 1)], R, None),
    ("us-19th", "19th Infantry", "american", "regular", 3, True, "B", 1, [(2, "mansfield", 1)], R, None),
    ("us-9th", "9th Infantry", "american", "regular", 4, True, "B", 1, [(4, "albany", 1)], R, None),
    ("us-21st", "21st Infantry", "american", "regular", 4, True, "A", 1, [(4, "albany", 1)], R, None),
    ("us-25th", "25th Infantry", "american", "regular", 4, True, "A", 1, [(4, "albany", 1)], R, None),
    ("us-2nd-artillery", "2nd Artillery", "american", "regular", 3, True, "A", 1, [(4, "albany", 1)], R, None),
    ("us-2nd-dragoons", "2nd Light Dragoons", "american", "dragoon", 2, False, "B", 1, [(4, "albany", 1)], "3.16", "3.16 speaks of Dragoon units in the plural, so the US gets one too; values and arrival reconstructed."),
    ("us-22nd", "22nd Infantry", "american", "regular", 3, True, "B", 1, [(4, "pittsburgh", 1)], R, None),
    ("us-24th", "24th Infantry", "american", "regular", 3, True, "B", 1, [(4, "mansfield", 1)], R, None),
    ("us-11th", "11th Infantry", "american", "regular", 3, True, "B", 1, [(5, "albany", 1)], R, None),
    ("us-12th", "12th Infantry", "american", "regular", 3, True, "B", 1, [(5, "albany", 1)], R, None),
    ("us-20th", "20th Infantry", "american", "regular", 3, True, "B", 1, [(5, "albany", 1)], R, None),
    ("us-26th", "26th Infantry", "american", "regular", 3, True, "B", 1, [(5, "pittsburgh", 1)], R, None),
    ("us-27th", "27th Infantry", "american", "regular", 3, True, "B", 1, [(5, "mansfield", 1)], R, None),
    ("us-28th", "28th Infantry", "american", "regular", 3, True, "B", 1, [(5, "mansfield", 1)], R, None),
    ("us-1st", "1st Infantry", "american", "regular", 3, True, "B", 1, [(7, "pittsburgh", 1)], R, None),
    ("us-10th", "10th Infantry", "american", "regular", 3, True, "B", 1, [(7, "albany", 1)], R, None),
    ("us-29th", "29th Infantry", "american", "regular", 3, True, "B", 1, [(7, "albany", 1)], R, None),
    ("us-30th", "30th Infantry", "american", "regular", 3, True, "B", 1, [(7, "albany", 1)], R, None),
    ("us-4th-rifles", "4th Rifles", "american", "regular", 2, False, "A", 1, [(7, "albany", 1)], R, None),
    ("us-5th", "5th Infantry", "american", "regular", 4, True, "B", 1, [(8, "albany", 1)], R, None),
    ("us-33rd", "33rd Infantry", "american", "regular", 3, True, "B", 1, [(8, "albany", 1)], R, None),
    # ----- US militia
    ("us-1st-ohio", "1st Ohio Volunteers", "american", "militia", 3, True, "C", 1, [(1, "ft-macarthur", 1)], R, None),
    ("us-2nd-ohio", "2nd Ohio Volunteers", "american", "militia", 3, True, "C", 1, [(1, "ft-macarthur", 1)], R, None),
    ("us-3rd-ohio", "3rd Ohio Volunteers", "american", "militia", 3, True, "C", 1, [(1, "ft-macarthur", 1)], R, None),
    ("us-michigan-militia", "Michigan Militia", "american", "militia", 2, False, "C", 1, [(1, "detroit", 1)], R, None),
    ("us-ny-militia", "New York Militia", "american", "militia", 3, True, "C", 8,
     [(1, "lewiston", 1), (1, "buffalo", 1), (1, "sackets-harbour", 1), (1, "ogdensburg", 1), (1, "plattsburg", 1),
      (2, "albany", 2), (4, "albany", 1)], R, None),
    ("us-pa-militia", "Pennsylvania Militia", "american", "militia", 3, True, "C", 4,
     [(1, "pittsburgh", 1), (2, "pittsburgh", 2), (4, "pittsburgh", 1)], R, None),
    ("us-ky-militia", "Kentucky Militia", "american", "militia", 3, True, "C", 6,
     [(2, "mansfield", 3), (4, "mansfield", 2), (5, "mansfield", 1)], R, None),
    ("us-ky-mounted", "Kentucky Mounted Volunteers", "american", "militia", 3, True, "C", 1, [(5, "mansfield", 1)], R, "Johnson's regiment; mounted infantry, not dragoons."),
    ("us-5th-pa", "5th PA", "american", "militia", 3, True, "B", 1, [(7, "pittsburgh", 1)], "3.11", "The one class B militia unit (3.11); strength and arrival reconstructed."),
    ("us-vt-militia", "Vermont Militia", "american", "militia", 3, True, "C", 2, [(8, "burlington-vt", 2)], R, None),
]

# Leaders: id, name, nation, rank (stars; 0 = naval), command value, combat
#  modifier, lake (naval), entire-war arrival (turn, space) or None,
#  reverse face (name, command, modifier) or None, source, note.
LEADERS = [
    ("gb-prevost", "Prevost", "british", 3, 3, 0, None, (1, "quebec"), None, R, "Named in the Play Book's 1813 set-up (digest, external); values reconstructed."),
    ("gb-brock", "Brock", "british", 2, 1, 2, None, (1, "york"), ("Sheaffe", 2, 0), "3.41", "Two stars (3.33 example); flips to Roger Sheaffe when the Death of Brock card is played (3.41), but not if captured (10.9). Command values and modifiers reconstructed."),
    ("gb-proctor", "Proctor", "british", 1, 2, 1, None, (2, "ft-malden"), None, "8.43", "One star: commands 5 units (8.43 example). Values and arrival reconstructed."),
    ("gb-tecumseh", "Tecumseh", "indians", 1, 1, 1, None, (1, "ft-malden"), None, "3.5", "Subordinate to every British leader; commands any number of Indian units plus one regular detachment (3.5, 8.44). Values reconstructed."),
    ("gb-de-salaberry", "De Salaberry", "british", 1, 1, 1, None, (1, "montreal"), None, R, None),
    ("gb-vincent", "Vincent", "british", 1, 2, 0, None, (4, "ft-george"), None, R, None),
    ("gb-de-rottenburg", "De Rottenburg", "british", 2, 2, 0, None, (4, "kingston"), None, R, "At Kingston in the Play Book's 1813 set-up (digest, external); values reconstructed."),
    ("gb-drummond", "Drummond", "british", 2, 1, 1, None, (4, "montreal"), None, R, "At Montreal in the Play Book's 1813 set-up (digest, external); values reconstructed."),
    ("gb-morrison", "Morrison", "british", 1, 1, 1, None, (5, "kingston"), None, R, None),
    ("gb-riall", "Riall", "british", 1, 2, 0, None, (7, "quebec"), None, R, None),
    ("gb-yeo", "Yeo", "british", 0, 1, 1, "lake-ontario", (4, "kingston"), ("Yeo's Replacement", 2, 0), "3.42", "Naval leader with a replacement side (3.42); no naval leaders in the first half of 1812 (3.37). Lake, values and arrival reconstructed (at Kingston in the Play Book's 1813 set-up)."),
    ("gb-barclay", "Barclay", "british", 0, 2, 0, "lake-erie", (5, "ft-malden"), ("Barclay's Replacement", 2, 0), "3.42", "Moves ships on Lakes Erie and Huron (3.37); replacement side (3.42). Values and arrival reconstructed."),
    ("gb-downie", "Downie", "british", 0, 2, 0, "lake-champlain", (8, "isle-aux-noix"), None, R, "Champlain naval leader; not named in the rule book."),
    ("us-dearborn", "Dearborn", "american", 3, 3, 0, None, (1, "albany"), None, R, None),
    ("us-hull", "Hull", "american", 2, 2, 0, None, (1, "ft-macarthur"), None, R, None),
    ("us-van-rensselaer", "Van Rensselaer", "american", 1, 2, 0, None, (2, "lewiston"), None, R, None),
    ("us-smyth", "Smyth", "american", 1, 3, 0, None, (2, "buffalo"), None, R, None),
    ("us-harrison", "Harrison", "american", 2, 1, 1, None, (2, "ft-macarthur"), None, R, None),
    ("us-winchester", "Winchester", "american", 1, 2, 0, None, (2, "ft-macarthur"), None, R, None),
    ("us-brown", "Brown", "american", 2, 1, 2, None, (4, "sackets-harbour"), None, "3.35", "US general named in 3.35-3.36; rank, values and arrival reconstructed."),
    ("us-pike", "Pike", "american", 1, 1, 1, None, (4, "sackets-harbour"), None, R, None),
    ("us-scott", "Scott", "american", 1, 1, 2, None, (4, "albany"), None, R, None),
    ("us-wilkinson", "Wilkinson", "american", 3, 3, 0, None, (5, "sackets-harbour"), None, "8.3", "At Sackets Harbour in the 8.3 example; rank, values and arrival reconstructed."),
    ("us-hampton", "Hampton", "american", 2, 2, 0, None, (5, "plattsburg"), None, "8.3", "At Plattsburg in the 8.3 example; rank, values and arrival reconstructed."),
    ("us-izard", "Izard", "american", 2, 2, 0, None, (7, "plattsburg"), None, R, None),
    ("us-macomb", "Macomb", "american", 1, 1, 1, None, (7, "plattsburg"), None, R, None),
    ("us-chauncey", "Chauncey", "american", 0, 1, 0, "lake-ontario", (2, "sackets-harbour"), ("Chauncey's Replacement", 2, 0), "3.42", "Lake Ontario naval leader at Sackets Harbour in the autumn 1812 example (8.5); replacement side (3.42). Values reconstructed."),
    ("us-perry", "Perry", "american", 0, 1, 1, "lake-erie", (4, "erie"), ("Perry's Replacement", 2, 0), "3.37", "Moves ships on Lakes Erie and Huron (3.37); replacement side (3.42). Side, values and arrival reconstructed."),
    ("us-macdonough", "Macdonough", "american", 0, 1, 1, "lake-champlain", (2, "burlington-vt"), None, R, "Champlain naval leader; not named in the rule book."),
]

# Ships: id, name, nation, type, class, lake, build turn (dot), placement in the
#  full game: ("start", space) | ("arrive", turn, space) | ("build",), source, note
SHIPS = [
    # Lake Ontario, US
    ("us-oneida", "Oneida", "american", "brig", "B", "lake-ontario", 1, ("start", "sackets-harbour"), "8.5", "A brig (11.36 example); on the lake before the war. Class reconstructed."),
] + [
    ("us-" + i, n, "american", "schooner", "C", "lake-ontario", 2, ("arrive", 2, sp), "14.41",
     "Converted merchant schooner arriving without being built in the second half of 1812 (14.41, 15.11). Named in the 8.5 example; entry space follows that example (reconstructed).")
    for i, n, sp in [("conquest", "Conquest", "sackets-harbour"), ("scourge", "Scourge", "sackets-harbour"),
                     ("julia", "Julia", "ogdensburg"), ("hamilton", "Hamilton", "ogdensburg"),
                     ("fair-american", "Fair American", "oswego"), ("gov-tompkins", "Gov. Tompkins", "oswego")]
] + [
    ("us-pert", "Pert", "american", "schooner", "C", "lake-ontario", 2, ("arrive", 2, "sackets-harbour"), "14.41", "Schooner of 1812 (14.41); name, class and entry space reconstructed."),
    ("us-growler", "Growler", "american", "schooner", "C", "lake-ontario", 2, ("arrive", 2, "sackets-harbour"), "14.41", "Schooner of 1812 (14.41); name, class and entry space reconstructed."),
    ("us-madison", "Madison", "american", "corvette", "B", "lake-ontario", 4, ("build",), R, None),
    ("us-lady-of-the-lake", "Lady of the Lake", "american", "schooner", "C", "lake-ontario", 4, ("build",), R, None),
    ("us-sylph", "Sylph", "american", "brig", "B", "lake-ontario", 5, ("build",), R, None),
    ("us-general-pike", "General Pike", "american", "frigate", "B", "lake-ontario", 5, ("build",), R, None),
    ("us-jefferson", "Jefferson", "american", "brig", "B", "lake-ontario", 7, ("build",), R, None),
    ("us-jones", "Jones", "american", "brig", "B", "lake-ontario", 7, ("build",), R, None),
    ("us-superior", "Superior", "american", "frigate", "A", "lake-ontario", 7, ("build",), R, None),
    ("us-mohawk", "Mohawk", "american", "frigate", "A", "lake-ontario", 8, ("build",), R, None),
    # Lake Erie, US
    ("us-somers", "Somers", "american", "schooner", "C", "lake-erie", 2, ("arrive", 2, "buffalo"), "14.41", "Schooner of 1812 (14.41); name, class and entry space reconstructed."),
    ("us-ohio", "Ohio", "american", "schooner", "C", "lake-erie", 2, ("arrive", 2, "buffalo"), "14.41", "Schooner of 1812 (14.41); name, class and entry space reconstructed."),
    ("us-trippe", "Trippe", "american", "sloop", "C", "lake-erie", 2, ("arrive", 2, "buffalo"), "14.41", "Sloop of 1812 (14.41 counts sloops with schooners, 3.21); reconstructed."),
    ("us-lawrence", "Lawrence", "american", "brig", "A", "lake-erie", 4, ("build",), R, None),
    ("us-niagara", "Niagara", "american", "brig", "A", "lake-erie", 4, ("build",), R, None),
    ("us-ariel", "Ariel", "american", "schooner", "C", "lake-erie", 4, ("build",), R, None),
    ("us-scorpion", "Scorpion", "american", "schooner", "C", "lake-erie", 4, ("build",), R, None),
    ("us-porcupine", "Porcupine", "american", "schooner", "C", "lake-erie", 4, ("build",), R, None),
    ("us-tigress", "Tigress", "american", "schooner", "C", "lake-erie", 4, ("build",), R, None),
    # Lake Champlain, US
    ("us-president", "President", "american", "sloop", "C", "lake-champlain", 1, ("start", "burlington-vt"), R, None),
    ("us-growler-champlain", "Growler", "american", "sloop", "C", "lake-champlain", 1, ("start", "burlington-vt"), R, "Captured in 1813 and renamed Finch."),
    ("us-eagle", "Eagle", "american", "sloop", "C", "lake-champlain", 1, ("start", "burlington-vt"), R, "Captured in 1813 and renamed Chubb."),
    ("us-preble", "Preble", "american", "sloop", "C", "lake-champlain", 5, ("build",), R, None),
    ("us-ticonderoga", "Ticonderoga", "american", "schooner", "B", "lake-champlain", 7, ("build",), R, None),
    ("us-saratoga", "Saratoga", "american", "corvette", "A", "lake-champlain", 7, ("build",), R, None),
    ("us-eagle-brig", "Eagle (brig)", "american", "brig", "B", "lake-champlain", 8, ("build",), R, None),
    # Lake Ontario, British
    ("gb-royal-george", "Royal George", "british", "corvette", "B", "lake-ontario", 1, ("start", "kingston"), R, "At Kingston in the Play Book's 1813 set-up (digest, external)."),
    ("gb-earl-of-moira", "Earl of Moira", "british", "corvette", "C", "lake-ontario", 1, ("start", "kingston"), R, "At Kingston in the Play Book's 1813 set-up (digest, external)."),
    ("gb-gloucester", "Gloucester", "british", "brig", "C", "lake-ontario", 1, ("start", "kingston"), R, "At Kingston in the Play Book's 1813 set-up (digest, external)."),
    ("gb-beresford", "Beresford", "british", "schooner", "C", "lake-ontario", 1, ("start", "kingston"), R, "At Kingston in the Play Book's 1813 set-up (digest, external); the 1812 Prince Regent."),
    ("gb-sydney-smith", "Sydney Smith", "british", "schooner", "C", "lake-ontario", 1, ("start", "kingston"), R, "At Kingston in the Play Book's 1813 set-up (digest, external); the 1812 Simcoe."),
    ("gb-seneca", "Seneca", "british", "schooner", "C", "lake-ontario", 1, ("start", "york"), R, None),
    ("gb-wolfe", "Wolfe", "british", "corvette", "A", "lake-ontario", 4, ("build",), R, "At Kingston in the Play Book's 1813 set-up (digest, external)."),
    ("gb-melville", "Melville", "british", "brig", "B", "lake-ontario", 4, ("build",), R, "At Kingston in the Play Book's 1813 set-up (digest, external)."),
    ("gb-brock-ship", "Brock", "british", "corvette", "B", "lake-ontario", 4, ("build",), "15.13", "The corvette Brock, the only ship York can build (15.13 note); 'under construction' at York in the Play Book's 1813 set-up. Class and dot reconstructed."),
    ("gb-prince-regent", "Prince Regent", "british", "frigate", "A", "lake-ontario", 7, ("build",), R, None),
    ("gb-princess-charlotte", "Princess Charlotte", "british", "frigate", "A", "lake-ontario", 7, ("build",), R, None),
    ("gb-charwell", "Charwell", "british", "brig", "B", "lake-ontario", 7, ("build",), R, None),
    ("gb-star", "Star", "british", "brig", "B", "lake-ontario", 7, ("build",), R, None),
    ("gb-st-lawrence", "St. Lawrence", "british", "ship-of-the-line", "A", "lake-ontario", 8, ("build",), "11.35", "The ship-of-the-line type exists in 11.35 and 12.35; this ship and its values are reconstructed (build cost 3, digest A7)."),
    # Lake Erie, British
    ("gb-queen-charlotte", "Queen Charlotte", "british", "corvette", "B", "lake-erie", 1, ("start", "ft-malden"), R, None),
    ("gb-general-hunter", "General Hunter", "british", "brig", "C", "lake-erie", 1, ("start", "ft-malden"), R, None),
    ("gb-lady-prevost", "Lady Prevost", "british", "schooner", "C", "lake-erie", 1, ("start", "ft-malden"), R, None),
    ("gb-chippawa", "Chippawa", "british", "schooner", "C", "lake-erie", 1, ("start", "ft-malden"), R, None),
    ("gb-little-belt", "Little Belt", "british", "sloop", "C", "lake-erie", 1, ("start", "ft-malden"), R, None),
    ("gb-detroit", "Detroit", "british", "corvette", "B", "lake-erie", 5, ("build",), R, None),
    # Lake Huron, British
    ("gb-caledonia", "Caledonia", "british", "brig", "C", "lake-huron", 1, ("start", "ft-st-joseph"), R, "North West Company brig."),
    ("gb-nancy", "Nancy", "british", "schooner", "C", "lake-huron", 1, ("start", "ft-st-joseph"), R, None),
    # Lake Champlain, British
    ("gb-finch", "Finch", "british", "sloop", "C", "lake-champlain", 4, ("build",), R, "At Isle aux Noix in the Play Book's 1813 set-up (digest, external): the captured Growler."),
    ("gb-chubb", "Chubb", "british", "sloop", "C", "lake-champlain", 4, ("build",), R, "At Isle aux Noix in the Play Book's 1813 set-up (digest, external): the captured Eagle."),
    ("gb-linnet", "Linnet", "british", "brig", "B", "lake-champlain", 7, ("build",), R, None),
    ("gb-confiance", "Confiance", "british", "frigate", "A", "lake-champlain", 8, ("build",), R, None),
]

CAPACITY = {"schooner": "1 detachment", "sloop": "1 detachment", "brig": "1 unit",
            "corvette": "1 unit", "frigate": "2 units", "ship-of-the-line": "3 units"}
CAPN = {"schooner": 0, "sloop": 0, "brig": 1, "corvette": 1, "frigate": 2, "ship-of-the-line": 3}
BUILD = {"schooner": ("half", "15.17"), "sloop": ("half", "15.17"), "brig": ("1", "15.17"),
         "corvette": ("1", "15.17"), "frigate": ("2", "15.17"), "ship-of-the-line": ("3", R)}
REPAIR = {"schooner": "half", "sloop": "half"}

# Other pieces: id, kind, name, nation/side, count, symbol, source, note, props
EVENT_FORTS = [
    ("gb-fort-york", "british", "Fort York", "york", "card-60", "At York as the 'Fort York marker' in the Play Book's 1813 set-up (digest, external)."),
    ("gb-fort-mississauga", "british", "Fort Mississauga", "ft-george", "card-100", None),
    ("us-fort-meigs", "american", "Fort Meigs", "maumee-rapids", "card-43", None),
    ("us-fort-moreau", "american", "Plattsburg Forts", "plattsburg", "card-101", None),
]

NATION_SIDE = {"american": "us", "british": "gb", "indians": "gb"}
SYMBOL = {"regular": "infantry", "militia": "militia", "indian": "warrior", "dragoon": "cavalry", "nwc": "canoe"}


def gen_counters():
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Mr. Madison\'s War counters: generated by tools/madison-gen.py; see docs/data/madison.md. -->',
         '<counters%s>' % A(game=GAME, source=R, note="The counter sheets are not in the rule book. Units named by the rules keep their rule facts; the rest of the mix is reconstructed from the historical order of battle.")]
    for uid, nm, nat, typ, st, two, q, cnt, arr, src, note in LAND:
        side = NATION_SIDE[nat]
        cls = typ
        if note is None and src == R:
            note = "Strength, class and arrival reconstructed from the historical order of battle."
        L.append('  <unit-type%s>' % A(id=uid, kind="unit", class_=cls, side=side, nation=nat, count=cnt,
                                       symbol=SYMBOL[typ], source=src, note=note))
        L.append('    ' + T("name", nm, translate="no"))
        mf = 10 if typ == "dragoon" else 6
        L.append('    <face%s><value%s/><value%s/><value%s/></face>' % (
            A(id="full", label="%d%s" % (st, q)), A(name="strength", num=st), A(name="quality", num=QN[q]),
            A(name="mf", num=mf, source="3.16")))
        if two:
            rs = RED.get(st, max(1, st - 2))
            L.append('    <face%s><value%s/><value%s/><value%s/></face>' % (
                A(id="reduced", label="%d%s" % (rs, q), source=R, note="Reduced strength reconstructed (3.17)."),
                A(name="strength", num=rs), A(name="quality", num=QN[q]), A(name="mf", num=mf, source="3.16")))
        props = [P("class-letter", q, src if src != R else None)]
        props.append(P("regular", "true" if (typ in ("regular", "dragoon") or (q in "AB" and typ not in ("indian", "nwc", "militia"))) else "false", "3.11"))
        if st <= 2:
            props.append(P("detachment", "true", "3.14"))
        if not two:
            props.append(P("single-step", "true", "3.17"))
        if typ in ("indian", "nwc"):
            props.append(P("indian", "true", "3.7"))
        if typ == "dragoon":
            props += [P("fort-attack-class", "B", "3.62"), P("fort-defence-class", "A", "3.62"),
                      P("no-naval-transport", "true", "3.62"), P("no-tecumseh", "true", "3.53")]
        if uid == "gb-lc-militia":
            props += [P("max-distance-from", "montreal", "3.63"), P("max-distance", "2", "3.63"),
                      P("no-us-territory", "true", "3.63")]
        if uid == "gb-nwc":
            props += [P("free-move", "ft-mackinac,ft-st-joseph", "3.61"), P("lake-only", "lake-huron", "3.61"),
                      P("no-lake-box", "true", "3.61")]
        if uid == "gb-shawnee":
            props.append(P("removed-with", "gb-tecumseh", "3.54"))
        if uid == "gb-mohawk":
            props += [P("event-card", "card-56", "3.64"), P("code", "CE", "3.64")]
        L.append('    ' + "".join(props))
        L.append('  </unit-type>')
    for lid, nm, nat, rank, cmd, mod, lake, arr, rev, src, note in LEADERS:
        side = NATION_SIDE[nat]
        naval = rank == 0
        if note is None:
            note = "A historical commander; rank, command value, modifier and arrival reconstructed."
        stars = "anchor" if naval else "*" * rank
        L.append('  <unit-type%s>' % A(id=lid, kind="leader", class_="naval-leader" if naval else ("tecumseh" if lid == "gb-tecumseh" else "land-leader"),
                                       side=side, nation=nat, count=1, symbol="leader", source=src, note=note))
        L.append('    ' + T("name", nm, translate="no"))
        mf = 6 if naval else 10

        def face(fid, label, c, m, fname=None, fsrc=None):
            return '    <face%s>%s<value%s/><value%s/><value%s/><value%s/></face>' % (
                A(id=fid, label=label, source=fsrc), T("name", fname, translate="no") if fname else "",
                A(name="command", num=c), A(name="modifier", num=m), A(name="rank", num=rank),
                A(name="mf", num=mf, source="3.34"))
        L.append(face("front", "%s %d+%d" % ("N" if naval else stars, cmd, mod), cmd, mod))
        if rev:
            rn, rc, rm = rev
            L.append(face("sheaffe" if lid == "gb-brock" else "replacement", "%s %d+%d" % ("N" if naval else stars, rc, rm),
                          rc, rm, rn, "3.41" if lid == "gb-brock" else "3.42"))
        props = [P("command-limit", {0: "unlimited", 1: "5", 2: "10", 3: "15"}[rank], "3.33")]
        if naval:
            lakes = lake + (",lake-huron" if lid in ("us-perry", "gb-barclay") else "")
            props.append(P("lakes", lakes, "3.37" if lid in ("us-perry", "gb-barclay") else R))
        if lid == "gb-tecumseh":
            props += [P("subordinate-to-all", "true", "3.51"), P("needs-indian-unit", "true", "3.52"),
                      P("commands-indians", "unlimited", "3.53"), P("commands-detachments", "1", "3.53"),
                      P("no-naval-activation", "true", "3.36"), P("removed-with", "gb-shawnee", "3.54"),
                      P("combat-with-leader-card", "card-9", "3.51")]
        if lid == "gb-brock":
            props.append(P("no-sheaffe-if-captured", "true", "10.9"))
        L.append('    ' + "".join(props))
        L.append('  </unit-type>')
    for sid, nm, nat, typ, q, lake, dot, plc, src, note in SHIPS:
        side = NATION_SIDE[nat]
        if note is None:
            note = "A historical vessel; type, class and build turn reconstructed."
        L.append('  <unit-type%s>' % A(id=sid, kind="ship", class_=typ, side=side, nation=nat, count=1, symbol="ship",
                                       source=src, note=note))
        L.append('    ' + T("name", nm, translate="no"))
        L.append('    <face%s><value%s/><value%s/></face>' % (A(id="full", label="%s %s" % (q, typ[:5])), A(name="quality", num=QN[q]),
                                                          A(name="mf", num=6, source="3.24")))
        L.append('    <face%s><value%s/><value%s/></face>' % (A(id="damaged", label="damaged", source="12.42"), A(name="quality", num=QN[q]),
                                                            A(name="mf", num=6, source="3.24")))
        bc, bsrc = BUILD[typ]
        props = [P("class-letter", q, None), P("lake", lake, src if src != R else None),
                 P("build-turn", str(dot), "3.23" if dot > 1 else None,
                   None if dot > 1 else "On the map before the war or arriving without construction."),
                 P("build-cost", bc, bsrc, "half = two schooners/sloops per NBV point" if bc == "half" else None),
                 P("repair-cost", REPAIR.get(typ, "1"), "15.23"),
                 P("capacity", CAPACITY[typ], "11.35")]
        if plc[0] != "build":
            props.append(P("prebuilt", "true", "14.41" if plc[0] == "arrive" else R))
        L.append('    ' + "".join(props))
        L.append('  </unit-type>')
    for fid, nat, nm, space, card, note in EVENT_FORTS:
        L.append('  <unit-type%s>%s<face%s><value%s/></face>%s%s%s%s</unit-type>' % (
            A(id=fid, kind="structure", class_="event-fort", side=NATION_SIDE[nat], nation=nat, count=1, symbol="fort",
              source="2.74", note=(note + " " if note else "") + "Which forts, where, and their values are reconstructed; +4 WQ is printed on the counter (2.74)."),
            T("name", nm, translate="no"), A(id="front", label="2B"), A(name="value", num=2),
            P("class", "B", R), P("wq-bonus", "4", "2.74"), P("space", space, R), P("event-card", card, R)))
    for side, nat in (("us", "american"), ("gb", "british")):
        L.append('  <unit-type%s>%s<face%s/>%s</unit-type>' % (
            A(id=side + "-depot", kind="structure", class_="supply-depot", side=side, nation=nat, count=3, symbol="supply", source="13.54"),
            T("name", "Supply depot"), A(id="front", label="Depot"), P("wq-bonus", "4", "13.51") + P("units-supplied-in-winter", "4", "13.56")))
        L.append('  <unit-type%s>%s<face%s/></unit-type>' % (
            A(id=side + "-lake-control", kind="marker", class_="lake-control", side=side, nation=nat, count=4, symbol="flag",
              source="11.44", note="One per lake; the number in the mix is reconstructed."),
            T("name", "Lake control"), A(id="front", label="Lake")))
    L.append('  <unit-type%s>%s<face%s/></unit-type>' % (
        A(id="destroyed-town", kind="marker", class_="destroyed", count=6, symbol="marker", source="4.13",
          note="Cards can destroy towns (0 VP for the rest of the game) and naval bases (15.32); the marker and its count are reconstructed."),
        T("name", "Destroyed"), A(id="front", label="Destroyed")))
    L.append('</counters>')
    write(OUT + "/counters.xml", L)


if __name__ == "__main__" and "--counters" in sys.argv:
    gen_counters()


# ---------------------------------------------------------------- cards
# n, title, ops, event side (us/gb/both/none), type, winter, vp, battle drm,
# text, source, note.  Years: 1812 = 1-32, 1813 = 33-70, 1814 = 71-110
# (the split is reconstructed; 8.1 gives 110 cards in three decks).
RC = "Title, value and effect reconstructed from the history of the war; not in the rule book."
PAINT = "Credited in the rule book to a painting by the marine artist Peter Rindlisbacher (Credits), so a naval card; title, value and effect reconstructed."
CARDS = [
    # ------------------------------------------------------------ 1812
    (1, "Declaration of War", 0, "none", "special", None, 0, 0,
     "Set aside before the 1812 deck is shuffled, then shuffled into the Pre-war deck of 13 cards. Drawing it ends the Pre-war sequence; it counts against its holder's hand limit of 7 but is never played.",
     "6.2", "Effect from 6.2 and 6.31; that it cannot be played is the digest's reading (A17). ID number reconstructed."),
    (2, "Campaign", 3, "both", "campaign", None, 0, 0,
     "Activate two different leaders, or one leader and a single unit in another space. Declare both forces first, then move and fight with one completely before the other.",
     "8.7", "A CAMPAIGN card (8.7); how many there are, their values and ID numbers are reconstructed."),
    (3, "Campaign", 3, "both", "campaign", None, 0, 0,
     "Activate two different leaders, or one leader and a single unit in another space. Declare both forces first, then move and fight with one completely before the other.",
     "8.7", "A CAMPAIGN card (8.7); how many there are, their values and ID numbers are reconstructed."),
    (4, "Hull's Proclamation", 1, "us", "event", None, 0, 0,
     "Play while a US force occupies a space in Upper Canada. Each British militia unit in that space and the spaces next to it rolls a die and is reduced on 1-3 as men go home.", R, RC),
    (5, "Capture of Fort Mackinac", 2, "gb", "event", None, 0, 0,
     "Play in 1812 if a British land unit is at Ft. St. Joseph and the British are not opposed on Lake Huron. The US garrison of Ft. Mackinac surrenders; move the British units from Ft. St. Joseph there.", R, RC),
    (6, "Surrender of Detroit", 3, "gb", "event", None, 1, 0,
     "Play if a British leader with at least 4 combat factors is next to Detroit and the US units in Detroit are out of supply. Those US units surrender and are removed; the British force may enter Detroit. The British gain 1 VP.", R, RC),
    (7, "Death of Brock", 1, "us", "event", None, 0, 0,
     "Play after a land combat in which Brock commanded. Brock is killed: flip his counter to its Sheaffe side.",
     "3.41", "Effect from 3.41; the condition of play, value and ID number are reconstructed."),
    (8, "Queenston Heights", 2, "both", "battle", None, 0, 1,
     "Battle card: +1 for the attacker or -1 for the defender in one round of a battle on the Niagara frontier.", R, RC),
    (9, "Brock and Tecumseh", 2, "gb", "event", None, 0, 0,
     "For the rest of the turn Tecumseh keeps his combat rating while stacked with another British leader, and Brock may pick up Tecumseh and all his Indian units as part of one activation.",
     "3.51", "Card #9; the rule book states the first effect (3.51); the rest of the text and the value are reconstructed."),
    (10, "Militia Refuse to Cross", 2, "gb", "reaction", None, 0, 0,
     "Reaction: play when US militia units are about to cross into British territory. Those militia units stay where they are for this card play; the rest of the force may go on.", R, RC),
    (11, "Provincial Marine", 2, "gb", "event", None, 0, 0,
     "Repair one damaged British ship at any friendly naval base, and the British may move one ship on any lake without spending a card.", R, RC),
    (12, "Federalist Opposition", 1, "gb", "event", None, 0, 0,
     "New England will not march. The US player may not move New York or Vermont militia out of US territory for the rest of the turn.", R, RC),
    (13, "Tecumseh's Confederacy", 2, "gb", "event", None, 0, 0,
     "Place the Potawatomi and the Ottawa & Ojibwa units at Ft. Malden now if they have not yet arrived, or restore any one Indian unit on the map.", R, RC),
    (14, "Fort Dearborn", 1, "gb", "event", None, 1, 0,
     "The garrison at the foot of Lake Michigan is massacred. The British gain 1 VP.", R, RC),
    (15, "Generals Quarrel", 1, "gb", "reaction", None, 0, 0,
     "Reaction: play when the US player activates a leader of one star. The activation is cancelled and the card is lost.", R, RC),
    (16, "Brownstown", 2, "gb", "battle", None, 0, 2,
     "Battle card for the British: +2 (attack) or -2 (defence) in one round of a battle in a forest space that includes Indian units.", R, RC),
    (17, "Forced March", 2, "both", "event", None, 0, 0,
     "Activate one leader; he and every unit moving with him gain 2 movement points for this card play.", R, RC),
    (18, "Indian Scouts", 1, "gb", "battle", None, 0, 1,
     "Battle card for the British: +1 or -1 in one round of a battle in which Indian units take part.", R, RC),
    (19, "Royal George", 2, "gb", "battle", None, 0, 1,
     "Naval battle card for the British: +1 or -1 in a naval battle on Lake Ontario.", R, PAINT),
    (20, "Chauncey Takes Command", 2, "us", "event", None, 0, 0,
     "Place Chauncey at Sackets Harbour now if he has not arrived, and repair or build ships on Lake Ontario with an NBV of 1.", R, PAINT),
    (21, "Armistice", 2, "gb", "event", None, 0, 0,
     "Prevost and Dearborn agree a truce. Until the end of the turn no US unit may attack in Lower Canada or along the St. Lawrence.", R, RC),
    (22, "Regulars Recruited", 2, "us", "event", None, 0, 0,
     "Restore up to two reduced US regular units anywhere in supply, even outside their own territory.", R, RC),
    (23, "Militia Mustered", 2, "us", "event", None, 0, 0,
     "Place one New York or Pennsylvania militia unit from the counter mix at Albany, Buffalo or Pittsburgh.", R, RC),
    (24, "Sedentary Militia", 2, "gb", "event", None, 0, 0,
     "Restore up to two reduced Canadian militia units in their own territory.", R, RC),
    (25, "Autumn Rains", 1, "both", "reaction", None, 0, 0,
     "Reaction: play when the enemy activates a force. Every path it uses costs one extra movement point this card play.", R, RC),
    (26, "River Raisin", 2, "gb", "event", "1812-1813", 1, 0,
     "Winter 1812-1813. The British may attack Frenchtown from Ft. Malden across the ice with up to five units, adding +2 to the first round. If the US force is destroyed the British gain 1 VP.",
     R, "Card #26 carries a photograph from Monroe, Michigan, the site of the River Raisin (Credits); title, value and effect reconstructed."),
    (27, "De Salaberry", 1, "gb", "battle", None, 0, 2,
     "Battle card for the British: -2 in one round of a defence in Lower Canada.", R, RC),
    (28, "Boarding Party", 2, "us", "event", None, 0, 0,
     "Play if a US land unit is at Buffalo: eliminate one British ship at Ft. Erie or in the Lake Erie Lake Control Box unless the British control Lake Erie.", R, RC),
    (29, "Smyth's Fiasco", 1, "gb", "reaction", None, 0, 0,
     "Reaction: cancel a US attack across a Major Invasion Route before the dice are rolled. The US units stay where they began.", R, RC),
    (30, "Ogdensburg Raid", 2, "gb", "event", "1812-1813", 0, 0,
     "Winter 1812-1813. British units at Prescott may attack Ogdensburg across the frozen river; the Major Invasion Route modifier does not apply.", R, RC),
    (31, "Chase of the Royal George", 2, "us", "battle", None, 0, 1,
     "Naval battle card for the US: +1 or -1 in a naval battle on Lake Ontario.", R, PAINT),
    (32, "Winter Quarters", 1, "both", "event", "1812-1813", 0, 0,
     "Winter 1812-1813. Before attrition, move one force of up to five units by one space into friendly territory.", R, RC),
    # ------------------------------------------------------------ 1813
    (33, "Campaign", 3, "both", "campaign", None, 0, 0,
     "Activate two different leaders, or one leader and a single unit in another space. Declare both forces first, then move and fight with one completely before the other.",
     "8.7", "A CAMPAIGN card (8.7); how many there are, their values and ID numbers are reconstructed."),
    (34, "Campaign", 3, "both", "campaign", None, 0, 0,
     "Activate two different leaders, or one leader and a single unit in another space. Declare both forces first, then move and fight with one completely before the other.",
     "8.7", "A CAMPAIGN card (8.7); how many there are, their values and ID numbers are reconstructed."),
    (35, "Heavy Rains", 2, "both", "reaction", None, 0, 0,
     "Reaction: play against one enemy force as it moves. Its units and leaders may go no further than one space from the space where the card catches them. Against a CAMPAIGN card it stops only one of the two forces.",
     "8.3", "Effect from the extended example of 8.3; value, year and ID number reconstructed."),
    (36, "Contrary Winds", 2, "both", "reaction", None, 0, 0,
     "Reaction: cancel the move of one enemy naval force (ships and what they carry). It cannot stop a free naval withdrawal, and against a CAMPAIGN card it cancels only one of the two forces.",
     "8.3", "Named in 8.3 and 11.21 as cancelling one force's move; that it works on naval moves is the reading of its title; value, year and ID number reconstructed."),
    (37, "Capture of York", 2, "us", "event", None, 1, 0,
     "Play if US land units control York. The naval base at York is destroyed and the ship under construction there is removed; the US gains 1 VP.", R, RC),
    (38, "Fort George Landing", 2, "us", "battle", None, 0, 2,
     "Battle card for the US: cancels the amphibious -1 in the first round and adds +1 to that round.", R, RC),
    (39, "Battle of Lake Erie", 3, "us", "battle", None, 0, 2,
     "Naval battle card for the US: +2 or -2 in a naval battle on Lake Erie.", R, PAINT),
    (40, "Stoney Creek", 2, "gb", "battle", None, 0, 2,
     "Battle card for the British: a night attack, +2 to the first round of a British attack.", R, RC),
    (41, "Beaver Dams", 2, "gb", "event", None, 0, 0,
     "A warning reaches the British. A US force of no more than 6 combat factors in the Niagara peninsula surrenders if Indian units are next to it.", R, RC),
    (42, "Raid on Sackets Harbour", 2, "gb", "event", None, 0, 0,
     "If the British control Lake Ontario, make an amphibious attack on Sackets Harbour with up to three units from Kingston without spending movement points. If it succeeds, every US ship being built or repaired there is destroyed.", R, RC),
    (43, "Fort Meigs", 2, "us", "event", None, 0, 0,
     "Place the Fort Meigs counter at Maumee Rapids if a US unit is there.", R, RC + " It brings in an Event card fort (2.74)."),
    (44, "Fort Stephenson", 1, "us", "battle", None, 0, 2,
     "Battle card for the US: -2 to one round of a British attack on a US fort.", R, RC),
    (45, "Yeo Arrives", 2, "gb", "event", None, 0, 0,
     "Place Yeo at Kingston now if he has not arrived and build or repair ships on Lake Ontario with an NBV of 2.", R, RC),
    (46, "Perry Arrives", 2, "us", "event", None, 0, 0,
     "Place Perry at Erie now if he has not arrived and build or repair ships on Lake Erie with an NBV of 2.", R, RC),
    (47, "Burning of Newark", 1, "us", "event", "1813-1814", 0, 0,
     "Winter 1813-1814. If US units occupy Ft. George they may destroy the town as they leave: it is worth 0 VP for the rest of the game.", R, RC),
    (48, "Capture of Fort Niagara", 3, "gb", "event", "1813-1814", 0, 0,
     "Winter 1813-1814. British units at Ft. George may attack Ft. Niagara; the fort's value does not count in the first round.", R, RC),
    (49, "Burning of Buffalo", 2, "gb", "event", "1813-1814", 1, 0,
     "Winter 1813-1814. If British units control Ft. Niagara or Ft. Erie, Buffalo is destroyed (0 VP for the rest of the game) and its naval base is lost. The British gain 1 VP.", R, RC),
    (50, "Chateauguay", 2, "gb", "battle", None, 0, 2,
     "Battle card for the British: -2 to every round of a defence in a forest space of Lower Canada.", R, RC),
    (51, "Crysler's Farm", 2, "gb", "battle", None, 0, 2,
     "Battle card for the British: +2 or -2 in one round of a battle along the St. Lawrence.", R, RC),
    (52, "Battle of the Thames", 3, "us", "battle", None, 0, 2,
     "Battle card for the US: +2 to one round of a US attack; Indian units do not give the forest bonus in that round.", R, RC),
    (53, "Tecumseh Falls", 2, "us", "event", None, 0, 0,
     "Play after a battle that Tecumseh's force lost. Tecumseh is killed: remove him and the Shawnee unit (3.54).", R, RC),
    (54, "Kentucky Volunteers", 2, "us", "event", None, 0, 0,
     "Place up to two Kentucky militia units from the counter mix at Mansfield or Ft. MacArthur.", R, RC),
    (55, "Harrison's Army", 2, "us", "event", None, 0, 0,
     "Restore up to three reduced US units in Ohio or Michigan that are in supply.", R, RC),
    (56, "Grand River Indians", 2, "gb", "event", None, 0, 0,
     "Place the Mohawk unit (2B) at Grand River, or at Burlington if Grand River is enemy-controlled.",
     "3.64", "Card #56 brings in the CE Mohawk 2B unit (3.64); the placement and value are reconstructed."),
    (57, "Wilkinson Ill", 1, "gb", "event", None, 0, 0,
     "Until the end of the turn Wilkinson's command value is 3 higher; if he cannot be activated his force stays put.", R, RC),
    (58, "Hampton Refuses", 1, "gb", "reaction", None, 0, 0,
     "Reaction: play when the US activates two leaders with a CAMPAIGN card. The second force may not move.", R, RC),
    (59, "Murray's Raid", 2, "gb", "event", None, 0, 0,
     "If the British control Lake Champlain, make an amphibious attack on Plattsburg or Burlington VT with up to two units from Isle aux Noix. If it succeeds the town's naval base may not build this year.", R, RC),
    (60, "Fort York", 1, "gb", "event", None, 0, 0,
     "Place the Fort York counter at York if a British unit is there.", R, RC + " It brings in an Event card fort (2.74)."),
    (61, "Burlington Races", 2, "both", "reaction", None, 0, 0,
     "Reaction: after a naval battle on Lake Ontario, the losing fleet escapes: it takes no further step losses from the victor's roll.", R, RC),
    (62, "Scourge and Hamilton Founder", 1, "gb", "event", None, 0, 0,
     "A squall: if the US schooners Scourge and Hamilton are on Lake Ontario, remove them.", R, RC),
    (63, "Supply Shortage", 1, "both", "event", None, 0, 0,
     "Choose one enemy force outside its own territory: it is out of supply until the end of the enemy's next card play.", R, RC),
    (64, "Forced March", 2, "both", "event", None, 0, 0,
     "Activate one leader; he and every unit moving with him gain 2 movement points for this card play.", R, RC),
    (65, "Indian Raids", 1, "gb", "event", None, 0, 0,
     "Every US unit alone in a forest space of value 0 or 1 next to an Indian unit is reduced.", R, RC),
    (66, "Fencibles Raised", 2, "gb", "event", None, 0, 0,
     "Restore up to two reduced British regular units anywhere in Upper or Lower Canada that are in supply.", R, RC),
    (67, "Pike Killed", 1, "gb", "event", None, 0, 0,
     "Play after a battle that Pike commanded: remove Pike.", R, RC),
    (68, "Light Troops", 1, "both", "battle", None, 0, 1,
     "Battle card: +1 or -1 in one round; the side playing it may also retreat before the next round without penalty.", R, RC),
    (69, "Gunboat Flotilla", 2, "both", "event", None, 0, 0,
     "Move up to two land units by water from one friendly lakeside town to another on the same lake even without ships, if the enemy does not control the lake.", R, RC),
    (70, "Proctor's Retreat", 1, "us", "event", None, 0, 0,
     "If the US controls Lake Erie, every British unit west of London must move one space toward London or be reduced.", R, RC),
    # ------------------------------------------------------------ 1814
    (71, "Campaign", 3, "both", "campaign", None, 0, 0,
     "Activate two different leaders, or one leader and a single unit in another space. Declare both forces first, then move and fight with one completely before the other.",
     "8.7", "A CAMPAIGN card (8.7); how many there are, their values and ID numbers are reconstructed."),
    (72, "Campaign", 3, "both", "campaign", None, 0, 0,
     "Activate two different leaders, or one leader and a single unit in another space. Declare both forces first, then move and fight with one completely before the other.",
     "8.7", "A CAMPAIGN card (8.7); how many there are, their values and ID numbers are reconstructed."),
    (73, "Treaty of Ghent", 1, "both", "special", None, 0, 0,
     "Peace is signed. The game ends at once; the player who plays it loses 1 VP for each card still in his hand. Only the Battle of New Orleans may still be played. Kept out of the Spring-Summer 1814 deal.",
     "4.22", "Effect from 4.21-4.23 and 7.25; that either side may play it, the value and ID number are reconstructed."),
    (74, "Battle of New Orleans", 2, "us", "event", "1814-1815", 2, 0,
     "Winter 1814-1815. Jackson's victory: the US gains 2 VP. May be played as an event after the Treaty of Ghent if it was held; otherwise, played for its event, it must be the US player's last card of the game.",
     "4.23", "Effect from 4.23; the 2 VP are an outside report (digest, external); value and ID number reconstructed."),
    (75, "Chippawa", 2, "us", "battle", None, 0, 2,
     "Battle card for the US: +2 to one round of a battle in a clear space; the British regulars modifier does not apply in that round.", R, RC),
    (76, "Lundy's Lane", 3, "both", "battle", None, 0, 1,
     "Battle card: +1 or -1 in every round of one battle.", R, RC),
    (77, "Siege of Fort Erie", 2, "us", "battle", None, 0, 2,
     "Battle card for the US: -2 to every round of a British attack on a fort held by US units.", R, RC),
    (78, "Raid on Oswego", 2, "gb", "event", None, 0, 0,
     "If the British control Lake Ontario, make an amphibious attack on Oswego with up to three units from Kingston; if it succeeds Oswego's naval base is unusable for the rest of the year.", R, RC),
    (79, "Sandy Creek", 1, "us", "battle", None, 0, 2,
     "Battle card for the US: +2 to one round of an attack on British units that landed this card play.", R, RC),
    (80, "Plattsburg", 3, "us", "battle", None, 0, 2,
     "Battle card for the US: -2 to every round of a defence of Plattsburg.", R, RC),
    (81, "Peninsular Veterans", 2, "gb", "event", None, 0, 0,
     "Place up to three British regular units due in Summer-Autumn 1814 at Quebec now.", R, RC),
    (82, "Burning of Washington", 2, "gb", "event", None, 2, 0,
     "A British expedition burns the capital. The British gain 2 VP.", R, RC),
    (83, "Defence of Baltimore", 2, "us", "event", None, 1, 0,
     "Fort McHenry holds. The US gains 1 VP.", R, RC),
    (84, "Hartford Convention", 1, "gb", "event", None, 1, 0,
     "New England talks of separation. The British gain 1 VP and the US player may not move Vermont militia out of Vermont this turn.", R, RC),
    (85, "Mackinac Island", 2, "gb", "battle", None, 0, 2,
     "Battle card for the British: -2 to every round of a defence of Ft. Mackinac or Ft. St. Joseph.", R, RC),
    (86, "Tigress and Scorpion Taken", 2, "gb", "event", None, 0, 0,
     "If US ships are alone on Lake Huron outside a naval base, the British capture one: remove it.", R, RC),
    (87, "Nancy Destroyed", 1, "us", "event", None, 0, 0,
     "If a US ship is on Lake Huron, remove the British ship at Nottawasaga.", R, RC),
    (88, "Western Indians Rally", 1, "gb", "event", None, 0, 0,
     "Restore the Western Indians unit to the map at Ft. St. Joseph or Ft. Mackinac if it was eliminated.", R, RC),
    (89, "Night Assault", 2, "gb", "battle", None, 0, 2,
     "Battle card for the British: +2 to the first round of a British attack on a fort.", R, RC),
    (90, "Sortie", 2, "us", "battle", None, 0, 1,
     "Battle card for the US: +1 to one round of an attack by units leaving a fort space.", R, RC),
    (91, "Cook's Mills", 1, "gb", "reaction", None, 0, 0,
     "Reaction: a US force moving in the Niagara peninsula stops in the first space it enters.", R, RC),
    (92, "McArthur's Raid", 2, "us", "event", None, 0, 0,
     "Activate up to three units at Detroit or Ft. Malden; they may move 10 movement points this card play.", R, RC),
    (93, "Supply by Sleigh", 1, "both", "event", "1814-1815", 0, 0,
     "Winter 1814-1815. Choose one space: this winter it counts as in supply and its winter quartering value is 2 higher.", R, RC),
    (94, "St. Lawrence Launched", 3, "gb", "event", None, 0, 0,
     "Build or repair at Kingston with an NBV of 3, even if the ship due is a ship of the line.", R, PAINT),
    (95, "Chauncey Ill", 1, "gb", "event", None, 0, 0,
     "Until the end of the turn no US ship on Lake Ontario may enter the Lake Control Box.", R, RC),
    (96, "Blockade of Kingston", 2, "us", "event", None, 0, 0,
     "If the US controls Lake Ontario, no British ship may leave Kingston this card play or the next.", R, RC),
    (97, "Macdonough's Victory", 3, "us", "battle", None, 0, 2,
     "Naval battle card for the US: +2 or -2 in a naval battle on Lake Champlain.", R, PAINT),
    (98, "Prevost Hesitates", 1, "us", "reaction", None, 0, 0,
     "Reaction: play when Prevost is activated. The activation is cancelled.", R, RC),
    (99, "Izard's March", 2, "us", "event", None, 0, 0,
     "Move up to six US units from Plattsburg or Sackets Harbour to Buffalo or Lewiston; they may not attack this card play.", R, RC),
    (100, "Fort Mississauga", 1, "gb", "event", None, 0, 0,
     "Place the Fort Mississauga counter at Ft. George if a British unit is there.", R, RC + " It brings in an Event card fort (2.74)."),
    (101, "Plattsburg Forts", 1, "us", "event", None, 0, 0,
     "Place the Plattsburg Forts counter at Plattsburg if a US unit is there.", R, RC + " It brings in an Event card fort (2.74)."),
    (102, "Smuggling", 1, "gb", "event", None, 0, 0,
     "Vermont and New York traders feed the British: one British force in Lower Canada counts as in supply until the end of the year.", R, RC),
    (103, "Royal Navy Blockade", 2, "gb", "event", None, 1, 0,
     "The coast is closed. The British gain 1 VP and the US player discards one card at random.", R, RC),
    (104, "Brown and Scott", 2, "us", "event", None, 0, 0,
     "Activate Brown and Scott together if they are in the same space; the force may number 15 units.", R, RC),
    (105, "Drill Camp", 1, "us", "event", None, 0, 0,
     "Restore up to two reduced US regular units at Buffalo, Plattsburg or Sackets Harbour.", R, RC),
    (106, "Arms Race", 3, "both", "event", None, 0, 0,
     "Build or repair ships at any one naval base with an NBV of 3.", R, PAINT),
    (107, "War Weariness", 1, "gb", "event", None, 1, 0,
     "The British gain 1 VP if they have lost no town in their own territory this year.", R, RC),
    (108, "Forced March", 2, "both", "event", None, 0, 0,
     "Activate one leader; he and every unit moving with him gain 2 movement points for this card play.", R, RC),
    (109, "Indian Council", 1, "gb", "event", None, 0, 0,
     "Restore or return to the map at Ft. Malden or Burlington one eliminated Indian unit other than the Shawnee.", R, RC),
    (110, "Spring Floods", 1, "both", "reaction", None, 0, 0,
     "Reaction: play when the enemy activates a force. Every trail it uses costs one extra movement point this card play.", R, RC),
]


def card_year(n):
    return 1812 if n <= 32 else (1813 if n <= 70 else 1814)


def table(tid, name, dice, src, note, desc, cols, rows):
    """rows: (key, label, [cells], row_source or None, row_note)"""
    L = ['  <table%s>' % A(id=tid, dice=dice, source=src, note=note), '    ' + T("name", name)]
    if desc:
        L.append('    ' + T("description", desc))
    L.append('    <columns>' + "".join('<column%s>%s</column>' % (A(key=k), escape(t)) for k, t in cols) + '</columns>')
    for key, label, cells, rsrc, rnote in rows:
        L.append('    <row%s>%s%s</row>' % (A(key=key, source=rsrc, note=rnote), T("label", label) if label else "",
                                           "".join("<cell>%s</cell>" % escape(str(c)) for c in cells)))
    L.append('  </table>')
    return L


def gen_tables():
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Mr. Madison\'s War tables and strategy cards: generated by tools/madison-gen.py; see docs/data/madison.md. -->',
         '<tables%s>' % A(game=GAME, source=R, note="The Combat Results Table card and the 110 strategy cards are not in the rule book. Tables the rules state are cited; the CRTs are reconstructed.")]
    # --- land combat
    L += table("land-odds", "Land combat: odds modifier", None, R,
               "The rule book says the odds give a DRM read from the CRT (10.21) but not the values. Fractions round down (10.21), in the defender's favour when the defender is stronger.",
               "Attack strength (non-reduced attackers, 10.23) against defence strength (all defenders plus the fort, 10.21), halved when out of supply (13.4).",
               [("drm", "DRM")],
               [("1-4", "1:4 or worse", ["-3"], None, None), ("1-3", "1:3", ["-2"], None, None),
                ("1-2", "1:2", ["-1"], None, None), ("1-1", "1:1", ["0"], None, None),
                ("2-1", "2:1", ["+1"], None, None), ("3-1", "3:1", ["+2"], None, None),
                ("4-1", "4:1", ["+3"], None, None), ("5-1", "5:1 to 8:1", ["+4"], None, None),
                ("9-1", "9:1 or better", ["mandatory retreat before combat"], "9.51", None)])
    L += table("land-lead-class", "Land combat: lead unit class", None, R,
               "10.31 compares the lead units' classes for a DRM without giving the amount; one point per class step, as in naval combat (12.32; digest A2).",
               None, [("drm", "Attacker's DRM")],
               [("plus2", "Attacker A, defender C", ["+2"], None, None), ("plus1", "One class better", ["+1"], None, None),
                ("even", "Same class", ["0"], None, None), ("minus1", "One class worse", ["-1"], None, None),
                ("minus2", "Attacker C, defender A", ["-2"], None, None)])
    L += table("land-modifiers", "Land combat: other modifiers", None, "10.4", None,
               "Terrain and crossing modifiers count in the first round only (10.41); in a fort the terrain is ignored (2.72).",
               [("drm", "DRM"), ("rounds", "Rounds")],
               [("amphibious", "Amphibious attack", ["-1", "first"], "11.55", None),
                ("forest", "Attack into a forest space", ["-1", "first"], "10.41", None),
                ("forest-indians-defend", "Regulars or militia attack a forest space held only by Indians", ["-2", "first"], "10.41", "Replaces the forest -1."),
                ("forest-indians-attack", "Indians alone attack regulars or militia in a forest space", ["+1", "first"], "10.41", "Replaces the forest -1."),
                ("mir", "Attack across a Major Invasion Route", ["-1", "first"], "2.23", None),
                ("montreal", "Attack on Montreal", ["-1", "first"], "2.14", "With a Major Invasion Route the net is -2 (10.41)."),
                ("attacking-leader", "Attacking commander's modifier", ["+mod", "all"], "10.42", None),
                ("defending-leader", "Defending commander's modifier", ["-mod", "all"], "10.42", None),
                ("battle-card", "Battle card", ["per card", "one"], "10.43", None),
                ("british-regulars", "US attacks British regulars in a clear space in 1812-1813 (not in a fort)", ["-1", "all"], "10.44", None)])
    L += table("land-crt", "Land Combat Results Table", "2d6", R,
               "The CRT card is not in the rule book. The result codes are from 10.51 and 2.77; their spread over the 2d6 total is reconstructed.",
               "The attacker rolls two dice and adds every modifier (10.21). F: in a fort the attacker retreats and the combat ends; elsewhere the defender retreats (2.77, printed as '9' in the rule text). NE: no result; fight another round if both sides keep non-reduced units (10.61).",
               [("result", "Result")],
               [("le2", "2 or less", ["AR-2"], None, None), ("3", "3", ["AR-1"], None, None), ("4", "4", ["AR-1"], None, None),
                ("5", "5", ["AR"], None, None), ("6", "6", ["NE"], None, None), ("7", "7", ["NE"], None, None),
                ("8", "8", ["F"], None, None), ("9", "9", ["EX"], None, None), ("10", "10", ["DR"], None, None),
                ("11", "11", ["DR-1"], None, None), ("12", "12", ["DR-1"], None, None), ("ge13", "13 or more", ["DR-2"], None, None)])
    L += table("land-results", "Land combat result codes", None, "10.51", None, None, [("meaning", "Meaning")],
               [("DR", None, ["Defender retreats one space (10.7)."], None, None),
                ("AR", None, ["Attacker retreats one space (10.73)."], None, None),
                ("AR-1", None, ["Attacker retreats and reduces his lead unit."], None, None),
                ("AR-2", None, ["Attacker retreats and reduces two units, lead unit first."], None, None),
                ("DR-1", None, ["Defender retreats and reduces his lead unit (or another unit if he had none)."], None, None),
                ("DR-2", None, ["Defender retreats and reduces two units, lead unit first."], None, None),
                ("EX", None, ["Both sides reduce their lead units; one unit against one unit that would destroy both becomes AR."], None, None),
                ("F", None, ["Fort result: in a fort the combat ends and the attacker retreats; elsewhere the defender retreats (2.77)."], "2.77", None),
                ("NE", None, ["No retreat: continue combat (10.61)."], R, "A no-decision result must exist for 10.61; its code is reconstructed.")])
    # --- naval combat
    L += table("naval-modifiers", "Naval combat modifiers", None, "12.3", None,
               "Added for the attacker, subtracted for the defender. Damaged ships are ignored (12.42).",
               [("drm", "DRM")],
               [("more-ships", "More ships than the enemy", ["+1"], "12.31", None),
                ("twice-ships", "Twice as many ships or more", ["+2"], "12.31", None),
                ("lead-class", "Lead ship class, per step better", ["+1"], "12.32", None),
                ("leader", "Commanding naval leader", ["+mod"], "12.33", None),
                ("frigates", "Frigates present, none on the other side", ["+1"], "12.34", None),
                ("small-ships", "Only schooners or sloops against a bigger ship", ["-1"], "12.35", "For the small fleet when it attacks; +1 for the attacker when it defends."),
                ("battle-card", "Battle card", ["+1"], "12.36", None)])
    L += table("naval-crt", "Naval Combat Results Table", "1d6", R,
               "The Naval CRT is not in the rule book; the results Strikes Flag and Step Loss are from 12.4, the layout is reconstructed.",
               "One die plus modifiers (12.2); one round only. SF: strikes flag, the whole fleet surrenders (12.41). A number: step losses, lead ship first (12.42). The winning side then rolls on the victor's loss table (12.41).",
               [("attacker", "Attacker"), ("defender", "Defender")],
               [("le0", "0 or less", ["SF", "-"], None, None), ("1", "1", ["2", "-"], None, None),
                ("2", "2", ["1", "-"], None, None), ("3", "3", ["1", "1"], None, None),
                ("4", "4", ["-", "1"], None, None), ("5", "5", ["-", "2"], None, None),
                ("ge6", "6 or more", ["-", "SF"], None, None)])
    L += table("naval-victor-loss", "Naval combat: victor's losses", "1d6", R,
               "12.41 says the victor still rolls for losses; the table is reconstructed.", None,
               [("loss", "Victor's loss")],
               [("1", "1", ["1 step"], None, None), ("2", "2", ["1 step"], None, None), ("3-6", "3-6", ["none"], None, None)])
    L += table("ship-capacity", "Ship carrying capacity", None, "11.35", None, None, [("carries", "Carries")],
               [("schooner", "Schooner or sloop", ["1 detachment (combat size 1 or 2)"], None, None),
                ("four-schooners", "Four schooners or sloops", ["1 unit of any size"], None, None),
                ("brig", "Brig", ["1 unit"], None, None), ("corvette", "Corvette", ["1 unit"], None, None),
                ("frigate", "Frigate", ["2 units"], None, None), ("ship-of-the-line", "Ship of the line", ["3 units"], None, None)])
    L += table("ship-build", "Ship building and repair costs (NBV)", None, "15.17", None, None,
               [("build", "Build"), ("repair", "Repair")],
               [("schooner", "Schooner or sloop", ["1 for two", "1/2"], None, None),
                ("brig", "Brig", ["1", "1"], None, None), ("corvette", "Corvette", ["1", "1"], None, None),
                ("frigate", "Frigate", ["2", "1"], None, None),
                ("ship-of-the-line", "Ship of the line", ["3", "1"], R, "15.17 gives no cost for a ship of the line; 3 is reconstructed (digest A7).")])
    L += table("naval-mp", "Naval movement costs", None, "11.15", None, None, [("mp", "MP")],
               [("town-town", "Lakeside town to another on the same lake", ["1"], None, None),
                ("pick-up", "Pick up land units", ["1"], None, None), ("drop-off", "Drop off land units", ["1"], None, None),
                ("ships", "Pick up or drop off ships", ["0"], None, None), ("box", "Enter a Lake Control Box", ["1"], None, None),
                ("transit", "Erie or Huron lakeside town to the Transit Box", ["2"], None, None),
                ("amphibious", "Amphibious attack (over the drop-off)", ["+1"], None, None)])
    L += table("land-mp", "Land movement costs", None, "9.2", None, None, [("mp", "MP")],
               [("road", "Major road", ["1"], None, None), ("trail", "Trail", ["2"], None, None),
                ("mir", "Major Invasion Route", ["3"], None, None)])
    L += table("command-limits", "Leader command limits", None, "3.33", None, None, [("units", "Units")],
               [("1", "One star", ["5"], None, None), ("2", "Two stars", ["10"], None, None),
                ("3", "Three stars", ["15"], None, None), ("naval", "Naval leader", ["any number of ships on his lake"], None, None)])
    L += table("card-deal", "Cards dealt per turn", None, "7.21", None, "Held cards count against the new hand (7.23).",
               [("cards", "Cards")],
               [("1812-1", "Spring-Summer 1812", ["Pre-war sequence, up to 7"], "6.31", None),
                ("1812-2", "Summer-Autumn 1812", ["7"], None, None), ("1813", "1813 non-winter turns", ["8"], None, None),
                ("1814", "1814 non-winter turns", ["9"], None, None), ("winter", "Winter turns", ["0"], "16.1", None)])
    L += table("card-uses", "Uses of a strategy card", None, "8.31", None, "One use per card.", [("use", "Use")],
               [("1", None, ["Event (winter events only in a winter turn)"], None, None),
                ("2", None, ["Activate a leader whose command value is at most the card value"], None, None),
                ("3", None, ["Activate units in one space, one per point"], None, None),
                ("4", None, ["Build or repair ships with the NBV"], None, None),
                ("5", None, ["Restore reduced A or B regulars, one per point, in their own supplied territory"], None, None),
                ("6", None, ["Create a supply depot in friendly territory"], None, None),
                ("7", None, ["Battle card"], None, None), ("8", None, ["Reaction card"], None, None)])
    L += table("victory-levels", "Victory levels", None, "17.1", None, "Net VP at the end of the game.", [("level", "Level")],
               [("20", "20 or more", ["Decisive victory"], None, None), ("10", "10 to 19", ["Marginal victory"], None, None),
                ("1", "1 to 9", ["Moral victory"], None, None), ("0", "0", ["Stalemate: British moral victory"], "17.2", None)])
    # --- decks
    for year, lo, hi in ((1812, 1, 32), (1813, 33, 70), (1814, 71, 110)):
        L.append('  <deck%s>%s' % (A(id="cards-%d" % year, source="5.2",
                                     note="One deck per year with coloured backs (5.2). The split of the 110 cards between the years is reconstructed."),
                                   T("name", "%d deck" % year)))
        for n, title, ops, side, typ, winter, vp, drm, text, src, note in CARDS:
            if not (lo <= n <= hi):
                continue
            vals = "".join('<value%s/>' % A(name=k, num=v) for k, v in
                           (("ops", ops), ("vp", vp), ("battle-drm", drm)) if v or k == "ops")
            props = [P("number", str(n), "8.28" if n in (9, 56) else None),
                     P("year", str(year), "5.2"), P("event-side", side), P("type", typ)]
            if winter:
                props.append(P("winter", winter, "7.35"))
            if n == 1:
                props.append(P("prewar-trigger", "true", "6.2"))
            if n == 73:
                props += [P("ends-game", "true", "4.22"), P("kept-out-of-first-deal", "true", "7.25")]
            if n == 74:
                props.append(P("playable-after-treaty", "true", "4.23"))
            L.append('    <card%s>%s%s%s%s</card>' % (A(id="card-%d" % n, source=src, note=note),
                                                    T("title", title), T("text", text), vals, "".join(props)))
        L.append('  </deck>')
    L.append('</tables>')
    write(OUT + "/tables.xml", L)


if __name__ == "__main__" and "--tables" in sys.argv:
    gen_tables()


# ---------------------------------------------------------------- scenarios
UNIT_SIDE = {}
for _u in LAND:
    UNIT_SIDE[_u[0]] = NATION_SIDE[_u[2]]
for _u in LEADERS:
    UNIT_SIDE[_u[0]] = NATION_SIDE[_u[2]]
for _u in SHIPS:
    UNIT_SIDE[_u[0]] = NATION_SIDE[_u[2]]
SHIP_BY_ID = {s[0]: s for s in SHIPS}
LEADER_BY_ID = {l[0]: l for l in LEADERS}


def later_arrivals(start, skip=()):
    """Entire-war reinforcements due after turn `start` (land units and leaders)."""
    out = []
    for uid, nm, nat, typ, st, two, q, cnt, arr, src, note in LAND:
        if uid in skip:
            continue
        for t, sp, c in arr:
            if t > start:
                out.append((uid, c, sp, t, None))
    for lid, nm, nat, rank, cmd, mod, lake, arr, rev, src, note in LEADERS:
        if lid in skip or not arr:
            continue
        if arr[0] > start:
            out.append((lid, 1, arr[0] and arr[1], arr[0], None))
    return out


def entire_war_places():
    out = []   # (unit, count, at, turn, face, source, note)
    for uid, nm, nat, typ, st, two, q, cnt, arr, src, note in LAND:
        for t, sp, c in arr:
            s = src if uid in ("us-detroit-det", "us-mackinac-det") else R
            out.append((uid, c, sp, t if t > 1 else None, None, s,
                        None if s != R else "Set Up cards not in the rule book; start or arrival reconstructed from history."))
    for lid, nm, nat, rank, cmd, mod, lake, arr, rev, src, note in LEADERS:
        t, sp = arr
        out.append((lid, 1, sp, t if t > 1 else None, None, R,
                    "Arrival reconstructed; naval leaders never before the second half of 1812 (3.37)." if rank == 0 else "Set Up cards not in the rule book; reconstructed."))
    for sid, nm, nat, typ, q, lake, dot, plc, src, note in SHIPS:
        box = "ships-" + NATION_SIDE[nat]
        if plc[0] == "start":
            out.append((sid, 1, plc[1], None, None, R, "On the lake before the war; reconstructed."))
        elif plc[0] == "arrive":
            out.append((sid, 1, plc[2], plc[1], None, "14.41", "US schooners of the second half of 1812 enter without being built (14.41); entry space reconstructed."))
        else:
            out.append((sid, 1, box, None, None, "15.14", "Waits on the Ship Production Chart until built with NBV (15.12-15.14)."))
    return out


def spread(d):
    """{space: [unit ids or (unit, count) or (unit, count, face)]} -> place tuples at start."""
    out = []
    for sp, units in d.items():
        for u in units:
            if isinstance(u, tuple):
                uid, c = u[0], u[1]
                face = u[2] if len(u) > 2 else None
            else:
                uid, c, face = u, 1, None
            out.append((uid, c, sp, None, face))
    return out


S1813_NOTE = "Play Book 1813 set-up as given in the digest (external, unchecked)."
S1813_GB = {
    "quebec": ["gb-prevost", "gb-de-watteville", "gb-4-royal-scots", "gb-13th", "gb-2-41st", "gb-70th", "gb-89th",
               "gb-19th-dragoons", "gb-quebec-militia"],
    "montreal": ["gb-drummond", "gb-lc-militia", "gb-de-salaberry"],
    "st-jean": ["gb-100th"], "beauharnois": ["gb-caughnawaga"],
    "cornwall": ["gb-glengarry", "gb-stormont-militia"],
    "isle-aux-noix": ["gb-voltigeurs", "gb-103rd", "gb-finch", "gb-chubb"],
    "prescott": ["gb-can-fencibles", "gb-leeds-militia"],
    "kingston": ["gb-de-rottenburg", "gb-frontenac-militia", "gb-10th-rvb", "gb-104th", "gb-1-royal-scots", "gb-yeo",
                 "gb-royal-george", "gb-wolfe", "gb-melville", "gb-beresford", "gb-earl-of-moira", "gb-sydney-smith",
                 "gb-gloucester"],
    "york": ["gb-fort-york", ("gb-brock", 1, "sheaffe"), "gb-york-militia", "gb-rnf", "gb-mississauga", "gb-seneca"],
    "ft-george": ["gb-49th", "gb-8th", "gb-vincent"],
    "queenston": ["gb-lincoln-militia"],
    "port-dover": ["gb-norfolk-militia"], "london": ["gb-middlesex-militia"],
    "ft-malden": ["gb-proctor", "gb-1-41st", "gb-41st-det", "gb-essex-militia", "gb-tecumseh", "gb-shawnee",
                  "gb-wyandot", "gb-potawatomi", "gb-ottawa", "gb-queen-charlotte", "gb-general-hunter",
                  "gb-lady-prevost", "gb-chippawa", "gb-little-belt"],
    "ft-st-joseph": ["gb-10th-rvb-det", "gb-nwc", "gb-western-indians", "gb-caledonia", "gb-nancy"],
    "lake-huron": ["gb-lake-control"], "lake-erie": ["gb-lake-control"],
    "ships-gb": ["gb-brock-ship", "gb-detroit", "gb-prince-regent", "gb-princess-charlotte", "gb-charwell", "gb-star",
                 "gb-st-lawrence", "gb-linnet", "gb-confiance"],
}
# Units the Play Book's 1813 list (digest 6.3) puts where we place them.
S1813_PB = {("quebec", u) for u in S1813_GB["quebec"][:8]} | {
    ("montreal", "gb-drummond"), ("montreal", "gb-lc-militia"), ("st-jean", "gb-100th"),
    ("beauharnois", "gb-caughnawaga"), ("cornwall", "gb-glengarry"), ("isle-aux-noix", "gb-voltigeurs"),
    ("isle-aux-noix", "gb-103rd"), ("isle-aux-noix", "gb-finch"), ("isle-aux-noix", "gb-chubb"),
    ("prescott", "gb-can-fencibles")} | {("kingston", u) for u in S1813_GB["kingston"]} | {
    ("york", "gb-fort-york"), ("york", "gb-brock"), ("york", "gb-york-militia"), ("york", "gb-rnf"),
    ("ft-george", "gb-49th"), ("queenston", "gb-lincoln-militia"), ("ships-gb", "gb-brock-ship"),
    ("lake-huron", "gb-lake-control"), ("lake-erie", "gb-lake-control"), ("lake-ontario", "us-lake-control")}
S1813_US = {
    "sackets-harbour": ["us-dearborn", "us-pike", "us-brown", "us-chauncey", "us-6th", "us-15th", "us-16th", "us-21st",
                        "us-1st-rifles", "us-light-artillery", ("us-ny-militia", 1), "us-oneida", "us-madison",
                        "us-conquest", "us-scourge", "us-pert", "us-growler", "us-lady-of-the-lake"],
    "ogdensburg": [("us-ny-militia", 1), "us-julia", "us-hamilton"],
    "oswego": ["us-fair-american", "us-gov-tompkins"],
    "ft-niagara": ["us-niagara-det", "us-13th", "us-23rd"],
    "lewiston": ["us-14th", ("us-ny-militia", 1)],
    "buffalo": [("us-ny-militia", 1), "us-18th", "us-somers", "us-ohio", "us-trippe"],
    "albany": ["us-scott", "us-9th", "us-25th", "us-2nd-artillery", "us-2nd-dragoons", ("us-ny-militia", 2)],
    "plattsburg": [("us-ny-militia", 1)],
    "burlington-vt": ["us-macdonough", "us-president"],
    "erie": ["us-perry", ("us-pa-militia", 1)],
    "pittsburgh": [("us-pa-militia", 2), "us-22nd"],
    "mansfield": ["us-24th", ("us-ky-militia", 2)],
    "maumee-rapids": ["us-harrison", "us-17th", "us-19th", ("us-ky-militia", 2)],
    "lower-sandusky": [("us-ky-militia", 1)],
    "ft-macarthur": ["us-1st-ohio"],
    "detroit": ["us-detroit-det", "us-michigan-militia", "us-4th"],
    "ft-mackinac": ["us-mackinac-det"],
    "lake-ontario": ["us-lake-control"],
    "ships-us": ["us-lawrence", "us-niagara", "us-ariel", "us-scorpion", "us-porcupine", "us-tigress", "us-sylph",
                 "us-general-pike", "us-jefferson", "us-jones", "us-superior", "us-mohawk", "us-preble",
                 "us-ticonderoga", "us-saratoga", "us-eagle-brig"],
}
S1814_GB = {
    "quebec": ["gb-prevost", "gb-97th", "gb-quebec-militia"],
    "montreal": ["gb-de-rottenburg", "gb-lc-militia", "gb-de-salaberry", "gb-70th", "gb-49th"],
    "st-jean": ["gb-can-fencibles"],
    "isle-aux-noix": ["gb-13th", "gb-voltigeurs", "gb-finch", "gb-chubb"],
    "beauharnois": ["gb-caughnawaga"],
    "cornwall": ["gb-stormont-militia", "gb-4-royal-scots"],
    "prescott": ["gb-leeds-militia"],
    "kingston": ["gb-drummond", "gb-yeo", "gb-vincent", "gb-frontenac-militia", "gb-10th-rvb", "gb-104th",
                 "gb-de-watteville", "gb-royal-marines", "gb-rnf", "gb-royal-george", "gb-wolfe", "gb-melville",
                 "gb-beresford", "gb-earl-of-moira", "gb-sydney-smith", "gb-gloucester", "gb-seneca"],
    "york": ["gb-fort-york", "gb-york-militia", "gb-mississauga", "gb-incorporated-militia"],
    "burlington": ["gb-103rd", "gb-wyandot", "gb-potawatomi", "gb-ottawa"],
    "ft-george": ["gb-riall", "gb-morrison", "gb-8th", "gb-1-royal-scots", "gb-89th", "gb-100th",
                  "gb-19th-dragoons", "gb-glengarry"],
    "queenston": ["gb-lincoln-militia"],
    "ft-niagara": ["gb-2-41st"],
    "grand-river": ["gb-mohawk"],
    "port-dover": ["gb-norfolk-militia", ("gb-barclay", 1, "replacement")],
    "london": ["gb-middlesex-militia"],
    "ft-mackinac": ["gb-10th-rvb-det", "gb-western-indians"],
    "ft-st-joseph": ["gb-nwc"],
    "nottawasaga": ["gb-nancy"],
    "lake-champlain": ["gb-lake-control"],
    "ships-gb": ["gb-prince-regent", "gb-princess-charlotte", "gb-charwell", "gb-star", "gb-st-lawrence",
                 "gb-linnet", "gb-confiance"],
}
S1814_US = {
    "buffalo": ["us-brown", "us-scott", "us-9th", "us-11th", "us-22nd", "us-25th", "us-21st", "us-23rd",
                "us-2nd-artillery", ("us-ny-militia", 1), "us-5th-pa"],
    "lewiston": [("us-ny-militia", 1)],
    "sackets-harbour": ["us-chauncey", "us-1st-rifles", "us-light-artillery", "us-13th", "us-18th", ("us-ny-militia", 1),
                        "us-oneida", "us-madison", "us-sylph", "us-general-pike", "us-lady-of-the-lake", "us-conquest",
                        "us-julia", "us-growler", "us-fair-american", "us-pert", "us-gov-tompkins"],
    "oswego": [("us-ny-militia", 1)],
    "plattsburg": ["us-izard", "us-macomb", "us-wilkinson", "us-4th", "us-6th", "us-10th", "us-14th", "us-15th",
                   "us-16th", "us-29th", "us-30th", "us-4th-rifles", "us-2nd-dragoons", ("us-ny-militia", 1)],
    "burlington-vt": ["us-macdonough", "us-president", "us-preble"],
    "albany": ["us-12th", "us-20th", ("us-ny-militia", 2)],
    "erie": ["us-perry", ("us-pa-militia", 1), "us-niagara", "us-lawrence", "us-scorpion", "us-tigress",
             "us-porcupine", "us-somers", "us-ohio"],
    "pittsburgh": [("us-pa-militia", 2), "us-1st", "us-26th"],
    "ft-malden": ["us-harrison", "us-27th", "us-28th", ("us-ky-militia", 1)],
    "sandwich": ["us-ky-mounted"],
    "detroit": ["us-detroit-det", "us-michigan-militia", "us-24th", "us-17th"],
    "maumee-rapids": ["us-19th", "us-fort-meigs"],
    "lower-sandusky": [("us-ky-militia", 1)],
    "mansfield": [("us-ky-militia", 1)],
    "ft-macarthur": ["us-1st-ohio"],
    "lake-erie": ["us-lake-control"], "lake-ontario": ["us-lake-control"],
    "ships-us": ["us-jefferson", "us-jones", "us-superior", "us-mohawk", "us-ticonderoga", "us-saratoga",
                 "us-eagle-brig"],
}

VICTORY_TEXT = ("Victory points are counted as the game goes: each enemy town a side controls is worth its value, each "
                "lake it controls 2, and some events award points. The game ends when the Treaty of Ghent or the Battle "
                "of New Orleans is played as an event, or when both players have used all their cards after the last "
                "1814 turn; out-of-supply units then score nothing and a lake is lost by a fleet with no supplied "
                "friendly port. A lead of 20 or more is a decisive victory, 10 to 19 marginal, less than 10 moral; "
                "0 is a British moral victory. The US wins at once by controlling Quebec in 1812 or 1813; the British "
                "win at once by controlling three of Albany, Pittsburgh, Ft. MacArthur and Mansfield.")

COMMON_RULES = [
    ("treaty-of-ghent", "4.22", "The Treaty of Ghent ends the game at once; its player loses 1 VP for each card left in his hand. Only the Battle of New Orleans may follow it (4.23)."),
    ("deck-1814", "7.25", "1814 deck preparation: set the Treaty of Ghent aside, shuffle, deal 9 cards each for Spring-Summer 1814, then shuffle the Treaty back into the deck for Summer-Autumn."),
    ("first-player-1814", "7.33", "The British player plays first in every 1814 turn."),
    ("year-cards", "7.24", "At the end of each year the unused cards of that year are discarded; cards are never held into the next year (7.35)."),
    ("winter-1814", R, "A Winter 1814-1815 turn is played only for held winter events such as the Battle of New Orleans; no attrition (digest A15)."),
]


def gen_scenario(sid, title, desc, first, last, setup_first, first_player, first_src, tracks, places, decks, props,
                 rules, src_note):
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!-- Mr. Madison\'s War scenario: generated by tools/madison-gen.py; see docs/data/madison.md. -->',
         '<scenario%s>' % A(id=sid, game=GAME, source=src_note[0], note=src_note[1]),
         '  ' + T("title", title), '  ' + T("description", desc),
         '  <turns%s/>' % A(first=first, last=last, source=R if last == 9 else "7.0",
                            note="Turn 9 (Winter 1814-1815) exists only for held winter events (digest A15)." if last == 9 else None),
         '  <players%s/>' % A(setup__first=setup_first, first=first_player, min=2, max=2, source=first_src[0], note=first_src[1])]
    for m, v, s, n in tracks:
        L.append('  <track-value%s/>' % A(marker=m, value=v, source=s, note=n))
    for uid, c, at, turn, face, s, n in places:
        L.append('  <place%s/>' % A(unit=uid, count=c, at=at, face=face, turn=turn, source=s, note=n))
    for deck, at in decks:
        L.append('  <use-deck%s/>' % A(deck=deck, at=at, shuffle=True, source="5.2"))
    for k, v, s, n in props:
        L.append('  ' + P(k, v, s, n))
    for rid, s, text in rules:
        L.append('  <special-rule%s>%s</special-rule>' % (A(id=rid, source=s), T("text", text)))
    L.append('  <victory%s>%s</victory>' % (A(source="17.0"), T("text", VICTORY_TEXT)))
    L.append('</scenario>')
    write(OUT + "/scenarios/%s.xml" % sid, L)
    return places


def remaining(later, start, skip):
    """Later arrivals not already on the map, within the counter mix."""
    mix = {u[0]: u[7] for u in LAND}
    used = {}
    for p in start:
        used[p[0]] = used.get(p[0], 0) + p[1]
    out = []
    for p in later:
        if p[0] in skip:
            continue
        c = min(p[1], mix.get(p[0], 1) - used.get(p[0], 0))
        if c > 0:
            used[p[0]] = used.get(p[0], 0) + c
            out.append((p[0], c) + tuple(p[2:]))
    return out


def tag(places, src, note, pb=None):
    out = []
    for uid, c, at, turn, face in places:
        if pb is not None and (at, uid) in pb:
            out.append((uid, c, at, turn, face, R, S1813_NOTE))
        else:
            out.append((uid, c, at, turn, face, src, note))
    return out


def gen_scenarios():
    all_places = {}
    ew = entire_war_places()
    all_places["entire-war"] = gen_scenario(
        "entire-war", "The Entire War, 1812-1814",
        "The whole war from the Pre-war sequence of 1812 to the Treaty of Ghent: all three card decks, both sides at "
        "their 1812 positions, reinforcements and ship building as the war goes on.",
        1, 9, "us", "us", ("6.2", "Both players set up together (5.1); the US player draws first in the Pre-war sequence (6.2). Who plays first in Spring-Summer 1812 is decided by who draws the Declaration of War (6.33)."),
        [("vp", 0, "5.1", None), ("turn", 1, "6.33", "Placed on Spring-Summer 1812 only after the Pre-war sequence.")],
        ew, [("cards-1812", "pile-1812"), ("cards-1813", "pile-1813"), ("cards-1814", "pile-1814")],
        [("prewar", "true", "6.0", None), ("start-year", "1812", "5.2", None),
         ("forts-from-turn", "kingston:2,sackets-harbour:2", "2.73", None),
         ("naval-build-from-year", "1813", "15.12", None),
         ("lake-control-markers", "none", R, "Digest 6.3 (Play Book, external).")],
        [("prewar", "6.2", "Pre-war sequence: set the Declaration of War aside, shuffle the 1812 deck, make a 14-card Pre-war deck of 13 cards plus the Declaration, and let the players draw one card at a time, US first, keeping it or playing it only to move (no events, no VP, no entry into enemy territory or Lake Control Boxes) until the Declaration is drawn. Then draw the rest, non-drawer first, up to 7 cards each."),
         ("forts-1812", "2.73", "The forts at Kingston and Sackets Harbour do not exist until the second half of 1812."),
         ("naval-leaders", "3.37", "No naval leaders in the first half of 1812; they arrive by schedule and stay on their lake."),
         ("schooners", "14.41", "The US schooners of the second half of 1812 enter without being built; if their entry space is enemy-controlled they are lost."),
         ("shipbuilding", "15.12", "From 1813 new ships must be built with cards' NBV at their lake's naval bases; Erie becomes a US main base in 1813 (15.34)."),
         ("first-player-1813", "7.33", "At the start of 1813 each player rolls a die, adding his VPs if ahead; the higher roll plays first all year, and a lead of 6 VP or more wins the roll outright."),
         ] + COMMON_RULES,
        (R, "The rule book's own game (5.0-6.0) and the Play Book's Entire War scenario. Every unit position comes from the Set Up cards, which are not in the rule book: positions are reconstructed from history except where a rule is cited."))
    skip13 = {"us-hull", "us-van-rensselaer", "us-smyth", "us-winchester", "us-2nd-ohio", "us-3rd-ohio",
              "us-growler-champlain", "us-eagle", "gb-mohawk"}
    start13 = tag(spread(S1813_GB) + spread(S1813_US), R, "1813 position reconstructed from history.", S1813_PB)
    placed13 = {p[0] for p in start13}
    later13 = tag(remaining(later_arrivals(4), start13, skip13), R,
                  "Arrives as in the Entire War (reconstructed).")
    all_places["1813-1814"] = gen_scenario(
        "1813-1814", "1813-1814",
        "The last two years of the war, from Spring-Summer 1813: the British hold Lakes Erie and Huron, the Americans "
        "Lake Ontario, and the 1813 armies gather for the campaigns of York, Fort George, Lake Erie and the Thames.",
        4, 9, "gb", "us", (R, "First player is decided by the 1813 die roll (7.33); 'us' is only the default until it is rolled. The British list of the Play Book is printed first, so the British set up first (reconstructed)."),
        [("vp", -2, R, "British +2 in the Play Book's 1813 set-up (digest 6.3, external): two British lakes against one American."),
         ("turn", 4, "7.0", None)],
        start13 + later13, [("cards-1813", "pile-1813"), ("cards-1814", "pile-1814")],
        [("prewar", "false", R, None), ("start-year", "1813", R, "Digest 6.3 (Play Book, external).")],
        [("first-player-1813", "7.33", "At the start of 1813 each player rolls a die, adding his VPs if ahead; the higher roll plays first all year, and a lead of 6 VP or more wins the roll outright."),
         ("lake-markers", R, "Lake Control markers start in the Lake Huron and Lake Erie boxes (British) and the Lake Ontario box (US); the owners may return ships to those boxes in the first Mutual Fleet Return (11.23). Digest 6.3, external."),
         ("york-corvette", R, "The corvette Brock is under construction at York (Play Book, external): it waits on the Ship Production Chart and can only be built at York (15.13)."),
         ("no-occupation", R, "Neither side controls an enemy town at the start, which keeps the British +2 VP consistent with the lake markers; the historical losses of Detroit and Ft. Mackinac are left to play.")] + COMMON_RULES,
        (R, "Play Book scenario known only from the digest (6.3, external): the British list is partly given and is followed where it is; the rest of the British and the whole US position are reconstructed."))
    skip14 = skip13 | {"gb-proctor", "gb-tecumseh", "gb-shawnee", "gb-1-41st", "gb-41st-det", "gb-essex-militia",
                       "gb-brock", "gb-queen-charlotte", "gb-general-hunter", "gb-lady-prevost", "gb-chippawa",
                       "gb-little-belt", "gb-caledonia", "gb-brock-ship", "gb-detroit", "us-dearborn", "us-pike",
                       "us-hampton", "us-mackinac-det", "us-niagara-det", "us-scourge", "us-hamilton", "us-trippe",
                       "us-ariel"}
    start14 = tag(spread(S1814_GB) + spread(S1814_US), R, "Spring 1814 position reconstructed from history.")
    placed14 = {p[0] for p in start14}
    later14 = tag(remaining(later_arrivals(7), start14, skip14), R,
                  "Arrives as in the Entire War (reconstructed).")
    all_places["1814"] = gen_scenario(
        "1814", "1814",
        "The last year: American armies trained by Scott and Brown cross the Niagara, both sides race to build "
        "frigates on Lake Ontario, and Wellington's veterans arrive for the march on Plattsburg.",
        7, 9, "gb", "gb", ("7.33", "The British player is first all of 1814 (7.33)."),
        [("vp", 2, R, "Spring 1814 position: US +2 (Ft. Malden, Sandwich, Lakes Erie and Ontario against Ft. Niagara, Ft. Mackinac and Lake Champlain)."),
         ("turn", 7, "7.0", None)],
        start14 + later14, [("cards-1814", "pile-1814")],
        [("prewar", "false", R, None), ("start-year", "1814", R, "The 1814 scenario uses the 1814 deck only (digest 6.3).")],
        [("lake-markers", R, "Lake Control markers start in the Lake Erie and Lake Ontario boxes (US) and the Lake Champlain box (British)."),
         ("mohawk", R, "The Mohawk unit is on the map: card #56 Grand River Indians belongs to the 1813 deck, which this scenario does not use.")] + COMMON_RULES,
        (R, "Play Book scenario whose details are not available (digest 6.3): the whole position is reconstructed from the spring of 1814."))
    return all_places


def check_counts(all_places):
    mix = {u[0]: u[7] for u in LAND}
    mix.update({l[0]: 1 for l in LEADERS})
    mix.update({s[0]: 1 for s in SHIPS})
    mix.update({f[0]: 1 for f in EVENT_FORTS})
    mix.update({"us-lake-control": 4, "gb-lake-control": 4})
    spaces = set(SPACE_BY_ID) | set(LAKES) | {TRANSIT[0]} | {"ships-us", "ships-gb"}
    ok = True
    for sc, places in all_places.items():
        used = {}
        for p in places:
            used[p[0]] = used.get(p[0], 0) + p[1]
            if p[2] not in spaces:
                print(sc, "unknown at", p); ok = False
            if p[0] not in mix:
                print(sc, "unknown unit", p); ok = False
            if p[0] in UNIT_SIDE and p[2].startswith("ships-") and p[2] != "ships-" + UNIT_SIDE[p[0]]:
                print(sc, "wrong side box", p); ok = False
        for u, c in used.items():
            if c > mix.get(u, 0):
                print(sc, "too many", u, c, mix.get(u)); ok = False
        unused = [u for u in mix if u not in used and not u.endswith("lake-control")]
        print(sc, "placements", len(places), "pieces", sum(used.values()), "unused:", " ".join(sorted(unused)))
    return ok


if __name__ == "__main__" and "--scenarios" in sys.argv:
    ap = gen_scenarios()
    check_counts(ap)


if __name__ == "__main__" and (len(sys.argv) == 1 or "--all" in sys.argv):
    gen_game()
    gen_board()
    gen_counters()
    gen_tables()
    if not check_counts(gen_scenarios()):
        sys.exit(1)
