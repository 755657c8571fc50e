#!/usr/bin/env python3
"""Docs that match the program: every option that `gridgames <game> --help` shows for an
action appears in the README's section of that game and in the man page's section of that
game (or once in a shared section whose heading names the action), every action of every game
is named in both, and in the README every option is named in some line or paragraph that also
says "default".

usage: check_options.py GRIDGAMES README MANPAGE
"""
import re
import subprocess
import sys


def in_actions(text, line):
    """True when line lies in the help's "actions:" block (before "exit codes:")."""
    body = text.split("\nactions:\n", 1)[-1].split("\nexit codes:", 1)[0]
    return line in body.splitlines()


def actions_and_options(gg, game):
    text = subprocess.run([gg, game, "--help"], capture_output=True, text=True, check=True).stdout
    found = {}
    action = None
    for line in text.splitlines():
        if not line.startswith(" ") and line.strip():
            action = None  # a new block ("exit codes:" lists numbers, not actions)
            if line.startswith("actions:"):
                continue
        m = re.match(r"^  (\w[\w-]*)\s+", line)
        if m and not line.startswith("    ") and in_actions(text, line):
            action = m.group(1)
            found[action] = set()
        elif action and line.strip().startswith(f"gridgames {game} {action}"):
            found[action] |= set(re.findall(r"--[a-z][a-z0-9-]*", line))
    return found


def section(text, start_pat, end_pat, flags=0):
    m = re.search(start_pat, text, re.M | flags)
    if not m:
        return ""
    rest = text[m.end():]
    e = re.search(end_pat, rest, re.M)
    return rest[: e.start()] if e else rest


def has_default(opt_pat, text):
    """True when some line or paragraph (a block between blank lines) of text names the option
    and also contains the word 'default' (an option's default is stated where it is explained).
    Each item of a list ("- ", "* "), each table row and each line of a code block counts
    as its own paragraph."""
    # each line of a fenced code block is its own paragraph too
    text = re.sub(r"```.*?```", lambda m: m.group(0).replace("\n", "\n\n"), text, flags=re.S)
    for para in re.split(r"\n\s*\n|\n(?=\s*(?:[-*] |\|))", text):
        if re.search(opt_pat + r"\b", para) and re.search(r"\bdefault", para, re.I):
            return True
    return False


def main():
    gg, readme_path, man_path = sys.argv[1:4]
    readme = open(readme_path, encoding="utf-8").read()
    man = open(man_path, encoding="utf-8").read()
    top = subprocess.run([gg, "--help"], capture_output=True, text=True).stdout
    block = top.split("games:\n", 1)[1].split("\n\n", 1)[0]
    games = re.findall(r"^  (\w+)\s{2,}", block, re.M)
    missing = []
    for game in games:
        title_line = subprocess.run([gg, game, "--help"], capture_output=True, text=True).stdout.splitlines()[0]
        title = title_line.split(": ", 1)[1]
        rd = section(readme, r"^### " + re.escape(title) + r".*$", r"^##+ ")
        mn = section(man, r"^\.SS .*" + re.escape(title.split(":")[0]) + r".*$", r"^\.S[HS] ")
        if not rd:
            missing.append(f"README has no section '### {title}'")
        if not mn:
            missing.append(f"the man page has no .SS section for {title}")
        for action, opts in actions_and_options(gg, game).items():
            # an action every game shares (analyze, play, stress, validate, source) may be
            # documented once, in a section whose heading names it
            shared_rd = section(readme, r"^##+ .*\b" + action + r"\b.*$", r"^##+ ", re.I)
            shared_mn = "".join(section(man, r"^\.S[HS] .*\b" + action.upper() + r"\b.*$", r"^\.S[HS] ") for _ in [0]) + \
                "".join(section(man, r"^\.S[HS] .*\b" + action + r"\b.*$", r"^\.S[HS] ") for _ in [0])
            for where, txt, shared in (("README", rd, shared_rd), ("man page", mn, shared_mn)):
                if txt and action != "solve" and action not in txt and action not in shared:
                    missing.append(f"{where}, {game}: the action '{action}' is not named")
                for o in sorted(opts):
                    esc = o.replace("-", r"\\?-")
                    if txt and not re.search(esc + r"\b", txt) and not re.search(esc + r"\b", shared):
                        missing.append(f"{where}, {game} {action}: option {o} is not documented")
                    elif where == "README" and txt and not has_default(esc, txt) and not has_default(esc, shared):
                        missing.append(f"README, {game} {action}: option {o} has no line or paragraph "
                                       "that names it and says 'default'")
    for m in missing:
        print("MISSING " + m)
    print(f"{0 if missing else 1} passed, {1 if missing else 0} failed ({len(missing)} gaps)")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
