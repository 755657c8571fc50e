#!/bin/sh
# play_tmux.sh: plays `gridgames GAME play` in a tmux pane as a person would (send-keys in,
# capture-pane out): the board and the prediction appear, `h` lists every move's value (each
# check waits for lines that only the key just sent can bring), an
# illegal move is refused, a legal one is answered by the engine, `u` takes it back, `q` quits
# and the value history follows.
# usage: play_tmux.sh GRIDGAMES GAME POSITION-FILE ILLEGAL-MOVE LEGAL-MOVE [PLAY-OPTIONS...]
set -u
G=$1 GAME=$2 POS=$3 BAD=$4 GOOD=$5
shift 5
S=ggplay$$
. "$(dirname "$0")/../tmux_lib.sh"
start_play --position "$POS" "$@"
wait_for "prediction: "
keys_more "h" "^  .*[^ ]  +(win|lose|draw)( in [0-9]+)?$"  # a line of h's list
keys_more "$BAD" "illegal: "
keys_more "$GOOD" "the engine \("
undo_quit "$GOOD"
echo "ok: $GAME play through tmux"
