#!/usr/bin/env python3
"""Writes the board of Pontiac's War: data/games/pontiac/board.xml.

Usage: tools/pontiac-gen.py [repo root]
Map data lives in tools/pontiac-map.py.  Spaces keep their historical
lat/lon; where history puts two spaces closer than MIN_DIST board units the
generator pushes the movable one(s) apart and writes an explicit x/y.
"""
import importlib.util
import math
import os
import sys
from xml.sax.saxutils import escape, quoteattr

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
OUT = os.path.join(ROOT, "data", "games", "pontiac")

spec = importlib.util.spec_from_file_location("pmap", os.path.join(os.path.dirname(__file__), "pontiac-map.py"))
M = importlib.util.module_from_spec(spec)
spec.loader.exec_module(M)

LAT0, LON0, SCALE = 41.8, -82.7, 400.0
WEST, EAST, SOUTH, NORTH = -91.0, -74.5, 37.0, 46.5
COS0 = math.cos(math.radians(LAT0))
MIN_DIST = 96.0
R = "reconstructed"


def proj(lat, lon):
    return ((lon - LON0) * COS0 * SCALE, (LAT0 - lat) * SCALE)


def a(v):
    return quoteattr(str(v))


def prop(name, value, source=None, note=None, ind="      "):
    s = f'{ind}<prop name="{name}" value={a(value)}'
    if source:
        s += f' source={a(source)}'
    if note:
        s += f' note={a(note)}'
    return s + "/>"


NATION_NAMES = {}

# Space names a translator renders: a descriptive part (river, lake, bay,
# falls, forks, mouth, portage, a nation's town, an event) or a form of their
# own in other languages (Detroit, Presque Isle, Sault Ste. Marie...).  Every
# other space name is a proper name and keeps translate="no"
# (po-data/GLOSSARY-fr.md, "Noms de lieux").
TRANSLATED_NAMES = {
    "Auglaize Forks", "Bay de Noc", "Bay of Quinte", "Black River", "Blanchard's Fork",
    "Campbell's Death", "Cataraqui", "Chicago Portage", "Clinton River",
    "Conestoga Massacre", "Cowpasture River", "Credit River", "Cuyahoga Town", "Eel River",
    "Elkhart River", "Embarras River", "Falls of the Ohio", "Flint River",
    "Forks of the Delaware", "Fort Detroit", "Fort Le Boeuf", "Fort Massac (ruins)",
    "Fort Miami", "Fort Presque Isle", "Fort St. Joseph", "Fox River (Menominee)",
    "Fox-Wisconsin Portage", "Grand River", "Grand River (Ohio)", "Grand River (Ontario)",
    "Grand River Forks", "Grand Traverse", "Grand Village of the Kickapoo",
    "Head of the Lake", "Huron River", "Irondequoit Bay", "Jackson River (Fort Young)",
    "Kanawha Falls", "Kentucky River", "Kickapoo Town (Wabash)", "L'Arbre Croche",
    "La Tranche (upper Thames)", "Lake Koshkonong", "Lake Winnebago", "Licking River",
    "Little Miami", "Lower Shawnee Town", "Mad River", "Maitland River", "Mascouten Town",
    "Maumee Rapids", "Menominee River", "Mingo Town", "Mohican John's Town",
    "Mouth of the Great Miami", "Mouth of the Kanawha", "Mouth of the Muskingum",
    "Mouth of the Wabash", "Muskegon Headwaters", "New River (Draper's Meadow)",
    "Oneida Carry", "Peoria Lake", "Philadelphia", "Piankeshaw Town (Terre Haute)",
    "Point Pelee", "Pontiac's Village", "Post Vincennes", "Potawatomi Town (Detroit)",
    "Rice Lake", "River Raisin", "Rock River", "Sangamon River", "Sauk Trail",
    "Sault Ste. Marie", "Scioto Mingo Town", "South Branch", "St. Clair River",
    "St. Joseph Potawatomi", "Thames River", "Thunder Bay", "Toronto Carrying Place",
    "Tuscarora Valley", "Tygart Valley", "Upper Kaskaskia", "Vermilion (Piankeshaw)",
    "Wea Town", "White River", "White River Forks", "Wyandot Town (Detroit)",
}

# ----------------------------------------------------------------- spaces
spaces = []   # dicts


def add(id, kind, terrain, name, lat, lon, source, note=None, owner=None, features=(), props=(), fixed=False):
    spaces.append(dict(id=id, kind=kind, terrain=terrain, name=name, lat=lat, lon=lon, source=source,
                       note=note, owner=owner, features=list(features), props=list(props), fixed=fixed))


SCEN = {
    "fort-michilimackinac": "A", "l-arbre-croche": "A", "cheboygan": "A",
    "fort-pitt": "C", "bushy-run": "C",
    "fort-niagara": "D", "devils-hole": "D", "buffalo-creek": "D",
    "tuscarawas": "E1", "wakatomika": "E2", "pickaway-plains": "E3", "scioto-mingo": "E4", "kekionga": "E5",
    "fort-detroit": "E-red",
}
SCEN_NOTE = {
    "A": "The A spaces are printed on the board; the text only says 'see illustration'. Chosen: the fort and the Ottawa and Ojibwa villages next to it.",
    "C": "20.0 (C) names the Fort Pitt and Bushy Run C spaces.",
    "D": "20.0 (D) names Devil's Hole (the Portage) and Fort Niagara; the Seneca start space is reconstructed.",
    "E": "20.0 (E): five numbered E spaces; which spaces carry them is not in the text. Chosen: the Ohio villages Bouquet's 1764 expedition marched against, plus Kekionga for the Miami VP.",
    "E-red": "20.0 (E): Fort Detroit is 'the red E space'.",
}


def scen_props(sid):
    t = SCEN.get(sid)
    if not t:
        return []
    if t == "E-red":
        return [("scenario-space", t, "20.0", None)]
    if t == "C" or (t == "D" and sid != "buffalo-creek"):
        return [("scenario-space", t, "20.0", None)]
    key = "E" if t.startswith("E") else t
    return [("scenario-space", t, R, SCEN_NOTE[key])]


# Philadelphia
add("philadelphia", "city", "fort", "Philadelphia", 39.952, -75.165, "10.2",
    note="British base and naval transport space (9.2, 10.2, 15.2). Card terrain: treated as a fort (reconstructed; it is never attacked, see props).",
    features=[("naval-transport", "10.2", None, [])],
    props=[("attackable", "false", R, "The text never lets the Nations attack Philadelphia; like Niagara it is treated as unassailable (digest 8.42)."),
           ("winter-capacity", "unlimited", "15.2", None),
           ("supply-source", "true", R, "Counts as a British fort for supply tracing (digest 8.42)."),
           ("guinea-arrival", "true", "9.2", None),
           ("replacement-officer-arrival", "true", "6.2", None)],
    fixed=True)

for (sid, name, lat, lon, val, vsrc, vnote, named, dock) in M.FORTS:
    feats = [("fort", named, None, [("value", str(val), vsrc, vnote)])]
    props = []
    if dock:
        feats.append(("dock", "10.2" if sid in ("fort-niagara", "fort-detroit") else R,
                      None if sid in ("fort-niagara", "fort-detroit") else
                      "10.2 gives every Great Lakes fort a dock but does not list them; this fort stands on a lake shore.", []))
    if sid == "fort-niagara":
        feats.append(("naval-transport", "10.2", None, []))
        props += [("attackable", "false", "11.12", None),
                  ("ship-arrival", "true", "9.2", None),
                  ("ally-recruitment-adjacent", "true", "6.2", "Indian Allies are recruited in the three spaces adjacent to Fort Niagara."),
                  ("portage", "devils-hole", "10.2", "Water transport to and from Niagara needs the Portage space free of Indian units.")]
    props += scen_props(sid)
    add(sid, "fort", "fort", name, lat, lon, named, note="Historical site of the fort.", owner="british",
        features=feats, props=props, fixed=(sid != "fort-le-boeuf"))

# Fort de Chartres
add("fort-de-chartres", "fort", "fort", "Fort de Chartres", 38.085, -90.158, "11.12",
    note="French fort at its historical site.",
    features=[("french-fort", "11.12", None, [("value", "3", R, "No value is given; the massive stone fort is treated as 3 for winter capacity and the 1763 end bonus once British.")])],
    props=[("attackable", "false", "11.12", None),
           ("nations-shelter", "false", "11.12", None),
           ("capture-vp", "5", "11.12", None),
           ("capture-requires", "officer+1fp", "11.12", None),
           ("french-arms-drm-when-british", "-1", "11.12", None)],
    fixed=True)

for (sid, nation, name, lat, lon) in M.VILLAGES:
    add(sid, "village", "village", name, lat, lon, R,
        note="The text names no village (large circles in the nation's colour); placed at a historical town of the nation, 1760s.",
        owner=nation, features=[("village", R, None, [])], props=scen_props(sid))

GROUP_SRC = "21.3"
for (sid, group, name, lat, lon) in M.SETTLEMENTS:
    add(sid, "settlement", "settlement", name, lat, lon, R,
        note=f"21.3 names the settlement groups (Pennsylvania, Virginia, Jackson River, Green River); this settlement and its site are reconstructed. 'Green River' is read as the Greenbrier settlements.",
        owner="british", features=[("settlement", "9.2", None, [])],
        props=[("settlement-group", group, "21.3", None), ("militia-arrival", "true", "9.2", None)])

for (sid, name, lat, lon) in M.FRENCH:
    add(sid, "french-settlement", "wilderness", name, lat, lon, R,
        note="11.11: French settlements are on the map but ignored for game purposes; this one is at its historical site. Card terrain read as wilderness.",
        features=[("french-settlement", "11.11", None, [])])

for (sid, name, lat, lon, date) in M.HISTORIC:
    feats = [("historic-site", "22.0", None, [("date", date, "22.0", None)])]
    props = [("card-terrain", "wilderness", "11.4", "Historic sites act as movement spaces (10.1); the Wilderness icon covers every space that is not a fort, settlement or village.")]
    if sid == "devils-hole":
        feats.append(("portage", "10.2", None, []))
        props.append(("portage-blocked-by", "nations-units", "10.2", None))
    props += scen_props(sid)
    add(sid, "historic", "wilderness", name, lat, lon, "22.0", note="Historic site of 22.0 at its historical location.",
        features=feats, props=props)

for (sid, name, lat, lon) in M.WILD:
    add(sid, "wilderness", "wilderness", name, lat, lon, R,
        note="Wilderness space (small dark-brown circle) on an 18th-century trail; name and site chosen from the historical route.",
        props=scen_props(sid))

# ----------------------------------------------------------------- checks & positions
ids = [s["id"] for s in spaces]
assert len(ids) == len(set(ids)), [i for i in ids if ids.count(i) > 1]
for s in spaces:
    assert WEST < s["lon"] < EAST and SOUTH < s["lat"] < NORTH, s["id"]
    s["px"], s["py"] = proj(s["lat"], s["lon"])
    s["x"], s["y"] = s["px"], s["py"]

# explicit start for Kekionga (same site as Fort Miami)
for s in spaces:
    if s["id"] == "kekionga":
        s["x"] -= 40
        s["y"] += 60

for it in range(400):
    moved = False
    for i in range(len(spaces)):
        for j in range(i + 1, len(spaces)):
            p, q = spaces[i], spaces[j]
            dx, dy = q["x"] - p["x"], q["y"] - p["y"]
            d = math.hypot(dx, dy)
            if d >= MIN_DIST:
                continue
            if d < 1e-6:
                dx, dy, d = 1.0, 0.0, 1.0
            wp = 0 if p["fixed"] else 1
            wq = 0 if q["fixed"] else 1
            if wp + wq == 0:
                print("too close, both fixed:", p["id"], q["id"], d, file=sys.stderr)
                continue
            push = (MIN_DIST - d) + 0.5
            ux, uy = dx / d, dy / d
            p["x"] -= ux * push * wp / (wp + wq)
            p["y"] -= uy * push * wp / (wp + wq)
            q["x"] += ux * push * wq / (wp + wq)
            q["y"] += uy * push * wq / (wp + wq)
            moved = True
    if not moved:
        break

# ----------------------------------------------------------------- connections
conns = []
seen = set()
for line in M.TRAILS.strip().splitlines():
    chain = line.split()
    for u, v in zip(chain, chain[1:]):
        key = tuple(sorted((u, v)))
        assert u != v, line
        if key in seen:
            continue
        seen.add(key)
        conns.append((u, v, "trail"))
for u, v in M.SEA:
    conns.append((u, v, "sea"))
idset = set(ids)
for u, v, k in conns:
    assert u in idset and v in idset, (u, v)

# connectivity
adj = {i: set() for i in ids}
for u, v, k in conns:
    if k == "trail":
        adj[u].add(v)
        adj[v].add(u)
stack, comp = ["fort-pitt"], {"fort-pitt"}
while stack:
    n = stack.pop()
    for m in adj[n]:
        if m not in comp:
            comp.add(m)
            stack.append(m)
missing = idset - comp
assert not missing, missing


def miles(u, v):
    su = next(s for s in spaces if s["id"] == u)
    sv = next(s for s in spaces if s["id"] == v)
    la1, lo1, la2, lo2 = map(math.radians, (su["lat"], su["lon"], sv["lat"], sv["lon"]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 3958.8 * 2 * math.asin(math.sqrt(h))


# ----------------------------------------------------------------- write
L = []
w = L.append
w('<?xml version="1.0" encoding="UTF-8"?>')
w("<!-- Pontiac's War: the map, holding boxes and tracks.  Generated by tools/pontiac-gen.py from")
w("     tools/pontiac-map.py; edit those and regenerate.  The text gives the forts, Philadelphia,")
w("     the historic sites and the settlement groups but no map graph: villages, wilderness spaces,")
w("     settlement sites and every trail are reconstructed on real geography (see docs/data/pontiac.md). -->")
w(f'<board game="pontiac" source="{R}" note="The map graph is not in the rulebook; rebuilt on 18th-century routes with trails of roughly 60-75 trail miles (2.1). Check against the printed board.">')
w(f'  <projection lat0="{LAT0}" lon0="{LON0}" scale="{SCALE:g}" west="{WEST}" east="{EAST}" south="{SOUTH}" north="{NORTH}"/>')
w("  <spaces>")
for s in spaces:
    attrs = f'id="{s["id"]}" kind="{s["kind"]}" terrain="{s["terrain"]}"'
    if s["owner"]:
        attrs += f' owner="{s["owner"]}"'
    attrs += f' lat="{s["lat"]:.3f}" lon="{s["lon"]:.3f}"'
    if math.hypot(s["x"] - s["px"], s["y"] - s["py"]) > 0.5:
        attrs += f' x="{s["x"]:.0f}" y="{s["y"]:.0f}"'
    attrs += f' source={a(s["source"])}'
    if s["note"]:
        attrs += f' note={a(s["note"])}'
    tr = "" if s["name"] in TRANSLATED_NAMES else ' translate="no"'
    inner = [f'    <name{tr}>{escape(s["name"])}</name>']
    for (fk, fsrc, fnote, fprops) in s["features"]:
        fa = f'<feature kind="{fk}"'
        if s["kind"] == "village":
            fa += f' nation="{s["owner"]}"'
        elif fk in ("fort", "settlement", "dock", "naval-transport"):
            fa += ' side="british"'
        fa += f' source={a(fsrc)}'
        if fnote:
            fa += f' note={a(fnote)}'
        if fprops:
            inner.append("    " + fa + ">")
            for (pn, pv, ps, pnote) in fprops:
                inner.append(prop(pn, pv, ps, pnote, "      "))
            inner.append("    </feature>")
        else:
            inner.append("    " + fa + "/>")
    for (pn, pv, ps, pnote) in s["props"]:
        inner.append(prop(pn, pv, ps, pnote, "    "))
    w(f"   <space {attrs}>")
    L.extend(inner)
    w("   </space>")
w("  </spaces>")
w("  <connections>")
for u, v, k in conns:
    if k == "sea":
        w(f'    <connection from="{u}" to="{v}" kind="sea" route="atlantic-st-lawrence" source="10.2" note="Naval transport along the New England coast and up the St. Lawrence; movement is not counted and the move ends at the destination.">')
        w(prop("ends-movement", "true", "10.2", None, "      "))
        w("    </connection>")
    else:
        m = miles(u, v)
        w(f'    <connection from="{u}" to="{v}" kind="trail" source="{R}"><prop name="miles" value="{m:.0f}" source="{R}" note="Straight-line distance between the historical sites."/></connection>')
w("  </connections>")

# boxes
NATIONS = ["huron", "lenape", "miami", "menominee", "mingo", "mississauga", "ojibwa", "ottawa", "seneca", "shawnee",
           "kickapoo", "mascouten", "piankeshaw", "potawatomi", "wea"]
NNAME = {"huron": "Huron", "lenape": "Lenape", "miami": "Miami", "menominee": "Menominee", "mingo": "Mingo",
         "mississauga": "Mississauga", "ojibwa": "Ojibwa", "ottawa": "Ottawa", "seneca": "Seneca", "shawnee": "Shawnee",
         "kickapoo": "Kickapoo", "mascouten": "Mascouten", "piankeshaw": "Piankeshaw", "potawatomi": "Potawatomi", "wea": "Wea"}
w("  <boxes>")
for n in NATIONS:
    w(f'    <box id="reinforcements-{n}" kind="pool" visibility="all" side="nations" nation="{n}" source="9.1" note="The nation\'s box on the Indian Reinforcement Track: unused warriors and sachems, War Belts, Treaty marker, activation cube (9.1, 13.0, 18.2, 21.1).">')
    w(f'      <name>{NNAME[n]} reinforcements</name>')
    if n in ("kickapoo", "mascouten", "piankeshaw", "potawatomi", "wea"):
        w(prop("group", "wabash-confederacy", "2.1", None))
    w("    </box>")
w('    <box id="british-force-pool" kind="pool" visibility="all" side="british" source="9.2" note="The British Reinforcement Box, also called Force Pool or Reserves in the text."><name>British Force Pool</name></box>')
w('    <box id="summer-arrivals" kind="entry" visibility="all" side="british" source="9.2" note="The Summer box of the Turn Track, where Spring Guinea Loan purchases wait; they arrive at the start of the Summer turn.">')
w('      <name>Guinea Loan purchases (Summer box)</name>')
w(prop("arrives-season", "summer", "9.2", None))
w("    </box>")
w('    <box id="reaction-force" kind="entry" visibility="all" side="british" source="18.6" note="Optional 18.6: the 8 FP and 2 Supply reaction force waits on the Turn Track and arrives in Philadelphia the following turn."><name>Philadelphia reaction force</name></box>')
w('    <box id="bank-of-england" kind="holding" visibility="all" side="british" source="9.2" note="Guinea Loan chits; the amount is kept on the guineas track."><name>Bank of England</name></box>')
for L1 in "abcd":
    w(f'    <box id="offmap-{L1}" kind="holding" visibility="side" side="british" source="6.2" note="Off-Map Force box {L1.upper()}; its marker stands for the force on the map (6.2, 6.3)."><name>Off-map force {L1.upper()}</name></box>')
for an in ("eagle", "bear", "wolf", "deer"):
    w(f'    <box id="offmap-{an}" kind="holding" visibility="side" side="nations" source="6.1" note="Indian Off-Map Force box; its marker stands for the force on the map (6.1, 6.3)."><name>Off-map force {an.capitalize()}</name></box>')
w('    <box id="nations-deck" kind="deck" visibility="none" side="nations" source="7.0"><name>Nations draw pile</name></box>')
w('    <box id="nations-hand" kind="hand" visibility="side" side="nations" source="7.0"><name>Nations hand</name>')
w(prop("hand-size-historical", "8", "7.0", None))
w(prop("hand-size-introductory", "3", "7.0", None))
w("    </box>")
w('    <box id="nations-discard" kind="discard" visibility="all" side="nations" source="11.4" note="Part of the Indian Card Box on the board."><name>Nations discards</name></box>')
w('    <box id="british-deck" kind="deck" visibility="none" side="british" source="7.0"><name>British draw pile</name></box>')
w('    <box id="british-hand" kind="hand" visibility="side" side="british" source="7.0"><name>British hand</name>')
w(prop("hand-size-historical", "8", "7.0", None))
w(prop("hand-size-introductory", "3", "7.0", None))
w("    </box>")
w('    <box id="british-discard" kind="discard" visibility="all" side="british" source="11.4" note="Part of the British Card Box on the board."><name>British discards</name></box>')
w('    <box id="cards-removed" kind="eliminated" visibility="all" source="7.0" note="OH NO! cards that cost VP at the end of a season or year, and cards whose text removes them (Armorer\'s Leave)."><name>Cards removed from the game</name></box>')
w('    <box id="removed-from-play" kind="eliminated" visibility="all" source="11.9" note="Dead leaders, destroyed French Militia, lost ships and units that may not return (21.3, 21.4)."><name>Removed from play</name></box>')
w('    <box id="captives-freed" kind="eliminated" visibility="all" source="12.0" note="Captives brought to a fort by the British, or freed by a treaty."><name>Freed captives</name></box>')
w('    <box id="markers" kind="pool" visibility="all" source="reconstructed" note="Supply of markers not on the map (siege, razed, treaty, activation cubes)."><name>Marker supply</name></box>')
w("  </boxes>")

# tracks
w("  <tracks>")
w('    <track id="turn" min="1" max="12" source="8.0" note="One season per turn, Spring 1763 to Winter 1765 (board OCR shows the three years; Winter turns are played only in the Campaign and in scenario E).">')
w('      <name>Turn</name>')
w('      <marker id="turn" source="21.1"><name>Turn</name></marker>')
seasons = ["spring", "summer", "fall", "winter"]
for i in range(12):
    yr = 1763 + i // 4
    se = seasons[i % 4]
    lab = f"{se.capitalize()} {yr}"
    w(f'      <square value="{i + 1}" source="8.0"><label>{lab}</label>')
    w(prop("season", se, "8.0", None, "        "))
    w(prop("year", str(yr), "8.0", None, "        "))
    if se == "spring":
        w(prop("guinea-loans", "true", "9.2", "Spring boxes carry the guinea symbol.", "        "))
    if se == "winter":
        w(prop("wintering", "true", "15.0", "Lift sieges and wintering are carried out on Winter turns (digest 8.46).", "        "))
    if i == 2:
        w(prop("amherst-draw-down", "10", "21.5", "Campaign only: the British remove 10 FP to the Force Pool in the Reinforcement Phase, 8 of them from Regulars, Royal Americans or Black Watch.", "        "))
    w("      </square>")
w("    </track>")
w('    <track id="vp-nations" min="0" max="99" source="17.0" note="The green track; the physical game uses units and tens markers, here one marker holds the total."><name>Nations victory points</name>')
w('      <marker id="vp-nations" side="nations" source="17.0"><name>Nations VP</name></marker></track>')
w('    <track id="vp-british" min="0" max="99" source="17.0" note="The brown track, with the red markers."><name>British victory points</name>')
w('      <marker id="vp-british" side="british" source="17.0"><name>British VP</name></marker></track>')
w('    <track id="arms" min="0" max="12" source="11.5" note="Indian Arms Point Track; at most 12 points."><name>Indian arms points</name>')
w('      <marker id="arms" side="nations" source="11.5" note="The Arms counter; its flip side records Armorer\'s Leave (card nations-5)."><name>Arms</name></marker></track>')
w('    <track id="razed-forts" min="0" max="17" source="16.1" note="Printed 1-12 (board OCR); 17 forts can be razed, so the track runs to 17 here.">')
w('      <name>Razed forts</name>')
w('      <marker id="razed-forts" side="nations" source="11.11"><name>Razed forts</name></marker>')
w('      <marker id="razed-fort-objective" side="nations" source="21.1" note="0 = beside the track (no objective on the track)."><name>Razed fort objective</name></marker>')
w("    </track>")
w('    <track id="guineas" min="0" max="200" source="9.2" note="Guineas in the Bank of England (war debt). The board box shows 0-100 in tens (OCR); the debt can pass 100 in the Campaign.">')
w('      <name>Guinea war debt</name>')
w('      <marker id="guineas" side="british" source="9.2"><name>Guineas in the bank</name></marker></track>')
w("  </tracks>")
w("</board>")

os.makedirs(OUT, exist_ok=True)
with open(os.path.join(OUT, "board.xml"), "w") as f:
    f.write("\n".join(L) + "\n")

# report
ms = sorted((miles(u, v), u, v) for u, v, k in conns if k == "trail")
print(f"spaces {len(spaces)} connections {len(conns)} (trails {len(ms)})", file=sys.stderr)
print("short:", [(round(m), u, v) for m, u, v in ms if m < 30], file=sys.stderr)
print("long:", [(round(m), u, v) for m, u, v in ms if m > 80], file=sys.stderr)
moved = [(s["id"], round(math.hypot(s["x"] - s["px"], s["y"] - s["py"]))) for s in spaces if math.hypot(s["x"] - s["px"], s["y"] - s["py"]) > 0.5]
print("moved:", moved, file=sys.stderr)
xs = [s["x"] for s in spaces]
print("x range", min(xs), max(xs), "width", proj(0, EAST)[0] - proj(0, WEST)[0], file=sys.stderr)
deg = {i: len(adj[i]) for i in ids}
print("degree1:", [i for i in ids if deg[i] <= 1], file=sys.stderr)
print("niagara adj:", sorted(adj["fort-niagara"]), "detroit adj:", sorted(adj["fort-detroit"]), "pitt adj:", sorted(adj["fort-pitt"]), file=sys.stderr)
