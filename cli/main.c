/* main.c: the gridgames command. Option parsing and dispatch only: everything it does goes
 * through the public API in <gridgames/gridgames.h>, with the host of host.c (processes and
 * the terminal, which the library leaves to the program).
 *
 *   gridgames <game> [action] [--option value...] [-- rest...]
 *   gridgames demo | --help | --version
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __GLIBC__ /* defined by the headers above */
#include <malloc.h> /* mallopt */
#endif

#include <gridgames/gridgames.h>

#include "proc.h"

static const char *const EXIT_CODES =
    "exit codes:\n"
    "  0  success\n"
    "  1  a check failed (verify found a disagreement, a judged player lost)\n"
    "  2  usage error\n"
    "  3  bad input (the message gives <stdin>:LINE:COLUMN)\n"
    "  4  out of memory or another system error\n";

static void main_help(FILE *f)
{
    fprintf(f,
            "gridgames %s: exact solvers for two-player grid games\n\n"
            "usage: gridgames <game> [action] [options]\n"
            "       gridgames demo         run every game on built-in examples\n"
            "       gridgames --help | --version\n"
            "       gridgames <game> --help\n\n"
            "games:\n",
            gg_version());
    for (const gg_game *const *g = gg_games(); *g; g++)
        if (!((*g)->flags & GG_GAME_HIDDEN)) fprintf(f, "  %-11s %s\n", (*g)->name, (*g)->summary);
    fprintf(f,
            "\nWith no action a game reads its judge's input format on standard input and\n"
            "writes the judge's output format on standard output.\n\n%s",
            EXIT_CODES);
}

static void game_help(FILE *f, const gg_game *g)
{
    fprintf(f, "gridgames %s: %s\n%s\n\nusage: gridgames %s [action] [options]\n\nactions:\n",
            g->name, g->title, g->summary, g->name);
    int width = 8; /* the names' column: wider than the longest action name */
    size_t n = gg_action_count(g);
    for (size_t i = 0; i < n; i++)
        if ((int)strlen(gg_action_at(g, i).name) >= width) width = (int)strlen(gg_action_at(g, i).name) + 1;
    for (size_t i = 0; i < n; i++) {
        gg_action a = gg_action_at(g, i);
        fprintf(f, "  %-*s %s%s\n", width, a.name, a.summary, i == 0 ? " (default)" : "");
        if (a.synopsis && a.synopsis[0])
            fprintf(f, "  %-*s   gridgames %s %s %s\n", width, "", g->name, a.name, a.synopsis);
    }
    fprintf(f, "\n%s", EXIT_CODES);
}

static int has_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) return 0;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return 1;
    }
    return 0;
}

/* Help and version go through stdio: a failed write (a full disk, a closed pipe) is exit 4
 * with a message, as for every other output. */
static int flushed(const char *prog)
{
    if (fflush(stdout) == 0 && !ferror(stdout)) return 0;
    fprintf(stderr, "%s: cannot write the output: %s\n", prog, strerror(errno));
    return gg_exit_code(GG_ESYS);
}

static int finish(const char *prog, gg_status s, const gg_diag *diag, const char *game)
{
    if (s != GG_OK) {
        const char *msg = diag->status != GG_OK ? diag->msg : gg_strerror(s);
        fprintf(stderr, "%s: %s\n", prog, msg);
        if (s == GG_EUSAGE) fprintf(stderr, "Try 'gridgames %s--help'.\n", game);
    }
    return gg_exit_code(s);
}

/* glibc raises its mmap threshold (from 128 KiB) to the size of each mapped block freed, so
 * blocks allocated after that come from its arenas, which keep them once freed: with N
 * threads each thread's arena kept what its boards had held. A fixed threshold keeps blocks
 * from 128 KiB mapped, so freeing gives them back (Go on 2 or 8 threads, four boards of 4100
 * to 4200 of every shape: peak 213 MiB, one thread 186 MiB; fixed, 181 and 183). */
static void fixed_mmap_threshold(void)
{
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD)
    (void)mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}

int main(int argc, char **argv)
{
    fixed_mmap_threshold();
    cli_runner_std_fds(); /* a closed 0, 1 or 2 is never reused by a pipe of ours */
    if (argc < 2) {
        main_help(stderr);
        return gg_exit_code(GG_EUSAGE);
    }
    const char *first = argv[1];
    if (strcmp(first, "--help") == 0 || strcmp(first, "-h") == 0 || strcmp(first, "help") == 0) {
        main_help(stdout);
        return flushed("gridgames");
    }
    if (strcmp(first, "--version") == 0) {
        printf("gridgames %s\n", gg_version());
        return flushed("gridgames");
    }

    gg_diag diag = {GG_OK, ""};
    const gg_game *game = NULL;
    gg_action action = {0};
    int optind = 2;
    char prog[128], game_arg[64] = "";
    if (strcmp(first, "demo") == 0) {
        snprintf(prog, sizeof prog, "gridgames demo");
    } else {
        game = gg_game_find(first);
        if (!game) {
            fprintf(stderr, "gridgames: unknown game or command '%s'\nTry 'gridgames --help'.\n", first);
            return gg_exit_code(GG_EUSAGE);
        }
        snprintf(game_arg, sizeof game_arg, "%s ", game->name);
        action = game->actions[0];
        if (argc > 2 && argv[2][0] != '-') {
            if (!gg_action_find(game, argv[2], &action)) {
                fprintf(stderr, "gridgames %s: unknown action '%s'\nTry 'gridgames %s --help'.\n",
                        game->name, argv[2], game->name);
                return gg_exit_code(GG_EUSAGE);
            }
            optind = 3;
        }
        if (optind == 2 || action.run == game->actions[0].run)
            snprintf(prog, sizeof prog, "gridgames %s", game->name);
        else
            snprintf(prog, sizeof prog, "gridgames %s %s", game->name, action.name);
    }
    if (has_help(argc - optind, argv + optind)) {
        if (game) game_help(stdout, game);
        else main_help(stdout);
        return flushed(prog);
    }

    gg_args args;
    gg_status s = gg_args_init(&args, argc - optind, argv + optind, &diag);
    if (s != GG_OK) return finish(prog, s, &diag, game_arg);

    gg_reader in;
    gg_writer out, log;
    s = gg_reader_open_fd(&in, STDIN_FILENO, "<stdin>", &diag);
    if (s == GG_OK) s = gg_writer_open_fd(&out, STDOUT_FILENO);
    if (s == GG_OK) s = gg_writer_open_fd(&log, STDERR_FILENO);
    if (s != GG_OK) {
        gg_args_fini(&args);
        return finish(prog, s == GG_ENOMEM ? gg_diag_nomem(&diag) : s, &diag, game_arg);
    }
    gg_ctx ctx = {&in, &out, &log, &diag, &args, prog, game, &cli_host};
    if (game) {
        s = action.run(&ctx);
    } else {
        const char *const known[] = {NULL};
        s = gg_args_check(&ctx, known);
        if (s == GG_OK) s = gg_demo(&ctx);
    }
    gg_status ws = gg_writer_close(&out);
    gg_writer_close(&log);
    gg_reader_close(&in);
    gg_args_fini(&args);
    /* A failed write says so, whenever it happened: at the end, or in the middle (the action
     * then stopped with the writer's GG_ESYS and no message of its own), or under a failure
     * report that was lost with it. */
    if (ws == GG_ESYS && (s == GG_OK || s == GG_ECHECK || (s == GG_ESYS && diag.status == GG_OK))) {
        diag.status = GG_OK;
        s = gg_diag_set(&diag, ws, "cannot write the output: %s", strerror(out.errnum));
    }
    return finish(prog, s, &diag, game_arg);
}
