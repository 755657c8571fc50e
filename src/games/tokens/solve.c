/* solve.c: the fast count of Game with Tokens and the trapped region it implies.
 *
 * Each token becomes a 63-bit key: bits 31..62 hold u + 2C and bits 0..30 hold (v + 2C) / 2,
 * where u = x + y, v = x - y and C = GG_TOKENS_MAX_COORD (v has the parity of u, so halving
 * loses nothing). The keys are radix-sorted on their top 32 bits only (u; v rides along), in
 * 3 passes of at most 12 bits (gg_sort_u64_high), fewer when the coordinates are small. The parity class p of a token is
 * the parity of u, the lowest bit of the sort field. Within one class, between two
 * consecutive distinct u values a < b, every white point with U strictly between them (of
 * the other parity: (b - a) / 2 values) sees the same tokens of the class on its left (u <= a)
 * and right (u >= b). It is trapped exactly when its V lies strictly inside the v-ranges of
 * both sides, max(minL, minR) < V < min(maxL, maxR): (hi - lo) / 2 values. So the count is the
 * sum of (b - a) / 2 * max(0, hi - lo) / 2 over the gaps of both classes. The classes are
 * sorted and swept apart (solve's reader stores the keys split by class; other callers split
 * them first): one backward pass stores, at every token, the minimum and maximum v from there
 * on (in the sort's scratch array); one forward pass keeps the prefix minimum and maximum and
 * closes a gap at the first token of every new u value (the count: count_class, without a
 * branch on the data).
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/tokens.h>

#include "../../core/sort.h"
#include "internal.h"

#define TWO_C (2 * GG_TOKENS_MAX_COORD)
#define HALF_BITS 31
#define HALF_MASK ((UINT64_C(1) << HALF_BITS) - 1)

uint64_t gg_tokens_key(int32_t x, int32_t y)
{
    return gg_tokens_key_inline(x, y);
}

/* emit(user, p, a, b, lo, hi): a gap of class p with a non-empty rectangle; a < b are the
 * halved bounding u values ((u + 2C) >> 1) and lo < hi the halved bounding v values. */
typedef void (*gap_fn)(void *user, uint64_t p, uint64_t a, uint64_t b, uint64_t lo, uint64_t hi);

/* The backward pass over one class's tokens, sorted by u: at every token the minimum and
 * maximum v from there on, packed into sfx. */
static void suffix_pass(const uint64_t *keys, uint64_t *sfx, size_t n)
{
    uint64_t mn = HALF_MASK, mx = 0;
    for (size_t i = n; i-- > 0;) {
        uint64_t v = keys[i] & HALF_MASK;
        mn = v < mn ? v : mn;
        mx = v > mx ? v : mx;
        sfx[i] = mn << 32 | mx;
    }
}

/* One class's tokens, sorted by u: the backward pass, then one forward pass keeps the minimum
 * and maximum so far and closes a gap at the first token of every new u value. */
static void sweep_class(const uint64_t *keys, uint64_t *sfx, size_t n, gap_fn emit, void *user)
{
    if (n == 0) return;
    suffix_pass(keys, sfx, n);
    uint64_t last = keys[0] >> HALF_BITS, p = last & 1, mn = HALF_MASK, mx = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t u = keys[i] >> HALF_BITS, v = keys[i] & HALF_MASK;
        if (u != last) {
            uint64_t rmn = sfx[i] >> 32, rmx = sfx[i] & 0xffffffffu;
            uint64_t lo = mn > rmn ? mn : rmn, hi = mx < rmx ? mx : rmx;
            if (hi > lo) emit(user, p, last >> 1, u >> 1, lo, hi);
            last = u;
        }
        mn = v < mn ? v : mn;
        mx = v > mx ? v : mx;
    }
}

/* sweep_class's count alone, every token alike (no branch on the data, which mispredicted
 * on clustered inputs): a token with the u of the one before adds (b - a) * ... = 0, an empty
 * gap adds (b - a) * max(0, hi - lo) = 0, any other adds its gap's (b - a) * (hi - lo). */
static uint64_t count_scalar(const uint64_t *keys, uint64_t *sfx, size_t n)
{
    if (n == 0) return 0;
    suffix_pass(keys, sfx, n);
    uint64_t last = keys[0] >> (HALF_BITS + 1), mn = HALF_MASK, mx = 0, sum = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t b = keys[i] >> (HALF_BITS + 1), v = keys[i] & HALF_MASK;
        uint64_t rmn = sfx[i] >> 32, rmx = sfx[i] & 0xffffffffu;
        uint64_t lo = mn > rmn ? mn : rmn, hi = mx < rmx ? mx : rmx;
        uint64_t h = (hi - lo) & (0 - (uint64_t)(hi > lo)); /* max(0, hi - lo), with no branch */
        /* (b - a) <= 2e9 and (hi - lo) <= 2e9: the product is below 2^62. The total is below
         * 4e18 because the rectangles are disjoint sets of points strictly inside the
         * bounding box (docs/tokens.md), so it cannot wrap; the assert documents it. */
        int wrapped = __builtin_add_overflow(sum, (b - last) * h, &sum);
        assert(!wrapped);
        (void)wrapped;
        last = b;
        mn = v < mn ? v : mn;
        mx = v > mx ? v : mx;
    }
    return sum;
}


/* ---- count_class 8 tokens at a time --------------------------------------------------------
 * The same two passes with AVX-512 (F only; taken where the processor has the reader's wide
 * run, src/core/cpu.h): the running minimum and maximum of v are scans, done in a vector of
 * 8 keys in 3 shift-and-compare steps and carried from vector to vector; each gap's product
 * (b - a) * (hi - lo) is one 32 x 32-bit multiply (both factors are below 2^32, as in
 * count_scalar), summed per lane and the lanes added at the end (every partial sum is part of
 * the total, below 4e18). The blocks of 8 start at keys[0]; the last n % 8 keys are taken one
 * at a time, first in the backward pass and last in the forward pass. Not in the single files
 * (their C stays portable). */
#ifndef GG_SINGLE_FILE /* the library's only: tools/amalgamate.py leaves this block out */
#include "../../core/cpu.h"
#ifdef GG_TARGET_512
#include <immintrin.h>

#define COUNT_512 1

/* The minimum (or the maximum) of a and b in each lane. */
GG_TARGET_512 static inline __m512i fold(__m512i a, __m512i b, int is_max)
{
    return is_max ? _mm512_max_epu64(a, b) : _mm512_min_epu64(a, b);
}

/* Lane j: the fold of lanes j..7 of v and of carry's lane j (1, 2, then 4 lanes up folded in;
 * past lane 7, ident: the fold's identity). */
GG_TARGET_512 static inline __m512i scan_up(__m512i v, __m512i ident, __m512i carry, int is_max)
{
    v = fold(v, _mm512_alignr_epi64(ident, v, 1), is_max);
    v = fold(v, _mm512_alignr_epi64(ident, v, 2), is_max);
    v = fold(v, _mm512_alignr_epi64(ident, v, 4), is_max);
    return fold(v, carry, is_max);
}

/* Lane j: the fold of lanes 0..j of v and of carry's lane j (below lane 0, ident). */
GG_TARGET_512 static inline __m512i scan_down(__m512i v, __m512i ident, __m512i carry, int is_max)
{
    v = fold(v, _mm512_alignr_epi64(v, ident, 7), is_max);
    v = fold(v, _mm512_alignr_epi64(v, ident, 6), is_max);
    v = fold(v, _mm512_alignr_epi64(v, ident, 4), is_max);
    return fold(v, carry, is_max);
}

/* The running minimum and maximum of v over keys[i..n) into sfx, from the end down. */
GG_TARGET_512 static void suffix512(const uint64_t *keys, uint64_t *sfx, size_t n)
{
    const size_t whole = n & ~(size_t)7;
    uint64_t mn = HALF_MASK, mx = 0;
    for (size_t i = n; i-- > whole;) { /* the last n % 8, one at a time */
        uint64_t v = keys[i] & HALF_MASK;
        mn = v < mn ? v : mn;
        mx = v > mx ? v : mx;
        sfx[i] = mn << 32 | mx;
    }
    const __m512i half = _mm512_set1_epi64((long long)HALF_MASK), zero = _mm512_setzero_si512();
    __m512i cmn = _mm512_set1_epi64((long long)mn), cmx = _mm512_set1_epi64((long long)mx);
    for (size_t i = whole; i > 0;) {
        i -= 8;
        const __m512i v = _mm512_and_si512(_mm512_loadu_si512((const void *)(keys + i)), half);
        const __m512i a = scan_up(v, half, cmn, 0), b = scan_up(v, zero, cmx, 1); /* from keys[i + j] on */
        _mm512_storeu_si512((void *)(sfx + i), _mm512_or_si512(_mm512_slli_epi64(a, 32), b));
        cmn = _mm512_permutexvar_epi64(zero, a); /* lane 0: from keys[i] on */
        cmx = _mm512_permutexvar_epi64(zero, b);
    }
}

/* count_scalar's sum over keys[0..n) (n >= 1), sfx from suffix512. */
GG_TARGET_512 static uint64_t count512(const uint64_t *keys, const uint64_t *sfx, size_t n)
{
    const size_t whole = n & ~(size_t)7;
    const __m512i half = _mm512_set1_epi64((long long)HALF_MASK), zero = _mm512_setzero_si512();
    const __m512i seven = _mm512_set1_epi64(7), low = _mm512_set1_epi64(0xffffffff);
    __m512i cmn = half, cmx = zero, cb = _mm512_set1_epi64((long long)(keys[0] >> (HALF_BITS + 1))), sum = zero;
    for (size_t i = 0; i < whole; i += 8) {
        const __m512i k = _mm512_loadu_si512((const void *)(keys + i)), r = _mm512_loadu_si512((const void *)(sfx + i));
        const __m512i v = _mm512_and_si512(k, half), b = _mm512_srli_epi64(k, HALF_BITS + 1);
        const __m512i a = scan_down(v, half, cmn, 0), c = scan_down(v, zero, cmx, 1); /* up to keys[i + j] */
        /* before lane j: lanes ..j - 1, and the keys before the vector in lane 0 */
        const __m512i mn = _mm512_alignr_epi64(a, cmn, 7), mx = _mm512_alignr_epi64(c, cmx, 7);
        const __m512i lo = _mm512_max_epu64(mn, _mm512_srli_epi64(r, 32));
        const __m512i hi = _mm512_min_epu64(mx, _mm512_and_si512(r, low));
        const __m512i h = _mm512_maskz_sub_epi64(_mm512_cmpgt_epu64_mask(hi, lo), hi, lo);
        sum = _mm512_add_epi64(sum, _mm512_mul_epu32(_mm512_sub_epi64(b, _mm512_alignr_epi64(b, cb, 7)), h));
        cmn = _mm512_permutexvar_epi64(seven, a); /* lane 7: up to keys[i + 7] */
        cmx = _mm512_permutexvar_epi64(seven, c);
        cb = _mm512_permutexvar_epi64(seven, b);
    }
    uint64_t total = (uint64_t)_mm512_reduce_add_epi64(sum);
    uint64_t mn = (uint64_t)_mm_cvtsi128_si64(_mm512_castsi512_si128(cmn));
    uint64_t mx = (uint64_t)_mm_cvtsi128_si64(_mm512_castsi512_si128(cmx));
    uint64_t last = (uint64_t)_mm_cvtsi128_si64(_mm512_castsi512_si128(cb));
    for (size_t i = whole; i < n; i++) { /* the last n % 8 as count_scalar */
        uint64_t b = keys[i] >> (HALF_BITS + 1), v = keys[i] & HALF_MASK;
        uint64_t rmn = sfx[i] >> 32, rmx = sfx[i] & 0xffffffffu;
        uint64_t lo = mn > rmn ? mn : rmn, hi = mx < rmx ? mx : rmx;
        total += (b - last) * ((hi - lo) & (0 - (uint64_t)(hi > lo)));
        last = b;
        mn = v < mn ? v : mn;
        mx = v > mx ? v : mx;
    }
    return total;
}
#endif
#endif

/* One class's count: 8 keys at a time where the processor can, else count_scalar. */
static uint64_t count_class(const uint64_t *keys, uint64_t *sfx, size_t n)
{
#ifdef COUNT_512
    if (n >= 8 && (gg_cpu_features() & GG_CPU_RUN512)) {
        suffix512(keys, sfx, n);
        return count512(keys, sfx, n);
    }
#endif
    return count_scalar(keys, sfx, n);
}

/* Puts the keys of class 0 (even u) before those of class 1; returns how many of class 0. */
static size_t split_classes(uint64_t *k, size_t n)
{
    size_t i = 0, j = n;
    while (i < j) {
        if (!(k[i] >> HALF_BITS & 1)) {
            i++;
        } else {
            uint64_t t = k[--j];
            k[j] = k[i];
            k[i] = t;
        }
    }
    return i;
}

/* keys[0..n0) of class 0, keys[n0..n) of class 1: sorts each class by u and sweeps it, one
 * after the other; tmp (as many entries as the larger class) is scratch. The gaps come class
 * 0 first, each class's by u. */
static void sweep_split(uint64_t *keys, uint64_t *tmp, size_t n0, size_t n, gap_fn emit, void *user)
{
    gg_sort_u64_high(keys, tmp, n0, HALF_BITS); /* by u only: v does not order */
    sweep_class(keys, tmp, n0, emit, user);
    gg_sort_u64_high(keys + n0, tmp, n - n0, HALF_BITS);
    sweep_class(keys + n0, tmp, n - n0, emit, user);
}

gg_status gg_tokens_count_split(uint64_t *keys, uint64_t *tmp, size_t n0, size_t n, uint64_t *count, gg_diag *diag)
{
    uint64_t *own = NULL;
    if (tmp == NULL && n > 0) {
        /* the classes are sorted and swept one after the other: the larger one's scratch
         * serves both (n <= GG_TOKENS_MAX_N: 8n bytes fit size_t) */
        size_t big = n0 > n - n0 ? n0 : n - n0;
        own = tmp = malloc((big ? big : 1) * sizeof *tmp);
        if (!own) return gg_diag_nomem(diag);
    }
    gg_sort_u64_high(keys, tmp, n0, HALF_BITS); /* as sweep_split, with count_class */
    uint64_t sum = count_class(keys, tmp, n0);
    gg_sort_u64_high(keys + n0, tmp, n - n0, HALF_BITS);
    uint64_t sum1 = count_class(keys + n0, tmp, n - n0);
    int wrapped = __builtin_add_overflow(sum, sum1, &sum);
    assert(!wrapped);
    (void)wrapped;
    free(own);
    *count = sum;
    return GG_OK;
}

gg_status gg_tokens_count_keys(uint64_t *keys, uint64_t *tmp, size_t n, uint64_t *count, gg_diag *diag)
{
    return gg_tokens_count_split(keys, tmp, split_classes(keys, n), n, count, diag);
}

static uint64_t *make_keys(const gg_tokens_point *pts, size_t n)
{
    uint64_t *k = malloc((n ? 2 * n : 1) * sizeof *k);
    if (k)
        for (size_t i = 0; i < n; i++) k[i] = gg_tokens_key(pts[i].x, pts[i].y);
    return k;
}

gg_status gg_tokens_count(const gg_tokens_point *pts, size_t n, uint64_t *count, gg_diag *diag)
{
    uint64_t *k = make_keys(pts, n);
    if (!k) return gg_diag_nomem(diag);
    gg_status s = gg_tokens_count_keys(k, k + n, n, count, diag);
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
                          size_t *nrects, gg_diag *diag)
{
    *rects = NULL;
    *nrects = 0;
    uint64_t *k = make_keys(pts, n);
    if (!k) return gg_diag_nomem(diag);
    rect_list l = {malloc((n ? n : 1) * sizeof *l.r), 0}; /* at most n - 1 gaps */
    if (!l.r) {
        free(k);
        return gg_diag_nomem(diag);
    }
    sweep_split(k, k + n, split_classes(k, n), n, add_rect, &l);
    /* the sweep gives token class 0, then class 1, each by u: list white parity 0 first,
     * then 1, each still sorted by u */
    free(k);
    gg_tokens_rect *sorted = malloc((l.n ? l.n : 1) * sizeof *sorted);
    if (!sorted) {
        free(l.r);
        return gg_diag_nomem(diag);
    }
    size_t m = 0;
    for (int q = 0; q < 2; q++)
        for (size_t i = 0; i < l.n; i++)
            if ((l.r[i].u0 & 1) == q) sorted[m++] = l.r[i];
    free(l.r);
    l.r = sorted;
    *rects = l.r;
    *nrects = l.n;
    return GG_OK;
}

uint64_t gg_tokens_rect_points(const gg_tokens_rect *r)
{
    return (uint64_t)((r->u1 - r->u0) / 2 + 1) * (uint64_t)((r->v1 - r->v0) / 2 + 1);
}

gg_status gg_tokens_region(const gg_tokens_point *pts, size_t n, uint64_t limit,
                           gg_tokens_point **out, uint64_t *count, gg_diag *diag)
{
    *out = NULL;
    gg_tokens_rect *r;
    size_t nr;
    gg_status s = gg_tokens_rects(pts, n, &r, &nr, diag);
    if (s != GG_OK) return s;
    uint64_t total = 0;
    for (size_t i = 0; i < nr; i++) total += gg_tokens_rect_points(&r[i]);
    *count = total;
    if (total > limit) {
        free(r);
        return GG_ECHECK;
    }
    /* Points as keys (x + C) << 32 | (y + C): sorting them sorts by x, then y. total <= limit,
     * which the callers keep at most GG_TOKENS_REGION_MAX (10^7): 16 total bytes fit size_t. */
    uint64_t *k = malloc((total ? 2 * total : 1) * sizeof *k);
    gg_tokens_point *o = malloc((total ? total : 1) * sizeof *o);
    if (!k || !o) {
        free(k);
        free(o);
        free(r);
        return gg_diag_nomem(diag);
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
