/* format.c: the lame queen's judge format, both ways. Reads "d T" and T lines "x1 y1 x2 y2"
 * (checking every value: d in 1..20, T in 1..10^8, 1 <= x1 <= x2 <= limit, 1 <= y1 <= y2 <= limit
 * where the limit depends on d: gg_lamequeen_limit, here, or for solve LQ_SWEEP_LIMIT when
 * d >= 2), writes inputs in the same form (gen,
 * verify) and each answer as an irreducible fraction p/q. */
#include <stdio.h>
#include <string.h>

#include "../../core/reader.h"
#include "../../core/write_fast.h"
#include "internal.h"

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

void gg_lamequeen_write_fractions(gg_writer *w, const uint64_t *c, const gg_lamequeen_rect *q, size_t n)
{
    char buf[LQ_RUN * 80];
    for (size_t i = 0; i < n;) {
        char *p = buf;
        for (size_t m = n - i < LQ_RUN ? n : i + LQ_RUN; i < m; i++) {
            uint64_t wd = q[i].x2 - q[i].x1 + 1, ht = q[i].y2 - q[i].y1 + 1, area = wd * ht;
            if ((wd | ht) >> 32 || area >= UINT64_C(10000000000000000)) { /* one at a time */
                char tmp[96], *end = tmp + sizeof tmp, *f = fraction(end, c[i], &q[i]);
                memcpy(p, f, (size_t)(end - f));
                p += end - f;
                *p++ = '\n';
                continue;
            }
            /* gcd(c, area) = gcd(c, area mod c) for c > 0; gcd(0, area) = area gives 0/1 */
            uint64_t g = c[i] ? gcd63(c[i], area % c[i]) : area;
            p = dec16(p, c[i] / g);
            *p++ = '/';
            p = dec16(p, area / g);
            *p++ = '\n';
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
