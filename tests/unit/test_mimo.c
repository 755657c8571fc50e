/* test_mimo.c: the typed Mimo & Yuyu API, the demo's explanation line, the oracles' work
 * check, the picture's text extents, and the solve loop's stream reader on cases large enough
 * for one block of columns at once. The explanation must name exactly the columns of odd
 * count, in order, even when the winner was found by the XOR shortcut (which does not sort). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/gridgames.h>

#include "check.h"
#include "games/mimo/internal.h"

/* Short cases on random columns from a few values (odd and even counts, column 1, slots
 * shared or not): the solve loop's winner (gg_mimo_first_player_wins_with, with its table)
 * against the public function, the table all zeros after each, and the exact check itself
 * (gg_mimo_odd_short: in registers where the processor has AVX-512, else the table or the
 * pairing), which the winner reaches only when its XOR shortcut is 0 (mostly all-even
 * cases), against counts made here. */
static int table_agrees(void)
{
    gg_mimo_table *t = calloc(1, sizeof *t);
    uint64_t s = 7, a[63], b[63], c[63], d[63];
    int ok = t != NULL;
    for (int round = 0; round < 20000 && ok; round++) {
        size_t k = 1 + (size_t)(s >> 40) % 63, values = 1 + (size_t)(s >> 20) % 12;
        for (size_t i = 0; i < k; i++) {
            s = s * 6364136223846793005u + 1442695040888963407u;
            a[i] = 1 + (s >> 33) % values * (round % 3 ? 1 : 1000000007);
        }
        if (round % 2) /* make every count even (but the last token's, when k is odd) */
            for (size_t i = 0; i + 1 < k; i += 2) a[i + 1] = a[i];
        int want = 0;
        for (size_t i = 0; i < k; i++) {
            size_t same = 0;
            for (size_t j = 0; j < k; j++) same += a[j] == a[i];
            want |= a[i] >= 2 && same % 2;
        }
        memcpy(b, a, k * sizeof *a);
        memcpy(c, a, k * sizeof *a);
        memcpy(d, a, k * sizeof *a);
        gg_mimo_case c1 = {2, 5, k, NULL, a, k, NULL, 0}, c2 = {2, 5, k, NULL, b, k, NULL, 0};
        ok = gg_mimo_first_player_wins_with(&c1, t) == gg_mimo_first_player_wins(&c2) &&
             gg_mimo_odd_short(c, k, t) == want && gg_mimo_odd_short(d, k, NULL) == want;
        for (size_t h = 0; h < ((size_t)1 << GG_MIMO_TABLE_BITS); h++) ok &= t->col[h] == 0 && t->odd[h] == 0;
    }
    free(t);
    return ok;
}

static const char *explain(const char *input)
{
    static char line[512];
    gg_diag d = {GG_OK, ""};
    gg_writer out;
    gg_writer_open_mem(&out);
    gg_status s = gg_run_on_memory(gg_game_find("mimo"), gg_game_find("mimo")->explain, input, strlen(input), &out, NULL, &d);
    size_t len;
    const char *data = gg_writer_data(&out, &len);
    snprintf(line, sizeof line, "%.*s", s == GG_OK ? (int)len : 0, data);
    gg_writer_close(&out);
    return line;
}

/* The number of <text> elements of `draw`'s picture of `input` that run off it: a text of
 * font size F and L characters is about 0.6 * F * L wide (text-anchor respected); -1 if the
 * draw fails. */
static int texts_off_picture(const char *input)
{
    gg_diag d = {GG_OK, ""};
    gg_writer out;
    gg_writer_open_mem(&out);
    gg_action draw;
    CHECK(gg_action_find(gg_game_find("mimo"), "draw", &draw));
    gg_status s = gg_run_on_memory(gg_game_find("mimo"), draw.run, input, strlen(input), &out, NULL, &d);
    gg_write_char(&out, '\0'); /* the picture is read as a string below */
    size_t len;
    const char *svg = gg_writer_data(&out, &len);
    int off = s == GG_OK ? 0 : -1;
    double width = 0, height = 0;
    const char *p = s == GG_OK ? strstr(svg, "<svg ") : NULL;
    if (p && sscanf(strstr(p, " width=\""), " width=\"%lf\" height=\"%lf\"", &width, &height) != 2) off = -1;
    for (p = p ? strstr(p, "<text ") : NULL; p && off >= 0; p = strstr(p + 1, "<text ")) {
        double x, y, font = 16;
        const char *end = strchr(p, '>'), *a;
        sscanf(p, "<text x=\"%lf\" y=\"%lf\"", &x, &y);
        if ((a = strstr(p, "font-size=\"")) && a < end) font = atof(a + 11);
        size_t chars = 0;
        for (const char *c = end + 1; *c && *c != '<'; c++) {
            if (*c == '&') c = strchr(c, ';');
            chars++;
        }
        double w = 0.6 * font * (double)chars, left = x;
        if ((a = strstr(p, "text-anchor=\"middle\"")) && a < end) left = x - w / 2;
        if ((a = strstr(p, "text-anchor=\"end\"")) && a < end) left = x - w;
        if (left < 0 || left + w > width || y > height || y - font < 0) {
            printf("  off the %gx%g picture: %.*s\n", width, height, (int)(strchr(end, '\n') - p), p);
            off++;
        }
    }
    gg_writer_close(&out);
    return off;
}

/* A case on an n x m grid with one token in every column of row 1 but the first: Mimo wins
 * (n >= 2) by a move from column m through all of them. */
static char *every_column(int n, int m)
{
    static char buf[4096];
    int o = snprintf(buf, sizeof buf, "1\n%d %d %d\n", n, m, m - 1);
    for (int v = 2; v <= m; v++) o += snprintf(buf + o, sizeof buf - (size_t)o, "%d %d\n", n, v);
    return buf;
}

/* Cases of 64 tokens or more whose columns fit the bitmap (m / 64 < k) against counts made
 * here: the winner is whoever an odd column >= 2 says. */
static int bitmap_agrees(void)
{
    uint64_t s = 11;
    int ok = 1;
    for (int round = 0; round < 3000 && ok; round++) {
        s = s * 6364136223846793005u + 1442695040888963407u;
        size_t k = 64 + (size_t)(s >> 40) % 400, m = 1 + (size_t)(s >> 20) % (64 * k - 64);
        uint64_t *col = malloc(k * sizeof *col), *scratch = malloc(k * sizeof *scratch);
        unsigned char *odd = calloc(m + 1, 1);
        const size_t few = 1 + m % 7 < m ? 1 + m % 7 : m, span = round % 2 ? m : few; /* many columns, or a few */
        for (size_t i = 0; i < k; i++) {
            s = s * 6364136223846793005u + 1442695040888963407u;
            col[i] = 1 + (s >> 33) % span; /* in 1..m */
            if (round % 3 == 0 && i % 2) col[i] = col[i - 1];    /* pairs */
        }
        for (size_t i = 0; i < k; i++) odd[col[i]] ^= 1;
        int want = 0;
        for (size_t v = 2; v <= m; v++) want |= odd[v];
        gg_mimo_case c = {2, (int64_t)m, k, NULL, col, k, scratch, 0};
        ok = gg_mimo_first_player_wins(&c) == want;
        free(col);
        free(scratch);
        free(odd);
    }
    return ok;
}

/* The solve loop's stream reader (gg_mimo_stream_case) on cases of 70,000 tokens and more in
 * memory: each large case's columns take one block of exactly k entries (not the doubling's
 * 131,072) and read back as written; a smaller case after them reuses it; a case declaring
 * more tokens than its bytes can hold grows as they arrive and ends with the reader's message. */
static int stream_big(void)
{
    const size_t k[3] = {70000, 70001, 3};
    size_t size = 64 + 24 * (k[0] + k[1] + k[2]), o = 0;
    char *text = malloc(size);
    if (!text) return 0;
    o += (size_t)snprintf(text + o, size - o, "4\n");
    for (int i = 0; i < 3; i++) {
        o += (size_t)snprintf(text + o, size - o, "5 200000 %zu\n", k[i]);
        for (size_t j = 0; j < k[i]; j++) o += (size_t)snprintf(text + o, size - o, "%zu %zu\n", 1 + j % 5, 1 + j / 2);
    }
    o += (size_t)snprintf(text + o, size - o, "5 200000 200000\n1 1\n");
    gg_reader r;
    gg_diag d = {0};
    gg_reader_open_mem(&r, text, o, "<big>", &d);
    gg_mimo_stream st = {.len = 0, .at = 0};
    gg_mimo_case c = {0};
    int64_t t = 0;
    int ok = gg_mimo_read_count(&r, &t) == GG_OK && t == 4;
    for (int i = 0; i < 3 && ok; i++) {
        ok = gg_mimo_stream_case(&r, &st, &c) == GG_OK && c.k == k[i] && c.cap == (i ? 70001 : 70000);
        for (size_t j = 0; j < c.k && ok; j++) ok = c.col[j] == 1 + j / 2;
        ok = ok && gg_mimo_first_player_wins(&c) == (int)(k[i] & 1); /* an odd last column */
    }
    ok = ok && gg_mimo_stream_case(&r, &st, &c) == GG_EINPUT && c.cap < 200000 && strstr(d.msg, "end of input");
    gg_mimo_case_fini(&c);
    free(text);
    return ok;
}

int main(void)
{
    CHECK(table_agrees());
    CHECK(stream_big());
    CHECK(bitmap_agrees());
    /* columns 3, 5, 3 (unsorted): only 5 is odd */
    CHECK_STR(explain("1\n3 6 3\n1 3\n2 5\n3 3\n"),
              "case 1 (3 x 6, 3 tokens): odd columns >= 2: 5; the XOR of 2^(c-2) over them is non-zero -> Mimo\n");
    CHECK_STR(explain("1\n2 9 4\n1 9\n2 2\n1 9\n2 4\n"),
              "case 1 (2 x 9, 4 tokens): odd columns >= 2: 2 4; the XOR of 2^(c-2) over them is non-zero -> Mimo\n");
    CHECK_STR(explain("1\n2 9 4\n1 9\n2 1\n1 9\n2 1\n"),
              "case 1 (2 x 9, 4 tokens): every column >= 2 holds an even number of tokens, value 0 -> Yuyu\n");

    /* the typed API: values and a winning move on a small grid */
    CHECK(gg_mimo_token_value(1, 2) == 1 && gg_mimo_token_value(1, 3) == 0);
    CHECK(gg_mimo_token_value(2, 1) == 0 && gg_mimo_token_value(2, 65) == (uint64_t)1 << 63);
    uint64_t rows[3] = {1, 2, 2}, cols[3] = {4, 3, 2}, scratch[3];
    gg_mimo_case c = {2, 4, 3, rows, cols, 3, scratch, 1};
    size_t tok;
    uint64_t pr[8], pc[8];
    size_t p = gg_mimo_winning_move(&c, &tok, pr, pc);
    /* odd columns 2, 3, 4: move the column-4 token with odd runs in 3 and 2 */
    CHECK(p == 4 && tok == 0 && pc[0] == 4 && pc[1] == 3 && pc[2] == 2 && pc[3] == 1);
    CHECK(gg_mimo_first_player_wins(&c) == 1);

    /* the oracles' work check: products that wrap in 64 bits are refused, not accepted */
    uint64_t big_r[1] = {1}, big_c[1] = {1}, est;
    gg_mimo_case big = {.n = (int64_t)1 << 32, .m = (int64_t)1 << 32, .k = 1, .row = big_r, .col = big_c};
    CHECK(gg_mimo_oracle_check(&big, 1, &est) == GG_MIMO_ORACLE_GRID);
    CHECK(gg_mimo_oracle_check(&big, 0, &est) == GG_MIMO_ORACLE_GRID);
    big.n = 1000000000000000000LL;
    big.m = 1000000000000000000LL;
    CHECK(gg_mimo_oracle_check(&big, 1, &est) == GG_MIMO_ORACLE_GRID);
    /* one token in column 8 of a 1 x 8 grid: 2*2*3*5*9*17*33 positions at most */
    uint64_t one_r[2] = {1, 1}, one_c[2] = {8, 8};
    gg_mimo_case row = {.n = 1, .m = 8, .k = 1, .row = one_r, .col = one_c};
    CHECK(gg_mimo_oracle_check(&row, 1, &est) == GG_MIMO_ORACLE_FITS && est == 2u * 2 * 3 * 5 * 9 * 17 * 33);
    /* its work: 1024 + the estimate times (1 + the 7 moves from the cells of columns 2..8) */
    CHECK(gg_mimo_oracle_work(&row, 1, est) == 1024u + 2u * 2 * 3 * 5 * 9 * 17 * 33 * 8);
    row.k = 2;
    CHECK(gg_mimo_oracle_check(&row, 1, &est) == GG_MIMO_ORACLE_POSITIONS && est > GG_MIMO_DIRECT_MAX_POSITIONS);
    /* the sg oracle's work on 2 x 4 (tokens do not count): 64 + 16 * 8 + 102 path cells + 4 * 44
     * walk nodes (both also found by enumerating every path) */
    gg_mimo_case two = {.n = 2, .m = 4, .k = 0, .row = one_r, .col = one_c};
    CHECK(gg_mimo_oracle_work(&two, 0, 0) == 64u + 128 + 102 + 4 * 44);
    CHECK(gg_mimo_oracle_work(&big, 0, 0) == UINT64_MAX);

    /* every text of the picture lies inside it, for long winning moves too */
    CHECK(texts_off_picture("2\n6 4 3\n2 3\n4 2\n6 4\n1 1 1\n1 1\n") == 0);
    CHECK(texts_off_picture(every_column(2, 40)) == 0);
    CHECK(texts_off_picture(every_column(40, 40)) == 0);
    CHECK(texts_off_picture(every_column(3, 12)) == 0);
    CHECK(texts_off_picture("1\n1 40 1\n1 2\n") == 0);
    CHECK(texts_off_picture("1\n40 40 2\n40 40\n40 40\n") == 0);
    return check_done();
}
