/* strict.h (private): the strict reader behind every `validate` (testlib style). Where the
 * ordinary reader forgives blank space, this one demands the judge format to the byte: tokens
 * separated by exactly one space, every line ended by exactly one '\n', nothing after the last
 * line, integers without '+', leading zeros or "-0". Every error is GG_EINPUT with
 * "<name>:LINE:COLUMN: message" at the offending byte.
 *
 * It streams: it reads its input through a gg_reader's window as it checks (a token is looked
 * at no further than its longest valid length plus one byte), so it stops at the first bad
 * byte and holds a bounded window whatever the input (`/dev/zero`, `yes 1`, a 10 GB file).
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
#include <gridgames/io.h>

typedef struct gg_strict {
    gg_reader *src;              /* where the bytes come from: &own, or the action's input */
    gg_reader own;               /* gg_strict_init's memory reader */
    size_t pos;                  /* bytes checked so far: the offset of the next byte */
    uint64_t line, line_start;   /* 1-based line; offset of its first byte */
    const char *name;
    gg_diag *diag;
} gg_strict;

/* A strict reader over data[0..len) (which must outlive it). */
void gg_strict_init(gg_strict *v, const void *data, size_t len, const char *name, gg_diag *diag);
/* The start of a `<game> validate [--contest]` action: checks the options (--contest alone)
 * and opens v on the action's input as "<stdin>", read as it is checked; *contest = 1 with
 * --contest. */
gg_status gg_strict_open_action(gg_ctx *ctx, gg_strict *v, int *contest);
/* An integer in [lo, hi] starting exactly here. */
gg_status gg_strict_int(gg_strict *v, const char *what, int64_t lo, int64_t hi, int64_t *out);
/* A run of non-blank bytes starting exactly here (at most max bytes, max at most a few KiB).
 * *tok stays valid until the next call on v. */
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
