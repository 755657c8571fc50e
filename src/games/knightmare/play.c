/* play.c: `gridgames knightmare play` — a person plays one knight against the engine in the
 * terminal. The engine plays perfectly from the tablebase on boards up to 40 x 40 (quickest
 * win, else longest resistance) and by the strategy (or greedily, on the side the strategy
 * would not choose) beyond. After every move the board is drawn in text with the person's
 * legal moves marked, followed by the prediction with best play. Commands: "x y" (a move),
 * "u" (undo the last round), "h" (help), "q" (quit), one per line: a line with anything
 * more is refused, a lone number asks for the whole move again. Input comes from standard
 * input one line at a time, so it can also be scripted. Boards over 24 on a side are shown
 * as a 24 x 24 window around the knights. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

#define MAX_PLIES (2 * GG_KNIGHTMARE_MOVE_LIMIT + 2)

typedef struct game {
    int n, m;
    gg_knightmare_rule rule;
    gg_knightmare_side human;
    gg_knightmare_game hist[MAX_PLIES + 1]; /* the game after each ply (undo goes back) */
    int ply;                        /* plies played; side to move = ply parity */
    gg_knightmare_table table;
    int have_table;
    gg_knightmare_player strat;     /* distance fields and the strategy's choice */
} game;

static gg_knightmare_side to_move(const game *g) { return g->hist[g->ply].tomove; }

#define WINDOW 24 /* boards with a side over this show a window of WINDOW x WINDOW around the play */

/* The first of `len` consecutive rows (or columns) out of 1..total that show the cells in
 * [lo, hi], or around `focus` when they do not fit. */
static int window_start(int total, int len, int lo, int hi, int focus)
{
    int first = hi - lo + 1 <= len - 4 ? (lo + hi) / 2 - len / 2 : focus - len / 2;
    if (first > total - len + 1) first = total - len + 1;
    return first < 1 ? 1 : first;
}

/* The letters of one cell: a knight (x: a capture among the legal moves), a target, a legal
 * move. At the end of a game (`over`) only the winner stands on a shared cell. */
static const char *cell_mark(const game *g, int32_t c, const int32_t *mv, int k, int over)
{
    const int32_t *pos = g->hist[g->ply].pos;
    int32_t tw = gg_knightmare_target(g->n, g->m, GG_KNIGHTMARE_WHITE), tb = gg_knightmare_target(g->n, g->m, GG_KNIGHTMARE_BLACK);
    int legal = 0;
    for (int i = 0; i < k; i++) legal |= mv[i] == c;
    if (over && pos[0] == pos[1] && c == pos[0]) return to_move(g) == GG_KNIGHTMARE_WHITE ? " B" : " W";
    if (c == pos[0] && legal) return "xW";
    if (c == pos[1] && legal) return "xB";
    if (c == pos[0]) return " W";
    if (c == pos[1]) return " B";
    if (legal && c == tw) return "*w";
    if (legal && c == tb) return "*b";
    if (legal) return " *";
    if (c == tw) return " w";
    if (c == tb) return " b";
    return " .";
}

/* The board in text (a window around the knights on big boards), legal moves marked unless
 * the game is over. */
static void draw_board(gg_writer *w, const game *g, int over)
{
    const int32_t *pos = g->hist[g->ply].pos;
    int32_t mv[8];
    int k = 0;
    if (!over && to_move(g) == g->human) k = gg_knightmare_moves(g->n, g->m, pos[g->human], mv);
    int rows = g->n < WINDOW ? g->n : WINDOW, cols = g->m < WINDOW ? g->m : WINDOW;
    int xa = gg_knightmare_row(g->m, pos[0]), xb = gg_knightmare_row(g->m, pos[1]);
    int ya = gg_knightmare_col(g->m, pos[0]), yb = gg_knightmare_col(g->m, pos[1]);
    int x0 = window_start(g->n, rows, xa < xb ? xa : xb, xa > xb ? xa : xb, g->human ? xb : xa);
    int y0 = window_start(g->m, cols, ya < yb ? ya : yb, ya > yb ? ya : yb, g->human ? yb : ya);
    int wide = y0 + cols - 1 >= 100; /* 3-digit column numbers need a wider cell */
    if (rows < g->n || cols < g->m)
        gg_writef(w, "\nrows %d..%d, columns %d..%d of the %d x %d board", x0, x0 + rows - 1, y0, y0 + cols - 1,
                  g->n, g->m);
    gg_write_str(w, "\n    ");
    for (int y = y0; y < y0 + cols; y++) gg_writef(w, wide ? "%4d" : "%3d", y);
    gg_write_char(w, '\n');
    for (int x = x0; x < x0 + rows; x++) {
        gg_writef(w, "%4d", x);
        for (int y = y0; y < y0 + cols; y++)
            gg_writef(w, wide ? "  %s" : " %s", cell_mark(g, gg_knightmare_cell(g->m, x, y), mv, k, over));
        gg_write_char(w, '\n');
    }
    gg_writef(w, "W/B: the knights, w/b: their targets (%d,%d) and (%d,%d)%s\n", g->n / 2, g->m / 2, g->n / 2 + 1,
              g->m / 2, k ? ", *: your legal moves (x: a capture)" : "");
}

static void predict(gg_writer *w, const game *g)
{
    const int32_t *pos = g->hist[g->ply].pos;
    gg_knightmare_side tm = to_move(g);
    if (g->have_table) {
        uint32_t s = gg_knightmare_state(&g->table, pos[0], pos[1], tm);
        int v = g->table.value[s], r = g->table.rem[s];
        if (v == GG_KNIGHTMARE_DRAW) {
            gg_write_str(w, "prediction: a draw with best play\n");
        } else {
            gg_knightmare_side winner = v == GG_KNIGHTMARE_WIN ? tm : (gg_knightmare_side)(1 - tm);
            gg_writef(w, "prediction: %s wins in %d pl%s with best play (%s)\n", gg_knightmare_side_lower[winner], r,
                      r == 1 ? "y" : "ies", winner == g->human ? "you can win" : "the engine wins");
        }
    } else {
        gg_writef(w, "prediction: no tablebase beyond %d x %d; from the start the strategy picks %s\n",
                  GG_KNIGHTMARE_TABLE_MAX, GG_KNIGHTMARE_TABLE_MAX, gg_knightmare_side_lower[g->strat.side]);
    }
}

static int32_t engine_move(game *g, gg_rng *rng)
{
    const int32_t *pos = g->hist[g->ply].pos;
    gg_knightmare_side me = to_move(g);
    if (g->have_table) return gg_knightmare_table_best(&g->table, pos[0], pos[1], me);
    if (g->strat.side == me) {
        g->strat.pos[0] = pos[0];
        g->strat.pos[1] = pos[1];
        if (g->strat.plan == GG_KNIGHTMARE_PLAN_VIA && pos[me] == g->strat.target[1 - me]) g->strat.via_done = 1;
        return gg_knightmare_player_next(&g->strat);
    }
    return gg_knightmare_opponent_move(GG_KNIGHTMARE_OPP_GREEDY, NULL, g->strat.dist[me], &g->hist[g->ply], rng);
}

/* Plays a move; returns the result after it. */
static gg_knightmare_result do_move(game *g, int32_t c)
{
    g->hist[g->ply + 1] = g->hist[g->ply];
    g->ply++;
    return gg_knightmare_game_play(&g->hist[g->ply], c);
}

static void announce(gg_writer *w, const game *g, gg_knightmare_result res)
{
    const int32_t *pos = g->hist[g->ply].pos;
    gg_knightmare_side winner = res == GG_KNIGHTMARE_WHITE_WON ? GG_KNIGHTMARE_WHITE : GG_KNIGHTMARE_BLACK;
    gg_knightmare_side loser = (gg_knightmare_side)(1 - winner);
    draw_board(w, g, 1);
    if (pos[0] == pos[1])
        gg_writef(w, "%s captures %s at (%d,%d).", gg_knightmare_side_lower[winner], gg_knightmare_side_lower[loser],
                  gg_knightmare_row(g->m, pos[0]), gg_knightmare_col(g->m, pos[0]));
    else
        gg_writef(w, "%s stands on its target (%d,%d) and %s does not attack it.", gg_knightmare_side_lower[winner],
                  gg_knightmare_row(g->m, pos[winner]), gg_knightmare_col(g->m, pos[winner]),
                  gg_knightmare_side_lower[loser]);
    gg_writef(w, " GAME OVER: %s wins, %s.\n", gg_knightmare_side_lower[winner],
              winner == g->human ? "congratulations, you win" : "the engine wins");
}

static const char HELP[] = "commands: \"x y\" moves your knight to row x, column y; u undoes your last move; "
                           "h shows this help; q quits\n";

/* Reads the next line (without '\n'; longer lines are cut to sz - 1 bytes) into buf, *len
 * bytes. 0 at end of input. Whatever the reader has buffered is used first, then the file
 * descriptor is read one byte at a time, so nothing beyond the line is consumed. */
static int next_line(gg_reader *r, char *buf, size_t sz, size_t *len)
{
    size_t k = 0;
    int any = 0;
    for (;;) {
        unsigned char ch;
        if (r->pos < r->len) {
            ch = r->buf[r->pos++];
        } else {
            ssize_t got = r->fd >= 0 ? read(r->fd, &ch, 1) : 0;
            if (got < 0 && errno == EINTR) continue;
            if (got <= 0) break;
        }
        any = 1;
        if (ch == '\n') break;
        if (k + 1 < sz) buf[k++] = (char)ch;
    }
    buf[k] = '\0';
    *len = k;
    return any;
}

/* Reads the options and sets the game up (the table on boards up to 40 x 40). */
static gg_status setup(gg_ctx *ctx, game *g, uint64_t *seed)
{
    const char *const known[] = {"board=6", "side", "rule", "seed", NULL};
    const char *const sides[] = {"white", "black", NULL};
    const char *side;
    int64_t sd;
    gg_status st = gg_args_check(ctx, known);
    if (st == GG_OK) st = gg_args_choice(ctx, "side", sides, "white", &side);
    if (st == GG_OK) st = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &sd);
    if (st == GG_OK) st = gg_knightmare_rule_option(ctx, &g->rule);
    if (st != GG_OK) return st;
    *seed = (uint64_t)sd;
    gg_knightmare_start s = {8, 8, 1, 1, 8, 8};
    const gg_opt *bo = gg_args_find(ctx->args, "board");
    if (bo && (st = gg_knightmare_start_option(ctx, bo, &s)) != GG_OK) return st;
    g->n = s.n;
    g->m = s.m;
    g->human = strcmp(side, "black") == 0 ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    gg_knightmare_game_init(&g->hist[0], (gg_knightmare_board){s.n, s.m, g->rule}, &s);
    if ((st = gg_knightmare_player_init(&g->strat, &s, ctx->diag)) != GG_OK) return st;
    if (s.n <= GG_KNIGHTMARE_TABLE_MAX && s.m <= GG_KNIGHTMARE_TABLE_MAX) {
        if ((st = gg_knightmare_table_init(&g->table, (gg_knightmare_board){s.n, s.m, g->rule}, ctx->diag)) != GG_OK) return st;
        g->have_table = 1;
    }
    return GG_OK;
}

enum { GO_ON, REDRAW, STOP };

/* Undoes the human's last move and the engine's reply. */
static int undo(gg_writer *w, game *g)
{
    int back = g->ply >= 2 ? 2 : 0;
    if (back == 0 || g->ply - back < (g->human == GG_KNIGHTMARE_BLACK ? 1 : 0)) {
        gg_write_str(w, "nothing to undo\n");
        return GO_ON;
    }
    g->ply -= back;
    gg_write_str(w, "undone: your last move and the engine's reply\n");
    return REDRAW;
}

/* One line from the person: a command, or a move that is played. */
static int human_turn(gg_ctx *ctx, game *g)
{
    gg_writer *w = ctx->out;
    gg_knightmare_side tm = to_move(g);
    const int32_t *pos = g->hist[g->ply].pos;
    gg_writef(w, "your move (%s at %d %d)> ", gg_knightmare_side_lower[tm], gg_knightmare_row(g->m, pos[tm]),
              gg_knightmare_col(g->m, pos[tm]));
    if (gg_writer_flush(w) != GG_OK) return STOP;
    char line[256], q[64];
    size_t len;
    int x = 0, y = 0;
    if (!next_line(ctx->in, line, sizeof line, &len)) {
        gg_write_str(w, "\nend of input: bye\n");
        return STOP;
    }
    switch (gg_knightmare_parse_command(line, len, &x, &y)) {
    case GG_KNIGHTMARE_CMD_EMPTY: return GO_ON;
    case GG_KNIGHTMARE_CMD_QUIT: gg_write_str(w, "bye\n"); return STOP;
    case GG_KNIGHTMARE_CMD_HELP: gg_write_str(w, HELP); return GO_ON;
    case GG_KNIGHTMARE_CMD_UNDO: return undo(w, g);
    case GG_KNIGHTMARE_CMD_HALF: gg_write_str(w, "a move is a row and a column on one line, e.g. \"4 5\"\n"); return GO_ON;
    case GG_KNIGHTMARE_CMD_BAD:
        gg_quote_bytes(q, sizeof q, (const unsigned char *)line, len, 40);
        gg_writef(w, "not a command: %s. %s", q, HELP);
        return GO_ON;
    case GG_KNIGHTMARE_CMD_MOVE: break;
    }
    int32_t c = x >= 1 && x <= g->n && y >= 1 && y <= g->m ? gg_knightmare_cell(g->m, x, y) : -1;
    if (!gg_knightmare_game_legal(&g->hist[g->ply], c)) {
        gg_writef(w, "illegal: a knight cannot go from %d %d to %d %d; the marked cells (*) are legal\n",
                  gg_knightmare_row(g->m, pos[tm]), gg_knightmare_col(g->m, pos[tm]), x, y);
        return GO_ON;
    }
    gg_knightmare_result res = do_move(g, c);
    if (res == GG_KNIGHTMARE_GOING) return GO_ON;
    announce(w, g, res);
    return STOP;
}

/* The engine's move (or the draw by the move limit). */
static int engine_turn(gg_writer *w, game *g, gg_rng *rng)
{
    gg_knightmare_side tm = to_move(g);
    if (g->ply >= MAX_PLIES) {
        gg_writef(w, "GAME OVER: %d moves each without a winner: a draw.\n", GG_KNIGHTMARE_MOVE_LIMIT);
        return STOP;
    }
    int32_t c = engine_move(g, rng);
    gg_knightmare_result res = do_move(g, c);
    gg_writef(w, "engine (%s) moves to %d %d\n", gg_knightmare_side_lower[tm], gg_knightmare_row(g->m, c),
              gg_knightmare_col(g->m, c));
    if (res == GG_KNIGHTMARE_GOING) return REDRAW;
    announce(w, g, res);
    return STOP;
}

gg_status gg_knightmare_play_action(gg_ctx *ctx)
{
    game *g = calloc(1, sizeof *g);
    if (!g) return gg_diag_nomem(ctx->diag);
    uint64_t seed = 0;
    gg_status st = setup(ctx, g, &seed);
    if (st == GG_OK) {
        gg_rng rng;
        gg_rng_seed(&rng, seed);
        gg_writer *w = ctx->out;
        gg_writef(w, "knightmare on %d x %d (rule: %s). You play %s, the engine plays %s (%s).\n%s", g->n, g->m,
                  gg_knightmare_rule_name(g->rule), gg_knightmare_side_lower[g->human],
                  gg_knightmare_side_lower[1 - g->human],
                  g->have_table ? "perfect, from the tablebase" : "the strategy", HELP);
        int state = REDRAW;
        while (state != STOP) {
            if (to_move(g) != g->human) {
                state = engine_turn(w, g, &rng);
                continue;
            }
            if (state == REDRAW) {
                draw_board(w, g, 0);
                predict(w, g);
            }
            state = human_turn(ctx, g);
        }
    }
    if (g->have_table) gg_knightmare_table_fini(&g->table);
    gg_knightmare_player_fini(&g->strat);
    free(g);
    if (st == GG_OK) st = gg_writer_flush(ctx->out);
    return st;
}
