#!/usr/bin/env python3
"""test_amalgamate.py: tools/amalgamate.py on a made-up tree: two files with the same static
helper and the same macro (renamed and #undef'd, so both keep their own), a game.c whose table
and unused action would not compile (left out), a comment marker inside a string (kept), a
header included twice (joined once); the game found by its manifest
(src/games/fake/single.json). The joined file must compile with -Werror and print what
each part computes.

  test_amalgamate.py AMALGAMATE.py WORK_DIR CC
"""
import importlib.util
import os
import subprocess
import sys

FILES = {
    "include/gridgames/fake.h": "/* fake.h */\n#ifndef FAKE_H\n#define FAKE_H\nint a_value(void);\n"
                                "int b_value(void);\nstatic inline int one_liner(void) { return 1; }\n"
                                "static inline int twice(int x) { return 2 * x; }\n"
                                "static inline int unused_inline(void)\n{\n    return 0;\n}\n#endif\n",
    "src/a.c": "/* a.c */\n#include <gridgames/fake.h>\n#define STEP 1\nstatic int helper(int x)\n{\n"
               "    return x + STEP; /* 2 */\n}\nint a_value(void)\n{\n    return helper(1);\n}\n",
    "src/b.c": "// b.c\n#include <gridgames/fake.h>\n#define STEP 10\nstatic int helper(int x)\n{\n"
               "    return x * STEP;\n}\nint b_value(void)\n{\n    return helper(3);\n}\n",
    "src/games/fake/game.c": "#include <gridgames/fake.h>\nint fake_solve(void)\n{\n"
                             "    return twice(a_value()) + b_value() - a_value();\n}\n\nint fake_unused(void)\n{\n"
                             "    return missing_function();\n}\n\nstatic const gg_action actions[] = {\n"
                             "    {.run = fake_unused},\n};\n",
    "tools/source_main/common.c": "#include <stdio.h>\nstatic int report(int v)\n{\n"
                                  "    printf(\"%d\\n\", v);\n    return 0;\n}\n",
    "src/games/fake/single.json": '{"files": [], "entry": ["fake_solve"], "cut": {}, "main": "single_main.c"}\n',
    "src/games/fake/single_main.c": "int main(void)\n{\n    puts(\"/* kept */ // kept\");\n"
                                "    return report(fake_solve());\n}\n",
}


def main():
    script, work, cc = sys.argv[1:4]
    spec = importlib.util.spec_from_file_location("amalgamate", script)
    am = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(am)
    root = os.path.join(work, "root")
    for rel, text in FILES.items():
        os.makedirs(os.path.dirname(os.path.join(root, rel)), exist_ok=True)
        with open(os.path.join(root, rel), "w") as f:
            f.write(text)
    am.CORE = ["src/a.c", "src/b.c"]
    text, read = am.amalgamate(root, "fake")
    src, exe = os.path.join(work, "fake.c"), os.path.join(work, "fake")
    with open(src, "w") as f:
        f.write(text)
    failures = []
    if am.games(root) != ["fake"]:
        failures.append(f"the games found by their manifests are {am.games(root)}, not ['fake']")
    if text.count("int a_value(void);") != 1:
        failures.append("the header is not joined exactly once")
    if "fake_unused" in text or "actions[]" in text or "unused_inline" in text or "one_liner" in text:
        failures.append("game.c's unused action or table, or an unused static inline, kept")
    c = subprocess.run([cc, "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror", "-o", exe, src],
                       capture_output=True, text=True)
    if c.returncode != 0 or c.stderr:
        failures.append("does not compile cleanly:\n" + c.stderr)
    else:
        out = subprocess.run([exe], capture_output=True, text=True).stdout
        if out != "/* kept */ // kept\n32\n":
            failures.append(f"prints {out!r}, not '/* kept */ // kept\\n32\\n'")
    for f in failures:
        print("FAIL:", f)
    print(f"{4 - len(failures)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
