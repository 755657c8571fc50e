/* validate.c: `gridgames tokens validate [--contest]`, a testlib-style check of a judge input.
 *
 * Without --contest: what gridgames accepts (format.c's reader: 1 <= n <= 10^7,
 * |x|, |y| <= 10^9, any blank space, repeated points allowed). With --contest: the contest's
 * constraints exactly, through the strict reader (src/core/strict.h): 1 <= n <= 10^5,
 * |x|, |y| <= 10^5, the n points pairwise distinct, single spaces, one '\n' ending every line,
 * nothing after the last line. The first violation is reported as <stdin>:LINE:COLUMN (a
 * repeated point at the first column of its second occurrence), exit 3; a valid input prints
 * nothing. Distinctness uses an open-addressing hash set of the packed points (2^18 slots,
 * more than twice the contest's n). */
#include <stdlib.h>

#include "../../core/strict.h"
#include "internal.h"

#define SLOTS (1u << 18)

/* Inserts key (never 0: coordinates are offset to be positive); 1 if it was already there. */
static int seen(uint64_t *slot, uint64_t key)
{
    uint64_t h = key * 0x9E3779B97F4A7C15ULL;
    for (uint32_t i = (uint32_t)(h >> 46);; i = (i + 1) & (SLOTS - 1)) {
        if (slot[i] == key) return 1;
        if (slot[i] == 0) {
            slot[i] = key;
            return 0;
        }
    }
}

static gg_status contest(const unsigned char *data, size_t len, gg_diag *diag)
{
    gg_strict v;
    int64_t n, x, y;
    gg_strict_init(&v, data, len, "<stdin>", diag);
    gg_status s = gg_strict_int(&v, "n", 1, GG_TOKENS_CONTEST_N, &n);
    if (s == GG_OK) s = gg_strict_eoln(&v);
    if (s != GG_OK) return s;
    uint64_t *slot = calloc(SLOTS, sizeof *slot);
    if (slot == NULL) return gg_diag_nomem(diag);
    for (int64_t i = 0; i < n && s == GG_OK; i++) {
        size_t line_start = v.pos;
        s = gg_strict_int(&v, "x", -GG_TOKENS_CONTEST_COORD, GG_TOKENS_CONTEST_COORD, &x);
        if (s == GG_OK) s = gg_strict_space(&v);
        if (s == GG_OK) s = gg_strict_int(&v, "y", -GG_TOKENS_CONTEST_COORD, GG_TOKENS_CONTEST_COORD, &y);
        /* |x|, |y| <= 10^5: the packed key fits easily and is never 0 */
        if (s == GG_OK && seen(slot, (uint64_t)(x + GG_TOKENS_CONTEST_COORD + 1) << 20 | (uint64_t)(y + GG_TOKENS_CONTEST_COORD + 1)))
            s = gg_strict_fail(&v, v.pos - line_start, "the point (%lld, %lld) is given twice: the points must be distinct",
                               (long long)x, (long long)y);
        if (s == GG_OK) s = gg_strict_eoln(&v);
    }
    free(slot);
    return s == GG_OK ? gg_strict_eof(&v) : s;
}

gg_status gg_tokens_validate_action(gg_ctx *ctx)
{
    static const char *const known[] = {"contest=0", NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    if (!gg_args_flag(ctx->args, "contest")) {
        gg_tokens_set set;
        gg_tokens_set_init(&set);
        s = gg_tokens_read(ctx->in, &set);
        gg_tokens_set_fini(&set);
        return s;
    }
    const unsigned char *data;
    size_t len;
    if ((s = gg_read_rest(ctx->in, &data, &len)) != GG_OK) return s;
    return contest(data, len, ctx->diag);
}
