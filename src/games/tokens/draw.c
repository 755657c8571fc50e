/* draw.c: `gridgames tokens draw` — an SVG of the black tokens and the trapped region, in
 * four steps: read (options, tokens, the region's rectangles), layout (the view, the margins
 * and the header text wrapped to the picture's width), panels (cones, grid, region, tokens,
 * coordinate labels), legend (the header: title with the count, key, caption).
 * Tokens are coloured by the parity of x + y; the region is shaded by the class of tokens
 * that traps it (a white start with x + y even is trapped by the odd tokens and vice versa).
 * Small views (span <= 100) shade each trapped lattice point; larger ones shade the region's
 * rectangles of the rotated grid (u = x + y, v = x - y) as tilted polygons, in which the
 * trapped points are the lattice points of the matching parity. With --white X Y the four
 * cones of that start are drawn, the tokens that hold a cone (other parity) are ringed in the
 * cone's colour, and the caption says whether the start is trapped.
 * Text fits at every size: a line of L characters at font size F is taken as 0.6 F L wide and
 * wrapped at spaces to the width; the margins grow to hold the coordinate labels (up to 11
 * characters). At most MAX_DRAWN tokens are drawn: first those that bound the region (a u or
 * v value on the edge of a trapped rectangle) and the extreme ones of each parity class, then
 * the others in input order; the legend says how many were left out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/svg.h"
#include "internal.h"

#define MARGIN 24.0
#define MAX_DRAWN 20000 /* tokens drawn at most */
#define PIXEL 2.0       /* raster cell of large views, in pixels */
#define LABEL_FONT 10.0 /* coordinate labels */
#define MAX_LINES 48    /* header lines after wrapping */
#define LINE_CHARS 400  /* longest header text */

typedef struct view {
    double vx0, vy1, scale, top, left; /* top, left: the board's corner in pixels */
} view;

/* floor(x) and ceil(x) as integers, for x well inside int64's range (the picture's coordinates),
 * without libm: the cast truncates toward zero, then one step down (up) if that passed x. */
static int64_t floor_i(double x)
{
    const int64_t t = (int64_t)x;
    return t - (x < (double)t);
}

static int64_t ceil_i(double x)
{
    const int64_t t = (int64_t)x;
    return t + (x > (double)t);
}

static double px(const view *v, double x)
{
    return v->left + (x - v->vx0) * v->scale;
}

static double py(const view *v, double y)
{
    return v->top + (v->vy1 - y) * v->scale;
}

/* 1 if the lattice point of parity q (of x + y) nearest to (x, y) is in one of the class's
 * rectangles (disjoint, sorted by u, all of white parity q). */
static int trapped_near(const gg_tokens_rect *r, size_t n, int q, double x, double y)
{
    int64_t X = floor_i(x + 0.5), Y = floor_i(y + 0.5);
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

typedef struct text_line {
    double font;
    const char *attrs;
    char text[LINE_CHARS];
} text_line;

typedef struct drawing {
    gg_tokens_set set;
    gg_tokens_rect *rects;
    size_t nr;
    uint64_t count;
    int white;                  /* --white given */
    int64_t wx, wy, x0, x1, y0, y1; /* the view's box of tokens (and white) */
    double size, left, right, width, height, box[4]; /* size: --size, then (layout) the plot's side */
    int small;                  /* span <= 100: a square per trapped point */
    view v;
    char title[LINE_CHARS];     /* the whole title, for the SVG's <title> */
    text_line lines[MAX_LINES];
    int nlines;
    size_t *order, drawn;       /* the tokens drawn, in drawing order */
} drawing;

static double text_width(double font, size_t chars)
{
    return 0.6 * font * (double)chars;
}

/* Appends `text` to the header, wrapped at spaces into lines that fit `room` pixels. */
static void add_text(drawing *d, double font, const char *attrs, const char *text, double room)
{
    size_t cap = (size_t)(room / (0.6 * font)), len = strlen(text);
    while (len > 0 && d->nlines < MAX_LINES) {
        size_t cut = len;
        if (cut > cap) {
            cut = cap;
            while (cut > 0 && text[cut] != ' ') cut--;
            if (cut == 0) cut = cap; /* one word longer than the line: cannot happen (19 digits fit 200 px) */
        }
        text_line *l = &d->lines[d->nlines++];
        l->font = font;
        l->attrs = attrs;
        snprintf(l->text, sizeof l->text, "%.*s", (int)cut, text);
        text += cut;
        len -= cut;
        while (len > 0 && *text == ' ') text++, len--;
    }
}

/* "white at (x,y): trapped ..." or the empty cones it escapes through. */
static void white_caption(const drawing *d, char *line, size_t size)
{
    int trapped = gg_tokens_trapped_at(d->set.pts, d->set.n, d->wx, d->wy);
    size_t len = (size_t)snprintf(line, size, "white at (%lld,%lld): %s.", (long long)d->wx, (long long)d->wy,
                                  trapped ? "trapped, every cone holds a token of the other parity" : "escapes");
    if (trapped) return;
    const char *sep = " no token of the other parity in the", *first = NULL;
    for (int c = 0; c < 4; c++) {
        int any = 0;
        for (size_t i = 0; i < d->set.n && !any; i++) {
            int64_t dx = d->set.pts[i].x - d->wx, dy = d->set.pts[i].y - d->wy;
            any = ((dx + dy) & 1) && cone_of(dx, dy) == c;
        }
        if (!any && len < size) {
            len += (size_t)snprintf(line + len, size - len, "%s %s", sep, CONE_NAME[c]);
            sep = ",";
            if (!first) first = CONE_NAME[c];
        }
    }
    if (first && len < size) snprintf(line + len, size - len, " cone: it runs %s forever.", first);
}

/* Binary search in a sorted array. */
static int contains(const int64_t *a, size_t n, int64_t x)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (a[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return lo < n && a[lo] == x;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* How much a token matters: 2 for the smallest or largest u or v of its parity class, 1 for a
 * u or v on the edge of a trapped rectangle, 0 for the others. */
static gg_status mark_bounding(const drawing *d, unsigned char *mark, gg_diag *diag)
{
    size_t nb = d->nr ? 2 * d->nr : 1;
    int64_t *bu = malloc(nb * sizeof *bu), *bv = malloc(nb * sizeof *bv);
    if (!bu || !bv) {
        free(bu);
        free(bv);
        return gg_diag_nomem(diag);
    }
    for (size_t i = 0; i < d->nr; i++) {
        bu[2 * i] = d->rects[i].u0 - 1;
        bu[2 * i + 1] = d->rects[i].u1 + 1;
        bv[2 * i] = d->rects[i].v0 - 1;
        bv[2 * i + 1] = d->rects[i].v1 + 1;
    }
    qsort(bu, 2 * d->nr, sizeof *bu, cmp_i64);
    qsort(bv, 2 * d->nr, sizeof *bv, cmp_i64);
    size_t ext[2][4] = {{0}}; /* per class: the index of the least u, greatest u, least v, greatest v */
    int seen[2] = {0, 0};
    for (size_t i = 0; i < d->set.n; i++) {
        int64_t u = (int64_t)d->set.pts[i].x + d->set.pts[i].y, v = (int64_t)d->set.pts[i].x - d->set.pts[i].y;
        int q = (int)(u & 1);
        mark[i] = (unsigned char)(contains(bu, 2 * d->nr, u) || contains(bv, 2 * d->nr, v));
        if (!seen[q]) {
            seen[q] = 1;
            for (int k = 0; k < 4; k++) ext[q][k] = i;
            continue;
        }
        const gg_tokens_point *e = d->set.pts;
        if (u < (int64_t)e[ext[q][0]].x + e[ext[q][0]].y) ext[q][0] = i;
        if (u > (int64_t)e[ext[q][1]].x + e[ext[q][1]].y) ext[q][1] = i;
        if (v < (int64_t)e[ext[q][2]].x - e[ext[q][2]].y) ext[q][2] = i;
        if (v > (int64_t)e[ext[q][3]].x - e[ext[q][3]].y) ext[q][3] = i;
    }
    for (int q = 0; q < 2; q++)
        for (int k = 0; k < 4 && seen[q]; k++) mark[ext[q][k]] = 2;
    free(bu);
    free(bv);
    return GG_OK;
}

/* The tokens to draw: all in input order, or at most MAX_DRAWN, those that matter most first
 * (each group in input order). */
static gg_status choose_tokens(drawing *d, gg_diag *diag)
{
    size_t n = d->set.n, keep = n < MAX_DRAWN ? n : MAX_DRAWN;
    d->order = malloc((keep ? keep : 1) * sizeof *d->order);
    unsigned char *mark = n > MAX_DRAWN ? malloc(n) : NULL;
    if (!d->order || (n > MAX_DRAWN && !mark)) {
        free(mark);
        return gg_diag_nomem(diag);
    }
    gg_status s = mark ? mark_bounding(d, mark, diag) : GG_OK;
    d->drawn = 0;
    for (int level = mark ? 2 : 0; level >= 0 && s == GG_OK; level--)
        for (size_t i = 0; i < n && d->drawn < keep; i++)
            if (!mark || mark[i] == level) d->order[d->drawn++] = i;
    free(mark);
    return s;
}

static void fit_box(drawing *d)
{
    gg_tokens_bbox(d->set.pts, d->set.n, &d->x0, &d->x1, &d->y0, &d->y1);
    if (d->white) {
        if (d->wx < d->x0) d->x0 = d->wx;
        if (d->wx > d->x1) d->x1 = d->wx;
        if (d->wy < d->y0) d->y0 = d->wy;
        if (d->wy > d->y1) d->y1 = d->wy;
    }
}

/* The view, the margins (room for the coordinate labels) and the header's wrapped lines. */
static void layout(drawing *d)
{
    fit_box(d);
    int64_t sx = d->x1 - d->x0, sy = d->y1 - d->y0; /* <= 2 * 10^9: no overflow */
    double span = (double)(sx > sy ? sx : sy), pad = span <= 100 ? 1.0 : span * 0.04, vspan = span + 2 * pad;
    char lab[32];
    size_t ylen = (size_t)snprintf(lab, sizeof lab, "%lld", (long long)d->y0);
    size_t ylen1 = (size_t)snprintf(lab, sizeof lab, "%lld", (long long)d->y1);
    size_t xlen = (size_t)snprintf(lab, sizeof lab, "%lld", (long long)(llabs(d->x0) > llabs(d->x1) ? d->x0 : d->x1));
    if (ylen1 > ylen) ylen = ylen1;
    double half_x = text_width(LABEL_FONT, xlen + 2) / 2; /* "-1000000000" is 11 characters at most */
    d->left = MARGIN + text_width(LABEL_FONT, ylen) + 6;
    if (d->left < half_x) d->left = half_x;
    d->right = MARGIN > half_x ? MARGIN : half_x;
    d->width = d->size; /* --size is the picture's width; the plot is what the margins leave */
    d->size = d->width - d->left - d->right; /* >= 200 - 96 - 39: labels are 11 characters at most */
    d->small = span <= 100;
    d->v.scale = d->size / vspan;
    d->v.vx0 = (double)d->x0 - pad - (span - (double)sx) / 2;
    d->v.vy1 = (double)d->y1 + pad + (span - (double)sy) / 2;
    double box[4] = {d->v.vx0, d->v.vx0 + vspan, d->v.vy1 - vspan, d->v.vy1};
    memcpy(d->box, box, sizeof box);

    double room = d->width - 2 * MARGIN;
    char text[LINE_CHARS];
    snprintf(d->title, sizeof d->title, "Game with Tokens: %zu black token%s, %llu trapped white start%s", d->set.n,
             d->set.n == 1 ? "" : "s", (unsigned long long)d->count, d->count == 1 ? "" : "s");
    add_text(d, 17, "font-size=\"17\" font-weight=\"bold\"", d->title, room);
    add_text(d, 12, "font-size=\"12\" fill=\"#333\"",
             "tokens: blue x+y odd, black x+y even; shaded: starts trapped by blue tokens (light blue) / by black tokens (grey)",
             room);
    if (d->white) {
        white_caption(d, text, sizeof text);
        add_text(d, 12, "font-size=\"12\"", text, room);
    } else {
        add_text(d, 12, "font-size=\"12\" fill=\"#333\"",
                 d->small ? "each shaded square is a trapped start"
                          : "shaded where the nearest lattice point of that parity is trapped; purple: both parities",
                 room);
    }
    if (d->drawn < d->set.n) {
        snprintf(text, sizeof text, "%zu of the %zu tokens drawn (those bounding the region and the extreme ones first); %zu left out",
                 d->drawn, d->set.n, d->set.n - d->drawn);
        add_text(d, 12, "font-size=\"12\" fill=\"#333\"", text, room);
    }
    d->v.left = d->left;
    double top = 8;
    for (int i = 0; i < d->nlines; i++) top += d->lines[i].font * 1.35;
    d->v.top = top + 12;
    d->height = d->v.top + d->size + LABEL_FONT + 8 + MARGIN;
}

static void draw_cones(gg_writer *w, const drawing *d)
{
    static const int dirx[4][2] = {{1, 1}, {-1, -1}, {-1, 1}, {-1, 1}}, diry[4][2] = {{1, -1}, {1, -1}, {1, 1}, {-1, -1}};
    double L = 4 * (d->box[1] - d->box[0]), wx = (double)d->wx, wy = (double)d->wy;
    for (int c = 0; c < 4; c++) {
        double xs[16] = {wx, wx + dirx[c][0] * L, wx + dirx[c][1] * L};
        double ys[16] = {wy, wy + diry[c][0] * L, wy + diry[c][1] * L};
        char attrs[96];
        snprintf(attrs, sizeof attrs, "fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"", CONE_TINT[c], CONE_COLOR[c]);
        polygon(w, &d->v, xs, ys, 3, d->box, attrs);
    }
}

static void draw_grid(gg_writer *w, const drawing *d)
{
    const view *v = &d->v;
    for (int64_t x = ceil_i(d->box[0]); x <= floor_i(d->box[1]); x++)
        gg_svg_line(w, px(v, (double)x), v->top, px(v, (double)x), v->top + d->size,
                    x == 0 ? "stroke=\"#bbb\" stroke-width=\"1.2\"" : "stroke=\"#eee\"");
    for (int64_t y = ceil_i(d->box[2]); y <= floor_i(d->box[3]); y++)
        gg_svg_line(w, v->left, py(v, (double)y), v->left + d->size, py(v, (double)y),
                    y == 0 ? "stroke=\"#bbb\" stroke-width=\"1.2\"" : "stroke=\"#eee\"");
}

/* Small views: a square per trapped point. */
static void draw_region_points(gg_writer *w, const drawing *d)
{
    double side = d->v.scale * 0.72;
    for (size_t i = 0; i < d->nr; i++)
        for (int64_t U = d->rects[i].u0; U <= d->rects[i].u1; U += 2)
            for (int64_t V = d->rects[i].v0; V <= d->rects[i].v1; V += 2) {
                double cx = px(&d->v, (double)((U + V) / 2)), cy = py(&d->v, (double)((U - V) / 2));
                gg_svg_rect(w, cx - side / 2, cy - side / 2, side, side,
                            (U & 1) == 0 ? "fill=\"#9ecae1\" stroke=\"none\"" : "fill=\"#c7c7c7\" stroke=\"none\"");
            }
}

/* Large views: a raster of PIXEL x PIXEL cells, one rectangle per run of one colour. The
 * rectangles come as one class's, then the other's, each sorted by u. */
static void draw_region_raster(gg_writer *w, const drawing *d)
{
    size_t split = 0, nr = d->nr;
    while (split < nr && (d->rects[split].u0 & 1) == (d->rects[0].u0 & 1)) split++;
    int q0 = nr ? (int)(d->rects[0].u0 & 1) : 0;
    const gg_tokens_rect *cls[2];
    size_t ncls[2];
    cls[q0] = d->rects;
    ncls[q0] = split;
    cls[1 - q0] = d->rects + split;
    ncls[1 - q0] = nr - split;
    int cells = (int)(d->size / PIXEL);
    double step = (d->box[1] - d->box[0]) / cells;
    static const char *const fill[4] = {NULL, "fill=\"#9ecae1\" stroke=\"none\"", "fill=\"#c7c7c7\" stroke=\"none\"",
                                       "fill=\"#b7a9d9\" stroke=\"none\""};
    for (int row = 0; row < cells; row++) {
        double yc = d->v.vy1 - (row + 0.5) * step;
        int run_colour = 0, run_start = 0;
        for (int col = 0; col <= cells; col++) {
            int colour = 0;
            if (col < cells) {
                double xc = d->v.vx0 + (col + 0.5) * step;
                for (int q = 0; q < 2; q++) colour |= trapped_near(cls[q], ncls[q], q, xc, yc) << q;
            }
            if (col == cells || colour != run_colour) {
                if (run_colour)
                    gg_svg_rect(w, d->v.left + run_start * PIXEL, d->v.top + row * PIXEL, (col - run_start) * PIXEL, PIXEL,
                                fill[run_colour]);
                run_colour = colour;
                run_start = col;
            }
        }
    }
}

/* The chosen tokens, the cone holders ringed, and white. */
static void draw_tokens(gg_writer *w, const drawing *d)
{
    double r = d->v.scale * 0.3;
    if (r > 7) r = 7;
    if (r < 1.6) r = 1.6;
    for (size_t k = 0; k < d->drawn; k++) {
        int64_t x = d->set.pts[d->order[k]].x, y = d->set.pts[d->order[k]].y;
        int odd = ((x + y) & 1) != 0;
        gg_svg_circle(w, px(&d->v, (double)x), py(&d->v, (double)y), r,
                      odd ? "fill=\"#1f4e9c\" stroke=\"none\"" : "fill=\"#222\" stroke=\"none\"");
        int c = d->white && (((x - d->wx) + (y - d->wy)) & 1) ? cone_of(x - d->wx, y - d->wy) : -1;
        if (c >= 0) {
            char attrs[96];
            snprintf(attrs, sizeof attrs, "fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"", CONE_COLOR[c]);
            gg_svg_circle(w, px(&d->v, (double)x), py(&d->v, (double)y), r + 3, attrs);
        }
    }
    if (d->white)
        gg_svg_circle(w, px(&d->v, (double)d->wx), py(&d->v, (double)d->wy), r + 1,
                      "fill=\"white\" stroke=\"#000\" stroke-width=\"2\"");
}

/* Coordinate labels: below the board for x, left of it for y; every k-th grid line when the
 * grid is drawn (k keeps the labels apart), else the extreme values of the tokens (and white). */
static void draw_labels(gg_writer *w, const drawing *d, int grid)
{
    const char *mid = "font-size=\"10\" fill=\"#555\" text-anchor=\"middle\"";
    const char *end = "font-size=\"10\" fill=\"#555\" text-anchor=\"end\"";
    double by = d->v.top + d->size + LABEL_FONT + 4;
    if (grid) {
        int64_t kx = 1, ky = 1, x0 = ceil_i(d->box[0]), x1 = floor_i(d->box[1]);
        char lab[32];
        int len0 = snprintf(lab, sizeof lab, "%lld", (long long)x0), len1 = snprintf(lab, sizeof lab, "%lld", (long long)x1);
        while ((double)kx * d->v.scale < text_width(LABEL_FONT, (size_t)(len0 > len1 ? len0 : len1)) + 6) kx++;
        while ((double)ky * d->v.scale < LABEL_FONT + 4) ky++;
        for (int64_t x = x0; x <= x1; x++)
            if (x % kx == 0) gg_svg_text(w, px(&d->v, (double)x), by, mid, "%lld", (long long)x);
        for (int64_t y = ceil_i(d->box[2]); y <= floor_i(d->box[3]); y++)
            if (y % ky == 0) gg_svg_text(w, d->left - 4, py(&d->v, (double)y) + 3.5, end, "%lld", (long long)y);
        return;
    }
    double xa = px(&d->v, (double)d->x0), xb = px(&d->v, (double)d->x1);
    gg_svg_text(w, xa, by, mid, "%lld", (long long)d->x0);
    if (xb - xa > text_width(LABEL_FONT, 24)) gg_svg_text(w, xb, by, mid, "%lld", (long long)d->x1);
    double ya = py(&d->v, (double)d->y0), yb = py(&d->v, (double)d->y1);
    gg_svg_text(w, d->left - 4, ya + 3.5, end, "%lld", (long long)d->y0);
    if (ya - yb > 2 * LABEL_FONT) gg_svg_text(w, d->left - 4, yb + 3.5, end, "%lld", (long long)d->y1);
}

static void panels(gg_writer *w, const drawing *d)
{
    gg_svg_rect(w, d->left, d->v.top, d->size, d->size, "fill=\"none\" stroke=\"#999\"");
    if (d->white) draw_cones(w, d);
    int grid = d->box[1] - d->box[0] <= 62; /* a span of at most 60 */
    if (grid) draw_grid(w, d);
    if (d->small) draw_region_points(w, d);
    else draw_region_raster(w, d);
    draw_tokens(w, d);
    draw_labels(w, d, grid);
}

/* The header: the title with the count, the key, the caption, the tokens left out. */
static void legend(gg_writer *w, const drawing *d)
{
    double y = 8;
    for (int i = 0; i < d->nlines; i++) {
        y += d->lines[i].font * 1.35;
        gg_svg_text(w, MARGIN, y - d->lines[i].font * 0.25, d->lines[i].attrs, "%s", d->lines[i].text);
    }
}

gg_status gg_tokens_draw_action(gg_ctx *ctx)
{
    const char *const known[] = {"white=2", "size", NULL};
    int64_t size;
    drawing *d = calloc(1, sizeof *d);
    if (!d) return gg_diag_nomem(ctx->diag);
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "size", 200, 4000, 720, &size);
    const gg_opt *wo = gg_args_find(ctx->args, "white");
    if (s == GG_OK && wo) s = gg_args_value_int(ctx, wo, 0, -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &d->wx);
    if (s == GG_OK && wo) s = gg_args_value_int(ctx, wo, 1, -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &d->wy);
    gg_tokens_set_init(&d->set);
    if (s == GG_OK) s = gg_tokens_read(ctx->in, &d->set);
    if (s == GG_OK) s = gg_tokens_rects(d->set.pts, d->set.n, &d->rects, &d->nr, ctx->diag);
    if (s == GG_OK) s = choose_tokens(d, ctx->diag);
    if (s == GG_OK) {
        d->white = wo != NULL;
        d->size = (double)size;
        for (size_t i = 0; i < d->nr; i++) d->count += gg_tokens_rect_points(&d->rects[i]); /* the count < 2^63 */
        layout(d);
        gg_svg_begin(ctx->out, d->width, d->height, d->title);
        legend(ctx->out, d);
        panels(ctx->out, d);
        gg_svg_end(ctx->out);
        s = ctx->out->err;
    }
    free(d->order);
    free(d->rects);
    gg_tokens_set_fini(&d->set);
    free(d);
    return s;
}
