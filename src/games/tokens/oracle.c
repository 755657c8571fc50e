/* oracle.c: the exhaustive counts, written without the sweep, each refusing (GG_EINPUT,
 * exit 3, with the bound in the message) before it starts work beyond its bound:
 *   - gg_tokens_trapped_at: the characterization at one point, straight from its statement;
 *   - gg_tokens_brute_count: that test at every integer point strictly inside the bounding
 *     box (a trapped point has tokens strictly on each side of it), O(area * n);
 *   - gg_tokens_cell_count: the same predicate evaluated once per cell of the arrangement of
 *     the lines u = u_i and v = v_i of the tokens of the other parity (the predicate only
 *     depends on which side of each line the point lies), times the number of lattice points
 *     of the cell, O(n^3): any coordinates, few tokens.
 */
#include <stdlib.h>

#include <gridgames/tokens.h>

#include "../../core/checked.h"
#include "internal.h"

static int64_t iabs(int64_t a)
{
    return a < 0 ? -a : a;
}

int gg_tokens_cone_rule(int64_t dx, int64_t dy)
{
    return dx > iabs(dy) && ((dx + dy) & 1) != 0;
}

int gg_tokens_trapped_at(const gg_tokens_point *pts, size_t n, int64_t wx, int64_t wy)
{
    int seen = 0; /* bit 0 right, 1 left, 2 up, 3 down */
    for (size_t i = 0; i < n && seen != 15; i++) {
        int64_t dx = pts[i].x - wx, dy = pts[i].y - wy;
        if (((dx + dy) & 1) == 0) continue;
        if (dx > iabs(dy)) seen |= 1;
        if (-dx > iabs(dy)) seen |= 2;
        if (dy > iabs(dx)) seen |= 4;
        if (-dy > iabs(dx)) seen |= 8;
    }
    return seen == 15;
}

void gg_tokens_bbox(const gg_tokens_point *pts, size_t n, int64_t *x0, int64_t *x1, int64_t *y0, int64_t *y1)
{
    *x0 = *y0 = INT64_MAX;
    *x1 = *y1 = INT64_MIN;
    for (size_t i = 0; i < n; i++) {
        if (pts[i].x < *x0) *x0 = pts[i].x;
        if (pts[i].x > *x1) *x1 = pts[i].x;
        if (pts[i].y < *y0) *y0 = pts[i].y;
        if (pts[i].y > *y1) *y1 = pts[i].y;
    }
}

int64_t gg_tokens_span(const gg_tokens_point *pts, size_t n)
{
    int64_t x0, x1, y0, y1;
    gg_tokens_bbox(pts, n, &x0, &x1, &y0, &y1);
    return (x1 - x0 > y1 - y0 ? x1 - x0 : y1 - y0) + 1; /* |coords| <= 10^9: no overflow */
}

gg_status gg_tokens_brute_count(const gg_tokens_point *pts, size_t n, uint64_t max_work,
                                uint64_t *count, gg_diag *diag)
{
    *count = 0;
    if (n == 0) return GG_OK;
    int64_t x0, x1, y0, y1;
    gg_tokens_bbox(pts, n, &x0, &x1, &y0, &y1);
    uint64_t w = (uint64_t)(x1 - x0 + 1), h = (uint64_t)(y1 - y0 + 1);
    /* w, h <= 2e9 + 1: w * h < 2^63; times n checked by the saturating product. */
    if (gg_mul_u64_sat(w * h, n) > max_work)
        return gg_diag_set(diag, GG_EINPUT,
                           "the bounding box is %llu x %llu with %zu tokens: more than %llu point tests for the point-by-point oracle",
                           (unsigned long long)w, (unsigned long long)h, n, (unsigned long long)max_work);
    uint64_t c = 0;
    for (int64_t x = x0 + 1; x < x1; x++)
        for (int64_t y = y0 + 1; y < y1; y++) c += (uint64_t)gg_tokens_trapped_at(pts, n, x, y);
    *count = c;
    return GG_OK;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static size_t sort_unique(int64_t *a, size_t n)
{
    qsort(a, n, sizeof *a, cmp_i64);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (m == 0 || a[m - 1] != a[i]) a[m++] = a[i];
    return m;
}

gg_status gg_tokens_cell_count(const gg_tokens_point *pts, size_t n, size_t max_n,
                               uint64_t *count, gg_diag *diag)
{
    *count = 0;
    if (n > max_n)
        return gg_diag_set(diag, GG_EINPUT, "%zu tokens: more than %zu for the cell-by-cell oracle", n, max_n);
    int64_t *us = malloc((n ? n : 1) * sizeof *us), *vs = malloc((n ? n : 1) * sizeof *vs);
    if (!us || !vs) {
        free(us);
        free(vs);
        return gg_diag_nomem(diag);
    }
    uint64_t c = 0;
    for (int q = 0; q < 2; q++) { /* white points with u = x + y of parity q */
        size_t a = 0;
        for (size_t i = 0; i < n; i++) {
            int64_t u = (int64_t)pts[i].x + pts[i].y, v = (int64_t)pts[i].x - pts[i].y;
            if ((u & 1) == q) continue; /* same parity as white: never in a useful cone */
            us[a] = u;
            vs[a++] = v;
        }
        size_t nu = sort_unique(us, a), nv = sort_unique(vs, a);
        /* The lines have parity 1 - q and white's u, v have parity q, so white never lies on
         * a line: the cells are the open intervals between consecutive lines (outside the
         * outermost lines some side has no token at all, so nothing there is trapped). */
        for (size_t i = 0; i + 1 < nu; i++)
            for (size_t j = 0; j + 1 < nv; j++) {
                int64_t U = us[i] + 1, V = vs[j] + 1;
                if (gg_tokens_trapped_at(pts, n, (U + V) / 2, (U - V) / 2))
                    c += (uint64_t)((us[i + 1] - us[i]) / 2) * (uint64_t)((vs[j + 1] - vs[j]) / 2);
            }
    }
    free(us);
    free(vs);
    *count = c;
    return GG_OK;
}

/* The rules' verdict at every start strictly inside [x0, x1] x [y0, y1] (outside it some
 * direction has no token strictly ahead of white, who runs that way). */
static gg_status rules_box(const gg_tokens_point *pts, size_t n, const gg_tokens_window *w, const int64_t *box,
                           uint64_t *count, gg_diag *diag)
{
    gg_status s = GG_OK;
    uint64_t c = 0;
    for (int64_t x = box[0] + 1; x < box[1] && s == GG_OK; x++)
        for (int64_t y = box[2] + 1; y < box[3] && s == GG_OK; y++) {
            int64_t dx[GG_TOKENS_WINDOW_MAX_TOKENS], dy[GG_TOKENS_WINDOW_MAX_TOKENS];
            for (size_t i = 0; i < n; i++) {
                dx[i] = pts[i].x - x;
                dy[i] = pts[i].y - y;
            }
            int black = gg_tokens_window_black_wins(w, dx, dy, n), white = gg_tokens_white_runs_free(dx, dy, n);
            if (black == 1 && white)
                s = gg_diag_set(diag, GG_ECHECK, "rules oracle: both players proven to win from (%lld,%lld)", (long long)x, (long long)y);
            else if (black != 1 && !white)
                s = gg_diag_set(diag, GG_ECHECK, "rules oracle: start (%lld,%lld) undecided in a window of radius %d",
                                (long long)x, (long long)y, gg_tokens_window_radius(w));
            c += black == 1;
        }
    *count = c;
    return s;
}

gg_status gg_tokens_rules_count(const gg_tokens_point *pts, size_t n, uint64_t *count, gg_diag *diag)
{
    *count = 0;
    if (n > GG_TOKENS_WINDOW_MAX_TOKENS)
        return gg_diag_set(diag, GG_EINPUT, "%zu tokens: the rules oracle handles at most %d", n, GG_TOKENS_WINDOW_MAX_TOKENS);
    int64_t box[4];
    gg_tokens_bbox(pts, n, &box[0], &box[1], &box[2], &box[3]);
    /* Inside the box, offsets are below its side; the window needs radius >= side - 1 and at
     * least 3 for room to manoeuvre. Its work grows about 6-fold per extra point of span. */
    int64_t side = gg_tokens_span(pts, n);
    if (side > GG_TOKENS_RULES_SPAN)
        return gg_diag_set(diag, GG_EINPUT,
                           "the tokens span %lld points: the rules oracle handles at most %d (a window of radius %d, a few tenths of a second)",
                           (long long)side, GG_TOKENS_RULES_SPAN, GG_TOKENS_RULES_SPAN - 1);
    int radius = side - 1 < 3 ? 3 : (int)side - 1;
    gg_tokens_window *w;
    gg_status s = gg_tokens_window_new(radius, &w, diag);
    if (s != GG_OK) return s;
    s = rules_box(pts, n, w, box, count, diag);
    gg_tokens_window_free(w);
    return s;
}
