/* source.h (private): the texts behind the generic `source` action (actions.c): each game's
 * single C11 file to submit, joined from the library's own sources at build time by
 * tools/amalgamate.py (the generated sources.c holds the texts; tests/source/ builds and runs
 * them). */
#ifndef GG_GAMES_SOURCE_H
#define GG_GAMES_SOURCE_H

#include <stddef.h>

#include <gridgames/game.h>

/* The single file of `game` ("mimo", ...) and its length, or NULL for a game without one
 * (defined in the generated sources.c). */
const char *gg_source_text(const char *game, size_t *len);

#endif
