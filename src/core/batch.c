/* batch.c: the ordered pipeline of batch.h and its side tasks. A ring of S job slots (S = 2N + 1
 * unless the ops say fewer): the main thread reads batch i into slot i mod S once batch i - S
 * has been written, so it reads ahead while the N workers solve; workers take the queued
 * batches in order, each with its own worker state. Slot states go FREE -> READY (queued by
 * the main thread) -> DONE (solved by a worker) -> FREE (written). */
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#include "batch.h"

#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

enum { SLOT_FREE, SLOT_READY, SLOT_DONE };

typedef struct slot {
    void *job;
    gg_status status;
    gg_diag diag;
    int state;
    int alone; /* workers_read: read by a thread that holds the reading lock until it is run (ops->alone) */
} slot;

struct gg_batch {
    const gg_batch_ops *ops;
    void *ctx;
    gg_diag *diag;
    pthread_mutex_t mu;
    pthread_cond_t ready; /* a batch was queued, or quit */
    pthread_cond_t done;  /* a batch was solved */
    slot *slots;
    size_t nslots;
    int64_t next;    /* the next batch a worker takes */
    int64_t queued;  /* batches queued: 0 .. queued-1 */
    int64_t written; /* batches written (or dropped after an error): 0 .. written-1 */
    gg_status werr;  /* the first error in input order among the batches written */
    int quit;
    /* ops->workers_read only (rw_*): */
    pthread_mutex_t rmu; /* reading: queued, rs, rdone */
    pthread_cond_t freed; /* a slot was written (and is free) */
    /* earlier_first: the read error, if any (both pipelines). A batch with a failed read is
     * the last one read, so an error met while writing a batch before it comes first in
     * input order: its message replaces the read's in the diag, as one thread would have
     * stopped there without reading on. */
    gg_status rs;
    int rdone;           /* no more to read (the input's end, a read error, a write error) */
    int writing;         /* a thread is writing (atomic) */
    int nwait;           /* threads waiting for a free slot (atomic) */
};

/* Where a new thread starts. Created plainly, a thread often waits on its creator's
 * processor while another one idles, until the scheduler moves it: on the development
 * machine (a virtual machine with 2 processors) about one start in three took 3 ms, the
 * creator's whole busy time in the test, against 0.03-0.09 ms otherwise. So each thread is
 * created bound to one processor, the creator's others in turn (spread_attr), and, once
 * running, given back all those the process may use (unbind): it starts at once and is not
 * tied afterwards. Where there is no such binding (not Linux, WebAssembly) or it fails,
 * threads are created plainly. */
#if defined(__linux__) && !defined(__EMSCRIPTEN__) && defined(CPU_SET)
typedef struct spread {
    cpu_set_t all; /* the processors the process may use, for the thread to get back */
    int bound;     /* the thread was created bound (so it unbinds) */
} spread;

/* Fills attr to bind a new thread to the (k+1)-th allowed processor after the caller's,
 * cyclically (the caller's own after all others; none if only one is allowed); returns 1 if
 * it did. */
static int spread_attr(pthread_attr_t *attr, spread *sp, int k)
{
    sp->bound = 0;
    const int me = sched_getcpu();
    if (me < 0 || sched_getaffinity(0, sizeof sp->all, &sp->all) != 0 || CPU_COUNT(&sp->all) < 2) return 0;
    int cpu = me, left = k % CPU_COUNT(&sp->all) + 1;
    while (left > 0) { /* the allowed processors after me, cyclically, me the last */
        cpu = (cpu + 1) % CPU_SETSIZE;
        if (CPU_ISSET(cpu, &sp->all)) left--;
    }
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    if (pthread_attr_init(attr) != 0) return 0;
    if (pthread_attr_setaffinity_np(attr, sizeof one, &one) != 0) {
        pthread_attr_destroy(attr);
        return 0;
    }
    return sp->bound = 1;
}

/* In the new thread, first: all the allowed processors back. */
static void unbind(const spread *sp)
{
    if (sp->bound) (void)pthread_setaffinity_np(pthread_self(), sizeof sp->all, &sp->all);
}

/* pthread_create, started on another processor (spread_attr); plainly if that fails. */
static int create_spread(pthread_t *tid, void *(*fn)(void *), void *arg, spread *sp, int k)
{
    pthread_attr_t attr;
    if (spread_attr(&attr, sp, k)) {
        const int e = pthread_create(tid, &attr, fn, arg);
        pthread_attr_destroy(&attr);
        if (e == 0) return 0;
        sp->bound = 0;
    }
    return pthread_create(tid, NULL, fn, arg);
}
#else
typedef struct spread {
    int bound;
} spread;
static void unbind(const spread *sp)
{
    (void)sp;
}
static int create_spread(pthread_t *tid, void *(*fn)(void *), void *arg, spread *sp, int k)
{
    (void)k;
    sp->bound = 0;
    return pthread_create(tid, NULL, fn, arg);
}
#endif

typedef struct worker {
    gg_batch *b;
    void *state; /* the ops' worker state */
    pthread_t tid;
    spread sp; /* how it was started (unbind) */
} worker;

int gg_cores(void)
{
    int n = 0;
#ifndef __EMSCRIPTEN__ /* the WebAssembly build (web/) has no affinity: sysconf answers */
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) n = CPU_COUNT(&set);
#endif
    if (n < 1) {
        long m = sysconf(_SC_NPROCESSORS_ONLN);
        n = m < 1 ? 1 : m > GG_BATCH_MAX_THREADS ? GG_BATCH_MAX_THREADS : (int)m;
    }
    return n > GG_BATCH_MAX_THREADS ? GG_BATCH_MAX_THREADS : n;
}

static void *work(void *arg)
{
    worker *wk = arg;
    gg_batch *b = wk->b;
    unbind(&wk->sp);
    pthread_mutex_lock(&b->mu);
    for (;;) {
        while (!b->quit && b->next == b->queued) pthread_cond_wait(&b->ready, &b->mu);
        if (b->next == b->queued) break; /* quit, nothing left */
        slot *sl = &b->slots[(size_t)(b->next++ % (int64_t)b->nslots)];
        pthread_mutex_unlock(&b->mu);
        gg_diag_clear(&sl->diag);
        sl->status = b->ops->run(b->ctx, wk->state, sl->job, &sl->diag);
        pthread_mutex_lock(&b->mu);
        sl->state = SLOT_DONE;
        pthread_cond_broadcast(&b->done);
    }
    pthread_mutex_unlock(&b->mu);
    return NULL;
}

/* Waits for the oldest batch not yet written, writes it (unless an error came before) and
 * frees its slot; a batch whose run failed is written, then its error recorded. */
static void write_oldest(gg_batch *b)
{
    slot *sl = &b->slots[(size_t)(b->written % (int64_t)b->nslots)];
    pthread_mutex_lock(&b->mu);
    while (sl->state != SLOT_DONE) pthread_cond_wait(&b->done, &b->mu);
    sl->state = SLOT_FREE;
    pthread_mutex_unlock(&b->mu);
    b->written++;
    if (b->werr != GG_OK) return;
    const gg_status ws = b->ops->write(b->ctx, sl->job);
    if ((sl->status != GG_OK || ws != GG_OK) && b->rs != GG_OK) gg_diag_clear(b->diag); /* see earlier_first */
    b->werr = sl->status != GG_OK ? gg_diag_set(b->diag, sl->status, "%s", sl->diag.msg) : ws;
}

gg_status gg_batch_drain(gg_batch *b)
{
    while (b->written < b->queued) write_oldest(b);
    return b->werr;
}

/* Queues batch i (in its slot). */
static void queue(gg_batch *b, int64_t i)
{
    pthread_mutex_lock(&b->mu);
    b->slots[(size_t)(i % (int64_t)b->nslots)].state = SLOT_READY;
    b->queued = i + 1;
    pthread_cond_signal(&b->ready);
    pthread_mutex_unlock(&b->mu);
}

/* Reads the batches from batch `from` on into the ring and queues them; returns the read
 * status. */
static gg_status feed(gg_batch *b, int64_t from, int more)
{
    gg_status rs = GG_OK;
    for (int64_t i = from; more && rs == GG_OK && b->werr == GG_OK; i++) {
        if (i - b->written >= (int64_t)b->nslots) write_oldest(b);
        if (b->werr != GG_OK) break;
        slot *sl = &b->slots[(size_t)(i % (int64_t)b->nslots)];
        rs = b->ops->read(b->ctx, b, sl->job, &more);
        b->rs = rs;
        if (b->werr != GG_OK) break; /* read drained and a write failed */
        queue(b, i);                 /* queued even after a read error: its items before it */
    }
    return rs;
}

static void worker_fini(gg_batch *b, worker *wk)
{
    if (b->ops->worker_fini) b->ops->worker_fini(wk->state);
    free(wk->state);
}

/* Starts up to n workers running fn, each with its state; returns how many run. */
static int start_fn(gg_batch *b, worker *wk, int n, void *(*fn)(void *))
{
    const gg_batch_ops *ops = b->ops;
    int started = 0;
    for (; started < n; started++) {
        worker *w = &wk[started];
        w->b = b;
        if (ops->worker_size && !(w->state = calloc(1, ops->worker_size))) break;
        if (ops->worker_init && ops->worker_init(b->ctx, w->state, NULL) != GG_OK) {
            worker_fini(b, w); /* as the one-thread loop does after a failed init */
            break;
        }
        if (create_spread(&w->tid, fn, w, &w->sp, started) != 0) {
            worker_fini(b, w);
            break;
        }
    }
    return started;
}

/* The jobs ops->inline_job keeps on the main thread (read into slot 0, run with the main
 * thread's own worker state me, written), until the input ends, an error, or a job it leaves
 * to the workers: that one is queued as batch 0 (*left = 1). Returns the first error. */
static gg_status run_inline(gg_batch *b, worker *me, int *left, int *more)
{
    const gg_batch_ops *ops = b->ops;
    void *job = b->slots[0].job;
    gg_status s = GG_OK;
    if (ops->worker_size && !(me->state = calloc(1, ops->worker_size))) return b->werr = gg_diag_nomem(b->diag);
    me->b = b; /* its state is finished at the end */
    if (ops->worker_init) s = ops->worker_init(b->ctx, me->state, b->diag);
    while (s == GG_OK && *more) {
        const gg_status rs = ops->read(b->ctx, b, job, more);
        if (rs == GG_OK && !ops->inline_job(b->ctx, job)) {
            queue(b, 0);
            *left = 1;
            break;
        }
        s = gg_batch_step(ops, b->ctx, me->state, job, rs, b->diag);
    }
    return b->werr = s;
}

/* ---- the pipeline whose threads read (ops->workers_read) -------------------------------
 * Slot states, atomic: FREE -> READY (read by a thread, which then solves it) -> DONE ->
 * FREE (written). Batch i is read only once batch i - S is written, so the slot of batch
 * `written` holds that batch or nothing read yet: its state alone says whether it can be
 * written. One thread writes at a time (the flag `writing`); a thread that marks its batch
 * DONE and finds another writing leaves it to that one, which looks again after it lets the
 * flag go (all sequentially consistent: either the marker takes the flag, or the writer's
 * second look sees the mark). */

/* Writes the batches that are next in order and solved, unless another thread is writing. */
static void rw_write(gg_batch *b)
{
    do {
        if (__atomic_exchange_n(&b->writing, 1, __ATOMIC_SEQ_CST)) return;
        for (;;) {
            const int64_t i = __atomic_load_n(&b->written, __ATOMIC_SEQ_CST);
            slot *sl = &b->slots[(size_t)(i % (int64_t)b->nslots)];
            if (__atomic_load_n(&sl->state, __ATOMIC_SEQ_CST) != SLOT_DONE) break;
            if (b->werr == GG_OK) {
                gg_status e = b->ops->write(b->ctx, sl->job);
                if (sl->status != GG_OK || e != GG_OK) { /* the diag is the reader's too: under its lock */
                    pthread_mutex_lock(&b->rmu);
                    if (b->rs != GG_OK) gg_diag_clear(b->diag); /* see earlier_first */
                    if (sl->status != GG_OK) e = gg_diag_set(b->diag, sl->status, "%s", sl->diag.msg);
                    pthread_mutex_unlock(&b->rmu);
                }
                __atomic_store_n(&b->werr, e, __ATOMIC_SEQ_CST);
            }
            __atomic_store_n(&sl->state, SLOT_FREE, __ATOMIC_SEQ_CST);
            __atomic_store_n(&b->written, i + 1, __ATOMIC_SEQ_CST);
            if (__atomic_load_n(&b->nwait, __ATOMIC_SEQ_CST)) { /* a reader waits for the slot */
                pthread_mutex_lock(&b->rmu);
                pthread_cond_broadcast(&b->freed);
                pthread_mutex_unlock(&b->rmu);
            }
        }
        __atomic_store_n(&b->writing, 0, __ATOMIC_SEQ_CST);
    } while (__atomic_load_n(&b->slots[(size_t)(__atomic_load_n(&b->written, __ATOMIC_SEQ_CST) %
                                                (int64_t)b->nslots)].state,
                             __ATOMIC_SEQ_CST) == SLOT_DONE);
}

/* Reads the next batch into its slot (once that is free); returns the slot, or NULL when
 * there is nothing more to read (or a write failed). A batch that ops->alone says 1 to is
 * returned with the reading lock still held (sl->alone), which rw_solve lets go once it has
 * run the batch. */
static slot *rw_read(gg_batch *b)
{
    pthread_mutex_lock(&b->rmu);
    __atomic_add_fetch(&b->nwait, 1, __ATOMIC_SEQ_CST); /* before the look: see rw_write */
    while (!b->rdone && b->queued - __atomic_load_n(&b->written, __ATOMIC_SEQ_CST) >= (int64_t)b->nslots)
        pthread_cond_wait(&b->freed, &b->rmu); /* another thread may read meanwhile */
    __atomic_sub_fetch(&b->nwait, 1, __ATOMIC_SEQ_CST);
    const int64_t i = b->queued;
    slot *sl = NULL;
    if (!b->rdone && __atomic_load_n(&b->werr, __ATOMIC_SEQ_CST) == GG_OK) {
        sl = &b->slots[(size_t)(i % (int64_t)b->nslots)];
        int more = 1;
        const gg_status rs = b->ops->read(b->ctx, NULL, sl->job, &more);
        b->queued = i + 1; /* even after a read error: its items before it */
        if (rs != GG_OK) b->rs = rs;
        if (rs != GG_OK || !more) b->rdone = 1;
        __atomic_store_n(&sl->state, SLOT_READY, __ATOMIC_SEQ_CST);
        sl->alone = b->ops->alone && b->ops->alone(b->ctx, sl->job);
        if (sl->alone) return sl; /* the lock is kept until the batch is run (rw_solve) */
    } else {
        b->rdone = 1;
    }
    pthread_mutex_unlock(&b->rmu);
    return sl;
}

/* Solves the batch in sl with the worker state (and lets the reading lock go if its read kept
 * it), then writes what is due. The lock goes before the write, which may take it. */
static void rw_solve(gg_batch *b, worker *wk, slot *sl)
{
    const int alone = sl->alone; /* read before DONE: from then on the slot may be written and read into again */
    sl->alone = 0;
    gg_diag_clear(&sl->diag);
    sl->status = b->ops->run(b->ctx, wk->state, sl->job, &sl->diag);
    __atomic_store_n(&sl->state, SLOT_DONE, __ATOMIC_SEQ_CST);
    if (alone) pthread_mutex_unlock(&b->rmu);
    rw_write(b);
}

static void *rw_work(void *arg)
{
    worker *wk = arg;
    gg_batch *b = wk->b;
    unbind(&wk->sp);
    for (slot *sl; (sl = rw_read(b)) != NULL;) rw_solve(b, wk, sl);
    return NULL;
}

/* The pipeline of ops->workers_read: threads - 1 workers and the calling thread (with the
 * worker state me, which run_inline may have made) read, solve and write; a batch 0 that
 * run_inline queued (left) is solved first by the calling thread. */
static gg_status rw_pipeline(gg_batch *b, worker *wk, worker *me, int threads, int left, int more)
{
    const gg_batch_ops *ops = b->ops;
    gg_status s = GG_OK;
    pthread_mutex_init(&b->rmu, NULL);
    pthread_cond_init(&b->freed, NULL);
    b->rdone = !more || b->werr != GG_OK;
    b->rs = GG_OK;
    if (!me->b) { /* the calling thread's worker state, unless run_inline made it */
        if (ops->worker_size && !(me->state = calloc(1, ops->worker_size))) {
            s = gg_diag_nomem(b->diag);
        } else {
            me->b = b; /* finished at the end (pipeline) */
            if (ops->worker_init) s = ops->worker_init(b->ctx, me->state, b->diag);
        }
    }
    int started = 0;
    if (s == GG_OK) {
        /* a batch 0 that run_inline queued and that must run alone: read under the lock, as
         * rw_read would have, which the workers then wait for */
        if (left && ops->alone && ops->alone(b->ctx, b->slots[0].job)) {
            pthread_mutex_lock(&b->rmu);
            b->slots[0].alone = 1;
        }
        if (!b->rdone) started = start_fn(b, wk, threads - 1, rw_work);
        if (left) rw_solve(b, me, &b->slots[0]);
        for (slot *sl; (sl = rw_read(b)) != NULL;) rw_solve(b, me, sl);
        for (int k = 0; k < started; k++) { /* every batch is written: see rw_write */
            pthread_join(wk[k].tid, NULL);
            worker_fini(b, &wk[k]);
        }
    }
    pthread_cond_destroy(&b->freed);
    pthread_mutex_destroy(&b->rmu);
    if (s != GG_OK) return s;
    return b->werr != GG_OK ? b->werr : b->rs;
}

static gg_status pipeline(gg_batch *b, int threads)
{
    worker *wk = calloc((size_t)threads + 1, sizeof *wk), *me = wk + threads;
    if (!wk) return gg_diag_nomem(b->diag);
    int more = 1, left = !b->ops->inline_job, started = 0;
    gg_status rs = b->ops->inline_job ? run_inline(b, me, &left, &more) : GG_OK;
    if (b->ops->workers_read) {
        if (!b->ops->inline_job) left = 0; /* nothing queued yet: the threads read from batch 0 */
        if (rs == GG_OK && (left || more)) rs = rw_pipeline(b, wk, me, threads, left, more);
        if (me->b) worker_fini(b, me);
        free(wk);
        return b->werr != GG_OK ? b->werr : rs;
    }
    if (left) started = start_fn(b, wk, threads, work);
    if (started > 0) rs = feed(b, b->queued, more);
    else b->queued = 0; /* no worker: a batch 0 queued by run_inline is dropped */
    gg_batch_drain(b);
    pthread_mutex_lock(&b->mu);
    b->quit = 1;
    pthread_cond_broadcast(&b->ready);
    pthread_mutex_unlock(&b->mu);
    for (int k = 0; k < started; k++) {
        pthread_join(wk[k].tid, NULL);
        worker_fini(b, &wk[k]);
    }
    if (me->b) worker_fini(b, me);
    free(wk);
    if (left && started == 0) return gg_diag_set(b->diag, GG_ESYS, "cannot start a worker thread");
    return b->werr != GG_OK ? b->werr : rs;
}

gg_status gg_batch_run(const gg_batch_ops *ops, void *ctx, int threads, gg_diag *diag)
{
    if (threads <= 1) return gg_batch_one(ops, ctx, diag);
    if (threads > GG_BATCH_MAX_THREADS) threads = GG_BATCH_MAX_THREADS;
    const size_t ahead = ops->ahead > 0 ? (size_t)ops->ahead : (size_t)threads + 1;
    gg_batch b = {.ops = ops, .ctx = ctx, .diag = diag, .nslots = (size_t)threads + ahead};
    b.slots = calloc(b.nslots, sizeof *b.slots);
    unsigned char *jobs = calloc(b.nslots, ops->job_size); /* nslots <= 513 small jobs */
    if (!b.slots || !jobs) {
        free(b.slots);
        free(jobs);
        return gg_diag_nomem(diag);
    }
    for (size_t k = 0; k < b.nslots; k++) b.slots[k].job = jobs + k * ops->job_size;
    pthread_mutex_init(&b.mu, NULL);
    pthread_cond_init(&b.ready, NULL);
    pthread_cond_init(&b.done, NULL);
    gg_status s = pipeline(&b, threads);
    for (size_t k = 0; k < b.nslots; k++) ops->fini(b.slots[k].job);
    pthread_cond_destroy(&b.done);
    pthread_cond_destroy(&b.ready);
    pthread_mutex_destroy(&b.mu);
    free(b.slots);
    free(jobs);
    return s;
}

typedef struct task_run {
    pthread_t tid;
    void (*fn)(void *);
    void *arg;
    spread sp;
} task_run;

static void *task_main(void *p)
{
    task_run *tr = p;
    unbind(&tr->sp);
    tr->fn(tr->arg);
    return NULL;
}

int gg_task_start(gg_task *t, void (*fn)(void *), void *arg)
{
    task_run *tr = malloc(sizeof *tr);
    t->thread = NULL;
    if (!tr) return 0;
    tr->fn = fn;
    tr->arg = arg;
    if (create_spread(&tr->tid, task_main, tr, &tr->sp, 0) != 0) {
        free(tr);
        return 0;
    }
    t->thread = tr;
    return 1;
}

void gg_task_join(gg_task *t)
{
    task_run *tr = t->thread;
    if (!tr) return;
    pthread_join(tr->tid, NULL);
    free(tr);
    t->thread = NULL;
}
