/* parallel.c: what the solve loop (loop.c) adds on N threads (--threads N > 1): the pipeline
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
#include <pthread.h>
#include <stdlib.h>

#include "../../core/batch.h"
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

const lq_tasks gg_lamequeen_threads = {gg_batch_run, gg_batch_drain, start, ask, enter, leave, stop};
