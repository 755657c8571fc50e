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

#ifndef GG_GO_PLAIN
#include <immintrin.h>

/* compact_stones with AVX-512, sixteen points a step (their stones' d compressed into one
 * register and stored with a mask: d[k .. k + n) with k <= c, so nothing not yet read is
 * overwritten). */
GG_TARGET_512 static inline uint32_t compact_512(uint32_t *restrict d, const uint8_t *restrict flag, uint32_t cols)
{
    const __m512i one = _mm512_set1_epi32(1);
    uint32_t k = 0, c = 0;
    for (; c + 16 <= cols; c += 16) {
        const __m512i f = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(const void *)(flag + c)));
        const __mmask16 m = _mm512_test_epi32_mask(f, one);
        const __m512i v = _mm512_loadu_si512(d + c);
        const uint32_t n = (uint32_t)__builtin_popcount(m);
        _mm512_mask_storeu_epi32(d + k, (__mmask16)((1u << n) - 1), _mm512_maskz_compress_epi32(m, v));
        k += n;
    }
    for (; c < cols; c++) {
        d[k] = d[c];
        k += flag[c] & 1u;
    }
    return k;
}
#endif

/* compact_stones, with AVX-512 where wide says so. */
GG_GO_BODY void compact(uint32_t *restrict d, const uint8_t *restrict flag, uint32_t cols, int wide)
{
#ifndef GG_GO_PLAIN
    if (wide) {
        compact_512(d, flag, cols);
        return;
    }
#endif
    (void)wide;
    compact_stones(d, flag, cols);
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
/* A row with fewer than one stone with d != 0 in SPARSE_SHARE points takes row_dot_sparse;
 * with AVX-512 (compact_512) one in SPARSE_SHARE_512. Measured on one thread (bench/against.py,
 * 21 rounds): random thirds, whose rows have about 4 % such stones, took 0.96 of the time with
 * the AVX-512 code at 32 instead of 8 (0.96 at 64, 256 and all dense too), random 50 % white
 * (3 %) 1.00, 70 % (0.9 %) 1.00 at 32 and 1.03 all dense; the plain code took 1.13 on random
 * thirds at 32, so keeps 8 (docs/benchmarks.md). */
#define SPARSE_SHARE 8
#define SPARSE_SHARE_512 32

GG_GO_BODY uint64_t hash_body(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags, uint32_t *buf,
                             uint64_t *mout, int wide)
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
        if (nz && (uint64_t)nz * (wide ? SPARSE_SHARE_512 : SPARSE_SHARE) < cols) {
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
            if (k < cols) compact(buf, flags, cols, wide); /* a row of stones only is in order */
            sum = (sum + row_dot(buf, ipw, k) * f) % HMOD;
        }
        f = f * ipw[k] % HMOD;
        m += k;
    }
    *mout = m;
    return sum * pow_mod(GG_GO_HASH_BASE, m) % HMOD;
}

#ifndef GG_GO_PLAIN
GG_TARGET_512 static uint64_t hash_wide(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags,
                                        uint32_t *buf, uint64_t *mout)
{
    return hash_body(s, r0, r1, flags, buf, mout, 1);
}
#endif

uint64_t gg_go_hash_rows(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags, uint32_t *buf,
                         uint64_t *mout)
{
#ifndef GG_GO_PLAIN
    if (gg_go_wide(s)) return hash_wide(s, r0, r1, flags, buf, mout);
#endif
    return hash_body(s, r0, r1, flags, buf, mout, 0);
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
