/* read_fast.h (private): the integer scanner under gg_read_int, as inline functions over the
 * reader's window: gg_quick_token for one token, gg_quick_scan (then gg_quick_commit) for a
 * run of them, which keeps the position, the line and the last token's place in registers and
 * stores them once for the whole run. It reads and writes the reader's fields (private to this
 * header and src/core/reader.c) and calls nothing of the reader's: reader.c builds gg_read_int
 * on it, and src/core/reader.h gives it to the games (with the run helper gg_quick_groups and
 * the accessors). Games include reader.h, not this file. */
#ifndef GG_CORE_READ_FAST_H
#define GG_CORE_READ_FAST_H

#include <stddef.h>
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
    /* x * (1 + 10 * 2^8) holds 10 d[i] + d[i + 1] in byte i + 1 (no byte exceeds 99, so no
     * carry crosses a byte); likewise for pairs and groups of four. Bits past 64 are lost
     * only above the values kept. */
    x = (x * (1 + (10u << 8)) >> 8) & 0x00ff00ff00ff00ffu;                  /* pairs of digits */
    x = (x * (1 + (100u << 16)) >> 16) & 0x0000ffff0000ffffu;               /* groups of four */
    return x * (1 + (UINT64_C(10000) << 32)) >> 32;                         /* all eight */
}

/* One token of gg_read_int's hot path, for the judge inputs' millions of small integers,
 * starting at p: an optional '-' and 1..18 digits (below 10^18, so no overflow check), then a
 * blank byte, and the value in [lo, hi] (lo <= hi: the caller checks); p must be at least 31
 * bytes before the window's end (the caller checks). The first 8 bytes of the digits are
 * classified and converted as one word. A range above 0 takes no sign: a '-' is then not a
 * digit and the token goes to the general path, as its value (at most 0) would (inlined with
 * a constant lo, the sign costs nothing there). Returns the byte after the digits (a blank),
 * with *out the value; NULL when the hot path does not take the token. Reads only. */
static inline const unsigned char *gg_quick_token(const unsigned char *p, int64_t lo, int64_t hi, int64_t *out)
{
    uint64_t neg = lo <= 0 && *p == '-';
    const unsigned char *start = p + neg;
    uint64_t w;
    memcpy(&w, start, 8);
    uint64_t x = w ^ 0x3030303030303030u; /* a digit byte becomes 0..9 */
    /* A byte is not a digit iff its high nibble or that of byte + 6 is set; a carry out of a
     * non-digit byte can only mark the bytes above it, so the lowest mark is exact. */
    uint64_t nd = (x | (x + 0x0606060606060606u)) & 0xf0f0f0f0f0f0f0f0u;
    size_t n;
    uint64_t v;
    if (nd) {
        unsigned bits = (unsigned)__builtin_ctzll(nd) & 56; /* 8 n: n digits, then a non-digit */
        if (bits == 0) return NULL;
        n = bits / 8;
        v = gg_eight_digits(x << (64 - bits)); /* the n digits on top, low bytes 0: leading zeros */
    } else {
        n = 8;
        v = gg_eight_digits(x);
        unsigned d;
        while (n < 18 && (d = (unsigned)start[n] - '0') <= 9) {
            v = v * 10 + d;
            n++;
        }
    }
    if (!gg_is_blank(start[n])) return NULL; /* a 19th digit, or not an integer: the general path */
    int64_t m = -(int64_t)neg, x64 = ((int64_t)v ^ m) - m; /* -v when neg, without a branch */
    if ((uint64_t)x64 - (uint64_t)lo > (uint64_t)hi - (uint64_t)lo) return NULL; /* one compare */
    *out = x64;
    return start + n;
}

/* Where a run of hot-path tokens left off, not yet stored in the reader (gg_quick_scan). */
typedef struct gg_quick_cursor {
    const unsigned char *p;      /* the byte after the last token taken */
    const unsigned char *tok;    /* the last token's first byte */
    const unsigned char *line_p; /* the byte after the last '\n' skipped, if lines > 0 */
    uint64_t lines;              /* '\n' bytes skipped */
} gg_quick_cursor;

/* Up to k integers in [lo, hi] into out[0..], stopping before the first one the hot path
 * does not take; returns how many. Each token may follow one blank byte (of any kind: the
 * general path would skip it and count it the same) or none, and must start at least 32
 * bytes before the window's end. The reader is not changed: gg_quick_commit(r, c) then leaves
 * it as gg_read_int would have after the same integers (position just after the last one,
 * the lines counted, the last token's line and column); without the commit the integers stay
 * unread, so a caller may check them first and leave them to gg_read_int otherwise.
 *
 * A token's blank is counted (a '\n' as a line) only once the token is taken, so a token
 * not taken leaves its blank unread too. After the first token the blank is the byte that
 * ended the previous one, already known to be blank. An empty range (lo > hi) takes none. */
static inline size_t gg_quick_scan(const gg_reader *r, int64_t lo, int64_t hi, int64_t *out, size_t k,
                                   gg_quick_cursor *c)
{
    const unsigned char *b = r->buf, *p = b + r->pos, *end = p, *tok = p, *line_p = p;
    uint64_t lines = 0;
    size_t i = 0;
    if (r->len - r->pos >= 32 && lo <= hi) {
        const unsigned char *blank_last = b + r->len - 32; /* a token's blank may be up to here */
        unsigned prev = *p; /* the blank before the next token, or 0 */
        if (gg_is_blank(prev)) p++;
        else prev = 0;
        while (i < k && p <= blank_last + 1) {
            /* a token (blank and all) spans at most 20 bytes: so many start in bounds */
            size_t room = (size_t)(blank_last + 1 - p) / 20 + 1, stop = k - i < room ? k : i + room;
            for (; i < stop; i++) {
                const unsigned char *q = gg_quick_token(p, lo, hi, &out[i]);
                if (!q) goto done;
                if (prev == '\n') { /* a branch: every 2nd or 4th token in the judge formats, predictably */
                    lines++;
                    line_p = p;
                }
                tok = p;
                end = q;
                prev = *q;
                p = q + 1;
            }
        }
    }
done:
    c->p = end;
    c->tok = tok;
    c->line_p = line_p;
    c->lines = lines;
    return i;
}

/* Stores a gg_quick_scan's progress in the reader (nothing if it took no integer). */
static inline void gg_quick_commit(gg_reader *r, const gg_quick_cursor *c)
{
    const unsigned char *b = r->buf;
    if (c->p == b + r->pos) return;
    if (c->lines) {
        r->line += c->lines;
        r->line_start = r->base + (size_t)(c->line_p - b);
    }
    r->tok_line = r->line;
    r->tok_col = r->base + (size_t)(c->tok - b) - r->line_start + 1;
    r->pos = (size_t)(c->p - b);
}

/* gg_quick_scan and gg_quick_commit at once: up to k integers read; returns how many. */
static inline size_t gg_quick_ints(gg_reader *r, int64_t lo, int64_t hi, int64_t *out, size_t k)
{
    gg_quick_cursor c;
    size_t n = gg_quick_scan(r, lo, hi, out, k, &c);
    gg_quick_commit(r, &c);
    return n;
}

/* The hot path of gg_read_int: one integer as gg_quick_scan takes it. Returns 1 and consumes
 * the token (its position marked, the line counted) on success; 0, having changed nothing, to
 * let the general path take the token and describe any error. */
static inline int gg_quick_int(gg_reader *r, int64_t lo, int64_t hi, int64_t *out)
{
    return gg_quick_ints(r, lo, hi, out, 1) == 1;
}

#endif
