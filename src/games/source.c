/* source.c: the `source` action of every game: prints the game's single C11 file (solver, judge
 * format reader and a main, joined from the library's sources by tools/amalgamate.py when the
 * library is built, so it is always the code of this build). */
#include "source.h"

static gg_status print_source(gg_ctx *ctx, const char *game)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    size_t len;
    const char *text = gg_source_text(game, &len);
    if (!text) return gg_diag_set(ctx->diag, GG_EUSAGE, "%s has no single file", game);
    gg_write(ctx->out, text, len);
    return ctx->out->err;
}

gg_status gg_mimo_source_action(gg_ctx *ctx) { return print_source(ctx, "mimo"); }
gg_status gg_go_source_action(gg_ctx *ctx) { return print_source(ctx, "go"); }
gg_status gg_tokens_source_action(gg_ctx *ctx) { return print_source(ctx, "tokens"); }
gg_status gg_lamequeen_source_action(gg_ctx *ctx) { return print_source(ctx, "lamequeen"); }
gg_status gg_knightmare_source_action(gg_ctx *ctx) { return print_source(ctx, "knightmare"); }
