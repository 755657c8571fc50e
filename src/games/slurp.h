/* slurp.h (private to src/games/): a whole file into memory, for the `test --files` of every
 * game (test.c, knightmare/judge.c; defined in judging.c). */
#ifndef GG_GAMES_SLURP_H
#define GG_GAMES_SLURP_H

#include <gridgames/game.h>

/* Reads the whole file at `path` into w (an open memory writer), with read(2): 0, or the errno
 * of the failure (ENOMEM when w cannot grow; EISDIR for a directory). */
int gg_judge_slurp(const char *path, gg_writer *w);
/* The error of gg_judge_slurp's e on path: out of memory, or "cannot read PATH: REASON" (usage). */
gg_status gg_judge_read_error(gg_ctx *ctx, const char *path, int e);

#endif
