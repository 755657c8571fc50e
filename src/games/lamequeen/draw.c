/* draw.c: `gridgames lamequeen draw`: an SVG of the P-positions in a window, with the two
 * lines they hug (y - 1 = alpha (x - 1) and its mirror; alpha^2 = alpha / d + 1).
 *
 *   draw --d D --window X0 Y0 X1 Y1     the window [X0,X1] x [Y0,Y1]
 *   draw                                 a judge input on stdin: the window [1,max x2] x
 *                                        [1,max y2], each query's rectangle outlined
 *
 * Windows up to DRAW_CELLS cells per side show every cell (a P-position is a dark square).
 * Larger windows are summarised: the window is cut into at most DRAW_BINS x DRAW_BINS bins,
 * each shaded by its number of P-positions over the most a bin can hold (min of its sides:
 * one per row and column), computed with the same counts the solver uses.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../../core/svg.h"
#include "../../core/vec.h"
#include "lamequeen_private.h"

#define DRAW_CELLS 300
#define DRAW_BINS 160
#define PLOT 720.0
#define TOP 76.0

typedef struct view {
    uint64_t x0, y0, x1, y1;      /* the window, inclusive */
    double cell;                  /* pixels per plotted unit (cell or bin) */
    uint64_t bw, bh;              /* bin size in cells (1 x 1 for a readable window) */
    uint64_t nx, ny;              /* plotted units per side */
    double left;                  /* left margin: room for the y labels */
} view;

#define LEFT (v->left)

/* Pixel positions of the left edge of column x and the top edge of row y (y - 1's cell
 * ends there); offsets from the window corner are taken in integers first, so coordinates
 * near 10^18 are placed exactly. */
static double px(const view *v, uint64_t x) { return LEFT + (double)(x - v->x0) / (double)v->bw * v->cell; }
static double py(const view *v, uint64_t y) { return TOP + (double)(v->y1 + 1 - y) / (double)v->bh * v->cell; }
static double pxr(const view *v, long double u) { return LEFT + (double)(u / v->bw) * v->cell; }
static double pyr(const view *v, long double w) { return TOP + (double)(((long double)(v->y1 + 1 - v->y0) - w) / v->bh) * v->cell; }

/* The line y - 1 = k (x - 1), clipped to the window, in window offsets u = x - x0,
 * w = y - y0 (cell edges at 0 .. x1 - x0 + 1): w = k u + c, c = k (x0 - 1) - (y0 - 1), in
 * long double so that c is accurate for coordinates near 10^18. */
static void draw_line(gg_writer *w, const view *v, long double k, const char *attrs)
{
    long double c = k * (long double)(v->x0 - 1) - (long double)(v->y0 - 1);
    long double ua = 0, ub = (long double)(v->x1 - v->x0 + 1), hi = (long double)(v->y1 - v->y0 + 1);
    long double wa = k * ua + c, wb = k * ub + c;
    if (wa < 0) { ua = -c / k; wa = 0; }
    if (wb > hi) { ub = (hi - c) / k; wb = hi; }
    if (ua >= ub || wa > hi || wb < 0) return;
    gg_svg_line(w, pxr(v, ua), pyr(v, wa), pxr(v, ub), pyr(v, wb), attrs);
}

static gg_status count_rect(gg_lamequeen_solver *sv, uint64_t x1, uint64_t y1, uint64_t x2,
                            uint64_t y2, uint64_t *c)
{
    gg_lamequeen_rect q = {x1, y1, x2, y2};
    return gg_lamequeen_solver_count(sv, &q, c);
}

static gg_status draw(gg_ctx *ctx, int d, view *v, const gg_lamequeen_rect *qs, size_t nq)
{
    gg_writer *w = ctx->out;
    gg_lamequeen_solver sv;
    if (gg_lamequeen_solver_init(&sv, d) != GG_OK) return gg_diag_nomem(ctx->diag);
    uint64_t W = v->x1 - v->x0 + 1, H = v->y1 - v->y0 + 1, side = W > H ? W : H;
    int readable = W <= DRAW_CELLS && H <= DRAW_CELLS;
    if (readable) {
        v->bw = v->bh = 1;
    } else {
        uint64_t b = (side + DRAW_BINS - 1) / DRAW_BINS;
        v->bw = v->bh = b;
    }
    v->nx = (W + v->bw - 1) / v->bw;
    v->ny = (H + v->bh - 1) / v->bh;
    uint64_t nside = v->nx > v->ny ? v->nx : v->ny;
    v->cell = PLOT / (double)nside;
    char ylab[32];
    v->left = 24 + 6.5 * snprintf(ylab, sizeof ylab, "y = %llu", (unsigned long long)v->y1);
    double width = LEFT + (double)v->nx * v->cell + 30, height = TOP + (double)v->ny * v->cell + 70;
    uint64_t total;
    gg_status s = count_rect(&sv, v->x0, v->y0, v->x1, v->y1, &total);
    if (s != GG_OK) goto done;
    char title[200];
    snprintf(title, sizeof title, "Lame queen, d = %d: P-positions in x %llu..%llu, y %llu..%llu", d,
             (unsigned long long)v->x0, (unsigned long long)v->x1, (unsigned long long)v->y0,
             (unsigned long long)v->y1);
    if (width < 900) width = 900;
    gg_svg_begin(w, width, height, title);
    gg_svg_text(w, 20, 22, "font-family=\"sans-serif\" font-size=\"15\"", "Lame queen, d = %d", d);
    gg_svg_text(w, 20, 42, "font-family=\"sans-serif\" font-size=\"12\"",
                "P-positions (Chef wins from them) in x %llu..%llu, y %llu..%llu",
                (unsigned long long)v->x0, (unsigned long long)v->x1, (unsigned long long)v->y0,
                (unsigned long long)v->y1);
    if (readable)
        gg_svg_text(w, 20, 60, "font-family=\"sans-serif\" font-size=\"12\" fill=\"#444\"",
                    "%llu P-positions in %llu cells (dark squares); red: y-1 = %.5f (x-1) and its mirror",
                    (unsigned long long)total, (unsigned long long)(W * H), lq_alpha(d));
    else
        gg_svg_text(w, 20, 60, "font-family=\"sans-serif\" font-size=\"12\" fill=\"#444\"",
                    "%llu P-positions; density: bins of %llu x %llu cells, darkness = count / %llu "
                    "(the most a bin holds); red: slopes %.5f, 1/%.5f",
                    (unsigned long long)total, (unsigned long long)v->bw,
                    (unsigned long long)v->bh, (unsigned long long)v->bw, lq_alpha(d), lq_alpha(d));
    gg_svg_rect(w, LEFT, TOP, (double)v->nx * v->cell, (double)v->ny * v->cell,
                "fill=\"#fafafa\" stroke=\"#888\"");
    if (readable) {
        if (v->cell >= 10)
            for (uint64_t i = 1; i < side; i++) {
                if (i < W) gg_svg_line(w, LEFT + (double)i * v->cell, TOP, LEFT + (double)i * v->cell,
                                       TOP + (double)H * v->cell, "stroke=\"#e4e4e4\" stroke-width=\"0.5\"");
                if (i < H) gg_svg_line(w, LEFT, TOP + (double)i * v->cell, LEFT + (double)W * v->cell,
                                       TOP + (double)i * v->cell, "stroke=\"#e4e4e4\" stroke-width=\"0.5\"");
            }
        /* one P-position per column x: find it by counting the column (exact, any d) */
        for (uint64_t x = v->x0; x <= v->x1 && s == GG_OK; x++) {
            uint64_t c;
            if ((s = count_rect(&sv, x, v->y0, x, v->y1, &c)) != GG_OK || c == 0) continue;
            uint64_t lo = v->y0, hi = v->y1;   /* the smallest y with a P-position in [y0, y] */
            while (lo < hi) {
                uint64_t mid = lo + (hi - lo) / 2;
                if ((s = count_rect(&sv, x, v->y0, x, mid, &c)) != GG_OK) break;
                if (c > 0) hi = mid;
                else lo = mid + 1;
            }
            gg_svg_rect(w, px(v, x), py(v, lo + 1), v->cell, v->cell,
                        "fill=\"#1f2f5f\" stroke=\"none\"");
        }
    } else {
        for (uint64_t by = 0; by < v->ny && s == GG_OK; by++)
            for (uint64_t bx = 0; bx < v->nx && s == GG_OK; bx++) {
                uint64_t xa = v->x0 + bx * v->bw, ya = v->y0 + by * v->bh;
                uint64_t xb = xa + v->bw - 1 > v->x1 ? v->x1 : xa + v->bw - 1;
                uint64_t yb = ya + v->bh - 1 > v->y1 ? v->y1 : ya + v->bh - 1;
                uint64_t c, cap = xb - xa + 1 < yb - ya + 1 ? xb - xa + 1 : yb - ya + 1;
                if ((s = count_rect(&sv, xa, ya, xb, yb, &c)) != GG_OK || c == 0) continue;
                double f = (double)c / (double)cap;
                int g = 235 - (int)(200 * (f > 1 ? 1 : f));
                char attrs[64];
                snprintf(attrs, sizeof attrs, "fill=\"rgb(%d,%d,%d)\" stroke=\"none\"", g, g, g + 20 > 255 ? 255 : g + 20);
                gg_svg_rect(w, px(v, xa), py(v, yb + 1),
                            v->cell * (double)(xb - xa + 1) / (double)v->bw,
                            v->cell * (double)(yb - ya + 1) / (double)v->bh, attrs);
            }
    }
    if (s != GG_OK) goto done;
    long double a = lq_alpha_l(d);
    draw_line(w, v, a, "stroke=\"#d22\" stroke-width=\"1.2\" stroke-opacity=\"0.7\"");
    draw_line(w, v, 1 / a, "stroke=\"#d22\" stroke-width=\"1.2\" stroke-opacity=\"0.7\"");
    for (size_t i = 0; i < nq; i++) {
        double xa = px(v, qs[i].x1), xb = px(v, qs[i].x2 + 1);
        double ya = py(v, qs[i].y2 + 1), yb = py(v, qs[i].y1);
        gg_svg_rect(w, xa, ya, xb - xa, yb - ya,
                    "fill=\"none\" stroke=\"#2a8\" stroke-width=\"2\" stroke-opacity=\"0.8\"");
        gg_svg_text(w, xa + 2, ya + 12, "font-family=\"sans-serif\" font-size=\"11\" fill=\"#186\"",
                    "q%zu", i + 1);
    }
    /* axis labels: the window's corners */
    const char *lab = "font-family=\"sans-serif\" font-size=\"11\" fill=\"#333\"";
    double bottom = TOP + (double)v->ny * v->cell;
    gg_svg_text(w, LEFT, bottom + 16, lab, "x = %llu", (unsigned long long)v->x0);
    gg_svg_text(w, LEFT + (double)v->nx * v->cell - 60, bottom + 16, lab, "x = %llu",
                (unsigned long long)v->x1);
    gg_svg_text(w, 6, bottom, lab, "y = %llu", (unsigned long long)v->y0);
    gg_svg_text(w, 6, TOP + 10, lab, "y = %llu", (unsigned long long)v->y1);
    gg_svg_end(w);
done:
    gg_lamequeen_solver_free(&sv);
    if (s == GG_ENOMEM) return gg_diag_nomem(ctx->diag);
    return s;
}

gg_status lq_action_draw(gg_ctx *ctx)
{
    static const char *const known[] = {"d", "window=4", NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    const gg_opt *wo = gg_args_find(ctx->args, "window");
    const gg_opt *dopt = gg_args_find(ctx->args, "d");
    if ((wo == NULL) != (dopt == NULL))
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--d and --window go together");
    view v = {0};
    if (wo) {
        int64_t d, c[4];
        if ((s = gg_args_int(ctx, "d", 1, GG_LAMEQUEEN_MAX_D, 1, &d)) != GG_OK) return s;
        for (int i = 0; i < 4; i++)
            if ((s = gg_args_value_int(ctx, wo, i, 1, (int64_t)gg_lamequeen_limit((int)d), &c[i])) != GG_OK)
                return s;
        if (c[2] < c[0] || c[3] < c[1])
            return gg_diag_set(ctx->diag, GG_EUSAGE, "--window X0 Y0 X1 Y1 needs X0 <= X1 and Y0 <= Y1");
        v.x0 = (uint64_t)c[0];
        v.y0 = (uint64_t)c[1];
        v.x1 = (uint64_t)c[2];
        v.y1 = (uint64_t)c[3];
        return draw(ctx, (int)d, &v, NULL, 0);
    }
    int d;
    uint64_t t;
    if ((s = lq_read_header(ctx->in, &d, &t)) != GG_OK) return s;
    char who[64];
    lq_names nm;
    snprintf(who, sizeof who, "d = %d", d);
    lq_names_init(&nm, gg_lamequeen_limit(d), who);
    gg_vec qs = {0};
    v.x0 = v.y0 = 1;
    for (uint64_t i = 1; i <= t && s == GG_OK; i++) {
        gg_lamequeen_rect q;
        s = lq_read_rect(ctx->in, &nm, i, t, &q);
        if (s == GG_OK) s = gg_vec_push(&qs, sizeof q, &q);
        if (s == GG_OK && q.x2 > v.x1) v.x1 = q.x2;
        if (s == GG_OK && q.y2 > v.y1) v.y1 = q.y2;
    }
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last query");
    if (s == GG_OK) s = draw(ctx, d, &v, qs.data, qs.len);
    gg_vec_free(&qs);
    if (s == GG_ENOMEM) return gg_diag_nomem(ctx->diag);
    return s;
}
