/* format.c: the lame queen's judge format, both ways. Reads "d T" and T lines "x1 y1 x2 y2"
 * (checking every value: d in 1..20, T in 1..10^8, 1 <= x1 <= x2 <= limit, 1 <= y1 <= y2 <= limit
 * where the limit depends on d: gg_lamequeen_limit, here, or for solve LQ_SWEEP_LIMIT when
 * d >= 2), writes inputs in the same form (gen,
 * verify) and each answer as an irreducible fraction p/q (the solve loop's runs of them eight
 * queries a vector where the processor has AVX-512: lines_wide). */
#include <stdio.h>
#include <string.h>

#include "../../core/reader.h"
#include "../../core/write_fast.h"
#include "internal.h"

#ifndef GG_SINGLE_FILE /* the library's only: tools/amalgamate.py leaves this block out */
#include "../../core/cpu.h"
#ifdef GG_TARGET_512
#include <immintrin.h>
#endif
#endif

/* The largest coordinate of the per-query solver for lameness d (the table's limit for d >= 2;
 * solve.c reads through this file, never the other way). The solve action raises it to
 * LQ_SWEEP_LIMIT for d >= 2 (loop.c), answering past the table by the windowed sweep. */
uint64_t gg_lamequeen_limit(int d)
{
    return d == 1 ? GG_LAMEQUEEN_LIMIT_D1 : GG_LAMEQUEEN_LIMIT;
}

gg_status gg_lamequeen_read_header(gg_reader *in, uint64_t cap, const char *who, lq_input *h)
{
    int64_t v;
    gg_status s = gg_read_int(in, "d", 1, GG_LAMEQUEEN_MAX_D, &v);
    if (s != GG_OK) return s;
    h->d = (int)v;
    s = gg_read_int(in, "the number of queries T", 1, GG_LAMEQUEEN_MAX_T, &v);
    if (s != GG_OK) return s;
    h->t = (uint64_t)v;
    h->limit = gg_lamequeen_limit(h->d) < cap ? gg_lamequeen_limit(h->d) : cap;
    char dw[32];
    snprintf(dw, sizeof dw, "d = %d", h->d);
    if (!who) who = dw;
    snprintf(h->x1, sizeof h->x1, "x1 (%s)", who);
    snprintf(h->y1, sizeof h->y1, "y1 (%s)", who);
    snprintf(h->x2, sizeof h->x2, "x2 (%s; at least x1)", who);
    snprintf(h->y2, sizeof h->y2, "y2 (%s; at least y1)", who);
    return GG_OK;
}

/* Every check is a range given to gg_read_int, so the reader itself reports the value, the
 * range and the token's line and column. The limit is at most 10^18 < 2^63: the casts to
 * int64_t are exact. */
gg_status gg_lamequeen_read_rect(gg_reader *in, const lq_input *h, uint64_t query, gg_lamequeen_rect *q)
{
    gg_status s;
    int64_t lim = (int64_t)h->limit, v;
    if (gg_reader_at_end(in)) {
        /* fewer queries than declared: let the reader report end of input, with the count */
        char what[96];
        snprintf(what, sizeof what, "x1 of query %llu (T = %llu declared)",
                 (unsigned long long)query, (unsigned long long)h->t);
        s = gg_read_int(in, what, 1, lim, &v);
        return s != GG_OK ? s : gg_reader_fail(in, 0, "internal: data after the end");
    }
    if ((s = gg_read_int_hot(in, h->x1, 1, lim, &v)) != GG_OK) return s;
    q->x1 = (uint64_t)v;
    if ((s = gg_read_int_hot(in, h->y1, 1, lim, &v)) != GG_OK) return s;
    q->y1 = (uint64_t)v;
    if ((s = gg_read_int_hot(in, h->x2, (int64_t)q->x1, lim, &v)) != GG_OK) return s;
    q->x2 = (uint64_t)v;
    if ((s = gg_read_int_hot(in, h->y2, (int64_t)q->y1, lim, &v)) != GG_OK) return s;
    q->y2 = (uint64_t)v;
    return GG_OK;
}

/* gg_quick_check of queries "x1 y1 x2 y2" read in [1, limit]: x1 <= x2 and y1 <= y2. */
static size_t rects_ok(const int64_t *c, size_t groups, const void *arg)
{
    (void)arg;
    size_t ok = 0;
    while (ok < groups && c[4 * ok] <= c[4 * ok + 2] && c[4 * ok + 1] <= c[4 * ok + 3]) ok++;
    return ok;
}

/* rects_ok, and every coordinate within the table's limit (d >= 2 on the split path). */
static size_t rects_in_table(const int64_t *c, size_t groups, const void *arg)
{
    (void)arg;
    size_t ok = rects_ok(c, groups, NULL);
    for (size_t i = 0; i < ok; i++)
        if (c[4 * i + 2] > (int64_t)GG_LAMEQUEEN_LIMIT || c[4 * i + 3] > (int64_t)GG_LAMEQUEEN_LIMIT) return i;
    return ok;
}

size_t gg_lamequeen_read_rects_hot(gg_reader *in, const lq_input *h, gg_lamequeen_rect *q, size_t m)
{
    int64_t c[4 * LQ_RUN];
    size_t ok = gg_quick_groups(in, 1, (int64_t)h->limit, c, 4, m, h->d == 1 ? rects_ok : rects_in_table, NULL);
    memcpy(q, c, ok * sizeof *q);
    return ok;
}

gg_status gg_lamequeen_read_rects(gg_reader *in, const lq_input *h, uint64_t query, gg_lamequeen_rect *q, size_t m,
                        size_t *got)
{
    int64_t c[4 * LQ_RUN];
    size_t ok = gg_quick_groups(in, 1, (int64_t)h->limit, c, 4, m, rects_ok, NULL);
    if (ok == 0) { /* the first query is not the hot path's: one at a time, for its message */
        *got = 1;
        return gg_lamequeen_read_rect(in, h, query, q);
    }
    /* x1 y1 x2 y2, in the rectangle's field order (values >= 1: the same bytes as uint64_t) */
    memcpy(q, c, ok * sizeof *q);
    *got = ok;
    return GG_OK;
}

gg_status gg_lamequeen_queries_read(gg_reader *in, const lq_input *h, uint64_t keep, lq_queries *qs,
                          gg_diag *diag)
{
    gg_status s = GG_OK;
    for (uint64_t i = 1; i <= h->t && s == GG_OK; i++) {
        gg_lamequeen_rect q;
        if ((s = gg_lamequeen_read_rect(in, h, i, &q)) != GG_OK) break;
        if (i <= keep && (s = gg_vec_push(&qs->kept, sizeof q, &q, diag)) != GG_OK) break;
        if (q.x2 > qs->maxx) qs->maxx = q.x2;
        if (q.y2 > qs->maxy) qs->maxy = q.y2;
    }
    if (s == GG_OK) s = gg_read_end(in, "the last query");
    return s;
}

void gg_lamequeen_queries_fini(lq_queries *qs)
{
    gg_vec_fini(&qs->kept);
}

void gg_lamequeen_write_header(gg_writer *w, int d, uint64_t t)
{
    gg_write_u64(w, (uint64_t)d);
    gg_write_char(w, ' ');
    gg_write_u64(w, t);
    gg_write_char(w, '\n');
}

void gg_lamequeen_write_rect(gg_writer *w, const gg_lamequeen_rect *q)
{
    gg_write_u64(w, q->x1);
    gg_write_char(w, ' ');
    gg_write_u64(w, q->y1);
    gg_write_char(w, ' ');
    gg_write_u64(w, q->x2);
    gg_write_char(w, ' ');
    gg_write_u64(w, q->y2);
    gg_write_char(w, '\n');
}

static uint64_t gcd64(uint64_t a, uint64_t b)
{
    if (a == 0) return b;
    if (b == 0) return a;
    int sh = __builtin_ctzll(a | b);
    a >>= __builtin_ctzll(a);
    do {
        b >>= __builtin_ctzll(b);
        if (a > b) {
            uint64_t t = a;
            a = b;
            b = t;
        }
        b -= a;
    } while (b != 0);
    return a << sh;
}

/* Decimal digits of v written backwards ending at end; returns the first digit. */
static inline char *digits(char *end, lq_u128 v)
{
    while (v > UINT64_MAX) {
        *--end = (char)('0' + (int)(v % 10));
        v /= 10;
    }
    static const char pairs[201] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                   "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                   "8081828384858687888990919293949596979899";
    uint64_t u = (uint64_t)v;
    while (u >= 10000) { /* four digits a division: r / 100 = r * 5243 >> 19 for r < 43699 */
        uint64_t q = u / 10000;
        uint32_t r = (uint32_t)(u - q * 10000), hi = r * 5243 >> 19;
        end -= 4;
        memcpy(end, pairs + 2 * hi, 2);
        memcpy(end + 2, pairs + 2 * (r - hi * 100), 2);
        u = q;
    }
    if (u >= 100) { /* two digits a division */
        unsigned r = (unsigned)(u % 100);
        u /= 100;
        end -= 2;
        memcpy(end, pairs + 2 * r, 2);
    }
    if (u >= 10) {
        end -= 2;
        memcpy(end, pairs + 2 * u, 2);
    } else {
        *--end = (char)('0' + (int)u);
    }
    return end;
}

/* Writes "num/den" ending just before end; returns its first byte. */
static char *fraction(char *end, uint64_t count, const gg_lamequeen_rect *q)
{
    if (count == 0) {
        end -= 3;
        end[0] = '0', end[1] = '/', end[2] = '1';
        return end;
    }
    uint64_t wd = q->x2 - q->x1 + 1, ht = q->y2 - q->y1 + 1;
    lq_u128 num, den;
    if (ht <= UINT64_MAX / wd) {          /* the area fits in 64 bits: no 128-bit division */
        uint64_t area = wd * ht, g = gcd64(count, area % count);
        num = count, den = area;
        if (g > 1) {                      /* coprime: no division */
            num = count / g;
            den = area / g;
        }
    } else {                              /* sides <= 10^18: the area fits in 128 bits */
        lq_u128 area = (lq_u128)wd * ht;
        uint64_t g = gcd64(count, (uint64_t)(area % count));
        num = count / g;
        den = area / g;
    }
    char *p = digits(end, den);
    *--p = '/';
    return digits(p, num);
}

void gg_lamequeen_write_fraction(gg_writer *w, uint64_t count, const gg_lamequeen_rect *q)
{
    char buf[128], *end = buf + 96; /* the text ends at end; 32 bytes after it for the copy */
    memset(end, 0, 32);
    end[-1] = '\n';
    char *p = fraction(end - 1, count, q); /* at most 80 bytes: p + 32 <= buf + 128 */
    gg_write_short(w, p, (size_t)(end - p));
}

/* ---- many fractions at once (the solve loop) ----------------------------------------- */

/* The 8 decimal digits of x < 10^8 as ASCII bytes, the most significant first in memory
 * (little-endian): x split into two halves of 4 digits, each into two of 2, each into two
 * digits, all halves at once in the lanes of one word (x / 100 = x * 10486 >> 20 for x < 10^4,
 * x / 10 = x * 103 >> 10 for x < 100; no lane carries into the next). */
static inline uint64_t ascii8(uint64_t x)
{
    uint64_t y = x / 10000;
    y |= (x - y * 10000) << 32;                                         /* 4 + 4 digits */
    uint64_t hi = (y * 10486 >> 20) & UINT64_C(0x0000007f0000007f);
    y = hi | (y - hi * 100) << 16;                                      /* 2 + 2 + 2 + 2 */
    hi = (y * 103 >> 10) & UINT64_C(0x000f000f000f000f);
    return (hi | (y - hi * 10) << 8) | UINT64_C(0x3030303030303030);   /* 8 digits */
}

/* Writes v < 10^16 in decimal at p, and up to 16 bytes past its digits (overwritten by what
 * follows); returns the byte after its digits. The digits are moved into place in registers
 * (no load from a buffer just stored to). */
static inline char *dec16(char *p, uint64_t v)
{
    static const uint64_t pow10[17] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000,
                                       1000000000, 10000000000, 100000000000, 1000000000000,
                                       10000000000000, 100000000000000, 1000000000000000,
                                       10000000000000000};
    unsigned n = (64 - (unsigned)__builtin_clzll(v | 1)) * 1233 >> 12; /* n or n + 1 digits */
    n += v >= pow10[n];
    n += n == 0;                                                        /* v = 0: "0" */
    if (v < 100000000) {
        uint64_t lo = ascii8(v) >> (64 - 8 * n);
        memcpy(p, &lo, 8);
        return p + n;
    }
    uint64_t hi = ascii8(v / 100000000) >> (128 - 8 * n), lo = ascii8(v % 100000000);
    memcpy(p, &hi, 8);
    memcpy(p + n - 8, &lo, 8);
    return p + n;
}

/* gcd(a, b) for 0 < a < 2^63 and b < 2^63: binary, the next shift taken from the difference
 * off the chain of the minimum. */
static inline uint64_t gcd63(uint64_t a, uint64_t b)
{
    if (b == 0) return a;
    int az = __builtin_ctzll(a), bz = __builtin_ctzll(b), shift = az < bz ? az : bz;
    a >>= az;
    while (b != 0) {
        b >>= bz;                                              /* a and b odd */
        int64_t diff = (int64_t)b - (int64_t)a;
        bz = __builtin_ctzll((uint64_t)diff | UINT64_C(1) << 63); /* diff = 0: the loop ends */
        a = a < b ? a : b;
        b = (uint64_t)(diff < 0 ? -diff : diff);
    }
    return a << shift;
}

/* One query's line "num/den\n" at p (the area below 10^16: the batch's own code; else the
 * one-query writer's 128-bit path); returns the byte after it, with up to 16 bytes past it
 * overwritten. */
static inline char *line(char *p, uint64_t count, const gg_lamequeen_rect *q)
{
    uint64_t wd = q->x2 - q->x1 + 1, ht = q->y2 - q->y1 + 1, area = wd * ht;
    if ((wd | ht) >> 32 || area >= UINT64_C(10000000000000000)) { /* one at a time */
        char tmp[96], *end = tmp + sizeof tmp, *f = fraction(end, count, q);
        memcpy(p, f, (size_t)(end - f));
        p += end - f;
        *p++ = '\n';
        return p;
    }
    /* gcd(c, area) = gcd(c, area mod c) for c > 0; gcd(0, area) = area gives 0/1 */
    uint64_t g = count ? gcd63(count, area % count) : area;
    p = dec16(p, count / g);
    *p++ = '/';
    p = dec16(p, area / g);
    *p++ = '\n';
    return p;
}

#ifndef GG_SINGLE_FILE /* the library's only: the single file stays portable and small */
#ifdef GG_TARGET_512
/* ---- eight fractions a vector (AVX-512: GG_TARGET_512) -------------------------------
 * For eight queries in the lanes of one vector, whose rectangles have sides below 2^32 and
 * areas below 10^15 and whose counts are at most the area (line() writes the others): every
 * value is then below 2^50, so it is exact as a double, and a double division of two such
 * integers that divide each other is the exact quotient. An integer x < 2^52 becomes a
 * double by its bits: 2^52 + x is the double whose bits are those of 2^52
 * (0x4330000000000000) with x in the low ones. */

#define LQ_TWO52 4503599627370496.0 /* 2^52 */
/* Groups of eight queries whose gcds run in lockstep: each step of one chain waits for the
 * step before (about 8 cycles), so four chains keep the vector units busy. */
#define LQ_GROUPS 4

GG_TARGET_512 static inline __m512d lq_double(__m512i x) /* x < 2^52 */
{
    const __m512i bits = _mm512_or_si512(x, _mm512_set1_epi64(0x4330000000000000));
    return _mm512_sub_pd(_mm512_castsi512_pd(bits), _mm512_set1_pd(LQ_TWO52));
}

/* An integral double in [0, 2^52) as the low bits of the result (0x43300000 above them). */
GG_TARGET_512 static inline __m512i lq_bits(__m512d x)
{
    return _mm512_castpd_si512(_mm512_add_pd(x, _mm512_set1_pd(LQ_TWO52)));
}

/* Trailing zeros: 63 ^ lzcnt(x & -x); x = 0 gives 127, a shift that clears a lane. */
GG_TARGET_512 static inline __m512i lq_tz(__m512i x)
{
    const __m512i low = _mm512_and_si512(x, _mm512_sub_epi64(_mm512_setzero_si512(), x));
    return _mm512_xor_si512(_mm512_lzcnt_epi64(low), _mm512_set1_epi64(63));
}

/* gcd(u[j], v[j]) in each lane of the LQ_GROUPS vectors (u > 0), left in u[j]: gcd63's
 * binary steps in lockstep, a lane whose v reached 0 kept as it is (masked) until every
 * lane's has. */
GG_TARGET_512 static inline void lq_gcd(__m512i u[LQ_GROUPS], __m512i v[LQ_GROUPS])
{
    __m512i shift[LQ_GROUPS];
    __mmask8 k[LQ_GROUPS], any = 0;
    for (int j = 0; j < LQ_GROUPS; j++) {
        const __m512i tu = lq_tz(u[j]), tv = lq_tz(v[j]);
        shift[j] = _mm512_min_epu64(tu, tv);
        u[j] = _mm512_srlv_epi64(u[j], tu);
        v[j] = _mm512_srlv_epi64(v[j], tv);
        any |= k[j] = _mm512_test_epi64_mask(v[j], v[j]);
    }
    while (any) {
        any = 0;
        for (int j = 0; j < LQ_GROUPS; j++) { /* u odd, v odd or 0 */
            const __m512i diff = _mm512_sub_epi64(v[j], u[j]), back = _mm512_sub_epi64(u[j], v[j]);
            const __m512i sh = _mm512_xor_si512(_mm512_lzcnt_epi64(_mm512_and_si512(diff, back)),
                                                _mm512_set1_epi64(63)); /* ctz(v - u) */
            u[j] = _mm512_mask_min_epu64(u[j], k[j], u[j], v[j]);
            v[j] = _mm512_mask_srlv_epi64(v[j], k[j], _mm512_abs_epi64(diff), sh);
            any |= k[j] = _mm512_test_epi64_mask(v[j], v[j]);
        }
    }
    for (int j = 0; j < LQ_GROUPS; j++) u[j] = _mm512_sllv_epi64(u[j], shift[j]);
}

/* x < 10^15 split into floor(x / 10^8) and x mod 10^8, each in the low 32 bits of its lane:
 * 1e-8 as a double exceeds 10^-8 by less than 2.1e-25, so x * 1e-8 exceeds x / 10^8 by less
 * than 2.1e-10, too little to reach the next integer (x / 10^8 lies a multiple of 10^-8
 * below it): the fused product, plus 2^52 and rounded toward zero, is 2^52 + floor(x / 10^8). */
GG_TARGET_512 static inline void lq_split8(__m512d x, __m512i *hi, __m512i *lo)
{
    const __m512d h = _mm512_fmadd_round_pd(x, _mm512_set1_pd(1e-8), _mm512_set1_pd(LQ_TWO52),
                                            _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
    *hi = _mm512_castpd_si512(h);
    *lo = lq_bits(_mm512_fnmadd_pd(_mm512_sub_pd(h, _mm512_set1_pd(LQ_TWO52)), _mm512_set1_pd(1e8), x));
}

/* ascii8 in every 64-bit lane (x < 10^8 in its low 32 bits, anything above them): the same
 * halvings, each in lanes of its width (x / 10^4 = x * 109951163 >> 40 for x < 10^8,
 * y / 100 = (y * 5243 >> 16) >> 3 for y < 10^4, y / 10 = y * 103 >> 10 for y < 100). */
GG_TARGET_512 static inline __m512i lq_ascii8(__m512i x)
{
    const __m512i h4 = _mm512_srli_epi64(_mm512_mul_epu32(x, _mm512_set1_epi64(109951163)), 40);
    const __m512i y = _mm512_or_si512(
        h4, _mm512_slli_epi64(_mm512_sub_epi64(x, _mm512_mul_epu32(h4, _mm512_set1_epi64(10000))), 32));
    const __m512i h2 = _mm512_srli_epi16(_mm512_mulhi_epu16(y, _mm512_set1_epi16(5243)), 3);
    const __m512i z = _mm512_or_si512(
        h2, _mm512_slli_epi32(_mm512_sub_epi16(y, _mm512_mullo_epi16(h2, _mm512_set1_epi16(100))), 16));
    const __m512i h1 = _mm512_srli_epi16(_mm512_mullo_epi16(z, _mm512_set1_epi16(103)), 10);
    const __m512i d = _mm512_or_si512(
        h1, _mm512_slli_epi16(_mm512_sub_epi16(z, _mm512_mullo_epi16(h1, _mm512_set1_epi16(10))), 8));
    return _mm512_or_si512(d, _mm512_set1_epi8('0'));
}

/* Two queries' digits, 32 bytes each: num / 10^8, num mod 10^8, den / 10^8, den mod 10^8 (8
 * digits each; the first digit of both quotients is 0, as num <= den < 10^15), made into
 * "num/den\n" with 15 digits a number (vpermb: the quotients' first digits dropped, '/' and
 * '\n' put in), then the leading zeros of each number dropped (vpcompressb) and stored at p;
 * returns the byte after the two lines (64 bytes stored). */
GG_TARGET_512 static inline char *lq_store2(char *p, __m512i digits)
{
    static const uint8_t from[64] = {
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
        28, 29, 30, 31, 0, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0, 49, 50, 51, 52,
        53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 0
    };
    static const char sep[64] = "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0/\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\n"
                                "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0/\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\n";
    const uint64_t fields = UINT64_C(0x0001000100010001), low15 = UINT64_C(0x7fff7fff7fff7fff);
    const __m512i text = _mm512_mask_permutexvar_epi8(_mm512_loadu_si512(sep), low15, _mm512_loadu_si512(from), digits);
    /* per 16-byte field (15 digits and a separator): keep from the first digit that is not 0,
     * the units digit at least (bit 14); the separator (bit 15) stops the borrow of the - 1 */
    const uint64_t m = _mm512_cmpneq_epi8_mask(text, _mm512_set1_epi8('0')) | UINT64_C(0xc000c000c000c000);
    const uint64_t keep = ~(((m ^ (m - fields)) >> 1) & low15);
    _mm512_storeu_si512(p, _mm512_maskz_compress_epi8(keep, text));
    return p + __builtin_popcountll(keep);
}

/* Eight queries in the lanes of vectors: the area, the count, and the gcd's operands, which
 * lq_gcd turns into the gcd (in u); the lanes of queries left to line() (taken as 0/1). */
typedef struct lq_eight {
    __m512i area, cnt, u, v;
    __mmask8 scalar;
} lq_eight;

/* Loads queries c[0..8), q[0..8) into e: a query with a side of 2^32 or more, an area of
 * 10^15 or more or a count above the area is left to line(). */
GG_TARGET_512 static inline void lq_load8(const uint64_t *c, const gg_lamequeen_rect *q, lq_eight *e)
{
    /* x2 - x1 and y2 - y1 of each rectangle {x1 y1 x2 y2}, then gathered into two vectors */
    __m512i r[4];
    for (int j = 0; j < 4; j++) {
        const __m512i v = _mm512_loadu_si512(q + 2 * j);
        r[j] = _mm512_sub_epi64(v, _mm512_permutex_epi64(v, 0x4e));
    }
    const __m512i pick = _mm512_set_epi64(15, 11, 7, 3, 14, 10, 6, 2);
    const __m512i a = _mm512_permutex2var_epi64(r[0], pick, r[1]), b = _mm512_permutex2var_epi64(r[2], pick, r[3]);
    const __m512i one = _mm512_set1_epi64(1);
    const __m512i wd = _mm512_add_epi64(_mm512_shuffle_i64x2(a, b, 0x44), one);
    const __m512i ht = _mm512_add_epi64(_mm512_shuffle_i64x2(a, b, 0xee), one);
    __m512i area = _mm512_mul_epu32(wd, ht), cnt = _mm512_loadu_si512(c);
    e->scalar = _mm512_test_epi64_mask(_mm512_or_si512(wd, ht), _mm512_set1_epi64((long long)0xffffffff00000000)) |
                _mm512_cmpge_epu64_mask(area, _mm512_set1_epi64(1000000000000000)) | _mm512_cmpgt_epu64_mask(cnt, area);
    area = _mm512_mask_mov_epi64(area, e->scalar, one);
    cnt = _mm512_mask_mov_epi64(cnt, e->scalar, _mm512_setzero_si512());
    /* r = area mod c: the quotient rounded toward zero is at least floor(area / c) and below
     * the next integer, so its floor is floor(area / c); area - floor * c is exact */
    const __m512d ad = lq_double(area), cd = lq_double(cnt);
    const __m512d quo = _mm512_roundscale_pd(_mm512_div_round_pd(ad, cd, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC),
                                             _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    const __m512i rem = lq_bits(_mm512_fnmadd_pd(quo, cd, ad));
    /* gcd(c, area mod c) for c > 0; for c = 0, gcd(area, 0) = area, which gives 0/1 */
    const __mmask8 nz = _mm512_test_epi64_mask(cnt, cnt);
    e->area = area;
    e->cnt = cnt;
    e->u = _mm512_mask_mov_epi64(area, nz, cnt);
    e->v = _mm512_maskz_and_epi64(nz, rem, _mm512_set1_epi64(0xfffffffffffff));
}

/* The lines of e (its gcd in u), queries c[0..8), q[0..8), at p; returns the byte after them.
 * Two lines at a time: stored from a vector (64 bytes from their start, at most 32 a line),
 * or by line() if either is left to it. */
GG_TARGET_512 static inline char *lq_lines8(char *p, const lq_eight *e, const uint64_t *c, const gg_lamequeen_rect *q)
{
    const __m512d gd = lq_double(e->u);
    __m512i nh, nl, dh, dl;
    lq_split8(_mm512_div_pd(lq_double(e->cnt), gd), &nh, &nl);
    lq_split8(_mm512_div_pd(lq_double(e->area), gd), &dh, &dl);
    /* each query's four 8-digit parts side by side: nh nl dh dl of queries 0 1, 2 3, ... */
    const __m512i lo = _mm512_set_epi64(11, 3, 10, 2, 9, 1, 8, 0), hi = _mm512_set_epi64(15, 7, 14, 6, 13, 5, 12, 4);
    const __m512i first = _mm512_set_epi64(11, 10, 3, 2, 9, 8, 1, 0), second = _mm512_set_epi64(15, 14, 7, 6, 13, 12, 5, 4);
    const __m512i n0 = _mm512_permutex2var_epi64(nh, lo, nl), d0 = _mm512_permutex2var_epi64(dh, lo, dl);
    const __m512i n1 = _mm512_permutex2var_epi64(nh, hi, nl), d1 = _mm512_permutex2var_epi64(dh, hi, dl);
    const __m512i two[4] = {_mm512_permutex2var_epi64(n0, first, d0), _mm512_permutex2var_epi64(n0, second, d0),
                            _mm512_permutex2var_epi64(n1, first, d1), _mm512_permutex2var_epi64(n1, second, d1)};
    for (int k = 0; k < 4; k++) {
        if (e->scalar >> 2 * k & 3) {
            p = line(p, c[2 * k], &q[2 * k]);
            p = line(p, c[2 * k + 1], &q[2 * k + 1]);
        } else {
            p = lq_store2(p, lq_ascii8(two[k]));
        }
    }
    return p;
}

/* The lines of queries c[0..8 * groups), q[...] (1 <= groups <= LQ_GROUPS) at p; returns the
 * byte after them. */
GG_TARGET_512 static char *lines_wide(char *p, const uint64_t *c, const gg_lamequeen_rect *q, int groups)
{
    lq_eight e[LQ_GROUPS];
    __m512i u[LQ_GROUPS], v[LQ_GROUPS];
    for (int j = 0; j < LQ_GROUPS; j++) {
        if (j < groups) {
            lq_load8(c + 8 * j, q + 8 * j, &e[j]);
        } else { /* a gcd of no work */
            e[j].u = _mm512_set1_epi64(1);
            e[j].v = _mm512_setzero_si512();
        }
        u[j] = e[j].u, v[j] = e[j].v;
    }
    lq_gcd(u, v);
    for (int j = 0; j < groups; j++) {
        e[j].u = u[j];
        p = lq_lines8(p, &e[j], c + 8 * j, q + 8 * j);
    }
    return p;
}
#define LQ_WIDE 1 /* lines_wide exists */
#endif
#endif

void gg_lamequeen_write_fractions(gg_writer *w, const uint64_t *c, const gg_lamequeen_rect *q, size_t n)
{
    /* at most 80 bytes a line, with 16 more stored past it; lq_lines8 stores at most 64
     * bytes for 2 lines */
    char buf[LQ_RUN * 80];
#ifndef GG_SINGLE_FILE
#ifdef LQ_WIDE
    const int wide = (gg_cpu_features() & GG_CPU_RUN512) != 0;
#endif
#endif
    for (size_t i = 0; i < n;) {
        char *p = buf;
        for (size_t m = n - i < LQ_RUN ? n : i + LQ_RUN; i < m;) {
#ifndef GG_SINGLE_FILE
#ifdef LQ_WIDE
            if (wide && m - i >= 8) {
                const int groups = m - i >= 8 * LQ_GROUPS ? LQ_GROUPS : (int)((m - i) / 8);
                p = lines_wide(p, c + i, q + i, groups);
                i += 8 * (size_t)groups;
                continue;
            }
#endif
#endif
            p = line(p, c[i], &q[i]);
            i++;
        }
        gg_write(w, buf, (size_t)(p - buf));
    }
}

void gg_lamequeen_format_fraction(char *buf, size_t size, uint64_t count, const gg_lamequeen_rect *q)
{
    char tmp[96], *end = tmp + sizeof tmp;
    *--end = '\0';
    snprintf(buf, size, "%s", fraction(end, count, q));
}
