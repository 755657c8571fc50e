"""threads_common.py: what the threads tests of tests/games/ share: running gridgames on an input
file, from the file or through a pipe, and making an input with a game's generator."""
import subprocess


def run(cmd, path, pipe):
    """(exit code, stdout, stderr) of cmd with the file at path as standard input: the file
    itself, or its bytes through a pipe."""
    with open(path, "rb") as f:
        if pipe:
            r = subprocess.run(cmd, input=f.read(), capture_output=True, timeout=300)
        else:
            r = subprocess.run(cmd, stdin=f, capture_output=True, timeout=300)
    return r.returncode, r.stdout, r.stderr


def gen(gg, game, *args):
    """The judge input `gridgames GAME gen ARGS` prints."""
    return subprocess.run([gg, game, "gen"] + list(args), capture_output=True, check=True).stdout
