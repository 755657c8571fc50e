/* internal.h (private): the template game's actions and hooks, wired into the table by game.c. Every
 * game folder has this one private header, with the same name and the same role. */
#ifndef GG_TEMPLATE_INTERNAL_H
#define GG_TEMPLATE_INTERNAL_H

#include <gridgames/game.h>
#include <gridgames/template.h>

#include "../../core/batch.h"

gg_status gg_template_solve_action(gg_ctx *ctx);
gg_status gg_template_oracle_action(gg_ctx *ctx);
gg_status gg_template_verify_action(gg_ctx *ctx);
gg_status gg_template_gen_action(gg_ctx *ctx);
gg_status gg_template_draw_action(gg_ctx *ctx);

/* The hooks of the game table (game.h): positions and moves (position.c), the stress ops
 * (stress.c) and the validator (validate.c). */
extern const struct gg_pos_ops gg_template_pos_ops;
extern const struct gg_stress_ops gg_template_stress_ops;
extern const gg_validator gg_template_validator;

/* loop.c: the solve loop's ops (src/core/batch.h) over the t test cases after t, with this
 * context; each worker's state is a gg_template_solver. */
typedef struct gg_template_loop {
    gg_ctx *ctx;
    int64_t t;
    int64_t read;     /* cases read (0 to start) */
    uint64_t total_n; /* the sum of n so far (the reader checks it) */
} gg_template_loop;
extern const gg_batch_ops gg_template_loop_ops;

#endif
