/* actions.c: `gridgames tokens` solve, region and oracle, and the demo's explanation.
 *   solve   judge input -> the count (keys read straight into the sort array);
 *   region  the trapped points themselves, "x y" per line after their count, sorted by x then
 *           y; refused above --limit (default 10^6, at most 10^7);
 *   oracle  the count without the sweep: --method points (the 4-direction characterization
 *           at every point of the bounding box), cells (the same predicate once per cell of
 *           the tokens' u/v line arrangement, any coordinates), rules (the game itself: window
 *           retrograde analysis for black, the run-forever search for white; up to 4 tokens
 *           in an 8 x 8 box; 16 s for the largest), auto (the default: points when cheap, else cells; and when there
 *           are at most 4 tokens spanning at most 5 points, also rules, which must agree).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define POINTS_MAX_WORK 200000000ULL /* point tests of the points oracle */
#define CELLS_MAX_N 600              /* tokens for the cells oracle */
#define AUTO_RULES_SPAN 5            /* auto also plays the game when the tokens span <= this (a window of radius 4: about 0.05 s) */

/* The larger side of the tokens' bounding box, in points. */
static int64_t span(const gg_tokens_point *p, size_t n)
{
    int64_t x0 = INT64_MAX, x1 = INT64_MIN, y0 = INT64_MAX, y1 = INT64_MIN;
    for (size_t i = 0; i < n; i++) {
        if (p[i].x < x0) x0 = p[i].x;
        if (p[i].x > x1) x1 = p[i].x;
        if (p[i].y < y0) y0 = p[i].y;
        if (p[i].y > y1) y1 = p[i].y;
    }
    return (x1 - x0 > y1 - y0 ? x1 - x0 : y1 - y0) + 1;
}

gg_status gg_tokens_solve_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    uint64_t *keys, count;
    size_t n;
    if ((s = gg_tokens_read_keys(ctx->in, &keys, &n)) != GG_OK) return s;
    s = gg_tokens_count_keys(keys, NULL, n, &count);
    free(keys);
    if (s == GG_ENOMEM) return gg_diag_nomem(ctx->diag);
    gg_write_u64(ctx->out, count);
    gg_write_char(ctx->out, '\n');
    return GG_OK;
}

gg_status gg_tokens_region_action(gg_ctx *ctx)
{
    const char *const known[] = {"limit", NULL};
    int64_t limit;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK)
        s = gg_args_int(ctx, "limit", 0, (int64_t)GG_TOKENS_REGION_MAX, (int64_t)GG_TOKENS_REGION_LIMIT, &limit);
    if (s != GG_OK) return s;
    gg_tokens_set set = {0};
    if ((s = gg_tokens_read(ctx->in, &set)) != GG_OK) {
        gg_tokens_set_free(&set);
        return s;
    }
    gg_tokens_point *pts;
    uint64_t count;
    s = gg_tokens_region(set.pts, set.n, (uint64_t)limit, &pts, &count);
    gg_tokens_set_free(&set);
    if (s == GG_ECHECK)
        return gg_diag_set(ctx->diag, GG_EUSAGE,
                           "the region has %llu points, more than the limit %lld: raise --limit (at most %llu) or use the count",
                           (unsigned long long)count, (long long)limit, (unsigned long long)GG_TOKENS_REGION_MAX);
    if (s != GG_OK) return gg_diag_nomem(ctx->diag);
    gg_write_u64(ctx->out, count);
    gg_write_char(ctx->out, '\n');
    for (uint64_t i = 0; i < count; i++) {
        gg_write_i64(ctx->out, pts[i].x);
        gg_write_char(ctx->out, ' ');
        gg_write_i64(ctx->out, pts[i].y);
        gg_write_char(ctx->out, '\n');
    }
    free(pts);
    return GG_OK;
}

gg_status gg_tokens_rules_count(const gg_tokens_point *pts, size_t n, uint64_t *count, gg_diag *diag)
{
    *count = 0;
    if (n > GG_TOKENS_WINDOW_MAX_TOKENS)
        return gg_diag_set(diag, GG_EUSAGE, "%zu tokens: the rules oracle handles at most %d", n, GG_TOKENS_WINDOW_MAX_TOKENS);
    int64_t x0 = INT64_MAX, x1 = INT64_MIN, y0 = INT64_MAX, y1 = INT64_MIN;
    for (size_t i = 0; i < n; i++) {
        if (pts[i].x < x0) x0 = pts[i].x;
        if (pts[i].x > x1) x1 = pts[i].x;
        if (pts[i].y < y0) y0 = pts[i].y;
        if (pts[i].y > y1) y1 = pts[i].y;
    }
    /* Outside the open bounding box some direction has no token strictly ahead of white:
     * white runs that way (the run search proves it too). Inside, offsets are below the box
     * side; the window needs radius >= side - 1 and at least 3 for room to manoeuvre. */
    int64_t side = (x1 - x0 > y1 - y0 ? x1 - x0 : y1 - y0) + 1;
    if (side > GG_TOKENS_WINDOW_MAX_RADIUS + 1)
        return gg_diag_set(diag, GG_EUSAGE, "the tokens span %lld points: the rules oracle handles at most %d",
                           (long long)side, GG_TOKENS_WINDOW_MAX_RADIUS + 1);
    int radius = side - 1 < 3 ? 3 : (int)side - 1;
    gg_tokens_window *w;
    gg_status s = gg_tokens_window_new(radius, &w, diag);
    if (s != GG_OK) return s;
    uint64_t c = 0;
    for (int64_t x = x0 + 1; x < x1 && s == GG_OK; x++)
        for (int64_t y = y0 + 1; y < y1 && s == GG_OK; y++) {
            int64_t dx[4], dy[4];
            for (size_t i = 0; i < n; i++) {
                dx[i] = pts[i].x - x;
                dy[i] = pts[i].y - y;
            }
            int black = gg_tokens_window_black_wins(w, dx, dy, n), white = gg_tokens_white_runs_free(dx, dy, n);
            if (black == 1 && white)
                s = gg_diag_set(diag, GG_ECHECK, "rules oracle: both players proven to win from (%lld,%lld)", (long long)x, (long long)y);
            else if (black != 1 && !white)
                s = gg_diag_set(diag, GG_ECHECK, "rules oracle: start (%lld,%lld) undecided in a window of radius %d",
                                (long long)x, (long long)y, radius);
            c += black == 1;
        }
    gg_tokens_window_free(w);
    *count = c;
    return s;
}

gg_status gg_tokens_oracle_action(gg_ctx *ctx)
{
    const char *const known[] = {"method", NULL};
    const char *const methods[] = {"auto", "points", "cells", "rules", NULL};
    const char *method;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_choice(ctx, "method", methods, "auto", &method);
    if (s != GG_OK) return s;
    gg_tokens_set set = {0};
    if ((s = gg_tokens_read(ctx->in, &set)) != GG_OK) {
        gg_tokens_set_free(&set);
        return s;
    }
    uint64_t count = 0;
    if (strcmp(method, "auto") == 0) {
        gg_diag quiet = {GG_OK, ""};
        s = gg_tokens_brute_count(set.pts, set.n, POINTS_MAX_WORK, &count, &quiet);
        if (s == GG_EUSAGE) s = gg_tokens_cell_count(set.pts, set.n, CELLS_MAX_N, &count, ctx->diag);
        else if (s != GG_OK) s = gg_diag_set(ctx->diag, s, "%s", quiet.msg);
        /* Small enough for the game itself (a window of radius 3 or 4, at most about 0.05 s): the
         * rules must prove every start and agree with the characterization. */
        uint64_t rules;
        if (s == GG_OK && set.n <= GG_TOKENS_WINDOW_MAX_TOKENS && span(set.pts, set.n) <= AUTO_RULES_SPAN) {
            s = gg_tokens_rules_count(set.pts, set.n, &rules, ctx->diag);
            if (s == GG_OK && rules != count)
                s = gg_diag_set(ctx->diag, GG_ECHECK, "the game rules give %llu, the characterization %llu",
                                (unsigned long long)rules, (unsigned long long)count);
        }
    } else if (strcmp(method, "points") == 0) {
        s = gg_tokens_brute_count(set.pts, set.n, POINTS_MAX_WORK, &count, ctx->diag);
    } else if (strcmp(method, "cells") == 0) {
        s = gg_tokens_cell_count(set.pts, set.n, CELLS_MAX_N, &count, ctx->diag);
    } else {
        s = gg_tokens_rules_count(set.pts, set.n, &count, ctx->diag);
    }
    gg_tokens_set_free(&set);
    if (s != GG_OK) return s;
    gg_write_u64(ctx->out, count);
    gg_write_char(ctx->out, '\n');
    return GG_OK;
}

/* One line: the count per parity class and one trapped point with a token in each cone. */
gg_status gg_tokens_explain(gg_ctx *ctx)
{
    gg_tokens_set set = {0};
    gg_status s = gg_tokens_read(ctx->in, &set);
    if (s != GG_OK) {
        gg_tokens_set_free(&set);
        return s;
    }
    size_t odd = 0;
    for (size_t i = 0; i < set.n; i++) odd += (((int64_t)set.pts[i].x + set.pts[i].y) & 1) != 0;
    gg_tokens_rect *r;
    size_t nr;
    if (gg_tokens_rects(set.pts, set.n, &r, &nr) != GG_OK) {
        gg_tokens_set_free(&set);
        return gg_diag_nomem(ctx->diag);
    }
    uint64_t by_class[2] = {0, 0};
    for (size_t i = 0; i < nr; i++) by_class[r[i].u0 & 1] += gg_tokens_rect_points(&r[i]);
    gg_writef(ctx->out, "%zu tokens (%zu with x+y odd, %zu even): %llu trapped starts with x+y even (held by the odd tokens), %llu with x+y odd",
              set.n, odd, set.n - odd, (unsigned long long)by_class[0], (unsigned long long)by_class[1]);
    if (nr > 0) {
        int64_t U = r[0].u0, V = r[0].v0, wx = (U + V) / 2, wy = (U - V) / 2;
        static const char *const dir[4] = {"right", "left", "up", "down"};
        gg_writef(ctx->out, "; e.g. (%lld,%lld):", (long long)wx, (long long)wy);
        for (int d = 0; d < 4; d++)
            for (size_t i = 0; i < set.n; i++) {
                int64_t dx = set.pts[i].x - wx, dy = set.pts[i].y - wy, ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
                int in = d == 0 ? dx > ay : d == 1 ? -dx > ay : d == 2 ? dy > ax : -dy > ax;
                if (in && ((dx + dy) & 1)) {
                    gg_writef(ctx->out, " %s (%d,%d)", dir[d], set.pts[i].x, set.pts[i].y);
                    break;
                }
            }
    } else {
        gg_write_str(ctx->out, "; no point has a token of the other parity in all four cones");
    }
    gg_write_char(ctx->out, '\n');
    free(r);
    gg_tokens_set_free(&set);
    return GG_OK;
}
