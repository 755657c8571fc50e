/* game.c: Game with Tokens' entry in the game table: its actions and the demo's examples. */
#include "internal.h"

static const gg_action actions[] = {
    {"solve", "", "read the judge input (n, then n points), print how many white starts black wins",
     gg_tokens_solve_action},
    {"oracle", "[--method auto|points|cells|rules]",
     "the same count without the sweep: the 4-direction test at every point or cell, or the game rules (<= 4 tokens)",
     gg_tokens_oracle_action},
    {"verify", "[--seed S] [--random N] [--slow] [--lemma R] [--window R] [--box B]",
     "check the lemma, the whole game on small windows and the count against the oracles", gg_tokens_verify_action},
    {"gen", "[--seed S] [--n N|LO..HI] [--coord C|LO..HI] [--shape mixed|uniform|clustered|spread|lines|ring|ring-notrap]",
     "print a seeded random judge input", gg_tokens_gen_action},
    {"draw", "[--white X Y] [--size PIXELS]",
     "read a judge input, write an SVG of the tokens and the trapped region (and the four cones of one white start)",
     gg_tokens_draw_action},
    {"region", "[--limit L]",
     "list the trapped white starts: their count, then \"x y\" per line sorted by x then y (refused above L, default 1000000)",
     gg_tokens_region_action},
    {NULL, NULL, NULL, NULL},
};

static const gg_example examples[] = {
    {"the judge's first sample: four tokens around a diamond trap the four points inside",
     "4\n-2 -1\n0 1\n0 -3\n2 -1\n"},
    {"the judge's second sample: two trapped points",
     "4\n-2 0\n-1 1\n0 -2\n1 -1\n"},
    {"tokens on one line never trap anything",
     "5\n-2 3\n-1 3\n0 3\n1 3\n2 3\n"},
    {"the four tips of a diamond of radius 4 trap every inside point of the other parity",
     "4\n4 0\n-4 0\n0 4\n0 -4\n"},
    {NULL, NULL},
};

const gg_game gg_game_tokens = {
    "tokens",
    "Game with Tokens",
    "where can n black tokens trap the white one (Codeforces 930D)",
    actions,
    examples,
    gg_tokens_explain,
    0,
};
