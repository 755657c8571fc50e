#!/usr/bin/env python3
"""Data-driven command tests: run `gridgames` on each case of a folder and compare.

A case NAME in a folder is a set of files:
  NAME.in    standard input (absent: empty input)
  NAME.args  the arguments, one per line (absent: the folder's name, i.e. the game's solve)
  NAME.out   expected standard output, byte for byte (absent: not checked)
  NAME.err   expected standard error, byte for byte (absent: must be empty when the expected
             exit code is 0, not checked otherwise)
  NAME.code  expected exit code (absent: 0)
  NAME.stdout  where standard output goes instead of a pipe, e.g. /dev/full to test that a
             failed write is reported (NAME.out is then not checked)
Only what differs from the defaults is written: a NAME.code holding 0, or an empty NAME.err
of a case that exits 0, is itself a failure (delete the file).
Every run has a time limit, so a hang is a failure, not a stuck test suite. With
GG_WRAPPER set (e.g. "valgrind -q --error-exitcode=99 --leak-check=full"), every command
runs under that wrapper.

usage: run_cases.py GRIDGAMES FOLDER [FOLDER...]
"""
import os
import shlex
import subprocess
import sys

TIMEOUT = 60


def read(path, default=None):
    if not os.path.exists(path):
        return default
    with open(path, "rb") as f:
        return f.read()


def show(b, limit=400):
    s = b.decode("utf-8", "backslashreplace")
    return s if len(s) <= limit else s[:limit] + "...[%d bytes]" % len(b)


def run_case(binary, folder, name):
    base = os.path.join(folder, name)
    args_text = read(base + ".args")
    if args_text is None:
        args = [os.path.basename(os.path.normpath(folder))]
    else:
        args = [a for a in args_text.decode().split("\n") if a != ""]
    stdin = read(base + ".in", b"")
    want_out = read(base + ".out")
    want_err = read(base + ".err")
    code_text = read(base + ".code")
    want_code = int(code_text) if code_text is not None else 0
    stdout_path = read(base + ".stdout")
    if code_text is not None and want_code == 0:
        return "%s.code holds 0, the default: delete it" % name
    if want_err == b"" and want_code == 0:
        return "%s.err is empty, the default when the exit code is 0: delete it" % name
    try:
        wrapper = shlex.split(os.environ.get("GG_WRAPPER", ""))
        sink = open(stdout_path.decode().strip(), "wb") if stdout_path else subprocess.PIPE
        try:
            p = subprocess.run(wrapper + [binary] + args, input=stdin, stdout=sink,
                               stderr=subprocess.PIPE, timeout=TIMEOUT * (10 if wrapper else 1))
        finally:
            if stdout_path:
                sink.close()
    except subprocess.TimeoutExpired:
        return "timed out after %ds (args %s)" % (TIMEOUT, args)
    if stdout_path:
        p.stdout, want_out = b"", None
    problems = []
    if p.returncode != want_code:
        problems.append("exit code %d, expected %d" % (p.returncode, want_code))
    if want_out is not None and p.stdout != want_out:
        problems.append("stdout differs:\n--- got\n%s\n--- expected\n%s" % (show(p.stdout), show(want_out)))
    if want_err is not None and p.stderr != want_err:
        problems.append("stderr differs:\n--- got\n%s\n--- expected\n%s" % (show(p.stderr), show(want_err)))
    if want_err is None and want_code == 0 and p.stderr != b"":
        problems.append("unexpected stderr:\n%s" % show(p.stderr))
    return "\n".join(problems) if problems else None


def main():
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    binary = sys.argv[1]
    passed = failed = 0
    for folder in sys.argv[2:]:
        names = sorted({f.rsplit(".", 1)[0] for f in os.listdir(folder)
                        if f.rsplit(".", 1)[-1] in ("in", "args")})
        for name in names:
            problem = run_case(binary, folder, name)
            label = os.path.join(os.path.basename(os.path.normpath(folder)), name)
            if problem:
                failed += 1
                print("FAIL %s: %s" % (label, problem))
            else:
                passed += 1
                print("ok   %s" % label)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
