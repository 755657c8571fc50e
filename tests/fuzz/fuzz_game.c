/* fuzz_game.c: one libFuzzer target per game, built once per game from this file with
 * -DGG_FUZZ_GAME="<game>" (CMake: fuzz_<game> for every src/games/<game>/).
 *
 * The input's first byte picks an option set, the rest is standard input. The option sets are
 * every action of the game's table that reads standard input (found through the table: all
 * but fuzz_skipped_action's list), with no options, then the extra sets listed below for this
 * game (other --method values, draw options, play with a board). Each set runs through the
 * memory reader and through the fd reader fed by a pipe in short reads, and both must agree.
 * Nothing may crash, leak, overflow or read out of bounds; bad input must come back as a
 * status with a message.
 *
 * With GG_FUZZ_PRINT_SETS set in the environment the target prints its number of option sets
 * and exits (build.sh uses it to seed every set from tests/cases/<game>/). */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_common.h"

#ifndef GG_FUZZ_GAME
#error "compile with -DGG_FUZZ_GAME=\"<game>\""
#endif

#define MAX_SETS 64
#define MAX_ARGS 12

typedef struct extra_set {
    const char *game, *action;
    const char *argv[MAX_ARGS];
} extra_set;

static const extra_set extras[] = {
    {"mimo", "oracle", {"--method", "sg"}},
    {"mimo", "oracle", {"--method", "direct"}},
    {"go", "draw", {"--case", "2"}},
    {"go", "solve", {"--pass", "rows"}},
    {"go", "each", {"--pass", "rows"}},
    {"go", "each", {"--pass", "search"}},
    {"go", "solve", {"--pass", "local"}},
    {"go", "each", {"--pass", "local"}},
    {"tokens", "solve", {"--threads", "2"}}, /* the read-ahead (from 64 bytes in this build) */
    {"tokens", "oracle", {"--method", "auto"}},
    {"tokens", "oracle", {"--method", "points"}},
    {"tokens", "oracle", {"--method", "cells"}},
    {"tokens", "oracle", {"--method", "rules"}},
    {"tokens", "draw", {"--white", "1", "2", "--size", "200"}},
    {"tokens", "region", {"--limit", "3"}},
    {"knightmare", "oracle", {"--rule", "mover"}},
    {"knightmare", "oracle", {"--rule", "any"}},
    {"knightmare", "play", {"--board", "8", "8", "1", "1", "3", "3"}},
    {"knightmare", "play", {"--board", "6", "7", "2", "1", "5", "6", "--side", "black", "--rule", "any"}},
};

typedef struct fuzz_set {
    gg_action act;
    gg_args args;
} fuzz_set;

/* Set up once in LLVMFuzzerInitialize and only read afterwards (libFuzzer's own model). */
static fuzz_set sets[MAX_SETS];
static int nsets;

static void add_set(gg_action act, const char *const *argv)
{
    int argc = 0;
    while (argv && argc < MAX_ARGS && argv[argc]) argc++;
    if (nsets == MAX_SETS || gg_args_init(&sets[nsets].args, argc, (char *const *)argv, NULL) != GG_OK) {
        fprintf(stderr, "fuzz_%s: cannot set up option set %d\n", GG_FUZZ_GAME, nsets);
        abort();
    }
    sets[nsets++].act = act;
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const gg_game *g = gg_game_find(GG_FUZZ_GAME);
    if (!g) {
        fprintf(stderr, "fuzz: no game named %s in gg_games()\n", GG_FUZZ_GAME);
        abort();
    }
    for (size_t i = 0; i < gg_action_count(g); i++)
        if (!fuzz_skipped_action(gg_action_at(g, i).name)) add_set(gg_action_at(g, i), NULL);
    for (size_t i = 0; i < sizeof extras / sizeof extras[0]; i++) {
        if (strcmp(extras[i].game, GG_FUZZ_GAME) != 0) continue;
        gg_action a;
        if (gg_action_find(g, extras[i].action, &a)) add_set(a, extras[i].argv);
    }
    if (getenv("GG_FUZZ_PRINT_SETS")) {
        printf("%d\n", nsets);
        exit(0);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    const fuzz_set *set = &sets[data[0] % nsets];
    fuzz_both_readers(gg_game_find(GG_FUZZ_GAME), &set->act, &set->args, data + 1, size - 1);
    return 0;
}
