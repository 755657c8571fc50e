/* parallel.c: the solve action on N threads (--threads N > 1), through the shared ordered
 * pipeline (src/core/batch.h): the main thread reads 4096 queries a batch, a worker counts
 * them and writes their fractions into the batch's own memory writer, the main thread copies
 * each batch's text to the output in input order, byte for byte what one thread prints.
 *
 * The table (d >= 2) is built by a thread of its own while the main thread reads: after every
 * run of queries the main thread raises the size asked for to the largest coordinate read so
 * far (random queries reach nearly the largest size in their first run), and the table thread
 * extends the table to it. The workers read the table only while it is not being extended:
 * a worker counts a batch once the table covers the batch and no extension is pending, and
 * the table thread extends only while no worker counts (a readers count under one mutex).
 * Meanwhile the main thread reads ahead as far as the pipeline's ring of batches allows
 * (2N + 1; a ring of 16 batches, tried, cost more in page faults than it saved). If the
 * thread cannot be started, the main thread extends the table itself, after
 * every queued batch is written (gg_batch_drain), before queueing a batch that needs more. */
#include <pthread.h>

#include "../../core/batch.h"
#include "internal.h"

#define JOB_QUERIES 4096

typedef struct job {
    gg_lamequeen_rect q[JOB_QUERIES];
    size_t n;
    uint64_t need; /* the table size the batch's queries need */
    gg_writer text; /* the batch's answers */
    int open;
} job;

typedef struct run {
    gg_reader *in;
    gg_writer *out;
    gg_diag *diag;
    lq_input h;
    gg_lamequeen_solver sv;
    uint64_t read; /* queries read */
    /* the table thread (started: d >= 2 and pthread_create succeeded) */
    int started;
    pthread_t tid;
    pthread_mutex_t mu;
    pthread_cond_t cv;    /* any of the fields below changed */
    uint64_t target;      /* the size asked for (the main thread raises it) */
    uint64_t built;       /* the size the table has (the table thread) */
    int readers;          /* workers counting with the table now */
    int quit;
    gg_status tstatus;    /* the table thread's error (out of memory) */
    gg_diag tdiag;        /* its message, the table thread's own */
    uint64_t asked;       /* the main thread's copy of target */
} run;

/* The table thread: extends the table to the size asked for whenever no worker reads it. */
static void *build(void *arg)
{
    run *r = arg;
    pthread_mutex_lock(&r->mu);
    for (;;) {
        while (!r->quit && !(r->target > r->built && r->readers == 0)) pthread_cond_wait(&r->cv, &r->mu);
        if (r->quit) break;
        uint64_t want = r->target;
        pthread_mutex_unlock(&r->mu);
        gg_status s = gg_lamequeen_table_extend(r->sv.table, want, &r->tdiag);
        pthread_mutex_lock(&r->mu);
        if (s != GG_OK) r->tstatus = s;
        else r->built = want;
        pthread_cond_broadcast(&r->cv);
        if (s != GG_OK) break;
    }
    pthread_mutex_unlock(&r->mu);
    return NULL;
}

/* Main thread: asks the table thread for a table of size need. */
static void ask(run *r, uint64_t need)
{
    if (need <= r->asked) return;
    r->asked = need;
    pthread_mutex_lock(&r->mu);
    r->target = need;
    pthread_cond_broadcast(&r->cv);
    pthread_mutex_unlock(&r->mu);
}

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    run *r = arg;
    job *j = jv;
    gg_status s = GG_OK;
    uint64_t need = 0;
    if (!j->open) {
        gg_writer_open_mem(&j->text);
        j->open = 1;
    }
    j->n = 0;
    while (r->read < r->h.t && j->n < JOB_QUERIES) {
        gg_lamequeen_rect *q = &j->q[j->n];
        size_t got, room = JOB_QUERIES - j->n < LQ_RUN ? JOB_QUERIES - j->n : LQ_RUN;
        if (r->h.t - r->read < room) room = (size_t)(r->h.t - r->read);
        if ((s = lq_read_rects(r->in, &r->h, r->read + 1, q, room, &got)) != GG_OK) break;
        for (size_t i = 0; i < got; i++) {
            if (q[i].x2 > need) need = q[i].x2;
            if (q[i].y2 > need) need = q[i].y2;
        }
        j->n += got;
        r->read += got;
        if (r->started) ask(r, need);
    }
    *more = r->read < r->h.t;
    j->need = need;
    if (!r->started && r->sv.table && need > gg_lamequeen_table_size(r->sv.table)) {
        gg_status ds = gg_batch_drain(b);
        if (ds != GG_OK) return ds;
        gg_status es = gg_lamequeen_table_extend(r->sv.table, need, r->diag);
        if (es != GG_OK) {
            j->n = 0; /* out of memory: this batch's answers are dropped */
            return es;
        }
    }
    return s;
}

/* A worker, with the table thread: waits until the table covers need and no extension is
 * pending, then counts as a reader. GG_ENOMEM if the table could not be built. */
static gg_status enter(run *r, uint64_t need, gg_diag *diag)
{
    pthread_mutex_lock(&r->mu);
    while (r->tstatus == GG_OK && (need > r->built || r->target > r->built)) pthread_cond_wait(&r->cv, &r->mu);
    gg_status s = r->tstatus;
    if (s == GG_OK) r->readers++;
    pthread_mutex_unlock(&r->mu);
    return s == GG_OK ? s : gg_diag_nomem(diag);
}

static void leave(run *r)
{
    pthread_mutex_lock(&r->mu);
    if (--r->readers == 0) pthread_cond_broadcast(&r->cv);
    pthread_mutex_unlock(&r->mu);
}

static gg_status job_run(void *arg, void *jv, gg_diag *diag)
{
    run *r = arg;
    job *j = jv;
    gg_status s = GG_OK;
    j->text.len = 0;
    if (r->started && j->n > 0 && (s = enter(r, j->need, diag)) != GG_OK) return s;
    uint64_t c[JOB_QUERIES]; /* the table covers the batch: counted without extending it */
    if (r->sv.table) lq_table_count_rects(r->sv.table, j->q, j->n, c);
    else for (size_t i = 0; i < j->n; i++) c[i] = gg_lamequeen_wythoff_count_rect(&j->q[i]);
    if (r->started && j->n > 0) leave(r);
    for (size_t i = 0; i < j->n; i++) lq_write_fraction(&j->text, c[i], &j->q[i]);
    return j->text.err == GG_OK ? GG_OK : gg_diag_nomem(diag);
}

static gg_status job_write(void *arg, void *jv)
{
    run *r = arg;
    job *j = jv;
    size_t len;
    const char *p = gg_writer_data(&j->text, &len);
    gg_write(r->out, p, len);
    return GG_OK; /* as on one thread, a write error stays in the writer until it closes */
}

static void job_fini(void *jv)
{
    job *j = jv;
    if (j->open) gg_writer_close(&j->text);
}

/* Starts the table thread (d >= 2); r->started says whether it runs. */
static void start_table(run *r)
{
    if (!r->sv.table) return;
    pthread_mutex_init(&r->mu, NULL);
    pthread_cond_init(&r->cv, NULL);
    r->started = pthread_create(&r->tid, NULL, build, r) == 0;
    if (!r->started) {
        pthread_cond_destroy(&r->cv);
        pthread_mutex_destroy(&r->mu);
    }
}

static void stop_table(run *r)
{
    if (!r->started) return;
    pthread_mutex_lock(&r->mu);
    r->quit = 1;
    pthread_cond_broadcast(&r->cv);
    pthread_mutex_unlock(&r->mu);
    pthread_join(r->tid, NULL);
    pthread_cond_destroy(&r->cv);
    pthread_mutex_destroy(&r->mu);
}

gg_status lq_solve_threads(gg_reader *in, gg_writer *out, int threads, gg_diag *diag)
{
    static const gg_batch_ops ops = {sizeof(job), job_read, job_run, job_write, job_fini};
    run r = {.in = in, .out = out, .diag = diag};
    gg_status s = lq_read_header(in, UINT64_MAX, NULL, &r.h);
    if (s != GG_OK) return s;
    if ((s = gg_lamequeen_solver_init(&r.sv, r.h.d, diag)) != GG_OK) return s;
    start_table(&r);
    s = gg_batch_run(&ops, &r, threads, diag);
    stop_table(&r);
    if (s == GG_OK) s = gg_read_end(in, "the last query");
    gg_lamequeen_solver_fini(&r.sv);
    return s;
}
