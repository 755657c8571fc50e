/* verify_position.c: the position/move API (position.c) against the rules-only oracle.
 *
 * On every grid up to 3 x 5 and every position of one or two tokens: the value the library
 * gives equals the XOR of the tokens' Grundy values computed by the Sprague–Grundy engine over
 * every legal path (gg_mimo_oracle_values, which knows nothing of the fast rule); analyze lists
 * exactly one line per occupied cell of column >= 2; each line's path obeys the five rules
 * (gg_mimo_path_legal); a line marked win leaves a position of XOR 0, and from a cell marked
 * lose no legal path at all (enumerated here from the rules) leaves XOR 0. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/play.h>

#include "internal.h"


#define VP_N 3
#define VP_M 5

typedef struct vp {
    int n, m;
    const uint64_t *g;      /* Grundy value per cell */
    uint64_t rest;          /* XOR of the other tokens */
    unsigned char seen[VP_N * VP_M];
    int found;              /* a path leaving XOR 0 */
} vp;

/* Every legal path continuing from (r, c) with the XOR of the cells so far in x. */
static void walk(vp *w, int r, int c, uint64_t x, int vdir)
{
    if (c == 1 && (w->rest ^ x) == 0) w->found = 1;
    if (w->found) return;
    if (c > 1) { /* step left */
        int id = (r - 1) * w->m + (c - 2);
        w->seen[id] = 1;
        walk(w, r, c - 1, x ^ w->g[id], 0);
        w->seen[id] = 0;
    }
    for (int d = -1; d <= 1; d += 2) { /* a vertical step, one way per column */
        int nr = r + d;
        if (vdir == -d || nr < 1 || nr > w->n || vdir == 2) continue;
        int id = (nr - 1) * w->m + (c - 1);
        if (w->seen[id]) continue;
        w->seen[id] = 1;
        walk(w, nr, c, x ^ w->g[id], d);
        w->seen[id] = 0;
    }
}

/* Checks one analyze line "ROW COL VALUE" + path against the oracle values. */
static const char *check_line(vp *w, int r, int c, const char *path, int says_win)
{
    uint64_t prow[2 * VP_N * VP_M], pcol[2 * VP_N * VP_M], x = 0;
    size_t p = 0;
    prow[p] = (uint64_t)r, pcol[p++] = (uint64_t)c;
    for (const char *s = path; *s && p < 2 * VP_N * VP_M; s++) {
        if (*s == 'L') c--;
        else r += *s == 'U' ? -1 : 1;
        prow[p] = (uint64_t)r, pcol[p++] = (uint64_t)c;
        if (r >= 1 && r <= w->n && c >= 1) x ^= w->g[(r - 1) * w->m + (c - 1)];
    }
    if (!gg_mimo_path_legal(w->n, w->m, prow, pcol, p)) return "the path breaks the rules";
    if (says_win) return (w->rest ^ x) == 0 ? NULL : "marked win but leaves a nonzero XOR";
    memset(w->seen, 0, sizeof w->seen);
    w->found = 0;
    w->seen[(prow[0] - 1) * (uint64_t)w->m + (pcol[0] - 1)] = 1;
    walk(w, (int)prow[0], (int)pcol[0], 0, 2);
    return w->found ? "marked lose but a legal path leaves XOR 0" : NULL;
}

/* One position of 1 or 2 tokens: the library's analyze text against the oracle. */
static gg_status check_position(gg_ctx *ctx, int n, int m, const uint64_t *g, const int *cell, int k)
{
    char in[64];
    int il = snprintf(in, sizeof in, "%d %d %d\n", n, m, k);
    for (int i = 0; i < k; i++) il += snprintf(in + il, sizeof in - (size_t)il, "%d %d\n", cell[i] / m + 1, cell[i] % m + 1);
    gg_writer out;
    gg_writer_open_mem(&out);
    gg_status s = gg_run_on_memory(ctx->game, gg_analyze_action, in, (size_t)il, &out, NULL, ctx->diag);
    gg_write_char(&out, '\0'); /* the lines are read with sscanf and strchr, which need the end */
    size_t ol;
    const char *o = gg_writer_data(&out, &ol);
    ol--; /* the text without its NUL */
    const char *why = NULL;
    uint64_t x = 0;
    for (int i = 0; i < k; i++) x ^= g[cell[i]];
    int movable = 0, lines = 0;
    for (int i = 0; i < k; i++) movable += cell[i] % m >= 1 && (i == 0 || cell[i] != cell[0]);
    if (s == GG_OK && strncmp(o, x ? "value win\n" : "value lose\n", x ? 10 : 11) != 0) why = "the value differs from the XOR";
    for (const char *line = memchr(o, '\n', ol); s == GG_OK && !why && line && line + 1 < o + ol; line = strchr(line + 1, '\n')) {
        int r, c, used = 0;
        char path[64], val[8];
        if (sscanf(line + 1, "%d %d %63s %7s%n", &r, &c, path, val, &used) != 4) why = "an unreadable line";
        else if (strcmp(path, "win") == 0 || strcmp(path, "lose") == 0) { /* ROW COL VALUE PATH */
            char tmp[8];
            memcpy(tmp, path, sizeof tmp);
            memcpy(path, val, sizeof val);
            memcpy(val, tmp, sizeof tmp);
        }
        int id = (r - 1) * m + (c - 1), other = -1;
        for (int i = 0; i < k; i++)
            if (cell[i] == id) other = k == 2 ? cell[1 - i] : -1;
        vp w = {.n = n, .m = m, .g = g, .rest = other >= 0 ? g[other] : 0};
        lines++;
        if (!why) why = check_line(&w, r, c, path, strcmp(val, "win") == 0);
    }
    if (s == GG_OK && !why && lines != movable) why = "not one line per occupied cell of column >= 2";
    if (s == GG_OK && why) {
        gg_writef(ctx->out, "DISAGREEMENT (analyze): %s\n  position:\n%s  analyze printed:\n", why, in);
        gg_write(ctx->out, o, ol);
        s = gg_diag_set(ctx->diag, GG_ECHECK, "mimo analyze: %s", why);
    }
    gg_writer_close(&out);
    return s;
}

gg_status gg_mimo_verify_positions(gg_ctx *ctx)
{
    uint64_t g[VP_N * VP_M];
    size_t positions = 0;
    for (int n = 1; n <= VP_N; n++)
        for (int m = 1; m <= VP_M; m++) {
            gg_status s = gg_mimo_oracle_values(n, m, g, ctx->diag);
            for (int a = 0; a < n * m && s == GG_OK; a++)
                for (int b = a - 1; b < n * m && s == GG_OK; b++) { /* b = a - 1: one token */
                    int cell[2] = {a, b};
                    s = check_position(ctx, n, m, g, cell, b < a ? 1 : 2);
                    positions++;
                }
            if (s != GG_OK) return s;
        }
    gg_writef(ctx->out, "analyze: %zu positions of one or two tokens on every grid up to %d x %d: values, "
              "winning and losing paths checked against the Sprague-Grundy oracle and every legal path\n",
              positions, VP_N, VP_M);
    return GG_OK;
}
