#!/bin/sh
# play_tmux.sh: plays `gridgames GAME play` in a tmux pane as a person would (send-keys in,
# capture-pane out): the board and the prediction appear, `h` lists every move's value, an
# illegal move is refused, a legal one is answered by the engine, `u` takes it back, `q` quits
# and the value history follows.
# usage: play_tmux.sh GRIDGAMES GAME POSITION-FILE ILLEGAL-MOVE LEGAL-MOVE [PLAY-OPTIONS...]
set -u
G=$1 GAME=$2 POS=$3 BAD=$4 GOOD=$5
shift 5
S=ggplay$$
. "$(dirname "$0")/../tmux_lib.sh"
start "$G $GAME play --position $POS $*; echo EXITED \$?; sleep 20"
wait_for "prediction: "
wait_for "your move as "
tmux send-keys -t $S "h" Enter
wait_for " win"
tmux send-keys -t $S "$BAD" Enter
wait_for "illegal: "
tmux send-keys -t $S "$GOOD" Enter
wait_for "the engine ("
tmux send-keys -t $S "u" Enter
tmux send-keys -t $S "q" Enter
wait_for "value history"
wait_for "EXITED 0"
screen | grep -F "value history" -A3 | grep -qF -- "$GOOD" && fail "the undone move is still in the history"
stop
echo "ok: $GAME play through tmux"
