/* lamequeen.h: the lame queen (CodeChef LAMQUGAM), typed API.
 *
 * A queen on the positive quadrant moves left, down, or diagonally down-left by a multiple of
 * the lameness d (1 <= d <= 20); the player who cannot move loses. A query asks for the number
 * of P-positions (losing for the player to move) in a rectangle; the judge prints it divided by
 * the area as an irreducible fraction.
 *
 * Usage: count the P-positions of one rectangle (every fallible call returns gg_status and
 * takes gg_diag *diag last, NULL allowed):
 *
 *   gg_lamequeen_solver sv;
 *   gg_lamequeen_rect q = {1, 1, 4, 4};          // x1, y1, x2, y2, 1-based, inclusive
 *   uint64_t count;
 *   if (gg_lamequeen_solver_init(&sv, 2, &diag) == GG_OK &&
 *       gg_lamequeen_solver_count(&sv, &q, &count, &diag) == GG_OK) ... // 4 for d = 2
 *   gg_lamequeen_solver_fini(&sv);               // harmless after a failed init
 *
 * The solver counts in two ways:
 *  - gg_lamequeen_table: the P-positions generated greedily row by row (one partner per row,
 *    per-residue pointers into the diagonals), extended on demand up to a coordinate n, with
 *    rank bitmaps that answer "how many P-positions in [1,x] x [1,y]" in O(D) where D is the
 *    largest index distance of an inversion in the upper branch (measured: D <= 15 for
 *    d <= 20 up to GG_LAMEQUEEN_LIMIT).
 *  - gg_lamequeen_wythoff_count: d = 1 in closed form (Wythoff pairs shifted by one), exact
 *    integer arithmetic for coordinates up to 10^18.
 * The rules, the judge format and the proofs are in docs/lamequeen.md. The oracle and the
 * table's statistics and partners (for verify and the tests) are behind GG_VERIFICATION_API.
 */
#ifndef GRIDGAMES_LAMEQUEEN_H
#define GRIDGAMES_LAMEQUEEN_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "play.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GG_LAMEQUEEN_MAX_D 20
/* Largest coordinate for d = 1 (closed form). */
#define GG_LAMEQUEEN_LIMIT_D1 UINT64_C(1000000000000000000)
/* Largest coordinate for d >= 2: the table is generated on demand up to the largest
 * coordinate seen, about 3 bytes per unit, so 3 * 10^7 costs at most about 90 MB. */
#define GG_LAMEQUEEN_LIMIT UINT64_C(30000000)
/* Largest number of queries in one input (they are streamed: memory does not depend on it). */
#define GG_LAMEQUEEN_MAX_T INT64_C(100000000)

/* One query: the start is uniform in x1 <= x <= x2, y1 <= y <= y2 (1-based). */
typedef struct gg_lamequeen_rect {
    uint64_t x1, y1, x2, y2;
} gg_lamequeen_rect;

/* ---- the generated P-positions ------------------------------------------------------ */

typedef struct gg_lamequeen_table gg_lamequeen_table;   /* opaque */

/* An empty table for lameness d (1..20). GG_ENOMEM on failure. */
gg_status gg_lamequeen_table_new(int d, gg_lamequeen_table **out, gg_diag *diag);
void gg_lamequeen_table_free(gg_lamequeen_table *t);   /* NULL is fine */

/* Generates until every row and column <= n is settled (n <= GG_LAMEQUEEN_LIMIT; a larger
 * n is refused by the caller's validation, not here: it is asserted). An extension costs
 * O(new rows + 1) and the arrays grow geometrically, so many small extensions cost about as
 * much as one large one. GG_ENOMEM; after that the table refuses further extensions (its
 * counts up to the old size stay valid) and should be freed. */
gg_status gg_lamequeen_table_extend(gg_lamequeen_table *t, uint64_t n, gg_diag *diag);

/* Every coordinate <= this is settled. */
uint64_t gg_lamequeen_table_size(const gg_lamequeen_table *t);
int gg_lamequeen_table_d(const gg_lamequeen_table *t);

/* Number of P-positions (x', y') with 1 <= x' <= x, 1 <= y' <= y; x, y <= size. */
uint64_t gg_lamequeen_table_count(const gg_lamequeen_table *t, uint64_t x, uint64_t y);

/* Number of P-positions in the rectangle q (coordinates <= size): four prefix counts
 * sharing their four ranks. */
uint64_t gg_lamequeen_table_count_rect(const gg_lamequeen_table *t, const gg_lamequeen_rect *q);

/* ---- d = 1 in closed form ----------------------------------------------------------- */

/* floor(m / phi) for m <= 2 * 10^18, exact (an estimate corrected by 128-bit integer
 * comparisons of squares). */
uint64_t gg_lamequeen_floor_div_phi(uint64_t m);
/* Number of P-positions of the ordinary queen (d = 1) in [1,x] x [1,y], x, y <= 10^18. */
uint64_t gg_lamequeen_wythoff_count(uint64_t x, uint64_t y);
/* Number of P-positions of the ordinary queen in the rectangle q (coordinates <= 10^18): four
 * prefix counts sharing four values of floor(. / phi). */
uint64_t gg_lamequeen_wythoff_count_rect(const gg_lamequeen_rect *q);

/* ---- queries ----------------------------------------------------------------------- */

/* The largest coordinate supported for lameness d: 10^18 for d = 1, GG_LAMEQUEEN_LIMIT else. */
uint64_t gg_lamequeen_limit(int d);

/* Answers rectangle queries for one d: the closed form for d = 1, otherwise a table grown on
 * demand to the largest coordinate asked so far. */
typedef struct gg_lamequeen_solver {
    int d;
    gg_lamequeen_table *table;   /* NULL for d = 1 */
} gg_lamequeen_solver;

/* d in 1..20. GG_ENOMEM. */
gg_status gg_lamequeen_solver_init(gg_lamequeen_solver *s, int d, gg_diag *diag);
void gg_lamequeen_solver_fini(gg_lamequeen_solver *s);
/* Number of P-positions in the rectangle; 1 <= x1 <= x2 <= limit(d), same for y (asserted:
 * validate input first). GG_ENOMEM. */
gg_status gg_lamequeen_solver_count(gg_lamequeen_solver *s, const gg_lamequeen_rect *q,
                                    uint64_t *count, gg_diag *diag);

/* ---- verification only (verify, tests, property test, fuzzer) ---------------------- */

#ifdef GG_VERIFICATION_API

/* The P-position of row x (the unique y with (x, y) a P-position), for 1 <= x <= size.
 * O(log n); meant for checks, not the query path. */
uint64_t gg_lamequeen_table_partner(const gg_lamequeen_table *t, uint64_t x);

/* Fills p[1..n] with the partner of every row x <= n (n <= size; p has n + 1 entries;
 * p[0] = 0). Partners larger than n are stored as they are (uint32_t holds the limit). */
void gg_lamequeen_table_partners(const gg_lamequeen_table *t, uint64_t n, uint32_t *p);

/* Facts about the generated prefix, for verify and the docs. */
typedef struct gg_lamequeen_stats {
    uint64_t size;          /* settled coordinates */
    uint64_t pairs;         /* pairs (a, b), a < b, generated (b may exceed size) */
    uint64_t scan_steps;    /* candidates examined by the generator (amortised-cost check) */
    uint64_t inversion;     /* D: largest j - i with i < j, b_i > b_j (query scan bound) */
    uint64_t bytes;         /* memory held by the table */
} gg_lamequeen_stats;
void gg_lamequeen_table_stats(const gg_lamequeen_table *t, gg_lamequeen_stats *s);

/* ---- the oracle --------------------------------------------------------------------- */

/* P-positions by dynamic programming straight from the move rules over [1,w] x [1,h]:
 * isP[(y - 1) * w + (x - 1)] = 1 for a P-position. Uses O(w + h) * d bytes of flags besides
 * the grid. GG_ENOMEM. */
gg_status gg_lamequeen_oracle_grid(int d, uint32_t w, uint32_t h, unsigned char *isP,
                                   gg_diag *diag);

#endif /* GG_VERIFICATION_API */

/* ---- the game table ----------------------------------------------------------------- */

extern const gg_game gg_game_lamequeen;
/* Positions "d x y" and moves "x y" (analyze, play). */
extern const gg_pos_ops gg_lamequeen_pos_ops;

#ifdef __cplusplus
}
#endif
#endif
