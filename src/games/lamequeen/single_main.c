/* single_main.c: the main of lamequeen's single file (single.json): the solve action's
 * one-thread path (gg_lamequeen_solve on one thread, without the table task); the pipeline is left out,
 * so the file needs no pthread, and the windowed sweep too (a coordinate above 3*10^7 for
 * d >= 2 is refused: the file must stay under 64 KB). */
#include "internal.h"

static gg_status solve_one_thread(gg_ctx *ctx)
{
    return gg_lamequeen_solve(ctx->in, ctx->out, 1, NULL, NULL, ctx->diag);
}

int main(void)
{
    return gg_source_run(solve_one_thread, "gridgames lamequeen");
}
