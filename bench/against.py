#!/usr/bin/env python3
"""Two or more commands on one input, interleaved: each round runs every command once (after
one warm-up round), and the script prints each command's median wall and cpu (user + system)
time and the median of its per-round ratios to the LAST command's wall time (the baseline),
so that the machine's changing speed hits both sides of each ratio alike. Outputs are not
compared: check them first (e.g. `cmp <(A < FILE) <(B < FILE)`).

usage: python3 bench/against.py FILE ROUNDS NAME=COMMAND... [NAME=BASELINE-COMMAND]
  e.g. python3 bench/against.py bench/data/mimo_max.in 41 "new=build/gridgames mimo" \\
           "old=/tmp/gridgames-before mimo"
A command may start with VAR=VALUE words, set in its environment.
"""
import os
import shlex
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 5 or not sys.argv[2].isdigit():
        sys.exit(__doc__)
    path, rounds = sys.argv[1], int(sys.argv[2])
    cmds = []
    for arg in sys.argv[3:]:
        name, _, text = arg.partition("=")
        words, env = shlex.split(text), dict(os.environ)
        while words and "=" in words[0] and not words[0].startswith(("/", ".")):
            key, _, value = words.pop(0).partition("=")
            env[key] = value
        cmds.append((name, words, env))
    wall = {name: [] for name, _, _ in cmds}
    cpu = {name: [] for name, _, _ in cmds}
    for r in range(rounds + 1):
        for name, words, env in cmds:
            with open(path, "rb") as fin, open(os.devnull, "wb") as fout:
                start = time.perf_counter()
                p = subprocess.Popen(words, stdin=fin, stdout=fout, env=env)
                _, status, ru = os.wait4(p.pid, 0)
                end = time.perf_counter()
            if os.waitstatus_to_exitcode(status) != 0:
                sys.exit("%s exited with %d" % (name, os.waitstatus_to_exitcode(status)))
            if r > 0:
                wall[name].append((end - start) * 1e3)
                cpu[name].append((ru.ru_utime + ru.ru_stime) * 1e3)
    base = cmds[-1][0]
    print("%s, %d interleaved rounds, load average %s" % (path, rounds, " ".join(open("/proc/loadavg").read().split()[:3])))
    for name, _, _ in cmds:
        ratio = statistics.median(a / b for a, b in zip(wall[name], wall[base]))
        print("  %-12s wall %8.2f ms  cpu %8.2f ms  wall / %s %.2f" %
              (name, statistics.median(wall[name]), statistics.median(cpu[name]), base, ratio))


if __name__ == "__main__":
    main()
