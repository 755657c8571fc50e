"""tally.py: the one way the test scripts report their checks: a line per check ("ok   NAME"
or "FAIL NAME: why"), then "P passed, F failed"; the exit status fails on any failure or when
nothing ran."""


class Tally:
    def __init__(self):
        self.ran = self.failed = 0

    def record(self, name, why, note=""):
        """One check: why is None when it passed (note says what it saw), else the reason."""
        self.ran += 1
        if why:
            self.failed += 1
            print(f"FAIL {name}: {why}")
        else:
            print(f"ok   {name}" + (f": {note}" if note else ""))

    def finish(self):
        print(f"{self.ran - self.failed} passed, {self.failed} failed")
        return 1 if self.failed or self.ran == 0 else 0
