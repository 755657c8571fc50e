/* verify.c: `gridgames tokens verify` — the fast count and its proof against the oracles:
 *   1. the single-token lemma: energy-game search over every offset within radius 8 (16 with
 *      --slow) equals the cone-and-parity rule, with nothing undecided;
 *   2. the whole game: every placement of 1 to 4 tokens in a 5 x 5 box (8 x 8 with --slow),
 *      every white start in the box: window retrograde analysis (radius 4; 7 with --slow)
 *      proves black wins, the run search proves white wins; each proof must agree with the
 *      fast region, and a start that neither proof settles fails the run;
 *   3. every set of tokens in a 4 x 3 box: the solve command (through its text input) equals
 *      the point-by-point characterization, and region lists exactly the trapped points;
 *   4. seeded random instances of every gen shape: solve equals the point-by-point and the
 *      cell-by-cell oracles (small coordinates), and the cell oracle plus the eight symmetries
 *      of the grid and a translation (coordinates up to +-10^9, counts up to ~4 * 10^18);
 *   5. the largest counts: the tips of the diamonds of radius 10^9 and 10^9 - 1 trap exactly
 *      10^18 + (10^9 - 1)^2 points;
 *   6. analyze (the position API) against the rules oracle: random sets of 1 to 4 tokens
 *      (40; 400 with --slow), every white start around them, and as many sets of 4 to 30 tokens
 *      against the characterization (verify_position.c). */
#include <stdlib.h>
#include <string.h>

#include "../../core/verify.h"
#include "internal.h"

#define SLOW_WINDOW 7 /* window radius of --slow (box 8 x 8) */

static void show_points(gg_writer *w, const gg_tokens_point *p, size_t n)
{
    gg_write_str(w, "  input:\n");
    gg_tokens_write(w, p, n);
}

/* The solve action, run on the points' judge text through the verify harness, must print
 * `want`. */
static gg_status check_solve(gg_ctx *ctx, const gg_tokens_point *p, size_t n, uint64_t want, const char *what)
{
    gg_verify_batch b;
    gg_verify_batch_init(&b, 0);
    gg_tokens_write(&b.cases, p, n);
    gg_write_u64(&b.want, want);
    gg_write_char(&b.want, '\n');
    b.count = 1;
    gg_status s = gg_verify_batch_run(&b, ctx, gg_tokens_solve_action, "tokens solve", what);
    gg_verify_batch_fini(&b);
    return s;
}

static gg_status disagree(gg_ctx *ctx, const char *what, const gg_tokens_point *p, size_t n, uint64_t a, uint64_t b)
{
    gg_writef(ctx->out, "DISAGREEMENT (%s): %llu vs %llu\n", what, (unsigned long long)a, (unsigned long long)b);
    show_points(ctx->out, p, n);
    return gg_diag_set(ctx->diag, GG_ECHECK, "%s: %llu vs %llu", what, (unsigned long long)a, (unsigned long long)b);
}

/* Part 1. */
static gg_status check_lemma(gg_ctx *ctx, int radius)
{
    gg_tokens_lemma_report r;
    gg_status s = gg_tokens_lemma(radius, 2 * radius + 1, &r, ctx->diag);
    if (s != GG_OK) return s;
    gg_writef(ctx->out,
              "lemma: %zu offsets within radius %d, energy game on the window of radius %d: %zu black (white's x bounded), "
              "%zu white (unbounded; %zu of them also by the run search), %zu undecided, %zu differ from the cone-and-parity rule\n",
              r.offsets, r.radius, r.window, r.black, r.white, r.white_runs, r.undecided, r.disagree);
    if (r.white_runs != r.white)
        return gg_diag_set(ctx->diag, GG_ECHECK, "lemma: %zu white wins of the energy game are not confirmed by the run search",
                           r.white - r.white_runs);
    if (r.undecided || r.disagree)
        return gg_diag_set(ctx->diag, GG_ECHECK, "lemma: offset (%d,%d) is %s", r.bad_dx, r.bad_dy,
                           r.disagree ? "decided against the cone-and-parity rule" : "undecided");
    return GG_OK;
}

/* Part 2. */
static gg_status check_window(gg_ctx *ctx, int radius, int box)
{
    gg_tokens_window *w;
    gg_status s = gg_tokens_window_new(radius, &w, ctx->diag);
    if (s != GG_OK) return s;
    int cells = box * box;
    uint64_t placements = 0, tp = 0, tu = 0, fp = 0, fu = 0;
    int c[4];
    gg_tokens_point p[4];
    for (int k = 1; k <= 4 && s == GG_OK; k++) {
        for (int i = 0; i < k; i++) c[i] = i;
        for (;;) {
            placements++;
            for (int i = 0; i < k; i++) {
                p[i].x = c[i] % box;
                p[i].y = c[i] / box;
            }
            gg_tokens_point *reg;
            uint64_t cnt;
            if ((s = gg_tokens_region(p, (size_t)k, 1000, &reg, &cnt, ctx->diag)) != GG_OK) break;
            size_t next = 0; /* reg is sorted by x then y, like the loops below */
            for (int x = 0; x < box && s == GG_OK; x++)
                for (int y = 0; y < box && s == GG_OK; y++) {
                    int fast = next < cnt && reg[next].x == x && reg[next].y == y;
                    next += (size_t)fast;
                    int64_t dx[4], dy[4];
                    for (int i = 0; i < k; i++) {
                        dx[i] = p[i].x - x;
                        dy[i] = p[i].y - y;
                    }
                    int black = gg_tokens_window_black_wins(w, dx, dy, (size_t)k) == 1;
                    int white = gg_tokens_white_runs_free(dx, dy, (size_t)k);
                    if ((black && !fast) || (white && fast) || (black && white)) {
                        gg_writef(ctx->out, "DISAGREEMENT (whole game): white at (%d,%d): window search %s, run search %s, fast region %s\n",
                                  x, y, black ? "black wins" : "-", white ? "white runs free" : "-", fast ? "trapped" : "free");
                        show_points(ctx->out, p, (size_t)k);
                        s = gg_diag_set(ctx->diag, GG_ECHECK, "whole game: a proof contradicts the fast region");
                    }
                    if (fast && black) tp++;
                    else if (fast) tu++;
                    else if (white) fp++;
                    else fu++;
                }
            free(reg);
            if (s != GG_OK) break;
            int i = k - 1;
            while (i >= 0 && c[i] == cells - k + i) i--;
            if (i < 0) break;
            c[i]++;
            for (int j = i + 1; j < k; j++) c[j] = c[j - 1] + 1;
        }
    }
    uint64_t states, won;
    int rounds;
    gg_tokens_window_stats(w, &states, &won, &rounds);
    gg_tokens_window_free(w);
    if (s != GG_OK) return s;
    gg_writef(ctx->out,
              "whole game: window of radius %d (%llu positions of <= 4 tokens, %llu black wins, longest in %d rounds); "
              "%llu placements of 1-4 tokens in a %d x %d box, every start in the box: trapped %llu proven / %llu undecided, "
              "free %llu proven / %llu undecided, no contradiction\n",
              radius, (unsigned long long)states, (unsigned long long)won, rounds - 1, (unsigned long long)placements, box, box,
              (unsigned long long)tp, (unsigned long long)tu, (unsigned long long)fp, (unsigned long long)fu);
    if (tu || fu) /* a start that neither proof settles checks nothing: the run fails */
        return gg_diag_set(ctx->diag, GG_ECHECK, "whole game: %llu starts undecided (%llu the fast rule calls trapped, %llu free)",
                           (unsigned long long)(tu + fu), (unsigned long long)tu, (unsigned long long)fu);
    return GG_OK;
}

/* Part 3. */
static gg_status check_all_sets(gg_ctx *ctx)
{
    enum { BW = 4, BH = 3 };
    gg_tokens_point p[BW * BH];
    uint64_t sets = 0, points = 0;
    for (unsigned mask = 1; mask < (1u << (BW * BH)); mask++) {
        size_t n = 0;
        for (int c = 0; c < BW * BH; c++)
            if (mask >> c & 1) p[n++] = (gg_tokens_point){c % BW - 1, c / BW - 1};
        uint64_t brute;
        gg_status s = gg_tokens_brute_count(p, n, UINT64_MAX, &brute, ctx->diag);
        if (s == GG_OK) s = check_solve(ctx, p, n, brute, "solve vs point-by-point, every set in a 4 x 3 box");
        if (s != GG_OK) return s;
        gg_tokens_point *reg;
        uint64_t cnt;
        if ((s = gg_tokens_region(p, n, 1000, &reg, &cnt, ctx->diag)) != GG_OK) return s;
        int ok = cnt == brute;
        for (uint64_t i = 0; i < cnt && ok; i++) ok = gg_tokens_trapped_at(p, n, reg[i].x, reg[i].y);
        free(reg);
        if (!ok) return disagree(ctx, "region vs point-by-point", p, n, cnt, brute);
        sets++;
        points += brute;
    }
    gg_writef(ctx->out, "every set: %llu token sets in a 4 x 3 box: solve == point-by-point count, region == the trapped points (%llu in all)\n",
              (unsigned long long)sets, (unsigned long long)points);
    return GG_OK;
}


/* Part 4. */
static gg_status check_random(gg_ctx *ctx, uint64_t seed, int64_t rounds)
{
    uint64_t small = 0, big = 0, nonzero = 0, maxc = 0;
    gg_rng g;
    gg_rng_seed(&g, seed);
    for (int64_t r = 0; r < rounds; r++) {
        for (int sh = 0; sh < 6; sh++) {
            /* small: all three counts */
            gg_tokens_point *p;
            size_t n;
            int64_t C = gg_rng_range(&g, 1, 30);
            gg_status s = gg_tokens_generate(&g, gg_tokens_shapes[1 + sh], (size_t)gg_rng_range(&g, 1, 40), C, &p, &n, ctx->diag);
            if (s != GG_OK) return s;
            uint64_t a = 0, c;
            s = gg_tokens_brute_count(p, n, UINT64_MAX, &a, ctx->diag);
            if (s == GG_OK) s = gg_tokens_cell_count(p, n, SIZE_MAX, &c, ctx->diag);
            if (s == GG_OK && a != c) s = disagree(ctx, "point-by-point vs cell-by-cell", p, n, a, c);
            if (s == GG_OK) s = check_solve(ctx, p, n, a, "solve vs point-by-point and cell-by-cell");
            if (s == GG_OK && sh == 5 && a != 0) s = disagree(ctx, "ring-notrap must trap nothing", p, n, a, 0);
            free(p);
            if (s != GG_OK) return s;
            small++;
            nonzero += a != 0;
            /* big coordinates: the cell oracle and the symmetries */
            C = gg_rng_range(&g, 1, GG_TOKENS_MAX_COORD);
            if ((s = gg_tokens_generate(&g, gg_tokens_shapes[1 + sh], (size_t)gg_rng_range(&g, 1, 60), C, &p, &n, ctx->diag)) != GG_OK)
                return s;
            s = gg_tokens_cell_count(p, n, SIZE_MAX, &a, ctx->diag);
            if (s == GG_OK) s = check_solve(ctx, p, n, a, "solve vs cell-by-cell, large coordinates");
            gg_tokens_point *q = malloc(n * sizeof *q);
            if (!q && s == GG_OK) s = gg_diag_nomem(ctx->diag);
            int64_t tx = 0, ty = 0; /* a translation that keeps every point in range */
            if (s == GG_OK) {
                int64_t x0, x1, y0, y1;
                gg_tokens_bbox(p, n, &x0, &x1, &y0, &y1);
                tx = gg_rng_range(&g, -GG_TOKENS_MAX_COORD - x0, GG_TOKENS_MAX_COORD - x1);
                ty = gg_rng_range(&g, -GG_TOKENS_MAX_COORD - y0, GG_TOKENS_MAX_COORD - y1);
            }
            for (int sym = 0; sym < 9 && s == GG_OK; sym++) {
                for (size_t i = 0; i < n; i++) {
                    int32_t x = p[i].x, y = p[i].y;
                    if (sym == 8) {
                        q[i].x = (int32_t)(x + tx);
                        q[i].y = (int32_t)(y + ty);
                        continue;
                    }
                    int32_t a2 = sym & 4 ? y : x, b2 = sym & 4 ? x : y;
                    q[i].x = sym & 1 ? -a2 : a2;
                    q[i].y = sym & 2 ? -b2 : b2;
                }
                uint64_t d;
                s = gg_tokens_count(q, n, &d, ctx->diag);
                if (s == GG_OK && d != a) s = disagree(ctx, sym == 8 ? "count after a translation" : "count after a symmetry", q, n, d, a);
            }
            free(q);
            free(p);
            if (s != GG_OK) return s;
            big++;
            if (a > maxc) maxc = a;
        }
    }
    gg_writef(ctx->out,
              "random: %llu small instances (6 shapes, |coords| <= 30): solve == point-by-point == cell-by-cell (%llu non-zero, "
              "ring-notrap always 0); %llu with |coords| <= 10^9: solve == cell-by-cell == the count after 8 symmetries and a "
              "translation (largest %llu)\n",
              (unsigned long long)small, (unsigned long long)nonzero, (unsigned long long)big, (unsigned long long)maxc);
    return GG_OK;
}

/* Part 5. */
static gg_status check_extreme(gg_ctx *ctx)
{
    const int32_t C = (int32_t)GG_TOKENS_MAX_COORD;
    gg_tokens_point p[8] = {{C, 0}, {-C, 0}, {0, C}, {0, -C}, {C - 1, 0}, {-(C - 1), 0}, {0, C - 1}, {0, -(C - 1)}};
    uint64_t want = (uint64_t)C * (uint64_t)C + (uint64_t)(C - 1) * (uint64_t)(C - 1), got = want, cells;
    gg_status s = check_solve(ctx, p, 8, want, "diamond tips at 10^9");
    if (s == GG_OK) s = gg_tokens_cell_count(p, 8, 8, &cells, ctx->diag);
    if (s != GG_OK) return s;
    if (cells != want) return disagree(ctx, "diamond tips at 10^9, cell oracle", p, 8, cells, want);
    gg_writef(ctx->out, "extreme: the tips of the diamonds of radius 10^9 and 10^9 - 1 trap %llu = 10^18 + (10^9 - 1)^2 starts (solve and cell oracle)\n",
              (unsigned long long)got);
    return GG_OK;
}

gg_status gg_tokens_verify_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "random", "slow=0", "lemma", "window", "box", NULL};
    int64_t seed, rounds, lemma, window, box;
    gg_status s = gg_args_check(ctx, known);
    int slow = gg_args_flag(ctx->args, "slow");
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (s == GG_OK) s = gg_args_int(ctx, "random", 0, 1000000, slow ? 2000 : 100, &rounds);
    if (s == GG_OK) s = gg_args_int(ctx, "lemma", 1, 64, slow ? 16 : 8, &lemma);
    if (s == GG_OK) s = gg_args_int(ctx, "window", 1, GG_TOKENS_WINDOW_MAX_RADIUS, slow ? SLOW_WINDOW : 4, &window);
    if (s == GG_OK) s = gg_args_int(ctx, "box", 1, 8, slow ? SLOW_WINDOW + 1 : 5, &box);
    if (s == GG_OK && box > window + 1)
        s = gg_diag_set(ctx->diag, GG_EUSAGE, "--box %lld needs --window >= %lld (white starts anywhere in the box)",
                        (long long)box, (long long)box - 1);
    if (s == GG_OK) s = check_lemma(ctx, (int)lemma);
    if (s == GG_OK) s = check_window(ctx, (int)window, (int)box);
    if (s == GG_OK) s = check_all_sets(ctx);
    if (s == GG_OK) s = check_random(ctx, (uint64_t)seed, rounds);
    if (s == GG_OK) s = check_extreme(ctx);
    if (s == GG_OK) s = gg_tokens_verify_positions(ctx, (uint64_t)seed, slow ? 400 : 40);
    if (s == GG_OK) gg_write_str(ctx->out, "all checks passed\n");
    return s;
}
