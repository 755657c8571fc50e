/* proc.h (private): run a command once on an input, with a time limit, and keep what it
 * printed. For `stress` (the user's solution on generated inputs). The command runs in its own
 * process group, which is killed as a whole at the time limit or when its output passes the
 * cap, so a stuck or runaway program never stalls the caller. An exec failure is reported
 * with its errno (through a close-on-exec pipe), not as a silent exit 127.
 *
 *   gg_proc_result r;
 *   if (gg_proc_run(argv, in, len, 2000, 1 << 26, &r, diag) == GG_OK) ... r.out, r.exited ...
 *   gg_proc_result_fini(&r);
 */
#ifndef GG_CORE_PROC_H
#define GG_CORE_PROC_H

#include <stddef.h>
#include <stdint.h>

#include <gridgames/error.h>
#include <gridgames/io.h>

typedef struct gg_proc_result {
    int exited;          /* 1: exited with `status`; 0: ended by `signal` */
    int status, signal;
    int timed_out;       /* killed at the time limit */
    int out_capped;      /* killed because its output passed the cap */
    double ms;           /* wall time from start to exit (or kill) */
    gg_writer out;       /* what it wrote to stdout (a memory writer) */
    gg_writer err;       /* the first 4 KiB it wrote to stderr */
} gg_proc_result;

/* Runs argv (argv[0] looked up in PATH) with in[0..len) on its stdin. GG_OK when the command
 * ran, however it ended (see r); GG_ESYS when it could not be started (the message names the
 * command and the reason) or a pipe/fork failed. r is initialised in every case. */
gg_status gg_proc_run(char *const *argv, const char *in, size_t len, int64_t time_limit_ms, size_t out_cap,
                      gg_proc_result *r, gg_diag *diag);
void gg_proc_result_fini(gg_proc_result *r);

#endif
