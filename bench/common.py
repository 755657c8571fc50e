"""Shared benchmark helpers: generate inputs once, time a command over several runs, report
medians and peak memory. Inputs go to bench/data/ (ignored by git).

Timing is wall-clock around the whole process (fork, exec, read, solve, write), measured with
time.perf_counter; peak memory is the child's maximum resident set from wait4's rusage.

compare() is the standard row of every script: `cat`, the two floors of bench/floor.c (the
parse floor, which parses every integer, and the hard floor, `floor --words`, which maps the
input and adds up its 8-byte words without parsing), gridgames and any reference, run in turn
(interleaved) FLOOR_REPS or more times, with the ratios gridgames / floor and gridgames / hard
floor taken round by round and their medians reported, so that a drift of the shared
machine's speed hits both sides of a ratio alike.
"""
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(HERE, "data")


def binary():
    """The gridgames binary: $GRIDGAMES, or build/gridgames under the repository."""
    return os.environ.get("GRIDGAMES", os.path.join(ROOT, "build", "gridgames"))


def generate(name, args):
    """Runs `gridgames ARGS` once and keeps its output as bench/data/NAME (reused if present)."""
    os.makedirs(DATA, exist_ok=True)
    path = os.path.join(DATA, name)
    if not os.path.exists(path):
        tmp = path + ".tmp"
        with open(tmp, "wb") as f:
            subprocess.run([binary()] + args, stdout=f, check=True)
        os.replace(tmp, path)
    return path


def build_reference(name):
    """Compiles bench/ref/NAME.c with cc -O2 into bench/data/NAME; returns the binary's path."""
    os.makedirs(DATA, exist_ok=True)
    exe = os.path.join(DATA, name)
    subprocess.run(["cc", "-O2", "-o", exe, os.path.join(HERE, "ref", name + ".c")], check=True)
    return exe


_FLOOR = []


def build_floor():
    """Compiles bench/floor.c with cc -O2 into bench/data/floor, checks the hard floor
    (check_hard_floor) and returns the binary's path. The first time, also prints what fresh
    memory costs on this machine (`floor --pages`): the hard floor on a few MB is mostly the
    process start and the input's pages, so the ratios move with it (docs/benchmarks.md)."""
    if _FLOOR:
        return _FLOOR[0]
    os.makedirs(DATA, exist_ok=True)
    exe = os.path.join(DATA, "floor")
    subprocess.run(["cc", "-O2", "-o", exe, os.path.join(HERE, "floor.c")], check=True)
    check_hard_floor(exe)
    print(subprocess.run([exe, "--pages"], capture_output=True, check=True, text=True).stdout.strip())
    sys.stdout.flush()
    _FLOOR.append(exe)
    return exe


def check_hard_floor(exe):
    """`floor --words` must print the sum modulo 2^64 of the input's little-endian 8-byte
    words (the last padded with zero bytes), from a mapped file and from a pipe alike: on
    inputs of 0 to 17 bytes and on one of 3 MiB + 5 bytes (a pipe's reads end anywhere)."""
    path = os.path.join(DATA, "floor-check.tmp")
    for n in list(range(18)) + [3 * 2**20 + 5]:
        data = bytes((i * 131 + 7 + i // 251) & 255 for i in range(n))
        pad = data + bytes(-n % 8)
        want = sum(int.from_bytes(pad[i:i + 8], "little") for i in range(0, len(pad), 8)) % 2**64
        with open(path, "wb") as f:
            f.write(data)
        got_file = output_of([exe, "--words"], path)
        got_pipe = subprocess.run([exe, "--words"], input=data, capture_output=True, check=True).stdout
        if got_file != b"%d\n" % want or got_pipe != got_file:
            raise RuntimeError("floor --words on %d bytes: file %r, pipe %r, want %d"
                               % (n, got_file, got_pipe, want))
    os.remove(path)


FLOOR_REPS = 9


def compare(stdin_path, cmds, reps=FLOOR_REPS, least=FLOOR_REPS):
    """Runs every (label, cmd) of cmds in turn, reps rounds (at least `least`), with `cat`
    and the two floors added in front; prints one line per command and the ratios of the
    command labelled "gridgames" to the parse floor and to the hard floor (medians of the
    per-round ratios). Returns a dict label -> (median seconds, max peak MiB), plus "ratio"
    and "hard_ratio" -> the median ratios."""
    floor = build_floor()
    cmds = [("cat", ["cat"]), ("floor", [floor]), ("hard floor", [floor, "--words"])] + list(cmds)
    reps = max(reps, least)
    runs = {label: [] for label, _ in cmds}
    for _ in range(reps):
        for label, cmd in cmds:
            runs[label].append(run_once(cmd, stdin_path))
    out = {}
    for label, _ in cmds:
        r = runs[label]
        med = statistics.median(x[0] for x in r)
        peak = max(x[1] for x in r)
        out[label] = (med, peak)
        print("  %-30s median %8.2f ms  (min %8.2f, max %8.2f, %d runs)  peak %7.1f MiB"
              % (label, med * 1e3, min(x[0] for x in r) * 1e3, max(x[0] for x in r) * 1e3,
                 reps, peak))
    for key, label in (("ratio", "floor"), ("hard_ratio", "hard floor")):
        ratios = [g[0] / f[0] for g, f in zip(runs["gridgames"], runs[label])]
        out[key] = statistics.median(ratios)
        print("  gridgames / %s: %.2f (median of %d interleaved rounds; min %.2f, max %.2f)"
              % (label, out[key], reps, min(ratios), max(ratios)))
    sys.stdout.flush()
    return out


def output_of(cmd, stdin_path):
    """The standard output of cmd run once on the file (checked exit status)."""
    with open(stdin_path, "rb") as f:
        return subprocess.run(cmd, stdin=f, capture_output=True, check=True).stdout


def run_once(cmd, stdin_path):
    """Wall seconds and peak RSS (MiB) of one run of cmd with stdin from a file; output dropped."""
    with open(stdin_path, "rb") as fin, open(os.devnull, "wb") as fout:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdin=fin, stdout=fout)
        _, status, ru = os.wait4(p.pid, 0)
        t1 = time.perf_counter()
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError("%s failed with status %d" % (cmd, status))
    return t1 - t0, ru.ru_maxrss / 1024.0


def measure(label, cmd, stdin_path, reps=7):
    """Runs cmd reps times; prints and returns (median seconds, max peak MiB)."""
    runs = [run_once(cmd, stdin_path) for _ in range(reps)]
    med = statistics.median(r[0] for r in runs)
    peak = max(r[1] for r in runs)
    size = os.path.getsize(stdin_path)
    print("%-44s median %8.2f ms  (min %8.2f, max %8.2f, %d runs)  peak %7.1f MiB  input %.1f MB"
          % (label, med * 1e3, min(r[0] for r in runs) * 1e3, max(r[0] for r in runs) * 1e3,
             reps, peak, size / 1e6))
    sys.stdout.flush()
    return med, peak
