/* loop.c: the solve action's loop over the test cases, as ops of the one solve loop
 * (src/core/batch.h), which runs them on one thread or on the pipeline's N threads: read up
 * to JOB_CASES cases into a job (the loop's calls then cost little per case), solve them with
 * the worker's own solver (its state: worker_init/fini), write First or Second for each. */
#include "../../core/batch.h"
#include "internal.h"

#define JOB_CASES 64

typedef struct job {
    gg_template_case c[JOB_CASES];
    unsigned char first[JOB_CASES]; /* the answers */
    size_t n, solved;               /* cases read, solved */
} job;

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    gg_template_loop *r = arg;
    job *j = jv;
    gg_status s = GG_OK;
    (void)b;
    for (j->n = 0; j->n < JOB_CASES && r->read < r->t; j->n++, r->read++)
        if ((s = gg_template_read_case(r->ctx->in, &j->c[j->n], &r->total_n)) != GG_OK) break;
    *more = s == GG_OK && r->read < r->t;
    return s;
}

static gg_status job_run(void *arg, void *worker, void *jv, gg_diag *diag)
{
    job *j = jv;
    (void)arg;
    gg_status s = GG_OK;
    for (j->solved = 0; j->solved < j->n; j->solved++) {
        int first;
        if ((s = gg_template_solve(worker, &j->c[j->solved], &first, diag)) != GG_OK) break;
        j->first[j->solved] = (unsigned char)first;
    }
    return s;
}

static gg_status job_write(void *arg, void *jv)
{
    gg_template_loop *r = arg;
    const job *j = jv;
    for (size_t i = 0; i < j->solved; i++) gg_write_str(r->ctx->out, j->first[i] ? "First\n" : "Second\n");
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
