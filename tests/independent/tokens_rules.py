#!/usr/bin/env python3
"""tokens_rules.py: Tokens' count against the game's rules, not the cone rule.

`gridgames tokens oracle --method rules` decides every white start by two searches written from
the rules alone (a retrograde window search that proves black wins and a run search that proves
white escapes; docs/tokens.md), without the cone-and-parity rule that solve, the points and
cells oracles and the property test all rest on. This runs both on many seeded sets of 1 to 4
tokens spanning at most 5 points (the rules oracle's bound), and requires equal counts on all,
with enough non-zero counts that the check says something.

  tokens_rules.py GRIDGAMES [--seeds N]
Exit 0 when all agree, 1 at the first difference (printed with its input).
"""
import argparse
import subprocess
import sys


def run(cmd, text):
    p = subprocess.run(cmd, input=text, capture_output=True)
    if p.returncode != 0:
        print("FAIL %s: exit %d: %s" % (" ".join(cmd), p.returncode, p.stderr.decode()))
        sys.exit(1)
    return p.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("binary")
    ap.add_argument("--seeds", type=int, default=400)
    a = ap.parse_args()
    nonzero = 0
    for seed in range(1, a.seeds + 1):
        shape = ["uniform", "clustered", "spread", "ring"][seed % 4]
        text = run([a.binary, "tokens", "gen", "--seed", str(seed), "--n", "1..4", "--coord", "2",
                    "--shape", shape], b"")
        fast = run([a.binary, "tokens"], text)
        rules = run([a.binary, "tokens", "oracle", "--method", "rules"], text)
        if fast != rules:
            print("FAIL seed %d (%s): solve %s, rules oracle %s\n%s" % (
                seed, shape, fast.decode().strip(), rules.decode().strip(), text.decode()))
            return 1
        nonzero += fast.strip() != b"0"
    if nonzero < a.seeds // 20:
        print("FAIL: only %d of %d token sets trap any start: the check says too little" % (nonzero, a.seeds))
        return 1
    print("tokens solve = the rules oracle on %d token sets (%d with a non-zero count)" % (a.seeds, nonzero))
    return 0


if __name__ == "__main__":
    sys.exit(main())
