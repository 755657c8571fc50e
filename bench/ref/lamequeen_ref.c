/* lamequeen_ref.c: a straightforward, independent solution of the lame queen for the
 * benchmark to compare against (and to check answers with): scanf all queries, generate the
 * P-positions up to the largest coordinate with plain arrays (the published greedy), then
 * answer all rectangles offline: the 4 corners sorted by x (qsort), a Fenwick tree over y.
 * Coordinates must fit in int (no closed form for d = 1). Build: cc -O2 -o ref lamequeen_ref.c */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int x, y, q, sign; } corner;

static int cmp(const void *a, const void *b)
{
    const corner *p = a, *q = b;
    return (p->x > q->x) - (p->x < q->x);
}

static long long gcd(long long a, long long b)
{
    while (b) { long long t = a % b; a = b; b = t; }
    return a;
}

int main(void)
{
    int d, t;
    if (scanf("%d %d", &d, &t) != 2) return 1;
    int *x1 = malloc(sizeof(int) * t), *y1 = malloc(sizeof(int) * t);
    int *x2 = malloc(sizeof(int) * t), *y2 = malloc(sizeof(int) * t);
    int m = 1;
    for (int i = 0; i < t; i++) {
        if (scanf("%d %d %d %d", &x1[i], &y1[i], &x2[i], &y2[i]) != 4) return 1;
        if (x2[i] > m) m = x2[i];
        if (y2[i] > m) m = y2[i];
    }
    /* partners of rows 1..m; partners may reach about 1.62 m */
    long cap = 2L * m + 64;
    int *p = calloc(cap, sizeof *p);
    unsigned char *diag = calloc(((size_t)d * cap + 7) / 8, 1);   /* bit k*d + r */
    long *ptr = calloc(d, sizeof *ptr);
    for (long a = 1; a <= m; a++) {
        if (p[a]) continue;
        int r = (int)(a % d);
        long k = ptr[r];
        for (;; k++) {
            long bit = k * d + r;
            if (!p[a + k] && !(diag[bit >> 3] >> (bit & 7) & 1)) break;
        }
        p[a] = (int)(a + k);
        p[a + k] = (int)a;
        long bit = k * d + r;
        diag[bit >> 3] |= (unsigned char)(1 << (bit & 7));
        while (diag[(ptr[r] * d + r) >> 3] >> ((ptr[r] * d + r) & 7) & 1) ptr[r]++;
    }
    corner *c = malloc(sizeof *c * 4 * (size_t)t);
    long long *cnt = calloc(t, sizeof *cnt);
    int nc = 0;
    for (int i = 0; i < t; i++) {
        c[nc++] = (corner){x2[i], y2[i], i, 1};
        c[nc++] = (corner){x1[i] - 1, y2[i], i, -1};
        c[nc++] = (corner){x2[i], y1[i] - 1, i, -1};
        c[nc++] = (corner){x1[i] - 1, y1[i] - 1, i, 1};
    }
    qsort(c, nc, sizeof *c, cmp);
    int *fen = calloc((size_t)m + 1, sizeof *fen);
    int x = 0;
    for (int i = 0; i < nc; i++) {
        while (x < c[i].x) {
            x++;
            if (p[x] <= m)
                for (int j = p[x]; j <= m; j += j & -j) fen[j]++;
        }
        long long s = 0;
        for (int j = c[i].y; j > 0; j -= j & -j) s += fen[j];
        cnt[c[i].q] += c[i].sign * s;
    }
    for (int i = 0; i < t; i++) {
        long long area = (long long)(x2[i] - x1[i] + 1) * (y2[i] - y1[i] + 1);
        if (cnt[i] == 0) {
            printf("0/1\n");
        } else {
            long long g = gcd(cnt[i], area);
            printf("%lld/%lld\n", cnt[i] / g, area / g);
        }
    }
    return 0;
}
