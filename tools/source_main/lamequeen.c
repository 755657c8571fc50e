/* lamequeen.c: the main of lamequeen's single file (tools/amalgamate.py): the solve action. */
#include "../../src/games/lamequeen/internal.h"

int main(void)
{
    return gg_source_run(gg_lamequeen_solve_action, "gridgames lamequeen");
}
