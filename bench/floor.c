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
 *
 * Built by bench/common.py with cc -O2. */
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
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

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--words") == 0) return words();
    if (argc != 1) {
        fprintf(stderr, "usage: floor [--words] < FILE\n");
        return 2;
    }
    return parse();
}
