/* wythoff.c: the ordinary queen (d = 1) in closed form, exact for coordinates up to 10^18.
 *
 * With 0-based coordinates the P-positions are the Wythoff pairs (A_k, B_k) and (B_k, A_k),
 * A_k = floor(k phi), B_k = A_k + k (k >= 0); the game's positions are these plus one. Both
 * sequences increase, so the pairs with A_k <= n and B_k <= m are a prefix of k and
 *   #{k >= 0 : A_k <= n} = floor((n + 1) / phi) + 1,
 *   #{k >= 0 : B_k <= n} = floor((n + 1) / phi^2) + 1
 * (k phi < n + 1 and k phi^2 < n + 1 are strict because phi is irrational). floor(m / phi) is
 * floor((m sqrt 5 - m) / 2) = floor((isqrt(5 m^2) - m) / 2), with 5 m^2 in 128 bits.
 */
#include <assert.h>
#include <math.h>

#include <gridgames/lamequeen.h>

typedef unsigned __int128 u128;

/* floor(sqrt(v)) for v < 2^128: a floating estimate corrected by exact integer steps. */
static uint64_t isqrt128(u128 v)
{
    uint64_t s = (uint64_t)sqrtl((long double)v);
    /* the estimate is within a few units; fix it exactly */
    while (s > 0 && (u128)s * s > v) s--;
    while ((u128)(s + 1) * (s + 1) <= v) s++;
    return s;
}

uint64_t gg_lamequeen_floor_div_phi(uint64_t m)
{
    assert(m <= UINT64_C(2000000000000000000));
    if (m == 0) return 0;
    uint64_t s = isqrt128((u128)m * m * 5);   /* floor(m sqrt 5), m sqrt 5 irrational */
    return (s - m) / 2;
}

/* #{k >= 0 : floor(k phi) <= n} */
static uint64_t count_lower(uint64_t n)
{
    return gg_lamequeen_floor_div_phi(n + 1) + 1;
}

/* #{k >= 0 : floor(k phi^2) <= n}: floor((n+1)/phi^2) = (n+1) - ceil((n+1)/phi)
 * = (n + 1) - floor((n + 1) / phi) - 1. */
static uint64_t count_upper(uint64_t n)
{
    return n + 1 - gg_lamequeen_floor_div_phi(n + 1);
}

uint64_t gg_lamequeen_wythoff_count(uint64_t x, uint64_t y)
{
    assert(x <= GG_LAMEQUEEN_LIMIT_D1 && y <= GG_LAMEQUEEN_LIMIT_D1);
    if (x == 0 || y == 0) return 0;
    uint64_t n = x - 1, m = y - 1;
    uint64_t below = count_lower(n), above = count_upper(m);     /* (A_k, B_k): x <- A, y <- B */
    uint64_t first = below < above ? below : above;
    uint64_t below2 = count_upper(n), above2 = count_lower(m);   /* (B_k, A_k) */
    uint64_t second = below2 < above2 ? below2 : above2;
    return first + second - 1;                                    /* (0,0) counted twice */
}
