/* template.h: the template game, a one-heap subtraction game. It is not one of the puzzles:
 * it is the smallest complete game of the library, kept so that a new game can start as a
 * copy of src/games/template/ (see docs/adding-a-game.md). It is hidden from
 * `gridgames --help` and the demo (GG_GAME_HIDDEN) but runs like any other game:
 * `gridgames template solve`, the property test and the fuzzer reach it through the registry.
 *
 * Rules: a heap holds n tokens and a set S of positive sizes is given. The players take
 * turns removing s tokens for some s in S with s <= the heap; a player who cannot move loses.
 * "First" is the player who moves first.
 *
 * Judge format: a line with t, then per test case a line "n k" and a line with the k sizes
 * of S (any order, repeats allowed). Output: "First" or "Second" per test case.
 *
 * The fast rule (docs/template.md): a heap of i tokens is a win for the player to move iff
 * some s in S with s <= i leaves a losing heap; filling that table for 0..n costs n*k steps.
 */
#ifndef GRIDGAMES_TEMPLATE_H
#define GRIDGAMES_TEMPLATE_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "io.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Supported limits. The sum of n over one input is bounded so that solving any accepted
 * input takes at most GG_TEMPLATE_MAX_TOTAL_N * GG_TEMPLATE_MAX_K steps. */
#define GG_TEMPLATE_MAX_T 10000LL           /* test cases */
#define GG_TEMPLATE_MAX_N 1000000LL         /* tokens in a heap */
#define GG_TEMPLATE_MAX_K 10                /* sizes in S */
#define GG_TEMPLATE_MAX_S 1000000LL         /* a size in S */
#define GG_TEMPLATE_MAX_TOTAL_N 10000000ULL /* sum of n over the input */

/* One test case; a plain value (no heap memory). */
typedef struct gg_template_case {
    int64_t n;                              /* tokens in the heap */
    int k;                                  /* sizes in S */
    int64_t s[GG_TEMPLATE_MAX_K];           /* the sizes, as given */
} gg_template_case;

/* ---- the judge format (format.c) ----------------------------------------------------- */

/* Reads t, the number of test cases. Errors go to the reader's diag (GG_EINPUT). */
gg_status gg_template_read_count(gg_reader *r, int64_t *t);
/* Reads the next test case into c and adds its n to *total_n (start it at 0), which must
 * stay within GG_TEMPLATE_MAX_TOTAL_N. */
gg_status gg_template_read_case(gg_reader *r, gg_template_case *c, uint64_t *total_n);
/* Writes the count line and one case in the judge format (what the reader reads back). */
void gg_template_write_count(gg_writer *w, int64_t t);
void gg_template_write_case(gg_writer *w, const gg_template_case *c);

/* ---- the fast rule (solve.c) --------------------------------------------------------- */

/* The solver's reusable table: a caller-owned struct (gg_template_solver_init/fini). */
typedef struct gg_template_solver {
    uint8_t *win;   /* win[i] = 1: a heap of i is won by the player to move (i <= last n) */
    size_t cap;     /* allocated entries of win */
} gg_template_solver;

void gg_template_solver_init(gg_template_solver *sv);
/* Frees the table; harmless on an initialised or zeroed solver. */
void gg_template_solver_fini(gg_template_solver *sv);
/* Fills sv->win[0..c->n] and sets *first_wins (1 if First wins). Errors: GG_ENOMEM. */
gg_status gg_template_solve(gg_template_solver *sv, const gg_template_case *c, int *first_wins,
                            gg_diag *diag);

/* The game's table (see game.h); flagged GG_GAME_HIDDEN. */
extern const gg_game gg_game_template;

/* ---- verification API ---------------------------------------------------------------- */
#ifdef GG_VERIFICATION_API

#define GG_TEMPLATE_ORACLE_MAX_N 100000LL   /* the oracle's work bound: heaps up to this */
#define GG_TEMPLATE_ORACLE_MAX_WORK 5000000ULL  /* and a whole input's work (oracle_work) */

/* GG_EINPUT, with a message naming the bound, for a heap above GG_TEMPLATE_ORACLE_MAX_N. */
gg_status gg_template_oracle_check(const gg_template_case *c, gg_diag *diag);
/* The oracle's work on one case: (n + 1) * (k + 1), the heaps 0..n and their option tests. */
uint64_t gg_template_oracle_work(const gg_template_case *c);

/* The oracle, straight from the rules: the Sprague-Grundy value of the heap by the sg
 * engine (exhaustive over heaps 0..n); First wins iff it is not 0. A heap the check refuses
 * is GG_EINPUT. `gridgames template oracle` also refuses, before any answer, an input whose
 * cases' work sums to more than GG_TEMPLATE_ORACLE_MAX_WORK. */
gg_status gg_template_oracle(const gg_template_case *c, int *first_wins, gg_diag *diag);

#endif /* GG_VERIFICATION_API */

#ifdef __cplusplus
}
#endif
#endif
