#!/bin/sh
# play_keys.sh: the keys and the start of `gridgames GAME play` in a tmux pane, as a person meets
# them (each check waits for lines only the key just sent can bring, tmux_lib.sh's keys_more):
#   - axis labels never run together (no line of digits and blanks holds a five-digit run);
#   - without --position, a fair start: either "a start ... can win" and a winning prediction, or
#     "lost for ... --side OTHER" and a losing one, said before the first move;
#   - on POSITION: the legal moves line matches LEGAL (grep -E); `b` shows the best move with the
#     value the prediction gives (and, when the person moves first, the value `analyze --best`
#     gives it), `h` lists the moves best first (the best move's value first) and, past 20, ends
#     with "N more", where `analyze` counts the rest; `a` plays the move `b` showed; `z` takes it
#     back;
#   - MOVE, typed in the other case than the move format's, is played (the engine answers).
# usage: play_keys.sh GRIDGAMES GAME POSITION-FILE MOVE LEGAL [PLAY-OPTIONS...]
set -u
G=$1 GAME=$2 POS=$3 MOVE=$4 LEGAL=$5
shift 5
S=ggkeys$$
. "$(dirname "$0")/../tmux_lib.sh"

start_play "$@"
if screen | grep -qE "^a start .* can win with perfect play \(--seed [0-9]+\)$"; then
    screen | grep -q "^prediction: you can win" || fail "a start said winnable, but the prediction is not a win"
elif screen | grep -qE " lost for .* with perfect play: --side [a-z]+ takes the winning side$"; then
    screen | grep -q "^prediction: perfect play beats you" || fail "a start said lost, but the prediction is not a loss"
else
    fail "no word on the start before the first move"
fi
screen | grep -E "^[ 0-9]+$" | grep -qE "[0-9]{5}" && fail "axis labels run together"
keys "q"
wait_for "EXITED 0"
stop

# The value of the best move and the number of moves, from analyze (the person moving first).
value_of() { grep -oE "(^| )(win|lose|draw)( |$)" | head -1 | tr -d ' '; }
best=$("$G" "$GAME" analyze --best "$@" < "$POS" | value_of)
nmoves=$("$G" "$GAME" analyze "$@" < "$POS" | tail -n +2 | wc -l)
start_play --position "$POS" "$@"
if screen | grep -q "^the engine ("; then # the engine moved first: analyze's numbers are not this turn's
    best="" nmoves=0
fi
screen | grep -qE -- "$LEGAL" || fail "no legal moves line matching '$LEGAL'"
predicted=$(screen | grep "^prediction: " | tail -1 | sed 's/^prediction: you can win.*/win/; s/^prediction: perfect play beats you.*/lose/; s/^prediction: a draw.*/draw/')
[ -z "$best" ] || [ "$best" = "$predicted" ] || fail "the prediction ($predicted) is not analyze --best's value ($best)"
best=$predicted
keys_more "b" "^best move: "
shown=$(screen | grep "^best move: " | tail -1)
echo "$shown" | grep -qE "^best move: .* \($best( in [0-9]+ pl(y|ies))?; a: play it\)$" \
    || fail "b showed '$shown', the prediction says $best"
keys_more "h" "^the moves, best first"
wait_last "^your move as "  # the list is whole once the prompt follows it
first=$(screen | grep -A1 "^the moves, best first" | tail -1)
echo "$first" | grep -qE "^  .*[^ ]  +$best( in [0-9]+)?$" || fail "h does not list a move of value $best first: '$first'"
if [ "$nmoves" -gt 20 ]; then
    screen | grep -qE "^  \.\.\. $((nmoves - 20)) more \(b: the best move alone\)$" || fail "h is not capped at 20 + '$((nmoves - 20)) more'"
fi
played=$(echo "$shown" | sed 's/^best move: \(.*\) (.*$/\1/')
keys_more "a" "^you play "
screen | grep -qxF "you play $played" || fail "a did not play the move b showed ($played)"
keys "z"
keys_more "$MOVE" "the engine \("
keys "q"
wait_for "EXITED 0"
stop
echo "ok: $GAME play keys through tmux"
