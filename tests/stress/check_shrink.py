#!/usr/bin/env python3
"""stress shrinks a failure at contest size with bounded memory: for every game whose test data
(tests/games/<game>.json, "shrink_big") asks for it, a planted solution that is right up to
BYTES bytes and wrong above (fails_above.sh) is stressed at the given size. The failure must be
caught, shrunk to an input just over BYTES (at most twice BYTES: every shrinker halves), and the
peak resident size of stress and everything it ran (RUSAGE_CHILDREN, so an upper bound of the
stress process's own) must stay under the game's `max_peak_mb`. A shrinker that copies every
candidate at once needs gigabytes here; the run is capped (RLIMIT_DATA) so that it fails
instead of eating the machine.

Then, for the first such game, the same run with --save DIR is interrupted (SIGINT) once the
progress on standard error shows a shrink step: DIR/<game>-shrinking.in must be on disk, a
valid input (`validate`), smaller than the original and still failing (over BYTES).

Last, for every game of several test cases (its data has "several_cases"), a solution wrong
on the second case alone (wrong_line2.sh): the report must name line 2 (test case 2) as the
first difference and show that case alone as an input `validate` accepts.

usage: check_shrink.py GRIDGAMES [GAME...]
"""
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gamelist  # noqa: E402
from tally import Tally  # noqa: E402

PLANTED = os.path.join(HERE, "fails_above.sh")
CAP = 1 << 30  # bytes of data a stress run may map: far above every bound below


def capped():
    resource.setrlimit(resource.RLIMIT_DATA, (CAP, CAP))


def command(gg, game, spec, extra):
    return [gg, game, "stress", "--rounds", "1", "--time-limit", "60000"] + spec["options"] + extra + \
        ["--", PLANTED, os.path.abspath(gg), game, str(spec["bytes"])]


def peak_run(gg, game, spec):
    """Runs one stress in a child of a fresh helper, so RUSAGE_CHILDREN holds only its peak."""
    code = ("import resource,subprocess,sys;"
            f"resource.setrlimit(resource.RLIMIT_DATA, ({CAP}, {CAP}));"
            "r = subprocess.run(sys.argv[1:], capture_output=True);"
            "sys.stdout.buffer.write(r.stdout);"
            "print('\\nPEAK_KB', resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, 'CODE', r.returncode)")
    r = subprocess.run([sys.executable, "-c", code] + command(gg, game, spec, ["--quiet"]),
                       capture_output=True, timeout=900)
    return r.stdout.decode()


def check_run(gg, game, spec):
    out = peak_run(gg, game, spec)
    m = re.search(r"PEAK_KB (\d+) CODE (-?\d+)", out)
    sizes = re.search(r"shrunk from (\d+) to (\d+) bytes", out)
    if not m or int(m.group(2)) != 1 or not sizes:
        return f"expected a failure report (exit 1):\n{out[-2000:]}"
    peak_mb, orig, got = int(m.group(1)) / 1024, int(sizes.group(1)), int(sizes.group(2))
    print(f"     {game}: shrunk from {orig} to {got} bytes, peak {peak_mb:.1f} MB")
    if orig <= spec["bytes"]:
        return f"the generated input ({orig} bytes) is not over {spec['bytes']}: a larger size is needed"
    if not spec["bytes"] < got <= 2 * spec["bytes"]:
        return f"shrunk to {got} bytes, expected over {spec['bytes']} and at most {2 * spec['bytes']}"
    if peak_mb > spec["max_peak_mb"]:
        return f"peak {peak_mb:.1f} MB, over the bound of {spec['max_peak_mb']} MB"
    return None


def check_interrupt(gg, game, spec):
    """SIGINT during the shrink keeps the smallest failing input so far on disk."""
    with tempfile.TemporaryDirectory() as d:
        p = subprocess.Popen(command(gg, game, spec, ["--save", d]), stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, preexec_fn=capped)
        seen = None
        for line in p.stderr:
            m = re.match(rb"stress: shrinking: (\d+) bytes, (\d+) steps", line)
            if m and int(m.group(2)) >= 1:
                seen = int(m.group(1))
                break
        p.send_signal(signal.SIGINT)
        p.stderr.read()
        p.wait(timeout=120)
        kept = os.path.join(d, f"{game}-shrinking.in")
        if seen is None:
            return "no shrink step was reported on standard error"
        if not os.path.exists(kept):
            return f"interrupted at {seen} bytes: {kept} is missing"
        size = os.path.getsize(kept)
        with open(kept, "rb") as f:
            v = subprocess.run([gg, game, "validate"], stdin=f, capture_output=True)
        if v.returncode != 0:
            return f"the kept input is not valid: {v.stdout.decode()}{v.stderr.decode()}"
        if not spec["bytes"] < size <= seen:
            return f"kept {size} bytes; expected over {spec['bytes']} and at most {seen} (the last step shown)"
        print(f"     {game}: interrupted at {seen} bytes, {size} bytes kept")
    return None


def check_case(gg, game, spec):
    """The failing case named and shown alone."""
    planted = os.path.join(HERE, "wrong_line2.sh")
    r = subprocess.run([gg, game, "stress", "--quiet", "--seed", "3", "--time-limit", "60000"] + spec["options"] +
                       ["--", planted, os.path.abspath(gg), game], capture_output=True, timeout=600)
    out = r.stdout.decode()
    m = re.search(r"^test case 2 alone \((\d+) bytes\):\n", out, re.M)
    if r.returncode != 1 or "first difference: line 2 (test case 2): expected '" not in out or not m:
        return f"expected case 2 named and shown alone (exit 1):\n{out[-2000:]}"
    case = out[m.end():m.end() + int(m.group(1))].encode()
    v = subprocess.run([gg, game, "validate"], input=case, capture_output=True)
    if v.returncode != 0:
        return f"the case shown alone is not an input: {v.stderr.decode()}\n{case!r}"
    return None


def main():
    gg = sys.argv[1]
    games = sys.argv[2:] or [g for g in gamelist.listed(gg) if "shrink_big" in gamelist.data(g)]
    tally = Tally()
    checks = [(g, check_run, "shrink_big") for g in games] + [(games[0], check_interrupt, "shrink_big")]
    root = os.path.dirname(os.path.dirname(HERE))
    checks += [(g, check_case, "several_cases") for g in gamelist.folders(root) if "several_cases" in gamelist.data(g)]
    for game, check, key in checks:
        tally.record(f"{game} {check.__name__}", check(gg, game, gamelist.data(game)[key]))
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
