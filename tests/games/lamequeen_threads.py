#!/usr/bin/env python3
"""lamequeen_threads.py: Lame queen's solve on two threads must print what one thread prints (the
same stdout, stderr and exit code). Files of 256 KiB to 16 MiB take the split path
(src/games/lamequeen/parallel.c: the main thread reads ahead while a helper builds the table,
then each answers a part of the rest), larger ones and pipes the pipeline of batches; the
inputs here are files of 0.3 to 2.5 MB, so the split runs: d = 1 (no table: split at once) and
d = 2, 7, 20, small and large coordinates, and broken inputs whose fault falls before the split,
near it and after it (the helper's work is then dropped and one thread reads on), CRLF lines,
more or fewer queries than T, a coordinate past the table. The one-thread answers of the
inputs that succeed are also checked against fixed values (a checksum of stdout), so that both
sides cannot drift together.

  lamequeen_threads.py GRIDGAMES WORK_DIR
"""
import hashlib
import os
import sys

from threads_common import gen as gen_game, run


def gen(gg, *args):
    return gen_game(gg, "lamequeen", *args)


def spoil(data, frac, junk=b"z"):
    """The input with the first byte of the line after `frac` of its bytes replaced by junk."""
    i = data.index(b"\n", int(len(data) * frac)) + 1
    return data[:i] + junk + data[i + 1:]


def inputs(gg):
    d7 = gen(gg, "--seed", "21", "--d", "7", "--t", "100000", "--max", "200000")
    d1 = gen(gg, "--seed", "22", "--d", "1", "--t", "100000", "--max", "200000")
    d2 = gen(gg, "--seed", "23", "--d", "2", "--t", "60000", "--max", "1000..200000")
    d20 = gen(gg, "--seed", "24", "--d", "20", "--t", "15000", "--max", "200000")
    small = gen(gg, "--seed", "25", "--d", "5", "--t", "40000", "--max", "50")
    yield "d = 7, contest size", d7
    yield "d = 1 (no table)", d1
    yield "d = 2, mixed ranges", d2
    yield "d = 20, 15000 queries", d20
    yield "small coordinates", small
    for frac in (0.05, 0.3, 0.45, 0.5, 0.55, 0.7, 0.99):
        yield "junk at %.0f %%" % (frac * 100), spoil(d7, frac)
    yield "a negative number at 60 %", spoil(d7, 0.6, b"-")
    yield "CRLF lines", d2.replace(b"\n", b"\r\n")
    yield "CRLF lines from 40 %", d2[: len(d2) * 2 // 5] + d2[len(d2) * 2 // 5:].replace(b"\n", b"\r\n")
    yield "double blanks from 65 %", d7[: len(d7) * 13 // 20] + d7[len(d7) * 13 // 20:].replace(b" ", b"  ")
    yield "one more query declared", d7.replace(b"7 100000", b"7 100001", 1)
    yield "one query fewer declared", d7.replace(b"7 100000", b"7 99999", 1)
    yield "truncated at 80 %", d7[: d7.index(b"\n", len(d7) * 4 // 5)]
    past = d2.split(b"\n")
    past[len(past) * 3 // 4] = b"1 1 40000000 3"
    yield "a coordinate past the table at 75 %", b"\n".join(past)


# sha256 of one thread's stdout (its first 16 hex digits) for the inputs that succeed
EXPECT = {"d = 7, contest size": "6528ef12bb9cbd05", "d = 1 (no table)": "177cc4380a5357c8",
          "d = 2, mixed ranges": "9bfdf18069f7f320", "d = 20, 15000 queries": "722de9170a2b7499",
          "small coordinates": "be6df55b5529e42f", "CRLF lines": "9bfdf18069f7f320",
          "CRLF lines from 40 %": "9bfdf18069f7f320", "double blanks from 65 %": "6528ef12bb9cbd05",
          "a coordinate past the table at 75 %": "2f784466c79b6818"}


def main():
    gg, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, "lamequeen_threads.in")
    failed = count = 0
    for name, data in inputs(gg):
        with open(path, "wb") as f:
            f.write(data)
        want = run([gg, "lamequeen", "--threads", "1"], path, pipe=True)
        digest = hashlib.sha256(want[1]).hexdigest()[:16]
        if name in EXPECT and digest != EXPECT[name]:
            failed += 1
            print("FAIL %s: one thread's output has checksum %s, want %s" % (name, digest, EXPECT[name]))
        for threads in ("2", "3"):
            count += 1
            got = run([gg, "lamequeen", "--threads", threads], path, pipe=False)
            if got != want:
                failed += 1
                what = "exit %d vs %d" % (got[0], want[0]) if got[0] != want[0] else \
                       "stderr differs" if got[2] != want[2] else "stdout differs"
                print("FAIL %s, --threads %s from a file: %s" % (name, threads, what))
        print("%-40s exit %d, %d lines, %s" % (name, want[0], want[1].count(b"\n"), digest))
    print("%d runs, %d failed" % (count, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
