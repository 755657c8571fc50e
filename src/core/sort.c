/* sort.c: LSD radix sort of 64-bit keys, digits of at most 12 bits (6 passes at most, 5 below
 * 2^60) spread evenly over the bits that vary across the keys, skipping every pass whose digit
 * is constant, the counts of two passes taken in one sweep over the keys (the order of the
 * keys does not change what a later pass counts); insertion sort for short arrays. */
#include <assert.h>
#include <string.h>

#include "sort.h"

#define DIGIT_BITS 12
#define BUCKETS (1u << DIGIT_BITS)

static void insertion_sort(uint64_t *a, size_t n, int low_bit)
{
    for (size_t i = 1; i < n; i++) {
        uint64_t x = a[i];
        size_t j = i;
        while (j > 0 && (a[j - 1] >> low_bit) > (x >> low_bit)) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = x;
    }
}

void gg_sort_u64(uint64_t *a, uint64_t *tmp, size_t n)
{
    gg_sort_u64_high(a, tmp, n, 0);
}

void gg_sort_u64_high(uint64_t *a, uint64_t *tmp, size_t n, int low_bit)
{
    assert(low_bit >= 0 && low_bit < 64);
    if (n < 64) {
        insertion_sort(a, n, low_bit);
        return;
    }
    /* Which bits vary at all: the digits span only those, and passes over digits that are
     * constant are skipped. */
    uint64_t all_or = 0, all_and = ~(uint64_t)0;
    for (size_t i = 0; i < n; i++) {
        all_or |= a[i];
        all_and &= a[i];
    }
    uint64_t varying = (all_or ^ all_and) >> low_bit;
    if (varying == 0) return; /* all keys alike above low_bit */
    /* The span lo..hi of varying bits in ceil(span / 12) digits of equal width (the last may
     * be narrower): fewer buckets than 12-bit digits when the span is not a multiple of 12,
     * so each pass writes to fewer places at once (18 bits: two 9-bit passes, not 12 + 6). */
    int lo = __builtin_ctzll(varying), span = 64 - __builtin_clzll(varying) - lo;
    int passes = (span + DIGIT_BITS - 1) / DIGIT_BITS, width = (span + passes - 1) / passes;
    const uint64_t mask = ((uint64_t)1 << width) - 1;
    const size_t buckets = (size_t)mask + 1;
    int shift[64 / DIGIT_BITS + 1], active = 0;
    for (int rel = lo; rel < lo + span; rel += width)
        if (((varying >> rel) & mask) != 0) shift[active++] = low_bit + rel;
    uint64_t *src = a, *dst = tmp;
    /* two passes' counts from one sweep over the keys (n fits 32 bits: the callers' arrays are
     * at most 10^7 long) */
    assert(n <= UINT32_MAX);
    uint32_t count[2][BUCKETS];
    for (int p = 0; p < active; p++) {
        if (p % 2 == 0) {
            const int two = p + 1 < active, s0 = shift[p], s1 = shift[p + two];
            memset(count, 0, sizeof count[0] * (size_t)(1 + two));
            if (two)
                for (size_t i = 0; i < n; i++) {
                    count[0][(src[i] >> s0) & mask]++;
                    count[1][(src[i] >> s1) & mask]++;
                }
            else
                for (size_t i = 0; i < n; i++) count[0][(src[i] >> s0) & mask]++;
            for (int q = 0; q <= two; q++) {
                uint32_t sum = 0;
                for (size_t b = 0; b < buckets; b++) {
                    uint32_t c = count[q][b];
                    count[q][b] = sum;
                    sum += c;
                }
            }
        }
        uint32_t *at = count[p % 2];
        const int sh = shift[p];
        for (size_t i = 0; i < n; i++) dst[at[(src[i] >> sh) & mask]++] = src[i];
        uint64_t *t = src;
        src = dst;
        dst = t;
    }
    if (src != a) memcpy(a, src, n * sizeof *a);
}
