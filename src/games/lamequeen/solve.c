/* solve.c: rectangle counts for one lameness d, by inclusion-exclusion over the prefix counts
 * "P-positions in [1,x] x [1,y]" of the closed form (d = 1) or the generated table; the judge
 * input answered query by query as it streams in (solve), and the same loop explained (demo). */
#include <assert.h>

#include "internal.h"

gg_status gg_lamequeen_solver_init(gg_lamequeen_solver *s, int d, gg_diag *diag)
{
    assert(d >= 1 && d <= GG_LAMEQUEEN_MAX_D);
    s->d = d;
    s->table = NULL;
    if (d == 1) return GG_OK;
    return gg_lamequeen_table_new(d, &s->table, diag);
}

void gg_lamequeen_solver_fini(gg_lamequeen_solver *s)
{
    gg_lamequeen_table_free(s->table);
    s->table = NULL;
}

gg_status gg_lamequeen_solver_count(gg_lamequeen_solver *s, const gg_lamequeen_rect *q,
                                    uint64_t *count, gg_diag *diag)
{
    assert(q->x1 >= 1 && q->x1 <= q->x2 && q->y1 >= 1 && q->y1 <= q->y2);
    assert(q->x2 <= gg_lamequeen_limit(s->d) && q->y2 <= gg_lamequeen_limit(s->d));
    if (s->d == 1) {
        *count = gg_lamequeen_wythoff_count_rect(q);
        return GG_OK;
    }
    uint64_t need = q->x2 > q->y2 ? q->x2 : q->y2;
    if (need > gg_lamequeen_table_size(s->table)) {
        gg_status st = gg_lamequeen_table_extend(s->table, need, diag);
        if (st != GG_OK) return st;
    }
    *count = gg_lamequeen_table_count_rect(s->table, q);
    return GG_OK;
}

gg_status gg_lamequeen_column_p(gg_lamequeen_solver *sv, uint64_t x, uint64_t y1, uint64_t y2, uint64_t *y,
                      gg_diag *diag)
{
    gg_lamequeen_rect q = {x, y1, x, y2};
    uint64_t c;
    gg_status s = gg_lamequeen_solver_count(sv, &q, &c, diag);
    *y = 0;
    if (s != GG_OK || c == 0) return s;
    uint64_t lo = y1, hi = y2;   /* the smallest y with a P-position in [y1, y] */
    while (lo < hi) {
        q.y2 = lo + (hi - lo) / 2;
        if ((s = gg_lamequeen_solver_count(sv, &q, &c, diag)) != GG_OK) return s;
        if (c > 0) hi = q.y2;
        else lo = q.y2 + 1;
    }
    *y = lo;
    return GG_OK;
}

/* ---- the judge format, queries streamed --------------------------------------------- */

gg_status gg_lamequeen_answer_each(gg_reader *in, lq_answer_fn fn, void *arg, gg_diag *diag)
{
    lq_input h;
    gg_status s = gg_lamequeen_read_header(in, UINT64_MAX, NULL, &h);
    if (s != GG_OK) return s;
    gg_lamequeen_solver sv;
    if ((s = gg_lamequeen_solver_init(&sv, h.d, diag)) != GG_OK) return s;
    for (uint64_t i = 1; i <= h.t && s == GG_OK;) {
        gg_lamequeen_rect q[LQ_RUN];
        size_t got;
        s = gg_lamequeen_read_rects(in, &h, i, q, h.t - i + 1 < LQ_RUN ? (size_t)(h.t - i + 1) : LQ_RUN, &got);
        for (size_t j = 0; j < got && s == GG_OK; j++, i++) {
            uint64_t count;
            s = gg_lamequeen_solver_count(&sv, &q[j], &count, diag);
            if (s == GG_OK) s = fn(arg, &sv, i, &q[j], count, diag);
        }
    }
    if (s == GG_OK) s = gg_read_end(in, "the last query");
    gg_lamequeen_solver_fini(&sv);
    return s;
}

/* One line per query: the count, the area, and either the P-positions themselves (a few,
 * in a narrow rectangle) or how the count compares with the one-per-row bound. */
static gg_status explain(void *arg, gg_lamequeen_solver *sv, uint64_t i,
                         const gg_lamequeen_rect *q, uint64_t c, gg_diag *diag)
{
    gg_writer *out = arg;
    gg_status s = GG_OK;
    uint64_t w = q->x2 - q->x1 + 1, h = q->y2 - q->y1 + 1;
    gg_writef(out, "query %llu: [%llu,%llu] x [%llu,%llu], %llu x %llu cells: %llu P-position%s",
              (unsigned long long)i, (unsigned long long)q->x1, (unsigned long long)q->x2,
              (unsigned long long)q->y1, (unsigned long long)q->y2, (unsigned long long)w,
              (unsigned long long)h, (unsigned long long)c, c == 1 ? "" : "s");
    if (c > 0 && c <= 6 && w <= 2000) {
        gg_write_str(out, ":");
        for (uint64_t x = q->x1; x <= q->x2 && s == GG_OK; x++) {
            uint64_t y;
            if ((s = gg_lamequeen_column_p(sv, x, q->y1, q->y2, &y, diag)) == GG_OK && y)
                gg_writef(out, " (%llu,%llu)", (unsigned long long)x, (unsigned long long)y);
        }
        gg_write_str(out, "; Chef (second) wins from exactly these starts");
    } else if (c == 0) {
        gg_write_str(out, "; every start lets Code move to a P-position, Chef never wins");
    } else {
        gg_writef(out, " (one per row and column allows at most %llu)",
                  (unsigned long long)(w < h ? w : h));
    }
    gg_write_str(out, " -> ");
    gg_lamequeen_write_fraction(out, c, q);
    return s;
}

gg_status gg_lamequeen_explain(gg_reader *in, gg_writer *out, gg_diag *diag)
{
    return gg_lamequeen_answer_each(in, explain, out, diag);
}
