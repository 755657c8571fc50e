/* runner.c: the one place the command starts the programs it judges (`stress`, `test`,
 * Knightmare's `judge` and `stress`), under a judge's limits, and ends them with everything
 * they started (see proc.h).
 *
 * A session (cli_runner_begin .. cli_runner_end) forks a small helper, the spawner, while the
 * command is still small. Every program is forked by the spawner, not by the command:
 *
 * - Peak memory is the kernel's ru_maxrss from wait4, and a forked child starts with the
 *   resident size of the process it was forked from (the kernel keeps that high-water mark
 *   across exec). Forked from the spawner, a program's peak is its own (plus the spawner's
 *   few pages, about 1 MB), not the command's, which may hold a large input and its answer.
 * - The spawner is a child subreaper: whatever the program leaves (background children,
 *   setsid and double-forked descendants) is re-parented to it. When the program exits, or
 *   is killed at a limit, the spawner kills its session and then every process left below
 *   itself, round after round, and reaps them, before it reports the exit. So a run ends when
 *   the program exits, not when its last descendant closes the output pipe, and nothing of a
 *   run outlives it.
 * - Each program runs in a session of its own (setsid): a Ctrl-C to the terminal's group does
 *   not reach it, and the command ends it instead. The command's SIGINT, SIGTERM and SIGHUP
 *   handlers kill the running program's session and tell the spawner to end everything below
 *   it, wait for the spawner, and re-raise the signal; the spawner also ends everything when
 *   the command dies any other way (PR_SET_PDEATHSIG, and end of file on its socket).
 *
 * Limits set in the program's process before exec: RLIMIT_CPU a second past the time limit
 * (a CPU-bound program is stopped even if nobody watches the clock), RLIMIT_STACK at the
 * memory limit (a deep recursion gets the stack a judge gives), RLIMIT_CORE 0. Memory is not
 * capped by an rlimit: RLIMIT_AS and RLIMIT_DATA count address space reserved and never
 * touched, and every thread's stack is reserved at RLIMIT_STACK's size, so a program with a
 * few threads would fail under any cap that means the memory limit. Memory is judged by the
 * resident size instead, as judges measure it: proc.c watches the program's resident size
 * while it runs and kills it past the limit, and the peak from wait4 decides the verdict.
 * The command talks to the spawner over a SOCK_SEQPACKET socket: a request carries the limits,
 * the argument vector and the program's three descriptors (SCM_RIGHTS); the spawner answers
 * once when the program has started (or the exec error) and once when it is gone (status and
 * rusage). One program runs at a time.
 *
 * The signal handlers can only reach data outside any context: the spawner's and the running
 * program's pids, and the spawner's self-pipe, are the file's only mutable state. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

#include "proc.h"

#define REQ_MAX 65536

typedef struct request {
    int64_t cpu_ms, mem_bytes;
    uint32_t argc;
    char args[]; /* argc strings, each ended by NUL */
} request;

typedef struct reply {
    int kind; /* 1: started (pid, or err the exec error); 2: gone (status, rusage) */
    int pid, err, status;
    int64_t cpu_us, maxrss_kb;
} reply;

/* Reached by the signal handlers (see the top of the file). */
static volatile sig_atomic_t spawner_pid, running_pid;
static int wake_fd = -1; /* the spawner's self-pipe, write end */

typedef struct session {
    int sock; /* the command's end */
    struct sigaction old[4];
} session;

static session *current;

static const int ENDING[] = {SIGINT, SIGTERM, SIGHUP};

/* ---- the spawner ---------------------------------------------------------------------------- */

/* The parent of `pid` from /proc/PID/stat ("pid (comm) state ppid ..."); -1 when unknown. */
static int parent_of(const char *pid)
{
    char path[300], buf[512];
    snprintf(path, sizeof path, "/proc/%s/stat", pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t k = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (k <= 0) return -1;
    buf[k] = '\0';
    const char *p = strrchr(buf, ')'); /* the command name may hold spaces and ')' */
    char state;
    int ppid;
    return p && sscanf(p + 1, " %c %d", &state, &ppid) == 2 ? ppid : -1;
}

/* Kills the program's session, then every process left below the spawner (re-parented to it:
 * it is a subreaper), and reaps them all, until it has no child left. */
static void end_all(pid_t pid)
{
    if (pid > 0) kill(-pid, SIGKILL);
    for (int round = 0; round < 10000; round++) {
        int st;
        while (waitpid(-1, &st, WNOHANG) > 0) {
        }
        siginfo_t info;
        if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) < 0 && errno == ECHILD) return;
        DIR *d = opendir("/proc");
        struct dirent *e;
        while (d && (e = readdir(d)) != NULL)
            if (e->d_name[0] >= '1' && e->d_name[0] <= '9' && parent_of(e->d_name) == (int)getpid())
                kill((pid_t)atoi(e->d_name), SIGKILL);
        if (d) closedir(d);
        nanosleep(&(struct timespec){0, 200000}, NULL);
    }
}

static void wake(int sig)
{
    unsigned char b = (unsigned char)sig;
    int e = errno;
    ssize_t k = write(wake_fd, &b, 1);
    (void)k;
    errno = e;
}

/* In the program's process: its own session, the limits, its descriptors; then exec. */
static void exec_program(const request *q, int fds[3], int report)
{
    setsid();
    struct sigaction dfl = {0};
    dfl.sa_handler = SIG_DFL;
    for (int s = 1; s < 32; s++) sigaction(s, &dfl, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (q->cpu_ms > 0) {
        rlim_t s = (rlim_t)(q->cpu_ms / 1000 + 1);
        setrlimit(RLIMIT_CPU, &(struct rlimit){s, s + 1});
    }
    if (q->mem_bytes > 0) {
        rlim_t m = (rlim_t)q->mem_bytes;
        struct rlimit st;
        if (getrlimit(RLIMIT_STACK, &st) == 0) {
            st.rlim_cur = st.rlim_max == RLIM_INFINITY || st.rlim_max > m ? m : st.rlim_max;
            setrlimit(RLIMIT_STACK, &st);
        }
    }
    setrlimit(RLIMIT_CORE, &(struct rlimit){0, 0});
    for (int i = 0; i < 3; i++) /* move them above 2 first: dup2 onto 0..2 must not clobber one */
        fds[i] = fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
    for (int i = 0; i < 3; i++) dup2(fds[i], i);
    char *argv[q->argc + 1];
    const char *p = q->args;
    for (uint32_t i = 0; i < q->argc; i++, p += strlen(p) + 1) argv[i] = (char *)p;
    argv[q->argc] = NULL;
    execvp(argv[0], argv);
    int e = errno;
    ssize_t k = write(report, &e, sizeof e);
    (void)k;
    _exit(127);
}

/* Starts one program for a request: the reply `started`. Returns its pid (0: not started). */
static pid_t start(int sock, const request *q, int fds[3])
{
    int rep[2];
    reply r = {.kind = 1};
    pid_t pid = -1;
    if (pipe2(rep, O_CLOEXEC) == 0) {
        pid = fork();
        if (pid == 0) exec_program(q, fds, rep[1]);
        close(rep[1]);
        if (pid > 0) {
            ssize_t k;
            while ((k = read(rep[0], &r.err, sizeof r.err)) < 0 && errno == EINTR) {
            }
            if (k != (ssize_t)sizeof r.err) r.err = 0;
        } else {
            r.err = errno;
        }
        close(rep[0]);
    } else {
        r.err = errno;
    }
    for (int i = 0; i < 3; i++) close(fds[i]);
    if (r.err && pid > 0) end_all(pid);
    r.pid = r.err ? 0 : (int)pid;
    ssize_t k = send(sock, &r, sizeof r, MSG_NOSIGNAL);
    (void)k;
    return r.err ? 0 : pid;
}

/* Receives a request and its three descriptors; 0 at end of file or on a malformed one. */
static int receive(int sock, request *q, int fds[3])
{
    struct iovec io = {q, REQ_MAX};
    union {
        char buf[CMSG_SPACE(3 * sizeof(int))];
        struct cmsghdr align;
    } ctl;
    struct msghdr m = {.msg_iov = &io, .msg_iovlen = 1, .msg_control = ctl.buf, .msg_controllen = sizeof ctl.buf};
    ssize_t k;
    while ((k = recvmsg(sock, &m, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
    }
    struct cmsghdr *c = k > 0 ? CMSG_FIRSTHDR(&m) : NULL;
    if (c == NULL || c->cmsg_type != SCM_RIGHTS || c->cmsg_len != CMSG_LEN(3 * sizeof(int))) return 0;
    memcpy(fds, CMSG_DATA(c), 3 * sizeof(int));
    return (size_t)k > offsetof(request, args);
}

/* The spawner's loop: a request starts a program; its exit (SIGCHLD) ends its tree and is
 * reported; end of file on the socket or an ending signal ends everything and the spawner. */
static void spawner(int sock, pid_t parent)
{
    int wp[2];
    if (pipe2(wp, O_CLOEXEC | O_NONBLOCK) != 0) _exit(1);
    wake_fd = wp[1];
#if defined(__linux__)
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0);
#endif
    struct sigaction sa = {0};
    sa.sa_handler = wake;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    const int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGCHLD};
    for (int i = 0; i < 4; i++) sigaction(sigs[i], &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    if (getppid() != parent) _exit(0);
    /* Nothing of the command's reaches the programs: every descriptor up to the limit the
     * process sees (valgrind keeps its own above it) is closed. */
    long top = sysconf(_SC_OPEN_MAX);
    for (int fd = 3; fd < (top > 0 && top < 65536 ? top : 65536); fd++)
        if (fd != sock && fd != wp[0] && fd != wp[1]) close(fd);
    request *q = malloc(REQ_MAX + 1);
    pid_t pid = 0;
    while (q) {
        struct pollfd f[2] = {{sock, POLLIN, 0}, {wp[0], POLLIN, 0}};
        if (poll(f, 2, -1) < 0) continue;
        unsigned char b[64];
        ssize_t n = f[1].revents ? read(wp[0], b, sizeof b) : 0;
        int ending = 0;
        for (ssize_t i = 0; i < n; i++) ending |= b[i] != SIGCHLD;
        if (ending) break;
        struct rusage ru;
        int st;
        if (pid > 0 && wait4(pid, &st, WNOHANG, &ru) == pid) {
            end_all(pid);
            reply r = {.kind = 2, .pid = (int)pid, .status = st};
            r.cpu_us = (int64_t)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000 + ru.ru_utime.tv_usec +
                       ru.ru_stime.tv_usec;
            r.maxrss_kb = ru.ru_maxrss;
            pid = 0;
            if (send(sock, &r, sizeof r, MSG_NOSIGNAL) < 0) break;
        }
        if (!(f[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        int fds[3];
        if (pid > 0 || !receive(sock, q, fds)) break;
        ((char *)q)[REQ_MAX] = '\0';
        pid = start(sock, q, fds);
    }
    end_all(pid);
    _exit(0);
}

/* ---- the command's side ----------------------------------------------------------------------- */

/* An ending signal: kill the running program's session, let the spawner end everything else
 * and exit, then die of the same signal. */
static void on_ending(int sig)
{
    if (running_pid > 0) kill(-(pid_t)running_pid, SIGKILL);
    if (spawner_pid > 0) {
        kill((pid_t)spawner_pid, SIGTERM);
        while (waitpid((pid_t)spawner_pid, NULL, 0) < 0 && errno == EINTR) {
        }
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

gg_status cli_runner_begin(gg_diag *diag)
{
    if (current) return GG_OK;
    session *s = calloc(1, sizeof *s);
    int sv[2];
    if (s == NULL) return gg_diag_nomem(diag);
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) {
        free(s);
        return gg_diag_set(diag, GG_ESYS, "socketpair: %s", strerror(errno));
    }
    fflush(NULL);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        close(sv[0]);
        free(s); /* the command's; the spawner keeps nothing of it */
        spawner(sv[1], parent);
    }
    close(sv[1]);
    if (pid < 0) {
        close(sv[0]);
        free(s);
        return gg_diag_set(diag, GG_ESYS, "fork: %s", strerror(errno));
    }
    s->sock = sv[0];
    spawner_pid = pid;
    struct sigaction sa = {0};
    sa.sa_handler = on_ending;
    sigfillset(&sa.sa_mask);
    for (int i = 0; i < 3; i++) sigaction(ENDING[i], &sa, &s->old[i]);
    current = s;
    return GG_OK;
}

void cli_runner_end(void)
{
    session *s = current;
    if (s == NULL) return;
    for (int i = 0; i < 3; i++) sigaction(ENDING[i], &s->old[i], NULL);
    close(s->sock); /* end of file: the spawner ends everything and exits */
    pid_t pid = (pid_t)spawner_pid;
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
    }
    spawner_pid = 0;
    running_pid = 0;
    free(s);
    current = NULL;
}

int cli_runner_fd(void)
{
    return current ? current->sock : -1;
}

/* Sends argv with the limits and fds (stdin, stdout, stderr) to the spawner and waits until
 * the program has started. GG_EUSAGE when it cannot be executed (*exec_errno set), GG_ESYS
 * when the spawner cannot be reached. */
gg_status cli_runner_spawn(char *const *argv, const int fds[3], int64_t cpu_ms, int64_t mem_bytes, pid_t *pid,
                           int *exec_errno, gg_diag *diag)
{
    *pid = 0;
    *exec_errno = 0;
    gg_status st = cli_runner_begin(diag);
    if (st != GG_OK) return st;
    request *q = malloc(REQ_MAX);
    if (q == NULL) return gg_diag_nomem(diag);
    q->cpu_ms = cpu_ms, q->mem_bytes = mem_bytes, q->argc = 0;
    size_t at = 0;
    for (; argv[q->argc]; q->argc++) {
        size_t k = strlen(argv[q->argc]) + 1;
        if (sizeof *q + at + k > REQ_MAX) {
            free(q);
            return gg_diag_set(diag, GG_EUSAGE, "the command's arguments are longer than %d bytes", REQ_MAX / 2);
        }
        memcpy(q->args + at, argv[q->argc], k);
        at += k;
    }
    struct iovec io = {q, offsetof(request, args) + at}; /* no byte past the last string */
    union {
        char buf[CMSG_SPACE(3 * sizeof(int))];
        struct cmsghdr align;
    } ctl;
    memset(&ctl, 0, sizeof ctl);
    struct msghdr m = {.msg_iov = &io, .msg_iovlen = 1, .msg_control = ctl.buf, .msg_controllen = sizeof ctl.buf};
    struct cmsghdr *c = CMSG_FIRSTHDR(&m);
    c->cmsg_level = SOL_SOCKET, c->cmsg_type = SCM_RIGHTS, c->cmsg_len = CMSG_LEN(3 * sizeof(int));
    memcpy(CMSG_DATA(c), fds, 3 * sizeof(int));
    ssize_t k = sendmsg(current->sock, &m, MSG_NOSIGNAL);
    free(q);
    reply r = {0};
    if (k >= 0)
        while ((k = recv(current->sock, &r, sizeof r, 0)) < 0 && errno == EINTR) {
        }
    if (k != (ssize_t)sizeof r || r.kind != 1)
        return gg_diag_set(diag, GG_ESYS, "the runner is gone: %s", k < 0 ? strerror(errno) : "no answer");
    *exec_errno = r.err;
    if (r.err) return gg_diag_set(diag, GG_EUSAGE, "cannot run %s: %s", argv[0], strerror(r.err));
    *pid = r.pid;
    running_pid = r.pid;
    return GG_OK;
}

/* Waits until the program is gone (1, *e filled) or the deadline (gg_now_ms's clock) passes
 * (0). A negative deadline waits as long as it takes. */
int cli_runner_wait(double deadline, cli_exit *e)
{
    for (;;) {
        double left = deadline - gg_now_ms();
        if (deadline >= 0 && left <= 0) return 0;
        struct pollfd f = {current->sock, POLLIN, 0};
        int n = poll(&f, 1, deadline < 0 ? -1 : left > 1e6 ? 1000000 : (int)left + 1);
        if (n <= 0) continue;
        if (cli_runner_collect(e)) return 1;
    }
}

/* Reads the spawner's `gone` message when one is waiting on cli_runner_fd (poll said so). 1:
 * the program is gone and *e says how (also when the spawner itself is gone). */
int cli_runner_collect(cli_exit *e)
{
    reply r = {0};
    ssize_t k = recv(current->sock, &r, sizeof r, MSG_DONTWAIT);
    if (k < 0 && (errno == EINTR || errno == EAGAIN)) return 0;
    memset(e, 0, sizeof *e);
    running_pid = 0;
    if (k != (ssize_t)sizeof r || r.kind != 2) {
        e->lost = 1;
        return 1;
    }
    e->status = r.status;
    e->cpu_ms = (double)r.cpu_us / 1000.0;
    e->peak_bytes = r.maxrss_kb * 1024;
    return 1;
}

void cli_runner_kill(pid_t pid)
{
    if (pid > 0) kill(-pid, SIGKILL);
}

/* The descriptors 0, 1 and 2 exist from the start: a missing one is opened on /dev/null, so
 * no pipe of ours is ever given those numbers. Standard output and error are opened read-only:
 * a write to them still fails (EBADF), as it did on the closed descriptor. */
void cli_runner_std_fds(void)
{
    for (int fd = 0; fd < 3; fd++)
        if (fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
            int n = open("/dev/null", O_RDONLY);
            if (n >= 0 && n != fd) {
                dup2(n, fd);
                close(n);
            }
        }
}

/* One candidate path of argv[0]: 0 when it is an executable regular file, else its errno. */
static int executable(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) return errno;
    if (!S_ISREG(st.st_mode)) return EACCES;
    return access(path, X_OK) == 0 ? 0 : errno;
}

gg_status cli_runner_check(char *const *argv, gg_diag *diag)
{
    const char *name = argv[0];
    int e = ENOENT;
    if (name[0] == '\0') e = ENOENT;
    else if (strchr(name, '/')) e = executable(name);
    else {
        const char *path = getenv("PATH");
        for (const char *p = path ? path : "/usr/local/bin:/bin:/usr/bin"; e != 0;) {
            const char *colon = strchr(p, ':');
            size_t n = colon ? (size_t)(colon - p) : strlen(p);
            char full[4096];
            if (snprintf(full, sizeof full, "%.*s%s%s", (int)n, p, n ? "/" : "", name) < (int)sizeof full) {
                int k = executable(full);
                if (k == 0 || e == ENOENT) e = k; /* ENOENT only when nothing better is found */
            }
            if (!colon) break;
            p = colon + 1;
        }
    }
    if (e) return gg_diag_set(diag, GG_EUSAGE, "cannot run %s: %s", name, strerror(e));
    return GG_OK;
}
