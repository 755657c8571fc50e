/* verify.c: `gridgames mimo verify` — the fast rule and the real solve path against the
 * rules-only oracles, on every small instance:
 *   1. every single-token value on every grid with n <= 3, m <= 7 (engine over all paths)
 *      equals the rule's g(n, column);
 *   2. every whole position of 1 to 3 tokens on every grid up to 2 x 4: the direct search
 *      (no Sprague–Grundy), the Sprague–Grundy sum and the solve command (through its text
 *      input) all agree; where Mimo wins, the winning move the picture shows is legal and
 *      leaves a position the direct search proves lost for the player to move;
 *   3. seeded random positions on grids up to 4 x 8 (up to 12 tokens): solve vs the
 *      Sprague–Grundy oracle. */
#include <stdlib.h>
#include <string.h>

#include <gridgames/rng.h>

#include "../../core/verify.h"
#include "internal.h"

/* The fast tier; --slow raises them (see check_*). */
#define SMALL_N 3
#define SMALL_M 7
#define WHOLE_N 2
#define WHOLE_M 4
#define WHOLE_TOKENS 3
#define SLOW_SMALL_N 4
#define SLOW_SMALL_M 9
#define SLOW_WHOLE_TOKENS 4
#define MAX_WHOLE_TOKENS 4

typedef struct tier {
    int small_n, small_m;     /* single tokens on every grid up to small_n x small_m */
    int whole_tokens;         /* whole positions of 1..whole_tokens tokens */
    int whole_any_shape;      /* on every grid with n*m <= 8 (else up to WHOLE_N x WHOLE_M) */
} tier;

/* Adds one case to the batch with the answer the oracle expects for it. */
static void batch_add(gg_verify_batch *b, const gg_mimo_case *c, int mimo_wins)
{
    gg_mimo_write_case(&b->cases, c);
    gg_write_str(&b->want, mimo_wins ? "Mimo\n" : "Yuyu\n");
    b->count++;
}

static void show_case(gg_writer *w, const gg_mimo_case *c)
{
    gg_write_str(w, "  the case (judge format):\n");
    gg_mimo_write_case(w, c);
}

/* Part 1. */
static gg_status check_single_tokens(gg_ctx *ctx, const tier *tr)
{
    size_t cells = 0, grids = 0;
    uint64_t g[SLOW_SMALL_N * SLOW_SMALL_M];
    for (int n = 1; n <= tr->small_n; n++)
        for (int m = 1; m <= tr->small_m; m++) {
            gg_status s = gg_mimo_oracle_values(n, m, g, ctx->diag);
            if (s != GG_OK) return s;
            grids++;
            for (int u = 1; u <= n; u++)
                for (int v = 1; v <= m; v++) {
                    uint64_t want = gg_mimo_token_value(n, v), got = g[(u - 1) * m + (v - 1)];
                    cells++;
                    if (got != want) {
                        gg_writef(ctx->out, "DISAGREEMENT: one token at (%d,%d) on a %d x %d grid: engine says %llu, the rule says %llu\n",
                                  u, v, n, m, (unsigned long long)got, (unsigned long long)want);
                        return gg_diag_set(ctx->diag, GG_ECHECK, "single-token value disagreement");
                    }
                }
        }
    gg_writef(ctx->out, "single tokens: %zu cells on %zu grids (n <= %d, m <= %d): engine values equal g(c) = 2^(c-2) (n = 1: only column 2, value 1)\n",
              cells, grids, tr->small_n, tr->small_m);
    return GG_OK;
}

/* Part 2, one grid's search state. */
typedef struct whole {
    gg_ctx *ctx;
    gg_mimo_direct *d;
    uint64_t *g;              /* single-token values of the grid */
    gg_verify_batch *batch;
    size_t positions, wins;
} whole;

/* Checks that the winning move drawn for the position c (counts per cell) is legal and
 * leaves a position the direct search proves lost. */
static gg_status check_move(whole *wp, const gg_mimo_case *c, const uint8_t *counts)
{
    uint64_t prow[2 * GG_MIMO_DIRECT_MAX_CELLS], pcol[2 * GG_MIMO_DIRECT_MAX_CELLS];
    size_t tok, p = gg_mimo_winning_move(c, &tok, prow, pcol);
    int legal = p >= 2 && prow[0] == c->row[tok] && pcol[0] == c->col[tok] &&
                gg_mimo_path_legal(c->n, c->m, prow, pcol, p);
    int after = 1;
    if (legal) {
        uint8_t next[GG_MIMO_DIRECT_MAX_CELLS];
        memcpy(next, counts, sizeof next);
        next[(prow[0] - 1) * (uint64_t)c->m + pcol[0] - 1]--;
        for (size_t i = 1; i < p; i++) next[(prow[i] - 1) * (uint64_t)c->m + pcol[i] - 1]++;
        gg_status s = gg_mimo_direct_solve(wp->d, next, &after, wp->ctx->diag);
        if (s != GG_OK) return s;
    }
    if (legal && !after) return GG_OK;
    gg_writef(wp->ctx->out, "DISAGREEMENT: the winning move shown for this position is %s\n",
              legal ? "legal but does not leave a lost position" : "not a legal move");
    show_case(wp->ctx->out, c);
    return gg_diag_set(wp->ctx->diag, GG_ECHECK, "bad winning move");
}

/* One position: the tokens on cells ids[0..k) of an n x m grid. */
static gg_status check_position(whole *wp, int n, int m, const int *ids, int k)
{
    uint64_t rows[MAX_WHOLE_TOKENS], cols[MAX_WHOLE_TOKENS];
    gg_mimo_case c = {.n = n, .m = m, .k = (size_t)k, .row = rows, .col = cols};
    uint8_t counts[GG_MIMO_DIRECT_MAX_CELLS] = {0};
    uint64_t x = 0;
    for (int i = 0; i < k; i++) {
        rows[i] = (uint64_t)(ids[i] / m + 1);
        cols[i] = (uint64_t)(ids[i] % m + 1);
        counts[ids[i]]++;
        x ^= wp->g[ids[i]];
    }
    int direct;
    gg_status s = gg_mimo_direct_solve(wp->d, counts, &direct, wp->ctx->diag);
    if (s != GG_OK) return s;
    wp->positions++;
    if ((x != 0) != direct) {
        gg_writef(wp->ctx->out, "DISAGREEMENT: direct search says %s, the Sprague-Grundy sum says %s\n",
                  direct ? "Mimo" : "Yuyu", x ? "Mimo" : "Yuyu");
        show_case(wp->ctx->out, &c);
        return gg_diag_set(wp->ctx->diag, GG_ECHECK, "direct search and Sprague-Grundy sum disagree");
    }
    batch_add(wp->batch, &c, direct);
    if (!direct) return GG_OK;
    wp->wins++;
    return check_move(wp, &c, counts);
}

/* Every position of 1..tokens tokens on an n x m grid: multisets of cells, enumerated as
 * non-decreasing cell-id tuples. */
static gg_status check_grid(whole *wp, int n, int m, int tokens)
{
    int cells = n * m; /* <= GG_MIMO_DIRECT_MAX_CELLS */
    uint64_t g[GG_MIMO_DIRECT_MAX_CELLS];
    wp->g = g;
    gg_status s = gg_mimo_direct_new(n, m, &wp->d, wp->ctx->diag);
    if (s == GG_OK) s = gg_mimo_oracle_values(n, m, g, wp->ctx->diag);
    for (int k = 1; k <= tokens && s == GG_OK; k++) {
        int ids[MAX_WHOLE_TOKENS] = {0};
        for (;;) {
            if ((s = check_position(wp, n, m, ids, k)) != GG_OK) break;
            int i = k - 1; /* the next non-decreasing tuple */
            while (i >= 0 && ids[i] == cells - 1) i--;
            if (i < 0) break;
            ids[i]++;
            for (int j = i + 1; j < k; j++) ids[j] = ids[i];
        }
    }
    return s;
}

/* Part 2. */
static gg_status check_whole_positions(gg_ctx *ctx, const tier *tr)
{
    size_t stored = 0;
    gg_verify_batch b;
    gg_verify_batch_init(&b, 1);
    whole wp = {.ctx = ctx, .batch = &b};
    gg_status s = GG_OK;
    int max_n = tr->whole_any_shape ? GG_MIMO_DIRECT_MAX_CELLS : WHOLE_N;
    for (int n = 1; n <= max_n && s == GG_OK; n++)
        for (int m = 1; m <= (tr->whole_any_shape ? GG_MIMO_DIRECT_MAX_CELLS / n : WHOLE_M) && s == GG_OK; m++) {
            s = check_grid(&wp, n, m, tr->whole_tokens);
            if (wp.d) stored += gg_mimo_direct_size(wp.d);
            gg_mimo_direct_free(wp.d);
            wp.d = NULL;
        }
    if (s == GG_OK) s = gg_verify_batch_run(&b, ctx, gg_mimo_solve_action, "mimo solve", "whole positions");
    if (s == GG_OK)
        gg_writef(ctx->out, "whole positions: %zu positions of 1..%d tokens on every grid %s: direct search (%zu positions searched), "
                  "Sprague-Grundy sum and solve agree; %zu winning moves shown are legal and leave a lost position\n",
                  wp.positions, tr->whole_tokens, tr->whole_any_shape ? "with n*m <= 8" : "up to 2 x 4", stored, wp.wins);
    gg_verify_batch_fini(&b);
    return s;
}

/* Part 3. */
static gg_status check_random(gg_ctx *ctx, uint64_t seed, int64_t count)
{
    gg_rng rng;
    gg_rng_seed(&rng, seed);
    gg_verify_batch b;
    gg_verify_batch_init(&b, 1);
    gg_status s = GG_OK;
    uint64_t rows[12], cols[12];
    for (int64_t i = 0; i < count && s == GG_OK; i++) {
        gg_mimo_case c = {.row = rows, .col = cols};
        c.n = gg_rng_range(&rng, 1, 4);
        c.m = gg_rng_range(&rng, 1, 8);
        c.k = (size_t)gg_rng_range(&rng, 1, 12);
        for (size_t j = 0; j < c.k; j++) {
            rows[j] = (uint64_t)gg_rng_range(&rng, 1, c.n);
            cols[j] = (uint64_t)gg_rng_range(&rng, 1, c.m);
            if (j % 2 == 1 && gg_rng_chance(&rng, 2, 3)) cols[j] = cols[j - 1]; /* pairs: more Yuyu */
        }
        int win;
        if ((s = gg_mimo_oracle_case(&c, "sg", &win, ctx->diag)) == GG_OK) batch_add(&b, &c, win);
    }
    if (s == GG_OK) s = gg_verify_batch_run(&b, ctx, gg_mimo_solve_action, "mimo solve", "random positions");
    if (s == GG_OK)
        gg_writef(ctx->out, "random: %lld position%s (seed %llu, grids up to 4 x 8, up to 12 tokens): solve agrees with the Sprague-Grundy oracle\n",
                  (long long)count, count == 1 ? "" : "s", (unsigned long long)seed);
    else
        gg_writef(ctx->out, "random positions used seed %llu\n", (unsigned long long)seed);
    gg_verify_batch_fini(&b);
    return s;
}

gg_status gg_mimo_verify_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "random", "slow=0", NULL};
    int64_t seed, count;
    int slow = gg_args_flag(ctx->args, "slow");
    tier tr = {SMALL_N, SMALL_M, WHOLE_TOKENS, 0};
    if (slow) tr = (tier){SLOW_SMALL_N, SLOW_SMALL_M, SLOW_WHOLE_TOKENS, 1};
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (s == GG_OK) s = gg_args_int(ctx, "random", 0, 100000000, slow ? 100000 : 2000, &count);
    if (s == GG_OK) s = check_single_tokens(ctx, &tr);
    if (s == GG_OK) s = check_whole_positions(ctx, &tr);
    if (s == GG_OK) s = check_random(ctx, (uint64_t)seed, count);
    if (s == GG_OK) s = gg_mimo_verify_positions(ctx);
    if (s == GG_OK) gg_write_str(ctx->out, "mimo verify: all checks passed\n");
    return s;
}
