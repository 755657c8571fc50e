/* draw.c: `gridgames mimo draw` — an SVG of every test case: the grid with the number of
 * tokens on each cell, each column's token parity and value, the winner, and when Mimo wins
 * one concrete winning first move, which the rules-only oracle confirms leaves a zero
 * position (on grids small enough for the oracle; the picture says when it could not). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/svg.h"
#include "internal.h"

#define DRAW_MAX_SIDE 40
/* The picture's oracle check enumerates every path from every cell: keep it to grids where
 * that takes milliseconds (n^(m-1) paths per cell at most), so drawing stays instant. */
#define DRAW_CHECK_MAX_PATHS 20000
#define DRAW_MAX_CASES 20
#define CELL 34.0
#define MARGIN 30.0
#define MIN_WIDTH 820.0
/* Room right of the grid for the legend: a 12 px swatch, then 56 characters at 11 px
 * (about 0.6 * 11 px each: 370 px) starting 32 px right of the grid. */
#define LEGEND_WIDTH 380.0
#define LINE 18.0          /* distance between caption lines */
#define CAPTION_LINES 4    /* the caption lines a panel has room for before it grows */

/* One test case and what its panel shows. */
typedef struct drawn {
    gg_mimo_case c;
    int mimo;                  /* the fast rule's winner */
    size_t tok, p;             /* the winning move: token index and path length (0: none) */
    uint64_t *prow, *pcol;     /* its path, 2*m cells of room */
    const char *check;         /* what the oracle's check of the move says */
    char move[1024];           /* the winning move as text: up to 2*40 cells of 8 characters */
    double height;             /* the panel's height */
} drawn;

/* Writes `text` (when w is not NULL) wrapped at spaces into lines of at most `cols`
 * characters, LINE apart from baseline y; a word longer than a line is cut. Returns the
 * number of lines. */
static int text_lines(gg_writer *w, double x, double y, const char *attrs, const char *text, size_t cols)
{
    size_t len = strlen(text), pos = 0;
    int lines = 0;
    while (pos < len) {
        size_t n = len - pos;
        if (n > cols) {
            n = cols;
            while (n > 0 && text[pos + n] != ' ') n--;
            if (n == 0) n = cols;
        }
        if (w) gg_svg_text(w, x, y + lines * LINE, attrs, "%.*s", (int)n, text + pos);
        lines++;
        pos += n;
        while (pos < len && text[pos] == ' ') pos++;
    }
    return lines;
}

/* Characters of font size `font` that fit across the picture between the margins (a
 * character is about 0.6 * font wide). */
static size_t fit_chars(double width, double font)
{
    return (size_t)((width - 2 * MARGIN) / (0.6 * font));
}

static const char *closing_line(const drawn *d)
{
    if (d->p)
        return d->c.n == 1 ? "Column 2 becomes even: value 0."
                           : "One new token in each other shaded column, two in each unshaded one (column 1 does not count):"
                             " every column becomes even.";
    if (d->c.m == 1) return "One column: a walk must first step left, so no token can move and Yuyu wins";
    return d->c.n == 1 ? "Column 2 holds an even number of tokens: value 0, every move of Mimo's can be answered"
                       : "Every column from 2 on holds an even number of tokens: value 0, so Yuyu wins";
}

/* The caption under the grid (w NULL: only count its lines), from baseline y. */
static int caption(gg_writer *w, const drawn *d, double y, double width)
{
    if (!d->p) return text_lines(w, MARGIN, y, "font-size=\"13\"", closing_line(d), fit_chars(width, 13));
    int lines = text_lines(w, MARGIN, y, "font-size=\"13\" fill=\"#d62728\"", d->move, fit_chars(width, 13));
    lines += text_lines(w, MARGIN, y + lines * LINE, "font-size=\"12\" fill=\"#555\"", d->check, fit_chars(width, 12));
    lines += text_lines(w, MARGIN, y + lines * LINE, "font-size=\"12\" fill=\"#555\"",
                        "ring: the token moved; red square: the cell where its path ends.", fit_chars(width, 12));
    lines += text_lines(w, MARGIN, y + lines * LINE, "font-size=\"12\" fill=\"#555\"", closing_line(d), fit_chars(width, 12));
    return lines;
}

static void value_label(char *buf, size_t sz, int64_t n, int64_t col)
{
    if (n == 1) snprintf(buf, sz, "%d", col == 2 ? 1 : 0);
    else if (col == 1) snprintf(buf, sz, "0");
    else if (col - 2 < 11) snprintf(buf, sz, "%d", 1 << (col - 2));
    else snprintf(buf, sz, "2^%lld", (long long)(col - 2));
}

/* ---- layout: the winner, the move, the oracle's check, the text ------------------------- */

/* Confirms with the rules-only oracle that the drawn move leaves a position of value 0 (on
 * grids where that is quick); sets d->check. */
static gg_status oracle_check(gg_ctx *ctx, drawn *d, int64_t index)
{
    const gg_mimo_case *c = &d->c;
    int n = (int)c->n, m = (int)c->m; /* <= DRAW_MAX_SIDE */
    uint64_t paths = 1, estimate;
    for (int j = 1; j < m && paths <= DRAW_CHECK_MAX_PATHS; j++) paths *= (uint64_t)n; /* <= 40 * 20000 */
    if (paths > DRAW_CHECK_MAX_PATHS || gg_mimo_oracle_check(c, 0, &estimate) != GG_MIMO_ORACLE_FITS) {
        d->check = "(too many paths for a quick exhaustive check here: `gridgames mimo verify` checks such moves on small grids)";
        return GG_OK;
    }
    uint64_t *g = malloc((size_t)(n * m) * sizeof *g);
    if (!g) return gg_diag_nomem(ctx->diag);
    gg_status s = gg_mimo_oracle_values(n, m, g, ctx->diag);
    uint64_t x = 0;
    for (size_t i = 0; s == GG_OK && i < c->k; i++)
        if (i != d->tok) x ^= g[(c->row[i] - 1) * (uint64_t)m + c->col[i] - 1];
    for (size_t i = 1; s == GG_OK && i < d->p; i++) x ^= g[(d->prow[i] - 1) * (uint64_t)m + d->pcol[i] - 1];
    free(g);
    if (s == GG_OK && x != 0)
        s = gg_diag_set(ctx->diag, GG_ECHECK, "case %lld: the oracle finds value %llu after the drawn move, not 0",
                        (long long)index, (unsigned long long)x);
    d->check = "oracle check (exhaustive over all paths): the position after this move has value 0";
    return s;
}

static gg_status layout_case(gg_ctx *ctx, drawn *d, int64_t index)
{
    gg_mimo_case *c = &d->c;
    size_t k = c->k ? c->k : 1;
    uint64_t *cols = malloc(k * sizeof *cols), *scratch = malloc(k * sizeof *scratch);
    d->prow = malloc(2 * (size_t)c->m * sizeof *d->prow); /* m <= DRAW_MAX_SIDE */
    d->pcol = malloc(2 * (size_t)c->m * sizeof *d->pcol);
    gg_status s = GG_OK;
    if (!cols || !scratch || !d->prow || !d->pcol) s = gg_diag_nomem(ctx->diag);
    if (s == GG_OK) { /* the winner by the fast rule, on a copy: it may reorder the columns */
        gg_mimo_case tmp = *c;
        memcpy(cols, c->col, c->k * sizeof *cols);
        tmp.col = cols;
        tmp.scratch = scratch;
        d->mimo = gg_mimo_first_player_wins(&tmp);
        d->p = d->mimo ? gg_mimo_winning_move(c, &d->tok, d->prow, d->pcol) : 0;
    }
    free(cols);
    free(scratch);
    if (s != GG_OK || !d->p) return s;
    size_t o = (size_t)snprintf(d->move, sizeof d->move, "Winning first move (red): the token at (%llu,%llu) along",
                                (unsigned long long)d->prow[0], (unsigned long long)d->pcol[0]);
    for (size_t i = 0; i < d->p && o < sizeof d->move; i++) /* fits: see drawn.move */
        o += (size_t)snprintf(d->move + o, sizeof d->move - o, " (%llu,%llu)", (unsigned long long)d->prow[i],
                              (unsigned long long)d->pcol[i]);
    return oracle_check(ctx, d, index);
}

/* ---- panels ------------------------------------------------------------------------------ */

/* 1 if column v's token count makes it count in the XOR (shaded). */
static int counts_odd(const gg_mimo_case *c, const unsigned *colcount, int v)
{
    return (colcount[v] & 1) && v >= 2 && (c->n >= 2 || v == 2);
}

/* The grid's cells, the value of each column above it and the column
 * numbers and token counts below it (gx, gy: the grid's top left corner). */
static void draw_grid(gg_writer *w, const gg_mimo_case *c, const unsigned *colcount, double gx, double gy)
{
    int n = (int)c->n, m = (int)c->m;
    gg_svg_text(w, MARGIN, gy - 12, "font-size=\"11\" fill=\"#555\"", "value");
    for (int v = 1; v <= m; v++) {
        char lab[32];
        value_label(lab, sizeof lab, n, v);
        gg_svg_text(w, gx + (v - 1) * CELL + CELL / 2, gy - 12, "font-size=\"11\" text-anchor=\"middle\" fill=\"#555\"", "%s", lab);
    }
    for (int u = 1; u <= n; u++) {
        gg_svg_text(w, gx - 8, gy + (u - 1) * CELL + CELL / 2 + 4, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"", "row %d", u);
        for (int v = 1; v <= m; v++) {
            gg_svg_rect(w, gx + (v - 1) * CELL, gy + (u - 1) * CELL, CELL, CELL,
                        counts_odd(c, colcount, v) ? "fill=\"#fde2c8\" stroke=\"#444\"" : "fill=\"#f4f4f4\" stroke=\"#444\"");
        }
    }
    double by = gy + n * CELL;
    gg_svg_text(w, gx - 8, by + 16, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"", "column");
    gg_svg_text(w, gx - 8, by + 30, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"", "tokens");
    for (int v = 1; v <= m; v++) {
        double cx = gx + (v - 0.5) * CELL;
        gg_svg_text(w, cx, by + 16, "font-size=\"11\" text-anchor=\"middle\"", "%d", v);
        gg_svg_text(w, cx, by + 30, counts_odd(c, colcount, v) ? "font-size=\"11\" text-anchor=\"middle\" fill=\"#c0501a\" font-weight=\"bold\""
                                                               : "font-size=\"11\" text-anchor=\"middle\" fill=\"#555\"",
                    "%u", colcount[v]);
    }
}

/* The tokens, a disc with its count on each occupied cell (over the move's path). */
static void draw_tokens(gg_writer *w, const gg_mimo_case *c, const unsigned *count, double gx, double gy)
{
    int n = (int)c->n, m = (int)c->m;
    for (int u = 1; u <= n; u++)
        for (int v = 1; v <= m; v++) {
            unsigned k = count[(u - 1) * m + (v - 1)];
            if (k == 0) continue;
            gg_svg_circle(w, gx + (v - 0.5) * CELL, gy + (u - 0.5) * CELL, CELL * 0.32, "fill=\"#2b5fa8\"");
            gg_svg_text(w, gx + (v - 0.5) * CELL, gy + (u - 0.5) * CELL + 4,
                        "font-size=\"12\" text-anchor=\"middle\" fill=\"white\" font-weight=\"bold\"", "%u", k);
        }
}

/* The winning move on the grid, under the tokens: its path in red, a ring around the moved
 * token, a red square inside the cell where the path ends (clear of the count). */
static gg_status draw_move(gg_ctx *ctx, const drawn *d, double gx, double gy)
{
    char *pts = malloc(d->p * 40 + 1); /* p <= 2 * DRAW_MAX_SIDE */
    if (!pts) return gg_diag_nomem(ctx->diag);
    size_t o = 0;
    for (size_t i = 0; i < d->p; i++)
        o += (size_t)snprintf(pts + o, 40, "%.1f,%.1f ", gx + (d->pcol[i] - 0.5) * CELL, gy + (d->prow[i] - 0.5) * CELL);
    gg_svg_polyline(ctx->out, pts, "fill=\"none\" stroke=\"#d62728\" stroke-width=\"4\" stroke-opacity=\"0.75\" stroke-linejoin=\"round\"");
    free(pts);
    gg_svg_circle(ctx->out, gx + (d->pcol[0] - 0.5) * CELL, gy + (d->prow[0] - 0.5) * CELL, CELL * 0.42,
                  "fill=\"none\" stroke=\"#d62728\" stroke-width=\"3\"");
    gg_svg_rect(ctx->out, gx + (d->pcol[d->p - 1] - 1) * CELL + 3, gy + (d->prow[d->p - 1] - 1) * CELL + 3, CELL - 6, CELL - 6,
                "fill=\"none\" stroke=\"#d62728\" stroke-width=\"2.5\"");
    return GG_OK;
}

/* One case's panel from y0: title, grid, move, legend and caption. */
static gg_status draw_panel(gg_ctx *ctx, const drawn *d, int64_t index, double y0, double width)
{
    gg_writer *w = ctx->out;
    const gg_mimo_case *c = &d->c;
    int n = (int)c->n, m = (int)c->m; /* <= DRAW_MAX_SIDE */
    unsigned *count = calloc((size_t)(n * m), sizeof *count), *colcount = calloc((size_t)m + 1, sizeof *colcount);
    if (!count || !colcount) {
        free(count);
        free(colcount);
        return gg_diag_nomem(ctx->diag);
    }
    for (size_t i = 0; i < c->k; i++) { /* k <= GG_MIMO_MAX_K: the counts fit */
        count[(c->row[i] - 1) * (uint64_t)m + c->col[i] - 1]++;
        colcount[c->col[i]]++;
    }
    double gx = MARGIN + 90.0, gy = y0 + 74.0;
    gg_svg_text(w, MARGIN, y0 + 22, "font-size=\"17\" font-weight=\"bold\"", "Case %lld: %d x %d grid, %zu token%s: %s wins",
                (long long)index, n, m, c->k, c->k == 1 ? "" : "s", d->mimo ? "Mimo" : "Yuyu");
    gg_svg_text(w, MARGIN, y0 + 42, "font-size=\"12\" fill=\"#555\"", "%s",
                m == 1    ? "one column: no walk can start (its first step goes left), so no token is worth anything"
                : n == 1 ? "one row: a path is forced, so only column 2 is worth anything (value 1)"
                         : "a token in column c is worth 2^(c-2) (column 1: 0); the position is worth the XOR");
    draw_grid(w, c, colcount, gx, gy);
    gg_status s = d->p ? draw_move(ctx, d, gx, gy) : GG_OK;
    draw_tokens(w, c, count, gx, gy);
    free(count);
    free(colcount);
    double by = gy + n * CELL;
    /* the legend */
    gg_svg_rect(w, gx + m * CELL + 14, by + 20, 12, 12, "fill=\"#fde2c8\" stroke=\"#444\"");
    gg_svg_text(w, gx + m * CELL + 32, by + 30, "font-size=\"11\" fill=\"#555\"",
                "shaded: an odd number of tokens in a column that counts");
    caption(w, d, by + 56, width);
    return s;
}

/* ---- read -> layout -> panels ------------------------------------------------------------ */

static gg_status read_cases(gg_ctx *ctx, drawn *ds, int64_t t)
{
    gg_status s = GG_OK;
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        ds[i].c.keep_rows = 1;
        s = gg_mimo_read_case(ctx->in, &ds[i].c);
        if (s == GG_OK && (ds[i].c.n > DRAW_MAX_SIDE || ds[i].c.m > DRAW_MAX_SIDE))
            s = gg_diag_set(ctx->diag, GG_EINPUT, "test case %lld: draw shows grids up to %d x %d (this one is %lld x %lld)",
                            (long long)i + 1, DRAW_MAX_SIDE, DRAW_MAX_SIDE, (long long)ds[i].c.n, (long long)ds[i].c.m);
    }
    return s == GG_OK ? gg_read_end(ctx->in, "the last test case") : s;
}

gg_status gg_mimo_draw_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    int64_t t;
    if ((s = gg_mimo_read_count(ctx->in, &t)) != GG_OK) return s;
    if (t > DRAW_MAX_CASES)
        return gg_diag_set(ctx->diag, GG_EINPUT, "draw shows at most %d test cases (this input has %lld)", DRAW_MAX_CASES, (long long)t);
    drawn *ds = calloc((size_t)t, sizeof *ds); /* t <= DRAW_MAX_CASES */
    if (!ds) return gg_diag_nomem(ctx->diag);
    s = read_cases(ctx, ds, t);
    double height = 2 * MARGIN, width = MIN_WIDTH;
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        double wd = 2 * MARGIN + 90 + ds[i].c.m * CELL + LEGEND_WIDTH;
        if (wd > width) width = wd;
    }
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        if ((s = layout_case(ctx, &ds[i], i + 1)) != GG_OK) break;
        int lines = caption(NULL, &ds[i], 0, width);
        ds[i].height = 230.0 + ds[i].c.n * CELL + (lines > CAPTION_LINES ? lines - CAPTION_LINES : 0) * LINE;
        height += ds[i].height;
    }
    if (s == GG_OK) {
        gg_svg_begin(ctx->out, width, height, "Mimo & Yuyu");
        double y = MARGIN;
        for (int64_t i = 0; i < t && s == GG_OK; i++) {
            s = draw_panel(ctx, &ds[i], i + 1, y, width);
            y += ds[i].height;
        }
        gg_svg_end(ctx->out);
    }
    for (int64_t i = 0; i < t; i++) {
        gg_mimo_case_fini(&ds[i].c);
        free(ds[i].prow);
        free(ds[i].pcol);
    }
    free(ds);
    return s;
}
