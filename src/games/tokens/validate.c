/* validate.c: `gridgames tokens validate [--contest]`, a testlib-style check of a judge input.
 *
 * Both modes read the judge format to the byte (src/core/strict.h): single spaces, one '\n'
 * ending every line, nothing after the last line, integers without '+', leading zeros or "-0".
 * Without --contest: gridgames' limits (1 <= n <= 10^7, |x|, |y| <= 10^9, repeated points
 * allowed). With --contest: the contest's exactly: 1 <= n <= 10^5, |x|, |y| <= 10^5, the n
 * points pairwise distinct. The first violation is reported as <stdin>:LINE:COLUMN (a
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

static gg_status check(gg_strict *v, int contest)
{
    int64_t n, x, y;
    int64_t most = contest ? GG_TOKENS_CONTEST_N : GG_TOKENS_MAX_N;
    int64_t coord = contest ? GG_TOKENS_CONTEST_COORD : GG_TOKENS_MAX_COORD;
    gg_status s = gg_strict_int(v, "n", 1, most, &n);
    if (s == GG_OK) s = gg_strict_eoln(v);
    if (s != GG_OK) return s;
    uint64_t *slot = contest ? calloc(SLOTS, sizeof *slot) : NULL; /* repeats are the contest's rule only */
    if (contest && slot == NULL) return gg_diag_nomem(v->diag);
    for (int64_t i = 0; i < n && s == GG_OK; i++) {
        size_t line_start = v->pos;
        s = gg_strict_int(v, "x", -coord, coord, &x);
        if (s == GG_OK) s = gg_strict_space(v);
        if (s == GG_OK) s = gg_strict_int(v, "y", -coord, coord, &y);
        /* |x|, |y| <= 10^5: the packed key fits easily and is never 0 */
        if (s == GG_OK && slot && seen(slot, (uint64_t)(x + coord + 1) << 20 | (uint64_t)(y + coord + 1)))
            s = gg_strict_fail(v, v->pos - line_start, "the point (%lld, %lld) is given twice: the points must be distinct",
                               (long long)x, (long long)y);
        if (s == GG_OK) s = gg_strict_eoln(v);
    }
    free(slot);
    return s;
}

const gg_validator gg_tokens_validator = {
    .check = check,
    .help = {.synopsis = "[--contest]",
             .summary = "check a judge input byte by byte (single spaces, one newline per line) against gridgames' limits, "
                        "or with --contest the contest's exactly (n <= 10^5, |x|, |y| <= 10^5, distinct points); exit 3 at "
                        "the first violation"},
};
