/* mimo_ref.c: a straightforward contest-style Mimo & Yuyu solution, written here as the
 * benchmark's point of comparison (scanf input, qsort of the columns per test case). It is
 * not part of the product; bench/mimo.py compiles it with -O2. */
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    int t;
    if (scanf("%d", &t) != 1) return 1;
    long long *col = NULL;
    size_t cap = 0;
    while (t--) {
        long long n, m, k, x;
        if (scanf("%lld %lld %lld", &n, &m, &k) != 3) return 1;
        if ((size_t)k > cap) {
            cap = (size_t)k;
            col = realloc(col, cap * sizeof *col);
        }
        for (long long i = 0; i < k; i++)
            if (scanf("%lld %lld", &x, &col[i]) != 2) return 1;
        int win = 0;
        if (n == 1) {
            long long c2 = 0;
            for (long long i = 0; i < k; i++) c2 += col[i] == 2;
            win = c2 & 1;
        } else {
            qsort(col, (size_t)k, sizeof *col, cmp);
            for (long long i = 0, j; i < k && !win; i = j) {
                for (j = i; j < k && col[j] == col[i]; j++) {}
                if (col[i] >= 2 && ((j - i) & 1)) win = 1;
            }
        }
        puts(win ? "Mimo" : "Yuyu");
    }
    free(col);
    return 0;
}
