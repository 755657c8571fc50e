/* parallel.c: the solve action on N threads (--threads N > 1), through the shared ordered
 * pipeline (src/core/batch.h): the main thread reads 4096 queries a batch, a worker counts
 * them and writes their fractions into the batch's own memory writer, the main thread copies
 * each batch's text to the output in input order, byte for byte what one thread prints.
 *
 * The workers share the solver read-only: before queueing a batch that needs a larger table,
 * the main thread waits until every queued batch is written (gg_batch_drain, so no worker
 * reads the table) and extends it. Random queries reach the largest size in the first batch. */
#include "../../core/batch.h"
#include "internal.h"

#define JOB_QUERIES 4096

typedef struct job {
    gg_lamequeen_rect q[JOB_QUERIES];
    size_t n;
    gg_writer text; /* the batch's answers */
    int open;
} job;

typedef struct run {
    gg_reader *in;
    gg_writer *out;
    gg_diag *diag;
    lq_input h;
    gg_lamequeen_solver sv;
    uint64_t read; /* queries read */
} run;

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    run *r = arg;
    job *j = jv;
    gg_status s = GG_OK;
    uint64_t need = 0;
    if (!j->open) {
        gg_writer_open_mem(&j->text);
        j->open = 1;
    }
    j->n = 0;
    while (r->read < r->h.t && j->n < JOB_QUERIES) {
        gg_lamequeen_rect *q = &j->q[j->n];
        size_t got, room = JOB_QUERIES - j->n;
        if (r->h.t - r->read < room) room = (size_t)(r->h.t - r->read);
        if ((s = lq_read_rects(r->in, &r->h, r->read + 1, q, room, &got)) != GG_OK) break;
        for (size_t i = 0; i < got; i++) {
            if (q[i].x2 > need) need = q[i].x2;
            if (q[i].y2 > need) need = q[i].y2;
        }
        j->n += got;
        r->read += got;
    }
    *more = r->read < r->h.t;
    if (r->sv.table && need > gg_lamequeen_table_size(r->sv.table)) {
        gg_status ds = gg_batch_drain(b);
        if (ds != GG_OK) return ds;
        gg_status es = gg_lamequeen_table_extend(r->sv.table, need, r->diag);
        if (es != GG_OK) {
            j->n = 0; /* out of memory: this batch's answers are dropped */
            return es;
        }
    }
    return s;
}

static gg_status job_run(void *arg, void *jv, gg_diag *diag)
{
    run *r = arg;
    job *j = jv;
    j->text.len = 0;
    for (size_t i = 0; i < j->n; i++) {
        uint64_t count;
        gg_status s = gg_lamequeen_solver_count(&r->sv, &j->q[i], &count, diag); /* no extension */
        if (s != GG_OK) return s;
        lq_write_fraction(&j->text, count, &j->q[i]);
    }
    return j->text.err == GG_OK ? GG_OK : gg_diag_nomem(diag);
}

static gg_status job_write(void *arg, void *jv)
{
    run *r = arg;
    job *j = jv;
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

gg_status lq_solve_threads(gg_reader *in, gg_writer *out, int threads, gg_diag *diag)
{
    static const gg_batch_ops ops = {sizeof(job), job_read, job_run, job_write, job_fini};
    run r = {.in = in, .out = out, .diag = diag};
    gg_status s = lq_read_header(in, UINT64_MAX, NULL, &r.h);
    if (s != GG_OK) return s;
    if ((s = gg_lamequeen_solver_init(&r.sv, r.h.d, diag)) != GG_OK) return s;
    s = gg_batch_run(&ops, &r, threads, diag);
    if (s == GG_OK) s = gg_read_end(in, "the last query");
    gg_lamequeen_solver_fini(&r.sv);
    return s;
}
