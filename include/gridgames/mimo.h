/* mimo.h: Mimo & Yuyu (Codeforces 2155E): who wins the token-path game on an n x m grid.
 *
 * The fast rule (proved in docs/mimo.md): a token in column c is worth g(c) = 2^(c-2) for
 * c >= 2 and 0 in column 1 when n >= 2; when n = 1 only column 2 is worth anything (1).
 * So Mimo (first player) wins iff some column >= 2 holds an odd number of tokens (n >= 2),
 * or column 2 holds an odd number of tokens (n = 1). Rows never matter.
 */
#ifndef GRIDGAMES_MIMO_H
#define GRIDGAMES_MIMO_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "io.h"
#include "play.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Supported limits (the contest's are n, m, k <= 2e5, t <= 1e4, sum of k <= 2e5). */
#define GG_MIMO_MAX_NM 1000000000000000000LL /* n and m */
#define GG_MIMO_MAX_K 10000000LL             /* tokens in one test case */
#define GG_MIMO_MAX_T 1000000LL              /* test cases */

/* One test case. The arrays are owned by the case and reused by the next gg_mimo_read_case. */
typedef struct gg_mimo_case {
    int64_t n, m;           /* rows, columns */
    size_t k;               /* tokens */
    uint64_t *row, *col;    /* token i is at (row[i], col[i]); row is NULL unless kept */
    size_t cap;             /* allocated length of row/col/scratch */
    uint64_t *scratch;      /* sort buffer */
    int keep_rows;
} gg_mimo_case;

/* Reads t, the number of test cases. */
gg_status gg_mimo_read_count(gg_reader *r, int64_t *t);
/* Reads the next test case into c (zero-initialise c before the first call; set keep_rows to
 * keep the rows, which the answer does not need). The arrays grow as tokens arrive, so a
 * declared k larger than the data is reported at the end of input, not allocated. */
gg_status gg_mimo_read_case(gg_reader *r, gg_mimo_case *c);
void gg_mimo_case_free(gg_mimo_case *c);

/* 1 if Mimo (first player) wins. Reorders c->col (sorts it). */
int gg_mimo_first_player_wins(gg_mimo_case *c);

/* The Grundy value of one token in column col (1 <= col <= 65) on a grid with n rows. */
uint64_t gg_mimo_token_value(int64_t n, int64_t col);

/* A winning first move when Mimo wins: writes the moved token's index and the path cells
 * (path[0] is the token's cell) and returns the path length p >= 2; returns 0 if Mimo loses.
 * Needs c->row, m <= 63, and room for n*m cells in prow/pcol. */
size_t gg_mimo_winning_move(const gg_mimo_case *c, size_t *token, uint64_t *prow, uint64_t *pcol);

/* The game's table: its actions, examples and explanation (see game.h). */
extern const gg_game gg_game_mimo;
/* Positions (one test case without t) and moves "ROW COL PATH" (analyze, play). */
extern const gg_pos_ops gg_mimo_pos_ops;

#ifdef __cplusplus
}
#endif
#endif
