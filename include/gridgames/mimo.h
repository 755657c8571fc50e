/* mimo.h: Mimo & Yuyu (Codeforces 2155E): who wins the token-path game on an n x m grid.
 *
 * Usage (the rules, the judge format and the proof are in docs/mimo.md):
 *
 *   gg_diag diag = {GG_OK, ""};
 *   gg_reader in;
 *   gg_reader_open_mem(&in, text, len, "<input>", &diag);
 *   int64_t t;
 *   gg_mimo_case c = {0};                       // caller-owned: gg_mimo_case_fini when done
 *   gg_status s = gg_mimo_read_count(&in, &t);
 *   for (int64_t i = 0; s == GG_OK && i < t; i++)
 *       if ((s = gg_mimo_read_case(&in, &c)) == GG_OK)
 *           puts(gg_mimo_first_player_wins(&c) ? "Mimo" : "Yuyu");
 *   gg_mimo_case_fini(&c);
 *   gg_reader_close(&in);                       // on failure diag.msg says why
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

/* One test case, caller-owned. The arrays are owned by the case and reused by the next
 * gg_mimo_read_case. */
typedef struct gg_mimo_case {
    int64_t n, m;           /* rows, columns */
    size_t k;               /* tokens */
    uint64_t *row, *col;    /* token i is at (row[i], col[i]); row is NULL unless kept */
    size_t cap;             /* allocated length of row/col/scratch */
    uint64_t *scratch;      /* sort buffer */
    int keep_rows;
} gg_mimo_case;

/* Reads t, the number of test cases. Errors are recorded in the reader's diag. */
gg_status gg_mimo_read_count(gg_reader *r, int64_t *t);
/* Reads the next test case into c (zero-initialise c before the first call; set keep_rows to
 * keep the rows, which the answer does not need). The arrays grow as tokens arrive, so a
 * declared k larger than the data is reported at the end of input, not allocated. Errors
 * (bad input, out of memory) are recorded in the reader's diag. */
gg_status gg_mimo_read_case(gg_reader *r, gg_mimo_case *c);
/* Frees the case's arrays and empties it (harmless on a zeroed case). */
void gg_mimo_case_fini(gg_mimo_case *c);

/* Writes t as the judge input's first line. */
void gg_mimo_write_count(gg_writer *w, int64_t t);
/* Writes one test case in the judge format ("n m k", then "x y" per token; needs c->row).
 * Write errors stay in w->err. */
void gg_mimo_write_case(gg_writer *w, const gg_mimo_case *c);

/* 1 if Mimo (first player) wins. May reorder c->col (not necessarily sorted after). */
int gg_mimo_first_player_wins(gg_mimo_case *c);

/* A winning first move when Mimo wins: writes the moved token's index and the path cells
 * (path[0] is the token's cell) and returns the path length p >= 2; returns 0 if Mimo loses.
 * Needs c->row, m <= 63, and room for 2*m cells in prow/pcol. */
size_t gg_mimo_winning_move(const gg_mimo_case *c, size_t *token, uint64_t *prow, uint64_t *pcol);

/* The game's table: its actions, examples and explanation (see game.h). */
extern const gg_game gg_game_mimo;
/* Positions (one test case without t) and moves "ROW COL PATH" (analyze, play). */
extern const gg_pos_ops gg_mimo_pos_ops;

#ifdef GG_VERIFICATION_API
/* ---- verification only: the rule's values and the rules-only oracles --------------------
 * The library, the unit tests, the property test and the fuzzer are built with this section;
 * programs using the installed library are not. */

/* The Grundy value of one token in column col (1 <= col <= 65) on a grid with n rows. */
uint64_t gg_mimo_token_value(int64_t n, int64_t col);

/* The oracles' work bounds (docs/mimo.md, "Oracles"). */
#define GG_MIMO_ORACLE_MAX_PATHS 100000     /* sg: n^(m-1), about the paths from one cell */
#define GG_MIMO_ORACLE_MAX_CELLS 256        /* sg: n*m */
#define GG_MIMO_DIRECT_MAX_CELLS 8          /* direct: n*m (a position packs into 8 bytes) */
#define GG_MIMO_DIRECT_MAX_POSITIONS 1000000 /* direct: the estimate of positions to search */
#define GG_MIMO_DIRECT_MAX_COUNT 255        /* direct: tokens one cell can ever hold */
/* The bounds on a whole input (`gridgames mimo oracle`): the sum over its test cases of
 * gg_mimo_oracle_work, so that any accepted input takes well under a second. */
#define GG_MIMO_SG_MAX_WORK 50000000ULL
#define GG_MIMO_DIRECT_MAX_WORK 10000000ULL

/* Why an oracle refuses a case. */
typedef enum gg_mimo_oracle_limit {
    GG_MIMO_ORACLE_FITS = 0,
    GG_MIMO_ORACLE_GRID,      /* the grid is too large (sg: cells or paths; direct: cells) */
    GG_MIMO_ORACLE_POSITIONS  /* direct: too many positions, or a cell could overflow */
} gg_mimo_oracle_limit;

/* Whether the oracle ("sg" when direct is 0, else "direct") accepts the case, before any
 * work; *estimate gets the direct search's bound on the positions it would store (saturating
 * at UINT64_MAX; 0 for sg). Needs c->row for direct. */
gg_mimo_oracle_limit gg_mimo_oracle_check(const gg_mimo_case *c, int direct, uint64_t *estimate);

/* The work of the oracle on one case it accepts (the check gives GG_MIMO_ORACLE_FITS and
 * `estimate`), in the units of docs/mimo.md: for sg, 64 + 16 n m + the cells of every legal
 * path from every cell + 4 per node of their enumeration; for direct, 1024 + estimate times
 * (1 + the legal paths from every cell). Saturates at UINT64_MAX. */
uint64_t gg_mimo_oracle_work(const gg_mimo_case *c, int direct, uint64_t estimate);

/* The oracle's answer for one accepted case (*first_wins = 1 if Mimo wins), by the method
 * given: "sg" (single-token values from the engine, XOR) or "direct" (whole-position search).
 * A case the check refuses is GG_EINPUT. Needs c->row. */
gg_status gg_mimo_oracle_case(const gg_mimo_case *c, const char *method, int *first_wins,
                              gg_diag *diag);

/* Grundy value of one token on every cell: g[(u-1)*m + (v-1)], computed with the
 * Sprague-Grundy engine over every legal path. Needs a grid the sg check accepts. */
gg_status gg_mimo_oracle_values(int n, int m, uint64_t *g, gg_diag *diag);

/* 1 if the path (rows/cols, p cells) is a legal move on an n x m grid, by rules 1-5. */
int gg_mimo_path_legal(int64_t n, int64_t m, const uint64_t *prow, const uint64_t *pcol, size_t p);

/* Direct exhaustive search over whole positions (no Sprague-Grundy): counts[cell] tokens
 * per cell on an n x m grid with n*m <= GG_MIMO_DIRECT_MAX_CELLS; *first_wins = 1 if the
 * player to move wins. The table of positions is kept between calls. */
typedef struct gg_mimo_direct gg_mimo_direct;
gg_status gg_mimo_direct_new(int n, int m, gg_mimo_direct **out, gg_diag *diag);
void gg_mimo_direct_free(gg_mimo_direct *d);
gg_status gg_mimo_direct_solve(gg_mimo_direct *d, const uint8_t *counts, int *first_wins,
                               gg_diag *diag);
/* Positions the direct search has stored so far. */
size_t gg_mimo_direct_size(const gg_mimo_direct *d);
#endif /* GG_VERIFICATION_API */

#ifdef __cplusplus
}
#endif
#endif
