/* parallel.c: the solve action's loop over the boards of a judge input. With --threads 1,
 * one loop: read a board, solve it in place (gg_go_solve_input), print its hash. With N > 1,
 * N worker threads, the output in board order and byte for byte that of one thread. Boards
 * of fewer than POOL_POINTS points are solved by the main thread alone until a larger one
 * comes; from that board on, the workers solve them all.
 *
 * The main thread reads the boards in order into a ring of N + 1 slots (so it reads the next
 * board while every worker solves) and prints each board's hash when the board's slot comes
 * round again, or at the end. Workers take the boards in order, each with its own solver.
 * Only the main thread reads and writes, so the reader, the writer and ctx->diag need no
 * lock. A solve error of board j is reported after the hashes of the boards before it, as
 * on one thread; a read error of a later board found first (reading runs ahead) would be
 * reported instead: the only solve errors of a board that was read are out of memory. */
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"
#include "split.h"

#define MAX_THREADS 256

enum { SLOT_FREE, SLOT_READY, SLOT_DONE };

typedef struct slot {
    gg_go_input in;
    uint32_t hash;
    gg_status status;
    gg_diag diag;
    int state;
} slot;

typedef struct pool {
    pthread_mutex_t mu;
    pthread_cond_t ready; /* a board was queued, or quit */
    pthread_cond_t done;  /* a board was solved */
    slot *slots;
    size_t nslots;
    int64_t next;   /* the next board a worker takes */
    int64_t queued; /* boards read and queued: 0 .. queued-1 */
    int quit;
} pool;

typedef struct worker {
    pool *p;
    gg_go_solver *sv;
    pthread_t tid;
} worker;

static void *work(void *arg)
{
    worker *wk = arg;
    pool *p = wk->p;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (!p->quit && p->next == p->queued) pthread_cond_wait(&p->ready, &p->mu);
        if (p->next == p->queued) break; /* quit, nothing left */
        slot *sl = &p->slots[(size_t)(p->next++ % (int64_t)p->nslots)];
        pthread_mutex_unlock(&p->mu);
        sl->status = gg_go_solve_input(wk->sv, &sl->in, &sl->diag);
        if (sl->status == GG_OK) sl->hash = gg_go_hash(wk->sv, &sl->in.board);
        pthread_mutex_lock(&p->mu);
        sl->state = SLOT_DONE;
        pthread_cond_broadcast(&p->done);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* Waits for board i (in its slot), frees the slot and, if print, prints its hash. */
static gg_status emit(gg_ctx *ctx, pool *p, int64_t i, int print)
{
    slot *sl = &p->slots[(size_t)(i % (int64_t)p->nslots)];
    pthread_mutex_lock(&p->mu);
    while (sl->state != SLOT_DONE) pthread_cond_wait(&p->done, &p->mu);
    sl->state = SLOT_FREE;
    pthread_mutex_unlock(&p->mu);
    if (!print) return GG_OK;
    if (sl->status != GG_OK) return gg_diag_set(ctx->diag, sl->status, "%s", sl->diag.msg);
    gg_write_u64(ctx->out, sl->hash);
    gg_write_char(ctx->out, '\n');
    return ctx->out->err;
}

/* Reads the t boards into the ring (the first one is already read: *first, which it takes),
 * queues them and prints the hashes in order. */
static gg_status feed(gg_ctx *ctx, pool *p, int64_t t, gg_go_input *first)
{
    gg_status rs = GG_OK, es = GG_OK; /* reading, printing */
    int64_t printed = 0;
    for (int64_t i = 0; i < t; i++) {
        if (i >= (int64_t)p->nslots && (es = emit(ctx, p, printed++, 1)) != GG_OK) break;
        slot *sl = &p->slots[(size_t)(i % (int64_t)p->nslots)];
        if (i == 0) {
            const gg_go_input tmp = sl->in;
            sl->in = *first;
            *first = tmp;
        } else if ((rs = gg_go_read_board(ctx->in, &sl->in)) != GG_OK) {
            break;
        }
        gg_diag_clear(&sl->diag);
        pthread_mutex_lock(&p->mu);
        sl->state = SLOT_READY;
        p->queued = i + 1;
        pthread_cond_signal(&p->ready);
        pthread_mutex_unlock(&p->mu);
    }
    /* The boards queued before a read error are printed (as one thread would have), none
     * after a board that failed. */
    while (printed < p->queued) {
        gg_status one = emit(ctx, p, printed++, es == GG_OK);
        if (es == GG_OK) es = one;
    }
    return es != GG_OK ? es : rs;
}

/* Starts up to n workers with a solver each; returns how many run (0: none, recorded). */
static int start(gg_ctx *ctx, pool *p, worker *wk, int n)
{
    int started = 0;
    for (int k = 0; k < n; k++) {
        wk[k].p = p;
        if (gg_go_solver_new(&wk[k].sv, NULL) != GG_OK) break;
        if (pthread_create(&wk[k].tid, NULL, work, &wk[k]) != 0) {
            gg_go_solver_free(wk[k].sv);
            break;
        }
        started++;
    }
    if (started == 0) gg_diag_set(ctx->diag, GG_ESYS, "go: cannot start a worker thread");
    return started;
}

/* Boards of fewer points are solved by the reading thread while no larger one has come: a
 * hand-over to a worker (a lock, a wake-up, another core's caches) costs more than solving
 * a small board (2500 boards of 2 x 2: 2.4 ms of cpu on one thread, 22 ms through two
 * workers), and a board of 2^16 points takes a few milliseconds. */
#define POOL_POINTS ((uint64_t)1 << 16)

/* One thread: read, solve, print, board after board, all t of them, or (big != NULL) until
 * a board of at least POOL_POINTS points is read: that one is left in *big and *done counts
 * the boards printed before it. */
static gg_status solve_each(gg_ctx *ctx, int64_t t, gg_go_input *big, int64_t *done)
{
    gg_go_solver *sv = NULL;
    gg_go_input in = {0};
    gg_status s = gg_go_solver_new(&sv, ctx->diag);
    int64_t i = 0;
    for (; i < t && s == GG_OK; i++) {
        s = gg_go_read_board(ctx->in, &in);
        if (s != GG_OK) break;
        if (big && (uint64_t)in.board.rows * in.board.cols >= POOL_POINTS) {
            *big = in;
            in = (gg_go_input){0};
            break;
        }
        if ((s = gg_go_solve_input(sv, &in, ctx->diag)) != GG_OK) break;
        gg_write_u64(ctx->out, gg_go_hash(sv, &in.board));
        gg_write_char(ctx->out, '\n');
        s = ctx->out->err;
    }
    if (done) *done = i;
    gg_go_input_fini(&in);
    gg_go_solver_free(sv);
    return s;
}

/* One large board on two threads (solve_one). The helper first has the pages of the words
 * made (zeroed by the kernel: on a 10^4 x 10^4 board 400 MB, as long as the rest of the
 * solve or several times longer), from the back, 2 MiB at a time, while this thread reads
 * the rows, moves them and writes the words from the front (pages it made first cost the helper a
 * look-up only); then it hashes the lower half of the rows while this thread hashes the
 * upper half. */
typedef struct helper {
    pthread_t tid;
    int running;         /* tid runs populate */
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

static void *populate(void *arg)
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
    return NULL;
}

static void *hash_lower(void *arg)
{
    helper *h = arg;
    h->d = gg_go_hash_rows(h->sv, h->half, h->rows, h->flags[1], h->buf[1], &h->m);
    return NULL;
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
    if (ok && pthread_create(&h->tid, NULL, hash_lower, h) == 0) {
        uint64_t m = 0;
        const uint64_t d = gg_go_hash_rows(sv, 0, h->half, h->flags[0], h->buf[0], &m);
        pthread_join(h->tid, NULL);
        hash = gg_go_hash_join(sv, d, m, h->d, h->m);
    } else {
        hash = gg_go_hash(sv, b);
    }
    for (int k = 0; k < 2; k++) {
        free(h->flags[k]);
        free(h->buf[k]);
    }
    return hash;
}

/* The boards that solve_one splits: 2^24 points (64 MiB of words) and more. */
#define SPLIT_POINTS ((uint64_t)1 << 24)

/* Called by the reader with the board's size, before it reads the rows: for a board of
 * SPLIT_POINTS or more, reserves the words and starts populate, which then runs while the
 * rows are read. */
static void sized(void *arg, uint32_t n)
{
    helper *h = arg;
    if ((uint64_t)n * n >= SPLIT_POINTS && (h->words = gg_go_solver_words(h->sv, n, n, &h->bytes)) != NULL)
        h->running = pthread_create(&h->tid, NULL, populate, h) == 0;
}

/* A single board, two threads allowed: as solve_each, with the helper above on a board of
 * SPLIT_POINTS or more. Same output. */
static gg_status solve_one(gg_ctx *ctx)
{
    gg_go_solver *sv = NULL;
    gg_go_input in = {0};
    helper h = {0};
    gg_status s = gg_go_solver_new(&sv, ctx->diag);
    h.sv = sv;
    if (s == GG_OK) s = gg_go_read_board_sized(ctx->in, &in, sized, &h);
    const int split = h.running;
    if (s == GG_OK) s = gg_go_solve_input(sv, &in, ctx->diag);
    if (h.running) pthread_join(h.tid, NULL);
    if (s == GG_OK) {
        gg_write_u64(ctx->out, split ? hash_split(&h, sv, &in.board) : gg_go_hash(sv, &in.board));
        gg_write_char(ctx->out, '\n');
        s = ctx->out->err;
    }
    gg_go_input_fini(&in);
    gg_go_solver_free(sv);
    return s;
}

gg_status gg_go_solve_threads(gg_ctx *ctx, int threads)
{
    int64_t t = 0;
    gg_status s = gg_go_read_count(ctx->in, &t);
    if (s != GG_OK) return s;
    if (threads <= 1 || t == 1) {
        s = threads > 1 ? solve_one(ctx) : solve_each(ctx, t, NULL, NULL);
        return s == GG_OK ? gg_read_end(ctx->in, "the last board") : s;
    }
    /* The workers start with the first board of POOL_POINTS points or more, if any. */
    gg_go_input big = {0};
    int64_t done = 0;
    s = solve_each(ctx, t, &big, &done);
    if (s != GG_OK || done == t) {
        gg_go_input_fini(&big);
        return s == GG_OK ? gg_read_end(ctx->in, "the last board") : s;
    }
    t -= done;
    if (threads > MAX_THREADS) threads = MAX_THREADS;
    pool p = {.nslots = (size_t)threads + 1};
    worker *wk = calloc((size_t)threads, sizeof *wk);
    p.slots = calloc(p.nslots, sizeof *p.slots);
    if (!wk || !p.slots) {
        free(wk);
        free(p.slots);
        gg_go_input_fini(&big);
        return gg_diag_nomem(ctx->diag);
    }
    pthread_mutex_init(&p.mu, NULL);
    pthread_cond_init(&p.ready, NULL);
    pthread_cond_init(&p.done, NULL);
    int started = start(ctx, &p, wk, threads);
    s = started > 0 ? feed(ctx, &p, t, &big) : ctx->diag->status;
    gg_go_input_fini(&big);
    pthread_mutex_lock(&p.mu);
    p.quit = 1;
    pthread_cond_broadcast(&p.ready);
    pthread_mutex_unlock(&p.mu);
    for (int k = 0; k < started; k++) {
        pthread_join(wk[k].tid, NULL);
        gg_go_solver_free(wk[k].sv);
    }
    for (size_t k = 0; k < p.nslots; k++) gg_go_input_fini(&p.slots[k].in);
    pthread_cond_destroy(&p.done);
    pthread_cond_destroy(&p.ready);
    pthread_mutex_destroy(&p.mu);
    free(wk);
    free(p.slots);
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last board");
    return s;
}
