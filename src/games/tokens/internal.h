/* internal.h (private): Game with Tokens pieces shared between the files of the game: the
 * key-reading solve path and the actions wired into the game table by game.c. */
#ifndef GG_TOKENS_INTERNAL_H
#define GG_TOKENS_INTERNAL_H

#include <gridgames/game.h>
#include <gridgames/rng.h>
#include <gridgames/tokens.h>

/* Reads the judge format straight into sort keys (*keys malloc'ed, caller frees). */
gg_status gg_tokens_read_keys(gg_reader *r, uint64_t **keys, size_t *n);

/* The count from the game rules (window retrograde analysis + run search), n <= 4. */
gg_status gg_tokens_rules_count(const gg_tokens_point *pts, size_t n, uint64_t *count,
                                gg_diag *diag);

/* Seeded points of a gen shape ("mixed" picks one), distinct, at most n, |coords| <= C. */
gg_status gg_tokens_generate(gg_rng *g, const char *shape, size_t n, int64_t C,
                             gg_tokens_point **out, size_t *nout);

/* 1 if one token at offset (dx, dy) can ever stand at (1, 0) at white's turn while white
 * steps right every turn (exhaustive search of the token's steps; dx > 64 counts as "can"). */
int gg_tokens_can_block_right(int64_t dx, int64_t dy);

gg_status gg_tokens_solve_action(gg_ctx *ctx);
gg_status gg_tokens_region_action(gg_ctx *ctx);
gg_status gg_tokens_oracle_action(gg_ctx *ctx);
gg_status gg_tokens_verify_action(gg_ctx *ctx);
gg_status gg_tokens_gen_action(gg_ctx *ctx);
gg_status gg_tokens_draw_action(gg_ctx *ctx);
gg_status gg_tokens_explain(gg_ctx *ctx);

#endif
