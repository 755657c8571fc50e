/* gen.c: `gridgames template gen` — a seeded random judge input, written through format.c.
 * The defaults are small enough for the oracle (the property test runs solve and oracle on
 * them); the options reach the format's limits. */
#include <gridgames/rng.h>

#include "../../core/checked.h"
#include "internal.h"

gg_status gg_template_gen_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "t", "n", "k", "s", NULL};
    int64_t seed, tlo, thi, nlo, nhi, klo, khi, slo, shi;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (s == GG_OK) s = gg_args_range(ctx, "t", 1, GG_TEMPLATE_MAX_T, 1, 5, &tlo, &thi);
    if (s == GG_OK) s = gg_args_range(ctx, "n", 0, GG_TEMPLATE_MAX_N, 0, 30, &nlo, &nhi);
    if (s == GG_OK) s = gg_args_range(ctx, "k", 1, GG_TEMPLATE_MAX_K, 1, 3, &klo, &khi);
    if (s == GG_OK) s = gg_args_range(ctx, "s", 1, GG_TEMPLATE_MAX_S, 1, 6, &slo, &shi);
    if (s != GG_OK) return s;
    if (gg_mul_u64_sat((uint64_t)thi, (uint64_t)nhi) > GG_TEMPLATE_MAX_TOTAL_N)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "options --t and --n: up to %lld heaps of up to %lld tokens "
                           "may exceed the input's total of %llu tokens", (long long)thi, (long long)nhi,
                           (unsigned long long)GG_TEMPLATE_MAX_TOTAL_N);
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    int64_t t = gg_rng_range(&rng, tlo, thi);
    gg_template_write_count(ctx->out, t);
    for (int64_t i = 0; i < t && ctx->out->err == GG_OK; i++) {
        gg_template_case c = {.n = gg_rng_range(&rng, nlo, nhi), .k = (int)gg_rng_range(&rng, klo, khi)};
        for (int j = 0; j < c.k; j++) c.s[j] = gg_rng_range(&rng, slo, shi);
        gg_template_write_case(ctx->out, &c);
    }
    return ctx->out->err;
}
