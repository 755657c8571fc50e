/* gen.c: `gridgames go gen` — seeded judge inputs, from tiny boards for the oracle to
 * 10^4 x 10^4, and the board shapes verify also uses: random densities, all white, all
 * black, all white but one empty point, one-wide white snakes and spirals between black
 * walls (every stone a cut vertex, DFS depth = number of stones), checkerboards. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CONTEST_MIN_N 2
#define CONTEST_MAX_N 1000
#define CONTEST_SUM_N 5000

const char *const gg_go_shape_names[] = {"random", "white", "black", "hole", "snake",
                                         "spiral", "checker", NULL};

/* Puts the path's one empty point on a random cell of the path, or nowhere (1 in 4). */
static void path_liberty(gg_rng *g, size_t n, uint8_t *cell)
{
    if (gg_rng_below(g, 4) == 0) return;
    size_t whites = 0;
    for (size_t i = 0; i < n; i++) whites += cell[i] == GG_GO_WHITE;
    if (!whites) return;
    size_t k = (size_t)gg_rng_below(g, whites);
    for (size_t i = 0; i < n; i++)
        if (cell[i] == GG_GO_WHITE && k-- == 0) {
            cell[i] = GG_GO_EMPTY;
            return;
        }
}

void gg_go_gen_board(gg_rng *g, gg_go_shape shape, uint32_t rows, uint32_t cols,
                     unsigned white, unsigned black, uint8_t *cell)
{
    /* rows, cols <= GG_GO_MAX_N = 10^4 from gen, <= 5000 from verify: n <= 10^8 */
    const size_t n = (size_t)rows * cols;
    switch (shape) {
    case GG_GO_SHAPE_RANDOM: {
        /* One draw per point; thresholds in units of 1/100. */
        for (size_t i = 0; i < n; i++) {
            unsigned x = (unsigned)gg_rng_below(g, 100);
            cell[i] = x < white ? GG_GO_WHITE : x < white + black ? GG_GO_BLACK : GG_GO_EMPTY;
        }
        break;
    }
    case GG_GO_SHAPE_WHITE:
        memset(cell, GG_GO_WHITE, n);
        break;
    case GG_GO_SHAPE_BLACK:
        memset(cell, GG_GO_BLACK, n);
        break;
    case GG_GO_SHAPE_HOLE:
        memset(cell, GG_GO_WHITE, n);
        cell[gg_rng_below(g, n)] = GG_GO_EMPTY;
        break;
    case GG_GO_SHAPE_SNAKE:
        /* Even rows white; odd rows black but for one link, alternately at the right and
         * the left end: one path through every white stone. */
        for (uint32_t r = 0; r < rows; r++) {
            uint8_t *row = cell + (size_t)r * cols;
            if (r % 2 == 0) {
                memset(row, GG_GO_WHITE, cols);
            } else {
                memset(row, GG_GO_BLACK, cols);
                row[(r / 2) % 2 == 0 ? cols - 1 : 0] = GG_GO_WHITE;
            }
        }
        path_liberty(g, n, cell);
        break;
    case GG_GO_SHAPE_SPIRAL: {
        /* A turtle carves white from (0,0) heading right; it steps while the point ahead
         * is on the board and neither it nor the one after is white (keeping a black wall
         * between turns of the spiral), else turns right; it stops when it cannot step
         * right after a turn. */
        memset(cell, GG_GO_BLACK, n);
        static const int dr[4] = {0, 1, 0, -1}, dc[4] = {1, 0, -1, 0};
        int64_t r = 0, c = 0;
        int d = 0, turns = 0;
        cell[0] = GG_GO_WHITE;
        for (;;) {
            int64_t r1 = r + dr[d], c1 = c + dc[d], r2 = r1 + dr[d], c2 = c1 + dc[d];
            int in1 = r1 >= 0 && r1 < rows && c1 >= 0 && c1 < cols;
            int in2 = r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols;
            int ok = in1 && cell[r1 * cols + c1] != GG_GO_WHITE &&
                     (!in2 || cell[r2 * cols + c2] != GG_GO_WHITE);
            if (ok) {
                r = r1;
                c = c1;
                cell[r * cols + c] = GG_GO_WHITE;
                turns = 0;
            } else {
                if (++turns == 2) break;
                d = (d + 1) % 4;
            }
        }
        path_liberty(g, n, cell);
        break;
    }
    case GG_GO_SHAPE_CHECKER: {
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t c = 0; c < cols; c++)
                cell[(size_t)r * cols + c] = (r + c) % 2 ? GG_GO_WHITE : GG_GO_BLACK;
        uint64_t holes = gg_rng_below(g, 4);
        for (uint64_t k = 0; k < holes; k++) cell[gg_rng_below(g, n)] = GG_GO_EMPTY;
        break;
    }
    default:
        break;
    }
}

/* The options of gen, checked. white and black are -1 when not given. */
typedef struct gen_opts {
    int64_t seed, tlo, thi, nlo, nhi, white, black;
    const char *shape;
    int contest;   /* ICPC 2020 Nanjing G's limits: 2 <= n <= 1000, the sum of n <= 5000 */
} gen_opts;

static gg_status gen_options(gg_ctx *ctx, gen_opts *o)
{
    const char *const known[] = {"seed", "t", "n", "shape", "white", "black", "contest=0", NULL};
    const char *const shapes[] = {"mixed", "random", "white", "black", "hole", "snake",
                                  "spiral", "checker", NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &o->seed);
    if (s == GG_OK) s = gg_args_range(ctx, "t", 1, 1000000, 1, 4, &o->tlo, &o->thi);
    if (s == GG_OK) s = gg_args_range(ctx, "n", 1, GG_GO_MAX_N, 1, 8, &o->nlo, &o->nhi);
    if (s == GG_OK) s = gg_args_choice(ctx, "shape", shapes, "mixed", &o->shape);
    if (s == GG_OK) s = gg_args_int(ctx, "white", 0, 100, -1, &o->white);
    if (s == GG_OK) s = gg_args_int(ctx, "black", 0, 100, -1, &o->black);
    if (s != GG_OK) return s;
    if ((o->contest = gg_args_flag(ctx->args, "contest"))) { /* what `validate --contest` accepts */
        o->nhi = o->nhi < CONTEST_MAX_N ? (o->nhi < CONTEST_MIN_N ? CONTEST_MIN_N : o->nhi) : CONTEST_MAX_N;
        o->nlo = o->nlo < CONTEST_MIN_N ? CONTEST_MIN_N : o->nlo > o->nhi ? o->nhi : o->nlo;
        int64_t tmax = CONTEST_SUM_N / CONTEST_MIN_N;
        o->thi = o->thi < tmax ? o->thi : tmax, o->tlo = o->tlo < o->thi ? o->tlo : o->thi;
    }
    if (o->white >= 0 && o->black >= 0 && o->white + o->black > 100)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--white %lld and --black %lld add up to more than 100",
                           (long long)o->white, (long long)o->black);
    return GG_OK;
}

/* One board's shape: as asked, or for "mixed" random boards most of the time and every
 * special shape now and then. */
static gg_go_shape pick_shape(gg_rng *rng, const char *shape)
{
    if (strcmp(shape, "mixed") == 0) {
        uint64_t x = gg_rng_below(rng, 2 * GG_GO_SHAPE_COUNT);
        return x < GG_GO_SHAPE_COUNT ? GG_GO_SHAPE_RANDOM : (gg_go_shape)(x - GG_GO_SHAPE_COUNT);
    }
    gg_go_shape sh = GG_GO_SHAPE_RANDOM;
    for (int k = 0; gg_go_shape_names[k]; k++)
        if (strcmp(shape, gg_go_shape_names[k]) == 0) sh = (gg_go_shape)k;
    return sh;
}

/* One board's densities: as given, else the rest split at random. */
static void pick_densities(gg_rng *rng, const gen_opts *o, unsigned *wp, unsigned *bp)
{
    if (o->white >= 0 && o->black >= 0) {
        *wp = (unsigned)o->white;
        *bp = (unsigned)o->black;
    } else if (o->white >= 0) {
        *wp = (unsigned)o->white;
        *bp = (unsigned)gg_rng_range(rng, 0, 100 - o->white);
    } else if (o->black >= 0) {
        *bp = (unsigned)o->black;
        *wp = (unsigned)gg_rng_range(rng, 0, 100 - o->black);
    } else {
        *wp = (unsigned)gg_rng_range(rng, 0, 100);
        *bp = (unsigned)gg_rng_range(rng, 0, 100 - (int64_t)*wp);
    }
}

gg_status gg_go_gen_action(gg_ctx *ctx)
{
    gen_opts o;
    gg_status s = gen_options(ctx, &o);
    if (s != GG_OK) return s;
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)o.seed);
    int64_t t = gg_rng_range(&rng, o.tlo, o.thi), budget = CONTEST_SUM_N;
    gg_writer *w = ctx->out;
    gg_write_i64(w, t);
    gg_write_char(w, '\n');
    uint8_t *cell = NULL;
    size_t cap = 0;
    for (int64_t i = 0; i < t && w->err == GG_OK; i++) {
        /* n <= GG_GO_MAX_N = 10^4: n * n fits in size_t */
        uint32_t n = (uint32_t)gg_rng_range(&rng, o.nlo, o.nhi);
        if (o.contest && n > budget - CONTEST_MIN_N * (t - i - 1)) /* room for the later boards */
            n = (uint32_t)(budget - CONTEST_MIN_N * (t - i - 1));
        budget -= n;
        size_t points = (size_t)n * n;
        if (points > cap) {
            free(cell);
            if (!(cell = malloc(points))) return gg_diag_nomem(ctx->diag);
            cap = points;
        }
        gg_go_shape sh = pick_shape(&rng, o.shape);
        unsigned wp, bp;
        pick_densities(&rng, &o, &wp, &bp);
        gg_go_gen_board(&rng, sh, n, n, wp, bp, cell);
        gg_go_write_board(w, &(gg_go_board){n, n, cell});
    }
    free(cell);
    return w->err;
}
