/* validate.c: `gridgames knightmare validate [--contest]` — checks a judge input (the start:
 * "n m", then "x1 y1 x2 y2") like a testlib validator. With --contest, the contest's format to
 * the byte (core/strict.h): single spaces, one '\n' at the end of each line, nothing after the
 * last line, n and m even in [6, 1000], 1 <= x <= n, 1 <= y <= m, the knights on different
 * cells, neither on its own target. Without it, the ordinary reader (blank space forgiven) and
 * the same rules (gridgames' limits are the contest's). First violation: GG_EINPUT (exit 3)
 * with <stdin>:LINE:COLUMN; a valid input: exit 0, nothing printed. */
#include <stdio.h>

#include "../../core/reader.h"
#include "../../core/strict.h"
#include "internal.h"

/* One coordinate after a single space; its value in *out. */
static gg_status coord(gg_strict *v, const char *what, int64_t hi, int first, int64_t *out)
{
    gg_status st = first ? GG_OK : gg_strict_space(v);
    if (st == GG_OK) st = gg_strict_int(v, what, 1, hi, out);
    return st;
}

static gg_status validate_contest(gg_ctx *ctx)
{
    const unsigned char *data;
    size_t len;
    gg_status st = gg_read_rest(ctx->in, &data, &len);
    if (st != GG_OK) return st;
    gg_strict v;
    gg_strict_init(&v, data, len, gg_reader_name(ctx->in), ctx->diag);
    int64_t n, m, x1, y1, x2, y2;
    size_t at = v.pos;
    if ((st = gg_strict_int(&v, "n", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &n)) != GG_OK) return st;
    if (n % 2) return gg_strict_fail(&v, v.pos - at, "n must be even, found %lld", (long long)n);
    if ((st = gg_strict_space(&v)) != GG_OK) return st;
    at = v.pos;
    if ((st = gg_strict_int(&v, "m", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &m)) != GG_OK) return st;
    if (m % 2) return gg_strict_fail(&v, v.pos - at, "m must be even, found %lld", (long long)m);
    if ((st = gg_strict_eoln(&v)) != GG_OK) return st;
    if ((st = coord(&v, "x1", n, 1, &x1)) != GG_OK || (st = coord(&v, "y1", m, 0, &y1)) != GG_OK ||
        (st = coord(&v, "x2", n, 0, &x2)) != GG_OK || (st = coord(&v, "y2", m, 0, &y2)) != GG_OK)
        return st;
    gg_knightmare_start s = {(int)n, (int)m, (int)x1, (int)y1, (int)x2, (int)y2};
    char why[128];
    if (gg_knightmare_start_problem(&s, why, sizeof why)) {
        v.pos = v.line_start; /* the problem is the line's: point at its first byte */
        return gg_strict_fail(&v, 0, "%s", why);
    }
    if ((st = gg_strict_eoln(&v)) != GG_OK) return st;
    return gg_strict_eof(&v);
}

gg_status gg_knightmare_validate_action(gg_ctx *ctx)
{
    const char *const known[] = {"contest=0", NULL};
    gg_status st = gg_args_check(ctx, known);
    if (st != GG_OK) return st;
    if (gg_args_flag(ctx->args, "contest")) return validate_contest(ctx);
    gg_knightmare_start s;
    if ((st = gg_knightmare_read_start(ctx->in, &s)) != GG_OK) return st;
    return gg_read_end(ctx->in, "the start");
}
