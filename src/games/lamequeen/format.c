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
    char what[96];
    snprintf(what, sizeof what, "%s of query %llu", name, (unsigned long long)query);
    int64_t v;
    gg_status s = gg_read_int(in, what, INT64_MIN, INT64_MAX, &v);
    if (s != GG_OK) return s;
    if (v < 1 || (uint64_t)v > limit)
        return gg_reader_fail(in, 0, "%s is %lld, outside the supported range 1..%llu %s", what,
                              (long long)v, (unsigned long long)limit, who);
    *out = (uint64_t)v;
    return GG_OK;
}

gg_status lq_read_rect(gg_reader *in, uint64_t query, uint64_t limit, const char *who,
                       gg_lamequeen_rect *q)
{
    gg_status s;
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

static void write_u128(gg_writer *w, lq_u128 v)
{
    if (v <= UINT64_MAX) {
        gg_write_u64(w, (uint64_t)v);
        return;
    }
    char buf[40];
    int n = 0;
    while (v > 0) {
        buf[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    }
    char out[40];
    for (int i = 0; i < n; i++) out[i] = buf[n - 1 - i];
    gg_write(w, out, (size_t)n);
}

void lq_write_fraction(gg_writer *w, uint64_t count, const gg_lamequeen_rect *q)
{
    lq_u128 area = (lq_u128)(q->x2 - q->x1 + 1) * (q->y2 - q->y1 + 1);
    if (count == 0) {
        gg_write(w, "0/1\n", 4);
        return;
    }
    /* gcd(count, area) = gcd(count, area mod count) */
    uint64_t g = gcd64(count, (uint64_t)(area % count));
    gg_write_u64(w, count / g);
    gg_write_char(w, '/');
    write_u128(w, area / g);
    gg_write_char(w, '\n');
}
