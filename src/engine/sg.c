/* sg.c: Sprague–Grundy values by memoised mex over options, with an explicit stack.
 *
 * Expansion of a state s enumerates its options through the callback. If some component of
 * some option has no value yet, every such component is pushed and s is expanded again once
 * they are all done (so each state is enumerated at most twice). A component that is "open"
 * (expanded, waiting for its own components) is an ancestor of s in the search: the game has
 * a cycle, and the engine reports it instead of looping. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "sg.h"

enum { UNSEEN = 0, OPEN = 1, DONE = 2 };

struct gg_sg {
    uint32_t nstates;
    gg_sg_options_fn options;
    void *user;
    unsigned char *mark;      /* UNSEEN / OPEN / DONE per state */
    uint64_t *value;          /* Grundy value of DONE states */
    uint32_t *stack;
    size_t sp, stack_cap;
    uint64_t *vals;           /* option values of the state being expanded */
    size_t nvals, vals_cap;
    unsigned char *seen;      /* mex scratch */
    size_t seen_cap;
};

struct gg_sg_sink {
    gg_sg *e;
    uint32_t state;
    int missing;              /* some component has no value yet */
    int cycle;                /* some component is an open ancestor */
    uint32_t cycle_at;
    gg_status err;
};

gg_status gg_sg_new(uint32_t nstates, gg_sg_options_fn options, void *user, gg_sg **out,
                      gg_diag *diag)
{
    *out = NULL;
    gg_sg *e = calloc(1, sizeof *e);
    if (!e) return gg_diag_nomem(diag);
    e->nstates = nstates;
    e->options = options;
    e->user = user;
    e->mark = calloc(nstates ? nstates : 1, 1);
    e->value = malloc((nstates ? nstates : 1) * sizeof *e->value);
    if (!e->mark || !e->value) {
        gg_sg_free(e);
        return gg_diag_nomem(diag);
    }
    *out = e;
    return GG_OK;
}

void gg_sg_free(gg_sg *e)
{
    if (!e) return;
    free(e->mark);
    free(e->value);
    free(e->stack);
    free(e->vals);
    free(e->seen);
    free(e);
}

static int push(gg_sg *e, uint32_t s)
{
    if (e->sp == e->stack_cap) {
        size_t ncap = e->stack_cap ? 2 * e->stack_cap : 64;
        uint32_t *ns = realloc(e->stack, ncap * sizeof *ns);
        if (!ns) return -1;
        e->stack = ns;
        e->stack_cap = ncap;
    }
    e->stack[e->sp++] = s;
    return 0;
}

gg_status gg_sg_option(gg_sg_sink *sink, const uint32_t *comps, size_t ncomps)
{
    gg_sg *e = sink->e;
    if (sink->err != GG_OK) return sink->err;
    uint64_t x = 0;
    int complete = 1;
    for (size_t i = 0; i < ncomps; i++) {
        uint32_t c = comps[i];
        if (c >= e->nstates) return sink->err = GG_ECHECK;
        if (e->mark[c] == DONE) {
            x ^= e->value[c];
            continue;
        }
        complete = 0;
        if (e->mark[c] == OPEN) {
            sink->cycle = 1;
            sink->cycle_at = c;
            continue;
        }
        if (c == sink->state) { /* a state listed among its own options */
            sink->cycle = 1;
            sink->cycle_at = c;
            continue;
        }
        sink->missing = 1;
        if (push(e, c) != 0) return sink->err = GG_ENOMEM;
    }
    if (complete && !sink->missing) {
        if (e->nvals == e->vals_cap) {
            size_t ncap = e->vals_cap ? 2 * e->vals_cap : 64;
            uint64_t *nv = realloc(e->vals, ncap * sizeof *nv);
            if (!nv) return sink->err = GG_ENOMEM;
            e->vals = nv;
            e->vals_cap = ncap;
        }
        e->vals[e->nvals++] = x;
    }
    return GG_OK;
}

/* mex of vals[0..n): at most n, so only values below n+1 matter. */
static gg_status mex(gg_sg *e, uint64_t *out)
{
    size_t n = e->nvals;
    if (n + 1 > e->seen_cap) {
        unsigned char *ns = realloc(e->seen, n + 1);
        if (!ns) return GG_ENOMEM;
        e->seen = ns;
        e->seen_cap = n + 1;
    }
    memset(e->seen, 0, n + 1);
    for (size_t i = 0; i < n; i++)
        if (e->vals[i] <= n) e->seen[e->vals[i]] = 1;
    uint64_t m = 0;
    while (e->seen[m]) m++;
    *out = m;
    return GG_OK;
}

gg_status gg_sg_value(gg_sg *e, uint32_t state, uint64_t *value, gg_diag *diag)
{
    if (state >= e->nstates)
        return gg_diag_set(diag, GG_ECHECK, "sg: state %u out of range", (unsigned)state);
    e->sp = 0;
    if (e->mark[state] != DONE && push(e, state) != 0) return gg_diag_nomem(diag);
    while (e->sp > 0) {
        uint32_t s = e->stack[e->sp - 1];
        if (e->mark[s] == DONE) {
            e->sp--;
            continue;
        }
        size_t base = e->sp;
        gg_sg_sink sink = {e, s, 0, 0, 0, GG_OK};
        e->nvals = 0;
        gg_status st = e->options(e->user, s, &sink);
        if (st == GG_OK) st = sink.err;
        if (st == GG_ENOMEM) return gg_diag_nomem(diag);
        if (st != GG_OK)
            return gg_diag_set(diag, st, "sg: enumerating the options of state %u failed", (unsigned)s);
        if (sink.cycle)
            return gg_diag_set(diag, GG_ECHECK,
                               "sg: the game has a cycle through states %u and %u (not a finite impartial game)",
                               (unsigned)s, (unsigned)sink.cycle_at);
        if (sink.missing) {
            /* Components were pushed above s; expand s again when they are done. */
            assert(e->sp > base);
            (void)base;
            e->mark[s] = OPEN;
            continue;
        }
        uint64_t g;
        if (mex(e, &g) != GG_OK) return gg_diag_nomem(diag);
        e->value[s] = g;
        e->mark[s] = DONE;
        e->sp--;
    }
    *value = e->value[state];
    return GG_OK;
}

/* ---- explicit graphs ------------------------------------------------------------------ */

typedef struct csr {
    const uint32_t *first, *next;
} csr;

static gg_status csr_options(void *user, uint32_t s, gg_sg_sink *sink)
{
    const csr *g = user;
    for (uint32_t i = g->first[s]; i < g->first[s + 1]; i++) {
        gg_status st = gg_sg_option(sink, &g->next[i], 1);
        if (st != GG_OK) return st;
    }
    return GG_OK;
}

gg_status gg_sg_graph(uint32_t nstates, const uint32_t *first, const uint32_t *next,
                      uint64_t *grundy, gg_diag *diag)
{
    csr g = {first, next};
    gg_sg *e;
    gg_status st = gg_sg_new(nstates, csr_options, &g, &e, diag);
    for (uint32_t s = 0; s < nstates && st == GG_OK; s++) st = gg_sg_value(e, s, &grundy[s], diag);
    gg_sg_free(e);
    return st;
}
