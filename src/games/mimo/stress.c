/* stress.c: Mimo & Yuyu's generator and shrinker for `gridgames mimo stress` (stress.h).
 *
 * Size s: 1..1+min(s,64)/4 test cases, each with 1..s tokens on a grid of sides 1..s; one case
 * in four (not with --size contest) is "wide": n and m near 2^31, 2^32 or 10^18 and columns
 * that differ by multiples of 2^32, where 32-bit reads go wrong. Contest sizes keep n, m, k <=
 * 2*10^5 and the sum of k <= 2*10^5. Shrinking, most aggressive first: drop a block of test
 * cases (halves, quarters, ... single ones), then in each case drop a block of tokens or two
 * tokens of one column (the same parity), make n and m smaller (down to the largest row and
 * column used), then move single tokens to smaller rows and columns (see FINEST for the
 * finest steps). Every candidate is a valid input (t, k >= 1; 1 <= x <= n, 1 <= y <= m). */
#include <stdlib.h>
#include <string.h>

#include <gridgames/stress.h>

#include "internal.h"

/* Blocks are never finer than a FINEST-th of a case (the next step, on a smaller input, goes
 * finer), and single tokens move only in cases of at most FINEST tokens. */
#define FINEST 64
#define CONTEST_NMK 200000
#define CONTEST_SUM_K 200000

/* Test cases as the shrinker sees them; every case owns its arrays. */
typedef struct mimo_input {
    size_t t;
    gg_mimo_case *c;
} mimo_input;

static void input_fini(mimo_input *I)
{
    for (size_t i = 0; i < I->t; i++) gg_mimo_case_fini(&I->c[i]);
    free(I->c);
    memset(I, 0, sizeof *I);
}

/* n and m of a wide case: just past a power of two, or huge. */
static int64_t wide_side(gg_rng *rng)
{
    static const int64_t v[] = {2147483647LL, 2147483648LL, 4294967296LL, 4294967297LL, 4294967298LL,
                                1000000000000000000LL};
    return v[gg_rng_below(rng, sizeof v / sizeof *v)];
}

/* One case with k tokens; a wide one (see the top). Rows and columns within n and m. */
static void gen_case(gg_rng *rng, int64_t size, int64_t k, int wide, gg_writer *out)
{
    int64_t n = gg_rng_range(rng, 1, size), m = gg_rng_range(rng, 1, size);
    if (wide) {
        if (gg_rng_below(rng, 2)) n = wide_side(rng);
        m = wide_side(rng);
    }
    gg_writef(out, "%lld %lld %lld\n", (long long)n, (long long)m, (long long)k);
    for (int64_t j = 0; j < k; j++) {
        int64_t x = gg_rng_below(rng, 4) == 0 ? n : gg_rng_range(rng, 1, n < size ? n : size);
        int64_t y = gg_rng_range(rng, 1, m < size ? m : size);
        if (wide) {
            int64_t lift = gg_rng_range(rng, 0, 3) * 4294967296LL; /* same low 32 bits */
            if (y + lift <= m) y += lift;
            if (gg_rng_below(rng, 8) == 0) y = m;
        }
        gg_writef(out, "%lld %lld\n", (long long)x, (long long)y);
    }
}

static gg_status mimo_stress_gen(gg_rng *rng, int64_t size, int contest, gg_writer *out, gg_diag *diag)
{
    (void)diag;
    if (contest && size > CONTEST_NMK) size = CONTEST_NMK;
    int64_t t = gg_rng_range(rng, 1, 1 + (size < 64 ? size : 64) / 4), budget = CONTEST_SUM_K;
    gg_writef(out, "%lld\n", (long long)t);
    for (int64_t i = 0; i < t; i++) {
        int64_t k = gg_rng_range(rng, 1, size);
        if (contest && k > budget - (t - i - 1)) k = budget - (t - i - 1); /* room for the rest */
        budget -= k;
        gen_case(rng, size, k, !contest && gg_rng_below(rng, 4) == 0, out);
    }
    return GG_OK;
}

static gg_status parse(const char *in, size_t len, mimo_input *I, gg_diag *diag)
{
    gg_reader r;
    int64_t t;
    gg_reader_open_mem(&r, in, len, "<stress>", diag);
    gg_status s = gg_mimo_read_count(&r, &t);
    if (s == GG_OK && !(I->c = calloc((size_t)t, sizeof *I->c))) s = gg_diag_nomem(diag);
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        I->c[i].keep_rows = 1;
        I->t++;
        s = gg_mimo_read_case(&r, &I->c[i]);
    }
    gg_reader_close(&r);
    return s;
}

/* Writes the cases of I whose index is outside [skip_from, skip_from + skip), with case `alt`
 * (if not NULL) in place of case `at`. */
static void put(gg_writer *out, const mimo_input *I, size_t skip_from, size_t skip, size_t at, const gg_mimo_case *alt)
{
    gg_mimo_write_count(out, (int64_t)(I->t - skip));
    for (size_t i = 0; i < I->t; i++)
        if (i < skip_from || i >= skip_from + skip) gg_mimo_write_case(out, alt && i == at ? alt : &I->c[i]);
}

/* Case c without tokens [from, from + drop): into d (arrays big enough; d may be c). */
static void drop_tokens(const gg_mimo_case *c, size_t from, size_t drop, gg_mimo_case *d)
{
    size_t k = c->k;
    d->n = c->n, d->m = c->m, d->k = 0;
    for (size_t j = 0; j < k; j++)
        if (j < from || j >= from + drop) d->row[d->k] = c->row[j], d->col[d->k] = c->col[j], d->k++;
}

/* Smaller values to try for v (>= lo), which = 0..SMALLER-1: lo, then v less half, an eighth,
 * ... of the way down to lo, then v - 1; 0 when the value is not new. */
#define SMALLER 9
static int64_t smaller(int64_t v, int64_t lo, int which)
{
    static const int shift[SMALLER - 2] = {1, 3, 6, 10, 15, 21, 28};
    int64_t c = which == 0 ? lo : which == SMALLER - 1 ? v - 1 : v - ((v - lo) >> shift[which - 1]);
    return c >= lo && c < v && (which == 0 || c != lo) && (which < 2 || which == SMALLER - 1 || c != v - 1) ? c : 0;
}

/* Candidates from case i: fewer tokens, smaller n and m, tokens moved toward row/column 1.
 * The walk's candidate, if it is one of these, is built in d and written to out. */
static void shrink_case(gg_shrink_walk *walk, gg_writer *out, const mimo_input *I, size_t i, gg_mimo_case *d)
{
    const gg_mimo_case *c = &I->c[i];
    for (size_t block = c->k / 2; block >= 1 && c->k > 1 && c->k / block <= FINEST && !walk->found; block /= 2)
        for (size_t from = 0; from < c->k && !walk->found; from += block) /* never all: block <= k / 2 */
            if (gg_shrink_take(walk)) drop_tokens(c, from, block, d), put(out, I, 0, 0, i, d);
    for (size_t j = 0; j < c->k && c->k <= FINEST && !walk->found; j++) /* a pair in one column */
        for (size_t j2 = j + 1; j2 < c->k; j2++)
            if (c->col[j2] == c->col[j] && c->k > 2) {
                if (gg_shrink_take(walk)) drop_tokens(c, j2, 1, d), drop_tokens(d, j, 1, d), put(out, I, 0, 0, i, d);
                break;
            }
    uint64_t maxr = 1, maxc = 1;
    for (size_t j = 0; j < c->k; j++) {
        if (c->row[j] > maxr) maxr = c->row[j];
        if (c->col[j] > maxc) maxc = c->col[j];
    }
    for (int w = 0; w < SMALLER && !walk->found; w++) {
        int64_t n = smaller(c->n, (int64_t)maxr, w), m = smaller(c->m, (int64_t)maxc, w);
        if (n != 0 && gg_shrink_take(walk)) drop_tokens(c, 0, 0, d), d->n = n, put(out, I, 0, 0, i, d);
        if (m != 0 && gg_shrink_take(walk)) drop_tokens(c, 0, 0, d), d->m = m, put(out, I, 0, 0, i, d);
    }
    for (size_t j = 0; j < c->k && c->k <= FINEST && !walk->found; j++)
        for (int w = 0; w < SMALLER && !walk->found; w++) {
            uint64_t r = (uint64_t)smaller((int64_t)c->row[j], 1, w), col = (uint64_t)smaller((int64_t)c->col[j], 1, w);
            if (r != 0 && gg_shrink_take(walk)) drop_tokens(c, 0, 0, d), d->row[j] = r, put(out, I, 0, 0, i, d);
            if (col != 0 && gg_shrink_take(walk)) drop_tokens(c, 0, 0, d), d->col[j] = col, put(out, I, 0, 0, i, d);
        }
}

static gg_status mimo_stress_shrink(const char *in, size_t len, gg_shrink_walk *walk, gg_writer *out, gg_diag *diag)
{
    mimo_input I = {0};
    gg_mimo_case d = {0};
    gg_status s = parse(in, len, &I, diag);
    for (size_t block = I.t / 2; s == GG_OK && block >= 1 && I.t > 1 && I.t / block <= FINEST && !walk->found;
         block /= 2) /* drop cases */
        for (size_t from = 0; from < I.t && !walk->found; from += block)
            if (gg_shrink_take(walk)) put(out, &I, from, from + block <= I.t ? block : I.t - from, 0, NULL);
    for (size_t i = 0; i < I.t && s == GG_OK && !walk->found; i++) {
        const gg_mimo_case *c = &I.c[i];
        if (c->k > d.cap) {
            gg_mimo_case_fini(&d);
            d.row = malloc(c->k * sizeof *d.row), d.col = malloc(c->k * sizeof *d.col), d.cap = c->k;
            if (!d.row || !d.col) s = gg_diag_nomem(diag);
        }
        if (s == GG_OK) shrink_case(walk, out, &I, i, &d);
    }
    gg_mimo_case_fini(&d);
    input_fini(&I);
    return s;
}

static gg_status mimo_one_case(const char *in, size_t len, size_t i, gg_writer *out, gg_diag *diag)
{
    mimo_input I = {0};
    gg_status s = parse(in, len, &I, diag);
    if (s == GG_OK && i < I.t) put(out, &(mimo_input){1, &I.c[i]}, 0, 0, 0, NULL);
    input_fini(&I);
    return s;
}

const gg_stress_ops gg_mimo_stress_ops = {
    .small = 12,
    .medium = 20000,
    .contest = CONTEST_NMK,
    .gen = mimo_stress_gen,
    .shrink = mimo_stress_shrink,
    .one_case = mimo_one_case,
    .help = {.synopsis = GG_STRESS_SYNOPSIS,
             .summary = "run CMD on growing generated inputs against solve; shrink and show the first failure "
                        "(size: tokens per case, grid sides up to the size)"},
};
