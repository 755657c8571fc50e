/* oracle_grid.c: the lame queen's P-positions by dynamic programming straight from the rules.
 *
 * A position is a P-position exactly when no move reaches a P-position. The moves from (x, y)
 * reach (x', y) with x' < x, (x, y') with y' < y, and (x - a, y - a) with a > 0 a multiple of
 * d. Scanning x increasing and, inside, y increasing, every target of a move has been decided
 * before (x, y) is, and three flag arrays record "some already decided P-position lies here":
 *   row[y]              a P-position (x', y) with x' < x        (the leftward moves)
 *   col                 a P-position (x, y') with y' < y        (the downward moves)
 *   dia[y - x][x mod d] a P-position on the same diagonal, x' < x, x' = x (mod d)
 * The last is exactly the set of diagonal move targets: x - x' is a positive multiple of d.
 * Nothing from the generator or the counting structure is used.
 */
#include <stdlib.h>

#include <gridgames/lamequeen.h>

gg_status gg_lamequeen_oracle_grid(int d, uint32_t w, uint32_t h, unsigned char *isP)
{
    if (w == 0 || h == 0) return GG_OK;
    size_t ndiag = (size_t)w + h;   /* y - x + w in 1..w+h-1 */
    unsigned char *row = calloc(h + 1, 1);
    unsigned char *dia = calloc(ndiag * (size_t)d, 1);
    if (!row || !dia) {
        free(row);
        free(dia);
        return GG_ENOMEM;
    }
    for (uint32_t x = 1; x <= w; x++) {
        int col = 0;
        size_t res = x % (uint32_t)d;
        for (uint32_t y = 1; y <= h; y++) {
            unsigned char *dg = &dia[((size_t)y + w - x) * (size_t)d + res];
            int p = !row[y] && !col && !*dg;
            isP[(size_t)(y - 1) * w + (x - 1)] = (unsigned char)p;
            if (p) {
                row[y] = 1;
                col = 1;
                *dg = 1;
            }
        }
    }
    free(row);
    free(dia);
    return GG_OK;
}
