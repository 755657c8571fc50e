/* rng.h: a small seeded pseudo-random generator (xoshiro256**, seeded through splitmix64).
 * The same seed gives the same sequence on every platform: generated instances and property
 * tests are replayable from the seed alone. */
#ifndef GRIDGAMES_RNG_H
#define GRIDGAMES_RNG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct gg_rng {
    uint64_t s[4];
} gg_rng;

void gg_rng_seed(gg_rng *g, uint64_t seed);
uint64_t gg_rng_next(gg_rng *g);
/* Uniform in [0, n); n > 0. Unbiased. */
uint64_t gg_rng_below(gg_rng *g, uint64_t n);
/* Uniform in [lo, hi]; lo <= hi. Handles the full int64 range. */
int64_t gg_rng_range(gg_rng *g, int64_t lo, int64_t hi);
/* 1 with probability num/den (0 < den). */
int gg_rng_chance(gg_rng *g, uint64_t num, uint64_t den);

#ifdef __cplusplus
}
#endif
#endif
