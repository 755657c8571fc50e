/* validate.c: `gridgames go validate [--contest]`, a testlib-style check of a judge input.
 *
 * Both modes read the judge format to the byte (src/core/strict.h): T on a line, then per
 * board n on a line and n rows of exactly n characters over x, o, '.', each ended by one
 * '\n', nothing after the last. --contest: ICPC 2020 Nanjing G's limits (2 <= n <= 1000, the
 * sum of n at most 5000, hence T <= 2500). Without it, gridgames' own: 1 <= n <= GG_GO_MAX_N,
 * 1 <= T <= GG_GO_MAX_T, no sum limit. */
#include <stdio.h>

#include "../../core/strict.h"
#include "internal.h"

#define CONTEST_MIN_N 2
#define CONTEST_MAX_N 1000
#define CONTEST_SUM_N 5000

typedef struct go_limits {
    int64_t t, min_n, max_n, sum_n;
} go_limits;

/* One row of exactly n points. */
static gg_status check_row(gg_strict *v, int64_t n, int64_t row)
{
    const unsigned char *tok;
    size_t len;
    char what[48];
    snprintf(what, sizeof what, "row %lld", (long long)row);
    gg_status s = gg_strict_token(v, what, (size_t)n, &tok, &len);
    if (s != GG_OK) return s;
    for (size_t j = 0; j < len; j++)
        if (tok[j] != 'x' && tok[j] != 'o' && tok[j] != '.')
            return gg_strict_fail(v, len - j, "row %lld: '%c' is not a point (x, o or .)", (long long)row,
                                  tok[j] >= 32 && tok[j] < 127 ? tok[j] : '?');
    if ((int64_t)len < n)
        return gg_strict_fail(v, 0, "row %lld has %zu of its n = %lld points", (long long)row, len, (long long)n);
    return gg_strict_eoln(v);
}

static gg_status check_board(gg_strict *v, const go_limits *L, int64_t *sum_n)
{
    int64_t n;
    size_t at = v->pos;
    gg_status s = gg_strict_int(v, "n", L->min_n, L->max_n, &n);
    if (s != GG_OK) return s;
    if (L->sum_n > 0 && n > L->sum_n - *sum_n)
        return gg_strict_fail(v, v->pos - at, "the sum of n reaches %lld, above %lld", (long long)(*sum_n + n),
                              (long long)L->sum_n);
    *sum_n += n;
    s = gg_strict_eoln(v);
    for (int64_t r = 1; r <= n && s == GG_OK; r++) s = check_row(v, n, r);
    return s;
}

static gg_status check(gg_strict *v, int contest)
{
    const go_limits L = contest ? (go_limits){CONTEST_SUM_N / CONTEST_MIN_N, CONTEST_MIN_N, CONTEST_MAX_N, CONTEST_SUM_N}
                                : (go_limits){GG_GO_MAX_T, 1, GG_GO_MAX_N, 0};
    int64_t t, sum_n = 0;
    gg_status s = gg_strict_int(v, "T", 1, L.t, &t);
    if (s == GG_OK) s = gg_strict_eoln(v);
    for (int64_t i = 0; i < t && s == GG_OK; i++) s = check_board(v, &L, &sum_n);
    return s;
}

const gg_validator gg_go_validator = {
    .check = check,
    .help = {.synopsis = "[--contest]",
             .summary = "check a judge input byte by byte (single spaces, one newline per line) against gridgames' limits, "
                        "or with --contest the contest's exactly (2 <= n <= 1000, sum of n <= 5000); exit 3 at the first violation"},
};
