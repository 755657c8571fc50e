/* vec.c: growable arrays (see vec.h). */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE (huge.h) */
#include <stdint.h>
#include <stdlib.h>

#include "huge.h"
#include "vec.h"

gg_status gg_vec_reserve(gg_vec *v, size_t elem, size_t want, gg_diag *diag)
{
    if (want <= v->cap) return GG_OK;
    size_t ncap = v->cap ? v->cap : 16;
    while (ncap < want) {
        if (ncap > SIZE_MAX / 2) return gg_diag_nomem(diag);
        ncap *= 2;
    }
    if (ncap > SIZE_MAX / elem) return gg_diag_nomem(diag);
    void *nd = gg_realloc_big(v->data, v->cap * elem, ncap * elem);
    if (nd == NULL) return gg_diag_nomem(diag);
    v->data = nd;
    v->cap = ncap;
    return GG_OK;
}

void gg_vec_fini(gg_vec *v)
{
    free(v->data);
    v->data = NULL;
    v->len = v->cap = 0;
}
