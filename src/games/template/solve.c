/* solve.c: the template game's fast rule, on typed cases (no text). A heap of i tokens is a
 * win for the player to move iff some size s <= i of the set leaves a losing heap i - s;
 * the table for 0..n is filled upwards in n * k steps (at most GG_TEMPLATE_MAX_N *
 * GG_TEMPLATE_MAX_K per case). The table is kept in the solver and reused by the next case. */
#include <stdlib.h>

#include <gridgames/template.h>

void gg_template_solver_init(gg_template_solver *sv)
{
    sv->win = NULL;
    sv->cap = 0;
}

void gg_template_solver_fini(gg_template_solver *sv)
{
    free(sv->win);
    gg_template_solver_init(sv);
}

gg_status gg_template_solve(gg_template_solver *sv, const gg_template_case *c, int *first_wins,
                            gg_diag *diag)
{
    size_t need = (size_t)c->n + 1; /* n <= GG_TEMPLATE_MAX_N: no overflow */
    if (need > sv->cap) {
        uint8_t *w = realloc(sv->win, need);
        if (!w) return gg_diag_nomem(diag);
        sv->win = w;
        sv->cap = need;
    }
    for (int64_t i = 0; i <= c->n; i++) {
        uint8_t win = 0;
        for (int j = 0; j < c->k && !win; j++) win = c->s[j] <= i && !sv->win[i - c->s[j]];
        sv->win[i] = win;
    }
    *first_wins = sv->win[c->n];
    return GG_OK;
}
