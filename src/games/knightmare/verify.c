/* verify.c: `gridgames knightmare verify` — the player against the exact solution.
 *
 * For each board checked, the tablebases of both readings of the target rule are built and
 * compared state by state: no state is a draw, every legal start has the same value and the
 * same remoteness under both, and the states that differ are counted. Then, per reading:
 *   1. the tablebase is re-checked state by state from one move of look-ahead;
 *   2. for every legal start the side the player chooses wins in the table (no start is a
 *      draw), and on 6 x 6 and 8 x 8 the counts of white and black wins are the published
 *      ones (695 / 496 and 2223 / 1684);
 *   3. exhaustively (prove.c): the player wins from every legal start against every possible
 *      sequence of opponent moves, and the most moves any opponent can force is reported;
 *   4. the player, in-process, beats the perfect opponent (the table's best replies: the
 *      quickest win if it had one, else the longest resistance) from every start on boards up
 *      to 12 x 12 and from a seeded sample of starts on larger ones, within 350 moves.
 * Then the large boards: the player's move bound (the largest distance to a target plus 4,
 * see docs/knightmare.md) stays <= 350, and games from the corners and other far starts on
 * 1000 x 1000 against greedy, random and bait opponents are won within it.
 * Default: a few boards (seconds). --slow: every even board up to 40 x 40 and many large
 * boards (minutes). --board N M: only that board (up to 40 x 40), every start played. */
#include <stdlib.h>
#include <time.h>

#include "internal.h"

#define SAMPLE 400 /* starts played per board above 12 x 12 in --slow (all below) */

typedef struct vstats {
    uint64_t boards, starts, games, tables;
    uint64_t diff_value, diff_rem; /* states whose value / only remoteness differs between readings */
    int max_moves, max_forced;
} vstats;

/* Checks one reading's table (built by the caller, freed by the caller). */
static gg_status check_board(gg_ctx *ctx, const gg_knightmare_table *tp, int sample, gg_rng *rng, vstats *vs,
                             int verbose)
{
    const gg_knightmare_table t = *tp;
    int n = t.n, m = t.m;
    gg_knightmare_rule rule = t.rule;
    gg_status st;
    const char *rname = rule == GG_KNIGHTMARE_RULE_ANY ? "any" : "mover";
    if ((st = gg_knightmare_table_check(&t, ctx->diag)) != GG_OK)
        return gg_diag_set(ctx->diag, GG_ECHECK, "%d x %d rule %s: table re-check failed", n, m, rname);
    vs->tables++;
    gg_knightmare_player p;
    int have_p = 0;
    uint64_t wins[3] = {0}, starts = 0, games = 0;
    int maxmv = 0;
    uint64_t total_starts = 0;
    /* count the starts first so the sample can be a fixed number of uniformly chosen ones */
    uint64_t ncells = (uint64_t)n * (uint64_t)m;
    total_starts = (ncells - 1) * (ncells - 1) - (ncells - 2);
    gg_knightmare_start s = {n, m, 0, 0, 0, 0};
    while (st == GG_OK && gg_knightmare_next_start(&s)) {
        int x1 = s.x1, y1 = s.y1, x2 = s.x2, y2 = s.y2;
        gg_diag d = {0};
        if (!have_p) {
            st = gg_knightmare_player_init(&p, &s, ctx->diag);
            if (st != GG_OK) break;
            have_p = 1;
        } else {
            gg_knightmare_player_restart(&p, &s, &d);
        }
        starts++;
        uint32_t x = gg_knightmare_state(&t, p.pos[0], p.pos[1], GG_KNIGHTMARE_WHITE);
        int v = t.value[x];
        wins[v]++;
        int winner = v == GG_KNIGHTMARE_WIN ? 0 : 1;
        if (v == GG_KNIGHTMARE_DRAW || (int)p.side != winner) {
            st = gg_diag_set(ctx->diag, GG_ECHECK,
                             "%d x %d rule %s: start %d %d %d %d: the player chooses %s, the table says %s",
                             n, m, rname, x1, y1, x2, y2, gg_knightmare_side_upper[p.side],
                             v == GG_KNIGHTMARE_DRAW ? "draw" : winner ? "black wins" : "white wins");
            break;
        }
        if (sample == 0 || gg_rng_below(rng, total_starts) < (uint64_t)sample) {
            gg_knightmare_result r = gg_knightmare_play_game(&p, rule, GG_KNIGHTMARE_OPP_PERFECT, &t, rng);
            games++;
            if (p.moves > maxmv) maxmv = p.moves;
            if ((int)r != (p.side == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON)) {
                st = gg_diag_set(ctx->diag, GG_ECHECK,
                                 "%d x %d rule %s: start %d %d %d %d: the player (%s) did not win against the perfect opponent (%s after %d moves)",
                                 n, m, rname, x1, y1, x2, y2, gg_knightmare_side_upper[p.side],
                                 r == GG_KNIGHTMARE_GOING ? "no result" : "lost", p.moves);
                break;
            }
        }
    }
    if (have_p) gg_knightmare_player_fini(&p);
    if (st == GG_OK && wins[0] != 0)
        st = gg_diag_set(ctx->diag, GG_ECHECK, "%d x %d rule %s: %llu drawn starts", n, m, rname,
                         (unsigned long long)wins[0]);
    if (st == GG_OK && ((n == 6 && m == 6 && (wins[1] != 695 || wins[2] != 496)) ||
                        (n == 8 && m == 8 && (wins[1] != 2223 || wins[2] != 1684))))
        st = gg_diag_set(ctx->diag, GG_ECHECK, "%d x %d rule %s: %llu white wins, %llu black wins: not the published counts",
                         n, m, rname, (unsigned long long)wins[1], (unsigned long long)wins[2]);
    gg_knightmare_proof proof = {0};
    if (st == GG_OK) st = gg_knightmare_prove((gg_knightmare_board){n, m, rule}, &proof, ctx->diag);
    if (st == GG_OK && verbose)
        gg_writef(ctx->out,
                  "ok %2d x %-2d rule %-5s: table re-checked (%u states); %llu starts: white wins %llu, black %llu, "
                  "player's side right for all; wins against every opponent within %d moves; %llu games vs "
                  "perfect won (max %d moves)\n",
                  n, m, rname, t.nstates, (unsigned long long)starts, (unsigned long long)wins[1],
                  (unsigned long long)wins[2], proof.max_moves, (unsigned long long)games, maxmv);
    if (proof.max_moves > vs->max_forced) vs->max_forced = proof.max_moves;
    vs->boards++;
    vs->starts += starts;
    vs->games += games;
    if (maxmv > vs->max_moves) vs->max_moves = maxmv;
    return st;
}

/* The two readings' tables of one board, state by state: no state of either is a draw, and
 * every legal start (white to move, distinct cells, neither knight on its own target) has the
 * same value and remoteness under both. Counts the states (all 2 (nm)^2 of them) that differ
 * in value, and those that differ only in remoteness. */
static gg_status compare_readings(gg_ctx *ctx, const gg_knightmare_table *mv, const gg_knightmare_table *an,
                                  uint64_t *dvalue, uint64_t *drem)
{
    int n = mv->n, m = mv->m;
    int32_t tw = gg_knightmare_target(n, m, GG_KNIGHTMARE_WHITE), tb = gg_knightmare_target(n, m, GG_KNIGHTMARE_BLACK);
    *dvalue = *drem = 0;
    for (int32_t w = 0; w < (int32_t)mv->ncells; w++)
        for (int32_t b = 0; b < (int32_t)mv->ncells; b++)
            for (int side = 0; side < 2; side++) {
                uint32_t x = gg_knightmare_state(mv, w, b, (gg_knightmare_side)side);
                if (mv->value[x] == GG_KNIGHTMARE_DRAW || an->value[x] == GG_KNIGHTMARE_DRAW)
                    return gg_diag_set(ctx->diag, GG_ECHECK, "%d x %d: state white (%d,%d) black (%d,%d) %s to move "
                                       "is a draw under the %s reading", n, m, gg_knightmare_row(m, w),
                                       gg_knightmare_col(m, w), gg_knightmare_row(m, b), gg_knightmare_col(m, b),
                                       gg_knightmare_side_upper[side],
                                       mv->value[x] == GG_KNIGHTMARE_DRAW ? "mover" : "any");
                int same = mv->value[x] == an->value[x] && mv->rem[x] == an->rem[x];
                if (mv->value[x] != an->value[x]) (*dvalue)++;
                else if (mv->rem[x] != an->rem[x]) (*drem)++;
                if (!same && side == GG_KNIGHTMARE_WHITE && w != b && w != tw && b != tb)
                    return gg_diag_set(ctx->diag, GG_ECHECK, "%d x %d: legal start white (%d,%d) black (%d,%d): "
                                       "value %d remoteness %d under mover, value %d remoteness %d under any",
                                       n, m, gg_knightmare_row(m, w), gg_knightmare_col(m, w),
                                       gg_knightmare_row(m, b), gg_knightmare_col(m, b), mv->value[x], mv->rem[x],
                                       an->value[x], an->rem[x]);
            }
    return GG_OK;
}

/* Builds both readings' tables of an n x m board, compares them, and checks each. */
static gg_status check_pair(gg_ctx *ctx, int n, int m, int sample, gg_rng *rng, vstats *vs, int verbose)
{
    gg_knightmare_table t[2];
    gg_status st = gg_knightmare_table_init(&t[0], (gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_MOVER}, ctx->diag);
    if (st != GG_OK) return st;
    if ((st = gg_knightmare_table_init(&t[1], (gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_ANY}, ctx->diag)) != GG_OK) {
        gg_knightmare_table_fini(&t[0]);
        return st;
    }
    uint64_t dvalue, drem;
    st = compare_readings(ctx, &t[0], &t[1], &dvalue, &drem);
    if (st == GG_OK) {
        vs->diff_value += dvalue;
        vs->diff_rem += drem;
        if (verbose)
            gg_writef(ctx->out, "ok %2d x %-2d readings: no state is a draw; every legal start has the same value "
                                "and remoteness under both; of all %u states %llu differ in value, %llu only "
                                "in remoteness\n",
                      n, m, t[0].nstates, (unsigned long long)dvalue, (unsigned long long)drem);
    }
    for (int rule = 0; rule < 2 && st == GG_OK; rule++) st = check_board(ctx, &t[rule], sample, rng, vs, verbose);
    gg_knightmare_table_fini(&t[0]);
    gg_knightmare_table_fini(&t[1]);
    return st;
}

/* The move bound of a large board: max distance to a target + 4; and games from far starts.
 * p: a player (zeroed, or from an earlier call) whose memory serves every board; the caller
 * frees it with gg_knightmare_player_fini. */
static gg_status check_large(gg_ctx *ctx, gg_knightmare_player *p, int n, int m, int play, int *bound_out,
                             int *moves_out, uint64_t *games, gg_rng *rng)
{
    int starts[][4] = {{1, 1, n, m}, {n, m, 1, 1}, {1, m, n, 1}, {n, 1, 1, m}, {1, 1, 1, 2},
                       {n, m, n - 1, m}, {1, 2, n, m - 1}, {n, 1, n - 1, 3}, {1, m, 2, m - 2},
                       {n / 2 + 1, m / 2, n / 2, m / 2}, {1, 1, n, 1}, {n, m, 1, m}};
    gg_knightmare_start s0 = {n, m, 1, 1, n, m};
    gg_status st = gg_knightmare_player_reinit(p, &s0, ctx->diag);
    if (st != GG_OK) return st;
    int maxd = 0;
    for (int32_t c = 0; c < (int32_t)((int64_t)n * m); c++) {
        if (p->dist[0][c] > maxd) maxd = p->dist[0][c];
        if (p->dist[1][c] > maxd) maxd = p->dist[1][c];
    }
    *bound_out = maxd + 4;
    *moves_out = 0;
    if (maxd + 4 > GG_KNIGHTMARE_MOVE_LIMIT)
        st = gg_diag_set(ctx->diag, GG_ECHECK, "%d x %d: move bound %d exceeds %d", n, m, maxd + 4,
                         GG_KNIGHTMARE_MOVE_LIMIT);
    static const gg_knightmare_opponent kinds[3] = {GG_KNIGHTMARE_OPP_GREEDY, GG_KNIGHTMARE_OPP_RANDOM,
                                                    GG_KNIGHTMARE_OPP_BAIT};
    for (size_t i = 0; play && st == GG_OK && i < sizeof starts / sizeof starts[0]; i++) {
        gg_knightmare_start s = {n, m, starts[i][0], starts[i][1], starts[i][2], starts[i][3]};
        gg_diag d = {0};
        if (gg_knightmare_player_restart(p, &s, &d) != GG_OK) continue;
        if (p->expected_moves > *bound_out)
            st = gg_diag_set(ctx->diag, GG_ECHECK, "%d x %d start %d %d %d %d: plan of %d moves exceeds the bound %d",
                             n, m, s.x1, s.y1, s.x2, s.y2, p->expected_moves, *bound_out);
        for (int k = 0; k < 3 && st == GG_OK; k++)
            for (int rule = 0; rule < 2 && st == GG_OK; rule++) {
                gg_knightmare_player_restart(p, &s, &d);
                gg_knightmare_result r = gg_knightmare_play_game(p, (gg_knightmare_rule)rule, kinds[k], NULL, rng);
                (*games)++;
                if (p->moves > *moves_out) *moves_out = p->moves;
                if ((int)r != (p->side == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON))
                    st = gg_diag_set(ctx->diag, GG_ECHECK, "%d x %d start %d %d %d %d: the player did not win (opponent %d, rule %d)",
                                     n, m, s.x1, s.y1, s.x2, s.y2, k, rule);
            }
    }
    return st;
}

/* --bound-all: only the move bound, on every even board from 6 x 6 to 1000 x 1000 (about
 * 250,000 boards, two BFS each: minutes). */
static gg_status check_bound_all(gg_ctx *ctx)
{
    gg_status st = GG_OK;
    int worst = 0, wn = 0, wm = 0;
    uint64_t boards = 0, unused = 0;
    gg_rng r2;
    gg_rng_seed(&r2, 1);
    gg_knightmare_player p = {0};
    for (int n = GG_KNIGHTMARE_MIN; st == GG_OK && n <= GG_KNIGHTMARE_MAX; n += 2)
        for (int m = GG_KNIGHTMARE_MIN; st == GG_OK && m <= GG_KNIGHTMARE_MAX; m += 2) {
            int b = 0, mv = 0;
            st = check_large(ctx, &p, n, m, 0, &b, &mv, &unused, &r2);
            boards++;
            if (b > worst) {
                worst = b;
                wn = n;
                wm = m;
            }
        }
    gg_knightmare_player_fini(&p);
    if (st == GG_OK)
        gg_writef(ctx->out, "move bound on all %llu even boards up to %d x %d: at most %d (on %d x %d) <= %d\n",
                  (unsigned long long)boards, GG_KNIGHTMARE_MAX, GG_KNIGHTMARE_MAX, worst, wn, wm,
                  GG_KNIGHTMARE_MOVE_LIMIT);
    return st;
}

/* The large boards: the move bound and games from far starts (one board, or --slow: every
 * even board with a side of 1000 or 998, and every square board). */
static gg_status check_large_boards(gg_ctx *ctx, int slow, gg_rng *rng)
{
    gg_status st = GG_OK;
    int worst_bound = 0, worst_moves = 0;
    uint64_t lgames = 0, lboards = 0;
    gg_knightmare_player p = {0};
    if (st == GG_OK) {
        if (!slow) {
            int b = 0, mv = 0;
            st = check_large(ctx, &p, 1000, 1000, 1, &b, &mv, &lgames, rng);
            if (b > worst_bound) worst_bound = b;
            if (mv > worst_moves) worst_moves = mv;
            lboards++;
        } else {
            /* every even board with a side of 1000 or 998, and every square board */
            for (int n = GG_KNIGHTMARE_MIN; st == GG_OK && n <= GG_KNIGHTMARE_MAX; n += 2)
                for (int m = GG_KNIGHTMARE_MIN; st == GG_OK && m <= GG_KNIGHTMARE_MAX; m += 2) {
                    if (!(n >= 998 || m >= 998 || n == m)) continue;
                    int b = 0, mv = 0;
                    st = check_large(ctx, &p, n, m, n == m && n % 100 == 0, &b, &mv, &lgames, rng);
                    if (b > worst_bound) worst_bound = b;
                    if (mv > worst_moves) worst_moves = mv;
                    lboards++;
                }
        }
    }
    gg_knightmare_player_fini(&p);
    if (st == GG_OK)
        gg_writef(ctx->out, "large boards: %llu boards, the move bound (largest distance to a target + 4) is at most %d "
                            "<= %d; %llu games from far starts against greedy, random and bait opponents won, the "
                            "longest %d moves\n",
                  (unsigned long long)lboards, worst_bound, GG_KNIGHTMARE_MOVE_LIMIT, (unsigned long long)lgames,
                  worst_moves);
    return st;
}

gg_status gg_knightmare_verify_action(gg_ctx *ctx)
{
    const char *const known[] = {"slow=0", "seed", "bound-all=0", "board=2", NULL};
    gg_status st = gg_args_check(ctx, known);
    int64_t seed;
    if (st == GG_OK) st = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (st != GG_OK) return st;
    int slow = gg_args_flag(ctx->args, "slow");
    if (gg_args_flag(ctx->args, "bound-all")) return check_bound_all(ctx);
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    vstats vs = {0};
    const gg_opt *board = gg_args_find(ctx->args, "board");
    if (board) {
        /* one board up to 40 x 40, both readings, every start played: the quick form */
        if (slow) return gg_diag_set(ctx->diag, GG_EUSAGE, "choose one of --board, --slow");
        int64_t n, m;
        if ((st = gg_args_value_int(ctx, board, 0, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_TABLE_MAX, &n)) != GG_OK) return st;
        if ((st = gg_args_value_int(ctx, board, 1, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_TABLE_MAX, &m)) != GG_OK) return st;
        if (n % 2 || m % 2) return gg_diag_set(ctx->diag, GG_EUSAGE, "--board sides must be even");
        return check_pair(ctx, (int)n, (int)m, 0, &rng, &vs, 1);
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (!slow) {
        static const int boards[][3] = {{6, 6, 0}, {8, 8, 0}, {6, 10, 0}, {10, 8, 0}, {12, 12, 0}, {20, 14, 300}, {40, 40, 300}};
        for (size_t i = 0; st == GG_OK && i < sizeof boards / sizeof boards[0]; i++)
            st = check_pair(ctx, boards[i][0], boards[i][1], boards[i][2], &rng, &vs, 1);
    } else {
        for (int n = GG_KNIGHTMARE_MIN; st == GG_OK && n <= GG_KNIGHTMARE_TABLE_MAX; n += 2)
            for (int m = GG_KNIGHTMARE_MIN; st == GG_OK && m <= GG_KNIGHTMARE_TABLE_MAX; m += 2)
                st = check_pair(ctx, n, m, n <= 12 && m <= 12 ? 0 : SAMPLE, &rng, &vs, 1);
    }
    if (st == GG_OK)
        gg_writef(ctx->out, "tablebase: %llu boards x 2 readings, %llu legal starts per reading (%llu over both): "
                            "no state is a draw and every legal start has the same value and remoteness under both "
                            "readings (%llu states differ in value, %llu only in remoteness, over all boards); the "
                            "player's side wins in the table every time and the player beats every opponent (at "
                            "most %d moves); %llu games against the perfect opponent won, the longest %d moves\n",
                  (unsigned long long)vs.boards / 2, (unsigned long long)vs.starts / 2, (unsigned long long)vs.starts,
                  (unsigned long long)vs.diff_value, (unsigned long long)vs.diff_rem, vs.max_forced,
                  (unsigned long long)vs.games, vs.max_moves);
    if (st == GG_OK) st = check_large_boards(ctx, slow, &rng);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (st == GG_OK && ctx->log)
        gg_writef(ctx->log, "%s: %.1f s\n", ctx->prog,
                  (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9);
    return st;
}
