/* table.c: the knightmare tablebase: every state (white cell, black cell, side to move) of a
 * board up to 40 x 40 solved by the retrograde engine, with the one-move re-check and the
 * best move of a state (quickest win, else a draw, else the longest loss).
 *
 * State s = (w * C + b) * 2 + tomove, C = n * m. A state is terminal when the move that led
 * to it ended the game (gg_knightmare_after_move with the other side as the mover): a LOSS for
 * the side to move if the mover won, a WIN under the "any" reading if the side to move's
 * knight stands on its target unattacked. Un-moves: the knight of the side not to move goes
 * back to any cell one knight move away. */
#include <stdlib.h>

#include <gridgames/knightmare.h>

#include "engine/retro.h"

typedef struct km_geom {
    int n, m;
    uint32_t C;
    gg_knightmare_rule rule;
    uint8_t *deg;     /* knight moves from each cell */
    int32_t *nb;      /* 8 per cell */
} km_geom;

static int prim(void *u, uint32_t s)
{
    const km_geom *g = u;
    gg_knightmare_side tomove = (gg_knightmare_side)(s & 1u);
    uint32_t wb = s >> 1;
    int32_t w = (int32_t)(wb / g->C), b = (int32_t)(wb % g->C);
    gg_knightmare_side mover = tomove == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    gg_knightmare_result res = gg_knightmare_after_move(g->n, g->m, g->rule, w, b, mover);
    if (res == GG_KNIGHTMARE_GOING) return GG_RETRO_NONE;
    gg_knightmare_side winner = res == GG_KNIGHTMARE_WHITE_WON ? GG_KNIGHTMARE_WHITE : GG_KNIGHTMARE_BLACK;
    return winner == tomove ? GG_RETRO_WIN : GG_RETRO_LOSS;
}

static uint32_t moves(void *u, uint32_t s, uint32_t *out)
{
    const km_geom *g = u;
    uint32_t tomove = s & 1u, wb = s >> 1;
    uint32_t w = wb / g->C, b = wb % g->C;
    uint32_t k = 0;
    if (tomove == 0) {
        for (int i = 0; i < g->deg[w]; i++)
            out[k++] = (((uint32_t)g->nb[w * 8 + i] * g->C + b) << 1) | 1u;
    } else {
        for (int i = 0; i < g->deg[b]; i++) out[k++] = ((w * g->C + (uint32_t)g->nb[b * 8 + i]) << 1);
    }
    return k;
}

static uint32_t unmoves(void *u, uint32_t s, uint32_t *out)
{
    const km_geom *g = u;
    uint32_t tomove = s & 1u, wb = s >> 1;
    uint32_t w = wb / g->C, b = wb % g->C;
    uint32_t k = 0;
    if (tomove == 1) { /* white moved last */
        for (int i = 0; i < g->deg[w]; i++) out[k++] = (((uint32_t)g->nb[w * 8 + i] * g->C + b) << 1);
    } else {           /* black moved last */
        for (int i = 0; i < g->deg[b]; i++)
            out[k++] = ((w * g->C + (uint32_t)g->nb[b * 8 + i]) << 1) | 1u;
    }
    return k;
}

static gg_status geom_init(km_geom *g, int n, int m, gg_knightmare_rule rule, gg_diag *diag)
{
    g->n = n;
    g->m = m;
    g->C = (uint32_t)n * (uint32_t)m;
    g->rule = rule;
    g->deg = malloc(g->C);
    g->nb = malloc((size_t)g->C * 8 * sizeof(int32_t));
    if (!g->deg || !g->nb) {
        free(g->deg);
        free(g->nb);
        return gg_diag_nomem(diag);
    }
    for (uint32_t c = 0; c < g->C; c++) g->deg[c] = (uint8_t)gg_knightmare_moves(n, m, (int32_t)c, g->nb + c * 8);
    return GG_OK;
}

static void geom_free(km_geom *g)
{
    free(g->deg);
    free(g->nb);
}

static void retro_game(gg_retro_game *rg, km_geom *g)
{
    rg->nstates = 2u * g->C * g->C;
    rg->user = g;
    rg->primitive = prim;
    rg->moves = moves;
    rg->max_moves = 8;
    rg->unmoves = unmoves;
    rg->max_unmoves = 8;
}

static gg_status check_board(int n, int m, gg_diag *diag)
{
    if (n < GG_KNIGHTMARE_MIN || n > GG_KNIGHTMARE_TABLE_MAX || n % 2 || m < GG_KNIGHTMARE_MIN ||
        m > GG_KNIGHTMARE_TABLE_MAX || m % 2)
        return gg_diag_set(diag, GG_EUSAGE, "table: board %d x %d: sides must be even and in [%d, %d]",
                           n, m, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_TABLE_MAX);
    return GG_OK;
}

gg_status gg_knightmare_table_build(gg_knightmare_table *t, int n, int m, gg_knightmare_rule rule,
                                    gg_diag *diag)
{
    *t = (gg_knightmare_table){0};
    gg_status st = check_board(n, m, diag);
    if (st != GG_OK) return st;
    km_geom g;
    st = geom_init(&g, n, m, rule, diag);
    if (st != GG_OK) return st;
    gg_retro_game rg;
    retro_game(&rg, &g);
    gg_retro_result r;
    st = gg_retro_solve(&rg, &r, diag);
    geom_free(&g);
    if (st != GG_OK) return st;
    t->n = n;
    t->m = m;
    t->rule = rule;
    t->ncells = g.C;
    t->nstates = r.nstates;
    t->value = r.value;
    t->rem = r.remoteness;
    return GG_OK;
}

void gg_knightmare_table_free(gg_knightmare_table *t)
{
    free(t->value);
    free(t->rem);
    *t = (gg_knightmare_table){0};
}

gg_status gg_knightmare_table_check(const gg_knightmare_table *t, gg_diag *diag)
{
    km_geom g;
    gg_status st = geom_init(&g, t->n, t->m, t->rule, diag);
    if (st != GG_OK) return st;
    gg_retro_game rg;
    retro_game(&rg, &g);
    rg.unmoves = NULL; /* the check uses moves only */
    gg_retro_result r = {t->nstates, t->value, t->rem};
    uint32_t bad = 0;
    gg_diag local = {0};
    st = gg_retro_check(&rg, &r, &bad, &local);
    geom_free(&g);
    if (st == GG_ECHECK) {
        uint32_t wb = bad >> 1, w = wb / t->ncells, b = wb % t->ncells;
        return gg_diag_set(diag, GG_ECHECK, "white (%d,%d) black (%d,%d) %s to move: %s",
                           gg_knightmare_row(t->m, (int32_t)w), gg_knightmare_col(t->m, (int32_t)w),
                           gg_knightmare_row(t->m, (int32_t)b), gg_knightmare_col(t->m, (int32_t)b),
                           (bad & 1u) ? "black" : "white", local.msg);
    }
    if (st != GG_OK) return gg_diag_set(diag, st, "%s", local.msg);
    return GG_OK;
}

int32_t gg_knightmare_table_best(const gg_knightmare_table *t, int32_t w, int32_t b,
                                 gg_knightmare_side tomove)
{
    int32_t from = tomove == GG_KNIGHTMARE_WHITE ? w : b, nb[8];
    int k = gg_knightmare_moves(t->n, t->m, from, nb);
    int32_t best = nb[0];
    int best_score = -1000000;
    for (int i = 0; i < k; i++) {
        uint32_t s = tomove == GG_KNIGHTMARE_WHITE
                         ? gg_knightmare_state(t, nb[i], b, GG_KNIGHTMARE_BLACK)
                         : gg_knightmare_state(t, w, nb[i], GG_KNIGHTMARE_WHITE);
        int v = t->value[s], r = t->rem[s], score;
        /* for us: the successor's LOSS is our win (quicker is better), DRAW next, then the
         * successor's WIN (our loss: slower is better) */
        if (v == GG_KNIGHTMARE_LOSS) score = 200000 - r;
        else if (v == GG_KNIGHTMARE_DRAW) score = 100000;
        else score = r;
        if (score > best_score) {
            best_score = score;
            best = nb[i];
        }
    }
    return best;
}
