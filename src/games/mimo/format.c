/* format.c: the Mimo & Yuyu judge format (t, then per case "n m k" and k lines "x y"), both
 * ways: the reader that builds a gg_mimo_case and the one writer gen, verify and draw print
 * cases with. */
#include <stdlib.h>
#include <string.h>

#include <gridgames/mimo.h>

#include "../../core/reader.h"
#include "internal.h"

/* Tokens read per hot-path run (gg_quick_groups, src/core/reader.h: the reader's position,
 * line and last token's place stored once per run, not per integer). */
#define RUN 128

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

/* gg_quick_check of a header "n m k": k within its own limit. */
static size_t header_ok(const int64_t *h, size_t groups, const void *arg)
{
    (void)arg;
    return groups == 1 && h[2] <= GG_MIMO_MAX_K;
}

/* Reads "n m k" in one hot-path run when it can, else one value at a time through
 * gg_read_int, which says what is wrong. */
static gg_status read_header(gg_reader *r, int64_t h[3])
{
    if (gg_quick_groups(r, 1, GG_MIMO_MAX_NM, h, 3, 1, header_ok, NULL) == 1) return GG_OK;
    gg_status s;
    if ((s = gg_read_int(r, "n (rows)", 1, GG_MIMO_MAX_NM, &h[0])) != GG_OK) return s;
    if ((s = gg_read_int(r, "m (columns)", 1, GG_MIMO_MAX_NM, &h[1])) != GG_OK) return s;
    return gg_read_int(r, "k (tokens)", 1, GG_MIMO_MAX_K, &h[2]);
}

/* What a run of the solve loop's reading checks (case_ok): `pairs` tokens "x y", x <= n and
 * y <= m, then, when `ahead`, the next case's header "n m k". */
typedef struct run_check {
    int64_t n, m;
    size_t pairs;
    int ahead;
} run_check;

/* gg_quick_check of the values of a run read in [1, GG_MIMO_MAX_NM] (groups of one value): as
 * many as are whole tokens that pass before the first that does not, then the next header if
 * the run holds it whole and its k is within its limit. */
static size_t case_ok(const int64_t *v, size_t values, const void *arg)
{
    const run_check *a = arg;
    size_t i = 0, whole = values / 2 < a->pairs ? values / 2 : a->pairs;
    while (i < whole && v[2 * i] <= a->n && v[2 * i + 1] <= a->m) i++;
    if (i < a->pairs || !a->ahead || values < 2 * i + 3 || v[2 * i + 2] > GG_MIMO_MAX_K) return 2 * i;
    return 2 * i + 3;
}

/* Reads up to `want` tokens' "x y" into v[0..2 got) in one hot-path run (the whole values kept
 * up to the first pair with x > n or y > m or left incomplete), and with `ahead` the next
 * case's header after them into v[2 got..2 got + 3) if the run holds it (*next); if the run
 * keeps no pair, one pair through gg_read_int_hot (whose general path says what is wrong).
 * So got >= 1 on success, and the reader is left as one read at a time would leave it. */
static gg_status read_pairs(gg_reader *r, int64_t n, int64_t m, int64_t *v, size_t want, int ahead, size_t *got,
                            int *next)
{
    const run_check a = {n, m, want, ahead};
    size_t kept = gg_quick_groups(r, 1, GG_MIMO_MAX_NM, v, 1, 2 * want + (ahead ? 3 : 0), case_ok, &a);
    *next = kept % 2; /* 2 got + 3 values: the header too */
    *got = (kept - 3 * (size_t)*next) / 2;
    if (*got > 0) return GG_OK;
    gg_status s = gg_read_int_hot(r, "a token's row x", 1, n, &v[0]);
    if (s == GG_OK) s = gg_read_int_hot(r, "a token's column y", 1, m, &v[1]);
    *got = 1;
    return s;
}

/* Reads a case whose header is h[0..3) (read already): its tokens into c; when `ahead`, the
 * next case's header too if it comes whole and good in the same run as the last tokens (h,
 * *have = 1), else *have = 0 and it is left to read_header. */
static gg_status read_tokens(gg_reader *r, gg_mimo_case *c, int64_t h[3], int ahead, int *have)
{
    int64_t v[2 * RUN + 3];
    gg_status s;
    int64_t n = h[0], m = h[1];
    size_t k = (size_t)h[2];
    c->n = n;
    c->m = m;
    c->k = 0;
    *have = 0;
    if (c->keep_rows && c->row == NULL && c->cap > 0) {
        c->row = malloc(c->cap * sizeof *c->row);
        if (!c->row) return gg_diag_nomem(gg_reader_diag(r));
    }
    while (c->k < k) {
        size_t want = k - c->k < RUN ? k - c->k : RUN, got;
        if (c->k + want > c->cap && (s = grow(c, c->k + want, gg_reader_diag(r))) != GG_OK) return s;
        if ((s = read_pairs(r, n, m, v, want, ahead && c->k + want == k, &got, have)) != GG_OK) return s;
        uint64_t *col = c->col + c->k;
        for (size_t j = 0; j < got; j++) col[j] = (uint64_t)v[2 * j + 1]; /* y >= 1 */
        if (c->keep_rows)
            for (size_t j = 0; j < got; j++) c->row[c->k + j] = (uint64_t)v[2 * j];
        c->k += got;
        if (*have) memcpy(h, v + 2 * got, 3 * sizeof *h);
    }
    return GG_OK;
}

gg_status gg_mimo_read_case(gg_reader *r, gg_mimo_case *c)
{
    int64_t h[3];
    int have;
    gg_status s = read_header(r, h);
    return s != GG_OK ? s : read_tokens(r, c, h, 0, &have);
}

gg_status gg_mimo_read_case_ahead(gg_reader *r, gg_mimo_case *c, int64_t h[3], int *have, int ahead)
{
    gg_status s = *have ? GG_OK : read_header(r, h);
    return s != GG_OK ? s : read_tokens(r, c, h, ahead, have);
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
