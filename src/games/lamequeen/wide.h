/* wide.h (private): what the AVX-512 counts of table.c and wythoff.c share. Included only
 * where cpu.h defines GG_TARGET_512 (never in the single file). */
#ifndef GG_LAMEQUEEN_WIDE_H
#define GG_LAMEQUEEN_WIDE_H

#include <immintrin.h>

#include <gridgames/lamequeen.h>

#include "../../core/cpu.h"

/* The four 64-bit fields of eight rectangles q[0..8) as four vectors (x1, y1, x2, y2). */
GG_TARGET_512 static inline void rects8(const gg_lamequeen_rect *q, __m512i v[4])
{
    static const int64_t pick[4][8] = {{0, 4, 8, 12, 1, 5, 9, 13},
                                       {2, 6, 10, 14, 3, 7, 11, 15},
                                       {0, 1, 2, 3, 8, 9, 10, 11},
                                       {4, 5, 6, 7, 12, 13, 14, 15}};
    const __m512i *p = (const __m512i *)(const void *)q;
    const __m512i r0 = _mm512_loadu_si512(p), r1 = _mm512_loadu_si512(p + 1);
    const __m512i r2 = _mm512_loadu_si512(p + 2), r3 = _mm512_loadu_si512(p + 3);
    const __m512i a = _mm512_loadu_si512(pick[0]), b = _mm512_loadu_si512(pick[1]);
    const __m512i lo = _mm512_loadu_si512(pick[2]), hi = _mm512_loadu_si512(pick[3]);
    const __m512i t0 = _mm512_permutex2var_epi64(r0, a, r1), t1 = _mm512_permutex2var_epi64(r2, a, r3);
    const __m512i u0 = _mm512_permutex2var_epi64(r0, b, r1), u1 = _mm512_permutex2var_epi64(r2, b, r3);
    v[0] = _mm512_permutex2var_epi64(t0, lo, t1);
    v[1] = _mm512_permutex2var_epi64(t0, hi, t1);
    v[2] = _mm512_permutex2var_epi64(u0, lo, u1);
    v[3] = _mm512_permutex2var_epi64(u0, hi, u1);
}

#endif
