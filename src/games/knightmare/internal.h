/* internal.h (private): knightmare's one private header: the actions wired into the game table
 * by game.c, and the helpers the folder's files share (the judge format in format.c, the
 * protocol loop in solve.c, the oracle in oracle.c, the table report in table.c, the proof in
 * prove.c). */
#ifndef GG_KNIGHTMARE_INTERNAL_H
#define GG_KNIGHTMARE_INTERNAL_H

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
gg_status gg_knightmare_stress_action(gg_ctx *ctx);
/* test: the player on given starts, the samples or random boards, one line each. */
gg_status gg_knightmare_test_action(gg_ctx *ctx);

/* The hooks of the game table (game.h): the validator (validate.c). */
extern const gg_validator gg_knightmare_validator;

gg_status gg_knightmare_explain(gg_ctx *ctx);

/* ---- format.c: the judge format ------------------------------------------------------- */

/* Reads the line "n m" and the line "x1 y1 x2 y2" (each line exactly its numbers) and checks
 * the start against the rules (errors located, GG_EINPUT). */
gg_status gg_knightmare_read_start(gg_reader *r, gg_knightmare_start *s);
/* The same two lines without the rules check (the cells are on the board; analyze and play
 * check the rest of a position themselves). */
gg_status gg_knightmare_read_cells(gg_reader *r, gg_knightmare_start *s);
/* Writes the start in the judge format: "n m\nx1 y1 x2 y2\n". */
void gg_knightmare_write_start(gg_writer *w, const gg_knightmare_start *s);
/* Reads the six integers of an option such as --board N M X1 Y1 X2 Y2 (values checked to be
 * in range) and checks the start; a bad start is a usage error naming the option. */
gg_status gg_knightmare_start_option(const gg_ctx *ctx, const gg_opt *o, gg_knightmare_start *s);
/* --rule mover|any (default mover). */
gg_status gg_knightmare_rule_option(const gg_ctx *ctx, gg_knightmare_rule *rule);
/* "mover" or "any" */
const char *gg_knightmare_rule_name(gg_knightmare_rule rule);
/* "white"/"black", "WHITE"/"BLACK" */
extern const char *const gg_knightmare_side_lower[2];
extern const char *const gg_knightmare_side_upper[2];

/* ---- position.c ----------------------------------------------------------------------- */

/* The board of game g in text (a 24 x 24 window around the knights on larger boards): the
 * knights, the targets, the legal moves of the side to move while the game goes on. */
void gg_knightmare_render_game(gg_writer *w, const gg_knightmare_game *g);

/* ---- gen.c ---------------------------------------------------------------------------- */

/* A uniformly random legal start on the n x m board (sides legal). */
gg_knightmare_start gg_knightmare_random_start(int n, int m, gg_rng *rng);

/* ---- solve.c: the player's side of the protocol --------------------------------------- */

/* Plays the judge protocol: reads the start from r, prints the side, then alternates. */
gg_status gg_knightmare_serve(gg_reader *r, gg_writer *w, gg_diag *diag);

/* ---- oracle.c -------------------------------------------------------------------------- */

/* The side that wins the start with perfect play under `rule`, from the tablebase. Boards
 * over GG_KNIGHTMARE_TABLE_MAX on a side are refused with GG_EINPUT before any work;
 * a drawn start is GG_ECHECK. */
gg_status gg_knightmare_oracle(const gg_knightmare_start *s, gg_knightmare_rule rule,
                               gg_knightmare_side *winner, gg_diag *diag);

/* ---- table.c: the report of the table action ------------------------------------------ */

/* Builds the n x m table, re-checks it, prints the counts and the answer for `query` (NULL:
 * none); with `timing`, the times to ctx->log. */
gg_status gg_knightmare_table_report(gg_ctx *ctx, int n, int m, gg_knightmare_rule rule,
                                     const gg_knightmare_start *query, int timing);

/* ---- prove.c: the exhaustive check that the player beats every opponent ---------------- */

typedef struct gg_knightmare_proof {
    uint64_t starts;   /* legal starts proved */
    int max_moves;     /* the most moves any opponent can make the player need */
} gg_knightmare_proof;

/* For every legal start of the board under its rule: the player wins against every sequence
 * of opponent moves. GG_ECHECK naming the first start where it does not. */
gg_status gg_knightmare_prove(gg_knightmare_board board, gg_knightmare_proof *out, gg_diag *diag);

#endif
