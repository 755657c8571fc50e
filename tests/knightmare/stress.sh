#!/bin/sh
# stress.sh: `gridgames knightmare stress` against the deliberately wrong players under
# tests/stress/ and the real player. Each wrong one must be caught (exit 1) on one of the first
# (smallest) boards with the shortest lost game shown (its input, moves, verdict and board); the real player
# must survive every round (exit 0 and the summary). A generous --timeout: the machine may be loaded.
# usage: stress.sh GRIDGAMES SOURCE-DIR
set -u
G=$1 SRC=$2
OUT=${TMPDIR:-/tmp}/ggkmstress$$
fail() { echo "FAIL: $1"; cat "$OUT"; rm -f "$OUT"; exit 1; }
expect() { # code text...
    code=$1; shift
    for t in "$@"; do grep -qF -- "$t" "$OUT" || fail "expected '$t'"; done
    [ "$got" = "$code" ] || fail "exit $got, expected $code"
}
"$G" knightmare stress --quiet --timeout 30000 --seed 7 --rounds 20 -- python3 "$SRC/tests/stress/knightmare_crash.py" "$G" >"$OUT" 2>&1
got=$?
expect 1 "shortest lost game: 6 x 6" "moves (1): white " "won in 1 move, but then killed by signal 6" "the player lost 4 of 4 games (on board 1 of 20)"
"$G" knightmare stress --quiet --timeout 30000 --seed 7 --rounds 20 -- python3 "$SRC/tests/stress/knightmare_wrong_side.py" >"$OUT" 2>&1
got=$?
expect 1 "shortest lost game: 8 x 8" "(on board 3 of 20)" "player WHITE" "verdict: lost: the opponent" "the board when the game ended:"
"$G" knightmare stress --quiet --timeout 30000 --seed 7 --rounds 20 --rule any -- "$G" knightmare solve >"$OUT" 2>&1
got=$?
expect 0 "stress: 80 games on 20 boards from 6 x 6 up to 40 x 40, rule any" "all won"
"$G" knightmare stress --quiet --timeout 30000 --seed 8 --rounds 6 --max 300 -- "$G" knightmare solve >"$OUT" 2>&1
got=$?
expect 0 "stress: 24 games on 6 boards from 6 x 6 up to 300 x 300, rule mover" "all won"
rm -f "$OUT"
echo "ok: knightmare stress catches the wrong players and passes the real one"
