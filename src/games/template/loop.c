/* loop.c: the solve action's loop over the test cases, as ops of the one solve loop
 * (src/core/batch.h), which runs them on one thread or on the pipeline's N threads: read a
 * case into a job, solve it with the worker's own solver (its state: worker_init/fini), write
 * First or Second. A game whose cases are small reads several into a job when the loop runs
 * the pipeline (b != NULL in read), as Mimo's and Go's loop.c do. */
#include "../../core/batch.h"
#include "internal.h"

typedef struct job {
    gg_template_case c;
    int first, read; /* the answer; the case was read */
} job;

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    gg_template_loop *r = arg;
    job *j = jv;
    (void)b;
    gg_status s = gg_template_read_case(r->ctx->in, &j->c, &r->total_n);
    j->read = s == GG_OK;
    *more = s == GG_OK && ++r->read < r->t;
    return s;
}

static gg_status job_run(void *arg, void *worker, void *jv, gg_diag *diag)
{
    job *j = jv;
    (void)arg;
    if (!j->read) return GG_OK;
    gg_status s = gg_template_solve(worker, &j->c, &j->first, diag);
    j->read = s == GG_OK;
    return s;
}

static gg_status job_write(void *arg, void *jv)
{
    gg_template_loop *r = arg;
    const job *j = jv;
    if (j->read) gg_write_str(r->ctx->out, j->first ? "First\n" : "Second\n");
    return GG_OK;
}

static void job_fini(void *jv)
{
    (void)jv; /* a case holds no memory */
}

static gg_status worker_init(void *arg, void *worker, gg_diag *diag)
{
    (void)arg, (void)diag;
    gg_template_solver_init(worker);
    return GG_OK;
}

static void worker_fini(void *worker)
{
    gg_template_solver_fini(worker);
}

const gg_batch_ops gg_template_loop_ops = {.job_size = sizeof(job), .read = job_read, .run = job_run,
                                           .write = job_write, .fini = job_fini,
                                           .worker_size = sizeof(gg_template_solver),
                                           .worker_init = worker_init, .worker_fini = worker_fini};
