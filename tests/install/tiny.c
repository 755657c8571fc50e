/* tiny.c: a program outside the tree that uses the installed library: it reads a Mimo &
 * Yuyu judge input on stdin and prints the winners with the typed API, then the version
 * (after checking that the headers' GG_VERSION_* macros and gg_version() agree). */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <gridgames/gridgames.h>

int main(void)
{
    gg_diag diag = {GG_OK, ""};
    gg_reader in;
    if (gg_reader_open_fd(&in, STDIN_FILENO, "<stdin>", &diag) != GG_OK) return 4;
    int64_t t;
    gg_mimo_case c = {0};
    gg_status s = gg_mimo_read_count(&in, &t);
    for (int64_t i = 0; s == GG_OK && i < t; i++) {
        s = gg_mimo_read_case(&in, &c);
        if (s == GG_OK) puts(gg_mimo_first_player_wins(&c) ? "Mimo" : "Yuyu");
    }
    gg_mimo_case_fini(&c);
    gg_reader_close(&in);
    if (s != GG_OK) {
        fprintf(stderr, "tiny: %s\n", diag.msg);
        return gg_exit_code(s);
    }
    /* the headers' version macros and the library's version agree */
    char v[32];
    snprintf(v, sizeof v, "%d.%d.%d", GG_VERSION_MAJOR, GG_VERSION_MINOR, GG_VERSION_PATCH);
    if (strcmp(v, GG_VERSION_STRING) != 0 || strcmp(gg_version(), GG_VERSION_STRING) != 0) {
        fprintf(stderr, "tiny: headers %s (%s), library %s\n", GG_VERSION_STRING, v, gg_version());
        return 1;
    }
    printf("version %s\n", gg_version());
    return 0;
}
