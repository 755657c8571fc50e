#!/usr/bin/env python3
"""The runner of stress, test and the Knightmare judge against hostile programs
(runner_planted.c, compiled here): each verdict by name, and nothing of a run survives it.

Every check runs gridgames in a fresh session (start_new_session) and then lists the
processes: none may remain in that session, and none may carry the check's unique mark in its
arguments (the mark finds descendants that moved to a session of their own). No check asserts
a wall-clock time: a program that must not be waited for sleeps ten minutes, far past any
limit given, so waiting for it would show as a time limit exceeded or a test timeout.

usage: check_runner.py GRIDGAMES BUILD-DIR
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))


def put(path, text):
    """Writes text to path; returns path."""
    with open(path, "w") as f:
        f.write(text)
    return path


class Runner:
    def __init__(self, gg, planted):
        self.gg, self.planted = gg, planted
        self.passed = self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}\n{detail}")

    def survivors(self, sid, mark):
        """Processes of session `sid` or carrying `mark`, after a grace for the kernel to
        finish delivering SIGKILL (each is waited for, never assumed gone)."""
        for _ in range(20):
            ps = subprocess.run(["ps", "-eo", "pid=,sid=,args="], capture_output=True, text=True).stdout
            left = [ln for ln in ps.splitlines()
                    if (ln.split()[1] == str(sid) or (mark and mark in ln)) and "ps -eo" not in ln]
            if not left:
                return []
            time.sleep(0.1)
        return left

    def run(self, args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, mark=None, shell=False):
        p = subprocess.Popen(args, stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, start_new_session=True,
                             shell=shell)
        try:
            out, err = p.communicate(timeout=120)
        except subprocess.TimeoutExpired:  # a hang (or a survivor holding our pipes): a failure
            left = self.survivors(p.pid, mark)
            self.end(p.pid, mark)
            p.communicate()
            return None, "", "(no end within 120 s)", left or ["(a hang)"]
        left = self.survivors(p.pid, mark)
        self.end(p.pid, mark)
        return p.returncode, (out or b"").decode(), err.decode(), left

    def end(self, sid, mark):
        """Ends what a failed check left: the session's processes and those with the mark."""
        ps = subprocess.run(["ps", "-eo", "pid=,sid=,args="], capture_output=True, text=True).stdout
        for ln in ps.splitlines():
            f = ln.split()
            if f[1] == str(sid) or (mark and mark in ln):
                try:
                    os.kill(int(f[0]), signal.SIGKILL)
                except ProcessLookupError:
                    pass

    def mark(self):
        return "ggmark" + uuid.uuid4().hex[:12]


def verdicts(R):
    gg, pl = R.gg, R.planted
    cases = [
        ("memory limit exceeded", ["--memory-limit", "64"], [pl, "mle"]),
        ("output limit exceeded", ["--output-limit", "1"], [pl, "flood"]),
        ("runtime error (signal SIGSEGV)", [], [pl, "crash"]),
        ("runtime error (exit code 3)", [], [pl, "exit3"]),
    ]
    for want, opts, cmd in cases:
        code, out, err, left = R.run([gg, "template", "stress", "--quiet", "--rounds", "3"] + opts + ["--"] + cmd)
        R.check(f"stress {cmd[1]}: {want}", code == 1 and f"FAILED: {want}" in out and not left,
                f"exit {code}\n{out[:2000]}{err}{left}")
        code, out, err, left = R.run([gg, "template", "test", "--samples"] + opts + ["--"] + cmd)
        lines = [ln for ln in out.splitlines() if ln.startswith("sample ")]
        R.check(f"test {cmd[1]}: {want} on every sample",
                code == 1 and lines and all(want in ln and re.search(r"\d ms, [\d.]+ MB$", ln) for ln in lines),
                f"exit {code}\n{out}{err}")
    code, out, err, _ = R.run([gg, "template", "stress", "--quiet", "--rounds", "2", "--output-limit", "1", "--",
                               pl, "flood"])
    R.check("output limit exceeded: the report shows an excerpt", len(out) < 2000, f"{len(out)} bytes")
    mark = R.mark()
    code, out, err, left = R.run([gg, "template", "stress", "--quiet", "--rounds", "2", "--time-limit", "300", "--",
                                  pl, "hold", mark], mark=mark)
    R.check("time limit exceeded, the sleeper ended", code == 1 and "FAILED: time limit exceeded" in out and not left,
            f"exit {code}\n{out}{err}{left}")
    # A deep recursion gets a stack as large as the memory limit (100 MB of frames under 256).
    code, out, err, _ = R.run([gg, "template", "stress", "--quiet", "--rounds", "3", "--", pl, "deep", gg, "template"])
    R.check("a 100 MB recursion is accepted under the default 256 MB", code == 0 and out.startswith("passed:"),
            f"exit {code}\n{out}{err}")
    # Presentation error: the right tokens, on one line.
    with tempfile.TemporaryDirectory() as d:
        path = put(os.path.join(d, "three.in"), "3\n6 2\n1 2\n1 1\n2\n3 1\n1\n")
        code, out, err, _ = R.run([gg, "template", "test", "--files", path, "--", "sh", "-c",
                                   f"{gg} template | tr '\\n' ' '"])
        R.check("presentation error: the answers on one line", code == 1 and "presentation error" in out,
                f"exit {code}\n{out}{err}")
        put(os.path.join(d, "three.ans"), "First\nFirst\nFirst\n")
        code, out, err, _ = R.run([gg, "template", "test", "--files", path, "--", gg, "template"])
        R.check("test compares with FILE.ans beside the input", code == 1 and "wrong answer" in out,
                f"exit {code}\n{out}{err}")


def escapes(R):
    gg, pl = R.gg, R.planted
    for how in ["orphan", "setsid", "doublefork"]:
        mark = R.mark()
        code, out, err, left = R.run([gg, "template", "stress", "--quiet", "--rounds", "5", "--time-limit", "60000",
                                      "--", pl, how, mark, gg, "template"], mark=mark)
        R.check(f"stress, a {how} descendant: accepted, none survives",
                code == 0 and out.startswith("passed:") and not left, f"exit {code}\n{out}{err}{left}")
    mark = R.mark()
    code, out, err, left = R.run([gg, "template", "stress", "--quiet", "--rounds", "5", "--time-limit", "60000",
                                  "--", "sh", "-c", f"{pl} hold {mark} & exec {gg} template"], mark=mark)
    R.check("'sleeper & exec solution' is accepted at once, the sleeper ended",
            code == 0 and out.startswith("passed:") and not left, f"exit {code}\n{out}{err}{left}")
    mark = R.mark()
    code, out, err, left = R.run([gg, "knightmare", "judge", "--board", "6", "6", "1", "1", "6", "6", "--quiet",
                                  "--", pl, "setsid", mark, gg, "knightmare"], mark=mark)
    R.check("judge, a setsid descendant: none survives", code in (0, 1) and not left, f"exit {code}\n{out}{err}{left}")


def signals(R):
    gg, pl = R.gg, R.planted
    runs = [("stress", [gg, "mimo", "stress", "--rounds", "1", "--time-limit", "600000", "--"]),
            ("judge", [gg, "knightmare", "judge", "--board", "6", "6", "1", "1", "6", "6", "--timeout", "600000",
                       "--"])]
    for what, base in runs:
        for sig, group in [(signal.SIGTERM, False), (signal.SIGHUP, False), (signal.SIGINT, True)]:
            mark = R.mark()
            p = subprocess.Popen(base + [pl, "setsid", mark, pl, "hold", mark], stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
            started = False
            for _ in range(600):  # until the program and its setsid child run (an event, not a time)
                ps = subprocess.run(["ps", "-eo", "args="], capture_output=True, text=True).stdout
                if sum(mark in ln for ln in ps.splitlines()) >= 2:
                    started = True
                    break
                time.sleep(0.05)
            if group:
                os.killpg(p.pid, sig)  # Ctrl-C: the signal goes to the foreground group
            else:
                p.send_signal(sig)
            try:
                code = p.wait(timeout=120)
            except subprocess.TimeoutExpired:
                code = None
            left = R.survivors(p.pid, mark)
            R.end(p.pid, mark)
            R.check(f"{what} ended by {signal.Signals(sig).name}{' (to the group)' if group else ''}: dies of it, "
                    "nothing survives", started and code == -sig and not left, f"exit {code}, started {started}\n{left}")


def descriptors(R):
    gg = R.gg
    code, out, err, _ = R.run(f"exec {gg} template stress --quiet --rounds 5 -- {gg} template <&-", shell=True)
    R.check("stdin closed: the program still gets its input", code == 0 and out.startswith("passed:"),
            f"exit {code}\n{out}{err}")
    code, out, err, _ = R.run(f"exec {gg} template stress --quiet --rounds 5 -- cat >&-", shell=True)
    R.check("stdout closed: the report is a write error",
            code == 4 and "cannot write the output: Bad file descriptor" in err, f"exit {code}\n{err}")
    with open("/dev/full", "wb") as full:
        code, out, err, _ = R.run([gg, "template", "stress", "--quiet", "--rounds", "5", "--", "cat"], stdout=full)
    R.check("stdout /dev/full: the report is a write error",
            code == 4 and "cannot write the output: No space left on device" in err, f"exit {code}\n{err}")
    p = subprocess.Popen([gg, "knightmare", "judge", "--board", "6", "6", "1", "1", "6", "6", "--", gg, "knightmare"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    p.stdout.close()  # `| true`: the reader is gone before the first line
    code = p.wait(timeout=120)
    R.check("judge | true: ended by SIGPIPE (exit 141 in a shell)", code == -signal.SIGPIPE,
            f"exit {code}\n{p.stderr.read().decode()}")


def judge_lines(R):
    """The judge reads a player's line as an interactor reads tokens: blanks around and between
    the tokens, a final CR and leading zeros are fine; a third token is not."""
    gg = R.gg
    base = [gg, "knightmare", "judge", "--sweep", "6", "6", "--quiet", "--"]
    padded = f"{gg} knightmare | sed -u -e 's/^\\([0-9]\\)/0\\1/' -e 's/ /  /' -e 's/^/ /' -e 's/$/\\r/'"
    code, out, err, _ = R.run(base + ["sh", "-c", padded])
    R.check("judge: ' 04  4\\r' and ' WHITE\\r' are read as 4 4 and WHITE", code == 0 and "0 failed" in out,
            f"exit {code}\n{out[-600:]}{err}")
    extra = f"{gg} knightmare | sed -u -e 's/^\\([0-9].*\\)$/\\1 5/'"
    code, out, err, _ = R.run([gg, "knightmare", "judge", "--board", "6", "6", "1", "1", "6", "6", "--", "sh", "-c",
                               extra])
    R.check("judge: a third token on a move line loses", code == 1 and "expected \"x y\"" in out,
            f"exit {code}\n{out}{err}")


def knightmare_test(R):
    """Knightmare's test, through its judge: one verdict per input."""
    gg, pl = R.gg, R.planted
    code, out, err, _ = R.run([gg, "knightmare", "test", "--samples", "--", gg, "knightmare"])
    R.check("knightmare test --samples: the real player accepted on both",
            code == 0 and out.count("accepted: won") == 2, f"exit {code}\n{out}{err}")
    code, out, err, _ = R.run([gg, "knightmare", "test", "--gen", "3", "--max", "12", "--", pl, "crash"])
    R.check("knightmare test --gen: a crashing player is a runtime error on each",
            code == 1 and out.count("runtime error") == 3, f"exit {code}\n{out}{err}")


def usage(R):
    gg = R.gg
    with tempfile.TemporaryDirectory() as d:
        plain = put(os.path.join(d, "plain"), "#!/bin/sh\necho First\n")
        os.chmod(plain, 0o644)
        for cmd, why in [(os.path.join(d, "missing"), "No such file or directory"), (plain, "Permission denied"),
                         (d, "Permission denied")]:
            for action in (["stress", "--rounds", "3"], ["test", "--samples"]):
                code, out, err, _ = R.run([gg, "template"] + action + ["--", cmd])
                R.check(f"{action[0]} -- {os.path.basename(cmd)}: usage error before any run",
                        code == 2 and out == "" and "round" not in err and f"cannot run {cmd}: {why}" in err,
                        f"exit {code}\n{out}{err}")


def save(R):
    gg = R.gg
    with tempfile.TemporaryDirectory() as d:
        victim = put(os.path.join(d, "victim"), "keep me\n")
        base = [gg, "template", "stress", "--quiet", "--rounds", "3"]
        for label, plant in [("a symlink", lambda p: os.symlink(victim, p)),
                             ("a dangling symlink", lambda p: os.symlink(os.path.join(d, "nowhere"), p)),
                             ("a file", lambda p: open(p, "w").close())]:
            sd = tempfile.mkdtemp(dir=d)
            plant(os.path.join(sd, "template-failing.in"))
            code, out, err, _ = R.run(base + ["--save", sd, "--", "cat"])
            R.check(f"--save over {label}: refused before the first run", code == 2 and out == "" and
                    open(victim).read() == "keep me\n" and not os.path.exists(os.path.join(d, "nowhere")),
                    f"exit {code}\n{out}{err}")
            if label != "a file":
                code, out, err, _ = R.run(base + ["--save", sd, "--force", "--", "cat"])
                R.check(f"--save --force over {label}: still refused", code == 2 and
                        open(victim).read() == "keep me\n", f"exit {code}\n{out}{err}")
        sd = tempfile.mkdtemp(dir=d)
        open(os.path.join(sd, "expected.out"), "w").close()
        code, out, err, _ = R.run(base + ["--save", sd, "--force", "--", "cat"])
        R.check("--save --force replaces a file", code == 1 and f"saved {sd}/expected.out" in out and
                open(os.path.join(sd, "expected.out")).read() != "", f"exit {code}\n{out}{err}")
        code, out, err, _ = R.run(base + ["--save", victim, "--", "cat"])
        R.check("--save on a file: refused before the first run", code == 2 and out == "", f"exit {code}\n{out}{err}")
        deep = d  # 4080 bytes: DIR/NAME passes PATH_MAX, where a joined path would be cut short
        while len(deep) < 4080:
            deep = os.path.join(deep, "x" * min(200, 4080 - len(deep) - 1))
        os.makedirs(deep)
        code, out, err, _ = R.run(base + ["--save", deep, "--", "cat"])
        R.check("--save in a long path: every file whole", code == 1 and
                sorted(os.listdir(deep)) == ["expected.out", "received.out", "template-failing.in",
                                             "template-failing.svg"], f"exit {code}\n{out}{err}")


def options(R):
    """--size LO..HI bounds the sizes stress runs; --player-stderr passes the player's standard
    error through (without it, the player's stderr goes nowhere)."""
    gg = R.gg
    code, out, err, _ = R.run([gg, "template", "stress", "--quiet", "--rounds", "4", "--size", "3..5", "--", gg,
                               "template"])
    R.check("stress --size 3..5: four rounds of sizes 3 to 5",
            code == 0 and out.startswith("passed: 4 rounds, sizes 3..5 "), f"exit {code}\n{out}{err}")
    player = "read a; read b; echo SAYS-HELLO >&2; echo WHITE; echo 4 4"
    for flag, shown in ((["--player-stderr"], True), ([], False)):
        code, out, err, _ = R.run([gg, "knightmare", "judge", "--board", "8", "8", "2", "3", "1", "8"] + flag +
                                  ["--", "sh", "-c", player])
        R.check("judge %s: the player's stderr %s" % (flag[0] if flag else "without --player-stderr",
                                                        "passed through" if shown else "dropped"),
                code == 0 and ("SAYS-HELLO" in err) == shown, f"exit {code}\n{out}{err}")


def main():
    gg, build = os.path.abspath(sys.argv[1]), sys.argv[2]
    planted = os.path.join(build, "runner_planted")
    subprocess.run([os.environ.get("CC", "cc"), "-O2", "-o", planted, os.path.join(HERE, "runner_planted.c")],
                   check=True)
    R = Runner(gg, planted)
    for part in (verdicts, escapes, signals, descriptors, judge_lines, knightmare_test, usage, save, options):
        part(R)
    print(f"{R.passed} passed, {R.failed} failed")
    return 1 if R.failed else 0


if __name__ == "__main__":
    sys.exit(main())
