/* solve.c: rectangle counts for one lameness d, by inclusion-exclusion over the prefix counts
 * "P-positions in [1,x] x [1,y]" of the closed form (d = 1) or the generated table. */
#include <assert.h>
#include <stdio.h>

#include "lamequeen_private.h"

uint64_t gg_lamequeen_limit(int d)
{
    return d == 1 ? GG_LAMEQUEEN_LIMIT_D1 : GG_LAMEQUEEN_LIMIT;
}

gg_status gg_lamequeen_solver_init(gg_lamequeen_solver *s, int d)
{
    assert(d >= 1 && d <= GG_LAMEQUEEN_MAX_D);
    s->d = d;
    s->table = NULL;
    if (d == 1) return GG_OK;
    return gg_lamequeen_table_create(d, &s->table);
}

void gg_lamequeen_solver_free(gg_lamequeen_solver *s)
{
    gg_lamequeen_table_destroy(s->table);
    s->table = NULL;
}

gg_status gg_lamequeen_solver_count(gg_lamequeen_solver *s, const gg_lamequeen_rect *q,
                                    uint64_t *count)
{
    assert(q->x1 >= 1 && q->x1 <= q->x2 && q->y1 >= 1 && q->y1 <= q->y2);
    assert(q->x2 <= gg_lamequeen_limit(s->d) && q->y2 <= gg_lamequeen_limit(s->d));
    if (s->d == 1) {
        *count = gg_lamequeen_wythoff_count_rect(q);
        return GG_OK;
    }
    uint64_t need = q->x2 > q->y2 ? q->x2 : q->y2;
    if (need > gg_lamequeen_table_size(s->table)) {
        gg_status st = gg_lamequeen_table_extend(s->table, need);
        if (st != GG_OK) return st;
    }
    *count = gg_lamequeen_table_count_rect(s->table, q);
    return GG_OK;
}

/* ---- `gridgames lamequeen` (solve): the judge format, queries streamed --------------- */

gg_status lq_action_solve(gg_ctx *ctx)
{
    static const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    int d;
    uint64_t t;
    if ((s = lq_read_header(ctx->in, &d, &t)) != GG_OK) return s;
    gg_lamequeen_solver sv;
    if (gg_lamequeen_solver_init(&sv, d) != GG_OK) return gg_diag_nomem(ctx->diag);
    char who[64];
    lq_names nm;
    snprintf(who, sizeof who, "d = %d", d);
    lq_names_init(&nm, gg_lamequeen_limit(d), who);
    for (uint64_t i = 1; i <= t && s == GG_OK; i++) {
        gg_lamequeen_rect q;
        uint64_t count;
        s = lq_read_rect(ctx->in, &nm, i, t, &q);
        if (s == GG_OK) s = gg_lamequeen_solver_count(&sv, &q, &count);
        if (s == GG_OK) lq_write_fraction(ctx->out, count, &q);
    }
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last query");
    gg_lamequeen_solver_free(&sv);
    if (s == GG_ENOMEM) return gg_diag_nomem(ctx->diag);
    return s;
}
