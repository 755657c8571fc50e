/* game.c: the "Go: flip one stone" entry in the game table and its thin actions: solve (the
 * judge's hash), each (per-stone counts), oracle, explain and the built-in examples. One
 * board loop (each_board) serves each, oracle and explain; solve runs loop.c's ops through the
 * one solve loop (src/core/batch.h), or split.c's on a single board. */
#include <stdlib.h>

#include "../source.h"
#include "../../core/reader.h"
#include "internal.h"

/* Reads every board of the judge input and calls fn on it: the shared loop of the text
 * actions. fn gets the board and its 0-based index. */
typedef gg_status (*board_fn)(gg_ctx *ctx, const gg_go_board *b, int64_t index, void *user);

static gg_status each_board(gg_ctx *ctx, board_fn fn, void *user)
{
    int64_t t = 0;
    gg_status s = gg_go_read_count(ctx->in, &t);
    gg_go_input in = {0};
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        s = gg_go_read_board(ctx->in, &in);
        if (s == GG_OK) s = fn(ctx, &in.board, i, user);
    }
    gg_go_input_fini(&in);
    if (s == GG_OK) s = gg_read_end(ctx->in, "the last board");
    return s;
}

/* Runs fn on every board with one solver: the board loop of each and explain (solve's
 * loop, with its --threads workers, is loop.c's). */
static gg_status with_solver(gg_ctx *ctx, board_fn fn, gg_go_pass pass)
{
    gg_go_solver *sv = NULL;
    gg_status s = gg_go_solver_new(&sv, ctx->diag);
    if (s == GG_OK) gg_go_solver_set_pass(sv, pass);
    if (s == GG_OK) s = each_board(ctx, fn, sv);
    gg_go_solver_free(sv);
    return s;
}

gg_status gg_go_pass_option(gg_ctx *ctx, gg_go_pass *pass)
{
    const char *const names[] = {"auto", "search", "local", "rows", NULL};
    const char *name = NULL;
    gg_status s = gg_args_choice(ctx, "pass", names, "auto", &name);
    *pass = name && name[0] == 's'   ? GG_GO_PASS_SEARCH
            : name && name[0] == 'r' ? GG_GO_PASS_ROWS
            : name && name[0] == 'l' ? GG_GO_PASS_LOCAL
                                     : GG_GO_PASS_AUTO;
    return s;
}

gg_status gg_go_solve_action(gg_ctx *ctx)
{
    const char *const known[] = {"threads", "pass", NULL};
    int64_t threads = 1;
    gg_go_pass pass = GG_GO_PASS_AUTO;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "threads", 1, 256, gg_cores(), &threads);
    if (s == GG_OK) s = gg_go_pass_option(ctx, &pass);
    gg_go_loop r = {ctx, 0, (int)threads, pass, 0, threads > 1 ? gg_go_finish_large : NULL, NULL};
    /* read once, front to back: a small window (src/core/reader.h), which also lets the first
     * board start before the rest of the input is read */
    if (s == GG_OK) gg_reader_stream(ctx->in, GG_STREAM_WINDOW);
    if (s == GG_OK) s = gg_go_read_count(ctx->in, &r.t);
    if (s != GG_OK) return s;
    if (r.threads > 1 && r.t == 1) s = gg_go_solve_split(ctx, pass);
    else s = gg_batch_run(&gg_go_loop_ops, &r, r.threads, ctx->diag);
    gg_go_solver_free(r.large);
    return s == GG_OK ? gg_read_end(ctx->in, "the last board") : s;
}

static gg_status each_one(gg_ctx *ctx, const gg_go_board *b, int64_t index, void *user)
{
    gg_go_solver *sv = user;
    gg_status s = gg_go_solve(sv, b, ctx->diag);
    if (s != GG_OK) return s;
    if (index > 0) gg_write_char(ctx->out, '\n');
    for (uint32_t r = 0; r < b->rows; r++)
        for (uint32_t c = 0; c < b->cols; c++) {
            uint8_t v = b->cell[(size_t)r * b->cols + c];
            if (v == GG_GO_EMPTY) continue;
            gg_writef(ctx->out, "%u %u %c %llu\n", r + 1, c + 1, gg_go_point_char[v],
                      (unsigned long long)gg_go_flip_count(sv, r, c));
        }
    return ctx->out->err;
}

gg_status gg_go_each_action(gg_ctx *ctx)
{
    const char *const known[] = {"pass", NULL};
    gg_go_pass pass = GG_GO_PASS_AUTO;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_go_pass_option(ctx, &pass);
    return s != GG_OK ? s : with_solver(ctx, each_one, pass);
}

static gg_status oracle_one(gg_ctx *ctx, const gg_go_board *b, int64_t index, void *user)
{
    (void)user;
    size_t points = (size_t)b->rows * b->cols;
    if (points > GG_GO_ORACLE_MAX_POINTS)
        return gg_diag_set(ctx->diag, GG_EINPUT,
                           "board %lld: %ux%u is too large for the oracle (at most %d points)",
                           (long long)index + 1, b->rows, b->cols, GG_GO_ORACLE_MAX_POINTS);
    uint64_t *count = malloc(points * sizeof *count), base;
    if (!count) return gg_diag_nomem(ctx->diag);
    gg_status s = gg_go_oracle(b, count, &base, ctx->diag);
    if (s == GG_OK) {
        gg_write_u64(ctx->out, gg_go_hash_counts(b, count));
        gg_write_char(ctx->out, '\n');
    }
    free(count);
    return s == GG_OK ? ctx->out->err : s;
}

gg_status gg_go_oracle_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    return each_board(ctx, oracle_one, NULL);
}

/* One line per board: the dead white stones as given, and the flips that change most. */
static gg_status explain_one(gg_ctx *ctx, const gg_go_board *b, int64_t index, void *user)
{
    gg_go_solver *sv = user;
    gg_status s = gg_go_solve(sv, b, ctx->diag);
    if (s != GG_OK) return s;
    uint64_t base = gg_go_base(sv), stones[3] = {0, 0, 0};
    uint64_t hi = 0, lo = UINT64_MAX;
    uint32_t hr = 0, hc = 0, lr = 0, lc = 0;
    for (uint32_t r = 0; r < b->rows; r++)
        for (uint32_t c = 0; c < b->cols; c++) {
            uint8_t v = b->cell[(size_t)r * b->cols + c];
            stones[v]++;
            if (v == GG_GO_EMPTY) continue;
            uint64_t a = gg_go_flip_count(sv, r, c);
            if (a > hi || stones[1] + stones[2] == 1) hi = a, hr = r, hc = c;
            if (a < lo) lo = a, lr = r, lc = c;
        }
    gg_writef(ctx->out, "board %lld (%ux%u: %llu black, %llu white, %llu empty): ", (long long)index + 1,
              b->rows, b->cols, (unsigned long long)stones[1], (unsigned long long)stones[2],
              (unsigned long long)stones[0]);
    if (stones[1] + stones[2] == 0) {
        gg_write_str(ctx->out, "no stones, nothing to flip -> 0\n");
        return ctx->out->err;
    }
    gg_writef(ctx->out, "%llu white stone%s dead as given (white groups without a liberty); ",
              (unsigned long long)base, base == 1 ? "" : "s");
    if (hi == base && lo == base) {
        gg_writef(ctx->out, "no flip changes that count\n");
        return ctx->out->err;
    }
    static const char *const name[3] = {"", "black", "white"};
    if (hi > base)
        gg_writef(ctx->out, "flipping the %s stone at (%u,%u) leaves %llu dead (the most)",
                  name[b->cell[(size_t)hr * b->cols + hc]], hr + 1, hc + 1, (unsigned long long)hi);
    if (hi > base && lo < base) gg_write_str(ctx->out, "; ");
    if (lo < base)
        gg_writef(ctx->out, "flipping the %s stone at (%u,%u) leaves %llu dead (the fewest)",
                  name[b->cell[(size_t)lr * b->cols + lc]], lr + 1, lc + 1, (unsigned long long)lo);
    gg_write_char(ctx->out, '\n');
    return ctx->out->err;
}

gg_status gg_go_explain(gg_ctx *ctx)
{
    return with_solver(ctx, explain_one, GG_GO_PASS_AUTO);
}

static const gg_action actions[] = {
    {.name = "solve", .synopsis = "[--threads N] [--pass auto|search|local|rows]",
     .summary = "read the judge input, print the hash of the per-stone counts per board (on N threads; default: the processors available; --pass: how the cut stones are found, same answers)",
     .run = gg_go_solve_action},
    {.name = "oracle", .synopsis = "",
     .summary = "the same hashes by flipping every stone and flood-filling (boards up to 4096 points)",
     .run = gg_go_oracle_action},
    {.name = "verify", .synopsis = "[--seed S] [--random N] [--max-side K] [--slow] [--large]",
     .summary = "check solve against the oracle on every board up to 3x3 (--slow: 4x4, and larger boards) and random ones",
     .run = gg_go_verify_action},
    {.name = "gen",
     .synopsis = "[--seed S] [--t T|LO..HI] [--n N|LO..HI] [--shape mixed|random|white|black|hole|snake|spiral|checker] [--white P] [--black P] [--contest]",
     .summary = "print a seeded random judge input", .run = gg_go_gen_action},
    {.name = "draw", .synopsis = "[--case K]",
     .summary = "read a judge input, write an SVG of each board (or one; up to 60x60, 20 boards): the hash, dead groups, what each flip does",
     .run = gg_go_draw_action},
    {.name = "each", .synopsis = "[--pass auto|search|local|rows]",
     .summary = "read the judge input, print \"row col colour count\" for every stone",
     .run = gg_go_each_action},
    {.name = NULL},
};

static const gg_example examples[] = {
    {.title = "the judge's sample: a lone white stone, a small mixed board, a white board with no liberty",
     .input = "3\n2\n.o\n..\n3\n.x.\nxoo\nox.\n2\noo\noo\n"},
    {.title = "a white cut stone: flipping the centre of this cross splits off three dead arms",
     .input = "1\n5\nxxo.x\nxxoxx\nooooo\nxxoxx\nxxoxx\n"},
    {.title = "a black stone joining two dead white groups to an empty point saves both",
     .input = "1\n3\nxox\n.xx\nxox\n"},
    {.title = NULL, .input = NULL},
};

const gg_game gg_game_go = {
    .name = "go",
    .title = "Go: flip one stone",
    .summary = "flip each stone alone, count the dead white stones: the hash (ICPC 2020 Nanjing G)",
    .actions = actions,
    .examples = examples,
    .explain = gg_go_explain,
    .flags = 0,
    .stress = &gg_go_stress_ops,
    .validate = &gg_go_validator,
    .source = &(const gg_action_text){.synopsis = "", .summary = "print one self-contained C11 file to submit: this solver, judge input to judge answer"},
};
