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
 *   deep CMD...              recurse through about 100 MB of stack, then exec CMD
 */
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
