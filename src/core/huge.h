/* huge.h (private): large blocks in huge pages. The including file defines _DEFAULT_SOURCE
 * before its first include (madvise and MADV_HUGEPAGE are not POSIX). */
#ifndef GG_CORE_HUGE_H
#define GG_CORE_HUGE_H

#include <stdlib.h>
#include <sys/mman.h>

#define GG_HUGE_PAGE ((size_t)2 << 20)

/* A block of at least `bytes`, rounded up to whole huge pages (2 MiB), aligned to one and
 * offered to the kernel for huge pages: one page fault and one TLB entry per 2 MiB instead of
 * per 4 KiB. The advice may be ignored (then normal pages). Freed with free(); NULL when out
 * of memory. Callers take it from their own bound on: the reader's whole input, Tokens' keys
 * and Mimo's large cases from 128 KiB (a huge page, all of it made at the first touch, cost
 * less there than the 4 KiB faults it spares, measured: docs/benchmarks.md), Go's words from
 * 2 MiB. */
static inline void *gg_alloc_huge(size_t bytes)
{
    if (bytes > SIZE_MAX - GG_HUGE_PAGE) return NULL;
    bytes = (bytes + GG_HUGE_PAGE - 1) & ~(GG_HUGE_PAGE - 1);
    void *p = NULL;
    if (posix_memalign(&p, GG_HUGE_PAGE, bytes) != 0) return NULL;
#ifdef MADV_HUGEPAGE
    (void)madvise(p, bytes, MADV_HUGEPAGE); /* advice only */
#endif
    return p;
}

#endif
