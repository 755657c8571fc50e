/* judge.c: placeholder replaced below */
#include "actions.h"
gg_status gg_knightmare_judge_action(gg_ctx *ctx) { return gg_diag_set(ctx->diag, GG_EUSAGE, "judge: not yet"); }
