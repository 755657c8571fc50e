/* test_core.c: radix sort against a simple sort (keys whose varying bits span many widths), the PRNG's determinism and ranges, the
 * growable array's init/push/fini, the processor's features (core/cpu.h) against gcc's. */
#include <stdlib.h>
#include <string.h>

#include <gridgames/rng.h>

#include "check.h"
#include "core/cpu.h"
#include "core/sort.h"
#include "core/vec.h"

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    gg_rng g;
    gg_rng_seed(&g, 7);
    static const size_t sizes[] = {0, 1, 2, 63, 64, 65, 1000, 100000};
    /* spans of varying bits of every kind: digits balanced over 18, 19, 41 bits, split far
     * apart (a constant run between), the whole word, and a constant part above */
    static const uint64_t masks[] = {1,          0xff,        0x3ffff,     0xfff000,
                                     ~(uint64_t)0, 0x7fff0,   0xf0000000fu, 0x8000000000000001u,
                                     0x1ffffffffffu, 0x55000000000fffffu};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        for (size_t j = 0; j < sizeof masks / sizeof *masks; j++) {
            size_t n = sizes[i];
            uint64_t *a = malloc((n + 1) * sizeof *a), *b = malloc((n + 1) * sizeof *b), *t = malloc((n + 1) * sizeof *t);
            for (size_t k = 0; k < n; k++) a[k] = b[k] = (gg_rng_next(&g) & masks[j]) | (j == 9 ? 0x5500000000000000u : 0);
            gg_sort_u64(a, t, n);
            qsort(b, n, sizeof *b, cmp_u64);
            CHECK(memcmp(a, b, n * sizeof *a) == 0);
            free(a);
            free(b);
            free(t);
        }

    /* sorting by the high bits only: the high parts come out in order, the multiset kept */
    for (int low = 1; low < 64; low += 13) {
        size_t n = 5000;
        uint64_t *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *t = malloc(n * sizeof *t);
        for (size_t k = 0; k < n; k++) a[k] = b[k] = gg_rng_next(&g) & (((uint64_t)1 << (low + 9)) - 1);
        gg_sort_u64_high(a, t, n, low);
        int ordered = 1;
        for (size_t k = 1; k < n; k++) ordered &= (a[k - 1] >> low) <= (a[k] >> low);
        CHECK(ordered);
        gg_sort_u64(a, t, n);
        qsort(b, n, sizeof *b, cmp_u64);
        CHECK(memcmp(a, b, n * sizeof *a) == 0);
        free(a);
        free(b);
        free(t);
    }

    gg_rng x, y;
    gg_rng_seed(&x, 123);
    gg_rng_seed(&y, 123);
    int same = 1;
    for (int i = 0; i < 1000; i++) same &= gg_rng_next(&x) == gg_rng_next(&y);
    CHECK(same);
    /* the sequence is fixed by the algorithm: the first output for seed 0 never changes */
    gg_rng_seed(&x, 0);
    uint64_t first = gg_rng_next(&x);
    gg_rng_seed(&x, 0);
    CHECK(gg_rng_next(&x) == first);
    int in_range = 1, seen_lo = 0, seen_hi = 0;
    for (int i = 0; i < 10000; i++) {
        int64_t v = gg_rng_range(&x, -3, 3);
        in_range &= v >= -3 && v <= 3;
        seen_lo |= v == -3;
        seen_hi |= v == 3;
    }
    CHECK(in_range && seen_lo && seen_hi);
    int64_t big = gg_rng_range(&x, INT64_MIN, INT64_MAX);
    (void)big;
    CHECK(gg_rng_below(&x, 1) == 0);

    gg_vec v;
    gg_vec_init(&v);
    gg_vec_fini(&v); /* harmless on an empty array */
    int pushed = 1;
    gg_diag d = {0};
    for (uint64_t i = 0; i < 999; i++) pushed &= gg_vec_push(&v, sizeof i, &i, &d) == GG_OK;
    uint64_t last = 999;
    pushed &= gg_vec_push(&v, sizeof last, &last, NULL) == GG_OK; /* a NULL diag is allowed */
    const uint64_t *e = v.data;
    CHECK(pushed && v.len == 1000 && v.cap >= 1000 && e[0] == 0 && e[999] == 999);
    gg_vec_fini(&v);
    CHECK(v.data == NULL && v.len == 0 && v.cap == 0);
    /* a size that cannot be allocated is recorded as out of memory by the vector itself */
    CHECK(gg_vec_reserve(&v, SIZE_MAX / 4, 8, &d) == GG_ENOMEM && d.status == GG_ENOMEM && v.data == NULL);
    /* the features asked once, the same as libgcc's probe finds (here, in the test only) */
    const unsigned f = gg_cpu_features();
    CHECK((f & GG_CPU_ASKED) && gg_cpu_features() == f);
#if defined(__x86_64__) && defined(__GNUC__)
    const int run512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                       __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512vbmi") &&
                       __builtin_cpu_supports("avx512vbmi2") && __builtin_cpu_supports("bmi") &&
                       __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
    CHECK(!(f & GG_CPU_POPCNT) == !__builtin_cpu_supports("popcnt"));
    CHECK(!(f & GG_CPU_RUN512) == !run512);
    printf("processor: popcnt %d, the reader's AVX-512 run %d\n", !!(f & GG_CPU_POPCNT), !!(f & GG_CPU_RUN512));
#else
    CHECK(f == GG_CPU_ASKED);
#endif
    return check_done();
}
