/* game.c: Game with Tokens' entry in the game table and its thin actions (solve, region,
 * oracle, the demo's explanation): check and read the options, read the input through
 * format.c, call the library, write the answer. gen, verify and draw live in their own files.
 *   solve   judge input -> the count (keys read straight into the sort array; a regular file
 *           read whole; --threads N > 1, default 1: a large input's second half read
 *           ahead on a second thread, whatever the machine's load: format.c, parallel.c);
 *   region  the trapped points themselves, "x y" per line after their count, sorted by x then
 *           y; refused (exit 3) above --limit (default 10^6, at most 10^7);
 *   oracle  the count without the sweep (oracle.c): --method points, cells, rules, or auto
 *           (points when cheap, else cells; and when there are at most 4 tokens spanning at
 *           most 5 points, also rules, which must agree).
 */
#include <stdlib.h>
#include <string.h>

#include "../../core/batch.h"
#include "../../core/reader.h"
#include "internal.h"

#define POINTS_MAX_WORK 200000000ULL /* point tests of the points oracle */
#define CELLS_MAX_N 600              /* tokens for the cells oracle */
#define AUTO_RULES_SPAN GG_TOKENS_RULES_SPAN /* auto also plays the game when the tokens span <= this (5, a window of radius 4: a fraction of a second) */

gg_status gg_tokens_solve_keys(gg_ctx *ctx, const gg_tokens_ahead_ops *ops)
{
    gg_tokens_loop r = {ctx, ops};
    return gg_batch_one(&gg_tokens_loop_ops, &r, ctx->diag);
}

gg_status gg_tokens_solve_action(gg_ctx *ctx)
{
    const char *const known[] = {"threads", NULL};
    int64_t threads;
    gg_status s = gg_args_check(ctx, known);
    /* default 1: the read-ahead gains a few percent on an idle machine and loses a third when
     * the other processor is busy (docs/benchmarks.md, Tokens) */
    if (s == GG_OK) s = gg_args_int(ctx, "threads", 1, GG_BATCH_MAX_THREADS, 1, &threads);
    if (s != GG_OK) return s;
    /* one thread reads once, front to back: a small window (src/core/reader.h); the read-ahead
     * needs the whole file, to start half way through it */
    if (threads == 1) gg_reader_stream(ctx->in, GG_STREAM_WINDOW);
    return gg_tokens_solve_keys(ctx, threads > 1 ? &gg_tokens_ahead_threads : NULL);
}

gg_status gg_tokens_region_action(gg_ctx *ctx)
{
    const char *const known[] = {"limit", NULL};
    int64_t limit;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK)
        s = gg_args_int(ctx, "limit", 0, (int64_t)GG_TOKENS_REGION_MAX, (int64_t)GG_TOKENS_REGION_LIMIT, &limit);
    if (s != GG_OK) return s;
    gg_tokens_set set;
    gg_tokens_set_init(&set);
    gg_tokens_point *pts = NULL;
    uint64_t count = 0;
    if ((s = gg_tokens_read(ctx->in, &set)) == GG_OK)
        s = gg_tokens_region(set.pts, set.n, (uint64_t)limit, &pts, &count, ctx->diag);
    gg_tokens_set_fini(&set);
    if (s == GG_ECHECK) /* over the limit: the instance is too large for this listing */
        return gg_diag_set(ctx->diag, GG_EINPUT,
                           "the region has %llu point%s, more than the limit %lld: raise --limit (at most %llu) or use the count",
                           (unsigned long long)count, gg_tokens_plural(count), (long long)limit,
                           (unsigned long long)GG_TOKENS_REGION_MAX);
    if (s != GG_OK) return s;
    gg_tokens_write(ctx->out, pts, (size_t)count); /* count <= limit <= 10^7 */
    free(pts);
    return GG_OK;
}

/* The characterization's count (points when cheap, else cells), checked by the rules when
 * the tokens are few and close. */
static gg_status oracle_auto(gg_ctx *ctx, const gg_tokens_set *set, uint64_t *count)
{
    gg_diag quiet = {GG_OK, ""};
    gg_status s = gg_tokens_brute_count(set->pts, set->n, POINTS_MAX_WORK, count, &quiet);
    if (s == GG_EINPUT) s = gg_tokens_cell_count(set->pts, set->n, CELLS_MAX_N, count, ctx->diag);
    else if (s != GG_OK) s = gg_diag_set(ctx->diag, s, "%s", quiet.msg);
    uint64_t rules;
    if (s == GG_OK && set->n <= GG_TOKENS_WINDOW_MAX_TOKENS && gg_tokens_span(set->pts, set->n) <= AUTO_RULES_SPAN) {
        s = gg_tokens_rules_count(set->pts, set->n, &rules, ctx->diag);
        if (s == GG_OK && rules != *count)
            s = gg_diag_set(ctx->diag, GG_ECHECK, "the game rules give %llu, the characterization %llu",
                            (unsigned long long)rules, (unsigned long long)*count);
    }
    return s;
}

gg_status gg_tokens_oracle_action(gg_ctx *ctx)
{
    const char *const known[] = {"method", NULL};
    const char *const methods[] = {"auto", "points", "cells", "rules", NULL};
    const char *method;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_choice(ctx, "method", methods, "auto", &method);
    if (s != GG_OK) return s;
    gg_tokens_set set;
    gg_tokens_set_init(&set);
    uint64_t count = 0;
    if ((s = gg_tokens_read(ctx->in, &set)) != GG_OK) {
    } else if (strcmp(method, "auto") == 0) {
        s = oracle_auto(ctx, &set, &count);
    } else if (strcmp(method, "points") == 0) {
        s = gg_tokens_brute_count(set.pts, set.n, POINTS_MAX_WORK, &count, ctx->diag);
    } else if (strcmp(method, "cells") == 0) {
        s = gg_tokens_cell_count(set.pts, set.n, CELLS_MAX_N, &count, ctx->diag);
    } else {
        s = gg_tokens_rules_count(set.pts, set.n, &count, ctx->diag);
    }
    gg_tokens_set_fini(&set);
    if (s != GG_OK) return s;
    gg_write_u64(ctx->out, count);
    gg_write_char(ctx->out, '\n');
    return GG_OK;
}

/* For one trapped start: the first token of the other parity in each cone. */
static void explain_example(gg_writer *w, const gg_tokens_set *set, const gg_tokens_rect *r)
{
    int64_t U = r->u0, V = r->v0, wx = (U + V) / 2, wy = (U - V) / 2;
    static const char *const dir[4] = {"right", "left", "up", "down"};
    gg_writef(w, "; e.g. (%lld,%lld):", (long long)wx, (long long)wy);
    for (int d = 0; d < 4; d++)
        for (size_t i = 0; i < set->n; i++) {
            int64_t dx = set->pts[i].x - wx, dy = set->pts[i].y - wy, ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
            int in = d == 0 ? dx > ay : d == 1 ? -dx > ay : d == 2 ? dy > ax : -dy > ax;
            if (in && ((dx + dy) & 1)) {
                gg_writef(w, " %s (%d,%d)", dir[d], set->pts[i].x, set->pts[i].y);
                break;
            }
        }
}

/* One line: the count per parity class and one trapped point with a token in each cone. */
gg_status gg_tokens_explain(gg_ctx *ctx)
{
    gg_tokens_set set;
    gg_tokens_set_init(&set);
    gg_tokens_rect *r = NULL;
    size_t nr = 0;
    gg_status s = gg_tokens_read(ctx->in, &set);
    if (s == GG_OK) s = gg_tokens_rects(set.pts, set.n, &r, &nr, ctx->diag);
    if (s != GG_OK) {
        gg_tokens_set_fini(&set);
        return s;
    }
    size_t odd = 0;
    for (size_t i = 0; i < set.n; i++) odd += (((int64_t)set.pts[i].x + set.pts[i].y) & 1) != 0;
    uint64_t by_class[2] = {0, 0};
    for (size_t i = 0; i < nr; i++) by_class[r[i].u0 & 1] += gg_tokens_rect_points(&r[i]);
    gg_writef(ctx->out, "%zu token%s (%zu with x+y odd, %zu even): %llu trapped start%s with x+y even (held by the odd tokens), %llu with x+y odd",
              set.n, gg_tokens_plural(set.n), odd, set.n - odd, (unsigned long long)by_class[0], gg_tokens_plural(by_class[0]),
              (unsigned long long)by_class[1]);
    if (nr > 0) explain_example(ctx->out, &set, &r[0]);
    else gg_write_str(ctx->out, "; no point has a token of the other parity in all four cones");
    gg_write_char(ctx->out, '\n');
    free(r);
    gg_tokens_set_fini(&set);
    return GG_OK;
}

static const gg_action actions[] = {
    {.name = "solve", .synopsis = "[--threads N]",
     .summary = "read the judge input (n, then n points), print how many white starts black wins (N > 1: a large "
                "input's second half read on a second thread; default 1: that gains a few percent on an idle machine "
                "and loses a third on a busy one, see docs/benchmarks.md)",
     .run = gg_tokens_solve_action},
    {.name = "oracle", .synopsis = "[--method auto|points|cells|rules]",
     .summary = "the same count without the sweep: the 4-direction test at every point or cell, or the game rules "
                "(<= 4 tokens spanning <= 5 points)",
     .run = gg_tokens_oracle_action},
    {.name = "verify", .synopsis = "[--seed S] [--random N] [--slow] [--lemma R] [--window R] [--box B]",
     .summary = "check the lemma, the whole game on small windows and the count against the oracles",
     .run = gg_tokens_verify_action},
    {.name = "gen",
     .synopsis = "[--seed S] [--contest] [--n N|LO..HI] [--coord C|LO..HI] [--shape mixed|uniform|clustered|spread|lines|ring|ring-notrap]",
     .summary = "print a seeded random judge input (exactly N distinct tokens, or refused)", .run = gg_tokens_gen_action},
    {.name = "draw", .synopsis = "[--white X Y] [--size PIXELS]",
     .summary = "read a judge input, write an SVG of the tokens and the trapped region (and the four cones of one white start)",
     .run = gg_tokens_draw_action},
    {.name = "region", .synopsis = "[--limit L]",
     .summary = "list the trapped white starts: their count, then \"x y\" per line sorted by x then y (refused above L, default 1000000)",
     .run = gg_tokens_region_action},
    {.name = NULL, .synopsis = NULL, .summary = NULL, .run = NULL},
};

static const gg_example examples[] = {
    {.title = "the judge's first sample: four tokens around a diamond trap the four points inside",
     .input = "4\n-2 -1\n0 1\n0 -3\n2 -1\n"},
    {.title = "the judge's second sample: two trapped points", .input = "4\n-2 0\n-1 1\n0 -2\n1 -1\n"},
    {.title = "tokens on one line never trap anything", .input = "5\n-2 3\n-1 3\n0 3\n1 3\n2 3\n"},
    {.title = "the four tips of a diamond of radius 4 trap every inside point of the other parity",
     .input = "4\n4 0\n-4 0\n0 4\n0 -4\n"},
    {.title = NULL, .input = NULL},
};

const gg_game gg_game_tokens = {
    .name = "tokens",
    .title = "Game with Tokens",
    .summary = "where can n black tokens trap the white one (Codeforces 930D)",
    .actions = actions,
    .examples = examples,
    .explain = gg_tokens_explain,
    .flags = 0,
    .pos = &gg_tokens_pos_ops,
    .stress = &gg_tokens_stress_ops,
    .validate = &gg_tokens_validator,
    .source = &(const gg_action_text){.synopsis = "", .summary = "print one self-contained C11 file to submit: this solver, judge input to judge answer"},
};
