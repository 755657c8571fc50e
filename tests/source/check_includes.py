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


def why_not(root, top, here, quote, target):
    """Why an include of a file in the folder `here` of `top` (include or src) is not in the
    style, or None."""
    public = target.startswith("gridgames/")
    if quote == "<":
        if public and top == "include":
            return "a sibling public header is included by its name in quotes"
        if public and not os.path.exists(os.path.join(root, "include", target)):
            return "no such public header"
        return None
    if "include/" in target or public:
        return "a public header is included as <gridgames/NAME.h>"
    if not os.path.exists(os.path.join(here, target)):
        return "not a path from this file (private headers are named from the including file)"
    return None


def main():
    root = sys.argv[1]
    checked, bad = 0, []
    for top in ("include", "src"):
        for d, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(f for f in files if f.endswith((".c", ".h"))):
                path = os.path.join(d, name)
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                for m in INCLUDE.finditer(text):
                    checked += 1
                    why = why_not(root, top, d, *m.groups())
                    if why:
                        line = text.count("\n", 0, m.start()) + 1
                        bad.append(f"{os.path.relpath(path, root)}:{line}: #include {m.group(0).split(None, 1)[-1].strip()}: {why}")
    print("\n".join(bad + [f"{checked} includes, {len(bad)} not in the style"]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
