# tmux_lib.sh: what the terminal tests share, sourced after setting S (the session name).
# Each test runs its own tmux server (socket), so tests side by side never share or end each
# other's; screen reads the pane back; wait_for waits up to 30 s for a text, then fails.
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is not installed (build.sh installs it)"; exit 1; }
tmux() { command tmux -L "gg-test-$$" "$@"; }
fail() { echo "FAIL: $1"; tmux capture-pane -p -t $S -S -80; tmux kill-session -t $S 2>/dev/null; exit 1; }
screen() { tmux capture-pane -p -J -t $S -S -300; }
wait_for() { # text
    i=0
    while [ $i -lt 300 ]; do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1; i=$((i + 1))
    done
    fail "did not see '$1'"
}
