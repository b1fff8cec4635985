"""Map data for Blood on the Ohio (game id ohio), read by tools/ohio-gen.py.

The printed map is not in the rulebook text, so the map is a reconstruction on
real geography (digest section 3.3): every space sits at the lat/lon of a real
town, village, fort, ford or river reach of 1778-1794.  Spaces are 20-25 miles
apart.  Owners follow the nation lands of the period as the digest suggests;
south and east of the Ohio is US land (neutral, brown), and so is the band of
US purchases just north of the river.

Tuples: (id, name, owner, lat, lon, terrain, note)
owner: nation id or None (neutral).
"""

# ------------------------------------------------------------------ ground
GROUND = [
    # --- Kentucky, the Falls, southern Indiana (US land, neutral)
    ("lexington", "Lexington", None, 38.04, -84.50, "bluegrass", "Lexington, Kentucky (founded 1779)."),
    ("paris", "Hopewell (Paris)", None, 38.21, -84.25, "bluegrass", "Paris, Kentucky, called Hopewell until 1790."),
    ("georgetown", "McClelland's Station", None, 38.21, -84.56, "bluegrass", "Georgetown, Kentucky (McClelland's / Royal Spring station)."),
    ("frankfort", "Frankfort", None, 38.20, -84.87, "bluegrass", "Frankfort, Kentucky (1786)."),
    ("harrodsburg", "Harrodsburg", None, 37.76, -84.84, "bluegrass", "Harrodsburg, the oldest Kentucky settlement (1774)."),
    ("boonesborough", "Boonesborough", None, 37.90, -84.27, "bluegrass", "Boonesborough on the Kentucky River (1775)."),
    ("bardstown", "Salem (Bardstown)", None, 37.81, -85.47, "bluegrass", "Bardstown, Kentucky, first called Salem (1780)."),
    ("louisville", "Louisville", None, 38.25, -85.76, "bluegrass", "Louisville at the Falls of the Ohio."),
    ("painted-stone", "Painted Stone Station", None, 38.21, -85.22, "bluegrass", "Squire Boone's station near Shelbyville; the Long Run massacre of 1781 was nearby."),
    ("limestone", "Limestone", None, 38.65, -83.76, "forest", "Limestone (Maysville), the Ohio River landing for Kentucky."),
    ("ruddles-station", "Ruddle's Station", None, 38.38, -84.30, "bluegrass", "Ruddle's Station on the South Licking, taken in 1780."),
    ("little-mountain", "Little Mountain", None, 38.06, -83.94, "hills", "Mount Sterling, Kentucky; Estill's Defeat 1782."),
    ("big-bone-lick", "Big Bone Lick", None, 38.88, -84.75, "forest", "Big Bone Lick, Boone County, Kentucky."),
    ("port-william", "Kentucky River Mouth", None, 38.68, -85.17, "forest", "Mouth of the Kentucky River (Port William, later Carrollton)."),
    ("little-sandy", "Little Sandy Salt Works", None, 38.55, -82.85, "hills", "Greenup, Kentucky, on the Little Sandy."),
    ("point-pleasant", "Point Pleasant", None, 38.84, -82.14, "forest", "Point Pleasant at the mouth of the Kanawha (battle of 1774, settled 1785)."),
    ("kanawha-falls", "Kanawha Falls", None, 38.16, -81.19, "hills", "Falls of the Great Kanawha."),
    ("fort-lee", "Fort Lee", None, 38.35, -81.63, "hills", "Clendenin's settlement and Fort Lee at the mouth of the Elk (Charleston, 1788)."),
    ("middle-island", "Middle Island Creek", None, 39.42, -80.95, "hills", "Middle Island Creek (Sistersville)."),
    ("clarksburg", "Clarksburg", None, 39.28, -80.34, "hills", "Clarksburg, Virginia (West Virginia)."),
    ("morgantown", "Morgantown", None, 39.63, -79.96, "hills", "Morgantown on the Monongahela."),
    ("wheeling", "Wheeling", None, 40.06, -80.72, "hills", "Wheeling (Fort Henry), besieged 1782."),
    ("washington-pa", "Catfish Camp (Washington)", None, 40.17, -80.25, "hills", "Washington, Pennsylvania."),
    ("pittsburgh", "Pittsburgh", None, 40.44, -80.00, "hills", "Pittsburgh and Fort Pitt at the Forks of the Ohio."),
    ("fort-mcintosh", "Beaver (Fort McIntosh)", None, 40.70, -80.30, "hills", "Fort McIntosh at the mouth of the Beaver; Wayne's Legionville (1792) stood 6 miles upriver."),
    ("laughery-creek", "Laughery Creek", None, 38.97, -84.95, "forest", "Mouth of Laughery Creek, Indiana; Lochry's Defeat 1781."),
    ("clarks-grant", "Clark's Grant", None, 38.45, -85.72, "forest", "Clark's Grant on Silver Creek, opposite the Falls (Fort Steuben/Finney stood at Clarksville)."),
    ("whitewater", "Whitewater Forks", None, 39.42, -85.01, "forest", "Forks of the Whitewater (Brookville, Indiana)."),
    ("fall-creek", "Fall Creek", None, 39.85, -86.05, "forest", "Fall Creek on the West Fork of White River (Indianapolis)."),
    ("river-raisin", "River Raisin", None, 41.91, -83.40, "swamp", "French settlement on the River Raisin (Frenchtown, Monroe)."),
    # --- north of the Ohio, US purchases and the gaps between nations (neutral)
    ("neals-station", "Neal's Station", None, 39.26, -81.55, "hills", "Neal's Station at the mouth of the Little Kanawha (Parkersburg), opposite Belpre."),
    ("gallipolis", "Gallipolis", None, 38.81, -82.20, "forest", "Gallipolis, settled by the French Five Hundred in 1790, across the Ohio from Point Pleasant."),
    ("lower-shawnee-town", "Lower Shawnee Town", None, 38.75, -82.99, "forest", "Site of the old Lower Shawnee Town at the Scioto mouth (Portsmouth), abandoned by the 1790s."),
    ("fort-washington", "Fort Washington", None, 39.10, -84.51, "forest", "Fort Washington at Cincinnati (1789)."),
    ("north-bend", "North Bend", None, 39.15, -84.75, "forest", "Symmes's settlement at North Bend (1789)."),
    ("dunlaps-station", "Dunlap's Station", None, 39.24, -84.63, "forest", "Dunlap's Station (Colerain) on the Great Miami, besieged January 1791."),
    ("hamilton", "Hamilton Ford", None, 39.40, -84.56, "forest", "Ford of the Great Miami where Fort Hamilton was built in 1791."),
    ("twin-creek", "Twin Creek", "miami", 39.74, -84.64, "forest", "Twin Creek near Eaton, site of Fort St. Clair (1792); Miami hunting land south of Pickawillany."),
    ("east-fork", "East Fork", None, 39.05, -84.10, "forest", "East Fork of the Little Miami (Williamsburg)."),
    ("white-oak", "White Oak Creek", None, 38.87, -83.88, "forest", "White Oak Creek (Georgetown, Ohio), Virginia Military District."),
    ("brush-creek", "Ohio Brush Creek", None, 38.90, -83.45, "hills", "Ohio Brush Creek (West Union)."),
    ("fort-harmar", "Fort Harmar", None, 39.41, -81.46, "hills", "Fort Harmar at the mouth of the Muskingum (1785)."),
    ("marietta", "Marietta", None, 39.42, -81.45, "hills", "Marietta (Campus Martius), Ohio Company settlement of 1788, across the Muskingum from Fort Harmar."),
    ("waterford", "Waterford", None, 39.55, -81.64, "hills", "Waterford and Fort Frye on the Muskingum (1789)."),
    ("big-walnut", "Big Walnut", None, 40.20, -82.75, "forest", "Big Walnut Creek (Sunbury)."),
    ("whetstone", "Whetstone", None, 40.58, -82.98, "prairie", "Whetstone (Olentangy) headwaters near Marion, on the Sandusky-Scioto trail."),
    ("cuyahoga-portage", "Cuyahoga Portage", None, 41.07, -81.55, "forest", "Portage path between the Cuyahoga and the Tuscarawas (Akron)."),
    # --- Miami
    ("kekionga", "Kekionga", "miami", 41.08, -85.14, "forest", "Kekionga at the head of the Maumee (Fort Wayne)."),
    ("pickawillany", "Pickawillany", "miami", 40.17, -84.24, "forest", "Pickawillany on the Great Miami (Piqua)."),
    ("kenapacomaqua", "Kenapacomaqua", "miami", 40.80, -86.30, "forest", "Eel River town near Logansport, burned by Wilkinson in 1791."),
    ("turtle-town", "Turtle Town", "miami", 41.16, -85.49, "forest", "Little Turtle's town on the Eel River (Columbia City)."),
    ("st-joseph-towns", "St. Joseph Towns", "miami", 41.30, -85.00, "forest", "Miami towns up the St. Joseph above Kekionga."),
    ("little-river", "Little River Portage", "miami", 40.95, -85.30, "swamp", "Portage between Kekionga and the Wabash (Huntington)."),
    ("mississinewa", "Mississinewa Towns", "miami", 40.55, -85.70, "forest", "Miami towns on the Mississinewa."),
    ("wabash-headwaters", "Wabash Headwaters", "miami", 40.41, -84.78, "forest", "Head of the Wabash, where St. Clair was defeated (1791) and Fort Recovery was built (1793)."),
    ("greenville", "Greenville Creek", "miami", 40.10, -84.63, "forest", "Greenville, where Wayne built Fort Greeneville (1793)."),
    ("white-river", "White River", "miami", 40.19, -85.39, "forest", "Upper White River (Muncie), Miami land; Delaware towns came later."),
    ("wildcat-creek", "Wildcat Creek", "miami", 40.45, -86.20, "prairie", "Wildcat Creek (Kokomo) on the trail to the lower Wabash."),
    ("salamonie", "Salamonie", "miami", 40.68, -85.38, "forest", "Miami towns on the Salamonie."),
    # --- Shawnee
    ("chalakatha", "Chalakatha", "shawnee", 39.73, -83.93, "prairie", "Old Chillicothe (Oldtown near Xenia), Shawnee town attacked by Bowman in 1779."),
    ("wapakoneta", "Wapakoneta", "shawnee", 40.57, -84.19, "forest", "Wapakoneta on the Auglaize."),
    ("mackachack", "Mackachack", "shawnee", 40.25, -83.76, "prairie", "Mackachack on the Mad River (West Liberty), burned by Logan in 1786."),
    ("blue-jackets-town", "Blue Jacket's Town", "shawnee", 40.36, -83.76, "forest", "Blue Jacket's town (Bellefontaine)."),
    ("caesars-creek", "Caesar's Creek", "shawnee", 39.52, -83.93, "forest", "Caesar's Creek, south of Old Chillicothe."),
    ("loramies", "Loramie's Store", "shawnee", 40.35, -84.37, "forest", "Loramie's trading post on Loramie Creek, burned by Clark in 1782."),
    ("girtys-town", "Girty's Town", "shawnee", 40.54, -84.39, "forest", "Girty's Town on the St. Marys (St. Marys, Ohio)."),
    ("grand-glaize", "Grand Glaize", "shawnee", 41.28, -84.36, "forest", "The Glaize at the mouth of the Auglaize, the confederacy's centre 1792-94 (Fort Defiance 1794)."),
    ("upper-scioto", "Scioto Headwaters", "shawnee", 40.62, -83.55, "prairie", "Head of the Scioto (Kenton)."),
    ("paint-creek", "Paint Creek", "shawnee", 39.40, -83.18, "forest", "Paint Creek, where a Shawnee Chillicothe stood until 1787 (Frankfort, Ohio)."),
    # --- Delaware
    ("gekelmurpechunk", "Gekelmurpechunk", "delaware", 40.27, -81.60, "hills", "Newcomer's Town on the Tuscarawas (Newcomerstown)."),
    ("coshocton", "Coshocton", "delaware", 40.28, -81.87, "hills", "Goschachgunk at the forks of the Muskingum."),
    ("schoenbrunn", "Schoenbrunn", "delaware", 40.50, -81.43, "hills", "Moravian Delaware town (New Philadelphia)."),
    ("white-womans-town", "White Woman's Town", "delaware", 40.36, -82.08, "hills", "On the Walhonding (White Woman's Creek)."),
    ("mohican-johns", "Mohican John's Town", "delaware", 40.70, -82.20, "forest", "Mohican John's town (Jeromesville)."),
    ("killbuck", "Killbuck", "delaware", 40.56, -81.92, "hills", "Killbuck Creek (Millersburg)."),
    ("wakatomika", "Wakatomika", "delaware", 40.10, -82.00, "hills", "Wakatomika on the Muskingum (Dresden), burned in 1774."),
    ("licking-forks", "Licking Forks", "delaware", 40.06, -82.40, "forest", "Forks of the Licking of the Muskingum (Newark)."),
    # --- Wyandot
    ("upper-sandusky", "Upper Sandusky", "wyandot", 40.83, -83.28, "prairie", "Wyandot town at Upper Sandusky; Crawford's Defeat 1782."),
    ("lower-sandusky", "Lower Sandusky", "wyandot", 41.35, -83.12, "forest", "Lower Sandusky (Fremont)."),
    ("tymochtee", "Tymochtee", "wyandot", 40.93, -83.50, "prairie", "Tymochtee Creek west of Upper Sandusky."),
    ("pequotting", "Pequotting", "wyandot", 41.30, -82.60, "forest", "Huron River (Milan); Moravian New Salem 1787-91."),
    ("brownstown", "Brownstown", "wyandot", 42.15, -83.22, "forest", "Wyandot town on the Detroit River."),
    # --- Ottawa
    ("roche-de-boeuf", "Roche de Boeuf", "ottawa", 41.50, -83.72, "forest", "Ottawa towns at the Roche de Boeuf (Waterville); Fallen Timbers 1794 was beside it."),
    ("swan-creek", "Swan Creek", "ottawa", 41.65, -83.54, "swamp", "Ottawa town on Swan Creek (Toledo)."),
    ("snaketown", "Snaketown", "ottawa", 41.39, -84.12, "swamp", "Ottawa town on the Maumee (Napoleon)."),
    ("tawa-town", "Tawa Town", "ottawa", 41.02, -84.05, "swamp", "Ottawa town on the Blanchard (Ottawa, Ohio)."),
    ("blanchards-fork", "Blanchard's Fork", "ottawa", 41.04, -83.65, "swamp", "Upper Blanchard (Findlay)."),
    ("portage-river", "Portage River", "ottawa", 41.42, -83.40, "swamp", "Portage River in the Black Swamp."),
    ("oquanoxa", "Oquanoxa's Town", "ottawa", 41.13, -84.50, "swamp", "Oquanoxa's Ottawa town on the lower Auglaize (Charloe)."),
    # --- Seneca
    ("venango", "Venango", "seneca", 41.40, -79.83, "hills", "Venango at the mouth of French Creek (Franklin, Pennsylvania)."),
    ("cussewago", "Cussewago", "seneca", 41.64, -80.15, "hills", "Cussewago on French Creek (Meadville)."),
    ("le-boeuf", "Le Boeuf", "seneca", 41.93, -79.98, "forest", "Old French Fort Le Boeuf (Waterford, Pennsylvania)."),
    ("presque-isle", "Presque Isle", "seneca", 42.12, -80.08, "forest", "Presque Isle on Lake Erie (Erie)."),
    ("conneaut", "Conneaut", "seneca", 41.92, -80.56, "forest", "Mouth of Conneaut Creek."),
    ("kuskusky", "Kuskusky", "seneca", 41.00, -80.35, "hills", "Kuskusky on the Beaver (New Castle)."),
    ("salt-springs", "Salt Springs", "seneca", 41.18, -80.77, "forest", "Salt springs of the Mahoning (Niles)."),
    ("shenango", "Shenango", "seneca", 41.35, -80.40, "forest", "Shenango River (Mercer County)."),
    # --- Mingo
    ("mingo-town", "Mingo Town", "mingo", 40.32, -80.66, "hills", "Mingo Town at Mingo Bottom (Mingo Junction)."),
    ("yellow-creek", "Yellow Creek", "mingo", 40.58, -80.72, "hills", "Yellow Creek; the Logan family killings of 1774."),
    ("stillwater", "Stillwater", "mingo", 40.10, -81.20, "hills", "Stillwater Creek."),
    ("wills-creek", "Will's Creek", "mingo", 40.02, -81.59, "hills", "Will's Creek (Cambridge)."),
    ("sunfish-creek", "Sunfish Creek", "mingo", 39.74, -81.10, "hills", "Sunfish Creek above the Long Reach."),
    ("standing-stone", "Standing Stone", "mingo", 39.71, -82.60, "hills", "Standing Stone on the upper Hocking (Lancaster)."),
    ("hocking-falls", "Hocking Falls", "mingo", 39.54, -82.41, "hills", "Falls of the Hockhocking (Logan)."),
    ("salt-licks", "Scioto Salt Licks", "mingo", 39.05, -82.64, "hills", "Salt licks on Salt Creek (Jackson)."),
]

# ------------------------------------------------------------------ rivers
# route id -> (name, list of (id, short name, owner, lat, lon) upstream to downstream,
#              id of the river space the last one flows into or None)
RIVERS = [
    ("ohio", "Ohio", [
        ("ohio-forks", "Forks", None, 40.50, -80.10),
        ("ohio-little-beaver", "Little Beaver", None, 40.64, -80.52),
        ("ohio-mingo-bottom", "Mingo Bottom", None, 40.42, -80.60),
        ("ohio-captina", "Captina", None, 39.88, -80.80),
        ("ohio-fishing-creek", "Fishing Creek", None, 39.63, -80.88),
        ("ohio-marietta", "Marietta", None, 39.33, -81.52),
        ("ohio-hockhocking", "Hockhocking", None, 39.19, -81.75),
        ("ohio-point-pleasant", "Kanawha Mouth", None, 38.86, -82.17),
        ("ohio-raccoon", "Raccoon Creek", None, 38.62, -82.22),
        ("ohio-big-sandy", "Big Sandy", None, 38.42, -82.58),
        ("ohio-scioto-mouth", "Scioto Mouth", None, 38.72, -82.98),
        ("ohio-limestone", "Limestone", None, 38.70, -83.70),
        ("ohio-bracken", "Bracken Creek", None, 38.80, -84.05),
        ("ohio-cincinnati", "Licking Mouth", None, 39.07, -84.47),
        ("ohio-great-miami", "Great Miami Mouth", None, 39.10, -84.82),
        ("ohio-vevay", "Vevay", None, 38.75, -85.05),
        ("ohio-madison", "Madison", None, 38.72, -85.38),
        ("ohio-westport", "Westport", None, 38.48, -85.57),
        ("ohio-falls", "Falls", None, 38.28, -85.77),
    ], None),
    ("allegheny", "Allegheny", [
        ("allegheny-oil-creek", "Oil Creek", "seneca", 41.44, -79.70),
        ("allegheny-parker", "Parker's Landing", "seneca", 41.10, -79.68),
        ("allegheny-freeport", "Kiskiminetas Mouth", None, 40.68, -79.70),
    ], "ohio-forks"),
    ("kanawha", "Great Kanawha", [
        ("kanawha-elk", "Coal River Mouth", None, 38.42, -81.82),
        ("kanawha-lower", "Red House Shoals", None, 38.65, -82.00),
    ], "ohio-point-pleasant"),
    ("licking", "Licking", [
        ("licking-blue-licks", "Blue Licks", None, 38.42, -84.00),
        ("licking-falmouth", "Falmouth Forks", None, 38.68, -84.33),
    ], "ohio-cincinnati"),
    ("little-miami", "Little Miami", [
        ("little-miami-waynesville", "Waynesville", "shawnee", 39.50, -84.12),
        ("little-miami-milford", "Milford", None, 39.18, -84.29),
    ], "ohio-cincinnati"),
    ("mad", "Mad", [
        ("mad-piqua", "Piqua", "shawnee", 39.93, -83.88),
    ], "great-miami-dayton"),
    ("great-miami", "Great Miami", [
        ("great-miami-sidney", "Sidney", "shawnee", 40.29, -84.16),
        ("great-miami-staunton", "Staunton", "miami", 40.01, -84.20),
        ("great-miami-dayton", "Mad River Mouth", None, 39.76, -84.20),
        ("great-miami-lower", "Fairfield", None, 39.30, -84.62),
    ], "ohio-great-miami"),
    ("scioto", "Scioto", [
        ("scioto-franklinton", "Franklinton", None, 39.96, -83.02),
        ("scioto-pickaway", "Pickaway Plains", "shawnee", 39.63, -82.96),
        ("scioto-chillicothe", "Chillicothe", None, 39.34, -82.99),
        ("scioto-piketon", "Piketon", None, 39.05, -83.00),
    ], "ohio-scioto-mouth"),
    ("tuscarawas", "Tuscarawas", [
        ("tuscarawas-fort-laurens", "Fort Laurens", "delaware", 40.65, -81.45),
        ("tuscarawas-gnadenhutten", "Gnadenhutten", "delaware", 40.36, -81.43),
    ], "muskingum-forks"),
    ("muskingum", "Muskingum", [
        ("muskingum-forks", "Forks", "delaware", 40.24, -81.86),
        ("muskingum-zanesville", "Zanesville", "delaware", 39.94, -82.01),
        ("muskingum-big-bottom", "Big Bottom", None, 39.58, -81.80),
    ], "ohio-marietta"),
    ("hocking", "Hockhocking", [
        ("hocking-upper", "Nelsonville", "mingo", 39.45, -82.23),
        ("hocking-lower", "Athens", "mingo", 39.31, -82.00),
    ], "ohio-hockhocking"),
    ("sandusky", "Sandusky", [
        ("sandusky-upper", "Crane Town", "wyandot", 40.95, -83.22),
        ("sandusky-tiffin", "Tiffin", "wyandot", 41.15, -83.17),
    ], None),
    ("st-marys", "St. Marys", [
        ("st-marys", "Shane's Crossing", "miami", 40.80, -84.85),
    ], "maumee-head"),
    ("auglaize", "Auglaize", [
        ("auglaize-upper", "Fort Amanda Reach", "shawnee", 40.72, -84.22),
        ("auglaize-lower", "Blanchard Mouth", "ottawa", 41.05, -84.33),
    ], "maumee-glaize"),
    ("maumee", "Maumee", [
        ("maumee-head", "Head of the Maumee", "miami", 41.13, -84.92),
        ("maumee-glaize", "Auglaize Mouth", "shawnee", 41.31, -84.42),
        ("maumee-rapids", "Grand Rapids", "ottawa", 41.42, -83.90),
        ("maumee-fort-miamis", "Foot of the Rapids", "ottawa", 41.565, -83.645),
    ], None),
    ("wabash", "Wabash", [
        ("wabash-upper", "Limberlost", "miami", 40.55, -85.00),
        ("wabash-forks", "Forks of the Wabash", "miami", 40.86, -85.48),
        ("wabash-mississinewa", "Mississinewa Mouth", "miami", 40.77, -85.98),
    ], None),
]

# ------------------------------------------------------------------ entry squares (2.4.3)
# (id, name, side, nation, lat, lon, [spaces it touches], note)
ENTRIES = [
    ("entry-us-wilderness-road", "US entry: Wilderness Road", "us", None, 37.66, -84.30,
     ["boonesborough", "harrodsburg"], "Southern US square: the Wilderness Road from Virginia."),
    ("entry-us-salt-river", "US entry: Salt River", "us", None, 37.66, -85.55,
     ["bardstown", "louisville"], "Southern US square: the Salt River and Green River country."),
    ("entry-us-forbes-road", "US entry: Forbes Road", "us", None, 40.36, -79.66,
     ["pittsburgh", "washington-pa"], "Eastern US square: the Forbes Road from Philadelphia."),
    ("entry-us-greenbrier", "US entry: Greenbrier", "us", None, 38.75, -79.70,
     ["clarksburg", "kanawha-falls"], "Eastern US square: the Virginia roads by the Greenbrier."),
    ("entry-ojibwa", "Ojibwa entry", "wc", "ojibwa", 42.34, -83.55,
     ["brownstown"], "The Ojibwa come from Michigan, north of Detroit."),
    ("entry-potawatomi", "Potawatomi entry", "wc", "potawatomi", 41.88, -86.45,
     ["st-joseph-towns", "turtle-town"], "The Potawatomi come from the St. Joseph of Lake Michigan."),
    ("entry-kickapoo", "Kickapoo entry", "wc", "kickapoo", 40.15, -86.54,
     ["fall-creek", "wildcat-creek"], "The Kickapoo come from the Vermilion and lower Wabash."),
    ("entry-miami", "Miami entry", "wc", "miami", 40.75, -86.56,
     ["kenapacomaqua", "wildcat-creek"], "The Miami square: Eel River and Wea country down the Wabash."),
]

# ------------------------------------------------------------------ features
SETTLEMENTS = [  # the 20 printed settlements (5.3); sites reconstructed
    "pittsburgh", "washington-pa", "wheeling", "morgantown", "clarksburg", "point-pleasant",
    "marietta", "waterford", "limestone", "lexington", "paris", "georgetown", "frankfort",
    "harrodsburg", "boonesborough", "bardstown", "louisville", "painted-stone", "north-bend",
    "dunlaps-station",
]

PRINCIPAL = [  # (space, nation, source, note)
    ("kekionga", "miami", "App. 3", "The principal Miami village of Kekionga (App. 2, App. 3)."),
    ("pickawillany", "miami", "reconstructed", "Second Miami principal village (20.5 gives the Miami two); Pickawillany is the setup reference of App. 4."),
    ("chalakatha", "shawnee", "App. 2", "The Shawnee primary village of Chalakatha (App. 2)."),
    ("wapakoneta", "shawnee", "reconstructed", "Second Shawnee principal village (20.5); Wapakoneta chosen, on the Auglaize."),
    ("gekelmurpechunk", "delaware", "reconstructed", "Delaware setup location of App. 4 (War on the Wabash), read as the Delaware principal village."),
    ("upper-sandusky", "wyandot", "reconstructed", "Wyandot principal village: Upper Sandusky, the Half King's town."),
    ("roche-de-boeuf", "ottawa", "reconstructed", "Ottawa principal village: the Roche de Boeuf towns on the Maumee."),
    ("venango", "seneca", "reconstructed", "Seneca principal village: Venango (Cornplanter's town lies east of the map)."),
]

BATTLES = [  # 18 historical battle sites 1778-1794 (2.8); sites reconstructed
    ("boonesborough", "Siege of Boonesborough (1778)"),
    ("tuscarawas-fort-laurens", "Siege of Fort Laurens (1779)"),
    ("chalakatha", "Bowman's raid on Chillicothe (1779)"),
    ("ruddles-station", "Ruddle's Station (1780)"),
    ("mad-piqua", "Piqua (1780)"),
    ("painted-stone", "Long Run (1781)"),
    ("laughery-creek", "Lochry's Defeat (1781)"),
    ("upper-sandusky", "Crawford's Defeat (1782)"),
    ("little-mountain", "Estill's Defeat (1782)"),
    ("lexington", "Bryan's Station (1782)"),
    ("licking-blue-licks", "Blue Licks (1782)"),
    ("wheeling", "Siege of Fort Henry (1782)"),
    ("kekionga", "Harmar's Defeat (1790)"),
    ("muskingum-big-bottom", "Big Bottom (1791)"),
    ("dunlaps-station", "Dunlap's Station (1791)"),
    ("wabash-headwaters", "St. Clair's Defeat (1791)"),
    ("ohio-captina", "Captina (1794)"),
    ("roche-de-boeuf", "Fallen Timbers (1794)"),
]

# Trails added or removed by hand after the automatic graph (see ohio-gen.py).
EXTRA_TRAILS = [
    ("pequotting", "mohican-johns", "Path from the Huron River to the Mohican towns."),
    ("mingo-town", "yellow-creek", "Path up the west bank of the Ohio."),
    ("mingo-town", "stillwater", "Path from Mingo Bottom west to Stillwater Creek."),
    ("roche-de-boeuf", "portage-river",
     "Path from the Roche de Boeuf towns at the Maumee rapids (Waterville) across the ford of the rapids and "
     "through the Black Swamp to the Portage River, on the old path from the rapids to Lower Sandusky. Added so "
     "that the Ottawa principal village has a ground neighbour where a US key leader can stand for a treaty "
     "(5.2.1); a trail down the north bank to Swan Creek would be drawn over the Foot of the Rapids river space.")
]
DROP_TRAILS = [
    ("greenville", "white-river"),
    ("fort-mcintosh", "ohio-mingo-bottom"),
    ("laughery-creek", "ohio-cincinnati"),
]
