/* strict.h (private): the strict reader behind every `validate` (testlib style). Where the
 * ordinary reader forgives blank space, this one demands the judge format to the byte: tokens
 * separated by exactly one space, every line ended by exactly one '\n', nothing after the last
 * line, integers without '+', leading zeros or "-0". Every error is GG_EINPUT with
 * "<name>:LINE:COLUMN: message" at the offending byte.
 *
 *   gg_strict v;
 *   gg_strict_init(&v, data, len, "<stdin>", diag);
 *   if ((s = gg_strict_int(&v, "n", 1, 100000, &n)) != GG_OK) return s;
 *   if ((s = gg_strict_eoln(&v)) != GG_OK) return s;
 *   ...
 *   return gg_strict_eof(&v);
 */
#ifndef GG_CORE_STRICT_H
#define GG_CORE_STRICT_H

#include <stddef.h>
#include <stdint.h>

#include <gridgames/error.h>
#include <gridgames/game.h>

typedef struct gg_strict {
    const unsigned char *p;
    size_t len, pos;
    uint64_t line, line_start;   /* 1-based line; offset of its first byte */
    const char *name;
    gg_diag *diag;
} gg_strict;

void gg_strict_init(gg_strict *v, const void *data, size_t len, const char *name, gg_diag *diag);
/* The start of a `<game> validate [--contest]` action: checks the options (--contest alone),
 * reads the whole input and opens v on it as "<stdin>"; *contest = 1 with --contest. */
gg_status gg_strict_open_action(gg_ctx *ctx, gg_strict *v, int *contest);
/* An integer in [lo, hi] starting exactly here. */
gg_status gg_strict_int(gg_strict *v, const char *what, int64_t lo, int64_t hi, int64_t *out);
/* A run of non-blank bytes starting exactly here (at most max bytes). */
gg_status gg_strict_token(gg_strict *v, const char *what, size_t max, const unsigned char **tok, size_t *len);
/* Exactly one ' '. */
gg_status gg_strict_space(gg_strict *v);
/* Exactly one '\n' (a '\r' before it is an error: judges' files are Unix text). */
gg_status gg_strict_eoln(gg_strict *v);
/* The end of the input. */
gg_status gg_strict_eof(gg_strict *v);
/* Records an error at the current position (or `back` bytes before it) and returns GG_EINPUT. */
gg_status gg_strict_fail(gg_strict *v, size_t back, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
