/* test_lamequeen.c: the lame queen's typed API at its edges: floor(m / phi) at small values,
 * Fibonacci numbers and 10^18; prefix and rectangle counts at 0 and 1; the d = 2 and d = 3
 * pairs of the problem statement through partner(); the table's minimum extension and its
 * stats; answers through the in-memory solve action, including areas above 2^64. */
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
    CHECK(gg_run_on_memory(g->actions[0].run, in, strlen(in), &out, NULL, &diag) == GG_OK);
    size_t len;
    const char *got = gg_writer_data(&out, &len);
    char buf[512];
    snprintf(buf, sizeof buf, "%.*s", (int)len, got);
    CHECK_STR(buf, want);
    gg_writer_close(&out);
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
    return check_done();
}
