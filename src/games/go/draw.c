/* draw.c: `gridgames go draw` — an SVG of each board of a judge input (or of one, --case K):
 * the stones on a Go board, the white groups that are dead as given outlined in red, and
 * every stone shaded by what its flip does to the number of dead white stones compared with
 * the board as given (red: more dead, blue: fewer; the signed difference is written on the
 * stone). A legend explains the marks. The counts come from the fast solver; boards up to
 * DRAW_MAX_SIDE on a side. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/svg.h"
#include "actions.h"

#define DRAW_MAX_SIDE 60
#define DRAW_MAX_BOARDS 20
#define CELL 36.0
#define MARGIN 30.0
#define LEGEND_W 330.0
#define HEADER 64.0
#define LABEL 22.0

typedef struct drawn {
    uint32_t n;
    uint8_t *cell;
} drawn;

static double panel_height(uint32_t n)
{
    double board = LABEL + n * CELL + 10.0;
    double legend = 230.0;
    return HEADER + (board > legend ? board : legend) + 30.0;
}

static double panel_width(uint32_t n)
{
    return 2 * MARGIN + LABEL + n * CELL + 30.0 + LEGEND_W;
}

/* Fill colour for a difference d of at most `scale` in size: white to red (d > 0) or to
 * blue (d < 0), never paler than a quarter of the way so a +1 is still visible. */
static void shade(char *buf, size_t sz, int64_t d, int64_t scale)
{
    double f = scale > 0 ? (double)(d < 0 ? -d : d) / (double)scale : 0.0;
    f = 0.25 + 0.75 * f;
    int r0 = d > 0 ? 214 : 31, g0 = d > 0 ? 39 : 119, b0 = d > 0 ? 40 : 180;
    int r = (int)(255 + (r0 - 255) * f), g = (int)(255 + (g0 - 255) * f), b = (int)(255 + (b0 - 255) * f);
    snprintf(buf, sz, "fill=\"#%02x%02x%02x\" stroke=\"none\"", r, g, b);
}

static gg_status draw_board(gg_ctx *ctx, gg_go_solver *sv, const drawn *d, int64_t index, double y0)
{
    gg_writer *w = ctx->out;
    const uint32_t n = d->n;
    gg_go_board b = {n, n, d->cell};
    gg_status s = gg_go_solve(sv, &b, ctx->diag);
    if (s != GG_OK) return s;
    const int64_t base = (int64_t)gg_go_base(sv);
    int64_t scale = 0, more = 0, fewer = 0;
    uint64_t stones[3] = {0, 0, 0};
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            uint8_t v = d->cell[(size_t)r * n + c];
            stones[v]++;
            if (v == GG_GO_EMPTY) continue;
            int64_t diff = (int64_t)gg_go_flip_count(sv, &b, r, c) - base;
            if (diff > scale) scale = diff;
            if (-diff > scale) scale = -diff;
            more += diff > 0;
            fewer += diff < 0;
        }

    gg_svg_text(w, MARGIN, y0 + 22, "font-size=\"17\" font-weight=\"bold\"",
                "Board %lld: %ux%u, %llu black, %llu white, %llu empty", (long long)index, n, n,
                (unsigned long long)stones[1], (unsigned long long)stones[2], (unsigned long long)stones[0]);
    gg_svg_text(w, MARGIN, y0 + 44, "font-size=\"13\" fill=\"#333\"",
                "%lld white stone%s dead as given; %lld flip%s more dead, %lld %s fewer", (long long)base,
                base == 1 ? "" : "s", (long long)more, more == 1 ? " leaves" : "s leave", (long long)fewer,
                fewer == 1 ? "leaves" : "leave");

    const double gx = MARGIN + LABEL, gy = y0 + HEADER + LABEL;
    /* the wood and the lines through the points */
    gg_svg_rect(w, gx, gy, n * CELL, n * CELL, "fill=\"#e3b868\" stroke=\"#8a6a2f\" stroke-width=\"1.5\"");
    for (uint32_t i = 0; i < n; i++) {
        double p = (i + 0.5) * CELL;
        gg_svg_line(w, gx + CELL / 2, gy + p, gx + n * CELL - CELL / 2, gy + p, "stroke=\"#6b4f1d\" stroke-width=\"1\"");
        gg_svg_line(w, gx + p, gy + CELL / 2, gx + p, gy + n * CELL - CELL / 2, "stroke=\"#6b4f1d\" stroke-width=\"1\"");
        gg_svg_text(w, gx + p, gy - 7, "font-size=\"11\" text-anchor=\"middle\" fill=\"#555\"", "%u", i + 1);
        gg_svg_text(w, gx - 6, gy + p + 4, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"", "%u", i + 1);
    }
    /* shading: what each flip changes */
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            if (d->cell[(size_t)r * n + c] == GG_GO_EMPTY) continue;
            int64_t diff = (int64_t)gg_go_flip_count(sv, &b, r, c) - base;
            if (diff == 0) continue;
            char attrs[96];
            shade(attrs, sizeof attrs, diff, scale);
            gg_svg_rect(w, gx + c * CELL + 1, gy + r * CELL + 1, CELL - 2, CELL - 2, attrs);
        }
    /* stones and their numbers */
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            uint8_t v = d->cell[(size_t)r * n + c];
            if (v == GG_GO_EMPTY) continue;
            double cx = gx + (c + 0.5) * CELL, cy = gy + (r + 0.5) * CELL;
            gg_svg_circle(w, cx, cy, CELL * 0.36,
                          v == GG_GO_BLACK ? "fill=\"#111\" stroke=\"#000\" stroke-width=\"1\""
                                           : "fill=\"#fafafa\" stroke=\"#333\" stroke-width=\"1.2\"");
            int64_t diff = (int64_t)gg_go_flip_count(sv, &b, r, c) - base;
            if (diff != 0)
                gg_svg_text(w, cx, cy + 4.5,
                            v == GG_GO_BLACK ? "font-size=\"12\" text-anchor=\"middle\" fill=\"white\" font-weight=\"bold\""
                                             : "font-size=\"12\" text-anchor=\"middle\" fill=\"#111\" font-weight=\"bold\"",
                            "%+lld", (long long)diff);
        }
    /* dead groups as given: a red outline along every side of a dead stone that does not
     * face another stone of its group (adjacent white stones are always one group) */
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            if (!gg_go_dead_white(sv, &b, r, c)) continue;
            double x0 = gx + c * CELL + 2, y1 = gy + r * CELL + 2, x1 = x0 + CELL - 4, y2 = y1 + CELL - 4;
            const char *red = "stroke=\"#d62728\" stroke-width=\"3\" stroke-linecap=\"square\"";
            if (r == 0 || !gg_go_dead_white(sv, &b, r - 1, c)) gg_svg_line(w, x0, y1, x1, y1, red);
            if (r + 1 == n || !gg_go_dead_white(sv, &b, r + 1, c)) gg_svg_line(w, x0, y2, x1, y2, red);
            if (c == 0 || !gg_go_dead_white(sv, &b, r, c - 1)) gg_svg_line(w, x0, y1, x0, y2, red);
            if (c + 1 == n || !gg_go_dead_white(sv, &b, r, c + 1)) gg_svg_line(w, x1, y1, x1, y2, red);
            /* join the outline across to a dead neighbour */
            if (c + 1 < n && gg_go_dead_white(sv, &b, r, c + 1)) {
                if (r == 0 || !gg_go_dead_white(sv, &b, r - 1, c) || !gg_go_dead_white(sv, &b, r - 1, c + 1))
                    gg_svg_line(w, x1, y1, x1 + 4, y1, red);
                if (r + 1 == n || !gg_go_dead_white(sv, &b, r + 1, c) || !gg_go_dead_white(sv, &b, r + 1, c + 1))
                    gg_svg_line(w, x1, y2, x1 + 4, y2, red);
            }
            if (r + 1 < n && gg_go_dead_white(sv, &b, r + 1, c)) {
                if (c == 0 || !gg_go_dead_white(sv, &b, r, c - 1) || !gg_go_dead_white(sv, &b, r + 1, c - 1))
                    gg_svg_line(w, x0, y2, x0, y2 + 4, red);
                if (c + 1 == n || !gg_go_dead_white(sv, &b, r, c + 1) || !gg_go_dead_white(sv, &b, r + 1, c + 1))
                    gg_svg_line(w, x1, y2, x1, y2 + 4, red);
            }
        }

    /* legend */
    double lx = gx + n * CELL + 30.0, ly = y0 + HEADER + LABEL;
    gg_svg_text(w, lx, ly + 4, "font-size=\"13\" font-weight=\"bold\"", "Legend");
    ly += 20;
    gg_svg_line(w, lx, ly, lx + 26, ly, "stroke=\"#d62728\" stroke-width=\"3\"");
    gg_svg_text(w, lx + 34, ly + 4, "font-size=\"12\"", "white group dead as given (no liberty)");
    ly += 24;
    gg_svg_text(w, lx, ly + 4, "font-size=\"12\"", "Shade and number on a stone: flip that stone");
    ly += 16;
    gg_svg_text(w, lx, ly + 4, "font-size=\"12\"", "alone, count dead white stones, minus %lld:", (long long)base);
    ly += 18;
    int64_t steps[3] = {scale, (scale + 1) / 2, 1};
    for (int k = 0; k < 3 && more > 0; k++) {
        if (k > 0 && steps[k] == steps[k - 1]) continue;
        char attrs[96];
        shade(attrs, sizeof attrs, steps[k], scale);
        gg_svg_rect(w, lx, ly - 8, 22, 16, attrs);
        gg_svg_text(w, lx + 34, ly + 4, "font-size=\"12\"", "+%lld: %lld more white stone%s dead", (long long)steps[k],
                    (long long)steps[k], steps[k] == 1 ? "" : "s");
        ly += 20;
    }
    for (int k = 0; k < 3 && fewer > 0; k++) {
        if (k > 0 && steps[k] == steps[k - 1]) continue;
        char attrs[96];
        shade(attrs, sizeof attrs, -steps[k], scale);
        gg_svg_rect(w, lx, ly - 8, 22, 16, attrs);
        gg_svg_text(w, lx + 34, ly + 4, "font-size=\"12\"", "-%lld: %lld fewer", (long long)steps[k], (long long)steps[k]);
        ly += 20;
    }
    gg_svg_rect(w, lx, ly - 8, 22, 16, "fill=\"#e3b868\" stroke=\"#8a6a2f\"");
    gg_svg_text(w, lx + 34, ly + 4, "font-size=\"12\"", "no shade: the flip changes nothing");
    ly += 24;
    gg_svg_text(w, lx, ly + 4, "font-size=\"11\" fill=\"#555\"", "A stone lives if it touches an empty point");
    ly += 14;
    gg_svg_text(w, lx, ly + 4, "font-size=\"11\" fill=\"#555\"", "or is in one group with a living stone.");
    return w->err;
}

gg_status gg_go_draw_action(gg_ctx *ctx)
{
    const char *const known[] = {"case", NULL};
    int64_t only;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "case", 0, GG_GO_MAX_T, 0, &only);
    if (s != GG_OK) return s;
    int64_t t = 0;
    if ((s = gg_go_read_count(ctx->in, &t)) != GG_OK) return s;
    if (only > t)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--case %lld: the input has %lld board%s", (long long)only,
                           (long long)t, t == 1 ? "" : "s");
    if (!only && t > DRAW_MAX_BOARDS)
        return gg_diag_set(ctx->diag, GG_EINPUT, "draw shows at most %d boards at once (this input has %lld): pick one with --case K",
                           DRAW_MAX_BOARDS, (long long)t);
    int64_t kept = only ? 1 : t;
    drawn *boards = calloc((size_t)kept, sizeof *boards);
    if (!boards) return gg_diag_nomem(ctx->diag);
    gg_go_input in = {0};
    int64_t nk = 0;
    double width = 600, height = 2 * MARGIN;
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        if ((s = gg_go_read_board(ctx->in, &in)) != GG_OK) break;
        if (only && i + 1 != only) continue;
        uint32_t n = in.board.rows;
        if (n > DRAW_MAX_SIDE) {
            s = gg_diag_set(ctx->diag, GG_EINPUT, "board %lld: draw shows boards up to %dx%d (this one is %ux%u)",
                            (long long)i + 1, DRAW_MAX_SIDE, DRAW_MAX_SIDE, n, n);
            break;
        }
        boards[nk].n = n;
        boards[nk].cell = malloc((size_t)n * n);
        if (!boards[nk].cell) {
            s = gg_diag_nomem(ctx->diag);
            break;
        }
        memcpy(boards[nk].cell, in.board.cell, (size_t)n * n);
        nk++;
        height += panel_height(n);
        if (panel_width(n) > width) width = panel_width(n);
    }
    gg_go_input_free(&in);
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last board");
    gg_go_solver *sv = NULL;
    if (s == GG_OK) s = gg_go_solver_new(&sv, ctx->diag);
    if (s == GG_OK) {
        gg_svg_begin(ctx->out, width, height, "Go: flip one stone");
        double y = MARGIN;
        for (int64_t i = 0; i < nk && s == GG_OK; i++) {
            s = draw_board(ctx, sv, &boards[i], only ? only : i + 1, y);
            y += panel_height(boards[i].n);
        }
        gg_svg_end(ctx->out);
    }
    gg_go_solver_free(sv);
    for (int64_t i = 0; i < nk; i++) free(boards[i].cell);
    free(boards);
    return s;
}
