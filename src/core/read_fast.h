/* read_fast.h (private): gg_read_int's hot path as an inline function, so that the readers of
 * the multi-million-integer judge inputs (Mimo's cases, Tokens' points, Lame queen's queries)
 * take it inside their own loops without a call: gg_read_int_hot. The reader's fields are
 * private to src/core/reader.c and this header. */
#ifndef GG_CORE_READ_FAST_H
#define GG_CORE_READ_FAST_H

#include <stdint.h>
#include <string.h>

#include <gridgames/io.h>

static inline int gg_is_blank(unsigned c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

/* The value of 8 decimal digits d[0..7] (d[0] the most significant) given as the bytes of a
 * little-endian word holding the digit values 0..9 (eight at once, three multiplies). */
static inline uint64_t gg_eight_digits(uint64_t x)
{
    x = (x * 10 + (x >> 8)) & 0x00ff00ff00ff00ffu;          /* pairs of digits */
    x = (x * 100 + (x >> 16)) & 0x0000ffff0000ffffu;        /* groups of four */
    return (x * 10000 + (x >> 32)) & 0xffffffffu;           /* all eight */
}

/* The hot path of gg_read_int, for the judge inputs' millions of small integers: one
 * ' ' or '\n' (or none) before the token, an optional '-' and 1..18 digits (below 10^18, so
 * no overflow check), then a blank byte, all at least 32 bytes before the window's end, and
 * the value in range. The first 8 bytes of the digits are classified and converted as one
 * word. Returns 1 and consumes the token (its position marked, the line counted) on success;
 * 0, having changed nothing, to let the general path take the token and describe any error. */
static inline int gg_quick_int(gg_reader *r, int64_t lo, int64_t hi, int64_t *out)
{
    const unsigned char *b = r->buf, *p = b + r->pos;
    if (r->len - r->pos < 32) return 0; /* near the window's end: the general path refills */
    int nl = *p == '\n';
    p += nl || *p == ' ';
    int neg = *p == '-';
    const unsigned char *start = p + neg;
    uint64_t w;
    memcpy(&w, start, 8);
    uint64_t x = w ^ 0x3030303030303030u; /* a digit byte becomes 0..9 */
    /* A byte is not a digit iff its high nibble or that of byte + 6 is set; a carry out of a
     * non-digit byte can only mark the bytes above it, so the lowest mark is exact. */
    uint64_t nd = (x | (x + 0x0606060606060606u)) & 0xf0f0f0f0f0f0f0f0u;
    size_t n = nd ? (size_t)__builtin_ctzll(nd) / 8 : 8;
    if (n == 0) return 0;
    uint64_t v = gg_eight_digits(n < 8 ? x << (8 * (8 - n)) : x); /* low bytes 0: leading zeros */
    unsigned d;
    while (n < 18 && (d = (unsigned)start[n] - '0') <= 9) {
        v = v * 10 + d;
        n++;
    }
    if (!gg_is_blank(start[n])) return 0; /* a 19th digit, or not an integer: the general path */
    int64_t x64 = neg ? -(int64_t)v : (int64_t)v;
    if (x64 < lo || x64 > hi) return 0;
    if (nl) {
        r->line++;
        r->line_start = r->base + r->pos + 1;
    }
    r->tok_line = r->line;
    r->tok_col = r->base + (size_t)(p - b) - r->line_start + 1;
    r->pos = (size_t)(start + n - b);
    *out = x64;
    return 1;
}

/* gg_read_int, with its hot path inlined at the call. */
static inline gg_status gg_read_int_hot(gg_reader *r, const char *what, int64_t lo, int64_t hi, int64_t *out)
{
    return gg_quick_int(r, lo, hi, out) ? GG_OK : gg_read_int(r, what, lo, hi, out);
}

#endif
