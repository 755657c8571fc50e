/* proc.c: the program's part of `stress`: run a command once on an input with a time limit
 * (host.run, see proc.h and <gridgames/host.h>).
 *
 * One poll loop feeds stdin, drains stdout and stderr (so a program that writes before it has
 * read everything cannot deadlock against us) and watches the clock. SIGPIPE is ignored while
 * we write: a program that exits without reading its input is not our crash. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "proc.h"

#define ERR_KEEP 4096

static void close_fd(int *fd)
{
    if (*fd >= 0) close(*fd);
    *fd = -1;
}

/* In the child: wire the pipes, start the command; on failure send errno up `report`. */
static void child_exec(char *const *argv, int in, int out, int err, int report)
{
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    execvp(argv[0], argv);
    int e = errno;
    ssize_t k = write(report, &e, sizeof e);
    (void)k;
    _exit(127);
}

typedef struct pipes {
    int in[2], out[2], err[2], rep[2];
} pipes;

static gg_status open_pipes(pipes *p, gg_diag *diag)
{
    int *all[4] = {p->in, p->out, p->err, p->rep};
    for (int i = 0; i < 4; i++) all[i][0] = all[i][1] = -1;
    for (int i = 0; i < 4; i++)
        if (pipe(all[i]) != 0) return gg_diag_set(diag, GG_ESYS, "pipe: %s", strerror(errno));
    for (int i = 0; i < 4; i++) { /* nothing of ours leaks into the command */
        fcntl(all[i][0], F_SETFD, FD_CLOEXEC);
        fcntl(all[i][1], F_SETFD, FD_CLOEXEC);
    }
    return GG_OK;
}

static void close_pipes(pipes *p)
{
    int *all[4] = {p->in, p->out, p->err, p->rep};
    for (int i = 0; i < 4; i++) {
        close_fd(&all[i][0]);
        close_fd(&all[i][1]);
    }
}

/* Reads what is there from fd into w (at most `cap` bytes kept in total); 0 at end. */
static int drain(int *fd, gg_writer *w, size_t cap, int *capped)
{
    char buf[65536];
    ssize_t k = read(*fd, buf, sizeof buf);
    if (k < 0 && (errno == EINTR || errno == EAGAIN)) return 1;
    if (k <= 0) {
        close_fd(fd);
        return 0;
    }
    size_t have;
    gg_writer_data(w, &have);
    size_t keep = have >= cap ? 0 : (cap - have < (size_t)k ? cap - have : (size_t)k);
    gg_write(w, buf, keep);
    if (keep < (size_t)k && capped) *capped = 1;
    return 1;
}

/* The poll loop: feed, drain, watch the clock. Returns when both outputs are closed, the time
 * is up or the output cap is passed. */
static void pump(pipes *p, const char *in, size_t len, double deadline, size_t out_cap, gg_run_result *r)
{
    size_t sent = 0;
    if (len == 0) close_fd(&p->in[1]);
    while (p->out[0] >= 0 || p->err[0] >= 0) {
        struct pollfd f[3] = {{p->out[0], POLLIN, 0}, {p->err[0], POLLIN, 0}, {p->in[1], POLLOUT, 0}};
        double left = deadline - gg_now_ms();
        if (left <= 0) {
            r->timed_out = 1;
            return;
        }
        int n = poll(f, 3, left > 1e6 ? 1000000 : (int)left + 1);
        if (n < 0 && errno != EINTR) return;
        if (f[0].revents) drain(&p->out[0], &r->out, out_cap, &r->out_capped);
        if (f[1].revents) drain(&p->err[0], &r->err, ERR_KEEP, NULL);
        if (r->out_capped) return;
        if (f[2].revents & (POLLERR | POLLHUP)) close_fd(&p->in[1]);
        else if (f[2].revents & POLLOUT) {
            size_t chunk = len - sent < 65536 ? len - sent : 65536;
            ssize_t k = write(p->in[1], in + sent, chunk);
            if (k > 0) sent += (size_t)k;
            else if (k < 0 && errno != EINTR && errno != EAGAIN) close_fd(&p->in[1]);
            if (sent == len) close_fd(&p->in[1]);
        }
    }
}

gg_status cli_proc_run(char *const *argv, const char *in, size_t len, int64_t time_limit_ms, size_t out_cap,
                      gg_run_result *r, gg_diag *diag)
{
    memset(r, 0, sizeof *r);
    gg_writer_open_mem(&r->out);
    gg_writer_open_mem(&r->err);
    pipes p;
    gg_status s = open_pipes(&p, diag);
    if (s != GG_OK) {
        close_pipes(&p);
        return s;
    }
    struct sigaction ign = {0}, old;
    ign.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &ign, &old);
    double start = gg_now_ms();
    pid_t pid = fork();
    if (pid == 0) child_exec(argv, p.in[0], p.out[1], p.err[1], p.rep[1]);
    if (pid < 0) s = gg_diag_set(diag, GG_ESYS, "fork: %s", strerror(errno));
    if (pid > 0) {
        setpgid(pid, pid);
        close_fd(&p.in[0]), close_fd(&p.out[1]), close_fd(&p.err[1]), close_fd(&p.rep[1]);
        int e = 0;
        ssize_t k = read(p.rep[0], &e, sizeof e); /* closed by exec: 0 bytes */
        if (k == (ssize_t)sizeof e)
            s = gg_diag_set(diag, GG_ESYS, "cannot run %s: %s", argv[0], strerror(e));
        else
            pump(&p, in, len, start + (double)time_limit_ms, out_cap, r);
        int st = 0, done = 0;
        double deadline = start + (double)time_limit_ms;
        while (s == GG_OK && !r->timed_out && !r->out_capped && !done) { /* outputs closed: wait for the exit */
            pid_t w = waitpid(pid, &st, WNOHANG);
            if (w == pid) done = 1;
            else if (gg_now_ms() >= deadline) r->timed_out = 1;
            else nanosleep(&(struct timespec){0, 1000000}, NULL);
        }
        kill(-pid, SIGKILL); /* the whole group: whatever it left behind goes too */
        while (!done && waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
        r->ms = gg_now_ms() - start;
        r->exited = WIFEXITED(st);
        r->status = WIFEXITED(st) ? WEXITSTATUS(st) : 0;
        r->signal = WIFSIGNALED(st) ? WTERMSIG(st) : 0;
        if (r->timed_out || r->out_capped) r->signal = 0, r->exited = 0;
    }
    close_pipes(&p);
    sigaction(SIGPIPE, &old, NULL);
    return s;
}
