/* gen.c: `gridgames knightmare gen` — a seeded random board and legal start in the judge's
 * input format ("n m", then "x1 y1 x2 y2"). Sides are even, drawn from --n and --m (default
 * 6..12, small enough for the tablebase oracle). The random legal start is shared with the
 * judge's --random-boards. --contest is accepted: every start gen writes obeys the contest's
 * format (validate --contest), whatever the ranges. */
#include "internal.h"

gg_knightmare_start gg_knightmare_random_start(int n, int m, gg_rng *rng)
{
    gg_knightmare_start s;
    do
        s = (gg_knightmare_start){n, m, (int)gg_rng_range(rng, 1, n), (int)gg_rng_range(rng, 1, m),
                                  (int)gg_rng_range(rng, 1, n), (int)gg_rng_range(rng, 1, m)};
    while (gg_knightmare_start_problem(&s, NULL, 0));
    return s;
}

gg_status gg_knightmare_gen_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "n", "m", "contest=0", NULL}; /* every start gen writes is a contest one */
    int64_t seed, nlo, nhi, mlo, mhi;
    gg_status st = gg_args_check(ctx, known);
    if (st == GG_OK) st = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (st == GG_OK) st = gg_args_range(ctx, "n", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, 6, 12, &nlo, &nhi);
    if (st == GG_OK) st = gg_args_range(ctx, "m", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, 6, 12, &mlo, &mhi);
    if (st != GG_OK) return st;
    if ((nlo + 1) / 2 > nhi / 2 || (mlo + 1) / 2 > mhi / 2)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "the ranges of --n and --m must contain an even number");
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    int n = 2 * (int)gg_rng_range(&rng, (nlo + 1) / 2, nhi / 2);
    int m = 2 * (int)gg_rng_range(&rng, (mlo + 1) / 2, mhi / 2);
    gg_knightmare_start s = gg_knightmare_random_start(n, m, &rng);
    gg_knightmare_write_start(ctx->out, &s);
    return ctx->out->err;
}
