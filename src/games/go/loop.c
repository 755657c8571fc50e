/* loop.c: the solve action's loop over the boards of a judge input, as ops of the one solve
 * loop (src/core/batch.h), each thread with its own solver. A batch is boards read until it
 * holds POOL_POINTS points (or JOB_BOARDS boards; one board a batch cost 2.4% more
 * instructions on 20000 boards of 1 to 8 rows): on one thread it is solved in place
 * (gg_go_solve_input) and its hashes printed; on N threads each thread reads a batch, solves
 * it and prints the hashes that are due, in board order (workers_read), byte for byte what
 * one thread prints. After its hash a board's grid goes back to the batch's buffer
 * (gg_go_solver_hand_back), which the next read fills: a solver holds no grid between boards.
 * When a batch is written its largest board's buffer goes to its first board (as a loop
 * without batches keeps its one buffer) and the others keep at most POOL_POINTS bytes, so a
 * batch slot holds one large grid: N threads make no more large grids than the ring has
 * batches. Batches of fewer points are solved
 * by the main thread itself while no larger one has come (inline_job): a hand-over to a
 * worker (a lock, a wake-up, another core's caches) costs more than solving a small board
 * (2500 boards of 2 x 2: 2.4 ms of cpu on one thread, 22 ms through two workers), and 2^16
 * points take a few milliseconds. The ring holds N + 1 batches (a board can be large). A
 * batch with a board of GG_GO_LARGE_POINTS or more runs alone (job_alone): no batch is read
 * while it runs; the board is solved by one solver kept for such boards (gg_go_loop.large),
 * its hash takes a second thread and its grid is freed once it is solved (finish_large,
 * split.c), so that N threads hold the memory of one such board at a time, as one thread
 * does, not of N. No pthread here: the single file runs these ops too. */
#include <stdlib.h>

#include "internal.h"

#define POOL_POINTS ((uint64_t)1 << 16)
#define JOB_BOARDS 64 /* each with its own buffer, reused from batch to batch */

typedef struct job {
    gg_go_input *in;
    uint32_t *hash;
    size_t n, cap; /* boards read, room for */
    size_t solved; /* boards solved (all n, unless the run failed) */
    uint64_t points;
    uint64_t most; /* the points of its largest board */
} job;

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    gg_go_loop *r = arg;
    job *j = jv;
    gg_status s = GG_OK;
    j->n = 0;
    j->points = j->most = 0;
    (void)b;
    while (r->read < r->t && j->n < JOB_BOARDS && j->points < POOL_POINTS) {
        if (j->n == j->cap) {
            size_t cap = j->cap ? 2 * j->cap : 1; /* <= JOB_BOARDS */
            gg_go_input *in = realloc(j->in, cap * sizeof *in);
            if (in) j->in = in;
            uint32_t *hash = in ? realloc(j->hash, cap * sizeof *hash) : NULL;
            if (hash) j->hash = hash;
            if (!in || !hash) {
                s = gg_diag_nomem(r->ctx->diag);
                break;
            }
            for (size_t k = j->cap; k < cap; k++) j->in[k] = (gg_go_input){0};
            j->cap = cap;
        }
        if ((s = gg_go_read_board(r->ctx->in, &j->in[j->n])) != GG_OK) break;
        const uint64_t points = (uint64_t)j->in[j->n].board.rows * j->in[j->n].board.cols;
        j->points += points;
        j->most = points > j->most ? points : j->most;
        j->n++;
        r->read++;
    }
    *more = s == GG_OK && r->read < r->t;
    return s;
}

static int job_inline(void *arg, const void *jv)
{
    const job *j = jv;
    (void)arg;
    return j->points < POOL_POINTS;
}

static gg_status worker_init(void *arg, void *worker, gg_diag *diag);

/* On N threads a batch with a board of GG_GO_LARGE_POINTS or more runs alone (batch.h): no
 * other batch is read while it runs. */
static int job_alone(void *arg, const void *jv)
{
    const gg_go_loop *r = arg;
    const job *j = jv;
    return r->finish_large && j->most >= GG_GO_LARGE_POINTS;
}

static gg_status job_run(void *arg, void *worker, void *jv, gg_diag *diag)
{
    gg_go_loop *r = arg;
    gg_go_solver *own = *(gg_go_solver **)worker;
    job *j = jv;
    gg_status s = GG_OK;
    for (j->solved = 0; j->solved < j->n; j->solved++) {
        gg_go_input *in = &j->in[j->solved];
        const int large = r->finish_large && (uint64_t)in->board.rows * in->board.cols >= GG_GO_LARGE_POINTS;
        /* a large board takes the loop's solver for large boards, which keeps its words for
         * the next one, as one thread's does: every batch with a large board runs alone
         * (job_alone), under the reading lock, so r->large is made and used by one thread at
         * a time */
        if (large && !r->large && (s = worker_init(r, &r->large, diag)) != GG_OK) break;
        gg_go_solver *sv = large ? r->large : own;
        if ((s = gg_go_solve_input(sv, in, diag)) != GG_OK) break;
        if (large) {
            j->hash[j->solved] = r->finish_large(sv, in); /* the grid is freed */
            continue;
        }
        j->hash[j->solved] = gg_go_hash(sv);
        gg_go_solver_hand_back(sv, in); /* the grid stays with the batch's board for the next read */
    }
    return s;
}

static gg_status job_write(void *arg, void *jv)
{
    gg_go_loop *r = arg;
    job *j = jv;
    gg_writer *out = r->ctx->out;
    for (size_t k = 0; k < j->solved; k++) {
        gg_write_u64(out, j->hash[k]);
        gg_write_char(out, '\n');
    }
    for (size_t k = 1; k < j->n; k++) {
        if (j->in[k].cap <= POOL_POINTS) continue;
        if (j->in[k].cap > j->in[0].cap) { /* the largest buffer to the first board */
            const gg_go_input in = j->in[0];
            j->in[0] = j->in[k];
            j->in[k] = in;
        }
        if (j->in[k].cap > POOL_POINTS) gg_go_input_fini(&j->in[k]);
    }
    return out->err;
}

static void job_fini(void *jv)
{
    job *j = jv;
    for (size_t k = 0; k < j->cap; k++) gg_go_input_fini(&j->in[k]);
    free(j->in);
    free(j->hash);
}

static gg_status worker_init(void *arg, void *worker, gg_diag *diag)
{
    const gg_go_loop *r = arg;
    gg_status s = gg_go_solver_new(worker, diag);
    if (s == GG_OK) gg_go_solver_set_pass(*(gg_go_solver **)worker, r->pass);
    return s;
}

static void worker_fini(void *worker)
{
    gg_go_solver **sv = worker;
    gg_go_solver_free(*sv);
}

const gg_batch_ops gg_go_loop_ops = {.job_size = sizeof(job), .read = job_read, .run = job_run,
                                     .write = job_write, .fini = job_fini,
                                     .worker_size = sizeof(gg_go_solver *), .worker_init = worker_init,
                                     .worker_fini = worker_fini, .ahead = 1, .inline_job = job_inline,
                                     .workers_read = 1, .alone = job_alone};
