#!/usr/bin/env python3
"""copy_template.py: a new game made as docs/adding-a-game.md says, literally. In a scratch copy
of the tree, the guide's `sh` blocks run in order, in one shell, with GAME set to a new name
(the guide's own `GAME=...` line is replaced); the last block builds the copy. Then:
  - `gridgames --help` lists the new game;
  - every action `gridgames NAME --help` lists is run: by the copied cases whose arguments
    name it (tests/cases/NAME/, each must pass as run_cases.py checks it), and, for an action
    that no case runs to exit 0, once on the output of `gridgames NAME gen --seed 1` (stress, and
    test on the samples: against the game's own single file, `-- ./NAME`), which must exit 0;
  - `source` prints a file that compiles alone and answers as `gridgames NAME` does.
The copy is built with CMAKE_BUILD_TYPE=Debug in the environment (the guide's cmake line is
run as written; unoptimized, the library compiles several times faster).

  copy_template.py SOURCE_DIR WORK_DIR [--name NAME] [--cc CC]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gamelist  # noqa: E402
import run_cases  # noqa: E402

KEEP = ["CMakeLists.txt", "gridgames.pc.in", "gridgamesConfig.cmake.in", "cli", "docs", "include", "src",
        "tests", "tools"]


def copy_tree(src, dst):
    """The files the build reads (no build folders, no node_modules, no .git)."""
    if os.path.exists(dst):
        shutil.rmtree(dst)
    os.makedirs(dst)
    skip = shutil.ignore_patterns("node_modules", "__pycache__", "build*")
    for name in KEEP:
        p = os.path.join(src, name)
        if os.path.isdir(p):
            shutil.copytree(p, os.path.join(dst, name), ignore=skip)
        elif os.path.exists(p):
            shutil.copy2(p, os.path.join(dst, name))


def guide_script(guide, name):
    """The guide's sh blocks, in order, with its GAME= line naming `name`."""
    with open(guide, encoding="utf-8") as f:
        blocks = re.findall(r"^```sh\n(.*?)^```", f.read(), re.M | re.S)
    if not blocks:
        sys.exit(f"FAIL: no ```sh block in {guide}")
    text = "\n".join(blocks)
    text, n = re.subn(r"^GAME=.*$", f"GAME={name}", text, count=1, flags=re.M)
    if n != 1:
        sys.exit(f"FAIL: {guide} sets no GAME=")
    return "set -eux\n" + text


def run(cmd, data=b"", timeout=120, cwd=None):
    return subprocess.run(cmd, input=data, capture_output=True, timeout=timeout, cwd=cwd)


def run_actions(gg, name, cases, work, cc):
    """Every action of NAME's --help run (the module's docstring); (passed, failed)."""
    passed = failed = 0

    def check(ok, what, detail=""):
        nonlocal passed, failed
        passed += ok
        failed += not ok
        print(("ok   " if ok else "FAIL ") + what + ("" if ok or not detail else "\n     " + detail))

    check(name in gamelist.listed(gg), f"gridgames --help lists {name}")
    actions = gamelist.actions(gg, name)
    print(f"{name}'s actions: {' '.join(actions)}")
    names = sorted({f.rsplit(".", 1)[0] for f in os.listdir(cases) if f.rsplit(".", 1)[-1] in ("in", "args")})
    by_action = {}
    for case in names:
        args = run_cases.read(os.path.join(cases, case + ".args"), name.encode()).decode().split("\n")
        args = [x for x in args if x]
        action = args[1] if len(args) > 1 and not args[1].startswith("-") else "solve"
        by_action.setdefault(action, []).append(case)
    gen = run([gg, name, "gen", "--seed", "1"])
    single = None
    for action in actions:
        mine = by_action.pop(action, [])
        if mine:
            bad = [f"{c}: {p}" for c in mine for p in [run_cases.run_case(gg, cases, c)] if p]
            check(not bad, f"{name} {action}: {len(mine)} cases", "\n     ".join(bad)[:3000])
            if any(not os.path.exists(os.path.join(cases, c + ".code")) for c in mine):
                continue  # a case runs it successfully
        cmd = [gg, name, action]
        if action == "source":
            src = os.path.join(work, name + ".c")
            single = os.path.join(work, name)
            with open(src, "wb") as f:
                f.write(run(cmd).stdout)
            c = run([cc, "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror", "-o", single, src, "-lm"], timeout=300)
            ok = c.returncode == 0 and not c.stderr
            if ok:
                want, got = run([gg, name], gen.stdout), run([single], gen.stdout)
                ok = want.returncode == 0 and (got.stdout, got.returncode) == (want.stdout, want.returncode)
            check(ok, f"{name} source: compiles alone and answers as gridgames {name}",
                  (c.stderr.decode(errors="replace") if c.returncode or c.stderr else "another answer")[:2000])
            continue
        if action in ("stress", "test"):
            if single is None and "source" in actions:
                actions.append(action)  # after source: the player is the single file
                continue
            cmd += (["--rounds", "3"] if action == "stress" else ["--samples"]) + ["--"] + ([single] if single else [gg, name])
        r = run(cmd, gen.stdout)
        check(r.returncode == 0, f"{name} {action} on `gen --seed 1`: exit {r.returncode}",
              (r.stdout + r.stderr).decode(errors="replace")[-2000:])
    check(not by_action, "every case names an action of the help", " ".join(sorted(by_action)))
    return passed, failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("work")
    ap.add_argument("--name", default="heapgame")
    ap.add_argument("--cc", default="cc")
    a = ap.parse_args()
    name, tree = a.name, os.path.join(os.path.abspath(a.work), "tree")
    copy_tree(os.path.abspath(a.source), tree)
    script = guide_script(os.path.join(tree, "docs", "adding-a-game.md"), name)
    env = dict(os.environ, CMAKE_BUILD_TYPE="Debug", CC=a.cc)
    r = subprocess.run(["sh", "-c", script], cwd=tree, env=env, capture_output=True, timeout=1500)
    if r.returncode != 0:
        print(r.stdout.decode(errors="replace")[-4000:] + r.stderr.decode(errors="replace")[-6000:])
        sys.exit(f"FAIL: the guide's commands (docs/adding-a-game.md) exit {r.returncode}")
    print(f"the guide's {script.count(chr(10))} lines of commands ran; the copy built")
    gg = os.path.join(tree, "build", "gridgames")
    passed, failed = run_actions(gg, name, os.path.join(tree, "tests", "cases", name), a.work, a.cc)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
