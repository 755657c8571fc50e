/* vec.h (private): growable arrays of one element type. Growth doubles the capacity, so a
 * declared count is never allocated up front: arrays grow as the data actually arrives.
 *
 *   gg_vec v = {0};
 *   if (gg_vec_push(&v, sizeof(uint64_t), &x) != GG_OK) ...   // or GG_VEC_PUSH
 *   uint64_t *a = v.data; ... gg_vec_free(&v);
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

/* Makes room for at least `want` elements of size `elem`. GG_ENOMEM on failure (v unchanged). */
gg_status gg_vec_reserve(gg_vec *v, size_t elem, size_t want);
void gg_vec_free(gg_vec *v);

static inline gg_status gg_vec_push(gg_vec *v, size_t elem, const void *x)
{
    if (v->len == v->cap) {
        gg_status s = gg_vec_reserve(v, elem, v->len + 1);
        if (s != GG_OK) return s;
    }
    memcpy((char *)v->data + v->len * elem, x, elem);
    v->len++;
    return GG_OK;
}

#endif
