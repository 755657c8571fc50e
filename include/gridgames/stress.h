/* stress.h: test a user's solution against the exact solver, and shrink what breaks it.
 *
 * A game that supports `stress` gives a const gg_stress_ops: a generator of judge inputs of a
 * given size (small sizes first: most bugs show on tiny inputs) and a shrinker that proposes
 * smaller valid inputs of a failing one. The generic driver (src/games/stress.c) runs the
 * user's command on growing inputs, compares its output with the game's `solve` the way judges
 * do, and on the first failure shrinks the input while it fails the same way (delta debugging:
 * take the first candidate that still fails, start again from it), then reports the smallest
 * input found, the expected and received output (its first differing line, and for a game of
 * several test cases that case alone), the kind of failure and the game's explanation, and
 * saves the input and its picture (--save DIR).
 *
 * Memory: candidates are made one at a time (gg_shrink_walk), so a shrink holds the failing
 * input, one candidate, the shrinker's parse of the input and one rebuilt part of it, and the
 * game's solve on the candidate: about five times the input plus solve's own memory. With
 * --save DIR, DIR/<game>-shrinking.in is the smallest failing input so far during the shrink
 * (written beside and renamed over, never half written), so a process stopped by a signal
 * leaves it without any handler's help.
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

/* A shrinker's walk over its candidates, one at a time: the driver asks for candidate `want`
 * of an input; the shrinker goes through its candidates in its fixed order, counting them
 * with gg_shrink_take, builds only the one asked for and stops. So only one candidate exists
 * at a time, in one buffer the driver reuses: memory stays a small multiple of the input's
 * size however many candidates an input has. Zero-initialise, then set `want`. */
typedef struct gg_shrink_walk {
    size_t want;   /* the index of the candidate asked for */
    size_t seen;   /* candidates counted so far */
    int found;     /* 1 once candidate `want` was written: the shrinker's loops stop */
} gg_shrink_walk;

/* Counts the shrinker's next candidate: 1 when it is the one asked for (build and write it,
 * then stop), 0 when it is not (skip it without building it) or the walk already found it. */
int gg_shrink_take(gg_shrink_walk *walk);

/* The generic stress action's options, the same for every game (its help text's synopsis). */
#define GG_STRESS_SYNOPSIS                                                                          \
    "[--seed S] [--rounds N] [--size small|medium|contest|LO..HI] [--time-limit MS] "              \
    "[--memory-limit MB] [--output-limit MB] [--save DIR [--force]] [--quiet] -- CMD..."

typedef struct gg_stress_ops {
    /* The size scale of `--size small|medium|contest`: sizes run from 1 to these. A size is the
     * game's own measure (board side, tokens, coordinates), documented in its --help. */
    int64_t small, medium, contest;
    /* One judge input of about `size`, from rng. `contest`: within the original contest's
     * limits (sizes beyond them are clamped). */
    gg_status (*gen)(gg_rng *rng, int64_t size, int contest, gg_writer *out, gg_diag *diag);
    /* Candidate walk->want of the smaller valid inputs derived from in[0..len), in a fixed
     * order, most aggressive first (drop half the test cases, drop one token, crop a board,
     * halve a coordinate, ...): written to out (an empty memory writer) and walk->found set;
     * walk->found stays 0 when there are fewer candidates. A shrinker may write nothing for a
     * found index that turns out not to be a valid input (Tokens: a move onto another token):
     * the driver goes on to the next. Memory beyond in and out: O(len). */
    gg_status (*shrink)(const char *in, size_t len, gg_shrink_walk *walk, gg_writer *out, gg_diag *diag);
    /* For inputs of several test cases (NULL: one case, or one answer for the whole input):
     * test case i (from 0) of in[0..len) alone, as an input, into out (an empty memory
     * writer); nothing when there is no case i. Case i's answer is line i + 1 of the output,
     * so a failure names its first differing case, shows it alone, and the shrink tries that
     * case alone first. */
    gg_status (*one_case)(const char *in, size_t len, size_t i, gg_writer *out, gg_diag *diag);
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
