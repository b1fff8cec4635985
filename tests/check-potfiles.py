#!/usr/bin/env python3
"""Checks that the POTFILES.in of both gettext domains are complete.

po/POTFILES.in (domain "blockhouse") must list every C and GtkBuilder file
under src/, editor/ and ui/ that marks strings for translation (_(), N_(),
C_(), NC_(), Q_(), ngettext or translatable="yes"), and nothing that does not
exist.  po-data/POTFILES.in (domain "blockhouse-data") must list every game
data file, data/games/<game>/*.xml and data/games/<game>/scenarios/*.xml, and
nothing that does not exist.

Usage: check-potfiles.py [SOURCE_ROOT]
       check-potfiles.py --self-test     (proves that the checks fail)
"""
import os
import re
import sys
import tempfile

MARKERS = re.compile(
    r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|Q_)\s*\('
    r'|ngettext'
    r'|translatable\s*=\s*"(?:yes|true|1)"')
CODE_DIRS = ('src', 'editor', 'ui')
CODE_SUFFIXES = ('.c', '.ui')


def read_potfiles(path):
    entries = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                entries.append(line)
    return entries


def files_with_markers(root):
    found = set()
    for top in CODE_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            for name in filenames:
                if not name.endswith(CODE_SUFFIXES):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    if MARKERS.search(f.read()):
                        found.add(os.path.relpath(path, root).replace(os.sep, '/'))
    return found


def data_files(root):
    found = set()
    games = os.path.join(root, 'data', 'games')
    if not os.path.isdir(games):
        return found
    for game in sorted(os.listdir(games)):
        for sub in ('', 'scenarios'):
            folder = os.path.join(games, game, sub)
            if not os.path.isdir(folder):
                continue
            for name in os.listdir(folder):
                if name.endswith('.xml'):
                    found.add('/'.join(filter(None, ['data/games', game, sub, name])))
    return found


def check_domain(root, potfiles, wanted, what):
    problems = []
    path = os.path.join(root, potfiles)
    if not os.path.isfile(path):
        return ['%s: missing' % potfiles]
    entries = read_potfiles(path)
    seen = set()
    for entry in entries:
        if entry in seen:
            problems.append('%s lists %s twice' % (potfiles, entry))
        seen.add(entry)
        if not os.path.isfile(os.path.join(root, entry)):
            problems.append('%s lists %s, which does not exist' % (potfiles, entry))
    for missing in sorted(wanted - seen):
        problems.append('%s does not list %s (%s)' % (potfiles, missing, what))
    return problems


def check(root):
    problems = check_domain(root, 'po/POTFILES.in', files_with_markers(root),
                            'it marks strings for translation')
    problems += check_domain(root, 'po-data/POTFILES.in', data_files(root),
                             'game data is translated in the blockhouse-data domain')
    return problems


def self_test():
    """Each broken tree must fail, the complete one must pass."""
    def tree(files):
        d = tempfile.TemporaryDirectory(prefix='bh-potfiles-')
        for name, text in files.items():
            path = os.path.join(d.name, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w', encoding='utf-8') as f:
                f.write(text)
        return d

    good = {
        'po/POTFILES.in': '# comment\nsrc/app/a.c\nui/w.ui\n',
        'po-data/POTFILES.in': 'data/games/g/game.xml\ndata/games/g/scenarios/s.xml\n',
        'src/app/a.c': 'x = _("Hello");\n',
        'src/app/b.c': 'g_strdup_printf ("%d", n); foo_(1);\n',
        'ui/w.ui': '<property name="label" translatable="yes">Hi</property>\n',
        'data/games/g/game.xml': '<game/>\n',
        'data/games/g/scenarios/s.xml': '<scenario/>\n',
    }
    cases = {
        'complete': ({}, True),
        'unlisted C file': ({'src/app/c.c': 'x = ngettext ("a", "b", n);\n'}, False),
        'unlisted editor file': ({'editor/e.c': 'x = C_("ctx", "a");\n'}, False),
        'unlisted ui file': ({'ui/v.ui': '<attribute translatable="yes">a</attribute>\n'}, False),
        'listed file missing': ({'po/POTFILES.in': good['po/POTFILES.in'] + 'src/gone.c\n'}, False),
        'unlisted scenario': ({'data/games/g/scenarios/t.xml': '<scenario/>\n'}, False),
        'unlisted data file': ({'data/games/h/board.xml': '<board/>\n'}, False),
        'listed data file missing': ({'po-data/POTFILES.in': good['po-data/POTFILES.in'] + 'data/games/x/game.xml\n'}, False),
    }
    failures = 0
    for name, (change, should_pass) in cases.items():
        files = dict(good)
        files.update(change)
        with tree(files) as root:
            problems = check(root)
        ok = (not problems) == should_pass
        print('%s %s: %s' % ('ok' if ok else 'FAIL', name, '; '.join(problems) or 'passes'))
        failures += not ok
    return 1 if failures else 0


def main(argv):
    if argv[1:] == ['--self-test']:
        return self_test()
    root = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    problems = check(root)
    for p in problems:
        print(p, file=sys.stderr)
    if not problems:
        print('po/POTFILES.in and po-data/POTFILES.in are complete')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
