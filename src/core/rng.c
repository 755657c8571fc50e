/* rng.c: xoshiro256** seeded through splitmix64 (public-domain algorithms by Blackman and
 * Vigna, written here from their published description). */
#include <gridgames/rng.h>

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void gg_rng_seed(gg_rng *g, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++) g->s[i] = splitmix64(&x);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t gg_rng_next(gg_rng *g)
{
    uint64_t *s = g->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint64_t gg_rng_below(gg_rng *g, uint64_t n)
{
    /* Rejection from the top of the range: unbiased for every n > 0. */
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    for (;;) {
        uint64_t x = gg_rng_next(g);
        if (x < limit) return x % n;
    }
}

int64_t gg_rng_range(gg_rng *g, int64_t lo, int64_t hi)
{
    uint64_t span = (uint64_t)hi - (uint64_t)lo;
    uint64_t off = span == UINT64_MAX ? gg_rng_next(g) : gg_rng_below(g, span + 1);
    return (int64_t)((uint64_t)lo + off);
}

int gg_rng_chance(gg_rng *g, uint64_t num, uint64_t den)
{
    return gg_rng_below(g, den) < num;
}
