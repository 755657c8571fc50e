/* host.c: the host the command lends the library's actions (<gridgames/host.h>): a terminal
 * test, commands run with a time limit (proc.c) and player processes (player.c). */
#include <unistd.h>

#include "proc.h"

static int is_terminal(int fd)
{
    return isatty(fd);
}

const gg_host cli_host = {
    .is_terminal = is_terminal,
    .run = cli_proc_run,
    .judge_begin = cli_judge_begin,
    .judge_end = cli_judge_end,
    .player_start = cli_player_start,
    .player_send = cli_player_send,
    .player_read = cli_player_read,
    .player_finish = cli_player_finish,
};
