/* gen.c: `gridgames mimo gen` — seeded random judge inputs, from tiny to beyond the contest.
 * Shapes: random (uniform cells), paired (every column gets an even number of tokens, rows
 * random, order shuffled: Yuyu), nearly-paired (paired plus one random token), mixed (one of
 * the three per test case, the default). --contest keeps every range and the sum of k within
 * the contest's limits (t <= 10^4; n, m, k and the sum of k <= 2*10^5). */
#include <stdlib.h>
#include <string.h>

#include <gridgames/rng.h>

#include "internal.h"

#define CONTEST_T 10000
#define CONTEST_NMK 200000 /* n, m, k and the sum of k */

/* Fills c->col for one test case of the given shape (c->k tokens, columns 1..c->m). */
static void gen_columns(gg_rng *rng, const char *shape, gg_mimo_case *c)
{
    size_t k = c->k;
    uint64_t *cols = c->col;
    if (strcmp(shape, "random") == 0) {
        for (size_t j = 0; j < k; j++) cols[j] = (uint64_t)gg_rng_range(rng, 1, c->m);
        return;
    }
    size_t paired = strcmp(shape, "paired") == 0 ? k : k - 1; /* tokens placed in pairs */
    size_t j = 0;
    for (; j + 2 <= paired; j += 2) cols[j] = cols[j + 1] = (uint64_t)gg_rng_range(rng, 1, c->m);
    if (j < paired) cols[j++] = 1; /* an odd one out of the pairs goes to column 1 */
    for (; j < k; j++) cols[j] = (uint64_t)gg_rng_range(rng, 1, c->m);
    for (size_t a = k; a > 1; a--) { /* shuffle */
        size_t b = (size_t)gg_rng_below(rng, a);
        uint64_t tmp = cols[a - 1];
        cols[a - 1] = cols[b];
        cols[b] = tmp;
    }
}

/* Makes room for k tokens (k <= GG_MIMO_MAX_K: the byte counts cannot overflow). */
static gg_status reserve(gg_mimo_case *c, size_t k, gg_diag *diag)
{
    if (k <= c->cap) return GG_OK;
    free(c->row);
    free(c->col);
    c->row = malloc(k * sizeof *c->row);
    c->col = malloc(k * sizeof *c->col);
    c->cap = k;
    if (c->row && c->col) return GG_OK;
    gg_mimo_case_fini(c);
    return gg_diag_nomem(diag);
}

gg_status gg_mimo_gen_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "t", "n", "m", "k", "shape", "contest=0", NULL};
    const char *const shapes[] = {"mixed", "random", "paired", "nearly-paired", NULL};
    int64_t seed, tlo, thi, nlo, nhi, mlo, mhi, klo, khi;
    const char *shape;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (s == GG_OK) s = gg_args_range(ctx, "t", 1, GG_MIMO_MAX_T, 1, 4, &tlo, &thi);
    if (s == GG_OK) s = gg_args_range(ctx, "n", 1, GG_MIMO_MAX_NM, 1, 3, &nlo, &nhi);
    if (s == GG_OK) s = gg_args_range(ctx, "m", 1, GG_MIMO_MAX_NM, 1, 6, &mlo, &mhi);
    if (s == GG_OK) s = gg_args_range(ctx, "k", 1, GG_MIMO_MAX_K, 1, 6, &klo, &khi);
    if (s == GG_OK) s = gg_args_choice(ctx, "shape", shapes, "mixed", &shape);
    if (s != GG_OK) return s;
    int contest = gg_args_flag(ctx->args, "contest");
    if (contest) { /* Codeforces 2155E's limits: what `validate --contest` accepts */
        thi = thi < CONTEST_T ? thi : CONTEST_T, tlo = tlo < thi ? tlo : thi;
        nhi = nhi < CONTEST_NMK ? nhi : CONTEST_NMK, nlo = nlo < nhi ? nlo : nhi;
        mhi = mhi < CONTEST_NMK ? mhi : CONTEST_NMK, mlo = mlo < mhi ? mlo : mhi;
        khi = khi < CONTEST_NMK ? khi : CONTEST_NMK, klo = klo < khi ? klo : khi;
    }
    int64_t budget = CONTEST_NMK; /* the sum of k, with --contest */

    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    int64_t t = gg_rng_range(&rng, tlo, thi);
    gg_mimo_case c = {0};
    gg_writer *w = ctx->out;
    gg_mimo_write_count(w, t);
    for (int64_t i = 0; i < t && w->err == GG_OK && s == GG_OK; i++) {
        c.n = gg_rng_range(&rng, nlo, nhi);
        c.m = gg_rng_range(&rng, mlo, mhi);
        c.k = (size_t)gg_rng_range(&rng, klo, khi);
        if (contest && (int64_t)c.k > budget - (t - i - 1)) c.k = (size_t)(budget - (t - i - 1)); /* 1 for each later case */
        budget -= (int64_t)c.k;
        const char *sh = shape;
        if (strcmp(sh, "mixed") == 0) sh = shapes[1 + gg_rng_below(&rng, 3)];
        if ((s = reserve(&c, c.k, ctx->diag)) != GG_OK) break;
        gen_columns(&rng, sh, &c);
        for (size_t j = 0; j < c.k; j++) c.row[j] = (uint64_t)gg_rng_range(&rng, 1, c.n);
        gg_mimo_write_case(w, &c);
    }
    gg_mimo_case_fini(&c);
    return s != GG_OK ? s : w->err;
}
