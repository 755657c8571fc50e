#!/bin/sh
# play_tmux.sh: plays `gridgames knightmare play` as a person would, in a tmux pane: keys in
# through send-keys, the screen read back through capture-pane. Checks the board (coordinates,
# knights, targets, the marked legal moves), the prediction, `h`, an illegal move, undo, quit
# with the value history, and the window drawn around the knights on a board over 24 x 24.
# usage: play_tmux.sh GRIDGAMES
set -u
G=$1
S=ggkm$$
. "$(dirname "$0")/../tmux_lib.sh"
start "$G knightmare play --board 6 6 1 1 6 6 --side black; echo EXITED \$?; sleep 20"
wait_for "the engine (white) plays 2 3"
wait_for "prediction: you can win in 5 plies"
screen | grep -q "^   6  \.  \.  \.  \.  \.  B$" || fail "black knight not drawn at (6,6)"
screen | grep -q "^   4  \.  \.  b  \.  \*  \.$" || fail "legal move (4,5) not marked"
screen | grep -q "^   3  \.  \.  w  \.  \.  \.$" || fail "white's target (3,3) not drawn"
keys "h"
wait_for "4 5              win in 5"
keys "6 5"
wait_for "illegal: a knight cannot go from 6 6 to 6 5"
keys "4 5"
wait_for "prediction: you can win in 3 plies"
undo_quit "4 5"
start "$G knightmare play --board 42 44 1 1 42 44; echo EXITED \$?; sleep 20"
wait_for "knightmare 42 x 44 (rule mover), white to move; rows 1..24, columns 1..24"
wait_for "prediction: "
keys "q"
wait_for "EXITED 0"
stop
echo "ok: knightmare play through tmux"
