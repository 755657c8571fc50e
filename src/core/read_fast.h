/* read_fast.h (private): the integer scanner under gg_read_int, as inline functions over the
 * reader's window: gg_quick_token for one token, gg_quick_scan (then gg_quick_commit) for a
 * run of them, which keeps the position, the line and the last token's place in registers and
 * stores them once for the whole run, and gg_quick_blocks for long runs (64 bytes at a time
 * with AVX-512 where the processor has it). It reads and writes the reader's fields (private to this
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

/* A run of hot-path tokens in progress (gg_quick_scan, gg_quick_blocks): where the next token
 * must start, the blank before it (0: none), the cursor so far and how many were taken. */
typedef struct gg_quick_state {
    const unsigned char *p, *end, *tok, *line_p;
    uint64_t lines;
    unsigned prev;
    size_t i;
} gg_quick_state;

/* The start of a run at the reader's position: the first token may follow one blank byte (of
 * any kind: the general path would skip it and count it the same) or none. */
static inline gg_quick_state gg_quick_begin(const gg_reader *r)
{
    const unsigned char *p = r->buf + r->pos;
    gg_quick_state st = {p, p, p, p, 0, 0, 0};
    if (r->len - r->pos >= 32 && gg_is_blank(*p)) st.prev = *st.p++;
    return st;
}

/* Takes the token at st->p into out[st->i]; 0 (nothing changed) when the hot path does not. */
static inline int gg_quick_take(gg_quick_state *st, int64_t lo, int64_t hi, int64_t *out)
{
    const unsigned char *q = gg_quick_token(st->p, lo, hi, &out[st->i]);
    if (!q) return 0;
    if (st->prev == '\n') { /* a branch: every 2nd or 4th token in the judge formats, predictably */
        st->lines++;
        st->line_p = st->p;
    }
    st->tok = st->p;
    st->end = q;
    st->prev = *q;
    st->p = q + 1;
    st->i++;
    return 1;
}

/* Tokens one at a time from st on, up to k in all; each must start at least 31 bytes before
 * the window's end. */
static inline void gg_quick_each(const gg_reader *r, int64_t lo, int64_t hi, int64_t *out, size_t k, gg_quick_state *st)
{
    if (r->len - r->pos < 32 || lo > hi) return;
    const unsigned char *first_last = r->buf + r->len - 31; /* a token may start up to here */
    while (st->i < k && st->p <= first_last) {
        /* a token (blank and all) spans at most 20 bytes: so many start in bounds */
        size_t room = (size_t)(first_last - st->p) / 20 + 1, stop = k - st->i < room ? k : st->i + room;
        while (st->i < stop)
            if (!gg_quick_take(st, lo, hi, out)) return;
    }
}

/* A run's cursor, for gg_quick_commit. */
static inline void gg_quick_end(const gg_quick_state *st, gg_quick_cursor *c)
{
    c->p = st->end;
    c->tok = st->tok;
    c->line_p = st->line_p;
    c->lines = st->lines;
}

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
    gg_quick_state st = gg_quick_begin(r);
    gg_quick_each(r, lo, hi, out, k, &st);
    gg_quick_end(&st, c);
    return st.i;
}

/* ---- long runs: 64 bytes at a time ---------------------------------------------------------
 * One token at a time, each token's place is known only once the one before it is converted
 * (a chain of a load and a dozen operations a token), and each is checked byte by byte.
 * gg_quick_blocks, on a processor with AVX-512 (the byte permutations of VBMI and VBMI2),
 * classifies 64 bytes at once instead (digits, '-', ' ', '\n': bit masks), which gives every
 * token's start and end and checks the layout of all of them, and converts 8 tokens at once;
 * elsewhere (and in the single files of `gridgames GAME source`, which leave this out) it is
 * gg_quick_scan. */

#ifndef GG_SINGLE_FILE /* the library's only: tools/amalgamate.py leaves this block out */
/* Where cpu.h has GG_TARGET_512 (x86-64 with GCC or Clang, the processor asked at run time;
 * -DGG_PORTABLE_SCAN leaves it out). */
#include "cpu.h"
#ifdef GG_TARGET_512
#include <immintrin.h>

#define GG_QUICK_512 1

/* The values of n <= 8 tokens of x (each at most 8 bytes, after a blank) whose last digits are
 * the bytes of x that bytes b..b+7 of `at` name, into out[0..n) up to the first outside [lo,
 * hi]; returns 0 when all are inside, else 1 + the index of the first outside. Each token's
 * lane holds the 8 bytes that end with its last digit: its digits on top, under them the blank
 * or its '-' (the highest byte that is no digit), under that anything (another token's bytes,
 * or bytes from the top of x when the lane reaches below x's first byte: they are cleared). */
GG_TARGET_512 static inline unsigned gg_values512(__m512i x, __m512i at, size_t b, unsigned n, int64_t lo,
                                                  int64_t hi, int sign, int64_t *out)
{
    /* byte 8 t + j of lane t's index: the t-th end, plus j - 7 (bytes from the end) */
    const __m512i lane = _mm512_set_epi64(0x0707070707070707, 0x0606060606060606, 0x0505050505050505,
                                          0x0404040404040404, 0x0303030303030303, 0x0202020202020202,
                                          0x0101010101010101, 0);
    const __m512i idx = _mm512_add_epi8(_mm512_permutexvar_epi8(_mm512_add_epi8(lane, _mm512_set1_epi8((char)b)), at),
                                        _mm512_set1_epi64(0x00fffefdfcfbfaf9));
    const __m512i g = _mm512_permutexvar_epi8(idx, x), d = _mm512_sub_epi8(g, _mm512_set1_epi8('0'));
    /* per lane, the bytes above its highest non-digit (a non-digit's d is above 9): the digits */
    const __m512i high = _mm512_andnot_si512(_mm512_set1_epi64(7), _mm512_lzcnt_epi64(_mm512_subs_epu8(d, _mm512_set1_epi8(9))));
    const __m512i digits = _mm512_sllv_epi64(_mm512_set1_epi64(-1), _mm512_sub_epi64(_mm512_set1_epi64(64), high));
    __m512i v = _mm512_maddubs_epi16(_mm512_and_si512(d, digits), _mm512_set1_epi16(1 << 8 | 10));
    v = _mm512_madd_epi16(v, _mm512_set1_epi32(1 << 16 | 100));
    v = _mm512_add_epi64(_mm512_mul_epu32(v, _mm512_set1_epi64(10000)), _mm512_srli_epi64(v, 32));
    if (sign) { /* the byte under the digits a '-': negate */
        const __m512i under = _mm512_andnot_si512(digits, _mm512_srli_epi64(digits, 8));
        const __m512i minus = _mm512_movm_epi8(_mm512_cmpeq_epi8_mask(g, _mm512_set1_epi8('-')));
        v = _mm512_mask_sub_epi64(v, _mm512_test_epi64_mask(minus, under), _mm512_setzero_si512(), v);
    }
    const unsigned keep = (1u << n) - 1;
    const unsigned outside = (_mm512_cmpgt_epi64_mask(v, _mm512_set1_epi64(hi)) |
                              _mm512_cmplt_epi64_mask(v, _mm512_set1_epi64(lo))) & keep;
    if (outside) { /* the run ends at the first value outside */
        const unsigned good = (unsigned)__builtin_ctz(outside);
        _mm512_mask_storeu_epi64(out, (__mmask8)((1u << good) - 1), v);
        return good + 1;
    }
    _mm512_mask_storeu_epi64(out, (__mmask8)keep, v);
    return 0;
}

/* The tokens from st->p on (a blank before it), as gg_quick_scan takes them, with AVX-512 (Ice
 * Lake, Zen 4 and later: gg_quick_blocks asks the processor), over windows 54 bytes apart, each
 * of the 64 bytes from the one before its tokens' first starts: the tokens that start in bytes
 * [1, 55) of a window. The layout is checked on the window's bit masks: from st->p on, tokens
 * of at most 8 bytes ('-' only first, before a digit, and only with sign), each followed by one
 * ' ' or '\n', up to the first byte that breaks this (9 token bytes in a row are left to
 * gg_quick_token); such a token is one gg_quick_token takes the same, with the same value, so
 * it is taken while in [lo, hi] and fewer than k in all. Their bytes are gathered by one
 * permutation, 8 tokens a vector (gg_values512). The windows' places do not depend on what is
 * in them; each goes on from the last only when that one took every token it holds and met
 * nothing else. No token is taken that starts past the one-token path's last start (31 bytes
 * before the reader's window ends), though the last window's bytes reach further: the run
 * takes exactly the tokens gg_quick_scan takes, whatever k, so a run made again with a smaller
 * k (gg_quick_groups) takes the first k of them. Returns how many it took (when fewer than 64
 * bytes are left, or a window stops the run, the next token is for gg_quick_take). */
GG_TARGET_512 static size_t gg_quick_run512(const gg_reader *r, int64_t lo, int64_t hi, int64_t *out, size_t k,
                                            gg_quick_state *st, int sign)
{
    const uint64_t whole_range = ((UINT64_C(1) << 55) - 1) & ~UINT64_C(1); /* the starts a window takes */
    const __m512i iota = _mm512_set_epi64(0x3f3e3d3c3b3a3938, 0x3736353433323130, 0x2f2e2d2c2b2a2928,
                                          0x2726252423222120, 0x1f1e1d1c1b1a1918, 0x1716151413121110,
                                          0x0f0e0d0c0b0a0908, 0x0706050403020100);
    const unsigned char *w = st->p - 1, *last = r->buf + r->len - 64, *lw = NULL, *nlw = NULL;
    size_t i0 = st->i, i = i0;
    uint64_t first = 2, lends = 0, lstarts = 0, nlm = 0, lines = 0; /* first: the window's byte 1 a token's */
    for (; i < k && w <= last; w += 54, first = 0) {
        /* no token starting after the one-token path's last start (31 bytes before the end):
         * cuts the last window only (w > end - 85), whose last start is then its byte 33..53 */
        const size_t cut = (size_t)(r->buf + r->len - 31 - w);
        const uint64_t range = cut >= 54 ? whole_range : whole_range & ((UINT64_C(2) << cut) - 1);
        const __m512i x = _mm512_loadu_si512((const void *)w);
        const uint64_t digit = _mm512_cmple_epu8_mask(_mm512_sub_epi8(x, _mm512_set1_epi8('0')), _mm512_set1_epi8(9));
        const uint64_t minus = sign ? _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('-')) : 0;
        const uint64_t newline = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('\n'));
        const uint64_t blank = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8(' ')) | newline, tok = digit | minus;
        const uint64_t starts = tok & ~(tok << 1) & range, t2 = tok & tok >> 1, t4 = t2 & t2 >> 2;
        uint64_t bad = ~(tok | blank) | (blank & blank << 1) | (minus & (~(digit >> 1) | tok << 1)) | (~tok & first);
        bad = (bad | (t4 & t4 >> 4 & tok >> 8)) & ~UINT64_C(1); /* also 9 token bytes in a row */
        const uint64_t late = tok & ~(tok << 1) & ~range & ~UINT64_C(1);
        /* the ends of this window's tokens, before a bad byte after them */
        uint64_t ends = tok & ~(tok >> 1) & (0 - (starts & (0 - starts))) & ((late & (0 - late)) - 1) &
                        (((bad & (0 - bad)) - 1) >> 1);
        const size_t all = (size_t)_mm_popcnt_u64(starts), whole = (size_t)_mm_popcnt_u64(ends);
        const size_t n = whole < k - i ? whole : k - i;
        size_t taken = 0;
        if (n) {
            const __m512i at = _mm512_maskz_compress_epi8(ends, iota); /* the ends' places, in order */
            for (size_t b = 0; b < n; b += 8) {
                const unsigned want = n - b < 8 ? (unsigned)(n - b) : 8;
                const unsigned stop = gg_values512(x, at, b, want, lo, hi, sign, out + i + b);
                if (stop) {
                    taken = b + stop - 1;
                    break;
                }
                taken = b + want;
            }
        }
        if (taken == 0) break;
        if (taken < whole) ends &= (_pdep_u64(UINT64_C(1) << (taken - 1), ends) << 1) - 1; /* those taken */
        const uint64_t mine = taken < all ? starts & ((UINT64_C(2) << (63 - _lzcnt_u64(ends))) - 1) : starts;
        const uint64_t nl = mine & newline << 1; /* a '\n' before a token taken is a line */
        lines += (uint64_t)_mm_popcnt_u64(nl);
        if (nl) nlw = w, nlm = nl;
        lw = w, lends = ends, lstarts = mine;
        i += taken;
        if (taken < all || (bad & range)) break;
    }
    if (lw) { /* the last token taken */
        const unsigned e = 63 - (unsigned)_lzcnt_u64(lends), s = 63 - (unsigned)_lzcnt_u64(lstarts);
        st->lines += lines;
        if (nlm) st->line_p = nlw + 63 - _lzcnt_u64(nlm);
        st->tok = lw + s;
        st->end = lw + e + 1;
        st->prev = *st->end;
        st->p = st->end + 1;
        st->i = i;
    }
    return i - i0;
}
#endif
#endif

/* gg_quick_scan, the same tokens taken, for long runs (the judge inputs' lines of points and
 * queries): for 8 tokens or more, while 64 bytes from the next token on are in the window,
 * gg_quick_run512 where the processor has it; a token it leaves (another blank, a long token,
 * the first one if no blank comes before it, the last 64 bytes) is taken one at a time as
 * gg_quick_scan takes it. */
static inline size_t gg_quick_blocks(const gg_reader *r, int64_t lo, int64_t hi, int64_t *out, size_t k,
                                     gg_quick_cursor *c)
{
    gg_quick_state st = gg_quick_begin(r);
#ifdef GG_QUICK_512
    if (k >= 8 && lo <= hi && (gg_cpu_features() & GG_CPU_RUN512)) {
        /* after a window that takes no token, the next tokens one at a time: 1, and twice as many
         * (up to 256) after each further such window (long integers: a window tried for each of
         * them would double their cost) */
        size_t alone = 1;
        while (st.i < k && r->len - (size_t)(st.p - r->buf) >= 64) {
            if (st.prev && gg_quick_run512(r, lo, hi, out, k, &st, lo <= 0)) {
                alone = 1;
                continue;
            }
            for (size_t j = 0; j < alone && st.i < k && r->len - (size_t)(st.p - r->buf) >= 64; j++)
                if (!gg_quick_take(&st, lo, hi, out)) {
                    gg_quick_end(&st, c);
                    return st.i;
                }
            alone = alone < 256 ? 2 * alone : 256;
        }
    }
#endif
    gg_quick_each(r, lo, hi, out, k, &st);
    gg_quick_end(&st, c);
    return st.i;
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
