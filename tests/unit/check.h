/* check.h: the unit tests' tiny harness. CHECK records a pass or prints the failure with its
 * line; check_done prints "N passed, N failed" and gives the exit status. */
#ifndef GG_TEST_CHECK_H
#define GG_TEST_CHECK_H

#include <stdio.h>

static int check_passed, check_failed;

#define CHECK(cond)                                                                    \
    do {                                                                               \
        if (cond) {                                                                    \
            check_passed++;                                                            \
        } else {                                                                       \
            check_failed++;                                                            \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                     \
        }                                                                              \
    } while (0)

#define CHECK_STR(got, want)                                                           \
    do {                                                                               \
        const char *g_ = (got), *w_ = (want);                                          \
        if (strcmp(g_, w_) == 0) {                                                     \
            check_passed++;                                                            \
        } else {                                                                       \
            check_failed++;                                                            \
            printf("FAIL %s:%d: got \"%s\"\n     expected \"%s\"\n", __FILE__, __LINE__, g_, w_); \
        }                                                                              \
    } while (0)

static int check_done(void)
{
    printf("%d passed, %d failed\n", check_passed, check_failed);
    return check_failed ? 1 : 0;
}

#endif
