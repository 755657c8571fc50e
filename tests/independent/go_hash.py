#!/usr/bin/env python3
"""go_hash.py: Go's answers re-derived without the library, on random boards.

For every stone of a board, flip it, count the dead white stones of the new board by a plain
flood fill from the rules (a group lives iff one of its stones touches an empty point), and
fold the counts into the judge's hash E = (E * (10^6 + 7) + a_i) mod (10^9 + 7) in reading
order. The boards (random shares of x, o and ., every side from 1 to 16, and
a few fixed edge boards) go to `gridgames go` in one input, and its line per board must be
the hash computed here; `gridgames go each` must print the same counts per stone.

  go_hash.py GRIDGAMES [--boards N] [--seed S]
Exit 0 when everything agrees, 1 at the first difference (printed with the board).
"""
import argparse
import random
import subprocess
import sys

B, P = 10 ** 6 + 7, 10 ** 9 + 7


def dead_white(board):
    n, m = len(board), len(board[0])
    seen = [[False] * m for _ in range(n)]
    dead = 0
    for r in range(n):
        for c in range(m):
            if board[r][c] != "o" or seen[r][c]:
                continue
            stack, size, alive = [(r, c)], 0, False
            seen[r][c] = True
            while stack:
                y, x = stack.pop()
                size += 1
                for yy, xx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= yy < n and 0 <= xx < m:
                        if board[yy][xx] == ".":
                            alive = True
                        elif board[yy][xx] == "o" and not seen[yy][xx]:
                            seen[yy][xx] = True
                            stack.append((yy, xx))
            if not alive:
                dead += size
    return dead


def counts(rows):
    board = [list(row) for row in rows]
    out = []
    for r, row in enumerate(board):
        for c, ch in enumerate(row):
            if ch == ".":
                continue
            row[c] = "o" if ch == "x" else "x"
            out.append((r + 1, c + 1, ch, dead_white(board)))
            row[c] = ch
    return out


def board_hash(rows):
    e = 0
    for *_, a in counts(rows):
        e = (e * B + a) % P
    return e


def random_board(rng):
    n = m = rng.randint(1, 16)
    w = rng.choice([0.0, 0.3, 0.5, 0.7, 0.9, 1.0])
    e = rng.choice([0.0, 0.05, 0.2, 0.4]) * (1 - w)
    return ["".join("o" if v < w else "." if v < w + e else "x"
                    for v in (rng.random() for _ in range(m))) for _ in range(n)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("binary")
    ap.add_argument("--boards", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    boards = [[".o", ".."], [".x.", "xoo", "ox."], ["oo", "oo"], ["o"], ["x"], ["."],
              ["ooooo", "oxxxo", "ox.xo", "oxxxo", "ooooo"]]
    boards += [random_board(rng) for _ in range(a.boards)]
    text = "%d\n" % len(boards) + "".join("%d\n" % len(b) + "".join(r + "\n" for r in b) for b in boards)
    for action in ([], ["each"]):
        run = subprocess.run([a.binary, "go"] + action, input=text.encode(), capture_output=True)
        if run.returncode != 0:
            print("FAIL gridgames go %s: exit %d: %s" % (" ".join(action), run.returncode, run.stderr.decode()))
            return 1
        got = run.stdout.decode()
        if not action:
            got_lines = got.split("\n")[:-1]
            for i, b in enumerate(boards):
                want = str(board_hash(b))
                if i >= len(got_lines) or got_lines[i] != want:
                    print("FAIL board %d: gridgames go %s, flood fill %s\n%s" % (
                        i + 1, got_lines[i] if i < len(got_lines) else "nothing", want, "\n".join(b)))
                    return 1
            if len(got_lines) != len(boards):
                print("FAIL: %d lines for %d boards" % (len(got_lines), len(boards)))
                return 1
        else:
            # each board's lines, then an empty line between boards (none after the last)
            want = "\n".join("".join("%d %d %s %d\n" % t for t in counts(b)) for b in boards)
            if got != want:
                g, w = got.split("\n"), want.split("\n")
                i = next((i for i in range(min(len(g), len(w))) if g[i] != w[i]), min(len(g), len(w)))
                print("FAIL gridgames go each, line %d: %r, the flood fill: %r" % (
                    i + 1, g[i] if i < len(g) else "(end)", w[i] if i < len(w) else "(end)"))
                return 1
    print("gridgames go and go each = flood fill and hash on %d boards (seed %d)" % (len(boards), a.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
