/* internal.h: the lame queen folder's private header: the actions (wired into the table in
 * game.c), the judge format (format.c), the streamed query loop (solve.c), the oracle's
 * bounds (oracle.c), the generator (gen.c), the picture (draw.c) and verify (verify.c). */
#ifndef GG_LAMEQUEEN_INTERNAL_H
#define GG_LAMEQUEEN_INTERNAL_H

#include <math.h>
#include <stdint.h>

#include <gridgames/lamequeen.h>
#include <gridgames/play.h>
#include <gridgames/rng.h>

#include "../../core/batch.h"
#include "../../core/vec.h"

__extension__ typedef unsigned __int128 lq_u128;

/* ---- the actions (game.c) ----------------------------------------------------------- */

gg_status gg_lamequeen_solve_action(gg_ctx *ctx);
gg_status gg_lamequeen_oracle_action(gg_ctx *ctx);
gg_status gg_lamequeen_verify_action(gg_ctx *ctx);
gg_status gg_lamequeen_gen_action(gg_ctx *ctx);
gg_status gg_lamequeen_draw_action(gg_ctx *ctx);
gg_status gg_lamequeen_explain_action(gg_ctx *ctx);

/* The hooks of the game table (game.h): the validator (validate.c) and the stress ops (stress.c). */
extern const gg_validator gg_lamequeen_validator;
extern const struct gg_stress_ops gg_lamequeen_stress_ops;

/* position.c, for verify: a position whose remoteness table covers [1,n]^2, and moving its
 * queen anywhere inside (history cleared). */
gg_status gg_lamequeen_pos_new_square(int d, uint64_t n, gg_pos **out, gg_diag *diag);
void gg_lamequeen_pos_set(gg_pos *p, uint64_t x, uint64_t y);
/* verify_position.c: the position API against a minimax over the rules. */
gg_status gg_lamequeen_verify_positions(gg_ctx *ctx, int maxc, int samples, gg_rng *rng);

/* ---- format.c: the judge format, both ways ------------------------------------------ */

/* The header "d T" of one input and the names of the four coordinates in messages, which
 * say whose limit applies ("d = 2"). */
typedef struct lq_input {
    int d;
    uint64_t t;
    uint64_t limit;   /* the largest coordinate accepted */
    char x1[80], y1[80], x2[80], y2[80];
} lq_input;

/* Reads "d T"; the coordinates then go up to min(limit(d), cap), and messages name the
 * limit by `who` (NULL: "d = D"). */
gg_status gg_lamequeen_read_header(gg_reader *in, uint64_t cap, const char *who, lq_input *h);
/* Reads query number `query` (1-based, for messages): 1 <= x1 <= x2 <= limit and
 * 1 <= y1 <= y2 <= limit. */
gg_status gg_lamequeen_read_rect(gg_reader *in, const lq_input *h, uint64_t query, gg_lamequeen_rect *q);
/* Reads queries `query`, `query` + 1, ... into q[0..*got), 1 <= *got <= m <= LQ_RUN: those
 * the reader's hot path takes in one run (gg_quick_groups, src/core/reader.h), all checked as gg_lamequeen_read_rect
 * checks them, or else the next one through gg_lamequeen_read_rect. m >= 1 queries must remain. */
#define LQ_RUN 64
gg_status gg_lamequeen_read_rects(gg_reader *in, const lq_input *h, uint64_t query, gg_lamequeen_rect *q, size_t m,
                        size_t *got);

/* Up to m <= LQ_RUN queries as the reader's hot path takes them in one run, all checked as
 * gg_lamequeen_read_rect checks them and (d >= 2) within the table's limit; returns how many
 * (0: none, the reader unmoved). */
size_t gg_lamequeen_read_rects_hot(gg_reader *in, const lq_input *h, gg_lamequeen_rect *q, size_t m);

/* All the queries of one input, after its header: the first `keep` of them stored, the
 * bounding box [1, maxx] x [1, maxy] of all of them. */
typedef struct lq_queries {
    gg_vec kept;               /* gg_lamequeen_rect */
    uint64_t maxx, maxy;
} lq_queries;
/* Reads the h->t queries and the end of the input. */
gg_status gg_lamequeen_queries_read(gg_reader *in, const lq_input *h, uint64_t keep, lq_queries *qs,
                          gg_diag *diag);
void gg_lamequeen_queries_fini(lq_queries *qs);

/* The writer: "d T\n" and one query "x1 y1 x2 y2\n". */
void gg_lamequeen_write_header(gg_writer *w, int d, uint64_t t);
void gg_lamequeen_write_rect(gg_writer *w, const gg_lamequeen_rect *q);
/* Writes count / area of q as an irreducible fraction and a newline ("0/1" for 0). */
void gg_lamequeen_write_fraction(gg_writer *w, uint64_t count, const gg_lamequeen_rect *q);
/* The same for c[i] / area of q[i], i < n, one a line (the solve loop's runs). */
void gg_lamequeen_write_fractions(gg_writer *w, const uint64_t *c, const gg_lamequeen_rect *q, size_t n);
/* The same fraction into buf (no newline; 80 bytes always suffice). */
void gg_lamequeen_format_fraction(char *buf, size_t size, uint64_t count, const gg_lamequeen_rect *q);

/* table.c: c[i] = gg_lamequeen_table_count_rect(t, &q[i]) for i < n, in one call (the
 * threads' batches). */
void gg_lamequeen_table_count_rects(const gg_lamequeen_table *t, const gg_lamequeen_rect *q, size_t n, uint64_t *c);
/* wythoff.c: c[i] = gg_lamequeen_wythoff_count_rect(&q[i]) for i < n (eight a vector where
 * the processor has AVX-512). */
void gg_lamequeen_wythoff_count_rects(const gg_lamequeen_rect *q, size_t n, uint64_t *c);

/* ---- window.c: the P-positions of d >= 2 in bounded memory (a chain of windowed sweeps) */

typedef struct lq_window_stats {
    uint64_t levels;     /* sweeps in the chain */
    uint64_t steps;      /* values settled, over every sweep */
    uint64_t max_width;  /* largest span of a partner ring seen (its capacity: 16384) */
    uint64_t max_klag;   /* largest distance of a used diagonal from its pointer (1024) */
    uint64_t bytes;      /* memory of the sweeps */
    int fifo_level;      /* the sweep that keeps its old values in a queue (-1: none) */
    int fifo_overflowed; /* the queue filled up (a child took over beyond it) */
} lq_window_stats;

/* Settles the values 1, 2, ... one at a time, expecting to go up to about n (0: unknown),
 * which places the queue of fifo_bits bits (a power of two; 0: 2^29, 64 MB), used only where
 * it is expected to hold. */
typedef struct lq_wgen lq_wgen;
gg_status gg_lamequeen_wgen_new(int d, uint64_t n, uint64_t fifo_bits, lq_wgen **out, gg_diag *diag);
void gg_lamequeen_wgen_free(lq_wgen *w);
/* Settles the next value *v: *b is its partner when *v is a row (*b >= *v), 0 when *v is the
 * partner of a smaller row. GG_ECHECK if a ring would overflow (then stop using it). */
gg_status gg_lamequeen_wgen_step(lq_wgen *w, uint64_t *v, uint64_t *b);
void gg_lamequeen_wgen_stats(const lq_wgen *w, lq_window_stats *st);

/* One prefix count: the P-positions in [1,x] x [1,y] (x or y may be 0). */
typedef struct lq_corner {
    uint64_t x, y, count;
} lq_corner;
/* Fills c[i].count for i < n in one sweep up to the largest min(x, y) (d >= 2); fifo_bits
 * as for gg_lamequeen_wgen_new. */
gg_status gg_lamequeen_window_counts(int d, lq_corner *c, size_t n, uint64_t fifo_bits, lq_window_stats *st,
                           gg_diag *diag);
/* `sweep`: settles 1..n and prints the pairs' distances to their lines and the sweep's
 * measurements. */
#define LQ_SWEEP_MAX UINT64_C(1000000000000)
/* The judge input's limits for d >= 2 beyond the table: coordinates up to LQ_SWEEP_LIMIT, and
 * at most LQ_SWEEP_MAX_T queries from the first coordinate above GG_LAMEQUEEN_LIMIT on (they
 * are kept until the sweep ends: about 250 bytes each). */
#ifndef GG_FUZZ_LIMITS
#define LQ_SWEEP_LIMIT UINT64_C(10000000000)
#else /* the fuzz build stops at the table (a sweep to 10^10 takes minutes under ASan) */
#define LQ_SWEEP_LIMIT GG_LAMEQUEEN_LIMIT
#endif
#define LQ_SWEEP_MAX_T 100000
gg_status gg_lamequeen_sweep(gg_writer *out, int d, uint64_t n, gg_diag *diag);

/* ---- solve.c: the judge input answered query by query ------------------------------- */

/* Called for every query with its P-position count. */
typedef gg_status (*lq_answer_fn)(void *arg, gg_lamequeen_solver *sv, uint64_t query,
                                  const gg_lamequeen_rect *q, uint64_t count, gg_diag *diag);
/* Reads a judge input, counts each query as it is read and hands it to fn. */
gg_status gg_lamequeen_answer_each(gg_reader *in, lq_answer_fn fn, void *arg, gg_diag *diag);
/* loop.c: the judge's answer, one fraction per query, through the one solve loop
 * (src/core/batch.h): on one thread (threads <= 1 or tasks NULL: the single file) or on
 * `threads` workers with the table grown by a task (tasks = &gg_lamequeen_threads, parallel.c). */
typedef struct lq_table_task lq_table_task;
typedef struct lq_loop lq_loop;
/* The queries from the first one above the table's limit on (d >= 2): all of them read,
 * counted in one windowed sweep and written (window.c's gg_lamequeen_sweep_rest). */
typedef gg_status (*lq_big_fn)(lq_loop *r);
struct lq_loop {
    gg_reader *in;
    gg_writer *out;
    gg_diag *diag;
    lq_input h;
    gg_lamequeen_solver sv;
    uint64_t read;                /* queries read */
    const struct lq_tasks *tasks; /* N threads: the pipeline's hooks; one thread: NULL */
    lq_table_task *table_task;    /* the table task, while it runs */
    lq_big_fn big;                /* NULL (the single file): a query past the table is an error */
    gg_lamequeen_rect pend[LQ_RUN]; /* the run that reached past the table: its rest */
    size_t npend;                 /* 0: the streamed queries did not */
};
typedef struct lq_tasks {
    gg_status (*run)(const gg_batch_ops *ops, void *ctx, int threads, gg_diag *diag); /* gg_batch_run */
    gg_status (*drain)(gg_batch *b);                    /* gg_batch_drain */
    int (*start)(lq_loop *r);                                   /* the table task: 1 if it runs */
    void (*ask)(lq_loop *r, uint64_t need);                     /* main thread: a table of size need */
    gg_status (*enter)(lq_loop *r, uint64_t need, gg_diag *diag); /* a worker: wait, then read it */
    void (*leave)(lq_loop *r);                                  /* a worker: done reading it */
    void (*stop)(lq_loop *r);
    /* Two threads over an input held whole (parallel.c); *used: it answered queries, and the
     * one-thread loop reads on from where it left the reader. */
    gg_status (*split)(lq_loop *r, int *used);
} lq_tasks;
extern const lq_tasks gg_lamequeen_threads;
gg_status gg_lamequeen_solve(gg_reader *in, gg_writer *out, int threads, const lq_tasks *tasks, lq_big_fn big,
                   gg_diag *diag);
/* c[i] = the count of q[i], i < n, by the table (covering them) or the closed form (d = 1). */
void gg_lamequeen_count_run(const lq_loop *r, const gg_lamequeen_rect *q, size_t n, uint64_t *c);
/* window.c: the lq_big_fn of the solve action. */
gg_status gg_lamequeen_sweep_rest(lq_loop *r);
/* `gridgames demo`: one line per query explaining its count. */
gg_status gg_lamequeen_explain(gg_reader *in, gg_writer *out, gg_diag *diag);
/* The P-position of column x inside [y1, y2] (at most one: one per column), or 0. */
gg_status gg_lamequeen_column_p(gg_lamequeen_solver *sv, uint64_t x, uint64_t y1, uint64_t y2, uint64_t *y,
                      gg_diag *diag);

/* ---- oracle.c ----------------------------------------------------------------------- */

/* The oracle's bounds (refused beyond, exit 3): coordinates, queries, and cells visited
 * (the grid's max x2 * max y2 cells plus every query's area, counted cell by cell). */
#define LQ_ORACLE_MAX 3000
#define LQ_ORACLE_MAX_T 1000000
#define LQ_ORACLE_MAX_WORK UINT64_C(1000000000)
gg_status gg_lamequeen_oracle(gg_reader *in, gg_writer *out, gg_diag *diag);

/* ---- gen.c -------------------------------------------------------------------------- */

typedef struct lq_gen_opts {
    uint64_t seed;
    int64_t dlo, dhi, tlo, thi, mlo, mhi;
} lq_gen_opts;
/* The default ranges: d 1..20, T 1..8, M 1..60 (small enough for the oracle). */
void gg_lamequeen_gen_opts_init(lq_gen_opts *o, uint64_t seed);
/* Writes one seeded random judge input (the options already checked). */
void gg_lamequeen_gen(gg_writer *w, const lq_gen_opts *o);

/* ---- draw.c ------------------------------------------------------------------------- */

/* At most this many queries of an input are outlined and listed with their answers. */
#define LQ_DRAW_QUERIES 100
/* The window [x0,x1] x [y0,y1] and, from an input, the queries to outline. */
gg_status gg_lamequeen_draw(gg_writer *w, int d, uint64_t x0, uint64_t y0, uint64_t x1, uint64_t y1,
                  const gg_lamequeen_rect *qs, size_t nq, uint64_t t, gg_diag *diag);
gg_status gg_lamequeen_draw_input(gg_reader *in, gg_writer *w, gg_diag *diag);

/* ---- verify.c ----------------------------------------------------------------------- */

gg_status gg_lamequeen_verify(gg_ctx *ctx, uint64_t seed, int slow);

/* ---- shared ------------------------------------------------------------------------- */

/* The slope of the upper line the P-positions hug: the positive root of
 * alpha^2 - alpha / d - 1 = 0 (phi for d = 1). Used for capacity estimates and drawings
 * only; never for deciding a position. */
static inline double lq_alpha(int d)
{
    return (1.0 + sqrt(1.0 + 4.0 * d * d)) / (2.0 * d);
}

static inline long double lq_alpha_l(int d)
{
    return (1.0L + sqrtl(1.0L + 4.0L * d * d)) / (2.0L * d);
}

#endif
