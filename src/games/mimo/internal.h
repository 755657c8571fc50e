/* internal.h (private): the Mimo & Yuyu folder's one private header: the actions, wired into
 * the game table by game.c. The typed API and the oracles (behind GG_VERIFICATION_API) are in
 * include/gridgames/mimo.h. */
#ifndef GG_MIMO_INTERNAL_H
#define GG_MIMO_INTERNAL_H

#include <gridgames/game.h>
#include <gridgames/mimo.h>

#include "../../core/batch.h"

gg_status gg_mimo_solve_action(gg_ctx *ctx);
gg_status gg_mimo_oracle_action(gg_ctx *ctx);
gg_status gg_mimo_verify_action(gg_ctx *ctx);
gg_status gg_mimo_gen_action(gg_ctx *ctx);
gg_status gg_mimo_draw_action(gg_ctx *ctx);
gg_status gg_mimo_explain_action(gg_ctx *ctx);
gg_status gg_mimo_analyze_action(gg_ctx *ctx);
gg_status gg_mimo_play_action(gg_ctx *ctx);
/* loop.c: the solve loop's ops (src/core/batch.h) over the t test cases after t, with this
 * context: gg_batch_run(&gg_mimo_loop_ops, &(gg_mimo_loop){ctx, t, threads}, threads, ...). */
typedef struct gg_mimo_loop {
    gg_ctx *ctx;
    int64_t t, threads;
    int64_t read; /* cases read (0 to start) */
} gg_mimo_loop;
extern const gg_batch_ops gg_mimo_loop_ops;
gg_status gg_mimo_validate_action(gg_ctx *ctx);
gg_status gg_mimo_stress_action(gg_ctx *ctx);
/* verify_position.c: analyze against the oracle on every small position. */
gg_status gg_mimo_verify_positions(gg_ctx *ctx);

#endif
