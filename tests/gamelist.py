"""gamelist.py: how the test scripts find the games, so that none keeps a list of them.

  listed(gridgames)         the games `gridgames --help` lists (the registry's, without the
                            hidden template), in its order
  folders(root)             every game folder under src/games/ (the template included)
  actions(gridgames, game)  the actions `gridgames GAME --help` lists, in its order
  data(game)                the game's test data, tests/games/GAME.json ({} when absent): the
                            inputs each script generates for it (see the scripts)
"""
import json
import os
import subprocess

TESTS = os.path.dirname(os.path.abspath(__file__))


def _help(cmd):
    return subprocess.run(cmd, capture_output=True, timeout=60).stdout.decode()


def _section(text, title):
    """The first words of the lines of the section `title:` of a help text."""
    section = text.split(f"\n{title}:\n", 1)[1].split("\n\n", 1)[0]
    return [line.split()[0] for line in section.splitlines() if line.startswith("  ") and not line.startswith("    ")]


def listed(gridgames):
    return _section(_help([gridgames, "--help"]), "games")


def folders(root):
    games = os.path.join(root, "src", "games")
    return sorted(g for g in os.listdir(games) if os.path.isfile(os.path.join(games, g, "game.c")))


def actions(gridgames, game):
    return _section(_help([gridgames, game, "--help"]), "actions")


def data(game):
    path = os.path.join(TESTS, "games", f"{game}.json")
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        return json.load(f)
