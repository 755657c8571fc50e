#!/usr/bin/env python3
"""Benchmark of `gridgames go` (Go: flip one stone). Results go to docs/benchmarks.md.

Inputs (generated once into bench/data/ by `gridgames go gen`, seeded):
  r33    T=5 boards of 1000x1000, each point white / black / empty with 1/3 each
         (--white 33 --black 33): target <= 80 ms wall
  w90    T=5 boards of 1000x1000, 90 % white, 5 % black, 5 % empty: target <= 120 ms
  white  T=5 all-white 1000x1000 boards (one group, no liberty)
  hole   T=5 all-white boards but one empty point (one live group of 10^6 stones)
  snake  T=5 1000x1000 snakes: one white path of ~5*10^5 stones, DFS depth = its length
  big    one 10^4 x 10^4 board, random thirds (--big, or --only big): time and peak memory
  shareNN  with --shares: T=5 random boards of 1000x1000, NN % white (NN = 50, 60, 70, 80, 90,
           99), the rest half black, half empty (shapes no change was tuned to)
Each input is timed interleaved with `cat` and the two floors of bench/floor.c (the parse
floor and the hard floor); the lines "gridgames / floor" and "gridgames / hard floor" are the
figures of docs/benchmarks.md's first table. The big board gets 3 rounds unless --reps is
given.

With --against BINARY, instead: cpu time (user + system of the whole process, os.wait4) of
`gridgames go --threads T` and of `BINARY go --threads T` on each input, run alternately
(BINARY first in each round), outputs compared in every round; prints both medians, the
ratio of the medians and the median of the per-round ratios, and the load average before
and after (the way docs/benchmarks.md compares a change with the commit before it).

With --passes, instead: cpu time and peak memory of `gridgames go --threads 1 --pass P` for
P = search, local, rows and auto on each input, run in turn each round (outputs compared),
medians and each one's ratio to the search (how pass 1's three methods compare, and what the
automatic choice takes; docs/go.md, Passes). --large adds boards of 4000 x 4000 (90 %, 95 %
and 70 % white, random thirds, snake, hole), 16 MB each.

usage: python3 bench/go.py [--reps N] [--only NAME[,NAME...]] [--big] [--shares]
                           [--against BINARY [--threads T]] [--passes [--large]]
"""
import argparse
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

CASES = [
    ("r33", ["go", "gen", "--seed", "1", "--t", "5", "--n", "1000", "--shape", "random",
             "--white", "33", "--black", "33"], 80),
    ("w90", ["go", "gen", "--seed", "2", "--t", "5", "--n", "1000", "--shape", "random",
             "--white", "90", "--black", "5"], 120),
    ("white", ["go", "gen", "--seed", "3", "--t", "5", "--n", "1000", "--shape", "white"], None),
    ("hole", ["go", "gen", "--seed", "4", "--t", "5", "--n", "1000", "--shape", "hole"], None),
    ("snake", ["go", "gen", "--seed", "5", "--t", "5", "--n", "1000", "--shape", "snake"], None),
]
SHARES = [("share%d" % p, ["go", "gen", "--seed", str(10 + p), "--t", "5", "--n", "1000", "--shape",
                      "random", "--white", str(p), "--black", str((100 - p) // 2)], None)
          for p in (50, 60, 70, 80, 90, 99)]
LARGE = [("%s-4k" % n, ["go", "gen", "--seed", str(20 + i), "--t", "1", "--n", "4000", "--shape"] + sh, None)
         for i, (n, sh) in enumerate([("w90", ["random", "--white", "90", "--black", "5"]),
                                      ("w95", ["random", "--white", "95", "--black", "2"]),
                                      ("w70", ["random", "--white", "70", "--black", "15"]),
                                      ("r33", ["random", "--white", "33", "--black", "33"]),
                                      ("snake", ["snake"]), ("hole", ["hole"])])]
BIG = ("big", ["go", "gen", "--seed", "6", "--t", "1", "--n", "10000", "--shape", "random",
               "--white", "33", "--black", "33"], None)


def cpu_once(cmd, stdin_path):
    """User + system seconds of one run of cmd with stdin from a file, and its output."""
    t, _, out = run_once(cmd, stdin_path)
    return t, out


def against(path, other, threads, reps):
    """Cpu time of this binary against `other`, alternately, reps rounds (see the usage)."""
    before, after, ratios = [], [], []
    for _ in range(reps):
        tb, ob = cpu_once([other, "go", "--threads", str(threads)], path)
        ta, oa = cpu_once([common.binary(), "go", "--threads", str(threads)], path)
        if oa != ob:
            raise RuntimeError("outputs differ on %s" % path)
        before.append(tb)
        after.append(ta)
        ratios.append(ta / tb)
    mb, ma = statistics.median(before), statistics.median(after)
    print("  cpu: against %.1f ms, this %.1f ms, this / against %.3f (median of the %d per-round"
          " ratios %.3f)" % (mb * 1e3, ma * 1e3, ma / mb, reps, statistics.median(ratios)))
    sys.stdout.flush()


def run_once(cmd, stdin_path):
    """Cpu seconds, peak KiB and output of one run of cmd with stdin from a file."""
    with open(stdin_path, "rb") as fin:
        p = subprocess.Popen(cmd, stdin=fin, stdout=subprocess.PIPE)
        out = p.stdout.read()
        _, status, ru = os.wait4(p.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError("%s failed with status %d" % (cmd, status))
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss, out


def passes(path, reps):
    """Pass 1's methods on one input: search, local, rows, auto in turn, reps rounds."""
    names = ("search", "local", "rows", "auto")
    cpu = {n: [] for n in names}
    peak = {n: [] for n in names}
    for _ in range(reps):
        outs = set()
        for n in names:
            t, m, out = run_once([common.binary(), "go", "--threads", "1", "--pass", n], path)
            cpu[n].append(t)
            peak[n].append(m)
            outs.add(out)
        if len(outs) != 1:
            raise RuntimeError("the passes' outputs differ on %s" % path)
    med = {n: statistics.median(cpu[n]) for n in names}
    print("  cpu ms: " + ", ".join("%s %.1f" % (n, med[n] * 1e3) for n in names) + "; " +
          ", ".join("%s / search %.3f" % (n, med[n] / med["search"]) for n in names[1:]) + "; peak MiB: " +
          ", ".join("%s %.0f" % (n, statistics.median(peak[n]) / 1024) for n in names[:3]))
    sys.stdout.flush()


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=0, help="rounds (default %d; 3 for big)"
                    % common.FLOOR_REPS)
    ap.add_argument("--only", default="")
    ap.add_argument("--big", action="store_true", help="also the 10^4 x 10^4 board")
    ap.add_argument("--shares", action="store_true", help="also the random white shares shareNN")
    ap.add_argument("--against", default="", help="cpu time against this binary instead")
    ap.add_argument("--threads", type=int, default=1, help="with --against (default 1)")
    ap.add_argument("--passes", action="store_true", help="pass 1's methods against each other instead")
    ap.add_argument("--large", action="store_true", help="with --passes: also 4000 x 4000 boards")
    a = ap.parse_args()
    only = a.only.split(",")
    cases = CASES + (SHARES if a.shares or any(n.startswith("share") for n in only) else [])
    cases += [BIG] if a.big or "big" in only else []
    cases += LARGE if a.large or any(n.endswith("-4k") for n in only) else []
    if a.only:
        cases = [c for c in cases if c[0] in only]
    print("binary: %s" % common.binary())
    if a.against:
        print("against: %s, --threads %d, load average %s" % (a.against, a.threads, load()))
    if a.passes:
        print("pass 1's methods, --threads 1, load average %s" % load())
    worst = 0
    for name, gen, target in cases:
        path = common.generate("go-%s.in" % name, gen)
        print("go %s%s" % (name, " (target %d ms)" % target if target else ""))
        if a.against:
            against(path, a.against, a.threads, a.reps or common.FLOOR_REPS)
            continue
        if a.passes:
            passes(path, a.reps or (3 if name.endswith("-4k") else common.FLOOR_REPS))
            continue
        reps = a.reps or (3 if name == "big" else common.FLOOR_REPS)
        med = common.compare(path, [("gridgames", [common.binary(), "go"])], reps, reps)["gridgames"][0]
        if target and med * 1e3 > target:
            print("  OVER TARGET: %.1f ms > %d ms" % (med * 1e3, target))
            worst = 1
    if a.against or a.passes:
        print("load average %s" % load())
    return worst


if __name__ == "__main__":
    sys.exit(main())
