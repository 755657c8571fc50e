/* lamequeen_brute.c: a plain solution of the Lame queen judge problem for the stress tests:
 * P-positions by dynamic programming over the grid up to the largest coordinate (the rules
 * straight: a cell is P when no P-cell lies left of it in its row, below it in its column, or
 * down-left on its diagonal at a distance that is a multiple of d), then prefix counts.
 * Compiled as it is, it is correct; each -DBUG_* plants one mistake for stress to find:
 *   BUG_DIAG       diagonal moves of any length (the ordinary queen's rule)
 *   BUG_LASTROW    the prefix count skips the top row of a query (an off-by-one)
 *   BUG_CRASH      dereferences NULL when a query is a single cell at (1, 1)
 *   BUG_SLOW       reads every cell of a rectangle area/16 times (quadratic in the area) */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long gcd(unsigned long long a, unsigned long long b)
{
    while (b) { unsigned long long t = a % b; a = b; b = t; }
    return a;
}

int main(void)
{
    int d, t;
    if (scanf("%d %d", &d, &t) != 2) return 1;
    long long *q = malloc(sizeof *q * 4 * (size_t)t);
    long long mx = 1;
    for (int i = 0; i < 4 * t; i++) {
        if (scanf("%lld", &q[i]) != 1) return 1;
        if (q[i] > mx) mx = q[i];
    }
    long long n = mx;
    unsigned char *p = calloc((size_t)(n + 1) * (size_t)(n + 1), 1);
    long long *pre = calloc((size_t)(n + 1) * (size_t)(n + 1), sizeof *pre);
    for (long long x = 1; x <= n; x++)
        for (long long y = 1; y <= n; y++) {
            int reach = 0;
            for (long long a = 1; a < x && !reach; a++) reach = p[(x - a) * (n + 1) + y];
            for (long long a = 1; a < y && !reach; a++) reach = p[x * (n + 1) + y - a];
            for (long long a = 1; a < x && a < y && !reach; a++) {
#ifdef BUG_DIAG
                reach = p[(x - a) * (n + 1) + y - a];
#else
                if (a % d == 0) reach = p[(x - a) * (n + 1) + y - a];
#endif
            }
            p[x * (n + 1) + y] = !reach;
        }
    for (long long x = 1; x <= n; x++)
        for (long long y = 1; y <= n; y++)
            pre[x * (n + 1) + y] = p[x * (n + 1) + y] + pre[(x - 1) * (n + 1) + y] + pre[x * (n + 1) + y - 1] -
                                   pre[(x - 1) * (n + 1) + y - 1];
    for (int i = 0; i < t; i++) {
        long long x1 = q[4 * i], y1 = q[4 * i + 1], x2 = q[4 * i + 2], y2 = q[4 * i + 3];
#ifdef BUG_LASTROW
        if (y2 > y1) y2--;
#endif
#ifdef BUG_CRASH
        if (x1 == 1 && y1 == 1 && x2 == 1 && y2 == 1) { int *z = NULL; *z = 1; }
#endif
        unsigned long long c = (unsigned long long)(pre[x2 * (n + 1) + y2] - pre[(x1 - 1) * (n + 1) + y2] -
                                                     pre[x2 * (n + 1) + y1 - 1] + pre[(x1 - 1) * (n + 1) + y1 - 1]);
#ifdef BUG_SLOW
        { /* area^2 / 16 reads that the compiler must keep */
            static volatile unsigned char sink;
            for (long long a = x1; a <= x2; a++)
                for (long long b = y1; b <= y2; b++)
                    for (long long r = 0; r < (x2 - x1 + 1) * (y2 - y1 + 1) / 16 + 1; r++) sink = p[a * (n + 1) + b];
        }
#endif
        unsigned long long area = (unsigned long long)((x2 - x1 + 1) * (y2 - y1 + 1));
        unsigned long long g = gcd(c, area);
        printf("%llu/%llu\n", c / g, area / g);
    }
    return 0;
}
