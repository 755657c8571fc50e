/* stress.c: the template game's generator and shrinker (gg_stress_ops, stress.h), which give
 * it the generic `stress`.
 *
 * Size s: 1..1+s/8 test cases (at most 64), each a heap of 0..s tokens (the sum within the
 * reader's limit) and 1..min(s, 10) sizes of 1..s+1 (a size larger than every heap is a valid
 * size that never fits). The
 * template has no contest: --size contest is the largest heap. Shrinking, most aggressive
 * first: keep one case alone, drop one case, then in each case: the heap to 0, half, minus one;
 * drop one size; a size to 1, half, minus one. Every candidate is a valid input. */
#include <gridgames/stress.h>

#include "internal.h"

#define MAX_CASES 64

typedef struct cases {
    int64_t t;
    gg_template_case c[MAX_CASES];
} cases;

static gg_status tp_stress_gen(gg_rng *rng, int64_t size, int contest, gg_writer *out, gg_diag *diag)
{
    (void)contest;
    (void)diag;
    if (size > GG_TEMPLATE_MAX_N) size = GG_TEMPLATE_MAX_N;
    int64_t t = gg_rng_range(rng, 1, 1 + (size / 8 < MAX_CASES - 1 ? size / 8 : MAX_CASES - 1));
    int64_t budget = (int64_t)GG_TEMPLATE_MAX_TOTAL_N; /* the sum of n the reader accepts */
    gg_template_write_count(out, t);
    for (int64_t i = 0; i < t; i++) {
        gg_template_case c = {.n = gg_rng_range(rng, 0, size < budget ? size : budget)};
        budget -= c.n;
        c.k = (int)gg_rng_range(rng, 1, size < GG_TEMPLATE_MAX_K ? size : GG_TEMPLATE_MAX_K);
        for (int j = 0; j < c.k; j++) c.s[j] = gg_rng_range(rng, 1, size < GG_TEMPLATE_MAX_S ? size + 1 : GG_TEMPLATE_MAX_S);
        gg_template_write_case(out, &c);
    }
    return GG_OK;
}

/* The input's cases (an input of more than MAX_CASES is not shrunk: gen writes fewer). */
static gg_status parse(const char *in, size_t len, cases *C, gg_diag *diag)
{
    gg_reader r;
    uint64_t total_n = 0;
    gg_reader_open_mem(&r, in, len, "<stress>", diag);
    gg_status s = gg_template_read_count(&r, &C->t);
    if (s == GG_OK && C->t > MAX_CASES) C->t = 0;
    for (int64_t i = 0; i < C->t && s == GG_OK; i++) s = gg_template_read_case(&r, &C->c[i], &total_n);
    gg_reader_close(&r);
    return s;
}

/* Writes the cases of C in [from, to) except `skip`, case `at` replaced by *alt. */
static void put(gg_writer *out, const cases *C, int64_t from, int64_t to, int64_t skip, int64_t at,
                const gg_template_case *alt)
{
    gg_template_write_count(out, to - from - (skip >= from && skip < to));
    for (int64_t i = from; i < to; i++)
        if (i != skip) gg_template_write_case(out, i == at ? alt : &C->c[i]);
}

/* Smaller versions of case c: heap 0, half, minus one; one size fewer; a size 1, half, minus
 * one. The walk's candidate, if it is one of these, into out. */
static void shrink_case(gg_shrink_walk *walk, gg_writer *out, const cases *C, int64_t i)
{
    const gg_template_case *c = &C->c[i];
    for (int w = 0; w < 3 && !walk->found; w++) {
        gg_template_case d = *c;
        d.n = w == 0 ? 0 : w == 1 ? c->n / 2 : c->n - 1;
        if (d.n >= 0 && d.n < c->n && (w == 0 || d.n > 0) && gg_shrink_take(walk)) put(out, C, 0, C->t, -1, i, &d);
    }
    for (int j = 0; j < c->k && c->k > 1 && !walk->found; j++) {
        gg_template_case d = *c;
        d.s[j] = d.s[--d.k];
        if (gg_shrink_take(walk)) put(out, C, 0, C->t, -1, i, &d);
    }
    for (int j = 0; j < c->k && !walk->found; j++)
        for (int w = 0; w < 3 && !walk->found; w++) {
            gg_template_case d = *c;
            d.s[j] = w == 0 ? 1 : w == 1 ? c->s[j] / 2 : c->s[j] - 1;
            if (d.s[j] >= 1 && d.s[j] < c->s[j] && (w == 0 || d.s[j] > 1) && gg_shrink_take(walk))
                put(out, C, 0, C->t, -1, i, &d);
        }
}

static gg_status tp_stress_shrink(const char *in, size_t len, gg_shrink_walk *walk, gg_writer *out, gg_diag *diag)
{
    cases C = {0};
    gg_status s = parse(in, len, &C, diag);
    if (s != GG_OK) return s;
    for (int64_t i = 0; i < C.t && C.t > 1 && !walk->found; i++) /* one case alone */
        if (gg_shrink_take(walk)) put(out, &C, i, i + 1, -1, -1, NULL);
    for (int64_t i = 0; i < C.t && C.t > 1 && !walk->found; i++) /* one case fewer */
        if (gg_shrink_take(walk)) put(out, &C, 0, C.t, i, -1, NULL);
    for (int64_t i = 0; i < C.t && !walk->found; i++) shrink_case(walk, out, &C, i);
    return GG_OK;
}

static gg_status tp_one_case(const char *in, size_t len, size_t i, gg_writer *out, gg_diag *diag)
{
    cases C = {0};
    gg_status s = parse(in, len, &C, diag);
    if (s == GG_OK && (int64_t)i < C.t) put(out, &C, (int64_t)i, (int64_t)i + 1, -1, -1, NULL);
    return s;
}

const gg_stress_ops gg_template_stress_ops = {
    .small = 12,
    .medium = 1000,
    .contest = GG_TEMPLATE_MAX_N,
    .gen = tp_stress_gen,
    .shrink = tp_stress_shrink,
    .one_case = tp_one_case,
    .help = {.synopsis = GG_STRESS_SYNOPSIS,
             .summary = "run CMD on growing generated inputs against solve; shrink and show the first failure "
                        "(size: the largest heap and size)"},
};
