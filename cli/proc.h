/* proc.h (private to the command): the processes the command runs for the library's actions,
 * behind the host table it hands them (<gridgames/host.h>, host.c).
 *
 * proc.c, for `stress`: run a command once on an input with a time limit and keep what it
 * printed. The command runs in its own process group, which is killed as a whole at the time
 * limit or when its output passes the cap, so a stuck or runaway program never stalls the
 * caller. An exec failure is reported with its errno (through a close-on-exec pipe), not as a
 * silent exit 127.
 *
 * player.c, for Knightmare's `judge` and `stress`: a player process on pipes, read line by
 * line with deadlines, and everything it leaves behind killed and reaped.
 */
#ifndef GG_CLI_PROC_H
#define GG_CLI_PROC_H

#include <gridgames/host.h>

/* host.run (see host.h). */
gg_status cli_proc_run(char *const *argv, const char *in, size_t len, int64_t time_limit_ms, size_t out_cap,
                       gg_run_result *r, gg_diag *diag);

/* host.judge_begin, judge_end, player_start, player_send, player_read, player_finish. */
void *cli_judge_begin(void);
void cli_judge_end(void *saved);
gg_status cli_player_start(char *const *argv, int show_stderr, gg_player **p, gg_diag *diag);
void cli_player_send(gg_player *p, const char *s);
int cli_player_read(gg_player *p, double deadline_ms, char *line, size_t *len);
int cli_player_finish(gg_player *p, double deadline_ms, int *exited_status, char *extra, size_t *extra_len);

/* The host the command gives every action (host.c). */
extern const gg_host cli_host;

#endif
