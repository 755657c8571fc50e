/* position.c: the lame queen as a position to analyze and play (gg_pos_ops, play.h).
 *
 * Position format: "d x y" (the queen on column x, row y; first player to move). A move is the
 * target "x y": straight left or straight down by any distance, or diagonally down-left by a
 * positive multiple of d, staying on the board (coordinates >= 1). The player with no move
 * (only at (1, 1)) loses.
 *
 * Values come from the fast rule: (x, y) is a P-position (lost for the player to move) exactly
 * when the solver counts one P-position in the one-cell rectangle [x,x] x [y,y] (the greedy
 * table for d >= 2, the closed form for d = 1). Remoteness needs more than the values: it is
 * computed by one pass over the rectangle below the start, [1,x0] x [1,y0], when that pass costs
 * at most LQ_REM_WORK steps (cells times x0 + y0, e.g. 200 x 200) (children have smaller coordinates, so increasing order settles
 * every child first); beyond that it is reported unknown. Invariant: hist[0..len) holds the
 * start and every position since; the side to move is (len - 1) % 2. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/play.h>

#include "../../core/checked.h"
#include "internal.h"

#define LQ_REM_WORK 16000000        /* remoteness table limit: cells of [1,x0] x [1,y0] times x0 + y0 */
#define LQ_MAX_MOVES 1000000        /* analyze lists at most this many moves */
#define LQ_PLAY_MAX 1000            /* play's coordinates: the terminal view shows the board */

typedef struct lq_point {
    uint64_t x, y;
} lq_point;

struct gg_pos {
    int d;
    gg_lamequeen_solver sv;
    lq_point *hist;
    size_t len, cap;
    uint64_t rx, ry;                /* remoteness table size (0: none) */
    int32_t *rem;                   /* rem[(y - 1) * rx + (x - 1)] */
};

static lq_point cur(const gg_pos *p) { return p->hist[p->len - 1]; }

static gg_status is_p(gg_pos *p, uint64_t x, uint64_t y, int *out, gg_diag *diag)
{
    gg_lamequeen_rect q = {x, y, x, y};
    uint64_t c;
    gg_status s = gg_lamequeen_solver_count(&p->sv, &q, &c, diag);
    if (s != GG_OK) return s;
    *out = c == 1;
    return GG_OK;
}

/* The k-th target in direction dir (0: left, 1: down, 2: diagonal) from `from`, or 0 if it
 * leaves the board. */
static int step(const gg_pos *p, lq_point from, int dir, uint64_t k, lq_point *to)
{
    uint64_t dd = dir == 2 ? k * (uint64_t)p->d : k; /* k <= coordinate, d <= 20: no overflow */
    int dx = dir != 1, dy = dir != 0; /* 0: left, 1: down, 2: diagonal */
    if ((dx && from.x <= dd) || (dy && from.y <= dd)) return 0;
    to->x = from.x - (dx ? dd : 0);
    to->y = from.y - (dy ? dd : 0);
    return 1;
}

static int no_move(lq_point a) { return a.x == 1 && a.y == 1; }

/* Remoteness of every position of [1,rx] x [1,ry] from the fast rule's values. */
static gg_status build_remoteness(gg_pos *p, gg_diag *diag)
{
    lq_point a = cur(p);
    /* each cell looks at up to x + y moves: bound the work, not only the cells */
    if (gg_mul_u64_sat(gg_mul_u64_sat(a.x, a.y), a.x + a.y) > LQ_REM_WORK) return GG_OK;
    p->rx = a.x, p->ry = a.y;
    p->rem = malloc(a.x * a.y * sizeof *p->rem);
    if (p->rem == NULL) return gg_diag_nomem(diag);
    for (uint64_t y = 1; y <= a.y; y++)
        for (uint64_t x = 1; x <= a.x; x++) {
            int pp = 0;
            gg_status s = is_p(p, x, y, &pp, diag);
            if (s != GG_OK) return s;
            int32_t best = pp ? 0 : INT32_MAX;
            lq_point from = {x, y}, to;
            for (int dir = 0; dir < 3; dir++)
                for (uint64_t k = 1; step(p, from, dir, k, &to); k++) {
                    int32_t r = p->rem[(to.y - 1) * a.x + (to.x - 1)];
                    /* P-positions have even remoteness, N-positions odd */
                    if (pp && r + 1 > best) best = r + 1;
                    if (!pp && r % 2 == 0 && r + 1 < best) best = r + 1;
                }
            p->rem[(y - 1) * a.x + (x - 1)] = best;
        }
    return GG_OK;
}

static gg_status eval_at(gg_pos *p, lq_point a, gg_eval *e, gg_diag *diag)
{
    int pp = 0;
    gg_status s = is_p(p, a.x, a.y, &pp, diag);
    if (s != GG_OK) return s;
    e->value = pp ? GG_VALUE_LOSE : GG_VALUE_WIN;
    e->remoteness = GG_REMOTENESS_UNKNOWN;
    if (p->rem && a.x <= p->rx && a.y <= p->ry) e->remoteness = p->rem[(a.y - 1) * p->rx + (a.x - 1)];
    return GG_OK;
}

static gg_status push(gg_pos *p, lq_point a, gg_diag *diag)
{
    if (p->len == p->cap) {
        size_t ncap = p->cap ? 2 * p->cap : 16;
        lq_point *nh = realloc(p->hist, ncap * sizeof *nh);
        if (nh == NULL) return gg_diag_nomem(diag);
        p->hist = nh;
        p->cap = ncap;
    }
    p->hist[p->len++] = a;
    return GG_OK;
}

static void lq_free(gg_pos *p)
{
    if (p == NULL) return;
    gg_lamequeen_solver_fini(&p->sv);
    free(p->hist);
    free(p->rem);
    free(p);
}

/* A new position for lameness d at (x, y), already validated. */
static gg_status lq_new(int d, uint64_t x, uint64_t y, gg_pos **out, gg_diag *diag)
{
    gg_pos *p = calloc(1, sizeof *p);
    if (p == NULL) return gg_diag_nomem(diag);
    p->d = d;
    gg_status s = gg_lamequeen_solver_init(&p->sv, d, diag);
    if (s == GG_OK) s = push(p, (lq_point){x, y}, diag);
    if (s == GG_OK) s = build_remoteness(p, diag);
    if (s != GG_OK) {
        lq_free(p);
        return s;
    }
    *out = p;
    return GG_OK;
}

gg_status gg_lamequeen_pos_new_square(int d, uint64_t n, gg_pos **out, gg_diag *diag)
{
    return lq_new(d, n, n, out, diag);
}

void gg_lamequeen_pos_set(gg_pos *p, uint64_t x, uint64_t y)
{
    p->len = 1;
    p->hist[0] = (lq_point){x, y};
}

static gg_status lq_read(gg_ctx *ctx, gg_pos **out)
{
    int64_t d, x, y;
    gg_status s = gg_read_int(ctx->in, "d", 1, GG_LAMEQUEEN_MAX_D, &d);
    if (s != GG_OK) return s;
    int64_t lim = (int64_t)gg_lamequeen_limit((int)d);
    if ((s = gg_read_int(ctx->in, "x", 1, lim, &x)) != GG_OK) return s;
    if ((s = gg_read_int(ctx->in, "y", 1, lim, &y)) != GG_OK) return s;
    return lq_new((int)d, (uint64_t)x, (uint64_t)y, out, ctx->diag);
}

/* A start that fits a terminal; an odd seed draws until the start is lost for the player to
 * move (a P-position, about one cell in twelve here), so the second player has starts too. */
static gg_status lq_random(gg_ctx *ctx, uint64_t seed, gg_pos **out)
{
    gg_rng g;
    gg_rng_seed(&g, seed);
    gg_status s = GG_OK;
    for (int tries = 0;; tries++) {
        int d = (int)gg_rng_range(&g, 1, 3);
        uint64_t x = (uint64_t)gg_rng_range(&g, 8, 24), y = (uint64_t)gg_rng_range(&g, 8, 24);
        gg_eval e = {GG_VALUE_LOSE, 0};
        if ((s = lq_new(d, x, y, out, ctx->diag)) != GG_OK) return s;
        if ((seed & 1) && (s = eval_at(*out, cur(*out), &e, ctx->diag)) != GG_OK) break;
        if (e.value == GG_VALUE_LOSE || tries == 999) return GG_OK;
        lq_free(*out);
        *out = NULL;
    }
    lq_free(*out);
    *out = NULL;
    return s;
}

static int lq_to_move(const gg_pos *p) { return (int)((p->len - 1) % 2); }

static int lq_over(const gg_pos *p, int *winner, char *why, size_t whysz)
{
    if (!no_move(cur(p))) return 0;
    *winner = 1 - lq_to_move(p);
    if (why) snprintf(why, whysz, "the queen is at (1, 1) and cannot move");
    return 1;
}

static gg_status lq_eval(gg_pos *p, gg_eval *e, gg_diag *diag) { return eval_at(p, cur(p), e, diag); }

static uint64_t move_count(const gg_pos *p, lq_point a)
{
    uint64_t m = a.x < a.y ? a.x : a.y;
    return (a.x - 1) + (a.y - 1) + (m - 1) / (uint64_t)p->d;
}

static gg_status lq_moves(gg_pos *p, gg_move_list *out, gg_diag *diag)
{
    lq_point a = cur(p), to;
    if (move_count(p, a) > LQ_MAX_MOVES)
        return gg_diag_set(diag, GG_EINPUT, "the queen at (%llu, %llu) has %llu moves: analyze lists at most %d",
                           (unsigned long long)a.x, (unsigned long long)a.y,
                           (unsigned long long)move_count(p, a), LQ_MAX_MOVES);
    for (int dir = 0; dir < 3; dir++)
        for (uint64_t k = 1; step(p, a, dir, k, &to); k++) {
            gg_eval e;
            gg_status s = eval_at(p, to, &e, diag);
            if (s != GG_OK) return s;
            e.value = e.value == GG_VALUE_LOSE ? GG_VALUE_WIN : GG_VALUE_LOSE; /* for the mover */
            if (e.remoteness != GG_REMOTENESS_UNKNOWN) e.remoteness++;
            char text[48];
            snprintf(text, sizeof text, "%llu %llu", (unsigned long long)to.x, (unsigned long long)to.y);
            if ((s = gg_move_list_add(out, text, e, diag)) != GG_OK) return s;
        }
    return GG_OK;
}

static gg_status lq_play(gg_pos *p, const char *move, size_t len, gg_diag *diag)
{
    lq_point a = cur(p);
    int64_t v[2];
    if (!gg_move_ints(move, len, v, 2, NULL))
        return gg_diag_set(diag, GG_EINPUT, "a move is the target \"x y\" (two numbers)");
    lq_point to = {(uint64_t)v[0], (uint64_t)v[1]};
    uint64_t d = (uint64_t)p->d;
    int left = to.y == a.y && to.x < a.x, down = to.x == a.x && to.y < a.y;
    int diag_ = to.x < a.x && to.y < a.y && a.x - to.x == a.y - to.y;
    if (to.x < 1 || to.y < 1) return gg_diag_set(diag, GG_EINPUT, "coordinates start at 1");
    if (!left && !down && !diag_)
        return gg_diag_set(diag, GG_EINPUT, "the queen moves left, down or diagonally down-left");
    if (diag_ && (a.x - to.x) % d != 0)
        return gg_diag_set(diag, GG_EINPUT, "a diagonal move goes a multiple of d = %d (this one goes %llu)", p->d,
                           (unsigned long long)(a.x - to.x));
    return push(p, to, diag);
}

static int lq_undo(gg_pos *p)
{
    if (p->len <= 1) return 0;
    p->len--;
    return 1;
}

static gg_status lq_best(gg_pos *p, gg_rng *rng, char **move, gg_diag *diag)
{
    return gg_best_move(lq_moves, p, rng, move, diag);
}

static void lq_write(const gg_pos *p, gg_writer *w)
{
    lq_point a = cur(p);
    gg_writef(w, "%d %llu %llu\n", p->d, (unsigned long long)a.x, (unsigned long long)a.y);
}

/* The board from (1,1) to the start's corner: Q the queen, * its legal targets. */
static void lq_render(const gg_pos *p, gg_writer *w)
{
    lq_point a = cur(p), s0 = p->hist[0];
    gg_writef(w, "lame queen, d = %d: the queen is at x = %llu, y = %llu; %s to move\n", p->d,
              (unsigned long long)a.x, (unsigned long long)a.y, lq_to_move(p) ? "second player" : "first player");
    if (s0.x > 60 || s0.y > 60) return;
    for (uint64_t y = s0.y; y >= 1; y--) {
        gg_writef(w, "%3llu ", (unsigned long long)y);
        for (uint64_t x = 1; x <= s0.x; x++) {
            const char *c = " .";
            uint64_t dx = a.x >= x ? a.x - x : 0, dy = a.y >= y ? a.y - y : 0;
            int line = (x <= a.x && y <= a.y) && ((dx == 0) != (dy == 0) || dx == dy) && (dx | dy);
            if (x == a.x && y == a.y) c = " Q";
            else if (line && (dx != dy || dx % (uint64_t)p->d == 0)) c = " *";
            gg_write_str(w, c);
        }
        gg_write_char(w, '\n');
    }
    if (s0.x >= 10) { /* two-digit x: the tens digit above the units, one column each */
        gg_write_str(w, "    ");
        for (uint64_t x = 1; x <= s0.x; x++) gg_writef(w, x >= 10 ? "%2llu" : "  ", (unsigned long long)(x / 10));
        gg_write_char(w, '\n');
    }
    gg_write_str(w, "    ");
    for (uint64_t x = 1; x <= s0.x; x++) gg_writef(w, "%2llu", (unsigned long long)(x % 10));
    gg_writef(w, "\n(x along the bottom%s, y up the side; Q: the queen, *: where it can move)\n",
              s0.x >= 10 ? ", its digits read downwards" : "");
}

const gg_pos_ops gg_lamequeen_pos_ops = {
    .side_name = {"first player", "second player"},
    .side_option = {"first", "second"},
    .side_title = {"Code (first)", "Chef (second)"},
    .options = NULL,
    .move_format = "the target \"x y\"",
    .read = lq_read,
    .random = lq_random,
    .free = lq_free,
    .to_move = lq_to_move,
    .over = lq_over,
    .eval = lq_eval,
    .moves = lq_moves,
    .play = lq_play,
    .undo = lq_undo,
    .best = lq_best,
    .write = lq_write,
    .render = lq_render,
    .analyze_help = {.synopsis = "[--best]",
                     .summary = "read a position \"d x y\"; print its value and every move's value (--best: the best move alone)"},
    .play_help = {.synopsis = "[--side first|second] [--position FILE] [--seed S]",
                  .summary = "play against perfect play (a terminal view, or a line protocol when not on a terminal)"},
};

