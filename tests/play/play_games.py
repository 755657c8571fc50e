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


# Game with Tokens is infinite, so it has its own script: positions are written back in the
# analyze format (the tokens, then white's cell) after every black reply.
TK_STEP = {"U": (0, 1), "D": (0, -1), "L": (-1, 0), "R": (1, 0)}


def tk_text(toks, w):
    return f"{len(toks)}\n" + "".join(f"{x} {y}\n" for x, y in toks) + f"{w[0]} {w[1]}\n"


def tk_start(rng):
    n = rng.randint(3, 8)
    pts = set()
    while len(pts) < n:
        pts.add((rng.randint(-4, 4), rng.randint(-4, 4)))
    return sorted(pts, key=lambda _: rng.random()), (rng.randint(-4, 4), rng.randint(-4, 4))


def tk_bound(toks, w):
    """(PSI - 4) / 2: PSI sums over the four cones the least L1 distance of a token with odd dx + dy."""
    best = {}
    for x, y in toks:
        dx, dy = x - w[0], y - w[1]
        if (dx + dy) % 2 == 0:
            continue
        c = "R" if dx > abs(dy) else "L" if -dx > abs(dy) else "U" if dy > abs(dx) else "D" if -dy > abs(dx) else None
        if c:
            best[c] = min(best.get(c, 10**9), abs(dx) + abs(dy))
    return (sum(best.values()) - 4) // 2 if len(best) == 4 else None


def tk_game(gg, rng, engine_black):
    """Engine black from a trappable start against a random white: white must be trapped within the
    bound. Engine white from any start against a random black: a free start ends at once with white
    winning; later the game must end `result white wins` exactly when black's reply frees a
    direction, `result black wins` exactly when white cannot move."""
    want_trap = engine_black or rng.random() < 0.5  # engine white: half the starts trappable
    while True:
        toks, w = tk_start(rng)
        value, _, _ = analyze(gg, "tokens", tk_text(toks, w), [])
        if not want_trap or value == "lose":
            break
    bound = tk_bound(toks, w)
    if (bound is None) != (value == "win"):
        raise SystemExit(f"tokens: analyze says {value} but the cone rule disagrees at {tk_text(toks, w)!r}")
    p = subprocess.Popen([gg, "tokens", "play", "--side", "white" if engine_black else "black", "--seed",
                          str(rng.randint(1, 10**6))], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdin.write(tk_text(toks, w).encode())
    p.stdin.flush()
    start, white_moves, start_value = tk_text(toks, w), 0, value

    def line():
        return p.stdout.readline().decode().rstrip("\n")
    while True:
        value, _, legal = analyze(gg, "tokens", tk_text(toks, w), [])
        if not legal or value == "win":
            want = "result black wins" if not legal else "result white wins"
            got = line()
            if got != want:
                raise SystemExit(f"tokens: expected {want!r}, got {got!r} from {start!r}")
            won = (want == "result black wins") == engine_black
            break
        if engine_black:
            mv = rng.choice(legal)[0]
            p.stdin.write((mv + "\n").encode())
            p.stdin.flush()
        else:
            got = line()
            mv = got[5:] if got.startswith("move ") else None
            if mv not in [m for m, _, _ in legal]:
                raise SystemExit(f"tokens: engine white played {got!r}, not a legal move, from {start!r}")
        white_moves += 1
        if engine_black and white_moves > bound:
            raise SystemExit(f"tokens: white made {white_moves} moves, over the bound {bound}, from {start!r}")
        w = (w[0] + TK_STEP[mv][0], w[1] + TK_STEP[mv][1])
        if engine_black:
            got = line()
            reply = got[5:] if got.startswith("move ") else ""
            if len(reply) != len(toks) or any(c not in TK_STEP for c in reply):
                raise SystemExit(f"tokens: engine black played {got!r} from {start!r}")
        else:
            reply = "".join(rng.choice("UDLR") for _ in toks)
            p.stdin.write((reply + "\n").encode())
            p.stdin.flush()
        toks = [(x + TK_STEP[c][0], y + TK_STEP[c][1]) for (x, y), c in zip(toks, reply)]
        if white_moves > 500:
            raise SystemExit(f"tokens: no end after 500 white moves from {start!r}")
    p.stdin.close()
    p.wait(timeout=60)
    if p.returncode != 0:
        raise SystemExit(f"tokens: play exited {p.returncode}: {p.stderr.read().decode()}")
    return start_value, won


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
    "tokens": {"run": tk_game},
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
            if "run" in spec:  # a game with its own script: engine black on even games, white on odd ones
                value, won = spec["run"](gg, rng, engine_black=i % 2 == 0)
                wins += won
                lost_starts += value == "lose"
                total += 1
                continue
            start = spec["start"](rng)
            value, won = play_one(gg, game, spec, start, rng, perfect=i % 2 == 1)
            wins += won
            lost_starts += value == "lose"
            total += 1
        kind = ("engine black from trappable starts, engine white from random ones (half trappable), against a random mover"
                if "run" in spec else "half against a random mover, half against perfect play")
        print(f"{game}: {n} scripted games ({kind}), the engine won {wins}, started lost (for white) in {lost_starts}"
              if "run" in spec else f"{game}: {n} scripted games ({kind}), the engine won {wins}, started lost in {lost_starts}")
    print(f"{total} passed, 0 failed")


if __name__ == "__main__":
    main()
