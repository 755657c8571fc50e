/* play.h: positions and moves, one shape for every playable game.
 *
 * A playable game (Lame queen, Mimo, Tokens, Knightmare) gives a const gg_pos_ops table: read a
 * position, list its legal moves with their values, play and undo a move, evaluate the position
 * for the player to move, choose the engine's move, and print the position. Moves are text in
 * the game's own move format ("3 4", "2 5 LUD", "U"), so the command, the tests and the browser
 * speak one language. The values come from the fast rules (not from a search), and each game's
 * `verify` checks them against its oracle.
 *
 * On top of the table, two generic actions serve every game (src/games/play.c):
 *   gg_analyze_action(ctx) `gridgames <game> analyze [--best]`: one position on stdin; prints
 *                          "value win|lose|draw[ remoteness R]" and one line per move,
 *                          "MOVE win|lose|draw[ R]" (the value for the player who makes it), in
 *                          the game's order; with --best only the line of the best move (the
 *                          first in gg_move_list_sort_best's order; nothing when no move).
 *   gg_play_action(ctx)    `gridgames <game> play`: a person against the engine; a terminal view
 *                          on a terminal, a line protocol otherwise (README.md, "Analyze and play every game").
 *
 *   gg_pos *p;
 *   if (ops->read(ctx, &p) == GG_OK) {
 *       gg_eval e;
 *       ops->eval(p, &e, ctx->diag);          // e.value for the player to move
 *       ops->play(p, "3 4", 3, ctx->diag);    // GG_EINPUT (the reason in diag) if illegal
 *       ops->undo(p);
 *       ops->free(p);
 *   }
 */
#ifndef GRIDGAMES_PLAY_H
#define GRIDGAMES_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "io.h"
#include "rng.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum gg_value {
    GG_VALUE_UNKNOWN = 0,
    GG_VALUE_WIN,        /* the player concerned wins with perfect play */
    GG_VALUE_LOSE,
    GG_VALUE_DRAW
} gg_value;

/* "win", "lose", "draw" or "unknown". */
const char *gg_value_name(gg_value v);

/* Remoteness: the number of moves (plies) to the end of the game under perfect play, the
 * winner hurrying and the loser delaying. */
#define GG_REMOTENESS_UNKNOWN INT64_C(-1)

typedef struct gg_eval {
    gg_value value;          /* for the player to move (a position) or who moves (a move) */
    int64_t remoteness;      /* GG_REMOTENESS_UNKNOWN where it is not known */
} gg_eval;

/* One analyzed move: its text and its value for the player who makes it; the remoteness of a
 * move counts that move (1 + the remoteness of the position it leaves). */
typedef struct gg_move_eval {
    char *move;
    gg_eval eval;
} gg_move_eval;

/* A growable list of analyzed moves; zero-initialise, gg_move_list_fini to free. */
typedef struct gg_move_list {
    gg_move_eval *items;
    size_t len, cap;
} gg_move_list;

gg_status gg_move_list_add(gg_move_list *l, const char *move, gg_eval eval, gg_diag *diag);
void gg_move_list_clear(gg_move_list *l);  /* empties it, keeps the memory */
void gg_move_list_fini(gg_move_list *l);
/* Orders the list best first for the player who moves, stably: wins by smallest remoteness,
 * then draws, moves of unknown value, and losses by largest remoteness (an unknown remoteness
 * after the known ones of its value). */
gg_status gg_move_list_sort_best(gg_move_list *l, gg_diag *diag);

typedef struct gg_pos gg_pos;   /* a game's position with its move history: opaque */

typedef struct gg_pos_ops {
    /* How the two sides are called: in `result ... wins` lines ("first player", "white") and as
     * the values of --side ("first", "white"). Side 0 moves first. */
    const char *side_name[2];
    const char *side_option[2];
    /* The game's own names of the sides, for the terminal view only ("Mimo", "Yuyu"). */
    const char *side_title[2];
    /* Options beyond the generic ones that analyze and play accept, in gg_args_check's form
     * ("rule"), NULL-terminated; NULL for none. The game reads them in read/random. */
    const char *const *options;
    /* One line for --help and illegal-move messages: the move format. */
    const char *move_format;

    /* Reads one position in the game's analyze format from ctx->in. */
    gg_status (*read)(gg_ctx *ctx, gg_pos **out);
    /* A seeded random start worth playing (both sides have chances, fits a terminal). */
    gg_status (*random)(gg_ctx *ctx, uint64_t seed, gg_pos **out);
    void (*free)(gg_pos *p);   /* accepts NULL */

    /* 0 if side 0 is to move, 1 if side 1 is. */
    int (*to_move)(const gg_pos *p);
    /* 1 when the game is over: *winner is 0 or 1, or -1 for a draw; `why` (may be NULL) gets
     * a short reason ("no move left", "the white knight reached its target"). */
    int (*over)(const gg_pos *p, int *winner, char *why, size_t whysz);
    /* The value of the position for the player to move. */
    gg_status (*eval)(gg_pos *p, gg_eval *out, gg_diag *diag);
    /* The analyze lines: every legal move with its value (Mimo: one line per token cell that
     * can move, with a winning path if there is one). Appends to `out`. */
    gg_status (*moves)(gg_pos *p, gg_move_list *out, gg_diag *diag);
    /* Plays a move given as text (len bytes, no newline). GG_EINPUT, the reason in diag, when
     * it cannot be parsed or is illegal; the position is then unchanged. */
    gg_status (*play)(gg_pos *p, const char *move, size_t len, gg_diag *diag);
    /* Takes back the last move played; returns 0 at the start (nothing to undo). */
    int (*undo)(gg_pos *p);
    /* The engine's move (text, malloc'd, the caller frees): a winning move if there is one
     * (the quickest where remoteness is known), else the one that resists longest; ties are
     * broken with rng. */
    gg_status (*best)(gg_pos *p, gg_rng *rng, char **move, gg_diag *diag);
    /* The position in the analyze format (so it can be read back). */
    void (*write)(const gg_pos *p, gg_writer *w);
    /* The position for a person: a board with coordinates, the pieces, the side to move. */
    void (*render)(const gg_pos *p, gg_writer *w);
    /* NULL, or writes one analyze line for a move in the game's own layout (Mimo puts the
     * value between the cell and the path); the default is "MOVE VALUE[ R]". */
    void (*write_line)(const gg_move_eval *m, gg_writer *w);
    /* NULL, or refuses (GG_EINPUT, the reason in diag) a position too large to play. */
    gg_status (*playable)(const gg_pos *p, gg_diag *diag);
    /* NULL, or writes the terminal view's account of the legal moves where they are too many to
     * list (Mimo's walks, Tokens' black): how many there are and the ones whose outcomes differ;
     * the default lists the moves of `moves`. */
    gg_status (*legal)(gg_pos *p, gg_writer *w, gg_diag *diag);
    /* `analyze` and `play` in the game's --help: the options and the summary. */
    gg_action_text analyze_help, play_help;
} gg_pos_ops;

/* A pos_ops.best for a game whose moves list carries values and remoteness: a winning move,
 * the quickest, if there is one, else the one that lasts longest; ties broken with rng. The
 * move's text is malloc'd. GG_EINPUT when there is no legal move. */
gg_status gg_best_move(gg_status (*moves)(gg_pos *p, gg_move_list *out, gg_diag *diag), gg_pos *p, gg_rng *rng,
                       char **move, gg_diag *diag);

/* Parses n blank-separated decimal integers (0..INT64_MAX) at the start of the move text m[0..len).
 * With rest NULL nothing may follow; else *rest is the offset of what follows (blanks skipped).
 * Returns 1 on success, 0 if the text does not start with n such numbers. */
int gg_move_ints(const char *m, size_t len, int64_t *v, int n, size_t *rest);

/* The generic action `gridgames <game> analyze [--best]` over ctx->game->pos: reads one position
 * from ctx->in and writes its value and the value of every move (--best: only the best move's
 * line) to ctx->out. */
gg_status gg_analyze_action(gg_ctx *ctx);

/* The analyze text of position p (the lines gg_analyze prints) written to w. */
gg_status gg_analyze_write(const gg_pos_ops *ops, gg_pos *p, gg_writer *w, gg_diag *diag);

/* The generic action `gridgames <game> play [--side S] [--position FILE] [--seed N]` over
 * ctx->game->pos: the terminal view when ctx->host says standard input and output are a
 * terminal, the line protocol otherwise (the top of this file; README.md, "Analyze and play
 * every game"). */
gg_status gg_play_action(gg_ctx *ctx);

#ifdef __cplusplus
}
#endif
#endif
