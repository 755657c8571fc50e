#!/usr/bin/env python3
"""check_includes.py: one include style in include/ and src/:
  - a public header, from anywhere: <gridgames/NAME.h> (in include/gridgames/ itself, a
    sibling by its name: "NAME.h");
  - a private header: by its path from the including file ("internal.h", "../../core/vec.h"),
    never from src/ ("core/vec.h") nor through include/ ("../../include/...");
  - the system's: <NAME.h>.
Every quoted include must name a file that exists relative to the including file.

usage: check_includes.py ROOT
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+([<"])([^>"]+)[>"]', re.M)


def main():
    root = sys.argv[1]
    bad = checked = 0
    for top in ("include", "src"):
        for d, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith((".c", ".h")):
                    continue
                path = os.path.join(d, name)
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                for m in INCLUDE.finditer(text):
                    checked += 1
                    quote, target = m.groups()
                    line = text.count("\n", 0, m.start()) + 1
                    why = None
                    if quote == "<":
                        if target.startswith("gridgames/") and top == "include":
                            why = "a sibling public header is included by its name in quotes"
                        elif target.startswith("gridgames/") and \
                                not os.path.exists(os.path.join(root, "include", target)):
                            why = "no such public header"
                    elif "include/" in target or target.startswith("gridgames/"):
                        why = "a public header is included as <gridgames/NAME.h>"
                    elif not os.path.exists(os.path.join(d, target)):
                        why = "not a path from this file (private headers are named from the including file)"
                    if why:
                        bad += 1
                        print(f"{os.path.relpath(path, root)}:{line}: #include {quote}{target}: {why}")
    print(f"{checked} includes, {bad} not in the style")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
