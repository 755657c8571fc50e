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

void lq_names_init(lq_names *nm, uint64_t limit, const char *who)
{
    nm->limit = limit;
    snprintf(nm->x1, sizeof nm->x1, "x1 (%s)", who);
    snprintf(nm->y1, sizeof nm->y1, "y1 (%s)", who);
    snprintf(nm->x2, sizeof nm->x2, "x2 (%s; at least x1)", who);
    snprintf(nm->y2, sizeof nm->y2, "y2 (%s; at least y1)", who);
}

/* Every check is a range given to gg_read_int, so the reader itself reports the value, the
 * range and the token's line and column. */
gg_status lq_read_rect(gg_reader *in, const lq_names *nm, uint64_t query, uint64_t t,
                       gg_lamequeen_rect *q)
{
    gg_status s;
    int64_t lim = (int64_t)nm->limit, v;
    if (gg_reader_at_end(in)) {
        /* fewer queries than declared: let the reader report end of input, with the count */
        char what[96];
        snprintf(what, sizeof what, "x1 of query %llu (T = %llu declared)",
                 (unsigned long long)query, (unsigned long long)t);
        s = gg_read_int(in, what, 1, lim, &v);
        return s != GG_OK ? s : gg_reader_fail(in, 0, "internal: data after the end");
    }
    if ((s = gg_read_int(in, nm->x1, 1, lim, &v)) != GG_OK) return s;
    q->x1 = (uint64_t)v;
    if ((s = gg_read_int(in, nm->y1, 1, lim, &v)) != GG_OK) return s;
    q->y1 = (uint64_t)v;
    if ((s = gg_read_int(in, nm->x2, (int64_t)q->x1, lim, &v)) != GG_OK) return s;
    q->x2 = (uint64_t)v;
    if ((s = gg_read_int(in, nm->y2, (int64_t)q->y1, lim, &v)) != GG_OK) return s;
    q->y2 = (uint64_t)v;
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
