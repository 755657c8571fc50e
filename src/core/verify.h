/* verify.h (private): the one harness every game's `verify` uses to run the real solve path
 * (an action, through its judge-format text, in-process) and compare what it prints with the
 * output the oracle expects. A disagreement is reported the same way in every game: a line
 * "DISAGREEMENT (<what>): `<game> <action>` output differs from the oracle's at line L" on
 * ctx->out, the expected and received lines, the input when it is short, and GG_ECHECK.
 *
 *   gg_verify_batch b;
 *   gg_verify_batch_init(&b, 1);              // 1: the judge input starts with the case count
 *   ... gg_writef(&b.cases, ...); gg_writef(&b.want, ...); b.count++;   per case
 *   s = gg_verify_batch_run(&b, ctx, gg_mimo_solve_action, "mimo solve", "grids up to 2 x 4");
 *   gg_verify_batch_fini(&b);
 */
#ifndef GG_CORE_VERIFY_H
#define GG_CORE_VERIFY_H

#include <stddef.h>

#include <gridgames/game.h>

/* Runs `fn` on input[0..ilen) and compares its output with want[0..wlen). GG_OK when they
 * are the same bytes; GG_ECHECK (reported as above) when not; the action's own status when it
 * fails. `name` names the action in the report ("go each"), `what` the part of the check. */
gg_status gg_verify_output(gg_ctx *ctx, gg_action_fn fn, const char *name, const char *input,
                           size_t ilen, const char *want, size_t wlen, const char *what);

/* A batch of judge test cases and the output expected for them. */
typedef struct gg_verify_batch {
    gg_writer cases;   /* the cases' judge text, without the leading count */
    gg_writer want;    /* the expected output of the whole batch */
    size_t count;      /* cases written so far */
    int counted;       /* 1: the judge input starts with a line holding `count` */
} gg_verify_batch;

void gg_verify_batch_init(gg_verify_batch *b, int counted);
void gg_verify_batch_fini(gg_verify_batch *b);
/* Empties the batch (keeps `counted`). */
void gg_verify_batch_reset(gg_verify_batch *b);

/* The batch's judge input (the count line first when counted) written to `in`, an open
 * memory writer. For running a second action (e.g. go each) on the same cases. */
void gg_verify_batch_input(const gg_verify_batch *b, gg_writer *in);

/* Runs `fn` on the batch's judge input and compares with b->want (gg_verify_output). A batch
 * with no case passes without running anything. The batch is left as it was. */
gg_status gg_verify_batch_run(const gg_verify_batch *b, gg_ctx *ctx, gg_action_fn fn, const char *name,
                              const char *what);

#endif
