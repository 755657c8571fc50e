/* test_lamequeen.c: the lame queen's typed API at its edges: floor(m / phi) at small values,
 * Fibonacci numbers and 10^18; prefix and rectangle counts at 0 and 1; the d = 2 and d = 3
 * pairs of the problem statement through partner(); the table's minimum extension and its
 * stats; answers through the in-memory solve action, including areas above 2^64; the draw
 * action's pictures: every text inside the picture (about 0.6 x font size per character, the
 * anchor respected) at coordinates up to 10^18, at most 100 queries outlined (the caption
 * saying how many of T), the answers shown. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/gridgames.h>

#include "check.h"

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
    return check_done();
}
