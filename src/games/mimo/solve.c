/* solve.c: the fast rule for Mimo & Yuyu (proof in docs/mimo.md) and a winning first move.
 *
 * Each token is an independent game worth g(column); the position is worth the XOR. With
 * n >= 2, g(c) = 2^(c-2) (c >= 2), distinct powers of two, so the XOR is non-zero iff some
 * column >= 2 holds an odd number of tokens. The columns go up to 1e18, so parities come
 * from sorting the k columns (radix sort, passes over constant digits skipped), never from an
 * array indexed by column unless m is small beside k (a bitmap of the columns in the sort's
 * scratch); cases under SHORT tokens use a small table of parities, or pair the tokens up.
 * With n = 1 only column 2 counts. */
#include <assert.h>
#include <string.h>

#include <gridgames/mimo.h>

#include "../../core/sort.h"
#include "internal.h"

uint64_t gg_mimo_token_value(int64_t n, int64_t col)
{
    assert(col >= 1 && col <= 65);
    if (n == 1) return col == 2 ? 1 : 0;
    return col == 1 ? 0 : (uint64_t)1 << (col - 2);
}

/* A column's word for the XOR below: distinct columns get unrelated words (each 32-bit half of
 * c - 1 times its own odd constant, the two products added), so columns of odd count almost
 * never cancel out; column 1 gets 0. */
static uint64_t mix(uint64_t col)
{
    const uint64_t z = col - 1;
    return (z & 0xffffffffu) * 0x9e3779b9u + (z >> 32) * 0x85ebca6bu;
}

/* The XOR of mix over col[0..k). In the library on x86-64, two columns a step with SSE2 (part of
 * every x86-64: no processor to ask): mix's two 32 x 32-bit products are one pmuludq each,
 * which the compiler does not find in the scalar loop (it keeps one column a step there). */
#ifndef GG_SINGLE_FILE /* the library's only: tools/amalgamate.py leaves this block out */
#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#define MIX_SSE2 1
#endif
#endif
static uint64_t mix_all(const uint64_t *col, size_t k)
{
    uint64_t x = 0;
    size_t i = 0;
#ifdef MIX_SSE2
    const __m128i one = _mm_set1_epi64x(1), k1 = _mm_set1_epi64x(0x9e3779b9), k2 = _mm_set1_epi64x(0x85ebca6b);
    __m128i v = _mm_setzero_si128();
    for (; i + 2 <= k; i += 2) {
        const __m128i z = _mm_sub_epi64(_mm_loadu_si128((const __m128i *)(col + i)), one);
        v = _mm_xor_si128(v, _mm_add_epi64(_mm_mul_epu32(z, k1), _mm_mul_epu32(_mm_srli_epi64(z, 32), k2)));
    }
    x = (uint64_t)_mm_cvtsi128_si64(v) ^ (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v));
#endif
    for (; i < k; i++) x ^= mix(col[i]);
    return x;
}

/* Cases this short decide the parities by pairing (pair_up) or a table instead of sorting. */
#define SHORT 64

/* 1 iff some value >= 2 occurs an odd number of times in a[0..k): each token of column v >= 2
 * is paired with a later one of v, which is moved next to it. Before a[i], every value >= 2
 * fills adjacent equal pairs, so its count there is even: a[i] = v with no later v is an odd
 * column, and reaching the end means every column is even. Reorders a; at most k^2 / 2
 * compares, about k^2 / 8 on a shuffled all-even case (fewer than sorting it). */
static int pair_up(uint64_t *a, size_t k)
{
    size_t i = 0;
    while (i < k) {
        uint64_t v = a[i];
        if (v == 1) { /* column 1 adds 0 */
            i++;
            continue;
        }
        size_t j = i + 1;
        while (j < k && a[j] != v) j++;
        if (j == k) return 1;
        a[j] = a[i + 1];
        a[i + 1] = v;
        i += 2;
    }
    return 0;
}

static size_t slot(uint64_t col)
{
    return (size_t)((col * 0xd6e8feb86659fd93ull) >> (64 - GG_MIMO_TABLE_BITS));
}

/* pair_up's answer without its branches on the data (they mispredict on every other token of
 * a shuffled all-even case): each token's column marks a slot of the table, its count's parity
 * flipped. When no two columns share a slot, a slot's parity is its column's, and the answer is
 * whether a column >= 2 is odd; else (about 1 case in 10 at k = 63, fewer below) pair_up. The
 * slots used are emptied again, so the table is all zeros between cases. */
static int odd_column(uint64_t *a, size_t k, gg_mimo_table *t)
{
    uint64_t clash = 0;
    unsigned odd = 0;
    for (size_t i = 0; i < k; i++) {
        const size_t h = slot(a[i]);
        const uint64_t was = t->col[h];
        clash |= (was != 0) & (was != a[i]);
        t->col[h] = a[i];
        t->odd[h] ^= 1;
    }
    for (size_t i = 0; i < k; i++) {
        const size_t h = slot(a[i]);
        odd |= t->odd[h] & (a[i] >= 2); /* a later token of the column reads the emptied slot: 0 */
        t->col[h] = 0;
        t->odd[h] = 0;
    }
    return clash ? pair_up(a, k) : (int)odd;
}

/* The answer when the columns 1..m fit a bitmap no longer than the case's scratch (m / 64 < k
 * words): one bit a column, flipped by each of its tokens; a set bit of a column >= 2 is an
 * odd column. Exact, no sorting (the columns go up to 10^18 only where m does). */
static int odd_bit(const uint64_t *col, size_t k, uint64_t m, uint64_t *bits)
{
    const size_t words = (size_t)(m / 64) + 1; /* <= k */
    uint64_t any = 0;
    memset(bits, 0, words * sizeof *bits);
    for (size_t i = 0; i < k; i++) bits[col[i] / 64] ^= (uint64_t)1 << (col[i] % 64); /* col[i] <= m */
    bits[0] &= ~(uint64_t)3; /* columns 0 (none) and 1 (worth 0) */
    for (size_t w = 0; w < words; w++) any |= bits[w];
    return any != 0;
}

#ifndef GG_SINGLE_FILE /* the library's only: tools/amalgamate.py leaves this block out */
#include "../../core/cpu.h"
#ifdef GG_TARGET_512
#include <immintrin.h>

#define ODD_512 1

/* odd_column's answer for k < SHORT tokens with AVX-512 (where the reader's wide run is,
 * src/core/cpu.h), in registers: the columns 8 lanes at a time, each 8 compared with every
 * token's column in turn; the XOR of the equality masks is, per lane, the parity of its
 * column's count. An odd lane of a column >= 2 is an odd column. No table, no branch on the
 * data (the table's loads missed the first-level cache, and pair_up's branches mispredict). */
GG_TARGET_512 static int odd512(const uint64_t *a, size_t k)
{
    __mmask8 odd = 0;
    for (size_t q = 0; q < k; q += 8) {
        const __mmask8 in = (__mmask8)(k - q >= 8 ? 0xff : (1u << (k - q)) - 1);
        const __m512i v = _mm512_maskz_loadu_epi64(in, a + q);
        __mmask8 parity = 0;
        for (size_t i = 0; i < k; i++) parity ^= _mm512_cmpeq_epi64_mask(v, _mm512_set1_epi64((long long)a[i]));
        odd |= parity & in & _mm512_cmpgt_epu64_mask(v, _mm512_set1_epi64(1));
    }
    return odd != 0;
}
#endif
#endif

int gg_mimo_odd_short(uint64_t *col, size_t k, gg_mimo_table *t)
{
#ifdef ODD_512
    if (gg_cpu_features() & GG_CPU_RUN512) return odd512(col, k);
#endif
    return t ? odd_column(col, k, t) : pair_up(col, k);
}

int gg_mimo_first_player_wins_with(gg_mimo_case *c, gg_mimo_table *t)
{
    size_t k = c->k;
    uint64_t *col = c->col;
    if (c->n == 1) {
        size_t in_two = 0;
        for (size_t i = 0; i < k; i++) in_two += col[i] == 2;
        return (int)(in_two & 1);
    }
    /* Exact shortcut: if every column held an even number of tokens, the XOR of mix(c) over
     * the tokens would be 0, each column's terms cancelling in pairs, and column 1's too:
     * mix(1) = 0. So a non-zero XOR proves an odd column >= 2 (Mimo) with no sorting; only a
     * zero XOR (all even, or an accident, or a crafted input) needs the exact check. */
    if (k >= SHORT && (uint64_t)c->m / 64 < k) return odd_bit(col, k, (uint64_t)c->m, c->scratch);
    if (mix_all(col, k) != 0) return 1;
    if (k < SHORT) return gg_mimo_odd_short(col, k, t);
    gg_sort_u64(col, c->scratch, k);
    size_t i = 0;
    while (i < k && col[i] == 1) i++;
    while (i < k) {
        size_t j = i + 1;
        while (j < k && col[j] == col[i]) j++;
        if ((j - i) & 1) return 1;
        i = j;
    }
    return 0;
}

int gg_mimo_first_player_wins(gg_mimo_case *c)
{
    return gg_mimo_first_player_wins_with(c, NULL);
}

size_t gg_mimo_winning_move(const gg_mimo_case *c, size_t *token, uint64_t *prow, uint64_t *pcol)
{
    assert(c->row != NULL && c->m <= 63);
    uint64_t n = (uint64_t)c->n;
    uint64_t odd = 0; /* bit j: column j (>= 2) holds an odd number of tokens */
    for (size_t i = 0; i < c->k; i++)
        if (c->col[i] >= 2 && (n >= 2 || c->col[i] == 2)) odd ^= (uint64_t)1 << c->col[i];
    if (odd == 0) return 0;
    /* Move a token from the highest odd column; its path must flip exactly the other odd
     * columns: an odd number of new tokens there, an even number elsewhere. */
    int top = 63;
    while (!((odd >> top) & 1)) top--;
    size_t t = 0;
    while (c->col[t] != (uint64_t)top) t++;
    *token = t;
    size_t p = 0;
    uint64_t r = c->row[t];
    prow[p] = r;
    pcol[p++] = (uint64_t)top;
    for (int j = top - 1; j >= 1; j--) {
        prow[p] = r;
        pcol[p++] = (uint64_t)j;
        int want_odd = j == 1 || ((odd >> j) & 1);
        if (!want_odd) { /* a second cell in this column: one step up or down */
            r = r < n ? r + 1 : r - 1;
            prow[p] = r;
            pcol[p++] = (uint64_t)j;
        }
    }
    return p;
}
