/* loop.c: gg_batch_one (batch.h), the solve loop on the calling thread alone: read a batch,
 * solve it, write it, until the input says no more. No pthread: the single files of
 * `gridgames <game> source` (tools/amalgamate.py) run their solve action's ops through it. */
#include <stdlib.h>

#include "batch.h"

gg_status gg_batch_step(const gg_batch_ops *ops, void *ctx, void *worker, void *job, gg_status rs, gg_diag *diag)
{
    gg_diag d;
    gg_diag_clear(&d);
    const gg_status js = ops->run(ctx, worker, job, &d);
    const gg_status ws = ops->write(ctx, job);
    /* as the pipeline reports them: the run's error, the write's, then the read's */
    return js != GG_OK ? gg_diag_set(diag, js, "%s", d.msg) : ws != GG_OK ? ws : rs;
}

gg_status gg_batch_one(const gg_batch_ops *ops, void *ctx, gg_diag *diag)
{
    void *job = calloc(1, ops->job_size);
    void *worker = ops->worker_size ? calloc(1, ops->worker_size) : NULL;
    if (!job || (ops->worker_size && !worker)) {
        free(job);
        free(worker);
        return gg_diag_nomem(diag);
    }
    gg_status s = ops->worker_init ? ops->worker_init(ctx, worker, diag) : GG_OK;
    for (int more = s == GG_OK; more && s == GG_OK;) {
        const gg_status rs = ops->read(ctx, NULL, job, &more);
        s = gg_batch_step(ops, ctx, worker, job, rs, diag);
    }
    if (ops->worker_fini) ops->worker_fini(worker);
    ops->fini(job);
    free(worker);
    free(job);
    return s;
}
