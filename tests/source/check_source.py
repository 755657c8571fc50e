#!/usr/bin/env python3
"""check_source.py: `gridgames GAME source` is a single file a judge accepts and it answers as
gridgames does. It must compile alone with CC -std=c11 -O2 -Wall -Wextra -Werror (no output from
the compiler at all; clang too, when installed), include only C and POSIX libc headers, be under
64 KB, and then:
  - on every case of tests/cases/GAME/ run by solve without options (NAME.in): the same stdout
    (NAME.out), stderr (NAME.err; empty on success) and exit code (NAME.code) as run_cases.py
    expects of gridgames;
  - on ROUNDS generated inputs (`gridgames GAME gen --seed S`) and one larger one (the gen
    options "check_gen" of the game's manifest src/games/GAME/single.json: contest-sized
    paths such as Go's large boards): the same stdout as `gridgames GAME`, both exiting 0;
  - a game whose manifest says "check_judge" (Knightmare, interactive): every legal start of a 6 x 6 board won against the perfect
    opponent, by `gridgames knightmare judge --sweep 6 6 -- ./knightmare`, and 20 random boards
    up to 1000 x 1000 against the greedy one.

  check_source.py GRIDGAMES GAME CASES_DIR WORK_DIR [--cc CC] [--rounds N]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

LIMIT = 64 * 1024
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIBC = {"assert.h", "ctype.h", "errno.h", "inttypes.h", "limits.h", "math.h", "stdarg.h", "stdbool.h",
        "stddef.h", "stdint.h", "stdio.h", "stdlib.h", "string.h", "time.h", "unistd.h", "sys/mman.h", "sys/stat.h",
        "pthread.h", "sched.h"}


def run(cmd, data=b"", timeout=60):
    return subprocess.run(cmd, input=data, capture_output=True, timeout=timeout)


def read(path, default=None):
    if not os.path.exists(path):
        return default
    with open(path, "rb") as f:
        return f.read()


def build(a):
    r = run([a.gridgames, a.game, "source"])
    if r.returncode != 0 or r.stderr:
        sys.exit(f"FAIL: gridgames {a.game} source: exit {r.returncode}: {r.stderr.decode()}")
    text = r.stdout
    problems = []
    if len(text) >= LIMIT:
        problems.append(f"{len(text)} bytes, not under {LIMIT}")
    for m in re.finditer(rb"^\s*#\s*include\s*([<\"])([^>\"]+)", text, re.M):
        if m.group(1) != b"<" or m.group(2).decode() not in LIBC:
            problems.append(f"includes {m.group(2).decode()}, not a libc header")
    if re.search(rb"^\s*int main\(", text, re.M) is None:
        problems.append("no main()")
    src = os.path.join(a.work, f"{a.game}.c")
    exe = os.path.join(a.work, a.game)
    with open(src, "wb") as f:
        f.write(text)
    c = run([a.cc, "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror", "-o", exe, src, "-lm"], timeout=300)
    if c.returncode != 0 or c.stdout or c.stderr:
        problems.append(f"{a.cc} -std=c11 -O2 -Wall -Wextra -Werror: exit {c.returncode}\n"
                        + (c.stdout + c.stderr).decode(errors="replace")[:3000])
    other = shutil.which("clang")
    a.clang_missing = other is None and os.path.basename(a.cc) != "clang"
    if other and os.path.basename(a.cc) != "clang":  # a second compiler's warnings (build.sh installs clang)
        c = run([other, "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", src], timeout=300)
        if c.returncode != 0 or c.stderr:
            problems.append("clang -Wall -Wextra -Werror:\n" + c.stderr.decode(errors="replace")[:3000])
    for p in problems:
        print(f"FAIL: {a.game}.c: {p}")
    print(f"{a.game}.c: {len(text)} bytes")
    return exe, len(problems)


def samples(a, exe):
    failed = n = 0
    for name in sorted(os.listdir(a.cases)):
        if not name.endswith(".in"):
            continue
        base = os.path.join(a.cases, name[:-3])
        args = read(base + ".args", a.game.encode()).decode().split()
        if args not in ([a.game], [a.game, "solve"]):
            continue  # another action, or options the single file does not take
        n += 1
        want, err = read(base + ".out"), read(base + ".err")
        code = int(read(base + ".code", b"0"))
        if err is None and code == 0:
            err = b""
        r = run([exe], read(base + ".in"))
        if (want is not None and r.stdout != want) or r.returncode != code or (err is not None and r.stderr != err):
            failed += 1
            print(f"FAIL: sample {name}: exit {r.returncode} (want {code})\n  got: {r.stdout[:300]!r}\n"
                  f"  want: {(want or b'')[:300]!r}\n  stderr: {r.stderr[:300]!r}")
    print(f"{a.game}: {n} samples, {failed} failed")
    return n, failed


def generated(a, exe):
    failed = 0
    runs = [["--seed", str(seed)] for seed in range(1, a.rounds + 1)]
    if "check_gen" in a.manifest:
        runs.append(["--seed", "1"] + a.manifest["check_gen"])
    for opts in runs:
        g = run([a.gridgames, a.game, "gen"] + opts)
        if g.returncode != 0:
            sys.exit(f"FAIL: gen {' '.join(opts)}: {g.stderr.decode()}")
        want = run([a.gridgames, a.game], g.stdout)
        got = run([exe], g.stdout)
        if (got.stdout, got.returncode) != (want.stdout, want.returncode) or want.returncode != 0:
            failed += 1
            print(f"FAIL: gen {' '.join(opts)}: single file exit {got.returncode}, gridgames exit "
                  f"{want.returncode}\n  got: {got.stdout[:300]!r}\n  want: {want.stdout[:300]!r}")
    print(f"{a.game}: {len(runs)} generated inputs (the last {len(g.stdout)} bytes), {failed} failed")
    return len(runs), failed


def judged(a, exe):
    """Every 6 x 6 start against the perfect opponent, then 20 random boards up to 1000 x 1000
    against the greedy one (long games: the player's large-board path)."""
    failed = 0
    for opts in (["--sweep", "6", "6"], ["--random-boards", "20", "--max", "1000", "--opponent", "greedy",
                                          "--seed", "1"]):
        r = run([a.gridgames, "knightmare", "judge"] + opts + ["--quiet", "--", exe], timeout=600)
        out = (r.stdout + r.stderr).decode(errors="replace")
        print(out.strip().splitlines()[-1] if out.strip() else "(judge printed nothing)")
        if r.returncode != 0 or re.search(r"\b0 failed\b", out) is None:
            failed += 1
            print(f"FAIL: knightmare judge {' '.join(opts)}: exit {r.returncode}\n{out[-2000:]}")
    return 2, failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gridgames")
    ap.add_argument("game")
    ap.add_argument("cases")
    ap.add_argument("work")
    ap.add_argument("--cc", default="gcc")
    ap.add_argument("--rounds", type=int, default=30)
    a = ap.parse_args()
    a.gridgames = os.path.abspath(a.gridgames)
    a.work = os.path.abspath(a.work)
    os.makedirs(a.work, exist_ok=True)
    if not re.search(rb"^  source ", run([a.gridgames, a.game, "--help"]).stdout, re.M):
        print(f"SKIP: gridgames {a.game} has no source action (yet)")
        sys.exit(77)  # ctest's SKIP_RETURN_CODE
    exe, bad = build(a)
    if bad:
        print(f"0 passed, {bad} failed")
        sys.exit(1)
    passed, failed = 1, 0
    with open(os.path.join(ROOT, "src", "games", a.game, "single.json"), encoding="utf-8") as f:
        a.manifest = json.load(f)
    checks = [samples] + ([judged] if a.manifest.get("check_judge") else [generated])
    for check in checks:
        n, f = check(a, exe)
        passed += n - f
        failed += f
    print(f"{passed} passed, {failed} failed")
    if not failed and a.clang_missing:  # every other check passed; ctest reports the skip
        print("SKIP: clang is not installed, so the second compiler's check did not run (build.sh installs it)")
        sys.exit(77)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
