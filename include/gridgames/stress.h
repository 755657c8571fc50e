/* stress.h: test a user's solution against the exact solver, and shrink what breaks it.
 *
 * A game that supports `stress` gives a const gg_stress_ops: a generator of judge inputs of a
 * given size (small sizes first: most bugs show on tiny inputs) and a shrinker that proposes
 * smaller valid inputs of a failing one. The generic driver (src/games/stress.c) runs the
 * user's command on growing inputs, compares its output with the game's `solve` the way judges
 * do, and on the first failure shrinks the input while it fails the same way (delta debugging:
 * take the first candidate that still fails, start again from it), then reports the smallest
 * input found, the expected and received output, the kind of failure and the game's
 * explanation, and saves the input and its picture (--save DIR).
 */
#ifndef GRIDGAMES_STRESS_H
#define GRIDGAMES_STRESS_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "game.h"
#include "io.h"
#include "rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A list of texts (candidate inputs); zero-initialise, gg_text_list_fini to free. */
typedef struct gg_text_list {
    char **text;
    size_t *len;
    size_t count, cap;
} gg_text_list;

/* Appends a copy of the writer's bytes (a memory writer) to the list. */
gg_status gg_text_list_add(gg_text_list *l, const gg_writer *w, gg_diag *diag);
void gg_text_list_fini(gg_text_list *l);

typedef struct gg_stress_ops {
    /* The size scale of `--size small|medium|contest`: sizes run from 1 to these. A size is the
     * game's own measure (board side, tokens, coordinates), documented in its --help. */
    int64_t small, medium, contest;
    /* One judge input of about `size`, from rng. `contest`: within the original contest's
     * limits (sizes beyond them are clamped). */
    gg_status (*gen)(gg_rng *rng, int64_t size, int contest, gg_writer *out, gg_diag *diag);
    /* Smaller valid inputs derived from in[0..len), most aggressive first (drop half the test
     * cases, drop one token, crop a board, halve a coordinate, ...). Appends to out. */
    gg_status (*shrink)(const char *in, size_t len, gg_text_list *out, gg_diag *diag);
    /* `stress` in the game's --help: the options and the summary, which says what a size is. */
    gg_action_text help;
} gg_stress_ops;

/* The generic action `gridgames <game> stress [--seed S] [--rounds N]
 * [--size small|medium|contest|LO..HI] [--time-limit MS] [--save DIR] [--quiet] -- CMD ARGS...`
 * over ctx->game's stress hook (the game's solve gives the expected output, its draw the
 * saved picture, its explain the "why"). The command runs through ctx->host (host.h): without
 * a host, GG_EUSAGE. */
gg_status gg_stress_action(gg_ctx *ctx);

/* The generic action `gridgames <game> test (--files FILE... | --samples | --gen N [--size ...]
 * [--seed S]) [--time-limit MS] [--memory-limit MB] [--output-limit MB] -- CMD ARGS...` over
 * ctx->game's stress hook: the command on each input under a judge's limits, one line per
 * input (verdict, time, peak memory), a summary; GG_ECHECK when any input failed. The expected
 * output is FILE's BASE.ans or BASE.out when there is one, else the game's solve. Through
 * ctx->host (host.h): without a host, GG_EUSAGE. */
gg_status gg_test_action(gg_ctx *ctx);

/* Compares a program's output with the expected one as judges do: line by line, trailing
 * blanks of each line and trailing empty lines ignored. 1 if they match. */
int gg_stress_same_output(const char *got, size_t glen, const char *want, size_t wlen);

#ifdef __cplusplus
}
#endif
#endif
