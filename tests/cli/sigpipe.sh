#!/bin/sh
# sigpipe.sh: when the reader of stdout goes away (as `head` does), gridgames ends by SIGPIPE,
# exit status 141 in the shell, as cat does (README, "Exit codes"): for a large gen output of
# every game listed by `gridgames --help`, for solve's output and for the demo.
# usage: sigpipe.sh GRIDGAMES
set -u
G=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $1"; exit 1; }
status() { # command...: the exit status of the command with its stdout read for one byte
    ( "$@" 2>"$T/err"; echo $? >"$T/rc" ) | head -c 1 >/dev/null
    cat "$T/rc"
}
games=$("$G" --help | sed -n '/^games:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
[ -n "$games" ] || fail "no game listed by --help"
for g in $games; do
    case $g in
        go) big="--t 1 --n 3000" ;;
        mimo) big="--t 1 --k 200000" ;;
        knightmare) continue ;; # its gen writes one start (two lines): nothing for a pipe to cut
        lamequeen) big="--t 200000" ;;
        *) big="--n 200000" ;;
    esac
    rc=$(status "$G" "$g" gen $big)
    [ "$rc" = 141 ] || fail "$g gen $big | head -c 1: exit $rc (want 141): $(cat "$T/err")"
    echo "ok: $g gen | head -c 1: 141"
done
"$G" lamequeen gen --t 200000 >"$T/lq.in" || fail "lamequeen gen --t 200000"
rc=$(status sh -c "exec \"$G\" lamequeen < \"$T/lq.in\"")
[ "$rc" = 141 ] || fail "lamequeen solve | head -c 1: exit $rc (want 141)"
echo "ok: lamequeen solve | head -c 1: 141"
