/* floor.c: the parse-only floor of every benchmark: reads all of standard input, parses every
 * integer (an optional '-' and digits) and every other visible character (a board point),
 * folds them into a checksum and prints it. Nothing else: the least any judge solution pays to
 * take its input in, so `gridgames` / floor says how much the solving itself costs.
 * Built by bench/common.py with cc -O2. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(void)
{
    static unsigned char buf[1 << 20];
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
