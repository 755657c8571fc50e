/* run.c: running an action in-process on in-memory input (see game.h), and the library's
 * small share of host.h: the clock of its deadlines, the result of a host's run. */
#include <time.h>

#include <gridgames/game.h>
#include <gridgames/host.h>

double gg_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

void gg_run_result_fini(gg_run_result *r)
{
    gg_writer_close(&r->out);
    gg_writer_close(&r->err);
}

gg_status gg_run_on_memory(const gg_game *game, gg_action_fn fn, const char *input, size_t len,
                           gg_writer *out, gg_writer *log, gg_diag *diag)
{
    return gg_run_on_memory_named(game, fn, "<memory>", input, len, out, log, diag);
}

gg_status gg_run_on_memory_named(const gg_game *game, gg_action_fn fn, const char *name, const char *input,
                                 size_t len, gg_writer *out, gg_writer *log, gg_diag *diag)
{
    gg_reader in;
    gg_writer sink;
    gg_args none = {0, NULL, 0, NULL};
    if (log == NULL) { /* the action may report progress: keep it and drop it */
        gg_writer_open_mem(&sink);
        log = &sink;
    }
    gg_reader_open_mem(&in, input, len, name, diag);
    gg_ctx ctx = {&in, out, log, diag, &none, "gridgames", game, NULL};
    gg_status s = fn(&ctx);
    gg_reader_close(&in);
    if (log == &sink) gg_writer_close(&sink);
    if (s == GG_OK) s = out->err;
    return s;
}
