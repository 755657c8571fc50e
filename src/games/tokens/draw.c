/* draw.c: `gridgames tokens draw` — an SVG of the black tokens and the trapped region.
 * Tokens are coloured by the parity of x + y; the region is shaded by the class of tokens
 * that traps it (a white start with x + y even is trapped by the odd tokens and vice versa).
 * Small views (span <= 100) shade each trapped lattice point; larger ones shade the region's
 * rectangles of the rotated grid (u = x + y, v = x - y) as tilted polygons, in which the
 * trapped points are the lattice points of the matching parity. With --white X Y the four
 * cones of that start are drawn, the tokens that hold a cone (other parity) are ringed in the
 * cone's colour, and the caption says whether the start is trapped. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/svg.h"
#include "internal.h"

#define MARGIN 24.0
#define HEADER 78.0
#define MAX_DRAWN 20000 /* tokens drawn at most */
#define PIXEL 2.0       /* raster cell of large views, in pixels */

typedef struct view {
    double vx0, vy1, scale, top;
} view;

static double px(const view *v, double x)
{
    return MARGIN + (x - v->vx0) * v->scale;
}

static double py(const view *v, double y)
{
    return v->top + (v->vy1 - y) * v->scale;
}

/* 1 if the lattice point of parity q (of x + y) nearest to (x, y) is in one of the class's
 * rectangles (disjoint, sorted by u, all of white parity q). */
static int trapped_near(const gg_tokens_rect *r, size_t n, int q, double x, double y)
{
    int64_t X = (int64_t)floor(x + 0.5), Y = (int64_t)floor(y + 0.5);
    if ((((X + Y) & 1) != 0) != (q != 0)) X += x >= (double)X ? 1 : -1;
    int64_t U = X + Y, V = X - Y;
    size_t lo = 0, hi = n; /* the last rectangle with u0 <= U */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r[mid].u0 <= U) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0) return 0;
    const gg_tokens_rect *t = &r[lo - 1];
    return U <= t->u1 && V >= t->v0 && V <= t->v1;
}

/* Clips a convex polygon (in plane coordinates) to the box [x0,x1] x [y0,y1]
 * (Sutherland-Hodgman); returns the new vertex count (at most n + 4). */
static int clip(double *xs, double *ys, int n, double x0, double x1, double y0, double y1)
{
    for (int edge = 0; edge < 4; edge++) {
        double ox[16], oy[16];
        int m = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double a = edge == 0 ? xs[i] - x0 : edge == 1 ? x1 - xs[i] : edge == 2 ? ys[i] - y0 : y1 - ys[i];
            double b = edge == 0 ? xs[j] - x0 : edge == 1 ? x1 - xs[j] : edge == 2 ? ys[j] - y0 : y1 - ys[j];
            if (a >= 0 && m < 16) {
                ox[m] = xs[i];
                oy[m++] = ys[i];
            }
            if ((a >= 0) != (b >= 0) && m < 16) {
                double t = a / (a - b);
                ox[m] = xs[i] + t * (xs[j] - xs[i]);
                oy[m++] = ys[i] + t * (ys[j] - ys[i]);
            }
        }
        n = m;
        memcpy(xs, ox, (size_t)m * sizeof *xs);
        memcpy(ys, oy, (size_t)m * sizeof *ys);
    }
    return n;
}

static void polygon(gg_writer *w, const view *v, double *xs, double *ys, int n, const double *box,
                    const char *attrs)
{
    n = clip(xs, ys, n, box[0], box[1], box[2], box[3]);
    if (n < 3) return;
    char buf[16 * 48];
    size_t len = 0;
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%.2f,%.2f", i ? " " : "", px(v, xs[i]), py(v, ys[i]));
    gg_svg_polyline(w, buf, attrs);
}

static const char *const CONE_NAME[4] = {"right", "left", "up", "down"};
static const char *const CONE_COLOR[4] = {"#d62728", "#2ca02c", "#1f77b4", "#ff7f0e"};
/* pale tints of the cone colours: no opacity, so every renderer shows the same picture */
static const char *const CONE_TINT[4] = {"#fbe0e0", "#dff3df", "#dde9f6", "#fde9d4"};

/* 0..3: the cone of (wx, wy) holding (x, y), or -1 (on a diagonal or the point itself). */
static int cone_of(int64_t dx, int64_t dy)
{
    int64_t ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    if (dx > ay) return 0;
    if (-dx > ay) return 1;
    if (dy > ax) return 2;
    if (-dy > ax) return 3;
    return -1;
}

gg_status gg_tokens_draw_action(gg_ctx *ctx)
{
    const char *const known[] = {"white=2", "size", NULL};
    int64_t size, wx = 0, wy = 0;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "size", 200, 4000, 720, &size);
    const gg_opt *wo = gg_args_find(ctx->args, "white");
    if (s == GG_OK && wo) s = gg_args_value_int(ctx, wo, 0, -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &wx);
    if (s == GG_OK && wo) s = gg_args_value_int(ctx, wo, 1, -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &wy);
    if (s != GG_OK) return s;
    gg_tokens_set set;
    gg_tokens_set_init(&set);
    gg_tokens_rect *rects = NULL;
    size_t nr = 0;
    if ((s = gg_tokens_read(ctx->in, &set)) == GG_OK) s = gg_tokens_rects(set.pts, set.n, &rects, &nr, ctx->diag);
    if (s != GG_OK) {
        gg_tokens_set_fini(&set);
        return s;
    }
    uint64_t count = 0;
    for (size_t i = 0; i < nr; i++) count += gg_tokens_rect_points(&rects[i]);

    int64_t x0 = INT64_MAX, x1 = INT64_MIN, y0 = INT64_MAX, y1 = INT64_MIN;
    for (size_t i = 0; i < set.n; i++) {
        if (set.pts[i].x < x0) x0 = set.pts[i].x;
        if (set.pts[i].x > x1) x1 = set.pts[i].x;
        if (set.pts[i].y < y0) y0 = set.pts[i].y;
        if (set.pts[i].y > y1) y1 = set.pts[i].y;
    }
    if (wo) {
        if (wx < x0) x0 = wx;
        if (wx > x1) x1 = wx;
        if (wy < y0) y0 = wy;
        if (wy > y1) y1 = wy;
    }
    double span = (double)(x1 - x0 > y1 - y0 ? x1 - x0 : y1 - y0);
    double pad = span <= 100 ? 1.0 : span * 0.04;
    double vspan = span + 2 * pad;
    view v;
    v.scale = (double)size / vspan;
    v.vx0 = (double)x0 - pad - (span - (double)(x1 - x0)) / 2;
    v.vy1 = (double)y1 + pad + (span - (double)(y1 - y0)) / 2;
    v.top = HEADER;
    double box[4] = {v.vx0, v.vx0 + vspan, v.vy1 - vspan, v.vy1};
    double width = 2 * MARGIN + (double)size, height = HEADER + (double)size + MARGIN;
    int small = span <= 100;

    gg_writer *w = ctx->out;
    char title[256];
    snprintf(title, sizeof title, "Game with Tokens: %zu black tokens, %llu trapped white starts", set.n,
             (unsigned long long)count);
    gg_svg_begin(w, width, height, title);
    gg_svg_text(w, MARGIN, 26, "font-size=\"17\" font-weight=\"bold\"", "%s", title);
    gg_svg_text(w, MARGIN, 46, "font-size=\"12\" fill=\"#333\"",
                "tokens: blue x+y odd, black x+y even; shaded: starts trapped by blue tokens (light blue) / by black tokens (grey)");
    gg_svg_rect(w, MARGIN, HEADER, (double)size, (double)size, "fill=\"none\" stroke=\"#999\"");

    /* the cones of the chosen start */
    int held[4] = {0, 0, 0, 0};
    if (wo) {
        static const int dirx[4][2] = {{1, 1}, {-1, -1}, {-1, 1}, {-1, 1}}, diry[4][2] = {{1, -1}, {1, -1}, {1, 1}, {-1, -1}};
        double L = 4 * vspan;
        for (int d = 0; d < 4; d++) {
            double xs[16] = {(double)wx, wx + dirx[d][0] * L, wx + dirx[d][1] * L};
            double ys[16] = {(double)wy, wy + diry[d][0] * L, wy + diry[d][1] * L};
            char attrs[96];
            snprintf(attrs, sizeof attrs, "fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"", CONE_TINT[d], CONE_COLOR[d]);
            polygon(w, &v, xs, ys, 3, box, attrs);
        }
    }

    /* grid */
    if (span <= 60) {
        for (int64_t x = (int64_t)ceil(box[0]); x <= (int64_t)floor(box[1]); x++)
            gg_svg_line(w, px(&v, (double)x), HEADER, px(&v, (double)x), HEADER + (double)size,
                        x == 0 ? "stroke=\"#bbb\" stroke-width=\"1.2\"" : "stroke=\"#eee\"");
        for (int64_t y = (int64_t)ceil(box[2]); y <= (int64_t)floor(box[3]); y++)
            gg_svg_line(w, MARGIN, py(&v, (double)y), MARGIN + (double)size, py(&v, (double)y),
                        y == 0 ? "stroke=\"#bbb\" stroke-width=\"1.2\"" : "stroke=\"#eee\"");
    }

    /* the region */
    if (small) {
        double side = v.scale * 0.72;
        for (size_t i = 0; i < nr; i++)
            for (int64_t U = rects[i].u0; U <= rects[i].u1; U += 2)
                for (int64_t V = rects[i].v0; V <= rects[i].v1; V += 2) {
                    double cx = px(&v, (double)((U + V) / 2)), cy = py(&v, (double)((U - V) / 2));
                    gg_svg_rect(w, cx - side / 2, cy - side / 2, side, side,
                                (U & 1) == 0 ? "fill=\"#9ecae1\" stroke=\"none\"" : "fill=\"#c7c7c7\" stroke=\"none\"");
                }
    } else {
        /* a raster of PIXEL x PIXEL cells, one row run per colour change */
        /* the sweep lists one class's rectangles, then the other's, each sorted by u */
        size_t split = 0;
        while (split < nr && (rects[split].u0 & 1) == (rects[0].u0 & 1)) split++;
        int q0 = nr ? (int)(rects[0].u0 & 1) : 0;
        const gg_tokens_rect *cls[2];
        size_t ncls[2];
        cls[q0] = rects;
        ncls[q0] = split;
        cls[1 - q0] = rects + split;
        ncls[1 - q0] = nr - split;
        int cells = (int)(size / PIXEL);
        double step = vspan / cells;
        static const char *const fill[4] = {NULL, "fill=\"#9ecae1\" stroke=\"none\"", "fill=\"#c7c7c7\" stroke=\"none\"",
                                           "fill=\"#b7a9d9\" stroke=\"none\""};
        for (int row = 0; row < cells; row++) {
            double yc = v.vy1 - (row + 0.5) * step;
            int run_colour = 0, run_start = 0;
            for (int col = 0; col <= cells; col++) {
                int colour = 0;
                if (col < cells) {
                    double xc = v.vx0 + (col + 0.5) * step;
                    for (int q = 0; q < 2; q++)
                        colour |= trapped_near(cls[q], ncls[q], q, xc, yc) << q;
                }
                if (col == cells || colour != run_colour) {
                    if (run_colour)
                        gg_svg_rect(w, MARGIN + run_start * PIXEL, HEADER + row * PIXEL, (col - run_start) * PIXEL, PIXEL,
                                    fill[run_colour]);
                    run_colour = colour;
                    run_start = col;
                }
            }
        }
    }

    /* the tokens */
    double r = v.scale * 0.3;
    if (r > 7) r = 7;
    if (r < 1.6) r = 1.6;
    size_t drawn = set.n < MAX_DRAWN ? set.n : MAX_DRAWN;
    for (size_t i = 0; i < drawn; i++) {
        int64_t x = set.pts[i].x, y = set.pts[i].y;
        int odd = ((x + y) & 1) != 0;
        gg_svg_circle(w, px(&v, (double)x), py(&v, (double)y), r, odd ? "fill=\"#1f4e9c\" stroke=\"none\"" : "fill=\"#222\" stroke=\"none\"");
        if (wo && (((x - wx) + (y - wy)) & 1)) {
            int d = cone_of(x - wx, y - wy);
            if (d >= 0) {
                char attrs[96];
                held[d] = 1;
                snprintf(attrs, sizeof attrs, "fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"", CONE_COLOR[d]);
                gg_svg_circle(w, px(&v, (double)x), py(&v, (double)y), r + 3, attrs);
            }
        }
    }
    if (wo) {
        gg_svg_circle(w, px(&v, (double)wx), py(&v, (double)wy), r + 1, "fill=\"white\" stroke=\"#000\" stroke-width=\"2\"");
        /* held[] only saw drawn tokens; decide from all of them */
        int trapped = gg_tokens_trapped_at(set.pts, set.n, wx, wy);
        char line[256];
        size_t len = (size_t)snprintf(line, sizeof line, "white at (%lld,%lld): %s.", (long long)wx, (long long)wy,
                                      trapped ? "trapped, every cone holds a token of the other parity" : "escapes");
        if (!trapped) {
            const char *sep = " no token of the other parity in the";
            const char *first = NULL;
            for (int d = 0; d < 4; d++) {
                int any = 0;
                for (size_t i = 0; i < set.n && !any; i++) {
                    int64_t dx = set.pts[i].x - wx, dy = set.pts[i].y - wy;
                    any = ((dx + dy) & 1) && cone_of(dx, dy) == d;
                }
                if (!any && len < sizeof line) {
                    len += (size_t)snprintf(line + len, sizeof line - len, "%s %s", sep, CONE_NAME[d]);
                    sep = ",";
                    if (!first) first = CONE_NAME[d];
                }
            }
            if (first && len < sizeof line)
                snprintf(line + len, sizeof line - len, " cone: it runs %s forever.", first);
        }
        gg_svg_text(w, MARGIN, 64, "font-size=\"12\"", "%s", line);
    } else {
        gg_svg_text(w, MARGIN, 64, "font-size=\"12\" fill=\"#333\"", "%s%s",
                    small ? "each shaded square is a trapped start" : "shaded where the nearest lattice point of that parity is trapped; purple: both parities",
                    drawn < set.n ? " (the first 20000 tokens drawn)" : "");
    }
    (void)held;
    gg_svg_end(w);
    free(rects);
    gg_tokens_set_fini(&set);
    return w->err;
}
