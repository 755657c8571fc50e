/* draw.c: `gridgames knightmare draw` — an SVG picture of a start: two copies of the board,
 * each shaded by one knight distance field (to white's target on the left, to black's on the
 * right; darker = farther, numbers when the cells are large enough), with row and column
 * numbers, both knights, both targets, and the player's plan: the side it chooses and the
 * path the plan follows if the other knight never comes into reach (through the opponent's
 * target first, when the plan says so: the same path the caption describes), with the
 * opponent's quickest route to its own target dashed. Read -> layout -> panels -> legend; the
 * picture is as wide as its longest line of text (0.6 em per character). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "../../core/svg.h"

#define MARGIN 40.0
#define GAP 50.0
#define HEAD 114.0
#define FOOT 86.0 /* column numbers and the two legend lines */
#define LINES 6    /* lines of text outside the panels */

static void shade(char *out, size_t sz, int d, int maxd, int dark)
{
    double t = maxd > 0 ? (double)d / maxd : 0.0;
    /* from a pale yellow (near) to a deep blue (far); dark squares a little darker */
    double r = 255 - t * (255 - 40), g = 248 - t * (248 - 70), b = 220 - t * (220 - 150);
    if (dark) {
        r *= 0.93;
        g *= 0.93;
        b *= 0.93;
    }
    snprintf(out, sz, "fill=\"#%02x%02x%02x\" shape-rendering=\"crispEdges\"", (int)r, (int)g, (int)b);
}

/* The distance number's colour and halo on a cell of shade `fill` (fill="#rrggbb"): dark text
 * on light cells, white on dark ones, with a halo of the cell's colour so a route drawn across
 * the cell never hides it. */
static void number_style(char *out, size_t sz, const char *fill)
{
    unsigned r = 0, g = 0, b = 0;
    sscanf(fill, "fill=\"#%02x%02x%02x", &r, &g, &b);
    int dark = 0.299 * r + 0.587 * g + 0.114 * b < 150;
    snprintf(out, sz,
             "font-size=\"9\" text-anchor=\"middle\" fill=\"%s\" stroke=\"#%02x%02x%02x\" stroke-width=\"2.5\" "
             "paint-order=\"stroke\"",
             dark ? "#fff" : "#111", r, g, b);
}

/* The cells of a path, as SVG points, over a board drawn at (ox, oy) with cell size cs. */
static char *points(const int32_t *path, int len, int m, double ox, double oy, double cs)
{
    char *s = malloc((size_t)len * 32 + 1);
    if (!s) return NULL;
    size_t k = 0;
    s[0] = '\0';
    for (int i = 0; i < len; i++)
        k += (size_t)snprintf(s + k, 32, "%.1f,%.1f ", ox + (gg_knightmare_col(m, path[i]) - 0.5) * cs,
                              oy + (gg_knightmare_row(m, path[i]) - 0.5) * cs);
    return s;
}

typedef struct picture {
    gg_knightmare_start s;
    gg_knightmare_player p;
    int32_t *path, *opath; /* the plan, the opponent's quickest route */
    int len, olen;
    int maxd;              /* the largest distance in either field */
    double cs, bw, bh, gap, width, height; /* gap: between the two panels */
    char text[LINES][400]; /* title, description, path, route, targets, colours */
} picture;

static const double TEXT_Y[LINES] = {26, 46, 63, 79, 24, 42}; /* the last two below the boards */
static const double TEXT_SIZE[LINES] = {17, 12, 12, 12, 12, 12};

/* The descent along `field` from c to the cell where it is 0, appended to path. */
static void descend(const gg_knightmare_player *p, const uint16_t *field, int32_t c, int32_t *path, int *len, int cap)
{
    while (field[c] > 0 && *len < cap) {
        int32_t nb[8];
        int k = gg_knightmare_moves(p->n, p->m, c, nb);
        for (int i = 0; i < k; i++) /* the first in move order, as the player picks */
            if (field[nb[i]] + 1 == field[c]) {
                c = nb[i];
                break;
            }
        path[(*len)++] = c;
    }
}

/* Read: the start, the player, the plan and the opponent's route. */
static gg_status read_picture(gg_ctx *ctx, picture *pic)
{
    gg_status st;
    if ((st = gg_knightmare_read_start(ctx->in, &pic->s)) != GG_OK) return st;
    if ((st = gg_read_end(ctx->in, "the start")) != GG_OK) return st;
    if ((st = gg_knightmare_player_init(&pic->p, &pic->s, ctx->diag)) != GG_OK) return st;
    const gg_knightmare_player *p = &pic->p;
    int cap = 2 * GG_KNIGHTMARE_MOVE_LIMIT + 8, me = p->side, other = 1 - me;
    pic->path = malloc((size_t)cap * sizeof *pic->path);
    pic->opath = malloc((size_t)cap * sizeof *pic->opath);
    if (!pic->path || !pic->opath) return gg_diag_nomem(ctx->diag);
    pic->path[pic->len++] = p->pos[me];
    if (p->plan == GG_KNIGHTMARE_PLAN_VIA && !p->via_done) descend(p, p->dist[other], p->pos[me], pic->path, &pic->len, cap);
    descend(p, p->dist[me], pic->path[pic->len - 1], pic->path, &pic->len, cap);
    pic->opath[pic->olen++] = p->pos[other];
    descend(p, p->dist[other], p->pos[other], pic->opath, &pic->olen, cap);
    return GG_OK;
}

/* Layout: the cell size, the texts, and a picture wide enough for the longest of them. */
static void layout(picture *pic)
{
    const gg_knightmare_player *p = &pic->p;
    const gg_knightmare_start *s = &pic->s;
    int n = s->n, m = s->m, me = p->side;
    for (int32_t x = 0; x < (int32_t)(n * m); x++) { /* n m <= 10^6 */
        if (p->dist[0][x] > pic->maxd) pic->maxd = p->dist[0][x];
        if (p->dist[1][x] > pic->maxd) pic->maxd = p->dist[1][x];
    }
    pic->cs = 560.0 / (n > m ? n : m);
    if (pic->cs > 40) pic->cs = 40;
    if (pic->cs < 0.56) pic->cs = 0.56;
    pic->bw = pic->cs * m;
    pic->bh = pic->cs * n;
    snprintf(pic->text[0], sizeof pic->text[0], "Knightmare %d x %d: white (%d,%d), black (%d,%d): the player takes %s",
             n, m, s->x1, s->y1, s->x2, s->y2, gg_knightmare_side_upper[me]);
    gg_knightmare_player_describe(p, pic->text[1], sizeof pic->text[1]);
    snprintf(pic->text[2], sizeof pic->text[2],
             "Red: the plan (%d moves if the other knight stays out of reach; the player captures whenever it can).",
             pic->len - 1);
    snprintf(pic->text[3], sizeof pic->text[3], "Dashed: %s's quickest route.", gg_knightmare_side_lower[1 - me]);
    snprintf(pic->text[4], sizeof pic->text[4],
             "Targets: white's (%d,%d) in orange, black's (%d,%d) in black. White circle: white knight, black circle: "
             "black knight.", n / 2, m / 2, n / 2 + 1, m / 2);
    snprintf(pic->text[5], sizeof pic->text[5],
             "Colours: knights change square colour every move, so %s is the only side that can ever capture here.",
             ((s->x1 + s->y1) & 1) == ((s->x2 + s->y2) & 1) ? "black" : "white");
    /* the panels lie GAP apart, or farther when a panel's title is wider than its board */
    int title = snprintf(NULL, 0, "knight distance to black's target (%d,%d)", n / 2 + 1, m / 2);
    pic->gap = 0.6 * 12 * title + 12 - pic->bw;
    if (pic->gap < GAP) pic->gap = GAP;
    pic->width = 2 * MARGIN + 2 * pic->bw + pic->gap;
    if (pic->width < 760) pic->width = 760;
    for (int i = 0; i < LINES; i++) {
        double need = MARGIN + 0.6 * TEXT_SIZE[i] * (double)strlen(pic->text[i]) + 10;
        if (need > pic->width) pic->width = need;
    }
    pic->height = HEAD + pic->bh + FOOT;
}

/* The radius of a knight's marker: larger than small cells, so it may reach past the board. */
static double marker_radius(const picture *pic) { return pic->cs * 0.36 < 6 ? 6 : pic->cs * 0.36; }

/* How far a marker on an edge cell reaches past the board: the labels keep out of it. */
static double marker_reach(const picture *pic)
{
    double d = marker_radius(pic) - pic->cs * 0.5;
    return d > 0 ? d + 1 : 0;
}

/* The least step of 1, 2, 5, 10, 20, 50, ... whose labels lie `gap` pixels apart. */
static int label_step(double cs, double gap)
{
    int step = 1;
    for (int k = 0; step * cs < gap; k++) step = k % 3 == 1 ? step * 5 / 2 : step * 2;
    return step;
}

/* Row numbers left of the board, column numbers below it: 1 and the multiples of a round step,
 * spaced so the labels never crowd (a column label's width, twice a row label's height), out of
 * the knights' reach. */
static void coordinates(gg_writer *w, const picture *pic, double ox, double oy)
{
    int n = pic->s.n, m = pic->s.m;
    double cs = pic->cs, reach = marker_reach(pic);
    double colgap = 0.6 * 9 * 4 + 12, rowgap = 18; /* "1000" and a gap; two lines of 9 px */
    int step = label_step(cs, colgap), rstep = label_step(cs, rowgap);
    for (int y = 1; y <= m; y++)
        if (y == 1 || (y % step == 0 && (y - 1) * cs >= colgap))
            gg_svg_text(w, ox + (y - 0.5) * cs, oy + pic->bh + 11 + reach,
                        "font-size=\"9\" text-anchor=\"middle\" fill=\"#555\"", "%d", y);
    for (int x = 1; x <= n; x++)
        if (x == 1 || (x % rstep == 0 && (x - 1) * cs >= rowgap))
            gg_svg_text(w, ox - 3 - reach, oy + (x - 0.5) * cs + 3, "font-size=\"9\" text-anchor=\"end\" fill=\"#555\"",
                        "%d", x);
}

/* One panel: the board shaded by the distance field to `panel`'s target. */
static void draw_field(gg_writer *w, const picture *pic, int panel, double ox, double oy)
{
    int n = pic->s.n, m = pic->s.m, maxd = pic->maxd;
    double cs = pic->cs;
    const uint16_t *field = pic->p.dist[panel];
    gg_svg_text(w, ox, oy - 8 - marker_reach(pic), "font-size=\"12\" font-weight=\"bold\"",
                "knight distance to %s's target (%d,%d)", gg_knightmare_side_lower[panel], n / 2 + panel, m / 2);
    /* big boards: one rectangle per block of blk x blk cells, shaded by its first cell */
    int big = n > m ? n : m, blk = (big + 119) / 120;
    for (int x = 1; x <= n; x += blk)
        for (int y = 1; y <= m; y += blk) {
            char fill[64];
            int32_t cell = gg_knightmare_cell(m, x, y);
            int hx = x + blk - 1 > n ? n - x + 1 : blk, wy = y + blk - 1 > m ? m - y + 1 : blk;
            shade(fill, sizeof fill, field[cell], maxd, blk == 1 && ((x + y) & 1));
            gg_svg_rect(w, ox + (y - 1) * cs, oy + (x - 1) * cs, cs * wy, cs * hx, fill);
        }
    gg_svg_rect(w, ox, oy, pic->bw, pic->bh, "fill=\"none\" stroke=\"#333\" stroke-width=\"1\"");
    coordinates(w, pic, ox, oy);
}

/* The distance numbers, over the routes (on a halo), where cells are large enough (boards up to
 * 35: distances below 100 fit a cell), except under the knights, whose markers stand there. */
static void draw_numbers(gg_writer *w, const picture *pic, int panel, double ox, double oy)
{
    int n = pic->s.n, m = pic->s.m;
    double cs = pic->cs;
    if (cs < 16) return;
    const uint16_t *field = pic->p.dist[panel];
    for (int x = 1; x <= n; x++)
        for (int y = 1; y <= m; y++) {
            char fill[64], style[256];
            int32_t cell = gg_knightmare_cell(m, x, y);
            if (cell == pic->p.pos[0] || cell == pic->p.pos[1]) continue;
            shade(fill, sizeof fill, field[cell], pic->maxd, (x + y) & 1);
            number_style(style, sizeof style, fill);
            gg_svg_text(w, ox + (y - 0.5) * cs, oy + (x - 0.5) * cs + cs * 0.14, style, "%d", field[cell]);
        }
}

/* One panel's pieces under the numbers: the targets, the route, the plan. */
static void draw_pieces(gg_writer *w, const picture *pic, double ox, double oy)
{
    const gg_knightmare_player *p = &pic->p;
    int m = pic->s.m;
    double cs = pic->cs;
    for (int t = 0; t < 2; t++) {
        int32_t tc = p->target[t];
        char attrs[128];
        snprintf(attrs, sizeof attrs, "fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"", t ? "#111" : "#e8a100",
                 cs >= 8 ? 3 : 1.5);
        double ts = cs < 10 ? 10 : cs; /* at least 10 px, centred on the cell */
        gg_svg_rect(w, ox + (gg_knightmare_col(m, tc) - 0.5) * cs - ts / 2,
                    oy + (gg_knightmare_row(m, tc) - 0.5) * cs - ts / 2, ts, ts, attrs);
    }
    char *pts = points(pic->opath, pic->olen, m, ox, oy, cs);
    if (pts) {
        gg_svg_polyline(w, pts, "fill=\"none\" stroke=\"#555\" stroke-width=\"2\" stroke-dasharray=\"5,4\" stroke-linejoin=\"round\"");
        free(pts);
    }
    pts = points(pic->path, pic->len, m, ox, oy, cs);
    if (pts) {
        gg_svg_polyline(w, pts, "fill=\"none\" stroke=\"#d62728\" stroke-width=\"3\" stroke-opacity=\"0.85\" stroke-linejoin=\"round\"");
        free(pts);
    }
}

/* One panel's knights, over everything else. */
static void draw_knights(gg_writer *w, const picture *pic, double ox, double oy)
{
    const gg_knightmare_player *p = &pic->p;
    int m = pic->s.m;
    double cs = pic->cs;
    double r = marker_radius(pic);
    for (int k = 0; k < 2; k++) {
        int32_t kc = p->pos[k];
        double cx = ox + (gg_knightmare_col(m, kc) - 0.5) * cs, cy = oy + (gg_knightmare_row(m, kc) - 0.5) * cs;
        gg_svg_circle(w, cx, cy, r, k ? "fill=\"#111\" stroke=\"#fff\" stroke-width=\"1.5\"" : "fill=\"#fff\" stroke=\"#111\" stroke-width=\"1.5\"");
        if (r >= 7)
            gg_svg_text(w, cx, cy + r * 0.4, k ? "font-size=\"11\" text-anchor=\"middle\" fill=\"#fff\" font-weight=\"bold\""
                                               : "font-size=\"11\" text-anchor=\"middle\" fill=\"#111\" font-weight=\"bold\"",
                        "%s", k ? "B" : "W");
    }
}

gg_status gg_knightmare_draw_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status st = gg_args_check(ctx, known);
    if (st != GG_OK) return st;
    picture *pic = calloc(1, sizeof *pic);
    if (!pic) return gg_diag_nomem(ctx->diag);
    st = read_picture(ctx, pic);
    if (st == GG_OK) {
        gg_writer *w = ctx->out;
        layout(pic);
        gg_svg_begin(w, pic->width, pic->height, "Knightmare");
        for (int i = 0; i < 4; i++)
            gg_svg_text(w, MARGIN, TEXT_Y[i], i ? "font-size=\"12\" fill=\"#333\"" : "font-size=\"17\" font-weight=\"bold\"",
                        "%s", pic->text[i]);
        for (int panel = 0; panel < 2; panel++) {
            double ox = MARGIN + panel * (pic->bw + pic->gap);
            draw_field(w, pic, panel, ox, HEAD);
            draw_pieces(w, pic, ox, HEAD);
            draw_numbers(w, pic, panel, ox, HEAD);
            draw_knights(w, pic, ox, HEAD);
        }
        for (int i = 4; i < LINES; i++) /* the legend */
            gg_svg_text(w, MARGIN, HEAD + pic->bh + 18 + TEXT_Y[i], "font-size=\"12\" fill=\"#333\"", "%s", pic->text[i]);
        gg_svg_end(w);
        st = w->err;
    }
    free(pic->path);
    free(pic->opath);
    gg_knightmare_player_fini(&pic->p);
    free(pic);
    return st;
}
