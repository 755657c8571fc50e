/* test_lamequeen.c: the lame queen's typed API at its edges: floor(m / phi) at small values,
 * Fibonacci numbers and 10^18; prefix and rectangle counts at 0 and 1; the d = 2 and d = 3
 * pairs of the problem statement through partner(); the table's minimum extension and its
 * stats; answers through the in-memory solve action, including areas above 2^64; the draw
 * action's pictures: every text inside the picture (about 0.6 x font size per character, the
 * anchor respected) at coordinates up to 10^18, at most 100 queries outlined (the caption
 * saying how many of T), the answers shown; the solve loop's fraction writer against a plain
 * reference on 10^6 random counts and rectangles of every magnitude, through its AVX-512 path
 * (where the processor has it) and its plain one; the rectangle counts of runs (eight a vector
 * where the processor has AVX-512) against the counts one by one, both paths: d = 1 on the
 * squares [1, m]^2 for every m < 2^20 (their count is 2 (m - floor(m / phi)) - 1, so a floor
 * one off shows) and on rectangles of every magnitude, d >= 2 on random rectangles and on
 * rectangles with corners near the pairs' lines (where the count scans). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/gridgames.h>

#include "check.h"
#include "core/cpu.h"
#include "games/lamequeen/internal.h"

static void floor_phi(void)
{
    /* floor(m / phi) for m = 0..10: 0 0 1 1 2 3 3 4 4 5 6 */
    static const uint64_t want[] = {0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 6};
    for (uint64_t m = 0; m <= 10; m++) CHECK(gg_lamequeen_floor_div_phi(m) == want[m]);
    /* consecutive Fibonacci numbers: F(k+1) / phi is within 1 of F(k), on alternating sides */
    uint64_t a = 1, b = 2;
    for (int k = 0; k < 80 && b <= UINT64_C(2000000000000000000); k++) {
        uint64_t q = gg_lamequeen_floor_div_phi(b);
        CHECK(q == a || q + 1 == a);
        uint64_t c = a + b;
        a = b;
        b = c;
    }
    /* every m up to 2 * 10^6 and around 2^30 (where the 64-bit path ends) bracketed exactly:
     * q phi < m < (q + 1) phi, i.e. 5 q^2 < (2m - q)^2 and (2m - q - 1)^2 < 5 (q + 1)^2 */
    int bracketed = 1;
    for (uint64_t i = 1; i <= 2000000; i++) {
        uint64_t m = i <= 1000000 ? i : (UINT64_C(1) << 30) - 500000 + (i - 1000000);
        uint64_t q = gg_lamequeen_floor_div_phi(m);
        __extension__ typedef unsigned __int128 u128;
        u128 l = 2 * m - q, r = 2 * m - q - 1;
        bracketed &= 5 * (u128)q * q < l * l && r * r < 5 * (u128)(q + 1) * (q + 1);
    }
    CHECK(bracketed);
    /* 10^18 / phi = 618033988749894848.2... */
    CHECK(gg_lamequeen_floor_div_phi(UINT64_C(1000000000000000000)) == UINT64_C(618033988749894848));
}

static void counts(void)
{
    CHECK(gg_lamequeen_wythoff_count(0, 5) == 0);
    CHECK(gg_lamequeen_wythoff_count(1, 1) == 1);
    CHECK(gg_lamequeen_wythoff_count(4, 4) == 3);   /* (1,1) (2,3) (3,2) */
    gg_lamequeen_rect r = {2, 4, 5, 8};
    CHECK(gg_lamequeen_wythoff_count_rect(&r) == 2);
    for (int d = 1; d <= 20; d++) {
        gg_lamequeen_table *t;
        CHECK(gg_lamequeen_table_new(d, &t, NULL) == GG_OK);
        CHECK(gg_lamequeen_table_size(t) == 0);
        CHECK(gg_lamequeen_table_extend(t, 1, NULL) == GG_OK);
        CHECK(gg_lamequeen_table_size(t) == 1024);          /* the smallest step */
        CHECK(gg_lamequeen_table_d(t) == d);
        CHECK(gg_lamequeen_table_count(t, 0, 0) == 0);
        CHECK(gg_lamequeen_table_count(t, 1, 1) == 1);
        CHECK(gg_lamequeen_table_count(t, 1024, 0) == 0);
        CHECK(gg_lamequeen_table_count(t, (uint64_t)d, (uint64_t)d) == (uint64_t)d);  /* diagonal */
        if (d == 1) CHECK(gg_lamequeen_table_count(t, 1024, 1024) == gg_lamequeen_wythoff_count(1024, 1024));
        gg_lamequeen_stats st;
        gg_lamequeen_table_stats(t, &st);
        CHECK(st.size == 1024 && st.pairs > 0 && st.bytes > 0);
        gg_lamequeen_table_free(t);
    }
}

static void pairs(int d, const uint64_t (*p)[2], int n)
{
    gg_lamequeen_table *t;
    CHECK(gg_lamequeen_table_new(d, &t, NULL) == GG_OK);
    CHECK(gg_lamequeen_table_extend(t, 100, NULL) == GG_OK);
    for (int i = 0; i < n; i++) {
        CHECK(gg_lamequeen_table_partner(t, p[i][0]) == p[i][1]);
        CHECK(gg_lamequeen_table_partner(t, p[i][1]) == p[i][0]);
    }
    gg_lamequeen_table_free(t);
}

static void solve_text(const char *in, const char *want)
{
    const gg_game *g = gg_game_find("lamequeen");
    CHECK(g != NULL);
    if (!g) return;
    gg_diag diag = {GG_OK, ""};
    gg_writer out;
    gg_writer_open_mem(&out);
    CHECK(gg_run_on_memory(g, g->actions[0].run, in, strlen(in), &out, NULL, &diag) == GG_OK);
    size_t len;
    const char *got = gg_writer_data(&out, &len);
    char buf[512];
    snprintf(buf, sizeof buf, "%.*s", (int)len, got);
    CHECK_STR(buf, want);
    gg_writer_close(&out);
}

/* Runs `lamequeen draw` with the options (name, value...) on the input; returns the SVG
 * (malloc'd, NUL-terminated) or NULL when the action fails. */
static char *draw(const char *in, int nopts, const gg_opt *opts)
{
    const gg_game *g = gg_game_find("lamequeen");
    gg_action found;
    const gg_action *a = g && gg_action_find(g, "draw", &found) ? &found : NULL;
    CHECK(a != NULL);
    if (!a) return NULL;
    gg_diag diag = {GG_OK, ""};
    gg_reader r;
    gg_writer out;
    gg_reader_open_mem(&r, in, strlen(in), "<test>", &diag);
    gg_writer_open_mem(&out);
    gg_args args = {nopts, opts, 0, NULL};
    gg_ctx ctx = {&r, &out, NULL, &diag, &args, "gridgames lamequeen draw", g, NULL};
    gg_status s = a->run(&ctx);
    CHECK(s == GG_OK);
    size_t len;
    const char *p = gg_writer_data(&out, &len);
    char *svg = s == GG_OK ? malloc(len + 1) : NULL;
    if (svg) {
        memcpy(svg, p, len);
        svg[len] = '\0';
    }
    gg_writer_close(&out);
    gg_reader_close(&r);
    return svg;
}

/* Every <text> lies inside the picture: width 0.6 * F * L for L characters of font size F
 * (an entity counts as one), placed by its text-anchor. Returns the number of texts. */
static int texts_fit(const char *svg)
{
    const char *p = strstr(svg, "<svg ");
    double W = 0, H = 0;
    CHECK(p && sscanf(strstr(p, "width=\""), "width=\"%lf\" height=\"%lf\"", &W, &H) == 2);
    int n = 0;
    for (p = strstr(svg, "<text "); p; p = strstr(p + 1, "<text ")) {
        double x, y, f = 0;
        const char *end = strchr(p, '>'), *fs = strstr(p, "font-size=\""), *an = strstr(p, "text-anchor=\"");
        CHECK(sscanf(p, "<text x=\"%lf\" y=\"%lf\"", &x, &y) == 2 && fs && fs < end);
        if (fs) sscanf(fs, "font-size=\"%lf\"", &f);
        size_t len = 0;
        const char *c = end + 1;
        for (; *c && *c != '<'; c++, len++)
            if (*c == '&') c = strchr(c, ';');
        double w = 0.6 * f * (double)len, left = x;
        if (an && an < end && strncmp(an + 13, "middle", 6) == 0) left = x - w / 2;
        if (an && an < end && strncmp(an + 13, "end", 3) == 0) left = x - w;
        int inside = left >= 0 && left + w <= W && y - f >= 0 && y <= H;
        if (!inside) printf("text runs off the %gx%g picture: %.*s\n", W, H, (int)(c - p), p);
        CHECK(inside);
        n++;
    }
    return n;
}

static size_t occurrences(const char *s, const char *what)
{
    size_t n = 0;
    for (const char *p = strstr(s, what); p; p = strstr(p + 1, what)) n++;
    return n;
}

static void pictures(void)
{
    /* the sample: the answers are shown */
    char *svg = draw("1 4\n1 1 4 4\n2 4 5 8\n3 7 10 10\n5 8 5 8\n", 0, NULL);
    CHECK(svg && texts_fit(svg) > 10);
    CHECK(svg && strstr(svg, "q1: 3 P-positions, Chef wins 3/16") && strstr(svg, "q4: 1 P-position, Chef wins 1/1"));
    free(svg);
    /* 10^18: labels, captions and 56-digit answers */
    svg = draw("1 3\n1 1 1000000000000000000 1000000000000000000\n"
               "999999999999999999 1 1000000000000000000 1000000000000000000\n"
               "1 999999999999999999 1000000000000000000 1000000000000000000\n", 0, NULL);
    CHECK(svg && texts_fit(svg) > 10);
    CHECK(svg && strstr(svg, "763932022500210303/1000000000000000000000000000000000000"));
    free(svg);
    char d1[] = "1", d3[] = "3", w0[] = "1", w1[] = "999999999999999000", w2[] = "1000000000000000000";
    char *wide[] = {w1, w0, w2, w2}, *tall[] = {w0, w1, w0, w2}, *dv[] = {d1};
    gg_opt o[2] = {{"d", 1, dv}, {"window", 4, wide}};
    svg = draw("", 2, o);
    CHECK(svg && texts_fit(svg) > 5);
    free(svg);
    o[1].argv = tall;
    svg = draw("", 2, o);
    CHECK(svg && texts_fit(svg) > 5);
    free(svg);
    char *tiny[] = {w0, w0, d3, w0};
    o[1].argv = tiny;
    svg = draw("", 2, o);
    CHECK(svg && texts_fit(svg) > 3);
    free(svg);
    /* one cell, a P-position: singular words, the answer 1/1 */
    char d2[] = "2", c5[] = "5", c7[] = "7";
    char *one[] = {c5, c7, c5, c7}, *d2v[] = {d2};
    gg_opt o1[2] = {{"d", 1, d2v}, {"window", 4, one}};
    svg = draw("", 2, o1);
    CHECK(svg && strstr(svg, "1 P-position in 1 cell: 1/1"));
    free(svg);
    /* 1000 queries: 100 outlined, and the caption says so */
    size_t cap = 1000 * 16 + 16, len = 0;
    char *in = malloc(cap);
    CHECK(in != NULL);
    if (!in) return;
    len += (size_t)snprintf(in, cap, "2 1000\n");
    for (int i = 1; i <= 1000; i++) len += (size_t)snprintf(in + len, cap - len, "%d %d %d %d\n", i, i, i + 5, i + 9);
    svg = draw(in, 0, NULL);
    CHECK(svg && texts_fit(svg) > 100);
    CHECK(svg && occurrences(svg, "stroke=\"#2a8\"") == 100);
    CHECK(svg && strstr(svg, "the first 100 of 1000 queries"));
    free(svg);
    free(in);
}

/* The reference line of a count and a rectangle: Euclid's gcd, then snprintf (a quotient of
 * 20 digits or more in two parts). */
static void fraction_ref(char *out, size_t size, uint64_t count, const gg_lamequeen_rect *q)
{
    const lq_u128 area = (lq_u128)(q->x2 - q->x1 + 1) * (q->y2 - q->y1 + 1);
    lq_u128 a = area, b = count;
    while (b != 0) {
        const lq_u128 t = a % b;
        a = b;
        b = t;
    }
    const lq_u128 den = area / a, e19 = (lq_u128)10000000000000000000u;
    if (den < e19)
        snprintf(out, size, "%" PRIu64 "/%" PRIu64 "\n", (uint64_t)(count / a), (uint64_t)den);
    else
        snprintf(out, size, "%" PRIu64 "/%" PRIu64 "%019" PRIu64 "\n", (uint64_t)(count / a), (uint64_t)(den / e19),
                 (uint64_t)(den % e19));
}

/* A rectangle's side: 1, small, up to 2^16, just below sqrt(10^15) (areas on both sides of the
 * wide path's limit), near 2^32, 10^8 (areas near 10^16) and 2^26 (areas near 2^52), of any
 * bit length, near 10^18; `small` keeps to the first five kinds, whose areas the wide path
 * mostly takes. */
static uint64_t fraction_side(gg_rng *r, int small)
{
    static const uint64_t near[] = {UINT64_C(1) << 32, 100000000, UINT64_C(1) << 26};
    switch (gg_rng_below(r, small ? 5 : 8)) {
    case 0: return 1;
    case 1: return 1 + gg_rng_below(r, 100);
    case 2: return 1 + gg_rng_below(r, 1 << 16);
    case 3: return 31622777 - gg_rng_below(r, 4); /* 31622776^2 < 10^15 < 31622777^2 */
    case 4: return 1 + gg_rng_below(r, small ? 30000000 : UINT64_C(1) << 32);
    case 5: return (UINT64_C(1) << gg_rng_below(r, 60)) + gg_rng_below(r, 1000);
    case 6: return UINT64_C(1000000000000000000) - gg_rng_below(r, 1000);
    default: return near[gg_rng_below(r, 3)] + gg_rng_below(r, 7) - 3;
    }
}

/* A count of P-positions in [0, area] (below 2^64): 0, the area, 1, uniform, the area less a
 * little, a multiple of a part of the area or of a side (large gcds). */
static uint64_t fraction_count(gg_rng *r, const gg_lamequeen_rect *q)
{
    const uint64_t wd = q->x2 - q->x1 + 1, ht = q->y2 - q->y1 + 1;
    const lq_u128 area128 = (lq_u128)wd * ht;
    const uint64_t area = area128 > UINT64_MAX ? UINT64_MAX : (uint64_t)area128;
    const uint64_t k = 1 + gg_rng_below(r, 64);
    switch (gg_rng_below(r, 8)) {
    case 0: return 0;
    case 1: return area;
    case 2: return 1;
    case 3: return area == UINT64_MAX ? gg_rng_next(r) : gg_rng_below(r, area + 1);
    case 4: return area - gg_rng_below(r, area < 100 ? area + 1 : 100);
    case 5: return area / k * gg_rng_below(r, k + 1);
    case 6: return wd * gg_rng_below(r, ht < 1000 ? ht + 1 : 1000);
    default: return gg_rng_below(r, 1000) * (area / k / (1 + gg_rng_below(r, 1000)) / 1000);
    }
}

/* gg_lamequeen_write_fractions on runs of 1 to 200 random queries (three runs in four of
 * rectangles the wide path mostly takes, the others of every size) against fraction_ref, at
 * least n queries in all; `path` names the path the processor's features choose. */
static void fractions_on(uint64_t n, const char *path)
{
    enum { MOST = 200, LINE = 96 };
    static gg_lamequeen_rect q[MOST];
    static uint64_t c[MOST];
    static char want[MOST * LINE];
    gg_rng r;
    gg_rng_seed(&r, 22);
    gg_writer out;
    gg_writer_open_mem(&out);
    uint64_t done = 0;
    int same = 1;
    while (done < n && same) {
        const size_t m = 1 + gg_rng_below(&r, MOST);
        const int small = gg_rng_chance(&r, 3, 4);
        size_t len = 0;
        for (size_t i = 0; i < m; i++) {
            const uint64_t wd = fraction_side(&r, small && !gg_rng_chance(&r, 1, 64));
            const uint64_t ht = gg_rng_chance(&r, 1, 8) ? wd : fraction_side(&r, small);
            const uint64_t lim = UINT64_C(1000000000000000000);
            q[i].x1 = 1 + gg_rng_below(&r, lim - wd + 1);
            q[i].y1 = 1 + gg_rng_below(&r, lim - ht + 1);
            q[i].x2 = q[i].x1 + wd - 1;
            q[i].y2 = q[i].y1 + ht - 1;
            c[i] = fraction_count(&r, &q[i]);
            fraction_ref(want + len, LINE, c[i], &q[i]);
            len += strlen(want + len);
        }
        gg_writer_reset(&out);
        gg_lamequeen_write_fractions(&out, c, q, m);
        size_t got_len;
        const char *got = gg_writer_data(&out, &got_len);
        same = got_len == len && memcmp(got, want, len) == 0;
        for (size_t i = 0, at = 0; !same && i < m; i++) { /* the first line that differs */
            const size_t l = strcspn(want + at, "\n") + 1;
            if (at + l > got_len || memcmp(got + at, want + at, l) != 0) {
                printf("%s path: query %zu of %zu, count %" PRIu64 ", %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64
                       ": want %.*s",
                       path, i, m, c[i], q[i].x1, q[i].y1, q[i].x2, q[i].y2, (int)l, want + at);
                break;
            }
            at += l;
        }
        done += m;
    }
    printf("fractions, %s path: %" PRIu64 " queries\n", path, done);
    CHECK(same && done >= n);
    gg_writer_close(&out);
}

/* run through the path the processor takes (the wide one where it has AVX-512 and the build
 * has the code: GG_TARGET_512), then as on a processor without it (gg_cpu_known, which the
 * library reads, set as if asked there). */
static void both_paths(void (*run)(const char *path))
{
    const unsigned had = gg_cpu_features();
#ifdef GG_TARGET_512
    const int wide = (had & GG_CPU_RUN512) != 0;
#else
    const int wide = 0;
#endif
    run(wide ? "AVX-512" : "plain (no AVX-512 in this processor or build)");
    __atomic_store_n(&gg_cpu_known, had & ~(unsigned)GG_CPU_RUN512, __ATOMIC_RELAXED);
    run("plain");
    __atomic_store_n(&gg_cpu_known, had, __ATOMIC_RELAXED);
}

/* The fraction writer on 10^6 queries. */
static void fractions(const char *path)
{
    fractions_on(1000000, path);
}

/* A value near the pairs' lines (y - 1 = alpha (x - 1) or its mirror) from x, within [1, n]. */
static uint64_t near_line(gg_rng *r, int d, uint64_t x, uint64_t n)
{
    const double a = lq_alpha(d), c = gg_rng_chance(r, 1, 2) ? 1 + a * (double)(x - 1) : 1 + (double)(x - 1) / a;
    const int64_t y = (int64_t)c + (int64_t)gg_rng_below(r, 9) - 4;
    return y < 1 ? 1 : (uint64_t)y > n ? n : (uint64_t)y;
}

/* A random rectangle inside [1, n]^2; near: both its corners (x1 - 1, y1 - 1) and (x2, y2)
 * close to the pairs' lines, where count_fast scans. */
static gg_lamequeen_rect rect_in(gg_rng *r, int d, uint64_t n, int near)
{
    uint64_t x1 = 1 + gg_rng_below(r, n), x2 = 1 + gg_rng_below(r, n);
    if (x1 > x2) {
        const uint64_t z = x1;
        x1 = x2, x2 = z;
    }
    uint64_t y1 = 1 + gg_rng_below(r, n), y2 = 1 + gg_rng_below(r, n);
    if (near) y1 = x1 > 1 ? near_line(r, d, x1 - 1, n - 1) + 1 : 1, y2 = near_line(r, d, x2, n);
    if (y1 > y2) {
        const uint64_t z = y1;
        y1 = y2, y2 = z;
    }
    return (gg_lamequeen_rect){x1, y1, x2, y2};
}

/* The runs' counts equal the counts one by one; `path` names the path taken. */
static void rect_counts(const char *path)
{
    enum { N = 1 << 20 };
    static gg_lamequeen_rect q[N];
    static uint64_t c[N];
    gg_rng r;
    gg_rng_seed(&r, 23);
    /* d = 1: every square [1, m]^2, m < 2^20, then rectangles of every magnitude */
    for (uint64_t m = 1; m <= N; m++) q[m - 1] = (gg_lamequeen_rect){1, 1, m, m};
    gg_lamequeen_wythoff_count_rects(q, N, c);
    size_t bad = 0;
    for (uint64_t m = 1; m <= N; m++) bad += c[m - 1] != 2 * (m - gg_lamequeen_floor_div_phi(m)) - 1;
    for (size_t i = 0; i < N; i++) {
        const uint64_t wd = fraction_side(&r, gg_rng_chance(&r, 3, 4)), ht = fraction_side(&r, 0);
        const uint64_t x1 = 1 + gg_rng_below(&r, GG_LAMEQUEEN_LIMIT_D1 - wd + 1);
        const uint64_t room = GG_LAMEQUEEN_LIMIT_D1 - ht + 1; /* y1 <= room keeps y2 within the limit */
        const uint64_t y1 = 1 + gg_rng_below(&r, gg_rng_chance(&r, 1, 2) && room > 4 ? 4 : room);
        q[i] = gg_rng_chance(&r, 1, 2) ? (gg_lamequeen_rect){1 + gg_rng_below(&r, wd), 1 + gg_rng_below(&r, ht), wd, ht}
                                       : (gg_lamequeen_rect){x1, y1, x1 + wd - 1, y1 + ht - 1};
    }
    gg_lamequeen_wythoff_count_rects(q, N, c);
    for (size_t i = 0; i < N; i++) bad += c[i] != gg_lamequeen_wythoff_count_rect(&q[i]);
    printf("d = 1 rectangle counts, %s path: %zu of %d differ\n", path, bad, 2 * N);
    CHECK(bad == 0);
    /* d >= 2: a table to 2 * 10^5 */
    static const int ds[] = {2, 3, 8, 16, 20};
    for (size_t k = 0; k < sizeof ds / sizeof ds[0]; k++) {
        gg_lamequeen_table *t;
        CHECK(gg_lamequeen_table_new(ds[k], &t, NULL) == GG_OK);
        CHECK(gg_lamequeen_table_extend(t, 200000, NULL) == GG_OK);
        enum { M = 200000 };
        for (size_t i = 0; i < M; i++) q[i] = rect_in(&r, ds[k], 200000, i % 2);
        gg_lamequeen_table_count_rects(t, q, M, c);
        bad = 0;
        for (size_t i = 0; i < M; i++) bad += c[i] != gg_lamequeen_table_count_rect(t, &q[i]);
        printf("d = %d rectangle counts, %s path: %zu of %d differ\n", ds[k], path, bad, M);
        CHECK(bad == 0);
        gg_lamequeen_table_free(t);
    }
}

int main(void)
{
    floor_phi();
    counts();
    static const uint64_t d2[][2] = {{1, 1}, {2, 2}, {3, 4}, {5, 7}, {6, 8}, {9, 12}, {10, 11}};
    static const uint64_t d3[][2] = {{1, 1}, {2, 2}, {3, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 12}};
    pairs(2, d2, 7);
    pairs(3, d3, 7);
    solve_text("1 4\n1 1 4 4\n2 4 5 8\n3 7 10 10\n5 8 5 8\n", "3/16\n1/10\n1/32\n1/1\n");
    /* 10^18 x 10^18: the area needs 128 bits; a single far cell on a Wythoff pair is 1/1 */
    solve_text("1 1\n1 1 1000000000000000000 1000000000000000000\n",
               "763932022500210303/1000000000000000000000000000000000000\n");
    solve_text("2 2\n1 1 12 12\n13 1 13 12\n", "1/12\n0/1\n");
    pictures();
    both_paths(fractions);
    both_paths(rect_counts);
    return check_done();
}
