/* prove.h (private): the exhaustive check that the player beats every opponent (prove.c). */
#ifndef GG_KNIGHTMARE_PROVE_H
#define GG_KNIGHTMARE_PROVE_H

#include <gridgames/knightmare.h>

typedef struct gg_knightmare_proof {
    uint64_t starts;   /* legal starts proved */
    int max_moves;     /* the most moves any opponent can make the player need */
} gg_knightmare_proof;

/* For every legal start of the n x m board under `rule`: the player wins against every
 * sequence of opponent moves. GG_ECHECK naming the first start where it does not. */
gg_status gg_knightmare_prove(int n, int m, gg_knightmare_rule rule, gg_knightmare_proof *out, gg_diag *diag);

#endif
