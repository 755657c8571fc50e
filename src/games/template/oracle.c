/* oracle.c: the template game's oracle, written straight from the rules with the
 * Sprague-Grundy engine (src/engine/sg.h): heap i has the options i - s for every s in the
 * set with s <= i, and the player to move wins iff the heap's value is not 0. It is
 * exhaustive over the heaps 0..n, so its work is bounded by refusing heaps above
 * GG_TEMPLATE_ORACLE_MAX_N (n * k <= 10^6 option visits); the oracle action also bounds the
 * sum over an input's cases of (n + 1) * (k + 1) by GG_TEMPLATE_ORACLE_MAX_WORK. */
#include <gridgames/template.h>

#include "../../engine/sg.h"

static gg_status heap_options(void *user, uint32_t heap, gg_sg_sink *sink)
{
    const gg_template_case *c = user;
    for (int j = 0; j < c->k; j++) {
        if (c->s[j] > heap) continue;
        uint32_t next = heap - (uint32_t)c->s[j]; /* s <= heap here */
        gg_status st = gg_sg_option(sink, &next, 1);
        if (st != GG_OK) return st;
    }
    return GG_OK;
}

gg_status gg_template_oracle_check(const gg_template_case *c, gg_diag *diag)
{
    if (c->n > GG_TEMPLATE_ORACLE_MAX_N)
        return gg_diag_set(diag, GG_EINPUT, "a heap of %lld is too large for the oracle (n <= %lld)",
                           (long long)c->n, GG_TEMPLATE_ORACLE_MAX_N);
    return GG_OK;
}

uint64_t gg_template_oracle_work(const gg_template_case *c)
{
    return ((uint64_t)c->n + 1) * ((uint64_t)c->k + 1); /* n <= 10^6, k <= 10: no overflow */
}

gg_status gg_template_oracle(const gg_template_case *c, int *first_wins, gg_diag *diag)
{
    gg_status st = gg_template_oracle_check(c, diag);
    if (st != GG_OK) return st;
    gg_sg *e;
    st = gg_sg_new((uint32_t)c->n + 1, heap_options, (void *)c, &e, diag);
    uint64_t value = 0;
    if (st == GG_OK) st = gg_sg_value(e, (uint32_t)c->n, &value, diag);
    gg_sg_free(e);
    *first_wins = value != 0;
    return st;
}
