/* huge.h (private): large blocks in huge pages. The including file defines _DEFAULT_SOURCE
 * before its first include (madvise and MADV_HUGEPAGE are not POSIX). */
#ifndef GG_CORE_HUGE_H
#define GG_CORE_HUGE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

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

/* The block size from which gg_alloc_big leaves a block's tail in normal pages. */
#define GG_BIG_TAIL_EXACT ((size_t)64 << 20)

/* A block of `bytes` for a large array, freed with free(); NULL when out of memory. Under
 * `from` bytes plain malloc. From there on aligned to a huge page and offered to the kernel
 * for huge pages (a huge page is made whole at its first touch), rounded up to whole huge
 * pages, with one exception: the tail past the last whole huge page of a block of
 * GG_BIG_TAIL_EXACT or more, or a tail under `from` bytes, keeps normal pages, so that such a
 * block holds no more memory than it is long. A 1000 x 1000 Go board's 4 MB of words with a
 * tail of 1.8 MB in normal pages took 0.65 ms more to make than in two huge pages (the first
 * board's liberty marks, docs/benchmarks.md); on a block of 64 MiB or more the tail's faults
 * are a small part of the block's cost, and the rounding's memory is not. */
static inline void *gg_alloc_big(size_t bytes, size_t from)
{
    if (bytes < from) return malloc(bytes);
    if (bytes <= GG_HUGE_PAGE) return gg_alloc_huge(bytes);
    const size_t whole = bytes & ~(GG_HUGE_PAGE - 1);
    if (bytes < GG_BIG_TAIL_EXACT && bytes - whole >= from) return gg_alloc_huge(bytes);
    void *p = NULL;
    if (posix_memalign(&p, GG_HUGE_PAGE, bytes) != 0) return NULL;
#ifdef MADV_HUGEPAGE
    (void)madvise(p, whole, MADV_HUGEPAGE); /* advice only */
#endif
#ifdef MADV_NOHUGEPAGE /* the tail's normal pages, even where huge pages are always on: its */
    const long page = sysconf(_SC_PAGESIZE); /* whole pages only, none past the block */
    const size_t tail = page > 0 ? (bytes - whole) & ~((size_t)page - 1) : 0;
    if (tail) (void)madvise((char *)p + whole, tail, MADV_NOHUGEPAGE);
#endif
    return p;
}

/* The bounds of gg_realloc_big's huge pages: from GG_BIG_FROM bytes, where one huge page
 * costs less than the normal pages' faults (a fresh megabyte: 0.13 ms as a huge page against
 * 0.4 ms in 4 KiB pages on the development machine, docs/benchmarks.md), to GG_BIG_COPY_MAX,
 * beyond which a copy costs more than it spares and would hold the old and the new block at
 * once. */
#define GG_BIG_FROM (GG_HUGE_PAGE / 4)
#define GG_BIG_COPY_MAX ((size_t)8 << 20)

/* Grows the block p (NULL: none) to `bytes`, its first `keep` bytes kept, as realloc does
 * (NULL when out of memory, p then untouched): blocks from GG_BIG_FROM to GG_BIG_COPY_MAX
 * bytes are made by gg_alloc_big and the kept bytes copied; smaller and larger ones are
 * realloc's (which moves a large block's pages without a copy). Freed with free(). */
static inline void *gg_realloc_big(void *p, size_t keep, size_t bytes)
{
    if (bytes < GG_BIG_FROM || bytes > GG_BIG_COPY_MAX) return realloc(p, bytes);
    void *q = gg_alloc_big(bytes, GG_BIG_FROM);
    if (q && p) {
        memcpy(q, p, keep < bytes ? keep : bytes);
        free(p);
    }
    return q;
}

#endif
