/* test_property.c: seeded property test over every game. For each seed, `gen --seed S`
 * (default sizes: small enough for the oracle) makes a judge input in memory; solve and
 * oracle run on it in-process and must print the same bytes. A failure prints the game, the
 * seed and the input, so `gridgames GAME gen --seed S | gridgames GAME oracle` replays it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/gridgames.h>

#define SEEDS 300

static char seed_text[32];

static gg_status gen(const gg_game *g, unsigned seed, gg_writer *out, gg_writer *log, gg_diag *diag)
{
    gg_action gen;
    const gg_action *a = gg_action_find(g, "gen", &gen) ? &gen : NULL;
    snprintf(seed_text, sizeof seed_text, "%u", seed);
    char *vals[1] = {seed_text};
    gg_opt opt = {"seed", 1, vals};
    gg_args args = {1, &opt, 0, NULL};
    gg_reader in;
    gg_reader_open_mem(&in, "", 0, "<none>", diag);
    gg_ctx ctx = {&in, out, log, diag, &args, "gen", g, NULL};
    return a->run(&ctx);
}

int main(void)
{
    int passed = 0, failed = 0;
    gg_writer log;
    gg_writer_open_fd(&log, 2);
    for (const gg_game *const *gp = gg_games(); *gp; gp++) {
        const gg_game *g = *gp;
        if (g->flags & GG_GAME_INTERACTIVE) continue;
        gg_action found;
        const gg_action *oracle = gg_action_find(g, "oracle", &found) ? &found : NULL;
        int ok = 1;
        for (unsigned seed = 1; seed <= SEEDS && ok; seed++) {
            gg_diag diag = {GG_OK, ""};
            gg_writer input, a, b;
            gg_writer_open_mem(&input);
            gg_writer_open_mem(&a);
            gg_writer_open_mem(&b);
            size_t il, al, bl;
            gg_status s = gen(g, seed, &input, &log, &diag);
            const char *in = gg_writer_data(&input, &il);
            gg_status sa = s, sb = s;
            if (s == GG_OK) sa = gg_run_on_memory(g, g->actions[0].run, in, il, &a, &log, &diag);
            if (s == GG_OK && sa == GG_OK) sb = gg_run_on_memory(g, oracle->run, in, il, &b, &log, &diag);
            const char *ao = gg_writer_data(&a, &al), *bo = gg_writer_data(&b, &bl);
            if (s != GG_OK || sa != GG_OK || sb != GG_OK || al != bl || memcmp(ao, bo, al) != 0) {
                ok = 0;
                printf("FAIL %s seed %u: %s\n", g->name, seed,
                       s != GG_OK ? "gen failed" : sa != GG_OK ? "solve failed" : sb != GG_OK ? "oracle failed" : "solve and oracle differ");
                if (diag.status != GG_OK) printf("  error: %s\n", diag.msg);
                printf("  replay: gridgames %s gen --seed %u | gridgames %s oracle\n", g->name, seed, g->name);
                printf("--- input\n%.*s--- solve\n%.*s--- oracle\n%.*s", (int)(il > 2000 ? 2000 : il), in,
                       (int)al, ao, (int)bl, bo);
            }
            gg_writer_close(&input);
            gg_writer_close(&a);
            gg_writer_close(&b);
        }
        if (ok) {
            passed++;
            printf("ok   %s: %d seeds, solve == oracle\n", g->name, SEEDS);
        } else {
            failed++;
        }
    }
    gg_writer_close(&log);
    printf("%d passed, %d failed\n", passed, failed);
    return failed || !passed ? 1 : 0;
}
