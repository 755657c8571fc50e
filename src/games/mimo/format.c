/* format.c: the Mimo & Yuyu judge format (t, then per case "n m k" and k lines "x y"), both
 * ways: the reader that builds a gg_mimo_case and the one writer gen, verify and draw print
 * cases with. */
#include <stdlib.h>

#include <gridgames/mimo.h>

#include "../../core/read_fast.h"

gg_status gg_mimo_read_count(gg_reader *r, int64_t *t)
{
    return gg_read_int(r, "the number of test cases t", 1, GG_MIMO_MAX_T, t);
}

/* Grows the case's arrays to hold at least `want` tokens (doubling). want <= GG_MIMO_MAX_K
 * (10^7), so ncap <= 2^25 and the byte counts cannot overflow. */
static gg_status grow(gg_mimo_case *c, size_t want, gg_diag *diag)
{
    size_t ncap = c->cap ? c->cap : 64;
    while (ncap < want) ncap *= 2;
    uint64_t *col = realloc(c->col, ncap * sizeof *col);
    if (!col) return gg_diag_nomem(diag);
    c->col = col;
    uint64_t *scratch = realloc(c->scratch, ncap * sizeof *scratch);
    if (!scratch) return gg_diag_nomem(diag);
    c->scratch = scratch;
    if (c->keep_rows) {
        uint64_t *row = realloc(c->row, ncap * sizeof *row);
        if (!row) return gg_diag_nomem(diag);
        c->row = row;
    }
    c->cap = ncap;
    return GG_OK;
}

gg_status gg_mimo_read_case(gg_reader *r, gg_mimo_case *c)
{
    int64_t n, m, k, x, y;
    gg_status s;
    if ((s = gg_read_int(r, "n (rows)", 1, GG_MIMO_MAX_NM, &n)) != GG_OK) return s;
    if ((s = gg_read_int(r, "m (columns)", 1, GG_MIMO_MAX_NM, &m)) != GG_OK) return s;
    if ((s = gg_read_int(r, "k (tokens)", 1, GG_MIMO_MAX_K, &k)) != GG_OK) return s;
    c->n = n;
    c->m = m;
    c->k = 0;
    if (c->keep_rows && c->row == NULL && c->cap > 0) {
        c->row = malloc(c->cap * sizeof *c->row);
        if (!c->row) return gg_diag_nomem(r->diag);
    }
    for (int64_t i = 0; i < k; i++) {
        if ((s = gg_read_int_hot(r, "a token's row x", 1, n, &x)) != GG_OK) return s;
        if ((s = gg_read_int_hot(r, "a token's column y", 1, m, &y)) != GG_OK) return s;
        if (c->k == c->cap && (s = grow(c, c->k + 1, r->diag)) != GG_OK) return s;
        if (c->keep_rows) c->row[c->k] = (uint64_t)x;
        c->col[c->k++] = (uint64_t)y;
    }
    return GG_OK;
}

void gg_mimo_case_fini(gg_mimo_case *c)
{
    free(c->row);
    free(c->col);
    free(c->scratch);
    c->row = c->col = c->scratch = NULL;
    c->cap = c->k = 0;
}

void gg_mimo_write_count(gg_writer *w, int64_t t)
{
    gg_write_i64(w, t);
    gg_write_char(w, '\n');
}

void gg_mimo_write_case(gg_writer *w, const gg_mimo_case *c)
{
    gg_write_i64(w, c->n);
    gg_write_char(w, ' ');
    gg_write_i64(w, c->m);
    gg_write_char(w, ' ');
    gg_write_u64(w, c->k);
    gg_write_char(w, '\n');
    for (size_t i = 0; i < c->k; i++) {
        gg_write_u64(w, c->row[i]);
        gg_write_char(w, ' ');
        gg_write_u64(w, c->col[i]);
        gg_write_char(w, '\n');
    }
}
