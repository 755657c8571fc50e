/* game.c: the lame queen's entry in the game table: the actions, the examples and explain. */
#include <stdio.h>

#include "lamequeen_private.h"

/* The P-positions of column x inside [y1, y2] (at most one: one per column), or 0. */
static gg_status p_in_column(gg_lamequeen_solver *sv, uint64_t x, uint64_t y1, uint64_t y2,
                             uint64_t *y)
{
    gg_lamequeen_rect q = {x, y1, x, y2};
    uint64_t c;
    gg_status s = gg_lamequeen_solver_count(sv, &q, &c);
    *y = 0;
    if (s != GG_OK || c == 0) return s;
    uint64_t lo = y1, hi = y2;
    while (lo < hi) {
        q.y2 = lo + (hi - lo) / 2;
        if ((s = gg_lamequeen_solver_count(sv, &q, &c)) != GG_OK) return s;
        if (c > 0) hi = q.y2;
        else lo = q.y2 + 1;
    }
    *y = lo;
    return GG_OK;
}

/* One line per query: the count, the area, and either the P-positions themselves (a few,
 * in a narrow rectangle) or how the count compares with the one-per-row bound. */
static gg_status lq_explain(gg_ctx *ctx)
{
    int d;
    uint64_t t;
    gg_status s = lq_read_header(ctx->in, &d, &t);
    if (s != GG_OK) return s;
    gg_lamequeen_solver sv;
    if (gg_lamequeen_solver_init(&sv, d) != GG_OK) return gg_diag_nomem(ctx->diag);
    char who[64];
    lq_names nm;
    snprintf(who, sizeof who, "d = %d", d);
    lq_names_init(&nm, gg_lamequeen_limit(d), who);
    for (uint64_t i = 1; i <= t && s == GG_OK; i++) {
        gg_lamequeen_rect q;
        uint64_t c;
        if ((s = lq_read_rect(ctx->in, &nm, i, t, &q)) != GG_OK) break;
        if ((s = gg_lamequeen_solver_count(&sv, &q, &c)) != GG_OK) break;
        uint64_t w = q.x2 - q.x1 + 1, h = q.y2 - q.y1 + 1;
        gg_writef(ctx->out, "query %llu: [%llu,%llu] x [%llu,%llu], %llu x %llu cells: %llu P-position%s",
                  (unsigned long long)i, (unsigned long long)q.x1, (unsigned long long)q.x2,
                  (unsigned long long)q.y1, (unsigned long long)q.y2, (unsigned long long)w,
                  (unsigned long long)h, (unsigned long long)c, c == 1 ? "" : "s");
        if (c > 0 && c <= 6 && w <= 2000) {
            gg_write_str(ctx->out, ":");
            for (uint64_t x = q.x1; x <= q.x2 && s == GG_OK; x++) {
                uint64_t y;
                if ((s = p_in_column(&sv, x, q.y1, q.y2, &y)) == GG_OK && y)
                    gg_writef(ctx->out, " (%llu,%llu)", (unsigned long long)x, (unsigned long long)y);
            }
            gg_write_str(ctx->out, "; Chef (second) wins from exactly these starts");
        } else if (c == 0) {
            gg_write_str(ctx->out, "; every start lets Code move to a P-position, Chef never wins");
        } else {
            gg_writef(ctx->out, " (one per row and column allows at most %llu)",
                      (unsigned long long)(w < h ? w : h));
        }
        gg_write_str(ctx->out, " -> ");
        lq_write_fraction(ctx->out, c, &q);
    }
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last query");
    gg_lamequeen_solver_free(&sv);
    if (s == GG_ENOMEM) return gg_diag_nomem(ctx->diag);
    return s;
}

static const gg_action actions[] = {
    {"solve", "", "read the judge input, print each query's probability that Chef wins",
     lq_action_solve},
    {"oracle", "", "the same answers by dynamic programming from the move rules (coordinates <= 3000)",
     lq_action_oracle},
    {"verify", "[--slow] [--seed S]",
     "check generator, counts and closed form against the rules-only DP and each other",
     lq_action_verify},
    {"gen", "[--seed S] [--d D|LO..HI] [--t T|LO..HI] [--max M|LO..HI]",
     "print a seeded random judge input", lq_action_gen},
    {"draw", "[--d D --window X0 Y0 X1 Y1]",
     "an SVG of the P-positions in a window (or of a judge input's rectangles) and the lines they hug",
     lq_action_draw},
    {"analyze", "", "read a position \"d x y\"; print its value and every move's value", lq_action_analyze},
    {"play", "[--side first|second] [--position FILE] [--seed S]",
     "play against perfect play (a terminal view, or a line protocol when not on a terminal)", lq_action_play},
    {"stress", "[--seed S] [--rounds N] [--size small|medium|contest|LO..HI] [--time-limit MS] [--save DIR] [--quiet] -- CMD...",
     "run CMD on growing generated inputs against solve; shrink and show the first failure (size: queries, coordinates up to 2x)",
     lq_action_stress},
    {NULL, NULL, NULL, NULL},
};

static const gg_example examples[] = {
    {"the judge's sample", "1 4\n1 1 4 4\n2 4 5 8\n3 7 10 10\n5 8 5 8\n"},
    {"d = 2: the first P-positions (1,1) (2,2) (3,4) (4,3) (5,7) ...", "2 3\n1 1 5 5\n5 7 5 7\n1 1 12 12\n"},
    {"the ordinary queen far out: Wythoff pairs near 10^18, exact in integers",
     "1 2\n1 1 1000000000000000000 1000000000000000000\n999999999999999000 1 1000000000000000000 1000000000000000000\n"},
    {NULL, NULL},
};

const gg_game gg_game_lamequeen = {
    "lamequeen",
    "Lame queen",
    "a queen whose diagonal steps are multiples of d: P-positions per rectangle (CodeChef LAMQUGAM)",
    actions,
    examples,
    lq_explain,
    0,
};
