/* game.c: Mimo & Yuyu's entry in the game table: solve, oracle, explain and the examples. */
#include <stdlib.h>
#include <string.h>

#include "../../core/sort.h"
#include "actions.h"
#include "oracle.h"

gg_status gg_mimo_solve_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    int64_t t;
    if ((s = gg_mimo_read_count(ctx->in, &t)) != GG_OK) return s;
    gg_mimo_case c = {0};
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        s = gg_mimo_read_case(ctx->in, &c);
        if (s == GG_OK) gg_write_str(ctx->out, gg_mimo_first_player_wins(&c) ? "Mimo\n" : "Yuyu\n");
    }
    gg_mimo_case_free(&c);
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last test case");
    return s;
}

gg_status gg_mimo_oracle_case(const gg_mimo_case *c, const char *method, int *first_wins,
                              gg_diag *diag)
{
    int n = (int)c->n, m = (int)c->m, cells = n * m;
    gg_status s = GG_OK;
    if (strcmp(method, "direct") == 0) {
        uint8_t counts[GG_MIMO_DIRECT_MAX_CELLS] = {0};
        for (size_t i = 0; i < c->k; i++) {
            int id = (int)(c->row[i] - 1) * m + (int)(c->col[i] - 1);
            if (counts[id] == 255) return gg_diag_set(diag, GG_EINPUT, "direct search: more than 255 tokens on a cell");
            counts[id]++;
        }
        gg_mimo_direct *d = gg_mimo_direct_new(n, m);
        if (!d) return gg_diag_nomem(diag);
        s = gg_mimo_direct_solve(d, counts, first_wins, diag);
        gg_mimo_direct_free(d);
        return s;
    }
    uint64_t *g = malloc((size_t)cells * sizeof *g);
    if (!g) return gg_diag_nomem(diag);
    s = gg_mimo_oracle_values(n, m, g, diag);
    uint64_t x = 0;
    for (size_t i = 0; s == GG_OK && i < c->k; i++) x ^= g[(c->row[i] - 1) * (uint64_t)m + (c->col[i] - 1)];
    free(g);
    *first_wins = x != 0;
    return s;
}

gg_status gg_mimo_oracle_action(gg_ctx *ctx)
{
    const char *const known[] = {"method", NULL};
    const char *const methods[] = {"sg", "direct", NULL};
    const char *method;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_choice(ctx, "method", methods, "sg", &method);
    if (s != GG_OK) return s;
    int64_t t;
    if ((s = gg_mimo_read_count(ctx->in, &t)) != GG_OK) return s;
    gg_mimo_case c = {0};
    c.keep_rows = 1;
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        s = gg_mimo_read_case(ctx->in, &c);
        if (s != GG_OK) break;
        int direct = strcmp(method, "direct") == 0;
        if (direct ? c.n * c.m > GG_MIMO_DIRECT_MAX_CELLS : !gg_mimo_oracle_fits(c.n, c.m)) {
            s = gg_diag_set(ctx->diag, GG_EINPUT,
                            "test case %lld: a %lld x %lld grid is too large for the %s oracle (%s)",
                            (long long)i + 1, (long long)c.n, (long long)c.m, method,
                            direct ? "n*m <= 8" : "n*m <= 256 and n^(m-1) <= 10^5");
            break;
        }
        int win;
        s = gg_mimo_oracle_case(&c, method, &win, ctx->diag);
        if (s == GG_OK) gg_write_str(ctx->out, win ? "Mimo\n" : "Yuyu\n");
    }
    gg_mimo_case_free(&c);
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last test case");
    return s;
}

/* One line per case: which columns decide it. */
gg_status gg_mimo_explain(gg_ctx *ctx)
{
    int64_t t;
    gg_status s = gg_mimo_read_count(ctx->in, &t);
    gg_mimo_case c = {0};
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        if ((s = gg_mimo_read_case(ctx->in, &c)) != GG_OK) break;
        int win = gg_mimo_first_player_wins(&c);
        gg_sort_u64(c.col, c.scratch, c.k); /* the runs below need sorted columns (the
                                             * winner's XOR shortcut may skip the sort) */
        gg_writef(ctx->out, "case %lld (%lld x %lld, %zu token%s): ", (long long)i + 1,
                  (long long)c.n, (long long)c.m, c.k, c.k == 1 ? "" : "s");
        if (c.n == 1) {
            size_t two = 0;
            for (size_t j = 0; j < c.k; j++) two += c.col[j] == 2;
            gg_writef(ctx->out, "one row, so only column 2 counts; it holds %zu token%s (%s) -> %s\n",
                      two, two == 1 ? "" : "s", two & 1 ? "odd" : "even", win ? "Mimo" : "Yuyu");
            continue;
        }
        int shown = 0;
        size_t odd = 0;
        for (size_t a = 0; a < c.k;) {
            size_t b = a + 1;
            while (b < c.k && c.col[b] == c.col[a]) b++;
            if (c.col[a] >= 2 && ((b - a) & 1)) {
                if (odd++ == 0) gg_write_str(ctx->out, "odd columns >= 2:");
                if (shown < 6) {
                    gg_writef(ctx->out, " %llu", (unsigned long long)c.col[a]);
                    shown++;
                }
            }
            a = b;
        }
        if (odd > (size_t)shown) gg_writef(ctx->out, " (+%zu more)", odd - (size_t)shown);
        if (odd)
            gg_writef(ctx->out, "; the XOR of 2^(c-2) over them is non-zero -> Mimo\n");
        else
            gg_writef(ctx->out, "every column >= 2 holds an even number of tokens, value 0 -> Yuyu\n");
    }
    gg_mimo_case_free(&c);
    return s;
}

static const gg_action actions[] = {
    {"solve", "", "read the judge input, print Mimo or Yuyu per test case", gg_mimo_solve_action},
    {"oracle", "[--method sg|direct]",
     "the same answers by exhaustive search from the rules (small grids only)", gg_mimo_oracle_action},
    {"verify", "[--seed S] [--random N]",
     "check the fast rule against the oracles on every small instance", gg_mimo_verify_action},
    {"gen", "[--seed S] [--t T] [--n N|LO..HI] [--m M|LO..HI] [--k K|LO..HI] [--shape random|paired|nearly-paired|mixed]",
     "print a seeded random judge input", gg_mimo_gen_action},
    {"draw", "", "read a judge input, write an SVG picture of each case and a winning move",
     gg_mimo_draw_action},
    {"analyze", "", "read a position (one test case without t); print its value and a path per token cell",
     gg_mimo_analyze_action},
    {"play", "[--side first|second] [--position FILE] [--seed S]",
     "play against perfect play on grids up to 20 x 30 (a terminal view, or a line protocol)", gg_mimo_play_action},
    {NULL, NULL, NULL, NULL},
};

static const gg_example examples[] = {
    {"the judge's sample: a 6x4 grid with three tokens, then a lone token in column 1",
     "2\n6 4 3\n2 3\n4 2\n6 4\n1 1 1\n1 1\n"},
    {"pairs cancel: two tokens in each of columns 3 and 5 (rows do not matter)",
     "1\n3 5 4\n1 3\n3 3\n2 5\n3 5\n"},
    {"a single row: only column 2 is worth anything",
     "2\n1 9 3\n1 9\n1 5\n1 2\n1 9 2\n1 9\n1 4\n"},
    {NULL, NULL},
};

const gg_game gg_game_mimo = {
    "mimo",
    "Mimo & Yuyu",
    "token paths on an n x m grid: who wins (Codeforces 2155E)",
    actions,
    examples,
    gg_mimo_explain,
    0,
};
