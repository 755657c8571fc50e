#!/usr/bin/env python3
"""lamequeen_counts.py: Lame queen's golden answers re-derived without the library.

The goldens tests/cases/lamequeen/{golden,pairs}_d*.out were produced by the program; this
script computes the same answers from the rules alone, in a different way, and compares:

1. A brute force straight from the rules on a small square (a cell is a P-position iff no move
   reaches a P-position), which checks step 2 on every cell of [1, 60]^2 for every d.
2. One P-position per column x, found in increasing x: the lowest cell (x, y) that no
   P-position of an earlier column attacks along its row y or along its diagonal class
   (y - x, x mod d) (cells on one diagonal a multiple of d apart). Two facts make it linear:
   the rules are symmetric in x and y, so when row x already holds (c, x) for an earlier c the
   answer is (x, c); otherwise the answer lies at y >= x (a lower one would mirror into a
   used row), and a scan upward from the lowest free difference of the class finds it.

Then each rectangle's count of P-positions over its area, reduced, is compared with the golden
file, and (with --binary) random rectangles are compared with `gridgames lamequeen` itself.

  lamequeen_counts.py CASES_DIR [--binary GRIDGAMES] [--random N] [--seed S]
Exit 0 when everything agrees, 1 at the first difference (printed).
"""
import argparse
import bisect
import glob
import math
import os
import random
import subprocess
import sys


def brute_p(d, n):
    """P[x][y] for 1 <= x, y <= n, from the rules: (x, y) is P iff no move reaches a P."""
    p = [[False] * (n + 1) for _ in range(n + 1)]
    for x in range(1, n + 1):
        for y in range(1, n + 1):
            reach = any(p[x2][y] for x2 in range(1, x)) or any(p[x][y2] for y2 in range(1, y))
            a = d
            while not reach and x - a >= 1 and y - a >= 1:
                reach = p[x - a][y - a]
                a += d
            p[x][y] = not reach
    return p


def column_partner(d, n):
    """partner[x] = the y of column x's P-position (1 <= x <= n); y may exceed n."""
    partner = [0] * (n + 1)
    row_of = {}              # row y -> the column whose P-position sits in it (y > column)
    diag = [set() for _ in range(d)]  # per class x mod d: the differences y - x used
    low = [0] * d            # per class: no difference below it is free (only grows)
    for x in range(1, n + 1):
        r = x % d
        if x in row_of:
            y = row_of.pop(x)
        else:
            while low[r] in diag[r]:
                low[r] += 1
            k = low[r]
            while x + k in row_of or k in diag[r]:
                k += 1
            y = x + k
            row_of[y] = x
        partner[x] = y
        diag[r].add(y - x)
    return partner


def count(cols_by_row, x1, y1, x2, y2):
    """P-positions in [x1, x2] x [y1, y2]: rows y in [y1, y2] whose P column is in [x1, x2]."""
    return sum(1 for y in range(y1, y2 + 1) if x1 <= cols_by_row[y] <= x2)


def prefix_counter(partner, n):
    """A function counting P-positions in a rectangle inside [1, n]^2 in O(rows) time, by the
    sorted list of each row's P column (the cell (x, y) with partner[x] == y)."""
    col_in_row = [0] * (n + 1)
    for x in range(1, n + 1):
        if partner[x] <= n:
            col_in_row[partner[x]] = x
    return lambda x1, y1, x2, y2: count(col_in_row, x1, y1, x2, y2)


def fraction(p, area):
    if p == 0:
        return "0/1"
    g = math.gcd(p, area)
    return "%d/%d" % (p // g, area // g)


def check_brute(d, n=60):
    p = brute_p(d, n)
    partner = column_partner(d, n)
    for x in range(1, n + 1):
        for y in range(1, n + 1):
            if p[x][y] != (partner[x] == y):
                return "d=%d: cell (%d, %d) is %s by the rules, %s by the column scan" % (
                    d, x, y, "P" if p[x][y] else "N", "P" if partner[x] == y else "N")
    return None


def answers(d, rects):
    n = max(max(r[2], r[3]) for r in rects)
    partner = column_partner(d, n)
    # every P-position inside [1, n]^2 is the one of its column x <= n, so the columns up to n
    # are enough (a row whose P-position lies in a column beyond n has none inside)
    cnt = prefix_counter(partner, n)
    return [fraction(cnt(*r), (r[2] - r[0] + 1) * (r[3] - r[1] + 1)) for r in rects]


def read_case(path):
    with open(path) as f:
        nums = [int(v) for v in f.read().split()]
    d, t = nums[0], nums[1]
    rects = [tuple(nums[2 + 4 * i: 6 + 4 * i]) for i in range(t)]
    return d, rects


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("cases")
    ap.add_argument("--binary")
    ap.add_argument("--random", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()

    for d in (1, 2, 3, 7, 20):
        err = check_brute(d)
        if err:
            print("FAIL brute force vs column scan: " + err)
            return 1
    print("column scan = rules on [1, 60]^2 for d = 1, 2, 3, 7, 20")

    names = sorted(glob.glob(os.path.join(a.cases, "golden_d*.in")) +
                   glob.glob(os.path.join(a.cases, "pairs_d*.in")))
    if not names:
        print("FAIL: no golden_d*.in or pairs_d*.in under " + a.cases)
        return 1
    for name in names:
        d, rects = read_case(name)
        with open(name[:-3] + ".out") as f:
            want = f.read().split()
        got = answers(d, rects)
        for i, (g, w) in enumerate(zip(got, want)):
            if g != w:
                print("FAIL %s query %d %s: golden %s, independent %s" % (name, i + 1, rects[i], w, g))
                return 1
        if len(got) != len(want):
            print("FAIL %s: %d golden lines, %d queries" % (name, len(want), len(got)))
            return 1
        print("ok %s (d = %d, %d queries)" % (os.path.basename(name), d, len(rects)))

    if a.binary:
        rng = random.Random(a.seed)
        for d in range(2, 21):
            n = 3000
            rects = []
            for _ in range(max(1, a.random // 19)):
                x1, x2 = sorted(rng.randint(1, n) for _ in range(2))
                y1, y2 = sorted(rng.randint(1, n) for _ in range(2))
                rects.append((x1, y1, x2, y2))
            text = "%d %d\n" % (d, len(rects)) + "".join("%d %d %d %d\n" % r for r in rects)
            run = subprocess.run([a.binary, "lamequeen"], input=text.encode(), capture_output=True)
            if run.returncode != 0:
                print("FAIL gridgames lamequeen exit %d: %s" % (run.returncode, run.stderr.decode()))
                return 1
            got = run.stdout.decode().split()
            want = answers(d, rects)
            if got != want:
                i = next(i for i in range(min(len(got), len(want))) if got[i] != want[i]) \
                    if any(g != w for g, w in zip(got, want)) else min(len(got), len(want))
                print("FAIL d=%d query %s: gridgames %s, independent %s" % (
                    d, rects[i] if i < len(rects) else "?", got[i] if i < len(got) else "nothing",
                    want[i] if i < len(want) else "nothing"))
                return 1
        print("gridgames lamequeen = independent on %d random rectangles in [1, 3000]^2, d = 2..20 (seed %d)"
              % (19 * max(1, a.random // 19), a.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
