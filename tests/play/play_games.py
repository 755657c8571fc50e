#!/usr/bin/env python3
"""Scripted games against every engine, through the real `play` protocol.

For each game and many seeded start positions:
  - the position's value comes from `gridgames GAME analyze`;
  - the engine plays the side to move (the person is the other side, `--side`), the script
    plays a random legal move each turn (legal moves listed by `analyze` on the current
    position, which the script keeps by replaying the moves);
  - from a won start the engine must win; from a lost start it must not lose sooner than the
    start's remoteness says (when known); every engine move must be one `analyze` listed.
The script talks to the process move by move (the protocol flushes before each read).

usage: play_games.py GRIDGAMES GAME [GAMES...] [--games N] [--seed S]
"""
import random
import subprocess
import sys


def analyze(gg, game, position, extra):
    r = subprocess.run([gg, game, "analyze"] + extra, input=position.encode(), capture_output=True, timeout=60)
    if r.returncode != 0:
        raise SystemExit(f"analyze failed ({r.returncode}) on {position!r}: {r.stderr.decode()}")
    lines = r.stdout.decode().splitlines()
    head = lines[0].split()
    value = head[1]
    rem = int(head[3]) if len(head) >= 4 else None
    moves = []
    for ln in lines[1:]:
        parts = ln.split(" ")
        # MOVE may contain spaces: value is the last or second-to-last word
        if game == "mimo":  # ROW COL VALUE PATH
            moves.append((" ".join(parts[:2] + parts[3:]), parts[2], None))
        elif parts[-1] in ("win", "lose", "draw"):
            moves.append((" ".join(parts[:-1]), parts[-1], None))
        else:
            moves.append((" ".join(parts[:-2]), parts[-2], int(parts[-1])))
    return value, rem, moves


# Per game: (side option values, a random start in the analyze format, extra args, how a
# position text is followed by moves: a function (start, moves) -> position text or None when
# the game has no way to write a later position, in which case analyze is asked via `play`).
def lq_start(rng):
    return f"{rng.randint(1, 20)} {rng.randint(1, 30)} {rng.randint(1, 30)}\n"


def lq_after(start, moves):
    d = start.split()[0]
    if not moves:
        return start
    x, y = moves[-1].split()
    return f"{d} {x} {y}\n"


def mimo_start(rng):
    n, m, k = rng.randint(1, 3), rng.randint(2, 6), rng.randint(1, 4)
    cells = [(rng.randint(1, n), rng.randint(1, m)) for _ in range(k)]
    return f"{n} {m} {k}\n" + "".join(f"{r} {c}\n" for r, c in cells)


def mimo_after(start, moves):
    nums = start.split()
    n, m, k = int(nums[0]), int(nums[1]), int(nums[2])
    toks = [(int(nums[3 + 2 * i]), int(nums[4 + 2 * i])) for i in range(k)]
    for mv in moves:
        r, c, path = mv.split(" ")
        r, c = int(r), int(c)
        toks.remove((r, c))
        for step in path:
            if step == "L":
                c -= 1
            else:
                r += -1 if step == "U" else 1
            toks.append((r, c))
    toks.sort(key=lambda t: (t[1], t[0]))
    return f"{n} {m} {len(toks)}\n" + "".join(f"{r} {c}\n" for r, c in toks)


def km_start(rng):
    """A random legal start (distinct cells, neither knight on its own target), white to move."""
    n, m = 2 * rng.randint(3, 5), 2 * rng.randint(3, 5)
    while True:
        w = (rng.randint(1, n), rng.randint(1, m))
        b = (rng.randint(1, n), rng.randint(1, m))
        if w != b and w != (n // 2, m // 2) and b != (n // 2 + 1, m // 2):
            return f"{n} {m}\n{w[0]} {w[1]} {b[0]} {b[1]}\nwhite\n"


def km_after(start, moves):
    nums = start.split()
    cells = [[nums[2], nums[3]], [nums[4], nums[5]]]
    for i, mv in enumerate(moves):
        cells[i % 2] = mv.split()
    side = "white" if len(moves) % 2 == 0 else "black"
    return f"{nums[0]} {nums[1]}\n{' '.join(cells[0])} {' '.join(cells[1])}\n{side}\n"


GAMES = {
    "knightmare": {"sides": ("white", "black"), "names": ("white", "black"), "start": km_start,
                   "after": km_after, "extra": []},
    "mimo": {"sides": ("first", "second"), "names": ("first player", "second player"), "start": mimo_start,
             "after": mimo_after, "extra": []},
    "lamequeen": {"sides": ("first", "second"), "names": ("first player", "second player"), "start": lq_start, "after": lq_after, "extra": []},
}


def choose(legal, rng, perfect):
    """A random legal move, or (perfect) a winning move with the least remoteness, else the
    losing move that resists longest."""
    if not perfect:
        return rng.choice(legal)[0]
    wins = [m for m in legal if m[1] == "win"]
    if wins:
        return min(wins, key=lambda m: (m[2] if m[2] is not None else 0))[0]
    draws = [m for m in legal if m[1] == "draw"]
    if draws:
        return draws[0][0]
    return max(legal, key=lambda m: (m[2] if m[2] is not None else 0))[0]


def play_one(gg, game, spec, start, rng, perfect):
    """One game. Against the random mover the engine moves first; against perfect play the
    script moves first, so a won start for the script is a lost one for the engine."""
    value, rem, _ = analyze(gg, game, start, spec["extra"])
    engine_first = not perfect
    person = spec["sides"][1] if engine_first else spec["sides"][0]
    p = subprocess.Popen([gg, game, "play", "--side", person, "--seed", str(rng.randint(1, 10**6))]
                         + spec["extra"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdin.write(start.encode())
    p.stdin.flush()
    moves, turn_engine = [], engine_first
    while True:
        pos = spec["after"](start, moves)
        _, _, legal = analyze(gg, game, pos, spec["extra"])
        if not legal:
            line = p.stdout.readline().decode().rstrip("\n")
            break
        if turn_engine:
            line = p.stdout.readline().decode().rstrip("\n")
            if not line.startswith("move "):
                raise SystemExit(f"{game}: unexpected line {line!r} from start {start!r} after {moves}")
            mv = line[5:]
            if mv not in [m for m, _, _ in legal]:
                raise SystemExit(f"{game}: engine move {mv!r} not legal in {pos!r}")
        else:
            mv = choose(legal, rng, perfect)
            p.stdin.write((mv + "\n").encode())
            p.stdin.flush()
        moves.append(mv)
        turn_engine = not turn_engine
    p.stdin.close()
    p.wait(timeout=60)
    if p.returncode != 0:
        raise SystemExit(f"{game}: play exited {p.returncode}: {p.stderr.read().decode()}")
    engine_name = spec["names"][1 if perfect else 0]
    won = line == f"result {engine_name} wins"
    if not line.startswith("result"):
        raise SystemExit(f"{game}: no result line (got {line!r}) from {start!r} after {moves}")
    engine_value = value if engine_first else {"win": "lose", "lose": "win"}.get(value, value)
    if engine_value == "win" and not won:
        raise SystemExit(f"{game}: engine lost from a won start {start!r}: {moves}")
    if engine_value == "lose" and not won and rem is not None and len(moves) < rem:
        raise SystemExit(f"{game}: the game took {len(moves)} plies from {start!r}, remoteness {rem}")
    if perfect and engine_value == "lose" and (won or (rem is not None and len(moves) != rem)):
        raise SystemExit(f"{game}: against perfect play from {start!r} (remoteness {rem}) the game took "
                         f"{len(moves)} plies, engine {'won' if won else 'lost'}")
    return engine_value, won


def main():
    args = sys.argv[1:]
    n, seed = 60, 1
    if "--games" in args:
        i = args.index("--games"); n = int(args[i + 1]); del args[i:i + 2]
    if "--seed" in args:
        i = args.index("--seed"); seed = int(args[i + 1]); del args[i:i + 2]
    gg, games = args[0], args[1:]
    total = 0
    for game in games:
        spec = GAMES[game]
        rng = random.Random(seed)
        wins = lost_starts = 0
        for i in range(n):
            start = spec["start"](rng)
            value, won = play_one(gg, game, spec, start, rng, perfect=i % 2 == 1)
            wins += won
            lost_starts += value == "lose"
            total += 1
        print(f"{game}: {n} scripted games (half against a random mover, half against perfect play), "
              f"the engine won {wins}, started lost in {lost_starts}")
    print(f"{total} passed, 0 failed")


if __name__ == "__main__":
    main()
