/* tokens_sweep.c: a plain solution of the Game with Tokens judge problem for the stress tests,
 * written apart from the library: rotate (u = x + y, v = x - y), split the tokens by the parity
 * of u, sort each class by u, and for each gap a < b between consecutive distinct u values add
 * (b - a) / 2 * max(0, hi - lo) / 2, where [lo, hi] is the intersection of the v ranges of the
 * tokens left and right of the gap (prefix and suffix minima and maxima).
 * Compiled as it is, it is correct; each -DBUG_* plants one mistake for stress to find:
 *   BUG_CONE      the quadrants taken closed (a token on a cone's edge counts): off by one in hi - lo
 *   BUG_PARITY    only the class with u even is counted (a missed parity class)
 *   BUG_OVERFLOW  the count is accumulated in a 32-bit int (wrong above 2^31)
 *   BUG_SLOW      each gap counted point by point, each point tested against every token
 *   BUG_CRASH     reads the first token of each class without checking it has one (NULL) */
#include <stdio.h>
#include <stdlib.h>

typedef struct { long long u, v; } tok;

static int by_u(const void *a, const void *b)
{
    const tok *p = a, *q = b;
    return (p->u > q->u) - (p->u < q->u);
}

static unsigned long long count_class(tok *t, long long k)
{
#ifdef BUG_CRASH
    volatile long long first = t[0].u; /* t is NULL for an empty class */
    (void)first;
#endif
    if (k == 0) return 0;
    qsort(t, (size_t)k, sizeof *t, by_u);
    long long *smin = malloc(sizeof *smin * (size_t)k), *smax = malloc(sizeof *smax * (size_t)k);
    for (long long i = k - 1; i >= 0; i--) {
        smin[i] = i == k - 1 || t[i].v < smin[i + 1] ? t[i].v : smin[i + 1];
        smax[i] = i == k - 1 || t[i].v > smax[i + 1] ? t[i].v : smax[i + 1];
    }
    unsigned long long total = 0;
#ifdef BUG_SLOW
    long long vmin = smin[0], vmax = smax[0];
#endif
    long long pmin = t[0].v, pmax = t[0].v;
    for (long long i = 1; i < k; i++) {
        if (t[i].u != t[i - 1].u) {
            long long lo = pmin > smin[i] ? pmin : smin[i], hi = pmax < smax[i] ? pmax : smax[i];
            long long w = (t[i].u - t[i - 1].u) / 2;
#ifdef BUG_CONE
            long long h = hi >= lo ? (hi - lo) / 2 + 1 : 0;
#else
            long long h = hi > lo ? (hi - lo) / 2 : 0;
#endif
#ifdef BUG_SLOW
            (void)h, (void)w; /* every point of the gap over the class's v range, tested against every token */
            for (long long U = t[i - 1].u + 1; U < t[i].u; U += 2)
                for (long long V = vmin + 1; V < vmax; V += 2) {
                    int q = 0;
                    for (long long j = 0; j < k; j++)
                        q |= 1 << ((t[j].u > U) * 2 + (t[j].v > V));
                    total += q == 15;
                }
#else
            total += (unsigned long long)(w * h);
#endif
        }
        if (t[i].v < pmin) pmin = t[i].v;
        if (t[i].v > pmax) pmax = t[i].v;
    }
    free(smin);
    free(smax);
    return total;
}

int main(void)
{
    long long n;
    if (scanf("%lld", &n) != 1 || n < 1) return 1;
    tok *cls[2] = {malloc(sizeof(tok) * (size_t)n), malloc(sizeof(tok) * (size_t)n)};
    long long k[2] = {0, 0};
    for (long long i = 0; i < n; i++) {
        long long x, y;
        if (scanf("%lld %lld", &x, &y) != 2) return 1;
        int c = (int)((x + y) & 1);
        cls[c][k[c]++] = (tok){x + y, x - y};
    }
#ifdef BUG_CRASH
    for (int c = 0; c < 2; c++)
        if (k[c] == 0) free(cls[c]), cls[c] = NULL;
#endif
#ifdef BUG_OVERFLOW
    int total = 0;
    for (int c = 0; c < 2; c++) total += (int)count_class(cls[c], k[c]);
    printf("%d\n", total);
#else
    unsigned long long total = 0;
    for (int c = 0; c < 2; c++) {
#ifdef BUG_PARITY
        if (c == 1) continue;
#endif
        total += count_class(cls[c], k[c]);
    }
    printf("%llu\n", total);
#endif
    return 0;
}
