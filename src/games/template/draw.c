/* draw.c: `gridgames template draw` — one SVG of the whole input: per test case a strip of
 * the heaps 0..n, each coloured by who wins it (the player to move or the other), the real
 * heap outlined and, when First wins, the heap a winning first move leaves ringed in red.
 * The steps every draw action follows: read -> layout -> panels -> legend. */
#include <stdio.h>

#include "../../core/svg.h"
#include "internal.h"

#define DRAW_MAX_CASES 20
#define DRAW_MAX_N 99      /* heaps up to 99: at most five rows of cells */
#define PER_ROW 20
#define CELL 30.0
#define MARGIN 24.0
#define TITLE_H 34.0
#define LEGEND_H 40.0

typedef struct picture {
    int64_t t;
    gg_template_case cases[DRAW_MAX_CASES];
    double top[DRAW_MAX_CASES + 1];  /* y of each panel; top[t] is the legend's */
    double width, height;
} picture;

/* read: the whole input, refusing what does not fit in a picture. */
static gg_status read_picture(gg_ctx *ctx, picture *p)
{
    uint64_t total_n = 0;
    gg_status s = gg_template_read_count(ctx->in, &p->t);
    if (s == GG_OK && p->t > DRAW_MAX_CASES)
        return gg_diag_set(ctx->diag, GG_EINPUT, "%lld test cases are too many for a picture (at most %d)",
                           (long long)p->t, DRAW_MAX_CASES);
    for (int64_t i = 0; i < p->t && s == GG_OK; i++) {
        s = gg_template_read_case(ctx->in, &p->cases[i], &total_n);
        if (s == GG_OK && p->cases[i].n > DRAW_MAX_N)
            s = gg_diag_set(ctx->diag, GG_EINPUT, "test case %lld: a heap of %lld is too large for a picture (n <= %d)",
                            (long long)i + 1, (long long)p->cases[i].n, DRAW_MAX_N);
    }
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last test case");
    return s;
}

/* layout: each panel is a title line and as many rows of cells as its heaps need. */
static void layout(picture *p)
{
    double y = MARGIN;
    for (int64_t i = 0; i < p->t; i++) {
        int rows = (int)(p->cases[i].n / PER_ROW) + 1;
        p->top[i] = y;
        y += TITLE_H + rows * CELL + MARGIN;
    }
    p->top[p->t] = y;
    p->width = 2 * MARGIN + PER_ROW * CELL;
    p->height = y + LEGEND_H;
}

/* panels: one test case, solved, as a strip of heaps. */
static void panel(gg_writer *w, const gg_template_case *c, int64_t index, double y0, const uint8_t *win)
{
    char sizes[GG_TEMPLATE_MAX_K * 9 + 1];
    size_t len = 0;
    for (int j = 0; j < c->k; j++) /* sizes have at most 7 digits: no truncation */
        len += (size_t)snprintf(sizes + len, sizeof sizes - len, j ? ", %lld" : "%lld", (long long)c->s[j]);
    gg_svg_text(w, MARGIN, y0 + 20, "font-size=\"15\" font-weight=\"bold\"", "Case %lld: heap %lld, sizes {%s}: %s wins",
                (long long)index + 1, (long long)c->n, sizes, win[c->n] ? "First" : "Second");
    int64_t target = -1; /* the heap a winning move leaves */
    for (int j = 0; j < c->k && win[c->n]; j++)
        if (c->s[j] <= c->n && !win[c->n - c->s[j]]) target = c->n - c->s[j];
    for (int64_t h = 0; h <= c->n; h++) {
        double x = MARGIN + (double)(h % PER_ROW) * CELL, y = y0 + TITLE_H + (double)(h / PER_ROW) * CELL;
        gg_svg_rect(w, x, y, CELL, CELL, win[h] ? "fill=\"#cfe8cf\" stroke=\"#888\"" : "fill=\"#bdbdbd\" stroke=\"#888\"");
        gg_svg_text(w, x + CELL / 2, y + CELL / 2 + 4, "font-size=\"11\" text-anchor=\"middle\"", "%lld", (long long)h);
        if (h == c->n) gg_svg_rect(w, x + 1, y + 1, CELL - 2, CELL - 2, "fill=\"none\" stroke=\"#2b5fa8\" stroke-width=\"3\"");
        if (h == target) gg_svg_circle(w, x + CELL / 2, y + CELL / 2, CELL * 0.42, "fill=\"none\" stroke=\"#d62728\" stroke-width=\"2\"");
    }
}

/* legend: what the colours and marks mean. */
static void legend(gg_writer *w, double y)
{
    gg_svg_rect(w, MARGIN, y, 12, 12, "fill=\"#cfe8cf\" stroke=\"#888\"");
    gg_svg_text(w, MARGIN + 18, y + 11, "font-size=\"12\"", "the player to move wins");
    gg_svg_rect(w, MARGIN + 180, y, 12, 12, "fill=\"#bdbdbd\" stroke=\"#888\"");
    gg_svg_text(w, MARGIN + 198, y + 11, "font-size=\"12\"", "the player to move loses");
    gg_svg_text(w, MARGIN, y + 28, "font-size=\"12\" fill=\"#555\"",
                "blue: the heap of the test case; red ring: the heap a winning first move leaves");
}

gg_status gg_template_draw_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    picture p;
    if (s == GG_OK) s = read_picture(ctx, &p);
    if (s != GG_OK) return s;
    layout(&p);
    gg_template_solver sv;
    gg_template_solver_init(&sv);
    gg_svg_begin(ctx->out, p.width, p.height, "Template: a subtraction game");
    for (int64_t i = 0; i < p.t && s == GG_OK; i++) {
        int first;
        s = gg_template_solve(&sv, &p.cases[i], &first, ctx->diag);
        if (s == GG_OK) panel(ctx->out, &p.cases[i], i, p.top[i], sv.win);
    }
    if (s == GG_OK) {
        legend(ctx->out, p.top[p.t]);
        gg_svg_end(ctx->out);
    }
    gg_template_solver_fini(&sv);
    return s == GG_OK ? ctx->out->err : s;
}
