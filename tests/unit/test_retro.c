/* test_retro.c: unit tests of the retrograde engine (src/engine/retro.c).
 *
 * 1. Tic-tac-toe: the 5,478 positions reachable from the empty board, solved by the engine
 *    with its own reverse graph; compared state by state with a plain recursive negamax
 *    (value and remoteness: winner minimises, loser maximises); the empty board is a draw;
 *    terminal positions: 626 won by X, 316 by O, 16 full-board draws.
 * 2. Loopy toy games: seeded random directed graphs with cycles, solved with the engine's
 *    reverse graph and with an un-move callback, compared with a naive level-by-level fixed
 *    point; a hand-made cycle with draws and a cycle with an exit.
 * 3. The one-move re-check accepts every solution above and rejects corrupted ones.
 * 4. A callback that breaks its contract is reported and leaves the result empty. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/rng.h>

#include "check.h"
#include "engine/retro.h"

/* check.h's CHECK, and after a failure the context (cond is evaluated once, by CHECK). */
#define CHECK_WHY(cond, ...)                                                                      \
    do {                                                                                          \
        int failed_before_ = check_failed;                                                        \
        CHECK(cond);                                                                              \
        if (check_failed != failed_before_) {                                                     \
            printf("     ");                                                                      \
            printf(__VA_ARGS__);                                                                  \
            printf("\n");                                                                         \
        }                                                                                         \
    } while (0)

/* ---- tic-tac-toe ---------------------------------------------------------------------- */

#define TTT_CODES 19683 /* 3^9 */

typedef struct ttt {
    int32_t index[TTT_CODES]; /* code -> state or -1 */
    int32_t code[6000];       /* state -> code */
    uint32_t n;
} ttt;

static void decode(int code, int cell[9])
{
    for (int i = 0; i < 9; i++) {
        cell[i] = code % 3;
        code /= 3;
    }
}

static int encode(const int cell[9])
{
    int c = 0;
    for (int i = 8; i >= 0; i--) c = c * 3 + cell[i];
    return c;
}

static const int LINES[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

/* 1 or 2 if that mark has three in a row, else 0 */
static int winner(const int cell[9])
{
    for (int l = 0; l < 8; l++) {
        int a = cell[LINES[l][0]];
        if (a && a == cell[LINES[l][1]] && a == cell[LINES[l][2]]) return a;
    }
    return 0;
}

static int to_move(const int cell[9])
{
    int x = 0, o = 0;
    for (int i = 0; i < 9; i++) {
        x += cell[i] == 1;
        o += cell[i] == 2;
    }
    return x == o ? 1 : 2;
}

static int full(const int cell[9])
{
    for (int i = 0; i < 9; i++)
        if (!cell[i]) return 0;
    return 1;
}

/* Enumerates the positions reachable from the empty board (explicit stack). */
static void ttt_enumerate(ttt *t)
{
    for (int i = 0; i < TTT_CODES; i++) t->index[i] = -1;
    int stack[6000], sp = 0;
    t->n = 0;
    t->index[0] = 0;
    t->code[t->n++] = 0;
    stack[sp++] = 0;
    while (sp) {
        int code = stack[--sp], cell[9];
        decode(code, cell);
        if (winner(cell) || full(cell)) continue;
        int mv = to_move(cell);
        for (int i = 0; i < 9; i++) {
            if (cell[i]) continue;
            cell[i] = mv;
            int c = encode(cell);
            cell[i] = 0;
            if (t->index[c] < 0) {
                t->index[c] = (int32_t)t->n;
                t->code[t->n++] = c;
                stack[sp++] = c;
            }
        }
    }
}

static int ttt_primitive(void *u, uint32_t s)
{
    ttt *t = u;
    int cell[9];
    decode(t->code[s], cell);
    if (winner(cell)) return GG_RETRO_LOSS; /* the last mover made the line */
    if (full(cell)) return GG_RETRO_DRAW;
    return GG_RETRO_NONE;
}

static uint32_t ttt_moves(void *u, uint32_t s, uint32_t *out)
{
    ttt *t = u;
    int cell[9];
    decode(t->code[s], cell);
    int mv = to_move(cell);
    uint32_t k = 0;
    for (int i = 0; i < 9; i++) {
        if (cell[i]) continue;
        cell[i] = mv;
        out[k++] = (uint32_t)t->index[encode(cell)];
        cell[i] = 0;
    }
    return k;
}

/* Negamax straight from the rules: value for the side to move and remoteness. */
static void negamax(int code, int *value, int *rem)
{
    int cell[9];
    decode(code, cell);
    if (winner(cell)) {
        *value = GG_RETRO_LOSS;
        *rem = 0;
        return;
    }
    if (full(cell)) {
        *value = GG_RETRO_DRAW;
        *rem = 0;
        return;
    }
    int mv = to_move(cell), best_win = 1000, worst_loss = -1, any_draw = 0;
    for (int i = 0; i < 9; i++) {
        if (cell[i]) continue;
        cell[i] = mv;
        int v, r;
        negamax(encode(cell), &v, &r);
        cell[i] = 0;
        if (v == GG_RETRO_LOSS && r + 1 < best_win) best_win = r + 1;
        if (v == GG_RETRO_WIN && r + 1 > worst_loss) worst_loss = r + 1;
        if (v == GG_RETRO_DRAW) any_draw = 1;
    }
    if (best_win < 1000) {
        *value = GG_RETRO_WIN;
        *rem = best_win;
    } else if (any_draw) {
        *value = GG_RETRO_DRAW;
        *rem = 0;
    } else {
        *value = GG_RETRO_LOSS;
        *rem = worst_loss;
    }
}

static void test_tictactoe(void)
{
    ttt *t = malloc(sizeof *t);
    ttt_enumerate(t);
    CHECK_WHY(t->n == 5478, "tic-tac-toe: %u reachable positions, expected 5478", t->n);
    int xw = 0, ow = 0, dr = 0;
    for (uint32_t s = 0; s < t->n; s++) {
        int cell[9];
        decode(t->code[s], cell);
        int w = winner(cell);
        if (w == 1) xw++;
        else if (w == 2) ow++;
        else if (full(cell)) dr++;
    }
    CHECK_WHY(xw == 626 && ow == 316 && dr == 16, "terminal positions X %d O %d draw %d, expected 626 316 16",
          xw, ow, dr);
    gg_retro_game g = {t->n, t, ttt_primitive, ttt_moves, 9, NULL, 0};
    gg_retro_result r;
    gg_diag d = {0};
    gg_status st = gg_retro_solve(&g, &r, &d);
    CHECK_WHY(st == GG_OK, "solve: %s", d.msg);
    if (st != GG_OK) {
        free(t);
        return;
    }
    CHECK_WHY(r.value[0] == GG_RETRO_DRAW, "the empty board is a draw (got %d)", r.value[0]);
    int mismatches = 0, counts[3] = {0};
    for (uint32_t s = 0; s < t->n; s++) {
        int v, rm;
        negamax(t->code[s], &v, &rm);
        counts[r.value[s]]++;
        if (v != r.value[s] || rm != r.remoteness[s]) {
            if (mismatches < 3)
                printf("  state code %d: engine %d in %d, negamax %d in %d\n", t->code[s], r.value[s],
                       r.remoteness[s], v, rm);
            mismatches++;
        }
    }
    CHECK_WHY(mismatches == 0, "tic-tac-toe: %d states differ from negamax", mismatches);
    CHECK_WHY(counts[0] + counts[1] + counts[2] == 5478, "counts");
    st = gg_retro_check(&g, &r, NULL, &d);
    CHECK_WHY(st == GG_OK, "re-check of tic-tac-toe: %s", d.msg);
    /* corrupt one remoteness: the re-check must notice */
    uint32_t victim = 0;
    for (uint32_t s = 0; s < t->n; s++)
        if (r.value[s] == GG_RETRO_WIN && r.remoteness[s] > 1) {
            victim = s;
            break;
        }
    r.remoteness[victim]++;
    gg_diag d2 = {0};
    uint32_t bad = 0;
    st = gg_retro_check(&g, &r, &bad, &d2);
    CHECK_WHY(st == GG_ECHECK && bad <= victim, "corrupted remoteness not detected");
    r.remoteness[victim]--;
    r.value[0] = GG_RETRO_WIN;
    gg_diag d3 = {0};
    st = gg_retro_check(&g, &r, &bad, &d3);
    CHECK_WHY(st == GG_ECHECK && bad == 0, "corrupted value of the empty board not detected");
    gg_retro_result_fini(&r);
    free(t);
}

/* ---- loopy graphs --------------------------------------------------------------------- */

typedef struct graph {
    uint32_t n;
    int *prim;             /* GG_RETRO_* or NONE */
    uint32_t *first, *to;  /* CSR moves */
    uint32_t *rfirst, *rfrom;
    uint32_t maxdeg, maxrdeg;
} graph;

static int g_primitive(void *u, uint32_t s) { return ((graph *)u)->prim[s]; }

static uint32_t g_moves(void *u, uint32_t s, uint32_t *out)
{
    graph *g = u;
    uint32_t k = 0;
    for (uint32_t i = g->first[s]; i < g->first[s + 1]; i++) out[k++] = g->to[i];
    return k;
}

static uint32_t g_unmoves(void *u, uint32_t s, uint32_t *out)
{
    graph *g = u;
    uint32_t k = 0;
    for (uint32_t i = g->rfirst[s]; i < g->rfirst[s + 1]; i++) out[k++] = g->rfrom[i];
    return k;
}

static void graph_build(graph *g, uint32_t n, const int *prim, const uint32_t *from,
                        const uint32_t *to, uint32_t ne)
{
    g->n = n;
    g->prim = malloc(n * sizeof(int));
    memcpy(g->prim, prim, n * sizeof(int));
    g->first = calloc(n + 1, sizeof(uint32_t));
    g->rfirst = calloc(n + 1, sizeof(uint32_t));
    g->to = malloc((ne + 1) * sizeof(uint32_t));
    g->rfrom = malloc((ne + 1) * sizeof(uint32_t));
    for (uint32_t e = 0; e < ne; e++) {
        g->first[from[e] + 1]++;
        g->rfirst[to[e] + 1]++;
    }
    g->maxdeg = g->maxrdeg = 0;
    for (uint32_t s = 0; s < n; s++) {
        if (g->first[s + 1] > g->maxdeg) g->maxdeg = g->first[s + 1];
        if (g->rfirst[s + 1] > g->maxrdeg) g->maxrdeg = g->rfirst[s + 1];
        g->first[s + 1] += g->first[s];
        g->rfirst[s + 1] += g->rfirst[s];
    }
    uint32_t *f1 = malloc((n + 1) * sizeof(uint32_t)), *f2 = malloc((n + 1) * sizeof(uint32_t));
    memcpy(f1, g->first, (n + 1) * sizeof(uint32_t));
    memcpy(f2, g->rfirst, (n + 1) * sizeof(uint32_t));
    for (uint32_t e = 0; e < ne; e++) {
        g->to[f1[from[e]]++] = to[e];
        g->rfrom[f2[to[e]]++] = from[e];
    }
    free(f1);
    free(f2);
}

static void graph_free(graph *g)
{
    free(g->prim);
    free(g->first);
    free(g->to);
    free(g->rfirst);
    free(g->rfrom);
}

/* Naive solver: level r = 0, 1, 2, ...: a state is a WIN in r if some move reaches a LOSS in
 * r - 1; a LOSS in r if all its moves reach WINs of remoteness < r and it was not decided
 * before. Quadratic, straight from the definitions. */
static void naive(const graph *g, uint8_t *val, uint16_t *rem)
{
    uint32_t n = g->n;
    for (uint32_t s = 0; s < n; s++) {
        val[s] = 255;
        rem[s] = 0;
        if (g->prim[s] == GG_RETRO_WIN || g->prim[s] == GG_RETRO_LOSS) val[s] = (uint8_t)g->prim[s];
        else if (g->prim[s] == GG_RETRO_NONE && g->first[s + 1] == g->first[s]) val[s] = GG_RETRO_LOSS;
    }
    for (uint32_t r = 1; r <= 2 * n + 2; r++) {
        uint8_t *nv = malloc(n);
        memcpy(nv, val, n);
        for (uint32_t s = 0; s < n; s++) {
            if (val[s] != 255 || g->prim[s] != GG_RETRO_NONE) continue;
            int win = 0, all = 1;
            for (uint32_t i = g->first[s]; i < g->first[s + 1]; i++) {
                uint32_t t = g->to[i];
                if (val[t] == GG_RETRO_LOSS && rem[t] == r - 1) win = 1;
                if (!(val[t] == GG_RETRO_WIN && rem[t] < r)) all = 0;
            }
            if (win) {
                nv[s] = GG_RETRO_WIN;
                rem[s] = (uint16_t)r;
            } else if (all) {
                nv[s] = GG_RETRO_LOSS;
                rem[s] = (uint16_t)r;
            }
        }
        memcpy(val, nv, n);
        free(nv);
    }
    for (uint32_t s = 0; s < n; s++)
        if (val[s] == 255) val[s] = GG_RETRO_DRAW;
}

static void compare(const char *what, graph *g, int use_unmoves)
{
    gg_retro_game rg = {g->n, g, g_primitive, g_moves, g->maxdeg ? g->maxdeg : 1,
                        use_unmoves ? g_unmoves : NULL, g->maxrdeg};
    gg_retro_result r;
    gg_diag d = {0};
    gg_status st = gg_retro_solve(&rg, &r, &d);
    CHECK_WHY(st == GG_OK, "%s: solve: %s", what, d.msg);
    if (st != GG_OK) return;
    uint8_t *val = malloc(g->n);
    uint16_t *rem = malloc(g->n * sizeof(uint16_t));
    naive(g, val, rem);
    int diff = 0;
    for (uint32_t s = 0; s < g->n; s++)
        if (val[s] != r.value[s] || rem[s] != r.remoteness[s]) {
            if (diff < 3)
                printf("  %s: state %u engine %d in %d, naive %d in %d\n", what, s, r.value[s],
                       r.remoteness[s], val[s], rem[s]);
            diff++;
        }
    CHECK_WHY(diff == 0, "%s: %d states differ from the naive solver", what, diff);
    st = gg_retro_check(&rg, &r, NULL, &d);
    CHECK_WHY(st == GG_OK, "%s: re-check: %s", what, d.msg);
    free(val);
    free(rem);
    gg_retro_result_fini(&r);
}

static void test_hand_loops(void)
{
    /* 0 -> 1 -> 2 -> 0: a cycle without exits, all draws */
    {
        int prim[3] = {GG_RETRO_NONE, GG_RETRO_NONE, GG_RETRO_NONE};
        uint32_t from[3] = {0, 1, 2}, to[3] = {1, 2, 0};
        graph g;
        graph_build(&g, 3, prim, from, to, 3);
        gg_retro_game rg = {3, &g, g_primitive, g_moves, 1, NULL, 0};
        gg_retro_result r;
        gg_diag d = {0};
        CHECK_WHY(gg_retro_solve(&rg, &r, &d) == GG_OK, "cycle: %s", d.msg);
        CHECK_WHY(r.value[0] == GG_RETRO_DRAW && r.value[1] == GG_RETRO_DRAW && r.value[2] == GG_RETRO_DRAW,
              "a closed cycle is all draws");
        gg_retro_result_fini(&r);
        graph_free(&g);
    }
    /* 0 <-> 1, 1 -> 2 (terminal: the side to move there has lost), 3 -> 0, 3 -> 4 (4 has no
     * moves), 5 <-> 6 and 5 -> 0: 1 wins in 1, 0 loses in 2, 3 wins in 1 (to 4), 5 wins in 3
     * (to 0), 6 (whose only move is to 5) loses in 4 */
    {
        int prim[7] = {GG_RETRO_NONE, GG_RETRO_NONE, GG_RETRO_LOSS, GG_RETRO_NONE,
                       GG_RETRO_NONE, GG_RETRO_NONE, GG_RETRO_NONE};
        uint32_t from[8] = {0, 1, 1, 3, 3, 5, 5, 6}, to[8] = {1, 0, 2, 0, 4, 6, 0, 5};
        graph g;
        graph_build(&g, 7, prim, from, to, 8);
        gg_retro_game rg = {7, &g, g_primitive, g_moves, 2, g_unmoves, g.maxrdeg};
        gg_retro_result r;
        gg_diag d = {0};
        CHECK_WHY(gg_retro_solve(&rg, &r, &d) == GG_OK, "exit: %s", d.msg);
        CHECK_WHY(r.value[1] == GG_RETRO_WIN && r.remoteness[1] == 1, "1 wins in 1 (%d in %d)", r.value[1], r.remoteness[1]);
        CHECK_WHY(r.value[0] == GG_RETRO_LOSS && r.remoteness[0] == 2, "0 loses in 2 (%d in %d)", r.value[0], r.remoteness[0]);
        CHECK_WHY(r.value[4] == GG_RETRO_LOSS && r.remoteness[4] == 0, "4 has no move: loses in 0");
        CHECK_WHY(r.value[3] == GG_RETRO_WIN && r.remoteness[3] == 1, "3 wins in 1 (%d in %d)", r.value[3], r.remoteness[3]);
        CHECK_WHY(r.value[5] == GG_RETRO_WIN && r.remoteness[5] == 3, "5 wins in 3 (%d in %d)", r.value[5], r.remoteness[5]);
        CHECK_WHY(r.value[6] == GG_RETRO_LOSS && r.remoteness[6] == 4, "6 loses in 4 (%d in %d)", r.value[6], r.remoteness[6]);
        gg_retro_result_fini(&r);
        graph_free(&g);
    }
    /* 0 <-> 1 and 1 -> 2 where 2 is a terminal draw, 0 -> 3 where 3 wins for its mover:
     * nobody can force anything: 0 and 1 are draws */
    {
        int prim[4] = {GG_RETRO_NONE, GG_RETRO_NONE, GG_RETRO_DRAW, GG_RETRO_WIN};
        uint32_t from[4] = {0, 1, 1, 0}, to[4] = {1, 0, 2, 3};
        graph g;
        graph_build(&g, 4, prim, from, to, 4);
        gg_retro_game rg = {4, &g, g_primitive, g_moves, 2, NULL, 0};
        gg_retro_result r;
        gg_diag d = {0};
        CHECK_WHY(gg_retro_solve(&rg, &r, &d) == GG_OK, "draws: %s", d.msg);
        CHECK_WHY(r.value[0] == GG_RETRO_DRAW && r.value[1] == GG_RETRO_DRAW && r.value[2] == GG_RETRO_DRAW,
              "draws by repetition and a terminal draw (%d %d %d)", r.value[0], r.value[1], r.value[2]);
        CHECK_WHY(r.value[3] == GG_RETRO_WIN && r.remoteness[3] == 0, "primitive win kept");
        gg_retro_result_fini(&r);
        graph_free(&g);
    }
}

static void test_random_loops(void)
{
    gg_rng rng;
    int draws = 0, wins = 0, losses = 0;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        gg_rng_seed(&rng, seed);
        uint32_t n = 2 + (uint32_t)gg_rng_below(&rng, 60);
        int *prim = malloc(n * sizeof(int));
        uint32_t cap = n * 4 + 1, ne = 0;
        uint32_t *from = malloc(cap * sizeof(uint32_t)), *to = malloc(cap * sizeof(uint32_t));
        for (uint32_t s = 0; s < n; s++) {
            uint64_t r = gg_rng_below(&rng, 20);
            prim[s] = r == 0 ? GG_RETRO_WIN : r == 1 ? GG_RETRO_LOSS : r == 2 ? GG_RETRO_DRAW : GG_RETRO_NONE;
            uint32_t deg = (uint32_t)gg_rng_below(&rng, 4);
            for (uint32_t k = 0; k < deg; k++) {
                from[ne] = s;
                to[ne] = (uint32_t)gg_rng_below(&rng, n);
                ne++;
            }
        }
        graph g;
        graph_build(&g, n, prim, from, to, ne);
        char what[64];
        snprintf(what, sizeof what, "random graph seed %llu", (unsigned long long)seed);
        compare(what, &g, 0);
        compare(what, &g, 1);
        gg_retro_game rg = {n, &g, g_primitive, g_moves, g.maxdeg ? g.maxdeg : 1, NULL, 0};
        gg_retro_result r;
        gg_diag d = {0};
        if (gg_retro_solve(&rg, &r, &d) == GG_OK) {
            for (uint32_t s = 0; s < n; s++) {
                if (prim[s] != GG_RETRO_NONE) continue;
                draws += r.value[s] == GG_RETRO_DRAW;
                wins += r.value[s] == GG_RETRO_WIN;
                losses += r.value[s] == GG_RETRO_LOSS;
            }
            gg_retro_result_fini(&r);
        }
        graph_free(&g);
        free(prim);
        free(from);
        free(to);
    }
    /* the sample must exercise all three outcomes, or the comparison proves little */
    CHECK_WHY(draws > 100 && wins > 100 && losses > 100, "random graphs: %d draws, %d wins, %d losses",
          draws, wins, losses);
}

/* A two-state game whose moves callback breaks its contract: state 0 moves to state 7. */
static int bad_primitive(void *u, uint32_t s)
{
    (void)u;
    return s == 1 ? GG_RETRO_LOSS : GG_RETRO_NONE;
}

static uint32_t bad_moves(void *u, uint32_t s, uint32_t *out)
{
    (void)u;
    (void)s;
    out[0] = 7;
    return 1;
}

/* Broken contracts are reported (GG_ECHECK with the state), the result is left empty, and
 * gg_retro_result_fini is harmless on it and on a zeroed result. */
static void test_contract_errors(void)
{
    gg_retro_game rg = {2, NULL, bad_primitive, bad_moves, 1, NULL, 0};
    gg_retro_result r;
    gg_diag d = {0};
    CHECK_WHY(gg_retro_solve(&rg, &r, &d) == GG_ECHECK && strstr(d.msg, "out of range") != NULL,
              "a move out of range: %s", d.msg);
    CHECK(r.value == NULL && r.remoteness == NULL && r.nstates == 0);
    gg_retro_result_fini(&r);
    rg.max_moves = 70000;
    CHECK(gg_retro_solve(&rg, &r, NULL) == GG_ECHECK); /* diag may be NULL */
    gg_retro_result z = {0};
    gg_retro_result_fini(&z);
    CHECK(z.value == NULL);
}

int main(void)
{
    test_contract_errors();
    test_tictactoe();
    test_hand_loops();
    test_random_loops();
    return check_done();
}
