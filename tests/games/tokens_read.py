#!/usr/bin/env python3
"""tokens_read.py: solve reads a regular file in place (mapped) and, with --threads 2, reads its
second half ahead on another thread (src/games/tokens/format.c). Both must give what reading a
pipe on one thread gives: the same stdout, stderr and exit code, on inputs large enough for the
read-ahead (over 256 KiB) with the layouts and errors that make it drop or take over the other
thread's points: errors before, at and after the middle, other line breaks, blank runs, more or
fewer points than declared, a file read from an offset.

  tokens_read.py GRIDGAMES WORK_DIR
"""
import os
import subprocess
import sys


def run(cmd, path, pipe, skip=False):
    if pipe:
        with open(path, "rb") as f:
            data = f.read()
        r = subprocess.run(cmd, input=data, capture_output=True, timeout=120)
    elif skip:  # the file read from an offset: its first line is taken by the shell first
        r = subprocess.run(["sh", "-c", 'read -r skip; exec "$@"', "sh"] + cmd, stdin=open(path, "rb"),
                           capture_output=True, timeout=120)
    else:
        with open(path, "rb") as f:
            r = subprocess.run(cmd, stdin=f, capture_output=True, timeout=120)
    return r.returncode, r.stdout, r.stderr


def variants(lines):
    """(name, bytes) of every layout: lines[0] is n, the others "x y"."""
    n, pts = lines[0], lines[1:]
    m = len(pts)
    body = "\n".join(pts) + "\n"
    yield "plain", n + "\n" + body
    yield "no final newline", n + "\n" + body[:-1]
    # errors at places around the middle of the bytes (where the read-ahead starts) and away
    text = n + "\n" + body
    half = len(text) // 2
    for name, at in [("error at 1/4", len(text) // 4), ("error at 3/4", 3 * len(text) // 4),
                     ("error at the middle", half), ("error a line past the middle", text.index("\n", half) + 1),
                     ("error near the end", len(text) - 40)]:
        i = text.index("\n", at) + 1
        yield name, text[:i] + "12x" + text[i + text[i:].index(" "):]
        yield name + " (out of range)", text[:i] + "1000000001" + text[i + text[i:].index(" "):]
        yield name + " (19 digits)", text[:i] + "0000000000000000001" + text[i + text[i:].index(" "):]
        yield name + " (blank run)", text[:i] + " " * 100 + text[i:]
        yield name + " (blank line)", text[:i] + "\n\n" + text[i:]
        yield name + " (a point over two lines)", text[:i] + text[i:].replace(" ", "\n", 1)
    yield "points over two lines each", n + "\n" + "\n".join(p.replace(" ", "\n") for p in pts) + "\n"
    yield "one line", n + " " + " ".join(pts) + "\n"
    yield "crlf", n + "\r\n" + "\r\n".join(pts) + "\r\n"
    yield "tabs and double blanks", n + "\n" + "\n".join(p.replace(" ", "\t ") for p in pts) + "\n"
    yield "n one less", str(m - 1) + "\n" + body
    yield "n one more", str(m + 1) + "\n" + body
    yield "n a half", str(m // 2) + "\n" + body
    yield "n a half plus one", str(m // 2 + 1) + "\n" + body


def main():
    gg, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    gen = subprocess.run([gg, "tokens", "gen", "--seed", "7", "--n", "30000", "--coord", "1000000000",
                          "--shape", "uniform"], capture_output=True, check=True).stdout.decode()
    lines = gen.split("\n")[:-1]
    path = os.path.join(work, "tokens_read.in")
    skipped = os.path.join(work, "tokens_read_skip.in")
    failed = 0
    count = 0
    for name, text in variants(lines):
        data = text.encode()
        assert len(data) > (1 << 18), "too short for the read-ahead"
        with open(path, "wb") as f:
            f.write(data)
        with open(skipped, "wb") as f:
            f.write(b"a first line the shell reads\n" + data)
        want = run([gg, "tokens", "--threads", "1"], path, pipe=True)
        got = {"file, 1 thread": run([gg, "tokens", "--threads", "1"], path, pipe=False),
               "file, 2 threads": run([gg, "tokens", "--threads", "2"], path, pipe=False),
               "pipe, 2 threads": run([gg, "tokens", "--threads", "2"], path, pipe=True),
               "file at an offset, 2 threads": run([gg, "tokens", "--threads", "2"], skipped, pipe=False, skip=True)}
        for how, r in got.items():
            count += 1
            if r != want:
                failed += 1
                print("FAIL %s, %s: %r, want %r" % (name, how, r, want))
    print("%d passed, %d failed" % (count - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
