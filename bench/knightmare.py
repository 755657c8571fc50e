#!/usr/bin/env python3
"""Knightmare benchmark: the player process on 1000 x 1000 boards, the tablebase on 40 x 40.

The player is interactive, so each input is a recorded game: the judge plays a greedy
opponent against the player once (`gridgames knightmare judge`), the judge's side of the
exchange is kept as the input file, and the deterministic player is then timed replaying it
with stdin from that file (the whole process: start, two BFS over 10^6 cells, every move).
Compared in the same run, interleaved: the parse floor and the hard floor (bench/floor.c) and `cat FILE > /dev/null`. Also timed: `knightmare table --board 40 40`
(every state of 40 x 40 solved and re-checked) and the default `knightmare verify`.

usage: python3 bench/knightmare.py [REPS]      (after ./build.sh test; set GRIDGAMES to override)
"""
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

REPS = int(sys.argv[1]) if len(sys.argv) > 1 else common.FLOOR_REPS

GAMES = [
    ("1000x1000 corners (1,1) vs (1000,1000): black runs 333 moves", "km_corner.in", "1000 1000 1 1 1000 1000"),
    ("1000x1000 (1,1000) vs (1000,1): black via white's target, 333 moves", "km_via.in", "1000 1000 1 1000 1000 1"),
    ("1000x1000 (1000,1000) vs (999,1000): white hunts", "km_white.in", "1000 1000 1000 1000 999 1000"),
]


def record(name, board):
    """Plays one game with the judge (greedy opponent) and keeps what the judge sent."""
    os.makedirs(common.DATA, exist_ok=True)
    path = os.path.join(common.DATA, name)
    if os.path.exists(path):
        return path
    g = common.binary()
    tee = "tee %s | %s knightmare" % (shlex.quote(path + ".tmp"), shlex.quote(g))
    # The tee keeps the pipeline alive after the player's win, so the judge reports "did not
    # exit" after its short timeout; only the recorded input matters here.
    subprocess.run([g, "knightmare", "judge", "--opponent", "greedy", "--timeout", "1000", "--board"]
                   + board.split() + ["--", "sh", "-c", tee], capture_output=True)
    os.replace(path + ".tmp", path)
    return path


def main():
    print("gridgames knightmare benchmark (%d runs each, wall-clock medians)" % REPS)
    for label, name, board in GAMES:
        path = record(name, board)
        out = subprocess.run([common.binary(), "knightmare"], stdin=open(path, "rb"), capture_output=True)
        assert out.returncode == 0, "the player did not win the replayed game " + name
        print("%s (%d moves replayed)" % (label, out.stdout.count(b"\n") - 1))
        common.compare(path, [("gridgames", [common.binary(), "knightmare"])], REPS)
    empty = os.path.join(common.DATA, "empty.in")
    open(empty, "wb").close()
    common.measure("table --board 40 40 (build + re-check)", [common.binary(), "knightmare", "table", "--board", "40", "40"], empty, 3)
    common.measure("verify (default)", [common.binary(), "knightmare", "verify"], empty, 3)


if __name__ == "__main__":
    main()
