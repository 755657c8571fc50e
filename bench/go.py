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
Each 1000^2 input is timed interleaved with `cat` and the parse-only floor (bench/floor.c);
the line "gridgames / floor" is the figure of docs/benchmarks.md's first table.

usage: python3 bench/go.py [--reps N] [--only NAME[,NAME...]] [--big]
"""
import argparse
import os
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
BIG = ("big", ["go", "gen", "--seed", "6", "--t", "1", "--n", "10000", "--shape", "random",
               "--white", "33", "--black", "33"], None)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=common.FLOOR_REPS)
    ap.add_argument("--only", default="")
    ap.add_argument("--big", action="store_true", help="also the 10^4 x 10^4 board")
    a = ap.parse_args()
    cases = CASES + ([BIG] if a.big or "big" in a.only.split(",") else [])
    if a.only:
        cases = [c for c in cases if c[0] in a.only.split(",")]
    print("binary: %s" % common.binary())
    worst = 0
    for name, gen, target in cases:
        path = common.generate("go-%s.in" % name, gen)
        print("go %s%s" % (name, " (target %d ms)" % target if target else ""))
        if name == "big":
            common.read_baseline(path, 3)
            med, _ = common.measure("  gridgames go (big)", [common.binary(), "go"], path, 3)
        else:
            med = common.compare(path, [("gridgames", [common.binary(), "go"])], a.reps)["gridgames"][0]
        if target and med * 1e3 > target:
            print("  OVER TARGET: %.1f ms > %d ms" % (med * 1e3, target))
            worst = 1
    return worst


if __name__ == "__main__":
    sys.exit(main())
