/* test_core.c: radix sort against a simple sort (keys whose varying bits span many widths), the PRNG's determinism and ranges, the
 * growable array's init/push/fini and its growth through huge pages (core/huge.h), the
 * writer's large blocks (to a file and in memory) and its reserved room, the processor's
 * features (core/cpu.h) against gcc's. */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE (huge.h) */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <gridgames/io.h>
#include <gridgames/rng.h>

#include "check.h"
#include "core/cpu.h"
#include "core/huge.h"
#include "core/sort.h"
#include "core/vec.h"

/* The value test_big writes at index i. */
static uint64_t big_value(uint64_t i)
{
    return i * 0x9e3779b97f4a7c15u ^ i >> 7;
}

/* Growth through gg_realloc_big's three ranges (realloc, huge pages with a copy, realloc) keeps
 * every byte up to the old capacity, len or not; blocks in the middle range are aligned to a
 * huge page (how gg_alloc_big makes them). The writer: a block larger than a file writer's
 * buffer goes out after the bytes before it and before those after it; a memory writer grown
 * past GG_BIG_FROM keeps all it was given. */
static void test_big(void)
{
    gg_vec v = {0};
    /* 60000 words written past len (0) into a block reserved for 65536 (512 KiB: the copy's
     * first size), then grown to 2^17: all of them must survive the copy */
    CHECK(gg_vec_reserve(&v, sizeof(uint64_t), 60000, NULL) == GG_OK);
    for (uint64_t i = 0; i < 60000; i++) ((uint64_t *)v.data)[i] = big_value(i);
    CHECK(gg_vec_reserve(&v, sizeof(uint64_t), v.cap + 1, NULL) == GG_OK && v.cap * 8 >= GG_BIG_FROM);
    CHECK(v.cap * 8 > GG_BIG_COPY_MAX || (uintptr_t)v.data % GG_HUGE_PAGE == 0);
    int same = 1;
    for (uint64_t i = 0; i < 60000; i++) same &= ((uint64_t *)v.data)[i] == big_value(i);
    CHECK(same);
    gg_vec_fini(&v);
    /* pushes through all three ranges: 3 * 2^20 words, 24 MiB */
    int pushed = 1;
    for (uint64_t i = 0; i < 3u << 20; i++) {
        const uint64_t x = big_value(i);
        pushed &= gg_vec_push(&v, sizeof x, &x, NULL) == GG_OK;
    }
    same = pushed && v.len == 3u << 20;
    for (uint64_t i = 0; same && i < v.len; i++) same &= ((uint64_t *)v.data)[i] == big_value(i);
    CHECK(same);
    gg_vec_fini(&v);
    /* gg_realloc_big keeps `keep` bytes whatever the range */
    static const size_t sizes[] = {4096, GG_BIG_FROM, GG_HUGE_PAGE + 12345, GG_BIG_COPY_MAX, GG_BIG_COPY_MAX + 1};
    unsigned char *p = NULL;
    size_t have = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        unsigned char *q = gg_realloc_big(p, have, sizes[k]);
        CHECK(q != NULL);
        if (!q) break;
        int kept = 1;
        for (size_t i = 0; i < have; i++) kept &= q[i] == (unsigned char)(i * 131 >> 3);
        CHECK(kept);
        if (sizes[k] >= GG_BIG_FROM && sizes[k] <= GG_BIG_COPY_MAX) CHECK((uintptr_t)q % GG_HUGE_PAGE == 0);
        for (size_t i = have; i < sizes[k]; i++) q[i] = (unsigned char)(i * 131 >> 3);
        p = q;
        have = sizes[k];
    }
    free(p);

    /* a file writer: "a", a block of 200000 bytes (over its 64 KiB buffer), "z" */
    char path[] = "/tmp/gg_test_core_XXXXXX";
    const int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0) return;
    unlink(path);
    const size_t nblock = 200000;
    char *block = malloc(nblock), *back = malloc(nblock + 2);
    CHECK(block && back);
    if (!block || !back) {
        free(block);
        free(back);
        close(fd);
        return;
    }
    for (size_t i = 0; i < nblock; i++) block[i] = (char)('b' + i % 23);
    gg_writer w;
    CHECK(gg_writer_open_fd(&w, fd) == GG_OK);
    gg_write_char(&w, 'a');
    gg_write(&w, block, nblock);
    gg_write_char(&w, 'z');
    CHECK(gg_writer_close(&w) == GG_OK);
    CHECK(pread(fd, back, nblock + 2, 0) == (ssize_t)(nblock + 2));
    CHECK(back[0] == 'a' && memcmp(back + 1, block, nblock) == 0 && back[nblock + 1] == 'z');
    close(fd);
    /* a memory writer grown past GG_BIG_FROM, 200000 bytes at a time, five times */
    gg_writer m;
    gg_writer_open_mem(&m);
    for (int k = 0; k < 5; k++) gg_write(&m, block, nblock);
    size_t len = 0;
    const char *data = gg_writer_data(&m, &len);
    int whole = len == 5 * nblock;
    for (int k = 0; whole && k < 5; k++) whole &= memcmp(data + k * nblock, block, nblock) == 0;
    CHECK(whole);
    gg_writer_close(&m);
    /* gg_writer_reserve: a memory writer gets its room at once, past the bytes it holds, and
     * the bytes up to it go into that block, not a copy; more than was reserved still grows
     * it; a room no block can have is refused with the writer left as it was; a file writer
     * is left alone */
    gg_writer_open_mem(&m);
    gg_write_char(&m, 'a');
    CHECK(gg_writer_reserve(&m, GG_BIG_FROM) == GG_OK && m.cap - m.len >= GG_BIG_FROM); /* 1 + 2^19 */
    gg_writer_close(&m);
    gg_writer_open_mem(&m);
    gg_write_char(&m, 'a');
    CHECK(gg_writer_reserve(&m, 2 * nblock) == GG_OK && m.cap >= 1 + 2 * nblock);
    const char *held = m.buf;
    const size_t held_cap = m.cap;
    gg_write(&m, block, nblock);
    gg_write(&m, block, nblock);
    CHECK(m.cap == held_cap && m.buf == held && m.len == 1 + 2 * nblock);
    CHECK(gg_writer_reserve(&m, 10) == GG_OK); /* within the room: nothing to do */
    CHECK(m.cap == held_cap && m.buf == held);
    CHECK(gg_writer_reserve(&m, SIZE_MAX) == GG_ENOMEM && m.err == GG_OK && m.cap == held_cap);
    CHECK(gg_writer_reserve(&m, SIZE_MAX / 2 + 1) == GG_ENOMEM && m.err == GG_OK && m.cap == held_cap);
    gg_write(&m, block, nblock); /* past the room */
    data = gg_writer_data(&m, &len);
    whole = len == 1 + 3 * nblock && data[0] == 'a';
    for (int k = 0; whole && k < 3; k++) whole &= memcmp(data + 1 + k * nblock, block, nblock) == 0;
    CHECK(whole);
    gg_writer_close(&m);
    int nul = open("/dev/null", O_WRONLY);
    CHECK(nul >= 0);
    if (nul >= 0) {
        CHECK(gg_writer_open_fd(&w, nul) == GG_OK);
        const size_t cap = w.cap;
        CHECK(gg_writer_reserve(&w, 4 * cap) == GG_OK && w.cap == cap);
        CHECK(gg_writer_close(&w) == GG_OK);
        close(nul);
    }
    free(block);
    free(back);
}

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
    test_big();
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
