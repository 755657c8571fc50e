/* runner_planted.c: hostile programs for the runner's tests (check_runner.py), one per way a
 * solution can fail or try to escape. The first argument picks the behaviour; MARK is a
 * unique word the test looks for among the running processes afterwards; CMD... is a correct
 * solution run at the end (exec), so the run's verdict is accepted unless the behaviour itself
 * is the failure.
 *
 *   mle                      touch 1 MiB blocks until 4 GiB (memory limit exceeded)
 *   flood                    write "y\n" forever (output limit exceeded)
 *   crash / exit3            die of SIGSEGV / exit with status 3 (runtime error)
 *   hold MARK                sleep for 10 minutes (time limit exceeded; the process to find)
 *   orphan MARK CMD...       leave a child holding our stdout, then exec CMD
 *   setsid MARK CMD...       leave a child in a session of its own, then exec CMD
 *   doublefork MARK CMD...   leave a grandchild (setsid) whose parent has exited, then exec CMD
 *
 * The last three first look for a holder left by an earlier run ("hold MARK") and exit with status 5 if there is one: a runner that ends each run's tree only at the end of
 * the session fails there with a runtime error.
 *   deep CMD...              recurse through about 100 MB of stack, then exec CMD
 */
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void hold(char *self, char *mark)
{
    execl(self, self, "hold", mark, (char *)NULL);
    _exit(127);
}

/* Whether a holder of `mark` (a process run as "runner_planted hold MARK") is running. */
static int marked(const char *mark)
{
    DIR *d = opendir("/proc");
    struct dirent *e;
    int found = 0;
    while (d && !found && (e = readdir(d)) != NULL) {
        char path[300], buf[4096];
        if (e->d_name[0] < '1' || e->d_name[0] > '9' || atoi(e->d_name) == (int)getpid()) continue;
        snprintf(path, sizeof path, "/proc/%s/cmdline", e->d_name);
        int fd = open(path, O_RDONLY);
        if (fd < 0) continue;
        ssize_t k = read(fd, buf, sizeof buf);
        close(fd);
        if (k <= 0) continue;
        buf[k == (ssize_t)sizeof buf ? k - 1 : k] = '\0';
        const char *arg1 = buf + strlen(buf) + 1; /* "hold" MARK: a holder, not a command naming it */
        if (arg1 < buf + k && strcmp(arg1, "hold") == 0 && arg1 + 5 < buf + k && strcmp(arg1 + 5, mark) == 0)
            found = 1;
    }
    if (d) closedir(d);
    return found;
}

static int deep(int n)
{
    volatile char pad[1024];
    pad[0] = (char)n;
    return n == 0 ? pad[0] : deep(n - 1) + pad[0];
}

int main(int argc, char **argv)
{
    if (argc < 2) return 2;
    const char *m = argv[1];
    if (strcmp(m, "mle") == 0) {
        for (int i = 0; i < 4096; i++) {
            char *p = malloc(1 << 20);
            if (p == NULL) return 3;
            memset(p, i, 1 << 20);
        }
        return 0;
    }
    if (strcmp(m, "flood") == 0) {
        for (;;) fputs("y\n", stdout);
    }
    if (strcmp(m, "crash") == 0) raise(SIGSEGV);
    if (strcmp(m, "exit3") == 0) return 3;
    if (strcmp(m, "hold") == 0) {
        sleep(600);
        return 0;
    }
    if (strcmp(m, "deep") == 0) {
        if (deep(100000) == -1) return 1; /* 100000 frames of over 1 KiB */
        execvp(argv[2], argv + 2);
        return 127;
    }
    if (argc < 4) return 2;
    if (marked(argv[2])) return 5; /* an earlier run's descendant is still there */
    pid_t pid = fork();
    if (pid == 0 && strcmp(m, "orphan") == 0) hold(argv[0], argv[2]);
    if (pid == 0 && strcmp(m, "setsid") == 0) {
        setsid();
        hold(argv[0], argv[2]);
    }
    if (pid == 0) { /* doublefork */
        if (fork() == 0) {
            setsid();
            hold(argv[0], argv[2]);
        }
        _exit(0);
    }
    if (strcmp(m, "doublefork") == 0) waitpid(pid, NULL, 0);
    execvp(argv[3], argv + 3);
    return 127;
}
