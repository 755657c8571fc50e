/* validate.c: `gridgames lamequeen validate [--contest]`, a testlib-style check of a judge input.
 *
 * Both modes read the judge format to the byte (src/core/strict.h): "d T" on the first line,
 * then T lines "x1 y1 x2 y2" with x1 <= x2 and y1 <= y2, single spaces, one '\n' after every
 * line, nothing after the last. --contest: CodeChef LAMQUGAM's limits (1 <= d <= 20,
 * 1 <= T <= 10^5, coordinates 1..200000). Without it, gridgames' own: T up to
 * GG_LAMEQUEEN_MAX_T, coordinates up to LQ_SWEEP_LIMIT (d >= 2) or GG_LAMEQUEEN_LIMIT_D1
 * (d = 1), and for d >= 2 at most LQ_SWEEP_MAX_T queries from the first one with a coordinate
 * above GG_LAMEQUEEN_LIMIT on (solve keeps those for its windowed sweep). */
#include "../../core/strict.h"
#include "internal.h"

#define CONTEST_T 100000
#define CONTEST_MAX 200000

/* One query line; `max` is the largest coordinate; *big set when a coordinate exceeds
 * GG_LAMEQUEEN_LIMIT. */
static gg_status check_query(gg_strict *v, int64_t max, int *big)
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
    *big = (uint64_t)x2 > GG_LAMEQUEEN_LIMIT || (uint64_t)y2 > GG_LAMEQUEEN_LIMIT;
    return gg_strict_eoln(v);
}

static gg_status check(gg_strict *v, int contest)
{
    int64_t d = 1, t = 0;
    gg_status s = gg_strict_int(v, "d", 1, GG_LAMEQUEEN_MAX_D, &d);
    if (s == GG_OK) s = gg_strict_space(v);
    if (s == GG_OK) s = gg_strict_int(v, "T", 1, contest ? CONTEST_T : GG_LAMEQUEEN_MAX_T, &t);
    if (s == GG_OK) s = gg_strict_eoln(v);
    int64_t max = contest ? CONTEST_MAX : (int64_t)(d == 1 ? GG_LAMEQUEEN_LIMIT_D1 : LQ_SWEEP_LIMIT);
    int64_t first = 0; /* d >= 2: the first query above the table's limit (1-based), or 0 */
    for (int64_t i = 0; i < t && s == GG_OK; i++) {
        int big = 0;
        if (first && i + 1 - first >= LQ_SWEEP_MAX_T)
            return gg_strict_fail(v, 0, "query %lld: more than %d queries from query %lld on, the first "
                                  "with a coordinate above %llu",
                                  (long long)(i + 1), LQ_SWEEP_MAX_T, (long long)first,
                                  (unsigned long long)GG_LAMEQUEEN_LIMIT);
        s = check_query(v, max, &big);
        if (big && !first && d >= 2) first = i + 1;
    }
    return s;
}

const gg_validator gg_lamequeen_validator = {
    .check = check,
    .help = {.synopsis = "[--contest]",
             .summary = "check a judge input byte by byte (single spaces, one newline per line) against gridgames' limits "
                        "(coordinates up to 10^18 for d = 1, 10^10 for d >= 2 with at most 10^5 queries from the first above 3*10^7 on), "
                        "or with --contest the contest's exactly (T <= 10^5, coordinates <= 200000); exit 3 at the first violation"},
};
