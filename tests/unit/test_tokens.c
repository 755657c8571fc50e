/* test_tokens.c: unit tests of Game with Tokens' library functions: the sweep on the judge
 * samples and at the coordinate limits, the count (8 keys a vector where the processor can)
 * against the rectangles' sweep on random sets of every length to 300 and larger, the region, the oracles (point, cell, rules), the
 * single-token lemma search and the window retrograde analysis on hand-picked positions, the
 * writer, and the picture (every text inside it; the tokens that bound the region drawn). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/tokens.h>

#include "check.h"
#include "games/tokens/internal.h"

static const gg_tokens_point S1[] = {{-2, -1}, {0, 1}, {0, -3}, {2, -1}};
static const gg_tokens_point S2[] = {{-2, 0}, {-1, 1}, {0, -2}, {1, -1}};
static const gg_tokens_point S3[] = {{2, 1}, {1, 2}, {-1, 1}, {0, 1}, {0, 0}, {1, 1}, {2, -1}, {2, 0},
                                     {1, 0}, {-1, -1}, {1, -1}, {2, 2}, {0, -1}, {-1, 0}, {0, 2}, {-1, 2}};

static uint64_t fast(const gg_tokens_point *p, size_t n)
{
    uint64_t c = 0;
    CHECK(gg_tokens_count(p, n, &c, NULL) == GG_OK);
    return c;
}

static void test_samples(void)
{
    CHECK(fast(S1, 4) == 4);
    CHECK(fast(S2, 4) == 2);
    CHECK(fast(S3, 16) == 4);
    gg_tokens_point *r;
    uint64_t c;
    CHECK(gg_tokens_region(S1, 4, 10, &r, &c, NULL) == GG_OK && c == 4);
    if (c == 4) {
        CHECK(r[0].x == -1 && r[0].y == -1);
        CHECK(r[1].x == 0 && r[1].y == -2);
        CHECK(r[2].x == 0 && r[2].y == 0);
        CHECK(r[3].x == 1 && r[3].y == -1);
    }
    free(r);
    CHECK(gg_tokens_region(S3, 16, 3, &r, &c, NULL) == GG_ECHECK && c == 4 && r == NULL);
}

/* The count (count_class: vectors of 8 keys and the last n % 8 one at a time, where the
 * processor has AVX-512) against the points of the rectangles (sweep_class, one at a time). */
static void test_count_random(void)
{
    gg_tokens_point *p = malloc(5000 * sizeof *p);
    uint64_t x = 12345;
    for (size_t n = 1; n <= 5000 && p; n = n < 300 ? n + 1 : n * 3) {
        for (int32_t range = 3; range <= 1000000000; range = range < 100000 ? range * 7 : 1000000000) {
            for (size_t i = 0; i < n; i++) {
                x = x * 6364136223846793005u + 1442695040888963407u;
                p[i].x = (int32_t)(x >> 33) % (2 * range + 1) - range;
                p[i].y = (int32_t)(x >> 2 & 0x7fffffff) % (2 * range + 1) - range;
            }
            gg_tokens_rect *r = NULL;
            size_t nr = 0;
            uint64_t want = 0;
            CHECK(gg_tokens_rects(p, n, &r, &nr, NULL) == GG_OK);
            for (size_t i = 0; i < nr; i++) want += gg_tokens_rect_points(&r[i]);
            free(r);
            if (fast(p, n) != want) {
                fprintf(stderr, "n = %zu, |x|, |y| <= %d: count %llu, rectangles %llu\n", n, range,
                        (unsigned long long)fast(p, n), (unsigned long long)want);
                CHECK(0);
            }
            if (range == 1000000000) break;
        }
    }
    free(p);
}

static void test_limits(void)
{
    const int32_t C = (int32_t)GG_TOKENS_MAX_COORD;
    gg_tokens_point tips[8] = {{C, 0}, {-C, 0}, {0, C}, {0, -C}, {C - 1, 0}, {-(C - 1), 0}, {0, C - 1}, {0, -(C - 1)}};
    CHECK(fast(tips, 4) == (uint64_t)C * C);
    CHECK(fast(tips + 4, 4) == (uint64_t)(C - 1) * (C - 1));
    CHECK(fast(tips, 8) == (uint64_t)C * C + (uint64_t)(C - 1) * (C - 1));
    gg_tokens_point corners[4] = {{C, C}, {-C, -C}, {C, -C}, {-C, C}};
    CHECK(fast(corners, 4) == 0);
    /* keys order by u in their top bits; the class is the parity of u; they fit in 63 bits */
    CHECK(gg_tokens_key(-C, -C) >> 31 < gg_tokens_key(-C, -C + 1) >> 31);
    CHECK(gg_tokens_key(5, -3) >> 31 == gg_tokens_key(3, -1) >> 31);
    CHECK((gg_tokens_key(C, C) >> 31 & 1) == 0 && (gg_tokens_key(C, C - 1) >> 31 & 1) == 1);
    CHECK(gg_tokens_key(C, C) >> 63 == 0 && (gg_tokens_key(C, -C) & ((1u << 31) - 1)) == (uint64_t)2 * C);
    /* repeated points change nothing */
    gg_tokens_point rep[8];
    memcpy(rep, S1, sizeof S1);
    memcpy(rep + 4, S1, sizeof S1);
    CHECK(fast(rep, 8) == 4);
}

static void test_oracles(void)
{
    gg_diag d = {GG_OK, ""};
    uint64_t c;
    CHECK(gg_tokens_brute_count(S3, 16, 1000000, &c, &d) == GG_OK && c == 4);
    CHECK(gg_tokens_cell_count(S3, 16, 100, &c, &d) == GG_OK && c == 4);
    CHECK(gg_tokens_rules_count(S1, 4, &c, &d) == GG_OK && c == 4);
    CHECK(gg_tokens_rules_count(S2, 4, &c, &d) == GG_OK && c == 2);
    CHECK(gg_tokens_trapped_at(S1, 4, 0, -1) == 0); /* the centre: x + y odd like the tokens */
    CHECK(gg_tokens_trapped_at(S1, 4, 1, -1) == 1);
    CHECK(gg_tokens_brute_count(S3, 16, 10, &c, &d) == GG_EINPUT);
}

static void test_lemma(void)
{
    gg_diag d = {GG_OK, ""};
    gg_tokens_lemma_report r;
    CHECK(gg_tokens_lemma(8, 17, &r, &d) == GG_OK);
    CHECK(r.offsets == 289 && r.undecided == 0 && r.disagree == 0);
    CHECK(r.black == 36); /* dx = 1..8 with |dy| < dx and dx + dy odd: 1 + 2 + ... + 8 */
    /* a window too small to hold the cone strategy leaves offsets undecided, never wrong */
    CHECK(gg_tokens_lemma(8, 8, &r, &d) == GG_OK);
    CHECK(r.disagree == 0 && r.undecided > 0);
    CHECK(gg_tokens_cone_rule(1, 0) && gg_tokens_cone_rule(3, 2) && !gg_tokens_cone_rule(2, 0) &&
          !gg_tokens_cone_rule(2, 2) && !gg_tokens_cone_rule(-3, 0));
}

static void test_window(void)
{
    gg_diag d = {GG_OK, ""};
    gg_tokens_window *w;
    CHECK(gg_tokens_window_new(3, &w, &d) == GG_OK);
    if (!w) return;
    int64_t bx[4] = {1, -1, 0, 0}, by[4] = {0, 0, 1, -1};
    CHECK(gg_tokens_window_black_wins(w, bx, by, 4) == 1);  /* white is stuck already */
    CHECK(gg_tokens_window_black_wins(w, bx, by, 3) == 0);  /* three tokens never trap */
    int64_t fx[4] = {2, -1, 0, 0}, fy[4] = {0, 0, 1, -1};  /* right token of the wrong parity */
    CHECK(gg_tokens_window_black_wins(w, fx, fy, 4) == 0);
    CHECK(gg_tokens_white_runs_free(fx, fy, 4) == 1);
    int64_t sx[4] = {-3, -1, -1, 1}, sy[4] = {0, 2, -2, 0};  /* sample 1 seen from (1,-1) */
    CHECK(gg_tokens_window_black_wins(w, sx, sy, 4) == 1);
    CHECK(gg_tokens_white_runs_free(sx, sy, 4) == 0);
    int64_t ox[1] = {4}, oy[1] = {0};
    CHECK(gg_tokens_window_black_wins(w, ox, oy, 1) == -1); /* outside the window */
    gg_tokens_window_free(w);
    CHECK(gg_tokens_window_new(8, &w, &d) == GG_EUSAGE);
}

/* Every <text> of the SVG lies inside it, taking a line of L characters at font size F as
 * 0.6 F L wide and respecting text-anchor. Returns the number of texts off the picture. */
static int texts_off(const char *svg)
{
    double W = 0, H = 0;
    const char *p = strstr(svg, "<svg");
    if (!p || sscanf(strstr(p, "width=\"") + 7, "%lf", &W) != 1 || sscanf(strstr(p, "height=\"") + 8, "%lf", &H) != 1)
        return 1000;
    int off = 0;
    for (p = strstr(svg, "<text "); p; p = strstr(p + 1, "<text ")) {
        double x, y, f = 0;
        const char *gt = strchr(p, '>'), *close = strstr(p, "</text>");
        if (sscanf(p, "<text x=\"%lf\" y=\"%lf\"", &x, &y) != 2 || !gt || !close) return 1000;
        const char *fs = strstr(p, "font-size=\"");
        if (fs && fs < gt) sscanf(fs + 11, "%lf", &f);
        size_t chars = 0;
        for (const char *c = gt + 1; c < close; c++) {
            if (*c == '&') c = strchr(c, ';'); /* one escaped character */
            chars++;
        }
        double w = 0.6 * f * (double)chars, x0 = x;
        const char *an = strstr(p, "text-anchor=\"");
        if (an && an < gt) x0 = strncmp(an + 13, "middle", 6) == 0 ? x - w / 2 : strncmp(an + 13, "end", 3) == 0 ? x - w : x;
        if (x0 < 0 || x0 + w > W || y - f < 0 || y > H) {
            printf("text off the %.0f x %.0f picture: %.60s\n", W, H, p);
            off++;
        }
    }
    return off;
}

static char *draw(const char *input, size_t len)
{
    gg_writer out;
    gg_diag d = {GG_OK, ""};
    gg_writer_open_mem(&out);
    CHECK(gg_run_on_memory(&gg_game_tokens, gg_tokens_draw_action, input, len, &out, NULL, &d) == GG_OK);
    size_t n;
    const char *data = gg_writer_data(&out, &n);
    char *copy = malloc(n + 1);
    memcpy(copy, data, n);
    copy[n] = 0;
    gg_writer_close(&out);
    return copy;
}

static void test_draw(void)
{
    /* the largest count (19 digits) and 10^9 coordinates: the title ran off the picture */
    const char *tips = "8\n1000000000 0\n-1000000000 0\n0 1000000000\n0 -1000000000\n"
                       "999999999 0\n-999999999 0\n0 999999999\n0 -999999999\n";
    char *svg = draw(tips, strlen(tips));
    CHECK(strstr(svg, "1999999998000000001 trapped") != NULL);
    CHECK(texts_off(svg) == 0);
    free(svg);
    /* 20000 tokens in a block first, the four tips that bound the region last: the tips must
     * be drawn (only the first 20000 tokens were), and the legend says what was left out */
    gg_writer in;
    gg_writer_open_mem(&in);
    gg_tokens_point *p = malloc(20004 * sizeof *p);
    for (int i = 0; i < 20000; i++) p[i] = (gg_tokens_point){i % 200 - 100, i / 200 - 50};
    p[20000] = (gg_tokens_point){1000, 0};
    p[20001] = (gg_tokens_point){-1000, 0};
    p[20002] = (gg_tokens_point){0, 1000};
    p[20003] = (gg_tokens_point){0, -1000};
    gg_tokens_write(&in, p, 20004);
    free(p);
    size_t len;
    const char *text = gg_writer_data(&in, &len);
    svg = draw(text, len);
    gg_writer_close(&in);
    double minx = 1e9, cx;
    for (const char *c = strstr(svg, "<circle cx=\""); c; c = strstr(c + 1, "<circle cx=\""))
        if (sscanf(c, "<circle cx=\"%lf\"", &cx) == 1 && cx < minx) minx = cx;
    CHECK(minx < 150); /* the tip at x = -1000 (a block token is near 390) */
    CHECK(strstr(svg, "20000 of the 20004 tokens drawn") != NULL && strstr(svg, "left out") != NULL); /* may wrap */
    CHECK(texts_off(svg) == 0);
    free(svg);
}

/* The writer prints the judge format the reader reads; the rules oracle refuses beyond its
 * span (span 7 ran for 9 s, span 8 over a minute). */
static void test_write_and_bounds(void)
{
    gg_writer w;
    gg_writer_open_mem(&w);
    gg_tokens_write(&w, S1, 4);
    size_t len;
    const char *text = gg_writer_data(&w, &len);
    CHECK(len == 22 && memcmp(text, "4\n-2 -1\n0 1\n0 -3\n2 -1\n", 22) == 0);
    gg_writer_close(&w);
    gg_diag d = {GG_OK, ""};
    uint64_t c;
    gg_tokens_point far[4] = {{0, 0}, {6, 1}, {1, 6}, {6, 6}};
    CHECK(gg_tokens_rules_count(far, 4, &c, &d) == GG_EINPUT && strstr(d.msg, "at most 5") != NULL);
}

/* The demo's line says "1 token" and "1 trapped start" (it said "1 tokens"). */
static void test_explain_plural(void)
{
    gg_writer out;
    gg_diag d = {GG_OK, ""};
    gg_writer_open_mem(&out);
    const char *one = "1\n0 0\n", *four = "4\n1 0\n-1 0\n0 1\n0 -1\n";
    CHECK(gg_run_on_memory(&gg_game_tokens, gg_tokens_explain, one, strlen(one), &out, NULL, &d) == GG_OK);
    CHECK(gg_run_on_memory(&gg_game_tokens, gg_tokens_explain, four, strlen(four), &out, NULL, &d) == GG_OK);
    size_t len;
    const char *text = gg_writer_data(&out, &len);
    char buf[1024];
    snprintf(buf, sizeof buf, "%.*s", (int)len, text);
    CHECK(strncmp(buf, "1 token (0 with x+y odd, 1 even): 0 trapped starts", 50) == 0);
    CHECK(strstr(buf, "\n4 tokens (4 with x+y odd, 0 even): 1 trapped start with x+y even") != NULL);
    gg_writer_close(&out);
}

/* The position API: values, legal steps, the trapping bound, play/undo and the engines. */
static void test_positions(void)
{
    const gg_pos_ops *ops = &gg_tokens_pos_ops;
    gg_pos *p;
    gg_eval e;
    int winner = -1;
    CHECK(gg_tokens_cone(2, 1) == 0 && gg_tokens_cone(-2, 1) == 1 && gg_tokens_cone(1, 2) == 2 && gg_tokens_cone(0, -1) == 3);
    CHECK(gg_tokens_cone(1, 1) == -1 && gg_tokens_cone(0, 0) == -1);
    CHECK(gg_tokens_pos_new(S1, 4, 0, 0, &p, NULL) == GG_OK);
    CHECK(ops->eval(p, &e, NULL) == GG_OK && e.value == GG_VALUE_LOSE && e.remoteness == GG_REMOTENESS_UNKNOWN);
    CHECK(gg_tokens_trap_bound(p) == 3); /* PSI = 3 + 3 + 1 + 3 */
    CHECK(!ops->over(p, &winner, NULL, 0));
    CHECK(ops->play(p, "U", 1, NULL) == GG_EINPUT);      /* (0, 1) holds a token */
    CHECK(ops->play(p, "LL", 2, NULL) == GG_EINPUT);
    CHECK(ops->play(p, "L", 1, NULL) == GG_OK && ops->to_move(p) == 1);
    CHECK(ops->eval(p, &e, NULL) == GG_OK && e.value == GG_VALUE_WIN); /* black can keep the trap */
    CHECK(gg_tokens_trap_bound(p) == UINT64_MAX);
    CHECK(ops->play(p, "UUU", 3, NULL) == GG_EINPUT && ops->play(p, "UUUX", 4, NULL) == GG_EINPUT);
    gg_rng g;
    gg_rng_seed(&g, 1);
    char *m = NULL;
    CHECK(ops->best(p, &g, &m, NULL) == GG_OK && m != NULL && strlen(m) == 4);
    CHECK(ops->play(p, m, 4, NULL) == GG_OK && ops->to_move(p) == 0);
    free(m);
    CHECK(ops->eval(p, &e, NULL) == GG_OK && e.value == GG_VALUE_LOSE);
    CHECK(gg_tokens_trap_bound(p) <= 2);   /* dropped by at least one white move */
    CHECK(ops->undo(p) && ops->undo(p) && !ops->undo(p));
    CHECK(ops->eval(p, &e, NULL) == GG_OK && e.value == GG_VALUE_LOSE && gg_tokens_trap_bound(p) == 3);
    /* a reply that frees the right cone ends the game for white */
    CHECK(ops->play(p, "L", 1, NULL) == GG_OK && ops->play(p, "UDUR", 4, NULL) == GG_OK); /* up cone empty */
    CHECK(ops->over(p, &winner, NULL, 0) && winner == 0);
    gg_tokens_pos_free(p);
    /* white surrounded: over, black wins, no step listed */
    const gg_tokens_point ring[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    gg_move_list l = {0};
    CHECK(gg_tokens_pos_new(ring, 4, 0, 0, &p, NULL) == GG_OK);
    CHECK(ops->over(p, &winner, NULL, 0) && winner == 1);
    CHECK(ops->moves(p, &l, NULL) == GG_OK && l.len == 0);
    gg_move_list_fini(&l);
    gg_tokens_pos_free(p);
}


/* solve's read-ahead (format.c) with stand-ins for the second thread: one that runs to the end
 * at once, in the caller (the reading loop finds it all published when it gets to the middle),
 * one that stops after a quarter of the room (a part published), and one that never runs
 * (nothing published). The keys, their split, the status and the message must be one
 * thread's, on layouts where the points are taken over and on ones where they are dropped. */
static int start_all(gg_tokens_ahead *a)
{
    gg_tokens_read_ahead(a);
    return 1;
}

static int start_part(gg_tokens_ahead *a)
{
    size_t cap = a->cap;
    a->cap = cap / 4; /* the room of a quarter: the thread stops there */
    gg_tokens_read_ahead(a);
    return 1;
}

static int start_none(gg_tokens_ahead *a)
{
    (void)a;
    return 1;
}

static void join_none(gg_tokens_ahead *a)
{
    (void)a;
}

static void read_both(const char *text, size_t len, const gg_tokens_ahead_ops *ops, const char *what)
{
    gg_reader r1, r2;
    gg_diag d1 = {GG_OK, ""}, d2 = {GG_OK, ""};
    uint64_t *k1, *k2, *t1, *t2;
    size_t n1 = 0, n2 = 0, z1 = 0, z2 = 0;
    gg_reader_open_mem(&r1, text, len, "<memory>", &d1);
    gg_reader_open_mem(&r2, text, len, "<memory>", &d2);
    gg_status s1 = gg_tokens_read_keys(&r1, NULL, &k1, &t1, &n1, &z1);
    gg_status s2 = gg_tokens_read_keys(&r2, ops, &k2, &t2, &n2, &z2);
    int same = s1 == s2 && strcmp(d1.msg, d2.msg) == 0 && /* on an error: no keys, no count */
               (s1 != GG_OK || (n1 == n2 && z1 == z2 && memcmp(k1, k2, n1 * sizeof *k1) == 0));
    if (!same) printf("read-ahead %s: status %d/%d, n %zu/%zu, '%s' / '%s'\n", what, s1, s2, n1, n2, d1.msg, d2.msg);
    CHECK(same);
    free(k1);
    free(k2);
}

static void test_read_ahead(void)
{
    static const gg_tokens_ahead_ops all = {start_all, join_none}, part = {start_part, join_none},
                                     none = {start_none, join_none};
    const size_t m = 30000, cap = 24 * m + 64;
    char *plain = malloc(cap), *text = malloc(cap + 256);
    size_t len = (size_t)snprintf(plain, cap, "%zu\n", m);
    uint64_t x = 12345;
    for (size_t i = 0; i < m; i++) {
        x = x * 6364136223846793005u + 1442695040888963407u;
        long a = (long)(x >> 34) % 2000000001 - 1000000000, b = (long)(x >> 3 & 0x3fffffff) - 500000000;
        len += (size_t)snprintf(plain + len, cap - len, "%ld %ld\n", a, b);
    }
    /* variants: an edit at a line start near 1/4, 1/2 (the middle: where the read-ahead
     * starts), 1/2 plus a line, 3/4 of the text */
    static const char *const edits[] = {"", "12x ", "1000000001 ", "\n\n", "          ", "0000000000000000001 "};
    static const size_t places[] = {1, 2, 3, 4};
    for (size_t e = 0; e < sizeof edits / sizeof *edits; e++)
        for (size_t q = 0; q < sizeof places / sizeof *places; q++) {
            size_t at = places[q] == 3 ? len / 2 + 30 : len * places[q] / 4;
            while (plain[at - 1] != '\n') at++;
            size_t el = strlen(edits[e]);
            memcpy(text, plain, at);
            memcpy(text + at, edits[e], el);
            memcpy(text + at + el, plain + at, len - at);
            char what[64];
            snprintf(what, sizeof what, "edit %zu at %zu", e, q);
            read_both(text, len + el, &all, what);
            read_both(text, len + el, &part, what);
            read_both(text, len + el, &none, what);
        }
    /* the middle point over two lines; every point over two; fewer or more points declared */
    size_t mid = len / 2;
    while (plain[mid - 1] != '\n') mid++;
    memcpy(text, plain, len);
    *strchr(text + mid, ' ') = '\n';
    read_both(text, len, &all, "a point over two lines");
    for (size_t i = 0; i < len; i++) text[i] = plain[i] == ' ' ? '\n' : plain[i];
    read_both(text, len, &all, "points over two lines");
    const size_t declared_n[] = {m / 2, m / 2 + 1, m - 1, m + 1};
    for (size_t d = 0; d < sizeof declared_n / sizeof *declared_n; d++) {
        size_t declared = declared_n[d];
        size_t head = (size_t)snprintf(text, 32, "%zu", declared), skip = (size_t)(strchr(plain, '\n') - plain);
        memcpy(text + head, plain + skip, len - skip);
        read_both(text, head + len - skip, &all, "n declared");
        read_both(text, head + len - skip, &part, "n declared");
    }
    free(plain);
    free(text);
}

int main(void)
{
    test_read_ahead();
    test_positions();
    test_explain_plural();
    test_draw();
    test_write_and_bounds();
    test_samples();
    test_count_random();
    test_limits();
    test_oracles();
    test_lemma();
    test_window();
    return check_done();
}
