/* tableaction.c: `gridgames knightmare table` (the exact solution of a board up to 40 x 40:
 * counts, the longest forced win, the one-move re-check, a one-start query) and the oracle
 * action (the side that wins a start with perfect play, read from the table). */
#include <stdio.h>
#include <time.h>

#include "actions.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void cell_text(char *buf, size_t sz, int m, int32_t c)
{
    snprintf(buf, sz, "(%d,%d)", gg_knightmare_row(m, c), gg_knightmare_col(m, c));
}

gg_status gg_knightmare_table_action(gg_ctx *ctx)
{
    const char *const known[] = {"board=2", "rule", "start=4", "time=0", NULL};
    gg_status st = gg_args_check(ctx, known);
    if (st != GG_OK) return st;
    const gg_opt *bo = gg_args_find(ctx->args, "board");
    if (!bo) return gg_diag_set(ctx->diag, GG_EUSAGE, "--board N M is required");
    int64_t n, m;
    if ((st = gg_args_value_int(ctx, bo, 0, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_TABLE_MAX, &n)) != GG_OK) return st;
    if ((st = gg_args_value_int(ctx, bo, 1, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_TABLE_MAX, &m)) != GG_OK) return st;
    if (n % 2 || m % 2) return gg_diag_set(ctx->diag, GG_EUSAGE, "--board sides must be even");
    gg_knightmare_rule rule;
    if ((st = gg_knightmare_rule_option(ctx, &rule)) != GG_OK) return st;
    gg_knightmare_start q = {(int)n, (int)m, 0, 0, 0, 0};
    const gg_opt *so = gg_args_find(ctx->args, "start");
    if (so) {
        int64_t v[4];
        for (int i = 0; i < 4; i++)
            if ((st = gg_args_value_int(ctx, so, i, 1, i % 2 ? m : n, &v[i])) != GG_OK) return st;
        q.x1 = (int)v[0];
        q.y1 = (int)v[1];
        q.x2 = (int)v[2];
        q.y2 = (int)v[3];
        gg_diag local = {0};
        if (gg_knightmare_check_start(&q, &local) != GG_OK)
            return gg_diag_set(ctx->diag, GG_EUSAGE, "--start: %s", local.msg);
    }
    double t0 = now();
    gg_knightmare_table t;
    if ((st = gg_knightmare_table_build(&t, (int)n, (int)m, rule, ctx->diag)) != GG_OK) return st;
    double t1 = now();
    st = gg_knightmare_table_check(&t, ctx->diag);
    double t2 = now();
    gg_writer *w = ctx->out;
    uint64_t all[3] = {0}, start[3] = {0};
    int longest_all = 0, longest_start = 0;
    uint32_t arg_start = 0;
    for (uint32_t s = 0; s < t.nstates; s++) {
        all[t.value[s]]++;
        if (t.value[s] != GG_KNIGHTMARE_DRAW && t.rem[s] > longest_all) longest_all = t.rem[s];
    }
    int32_t tw = gg_knightmare_target((int)n, (int)m, GG_KNIGHTMARE_WHITE);
    int32_t tb = gg_knightmare_target((int)n, (int)m, GG_KNIGHTMARE_BLACK);
    for (int32_t wc = 0; wc < (int32_t)t.ncells; wc++)
        for (int32_t bc = 0; bc < (int32_t)t.ncells; bc++) {
            if (wc == bc || wc == tw || bc == tb) continue;
            uint32_t s = gg_knightmare_state(&t, wc, bc, GG_KNIGHTMARE_WHITE);
            start[t.value[s]]++;
            if (t.value[s] != GG_KNIGHTMARE_DRAW && t.rem[s] > longest_start) {
                longest_start = t.rem[s];
                arg_start = s;
            }
        }
    gg_writef(w, "board %lld x %lld, rule %s: %u states (white cell, black cell, side to move)\n",
              (long long)n, (long long)m, rule == GG_KNIGHTMARE_RULE_ANY ? "any" : "mover", t.nstates);
    gg_writef(w, "all states: %llu wins, %llu losses, %llu draws for the side to move; longest forced win %d plies\n",
              (unsigned long long)all[1], (unsigned long long)all[2], (unsigned long long)all[0], longest_all);
    gg_writef(w, "legal starts (white to move): %llu: white wins %llu, black wins %llu, draws %llu\n",
              (unsigned long long)(start[0] + start[1] + start[2]), (unsigned long long)start[1],
              (unsigned long long)start[2], (unsigned long long)start[0]);
    if (start[1] + start[2]) {
        uint32_t wb = arg_start >> 1;
        char a[32], b[32];
        cell_text(a, sizeof a, (int)m, (int32_t)(wb / t.ncells));
        cell_text(b, sizeof b, (int)m, (int32_t)(wb % t.ncells));
        gg_writef(w, "longest forced win from a legal start: %d plies (white %s, black %s: %s wins)\n",
                  longest_start, a, b, t.value[arg_start] == GG_KNIGHTMARE_WIN ? "white" : "black");
    }
    if (st == GG_OK)
        gg_writef(w, "re-check (one move of look-ahead from the rules): all %u states consistent\n", t.nstates);
    if (st == GG_OK && so) {
        int32_t wc = gg_knightmare_cell((int)m, q.x1, q.y1), bc = gg_knightmare_cell((int)m, q.x2, q.y2);
        uint32_t s = gg_knightmare_state(&t, wc, bc, GG_KNIGHTMARE_WHITE);
        int32_t best = gg_knightmare_table_best(&t, wc, bc, GG_KNIGHTMARE_WHITE);
        char bm[32];
        cell_text(bm, sizeof bm, (int)m, best);
        if (t.value[s] == GG_KNIGHTMARE_DRAW)
            gg_writef(w, "start white (%d,%d) black (%d,%d): a draw; white's best move %s\n", q.x1, q.y1, q.x2, q.y2, bm);
        else
            gg_writef(w, "start white (%d,%d) black (%d,%d): %s wins in %d pl%s; white's best move %s\n", q.x1,
                      q.y1, q.x2, q.y2, t.value[s] == GG_KNIGHTMARE_WIN ? "white" : "black", t.rem[s],
                      t.rem[s] == 1 ? "y" : "ies", bm);
    }
    if (gg_args_flag(ctx->args, "time")) {
        double mib = (double)t.nstates * 7.0 / (1024.0 * 1024.0); /* value + remoteness + queue */
        gg_writef(ctx->log, "table %lld x %lld: build %.3f s, re-check %.3f s, about %.1f MiB at the peak\n",
                  (long long)n, (long long)m, t1 - t0, t2 - t1, mib);
    }
    gg_knightmare_table_free(&t);
    return st;
}

gg_status gg_knightmare_oracle_action(gg_ctx *ctx)
{
    const char *const known[] = {"rule", NULL};
    gg_status st = gg_args_check(ctx, known);
    gg_knightmare_rule rule;
    if (st == GG_OK) st = gg_knightmare_rule_option(ctx, &rule);
    if (st != GG_OK) return st;
    gg_knightmare_start s;
    if ((st = gg_knightmare_read_start(ctx->in, &s)) != GG_OK) return st;
    if ((st = gg_read_end(ctx->in, "the start")) != GG_OK) return st;
    if (s.n > GG_KNIGHTMARE_TABLE_MAX || s.m > GG_KNIGHTMARE_TABLE_MAX)
        return gg_diag_set(ctx->diag, GG_EINPUT, "oracle: a %d x %d board is larger than the tablebase's %d x %d",
                           s.n, s.m, GG_KNIGHTMARE_TABLE_MAX, GG_KNIGHTMARE_TABLE_MAX);
    gg_knightmare_table t;
    if ((st = gg_knightmare_table_build(&t, s.n, s.m, rule, ctx->diag)) != GG_OK) return st;
    uint32_t x = gg_knightmare_state(&t, gg_knightmare_cell(s.m, s.x1, s.y1), gg_knightmare_cell(s.m, s.x2, s.y2),
                                     GG_KNIGHTMARE_WHITE);
    int v = t.value[x];
    gg_knightmare_table_free(&t);
    if (v == GG_KNIGHTMARE_DRAW) return gg_diag_set(ctx->diag, GG_ECHECK, "oracle: the start is a draw");
    gg_write_str(ctx->out, v == GG_KNIGHTMARE_WIN ? "WHITE\n" : "BLACK\n");
    return ctx->out->err;
}
