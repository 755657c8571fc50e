#!/usr/bin/env python3
"""check_nm.py NM LIBRARY: the library is the computation, not a program (docs/design.md,
"Library and program"). Fails when an object of LIBRARY references a function that makes or
manages processes, signals or terminals (the list below), or names a /proc file, and says
which object does. Those belong to the command (cli/), which lends them to the library's
actions through ctx->host (include/gridgames/host.h)."""
import re
import subprocess
import sys

FORBIDDEN = re.compile(r"^(fork|vfork|execv\w*|execl\w*|fexecve|waitpid|wait|wait3|wait4|waitid|"
                       r"posix_spawn\w*|tcsetattr|tcgetattr|isatty|kill|killpg|sigaction|signal|"
                       r"prctl|setsid|setpgid|setpgrp)$")


def main():
    nm, lib = sys.argv[1], sys.argv[2]
    out = subprocess.run([nm, "-A", "-u", lib], check=True, capture_output=True, text=True).stdout
    bad = []
    for line in out.splitlines():
        # "lib.a:member.o:                 U fork" (GNU nm -A)
        parts = line.split()
        if len(parts) >= 2 and parts[-2] == "U":
            sym = parts[-1].split("@")[0]
            if FORBIDDEN.match(sym):
                bad.append(f"{parts[0].rstrip(':')} references {sym}")
    data = open(lib, "rb").read()
    for m in sorted(set(re.findall(rb"/proc/[\x21-\x7e]*", data))):
        bad.append(f"{lib} names {m.decode('ascii', 'replace')}")
    if bad:
        print("the library does what belongs to the program (cli/):")
        for b in bad:
            print("  " + b)
        return 1
    print(f"{lib}: no process, signal or terminal function, no /proc file")
    return 0


if __name__ == "__main__":
    sys.exit(main())
