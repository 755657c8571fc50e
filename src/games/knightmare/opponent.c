/* opponent.c: the opponents the judge and verify play against the player (perfect from the
 * tablebase, greedy, random, bait), and an in-process game loop: player against opponent. */
#include <gridgames/knightmare.h>

static int32_t pick(gg_rng *rng, const int32_t *c, int k)
{
    return c[k > 1 ? gg_rng_below(rng, (uint64_t)k) : 0];
}

/* A move that wins at once (capture or an unattacked target), or -1. */
static int32_t winning_move(int n, int m, gg_knightmare_rule rule, int32_t w, int32_t b,
                            gg_knightmare_side who, const int32_t *nb, int k)
{
    gg_knightmare_result mine = who == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON;
    for (int i = 0; i < k; i++) {
        int32_t nw = who == GG_KNIGHTMARE_WHITE ? nb[i] : w, nbk = who == GG_KNIGHTMARE_WHITE ? b : nb[i];
        if (gg_knightmare_after_move(n, m, rule, nw, nbk, who) == mine) return nb[i];
    }
    return -1;
}

static int32_t greedy(const uint16_t *field, int n, int m, gg_knightmare_rule rule, int32_t w,
                      int32_t b, gg_knightmare_side who, gg_rng *rng, const int32_t *nb, int k)
{
    int32_t win = winning_move(n, m, rule, w, b, who, nb, k);
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
                                    const uint16_t *field, int n, int m, gg_knightmare_rule rule,
                                    int32_t w, int32_t b, gg_knightmare_side who, gg_rng *rng)
{
    int32_t from = who == GG_KNIGHTMARE_WHITE ? w : b, other = who == GG_KNIGHTMARE_WHITE ? b : w;
    int32_t nb[8];
    int k = gg_knightmare_moves(n, m, from, nb);
    switch (kind) {
    case GG_KNIGHTMARE_OPP_PERFECT:
        if (table && table->n == n && table->m == m && table->rule == rule)
            return gg_knightmare_table_best(table, w, b, who);
        return greedy(field, n, m, rule, w, b, who, rng, nb, k);
    case GG_KNIGHTMARE_OPP_GREEDY:
        return greedy(field, n, m, rule, w, b, who, rng, nb, k);
    case GG_KNIGHTMARE_OPP_BAIT: {
        int32_t win = winning_move(n, m, rule, w, b, who, nb, k);
        if (win >= 0) return win;
        int32_t bait[8];
        int nbait = 0;
        for (int i = 0; i < k; i++)
            if (gg_knightmare_adjacent(m, nb[i], other)) bait[nbait++] = nb[i];
        if (nbait) return pick(rng, bait, nbait);
        return greedy(field, n, m, rule, w, b, who, rng, nb, k);
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
    gg_knightmare_side tomove = GG_KNIGHTMARE_WHITE;
    for (;;) {
        int32_t c;
        if (tomove == me) c = gg_knightmare_player_next(p);
        else
            c = gg_knightmare_opponent_move(kind, table, p->dist[other], p->n, p->m, rule, p->pos[0],
                                            p->pos[1], tomove, rng);
        gg_knightmare_player_apply(p, tomove, c);
        gg_knightmare_result res = gg_knightmare_after_move(p->n, p->m, rule, p->pos[0], p->pos[1], tomove);
        if (res != GG_KNIGHTMARE_GOING) return res;
        if (tomove == me && p->moves >= GG_KNIGHTMARE_MOVE_LIMIT) return GG_KNIGHTMARE_GOING;
        tomove = tomove == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    }
}
