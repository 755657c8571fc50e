/* play.c: `gridgames knightmare analyze` and `play`, the generic actions (src/games/play.c)
 * over the position table of position.c. play keeps its older option --board N M X1 Y1 X2 Y2
 * (a start, white to move): it is mapped onto --position, through a temporary file holding
 * that start in the analyze format, so the rest of the frame is the same for every game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <gridgames/play.h>

#include "internal.h"

/* Writes the start of --board to a new temporary file (its name in path). */
static gg_status board_file(gg_ctx *ctx, const gg_opt *bo, char *path, size_t sz)
{
    gg_knightmare_start s = {8, 8, 0, 0, 0, 0};
    gg_status st = gg_knightmare_start_option(ctx, bo, &s);
    if (st != GG_OK) return st;
    const char *dir = getenv("TMPDIR");
    snprintf(path, sz, "%s/gg-knightmare-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(path);
    if (fd < 0) return gg_diag_set(ctx->diag, GG_ESYS, "--board: cannot create a temporary file");
    char text[96];
    int len = snprintf(text, sizeof text, "%d %d\n%d %d %d %d\nwhite\n", s.n, s.m, s.x1, s.y1, s.x2, s.y2);
    ssize_t put = write(fd, text, (size_t)len);
    close(fd);
    if (put != len) {
        unlink(path);
        return gg_diag_set(ctx->diag, GG_ESYS, "--board: cannot write a temporary file");
    }
    return GG_OK;
}

gg_status gg_knightmare_play_action(gg_ctx *ctx)
{
    const gg_opt *bo = gg_args_find(ctx->args, "board");
    if (bo == NULL) return gg_play_action(ctx);
    if (bo->argc != 6) return gg_diag_set(ctx->diag, GG_EUSAGE, "--board takes 6 values: N M X1 Y1 X2 Y2");
    if (gg_args_find(ctx->args, "position"))
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--board and --position cannot be used together");
    const gg_args *a = ctx->args;
    gg_opt *opts = malloc(((size_t)a->nopts + 1) * sizeof *opts);
    if (opts == NULL) return gg_diag_nomem(ctx->diag);
    char path[512];
    char *argv[1] = {path};
    gg_status st = board_file(ctx, bo, path, sizeof path);
    if (st == GG_OK) {
        int k = 0;
        for (int i = 0; i < a->nopts; i++)
            if (strcmp(a->opts[i].name, "board") != 0) opts[k++] = a->opts[i];
        opts[k++] = (gg_opt){"position", 1, argv};
        gg_args sub = {k, opts, a->nrest, a->rest};
        gg_ctx c = *ctx;
        c.args = &sub;
        st = gg_play_action(&c);
        unlink(path);
    }
    free(opts);
    return st;
}
