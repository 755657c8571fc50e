#!/usr/bin/env python3
"""A deliberately wrong Knightmare player for `gridgames knightmare stress`: it relays the real
player (`GRIDGAMES knightmare solve`) and aborts (SIGABRT) right after its first move.
usage: knightmare_crash.py GRIDGAMES"""
import os
import subprocess
import sys
import threading

p = subprocess.Popen([sys.argv[1], "knightmare", "solve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def relay_in():
    for line in sys.stdin.buffer:
        try:
            p.stdin.write(line)
            p.stdin.flush()
        except OSError:
            return


threading.Thread(target=relay_in, daemon=True).start()
lines = 0
for line in p.stdout:
    sys.stdout.buffer.write(line)
    sys.stdout.flush()
    lines += 1
    if lines == 2:  # the side, then the first move
        p.kill()
        os.abort()
