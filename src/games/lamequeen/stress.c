/* stress.c: Lame queen's generator and shrinker for `gridgames lamequeen stress` (stress.h).
 *
 * Size s: d in 1..20, at most s queries, coordinates up to 2s (contest: at most 10^5 queries
 * and coordinates up to 200000; d >= 2 with coordinates past the table, GG_LAMEQUEEN_LIMIT:
 * at most LQ_SWEEP_MAX_T queries and coordinates up to LQ_SWEEP_LIMIT, what solve answers). Shrinking, most aggressive first: drop a block of queries
 * (halves, quarters, ... single ones), then for a single query make d smaller, then cut its
 * rectangle (halve the width or height, slide it toward (1, 1)). Every candidate is a valid
 * input: 1 <= x1 <= x2, 1 <= y1 <= y2, at least one query. */
#include <stdio.h>
#include <stdlib.h>

#include <gridgames/stress.h>

#include "internal.h"

#define CONTEST_T 100000
#define CONTEST_MAX 200000

/* An input as the shrinker sees it: d and the queries. */
typedef struct lq_case {
    int d;
    size_t t;
    gg_lamequeen_rect *q;
} lq_case;

static void write_input(gg_writer *w, int d, const gg_lamequeen_rect *q, size_t t)
{
    gg_lamequeen_write_header(w, d, t);
    for (size_t i = 0; i < t; i++) gg_lamequeen_write_rect(w, &q[i]);
}

static gg_status lq_stress_gen(gg_rng *rng, int64_t size, int contest, gg_writer *out, gg_diag *diag)
{
    (void)diag;
    int64_t t = gg_rng_range(rng, 1, contest && size > CONTEST_T ? CONTEST_T : size);
    int64_t max = 2 * size;
    if (contest && max > CONTEST_MAX) max = CONTEST_MAX;
    int d = (int)gg_rng_range(rng, 1, GG_LAMEQUEEN_MAX_D);
    if (d >= 2 && (uint64_t)max > GG_LAMEQUEEN_LIMIT) {
        if ((uint64_t)max > LQ_SWEEP_LIMIT) max = (int64_t)LQ_SWEEP_LIMIT;
        if (t > LQ_SWEEP_MAX_T) t = LQ_SWEEP_MAX_T;
    }
    gg_lamequeen_write_header(out, d, (uint64_t)t);
    for (int64_t i = 0; i < t; i++) {
        int64_t x1 = gg_rng_range(rng, 1, max), x2 = gg_rng_range(rng, 1, max);
        int64_t y1 = gg_rng_range(rng, 1, max), y2 = gg_rng_range(rng, 1, max);
        if (x1 > x2) { int64_t z = x1; x1 = x2; x2 = z; }
        if (y1 > y2) { int64_t z = y1; y1 = y2; y2 = z; }
        gg_lamequeen_rect q = {(uint64_t)x1, (uint64_t)y1, (uint64_t)x2, (uint64_t)y2};
        gg_lamequeen_write_rect(out, &q);
    }
    return GG_OK;
}

/* Reads a judge input that the generator or an earlier shrink step wrote (format.c's reader). */
static gg_status parse(const char *in, size_t len, lq_case *I, gg_diag *diag)
{
    gg_reader r;
    lq_input h;
    lq_queries qs = {0};
    gg_reader_open_mem(&r, in, len, "<stress>", diag);
    gg_status s = gg_lamequeen_read_header(&r, UINT64_MAX, NULL, &h);
    if (s == GG_OK && h.d >= 2) h.limit = LQ_SWEEP_LIMIT; /* what solve takes */
    if (s == GG_OK) s = gg_lamequeen_queries_read(&r, &h, h.t, &qs, diag);
    gg_reader_close(&r);
    if (s == GG_OK) {
        I->d = h.d, I->t = qs.kept.len;
        I->q = qs.kept.data; /* taken over: freed by the caller */
        qs.kept.data = NULL;
    }
    gg_lamequeen_queries_fini(&qs);
    return s;
}

/* Smaller versions of one rectangle: the walk's candidate, if it is one of these, into out. */
static void shrink_rect(gg_shrink_walk *walk, gg_writer *out, int d, gg_lamequeen_rect q)
{
    gg_lamequeen_rect c[6] = {q, q, q, q, q, q};
    c[0].x2 = q.x1 + (q.x2 - q.x1) / 2;            /* half as wide */
    c[1].y2 = q.y1 + (q.y2 - q.y1) / 2;            /* half as high */
    c[2].x1 = q.x2 - (q.x2 - q.x1) / 2;            /* the right half */
    c[3].y1 = q.y2 - (q.y2 - q.y1) / 2;            /* the top half */
    c[4].x1 -= (q.x1 - 1) / 2, c[4].x2 -= (q.x1 - 1) / 2; /* slide toward x = 1 */
    c[5].y1 -= (q.y1 - 1) / 2, c[5].y2 -= (q.y1 - 1) / 2; /* slide toward y = 1 */
    for (int i = 0; i < 6 && !walk->found; i++)
        if ((c[i].x1 != q.x1 || c[i].x2 != q.x2 || c[i].y1 != q.y1 || c[i].y2 != q.y2) && gg_shrink_take(walk))
            write_input(out, d, &c[i], 1);
}

/* The input without queries [from, from + block), written straight from I. */
static void write_without(gg_writer *out, const lq_case *I, size_t from, size_t block)
{
    size_t drop = from + block <= I->t ? block : I->t - from;
    gg_lamequeen_write_header(out, I->d, I->t - drop);
    for (size_t i = 0; i < I->t; i++)
        if (i < from || i >= from + block) gg_lamequeen_write_rect(out, &I->q[i]);
}

static gg_status lq_stress_shrink(const char *in, size_t len, gg_shrink_walk *walk, gg_writer *out, gg_diag *diag)
{
    lq_case I = {0};
    gg_status s = parse(in, len, &I, diag);
    for (size_t block = I.t / 2; s == GG_OK && block >= 1 && I.t > 1 && !walk->found; block /= 2) /* drop a block */
        for (size_t from = 0; from < I.t && !walk->found; from += block)
            if (gg_shrink_take(walk)) write_without(out, &I, from, block);
    if (s == GG_OK && I.t == 1) {
        for (int d = 1; d < I.d && !walk->found; d++) /* smaller d */
            if (gg_shrink_take(walk)) write_input(out, d, I.q, 1);
        shrink_rect(walk, out, I.d, I.q[0]);
    }
    free(I.q);
    return s;
}

static gg_status lq_one_case(const char *in, size_t len, size_t i, gg_writer *out, gg_diag *diag)
{
    lq_case I = {0};
    gg_status s = parse(in, len, &I, diag);
    if (s == GG_OK && i < I.t) write_input(out, I.d, &I.q[i], 1);
    free(I.q);
    return s;
}

const gg_stress_ops gg_lamequeen_stress_ops = {
    .small = 20,
    .medium = 2000,
    .contest = 200000,
    .gen = lq_stress_gen,
    .shrink = lq_stress_shrink,
    .one_case = lq_one_case,
    .help = {.synopsis = GG_STRESS_SYNOPSIS,
             .summary = "run CMD on growing generated inputs against solve; shrink and show the first failure "
                        "(size: queries, coordinates up to 2x)"},
};
