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

/* The hooks of the game table (game.h): the validator (validate.c) and the stress ops (stress.c). */
extern const gg_validator gg_mimo_validator;
extern const struct gg_stress_ops gg_mimo_stress_ops;

/* format.c: the solve loop's reader of the cases (gg_mimo_read_case's checks and messages),
 * over long runs of the hot path: the run's values not taken yet, v[at..len), and the reader
 * before the run (to go back to a value). gg_mimo_stream_end puts the reader just after the
 * values taken, where gg_mimo_read_case would have left it (after the last case). */
#define GG_MIMO_STREAM 2048
typedef struct gg_mimo_stream {
    int64_t v[GG_MIMO_STREAM];
    size_t len, at;
    gg_reader before;
} gg_mimo_stream;
gg_status gg_mimo_stream_case(gg_reader *r, gg_mimo_stream *s, gg_mimo_case *c);
void gg_mimo_stream_end(gg_reader *r, gg_mimo_stream *s);

/* loop.c: the solve loop's ops (src/core/batch.h) over the t test cases after t, with this
 * context: gg_batch_run(&gg_mimo_loop_ops, &(gg_mimo_loop){ctx, t, threads}, threads, ...). */
typedef struct gg_mimo_loop {
    gg_ctx *ctx;
    int64_t t, threads;
    int64_t read; /* cases read (0 to start) */
    gg_mimo_stream in;
} gg_mimo_loop;
extern const gg_batch_ops gg_mimo_loop_ops;
/* solve.c: gg_mimo_first_player_wins with a worker's table (the solve loop's), all zeros
 * between calls, for the exact check of short cases (NULL: pair_up, as the public function). */
#define GG_MIMO_TABLE_BITS 12
typedef struct gg_mimo_table {
    uint64_t col[1 << GG_MIMO_TABLE_BITS];
    unsigned char odd[1 << GG_MIMO_TABLE_BITS];
} gg_mimo_table;
int gg_mimo_first_player_wins_with(gg_mimo_case *c, gg_mimo_table *t);
/* The exact check of a short case (k < 64 tokens): 1 iff some column >= 2 holds an odd number
 * of them. With AVX-512 in registers (no table), else with the table t, or pair_up when t is
 * NULL; may reorder col. */
int gg_mimo_odd_short(uint64_t *col, size_t k, gg_mimo_table *t);
/* verify_position.c: analyze against the oracle on every small position. */
gg_status gg_mimo_verify_positions(gg_ctx *ctx);

#endif
