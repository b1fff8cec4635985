#!/usr/bin/env python3
"""Map data for Pontiac's War (game id "pontiac"): every space at its
historical latitude/longitude, and the trail network.  Imported by
tools/pontiac-gen.py, which writes data/games/pontiac/board.xml.

Each space: (id, kind, name, lat, lon, owner, extra) where extra may hold
  fort=(value, source, note)   group=settlement group   src=rule reference
  note=provenance note          dock=True  props={name: (value, source, note)}
Positions are true historical sites (approximate to ~0.05 degree); the
generator spreads crowded spaces apart on the board with explicit x/y.
"""

R = "reconstructed"

# ---------------------------------------------------------------- forts
FORTS = [
    # id, name, lat, lon, value, value source, value note, named in, dock
    ("fort-niagara", "Fort Niagara", 43.262, -79.063, 3, R,
     "The text gives no value; Niagara cannot be attacked (11.12), so the value only sets winter capacity (15 FP) and the 1763 end bonus. The largest western fort, hence 3.", "11.12", True),
    ("fort-detroit", "Fort Detroit", 42.330, -83.048, 3, "24.0",
     "Playthrough: three hits discounted for the 3-value fort.", "21.2", True),
    ("fort-pitt", "Fort Pitt", 40.441, -80.010, 3, R,
     "Siege minimum of 8 FP in scenario B shows a 2- or 3-value fort; the five-bastion fort was the strongest on the frontier, hence 3.", "20.0", False),
    ("fort-michilimackinac", "Fort Michilimackinac", 45.787, -84.734, 1, "24.0",
     "Playthrough: a 1-value fort.", "20.0", True),
    ("fort-edward-augustus", "Fort Edward Augustus", 44.513, -88.016, 1, "24.0",
     "Playthrough: four FP needed to besiege the 1-value fort.", "21.2", True),
    ("fort-st-joseph", "Fort St. Joseph", 41.822, -86.262, 1, "24.0",
     "Playthrough: a 1-value fort.", "21.2", False),
    ("fort-ouiatenon", "Fort Ouiatenon", 40.405, -86.973, 1, "24.0",
     "Playthrough: a 1-value fort.", "21.2", False),
    ("fort-miami", "Fort Miami", 41.083, -85.128, 1, "11.11",
     "11.11 example: Fort Miami is a 1-value fort.", "21.2", False),
    ("fort-sandusky", "Fort Sandusky", 41.440, -82.880, 1, R,
     "Not given. A small blockhouse on Sandusky Bay held by 1 FP in 1763 (21.2), hence 1.", "21.2", True),
    ("fort-presque-isle", "Fort Presque Isle", 42.132, -80.085, 2, R,
     "Playthrough: a '2 or 3-valued Fort' (8 FP siege minimum). A blockhouse fort of 2 FP garrison, hence 2.", "21.2", True),
    ("fort-le-boeuf", "Fort Le Boeuf", 41.925, -79.985, 1, "24.0",
     "Playthrough: a 1-value fort.", "21.2", False),
    ("fort-venango", "Fort Venango", 41.397, -79.830, 1, "24.0",
     "Playthrough: a 1-value fort.", "21.2", False),
    ("fort-ligonier", "Fort Ligonier", 40.243, -79.237, 2, "15.2",
     "15.2: Fort Ligonier (value of 2).", "15.2", False),
    ("fort-bedford", "Fort Bedford", 40.019, -78.503, 2, R,
     "Not given. A bastioned stockade on the Forbes Road with a 2 FP garrison in 1763, hence 2.", "21.2", False),
    ("fort-cumberland", "Fort Cumberland", 39.651, -78.763, 2, R,
     "Not given. A large stockade at the head of Braddock's Road, hence 2.", "21.2", False),
    ("fort-augusta", "Fort Augusta", 40.867, -76.794, 2, R,
     "Not given. The largest Pennsylvania provincial fort (at Shamokin), hence 2.", "21.2", False),
    ("fort-allen", "Fort Allen", 40.836, -75.700, 1, R,
     "Not given. A small provincial stockade, hence 1.", "21.2", False),
    ("fort-dinwiddie", "Fort Dinwiddie", 38.040, -79.830, 1, R,
     "Not given. A Virginia stockade on the Jackson River held by 1 FP militia in 1763, hence 1.", "21.2", False),
]

# ---------------------------------------------------------------- villages
# (id, nation, name, lat, lon)
VILLAGES = [
    ("pontiacs-village", "ottawa", "Pontiac's Village", 42.345, -82.955),
    ("maumee-rapids", "ottawa", "Maumee Rapids", 41.500, -83.700),
    ("blanchards-fork", "ottawa", "Blanchard's Fork", 41.030, -83.650),
    ("grand-river", "ottawa", "Grand River", 42.960, -85.670),
    ("grand-traverse", "ottawa", "Grand Traverse", 44.760, -85.620),
    ("l-arbre-croche", "ottawa", "L'Arbre Croche", 45.580, -85.050),
    ("saginaw", "ojibwa", "Saginaw", 43.420, -83.950),
    ("thames-river", "ojibwa", "Thames River", 42.400, -82.200),
    ("st-clair-river", "ojibwa", "St. Clair River", 42.970, -82.420),
    ("thunder-bay", "ojibwa", "Thunder Bay", 45.060, -83.430),
    ("cheboygan", "ojibwa", "Cheboygan", 45.640, -84.470),
    ("sault-ste-marie", "ojibwa", "Sault Ste. Marie", 46.490, -84.350),
    ("chenussio", "seneca", "Chenussio (Genesee Castle)", 42.800, -77.820),
    ("kanadasaga", "seneca", "Kanadasaga", 42.870, -76.980),
    ("conewango", "seneca", "Conewango", 41.850, -79.150),
    ("cattaraugus", "seneca", "Cattaraugus", 42.480, -79.020),
    ("wyoming", "lenape", "Wyoming", 41.250, -75.880),
    ("great-island", "lenape", "Great Island", 41.140, -77.450),
    ("kanestio", "lenape", "Kanestio", 42.270, -77.600),
    ("kuskusky", "lenape", "Kuskusky", 41.000, -80.350),
    ("tuscarawas", "lenape", "Tuscarawas", 40.550, -81.450),
    ("mohican-johns-town", "lenape", "Mohican John's Town", 40.800, -82.200),
    ("mingo-town", "mingo", "Mingo Town", 40.320, -80.610),
    ("cuyahoga", "mingo", "Cuyahoga Town", 41.130, -81.480),
    ("scioto-mingo", "mingo", "Scioto Mingo Town", 39.960, -83.000),
    ("credit-river", "mississauga", "Credit River", 43.550, -79.600),
    ("rice-lake", "mississauga", "Rice Lake", 44.150, -78.200),
    ("bay-of-quinte", "mississauga", "Bay of Quinte", 44.150, -77.350),
    ("kekionga", "miami", "Kekionga", 41.085, -85.135),
    ("eel-river", "miami", "Eel River", 40.760, -86.270),
    ("mississinewa", "miami", "Mississinewa", 40.600, -85.650),
    ("wakatomika", "shawnee", "Wakatomika", 40.080, -81.980),
    ("pickaway-plains", "shawnee", "Pickaway Plains", 39.550, -82.950),
    ("lower-shawnee-town", "shawnee", "Lower Shawnee Town", 38.730, -82.990),
    ("wyandot-town", "huron", "Wyandot Town (Detroit)", 42.290, -83.080),
    ("upper-sandusky", "huron", "Upper Sandusky", 40.830, -83.280),
    ("menominee-river", "menominee", "Menominee River", 45.100, -87.620),
    ("menominee-fox-river", "menominee", "Fox River (Menominee)", 44.280, -88.310),
    ("kickapoo-wabash", "kickapoo", "Kickapoo Town (Wabash)", 40.380, -87.350),
    ("kickapoo-grand-village", "kickapoo", "Grand Village of the Kickapoo", 40.350, -88.760),
    ("mascouten-town", "mascouten", "Mascouten Town", 40.620, -87.050),
    ("vermilion", "piankeshaw", "Vermilion (Piankeshaw)", 40.100, -87.600),
    ("piankeshaw-terre-haute", "piankeshaw", "Piankeshaw Town (Terre Haute)", 39.470, -87.410),
    ("potawatomi-detroit", "potawatomi", "Potawatomi Town (Detroit)", 42.280, -83.150),
    ("potawatomi-st-joseph", "potawatomi", "St. Joseph Potawatomi", 41.950, -86.420),
    ("wea-town", "wea", "Wea Town", 40.330, -86.700),
]

# ---------------------------------------------------------------- settlements
# (id, group, name, lat, lon)
SETTLEMENTS = [
    ("tulpehocken", "pennsylvania", "Tulpehocken", 40.400, -76.250),
    ("forks-of-delaware", "pennsylvania", "Forks of the Delaware", 40.690, -75.210),
    ("carlisle", "pennsylvania", "Carlisle", 40.201, -77.189),
    ("tuscarora-valley", "pennsylvania", "Tuscarora Valley", 40.420, -77.600),
    ("winchester", "virginia", "Winchester", 39.185, -78.163),
    ("shenandoah", "virginia", "Shenandoah (Massanutten)", 38.650, -78.670),
    ("staunton", "virginia", "Staunton", 38.150, -79.072),
    ("cowpasture", "jackson-river", "Cowpasture River", 37.930, -79.560),
    ("fort-young", "jackson-river", "Jackson River (Fort Young)", 37.790, -79.990),
    ("muddy-creek", "green-river", "Muddy Creek", 37.720, -80.640),
    ("big-levels", "green-river", "Big Levels", 37.800, -80.440),
]

FRENCH = [
    ("cahokia", "Cahokia", 38.570, -90.190),
    ("kaskaskia", "Kaskaskia", 37.920, -89.910),
    ("vincennes", "Post Vincennes", 38.680, -87.530),
]

# ---------------------------------------------------------------- historic sites (22.0)
HISTORIC = [
    ("point-pelee", "Point Pelee", 41.930, -82.510, "1763-05-28"),
    ("campbells-death", "Campbell's Death", 42.360, -82.990, "1763-07-04"),
    ("bloody-run", "Bloody Run", 42.349, -83.017, "1763-07-31"),
    ("devils-hole", "Devil's Hole", 43.133, -79.048, "1763-09-14"),
    ("conestoga", "Conestoga Massacre", 39.990, -76.380, "1763-12"),
    ("black-boys", "Black Boys", 39.930, -78.080, "1765-03-06"),
    ("bushy-run", "Bushy Run", 40.355, -79.625, "1763-08-05"),
]

# ---------------------------------------------------------------- wilderness
# (id, name, lat, lon)
WILD = [
    # Pennsylvania, New York, Virginia
    ("minisink", "Minisink", 41.100, -74.950),
    ("tioga", "Tioga", 41.950, -76.520),
    ("unadilla", "Unadilla", 42.330, -75.310),
    ("chinklacamoose", "Chinklacamoose", 41.030, -78.440),
    ("frankstown", "Frankstown", 40.430, -78.390),
    ("kittanning", "Kittanning", 40.820, -79.520),
    ("olean", "Olean Point", 42.080, -78.430),
    ("great-meadows", "Great Meadows", 39.810, -79.590),
    ("south-branch", "South Branch", 39.050, -78.950),
    ("tygart-valley", "Tygart Valley", 38.900, -79.850),
    ("new-river", "New River (Draper's Meadow)", 37.230, -80.420),
    ("bulltown", "Bulltown", 38.780, -80.570),
    ("kanawha-falls", "Kanawha Falls", 38.170, -81.200),
    ("point-pleasant", "Mouth of the Kanawha", 38.840, -82.140),
    ("grave-creek", "Grave Creek", 39.930, -80.750),
    ("muskingum-mouth", "Mouth of the Muskingum", 39.420, -81.450),
    ("big-sandy", "Big Sandy", 38.400, -82.600),
    ("irondequoit", "Irondequoit Bay", 43.200, -77.550),
    ("oswego", "Oswego", 43.460, -76.510),
    ("onondaga", "Onondaga", 43.050, -76.150),
    ("oneida-carry", "Oneida Carry", 43.210, -75.460),
    ("german-flats", "German Flats", 43.030, -74.990),
    ("eighteen-mile-creek", "Eighteen Mile Creek", 43.330, -78.720),
    ("buffalo-creek", "Buffalo Creek", 42.880, -78.880),
    ("twelve-mile-creek", "Twelve Mile Creek", 43.160, -79.240),
    # Lake Ontario north shore and Lake Erie north shore
    ("head-of-the-lake", "Head of the Lake", 43.300, -79.850),
    ("toronto-carrying-place", "Toronto Carrying Place", 44.150, -79.500),
    ("cataraqui", "Cataraqui", 44.230, -76.480),
    ("nottawasaga", "Nottawasaga", 44.500, -80.050),
    ("saugeen", "Saugeen", 44.450, -81.300),
    ("grand-river-ontario", "Grand River (Ontario)", 43.050, -80.150),
    ("long-point", "Long Point", 42.620, -80.450),
    ("maitland", "Maitland River", 43.750, -81.700),
    ("la-tranche", "La Tranche (upper Thames)", 42.980, -81.250),
    # Ohio country and Lake Erie south shore
    ("mahoning", "Mahoning", 41.100, -80.800),
    ("conneaut", "Conneaut Creek", 41.900, -80.550),
    ("grand-river-ohio", "Grand River (Ohio)", 41.700, -81.150),
    ("black-river", "Black River", 41.350, -82.150),
    ("hockhocking", "Hockhocking", 39.720, -82.600),
    ("mad-river", "Mad River", 39.930, -83.800),
    ("little-miami", "Little Miami", 39.450, -84.000),
    ("great-miami-mouth", "Mouth of the Great Miami", 39.100, -84.800),
    ("licking-river", "Licking River", 38.430, -83.990),
    ("kentucky-river", "Kentucky River", 38.000, -84.900),
    ("eskippakithiki", "Eskippakithiki", 37.950, -84.100),
    ("falls-of-the-ohio", "Falls of the Ohio", 38.270, -85.760),
    ("pickawillany", "Pickawillany", 40.180, -84.250),
    ("auglaize", "Auglaize Forks", 41.280, -84.360),
    ("river-raisin", "River Raisin", 41.900, -83.400),
    # Michigan
    ("huron-river", "Huron River", 42.240, -83.610),
    ("clinton-river", "Clinton River", 42.600, -82.880),
    ("flint-river", "Flint River", 43.000, -83.700),
    ("pointe-aux-barques", "Pointe aux Barques", 43.850, -82.950),
    ("au-sable", "Au Sable", 44.420, -83.500),
    ("muskegon-headwaters", "Muskegon Headwaters", 44.300, -84.750),
    ("manistee", "Manistee", 44.250, -86.320),
    ("muskegon", "Muskegon", 43.230, -86.250),
    ("grand-river-forks", "Grand River Forks", 42.730, -84.550),
    ("kalamazoo", "Kalamazoo", 42.290, -85.590),
    ("sauk-trail", "Sauk Trail", 41.940, -85.000),
    ("elkhart", "Elkhart River", 41.550, -85.850),
    ("munising", "Grand Island (Munising)", 46.410, -86.650),
    ("manistique", "Manistique", 45.960, -86.250),
    ("bay-de-noc", "Bay de Noc", 45.800, -87.050),
    # Wisconsin, Illinois, Indiana, Kentucky
    ("lake-winnebago", "Lake Winnebago", 43.770, -88.450),
    ("fox-wisconsin-portage", "Fox-Wisconsin Portage", 43.540, -89.460),
    ("milwaukee", "Milwaukee", 43.040, -87.910),
    ("lake-koshkonong", "Lake Koshkonong", 42.870, -88.950),
    ("rock-river", "Rock River", 42.000, -89.300),
    ("chicago-portage", "Chicago Portage", 41.820, -87.680),
    ("kankakee", "Kankakee", 41.150, -87.450),
    ("starved-rock", "Le Rocher (Starved Rock)", 41.320, -88.990),
    ("peoria-lake", "Peoria Lake", 40.690, -89.590),
    ("sangamon", "Sangamon River", 39.850, -89.650),
    ("kaskaskia-river", "Upper Kaskaskia", 38.950, -89.100),
    ("embarras", "Embarras River", 39.000, -88.200),
    ("fort-massac", "Fort Massac (ruins)", 37.150, -88.730),
    ("wabash-mouth", "Mouth of the Wabash", 37.800, -88.030),
    ("white-river", "White River", 38.700, -87.000),
    ("white-river-forks", "White River Forks", 40.190, -85.390),
    ("tippecanoe", "Tippecanoe", 40.900, -86.700),
]

# ---------------------------------------------------------------- connections
# Trails, written as chains along the historical routes.  Each chain
# "a b c" gives trails a-b and b-c.
TRAILS = """
philadelphia forks-of-delaware minisink wyoming tioga great-island
philadelphia fort-allen wyoming
philadelphia tulpehocken fort-augusta wyoming
philadelphia conestoga carlisle
forks-of-delaware fort-allen tulpehocken
conestoga tulpehocken carlisle
fort-allen fort-augusta great-island chinklacamoose kittanning fort-pitt
fort-augusta tuscarora-valley frankstown chinklacamoose
fort-augusta carlisle tuscarora-valley
carlisle black-boys fort-bedford frankstown kittanning
tuscarora-valley black-boys
fort-bedford fort-ligonier bushy-run fort-pitt
fort-ligonier kittanning
fort-bedford fort-cumberland great-meadows fort-pitt
black-boys fort-cumberland winchester black-boys
fort-cumberland south-branch winchester shenandoah staunton
shenandoah south-branch tygart-valley great-meadows
fort-ligonier great-meadows
staunton fort-dinwiddie cowpasture staunton
fort-dinwiddie fort-young cowpasture
fort-young big-levels muddy-creek new-river fort-young
fort-dinwiddie tygart-valley
big-levels kanawha-falls muddy-creek
tygart-valley bulltown kanawha-falls point-pleasant lower-shawnee-town
bulltown muskingum-mouth
new-river kanawha-falls
muskingum-mouth grave-creek great-meadows
grave-creek mingo-town fort-pitt kuskusky fort-venango fort-le-boeuf fort-presque-isle
fort-pitt grave-creek
mingo-town kuskusky mahoning cuyahoga tuscarawas mingo-town
muskingum-mouth wakatomika tuscarawas
muskingum-mouth point-pleasant
muskingum-mouth hockhocking pickaway-plains lower-shawnee-town big-sandy point-pleasant
wakatomika hockhocking
wakatomika mohican-johns-town tuscarawas
mohican-johns-town cuyahoga
mohican-johns-town scioto-mingo pickaway-plains
mohican-johns-town upper-sandusky scioto-mingo
mohican-johns-town black-river
big-sandy licking-river eskippakithiki
lower-shawnee-town licking-river little-miami pickaway-plains
scioto-mingo mad-river pickaway-plains
mad-river little-miami great-miami-mouth licking-river
great-miami-mouth falls-of-the-ohio kentucky-river eskippakithiki
kentucky-river licking-river
mad-river pickawillany little-miami
fort-venango kittanning
fort-venango conewango fort-le-boeuf
fort-venango mahoning
fort-presque-isle conneaut grand-river-ohio cuyahoga black-river fort-sandusky
fort-presque-isle cattaraugus conewango olean kanestio
olean chinklacamoose
kanestio tioga kanadasaga
kanestio chenussio kanadasaga onondaga oneida-carry german-flats
oneida-carry unadilla wyoming
unadilla tioga
onondaga oswego irondequoit chenussio
kanadasaga irondequoit
oswego oneida-carry
cattaraugus buffalo-creek devils-hole fort-niagara eighteen-mile-creek irondequoit
buffalo-creek chenussio
buffalo-creek eighteen-mile-creek
olean buffalo-creek
fort-niagara twelve-mile-creek devils-hole
twelve-mile-creek head-of-the-lake credit-river toronto-carrying-place rice-lake bay-of-quinte cataraqui
twelve-mile-creek grand-river-ontario head-of-the-lake
credit-river rice-lake
toronto-carrying-place nottawasaga saugeen maitland la-tranche
grand-river-ontario long-point la-tranche thames-river pontiacs-village
grand-river-ontario la-tranche
maitland st-clair-river
la-tranche st-clair-river thames-river
thames-river point-pelee pontiacs-village
pontiacs-village campbells-death bloody-run fort-detroit wyandot-town potawatomi-detroit fort-detroit
fort-detroit pontiacs-village
wyandot-town point-pelee
wyandot-town river-raisin potawatomi-detroit
campbells-death clinton-river bloody-run
clinton-river st-clair-river pointe-aux-barques saginaw
clinton-river flint-river saginaw
potawatomi-detroit huron-river flint-river
huron-river river-raisin maumee-rapids fort-sandusky
fort-sandusky upper-sandusky blanchards-fork maumee-rapids auglaize blanchards-fork
fort-sandusky black-river
upper-sandusky scioto-mingo
blanchards-fork mad-river
auglaize kekionga fort-miami auglaize
fort-miami pickawillany
kekionga mississinewa white-river-forks pickawillany
fort-miami sauk-trail huron-river
maumee-rapids sauk-trail
kekionga eel-river mississinewa
kekionga elkhart fort-st-joseph potawatomi-st-joseph kalamazoo sauk-trail elkhart
fort-st-joseph kalamazoo grand-river muskegon manistee grand-traverse
kalamazoo grand-river grand-river-forks flint-river
grand-river-forks huron-river
grand-traverse l-arbre-croche fort-michilimackinac cheboygan thunder-bay au-sable
saginaw au-sable muskegon-headwaters saginaw
fort-michilimackinac sault-ste-marie
munising manistique fort-michilimackinac
manistique bay-de-noc menominee-river fort-edward-augustus menominee-fox-river lake-winnebago milwaukee chicago-portage kankakee
bay-de-noc munising
menominee-river menominee-fox-river
fort-edward-augustus lake-winnebago fox-wisconsin-portage lake-koshkonong rock-river starved-rock
milwaukee lake-koshkonong
chicago-portage potawatomi-st-joseph
chicago-portage starved-rock peoria-lake sangamon
cahokia fort-de-chartres kaskaskia fort-massac wabash-mouth vincennes
cahokia kaskaskia-river fort-de-chartres
kaskaskia kaskaskia-river sangamon
peoria-lake kickapoo-grand-village sangamon
kickapoo-grand-village starved-rock
kickapoo-grand-village vermilion kickapoo-wabash fort-ouiatenon wea-town eel-river tippecanoe fort-ouiatenon mascouten-town kickapoo-wabash
mascouten-town kankakee tippecanoe elkhart
tippecanoe kankakee
vermilion embarras kaskaskia-river
vermilion piankeshaw-terre-haute embarras wabash-mouth
piankeshaw-terre-haute vincennes white-river falls-of-the-ohio
vincennes embarras
white-river wabash-mouth
piankeshaw-terre-haute kickapoo-wabash
wea-town mississinewa
wea-town white-river-forks
eel-river mississinewa
"""

SEA = [("philadelphia", "fort-niagara")]
