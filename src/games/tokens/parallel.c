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

const gg_tokens_ahead_ops gg_tokens_ahead_threads = {start, join};
