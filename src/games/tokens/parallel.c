/* parallel.c: the thread of solve's read-ahead (--threads N > 1; format.c reads the second
 * half of a large input on it). Not in the single file (tools/amalgamate.py), which reads on
 * one thread and needs no pthread. */
#include <pthread.h>
#include <stdlib.h>

#include "internal.h"

static void *run(void *arg)
{
    gg_tokens_read_ahead(arg);
    return NULL;
}

static int start(gg_tokens_ahead *a)
{
    pthread_t *th = malloc(sizeof *th);
    if (!th) return 0;
    if (pthread_create(th, NULL, run, a) != 0) {
        free(th);
        return 0;
    }
    a->thread = th;
    return 1;
}

static void join(gg_tokens_ahead *a)
{
    pthread_t *th = a->thread;
    pthread_join(*th, NULL);
    free(th);
    a->thread = NULL;
}

/* From this many keys on, the count sorts and sweeps class 1 on a second thread. */
#ifndef COUNT_SPLIT_MIN
#define COUNT_SPLIT_MIN ((size_t)1 << 20)
#endif

typedef struct half {
    uint64_t *keys, *tmp;
    size_t n;
    uint64_t count;
} half;

static void *count_half(void *arg)
{
    half *h = arg;
    h->count = gg_tokens_count_class(h->keys, h->tmp, h->n);
    return NULL;
}

static gg_status count(uint64_t *keys, uint64_t *tmp, size_t n0, size_t n, uint64_t *sum, gg_diag *diag)
{
    if (n < COUNT_SPLIT_MIN) return gg_tokens_count_split(keys, tmp, n0, n, sum, diag);
    uint64_t *own = NULL;
    if (tmp == NULL && !(own = tmp = malloc(n * sizeof *tmp))) return gg_diag_nomem(diag);
    half h = {keys + n0, tmp + n0, n - n0, 0}; /* class 1 with its own part of the scratch */
    pthread_t th;
    int started = pthread_create(&th, NULL, count_half, &h) == 0;
    uint64_t c0 = gg_tokens_count_class(keys, tmp, n0);
    if (started) pthread_join(th, NULL);
    else count_half(&h); /* no second thread to be had: this one counts both */
    free(own);
    *sum = c0 + h.count; /* below 4e18 (docs/tokens.md): no wrap */
    return GG_OK;
}

const gg_tokens_ahead_ops gg_tokens_ahead_threads = {start, join, count};
