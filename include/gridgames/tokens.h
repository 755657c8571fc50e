/* tokens.h: Game with Tokens (Codeforces 930D / 944F): on which starting points of the white
 * token can the n black tokens trap it?
 *
 *   gg_tokens_set set;
 *   gg_tokens_set_init(&set);
 *   gg_reader r; ... open r on the judge text (io.h) ...
 *   uint64_t count;
 *   gg_status s = gg_tokens_read(&r, &set);                         // errors: r's diag
 *   if (s == GG_OK) s = gg_tokens_count(set.pts, set.n, &count, diag);
 *   gg_tokens_set_fini(&set);
 *
 * Every function that can fail returns gg_status and takes gg_diag *diag last (NULL: the
 * message is dropped); the readers report through the reader's own diag.
 *
 * The fast rule (proved in docs/tokens.md): with u = x + y and v = x - y, white at (U, V)
 * is trapped exactly when, among the black tokens whose u has the other parity than U,
 * some token lies strictly in each of the four open quadrants around (U, V) (u > U and
 * v > V, u > U and v < V, u < U and v > V, u < U and v < V). The count is a sweep over the
 * tokens sorted by u with prefix and suffix minima and maxima of v: O(n) after a radix sort.
 *
 * Limits: n <= GG_TOKENS_MAX_N tokens, |x|, |y| <= GG_TOKENS_MAX_COORD (the contest has
 * n <= 1e5 and |x|, |y| <= 1e5). Every trapped point lies strictly inside the bounding box of
 * the tokens, so the count is below (2 * 10^9 - 1)^2 < 4 * 10^18 < 2^63: uint64_t holds it.
 * The judge promises distinct points; repeated points are accepted and change nothing.
 */
#ifndef GRIDGAMES_TOKENS_H
#define GRIDGAMES_TOKENS_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "io.h"
#include "play.h"
#include "stress.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GG_TOKENS_MAX_N 10000000LL           /* tokens in one instance */
#define GG_TOKENS_MAX_COORD 1000000000LL     /* |x|, |y| */
#define GG_TOKENS_CONTEST_N 100000LL         /* the contest's limits (validate --contest) */
#define GG_TOKENS_CONTEST_COORD 100000LL
#define GG_TOKENS_REGION_LIMIT 1000000ULL    /* default limit of `tokens region` */
#define GG_TOKENS_REGION_MAX 10000000ULL     /* largest --limit accepted */

typedef struct gg_tokens_point {
    int32_t x, y;
} gg_tokens_point;

/* The black tokens of one instance: gg_tokens_set_init, gg_tokens_read fills it,
 * gg_tokens_set_fini (harmless on an initialised or zeroed set). */
typedef struct gg_tokens_set {
    size_t n, cap;
    gg_tokens_point *pts;
} gg_tokens_set;

/* Reads the judge format (n, then n lines "x y") up to the end of input. The array grows as
 * points arrive (never beyond the declared n, from a first block of at most 2^17 points), so a
 * declared n larger than the data is an error at the end of input, not an allocation. Errors:
 * GG_EINPUT with a location, GG_ENOMEM. */
gg_status gg_tokens_read(gg_reader *r, gg_tokens_set *set);
void gg_tokens_set_init(gg_tokens_set *set);
void gg_tokens_set_fini(gg_tokens_set *set);

/* Writes pts[0..n) in the judge format (n, then "x y" per line). Write errors stay in w. */
void gg_tokens_write(gg_writer *w, const gg_tokens_point *pts, size_t n);

/* The sort key of a token: u + 2C in bits 31..62 and (v + 2C) / 2 in bits 0..30
 * (C = GG_TOKENS_MAX_COORD), so that ordering by the top bits orders by u. */
uint64_t gg_tokens_key(int32_t x, int32_t y);

/* The count of trapped starting points of keys[0..n) (the keys are sorted in place; tmp, if
 * not NULL, is scratch space of n keys, else it is allocated). GG_ENOMEM only. */
gg_status gg_tokens_count_keys(uint64_t *keys, uint64_t *tmp, size_t n, uint64_t *count, gg_diag *diag);

/* The same from points (allocates 2n keys). */
gg_status gg_tokens_count(const gg_tokens_point *pts, size_t n, uint64_t *count, gg_diag *diag);

/* The trapped region as rectangles in rotated coordinates: white points (x, y) with
 * u = x + y in u0, u0 + 2, ..., u1 and v = x - y in v0, v0 + 2, ..., v1 (u0, v0, u1, v1
 * all of one parity). Rectangles are disjoint; their point counts add up to the count. */
typedef struct gg_tokens_rect {
    int64_t u0, u1, v0, v1;
} gg_tokens_rect;

/* The rectangles of the region (*rects is malloc'ed, caller frees; at most n of them),
 * those of white points with u even first, then u odd, each group sorted by u. */
gg_status gg_tokens_rects(const gg_tokens_point *pts, size_t n, gg_tokens_rect **rects,
                          size_t *nrects, gg_diag *diag);

/* Points in a rectangle. */
uint64_t gg_tokens_rect_points(const gg_tokens_rect *r);

/* Lists the trapped points sorted by x then y into *out (malloc'ed, caller frees) when the
 * count is at most `limit` (keep it small enough to allocate: `tokens region` allows at most
 * GG_TOKENS_REGION_MAX); sets *count either way. Returns GG_ECHECK with nothing listed and
 * nothing recorded when the count exceeds the limit (the caller says why), GG_ENOMEM
 * (recorded) on allocation failure. */
gg_status gg_tokens_region(const gg_tokens_point *pts, size_t n, uint64_t limit,
                           gg_tokens_point **out, uint64_t *count, gg_diag *diag);

#ifdef GG_VERIFICATION_API
/* ---- verification only: oracles (slow, written from the rules or from the 4-direction
 * characterization), the single-token lemma and the window game. The library, the tests and
 * the fuzzers are built with GG_VERIFICATION_API defined; programs using the library are not. */

/* The characterization, point by point: 1 if every one of the four cones of (wx, wy) holds a
 * token (x, y) with x + y of the other parity than wx + wy; the right cone is
 * x - wx > |y - wy|, the others its rotations. O(n). */
int gg_tokens_trapped_at(const gg_tokens_point *pts, size_t n, int64_t wx, int64_t wy);

/* The count by the characterization at every point strictly inside the bounding box,
 * O(area * n). Refused (GG_EINPUT, with the bound) if area * n exceeds max_work. */
gg_status gg_tokens_brute_count(const gg_tokens_point *pts, size_t n, uint64_t max_work,
                                uint64_t *count, gg_diag *diag);

/* The count by the characterization on the cells of the arrangement of the tokens' lines
 * u = const and v = const (any coordinates), O(n^3). Refused (GG_EINPUT) if n > max_n. */
gg_status gg_tokens_cell_count(const gg_tokens_point *pts, size_t n, size_t max_n,
                               uint64_t *count, gg_diag *diag);

/* The single-token lemma by exhaustive search (see docs/tokens.md): for every offset
 * (dx, dy) = (black - white) with |dx|, |dy| <= radius, whether one black token can keep
 * white's x-coordinate bounded forever, decided by an energy game on the window of offsets
 * |dx|, |dy| <= window, solved twice (leaving the window a black loss / a black win). */
typedef struct gg_tokens_lemma_report {
    int radius, window;
    size_t offsets;        /* (2 radius + 1)^2 */
    size_t black;          /* proven: black keeps white's x bounded */
    size_t white;          /* proven: white's x grows without bound */
    size_t white_runs;     /* of those, also proven by the run search (white steps right
                              forever and the token can never block it) */
    size_t undecided;
    size_t disagree;       /* decided differently from the cone-and-parity rule */
    int bad_dx, bad_dy;    /* the first disagreement or undecided offset */
} gg_tokens_lemma_report;

/* 1 if the cone-and-parity rule says one token at offset (dx, dy) stops white running right. */
int gg_tokens_cone_rule(int64_t dx, int64_t dy);

gg_status gg_tokens_lemma(int radius, int window, gg_tokens_lemma_report *rep, gg_diag *diag);

/* The whole game with up to 4 black tokens on a window of offsets |dx|, |dy| <= radius
 * (radius 1..7): retrograde analysis in which black may not move a token out of the window
 * and tokens pushed out by white's moves are forgotten. Black wins found there are black wins
 * of the real game (black is only handicapped). */
typedef struct gg_tokens_window gg_tokens_window;

#define GG_TOKENS_WINDOW_MAX_TOKENS 4
#define GG_TOKENS_WINDOW_MAX_RADIUS 7

gg_status gg_tokens_window_new(int radius, gg_tokens_window **out, gg_diag *diag);
void gg_tokens_window_free(gg_tokens_window *w);
int gg_tokens_window_radius(const gg_tokens_window *w);
/* States examined and rounds of the retrograde analysis, for reports. */
void gg_tokens_window_stats(const gg_tokens_window *w, uint64_t *states, uint64_t *won,
                            int *rounds);
/* 1: black wins from white-to-move with black tokens at offsets (dx[i], dy[i]) (proven);
 * 0: not proven inside the window; -1: k > 4 or an offset outside the window. */
int gg_tokens_window_black_wins(const gg_tokens_window *w, const int64_t *dx, const int64_t *dy,
                                size_t k);

/* White's certificate from the rules: 1 if in some direction white can run forever, because
 * no black token can ever reach the square in front of a white token that keeps moving that
 * way (an exhaustive search of each token's replies). Offsets are black minus white. */
int gg_tokens_white_runs_free(const int64_t *dx, const int64_t *dy, size_t k);

/* The count from the game rules at every start (window retrograde analysis for black, the
 * run search for white): at most GG_TOKENS_WINDOW_MAX_TOKENS tokens whose bounding box spans
 * at most GG_TOKENS_RULES_MAX_SPAN points (a few tenths of a second at the bound), else
 * refused with GG_EINPUT; GG_ECHECK if a start is proven both ways or neither. */
#define GG_TOKENS_RULES_MAX_SPAN 5
gg_status gg_tokens_rules_count(const gg_tokens_point *pts, size_t n, uint64_t *count, gg_diag *diag);
#endif /* GG_VERIFICATION_API */

/* The game's table: its actions, examples and explanation (see game.h). */
extern const gg_game gg_game_tokens;

/* Positions and moves (analyze, play; play.h). A position is the judge input followed by one
 * line "x y", white's cell, white to move. White's move is one letter U, D, L, R (U: y + 1,
 * R: x + 1), legal when no black token stands on the target; black's move is n letters, one per
 * token in input order. Values: white to move wins exactly when the start is not counted by
 * the solver; black to move wins when some reply holds all four cones (remoteness unknown).
 * The game is over when white cannot move (black wins) or, at white's turn, one direction's
 * cone holds no token of the other parity: white steps that way forever (white wins). */
extern const gg_pos_ops gg_tokens_pos_ops;

/* The cone (0 right, 1 left, 2 up, 3 down) of a token at offset (dx, dy) from white, -1 for
 * none (a diagonal |dx| = |dy|). */
int gg_tokens_cone(int64_t dx, int64_t dy);

/* A position for white at (wx, wy) among pts[0..n) (copied), white to move; gg_tokens_pos_free. */
gg_status gg_tokens_pos_new(const gg_tokens_point *pts, size_t n, int64_t wx, int64_t wy, gg_pos **out,
                            gg_diag *diag);
void gg_tokens_pos_free(gg_pos *p);

/* White to move and trapped: the number of white moves within which the engine's black
 * (the proof's strategy) leaves white without a legal move, (PSI - 4) / 2, PSI the sum over
 * the four cones of the least L1 distance of a token of the other parity in it. Else
 * UINT64_MAX. */
uint64_t gg_tokens_trap_bound(const gg_pos *p);

/* Judge inputs of growing size for `tokens stress` (stress.h): size s means at most s tokens
 * with |x|, |y| <= s (contest: n <= 10^5, |x|, |y| <= 10^5). */
extern const gg_stress_ops gg_tokens_stress_ops;

#ifdef __cplusplus
}
#endif
#endif
