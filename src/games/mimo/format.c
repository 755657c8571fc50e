/* format.c: the Mimo & Yuyu judge format (t, then per case "n m k" and k lines "x y"), both
 * ways: the reader that builds a gg_mimo_case and the one writer gen, verify and draw print
 * cases with. */
#define _DEFAULT_SOURCE /* madvise (huge.h) */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/mimo.h>

#include "../../core/huge.h"
#include "../../core/reader.h"
#include "internal.h"

/* Tokens read per hot-path run (gg_quick_groups, src/core/reader.h: the reader's position,
 * line and last token's place stored once per run, not per integer). */
#define RUN 128

gg_status gg_mimo_read_count(gg_reader *r, int64_t *t)
{
    return gg_read_int(r, "the number of test cases t", 1, GG_MIMO_MAX_T, t);
}

/* Grows the case's arrays to hold at least `want` tokens (doubling from 32: the solve loop
 * keeps a batch's 256 cases' arrays, whose pages are made as they are first written, so the
 * contest's cases of 20 tokens fault in half as many pages as from 64). want <= GG_MIMO_MAX_K
 * (10^7), so ncap <= 2^25 and the byte counts cannot overflow. */
static gg_status grow(gg_mimo_case *c, size_t want, gg_diag *diag)
{
    size_t ncap = c->cap ? c->cap : 32;
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

/* gg_quick_check of tokens "x y" read in [1, max(n, m)]: x <= n and y <= m (arg: {n, m}). */
static size_t pairs_ok(const int64_t *v, size_t groups, const void *arg)
{
    const int64_t *nm = arg;
    size_t i = 0;
    if (nm[0] == nm[1]) return groups;
    while (i < groups && v[2 * i] <= nm[0] && v[2 * i + 1] <= nm[1]) i++;
    return i;
}

/* Reads up to `want` tokens' "x y" into v[0..2 got): a run of the hot path over integers in
 * [1, max(n, m)], kept up to the first pair with x > n or y > m or left incomplete; if that
 * leaves none, one pair through gg_read_int_hot (whose general path says what is wrong). So
 * got >= 1 on success, and the reader is left as one read at a time would leave it. */
static gg_status read_pairs(gg_reader *r, int64_t n, int64_t m, int64_t *v, size_t want, size_t *got)
{
    const int64_t nm[2] = {n, m};
    if ((*got = gg_quick_groups(r, 1, n > m ? n : m, v, 2, want, pairs_ok, nm)) > 0) return GG_OK;
    gg_status s = gg_read_int_hot(r, "a token's row x", 1, n, &v[0]);
    if (s == GG_OK) s = gg_read_int_hot(r, "a token's column y", 1, m, &v[1]);
    *got = 1;
    return s;
}

gg_status gg_mimo_read_case(gg_reader *r, gg_mimo_case *c)
{
    int64_t h[3], v[2 * RUN];
    gg_status s;
    if ((s = read_header(r, h)) != GG_OK) return s;
    int64_t n = h[0], m = h[1];
    size_t k = (size_t)h[2];
    c->n = n;
    c->m = m;
    c->k = 0;
    if (c->keep_rows && c->row == NULL && c->cap > 0) {
        c->row = malloc(c->cap * sizeof *c->row);
        if (!c->row) return gg_diag_nomem(gg_reader_diag(r));
    }
    while (c->k < k) {
        size_t want = k - c->k < RUN ? k - c->k : RUN, got;
        if (c->k + want > c->cap && (s = grow(c, c->k + want, gg_reader_diag(r))) != GG_OK) return s;
        if ((s = read_pairs(r, n, m, v, want, &got)) != GG_OK) return s;
        uint64_t *col = c->col + c->k;
        for (size_t j = 0; j < got; j++) col[j] = (uint64_t)v[2 * j + 1]; /* y >= 1 */
        if (c->keep_rows)
            for (size_t j = 0; j < got; j++) c->row[c->k + j] = (uint64_t)v[2 * j];
        c->k += got;
    }
    return GG_OK;
}

/* ---- the solve loop's reader: long runs ------------------------------------------------------
 * gg_mimo_read_case makes a run of the hot path for each case's header and one for its tokens:
 * on the contest's 10^4 cases of 20 tokens, runs of 3 and 40 integers, each with its start-up
 * and a last 64-byte window half used. The solve loop reads through gg_mimo_stream instead: one
 * run of up to GG_MIMO_STREAM integers in [1, GG_MIMO_MAX_NM] at a time, committed at once, its
 * values taken as the cases need them, each checked as gg_mimo_read_case checks it (k, x <= n,
 * y <= m). A value that fails, or the end of the cases with values left, sends the reader back
 * to the value (the run made again up to it from the reader kept before it: the same integers,
 * with no reading in between), so gg_read_int then reads it and says what is wrong, at the same
 * place with the same words as gg_mimo_read_case. */

/* A new run into s->v (s->before: the reader before it); 0 if the hot path takes nothing. */
static int stream_fill(gg_reader *r, gg_mimo_stream *s)
{
    gg_quick_cursor cur;
    s->before = *r;
    s->len = gg_quick_blocks(r, 1, GG_MIMO_MAX_NM, s->v, GG_MIMO_STREAM, &cur);
    gg_quick_commit(r, &cur);
    s->at = 0;
    return s->len > 0;
}

/* The reader just after the run's first s->at values (the rest dropped). */
static void stream_back(gg_reader *r, gg_mimo_stream *s)
{
    gg_quick_cursor cur;
    *r = s->before;
    if (s->at > 0) {
        size_t again = gg_quick_blocks(r, 1, GG_MIMO_MAX_NM, s->v, s->at, &cur);
        assert(again == s->at); /* the same bytes from the same place */
        (void)again;
        gg_quick_commit(r, &cur);
    }
    s->len = s->at;
}

/* The next value, in [1, hi]: the stream's, else (none there, or it is above hi) gg_read_int's. */
static gg_status stream_value(gg_reader *r, gg_mimo_stream *s, const char *what, int64_t hi, int64_t *x)
{
    if (s->at < s->len || stream_fill(r, s)) {
        if (s->v[s->at] <= hi) {
            *x = s->v[s->at++];
            return GG_OK;
        }
        stream_back(r, s);
    }
    return gg_read_int_hot(r, what, 1, hi, x);
}

/* A case's columns from BIG_CASE bytes (2^14 tokens) on, when the rest of the input is in
 * memory and can hold its k tokens (4 bytes each at least: "x y" and a blank), take one block
 * of k entries at once, in huge pages (src/core/huge.h): grown by doubling as the tokens
 * arrive, they took one page fault per 4 KiB (about 1.3 us each on the development machine:
 * 0.5 ms at the contest's k = 2 * 10^5), the block one per 2 MiB. The scratch array stays in
 * normal pages, made only as it is used (the bitmap of odd_bit, solve.c, touches m / 64 words
 * of it). */
#define BIG_CASE (GG_HUGE_PAGE / 16) /* 128 KiB: from there one huge page costs less (src/core/reader.c) */
static gg_status reserve_big(gg_reader *r, gg_mimo_case *c, size_t k)
{
    const size_t left = gg_reader_left_hint(r);
    /* k <= GG_MIMO_MAX_K (10^7): 8 k bytes fit */
    if (k <= c->cap || k * sizeof *c->col < BIG_CASE || left == SIZE_MAX || k > left / 4 + 1) return GG_OK;
    uint64_t *col = gg_alloc_huge(k * sizeof *col), *scratch = col ? realloc(c->scratch, k * sizeof *scratch) : NULL;
    if (!scratch) {
        free(col);
        return gg_diag_nomem(gg_reader_diag(r));
    }
    free(c->col); /* no token of the case is in it yet */
    c->col = col;
    c->scratch = scratch;
    c->cap = k;
    return GG_OK;
}

gg_status gg_mimo_stream_case(gg_reader *r, gg_mimo_stream *s, gg_mimo_case *c)
{
    int64_t h[3];
    gg_status st;
    if (s->len - s->at >= 3 && s->v[s->at + 2] <= GG_MIMO_MAX_K) { /* the run's values are in [1, GG_MIMO_MAX_NM] */
        memcpy(h, s->v + s->at, sizeof h);
        s->at += 3;
    } else if ((st = stream_value(r, s, "n (rows)", GG_MIMO_MAX_NM, &h[0])) != GG_OK ||
               (st = stream_value(r, s, "m (columns)", GG_MIMO_MAX_NM, &h[1])) != GG_OK ||
               (st = stream_value(r, s, "k (tokens)", GG_MIMO_MAX_K, &h[2])) != GG_OK) {
        return st;
    }
    const int64_t n = c->n = h[0], m = c->m = h[1];
    const size_t k = (size_t)h[2];
    assert(!c->keep_rows);
    c->k = 0;
    if ((st = reserve_big(r, c, k)) != GG_OK) return st;
    while (c->k < k) {
        /* the whole pairs the run holds, up to the first that fails */
        size_t want = (s->len - s->at) / 2, j = 0;
        if (want > k - c->k) want = k - c->k;
        if (c->k + (want ? want : 1) > c->cap && (st = grow(c, c->k + (want ? want : 1), gg_reader_diag(r))) != GG_OK)
            return st;
        const int64_t *v = s->v + s->at;
        uint64_t *col = c->col + c->k;
        for (; j < want && v[2 * j] <= n && v[2 * j + 1] <= m; j++) col[j] = (uint64_t)v[2 * j + 1]; /* y >= 1 */
        c->k += j;
        s->at += 2 * j;
        if (c->k < k) { /* a pair that fails, or one across runs (fewer than 2 values left) */
            int64_t x;
            if ((st = stream_value(r, s, "a token's row x", n, &x)) != GG_OK ||
                (st = stream_value(r, s, "a token's column y", m, &x)) != GG_OK)
                return st;
            /* the run's pairs may have filled the room made above */
            if (c->k + 1 > c->cap && (st = grow(c, c->k + 1, gg_reader_diag(r))) != GG_OK) return st;
            c->col[c->k++] = (uint64_t)x;
        }
    }
    return GG_OK;
}

void gg_mimo_stream_end(gg_reader *r, gg_mimo_stream *s)
{
    if (s->at < s->len) stream_back(r, s);
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
