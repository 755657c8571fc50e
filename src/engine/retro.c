/* retro.c: the retrograde engine of retro.h.
 *
 * Pass 1 gives every state its primitive value or, for the others, a counter of moves not yet
 * known to lose for the mover (kept in the remoteness array while the state is unresolved).
 * Terminal WIN/LOSS states and move-less states enter a FIFO queue with remoteness 0. Popping
 * a state s with remoteness r visits its predecessors p still unresolved:
 *   s is a LOSS for its mover  -> p is a WIN with remoteness r + 1 (the first such s seen is
 *                                 the quickest, because the queue is in remoteness order);
 *   s is a WIN for its mover   -> p's counter drops; at zero p is a LOSS with remoteness
 *                                 r + 1 (this s is the slowest of p's moves).
 * States never resolved are draws. */
#include <stdlib.h>
#include <string.h>

#include "engine/retro.h"

#define UNRESOLVED 0
#define PRIM_DRAW 3 /* a terminal draw: final, never updated */

void gg_retro_result_free(gg_retro_result *r)
{
    free(r->value);
    free(r->remoteness);
    r->value = NULL;
    r->remoteness = NULL;
    r->nstates = 0;
}

/* The reverse graph in CSR form, built from the moves callback. */
typedef struct rgraph {
    uint32_t *first; /* nstates + 1 */
    uint32_t *pred;
} rgraph;

static gg_status build_reverse(const gg_retro_game *g, const uint8_t *value, rgraph *rg,
                               gg_diag *diag)
{
    uint32_t n = g->nstates;
    uint32_t *buf = malloc(((size_t)g->max_moves + 1) * sizeof(uint32_t));
    rg->first = calloc((size_t)n + 1, sizeof(uint32_t));
    rg->pred = NULL;
    if (!buf || !rg->first) {
        free(buf);
        return gg_diag_nomem(diag);
    }
    uint64_t total = 0;
    for (uint32_t s = 0; s < n; s++) {
        if (value[s] != UNRESOLVED) continue; /* terminal: its moves are never played */
        uint32_t k = g->moves(g->user, s, buf);
        for (uint32_t i = 0; i < k; i++) rg->first[buf[i] + 1]++;
        total += k;
    }
    if (total > UINT32_MAX) {
        free(buf);
        return gg_diag_set(diag, GG_ENOMEM, "retro: too many moves (%llu) for the reverse graph",
                           (unsigned long long)total);
    }
    for (uint32_t s = 0; s < n; s++) rg->first[s + 1] += rg->first[s];
    rg->pred = malloc((size_t)(total ? total : 1) * sizeof(uint32_t));
    uint32_t *fill = malloc(((size_t)n + 1) * sizeof(uint32_t));
    if (!rg->pred || !fill) {
        free(buf);
        free(fill);
        return gg_diag_nomem(diag);
    }
    memcpy(fill, rg->first, ((size_t)n + 1) * sizeof(uint32_t));
    for (uint32_t s = 0; s < n; s++) {
        if (value[s] != UNRESOLVED) continue;
        uint32_t k = g->moves(g->user, s, buf);
        for (uint32_t i = 0; i < k; i++) rg->pred[fill[buf[i]]++] = s;
    }
    free(fill);
    free(buf);
    return GG_OK;
}

gg_status gg_retro_solve(const gg_retro_game *g, gg_retro_result *r, gg_diag *diag)
{
    uint32_t n = g->nstates;
    memset(r, 0, sizeof *r);
    if (g->max_moves > 65535u)
        return gg_diag_set(diag, GG_ECHECK, "retro: max_moves %u exceeds 65535", g->max_moves);
    uint8_t *value = calloc(n ? n : 1, 1);
    uint16_t *rem = calloc(n ? n : 1, sizeof(uint16_t));
    uint32_t *queue = malloc((size_t)(n ? n : 1) * sizeof(uint32_t));
    uint32_t bufn = g->max_moves > g->max_unmoves ? g->max_moves : g->max_unmoves;
    uint32_t *buf = malloc(((size_t)bufn + 1) * sizeof(uint32_t));
    rgraph rg = {0};
    gg_status st = GG_OK;
    if (!value || !rem || !queue || !buf) {
        st = gg_diag_nomem(diag);
        goto out;
    }
    size_t head = 0, tail = 0;
    /* pass 1: primitive values */
    for (uint32_t s = 0; s < n; s++) {
        int p = g->primitive(g->user, s);
        if (p == GG_RETRO_WIN || p == GG_RETRO_LOSS) {
            value[s] = (uint8_t)p;
            queue[tail++] = s;
        } else if (p == GG_RETRO_DRAW) {
            value[s] = PRIM_DRAW;
        }
    }
    /* pass 2: move counters of the others */
    for (uint32_t s = 0; s < n; s++) {
        if (value[s] != UNRESOLVED) continue;
        uint32_t k = g->moves(g->user, s, buf);
        if (k > g->max_moves) {
            st = gg_diag_set(diag, GG_ECHECK, "retro: state %u has %u moves, more than max_moves %u",
                             s, k, g->max_moves);
            goto out;
        }
        for (uint32_t i = 0; i < k; i++)
            if (buf[i] >= n) {
                st = gg_diag_set(diag, GG_ECHECK, "retro: state %u has a move to %u, out of range", s,
                                 buf[i]);
                goto out;
            }
        if (k == 0) {
            value[s] = GG_RETRO_LOSS;
            queue[tail++] = s;
        } else {
            rem[s] = (uint16_t)k;
        }
    }
    /* Queued states carry remoteness 0; counters of queued states are not needed. */
    for (size_t i = 0; i < tail; i++) rem[queue[i]] = 0;
    if (!g->unmoves) {
        /* the reverse graph must not see the move-less losses as having moves: they have none */
        st = build_reverse(g, value, &rg, diag);
        if (st != GG_OK) goto out;
    }
    while (head < tail) {
        uint32_t s = queue[head++];
        uint32_t rs = rem[s];
        if (rs + 1 > GG_RETRO_MAX_REMOTENESS) {
            st = gg_diag_set(diag, GG_ECHECK, "retro: remoteness exceeds %u", GG_RETRO_MAX_REMOTENESS);
            goto out;
        }
        const uint32_t *preds;
        uint32_t k;
        if (g->unmoves) {
            k = g->unmoves(g->user, s, buf);
            if (k > g->max_unmoves) {
                st = gg_diag_set(diag, GG_ECHECK,
                                 "retro: state %u has %u un-moves, more than max_unmoves %u", s, k,
                                 g->max_unmoves);
                goto out;
            }
            preds = buf;
        } else {
            k = rg.first[s + 1] - rg.first[s];
            preds = rg.pred + rg.first[s];
        }
        int s_loses = value[s] == GG_RETRO_LOSS;
        for (uint32_t i = 0; i < k; i++) {
            uint32_t p = preds[i];
            if (p >= n) {
                st = gg_diag_set(diag, GG_ECHECK, "retro: state %u has an un-move to %u, out of range",
                                 s, p);
                goto out;
            }
            if (value[p] != UNRESOLVED) continue;
            if (s_loses) {
                value[p] = GG_RETRO_WIN;
                rem[p] = (uint16_t)(rs + 1);
                queue[tail++] = p;
            } else if (--rem[p] == 0) {
                value[p] = GG_RETRO_LOSS;
                rem[p] = (uint16_t)(rs + 1);
                queue[tail++] = p;
            }
        }
    }
    for (uint32_t s = 0; s < n; s++)
        if (value[s] == UNRESOLVED || value[s] == PRIM_DRAW) {
            value[s] = GG_RETRO_DRAW;
            rem[s] = 0;
        }
    r->nstates = n;
    r->value = value;
    r->remoteness = rem;
    value = NULL;
    rem = NULL;
out:
    free(value);
    free(rem);
    free(queue);
    free(buf);
    free(rg.first);
    free(rg.pred);
    return st;
}

gg_status gg_retro_check(const gg_retro_game *g, const gg_retro_result *r, uint32_t *bad,
                         gg_diag *diag)
{
    uint32_t *buf = malloc(((size_t)g->max_moves + 1) * sizeof(uint32_t));
    if (!buf) return gg_diag_nomem(diag);
    gg_status st = GG_OK;
    for (uint32_t s = 0; s < g->nstates; s++) {
        int want;
        uint32_t wrem = 0;
        int p = g->primitive(g->user, s);
        if (p != GG_RETRO_NONE) {
            want = p;
        } else {
            uint32_t k = g->moves(g->user, s, buf);
            uint32_t best_loss = UINT32_MAX, worst_win = 0, nwin = 0;
            if (k > g->max_moves) k = g->max_moves; /* contract broken; checked by solve */
            for (uint32_t i = 0; i < k; i++) {
                uint32_t t = buf[i];
                if (t >= g->nstates) continue;
                if (r->value[t] == GG_RETRO_LOSS) {
                    if (r->remoteness[t] < best_loss) best_loss = r->remoteness[t];
                } else if (r->value[t] == GG_RETRO_WIN) {
                    nwin++;
                    if (r->remoteness[t] > worst_win) worst_win = r->remoteness[t];
                }
            }
            if (best_loss != UINT32_MAX) {
                want = GG_RETRO_WIN;
                wrem = best_loss + 1;
            } else if (nwin == k) {
                want = GG_RETRO_LOSS;
                wrem = k ? worst_win + 1 : 0;
            } else {
                want = GG_RETRO_DRAW;
            }
        }
        if (r->value[s] != want || r->remoteness[s] != wrem) {
            static const char *const NAMES[3] = {"draw", "win", "loss"};
            int got = r->value[s] <= 2 ? r->value[s] : 0;
            if (bad) *bad = s;
            st = gg_diag_set(diag, GG_ECHECK,
                             "state %u: stored %s in %u, one-move look-ahead gives %s in %u", s,
                             NAMES[got], (unsigned)r->remoteness[s], NAMES[want], wrem);
            break;
        }
    }
    free(buf);
    return st;
}
