/* verify.c: `gridgames go verify` — the fast solver against the rules oracle.
 *   1. every board of r x c points, 1 <= r, c <= 3 (21297 boards; --slow: r, c <= 4, which
 *      adds every 4x4 board, 3^16 of them): base count, every stone's count and the hash,
 *      through the library API;
 *   2. every square board n <= 3 once more through the text path: one judge input holding
 *      all of them (written by format.c's writer) goes through the solve and each actions,
 *      compared with the oracle's lines by the shared harness (src/core/verify.h);
 *   3. seeded random boards up to 40 x 40 (rectangular through the API, square through the
 *      text path), random densities and every generator shape;
 *   4. with --slow (or --large alone) also 24 larger random boards through the API (100 x 100, 120 x 130,
 *      70 x 150 and lines such as 1 x 5000 and 3 x 2000), where the oracle takes seconds.
 * The first disagreement is printed with its board and the command fails (exit 1). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/verify.h"
#include "internal.h"
#include "solver.h"

typedef struct checker {
    gg_ctx *ctx;
    gg_go_solver *sv;
    uint64_t *count;     /* oracle counts */
    uint64_t boards, stones;
    uint64_t local[2][2]; /* boards solved with the local searches (with, without a budget): [fell back, ran] */
    uint64_t code[2];     /* solves with the row passes' code of the solver's choice, with the plain code */
    uint64_t pot[2];      /* boards whose potential (local.c) was checked; its known stones above 0 */
} checker;

/* The potential of a board the local searches finished (docs/go.md, "The potential"). */
static gg_status check_potential(checker *k, const gg_go_solver *sv, const char *what)
{
    if (sv->ran != GG_GO_PASS_LOCAL) return GG_OK;
    uint64_t known = 0;
    const uint64_t bad = gg_go_local_check_potential(sv, &known);
    k->pot[0]++;
    k->pot[1] += known;
    if (!bad) return GG_OK;
    return gg_diag_set(k->ctx->diag, GG_ECHECK, "the potential of the local searches is wrong at %llu points (%s)",
                       (unsigned long long)bad, what);
}

static void show_board(gg_writer *w, const gg_go_board *b)
{
    gg_writef(w, "  board %ux%u:\n", b->rows, b->cols);
    gg_go_write_rows(w, b, "    ");
}

/* The solver's answers on b, solved with method (1 the search, 2 the row-by-row pass, 3 the
 * local searches, 4 the local searches without a budget: the search wherever one is needed,
 * after the marks are put back), against the oracle's base and counts (k->count). Methods 1
 * and 3 take the row passes' plain code, 2 and 4 the wide code where the processor has it
 * (solver.h, gg_go_wide), so every board is solved by both (the search and its lone stones'
 * pass plain here, wide where method 4 falls back to it and in check_passes). */
static gg_status check_method(checker *k, const gg_go_board *b, const char *what, int method, uint64_t base)
{
    gg_ctx *ctx = k->ctx;
    static const char *const hows[] = {"", "search", "rows", "local", "local, no budget"};
    const char *how = hows[method];
    gg_go_solver_set_pass(k->sv, method >= 3 ? GG_GO_PASS_LOCAL : (gg_go_pass)method);
    k->sv->local_tight = method == 4;
    k->sv->local_cert_force = method == 3 ? 1 : method == 4 ? 2 : 0; /* step 0 both ways */
    k->sv->plain = method % 2 == 1;
    k->code[k->sv->plain]++;
    gg_status s = gg_go_solve(k->sv, b, ctx->diag);
    uint32_t hash = s == GG_OK ? gg_go_hash(k->sv) : 0;
    gg_go_solver_set_pass(k->sv, GG_GO_PASS_AUTO);
    k->sv->local_tight = 0;
    k->sv->local_cert_force = 0;
    k->sv->plain = 0;
    if (s != GG_OK) return s;
    if (method >= 3) k->local[method - 3][k->sv->ran == GG_GO_PASS_LOCAL]++;
    if ((s = check_potential(k, k->sv, what)) != GG_OK) return s;
    if (gg_go_base(k->sv) != base) {
        gg_writef(ctx->out, "DISAGREEMENT (%s, %s): dead white stones as given: solve %llu, oracle %llu\n",
                  what, how, (unsigned long long)gg_go_base(k->sv), (unsigned long long)base);
        show_board(ctx->out, b);
        return gg_diag_set(ctx->diag, GG_ECHECK, "solve disagrees with the oracle (%s, %s)", what, how);
    }
    for (uint32_t r = 0; r < b->rows; r++)
        for (uint32_t c = 0; c < b->cols; c++) {
            size_t i = (size_t)r * b->cols + c;
            if (b->cell[i] == GG_GO_EMPTY) continue;
            uint64_t got = gg_go_flip_count(k->sv, r, c);
            if (got != k->count[i]) {
                gg_writef(ctx->out, "DISAGREEMENT (%s, %s): flipping the stone at row %u column %u: solve %llu, oracle %llu\n",
                          what, how, r + 1, c + 1, (unsigned long long)got, (unsigned long long)k->count[i]);
                show_board(ctx->out, b);
                return gg_diag_set(ctx->diag, GG_ECHECK, "solve disagrees with the oracle (%s, %s)", what, how);
            }
        }
    if (hash != gg_go_hash_counts(b, k->count)) {
        gg_writef(ctx->out, "DISAGREEMENT (%s, %s): hash: solve %u, oracle %u\n", what, how, hash,
                  gg_go_hash_counts(b, k->count));
        show_board(ctx->out, b);
        return gg_diag_set(ctx->diag, GG_ECHECK, "solve disagrees with the oracle (%s, %s)", what, how);
    }
    return GG_OK;
}

/* Solver vs oracle on one board through the API, both ways of finding the cut stones. */
static gg_status check_board(checker *k, const gg_go_board *b, const char *what)
{
    uint64_t base;
    gg_status s = gg_go_oracle(b, k->count, &base, k->ctx->diag);
    if (s != GG_OK) return s;
    k->boards++;
    for (size_t i = 0; i < (size_t)b->rows * b->cols; i++) k->stones += b->cell[i] != GG_GO_EMPTY;
    for (int method = 1; method <= 4 && s == GG_OK; method++) s = check_method(k, b, what, method, base);
    return s;
}

/* Part 1: every r x c board with r, c <= side. */
static gg_status check_all(checker *k, uint32_t side)
{
    uint8_t cell[16];
    uint64_t before = k->boards;
    for (uint32_t rows = 1; rows <= side; rows++)
        for (uint32_t cols = 1; cols <= side; cols++) {
            uint32_t n = rows * cols;
            gg_go_board b = {rows, cols, cell};
            memset(cell, 0, n);
            for (;;) {
                char what[64];
                snprintf(what, sizeof what, "every %ux%u board", rows, cols);
                gg_status s = check_board(k, &b, what);
                if (s != GG_OK) return s;
                /* next board: count in base 3 */
                uint32_t i = 0;
                while (i < n && cell[i] == 2) cell[i++] = 0;
                if (i == n) break;
                cell[i]++;
            }
            if (k->ctx->log && rows * cols >= 12)
                gg_writef(k->ctx->log, "go verify: every %ux%u board done\n", rows, cols);
        }
    gg_writef(k->ctx->out, "every board up to %ux%u (rectangular too): %llu boards, solve == oracle on every stone\n",
              side, side, (unsigned long long)(k->boards - before));
    return GG_OK;
}

/* Judge text of boards with the expected output of solve (in the harness's batch) and of
 * each (beside it). */
typedef struct text_batch {
    gg_verify_batch solve;
    gg_writer want_each;
} text_batch;

static void batch_add(text_batch *t, const gg_go_board *b, const uint64_t *count)
{
    gg_go_write_board(&t->solve.cases, b);
    gg_writef(&t->solve.want, "%u\n", gg_go_hash_counts(b, count));
    if (t->solve.count > 0) gg_write_char(&t->want_each, '\n');
    for (uint32_t r = 0; r < b->rows; r++)
        for (uint32_t c = 0; c < b->cols; c++) {
            size_t i = (size_t)r * b->cols + c;
            if (b->cell[i] != GG_GO_EMPTY)
                gg_writef(&t->want_each, "%u %u %c %llu\n", r + 1, c + 1, gg_go_point_char[b->cell[i]],
                          (unsigned long long)count[i]);
        }
    t->solve.count++;
}

/* Runs the solve and the each action on the batch, each compared with its expected lines. */
static gg_status batch_check(checker *k, text_batch *t, const char *what)
{
    if (t->solve.count == 0) return GG_OK; /* the judge format has T >= 1 */
    gg_status s = gg_verify_batch_run(&t->solve, k->ctx, gg_go_solve_action, "go solve", what);
    if (s != GG_OK) return s;
    gg_writer in;
    gg_writer_open_mem(&in);
    gg_verify_batch_input(&t->solve, &in);
    size_t il, wl;
    const char *input = gg_writer_data(&in, &il), *want = gg_writer_data(&t->want_each, &wl);
    s = in.err != GG_OK ? in.err
                        : gg_verify_output(k->ctx, gg_go_each_action, "go each", input, il, want, wl, what);
    gg_writer_close(&in);
    return s;
}

static void batch_init(text_batch *t)
{
    gg_verify_batch_init(&t->solve, 1);
    gg_writer_open_mem(&t->want_each);
}

static void batch_fini(text_batch *t)
{
    gg_verify_batch_fini(&t->solve);
    gg_writer_close(&t->want_each);
}

/* Part 2. */
static gg_status check_text_small(checker *k)
{
    text_batch t;
    batch_init(&t);
    uint8_t cell[9];
    uint64_t base;
    gg_status s = GG_OK;
    for (uint32_t n = 1; n <= 3 && s == GG_OK; n++) {
        gg_go_board b = {n, n, cell};
        memset(cell, 0, n * n);
        for (;;) {
            if ((s = gg_go_oracle(&b, k->count, &base, k->ctx->diag)) != GG_OK) break;
            batch_add(&t, &b, k->count);
            uint32_t i = 0;
            while (i < n * n && cell[i] == 2) cell[i++] = 0;
            if (i == n * n) break;
            cell[i]++;
        }
    }
    if (s == GG_OK) s = batch_check(k, &t, "every square board up to 3x3 as judge text");
    if (s == GG_OK)
        gg_writef(k->ctx->out, "every square board up to 3x3 as one judge input (%llu boards): solve and each print the oracle's lines\n",
                  (unsigned long long)t.solve.count);
    batch_fini(&t);
    return s;
}

/* Part 3. */
static gg_status check_random(checker *k, uint64_t seed, int64_t count, uint32_t max_side)
{
    gg_rng g;
    gg_rng_seed(&g, seed);
    uint8_t *cell = malloc((size_t)max_side * max_side);
    if (!cell) return gg_diag_nomem(k->ctx->diag);
    text_batch t;
    batch_init(&t);
    gg_status s = GG_OK;
    uint64_t shapes[GG_GO_SHAPE_COUNT] = {0}, base;
    for (int64_t i = 0; i < count && s == GG_OK; i++) {
        int square = (i % 2) == 0;
        uint32_t rows = (uint32_t)gg_rng_range(&g, 1, max_side);
        uint32_t cols = square ? rows : (uint32_t)gg_rng_range(&g, 1, max_side);
        gg_go_shape sh = (gg_go_shape)gg_rng_below(&g, 2 * GG_GO_SHAPE_COUNT);
        if (sh >= GG_GO_SHAPE_COUNT) sh = GG_GO_SHAPE_RANDOM;
        unsigned wp = (unsigned)gg_rng_range(&g, 0, 100);
        unsigned bp = (unsigned)gg_rng_range(&g, 0, 100 - (int64_t)wp);
        if (gg_rng_below(&g, 3) == 0) { /* few empty points: long dead regions, many cuts */
            bp = 100 - wp - (unsigned)gg_rng_range(&g, 0, (100 - wp) < 5 ? (100 - wp) : 5);
        }
        gg_go_gen_board(&g, sh, rows, cols, wp, bp, cell);
        shapes[sh]++;
        gg_go_board b = {rows, cols, cell};
        char what[96];
        snprintf(what, sizeof what, "random board %lld of seed %llu", (long long)i + 1, (unsigned long long)seed);
        s = check_board(k, &b, what);
        if (s == GG_OK && square) {
            if ((s = gg_go_oracle(&b, k->count, &base, k->ctx->diag)) == GG_OK) batch_add(&t, &b, k->count);
        }
    }
    if (s == GG_OK) s = batch_check(k, &t, "random square boards as judge text");
    free(cell);
    if (s == GG_OK) {
        gg_writef(k->ctx->out, "random: %lld board%s up to %ux%u (seed %llu; shapes", (long long)count,
                  count == 1 ? "" : "s", max_side, max_side, (unsigned long long)seed);
        for (int j = 0; j < GG_GO_SHAPE_COUNT; j++)
            gg_writef(k->ctx->out, " %s %llu", gg_go_shape_names[j], (unsigned long long)shapes[j]);
        gg_writef(k->ctx->out, "): solve == oracle on every stone; the %llu square one%s also as judge text\n",
                  (unsigned long long)t.solve.count, t.solve.count == 1 ? "" : "s");
    } else {
        gg_writef(k->ctx->out, "random boards used seed %llu\n", (unsigned long long)seed);
    }
    batch_fini(&t);
    return s;
}

/* Part 4 (--slow). */
static gg_status check_large(checker *k, uint64_t seed)
{
    static const uint32_t shapes[8][2] = {{100, 100}, {120, 130}, {1, 5000}, {5000, 1},
                                          {2, 3000},  {3, 2000},  {70, 150}, {150, 70}};
    gg_rng g;
    gg_rng_seed(&g, seed);
    uint8_t *cell = malloc(15600);
    uint64_t *count = malloc(15600 * sizeof *count);
    gg_status s = cell && count ? GG_OK : gg_diag_nomem(k->ctx->diag);
    uint64_t *small = k->count;
    k->count = count;
    uint64_t boards = 0;
    for (int j = 0; j < 8 && s == GG_OK; j++)
        for (int rep = 0; rep < 3 && s == GG_OK; rep++) {
            uint32_t rows = shapes[j][0], cols = shapes[j][1];
            unsigned wp = (unsigned)gg_rng_range(&g, 30, 95);
            unsigned bp = rep == 2 ? 99 - wp : (unsigned)gg_rng_range(&g, 0, 100 - (int64_t)wp);
            gg_go_gen_board(&g, GG_GO_SHAPE_RANDOM, rows, cols, wp, bp, cell);
            gg_go_board b = {rows, cols, cell};
            char what[96];
            snprintf(what, sizeof what, "large board %ux%u, seed %llu", rows, cols, (unsigned long long)seed);
            s = check_board(k, &b, what);
            boards++;
        }
    k->count = small;
    free(cell);
    free(count);
    if (s == GG_OK)
        gg_writef(k->ctx->out, "large: %llu random boards from 100x100 to 120x130 and lines up to 1x5000 (seed %llu): solve == oracle on every stone\n",
                  (unsigned long long)boards, (unsigned long long)seed);
    return s;
}

/* Another method of pass 1 (the row-by-row pass, or the local searches) against the search on
 * boards too large for the oracle: n boards of every generator shape with sides up to max_side
 * (random white shares), hash, base and every stone's count compared. The row-by-row pass
 * shares no code with the search but the liberty marks and pass 2; the local searches share
 * those and fall back to the search when over their budget (counted in k->local). */
static gg_status check_passes(checker *k, uint64_t seed, int n, uint32_t max_side, gg_go_pass pass)
{
    const char *name = pass == GG_GO_PASS_ROWS ? "row by row" : "local searches";
    gg_ctx *ctx = k->ctx;
    gg_rng g;
    gg_rng_seed(&g, seed ^ 0x9e3779b97f4a7c15u);
    const size_t cap = (size_t)max_side * max_side;
    uint8_t *cell = malloc(cap);
    uint64_t *a = malloc(cap * sizeof *a);
    gg_go_solver *other = NULL;
    gg_status s = cell && a ? gg_go_solver_new(&other, ctx->diag) : gg_diag_nomem(ctx->diag);
    uint64_t stones = 0;
    for (int i = 0; i < n && s == GG_OK; i++) {
        const uint32_t rows = (uint32_t)gg_rng_range(&g, max_side / 2, max_side);
        const uint32_t cols = (uint32_t)gg_rng_range(&g, max_side / 2, max_side);
        const gg_go_shape sh = (gg_go_shape)(i % GG_GO_SHAPE_COUNT);
        const unsigned wp = (unsigned)gg_rng_range(&g, 50, 100);
        const unsigned bp = (unsigned)gg_rng_range(&g, 0, 100 - (int64_t)wp);
        gg_go_gen_board(&g, sh, rows, cols, wp, bp, cell);
        gg_go_board b = {rows, cols, cell};
        gg_go_solver_set_pass(k->sv, GG_GO_PASS_SEARCH);
        gg_go_solver_set_pass(other, pass);
        /* on every other board the search with the wide code (where there is one) and the other
         * plain, on the rest the other way round: each method in both codes on large boards */
        k->sv->plain = i % 2;
        other->plain = !k->sv->plain;
        k->code[0]++;
        k->code[1]++;
        if ((s = gg_go_solve(k->sv, &b, ctx->diag)) != GG_OK || (s = gg_go_solve(other, &b, ctx->diag)) != GG_OK) break;
        if (pass == GG_GO_PASS_LOCAL) k->local[0][other->ran == GG_GO_PASS_LOCAL]++;
        if ((s = check_potential(k, other, name)) != GG_OK) break;
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t c = 0; c < cols; c++) a[(size_t)r * cols + c] = gg_go_flip_count(k->sv, r, c);
        int same = gg_go_base(k->sv) == gg_go_base(other) && gg_go_hash(k->sv) == gg_go_hash(other);
        for (uint32_t r = 0; r < rows && same; r++)
            for (uint32_t c = 0; c < cols && same; c++) {
                same = a[(size_t)r * cols + c] == gg_go_flip_count(other, r, c);
                if (!same)
                    gg_writef(ctx->out, "DISAGREEMENT (pass board %d, %ux%u %s, seed %llu): row %u column %u: search %llu, %s %llu\n",
                              i + 1, rows, cols, gg_go_shape_names[sh], (unsigned long long)seed, r + 1, c + 1,
                              (unsigned long long)a[(size_t)r * cols + c], name,
                              (unsigned long long)gg_go_flip_count(other, r, c));
            }
        if (!same) {
            if (rows <= 40 && cols <= 40) show_board(ctx->out, &b);
            s = gg_diag_set(ctx->diag, GG_ECHECK, "the %s disagree with the search", name);
            break;
        }
        stones += (uint64_t)rows * cols;
    }
    gg_go_solver_set_pass(k->sv, GG_GO_PASS_AUTO);
    k->sv->plain = 0;
    if (s == GG_OK)
        gg_writef(ctx->out, "%s against the search: %d boards of every shape, sides %u..%u (seed %llu): the same base, hash and count on every point\n",
                  name, n, max_side / 2, max_side, (unsigned long long)seed);
    (void)stones;
    gg_go_solver_free(other);
    free(cell);
    free(a);
    return s;
}

gg_status gg_go_verify_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "random", "max-side", "slow=0", "large=0", NULL};
    int64_t seed, count, max_side;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (s == GG_OK) s = gg_args_int(ctx, "random", 0, 100000000, 400, &count);
    if (s == GG_OK) s = gg_args_int(ctx, "max-side", 1, 64, 40, &max_side);
    if (s != GG_OK) return s;
    int slow = gg_args_flag(ctx->args, "slow");
    checker k = {ctx, NULL, malloc(64 * 64 * sizeof(uint64_t)), 0, 0, {{0, 0}, {0, 0}}, {0, 0}, {0, 0}};
    s = k.count ? gg_go_solver_new(&k.sv, ctx->diag) : gg_diag_nomem(ctx->diag);
    if (s == GG_OK) {
        const uint32_t bad = gg_go_rows_check_parts();
        if (bad) s = gg_diag_set(ctx->diag, GG_ECHECK, "the parts table has %u labellings with too few parts", bad);
        else gg_writef(ctx->out, "the parts table: every labelling of 2 to 4 gaps has at least 1 + gaps - regions parts\n");
    }
    if (s == GG_OK) s = check_all(&k, slow ? 4 : 3);
    if (s == GG_OK) s = check_text_small(&k);
    if (s == GG_OK) s = check_random(&k, (uint64_t)seed, count, (uint32_t)max_side);
    if (s == GG_OK && (slow || gg_args_flag(ctx->args, "large"))) s = check_large(&k, (uint64_t)seed);
    const int large = slow || gg_args_flag(ctx->args, "large");
    for (gg_go_pass pass = GG_GO_PASS_ROWS; pass <= GG_GO_PASS_LOCAL; pass += GG_GO_PASS_LOCAL - GG_GO_PASS_ROWS) {
        if (s == GG_OK) s = check_passes(&k, (uint64_t)seed, 28, 200, pass);
        if (s == GG_OK && large) s = check_passes(&k, (uint64_t)seed, 21, 1000, pass);
    }
    /* The local searches must have run on boards (else the checks above compared the search
     * with itself), and without a budget they must have had to give up on some. */
    if (s == GG_OK && (!k.local[0][1] || !k.local[1][0] || !k.local[1][1]))
        s = gg_diag_set(ctx->diag, GG_ECHECK, "the local searches ran on %llu boards and, without a budget, gave up on %llu and finished %llu: each must be some",
                        (unsigned long long)k.local[0][1], (unsigned long long)k.local[1][0], (unsigned long long)k.local[1][1]);
    if (s == GG_OK)
        gg_writef(ctx->out, "local searches: finished on %llu boards, gave up on %llu (the search then); without a budget: finished on %llu, gave up on %llu\n",
                  (unsigned long long)k.local[0][1], (unsigned long long)k.local[0][0], (unsigned long long)k.local[1][1],
                  (unsigned long long)k.local[1][0]);
    if (s == GG_OK && !k.pot[1]) /* else the checks of the potential saw only 0 and 255 */
        s = gg_diag_set(ctx->diag, GG_ECHECK, "the potential was checked on %llu boards and never known above 0",
                        (unsigned long long)k.pot[0]);
    if (s == GG_OK)
        gg_writef(ctx->out, "the potential of the local searches: as stated on %llu boards (%llu stones with a known potential above 0)\n",
                  (unsigned long long)k.pot[0], (unsigned long long)k.pot[1]);
    if (s == GG_OK) /* the same line on every processor (the choice: AVX-512 where it has it) */
        gg_writef(ctx->out, "the row passes: %llu solves with the code the solver chooses, %llu with the plain code\n",
                  (unsigned long long)k.code[0], (unsigned long long)k.code[1]);
    if (s == GG_OK)
        gg_writef(ctx->out, "go verify: all checks passed (%llu boards, %llu stones flipped)\n",
                  (unsigned long long)k.boards, (unsigned long long)k.stones);
    gg_go_solver_free(k.sv);
    free(k.count);
    return s;
}
