/* verify_position.c: the position/move API (position.c) against a brute force from the rules.
 *
 * For every d <= 20 and every position (x, y) with x, y <= maxc: the value and remoteness of
 * the position and of every legal move, as the library gives them, against a minimax over the
 * move rules that knows nothing of P-positions (remoteness 0 at (1,1); a position with a move
 * to an even-remoteness child is won, in 1 + the least such remoteness; else lost, in 1 + the
 * largest). Then `analyze`'s text, through the real action, on seeded random positions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/verify.h"
#include "internal.h"

/* Remoteness of every cell of [1,maxc]^2 by minimax over the rules; r[(y-1)*maxc+(x-1)]. */
static void brute_remoteness(int d, int maxc, int32_t *r)
{
    for (int y = 1; y <= maxc; y++)
        for (int x = 1; x <= maxc; x++) {
            int32_t win = INT32_MAX, lose = -1;
            for (int a = 1; a < x || a < y; a++) {
                int tx[3] = {x - a, x, x - a}, ty[3] = {y, y - a, y - a};
                for (int k = 0; k < 3; k++) {
                    if (tx[k] < 1 || ty[k] < 1 || (k == 2 && a % d != 0)) continue;
                    int32_t c = r[(ty[k] - 1) * maxc + (tx[k] - 1)];
                    if (c % 2 == 0 && c + 1 < win) win = c + 1;
                    if (c % 2 == 1 && c + 1 > lose) lose = c + 1;
                }
            }
            r[(y - 1) * maxc + (x - 1)] = win != INT32_MAX ? win : (lose < 0 ? 0 : lose);
        }
}

/* The analyze text the brute force expects for (x, y). */
static void expected_analyze(gg_writer *w, int d, int maxc, const int32_t *r, int x, int y)
{
    int32_t v = r[(y - 1) * maxc + (x - 1)];
    gg_writef(w, "value %s remoteness %d\n", v % 2 ? "win" : "lose", v);
    for (int dir = 0; dir < 3; dir++)
        for (int a = 1; a < x || a < y; a++) {
            int tx = dir == 1 ? x : x - a * (dir == 2 ? d : 1), ty = dir == 0 ? y : y - a * (dir == 2 ? d : 1);
            if (tx < 1 || ty < 1) break;
            int32_t c = r[(ty - 1) * maxc + (tx - 1)];
            gg_writef(w, "%d %d %s %d\n", tx, ty, c % 2 ? "lose" : "win", c + 1);
        }
}

gg_status gg_lamequeen_verify_positions(gg_ctx *ctx, int maxc, int samples, gg_rng *rng)
{
    int32_t *r = malloc((size_t)maxc * maxc * sizeof *r);
    if (r == NULL) return gg_diag_nomem(ctx->diag);
    gg_status s = GG_OK;
    uint64_t positions = 0, moves = 0;
    for (int d = 1; d <= GG_LAMEQUEEN_MAX_D && s == GG_OK; d++) {
        brute_remoteness(d, maxc, r);
        gg_pos *p;
        if ((s = gg_lamequeen_pos_new_square(d, (uint64_t)maxc, &p, ctx->diag)) != GG_OK) break;
        for (int y = 1; y <= maxc && s == GG_OK; y++)
            for (int x = 1; x <= maxc && s == GG_OK; x++) {
                gg_writer want;
                gg_writer_open_mem(&want);
                expected_analyze(&want, d, maxc, r, x, y);
                size_t wl;
                const char *wt = gg_writer_data(&want, &wl);
                gg_writer got;
                gg_writer_open_mem(&got);
                gg_lamequeen_pos_set(p, (uint64_t)x, (uint64_t)y);
                s = gg_analyze_write(&gg_lamequeen_pos_ops, p, &got, ctx->diag);
                size_t gl;
                const char *gt = gg_writer_data(&got, &gl);
                if (s == GG_OK && (gl != wl || memcmp(gt, wt, wl) != 0)) {
                    gg_writef(ctx->out, "DISAGREEMENT (positions): d = %d, (%d, %d): the library says\n", d, x, y);
                    gg_write(ctx->out, gt, gl);
                    gg_writef(ctx->out, "the rules' minimax says\n");
                    gg_write(ctx->out, wt, wl);
                    s = gg_diag_set(ctx->diag, GG_ECHECK, "position d = %d (%d, %d) disagrees with the minimax", d, x, y);
                }
                gg_writer_close(&got);
                gg_writer_close(&want);
                positions++;
                moves += (uint64_t)(x - 1 + y - 1 + ((x < y ? x : y) - 1) / d);
            }
        gg_lamequeen_pos_ops.free(p);
    }
    for (int i = 0; i < samples && s == GG_OK; i++) { /* the real action's text path */
        int d = (int)gg_rng_range(rng, 1, GG_LAMEQUEEN_MAX_D), x = (int)gg_rng_range(rng, 1, maxc),
            y = (int)gg_rng_range(rng, 1, maxc);
        brute_remoteness(d, maxc, r);
        gg_writer want;
        char in[64];
        gg_writer_open_mem(&want);
        expected_analyze(&want, d, maxc, r, x, y);
        int il = snprintf(in, sizeof in, "%d %d %d\n", d, x, y);
        size_t wl;
        const char *wt = gg_writer_data(&want, &wl);
        s = gg_verify_output(ctx, gg_analyze_action, "lamequeen analyze", in, (size_t)il, wt, wl,
                             "analyze against the rules' minimax");
        gg_writer_close(&want);
    }
    free(r);
    if (s == GG_OK)
        gg_writef(ctx->out, "positions: %llu positions (d <= %d, x, y <= %d) and their %llu moves: value and "
                  "remoteness equal a minimax over the rules; analyze's text on %d random ones\n",
                  (unsigned long long)positions, GG_LAMEQUEEN_MAX_D, maxc, (unsigned long long)moves, samples);
    return s;
}
