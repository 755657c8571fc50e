#!/usr/bin/env python3
"""go_threads.py: Go's solve on N threads (the one solve loop's pipeline, src/core/batch.c, with
loop.c's ops; the second thread of split.c on a single board of 2^24 points or more) must print
what one thread prints: the same stdout, stderr and exit code. The inputs are above the sizes
where the threads take over (batches of 2^16 points; a board of 2^24), so the pipeline's workers
and the split really run: mixed sizes, boards larger than a batch, many small boards before a
large one, errors in a board after several batches, a truncated input, one 4100 x 4100 board,
four of them among small ones (each runs alone: the peak memory on N threads is one thread's).
The hashes are also checked against fixed values, so that both sides cannot drift together.

  go_threads.py GRIDGAMES WORK_DIR [--no-peak]   (--no-peak: sanitizer builds, whose allocator
                                                  keeps freed blocks for a while)
"""
import os
import subprocess
import sys

from threads_common import gen as gen_game, run


def gen(gg, *args):
    return gen_game(gg, "go", *args)


def spoil(data, frac):
    """The input with the first character of the row after `frac` of its bytes made 'z'."""
    i = data.index(b"\n", int(len(data) * frac)) + 1
    return data[:i] + b"z" + data[i + 1:]


def inputs(gg):
    mixed = gen(gg, "--seed", "11", "--t", "40", "--n", "1..400")
    large = gen(gg, "--seed", "12", "--t", "5", "--n", "300..700", "--shape", "mixed")
    small = gen(gg, "--seed", "13", "--t", "3000", "--n", "1..6")
    one_large = gen(gg, "--seed", "14", "--t", "1", "--n", "400")
    # many small boards, then large ones: the main thread first, then the workers
    tail = gen(gg, "--seed", "15", "--t", "4", "--n", "260..300")
    head = gen(gg, "--seed", "16", "--t", "500", "--n", "1..4")
    t_head, t_tail = int(head.split(b"\n", 1)[0]), int(tail.split(b"\n", 1)[0])
    both = str(t_head + t_tail).encode() + b"\n" + head.split(b"\n", 1)[1] + tail.split(b"\n", 1)[1]
    yield "mixed sizes", mixed
    yield "boards above a batch", large
    yield "small boards only", small
    yield "one 400 x 400 board", one_large
    yield "small then large boards", both
    yield "an error after several batches", spoil(mixed, 0.7)
    yield "an error in a large board", spoil(large, 0.5)
    yield "an error in the first board", spoil(large, 0.01)
    yield "truncated", large[: len(large) * 3 // 5]
    yield "one more board declared", b"6" + large[1:]
    yield "one 4100 x 4100 board (split)", gen(gg, "--seed", "17", "--t", "1", "--n", "4100", "--shape", "random")
    yield "four 4100 x 4100 boards among small ones (alone)", large_four(gg)
    yield "an error in the third 4100 x 4100 board", spoil(large_four(gg), 0.6)


def join(*parts):
    """One judge input of the boards of several."""
    t = sum(int(p.split(b"\n", 1)[0]) for p in parts)
    return str(t).encode() + b"\n" + b"".join(p.split(b"\n", 1)[1] for p in parts)


def large_four(gg, cache={}):
    """Small boards, a board of 4100 x 4100 (over 2^24 points: its batch runs alone), small
    ones, three more large ones."""
    if "v" not in cache:
        small = [gen(gg, "--seed", str(20 + k), "--t", "3", "--n", "1..300") for k in range(2)]
        big = [gen(gg, "--seed", str(30 + k), "--t", "1", "--n", "4100", "--shape", "random") for k in range(4)]
        cache["v"] = join(small[0], big[0], small[1], big[1], big[2], big[3])
    return cache["v"]



# Run from a fresh interpreter: a child's peak resident set (ru_maxrss) starts from its
# parent's size at the fork, which this script, holding the inputs, would make the larger.
PEAK = """import os, subprocess, sys
with open(sys.argv[1], "rb") as f:
    p = subprocess.Popen(sys.argv[2:], stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(os.wait4(p.pid, 0)[2].ru_maxrss)
"""


def peak_kib(cmd, path):
    """The peak resident set (KiB) of cmd run on the file."""
    return int(subprocess.run([sys.executable, "-c", PEAK, path] + cmd, capture_output=True, check=True).stdout)


# the one-thread hashes of the inputs that succeed (their last lines, as the baseline printed
# them), so that a change in the generator or the solver that moves both sides at once is seen
EXPECT_TAIL = {"mixed sizes": b"555939752", "boards above a batch": b"876105309", "one 400 x 400 board": b"661806756",
               "small then large boards": b"885065495", "one 4100 x 4100 board (split)": b"355858553",
               "four 4100 x 4100 boards among small ones (alone)": b"28039209"}


def main():
    gg, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, "go_threads.in")
    failed = count = 0
    for name, data in inputs(gg):
        with open(path, "wb") as f:
            f.write(data)
        want = run([gg, "go", "--threads", "1"], path, pipe=True)
        if name in EXPECT_TAIL and want[1].split(b"\n")[-2:-1] != [EXPECT_TAIL[name]]:
            failed += 1
            print("FAIL %s: one thread's last hash %r, want %r" % (name, want[1][-20:], EXPECT_TAIL[name]))
        for threads in ("2", "3", "8"):
            for pipe in (False, True):
                count += 1
                got = run([gg, "go", "--threads", threads], path, pipe)
                if got != want:
                    failed += 1
                    print("FAIL %s, %s threads, %s: %r, want %r" % (name, threads, "pipe" if pipe else "file",
                                                                  got, want))
    # boards that run alone: N threads hold one of them at a time, as one thread does, and 8
    # threads no more than 2 (before, 8 threads held 1.6 times one thread's peak here)
    if sys.argv[3:] == ["--no-peak"]:
        print("the peak memory is not checked (--no-peak)")
    else:
        with open(path, "wb") as f:
            f.write(large_four(gg))
        peak = {t: peak_kib([gg, "go", "--threads", t], path) for t in ("1", "2", "8")}
        for threads, than, most in (("2", "1", 1.15), ("8", "1", 1.15), ("8", "2", 1.08)):
            count += 1
            if peak[threads] > peak[than] * most:
                failed += 1
                print("FAIL peak on %s threads %d KiB, on %s %d KiB" % (threads, peak[threads], than, peak[than]))
    print("%d passed, %d failed" % (count - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
