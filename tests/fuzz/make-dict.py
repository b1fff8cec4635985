#!/usr/bin/env python3
"""Writes a libFuzzer/AFL++ dictionary to stdout.

  make-dict.py SCHEMA_DIR        element and attribute names and fixed values
                                 of the RELAX NG schemas, as XML fragments
  make-dict.py --actions DIR     the words of the actions in the saves in DIR
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

RNG = "{http://relaxng.org/ns/structure/1.0}"


def quote(token):
    return '"' + "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else "\\x%02x" % ord(c)
                         for c in token) + '"'


def schema_tokens(folder):
    tokens = set(['<?xml version="1.0"?>', "/>", "</", ' source="reconstructed"', ' note="'])
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".rng"):
            continue
        for node in ET.parse(os.path.join(folder, name)).iter():
            if node.tag == RNG + "element" and node.get("name"):
                tokens.add("<" + node.get("name"))
                tokens.add("</" + node.get("name") + ">")
            elif node.tag == RNG + "attribute" and node.get("name"):
                tokens.add(" " + node.get("name") + '="')
            elif node.tag == RNG + "value" and node.text:
                tokens.add(node.text.strip())
    return tokens


def action_tokens(folder):
    tokens = set()
    for name in sorted(os.listdir(folder)):
        text = open(os.path.join(folder, name), encoding="utf-8").read()
        for action in re.findall(r"<action>([^<]*)</action>", text):
            tokens.update(action.split())
    return tokens


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--actions":
        tokens = action_tokens(sys.argv[2])
    elif len(sys.argv) == 2:
        tokens = schema_tokens(sys.argv[1])
    else:
        sys.exit(__doc__)
    for token in sorted(t for t in tokens if t):
        print(quote(token))


main()
