/* window.c: the whole game with up to 4 black tokens by retrograde analysis on a window of
 * offsets, and white's "run forever" certificate; both straight from the rules.
 *
 * Window game. A position (white to move) is the multiset of the black tokens' offsets
 * (black - white), each with |dx|, |dy| <= R. White steps in one of four directions, not
 * onto a token; all offsets shift by minus the step and tokens leaving the window are
 * forgotten. Black then steps every remembered token, each to a neighbouring offset inside
 * the window. White loses when it has no legal step. Black is only handicapped compared with
 * the real game (forgotten tokens still stand on the board and only take options away from
 * white; black's steps are a subset of its real ones), so a black win here is a black win
 * there: black plays the window strategy with the remembered tokens and anything with the
 * others. We compute black's winning set as a least fixed point (attractor): stuck positions
 * first, then round by round positions where every legal white step leads to a position from
 * which some black step reaches the set.
 *
 * Multisets are sorted 4-tuples of cells 0..M-1 with the extra cell M meaning "no token";
 * positions and black-to-move positions each get a bit in an array indexed by the tuple's
 * rank in the combinatorial number system (t0 <= t1 <= t2 <= t3 becomes the strictly
 * increasing t_i + i, ranked C(t0,1) + C(t1+1,2) + C(t2+2,3) + C(t3+3,4)).
 *
 * White's certificate. If, in some direction, no single token can ever stand on the square in
 * front of a white token that steps that way every turn, white steps that way forever and
 * wins. For "right" a token's offset goes (dx, dy) -> (dx - 1 + bx, dy + by); dx - |dy| never
 * grows along that (a step right keeps it, up or down lowers dx by one and changes |dy| by one,
 * left lowers it by two) and the target (1, 0) has dx - |dy| = 1, so only offsets with
 * dx - |dy| >= 1 and dx <= dx0 matter: a finite breadth-first search decides it exactly.
 */
#include <stdlib.h>
#include <string.h>

#include <gridgames/tokens.h>

#include "internal.h"

static const int MX[4] = {1, -1, 0, 0}, MY[4] = {0, 0, 1, -1};

struct gg_tokens_window {
    int R, side, M, B;          /* radius, 2R+1, cells, M+1 */
    uint8_t *wwon, *bwon;       /* bitsets over tuple ranks: white-to-move / black-to-move won */
    uint64_t binom[5][260];     /* binom[k][x] = C(x, k) */
    int16_t shift[4][256];      /* cell after white steps m (M: forgotten) */
    int16_t nb[256][4];         /* neighbouring cell inside the window or -1 */
    int16_t front[4];           /* cell of offset m (the square white would step onto) */
    uint64_t states, won;
    int rounds;
};

/* The rank of a sorted tuple. */
static inline uint64_t tidx(const gg_tokens_window *w, const int *t)
{
    return w->binom[1][t[0]] + w->binom[2][t[1] + 1] + w->binom[3][t[2] + 2] + w->binom[4][t[3] + 3];
}

static inline int getbit(const uint8_t *a, uint64_t i)
{
    return a[i >> 3] >> (i & 7) & 1;
}

static inline void setbit(uint8_t *a, uint64_t i)
{
    a[i >> 3] |= (uint8_t)(1u << (i & 7));
}

static inline void sort4(int *t)
{
#define SW(i, j)                         \
    if (t[i] > t[j]) {                   \
        int x_ = t[i];                   \
        t[i] = t[j];                     \
        t[j] = x_;                       \
    }
    SW(0, 1) SW(2, 3) SW(0, 2) SW(1, 3) SW(1, 2)
#undef SW
}

static int cell_of(const gg_tokens_window *w, int64_t dx, int64_t dy)
{
    if (dx < -w->R || dx > w->R || dy < -w->R || dy > w->R) return -1;
    return (int)(dx + w->R) * w->side + (int)(dy + w->R);
}

typedef struct ulist {
    uint32_t *a;
    size_t n, cap;
} ulist;

static int ulist_push(ulist *l, uint32_t x)
{
    if (l->n == l->cap) {
        size_t nc = l->cap ? 2 * l->cap : 1024;
        uint32_t *na = realloc(l->a, nc * sizeof *na);
        if (!na) return 0;
        l->a = na;
        l->cap = nc;
    }
    l->a[l->n++] = x;
    return 1;
}

static uint32_t pack(const int *t)
{
    return (uint32_t)t[0] | (uint32_t)t[1] << 8 | (uint32_t)t[2] << 16 | (uint32_t)t[3] << 24;
}

static void unpack(uint32_t x, int *t)
{
    for (int i = 0; i < 4; i++) t[i] = (int)(x >> (8 * i) & 0xff);
}

/* Marks every black-to-move position from which one black step reaches won position s. */
static void mark_predecessors(gg_tokens_window *w, const int *s)
{
    int k = 0;
    while (k < 4 && s[k] != w->M) k++;
    int choice[4] = {0, 0, 0, 0}, t[4];
    for (;;) {
        int ok = 1;
        for (int i = 0; i < 4; i++) {
            if (i < k) {
                t[i] = w->nb[s[i]][choice[i]]; /* the token came from a neighbour */
                if (t[i] < 0) ok = 0;
            } else {
                t[i] = w->M;
            }
        }
        if (ok) {
            sort4(t);
            setbit(w->bwon, tidx(w, t));
        }
        int i = 0;
        while (i < k && ++choice[i] == 4) choice[i++] = 0;
        if (i == k) break;
    }
}

static int white_stuck(const gg_tokens_window *w, const int *s)
{
    for (int m = 0; m < 4; m++) {
        int occ = 0;
        for (int i = 0; i < 4; i++) occ |= s[i] == w->front[m];
        if (!occ) return 0;
    }
    return 1;
}

/* 1 if every legal white step from s leads to a black-to-move position already won. */
static int all_steps_won(const gg_tokens_window *w, const int *s)
{
    for (int m = 0; m < 4; m++) {
        int occ = 0, t[4];
        for (int i = 0; i < 4; i++) occ |= s[i] == w->front[m];
        if (occ) continue;
        for (int i = 0; i < 4; i++) t[i] = w->shift[m][s[i]];
        sort4(t);
        if (!getbit(w->bwon, tidx(w, t))) return 0;
    }
    return 1;
}

gg_status gg_tokens_window_new(int radius, gg_tokens_window **out, gg_diag *diag)
{
    *out = NULL;
    if (radius < 1 || radius > GG_TOKENS_WINDOW_MAX_RADIUS)
        return gg_diag_set(diag, GG_EUSAGE, "window radius %d: must be 1..%d", radius, GG_TOKENS_WINDOW_MAX_RADIUS);
    gg_tokens_window *w = calloc(1, sizeof *w);
    if (!w) return gg_diag_nomem(diag);
    w->R = radius;
    w->side = 2 * radius + 1;
    w->M = w->side * w->side;
    w->B = w->M + 1;
    for (int x = 0; x < 260; x++) {
        w->binom[0][x] = 1;
        for (int k = 1; k < 5; k++) w->binom[k][x] = x == 0 ? 0 : w->binom[k][x - 1] + w->binom[k - 1][x - 1];
    }
    uint64_t total = w->binom[4][w->B + 3], bytes = total / 8 + 1; /* multisets of 4 from B */
    w->wwon = calloc(bytes, 1);
    w->bwon = calloc(bytes, 1);
    if (!w->wwon || !w->bwon) {
        gg_tokens_window_free(w);
        return gg_diag_nomem(diag);
    }
    for (int m = 0; m < 4; m++) {
        w->front[m] = (int16_t)cell_of(w, MX[m], MY[m]);
        w->shift[m][w->M] = (int16_t)w->M;
    }
    for (int dx = -radius; dx <= radius; dx++)
        for (int dy = -radius; dy <= radius; dy++) {
            int c = cell_of(w, dx, dy);
            for (int m = 0; m < 4; m++) {
                int s = cell_of(w, dx - MX[m], dy - MY[m]);
                w->shift[m][c] = (int16_t)(s < 0 ? w->M : s);
                w->nb[c][m] = (int16_t)cell_of(w, dx + MX[m], dy + MY[m]);
            }
        }
    ulist fresh = {0}, next = {0};
    int t[4];
    int M = w->M;
    gg_status st = GG_OK;
    for (t[0] = 0; t[0] <= M; t[0]++)
        for (t[1] = t[0]; t[1] <= M; t[1]++)
            for (t[2] = t[1]; t[2] <= M; t[2]++)
                for (t[3] = t[2]; t[3] <= M; t[3]++) {
                    w->states++;
                    if (white_stuck(w, t)) {
                        setbit(w->wwon, tidx(w, t));
                        if (!ulist_push(&fresh, pack(t))) st = GG_ENOMEM;
                    }
                }
    while (st == GG_OK && fresh.n > 0) {
        w->won += fresh.n;
        w->rounds++;
        for (size_t i = 0; i < fresh.n; i++) {
            unpack(fresh.a[i], t);
            mark_predecessors(w, t);
        }
        next.n = 0;
        for (t[0] = 0; t[0] <= M; t[0]++)
            for (t[1] = t[0]; t[1] <= M; t[1]++)
                for (t[2] = t[1]; t[2] <= M; t[2]++)
                    for (t[3] = t[2]; t[3] <= M; t[3]++) {
                        uint64_t i = tidx(w, t);
                        if (getbit(w->wwon, i) || !all_steps_won(w, t)) continue;
                        if (!ulist_push(&next, pack(t))) st = GG_ENOMEM;
                    }
        /* set the bits after the sweep, so a round adds exactly the positions won in one
         * more round (the rounds count is then the longest forced win) */
        for (size_t i = 0; i < next.n; i++) {
            unpack(next.a[i], t);
            setbit(w->wwon, tidx(w, t));
        }
        ulist tmp = fresh;
        fresh = next;
        next = tmp;
    }
    free(fresh.a);
    free(next.a);
    if (st != GG_OK) {
        gg_tokens_window_free(w);
        return gg_diag_nomem(diag);
    }
    *out = w;
    return GG_OK;
}

void gg_tokens_window_free(gg_tokens_window *w)
{
    if (!w) return;
    free(w->wwon);
    free(w->bwon);
    free(w);
}

int gg_tokens_window_radius(const gg_tokens_window *w)
{
    return w->R;
}

void gg_tokens_window_stats(const gg_tokens_window *w, uint64_t *states, uint64_t *won, int *rounds)
{
    *states = w->states;
    *won = w->won;
    *rounds = w->rounds;
}

int gg_tokens_window_black_wins(const gg_tokens_window *w, const int64_t *dx, const int64_t *dy,
                                size_t k)
{
    if (k > 4) return -1;
    int t[4] = {w->M, w->M, w->M, w->M};
    for (size_t i = 0; i < k; i++) {
        t[i] = cell_of(w, dx[i], dy[i]);
        if (t[i] < 0) return -1;
    }
    sort4(t);
    return getbit(w->wwon, tidx(w, t));
}

/* ---- white's certificate ---------------------------------------------------------------- */

#define RUN_MAX 64

/* 1 if one token at offset (dx, dy) can ever be at (1, 0) at white's turn while white steps
 * right every turn. Offsets with dx > RUN_MAX count as "can" (no proof claimed). */
int gg_tokens_can_block_right(int64_t dx0, int64_t dy0)
{
    if (dx0 - (dy0 < 0 ? -dy0 : dy0) < 1) return 0;
    if (dx0 > RUN_MAX) return 1;
    int D = (int)dx0, side = 2 * D + 1;
    /* live offsets: 1 <= dx <= D, |dy| <= dx - 1 */
    uint8_t seen[(RUN_MAX + 1) * (2 * RUN_MAX + 1)];
    int qx[(RUN_MAX + 1) * (2 * RUN_MAX + 1)], qy[(RUN_MAX + 1) * (2 * RUN_MAX + 1)];
    memset(seen, 0, (size_t)(D + 1) * side);
    int head = 0, tail = 0;
    qx[tail] = D;
    qy[tail++] = (int)dy0;
    seen[D * side + (int)dy0 + D] = 1;
    while (head < tail) {
        int x = qx[head], y = qy[head++];
        if (x == 1 && y == 0) return 1;
        for (int b = 0; b < 4; b++) {
            int nx = x - 1 + MX[b], ny = y + MY[b];
            if (nx - (ny < 0 ? -ny : ny) < 1) continue; /* dead: can never block */
            if (seen[nx * side + ny + D]) continue;
            seen[nx * side + ny + D] = 1;
            qx[tail] = nx;
            qy[tail++] = ny;
        }
    }
    return 0;
}

int gg_tokens_white_runs_free(const int64_t *dx, const int64_t *dy, size_t k)
{
    for (int d = 0; d < 4; d++) {
        int blocked = 0;
        for (size_t i = 0; i < k && !blocked; i++) {
            /* turn direction d into "right" by a symmetry of the grid */
            int64_t x = dx[i], y = dy[i], rx, ry;
            switch (d) {
            case 0: rx = x; ry = y; break;
            case 1: rx = -x; ry = y; break;
            case 2: rx = y; ry = x; break;
            default: rx = -y; ry = x; break;
            }
            blocked = gg_tokens_can_block_right(rx, ry);
        }
        if (!blocked) return 1;
    }
    return 0;
}
