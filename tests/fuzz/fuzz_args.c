/* fuzz_args.c: a libFuzzer target for the command line. The input is split at '\n' into
 * arguments (at most 64), parsed by gg_args_init (the parser cli/main.c uses), then given to
 * the option helpers (integers, ranges, choices, the option check) and to every action of
 * every game that reads standard input, with empty input: each action's own option
 * validation runs on fuzzed options. Actions that do heavy work of their own (verify, gen,
 * judge, table, play) are left out: valid options would make them run for real. */
#include <stdlib.h>

#include "fuzz_common.h"

#define MAX_ARGC 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void helpers(const gg_args *args)
{
    static const char *const known[] = {"seed", "n=*", "board=6", "quiet=0", "--", NULL};
    static const char *const choices[] = {"mover", "any", NULL};
    gg_diag diag = {GG_OK, ""};
    gg_ctx ctx = {NULL, NULL, NULL, &diag, args, "gridgames fuzz", NULL, NULL};
    int64_t a, b;
    const char *c;
    (void)gg_args_check(&ctx, known);
    for (int i = 0; i < args->nopts; i++) {
        const gg_opt *o = &args->opts[i];
        gg_diag_clear(&diag);
        if (gg_args_int(&ctx, o->name, -7, 7, 0, &a) == GG_OK && (a < -7 || a > 7)) __builtin_trap();
        gg_diag_clear(&diag);
        if (gg_args_range(&ctx, o->name, -5, INT64_MAX, 0, 0, &a, &b) == GG_OK && (a < -5 || a > b))
            __builtin_trap();
        gg_diag_clear(&diag);
        (void)gg_args_choice(&ctx, o->name, choices, "any", &c);
        for (int k = 0; k < o->argc; k++) {
            gg_diag_clear(&diag);
            if (gg_args_value_int(&ctx, o, k, 1, 1000, &a) == GG_OK && (a < 1 || a > 1000)) __builtin_trap();
        }
    }
}

static void actions(const gg_args *args)
{
    for (const gg_game *const *g = gg_games(); *g; g++)
        for (size_t i = 0; i < gg_action_count(*g); i++) {
            gg_action a = gg_action_at(*g, i);
            if (fuzz_skipped_action(a.name)) continue;
            fuzz_result res;
            fuzz_run(*g, &a, args, (const uint8_t *)"", 0, -1, &res);
            gg_writer_close(&res.out);
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    char *argv[MAX_ARGC];
    int argc = 0;
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    for (char *p = text; argc < MAX_ARGC;) {
        argv[argc++] = p;
        char *nl = strchr(p, '\n');
        if (!nl) break;
        *nl = '\0';
        p = nl + 1;
    }
    gg_args args;
    gg_diag diag = {GG_OK, ""};
    if (gg_args_init(&args, argc, argv, &diag) == GG_OK) {
        helpers(&args);
        actions(&args);
        gg_args_fini(&args);
    } else if (diag.status == GG_OK) {
        __builtin_trap();
    }
    free(text);
    return 0;
}
