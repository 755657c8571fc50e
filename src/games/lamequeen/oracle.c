/* oracle.c: `gridgames lamequeen oracle`, the judge format answered by the dynamic programme
 * of oracle_grid.c over the queries' bounding box [1, max x2] x [1, max y2], counting the
 * P-positions of each rectangle cell by cell. Coordinates up to LQ_ORACLE_MAX. */
#include <stdlib.h>

#include "../../core/vec.h"
#include "lamequeen_private.h"

gg_status lq_action_oracle(gg_ctx *ctx)
{
    static const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    int d;
    uint64_t t;
    if ((s = lq_read_header(ctx->in, &d, &t)) != GG_OK) return s;
    uint64_t limit = gg_lamequeen_limit(d) < LQ_ORACLE_MAX ? gg_lamequeen_limit(d) : LQ_ORACLE_MAX;
    lq_names nm;
    lq_names_init(&nm, limit, "the oracle's grid is at most 3000 x 3000");
    gg_vec qs = {0};
    uint64_t w = 0, h = 0;
    for (uint64_t i = 1; i <= t; i++) {
        gg_lamequeen_rect q;
        s = lq_read_rect(ctx->in, &nm, i, t, &q);
        if (s == GG_OK) s = gg_vec_push(&qs, sizeof q, &q);
        if (s != GG_OK) goto done;
        if (q.x2 > w) w = q.x2;
        if (q.y2 > h) h = q.y2;
    }
    if ((s = gg_read_end(ctx->in, "the last query")) != GG_OK) goto done;
    unsigned char *grid = malloc((size_t)w * (size_t)h);
    if (!grid) {
        s = GG_ENOMEM;
        goto done;
    }
    s = gg_lamequeen_oracle_grid(d, (uint32_t)w, (uint32_t)h, grid);
    if (s == GG_OK) {
        const gg_lamequeen_rect *q = qs.data;
        for (size_t i = 0; i < qs.len; i++) {
            uint64_t count = 0;
            for (uint64_t y = q[i].y1; y <= q[i].y2; y++)
                for (uint64_t x = q[i].x1; x <= q[i].x2; x++)
                    count += grid[(size_t)(y - 1) * w + (x - 1)];
            lq_write_fraction(ctx->out, count, &q[i]);
        }
    }
    free(grid);
done:
    gg_vec_free(&qs);
    if (s == GG_ENOMEM) return gg_diag_nomem(ctx->diag);
    return s;
}
