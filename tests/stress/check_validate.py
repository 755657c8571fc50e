#!/usr/bin/env python3
"""validate and gen --contest: every input `gen --contest` writes (over several seeds, with
ranges asked beyond the contest's: "validate_gen" in tests/games/<game>.json, for every game
whose data has it) and every input of `stress --size contest` passes `validate --contest`; the sum limits, whose inputs are
too large to keep as data cases, are checked at and just past the limit.

usage: check_validate.py GRIDGAMES
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import gamelist  # noqa: E402


def mimo_sum(k_first):
    tokens = "1 1\n" * k_first
    return f"2\n1 1 {k_first}\n{tokens}1 1 1\n1 1\n".encode()


def go_sum(last):
    board = "1000\n" + ("." * 1000 + "\n") * 1000
    return ("5\n" + board * 4 + f"{last}\n" + ("o" * last + "\n") * last).encode()


# (game, input, expected exit code, text expected in the error)
SUMS = [
    ("mimo", mimo_sum(199999), 0, ""),
    ("mimo", mimo_sum(200000), 3, "<stdin>:200003:5: the sum of k reaches 200001, above 200000"),
    ("go", go_sum(1000), 0, ""),
    ("go", ("6\n" + ("1000\n" + ("." * 1000 + "\n") * 1000) * 5 + "2\n..\n..\n").encode(), 3,
     "the sum of n reaches 5002, above 5000"),
]


def main():
    gg = sys.argv[1]
    gen_opts = {g: gamelist.data(g)["validate_gen"] for g in gamelist.listed(gg) if "validate_gen" in gamelist.data(g)}
    passed = failed = 0

    def check(name, ok, why):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL {name}: {why}")

    for game, opts in gen_opts.items():
        for seed in range(1, 9):
            gen = subprocess.run([gg, game, "gen", "--contest", "--seed", str(seed)] + opts, capture_output=True)
            val = subprocess.run([gg, game, "validate", "--contest"], input=gen.stdout, capture_output=True)
            check(f"{game} gen --contest --seed {seed}", gen.returncode == 0 and val.returncode == 0,
                  f"gen exit {gen.returncode}, validate exit {val.returncode}: {val.stderr.decode()}")
    with tempfile.TemporaryDirectory() as tmp:  # stress --size contest writes valid contest inputs
        for game in gen_opts:
            keep = os.path.join(tmp, game + ".in")
            judge = f'tee {keep} | "$0" {game} validate --contest && "$0" {game} < {keep}'
            r = subprocess.run([gg, game, "stress", "--quiet", "--size", "contest", "--rounds", "4", "--time-limit",
                                "60000", "--", "sh", "-c", judge, gg], capture_output=True)
            check(f"{game} stress --size contest | validate --contest", r.returncode == 0,
                  f"exit {r.returncode}: {r.stdout.decode()}{r.stderr.decode()}")
    for game, data, code, err in SUMS:
        val = subprocess.run([gg, game, "validate", "--contest"], input=data, capture_output=True)
        check(f"{game} sum limit ({len(data)} bytes)", val.returncode == code and err in val.stderr.decode(),
              f"exit {val.returncode}, expected {code}: {val.stderr.decode()}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
