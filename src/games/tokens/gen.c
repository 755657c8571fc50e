/* gen.c: `gridgames tokens gen` — seeded judge inputs, from oracle-sized to 10^7 tokens at
 * coordinates +-10^9. Shapes (C is the coordinate bound):
 *   uniform      points uniform in [-C, C]^2;
 *   clustered    points in a few small square clusters;
 *   spread       the diamond tips (+-C, 0), (0, +-C), (+-(C-1), 0), (0, +-(C-1)) of both parity
 *                classes, then points on the border of [-C, C]^2: near-maximal counts;
 *   lines        points on one to three horizontal, vertical or diagonal lines;
 *   ring         a diamond |x - a| + |y - b| = R through its four tips: it traps every
 *                inside point of the other parity;
 *   ring-notrap  a closed-looking diamond whose lower half has radius R and upper half
 *                radius R + 1: the halves have different parity classes and each half alone
 *                has no token in one of the four quadrants of any point, so nothing is trapped;
 *   mixed        one of the above, chosen by the seed (the default).
 * Points are distinct (the judge promises it) and shuffled, and there are exactly n of them:
 * when the shape has no room for n distinct points with |coords| <= C, gen draws again with
 * a wider C if --coord was not given (the default range 1..8 widens as far as 10^9); with
 * --coord given, mixed falls back to uniform (so it works or is refused whatever the seed),
 * and a shape named by --shape is refused with a usage error.
 */
#include <stdlib.h>
#include <string.h>

#include <gridgames/rng.h>

#include "../../core/sort.h"
#include "internal.h"

const char *const gg_tokens_shapes[] = {"mixed", "uniform", "clustered", "spread", "lines", "ring", "ring-notrap", NULL};

typedef struct shape_ctx {
    int kind;              /* index into gg_tokens_shapes */
    int64_t C;
    int64_t cx, cy, R;     /* rings */
    int nlines;
    int64_t lx[3], ly[3];  /* a point of each line */
    int ldir[3];           /* 0 horizontal, 1 vertical, 2 diagonal, 3 anti-diagonal */
    int nclusters;
    int64_t kx[64], ky[64], kr;
} shape_ctx;

static int64_t clamp(int64_t a, int64_t C)
{
    return a < -C ? -C : a > C ? C : a;
}

/* A point on the diamond of radius R around (cx, cy); sides selects which quarters (bit s:
 * side s, 0 = from (R,0) to (0,R), counter-clockwise). */
static void diamond_point(gg_rng *g, int64_t R, unsigned sides, int64_t *dx, int64_t *dy)
{
    int s;
    do s = (int)gg_rng_below(g, 4);
    while (!(sides >> s & 1));
    int64_t pos = (int64_t)gg_rng_below(g, (uint64_t)R);
    switch (s) {
    case 0: *dx = R - pos; *dy = pos; break;
    case 1: *dx = -pos; *dy = R - pos; break;
    case 2: *dx = -R + pos; *dy = -pos; break;
    default: *dx = pos; *dy = -R + pos; break;
    }
}

static void sample(const shape_ctx *c, gg_rng *g, size_t i, int64_t *x, int64_t *y)
{
    int64_t C = c->C;
    switch (c->kind) {
    case 2: { /* clustered */
        int k = (int)gg_rng_below(g, (uint64_t)c->nclusters);
        int64_t a = gg_rng_range(g, -c->kr, c->kr), b = gg_rng_range(g, -c->kr, c->kr);
        *x = clamp(c->kx[k] + a, C);
        *y = clamp(c->ky[k] + b, C);
        return;
    }
    case 3: { /* spread */
        if (i < 8 && C >= 2) { /* the tips of the diamonds of radius C and C - 1 */
            int64_t r = i < 4 ? C : C - 1;
            static const int tip[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            *x = tip[i % 4][0] * r;
            *y = tip[i % 4][1] * r;
            return;
        }
        int64_t t = gg_rng_range(g, -C, C);
        switch (gg_rng_below(g, 4)) {
        case 0: *x = C; *y = t; break;
        case 1: *x = -C; *y = t; break;
        case 2: *x = t; *y = C; break;
        default: *x = t; *y = -C; break;
        }
        return;
    }
    case 4: { /* lines */
        int l = (int)gg_rng_below(g, (uint64_t)c->nlines);
        int64_t t = gg_rng_range(g, -C, C);
        int64_t px = c->lx[l], py = c->ly[l];
        switch (c->ldir[l]) {
        case 0: *x = t; *y = py; break;
        case 1: *x = px; *y = t; break;
        case 2: *x = t; *y = py + (t - px); break;
        default: *x = t; *y = py - (t - px); break;
        }
        if (*y < -C || *y > C) { /* off the range: fall back to the line's own point */
            *x = px;
            *y = py;
        }
        return;
    }
    case 5:   /* ring */
    case 6: { /* ring-notrap */
        int64_t dx, dy;
        if (c->kind == 5 && i < 4) {
            static const int tip[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
            dx = tip[i][0] * c->R;
            dy = tip[i][1] * c->R;
        } else if (c->kind == 5) {
            diamond_point(g, c->R, 15, &dx, &dy);
        } else if (c->C < 2 || gg_rng_below(g, 2)) { /* C = 1: no room for the upper half */
            diamond_point(g, c->R, 12, &dx, &dy);     /* lower half, radius R */
        } else {
            diamond_point(g, c->R + 1, 3, &dx, &dy);  /* upper half, radius R + 1 */
        }
        *x = c->cx + dx;
        *y = c->cy + dy;
        return;
    }
    default:
        *x = gg_rng_range(g, -C, C);
        *y = gg_rng_range(g, -C, C);
    }
}

static void setup(shape_ctx *c, gg_rng *g, size_t n)
{
    int64_t C = c->C;
    if (c->kind == 2) {
        c->nclusters = (int)(1 + gg_rng_below(g, n < 100 ? 3 : 64));
        for (int k = 0; k < c->nclusters; k++) {
            c->kx[k] = gg_rng_range(g, -C, C);
            c->ky[k] = gg_rng_range(g, -C, C);
        }
        c->kr = C / 8 > 1 ? C / 8 : 1;
    } else if (c->kind == 4) {
        c->nlines = (int)(1 + gg_rng_below(g, 3));
        for (int l = 0; l < c->nlines; l++) {
            c->lx[l] = gg_rng_range(g, -C, C);
            c->ly[l] = gg_rng_range(g, -C, C);
            c->ldir[l] = (int)gg_rng_below(g, 4);
        }
    } else if (c->kind == 5 || c->kind == 6) {
        /* centre in the middle half; the ring (radius R + 1 for ring-notrap) stays in range */
        int64_t h = C / 2;
        c->cx = gg_rng_range(g, -h, h);
        c->cy = gg_rng_range(g, -h, h);
        int64_t room = C - (llabs(c->cx) > llabs(c->cy) ? llabs(c->cx) : llabs(c->cy));
        c->R = c->kind == 6 ? room - 1 : room;
        if (c->R < 1) { /* C = 1 */
            c->cx = c->cy = 0;
            c->R = c->kind == 6 && C > 1 ? C - 1 : C;
        }
    }
}

static uint64_t pack_xy(int64_t x, int64_t y)
{
    return (uint64_t)(x + GG_TOKENS_MAX_COORD) << 32 | (uint64_t)(y + GG_TOKENS_MAX_COORD);
}

gg_status gg_tokens_generate(gg_rng *g, const char *shape, size_t n, int64_t C, gg_tokens_point **out,
                             size_t *nout, gg_diag *diag)
{
    *out = NULL;
    *nout = 0;
    shape_ctx c;
    memset(&c, 0, sizeof c);
    c.C = C;
    for (int k = 0; gg_tokens_shapes[k]; k++)
        if (strcmp(gg_tokens_shapes[k], shape) == 0) c.kind = k;
    if (c.kind == 0) c.kind = 1 + (int)gg_rng_below(g, 6);
    setup(&c, g, n);
    uint64_t *k = malloc(2 * (n ? n : 1) * sizeof *k); /* n <= GG_TOKENS_MAX_N (10^7) */
    if (!k) return gg_diag_nomem(diag);
    size_t have = 0, next = 0;
    /* Draw, drop repeats, top up; a shape with fewer distinct points than n gives fewer. */
    for (int attempt = 0, stalled = 0; attempt < 30 && have < n && stalled < 3; attempt++) {
        size_t before = have;
        for (size_t i = have; i < n; i++) {
            int64_t x, y;
            sample(&c, g, next++, &x, &y);
            k[i] = pack_xy(x, y);
        }
        gg_sort_u64(k, k + n, n);
        have = 0;
        for (size_t i = 0; i < n; i++)
            if (have == 0 || k[have - 1] != k[i]) k[have++] = k[i];
        stalled = have == before ? stalled + 1 : 0; /* the shape is (nearly) full */
    }
    if (c.kind == 1 && have < n && (uint64_t)(2 * C + 1) * (uint64_t)(2 * C + 1) >= n) {
        /* uniform, nearly full: random draws keep hitting taken points, so the free points
         * are added in order (k[0..have) is sorted, packed in the same x-then-y order) */
        size_t taken = 0, add = have;
        for (int64_t x = -C; x <= C && add < n; x++)
            for (int64_t y = -C; y <= C && add < n; y++) {
                uint64_t v = pack_xy(x, y);
                while (taken < have && k[taken] < v) taken++;
                if (taken == have || k[taken] != v) k[add++] = v;
            }
        have = add;
    }
    for (size_t i = have; i > 1; i--) { /* shuffle */
        size_t j = (size_t)gg_rng_below(g, i);
        uint64_t t = k[i - 1];
        k[i - 1] = k[j];
        k[j] = t;
    }
    gg_tokens_point *p = (gg_tokens_point *)k; /* in place: 8 bytes each, front to back */
    for (size_t i = 0; i < have; i++) {
        uint64_t v = k[i];
        p[i].x = (int32_t)((int64_t)(v >> 32) - GG_TOKENS_MAX_COORD);
        p[i].y = (int32_t)((int64_t)(v & 0xffffffffu) - GG_TOKENS_MAX_COORD);
    }
    *out = p;
    *nout = have;
    return GG_OK;
}

gg_status gg_tokens_gen_action(gg_ctx *ctx)
{
    const char *const known[] = {"seed", "n", "coord", "shape", "contest=0", NULL};
    int64_t seed, nlo, nhi, clo, chi;
    const char *shape;
    gg_status s = gg_args_check(ctx, known);
    /* --contest: the contest's limits, so the output passes `validate --contest` */
    int contest = s == GG_OK && gg_args_flag(ctx->args, "contest");
    int64_t maxn = contest ? GG_TOKENS_CONTEST_N : GG_TOKENS_MAX_N;
    int64_t maxc = contest ? GG_TOKENS_CONTEST_COORD : GG_TOKENS_MAX_COORD;
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (s == GG_OK) s = gg_args_range(ctx, "n", 1, maxn, 1, 10, &nlo, &nhi);
    if (s == GG_OK) s = gg_args_range(ctx, "coord", 1, maxc, 1, 8, &clo, &chi);
    if (s == GG_OK) s = gg_args_choice(ctx, "shape", gg_tokens_shapes, "mixed", &shape);
    if (s != GG_OK) return s;
    int widen = gg_args_find(ctx->args, "coord") == NULL;
    gg_rng g;
    gg_rng_seed(&g, (uint64_t)seed);
    size_t n = (size_t)gg_rng_range(&g, nlo, nhi);
    int64_t C = gg_rng_range(&g, clo, chi);
    gg_tokens_point *p;
    size_t m;
    for (;;) {
        if ((s = gg_tokens_generate(&g, shape, n, C, &p, &m, ctx->diag)) != GG_OK) return s;
        if (m == n) break;
        if (widen && C < maxc) { /* no room for n distinct tokens: widen the default range */
            C = 2 * C + (int64_t)n < maxc ? 2 * C + (int64_t)n : maxc;
        } else if (strcmp(shape, "mixed") == 0) {
            /* the shape mixed drew has no room at this range: uniform, which has the most,
             * so that whether the command works depends on n and the range, not on the seed */
            shape = "uniform";
        } else {
            break;
        }
        free(p);
    }
    if (m < n) {
        free(p);
        return gg_diag_set(ctx->diag, GG_EUSAGE,
                           "--n %zu: the %s shape drawn with |coords| <= %lld holds only %zu distinct token%s; widen --coord",
                           n, shape, (long long)C, m, gg_tokens_plural(m));
    }
    gg_tokens_write(ctx->out, p, m);
    free(p);
    return ctx->out->err;
}
