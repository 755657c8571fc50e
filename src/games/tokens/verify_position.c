/* verify_position.c: the position/move API (position.c) against the rules oracle.
 *
 * For seeded random sets of 1 to 4 tokens in a 3 x 3 box and every white start in the 5 x 5
 * window around it: the value of the position (white to move) and of every legal white step,
 * as gg_tokens_pos_ops gives them, against proofs from the rules alone (window.c): black wins
 * where the window retrograde analysis (radius 4) proves it, white wins where the run search
 * proves that white can step one way forever. A white step leaves black to move: black wins
 * when some of its 4^k replies is a proven black win, white wins when every reply is a proven
 * white win. The set of legal steps must be exactly the steps onto no token. Any contradiction
 * fails; positions and steps that the rules oracle cannot decide are counted and reported.
 * Then larger sets against the characterization point by point (check_larger). */
#include <stdlib.h>
#include <string.h>

#include <gridgames/play.h>

#include "../../core/verify.h"
#include "internal.h"

#define BOX 3               /* tokens in [0, BOX)^2 */
#define MARGIN 1            /* white in [-MARGIN, BOX + MARGIN)^2 */

static const char LET[4] = {'R', 'L', 'U', 'D'};
static const int SX[4] = {1, -1, 0, 0}, SY[4] = {0, 0, 1, -1};

/* The rules' verdict for white to move: 1 black proven, 0 white proven, -1 undecided, 2 both. */
static int rules_white_to_move(const gg_tokens_window *w, const int64_t *dx, const int64_t *dy, size_t k)
{
    int black = gg_tokens_window_black_wins(w, dx, dy, k) == 1, white = gg_tokens_white_runs_free(dx, dy, k);
    return black && white ? 2 : black ? 1 : white ? 0 : -1;
}

/* Black to move at offsets (dx, dy): the same verdict over all of black's replies. */
static int rules_black_to_move(const gg_tokens_window *w, const int64_t *dx, const int64_t *dy, size_t k)
{
    int64_t ex[4], ey[4];
    int all_white = 1;
    for (unsigned code = 0; code < (1u << (2 * k)); code++) {
        for (size_t i = 0; i < k; i++) {
            int d = (int)(code >> (2 * i) & 3);
            ex[i] = dx[i] + SX[d], ey[i] = dy[i] + SY[d];
        }
        int r = rules_white_to_move(w, ex, ey, k);
        if (r == 2) return 2;
        if (r == 1) return 1;
        if (r != 0) all_white = 0;
    }
    return all_white ? 0 : -1;
}

typedef struct pos_tally {
    uint64_t positions, steps, undecided;
} pos_tally;

static gg_status report(gg_ctx *ctx, const gg_tokens_point *p, size_t k, int64_t wx, int64_t wy, const char *what)
{
    gg_writef(ctx->out, "DISAGREEMENT (analyze vs rules): white at (%lld,%lld), tokens", (long long)wx, (long long)wy);
    for (size_t i = 0; i < k; i++) gg_writef(ctx->out, " (%d,%d)", p[i].x, p[i].y);
    gg_writef(ctx->out, ": %s\n", what);
    return gg_diag_set(ctx->diag, GG_ECHECK, "analyze: %s", what);
}

/* One start: the position's value and every step's, against the rules. */
static gg_status check_start(gg_ctx *ctx, const gg_tokens_window *w, const gg_tokens_point *p, size_t k, int64_t wx,
                             int64_t wy, pos_tally *t)
{
    gg_pos *pos;
    gg_eval e;
    gg_move_list l = {0};
    gg_status s = gg_tokens_pos_new(p, k, wx, wy, &pos, ctx->diag);
    if (s != GG_OK) return s;
    if ((s = gg_tokens_pos_ops.eval(pos, &e, ctx->diag)) == GG_OK) s = gg_tokens_pos_ops.moves(pos, &l, ctx->diag);
    int64_t dx[4], dy[4];
    for (size_t i = 0; i < k; i++) dx[i] = p[i].x - wx, dy[i] = p[i].y - wy;
    int r = rules_white_to_move(w, dx, dy, k);
    t->positions++;
    if (s == GG_OK && (r == 2 || (r >= 0 && (e.value == GG_VALUE_WIN) != (r == 0))))
        s = report(ctx, p, k, wx, wy, r == 2 ? "the rules prove both sides win" : "the position's value");
    t->undecided += r < 0;
    size_t next = 0;
    static const int order[4] = {2, 3, 1, 0}; /* analyze lists U D L R */
    for (int o = 0; o < 4 && s == GG_OK; o++) {
        int d = order[o], legal = 1;
        for (size_t i = 0; i < k; i++) legal &= !(dx[i] == SX[d] && dy[i] == SY[d]);
        int listed = next < l.len && l.items[next].move[0] == LET[d] && l.items[next].move[1] == 0;
        if (legal != listed) {
            s = report(ctx, p, k, wx, wy, "the legal steps");
            break;
        }
        if (!legal) continue;
        int64_t ex[4], ey[4];
        for (size_t i = 0; i < k; i++) ex[i] = dx[i] - SX[d], ey[i] = dy[i] - SY[d];
        int rb = rules_black_to_move(w, ex, ey, k);
        t->steps++;
        t->undecided += rb < 0;
        if (rb == 2 || (rb >= 0 && (l.items[next].eval.value == GG_VALUE_WIN) != (rb == 0)))
            s = report(ctx, p, k, wx, wy, "a step's value");
        next++;
    }
    if (s == GG_OK && next != l.len) s = report(ctx, p, k, wx, wy, "more moves listed than legal");
    gg_move_list_fini(&l);
    gg_tokens_pos_free(pos);
    return s;
}

/* Larger sets (up to 30 tokens, |coords| <= 10), every start in the bounding box widened by 1:
 * the value equals the characterization point by point (gg_tokens_trapped_at), a lost
 * position has only losing steps and a won one a winning step (when it has a step at all). */
static gg_status check_larger(gg_ctx *ctx, gg_rng *g, int64_t sets, uint64_t *positions)
{
    gg_status s = GG_OK;
    for (int64_t r = 0; r < sets && s == GG_OK; r++) {
        gg_tokens_point p[30];
        size_t k = (size_t)gg_rng_range(g, 4, 30);
        for (size_t i = 0; i < k; i++) p[i] = (gg_tokens_point){(int32_t)gg_rng_range(g, -10, 10), (int32_t)gg_rng_range(g, -10, 10)};
        int64_t x0, x1, y0, y1;
        gg_tokens_bbox(p, k, &x0, &x1, &y0, &y1);
        for (int64_t x = x0 - 1; x <= x1 + 1 && s == GG_OK; x++)
            for (int64_t y = y0 - 1; y <= y1 + 1 && s == GG_OK; y++) {
                gg_pos *pos;
                gg_eval e;
                gg_move_list l = {0};
                if ((s = gg_tokens_pos_new(p, k, x, y, &pos, ctx->diag)) != GG_OK) break;
                if ((s = gg_tokens_pos_ops.eval(pos, &e, ctx->diag)) == GG_OK) s = gg_tokens_pos_ops.moves(pos, &l, ctx->diag);
                int win = e.value == GG_VALUE_WIN, some = 0;
                for (size_t i = 0; i < l.len; i++) some |= l.items[i].eval.value == GG_VALUE_WIN;
                if (s == GG_OK && win == gg_tokens_trapped_at(p, k, x, y))
                    s = report(ctx, p, k, x, y, "the value differs from the characterization");
                if (s == GG_OK && l.len > 0 && win != some)
                    s = report(ctx, p, k, x, y, "the steps' values do not match the position's");
                (*positions)++;
                gg_move_list_fini(&l);
                gg_tokens_pos_free(pos);
            }
    }
    return s;
}

gg_status gg_tokens_verify_positions(gg_ctx *ctx, uint64_t seed, int64_t sets)
{
    gg_tokens_window *w;
    gg_status s = gg_tokens_window_new(4, &w, ctx->diag);
    if (s != GG_OK) return s;
    gg_rng g;
    gg_rng_seed(&g, seed);
    pos_tally t = {0, 0, 0};
    for (int64_t r = 0; r < sets && s == GG_OK; r++) {
        gg_tokens_point p[4];
        size_t k = (size_t)gg_rng_range(&g, 1, 4);
        unsigned used = 0;
        for (size_t i = 0; i < k; i++) {
            unsigned c;
            do c = (unsigned)gg_rng_below(&g, BOX * BOX);
            while (used >> c & 1);
            used |= 1u << c;
            p[i] = (gg_tokens_point){(int32_t)(c % BOX), (int32_t)(c / BOX)};
        }
        for (int64_t x = -MARGIN; x < BOX + MARGIN && s == GG_OK; x++)
            for (int64_t y = -MARGIN; y < BOX + MARGIN && s == GG_OK; y++) s = check_start(ctx, w, p, k, x, y, &t);
    }
    gg_tokens_window_free(w);
    uint64_t larger = 0;
    if (s == GG_OK) s = check_larger(ctx, &g, sets, &larger);
    if (s != GG_OK) return s;
    gg_writef(ctx->out,
              "analyze: %lld random sets of 1-4 tokens in a %d x %d box, every start in the %d x %d window around: %llu positions "
              "and %llu white steps agree with the rules oracle (window radius 4 and run search; %llu undecided there); "
              "%lld sets of 4-30 tokens: %llu positions' values equal the characterization and their steps' values\n",
              (long long)sets, BOX, BOX, BOX + 2 * MARGIN, BOX + 2 * MARGIN, (unsigned long long)t.positions,
              (unsigned long long)t.steps, (unsigned long long)t.undecided, (long long)sets, (unsigned long long)larger);
    return GG_OK;
}
