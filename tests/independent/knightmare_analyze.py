#!/usr/bin/env python3
"""knightmare_analyze.py: `gridgames knightmare analyze` against a solver written here alone.

Its own knight moves, its own reading of the two target rules (docs/knightmare.md, "The
game"), and its own retrograde solver by rounds: round 0 the positions the last move already
ended, round r the positions won in r plies (some move reaches a position lost in r - 1) and
lost in r (every move reaches a position already won, the longest of them in r - 1). Nothing
of the library is used. For sampled positions of small boards, under both rules, the value
and remoteness of the position and of every move must be what analyze prints.

  knightmare_analyze.py GRIDGAMES [--positions N] [--seed S]
Exit 0 when everything agrees, 1 at the first difference (printed).
"""
import argparse
import random
import subprocess
import sys

JUMPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
WHITE, BLACK = 0, 1


def jumps(n, m, cell):
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in JUMPS if 1 <= x + dx <= n and 1 <= y + dy <= m]


def attacks(n, m, a, b):
    return b in jumps(n, m, a)


def ended(n, m, rule, knights, to_move):
    """The result of the position for the side to move, if the last move (by the other side)
    ended the game: 'lose' or 'win'; None while it goes on."""
    mover = 1 - to_move
    targets = [(n // 2, m // 2), (n // 2 + 1, m // 2)]
    me, other = knights[mover], knights[to_move]
    if me == other:
        return "lose"  # a capture
    if me == targets[mover] and not attacks(n, m, other, me):
        return "lose"
    if rule == "any" and other == targets[to_move] and not attacks(n, m, me, other):
        return "win"
    return None


def solve(n, m, rule):
    """{(white, black, to_move): (value, remoteness)}; draws have remoteness None."""
    cells = [(x, y) for x in range(1, n + 1) for y in range(1, m + 1)]
    states = [(w, b, s) for w in cells for b in cells for s in (WHITE, BLACK)]
    val = {}
    succ = {}
    for st in states:
        w, b, s = st
        end = ended(n, m, rule, (w, b), s)
        if end:
            val[st] = (end, 0)
            continue
        out = []
        for c in jumps(n, m, (w, b)[s]):
            out.append((c, b, 1 - s) if s == WHITE else (w, c, 1 - s))
        succ[st] = out
    open_states = [st for st in states if st not in val]
    r = 0
    while open_states:
        r += 1
        new = {}
        for st in open_states:
            vals = [val.get(t) for t in succ[st]]
            if any(v is not None and v[0] == "lose" and v[1] == r - 1 for v in vals):
                new[st] = ("win", r)
            elif vals and all(v is not None and v[0] == "win" for v in vals) \
                    and max(v[1] for v in vals) == r - 1:
                new[st] = ("lose", r)
        if not new:
            break  # nothing won or lost in r plies: nothing in more either (each needs an r)
        val.update(new)
        open_states = [st for st in open_states if st not in new]
    for st in open_states:
        val[st] = ("draw", None)
    return val, succ


def expected(n, m, val, succ, st):
    v, rem = val[st]
    lines = ["value %s" % v + (" remoteness %d" % rem if rem is not None else "")]
    for t in succ.get(st, []):
        tv, trem = val[t]
        mv = {"win": "lose", "lose": "win", "draw": "draw"}[tv]
        cell = t[0] if st[2] == WHITE else t[1]
        lines.append("%d %d %s" % (cell[0], cell[1], mv) + (" %d" % (trem + 1) if trem is not None else ""))
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("binary")
    ap.add_argument("--positions", type=int, default=150)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    checked = 0
    for n, m in ((6, 6), (6, 8), (8, 8)):
        for rule in ("mover", "any"):
            val, succ = solve(n, m, rule)
            states = sorted(val)
            sample = [((1, 1), (n, m), WHITE), ((2, 3), (1, 8 if m >= 8 else m), WHITE)]
            sample += rng.sample(states, a.positions)
            for st in sample:
                (x1, y1), (x2, y2), s = st
                text = "%d %d\n%d %d %d %d\n%s\n" % (n, m, x1, y1, x2, y2, "white" if s == WHITE else "black")
                run = subprocess.run([a.binary, "knightmare", "analyze", "--rule", rule],
                                     input=text.encode(), capture_output=True)
                if run.returncode != 0:
                    print("FAIL analyze --rule %s exit %d on\n%s%s" % (rule, run.returncode, text, run.stderr.decode()))
                    return 1
                got = run.stdout.decode().splitlines()
                want = expected(n, m, val, succ, st)
                # the move lines come in the library's knight order: compare them as sets
                if got[:1] != want[:1] or sorted(got[1:]) != sorted(want[1:]) or len(got) != len(want):
                    print("FAIL analyze --rule %s on\n%sgot:\n%s\nwant:\n%s" % (
                        rule, text, "\n".join(got), "\n".join(want)))
                    return 1
                checked += 1
    print("knightmare analyze = the independent solver on %d positions (6x6, 6x8, 8x8, both rules, seed %d)"
          % (checked, a.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
