/* test_batch.c: the threads of src/core/batch.c. The pipeline's output is in input order
 * with 1 to 5 workers, and every thread it makes (the workers, gg_task_start's) runs with all
 * the processors the process may use: batch.c starts each on another processor than its
 * creator's and must give the others back once it runs (docs/design.md, Threads). */
#define _GNU_SOURCE /* sched_getaffinity, CPU_EQUAL */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/batch.h"
#include "check.h"

#if defined(__linux__) && defined(CPU_EQUAL)
#define HAVE_AFFINITY 1
static cpu_set_t process_set;

/* 1 if the calling thread may run on every processor the process may. */
static int has_all(void)
{
    cpu_set_t now;
    return sched_getaffinity(0, sizeof now, &now) == 0 && CPU_EQUAL(&now, &process_set);
}
#else
static int has_all(void)
{
    return 1;
}
#endif

/* A task that records whether it had all the processors. */
static void task_fn(void *arg)
{
    *(int *)arg = has_all();
}

/* The pipeline's ops: each job holds up to 7 numbers k (read from a counter up to N), run
 * writes k * k + 1 and whether its thread had all the processors, write appends them. */
#define N 1000
typedef struct {
    int next;
    uint64_t out[N];
    int nout, bound; /* bound: runs on a thread without all the processors */
} pipe_ctx;
typedef struct {
    int k[7], n;
    uint64_t v[7];
    int all;
} pipe_job;

static gg_status job_read(void *ctx, gg_batch *b, void *jv, int *more)
{
    pipe_ctx *c = ctx;
    pipe_job *j = jv;
    (void)b;
    for (j->n = 0; j->n < 7 && c->next < N; j->n++) j->k[j->n] = c->next++;
    *more = c->next < N;
    return GG_OK;
}

static gg_status job_run(void *ctx, void *worker, void *jv, gg_diag *diag)
{
    pipe_job *j = jv;
    (void)ctx, (void)worker, (void)diag;
    for (int i = 0; i < j->n; i++) j->v[i] = (uint64_t)j->k[i] * (uint64_t)j->k[i] + 1;
    j->all = has_all();
    return GG_OK;
}

static gg_status job_write(void *ctx, void *jv)
{
    pipe_ctx *c = ctx;
    const pipe_job *j = jv;
    for (int i = 0; i < j->n; i++) c->out[c->nout++] = j->v[i];
    c->bound += !j->all;
    return GG_OK;
}

static void job_fini(void *jv)
{
    (void)jv;
}

int main(void)
{
#ifdef HAVE_AFFINITY
    CHECK(sched_getaffinity(0, sizeof process_set, &process_set) == 0);
#endif
    /* a task, several times (each start picks a processor anew) */
    for (int r = 0; r < 20; r++) {
        gg_task t;
        int all = -1;
        if (gg_task_start(&t, task_fn, &all)) {
            gg_task_join(&t);
            CHECK(all == 1);
        } else {
            CHECK(!"no thread for the task");
        }
    }
    /* the pipeline with 1 to 5 workers */
    const gg_batch_ops ops = {.job_size = sizeof(pipe_job), .read = job_read, .run = job_run,
                              .write = job_write, .fini = job_fini};
    for (int threads = 1; threads <= 5; threads++) {
        pipe_ctx *c = calloc(1, sizeof *c);
        CHECK(c != NULL);
        if (!c) break;
        CHECK(gg_batch_run(&ops, c, threads, NULL) == GG_OK);
        CHECK(c->nout == N);
        int ordered = 1;
        for (int k = 0; k < c->nout; k++) ordered &= c->out[k] == (uint64_t)k * (uint64_t)k + 1;
        CHECK(ordered);
        CHECK(c->bound == 0);
        free(c);
    }
    return check_done();
}
