/* batch.c: the ordered pipeline of batch.h. A ring of 2N + 1 job slots: the main thread reads
 * batch i into slot i mod (2N + 1) once batch i - (2N + 1) has been written, so it reads ahead
 * while the N workers solve; workers take the queued batches in order. Slot states go
 * FREE -> READY (queued by the main thread) -> DONE (solved by a worker) -> FREE (written). */
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
};

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
    gg_batch *b = arg;
    pthread_mutex_lock(&b->mu);
    for (;;) {
        while (!b->quit && b->next == b->queued) pthread_cond_wait(&b->ready, &b->mu);
        if (b->next == b->queued) break; /* quit, nothing left */
        slot *sl = &b->slots[(size_t)(b->next++ % (int64_t)b->nslots)];
        pthread_mutex_unlock(&b->mu);
        gg_diag_clear(&sl->diag);
        sl->status = b->ops->run(b->ctx, sl->job, &sl->diag);
        pthread_mutex_lock(&b->mu);
        sl->state = SLOT_DONE;
        pthread_cond_broadcast(&b->done);
    }
    pthread_mutex_unlock(&b->mu);
    return NULL;
}

/* Waits for the oldest batch not yet written, writes it (unless an error came before) and
 * frees its slot. */
static void write_oldest(gg_batch *b)
{
    slot *sl = &b->slots[(size_t)(b->written % (int64_t)b->nslots)];
    pthread_mutex_lock(&b->mu);
    while (sl->state != SLOT_DONE) pthread_cond_wait(&b->done, &b->mu);
    sl->state = SLOT_FREE;
    pthread_mutex_unlock(&b->mu);
    b->written++;
    if (b->werr != GG_OK) return;
    if (sl->status != GG_OK) b->werr = gg_diag_set(b->diag, sl->status, "%s", sl->diag.msg);
    else b->werr = b->ops->write(b->ctx, sl->job);
}

gg_status gg_batch_drain(gg_batch *b)
{
    while (b->written < b->queued) write_oldest(b);
    return b->werr;
}

/* Reads the batches into the ring and queues them; returns the read status. */
static gg_status feed(gg_batch *b)
{
    gg_status rs = GG_OK;
    int more = 1;
    for (int64_t i = 0; more && rs == GG_OK && b->werr == GG_OK; i++) {
        if (i - b->written >= (int64_t)b->nslots) write_oldest(b);
        if (b->werr != GG_OK) break;
        slot *sl = &b->slots[(size_t)(i % (int64_t)b->nslots)];
        rs = b->ops->read(b->ctx, b, sl->job, &more);
        if (b->werr != GG_OK) break; /* read drained and a write failed */
        pthread_mutex_lock(&b->mu);  /* queued even after a read error: its items before it */
        sl->state = SLOT_READY;
        b->queued = i + 1;
        pthread_cond_signal(&b->ready);
        pthread_mutex_unlock(&b->mu);
    }
    return rs;
}

/* Starts up to n workers; returns how many run. */
static int start(gg_batch *b, pthread_t *tid, int n)
{
    int started = 0;
    while (started < n && pthread_create(&tid[started], NULL, work, b) == 0) started++;
    return started;
}

static gg_status pipeline(gg_batch *b, int threads)
{
    pthread_t *tid = calloc((size_t)threads, sizeof *tid);
    if (!tid) return gg_diag_nomem(b->diag);
    int started = start(b, tid, threads);
    gg_status rs = started > 0 ? feed(b) : GG_OK;
    gg_batch_drain(b);
    pthread_mutex_lock(&b->mu);
    b->quit = 1;
    pthread_cond_broadcast(&b->ready);
    pthread_mutex_unlock(&b->mu);
    for (int k = 0; k < started; k++) pthread_join(tid[k], NULL);
    free(tid);
    if (started == 0) return gg_diag_set(b->diag, GG_ESYS, "cannot start a worker thread");
    return b->werr != GG_OK ? b->werr : rs;
}

gg_status gg_batch_run(const gg_batch_ops *ops, void *ctx, int threads, gg_diag *diag)
{
    if (threads < 1) threads = 1;
    if (threads > GG_BATCH_MAX_THREADS) threads = GG_BATCH_MAX_THREADS;
    gg_batch b = {.ops = ops, .ctx = ctx, .diag = diag, .nslots = 2 * (size_t)threads + 1};
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
