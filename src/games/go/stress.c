/* stress.c: Go's generator and shrinker for `gridgames go stress` (stress.h).
 *
 * Size s: 1..1+s/8 boards of side 1..min(s, 10^4), at most 10^8 points in all (--size
 * contest: 2..1000 and the sum of n at most 5000), each of one of gen's shapes (random with
 * random densities, all white, all black, a hole, a snake, a spiral, a checkerboard).
 * Shrinking, most aggressive first: drop a block of boards (halves, quarters, ... single
 * ones), then crop a board to a corner square of half, three
 * quarters or all but one of its side, then remove one row and the column of the same index,
 * then clear half the board, then clear single stones. Every candidate is a valid input
 * (at least one board, square, side >= 1). */
#include <stdlib.h>
#include <string.h>

#include <gridgames/stress.h>

#include "internal.h"

#define CONTEST_MIN_N 2
#define CONTEST_MAX_N 1000
#define CONTEST_SUM_N 5000
/* A generated input holds at most this many points, a 10^4 x 10^4 board's (about 100 MB):
 * a round at the library's limit is one large board or several smaller ones, never many large
 * ones (1250 boards of side up to 10^4 would be tens of GB). */
#define GEN_POINTS ((uint64_t)GG_GO_MAX_N * GG_GO_MAX_N)
/* Blocks of boards no finer than a FINEST-th, and single rows and columns only on boards of
 * side at most FINEST, single stones at most FINEST_STONES (crops come first). */
#define FINEST 32
#define FINEST_STONES 10

typedef struct go_boards {
    size_t t;
    uint32_t *n;
    uint8_t **cell;
} go_boards;

static void boards_fini(go_boards *B)
{
    for (size_t i = 0; i < B->t; i++) free(B->cell[i]);
    free(B->cell);
    free(B->n);
    memset(B, 0, sizeof *B);
}

static gg_status go_stress_gen(gg_rng *rng, int64_t size, int contest, gg_writer *out, gg_diag *diag)
{
    if (contest && size > CONTEST_MAX_N) size = CONTEST_MAX_N;
    if (size > GG_GO_MAX_N) size = GG_GO_MAX_N; /* the reader's limit */
    int64_t lo = contest ? CONTEST_MIN_N : 1, hi = size < lo ? lo : size;
    int64_t t = gg_rng_range(rng, 1, 1 + size / 8), budget = CONTEST_SUM_N;
    uint64_t points = GEN_POINTS; /* the boards' points in all, at least one each */
    if (contest && t > CONTEST_SUM_N / CONTEST_MIN_N) t = CONTEST_SUM_N / CONTEST_MIN_N;
    uint8_t *cell = malloc((size_t)hi * (size_t)hi);
    if (cell == NULL) return gg_diag_nomem(diag);
    gg_write_i64(out, t);
    gg_write_char(out, '\n');
    for (int64_t i = 0; i < t; i++) {
        int64_t n = gg_rng_range(rng, lo, hi);
        if (contest && n > budget - CONTEST_MIN_N * (t - i - 1)) n = budget - CONTEST_MIN_N * (t - i - 1);
        budget -= n;
        while ((uint64_t)n * (uint64_t)n > points - (uint64_t)(t - i - 1)) n--; /* n <= 10^4: no overflow */
        points -= (uint64_t)n * (uint64_t)n;
        unsigned white = (unsigned)gg_rng_range(rng, 0, 100);
        unsigned black = (unsigned)gg_rng_range(rng, 0, 100 - white);
        gg_go_shape shape = gg_rng_below(rng, 2) ? GG_GO_SHAPE_RANDOM : (gg_go_shape)gg_rng_below(rng, GG_GO_SHAPE_COUNT);
        gg_go_gen_board(rng, shape, (uint32_t)n, (uint32_t)n, white, black, cell);
        gg_go_write_board(out, &(gg_go_board){(uint32_t)n, (uint32_t)n, cell});
    }
    free(cell);
    return GG_OK;
}

static gg_status parse(const char *in, size_t len, go_boards *B, gg_diag *diag)
{
    gg_reader r;
    gg_go_input gi = {0};
    int64_t t;
    gg_reader_open_mem(&r, in, len, "<stress>", diag);
    gg_status s = gg_go_read_count(&r, &t);
    if (s == GG_OK && (!(B->n = calloc((size_t)t, sizeof *B->n)) || !(B->cell = calloc((size_t)t, sizeof *B->cell))))
        s = gg_diag_nomem(diag);
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        if ((s = gg_go_read_board(&r, &gi)) != GG_OK) break;
        size_t points = (size_t)gi.board.rows * gi.board.cols;
        if (!(B->cell[i] = malloc(points))) s = gg_diag_nomem(diag);
        else memcpy(B->cell[i], gi.board.cell, points), B->n[i] = gi.board.rows, B->t++;
    }
    gg_go_input_fini(&gi);
    gg_reader_close(&r);
    return s;
}

/* Writes the boards outside [skip_from, skip_from + skip), with board `at` replaced by the
 * side-m board `alt` (if not NULL). */
static void put(gg_writer *out, const go_boards *B, size_t skip_from, size_t skip, size_t at, uint32_t m,
                const uint8_t *alt)
{
    gg_write_i64(out, (int64_t)(B->t - skip));
    gg_write_char(out, '\n');
    for (size_t i = 0; i < B->t; i++) {
        if (i >= skip_from && i < skip_from + skip) continue;
        if (alt && i == at) gg_go_write_board(out, &(gg_go_board){m, m, alt});
        else gg_go_write_board(out, &(gg_go_board){B->n[i], B->n[i], B->cell[i]});
    }
}

/* The side-m square of board i at (r0, c0) without row and column `skip` (or none: m + skip
 * > n), into d. */
static void crop(const go_boards *B, size_t i, uint32_t m, uint32_t r0, uint32_t c0, uint32_t skip, uint8_t *d)
{
    uint32_t n = B->n[i];
    size_t k = 0;
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            if (skip < n ? r == skip || c == skip : r < r0 || r >= r0 + m || c < c0 || c >= c0 + m) continue;
            d[k++] = B->cell[i][(size_t)r * n + c];
        }
}

/* Candidates from board i: crops, a row and column out, half cleared, one stone cleared. The
 * walk's candidate, if it is one of these, is built in d and written to out. */
static void shrink_board(gg_shrink_walk *walk, gg_writer *out, const go_boards *B, size_t i, uint8_t *d)
{
    uint32_t n = B->n[i];
    size_t points = (size_t)n * n;
    const uint32_t sides[3] = {n / 2, n - n / 4, n - 1};
    for (int a = 0; a < 3 && !walk->found; a++) {
        uint32_t m = sides[a], off = n - m;
        if (m < 1 || (a > 0 && m == sides[a - 1])) continue;
        const uint32_t at[4][2] = {{0, 0}, {off, off}, {0, off}, {off, 0}};
        for (int q = 0; q < 4 && !walk->found; q++)
            if (gg_shrink_take(walk)) crop(B, i, m, at[q][0], at[q][1], UINT32_MAX, d), put(out, B, 0, 0, i, m, d);
    }
    for (uint32_t k = 0; k < n && n > 1 && n <= FINEST && !walk->found; k++) /* row and column k out */
        if (gg_shrink_take(walk)) crop(B, i, n - 1, 0, 0, k, d), put(out, B, 0, 0, i, n - 1, d);
    for (int half = 0; half < 2 && !walk->found; half++) { /* clear the top or the bottom half */
        size_t from = half ? points / 2 : 0, to = half ? points : points / 2, stones = 0;
        for (size_t p = from; p < to; p++) stones += B->cell[i][p] != GG_GO_EMPTY;
        if (!stones || !gg_shrink_take(walk)) continue;
        memcpy(d, B->cell[i], points);
        memset(d + from, GG_GO_EMPTY, to - from);
        put(out, B, 0, 0, i, n, d);
    }
    for (size_t p = 0; p < points && n <= FINEST_STONES && !walk->found; p++) /* clear one stone */
        if (B->cell[i][p] != GG_GO_EMPTY && gg_shrink_take(walk)) {
            memcpy(d, B->cell[i], points);
            d[p] = GG_GO_EMPTY;
            put(out, B, 0, 0, i, n, d);
        }
}

static gg_status go_stress_shrink(const char *in, size_t len, gg_shrink_walk *walk, gg_writer *out, gg_diag *diag)
{
    go_boards B = {0};
    gg_status s = parse(in, len, &B, diag);
    for (size_t block = B.t / 2; s == GG_OK && block >= 1 && B.t > 1 && B.t / block <= FINEST && !walk->found;
         block /= 2) /* drop boards */
        for (size_t from = 0; from < B.t && !walk->found; from += block)
            if (gg_shrink_take(walk)) put(out, &B, from, from + block <= B.t ? block : B.t - from, 0, 0, NULL);
    for (size_t i = 0; i < B.t && s == GG_OK && !walk->found; i++) {
        uint8_t *d = malloc((size_t)B.n[i] * B.n[i]);
        if (d == NULL) s = gg_diag_nomem(diag);
        else shrink_board(walk, out, &B, i, d);
        free(d);
    }
    boards_fini(&B);
    return s;
}

static gg_status go_one_case(const char *in, size_t len, size_t i, gg_writer *out, gg_diag *diag)
{
    go_boards B = {0};
    gg_status s = parse(in, len, &B, diag);
    if (s == GG_OK && i < B.t) put(out, &(go_boards){1, &B.n[i], &B.cell[i]}, 0, 0, 0, 0, NULL);
    boards_fini(&B);
    return s;
}

const gg_stress_ops gg_go_stress_ops = {
    .small = 10,
    .medium = 120,
    .contest = CONTEST_MAX_N,
    .gen = go_stress_gen,
    .shrink = go_stress_shrink,
    .one_case = go_one_case,
    .help = {.synopsis = GG_STRESS_SYNOPSIS,
             .summary = "run CMD on growing generated inputs against solve; shrink and show the first failure "
                        "(size: board side)"},
};
