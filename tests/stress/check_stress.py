#!/usr/bin/env python3
"""stress against planted bugs: each deliberately wrong solution under tests/stress/ must be
caught with the right kind of failure and shrunk to at most the expected input size; the
correct one must pass, for every game whose test data (tests/games/<game>.json) has them. The
solutions are compiled here with the system C compiler.

usage: check_stress.py GRIDGAMES BUILD-DIR [GAME...]
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gamelist  # noqa: E402

# Each game's planted bugs are in its test data (tests/games/<game>.json, "stress"): the
# solution's source here, and per build of it the defines, the verdict expected (null: it must
# pass), the largest shrunk input in bytes and the stress options. A time-out can only shrink as
# far as the remaining work still passes the limit (a sum over many queries), so the slow
# solution's bound is looser. Only the slow solution runs with a tight time limit: on a loaded
# machine any other run may be slow, and a time-out would change its verdict.
def planted(gg):
    """The games `gridgames --help` lists whose test data has planted bugs."""
    return [g for g in gamelist.listed(gg) if "stress" in gamelist.data(g)]


def main():
    gg, build = sys.argv[1], sys.argv[2]
    games = sys.argv[3:] or planted(gg)
    cc = os.environ.get("CC", "cc")
    passed = failed = 0
    for game in games:
        spec = gamelist.data(game)["stress"]
        src = spec["source"]
        for case in spec["cases"]:
            defines, verdict, limit, opts = case["defines"], case["verdict"], case["max_bytes"], case["options"]
            exe = os.path.join(build, f"stress_{game}{defines.replace('-D', '_')}")
            subprocess.run([cc, "-O2", "-o", exe, os.path.join(HERE, src)] + ([defines] if defines else []), check=True)
            r = subprocess.run([gg, game, "stress", "--quiet", "--seed", "7"] + opts + ["--", exe],
                               capture_output=True, timeout=600)
            out = r.stdout.decode()
            name = f"{game} {defines or '(correct)'}"
            why = None
            if verdict is None:
                if r.returncode != 0:
                    why = f"the correct solution failed (exit {r.returncode}):\n{out}{r.stderr.decode()}"
            else:
                m = re.search(r"FAILED: ([a-z ]+)", out)
                size = re.search(r"^input \((\d+) bytes\):", out, re.M)
                if r.returncode != 1 or not m or not size:
                    why = f"expected a failure report, got exit {r.returncode}:\n{out}{r.stderr.decode()}"
                elif m.group(1).strip() != verdict:
                    why = f"expected '{verdict}', got '{m.group(1)}':\n{out}"
                elif int(size.group(1)) > limit or not re.search(r"shrunk from (\d+) to (\d+)", out) or \
                        int(re.search(r"shrunk from (\d+) to (\d+)", out).group(2)) > int(re.search(r"shrunk from (\d+) to (\d+)", out).group(1)):
                    why = f"shrunk only to {size.group(1)} bytes (expected at most {limit}):\n{out}"
            if why:
                failed += 1
                print(f"FAIL {name}: {why}")
            else:
                passed += 1
                print(f"ok   {name}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
