#!/usr/bin/env python3
"""check_nm.py NM LIBRARY: the library is the computation, not a program (docs/design.md,
"Library and program"). Fails when an object of LIBRARY references a function that makes or
manages processes, signals or terminals (the list below), or names a /proc file, and says
which object does. Those belong to the command (cli/), which lends them to the library's
actions through ctx->host (include/gridgames/host.h). Also fails when the library exports a
name without the gg_ prefix."""
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
    # every symbol the library defines for its users starts with gg_ (docs/design.md, "Names")
    defined = subprocess.run([nm, "-A", "-g", "--defined-only", lib], check=True, capture_output=True,
                             text=True).stdout
    for line in defined.splitlines():
        parts = line.split()
        name = parts[-1] if len(parts) >= 3 else ""
        # names starting with "__" are the compiler's and the sanitizers' (ASan's __odr_asan.*)
        if len(parts) >= 3 and parts[-2] in "TDBRC" and not name.startswith(("gg_", "__")):
            bad.append(f"{parts[0].rstrip(':')} exports {parts[-1]}, a name without the gg_ prefix")
    data = open(lib, "rb").read()
    for m in sorted(set(re.findall(rb"/proc/[\x21-\x7e]*", data))):
        bad.append(f"{lib} names {m.decode('ascii', 'replace')}")
    if bad:
        print("the library breaks its rules (processes, signals and terminals belong to cli/; exports are gg_):")
        for b in bad:
            print("  " + b)
        return 1
    print(f"{lib}: no process, signal or terminal function, no /proc file; every export is gg_")
    return 0


if __name__ == "__main__":
    sys.exit(main())
