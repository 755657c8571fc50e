/* validate.c: `gridgames mimo validate [--contest]`, a testlib-style check of a judge input.
 *
 * Both modes read the judge format to the byte (src/core/strict.h): single spaces, one '\n'
 * after every line, nothing after the last. --contest: Codeforces 2155E's limits (1 <= t <=
 * 10^4; 1 <= n, m, k <= 2*10^5; the sum of k at most 2*10^5). Without it, gridgames' own: t up
 * to GG_MIMO_MAX_T, n and m up to GG_MIMO_MAX_NM, k up to GG_MIMO_MAX_K, no sum limit. Every
 * token needs 1 <= x <= n and 1 <= y <= m. */
#include "../../core/strict.h"
#include "internal.h"

#define CONTEST_T 10000
#define CONTEST_NMK 200000
#define CONTEST_SUM_K 200000

typedef struct mimo_limits {
    int64_t t, nm, k, sum_k;
} mimo_limits;

/* "n m k" and the k token lines of one test case. */
static gg_status check_case(gg_strict *v, const mimo_limits *L, int64_t *sum_k)
{
    int64_t n, m, k, x, y;
    gg_status s = gg_strict_int(v, "n", 1, L->nm, &n);
    if (s == GG_OK) s = gg_strict_space(v);
    if (s == GG_OK) s = gg_strict_int(v, "m", 1, L->nm, &m);
    if (s == GG_OK) s = gg_strict_space(v);
    size_t at = v->pos;
    if (s == GG_OK) s = gg_strict_int(v, "k", 1, L->k, &k);
    if (s != GG_OK) return s;
    if (L->sum_k > 0 && k > L->sum_k - *sum_k)
        return gg_strict_fail(v, v->pos - at, "the sum of k reaches %lld, above %lld", (long long)(*sum_k + k),
                              (long long)L->sum_k);
    *sum_k += k;
    if ((s = gg_strict_eoln(v)) != GG_OK) return s;
    for (int64_t j = 0; j < k && s == GG_OK; j++) {
        s = gg_strict_int(v, "a token's row x", 1, n, &x);
        if (s == GG_OK) s = gg_strict_space(v);
        if (s == GG_OK) s = gg_strict_int(v, "a token's column y", 1, m, &y);
        if (s == GG_OK) s = gg_strict_eoln(v);
    }
    return s;
}

static gg_status check(gg_strict *v, int contest)
{
    const mimo_limits L = contest ? (mimo_limits){CONTEST_T, CONTEST_NMK, CONTEST_NMK, CONTEST_SUM_K}
                                  : (mimo_limits){GG_MIMO_MAX_T, GG_MIMO_MAX_NM, GG_MIMO_MAX_K, 0};
    int64_t t, sum_k = 0;
    gg_status s = gg_strict_int(v, "t", 1, L.t, &t);
    if (s == GG_OK) s = gg_strict_eoln(v);
    for (int64_t i = 0; i < t && s == GG_OK; i++) s = check_case(v, &L, &sum_k);
    return s;
}

const gg_validator gg_mimo_validator = {
    .check = check,
    .help = {.synopsis = "[--contest]",
             .summary = "check a judge input byte by byte (single spaces, one newline per line) against gridgames' limits, "
                        "or with --contest the contest's exactly (t <= 10^4, n, m, k <= 2*10^5, sum of k <= 2*10^5); exit 3 at the first violation"},
};
