/* single_main.c: the main of mimo's single file (single.json): the solve action's one-thread
 * path (the count, the solve loop's ops on one thread: gg_batch_one, the end of the input); the
 * pipeline is left out, so the file needs no pthread, and a judge counts the time of every
 * thread anyway. */
#include "internal.h"

static gg_status solve_one_thread(gg_ctx *ctx)
{
    gg_mimo_loop r = {.ctx = ctx, .threads = 1};
    gg_status s = gg_mimo_read_count(ctx->in, &r.t);
    if (s == GG_OK) s = gg_batch_one(&gg_mimo_loop_ops, &r, ctx->diag);
    return s == GG_OK ? gg_read_end(ctx->in, "the last test case") : s;
}

int main(void)
{
    return gg_source_run(solve_one_thread, "gridgames mimo");
}
