#!/bin/sh
# play_tmux.sh: plays `gridgames knightmare play` as a person would, in a tmux pane: keys in
# through send-keys, the screen read back through capture-pane. Checks the board, the marked
# moves, the prediction, undo, an illegal move, one command per line (two moves on a line are
# refused, a lone number asks again) and the end-of-game message.
# usage: play_tmux.sh GRIDGAMES
set -u
G=$1
command -v tmux >/dev/null 2>&1 || { echo "tmux not installed: skipped"; exit 0; }
S=ggkm$$
fail() { echo "FAIL: $1"; tmux capture-pane -p -t $S -S -60; tmux kill-session -t $S 2>/dev/null; exit 1; }
screen() { tmux capture-pane -p -J -t $S -S -200; }
wait_for() { # text
    i=0
    while [ $i -lt 50 ]; do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1; i=$((i + 1))
    done
    fail "did not see '$1'"
}
tmux new-session -d -s $S -x 100 -y 40 "$G knightmare play --board 6 6 1 1 6 6 --side black; echo EXITED \$?; sleep 20"
wait_for "engine (white) moves to 2 3"
wait_for "prediction: black wins in 5 plies with best play (you can win)"
screen | grep -q "^   6  \.  \.  \.  \.  \.  B$" || fail "black knight not drawn at (6,6)"
screen | grep -q "^   4  \.  \.  b  \.  \*  \.$" || fail "legal move (4,5) not marked"
tmux send-keys -t $S "4 5 3 3" Enter
wait_for "not a command: '4 5 3 3'"
tmux send-keys -t $S "4" Enter
wait_for 'a move is a row and a column on one line, e.g. "4 5"'
tmux send-keys -t $S "6 5" Enter
wait_for "illegal: a knight cannot go from 6 6 to 6 5"
tmux send-keys -t $S "4 5" Enter
wait_for "engine (white) moves to 3 5"
tmux send-keys -t $S "u" Enter
wait_for "undone: your last move and the engine's reply"
tmux send-keys -t $S "4 5" Enter
wait_for "your move (black at 4 5)"
tmux send-keys -t $S "3 3" Enter
wait_for "engine (white) moves to 5 6"
tmux send-keys -t $S "5 4" Enter
wait_for "engine (white) moves to 6 4"
tmux send-keys -t $S "3 5" Enter
wait_for "prediction: black wins in 1 ply with best play (you can win)"
screen | grep -q "^   4  \.  \. \*b  \.  \.  \.$" || fail "the target (4,3) not marked as a legal move"
tmux send-keys -t $S "4 3" Enter
wait_for "GAME OVER: black wins, congratulations, you win."
wait_for "EXITED 0"
tmux kill-session -t $S
echo "ok: play through tmux"
