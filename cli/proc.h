/* proc.h (private to the command): the processes the command runs for the library's actions,
 * behind the host table it hands them (<gridgames/host.h>, host.c).
 *
 * runner.c: the one runner. A session forks a small spawner that starts every program (in a
 * session of its own, under the limits), is the subreaper of everything the program starts,
 * and ends and reaps all of it when the program exits or is killed; the command's SIGINT,
 * SIGTERM and SIGHUP end the running program's tree before the command dies.
 *
 * proc.c, for `stress` and `test`: run a command once on an input under a judge's limits and
 * keep what it printed, its time and peak memory.
 *
 * player.c, for Knightmare's `judge` and `stress`: a player process on pipes, read line by
 * line with deadlines.
 */
#ifndef GG_CLI_PROC_H
#define GG_CLI_PROC_H

#include <sys/types.h>

#include <gridgames/host.h>

/* How a program ended (runner.c). */
typedef struct cli_exit {
    int status;          /* as from wait(2) */
    int lost;            /* the spawner is gone: nothing else is known */
    double cpu_ms;       /* user + system time */
    int64_t peak_bytes;  /* peak resident size (ru_maxrss) */
} cli_exit;

/* A session (host.session_begin/end): the spawner and the signal handlers. Spawning outside a
 * session begins one. */
gg_status cli_runner_begin(gg_diag *diag);
void cli_runner_end(void);
/* Starts argv (looked up in PATH) with fds as its standard input, output and error; the
 * limits (0: none) as in runner.c. GG_EUSAGE and *exec_errno when it cannot be executed. */
gg_status cli_runner_spawn(char *const *argv, const int fds[3], int64_t cpu_ms, int64_t mem_bytes, pid_t *pid,
                           int *exec_errno, gg_diag *diag);
/* The descriptor that becomes readable when the running program is gone. */
int cli_runner_fd(void);
/* 1 when the program is gone (*e says how): cli_runner_collect only reads what is there,
 * cli_runner_wait waits until the deadline (gg_now_ms's clock; negative: no deadline). */
int cli_runner_collect(cli_exit *e);
int cli_runner_wait(double deadline, cli_exit *e);
/* Kills the running program's session (the spawner then ends the rest). */
void cli_runner_kill(pid_t pid);
/* Opens /dev/null on a missing descriptor 0, 1 or 2 (at the command's start). */
void cli_runner_std_fds(void);
/* Whether argv[0] names a program that can be executed (PATH searched as execvp does). */
gg_status cli_runner_check(char *const *argv, gg_diag *diag);

/* host.run (see host.h). */
gg_status cli_proc_run(char *const *argv, const char *in, size_t len, const gg_run_limits *lim,
                       gg_run_result *r, gg_diag *diag);

/* host.player_start, player_send, player_read, player_finish. */
gg_status cli_player_start(char *const *argv, int show_stderr, gg_player **p, gg_diag *diag);
void cli_player_send(gg_player *p, const char *s);
int cli_player_read(gg_player *p, double deadline_ms, char *line, size_t *len);
int cli_player_finish(gg_player *p, double deadline_ms, int *exited_status, char *extra, size_t *extra_len);

/* The host the command gives every action (host.c). */
extern const gg_host cli_host;

#endif
