#!/usr/bin/env python3
"""`GAME test --files` reads what it is given as a judge would and says what is wrong with it,
for every game whose `--help` lists `test` (tests/gamelist.py), the template included:

  - a directory, a missing file: exit 2, "cannot read PATH: Is a directory" / "No such file
    or directory" (not a made-up reason, not an empty input);
  - a bad judge input: exit 3, located in the file by its own name ("bad.in:1:1: ...");
  - a NUL byte inside an input is seen where it lies (the file is not cut at it);
  - an expected output beside the input that exists but cannot be read (a directory named
    BASE.ans): exit 2 naming it, never a silent fall back to the solver's answer; a BASE.ans
    that cannot exist (its name too long) is none, and the solver gives the answer.

And `GAME play --position DIR`, every game with play: exit 2, "Is a directory", as for a
missing file (not a read error, exit 4).

The user's program is gridgames itself, so every input that is read runs a right solution.

usage: test_files.py GRIDGAMES
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gamelist  # noqa: E402

failed = 0


def check(name, ok, detail):
    global failed
    print(("ok   " if ok else "FAIL ") + name)
    if not ok:
        failed += 1
        print("     " + detail.replace("\n", "\n     "))


def run(args):
    p = subprocess.run(args, capture_output=True, timeout=120, stdin=subprocess.DEVNULL)
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def put(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return path


def main():
    gg = os.path.abspath(sys.argv[1])
    games = [g for g in gamelist.listed(gg) + ["template"] if "test" in gamelist.actions(gg, g)]
    check("the games with test are found", len(games) >= 2, f"{games}")
    with tempfile.TemporaryDirectory() as d:
        bad = put(os.path.join(d, "bad.in"), b"garbage\n")
        nul = put(os.path.join(d, "nul.in"), b"2\0\n")
        for g in games:
            me = [gg, g]
            code, out, err = run(me + ["test", "--files", d, "--"] + me)
            check(f"{g}: a directory", code == 2 and f"cannot read {d}: Is a directory" in err,
                  f"exit {code}\n{out}{err}")
            missing = os.path.join(d, "missing.in")
            code, out, err = run(me + ["test", "--files", missing, "--"] + me)
            check(f"{g}: a missing file", code == 2 and f"cannot read {missing}: No such file or directory" in err,
                  f"exit {code}\n{out}{err}")
            code, out, err = run(me + ["test", "--files", bad, "--"] + me)
            check(f"{g}: a bad input is located by its name",
                  code == 3 and f"{bad}:1:1: " in err and "<memory>" not in err, f"exit {code}\n{out}{err}")
            code, out, err = run(me + ["test", "--files", nul, "--"] + me)
            check(f"{g}: a NUL byte is seen where it lies",
                  code == 3 and f"{nul}:1:" in err and "\\x00" in err and "end of input" not in err,
                  f"exit {code}\n{out}{err}")
        # An unreadable expected output (the games whose test compares with BASE.ans).
        for g in games:
            if g == "knightmare":
                continue  # an interactive game: no expected output
            sub = os.path.join(d, g)
            os.mkdir(sub)
            path = os.path.join(sub, "one.in")
            ex = subprocess.run([gg, g, "gen", "--seed", "1"], capture_output=True, timeout=120)  # a valid input
            put(path, ex.stdout)
            os.mkdir(os.path.join(sub, "one.ans"))
            code, out, err = run([gg, g, "test", "--files", path, "--", gg, g])
            check(f"{g}: an expected output that cannot be read",
                  ex.returncode == 0 and code == 2 and f"cannot read {os.path.join(sub, 'one.ans')}: Is a directory" in err,
                  f"gen exit {ex.returncode}, exit {code}\n{out}{err}")
            os.rmdir(os.path.join(sub, "one.ans"))
            code, out, err = run([gg, g, "test", "--files", path, "--", gg, g])
            check(f"{g}: the same input without it is accepted", code == 0 and "accepted" in out,
                  f"exit {code}\n{out}{err}")
            # a name whose BASE.ans would be longer than a file name can be: there is none
            long = put(os.path.join(sub, "a" * 252 + ".in"), ex.stdout)
            code, out, err = run([gg, g, "test", "--files", long, "--", gg, g])
            check(f"{g}: an input whose BASE.ans cannot exist is solved", code == 0 and "accepted" in out,
                  f"exit {code}\n{out}{err}")
        for g in [g for g in gamelist.listed(gg) if "play" in gamelist.actions(gg, g)]:
            code, out, err = run([gg, g, "play", "--position", d])
            check(f"{g}: play --position DIR", code == 2 and f"--position: cannot open {d}: Is a directory" in err,
                  f"exit {code}\n{out}{err}")
    print(f"{failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
