#!/usr/bin/env python3
"""Generate data/games/geronimo/board.xml.

Outlines come from tools/geronimo-geo.py (GMT DCW state and country
polygons, simplified); they are cached in /tmp/geronimo-outlines.json.
Run from the repository root:  python3 tools/geronimo-board.py
"""
import importlib.util
import json
import os
from xml.sax.saxutils import escape, quoteattr

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE = "/tmp/geronimo-outlines.json"


def outlines():
    if os.path.exists(CACHE):
        return json.load(open(CACHE))
    spec = importlib.util.spec_from_file_location("geo", os.path.join(ROOT, "tools", "geronimo-geo.py"))
    geo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(geo)
    o = {a: geo.outline(a) for a in geo.AREAS}
    json.dump(o, open(CACHE, "w"))
    return o


R = "reconstructed"

# Area names with a form of their own in other languages (Californie,
# Nouveau-Mexique, Dakota du Nord, Territoire indien...); the other State
# names are written alike and keep translate="no" (po-data/GLOSSARY-fr.md).
TRANSLATED_NAMES = {"California", "New Mexico", "North Dakota", "South Dakota", "Indian Territory"}
NO = ' translate="no"'

# id, name, lat, lon, terrain, survival, statehood, buffalo, start-state, edge
# Values with a rule number come from the text; the rest are reconstructed.
AREAS = [
    ("washington", "Washington", 47.4, -120.5, "mountain", 18, 10, False, False, "west"),
    ("oregon", "Oregon", 43.9, -120.6, "mountain", 20, 9, False, False, "west"),
    ("california", "California", 37.2, -119.6, "mountain", 24, 12, False, True, "west"),
    ("nevada", "Nevada", 39.3, -116.8, "mountain", 12, 8, False, False, None),
    ("idaho", "Idaho", 43.8, -114.6, "mountain", 18, 10, False, False, None),
    ("montana", "Montana", 47.0, -109.6, "mountain", 24, 12, True, False, None),
    ("wyoming", "Wyoming", 43.0, -107.5, "mountain", 20, 10, True, False, None),
    ("utah", "Utah", 39.3, -111.7, "mountain", 14, 14, False, False, None),
    ("colorado", "Colorado", 39.0, -105.5, "mountain", 18, 10, True, False, None),
    ("arizona", "Arizona", 34.3, -111.7, "mountain", 16, 14, False, False, None),
    ("new-mexico", "New Mexico", 34.4, -106.1, "mountain", 16, 14, True, False, None),
    ("north-dakota", "North Dakota", 47.5, -100.5, "plains", 18, 10, True, False, None),
    ("south-dakota", "South Dakota", 44.4, -100.2, "plains", 22, 10, True, False, "east"),
    ("nebraska", "Nebraska", 41.5, -99.8, "plains", 18, 9, True, False, "east"),
    ("kansas", "Kansas", 38.5, -98.4, "plains", 18, 8, True, False, "east"),
    ("indian-territory", "Indian Territory", 35.5, -97.5, "plains", 8, 12, True, False, "east"),
    ("texas", "Texas", 31.5, -99.3, "mountain", 22, 6, True, True, "east"),
    ("minnesota", "Minnesota", 46.3, -94.3, "plains", 16, 6, False, False, "east"),
]

SURVIVAL_SRC = {"california": ("6.6", None), "arizona": ("6.6", None),
                "idaho": ("6.65", "Idaho's Survival Level of 18 is stated in the 6.65 example.")}
STATEHOOD_SRC = {"minnesota": ("10.21", "Minnesota's Statehood Level of 6 is stated in the 10.21 example.")}

SURVIVAL_NOTE = ("Printed on the map, not in the text. Chosen from the Area's size and "
                 "game: Plains and buffalo Areas high, desert Areas low; the Indian "
                 "Territory low because of the relocated eastern Tribes (6.6).")
STATEHOOD_NOTE = ("Printed on the map, not in the text. Chosen so that the Basic-game "
                  "States meet maintenance with their 3.44 Resources (Texas 6, Kansas 9, "
                  "Nevada 12+, Oregon 10, California 24 RP) and so that historical "
                  "admission order (Minnesota and Oregon first, Utah, New Mexico and "
                  "Arizona last) is the easy path.")
TERRAIN_NOTE = ("The green Plains/Mountain line is printed on the map, not in the text. "
                "Texas is Mountain per the 7.55 example, so the line is drawn from the "
                "Canadian border between Montana and North Dakota, south between the "
                "Rockies Areas and the Plains Areas, and east along the Red River "
                "between Texas and the Indian Territory: the Dakotas, Nebraska, Kansas, "
                "the Indian Territory and Minnesota are Plains, every other Area Mountain.")
BUFFALO_NOTE = ("Buffalo icons are printed on the map, not in the text. Given to the Areas "
                "of the 1850 bison range: the Plains Areas except Minnesota, plus Montana, "
                "Wyoming, Colorado, eastern New Mexico and Texas.")
EDGE_NOTE = ("Which Areas touch the map edges is printed on the map (5.241 needs it). "
             "West edge: the Pacific Areas. East edge: the Areas bordering the gray strip "
             "of eastern States (Iowa, Missouri, Arkansas, Louisiana, Wisconsin).")

BORDERS = [
    ("washington", "oregon"), ("washington", "idaho"),
    ("oregon", "idaho"), ("oregon", "nevada"), ("oregon", "california"),
    ("california", "nevada"), ("california", "arizona"),
    ("nevada", "idaho"), ("nevada", "utah"), ("nevada", "arizona"),
    ("idaho", "montana"), ("idaho", "wyoming"), ("idaho", "utah"),
    ("montana", "wyoming"), ("montana", "north-dakota"), ("montana", "south-dakota"),
    ("wyoming", "utah"), ("wyoming", "colorado"), ("wyoming", "south-dakota"), ("wyoming", "nebraska"),
    ("utah", "colorado"), ("utah", "arizona"),
    ("colorado", "new-mexico"), ("colorado", "nebraska"), ("colorado", "kansas"), ("colorado", "indian-territory"),
    ("arizona", "new-mexico"),
    ("new-mexico", "indian-territory"), ("new-mexico", "texas"),
    ("north-dakota", "south-dakota"), ("north-dakota", "minnesota"),
    ("south-dakota", "nebraska"), ("south-dakota", "minnesota"),
    ("nebraska", "kansas"),
    ("kansas", "indian-territory"),
    ("indian-territory", "texas"),
]
# Border pairs the text itself confirms.
BORDER_SRC = {("montana", "wyoming"): "6.73", ("wyoming", "colorado"): "5.351",
              ("montana", "north-dakota"): "6.73", ("north-dakota", "south-dakota"): "6.75",
              ("arizona", "new-mexico"): "9.2A"}
CORNERS = [("colorado", "arizona"), ("utah", "new-mexico")]
FOREIGN = [("california", "mexico"), ("arizona", "mexico"), ("new-mexico", "mexico"), ("texas", "mexico"),
           ("washington", "canada"), ("idaho", "canada"), ("montana", "canada"),
           ("north-dakota", "canada"), ("minnesota", "canada")]


def a(v):
    return quoteattr(str(v))


def fmt_ring(r):
    return " ".join(f"{x:g},{y:g}" for x, y in r)


def prop(name, value, source, note=None):
    s = f'<prop name="{name}" value={a(value)} source={a(source)}'
    if note:
        s += f" note={a(note)}"
    return s + "/>"


def main():
    o = outlines()
    L = []
    w = L.append
    w('<?xml version="1.0" encoding="UTF-8"?>')
    w('<!-- Geronimo (Avalon Hill 1994, R. H. Berg): the area map of the trans-Mississippi West.')
    w('     Generated by tools/geronimo-board.py; outlines from GMT DCW (tools/geronimo-geo.py). -->')
    w('<board game="geronimo" source="2.1" note="The map shows the western United States divided into Areas that are the present-day States (2.1); the Indian Territory is present-day Oklahoma. Outlines are the modern State outlines from GMT DCW, simplified.">')
    w('  <projection lat0="37.5" lon0="-107" scale="160" west="-125.0" east="-89.0" south="25.0" north="50.0"/>')
    w('  <spaces>')
    for (sid, name, lat, lon, terr, surv, state, buff, start_state, edge) in AREAS:
        w(f'    <space id="{sid}" kind="area" terrain="{terr}" lat="{lat}" lon="{lon}" source="2.1">'
          f'<name{"" if name in TRANSLATED_NAMES else NO}>{escape(name)}</name>')
        w(f'      <feature kind="fort" source="5.61" note="Every Area has a Fort box (5.61); Columns inside it are In Fort.">'
          f'{prop("box", "fort-" + sid, "5.61")}</feature>')
        if buff:
            src, note = ("9.2G", "The Indian Territory must carry a Buffalo icon: 9.2G forbids Buffalo Skulls there until the Oklahoma Land Rush.") if sid == "indian-territory" else (R, BUFFALO_NOTE)
            w(f'      <feature kind="buffalo" source="{src}" note={a(note)}/>')
        for ring in o[sid]:
            w(f'      <outline>{fmt_ring(ring)}</outline>')
        ss, sn = SURVIVAL_SRC.get(sid, (R, SURVIVAL_NOTE))
        w('      ' + prop("survival", surv, ss, sn))
        hs, hn = STATEHOOD_SRC.get(sid, (R, STATEHOOD_NOTE))
        w('      ' + prop("statehood", state, hs, hn))
        if sid == "texas":
            w('      ' + prop("terrain", terr, "7.55", "The 7.55 example calls Texas a Mountain State."))
        else:
            w('      ' + prop("terrain", terr, R, TERRAIN_NOTE))
        if sid == "indian-territory":
            w('      ' + prop("buffalo", "true", "9.2G", "Implied by 9.2G (Skulls barred until the Land Rush)."))
        else:
            w('      ' + prop("buffalo", "true" if buff else "false", R, BUFFALO_NOTE))
        if start_state:
            w('      ' + prop("initial-status", "state", "2.1", "Texas and California are States when the game begins; their Statehood number is used only for maintenance (2.12, 10.3)."))
        else:
            w('      ' + prop("initial-status", "territory", "2.1"))
        if edge:
            w('      ' + prop("map-edge", edge, R, EDGE_NOTE))
        if sid == "indian-territory":
            w('      ' + prop("closed-until", "oklahoma-land-rush", "5.21", "No Settlements or other Resources (5.21, 9.2DD) and no Buffalo Skulls (9.2G) until the Territorial Problems card is played as the Oklahoma Land Rush."))
            w('      ' + prop("also-called", "Indian Territories; Oklahoma", "6.6"))
        w('    </space>')
    # off-map and non-playable
    w('    <space id="mexico" kind="foreign" lat="28.6" lon="-105.5" source="6.23" note="Off-map country: Villages in adjacent Areas may relocate into it and back (6.23, 6.24); War Parties may not enter (6.36); a Raid target for Mexico Raiders (6.43). Drawn as the real country clipped to the board.">'
      '<name>Mexico</name>')
    for ring in o["mexico"]:
        w(f'      <outline>{fmt_ring(ring)}</outline>')
    w('      ' + prop("raid-target", "true", "6.43"))
    w('      ' + prop("raid-vp", 2, "6.44"))
    w('      ' + prop("survival-table", "foreign-government", "6.25"))
    w('    </space>')
    w('    <space id="canada" kind="foreign" lat="49.5" lon="-108" source="6.23" note="Off-map country: Villages in adjacent Areas may relocate into it and back (6.23, 6.24); War Parties may not enter (6.36). Drawn as the strip of Canada inside the board.">'
      '<name>Canada</name>')
    for ring in o["canada"]:
        w(f'      <outline>{fmt_ring(ring)}</outline>')
    w('      ' + prop("survival-table", "foreign-government", "6.25"))
    w('    </space>')
    w('    <space id="eastern-states" kind="gray" lat="38.3" lon="-92.5" source="6.36" note="The gray area along the eastern edge of the map, closed to War Parties (6.36). The text names no State in it; drawn as the States east of the playable Areas (Iowa, Missouri, Arkansas, Louisiana, Wisconsin and the slivers of the States east of them inside the board). It has no connections: it only marks the eastern map edge for the Transcontinental Railroad (5.241).">'
      '<name>Eastern States</name>')
    for ring in o["eastern-states"]:
        w(f'      <outline>{fmt_ring(ring)}</outline>')
    w('      ' + prop("reachable", "no", "6.36", "Not a playable Area: nothing enters it."))
    w('    </space>')
    w('  </spaces>')

    w('  <connections>')
    for f, t in BORDERS:
        src = BORDER_SRC.get((f, t), R)
        note = "" if src != R else ' note="Shared border of the modern State outlines (2.1 makes the Areas the present-day States)."'
        w(f'    <connection from="{f}" to="{t}" kind="border" source="{src}"{note}/>')
    for f, t in CORNERS:
        w(f'    <connection from="{f}" to="{t}" kind="corner" source="5.241" note="The Four Corners: named by 5.241 and 5.341 as adjacent at the corner."/>')
    for f, t in FOREIGN:
        w(f'    <connection from="{f}" to="{t}" kind="foreign-border" source="6.23" note="Areas along the international border; which Areas touch Mexico or Canada follows the modern border (reconstructed list, rule from 6.23)."/>')
    w('  </connections>')

    w('  <boxes>')
    B = []
    b = B.append
    b(("on-reservation", "holding", "all", "8.15", "On Reservation", "Tribal Cards and Village markers (with their BPs) of Tribes On Reservation (8.15). The Basic-game reservation strengths are printed above it (3.46).", []))
    b(("in-prison", "holding", "all", "7.81", "In Prison", "Chiefs imprisoned when their Tribe goes On Reservation (7.81); freed by Parole (7.82, 9.2P).", []))
    b(("us-reserve", "pool", "all", "5.344", "US Reserve", "Unused US BPs and Artillery, and Commanders drawn but not yet given a Column (5.343, 5.344); open to inspection (5.32).", []))
    b(("commander-cup", "cup", "none", "4.22", "Commander cup", "Commanders are drawn from it at random each Turn and return to it at the end of the Turn (4.22, 4.72).", []))
    b(("acw-commander-cup", "cup", "none", "5.44", "Civil War cup", "The separate cup in which all Commanders in play are pooled when the American Civil War is played, half of them being redrawn (5.44).", []))
    b(("mine-cup", "cup", "none", "5.23", "Mine cup", "Undrawn Mines; a Resource DR of 0 draws one (5.23).", []))
    b(("side-cup", "cup", "none", "3.31", "Side determination cup", "One red Indian marker per Indian player plus the blue US marker, drawn each Turn (3.31).", []))
    b(("chiefs-available", "holding", "all", "3.5", "Chiefs", "Chief markers set aside within reach; they are used when available, never drawn at random (3.5, 6.51).", []))
    b(("shaman-deck", "deck", "none", "2.23", "Shaman deck", "The undealt Shaman Cards, face down (4.21).", []))
    b(("shaman-discard", "discard", "all", "9.11", "Shaman discards", "Played and discarded Shaman Cards of this Turn; shuffled back into the deck at the next Card Distribution (9.11, 9.12, 4.71).", []))
    b(("shaman-in-effect", "holding", "all", "9.15", "Cards in effect", "Shaman Cards displayed while their effect lasts: Telegraph, Springfield Rifle, Gatling Guns, Peace Policy, Reform Movement (9.15, 4.71).", []))
    b(("shaman-removed", "eliminated", "all", "4.71", "Removed Shaman Cards", "Once-only cards out of the game after play (the Civil War, Mormons, the Land Rush) and cards a scenario leaves out (3.42, 11.33).", []))
    b(("shaman-set-aside", "holding", "none", "11.33", "Shaman cards set aside", "Solitaire: the cards below the top 30 of the shuffled deck, unused this Turn (11.33).", []))
    b(("tribal-deck", "deck", "none", "2.21", "Tribal deck", "Undealt Tribal Cards; the Tribes in it are Inactive this Turn (4.21). Sand Creek draws from it (12.13).", []))
    b(("on-reservation-spares", "holding", "all", "2.22", "Spare On Reservation cards", "The four On Reservation cards, kept out of the Tribal deck until a Village of a multi-Village Tribe goes On Reservation (2.22, 8.18).", []))
    b(("extinct", "eliminated", "all", "6.66", "Extinct", "Tribal Cards and Villages of Extinct Tribes (6.66, 4.71).", []))
    b(("dead-leaders", "eliminated", "all", "7.8", "Killed leaders", "Commanders and Chiefs killed in battle or by Shaman Medicine, out of the game (5.43, 7.8, 9.2Z).", []))
    b(("solitaire-did-nothing", "holding", "all", "11.37", "Tribes that did nothing", "Solitaire: used Tribal Cards whose Tribe took no action (doubling its SPs) (11.37).", []))
    b(("solitaire-operated", "holding", "all", "11.37", "Tribes that operated", "Solitaire: used Tribal Cards whose Tribe operated (11.37).", []))
    for s in range(1, 6):
        b((f"hand-shaman-{s}", "hand", "none", "3.5", f"Shaman hand, seat {s}",
           f"The Shaman Cards dealt to the player in seat {s} this Turn (3.5D). Only that player may look at it; the format has no per-player visibility and seats change sides every Turn, so the box is hidden from everyone and the Geronimo rules show it to its seat (prop visible-to).",
           [("seat", str(s), "3.5"), ("visible-to", "seat", "3.5")]))
        b((f"hand-tribal-{s}", "hand", "none", "3.5", f"Tribal hand, seat {s}",
           f"The Tribal Cards (Active Tribes) held by the player in seat {s} this Turn; hidden from the others until a Tribe is activated (3.5B, 4.21). Hidden from everyone in the format; the Geronimo rules show it to its seat (prop visible-to).",
           [("seat", str(s), "3.5"), ("visible-to", "seat", "3.5")]))
    for (sid, name, *_rest) in AREAS:
        b((f"fort-{sid}", "holding", "all", "5.61", f"Fort, {name}",
           f"The Fort box of {name}: Columns in it are In Fort (5.34, 5.61).", [("area", sid, "5.61")]))
    for (bid, kind, vis, src, name, note, props) in B:
        sd = ' side="us"' if bid == "us-reserve" else ""
        w(f'    <box id="{bid}" kind="{kind}" visibility="{vis}"{sd} source="{src}" note={a(note)}><name>{escape(name)}</name>'
          + "".join(prop(n, v, s) for n, v, s in props) + '</box>')
    w('  </boxes>')

    w('  <tracks>')
    w('    <track id="turn" min="1" max="8" source="11.1" note="The Campaign Game has eight Turns of five years (2.5, 11.1); the Basic Game plays Turns 4-7 (3.41)."><name>Turn</name>')
    w('      <marker id="turn" source="4.1"><name>Turn</name></marker>')
    TT = {
        1: ("1851-55", "6", "11.11D", "1", "11.11D", "0", "11.11D"),
        2: ("1856-60", "8", R, "1", R, "4", "4.23"),
        3: ("1861-65", "10", "4.22", "1", R, "4", "4.23"),
        4: ("1866-70", "12", R, "2", R, "4", "4.23"),
        5: ("1871-75", "14", R, "2", R, "4", "4.23"),
        6: ("1876-80", "14", R, "2", R, "4/6", "13"),
        7: ("1881-85", "formula", "5.46", "2", R, "6", "4.23"),
        8: ("1886-90", "formula", "5.46", "1", R, "6", "4.23"),
    }
    for n, (years, cmd, cs, art, asrc, dice, dsrc) in TT.items():
        ysrc = "11.11D" if n == 1 else ("11.12" if n == 3 else "2.5")
        w(f'      <square value="{n}" source="{ysrc}" note="Years: Turn 1 is 1851-55 (11.11D) and each Turn is five years (2.5)."><label>{years}</label>')
        cnote = {R: "The Turn Track's Commander numbers are not in the text; chosen to rise from Turn 1's 6 (11.11D) through Turn 3's 10 (4.22 example) towards the 5.46 formula's typical 15 at Turn 7.",
                 "5.46": "Turns 7 and 8 use 24 - States + half the Tribes in play (5.46); see table commander-formula.",
                 "11.11D": "Six Commanders are drawn on Turn 1 (11.11D).",
                 "4.22": "The 4.22 example draws ten Commanders at the start of Turn 3."}[cs]
        w('        ' + prop("commanders", cmd, cs, cnote))
        anote = ("Turn 1's single Artillery marker is the 11.11D start." if asrc != R else
                 "5.51 says one or two new Artillery per Turn as printed on the Turn Track (3.5C says two); the per-Turn split is not in the text: one in the early and last Turns, two in the years of the big campaigns.")
        w('        ' + prop("artillery", art, asrc, anote))
        dnote = {"11.11D": "No BP roll on Turn 1 of the Campaign except through Public Outrage (4.23, 11.11D).",
                 "4.23": "4.23: four dice before the Civil War, six after it; the Turn Track prints the number expected.",
                 "13": "Errata: the Turn 6 box reads 4/6 dr* (four dice if the Civil War takes effect automatically that Turn, six if it came earlier)."}[dsrc]
        w('        ' + prop("bp-dice", dice, dsrc, dnote))
        w('      </square>')
    w('    </track>')
    w('    <track id="vp" min="-100" max="500" source="10.1" note="Each player keeps one running VP total whatever side he plays (3.1, 10.1); recorded on the Tally Sheet (2). Totals can fall below zero (6.66, 10.31)."><name>Victory points</name>')
    for s in range(1, 6):
        w(f'      <marker id="vp-seat-{s}" source="10.1"><name>VP, seat {s}</name></marker>')
    w('    </track>')
    w('    <track id="us-round" min="0" max="15" source="5.33" note="Counts the US player\'s Rounds in the Turn: Column Played markers are red in odd and blue in even US Rounds (5.33), and the count carries across Turns when the last Round is odd."><name>US Round</name>')
    w('      <marker id="us-round" side="us" source="5.33"><name>US Round</name></marker>')
    w('    </track>')
    w('  </tracks>')
    w('</board>')
    out = os.path.join(ROOT, "data", "games", "geronimo", "board.xml")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    open(out, "w").write("\n".join(L) + "\n")


if __name__ == "__main__":
    main()
