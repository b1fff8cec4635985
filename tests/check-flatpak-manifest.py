#!/usr/bin/env python3
"""Checks flatpak/org.blockhouse.Blockhouse.json without building it: valid
JSON, app id org.blockhouse.Blockhouse running `blockhouse`, the GNOME
runtime and SDK at a version whose GTK and libadwaita are new enough (45 or
later), the display finish-args, and one meson module with its tests enabled
whose source is this project's directory (a "dir" source).

Usage: check-flatpak-manifest.py [SOURCE_ROOT]
"""
import json
import os
import sys

APP_ID = 'org.blockhouse.Blockhouse'


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else
                           os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
    path = os.path.join(root, 'flatpak', APP_ID + '.json')
    problems = []

    def need(condition, message):
        if not condition:
            problems.append(message)

    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print('%s: %s' % (path, e), file=sys.stderr)
        return 1

    need(manifest.get('id', manifest.get('app-id')) == APP_ID, 'the app id is not %s' % APP_ID)
    need(manifest.get('command') == 'blockhouse', 'the command is not blockhouse')
    need(manifest.get('runtime') == 'org.gnome.Platform', 'the runtime is not org.gnome.Platform')
    need(manifest.get('sdk') == 'org.gnome.Sdk', 'the SDK is not org.gnome.Sdk')
    version = str(manifest.get('runtime-version', ''))
    # GNOME 43 is the first runtime with GTK >= 4.8 and libadwaita >= 1.2.
    need(version.isdigit() and int(version) >= 43,
         'runtime-version %r is not a GNOME runtime with GTK >= 4.8 and libadwaita >= 1.2' % version)
    args = manifest.get('finish-args', [])
    for arg in ('--socket=wayland', '--socket=fallback-x11', '--share=ipc', '--device=dri'):
        need(arg in args, 'finish-args lack %s' % arg)
    need('--socket=x11' not in args, 'finish-args use --socket=x11 instead of fallback-x11')

    def modules(items):
        for m in items:
            if isinstance(m, dict):
                yield m
                yield from modules(m.get('modules', []))

    ours = []
    for module in modules(manifest.get('modules', [])):
        for source in module.get('sources', []):
            if isinstance(source, dict) and source.get('type') == 'dir':
                where = os.path.normpath(os.path.join(os.path.dirname(path), source.get('path', '')))
                if where == root:
                    ours.append(module)
    need(len(ours) == 1, 'no single module has a "dir" source pointing at %s' % root)
    for module in ours:
        need(module.get('buildsystem') == 'meson', 'the module %s is not built with meson' % module.get('name'))
        need(module.get('run-tests') is True, 'the module %s does not run its tests' % module.get('name'))
        need(module is manifest['modules'][-1], 'the project is not the last module')
    with open(os.path.join(root, 'meson.build'), encoding='utf-8') as f:
        need("project('blockhouse'" in f.read(), '%s is not the Blockhouse source tree' % root)

    for p in problems:
        print('%s: %s' % (path, p), file=sys.stderr)
    if not problems:
        print('%s: ok' % path)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
