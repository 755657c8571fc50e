/* registry.c: the list of games the command walks, in `gridgames --help` order. A new game
 * declares its table in its public header (included by gridgames.h) and adds one entry here. */
#include <string.h>

#include <gridgames/gridgames.h>
#include <gridgames/template.h> /* hidden: not part of the umbrella header */


static const gg_game *const games[] = {
    &gg_game_mimo,
    &gg_game_go,
    &gg_game_tokens,
    &gg_game_lamequeen,
    &gg_game_knightmare,
    &gg_game_template, /* GG_GAME_HIDDEN: last, skipped by --help and the demo */
    NULL,
};

const gg_game *const *gg_games(void)
{
    return games;
}

const gg_game *gg_game_find(const char *name)
{
    for (int i = 0; games[i]; i++)
        if (strcmp(games[i]->name, name) == 0) return games[i];
    return NULL;
}

const char *gg_version(void)
{
    return GG_VERSION_STRING;
}
