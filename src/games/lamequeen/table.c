/* table.c: the lame queen's P-positions, generated greedily and counted by rank bitmaps.
 *
 * Generator (docs/lamequeen.md, "The generator"): rows a = 1, 2, ... in order; a row already
 * taken as the partner of an earlier row is skipped; otherwise its partner is a + k for the
 * smallest k >= ptr[a mod d] such that column a + k is free and diagonal k is free for residue
 * a mod d. ptr[r] is the smallest diagonal not yet used by residue r, so the scan never
 * re-examines the settled prefix. Values are classified as diagonal (a == b, exactly 1..d),
 * small (a < b) or large (the b of a pair).
 *
 * Counting (docs/lamequeen.md, "Counting"): with x <= y, the P-positions in [1,x] x [1,y] are
 * the rows <= x that are diagonal or large (their partner is smaller, so <= y) plus the small
 * rows a_i <= x whose partner b_i <= y. The b_i, in the order of a_i, are almost sorted: every
 * inversion b_i > b_j (i < j) has j - i <= D, measured while generating. Then with
 * j0 = #{i : b_i <= y} (a rank in the "large" bitmap), the rows i < j0 - D all have b_i <= y
 * and the rows i >= j0 + D all have b_i > y, so only O(D) entries near j0 are looked at.
 *
 * Memory per settled coordinate: used and large bitmaps (2 bits, over about 1.3 n values for
 * d >= 2), per-residue diagonal bitmaps (about 0.6 bit in total), rank counts (0.5 bit), the
 * b_i as 32-bit words (about 0.56 of them per coordinate).
 */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE (huge.h) */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/lamequeen.h>

#ifndef GG_SINGLE_FILE
#include "../../core/cpu.h"
#include "../../core/huge.h"
#ifdef GG_TARGET_512
#include "wide.h"
#endif
#endif
#include "internal.h"

typedef uint64_t word;

/* Records kept for measuring D. A walk back that would need an older record sets D to its
 * index distance from the start: an over-estimate, so counts stay exact and only get slower;
 * it never happens in practice (D <= 15 for every d <= 20 up to the limit). */
#define REC_RING 256

/* The generator and the counts are arithmetic over settled data, not input parsing: keep
 * libFuzzer's coverage hooks out of them, so that a fuzzed input with coordinates near the
 * limit costs seconds, not the fuzzer's per-input time limit. */
#if defined(__clang__)
#define LQ_HOT __attribute__((no_sanitize("coverage")))
#else
#define LQ_HOT
#endif

/* On x86-64 with gcc or clang, the rectangle count is also compiled for processors with the
 * popcnt instruction, and that copy is taken when the processor has it (one instruction
 * instead of twelve for each of the four ranks); the build itself targets plain x86-64. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__EMSCRIPTEN__)
#define LQ_POPCNT __attribute__((target("popcnt")))
#endif

struct gg_lamequeen_table {
    int d;
    uint64_t n;            /* rows and columns 1..n are settled */
    /* bitmaps over values 0..vcap-1 (bit v = value v) */
    word *used;            /* value has a partner */
    word *large;           /* value is the b of a pair a < b */
    uint64_t vcap;         /* in bits, a multiple of 64 */
    uint32_t *rank;        /* rank[w] = popcount of large words 0..w-1, for w*64 <= n */
    uint64_t rank_cap;
    /* per-residue diagonal bitmaps, each over 0..kcap-1 */
    word *diag[GG_LAMEQUEEN_MAX_D];
    uint64_t kcap;
    uint64_t ptr[GG_LAMEQUEEN_MAX_D];
    /* the upper branch: b_i in the order of a_i */
    uint32_t *b;
    uint64_t nb, bcap;
    /* the newest prefix-maximum records of b (indices), a ring, for measuring D */
    uint32_t rec[REC_RING];
    uint64_t nrec;         /* records pushed so far; the ring holds the last REC_RING */
    uint64_t inversion;    /* D */
    uint64_t steps;
    int broken;            /* an extension ran out of memory half way: refuse further use */
    int popcnt;            /* the processor has popcnt (x86-64: see gg_lamequeen_table_count_rect) */
#ifndef GG_SINGLE_FILE
    int wide;              /* ... and AVX-512 (GG_CPU_RUN512): counts_wide */
#endif
};

/* Population count without a libgcc call (the build targets plain x86-64). */
LQ_HOT static inline uint64_t popcount64(word x)
{
    x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    return (x * UINT64_C(0x0101010101010101)) >> 56;
}

LQ_HOT static int bit(const word *m, uint64_t i) { return (int)((m[i >> 6] >> (i & 63)) & 1u); }
LQ_HOT static void setbit(word *m, uint64_t i) { m[i >> 6] |= (word)1 << (i & 63); }
/* Bits i..i + 63 of m (bit 0 of the result is bit i); reads words i / 64 and i / 64 + 1. */
LQ_HOT static inline word bits64(const word *m, uint64_t i)
{
    const unsigned sh = (unsigned)(i & 63);
    return m[i >> 6] >> sh | (m[(i >> 6) + 1] << 1) << (63 - sh);
}

/* Grows a zero-filled array of `elem`-byte items from *cap to at least want items, adding an
 * eighth for slack (realloc of large blocks remaps pages, so growth need not double; blocks
 * of 512 KiB to 8 MiB take huge pages, gg_realloc_big: at the contest's coordinates the
 * table's arrays were a third of the process's page faults, docs/benchmarks.md). */
static gg_status grow(void **p, size_t elem, uint64_t *cap, uint64_t want)
{
    if (want <= *cap) return GG_OK;
    uint64_t nc = want + want / 8 + 64;
    if (nc > SIZE_MAX / elem) return GG_ENOMEM;
    void *q = gg_realloc_big(*p, (size_t)(*cap * elem), (size_t)(nc * elem));
    if (!q) return GG_ENOMEM;
    memset((char *)q + *cap * elem, 0, (size_t)((nc - *cap) * elem));
    *p = q;
    *cap = nc;
    return GG_OK;
}

static gg_status grow_values(gg_lamequeen_table *t, uint64_t want_bits)
{
    if (want_bits <= t->vcap) return GG_OK;
    uint64_t wc = t->vcap / 64, wc2 = wc;
    gg_status s = grow((void **)&t->used, sizeof(word), &wc, (want_bits + 63) / 64);
    if (s != GG_OK) return s;
    s = grow((void **)&t->large, sizeof(word), &wc2, wc);
    if (s != GG_OK) return s;
    t->vcap = wc * 64;
    return GG_OK;
}

static gg_status grow_diag(gg_lamequeen_table *t, uint64_t want_bits)
{
    if (want_bits <= t->kcap) return GG_OK;
    uint64_t nwords = 0;
    for (int r = 0; r < t->d; r++) {
        uint64_t wc = t->kcap / 64;
        gg_status s = grow((void **)&t->diag[r], sizeof(word), &wc, (want_bits + 63) / 64);
        if (s != GG_OK) return s;
        nwords = wc;
    }
    t->kcap = nwords * 64;
    return GG_OK;
}

gg_status gg_lamequeen_table_new(int d, gg_lamequeen_table **out, gg_diag *diag)
{
    assert(d >= 1 && d <= GG_LAMEQUEEN_MAX_D);
    *out = NULL;
    gg_lamequeen_table *t = calloc(1, sizeof *t);
    if (!t) return gg_diag_nomem(diag);
    t->d = d;
#ifdef LQ_POPCNT
#ifndef GG_SINGLE_FILE /* asked once, when first needed, as the reader asks (src/core/cpu.h) */
    t->popcnt = (gg_cpu_features() & GG_CPU_POPCNT) != 0;
    t->wide = (gg_cpu_features() & GG_CPU_RUN512) != 0;
#else /* the single file (tools/amalgamate.py), under 64 KB: libgcc's probe, at the start */
    t->popcnt = __builtin_cpu_supports("popcnt") != 0;
#endif
#endif
    *out = t;
    return GG_OK;
}

void gg_lamequeen_table_free(gg_lamequeen_table *t)
{
    if (!t) return;
    free(t->used);
    free(t->large);
    free(t->rank);
    for (int r = 0; r < t->d; r++) free(t->diag[r]);
    free(t->b);
    free(t);
}

uint64_t gg_lamequeen_table_size(const gg_lamequeen_table *t) { return t->n; }
int gg_lamequeen_table_d(const gg_lamequeen_table *t) { return t->d; }

/* Appends b to the upper branch and updates D: the earliest index whose b exceeds the new
 * one is found among the prefix-maximum records, walking back from the newest. */
LQ_HOT static gg_status push_b(gg_lamequeen_table *t, uint64_t b)
{
    gg_status s = t->nb < t->bcap ? GG_OK : grow((void **)&t->b, sizeof(uint32_t), &t->bcap, t->nb + 1);
    if (s != GG_OK) return s;
    uint64_t j = t->nb++, nrec = t->nrec;
    uint32_t last = nrec ? t->rec[(nrec - 1) % REC_RING] : 0;
    t->b[j] = (uint32_t)b;
    if (nrec == 0 || t->b[last] < b) {
        t->rec[nrec % REC_RING] = (uint32_t)j;
        t->nrec = nrec + 1;
        return GG_OK;
    }
    /* the earliest record larger than b; records increase in value */
    uint64_t k = t->nrec, oldest = t->nrec > REC_RING ? t->nrec - REC_RING : 0;
    while (k > oldest && t->b[t->rec[(k - 1) % REC_RING]] > b) k--;
    assert(k < t->nrec);
    uint64_t dist = k == oldest && oldest > 0 ? j : j - t->rec[k % REC_RING];
    if (dist > t->inversion) t->inversion = dist;
    return GG_OK;
}

LQ_HOT static gg_status extend(gg_lamequeen_table *t, uint64_t need)
{
    assert(need <= GG_LAMEQUEEN_LIMIT);
    if (t->broken) return GG_ENOMEM;
    if (need <= t->n) return GG_OK;
    t->broken = 1;                        /* until this extension completes */
    /* Exactly to need (at least 1024): the bitmaps and arrays grow geometrically inside, and
     * one extension costs O(new rows + 1), so many small steps add up to one large one. */
    uint64_t n = need < 1024 ? 1024 : need;
    if (n > GG_LAMEQUEEN_LIMIT) n = GG_LAMEQUEEN_LIMIT;
    const uint64_t d = (uint64_t)t->d;
    /* Room for the values and diagonals this extension is expected to touch; the scan grows
     * the bitmaps further if it ever runs past them. */
    gg_status s = grow_values(t, (uint64_t)((double)n * lq_alpha(t->d)) + 1024);
    if (s == GG_OK) s = grow_diag(t, (uint64_t)((double)n * (lq_alpha(t->d) - 1)) + 1024);
    if (s == GG_OK) s = grow((void **)&t->b, sizeof(uint32_t), &t->bcap,
                             (uint64_t)((double)n * lq_alpha(t->d) / (lq_alpha(t->d) + 1)) + 1024);
    if (s != GG_OK) return s;
    /* The bitmaps and their sizes in locals (a store to a bitmap could alias the table's
     * fields), reloaded after every growth. */
    word *used = t->used, *large = t->large;
    uint64_t vcap = t->vcap, kcap = t->kcap, steps = 0;
    /* a: the row last settled, r = a mod d (kept without dividing) */
    for (uint64_t a = t->n, r = t->n % d;;) {
        uint64_t w = (a + 1) >> 6;        /* the next row without a partner: a zero bit */
        word f = ~used[w] & (~(word)0 << ((a + 1) & 63));
        while (!f) f = ~used[++w];        /* bits above the highest set one are zero */
        uint64_t next = (w << 6) + (uint64_t)__builtin_ctzll(f);
        if (next > n) break;
        r += next - a;
        r -= d & (0 - (uint64_t)(r >= d)); /* without a branch: most gaps are below d */
        while (r >= d) r -= d;
        a = next;
        word *dg = t->diag[r];
        /* The candidates k >= ptr[r] sixty-four at a time: the first whose column a + k and
         * diagonal k are both free is the first zero of the two bitmaps' words or-ed. Every
         * word read starts 192 bits below the bitmaps' ends, so every diagonal set lies at
         * least 129 bits below kcap (ptr[r]'s scan below stops within the words). */
        const uint64_t k0 = t->ptr[r];
        uint64_t k = k0;
        for (word f = 0; !f; k += 64) {
            if (a + k + 192 > vcap || k + 192 > kcap) {
                if ((s = grow_values(t, a + k + 192)) != GG_OK || (s = grow_diag(t, k + 192)) != GG_OK) return s;
                used = t->used, large = t->large, dg = t->diag[r], vcap = t->vcap, kcap = t->kcap;
            }
            f = ~(bits64(used, a + k) | bits64(dg, k));
            k += f ? (uint64_t)__builtin_ctzll(f) - 64 : 0; /* the step adds 64 back */
        }
        steps += k - k0 + 1; /* the candidates k0..k, as one at a time would examine them */
        uint64_t b = a + k;
        setbit(used, a);
        setbit(used, b);
        setbit(dg, k);
        /* ptr[r]: the first diagonal from k0 on that residue r has not used (k0 itself unless k
         * was k0), without a branch on which; it lies at most one past the last set, so within
         * the bitmap's words */
        uint64_t p = k0;
        word z;
        while (!(z = ~bits64(dg, p))) p += 64;
        t->ptr[r] = p + (uint64_t)__builtin_ctzll(z);
        if (k == 0) {
            assert(a <= d);       /* diagonal 0 is used by the rows 1..d, one per residue */
            continue;
        }
        setbit(large, b);
        s = push_b(t, b);
        if (s != GG_OK) return s;
    }
    t->steps += steps;
    /* rank[w] = large values in words 0..w-1, for every word w <= n / 64. Words below
     * old_n / 64 hold only settled values and keep their counts; from the word that held the
     * old boundary on, bits may have been set since, so those counts are recomputed. */
    uint64_t words = n / 64 + 1;
    s = grow((void **)&t->rank, sizeof(uint32_t), &t->rank_cap, words + 1);
    if (s != GG_OK) return s;
    uint64_t w = t->n / 64;
    if (t->n == 0) t->rank[0] = 0;
    for (; w < words; w++)
        t->rank[w + 1] = t->rank[w] + (uint32_t)popcount64(t->large[w]);
    t->n = n;
    t->broken = 0;
    return GG_OK;
}

gg_status gg_lamequeen_table_extend(gg_lamequeen_table *t, uint64_t need, gg_diag *diag)
{
    gg_status s = extend(t, need);
    return s == GG_OK ? s : gg_diag_nomem(diag);   /* extend fails only for memory */
}

/* Number of large values in 1..x (x <= n). */
LQ_HOT static inline uint64_t large_upto(const gg_lamequeen_table *t, uint64_t x)
{
    uint64_t w = x >> 6;
    word mask = (word)2 << (x & 63);   /* bits 0..x&63; wraps to 0 for x&63 == 63 */
    mask -= 1;
    return t->rank[w] + popcount64(t->large[w] & mask);
}

static uint64_t small_upto(const gg_lamequeen_table *t, uint64_t x)
{
    uint64_t diag = x < (uint64_t)t->d ? x : (uint64_t)t->d;
    return x - diag - large_upto(t, x);
}

/* The count for x <= y given the ranks rx = large_upto(x), ry = large_upto(y). */
LQ_HOT static inline uint64_t count_sorted(const gg_lamequeen_table *t, uint64_t x, uint64_t rx, uint64_t y,
                             uint64_t ry)
{
    if (x == 0) return 0;
    uint64_t diag = x < (uint64_t)t->d ? x : (uint64_t)t->d;
    uint64_t m = x - diag - rx;           /* small rows <= x: pairs 0..m-1 */
    uint64_t j0 = ry;                     /* pairs with b <= y */
    uint64_t D = t->inversion, upper;
    if (m + D <= j0) {
        upper = m;
    } else if (m >= j0 + D) {
        upper = j0;
    } else {
        uint64_t lo = j0 > D ? j0 - D : 0;
        upper = lo;
        for (uint64_t i = lo; i < m; i++) upper += t->b[i] <= y;
    }
    return rx + diag + upper;
}

LQ_HOT static inline uint64_t count_ranked(const gg_lamequeen_table *t, uint64_t x, uint64_t rx, uint64_t y,
                                           uint64_t ry)
{
    return x <= y ? count_sorted(t, x, rx, y, ry) : count_sorted(t, y, ry, x, rx);
}

/* count_ranked without the swap, in the common case: with n = min(x, y) and
 * s = min(n, d) + rx + ry, the count is n when n + D <= s and s when n >= s + D (for x <= y
 * these are count_sorted's m + D <= j0 and m >= j0 + D, with m = x - min(x, d) - rx and
 * j0 = ry, and its results rx + min(x, d) + m = x and rx + min(x, d) + j0 = s): min(n, s). */
LQ_HOT static inline uint64_t count_fast(const gg_lamequeen_table *t, uint64_t x, uint64_t rx, uint64_t y,
                                         uint64_t ry)
{
    uint64_t n = x < y ? x : y, D = t->inversion;
    uint64_t s = (n < (uint64_t)t->d ? n : (uint64_t)t->d) + rx + ry;
    if (n + D > s && s + D > n) return count_ranked(t, x, rx, y, ry); /* the scan */
    return n < s ? n : s;
}

uint64_t gg_lamequeen_table_count(const gg_lamequeen_table *t, uint64_t x, uint64_t y)
{
    assert(x <= t->n && y <= t->n);
    return count_ranked(t, x, large_upto(t, x), y, large_upto(t, y));
}

/* count for gg_lamequeen_table_count_rect, with the processor's population count when hw is
 * set (only inside a function compiled for it, below, where this one is inlined). */
LQ_HOT static inline uint64_t count_rect(const gg_lamequeen_table *t, const gg_lamequeen_rect *q, int hw)
{
    assert(q->x1 >= 1 && q->x1 <= q->x2 && q->x2 <= t->n);
    assert(q->y1 >= 1 && q->y1 <= q->y2 && q->y2 <= t->n);
    uint64_t v[4] = {q->x1 - 1, q->x2, q->y1 - 1, q->y2}, r[4];
    for (int i = 0; i < 4; i++) { /* large_upto */
        word m = t->large[v[i] >> 6] << (63 - (v[i] & 63)); /* bits 0..v % 64 on top */
        r[i] = t->rank[v[i] >> 6] + (hw ? __builtin_popcountll(m) : popcount64(m));
    }
    return count_fast(t, v[1], r[1], v[3], r[3]) + count_fast(t, v[0], r[0], v[2], r[2]) -
           count_fast(t, v[0], r[0], v[3], r[3]) - count_fast(t, v[1], r[1], v[2], r[2]);
}

#ifdef LQ_POPCNT
LQ_POPCNT static uint64_t count_popcnt(const gg_lamequeen_table *t, const gg_lamequeen_rect *q)
{
    return count_rect(t, q, 1);
}

LQ_POPCNT static void counts_popcnt(const gg_lamequeen_table *t, const gg_lamequeen_rect *q, size_t n, uint64_t *c)
{
    for (size_t i = 0; i < n; i++) c[i] = count_rect(t, &q[i], 1);
}
#endif

#ifndef GG_SINGLE_FILE
#ifdef GG_TARGET_512
/* ---- eight rectangles a vector (AVX-512: GG_TARGET_512) ---------------------------------
 * count_rect in the lanes of 64-bit vectors, for eight queries at once: the four ranks by
 * gathers (the rank word and the large word of each corner value) and a population count of
 * nibbles (vpshufb, then a sum of the bytes: the processors without AVX-512's own 64-bit
 * population count take this path too), and count_fast without its branch. A lane whose
 * corner needs the scan (|n - s| < D, rare for random rectangles) is counted again by
 * count_rect. */

/* The population count of each 64-bit lane. */
GG_TARGET_512 static inline __m512i popcount8(__m512i x)
{
    const __m512i nib = _mm512_set1_epi8(0x0f);
    const __m512i lut = _mm512_set4_epi32(0x04030302, 0x03020201, 0x03020201, 0x02010100);
    const __m512i lo = _mm512_shuffle_epi8(lut, _mm512_and_si512(x, nib));
    const __m512i hi = _mm512_shuffle_epi8(lut, _mm512_and_si512(_mm512_srli_epi64(x, 4), nib));
    return _mm512_sad_epu8(_mm512_add_epi8(lo, hi), _mm512_setzero_si512());
}

/* large_upto of each lane's value (at most n). */
GG_TARGET_512 static inline __m512i ranks8(const gg_lamequeen_table *t, __m512i v)
{
    const __m512i w = _mm512_srli_epi64(v, 6);
    const __m512i top = _mm512_sub_epi64(_mm512_set1_epi64(63), _mm512_and_si512(v, _mm512_set1_epi64(63)));
    const __m512i bits = _mm512_sllv_epi64(_mm512_i64gather_epi64(w, (const void *)t->large, 8), top);
    const __m512i rank = _mm512_cvtepu32_epi64(_mm512_i64gather_epi32(w, (const void *)t->rank, 4));
    return _mm512_add_epi64(rank, popcount8(bits));
}

/* count_fast's min(n, s) in each lane; *scan gets the lanes where it does not hold. */
GG_TARGET_512 static inline __m512i fast8(__m512i x, __m512i rx, __m512i y, __m512i ry, __m512i d, __m512i D,
                                          __mmask8 *scan)
{
    const __m512i n = _mm512_min_epu64(x, y);
    const __m512i s = _mm512_add_epi64(_mm512_add_epi64(_mm512_min_epu64(n, d), rx), ry);
    *scan |= _mm512_cmpgt_epu64_mask(_mm512_add_epi64(n, D), s) & _mm512_cmpgt_epu64_mask(_mm512_add_epi64(s, D), n);
    return _mm512_min_epu64(n, s);
}

GG_TARGET_512 static void counts_wide(const gg_lamequeen_table *t, const gg_lamequeen_rect *q, size_t n, uint64_t *c)
{
    const __m512i one = _mm512_set1_epi64(1), d = _mm512_set1_epi64((int64_t)t->d);
    const __m512i D = _mm512_set1_epi64((int64_t)t->inversion);
    size_t i = 0;
    for (; n - i >= 8; i += 8) {
        __m512i v[4], r[4];
        rects8(q + i, v);
        v[0] = _mm512_sub_epi64(v[0], one); /* x1 - 1, x2, y1 - 1, y2 */
        v[1] = _mm512_sub_epi64(v[1], one);
        const __m512i x1 = v[0], y1 = v[1];
        v[0] = x1, v[1] = v[2], v[2] = y1;
        for (int k = 0; k < 4; k++) r[k] = ranks8(t, v[k]);
        __mmask8 scan = 0;
        const __m512i a = fast8(v[1], r[1], v[3], r[3], d, D, &scan), b = fast8(v[0], r[0], v[2], r[2], d, D, &scan);
        const __m512i e = fast8(v[0], r[0], v[3], r[3], d, D, &scan), f = fast8(v[1], r[1], v[2], r[2], d, D, &scan);
        _mm512_storeu_si512((void *)(c + i), _mm512_sub_epi64(_mm512_add_epi64(a, b), _mm512_add_epi64(e, f)));
        for (unsigned m = scan; m; m &= m - 1) {
            const unsigned j = (unsigned)__builtin_ctz(m);
            c[i + j] = count_rect(t, &q[i + j], 1);
        }
    }
    for (; i < n; i++) c[i] = count_rect(t, &q[i], 1);
}
#endif
#endif

uint64_t gg_lamequeen_table_count_rect(const gg_lamequeen_table *t, const gg_lamequeen_rect *q)
{
#ifdef LQ_POPCNT
    if (t->popcnt) return count_popcnt(t, q);
#endif
    return count_rect(t, q, 0);
}

void gg_lamequeen_table_count_rects(const gg_lamequeen_table *t, const gg_lamequeen_rect *q, size_t n, uint64_t *c)
{
#ifndef GG_SINGLE_FILE
#ifdef GG_TARGET_512
    if (t->wide) {
        counts_wide(t, q, n, c);
        return;
    }
#endif
#endif
#ifdef LQ_POPCNT
    if (t->popcnt) {
        counts_popcnt(t, q, n, c);
        return;
    }
#endif
    for (size_t i = 0; i < n; i++) c[i] = count_rect(t, &q[i], 0);
}

uint64_t gg_lamequeen_table_partner(const gg_lamequeen_table *t, uint64_t x)
{
    assert(x >= 1 && x <= t->n);
    if (x <= (uint64_t)t->d) return x;
    if (!bit(t->large, x)) return t->b[small_upto(t, x) - 1];
    /* x is some b_i: i is within D of its rank among the large values */
    uint64_t j = large_upto(t, x) - 1, D = t->inversion;
    uint64_t lo = j > D ? j - D : 0, hi = j + D + 1 < t->nb ? j + D + 1 : t->nb, i = lo;
    while (i < hi && t->b[i] != x) i++;
    assert(i < hi);
    /* a_i: the smallest a with small_upto(a) == i + 1 */
    uint64_t l = 1, h = x;
    while (l < h) {
        uint64_t mid = l + (h - l) / 2;
        if (small_upto(t, mid) >= i + 1) h = mid;
        else l = mid + 1;
    }
    return l;
}

void gg_lamequeen_table_partners(const gg_lamequeen_table *t, uint64_t n, uint32_t *p)
{
    assert(n <= t->n);
    memset(p, 0, (size_t)(n + 1) * sizeof *p);
    uint64_t i = 0;
    for (uint64_t a = 1; a <= n; a++) {
        if (a <= (uint64_t)t->d) {
            p[a] = (uint32_t)a;
        } else if (!bit(t->large, a)) {
            uint32_t b = t->b[i++];
            p[a] = b;
            if (b <= n) p[b] = (uint32_t)a;
        }
    }
}

void gg_lamequeen_table_stats(const gg_lamequeen_table *t, gg_lamequeen_stats *s)
{
    s->size = t->n;
    s->pairs = t->nb;
    s->scan_steps = t->steps;
    s->inversion = t->inversion;
    s->bytes = sizeof *t + t->vcap / 8 * 2 + t->rank_cap * 4 + t->kcap / 8 * (uint64_t)t->d +
               t->bcap * 4;
}
