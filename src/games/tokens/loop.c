/* loop.c: the solve action as ops of the one solve loop (src/core/batch.h), run on one thread:
 * the input is one case, so one job: read every point's key (a large input's second half on a
 * second thread when the loop's context says so: format.c, parallel.c), count, print the
 * count. No pthread here: the single file runs these ops too. */
#include <stdlib.h>

#include "../../core/batch.h"
#include "internal.h"

typedef struct job {
    uint64_t *keys, *tmp, count;
    size_t n, n0;
    int read; /* the keys were read */
} job;

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    gg_tokens_loop *r = arg;
    job *j = jv;
    (void)b;
    *more = 0;
    gg_status s = gg_tokens_read_keys(r->ctx->in, r->ahead, &j->keys, &j->tmp, &j->n, &j->n0);
    gg_reader_release(r->ctx->in); /* the input read so far is not looked at again */
    j->read = s == GG_OK;
    return s;
}

static gg_status job_run(void *arg, void *worker, void *jv, gg_diag *diag)
{
    job *j = jv;
    (void)arg, (void)worker;
    if (!j->read) return GG_OK;
    gg_status s = gg_tokens_count_split(j->keys, j->tmp, j->n0, j->n, &j->count, diag);
    free(j->keys);
    j->keys = NULL;
    j->read = s == GG_OK;
    return s;
}

static gg_status job_write(void *arg, void *jv)
{
    gg_tokens_loop *r = arg;
    const job *j = jv;
    if (!j->read) return GG_OK;
    gg_write_u64(r->ctx->out, j->count);
    gg_write_char(r->ctx->out, '\n');
    return GG_OK;
}

static void job_fini(void *jv)
{
    job *j = jv;
    free(j->keys);
}

const gg_batch_ops gg_tokens_loop_ops = {.job_size = sizeof(job), .read = job_read, .run = job_run,
                                         .write = job_write, .fini = job_fini};
