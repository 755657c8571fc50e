/* internal.h (private): the one private header of the "Go: flip one stone" folder: the
 * actions wired into the game table by game.c, the judge-format writer helpers of format.c,
 * and the board generator that gen and verify share. */
#ifndef GG_GO_INTERNAL_H
#define GG_GO_INTERNAL_H

#include <gridgames/game.h>
#include <gridgames/go.h>
#include <gridgames/rng.h>

#include "../../core/batch.h"

gg_status gg_go_solve_action(gg_ctx *ctx);
gg_status gg_go_each_action(gg_ctx *ctx);
gg_status gg_go_oracle_action(gg_ctx *ctx);
gg_status gg_go_verify_action(gg_ctx *ctx);
gg_status gg_go_gen_action(gg_ctx *ctx);
gg_status gg_go_draw_action(gg_ctx *ctx);

/* The hooks of the game table (game.h): the validator (validate.c) and the stress ops (stress.c). */
extern const gg_validator gg_go_validator;
extern const struct gg_stress_ops gg_go_stress_ops;

/* The game's explain entry (for `gridgames demo`): one line per board. */
gg_status gg_go_explain(gg_ctx *ctx);

/* gg_go_read_board, which calls sized(arg, n) (if not NULL) once it has read the board's
 * size n, before its rows (split.c starts work for a large board then). */
gg_status gg_go_read_board_sized(gg_reader *r, gg_go_input *in, void (*sized)(void *, uint32_t), void *arg);

/* loop.c: the solve loop's ops (src/core/batch.h) over the t boards after t, with this
 * context; each worker's state is a gg_go_solver *. */
typedef struct gg_go_loop {
    gg_ctx *ctx;
    int64_t t;
    int threads;  /* what gg_batch_run is given */
    gg_go_pass pass; /* each worker's solver's (--pass) */
    int64_t read; /* boards read (0 to start) */
    /* N threads only (else NULL): for a solved board of GG_GO_LARGE_POINTS or more, returns
     * its hash, hands its grid back and frees it (gg_go_finish_large) */
    uint32_t (*finish_large)(gg_go_solver *sv, gg_go_input *in);
    /* the solver of those boards, which run one at a time (made by the first, freed by the
     * caller of the loop; NULL until then) */
    gg_go_solver *large;
} gg_go_loop;
extern const gg_batch_ops gg_go_loop_ops;

/* Boards of this many points or more (4096 x 4096: 64 MiB of words) get a second thread
 * (split.c) and, on N threads, run alone: no other board is read while one runs, one solver
 * serves them all and each one's grid is freed after it (loop.c), so the memory they take
 * does not grow with the threads. */
#define GG_GO_LARGE_POINTS ((uint64_t)1 << 24)

/* solve.c: after gg_go_solve_input and the answers it was solved for, the grid goes back to
 * in's buffer and the solver's old grid (which in held since) back to the solver: the board's
 * buffer is read into again (loop.c), and a solver holds no grid between boards. */
void gg_go_solver_hand_back(gg_go_solver *s, gg_go_input *in);

/* split.c: the one board after T = 1, solved with a second thread on a large board. */
gg_status gg_go_solve_split(gg_ctx *ctx, gg_go_pass pass);

/* split.c: gg_go_loop's finish_large: the hash of the board just solved with sv, half of its
 * rows on a second thread; then in gets its grid back (gg_go_solver_hand_back), which is
 * freed. */
uint32_t gg_go_finish_large(gg_go_solver *sv, gg_go_input *in);

/* The --pass option of solve and each: auto (the default), search or rows. */
gg_status gg_go_pass_option(gg_ctx *ctx, gg_go_pass *pass);

/* The judge format's character of each point value: '.', 'x', 'o' (format.c). */
extern const char gg_go_point_char[3];

/* Writes the rows of b, one line each, every line preceded by `indent` (format.c). */
void gg_go_write_rows(gg_writer *w, const gg_go_board *b, const char *indent);

/* The oracle action refuses boards with more points than this: the oracle floods the whole
 * board once per stone, so a board of P points costs about P^2 steps (16.8 million at the
 * bound). */
#define GG_GO_ORACLE_MAX_POINTS 4096

/* Board shapes of the generator. */
typedef enum gg_go_shape {
    GG_GO_SHAPE_RANDOM,   /* each point white / black / empty with the given percentages */
    GG_GO_SHAPE_WHITE,    /* all white: one group with no liberty */
    GG_GO_SHAPE_BLACK,    /* all black: no white stone, every black flip makes a dead white */
    GG_GO_SHAPE_HOLE,     /* all white but one empty point */
    GG_GO_SHAPE_SNAKE,    /* a one-wide white path winding row by row between black walls */
    GG_GO_SHAPE_SPIRAL,   /* a one-wide white spiral between black walls */
    GG_GO_SHAPE_CHECKER,  /* a checkerboard, with a few empty points */
    GG_GO_SHAPE_COUNT
} gg_go_shape;

extern const char *const gg_go_shape_names[]; /* "random", ..., NULL; "mixed" not included */

/* Fills cell[rows*cols] with a board of the given shape. white and black are percentages
 * for the random shape (white + black <= 100). Path shapes (snake, spiral) put their one
 * empty point at a random place on the path, or at none. */
void gg_go_gen_board(gg_rng *g, gg_go_shape shape, uint32_t rows, uint32_t cols,
                     unsigned white, unsigned black, uint8_t *cell);

#endif
