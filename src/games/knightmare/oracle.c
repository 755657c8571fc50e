/* oracle.c: the exact answer for one start, from the tablebase (table.c): the side that wins
 * with perfect play. The work is bounded before it starts: the table has 2 (n m)^2 states
 * and 3 bytes each plus the solver's queue, so boards are refused beyond
 * GG_KNIGHTMARE_TABLE_MAX (40) on a side: 40 x 40 is 5.1 million states, about 36 MiB and
 * under a second; 1000 x 1000 would be 2 * 10^12 states. */
#include "internal.h"

gg_status gg_knightmare_oracle(const gg_knightmare_start *s, gg_knightmare_rule rule,
                               gg_knightmare_side *winner, gg_diag *diag)
{
    if (s->n > GG_KNIGHTMARE_TABLE_MAX || s->m > GG_KNIGHTMARE_TABLE_MAX)
        return gg_diag_set(diag, GG_EINPUT,
                           "a %d x %d board is larger than the tablebase's bound of %d x %d (2 (n m)^2 states)",
                           s->n, s->m, GG_KNIGHTMARE_TABLE_MAX, GG_KNIGHTMARE_TABLE_MAX);
    gg_knightmare_table t;
    gg_status st = gg_knightmare_table_init(&t, (gg_knightmare_board){s->n, s->m, rule}, diag);
    if (st != GG_OK) return st;
    uint32_t x = gg_knightmare_state(&t, gg_knightmare_cell(s->m, s->x1, s->y1), gg_knightmare_cell(s->m, s->x2, s->y2),
                                     GG_KNIGHTMARE_WHITE);
    int v = t.value[x];
    gg_knightmare_table_fini(&t);
    if (v == GG_KNIGHTMARE_DRAW) return gg_diag_set(diag, GG_ECHECK, "the start is a draw");
    *winner = v == GG_KNIGHTMARE_WIN ? GG_KNIGHTMARE_WHITE : GG_KNIGHTMARE_BLACK;
    return GG_OK;
}
