#!/usr/bin/env python3
"""Game with Tokens benchmark: contest-limit and beyond-limit inputs, medians of several runs.

Compared in the same run, interleaved: the parse floor and the hard floor (bench/floor.c), `cat FILE > /dev/null` (the cost of just reading the input),
gridgames with its default threads (the ratio printed) and with --threads 1, and a
straightforward scanf + qsort implementation (bench/ref/tokens_ref.c, compiled here with -O2),
which also checks every answer independently.

usage: python3 bench/tokens.py [REPS]      (after ./build.sh test; set GRIDGAMES to override)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

REPS = int(sys.argv[1]) if len(sys.argv) > 1 else common.FLOOR_REPS

INPUTS = [
    ("contest max: n=1e5, |x|,|y| <= 1e5, uniform",
     "tokens_max.in", ["--seed", "1", "--n", "100000", "--coord", "100000", "--shape", "uniform"]),
    ("contest max: n=1e5, |x|,|y| <= 1e5, clustered",
     "tokens_max_clustered.in", ["--seed", "2", "--n", "100000", "--coord", "100000", "--shape", "clustered"]),
    ("beyond: n=1e7, |x|,|y| <= 1e9, uniform",
     "tokens_beyond.in", ["--seed", "3", "--n", "10000000", "--coord", "1000000000", "--shape", "uniform"]),
    ("beyond: n=1e7, |x|,|y| <= 1e9, spread (count near 4e18)",
     "tokens_beyond_spread.in", ["--seed", "4", "--n", "10000000", "--coord", "1000000000", "--shape", "spread"]),
]


def main():
    ref = common.build_reference("tokens_ref")
    print("gridgames tokens benchmark (%d runs each, wall-clock medians)" % REPS)
    for label, name, args in INPUTS:
        path = common.generate(name, ["tokens", "gen"] + args)
        out = common.output_of([common.binary(), "tokens"], path)
        want = common.output_of([ref], path)
        assert out == want, "gridgames and the reference disagree on " + name
        print("%s  (count %s)" % (label, out.decode().strip()))
        common.compare(path, [("gridgames", [common.binary(), "tokens"]),
                              ("gridgames --threads 1", [common.binary(), "tokens", "--threads", "1"]),
                              ("scanf+qsort reference", [ref])], REPS)


if __name__ == "__main__":
    main()
