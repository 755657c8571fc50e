/* sg.h (private): Sprague–Grundy values of finite impartial games.
 *
 * States are the integers 0..nstates-1 (the caller maps its positions to them). A state's
 * options are reported by a callback; each option is a disjunctive sum of component states
 * (a move that replaces one token by several), and its value is the XOR of their values.
 * The engine computes grundy(s) = mex of the option values, memoised, with an explicit stack
 * (no recursion), only for the states reachable from the ones asked for. A cycle among
 * states (a loopy game, for which Grundy values are not defined this way) is an error.
 */
#ifndef GG_ENGINE_SG_H
#define GG_ENGINE_SG_H

#include <stddef.h>
#include <stdint.h>

#include <gridgames/error.h>

typedef struct gg_sg gg_sg;           /* the engine: memo table and scratch space */
typedef struct gg_sg_sink gg_sg_sink; /* where a callback reports options */

/* Enumerates every option of `state`, calling gg_sg_option once per option. */
typedef gg_status (*gg_sg_options_fn)(void *user, uint32_t state, gg_sg_sink *sink);

/* Reports one option: the sum of comps[0..ncomps) (ncomps == 0: the empty sum, value 0). */
gg_status gg_sg_option(gg_sg_sink *sink, const uint32_t *comps, size_t ncomps);

/* A new engine for states 0..nstates-1 whose options `options(user, ...)` reports, in *out.
 * Errors: GG_ENOMEM (*out is then NULL). */
gg_status gg_sg_new(uint32_t nstates, gg_sg_options_fn options, void *user, gg_sg **out,
                      gg_diag *diag);
/* Frees the engine; e may be NULL. */
void gg_sg_free(gg_sg *e);

/* The Grundy value of `state`, computing what it needs. Errors: GG_ENOMEM, GG_ECHECK for a
 * cycle (message names the state), or whatever the callback returned. */
gg_status gg_sg_value(gg_sg *e, uint32_t state, uint64_t *value, gg_diag *diag);

/* One-shot helper for an explicit game graph in CSR form: the options of state s are the
 * single states next[first[s] .. first[s+1]). Writes every state's value to grundy[]. */
gg_status gg_sg_graph(uint32_t nstates, const uint32_t *first, const uint32_t *next,
                      uint64_t *grundy, gg_diag *diag);

#endif
