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

#include "../../core/huge.h"
#include "internal.h"

/* Points taken a chunk at a time: the hot path reads up to CHUNK points' coordinates in one
 * run (gg_quick_groups, src/core/reader.h: the reader's bookkeeping stored once per run), then
 * they are stored. */
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
    if (!nd) return gg_diag_nomem(gg_reader_diag(r));
    memmove(nd + (ncap - tail) * 8, nd + (*cap - tail) * 8, tail * 8);
    *data = nd;
    *cap = ncap;
    return GG_OK;
}

/* Stores the keys of got points, v[] their coordinates: class 0 (even x + y) after the n0
 * at the front of k, class 1 before the n1 at the end (k has cap entries, at least got of them
 * free), without a branch on the class (a branch mispredicts on every other token): each key
 * is written to both free ends, and only the end of its class moves on, so the other copy lies
 * in the free middle, where a later key overwrites it (or, when one entry was left, both
 * copies are the same entry). */
#ifndef GG_SINGLE_FILE /* the library's only: tools/amalgamate.py leaves this block out */
#include "../../core/cpu.h"
#ifdef GG_TARGET_512
#include <immintrin.h>

#define KEYS_512 1

/* store_keys for the first got - got % 8 points, 8 a step with AVX-512 (where the reader's wide
 * run is, src/core/cpu.h): the keys of 8 points made at once, those of each class packed
 * together (compress) and stored at their end with a masked store, so nothing is written
 * outside the class's own new entries, in the order one at a time stores them (class 1
 * backwards from the end), whatever the steps: a read in other chunks (the read-ahead's)
 * leaves the same array. Returns the points stored; *lo and *hi as in store_keys. */
GG_TARGET_512 static size_t keys512(uint64_t *k, size_t *lo, size_t *hi, const int64_t *v, size_t got)
{
    const __m512i even = _mm512_set_epi64(14, 12, 10, 8, 6, 4, 2, 0), odd = _mm512_set_epi64(15, 13, 11, 9, 7, 5, 3, 1);
    const __m512i two_c = _mm512_set1_epi64(2 * GG_TOKENS_MAX_COORD), parity = _mm512_set1_epi64((long long)1 << 31);
    const __m512i reverse = _mm512_set_epi64(0, 1, 2, 3, 4, 5, 6, 7);
    size_t a = *lo, b = *hi, j = 0;
    for (; j + 8 <= got; j += 8) {
        const __m512i p = _mm512_loadu_si512((const void *)(v + 2 * j)), q = _mm512_loadu_si512((const void *)(v + 2 * j + 8));
        const __m512i x = _mm512_permutex2var_epi64(p, even, q), y = _mm512_permutex2var_epi64(p, odd, q);
        /* as gg_tokens_key_inline: (x + y + 2C) << 31 | (x - y + 2C) >> 1, all terms >= 0 */
        const __m512i u = _mm512_add_epi64(_mm512_add_epi64(x, y), two_c);
        const __m512i w = _mm512_srli_epi64(_mm512_add_epi64(_mm512_sub_epi64(x, y), two_c), 1);
        const __m512i key = _mm512_or_si512(_mm512_slli_epi64(u, 31), w);
        const __mmask8 one = _mm512_test_epi64_mask(key, parity);
        const unsigned n1 = (unsigned)__builtin_popcount(one), n0 = 8 - n1;
        _mm512_mask_storeu_epi64(k + a, (__mmask8)((1u << n0) - 1), _mm512_maskz_compress_epi64((__mmask8)~one, key));
        /* class 1 from the end down in reading order, as one at a time: its keys reversed into
         * the top lanes of the 8 entries below k[b] (b >= 8: the chunk's room lies below it) */
        _mm512_mask_storeu_epi64(k + b - 8, (__mmask8)(0xff00u >> n1),
                                 _mm512_permutexvar_epi64(reverse, _mm512_maskz_compress_epi64(one, key)));
        a += n0;
        b -= n1;
    }
    *lo = a;
    *hi = b;
    return j;
}
#endif
#endif

static void store_keys(uint64_t *k, size_t cap, size_t *n0, size_t *n1, const int64_t *v, size_t got)
{
    size_t lo = *n0, hi = cap - *n1; /* the next free entries: k[lo], k[hi - 1] */
    size_t j = 0;
#ifdef KEYS_512
    if (got >= 8 && (gg_cpu_features() & GG_CPU_RUN512)) j = keys512(k, &lo, &hi, v, got);
#endif
    for (; j < got; j++) {
        /* the casts keep x and y: the reads bounded them by GG_TOKENS_MAX_COORD < 2^31 */
        uint64_t key = gg_tokens_key_inline((int32_t)v[2 * j], (int32_t)v[2 * j + 1]);
        size_t p = (size_t)(key >> 31 & 1);
        k[lo] = key;
        k[hi - 1] = key;
        lo += 1 - p;
        hi -= p;
    }
    *n0 = lo;
    *n1 = cap - hi;
}

/* Reads the coordinates of the next `want` points (want <= CHUNK) into v[0..2 got): as many
 * whole points as the hot path takes, else the next point through gg_read_int (which says
 * what is wrong, if anything); got >= 1 point on success.
 * `i` points were read before, of n declared (for the message of a short input). */
static gg_status read_chunk(gg_reader *r, int64_t *v, size_t want, int64_t i, int64_t n, size_t *got)
{
    const int64_t c = GG_TOKENS_MAX_COORD;
    if ((*got = gg_quick_groups(r, -c, c, v, 2, want, NULL, NULL)) > 0) return GG_OK;
    for (size_t k = 0; k < 2; k++) {
        gg_status s = gg_read_int(r, k ? "a token's y" : "a token's x", -c, c, &v[k]);
        gg_diag *d = gg_reader_diag(r);
        if (s != GG_OK) {
            /* a failed read leaves its token unread: at the end only if the input ended */
            if (k == 0 && gg_reader_at_end(r) && d && d->status == GG_EINPUT) {
                size_t len = strlen(d->msg); /* say why more was expected */
                snprintf(d->msg + len, sizeof d->msg - len, " (n = %lld tokens declared, %lld given)", (long long)n,
                         (long long)i);
            }
            return s;
        }
    }
    *got = 1;
    return GG_OK;
}

/* The read-ahead (solve with --threads N > 1): from AHEAD_MIN bytes of points on, a second
 * thread reads the points after the first '\n' past the middle (gg_tokens_read_ahead) while
 * this one reads up to that '\n'. If this one gets there after a whole point (a line "x y"
 * ends there), it stops the other and takes over the points that one has published, with
 * its place in the input: exactly what reading on would have given; it never waits for the
 * other thread there (a thread that did not run yet has published nothing), only at the end,
 * to join it. Else (other line breaks, more points given than declared) the other thread's
 * points are dropped and this one reads on. */
#ifdef GG_FUZZ_LIMITS
#define AHEAD_MIN ((size_t)64) /* the fuzzer's inputs are small: it must reach the read-ahead */
#else
#define AHEAD_MIN ((size_t)1 << 18)
#endif
#define POINT_MAX_BYTES 40 /* a point the hot path takes: 2 tokens of at most 19 bytes, 2 blanks */

typedef struct ahead_run {
    const gg_tokens_ahead_ops *ops;
    gg_tokens_ahead a;
    size_t from; /* the '\n' where a.t starts */
    int on;      /* the thread runs, or ran and was not joined yet */
    int stopped; /* it was told to stop */
} ahead_run;

void gg_tokens_read_ahead(gg_tokens_ahead *a)
{
    const int64_t c = GG_TOKENS_MAX_COORD;
    int64_t v[2 * CHUNK];
    size_t n0 = 0, n1 = 0;
    unsigned seq = 0;
    /* Publishing a mark in the slot the reader does not read, then its number; the reader
     * sets stop before it reads the number, so the slot it reads is never written again
     * (every atomic here is sequentially consistent). */
    while (!__atomic_load_n(&a->stop, __ATOMIC_SEQ_CST)) {
        size_t room = a->cap - n0 - n1, want = room < CHUNK ? room : CHUNK;
        size_t got = gg_quick_groups(&a->t, -c, c, v, 2, want, NULL, NULL); /* whole points only */
        if (got == 0) break;
        store_keys(a->k, a->cap, &n0, &n1, v, got);
        a->mark[(seq + 1) % 2] = (gg_tokens_ahead_mark){n0, n1, gg_reader_place_of(&a->t)};
        __atomic_store_n(&a->seq, ++seq, __ATOMIC_SEQ_CST);
        if (got < want) break; /* a token the hot path does not take: left to the loop */
    }
}

/* Starts the read-ahead of the points in r's window (all of the input) into k (n entries),
 * from the first '\n' past the middle; ar->on says whether it runs. */
static void ahead_start(gg_reader *r, ahead_run *ar, uint64_t *k, size_t n)
{
    ar->on = ar->stopped = 0;
    if (!gg_reader_split(r, &ar->a.t, &ar->from)) return;
    ar->a.k = k;
    ar->a.cap = n;
    ar->a.seq = 0;
    ar->a.stop = 0;
    ar->a.thread = NULL;
    ar->on = ar->ops->start(&ar->a);
}

/* Stops the read-ahead; with `take` (this thread is at its '\n' after a whole point), moves
 * the points it published next to this thread's (k: cap entries, *n0 and *n1 of each class
 * stored, len points in all, n declared) and r to where they end. Returns the points taken. */
static size_t ahead_stop(gg_reader *r, ahead_run *ar, int take, uint64_t *k, size_t cap, size_t *n0, size_t *n1,
                         size_t len, size_t n)
{
    gg_tokens_ahead *a = &ar->a;
    __atomic_store_n(&a->stop, 1, __ATOMIC_SEQ_CST);
    ar->stopped = 1;
    unsigned seq = __atomic_load_n(&a->seq, __ATOMIC_SEQ_CST);
    if (!take || seq == 0) return 0;
    gg_tokens_ahead_mark m = a->mark[seq % 2];
    size_t got = m.n0 + m.n1;
    if (got > n - len) return 0; /* more points than declared: read on */
    memcpy(k + *n0, a->k, m.n0 * sizeof *k);
    memcpy(k + cap - *n1 - m.n1, a->k + a->cap - m.n1, m.n1 * sizeof *k);
    *n0 += m.n0;
    *n1 += m.n1;
    gg_reader_resume(r, &m.at);
    return got;
}

/* Fewer points than `want` while the read-ahead runs, so that the hot path cannot pass its
 * '\n'; there or past it, stops it, and returns 0 if *took (the points taken over) > 0. */
static size_t ahead_want(gg_reader *r, ahead_run *ar, size_t want, uint64_t *k, size_t cap, size_t *n0,
                         size_t *n1, size_t len, size_t n, size_t *took)
{
    *took = 0;
    if (ar->stopped) return want;
    size_t pos = gg_reader_pos(r);
    if (pos >= ar->from) {
        *took = ahead_stop(r, ar, pos == ar->from, k, cap, n0, n1, len, n);
        return *took ? 0 : want;
    }
    size_t most = (ar->from - pos) / POINT_MAX_BYTES;
    return most < 1 ? 1 : most < want ? most : want;
}

/* Stops (if need be) and joins the read-ahead. */
static void ahead_join(ahead_run *ar)
{
    if (!ar->stopped) __atomic_store_n(&ar->a.stop, 1, __ATOMIC_SEQ_CST);
    ar->ops->join(&ar->a);
    ar->on = 0;
}

/* Reads the n points after n; stores either points (n1 == NULL) or keys into *data: then the
 * *len keys are split by class, the *len - *n1 of class 0 first, the *n1 of class 1 at the end.
 * ar: a read-ahead started (keys only), or NULL; joined before this returns. */
static gg_status read_points(gg_reader *r, int64_t n, size_t *n1, void **data, size_t *len, size_t *cap,
                             ahead_run *ar)
{
    int64_t v[2 * CHUNK];
    gg_status s = GG_OK;
    size_t n0 = 0, tail = 0;
    *len = 0;
    while (*len < (size_t)n) {
        size_t want = (size_t)n - *len < CHUNK ? (size_t)n - *len : CHUNK, got;
        if (ar && ar->on) {
            want = ahead_want(r, ar, want, *data, *cap, &n0, &tail, *len, (size_t)n, &got);
            *len += got;
            if (want == 0) continue;
        }
        if ((s = reserve(r, data, *len, tail, cap, want, (size_t)n)) != GG_OK) break;
        if ((s = read_chunk(r, v, want, (int64_t)*len, n, &got)) != GG_OK) break;
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
    if (ar && ar->on) ahead_join(ar);
    if (s != GG_OK) return s;
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
    if (s == GG_OK) s = read_points(r, n, NULL, &d, &set->n, &set->cap, NULL);
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

/* The keys and the sort's scratch in one block of 16 n bytes; from 128 KiB (n = 8192) to 8 MiB
 * rounded up to whole huge pages (2 MiB), aligned to them and offered to the kernel for huge
 * pages: one page fault instead of one per 4 KiB page (about 300 at the contest's n = 10^5;
 * from 128 KiB on, one huge page costs less than the small ones, as for the reader's window:
 * src/core/reader.c). Larger blocks take normal pages: at n = 10^7 (160 MB) huge pages cost
 * 0.1 to 0.4 s of system time in most runs on a loaded machine (docs/benchmarks.md). */
#define HUGE_FROM (GG_HUGE_PAGE / 16)
#define HUGE_MAX ((size_t)8 << 20)
static uint64_t *alloc_block(size_t n)
{
    size_t bytes = 2 * n * sizeof(uint64_t); /* n <= GG_TOKENS_MAX_N: no overflow */
    return bytes < HUGE_FROM || bytes > HUGE_MAX ? malloc(bytes) : gg_alloc_huge(bytes);
}

gg_status gg_tokens_read_keys(gg_reader *r, const gg_tokens_ahead_ops *ops, uint64_t **keys, uint64_t **tmp,
                              size_t *n, size_t *n0)
{
    ahead_run ar;
    ar.ops = ops;
    ar.on = 0;
    void *d = NULL;
    size_t cap = 0, n1 = 0;
    int64_t want;
    *n = 0;
    *tmp = NULL;
    gg_status s = read_n(r, &want);
    const size_t left = gg_reader_left(r), hint = gg_reader_left_hint(r);
    /* When the rest of the input is known (a memory reader, or a file read whole, or a regular
     * file's size at open: a hint) and can hold n points (4 bytes each at least: a blank, a
     * digit, a blank, a digit), the whole block at once; else the keys grow as they arrive
     * (reserve) and the count allocates its scratch. */
    if (s == GG_OK && hint != SIZE_MAX && (uint64_t)want <= hint / 4 + 1) {
        if (!(d = alloc_block((size_t)want))) return gg_diag_nomem(gg_reader_diag(r));
        cap = (size_t)want;
        *tmp = (uint64_t *)d + cap;
        if (ops && left != SIZE_MAX && left >= AHEAD_MIN) ahead_start(r, &ar, *tmp, cap);
    }
    if (s == GG_OK) s = read_points(r, want, &n1, &d, n, &cap, ar.on ? &ar : NULL);
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
