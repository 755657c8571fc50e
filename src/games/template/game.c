/* game.c: the template game's table and its thin actions. An action checks and reads its
 * options, then calls into the library (format.c reads, solve.c or oracle.c answers); the
 * verify, gen and draw actions live in their own files. The hooks (position.c, stress.c,
 * validate.c, the single file's help text) give it analyze, play, stress, validate and source. The oracle reads every case before
 * it answers one, so that it can refuse an input whose total work is beyond its bound. */
#include "../../core/vec.h"
#include "internal.h"

/* Reads the whole judge input and writes First or Second per case, through the one solve loop
 * (loop.c's ops) on this thread: gg_batch_one needs no pthread, so the action can go into a
 * single file whole. A game with --threads N calls gg_batch_run(..., N, ...) here instead and
 * gives its single file a main that calls gg_batch_one (as Mimo's and Go's do). */
gg_status gg_template_solve_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    gg_template_loop r = {ctx, 0, 0, 0};
    if (s == GG_OK) s = gg_template_read_count(ctx->in, &r.t);
    if (s == GG_OK) s = gg_batch_one(&gg_template_loop_ops, &r, ctx->diag);
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last test case");
    return s;
}

/* The oracle reads the whole input first and refuses it (exit 3) before any answer when a
 * case or the sum of the cases' work is beyond its bounds (docs/template.md, "Limits"). */
static gg_status oracle_read(gg_ctx *ctx, gg_vec *cases)
{
    int64_t t;
    gg_status s = gg_template_read_count(ctx->in, &t);
    uint64_t total_n = 0, work = 0;
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        gg_template_case c;
        if ((s = gg_template_read_case(ctx->in, &c, &total_n)) != GG_OK) break;
        if ((s = gg_template_oracle_check(&c, ctx->diag)) != GG_OK) break;
        work += gg_template_oracle_work(&c); /* <= 5 * 10^6 before, <= 1.1 * 10^6 a case: no overflow */
        if (work > GG_TEMPLATE_ORACLE_MAX_WORK)
            return gg_diag_set(ctx->diag, GG_EINPUT,
                               "test case %lld: the oracle's work on the input reaches %llu here, "
                               "the sum of (n + 1) * (k + 1) (bound: %llu for a whole input)",
                               (long long)i + 1, (unsigned long long)work,
                               (unsigned long long)GG_TEMPLATE_ORACLE_MAX_WORK);
        s = gg_vec_push(cases, sizeof c, &c, ctx->diag);
    }
    return s == GG_OK ? gg_read_end(ctx->in, "the last test case") : s;
}

gg_status gg_template_oracle_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    gg_vec cases = {0};
    if (s == GG_OK) s = oracle_read(ctx, &cases);
    const gg_template_case *c = cases.data;
    for (size_t i = 0; i < cases.len && s == GG_OK; i++) {
        int first;
        s = gg_template_oracle(&c[i], &first, ctx->diag);
        if (s == GG_OK) gg_write_str(ctx->out, first ? "First\n" : "Second\n");
    }
    gg_vec_fini(&cases);
    return s;
}

static const gg_action actions[] = {
    {.name = "solve", .synopsis = "", .summary = "read the judge input, print First or Second per test case",
     .run = gg_template_solve_action},
    {.name = "oracle", .synopsis = "",
     .summary = "the same answers from the Sprague-Grundy engine (heaps up to 100000, at most 5*10^6 for the sum of (n+1)*(k+1))",
     .run = gg_template_oracle_action},
    {.name = "verify", .synopsis = "[--seed S] [--random N]",
     .summary = "check the fast rule against the oracle on every small instance",
     .run = gg_template_verify_action},
    {.name = "gen", .synopsis = "[--seed S] [--t T|LO..HI] [--n N|LO..HI] [--k K|LO..HI] [--s S|LO..HI]",
     .summary = "print a seeded random judge input", .run = gg_template_gen_action},
    {.name = "draw", .synopsis = "", .summary = "read a judge input, write an SVG of every heap's outcome",
     .run = gg_template_draw_action},
    {0},
};

static const gg_example examples[] = {
    {.title = "take 1 or 2: the multiples of 3 are lost", .input = "2\n6 2\n1 2\n7 2\n1 2\n"},
    {0},
};

const gg_game gg_game_template = {
    .name = "template",
    .title = "Template (a subtraction game)",
    .summary = "one heap, a set of sizes to take: who wins (the skeleton to copy)",
    .actions = actions,
    .examples = examples,
    .explain = NULL,
    .flags = GG_GAME_HIDDEN,
    .pos = &gg_template_pos_ops,
    .stress = &gg_template_stress_ops,
    .validate = &gg_template_validator,
    .source = &(const gg_action_text){.synopsis = "",
                                      .summary = "print one self-contained C11 file to submit: this solver, judge "
                                                 "input to judge answer"},
};
