/* wythoff.c: the ordinary queen (d = 1) in closed form, exact for coordinates up to 10^18.
 *
 * With 0-based coordinates the P-positions are the Wythoff pairs (A_k, B_k) and (B_k, A_k),
 * A_k = floor(k phi), B_k = A_k + k (k >= 0); the game's positions are these plus one. Both
 * sequences increase, so the pairs with A_k <= n and B_k <= m are a prefix of k and
 *   #{k >= 0 : A_k <= n} = floor((n + 1) / phi) + 1,
 *   #{k >= 0 : B_k <= n} = floor((n + 1) / phi^2) + 1
 * (k phi < n + 1 and k phi^2 < n + 1 are strict because phi is irrational), and
 * floor((n + 1) / phi^2) = (n + 1) - floor((n + 1) / phi) - 1 since 1/phi + 1/phi^2 = 1.
 * floor(m / phi) comes from an estimate (below 2^30: m times 1/phi in 64-bit fixed point,
 * checked with 64-bit squares; above: a long double estimate) checked and corrected exactly
 * with integer squares (below), so no floating-point value decides an answer.
 */
#include <assert.h>

#include <gridgames/lamequeen.h>

typedef unsigned __int128 u128;

/* q = floor(m / phi) exactly when q phi < m < (q + 1) phi (m / phi is irrational for
 * m >= 1), that is q sqrt5 < 2m - q and 2m - q - 1 < (q + 1) sqrt5; squared in 128 bits:
 * 5 q^2 < (2m - q)^2 and (2m - q - 1 < 0 or (2m - q - 1)^2 < 5 (q + 1)^2). */
static int below(uint64_t m, uint64_t q)        /* q phi < m */
{
    if (2 * m <= q) return 0;
    u128 l = (u128)(2 * m - q);
    return 5 * (u128)q * q < l * l;
}

static int above(uint64_t m, uint64_t q)        /* m < (q + 1) phi */
{
    if (2 * m < q + 1) return 1;
    u128 r = (u128)(2 * m - q - 1);
    return r * r < 5 * (u128)(q + 1) * (q + 1);
}

uint64_t gg_lamequeen_floor_div_phi(uint64_t m)
{
    assert(m <= UINT64_C(2000000000000000000));
    if (m == 0) return 0;
    uint64_t q;
    if (m < UINT64_C(1) << 30) {
        /* C = 0x9e3779b97f4a7c15 = floor(2^64 / phi): C / 2^64 lies less than 2^-64 below
         * 1/phi, so q = floor(m C / 2^64) is floor(m / phi) or one less: q phi < m always
         * holds (below), and above decides whether to add one, with 64-bit squares below
         * 2^30: 2m - q - 1 < 2^31, q + 1 < 2^30. */
        q = (uint64_t)(((u128)m * UINT64_C(0x9e3779b97f4a7c15)) >> 64);
        uint64_t r = 2 * m - q - 1;
        q += r * r >= 5 * (q + 1) * (q + 1);
    } else {
        /* an estimate within one or two units (64-bit mantissa), then exact correction steps */
        q = (uint64_t)((long double)(int64_t)m * 0.6180339887498948482045868343656381L);
        while (q > 0 && !below(m, q)) q--;
        while (!above(m, q)) q++;
    }
    assert(below(m, q) && above(m, q));
    return q;
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

/* The count from the two floor values fx = floor(x / phi), fy = floor(y / phi) (x, y >= 1):
 * with n = x - 1, #{A_k <= n} = fx + 1 and #{B_k <= n} = x - fx. */
static uint64_t count_from(uint64_t x, uint64_t fx, uint64_t y, uint64_t fy)
{
    if (x == 0 || y == 0) return 0;
    uint64_t la = fx + 1, ua = x - fx;          /* rows: #{A_k <= x-1}, #{B_k <= x-1} */
    uint64_t lb = fy + 1, ub = y - fy;          /* columns */
    uint64_t first = la < ub ? la : ub;         /* pairs (A_k, B_k) */
    uint64_t second = ua < lb ? ua : lb;        /* pairs (B_k, A_k) */
    return first + second - 1;                  /* (0, 0) counted twice */
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

/* gg_lamequeen_floor_div_phi with its branch below 2^30 inline (the same computation). */
static inline uint64_t floor_div_phi(uint64_t m)
{
    if (m - 1 >= (UINT64_C(1) << 30) - 1) return gg_lamequeen_floor_div_phi(m); /* 0, or 2^30 on */
    uint64_t q = (uint64_t)(((u128)m * UINT64_C(0x9e3779b97f4a7c15)) >> 64), r = 2 * m - q - 1;
    return q + (r * r >= 5 * (q + 1) * (q + 1));
}

uint64_t gg_lamequeen_wythoff_count_rect(const gg_lamequeen_rect *q)
{
    assert(q->x2 <= GG_LAMEQUEEN_LIMIT_D1 && q->y2 <= GG_LAMEQUEEN_LIMIT_D1);
    uint64_t xa = q->x1 - 1, ya = q->y1 - 1;
    uint64_t fxa = floor_div_phi(xa), fxb = floor_div_phi(q->x2);
    uint64_t fya = floor_div_phi(ya), fyb = floor_div_phi(q->y2);
    return count_from(q->x2, fxb, q->y2, fyb) + count_from(xa, fxa, ya, fya) -
           count_from(xa, fxa, q->y2, fyb) - count_from(q->x2, fxb, ya, fya);
}
