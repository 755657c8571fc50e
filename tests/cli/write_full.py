#!/usr/bin/env python3
"""A failed write says so, whatever the output's size: every action of a game's test data
(tests/games/<game>.json, "write_full") writes more than the writer's buffer into /dev/full
and must exit 4 with exactly "PROG: cannot write the output: No space left on device" on
standard error. An entry's "input" is the game's arguments that generate its standard input,
"text" a literal one; "{gridgames}" in the arguments is the program under test.

usage: write_full.py GRIDGAMES SOURCE-ROOT
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gamelist  # noqa: E402
from tally import Tally  # noqa: E402


def prog(game, args):
    """The program name an action's messages start with (the default action's is the game's)."""
    first = args[0]
    return f"gridgames {game}" if first == "solve" else f"gridgames {game} {first}"


def main():
    gg, root = os.path.abspath(sys.argv[1]), sys.argv[2]
    tally = Tally()
    for game in gamelist.folders(root):
        for entry in gamelist.data(game).get("write_full", []):
            args = [a.replace("{gridgames}", gg) for a in entry["args"]]
            stdin = entry.get("text", "").encode()
            if "input" in entry:
                stdin = subprocess.run([gg, game] + entry["input"], capture_output=True, check=True).stdout
            with open("/dev/full", "wb") as full:
                r = subprocess.run([gg, game] + args, input=stdin, stdout=full, stderr=subprocess.PIPE, timeout=120)
            want = f"{prog(game, args)}: cannot write the output: No space left on device\n"
            why = None
            if r.returncode != 4 or r.stderr.decode() != want:
                why = f"exit {r.returncode}, stderr {r.stderr.decode()!r}; want exit 4, {want!r}"
            tally.record(f"{game} {' '.join(entry['args'])}", why)
    return tally.finish()


if __name__ == "__main__":
    sys.exit(main())
