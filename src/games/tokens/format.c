/* format.c: the Game with Tokens judge format, both ways: n, then n lines "x y", nothing
 * after. The one writer (gg_tokens_write) prints it for gen, verify and region (whose output
 * is a count and points in the same shape). Two readers share one loop: into points (every
 * action but solve) or straight into sort keys split by class (solve: 8 bytes a token, so
 * n = 10^7 needs 80 MB plus the sort's scratch). When the whole rest of the input is in memory
 * (solve maps a regular file) and has room for the declared n points, solve's keys and the
 * sort's scratch take one block at once (alloc_block); otherwise arrays grow by doubling as
 * points arrive and never beyond the declared n, so a declared count larger than the data is
 * reported at the end of input instead of being allocated (beyond the first block, FIRST_CAP
 * points at most). */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include <gridgames/tokens.h>

#include "core/read_fast.h"
#include "core/reader_map.h"
#include "internal.h"

/* Points taken a chunk at a time: the hot path reads up to CHUNK points' coordinates in one
 * run (src/core/read_fast.h, the reader's bookkeeping stored once per run), then they are
 * stored. */
#define CHUNK 256

/* The first allocation, in items: one 1 MiB block holds the contest's 10^5 points without a
 * reallocation (pages untouched until points arrive); larger inputs double from there. */
#define FIRST_CAP ((size_t)1 << 17)

/* Makes room for `more` items of 8 bytes after the len stored, doubling, never beyond n; the
 * last `tail` items of the old capacity (the keys of class 1) move to the end of the new. */
static gg_status reserve(gg_reader *r, void **data, size_t len, size_t tail, size_t *cap, size_t more, size_t n)
{
    if (len + more <= *cap) return GG_OK;
    size_t ncap = *cap ? 2 * *cap : FIRST_CAP;
    if (ncap < len + more) ncap = len + more;
    if (ncap > n) ncap = n;
    unsigned char *nd = realloc(*data, ncap * 8); /* ncap <= n <= GG_TOKENS_MAX_N (10^7) */
    if (!nd) return gg_diag_nomem(r->diag);
    memmove(nd + (ncap - tail) * 8, nd + (*cap - tail) * 8, tail * 8);
    *data = nd;
    *cap = ncap;
    return GG_OK;
}

/* Stores the keys of got points, v[] their coordinates: class 0 (even x + y) after the n0
 * at the front of k, class 1 before the n1 at the end (k has cap entries), without a branch
 * on the class. */
static void store_keys(uint64_t *k, size_t cap, size_t *n0, size_t *n1, const int64_t *v, size_t got)
{
    size_t lo = *n0, hi = cap - *n1; /* the next free entries: k[lo], k[hi - 1] */
    for (size_t j = 0; j < got; j++) {
        /* the casts keep x and y: the reads bounded them by GG_TOKENS_MAX_COORD < 2^31 */
        uint64_t key = gg_tokens_key_inline((int32_t)v[2 * j], (int32_t)v[2 * j + 1]);
        size_t p = (size_t)(key >> 31 & 1), at = p ? hi - 1 : lo;
        k[at] = key;
        lo += 1 - p;
        hi -= p;
    }
    *n0 = lo;
    *n1 = cap - hi;
}

/* Reads the coordinates of the next `want` points (want <= CHUNK) into v[0..2 got): as many
 * as the hot path takes, then, if it stopped early, the next integers through gg_read_int
 * (which says what is wrong, if anything) up to a whole point; got >= 1 point on success.
 * `i` points were read before, of n declared (for the message of a short input). */
static gg_status read_chunk(gg_reader *r, int64_t *v, size_t want, int64_t i, int64_t n, size_t *got)
{
    const int64_t c = GG_TOKENS_MAX_COORD;
    size_t k = gg_quick_ints(r, -c, c, v, 2 * want);
    while (k < 2 * want) {
        const char *what = k % 2 ? "a token's y" : "a token's x";
        gg_status s = gg_read_int(r, what, -c, c, &v[k]);
        if (s != GG_OK) {
            /* a failed read leaves its token unread: at the end only if the input ended */
            if (k % 2 == 0 && gg_reader_at_end(r) && r->diag && r->diag->status == GG_EINPUT) {
                size_t len = strlen(r->diag->msg); /* say why more was expected */
                snprintf(r->diag->msg + len, sizeof r->diag->msg - len, " (n = %lld tokens declared, %lld given)",
                         (long long)n, (long long)(i + (int64_t)(k / 2)));
            }
            return s;
        }
        if (++k % 2 == 0) break; /* a whole point: the hot path may take the next ones */
    }
    *got = k / 2;
    return GG_OK;
}

/* Reads the n points after n; stores either points (n1 == NULL) or keys into *data: then the
 * *len keys are split by class, the *len - *n1 of class 0 first, the *n1 of class 1 at the end. */
static gg_status read_points(gg_reader *r, int64_t n, size_t *n1, void **data, size_t *len, size_t *cap)
{
    int64_t v[2 * CHUNK];
    gg_status s;
    size_t n0 = 0, tail = 0;
    *len = 0;
    while (*len < (size_t)n) {
        size_t want = (size_t)n - *len < CHUNK ? (size_t)n - *len : CHUNK, got;
        if ((s = reserve(r, data, *len, tail, cap, want, (size_t)n)) != GG_OK) return s;
        if ((s = read_chunk(r, v, want, (int64_t)*len, n, &got)) != GG_OK) return s;
        if (n1) {
            store_keys(*data, *cap, &n0, &tail, v, got);
        } else {
            gg_tokens_point *p = (gg_tokens_point *)*data + *len;
            for (size_t j = 0; j < got; j++) { /* the casts keep x and y, as in store_keys */
                p[j].x = (int32_t)v[2 * j];
                p[j].y = (int32_t)v[2 * j + 1];
            }
        }
        *len += got;
    }
    if (n1) *n1 = tail; /* *cap == *len == n: the classes meet */
    return gg_read_end(r, "the last token");
}

static gg_status read_n(gg_reader *r, int64_t *n)
{
    return gg_read_int(r, "the number of black tokens n", 1, GG_TOKENS_MAX_N, n);
}

gg_status gg_tokens_read(gg_reader *r, gg_tokens_set *set)
{
    void *d = set->pts;
    int64_t n;
    gg_status s = read_n(r, &n);
    if (s == GG_OK) s = read_points(r, n, NULL, &d, &set->n, &set->cap);
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

/* The keys and the sort's scratch in one block of 16 n bytes, from 1 MiB on rounded up to
 * whole huge pages (2 MiB), aligned to them and offered to the kernel for huge pages: one
 * page fault instead of one per 4 KiB page (about 300 at the contest's n = 10^5). */
#define HUGE_PAGE ((size_t)2 << 20)
static uint64_t *alloc_block(size_t n)
{
    size_t bytes = 2 * n * sizeof(uint64_t); /* n <= GG_TOKENS_MAX_N: no overflow */
    if (bytes < HUGE_PAGE / 2) return malloc(bytes);
    bytes = (bytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    void *p = NULL;
    if (posix_memalign(&p, HUGE_PAGE, bytes) != 0) return NULL;
#ifdef MADV_HUGEPAGE
    (void)madvise(p, bytes, MADV_HUGEPAGE); /* advice only: without it, normal pages */
#endif
    return p;
}

gg_status gg_tokens_read_keys(gg_reader *r, uint64_t **keys, uint64_t **tmp, size_t *n, size_t *n0)
{
    void *d = NULL;
    size_t cap = 0, n1 = 0;
    int64_t want;
    *n = 0;
    *tmp = NULL;
    gg_status s = read_n(r, &want);
    size_t left = gg_reader_left(r);
    /* When the rest of the input is known (a memory or mapped reader) and can hold n points
     * (4 bytes each at least: a blank, a digit, a blank, a digit), the whole block at once;
     * else the keys grow as they arrive (reserve) and the count allocates its scratch. */
    if (s == GG_OK && left != SIZE_MAX && (uint64_t)want <= left / 4 + 1) {
        if (!(d = alloc_block((size_t)want))) return gg_diag_nomem(r->diag);
        cap = (size_t)want;
        *tmp = (uint64_t *)d + cap;
    }
    if (s == GG_OK) s = read_points(r, want, &n1, &d, n, &cap);
    *n0 = *n - n1;
    if (s != GG_OK) {
        free(d);
        d = NULL;
        *tmp = NULL;
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
