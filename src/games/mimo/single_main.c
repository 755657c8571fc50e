/* single_main.c: the main of mimo's single file (single.json): the solve action's one-thread
 * path (the count, every test case in turn, the end of the input); the thread pool is left out,
 * so the file needs no pthread, and a judge counts the time of every thread anyway. */
#include "internal.h"

static gg_status solve_one_thread(gg_ctx *ctx)
{
    int64_t t = 0;
    gg_status s = gg_mimo_read_count(ctx->in, &t);
    if (s == GG_OK) s = gg_mimo_solve_cases(ctx, t);
    return s == GG_OK ? gg_read_end(ctx->in, "the last test case") : s;
}

int main(void)
{
    return gg_source_run(solve_one_thread, "gridgames mimo");
}
