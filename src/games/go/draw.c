/* draw.c: `gridgames go draw` — an SVG of each board of a judge input (or of one, --case K):
 * the stones on a Go board with row and column numbers, the white groups that are dead as
 * given outlined in red, and every stone shaded by what its flip does to the number of dead
 * white stones compared with the board as given (red: more dead, blue: fewer; the signed
 * difference is written on the stone). Each panel's header states the answer: the dead white
 * stones as given and the judge's hash E. A legend explains the marks. The counts come from
 * the fast solver; boards up to DRAW_MAX_SIDE on a side, at most DRAW_MAX_BOARDS at once.
 *
 * Order: read (every board kept) -> layout (the picture's size) -> panels (header, board,
 * marks) -> legend per panel. Text sizes: every text is at most about 0.6 * font-size pixels
 * per character wide; the longest header line (about 56 characters at 17 px, with a 10-digit
 * board number) and the legend (45 characters at 12 px in LEGEND_W) fit the minimum width. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/svg.h"
#include "internal.h"

#define DRAW_MAX_SIDE 60
#define DRAW_MAX_BOARDS 20
#define CELL 36.0
#define MARGIN 30.0
#define LEGEND_W 330.0
#define HEADER 84.0
#define LABEL 22.0
#define MIN_WIDTH 640.0

typedef struct drawn {
    uint32_t n;
    uint8_t *cell;
} drawn;

/* One panel being drawn: the board, its answers, where its board sits. */
typedef struct panel {
    gg_writer *w;
    const gg_go_solver *sv;
    gg_go_board b;
    int64_t base, scale, more, fewer;
    uint64_t stones[3];
    double gx, gy;
} panel;

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

/* What the flip of the stone at (r, c) changes, against the board as given. */
static int64_t flip_diff(const panel *p, uint32_t r, uint32_t c)
{
    return (int64_t)gg_go_flip_count(p->sv, r, c) - p->base;
}

static uint8_t point(const panel *p, uint32_t r, uint32_t c)
{
    return p->b.cell[(size_t)r * p->b.cols + c];
}

/* The counts the header and the legend need: stones per colour, the largest change. */
static void panel_counts(panel *p)
{
    p->base = (int64_t)gg_go_base(p->sv);
    for (uint32_t r = 0; r < p->b.rows; r++)
        for (uint32_t c = 0; c < p->b.cols; c++) {
            uint8_t v = point(p, r, c);
            p->stones[v]++;
            if (v == GG_GO_EMPTY) continue;
            int64_t diff = flip_diff(p, r, c);
            if (diff > p->scale) p->scale = diff;
            if (-diff > p->scale) p->scale = -diff;
            p->more += diff > 0;
            p->fewer += diff < 0;
        }
}

static void draw_header(const panel *p, int64_t index, double y0)
{
    gg_writer *w = p->w;
    gg_svg_text(w, MARGIN, y0 + 22, "font-size=\"17\" font-weight=\"bold\"",
                "Board %lld: %ux%u, %llu black, %llu white, %llu empty", (long long)index, p->b.rows,
                p->b.cols, (unsigned long long)p->stones[1], (unsigned long long)p->stones[2],
                (unsigned long long)p->stones[0]);
    gg_svg_text(w, MARGIN, y0 + 44, "font-size=\"13\" fill=\"#333\"",
                "%lld white stone%s dead as given; %lld flip%s more dead, %lld %s fewer", (long long)p->base,
                p->base == 1 ? "" : "s", (long long)p->more, p->more == 1 ? " leaves" : "s leave",
                (long long)p->fewer, p->fewer == 1 ? "leaves" : "leave");
    gg_svg_text(w, MARGIN, y0 + 64, "font-size=\"13\" font-weight=\"bold\"",
                "Answer (the judge's hash E): %u", gg_go_hash(p->sv));
}

/* The wood, the lines through the points and the row and column numbers. */
static void draw_grid(const panel *p)
{
    gg_writer *w = p->w;
    const uint32_t n = p->b.rows;
    const double gx = p->gx, gy = p->gy;
    gg_svg_rect(w, gx, gy, n * CELL, n * CELL, "fill=\"#e3b868\" stroke=\"#8a6a2f\" stroke-width=\"1.5\"");
    for (uint32_t i = 0; i < n; i++) {
        double q = (i + 0.5) * CELL;
        gg_svg_line(w, gx + CELL / 2, gy + q, gx + n * CELL - CELL / 2, gy + q, "stroke=\"#6b4f1d\" stroke-width=\"1\"");
        gg_svg_line(w, gx + q, gy + CELL / 2, gx + q, gy + n * CELL - CELL / 2, "stroke=\"#6b4f1d\" stroke-width=\"1\"");
        gg_svg_text(w, gx + q, gy - 7, "font-size=\"11\" text-anchor=\"middle\" fill=\"#555\"", "%u", i + 1);
        gg_svg_text(w, gx - 6, gy + q + 4, "font-size=\"11\" text-anchor=\"end\" fill=\"#555\"", "%u", i + 1);
    }
}

/* The shading of every stone whose flip changes the count, then the stones and numbers. */
static void draw_stones(const panel *p)
{
    gg_writer *w = p->w;
    for (uint32_t r = 0; r < p->b.rows; r++)
        for (uint32_t c = 0; c < p->b.cols; c++) {
            if (point(p, r, c) == GG_GO_EMPTY) continue;
            int64_t diff = flip_diff(p, r, c);
            if (diff == 0) continue;
            char attrs[96];
            shade(attrs, sizeof attrs, diff, p->scale);
            gg_svg_rect(w, p->gx + c * CELL + 1, p->gy + r * CELL + 1, CELL - 2, CELL - 2, attrs);
        }
    for (uint32_t r = 0; r < p->b.rows; r++)
        for (uint32_t c = 0; c < p->b.cols; c++) {
            uint8_t v = point(p, r, c);
            if (v == GG_GO_EMPTY) continue;
            double cx = p->gx + (c + 0.5) * CELL, cy = p->gy + (r + 0.5) * CELL;
            gg_svg_circle(w, cx, cy, CELL * 0.36,
                          v == GG_GO_BLACK ? "fill=\"#111\" stroke=\"#000\" stroke-width=\"1\""
                                           : "fill=\"#fafafa\" stroke=\"#333\" stroke-width=\"1.2\"");
            int64_t diff = flip_diff(p, r, c);
            if (diff != 0)
                gg_svg_text(w, cx, cy + 4.5,
                            v == GG_GO_BLACK ? "font-size=\"12\" text-anchor=\"middle\" fill=\"white\" font-weight=\"bold\""
                                             : "font-size=\"12\" text-anchor=\"middle\" fill=\"#111\" font-weight=\"bold\"",
                            "%+lld", (long long)diff);
        }
}

static int dead(const panel *p, uint32_t r, uint32_t c)
{
    return gg_go_dead_white(p->sv, r, c);
}

/* Dead groups as given: a red outline along every side of a dead stone that does not face
 * another stone of its group (adjacent white stones are always one group). */
static void draw_dead(const panel *p)
{
    gg_writer *w = p->w;
    const uint32_t n = p->b.rows;
    const char *red = "stroke=\"#d62728\" stroke-width=\"3\" stroke-linecap=\"square\"";
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            if (!dead(p, r, c)) continue;
            double x0 = p->gx + c * CELL + 2, y1 = p->gy + r * CELL + 2, x1 = x0 + CELL - 4, y2 = y1 + CELL - 4;
            if (r == 0 || !dead(p, r - 1, c)) gg_svg_line(w, x0, y1, x1, y1, red);
            if (r + 1 == n || !dead(p, r + 1, c)) gg_svg_line(w, x0, y2, x1, y2, red);
            if (c == 0 || !dead(p, r, c - 1)) gg_svg_line(w, x0, y1, x0, y2, red);
            if (c + 1 == n || !dead(p, r, c + 1)) gg_svg_line(w, x1, y1, x1, y2, red);
            /* join the outline across to a dead neighbour */
            if (c + 1 < n && dead(p, r, c + 1)) {
                if (r == 0 || !dead(p, r - 1, c) || !dead(p, r - 1, c + 1)) gg_svg_line(w, x1, y1, x1 + 4, y1, red);
                if (r + 1 == n || !dead(p, r + 1, c) || !dead(p, r + 1, c + 1)) gg_svg_line(w, x1, y2, x1 + 4, y2, red);
            }
            if (r + 1 < n && dead(p, r + 1, c)) {
                if (c == 0 || !dead(p, r, c - 1) || !dead(p, r + 1, c - 1)) gg_svg_line(w, x0, y2, x0, y2 + 4, red);
                if (c + 1 == n || !dead(p, r, c + 1) || !dead(p, r + 1, c + 1)) gg_svg_line(w, x1, y2, x1, y2 + 4, red);
            }
        }
}

/* One shade swatch per step of the scale, for the changes the board has (sign -1 or +1). */
static double legend_steps(const panel *p, double lx, double ly, int sign)
{
    int64_t steps[3] = {p->scale, (p->scale + 1) / 2, 1};
    for (int k = 0; k < 3; k++) {
        if (k > 0 && steps[k] == steps[k - 1]) continue;
        char attrs[96];
        shade(attrs, sizeof attrs, sign * steps[k], p->scale);
        gg_svg_rect(p->w, lx, ly - 8, 22, 16, attrs);
        if (sign > 0)
            gg_svg_text(p->w, lx + 34, ly + 4, "font-size=\"12\"", "+%lld: %lld more white stone%s dead",
                        (long long)steps[k], (long long)steps[k], steps[k] == 1 ? "" : "s");
        else
            gg_svg_text(p->w, lx + 34, ly + 4, "font-size=\"12\"", "-%lld: %lld fewer", (long long)steps[k],
                        (long long)steps[k]);
        ly += 20;
    }
    return ly;
}

static void draw_legend(const panel *p, double lx, double ly)
{
    gg_writer *w = p->w;
    gg_svg_text(w, lx, ly + 4, "font-size=\"13\" font-weight=\"bold\"", "Legend");
    ly += 20;
    gg_svg_line(w, lx, ly, lx + 26, ly, "stroke=\"#d62728\" stroke-width=\"3\"");
    gg_svg_text(w, lx + 34, ly + 4, "font-size=\"12\"", "white group dead as given (no liberty)");
    ly += 24;
    gg_svg_text(w, lx, ly + 4, "font-size=\"12\"", "Shade and number on a stone: flip that stone");
    ly += 16;
    gg_svg_text(w, lx, ly + 4, "font-size=\"12\"", "alone, count dead white stones, minus %lld:", (long long)p->base);
    ly += 18;
    if (p->more > 0) ly = legend_steps(p, lx, ly, +1);
    if (p->fewer > 0) ly = legend_steps(p, lx, ly, -1);
    gg_svg_rect(w, lx, ly - 8, 22, 16, "fill=\"#e3b868\" stroke=\"#8a6a2f\"");
    gg_svg_text(w, lx + 34, ly + 4, "font-size=\"12\"", "no shade: the flip changes nothing");
    ly += 24;
    gg_svg_text(w, lx, ly + 4, "font-size=\"11\" fill=\"#555\"", "A stone lives if it touches an empty point");
    ly += 14;
    gg_svg_text(w, lx, ly + 4, "font-size=\"11\" fill=\"#555\"", "or is in one group with a living stone.");
}

/* One panel: solve the board, then header, board, marks and legend. */
static gg_status draw_panel(gg_ctx *ctx, gg_go_solver *sv, const drawn *d, int64_t index, double y0)
{
    panel p = {.w = ctx->out, .sv = sv, .b = {d->n, d->n, d->cell}};
    gg_status s = gg_go_solve(sv, &p.b, ctx->diag);
    if (s != GG_OK) return s;
    panel_counts(&p);
    p.gx = MARGIN + LABEL;
    p.gy = y0 + HEADER + LABEL;
    draw_header(&p, index, y0);
    draw_grid(&p);
    draw_stones(&p);
    draw_dead(&p);
    draw_legend(&p, p.gx + d->n * CELL + 30.0, p.gy);
    return ctx->out->err;
}

/* The boards to draw (all, or board `only`), copied, with the limits checked. */
typedef struct board_set {
    drawn *boards;
    int64_t count, total;
} board_set;

static gg_status read_boards(gg_ctx *ctx, int64_t only, board_set *set)
{
    int64_t t = 0;
    gg_status s = gg_go_read_count(ctx->in, &t);
    if (s != GG_OK) return s;
    set->total = t;
    if (only > t)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--case %lld: the input has %lld board%s", (long long)only,
                           (long long)t, t == 1 ? "" : "s");
    if (!only && t > DRAW_MAX_BOARDS)
        return gg_diag_set(ctx->diag, GG_EINPUT, "draw shows at most %d boards at once (this input has %lld): pick one with --case K",
                           DRAW_MAX_BOARDS, (long long)t);
    /* at most DRAW_MAX_BOARDS boards kept */
    if (!(set->boards = calloc(only ? 1 : (size_t)t, sizeof *set->boards))) return gg_diag_nomem(ctx->diag);
    gg_go_input in = {0};
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        if ((s = gg_go_read_board(ctx->in, &in)) != GG_OK) break;
        if (only && i + 1 != only) continue;
        uint32_t n = in.board.rows;
        if (n > DRAW_MAX_SIDE) {
            s = gg_diag_set(ctx->diag, GG_EINPUT, "board %lld: draw shows boards up to %dx%d (this one is %ux%u)",
                            (long long)i + 1, DRAW_MAX_SIDE, DRAW_MAX_SIDE, n, n);
            break;
        }
        drawn *d = &set->boards[set->count];
        if (!(d->cell = malloc((size_t)n * n))) {
            s = gg_diag_nomem(ctx->diag);
            break;
        }
        d->n = n;
        memcpy(d->cell, in.board.cell, (size_t)n * n);
        set->count++;
    }
    gg_go_input_fini(&in);
    return s == GG_OK ? gg_read_end(ctx->in, "the last board") : s;
}

gg_status gg_go_draw_action(gg_ctx *ctx)
{
    const char *const known[] = {"case", NULL};
    int64_t only;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "case", 0, GG_GO_MAX_T, 0, &only);
    if (s != GG_OK) return s;
    board_set set = {0};
    s = read_boards(ctx, only, &set);
    /* layout */
    double width = MIN_WIDTH, height = 2 * MARGIN;
    for (int64_t i = 0; i < set.count; i++) {
        height += panel_height(set.boards[i].n);
        if (panel_width(set.boards[i].n) > width) width = panel_width(set.boards[i].n);
    }
    gg_go_solver *sv = NULL;
    if (s == GG_OK) s = gg_go_solver_new(&sv, ctx->diag);
    if (s == GG_OK) {
        gg_svg_begin(ctx->out, width, height, "Go: flip one stone");
        double y = MARGIN;
        for (int64_t i = 0; i < set.count && s == GG_OK; i++) {
            s = draw_panel(ctx, sv, &set.boards[i], only ? only : i + 1, y);
            y += panel_height(set.boards[i].n);
        }
        gg_svg_end(ctx->out);
    }
    gg_go_solver_free(sv);
    for (int64_t i = 0; i < set.count; i++) free(set.boards[i].cell);
    free(set.boards);
    return s;
}
