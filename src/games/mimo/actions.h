/* actions.h (private): the Mimo & Yuyu actions, wired into the game table by game.c. */
#ifndef GG_MIMO_ACTIONS_H
#define GG_MIMO_ACTIONS_H

#include <gridgames/game.h>
#include <gridgames/mimo.h>

gg_status gg_mimo_solve_action(gg_ctx *ctx);
gg_status gg_mimo_oracle_action(gg_ctx *ctx);
gg_status gg_mimo_verify_action(gg_ctx *ctx);
gg_status gg_mimo_gen_action(gg_ctx *ctx);
gg_status gg_mimo_draw_action(gg_ctx *ctx);
gg_status gg_mimo_explain(gg_ctx *ctx);
gg_status gg_mimo_analyze_action(gg_ctx *ctx);
gg_status gg_mimo_play_action(gg_ctx *ctx);
/* verify_position.c: analyze against the oracle on every small position. */
gg_status gg_mimo_verify_positions(gg_ctx *ctx);

/* The oracle's answer for one case (1 if the first player wins), by the method given:
 * "sg" (single-token values from the engine, XOR) or "direct" (whole-position search). */
gg_status gg_mimo_oracle_case(const gg_mimo_case *c, const char *method, int *first_wins,
                              gg_diag *diag);

#endif
