/* batch.h (private): the ordered pipeline behind the multi-case solve actions' --threads N
 * (Mimo's test cases, Lame queen's queries). The calling (main) thread reads the input batch
 * after batch into a ring of job slots, N worker threads solve the batches, and the main
 * thread writes each batch's answers in input order: the output is byte for byte that of one
 * thread. Only the main thread reads and writes, so the reader, the writer and the diag need
 * no lock; a worker touches only its job and what the game's ops say is shared read-only.
 *
 * Errors: a batch whose reading failed (read returns non-OK) is still solved and written up to
 * its last complete item, then the read error is returned, as one thread reading, solving and
 * writing item after item would have done. A job's own error (run sets job status) is
 * returned when its turn to be written comes, after the batches before it. */
#ifndef GG_CORE_BATCH_H
#define GG_CORE_BATCH_H

#include <stddef.h>

#include <gridgames/error.h>

typedef struct gg_batch gg_batch;

typedef struct gg_batch_ops {
    size_t job_size; /* bytes of one job (zeroed before first use) */
    /* Main thread: fills job with the next batch of items. Sets *more to 0 after the last
     * item of the input. May call gg_batch_drain(b) before changing state the workers read. */
    gg_status (*read)(void *ctx, gg_batch *b, void *job, int *more);
    /* A worker: solves the job's items; its status, if not OK, is returned by write's turn. */
    gg_status (*run)(void *ctx, void *job, gg_diag *diag);
    /* Main thread: writes the job's answers. */
    gg_status (*write)(void *ctx, void *job);
    /* Frees what a job holds (at the end, for every slot). */
    void (*fini)(void *job);
} gg_batch_ops;

/* The processors this process may run on (at least 1, at most GG_BATCH_MAX_THREADS). */
int gg_cores(void);
#define GG_BATCH_MAX_THREADS 256

/* Runs the pipeline with `threads` workers (>= 1) until read says no more or anything fails;
 * returns the first error in input order. ctx is the game's, passed to every op. */
gg_status gg_batch_run(const gg_batch_ops *ops, void *ctx, int threads, gg_diag *diag);

/* From read: waits until every batch queued so far is solved and written (after which no
 * worker reads the game's shared state until the next batch is queued). Returns the first
 * error met while writing them. */
gg_status gg_batch_drain(gg_batch *b);

#endif
