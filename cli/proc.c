/* proc.c: the program's part of `stress` and `test`: run a command once on an input under a
 * judge's limits (host.run, see proc.h and <gridgames/host.h>); the runner (runner.c) starts
 * it and ends its whole tree.
 *
 * One poll loop feeds stdin, drains stdout and stderr (so a program that writes before it has
 * read everything cannot deadlock against us), watches the clock, the output limit and (every
 * 10 ms, /proc/PID/statm) the program's resident size against the memory limit, and learns
 * from the runner when the program is gone. The run ends when the program has exited
 * (or been killed at a limit) and the runner has ended everything it left: then the pipes are
 * read to their end, which comes at once, since no writer is left. SIGPIPE is blocked while
 * we write (a pending one is taken back after): a program that exits without reading its
 * input is not our crash, and our own output keeps its default SIGPIPE. */
#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "proc.h"

#define ERR_KEEP 4096
#define LOOK_MS 10 /* how often the resident size is looked at, under a memory limit */
#define GONE_MS 100 /* once the program is gone, its pipes are read until they stay empty this long */

static void close_fd(int *fd)
{
    if (*fd >= 0) close(*fd);
    *fd = -1;
}

typedef struct pipes {
    int in[2], out[2], err[2];
} pipes;

static gg_status open_pipes(pipes *p, gg_diag *diag)
{
    int *all[3] = {p->in, p->out, p->err};
    for (int i = 0; i < 3; i++) all[i][0] = all[i][1] = -1;
    for (int i = 0; i < 3; i++) /* close-on-exec: nothing of ours leaks into the command */
        if (pipe2(all[i], O_CLOEXEC) != 0) return gg_diag_set(diag, GG_ESYS, "pipe: %s", strerror(errno));
    return GG_OK;
}

static void close_pipes(pipes *p)
{
    int *all[3] = {p->in, p->out, p->err};
    for (int i = 0; i < 3; i++) {
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

/* The resident size of process pid now (/proc/PID/statm), in bytes; 0 when unknown. */
static int64_t resident(pid_t pid)
{
    char path[64], buf[128];
    snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t k = read(fd, buf, sizeof buf - 1);
    close(fd);
    long long size, res;
    if (k <= 0) return 0;
    buf[k] = '\0';
    return sscanf(buf, "%lld %lld", &size, &res) == 2 ? res * (int64_t)sysconf(_SC_PAGESIZE) : 0;
}

typedef struct run {
    pipes *p;
    const char *in;
    size_t len, sent;
    pid_t pid;
    int gone;
    cli_exit how;
} run;

/* Feeds the next block of the input (the pipe said it has room). */
static void feed(run *x)
{
    size_t chunk = x->len - x->sent < 65536 ? x->len - x->sent : 65536;
    ssize_t k = write(x->p->in[1], x->in + x->sent, chunk);
    if (k > 0) x->sent += (size_t)k;
    else if (k < 0 && errno != EINTR && errno != EAGAIN) close_fd(&x->p->in[1]);
    if (x->sent == x->len) close_fd(&x->p->in[1]);
}

/* The poll loop, until the program is gone and its outputs are read to their end. At the
 * time limit or past the output limit the program is killed, and the loop goes on until the
 * runner says it is gone. */
static void pump(run *x, double deadline, const gg_run_limits *lim, gg_run_result *r)
{
    pipes *p = x->p;
    size_t out_cap = lim->output_bytes;
    double next_look = 0;
    if (x->len == 0) close_fd(&p->in[1]);
    while (!x->gone || p->out[0] >= 0 || p->err[0] >= 0) {
        struct pollfd f[4] = {{p->out[0], POLLIN, 0}, {p->err[0], POLLIN, 0}, {p->in[1], POLLOUT, 0},
                              {x->gone ? -1 : cli_runner_fd(), POLLIN, 0}};
        double left = deadline - gg_now_ms();
        int killed = r->timed_out || r->out_capped || r->mem_killed;
        if (!killed && left <= 0) {
            r->timed_out = 1;
            cli_runner_kill(x->pid);
            continue;
        }
        if (!killed && lim->memory_bytes > 0 && !x->gone && gg_now_ms() >= next_look) {
            next_look = gg_now_ms() + LOOK_MS;
            if (resident(x->pid) > lim->memory_bytes) {
                r->mem_killed = 1;
                cli_runner_kill(x->pid);
                continue;
            }
        }
        int wait = killed ? 1000 : left > 1e6 ? 1000000 : (int)left + 1;
        if (!killed && lim->memory_bytes > 0 && wait > LOOK_MS) wait = LOOK_MS;
        if (x->gone) wait = GONE_MS;
        int n = poll(f, 4, wait);
        if (n < 0 && errno != EINTR) break;
        if (n == 0 && x->gone) break; /* a writer we could not end (no /proc): what it wrote is read */
        if (f[0].revents) drain(&p->out[0], &r->out, out_cap, &r->out_capped);
        if (f[1].revents) drain(&p->err[0], &r->err, ERR_KEEP, NULL);
        if (r->out_capped && !killed) cli_runner_kill(x->pid);
        if (f[2].revents & (POLLERR | POLLHUP)) close_fd(&p->in[1]);
        else if (f[2].revents & POLLOUT) feed(x);
        if (f[3].revents && cli_runner_collect(&x->how)) {
            x->gone = 1;
            close_fd(&p->in[1]); /* nobody reads it any more */
        }
    }
}

gg_status cli_proc_run(char *const *argv, const char *in, size_t len, const gg_run_limits *lim,
                       gg_run_result *r, gg_diag *diag)
{
    memset(r, 0, sizeof *r);
    gg_writer_open_mem(&r->out);
    gg_writer_open_mem(&r->err);
    pipes p;
    gg_status s = open_pipes(&p, diag);
    sigset_t pipe_set, old;
    sigemptyset(&pipe_set);
    sigaddset(&pipe_set, SIGPIPE);
    sigprocmask(SIG_BLOCK, &pipe_set, &old);
    run x = {.p = &p, .in = in, .len = len};
    double start = gg_now_ms();
    int exec_errno;
    gg_diag why = {GG_OK, ""};
    if (s == GG_OK) {
        int fds[3] = {p.in[0], p.out[1], p.err[1]};
        s = cli_runner_spawn(argv, fds, lim->time_ms, lim->memory_bytes, &x.pid, &exec_errno, &why);
    }
    close_fd(&p.in[0]), close_fd(&p.out[1]), close_fd(&p.err[1]);
    if (s != GG_OK) {
        if (diag && diag->status == GG_OK && why.status != GG_OK) *diag = why;
    } else {
        pump(&x, start + (double)lim->time_ms, lim, r);
        r->ms = gg_now_ms() - start;
        int st = x.how.status;
        r->exited = !x.how.lost && WIFEXITED(st);
        r->status = r->exited ? WEXITSTATUS(st) : 0;
        r->signal = !x.how.lost && WIFSIGNALED(st) ? WTERMSIG(st) : 0;
        r->cpu_ms = x.how.cpu_ms;
        r->peak_bytes = x.how.peak_bytes;
        if (x.how.lost) s = gg_diag_set(diag, GG_ESYS, "the runner is gone");
    }
    close_pipes(&p);
    struct timespec zero = {0, 0};
    while (sigtimedwait(&pipe_set, NULL, &zero) > 0) { /* take back a SIGPIPE our writes raised */
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    return s;
}
