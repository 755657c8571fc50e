#!/usr/bin/env python3
"""go_threads.py: Go's solve on N threads (the one solve loop's pipeline, src/core/batch.c, with
loop.c's ops; the second thread of split.c on a single board of 2^24 points or more) must print
what one thread prints: the same stdout, stderr and exit code. The inputs are above the sizes
where the threads take over (batches of 2^16 points; a board of 2^24), so the pipeline's workers
and the split really run: mixed sizes, boards larger than a batch, many small boards before a
large one, errors in a board after several batches, a truncated input, one 4100 x 4100 board.
The hashes are also checked against fixed values, so that both sides cannot drift together.

  go_threads.py GRIDGAMES WORK_DIR
"""
import os
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


# the one-thread hashes of the inputs that succeed (their last lines, as the baseline printed
# them), so that a change in the generator or the solver that moves both sides at once is seen
EXPECT_TAIL = {"mixed sizes": b"555939752", "boards above a batch": b"876105309", "one 400 x 400 board": b"661806756",
               "small then large boards": b"885065495", "one 4100 x 4100 board (split)": b"355858553"}


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
    print("%d passed, %d failed" % (count - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
