/* knightmare.c: the main of knightmare's single file (tools/amalgamate.py): the solve action. */
#include "../../src/games/knightmare/internal.h"

int main(void)
{
    return gg_source_run(gg_knightmare_solve_action, "gridgames knightmare");
}
