/* gridgames.h: the umbrella header of libgridgames, exact solvers for five two-player grid
 * games. Include this one header; link with `pkg-config --libs gridgames`. */
#ifndef GRIDGAMES_H
#define GRIDGAMES_H

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

#endif
