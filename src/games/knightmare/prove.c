/* prove.c: an exhaustive check that the player (the real gg_knightmare_player_next code) wins
 * from every legal start of a board against EVERY opponent, not only the perfect one.
 *
 * Fixing the player's strategy turns the game into a one-player game for the opponent. The
 * player's behaviour depends only on its side S, its phase (heading for the other's target
 * first, or for its own) and the two cells, so the keys (S, phase, our cell, their cell) at
 * our turn say everything. Each of our moves lowers the potential
 *     phase "own": d(our cell, our target);   phase "via": 3 + d(our cell, their target)
 * by one (or captures), so the keys can be evaluated in increasing potential. A key's value
 * is the largest number of our moves the opponent can force before we win, or FAIL if some
 * opponent reply wins for it, or reaches a key that is FAIL or not lower in potential. A start
 * is proved when its key (after each possible first move of white, when we are black) is not
 * FAIL. Memory: 2 bytes per key, 4 * (n m)^2 keys. */
#include <stdlib.h>

#include "internal.h"

#define FAIL 0xFFFFu
#define UNSET 0u

typedef struct prover {
    gg_knightmare_board board;
    int n, m;
    uint32_t C;
    gg_knightmare_player p; /* distance fields; positions, side and phase set per key */
    uint16_t *val;          /* [S][phase][me][opp] */
} prover;

static size_t key(const prover *pv, int side, int phase, int32_t me, int32_t opp)
{
    return (((size_t)side * 2 + (size_t)phase) * pv->C + (size_t)me) * pv->C + (size_t)opp;
}

/* phase 1: heading for the other's target first; 0: for our own */
static unsigned potential(const prover *pv, int side, int phase, int32_t me)
{
    return phase ? 3u + pv->p.dist[1 - side][me] : pv->p.dist[side][me];
}

static uint16_t eval_key(prover *pv, int side, int phase, int32_t me, int32_t opp)
{
    gg_knightmare_player *p = &pv->p;
    int other = 1 - side;
    gg_knightmare_result mine = side == 0 ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON;
    p->side = (gg_knightmare_side)side;
    p->plan = GG_KNIGHTMARE_PLAN_VIA;
    p->via_done = !phase;
    p->pos[side] = me;
    p->pos[other] = opp;
    int32_t c = gg_knightmare_player_next(p);
    gg_knightmare_player_apply(p, (gg_knightmare_side)side, c);
    int nphase = p->via_done ? 0 : 1;
    gg_knightmare_result r = gg_knightmare_after_move(pv->board, p->pos[0], p->pos[1], (gg_knightmare_side)side);
    if (r == mine) return 1;
    if (r != GG_KNIGHTMARE_GOING) return FAIL;
    if (potential(pv, side, nphase, c) >= potential(pv, side, phase, me)) return FAIL; /* no progress */
    int32_t nb[8];
    int k = gg_knightmare_moves(pv->n, pv->m, opp, nb);
    unsigned worst = 1;
    for (int i = 0; i < k; i++) {
        int32_t pos[2];
        pos[side] = c;
        pos[other] = nb[i];
        gg_knightmare_result r2 = gg_knightmare_after_move(pv->board, pos[0], pos[1], (gg_knightmare_side)other);
        if (r2 == mine) continue; /* the "any" reading: it left us standing on our target */
        if (r2 != GG_KNIGHTMARE_GOING) return FAIL;
        uint16_t v = pv->val[key(pv, side, nphase, c, nb[i])];
        if (v == UNSET || v == FAIL) return FAIL;
        if (1u + v > worst) worst = 1u + v;
    }
    return (uint16_t)(worst >= FAIL ? FAIL - 1 : worst);
}

/* The start s (keys already evaluated): the side the player takes, with *worst the most
 * moves an opponent can force; or -1 - side when some opponent beats the player. */
static int prove_start(prover *pv, const gg_knightmare_start *s, unsigned *worst)
{
    int n = pv->n, m = pv->m;
    int32_t w = gg_knightmare_cell(m, s->x1, s->y1), b = gg_knightmare_cell(m, s->x2, s->y2);
    gg_diag local = {0};
    gg_knightmare_player_restart(&pv->p, s, &local);
    int side = pv->p.side;
    int phase = pv->p.plan == GG_KNIGHTMARE_PLAN_VIA && !pv->p.via_done;
    int32_t me = side ? b : w, opp = side ? w : b;
    *worst = 0;
    if (side == 0) {
        uint16_t v = pv->val[key(pv, side, phase, me, opp)];
        *worst = v;
        return v != UNSET && v != FAIL ? side : -1 - side;
    }
    int32_t nb[8];
    int k = gg_knightmare_moves(n, m, opp, nb);
    for (int i = 0; i < k; i++) {
        gg_knightmare_result r = gg_knightmare_after_move(pv->board, nb[i], me, GG_KNIGHTMARE_WHITE);
        if (r == GG_KNIGHTMARE_BLACK_WON) continue;
        if (r != GG_KNIGHTMARE_GOING) return -1 - side;
        uint16_t v = pv->val[key(pv, side, phase, me, nb[i])];
        if (v == UNSET || v == FAIL) return -1 - side;
        if (v > *worst) *worst = v;
    }
    return side;
}

gg_status gg_knightmare_prove(gg_knightmare_board board, gg_knightmare_proof *out, gg_diag *diag)
{
    int n = board.n, m = board.m;
    gg_knightmare_rule rule = board.rule;
    prover pv = {.board = board, .n = n, .m = m, .C = (uint32_t)n * (uint32_t)m};
    *out = (gg_knightmare_proof){0};
    gg_knightmare_start s0 = {n, m, 1, 1, n, m};
    gg_status st = gg_knightmare_player_init(&pv.p, &s0, diag);
    if (st != GG_OK) return st;
    pv.val = calloc((size_t)4 * pv.C * pv.C, sizeof(uint16_t));
    if (!pv.val) {
        gg_knightmare_player_fini(&pv.p);
        return gg_diag_nomem(diag);
    }
    unsigned maxpot = 0;
    for (int side = 0; side < 2; side++)
        for (uint32_t c = 0; c < pv.C; c++) {
            unsigned a = potential(&pv, side, 0, (int32_t)c), b = potential(&pv, side, 1, (int32_t)c);
            if (a > maxpot) maxpot = a;
            if (b > maxpot) maxpot = b;
        }
    for (unsigned pot = 0; pot <= maxpot; pot++)
        for (int side = 0; side < 2; side++)
            for (int phase = 0; phase < 2; phase++)
                for (uint32_t me = 0; me < pv.C; me++) {
                    if (potential(&pv, side, phase, (int32_t)me) != pot) continue;
                    if (phase && (int32_t)me == pv.p.target[1 - side]) continue; /* never "via" there */
                    for (uint32_t opp = 0; opp < pv.C; opp++) {
                        if (opp == me) continue;
                        pv.val[key(&pv, side, phase, (int32_t)me, (int32_t)opp)] =
                            eval_key(&pv, side, phase, (int32_t)me, (int32_t)opp);
                    }
                }
    /* every legal start */
    gg_knightmare_start s = {n, m, 0, 0, 0, 0};
    while (st == GG_OK && gg_knightmare_next_start(&s)) {
        unsigned worst = 0;
        int side = prove_start(&pv, &s, &worst);
        int ok = side >= 0;
        side = ok ? side : -1 - side;
        out->starts++;
        if (!ok) {
            st = gg_diag_set(diag, GG_ECHECK,
                             "%d x %d rule %s: start %d %d %d %d: some opponent beats the player (%s)", n, m,
                             rule == GG_KNIGHTMARE_RULE_ANY ? "any" : "mover", s.x1, s.y1, s.x2, s.y2,
                             gg_knightmare_side_upper[side]);
            break;
        }
        if ((int)worst > out->max_moves) out->max_moves = (int)worst;
    }
    free(pv.val);
    gg_knightmare_player_fini(&pv.p);
    return st;
}
