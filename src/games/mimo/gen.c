/* gen.c: `gridgames mimo gen` — seeded random judge inputs, from tiny to beyond the contest.
 * Shapes: random (uniform cells), paired (every column gets an even number of tokens, rows
 * random, order shuffled: Yuyu), nearly-paired (paired plus one random token), mixed (one of
 * the three per test case, the default). */
#include <stdlib.h>
#include <string.h>

#include <gridgames/rng.h>

#include "actions.h"

gg_status gg_mimo_gen_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "t", "n", "m", "k", "shape", NULL};
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

    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    int64_t t = gg_rng_range(&rng, tlo, thi);
    uint64_t *cols = NULL;
    size_t cap = 0;
    gg_writer *w = ctx->out;
    gg_write_i64(w, t);
    gg_write_char(w, '\n');
    for (int64_t i = 0; i < t && w->err == GG_OK; i++) {
        int64_t n = gg_rng_range(&rng, nlo, nhi), m = gg_rng_range(&rng, mlo, mhi);
        size_t k = (size_t)gg_rng_range(&rng, klo, khi);
        const char *sh = shape;
        if (strcmp(sh, "mixed") == 0) sh = shapes[1 + gg_rng_below(&rng, 3)];
        if (k > cap) {
            free(cols);
            cap = k;
            cols = malloc(cap * sizeof *cols);
            if (!cols) return gg_diag_nomem(ctx->diag);
        }
        if (strcmp(sh, "random") == 0) {
            for (size_t j = 0; j < k; j++) cols[j] = (uint64_t)gg_rng_range(&rng, 1, m);
        } else {
            size_t paired = strcmp(sh, "paired") == 0 ? k : k - 1; /* tokens placed in pairs */
            size_t j = 0;
            for (; j + 2 <= paired; j += 2)
                cols[j] = cols[j + 1] = (uint64_t)gg_rng_range(&rng, 1, m);
            if (j < paired) cols[j++] = 1; /* an odd one out of the pairs goes to column 1 */
            for (; j < k; j++) cols[j] = (uint64_t)gg_rng_range(&rng, 1, m);
            for (size_t a = k; a > 1; a--) { /* shuffle */
                size_t b = (size_t)gg_rng_below(&rng, a);
                uint64_t tmp = cols[a - 1];
                cols[a - 1] = cols[b];
                cols[b] = tmp;
            }
        }
        gg_write_i64(w, n);
        gg_write_char(w, ' ');
        gg_write_i64(w, m);
        gg_write_char(w, ' ');
        gg_write_u64(w, k);
        gg_write_char(w, '\n');
        for (size_t j = 0; j < k; j++) {
            gg_write_i64(w, gg_rng_range(&rng, 1, n));
            gg_write_char(w, ' ');
            gg_write_u64(w, cols[j]);
            gg_write_char(w, '\n');
        }
    }
    free(cols);
    return w->err;
}
