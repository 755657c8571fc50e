/* tiny.c: a program outside the tree that uses the installed library: it reads a Mimo &
 * Yuyu judge input on stdin and prints the winners with the typed API, then the version. */
#include <stdio.h>
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
    printf("version %s\n", gg_version());
    return 0;
}
