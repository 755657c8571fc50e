/* strict.c: the strict reader behind `validate` (see strict.h): it reads through the gg_reader's
 * window as it checks (gg_reader_peek), keeping only offsets of its own. */
#include <stdarg.h>
#include <stdio.h>

#include <gridgames/io.h>

#include "reader.h"
#include "strict.h"

void gg_strict_init(gg_strict *v, const void *data, size_t len, const char *name, gg_diag *diag)
{
    gg_reader_open_mem(&v->own, data, len, name, diag);
    v->src = &v->own;
    v->pos = 0;
    v->line = 1;
    v->line_start = 0;
    v->name = name;
    v->diag = diag;
}

/* At least `want` bytes from the position (fewer at the end of the input): *p; how many.
 * -1 after a read error (recorded). */
static long peek(gg_strict *v, size_t want, const unsigned char **p)
{
    return gg_reader_peek(v->src, want, p);
}

static void advance(gg_strict *v, size_t n)
{
    gg_reader_advance(v->src, n);
    v->pos += n;
}

gg_status gg_strict_fail(gg_strict *v, size_t back, const char *fmt, ...)
{
    char msg[GG_DIAG_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    size_t at = v->pos >= back ? v->pos - back : 0;
    return gg_diag_set(v->diag, GG_EINPUT, "%s:%llu:%llu: %s", v->name, (unsigned long long)v->line,
                       (unsigned long long)(at - v->line_start + 1), msg);
}

/* What stands at the current position, for messages. */
static void here(gg_strict *v, char *q, size_t qsz)
{
    const unsigned char *p;
    long n = peek(v, 13, &p);
    gg_quote_bytes(q, qsz, p, n > 0 ? (size_t)n : 0, 12);
}

gg_status gg_strict_token(gg_strict *v, const char *what, size_t max, const unsigned char **tok, size_t *len)
{
    const unsigned char *p;
    long have = peek(v, max + 1, &p); /* one byte past the longest token: its end, or too long */
    if (have < 0) return v->diag ? v->diag->status : GG_ESYS;
    size_t i = 0;
    while (i < (size_t)have && p[i] != ' ' && p[i] != '\n' && p[i] != '\r' && p[i] != '\t') i++;
    if (i == 0) {
        char q[64];
        here(v, q, sizeof q);
        return gg_strict_fail(v, 0, "expected %s, found %s", what, q);
    }
    if (i > max) return gg_strict_fail(v, 0, "%s is longer than %zu characters", what, max);
    *tok = p;
    *len = i;
    advance(v, i);
    return GG_OK;
}

/* The byte at the position and the one after it (-1: none, the end of the input). */
static void next_two(gg_strict *v, int *a, int *b)
{
    const unsigned char *p;
    long n = peek(v, 2, &p);
    *a = n >= 1 ? p[0] : -1;
    *b = n >= 2 ? p[1] : -1;
}

gg_status gg_strict_int(gg_strict *v, const char *what, int64_t lo, int64_t hi, int64_t *out)
{
    const unsigned char *t;
    size_t n;
    gg_status s = gg_strict_token(v, what, 20, &t, &n);
    if (s != GG_OK) return s;
    size_t i = t[0] == '-';
    int bad = i == n;
    uint64_t x = 0;
    for (size_t k = i; k < n && !bad; k++) {
        if (t[k] < '0' || t[k] > '9' || x > (UINT64_MAX - (uint64_t)(t[k] - '0')) / 10) bad = 1;
        else x = x * 10 + (uint64_t)(t[k] - '0');
    }
    if (bad) return gg_strict_fail(v, n, "%s must be an integer, found '%.*s'", what, (int)n, (const char *)t);
    if ((n - i > 1 && t[i] == '0') || (i && x == 0))
        return gg_strict_fail(v, n, "%s is written '%.*s': no leading zeros or -0", what, (int)n, (const char *)t);
    int neg = i == 1;
    if ((!neg && x > (uint64_t)INT64_MAX) || (neg && x > (uint64_t)INT64_MAX + 1) ||
        (neg ? (x > (uint64_t)INT64_MAX ? INT64_MIN : -(int64_t)x) : (int64_t)x) < lo ||
        (neg ? (x > (uint64_t)INT64_MAX ? INT64_MIN : -(int64_t)x) : (int64_t)x) > hi)
        return gg_strict_fail(v, n, "%s is %.*s, outside %lld..%lld", what, (int)n, (const char *)t, (long long)lo,
                              (long long)hi);
    *out = neg ? (x > (uint64_t)INT64_MAX ? INT64_MIN : -(int64_t)x) : (int64_t)x;
    return GG_OK;
}

gg_status gg_strict_space(gg_strict *v)
{
    int a, b;
    next_two(v, &a, &b);
    if (a == ' ') {
        advance(v, 1);
        if (b == ' ' || b == '\t')
            return gg_strict_fail(v, 0, "two blanks in a row: values are separated by exactly one space");
        return GG_OK;
    }
    char q[64];
    here(v, q, sizeof q);
    return gg_strict_fail(v, 0, "expected one space, found %s", q);
}

gg_status gg_strict_eoln(gg_strict *v)
{
    int a, b;
    next_two(v, &a, &b);
    if (a == '\n') {
        advance(v, 1);
        v->line++;
        v->line_start = v->pos;
        return GG_OK;
    }
    char q[64];
    here(v, q, sizeof q);
    if (a == '\r') return gg_strict_fail(v, 0, "a carriage return: lines end with \\n alone");
    if (a == ' ') return gg_strict_fail(v, 0, "a space at the end of the line");
    return gg_strict_fail(v, 0, "expected the end of the line, found %s", q);
}

gg_status gg_strict_eof(gg_strict *v)
{
    int a, b;
    next_two(v, &a, &b);
    if (a < 0) return v->diag && v->diag->status != GG_OK ? v->diag->status : GG_OK;
    char q[64];
    here(v, q, sizeof q);
    return gg_strict_fail(v, 0, "expected the end of the input, found %s", q);
}

gg_status gg_strict_open_action(gg_ctx *ctx, gg_strict *v, int *contest)
{
    static const char *const known[] = {"contest=0", NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    gg_strict_init(v, "", 0, "<stdin>", ctx->diag);
    v->src = ctx->in;
    *contest = gg_args_flag(ctx->args, "contest");
    return GG_OK;
}
