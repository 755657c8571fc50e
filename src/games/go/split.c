/* split.c: a second thread on a board of GG_GO_LARGE_POINTS or more. The solve action on a
 * single board with two threads allowed (--threads N > 1 and T = 1) solves it as one thread
 * does (loop.c), with a second thread (a gg_task, src/core/batch.h) that has the words' pages
 * made while this thread reads the rows, then hashes half of the rows; on several boards and
 * N threads, loop.c has each large board's hash taken likewise (gg_go_finish_large). Same
 * output. Not in the single file (no pthread). */
#define _GNU_SOURCE /* MADV_POPULATE_WRITE */
#include <stdlib.h>
#include <sys/mman.h>

#include "../../core/batch.h"
#include "internal.h"
#include "split.h"

/* One large board on two threads (gg_go_solve_split). The helper first has the pages of the words
 * made (zeroed by the kernel: on a 10^4 x 10^4 board 400 MB, as long as the rest of the
 * solve or several times longer), from the back, 2 MiB at a time, while this thread reads
 * the rows, moves them and writes the words from the front (pages it made first cost the helper a
 * look-up only); then it hashes the lower half of the rows while this thread hashes the
 * upper half. */
typedef struct helper {
    gg_task task;
    int running;         /* task runs populate */
    gg_go_solver *sv;
    char *words;
    size_t bytes;
    uint32_t half;       /* the rows it hashes: half .. rows - 1 */
    uint32_t rows;
    uint8_t *flags[2];   /* a row of scratch for each thread (cols + 8 bytes and words) */
    uint32_t *buf[2];
    uint64_t d, m;       /* its part of the hash */
} helper;

#define POPULATE_STEP ((size_t)2 << 20)

static void populate(void *arg)
{
    const helper *h = arg;
#ifdef MADV_POPULATE_WRITE
    for (size_t end = h->bytes; end > 0;) {
        const size_t len = end % POPULATE_STEP ? end % POPULATE_STEP : POPULATE_STEP;
        end -= len;
        if (madvise(h->words + end, len, MADV_POPULATE_WRITE) != 0) break; /* advice only */
    }
#else
    (void)h; /* no such advice here (older kernel headers, WebAssembly): the solve makes the pages */
#endif
}

static void hash_lower(void *arg)
{
    helper *h = arg;
    h->d = gg_go_hash_rows(h->sv, h->half, h->rows, h->flags[1], h->buf[1], &h->m);
}

/* The hash of a solved board, the lower half of the rows on the helper's thread (the plain
 * gg_go_hash if the scratch or the thread cannot be had). */
static uint32_t hash_split(helper *h, gg_go_solver *sv, const gg_go_board *b)
{
    uint32_t hash = 0;
    int ok = 1;
    for (int k = 0; k < 2; k++) {
        h->flags[k] = calloc((size_t)b->cols + 8, 1);
        h->buf[k] = calloc((size_t)b->cols + 8, sizeof *h->buf[k]);
        ok &= h->flags[k] && h->buf[k];
    }
    h->sv = sv;
    h->rows = b->rows;
    h->half = b->rows / 2;
    if (ok && gg_task_start(&h->task, hash_lower, h)) {
        uint64_t m = 0;
        const uint64_t d = gg_go_hash_rows(sv, 0, h->half, h->flags[0], h->buf[0], &m);
        gg_task_join(&h->task);
        hash = gg_go_hash_join(sv, d, m, h->d, h->m);
    } else {
        hash = gg_go_hash(sv);
    }
    for (int k = 0; k < 2; k++) {
        free(h->flags[k]);
        free(h->buf[k]);
    }
    return hash;
}

uint32_t gg_go_finish_large(gg_go_solver *sv, gg_go_input *in)
{
    helper h = {0};
    const uint32_t hash = hash_split(&h, sv, &in->board);
    gg_go_solver_hand_back(sv, in);
    gg_go_input_fini(in);
    return hash;
}

/* Called by the reader with the board's size, before it reads the rows: for a board of
 * GG_GO_LARGE_POINTS or more, reserves the words and starts populate, which then runs while the
 * rows are read. */
static void sized(void *arg, uint32_t n)
{
    helper *h = arg;
    if ((uint64_t)n * n >= GG_GO_LARGE_POINTS && (h->words = gg_go_solver_words(h->sv, n, n, &h->bytes)) != NULL)
        h->running = gg_task_start(&h->task, populate, h);
}

/* A single board, two threads allowed: as one thread, with the helper above on a board of
 * GG_GO_LARGE_POINTS or more. Same output. */
gg_status gg_go_solve_split(gg_ctx *ctx, gg_go_pass pass)
{
    gg_go_solver *sv = NULL;
    gg_go_input in = {0};
    helper h = {0};
    gg_status s = gg_go_solver_new(&sv, ctx->diag);
    if (s == GG_OK) gg_go_solver_set_pass(sv, pass);
    h.sv = sv;
    if (s == GG_OK) s = gg_go_read_board_sized(ctx->in, &in, sized, &h);
    const int split = h.running;
    if (s == GG_OK) s = gg_go_solve_input(sv, &in, ctx->diag);
    if (h.running) gg_task_join(&h.task);
    if (s == GG_OK) {
        gg_write_u64(ctx->out, split ? hash_split(&h, sv, &in.board) : gg_go_hash(sv));
        gg_write_char(ctx->out, '\n');
        s = ctx->out->err;
    }
    gg_go_input_fini(&in);
    gg_go_solver_free(sv);
    return s;
}

