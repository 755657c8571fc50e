#!/usr/bin/env python3
"""versus.py: two gridgames binaries on every game's contest-size inputs, interleaved.

For a change that must not make anything slower (a refactor): each input is run by both
binaries in turn, ROUNDS rounds after one warm-up round, and the table gives per input the
median wall and cpu (user + system) time of each and the median of the per-round ratios
NEW / BASE, so that the shared machine's changing speed hits both sides of a ratio alike.
With --instructions (needs valgrind) it also counts each binary's instructions once per input
(cachegrind, no cache simulation): a figure that does not depend on the machine's load.
Outputs are compared first; a difference stops the run.

  python3 bench/versus.py BASE NEW [--rounds R] [--threads T] [--instructions]
  e.g. python3 bench/versus.py /tmp/gridgames-before build/gridgames --rounds 15 --instructions

The inputs are generated once into bench/data/ by NEW's gen (seeded).
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")

# (game, file name, gen arguments): the contest's maximum sizes, one or two shapes a game
INPUTS = [
    ("mimo", "vs_mimo_max.in", ["--seed", "1", "--t", "10000", "--n", "200000", "--m", "200000", "--k", "20"]),
    ("mimo", "vs_mimo_one.in", ["--seed", "4", "--t", "1", "--n", "200000", "--m", "200000", "--k", "200000"]),
    ("go", "vs_go_r33.in", ["--seed", "1", "--t", "5", "--n", "1000", "--shape", "random", "--white", "33", "--black", "33"]),
    ("go", "vs_go_w90.in", ["--seed", "2", "--t", "5", "--n", "1000", "--shape", "random", "--white", "90", "--black", "5"]),
    ("tokens", "vs_tokens_max.in", ["--seed", "1", "--n", "100000", "--coord", "100000", "--shape", "uniform"]),
    ("lamequeen", "vs_lq_d1.in", ["--seed", "11", "--d", "1", "--t", "100000", "--max", "200000"]),
    ("lamequeen", "vs_lq_d2.in", ["--seed", "12", "--d", "2", "--t", "100000", "--max", "200000"]),
    ("lamequeen", "vs_lq_d7.in", ["--seed", "17", "--d", "7", "--t", "100000", "--max", "200000"]),
]


def generate(new, game, name, args):
    os.makedirs(DATA, exist_ok=True)
    path = os.path.join(DATA, name)
    if not os.path.exists(path):
        with open(path + ".tmp", "wb") as f:
            subprocess.run([new, game, "gen"] + args, stdout=f, check=True)
        os.replace(path + ".tmp", path)
    return path


def run(cmd, path):
    with open(path, "rb") as fin, open(os.devnull, "wb") as fout:
        start = time.perf_counter()
        p = subprocess.Popen(cmd, stdin=fin, stdout=fout)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("%s exited with %d on %s" % (cmd[0], os.waitstatus_to_exitcode(status), path))
    return wall * 1e3, (ru.ru_utime + ru.ru_stime) * 1e3


def output(cmd, path):
    with open(path, "rb") as fin:
        return subprocess.run(cmd, stdin=fin, capture_output=True).stdout


def instructions(cmd, path):
    with tempfile.TemporaryDirectory() as tmp, open(path, "rb") as fin:
        out = os.path.join(tmp, "cg.out")
        p = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=" + out] + cmd,
                           stdin=fin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        m = re.search(r"I\s+refs:\s+([\d,]+)", p.stderr)
        return int(m.group(1).replace(",", "")) if m else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("base")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--instructions", action="store_true")
    a = ap.parse_args()
    load = " ".join(open("/proc/loadavg").read().split()[:3])
    print("base %s, new %s, --threads %d, %d interleaved rounds, load average %s at the start"
          % (a.base, a.new, a.threads, a.rounds, load))
    print("| input | base wall ms | new wall ms | wall new/base | base cpu ms | new cpu ms | cpu new/base%s |"
          % (" | instructions new/base" if a.instructions else ""))
    print("|---|---|---|---|---|---|---%s|" % ("|---" if a.instructions else ""))
    for game, name, args in INPUTS:
        path = generate(a.new, game, name, args)
        base = [a.base, game, "--threads", str(a.threads)]
        new = [a.new, game, "--threads", str(a.threads)]
        if output(base, path) != output(new, path):
            sys.exit("outputs differ on " + path)
        w = {0: [], 1: []}
        c = {0: [], 1: []}
        for r in range(a.rounds + 1):
            for i, cmd in ((0, base), (1, new)):
                wall, cpu = run(cmd, path)
                if r:
                    w[i].append(wall)
                    c[i].append(cpu)
        wr = statistics.median(x / y for x, y in zip(w[1], w[0]))
        cr = statistics.median(x / y for x, y in zip(c[1], c[0]) if y > 0)
        row = "| %s (%s) | %.1f | %.1f | %.3f | %.1f | %.1f | %.3f" % (
            name[3:-3], game, statistics.median(w[0]), statistics.median(w[1]), wr,
            statistics.median(c[0]), statistics.median(c[1]), cr)
        if a.instructions:
            ib, inew = instructions(base, path), instructions(new, path)
            row += " | %s" % ("%.3f" % (inew / ib) if ib and inew else "?")
        print(row + " |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
