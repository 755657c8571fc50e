/* game.c: knightmare's entry in the game table: the actions, the examples for
 * `gridgames demo`, and explain (why the player picks its side, for one start). */
#include "actions.h"

gg_status gg_knightmare_explain(gg_ctx *ctx)
{
    gg_knightmare_start s;
    gg_status st = gg_knightmare_read_start(ctx->in, &s);
    if (st != GG_OK) return st;
    gg_knightmare_player p;
    if ((st = gg_knightmare_player_init(&p, &s, ctx->diag)) != GG_OK) return st;
    char buf[400];
    gg_knightmare_player_describe(&p, buf, sizeof buf);
    int m = s.m;
    int same = ((s.x1 + s.y1) & 1) == ((s.x2 + s.y2) & 1);
    gg_writef(ctx->out, "%d x %d, white (%d,%d), black (%d,%d): %s colours, so only %s can ever capture; %s\n",
              s.n, s.m, s.x1, s.y1, s.x2, s.y2, same ? "same" : "different", same ? "black" : "white", buf);
    (void)m;
    gg_knightmare_player_free(&p);
    return ctx->out->err;
}

static const gg_action actions[] = {
    {"solve", "",
     "play the judge protocol on stdin/stdout: choose a side, then move until the win",
     gg_knightmare_solve_action},
    {"oracle", "[--rule mover|any]",
     "read a board and start, print the side that wins with perfect play (tablebase, boards up to 40 x 40)",
     gg_knightmare_oracle_action},
    {"verify", "[--slow] [--seed S] [--bound-all] [--board N M]",
     "check the player against the tablebase (both rule readings, compared state by state) and the move "
     "bound on large boards",
     gg_knightmare_verify_action},
    {"gen", "[--seed S] [--n N|LO..HI] [--m M|LO..HI]", "print a seeded random board and legal start",
     gg_knightmare_gen_action},
    {"draw", "", "read a board and start, write an SVG: knights, targets, distance fields, the plan",
     gg_knightmare_draw_action},
    {"table", "--board N M [--rule mover|any] [--start X1 Y1 X2 Y2] [--time]",
     "solve every state of a board up to 40 x 40 by retrograde analysis, re-check it, answer a start",
     gg_knightmare_table_action},
    {"judge",
     "[--opponent perfect|greedy|random|bait] [--rule mover|any] [--board N M X1 Y1 X2 Y2 | --sweep N M | "
     "--random-boards K --max N] [--seed S] [--timeout MS] [--quiet] [--player-stderr] -- PLAYER_CMD...",
     "run a player program against a local interactor, one line per game and a summary",
     gg_knightmare_judge_action},
    {"play", "[--board N M X1 Y1 X2 Y2] [--side white|black] [--rule mover|any] [--seed S]",
     "play a knight against the engine in the terminal (u: undo, q: quit)", gg_knightmare_play_action},
    {NULL, NULL, NULL, NULL},
};

static const gg_example examples[] = {
    {"the first judge sample: white reaches its target (4,4) at once, black at (1,8) does not attack it",
     "8 8\n2 3 1 8\n"},
    {"the second judge sample: black plays; after white's 6 3 it steps onto its target (4,3)",
     "6 6\n4 4 2 2\n6 3\n"},
    {NULL, NULL},
};

const gg_game gg_game_knightmare = {
    "knightmare",
    "Knightmare",
    "two knights race to their targets: an interactive player that always wins (Codeforces 1201E2)",
    actions,
    examples,
    gg_knightmare_explain,
    GG_GAME_INTERACTIVE,
};
