#!/bin/sh
# gen_validate.sh: every start `gen --contest` writes (seeds 1..N, sides 6..1000) passes
# `validate --contest`.
# usage: gen_validate.sh GRIDGAMES N
set -u
G=$1 N=$2
i=1
while [ $i -le "$N" ]; do
    "$G" knightmare gen --contest --seed $i --n 6..1000 --m 6..1000 | "$G" knightmare validate --contest ||
        { echo "FAIL: seed $i"; exit 1; }
    "$G" knightmare gen --contest --seed $i | "$G" knightmare validate --contest || { echo "FAIL: seed $i (small)"; exit 1; }
    i=$((i + 1))
done
echo "ok: $N x 2 contest starts from gen pass validate --contest"
