/* parallel.c: the thread of solve's read-ahead (--threads N > 1; format.c reads the second
 * half of a large input on it), started only when a processor is free at that moment. Not in
 * the single file (tools/amalgamate.py), which reads on one thread and needs no pthread. */
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "../../core/batch.h"
#include "internal.h"

/* Whether a processor is free for a second thread now: fewer tasks running or ready to run in
 * the whole system (the fourth field of /proc/loadavg, "R/T", this process included) than
 * processors this process may use. On a shared machine whose other processor is busy, the
 * second thread would only wait for it, and the reading thread for the second one at the end
 * (docs/benchmarks.md). Where /proc/loadavg cannot be read, 1; in the fuzz build, 1 (the
 * fuzzer must reach the read-ahead whatever the machine's load). */
static int processor_free(void)
{
#ifdef GG_FUZZ_LIMITS
    return 1;
#endif
    char buf[128];
    int fd = open("/proc/loadavg", O_RDONLY);
    if (fd < 0) return 1;
    ssize_t got = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (got <= 0) return 1;
    buf[got] = 0;
    const char *p = buf;
    for (int field = 0; field < 3 && p; field++) { /* past the three load averages */
        while (*p && *p != ' ') p++;
        while (*p == ' ') p++;
    }
    if (*p < '0' || *p > '9') return 1;
    long running = strtol(p, NULL, 10);
    return running < gg_cores();
}

static void *run(void *arg)
{
    gg_tokens_read_ahead(arg);
    return NULL;
}

static int start(gg_tokens_ahead *a)
{
    if (!processor_free()) return 0;
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
