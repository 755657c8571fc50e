/* go_brute.c: a plain solution of the Go judge problem for the stress tests: flip each stone
 * in turn, flood the white groups of the flipped board and add up the dead ones, hash the
 * counts. Compiled as it is, it is correct (and quadratic in the points: fine for small
 * boards); each -DBUG_* plants one mistake for stress to find:
 *   BUG_OFFBYONE   the neighbour below is looked at only above the last two rows
 *   BUG_EDGE       the board's edge counts as a liberty
 *   BUG_HASH32     the hash is kept in 32 bits: E * (10^6+7) overflows before the modulus
 *   BUG_SLOW       decides each white stone alone by flooding its group again: cubic
 *   BUG_CRASH      divides by the number of white groups, which a board may not have */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int n;
static char *b;
static int *queue, *seen, stamp;

/* Floods the white group of point p; returns its size, *alive = 1 if it touches an empty point. */
static int flood(int p, int *alive)
{
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    int head = 0, tail = 0;
    queue[tail++] = p, seen[p] = stamp;
    while (head < tail) {
        int q = queue[head++], r = q / n, c = q % n;
        for (int d = 0; d < 4; d++) {
            int r2 = r + dr[d], c2 = c + dc[d];
#ifdef BUG_OFFBYONE
            if (d == 1 && r2 >= n - 1) continue;
#endif
            if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) {
#ifdef BUG_EDGE
                *alive = 1;
#endif
                continue;
            }
            int q2 = r2 * n + c2;
            if (b[q2] == '.') *alive = 1;
            else if (b[q2] == 'o' && seen[q2] != stamp) seen[q2] = stamp, queue[tail++] = q2;
        }
    }
    return tail;
}

static long long dead_whites(void)
{
    long long dead = 0;
#ifdef BUG_SLOW
    for (int p = 0; p < n * n; p++)
        if (b[p] == 'o') {
            int alive = 0;
            stamp++;
            flood(p, &alive);
            dead += !alive;
        }
#else
    int groups = 0, whites = 0;
    stamp++;
    for (int p = 0; p < n * n; p++)
        if (b[p] == 'o' && seen[p] != stamp) {
            int alive = 0, size = flood(p, &alive);
            groups++, whites += size;
            if (!alive) dead += size;
        }
#ifdef BUG_CRASH
    volatile int average = whites / groups;
    (void)average;
#endif
    (void)whites, (void)groups;
#endif
    return dead;
}

int main(void)
{
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        if (scanf("%d", &n) != 1) return 1;
        b = malloc((size_t)n * n + 1), queue = malloc(sizeof *queue * (size_t)n * n);
        seen = calloc((size_t)n * n, sizeof *seen);
        for (int r = 0; r < n; r++)
            if (scanf("%s", b + r * n) != 1) return 1;
#ifdef BUG_HASH32
        uint32_t e = 0;
#else
        uint64_t e = 0;
#endif
        for (int p = 0; p < n * n; p++) {
            if (b[p] == '.') continue;
            char was = b[p];
            b[p] = was == 'o' ? 'x' : 'o';
            long long a = dead_whites();
            b[p] = was;
            e = (e * 1000007u + (uint64_t)a) % 1000000007u;
        }
        printf("%llu\n", (unsigned long long)e);
        free(b), free(queue), free(seen);
    }
    return 0;
}
