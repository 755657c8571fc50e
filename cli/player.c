/* player.c: the program's part of Knightmare's `judge` and `stress` (host.player_*, see
 * proc.h and <gridgames/host.h>); the referee, the opponents and the reports are the library's
 * (src/games/knightmare/judge.c).
 *
 * Each game starts the player through the runner (runner.c: a session of its own, stdin and
 * stdout on pipes, stderr to /dev/null unless --player-stderr). Its lines are read with a
 * per-move deadline (poll). After the game the judge closes the player's stdin and gives it a
 * timeout to exit; then the runner ends and reaps everything the player left (setsid and
 * double-forked descendants included). A player that cannot be executed is a usage error
 * with the exec error. A write to the player blocks SIGPIPE and takes back the one it raised:
 * a dead player is a lost game, and the command's own output keeps its default SIGPIPE. */
#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "proc.h"

struct gg_player {
    pid_t pid;
    int to, from;              /* our ends of the player's stdin and stdout */
    int gone;                  /* the runner said it is gone: how in `how` */
    cli_exit how;
    char buf[GG_PLAYER_LINE_MAX + 1];
    size_t len;
    int eof;
};

typedef gg_player child;

static void close_pair(int p[2])
{
    if (p[0] >= 0) close(p[0]);
    if (p[1] >= 0) close(p[1]);
    p[0] = p[1] = -1;
}

static gg_status spawn(child *c, char *const *argv, int show_stderr, gg_diag *diag)
{
    int in[2] = {-1, -1}, out[2] = {-1, -1};
    memset(c, 0, sizeof *c);
    c->to = c->from = -1;
    if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0) {
        int e = errno;
        close_pair(in);
        close_pair(out);
        return gg_diag_set(diag, GG_ESYS, "judge: pipe: %s", strerror(e));
    }
    int err = show_stderr ? 2 : open("/dev/null", O_WRONLY | O_CLOEXEC);
    int fds[3] = {in[0], out[1], err >= 0 ? err : 2}, exec_errno;
    gg_diag why = {GG_OK, ""};
    gg_status st = cli_runner_spawn(argv, fds, 0, 0, &c->pid, &exec_errno, &why);
    if (err > 2) close(err);
    close(in[0]);
    close(out[1]);
    c->to = in[1];
    c->from = out[0];
    if (st == GG_EUSAGE) { /* the runner's message, in the judge's words */
        close_pair((int[2]){c->to, c->from});
        c->to = c->from = -1;
        return gg_diag_set(diag, GG_EUSAGE, "cannot run the player %s: %s", argv[0], strerror(exec_errno));
    }
    if (st != GG_OK && diag && diag->status == GG_OK) *diag = why;
    return st;
}

/* Writes s to the player; a dead player is noticed when its answer does not come. */
void cli_player_send(gg_player *c, const char *s)
{
    size_t n = strlen(s), done = 0;
    sigset_t pipe_set, old;
    sigemptyset(&pipe_set);
    sigaddset(&pipe_set, SIGPIPE);
    sigprocmask(SIG_BLOCK, &pipe_set, &old);
    while (c->to >= 0 && done < n) {
        ssize_t k = write(c->to, s + done, n - done);
        if (k > 0) done += (size_t)k;
        else if (k < 0 && errno == EINTR) continue;
        else break; /* EPIPE: the player is gone */
    }
    struct timespec zero = {0, 0};
    while (sigtimedwait(&pipe_set, NULL, &zero) > 0) {
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
}

/* Reads what the player wrote, waiting at most `ms` (0: only what is there). */
static void fill(child *c, int ms)
{
    struct pollfd pf = {c->from, POLLIN, 0};
    int r = poll(&pf, 1, ms);
    if (r <= 0) return;
    ssize_t got = read(c->from, c->buf + c->len, GG_PLAYER_LINE_MAX - c->len);
    if (got > 0) c->len += (size_t)got;
    else if (got == 0 || (errno != EINTR && errno != EAGAIN)) c->eof = 1;
}

/* Reads one line (without '\n', *len bytes, NUL bytes kept) before the deadline. 1: a line;
 * 0: end of output; -1: the deadline passed; -2: a line longer than GG_PLAYER_LINE_MAX. */
int cli_player_read(gg_player *c, double deadline, char *line, size_t *len)
{
    for (;;) {
        char *nl = memchr(c->buf, '\n', c->len);
        if (nl) {
            size_t k = (size_t)(nl - c->buf);
            memcpy(line, c->buf, k);
            line[k] = '\0';
            *len = k;
            memmove(c->buf, nl + 1, c->len - k - 1);
            c->len -= k + 1;
            return 1;
        }
        if (c->len >= GG_PLAYER_LINE_MAX) return -2;
        if (c->eof) return 0;
        double left = deadline - gg_now_ms();
        if (left <= 0) return -1;
        fill(c, (int)left + 1);
    }
}

/* What a player wrote before it exited: what is in the pipe now (its writers are all gone). */
static void drain(child *c)
{
    while (!c->eof && c->len < GG_PLAYER_LINE_MAX) {
        size_t before = c->len;
        fill(c, 0);
        if (c->len == before) break;
    }
}

/* Closes the player's input and waits for the player to exit until the deadline, then kills
 * it; the runner ends everything it left. Returns 1 if it exited by itself (status in
 * *status). With `extra` (after the winning move), its output is collected meanwhile, and
 * *extra tells whether it wrote anything before it exited. */
static int finish(child *c, double deadline, int *status, int *extra)
{
    if (c->to >= 0) close(c->to);
    c->to = -1;
    int exited = 0;
    while (!c->gone) {
        int reading = extra && c->len < GG_PLAYER_LINE_MAX && !c->eof;
        if (reading) fill(c, 0);
        double left = deadline - gg_now_ms();
        if (left <= 0) break;
        struct pollfd f[2] = {{cli_runner_fd(), POLLIN, 0}, {reading ? c->from : -1, POLLIN, 0}};
        if (poll(f, 2, (int)left + 1) > 0 && f[0].revents && cli_runner_collect(&c->how)) c->gone = exited = 1;
    }
    if (!c->gone) {
        cli_runner_kill(c->pid);
        cli_runner_wait(-1, &c->how);
    }
    if (exited && extra) drain(c);
    if (extra) *extra = c->len > 0;
    *status = c->how.status;
    if (c->how.lost) exited = 0;
    if (c->from >= 0) close(c->from);
    c->from = -1;
    return exited;
}

gg_status cli_player_start(char *const *argv, int show_stderr, gg_player **p, gg_diag *diag)
{
    *p = malloc(sizeof **p);
    if (*p == NULL) return gg_diag_nomem(diag);
    gg_status st = spawn(*p, argv, show_stderr, diag);
    if (st != GG_OK) {
        if ((*p)->pid > 0) finish(*p, gg_now_ms(), &(int){0}, NULL);
        if ((*p)->from >= 0) close((*p)->from);
        if ((*p)->to >= 0) close((*p)->to);
        free(*p);
        *p = NULL;
    }
    return st;
}

int cli_player_finish(gg_player *p, double deadline_ms, int *exited_status, char *extra, size_t *extra_len)
{
    int status = 0, wrote = 0;
    int exited = finish(p, deadline_ms, &status, extra ? &wrote : NULL);
    if (extra) {
        *extra_len = wrote ? p->len : 0;
        memcpy(extra, p->buf, *extra_len);
    }
    free(p);
    *exited_status = !exited ? 0 : WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? -WTERMSIG(status) : 0;
    return exited;
}
