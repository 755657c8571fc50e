/* position.c: knightmare as a position to analyze and play (gg_pos_ops, play.h).
 *
 * Position format: "n m", "x1 y1 x2 y2" (white's and black's cells, 1-based, distinct), then
 * "white" or "black" (the side to move); --rule mover|any (default mover). A move is the
 * target "x y" of the side to move's knight. Any cells are accepted: a position where the last
 * move (by the side not to move) ended the game, a capture included, is over (value lose or,
 * under "any", win, remoteness 0, no moves).
 *
 * Value sources. Boards up to 40 x 40: the tablebase (exact value and remoteness of every
 * state, draws included). Larger boards: the proven strategy (solve.c), remoteness unknown:
 *  - white to move at a legal start (distinct cells, neither knight on its own target): the
 *    strategy wins for the side it chooses, so that side wins;
 *  - black to move: black wins when one of its moves leads to such a start where the strategy
 *    picks black, loses when every move is a loss (a capture-free start that the strategy
 *    wins for white, or none at all), else unknown;
 *  - anything else (a knight on its own target, attacked) is unknown.
 * The engine on large boards follows the strategy from the last start at which it was chosen
 * (plan_ply): its state (cells, via_done) is rebuilt from the history, so undo is safe.
 * Invariant: hist[0..len) holds the start and every position since; hist[len - 1] is current.
 * The game is a draw after GG_KNIGHTMARE_MOVE_LIMIT moves of each side (the judge's limit). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/play.h>

#include "internal.h"

#define KP_DRAW_PLIES (2 * GG_KNIGHTMARE_MOVE_LIMIT)
#define KP_WINDOW 24 /* boards with a side over this are drawn as a window around the knights */

struct gg_pos {
    gg_knightmare_board board;
    gg_knightmare_game *hist;
    size_t len, cap;
    int have_table;
    gg_knightmare_table table;
    gg_knightmare_player strat;   /* distance fields; restarted to evaluate starts */
    size_t plan_ply;              /* the engine follows the strategy started at hist[plan_ply] */
    int32_t plan_pos[2];          /* ... whose cells were these (else no plan) */
    int plan_side;                /* -1: no plan */
};

static const gg_knightmare_game *cur(const gg_pos *p) { return &p->hist[p->len - 1]; }

static gg_status push(gg_pos *p, const gg_knightmare_game *g, gg_diag *diag)
{
    if (p->len == p->cap) {
        size_t ncap = p->cap ? 2 * p->cap : 64;
        gg_knightmare_game *nh = realloc(p->hist, ncap * sizeof *nh);
        if (nh == NULL) return gg_diag_nomem(diag);
        p->hist = nh;
        p->cap = ncap;
    }
    p->hist[p->len++] = *g;
    return GG_OK;
}

static void kp_free(gg_pos *p)
{
    if (p == NULL) return;
    if (p->have_table) gg_knightmare_table_fini(&p->table);
    gg_knightmare_player_fini(&p->strat);
    free(p->hist);
    free(p);
}

/* A position: cells of s (distinct, on the board), `tomove` to move. */
static gg_status kp_new(const gg_knightmare_start *s, gg_knightmare_rule rule, gg_knightmare_side tomove,
                        gg_pos **out, gg_diag *diag)
{
    gg_pos *p = calloc(1, sizeof *p);
    if (p == NULL) return gg_diag_nomem(diag);
    p->board = (gg_knightmare_board){s->n, s->m, rule};
    p->plan_side = -1;
    gg_knightmare_game g;
    gg_knightmare_game_init(&g, p->board, s);
    g.tomove = tomove;
    g.result = gg_knightmare_after_move(p->board, g.pos[0], g.pos[1], (gg_knightmare_side)(1 - tomove));
    /* the player's distance fields do not depend on the start: any legal start builds them */
    gg_knightmare_start any = {s->n, s->m, 0, 0, 0, 0};
    gg_knightmare_next_start(&any);
    gg_status st = push(p, &g, diag);
    if (st == GG_OK && s->n <= GG_KNIGHTMARE_TABLE_MAX && s->m <= GG_KNIGHTMARE_TABLE_MAX) {
        st = gg_knightmare_table_init(&p->table, p->board, diag);
        p->have_table = st == GG_OK;
    } else if (st == GG_OK) { /* the strategy only serves boards without a table */
        st = gg_knightmare_player_init(&p->strat, &any, diag);
    }
    if (st != GG_OK) {
        kp_free(p);
        return st;
    }
    *out = p;
    return GG_OK;
}

static gg_status kp_read(gg_ctx *ctx, gg_pos **out)
{
    gg_knightmare_rule rule;
    gg_knightmare_start s;
    const unsigned char *word;
    size_t len;
    gg_status st = gg_knightmare_rule_option(ctx, &rule);
    if (st == GG_OK) st = gg_knightmare_read_cells(ctx->in, &s);
    if (st != GG_OK) return st;
    if ((st = gg_read_eol(ctx->in, "the cells line (x1 y1 x2 y2)")) != GG_OK) return st;
    if ((st = gg_read_word(ctx->in, "the side to move (white or black)", &word, &len)) != GG_OK) return st;
    int side = len == 5 && memcmp(word, "white", 5) == 0 ? 0 : len == 5 && memcmp(word, "black", 5) == 0 ? 1 : -1;
    if (side < 0) return gg_reader_fail(ctx->in, 0, "the side to move must be white or black");
    return kp_new(&s, rule, (gg_knightmare_side)side, out, ctx->diag);
}

static gg_status kp_random(gg_ctx *ctx, uint64_t seed, gg_pos **out)
{
    gg_knightmare_rule rule;
    gg_status st = gg_knightmare_rule_option(ctx, &rule);
    if (st != GG_OK) return st;
    gg_rng g;
    gg_rng_seed(&g, seed);
    int n = 2 * (int)gg_rng_range(&g, 3, 6), m = 2 * (int)gg_rng_range(&g, 3, 6);
    gg_knightmare_start s = gg_knightmare_random_start(n, m, &g);
    return kp_new(&s, rule, GG_KNIGHTMARE_WHITE, out, ctx->diag);
}

static int kp_to_move(const gg_pos *p) { return (int)cur(p)->tomove; }

static int kp_over(const gg_pos *p, int *winner, char *why, size_t whysz)
{
    const gg_knightmare_game *g = cur(p);
    int m = p->board.m;
    if (g->result != GG_KNIGHTMARE_GOING) {
        int w = g->result == GG_KNIGHTMARE_WHITE_WON ? 0 : 1;
        *winner = w;
        if (why && g->pos[0] == g->pos[1])
            snprintf(why, whysz, "%s captures %s at (%d,%d)", gg_knightmare_side_lower[w],
                     gg_knightmare_side_lower[1 - w], gg_knightmare_row(m, g->pos[0]), gg_knightmare_col(m, g->pos[0]));
        else if (why)
            snprintf(why, whysz, "%s stands on its target (%d,%d) and %s does not attack it",
                     gg_knightmare_side_lower[w], gg_knightmare_row(m, g->pos[w]), gg_knightmare_col(m, g->pos[w]),
                     gg_knightmare_side_lower[1 - w]);
        return 1;
    }
    if (p->len - 1 < KP_DRAW_PLIES) return 0;
    *winner = -1;
    if (why) snprintf(why, whysz, "%d moves each without a winner", GG_KNIGHTMARE_MOVE_LIMIT);
    return 1;
}

/* 1 if white to move at w, b is a legal start (the proven strategy applies). */
static int is_start(const gg_pos *p, int32_t w, int32_t b, gg_knightmare_start *s)
{
    int m = p->board.m;
    *s = (gg_knightmare_start){p->board.n, m, gg_knightmare_row(m, w), gg_knightmare_col(m, w),
                               gg_knightmare_row(m, b), gg_knightmare_col(m, b)};
    return gg_knightmare_start_problem(s, NULL, 0) == NULL;
}

/* The value for `tomove` of the state (w, b) with the game going, by the strategy (large
 * boards). */
static gg_status strat_value(gg_pos *p, int32_t w, int32_t b, gg_knightmare_side tomove, gg_value *v,
                             gg_diag *diag)
{
    gg_knightmare_start s;
    *v = GG_VALUE_UNKNOWN;
    if (tomove == GG_KNIGHTMARE_WHITE) {
        if (!is_start(p, w, b, &s)) return GG_OK;
        gg_status st = gg_knightmare_player_restart(&p->strat, &s, diag);
        if (st == GG_OK) *v = p->strat.side == GG_KNIGHTMARE_WHITE ? GG_VALUE_WIN : GG_VALUE_LOSE;
        return st;
    }
    int32_t nb[8];
    int k = gg_knightmare_moves(p->board.n, p->board.m, b, nb), unknown = 0;
    for (int i = 0; i < k; i++) {
        gg_knightmare_result r = gg_knightmare_after_move(p->board, w, nb[i], GG_KNIGHTMARE_BLACK);
        if (r == GG_KNIGHTMARE_BLACK_WON) return *v = GG_VALUE_WIN, GG_OK;
        if (r == GG_KNIGHTMARE_WHITE_WON) continue;
        gg_value child;
        gg_status st = strat_value(p, w, nb[i], GG_KNIGHTMARE_WHITE, &child, diag);
        if (st != GG_OK) return st;
        if (child == GG_VALUE_LOSE) return *v = GG_VALUE_WIN, GG_OK;
        unknown |= child == GG_VALUE_UNKNOWN;
    }
    *v = unknown ? GG_VALUE_UNKNOWN : GG_VALUE_LOSE;
    return GG_OK;
}

/* The value of game state g for its side to move. */
static gg_status eval_game(gg_pos *p, const gg_knightmare_game *g, gg_eval *e, gg_diag *diag)
{
    e->remoteness = GG_REMOTENESS_UNKNOWN;
    if (g->result != GG_KNIGHTMARE_GOING) {
        int winner = g->result == GG_KNIGHTMARE_WHITE_WON ? 0 : 1;
        e->value = winner == (int)g->tomove ? GG_VALUE_WIN : GG_VALUE_LOSE;
        e->remoteness = 0;
        return GG_OK;
    }
    if (p->have_table) {
        uint32_t s = gg_knightmare_state(&p->table, g->pos[0], g->pos[1], g->tomove);
        int v = p->table.value[s];
        e->value = v == GG_KNIGHTMARE_WIN ? GG_VALUE_WIN : v == GG_KNIGHTMARE_LOSS ? GG_VALUE_LOSE : GG_VALUE_DRAW;
        if (v != GG_KNIGHTMARE_DRAW) e->remoteness = p->table.rem[s];
        return GG_OK;
    }
    return strat_value(p, g->pos[0], g->pos[1], g->tomove, &e->value, diag);
}

static gg_status kp_eval(gg_pos *p, gg_eval *e, gg_diag *diag) { return eval_game(p, cur(p), e, diag); }

static void cell_text(char *buf, size_t sz, int m, int32_t c)
{
    snprintf(buf, sz, "%d %d", gg_knightmare_row(m, c), gg_knightmare_col(m, c));
}

static gg_status kp_moves(gg_pos *p, gg_move_list *out, gg_diag *diag)
{
    const gg_knightmare_game *g = cur(p);
    if (g->result != GG_KNIGHTMARE_GOING) return GG_OK;
    int32_t nb[8];
    int k = gg_knightmare_moves(p->board.n, p->board.m, g->pos[g->tomove], nb);
    for (int i = 0; i < k; i++) {
        gg_knightmare_game next = *g;
        gg_knightmare_game_play(&next, nb[i]);
        gg_eval e;
        gg_status st = eval_game(p, &next, &e, diag);
        if (st != GG_OK) return st;
        if (e.value == GG_VALUE_WIN) e.value = GG_VALUE_LOSE; /* for the mover */
        else if (e.value == GG_VALUE_LOSE) e.value = GG_VALUE_WIN;
        if (e.remoteness != GG_REMOTENESS_UNKNOWN) e.remoteness++;
        char text[32];
        cell_text(text, sizeof text, p->board.m, nb[i]);
        if ((st = gg_move_list_add(out, text, e, diag)) != GG_OK) return st;
    }
    return GG_OK;
}

static gg_status kp_play(gg_pos *p, const char *move, size_t len, gg_diag *diag)
{
    const gg_knightmare_game *g = cur(p);
    int64_t v[2];
    int m = p->board.m;
    if (g->result != GG_KNIGHTMARE_GOING) return gg_diag_set(diag, GG_EINPUT, "the game is over");
    if (!gg_move_ints(move, len, v, 2, NULL))
        return gg_diag_set(diag, GG_EINPUT, "a move is the target \"x y\" (row and column, two numbers)");
    int32_t c = v[0] >= 1 && v[0] <= p->board.n && v[1] >= 1 && v[1] <= m
                    ? gg_knightmare_cell(m, (int)v[0], (int)v[1]) : -1;
    if (!gg_knightmare_game_legal(g, c))
        return gg_diag_set(diag, GG_EINPUT, "a knight cannot go from %d %d to %lld %lld",
                           gg_knightmare_row(m, g->pos[g->tomove]), gg_knightmare_col(m, g->pos[g->tomove]),
                           (long long)v[0], (long long)v[1]);
    gg_knightmare_game next = *g;
    gg_knightmare_game_play(&next, c);
    return push(p, &next, diag);
}

static int kp_undo(gg_pos *p)
{
    if (p->len <= 1) return 0;
    p->len--;
    return 1;
}

/* The strategy's move, if the engine follows a plan that is still in the history. */
static int plan_move(gg_pos *p, int32_t *to)
{
    const gg_knightmare_game *g = cur(p);
    int me = (int)g->tomove;
    if (p->plan_side != me || p->plan_ply >= p->len || p->hist[p->plan_ply].pos[0] != p->plan_pos[0] ||
        p->hist[p->plan_ply].pos[1] != p->plan_pos[1] || p->hist[p->plan_ply].tomove != GG_KNIGHTMARE_WHITE)
        return 0;
    gg_knightmare_start s;
    is_start(p, p->plan_pos[0], p->plan_pos[1], &s);
    if (gg_knightmare_player_restart(&p->strat, &s, NULL) != GG_OK || (int)p->strat.side != me) return 0;
    for (size_t i = p->plan_ply + 1; i < p->len; i++) /* via_done and the cells, from the history */
        if (p->hist[i].pos[me] != p->hist[i - 1].pos[me]) gg_knightmare_player_apply(&p->strat, (gg_knightmare_side)me, p->hist[i].pos[me]);
    p->strat.pos[0] = g->pos[0];
    p->strat.pos[1] = g->pos[1];
    *to = gg_knightmare_player_next(&p->strat);
    return gg_knightmare_game_legal(g, *to);
}

/* Picks among the analyzed moves: the quickest win, else a draw, else the longest loss
 * (unknown remoteness counts as 0 for a win); ties by rng. */
static size_t pick_move(const gg_move_list *l, gg_rng *rng)
{
    size_t pick = 0, ties = 0;
    int64_t best = INT64_MIN;
    for (size_t i = 0; i < l->len; i++) {
        const gg_eval *e = &l->items[i].eval;
        int64_t r = e->remoteness == GG_REMOTENESS_UNKNOWN ? 0 : e->remoteness;
        int64_t score = e->value == GG_VALUE_WIN ? 3000000 - r : e->value == GG_VALUE_DRAW ? 2000000
                        : e->value == GG_VALUE_UNKNOWN ? 1000000 : r;
        if (score > best) best = score, pick = i, ties = 1;
        else if (score == best && gg_rng_below(rng, ++ties) == 0) pick = i;
    }
    return pick;
}

static gg_status kp_best(gg_pos *p, gg_rng *rng, char **move, gg_diag *diag)
{
    const gg_knightmare_game *g = cur(p);
    int me = (int)g->tomove, m = p->board.m;
    char text[32];
    int32_t to;
    gg_knightmare_start s;
    int planned = !p->have_table && plan_move(p, &to);
    if (!p->have_table && !planned && me == GG_KNIGHTMARE_WHITE && is_start(p, g->pos[0], g->pos[1], &s) &&
        gg_knightmare_player_restart(&p->strat, &s, NULL) == GG_OK && p->strat.side == GG_KNIGHTMARE_WHITE) {
        p->plan_side = me, p->plan_ply = p->len - 1; /* a fresh plan for white, from here */
        p->plan_pos[0] = g->pos[0], p->plan_pos[1] = g->pos[1];
        planned = plan_move(p, &to);
    }
    if (planned) {
        cell_text(text, sizeof text, m, to);
    } else {
        gg_move_list l = {0};
        gg_status st = kp_moves(p, &l, diag);
        if (st == GG_OK && l.len == 0) st = gg_diag_set(diag, GG_EINPUT, "no legal move");
        if (st != GG_OK) {
            gg_move_list_fini(&l);
            return st;
        }
        size_t i = pick_move(&l, rng);
        snprintf(text, sizeof text, "%s", l.items[i].move);
        int64_t v[2];
        gg_move_ints(text, strlen(text), v, 2, NULL);
        to = gg_knightmare_cell(m, (int)v[0], (int)v[1]);
        if (!p->have_table && me == GG_KNIGHTMARE_BLACK && l.items[i].eval.value == GG_VALUE_WIN) {
            p->plan_side = me, p->plan_ply = p->len; /* the start black moves into */
            p->plan_pos[0] = g->pos[0], p->plan_pos[1] = to;
        }
        gg_move_list_fini(&l);
    }
    *move = malloc(strlen(text) + 1);
    if (*move == NULL) return gg_diag_nomem(diag);
    strcpy(*move, text);
    return GG_OK;
}

static void kp_write(const gg_pos *p, gg_writer *w)
{
    const gg_knightmare_game *g = cur(p);
    int m = p->board.m;
    gg_writef(w, "%d %d\n%d %d %d %d\n%s\n", p->board.n, m, gg_knightmare_row(m, g->pos[0]),
              gg_knightmare_col(m, g->pos[0]), gg_knightmare_row(m, g->pos[1]), gg_knightmare_col(m, g->pos[1]),
              gg_knightmare_side_lower[g->tomove]);
}

/* The first of `len` consecutive rows (or columns) out of 1..total that show the cells in
 * [lo, hi], or around `focus` when they do not fit. */
static int window_start(int total, int len, int lo, int hi, int focus)
{
    int first = hi - lo + 1 <= len - 4 ? (lo + hi) / 2 - len / 2 : focus - len / 2;
    if (first > total - len + 1) first = total - len + 1;
    return first < 1 ? 1 : first;
}

/* The letters of one cell: a knight (x: a capture among the legal moves), a target, a legal
 * move of the side to move. At the end of a game only the winner stands on a shared cell. */
static const char *cell_mark(const gg_knightmare_game *g, int32_t c, const int32_t *mv, int k)
{
    int32_t tw = gg_knightmare_target(g->board.n, g->board.m, GG_KNIGHTMARE_WHITE);
    int32_t tb = gg_knightmare_target(g->board.n, g->board.m, GG_KNIGHTMARE_BLACK);
    int legal = 0;
    for (int i = 0; i < k; i++) legal |= mv[i] == c;
    if (g->pos[0] == g->pos[1] && c == g->pos[0]) return g->tomove == GG_KNIGHTMARE_WHITE ? " B" : " W";
    if (c == g->pos[0]) return legal ? "xW" : " W";
    if (c == g->pos[1]) return legal ? "xB" : " B";
    if (c == tw) return legal ? "*w" : " w";
    if (c == tb) return legal ? "*b" : " b";
    return legal ? " *" : " .";
}

void gg_knightmare_render_game(gg_writer *w, const gg_knightmare_game *g)
{
    int n = g->board.n, m = g->board.m, me = (int)g->tomove;
    int32_t mv[8];
    int k = g->result == GG_KNIGHTMARE_GOING ? gg_knightmare_moves(n, m, g->pos[me], mv) : 0;
    int rows = n < KP_WINDOW ? n : KP_WINDOW, cols = m < KP_WINDOW ? m : KP_WINDOW;
    int xa = gg_knightmare_row(m, g->pos[0]), xb = gg_knightmare_row(m, g->pos[1]);
    int ya = gg_knightmare_col(m, g->pos[0]), yb = gg_knightmare_col(m, g->pos[1]);
    int x0 = window_start(n, rows, xa < xb ? xa : xb, xa > xb ? xa : xb, me ? xb : xa);
    int y0 = window_start(m, cols, ya < yb ? ya : yb, ya > yb ? ya : yb, me ? yb : ya);
    int wide = y0 + cols - 1 >= 100; /* 3-digit column numbers need a wider cell */
    gg_writef(w, "knightmare %d x %d (rule %s), %s to move", n, m, gg_knightmare_rule_name(g->board.rule),
              gg_knightmare_side_lower[me]);
    if (rows < n || cols < m) gg_writef(w, "; rows %d..%d, columns %d..%d", x0, x0 + rows - 1, y0, y0 + cols - 1);
    gg_write_str(w, "\n    ");
    for (int y = y0; y < y0 + cols; y++) gg_writef(w, wide ? "%4d" : "%3d", y);
    gg_write_char(w, '\n');
    for (int x = x0; x < x0 + rows; x++) {
        gg_writef(w, "%4d", x);
        for (int y = y0; y < y0 + cols; y++)
            gg_writef(w, wide ? "  %s" : " %s", cell_mark(g, gg_knightmare_cell(m, x, y), mv, k));
        gg_write_char(w, '\n');
    }
    gg_writef(w, "W/B: the knights, w/b: their targets (%d,%d) and (%d,%d)%s\n", n / 2, m / 2, n / 2 + 1, m / 2,
              k ? ", *: the legal moves (x: a capture)" : "");
}

static void kp_render(const gg_pos *p, gg_writer *w) { gg_knightmare_render_game(w, cur(p)); }

static const char *const kp_options[] = {"rule", NULL};

const gg_pos_ops gg_knightmare_pos_ops = {
    .side_name = {"white", "black"},
    .side_option = {"white", "black"},
    .side_title = {"white", "black"},
    .options = kp_options,
    .move_format = "the target \"x y\" (row, column)",
    .read = kp_read,
    .random = kp_random,
    .free = kp_free,
    .to_move = kp_to_move,
    .over = kp_over,
    .eval = kp_eval,
    .moves = kp_moves,
    .play = kp_play,
    .undo = kp_undo,
    .best = kp_best,
    .write = kp_write,
    .render = kp_render,
    .analyze_help = {.synopsis = "[--best] [--rule mover|any]",
                     .summary = "read a position (n m, x1 y1 x2 y2, white|black) and print its value and every move's value "
                                "(tablebase up to 40 x 40, else the proven strategy); --best: the best move alone"},
};
