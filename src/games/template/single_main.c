/* single_main.c: the main of the template's single file (`gridgames template source`, joined by
 * tools/amalgamate.py as single.json says): the solve action, on standard input and output. */
#include "internal.h"

int main(void)
{
    return gg_source_run(gg_template_solve_action, "gridgames template");
}
