#!/usr/bin/env python3
"""validate streams: every game's `validate`, in both modes, reads as it checks and stops at the
first bad byte, on inputs that never end or are far larger than memory: /dev/zero, `yes 1`
through a pipe, and a sparse 10 GB file of zero bytes. Each must exit 3 with a located message
("<stdin>:LINE:COLUMN: ..."), its resident size watched and the run ended past 1 GiB (a
validator that reads all its input first gets there; a watch, not an rlimit, so sanitizer
builds, which reserve terabytes of address space, run too), within a generous time-out (a hang
guard, not a timing).

usage: validate_stream.py GRIDGAMES SOURCE-ROOT
"""
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gamelist  # noqa: E402
from tally import Tally  # noqa: E402

CAP_KB = 1 << 20


def rss_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            return int(next(line for line in f if line.startswith("VmRSS:")).split()[1])
    except (OSError, StopIteration):
        return 0


def watched(cmd, stdin):
    """Runs cmd; (exit status, stderr, why it was ended or None)."""
    with tempfile.TemporaryFile() as err:
        p = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.DEVNULL, stderr=err)
        end, why = time.monotonic() + 120, None
        while p.poll() is None and why is None:
            if rss_kb(p.pid) > CAP_KB:
                why = "its resident size passed 1 GiB"
            elif time.monotonic() > end:
                why = "still running after 120 s"
            else:
                time.sleep(0.01)
        if why:
            p.kill()
        p.wait()
        err.seek(0)
        return p.returncode, err.read().decode(errors="replace"), why


def run(cmd, source, big):
    if source == "yes":
        yes = subprocess.Popen(["yes", "1"], stdout=subprocess.PIPE)
        try:
            return watched(cmd, yes.stdout)
        finally:
            yes.stdout.close()
            yes.kill()
            yes.wait()
    with open("/dev/zero" if source == "zero" else big, "rb") as f:
        return watched(cmd, f)


def main():
    gg, root = os.path.abspath(sys.argv[1]), sys.argv[2]
    tally = Tally()
    with tempfile.TemporaryDirectory() as d:
        big = os.path.join(d, "ten-gb.in")
        with open(big, "wb") as f:
            f.truncate(10 << 30)  # sparse: no disk is used
        for game in gamelist.folders(root):
            if "validate" not in gamelist.actions(gg, game):
                continue
            for mode in ([], ["--contest"]):
                for source in ("zero", "yes", "10 GB"):
                    cmd = [gg, game, "validate"] + mode
                    name = f"{game} validate {' '.join(mode)} < {source}"
                    code, err, why = run(cmd, source, big)
                    if why is None and (code != 3 or not err.startswith(f"gridgames {game} validate: <stdin>:")):
                        why = f"exit {code}, {err[:200]!r}"
                    tally.record(name, why, err.strip()[:100])
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
