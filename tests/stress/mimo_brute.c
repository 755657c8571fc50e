/* mimo_brute.c: a plain solution of the Mimo & Yuyu judge problem for the stress tests: per
 * test case, sort the token columns and look for a column >= 2 with an odd count (n = 1: only
 * column 2 counts). Compiled as it is, it is correct; each -DBUG_* plants one mistake:
 *   BUG_OFFBYONE   the token loop starts at 1: the first token of each case is ignored
 *   BUG_EDGE       forgets the one-row grid (n = 1), where only column 2 counts
 *   BUG_INT        reads n, m and the cells into int (the judge's n, m fit; ours reach 10^18)
 *   BUG_SLOW       walks every column up to the largest used, scanning all tokens for each:
 *                  columns times tokens (fine for the judge's m, hopeless for 10^18)
 *   BUG_CRASH      counts columns in a fixed array of 200001 entries (writes past it) */
#include <stdio.h>
#include <stdlib.h>

#ifdef BUG_INT
typedef int num;
#define FMT "%d"
#else
typedef long long num;
#define FMT "%lld"
#endif

#if !defined(BUG_SLOW) && !defined(BUG_CRASH)
static int cmp(const void *a, const void *b)
{
    num x = *(const num *)a, y = *(const num *)b;
    return (x > y) - (x < y);
}

#endif

#ifdef BUG_CRASH
static int count[200001];
#endif

int main(void)
{
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        num n, m;
        long long k;
        if (scanf(FMT " " FMT " %lld", &n, &m, &k) != 3) return 1;
        num *col = malloc(sizeof *col * (size_t)k);
        for (long long i = 0; i < k; i++) {
            num x;
            if (scanf(FMT " " FMT, &x, &col[i]) != 2) return 1;
        }
        int win = 0;
#if defined(BUG_SLOW)
        num top = 0;
        for (long long i = 0; i < k; i++) top = col[i] > top ? col[i] : top;
        for (num c = 2; c <= top; c++) {
            long long same = 0;
            for (long long j = 0; j < k; j++) same += col[j] == c;
            if ((same & 1) && (n > 1 || c == 2)) win = 1;
        }
#elif defined(BUG_CRASH)
        for (long long i = 0; i < k; i++) count[col[i]] ^= 1;
        for (long long i = 0; i < k; i++) {
            if (count[col[i]] && col[i] >= 2 && (n > 1 || col[i] == 2)) win = 1;
        }
        for (long long i = 0; i < k; i++) count[col[i]] = 0;
#else
        (void)m;
        qsort(col, (size_t)k, sizeof *col, cmp);
#ifdef BUG_OFFBYONE
        long long start = 1;
#else
        long long start = 0;
#endif
        for (long long i = start; i < k;) {
            long long j = i;
            while (j < k && col[j] == col[i]) j++;
#ifdef BUG_EDGE
            int counts = col[i] >= 2;
#else
            int counts = n > 1 ? col[i] >= 2 : col[i] == 2;
#endif
            if (((j - i) & 1) && counts) win = 1;
            i = j;
        }
#endif
        puts(win ? "Mimo" : "Yuyu");
        free(col);
    }
    return 0;
}
