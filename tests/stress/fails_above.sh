#!/bin/sh
# fails_above.sh GRIDGAMES GAME BYTES: a planted solution that is right (gridgames' own solve)
# on inputs of at most BYTES bytes and prints one wrong line on larger ones, as a contestant's
# solution that passes small tests and fails at contest size. stress must shrink its failure to
# an input just over BYTES, with bounded memory (tests/stress/check_shrink.py).
f=$(mktemp) || exit 9
trap 'rm -f "$f"' EXIT
cat > "$f"
if [ "$(wc -c < "$f")" -gt "$3" ]; then echo wrong; else "$1" "$2" < "$f"; fi
