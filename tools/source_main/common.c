/* common.c: the main of every single file that `gridgames <game> source` prints (joined after
 * the library's sources by tools/amalgamate.py, never compiled into the library): the command's
 * own steps for one action, without options: standard input, standard output, the action, the
 * error line "<prog>: message" on standard error and the exit code of the status. */
#include <stdio.h>
#include <unistd.h>

#include <gridgames/game.h>

static int gg_source_run(gg_action_fn run, const char *prog)
{
    gg_diag diag = {GG_OK, ""};
    gg_args args = {0, NULL, 0, NULL};
    gg_reader in;
    gg_writer out, log;
    gg_status s = gg_reader_open_fd(&in, STDIN_FILENO, "<stdin>", &diag);
    if (s == GG_OK) s = gg_writer_open_fd(&out, STDOUT_FILENO);
    if (s == GG_OK) s = gg_writer_open_fd(&log, STDERR_FILENO);
    if (s == GG_OK) {
        gg_ctx ctx = {&in, &out, &log, &diag, &args, prog, NULL, NULL};
        s = run(&ctx);
        gg_status ws = gg_writer_close(&out);
        gg_writer_close(&log);
        gg_reader_close(&in);
        if (s == GG_OK && ws != GG_OK) s = gg_diag_set(&diag, ws, "cannot write the output");
    }
    if (s != GG_OK) fprintf(stderr, "%s: %s\n", prog, diag.status != GG_OK ? diag.msg : gg_strerror(s));
    return gg_exit_code(s);
}
