/* judge.c: `gridgames knightmare judge` — a local interactor for any player program.
 *
 * Each game forks the player (its own process group, stdin and stdout on pipes, stderr to
 * /dev/null unless --player-stderr), sends "n m" and "x1 y1 x2 y2", reads the side, then
 * alternates: the opponent's moves are sent as "x y", the player's lines are read with a
 * per-move deadline (poll) and validated strictly (format.c: two integers on one line, no
 * other byte, a NUL included; on the board, a knight move from the player's knight). The game
 * is lost on a parse error, an illegal move, silence past the deadline, an early exit, 350
 * player moves without a win, or the opponent winning (the player is then sent "-1 -1").
 *
 * After the winning move the rule is explicit and does not depend on scheduling: the judge
 * closes the player's stdin at once and gives it a fresh timeout to exit; any byte it writes
 * before its exit is a protocol loss, and so is a non-zero status or not exiting in time. Only
 * the player process counts: a background child still holding its stdout does not make the
 * judge wait. A player that cannot be executed ends the run with a usage error.
 *
 * This file is the referee: the protocol, the legal moves, who won, the opponents, the reports.
 * The player process itself (fork, pipes, deadlines, killing and reaping whatever it leaves)
 * is the program's, reached through ctx->host (host.h; the command's is cli/player.c): without
 * a host, judge and stress refuse with a usage error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/host.h>

#include "../slurp.h"
#include "internal.h"

typedef struct judge_cfg {
    const gg_host *host;       /* runs the player (ctx->host) */
    gg_knightmare_opponent kind;
    gg_knightmare_rule rule;
    int timeout_ms;
    int show_stderr;
    char *const *argv;
} judge_cfg;

#define LOG_MAX (2 * GG_KNIGHTMARE_MOVE_LIMIT + 4)

typedef struct verdict {
    int won;
    int side;                  /* -1 if none chosen */
    int moves;
    char why[200];
    int nlog;                  /* the cells moved to, white first, one per ply */
    int32_t log[LOG_MAX];
    gg_knightmare_game end;    /* the game when it ended */
} verdict;

static const char *plural(uint64_t k) { return k == 1 ? "" : "s"; }

/* How a finished player ended (host.player_finish's status): "exit status 0", "killed by
 * signal 11". */
static void describe_exit(char *out, size_t sz, int exited, int status)
{
    if (!exited) snprintf(out, sz, "still running: killed");
    else if (status >= 0) snprintf(out, sz, "exit status %d", status);
    else snprintf(out, sz, "killed by signal %d", -status);
}

static void quote(char *out, size_t sz, const char *line, size_t len)
{
    gg_quote_bytes(out, sz, (const unsigned char *)line, len, 40);
}

/* One game in progress. */
typedef struct bout {
    const judge_cfg *cfg;
    const gg_knightmare_table *table;
    gg_rng *rng;
    verdict *v;
    const gg_host *host;
    gg_player *c;
    gg_knightmare_player fields; /* the distance fields the heuristic opponents use */
    int n, m;
    gg_knightmare_game game;
    gg_knightmare_side me, opp;
    gg_knightmare_result mine;
    int lost_reported, closed;
} bout;

/* Reads the side line. 1: the game goes on. */
static int choose_side(bout *g)
{
    char line[GG_PLAYER_LINE_MAX + 1], q[64];
    size_t len;
    verdict *v = g->v;
    int r = g->host->player_read(g->c, gg_now_ms() + g->cfg->timeout_ms, line, &len);
    if (r != 1) {
        snprintf(v->why, sizeof v->why, "%s before choosing a side",
                 r == 0 ? "the player closed its output" : r == -1 ? "no answer within the time limit" : "an overlong line");
        g->closed = r == 0;
        return 0;
    }
    if ((v->side = gg_knightmare_parse_side(line, len)) < 0) {
        quote(q, sizeof q, line, len);
        snprintf(v->why, sizeof v->why, "expected WHITE or BLACK, found %s", q);
        return 0;
    }
    g->me = (gg_knightmare_side)v->side;
    g->opp = g->me == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    g->mine = g->me == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON;
    return 1;
}

/* The opponent moves and the move is sent. 1: the game goes on. */
static int opponent_turn(bout *g)
{
    verdict *v = g->v;
    int m = g->m;
    int32_t to = gg_knightmare_opponent_move(g->cfg->kind, g->table, g->fields.dist[g->opp], &g->game, g->rng);
    gg_knightmare_result res = gg_knightmare_game_play(&g->game, to);
    if (v->nlog < LOG_MAX) v->log[v->nlog++] = to;
    if (res == g->mine) { /* the "any" reading: the opponent left the player on its target */
        v->won = 1;
        snprintf(v->why, sizeof v->why, "won in %d move%s (the opponent's move to (%d,%d) left it standing on its target)",
                 v->moves, plural((uint64_t)v->moves), gg_knightmare_row(m, to), gg_knightmare_col(m, to));
        return 0;
    }
    if (res != GG_KNIGHTMARE_GOING) {
        snprintf(v->why, sizeof v->why, "lost: the opponent %s at (%d,%d) after %d player move%s",
                 g->game.pos[0] == g->game.pos[1] ? "captured" : "reached its target", gg_knightmare_row(m, to),
                 gg_knightmare_col(m, to), v->moves, plural((uint64_t)v->moves));
        g->lost_reported = 1;
        return 0;
    }
    char msg[32];
    snprintf(msg, sizeof msg, "%d %d\n", gg_knightmare_row(m, to), gg_knightmare_col(m, to));
    g->host->player_send(g->c, msg);
    return 1;
}

/* The verdict once the player has made its winning move (see the rule at the top). */
static void after_win(bout *g)
{
    verdict *v = g->v;
    int status = 0;
    char extra[GG_PLAYER_LINE_MAX];
    size_t extra_len = 0;
    int exited = g->host->player_finish(g->c, gg_now_ms() + g->cfg->timeout_ms, &status, extra, &extra_len);
    g->c = NULL;
    if (extra_len) {
        char q[64];
        const char *nl = memchr(extra, '\n', extra_len);
        quote(q, sizeof q, extra, nl ? (size_t)(nl - extra) : extra_len);
        snprintf(v->why, sizeof v->why, "won in %d move%s, but printed more after the win: %s", v->moves,
                 plural((uint64_t)v->moves), q);
    } else if (!exited) {
        snprintf(v->why, sizeof v->why, "won in %d move%s, but did not exit after the winning move", v->moves,
                 plural((uint64_t)v->moves));
    } else if (status != 0) {
        char how[64];
        describe_exit(how, sizeof how, exited, status);
        snprintf(v->why, sizeof v->why, "won in %d move%s, but then %s", v->moves, plural((uint64_t)v->moves), how);
    } else {
        v->won = 1;
        snprintf(v->why, sizeof v->why, "won in %d move%s", v->moves, plural((uint64_t)v->moves));
    }
}

/* Reads and applies the player's move. 1: the game goes on; 0: it ended; 2: the player won
 * and the verdict is final (the player has been finished). */
static int player_turn(bout *g)
{
    char line[GG_PLAYER_LINE_MAX + 1], q[64];
    size_t len;
    verdict *v = g->v;
    int m = g->m, x, y;
    int r = g->host->player_read(g->c, gg_now_ms() + g->cfg->timeout_ms, line, &len);
    g->lost_reported = 1;
    if (r != 1) {
        snprintf(v->why, sizeof v->why, "%s after %d move%s",
                 r == 0 ? "the player closed its output" : r == -1 ? "no move within the time limit" : "an overlong line",
                 v->moves, plural((uint64_t)v->moves));
        g->lost_reported = r != 0;
        g->closed = r == 0;
        return 0;
    }
    if (!gg_knightmare_parse_move(line, len, &x, &y)) {
        quote(q, sizeof q, line, len);
        snprintf(v->why, sizeof v->why, "move %d: expected \"x y\", found %s", v->moves + 1, q);
        return 0;
    }
    int32_t to = x >= 1 && x <= g->n && y >= 1 && y <= m ? gg_knightmare_cell(m, x, y) : -1;
    const int32_t *pos = g->game.pos;
    if (!gg_knightmare_game_legal(&g->game, to)) {
        snprintf(v->why, sizeof v->why, "move %d: illegal move to (%d,%d) from (%d,%d)", v->moves + 1, x, y,
                 gg_knightmare_row(m, pos[g->me]), gg_knightmare_col(m, pos[g->me]));
        return 0;
    }
    v->moves++;
    gg_knightmare_result res = gg_knightmare_game_play(&g->game, to);
    if (v->nlog < LOG_MAX) v->log[v->nlog++] = to;
    if (res == g->mine) {
        after_win(g);
        return 2;
    }
    if (res != GG_KNIGHTMARE_GOING) {
        snprintf(v->why, sizeof v->why, "lost: its move %d to (%d,%d) left the opponent standing on its target",
                 v->moves, x, y);
        return 0;
    }
    if (v->moves >= GG_KNIGHTMARE_MOVE_LIMIT) {
        snprintf(v->why, sizeof v->why, "no win within %d moves", GG_KNIGHTMARE_MOVE_LIMIT);
        return 0;
    }
    g->lost_reported = 0;
    return 1;
}

static gg_status play_one(const judge_cfg *cfg, const gg_knightmare_start *s, const gg_knightmare_table *table,
                          gg_rng *rng, verdict *v, gg_diag *diag)
{
    memset(v, 0, sizeof *v);
    v->side = -1;
    bout g = {.cfg = cfg, .host = cfg->host, .table = table, .rng = rng, .v = v, .n = s->n, .m = s->m};
    gg_status st = gg_knightmare_player_init(&g.fields, s, diag);
    if (st != GG_OK) return st;
    if ((st = g.host->player_start(cfg->argv, cfg->show_stderr, &g.c, diag)) != GG_OK) {
        gg_knightmare_player_fini(&g.fields);
        return st;
    }
    gg_writer msg;
    gg_writer_open_mem(&msg);
    gg_knightmare_write_start(&msg, s);
    gg_write_char(&msg, '\0');
    size_t mlen;
    const char *text = gg_writer_data(&msg, &mlen);
    g.host->player_send(g.c, msg.err ? "" : text);
    gg_writer_close(&msg);
    gg_knightmare_game_init(&g.game, (gg_knightmare_board){s->n, s->m, cfg->rule}, s);
    int go = choose_side(&g);
    while (go == 1) go = g.game.tomove == g.opp ? opponent_turn(&g) : player_turn(&g);
    if (go != 2) { /* 2: the player won and has been finished */
        int status = 0;
        if (g.lost_reported && !v->won) g.host->player_send(g.c, "-1 -1\n");
        /* a player that closed its output is given the full timeout to exit, so that its
         * exit status, which the verdict names, does not depend on how soon it is scheduled */
        int exited = g.host->player_finish(g.c, gg_now_ms() + (v->won || g.closed ? cfg->timeout_ms : 200), &status,
                                           NULL, NULL);
        if (g.closed) {
            char how[64];
            size_t len = strlen(v->why);
            describe_exit(how, sizeof how, exited, status);
            snprintf(v->why + len, sizeof v->why - len, " (%s)", how);
        }
    }
    v->end = g.game;
    gg_knightmare_player_fini(&g.fields);
    return GG_OK;
}

typedef struct tally {
    uint64_t games, won;
    int max_moves;
} tally;

static gg_status run_game(gg_ctx *ctx, const judge_cfg *cfg, const gg_knightmare_start *s,
                          const gg_knightmare_table *table, gg_rng *rng, int quiet, tally *t)
{
    verdict v;
    gg_status st = play_one(cfg, s, table, rng, &v, ctx->diag);
    if (st != GG_OK) return st;
    t->games++;
    if (v.won) t->won++;
    if (v.won && v.moves > t->max_moves) t->max_moves = v.moves;
    if (!quiet || !v.won)
        gg_writef(ctx->out, "game %llu: %d %d %d %d %d %d: player %s: %s%s\n", (unsigned long long)t->games, s->n, s->m,
                  s->x1, s->y1, s->x2, s->y2, v.side < 0 ? "-" : gg_knightmare_side_upper[v.side],
                  v.won ? "" : "FAILED: ", v.why);
    return gg_writer_flush(ctx->out);
}

/* The table for the perfect opponent on an n x m board (kept between games on one board). */
static gg_status table_for(const judge_cfg *cfg, int n, int m, gg_knightmare_table *t, int *have, gg_diag *diag)
{
    if (cfg->kind != GG_KNIGHTMARE_OPP_PERFECT || n > GG_KNIGHTMARE_TABLE_MAX || m > GG_KNIGHTMARE_TABLE_MAX) {
        if (*have) gg_knightmare_table_fini(t);
        *have = 0;
        return GG_OK;
    }
    if (*have && t->n == n && t->m == m) return GG_OK;
    if (*have) gg_knightmare_table_fini(t);
    *have = 0;
    gg_status st = gg_knightmare_table_init(t, (gg_knightmare_board){n, m, cfg->rule}, diag);
    if (st == GG_OK) *have = 1;
    return st;
}

/* The options judge and test share: --opponent, --rule, --seed, --timeout, --player-stderr. */
static gg_status judge_options(gg_ctx *ctx, judge_cfg *cfg, const char **kname, int64_t *seed)
{
    const char *const kinds[] = {"perfect", "greedy", "random", "bait", NULL};
    int64_t timeout;
    gg_status st = gg_args_choice(ctx, "opponent", kinds, "perfect", kname);
    if (st == GG_OK) st = gg_knightmare_rule_option(ctx, &cfg->rule);
    if (st == GG_OK) st = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, seed);
    if (st == GG_OK) st = gg_args_int(ctx, "timeout", 1, 600000, 2000, &timeout);
    if (st != GG_OK) return st;
    for (int i = 0; kinds[i]; i++)
        if (strcmp(kinds[i], *kname) == 0) cfg->kind = (gg_knightmare_opponent)i;
    cfg->timeout_ms = (int)timeout;
    cfg->show_stderr = gg_args_flag(ctx->args, "player-stderr");
    return GG_OK;
}

static gg_status judge_games(gg_ctx *ctx, judge_cfg *cfg)
{
    const char *kname;
    int64_t seed;
    gg_status st = judge_options(ctx, cfg, &kname, &seed);
    if (st != GG_OK) return st;
    int quiet = gg_args_flag(ctx->args, "quiet");
    const gg_opt *board = gg_args_find(ctx->args, "board"), *sweep = gg_args_find(ctx->args, "sweep"),
                 *rnd = gg_args_find(ctx->args, "random-boards");
    if ((board != NULL) + (sweep != NULL) + (rnd != NULL) > 1)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "choose one of --board, --sweep, --random-boards");
    if (gg_args_find(ctx->args, "max") && (board || sweep))
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--max goes with random boards (--random-boards, the default)");
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    gg_knightmare_table table;
    int have = 0;
    tally t = {0};
    if (board) {
        gg_knightmare_start s = {0};
        if ((st = gg_knightmare_start_option(ctx, board, &s)) != GG_OK) return st;
        st = table_for(cfg, s.n, s.m, &table, &have, ctx->diag);
        if (st == GG_OK) st = run_game(ctx, cfg, &s, have ? &table : NULL, &rng, quiet, &t);
    } else if (sweep) {
        int64_t n, m;
        if ((st = gg_args_value_int(ctx, sweep, 0, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &n)) != GG_OK) return st;
        if ((st = gg_args_value_int(ctx, sweep, 1, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &m)) != GG_OK) return st;
        if (n % 2 || m % 2) return gg_diag_set(ctx->diag, GG_EUSAGE, "--sweep sides must be even");
        st = table_for(cfg, (int)n, (int)m, &table, &have, ctx->diag);
        gg_knightmare_start s = {(int)n, (int)m, 0, 0, 0, 0};
        while (st == GG_OK && gg_knightmare_next_start(&s))
            st = run_game(ctx, cfg, &s, have ? &table : NULL, &rng, quiet, &t);
    } else {
        int64_t k = 10, maxn = 40;
        if (rnd && (st = gg_args_int(ctx, "random-boards", 1, 1000000, 10, &k)) != GG_OK) return st;
        if ((st = gg_args_int(ctx, "max", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, 40, &maxn)) != GG_OK) return st;
        for (int64_t i = 0; st == GG_OK && i < k; i++) {
            int n = 2 * (int)gg_rng_range(&rng, GG_KNIGHTMARE_MIN / 2, maxn / 2);
            int m = 2 * (int)gg_rng_range(&rng, GG_KNIGHTMARE_MIN / 2, maxn / 2);
            gg_knightmare_start s = gg_knightmare_random_start(n, m, &rng);
            st = table_for(cfg, n, m, &table, &have, ctx->diag);
            if (st == GG_OK) st = run_game(ctx, cfg, &s, have ? &table : NULL, &rng, quiet, &t);
        }
    }
    if (have) gg_knightmare_table_fini(&table);
    if (st != GG_OK) return st;
    gg_writef(ctx->out, "summary: %llu game%s, %llu won, %llu failed (opponent %s, rule %s%s); longest win %d move%s\n",
              (unsigned long long)t.games, plural(t.games), (unsigned long long)t.won,
              (unsigned long long)(t.games - t.won), kname, gg_knightmare_rule_name(cfg->rule),
              cfg->kind == GG_KNIGHTMARE_OPP_PERFECT ? "; perfect = tablebase up to 40 x 40, greedy beyond" : "",
              t.max_moves, plural((uint64_t)t.max_moves));
    if (t.won != t.games)
        return gg_diag_set(ctx->diag, GG_ECHECK, "the player failed %llu of %llu games",
                           (unsigned long long)(t.games - t.won), (unsigned long long)t.games);
    return GG_OK;
}

/* ---- stress: growing random boards, every opponent, the shortest lost game ------------- */

typedef struct lost_game {
    int have;
    gg_knightmare_start start;
    gg_knightmare_opponent kind;
    verdict v;
} lost_game;

static const char *const opponent_names[] = {"perfect", "greedy", "random", "bait", NULL};

static void show_lost(gg_writer *w, const lost_game *L, gg_knightmare_rule rule)
{
    const verdict *v = &L->v;
    const gg_knightmare_start *s = &L->start;
    gg_writef(w, "shortest lost game: %d x %d, white (%d,%d), black (%d,%d), rule %s, opponent %s, player %s\n",
              s->n, s->m, s->x1, s->y1, s->x2, s->y2, gg_knightmare_rule_name(rule), opponent_names[L->kind],
              v->side < 0 ? "chose no side" : gg_knightmare_side_upper[v->side]);
    gg_write_str(w, "input:\n");
    gg_knightmare_write_start(w, s);
    gg_writef(w, "moves (%d):", v->nlog);
    for (int i = 0; i < v->nlog; i++)
        gg_writef(w, "%s %s %d %d", i ? "," : "", gg_knightmare_side_lower[i % 2], gg_knightmare_row(s->m, v->log[i]),
                  gg_knightmare_col(s->m, v->log[i]));
    gg_writef(w, "\nverdict: %s\nthe board when the game ended:\n", v->why);
    gg_knightmare_render_game(w, &v->end);
}

/* One board against every opponent; a lost game shorter than the one kept replaces it. */
static gg_status stress_board(gg_ctx *ctx, judge_cfg *cfg, const gg_knightmare_start *s, gg_rng *rng, tally *t,
                              lost_game *L)
{
    verdict *v = malloc(sizeof *v);
    if (v == NULL) return gg_diag_nomem(ctx->diag);
    gg_knightmare_table table;
    int have = 0;
    gg_status st = GG_OK;
    for (int k = 0; st == GG_OK && opponent_names[k]; k++) {
        cfg->kind = (gg_knightmare_opponent)k;
        st = table_for(cfg, s->n, s->m, &table, &have, ctx->diag);
        if (st == GG_OK) st = play_one(cfg, s, have ? &table : NULL, rng, v, ctx->diag);
        if (st != GG_OK) break;
        t->games++;
        t->won += (uint64_t)v->won;
        if (v->won && v->moves > t->max_moves) t->max_moves = v->moves;
        if (!v->won && (!L->have || v->nlog < L->v.nlog)) {
            L->have = 1;
            L->start = *s;
            L->kind = cfg->kind;
            L->v = *v;
        }
    }
    if (have) gg_knightmare_table_fini(&table);
    free(v);
    return st;
}

static gg_status stress_games(gg_ctx *ctx, judge_cfg *cfg)
{
    int64_t seed, rounds, maxn, timeout;
    gg_status st = gg_knightmare_rule_option(ctx, &cfg->rule);
    if (st == GG_OK) st = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (st == GG_OK) st = gg_args_int(ctx, "rounds", 1, 1000000, 30, &rounds);
    if (st == GG_OK) st = gg_args_int(ctx, "max", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, 40, &maxn);
    if (st == GG_OK) st = gg_args_int(ctx, "timeout", 1, 600000, 2000, &timeout);
    if (st != GG_OK) return st;
    cfg->timeout_ms = (int)timeout;
    cfg->show_stderr = gg_args_flag(ctx->args, "player-stderr");
    int quiet = gg_args_flag(ctx->args, "quiet") || ctx->log == NULL;
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    tally t = {0};
    lost_game *L = calloc(1, sizeof *L);
    if (L == NULL) return gg_diag_nomem(ctx->diag);
    int64_t i, top = 6;
    for (i = 0; st == GG_OK && i < rounds && !L->have; i++) {
        top = 6 + 2 * ((maxn / 2 - 3) * i / (rounds > 1 ? rounds - 1 : 1)); /* 6 x 6 first, --max last */
        int n = 2 * (int)gg_rng_range(&rng, 3, top / 2), m = 2 * (int)gg_rng_range(&rng, 3, top / 2);
        gg_knightmare_start s = gg_knightmare_random_start(n, m, &rng);
        if (!quiet) {
            gg_writef(ctx->log, "\rstress: board %lld/%lld, %d x %d   ", (long long)i + 1, (long long)rounds, n, m);
            gg_writer_flush(ctx->log);
        }
        st = stress_board(ctx, cfg, &s, &rng, &t, L);
    }
    if (!quiet) gg_write_char(ctx->log, '\n');
    if (st == GG_OK && L->have) {
        show_lost(ctx->out, L, cfg->rule);
        st = gg_diag_set(ctx->diag, GG_ECHECK, "the player lost %llu of %llu games (on board %lld of %lld)",
                         (unsigned long long)(t.games - t.won), (unsigned long long)t.games, (long long)i,
                         (long long)rounds);
    } else if (st == GG_OK) {
        gg_writef(ctx->out, "stress: %llu games on %lld boards from 6 x 6 up to %lld x %lld, rule %s, opponents perfect "
                  "(tablebase up to 40 x 40, greedy beyond), greedy, random, bait: all won; longest win %d move%s\n",
                  (unsigned long long)t.games, (long long)rounds, (long long)top, (long long)top,
                  gg_knightmare_rule_name(cfg->rule), t.max_moves, plural((uint64_t)t.max_moves));
    }
    free(L);
    return st;
}

/* `test`: one game on one start (a judge input, in[0..len): what follows the start is
 * ignored, as the samples carry the judge's replies after it), one line: accepted, or the
 * verdict a judge names and why. */
static gg_status test_one(gg_ctx *ctx, const judge_cfg *cfg, const char *name, const char *in, size_t len,
                          gg_rng *rng, tally *t)
{
    gg_reader r;
    gg_diag why = {GG_OK, ""};
    gg_knightmare_start s = {0};
    gg_reader_open_mem(&r, in, len, name, &why);
    gg_status st = gg_knightmare_read_start(&r, &s);
    gg_reader_close(&r);
    if (st != GG_OK) return gg_diag_set(ctx->diag, st, "%s", why.msg);
    gg_knightmare_table table;
    int have = 0;
    verdict *v = malloc(sizeof *v);
    st = v ? table_for(cfg, s.n, s.m, &table, &have, ctx->diag) : gg_diag_nomem(ctx->diag);
    if (st == GG_OK) st = play_one(cfg, &s, have ? &table : NULL, rng, v, ctx->diag);
    if (st == GG_OK) {
        t->games++;
        t->won += (uint64_t)v->won;
        const char *kind = v->won ? "accepted"
                           : strstr(v->why, "within the time limit") ? "time limit exceeded"
                           : strstr(v->why, "(exit status") || strstr(v->why, "(killed by signal") ? "runtime error"
                                                                                                     : "wrong answer";
        gg_writef(ctx->out, "%-12s %s: %s\n", name, kind, v->why);
        st = gg_writer_flush(ctx->out);
    }
    if (have) gg_knightmare_table_fini(&table);
    free(v);
    return st;
}

/* `gridgames knightmare test`: the player on given starts (--files), the judge's samples
 * (--samples) or --gen N random boards up to --max, one game each. */
static gg_status test_games(gg_ctx *ctx, judge_cfg *cfg)
{
    const char *kname;
    int64_t seed, count, maxn;
    gg_status st = judge_options(ctx, cfg, &kname, &seed);
    if (st == GG_OK) st = gg_args_int(ctx, "gen", 1, 1000000, 0, &count);
    if (st == GG_OK) st = gg_args_int(ctx, "max", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, 40, &maxn);
    if (st != GG_OK) return st;
    const gg_opt *files = gg_args_find(ctx->args, "files");
    int samples = gg_args_flag(ctx->args, "samples");
    if ((files != NULL) + samples + (count > 0) != 1 || (files && files->argc == 0))
        return gg_diag_set(ctx->diag, GG_EUSAGE, "test needs one of --files FILE..., --samples or --gen N");
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    tally t = {0};
    char name[32];
    for (int i = 0; st == GG_OK && files && i < files->argc; i++) {
        gg_writer in;
        gg_writer_open_mem(&in);
        const int e = gg_judge_slurp(files->argv[i], &in);
        size_t k;
        const char *p = gg_writer_data(&in, &k);
        st = e ? gg_judge_read_error(ctx, files->argv[i], e) : test_one(ctx, cfg, files->argv[i], p, k, &rng, &t);
        gg_writer_close(&in);
    }
    for (int i = 0; st == GG_OK && samples && ctx->game->examples[i].input; i++) {
        snprintf(name, sizeof name, "sample %d", i + 1);
        st = test_one(ctx, cfg, name, ctx->game->examples[i].input, strlen(ctx->game->examples[i].input), &rng, &t);
    }
    for (int64_t i = 0; st == GG_OK && i < count; i++) {
        int n = 2 * (int)gg_rng_range(&rng, GG_KNIGHTMARE_MIN / 2, maxn / 2);
        int m = 2 * (int)gg_rng_range(&rng, GG_KNIGHTMARE_MIN / 2, maxn / 2);
        gg_knightmare_start s = gg_knightmare_random_start(n, m, &rng);
        char in[64];
        snprintf(in, sizeof in, "%d %d\n%d %d %d %d\n", s.n, s.m, s.x1, s.y1, s.x2, s.y2);
        snprintf(name, sizeof name, "gen %lld", (long long)i + 1);
        st = test_one(ctx, cfg, name, in, strlen(in), &rng, &t);
    }
    if (st != GG_OK) return st;
    gg_writef(ctx->out, "%s: %llu of %llu inputs won (opponent %s, rule %s)\n", t.won == t.games ? "passed" : "FAILED",
              (unsigned long long)t.won, (unsigned long long)t.games, kname, gg_knightmare_rule_name(cfg->rule));
    if (t.won != t.games)
        return gg_diag_set(ctx->diag, GG_ECHECK, "%llu of %llu inputs failed", (unsigned long long)(t.games - t.won),
                           (unsigned long long)t.games);
    return GG_OK;
}

/* The judge (mode 0), its stress alias (1) or test (2) with the player after "--". */
static gg_status judge_run(gg_ctx *ctx, int mode)
{
    int stress = mode == 1;
    const char *const known[] = {"opponent", "rule", "board=6", "sweep=2", "random-boards", "max", "seed",
                                 "timeout", "quiet=0", "player-stderr=0", "--", NULL};
    const char *const known_stress[] = {"rule", "rounds", "max", "seed", "timeout", "quiet=0", "player-stderr=0",
                                        "--", NULL};
    const char *const known_test[] = {"files=*", "samples=0", "gen", "max", "opponent", "rule", "seed", "timeout",
                                      "player-stderr=0", "--", NULL};
    gg_status st = gg_args_check(ctx, mode == 2 ? known_test : stress ? known_stress : known);
    if (st != GG_OK) return st;
    if (ctx->host == NULL)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "%s runs a player program: only the gridgames command can",
                           mode == 2 ? "test" : stress ? "stress" : "judge");
    if (ctx->args->nrest < 1)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "give the player command after a lone --");
    judge_cfg cfg = {.host = ctx->host};
    char **argv = calloc((size_t)ctx->args->nrest + 1, sizeof *argv); /* NULL-terminated for execvp */
    if (!argv) return gg_diag_nomem(ctx->diag);
    for (int i = 0; i < ctx->args->nrest; i++) argv[i] = ctx->args->rest[i];
    cfg.argv = argv;
    st = ctx->host->session_begin(ctx->diag); /* a player that cannot run: the first start says so */
    if (st == GG_OK) st = mode == 2 ? test_games(ctx, &cfg) : stress ? stress_games(ctx, &cfg) : judge_games(ctx, &cfg);
    ctx->host->session_end();
    free(argv);
    return st;
}

gg_status gg_knightmare_judge_action(gg_ctx *ctx) { return judge_run(ctx, 0); }
gg_status gg_knightmare_stress_action(gg_ctx *ctx) { return judge_run(ctx, 1); }
gg_status gg_knightmare_test_action(gg_ctx *ctx) { return judge_run(ctx, 2); }
