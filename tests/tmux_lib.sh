# tmux_lib.sh: what the terminal tests share, sourced after setting S (the session name). start
# CMD opens a session on a server (socket) of its own: tests side by side never share or end each
# other's, and a test's second session never reaches the first one's server while it shuts down
# (tmux exits once its last session is killed; a client that connects in that moment fails with
# "server exited unexpectedly", as CI saw). stop kills the session's server; screen reads the pane
# back; wait_for waits up to 30 s for a text, then fails; keys sends a line of keys; start_play
# OPTIONS runs `$G $GAME play OPTIONS` and waits for its first prompt; keys_more KEYS REGEX sends
# KEYS and waits for more lines matching REGEX (grep -E) than the screen had before (so a line
# already on the screen, or drawn again, cannot pass for the answer to KEYS); undo_quit MOVE takes
# back the last move (MOVE) with `z`, quits with `q` and checks the value history that follows no
# longer holds it; wait_last REGEX waits for the last line that is not blank to match REGEX (an
# answer of several lines is whole once the prompt follows it).
command -v tmux >/dev/null 2>&1 || { echo "SKIP: tmux is not installed (build.sh installs it)"; exit 77; }
GG_TMUX_N=0
tmux() { command tmux -L "gg-test-$$-$GG_TMUX_N" "$@"; }
start() { GG_TMUX_N=$((GG_TMUX_N + 1)); tmux new-session -d -s $S -x 120 -y 50 "$1"; }
stop() { tmux kill-server 2>/dev/null; }
fail() { echo "FAIL: $1"; tmux capture-pane -p -t $S -S -80; stop; exit 1; }
screen() { tmux capture-pane -p -J -t $S -S -300; }
wait_for() { # text
    i=0
    while [ $i -lt 300 ]; do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1; i=$((i + 1))
    done
    fail "did not see '$1'"
}
keys() { tmux send-keys -t $S "$1" Enter; }
start_play() { # play options: `$G $GAME play OPTIONS` in a new session, up to its first prompt
    start "$G $GAME play $*; echo EXITED \$?; sleep 20"
    wait_for "your move as "
}
count() { screen | grep -cE -- "$1"; }
wait_last() { # regex: waits up to 30 s for the screen's last line that is not blank to match it
    i=0
    while [ $i -lt 300 ]; do
        screen | grep -v '^[[:space:]]*$' | tail -1 | grep -qE -- "$1" && return 0
        sleep 0.1; i=$((i + 1))
    done
    fail "the last line did not come to match '$1'"
}
keys_more() { # keys regex
    before=$(count "$2")
    keys "$1"
    i=0
    while [ $i -lt 300 ]; do
        [ "$(count "$2")" -gt "$before" ] && return 0
        sleep 0.1; i=$((i + 1))
    done
    fail "'$1' did not bring a new line matching '$2' (there were $before)"
}
undo_quit() { # the move just taken back
    keys "z"
    keys "q"
    wait_for "value history"
    wait_for "EXITED 0"
    screen | grep -F "value history" -A3 | grep -qF -- "$1" && fail "the undone move is still in the history"
    stop
}
