/* hash.c: the judge's hash of a solved board (gg_go_hash): E = the sum of a_i B^(m - i) over
 * the m stones in reading order, modulo GG_GO_HASH_MOD, computed from the solver's state bytes
 * and words (solver.h) row by row, eight points at a time; in two parts of rows (split.h) when
 * a second thread takes the lower half of a large board (split.c). */
#include <stdlib.h>
#include <string.h>

#include <gridgames/go.h>

#include "solver.h"
#include "split.h"

/* Horner's rule over eight points at a time, empty points skipped without compacting the
 * row: for the mask m of the stones among eight points (bit j: point j), h becomes
 * h * mul + sum of a_j * e[j], with mul = B^(stones in m) and e[j] = B^(stones of m after j)
 * for a stone, 0 for an empty point (all modulo the hash's modulus). */
struct horner8 {
    uint64_t mul, e[8];
};

/* The hash's tables: the 256 masks' Horner steps, B^k and B^(128 k) for k < 128 (so B^k for
 * k < 2^14 in one product), and 1 / (B - 1) (all modulo the hash's modulus). */
struct hash_tables {
    struct horner8 h8[256];
    uint64_t lo[128], hi[128];
    uint64_t inv_b1;
};

#define HMOD ((uint64_t)GG_GO_HASH_MOD)

static uint64_t pow_mod(uint64_t b, uint64_t e)
{
    uint64_t r = 1;
    for (b %= HMOD; e; e >>= 1, b = b * b % HMOD)
        if (e & 1) r = r * b % HMOD;
    return r;
}

static void hash_tables_fill(struct hash_tables *t)
{
    uint64_t pw[9] = {1};
    for (int k = 1; k <= 8; k++) pw[k] = pw[k - 1] * GG_GO_HASH_BASE % HMOD;
    for (unsigned m = 0; m < 256; m++) {
        t->h8[m].mul = pw[__builtin_popcount(m)];
        for (unsigned j = 0; j < 8; j++)
            t->h8[m].e[j] = (m >> j) & 1u ? pw[__builtin_popcount(m >> (j + 1))] : 0;
    }
    t->lo[0] = t->hi[0] = 1;
    const uint64_t b128 = pow_mod(GG_GO_HASH_BASE, 128);
    for (int k = 1; k < 128; k++) {
        t->lo[k] = t->lo[k - 1] * GG_GO_HASH_BASE % HMOD;
        t->hi[k] = t->hi[k - 1] * b128 % HMOD;
    }
    t->inv_b1 = pow_mod(GG_GO_HASH_BASE - 1, HMOD - 2); /* the modulus is prime: Fermat */
}

gg_go_hash_tables *gg_go_hash_tables_new(void)
{
    struct hash_tables *t = malloc(sizeof *t);
    if (t) hash_tables_fill(t);
    return t;
}

/* The code of every point of one row for the hash (mid; up and down are the rows around it,
 * padded): bit 0 a stone; bit 1 a stone whose a may differ from base (a white stone with
 * ST_ND or dead, a black stone with bit 2 or 3); bit 2 a black stone next to a dead group
 * (black_delta tells its a); bit 3 a black stone that, turned white, gets no liberty from
 * its neighbours: each is black or a wall (colour bit 0) or dead. Branch-free over bytes,
 * so it vectorises. */
GG_GO_BODY void row_flags(uint8_t *restrict flag, const uint8_t *restrict up, const uint8_t *restrict mid,
                      const uint8_t *restrict down, uint32_t cols)
{
#define GIVES(b) (uint8_t)(((b) & (ST_DEAD | 1u)) == 0)
    const uint8_t *left = mid - 1, *right = mid + 1; /* one index c for all: see mark_liberties */
    for (uint32_t c = 0; c < cols; c++) {
        const uint8_t n0 = right[c], n1 = down[c], n2 = left[c], n3 = up[c], b = mid[c];
        const uint8_t lib = GIVES(n0) | GIVES(n1) | GIVES(n2) | GIVES(n3);
        const uint8_t black = (b & 3u) == C_BLACK, white = (b & 3u) == C_WHITE;
        const uint8_t deadnb = (b & (ST_DEADNB | 3u)) == (ST_DEADNB | C_BLACK);
        const uint8_t nolib = (uint8_t)(black & (lib ^ 1u));
        const uint8_t nz = (uint8_t)((white & ((b & (ST_ND | ST_DEAD)) != 0)) | deadnb | nolib);
        flag[c] = (uint8_t)((black | white) | nz << 1 | deadnb << 2 | nolib << 3);
    }
#undef GIVES
}

/* B^k modulo the hash's modulus. */
static inline uint64_t pow_b(const struct hash_tables *t, uint64_t k)
{
    return k < 128 * 128 ? t->lo[k & 127] * t->hi[k >> 7] % HMOD : pow_mod(GG_GO_HASH_BASE, k);
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

/* The d = a - base (modulo the hash's modulus, so below 2^30) of eight points (st bytes,
 * words w, codes f from row_flags), 0 for an empty point: black is 1 without a liberty,
 * else 0 (next to a dead group: the caller's business, black_dmod); white is its delta.
 * Branch-free. */
GG_GO_BODY void block_deltas(uint32_t *restrict a, const uint8_t *restrict st, const uint32_t *restrict w,
                                const uint8_t *restrict f)
{
    for (uint32_t j = 0; j < 8; j++) {
        const uint32_t b = st[j], black = (f[j] >> 3) & 1u;
        const uint32_t white_mask = 0u - (uint32_t)((b & 3u) == C_WHITE);
        a[j] = dmod(black ^ ((black ^ (uint32_t)white_delta(b, w[j])) & white_mask)) & (0u - (f[j] & 1u));
    }
}

/* The same for a whole row of points (mid, words wd, codes flag) into out, empty points
 * unused. Vectorises. */
GG_GO_BODY void row_deltas(uint32_t *restrict out, const uint8_t *restrict mid, const uint32_t *restrict wd,
                       const uint8_t *restrict flag, uint32_t cols)
{
    for (uint32_t c = 0; c < cols; c++) {
        const uint32_t b = mid[c], black = (flag[c] >> 3) & 1u;
        const uint32_t white_mask = 0u - (uint32_t)((b & 3u) == C_WHITE);
        out[c] = dmod(black ^ ((black ^ (uint32_t)white_delta(b, wd[c])) & white_mask));
    }
}

/* The judge's hash E = sum of a_i B^(m - i) over the m stones = base * (B^(m-1) + ... + 1) +
 * D, with D the same sum over the d_i = a_i - base, and most d_i are 0: Horner's rule for D
 * runs over blocks of eight points (struct horner8), and a block whose stones all have
 * d = 0 only adds its stones to the count acc of stones whose power of B is still to be
 * applied (the next block with a d != 0 multiplies by B^acc at once). */
GG_GO_BODY uint64_t hash_body(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags, uint32_t *buf,
                             uint64_t *mout)
{
    const uint8_t *st = s->st;
    const uint32_t W = s->W, cols = s->cols;
    const struct hash_tables *ht = s->ht;
    const uint32_t cols8 = (cols + 7) & ~7u; /* the row scratch has room for it */
    memset(flags + cols, 0, cols8 - cols);   /* no stones past the row's end */
    const uint64_t ones = 0x0101010101010101u;
    uint64_t d = 0, acc = 0, m = 0;
    uint32_t busy = 0, busy1 = 0; /* blocks with a d != 0 in the two rows before */
    for (uint32_t r = r0; r < r1; r++) {
        const uint32_t p = (r + 1) * W;
        row_flags(flags, st + p - W, st + p, st + p + W, cols);
        /* After a row where most blocks had a d != 0 (of the two before: a snake's rows
         * alternate): every d of the row at once. */
        const int dense = (uint64_t)(busy > busy1 ? busy : busy1) * 16 > cols;
        if (dense) row_deltas(buf, st + p, s->w + p, flags, cols);
        busy1 = busy;
        busy = 0;
        for (uint32_t c = 0; c < cols8; c += 8) {
            uint64_t x;
            memcpy(&x, flags + c, 8);
            const uint64_t one = x & ones; /* the stones */
            if (!(x & 2 * ones)) { /* every d is 0 */
                acc += one * ones >> 56;
                continue;
            }
            uint32_t *a = buf + c, ab[8];
            if (dense) {
            } else if (c + 8 <= cols) {
                a = ab;
                block_deltas(a, st + p + c, s->w + p + c, flags + c);
            } else { /* the row's end: the points past it are empty */
                a = ab;
                uint8_t sb[8] = {0};
                uint32_t wb[8] = {0};
                memcpy(sb, st + p + c, cols - c);
                memcpy(wb, s->w + p + c, (cols - c) * sizeof *wb);
                block_deltas(a, sb, wb, flags + c);
            }
            for (uint64_t y = x & 4 * ones; y; y &= y - 1) { /* black stones next to a dead group */
                const uint32_t j = (uint32_t)__builtin_ctzll(y) >> 3;
                a[j] = black_dmod(s, p + c + j);
            }
            /* d < 2^30 and e[j] < 2^30, so the eight products sum below 2^63, and with
             * d * mul < 2^60 the sum below 2^64. */
            const struct horner8 *e = &ht->h8[one * 0x0102040810204080u >> 56];
            const uint64_t t = (a[0] * e->e[0] + a[1] * e->e[1] + a[2] * e->e[2] + a[3] * e->e[3]) +
                               (a[4] * e->e[4] + a[5] * e->e[5] + a[6] * e->e[6] + a[7] * e->e[7]);
            const uint64_t k = acc + (one * ones >> 56);
            const uint64_t mul = acc ? pow_b(ht, k) : e->mul;
            d = (d * mul + t) % HMOD;
            busy++;
            m += k;
            acc = 0;
        }
    }
    *mout = m + acc;
    return d * pow_b(ht, acc) % HMOD;
}

#ifndef GG_GO_PLAIN
GG_TARGET_512 static uint64_t hash_wide(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags,
                                        uint32_t *buf, uint64_t *mout)
{
    return hash_body(s, r0, r1, flags, buf, mout);
}
#endif

uint64_t gg_go_hash_rows(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags, uint32_t *buf,
                         uint64_t *mout)
{
#ifndef GG_GO_PLAIN
    if (gg_go_wide(s)) return hash_wide(s, r0, r1, flags, buf, mout);
#endif
    return hash_body(s, r0, r1, flags, buf, mout);
}

uint32_t gg_go_hash_join(const gg_go_solver *s, uint64_t d1, uint64_t m1, uint64_t d2, uint64_t m2)
{
    const struct hash_tables *ht = s->ht;
    const uint64_t d = (d1 * pow_b(ht, m2) + d2) % HMOD, m = m1 + m2;
    const uint64_t geo = (pow_b(ht, m) + HMOD - 1) * ht->inv_b1 % HMOD; /* 1 + B + ... + B^(m-1) */
    return (uint32_t)((s->base % HMOD * geo + d) % HMOD);
}

uint32_t gg_go_hash(const gg_go_solver *s)
{
    uint64_t m = 0;
    const uint64_t d = gg_go_hash_rows(s, 0, s->rows, s->rowflags, s->rowbuf, &m);
    return gg_go_hash_join(s, 0, 0, d, m);
}
