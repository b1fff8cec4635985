"""Geronimo game facts shared by the generators (tools/geronimo-gen.py).

Every value carries its provenance: a rule number when the rulebook gives
it, "R" (reconstructed) otherwise.  The Tribal Cards, Village and Chief
markers, Commander markers, Mine markers and Turn Track are not reproduced
in the rulebook, so most of their numbers are reconstructions; the notes in
docs/data/geronimo.md explain how they were chosen.
"""

R = "reconstructed"

# ---------------------------------------------------------------- tribes --
# id: (name, abbrev, card-provenance, note)
TRIBES = {
    "sioux": ("Sioux", "SIO", "2.21", "Three Villages: two Teton and one Santee (2.21B, 3.46)."),
    "apache": ("Apache", "APA", "2.21", "Two Villages, Mimbres and Chiricahua (2.21B, 3.46)."),
    "cheyenne": ("Cheyenne", "CHE", "2.21", "Two Villages, Southern and Northern (2.21B, 3.46)."),
    "navajo": ("Navajo", "NAV", "3.46", None),
    "arapaho": ("Arapaho", "ARA", "3.46", None),
    "kiowa": ("Kiowa", "KIO", "3.46", None),
    "snake": ("Snake", "SNA", "3.46", None),
    "comanche": ("Comanche", "COM", "3.46", "Spelled both Comanche and Commanche in the text."),
    "blackfoot": ("Blackfoot", "BLK", "3.46", None),
    "flathead": ("Flathead", "FLA", "3.46", None),
    "shoshone": ("Shoshone", "SHO", "3.46", None),
    "mojave": ("Mojave", "MOJ", "3.46", None),
    "umatilla": ("Umatilla", "UMA", "3.46", None),
    "yakima": ("Yakima", "YAK", "3.46", None),
    "rogues": ("Rogues", "ROG", "3.46", "The Rogue River peoples."),
    "klamath": ("Klamath", "KLA", "3.46", None),
    "coeur-d-alene": ("Coeur d'Alene", "CDA", "3.46", "Spelled Couer d'Alene in the text."),
    "miwok-yokuts": ("Miwok-Yokuts", "MIW", "3.46", None),
    "bannock": ("Bannock", "BAN", "6.65", None),
    "nez-perce": ("Nez Perce", "NEZ", "2.21", "Called Ned Perce on the card (2.21A); they call themselves Nimipu."),
    "ute": ("Ute", "UTE", "2.21", None),
    "yavapai": ("Yavapai", "YAV", "2.21", None),
    "crow": ("Crow", "CRO", "9.2Y", None),
    "pawnee": ("Pawnee", "PAW", "9.2Y", None),
    "assiniboine": ("Assiniboine", "ASS", "6.73", None),
    "modoc": ("Modoc", "MOD", R, "The text names 25 of the 28 Tribes; the Modoc (whose war 9.2R recalls) stand in for one of the three unnamed ones."),
    "paiute": ("Paiute", "PAI", R, "One of the three Tribes the text never names; the Northern Paiute of Nevada (Pyramid Lake War, 1860) were chosen."),
    "spokane": ("Spokane", "SPO", R, "One of the three Tribes the text never names; the Spokane (Coeur d'Alene War, 1858) were chosen."),
}

# raider rating, mexico raids; None = not a Raider (rating 2 under Any Tribe May Raid, 6.42)
RAIDERS = {
    "apache": (5, True), "comanche": (5, True), "kiowa": (4, True), "navajo": (4, False),
    "ute": (3, False), "yavapai": (3, False), "snake": (3, False), "blackfoot": (3, False),
}
SCOUTS = {"crow", "pawnee", "apache"}                       # 9.2Y
POISON_ARROWS = {"snake": 1}                                # named 6.73/7.31, value reconstructed

# Friendship and enmity pairs (symmetric).  Only Apache relations (2.21J)
# and the Sioux friendships with the Arapaho and Assiniboine (6.73) are in
# the text.
FRIENDS = [
    ("sioux", "cheyenne", R), ("sioux", "arapaho", "6.73"), ("sioux", "assiniboine", "6.73"),
    ("cheyenne", "arapaho", R), ("cheyenne", "kiowa", R), ("cheyenne", "comanche", R),
    ("arapaho", "kiowa", R), ("arapaho", "comanche", R), ("kiowa", "comanche", R),
    ("apache", "ute", "2.21J"), ("apache", "yavapai", "2.21J"), ("yavapai", "mojave", R),
    ("shoshone", "bannock", R), ("bannock", "paiute", R), ("paiute", "snake", R), ("snake", "bannock", R),
    ("nez-perce", "flathead", R), ("nez-perce", "umatilla", R), ("flathead", "coeur-d-alene", R),
    ("yakima", "spokane", R), ("yakima", "coeur-d-alene", R), ("spokane", "coeur-d-alene", R),
    ("yakima", "umatilla", R), ("klamath", "modoc", R), ("crow", "shoshone", R),
]
ENEMIES = [
    ("sioux", "crow", R), ("sioux", "pawnee", R), ("sioux", "shoshone", R), ("sioux", "ute", R),
    ("cheyenne", "crow", R), ("cheyenne", "pawnee", R), ("cheyenne", "shoshone", R), ("cheyenne", "ute", R),
    ("arapaho", "crow", R), ("arapaho", "pawnee", R), ("arapaho", "ute", R), ("arapaho", "shoshone", R),
    ("kiowa", "pawnee", R), ("kiowa", "navajo", R), ("kiowa", "ute", R),
    ("comanche", "navajo", R), ("comanche", "ute", R), ("comanche", "pawnee", R),
    ("navajo", "ute", R),
    ("blackfoot", "crow", R), ("blackfoot", "flathead", R), ("blackfoot", "assiniboine", R),
    ("blackfoot", "shoshone", R), ("blackfoot", "nez-perce", R),
    ("mojave", "paiute", R), ("klamath", "snake", R),
]
# everyone is an enemy of the Apache except the Ute and Yavapai (2.21J)
for t in TRIBES:
    if t not in ("apache", "ute", "yavapai"):
        ENEMIES.append(("apache", t, "2.21J"))

# ---------------------------------------------------------------- villages --
# id, tribe, name, initial area, size, basic (strength, status), battle,
# evasion, guerilla, aggression, survival; per-field provenance in SRC.
# status: full | reduced | reservation
VILLAGES = [
    ("sioux-teton-1", "sioux", "Teton Sioux (1)", "south-dakota", 12, (9, "reduced"), 2, 2, 0, 3, 4),
    ("sioux-teton-2", "sioux", "Teton Sioux (2)", "nebraska", 12, (9, "reduced"), 2, 2, 0, 3, 4),
    ("sioux-santee", "sioux", "Santee Sioux", "minnesota", 8, (5, "reservation"), 1, 1, 0, 1, 4),
    ("apache-mimbres", "apache", "Mimbres Apache", "new-mexico", 7, (6, "reduced"), 2, 3, 1, 2, 1),
    ("apache-chiricahua", "apache", "Chiricahua Apache", "arizona", 8, (6, "reduced"), 2, 3, 1, 2, 1),
    ("cheyenne-southern", "cheyenne", "Southern Cheyenne", "colorado", 8, (5, "reduced"), 1, 2, 0, 2, 4),
    ("cheyenne-northern", "cheyenne", "Northern Cheyenne", "wyoming", 7, (5, "reduced"), 1, 2, 0, 2, 4),
    ("navajo", "navajo", "Navajo", "new-mexico", 5, (2, "reduced"), 0, 2, 1, 1, 3),
    ("arapaho", "arapaho", "Arapaho", "wyoming", 10, (9, "reduced"), 1, 1, 0, 2, 4),
    ("kiowa", "kiowa", "Kiowa", "indian-territory", 9, (7, "reduced"), 1, 2, 0, 3, 3),
    ("snake", "snake", "Snake", "oregon", 5, (3, "reduced"), 0, 2, 1, 2, 2),
    ("comanche", "comanche", "Comanche", "texas", 12, (10, "reduced"), 1, 2, 0, 2, 4),
    ("blackfoot", "blackfoot", "Blackfoot", "montana", 8, (3, "reduced"), 1, 1, 0, 2, 4),
    ("flathead", "flathead", "Flathead", "montana", 4, (3, "reservation"), 0, 1, 1, 0, 3),
    ("shoshone", "shoshone", "Shoshone", "idaho", 6, (2, "reservation"), 0, 2, 0, 1, 4),
    ("mojave", "mojave", "Mojave", "arizona", 3, (1, "reservation"), 0, 1, 0, 0, 3),
    ("umatilla", "umatilla", "Umatilla", "oregon", 3, (1, "reservation"), 0, 1, 0, 1, 3),
    ("yakima", "yakima", "Yakima", "washington", 5, (3, "reservation"), 0, 1, 1, 2, 4),
    ("rogues", "rogues", "Rogues", "oregon", 3, (1, "reservation"), 0, 2, 1, 2, 3),
    ("klamath", "klamath", "Klamath", "oregon", 2, (2, "reservation"), 0, 1, 0, 1, 5),
    ("coeur-d-alene", "coeur-d-alene", "Coeur d'Alene", "washington", 3, (2, "reservation"), 0, 1, 0, 1, 3),
    ("miwok-yokuts", "miwok-yokuts", "Miwok-Yokuts", "california", 3, (1, "reservation"), -1, 1, 0, 0, 4),
    ("bannock", "bannock", "Bannock", "idaho", 4, (4, "full"), 0, 2, 0, 2, 4),
    ("nez-perce", "nez-perce", "Nez Perce", "idaho", 8, (8, "full"), 1, 3, 1, 1, 4),
    ("ute", "ute", "Ute", "utah", 7, (7, "full"), 1, 2, 1, 2, 3),
    ("yavapai", "yavapai", "Yavapai", "arizona", 4, (4, "full"), 0, 2, 1, 2, 2),
    ("crow", "crow", "Crow", "montana", 7, (7, "full"), 1, 2, 0, 1, 4),
    ("pawnee", "pawnee", "Pawnee", "nebraska", 6, (6, "full"), 0, 1, 0, 1, 3),
    ("assiniboine", "assiniboine", "Assiniboine", "north-dakota", 5, (5, "full"), 0, 1, 0, 1, 3),
    ("modoc", "modoc", "Modoc", "california", 3, (3, "full"), 1, 2, 1, 2, 3),
    ("paiute", "paiute", "Paiute", "nevada", 5, (5, "full"), 0, 2, 0, 1, 2),
    ("spokane", "spokane", "Spokane", "washington", 4, (4, "full"), 0, 1, 0, 1, 3),
]

# Fields the text gives: (village, field) -> (source, note)
GIVEN = {
    ("apache-mimbres", "size"): ("8.14", "The 8.14 example gives the Mimbres an initial strength of seven."),
    ("klamath", "size"): ("8.14", "The 8.14 example gives the Klamath an initial strength of two."),
    ("apache-mimbres", "battle"): ("2.21E", "The Apache add +2 (2.21E)."),
    ("apache-chiricahua", "battle"): ("2.21E", "The Apache add +2 (2.21E)."),
    ("ute", "battle"): ("13", "Errata: the Ute Battle rating is +1."),
    ("mojave", "battle"): ("13", "Errata: the Mojave War Party marker reads 0 1 0."),
    ("mojave", "evasion"): ("13", "Errata: the Mojave War Party marker reads 0 1 0."),
    ("mojave", "aggression"): ("13", "Errata: the Mojave War Party marker reads 0 1 0."),
    ("comanche", "evasion"): ("7.55", "The 7.55 example uses a Comanche Evasion of 2."),
    ("comanche", "aggression"): ("7.55", "The 7.55 example uses a Comanche Aggression of 2."),
    ("comanche", "guerilla"): ("7.55", "The 7.55 example, in Mountain Texas, adds no Guerilla bonus, so the Comanche have no G."),
    ("sioux-santee", "aggression"): ("7.25", "The 7.25 example gives the Santee Sioux an Aggression of 1."),
    ("apache-mimbres", "survival"): ("8.14", "The 8.14 example puts the Mimbres On Reservation on a DR of 0 or 1, so their Survival rating is 1 (reading the printed < as less than or equal, like 5.351 and 10.32)."),
    ("apache-chiricahua", "survival"): (R, "Taken equal to the Mimbres' 1 (8.14 example); the card gives one Survival per Village, and both are Apache."),
    ("klamath", "survival"): ("8.14", "The 8.14 example puts the Klamath On Reservation on a DR under 5 read as less than or equal, so their Survival rating is 5."),
    ("shoshone", "survival"): ("6.65", "The 6.65 example gives the Shoshone, Bannock and Nez Perce Survival ratings of 4."),
    ("bannock", "survival"): ("6.65", "The 6.65 example gives the Shoshone, Bannock and Nez Perce Survival ratings of 4."),
    ("nez-perce", "survival"): ("6.65", "The 6.65 example gives the Shoshone, Bannock and Nez Perce Survival ratings of 4."),
}
VILLAGE_NOTE = {
    "size": "Tribal Card size, not in the text. Chosen above the 3.46 Basic-game strength for reduced Villages, at least the strength used in the rule examples (6.65: Nez Perce 7, Shoshone 5; 7.25: a 7-BP Santee War Party), and on the scale of the 3.46 list (the largest Tribes about 12).",
    "battle": "Tribal Card Battle rating, not in the text: +2 for the strongest fighters (as the Apache), +1 for the warlike Plains and Plateau Tribes, 0 for most others, -1 for the peaceful California peoples. The Teton, Arapaho and Assiniboine values give the highest ratings of 2 that the 6.73 example reports.",
    "evasion": "Tribal Card Evasion rating, not in the text: 1 to 3 by mobility (mounted or mountain peoples high). The Teton, Arapaho and Assiniboine values give the highest Evasion of 2 that the 6.73 example reports.",
    "guerilla": "The G mark is on the Tribal Card, not in the text: given to Tribes that fought from mountain or lava-bed refuges (Apache, Yavapai, Navajo, Ute, Nez Perce, Modoc, Snake, Rogues, Flathead, Yakima).",
    "aggression": "Tribal Card Aggression rating, not in the text: 0 to 3 by the Tribe's record of raids on settlers. The Teton, Arapaho and Assiniboine values give the highest Aggression of 3 that the 6.73 example reports.",
    "survival": "Tribal Card Survival rating, not in the text: 4 for the large buffalo-hunting and salmon-fishing Tribes (as the 6.65 Idaho Tribes), 2 to 3 for small desert and mountain bands.",
    "area": "The initial Area is printed on the Tribal Card and Village marker, not in the text: the Tribe's homeland about 1851.",
}

# ----------------------------------------------------------------- chiefs --
# id, tribe, village ("teton" = either Teton Village, 6.51), name, combat,
# evasion, aggression, first turn, last turn, source note
CHIEFS = [
    ("red-cloud", "sioux", "teton", "Red Cloud", 2, 1, 2, 3, 5, None),
    ("sitting-bull", "sioux", "teton", "Sitting Bull", 2, 3, 2, 4, 7, "6.74"),
    ("crazy-horse", "sioux", "teton", "Crazy Horse", 3, 2, 1, 4, 6, "7.32"),
    ("inkpaduta", "sioux", "sioux-santee", "Inkpaduta", 1, 1, 2, 2, 3, "7.25"),
    ("little-crow", "sioux", "sioux-santee", "Little Crow", 2, 1, 2, 3, 3, None),
    ("mangas-coloradas", "apache", "apache-mimbres", "Mangas Coloradas", 2, 2, 2, 1, 3, None),
    ("victorio", "apache", "apache-mimbres", "Victorio", 2, 3, 2, 5, 6, None),
    ("nana", "apache", "apache-mimbres", "Nana", 1, 2, 1, 6, 7, None),
    ("cochise", "apache", "apache-chiricahua", "Cochise", 3, 2, 1, 3, 5, None),
    ("geronimo", "apache", "apache-chiricahua", "Geronimo", 2, 3, 2, 5, 8, "7.25"),
    ("bull-bear", "cheyenne", "cheyenne-southern", "Bull Bear", 1, 1, 1, 3, 5, "6.53"),
    ("roman-nose", "cheyenne", "cheyenne-southern", "Roman Nose", 2, 0, 1, 4, 4, "6.53"),
    ("tall-bull", "cheyenne", "cheyenne-southern", "Tall Bull", 2, 1, 1, 3, 4, "6.53"),
    ("dull-knife", "cheyenne", "cheyenne-northern", "Dull Knife", 1, 1, 1, 5, 6, None),
    ("little-wolf", "cheyenne", "cheyenne-northern", "Little Wolf", 2, 2, 1, 5, 6, None),
    ("black-bear", "arapaho", "arapaho", "Black Bear", 1, 1, 1, 3, 4, "6.74"),
    ("buffalo-hump", "comanche", "comanche", "Buffalo Hump", 2, 1, 2, 1, 2, None),
    ("quanah-parker", "comanche", "comanche", "Quanah Parker", 3, 1, 1, 4, 5, "7.55"),
    ("satank", "kiowa", "kiowa", "Satank", 1, 1, 2, 2, 5, None),
    ("satanta", "kiowa", "kiowa", "Satanta", 2, 1, 3, 4, 5, None),
    ("lone-wolf", "kiowa", "kiowa", "Lone Wolf", 2, 1, 1, 4, 5, None),
    ("manuelito", "navajo", "navajo", "Manuelito", 2, 2, 1, 2, 4, None),
    ("barboncito", "navajo", "navajo", "Barboncito", 1, 2, 0, 2, 4, None),
    ("ouray", "ute", "ute", "Ouray", 0, 1, 0, 3, 6, None),
    ("colorow", "ute", "ute", "Colorow", 1, 1, 2, 5, 6, None),
    ("joseph", "nez-perce", "nez-perce", "Joseph", 2, 3, 0, 5, 6, None),
    ("looking-glass", "nez-perce", "nez-perce", "Looking Glass", 2, 2, 1, 6, 6, None),
    ("pocatello", "shoshone", "shoshone", "Pocatello", 1, 1, 1, 1, 2, "6.51"),
    ("bear-hunter", "shoshone", "shoshone", "Bear Hunter", 1, 1, 2, 3, 4, "6.51"),
    ("buffalo-horn", "bannock", "bannock", "Buffalo Horn", 2, 1, 2, 6, 6, None),
    ("captain-jack", "modoc", "modoc", "Captain Jack", 2, 2, 2, 5, 5, None),
    ("numaga", "paiute", "paiute", "Numaga", 2, 1, 1, 2, 2, None),
    ("paulina", "snake", "snake", "Paulina", 1, 2, 2, 3, 4, None),
    ("kamiakin", "yakima", "yakima", "Kamiakin", 2, 1, 2, 1, 2, None),
    ("tecumtum", "rogues", "rogues", "Tecumtum", 1, 1, 2, 1, 2, None),
    ("delshay", "yavapai", "yavapai", "Delshay", 1, 2, 1, 5, 5, None),
    ("plenty-coups", "crow", "crow", "Plenty Coups", 1, 1, 0, 6, 7, None),
    ("mountain-chief", "blackfoot", "blackfoot", "Mountain Chief", 1, 1, 2, 3, 4, None),
]
# What the text gives about each sourced chief (the rest of his ratings and
# turns are reconstructed).
CHIEF_GIVEN = {
    "sitting-bull": "Named in 6.74; his ratings are reconstructed so that the 6.74 example (Sitting Bull, Crazy Horse and Black Bear: Combat 4, Evasion 3, Aggression 4) comes out right.",
    "crazy-horse": "Combat 3 is given by the 7.32 example; Evasion and Aggression are reconstructed to fit the 6.74 example.",
    "inkpaduta": "Combat 1 and Aggression 2 are given by the 7.25 example; Evasion and Turns are reconstructed.",
    "geronimo": "Combat 2 is given by the 7.25 example; Evasion, Aggression and Turns are reconstructed.",
    "bull-bear": "Ratings 1 1 1 and availability in Turn 4 are given by 6.32 and 6.53; the other Turns are reconstructed.",
    "roman-nose": "Ratings 2 0 1 and availability in Turn 4 are given by 6.32 and 6.53 (he died in 1868, Turn 4).",
    "tall-bull": "Ratings 2 1 1 and availability in Turn 4 are given by 6.32 and 6.53; Turn 3 is reconstructed.",
    "black-bear": "Named in 6.74; ratings reconstructed to fit the 6.74 example.",
    "quanah-parker": "Ratings 3 1 1 and availability in Turn 5 are given by the 7.55 example; Turn 4 is reconstructed.",
    "pocatello": "Turns 1-2 are given by 6.51; ratings reconstructed.",
    "bear-hunter": "Turns 3-4 are given by 6.51; ratings reconstructed.",
}
CHIEF_NOTE = ("Chief ratings (Combat, Evasion, Aggression) and Turns are printed on the marker and "
              "Tribal Card, not in the text; chosen from the chief's historical career (Turns) and "
              "reputation (ratings on the 0-3 scale of the text's examples).")
NO_CHIEFS = {"assiniboine": "6.74"}

# ------------------------------------------------------------- commanders --
# id, name, combat, pursuit, guerilla, aggression, source, note
COMMANDERS = [
    ("miles", "Nelson Miles", 2, 3, 0, 1, "5.32", "Pursuit 3 is given by the 5.32 example; Combat and Aggression reconstructed."),
    ("pope", "John Pope", 0, -1, 0, 1, "5.32", "Pursuit -1 is given by 5.32; Combat and Aggression reconstructed."),
    ("sheridan", "Phil Sheridan", 2, 2, 0, 2, "5.351", "Ratings 2 2 2 given by the 5.351 example."),
    ("crook", "George Crook", 2, 2, 1, 0, "7.55", "Ratings 2 2G 0 given by the 7.55 example; the G is explained in 5.42."),
    ("sibley", "Henry Sibley", 1, 1, 0, 1, "7.32", "Combat 1 is given by the 7.32 example; Pursuit and Aggression reconstructed."),
    ("chivington", "John Chivington", 0, 1, 0, 3, "7.62", "Ratings 0 1 3 given by the 7.62 example."),
    ("custer", "George Custer", 2, 2, 0, 3, R, "Named only in flavour text (5.5, 6.7); ratings reconstructed."),
    ("canby", "Edward Canby", 1, 0, 0, -1, R, "Named only in flavour text (9.2R); a pro-Indian negotiator, so a negative Aggression (5.42, 7.63)."),
    ("harney", "William Harney", 2, 1, 0, 3, R, None),
    ("connor", "Patrick Connor", 1, 1, 0, 3, R, None),
    ("sully", "Alfred Sully", 1, 1, 0, 2, R, None),
    ("mackenzie", "Ranald Mackenzie", 2, 2, 0, 2, R, None),
    ("howard", "Oliver Howard", 0, 0, 0, -1, R, "A pro-Indian Commander: negative Aggression (5.42, 7.63)."),
    ("carr", "Eugene Carr", 2, 1, 0, 1, R, None),
    ("grierson", "Benjamin Grierson", 1, 1, 0, -1, R, "A pro-Indian Commander: negative Aggression (5.42, 7.63)."),
    ("hatch", "Edward Hatch", 1, 1, 0, 1, R, None),
    ("merritt", "Wesley Merritt", 1, 2, 0, 1, R, None),
    ("gibbon", "John Gibbon", 1, 0, 0, 1, R, None),
    ("terry", "Alfred Terry", 0, 0, 0, 0, R, None),
    ("hancock", "Winfield Hancock", 0, -1, 0, 1, R, None),
    ("carleton", "James Carleton", 1, 1, 0, 2, R, None),
    ("carson", "Kit Carson", 1, 3, 0, 1, R, None),
    ("wright", "George Wright", 2, 1, 0, 2, R, None),
    ("sumner", "Edwin Sumner", 1, 0, 0, 1, R, None),
]
COMMANDER_NOTE = ("24 Commanders (5.4); the text names six with ratings. The other 18 are Army and "
                  "volunteer officers of the Indian wars 1851-90, rated on the text's scale from their "
                  "record: Combat 0-2, Pursuit -1 to 3, Aggression -1 (pro-Indian) to 3 (massacre-prone).")

# ------------------------------------------------------------------ mines --
# id, name, area, value, lode, source, note
MINES = [
    ("mother-lode-1", "Mother Lode", "california", 4, True, "11.11C", "The two Mother Lode Mines start in California (11.11C); they are the two 4s of 3.44."),
    ("mother-lode-2", "Mother Lode", "california", 4, True, "11.11C", "The two Mother Lode Mines start in California (11.11C); they are the two 4s of 3.44."),
    ("comstock-lode", "Comstock Lode", "nevada", 3, True, "3.44", "3.44 places three 3-point Mines in Nevada; their names and which are Lodes are reconstructed."),
    ("reese-river", "Reese River", "nevada", 3, False, "3.44", "3.44 places three 3-point Mines in Nevada; their names are reconstructed."),
    ("eureka", "Eureka", "nevada", 3, False, "3.44", "3.44 places three 3-point Mines in Nevada; their names are reconstructed."),
    ("canyon-city", "Canyon City", "oregon", 2, False, "3.44", "3.44 places one Mine in Oregon; its name and value are reconstructed."),
    ("tombstone", "Tombstone", "arizona", 3, False, "7.25", "The 7.25 example has a 3-point Mine in Arizona; its name is reconstructed."),
    ("boise-basin", "Boise Basin", "idaho", 3, False, R, None),
    ("silver-city-idaho", "Silver City", "idaho", 2, False, R, None),
    ("alder-gulch", "Alder Gulch", "montana", 3, False, R, None),
    ("last-chance-gulch", "Last Chance Gulch", "montana", 2, False, R, None),
    ("pikes-peak", "Pikes Peak", "colorado", 2, False, R, None),
    ("leadville", "Leadville", "colorado", 3, False, R, None),
    ("central-city", "Central City", "colorado", 2, False, R, None),
    ("homestake-lode", "Homestake Lode", "south-dakota", 3, True, R, None),
    ("pinos-altos", "Pinos Altos", "new-mexico", 2, False, R, None),
    ("bingham-canyon", "Bingham Canyon", "utah", 2, False, R, None),
    ("colville", "Colville", "washington", 1, False, R, None),
    ("south-pass", "South Pass", "wyoming", 1, False, R, None),
]
MINE_NOTE = ("The Mine mix (number, values, Areas) is printed on the counters, not in the text. "
             "At least eight exist (3.44 places six and draws two more). The mix is the major gold "
             "and silver strikes of 1851-90, valued 1-4 by their size; names with Lode are Lodes, "
             "never removed by Ghost Towns (2.3, 9.2K).")
