/* game.h: the one shape every game has, and the list the command walks.
 *
 * A game is a const table (gg_game below, documented field by field): a name, a one-line
 * summary, and a NULL-terminated list of actions.
 * Every game has the actions "solve" (first in the list: the default, judge format in, judge
 * format out), "oracle", "verify", "gen" and "draw"; a game may add more ("each", "judge",
 * "table", ...). The generic actions "analyze", "play", "stress", "validate" and "source" are
 * written once and given to every game whose table has their hook (gg_game below). An action
 * is one function taking a context: the input reader, the output writer, the diagnostic
 * record, the parsed command-line options, its game and the host (host.h). No game keeps
 * file-level mutable state, so actions are re-entrant and can run in-process from tests.
 *
 * Options: the command splits its arguments into "--name value..." groups. Every argument
 * after an option name up to the next "--name" belongs to it (so "--board 6 6 1 1 2 2" is one
 * option with six values, and negative numbers are values). "--name=value" is the same as
 * "--name value" (GNU style; further values may follow). A lone "--" ends the options;
 * what follows is passed on untouched in gg_args.rest (the player command of a judge).
 */
#ifndef GRIDGAMES_GAME_H
#define GRIDGAMES_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "io.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct gg_opt {
    const char *name;        /* without the leading "--" */
    int argc;                /* number of values */
    char *const *argv;       /* the values */
} gg_opt;

typedef struct gg_args {
    int nopts;
    const gg_opt *opts;
    int nrest;               /* arguments after a lone "--" */
    char *const *rest;
} gg_args;

struct gg_game;
struct gg_host;

typedef struct gg_ctx {
    gg_reader *in;           /* standard input (or an in-memory example) */
    gg_writer *out;          /* standard output */
    gg_writer *log;          /* progress and reports meant for a person: standard error */
    gg_diag *diag;           /* the error of a failing action (the command prefixes prog) */
    const gg_args *args;     /* the options after the action name */
    const char *prog;        /* "gridgames mimo verify": how the command names itself */
    const struct gg_game *game; /* the game whose action runs (the generic actions read its
                                 * hooks); NULL only for an action of no game (the demo) */
    const struct gg_host *host; /* what only a program can do (run commands, know a terminal:
                                 * host.h); NULL in-process (gg_run_on_memory, the browser),
                                 * where the actions that need it refuse with GG_EUSAGE */
} gg_ctx;

typedef gg_status (*gg_action_fn)(gg_ctx *ctx);

typedef struct gg_action {
    const char *name;        /* "solve", "oracle", "verify", "gen", "draw", ... */
    const char *synopsis;    /* options, e.g. "[--seed S] [--n N]" ("" if none) */
    const char *summary;     /* one line */
    gg_action_fn run;
} gg_action;

/* The help text of a generic action for one game (the hooks below carry it): the options
 * after `gridgames <game> <action>` ("" if none) and the one-line summary. */
typedef struct gg_action_text {
    const char *synopsis;
    const char *summary;
} gg_action_text;

struct gg_strict; /* the byte-strict reader of validate (src/core/strict.h) */

/* A game's validator: what `gridgames <game> validate [--contest]` runs. The generic action
 * checks the options, reads the whole input, opens a byte-strict reader on it (single spaces,
 * one '\n' ending every line, integers without '+', leading zeros or "-0") and calls check;
 * after it, nothing may follow. check reads the judge format through the strict reader against
 * gridgames' limits, or with contest = 1 the original contest's exactly, and returns GG_EINPUT
 * at the first violation (the strict reader's message). */
typedef struct gg_validator {
    gg_status (*check)(struct gg_strict *v, int contest);
    gg_action_text help;
} gg_validator;

typedef struct gg_example {
    const char *title;       /* one line: what the example shows */
    const char *input;       /* judge-format input, NUL-terminated */
} gg_example;

/* gg_game.flags */
#define GG_GAME_INTERACTIVE 1u  /* solve speaks a protocol: no solve-vs-oracle output comparison */
#define GG_GAME_HIDDEN 2u       /* not listed by `gridgames --help` nor run by the demo (the
                                 * template game); gg_game_find and gg_games still return it */

/* One game. Every game defines exactly one, `const gg_game gg_game_<name>`, in
 * src/games/<name>/game.c, declares it in include/gridgames/<name>.h and lists it in
 * src/games/registry.c. Written with designated initializers, as the template game does:
 *
 *     static const gg_action actions[] = {
 *         {.name = "solve", .synopsis = "", .summary = "read the judge input, print ...",
 *          .run = gg_template_solve_action},
 *         {.name = "oracle", ...}, {.name = "verify", ...}, {.name = "gen", ...},
 *         {.name = "draw", ...},
 *         {0},
 *     };
 *     static const gg_example examples[] = {
 *         {.title = "take 1 or 2: the multiples of 3 are lost", .input = "2\n6 2\n1 2\n..."},
 *         {0},
 *     };
 *     const gg_game gg_game_template = {
 *         .name = "template",
 *         .title = "Template (a subtraction game)",
 *         .summary = "one heap, a set of sizes to take: who wins (the skeleton to copy)",
 *         .actions = actions,
 *         .examples = examples,
 *         .explain = NULL,
 *         .flags = GG_GAME_HIDDEN,
 *     };
 */
typedef struct gg_game {
    /* The command's name of the game, lower case, no spaces: `gridgames <name> ...`, and
     * the key of gg_game_find. Also the folder name under src/games/ and tests/cases/. */
    const char *name;
    /* The game's full title, for headings (`gridgames <name> --help`, the demo, pictures). */
    const char *title;
    /* One line for `gridgames --help`: what is asked, and the source of the problem. */
    const char *summary;
    /* The actions, ended by an entry whose name is NULL. actions[0] is "solve" (the default
     * action: judge format in, judge answer out); "oracle", "verify", "gen" and "draw"
     * follow; a game may add more ("each", "judge", "table", ...). The generic actions
     * (analyze, play, stress, validate, source) are not listed here: the hooks below give
     * them. The command, the property test and the fuzzer find actions by name
     * (gg_action_find) and list them with gg_action_at. */
    const gg_action *actions;
    /* Built-in examples for `gridgames demo`, ended by an entry whose input is NULL; NULL
     * for none. Each input is a complete judge input that solve accepts. */
    const gg_example *examples;
    /* For `gridgames demo`: reads a judge-format input and writes one line per test case
     * explaining the answer (why this winner, which parts matter). NULL: the demo shows
     * the answers only. */
    gg_status (*explain)(gg_ctx *ctx);
    /* GG_GAME_* bits, 0 for an ordinary game. */
    unsigned flags;
    /* The hooks. Each one that is set gives the game a generic action, written once in the
     * library and listed after the game's own actions (gg_action_at), with the help text the
     * hook carries. A game's own action of the same name takes the generic one's place.
     *
     * Playable games: positions and moves for analyze, play and the browser (play.h); NULL
     * for a game without a position/move API. Gives `analyze` and `play`. */
    const struct gg_pos_ops *pos;
    /* Stress testing (stress.h): a generator of judge inputs at a size, the shrink candidates
     * of a failing input; the failure is explained by `explain`, pictured by `draw`. Gives
     * `stress` (which runs the user's command: only where ctx->host can). */
    const struct gg_stress_ops *stress;
    /* The validator (above). Gives `validate [--contest]`. */
    const gg_validator *validate;
    /* The help text of `source` when the game has a single C11 file to submit (generated at
     * build time, found by the game's name); NULL for none. Gives `source`. */
    const gg_action_text *source;
} gg_game;

/* All games, NULL-terminated, in the order `gridgames --help` lists them; hidden games
 * (GG_GAME_HIDDEN) are included, after the others, and a lister skips them. */
const gg_game *const *gg_games(void);
/* The game named `name` (hidden ones too), or NULL. */
const gg_game *gg_game_find(const char *name);
/* The number of g's actions: its own (g->actions) and the generic ones its hooks give it. */
size_t gg_action_count(const gg_game *g);
/* Action i of g, 0 <= i < gg_action_count(g), in the order `gridgames <game> --help` lists
 * them: g->actions (action 0 is solve), then analyze and play (pos), stress (stress),
 * validate (validate) and source (source); an own action named like a generic one stands in
 * the generic one's place. Returned by value: a generic action's text is the game's hook's. */
gg_action gg_action_at(const gg_game *g, size_t i);
/* The action of g named `name` (own or generic) in *out: 1, or 0 when g has none. */
int gg_action_find(const gg_game *g, const char *name, gg_action *out);

/* Runs every listed game's examples through solve and explain, writing input, answer and
 * the explanation for each to ctx->out (hidden games are skipped). */
gg_status gg_demo(gg_ctx *ctx);

/* Runs an action in-process on an in-memory judge input (no options), appending what it
 * writes to `out` (an open writer, usually a memory writer); `log` may be NULL, and what
 * the action reports there is then dropped. For verify commands, property tests, the fuzzer
 * and the demo: the same code path as the command, without processes or files. `game` is the
 * game the action belongs to (ctx->game; NULL for none); the context has no host. */
gg_status gg_run_on_memory(const struct gg_game *game, gg_action_fn fn, const char *input, size_t len,
                           gg_writer *out, gg_writer *log, gg_diag *diag);
/* The same, with the input named `name` in the action's messages ("NAME:LINE:COLUMN: ...")
 * instead of "<memory>": for input that came from a file. */
gg_status gg_run_on_memory_named(const struct gg_game *game, gg_action_fn fn, const char *name, const char *input,
                                 size_t len, gg_writer *out, gg_writer *log, gg_diag *diag);

/* The library version, "MAJOR.MINOR.PATCH". */
const char *gg_version(void);

/* ---- option helpers for actions ------------------------------------------------------ */

/* Splits argv[0..argc) into options and the rest after a lone "--" (the grammar above), as
 * the command does. The strings stay in argv (must outlive args); the tables are allocated:
 * release them with gg_args_fini. GG_EUSAGE for an argument before the first option,
 * GG_ENOMEM. */
gg_status gg_args_init(gg_args *args, int argc, char *const *argv, gg_diag *diag);
/* Frees what gg_args_init allocated (harmless on a zeroed gg_args). */
void gg_args_fini(gg_args *args);

/* The last occurrence of option `name`, or NULL. */
const gg_opt *gg_args_find(const gg_args *a, const char *name);

/* Fails with GG_EUSAGE naming the first option not in `known` (a NULL-terminated list), or
 * an option given the wrong number of values: known entries are "name" (one value),
 * "name=0" (a flag, no value), "name=K" (exactly K values) or "name=*" (any number). Also
 * fails if rest arguments are present and "--" is not listed in known. */
gg_status gg_args_check(const gg_ctx *ctx, const char *const *known);

/* Integer option with one value in [lo, hi]; *out = def when absent. */
gg_status gg_args_int(const gg_ctx *ctx, const char *name, int64_t lo, int64_t hi, int64_t def,
                      int64_t *out);
/* Integer or range option: "N" gives [N, N], "LO..HI" gives [LO, HI]; both within [lo, hi].
 * Absent: [deflo, defhi]. */
gg_status gg_args_range(const gg_ctx *ctx, const char *name, int64_t lo, int64_t hi,
                        int64_t deflo, int64_t defhi, int64_t *outlo, int64_t *outhi);
/* The option's value if it is one of `choices` (NULL-terminated); *out = def when absent. */
gg_status gg_args_choice(const gg_ctx *ctx, const char *name, const char *const *choices,
                         const char *def, const char **out);
/* Parses values argv[i] of option `o` as an integer in [lo, hi]. */
gg_status gg_args_value_int(const gg_ctx *ctx, const gg_opt *o, int i, int64_t lo, int64_t hi,
                            int64_t *out);
/* 1 if the flag is present. */
int gg_args_flag(const gg_args *a, const char *name);

#ifdef __cplusplus
}
#endif
#endif
