/* draw.c: `gridgames go draw` — placeholder until the picture lands. */
#include "actions.h"

gg_status gg_go_draw_action(gg_ctx *ctx)
{
    return gg_diag_set(ctx->diag, GG_EUSAGE, "go draw: not implemented yet");
}
