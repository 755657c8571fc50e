/* validate.c: the template game's validator (gg_validator, game.h), which gives it the
 * generic `validate [--contest]`: the judge format to the byte through the strict reader
 * (src/core/strict.h) and the limits of template.h (1 <= t <= 10^4; 0 <= n <= 10^6;
 * 1 <= k <= 10; sizes 1..10^6; the sum of n at most 10^7). The template has no contest:
 * --contest checks the same. */
#include "../../core/strict.h"
#include "internal.h"

/* "n k" and the line of k sizes of one test case. */
static gg_status check_case(gg_strict *v, int64_t *total_n)
{
    int64_t n, k = 0, size;
    size_t at = v->pos;
    gg_status s = gg_strict_int(v, "n", 0, GG_TEMPLATE_MAX_N, &n);
    if (s != GG_OK) return s;
    if (n > (int64_t)GG_TEMPLATE_MAX_TOTAL_N - *total_n)
        return gg_strict_fail(v, v->pos - at, "the sum of n reaches %lld, above %llu", (long long)(*total_n + n),
                              (unsigned long long)GG_TEMPLATE_MAX_TOTAL_N);
    *total_n += n;
    if ((s = gg_strict_space(v)) == GG_OK) s = gg_strict_int(v, "k", 1, GG_TEMPLATE_MAX_K, &k);
    if (s == GG_OK) s = gg_strict_eoln(v);
    for (int64_t j = 0; j < k && s == GG_OK; j++) {
        if (j > 0) s = gg_strict_space(v);
        if (s == GG_OK) s = gg_strict_int(v, "a size", 1, GG_TEMPLATE_MAX_S, &size);
    }
    return s == GG_OK ? gg_strict_eoln(v) : s;
}

static gg_status check(gg_strict *v, int contest)
{
    (void)contest; /* no contest: the same limits */
    int64_t t, total_n = 0;
    gg_status s = gg_strict_int(v, "t", 1, GG_TEMPLATE_MAX_T, &t);
    if (s == GG_OK) s = gg_strict_eoln(v);
    for (int64_t i = 0; i < t && s == GG_OK; i++) s = check_case(v, &total_n);
    return s;
}

const gg_validator gg_template_validator = {
    .check = check,
    .help = {.synopsis = "[--contest]",
             .summary = "check a judge input byte by byte (single spaces, one newline per line) against the limits of "
                        "template.h (no contest: --contest checks the same); exit 3 at the first violation"},
};
