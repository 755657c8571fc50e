/* validate.c: `gridgames lamequeen validate [--contest]`, a testlib-style check of a judge input.
 *
 * Both modes read the judge format to the byte (src/core/strict.h): "d T" on the first line,
 * then T lines "x1 y1 x2 y2" with x1 <= x2 and y1 <= y2, single spaces, one '\n' after every
 * line, nothing after the last. --contest: CodeChef LAMQUGAM's limits (1 <= d <= 20,
 * 1 <= T <= 10^5, coordinates 1..200000). Without it, gridgames' own: T up to
 * GG_LAMEQUEEN_MAX_T, coordinates up to GG_LAMEQUEEN_LIMIT (d >= 2) or GG_LAMEQUEEN_LIMIT_D1
 * (d = 1). */
#include "../../core/strict.h"
#include "internal.h"

#define CONTEST_T 100000
#define CONTEST_MAX 200000

/* One query line; `max` is the largest coordinate. */
static gg_status check_query(gg_strict *v, int64_t max)
{
    int64_t x1, y1, x2, y2;
    gg_status s = gg_strict_int(v, "x1", 1, max, &x1);
    if (s == GG_OK) s = gg_strict_space(v);
    if (s == GG_OK) s = gg_strict_int(v, "y1", 1, max, &y1);
    if (s == GG_OK) s = gg_strict_space(v);
    if (s != GG_OK) return s;
    size_t at = v->pos;
    if ((s = gg_strict_int(v, "x2", 1, max, &x2)) != GG_OK) return s;
    if (x2 < x1)
        return gg_strict_fail(v, v->pos - at, "x2 = %lld is less than x1 = %lld", (long long)x2, (long long)x1);
    if ((s = gg_strict_space(v)) != GG_OK) return s;
    at = v->pos;
    if ((s = gg_strict_int(v, "y2", 1, max, &y2)) != GG_OK) return s;
    if (y2 < y1)
        return gg_strict_fail(v, v->pos - at, "y2 = %lld is less than y1 = %lld", (long long)y2, (long long)y1);
    return gg_strict_eoln(v);
}

static gg_status check(gg_strict *v, int contest)
{
    int64_t d = 1, t = 0;
    gg_status s = gg_strict_int(v, "d", 1, GG_LAMEQUEEN_MAX_D, &d);
    if (s == GG_OK) s = gg_strict_space(v);
    if (s == GG_OK) s = gg_strict_int(v, "T", 1, contest ? CONTEST_T : GG_LAMEQUEEN_MAX_T, &t);
    if (s == GG_OK) s = gg_strict_eoln(v);
    int64_t max = contest ? CONTEST_MAX : (int64_t)(d == 1 ? GG_LAMEQUEEN_LIMIT_D1 : GG_LAMEQUEEN_LIMIT);
    for (int64_t i = 0; i < t && s == GG_OK; i++) s = check_query(v, max);
    return s;
}

const gg_validator gg_lamequeen_validator = {
    .check = check,
    .help = {.synopsis = "[--contest]",
             .summary = "check a judge input byte by byte (single spaces, one newline per line) against gridgames' limits, "
                        "or with --contest the contest's exactly (T <= 10^5, coordinates <= 200000); exit 3 at the first violation"},
};
