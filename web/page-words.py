#!/usr/bin/env python3
"""Writes the web page's own words into it: reads the page on stdin and
replaces __PAGE_WORDS__ with the `page-` messages of every language's
Fluent file (one line each), as a JSON object the page reads before the
game starts: {"en": {"page-loading": "Loading… { $percent }%", ...}, ...},
with the right-to-left languages listed under "rtl".

    page-words.py assets/locales < web/index.html > dist/web/index.html"""
import json
import pathlib
import re
import sys

RIGHT_TO_LEFT = {"ar", "ur"}
sys.stdin.reconfigure(encoding="utf-8")
sys.stdout.reconfigure(encoding="utf-8")
locales = pathlib.Path(sys.argv[1])
words = {}
for path in sorted(locales.glob("*.ftl")):
    found = {}
    lines = path.read_text(encoding="utf-8").splitlines()
    for at, line in enumerate(lines):
        match = re.match(r"^(page-[a-z-]+) = (.+)$", line)
        if not match:
            continue
        following = lines[at + 1] if at + 1 < len(lines) else ""
        if following.startswith((" ", "\t")) or "->" in match.group(2):
            sys.exit(f"{path.name}: {match.group(1)} must be one line without selectors")
        found[match.group(1)] = match.group(2)
    words[path.stem] = found
english = set(words["en"])
for code, found in words.items():
    if set(found) != english:
        sys.exit(f"{code}.ftl: page messages {sorted(english ^ set(found))} differ from English")
words["rtl"] = sorted(RIGHT_TO_LEFT & set(words))
table = json.dumps(words, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
page = sys.stdin.read()
if page.count("__PAGE_WORDS__") != 1:
    sys.exit("the page must hold __PAGE_WORDS__ once")
sys.stdout.write(page.replace("__PAGE_WORDS__", table))
