/* position.c: the Game with Tokens as a position to analyze and play (gg_pos_ops, play.h).
 *
 * Position format: the judge input (n, then n lines "x y", the black tokens) followed by one
 * line "x y", white's cell; white to move. White's move is one letter U, D, L, R (U: y + 1,
 * R: x + 1), legal when no black token stands on the target. Black's move is n letters, one
 * per black token in input order. White loses when it has no legal move.
 *
 * Values come from the trapping rule (docs/tokens.md), never from a search:
 *   - white to move: black wins exactly when each of the four cones of white holds a token
 *     with dx + dy odd (the start is counted by `solve`); else white wins;
 *   - black to move: black wins exactly when some reply puts a token with odd dx + dy into
 *     each cone. A token with even dx + dy can reach (with one step) some set of cones; the
 *     cones are disjoint, so this is a matching of the four cones to distinct tokens, decided
 *     by Hall's condition over the 15 non-empty sets of cones.
 * Remoteness is not known (reported unknown).
 *
 * The game is infinite, so `over` ends it as the proof allows: white to move with no legal step
 * (black wins), or white to move with a *free* direction, one whose cone holds no token with
 * odd dx + dy: white stepping that way every turn is never blocked again (the proof's "only
 * if": the parity of dx + dy is invariant and dx - |dy| never grows), so white wins.
 *
 * The engine as black plays the proof's strategy: for each cone, the token of that cone (odd
 * dx + dy) nearest white in L1 distance at white's last turn; it steps towards white's row
 * (right and left cones) or column (up and down cones), or straight at white when already on
 * it. The sum over the four cones of that least L1 distance, PSI, drops by at least 2 per round
 * (white's step adds at most 2, the four steps remove 4), and is at least 4 while white can
 * move, so white makes at most (PSI - 4) / 2 moves (gg_tokens_trap_bound). Other tokens step
 * towards white. Invariant: hist holds the letters of every ply played, ply i starting at
 * start[i]; the side to move is the parity of the number of plies.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/play.h>

#include "internal.h"

#define TK_PLAY_N 16             /* play: at most this many tokens ... */
#define TK_PLAY_SPAN 24          /* ... within a box of this many points around white */
#define TK_BLACK_ALTS 8          /* analyze from black: variations of this many tokens */
#define TK_VIEW 31               /* the terminal view shows at most this many columns/rows */

static const char LETTER[4] = {'R', 'L', 'U', 'D'};   /* direction d: cone d */
static const int SX[4] = {1, -1, 0, 0}, SY[4] = {0, 0, 1, -1};
static const char *const DIR_NAME[4] = {"right", "left", "up", "down"};

struct gg_pos {
    size_t n;
    gg_tokens_point *b;          /* the black tokens now */
    int64_t wx, wy;              /* white now */
    char *hist;                  /* letters of the plies */
    size_t hlen, hcap;
    size_t *start;               /* start[i]: first letter of ply i */
    size_t plies, scap;
};

static int64_t iabs(int64_t a) { return a < 0 ? -a : a; }

/* The letter of token i in the legend and the cones (by input order, as on the board). */
static char token_letter(size_t i) { return i < 26 ? (char)('a' + i) : i < 52 ? (char)('A' + i - 26) : '#'; }

/* The cone (0 right, 1 left, 2 up, 3 down) of offset (dx, dy), or -1 (a diagonal, or 0). */
int gg_tokens_cone(int64_t dx, int64_t dy)
{
    int64_t ax = iabs(dx), ay = iabs(dy);
    if (dx > ay) return 0;
    if (-dx > ay) return 1;
    if (dy > ax) return 2;
    if (-dy > ax) return 3;
    return -1;
}

/* The direction of a move letter, in either case; -1 for any other character. */
static int letter_dir(char c)
{
    for (int d = 0; d < 4; d++)
        if (c == LETTER[d] || c == LETTER[d] - 'A' + 'a') return d;
    return -1;
}

/* For white to move: in best[d] the least L1 distance of a token with odd dx + dy in cone d
 * (0 if none) and in who[d] its index; returns the mask of cones held. */
static unsigned held_cones(const gg_pos *p, int64_t wx, int64_t wy, int64_t best[4], size_t who[4])
{
    unsigned mask = 0;
    for (int d = 0; d < 4; d++) best[d] = 0, who[d] = 0;
    for (size_t i = 0; i < p->n; i++) {
        int64_t dx = p->b[i].x - wx, dy = p->b[i].y - wy;
        if (((dx + dy) & 1) == 0) continue;
        int c = gg_tokens_cone(dx, dy);
        if (c < 0) continue;
        int64_t D = iabs(dx) + iabs(dy);
        if (!(mask >> c & 1) || D < best[c]) best[c] = D, who[c] = i;
        mask |= 1u << c;
    }
    return mask;
}

static int occupied(const gg_pos *p, int64_t x, int64_t y)
{
    for (size_t i = 0; i < p->n; i++)
        if (p->b[i].x == x && p->b[i].y == y) return 1;
    return 0;
}

static int white_can(const gg_pos *p, int d) { return !occupied(p, p->wx + SX[d], p->wy + SY[d]); }

/* Black to move: 1 if some reply holds all four cones (Hall's condition); *spread gets the sum
 * over the cones of the least L1 distance of a token that can reach it (white's engine keeps
 * it large). */
static int black_can_trap(const gg_pos *p, int64_t *spread)
{
    size_t count[16] = {0};
    int64_t best[4] = {0, 0, 0, 0};
    for (size_t i = 0; i < p->n; i++) {
        int64_t dx = p->b[i].x - p->wx, dy = p->b[i].y - p->wy;
        if ((dx + dy) & 1) continue;        /* its step makes dx + dy even: serves no cone */
        unsigned m = 0;
        for (int s = 0; s < 4; s++) {
            int c = gg_tokens_cone(dx + SX[s], dy + SY[s]);
            if (c >= 0) m |= 1u << c;
        }
        if (count[m] < 4) count[m]++;
        int64_t D = iabs(dx) + iabs(dy);
        for (int c = 0; c < 4; c++)
            if ((m >> c & 1) && (best[c] == 0 || D < best[c])) best[c] = D;
    }
    if (spread) *spread = best[0] + best[1] + best[2] + best[3];
    for (unsigned S = 1; S < 16; S++) {
        size_t have = 0;
        for (unsigned m = 1; m < 16; m++)
            if (m & S) have += count[m];
        if (have < (size_t)__builtin_popcount(S)) return 0;
    }
    return 1;
}

static int white_to_move(const gg_pos *p) { return p->plies % 2 == 0; }

uint64_t gg_tokens_trap_bound(const gg_pos *p)
{
    int64_t best[4];
    size_t who[4];
    if (!white_to_move(p) || held_cones(p, p->wx, p->wy, best, who) != 15) return UINT64_MAX;
    return (uint64_t)(best[0] + best[1] + best[2] + best[3] - 4) / 2; /* each >= 1 */
}

static gg_status push_ply(gg_pos *p, const char *letters, size_t k, gg_diag *diag)
{
    if (p->plies == p->scap) {
        size_t nc = p->scap ? 2 * p->scap : 64;
        size_t *ns = realloc(p->start, nc * sizeof *ns);
        if (ns == NULL) return gg_diag_nomem(diag);
        p->start = ns, p->scap = nc;
    }
    if (p->hlen + k > p->hcap) {
        size_t nc = p->hcap ? 2 * p->hcap : 256;
        while (nc < p->hlen + k) nc *= 2;
        char *nh = realloc(p->hist, nc);
        if (nh == NULL) return gg_diag_nomem(diag);
        p->hist = nh, p->hcap = nc;
    }
    p->start[p->plies++] = p->hlen;
    memcpy(p->hist + p->hlen, letters, k);
    p->hlen += k;
    return GG_OK;
}

/* Applies (sign 1) or takes back (sign -1) the letters of one ply by the given side. */
static void apply(gg_pos *p, int white, const char *letters, int sign)
{
    if (white) {
        int d = letter_dir(letters[0]);
        p->wx += sign * SX[d], p->wy += sign * SY[d];
        return;
    }
    for (size_t i = 0; i < p->n; i++) {
        int d = letter_dir(letters[i]);
        p->b[i].x += sign * SX[d], p->b[i].y += sign * SY[d];
    }
}

static void tk_free(gg_pos *p)
{
    if (p == NULL) return;
    free(p->b);
    free(p->hist);
    free(p->start);
    free(p);
}

gg_status gg_tokens_pos_new(const gg_tokens_point *pts, size_t n, int64_t wx, int64_t wy, gg_pos **out, gg_diag *diag)
{
    gg_pos *p = calloc(1, sizeof *p);
    if (p == NULL) return gg_diag_nomem(diag);
    p->b = malloc((n ? n : 1) * sizeof *p->b);
    if (p->b == NULL) {
        free(p);
        return gg_diag_nomem(diag);
    }
    memcpy(p->b, pts, n * sizeof *pts);
    p->n = n, p->wx = wx, p->wy = wy;
    *out = p;
    return GG_OK;
}

void gg_tokens_pos_free(gg_pos *p) { tk_free(p); }

/* The judge input, then white's "x y" (not read up to the end: moves may follow). */
static gg_status tk_read(gg_ctx *ctx, gg_pos **out)
{
    int64_t n, x, y, wx, wy;
    gg_status s = gg_read_int(ctx->in, "n", 1, GG_TOKENS_MAX_N, &n);
    if (s != GG_OK) return s;
    gg_tokens_set set;
    gg_tokens_set_init(&set);
    set.pts = malloc((size_t)n * sizeof *set.pts);
    if (set.pts == NULL) return gg_diag_nomem(ctx->diag);
    for (int64_t i = 0; i < n && s == GG_OK; i++) {
        s = gg_read_int(ctx->in, "x", -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &x);
        if (s == GG_OK) s = gg_read_int(ctx->in, "y", -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &y);
        if (s == GG_OK) set.pts[i] = (gg_tokens_point){(int32_t)x, (int32_t)y};
    }
    if (s == GG_OK) s = gg_read_int(ctx->in, "white's x", -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &wx);
    if (s == GG_OK) s = gg_read_int(ctx->in, "white's y", -GG_TOKENS_MAX_COORD, GG_TOKENS_MAX_COORD, &wy);
    if (s == GG_OK) s = gg_tokens_pos_new(set.pts, (size_t)n, wx, wy, out, ctx->diag);
    gg_tokens_set_fini(&set);
    return s;
}

/* A few tokens near the origin (a ring, a cluster or uniform) and a start they trap (an
 * untrappable start would end the game before its first move); drawn again, up to 64 times,
 * until one traps something. */
static gg_status tk_random(gg_ctx *ctx, uint64_t seed, gg_pos **out)
{
    static const char *const shapes[] = {"ring", "uniform", "clustered"};
    gg_rng g;
    gg_rng_seed(&g, seed);
    gg_status s = GG_OK;
    for (int tries = 0; s == GG_OK; tries++) {
        size_t n = (size_t)gg_rng_range(&g, 4, 9), k = 0;
        gg_tokens_point *pts = NULL, *reg = NULL;
        uint64_t count = 0;
        s = gg_tokens_generate(&g, shapes[gg_rng_below(&g, 3)], n, 5, &pts, &k, ctx->diag);
        if (s == GG_OK) s = gg_tokens_region(pts, k, 1000, &reg, &count, ctx->diag);
        if (s == GG_OK && (count > 0 || tries == 63)) {
            int64_t x0, x1, y0, y1, wx, wy;
            gg_tokens_bbox(pts, k, &x0, &x1, &y0, &y1);
            if (count > 0) {
                gg_tokens_point w = reg[gg_rng_below(&g, count)];
                wx = w.x, wy = w.y;
            } else {
                wx = gg_rng_range(&g, x0, x1), wy = gg_rng_range(&g, y0, y1);
            }
            s = gg_tokens_pos_new(pts, k, wx, wy, out, ctx->diag);
            free(reg);
            free(pts);
            return s;
        }
        free(reg);
        free(pts);
    }
    return s;
}

static int tk_to_move(const gg_pos *p) { return white_to_move(p) ? 0 : 1; }

static int tk_over(const gg_pos *p, int *winner, char *why, size_t whysz)
{
    if (!white_to_move(p)) return 0;
    int64_t best[4];
    size_t who[4];
    unsigned mask = held_cones(p, p->wx, p->wy, best, who);
    int can = 0;
    for (int d = 0; d < 4; d++) can |= white_can(p, d);
    if (!can) {
        *winner = 1;
        if (why) snprintf(why, whysz, "white at (%lld, %lld) has no legal move: a black token stands on each neighbour",
                          (long long)p->wx, (long long)p->wy);
        return 1;
    }
    if (mask == 15) return 0;
    int d = 0;
    while (mask >> d & 1) d++;
    *winner = 0;
    if (why)
        snprintf(why, whysz,
                 "white escapes %s: no token of the other parity is in the %s cone, so stepping %c every turn it is "
                 "never blocked (dx + dy keeps its parity; dx - |dy| never grows outside the cone)",
                 DIR_NAME[d], DIR_NAME[d], LETTER[d]);
    return 1;
}

static gg_status tk_eval(gg_pos *p, gg_eval *e, gg_diag *diag)
{
    (void)diag;
    int64_t best[4];
    size_t who[4];
    int black_wins = white_to_move(p) ? held_cones(p, p->wx, p->wy, best, who) == 15 : black_can_trap(p, NULL);
    e->value = black_wins == white_to_move(p) ? GG_VALUE_LOSE : GG_VALUE_WIN;
    e->remoteness = GG_REMOTENESS_UNKNOWN;
    return GG_OK;
}

/* The step of token i (offset (a, b) from white) guarding cone c: towards white's row (right,
 * left cones) or column (up, down), or straight at white when on it. */
static int guard_step(int c, int64_t a, int64_t b)
{
    if (c < 2) return b > 0 ? 3 : b < 0 ? 2 : (c == 0 ? 1 : 0);
    return a > 0 ? 1 : a < 0 ? 0 : (c == 2 ? 3 : 2);
}

/* Black's engine move into letters[0..n): the proof's strategy from white's last turn. */
static void black_engine(const gg_pos *p, char *letters)
{
    for (size_t i = 0; i < p->n; i++) {
        int64_t a = p->b[i].x - p->wx, b = p->b[i].y - p->wy;
        letters[i] = LETTER[iabs(a) >= iabs(b) ? (a > 0 ? 1 : a < 0 ? 0 : 2) : (b > 0 ? 3 : 2)];
    }
    if (p->plies == 0) return;
    int d = letter_dir(p->hist[p->start[p->plies - 1]]);
    int64_t best[4];
    size_t who[4];
    unsigned mask = held_cones(p, p->wx - SX[d], p->wy - SY[d], best, who);
    for (int c = 0; c < 4; c++)
        if (mask >> c & 1) {
            size_t i = who[c];
            letters[i] = LETTER[guard_step(c, p->b[i].x - p->wx, p->b[i].y - p->wy)];
        }
}

/* The value for black of black's move `letters`: the cone rule on the position it leaves. */
static gg_eval black_move_value(gg_pos *p, const char *letters)
{
    int64_t best[4];
    size_t who[4];
    apply(p, 0, letters, 1);
    unsigned mask = held_cones(p, p->wx, p->wy, best, who);
    apply(p, 0, letters, -1);
    return (gg_eval){mask == 15 ? GG_VALUE_WIN : GG_VALUE_LOSE, GG_REMOTENESS_UNKNOWN};
}

/* White: its legal letters. Black: the engine's move, then every move differing from it in one
 * of the first TK_BLACK_ALTS tokens. */
static gg_status tk_moves(gg_pos *p, gg_move_list *out, gg_diag *diag)
{
    gg_status s = GG_OK;
    if (white_to_move(p)) {
        static const int order[4] = {2, 3, 1, 0}; /* U D L R */
        for (int k = 0; k < 4 && s == GG_OK; k++) {
            int d = order[k];
            if (!white_can(p, d)) continue;
            p->wx += SX[d], p->wy += SY[d];
            int trap = black_can_trap(p, NULL);
            p->wx -= SX[d], p->wy -= SY[d];
            char text[2] = {LETTER[d], 0};
            s = gg_move_list_add(out, text, (gg_eval){trap ? GG_VALUE_LOSE : GG_VALUE_WIN, GG_REMOTENESS_UNKNOWN}, diag);
        }
        return s;
    }
    char *m = malloc(p->n + 1);
    if (m == NULL) return gg_diag_nomem(diag);
    black_engine(p, m);
    m[p->n] = 0;
    s = gg_move_list_add(out, m, black_move_value(p, m), diag);
    for (size_t i = 0; i < p->n && i < TK_BLACK_ALTS && s == GG_OK; i++) {
        char keep = m[i];
        for (int d = 0; d < 4 && s == GG_OK; d++) {
            if (LETTER[d] == keep) continue;
            m[i] = LETTER[d];
            s = gg_move_list_add(out, m, black_move_value(p, m), diag);
        }
        m[i] = keep;
    }
    free(m);
    return s;
}

/* The terminal's legal moves. White: its steps. Black: 4^n moves, so the engine's move and, per
 * token, the letters that still win when only that token's letter changes. */
static gg_status tk_legal(gg_pos *p, gg_writer *w, gg_diag *diag)
{
    if (white_to_move(p)) {
        gg_write_str(w, "legal moves:");
        for (int k = 0; k < 4; k++) {
            static const int order[4] = {2, 3, 1, 0}; /* U D L R */
            if (white_can(p, order[k])) gg_writef(w, " [%c]", LETTER[order[k]]);
        }
        gg_write_char(w, '\n');
        return GG_OK;
    }
    char *m = malloc(p->n + 1);
    if (m == NULL) return gg_diag_nomem(diag);
    black_engine(p, m);
    m[p->n] = 0;
    gg_writef(w, "legal moves: 4^%zu = %llu, one letter per token (a b c ... in input order); the engine's move %s %s\n",
              p->n, (unsigned long long)1 << (2 * p->n), m, gg_value_name(black_move_value(p, m).value));
    gg_write_str(w, "one token's letter changed, the rest the engine's, still wins for black with:");
    for (size_t i = 0; i < p->n; i++) {
        char keep = m[i];
        gg_writef(w, " %c:", token_letter(i));
        int any = 0;
        for (int d = 0; d < 4; d++) {
            if (LETTER[d] == keep) continue;
            m[i] = LETTER[d];
            if (black_move_value(p, m).value == GG_VALUE_WIN) gg_write_char(w, LETTER[d]), any = 1;
        }
        if (!any) gg_write_char(w, '-');
        m[i] = keep;
    }
    gg_write_char(w, '\n');
    free(m);
    return GG_OK;
}

static gg_status tk_play(gg_pos *p, const char *move, size_t len, gg_diag *diag)
{
    if (white_to_move(p)) {
        int d = len == 1 ? letter_dir(move[0]) : -1;
        if (d < 0) return gg_diag_set(diag, GG_EINPUT, "white's move is one letter: U, D, L or R (either case)");
        if (!white_can(p, d))
            return gg_diag_set(diag, GG_EINPUT, "a black token stands on (%lld, %lld)", (long long)(p->wx + SX[d]),
                               (long long)(p->wy + SY[d]));
        gg_status s = push_ply(p, move, 1, diag);
        if (s == GG_OK) apply(p, 1, move, 1);
        return s;
    }
    if (len != p->n)
        return gg_diag_set(diag, GG_EINPUT, "black's move is %zu letters U, D, L, R (one per token), not %zu", p->n, len);
    for (size_t i = 0; i < len; i++)
        if (letter_dir(move[i]) < 0)
            return gg_diag_set(diag, GG_EINPUT, "black's move is %zu letters U, D, L, R: '%c' is not one", p->n, move[i]);
    gg_status s = push_ply(p, move, len, diag);
    if (s == GG_OK) apply(p, 0, move, 1);
    return s;
}

static int tk_undo(gg_pos *p)
{
    if (p->plies == 0) return 0;
    p->plies--;
    apply(p, white_to_move(p), p->hist + p->start[p->plies], -1);
    p->hlen = p->start[p->plies];
    return 1;
}

/* White's engine: a winning step if any (a free direction first), else the legal step that
 * leaves black's nearest guards farthest away; ties by rng. */
static gg_status white_engine(gg_pos *p, gg_rng *rng, int *dir)
{
    int64_t best[4], top = -1;
    size_t who[4], ties = 0;
    unsigned mask = held_cones(p, p->wx, p->wy, best, who);
    *dir = -1;
    for (int d = 0; d < 4; d++) {
        if (!white_can(p, d)) continue;
        if (!(mask >> d & 1)) {
            *dir = d;
            return GG_OK;
        }
        int64_t spread;
        p->wx += SX[d], p->wy += SY[d];
        int trap = black_can_trap(p, &spread);
        p->wx -= SX[d], p->wy -= SY[d];
        int64_t score = trap ? spread : INT64_MAX;
        if (score > top) top = score, *dir = d, ties = 1;
        else if (score == top && gg_rng_below(rng, ++ties) == 0) *dir = d;
    }
    return GG_OK;
}

static gg_status tk_best(gg_pos *p, gg_rng *rng, char **move, gg_diag *diag)
{
    *move = malloc(p->n + 2);
    if (*move == NULL) return gg_diag_nomem(diag);
    if (!white_to_move(p)) {
        black_engine(p, *move);
        (*move)[p->n] = 0;
        return GG_OK;
    }
    int d;
    white_engine(p, rng, &d);
    if (d < 0) {
        free(*move);
        *move = NULL;
        return gg_diag_set(diag, GG_EINPUT, "white has no legal move");
    }
    (*move)[0] = LETTER[d], (*move)[1] = 0;
    return GG_OK;
}

static void tk_write(const gg_pos *p, gg_writer *w)
{
    gg_writef(w, "%zu\n", p->n);
    for (size_t i = 0; i < p->n; i++) gg_writef(w, "%d %d\n", p->b[i].x, p->b[i].y);
    gg_writef(w, "%lld %lld\n", (long long)p->wx, (long long)p->wy);
}

/* The token label: a..z, then A..Z, '*' for several on one point. */
static char label_at(const gg_pos *p, int64_t x, int64_t y)
{
    char c = 0;
    for (size_t i = 0; i < p->n; i++)
        if (p->b[i].x == x && p->b[i].y == y) c = c ? '*' : token_letter(i);
    return c;
}

/* The width of the widest row label from y0 to y1. */
static int label_width(int64_t y0, int64_t y1)
{
    char a[24], b[24];
    int la = snprintf(a, sizeof a, "%lld", (long long)y0), lb = snprintf(b, sizeof b, "%lld", (long long)y1);
    return la > lb ? la : lb;
}

static void render_board(const gg_pos *p, gg_writer *w)
{
    int64_t x0 = p->wx, x1 = p->wx, y0 = p->wy, y1 = p->wy;
    for (size_t i = 0; i < p->n; i++) {
        if (p->b[i].x < x0) x0 = p->b[i].x;
        if (p->b[i].x > x1) x1 = p->b[i].x;
        if (p->b[i].y < y0) y0 = p->b[i].y;
        if (p->b[i].y > y1) y1 = p->b[i].y;
    }
    x0--, x1++, y0--, y1++;
    if (x1 - x0 >= TK_VIEW) x0 = p->wx - TK_VIEW / 2, x1 = p->wx + TK_VIEW / 2;
    if (y1 - y0 >= TK_VIEW) y0 = p->wy - TK_VIEW / 2, y1 = p->wy + TK_VIEW / 2;
    int lw = label_width(y0, y1);
    for (int64_t y = y1; y >= y0; y--) {
        gg_writef(w, "%*lld ", lw < 4 ? 4 : lw, (long long)y);
        for (int64_t x = x0; x <= x1; x++) {
            char c = label_at(p, x, y);
            if (x == p->wx && y == p->wy) c = c ? '@' : 'W';
            gg_writef(w, " %c", c ? c : (x == 0 || y == 0 ? '+' : '.'));
        }
        gg_write_char(w, '\n');
    }
    gg_writef(w, "      x from %lld to %lld; W white, a b c ... the black tokens in input order, @ white on a token, "
              "*: several tokens on one point, +: the axes x = 0 and y = 0\n", (long long)x0, (long long)x1);
}

static void tk_render(const gg_pos *p, gg_writer *w)
{
    gg_writef(w, "Game with Tokens: white at (%lld, %lld), %zu black token%s; %s to move\n", (long long)p->wx,
              (long long)p->wy, p->n, gg_tokens_plural(p->n), white_to_move(p) ? "white" : "black");
    render_board(p, w);
    if (!white_to_move(p)) return;
    int64_t best[4];
    size_t who[4];
    unsigned mask = held_cones(p, p->wx, p->wy, best, who);
    gg_write_str(w, "cones (tokens with x + y of the other parity than white's):");
    for (int c = 0; c < 4; c++) {
        const char *sep = c ? "," : "";
        if (mask >> c & 1) gg_writef(w, "%s %s held by %c", sep, DIR_NAME[c], token_letter(who[c]));
        else gg_writef(w, "%s %s FREE", sep, DIR_NAME[c]);
    }
    gg_write_char(w, '\n');
    if (mask == 15)
        gg_writef(w, "black's strategy of the proof leaves white without a move within %llu more white move%s\n",
                  (unsigned long long)gg_tokens_trap_bound(p), gg_tokens_plural(gg_tokens_trap_bound(p)));
}

static gg_status tk_playable(const gg_pos *p, gg_diag *diag)
{
    if (p->n > TK_PLAY_N)
        return gg_diag_set(diag, GG_EINPUT, "play takes at most %d tokens (this position has %zu)", TK_PLAY_N, p->n);
    for (size_t i = 0; i < p->n; i++)
        if (iabs(p->b[i].x - p->wx) > TK_PLAY_SPAN / 2 || iabs(p->b[i].y - p->wy) > TK_PLAY_SPAN / 2)
            return gg_diag_set(diag, GG_EINPUT, "play takes tokens within %d of white in x and y (token %zu is farther)",
                               TK_PLAY_SPAN / 2, i + 1);
    return GG_OK;
}

const gg_pos_ops gg_tokens_pos_ops = {
    .side_name = {"white", "black"},
    .side_option = {"white", "black"},
    .side_title = {"White", "Black"},
    .options = NULL,
    .move_format = "white: one letter U, D, L, R (U: y + 1, R: x + 1; either case); black: one letter per token, in input order",
    .read = tk_read,
    .random = tk_random,
    .free = tk_free,
    .to_move = tk_to_move,
    .over = tk_over,
    .eval = tk_eval,
    .moves = tk_moves,
    .play = tk_play,
    .undo = tk_undo,
    .best = tk_best,
    .write = tk_write,
    .render = tk_render,
    .legal = tk_legal,
    .playable = tk_playable,
    .analyze_help = {.synopsis = "[--best]",
                     .summary = "read a position (the judge input, then white's \"x y\"; white to move): its value, then each "
                                "legal white step U D L R with its value (--best: the best move alone)"},
    .play_help = {.synopsis = "[--side white|black] [--position FILE] [--seed S]",
                  .summary = "play against the engine (default: you are white; at most 16 tokens within 12 of white); black's move "
                             "is one letter per token in input order; ends when white cannot move or a direction is free forever"},
};

