/* format.c: the template game's judge format, both ways (see template.h): the reader that
 * builds a gg_template_case and the writer that prints one. gen, verify and draw write
 * instances through gg_template_write_*, never by hand. */
#include <gridgames/template.h>

#include "../../core/checked.h"

gg_status gg_template_read_count(gg_reader *r, int64_t *t)
{
    return gg_read_int(r, "the number of test cases t", 1, GG_TEMPLATE_MAX_T, t);
}

gg_status gg_template_read_case(gg_reader *r, gg_template_case *c, uint64_t *total_n)
{
    int64_t n, k;
    gg_status s;
    if ((s = gg_read_int(r, "n (tokens in the heap)", 0, GG_TEMPLATE_MAX_N, &n)) != GG_OK) return s;
    uint64_t total;
    if (gg_add_u64(*total_n, (uint64_t)n, &total) || total > GG_TEMPLATE_MAX_TOTAL_N)
        return gg_reader_fail(r, 0, "the sum of n over the test cases exceeds %llu",
                              (unsigned long long)GG_TEMPLATE_MAX_TOTAL_N);
    *total_n = total;
    if ((s = gg_read_int(r, "k (sizes in the set)", 1, GG_TEMPLATE_MAX_K, &k)) != GG_OK) return s;
    c->n = n;
    c->k = (int)k; /* at most GG_TEMPLATE_MAX_K */
    for (int i = 0; i < c->k; i++)
        if ((s = gg_read_int(r, "a size in the set", 1, GG_TEMPLATE_MAX_S, &c->s[i])) != GG_OK) return s;
    return GG_OK;
}

void gg_template_write_count(gg_writer *w, int64_t t)
{
    gg_write_i64(w, t);
    gg_write_char(w, '\n');
}

void gg_template_write_case(gg_writer *w, const gg_template_case *c)
{
    gg_write_i64(w, c->n);
    gg_write_char(w, ' ');
    gg_write_i64(w, c->k);
    gg_write_char(w, '\n');
    for (int i = 0; i < c->k; i++) {
        gg_write_i64(w, c->s[i]);
        gg_write_char(w, i + 1 < c->k ? ' ' : '\n');
    }
}
