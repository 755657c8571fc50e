/* draw.c: `gridgames lamequeen draw`: an SVG of the P-positions in a window, with the two
 * lines they hug (y - 1 = alpha (x - 1) and its mirror; alpha^2 = alpha / d + 1).
 *
 *   draw --d D --window X0 Y0 X1 Y1     the window [X0,X1] x [Y0,Y1]
 *   draw                                 a judge input on stdin: the window [1,max x2] x
 *                                        [1,max y2]; the first LQ_DRAW_QUERIES queries
 *                                        outlined and listed with their answers (the
 *                                        picture says how many more there are)
 *
 * Windows up to DRAW_CELLS cells per side show every cell (a P-position is a dark square).
 * Larger windows are summarised: the window is cut into at most DRAW_BINS x DRAW_BINS bins,
 * each shaded by its number of P-positions over the most a bin can hold (min of its sides:
 * one per row and column), computed with the same counts the solver uses.
 *
 * The picture is built as read -> layout -> panels -> legend. Every text is prepared before
 * the layout, which sizes the picture so that each text (about 0.6 x font size per
 * character) lies inside it, whatever the coordinates (up to 10^18) and answers (up to
 * 56-digit fractions).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/svg.h"
#include "internal.h"

#define DRAW_CELLS 300
#define DRAW_BINS 160
#define PLOT 720.0
#define CAPTIONS 5
#define TOP (30.0 + 18.0 * CAPTIONS)
#define CHAR_W(size) (0.6 * (size))     /* the width of one character of a font size */
#define LABEL 11.0                      /* font size of labels and answers */
#define LINE_H 15.0                     /* the height of one answer line */
#define MAX_TICKS 10
#define LEGEND "answers: P-positions in the rectangle, and Chef's chance = their share of its cells"

static const char *const SANS = "font-family=\"sans-serif\"";

typedef struct pic {
    int d;
    uint64_t x0, y0, x1, y1;      /* the window, inclusive */
    uint64_t bw;                  /* bin side in cells (1: every cell shown) */
    uint64_t nx, ny;              /* plotted units per side */
    double cell;                  /* pixels per plotted unit (cell or bin) */
    double left, right;           /* margins: y labels, half an x label */
    double width, height, legend_y, colw;
    int cols;
    gg_lamequeen_solver sv;
    const gg_lamequeen_rect *qs;  /* the queries outlined */
    size_t nq;
    uint64_t t;                   /* queries in the input (0: a window) */
    char cap[CAPTIONS][320];
    char (*ans)[160];             /* nq answer lines */
} pic;

/* Pixel positions of the left edge of column x and the top edge of row y (y - 1's cell
 * ends there); offsets from the window corner are taken in integers first, so coordinates
 * near 10^18 are placed exactly. */
static double px(const pic *v, uint64_t x) { return v->left + (double)(x - v->x0) / (double)v->bw * v->cell; }
static double py(const pic *v, uint64_t y) { return TOP + (double)(v->y1 + 1 - y) / (double)v->bw * v->cell; }
static double pxr(const pic *v, long double u) { return v->left + (double)(u / v->bw) * v->cell; }
static double pyr(const pic *v, long double w) { return TOP + (double)(((long double)(v->y1 + 1 - v->y0) - w) / v->bw) * v->cell; }

/* Grows *need to hold a start-anchored text of len characters at x. */
static void fit(double *need, double x, double size, size_t len)
{
    double r = x + CHAR_W(size) * (double)len + 10;
    if (r > *need) *need = r;
}

/* ---- read: the answers, the captions ------------------------------------------------ */

static gg_status count(pic *v, uint64_t x1, uint64_t y1, uint64_t x2, uint64_t y2, uint64_t *c,
                       gg_diag *diag)
{
    gg_lamequeen_rect q = {x1, y1, x2, y2};
    return gg_lamequeen_solver_count(&v->sv, &q, c, diag);
}

static gg_status texts(pic *v, gg_diag *diag)
{
    uint64_t total, W = v->x1 - v->x0 + 1, H = v->y1 - v->y0 + 1;
    gg_status s = count(v, v->x0, v->y0, v->x1, v->y1, &total, diag);
    for (size_t i = 0; i < v->nq && s == GG_OK; i++) {
        uint64_t c;
        char f[96];
        if ((s = gg_lamequeen_solver_count(&v->sv, &v->qs[i], &c, diag)) != GG_OK) break;
        gg_lamequeen_format_fraction(f, sizeof f, c, &v->qs[i]);
        snprintf(v->ans[i], sizeof v->ans[i], "q%zu: %llu P-position%s, Chef wins %s", i + 1,
                 (unsigned long long)c, c == 1 ? "" : "s", f);
    }
    if (s != GG_OK) return s;
    gg_lamequeen_rect win = {v->x0, v->y0, v->x1, v->y1};
    char f[96];
    gg_lamequeen_format_fraction(f, sizeof f, total, &win);
    snprintf(v->cap[0], sizeof v->cap[0], "Lame queen, d = %d", v->d);
    snprintf(v->cap[1], sizeof v->cap[1], "P-positions (Chef wins from them) in x %llu..%llu, y %llu..%llu",
             (unsigned long long)v->x0, (unsigned long long)v->x1, (unsigned long long)v->y0,
             (unsigned long long)v->y1);
    if (v->bw == 1) {
        snprintf(v->cap[2], sizeof v->cap[2], "%llu P-position%s in %llu cell%s: %s",
                 (unsigned long long)total, total == 1 ? "" : "s", (unsigned long long)(W * H),
                 W * H == 1 ? "" : "s", f);   /* W, H <= 300 */
        snprintf(v->cap[3], sizeof v->cap[3], "every cell shown, a P-position as a dark square");
    } else {
        snprintf(v->cap[2], sizeof v->cap[2], "%llu P-position%s, %s of the window",
                 (unsigned long long)total, total == 1 ? "" : "s", f);
        snprintf(v->cap[3], sizeof v->cap[3], "bins of %llu x %llu cells, darkness = count / %llu "
                 "(the most a bin holds)", (unsigned long long)v->bw, (unsigned long long)v->bw,
                 (unsigned long long)v->bw);
    }
    int n = snprintf(v->cap[4], sizeof v->cap[4], "red: y-1 = %.5f (x-1) and its mirror", lq_alpha(v->d));
    if (v->t > v->nq)
        snprintf(v->cap[4] + n, sizeof v->cap[4] - (size_t)n, "; green: the first %zu of %llu queries",
                 v->nq, (unsigned long long)v->t);
    else if (v->t > 0)
        snprintf(v->cap[4] + n, sizeof v->cap[4] - (size_t)n, "; green: the %llu quer%s",
                 (unsigned long long)v->t, v->t == 1 ? "y" : "ies");
    return GG_OK;
}

/* ---- layout ------------------------------------------------------------------------- */

/* A tick step of 1, 2 or 5 times a power of ten giving at most `most` ticks over span. */
static uint64_t tick_step(uint64_t span, uint64_t most)
{
    static const uint64_t m[] = {1, 2, 5};
    for (uint64_t p = 1;; p *= 10)
        for (int i = 0; i < 3; i++)
            if (span / (m[i] * p) < most || p >= UINT64_C(1000000000000000000)) return m[i] * p;
}

static size_t digits(uint64_t v) { return (size_t)snprintf(NULL, 0, "%llu", (unsigned long long)v); }

static void layout(pic *v)
{
    uint64_t W = v->x1 - v->x0 + 1, H = v->y1 - v->y0 + 1, side = W > H ? W : H;
    v->bw = W <= DRAW_CELLS && H <= DRAW_CELLS ? 1 : (side + DRAW_BINS - 1) / DRAW_BINS;
    v->nx = (W + v->bw - 1) / v->bw;
    v->ny = (H + v->bw - 1) / v->bw;
    v->cell = PLOT / (double)(v->nx > v->ny ? v->nx : v->ny);
    /* room for the y labels and for half of an x label centred on the first column */
    size_t ly = digits(v->y1), lx = (digits(v->x1) + 1) / 2;
    v->left = 24 + CHAR_W(LABEL) * (double)(ly > lx ? ly : lx);
    v->right = 30 + CHAR_W(LABEL) * (double)digits(v->x1) / 2;
}

/* The picture's size, once the texts are known: every caption, label and answer inside. */
static void size_picture(pic *v)
{
    double plot_r = v->left + (double)v->nx * v->cell;
    v->width = plot_r + v->right;
    if (v->width < 900) v->width = 900;
    fit(&v->width, 20, 15, strlen(v->cap[0]));
    for (int i = 1; i < CAPTIONS; i++) fit(&v->width, 20, 12, strlen(v->cap[i]));
    size_t longest = 0;
    for (size_t i = 0; i < v->nq; i++)
        if (strlen(v->ans[i]) > longest) longest = strlen(v->ans[i]);
    v->colw = CHAR_W(LABEL) * (double)longest + 24;
    v->cols = (int)((v->width - 40) / v->colw);
    if (v->cols < 1) v->cols = 1;
    fit(&v->width, 20, LABEL, longest);
    fit(&v->width, 20, 12, strlen(LEGEND));
    v->legend_y = TOP + (double)v->ny * v->cell + 48;
    size_t rows = v->nq ? (v->nq + (size_t)v->cols - 1) / (size_t)v->cols + 1 : 0;
    v->height = v->legend_y + (double)rows * LINE_H + 10;
}

/* ---- panels ------------------------------------------------------------------------- */

static void panel_captions(gg_writer *w, const pic *v)
{
    char attrs[96];
    snprintf(attrs, sizeof attrs, "%s font-size=\"15\"", SANS);
    gg_svg_text(w, 20, 22, attrs, "%s", v->cap[0]);
    for (int i = 1; i < CAPTIONS; i++) {
        snprintf(attrs, sizeof attrs, "%s font-size=\"12\"%s", SANS, i > 1 ? " fill=\"#444\"" : "");
        gg_svg_text(w, 20, 24 + 18.0 * i, attrs, "%s", v->cap[i]);
    }
}

/* Every cell: one P-position per column x, found by counting the column (exact, any d). */
static gg_status panel_cells(gg_writer *w, pic *v, gg_diag *diag)
{
    uint64_t W = v->x1 - v->x0 + 1, H = v->y1 - v->y0 + 1;
    if (v->cell >= 10)
        for (uint64_t i = 1; i < (W > H ? W : H); i++) {
            double a = (double)i * v->cell;
            if (i < W) gg_svg_line(w, v->left + a, TOP, v->left + a, TOP + (double)H * v->cell,
                                   "stroke=\"#e4e4e4\" stroke-width=\"0.5\"");
            if (i < H) gg_svg_line(w, v->left, TOP + a, v->left + (double)W * v->cell, TOP + a,
                                   "stroke=\"#e4e4e4\" stroke-width=\"0.5\"");
        }
    gg_status s = GG_OK;
    for (uint64_t x = v->x0; x <= v->x1 && s == GG_OK; x++) {
        uint64_t y;
        if ((s = gg_lamequeen_column_p(&v->sv, x, v->y0, v->y1, &y, diag)) == GG_OK && y)
            gg_svg_rect(w, px(v, x), py(v, y + 1), v->cell, v->cell, "fill=\"#1f2f5f\" stroke=\"none\"");
    }
    return s;
}

/* Bins shaded by their count over the most they can hold. */
static gg_status panel_bins(gg_writer *w, pic *v, gg_diag *diag)
{
    gg_status s = GG_OK;
    for (uint64_t by = 0; by < v->ny && s == GG_OK; by++)
        for (uint64_t bx = 0; bx < v->nx && s == GG_OK; bx++) {
            /* bx * bw < W <= 10^18 and the sums stay below 2 * 10^18: no wrap */
            uint64_t xa = v->x0 + bx * v->bw, ya = v->y0 + by * v->bw;
            uint64_t xb = xa + v->bw - 1 > v->x1 ? v->x1 : xa + v->bw - 1;
            uint64_t yb = ya + v->bw - 1 > v->y1 ? v->y1 : ya + v->bw - 1;
            uint64_t c, cap = xb - xa + 1 < yb - ya + 1 ? xb - xa + 1 : yb - ya + 1;
            if ((s = count(v, xa, ya, xb, yb, &c, diag)) != GG_OK || c == 0) continue;
            double f = (double)c / (double)cap;
            int g = 235 - (int)(200 * (f > 1 ? 1 : f));
            char attrs[64];
            snprintf(attrs, sizeof attrs, "fill=\"rgb(%d,%d,%d)\" stroke=\"none\"", g, g, g + 20 > 255 ? 255 : g + 20);
            gg_svg_rect(w, px(v, xa), py(v, yb + 1), v->cell * (double)(xb - xa + 1) / (double)v->bw,
                        v->cell * (double)(yb - ya + 1) / (double)v->bw, attrs);
        }
    return s;
}

/* The line y - 1 = k (x - 1), clipped to the window, in window offsets u = x - x0,
 * w = y - y0 (cell edges at 0 .. x1 - x0 + 1): w = k u + c, c = k (x0 - 1) - (y0 - 1), in
 * long double so that c is accurate for coordinates near 10^18. */
static void panel_line(gg_writer *w, const pic *v, long double k)
{
    long double c = k * (long double)(v->x0 - 1) - (long double)(v->y0 - 1);
    long double ua = 0, ub = (long double)(v->x1 - v->x0 + 1), hi = (long double)(v->y1 - v->y0 + 1);
    long double wa = k * ua + c, wb = k * ub + c;
    if (wa < 0) { ua = -c / k; wa = 0; }
    if (wb > hi) { ub = (hi - c) / k; wb = hi; }
    if (ua >= ub || wa > hi || wb < 0) return;
    gg_svg_line(w, pxr(v, ua), pyr(v, wa), pxr(v, ub), pyr(v, wb),
                "stroke=\"#d22\" stroke-width=\"1.2\" stroke-opacity=\"0.7\"");
}

/* A label's box: x from a to b, y from t to u. */
typedef struct lbox {
    double a, b, t, u;
} lbox;

static int box_free(const lbox *placed, size_t n, lbox c)
{
    for (size_t i = 0; i < n; i++)
        if (c.a < placed[i].b && placed[i].a < c.b && c.t < placed[i].u && placed[i].t < c.u) return 0;
    return 1;
}

/* The outlined queries, each labelled qN in the first of its inner corners (top left, top right,
 * bottom left, bottom right) where the label covers no earlier one; a query whose corners are
 * all taken keeps its outline and its line in the legend, without a label on the board. */
static void panel_queries(gg_writer *w, const pic *v)
{
    lbox placed[LQ_DRAW_QUERIES];
    size_t np = 0;
    for (size_t i = 0; i < v->nq; i++) {
        double xa = px(v, v->qs[i].x1), xb = px(v, v->qs[i].x2 + 1);
        double ya = py(v, v->qs[i].y2 + 1), yb = py(v, v->qs[i].y1);
        gg_svg_rect(w, xa, ya, xb - xa, yb - ya,
                    "fill=\"none\" stroke=\"#2a8\" stroke-width=\"2\" stroke-opacity=\"0.8\"");
        char text[24];
        int len = snprintf(text, sizeof text, "q%zu", i + 1);
        double lw = CHAR_W(LABEL) * len;
        const double cx[4] = {xa + 2, xb - 2 - lw, xa + 2, xb - 2 - lw}, cy[4] = {ya + 12, ya + 12, yb - 3, yb - 3};
        for (int k = 0; k < 4; k++) {
            lbox c = {cx[k], cx[k] + lw, cy[k] - 0.8 * LABEL, cy[k] + 0.2 * LABEL};
            if (!box_free(placed, np, c)) continue;
            placed[np++] = c; /* nq <= LQ_DRAW_QUERIES */
            gg_svg_text(w, cx[k], cy[k], "font-family=\"sans-serif\" font-size=\"11\" fill=\"#186\"", "%s", text);
            break;
        }
    }
}

/* Coordinate labels at round values: x below the board (centred on the column), y left of
 * it (right-aligned on the row); at most MAX_TICKS per side, fewer when labels are long. */
static void panel_axes(gg_writer *w, const pic *v)
{
    const char *lab = "font-family=\"sans-serif\" font-size=\"11\" fill=\"#333\"";
    char attrs[128];
    double bottom = TOP + (double)v->ny * v->cell;
    double unit = v->cell / (double)v->bw;   /* pixels per coordinate */
    uint64_t most = (uint64_t)((double)v->nx * v->cell / (CHAR_W(LABEL) * (double)digits(v->x1) + 12));
    if (most > MAX_TICKS) most = MAX_TICKS;
    if (most < 2) most = 2;
    uint64_t st = tick_step(v->x1 - v->x0 + 1, most);
    snprintf(attrs, sizeof attrs, "%s text-anchor=\"middle\"", lab);
    double last = -1e300; /* the right end of the last label drawn: a label that would reach it is left out */
    for (uint64_t x = (v->x0 + st - 1) / st * st; x <= v->x1; x += st) {
        double cx = px(v, x) + unit / 2, half = CHAR_W(LABEL) * (double)digits(x) / 2;
        if (cx - half < last + 6) continue;
        gg_svg_text(w, cx, bottom + 16, attrs, "%llu", (unsigned long long)x);
        last = cx + half;
    }
    most = (uint64_t)((double)v->ny * v->cell / 16);
    if (most > MAX_TICKS) most = MAX_TICKS;
    if (most < 2) most = 2;
    st = tick_step(v->y1 - v->y0 + 1, most);
    snprintf(attrs, sizeof attrs, "%s text-anchor=\"end\"", lab);
    last = 1e300; /* the top of the last label drawn (labels go upwards) */
    for (uint64_t y = (v->y0 + st - 1) / st * st; y <= v->y1; y += st) {
        double by = py(v, y) - unit / 2 + 4;
        if (by > last - 2) continue;
        gg_svg_text(w, v->left - 5, by, attrs, "%llu", (unsigned long long)y);
        last = by - LABEL;
    }
    gg_svg_text(w, v->left, bottom + 32, lab, "x (columns) to the right, y (rows) upwards");
}

/* ---- legend: every outlined query's answer ------------------------------------------ */

static void legend(gg_writer *w, const pic *v)
{
    if (v->nq == 0) return;
    gg_svg_text(w, 20, v->legend_y, "font-family=\"sans-serif\" font-size=\"12\"",
"%s", LEGEND);
    size_t rows = (v->nq + (size_t)v->cols - 1) / (size_t)v->cols;
    for (size_t i = 0; i < v->nq; i++)
        gg_svg_text(w, 20 + (double)(i / rows) * v->colw, v->legend_y + LINE_H * (double)(i % rows + 1),
                    "font-family=\"sans-serif\" font-size=\"11\" fill=\"#186\"", "%s", v->ans[i]);
}

gg_status gg_lamequeen_draw(gg_writer *w, int d, uint64_t x0, uint64_t y0, uint64_t x1, uint64_t y1,
                  const gg_lamequeen_rect *qs, size_t nq, uint64_t t, gg_diag *diag)
{
    pic v = {.d = d, .x0 = x0, .y0 = y0, .x1 = x1, .y1 = y1, .qs = qs, .nq = nq, .t = t};
    v.ans = calloc(nq ? nq : 1, sizeof *v.ans);
    if (!v.ans) return gg_diag_nomem(diag);
    gg_status s = gg_lamequeen_solver_init(&v.sv, d, diag);
    if (s == GG_OK) {
        layout(&v);
        s = texts(&v, diag);
    }
    if (s == GG_OK) {
        size_picture(&v);
        gg_svg_begin(w, v.width, v.height, v.cap[0]);
        panel_captions(w, &v);
        gg_svg_rect(w, v.left, TOP, (double)v.nx * v.cell, (double)v.ny * v.cell,
                    "fill=\"#fafafa\" stroke=\"#888\"");
        s = v.bw == 1 ? panel_cells(w, &v, diag) : panel_bins(w, &v, diag);
    }
    if (s == GG_OK) {
        long double a = lq_alpha_l(d);
        panel_line(w, &v, a);
        panel_line(w, &v, 1 / a);
        panel_queries(w, &v);
        panel_axes(w, &v);
        legend(w, &v);
        gg_svg_end(w);
    }
    gg_lamequeen_solver_fini(&v.sv);
    free(v.ans);
    return s;
}

gg_status gg_lamequeen_draw_input(gg_reader *in, gg_writer *w, gg_diag *diag)
{
    lq_input h;
    gg_status s = gg_lamequeen_read_header(in, UINT64_MAX, NULL, &h);
    if (s != GG_OK) return s;
    lq_queries qs = {0};
    s = gg_lamequeen_queries_read(in, &h, LQ_DRAW_QUERIES, &qs, diag);
    if (s == GG_OK)
        s = gg_lamequeen_draw(w, h.d, 1, 1, qs.maxx, qs.maxy, qs.kept.data, qs.kept.len, h.t, diag);
    gg_lamequeen_queries_fini(&qs);
    return s;
}
