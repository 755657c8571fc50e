/* batch.h (private): the one solve loop of the multi-case solve actions (Go's boards, Mimo's
 * test cases, Lame queen's queries, the template's cases) and the one place threads are made.
 *
 * A game fills a gg_batch_ops: read a batch of items into a job, solve a job with a worker's
 * state, write a job's answers. gg_batch_run runs it on one thread (read, solve, write, job
 * after job: gg_batch_one, loop.c, which needs no pthread and so serves the single files too)
 * or, with N > 1 threads, as the ordered pipeline (batch.c): the calling (main) thread reads
 * the input batch after batch into a ring of job slots, N worker threads solve the batches,
 * each with its own worker state, and the main thread writes each batch's answers in input
 * order: the output is byte for byte that of one thread. Only the main thread reads and
 * writes, so the reader, the writer and the diag need no lock; a worker touches only its job,
 * its worker state and what the game's ops say is shared read-only. (With workers_read, any
 * of the N threads reads and writes: see there.)
 *
 * Errors: a batch whose reading failed (read returns non-OK) is still solved and written up to
 * its last complete item, then the read error is returned, as one thread reading, solving and
 * writing item after item would have done. A job whose run failed is still written (write
 * writes the items solved before the failure), then the run's error is returned, after the
 * batches before it.
 *
 * Besides the pipeline, gg_task_start/gg_task_join run one function on a thread of its own
 * (Tokens' read-ahead, Lame queen's table, the second thread on one large Go board). */
#ifndef GG_CORE_BATCH_H
#define GG_CORE_BATCH_H

#include <stddef.h>

#include <gridgames/error.h>

typedef struct gg_batch gg_batch;

typedef struct gg_batch_ops {
    size_t job_size; /* bytes of one job (zeroed before first use) */
    /* Main thread: fills job with the next batch of items. Sets *more to 0 after the last
     * item of the input. b is NULL on one thread; with the pipeline, read may call
     * gg_batch_drain(b) before changing state the workers read. */
    gg_status (*read)(void *ctx, gg_batch *b, void *job, int *more);
    /* A worker (on one thread, the caller): solves the job's items with its worker state;
     * its status, if not OK, is returned once the job is written. */
    gg_status (*run)(void *ctx, void *worker, void *job, gg_diag *diag);
    /* Main thread: writes the job's answers (those solved, if run failed). */
    gg_status (*write)(void *ctx, void *job);
    /* Frees what a job holds (at the end, for every slot). */
    void (*fini)(void *job);
    /* Optional: bytes of one worker's state (zeroed), made by worker_init (NULL: none) before
     * the worker's first job and freed by worker_fini (NULL: none) after its last. */
    size_t worker_size;
    gg_status (*worker_init)(void *ctx, void *worker, gg_diag *diag);
    void (*worker_fini)(void *worker);
    /* Slots in the pipeline's ring beyond one per worker (0: N + 1, a ring of 2N + 1, so that
     * the main thread reads ahead while every worker solves); a game whose batches are large
     * (Go's boards) keeps it at 1. */
    int ahead;
    /* Optional: with N threads, a job read before any worker started for which this says 1 is
     * run and written by the main thread itself (with a worker state of its own), as on one
     * thread: jobs too small to pay for a hand-over to another core (Go's small boards). The
     * workers start with the first job it says 0 to, and take every job from there on. */
    int (*inline_job)(void *ctx, const void *job);
    /* Optional: 1 for the pipeline without a reading thread of its own: N threads (the
     * calling one and N - 1 workers) each read the next batch (under a lock, in input order),
     * solve it, and write every batch that is next in order and solved (one thread at a
     * time). No thread then waits on a reader that is not running: with a reader of its own
     * beside N busy workers, N + 1 threads share N processors, and the reader, asleep
     * between batches, was seen to wait milliseconds for a processor (docs/design.md,
     * Threads). read is then called with b NULL (no gg_batch_drain), from any of the
     * threads, one at a time, and write likewise, but a read and a write may run at the same
     * time: they must touch disjoint state of the game's (Go: the reader and the output),
     * and write must not set the diag (the pipeline sets it for a failed run, under the
     * reading lock). For games whose batches take far longer to solve than to read (Go's
     * boards). */
    int workers_read;
    /* Optional, with workers_read only: 1 for a job to be solved with no batch read from its
     * read to the end of its run. The thread that read it keeps the reading lock until it
     * has run it, so the other threads finish the batches they hold and then wait; two such
     * jobs never run at once. What the job still holds after its run, until it is written,
     * is the game's business (Go's boards of 2^24 points or more: their run frees their grid,
     * so that the memory of such boards does not grow with the threads). */
    int (*alone)(void *ctx, const void *job);
} gg_batch_ops;

/* The processors this process may run on (at least 1, at most GG_BATCH_MAX_THREADS). */
int gg_cores(void);
#define GG_BATCH_MAX_THREADS 256

/* Runs the ops with `threads` workers (>= 1; 1: gg_batch_one) until read says no more or
 * anything fails; returns the first error in input order. ctx is the game's, passed to every
 * op. */
gg_status gg_batch_run(const gg_batch_ops *ops, void *ctx, int threads, gg_diag *diag);

/* The same on the calling thread alone: read, run, write, job after job (loop.c). */
gg_status gg_batch_one(const gg_batch_ops *ops, void *ctx, gg_diag *diag);

/* One step of either loop, after read returned rs for job: runs the job with the worker
 * state, writes it, and returns the run's error, else the write's, else rs (loop.c). */
gg_status gg_batch_step(const gg_batch_ops *ops, void *ctx, void *worker, void *job, gg_status rs, gg_diag *diag);

/* From read, with the pipeline: waits until every batch queued so far is solved and written
 * (after which no worker reads the game's shared state until the next batch is queued).
 * Returns the first error met while writing them. */
gg_status gg_batch_drain(gg_batch *b);

/* One function on a thread of its own: gg_task_start returns 1 if fn(arg) was started on a
 * thread (then gg_task_join must wait for it), 0 if no thread could be had (fn did not run). */
typedef struct gg_task {
    void *thread; /* the thread, while it runs */
} gg_task;
int gg_task_start(gg_task *t, void (*fn)(void *), void *arg);
void gg_task_join(gg_task *t);

#endif
