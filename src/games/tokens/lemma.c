/* lemma.c: the single-token lemma by exhaustive game search, from the rules alone.
 *
 * The question: one black token at offset (dx, dy) = (black - white), white to move. Can
 * black keep white's x-coordinate bounded above forever ("stop white running right")?
 * Positions are offsets; a round is a white step m (not onto the token) and a black step b;
 * its weight is white's x-progress: +1 for a step right, -1 left, 0 up or down. Black wants
 * the running sum of weights bounded: an energy game. f(d) = the least credit C such that
 * black can keep every partial sum <= C from d; it satisfies
 *     f(d) = max(0, max over legal m of (weight(m) + min over b of f(d - m + b)))
 * and is the least fixed point of that equation; f = infinity means white's x is unbounded.
 *
 * The infinite plane is cut to the window |dx|, |dy| <= S in two ways: positions leaving it
 * are worth 0 (a black win: gives f_low <= f) or infinity (a black loss: f_up >= f). Offsets
 * with dx <= 0 are infinity in both, proven from the rules: white steps right every turn and
 * the token, one step a turn, can never get in front of it again (dx never increases), so
 * every step right stays legal. Then f_low <= f <= f_up, so f_up finite proves black wins
 * (its strategy never leaves the window), and f_low infinite proves white wins. Each is
 * computed by Kleene iteration from 0 (monotone), a value above the number of positions of
 * the finite game meaning infinity: in a finite energy game the least credit, when finite, is
 * at most (positions - 1) * (largest weight), a standard fact (Brim, Chaloupka, Doyen,
 * Gentilini, Raskin 2011).
 */
#include <stdlib.h>

#include <gridgames/tokens.h>

#include "internal.h"

#define INF INT64_MAX

static const int MX[4] = {1, -1, 0, 0}, MY[4] = {0, 0, 1, -1}, WEIGHT[4] = {1, -1, 0, 0};

/* Solves one of the two finite games; f has (2S+1)^2 entries indexed by (dx+S)(2S+1)+(dy+S). */
static void solve_window(int S, int64_t outside, int64_t *f)
{
    int side = 2 * S + 1;
    int64_t cap = 2 * (int64_t)side * side + 2;
    for (int dx = -S; dx <= S; dx++)
        for (int dy = -S; dy <= S; dy++) f[(dx + S) * side + dy + S] = dx <= 0 ? INF : 0;
    int changed = 1;
    while (changed) {
        changed = 0;
        for (int dx = 1; dx <= S; dx++)
            for (int dy = -S; dy <= S; dy++) {
                int64_t best = 0;
                for (int m = 0; m < 4 && best != INF; m++) {
                    int ax = dx - MX[m], ay = dy - MY[m]; /* offset after white's step */
                    if (ax == 0 && ay == 0) continue;     /* onto the token: illegal */
                    int64_t mn = INF;
                    for (int b = 0; b < 4 && mn > 0; b++) {
                        int tx = ax + MX[b], ty = ay + MY[b];
                        int64_t val = (tx < -S || tx > S || ty < -S || ty > S) ? outside : f[(tx + S) * side + ty + S];
                        if (val < mn) mn = val;
                    }
                    int64_t val = mn == INF ? INF : mn + WEIGHT[m];
                    if (val > best) best = val;
                }
                if (best != INF && best > cap) best = INF;
                int64_t *cur = &f[(dx + S) * side + dy + S];
                if (best != *cur) {
                    /* monotone: values only grow */
                    *cur = best;
                    changed = 1;
                }
            }
    }
}

gg_status gg_tokens_lemma(int radius, int window, gg_tokens_lemma_report *rep, gg_diag *diag)
{
    if (radius < 1 || window < radius || window > 200)
        return gg_diag_set(diag, GG_EUSAGE, "lemma: need 1 <= radius <= window <= 200 (radius %d, window %d)", radius, window);
    int side = 2 * window + 1;
    int64_t *lo = malloc((size_t)side * side * sizeof *lo), *up = malloc((size_t)side * side * sizeof *up);
    if (!lo || !up) {
        free(lo);
        free(up);
        return gg_diag_nomem(diag);
    }
    solve_window(window, 0, lo);
    solve_window(window, INF, up);
    gg_tokens_lemma_report r = {radius, window, 0, 0, 0, 0, 0, 0, 0, 0};
    int first_bad = 1;
    for (int dx = -radius; dx <= radius; dx++)
        for (int dy = -radius; dy <= radius; dy++) {
            size_t i = (size_t)(dx + window) * side + (dy + window);
            int black = up[i] != INF, white = lo[i] == INF, rule = gg_tokens_cone_rule(dx, dy);
            r.offsets++;
            int bad = 0;
            if (black && white) {
                bad = 1; /* impossible if the search is right: counted as a disagreement */
                r.disagree++;
            } else if (black) {
                r.black++;
                if (!rule) bad = 1, r.disagree++;
            } else if (white) {
                r.white++;
                r.white_runs += !gg_tokens_can_block_right(dx, dy);
                if (rule) bad = 1, r.disagree++;
            } else {
                r.undecided++;
                bad = 1;
            }
            if (bad && first_bad) {
                first_bad = 0;
                r.bad_dx = dx;
                r.bad_dy = dy;
            }
        }
    free(lo);
    free(up);
    *rep = r;
    return GG_OK;
}
