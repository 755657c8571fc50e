#!/usr/bin/env python3
"""stress against planted bugs: each deliberately wrong solution under tests/stress/ must be
caught with the right kind of failure and shrunk to at most the expected input size; the
correct one must pass. The solutions are compiled here with the system C compiler.

usage: check_stress.py GRIDGAMES BUILD-DIR [GAME...]
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# game -> (source, [(defines, expected verdict or None for a pass, largest shrunk input in bytes, stress options)])
# A time-out can only shrink as far as the remaining work still passes the limit (a sum over
# many queries), so the slow solution's bound is looser.
# Only the slow solution runs with a tight time limit: on a loaded machine any other run may be
# slow, and a time-out would change its verdict.
CASES = {
    "lamequeen": ("lamequeen_brute.c", [
        ("", None, 0, ["--size", "small", "--rounds", "40", "--time-limit", "30000"]),
        ("-DBUG_DIAG", "wrong answer", 12, ["--size", "small", "--time-limit", "30000"]),   # 2 1 / 2 2 2 2
        ("-DBUG_LASTROW", "wrong answer", 16, ["--size", "small", "--time-limit", "30000"]),
        ("-DBUG_CRASH", "runtime error", 12, ["--size", "small", "--time-limit", "30000"]),  # 1 1 / 1 1 1 1
        ("-DBUG_SLOW", "time limit exceeded", 1500, ["--size", "medium", "--time-limit", "300"]),
    ]),
    "tokens": ("tokens_sweep.c", [
        ("", None, 0, ["--size", "medium", "--rounds", "60", "--time-limit", "30000"]),
        ("-DBUG_CONE", "wrong answer", 12, ["--size", "small", "--time-limit", "30000"]),      # 2 / -1 0 / 0 1
        ("-DBUG_PARITY", "wrong answer", 24, ["--size", "small", "--time-limit", "30000"]),    # four tokens, u odd
        ("-DBUG_OVERFLOW", "wrong answer", 80, ["--size", "medium", "--time-limit", "30000"]),  # count > 2^31
        ("-DBUG_CRASH", "runtime error", 6, ["--size", "small", "--time-limit", "30000"]),     # 1 / 0 0
        ("-DBUG_SLOW", "time limit exceeded", 1000, ["--size", "medium", "--time-limit", "300"]),  # timing: load-tolerant
    ]),
    "mimo": ("mimo_brute.c", [
        ("", None, 0, ["--size", "small", "--rounds", "60", "--time-limit", "30000"]),
        ("-DBUG_OFFBYONE", "wrong answer", 16, ["--size", "small", "--time-limit", "30000"]),  # 1 / 1 2 1 / 1 2
        ("-DBUG_EDGE", "wrong answer", 16, ["--size", "small", "--time-limit", "30000"]),      # 1 / 1 3 1 / 1 3
        ("-DBUG_INT", "wrong answer", 40, ["--size", "small", "--time-limit", "30000"]),       # n = 2^31
        ("-DBUG_CRASH", "runtime error", 40, ["--size", "small", "--time-limit", "30000"]),
        ("-DBUG_SLOW", "time limit exceeded", 400, ["--size", "small", "--time-limit", "300"]),  # timing: load-tolerant
    ]),
    "go": ("go_brute.c", [
        ("", None, 0, ["--size", "small", "--rounds", "60", "--time-limit", "30000"]),
        ("-DBUG_OFFBYONE", "wrong answer", 16, ["--size", "small", "--time-limit", "30000"]),  # 1 / 2 / ox / ..
        ("-DBUG_EDGE", "wrong answer", 10, ["--size", "small", "--time-limit", "30000"]),      # 1 / 1 / x
        ("-DBUG_HASH32", "wrong answer", 16, ["--size", "small", "--time-limit", "30000"]),    # 1 / 2 / oo / oo
        ("-DBUG_CRASH", "runtime error", 10, ["--size", "small", "--time-limit", "30000"]),    # 1 / 1 / o
        ("-DBUG_SLOW", "time limit exceeded", 1500, ["--size", "medium", "--rounds", "20", "--time-limit", "300"]),  # timing: load-tolerant
    ]),
}


def main():
    gg, build = sys.argv[1], sys.argv[2]
    games = sys.argv[3:] or sorted(CASES)
    cc = os.environ.get("CC", "cc")
    passed = failed = 0
    for game in games:
        src, cases = CASES[game]
        for defines, verdict, limit, opts in cases:
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
