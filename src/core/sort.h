/* sort.h (private): LSD radix sort of 64-bit keys. Passes whose digit is the same for every
 * key are skipped, so small key ranges cost few passes. Small arrays fall back to insertion
 * sort. tmp must hold n elements. */
#ifndef GG_CORE_SORT_H
#define GG_CORE_SORT_H

#include <stddef.h>
#include <stdint.h>

void gg_sort_u64(uint64_t *a, uint64_t *tmp, size_t n);

/* Sorts by the bits from `low_bit` (0..63) up only: the bits below ride along without taking
 * part, so keys equal above low_bit end in no particular order. Packed records (a sort key
 * in the high bits, a payload in the low bits) sort in fewer passes this way. */
void gg_sort_u64_high(uint64_t *a, uint64_t *tmp, size_t n, int low_bit);

#endif
