/* game.c: Mimo & Yuyu's entry in the game table and its thin actions: solve, oracle (the
 * refusal of cases beyond the oracles' bounds is here; the search is in oracle.c), explain. */
#include <stdlib.h>
#include <string.h>

#include "../../core/batch.h"
#include "../../core/checked.h"
#include "../../core/reader.h"
#include "../../core/sort.h"
#include "../../core/vec.h"
#include "internal.h"

gg_status gg_mimo_solve_action(gg_ctx *ctx)
{
    const char *const known[] = {"threads", NULL};
    int64_t threads, t;
    gg_status s = gg_args_check(ctx, known);
    /* default 1: reading is the work and stays on one thread, so workers only add the cost of
     * handing cases over (measured on an idle machine: docs/benchmarks.md, Mimo) */
    if (s == GG_OK) s = gg_args_int(ctx, "threads", 1, GG_BATCH_MAX_THREADS, 1, &threads);
    /* read once, front to back: a small window (src/core/reader.h) */
    if (s == GG_OK) gg_reader_stream(ctx->in, GG_STREAM_WINDOW);
    if (s == GG_OK) s = gg_mimo_read_count(ctx->in, &t);
    if (s != GG_OK) return s;
    gg_mimo_loop r = {.ctx = ctx, .t = t, .threads = threads > 1 && t > 1 ? threads : 1};
    s = gg_batch_run(&gg_mimo_loop_ops, &r, (int)r.threads, ctx->diag);
    return s == GG_OK ? gg_read_end(ctx->in, "the last test case") : s;
}

/* The refusal of an oracle for test case i, with the bound it exceeds (exit 3). */
static gg_status refuse(gg_ctx *ctx, int64_t i, const gg_mimo_case *c, const char *method,
                        gg_mimo_oracle_limit why, uint64_t estimate)
{
    if (why == GG_MIMO_ORACLE_GRID)
        return gg_diag_set(ctx->diag, GG_EINPUT, "test case %lld: a %lld x %lld grid is too large for the %s oracle (%s)",
                           (long long)i + 1, (long long)c->n, (long long)c->m, method,
                           strcmp(method, "direct") == 0 ? "n*m <= 8" : "n*m <= 256 and n^(m-1) <= 10^5");
    if (estimate == UINT64_MAX)
        return gg_diag_set(ctx->diag, GG_EINPUT,
                           "test case %lld: too large for the direct oracle: a cell could come to hold more than %d tokens "
                           "(bound: at most %d per cell and %d positions by the estimate in docs/mimo.md)",
                           (long long)i + 1, GG_MIMO_DIRECT_MAX_COUNT, GG_MIMO_DIRECT_MAX_COUNT,
                           GG_MIMO_DIRECT_MAX_POSITIONS);
    return gg_diag_set(ctx->diag, GG_EINPUT,
                       "test case %lld: too large for the direct oracle: up to %llu positions to search "
                       "(bound: %d positions by the estimate in docs/mimo.md)",
                       (long long)i + 1, (unsigned long long)estimate, GG_MIMO_DIRECT_MAX_POSITIONS);
}

/* The oracle's input, read whole before any answer (docs/mimo.md, "Limits"): per test
 * case its grid and its tokens per cell, n*m <= 256 bytes at `at` in counts. A count is kept
 * mod 256: exact in the columns >= 2, where the direct check bounds it by 255 (column 1
 * never moves), and of the right parity, all the sg oracle's XOR depends on. */
typedef struct stored_case {
    int n, m;
    size_t at;
} stored_case;

typedef struct oracle_input {
    gg_vec cases;  /* stored_case */
    gg_vec counts; /* uint8_t */
} oracle_input;

static gg_status store_case(gg_ctx *ctx, const gg_mimo_case *c, oracle_input *in)
{
    stored_case sc = {(int)c->n, (int)c->m, in->counts.len}; /* n*m <= 256 (the check) */
    size_t cells = (size_t)(sc.n * sc.m);
    gg_status s = gg_vec_reserve(&in->counts, 1, sc.at + cells, ctx->diag);
    if (s == GG_OK) s = gg_vec_push(&in->cases, sizeof sc, &sc, ctx->diag);
    if (s != GG_OK) return s;
    uint8_t *count = (uint8_t *)in->counts.data + sc.at;
    memset(count, 0, cells);
    for (size_t i = 0; i < c->k; i++) count[(c->row[i] - 1) * (uint64_t)c->m + c->col[i] - 1]++; /* mod 256 */
    in->counts.len += cells;
    return GG_OK;
}

/* Reads every test case, refusing (exit 3) at the first one beyond the oracle's bound for one
 * case, or which brings the sum of the cases' work past the bound for a whole input. */
static gg_status read_all(gg_ctx *ctx, const char *method, oracle_input *in)
{
    int direct = strcmp(method, "direct") == 0;
    uint64_t work = 0, most = direct ? GG_MIMO_DIRECT_MAX_WORK : GG_MIMO_SG_MAX_WORK;
    int64_t t;
    gg_status s = gg_mimo_read_count(ctx->in, &t);
    gg_mimo_case c = {0};
    c.keep_rows = 1;
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        if ((s = gg_mimo_read_case(ctx->in, &c)) != GG_OK) break;
        uint64_t estimate;
        gg_mimo_oracle_limit why = gg_mimo_oracle_check(&c, direct, &estimate);
        if (why != GG_MIMO_ORACLE_FITS) {
            s = refuse(ctx, i, &c, method, why, estimate);
            break;
        }
        if (gg_add_u64(work, gg_mimo_oracle_work(&c, direct, estimate), &work) || work > most) {
            s = gg_diag_set(ctx->diag, GG_EINPUT,
                            "test case %lld: the %s oracle's work on the input reaches %llu here "
                            "(bound: %llu for a whole input, by the estimate in docs/mimo.md)",
                            (long long)i + 1, method, (unsigned long long)work, (unsigned long long)most);
            break;
        }
        s = store_case(ctx, &c, in);
    }
    gg_mimo_case_fini(&c);
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last test case");
    return s;
}

/* Answers the stored cases: each rebuilt with its count of tokens per cell (only the count's
 * parity for sg, whose XOR pairs cancel), at most 8 * 255 tokens (direct) or 256 (sg). */
static gg_status answer_all(gg_ctx *ctx, const char *method, const oracle_input *in)
{
    enum { MOST = GG_MIMO_DIRECT_MAX_CELLS * GG_MIMO_DIRECT_MAX_COUNT };
    int direct = strcmp(method, "direct") == 0;
    uint64_t *rows = malloc(2 * MOST * sizeof *rows);
    if (!rows) return gg_diag_nomem(ctx->diag);
    gg_status s = GG_OK;
    const stored_case *sc = in->cases.data;
    for (size_t i = 0; i < in->cases.len && s == GG_OK; i++) {
        gg_mimo_case c = {.n = sc[i].n, .m = sc[i].m, .row = rows, .col = rows + MOST, .keep_rows = 1};
        const uint8_t *count = (const uint8_t *)in->counts.data + sc[i].at;
        for (int cell = 0; cell < sc[i].n * sc[i].m; cell++)
            for (int j = 0; j < (direct ? count[cell] : count[cell] & 1); j++) {
                c.row[c.k] = (uint64_t)(cell / sc[i].m) + 1;
                c.col[c.k++] = (uint64_t)(cell % sc[i].m) + 1;
            }
        int win;
        s = gg_mimo_oracle_case(&c, method, &win, ctx->diag);
        if (s == GG_OK) gg_write_str(ctx->out, win ? "Mimo\n" : "Yuyu\n");
    }
    free(rows);
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
    oracle_input in = {{0}, {0}};
    s = read_all(ctx, method, &in);
    if (s == GG_OK) s = answer_all(ctx, method, &in);
    gg_vec_fini(&in.cases);
    gg_vec_fini(&in.counts);
    return s;
}

/* One line per case: which columns decide it. */
gg_status gg_mimo_explain_action(gg_ctx *ctx)
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
    gg_mimo_case_fini(&c);
    return s;
}

static const gg_action actions[] = {
    {.name = "solve", .synopsis = "[--threads N]",
     .summary = "read the judge input, print Mimo or Yuyu per test case (on N threads; default 1: reading is the work, see docs/benchmarks.md)",
     .run = gg_mimo_solve_action},
    {.name = "oracle", .synopsis = "[--method sg|direct]",
     .summary = "the same answers by exhaustive search from the rules (sg: n*m <= 256 and n^(m-1) <= 10^5; "
                "direct: n*m <= 8 and at most 10^6 estimated positions; a whole input: at most 5*10^7 (sg) "
                "or 10^7 (direct) estimated steps, docs/mimo.md)",
     .run = gg_mimo_oracle_action},
    {.name = "verify", .synopsis = "[--seed S] [--random N]",
     .summary = "check the fast rule against the oracles on every small instance", .run = gg_mimo_verify_action},
    {.name = "gen",
     .synopsis = "[--seed S] [--t T] [--n N|LO..HI] [--m M|LO..HI] [--k K|LO..HI] [--shape random|paired|nearly-paired|mixed] [--contest]",
     .summary = "print a seeded random judge input", .run = gg_mimo_gen_action},
    {.name = "draw", .synopsis = "", .summary = "read a judge input, write an SVG picture of each case and a winning move",
     .run = gg_mimo_draw_action},
    {.name = NULL},
};

static const gg_example examples[] = {
    {.title = "the judge's sample: a 6x4 grid with three tokens, then a lone token in column 1",
     .input = "2\n6 4 3\n2 3\n4 2\n6 4\n1 1 1\n1 1\n"},
    {.title = "pairs cancel: two tokens in each of columns 3 and 5 (rows do not matter)",
     .input = "1\n3 5 4\n1 3\n3 3\n2 5\n3 5\n"},
    {.title = "a single row: only column 2 is worth anything",
     .input = "2\n1 9 3\n1 9\n1 5\n1 2\n1 9 2\n1 9\n1 4\n"},
    {.title = NULL, .input = NULL},
};

const gg_game gg_game_mimo = {
    .name = "mimo",
    .title = "Mimo & Yuyu",
    .summary = "token paths on an n x m grid: who wins (Codeforces 2155E)",
    .actions = actions,
    .examples = examples,
    .explain = gg_mimo_explain_action,
    .flags = 0,
    .pos = &gg_mimo_pos_ops,
    .stress = &gg_mimo_stress_ops,
    .validate = &gg_mimo_validator,
    .source = &(const gg_action_text){.synopsis = "", .summary = "print one self-contained C11 file to submit: this solver, judge input to judge answer"},
};
