/* sort.c: LSD radix sort of 64-bit keys, 12-bit digits (6 passes at most, 5 below 2^60), skipping every
 * pass whose digit is constant across the keys; insertion sort for short arrays. */
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
    /* Which bits vary at all: passes over digits that are constant are skipped. */
    uint64_t all_or = 0, all_and = ~(uint64_t)0;
    for (size_t i = 0; i < n; i++) {
        all_or |= a[i];
        all_and &= a[i];
    }
    uint64_t varying = (all_or ^ all_and) >> low_bit;
    uint64_t *src = a, *dst = tmp;
    static const size_t zero[BUCKETS];
    for (int rel = 0; rel < 64 - low_bit; rel += DIGIT_BITS) {
        int shift = low_bit + rel;
        if (((varying >> rel) & (BUCKETS - 1)) == 0) continue;
        size_t count[BUCKETS];
        memcpy(count, zero, sizeof count);
        for (size_t i = 0; i < n; i++) count[(src[i] >> shift) & (BUCKETS - 1)]++;
        size_t sum = 0;
        for (size_t b = 0; b < BUCKETS; b++) {
            size_t c = count[b];
            count[b] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++) dst[count[(src[i] >> shift) & (BUCKETS - 1)]++] = src[i];
        uint64_t *t = src;
        src = dst;
        dst = t;
    }
    if (src != a) memcpy(a, src, n * sizeof *a);
}
