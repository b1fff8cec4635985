#!/usr/bin/env python3
"""Checks that translations are complete and keep what the program needs.

For every .po file given:

* no message is fuzzy, and none is untranslated (unless --allow-untranslated:
  then untranslated messages are only counted);
* every translation keeps the printf conversions of its msgid (%s, %d, %u,
  %02d…; a translation may reorder them with %1$s, %2$d), whether or not the
  message is flagged c-format;
* every translation keeps the markup of its msgid: the same XML/Pango tags
  (<b>, </b>, <use-deck>…) and entities (&amp;…), in any order;
* a msgid with a mnemonic (“_Quit”) keeps one in its translation;
* with --msgfmt, `msgfmt --check` passes as well (syntax, header, plural
  forms and the c-format directives).

Obsolete (#~) entries are ignored.

Usage: check-po-complete.py [--msgfmt PATH] [--allow-untranslated] PO...
       check-po-complete.py [--msgfmt PATH] --self-test   (proves that broken files fail)
"""
import os
import re
import subprocess
import sys
import tempfile

# No space or apostrophe flag: "50 % de" in a translation is text, not "% d".
CONVERSION = re.compile(r"%(?:(\d+)\$)?([-+#0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?"
                        r"(?:hh|h|ll|l|L|q|j|z|Z|t|I64|I32)?[diouxXeEfFgGaAcCsSpn%])")
TAG = re.compile(r'</?[A-Za-z][\w:.-]*(?:\s[^<>]*?)?/?>')
ENTITY = re.compile(r'&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);')
MNEMONIC = re.compile(r'(?<![\w_])_[^\W_]')


def unquote(s):
    s = s.strip()
    if len(s) < 2 or s[0] != '"' or s[-1] != '"':
        raise ValueError('not a quoted string: %s' % s)
    out = []
    i, s = 0, s[1:-1]
    while i < len(s):
        c = s[i]
        if c == '\\' and i + 1 < len(s):
            n = s[i + 1]
            out.append({'n': '\n', 't': '\t', 'r': '\r', '"': '"', '\\': '\\'}.get(n, '\\' + n))
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def parse(path):
    """Yields (line, flags, msgctxt, msgid, msgid_plural, [msgstr...]) per live entry."""
    entries = []
    cur = None
    field = None

    def flush():
        if cur is not None and cur['msgid'] is not None:
            entries.append(cur)

    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line.strip():
                flush()
                cur, field = None, None
                continue
            if line.startswith('#~'):
                continue
            if cur is None:
                cur = {'line': number, 'flags': set(), 'msgctxt': None, 'msgid': None,
                       'msgid_plural': None, 'msgstr': {}}
            if line.startswith('#'):
                if line.startswith('#,'):
                    cur['flags'] |= {x.strip() for x in line[2:].split(',')}
                continue
            m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?\s+(".*")$', line)
            if m:
                keyword, index, text = m.group(1), m.group(2), unquote(m.group(3))
                if keyword == 'msgstr':
                    field = ('msgstr', int(index or 0))
                    cur['msgstr'][field[1]] = text
                else:
                    field = (keyword, None)
                    cur[keyword] = text
            elif line.startswith('"') and field is not None:
                if field[0] == 'msgstr':
                    cur['msgstr'][field[1]] += unquote(line)
                else:
                    cur[field[0]] += unquote(line)
            else:
                raise ValueError('%s:%d: cannot parse: %s' % (path, number, line))
    flush()
    return entries


def conversions(text):
    """The conversions of a format string, in argument order."""
    plain, positional = [], {}
    for m in CONVERSION.finditer(text):
        spec = m.group(2)
        if spec == '%':
            continue
        if m.group(1):
            positional[int(m.group(1))] = spec
        else:
            plain.append(spec)
    if positional:
        return plain + [positional[k] for k in sorted(positional)]
    return plain


def markup(text):
    return sorted(TAG.findall(text)) + sorted(ENTITY.findall(text))


def check_file(path, msgfmt, allow_untranslated):
    problems = []
    untranslated = fuzzy = translated = 0
    for e in parse(path):
        if e['msgid'] == '':
            continue
        where = '%s:%d' % (path, e['line'])
        label = repr(e['msgid'][:60])
        if 'fuzzy' in e['flags']:
            fuzzy += 1
            problems.append('%s: fuzzy: %s' % (where, label))
            continue
        strs = [e['msgstr'].get(i, '') for i in sorted(e['msgstr'])] or ['']
        if any(s == '' for s in strs):
            untranslated += 1
            if not allow_untranslated:
                problems.append('%s: untranslated: %s' % (where, label))
            continue
        translated += 1
        sources = [e['msgid']] + ([e['msgid_plural']] if e['msgid_plural'] is not None else [])
        for s in strs:
            if conversions(s) not in [conversions(src) for src in sources]:
                problems.append('%s: printf conversions %s in the translation, %s in the msgid: %s'
                                % (where, conversions(s), conversions(e['msgid']), label))
            if markup(s) != markup(e['msgid']):
                problems.append('%s: markup %s in the translation, %s in the msgid: %s'
                                % (where, markup(s), markup(e['msgid']), label))
            if MNEMONIC.search(e['msgid']) and '_' not in s:
                problems.append('%s: the mnemonic of the msgid is lost: %s' % (where, label))
    if msgfmt:
        result = subprocess.run([msgfmt, '--check', '--output-file=/dev/null', path],
                                capture_output=True, text=True)
        if result.returncode != 0:
            problems.append('%s: msgfmt --check failed\n%s' % (path, result.stderr))
    for p in problems:
        sys.stderr.write(p + '\n')
    print('%s: %d translated, %d untranslated, %d fuzzy, %d problems'
          % (path, translated, untranslated, fuzzy, len(problems)))
    return len(problems)


HEADER = '''msgid ""
msgstr ""
"Project-Id-Version: blockhouse-data\\n"
"PO-Revision-Date: 2026-11-22 00:00+0000\\n"
"Last-Translator: Test <test@example.org>\\n"
"Language-Team: French\\n"
"Language: fr\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\\n"

'''


def self_test(msgfmt):
    good = HEADER + (
        'msgid "Fort"\nmsgstr "Fort"\n\n'
        '#, c-format\nmsgid "%s has %d turns"\nmsgstr "%2$d tours pour %1$s"\n\n'
        'msgid "Add <b>2</b> &amp; roll"\nmsgstr "Ajoutez &amp; <b>2</b>"\n\n'
        'msgid "_Quit"\nmsgstr "_Quitter"\n\n'
        '#, c-format\nmsgid "%u turn"\nmsgid_plural "%u turns"\nmsgstr[0] "%u tour"\nmsgstr[1] "%u tours"\n\n'
        '#~ msgid "Old"\n#~ msgstr ""\n')
    broken = {
        'untranslated message': HEADER + 'msgid "Fort"\nmsgstr ""\n',
        'untranslated plural form': HEADER + (
            'msgid "%u turn"\nmsgid_plural "%u turns"\nmsgstr[0] "%u tour"\nmsgstr[1] ""\n'),
        'fuzzy message': HEADER + '#, fuzzy\nmsgid "Fort"\nmsgstr "Fort"\n',
        'lost conversion (no c-format flag)': HEADER + 'msgid "Roll %s"\nmsgstr "Lancez"\n',
        'changed conversion': HEADER + 'msgid "Roll %s"\nmsgstr "Lancez %d"\n',
        'lost markup': HEADER + 'msgid "Add <b>2</b>"\nmsgstr "Ajoutez 2"\n',
        'lost entity': HEADER + 'msgid "A &amp; B"\nmsgstr "A et B"\n',
        'lost mnemonic': HEADER + 'msgid "_Quit"\nmsgstr "Quitter"\n',
    }
    failures = 0
    with tempfile.TemporaryDirectory(prefix='bh-po-complete-') as tmp:
        path = os.path.join(tmp, 'fr.po')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(good)
        ok = check_file(path, msgfmt, False) == 0
        print('%s a complete, correct .po passes' % ('ok' if ok else 'FAIL'))
        failures += not ok
        for name, text in broken.items():
            with open(path, 'w', encoding='utf-8') as f:
                f.write(text)
            ok = check_file(path, None, False) != 0
            print('%s %s is rejected' % ('ok' if ok else 'FAIL', name))
            failures += not ok
        with open(path, 'w', encoding='utf-8') as f:
            f.write(broken['untranslated message'])
        ok = check_file(path, None, True) == 0
        print('%s --allow-untranslated only counts untranslated messages' % ('ok' if ok else 'FAIL'))
        failures += not ok
    return failures


def main(argv):
    msgfmt = None
    allow = False
    files = []
    selftest = False
    args = iter(argv)
    for a in args:
        if a == '--msgfmt':
            msgfmt = next(args)
        elif a == '--allow-untranslated':
            allow = True
        elif a == '--self-test':
            selftest = True
        else:
            files.append(a)
    if selftest:
        return 1 if self_test(msgfmt) else 0
    if not files:
        sys.stderr.write(__doc__)
        return 2
    failed = 0
    for path in files:
        if not os.path.isfile(path):
            sys.stderr.write('%s: no such file\n' % path)
            failed += 1
            continue
        failed += check_file(path, msgfmt, allow)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
