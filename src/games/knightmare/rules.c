/* rules.c: the rules of knightmare on 0-based cells: targets, knight moves, attacks, the
 * outcome after a move under both readings of the target rule, start validation (the reason
 * a start is illegal), the one enumeration of legal starts, and the one game loop (a game in
 * progress: legal moves, playing one, the result) that every player of the game goes through. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include <gridgames/knightmare.h>

static const int DX[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int DY[8] = {2, 1, -1, -2, -2, -1, 1, 2};

int32_t gg_knightmare_target(int n, int m, gg_knightmare_side side)
{
    /* white (n/2, m/2), black (n/2 + 1, m/2), 1-based */
    return gg_knightmare_cell(m, n / 2 + (side == GG_KNIGHTMARE_BLACK ? 1 : 0), m / 2);
}

int gg_knightmare_adjacent(int m, int32_t a, int32_t b)
{
    int dx = abs((int)(a / m) - (int)(b / m));
    int dy = abs((int)(a % m) - (int)(b % m));
    return (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
}

int gg_knightmare_moves(int n, int m, int32_t c, int32_t out[8])
{
    int x = (int)(c / m), y = (int)(c % m), k = 0;
    for (int i = 0; i < 8; i++) {
        int nx = x + DX[i], ny = y + DY[i];
        if (nx >= 0 && nx < n && ny >= 0 && ny < m) out[k++] = (int32_t)nx * m + ny;
    }
    return k;
}

static gg_knightmare_result won_by(gg_knightmare_side s)
{
    return s == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON;
}

gg_knightmare_result gg_knightmare_after_move(gg_knightmare_board board, int32_t w, int32_t b,
                                              gg_knightmare_side mover)
{
    int n = board.n, m = board.m;
    if (w == b) return won_by(mover);
    int32_t pos[2] = {w, b};
    gg_knightmare_side other = mover == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    if (pos[mover] == gg_knightmare_target(n, m, mover) && !gg_knightmare_adjacent(m, pos[other], pos[mover]))
        return won_by(mover);
    if (board.rule == GG_KNIGHTMARE_RULE_ANY && pos[other] == gg_knightmare_target(n, m, other) &&
        !gg_knightmare_adjacent(m, pos[mover], pos[other]))
        return won_by(other);
    return GG_KNIGHTMARE_GOING;
}

/* Writes the reason to buf and returns a non-NULL pointer. */
static const char *problem(char *buf, size_t sz, const char *fmt, ...)
{
    if (!buf || !sz) return "illegal start";
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sz, fmt, ap);
    va_end(ap);
    return buf;
}

const char *gg_knightmare_start_problem(const gg_knightmare_start *s, char *buf, size_t sz)
{
    if (s->n < GG_KNIGHTMARE_MIN || s->n > GG_KNIGHTMARE_MAX || s->n % 2 != 0 ||
        s->m < GG_KNIGHTMARE_MIN || s->m > GG_KNIGHTMARE_MAX || s->m % 2 != 0)
        return problem(buf, sz, "board %d x %d: both sides must be even and in [%d, %d]", s->n, s->m,
                       GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX);
    if (s->x1 < 1 || s->x1 > s->n || s->y1 < 1 || s->y1 > s->m)
        return problem(buf, sz, "white start (%d,%d) is off the %d x %d board", s->x1, s->y1, s->n, s->m);
    if (s->x2 < 1 || s->x2 > s->n || s->y2 < 1 || s->y2 > s->m)
        return problem(buf, sz, "black start (%d,%d) is off the %d x %d board", s->x2, s->y2, s->n, s->m);
    if (s->x1 == s->x2 && s->y1 == s->y2)
        return problem(buf, sz, "the knights start on the same cell (%d,%d)", s->x1, s->y1);
    if (s->x1 == s->n / 2 && s->y1 == s->m / 2)
        return problem(buf, sz, "white starts on its own target (%d,%d)", s->x1, s->y1);
    if (s->x2 == s->n / 2 + 1 && s->y2 == s->m / 2)
        return problem(buf, sz, "black starts on its own target (%d,%d)", s->x2, s->y2);
    return NULL;
}

/* Steps (x, y) to the next cell of an n x m board; 0 after the last. */
static int next_cell(int n, int m, int *x, int *y)
{
    if (*y < m) {
        (*y)++;
        return 1;
    }
    *y = 1;
    return ++*x <= n;
}

int gg_knightmare_next_start(gg_knightmare_start *s)
{
    if (s->x1 < 1) *s = (gg_knightmare_start){s->n, s->m, 1, 1, 1, 0};
    for (;;) {
        if (!next_cell(s->n, s->m, &s->x2, &s->y2)) {
            s->x2 = 1;
            s->y2 = 1;
            if (!next_cell(s->n, s->m, &s->x1, &s->y1)) return 0;
        }
        if (!gg_knightmare_start_problem(s, NULL, 0)) return 1;
    }
}

void gg_knightmare_game_init(gg_knightmare_game *g, gg_knightmare_board board, const gg_knightmare_start *s)
{
    *g = (gg_knightmare_game){.board = board, .tomove = GG_KNIGHTMARE_WHITE, .result = GG_KNIGHTMARE_GOING};
    g->pos[0] = gg_knightmare_cell(board.m, s->x1, s->y1);
    g->pos[1] = gg_knightmare_cell(board.m, s->x2, s->y2);
}

int gg_knightmare_game_legal(const gg_knightmare_game *g, int32_t to)
{
    return g->result == GG_KNIGHTMARE_GOING && to >= 0 && to < (int32_t)g->board.n * g->board.m &&
           gg_knightmare_adjacent(g->board.m, g->pos[g->tomove], to);
}

gg_knightmare_result gg_knightmare_game_play(gg_knightmare_game *g, int32_t to)
{
    gg_knightmare_side mover = g->tomove;
    g->pos[mover] = to;
    g->moves[mover]++;
    g->result = gg_knightmare_after_move(g->board, g->pos[0], g->pos[1], mover);
    g->tomove = mover == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    return g->result;
}
