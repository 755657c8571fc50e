/* gen.c: `gridgames lamequeen gen`, seeded random judge inputs.
 *
 *   gen [--seed S] [--d D|LO..HI] [--t T|LO..HI] [--max M|LO..HI]
 *
 * Draws d, then T, then the largest coordinate M, each uniformly from its range; every query
 * is a random rectangle in [1,M]^2, with some single cells, full squares [1,k]^2 and thin
 * strips mixed in. The defaults (d 1..20, T 1..8, M 1..60) are small enough for the oracle.
 * M may reach 10^18 only for d = 1 (the other d stop at GG_LAMEQUEEN_LIMIT).
 */
#include "lamequeen_private.h"

static uint64_t pick(gg_rng *g, uint64_t lo, uint64_t hi)
{
    return lo + gg_rng_below(g, hi - lo + 1);
}

gg_status lq_action_gen(gg_ctx *ctx)
{
    static const char *const known[] = {"seed", "d", "t", "max", NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    int64_t seed, dlo, dhi, tlo, thi, mlo, mhi;
    if ((s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed)) != GG_OK) return s;
    if ((s = gg_args_range(ctx, "d", 1, GG_LAMEQUEEN_MAX_D, 1, GG_LAMEQUEEN_MAX_D, &dlo, &dhi)))
        return s;
    if ((s = gg_args_range(ctx, "t", 1, GG_LAMEQUEEN_MAX_T, 1, 8, &tlo, &thi))) return s;
    if ((s = gg_args_range(ctx, "max", 1, (int64_t)GG_LAMEQUEEN_LIMIT_D1, 1, 60, &mlo, &mhi)))
        return s;
    if (dhi >= 2 && (uint64_t)mlo > GG_LAMEQUEEN_LIMIT)
        return gg_diag_set(ctx->diag, GG_EUSAGE,
                           "--max above %llu needs --d 1 (the limit for d >= 2)",
                           (unsigned long long)GG_LAMEQUEEN_LIMIT);
    gg_rng g;
    gg_rng_seed(&g, (uint64_t)seed);
    int d = (int)pick(&g, (uint64_t)dlo, (uint64_t)dhi);
    uint64_t t = pick(&g, (uint64_t)tlo, (uint64_t)thi);
    uint64_t mh = (uint64_t)mhi;
    if (d >= 2 && mh > GG_LAMEQUEEN_LIMIT) mh = GG_LAMEQUEEN_LIMIT;
    uint64_t m = pick(&g, (uint64_t)mlo, mh);
    gg_writer *w = ctx->out;
    gg_write_u64(w, (uint64_t)d);
    gg_write_char(w, ' ');
    gg_write_u64(w, t);
    gg_write_char(w, '\n');
    for (uint64_t i = 0; i < t; i++) {
        uint64_t x1, x2, y1, y2;
        uint64_t kind = gg_rng_below(&g, 16);
        if (kind == 0) {                          /* one cell */
            x1 = x2 = pick(&g, 1, m);
            y1 = y2 = pick(&g, 1, m);
        } else if (kind == 1) {                   /* a square [1,k]^2 */
            x1 = y1 = 1;
            x2 = y2 = pick(&g, 1, m);
        } else if (kind == 2) {                   /* a strip one row high */
            x1 = pick(&g, 1, m);
            x2 = pick(&g, x1, m);
            y1 = y2 = pick(&g, 1, m);
        } else {
            x1 = pick(&g, 1, m);
            x2 = pick(&g, 1, m);
            y1 = pick(&g, 1, m);
            y2 = pick(&g, 1, m);
            if (x1 > x2) { uint64_t z = x1; x1 = x2; x2 = z; }
            if (y1 > y2) { uint64_t z = y1; y1 = y2; y2 = z; }
        }
        gg_write_u64(w, x1);
        gg_write_char(w, ' ');
        gg_write_u64(w, y1);
        gg_write_char(w, ' ');
        gg_write_u64(w, x2);
        gg_write_char(w, ' ');
        gg_write_u64(w, y2);
        gg_write_char(w, '\n');
    }
    return GG_OK;
}
