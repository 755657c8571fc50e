/* tokens.c: the main of tokens's single file (tools/amalgamate.py): the solve action. */
#include "../../src/games/tokens/internal.h"

int main(void)
{
    return gg_source_run(gg_tokens_solve_action, "gridgames tokens");
}
