/* table.c: the knightmare tablebase: every state (white cell, black cell, side to move) of a
 * board up to 40 x 40 solved by the retrograde engine, with the one-move re-check and the
 * best move of a state (quickest win, else a draw, else the longest loss), and the report of
 * `gridgames knightmare table` (counts, the longest forced win, the re-check, a one-start query).
 *
 * State s = (w * C + b) * 2 + tomove, C = n * m. A state is terminal when the move that led
 * to it ended the game (gg_knightmare_after_move with the other side as the mover): a LOSS for
 * the side to move if the mover won, a WIN under the "any" reading if the side to move's
 * knight stands on its target unattacked. Un-moves: the knight of the side not to move goes
 * back to any cell one knight move away. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "internal.h"

#include "../../engine/retro.h"

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
    gg_knightmare_result res = gg_knightmare_after_move((gg_knightmare_board){g->n, g->m, g->rule}, w, b, mover);
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

static void geom_fini(km_geom *g)
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

gg_status gg_knightmare_table_init(gg_knightmare_table *t, gg_knightmare_board board, gg_diag *diag)
{
    int n = board.n, m = board.m;
    gg_knightmare_rule rule = board.rule;
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
    geom_fini(&g);
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

void gg_knightmare_table_fini(gg_knightmare_table *t)
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
    geom_fini(&g);
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

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void cell_text(char *buf, size_t sz, int m, int32_t c)
{
    snprintf(buf, sz, "(%d,%d)", gg_knightmare_row(m, c), gg_knightmare_col(m, c));
}

/* The value counts over all states and over the legal starts, and the longest forced wins. */
static void report_counts(gg_writer *w, const gg_knightmare_table *t)
{
    uint64_t all[3] = {0}, start[3] = {0};
    int longest_all = 0, longest_start = 0;
    uint32_t arg_start = 0;
    for (uint32_t s = 0; s < t->nstates; s++) {
        all[t->value[s]]++;
        if (t->value[s] != GG_KNIGHTMARE_DRAW && t->rem[s] > longest_all) longest_all = t->rem[s];
    }
    gg_knightmare_start q = {t->n, t->m, 0, 0, 0, 0};
    while (gg_knightmare_next_start(&q)) {
        uint32_t s = gg_knightmare_state(t, gg_knightmare_cell(t->m, q.x1, q.y1), gg_knightmare_cell(t->m, q.x2, q.y2),
                                         GG_KNIGHTMARE_WHITE);
        start[t->value[s]]++;
        if (t->value[s] != GG_KNIGHTMARE_DRAW && t->rem[s] > longest_start) {
            longest_start = t->rem[s];
            arg_start = s;
        }
    }
    gg_writef(w, "board %d x %d, rule %s: %u states (white cell, black cell, side to move)\n", t->n, t->m,
              gg_knightmare_rule_name(t->rule), t->nstates);
    gg_writef(w, "all states: %llu wins, %llu losses, %llu draws for the side to move; longest forced win %d plies\n",
              (unsigned long long)all[1], (unsigned long long)all[2], (unsigned long long)all[0], longest_all);
    gg_writef(w, "legal starts (white to move): %llu: white wins %llu, black wins %llu, draws %llu\n",
              (unsigned long long)(start[0] + start[1] + start[2]), (unsigned long long)start[1],
              (unsigned long long)start[2], (unsigned long long)start[0]);
    if (start[1] + start[2]) {
        uint32_t wb = arg_start >> 1;
        char a[32], b[32];
        cell_text(a, sizeof a, t->m, (int32_t)(wb / t->ncells));
        cell_text(b, sizeof b, t->m, (int32_t)(wb % t->ncells));
        gg_writef(w, "longest forced win from a legal start: %d plies (white %s, black %s: %s wins)\n",
                  longest_start, a, b, t->value[arg_start] == GG_KNIGHTMARE_WIN ? "white" : "black");
    }
}

static void report_query(gg_writer *w, const gg_knightmare_table *t, const gg_knightmare_start *q)
{
    int m = t->m;
    int32_t wc = gg_knightmare_cell(m, q->x1, q->y1), bc = gg_knightmare_cell(m, q->x2, q->y2);
    uint32_t s = gg_knightmare_state(t, wc, bc, GG_KNIGHTMARE_WHITE);
    int32_t best = gg_knightmare_table_best(t, wc, bc, GG_KNIGHTMARE_WHITE);
    char bm[32];
    cell_text(bm, sizeof bm, m, best);
    if (t->value[s] == GG_KNIGHTMARE_DRAW)
        gg_writef(w, "start white (%d,%d) black (%d,%d): a draw; white's best move %s\n", q->x1, q->y1, q->x2,
                  q->y2, bm);
    else
        gg_writef(w, "start white (%d,%d) black (%d,%d): %s wins in %d pl%s; white's best move %s\n", q->x1, q->y1,
                  q->x2, q->y2, t->value[s] == GG_KNIGHTMARE_WIN ? "white" : "black", t->rem[s],
                  t->rem[s] == 1 ? "y" : "ies", bm);
}

gg_status gg_knightmare_table_report(gg_ctx *ctx, int n, int m, gg_knightmare_rule rule,
                                     const gg_knightmare_start *query, int timing)
{
    double t0 = now();
    gg_knightmare_table t;
    gg_status st = gg_knightmare_table_init(&t, (gg_knightmare_board){n, m, rule}, ctx->diag);
    if (st != GG_OK) return st;
    double t1 = now();
    st = gg_knightmare_table_check(&t, ctx->diag);
    double t2 = now();
    report_counts(ctx->out, &t);
    if (st == GG_OK)
        gg_writef(ctx->out, "re-check (one move of look-ahead from the rules): all %u states consistent\n",
                  t.nstates);
    if (st == GG_OK && query) report_query(ctx->out, &t, query);
    if (timing) {
        double mib = (double)t.nstates * 7.0 / (1024.0 * 1024.0); /* value + remoteness + queue */
        gg_writef(ctx->log, "table %d x %d: build %.3f s, re-check %.3f s, about %.1f MiB at the peak\n", n, m,
                  t1 - t0, t2 - t1, mib);
    }
    gg_knightmare_table_fini(&t);
    return st;
}
