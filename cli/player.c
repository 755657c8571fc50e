/* player.c: the program's part of Knightmare's `judge` and `stress` (host.player_*, see
 * proc.h and <gridgames/host.h>); the referee, the opponents and the reports are the library's
 * (src/games/knightmare/judge.c).
 *
 * Each game forks the player (its own process group, stdin and stdout on pipes, stderr to
 * /dev/null unless --player-stderr). Its lines are read with a per-move deadline (poll).
 * After the game the judge closes the player's stdin and gives it a timeout to exit. A player
 * that cannot be executed is reported with the exec error (sent back over a close-on-exec
 * pipe).
 *
 * Whatever the player does, the judge never hangs and leaves nothing behind: every read has a
 * deadline, SIGPIPE is ignored while it runs, the judge is a child subreaper (Linux), and after
 * each game the player's process group and every descendant left (setsid ones included, which
 * were re-parented to the judge) are killed and reaped. Only those: a child of the calling
 * process that is older than the player (a program that links the library has children of its
 * own, libFuzzer's symbolizer for one) is neither killed nor reaped; "older" to the kernel's
 * clock tick (10 ms), so a child started in the same tick as the player counts as the player's. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <dirent.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

#include "proc.h"

struct gg_player {
    pid_t pid;
    unsigned long long born;   /* its start time (/proc/PID/stat, clock ticks); 0: unknown */
    int to, from;              /* our ends of the player's stdin and stdout */
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

/* The child's side of the fork: wire the pipes, exec; on failure send errno back. */
static void exec_player(int in[2], int out[2], int err[2], char *const *argv, int show_stderr)
{
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    dup2(in[0], 0);
    dup2(out[1], 1);
    if (!show_stderr) {
        int nul = open("/dev/null", O_WRONLY);
        if (nul >= 0) dup2(nul, 2);
    }
    close_pair(in);
    close_pair(out);
    close(err[0]);
    execvp(argv[0], argv);
    int e = errno;
    ssize_t k = write(err[1], &e, sizeof e);
    (void)k;
    _exit(127);
}

/* The exec error the child sent, or 0 when the exec succeeded (the pipe closed on exec). */
static int exec_error(int fd)
{
    int e = 0;
    ssize_t k;
    while ((k = read(fd, &e, sizeof e)) < 0 && errno == EINTR) {
    }
    return k == (ssize_t)sizeof e ? e : 0;
}

/* Reads the parent and the start time (clock ticks since boot) of process `pid` from
 * /proc/PID/stat ("pid (comm) state ppid ... starttime", starttime the 22nd field). Returns 0
 * when it cannot (no /proc, the process is gone). */
static int proc_stat(const char *pid, int *ppid, unsigned long long *start)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%s/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    size_t k = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[k] = '\0';
    const char *p = strrchr(buf, ')'); /* the command name may hold spaces and ')' */
    char state;
    return p && sscanf(p + 1, " %c %d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u %*u %*d %*d %*d %*d"
                              " %*d %*d %llu", &state, ppid, start) == 3;
}

static gg_status spawn(child *c, char *const *argv, int show_stderr, gg_diag *diag)
{
    int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
    memset(c, 0, sizeof *c);
    c->pid = -1;
    c->to = c->from = -1;
    if (pipe(in) != 0 || pipe(out) != 0 || pipe(err) != 0) {
        int e = errno;
        close_pair(in);
        close_pair(out);
        close_pair(err);
        return gg_diag_set(diag, GG_ESYS, "judge: pipe: %s", strerror(e));
    }
    fcntl(err[1], F_SETFD, FD_CLOEXEC);
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close_pair(in);
        close_pair(out);
        close_pair(err);
        return gg_diag_set(diag, GG_ESYS, "judge: fork: %s", strerror(e));
    }
    if (pid == 0) exec_player(in, out, err, argv, show_stderr);
    setpgid(pid, pid); /* also from here: no race with the kill below */
    close(in[0]);
    close(out[1]);
    close(err[1]);
    fcntl(in[1], F_SETFD, FD_CLOEXEC);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    c->pid = pid;
    char name[32];
    int ppid;
    snprintf(name, sizeof name, "%d", (int)pid);
    if (!proc_stat(name, &ppid, &c->born)) c->born = 0;
    c->to = in[1];
    c->from = out[0];
    int e = exec_error(err[0]);
    close(err[0]);
    if (e) return gg_diag_set(diag, GG_EUSAGE, "cannot run the player %s: %s", argv[0], strerror(e));
    return GG_OK;
}

/* Writes s to the player; a dead player is noticed when its answer does not come. */
void cli_player_send(gg_player *c, const char *s)
{
    size_t n = strlen(s), done = 0;
    while (c->to >= 0 && done < n) {
        ssize_t k = write(c->to, s + done, n - done);
        if (k > 0) done += (size_t)k;
        else if (k < 0 && errno == EINTR) continue;
        else break; /* EPIPE: the player is gone */
    }
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

/* Kills and reaps every process the judge still has below it: the player's process group,
 * then (the judge being a subreaper) every child of ours that started no earlier than the
 * player, setsid descendants included, until none is left. Children the caller had before
 * the player are left alone, and only the pids found are reaped (never waitpid(-1)). A round
 * starts by asking the kernel whether we have any child at all (waitid with WNOWAIT reaps
 * nothing): when not, the common case, there is no /proc to scan (scanning after every game
 * cost a judge sweep of 6 x 6 a quarter of its wall time). */
static void kill_rest(const child *c)
{
    kill(-c->pid, SIGKILL);
    if (c->born == 0) return; /* no /proc: the process group is all we can reach */
    for (int round = 0; round < 1000; round++) {
        siginfo_t info; /* no child at all (the common case): nothing to scan /proc for */
        if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) < 0 && errno == ECHILD) return;
        DIR *d = opendir("/proc");
        struct dirent *e;
        int found = 0;
        while (d && (e = readdir(d)) != NULL) {
            int ppid;
            unsigned long long start;
            if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
            if (!proc_stat(e->d_name, &ppid, &start) || ppid != (int)getpid() || start < c->born)
                continue;
            pid_t pid = (pid_t)atoi(e->d_name);
            int status;
            found = 1;
            kill(pid, SIGKILL);
            (void)waitpid(pid, &status, WNOHANG); /* a zombie now, or at the next round */
        }
        if (d) closedir(d);
        if (!found) return;
        struct timespec ts = {0, 1000000};
        nanosleep(&ts, NULL);
    }
}

/* What a player wrote before it exited: what is in the pipe now (nothing is waited for). */
static void drain(child *c)
{
    while (!c->eof && c->len < GG_PLAYER_LINE_MAX) {
        size_t before = c->len;
        fill(c, 0);
        if (c->len == before) break;
    }
}

/* Closes the player's input and waits for the player process to exit until the deadline,
 * then kills everything left and reaps it. Returns 1 if it exited by itself (status in
 * *status). With `extra` (after the winning move), its output is collected meanwhile, and
 * *extra tells whether it wrote anything before it exited. */
static int finish(child *c, double deadline, int *status, int *extra)
{
    if (c->to >= 0) close(c->to);
    c->to = -1;
    int exited = 0;
    for (;;) {
        int reading = extra && c->len < GG_PLAYER_LINE_MAX && !c->eof;
        if (reading) fill(c, 1);
        pid_t r = waitpid(c->pid, status, WNOHANG);
        if (r == c->pid) {
            exited = 1;
            if (extra) drain(c);
            break;
        }
        if ((r < 0 && errno != EINTR) || gg_now_ms() >= deadline) break;
        if (!reading) {
            struct timespec ts = {0, 500000};
            nanosleep(&ts, NULL);
        }
    }
    if (extra) *extra = c->len > 0;
    if (!exited) {
        kill(c->pid, SIGKILL);
        while (waitpid(c->pid, status, 0) < 0 && errno == EINTR) {
        }
    }
    kill_rest(c);
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

/* What judge_begin changed, for judge_end to restore. */
typedef struct judge_saved {
    struct sigaction pipe;
} judge_saved;

void *cli_judge_begin(void)
{
    judge_saved *saved = malloc(sizeof *saved);
    struct sigaction ign;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    sigemptyset(&ign.sa_mask);
    if (saved) sigaction(SIGPIPE, &ign, &saved->pipe);
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); /* orphaned descendants come back to us */
#endif
    return saved;
}

void cli_judge_end(void *saved)
{
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
    prctl(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0);
#endif
    if (saved) sigaction(SIGPIPE, &((judge_saved *)saved)->pipe, NULL);
    free(saved);
}
