/* test_tokens.c: unit tests of Game with Tokens' library functions: the sweep on the judge
 * samples and at the coordinate limits, the region, the oracles (point, cell, rules), the
 * single-token lemma search and the window retrograde analysis on hand-picked positions. */
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

int main(void)
{
    test_samples();
    test_limits();
    test_oracles();
    test_lemma();
    test_window();
    return check_done();
}
