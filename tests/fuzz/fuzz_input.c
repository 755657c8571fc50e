/* fuzz_input.c: a libFuzzer target that feeds arbitrary bytes to every game's judge-format
 * readers: solve and draw (each parses the whole input before or while answering) on the
 * same bytes. Nothing may crash, leak, hang or read out of bounds; bad input must come
 * back as a status, never an abort. Built by `./build.sh fuzz` (clang, -DGG_FUZZ=ON). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <gridgames/gridgames.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const actions[] = {"solve", "draw", "each", NULL};
    for (const gg_game *const *g = gg_games(); *g; g++) {
        for (int a = 0; actions[a]; a++) {
            const gg_action *act = gg_action_find(*g, actions[a]);
            if (!act) continue;
            gg_diag diag = {GG_OK, ""};
            gg_writer out;
            gg_writer_open_mem(&out);
            gg_status s = gg_run_on_memory(act->run, (const char *)data, size, &out, NULL, &diag);
            /* Every failure must explain itself. */
            if (s != GG_OK && diag.status == GG_OK && out.err == GG_OK) __builtin_trap();
            gg_writer_close(&out);
        }
    }
    return 0;
}
