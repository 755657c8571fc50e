/* parallel.c: what the solve loop (loop.c) adds on N threads (--threads N > 1): for an input
 * the reader holds whole, of 256 KiB to 16 MiB, the split path at the end of this file (two
 * threads, each reading, counting and writing its part); for any other, the pipeline
 * itself (gg_batch_run) and the table (d >= 2) built by a task of its own (gg_task_start,
 * src/core/batch.h) while the main thread reads: after every run of queries the main thread
 * raises the size asked for to the largest coordinate read so far (random queries reach nearly
 * the largest size in their first run), and the task extends the table to it. The workers
 * read the table only while it is not being extended: a worker counts a batch once the table
 * covers the batch and no extension is pending, and the task extends only while no worker
 * counts (a readers count under one mutex). Meanwhile the main thread reads ahead as far as
 * the pipeline's ring of batches allows (2N + 1; a ring of 16 batches, tried, cost more in
 * page faults than it saved). If the task cannot be started, loop.c's main thread extends
 * the table itself. Not in the single file, which needs no pthread. */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE (huge.h) */
#include <pthread.h>
#include <stdlib.h>

#include "../../core/batch.h"
#include "../../core/huge.h"
#include "../../core/reader.h"
#include "internal.h"

struct lq_table_task {
    gg_task task;
    pthread_mutex_t mu;
    pthread_cond_t cv;    /* any of the fields below changed */
    uint64_t target;      /* the size asked for (the main thread raises it) */
    uint64_t built;       /* the size the table has (the task) */
    int readers;          /* workers counting with the table now */
    int quit;
    gg_status tstatus;    /* the task's error (out of memory) */
    gg_diag tdiag;        /* its message, the task's own */
    uint64_t asked;       /* the main thread's copy of target */
    gg_lamequeen_table *table;
};

/* The task: extends the table to the size asked for whenever no worker reads it. */
static void build(void *arg)
{
    lq_table_task *tt = arg;
    pthread_mutex_lock(&tt->mu);
    for (;;) {
        while (!tt->quit && !(tt->target > tt->built && tt->readers == 0)) pthread_cond_wait(&tt->cv, &tt->mu);
        if (tt->quit) break;
        uint64_t want = tt->target;
        pthread_mutex_unlock(&tt->mu);
        gg_status s = gg_lamequeen_table_extend(tt->table, want, &tt->tdiag);
        pthread_mutex_lock(&tt->mu);
        if (s != GG_OK) tt->tstatus = s;
        else tt->built = want;
        pthread_cond_broadcast(&tt->cv);
        if (s != GG_OK) break;
    }
    pthread_mutex_unlock(&tt->mu);
}

/* Main thread: asks the task for a table of size need. */
static void ask(lq_loop *r, uint64_t need)
{
    lq_table_task *tt = r->table_task;
    if (need <= tt->asked) return;
    tt->asked = need;
    pthread_mutex_lock(&tt->mu);
    tt->target = need;
    pthread_cond_broadcast(&tt->cv);
    pthread_mutex_unlock(&tt->mu);
}

/* A worker: waits until the table covers need and no extension is pending, then counts as a
 * reader. GG_ENOMEM if the table could not be built. */
static gg_status enter(lq_loop *r, uint64_t need, gg_diag *diag)
{
    lq_table_task *tt = r->table_task;
    pthread_mutex_lock(&tt->mu);
    while (tt->tstatus == GG_OK && (need > tt->built || tt->target > tt->built)) pthread_cond_wait(&tt->cv, &tt->mu);
    gg_status s = tt->tstatus;
    if (s == GG_OK) tt->readers++;
    pthread_mutex_unlock(&tt->mu);
    return s == GG_OK ? s : gg_diag_nomem(diag);
}

static void leave(lq_loop *r)
{
    lq_table_task *tt = r->table_task;
    pthread_mutex_lock(&tt->mu);
    if (--tt->readers == 0) pthread_cond_broadcast(&tt->cv);
    pthread_mutex_unlock(&tt->mu);
}

/* Starts the task; 0 if it cannot run (loop.c then extends the table itself). */
static int start(lq_loop *r)
{
    lq_table_task *tt = calloc(1, sizeof *tt);
    if (!tt) return 0;
    tt->table = r->sv.table;
    pthread_mutex_init(&tt->mu, NULL);
    pthread_cond_init(&tt->cv, NULL);
    if (!gg_task_start(&tt->task, build, tt)) {
        pthread_cond_destroy(&tt->cv);
        pthread_mutex_destroy(&tt->mu);
        free(tt);
        return 0;
    }
    r->table_task = tt;
    return 1;
}

static void stop(lq_loop *r)
{
    lq_table_task *tt = r->table_task;
    pthread_mutex_lock(&tt->mu);
    tt->quit = 1;
    pthread_cond_broadcast(&tt->cv);
    pthread_mutex_unlock(&tt->mu);
    gg_task_join(&tt->task);
    pthread_cond_destroy(&tt->cv);
    pthread_mutex_destroy(&tt->mu);
    free(tt);
    r->table_task = NULL;
}


/* ---- the split path: two threads over an input held whole in memory ------------------ */

/* A large input the reader holds whole (gg_reader_left) is answered by two threads, each
 * reading, counting and writing its own part (the pipeline above is for the rest: pipes and
 * files too large to be held). The main thread reads a first run of queries, which says how
 * large the table must be, and starts the helper, which builds it. Meanwhile the main thread
 * reads on (keeping the queries), about as far as the table takes to build (its share of the
 * work, ahead), and then splits what is left at its middle '\n' (gg_reader_split): the helper
 * reads, counts and writes the second half into memory, the main thread its first part
 * straight to the output. When the main thread gets to the split '\n' after a whole query,
 * it waits for the helper and writes its text, and its reader takes the helper's place
 * (gg_reader_resume): exactly what reading on would have given. Otherwise (a query the hot
 * path does not take, more queries than T, a line broken elsewhere) the helper's work is
 * dropped and the one-thread loop reads on from where the main thread is. Either thread may
 * extend the table, only while no other counts with it (a readers count under one mutex).
 * Two threads whatever N > 1: on inputs up to 16 MiB (the contest's are 2.5 MB) the reading
 * is most of the work, and it is split in two only. */
#define SPLIT_MIN ((size_t)1 << 18) /* bytes left: from here */
#define SPLIT_MAX ((size_t)1 << 24) /* to here; beyond, the pipeline counts on all N threads */
#define AHEAD_CAP ((size_t)1 << 16) /* queries kept while the table is built */
#define QUERY_MAX_BYTES 80          /* a query the hot path takes: 4 tokens of 19 bytes, 4 blanks */

typedef struct lq_split {
    gg_task task;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    lq_loop *r;
    gg_lamequeen_table *table; /* NULL for d = 1 */
    int readers, extending;    /* counting with the table; extending it */
    uint64_t need0;            /* the size the helper builds first */
    int ready;                 /* atomic: it did (or failed to) */
    int given, quit;           /* the helper's reader is set; or it has nothing to read */
    int stop;                  /* atomic: the main thread drops the helper's work */
    gg_reader t;               /* the helper's reader, from the split '\n' on */
    size_t from;               /* where the split '\n' is */
    gg_writer text;            /* the helper's answers */
    uint64_t done;             /* how many */
    gg_reader_place place;     /* where they end */
    gg_status status;
    gg_diag diag;
} lq_split;

/* The table covers need and this thread may count with it (until release). */
static gg_status acquire(lq_split *sp, uint64_t need, gg_diag *diag)
{
    if (!sp->table) return GG_OK;
    gg_status s = GG_OK;
    pthread_mutex_lock(&sp->mu);
    for (;;) {
        if (sp->extending) {
            pthread_cond_wait(&sp->cv, &sp->mu);
        } else if (gg_lamequeen_table_size(sp->table) >= need) {
            break;
        } else if (sp->readers) {
            pthread_cond_wait(&sp->cv, &sp->mu);
        } else {
            sp->extending = 1;
            pthread_mutex_unlock(&sp->mu);
            s = gg_lamequeen_table_extend(sp->table, need, diag);
            pthread_mutex_lock(&sp->mu);
            sp->extending = 0;
            pthread_cond_broadcast(&sp->cv);
            if (s != GG_OK) break;
        }
    }
    if (s == GG_OK) sp->readers++;
    pthread_mutex_unlock(&sp->mu);
    return s;
}

static void release(lq_split *sp)
{
    if (!sp->table) return;
    pthread_mutex_lock(&sp->mu);
    if (--sp->readers == 0) pthread_cond_broadcast(&sp->cv);
    pthread_mutex_unlock(&sp->mu);
}

static uint64_t run_need(const gg_lamequeen_rect *q, size_t n)
{
    uint64_t need = 0;
    for (size_t i = 0; i < n; i++) {
        if (q[i].x2 > need) need = q[i].x2;
        if (q[i].y2 > need) need = q[i].y2;
    }
    return need;
}

/* Counts and writes q[0..n) to w in runs; on a table that cannot grow, the queries before
 * the first it does not cover, then the error. */
static gg_status answer(lq_split *sp, gg_writer *w, const gg_lamequeen_rect *q, size_t n, gg_diag *diag)
{
    uint64_t c[LQ_RUN];
    for (size_t i = 0; i < n;) {
        size_t m = n - i < LQ_RUN ? n - i : LQ_RUN;
        gg_status s = acquire(sp, run_need(q + i, m), diag);
        if (s != GG_OK) { /* the table is broken: it no longer changes */
            size_t k = 0;
            while (k < m && run_need(q + i + k, 1) <= gg_lamequeen_table_size(sp->table)) k++;
            gg_lamequeen_count_run(sp->r, q + i, k, c);
            gg_lamequeen_write_fractions(w, c, q + i, k);
            return s;
        }
        gg_lamequeen_count_run(sp->r, q + i, m, c);
        release(sp);
        gg_lamequeen_write_fractions(w, c, q + i, m);
        i += m;
    }
    return GG_OK;
}

static void helper(void *arg)
{
    lq_split *sp = arg;
    gg_status s = GG_OK;
    if (sp->table && (s = acquire(sp, sp->need0, &sp->diag)) == GG_OK) release(sp);
    __atomic_store_n(&sp->ready, 1, __ATOMIC_RELEASE);
    pthread_mutex_lock(&sp->mu);
    while (!sp->given) pthread_cond_wait(&sp->cv, &sp->mu);
    int quit = sp->quit;
    pthread_mutex_unlock(&sp->mu);
    /* the answers in one block, made once (in huge pages from 512 KiB: gg_realloc_big), at
     * least as long as the helper's part of the input: an answer p/q, reduced, has q <= the
     * area, whose digits are about those of the query's sides (on the contest maxima the
     * answers are 0.38-0.49 of the queries' bytes). A hint only, and a page is made only when
     * written. Against a block grown from 256 bytes by doubling (a copy and fresh pages each
     * time), the contest maxima (d = 1, 2, 7, 16, 20) took 0.81-0.88 of the wall time
     * (bench/against.py, 21 rounds, 2026-11-27, a fresh 4 KiB page 12 us). */
    if (s == GG_OK && !quit) (void)gg_writer_reserve(&sp->text, gg_reader_left(&sp->t));
    gg_lamequeen_rect q[LQ_RUN];
    while (s == GG_OK && !quit && !__atomic_load_n(&sp->stop, __ATOMIC_RELAXED)) {
        size_t got = gg_lamequeen_read_rects_hot(&sp->t, &sp->r->h, q, LQ_RUN);
        if (got == 0) break;
        if ((s = answer(sp, &sp->text, q, got, &sp->diag)) != GG_OK) break;
        sp->done += got;
        sp->place = gg_reader_place_of(&sp->t);
    }
    sp->status = s != GG_OK ? s : sp->text.err;
}

static void give(lq_split *sp, int quit)
{
    pthread_mutex_lock(&sp->mu);
    sp->given = 1;
    sp->quit = quit;
    pthread_cond_broadcast(&sp->cv);
    pthread_mutex_unlock(&sp->mu);
}

/* The main thread's part; *kept holds the queries read and not yet answered (cap of them). */
static gg_status main_part(lq_split *sp, gg_lamequeen_rect **kept, size_t *nk, size_t *cap)
{
    lq_loop *r = sp->r;
    gg_reader *in = r->in;
    gg_status s = GG_OK;
    /* ahead: the share of the bytes left that takes about as long as building the table to
     * need0 (about 3 bytes of queries a coordinate, measured), at most half */
    size_t left = gg_reader_left(in), start = gg_reader_pos(in), ahead = 0;
    if (sp->table) ahead = sp->need0 < left / 6 ? (size_t)sp->need0 * 3 : left / 2;
    int split = 0;
    for (;;) {
        size_t pos = gg_reader_pos(in), most = LQ_RUN;
        if (!split && pos - start >= ahead) {
            split = gg_reader_split(in, &sp->t, &sp->from);
            give(sp, !split);
            if (!split) break;
        }
        if (split) {
            if (pos >= sp->from) break;
            most = (sp->from - pos) / QUERY_MAX_BYTES;
            most = most < 1 ? 1 : most < LQ_RUN ? most : LQ_RUN;
        }
        if (r->h.t - r->read < most) most = (size_t)(r->h.t - r->read);
        if (most == 0) break;
        if (*nk + most > *cap) { /* the table is not there yet: wait for it */
            if ((s = answer(sp, r->out, *kept, *nk, r->diag)) != GG_OK) return s;
            *nk = 0;
        }
        size_t got = gg_lamequeen_read_rects_hot(in, &r->h, *kept + *nk, most);
        if (got == 0) break;
        r->read += got;
        *nk += got;
        if (__atomic_load_n(&sp->ready, __ATOMIC_ACQUIRE)) {
            if ((s = answer(sp, r->out, *kept, *nk, r->diag)) != GG_OK) return s;
            *nk = 0;
        }
    }
    if (!split) give(sp, 1);
    s = answer(sp, r->out, *kept, *nk, r->diag); /* waits for the table if need be */
    *nk = 0;
    return s;
}

/* The split path, when the input suits it (*used set): every query it answers is written;
 * the one-thread loop then reads on from where the reader is left. */
static gg_status split_path(lq_loop *r, int *used)
{
    *used = 0;
    gg_reader *in = r->in;
    size_t left = gg_reader_left(in);
    if (left == SIZE_MAX || left < SPLIT_MIN || left > SPLIT_MAX || r->h.t - r->read < 2 * LQ_RUN) return GG_OK;
    lq_split *sp = calloc(1, sizeof *sp);
    size_t cap = AHEAD_CAP, nk = 0;
    gg_lamequeen_rect *kept = gg_alloc_big(cap * sizeof *kept, GG_BIG_FROM); /* 2 MiB: one huge page */
    if (!sp || !kept) {
        free(sp);
        free(kept);
        return GG_OK; /* the one-thread loop instead */
    }
    nk = gg_lamequeen_read_rects_hot(in, &r->h, kept, LQ_RUN);
    if (nk == 0) {
        free(sp);
        free(kept);
        return GG_OK;
    }
    *used = 1;
    r->read += nk;
    sp->r = r;
    sp->table = r->sv.table;
    sp->need0 = run_need(kept, nk);
    gg_writer_open_mem(&sp->text);
    pthread_mutex_init(&sp->mu, NULL);
    pthread_cond_init(&sp->cv, NULL);
    gg_status s;
    if (!gg_task_start(&sp->task, helper, sp)) {
        s = answer(sp, r->out, kept, nk, r->diag); /* no thread: this one answers */
    } else {
        s = main_part(sp, &kept, &nk, &cap);
        if (!sp->given) give(sp, 1); /* main_part failed before the split */
        int take = s == GG_OK && sp->given && !sp->quit && gg_reader_pos(in) == sp->from;
        if (!take) __atomic_store_n(&sp->stop, 1, __ATOMIC_RELAXED);
        gg_task_join(&sp->task);
        if (take && sp->status == GG_OK && sp->done > 0 && sp->done <= r->h.t - r->read) {
            size_t len;
            const char *p = gg_writer_data(&sp->text, &len);
            gg_write(r->out, p, len);
            r->read += sp->done;
            gg_reader_resume(in, &sp->place);
        }
    }
    gg_writer_close(&sp->text);
    pthread_cond_destroy(&sp->cv);
    pthread_mutex_destroy(&sp->mu);
    free(sp);
    free(kept);
    return s;
}

const lq_tasks gg_lamequeen_threads = {gg_batch_run, gg_batch_drain, start, ask, enter, leave, stop, split_path};
