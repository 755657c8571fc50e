/* test_batch.c: the threads of src/core/batch.c. The pipeline's output is in input order
 * with 1 to 5 workers, with a reading thread of its own and with its threads reading
 * (workers_read), and every thread it makes (the workers, gg_task_start's) runs with all
 * the processors the process may use: batch.c starts each on another processor than its
 * creator's and must give the others back once it runs (docs/design.md, Threads). A read
 * error and a run error part way: the items before the failure are written, none after, and
 * the error is returned, as one thread does. Jobs that run alone (ops.alone): no job is read
 * while one runs. */
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
    int read_fail, run_fail; /* the item whose read fails, whose run fails (N: none) */
    int write_fail;          /* the item whose write fails (N: none) */
    int spin;                /* run: work per item, so that threads overlap */
    int live;                /* worker states made and not yet finished (atomic) */
    int badstate;            /* runs given a worker state not made or already finished (atomic) */
    int use_alone;           /* jobs holding a multiple of ALONE are watched (and run alone if ops.alone) */
    int alone_runs;          /* such jobs run so far (atomic) */
    int alone_now;           /* such a job is between its read and the end of its run (atomic) */
    int alone_broken;        /* reads meanwhile (atomic) */
} pipe_ctx;
#define ALONE 35 /* jobs holding a multiple of it run alone (with workers_read) */
typedef struct {
    int k[7], n;
    uint64_t v[7];
    int all;
} pipe_job;

/* With use_alone, a job holding a multiple of ALONE is one to run alone (ops.alone). */
static int job_alone(void *ctx, const void *jv)
{
    const pipe_ctx *c = ctx;
    const pipe_job *j = jv;
    int any = 0;
    for (int i = 0; i < j->n; i++) any |= j->k[i] % ALONE == 0;
    return c->use_alone && any;
}

/* A job to run alone is watched from its read to the end of its run (alone_now): a read in
 * between, or a second such job, is counted in alone_broken. */
static gg_status job_read(void *ctx, gg_batch *b, void *jv, int *more)
{
    pipe_ctx *c = ctx;
    pipe_job *j = jv;
    gg_status s = GG_OK;
    (void)b;
    if (__atomic_load_n(&c->alone_now, __ATOMIC_SEQ_CST)) __atomic_add_fetch(&c->alone_broken, 1, __ATOMIC_SEQ_CST);
    for (j->n = 0; j->n < 7 && c->next < N; j->n++) {
        if (c->next == c->read_fail) { /* the items before it are read */
            s = GG_EINPUT;
            break;
        }
        j->k[j->n] = c->next++;
    }
    if (job_alone(ctx, jv)) __atomic_store_n(&c->alone_now, 1, __ATOMIC_SEQ_CST);
    *more = c->next < N;
    return s;
}

static gg_status job_run(void *ctx, void *worker, void *jv, gg_diag *diag)
{
    pipe_ctx *c = ctx;
    pipe_job *j = jv;
    if (worker && *(const int *)worker != 1) /* made by worker_init, not yet finished */
        __atomic_add_fetch(&c->badstate, 1, __ATOMIC_RELAXED);
    const int alone = job_alone(ctx, jv);
    if (alone) __atomic_add_fetch(&c->alone_runs, 1, __ATOMIC_SEQ_CST);
    gg_status s = GG_OK;
    for (int i = 0; i < j->n; i++) {
        volatile uint64_t x = 0;
        for (int r = 0; r < c->spin * (alone ? 100 : 1); r++) x += (uint64_t)r; /* long: others read meanwhile, if they can */
        if (j->k[i] == c->run_fail) { /* the items before it in the job are solved */
            j->n = i;
            s = gg_diag_set(diag, GG_ENOMEM, "run failed at %d", c->run_fail);
            break;
        }
        j->v[i] = (uint64_t)j->k[i] * (uint64_t)j->k[i] + 1;
    }
    if (alone) __atomic_store_n(&c->alone_now, 0, __ATOMIC_SEQ_CST);
    j->all = has_all();
    return s;
}

static gg_status job_write(void *ctx, void *jv)
{
    pipe_ctx *c = ctx;
    const pipe_job *j = jv;
    for (int i = 0; i < j->n; i++) {
        if (j->k[i] == c->write_fail) return GG_ESYS; /* the items before it are out */
        c->out[c->nout++] = j->v[i];
    }
    c->bound += !j->all;
    return GG_OK;
}

/* Jobs whose first item is under 100 are "small": kept on the calling thread while no larger
 * one has come (inline_job). */
static int job_small(void *ctx, const void *jv)
{
    const pipe_job *j = jv;
    (void)ctx;
    return j->n > 0 && j->k[0] < 100;
}

static gg_status state_init(void *ctx, void *worker, gg_diag *diag)
{
    pipe_ctx *c = ctx;
    (void)diag;
    *(int *)worker = 1;
    __atomic_add_fetch(&c->live, 1, __ATOMIC_SEQ_CST);
    return GG_OK;
}

static pipe_ctx *live_ctx; /* worker_fini has no context: the run's, one run at a time */
static void state_fini(void *worker)
{
    CHECK(*(int *)worker == 1);
    *(int *)worker = 0;
    __atomic_sub_fetch(&live_ctx->live, 1, __ATOMIC_SEQ_CST);
}

static void job_fini(void *jv)
{
    (void)jv;
}

/* Without the op (ops.alone NULL) a read does come while a watched job runs, so the check
 * that none comes with it can fail: 3 threads, the runs made longer until one is seen (on a
 * loaded machine the other threads may not be scheduled at all while a short job runs; the
 * last try's watched jobs spin for milliseconds, longer than a time slice). 0 if never, or
 * if a run goes wrong. */
static int overlap_seen(void)
{
    for (int spin = 200, tries = 0; tries < 8; tries++, spin *= 2) {
        const gg_batch_ops ops = {.job_size = sizeof(pipe_job), .read = job_read, .run = job_run,
                                  .write = job_write, .fini = job_fini, .workers_read = 1};
        pipe_ctx *c = calloc(1, sizeof *c);
        if (!c) return 0;
        live_ctx = c;
        c->use_alone = 1;
        c->read_fail = c->run_fail = c->write_fail = N;
        c->spin = spin;
        gg_diag d = {0};
        const int ok = gg_batch_run(&ops, c, 3, &d) == GG_OK && c->nout == N, seen = c->alone_broken > 0;
        free(c);
        if (!ok) return 0;
        if (seen) return 1;
    }
    return 0;
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
    /* the pipeline with 1 to 5 workers, both ways, with and without small jobs kept on the
     * calling thread and worker states; then a read, a run and a write error at items 497 (a
     * job's first) and 333 (in the middle of one); a run error before a read error (the run's
     * message, as one thread stops there) */
    for (int rw = 0; rw <= 2; rw++) /* 2: workers_read with jobs that run alone */
        for (int fail = 0; fail <= 7; fail++)
            for (int threads = 1; threads <= 5; threads++) {
                const int small = (fail + threads) % 2, state = (fail + threads + rw) % 3 != 0;
                const gg_batch_ops ops = {.job_size = sizeof(pipe_job), .read = job_read, .run = job_run,
                                          .write = job_write, .fini = job_fini, .workers_read = rw > 0,
                                          .inline_job = small ? job_small : NULL,
                                          .worker_size = state ? sizeof(int) : 0,
                                          .worker_init = state ? state_init : NULL,
                                          .worker_fini = state ? state_fini : NULL,
                                          .alone = rw == 2 ? job_alone : NULL};
                pipe_ctx *c = calloc(1, sizeof *c);
                CHECK(c != NULL);
                if (!c) break;
                live_ctx = c;
                c->use_alone = rw >= 1; /* 1: such jobs are watched, but the pipeline is not told */
                static const int at[] = {N, 497, 333};
                c->read_fail = fail == 1 || fail == 2 ? at[fail] : fail == 7 ? 340 : N;
                c->run_fail = fail == 3 ? 497 : fail == 4 || fail == 7 ? 333 : N;
                c->write_fail = fail == 5 ? 497 : fail == 6 ? 333 : N;
                c->spin = 200;
                gg_diag d = {0};
                const gg_status want = fail == 0 ? GG_OK : fail <= 2 ? GG_EINPUT : fail <= 4 || fail == 7 ? GG_ENOMEM : GG_ESYS;
                const int upto = fail == 0 ? N : fail <= 2 ? c->read_fail : fail <= 4 || fail == 7 ? c->run_fail : c->write_fail;
                CHECK(gg_batch_run(&ops, c, threads, &d) == want);
                CHECK(c->nout == upto);
                if (c->nout != upto) printf("rw %d fail %d threads %d: nout %d upto %d\n", rw, fail, threads, c->nout, upto);
                int ordered = 1;
                for (int k = 0; k < c->nout; k++) ordered &= c->out[k] == (uint64_t)k * (uint64_t)k + 1;
                CHECK(ordered);
                CHECK(c->bound == 0);
                if ((fail >= 3 && fail <= 4) || fail == 7)
                    CHECK(d.status == GG_ENOMEM && strstr(d.msg, "run failed") != NULL);
                CHECK(c->live == 0 && c->badstate == 0);
                /* no job read while one that runs alone runs, never two of them at once */
                if (rw == 2) CHECK(c->alone_broken == 0 && c->alone_runs >= (c->nout - 1) / ALONE);
                if (rw == 2 && c->alone_broken) printf("fail %d threads %d: %d broken\n", fail, threads, c->alone_broken);
                if (fail >= 5 && fail <= 6) CHECK(c->next < N); /* a write error stops the reading */
                free(c);
            }
    CHECK(overlap_seen()); /* runs that do not hold the lock let others read meanwhile */
    return check_done();
}
