/* mimo.c: the main of mimo's single file (tools/amalgamate.py): the solve action. */
#include "../../src/games/mimo/internal.h"

int main(void)
{
    return gg_source_run(gg_mimo_solve_action, "gridgames mimo");
}
