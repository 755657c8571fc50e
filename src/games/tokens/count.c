/* count.c: the fast count of Game with Tokens and the trapped region it implies.
 *
 * Each token becomes a 63-bit key: bit 62 is the parity class p = (x + y) mod 2, bits 31..61
 * hold (u + 2C) / 2 and bits 0..30 hold (v + 2C) / 2, where u = x + y, v = x - y and
 * C = GG_TOKENS_MAX_COORD (u and v have parity p, so halving loses nothing). Sorting the keys
 * (radix sort) groups each class and orders it by u. For one class, between two consecutive
 * distinct u values a < b, every white point with U strictly between them (of the other
 * parity: b/2 - a/2 values in halved units) sees the same tokens on its left (u <= a) and
 * right (u >= b). It is trapped exactly when its V lies strictly inside the v-ranges of both
 * sides, i.e. max(minL, minR) < V < min(maxL, maxR): in halved units hi - lo values. So the
 * count is a sum of (b - a) * max(0, hi - lo) over the gaps, with prefix minima/maxima from
 * the left and suffix minima/maxima (stored in the sort's scratch array) from the right.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/tokens.h>

#include "core/sort.h"
#include "internal.h"

#define TWO_C (2 * GG_TOKENS_MAX_COORD)
#define HALF_BITS 31
#define HALF_MASK ((UINT64_C(1) << HALF_BITS) - 1)

uint64_t gg_tokens_key(int32_t x, int32_t y)
{
    int64_t u = (int64_t)x + y, v = (int64_t)x - y;
    uint64_t p = (uint64_t)(u & 1);
    uint64_t uh = (uint64_t)(u + TWO_C) >> 1, vh = (uint64_t)(v + TWO_C) >> 1;
    return p << 62 | uh << HALF_BITS | vh;
}

/* Calls emit(a, b, lo, hi) for every gap of one class block keys[0..n) (sorted) whose
 * rectangle is non-empty: halved u bounds a < b, halved v bounds lo < hi. sfx is scratch of
 * n entries. */
typedef void (*gap_fn)(void *user, uint64_t p, uint64_t a, uint64_t b, uint64_t lo, uint64_t hi);

static void sweep_block(const uint64_t *keys, uint64_t *sfx, size_t n, gap_fn emit, void *user)
{
    if (n < 2) return;
    uint64_t mn = HALF_MASK, mx = 0;
    for (size_t i = n; i-- > 0;) {
        uint64_t v = keys[i] & HALF_MASK;
        if (v < mn) mn = v;
        if (v > mx) mx = v;
        sfx[i] = mn << 32 | mx;
    }
    uint64_t p = keys[0] >> 62;
    mn = HALF_MASK;
    mx = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        uint64_t v = keys[i] & HALF_MASK;
        if (v < mn) mn = v;
        if (v > mx) mx = v;
        uint64_t a = keys[i] >> HALF_BITS & HALF_MASK, b = keys[i + 1] >> HALF_BITS & HALF_MASK;
        if (a == b) continue;
        uint64_t rmn = sfx[i + 1] >> 32, rmx = sfx[i + 1] & 0xffffffffu;
        uint64_t lo = mn > rmn ? mn : rmn, hi = mx < rmx ? mx : rmx;
        if (hi > lo) emit(user, p, a, b, lo, hi);
    }
}

/* Sorts keys and sweeps both class blocks. */
static void sweep_keys(uint64_t *keys, uint64_t *tmp, size_t n, gap_fn emit, void *user)
{
    gg_sort_u64(keys, tmp, n);
    size_t split = 0;
    while (split < n && (keys[split] >> 62) == 0) split++;
    sweep_block(keys, tmp, split, emit, user);
    sweep_block(keys + split, tmp, n - split, emit, user);
}

static void add_gap(void *user, uint64_t p, uint64_t a, uint64_t b, uint64_t lo, uint64_t hi)
{
    (void)p;
    uint64_t *sum = user;
    /* (b - a) <= 2e9 and (hi - lo) <= 2e9: the product is below 2^62. The total is below
     * 4e18 because the rectangles are disjoint sets of points strictly inside the bounding
     * box (docs/tokens.md), so it cannot wrap; the assert documents it. */
    uint64_t add = (b - a) * (hi - lo);
    int wrapped = __builtin_add_overflow(*sum, add, sum);
    assert(!wrapped);
    (void)wrapped;
}

gg_status gg_tokens_count_keys(uint64_t *keys, uint64_t *tmp, size_t n, uint64_t *count)
{
    uint64_t *own = NULL;
    if (tmp == NULL && n > 0) {
        own = tmp = malloc(n * sizeof *tmp);
        if (!own) return GG_ENOMEM;
    }
    uint64_t sum = 0;
    sweep_keys(keys, tmp, n, add_gap, &sum);
    free(own);
    *count = sum;
    return GG_OK;
}

static uint64_t *make_keys(const gg_tokens_point *pts, size_t n)
{
    uint64_t *k = malloc((n ? 2 * n : 1) * sizeof *k);
    if (k)
        for (size_t i = 0; i < n; i++) k[i] = gg_tokens_key(pts[i].x, pts[i].y);
    return k;
}

gg_status gg_tokens_count(const gg_tokens_point *pts, size_t n, uint64_t *count)
{
    uint64_t *k = make_keys(pts, n);
    if (!k) return GG_ENOMEM;
    gg_status s = gg_tokens_count_keys(k, k + n, n, count);
    free(k);
    return s;
}

/* ---- the region as rectangles ---------------------------------------------------------- */

typedef struct rect_list {
    gg_tokens_rect *r;
    size_t n;
} rect_list;

static void add_rect(void *user, uint64_t p, uint64_t a, uint64_t b, uint64_t lo, uint64_t hi)
{
    rect_list *l = user;
    /* token u = 2 * half + p - 2C; white U runs over the other parity strictly between. */
    int64_t ua = 2 * (int64_t)a + (int64_t)p - TWO_C, ub = 2 * (int64_t)b + (int64_t)p - TWO_C;
    int64_t vl = 2 * (int64_t)lo + (int64_t)p - TWO_C, vh = 2 * (int64_t)hi + (int64_t)p - TWO_C;
    gg_tokens_rect *r = &l->r[l->n++];
    r->u0 = ua + 1;
    r->u1 = ub - 1;
    r->v0 = vl + 1;
    r->v1 = vh - 1;
}

gg_status gg_tokens_rects(const gg_tokens_point *pts, size_t n, gg_tokens_rect **rects,
                          size_t *nrects)
{
    *rects = NULL;
    *nrects = 0;
    uint64_t *k = make_keys(pts, n);
    if (!k) return GG_ENOMEM;
    rect_list l = {malloc((n ? n : 1) * sizeof *l.r), 0}; /* at most n - 1 gaps */
    if (!l.r) {
        free(k);
        return GG_ENOMEM;
    }
    sweep_keys(k, k + n, n, add_rect, &l);
    free(k);
    *rects = l.r;
    *nrects = l.n;
    return GG_OK;
}

uint64_t gg_tokens_rect_points(const gg_tokens_rect *r)
{
    return (uint64_t)((r->u1 - r->u0) / 2 + 1) * (uint64_t)((r->v1 - r->v0) / 2 + 1);
}

gg_status gg_tokens_region(const gg_tokens_point *pts, size_t n, uint64_t limit,
                           gg_tokens_point **out, uint64_t *count)
{
    *out = NULL;
    gg_tokens_rect *r;
    size_t nr;
    gg_status s = gg_tokens_rects(pts, n, &r, &nr);
    if (s != GG_OK) return s;
    uint64_t total = 0;
    for (size_t i = 0; i < nr; i++) total += gg_tokens_rect_points(&r[i]);
    *count = total;
    if (total > limit) {
        free(r);
        return GG_ECHECK;
    }
    /* Points as keys (x + C) << 32 | (y + C): sorting them sorts by x, then y. */
    uint64_t *k = malloc((total ? 2 * total : 1) * sizeof *k);
    gg_tokens_point *o = malloc((total ? total : 1) * sizeof *o);
    if (!k || !o) {
        free(k);
        free(o);
        free(r);
        return GG_ENOMEM;
    }
    size_t m = 0;
    for (size_t i = 0; i < nr; i++)
        for (int64_t u = r[i].u0; u <= r[i].u1; u += 2)
            for (int64_t v = r[i].v0; v <= r[i].v1; v += 2) {
                int64_t x = (u + v) / 2, y = (u - v) / 2;
                k[m++] = (uint64_t)(x + GG_TOKENS_MAX_COORD) << 32 | (uint64_t)(y + GG_TOKENS_MAX_COORD);
            }
    assert(m == total);
    free(r);
    gg_sort_u64(k, k + m, m);
    for (size_t i = 0; i < m; i++) {
        o[i].x = (int32_t)((int64_t)(k[i] >> 32) - GG_TOKENS_MAX_COORD);
        o[i].y = (int32_t)((int64_t)(k[i] & 0xffffffffu) - GG_TOKENS_MAX_COORD);
    }
    free(k);
    *out = o;
    return GG_OK;
}
