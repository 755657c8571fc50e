/* actions.h (private): the knightmare actions, wired into the game table by game.c, and the
 * helpers they share (reading a start in the judge format, rule names). */
#ifndef GG_KNIGHTMARE_ACTIONS_H
#define GG_KNIGHTMARE_ACTIONS_H

#include <gridgames/game.h>
#include <gridgames/knightmare.h>

gg_status gg_knightmare_solve_action(gg_ctx *ctx);
gg_status gg_knightmare_oracle_action(gg_ctx *ctx);
gg_status gg_knightmare_verify_action(gg_ctx *ctx);
gg_status gg_knightmare_gen_action(gg_ctx *ctx);
gg_status gg_knightmare_draw_action(gg_ctx *ctx);
gg_status gg_knightmare_table_action(gg_ctx *ctx);
gg_status gg_knightmare_judge_action(gg_ctx *ctx);
gg_status gg_knightmare_play_action(gg_ctx *ctx);
gg_status gg_knightmare_explain(gg_ctx *ctx);

/* Reads "n m" and "x1 y1 x2 y2" and checks them against the rules (errors located). */
gg_status gg_knightmare_read_start(gg_reader *r, gg_knightmare_start *s);
/* --rule mover|any (default mover). */
gg_status gg_knightmare_rule_option(const gg_ctx *ctx, gg_knightmare_rule *rule);
/* "white"/"black", "WHITE"/"BLACK" */
extern const char *const gg_knightmare_side_lower[2];
extern const char *const gg_knightmare_side_upper[2];

#endif
