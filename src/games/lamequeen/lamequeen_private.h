/* lamequeen_private.h: helpers shared by the lame queen's source files (not public API). */
#ifndef GG_LAMEQUEEN_PRIVATE_H
#define GG_LAMEQUEEN_PRIVATE_H

#include <math.h>
#include <stdint.h>

#include <gridgames/lamequeen.h>
#include <gridgames/play.h>
#include <gridgames/rng.h>

__extension__ typedef unsigned __int128 lq_u128;

/* format.c: the judge format */
gg_status lq_read_header(gg_reader *in, int *d, uint64_t *t);
/* The names of the four coordinates in messages, saying whose limit applies ("d = 2"),
 * built once per input. */
typedef struct lq_names {
    uint64_t limit;
    char x1[80], y1[80], x2[80], y2[80];
} lq_names;
void lq_names_init(lq_names *nm, uint64_t limit, const char *who);
/* Reads query number `query` of t (1-based, for messages): 1 <= x1 <= x2 <= limit and
 * 1 <= y1 <= y2 <= limit. */
gg_status lq_read_rect(gg_reader *in, const lq_names *nm, uint64_t query, uint64_t t,
                       gg_lamequeen_rect *q);
/* the actions (game.c wires them into the table) */
gg_status lq_action_solve(gg_ctx *ctx);
gg_status lq_action_oracle(gg_ctx *ctx);
gg_status lq_action_verify(gg_ctx *ctx);
gg_status lq_action_gen(gg_ctx *ctx);
gg_status lq_action_draw(gg_ctx *ctx);
gg_status lq_action_analyze(gg_ctx *ctx);
gg_status lq_action_play(gg_ctx *ctx);

/* position.c, for verify: a position whose remoteness table covers [1,n]^2, and moving its
 * queen anywhere inside (history cleared). */
gg_status lq_pos_new_square(int d, uint64_t n, gg_pos **out, gg_diag *diag);
void lq_pos_set(gg_pos *p, uint64_t x, uint64_t y);
/* verify_position.c */
gg_status lq_verify_positions(gg_ctx *ctx, int maxc, int samples, gg_rng *rng);
gg_status lq_action_stress(gg_ctx *ctx);

/* Writes count / area of q as an irreducible fraction and a newline ("0/1" for 0). */
void lq_write_fraction(gg_writer *w, uint64_t count, const gg_lamequeen_rect *q);

/* The slope of the upper line the P-positions hug: the positive root of
 * alpha^2 - alpha / d - 1 = 0 (phi for d = 1). Used for capacity estimates and drawings
 * only; never for deciding a position. */
static inline double lq_alpha(int d)
{
    return (1.0 + sqrt(1.0 + 4.0 * d * d)) / (2.0 * d);
}

static inline long double lq_alpha_l(int d)
{
    return (1.0L + sqrtl(1.0L + 4.0L * d * d)) / (2.0L * d);
}

/* The oracle's limit on coordinates: its grid holds max(x2) * max(y2) cells. */
#define LQ_ORACLE_MAX 3000

#endif
