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

#include "actions.h"
#include "oracle.h"

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

/* A batch of positions, their judge text, and the answers expected for them. */
typedef struct batch {
    gg_writer text;     /* judge input without the leading t */
    size_t count;
    char *expect;       /* 'M' or 'Y' per position */
    size_t cap;
} batch;

static gg_status batch_add(batch *b, const gg_mimo_case *c, int mimo_wins)
{
    if (b->count == b->cap) {
        size_t ncap = b->cap ? 2 * b->cap : 256;
        char *ne = realloc(b->expect, ncap);
        if (!ne) return GG_ENOMEM;
        b->expect = ne;
        b->cap = ncap;
    }
    b->expect[b->count++] = mimo_wins ? 'M' : 'Y';
    gg_writef(&b->text, "%lld %lld %zu\n", (long long)c->n, (long long)c->m, c->k);
    for (size_t i = 0; i < c->k; i++)
        gg_writef(&b->text, "%llu %llu\n", (unsigned long long)c->row[i], (unsigned long long)c->col[i]);
    return b->text.err;
}

/* Runs the solve action on the batch's text; compares its lines with the expectations. */
static gg_status batch_check(batch *b, gg_ctx *ctx, const char *what)
{
    gg_writer in, out;
    gg_writer_open_mem(&in);
    gg_writef(&in, "%zu\n", b->count);
    size_t tl;
    const char *tx = gg_writer_data(&b->text, &tl);
    gg_write(&in, tx, tl);
    gg_writer_open_mem(&out);
    size_t il;
    const char *input = gg_writer_data(&in, &il);
    gg_status s = in.err != GG_OK ? in.err : gg_run_on_memory(gg_mimo_solve_action, input, il, &out, ctx->log, ctx->diag);
    if (s == GG_OK) {
        size_t ol;
        const char *o = gg_writer_data(&out, &ol);
        for (size_t i = 0; i < b->count; i++) {
            const char *want = b->expect[i] == 'M' ? "Mimo\n" : "Yuyu\n";
            if (ol < (i + 1) * 5 || memcmp(o + i * 5, want, 5) != 0) {
                /* find the case's text to show it */
                gg_writef(ctx->out, "DISAGREEMENT (%s): solve differs from the oracle on case %zu of this batch; expected %.4s\n",
                          what, i + 1, want);
                s = gg_diag_set(ctx->diag, GG_ECHECK, "solve disagrees with the oracle (%s, case %zu)", what, i + 1);
                break;
            }
        }
        if (s == GG_OK && ol != b->count * 5)
            s = gg_diag_set(ctx->diag, GG_ECHECK, "solve printed %zu bytes for %zu cases (%s)", ol, b->count, what);
    }
    gg_writer_close(&in);
    gg_writer_close(&out);
    return s;
}

static void show_case(gg_writer *w, const gg_mimo_case *c)
{
    gg_writef(w, "  grid %lld x %lld, tokens:", (long long)c->n, (long long)c->m);
    for (size_t i = 0; i < c->k; i++) gg_writef(w, " (%llu,%llu)", (unsigned long long)c->row[i], (unsigned long long)c->col[i]);
    gg_write_char(w, '\n');
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

/* Part 2: positions are multisets of cells, enumerated as non-decreasing cell-id tuples. */
static gg_status check_whole_positions(gg_ctx *ctx, const tier *tr)
{
    size_t positions = 0, wins = 0, stored = 0;
    batch b = {0};
    gg_writer_open_mem(&b.text);
    gg_status s = GG_OK;
    uint64_t rows[MAX_WHOLE_TOKENS], cols[MAX_WHOLE_TOKENS];
    uint64_t prow[GG_MIMO_DIRECT_MAX_CELLS], pcol[GG_MIMO_DIRECT_MAX_CELLS];
    int max_n = tr->whole_any_shape ? GG_MIMO_DIRECT_MAX_CELLS : WHOLE_N;
    for (int n = 1; n <= max_n && s == GG_OK; n++)
        for (int m = 1; m <= (tr->whole_any_shape ? GG_MIMO_DIRECT_MAX_CELLS / n : WHOLE_M) && s == GG_OK; m++) {
            int cells = n * m;
            gg_mimo_direct *d = gg_mimo_direct_new(n, m);
            uint64_t *g = malloc((size_t)cells * sizeof *g);
            if (!d || !g) s = gg_diag_nomem(ctx->diag);
            if (s == GG_OK) s = gg_mimo_oracle_values(n, m, g, ctx->diag);
            for (int k = 1; k <= tr->whole_tokens && s == GG_OK; k++) {
                int ids[MAX_WHOLE_TOKENS] = {0};
                for (;;) {
                    gg_mimo_case c = {0};
                    c.n = n;
                    c.m = m;
                    c.k = (size_t)k;
                    c.row = rows;
                    c.col = cols;
                    uint8_t counts[GG_MIMO_DIRECT_MAX_CELLS] = {0};
                    uint64_t x = 0;
                    for (int i = 0; i < k; i++) {
                        rows[i] = (uint64_t)(ids[i] / m + 1);
                        cols[i] = (uint64_t)(ids[i] % m + 1);
                        counts[ids[i]]++;
                        x ^= g[ids[i]];
                    }
                    int direct;
                    if ((s = gg_mimo_direct_solve(d, counts, &direct, ctx->diag)) != GG_OK) break;
                    positions++;
                    if ((x != 0) != direct) {
                        gg_writef(ctx->out, "DISAGREEMENT: direct search says %s, the Sprague-Grundy sum says %s\n",
                                  direct ? "Mimo" : "Yuyu", x ? "Mimo" : "Yuyu");
                        show_case(ctx->out, &c);
                        s = gg_diag_set(ctx->diag, GG_ECHECK, "direct search and Sprague-Grundy sum disagree");
                        break;
                    }
                    if ((s = batch_add(&b, &c, direct)) != GG_OK) {
                        s = gg_diag_nomem(ctx->diag);
                        break;
                    }
                    if (direct) {
                        wins++;
                        size_t tok, p = gg_mimo_winning_move(&c, &tok, prow, pcol);
                        int legal = p >= 2 && prow[0] == rows[tok] && pcol[0] == cols[tok] &&
                                    gg_mimo_path_legal(n, m, prow, pcol, p);
                        int after = 1;
                        if (legal) {
                            uint8_t next[GG_MIMO_DIRECT_MAX_CELLS];
                            memcpy(next, counts, sizeof next);
                            next[(prow[0] - 1) * (uint64_t)m + pcol[0] - 1]--;
                            for (size_t i = 1; i < p; i++) next[(prow[i] - 1) * (uint64_t)m + pcol[i] - 1]++;
                            if ((s = gg_mimo_direct_solve(d, next, &after, ctx->diag)) != GG_OK) break;
                        }
                        if (!legal || after) {
                            gg_writef(ctx->out, "DISAGREEMENT: the winning move shown for this position is %s\n",
                                      legal ? "legal but does not leave a lost position" : "not a legal move");
                            show_case(ctx->out, &c);
                            s = gg_diag_set(ctx->diag, GG_ECHECK, "bad winning move");
                            break;
                        }
                    }
                    /* next non-decreasing tuple */
                    int i = k - 1;
                    while (i >= 0 && ids[i] == cells - 1) i--;
                    if (i < 0) break;
                    ids[i]++;
                    for (int j = i + 1; j < k; j++) ids[j] = ids[i];
                }
            }
            if (d) stored += gg_mimo_direct_size(d);
            gg_mimo_direct_free(d);
            free(g);
        }
    if (s == GG_OK) s = batch_check(&b, ctx, "whole positions");
    if (s == GG_OK)
        gg_writef(ctx->out, "whole positions: %zu positions of 1..%d tokens on every grid %s: direct search (%zu positions searched), "
                  "Sprague-Grundy sum and solve agree; %zu winning moves shown are legal and leave a lost position\n",
                  positions, tr->whole_tokens, tr->whole_any_shape ? "with n*m <= 8" : "up to 2 x 4", stored, wins);
    gg_writer_close(&b.text);
    free(b.expect);
    return s;
}

/* Part 3. */
static gg_status check_random(gg_ctx *ctx, uint64_t seed, int64_t count)
{
    gg_rng rng;
    gg_rng_seed(&rng, seed);
    batch b = {0};
    gg_writer_open_mem(&b.text);
    gg_status s = GG_OK;
    uint64_t rows[12], cols[12];
    for (int64_t i = 0; i < count && s == GG_OK; i++) {
        gg_mimo_case c = {0};
        c.n = gg_rng_range(&rng, 1, 4);
        c.m = gg_rng_range(&rng, 1, 8);
        c.k = (size_t)gg_rng_range(&rng, 1, 12);
        c.row = rows;
        c.col = cols;
        for (size_t j = 0; j < c.k; j++) {
            rows[j] = (uint64_t)gg_rng_range(&rng, 1, c.n);
            cols[j] = (uint64_t)gg_rng_range(&rng, 1, c.m);
            if (j % 2 == 1 && gg_rng_chance(&rng, 2, 3)) cols[j] = cols[j - 1]; /* pairs: more Yuyu */
        }
        int win;
        if ((s = gg_mimo_oracle_case(&c, "sg", &win, ctx->diag)) != GG_OK) break;
        if (batch_add(&b, &c, win) != GG_OK) s = gg_diag_nomem(ctx->diag);
    }
    if (s == GG_OK) s = batch_check(&b, ctx, "random positions");
    if (s == GG_OK)
        gg_writef(ctx->out, "random: %lld positions (seed %llu, grids up to 4 x 8, up to 12 tokens): solve agrees with the Sprague-Grundy oracle\n",
                  (long long)count, (unsigned long long)seed);
    else
        gg_writef(ctx->out, "random positions used seed %llu\n", (unsigned long long)seed);
    gg_writer_close(&b.text);
    free(b.expect);
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
