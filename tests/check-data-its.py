#!/usr/bin/env python3
"""Checks that xgettext, through data/its/blockhouse-data.its, extracts from
the game data exactly the strings the engine looks up at run time.

The engine (src/engine/bh-xml.c, bh_xml_text) translates the text of <name>,
<short-name>, <title>, <subtitle>, <description>, <credits>, <text>, <label>,
table <column> and die <face> elements in the domain "blockhouse-data":
the parsed (unescaped) text with leading and trailing white space stripped,
never when the element says translate="no", with the "context" attribute as
pgettext context.  The window (bh_provenance_get_note) also looks up the
"note" attribute, as parsed, of every reconstructed <space>, <hex>,
<hexgrid> and <card>: the notes its tooltips show; no other note.  This script computes that set of (context, text) pairs
with Python's XML parser and compares it with the .pot xgettext writes, for
every game under data/games, the test game under tests/data/games, and a
small fixture that exercises context, translate="no", entities and white
space.  It prints the number of strings per game.

Usage: check-data-its.py [--xgettext PATH] [SOURCE_ROOT]
"""
import glob
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

TEXT_TAGS = {'name', 'short-name', 'title', 'subtitle', 'description',
             'credits', 'text', 'label'}
PARENT_TAGS = {('columns', 'column'), ('die', 'face')}
# Whose note="" the window shows when source="reconstructed": the map's
# tooltips (spaces, hexes, a hex grid) and the hand's cards.
NOTE_TAGS = {'space', 'hex', 'hexgrid', 'card'}
WHITESPACE = ' \t\n\r\f\v'   # what g_strstrip strips (g_ascii_isspace)

FIXTURE = {
    'game.xml': '''<?xml version="1.0" encoding="UTF-8"?>
<game id="fixture" format="1" source="1.0" note="not extracted">
  <title translate="no">Proper Name</title>
  <subtitle>
      Rangers &amp; Militia, 1790&#8211;1794
  </subtitle>
  <description>Two  spaces stay,
  and so does this line break.</description>
  <sides>
    <side id="red"><name context="side">Red</name><short-name translate="yes">R</short-name></side>
  </sides>
  <nations><nation id="red"><name context="nation">Red</name></nation></nations>
  <dice>
    <die id="event" faces="6" source="1"><name>Event die</name>
      <face value="1">Raid</face><face value="2" translate="no">Kekionga</face><face value="3"> </face>
    </die>
  </dice>
  <prop name="p" value="not extracted"/>
</game>
''',
    'counters.xml': '''<?xml version="1.0" encoding="UTF-8"?>
<counters>
  <unit-type id="u"><name>Militia</name>
    <face id="front" label="2-1"><name context="counter face">Front</name><value name="a" num="1"/></face>
  </unit-type>
</counters>
''',
    'tables.xml': '''<?xml version="1.0" encoding="UTF-8"?>
<tables>
  <table id="crt" source="1"><name>Combat &lt;Results&gt;</name>
    <columns><column key="a">1-1</column><column key="b"/><column key="c" translate="no">x</column></columns>
    <row key="r"><label>Roll "1"</label><cell>DR</cell></row>
  </table>
</tables>
''',
    'board.xml': '''<?xml version="1.0" encoding="UTF-8"?>
<board source="reconstructed" note="a board's note: not shown">
  <spaces>
    <space id="a" source="reconstructed" note="Placed from &quot;Hutchins&quot; &amp; the survey, 1778"><name>Fort A</name></space>
    <space id="b" source="2.1" note="printed: not shown"><name translate="no">B</name></space>
    <space id="c" source="reconstructed"><name>C</name></space>
  </spaces>
  <hexgrid id="g" cols="2" rows="1" terrain="clear" source="2.0" note="the grid is printed">
    <name>Grid</name>
    <hex col="1" row="1" source="reconstructed" note="Hex from the map's key"/>
    <hex col="2" row="1" source="2.0" note="printed hex"/>
  </hexgrid>
  <boxes><box id="x" source="reconstructed" note="a box's note: not shown"><name>Pool</name></box></boxes>
  <deck id="d"><card id="k" source="reconstructed" note="Card text read from 8.3"><title>Raid</title></card>
    <card id="l" source="8.4" note="a printed card"><title>Truce</title></card></deck>
</board>
''',
}
FIXTURE_EXPECTED = {
    (None, 'Rangers & Militia, 1790\u20131794'),
    (None, 'Two  spaces stay,\n  and so does this line break.'),
    ('side', 'Red'), (None, 'R'), ('nation', 'Red'),
    (None, 'Event die'), (None, 'Raid'),
    (None, 'Militia'), ('counter face', 'Front'),
    (None, 'Combat <Results>'), (None, '1-1'), (None, 'Roll "1"'),
    (None, 'Placed from "Hutchins" & the survey, 1778'), (None, 'Fort A'), (None, 'C'),
    (None, 'Grid'), (None, "Hex from the map's key"), (None, 'Pool'),
    (None, 'Card text read from 8.3'), (None, 'Raid'), (None, 'Truce'),
}


def expected_strings(paths):
    """What the engine passes to g_dgettext/g_dpgettext2 for these files."""
    found = set()
    for path in paths:
        root = ET.parse(path).getroot()
        parents = {child: parent for parent in root.iter() for child in parent}
        for el in root.iter():
            parent = parents.get(el)
            if el.tag in NOTE_TAGS and el.get('source') == 'reconstructed' and el.get('note'):
                found.add((None, el.get('note')))
            if el.tag not in TEXT_TAGS and (parent is None or (parent.tag, el.tag) not in PARENT_TAGS):
                continue
            if len(el):
                raise SystemExit('%s: <%s> has child elements; the engine reads text only' % (path, el.tag))
            if el.get('translate') == 'no':
                continue
            text = ''.join(el.itertext()).strip(WHITESPACE)
            if text:
                found.add((el.get('context'), text))
    return found


def unquote(s):
    s = s.strip()
    assert s.startswith('"') and s.endswith('"'), s
    out, i, s = [], 0, s[1:-1]
    escapes = {'n': '\n', 't': '\t', 'r': '\r', '"': '"', '\\': '\\', 'a': '\a',
               'b': '\b', 'f': '\f', 'v': '\v'}
    while i < len(s):
        if s[i] == '\\':
            out.append(escapes[s[i + 1]])
            i += 2
        else:
            out.append(s[i])
            i += 1
    return ''.join(out)


def read_pot(text):
    """(msgctxt, msgid) of every entry but the header."""
    entries, current, field = set(), {}, None

    def flush():
        if 'msgid' in current and current['msgid'] != '':
            entries.add((current.get('msgctxt'), current['msgid']))
        current.clear()

    for line in text.splitlines():
        if not line.strip():
            flush()
            field = None
        elif line.startswith('#'):
            continue
        elif line.startswith('"'):
            current[field] += unquote(line)
        else:
            keyword, rest = line.split(' ', 1)
            if keyword == 'msgctxt' and 'msgid' in current:
                flush()
            field = keyword
            current[field] = unquote(rest)
    flush()
    return entries


def extract(xgettext, its, paths):
    result = subprocess.run([xgettext, '--its=' + its, '--from-code=UTF-8', '--output=-'] + paths,
                            capture_output=True, text=True)
    if result.returncode != 0 or 'warning' in result.stderr:
        raise SystemExit('xgettext failed on %s:\n%s' % (' '.join(paths), result.stderr))
    return read_pot(result.stdout)


def compare(label, got, wanted):
    problems = []
    for ctx, msgid in sorted(wanted - got, key=str):
        problems.append('%s: the engine translates %r%s, xgettext does not extract it'
                        % (label, msgid, ' (context %r)' % ctx if ctx else ''))
    for ctx, msgid in sorted(got - wanted, key=str):
        problems.append('%s: xgettext extracts %r%s, which the engine never looks up'
                        % (label, msgid, ' (context %r)' % ctx if ctx else ''))
    return problems


def main(argv):
    args = argv[1:]
    xgettext = 'xgettext'
    if len(args) >= 2 and args[0] == '--xgettext':
        xgettext, args = args[1], args[2:]
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    its = os.path.join(root, 'data', 'its', 'blockhouse-data.its')

    problems = []
    with tempfile.TemporaryDirectory(prefix='bh-its-') as tmp:
        paths = []
        for name, text in FIXTURE.items():
            paths.append(os.path.join(tmp, name))
            with open(paths[-1], 'w', encoding='utf-8') as f:
                f.write(text)
        got = extract(xgettext, its, paths)
        problems += compare('fixture (xgettext)', got, FIXTURE_EXPECTED)
        problems += compare('fixture (engine model)', expected_strings(paths), FIXTURE_EXPECTED)

    games = sorted(glob.glob(os.path.join(root, 'data', 'games', '*'))) + \
        sorted(glob.glob(os.path.join(root, 'tests', 'data', 'games', '*')))
    total = set()
    for game in games:
        paths = sorted(glob.glob(os.path.join(game, '*.xml')) +
                       glob.glob(os.path.join(game, 'scenarios', '*.xml')))
        if not paths:
            continue
        label = os.path.relpath(game, root)
        got = extract(xgettext, its, paths)
        problems += compare(label, got, expected_strings(paths))
        if label.startswith('data/'):
            total |= got
        contexts = sum(1 for ctx, _ in got if ctx)
        print('%-28s %5d strings (%d with context) from %d files' % (label, len(got), contexts, len(paths)))
    print('%-28s %5d distinct strings' % ('data/games (all)', len(total)))

    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
