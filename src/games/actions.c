/* actions.c: the list of a game's actions (game.h): its own, then the generic ones its hooks
 * give it, each written once: analyze and play (play.c), stress (stress.c), test (test.c), validate and
 * source (below). The command, --help, the demo, the browser, the property test and the fuzzer
 * all find and list actions here, so they all see the same list. */
#include <string.h>

#include <gridgames/play.h>
#include <gridgames/stress.h>

#include "../core/strict.h"
#include "source.h"

/* `gridgames <game> validate [--contest]` over the game's validator. */
static gg_status validate_action(gg_ctx *ctx)
{
    gg_strict v;
    int contest;
    gg_status s = gg_strict_open_action(ctx, &v, &contest);
    if (s == GG_OK) s = ctx->game->validate->check(&v, contest);
    return s == GG_OK ? gg_strict_eof(&v) : s;
}

/* `gridgames <game> source`: the game's single C11 file (solver, judge format reader and a
 * main, joined from the library's sources by tools/amalgamate.py when the library is built,
 * so it is always the code of this build). */
static gg_status source_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status s = gg_args_check(ctx, known);
    if (s != GG_OK) return s;
    size_t len;
    const char *text = gg_source_text(ctx->game->name, &len);
    if (!text) return gg_diag_set(ctx->diag, GG_EUSAGE, "%s has no single file", ctx->game->name);
    gg_write(ctx->out, text, len);
    return ctx->out->err;
}

/* The generic actions, in the order they follow a game's own; each with the hook that gives
 * it to a game (NULL: the game has no such hook) and that hook's help text. */
typedef struct generic {
    const char *name;
    gg_action_fn run;
    const gg_action_text *(*text)(const gg_game *g);
} generic;

static const gg_action_text *analyze_text(const gg_game *g) { return g->pos ? &g->pos->analyze_help : NULL; }
static const gg_action_text *play_text(const gg_game *g) { return g->pos ? &g->pos->play_help : NULL; }
static const gg_action_text *stress_text(const gg_game *g) { return g->stress ? &g->stress->help : NULL; }
static const gg_action_text TEST_HELP = {
    .synopsis = "(--files FILE... | --samples | --gen N [--size S] [--seed S]) [--time-limit MS] [--memory-limit MB] "
                "[--output-limit MB] -- CMD...",
    .summary = "run CMD on input files (against FILE.ans or FILE.out beside them, else solve), the samples or "
               "generated inputs: one verdict per input with its time and peak memory"};
static const gg_action_text *test_text(const gg_game *g) { return g->stress ? &TEST_HELP : NULL; }
static const gg_action_text *validate_text(const gg_game *g) { return g->validate ? &g->validate->help : NULL; }
static const gg_action_text *source_text(const gg_game *g) { return g->source; }

static const generic generics[] = {
    {"analyze", gg_analyze_action, analyze_text},
    {"play", gg_play_action, play_text},
    {"stress", gg_stress_action, stress_text},
    {"test", gg_test_action, test_text},
    {"validate", validate_action, validate_text},
    {"source", source_action, source_text},
};
enum { NGENERIC = sizeof generics / sizeof generics[0] };

/* g's own action named `name`, or NULL. */
static const gg_action *own(const gg_game *g, const char *name)
{
    for (const gg_action *a = g->actions; a->name; a++)
        if (strcmp(a->name, name) == 0) return a;
    return NULL;
}

static int is_generic(const char *name)
{
    for (int k = 0; k < NGENERIC; k++)
        if (strcmp(generics[k].name, name) == 0) return 1;
    return 0;
}

/* Generic slot k of g into *out: the game's own action of that name, else the generic one if
 * the game has its hook. 0 when the game has neither. */
static int slot(const gg_game *g, int k, gg_action *out)
{
    const gg_action *a = own(g, generics[k].name);
    const gg_action_text *t = a ? NULL : generics[k].text(g);
    if (a) *out = *a;
    else if (t) *out = (gg_action){generics[k].name, t->synopsis, t->summary, generics[k].run};
    return a || t;
}

/* Action i of g into *out, 1; 0 past the last. */
static int action_at(const gg_game *g, size_t i, gg_action *out)
{
    for (const gg_action *a = g->actions; a->name; a++)
        if (!is_generic(a->name) && i-- == 0) {
            *out = *a;
            return 1;
        }
    for (int k = 0; k < NGENERIC; k++)
        if (slot(g, k, out) && i-- == 0) return 1;
    return 0;
}

size_t gg_action_count(const gg_game *g)
{
    gg_action a;
    size_t n = 0;
    while (action_at(g, n, &a)) n++;
    return n;
}

gg_action gg_action_at(const gg_game *g, size_t i)
{
    gg_action a = {0};
    (void)action_at(g, i, &a);
    return a;
}

int gg_action_find(const gg_game *g, const char *name, gg_action *out)
{
    for (size_t i = 0; action_at(g, i, out); i++)
        if (strcmp(out->name, name) == 0) return 1;
    return 0;
}
