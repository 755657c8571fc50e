/* tokens_ref.c: a straightforward contest-style Game with Tokens solution, written here as the
 * benchmark's point of comparison and as an independent check of the answers on large inputs
 * (scanf input, (u, v) pairs split by parity, qsort by u, prefix and suffix minima/maxima of
 * v, a 128-bit sum). It is not part of the product; bench/tokens.py compiles it with -O2. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long u, v;
} pt;

static int cmp(const void *a, const void *b)
{
    const pt *x = a, *y = b;
    return (x->u > y->u) - (x->u < y->u);
}

int main(void)
{
    long long n;
    if (scanf("%lld", &n) != 1 || n < 1) return 1;
    pt *cls[2] = {malloc((size_t)n * sizeof(pt)), malloc((size_t)n * sizeof(pt))};
    long long *smin = malloc((size_t)n * sizeof *smin), *smax = malloc((size_t)n * sizeof *smax);
    if (!cls[0] || !cls[1] || !smin || !smax) return 1;
    size_t cnt[2] = {0, 0};
    for (long long i = 0; i < n; i++) {
        long long x, y;
        if (scanf("%lld %lld", &x, &y) != 2) return 1;
        long long u = x + y, v = x - y;
        int p = (int)(u & 1);
        cls[p][cnt[p]].u = u;
        cls[p][cnt[p]++].v = v;
    }
    unsigned __int128 total = 0;
    for (int p = 0; p < 2; p++) {
        pt *a = cls[p];
        size_t m = cnt[p];
        if (m < 2) continue;
        qsort(a, m, sizeof *a, cmp);
        for (size_t i = m; i-- > 0;) {
            smin[i] = (i + 1 < m && smin[i + 1] < a[i].v) ? smin[i + 1] : a[i].v;
            smax[i] = (i + 1 < m && smax[i + 1] > a[i].v) ? smax[i + 1] : a[i].v;
        }
        long long mn = a[0].v, mx = a[0].v;
        for (size_t i = 0; i + 1 < m; i++) {
            if (a[i].v < mn) mn = a[i].v;
            if (a[i].v > mx) mx = a[i].v;
            if (a[i].u == a[i + 1].u) continue;
            long long lo = mn > smin[i + 1] ? mn : smin[i + 1], hi = mx < smax[i + 1] ? mx : smax[i + 1];
            if (hi > lo) total += (unsigned __int128)((a[i + 1].u - a[i].u) / 2) * (unsigned long long)((hi - lo) / 2);
        }
    }
    printf("%llu\n", (unsigned long long)total);
    return 0;
}
