/* loop.c: the solve action's loop over the queries, as ops of the one solve loop
 * (src/core/batch.h). On one thread a run of up to LQ_RUN queries at a time: the table (d >= 2)
 * grown in query order as far as the run needs (an extension that fails stops the run at that
 * query, whose predecessors are still answered), the run counted in one call and its fractions
 * written. On N threads (parallel.c) the main thread reads 4096 queries a batch, a worker
 * counts them and writes their fractions into the batch's own memory writer, the main thread
 * copies each batch's text to the output in input order, byte for byte what one thread prints;
 * the table is then grown by a task of its own (parallel.c's hooks) or, if none runs, here,
 * after every queued batch is written. No pthread here: the single file runs these ops too. */
#include <string.h>

#include "../../core/batch.h"
#include "internal.h"

#define JOB_QUERIES 4096

typedef struct job {
    gg_lamequeen_rect q[JOB_QUERIES];
    size_t n;
    uint64_t need;  /* the table size the batch's queries need (with the table task) */
    gg_writer text; /* the batch's answers (N threads) */
    int open;
} job;

/* Main thread, without the table task: grows the table for q[0..*n) in query order; on a
 * failure *n becomes the queries it covers. b: the pipeline (drained first), or NULL. */
static gg_status grow(lq_loop *r, gg_batch *b, const gg_lamequeen_rect *q, size_t *n)
{
    gg_lamequeen_table *t = r->sv.table;
    for (size_t i = 0; i < *n; i++) {
        uint64_t need = q[i].x2 > q[i].y2 ? q[i].x2 : q[i].y2;
        if (need <= gg_lamequeen_table_size(t)) continue;
        gg_status s = b ? r->tasks->drain(b) : GG_OK;
        b = NULL; /* drained once: the workers wait for this batch */
        if (s == GG_OK) s = gg_lamequeen_table_extend(t, need, r->diag);
        if (s != GG_OK) {
            *n = i;
            return s;
        }
    }
    return GG_OK;
}

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    lq_loop *r = arg;
    job *j = jv;
    gg_status s = GG_OK;
    uint64_t need = 0;
    const size_t most = b ? JOB_QUERIES : LQ_RUN;
    if (b && !j->open) {
        gg_writer_open_mem(&j->text);
        j->open = 1;
    }
    j->n = 0;
    while (r->read < r->h.t && j->n < most) {
        gg_lamequeen_rect *q = &j->q[j->n];
        size_t got, room = most - j->n < LQ_RUN ? most - j->n : LQ_RUN;
        if (r->h.t - r->read < room) room = (size_t)(r->h.t - r->read);
        if ((s = gg_lamequeen_read_rects(r->in, &r->h, r->read + 1, q, room, &got)) != GG_OK) break;
        size_t fit = 0; /* past the table (only with r->big): the rest goes to the sweep */
        while (fit < got && q[fit].x2 <= GG_LAMEQUEEN_LIMIT && q[fit].y2 <= GG_LAMEQUEEN_LIMIT) fit++;
        if (fit < got && r->sv.table) {
            r->npend = got - fit;
            memcpy(r->pend, q + fit, r->npend * sizeof *q);
            got = fit;
        }
        j->n += got;
        r->read += got;
        if (r->table_task) { /* the need is the table task's (grow takes its own) */
            for (size_t i = 0; i < got; i++) {
                if (q[i].x2 > need) need = q[i].x2;
                if (q[i].y2 > need) need = q[i].y2;
            }
            r->tasks->ask(r, need);
        }
        if (r->npend) break;
    }
    *more = r->read < r->h.t && !r->npend;
    j->need = need;
    if (!r->table_task && r->sv.table) {
        gg_status es = grow(r, b, j->q, &j->n);
        if (es != GG_OK) return es;
    }
    return s;
}

void gg_lamequeen_count_run(const lq_loop *r, const gg_lamequeen_rect *q, size_t n, uint64_t *c)
{
    if (r->sv.table) gg_lamequeen_table_count_rects(r->sv.table, q, n, c);
    else gg_lamequeen_wythoff_count_rects(q, n, c);
}

static gg_status job_run(void *arg, void *worker, void *jv, gg_diag *diag)
{
    lq_loop *r = arg;
    job *j = jv;
    gg_status s = GG_OK;
    gg_writer *w = j->open ? &j->text : r->out; /* one thread: straight to the output */
    (void)worker;
    if (j->open) j->text.len = 0;
    if (r->table_task && j->n > 0 && (s = r->tasks->enter(r, j->need, diag)) != GG_OK) return s;
    uint64_t c[JOB_QUERIES]; /* the table covers the batch: counted without extending it */
    gg_lamequeen_count_run(r, j->q, j->n, c);
    if (r->table_task && j->n > 0) r->tasks->leave(r);
    gg_lamequeen_write_fractions(w, c, j->q, j->n);
    return !j->open || j->text.err == GG_OK ? GG_OK : gg_diag_nomem(diag);
}

static gg_status job_write(void *arg, void *jv)
{
    lq_loop *r = arg;
    job *j = jv;
    if (!j->open) return GG_OK; /* one thread: written by run */
    size_t len;
    const char *p = gg_writer_data(&j->text, &len);
    gg_write(r->out, p, len);
    return GG_OK; /* as on one thread, a write error stays in the writer until it closes */
}

static void job_fini(void *jv)
{
    job *j = jv;
    if (j->open) gg_writer_close(&j->text);
}

static const gg_batch_ops ops = {.job_size = sizeof(job), .read = job_read, .run = job_run,
                                 .write = job_write, .fini = job_fini};

gg_status gg_lamequeen_solve(gg_reader *in, gg_writer *out, int threads, const lq_tasks *tasks, lq_big_fn big,
                   gg_diag *diag)
{
    lq_loop r = {.in = in, .out = out, .diag = diag, .big = big};
    gg_status s = gg_lamequeen_read_header(in, UINT64_MAX, NULL, &r.h);
    if (s != GG_OK) return s;
    if (r.h.d >= 2) r.h.limit = LQ_SWEEP_LIMIT; /* the same messages without the sweep */
    if ((s = gg_lamequeen_solver_init(&r.sv, r.h.d, diag)) != GG_OK) return s;
    r.tasks = threads > 1 ? tasks : NULL;
    int split = 0;
    if (r.tasks && (s = r.tasks->split(&r, &split)) != GG_OK) {
        gg_lamequeen_solver_fini(&r.sv);
        return s;
    }
    if (split) r.tasks = NULL; /* the rest, if any, on this thread */
    if (r.tasks && r.sv.table) r.tasks->start(&r);
    s = r.tasks ? r.tasks->run(&ops, &r, threads, diag) : gg_batch_one(&ops, &r, diag);
    if (r.table_task) r.tasks->stop(&r);
    if (s == GG_OK && r.npend)
        s = big ? big(&r)
                : gg_reader_fail(in, 0, "query %llu: coordinates above %llu need the windowed sweep, which "
                                 "this file leaves out (gridgames lamequeen answers up to %llu)",
                                 (unsigned long long)r.read + 1, (unsigned long long)GG_LAMEQUEEN_LIMIT,
                                 (unsigned long long)LQ_SWEEP_LIMIT);
    if (s == GG_OK) s = gg_read_end(in, "the last query");
    gg_lamequeen_solver_fini(&r.sv);
    return s;
}
