/* game.c: the template game's table and its thin actions. An action checks and reads its
 * options, then calls into the library (format.c reads, solve.c or oracle.c answers); the
 * verify, gen and draw actions live in their own files. */
#include "internal.h"

/* How one case is answered: the fast rule or the oracle. */
typedef gg_status (*answer_fn)(gg_template_solver *sv, const gg_template_case *c, int *first_wins,
                               gg_diag *diag);

static gg_status oracle_answer(gg_template_solver *sv, const gg_template_case *c, int *first_wins,
                               gg_diag *diag)
{
    (void)sv;
    return gg_template_oracle(c, first_wins, diag);
}

/* Reads the whole judge input and writes First or Second per case. */
static gg_status answer_all(gg_ctx *ctx, answer_fn answer)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    int64_t t;
    if (s == GG_OK) s = gg_template_read_count(ctx->in, &t);
    if (s != GG_OK) return s;
    gg_template_solver sv;
    gg_template_solver_init(&sv);
    uint64_t total_n = 0;
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        gg_template_case c;
        int first;
        s = gg_template_read_case(ctx->in, &c, &total_n);
        if (s == GG_OK) s = answer(&sv, &c, &first, ctx->diag);
        if (s == GG_OK) gg_write_str(ctx->out, first ? "First\n" : "Second\n");
    }
    gg_template_solver_fini(&sv);
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last test case");
    return s;
}

gg_status gg_template_solve_action(gg_ctx *ctx)
{
    return answer_all(ctx, gg_template_solve);
}

gg_status gg_template_oracle_action(gg_ctx *ctx)
{
    return answer_all(ctx, oracle_answer);
}

static const gg_action actions[] = {
    {.name = "solve", .synopsis = "", .summary = "read the judge input, print First or Second per test case",
     .run = gg_template_solve_action},
    {.name = "oracle", .synopsis = "",
     .summary = "the same answers from the Sprague-Grundy engine (heaps up to 100000)",
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
};
