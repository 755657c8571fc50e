/* retro.h (private): retrograde analysis of finite two-player partisan games that may loop.
 *
 * States are the integers 0..nstates-1; the side to move is part of the state (the caller
 * encodes it) and every move passes the turn. Values are for the side to move:
 *   WIN   the side to move can force a win;
 *   LOSS  the other side can force a win;
 *   DRAW  neither can (the game goes on forever with best play, or ends in a primitive draw).
 * Remoteness is the number of plies to the end with best play: the winner minimises it, the
 * loser maximises it; 0 for primitive (terminal) states. A non-terminal state without moves
 * is a LOSS with remoteness 0 (the player who cannot move loses).
 *
 * The caller describes the game by callbacks: the primitive value of each state, its moves,
 * and optionally its un-moves (the predecessors, listed once per move that leads to the
 * state, terminal predecessors included or not). Without un-moves the engine builds the
 * reverse graph itself (4 bytes per move plus 4 per state). Solving is a FIFO sweep from the
 * terminal states, so values come out in nondecreasing remoteness: O(states + moves) time,
 * 3 bytes per state plus a 4-byte queue per state.
 *
 * gg_retro_check re-derives every stored value and remoteness from the primitive values and
 * one move of look-ahead (moves only, no un-moves). A labelling that passes it is the exact
 * solution (induction on remoteness; see docs/knightmare.md).
 */
#ifndef GG_ENGINE_RETRO_H
#define GG_ENGINE_RETRO_H

#include <stddef.h>
#include <stdint.h>

#include <gridgames/error.h>

#define GG_RETRO_DRAW 0
#define GG_RETRO_WIN 1
#define GG_RETRO_LOSS 2
#define GG_RETRO_NONE 3  /* primitive(): "not a terminal state" */

#define GG_RETRO_MAX_REMOTENESS 65535u

typedef struct gg_retro_game {
    uint32_t nstates;
    void *user;
    /* GG_RETRO_WIN, LOSS or DRAW if s is terminal, else GG_RETRO_NONE. */
    int (*primitive)(void *user, uint32_t s);
    /* Writes the successors of the non-terminal state s (at most max_moves) to out and
     * returns their number. */
    uint32_t (*moves)(void *user, uint32_t s, uint32_t *out);
    uint32_t max_moves;      /* at most 65535 */
    /* Optional (NULL: the engine builds the reverse graph). Writes the states with a move
     * to s (at most max_unmoves, each once per such move) to out; returns their number. */
    uint32_t (*unmoves)(void *user, uint32_t s, uint32_t *out);
    uint32_t max_unmoves;
} gg_retro_game;

typedef struct gg_retro_result {
    uint32_t nstates;
    uint8_t *value;          /* GG_RETRO_DRAW/WIN/LOSS */
    uint16_t *remoteness;    /* 0 for draws */
} gg_retro_result;

/* Solves every state, filling *r (the caller's struct; its arrays are then owned by r and
 * released by gg_retro_result_fini). On failure *r is left empty. Errors: GG_ENOMEM;
 * GG_ECHECK if a remoteness would exceed 65535 or a callback breaks its contract (more than
 * max_moves moves, a state out of range). */
gg_status gg_retro_solve(const gg_retro_game *g, gg_retro_result *r, gg_diag *diag);
/* Releases r's arrays and empties it; harmless on an empty (zeroed) result. */
void gg_retro_result_fini(gg_retro_result *r);

/* The one-move re-check described above. GG_ECHECK naming the first inconsistent state
 * (also stored in *bad if bad != NULL). */
gg_status gg_retro_check(const gg_retro_game *g, const gg_retro_result *r, uint32_t *bad,
                         gg_diag *diag);

#endif
