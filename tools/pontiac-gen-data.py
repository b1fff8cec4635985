#!/usr/bin/env python3
"""Writes game.xml, counters.xml, tables.xml and scenarios/*.xml of Pontiac's War
(data/games/pontiac).  Run tools/pontiac-gen.py first (board.xml): the
scenario generator reads the board to check its example positions.
Usage: tools/pontiac-gen-data.py [repo root]
"""
import importlib.util
import os
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict, deque
from xml.sax.saxutils import escape, quoteattr

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..")
OUT = os.path.join(ROOT, "data", "games", "pontiac")
R = "reconstructed"


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


C = load("pcards", "pontiac-cards.py")


def q(v):
    return quoteattr(str(v))


def prov(source, note=None):
    s = f'source={q(source)}'
    if note:
        s += f' note={q(note)}'
    return s


def prop(name, value, source=None, note=None):
    s = f'<prop name="{name}" value={q(value)}'
    if source:
        s += " " + prov(source, note)
    return s + "/>"


def write(path, lines):
    with open(os.path.join(OUT, path), "w") as f:
        f.write("\n".join(lines) + "\n")


NATIONS = [
    # id, name, abbrev, colour, group
    ("huron", "Huron", "H", "#7b5ea7"),
    ("lenape", "Lenape (Delaware)", "L", "#c0392b"),
    ("miami", "Miami", "M", "#d4a017"),
    ("menominee", "Menominee", "ME", "#5d8aa8"),
    ("mingo", "Mingo", "MG", "#8b4513"),
    ("mississauga", "Mississauga", "MI", "#2e8b8b"),
    ("ojibwa", "Ojibwa (Chippewa)", "OJ", "#1f5fa8"),
    ("ottawa", "Ottawa", "OT", "#2f7d32"),
    ("seneca", "Seneca", "S", "#b03a7a"),
    ("shawnee", "Shawnee", "SH", "#e07b24"),
    ("kickapoo", "Kickapoo", "KI", "#9e9d24"),
    ("mascouten", "Mascouten", "MA", "#6d4c41"),
    ("piankeshaw", "Piankeshaw", "PI", "#00897b"),
    ("potawatomi", "Potawatomi", "PO", "#c2185b"),
    ("wea", "Wea", "WE", "#546e7a"),
]
WABASH = {"kickapoo", "mascouten", "piankeshaw", "potawatomi", "wea"}

# ======================================================================= game.xml
g = []
w = g.append
w('<?xml version="1.0" encoding="UTF-8"?>')
w("<!-- Pontiac's War (Compass Games, design John Poniske): sides, nations, vocabularies, dice, sequence. -->")
w('<game id="pontiac" format="1" source="1.0">')
w('  <title translate="no">Pontiac\'s War</title>')
w('  <subtitle>Frontier Rebellion, 1763-66</subtitle>')
w("  <description>Two players refight the rising of the Great Lakes and Ohio nations against the British garrisons after the Seven Years' War: the Nations raze forts and settlements and take captives, the British hold Detroit and Pitt, buy troops on credit and march to recover the captives.</description>")
w('  <credits translate="no">Design: John Poniske. Compass Games.</credits>')
w('  <default-scenario ref="rising-1763"/>')
w("  <sides>")
w('    <side id="nations" colour="#2e7d32" source="2.1" note="Green dice and markers (Components, 17.0)."><name>Nations</name><short-name>Nations</short-name></side>')
w('    <side id="british" colour="#b22222" source="2.1" note="Red dice and markers (Components, 17.0)."><name>British</name><short-name>British</short-name></side>')
w("  </sides>")
w("  <nations>")
for nid, nm, ab, col in NATIONS:
    w(f'    <nation id="{nid}" side="nations" colour="{col}" abbrev="{ab}" source="2.1" note="Name and abbreviation from 2.1; the colour is reconstructed (the text says each nation has its own colour but not which).">')
    w(f'      <name>{escape(nm)}</name>')
    w("      " + prop("group", "wabash-confederacy" if nid in WABASH else "nations", "2.1"))
    w("    </nation>")
w("  </nations>")
w("  <terrains>")
w('    <terrain id="fort" colour="#8d6e63" source="11.4" note="Card icon Fort: square spaces with arrow corners."><name>Fort</name></terrain>')
w('    <terrain id="settlement" colour="#e57373" source="11.4" note="Card icon Settlement: diamond spaces (British settlements are red)."><name>Settlement</name></terrain>')
w('    <terrain id="village" colour="#aed581" source="11.4" note="Card icon Village: large circles in the nation\'s colour."><name>Village</name></terrain>')
w('    <terrain id="wilderness" colour="#5d4037" source="11.4" note="Card icon Wilderness: small dark-brown circles and Devil\'s Hole; every other space."><name>Wilderness</name></terrain>')
w("  </terrains>")
w("  <space-kinds>")
w('    <space-kind id="fort" shape="square" source="11.4"><name>Fort</name></space-kind>')
w('    <space-kind id="city" shape="square" source="10.2" note="Philadelphia; its symbol is not described, drawn as a square."><name>City</name></space-kind>')
w('    <space-kind id="settlement" shape="circle" source="11.4" note="Printed as a red diamond; drawn as a circle with the settlement feature (the schema has no diamond shape)."><name>British settlement</name></space-kind>')
w('    <space-kind id="french-settlement" shape="circle" source="11.11" note="Ignored for game purposes (11.11); an ordinary movement space."><name>French settlement</name></space-kind>')
w('    <space-kind id="village" shape="circle" source="11.4"><name>Indian village</name></space-kind>')
w('    <space-kind id="wilderness" shape="circle" source="11.4"><name>Wilderness</name></space-kind>')
w('    <space-kind id="historic" shape="circle" source="22.0" note="Historic site; a movement space (10.1) with wilderness card terrain."><name>Historic site</name></space-kind>')
w("  </space-kinds>")
w("  <connection-kinds>")
w('    <connection-kind id="trail" style="dotted" colour="#6b4a2b" cost="1" source="2.1" note="About 60 to 75 miles, often with difficult river crossings; one movement point per space (10.1, 10.2)."><name>Trail</name></connection-kind>')
w('    <connection-kind id="sea" style="dashed" colour="#2f6fa8" cost="0" source="10.2" note="Naval transport between the naval transport spaces; movement is not counted and ends at the destination."><name>Sea route</name></connection-kind>')
w("  </connection-kinds>")
w("  <feature-kinds>")
for fid, sym, src, nm in [("fort", "fort", "11.11", "British fort"), ("french-fort", "fort", "11.12", "French fort"),
                          ("dock", "ship", "10.2", "Fort dock"), ("naval-transport", "ship", "10.2", "Naval transport space"),
                          ("portage", "canoe", "10.2", "Portage"), ("village", "village", "11.4", "Indian village"),
                          ("settlement", "settlement", "9.2", "British settlement"),
                          ("french-settlement", "settlement", "11.11", "French settlement"),
                          ("historic-site", "star", "22.0", "Historic site")]:
    w(f'    <feature-kind id="{fid}" symbol="{sym}" source="{src}"><name>{nm}</name></feature-kind>')
w("  </feature-kinds>")
w("  <dice>")
w('    <die id="d6-nations" faces="6" side="nations" source="Components" note="8 green dice."><name>Nations die</name></die>')
w('    <die id="d6-british" faces="6" side="british" source="Components" note="8 red dice."><name>British die</name></die>')
w("  </dice>")
w('  <sequence source="8.0">')
PH = [
    ("nation-activation", "18.2", "nations", "Nation Activation (optional)", [("optional", "true", "18.2"), ("when", "first-turn-of-year", "18.2")]),
    ("key-leaders", "9.1", "nations", "Key Leaders", []),
    ("war-belts", "9.1", "nations", "War Belts", []),
    ("militia-volunteers", "9.2", "british", "Militia Volunteers", []),
    ("guinea-loans", "9.2", "british", "Guinea Loans (Spring)", [("seasons", "spring", "9.2")]),
    ("nations-movement-combat", "10.1", "nations", "Indian Movement and Combat", []),
    ("replenish-after-nations", "7.0", None, "Both sides replenish cards", []),
    ("british-movement-combat", "10.2", "british", "British Movement and Combat", []),
    ("replenish-after-british", "7.0", None, "Both sides replenish cards", []),
    ("supply", "14.0", None, "Supply", []),
    ("siege-attrition", "11.11", None, "Siege Attrition", []),
    ("rebuild-forts", "16.1", "british", "Rebuild Forts", []),
    ("rally", "16.2", None, "Rally and Leader Health", []),
    ("lift-sieges", "15.1", None, "Lift Sieges", [("seasons", "winter", R)]),
    ("wintering", "15.2", None, "Wintering", [("seasons", "winter", R)]),
    ("victory-points", "17.0", None, "Determine Victory Points", []),
    ("advance-turn", "8.0", None, "Advance the Turn Marker", []),
]
for pid, rule, side, nm, props in PH:
    sa = f' side="{side}"' if side else ""
    note = ""
    if pid in ("lift-sieges", "wintering"):
        note = ' note="The playthrough says these steps are taken only in Winter (digest 8.46)."'
    if pid == "guinea-loans":
        note = ' note="Purchases wait in the Summer box and arrive at the start of the Summer turn; in the Campaign, Amherst\'s Draw-Down happens in this phase in Fall 1763 (21.5)."'
    w(f'    <phase id="{pid}" rule="{rule}"{sa} source="8.0"{note}><name>{nm}</name>')
    for pn, pv, ps in props:
        w("      " + prop(pn, pv, ps))
    w("    </phase>")
w("  </sequence>")
w("  " + prop("phasing-player", "mover", "8.0", "The player moving and/or attacking."))
w("</game>")
write("game.xml", g)

# ======================================================================= counters.xml
units = []  # (id, dict)
c = []
w = c.append
w('<?xml version="1.0" encoding="UTF-8"?>')
w("<!-- Pontiac's War: every piece.  The text gives the unit types and their values (6.0-6.2) but")
w("     not the counter mix: counts are reconstructed (marked) unless a rule states them. -->")
w('<counters game="pontiac" source="6.0" note="Counter mix reconstructed: enough for every scenario with room for reinforcements; check against the four countersheets.">')

COUNTS = {}


def unit_type(id, kind, cls, side, count, symbol, name, faces, props=(), nation=None, source="6.2", note=None,
              count_src=R, count_note=None, short=None, colour=None):
    COUNTS[id] = count
    attrs = f'id="{id}" kind="{kind}"'
    if cls:
        attrs += f' class="{cls}"'
    if side:
        attrs += f' side="{side}"'
    if nation:
        attrs += f' nation="{nation}"'
    attrs += f' count="{count}" symbol="{symbol}"'
    if colour:
        attrs += f' colour="{colour}"'
    attrs += " " + prov(source, note)
    w(f"  <unit-type {attrs}>")
    w(f"    <name>{escape(name)}</name>")
    if short:
        w(f'    <short-name translate="no">{escape(short)}</short-name>')
    for fid, label, fname, values in faces:
        la = f' label={q(label)}' if label is not None else ""
        if values:
            w(f'    <face id="{fid}"{la}>' + (f"<name>{escape(fname)}</name>" if fname else ""))
            for vn, vv, vs in values:
                vsa = f' source="{vs}"' if vs else ""
                w(f'      <value name="{vn}" num="{vv}"{vsa}/>')
            w("    </face>")
        else:
            # An empty element is written <x/>, as libxml2 (the editor) writes it.
            w(f'    <face id="{fid}"{la}>' + f"<name>{escape(fname)}</name></face>" if fname else f'    <face id="{fid}"{la}/>')
    if count_src:
        props = list(props) + [("counter-mix", str(count), count_src, count_note or "The count is not in the text.")]
    for pn, pv, ps, pnote in props:
        w("    " + prop(pn, pv, ps, pnote))
    w("  </unit-type>")


def fp_faces(n, only1=False):
    return [("healthy", f"{n}", "Healthy", [("fp", n, None), ("printed-fp", n, None), ("steps", 2 * n, None)]),
            ("disrupted", f"{n}D", "Disrupted", [("fp", 0, None), ("printed-fp", n, None), ("steps", 2 * n - 1, None)])]


BRIT = [
    # base id, name, cls, symbol, counts(1fp, 2fp), props
    ("regulars", "British Regulars", "regular", "infantry", (10, 10), [("guinea-cost-per-fp", "1", "9.2", None)]),
    ("black-watch", "Black Watch", "regular", "infantry", (6, 8), [("guinea-cost-per-fp", "1", "9.2", None), ("card-enhanced", "true", "6.2", None)]),
    ("royal-americans", "Royal Americans", "regular", "infantry", (14, 10), [("guinea-cost-per-fp", "1", "9.2", None), ("card-enhanced", "true", "6.2", None)]),
    ("militia", "Colonial Militia", "militia", "militia", (10, 10), [("guinea-cost-per-fp", "1", "9.2", None), ("rallied-only-by", "rogers", "16.2", None), ("may-desert", "true", "6.2", "Cards may make militia desert; Rogers prevents it in his space.")]),
    ("indian-allies", "Indian Allies", "indian-allies", "warrior", (6, 4), [("guinea-cost-per-fp", "1", "9.2", "Only while Johnson is in Fort Niagara."), ("enters-forts", "false", "6.2", None), ("needs-arms", "false", "6.2", None), ("arrives", "adjacent:fort-niagara", "9.2", None), ("rallied-only-by", "rogers", "16.2", None), ("removed-at-wintering", "true", "15.2", None), ("enables-british-ambush", "1", "11.2", None), ("retreat-drm", "-1", "11.3", None)]),
]
for base, nm, cls, sym, (c1, c2), props in BRIT:
    for n, cnt in ((1, c1), (2, c2)):
        unit_type(f"{base}-{n}", "unit", cls, "british", cnt, sym, f"{nm} ({n} FP)", fp_faces(n),
                  props=[("base-type", base, "6.2", None), ("hits-on", "5", "11.8", None)] + props,
                  count_note=f"Not in the text; enough {nm} for the largest setups plus Guinea purchases.")
unit_type("french-militia-1", "unit", "french-militia", "british", 3, "militia", "French Militia (1 FP)", fp_faces(1),
          props=[("base-type", "french-militia", "6.2", None), ("hits-on", "5", "11.8", None), ("confined-to", "fort-detroit", "6.2", None),
                 ("purchasable", "false", "9.2", None), ("enters-by", "card", "6.2", None), ("removed-when-destroyed", "true", "6.2", None)],
          count_note="Not in the text; 21.3 places 2 FP, cards may add more.")
unit_type("artillery", "support", "artillery", "british", 8, "artillery", "Artillery",
          [("gun", None, "Ready", [("steps", 1, None)])],
          props=[("guinea-cost", "1", "9.2", None), ("fires", "artillery", "11.6", "One die per undisrupted artillery each round; see table artillery."),
                 ("destroyed-by-first-hit", "true", "6.2", None)],
          note="A single step: 6.2 says a hit destroys it (digest 8.5).", count_note="Not in the text; 1764 and 1765 place 6.")
unit_type("supply", "support", "supply", "british", 16, "supply", "Supply",
          [("supply", None, "Supply", [("steps", 0, "11.11"), ("dock-fp", 1, "10.2")])],
          props=[("guinea-cost", "1", "9.2", None), ("absorbs-step", "true", "6.2", "Each supply step taken as a loss gives the Nations 1 VP."),
                 ("cancels-attrition-steps", "2", "11.11", None)],
          count_note="Not in the text; 1763 places 8 and the playthrough buys 4 more.")
for sid, nm, typ in [("ship-huron", "Huron", "schooner"), ("ship-michigan", "Michigan", "schooner"),
                     ("ship-boston", "Boston", "schooner"), ("ship-beaver", "Beaver", "sloop")]:
    unit_type(sid, "ship", "ship", "british", 1, "ship", f"{typ.capitalize()} {nm}",
              [("ship", None, None, [("steps", 1, "11.11")])],
              props=[("ship-type", typ, "6.2", None), ("guinea-cost", "1", R, "9.2 lets ships be bought but gives no price; 1 Guinea like artillery."),
                     ("fires", "artillery", "6.2", "Waterborne artillery."), ("moves", "dock-forts-only", "10.2", None),
                     ("loss-vp", "2", "17.1", None)], count_src=None, short=nm,
              note="The four named vessels of 6.2; 10.2 says the British control two ships (digest 8.7).")

OFFICERS = [
    ("etherington", "Major Etherington", "major"), ("ecuyer", "Captain Ecuyer", "captain"),
    ("bouquet", "Colonel Bouquet", "colonel"), ("rogers", "Major Rogers", "major"),
    ("fraser", "Lieutenant Fraser", "lieutenant"), ("montgomery", "Colonel Montgomery", "colonel"),
    ("gladwin", "Major Gladwin", "major"), ("campbell", "Captain Campbell", "captain"),
    ("dalyell", "Captain Dalyell", "captain"), ("johnson", "Sir William Johnson", "superintendent"),
    ("wilkins", "Major Wilkins", "major"), ("bradstreet", "Colonel Bradstreet", "colonel"),
    ("gage", "General Gage", "general"),
]
for oid, nm, rank in OFFICERS:
    props = [("rank", rank, "21.2" if rank != "superintendent" else "6.2", None), ("death-vp", "2", "17.1", None), ("wound-vp", "1", "17.1", None)]
    healthy = [("fp", 0, None), ("reroll", 2, None), ("rally-all", 1, None), ("rally-single", 2, None), ("steps", 2, None)]
    wounded = [("fp", 0, None), ("reroll", 0, None), ("rally-all", 0, None), ("rally-single", 1, None), ("steps", 1, None)]
    if oid == "johnson":
        healthy = [("fp", 0, None), ("reroll", 2, None), ("rally-all", 0, None), ("rally-single", 0, None), ("steps", 2, None)]
        wounded = [("fp", 0, None), ("reroll", 0, None), ("rally-all", 0, None), ("rally-single", 0, None), ("steps", 1, None)]
        props += [("can-rally", "false", "6.2", None), ("auto-retreat", "true", "6.2", None), ("recruits-allies-at", "fort-niagara", "6.2", None)]
    if oid == "rogers":
        healthy = [("fp", 0, None), ("reroll", 2, None), ("rally-all", 2, None), ("rally-single", 2, None), ("steps", 2, None)]
        props += [("rallies-any", "true", "6.2", "Militia and Indian Allies included."), ("allows-ambush", "true", "6.2", None),
                  ("ambush-drm", "1", "11.2", None), ("retreat-drm", "-1", "11.3", None), ("prevents-militia-desertion", "true", "6.2", None)]
    unit_type(f"officer-{oid}", "leader", "named-officer", "british", 1, "leader", nm,
              [("healthy", None, "Healthy", healthy), ("wounded", "X", "Wounded", wounded)],
              props=props, count_src=None, short=nm.split()[-1])
unit_type("replacement-officer", "leader", "replacement-officer", "british", 7, "leader", "Replacement Officer",
          [("healthy", None, "Healthy", [("fp", 0, None), ("reroll", 0, None), ("rally-all", 1, None), ("rally-single", 2, None), ("steps", 2, None)]),
           ("wounded", "X", "Wounded", [("fp", 0, None), ("reroll", 0, None), ("rally-all", 0, None), ("rally-single", 1, None), ("steps", 1, None)])],
          props=[("arrives", "philadelphia|death-space", "6.2", None), ("death-vp", "0", R, "17.1 gives 2 VP for any officer; scenario E gives 0 for Replacement Officers, who return at once (digest 8.8).")],
          count_src="6.2", count_note="The British Player has seven Replacement Officers.")
for L in "ABCD":
    unit_type(f"offmap-{L.lower()}", "marker", "offmap-marker", "british", 1, "flag", f"Off-map force {L}",
              [("marker", L, None, [])], props=[("box", f"offmap-{L.lower()}", "6.2", None)], count_src=None)

# ---------------- Nations
BANDS = {"ottawa": (6, 6), "ojibwa": (6, 6), "seneca": (6, 6), "lenape": (6, 6), "shawnee": (6, 6),
         "mingo": (4, 4), "miami": (4, 4), "mississauga": (4, 4),
         "huron": (3, 3), "menominee": (3, 3), "kickapoo": (3, 3), "mascouten": (3, 3), "piankeshaw": (3, 3),
         "potawatomi": (3, 3), "wea": (3, 3)}
NNAME = {n[0]: n[1].split(" (")[0] for n in NATIONS}
for nid, _, _, _ in NATIONS:
    c1, c2 = BANDS[nid]
    for n, cnt in ((1, c1), (2, c2)):
        unit_type(f"{nid}-band-{n}", "unit", "warrior-band", "nations", cnt, "warrior", f"{NNAME[nid]} warrior band ({n} FP)",
                  fp_faces(n), nation=nid, source="6.1",
                  props=[("base-type", f"{nid}-band", "6.1", None), ("hits-on", "6", "11.8", None), ("hits-on-with-arms", "5", "11.8", None)],
                  count_note=f"Not in the text; {c1} one-FP and {c2} two-FP bands ({c1 + 2 * c2} FP), sized on the largest setup of the nation.")
SACHEMS = [
    ("pontiac", "ottawa", "Pontiac"), ("breton", "ottawa", "Breton"), ("egushawa", "ottawa", "Egushawa"),
    ("minavavana", "ojibwa", "Minavavana"), ("wasson", "ojibwa", "Wasson"),
    ("neolin", "lenape", "Neolin"), ("shingas", "lenape", "Shingas"), ("teedyuscung", "lenape", "Teedyuscung"),
    ("kiasutha", "seneca", "Kiasutha"), ("tahaiadoris", "seneca", "Tahaiadoris"), ("honeywus", "seneca", "Honeywus"),
    ("guyasuta", "mingo", "Guyasuta"), ("sekahos", "mississauga", "Sekahos"),
    ("cold-foot", "miami", "Cold Foot"), ("michikiniqua", "miami", "Michikiniqua"),
    ("hokolesqua", "shawnee", "Hokolesqua"), ("kaske", "shawnee", "Kaske"),
    ("big-jaw", "huron", "Big Jaw"), ("oshkosh", "menominee", "Oshkosh"), ("le-loup", "kickapoo", "Le Loup"),
    ("manso", "mascouten", "Manso"), ("grelot", "piankeshaw", "Grelot"), ("washee", "potawatomi", "Washee"),
    ("wapamanqua", "wea", "Wapamanqua"),
]
for sid, nat, nm in SACHEMS:
    if sid == "pontiac":
        faces = [("healthy", None, "Healthy", [("fp", 0, "24.0"), ("reroll", 2, None), ("rally-all", 2, None), ("rally-single", 2, None), ("ambush-drm", 1, None), ("retreat-drm", -2, "11.3"), ("steps", 2, None)]),
                 ("wounded", None, "Wounded", [("fp", 0, "24.0"), ("reroll", 2, None), ("rally-all", 2, None), ("rally-single", 2, None), ("ambush-drm", 1, None), ("retreat-drm", -2, "11.3"), ("steps", 1, None)])]
        props = [("key-leader", "true", "6.1", None), ("raises", "1fp-nation-in-space", "9.1", None), ("rallies-any-nation", "true", "16.2", None),
                 ("death-vp", "5", "17.3", None), ("wound-vp", "1", "20.0", "Introductory scenarios only.")]
        note = "Key Leader; the playthrough gives him no FP (digest 8.1). Wounds do not affect a Key Leader (6.1)."
    elif sid == "neolin":
        faces = [("healthy", None, "Healthy", [("fp", 1, "6.1"), ("reroll", 0, None), ("rally-all", 1, None), ("rally-single", 2, None), ("retreat-drm", -2, "11.3"), ("steps", 2, None)]),
                 ("wounded", None, "Wounded", [("fp", 0, R), ("reroll", 0, None), ("rally-all", 1, None), ("rally-single", 2, None), ("retreat-drm", -2, "11.3"), ("steps", 1, None)])]
        props = [("key-leader", "true", "6.1", None), ("raises", "1fp-nearest-village-nation", "9.1", None), ("rallies-any-nation", "true", "16.2", None),
                 ("death-vp", "5", "17.3", None)]
        note = "Key Leader; wounds do not affect his abilities (6.1); the wounded FP is reconstructed (digest 8.2)."
    else:
        faces = [("healthy", None, "Healthy", [("fp", 1, "6.1"), ("reroll", 0, None), ("rally-all", 1, None), ("rally-single", 2, None), ("retreat-drm", -1, "11.3"), ("steps", 2, None)]),
                 ("wounded", None, "Wounded", [("fp", 0, R), ("reroll", 0, None), ("rally-all", 0, None), ("rally-single", 1, None), ("retreat-drm", -1, "11.3"), ("steps", 1, None)])]
        props = [("death-vp", "2", "17.3", None), ("rallies-own-nation-only", "true", "16.2", None)]
        note = "War sachem; the text does not give a wounded sachem's FP, 0 chosen (digest 8.2)."
    src = "6.1" if sid in ("pontiac", "neolin") else ("20.0" if sid in ("breton", "minavavana", "tahaiadoris", "guyasuta", "hokolesqua", "teedyuscung", "honeywus", "michikiniqua") else "21.2")
    unit_type(f"sachem-{sid}", "leader", "key-leader" if sid in ("pontiac", "neolin") else "sachem", "nations", 1, "leader", nm,
              faces, props=props, nation=nat, source=src, note=note, count_src=None, short=nm)
unit_type("captive", "chit", "captive", "nations", 30, "chit", "Captive", [("captive", None, None, [("movement", 7, "12.0"), ("steps", 0, "12.0")])],
          props=[("held-vp", "2", "17.2", None), ("freed-vp", "1", "17.3", None)], source="12.0",
          count_note="Not in the text; 1764 places 18.")
for an in ("eagle", "bear", "wolf", "deer"):
    unit_type(f"offmap-{an}", "marker", "offmap-marker", "nations", 1, "flag", f"Off-map force {an.capitalize()}",
              [("marker", an[0].upper(), None, [])], props=[("box", f"offmap-{an}", "6.1", None)], source="6.1", count_src=None)

# ---------------- markers
MARKERS = [
    ("siege", "Siege", None, 12, "battle", "11.11", "Not in the text; one per fort that can be besieged is ample."),
    ("razed-fort", "Razed fort", None, 17, "fort", "11.11", "Not in the text; one per fort that can be razed."),
    ("razed-settlement", "Razed settlement", None, 11, "settlement", "11.11", "Not in the text; one per settlement on this map."),
    ("razed-village", "Razed village", None, 46, "village", "11.11", "Not in the text; one per village on this map."),
    ("treaty", "Treaty", None, 15, "flag", "13.0", "Not in the text; one per nation."),
    ("war-belt", "War Belt", "nations", 2, "marker", "9.1", None),
    ("activation-white", "Activation cube (white)", "nations", 8, "marker", "18.2", None),
    ("activation-black", "Activation cube (black)", "nations", 8, "marker", "18.2", None),
    ("activation-red", "Activation cube (red)", "nations", 8, "marker", "18.2", None),
    ("overconfidence", "British Overconfidence", "british", 1, "chit", "18.1", None),
    ("amherst-draw-down", "Amherst's Draw-Down", "british", 1, "marker", "21.5", "The text says the removal is shown on the Turn Track; a reminder marker is reconstructed."),
]
for mid, nm, side, cnt, sym, src, cnote in MARKERS:
    csrc = R if cnote else ("Components" if mid.startswith("activation") else src)
    cn = cnote or ("24 cubes, 8 of each colour." if mid.startswith("activation") else ("Two War Belt counters." if mid == "war-belt" else "One chit."))
    extra = {}
    unit_type(mid, "marker", mid, side, cnt, sym, nm, [("marker", None, None, [])], source=src, count_src=csrc, count_note=cn)
w("</counters>")
write("counters.xml", c)

# ======================================================================= tables.xml
t = []
w = t.append
w('<?xml version="1.0" encoding="UTF-8"?>')
w("<!-- Pontiac's War: tables (all rolled on one d6) and the two 50-card combat decks. -->")
w('<tables game="pontiac" source="11.0">')


def table(id, dice, source, name, desc, columns, rows, note=None):
    da = f' dice="{dice}"' if dice else ""
    w(f'  <table id="{id}"{da} {prov(source, note)}><name>{escape(name)}</name>')
    if desc:
        w(f"    <description>{escape(desc)}</description>")
    w("    <columns>" + "".join(f'<column key="{k}">{escape(v)}</column>' for k, v in columns) + "</columns>")
    for r in rows:
        key, label, cells = r[0], r[1], r[2]
        rs = f" {prov(r[3], r[4] if len(r) > 4 else None)}" if len(r) > 3 else ""
        la = f"<label>{escape(label)}</label>" if label else ""
        w(f'    <row key="{key}"{rs}>{la}' + "".join(f"<cell>{escape(str(x))}</cell>" if str(x) else "<cell/>" for x in cells) + "</row>")
    w("  </table>")


table("war-belt", "1d6", "9.1", "War Belt reinforcements",
      "One roll per War Belt on a nation's box; +1 if the Nations have fewer VP than the British. The FP go to one (or two) of that nation's villages.",
      [("fp", "Warrior FP raised")],
      [("1-2", "1-2", ["0"]), ("3-4", "3-4", ["1"]), ("5-7", "5-6 (7)", ["2"])])
table("militia-volunteers", "1d6", "9.2", "Colonial Volunteers",
      "Rolled at the start of every British Reinforcement Phase; +1 if the British are behind in VP. Militia arrive in British settlements of the British player's choice.",
      [("fp", "Militia FP raised")], [("1-3", "1-3", ["1"]), ("4-7", "4-6 (7)", ["2"])])
table("ambush", "1d6", "11.2", "Ambush",
      "The ambusher needs at least half the FP of the force it ambushes. Nations: +1 always, +1 Pontiac, +1 Arms point committed. British (only with Rogers or Indian Allies): +1 Rogers, +1 Indian Allies. A failed ambush costs the ambusher one die in the next round.",
      [("ambusher-steps", "Ambusher loses"), ("ambushed-steps", "Ambushed loses"), ("result", "Result")],
      [("1-2", "1-2", ["1", "0", "fail"]), ("3-4", "3-4", ["0", "0", "fail"]),
       ("5-6", "5-6", ["0", "1", "success: the moving force returns to its previous space; movement or combat ends"]),
       ("7+", "7+", ["0", "1d6 capped at ambusher FP", "success: as 5-6"])])
table("retreat", "1d6", "Retreat Chart", "Retreat before combat",
      "A retreat succeeds on a modified 1; modifiers are cumulative up to -3. The Retreat Chart at the back of the rulebook replaces the player-aid chart.",
      [("success-on", "Succeeds on"), ("automatic", "Automatic (no roll)"), ("allowed", "Allowed when"), ("destination", "Destination")],
      [("nations", "Nations", ["1", "after losing 5 steps in one round (11.10)", "always", "adjacent space, not a fort or settlement"], "11.3", "The automatic-retreat line of the Chart is cut off in the text; 11.10 gives the five-step rule."),
       ("british", "British", ["1", "Nations force more than twice the British FP, or Johnson present", "Indian Allies or Rogers present", "adjacent space toward the nearest intact fort, not a village"], "11.3")])
table("artillery", "1d6", "11.6", "Artillery and ships",
      "One die per undisrupted artillery unit and per ship, each round after card play. The Nations player picks the units that retreat (disrupted ones allowed); they leave the battle without loss.",
      [("retreats", "Opposing units retreat")], [("1-2", "1-2", ["0"]), ("3-4", "3-4", ["1"]), ("5-6", "5-6", ["2"])])
table("captives", "1d6", "12.0", "Taking captives",
      "Rolled after razing a settlement or a fort. Captives go to the nations that took part, most to the nation with most warriors, escorted home by one of its bands.",
      [("settlement", "Settlement razed"), ("fort", "Fort razed")],
      [("1-2", "1-2", ["0", "0"]), ("3-4", "3-4", ["0", "1"]), ("5-6", "5-6", ["1", "fort value"])])
table("captive-release", "1d6", "12.0", "Captive release",
      "Offered by the Nations during British movement to a British field force within 8 spaces, for the captives of the nation nearest to it. The British gain 1 VP per captive released.",
      [("released", "Captives released"), ("nations-vp", "Nations VP")],
      [("1-2", "1-2", ["0 (non-compliance)", "1"]), ("3-4", "3-4", ["1 or 2, Nations choice", "0 for 1, 1 for 2"]),
       ("5-6", "5-6", ["all of that nation's captives", "0"], "12.0", "The Nations VP for a forced release is not stated; 0 (digest 8.57).")])
table("rally", "1d6", "16.2", "Rally",
      "A disrupted unit flips back on a modified 5-6. One roll per unit per phase; a leader helps only in his own space; no rerolls.",
      [("drm", "Modifier"), ("applies", "Applies to")],
      [("no-leader", "No leader", ["0", "any unit (succeeds on 5-6)"]),
       ("healthy-leader-all", "Healthy officer or sachem, several units", ["+1", "each unit rallied"]),
       ("healthy-leader-single", "Healthy officer or sachem, one unit", ["+2", "a single unit"]),
       ("wounded-leader", "Wounded leader", ["+1", "a single unit"]),
       ("pontiac", "Pontiac", ["+2", "all rally rolls in his space, any nation"], "6.1"),
       ("rogers", "Rogers", ["+2", "any British unit, Militia and Indian Allies included"], "6.2"),
       ("besieged-officer", "Healthy officer under siege", ["+1", "a single unit; a wounded officer under siege cannot rally"]),
       ("besieged-or-unsupplied", "Besieged or out of supply", ["-1", "each unit"])])
table("leader-health", "1d6", "16.2", "Leader health",
      "One roll for every wounded leader in the Rally phase. A dead named British officer is replaced at once by a Replacement Officer; the Nations have no replacements.",
      [("result", "Result")], [("1", "1", ["dies"]), ("2-3", "2-3", ["stays wounded"]), ("4-6", "4-6", ["recovers"])])
table("nation-activation", "1d6", "18.2", "Nation activation",
      "Optional. At the start of each year roll (the British player rolls) for each nation marked ? on the Activation Chart: +1 if Nations VP exceed British VP, -1 if British VP exceed Nations VP.",
      [("cube", "Cube"), ("effect", "Effect")],
      [("0-1", "1 or less", ["red", "no movement, defensive combat only; its bands in the field return to their villages"]),
       ("2-3", "2-3", ["black", "movement unaffected, defensive combat only"]),
       ("4-7", "4-6", ["white", "movement and combat unaffected"])])
ACT = {  # reconstructed: "" willing, "?" roll
    "ottawa": ("", "", "?"), "ojibwa": ("", "", "?"), "seneca": ("", "?", "?"), "lenape": ("", "?", "?"),
    "mingo": ("", "?", "?"), "mississauga": ("?", "?", "?"), "miami": ("?", "", "?"), "shawnee": ("", "", ""),
    "huron": ("?", "?", "?"), "menominee": ("?", "?", "?"), "kickapoo": ("?", "", ""), "mascouten": ("?", "", ""),
    "piankeshaw": ("?", "?", ""), "potawatomi": ("", "?", "?"), "wea": ("?", "?", ""),
}
table("activation-chart", None, R, "Nation Activation Chart",
      "Blank: the nation is willing; ?: roll on the Nation activation table. The printed chart is a separate player aid not reproduced in the text; every entry is reconstructed from the nations' historical commitment (the Shawnee fought on to 1765, the Seneca and Lenape wavered in 1764, the Wabash nations joined late).",
      [("1763", "1763"), ("1764", "1764"), ("1765", "1765")],
      [(n, NNAME[n], list(ACT[n])) for n, _, _, _ in NATIONS],
      note="The chart's contents are not in the text (18.2 describes only its use).")
table("arms-no-cards", "1d6", "18.3", "Arms without combat cards",
      "Optional 18.3: without cards the Nations gain 2 Arms points each season; once the British hold Fort de Chartres they roll on this table instead.",
      [("arms", "Arms points")], [("1-2", "1-2", ["0"]), ("3-4", "3-4", ["1"]), ("5-6", "5-6", ["2"])])
table("forts", None, "11.11", "Fort values",
      "What a fort's value sets. Philadelphia winters any number of FP (15.2).",
      [("shelter", "Shelter and winter capacity (FP)"), ("siege-min", "Siege minimum (FP)"), ("hits-cancelled", "Hits cancelled per round"),
       ("rebuild-fp", "British FP to rebuild"), ("rebuild-guineas", "Guineas to rebuild"), ("razed-vp", "Nations VP and Arms when razed"), ("end-vp", "British VP if unrazed at the end of 1763")],
      [("1", "Value 1", ["5", "4", "1", "3", "1", "1", "2"]), ("2", "Value 2", ["10", "8", "2", "6", "2", "2", "4"]),
       ("3", "Value 3", ["15", "8", "3", "9", "3", "3", "6"])])
table("attrition", None, "11.11", "Siege and supply attrition",
      "Besieged forces at the end of each season, and British forces more than 6 spaces from an unbesieged British fort (14.0), lose one step per 3 combat steps, rounded up, at least 1. Each supply spent cancels 2 steps.",
      [("steps", "Combat steps")],
      [("healthy-fp", "Each healthy FP", ["2"]), ("healthy-leader", "Each healthy officer or sachem", ["2"]),
       ("disrupted-unit", "Each disrupted unit", ["1"]), ("artillery", "Each artillery", ["1"]), ("ship", "Each ship", ["1"]),
       ("wounded-leader", "Each wounded leader", ["1"]), ("supply", "Supply", ["0"]),
       ("divisor", "Steps per loss (round up, minimum 1)", ["3"]), ("supply-cancels", "Steps cancelled per supply", ["2"])])
table("limits", None, "10.0", "Numbers of the rules",
      "Every fixed number the rules use, so that errata change data, not code.",
      [("value", "Value"), ("rule", "Rule")],
      [("nations-move", "Nations movement (spaces)", ["10", "10.1"]), ("british-move", "British movement (spaces)", ["8", "10.2"]),
       ("captive-move", "Movement with captives", ["7", "12.0"]), ("pass-through-cost", "Extra MP to pass a weaker enemy", ["1", "10.1"]),
       ("dock-capacity", "FP carried between docks", ["10", "10.2"]), ("supply-radius", "British supply radius (spaces)", ["6", "14.0"]),
       ("indian-space-cost", "Supply trace cost of an Indian-controlled space", ["2", "14.0"]),
       ("guinea-limit", "Guineas per Spring", ["25", "9.2"]), ("guinea-limit-turn-one", "Guineas on turn one (18.1)", ["10", "18.1"]),
       ("arms-max", "Arms points at most", ["12", "11.5"]), ("arms-per-battle", "Arms points per battle", ["1", "11.5"]),
       ("village-capacity", "FP per village (setup and winter)", ["4", "15.2"]), ("combat-rounds", "Rounds per battle at most", ["2", "11.10"]),
       ("nations-hit", "Nations hit on", ["6", "11.8"]), ("nations-hit-arms", "Nations hit with an Arms point", ["5", "11.8"]),
       ("british-hit", "British hit on", ["5", "11.8"]), ("reroll-dice", "Enemy hits a leader may reroll", ["2", "11.8"]),
       ("village-raze-fp", "British FP to raze an undefended village", ["4", "11.11"]), ("settlement-raze-fp", "Nations FP to raze a settlement", ["4", "11.11"]),
       ("settlement-defence-hit", "British settlement defence die hits on", ["5", "11.11"]),
       ("british-retreat-odds", "British retreat automatically against more than", ["2", "11.3"]),
       ("nations-auto-retreat", "Nations retreat automatically after losing in a round", ["5", "11.10"]),
       ("arms-defeat-fp", "British force size whose defeat gives 1 Arms", ["5", "11.5"]),
       ("retreat-vp-fp", "British FP retreating per Nations VP", ["5", "17.1"]),
       ("captive-release-range", "Captive release range (spaces)", ["8", "12.0"]), ("captive-escort-fp", "British escort for released captives (FP)", ["2", "12.0"]),
       ("nations-captive-guard", "Nations FP withheld as captive guard", ["1", "12.0"]), ("british-captive-guard", "British FP withheld as captive guard", ["2", "12.0"]),
       ("mulligan-dice", "Extra dice for a mulligan when behind", ["1", "7.0"]),
       ("hand-historical", "Hand size, historical scenarios", ["8", "7.0"]), ("hand-introductory", "Hand size, introductory scenarios", ["3", "7.0"]),
       ("draw-down-fp", "Amherst's Draw-Down (FP)", ["10", "21.5"]), ("draw-down-regular-steps", "of which from Regulars, Royal Americans, Black Watch", ["8", "21.5"]),
       ("threatened-guineas", "18.6 Guineas added", ["10", "18.6"]), ("threatened-fp", "18.6 reaction force FP", ["8", "18.6"]), ("threatened-supply", "18.6 reaction force supply", ["2", "18.6"])])
table("guinea-costs", None, "9.2", "Guinea Loan costs",
      "Bought in Spring, placed in the Summer box, arriving at the start of Summer: units in Philadelphia, ships in Fort Niagara, Indian Allies next to Fort Niagara.",
      [("cost", "Guineas"), ("arrives", "Arrives")],
      [("regulars", "Regulars, per FP", ["1", "philadelphia"]), ("black-watch", "Black Watch, per FP", ["1", "philadelphia"]),
       ("royal-americans", "Royal Americans, per FP", ["1", "philadelphia"]), ("militia", "Colonial Militia, per FP", ["1", "philadelphia"]),
       ("artillery", "Artillery", ["1", "philadelphia"]), ("supply", "Supply", ["1", "philadelphia"]),
       ("ship", "Ship", ["1", "fort-niagara"], R, "9.2 allows ships but gives no cost; 1 like artillery."),
       ("indian-allies", "Indian Allies, per FP (Johnson in Fort Niagara)", ["1", "adjacent:fort-niagara"])])
table("vp-awards", None, "17.0", "Victory points",
      "Immediate awards (17.1, 17.3) and end-of-scenario awards (17.2, 17.4). The Campaign replaces village and treaty awards (21.5).",
      [("side", "Scores"), ("vp", "VP"), ("when", "When")],
      [("ship-lost", "British ship lost in combat (not to a card)", ["nations", "2", "immediate"], "17.1"),
       ("fort-razed", "Fort razed", ["nations", "fort value", "immediate"], "17.1"),
       ("officer-killed", "Officer killed (combat or attrition)", ["nations", "2", "immediate"], "17.1"),
       ("officer-wounded", "Officer wounded", ["nations", "1", "immediate"], "17.1"),
       ("settlement-razed", "Settlement razed", ["nations", "1", "immediate"], "17.1"),
       ("supply-lost", "Supply step eliminated in combat or retreat", ["nations", "1", "immediate"], "17.1"),
       ("british-unit-eliminated", "British unit eliminated in combat", ["nations", "1", "immediate"], "17.1"),
       ("british-retreat", "Every 5 FP of a British force that retreats (leaders 1 FP, Allies included), rounded down", ["nations", "1", "immediate"], "17.1"),
       ("captive-held", "Each captive held", ["nations", "2", "end"], "17.2"),
       ("oh-no-held", "OH NO! values of cards in the opponent's hand", ["nations", "card values", "end"], "17.2"),
       ("guinea-debt", "Guinea war debt, per 3 or 5 Guineas (by scenario), rounded up", ["nations", "1", "end"], "17.2"),
       ("captive-freed", "Captive coming under British control", ["british", "1", "immediate"], "17.3"),
       ("fort-rebuilt", "Fort rebuilt", ["british", "fort value", "immediate"], "17.3"),
       ("sachem-killed", "Sachem killed (combat or attrition)", ["british", "2", "immediate"], "17.3"),
       ("key-leader-killed", "Pontiac or Neolin killed", ["british", "5", "immediate"], "17.3"),
       ("indian-unit-eliminated", "Indian unit eliminated in combat", ["british", "1", "immediate"], "17.3"),
       ("village-razed", "Village razed", ["british", "1", "immediate"], "17.3"),
       ("treaty", "Treaty signed", ["british", "2", "immediate"], "17.3"),
       ("de-chartres", "Fort de Chartres taken (lost if abandoned)", ["british", "5", "immediate"], "17.3"),
       ("unrazed-forts-1763", "Each unrazed British fort at the end of 1763", ["british", "2 x fort value", "end"], "17.4")])
table("vp-introductory", None, "20.0", "Victory points, introductory scenarios A-D",
      "Replaces 17.0 in scenarios A-D.",
      [("side", "Scores"), ("vp", "VP")],
      [("fp-destroyed", "Each FP destroyed (not disrupted)", ["opponent", "1"]), ("leader-wounded", "Sachem or British officer wounded", ["opponent", "1"]),
       ("sachem-killed", "Sachem killed", ["british", "1"]), ("officer-killed", "British officer killed", ["nations", "2"])])
table("vp-scenario-e", None, "20.0", "Victory points, scenario E",
      "Bouquet's Expedition and Hostage Release.",
      [("side", "Scores"), ("vp", "VP")],
      [("fp-removed", "Each FP removed from the board (not disruption)", ["opponent", "1"]),
       ("officer-wounded", "British officer wounded", ["nations", "1"]), ("officer-removed", "British officer removed", ["nations", "2"]),
       ("sachem-or-replacement", "Indian sachem or Replacement Officer lost", ["opponent", "0"]),
       ("captive-freed", "Captive freed", ["british", "1"]), ("captive-held", "Captive held at the end", ["nations", "2"]),
       ("miami-village-razed", "Miami village destroyed", ["british", "2"]), ("miami-village-held", "Miami village held at the end", ["nations", "1"])])
table("modifiers", None, "11.0", "Die roll modifiers",
      "Every modifier by table, for the rules code.",
      [("table", "Table"), ("drm", "DRM"), ("rule", "Rule")],
      [("war-belt-behind", "Nations behind in VP", ["war-belt", "+1", "9.1"]),
       ("militia-behind", "British behind in VP", ["militia-volunteers", "+1", "9.2"]),
       ("ambush-nations", "Nations ambush", ["ambush", "+1", "11.2"]), ("ambush-pontiac", "Pontiac present", ["ambush", "+1", "11.2"]),
       ("ambush-arms", "Arms point committed", ["ambush", "+1", "11.2"]), ("ambush-rogers", "Rogers present", ["ambush", "+1", "11.2"]),
       ("ambush-allies", "Indian Allies present", ["ambush", "+1", "11.2"]),
       ("retreat-nations-behind", "Nations behind in VP", ["retreat", "-1", "11.3"]), ("retreat-sachem", "Any sachem present", ["retreat", "-1", "11.3"]),
       ("retreat-key-leader", "Pontiac or Neolin present (instead of -1)", ["retreat", "-2", "11.3"]),
       ("retreat-british-behind", "British behind in VP", ["retreat", "-1", "Retreat Chart"]), ("retreat-allies", "Indian Allies present", ["retreat", "-1", "Retreat Chart"]),
       ("retreat-rogers", "Rogers present", ["retreat", "-1", "Retreat Chart"]), ("retreat-max", "Largest total", ["retreat", "-3", "11.3"]),
       ("activation-ahead", "Nations VP above British VP", ["nation-activation", "+1", "18.2"]),
       ("activation-behind", "British VP above Nations VP", ["nation-activation", "-1", "18.2"]),
       ("de-chartres-arms", "French and Trader arms rolls while the British hold Fort de Chartres", ["cards", "-1", "11.12"])])


def deck(id, name, cards, prefix, starter):
    w(f'  <deck id="{id}" source="7.0" note="50 cards; the text describes 8 of them (24.0 hand lists), the others are reconstructed."><name>{name}</name>')
    for num in sorted(cards):
        title, icon, ohno, colour, text, given = cards[num]
        src = given or R
        note = C.NOTES.get(num)
        if not given:
            note = "Reconstructed card: the printed card is not described in the text; title and effect invented from the history of the war."
        w(f'    <card id="{prefix}-{num}" {prov(src, note)}>')
        w(f"      <title>{escape(title)}</title>")
        w(f"      <text>{escape(text)}</text>")
        num_src = R if num == 37 else src
        w("      " + prop("number", str(num), num_src))
        w("      " + prop("icon", icon, (src if icon != "none" else R) if given else None, "OH NO! cards carry no terrain icon in the playthrough." if (given and icon == "none") else None))
        ohsrc = src if (not given or ohno == 0) else R
        w("      " + prop("oh-no", str(ohno), ohsrc if given else None))
        if colour:
            w("      " + prop("colour-class", colour, "7.0" if given else None))
        if num in C.ARMS_ROLLS:
            w("      " + prop("arms-roll", ",".join(f"{lo}-{hi}:{n}" for lo, hi, n in C.ARMS_ROLLS[num]), src if given else None))
        w("      " + prop("starter", "true" if num in starter else "false", "20.0"))
        if num == 5:
            w("      " + prop("remove-after-use", "true", "24.0"))
        w("    </card>")
    w("  </deck>")


deck("nations-cards", "Nations combat cards", C.NATIONS, "nations", C.STARTER_NATIONS)
deck("british-cards", "British combat cards", C.BRITISH, "british", C.STARTER_BRITISH)
w("</tables>")
write("tables.xml", t)
print("game, counters, tables written", file=sys.stderr)

# ======================================================================= scenarios
board = ET.parse(os.path.join(OUT, "board.xml")).getroot()
SPACES = {s.get("id"): s for s in board.find("spaces")}
BOXES = {b.get("id") for b in board.find("boxes")}
ADJ = defaultdict(set)
for cn in board.find("connections"):
    if cn.get("kind") == "trail":
        ADJ[cn.get("from")].add(cn.get("to"))
        ADJ[cn.get("to")].add(cn.get("from"))
VILLAGES_OF = defaultdict(list)
for sid, s in SPACES.items():
    if s.get("kind") == "village":
        VILLAGES_OF[s.get("owner")].append(sid)
UNIT_NATION = {}
UNIT_SIDE = {}
UNIT_FP = {}
for ut in ET.parse(os.path.join(OUT, "counters.xml")).getroot():
    UNIT_NATION[ut.get("id")] = ut.get("nation")
    UNIT_SIDE[ut.get("id")] = (ut.get("side"), ut.get("kind"), ut.get("class"))
    f = ut.find("face")
    fp = [v for v in f.findall("value") if v.get("name") == "printed-fp"]
    UNIT_FP[ut.get("id")] = int(fp[0].get("num")) if fp else 0
SACHEM_ID = {s[0]: f"sachem-{s[0]}" for s in SACHEMS}


def dist_from(sources):
    d = {s: 0 for s in sources}
    dq = deque(sources)
    while dq:
        n = dq.popleft()
        for m in ADJ[n]:
            if m not in d:
                d[m] = d[n] + 1
                dq.append(m)
    return d


class Scen:
    def __init__(self, id, title, desc, first, last, src):
        self.id, self.title, self.desc, self.first, self.last, self.src = id, title, desc, first, last, src
        self.tracks, self.places, self.decks, self.props, self.rules, self.options = [], [], [], [], [], []
        self.victory = None
        self.players = ("nations", "nations", src, None)

    def track(self, m, v, src, note=None):
        self.tracks.append((m, v, src, note))

    def place(self, unit, count, at, src, zone=None, turn=None, note=None, face=None):
        assert unit in COUNTS, unit
        assert at in SPACES or at in BOXES, at
        if count:
            self.places.append(dict(unit=unit, count=count, at=at, src=src, zone=zone, turn=turn, note=note, face=face))

    def fp(self, base, fp, at, src, zone=None, turn=None, note=None):
        """Place fp FP of a 1/2-FP type as 2-FP counters plus at most one 1-FP counter."""
        twos, ones = divmod(fp, 2)
        # use 1-FP counters when the 2-FP counters run out
        used2 = sum(p["count"] for p in self.places if p["unit"] == f"{base}-2")
        if used2 + twos > COUNTS[f"{base}-2"]:
            spare = used2 + twos - COUNTS[f"{base}-2"]
            twos -= spare
            ones += 2 * spare
        self.place(f"{base}-2", twos, at, src, zone, turn, note)
        self.place(f"{base}-1", ones, at, src, zone, turn, note)

    def band(self, nation, fp, at, src, zone=None, turn=None, note=None):
        self.fp(f"{nation}-band", fp, at, src, zone, turn, note)

    def sachem(self, sid, at, src, zone=None, turn=None, note=None):
        self.place(f"sachem-{sid}", 1, at, src, zone, turn, note)

    def officer(self, oid, at, src, zone=None, turn=None, note=None):
        self.place(f"officer-{oid}", 1, at, src, zone, turn, note)

    def used(self, unit):
        return sum(p["count"] for p in self.places if p["unit"] == unit)

    def fill_nations(self, src, note, dest=None):
        for nid, _, _, _ in NATIONS:
            box = (dest or {}).get(nid, f"reinforcements-{nid}")
            for uid, cnt in COUNTS.items():
                if UNIT_NATION.get(uid) == nid and UNIT_SIDE[uid][1] in ("unit", "leader"):
                    left = cnt - self.used(uid)
                    if left > 0:
                        self.place(uid, left, box, src, note=note)

    def fill_british(self, src, note):
        for uid, cnt in COUNTS.items():
            side, kind, cls = UNIT_SIDE[uid]
            if side == "british" and kind in ("unit", "leader", "support", "ship"):
                left = cnt - self.used(uid)
                if left > 0:
                    self.place(uid, left, "british-force-pool", src, note=note)

    def check(self):
        import re
        for p in self.places:
            m = re.match(r"(?:a|one) space adjacent to (Fort \w+)", p["zone"] or "")
            if m:
                fid = m.group(1).lower().replace(" ", "-")
                assert p["at"] in ADJ[fid], (self.id, p)
        tot = defaultdict(int)
        for p in self.places:
            tot[p["unit"]] += p["count"]
        for u, n in tot.items():
            assert n <= COUNTS[u], (self.id, u, n, COUNTS[u])
        vfp = defaultdict(int)
        for p in self.places:
            if p["at"] in SPACES and SPACES[p["at"]].get("kind") == "village" and UNIT_SIDE[p["unit"]][2] == "warrior-band" and not p["turn"]:
                vfp[p["at"]] += UNIT_FP[p["unit"]] * p["count"]
        for v, n in vfp.items():
            assert n <= 4, (self.id, v, n)

    def write(self):
        self.check()
        L = []
        w = L.append
        w('<?xml version="1.0" encoding="UTF-8"?>')
        w(f'<scenario id="{self.id}" game="pontiac" {prov(self.src)}>')
        w(f"  <title>{escape(self.title)}</title>")
        w(f"  <description>{escape(self.desc)}</description>")
        w(f'  <turns first="{self.first}" last="{self.last}" {prov(self.src, "Turn 1 = Spring 1763; four seasons a year (board turn track).")}/>')
        sf, f, ps, pn = self.players
        w(f'  <players setup-first="{sf}" first="{f}" min="2" max="2" {prov(ps, pn)}/>')
        for m, v, s, n in self.tracks:
            w(f'  <track-value marker="{m}" value="{v}" {prov(s, n)}/>')
        for p in self.places:
            a = f'unit="{p["unit"]}" count="{p["count"]}" at="{p["at"]}"'
            if p["face"]:
                a += f' face="{p["face"]}"'
            if p["turn"]:
                a += f' turn="{p["turn"]}"'
            if p["zone"]:
                a += f' zone={q(p["zone"])}'
            src, note = p["src"], p["note"]
            if p["zone"] and "closest" in p["zone"]:
                note = (note + " " if note else "") + "Chosen by trail distance from the unrazed British forts on this reconstructed map."
            elif p["zone"] and src != R:
                note = (note + " " if note else "") + "The spot is the player's choice; this position is one legal example (reconstructed)."
            w(f"  <place {a} {prov(src, note)}/>")
        for d, at, excl, s in self.decks:
            w(f'  <use-deck deck="{d}" at="{at}" shuffle="true" {prov(s)}>' if excl else f'  <use-deck deck="{d}" at="{at}" shuffle="true" {prov(s)}/>')
            if excl:
                for e in excl:
                    w(f'    <exclude card="{e}"/>')
                w("  </use-deck>")
        for pn_, pv, ps_, pnote in self.props:
            w("  " + prop(pn_, pv, ps_, pnote))
        for rid, rs, rtext in self.rules:
            w(f'  <special-rule id="{rid}" {prov(rs)}><text>{escape(rtext)}</text></special-rule>')
        for oid, dflt, os_, oname, odesc in self.options:
            w(f'  <option id="{oid}" default="{"true" if dflt else "false"}" {prov(os_)}><name>{escape(oname)}</name><description>{escape(odesc)}</description></option>')
        if self.victory:
            vs, vt = self.victory
            w(f"  <victory {prov(vs)}><text>{escape(vt)}</text></victory>")
        w("</scenario>")
        os.makedirs(os.path.join(OUT, "scenarios"), exist_ok=True)
        write(os.path.join("scenarios", self.id + ".xml"), L)


def starter_decks(s):
    s.decks.append(("nations-cards", "nations-deck", [f"nations-{n}" for n in range(1, 51) if n not in C.STARTER_NATIONS], "20.0"))
    s.decks.append(("british-cards", "british-deck", [f"british-{n}" for n in range(51, 101) if n not in C.STARTER_BRITISH], "20.0"))


def intro_common(s, arms, hand=3, mulligans=False):
    s.track("turn", s.first, "20.0", "Summer 1763 = turn 2.")
    s.track("vp-nations", 0, "20.0")
    s.track("vp-british", 0, "20.0")
    s.track("arms", arms, "20.0")
    s.track("guineas", 0, R, "Guinea Loans are ignored in the introductory scenarios (20.0).")
    s.track("razed-forts", 0, R, "The Razed Forts Track is ignored in the introductory scenarios (20.0).")
    s.track("razed-fort-objective", 0, R, "Ignored in the introductory scenarios (20.0).")
    starter_decks(s)
    s.props += [("hand-size", str(hand), "20.0", None), ("mulligans", "true" if mulligans else "false", "20.0", None),
                ("ignore", "war-belts guinea-loans treaties razed-forts-track", "20.0", None),
                ("reinforcement-rolls", "false", R, "20.0 ignores War Belts and Guinea Loans; Militia Volunteer and Key Leader rolls are also left out, since each scenario lists its reinforcements (digest 8.14)."),
                ("vp-table", "vp-introductory", "20.0", None)]


ALL = []

# ---------------------------------------------------------------- (A)
s = Scen("a-michilimackinac", "(A) The Fall of Michilimackinac",
         "June 1763: Ojibwa and Ottawa warriors stage a game of stickball outside Fort Michilimackinac and rush the open gate. Introductory scenario.", 2, 3, "20.0")
intro_common(s, 3)
zA = "an A space (positions shown in the printed illustration)"
s.band("ottawa", 2, "l-arbre-croche", "20.0", zA)
s.sachem("breton", "l-arbre-croche", "20.0", zA)
s.band("ojibwa", 4, "cheboygan", "20.0", zA)
s.sachem("minavavana", "cheboygan", "20.0", zA)
s.place("royal-americans-1", 1, "fort-michilimackinac", "20.0", zA)
s.place("supply", 1, "fort-michilimackinac", "20.0", zA)
s.officer("etherington", "fort-michilimackinac", "20.0", zA)
s.props.append(("forts-in-play", "fort-michilimackinac", R, "Only the fort the scenario is about is used."))
s.victory = ("20.0", "The Nations win by razing Fort Michilimackinac; the British win by preventing its fall.")
ALL.append(s)

# ---------------------------------------------------------------- (B)
s = Scen("b-fort-pitt", "(B) The Siege of Fort Pitt",
         "July 1763: Captain Ecuyer holds Fort Pitt, crowded with refugees, against a siege by the Ohio and lakes nations. Introductory scenario.", 2, 3, "20.0")
intro_common(s, 3)
s.place("offmap-a", 1, "fort-pitt", "20.0", "a British Off-Map Force counter on Fort Pitt")
s.place("siege", 1, "fort-pitt", "20.0")
s.place("offmap-eagle", 1, "fort-pitt", "20.0", "an Indian Off-Map Force counter on top of the Siege marker")
for u in [("regulars", 2)]:
    pass
s.fp("regulars", 2, "offmap-a", "20.0", "the box of the British Off-Map Force placed on Fort Pitt (besieged, inside the fort)")
s.fp("militia", 2, "offmap-a", "20.0", "the box of the British Off-Map Force placed on Fort Pitt (besieged, inside the fort)")
s.place("supply", 2, "offmap-a", "20.0", "the box of the British Off-Map Force placed on Fort Pitt")
s.officer("ecuyer", "offmap-a", "20.0", "the box of the British Off-Map Force placed on Fort Pitt")
zb = "the box of the Indian Off-Map Force placed on Fort Pitt (besieging)"
for n, sa in (("mingo", "guyasuta"), ("ojibwa", "minavavana"), ("seneca", "tahaiadoris"), ("shawnee", "hokolesqua")):
    s.band(n, 2, "offmap-eagle", "20.0", zb)
    s.sachem(sa, "offmap-eagle", "20.0", zb)
s.band("ottawa", 2, "offmap-eagle", "20.0", zb, turn=3, note="Second-turn reinforcements join the siege.")
s.props += [("besieged", "fort-pitt", "20.0", None), ("siege-lift-below-fp", "8", "20.0", None), ("forts-in-play", "fort-pitt", R, "Only the besieged fort is used.")]
s.rules.append(("attrition", "20.0", "At the end of each turn of the siege the garrison loses 1 step for every 3 steps it has, rounded up."))
s.rules.append(("lift", "20.0", "The siege is lifted if the besiegers fall below 8 FP."))
s.victory = ("20.0", "The Nations win by razing Fort Pitt; the British win by preventing its fall.")
ALL.append(s)

# ---------------------------------------------------------------- (C)
s = Scen("c-bushy-run", "(C) The Battle of Bushy Run",
         "August 1763: Colonel Bouquet's relief column is ambushed on the way to Fort Pitt and fights back with a Highland bayonet charge. Introductory scenario.", 2, 3, "20.0")
intro_common(s, 3)
for n, fpv, sa in (("lenape", 2, "teedyuscung"), ("mingo", 2, "guyasuta"), ("ojibwa", 4, "minavavana"), ("seneca", 2, "tahaiadoris")):
    s.band(n, fpv, "fort-pitt", "20.0")
    s.sachem(sa, "fort-pitt", "20.0")
for base, fpv in (("black-watch", 6), ("royal-americans", 2), ("militia", 2), ("indian-allies", 1)):
    s.fp(base, fpv, "bushy-run", "20.0")
s.place("artillery", 1, "bushy-run", "20.0")
s.place("supply", 2, "bushy-run", "20.0")
s.officer("bouquet", "bushy-run", "20.0")
s.officer("rogers", "bushy-run", "20.0")
s.players = ("nations", "british", "20.0", "The Nations count as having moved on turn 1; the British act first and must attack them.")
s.props += [("forts-in-play", "", R, "The Nations stand in the Fort Pitt C space; no fort takes part.")]
s.rules += [("turn1", "20.0", "Turn 1: the Nations count as having already moved and may not attack. The British must attack the Nations force, which will try to ambush them."),
            ("turn2", "20.0", "Turn 2: the Nations must attack, and the British will try their own ambush (Rogers and the Indian Allies allow it).")]
s.victory = ("20.0", "Each side must cause more unit losses than it suffers.")
ALL.append(s)

# ---------------------------------------------------------------- (D)
s = Scen("d-devils-hole", "(D) Ambush at Devil's Hole",
         "September 1763: Seneca warriors destroy a wagon train on the Niagara portage and ambush the companies sent to rescue it. Introductory scenario.", 2, 3, "20.0")
intro_common(s, 3)
s.band("seneca", 8, "buffalo-creek", "20.0", "a D space next to the Portage")
s.sachem("honeywus", "buffalo-creek", "20.0", "a D space next to the Portage")
s.fp("regulars", 2, "devils-hole", "20.0")
s.fp("militia", 2, "devils-hole", "20.0")
s.place("supply", 4, "devils-hole", "20.0")
s.fp("regulars", 6, "fort-niagara", "20.0", turn=3, note="Second-turn reinforcements enter Fort Niagara.")
s.officer("fraser", "fort-niagara", "20.0", turn=3, note="Second-turn reinforcements enter Fort Niagara.")
s.props += [("forts-in-play", "fort-niagara", R, None), ("supply-instead-of-fp", "true", "20.0", "Each supply step lost in battle gives the Nations 1 VP.")]
s.rules += [("must-attack", "20.0", "The Nations must attack the British force in the Portage space; whoever survives on the British side retreats to Fort Niagara."),
            ("turn2", "20.0", "Turn 2: the reinforcements join the survivors and the combined force, with all remaining supply, must attack the Seneca to control the space."),
            ("supply-losses", "20.0", "The British may lose supply steps instead of combat FP; each gives the Nations 1 VP.")]
s.victory = ("20.0", "Nations: destroy at least 3 British supply or control the Portage at the end. British: inflict more than six steps on the Nations or control the Portage at the end. Anything else is a draw.")
ALL.append(s)

# ---------------------------------------------------------------- (E)
s = Scen("e-bouquet", "(E) Bouquet's Expedition & Hostage Release",
         "1764: Colonel Bouquet marches into the Ohio country and demands the return of every captive. Introductory scenario of four turns, Summer 1764 to Spring 1765.", 6, 9, "20.0")
intro_common(s, 5, hand=8, mulligans=True)
s.props = [p for p in s.props if p[0] != "vp-table"] + [("vp-table", "vp-scenario-e", "20.0", None)]
zE = "any of the five numbered E spaces, all five occupied"
s.band("lenape", 2, "tuscarawas", "20.0", zE)
s.sachem("teedyuscung", "tuscarawas", "20.0", zE)
s.band("shawnee", 4, "wakatomika", "20.0", zE)
s.sachem("hokolesqua", "wakatomika", "20.0", zE)
s.band("shawnee", 2, "pickaway-plains", "20.0", zE)
s.place("captive", 5, "pickaway-plains", "20.0", zE)
s.band("seneca", 2, "pickaway-plains", "20.0", zE)
s.sachem("tahaiadoris", "pickaway-plains", "20.0", zE)
s.band("mingo", 2, "scioto-mingo", "20.0", zE)
s.sachem("guyasuta", "scioto-mingo", "20.0", zE)
s.band("miami", 2, "kekionga", "20.0", zE)
s.sachem("michikiniqua", "kekionga", "20.0", zE)
s.place("offmap-a", 1, "fort-detroit", "20.0", None, note="Fort Detroit is the red E space.")
for base, fpv in (("black-watch", 8), ("royal-americans", 4), ("regulars", 2), ("militia", 6)):
    s.fp(base, fpv, "offmap-a", "20.0")
s.place("artillery", 1, "offmap-a", "20.0")
s.place("supply", 2, "offmap-a", "20.0")
s.officer("bouquet", "offmap-a", "20.0")
s.officer("montgomery", "offmap-a", "20.0")
s.fp("indian-allies", 2, "bloody-run", "20.0", "a space adjacent to Fort Detroit")
s.players = ("nations", "british", "20.0", "The Nations have no movement or combat on turn 1.")
s.props += [("forts-in-play", "fort-detroit fort-pitt", "20.0", None),
            ("e-spaces", "tuscarawas wakatomika pickaway-plains scioto-mingo kekionga", R, "The numbered E spaces are printed on the board; these five are reconstructed."),
            ("winter-village-capacity", "4", "20.0", "Four war band units per village (read as 4 FP, as 15.2).")]
s.rules += [("no-move-turn1", "20.0", "The Nations are assumed to have moved already: no Nations movement or combat on turn 1."),
            ("no-forts-settlements", "20.0", "The Nations may not attack forts or settlements in this scenario."),
            ("winter", "20.0", "In Winter the British may go back to the nearest unbesieged fort (5 FP per fort value) or stay in the field and suffer attrition of 1 step per 3, reduced by 2 steps per supply spent. Warriors and sachems go home to their villages, at most four war bands per village plus any sachems. Wounded leaders may die in Winter."),
            ("split", "20.0", "The British force in box A may later divide into two or more forces.")]
s.victory = ("20.0", "The side with more VP wins (VP as in the scenario E table).")
ALL.append(s)


# ---------------------------------------------------------------- historical
def hist_common(s, year, guineas, vpn, vpb, arms, razed, objective, src, obj_note=None):
    s.track("turn", s.first, "21.1", f"Spring {year}.")
    s.track("vp-nations", vpn, src)
    s.track("vp-british", vpb, src)
    s.track("arms", arms, src)
    s.track("guineas", guineas, src)
    s.track("razed-forts", razed, src if razed == 0 else src, None if razed == 0 else "The number of forts the setup razes.")
    s.track("razed-fort-objective", objective, src, obj_note)
    s.decks.append(("nations-cards", "nations-deck", [], "21.1"))
    s.decks.append(("british-cards", "british-deck", [], "21.1"))
    s.props += [("hand-size", "8", "21.1", None), ("mulligans", "true", "7.0", None), ("vp-table", "vp-awards", "21.1", None)]
    s.players = ("nations", "nations", "8.0", "The Nations place units first (21.1 lists them first) and move first each turn (8.0).")


def rising_setup(s, src):
    zv = "the nation's villages, at most 4 FP per village"
    zd = "a space adjacent to Fort Detroit"
    # Ottawa 10
    s.band("ottawa", 4, "bloody-run", src, zd)
    s.sachem("pontiac", "bloody-run", src, zd)
    s.band("ottawa", 3, "l-arbre-croche", src, zv)
    s.sachem("breton", "l-arbre-croche", src, zv)
    s.band("ottawa", 3, "grand-river", src, zv)
    s.sachem("egushawa", "grand-river", src, zv)
    # Seneca 10
    s.band("seneca", 2, "bloody-run", src, zd, note="Optional placement next to Detroit.")
    s.sachem("kiasutha", "bloody-run", src, zd)
    s.band("seneca", 4, "cattaraugus", src, zv)
    s.sachem("tahaiadoris", "cattaraugus", R, zv, note="21.2 prints 'Shingas & Teedyuscung' as Seneca sachems (both Lenape); read as Kiasutha and Tahaiadoris.")
    s.band("seneca", 4, "conewango", src, zv)
    # Lenape 9
    s.band("lenape", 4, "bloody-run", src, zd)
    s.sachem("shingas", "bloody-run", src, zd)
    s.band("lenape", 3, "kuskusky", src, zv)
    s.sachem("neolin", "kuskusky", src, "any Lenape village")
    s.band("lenape", 2, "tuscarawas", src, zv)
    s.sachem("teedyuscung", "tuscarawas", src, zv)
    # Ojibwa 8
    s.band("ojibwa", 4, "bloody-run", src, zd)
    s.sachem("wasson", "bloody-run", src, zd)
    s.band("ojibwa", 4, "cheboygan", src, zv)
    s.sachem("minavavana", "cheboygan", src, zv)
    # Mingo 6
    s.band("mingo", 4, "mingo-town", src, zv, note="The option to place 2 FP and Guyasuta next to Detroit is not used here.")
    s.sachem("guyasuta", "mingo-town", src, zv)
    s.band("mingo", 2, "cuyahoga", src, zv)
    # Mississauga 5
    s.band("mississauga", 4, "credit-river", src, zv)
    s.sachem("sekahos", "credit-river", src, zv)
    s.band("mississauga", 1, "rice-lake", src, zv)
    # Miami 3
    s.band("miami", 2, "bloody-run", src, zd)
    s.sachem("cold-foot", "bloody-run", src, zd)
    s.band("miami", 1, "kekionga", src, zv)
    s.sachem("michikiniqua", "kekionga", src, zv)
    # Shawnee 3
    s.band("shawnee", 2, "lower-shawnee-town", src, zv)
    s.sachem("hokolesqua", "lower-shawnee-town", src, zv)
    s.band("shawnee", 1, "pickaway-plains", src, zv)
    s.sachem("kaske", "pickaway-plains", src, zv)
    for n, fpv, sa, v in (("huron", 2, "big-jaw", "wyandot-town"), ("menominee", 2, "oshkosh", "menominee-fox-river"),
                          ("kickapoo", 1, "le-loup", "kickapoo-wabash"), ("mascouten", 1, "manso", "mascouten-town"),
                          ("piankeshaw", 1, "grelot", "vermilion"), ("potawatomi", 1, "washee", "potawatomi-st-joseph"),
                          ("wea", 1, "wapamanqua", "wea-town")):
        s.band(n, fpv, v, src, zv)
        s.sachem(sa, v, src, zv)
    s.fill_nations(src, "Remaining Indian units go to their nation boxes.")
    s.place("war-belt", 2, "reinforcements-shawnee", "21.1", "one or two nation boxes of the Nations player's choice", note="The playthrough puts both belts on the Shawnee.")
    # British
    for f in ("fort-edward-augustus", "fort-st-joseph", "fort-miami", "fort-ouiatenon", "fort-michilimackinac"):
        s.place("royal-americans-1", 1, f, src)
    s.officer("etherington", "fort-michilimackinac", src)
    for f in ("fort-allen", "fort-le-boeuf", "fort-sandusky", "fort-venango"):
        s.place("regulars-1", 1, f, src)
    for f in ("fort-bedford", "fort-cumberland", "fort-presque-isle"):
        s.fp("royal-americans", 2, f, src)
    s.place("regulars-1", 1, "fort-augusta", src)
    s.place("militia-1", 1, "fort-augusta", src)
    s.officer("rogers", "fort-augusta", src)
    s.fp("regulars", 2, "fort-ligonier", src)
    s.place("militia-1", 1, "fort-ligonier", src)
    s.place("militia-1", 1, "fort-dinwiddie", src)
    s.place("royal-americans-1", 2, "fort-detroit", src, note="Two 1-FP units, as the playthrough flips both.")
    s.place("militia-1", 1, "fort-detroit", src)
    s.place("artillery", 1, "fort-detroit", src)
    s.place("supply", 1, "fort-detroit", src)
    s.place("ship-huron", 1, "fort-detroit", src)
    s.place("ship-michigan", 1, "fort-detroit", src)
    for o in ("gladwin", "campbell", "dalyell"):
        s.officer(o, "fort-detroit", src)
    s.fp("regulars", 2, "fort-pitt", src)
    s.place("militia-1", 1, "fort-pitt", src)
    s.place("artillery", 1, "fort-pitt", src)
    s.place("supply", 1, "fort-pitt", src)
    s.officer("bouquet", "fort-pitt", src)
    s.officer("ecuyer", "fort-pitt", src)
    s.fp("black-watch", 6, "fort-niagara", src)
    s.place("royal-americans-1", 2, "fort-niagara", src)
    s.fp("militia", 2, "fort-niagara", src)
    s.place("artillery", 1, "fort-niagara", src)
    s.place("supply", 2, "fort-niagara", src)
    s.officer("johnson", "fort-niagara", src)
    s.officer("wilkins", "fort-niagara", src)
    s.fp("indian-allies", 2, "twelve-mile-creek", src, "one space adjacent to Fort Niagara")
    s.fp("regulars", 4, "philadelphia", src)
    s.fp("black-watch", 4, "philadelphia", src)
    s.place("royal-americans-1", 2, "philadelphia", src)
    s.place("artillery", 1, "philadelphia", src)
    s.place("supply", 4, "philadelphia", src)
    s.officer("bradstreet", "philadelphia", src)
    s.fill_british("21.5", "Remaining British units go to the Force Pool (stated in 21.3-21.5).")


RAZED_1764 = ["fort-edward-augustus", "fort-st-joseph", "fort-miami", "fort-ouiatenon", "fort-michilimackinac", "fort-sandusky",
              "fort-venango", "fort-le-boeuf", "fort-presque-isle", "fort-ligonier", "fort-dinwiddie"]
SETTLE = {}
for sid, sp in SPACES.items():
    for p in sp.findall("prop"):
        if p.get("name") == "settlement-group":
            SETTLE.setdefault(p.get("value"), []).append(sid)


def razed_common(s, src):
    for f in RAZED_1764:
        s.place("razed-fort", 1, f, src)
    for sid in SETTLE["pennsylvania"][:3]:
        s.place("razed-settlement", 1, sid, src, "any 3 Pennsylvania settlements")
    for grp in ("virginia", "jackson-river", "green-river"):
        for sid in SETTLE[grp][:3]:
            s.place("razed-settlement", 1, sid, src, "3 Virginia settlements" if grp == "virginia" else None)


s = Scen("rising-1763", "The Rising: Spring, Summer and Fall 1763",
         "Pontiac's war belts go out and the western posts fall one after another; Detroit and Pitt are besieged. Historical scenario of three turns.", 1, 3, "21.2")
hist_common(s, 1763, 10, 0, 15, 5, 0, 0, "21.2", "Placed beside the Razed Fort Track (0).")
rising_setup(s, "21.2")
s.props += [("auto-victory-nations", "razed:fort-pitt+fort-detroit", "21.2", None),
            ("auto-victory-british", "razed-forts-fewer-than:10", "21.2", "If the Indians fail to raze more than 9 forts (checked at the end)."),
            ("debt-vp-per-guineas", "5", R, "21.2 gives no rate; 1 VP per 5 Guineas as in 1764 (digest 8.43)."),
            ("end-fort-bonus", "2", "17.4", "Twice the value of each unrazed British fort.")]
s.victory = ("21.2", "More VP than the opponent. Automatic victory: the Nations if Forts Pitt and Detroit are both razed; the British if the Nations have razed no more than 9 forts.")
ALL.append(s)

# ---------------------------------------------------------------- 1764
s = Scen("response-1764", "The British Response: Spring, Summer and Fall 1764",
         "Gage sends Bradstreet up the lakes and Bouquet into the Ohio country while Johnson treats with the nations at Niagara. Historical scenario of three turns.", 5, 7, "21.3")
hist_common(s, 1764, 30, 10, 0, 8, 11, 11, "21.3")
for n in ("huron", "mississauga", "seneca"):
    s.place("treaty", 1, f"reinforcements-{n}", "21.3")
    for v in VILLAGES_OF[n]:
        s.place("razed-village", 1, v, "21.3")
razed_common(s, "21.3")
zw = "any village(s) within 10 spaces west of Fort Pitt"
dp = dist_from(["fort-pitt"])
assert dp["mohican-johns-town"] <= 10 and dp["cuyahoga"] <= 10
s.band("seneca", 4, "mohican-johns-town", "21.3", zw, note="Stays despite the treaty; may be rallied but never returns once removed.")
s.sachem("kiasutha", "mohican-johns-town", "21.3", zw)
s.band("huron", 1, "cuyahoga", "21.3", zw)
s.band("mississauga", 1, "cuyahoga", "21.3", zw)
zv = "the nation's villages, at most 4 FP per village"
s.band("ottawa", 4, "maumee-rapids", "21.3", "an Ottawa village south of Fort Detroit")
s.sachem("pontiac", "maumee-rapids", "21.3", "an Ottawa village south of Fort Detroit")
s.place("captive", 3, "maumee-rapids", "21.3", zv)
s.band("ottawa", 4, "blanchards-fork", "21.3", zv)
s.sachem("breton", "blanchards-fork", "21.3", zv)
s.band("ottawa", 2, "grand-river", "21.3", zv)
s.sachem("egushawa", "grand-river", "21.3", zv)
s.band("ojibwa", 4, "saginaw", "21.3", zv)
s.sachem("minavavana", "saginaw", "21.3", zv)
s.place("captive", 3, "saginaw", "21.3", zv)
s.band("ojibwa", 4, "thames-river", "21.3", zv)
s.sachem("wasson", "thames-river", "21.3", zv)
s.band("shawnee", 4, "lower-shawnee-town", "21.3", zv)
s.sachem("hokolesqua", "lower-shawnee-town", "21.3", zv)
s.place("captive", 3, "lower-shawnee-town", "21.3", zv)
s.band("shawnee", 4, "pickaway-plains", "21.3", zv)
s.sachem("kaske", "pickaway-plains", "21.3", zv)
s.band("lenape", 4, "tuscarawas", "21.3", zv)
s.sachem("teedyuscung", "tuscarawas", "21.3", zv)
s.place("captive", 3, "tuscarawas", "21.3", zv)
s.band("lenape", 2, "kuskusky", "21.3", zv)
s.sachem("shingas", "kuskusky", "21.3", zv)
s.band("miami", 3, "kekionga", "21.3", zv)
s.sachem("cold-foot", "kekionga", "21.3", zv)
s.place("captive", 3, "kekionga", "21.3", zv)
s.band("miami", 2, "mississinewa", "21.3", zv)
s.sachem("michikiniqua", "mississinewa", "21.3", zv)
s.band("mingo", 4, "mingo-town", "21.3", zv)
s.sachem("guyasuta", "mingo-town", "21.3", zv)
s.place("captive", 2, "mingo-town", "21.3", zv)
s.band("menominee", 4, "menominee-fox-river", "21.3", zv)
s.sachem("oshkosh", "menominee-fox-river", "21.3", zv)
s.place("captive", 1, "menominee-fox-river", "21.3", zv)
for n, sa, v in (("kickapoo", "le-loup", "kickapoo-wabash"), ("mascouten", "manso", "mascouten-town"), ("piankeshaw", "grelot", "vermilion"),
                 ("potawatomi", "washee", "potawatomi-st-joseph"), ("wea", "wapamanqua", "wea-town")):
    s.band(n, 2, v, "21.3", zv)
    s.sachem(sa, v, "21.3", zv)
s.fill_nations("21.3", "Remaining Indian units go to their nation boxes; Neolin is not placed on the map (21.3).")
s.place("war-belt", 2, "reinforcements-shawnee", "21.1", "one or two nation boxes of the Nations player's choice")
# British
src = "21.3"
s.fp("black-watch", 2, "fort-detroit", src)
s.fp("royal-americans", 4, "fort-detroit", src)
s.fp("militia", 6, "fort-detroit", src)
s.place("french-militia-1", 2, "fort-detroit", src)
s.place("artillery", 1, "fort-detroit", src)
s.place("supply", 2, "fort-detroit", src)
s.place("ship-boston", 1, "fort-detroit", src)
s.place("ship-beaver", 1, "fort-detroit", src)
s.officer("gladwin", "fort-detroit", src)
s.officer("rogers", "fort-detroit", src)
s.fp("black-watch", 5, "fort-niagara", src)
s.fp("royal-americans", 5, "fort-niagara", src)
s.fp("regulars", 4, "fort-niagara", src)
s.fp("militia", 4, "fort-niagara", src)
s.place("artillery", 2, "fort-niagara", src)
s.place("supply", 3, "fort-niagara", src)
for o in ("johnson", "wilkins", "bradstreet"):
    s.officer(o, "fort-niagara", src)
s.fp("indian-allies", 4, "twelve-mile-creek", src, "one space adjacent to Fort Niagara")
s.fp("black-watch", 4, "fort-pitt", src)
s.fp("royal-americans", 4, "fort-pitt", src)
s.fp("militia", 2, "fort-pitt", src)
s.place("artillery", 2, "fort-pitt", src)
s.place("supply", 3, "fort-pitt", src)
for o in ("bouquet", "montgomery", "ecuyer"):
    s.officer(o, "fort-pitt", src)
s.fp("indian-allies", 1, "eighteen-mile-creek", src, "one space adjacent to Fort Niagara",
     note="As printed, a second entry adjacent to Fort Niagara, listed after Fort Pitt; 21.4 has the matching entry adjacent to Fort Pitt, which may be meant.")
s.fp("regulars", 2, "fort-cumberland", src)
s.place("royal-americans-1", 1, "fort-cumberland", src)
s.fp("militia", 3, "fort-cumberland", src)
s.fp("indian-allies", 1, "great-meadows", src, "one space adjacent to Fort Cumberland")
s.place("royal-americans-1", 1, "fort-bedford", src)
s.fp("regulars", 2, "fort-bedford", src)
s.fp("militia", 2, "fort-bedford", src)
s.fp("regulars", 3, "fort-augusta", src)
s.place("militia-1", 1, "fort-augusta", src)
s.place("regulars-1", 1, "fort-allen", src)
s.place("militia-1", 1, "fort-allen", src)
s.fp("regulars", 6, "philadelphia", src)
s.fp("royal-americans", 2, "philadelphia", src)
s.place("artillery", 1, "philadelphia", src)
s.place("supply", 4, "philadelphia", src)
s.officer("gage", "philadelphia", src)
s.fill_british(src, "The remaining British units go to the Force Pool.")
s.props += [("auto-victory-nations", "razed:fort-pitt|fort-detroit", "21.3", None),
            ("auto-victory-british", "british:fort-de-chartres", "21.3", None),
            ("debt-vp-per-guineas", "5", "21.3", None),
            ("treaty-units-stay", "huron mississauga seneca", "21.3", "The 1 Huron, 1 Mississauga and 4 Seneca FP and Kiasutha stay on the map despite the treaties; once removed they may not return.")]
s.rules.append(("debt", "21.3", "The Nations earn 1 VP for every 5 Guineas of British war debt, rounded up."))
s.victory = ("21.3", "More VP than the opponent. Automatic victory: the Nations if Fort Pitt or Fort Detroit is razed; the British if Fort de Chartres comes under British control.")
ALL.append(s)

# ---------------------------------------------------------------- 1765
s = Scen("conclusion-1765", "The Inconclusive Conclusion: Spring, Summer and Fall 1765",
         "Pontiac's influence wanes, Charlot Kaske seeks French help in New Orleans and the British turn to diplomacy to reach the Illinois country. Historical scenario of three turns.", 9, 11, "21.4")
hist_common(s, 1765, 50, 10, 10, 6, 11, 11, "21.4")
src = "21.4"
for n in ("huron", "mississauga", "miami", "shawnee", "seneca"):
    s.place("treaty", 1, f"reinforcements-{n}", src)
brit_forts = ["fort-niagara", "fort-detroit", "fort-pitt", "fort-bedford", "fort-cumberland", "fort-augusta", "fort-allen", "philadelphia"]
dbf = dist_from(brit_forts)
for n in ("ottawa", "ojibwa"):
    near = sorted(VILLAGES_OF[n], key=lambda v: (dbf[v], v))[:4]
    for v in near:
        s.place("razed-village", 1, v, src, f"the 4 {n.capitalize()} villages closest to British forts")
razed_common(s, src)
s.band("ottawa", 4, "kekionga", src, "any Miami villages")
s.sachem("pontiac", "kekionga", src, "any Miami villages")
s.band("ojibwa", 4, "mississinewa", src, "any Miami villages")
s.sachem("minavavana", "mississinewa", src, "any Miami villages")
s.band("lenape", 3, "wakatomika", src, "any Shawnee village")
s.sachem("shingas", "wakatomika", src, "any Shawnee village")
zv = "the nation's villages, at most 4 FP per village"
for n, fpv, sa, v in (("menominee", 3, "oshkosh", "menominee-fox-river"), ("kickapoo", 3, "le-loup", "kickapoo-wabash"),
                      ("mascouten", 3, "manso", "mascouten-town"), ("piankeshaw", 3, "grelot", "vermilion"),
                      ("potawatomi", 3, "washee", "potawatomi-st-joseph"), ("wea", 2, "wapamanqua", "wea-town")):
    s.band(n, fpv, v, src, zv)
    s.sachem(sa, v, src, zv)
za = "any nation's villages, at most 4 per village"
s.band("miami", 4, "eel-river", src, za, note="Stays despite the treaty; may be rallied but never returns once removed.")
s.sachem("cold-foot", "eel-river", src, za)
s.band("miami", 2, "wea-town", src, za)
s.band("miami", 1, "kickapoo-grand-village", src, za)
s.sachem("michikiniqua", "kickapoo-grand-village", src, za)
s.band("shawnee", 4, "lower-shawnee-town", src, za)
s.sachem("hokolesqua", "lower-shawnee-town", src, za)
s.band("shawnee", 4, "pickaway-plains", src, za)
s.sachem("kaske", "pickaway-plains", src, za)
s.fill_nations(src, "Remaining Indian units go to their nation boxes; the remaining Ottawa and Ojibwa units are removed from the game (21.4).",
               dest={"ottawa": "removed-from-play", "ojibwa": "removed-from-play"})
s.place("war-belt", 2, "reinforcements-lenape", "21.1", "one or two nation boxes of the Nations player's choice (not a nation under a Treaty)")
s.fp("royal-americans", 4, "fort-detroit", src)
s.fp("black-watch", 4, "fort-detroit", src)
s.fp("militia", 6, "fort-detroit", src)
s.place("french-militia-1", 1, "fort-detroit", src)
s.place("artillery", 1, "fort-detroit", src)
s.place("supply", 2, "fort-detroit", src)
s.place("ship-boston", 1, "fort-detroit", src)
s.place("ship-beaver", 1, "fort-detroit", src)
for o in ("gladwin", "rogers", "dalyell"):
    s.officer(o, "fort-detroit", src)
s.fp("black-watch", 3, "fort-niagara", src)
s.fp("royal-americans", 5, "fort-niagara", src)
s.fp("regulars", 4, "fort-niagara", src)
s.fp("militia", 2, "fort-niagara", src)
s.place("artillery", 2, "fort-niagara", src)
s.place("supply", 3, "fort-niagara", src)
for o in ("johnson", "wilkins", "bradstreet"):
    s.officer(o, "fort-niagara", src)
s.fp("indian-allies", 4, "twelve-mile-creek", src, "one space adjacent to Fort Niagara")
s.fp("black-watch", 4, "fort-pitt", src)
s.fp("royal-americans", 6, "fort-pitt", src)
s.place("regulars-1", 1, "fort-pitt", src)
s.fp("militia", 4, "fort-pitt", src)
s.place("artillery", 2, "fort-pitt", src)
s.place("supply", 3, "fort-pitt", src)
for o in ("bouquet", "montgomery", "ecuyer"):
    s.officer(o, "fort-pitt", src)
s.fp("indian-allies", 1, "bushy-run", src, "one space adjacent to Fort Pitt")
s.fp("royal-americans", 2, "fort-cumberland", src)
s.fp("regulars", 2, "fort-cumberland", src)
s.place("militia-1", 1, "fort-cumberland", src)
s.fp("royal-americans", 2, "fort-bedford", src)
s.fp("militia", 2, "fort-bedford", src)
s.fp("regulars", 3, "fort-augusta", src)
s.place("militia-1", 1, "fort-augusta", src)
s.place("regulars-1", 1, "fort-allen", src)
s.fp("militia", 2, "fort-allen", src)
s.fp("regulars", 6, "philadelphia", src)
s.place("artillery", 1, "philadelphia", src)
s.place("supply", 2, "philadelphia", src)
s.officer("gage", "philadelphia", src)
s.fill_british(src, "The remaining British units go to the Force Pool.")
s.props += [("auto-victory-nations", "razed:fort-pitt+fort-detroit&in-play:sachem-pontiac", src, None),
            ("auto-victory-british", "treaties-at-least:10&british:fort-de-chartres", src, None),
            ("debt-vp-per-guineas", "3", src, None),
            ("treaty-units-stay", "miami shawnee", src, "The Miami and Shawnee units stay despite the treaties; once removed they may not return."),
            ("razed-fort-list", "as 1764", R, "21.4 lists Augusta and Edward separately; the 1764 list's 'Edward Augusta' split by alphabetical sorting, and Fort Augusta is garrisoned, so the 11 forts of 1764 are razed (matching the objective marker on 11).")]
s.rules.append(("debt", src, "The Nations earn 1 VP for every 3 Guineas of British war debt, rounded up."))
s.victory = (src, "More VP than the opponent. Automatic victory: the Nations if Forts Pitt and Detroit are razed while Pontiac is still in play; the British if at least 10 treaties are made while Fort de Chartres is British controlled.")
ALL.append(s)

# ---------------------------------------------------------------- campaign
s = Scen("campaign", "Pontiac's War: the Full Campaign 1763-1765",
         "The whole war from the first strikes in the Spring of 1763 to the Fall of 1765, with Winters between the years. Start from the 1763 setup.", 1, 11, "21.5")
hist_common(s, 1763, 10, 0, 15, 5, 0, 0, "21.5", "1763 setup (21.2): objective marker beside the track.")
rising_setup(s, "21.5")
s.props += [("years", "1763 1764 1765", "21.5", None),
            ("winter-turns", "4 8", R, "Winters between the years are played as turns (digest 8.46); the 1765 Winter is not."),
            ("vp-reset", "differential", "21.5", "Each new year the side ahead starts with the difference, the other with 0."),
            ("carry-over", "units guinea-debt arms razed-forts", "21.5", None),
            ("debt-vp-per-guineas", "3", "21.5", None),
            ("village-vp", "on-treaty:villages-destroyed", "21.5", "No VP for a single village; when a nation's last village falls the British gain VP equal to the villages destroyed and place a Treaty marker."),
            ("amherst-draw-down", "turn:3 fp:10 regular-steps:8", "21.5", None),
            ("auto-victory-nations-1763", "razed:fort-pitt+fort-detroit", "21.5", None),
            ("auto-victory-british-1763", "razed-forts-fewer-than:13", "21.5", "If the Indians fail to raze more than 12 forts."),
            ("auto-victory-nations-1764", "razed:fort-pitt|fort-detroit", "21.5", None),
            ("auto-victory-british-1764", "british:fort-de-chartres&no-siege-of-value:2-3", "21.5", None),
            ("auto-victory-nations-1765", "razed:fort-pitt+fort-detroit&in-play:sachem-pontiac", "21.5", None),
            ("auto-victory-british-1765", "treaties-at-least:10&british:fort-de-chartres", "21.5", None)]
s.rules += [("draw-down", "21.5", "Amherst's Draw-Down: in the British Reinforcement Phase of Fall 1763 the British remove 10 FP to the Force Pool, 8 of them from Regulars, Royal Americans or Black Watch."),
            ("oh-no", "21.5", "OH NO! cards whose text was used stay in play; those still in hand at the end of a year count against their holder and are removed."),
            ("villages", "21.5", "No VP for razing a single village; when all of a nation's villages are destroyed the British gain VP equal to the number destroyed and place a Treaty marker."),
            ("debt", "21.5", "The Nations earn 1 VP for every 3 Guineas of British war debt, rounded up."),
            ("years", "21.5", "Each year follows that year's special rules and automatic victory conditions, but not the later setups' razed villages, settlements, forts and treaties. Units on the map after winter attrition, the Guinea debt, the Arms points and the Razed Fort level carry over; VP are reset to the difference.")]
s.victory = ("21.5", "More VP than the opponent at the end of 1765, with each year's automatic victories checked in turn.")
ALL.append(s)

OPTIONS = [("overconfidence", False, "18.1", "British Overconfidence", "On turn one the British may borrow no more than 10 Guineas."),
           ("nation-activation", False, "18.2", "Nation Activation", "Roll each year for the nations marked ? on the Activation Chart."),
           ("no-cards", False, "18.3", "Eliminate Combat Cards", "No cards; the Nations gain 2 Arms points each season."),
           ("indian-advantage", False, "18.4", "Indian Advantage", "Sachems 2 FP, +1 War Belt rolls, automatic captives, rifle proficiency, VP for Arms above 5."),
           ("british-advantage", False, "18.5", "British Advantage", "Leaders +1 FP, retreat at any odds, bayonet charge, Nations lose VP for Arms below 5."),
           ("philadelphia-threatened", False, "18.6", "Philadelphia Threatened", "If Fort Augusta or Fort Bedford is razed: 10 Guineas of debt and an 8 FP + 2 Supply reaction force in Philadelphia the next turn.")]
for s in ALL:
    if not s.id[1] == "-":
        s.options = list(OPTIONS)
    s.write()
print("scenarios:", ", ".join(s.id for s in ALL), file=sys.stderr)
