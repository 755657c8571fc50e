#!/usr/bin/env python3
"""A regular file that shrinks while gridgames reads it ends with a message, never a signal:
a large Tokens input is given as standard input; once gridgames has started reading it (its
offset in /proc/PID/fdinfo/0 moves), it is stopped, the file is cut to a few bytes, and it
goes on. It must exit 3 with "<stdin>:LINE:COLUMN: ..." on standard error (the input ended
early), where a mapped reader died of SIGBUS.

usage: truncated.py GRIDGAMES
"""
import os
import signal
import subprocess
import sys
import tempfile
import time


def offset(pid):
    try:
        with open(f"/proc/{pid}/fdinfo/0") as f:
            return int(next(line for line in f if line.startswith("pos:")).split()[1])
    except (OSError, StopIteration):
        return -1


def main():
    gg = sys.argv[1]
    if not os.path.exists("/proc/self/fdinfo"):
        print("no /proc/PID/fdinfo: skipped")
        return 77
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "tokens.in")
        with open(path, "wb") as f:
            subprocess.run([gg, "tokens", "gen", "--seed", "1", "--n", "5000000", "--coord", "1000000000",
                            "--shape", "uniform"], stdout=f, check=True)
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            p = subprocess.Popen([gg, "tokens"], stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        while p.poll() is None and offset(p.pid) <= 0:
            time.sleep(0.001)
        p.send_signal(signal.SIGSTOP)
        at = offset(p.pid)
        os.truncate(path, 10)
        p.send_signal(signal.SIGCONT)
        err = p.stderr.read().decode()
        code = p.wait(timeout=300)
    print(f"stopped at offset {at} of {size}; exit {code}; stderr {err!r}")
    if code is None or code < 0:
        print(f"FAIL: killed by signal {-code}")
        return 1
    if at >= size and code == 0:
        print("FAIL: the whole input was read before it was cut: nothing was tested")
        return 1
    if code != 3 or not err.startswith("gridgames tokens: <stdin>:"):
        print("FAIL: expected exit 3 and a located message")
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
