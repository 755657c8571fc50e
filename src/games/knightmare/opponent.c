/* opponent.c: the opponents the judge and verify play against the player (perfect from the
 * tablebase, greedy, random, bait), and in-process games: player against opponent, through the
 * one game loop of rules.c. */
#include <gridgames/knightmare.h>

static int32_t pick(gg_rng *rng, const int32_t *c, int k)
{
    return c[k > 1 ? gg_rng_below(rng, (uint64_t)k) : 0];
}

/* A move that wins at once (capture or an unattacked target), or -1. */
static int32_t winning_move(gg_knightmare_board board, int32_t w, int32_t b, gg_knightmare_side who,
                            const int32_t *nb, int k)
{
    gg_knightmare_result mine = who == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON;
    for (int i = 0; i < k; i++) {
        int32_t nw = who == GG_KNIGHTMARE_WHITE ? nb[i] : w, nbk = who == GG_KNIGHTMARE_WHITE ? b : nb[i];
        if (gg_knightmare_after_move(board, nw, nbk, who) == mine) return nb[i];
    }
    return -1;
}

static int32_t greedy(const uint16_t *field, gg_knightmare_board board, int32_t w, int32_t b,
                      gg_knightmare_side who, gg_rng *rng, const int32_t *nb, int k)
{
    int32_t win = winning_move(board, w, b, who, nb, k);
    if (win >= 0) return win;
    if (!field) return pick(rng, nb, k);
    int32_t best[8];
    int nbest = 0;
    unsigned bd = 0xFFFFFFFFu;
    for (int i = 0; i < k; i++) {
        unsigned d = field[nb[i]];
        if (d < bd) {
            bd = d;
            nbest = 0;
        }
        if (d == bd) best[nbest++] = nb[i];
    }
    return pick(rng, best, nbest);
}

int32_t gg_knightmare_opponent_move(gg_knightmare_opponent kind, const gg_knightmare_table *table,
                                    const uint16_t *field, const gg_knightmare_game *g, gg_rng *rng)
{
    gg_knightmare_board bd = g->board;
    gg_knightmare_side who = g->tomove;
    int32_t w = g->pos[0], b = g->pos[1];
    int32_t from = g->pos[who], other = g->pos[1 - who];
    int32_t nb[8];
    int k = gg_knightmare_moves(bd.n, bd.m, from, nb);
    switch (kind) {
    case GG_KNIGHTMARE_OPP_PERFECT:
        if (table && table->n == bd.n && table->m == bd.m && table->rule == bd.rule)
            return gg_knightmare_table_best(table, w, b, who);
        return greedy(field, bd, w, b, who, rng, nb, k);
    case GG_KNIGHTMARE_OPP_GREEDY:
        return greedy(field, bd, w, b, who, rng, nb, k);
    case GG_KNIGHTMARE_OPP_BAIT: {
        int32_t win = winning_move(bd, w, b, who, nb, k);
        if (win >= 0) return win;
        int32_t bait[8];
        int nbait = 0;
        for (int i = 0; i < k; i++)
            if (gg_knightmare_adjacent(bd.m, nb[i], other)) bait[nbait++] = nb[i];
        if (nbait) return pick(rng, bait, nbait);
        return greedy(field, bd, w, b, who, rng, nb, k);
    }
    case GG_KNIGHTMARE_OPP_RANDOM:
    default:
        return pick(rng, nb, k);
    }
}

gg_knightmare_result gg_knightmare_play_game(gg_knightmare_player *p, gg_knightmare_rule rule,
                                             gg_knightmare_opponent kind,
                                             const gg_knightmare_table *table, gg_rng *rng)
{
    gg_knightmare_side me = p->side;
    gg_knightmare_side other = me == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    gg_knightmare_game g = {.board = {p->n, p->m, rule}, .pos = {p->pos[0], p->pos[1]},
                            .tomove = GG_KNIGHTMARE_WHITE, .result = GG_KNIGHTMARE_GOING};
    for (;;) {
        gg_knightmare_side mover = g.tomove;
        int32_t c = mover == me ? gg_knightmare_player_next(p)
                                : gg_knightmare_opponent_move(kind, table, p->dist[other], &g, rng);
        gg_knightmare_player_apply(p, mover, c);
        gg_knightmare_result res = gg_knightmare_game_play(&g, c);
        if (res != GG_KNIGHTMARE_GOING) return res;
        if (mover == me && p->moves >= GG_KNIGHTMARE_MOVE_LIMIT) return GG_KNIGHTMARE_GOING;
    }
}
