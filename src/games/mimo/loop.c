/* loop.c: the solve action's loop over the test cases of a judge input, as ops of the one solve
 * loop (src/core/batch.h): on one thread a case at a time (read, decide, print); on N threads
 * (--threads N > 1) the main thread reads up to 256 cases or 16384 tokens a batch, a worker
 * decides each case, the main thread prints "Mimo"/"Yuyu" in input order, byte for byte what
 * one thread prints. A batch keeps its cases' arrays for the next batch in its slot, except,
 * on N threads, a case above 2^20 tokens, freed once written, so that slots do not each hold
 * a copy of the largest case. No pthread here: the single file runs these ops too. */
#include "../../core/batch.h"
#include "internal.h"

#define JOB_CASES 256
#define JOB_TOKENS 16384
#define KEEP_TOKENS ((size_t)1 << 20)

typedef struct job {
    gg_mimo_case c[JOB_CASES];
    unsigned char win[JOB_CASES];
    size_t n;
} job;

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    gg_mimo_loop *r = arg;
    job *j = jv;
    const size_t cases = b ? JOB_CASES : 1; /* one thread: a case at a time */
    size_t tokens = 0;
    gg_status s = GG_OK;
    j->n = 0;
    while (r->read < r->t && j->n < cases && tokens < JOB_TOKENS) {
        if ((s = gg_mimo_read_case(r->ctx->in, &j->c[j->n])) != GG_OK) break;
        tokens += j->c[j->n++].k;
        r->read++;
    }
    *more = r->read < r->t;
    return s;
}

static gg_status job_run(void *arg, void *worker, void *jv, gg_diag *diag)
{
    job *j = jv;
    (void)arg, (void)worker, (void)diag;
    for (size_t i = 0; i < j->n; i++) j->win[i] = (unsigned char)gg_mimo_first_player_wins(&j->c[i]);
    return GG_OK;
}

static gg_status job_write(void *arg, void *jv)
{
    gg_mimo_loop *r = arg;
    job *j = jv;
    for (size_t i = 0; i < j->n; i++) {
        gg_write_str(r->ctx->out, j->win[i] ? "Mimo\n" : "Yuyu\n");
        if (r->threads > 1 && j->c[i].cap > KEEP_TOKENS) gg_mimo_case_fini(&j->c[i]);
    }
    return GG_OK; /* as on one thread, a write error stays in the writer until it closes */
}

static void job_fini(void *jv)
{
    job *j = jv;
    for (size_t i = 0; i < JOB_CASES; i++) gg_mimo_case_fini(&j->c[i]);
}

const gg_batch_ops gg_mimo_loop_ops = {.job_size = sizeof(job), .read = job_read, .run = job_run,
                                       .write = job_write, .fini = job_fini};
