/* oracle.h (private): exhaustive Mimo & Yuyu solvers written from the rules alone. */
#ifndef GG_MIMO_ORACLE_H
#define GG_MIMO_ORACLE_H

#include <stdint.h>

#include <gridgames/error.h>

/* Largest grids the oracles accept. */
#define GG_MIMO_ORACLE_MAX_PATHS 100000 /* n^(m-1): legal paths from one cell, about */
#define GG_MIMO_ORACLE_MAX_CELLS 256
#define GG_MIMO_DIRECT_MAX_CELLS 8       /* direct search: a position fits in 8 bytes */

/* 1 if the oracle can handle an n x m grid. */
int gg_mimo_oracle_fits(int64_t n, int64_t m);

/* Grundy value of one token on every cell: g[(u-1)*m + (v-1)], computed with the
 * Sprague–Grundy engine over every legal path. Needs gg_mimo_oracle_fits(n, m). */
gg_status gg_mimo_oracle_values(int n, int m, uint64_t *g, gg_diag *diag);

/* 1 if the path (rows/cols, p cells) is a legal move on an n x m grid, by rules 1-5. */
int gg_mimo_path_legal(int64_t n, int64_t m, const uint64_t *prow, const uint64_t *pcol, size_t p);

/* Direct exhaustive search over whole positions (no Sprague–Grundy): counts[cell] tokens
 * per cell on an n x m grid with n*m <= GG_MIMO_DIRECT_MAX_CELLS; *first_wins = 1 if the
 * player to move wins. */
typedef struct gg_mimo_direct gg_mimo_direct;
gg_mimo_direct *gg_mimo_direct_new(int n, int m);
void gg_mimo_direct_free(gg_mimo_direct *d);
gg_status gg_mimo_direct_solve(gg_mimo_direct *d, const uint8_t *counts, int *first_wins,
                               gg_diag *diag);
/* Positions the direct search has stored so far. */
size_t gg_mimo_direct_size(const gg_mimo_direct *d);

#endif
