/* go.h: "Go: flip one stone" (ICPC 2020 Nanjing, problem G) as a typed library API.
 *
 * A board of rows x cols points holds black stones, white stones or nothing. A stone is alive
 * if it touches an empty point (orthogonally; the edge is not a liberty) or belongs to the same
 * 4-connected one-colour group as an alive stone. For every stone, flip its colour alone and
 * count the white stones that are then not alive: a_i for the i-th stone in row-major order.
 * The judge's answer per board is E = sum (10^6+7)^(m-i) a_i mod (10^9+7).
 *
 * The fast solver runs in time linear in the number of points: one pass labels the white
 * groups that have a liberty by an iterative depth-first search rooted at a stone with a
 * liberty (giving, for every white stone, the dead parts its removal splits off), one flood
 * fill labels the dead groups, and a black stone's count comes from its (distinct) white
 * neighbour groups. It keeps 5 bytes per point (plus the caller's 1-byte board, unless the
 * board is solved in place with gg_go_solve_input); see docs/go.md. The oracle flips each
 * stone and re-floods the whole board: quadratic, for tests.
 *
 *   gg_go_board b = { rows, cols, cells };          // cells[r*cols+c] in GG_GO_{EMPTY,...}
 *   gg_go_solver *s = NULL;
 *   if (gg_go_solver_new(&s, diag) == GG_OK && gg_go_solve(s, &b, diag) == GG_OK)
 *       hash = gg_go_hash(s);
 *   gg_go_solver_free(s);
 *
 * Judge text: gg_go_read_count and gg_go_read_board read it from a gg_reader (errors go to the
 * reader's diag, located), gg_go_write_board writes a board back in the same format. Fallible
 * functions return gg_status and record a message in the diag (NULL allowed). The rules oracle
 * and the hash of given counts are verification-only: they are declared at the end, behind
 * GG_VERIFICATION_API.
 */
#ifndef GRIDGAMES_GO_H
#define GRIDGAMES_GO_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "io.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Point values of a board. */
#define GG_GO_EMPTY 0
#define GG_GO_BLACK 1
#define GG_GO_WHITE 2

/* The judge's hash: base and modulus (they differ). */
#define GG_GO_HASH_BASE 1000007u
#define GG_GO_HASH_MOD 1000000007u

/* Limits of the judge format as `gridgames go` reads it. The contest has 2 <= n <= 1000 and
 * a sum of n of at most 5000; we accept 1 <= n <= GG_GO_MAX_N and any sum. */
#define GG_GO_MAX_N 10000
/* The largest board (rows * cols) the library solves: indices and counts are 32-bit. */
#define GG_GO_MAX_POINTS ((uint64_t)1 << 30)

/* A board: rows * cols points, row-major, each GG_GO_EMPTY, GG_GO_BLACK or GG_GO_WHITE.
 * Rectangular boards are allowed (rows, cols >= 1). */
typedef struct gg_go_board {
    uint32_t rows, cols;
    const uint8_t *cell;     /* cell[r * cols + c] */
} gg_go_board;

/* GG_OK if the board's shape is within GG_GO_MAX_POINTS and every point holds 0, 1 or 2;
 * GG_EUSAGE otherwise (with a message in diag, which may be NULL). */
gg_status gg_go_board_check(const gg_go_board *b, gg_diag *diag);

/* ---- judge format ---------------------------------------------------------------------- */

/* Test cases: 1 <= T <= GG_GO_MAX_T. */
#define GG_GO_MAX_T 1000000000LL

/* One board read from the judge format; the buffer is owned and reused by the next read.
 * Zero-initialise before the first call. */
typedef struct gg_go_input {
    gg_go_board board;       /* board.cell points into buf */
    uint8_t *buf;
    size_t cap;
} gg_go_input;

/* Reads T (errors, in the reader's diag: GG_EINPUT, located, for T not a number or outside
 * 1..GG_GO_MAX_T). */
gg_status gg_go_read_count(gg_reader *r, int64_t *t);
/* Reads one board: n (1 <= n <= GG_GO_MAX_N), then n rows of n characters over x, o, '.'
 * (x black, o white, . empty). The buffer grows as rows arrive, so a large n without the
 * rows behind it is an error at the end of input, never an n*n allocation (at most about 16
 * times the bytes of the rows read).
 * Errors (recorded in the reader's diag): GG_EINPUT, located, for n not a number or out of
 * range, a missing row, a row too short or too long, any other character; GG_ENOMEM. */
gg_status gg_go_read_board(gg_reader *r, gg_go_input *in);
/* Frees the buffer; harmless on a zeroed or already finished input. */
void gg_go_input_fini(gg_go_input *in);

/* Writes board b as the judge format prints it: a line with b->rows, then one line of
 * b->cols characters per row. A square board gives one case of the judge input. Write
 * errors are kept in w->err. */
void gg_go_write_board(gg_writer *w, const gg_go_board *b);

/* ---- fast solver ----------------------------------------------------------------------- */

/* Scratch space and the answer of the last solved board. Reusable across boards: memory grows
 * to the largest board seen and is kept. */
typedef struct gg_go_solver gg_go_solver;

/* A new solver in *out (NULL on failure). Errors: GG_ENOMEM. */
gg_status gg_go_solver_new(gg_go_solver **out, gg_diag *diag);
/* Frees the solver; NULL is fine. */
void gg_go_solver_free(gg_go_solver *s);

/* Solves board b (which must stay unchanged until the answers below have been read).
 * Errors (recorded in diag, which may be NULL): GG_EUSAGE for a board that fails
 * gg_go_board_check (its message), GG_ENOMEM. */
gg_status gg_go_solve(gg_go_solver *s, const gg_go_board *b, gg_diag *diag);

/* The same for a board just read into in (gg_go_read_board), without copying it: the
 * solver takes in's buffer over as its grid (5 bytes per point in all, instead of 6) and
 * hands in its old grid as the buffer for the next read. Afterwards in holds no board
 * (in->board.cell is NULL); pass a board of the same size to the calls below, or keep the
 * shape: they read only its rows and cols. Errors as gg_go_solve. */
gg_status gg_go_solve_input(gg_go_solver *s, gg_go_input *in, gg_diag *diag);

/* Answers for the last board solved with s (the solver keeps what they need). */
/* White stones not alive on the board as given. */
uint64_t gg_go_base(const gg_go_solver *s);
/* a for the stone at (r, c), 0-based (inside the board): dead white stones after flipping that
 * stone alone. Returns 0 for an empty point. */
uint64_t gg_go_flip_count(const gg_go_solver *s, uint32_t r, uint32_t c);
/* 1 if (r, c) holds a white stone whose group has no liberty on the board as given. */
int gg_go_dead_white(const gg_go_solver *s, uint32_t r, uint32_t c);
/* The judge's hash over all stones in row-major order. */
uint32_t gg_go_hash(const gg_go_solver *s);

/* How pass 1 finds the cut stones (docs/go.md, Passes); the answers are the same. */
typedef enum gg_go_pass {
    GG_GO_PASS_AUTO = 0,   /* chosen by board (the default) */
    GG_GO_PASS_SEARCH = 1, /* the depth-first search */
    GG_GO_PASS_ROWS = 2,   /* the row-by-row pass (a board too large for its ids takes the search) */
    GG_GO_PASS_LOCAL = 3   /* components and local searches (over its budget: the search) */
} gg_go_pass;
void gg_go_solver_set_pass(gg_go_solver *s, gg_go_pass pass);

#ifdef GG_VERIFICATION_API
/* ---- verification only: the rules oracle ----------------------------------------------- */
/* Compiled into the library; declared only for the unit tests, the property test and the
 * fuzzer, which define GG_VERIFICATION_API. Not part of the stable API. */

/* Straight from the rules: for every stone, flip it, mark alive every stone next to an empty
 * point and spread aliveness through same-coloured neighbours, count the white stones left
 * unmarked, flip back. count[r * cols + c] receives a for the stone there (0 for empty
 * points); *base the count with nothing flipped. O((rows*cols)^2) with no bound of its own:
 * small boards only (`gridgames go oracle` refuses boards over 4096 points).
 * Errors: GG_EUSAGE (a board that fails gg_go_board_check), GG_ENOMEM. */
gg_status gg_go_oracle(const gg_go_board *b, uint64_t *count, uint64_t *base, gg_diag *diag);

/* The judge's hash of per-point counts (empty points skipped). */
uint32_t gg_go_hash_counts(const gg_go_board *b, const uint64_t *count);
#endif /* GG_VERIFICATION_API */

/* The game's table: its actions, examples and explanation (see game.h). */
extern const gg_game gg_game_go;

#ifdef __cplusplus
}
#endif
#endif
