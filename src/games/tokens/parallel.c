/* parallel.c: the thread of solve's read-ahead (--threads N > 1; format.c reads the second
 * half of a large input on it), a task of the one thread module (gg_task, src/core/batch.h).
 * It starts whenever N > 1 and the input is large enough, whatever the machine's load, so the
 * same command does the same work on a quiet and a busy machine. Not in the single file
 * (single.json), which reads on one thread and needs no pthread. */
#include "../../core/batch.h"
#include "internal.h"

static void run(void *arg)
{
    gg_tokens_read_ahead(arg);
}

static int start(gg_tokens_ahead *a)
{
    gg_task t;
    if (!gg_task_start(&t, run, a)) return 0;
    a->thread = t.thread;
    return 1;
}

static void join(gg_tokens_ahead *a)
{
    gg_task t = {a->thread};
    gg_task_join(&t);
    a->thread = NULL;
}

const gg_tokens_ahead_ops gg_tokens_ahead_threads = {start, join};
