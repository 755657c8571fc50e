/* single_main.c: the main of tokens's single file (single.json): the solve action's work on
 * one thread (gg_tokens_solve_keys without the read-ahead), so the file needs no pthread. */
#include "internal.h"

static gg_status solve_one_thread(gg_ctx *ctx)
{
    return gg_tokens_solve_keys(ctx, NULL);
}

int main(void)
{
    return gg_source_run(solve_one_thread, "gridgames tokens");
}
