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

#include "retro.h"

#define UNRESOLVED 0
#define PRIM_DRAW 3 /* a terminal draw: final, never updated */

void gg_retro_result_fini(gg_retro_result *r)
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

/* The solver's working state: the labels being built, the FIFO queue, a move buffer and the
 * reverse graph (when the game gives no un-moves). */
typedef struct solver {
    const gg_retro_game *g;
    uint32_t n;
    uint8_t *value;          /* UNRESOLVED, PRIM_DRAW or GG_RETRO_WIN/LOSS */
    uint16_t *rem;           /* remoteness, or the move counter of an unresolved state */
    uint32_t *queue;
    size_t head, tail;
    uint32_t *buf;           /* max(max_moves, max_unmoves) + 1 entries */
    rgraph rg;
    gg_diag *diag;
} solver;

static gg_status solver_init(solver *sv, const gg_retro_game *g, gg_diag *diag)
{
    uint32_t n = g->nstates;
    uint32_t bufn = g->max_moves > g->max_unmoves ? g->max_moves : g->max_unmoves;
    *sv = (solver){.g = g, .n = n, .diag = diag};
    sv->value = calloc(n ? n : 1, 1);
    sv->rem = calloc(n ? n : 1, sizeof(uint16_t));
    sv->queue = malloc((size_t)(n ? n : 1) * sizeof(uint32_t));
    sv->buf = malloc(((size_t)bufn + 1) * sizeof(uint32_t));
    if (!sv->value || !sv->rem || !sv->queue || !sv->buf) return gg_diag_nomem(diag);
    return GG_OK;
}

static void solver_fini(solver *sv)
{
    free(sv->value);
    free(sv->rem);
    free(sv->queue);
    free(sv->buf);
    free(sv->rg.first);
    free(sv->rg.pred);
}

/* Pass 1: terminal states get their primitive value; wins and losses enter the queue. */
static void label_primitives(solver *sv)
{
    for (uint32_t s = 0; s < sv->n; s++) {
        int p = sv->g->primitive(sv->g->user, s);
        if (p == GG_RETRO_WIN || p == GG_RETRO_LOSS) {
            sv->value[s] = (uint8_t)p;
            sv->queue[sv->tail++] = s;
        } else if (p == GG_RETRO_DRAW) {
            sv->value[s] = PRIM_DRAW;
        }
    }
}

/* Pass 2: every other state gets its move counter, or is a loss in 0 if it has no move.
 * Queued states keep remoteness 0 (rem is zeroed and only unresolved states get counters). */
static gg_status count_moves(solver *sv)
{
    const gg_retro_game *g = sv->g;
    for (uint32_t s = 0; s < sv->n; s++) {
        if (sv->value[s] != UNRESOLVED) continue;
        uint32_t k = g->moves(g->user, s, sv->buf);
        if (k > g->max_moves)
            return gg_diag_set(sv->diag, GG_ECHECK,
                               "retro: state %u has %u moves, more than max_moves %u", s, k,
                               g->max_moves);
        for (uint32_t i = 0; i < k; i++)
            if (sv->buf[i] >= sv->n)
                return gg_diag_set(sv->diag, GG_ECHECK,
                                   "retro: state %u has a move to %u, out of range", s, sv->buf[i]);
        if (k == 0) {
            sv->value[s] = GG_RETRO_LOSS;
            sv->queue[sv->tail++] = s;
        } else {
            sv->rem[s] = (uint16_t)k;
        }
    }
    return GG_OK;
}

/* The predecessors of s: from the un-move callback, or from the reverse graph. */
static gg_status predecessors(solver *sv, uint32_t s, const uint32_t **preds, uint32_t *k)
{
    const gg_retro_game *g = sv->g;
    if (!g->unmoves) {
        *k = sv->rg.first[s + 1] - sv->rg.first[s];
        *preds = sv->rg.pred + sv->rg.first[s];
        return GG_OK;
    }
    *k = g->unmoves(g->user, s, sv->buf);
    *preds = sv->buf;
    if (*k > g->max_unmoves)
        return gg_diag_set(sv->diag, GG_ECHECK,
                           "retro: state %u has %u un-moves, more than max_unmoves %u", s, *k,
                           g->max_unmoves);
    return GG_OK;
}

/* The FIFO sweep described at the top of the file. */
static gg_status propagate(solver *sv)
{
    while (sv->head < sv->tail) {
        uint32_t s = sv->queue[sv->head++];
        uint32_t rs = sv->rem[s];
        if (rs + 1 > GG_RETRO_MAX_REMOTENESS)
            return gg_diag_set(sv->diag, GG_ECHECK, "retro: remoteness exceeds %u",
                               GG_RETRO_MAX_REMOTENESS);
        const uint32_t *preds;
        uint32_t k;
        gg_status st = predecessors(sv, s, &preds, &k);
        if (st != GG_OK) return st;
        int s_loses = sv->value[s] == GG_RETRO_LOSS;
        for (uint32_t i = 0; i < k; i++) {
            uint32_t p = preds[i];
            if (p >= sv->n)
                return gg_diag_set(sv->diag, GG_ECHECK,
                                   "retro: state %u has an un-move to %u, out of range", s, p);
            if (sv->value[p] != UNRESOLVED) continue;
            if (s_loses || --sv->rem[p] == 0) {
                sv->value[p] = s_loses ? GG_RETRO_WIN : GG_RETRO_LOSS;
                sv->rem[p] = (uint16_t)(rs + 1);
                sv->queue[sv->tail++] = p;
            }
        }
    }
    return GG_OK;
}

gg_status gg_retro_solve(const gg_retro_game *g, gg_retro_result *r, gg_diag *diag)
{
    memset(r, 0, sizeof *r);
    if (g->max_moves > 65535u)
        return gg_diag_set(diag, GG_ECHECK, "retro: max_moves %u exceeds 65535", g->max_moves);
    solver sv;
    gg_status st = solver_init(&sv, g, diag);
    if (st == GG_OK) {
        label_primitives(&sv);
        st = count_moves(&sv);
    }
    if (st == GG_OK && !g->unmoves) st = build_reverse(g, sv.value, &sv.rg, diag);
    if (st == GG_OK) st = propagate(&sv);
    if (st == GG_OK) {
        for (uint32_t s = 0; s < sv.n; s++) /* never resolved, or terminal draws */
            if (sv.value[s] == UNRESOLVED || sv.value[s] == PRIM_DRAW) {
                sv.value[s] = GG_RETRO_DRAW;
                sv.rem[s] = 0;
            }
        r->nstates = sv.n;
        r->value = sv.value;
        r->remoteness = sv.rem;
        sv.value = NULL;
        sv.rem = NULL;
    }
    solver_fini(&sv);
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
