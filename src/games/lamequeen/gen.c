/* gen.c: `gridgames lamequeen gen`, seeded random judge inputs.
 *
 *   gen [--seed S] [--d D|LO..HI] [--t T|LO..HI] [--max M|LO..HI]
 *
 * Draws d, then T, then the largest coordinate M, each uniformly from its range; every query
 * is a random rectangle in [1,M]^2, with some single cells, full squares [1,k]^2 and thin
 * strips mixed in. The defaults (d 1..20, T 1..8, M 1..60) are small enough for the oracle.
 * M may reach 10^18 only for d = 1 (the other d stop at LQ_SWEEP_LIMIT, and when M is above
 * GG_LAMEQUEEN_LIMIT, T stops at LQ_SWEEP_MAX_T: what solve answers).
 */
#include "internal.h"

/* Uniform in lo..hi; hi - lo + 1 cannot wrap: every range here is within 0..INT64_MAX. */
static uint64_t pick(gg_rng *g, uint64_t lo, uint64_t hi)
{
    return lo + gg_rng_below(g, hi - lo + 1);
}

void gg_lamequeen_gen_opts_init(lq_gen_opts *o, uint64_t seed)
{
    o->seed = seed;
    o->dlo = 1, o->dhi = GG_LAMEQUEEN_MAX_D;
    o->tlo = 1, o->thi = 8;
    o->mlo = 1, o->mhi = 60;
}

/* One random query in [1,m]^2. */
static void random_rect(gg_rng *g, uint64_t m, gg_lamequeen_rect *q)
{
    uint64_t kind = gg_rng_below(g, 16);
    if (kind == 0) {                          /* one cell */
        q->x1 = q->x2 = pick(g, 1, m);
        q->y1 = q->y2 = pick(g, 1, m);
    } else if (kind == 1) {                   /* a square [1,k]^2 */
        q->x1 = q->y1 = 1;
        q->x2 = q->y2 = pick(g, 1, m);
    } else if (kind == 2) {                   /* a strip one row high */
        q->x1 = pick(g, 1, m);
        q->x2 = pick(g, q->x1, m);
        q->y1 = q->y2 = pick(g, 1, m);
    } else {
        q->x1 = pick(g, 1, m);
        q->x2 = pick(g, 1, m);
        q->y1 = pick(g, 1, m);
        q->y2 = pick(g, 1, m);
        if (q->x1 > q->x2) { uint64_t z = q->x1; q->x1 = q->x2; q->x2 = z; }
        if (q->y1 > q->y2) { uint64_t z = q->y1; q->y1 = q->y2; q->y2 = z; }
    }
}

void gg_lamequeen_gen(gg_writer *w, const lq_gen_opts *o)
{
    gg_rng g;
    gg_rng_seed(&g, o->seed);
    int d = (int)pick(&g, (uint64_t)o->dlo, (uint64_t)o->dhi);
    uint64_t t = pick(&g, (uint64_t)o->tlo, (uint64_t)o->thi);
    uint64_t mh = (uint64_t)o->mhi;
    if (d >= 2 && mh > LQ_SWEEP_LIMIT) mh = LQ_SWEEP_LIMIT;
    uint64_t m = pick(&g, (uint64_t)o->mlo, mh);
    if (d >= 2 && m > GG_LAMEQUEEN_LIMIT && t > LQ_SWEEP_MAX_T) t = LQ_SWEEP_MAX_T;
    gg_lamequeen_write_header(w, d, t);
    for (uint64_t i = 0; i < t; i++) {
        gg_lamequeen_rect q;
        random_rect(&g, m, &q);
        gg_lamequeen_write_rect(w, &q);
    }
}
