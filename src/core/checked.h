/* checked.h (private): arithmetic on values a user controls, with the overflow reported
 * instead of wrapped. Every product, sum or narrowing cast of user-controlled integers in
 * src/ goes through one of these (or carries a comment bounding it).
 *
 *   uint64_t cells;
 *   if (gg_mul_u64(n, m, &cells) || cells > LIMIT) return refuse(...);
 *
 * Each returns 1 on overflow (the result is then unspecified) and 0 when *out is exact. */
#ifndef GG_CORE_CHECKED_H
#define GG_CORE_CHECKED_H

#include <stddef.h>
#include <stdint.h>

static inline int gg_mul_u64(uint64_t a, uint64_t b, uint64_t *out) { return __builtin_mul_overflow(a, b, out); }
static inline int gg_add_u64(uint64_t a, uint64_t b, uint64_t *out) { return __builtin_add_overflow(a, b, out); }
static inline int gg_mul_i64(int64_t a, int64_t b, int64_t *out) { return __builtin_mul_overflow(a, b, out); }
static inline int gg_add_i64(int64_t a, int64_t b, int64_t *out) { return __builtin_add_overflow(a, b, out); }
static inline int gg_sub_i64(int64_t a, int64_t b, int64_t *out) { return __builtin_sub_overflow(a, b, out); }
static inline int gg_mul_size(size_t a, size_t b, size_t *out) { return __builtin_mul_overflow(a, b, out); }
static inline int gg_add_size(size_t a, size_t b, size_t *out) { return __builtin_add_overflow(a, b, out); }

/* Saturating product: UINT64_MAX when a * b does not fit (for "is this work too large?"). */
static inline uint64_t gg_mul_u64_sat(uint64_t a, uint64_t b)
{
    uint64_t r;
    return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r;
}

#endif
