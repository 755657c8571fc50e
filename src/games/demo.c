/* demo.c: `gridgames demo` — every listed game's built-in examples through solve and explain
 * (hidden games, such as the template, are skipped). */
#include <string.h>

#include <gridgames/game.h>

/* Writes text with every line indented by `indent`. */
static void indented(gg_writer *w, const char *indent, const char *text, size_t len)
{
    int at_line_start = 1;
    for (size_t i = 0; i < len; i++) {
        if (at_line_start) gg_write_str(w, indent);
        gg_write_char(w, text[i]);
        at_line_start = text[i] == '\n';
    }
    if (!at_line_start) gg_write_char(w, '\n');
}

/* Runs fn on `input` into a fresh memory writer. */
static gg_status run_on(const gg_game *game, gg_status (*fn)(gg_ctx *), const gg_ctx *outer,
                        const char *input, gg_writer *mem)
{
    gg_writer_open_mem(mem);
    return gg_run_on_memory(game, fn, input, strlen(input), mem, outer->log, outer->diag);
}

gg_status gg_demo(gg_ctx *ctx)
{
    gg_writer *out = ctx->out;
    for (const gg_game *const *g = gg_games(); *g; g++) {
        const gg_game *game = *g;
        if (game->flags & GG_GAME_HIDDEN) continue;
        gg_writef(out, "=== %s (gridgames %s): %s\n\n", game->title, game->name, game->summary);
        for (const gg_example *ex = game->examples; ex && ex->input; ex++) {
            gg_writer answer, why;
            gg_status s = run_on(game, game->actions[0].run, ctx, ex->input, &answer);
            if (s == GG_OK && game->explain) s = run_on(game, game->explain, ctx, ex->input, &why);
            else gg_writer_open_mem(&why);
            if (s != GG_OK) {
                gg_writer_close(&answer);
                gg_writer_close(&why);
                return s;
            }
            size_t alen, wlen;
            const char *a = gg_writer_data(&answer, &alen), *wy = gg_writer_data(&why, &wlen);
            gg_writef(out, "--- %s\ninput:\n", ex->title);
            indented(out, "    ", ex->input, strlen(ex->input));
            gg_write_str(out, "answer:\n");
            indented(out, "    ", a, alen);
            if (wlen) {
                gg_write_str(out, "why:\n");
                indented(out, "    ", wy, wlen);
            }
            gg_write_char(out, '\n');
            gg_writer_close(&answer);
            gg_writer_close(&why);
        }
    }
    return out->err;
}
