#!/usr/bin/env python3
"""A deliberately wrong Knightmare player for `gridgames knightmare stress`: it always plays
WHITE (right only on the boards where white can win) and then runs greedily: a capture when it
can, else one step closer (knight distance) to its own target. Against the perfect opponent it
loses every start that is lost for white."""
import sys
from collections import deque

n, m = map(int, sys.stdin.readline().split())
x1, y1, x2, y2 = map(int, sys.stdin.readline().split())
D = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))


def nbrs(c):
    return [(c[0] + a, c[1] + b) for a, b in D if 1 <= c[0] + a <= n and 1 <= c[1] + b <= m]


target = (n // 2, m // 2)
dist = {target: 0}
q = deque([target])
while q:
    c = q.popleft()
    for d in nbrs(c):
        if d not in dist:
            dist[d] = dist[c] + 1
            q.append(d)
me, other = (x1, y1), (x2, y2)
print("WHITE", flush=True)
while True:
    moves = nbrs(me)
    to = other if other in moves else min(moves, key=lambda c: dist[c])
    print(to[0], to[1], flush=True)
    me = to
    if me == other or (me == target and other not in nbrs(me)):
        sys.exit(0)
    line = sys.stdin.readline().split()
    if not line or line[0] == "-1":
        sys.exit(0)
    other = (int(line[0]), int(line[1]))
