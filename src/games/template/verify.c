/* verify.c: `gridgames template verify` — the fast rule against the oracle, through the real
 * solve path (judge text in, judge text out) and the shared harness src/core/verify.h:
 *   exhaustive: every set S of sizes from {1..VERIFY_MAX_S} and every heap 0..VERIFY_MAX_N;
 *   random:     --random N cases (seeded by --seed) with larger heaps and sizes.
 * Each part is one batch: its cases are written through format.c, the oracle's answers are
 * the expected output, and solve must print exactly those bytes. */
#include <gridgames/rng.h>

#include "../../core/verify.h"
#include "internal.h"

#define VERIFY_MAX_S 5   /* exhaustive: sizes 1..5, so 31 sets */
#define VERIFY_MAX_N 40  /* exhaustive: heaps 0..40 */
#define RANDOM_MAX_N 3000
#define RANDOM_MAX_K 4
#define RANDOM_MAX_S 30

/* Adds case c to the batch with the oracle's answer as the expected line. */
static gg_status add_case(gg_verify_batch *b, const gg_template_case *c, gg_diag *diag)
{
    int first;
    gg_status s = gg_template_oracle(c, &first, diag);
    if (s != GG_OK) return s;
    gg_template_write_case(&b->cases, c);
    gg_write_str(&b->want, first ? "First\n" : "Second\n");
    b->count++;
    return GG_OK;
}

static gg_status exhaustive(gg_verify_batch *b, gg_diag *diag)
{
    gg_status s = GG_OK;
    for (unsigned set = 1; set < 1u << VERIFY_MAX_S && s == GG_OK; set++) {
        gg_template_case c = {.k = 0};
        for (int v = 1; v <= VERIFY_MAX_S; v++)
            if (set >> (v - 1) & 1) c.s[c.k++] = v;
        for (c.n = 0; c.n <= VERIFY_MAX_N && s == GG_OK; c.n++) s = add_case(b, &c, diag);
    }
    return s;
}

static gg_status random_cases(gg_verify_batch *b, uint64_t seed, int64_t count, gg_diag *diag)
{
    gg_rng rng;
    gg_rng_seed(&rng, seed);
    gg_status s = GG_OK;
    for (int64_t i = 0; i < count && s == GG_OK; i++) {
        gg_template_case c = {.n = gg_rng_range(&rng, 0, RANDOM_MAX_N),
                              .k = (int)gg_rng_range(&rng, 1, RANDOM_MAX_K)};
        for (int j = 0; j < c.k; j++) c.s[j] = gg_rng_range(&rng, 1, RANDOM_MAX_S);
        s = add_case(b, &c, diag);
    }
    return s;
}

gg_status gg_template_verify_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "random", NULL};
    int64_t seed, count;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (s == GG_OK) s = gg_args_int(ctx, "random", 0, 3000, 500, &count); /* 3000 * RANDOM_MAX_N
                                                                             * stays within the total */
    if (s != GG_OK) return s;
    gg_verify_batch b;
    gg_verify_batch_init(&b, 1);
    s = exhaustive(&b, ctx->diag);
    if (s == GG_OK)
        s = gg_verify_batch_run(&b, ctx, gg_template_solve_action, "template solve", "exhaustive");
    if (s == GG_OK)
        gg_writef(ctx->out, "exhaustive: %zu cases (every set from {1..%d}, heaps 0..%d): solve agrees with the oracle\n",
                  b.count, VERIFY_MAX_S, VERIFY_MAX_N);
    gg_verify_batch_reset(&b);
    if (s == GG_OK) s = random_cases(&b, (uint64_t)seed, count, ctx->diag);
    if (s == GG_OK) s = gg_verify_batch_run(&b, ctx, gg_template_solve_action, "template solve", "random");
    if (s == GG_OK)
        gg_writef(ctx->out, "random: %zu cases (seed %lld, heaps up to %d, sizes up to %d): solve agrees with the oracle\n",
                  b.count, (long long)seed, RANDOM_MAX_N, RANDOM_MAX_S);
    gg_verify_batch_fini(&b);
    if (s == GG_OK) gg_write_str(ctx->out, "template verify: all checks passed\n");
    return s;
}
