/* draw.c: `gridgames mimo draw` — an SVG of every test case: the grid with the number of
 * tokens on each cell, each column's token parity and value, the winner, and when Mimo wins
 * one concrete winning first move, which the rules-only oracle confirms leaves a zero
 * position (on grids small enough for the oracle; the picture says when it could not). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/svg.h"
#include "actions.h"
#include "oracle.h"

#define DRAW_MAX_SIDE 40
/* The picture's oracle check enumerates every path from every cell: keep it to grids where
 * that takes milliseconds (n^(m-1) paths per cell at most), so drawing stays instant. */
#define DRAW_CHECK_MAX_PATHS 20000
#define DRAW_MAX_CASES 20
#define CELL 34.0
#define MARGIN 30.0

typedef struct panel {
    double y0, height;
} panel;

static double panel_height(const gg_mimo_case *c)
{
    return 70.0 + 30.0 + c->n * CELL + 130.0;
}

static void value_label(char *buf, size_t sz, int64_t n, int64_t col)
{
    if (n == 1) snprintf(buf, sz, "%d", col == 2 ? 1 : 0);
    else if (col == 1) snprintf(buf, sz, "0");
    else if (col - 2 < 11) snprintf(buf, sz, "%d", 1 << (col - 2));
    else snprintf(buf, sz, "2^%lld", (long long)(col - 2));
}

static gg_status draw_case(gg_ctx *ctx, const gg_mimo_case *c, int64_t index, double y0, double width)
{
    gg_writer *w = ctx->out;
    int n = (int)c->n, m = (int)c->m;
    unsigned *count = calloc((size_t)(n * m), sizeof *count);
    unsigned *colcount = calloc((size_t)m + 1, sizeof *colcount);
    uint64_t *prow = malloc((size_t)(n * m) * sizeof *prow), *pcol = malloc((size_t)(n * m) * sizeof *pcol);
    uint64_t *cols_copy = malloc((c->k ? c->k : 1) * sizeof *cols_copy);
    uint64_t *scratch = malloc((c->k ? c->k : 1) * sizeof *scratch);
    gg_status s = GG_OK;
    if (!count || !colcount || !prow || !pcol || !cols_copy || !scratch) {
        s = gg_diag_nomem(ctx->diag);
        goto done;
    }
    for (size_t i = 0; i < c->k; i++) {
        count[(c->row[i] - 1) * (uint64_t)m + c->col[i] - 1]++;
        colcount[c->col[i]]++;
    }
    /* the winner by the fast rule (on a copy: it sorts the columns) */
    gg_mimo_case tmp = *c;
    memcpy(cols_copy, c->col, c->k * sizeof *cols_copy);
    tmp.col = cols_copy;
    tmp.scratch = scratch;
    int mimo = gg_mimo_first_player_wins(&tmp);
    size_t tok = 0, p = mimo ? gg_mimo_winning_move(c, &tok, prow, pcol) : 0;

    /* the oracle's confirmation */
    char check[200];
    int64_t paths = 1;
    for (int j = 1; j < m && paths <= DRAW_CHECK_MAX_PATHS; j++) paths *= n;
    if (p && paths <= DRAW_CHECK_MAX_PATHS && gg_mimo_oracle_fits(n, m)) {
        uint64_t *g = malloc((size_t)(n * m) * sizeof *g);
        if (!g) s = gg_diag_nomem(ctx->diag);
        else s = gg_mimo_oracle_values(n, m, g, ctx->diag);
        if (s == GG_OK) {
            uint64_t x = 0;
            for (size_t i = 0; i < c->k; i++)
                if (i != tok) x ^= g[(c->row[i] - 1) * (uint64_t)m + c->col[i] - 1];
            for (size_t i = 1; i < p; i++) x ^= g[(prow[i] - 1) * (uint64_t)m + pcol[i] - 1];
            if (x != 0)
                s = gg_diag_set(ctx->diag, GG_ECHECK, "case %lld: the oracle finds value %llu after the drawn move, not 0",
                                (long long)index, (unsigned long long)x);
            snprintf(check, sizeof check, "oracle check (exhaustive over all paths): the position after this move has value 0");
        }
        free(g);
    } else if (p) {
        snprintf(check, sizeof check, "(too many paths for a quick exhaustive check here: `gridgames mimo verify` checks such moves on small grids)");
    }
    if (s != GG_OK) goto done;

    double gx = MARGIN + 90.0, gy = y0 + 70.0;
    gg_svg_text(w, MARGIN, y0 + 22, "font-size=\"17\" font-weight=\"bold\"", "Case %lld: %d x %d grid, %zu token%s: %s wins",
                (long long)index, n, m, c->k, c->k == 1 ? "" : "s", mimo ? "Mimo" : "Yuyu");
    gg_svg_text(w, MARGIN, y0 + 42, "font-size=\"12\" fill=\"#555\"",
                n == 1 ? "one row: a path is forced, so only column 2 is worth anything (value 1)"
                       : "a token in column c is worth 2^(c-2) (column 1: 0); the position is worth the XOR");
    gg_svg_text(w, MARGIN, gy - 8, "font-size=\"11\" fill=\"#555\"", "value");
    for (int v = 1; v <= m; v++) {
        char lab[32];
        value_label(lab, sizeof lab, n, v);
        gg_svg_text(w, gx + (v - 1) * CELL + CELL / 2, gy - 8, "font-size=\"11\" text-anchor=\"middle\" fill=\"#555\"", "%s", lab);
    }
    gy += 4;
    for (int u = 1; u <= n; u++) {
        gg_svg_text(w, gx - 8, gy + (u - 1) * CELL + CELL / 2 + 4, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"", "row %d", u);
        for (int v = 1; v <= m; v++) {
            int odd_col = (colcount[v] & 1) && v >= 2 && (n >= 2 || v == 2);
            gg_svg_rect(w, gx + (v - 1) * CELL, gy + (u - 1) * CELL, CELL, CELL,
                        odd_col ? "fill=\"#fde2c8\" stroke=\"#444\"" : "fill=\"#f4f4f4\" stroke=\"#444\"");
            unsigned k = count[(u - 1) * m + (v - 1)];
            if (k) {
                gg_svg_circle(w, gx + (v - 0.5) * CELL, gy + (u - 0.5) * CELL, CELL * 0.32, "fill=\"#2b5fa8\"");
                gg_svg_text(w, gx + (v - 0.5) * CELL, gy + (u - 0.5) * CELL + 4,
                            "font-size=\"12\" text-anchor=\"middle\" fill=\"white\" font-weight=\"bold\"", "%u", k);
            }
        }
    }
    double by = gy + n * CELL;
    gg_svg_text(w, gx - 8, by + 16, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"", "column");
    gg_svg_text(w, gx - 8, by + 30, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"", "tokens");
    for (int v = 1; v <= m; v++) {
        double cx = gx + (v - 0.5) * CELL;
        gg_svg_text(w, cx, by + 16, "font-size=\"11\" text-anchor=\"middle\"", "%d", v);
        int counts = (colcount[v] & 1) && v >= 2 && (n >= 2 || v == 2);
        gg_svg_text(w, cx, by + 30, counts ? "font-size=\"11\" text-anchor=\"middle\" fill=\"#c0501a\" font-weight=\"bold\""
                                           : "font-size=\"11\" text-anchor=\"middle\" fill=\"#555\"",
                    "%u", colcount[v]);
    }
    gg_svg_rect(w, gx + m * CELL + 14, by + 20, 12, 12, "fill=\"#fde2c8\" stroke=\"#444\"");
    gg_svg_text(w, gx + m * CELL + 32, by + 30, "font-size=\"11\" fill=\"#555\"",
                "shaded: an odd number of tokens in a column that counts");
    if (p) {
        char *pts = malloc(p * 40 + 1);
        if (!pts) {
            s = gg_diag_nomem(ctx->diag);
            goto done;
        }
        size_t o = 0;
        for (size_t i = 0; i < p; i++)
            o += (size_t)snprintf(pts + o, 40, "%.1f,%.1f ", gx + (pcol[i] - 0.5) * CELL, gy + (prow[i] - 0.5) * CELL);
        gg_svg_polyline(w, pts, "fill=\"none\" stroke=\"#d62728\" stroke-width=\"4\" stroke-opacity=\"0.75\" stroke-linejoin=\"round\"");
        free(pts);
        gg_svg_circle(w, gx + (pcol[0] - 0.5) * CELL, gy + (prow[0] - 0.5) * CELL, CELL * 0.42,
                      "fill=\"none\" stroke=\"#d62728\" stroke-width=\"3\"");
        gg_svg_circle(w, gx + (pcol[p - 1] - 0.5) * CELL, gy + (prow[p - 1] - 0.5) * CELL, 5, "fill=\"#d62728\"");
        char path[400];
        size_t o2 = 0;
        for (size_t i = 0; i < p && o2 + 24 < sizeof path; i++)
            o2 += (size_t)snprintf(path + o2, sizeof path - o2, "%s(%llu,%llu)", i ? " " : "",
                                   (unsigned long long)prow[i], (unsigned long long)pcol[i]);
        gg_svg_text(w, MARGIN, by + 56, "font-size=\"13\" fill=\"#d62728\"", "Winning first move (red): the token at (%llu,%llu) along %s",
                    (unsigned long long)prow[0], (unsigned long long)pcol[0], path);
        gg_svg_text(w, MARGIN, by + 74, "font-size=\"12\" fill=\"#555\"", "%s", check);
        gg_svg_text(w, MARGIN, by + 92, "font-size=\"12\" fill=\"#555\"", "ring: the token moved; dot: where its path ends.");
        gg_svg_text(w, MARGIN, by + 110, "font-size=\"12\" fill=\"#555\"", "%s",
                    n == 1 ? "Column 2 becomes even: value 0."
                           : "One new token in each other shaded column, two in each unshaded one (column 1 does not count):"
                             " every column becomes even.");
    } else {
        gg_svg_text(w, MARGIN, by + 56, "font-size=\"13\"", "%s",
                    n == 1 ? "Column 2 holds an even number of tokens: value 0, every move of Mimo's can be answered"
                           : "Every column from 2 on holds an even number of tokens: value 0, so Yuyu wins");
    }
    (void)width;
done:
    free(count); free(colcount); free(prow); free(pcol); free(cols_copy);
    free(scratch);
    return s;
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
    gg_mimo_case *cases = calloc((size_t)t, sizeof *cases);
    if (!cases) return gg_diag_nomem(ctx->diag);
    double height = 2 * MARGIN, width = 820;
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        cases[i].keep_rows = 1;
        s = gg_mimo_read_case(ctx->in, &cases[i]);
        if (s == GG_OK && (cases[i].n > DRAW_MAX_SIDE || cases[i].m > DRAW_MAX_SIDE))
            s = gg_diag_set(ctx->diag, GG_EINPUT, "test case %lld: draw shows grids up to %d x %d (this one is %lld x %lld)",
                            (long long)i + 1, DRAW_MAX_SIDE, DRAW_MAX_SIDE, (long long)cases[i].n, (long long)cases[i].m);
        if (s == GG_OK) {
            height += panel_height(&cases[i]);
            double wd = 2 * MARGIN + 90 + cases[i].m * CELL + 330;
            if (wd > width) width = wd;
        }
    }
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last test case");
    if (s == GG_OK) {
        gg_svg_begin(ctx->out, width, height, "Mimo & Yuyu");
        double y = MARGIN;
        for (int64_t i = 0; i < t && s == GG_OK; i++) {
            s = draw_case(ctx, &cases[i], i + 1, y, width);
            y += panel_height(&cases[i]);
        }
        gg_svg_end(ctx->out);
    }
    for (int64_t i = 0; i < t; i++) gg_mimo_case_free(&cases[i]);
    free(cases);
    return s;
}
