/* host.c: the host the command lends the library's actions (<gridgames/host.h>): a terminal
 * test, commands run under a judge's limits (proc.c) and player processes (player.c), both
 * started and ended by the runner (runner.c). */
#include <unistd.h>

#include "proc.h"

static int is_terminal(int fd)
{
    return isatty(fd);
}

const gg_host cli_host = {
    .is_terminal = is_terminal,
    .session_begin = cli_runner_begin,
    .session_end = cli_runner_end,
    .check = cli_runner_check,
    .run = cli_proc_run,
    .player_start = cli_player_start,
    .player_send = cli_player_send,
    .player_read = cli_player_read,
    .player_finish = cli_player_finish,
};
