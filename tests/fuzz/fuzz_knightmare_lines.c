/* fuzz_knightmare_lines.c: a libFuzzer target for knightmare's one-line parsers: the judge's
 * reading of a player's line (the side, a move) and play's reading of a typed command. The
 * data is one line (NUL bytes and all). Nothing may crash or read out of bounds, and the
 * answers must be consistent: a parsed move is two numbers below 10^7, a move line is never
 * also a side line, and play reads a move exactly when the judge would. Compiled with
 * GG_VERIFICATION_API (the parsers live in that section of knightmare.h). */
#include <stddef.h>
#include <stdint.h>

#include <gridgames/knightmare.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *line = (const char *)data;
    int side = gg_knightmare_parse_side(line, size);
    if (side != -1 && side != GG_KNIGHTMARE_WHITE && side != GG_KNIGHTMARE_BLACK) __builtin_trap();
    int x = -1, y = -1;
    int move = gg_knightmare_parse_move(line, size, &x, &y);
    if (move && (x < 0 || x >= 10000000 || y < 0 || y >= 10000000 || side != -1)) __builtin_trap();
    int cx = -1, cy = -1;
    gg_knightmare_command c = gg_knightmare_parse_command(line, size, &cx, &cy);
    if ((c == GG_KNIGHTMARE_CMD_MOVE) != move) __builtin_trap();
    if (move && (cx != x || cy != y)) __builtin_trap();
    return 0;
}
