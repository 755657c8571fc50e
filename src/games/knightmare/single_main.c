/* single_main.c: the main of knightmare's single file (single.json): the solve action. */
#include "internal.h"

int main(void)
{
    return gg_source_run(gg_knightmare_solve_action, "gridgames knightmare");
}
