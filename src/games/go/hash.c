/* hash.c: the judge's hash of a solved board (gg_go_hash): E = the sum of a_i B^(m - i) over
 * the m stones in reading order, modulo GG_GO_HASH_MOD, computed from the solver's state bytes
 * and words (solver.h) row by row, each row's part a sum of products with powers of 1 / B;
 * in two parts of rows (split.h) when a second thread takes the lower half of a large board
 * (split.c). */
#include <stdlib.h>
#include <string.h>

#include <gridgames/go.h>

#include "solver.h"
#include "split.h"

#define HMOD ((uint64_t)GG_GO_HASH_MOD)
/* 1 / B and 1 / (B - 1) modulo the hash's modulus (a prime P: by Fermat, x^(P - 2)). */
#define INV_B 124982126u
#define INV_B1 233939598u
_Static_assert((uint64_t)GG_GO_HASH_BASE * INV_B % HMOD == 1, "INV_B is 1 / B");
_Static_assert((uint64_t)(GG_GO_HASH_BASE - 1) * INV_B1 % HMOD == 1, "INV_B1 is 1 / (B - 1)");

static uint64_t pow_mod(uint64_t b, uint64_t e)
{
    uint64_t r = 1;
    for (b %= HMOD; e; e >>= 1, b = b * b % HMOD)
        if (e & 1) r = r * b % HMOD;
    return r;
}

int gg_go_hash_reserve(gg_go_solver *s, uint32_t cols)
{
    const size_t n = (size_t)cols + 1;
    if (n <= s->nipw) return 1;
    uint32_t *ipw = realloc(s->ipw, n * sizeof *ipw);
    if (!ipw) return 0;
    if (s->nipw == 0) ipw[s->nipw++] = 1;
    for (size_t k = s->nipw; k < n; k++) ipw[k] = (uint32_t)(ipw[k - 1] * (uint64_t)INV_B % HMOD);
    s->ipw = ipw;
    s->nipw = n;
    return 1;
}

/* The code of every point of one row for the hash (mid; up and down are the rows around it,
 * padded), and their OR; *stones = the row's stones, *nonzero those with bit 1. Bit 0 a stone; bit 1 a stone whose a may differ from base (a white stone with
 * ST_ND or dead, a black stone with bit 2 or 3); bit 2 a black stone next to a dead group
 * (black_delta tells its a); bit 3 a black stone that, turned white, gets no liberty from
 * its neighbours: each is black or a wall (colour bit 0) or dead. Branch-free over bytes,
 * so it vectorises. */
GG_GO_BODY uint32_t row_flags(uint8_t *restrict flag, const uint8_t *restrict up, const uint8_t *restrict mid,
                              const uint8_t *restrict down, uint32_t cols, uint32_t *stones, uint32_t *nonzero)
{
    uint8_t any = 0;
    uint32_t k = 0, nz_count = 0;
#define GIVES(b) (uint8_t)(((b) & (ST_DEAD | 1u)) == 0)
    const uint8_t *left = mid - 1, *right = mid + 1; /* one index c for all: see mark_liberties */
    for (uint32_t c = 0; c < cols; c++) {
        const uint8_t n0 = right[c], n1 = down[c], n2 = left[c], n3 = up[c], b = mid[c];
        const uint8_t lib = GIVES(n0) | GIVES(n1) | GIVES(n2) | GIVES(n3);
        const uint8_t black = (b & 3u) == C_BLACK, white = (b & 3u) == C_WHITE;
        const uint8_t deadnb = (b & (ST_DEADNB | 3u)) == (ST_DEADNB | C_BLACK);
        const uint8_t nolib = (uint8_t)(black & (lib ^ 1u));
        const uint8_t nz = (uint8_t)((white & ((b & (ST_ND | ST_DEAD)) != 0)) | deadnb | nolib);
        const uint8_t f = (uint8_t)((black | white) | nz << 1 | deadnb << 2 | nolib << 3);
        flag[c] = f;
        any |= f;
        k += black | white;
        nz_count += nz;
    }
    *stones = k;
    *nonzero = nz_count;
    return any;
#undef GIVES
}


/* d = a - base modulo the hash's modulus, for a d of -1 (a dead white stone) or 0 .. 2^30. */
static inline uint32_t dmod(uint32_t d)
{
    return d + (GG_GO_HASH_MOD & (0u - (d >> 31)));
}

/* The d = a - base of a black stone next to a dead group, modulo the hash's modulus. */
static inline uint32_t black_dmod(const gg_go_solver *s, uint32_t p)
{
    const int64_t d = black_delta(s, p) % (int64_t)HMOD;
    return (uint32_t)(d < 0 ? d + (int64_t)HMOD : d);
}

/* The d = a - base (modulo the hash's modulus, so below 2^30) of every point of a row (mid,
 * words wd, codes flag from row_flags) into out, an empty point's unused: black is 1 without
 * a liberty, else 0 (next to a dead group: the caller's business, black_dmod); white is its
 * delta. Branch-free: vectorises. */
GG_GO_BODY void row_deltas(uint32_t *restrict out, const uint8_t *restrict mid, const uint32_t *restrict wd,
                       const uint8_t *restrict flag, uint32_t cols)
{
    for (uint32_t c = 0; c < cols; c++) {
        const uint32_t b = mid[c], black = (flag[c] >> 3) & 1u;
        const uint32_t white_mask = 0u - (uint32_t)((b & 3u) == C_WHITE);
        out[c] = dmod(black ^ ((black ^ (uint32_t)white_delta(b, wd[c])) & white_mask));
    }
}

/* The d of the row's stones moved to the front of d, in order (empty points dropped, in
 * place: the k-th stone's d goes to d[k], k <= its column); returns how many. Branch-free. */
GG_GO_BODY uint32_t compact_stones(uint32_t *restrict d, const uint8_t *restrict flag, uint32_t cols)
{
    uint32_t k = 0;
    for (uint32_t c = 0; c < cols; c++) {
        d[k] = d[c];
        k += flag[c] & 1u;
    }
    return k;
}

/* The sum of d[j] B^(-j) over j < k, modulo the hash's modulus (ipw: B^(-j)). Each product
 * is below 2^60; its low and high 32 bits are summed apart (k <= 2^30: no sum reaches 2^62).
 * Vectorises. */
GG_GO_BODY uint64_t row_dot(const uint32_t *restrict d, const uint32_t *restrict ipw, uint32_t k)
{
    uint64_t lo = 0, hi = 0;
    for (uint32_t j = 0; j < k; j++) {
        const uint64_t q = (uint64_t)d[j] * ipw[j];
        lo += (uint32_t)q;
        hi += q >> 32;
    }
    return (hi % HMOD * (((uint64_t)1 << 32) % HMOD) + lo) % HMOD;
}

/* The same sum for a row with few d != 0 (codes flag, the row's points at mid and words wd
 * from padded index p): only those stones, eight codes a word; a stone's j is the stones
 * before it in the row. */
GG_GO_BODY uint64_t row_dot_sparse(const gg_go_solver *s, const uint8_t *restrict flag, const uint8_t *restrict mid,
                                   const uint32_t *restrict wd, uint32_t p, uint32_t cols8, const uint32_t *restrict ipw)
{
    const uint64_t ones = 0x0101010101010101u;
    uint64_t lo = 0, hi = 0;
    uint32_t j0 = 0; /* the stones before this word */
    for (uint32_t c = 0; c < cols8; c += 8) {
        uint64_t x;
        memcpy(&x, flag + c, 8);
        const uint64_t one = x & ones;
        for (uint64_t y = x & 2 * ones; y; y &= y - 1) {
            const uint32_t bit = (uint32_t)__builtin_ctzll(y), i = c + (bit >> 3);
            const uint32_t j = j0 + (uint32_t)((one & ((((uint64_t)1) << (bit & ~7u)) - 1)) * ones >> 56);
            const uint8_t f = flag[i];
            const uint32_t d = f & 4u   ? black_dmod(s, p + i)
                               : f & 8u ? 1u
                                        : dmod((uint32_t)white_delta(mid[i], wd[i]));
            const uint64_t q = (uint64_t)d * ipw[j];
            lo += (uint32_t)q;
            hi += q >> 32;
        }
        j0 += (uint32_t)(one * ones >> 56);
    }
    return (hi % HMOD * (((uint64_t)1 << 32) % HMOD) + lo) % HMOD;
}

/* The judge's hash E = sum of a_i B^(m - i) over the m stones = base * (B^(m-1) + ... + 1) +
 * D, with D the same sum over the d_i = a_i - base: D = B^m * S with S = sum of d_i B^(-i),
 * and the stones of a row are consecutive i: with f = B^(-(i of the row's first stone)), the
 * row adds f * sum of d_j B^(-j) over its stones j = 0, 1, ... (row_dot, on the row's d
 * compacted to its stones), and f becomes f * B^(-stones of the row). Most d_i are 0: a row
 * whose codes have no d != 0 only counts its stones. */
/* A row with fewer than one stone with d != 0 in SPARSE_SHARE points takes row_dot_sparse
 * (measured on one thread, bench/against.py, 21 rounds: the plain code took 1.13 of the time
 * on random thirds with one in 32, docs/benchmarks.md). */
#define SPARSE_SHARE 8

static uint64_t hash_plain(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags, uint32_t *buf,
                           uint64_t *mout)
{
    const uint8_t *st = s->st;
    const uint32_t W = s->W, cols = s->cols;
    const uint32_t *ipw = s->ipw;
    const uint32_t cols8 = (cols + 7) & ~7u; /* the row scratch has room for it */
    memset(flags + cols, 0, cols8 - cols);   /* no black stones past the row's end */
    uint64_t sum = 0, f = INV_B, m = 0;      /* S so far; f = B^(-(m + 1)) */
    for (uint32_t r = r0; r < r1; r++) {
        const uint32_t p = (r + 1) * W;
        uint32_t k, nz;
        const uint32_t any = row_flags(flags, st + p - W, st + p, st + p + W, cols, &k, &nz);
        if (nz && (uint64_t)nz * SPARSE_SHARE < cols) {
            sum = (sum + row_dot_sparse(s, flags, st + p, s->w + p, p, cols8, ipw) * f) % HMOD;
        } else if (nz) {
            row_deltas(buf, st + p, s->w + p, flags, cols);
            for (uint32_t c = 0; (any & 4) && c < cols8; c += 8) { /* black stones next to a dead group */
                uint64_t x;
                memcpy(&x, flags + c, 8);
                for (uint64_t y = x & 0x0404040404040404u; y; y &= y - 1) {
                    const uint32_t j = c + ((uint32_t)__builtin_ctzll(y) >> 3);
                    buf[j] = black_dmod(s, p + j);
                }
            }
            if (k < cols) compact_stones(buf, flags, cols); /* a row of stones only is in order */
            sum = (sum + row_dot(buf, ipw, k) * f) % HMOD;
        }
        f = f * ipw[k] % HMOD;
        m += k;
    }
    *mout = m;
    return sum * pow_mod(GG_GO_HASH_BASE, m) % HMOD;
}

#ifndef GG_GO_PLAIN
#include <immintrin.h>

/* The same sum with AVX-512 in one pass over each row, 64 points a step: the codes of
 * row_flags as bit masks from the five rows of state bytes around them, then for each 16 of
 * them the d of row_deltas (-1 on a dead white stone; the word of a white stone with ST_ND,
 * the only words read, as a live white stone without it has the word 0; 1 on a black stone
 * without a liberty; black_dmod on a black stone next to a dead group, the few such patched
 * one by one), compressed to the stones' lanes and multiplied by the next of the row's powers
 * B^(-j) (a masked load: lanes past the stones read nothing), lo and hi summed apart in
 * 64-bit lanes as in row_dot. No row of scratch is written or read; the lanes past the
 * row's end are masked off at every load of the row. Each step asks for the words of the
 * next row at its own columns, a row ahead (a prefetch every sixteen words; after the board's
 * last row the wall row): where the words no longer fit in the caches, most of the pass's
 * time was spent at its load of the few words it reads, far apart (a profile of 2000 x 2000
 * boards), which the processor's own fetching ahead did not cover (on a 10^4 x 10^4 board
 * 0.86-0.90 of the time on one thread, 2000 x 2000 0.87-0.94; 1000 x 1000 unchanged:
 * docs/benchmarks.md). */
GG_TARGET_512 static uint64_t hash_wide(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint64_t *mout)
{
    const uint8_t *st = s->st;
    const uint32_t W = s->W, cols = s->cols;
    const uint32_t *ipw = s->ipw;
    const __m512i lib_bits = _mm512_set1_epi8((char)(ST_DEAD | 1u)), three = _mm512_set1_epi8(3);
    const __m512i black_c = _mm512_set1_epi8(C_BLACK), white_c = _mm512_set1_epi8(C_WHITE);
    const __m512i dnb_bits = _mm512_set1_epi8((char)(ST_DEADNB | 3u));
    const __m512i dnb_val = _mm512_set1_epi8((char)(ST_DEADNB | C_BLACK));
    const __m512i dead_bit = _mm512_set1_epi8((char)ST_DEAD), nd_bit = _mm512_set1_epi8((char)ST_ND);
    const __m512i minus1 = _mm512_set1_epi32((int)(GG_GO_HASH_MOD - 1)) /* -1, modulo */, one = _mm512_set1_epi32(1);
    const __m512i low32 = _mm512_set1_epi64(0xffffffff);
    uint64_t sum = 0, f = INV_B, m = 0; /* as in hash_plain */
    for (uint32_t r = r0; r < r1; r++) {
        const uint32_t p = (r + 1) * W;
        const uint8_t *mid = st + p;
        const uint32_t *wd = s->w + p;
        __m512i lo = _mm512_setzero_si512(), hi = _mm512_setzero_si512();
        uint32_t k = 0;
        for (uint32_t c = 0; c < cols; c += 64) {
            const __mmask64 in = cols - c >= 64 ? ~(__mmask64)0 : ((__mmask64)1 << (cols - c)) - 1;
            for (uint32_t i = 0; i < 64 && c + i < cols; i += 16) _mm_prefetch((const char *)(wd + W + c + i), _MM_HINT_T0);
            const __m512i b = _mm512_maskz_loadu_epi8(in, mid + c);
            const __mmask64 lib = _mm512_testn_epi8_mask(_mm512_maskz_loadu_epi8(in, mid + c + 1), lib_bits) |
                                  _mm512_testn_epi8_mask(_mm512_maskz_loadu_epi8(in, mid + c + W), lib_bits) |
                                  _mm512_testn_epi8_mask(_mm512_maskz_loadu_epi8(in, mid + c - 1), lib_bits) |
                                  _mm512_testn_epi8_mask(_mm512_maskz_loadu_epi8(in, mid + c - W), lib_bits);
            const __m512i col = _mm512_and_si512(b, three);
            const __mmask64 black = _mm512_cmpeq_epi8_mask(col, black_c) & in;
            const __mmask64 white = _mm512_cmpeq_epi8_mask(col, white_c) & in;
            const __mmask64 dnb = _mm512_cmpeq_epi8_mask(_mm512_and_si512(b, dnb_bits), dnb_val) & in;
            const __mmask64 dead = _mm512_test_epi8_mask(b, dead_bit) & white;
            const __mmask64 nolib = black & ~lib, stone = black | white;
            const __mmask64 ndw = _mm512_test_epi8_mask(b, nd_bit) & white & ~dead; /* d the word */
            const __mmask64 nz = ndw | dead | dnb | nolib;
            if (!nz) { /* every d 0 (as in hash_plain): only the stones are counted */
                k += (uint32_t)__builtin_popcountll(stone);
                continue;
            }
            for (uint32_t q = 0; q < 64 && c + q < cols; q += 16) {
                const __mmask16 sm = (__mmask16)(stone >> q);
                if (!sm) continue;
                __m512i d = _mm512_maskz_loadu_epi32((__mmask16)(ndw >> q), wd + c + q);
                d = _mm512_mask_mov_epi32(d, (__mmask16)(dead >> q), minus1);
                d = _mm512_mask_mov_epi32(d, (__mmask16)(nolib >> q), one);
                const __mmask16 patch = (__mmask16)(dnb >> q);
                if (patch) { /* black stones next to a dead group */
                    uint32_t t[16];
                    _mm512_storeu_si512(t, d);
                    for (uint32_t y = patch; y; y &= y - 1) {
                        const uint32_t i = (uint32_t)__builtin_ctz(y);
                        t[i] = black_dmod(s, p + c + q + i);
                    }
                    d = _mm512_loadu_si512(t);
                }
                const uint32_t n = (uint32_t)__builtin_popcount(sm);
                const __m512i v = _mm512_maskz_compress_epi32(sm, d);
                const __m512i iv = _mm512_maskz_loadu_epi32((__mmask16)((1u << n) - 1), ipw + k);
                const __m512i pe = _mm512_mul_epu32(v, iv);
                const __m512i po = _mm512_mul_epu32(_mm512_srli_epi64(v, 32), _mm512_srli_epi64(iv, 32));
                lo = _mm512_add_epi64(lo, _mm512_add_epi64(_mm512_and_si512(pe, low32), _mm512_and_si512(po, low32)));
                hi = _mm512_add_epi64(hi, _mm512_add_epi64(_mm512_srli_epi64(pe, 32), _mm512_srli_epi64(po, 32)));
                k += n;
            }
        }
        const uint64_t l = (uint64_t)_mm512_reduce_add_epi64(lo), h = (uint64_t)_mm512_reduce_add_epi64(hi);
        const uint64_t row = (h % HMOD * (((uint64_t)1 << 32) % HMOD) + l) % HMOD;
        sum = (sum + row * f) % HMOD;
        f = f * ipw[k] % HMOD;
        m += k;
    }
    *mout = m;
    return sum * pow_mod(GG_GO_HASH_BASE, m) % HMOD;
}
#endif

uint64_t gg_go_hash_rows(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags, uint32_t *buf,
                         uint64_t *mout)
{
#ifndef GG_GO_PLAIN
    if (gg_go_wide(s)) return hash_wide(s, r0, r1, mout);
#endif
    return hash_plain(s, r0, r1, flags, buf, mout);
}

uint32_t gg_go_hash_join(const gg_go_solver *s, uint64_t d1, uint64_t m1, uint64_t d2, uint64_t m2)
{
    const uint64_t d = (d1 * pow_mod(GG_GO_HASH_BASE, m2) + d2) % HMOD, m = m1 + m2;
    const uint64_t geo = (pow_mod(GG_GO_HASH_BASE, m) + HMOD - 1) * INV_B1 % HMOD; /* 1 + B + ... + B^(m-1) */
    return (uint32_t)((s->base % HMOD * geo + d) % HMOD);
}

uint32_t gg_go_hash(const gg_go_solver *s)
{
    uint64_t m = 0;
    const uint64_t d = gg_go_hash_rows(s, 0, s->rows, s->rowflags, s->rowbuf, &m);
    return gg_go_hash_join(s, 0, 0, d, m);
}
