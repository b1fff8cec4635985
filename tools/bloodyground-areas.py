#!/usr/bin/env python3
"""Area table for A Dark and Bloody Ground (game id bloodyground).

Every area is a reconstruction: the rulebook says the map is divided into
areas of Wilderness, Rough and Settled terrain, names only Cincinnati,
Marietta, Pittsburgh, Kekionga and "Northern Kentucky", and leaves the rest to
the printed map.  The table follows the implementation digest's proposal
(rules digest section 3.4), moved inside the board frame and thinned where
two proposed areas fell on the same place.

Columns: id, name, lat, lon (interior point, also the seed of the cell),
terrain, region, nation (None = no tribal owner), weight (cell growth
factor: < 1 grows larger), note.
"""

AREAS = [
    # --- Kentucky (south bank, west of the Big Sandy)
    ("kentucky-river", "Kentucky River (Frankfort)", 38.30, -85.12, "settled", "KY", None, 1.0,
     "Frankfort and the Shelby/Jefferson settlements; the Falls of the Ohio lie just west of the frame."),
    ("bluegrass", "Bluegrass (Lexington)", 38.10, -84.45, "settled", "KY", None, 1.0,
     "The Bluegrass was the most settled part of Kentucky in 1790."),
    ("northern-kentucky", "Northern Kentucky", 38.80, -84.60, "wilderness", "KY", None, 1.0,
     "Named, with its Wilderness terrain, in the raid example of 12.0.4."),
    ("licking-valley", "Licking Valley (Blue Licks)", 38.30, -83.85, "wilderness", "KY", None, 1.0,
     "Middle Licking River; the Blue Licks battlefield of 1782."),
    ("limestone", "Limestone (Maysville)", 38.56, -83.70, "wilderness", "KY", None, 1.1,
     "The Limestone landing, main river port of entry into Kentucky."),
    ("big-sandy", "Big Sandy (Little Sandy hills)", 38.32, -82.98, "rough", "KY", None, 1.0,
     "North-eastern Kentucky hill country up to the Big Sandy, the Virginia line."),
    # --- Virginia (today's West Virginia)
    ("kanawha-valley", "Kanawha Valley (Fort Lee)", 38.35, -81.70, "rough", "VA", None, 1.0,
     "Clendenin's settlement (Charleston) on the Great Kanawha."),
    ("point-pleasant", "Point Pleasant (Great Kanawha mouth)", 38.78, -82.02, "rough", "VA", None, 1.0,
     "Fort Randolph at the mouth of the Great Kanawha."),
    ("little-kanawha", "Little Kanawha (Belpre shore)", 39.08, -81.35, "rough", "VA", None, 1.0,
     "Little Kanawha valley opposite Marietta."),
    ("west-fork", "West Fork (Clarksburg)", 39.20, -80.40, "rough", "VA", None, 1.0,
     "Harrison County settlements on the West Fork of the Monongahela."),
    ("monongahela", "Monongahela (Morgantown)", 39.60, -79.95, "rough", "VA", None, 1.0,
     "Monongalia County; touches the east map edge."),
    ("wheeling", "Wheeling (Ohio County)", 39.95, -80.62, "rough", "VA", None, 1.0,
     "Fort Henry at Wheeling and the northern panhandle."),
    # --- Pennsylvania
    ("pittsburgh", "Pittsburgh (Fort Pitt)", 40.44, -80.00, "settled", "PA", None, 1.0,
     "Permanent settlement printed on the map (15.1.1); the Ohio begins here."),
    ("washington-county", "Washington County", 40.12, -80.25, "settled", "PA", None, 1.0,
     "South-western Pennsylvania, well settled by 1790."),
    ("westmoreland", "Westmoreland (Hannastown)", 40.15, -79.75, "settled", "PA", None, 1.0,
     "Westmoreland and Fayette counties; touches the east map edge."),
    ("beaver", "Beaver (Fort McIntosh)", 40.72, -80.35, "wilderness", "PA", None, 1.0,
     "Fort McIntosh at the mouth of the Beaver, north bank of the Ohio."),
    ("allegheny-valley", "Allegheny Valley (Kittanning Path)", 40.90, -79.80, "wilderness", "PA", None, 1.0,
     "Depreciation lands along the lower Allegheny."),
    ("venango", "Venango (Fort Franklin)", 41.38, -79.85, "rough", "PA", "iroquois", 1.0,
     "Seneca country on the upper Allegheny; Fort Franklin (1787)."),
    ("french-creek", "French Creek (Le Boeuf)", 41.72, -80.15, "wilderness", "PA", "iroquois", 1.0,
     "French Creek valley between Presque Isle and Venango."),
    ("presque-isle", "Presque Isle", 42.10, -80.00, "wilderness", "PA", "iroquois", 1.0,
     "The Erie Triangle and the New York corner of the frame."),
    # --- Ohio territory, no tribal owner
    ("cincinnati", "Cincinnati (Fort Washington)", 39.14, -84.50, "settled", "OH", None, 1.15,
     "Permanent settlement printed on the map (15.1.1)."),
    ("miami-purchase", "Miami Purchase (Fort Hamilton)", 39.45, -84.40, "wilderness", "OH", None, 1.0,
     "Symmes' purchase between the Miamis; Fort Hamilton (1791)."),
    ("fort-jefferson", "Fort Jefferson (Greenville)", 40.02, -84.55, "wilderness", "OH", None, 1.0,
     "St. Clair's road north: Fort Jefferson (1791) and Greenville (1793)."),
    ("marietta", "Marietta (Fort Harmar)", 39.48, -81.38, "settled", "OH", None, 1.1,
     "Permanent settlement printed on the map (15.1.1); Ohio Company lands."),
    ("hocking", "Hocking (Gallipolis)", 39.15, -82.25, "rough", "OH", None, 1.0,
     "Hocking valley and the French settlers at Gallipolis (1790)."),
    ("scioto-mouth", "Scioto Mouth (Virginia Military District)", 38.92, -83.30, "rough", "OH", None, 1.0,
     "Lower Scioto and the Virginia Military District (Manchester, 1791)."),
    # --- Shawnee
    ("mad-river", "Mad River (Piqua towns)", 40.02, -83.85, "wilderness", "OH", "shawnee", 1.0,
     "Shawnee towns of the Mad River burnt by Logan in 1786."),
    ("old-chillicothe", "Old Chillicothe (Little Miami)", 39.58, -83.95, "wilderness", "OH", "shawnee", 1.0,
     "Old Chillicothe (Oldtown) on the Little Miami."),
    ("pickaway", "Pickaway Plains (Scioto towns)", 39.45, -82.92, "wilderness", "OH", "shawnee", 1.0,
     "Chillicothe on the Scioto and the Pickaway Plains."),
    ("wapakoneta", "Wapakoneta (Auglaize towns)", 40.62, -84.15, "wilderness", "OH", "shawnee", 1.0,
     "Shawnee towns on the upper Auglaize."),
    ("grand-glaize", "Grand Glaize (Defiance)", 41.22, -84.40, "wilderness", "OH", "shawnee", 1.0,
     "The Glaize: confederacy towns and traders at the Auglaize mouth, 1792-94."),
    ("blue-jackets-town", "Blue Jacket's Town (Bellefontaine)", 40.40, -83.65, "rough", "OH", "shawnee", 1.0,
     "Blue Jacket's town on the high ground at the Great Miami headwaters."),
    # --- Miami
    ("kekionga", "Kekionga (Miamitown)", 41.12, -85.08, "wilderness", "IN", "miami", 0.9,
     "The confederacy 'capital' in Miami territory (3.0), at the head of the Maumee."),
    ("eel-river", "Eel River (Heller's Corner)", 41.25, -85.45, "wilderness", "IN", "miami", 1.0,
     "Eel River towns; Hardin's defeat of 19 October 1790."),
    ("upper-wabash", "Upper Wabash (Forks of the Wabash)", 40.72, -85.35, "wilderness", "IN", "miami", 0.9,
     "Wabash and Mississinewa towns along the west edge."),
    ("wabash-headwaters", "Wabash Headwaters (Fort Recovery)", 40.48, -84.75, "wilderness", "OH", "miami", 1.0,
     "St. Clair's defeat of 4 November 1791 at the Wabash headwaters."),
    ("whitewater", "Whitewater", 39.70, -85.00, "wilderness", "IN", "miami", 0.9,
     "Whitewater valley in eastern Indiana."),
    # --- Wyandot
    ("upper-sandusky", "Upper Sandusky", 40.85, -83.25, "wilderness", "OH", "wyandot", 1.0,
     "Wyandot towns of the upper Sandusky plains."),
    ("lower-sandusky", "Lower Sandusky (Sandusky Bay)", 41.30, -83.00, "wilderness", "OH", "wyandot", 1.0,
     "Lower Sandusky and the shore of Sandusky Bay."),
    ("brownstown", "Brownstown (Detroit River)", 42.12, -83.32, "wilderness", "MI", "wyandot", 1.0,
     "Wyandot town of Brownstown, council place of the confederacy."),
    # --- Ottawa
    ("maumee-rapids", "Maumee Rapids (Fort Miamis)", 41.52, -83.75, "wilderness", "OH", "ottawa", 1.0,
     "Ottawa towns at the rapids; British Fort Miamis (1794); Fallen Timbers."),
    ("river-raisin", "River Raisin (Frenchtown)", 41.90, -83.60, "wilderness", "MI", "ottawa", 1.0,
     "Frenchtown on the River Raisin."),
    ("huron-river", "Huron River (southern Michigan)", 42.30, -84.10, "wilderness", "MI", "ottawa", 0.9,
     "Interior of southern Michigan; touches the north and west map edges."),
    ("blanchard", "Blanchard's Fork (Black Swamp)", 40.98, -83.80, "wilderness", "OH", "ottawa", 1.0,
     "Ottawa hunting grounds in the Black Swamp."),
    # --- Mingo
    ("upper-scioto", "Upper Scioto (Mingo towns)", 40.08, -83.05, "wilderness", "OH", "mingo", 1.0,
     "Mingo towns at the forks of the Scioto and Olentangy."),
    ("mahoning", "Mahoning (Salt Springs)", 41.15, -80.85, "wilderness", "OH", "mingo", 1.0,
     "Mahoning valley and the Salt Springs."),
    ("mingo-bottom", "Mingo Bottom (Fort Steuben)", 40.40, -80.82, "rough", "OH", "mingo", 1.0,
     "Mingo Bottom on the Ohio; Fort Steuben (1786)."),
    # --- Delaware
    ("tuscarawas", "Tuscarawas (Coshocton)", 40.42, -81.65, "rough", "OH", "delaware", 1.0,
     "Delaware and Moravian towns from Coshocton to Fort Laurens."),
    ("walhonding", "Mohican (Walhonding)", 40.65, -82.35, "wilderness", "OH", "delaware", 1.0,
     "Walhonding and Mohican valleys."),
    ("licking-forks", "Licking Forks (Zanesville)", 39.92, -82.20, "wilderness", "OH", "delaware", 1.0,
     "Licking River and the Muskingum at Zanesville."),
    ("cuyahoga", "Cuyahoga (Western Reserve)", 41.35, -81.45, "wilderness", "OH", "delaware", 1.0,
     "Cuyahoga valley; Moravian Pilgerruh (1786)."),
    # --- Detroit and Canada
    ("detroit", "Detroit (Fort Lernoult)", 42.40, -83.15, "settled", "MI", None, 1.0,
     "British-held Detroit, with its French farms along the river."),
    ("essex-shore", "Essex Shore (Amherstburg)", 42.20, -82.85, "wilderness", "CAN", None, 1.0,
     "Upper Canada shore of the Detroit River and Lake Erie."),
]

# Five British fort areas (15.1.2 and 3.0 give the number, not the places).
BRITISH_FORTS = {
    "detroit": ("Fort Lernoult (Detroit)", "The main British post of the region until 1796."),
    "maumee-rapids": ("Fort Miamis", "Built by the British at the Maumee rapids in 1794."),
    "brownstown": ("Brownstown post", "Indian Department post at the confederacy council town."),
    "river-raisin": ("River Raisin post", "No fort stood here; chosen to make five sites in the northern areas west of Lake Erie (8.5.3)."),
    "essex-shore": ("Amherstburg (Fort Malden)", "Fort Malden was built in 1796 to replace Detroit; the Indian Department was already at Bois Blanc."),
}

PERMANENT = {"cincinnati": "Cincinnati", "marietta": "Marietta", "pittsburgh": "Pittsburgh"}

# Battle sites of the three battle scenarios (for the map only).
BATTLES = {
    "eel-river": ("harmars-defeat", "Harmar's Defeat, 19 October 1790"),
    "wabash-headwaters": ("st-clairs-surprise", "St. Clair's Surprise, 4 November 1791"),
    "maumee-rapids": ("fallen-timbers", "Fallen Timbers, 20 August 1794"),
}

# Rivers that run inside areas (3.0): hand-drawn courses, source to mouth,
# as (lat, lon).  The area chain of each river is computed from the cells.
RIVERS = {
    "great-miami": ("Great Miami", [(40.50, -83.88), (40.28, -84.16), (40.15, -84.24), (40.04, -84.20), (39.76, -84.19), (39.55, -84.32), (39.40, -84.56), (39.20, -84.72), (39.11, -84.81)]),
    "mad-river": ("Mad River", [(40.34, -83.68), (40.10, -83.75), (39.93, -83.85), (39.77, -84.19)]),
    "little-miami": ("Little Miami", [(39.85, -83.65), (39.72, -83.93), (39.53, -84.09), (39.35, -84.13), (39.17, -84.29), (39.07, -84.43)]),
    "scioto": ("Scioto", [(40.62, -83.80), (40.65, -83.61), (40.58, -83.38), (40.30, -83.12), (39.96, -83.00), (39.60, -82.94), (39.33, -82.98), (39.07, -83.01), (38.75, -83.00)]),
    "muskingum": ("Muskingum and Tuscarawas", [(41.05, -81.55), (40.78, -81.50), (40.49, -81.44), (40.36, -81.43), (40.27, -81.86), (39.94, -82.01), (39.65, -81.85), (39.44, -81.46)]),
    "hocking": ("Hocking", [(39.72, -82.60), (39.46, -82.23), (39.33, -82.10), (39.20, -81.76)]),
    "maumee": ("Maumee", [(41.08, -85.14), (41.20, -84.80), (41.29, -84.36), (41.39, -84.13), (41.41, -83.86), (41.56, -83.65), (41.65, -83.53), (41.70, -83.46)]),
    "auglaize": ("Auglaize", [(40.57, -84.19), (40.80, -84.25), (41.00, -84.30), (41.29, -84.36)]),
    "st-marys": ("St. Marys", [(40.54, -84.39), (40.70, -84.60), (40.83, -84.93), (41.08, -85.14)]),
    "wabash": ("Wabash", [(40.41, -84.78), (40.55, -84.95), (40.74, -85.17), (40.88, -85.50), (40.80, -85.59)]),
    "sandusky": ("Sandusky", [(40.81, -82.98), (40.83, -83.28), (41.11, -83.18), (41.35, -83.12), (41.45, -82.95)]),
    "cuyahoga": ("Cuyahoga", [(41.45, -81.15), (41.25, -81.35), (41.13, -81.52), (41.30, -81.62), (41.50, -81.70)]),
    "beaver": ("Mahoning and Beaver", [(40.95, -81.10), (41.10, -80.65), (41.00, -80.35), (40.70, -80.30)]),
    "allegheny": ("Allegheny", [(41.40, -79.83), (41.10, -79.68), (40.85, -79.63), (40.67, -79.68), (40.44, -80.01)]),
    "french-creek": ("French Creek", [(41.94, -79.98), (41.64, -80.15), (41.40, -79.83)]),
    "monongahela": ("Monongahela and West Fork", [(39.10, -80.45), (39.28, -80.34), (39.48, -80.14), (39.63, -79.96), (39.74, -79.90), (40.02, -79.88), (40.20, -79.93), (40.35, -79.86), (40.44, -80.01)]),
    "little-kanawha": ("Little Kanawha", [(38.93, -80.84), (39.06, -81.40), (39.27, -81.56)]),
    "kanawha": ("Great Kanawha", [(38.14, -81.21), (38.35, -81.63), (38.60, -81.90), (38.84, -82.14)]),
    "licking-ky": ("Licking (Kentucky)", [(38.00, -83.35), (38.15, -83.55), (38.43, -83.99), (38.68, -84.33), (39.09, -84.51)]),
    "kentucky": ("Kentucky", [(38.00, -84.70), (38.20, -84.87), (38.45, -84.97), (38.68, -85.18)]),
    "whitewater": ("Whitewater", [(39.95, -84.95), (39.83, -84.89), (39.42, -85.01), (39.20, -84.83)]),
    "raisin": ("River Raisin", [(42.05, -84.20), (42.00, -83.94), (41.92, -83.40)]),
    "huron-mi": ("Huron (Michigan)", [(42.45, -83.95), (42.28, -83.74), (42.10, -83.35), (42.03, -83.20)]),
    "blanchard": ("Blanchard", [(40.75, -83.55), (41.04, -83.65), (41.02, -84.05), (41.00, -84.30)]),
}

OHIO_WAYPOINTS = [(40.44, -80.01), (40.62, -80.23), (40.70, -80.30), (40.62, -80.58), (40.36, -80.61), (40.07, -80.73), (39.92, -80.75), (39.65, -80.86), (39.56, -81.00), (39.39, -81.20), (39.41, -81.45), (39.27, -81.56), (38.95, -81.76), (39.03, -82.03), (38.85, -82.14), (38.81, -82.20), (38.42, -82.44), (38.48, -82.64), (38.53, -82.68), (38.73, -83.00), (38.69, -83.60), (38.65, -83.77), (38.74, -83.84), (38.77, -84.00), (38.95, -84.28), (39.10, -84.51), (39.09, -84.82), (38.95, -84.85), (38.75, -85.07), (38.68, -85.18), (38.73, -85.38), (38.55, -85.50), (38.45, -85.62)]
