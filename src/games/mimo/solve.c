/* solve.c: the fast rule for Mimo & Yuyu (proof in docs/mimo.md) and a winning first move.
 *
 * Each token is an independent game worth g(column); the position is worth the XOR. With
 * n >= 2, g(c) = 2^(c-2) (c >= 2), distinct powers of two, so the XOR is non-zero iff some
 * column >= 2 holds an odd number of tokens. The columns go up to 1e18, so parities come
 * from sorting the k columns (radix sort, passes over constant digits skipped), never from an
 * array indexed by column (cases under SHORT tokens pair them up instead). With n = 1 only
 * column 2 counts. */
#include <assert.h>

#include <gridgames/mimo.h>

#include "../../core/sort.h"

uint64_t gg_mimo_token_value(int64_t n, int64_t col)
{
    assert(col >= 1 && col <= 65);
    if (n == 1) return col == 2 ? 1 : 0;
    return col == 1 ? 0 : (uint64_t)1 << (col - 2);
}

/* A fixed 64-bit mixing function (the splitmix64 finaliser): distinct columns get unrelated
 * words, so columns of odd count almost never cancel out in the XOR below; mix(0) = 0 (each
 * step maps 0 to 0). */
static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Cases this short decide the parities by pairing (pair_up) instead of sorting. */
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

int gg_mimo_first_player_wins(gg_mimo_case *c)
{
    size_t k = c->k;
    uint64_t *col = c->col;
    if (c->n == 1) {
        size_t in_two = 0;
        for (size_t i = 0; i < k; i++) in_two += col[i] == 2;
        return (int)(in_two & 1);
    }
    /* Exact shortcut: if every column held an even number of tokens, the XOR of mix(c - 1)
     * over the tokens would be 0, each column's terms cancelling in pairs, and column 1's too:
     * mix(0) = 0. So a non-zero XOR proves an odd column >= 2 (Mimo) with no sorting; only a
     * zero XOR (all even, or a 2^-64 accident, or a crafted input) needs the exact check. */
    uint64_t x = 0;
    for (size_t i = 0; i < k; i++) x ^= mix(col[i] - 1);
    if (x != 0) return 1;
    if (k < SHORT) return pair_up(col, k);
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
