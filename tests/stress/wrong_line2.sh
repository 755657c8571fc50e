#!/bin/sh
# wrong_line2.sh GRIDGAMES GAME: a planted solution that answers every test case right (through
# gridgames' own solve) except the second, whose line gets a '0' appended: stress must name test
# case 2 as the first difference and show it alone (tests/stress/check_shrink.py).
"$1" "$2" | awk 'NR == 2 { $0 = $0 "0" } { print }'
