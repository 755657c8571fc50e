/* format.c: the Game with Tokens judge format, both ways: n, then n lines "x y", nothing
 * after. The one writer (gg_tokens_write) prints it for gen, verify and region (whose output
 * is a count and points in the same shape). Two readers share one loop: into points (every action but solve) or straight into sort
 * keys (solve: 8 bytes a token, so n = 10^7 needs 80 MB plus the sort's scratch). Arrays
 * grow by doubling as points arrive and never beyond the declared n, so a declared count
 * larger than the data is reported at the end of input instead of being allocated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/tokens.h>

#include "core/read_fast.h"
#include "internal.h"

/* Reads n and the points; stores either points (as_keys == 0) or keys into *data. */
static gg_status read_any(gg_reader *r, int as_keys, void **data, size_t *len, size_t *cap)
{
    int64_t n, x, y;
    gg_status s = gg_read_int(r, "the number of black tokens n", 1, GG_TOKENS_MAX_N, &n);
    if (s != GG_OK) return s;
    *len = 0;
    for (int64_t i = 0; i < n; i++) {
        if ((s = gg_read_int_hot(r, "a token's x", -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &x)) != GG_OK) {
            /* a failed read leaves its token unread: at the end only if the input ended */
            if (gg_reader_at_end(r) && r->diag && r->diag->status == GG_EINPUT) { /* say why more was expected */
                size_t len = strlen(r->diag->msg);
                snprintf(r->diag->msg + len, sizeof r->diag->msg - len, " (n = %lld tokens declared, %lld given)",
                         (long long)n, (long long)i);
            }
            return s;
        }
        if ((s = gg_read_int_hot(r, "a token's y", -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &y)) != GG_OK) return s;
        if (*len == *cap) {
            size_t ncap = *cap ? 2 * *cap : 1024;
            if (ncap > (size_t)n) ncap = (size_t)n;
            void *nd = realloc(*data, ncap * 8); /* ncap <= n <= GG_TOKENS_MAX_N (10^7) */
            if (!nd) return gg_diag_nomem(r->diag);
            *data = nd;
            *cap = ncap;
        }
        /* the casts keep x and y: gg_read_int bounded them by GG_TOKENS_MAX_COORD < 2^31 */
        if (as_keys) {
            ((uint64_t *)*data)[*len] = gg_tokens_key((int32_t)x, (int32_t)y);
        } else {
            gg_tokens_point *p = (gg_tokens_point *)*data + *len;
            p->x = (int32_t)x;
            p->y = (int32_t)y;
        }
        (*len)++;
    }
    return gg_read_end(r, "the last token");
}

gg_status gg_tokens_read(gg_reader *r, gg_tokens_set *set)
{
    void *d = set->pts;
    gg_status s = read_any(r, 0, &d, &set->n, &set->cap);
    set->pts = d;
    return s;
}

void gg_tokens_set_init(gg_tokens_set *set)
{
    set->pts = NULL;
    set->n = set->cap = 0;
}

void gg_tokens_set_fini(gg_tokens_set *set)
{
    free(set->pts);
    set->pts = NULL;
    set->n = set->cap = 0;
}

gg_status gg_tokens_read_keys(gg_reader *r, uint64_t **keys, size_t *n)
{
    void *d = NULL;
    size_t cap = 0;
    gg_status s = read_any(r, 1, &d, n, &cap);
    if (s != GG_OK) {
        free(d);
        d = NULL;
    }
    *keys = d;
    return s;
}

void gg_tokens_write(gg_writer *w, const gg_tokens_point *pts, size_t n)
{
    gg_write_u64(w, n);
    gg_write_char(w, '\n');
    for (size_t i = 0; i < n && w->err == GG_OK; i++) {
        gg_write_i64(w, pts[i].x);
        gg_write_char(w, ' ');
        gg_write_i64(w, pts[i].y);
        gg_write_char(w, '\n');
    }
}
