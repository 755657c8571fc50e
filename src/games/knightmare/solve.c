/* solve.c: the winning strategy (the published one, proved in docs/knightmare.md), and the
 * player's side of the judge protocol (the solve action).
 *
 * Knight distance fields to both targets by breadth-first search on flat arrays; the side
 * and plan follow from four distances and the colours of the start cells:
 *  - colours differ: only white can ever capture. White runs straight to its target if it is
 *    no farther from it than black is from its own; else white goes to black's target first
 *    if it can stand there no later than one move after black could, then 3 moves to its own;
 *    else black runs straight to its target.
 *  - same colour: only black can capture. The mirror image, with white moving first.
 * Whatever the plan, the player captures whenever the other knight is one move away. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/reader.h"
#include "internal.h"

#define FAR 0xFFFFu

/* BFS from `src` over the n x m knight graph into dist (0xFFFF for unreached cells: none on
 * a board of these sizes). dist must hold (n + 4) * (m + 4) entries: the search runs on the
 * board padded by two cells on every side, with the border marked as already visited so the
 * inner loop has no bounds checks, and the rows are then moved down in place to the compact
 * layout (cell c = x * m + y). The queue is a ring of `cap` padded indices (a power of two);
 * returns 0 if the frontier ever outgrew it (the caller retries with a ring as large as the
 * board), 1 on success. */
static int bfs(int n, int m, int32_t src, uint16_t *dist, int32_t *ring, size_t cap)
{
    const int32_t W = m + 4, H = n + 4;
    const int32_t off[8] = {2 * W + 1, 2 * W - 1, -2 * W + 1, -2 * W - 1, W + 2, W - 2, -W + 2, -W - 2};
    for (int32_t x = 0; x < H; x++)
        for (int32_t y = 0; y < W; y++)
            dist[(size_t)x * W + y] = (x < 2 || x >= n + 2 || y < 2 || y >= m + 2) ? (uint16_t)(FAR - 1) : (uint16_t)FAR;
    int32_t s0 = (src / m + 2) * W + (src % m + 2);
    size_t head = 0, tail = 0, mask = cap - 1;
    dist[s0] = 0;
    ring[tail++ & mask] = s0;
    while (head < tail) {
        int32_t q = ring[head++ & mask];
        uint16_t nd = (uint16_t)(dist[q] + 1);
        if (tail - head + 8 > cap) return 0;
        for (int i = 0; i < 8; i++) {
            int32_t t = q + off[i];
            if (dist[t] == FAR) {
                dist[t] = nd;
                ring[tail++ & mask] = t;
            }
        }
    }
    for (int32_t x = 0; x < n; x++)
        memmove(dist + (size_t)x * m, dist + (size_t)(x + 2) * W + 2, (size_t)m * sizeof *dist);
    return 1;
}

static int colour(int m, int32_t c) { return (int)((c / m + c % m) & 1); }

gg_status gg_knightmare_player_init(gg_knightmare_player *p, const gg_knightmare_start *s,
                                    gg_diag *diag)
{
    *p = (gg_knightmare_player){0};
    const gg_status st = gg_knightmare_player_reinit(p, s, diag);
    if (st != GG_OK) gg_knightmare_player_fini(p); /* nothing held after a failed _init */
    return st;
}

/* Both fields and the BFS ring share one block (dist[0] points at it; the ring follows the
 * second field), kept across boards by gg_knightmare_player_reinit: a loop over many boards
 * then touches fresh memory only when a board is larger than all before it. */
gg_status gg_knightmare_player_reinit(gg_knightmare_player *p, const gg_knightmare_start *s,
                                      gg_diag *diag)
{
    char why[128];
    if (gg_knightmare_start_problem(s, why, sizeof why)) return gg_diag_set(diag, GG_EINPUT, "%s", why);
    int n = s->n, m = s->m;
    size_t cells = (size_t)n * (size_t)m;
    size_t padded = (size_t)(n + 4) * (size_t)(m + 4), cap = 1;
    while (cap < cells && cap < ((size_t)1 << 17)) cap <<= 1;
    /* 2 * padded uint16_t is a multiple of 4 bytes, so the ring after it is aligned */
    size_t need = 2 * padded * sizeof(uint16_t) + cap * sizeof(int32_t);
    if (need > p->held) {
        free(p->dist[0]);
        p->dist[0] = p->dist[1] = NULL;
        p->held = 0;
        p->n = p->m = 0; /* no board: _restart refuses every start */
        if (!(p->dist[0] = malloc(need))) return gg_diag_nomem(diag);
        p->held = need;
    }
    p->n = n;
    p->m = m;
    p->dist[1] = p->dist[0] + padded;
    int32_t *ring = (int32_t *)(void *)(p->dist[1] + padded), *big = NULL;
    p->target[0] = gg_knightmare_target(n, m, GG_KNIGHTMARE_WHITE);
    p->target[1] = gg_knightmare_target(n, m, GG_KNIGHTMARE_BLACK);
    for (int side = 0; side < 2; side++) {
        if (bfs(n, m, p->target[side], p->dist[side], big ? big : ring, cap)) continue;
        /* the frontier outgrew the ring (not seen on any board up to 1000 x 1000): retry with
         * a ring as large as the board, which always suffices */
        free(big);
        while (cap < cells + 8) cap <<= 1;
        if (!(big = malloc(cap * sizeof(int32_t)))) {
            p->n = p->m = 0; /* the fields are half made: _restart refuses every start */
            return gg_diag_nomem(diag);
        }
        bfs(n, m, p->target[side], p->dist[side], big, cap);
    }
    free(big);
    return gg_knightmare_player_restart(p, s, diag);
}

gg_status gg_knightmare_player_restart(gg_knightmare_player *p, const gg_knightmare_start *s,
                                       gg_diag *diag)
{
    char why[128];
    if (gg_knightmare_start_problem(s, why, sizeof why)) return gg_diag_set(diag, GG_EINPUT, "%s", why);
    if (s->n != p->n || s->m != p->m)
        return gg_diag_set(diag, GG_EINPUT, "player restart: board %d x %d, fields for %d x %d", s->n,
                           s->m, p->n, p->m);
    int m = p->m;
    p->pos[0] = gg_knightmare_cell(m, s->x1, s->y1);
    p->pos[1] = gg_knightmare_cell(m, s->x2, s->y2);
    p->moves = 0;
    p->via_done = 0;
    int32_t w = p->pos[0], b = p->pos[1];
    int dW = p->dist[0][w], dB = p->dist[1][b];   /* each to its own target */
    int dWB = p->dist[1][w], dBW = p->dist[0][b]; /* each to the other's target */
    if (colour(m, w) != colour(m, b)) {           /* only white can capture */
        if (dW <= dB) {
            p->side = GG_KNIGHTMARE_WHITE;
            p->plan = GG_KNIGHTMARE_PLAN_STRAIGHT;
        } else if (dWB <= dB + 1) {
            p->side = GG_KNIGHTMARE_WHITE;
            p->plan = GG_KNIGHTMARE_PLAN_VIA;
        } else {
            p->side = GG_KNIGHTMARE_BLACK;
            p->plan = GG_KNIGHTMARE_PLAN_STRAIGHT;
        }
        p->hunter = p->side == GG_KNIGHTMARE_WHITE;
    } else {                                      /* only black can capture */
        if (dB < dW) {
            p->side = GG_KNIGHTMARE_BLACK;
            p->plan = GG_KNIGHTMARE_PLAN_STRAIGHT;
        } else if (dBW <= dW) {
            p->side = GG_KNIGHTMARE_BLACK;
            p->plan = GG_KNIGHTMARE_PLAN_VIA;
        } else {
            p->side = GG_KNIGHTMARE_WHITE;
            p->plan = GG_KNIGHTMARE_PLAN_STRAIGHT;
        }
        p->hunter = p->side == GG_KNIGHTMARE_BLACK;
    }
    int me = p->side, other = 1 - me;
    p->dist_own = p->dist[me][p->pos[me]];
    p->dist_opp_own = p->dist[other][p->pos[other]];
    p->dist_via = p->dist[other][p->pos[me]];
    p->dist_opp_via = p->dist[me][p->pos[other]];
    p->expected_moves = p->plan == GG_KNIGHTMARE_PLAN_STRAIGHT ? p->dist_own : p->dist_via + 3;
    /* a knight may start on the other's target: then the first leg of PLAN_VIA is done */
    p->via_done = p->plan == GG_KNIGHTMARE_PLAN_VIA && p->pos[me] == p->target[other];
    return GG_OK;
}

void gg_knightmare_player_fini(gg_knightmare_player *p)
{
    free(p->dist[0]); /* the one block, dist[1] within it */
    p->dist[0] = p->dist[1] = NULL;
    p->held = 0;
}

int32_t gg_knightmare_player_next(const gg_knightmare_player *p)
{
    int me = p->side, other = 1 - me;
    int32_t cur = p->pos[me];
    if (gg_knightmare_adjacent(p->m, cur, p->pos[other])) return p->pos[other]; /* capture */
    const uint16_t *field =
        p->plan == GG_KNIGHTMARE_PLAN_VIA && !p->via_done ? p->dist[other] : p->dist[me];
    int32_t nb[8];
    int k = gg_knightmare_moves(p->n, p->m, cur, nb);
    for (int i = 0; i < k; i++)
        if (field[nb[i]] + 1 == field[cur]) return nb[i];
    return nb[0]; /* only when standing on the goal already, which the plan never does */
}

void gg_knightmare_player_apply(gg_knightmare_player *p, gg_knightmare_side who, int32_t c)
{
    p->pos[who] = c;
    if ((int)who == (int)p->side) {
        p->moves++;
        if (p->plan == GG_KNIGHTMARE_PLAN_VIA && c == p->target[1 - p->side]) p->via_done = 1;
    }
}

void gg_knightmare_player_describe(const gg_knightmare_player *p, char *buf, int bufsz)
{
    static const char *const NAME[2] = {"WHITE", "BLACK"};
    static const char *const LOWER[2] = {"white", "black"};
    int me = p->side, other = 1 - me, m = p->m;
    int tx = gg_knightmare_row(m, p->target[me]), ty = gg_knightmare_col(m, p->target[me]);
    int ox = gg_knightmare_row(m, p->target[other]), oy = gg_knightmare_col(m, p->target[other]);
    if (p->plan == GG_KNIGHTMARE_PLAN_STRAIGHT)
        snprintf(buf, (size_t)bufsz,
                 "%s (%s): straight to its target (%d,%d) in %d; %s needs %d to its own",
                 NAME[me], p->hunter ? "the side that can capture" : "cannot be captured", tx, ty,
                 p->dist_own, LOWER[other], p->dist_opp_own);
    else
        snprintf(buf, (size_t)bufsz,
                 "%s (the side that can capture): %d to %s's target (%d,%d), %s needs %d to it, "
                 "then 3 to its own (%d,%d)",
                 NAME[me], p->dist_via, LOWER[other], ox, oy, LOWER[other], p->dist_opp_own, tx, ty);
}

/* Reads the judge's move for knight `who`: a legal knight move from its cell, or -1 -1
 * (returns GG_ECHECK with a message). */
static gg_status read_judge_move(gg_reader *r, const gg_knightmare_player *p, gg_knightmare_side who,
                                 int32_t *cell)
{
    int64_t x, y;
    int big = p->n > p->m ? p->n : p->m;
    gg_status st;
    if ((st = gg_read_int(r, "the judge's row x", -1, big, &x)) != GG_OK) return st;
    if (x == -1) {
        if ((st = gg_read_int(r, "the judge's column y", -1, -1, &y)) != GG_OK) return st;
        return gg_diag_set(gg_reader_diag(r), GG_ECHECK,
                           "the judge answered -1 -1 (our last move was illegal, we lost, or we used %d moves)",
                           GG_KNIGHTMARE_MOVE_LIMIT);
    }
    if (x < 1 || x > p->n)
        return gg_reader_fail(r, 0, "the judge's row x must be in [1, %d] (or -1 -1), found %lld", p->n,
                              (long long)x);
    uint64_t line = gg_reader_token_line(r);
    if ((st = gg_read_int(r, "the judge's column y", 1, p->m, &y)) != GG_OK) return st;
    if (gg_reader_token_line(r) != line) /* "6\n3": each move is one line */
        return gg_diag_set(gg_reader_diag(r), GG_EINPUT,
                           "%s:%llu: the judge's column y is missing: a move is one line \"x y\"", gg_reader_name(r),
                           (unsigned long long)line);
    if ((st = gg_read_eol(r, "the judge's move")) != GG_OK) return st; /* "6 3 junk" */
    int32_t from = p->pos[who], to = gg_knightmare_cell(p->m, (int)x, (int)y);
    if (!gg_knightmare_adjacent(p->m, from, to))
        return gg_reader_fail(r, 0, "illegal move: %s cannot go from (%d,%d) to (%lld,%lld) in one knight move",
                              gg_knightmare_side_lower[who], gg_knightmare_row(p->m, from),
                              gg_knightmare_col(p->m, from), (long long)x, (long long)y);
    *cell = to;
    return GG_OK;
}

/* The protocol, from the player's side: the judge's lines are validated (an unparsable or
 * illegal move is a located input error, exit 3; "-1 -1" ends the game as a loss, exit 1);
 * output is flushed after every line; after a winning move the player stops at once. */
gg_status gg_knightmare_serve(gg_reader *r, gg_writer *w, gg_diag *diag)
{
    gg_knightmare_start s;
    gg_status st;
    if ((st = gg_knightmare_read_start(r, &s)) != GG_OK) return st;
    if ((st = gg_read_eol(r, "the start line (x1 y1 x2 y2)")) != GG_OK) return st;
    gg_knightmare_player p;
    if ((st = gg_knightmare_player_init(&p, &s, diag)) != GG_OK) return st;
    gg_knightmare_side me = p.side, other = me == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    gg_write_str(w, gg_knightmare_side_upper[me]);
    gg_write_char(w, '\n');
    st = gg_writer_flush(w);
    gg_knightmare_game g;
    gg_knightmare_game_init(&g, (gg_knightmare_board){s.n, s.m, GG_KNIGHTMARE_RULE_MOVER}, &s);
    while (st == GG_OK) {
        gg_knightmare_side mover = g.tomove;
        int32_t c = 0;
        if (mover == other) {
            if ((st = read_judge_move(r, &p, other, &c)) != GG_OK) break;
        } else {
            c = gg_knightmare_player_next(&p);
            gg_write_i64(w, gg_knightmare_row(p.m, c));
            gg_write_char(w, ' ');
            gg_write_i64(w, gg_knightmare_col(p.m, c));
            gg_write_char(w, '\n');
            if ((st = gg_writer_flush(w)) != GG_OK) break;
        }
        gg_knightmare_player_apply(&p, mover, c);
        if (gg_knightmare_game_play(&g, c) == GG_KNIGHTMARE_GOING) continue;
        if (mover == other)
            st = gg_diag_set(diag, GG_ECHECK, "the judge's move to (%d,%d) wins the game for %s",
                             gg_knightmare_row(p.m, c), gg_knightmare_col(p.m, c), gg_knightmare_side_lower[other]);
        break; /* we won: stop at once */
    }
    gg_knightmare_player_fini(&p);
    return st;
}
