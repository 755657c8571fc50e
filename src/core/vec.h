/* vec.h (private): growable arrays of one element type. Growth doubles the capacity, so a
 * declared count is never allocated up front: arrays grow as the data actually arrives.
 *
 *   gg_vec v;
 *   gg_vec_init(&v);                       // or gg_vec v = {0};
 *   if (gg_vec_push(&v, sizeof(uint64_t), &x, diag) != GG_OK) ...
 *   uint64_t *a = v.data; ... gg_vec_fini(&v);
 */
#ifndef GG_CORE_VEC_H
#define GG_CORE_VEC_H

#include <stddef.h>
#include <string.h>

#include <gridgames/error.h>

typedef struct gg_vec {
    void *data;
    size_t len, cap;   /* in elements */
} gg_vec;

/* An empty array (the same as zeroing it). */
static inline void gg_vec_init(gg_vec *v)
{
    v->data = NULL;
    v->len = v->cap = 0;
}

/* Makes room for at least `want` elements of size `elem`. GG_ENOMEM on failure, recorded in
 * diag (v unchanged). */
gg_status gg_vec_reserve(gg_vec *v, size_t elem, size_t want, gg_diag *diag);
/* Frees the elements and empties v; harmless on an empty array. */
void gg_vec_fini(gg_vec *v);

/* Appends the `elem` bytes at x. GG_ENOMEM on failure, recorded in diag (v unchanged). */
static inline gg_status gg_vec_push(gg_vec *v, size_t elem, const void *x, gg_diag *diag)
{
    if (v->len == v->cap) {
        gg_status s = gg_vec_reserve(v, elem, v->len + 1, diag);
        if (s != GG_OK) return s;
    }
    memcpy((char *)v->data + v->len * elem, x, elem);
    v->len++;
    return GG_OK;
}

#endif
