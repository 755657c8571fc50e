#!/bin/sh
# judge_kinds.sh: the judge's verdict on the end of a won game must not depend on scheduling.
# Five small shell players all win at once on 8 x 8 from (2,3) / (1,8) (white steps onto its
# target (4,4)) and then behave differently; each is judged RUNS times in a row (default 100)
# and must get the same verdict every time:
#   exits      exits after the win                             -> won
#   reads      keeps reading stdin after the win               -> won (the judge closes stdin)
#   extra      prints one more line after the win              -> FAILED: printed more
#   setsid     leaves a descendant that called setsid          -> won, and the descendant is gone
#   background leaves a background child holding its stdout    -> won, without waiting for it
# usage: judge_kinds.sh GRIDGAMES [RUNS]
set -u
G=$1
RUNS=${2:-100}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $1"; exit 1; }
start='read a; read b; echo WHITE'
JT=3000 # the judge's time limit per move, in ms
verdict() { # player-script
    "$G" knightmare judge --board 8 8 2 3 1 8 --timeout "$JT" -- sh -c "$1" 2>/dev/null | head -n 1 |
        sed 's/^game 1: 8 8 2 3 1 8: player //'
}
check() { # name script expected
    i=0
    while [ $i -lt "$RUNS" ]; do
        got=$(verdict "$2")
        [ "$got" = "$3" ] || fail "$1, run $((i + 1)): got '$got', expected '$3'"
        i=$((i + 1))
    done
    echo "ok: $1: $RUNS x '$3'"
}
# a missing setsid (util-linux, which build.sh installs) is a skip that ctest reports as such
command -v setsid >/dev/null 2>&1 || { echo "setsid not installed: skipped"; exit 77; }
check exits "$start; echo 4 4" "WHITE: won in 1 move"
check reads "$start; echo 4 4; cat >/dev/null" "WHITE: won in 1 move"
check extra "$start; echo 4 4; echo 5 5" "WHITE: FAILED: won in 1 move, but printed more after the win: '5 5'"
# the descendant writes its pid before the player wins, so it certainly exists when judged
i=0
while [ $i -lt "$RUNS" ]; do
    rm -f "$T/pid"
    got=$(verdict "setsid sh -c 'echo \$\$ >$T/pid.tmp; mv $T/pid.tmp $T/pid; exec sleep 30' </dev/null >/dev/null 2>&1 &
        $start; while [ ! -s $T/pid ]; do sleep 0.01; done; echo 4 4")
    [ "$got" = "WHITE: won in 1 move" ] || fail "setsid, run $((i + 1)): got '$got'"
    pid=$(cat "$T/pid")
    kill -0 "$pid" 2>/dev/null && { kill "$pid"; fail "setsid, run $((i + 1)): descendant $pid outlived the judge"; }
    i=$((i + 1))
done
echo "ok: setsid: $RUNS x won, no descendant left"
# the judge kills what the player left, never what its own caller had: a child of the judge's
# process that is older than the player survives the game (a library caller's child; before the
# fix, libFuzzer's symbolizer was killed this way)
sh -c "sleep 30 </dev/null >/dev/null 2>&1 & echo \$! >$T/own; sleep 0.1
       exec \"$G\" knightmare judge --board 8 8 2 3 1 8 --timeout 3000 -- sh -c '$start; echo 4 4'" \
    >/dev/null 2>&1 || fail "own child: the judged game failed"
kill -0 "$(cat "$T/own")" 2>/dev/null || fail "own child: the judge killed its caller's child"
kill "$(cat "$T/own")"
echo "ok: the caller's own child survives the judge"
# a background child holding stdout must not make the judge wait for it: with a time limit of
# 10 minutes and a child that sleeps as long, a judge that waited would hang here until ctest's
# timeout ends the test (no clock is read)
JT=600000
check background "sleep 600 & $start; echo 4 4" "WHITE: won in 1 move"
