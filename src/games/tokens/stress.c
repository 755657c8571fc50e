/* stress.c: Game with Tokens' generator and shrinker for `gridgames tokens stress` (stress.h).
 *
 * Size s: at most s tokens with |x|, |y| <= s^2 (at most 10^9; contest: n <= 10^5 and
 * |x|, |y| <= 10^5), drawn by gen's shapes (`mixed`: uniform, clustered, spread, lines, ring or
 * ring-notrap by the seed), always distinct, so `gen --contest`-style inputs pass `validate
 * --contest`. Coordinates grow as the square of the size so that medium sizes already reach
 * counts above 2^31. Shrinking, most aggressive first: keep one parity class of x + y (the
 * classes never interact), drop a block of tokens (halves,
 * quarters, ... single ones), halve every coordinate, move the whole set halfway to the
 * origin, then per token (towards the origin, keeping its parity class first) halve x or y,
 * step diagonally, step two units, then one unit. A candidate
 * that would repeat a point is left out, so every candidate stays a valid contest input when
 * the failing one was. */
#include <stdlib.h>
#include <string.h>

#include <gridgames/stress.h>

#include "internal.h"


static gg_status tk_stress_gen(gg_rng *rng, int64_t size, int contest, gg_writer *out, gg_diag *diag)
{
    int64_t n = gg_rng_range(rng, 1, contest && size > GG_TOKENS_CONTEST_N ? GG_TOKENS_CONTEST_N : size);
    int64_t C = size > 31622 ? GG_TOKENS_MAX_COORD : size * size;
    if (contest && C > GG_TOKENS_CONTEST_COORD) C = GG_TOKENS_CONTEST_COORD;
    gg_tokens_point *pts = NULL;
    size_t k = 0;
    gg_status s = gg_tokens_generate(rng, "mixed", (size_t)n, C, &pts, &k, diag);
    if (s == GG_OK) gg_tokens_write(out, pts, k);
    free(pts);
    return s;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* 1 if pts[0..n) repeats no point; -1 when out of memory. */
static int distinct(const gg_tokens_point *p, size_t n)
{
    uint64_t *k = malloc((n ? n : 1) * sizeof *k);
    if (k == NULL) return -1;
    for (size_t i = 0; i < n; i++) k[i] = gg_tokens_key(p[i].x, p[i].y);
    qsort(k, n, sizeof *k, cmp_u64);
    int ok = 1;
    for (size_t i = 1; i < n && ok; i++) ok = k[i] != k[i - 1];
    free(k);
    return ok;
}

/* Writes pts[0..n) when it repeats no point; else nothing (the walk's index is then no
 * candidate, and the driver goes on to the next). */
static gg_status put(gg_writer *out, const gg_tokens_point *p, size_t n, gg_diag *diag)
{
    int d = distinct(p, n);
    if (d < 0) return gg_diag_nomem(diag);
    if (d > 0) gg_tokens_write(out, p, n);
    return GG_OK;
}

static int32_t sign(int32_t a) { return (a > 0) - (a < 0); }

/* Half of a, moved by one towards a when that changes its parity: |result| <= |a|, same parity
 * (so the token stays in its class: x + y keeps its parity when x and y keep theirs). */
static int32_t half_same_parity(int32_t a) { return a / 2 + (((a / 2 - a) & 1) ? sign(a) : 0); }

/* One token moved towards the origin, kind 0..5: halve x or y keeping the parity of x + y,
 * step both coordinates one unit (same class), two units in x or in y (same class), then one
 * unit in x (the other class). */
static gg_tokens_point moved(gg_tokens_point q, int kind)
{
    switch (kind) {
    case 0: q.x = half_same_parity(q.x); break;
    case 1: q.y = half_same_parity(q.y); break;
    case 2: if (q.x && q.y) q.x -= sign(q.x), q.y -= sign(q.y); break;
    case 3: if (q.x > 1 || q.x < -1) q.x -= 2 * sign(q.x); break;
    case 4: if (q.y > 1 || q.y < -1) q.y -= 2 * sign(q.y); break;
    default: q.x -= sign(q.x); break;
    }
    return q;
}

/* Candidates that keep every token but move them: all coordinates halved, the set moved
 * halfway to the origin, then each token moved by `moved`. The walk's candidate, if it is one
 * of these, is built in c and written to out. */
static gg_status shrink_coords(gg_shrink_walk *walk, gg_writer *out, const gg_tokens_point *p, size_t n,
                               gg_tokens_point *c, gg_diag *diag)
{
    int64_t x0, x1, y0, y1;
    gg_tokens_bbox(p, n, &x0, &x1, &y0, &y1);
    int32_t mx = (int32_t)((x0 + x1) / 4), my = (int32_t)((y0 + y1) / 4);
    int any = 0;
    for (size_t i = 0; i < n; i++) any |= p[i].x / 2 != p[i].x || p[i].y / 2 != p[i].y;
    if (any && gg_shrink_take(walk)) {
        for (size_t i = 0; i < n; i++) c[i] = (gg_tokens_point){p[i].x / 2, p[i].y / 2};
        return put(out, c, n, diag);
    }
    if ((mx || my) && gg_shrink_take(walk)) {
        for (size_t i = 0; i < n; i++) c[i] = (gg_tokens_point){p[i].x - mx, p[i].y - my};
        return put(out, c, n, diag);
    }
    for (int kind = 0; kind < 6 && !walk->found; kind++)
        for (size_t i = 0; i < n && !walk->found; i++) {
            gg_tokens_point q = moved(p[i], kind);
            if ((q.x == p[i].x && q.y == p[i].y) || !gg_shrink_take(walk)) continue;
            memcpy(c, p, n * sizeof *c);
            c[i] = q;
            return put(out, c, n, diag);
        }
    return GG_OK;
}

/* The tokens of one parity class of x + y (cls), into keep; their count. */
static size_t parity_class(const gg_tokens_set *set, int cls, gg_tokens_point *keep)
{
    size_t k = 0;
    for (size_t i = 0; i < set->n; i++)
        if ((((int64_t)set->pts[i].x + set->pts[i].y) & 1) == cls) {
            if (keep) keep[k] = set->pts[i];
            k++;
        }
    return k;
}

static gg_status tk_stress_shrink(const char *in, size_t len, gg_shrink_walk *walk, gg_writer *out, gg_diag *diag)
{
    gg_reader r;
    gg_tokens_set set;
    gg_tokens_set_init(&set);
    gg_reader_open_mem(&r, in, len, "<stress>", diag);
    gg_status s = gg_tokens_read(&r, &set);
    gg_reader_close(&r);
    size_t n = set.n;
    gg_tokens_point *keep = s == GG_OK ? malloc((n ? n : 1) * sizeof *keep) : NULL;
    if (s == GG_OK && keep == NULL) s = gg_diag_nomem(diag);
    for (int cls = 0; cls < 2 && s == GG_OK && !walk->found; cls++) { /* keep one parity class of x + y */
        size_t k = parity_class(&set, cls, NULL);
        if (k > 0 && k < n && gg_shrink_take(walk)) s = put(out, keep, parity_class(&set, cls, keep), diag);
    }
    for (size_t block = n / 2; s == GG_OK && block >= 1 && n > 1 && !walk->found; block /= 2) /* drop a block */
        for (size_t from = 0; s == GG_OK && from < n && !walk->found; from += block) {
            if (!gg_shrink_take(walk)) continue;
            size_t k = 0;
            for (size_t i = 0; i < n; i++)
                if (i < from || i >= from + block) keep[k++] = set.pts[i];
            s = put(out, keep, k, diag); /* k > 0: block <= n / 2 */
        }
    if (s == GG_OK && !walk->found) s = shrink_coords(walk, out, set.pts, n, keep, diag);
    free(keep);
    gg_tokens_set_fini(&set);
    return s;
}

const gg_stress_ops gg_tokens_stress_ops = {
    .small = 20,
    .medium = 400,
    .contest = 100000,
    .gen = tk_stress_gen,
    .shrink = tk_stress_shrink,
    .help = {.synopsis = GG_STRESS_SYNOPSIS,
             .summary = "run CMD on growing generated inputs against solve; shrink and show the first failure "
                        "(size s: at most s tokens, |x|, |y| <= s^2; presets 20, 400, 10^5)"},
};
