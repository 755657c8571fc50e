/* gridgames.h: the umbrella header of libgridgames, exact solvers for two-player grid games
 * (gg_games() lists them, game.h). Include this one header; link with
 * `pkg-config --libs gridgames` or CMake's gridgames::gridgames (find_package(gridgames)).
 *
 * ---- Solving one game from a string -------------------------------------------------
 *
 * Every game is a table (game.h) whose first action, "solve", reads the game's judge format
 * and writes the judge's answer. gg_run_on_memory runs any action in-process on a string:
 *
 *     #include <stdio.h>
 *     #include <string.h>
 *     #include <gridgames/gridgames.h>
 *
 *     int main(void)
 *     {
 *         const char *input = "1\n1 1 1\n1 1\n";          // Mimo: one case, one token
 *         const gg_game *g = gg_game_find("mimo");
 *         gg_diag diag = {0};
 *         gg_writer out;
 *         gg_writer_open_mem(&out);
 *         gg_status s = gg_run_on_memory(g, g->actions[0].run, input, strlen(input), &out,
 *                                        NULL, &diag);
 *         size_t len;
 *         const char *answer = gg_writer_data(&out, &len);   // "Yuyu\n"
 *         if (s == GG_OK) fwrite(answer, 1, len, stdout);
 *         else fprintf(stderr, "%s\n", diag.msg);
 *         gg_writer_close(&out);
 *         return gg_exit_code(s);
 *     }
 *
 * The typed API skips the text: each game's header (mimo.h, go.h, ...) has a reader that
 * builds the typed instance from a gg_reader and the functions that answer it. The template
 * game (template.h, not included here) is the smallest example:
 *
 *     gg_template_case c = {.n = 7, .k = 2, .s = {1, 2}};
 *     gg_template_solver sv;
 *     int first;
 *     gg_template_solver_init(&sv);
 *     if (gg_template_solve(&sv, &c, &first, &diag) == GG_OK) ...   // first == 1
 *     gg_template_solver_fini(&sv);
 *
 * ---- The error contract (error.h) ----------------------------------------------------
 *
 * A function that can fail returns a gg_status (GG_OK is 0) and takes `gg_diag *diag` as
 * its last parameter; diag may be NULL (the status still tells what happened). The function
 * that meets the failure records the message, out of memory included; the first error
 * recorded wins. gg_exit_code maps a status to the command's exit code: 0 success, 1 a check
 * failed, 2 usage, 3 bad input, 4 out of memory or a system error. Readers carry their diag
 * (given to gg_reader_open_*), so parsing functions take a gg_reader instead.
 *
 * ---- The lifecycle rules -------------------------------------------------------------
 *
 * Heap objects: gg_X_new(..., &obj, diag) and gg_X_free(obj), and free accepts NULL.
 * Caller-owned structs (on the stack or inside yours): gg_X_init(&x, ...) and gg_X_fini(&x);
 * fini on a zeroed struct is harmless. Readers and writers keep open/close, as files do.
 *
 * ---- Stable and verification API -----------------------------------------------------
 *
 * What follows is the stable API. The verification-only parts of the game headers (oracles,
 * lemma checks, window games, statistics) are visible only when GG_VERIFICATION_API is
 * defined before the include; they may change without notice.
 */
#ifndef GRIDGAMES_H
#define GRIDGAMES_H

/* The version of these headers: the one place it is written (CMakeLists.txt reads it for the
 * project, the shared library's name and the pkg-config and CMake package files).
 * gg_version() (game.h) returns the library's, which is GG_VERSION_STRING when the headers
 * and the library match. */
#define GG_VERSION_MAJOR 0
#define GG_VERSION_MINOR 1
#define GG_VERSION_PATCH 0
#define GG_VERSION_QUOTE_(x) #x
#define GG_VERSION_QUOTE(x) GG_VERSION_QUOTE_(x)
#define GG_VERSION_STRING                                                                  \
    GG_VERSION_QUOTE(GG_VERSION_MAJOR) "." GG_VERSION_QUOTE(GG_VERSION_MINOR) "." GG_VERSION_QUOTE(GG_VERSION_PATCH)
#define GG_VERSION_NUMBER (GG_VERSION_MAJOR * 10000 + GG_VERSION_MINOR * 100 + GG_VERSION_PATCH)

#include "error.h"
#include "io.h"
#include "rng.h"
#include "game.h"
#include "mimo.h"
#include "go.h"
#include "tokens.h"
#include "lamequeen.h"
#include "knightmare.h"
#include "play.h"
#include "host.h"

#endif
