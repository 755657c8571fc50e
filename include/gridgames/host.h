/* host.h: what only a program can do, lent to the library's actions through ctx->host.
 *
 * The library is the computation: it never forks, execs, waits, kills, reads /proc, asks
 * whether a descriptor is a terminal or touches signals, so it builds anywhere (WebAssembly
 * included) and embeds in any program. A few actions need such things: `stress` and `test`
 * run the user's command on each input, Knightmare's `judge` and its `stress` talk to a player
 * process, `play` draws its terminal view only on a terminal. They ask the host. The
 * gridgames command gives one (cli/host.c: one runner that starts every program in a session
 * of its own under a judge's limits, measures its time and peak memory, and ends everything it
 * started); gg_run_on_memory and the browser give none (ctx->host == NULL), and these
 * actions then refuse with GG_EUSAGE, or (play) speak the line protocol.
 */
#ifndef GRIDGAMES_HOST_H
#define GRIDGAMES_HOST_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "io.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A judge's limits on one run (host.run); 0: none. */
typedef struct gg_run_limits {
    int64_t time_ms;       /* wall time, and CPU time (user + system) */
    int64_t memory_bytes;  /* peak resident size; also the stack's size */
    size_t output_bytes;   /* standard output */
} gg_run_limits;

/* One run of a command (host.run). The host opens both writers; gg_run_result_fini closes
 * them (harmless on a zeroed result). */
typedef struct gg_run_result {
    int exited;          /* 1: exited with `status`; 0: ended by `signal` (0 when killed at a limit
                          * or never started) */
    int status, signal;
    int timed_out;       /* killed at the wall-time limit */
    int out_capped;      /* killed because its output passed the output limit */
    int mem_killed;      /* killed because its resident size passed the memory limit */
    double ms;           /* wall time from start to exit (or kill) */
    double cpu_ms;       /* CPU time, user + system */
    int64_t peak_bytes;  /* peak resident size */
    gg_writer out;       /* what it wrote to stdout (a memory writer), up to the output limit */
    gg_writer err;       /* the first 4 KiB it wrote to stderr */
} gg_run_result;

void gg_run_result_fini(gg_run_result *r);

/* The longest line a player may write (host.player_read); a longer one is a protocol loss. */
#define GG_PLAYER_LINE_MAX 128

typedef struct gg_player gg_player; /* a running player process: the host's, opaque */

typedef struct gg_host {
    /* 1 when file descriptor fd (0, 1, 2) is a terminal. */
    int (*is_terminal)(int fd);

    /* A session around run and player_* calls: every program of the session and everything
     * it starts (setsid and double-forked descendants included) is ended after its run, and
     * when the host's process is ended by SIGINT, SIGTERM or SIGHUP. GG_ESYS when it cannot
     * be set up. end ends the session (harmless without one). */
    gg_status (*session_begin)(gg_diag *diag);
    void (*session_end)(void);
    /* GG_OK when argv[0] names a program that can be executed (looked up in PATH); else
     * GG_EUSAGE, the message naming the command and the reason. */
    gg_status (*check)(char *const *argv, gg_diag *diag);
    /* Runs argv (argv[0] looked up in PATH) with in[0..len) on its standard input, in a
     * session of its own, under the limits (its time, its peak memory and its output
     * measured). GG_OK when the command ran, however it ended (see r); GG_EUSAGE when it
     * cannot be executed, GG_ESYS when it could not be started (the message names the
     * command and the reason). r is initialised in every case. */
    gg_status (*run)(char *const *argv, const char *in, size_t len, const gg_run_limits *lim, gg_run_result *r,
                     gg_diag *diag);

    /* Starts argv as a player: its standard input and output on pipes, its standard error to
     * /dev/null unless show_stderr. GG_EUSAGE (with the exec error) when it cannot be run,
     * GG_ESYS when a pipe or fork fails; *p is NULL then. */
    gg_status (*player_start)(char *const *argv, int show_stderr, gg_player **p, gg_diag *diag);
    /* Writes s to the player (a dead player is noticed when its answer does not come). */
    void (*player_send)(gg_player *p, const char *s);
    /* Reads one line (without '\n', *len bytes, NUL bytes kept; line holds
     * GG_PLAYER_LINE_MAX + 1 bytes) before deadline_ms (gg_now_ms's clock). 1: a line; 0:
     * end of output; -1: the deadline passed; -2: a line longer than GG_PLAYER_LINE_MAX. */
    int (*player_read)(gg_player *p, double deadline_ms, char *line, size_t *len);
    /* Closes the player's input and waits for it to exit until deadline_ms, then kills and
     * reaps it and every descendant it left, and frees p. Returns 1 if it exited by itself:
     * *exited_status its exit status (>= 0) or minus the signal that ended it. With `extra`
     * (GG_PLAYER_LINE_MAX bytes), its output is collected meanwhile: what it wrote after the
     * last line read, *extra_len bytes (0: nothing). */
    int (*player_finish)(gg_player *p, double deadline_ms, int *exited_status, char *extra, size_t *extra_len);
} gg_host;

/* Milliseconds on a monotonic clock: the deadlines of player_read and player_finish. */
double gg_now_ms(void);

#ifdef __cplusplus
}
#endif
#endif
