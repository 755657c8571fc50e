/* format.c: the lame queen's judge format. Reads "d T" and T lines "x1 y1 x2 y2" (checking
 * every value: d in 1..20, T >= 1, 1 <= x1 <= x2 <= limit, 1 <= y1 <= y2 <= limit where the
 * limit depends on d) and writes each answer as an irreducible fraction p/q. */
#include <stdio.h>

#include "lamequeen_private.h"

gg_status lq_read_header(gg_reader *in, int *d, uint64_t *t)
{
    int64_t v;
    gg_status s = gg_read_int(in, "d", 1, GG_LAMEQUEEN_MAX_D, &v);
    if (s != GG_OK) return s;
    *d = (int)v;
    s = gg_read_int(in, "the number of queries T", 1, GG_LAMEQUEEN_MAX_T, &v);
    if (s != GG_OK) return s;
    *t = (uint64_t)v;
    return GG_OK;
}

/* One coordinate in 1..limit; `who` explains the limit ("for d = 2", "in the oracle"). */
static gg_status read_coord(gg_reader *in, const char *name, uint64_t query, uint64_t limit,
                            const char *who, uint64_t *out)
{
    int64_t v;
    gg_status s = gg_read_int(in, name, INT64_MIN, INT64_MAX, &v);
    if (s != GG_OK) return s;
    if (v < 1 || (uint64_t)v > limit)
        return gg_reader_fail(in, 0, "%s of query %llu is %lld, outside the supported range 1..%llu %s",
                              name, (unsigned long long)query, (long long)v,
                              (unsigned long long)limit, who);
    *out = (uint64_t)v;
    return GG_OK;
}

gg_status lq_read_rect(gg_reader *in, uint64_t query, uint64_t t, uint64_t limit,
                       const char *who, gg_lamequeen_rect *q)
{
    gg_status s;
    if (gg_reader_at_end(in)) {
        /* fewer queries than declared: let the reader report end of input, with the count */
        char what[96];
        int64_t v;
        snprintf(what, sizeof what, "x1 of query %llu (T = %llu declared)",
                 (unsigned long long)query, (unsigned long long)t);
        s = gg_read_int(in, what, INT64_MIN, INT64_MAX, &v);
        return s != GG_OK ? s : gg_reader_fail(in, 0, "internal: data after the end");
    }
    if ((s = read_coord(in, "x1", query, limit, who, &q->x1)) != GG_OK) return s;
    if ((s = read_coord(in, "y1", query, limit, who, &q->y1)) != GG_OK) return s;
    if ((s = read_coord(in, "x2", query, limit, who, &q->x2)) != GG_OK) return s;
    if (q->x2 < q->x1)
        return gg_reader_fail(in, 0, "x2 of query %llu is %llu, less than x1 = %llu",
                              (unsigned long long)query, (unsigned long long)q->x2,
                              (unsigned long long)q->x1);
    if ((s = read_coord(in, "y2", query, limit, who, &q->y2)) != GG_OK) return s;
    if (q->y2 < q->y1)
        return gg_reader_fail(in, 0, "y2 of query %llu is %llu, less than y1 = %llu",
                              (unsigned long long)query, (unsigned long long)q->y2,
                              (unsigned long long)q->y1);
    return GG_OK;
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
static char *digits(char *end, lq_u128 v)
{
    while (v > UINT64_MAX) {
        *--end = (char)('0' + (int)(v % 10));
        v /= 10;
    }
    uint64_t u = (uint64_t)v;
    do {
        *--end = (char)('0' + (int)(u % 10));
        u /= 10;
    } while (u);
    return end;
}

void lq_write_fraction(gg_writer *w, uint64_t count, const gg_lamequeen_rect *q)
{
    if (count == 0) {
        gg_write(w, "0/1\n", 4);
        return;
    }
    uint64_t wd = q->x2 - q->x1 + 1, ht = q->y2 - q->y1 + 1;
    lq_u128 num, den;
    if (ht <= UINT64_MAX / wd) {          /* the area fits in 64 bits: no 128-bit division */
        uint64_t area = wd * ht, g = gcd64(count, area % count);
        num = count / g;
        den = area / g;
    } else {
        lq_u128 area = (lq_u128)wd * ht;
        uint64_t g = gcd64(count, (uint64_t)(area % count));
        num = count / g;
        den = area / g;
    }
    /* one line, built backwards: "num/den\n" */
    char buf[64], *end = buf + sizeof buf, *p;
    *--end = '\n';
    p = digits(end, den);
    *--p = '/';
    p = digits(p, num);
    gg_write(w, p, (size_t)(buf + sizeof buf - p));
}
