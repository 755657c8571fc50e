/* go.c: the main of go's single file (tools/amalgamate.py): the solve action's board loop on
 * one thread (a judge counts the time of every thread; --threads has no command line here). */
#include "../../src/games/go/internal.h"

static gg_status solve_one_thread(gg_ctx *ctx)
{
    return gg_go_solve_threads(ctx, 1);
}

int main(void)
{
    return gg_source_run(solve_one_thread, "gridgames go");
}
