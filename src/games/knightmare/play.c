/* play.c: `gridgames knightmare play` — a person plays one knight against the engine in the
 * terminal. The engine plays perfectly from the tablebase on boards up to 40 x 40 (quickest
 * win, else longest resistance) and by the strategy (or greedily, on the side the strategy
 * would not choose) beyond. After every move the board is drawn in text with the person's
 * legal moves marked, followed by the prediction with best play. Commands: "x y" (a move),
 * "u" (undo the last round), "h" (help), "q" (quit). Input comes from standard input one
 * token at a time, so it can also be scripted. */
#include <stdlib.h>
#include <string.h>

#include "actions.h"

#define MAX_PLIES (2 * GG_KNIGHTMARE_MOVE_LIMIT + 2)

typedef struct game {
    int n, m;
    gg_knightmare_rule rule;
    gg_knightmare_side human;
    int32_t hist[MAX_PLIES + 1][2]; /* positions after each ply */
    int ply;                        /* plies played; side to move = ply parity */
    gg_knightmare_table table;
    int have_table;
    gg_knightmare_player strat;     /* distance fields and the strategy's choice */
} game;

static gg_knightmare_side to_move(const game *g) { return (gg_knightmare_side)(g->ply & 1); }

static void draw_board(gg_writer *w, const game *g)
{
    const int32_t *pos = g->hist[g->ply];
    int32_t tw = gg_knightmare_target(g->n, g->m, GG_KNIGHTMARE_WHITE), tb = gg_knightmare_target(g->n, g->m, GG_KNIGHTMARE_BLACK);
    int32_t mv[8];
    int k = 0;
    if (to_move(g) == g->human) k = gg_knightmare_moves(g->n, g->m, pos[g->human], mv);
    gg_write_str(w, "\n    ");
    for (int y = 1; y <= g->m; y++) gg_writef(w, "%3d", y);
    gg_write_char(w, '\n');
    for (int x = 1; x <= g->n; x++) {
        gg_writef(w, "%4d", x);
        for (int y = 1; y <= g->m; y++) {
            int32_t c = gg_knightmare_cell(g->m, x, y);
            const char *s = " .";
            int legal = 0;
            for (int i = 0; i < k; i++) legal |= mv[i] == c;
            if (c == pos[0] && legal) s = "xW";
            else if (c == pos[1] && legal) s = "xB";
            else if (c == pos[0]) s = " W";
            else if (c == pos[1]) s = " B";
            else if (legal && c == tw) s = "*w";
            else if (legal && c == tb) s = "*b";
            else if (legal) s = " *";
            else if (c == tw) s = " w";
            else if (c == tb) s = " b";
            gg_writef(w, " %s", s);
        }
        gg_write_char(w, '\n');
    }
    gg_writef(w, "W/B: the knights, w/b: their targets (%d,%d) and (%d,%d)%s\n", g->n / 2, g->m / 2, g->n / 2 + 1,
              g->m / 2, k ? ", *: your legal moves (x: a capture)" : "");
}

static void predict(gg_writer *w, const game *g)
{
    const int32_t *pos = g->hist[g->ply];
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
    const int32_t *pos = g->hist[g->ply];
    gg_knightmare_side me = to_move(g);
    if (g->have_table) return gg_knightmare_table_best(&g->table, pos[0], pos[1], me);
    if (g->strat.side == me) {
        g->strat.pos[0] = pos[0];
        g->strat.pos[1] = pos[1];
        if (g->strat.plan == GG_KNIGHTMARE_PLAN_VIA && pos[me] == g->strat.target[1 - me]) g->strat.via_done = 1;
        return gg_knightmare_player_next(&g->strat);
    }
    return gg_knightmare_opponent_move(GG_KNIGHTMARE_OPP_GREEDY, NULL, g->strat.dist[me], g->n, g->m, g->rule,
                                       pos[0], pos[1], me, rng);
}

/* Plays a move; returns the result after it. */
static gg_knightmare_result do_move(game *g, int32_t c)
{
    gg_knightmare_side tm = to_move(g);
    g->hist[g->ply + 1][0] = g->hist[g->ply][0];
    g->hist[g->ply + 1][1] = g->hist[g->ply][1];
    g->hist[g->ply + 1][tm] = c;
    g->ply++;
    return gg_knightmare_after_move(g->n, g->m, g->rule, g->hist[g->ply][0], g->hist[g->ply][1], tm);
}

static void announce(gg_writer *w, const game *g, gg_knightmare_result res)
{
    const int32_t *pos = g->hist[g->ply];
    gg_knightmare_side winner = res == GG_KNIGHTMARE_WHITE_WON ? GG_KNIGHTMARE_WHITE : GG_KNIGHTMARE_BLACK;
    gg_knightmare_side loser = (gg_knightmare_side)(1 - winner);
    draw_board(w, g);
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

/* Reads the next word into buf (at most sz - 1 bytes); 0 at end of input. */
static int next_word(gg_reader *r, char *buf, size_t sz)
{
    const unsigned char *p;
    size_t len;
    gg_diag *saved = r->diag, local = {0};
    r->diag = &local; /* end of input is how a person leaves, not an error */
    gg_status st = gg_read_word(r, "a command", &p, &len);
    r->diag = saved;
    if (st != GG_OK) return 0;
    if (len >= sz) len = sz - 1;
    memcpy(buf, p, len);
    buf[len] = '\0';
    return 1;
}

static int parse_int(const char *s, int *v)
{
    char *end;
    long x = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || x < -1000000 || x > 1000000) return 0;
    *v = (int)x;
    return 1;
}

gg_status gg_knightmare_play_action(gg_ctx *ctx)
{
    const char *const known[] = {"board=6", "side", "rule", "seed", NULL};
    const char *const sides[] = {"white", "black", NULL};
    const char *side;
    int64_t seed;
    gg_status st = gg_args_check(ctx, known);
    game *g = NULL;
    if (st == GG_OK) st = gg_args_choice(ctx, "side", sides, "white", &side);
    if (st == GG_OK) st = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    gg_knightmare_rule rule = GG_KNIGHTMARE_RULE_MOVER;
    if (st == GG_OK) st = gg_knightmare_rule_option(ctx, &rule);
    if (st != GG_OK) return st;
    gg_knightmare_start s = {8, 8, 1, 1, 8, 8};
    const gg_opt *bo = gg_args_find(ctx->args, "board");
    if (bo) {
        int64_t v[6];
        for (int i = 0; i < 6; i++)
            if ((st = gg_args_value_int(ctx, bo, i, i < 2 ? GG_KNIGHTMARE_MIN : 1, GG_KNIGHTMARE_MAX, &v[i])) != GG_OK)
                return st;
        s = (gg_knightmare_start){(int)v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5]};
    }
    gg_diag local = {0};
    if (gg_knightmare_check_start(&s, &local) != GG_OK) return gg_diag_set(ctx->diag, GG_EUSAGE, "--board: %s", local.msg);
    g = calloc(1, sizeof *g);
    if (!g) return gg_diag_nomem(ctx->diag);
    g->n = s.n;
    g->m = s.m;
    g->rule = rule;
    g->human = strcmp(side, "black") == 0 ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    g->hist[0][0] = gg_knightmare_cell(s.m, s.x1, s.y1);
    g->hist[0][1] = gg_knightmare_cell(s.m, s.x2, s.y2);
    if ((st = gg_knightmare_player_init(&g->strat, &s, ctx->diag)) != GG_OK) {
        free(g);
        return st;
    }
    if (s.n <= GG_KNIGHTMARE_TABLE_MAX && s.m <= GG_KNIGHTMARE_TABLE_MAX) {
        if ((st = gg_knightmare_table_build(&g->table, s.n, s.m, rule, ctx->diag)) != GG_OK) goto out;
        g->have_table = 1;
    }
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    gg_writer *w = ctx->out;
    gg_writef(w, "knightmare on %d x %d (rule: %s). You play %s, the engine plays %s (%s).\n%s", s.n, s.m,
              rule == GG_KNIGHTMARE_RULE_ANY ? "any" : "mover", gg_knightmare_side_lower[g->human],
              gg_knightmare_side_lower[1 - g->human], g->have_table ? "perfect, from the tablebase" : "the strategy",
              HELP);
    int show = 1;
    for (;;) {
        gg_knightmare_side tm = to_move(g);
        if (tm != g->human) {
            if (g->ply >= MAX_PLIES) {
                gg_writef(w, "GAME OVER: %d moves each without a winner: a draw.\n", GG_KNIGHTMARE_MOVE_LIMIT);
                break;
            }
            int32_t c = engine_move(g, &rng);
            gg_knightmare_result res = do_move(g, c);
            gg_writef(w, "engine (%s) moves to %d %d\n", gg_knightmare_side_lower[tm], gg_knightmare_row(g->m, c),
                      gg_knightmare_col(g->m, c));
            if (res != GG_KNIGHTMARE_GOING) {
                announce(w, g, res);
                break;
            }
            show = 1;
            continue;
        }
        if (show) {
            draw_board(w, g);
            predict(w, g);
            show = 0;
        }
        const int32_t *pos = g->hist[g->ply];
        gg_writef(w, "your move (%s at %d %d)> ", gg_knightmare_side_lower[tm], gg_knightmare_row(g->m, pos[tm]),
                  gg_knightmare_col(g->m, pos[tm]));
        if ((st = gg_writer_flush(w)) != GG_OK) break;
        char a[64], b[64];
        if (!next_word(ctx->in, a, sizeof a)) {
            gg_write_str(w, "\nend of input: bye\n");
            break;
        }
        if (strcmp(a, "q") == 0 || strcmp(a, "quit") == 0) {
            gg_write_str(w, "bye\n");
            break;
        }
        if (strcmp(a, "h") == 0 || strcmp(a, "help") == 0) {
            gg_write_str(w, HELP);
            continue;
        }
        if (strcmp(a, "u") == 0 || strcmp(a, "undo") == 0) {
            /* back to the human's previous turn */
            int back = g->ply >= 2 ? 2 : 0;
            if (back == 0 || g->ply - back < (g->human == GG_KNIGHTMARE_BLACK ? 1 : 0)) {
                gg_write_str(w, "nothing to undo\n");
                continue;
            }
            g->ply -= back;
            gg_write_str(w, "undone: your last move and the engine's reply\n");
            show = 1;
            continue;
        }
        int x, y;
        if (!parse_int(a, &x)) {
            gg_writef(w, "not a command: '%s'. %s", a, HELP);
            continue;
        }
        if (!next_word(ctx->in, b, sizeof b)) {
            gg_write_str(w, "\nend of input: bye\n");
            break;
        }
        if (!parse_int(b, &y)) {
            gg_writef(w, "not a column: '%s'. %s", b, HELP);
            continue;
        }
        int32_t c = x >= 1 && x <= g->n && y >= 1 && y <= g->m ? gg_knightmare_cell(g->m, x, y) : -1;
        if (c < 0 || !gg_knightmare_adjacent(g->m, pos[tm], c)) {
            gg_writef(w, "illegal: a knight cannot go from %d %d to %d %d; the marked cells (*) are legal\n",
                      gg_knightmare_row(g->m, pos[tm]), gg_knightmare_col(g->m, pos[tm]), x, y);
            continue;
        }
        gg_knightmare_result res = do_move(g, c);
        if (res != GG_KNIGHTMARE_GOING) {
            announce(w, g, res);
            break;
        }
    }
out:
    if (g->have_table) gg_knightmare_table_free(&g->table);
    gg_knightmare_player_free(&g->strat);
    free(g);
    if (st == GG_OK) st = gg_writer_flush(ctx->out);
    return st;
}
