/* oracle.c: the lame queen answered straight from the rules, independent of the generator and
 * the counting structure of table.c and wythoff.c.
 *
 * gg_lamequeen_oracle_grid decides every cell of [1,w] x [1,h] by dynamic programming. A
 * position is a P-position exactly when no move reaches a P-position. The moves from (x, y)
 * reach (x', y) with x' < x, (x, y') with y' < y, and (x - a, y - a) with a > 0 a multiple of
 * d. Scanning x increasing and, inside, y increasing, every target of a move has been decided
 * before (x, y) is, and three flag arrays record "some already decided P-position lies here":
 *   row[y]              a P-position (x', y) with x' < x        (the leftward moves)
 *   col                 a P-position (x, y') with y' < y        (the downward moves)
 *   dia[y - x][x mod d] a P-position on the same diagonal, x' < x, x' = x (mod d)
 * The last is exactly the set of diagonal move targets: x - x' is a positive multiple of d.
 *
 * gg_lamequeen_oracle answers a judge input with it: the grid [1, max x2] x [1, max y2], then each
 * query's P-positions counted cell by cell. Its work is bounded before it starts (internal.h):
 * coordinates <= LQ_ORACLE_MAX, T <= LQ_ORACLE_MAX_T, and the cells visited (grid plus every
 * query's area) <= LQ_ORACLE_MAX_WORK; beyond, GG_EINPUT with a message that states the bound.
 */
#include <stdlib.h>

#include "../../core/checked.h"
#include "internal.h"

gg_status gg_lamequeen_oracle_grid(int d, uint32_t w, uint32_t h, unsigned char *isP, gg_diag *diag)
{
    if (w == 0 || h == 0) return GG_OK;
    size_t ndiag = (size_t)w + h;   /* y - x + w in 1..w+h-1 */
    unsigned char *row = calloc((size_t)h + 1, 1);
    unsigned char *dia = calloc(ndiag * (size_t)d, 1);
    if (!row || !dia) {
        free(row);
        free(dia);
        return gg_diag_nomem(diag);
    }
    for (uint32_t x = 1; x <= w; x++) {
        int col = 0;
        size_t res = x % (uint32_t)d;
        for (uint32_t y = 1; y <= h; y++) {
            unsigned char *dg = &dia[((size_t)y + w - x) * (size_t)d + res];
            int p = !row[y] && !col && !*dg;
            isP[(size_t)(y - 1) * w + (x - 1)] = (unsigned char)p;
            if (p) {
                row[y] = 1;
                col = 1;
                *dg = 1;
            }
        }
    }
    free(row);
    free(dia);
    return GG_OK;
}

/* The cells the oracle visits: w * h for the grid plus every query's area (each at most
 * 3000 * 3000, at most 10^6 of them: the sum stays below 2^64, saturated anyway). */
static uint64_t work(const lq_queries *qs)
{
    const gg_lamequeen_rect *q = qs->kept.data;
    uint64_t cells = gg_mul_u64_sat(qs->maxx, qs->maxy);
    for (size_t i = 0; i < qs->kept.len; i++) {
        uint64_t area = gg_mul_u64_sat(q[i].x2 - q[i].x1 + 1, q[i].y2 - q[i].y1 + 1);
        if (gg_add_u64(cells, area, &cells)) return UINT64_MAX;
    }
    return cells;
}

static gg_status answer(gg_writer *out, int d, const lq_queries *qs, gg_diag *diag)
{
    uint64_t w = qs->maxx, h = qs->maxy;   /* both <= LQ_ORACLE_MAX */
    unsigned char *grid = malloc((size_t)w * (size_t)h);
    if (!grid) return gg_diag_nomem(diag);
    gg_status s = gg_lamequeen_oracle_grid(d, (uint32_t)w, (uint32_t)h, grid, diag);
    const gg_lamequeen_rect *q = qs->kept.data;
    for (size_t i = 0; i < qs->kept.len && s == GG_OK; i++) {
        uint64_t count = 0;
        for (uint64_t y = q[i].y1; y <= q[i].y2; y++)
            for (uint64_t x = q[i].x1; x <= q[i].x2; x++)
                count += grid[(size_t)(y - 1) * w + (x - 1)];
        gg_lamequeen_write_fraction(out, count, &q[i]);
    }
    free(grid);
    return s;
}

gg_status gg_lamequeen_oracle(gg_reader *in, gg_writer *out, gg_diag *diag)
{
    lq_input h;
    gg_status s = gg_lamequeen_read_header(in, LQ_ORACLE_MAX, "the oracle's grid is at most 3000 x 3000", &h);
    if (s != GG_OK) return s;
    if (h.t > LQ_ORACLE_MAX_T)
        return gg_diag_set(diag, GG_EINPUT, "T = %llu: the oracle takes at most %d queries",
                           (unsigned long long)h.t, LQ_ORACLE_MAX_T);
    lq_queries qs = {0};
    s = gg_lamequeen_queries_read(in, &h, h.t, &qs, diag);
    uint64_t cells = s == GG_OK ? work(&qs) : 0;
    if (s == GG_OK && cells > LQ_ORACLE_MAX_WORK)
        s = gg_diag_set(diag, GG_EINPUT,
                        "the oracle would visit %llu cells (the grid and every query's area); "
                        "its bound is %llu", (unsigned long long)cells,
                        (unsigned long long)LQ_ORACLE_MAX_WORK);
    if (s == GG_OK) s = answer(out, h.d, &qs, diag);
    gg_lamequeen_queries_fini(&qs);
    return s;
}
