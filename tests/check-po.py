#!/usr/bin/env python3
"""Runs `msgfmt --check` on every .po file of the given folders.

msgfmt --check verifies the PO syntax, the header, that every translated
message keeps the format directives of its msgid (c-format and the like) and
the plural forms.  Where a folder has a LINGUAS file, every language it names
must have its .po and every .po must be named there (or it would not be
installed).  Passes when a folder has no .po file yet.

Usage: check-po.py [--msgfmt PATH] DIR...
       check-po.py [--msgfmt PATH] --self-test   (proves that broken files fail)
"""
import glob
import os
import subprocess
import sys
import tempfile

HEADER = '''msgid ""
msgstr ""
"Project-Id-Version: blockhouse\\n"
"PO-Revision-Date: 2026-11-22 00:00+0000\\n"
"Last-Translator: Test <test@example.org>\\n"
"Language-Team: French\\n"
"Language: fr\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\\n"

'''


def check(msgfmt, dirs):
    files = []
    for d in dirs:
        files += sorted(glob.glob(os.path.join(d, '*.po')))
    failed = 0
    for d in dirs:
        linguas_path = os.path.join(d, 'LINGUAS')
        if not os.path.isfile(linguas_path):
            continue
        with open(linguas_path, encoding='utf-8') as f:
            linguas = set(f.read().split())
        present = {os.path.basename(p)[:-3] for p in glob.glob(os.path.join(d, '*.po'))}
        for lang in sorted(linguas - present):
            failed += 1
            sys.stderr.write('%s names %s, but %s.po does not exist\n' % (linguas_path, lang, lang))
        for lang in sorted(present - linguas):
            failed += 1
            sys.stderr.write('%s.po is not named in %s\n' % (os.path.join(d, lang), linguas_path))
    for path in files:
        result = subprocess.run([msgfmt, '--check', '--output-file=/dev/null', path],
                                capture_output=True, text=True)
        if result.returncode != 0:
            failed += 1
            sys.stderr.write('%s: msgfmt --check failed\n%s' % (path, result.stderr))
        else:
            print('%s: ok' % path)
    if not files:
        print('no .po files in %s' % ', '.join(dirs))
    return failed


def self_test(msgfmt):
    good = HEADER + '#, c-format\nmsgid "%s turns"\nmsgstr "%s tours"\n'
    broken = {
        'syntax error': HEADER + 'msgid "Move"\nmsgstr "Déplacer\n',
        'format mismatch': HEADER + '#, c-format\nmsgid "%s turns"\nmsgstr "%d tours"\n',
        'missing plural forms': HEADER + 'msgid "a turn"\nmsgid_plural "%d turns"\nmsgstr[0] "un tour"\n',
        'duplicate message': HEADER + 'msgid "Move"\nmsgstr "Déplacer"\n\nmsgid "Move"\nmsgstr "Bouger"\n',
    }
    failures = 0
    with tempfile.TemporaryDirectory(prefix='bh-po-') as tmp:
        with open(os.path.join(tmp, 'fr.po'), 'w', encoding='utf-8') as f:
            f.write(good)
        ok = check(msgfmt, [tmp]) == 0
        print('%s a correct .po passes' % ('ok' if ok else 'FAIL'))
        failures += not ok
        for name, text in broken.items():
            with open(os.path.join(tmp, 'fr.po'), 'w', encoding='utf-8') as f:
                f.write(text)
            ok = check(msgfmt, [tmp]) != 0
            print('%s a .po with a %s fails' % ('ok' if ok else 'FAIL', name))
            failures += not ok
        with open(os.path.join(tmp, 'fr.po'), 'w', encoding='utf-8') as f:
            f.write(good)
        with open(os.path.join(tmp, 'LINGUAS'), 'w', encoding='utf-8') as f:
            f.write('de\n')
        ok = check(msgfmt, [tmp]) != 0
        print('%s a LINGUAS that does not match the .po files fails' % ('ok' if ok else 'FAIL'))
        failures += not ok
    return 1 if failures else 0


def main(argv):
    args = argv[1:]
    msgfmt = 'msgfmt'
    if len(args) >= 2 and args[0] == '--msgfmt':
        msgfmt, args = args[1], args[2:]
    if args == ['--self-test']:
        return self_test(msgfmt)
    if not args:
        sys.stderr.write(__doc__)
        return 2
    return 1 if check(msgfmt, args) else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
