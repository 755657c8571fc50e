/* knightmare.h: the public API of the game "knightmare" (Codeforces 1201E2).
 *
 * Two knights on an n x m board (n, m even, 6..1000). White starts at (x1, y1), black at
 * (x2, y2); white moves first. White's target is (n/2, m/2), black's (n/2 + 1, m/2). A player
 * wins by capturing the other knight, or by standing on its own target while that cell is not
 * attacked by the other knight. Our program chooses a side and must win.
 *
 * Coordinates in this API are 1-based (x = row 1..n, y = column 1..m) at the edges (the
 * protocol) and 0-based cell indices c = (x - 1) * m + (y - 1) inside the library.
 *
 * Usage: play one game against your own opponent.
 *
 *     gg_knightmare_start s = {8, 8, 2, 3, 1, 8};
 *     char why[128];
 *     if (gg_knightmare_start_problem(&s, why, sizeof why)) { ... why says what is wrong ... }
 *     gg_knightmare_player p;
 *     if (gg_knightmare_player_init(&p, &s, NULL) != GG_OK) ...;   // GG_ENOMEM only
 *     // p.side is the knight we play; white moves first
 *     int32_t c = gg_knightmare_player_next(&p);                  // our move
 *     gg_knightmare_player_apply(&p, p.side, c);                 // ... and theirs likewise
 *     gg_knightmare_player_fini(&p);
 *
 * Errors follow the library's contract (error.h): fallible functions return gg_status and
 * take `gg_diag *diag` last (NULL allowed). Caller-owned structs are gg_X_init / gg_X_fini.
 *
 * The stable API: the rules, start checks and enumeration, the player. Behind
 * GG_VERIFICATION_API (defined when the library, its tests and fuzzers are built; not for
 * users): the tablebase (the exact value of every state of a board up to 40 x 40), the
 * opponents and the in-process game loop, and the line parsers of the judge and of `play`.
 */
#ifndef GRIDGAMES_KNIGHTMARE_H
#define GRIDGAMES_KNIGHTMARE_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "play.h"
#include "rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GG_KNIGHTMARE_MIN 6          /* smallest board side */
#define GG_KNIGHTMARE_MAX 1000       /* largest board side */
#define GG_KNIGHTMARE_MOVE_LIMIT 350 /* our moves before the game is a draw (a failure) */
#define GG_KNIGHTMARE_TABLE_MAX 40   /* largest board side of the tablebase */

typedef enum gg_knightmare_side { GG_KNIGHTMARE_WHITE = 0, GG_KNIGHTMARE_BLACK = 1 } gg_knightmare_side;

/* When is the target rule checked?
 *  MOVER: only for the player who has just moved (a knight that stands on its target has to
 *         move away: passing is not allowed).
 *  ANY:   after every move for both players: first a capture, then the mover's target, then
 *         the other player's target (a knight left standing on its target wins as soon as the
 *         other knight stops attacking that cell). */
typedef enum gg_knightmare_rule { GG_KNIGHTMARE_RULE_MOVER = 0, GG_KNIGHTMARE_RULE_ANY = 1 } gg_knightmare_rule;

/* The result of a game so far. */
typedef enum gg_knightmare_result {
    GG_KNIGHTMARE_GOING = 0,
    GG_KNIGHTMARE_WHITE_WON = 1,
    GG_KNIGHTMARE_BLACK_WON = 2
} gg_knightmare_result;

/* A board: its sides and the reading of the target rule the game is played under. */
typedef struct gg_knightmare_board {
    int n, m;
    gg_knightmare_rule rule;
} gg_knightmare_board;

/* A board and a start, 1-based. */
typedef struct gg_knightmare_start {
    int n, m;
    int x1, y1;   /* white */
    int x2, y2;   /* black */
} gg_knightmare_start;

/* ---- rules (0-based cells) ----------------------------------------------------------- */

/* The cell index of 1-based (x, y) and back. */
static inline int32_t gg_knightmare_cell(int m, int x, int y) { return (int32_t)(x - 1) * m + (y - 1); }
static inline int gg_knightmare_row(int m, int32_t c) { return (int)(c / m) + 1; }
static inline int gg_knightmare_col(int m, int32_t c) { return (int)(c % m) + 1; }
/* The targets: white's (n/2, m/2), black's (n/2 + 1, m/2). */
int32_t gg_knightmare_target(int n, int m, gg_knightmare_side side);
/* 1 if cells a and b are one knight move apart. */
int gg_knightmare_adjacent(int m, int32_t a, int32_t b);
/* Writes the knight moves from c (at most 8) to out; returns how many. */
int gg_knightmare_moves(int n, int m, int32_t c, int32_t out[8]);
/* The result right after `mover` moved, white at w and black at b. */
gg_knightmare_result gg_knightmare_after_move(gg_knightmare_board board, int32_t w, int32_t b,
                                              gg_knightmare_side mover);
/* Checks a board and start against the rules (even sides in [6, 1000], cells on the board,
 * distinct, neither knight on its own target). NULL when the start is legal; otherwise the
 * reason, written to buf (sz bytes; buf may be NULL when sz is 0) and returned as a non-NULL
 * pointer (buf, or a static "illegal start" when buf is NULL). The caller picks the status:
 * a bad start read from input is GG_EINPUT, the same start given as an option GG_EUSAGE. */
const char *gg_knightmare_start_problem(const gg_knightmare_start *s, char *buf, size_t sz);
/* Steps s to the next legal start of its board (s->n x s->m, legal sides), in the order of
 * (x1, y1, x2, y2), rows before columns; begin with x1 = y1 = x2 = y2 = 0. Returns 0 after
 * the last one. The one enumeration of legal starts (judge --sweep, table, prove, verify). */
int gg_knightmare_next_start(gg_knightmare_start *s);

/* ---- a game in progress: the one game loop of the player's protocol, the judge, `play` and
 * the in-process games ---------------------------------------------------------------- */

typedef struct gg_knightmare_game {
    gg_knightmare_board board;
    int32_t pos[2];               /* the cells of white and black */
    gg_knightmare_side tomove;
    gg_knightmare_result result;  /* GOING until a move wins */
    int moves[2];                 /* moves made by white and by black */
} gg_knightmare_game;

/* The game at the start s (a legal start on board's sides), white to move. */
void gg_knightmare_game_init(gg_knightmare_game *g, gg_knightmare_board board, const gg_knightmare_start *s);
/* 1 if the game is going and `to` is a cell one knight move from the side to move's knight. */
int gg_knightmare_game_legal(const gg_knightmare_game *g, int32_t to);
/* Moves the side to move's knight to `to` (a legal move), passes the turn, returns the result. */
gg_knightmare_result gg_knightmare_game_play(gg_knightmare_game *g, int32_t to);

/* ---- the player ----------------------------------------------------------------------- */

typedef enum gg_knightmare_plan {
    GG_KNIGHTMARE_PLAN_STRAIGHT = 0, /* run straight to our own target */
    GG_KNIGHTMARE_PLAN_VIA = 1       /* first to the opponent's target, then 3 moves to ours */
} gg_knightmare_plan;

typedef struct gg_knightmare_player {
    int n, m;
    gg_knightmare_side side;      /* the knight we play */
    gg_knightmare_plan plan;
    int hunter;                   /* 1 if we are the side that can capture (colour argument) */
    int via_done;                 /* PLAN_VIA: we have stood on the opponent's target */
    int32_t pos[2];               /* current cells of white and black */
    int32_t target[2];            /* the targets of white and black */
    int dist_own, dist_opp_own;   /* at the start: our distance to our target, theirs to theirs */
    int dist_via;                 /* at the start: our distance to the opponent's target */
    int dist_opp_via;             /* at the start: their distance to our target */
    int expected_moves;           /* our moves if the opponent never comes into reach */
    int moves;                    /* moves we have made */
    uint16_t *dist[2];            /* knight distance of every cell to each target (0xFFFF: far) */
    size_t held;                  /* bytes of the block behind dist (kept by _reinit) */
} gg_knightmare_player;

/* Computes the distance fields and chooses the side and plan. GG_EINPUT on a bad start,
 * GG_ENOMEM (after either nothing is held). Free with gg_knightmare_player_fini. */
gg_status gg_knightmare_player_init(gg_knightmare_player *p, const gg_knightmare_start *s,
                                    gg_diag *diag);
/* The same for another start, on any board, keeping p's memory when the new board fits in
 * it. p: zeroed, or from _init, _reinit or _fini. On GG_EINPUT (a bad start) p is as it was;
 * on GG_ENOMEM it has no board (_restart refuses it) until a _reinit succeeds. Either way p
 * may hold memory: free it with gg_knightmare_player_fini. */
gg_status gg_knightmare_player_reinit(gg_knightmare_player *p, const gg_knightmare_start *s,
                                      gg_diag *diag);
void gg_knightmare_player_fini(gg_knightmare_player *p);
/* Starts a new game on the same board, keeping the distance fields (no BFS). GG_EINPUT on an
 * illegal start or a start on another board. */
gg_status gg_knightmare_player_restart(gg_knightmare_player *p, const gg_knightmare_start *s,
                                       gg_diag *diag);
/* Our next move: a capture when the other knight is one move away, else the next step of the
 * plan. Does not change the player. */
int32_t gg_knightmare_player_next(const gg_knightmare_player *p);
/* Records a move of either knight (ours or theirs) to cell c. */
void gg_knightmare_player_apply(gg_knightmare_player *p, gg_knightmare_side who, int32_t c);
/* A short description of the choice, e.g. "WHITE: straight to (4,4) in 2 (black needs 3)". */
void gg_knightmare_player_describe(const gg_knightmare_player *p, char *buf, int bufsz);

extern const gg_game gg_game_knightmare;
/* Positions "n m", "x1 y1 x2 y2", "white|black" (the side to move) with the option
 * --rule mover|any; a move is the target "x y" (analyze, play). Exact values and remoteness
 * from the tablebase on boards up to 40 x 40; above that the value the proven strategy
 * guarantees (remoteness unknown; unknown where the strategy says nothing). */
extern const gg_pos_ops gg_knightmare_pos_ops;

#ifdef GG_VERIFICATION_API
/* ==== verification-only API: the tablebase, opponents, in-process games, line parsers ==== */

/* ---- the tablebase -------------------------------------------------------------------- */

#define GG_KNIGHTMARE_DRAW 0
#define GG_KNIGHTMARE_WIN 1   /* for the side to move */
#define GG_KNIGHTMARE_LOSS 2  /* for the side to move */

typedef struct gg_knightmare_table {
    int n, m;
    gg_knightmare_rule rule;
    uint32_t ncells, nstates;     /* nstates = 2 * ncells^2 */
    uint8_t *value;               /* GG_KNIGHTMARE_DRAW/WIN/LOSS per state */
    uint16_t *rem;                /* remoteness (plies to the end with best play) */
} gg_knightmare_table;

/* The state index of (white at w, black at b, `tomove` to move). */
static inline uint32_t gg_knightmare_state(const gg_knightmare_table *t, int32_t w, int32_t b,
                                           gg_knightmare_side tomove)
{
    return ((uint32_t)w * t->ncells + (uint32_t)b) * 2u + (uint32_t)tomove;
}

/* Solves every state of a board (even sides in [6, 40], else GG_EUSAGE) under its rule.
 * Release with gg_knightmare_table_fini (harmless on a zeroed table). */
gg_status gg_knightmare_table_init(gg_knightmare_table *t, gg_knightmare_board board, gg_diag *diag);
void gg_knightmare_table_fini(gg_knightmare_table *t);
/* Re-derives every stored value and remoteness from the rules and one move of look-ahead
 * (not using the builder's un-moves). GG_ECHECK with the first bad state in the message. */
gg_status gg_knightmare_table_check(const gg_knightmare_table *t, gg_diag *diag);
/* The best move for the side to move: a win as fast as possible, a draw, or the longest
 * loss. Returns the cell the moving knight goes to (ties: the first in move order). */
int32_t gg_knightmare_table_best(const gg_knightmare_table *t, int32_t w, int32_t b,
                                 gg_knightmare_side tomove);

/* ---- opponents and in-process games -------------------------------------------------- */

typedef enum gg_knightmare_opponent {
    GG_KNIGHTMARE_OPP_PERFECT = 0, /* from the table (boards up to 40 x 40), else greedy */
    GG_KNIGHTMARE_OPP_GREEDY = 1,  /* wins or captures at once if it can, else runs to its target */
    GG_KNIGHTMARE_OPP_RANDOM = 2,  /* a uniformly random legal move */
    GG_KNIGHTMARE_OPP_BAIT = 3     /* steps into the other knight's reach when it can */
} gg_knightmare_opponent;

/* One opponent move for the side to move in game g. `table` may be NULL (then perfect plays
 * greedy); `field` is the distance field to the mover's own target (for greedy). */
int32_t gg_knightmare_opponent_move(gg_knightmare_opponent kind, const gg_knightmare_table *table,
                                    const uint16_t *field, const gg_knightmare_game *g, gg_rng *rng);

/* Plays the player (fresh from init or restart) against an opponent in-process, until a win
 * or until the player has made 350 moves (then GOING is returned). Afterwards p->moves is the
 * number of moves the player made. */
gg_knightmare_result gg_knightmare_play_game(gg_knightmare_player *p, gg_knightmare_rule rule,
                                             gg_knightmare_opponent kind,
                                             const gg_knightmare_table *table, gg_rng *rng);

/* ---- line parsers (exposed for the fuzzer) -------------------------------------------- */

/* The judge's reading of the player's side line line[0..len) (no '\n'): "WHITE" or "BLACK"
 * with blanks around. Returns the side, or -1 (anything else, a NUL byte included). */
int gg_knightmare_parse_side(const char *line, size_t len);
/* The judge's reading of a move line: two decimal numbers below 10^7, blanks around and
 * between, nothing else. Returns 1 and sets *x, *y; 0 otherwise. */
int gg_knightmare_parse_move(const char *line, size_t len, int *x, int *y);

/* What one line typed in `play` asks for. */
typedef enum gg_knightmare_command {
    GG_KNIGHTMARE_CMD_EMPTY = 0, /* a blank line: ask again */
    GG_KNIGHTMARE_CMD_MOVE,      /* "x y": *x and *y are set */
    GG_KNIGHTMARE_CMD_HALF,      /* a lone number: the column is missing */
    GG_KNIGHTMARE_CMD_UNDO,      /* "u" or "undo" */
    GG_KNIGHTMARE_CMD_HELP,      /* "h" or "help" */
    GG_KNIGHTMARE_CMD_QUIT,      /* "q" or "quit" */
    GG_KNIGHTMARE_CMD_BAD        /* anything else, extra numbers included */
} gg_knightmare_command;
gg_knightmare_command gg_knightmare_parse_command(const char *line, size_t len, int *x, int *y);

#endif /* GG_VERIFICATION_API */

#ifdef __cplusplus
}
#endif
#endif
