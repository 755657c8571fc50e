/* single_main.c: the main of go's single file (single.json): the board loop that the solve action
 * runs on one thread (parallel.c's solve_each, between the count and the end of the input, as
 * gg_go_solve_threads does for one thread); the thread pool is left out, so the file needs no
 * pthread, and a judge counts the time of every thread anyway. */
#include "internal.h"

static gg_status solve_one_thread(gg_ctx *ctx)
{
    int64_t t = 0;
    gg_status s = gg_go_read_count(ctx->in, &t);
    if (s == GG_OK) s = solve_each(ctx, t, NULL, NULL);
    return s == GG_OK ? gg_read_end(ctx->in, "the last board") : s;
}

int main(void)
{
    return gg_source_run(solve_one_thread, "gridgames go");
}
