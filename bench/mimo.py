#!/usr/bin/env python3
"""Mimo & Yuyu benchmark: contest-limit and beyond-limit inputs, medians of several runs.

Compared in the same run, interleaved: the parse floor and the hard floor (bench/floor.c), `cat FILE > /dev/null` (the cost of just reading the input),
gridgames on the default threads and with --threads 1 (the speed-up is printed), and a
straightforward scanf + qsort implementation (bench/ref/mimo_ref.c, compiled here with -O2).

usage: python3 bench/mimo.py [REPS]      (after ./build.sh test; set GRIDGAMES to override)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

REPS = int(sys.argv[1]) if len(sys.argv) > 1 else common.FLOOR_REPS
E18 = str(10**18)

INPUTS = [
    ("contest max: t=1e4, k=20 each (sum 2e5), n=m=2e5, mixed",
     "mimo_max.in", ["--seed", "1", "--t", "10000", "--n", "200000", "--m", "200000", "--k", "20"]),
    ("contest max, all paired (Yuyu): t=1, k=2e5",
     "mimo_max_paired.in", ["--seed", "4", "--t", "1", "--n", "200000", "--m", "200000", "--k", "200000", "--shape", "paired"]),
    ("beyond: t=1e5, k=20 each (sum 2e6), n=m=2e5, mixed",
     "mimo_t1e5.in", ["--seed", "5", "--t", "100000", "--n", "200000", "--m", "200000", "--k", "20"]),
    ("beyond: t=1, k=1e7, n=m=1e18, random (Mimo)",
     "mimo_beyond.in", ["--seed", "2", "--t", "1", "--n", E18, "--m", E18, "--k", "10000000", "--shape", "random"]),
    ("beyond: t=1, k=1e7, n=m=1e18, paired (Yuyu)",
     "mimo_beyond_paired.in", ["--seed", "3", "--t", "1", "--n", E18, "--m", E18, "--k", "10000000", "--shape", "paired"]),
]


def main():
    ref = common.build_reference("mimo_ref")
    print("gridgames mimo benchmark (%d runs each, wall-clock medians)" % REPS)
    for label, name, args in INPUTS:
        path = common.generate(name, ["mimo", "gen"] + args)
        assert common.output_of([common.binary(), "mimo"], path) == common.output_of([ref], path), \
            "gridgames and the reference disagree on " + name
        print(label)
        res = common.compare(path, [("gridgames", [common.binary(), "mimo"]),
                                    ("gridgames --threads 1", [common.binary(), "mimo", "--threads", "1"]),
                                    ("scanf+qsort reference", [ref])], REPS)
        print("  --threads 1 / default (%d threads): %.2f"
              % (os.cpu_count() or 1, res["gridgames --threads 1"][0] / res["gridgames"][0]))


if __name__ == "__main__":
    main()
