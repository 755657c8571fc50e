/* single_main.c: the main of go's single file (single.json): the board loop that the solve action
 * runs on one thread (loop.c's ops through gg_batch_one, between the count and the end of the
 * input); the pipeline is left out, so the file needs no pthread, and a judge counts the time
 * of every thread anyway. */
#include "internal.h"

static gg_status solve_one_thread(gg_ctx *ctx)
{
    gg_go_loop r = {ctx, 0, 1, GG_GO_PASS_AUTO, 0, NULL, NULL};
    gg_status s = gg_go_read_count(ctx->in, &r.t);
    if (s == GG_OK) s = gg_batch_one(&gg_go_loop_ops, &r, ctx->diag);
    return s == GG_OK ? gg_read_end(ctx->in, "the last board") : s;
}

int main(void)
{
    return gg_source_run(solve_one_thread, "gridgames go");
}
