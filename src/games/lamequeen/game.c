/* game.c: the lame queen's entry in the game table and its thin actions: each checks and
 * reads its options, then calls into the library (solve.c, oracle.c, verify.c, gen.c,
 * draw.c). */
#include "../../core/batch.h"
#include "internal.h"

gg_status gg_lamequeen_solve_action(gg_ctx *ctx)
{
    static const char *const known[] = {"threads", NULL};
    int64_t threads;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "threads", 1, GG_BATCH_MAX_THREADS, gg_cores(), &threads);
    if (s != GG_OK) return s;
    return gg_lamequeen_solve(ctx->in, ctx->out, (int)threads, &gg_lamequeen_threads, gg_lamequeen_sweep_rest, ctx->diag);
}

gg_status gg_lamequeen_oracle_action(gg_ctx *ctx)
{
    static const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    return s != GG_OK ? s : gg_lamequeen_oracle(ctx->in, ctx->out, ctx->diag);
}

/* The random instances use the seeds S .. S + 2999 (with --slow): any S up to that far below
 * the largest gen seed is legal. */
gg_status gg_lamequeen_verify_action(gg_ctx *ctx)
{
    static const char *const known[] = {"slow=0", "seed", NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    int64_t seed;
    if ((s = gg_args_int(ctx, "seed", 0, INT64_MAX - 3000, 1, &seed)) != GG_OK) return s;
    return gg_lamequeen_verify(ctx, (uint64_t)seed, gg_args_flag(ctx->args, "slow"));
}

gg_status gg_lamequeen_gen_action(gg_ctx *ctx)
{
    static const char *const known[] = {"seed", "d", "t", "max", "contest=0", NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    int64_t seed;
    lq_gen_opts o;
    if ((s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed)) != GG_OK) return s;
    gg_lamequeen_gen_opts_init(&o, (uint64_t)seed);
    if ((s = gg_args_range(ctx, "d", 1, GG_LAMEQUEEN_MAX_D, o.dlo, o.dhi, &o.dlo, &o.dhi)))
        return s;
    if ((s = gg_args_range(ctx, "t", 1, GG_LAMEQUEEN_MAX_T, o.tlo, o.thi, &o.tlo, &o.thi))) return s;
    if ((s = gg_args_range(ctx, "max", 1, (int64_t)GG_LAMEQUEEN_LIMIT_D1, o.mlo, o.mhi, &o.mlo, &o.mhi)))
        return s;
    if (o.dhi >= 2 && (uint64_t)o.mlo > LQ_SWEEP_LIMIT)
        return gg_diag_set(ctx->diag, GG_EUSAGE,
                           "--max above %llu needs --d 1 (the limit for d >= 2)",
                           (unsigned long long)LQ_SWEEP_LIMIT);
    if (gg_args_flag(ctx->args, "contest")) { /* LAMQUGAM's limits: what `validate --contest` accepts */
        o.thi = o.thi < 100000 ? o.thi : 100000, o.tlo = o.tlo < o.thi ? o.tlo : o.thi;
        o.mhi = o.mhi < 200000 ? o.mhi : 200000, o.mlo = o.mlo < o.mhi ? o.mlo : o.mhi;
    }
    gg_lamequeen_gen(ctx->out, &o);
    return GG_OK;
}

gg_status gg_lamequeen_draw_action(gg_ctx *ctx)
{
    static const char *const known[] = {"d", "window=4", NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    const gg_opt *wo = gg_args_find(ctx->args, "window");
    const gg_opt *dopt = gg_args_find(ctx->args, "d");
    if ((wo == NULL) != (dopt == NULL))
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--d and --window go together");
    if (!wo) return gg_lamequeen_draw_input(ctx->in, ctx->out, ctx->diag);
    int64_t d, c[4];
    if ((s = gg_args_int(ctx, "d", 1, GG_LAMEQUEEN_MAX_D, 1, &d)) != GG_OK) return s;
    for (int i = 0; i < 4; i++)
        if ((s = gg_args_value_int(ctx, wo, i, 1, (int64_t)gg_lamequeen_limit((int)d), &c[i])) != GG_OK)
            return s;
    if (c[2] < c[0] || c[3] < c[1])
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--window X0 Y0 X1 Y1 needs X0 <= X1 and Y0 <= Y1");
    return gg_lamequeen_draw(ctx->out, (int)d, (uint64_t)c[0], (uint64_t)c[1], (uint64_t)c[2], (uint64_t)c[3],
                   NULL, 0, 0, ctx->diag);
}

/* `sweep --d D --to N` (d >= 2): the windowed sweep up to N, measured. */
static gg_status sweep_action(gg_ctx *ctx)
{
    static const char *const known[] = {"d", "to", NULL};
    int64_t d, n;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "d", 2, GG_LAMEQUEEN_MAX_D, 2, &d);
    if (s == GG_OK) s = gg_args_int(ctx, "to", 1, (int64_t)LQ_SWEEP_MAX, 1000000, &n);
    return s != GG_OK ? s : gg_lamequeen_sweep(ctx->out, (int)d, (uint64_t)n, ctx->diag);
}

gg_status gg_lamequeen_explain_action(gg_ctx *ctx)
{
    return gg_lamequeen_explain(ctx->in, ctx->out, ctx->diag);
}

static const gg_action actions[] = {
    {.name = "solve", .synopsis = "[--threads N]",
     .summary = "read the judge input, print each query's probability that Chef wins (on N threads; default: the processors available)",
     .run = gg_lamequeen_solve_action},
    {.name = "oracle", .synopsis = "",
     .summary = "the same answers by dynamic programming from the move rules (coordinates <= 3000, "
                "T <= 10^6, at most 10^9 cells visited)",
     .run = gg_lamequeen_oracle_action},
    {.name = "verify", .synopsis = "[--slow] [--seed S]",
     .summary = "check generator, counts and closed form against the rules-only DP and each other",
     .run = gg_lamequeen_verify_action},
    {.name = "gen", .synopsis = "[--seed S] [--d D|LO..HI] [--t T|LO..HI] [--max M|LO..HI] [--contest]",
     .summary = "print a seeded random judge input (--contest: within the contest's limits)", .run = gg_lamequeen_gen_action},
    {.name = "draw", .synopsis = "[--d D --window X0 Y0 X1 Y1]",
     .summary = "an SVG of the P-positions in a window (or of a judge input's rectangles, the "
                "first 100 outlined with their answers) and the lines they hug",
     .run = gg_lamequeen_draw_action},
    {.name = "sweep", .synopsis = "[--d D] [--to N]",
     .summary = "settle the values 1..N for d >= 2 (default 2, 10^6) by the windowed sweep and print how far the "
                "pairs stray from their lines, with the sweep's work and memory",
     .run = sweep_action},
    {.name = NULL, .synopsis = NULL, .summary = NULL, .run = NULL},
};

static const gg_example examples[] = {
    {"the judge's sample", "1 4\n1 1 4 4\n2 4 5 8\n3 7 10 10\n5 8 5 8\n"},
    {"d = 2: the first P-positions (1,1) (2,2) (3,4) (4,3) (5,7) ...", "2 3\n1 1 5 5\n5 7 5 7\n1 1 12 12\n"},
    {"the ordinary queen far out: Wythoff pairs near 10^18, exact in integers",
     "1 2\n1 1 1000000000000000000 1000000000000000000\n999999999999999000 1 1000000000000000000 1000000000000000000\n"},
    {NULL, NULL},
};

const gg_game gg_game_lamequeen = {
    .name = "lamequeen",
    .title = "Lame queen",
    .summary = "a queen whose diagonal steps are multiples of d: P-positions per rectangle (CodeChef LAMQUGAM)",
    .actions = actions,
    .examples = examples,
    .explain = gg_lamequeen_explain_action,
    .flags = 0,
    .pos = &gg_lamequeen_pos_ops,
    .stress = &gg_lamequeen_stress_ops,
    .validate = &gg_lamequeen_validator,
    .source = &(const gg_action_text){.synopsis = "", .summary = "print one self-contained C11 file to submit: this solver, judge input to judge answer"},
};
