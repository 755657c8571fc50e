#!/usr/bin/env python3
"""Lame queen benchmark: the contest maximum for every d, beyond-limit inputs, medians.

Compared in the same run, interleaved: the parse floor and the hard floor (bench/floor.c), `cat FILE > /dev/null` (the cost of just reading the input),
gridgames on the default threads and with --threads 1 (the ratio is printed), and a
straightforward independent solution (bench/ref/lamequeen_ref.c: scanf, plain-array greedy,
offline sort + Fenwick tree, printf), compiled here with -O2. The script first checks that
both print the same answers (the reference has no closed form, so d = 1 at 10^18 is timed
without it).

usage: python3 bench/lamequeen.py [REPS]   (after ./build.sh test; set GRIDGAMES to override)
  LQ_BASELINE=PATH  also time PATH (an older gridgames binary) in the same rounds, and print
                    its median over the floor's beside the current binary's
  LQ_CONTEST=1      the contest-maximum inputs only (d = 1..20)
"""
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

REPS = int(sys.argv[1]) if len(sys.argv) > 1 else common.FLOOR_REPS
E18 = str(10**18)

# (label, file, gen options, compare with the reference, repetitions factor)
INPUTS = [("contest max, d = %d: T = 1e5, coordinates <= 2e5" % d, "lamequeen_max_d%d.in" % d,
           ["--seed", str(d), "--d", str(d), "--t", "100000", "--max", "200000"], True)
          for d in range(1, 21)]
BEYOND = [("beyond, d = %d: T = 1e6, coordinates <= 1e7" % d, "lamequeen_1e7_d%d.in" % d,
           ["--seed", str(100 + d), "--d", str(d), "--t", "1000000", "--max", "10000000"], True)
          for d in (2, 7, 16, 20)]
BEYOND += [("beyond, d = 2: T = 1e6, coordinates <= 3e7 (the limit)", "lamequeen_3e7_d2.in",
            ["--seed", "200", "--d", "2", "--t", "1000000", "--max", "30000000"], True),
           ("beyond, d = 1: T = 1e5, coordinates <= 1e18 (closed form)", "lamequeen_1e18_d1.in",
            ["--seed", "300", "--d", "1", "--t", "100000", "--max", E18], False)]
if os.environ.get("LQ_CONTEST") != "1":
    INPUTS += BEYOND
BASELINE = os.environ.get("LQ_BASELINE")


def cpu_times(cmd, path, reps):
    """Median CPU seconds (user + system) of cmd over reps runs: unlike wall time, barely
    affected by other jobs on a shared machine."""
    times = []
    for _ in range(reps):
        with open(path, "rb") as fin, open(os.devnull, "wb") as fout:
            p = subprocess.Popen(cmd, stdin=fin, stdout=fout)
            _, status, ru = os.wait4(p.pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
        times.append(ru.ru_utime + ru.ru_stime)
    return statistics.median(times)


def main():
    ref = common.build_reference("lamequeen_ref")
    print("gridgames lamequeen benchmark (%d runs each, wall-clock medians)" % REPS)
    rows = []
    for label, name, args, compare in INPUTS:
        path = common.generate(name, ["lamequeen", "gen"] + args)
        big = os.path.getsize(path) > 10**7
        reps = common.FLOOR_REPS if big else REPS
        out = common.output_of([common.binary(), "lamequeen"], path)
        if compare:
            want = common.output_of([ref], path)
            assert out == want, "gridgames and the reference disagree on " + name
            del want
        del out  # keep the harness small: children forked from it start with its memory
        print(label)
        cmds = [("gridgames", [common.binary(), "lamequeen"]),
                ("gridgames --threads 1", [common.binary(), "lamequeen", "--threads", "1"])]
        if compare:
            cmds.append(("reference (sort + Fenwick)", [ref]))
        if BASELINE:
            cmds.append(("baseline gridgames", [BASELINE, "lamequeen"]))
        res = common.compare(path, cmds, reps)
        if BASELINE:
            print("  medians over the floor's: gridgames %.2f, baseline %.2f"
                  % (res["gridgames"][0] / res["floor"][0], res["baseline gridgames"][0] / res["floor"][0]))
        base, (med, peak) = res["cat"][0], res["gridgames"]
        speedup = res["gridgames --threads 1"][0] / med
        print("  --threads 1 / default (%d threads): %.2f" % (os.cpu_count() or 1, speedup))
        cpu = cpu_times([common.binary(), "lamequeen"], path, reps)
        print("  gridgames lamequeen cpu (user+sys) median %8.2f ms" % (cpu * 1e3))
        rmed = res["reference (sort + Fenwick)"][0] if compare else None
        rows.append((label, os.path.getsize(path), base, res["floor"][0], med, res["ratio"],
                     res["hard_ratio"], speedup, cpu, rmed, peak))
    print()
    print("| input | size | cat | floor | gridgames lamequeen | / floor | / hard floor | 1 thread / default | its cpu | reference | peak memory |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for label, size, base, floor, med, ratio, hard, speedup, cpu, rmed, peak in rows:
        print("| %s | %.1f MB | %.1f ms | %.1f ms | **%.1f ms** | %.2f | %.2f | %.2f | %.1f ms | %s | %.0f MiB |"
              % (label, size / 1e6, base * 1e3, floor * 1e3, med * 1e3, ratio, hard, speedup, cpu * 1e3,
                 "%.1f ms" % (rmed * 1e3) if rmed is not None else "n/a", peak))


if __name__ == "__main__":
    main()
