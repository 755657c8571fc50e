/* draw.c: `gridgames knightmare draw` — an SVG picture of a start: two copies of the board,
 * each shaded by one knight distance field (to white's target on the left, to black's on the
 * right; darker = farther, numbers when the cells are large enough), both knights, both
 * targets, and the player's plan: the side it chooses and the path it follows if the other
 * knight never comes into reach (through the opponent's target first, when the plan says so),
 * with the opponent's quickest route to its own target dashed. */
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"
#include "core/svg.h"

#define MARGIN 40.0
#define GAP 50.0
#define HEAD 106.0

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

gg_status gg_knightmare_draw_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status st = gg_args_check(ctx, known);
    if (st != GG_OK) return st;
    gg_knightmare_start s;
    if ((st = gg_knightmare_read_start(ctx->in, &s)) != GG_OK) return st;
    if ((st = gg_read_end(ctx->in, "the start")) != GG_OK) return st;
    gg_knightmare_player p;
    if ((st = gg_knightmare_player_init(&p, &s, ctx->diag)) != GG_OK) return st;
    int n = s.n, m = s.m, me = p.side, other = 1 - me;
    /* the plan, with the other knight standing still */
    int cap = 2 * GG_KNIGHTMARE_MOVE_LIMIT + 8;
    int32_t *path = malloc((size_t)cap * sizeof *path), *opath = malloc((size_t)cap * sizeof *opath);
    if (!path || !opath) {
        free(path);
        free(opath);
        gg_knightmare_player_fini(&p);
        return gg_diag_nomem(ctx->diag);
    }
    int len = 0, olen = 0;
    gg_knightmare_player sim = p; /* shares the fields; only positions and counters change */
    path[len++] = sim.pos[me];
    while (len < cap && sim.moves < GG_KNIGHTMARE_MOVE_LIMIT) {
        int32_t c = gg_knightmare_player_next(&sim);
        gg_knightmare_player_apply(&sim, (gg_knightmare_side)me, c);
        path[len++] = c;
        if (gg_knightmare_after_move(n, m, GG_KNIGHTMARE_RULE_MOVER, sim.pos[0], sim.pos[1], (gg_knightmare_side)me) !=
            GG_KNIGHTMARE_GOING)
            break;
    }
    /* the opponent's quickest route to its own target */
    int32_t c = p.pos[other];
    opath[olen++] = c;
    while (p.dist[other][c] > 0 && olen < cap) {
        int32_t nb[8];
        int k = gg_knightmare_moves(n, m, c, nb);
        for (int i = 0; i < k; i++)
            if (p.dist[other][nb[i]] + 1 == p.dist[other][c]) {
                c = nb[i];
                break;
            }
        opath[olen++] = c;
    }
    int maxd = 0;
    for (int32_t x = 0; x < (int32_t)(n * m); x++) {
        if (p.dist[0][x] > maxd) maxd = p.dist[0][x];
        if (p.dist[1][x] > maxd) maxd = p.dist[1][x];
    }
    double cs = 560.0 / (n > m ? n : m);
    if (cs > 40) cs = 40;
    if (cs < 0.56) cs = 0.56;
    double bw = cs * m, bh = cs * n;
    double width = 2 * MARGIN + 2 * bw + GAP, height = HEAD + bh + 70;
    if (width < 760) width = 760;
    gg_writer *w = ctx->out;
    gg_svg_begin(w, width, height, "Knightmare");
    char desc[400];
    gg_knightmare_player_describe(&p, desc, sizeof desc);
    gg_svg_text(w, MARGIN, 26, "font-size=\"17\" font-weight=\"bold\"",
                "Knightmare %d x %d: white (%d,%d), black (%d,%d): the player takes %s", n, m, s.x1, s.y1, s.x2, s.y2,
                gg_knightmare_side_upper[me]);
    gg_svg_text(w, MARGIN, 46, "font-size=\"12\" fill=\"#333\"", "%s", desc);
    gg_svg_text(w, MARGIN, 63, "font-size=\"12\" fill=\"#333\"",
                "Red: the player's path (%d moves if the other knight stays out of reach; it captures whenever it can).",
                len - 1);
    gg_svg_text(w, MARGIN, 79, "font-size=\"12\" fill=\"#333\"", "Dashed: %s's quickest route.",
                gg_knightmare_side_lower[other]);
    for (int panel = 0; panel < 2; panel++) {
        double ox = MARGIN + panel * (bw + GAP), oy = HEAD;
        const uint16_t *field = p.dist[panel];
        gg_svg_text(w, ox, oy - 8, "font-size=\"12\" font-weight=\"bold\"", "knight distance to %s's target (%d,%d)",
                    gg_knightmare_side_lower[panel], n / 2 + panel, m / 2);
        /* big boards: one rectangle per block of blk x blk cells, shaded by its first cell */
        int big = n > m ? n : m, blk = (big + 119) / 120;
        for (int x = 1; x <= n; x += blk)
            for (int y = 1; y <= m; y += blk) {
                char fill[64];
                int32_t cell = gg_knightmare_cell(m, x, y);
                int hx = x + blk - 1 > n ? n - x + 1 : blk, wy = y + blk - 1 > m ? m - y + 1 : blk;
                shade(fill, sizeof fill, field[cell], maxd, blk == 1 && ((x + y) & 1));
                gg_svg_rect(w, ox + (y - 1) * cs, oy + (x - 1) * cs, cs * wy, cs * hx, fill);
                if (cs >= 16)
                    gg_svg_text(w, ox + (y - 0.5) * cs, oy + (x - 0.5) * cs + cs * 0.14,
                                field[cell] * 2 > maxd ? "font-size=\"9\" text-anchor=\"middle\" fill=\"#eee\""
                                                       : "font-size=\"9\" text-anchor=\"middle\" fill=\"#555\"",
                                "%d", field[cell]);
            }
        gg_svg_rect(w, ox, oy, bw, bh, "fill=\"none\" stroke=\"#333\" stroke-width=\"1\"");
        for (int t = 0; t < 2; t++) {
            int32_t tc = p.target[t];
            double sw = cs >= 8 ? 3 : 1.5;
            char attrs[128];
            snprintf(attrs, sizeof attrs, "fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"", t ? "#111" : "#e8a100", sw);
            double ts = cs < 10 ? 10 : cs; /* at least 10 px, centred on the cell */
            gg_svg_rect(w, ox + (gg_knightmare_col(m, tc) - 0.5) * cs - ts / 2,
                        oy + (gg_knightmare_row(m, tc) - 0.5) * cs - ts / 2, ts, ts, attrs);
        }
        char *pts = points(opath, olen, m, ox, oy, cs);
        if (pts) {
            gg_svg_polyline(w, pts, "fill=\"none\" stroke=\"#555\" stroke-width=\"2\" stroke-dasharray=\"5,4\" stroke-linejoin=\"round\"");
            free(pts);
        }
        pts = points(path, len, m, ox, oy, cs);
        if (pts) {
            gg_svg_polyline(w, pts, "fill=\"none\" stroke=\"#d62728\" stroke-width=\"3\" stroke-opacity=\"0.85\" stroke-linejoin=\"round\"");
            free(pts);
        }
        double r = cs * 0.36 < 6 ? 6 : cs * 0.36;
        for (int k = 0; k < 2; k++) {
            int32_t kc = p.pos[k];
            double cx = ox + (gg_knightmare_col(m, kc) - 0.5) * cs, cy = oy + (gg_knightmare_row(m, kc) - 0.5) * cs;
            gg_svg_circle(w, cx, cy, r, k ? "fill=\"#111\" stroke=\"#fff\" stroke-width=\"1.5\"" : "fill=\"#fff\" stroke=\"#111\" stroke-width=\"1.5\"");
            if (r >= 7)
                gg_svg_text(w, cx, cy + r * 0.4, k ? "font-size=\"11\" text-anchor=\"middle\" fill=\"#fff\" font-weight=\"bold\""
                                                   : "font-size=\"11\" text-anchor=\"middle\" fill=\"#111\" font-weight=\"bold\"",
                            "%s", k ? "B" : "W");
        }
    }
    gg_svg_text(w, MARGIN, HEAD + bh + 24, "font-size=\"12\" fill=\"#333\"",
                "Targets: white's (%d,%d) in orange, black's (%d,%d) in black. White circle: white knight, black circle: black knight.",
                n / 2, m / 2, n / 2 + 1, m / 2);
    gg_svg_text(w, MARGIN, HEAD + bh + 42, "font-size=\"12\" fill=\"#333\"",
                "Colours: knights change square colour every move, so %s is the only side that can ever capture here.",
                ((s.x1 + s.y1) & 1) == ((s.x2 + s.y2) & 1) ? "black" : "white");
    gg_svg_end(w);
    free(path);
    free(opath);
    gg_knightmare_player_fini(&p);
    return w->err;
}
