/* game.c: knightmare's entry in the game table (the actions, the examples for `gridgames demo`)
 * and the thin actions: solve (the judge protocol, solve.c), oracle (the tablebase, oracle.c),
 * table (table.c) and explain (why the player picks its side, for one start). */
#include "internal.h"

gg_status gg_knightmare_solve_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status st = gg_args_check(ctx, known);
    if (st != GG_OK) return st;
    return gg_knightmare_serve(ctx->in, ctx->out, ctx->diag);
}

gg_status gg_knightmare_oracle_action(gg_ctx *ctx)
{
    const char *const known[] = {"rule", NULL};
    gg_status st = gg_args_check(ctx, known);
    gg_knightmare_rule rule;
    if (st == GG_OK) st = gg_knightmare_rule_option(ctx, &rule);
    if (st != GG_OK) return st;
    gg_knightmare_start s;
    gg_knightmare_side winner;
    if ((st = gg_knightmare_read_start(ctx->in, &s)) != GG_OK) return st;
    if ((st = gg_read_end(ctx->in, "the start")) != GG_OK) return st;
    if ((st = gg_knightmare_oracle(&s, rule, &winner, ctx->diag)) != GG_OK) return st;
    gg_write_str(ctx->out, gg_knightmare_side_upper[winner]);
    gg_write_char(ctx->out, '\n');
    return ctx->out->err;
}

gg_status gg_knightmare_table_action(gg_ctx *ctx)
{
    const char *const known[] = {"board=2", "rule", "start=4", "time=0", NULL};
    gg_status st = gg_args_check(ctx, known);
    if (st != GG_OK) return st;
    const gg_opt *bo = gg_args_find(ctx->args, "board");
    if (!bo) return gg_diag_set(ctx->diag, GG_EUSAGE, "--board N M is required");
    int64_t n, m;
    if ((st = gg_args_value_int(ctx, bo, 0, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_TABLE_MAX, &n)) != GG_OK) return st;
    if ((st = gg_args_value_int(ctx, bo, 1, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_TABLE_MAX, &m)) != GG_OK) return st;
    if (n % 2 || m % 2) return gg_diag_set(ctx->diag, GG_EUSAGE, "--board sides must be even");
    gg_knightmare_rule rule;
    if ((st = gg_knightmare_rule_option(ctx, &rule)) != GG_OK) return st;
    gg_knightmare_start q = {(int)n, (int)m, 0, 0, 0, 0};
    const gg_opt *so = gg_args_find(ctx->args, "start");
    if (so && (st = gg_knightmare_start_option(ctx, so, &q)) != GG_OK) return st;
    return gg_knightmare_table_report(ctx, (int)n, (int)m, rule, so ? &q : NULL, gg_args_flag(ctx->args, "time"));
}

gg_status gg_knightmare_explain(gg_ctx *ctx)
{
    gg_knightmare_start s;
    gg_status st = gg_knightmare_read_start(ctx->in, &s);
    if (st != GG_OK) return st;
    gg_knightmare_player p;
    if ((st = gg_knightmare_player_init(&p, &s, ctx->diag)) != GG_OK) return st;
    char buf[400];
    gg_knightmare_player_describe(&p, buf, sizeof buf);
    int same = ((s.x1 + s.y1) & 1) == ((s.x2 + s.y2) & 1);
    gg_writef(ctx->out, "%d x %d, white (%d,%d), black (%d,%d): %s colours, so only %s can ever capture; %s\n",
              s.n, s.m, s.x1, s.y1, s.x2, s.y2, same ? "same" : "different", same ? "black" : "white", buf);
    gg_knightmare_player_fini(&p);
    return ctx->out->err;
}

static const gg_action actions[] = {
    {.name = "solve",
     .synopsis = "",
     .summary = "play the judge protocol on stdin/stdout: choose a side, then move until the win",
     .run = gg_knightmare_solve_action},
    {.name = "oracle",
     .synopsis = "[--rule mover|any]",
     .summary = "read a board and start, print the side that wins with perfect play (tablebase, boards up to "
                "40 x 40)",
     .run = gg_knightmare_oracle_action},
    {.name = "verify",
     .synopsis = "[--slow] [--seed S] [--bound-all] [--board N M]",
     .summary = "check the player against the tablebase (both rule readings, compared state by state) and the "
                "move bound on large boards",
     .run = gg_knightmare_verify_action},
    {.name = "gen",
     .synopsis = "[--seed S] [--n N|LO..HI] [--m M|LO..HI] [--contest]",
     .summary = "print a seeded random board and legal start",
     .run = gg_knightmare_gen_action},
    {.name = "draw",
     .synopsis = "",
     .summary = "read a board and start, write an SVG: knights, targets, distance fields, the plan",
     .run = gg_knightmare_draw_action},
    {.name = "table",
     .synopsis = "--board N M [--rule mover|any] [--start X1 Y1 X2 Y2] [--time]",
     .summary = "solve every state of a board up to 40 x 40 by retrograde analysis, re-check it, answer a start",
     .run = gg_knightmare_table_action},
    {.name = "judge",
     .synopsis = "[--opponent perfect|greedy|random|bait] [--rule mover|any] [--board N M X1 Y1 X2 Y2 | --sweep "
                 "N M | --random-boards K --max N] [--seed S] [--timeout MS] [--quiet] [--player-stderr] -- "
                 "PLAYER_CMD...",
     .summary = "run a player program against a local interactor, one line per game and a summary",
     .run = gg_knightmare_judge_action},
    {.name = "stress",
     .synopsis = "[--rounds N] [--max N] [--seed S] [--rule mover|any] [--timeout MS] [--quiet] [--player-stderr] -- "
                 "PLAYER_CMD...",
     .summary = "judge a player on growing random boards (6 x 6 first, up to --max) against every opponent; "
                "show the shortest lost game",
     .run = gg_knightmare_stress_action},
    {.name = "test",
     .synopsis = "(--files FILE... | --samples | --gen N [--max N]) [--opponent perfect|greedy|random|bait] "
                 "[--rule mover|any] [--seed S] [--timeout MS] [--player-stderr] -- PLAYER_CMD...",
     .summary = "judge a player once on each start: judge inputs (files), the samples or random boards; one "
                "verdict per input",
     .run = gg_knightmare_test_action},
    {.name = "play",
     .synopsis = "[--side white|black] [--position FILE | --board N M X1 Y1 X2 Y2] [--rule mover|any] [--seed S]",
     .summary = "play a knight against the engine; a move is the target \"x y\" (a terminal view, or a line protocol "
                "when not on a terminal)",
     .run = gg_knightmare_play_action},
    {.name = NULL, .synopsis = NULL, .summary = NULL, .run = NULL},
};

static const gg_example examples[] = {
    {.title = "the first judge sample: white reaches its target (4,4) at once, black at (1,8) does not attack it",
     .input = "8 8\n2 3 1 8\n"},
    {.title = "the second judge sample: black plays; after white's 6 3 it steps onto its target (4,3)",
     .input = "6 6\n4 4 2 2\n6 3\n"},
    {.title = NULL, .input = NULL},
};

const gg_game gg_game_knightmare = {
    .name = "knightmare",
    .title = "Knightmare",
    .summary = "two knights race to their targets: an interactive player that always wins (Codeforces 1201E2)",
    .actions = actions,
    .examples = examples,
    .explain = gg_knightmare_explain,
    .flags = GG_GAME_INTERACTIVE,
    .pos = &gg_knightmare_pos_ops,
    .validate = &gg_knightmare_validator,
    .source = &(const gg_action_text){.synopsis = "", .summary = "print one self-contained C11 file to submit: this player, speaking the judge protocol"},
};
