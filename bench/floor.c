/* floor.c: the two floors of every benchmark, the least any judge solution pays to take its
 * input in, so that `gridgames` / floor says how much the solving itself costs.
 *
 *   floor          the parse floor: reads all of standard input, parses every integer (an
 *                  optional '-' and digits) and every other visible character (a board
 *                  point), folds them into a checksum and prints it.
 *   floor --words  the hard floor: looks at every byte once and at nothing else. A regular
 *                  file on standard input is mapped (as gridgames maps it), anything else is
 *                  read in blocks of 1 MiB; every 8-byte word (the last one padded with zero
 *                  bytes) is added into a checksum, which is printed. No parsing.
 *   floor --pages  what fresh memory costs on this machine, which the floors and gridgames
 *                  pay (the hard floor on a few MB is mostly the process start and the
 *                  input's pages): the median time to first touch a 4 KiB page (16 MiB in
 *                  normal pages, MADV_NOHUGEPAGE) and a 2 MiB huge page (16 MiB aligned,
 *                  MADV_HUGEPAGE), over 5 rounds, and how many of the huge pages the kernel
 *                  gave (AnonHugePages of /proc/self/smaps_rollup; 0 where there is none).
 *
 * Built by bench/common.py with cc -O2. */
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static unsigned char buf[1 << 20];

/* The sum of the 8-byte words of p[0..n), the last one padded with zero bytes. */
static uint64_t fold_words(const unsigned char *p, size_t n)
{
    uint64_t h = 0, x;
    size_t i = 0;
    for (; n - i >= 8; i += 8) {
        memcpy(&x, p + i, 8);
        h += x;
    }
    x = 0;
    memcpy(&x, p + i, n - i);
    return h + x;
}

static int words(void)
{
    struct stat st;
    uint64_t h = 0;
    if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        const size_t len = (size_t)st.st_size;
        const unsigned char *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE, 0, 0);
        if (p == MAP_FAILED) {
            perror("floor: mmap");
            return 4;
        }
        h = fold_words(p, len);
    } else {
        ssize_t n; /* blocks of whole words but the last: read fills the buffer or ends */
        size_t have = 0;
        while ((n = read(0, buf + have, sizeof buf - have)) > 0) {
            have += (size_t)n;
            const size_t whole = have / 8 * 8;
            h += fold_words(buf, whole);
            memmove(buf, buf + whole, have - whole);
            have -= whole;
        }
        if (n < 0) {
            perror("floor: read");
            return 4;
        }
        h += fold_words(buf, have);
    }
    printf("%llu\n", (unsigned long long)h);
    return 0;
}

static int parse(void)
{
    uint64_t h = 0, v = 0;
    int in_num = 0, neg = 0;
    ssize_t n;
    while ((n = read(0, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            unsigned c = buf[i];
            if (c - '0' < 10u) {
                v = v * 10 + (c - '0');
                in_num = 1;
                continue;
            }
            if (in_num) { /* an integer ends */
                h = h * 1000003u + (neg ? 0 - v : v);
                v = 0;
                in_num = neg = 0;
            }
            if (c == '-') neg = 1;
            else if (c > ' ') h += c * 0x9e37u; /* a board character */
        }
    }
    if (n < 0) {
        perror("floor: read");
        return 4;
    }
    if (in_num) h = h * 1000003u + (neg ? 0 - v : v);
    printf("%llu\n", (unsigned long long)h);
    return 0;
}

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int by_value(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* kB of AnonHugePages in /proc/self/smaps_rollup (0 if it cannot be read). */
static long huge_kb(void)
{
    char line[256];
    long kb = 0;
    FILE *f = fopen("/proc/self/smaps_rollup", "r");
    if (!f) return 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "AnonHugePages: %ld kB", &kb) == 1) break;
    fclose(f);
    return kb;
}

/* Microseconds to touch every 4 KiB of `bytes` fresh bytes, in huge pages or not; *huge: the
 * kB of them the kernel gave as huge pages. */
static double touch_fresh(size_t bytes, int hugepages, long *huge)
{
    const size_t align = (size_t)2 << 20;
    unsigned char *m = mmap(NULL, bytes + align, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return -1;
    unsigned char *p = (unsigned char *)(((uintptr_t)m + align - 1) & ~(uintptr_t)(align - 1));
#ifdef MADV_HUGEPAGE
    (void)madvise(p, bytes, hugepages ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
#endif
    const double t = now_us();
    for (size_t i = 0; i < bytes; i += 4096) p[i] = 1;
    const double us = now_us() - t;
    *huge = huge_kb();
    munmap(m, bytes + align);
    return us;
}

static int pages(void)
{
    enum { ROUNDS = 5 };
    const size_t bytes = (size_t)16 << 20;
    double small[ROUNDS], large[ROUNDS];
    long huge = 0, most = 0;
    for (int r = 0; r < ROUNDS; r++) {
        small[r] = touch_fresh(bytes, 0, &huge);
        large[r] = touch_fresh(bytes, 1, &huge);
        most = huge > most ? huge : most;
        if (small[r] < 0 || large[r] < 0) {
            perror("floor: mmap");
            return 4;
        }
    }
    qsort(small, ROUNDS, sizeof small[0], by_value);
    qsort(large, ROUNDS, sizeof large[0], by_value);
    printf("fresh memory: %.2f us a 4 KiB page, %.3f ms a 2 MiB huge page (medians of %d rounds of "
           "16 MiB; huge pages given: %ld of %zu kB)\n",
           small[ROUNDS / 2] / (double)(bytes / 4096), large[ROUNDS / 2] / 1e3 / (double)(bytes >> 21), ROUNDS,
           most, bytes >> 10);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--words") == 0) return words();
    if (argc == 2 && strcmp(argv[1], "--pages") == 0) return pages();
    if (argc != 1) {
        fprintf(stderr, "usage: floor [--words | --pages] < FILE\n");
        return 2;
    }
    return parse();
}
