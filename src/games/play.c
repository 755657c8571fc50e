/* play.c: the two actions every playable game shares, over its gg_pos_ops table (play.h).
 *
 * analyze: one position in, its value and every move's value out, in the game's order (scripts
 *          read it); --best: only the line of the first move in the best-first order
 *          (gg_move_list_sort_best's), the one `b` shows in play.
 * play:    a person against the engine. Two faces on one loop:
 *   - a terminal (stdin and stdout are terminals, as ctx->host tells: the library itself never
 *     asks the system, and without a host it is the line protocol): without --position a fair
 *     start (the first of FAIR_TRIES seeded starts where the person's side can win, else the
 *     person is told, before the first move, that the side is lost and which side wins), the
 *     position drawn, the engine's prediction before every move of the person, the legal moves,
 *     the keys (KEY_* below, letters no game's moves use: `b` the best move and its value, `a`
 *     play it, `h` every move best first, capped to a screen, `z` undo, `q` quit), and after
 *     the game the value history;
 *   - a line protocol (anything else, for scripts, tests and the browser): the position first
 *     (unless --position), then one move per line; the engine answers `move MOVE`, a bad move
 *     gets `illegal: REASON` and is read again, and the game ends with `result ... wins` (or
 *     `result draw`). Output is flushed before every read, so a script can answer move by move.
 * Invariants: the history holds one entry per ply played, with the value of the position before
 * it for the player who moved; undo pops it. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gridgames/host.h>
#include <gridgames/play.h>

#include "../core/reader.h"

#define MAX_PLIES 1000000   /* a game longer than this is stopped (no game here comes near) */
#define SHOW_MOVES 24       /* legal moves listed in the terminal view before "..." */
#define HINT_LINES 20       /* `h` lists this many moves, then "N more" */
#define FAIR_TRIES 64       /* seeded starts tried for one the person's side can win */

/* The keys of the terminal view: no game's move contains these letters (moves are numbers and
 * the letters L, U, D, R, read in either case), so a key never shadows a move. */
#define KEY_BEST 'b'
#define KEY_ACCEPT 'a'
#define KEY_LIST 'h'
#define KEY_UNDO 'z'
#define KEY_QUIT 'q'

const char *gg_value_name(gg_value v)
{
    switch (v) {
    case GG_VALUE_WIN: return "win";
    case GG_VALUE_LOSE: return "lose";
    case GG_VALUE_DRAW: return "draw";
    default: return "unknown";
    }
}

gg_status gg_move_list_add(gg_move_list *l, const char *move, gg_eval eval, gg_diag *diag)
{
    if (l->len == l->cap) {
        size_t ncap = l->cap ? 2 * l->cap : 16;
        gg_move_eval *ni = realloc(l->items, ncap * sizeof *ni);
        if (ni == NULL) return gg_diag_nomem(diag);
        l->items = ni;
        l->cap = ncap;
    }
    char *copy = malloc(strlen(move) + 1);
    if (copy == NULL) return gg_diag_nomem(diag);
    strcpy(copy, move);
    l->items[l->len].move = copy;
    l->items[l->len].eval = eval;
    l->len++;
    return GG_OK;
}

void gg_move_list_clear(gg_move_list *l)
{
    for (size_t i = 0; i < l->len; i++) free(l->items[i].move);
    l->len = 0;
}

void gg_move_list_fini(gg_move_list *l)
{
    gg_move_list_clear(l);
    free(l->items);
    l->items = NULL;
    l->cap = 0;
}

int gg_move_ints(const char *m, size_t len, int64_t *v, int n, size_t *rest)
{
    size_t i = 0;
    for (int k = 0; k < n; k++) {
        while (i < len && (m[i] == ' ' || m[i] == '\t')) i++;
        if (i == len || m[i] < '0' || m[i] > '9') return 0;
        int64_t x = 0;
        for (; i < len && m[i] >= '0' && m[i] <= '9'; i++) {
            if (x > (INT64_MAX - (m[i] - '0')) / 10) return 0;
            x = x * 10 + (m[i] - '0');
        }
        if (i < len && m[i] != ' ' && m[i] != '\t') return 0;
        v[k] = x;
    }
    while (i < len && (m[i] == ' ' || m[i] == '\t')) i++;
    if (rest) *rest = i;
    else if (i != len) return 0;
    return 1;
}

/* The value of a position for the player who just moved into it. */
static gg_eval for_mover(gg_eval e)
{
    gg_eval r = e;
    if (e.value == GG_VALUE_WIN) r.value = GG_VALUE_LOSE;
    else if (e.value == GG_VALUE_LOSE) r.value = GG_VALUE_WIN;
    if (e.remoteness != GG_REMOTENESS_UNKNOWN) r.remoteness = e.remoteness + 1;
    return r;
}

static void write_eval(gg_writer *w, gg_eval e, const char *sep)
{
    gg_write_str(w, gg_value_name(e.value));
    if (e.remoteness != GG_REMOTENESS_UNKNOWN) gg_writef(w, "%s%lld", sep, (long long)e.remoteness);
}

gg_status gg_best_move(gg_status (*moves)(gg_pos *p, gg_move_list *out, gg_diag *diag), gg_pos *p, gg_rng *rng,
                       char **move, gg_diag *diag)
{
    gg_move_list l = {0};
    gg_status s = moves(p, &l, diag);
    size_t pick = 0, ties = 0;
    for (size_t i = 0; s == GG_OK && i < l.len; i++) {
        const gg_eval *e = &l.items[i].eval, *b = &l.items[pick].eval;
        int better;
        if (i == 0) better = 1;
        else if (e->value != b->value) better = e->value == GG_VALUE_WIN;
        else if (e->remoteness == b->remoteness) better = -1;
        else better = (e->value == GG_VALUE_WIN) == (e->remoteness < b->remoteness);
        if (better == 1) pick = i, ties = 1;
        else if (better == -1 && gg_rng_below(rng, ++ties) == 0) pick = i;
    }
    if (s == GG_OK && l.len == 0) s = gg_diag_set(diag, GG_EINPUT, "no legal move");
    if (s == GG_OK) {
        *move = malloc(strlen(l.items[pick].move) + 1);
        if (*move == NULL) s = gg_diag_nomem(diag);
        else strcpy(*move, l.items[pick].move);
    }
    gg_move_list_fini(&l);
    return s;
}

/* The sort key of a move for the player who makes it: wins first, the quickest first (unknown
 * lengths after known ones), then draws, unknown values, and losses, the longest first. */
static int rank_of(gg_eval e, int64_t *len)
{
    int known = e.remoteness != GG_REMOTENESS_UNKNOWN;
    *len = known ? e.remoteness : INT64_MAX;
    if (e.value == GG_VALUE_WIN) return 0;
    if (e.value == GG_VALUE_DRAW) return 1;
    if (e.value != GG_VALUE_LOSE) return 2;
    *len = known ? INT64_MAX - e.remoteness : INT64_MAX;
    return 3;
}

static int better_first(const gg_move_eval *a, const gg_move_eval *b)
{
    int64_t la, lb;
    int ra = rank_of(a->eval, &la), rb = rank_of(b->eval, &lb);
    if (ra != rb) return ra < rb ? -1 : 1;
    return la < lb ? -1 : la > lb;
}

gg_status gg_move_list_sort_best(gg_move_list *l, gg_diag *diag)
{
    if (l->len < 2) return GG_OK;
    gg_move_eval *tmp = malloc(l->len * sizeof *tmp);
    if (tmp == NULL) return gg_diag_nomem(diag);
    gg_move_eval *from = l->items, *to = tmp;
    for (size_t width = 1; width < l->len; width *= 2) { /* bottom-up merge sort: stable */
        for (size_t lo = 0; lo < l->len; lo += 2 * width) {
            size_t mid = lo + width < l->len ? lo + width : l->len;
            size_t hi = mid + width < l->len ? mid + width : l->len;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) to[k++] = better_first(&from[j], &from[i]) < 0 ? from[j++] : from[i++];
            while (i < mid) to[k++] = from[i++];
            while (j < hi) to[k++] = from[j++];
        }
        gg_move_eval *t = from;
        from = to, to = t;
    }
    if (from != l->items) memcpy(l->items, from, l->len * sizeof *tmp);
    free(tmp);
    return GG_OK;
}

/* Checks the options: the generic ones (NULL-terminated `generic`) and the game's own. */
static gg_status check_options(gg_ctx *ctx, const gg_pos_ops *ops, const char *const *generic)
{
    const char *known[32];
    size_t k = 0;
    for (size_t i = 0; generic[i] && k < 31; i++) known[k++] = generic[i];
    for (size_t i = 0; ops->options && ops->options[i] && k < 31; i++) known[k++] = ops->options[i];
    known[k] = NULL;
    return gg_args_check(ctx, known);
}

/* One analyze line: the game's own layout, or "MOVE VALUE[ R]". */
static void write_move_line(const gg_pos_ops *ops, const gg_move_eval *m, gg_writer *w)
{
    if (ops->write_line) {
        ops->write_line(m, w);
        return;
    }
    gg_writef(w, "%s ", m->move);
    write_eval(w, m->eval, " ");
    gg_write_char(w, '\n');
}

gg_status gg_analyze_write(const gg_pos_ops *ops, gg_pos *p, gg_writer *w, gg_diag *diag)
{
    gg_eval e;
    gg_move_list l = {0};
    gg_status s = ops->eval(p, &e, diag);
    if (s == GG_OK) s = ops->moves(p, &l, diag);
    if (s == GG_OK) {
        gg_write_str(w, "value ");
        write_eval(w, e, " remoteness ");
        gg_write_char(w, '\n');
        for (size_t i = 0; i < l.len; i++) write_move_line(ops, &l.items[i], w);
    }
    gg_move_list_fini(&l);
    return s;
}

/* The index of the first move in the best-first order (0 for an empty list). */
static size_t best_index(const gg_move_list *l)
{
    size_t pick = 0;
    for (size_t i = 1; i < l->len; i++)
        if (better_first(&l->items[i], &l->items[pick]) < 0) pick = i;
    return pick;
}

/* analyze --best: the line of the first move in the best-first order, nothing when no move. */
static gg_status analyze_best(const gg_pos_ops *ops, gg_pos *p, gg_writer *w, gg_diag *diag)
{
    gg_move_list l = {0};
    gg_status s = ops->moves(p, &l, diag);
    if (s == GG_OK && l.len > 0) write_move_line(ops, &l.items[best_index(&l)], w);
    gg_move_list_fini(&l);
    return s;
}

gg_status gg_analyze_action(gg_ctx *ctx)
{
    const gg_pos_ops *ops = ctx->game->pos;
    static const char *const generic[] = {"best=0", NULL};
    gg_status s = check_options(ctx, ops, generic);
    if (s != GG_OK) return s;
    gg_pos *p = NULL;
    if ((s = ops->read(ctx, &p)) != GG_OK) return s;
    if ((s = gg_read_end(ctx->in, "the position")) == GG_OK)
        s = gg_args_flag(ctx->args, "best") ? analyze_best(ops, p, ctx->out, ctx->diag)
                                            : gg_analyze_write(ops, p, ctx->out, ctx->diag);
    ops->free(p);
    return s;
}

/* ---- play ------------------------------------------------------------------------------- */

typedef struct ply {
    char *move;
    int side;          /* who made it */
    gg_eval before;    /* the position's value for `side` before the move */
} ply;

typedef struct session {
    gg_ctx *ctx;
    const gg_pos_ops *ops;
    gg_pos *pos;
    int human;         /* 0 or 1 */
    int terminal;      /* 1: the terminal view, 0: the line protocol */
    int fair;          /* a start chosen by fair_start: its rank (start_rank), else -1 */
    uint64_t seed;     /* and its seed */
    gg_rng rng;
    ply *hist;
    size_t nhist, caphist;
} session;

static gg_status push_ply(session *S, const char *move, int side, gg_eval before)
{
    if (S->nhist == S->caphist) {
        size_t ncap = S->caphist ? 2 * S->caphist : 64;
        ply *nh = realloc(S->hist, ncap * sizeof *nh);
        if (nh == NULL) return gg_diag_nomem(S->ctx->diag);
        S->hist = nh;
        S->caphist = ncap;
    }
    char *copy = malloc(strlen(move) + 1);
    if (copy == NULL) return gg_diag_nomem(S->ctx->diag);
    strcpy(copy, move);
    S->hist[S->nhist++] = (ply){copy, side, before};
    return GG_OK;
}

/* Plays `move` for the side to move and records it; GG_EINPUT (reason in diag) if illegal. */
static gg_status do_move(session *S, const char *move, size_t len)
{
    gg_eval before;
    int side = S->ops->to_move(S->pos);
    gg_status s = S->ops->eval(S->pos, &before, S->ctx->diag);
    if (s != GG_OK) return s;
    if ((s = S->ops->play(S->pos, move, len, S->ctx->diag)) != GG_OK) return s;
    char *text = malloc(len + 1);
    if (text == NULL) return gg_diag_nomem(S->ctx->diag);
    memcpy(text, move, len);
    text[len] = '\0';
    s = push_ply(S, text, side, before);
    free(text);
    return s;
}

static void undo_ply(session *S)
{
    if (S->nhist == 0 || !S->ops->undo(S->pos)) return;
    free(S->hist[--S->nhist].move);
}

/* "you can win in 7 plies", "perfect play beats you in 12 plies", "a draw with perfect play". */
static void write_prediction(session *S, gg_eval e, int side)
{
    gg_writer *w = S->ctx->out;
    int mine = side == S->human;
    if (e.value == GG_VALUE_DRAW) {
        gg_write_str(w, "prediction: a draw with perfect play");
    } else if (e.value == GG_VALUE_UNKNOWN) {
        gg_write_str(w, "prediction: unknown");
    } else {
        int human_wins = (e.value == GG_VALUE_WIN) == mine;
        gg_write_str(w, human_wins ? "prediction: you can win" : "prediction: perfect play beats you");
        if (e.remoteness != GG_REMOTENESS_UNKNOWN)
            gg_writef(w, " in %lld pl%s", (long long)e.remoteness, e.remoteness == 1 ? "y" : "ies");
    }
    gg_write_char(w, '\n');
}

/* The legal moves: the game's own account when they are too many to list, else the list. */
static gg_status show_legal(session *S)
{
    gg_writer *w = S->ctx->out;
    if (S->ops->legal) return S->ops->legal(S->pos, w, S->ctx->diag);
    gg_move_list l = {0};
    gg_status s = S->ops->moves(S->pos, &l, S->ctx->diag);
    if (s == GG_OK) {
        gg_writef(w, "legal moves (%zu):", l.len);
        for (size_t i = 0; i < l.len && i < SHOW_MOVES; i++) gg_writef(w, " [%s]", l.items[i].move);
        gg_write_str(w, l.len > SHOW_MOVES ? " ...\n" : "\n");
    }
    gg_move_list_fini(&l);
    return s;
}

/* `h`: the analyzed moves best first, HINT_LINES of them, then how many more. */
static gg_status show_values(session *S)
{
    gg_move_list l = {0};
    gg_writer *w = S->ctx->out;
    gg_status s = S->ops->moves(S->pos, &l, S->ctx->diag);
    if (s == GG_OK) s = gg_move_list_sort_best(&l, S->ctx->diag);
    if (s == GG_OK) {
        gg_write_str(w, "the moves, best first (the value for you; lengths in plies):\n");
        for (size_t i = 0; i < l.len && i < HINT_LINES; i++) {
            gg_writef(w, "  %-16s ", l.items[i].move);
            write_eval(w, l.items[i].eval, " in ");
            gg_write_char(w, '\n');
        }
        if (l.len > HINT_LINES) gg_writef(w, "  ... %zu more (%c: the best move alone)\n", l.len - HINT_LINES, KEY_BEST);
    }
    gg_move_list_fini(&l);
    return s;
}

/* The move `b` shows and `a` plays: the first in the best-first order, the line `h` lists first
 * and `analyze --best` prints (asking the moves changes nothing: an engine's `best` may keep a
 * plan for the side it moves). */
static gg_status suggestion(session *S, char **move, gg_eval *value)
{
    gg_move_list l = {0};
    gg_status s = S->ops->moves(S->pos, &l, S->ctx->diag);
    if (s == GG_OK && l.len == 0) s = gg_diag_set(S->ctx->diag, GG_EINPUT, "no legal move");
    if (s == GG_OK) {
        const gg_move_eval *b = &l.items[best_index(&l)];
        *value = b->eval;
        if ((*move = malloc(strlen(b->move) + 1)) == NULL) s = gg_diag_nomem(S->ctx->diag);
        else strcpy(*move, b->move);
    }
    gg_move_list_fini(&l);
    return s;
}

/* `b`: the best move and its value for the person. */
static gg_status show_best(session *S)
{
    char *move = NULL;
    gg_eval e;
    gg_status s = suggestion(S, &move, &e);
    if (s == GG_OK) {
        gg_writef(S->ctx->out, "best move: %s (", move);
        write_eval(S->ctx->out, e, " in ");
        gg_writef(S->ctx->out, "%s; %c: play it)\n",
                  e.remoteness == GG_REMOTENESS_UNKNOWN ? "" : e.remoteness == 1 ? " ply" : " plies", KEY_ACCEPT);
    }
    free(move);
    return s;
}

/* The terminal view before the person's move. */
static gg_status show_turn(session *S)
{
    gg_eval e;
    gg_status s = S->ops->eval(S->pos, &e, S->ctx->diag);
    if (s != GG_OK) return s;
    gg_write_char(S->ctx->out, '\n');
    S->ops->render(S->pos, S->ctx->out);
    write_prediction(S, e, S->ops->to_move(S->pos));
    if ((s = show_legal(S)) != GG_OK) return s;
    gg_writef(S->ctx->out, "your move as %s (%c: best move, %c: play it, %c: every move's value, %c: undo, %c: quit)> ",
              S->ops->side_title[S->human], KEY_BEST, KEY_ACCEPT, KEY_LIST, KEY_UNDO, KEY_QUIT);
    return gg_writer_flush(S->ctx->out);
}

enum { TURN_MOVED, TURN_QUIT, TURN_AGAIN };

/* A key of the terminal view (a one-letter line, either case); TURN_AGAIN to read another line. */
static gg_status key_turn(session *S, int key, int *what)
{
    gg_status s = GG_OK;
    *what = TURN_AGAIN;
    if (key == KEY_QUIT) {
        *what = TURN_QUIT;
    } else if (key == KEY_LIST) {
        s = show_values(S);
    } else if (key == KEY_BEST) {
        s = show_best(S);
    } else if (key == KEY_ACCEPT) {
        char *move = NULL;
        gg_eval e;
        if ((s = suggestion(S, &move, &e)) == GG_OK && (s = do_move(S, move, strlen(move))) == GG_OK) {
            gg_writef(S->ctx->out, "\nyou play %s\n", move);
            *what = TURN_MOVED;
        }
        free(move);
    } else if (key == KEY_UNDO) {
        do undo_ply(S); /* back to the person's turn */
        while (S->nhist > 0 && S->ops->to_move(S->pos) != S->human);
        if (S->ops->to_move(S->pos) != S->human) *what = TURN_MOVED; /* the engine moves first */
    }
    return s;
}

static int is_key(int c)
{
    return c == KEY_QUIT || c == KEY_LIST || c == KEY_BEST || c == KEY_ACCEPT || c == KEY_UNDO;
}

/* Reads lines until one is a legal move (played) or the person quits. */
static gg_status human_turn(session *S, int *what)
{
    for (;;) {
        gg_status s = S->terminal ? show_turn(S) : gg_writer_flush(S->ctx->out);
        const unsigned char *line;
        size_t len;
        if (s == GG_OK) s = gg_read_line(S->ctx->in, "a move", &line, &len);
        if (s != GG_OK) return s;
        if (line == NULL) {
            *what = TURN_QUIT;
            if (S->terminal) return GG_OK;
            return gg_diag_set(S->ctx->diag, GG_EINPUT, "%s: the input ended before the game did",
                               gg_reader_name(S->ctx->in));
        }
        while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\t')) len--;
        while (len > 0 && (line[0] == ' ' || line[0] == '\t')) line++, len--;
        int key = len == 1 && line[0] >= 'A' && line[0] <= 'Z' ? line[0] - 'A' + 'a' : len == 1 ? line[0] : 0;
        if (S->terminal && is_key(key)) {
            if ((s = key_turn(S, key, what)) != GG_OK || *what != TURN_AGAIN) return s;
            continue;
        }
        gg_diag why = {0};
        s = do_move(S, (const char *)line, len);
        if (s == GG_OK) {
            *what = TURN_MOVED;
            return GG_OK;
        }
        if (s != GG_EINPUT) return s;
        why = *S->ctx->diag;
        gg_diag_clear(S->ctx->diag);
        gg_writef(S->ctx->out, "illegal: %s\n", why.msg);
    }
}

static gg_status engine_turn(session *S)
{
    char *move = NULL;
    gg_status s = S->ops->best(S->pos, &S->rng, &move, S->ctx->diag);
    if (s == GG_OK) s = do_move(S, move, strlen(move));
    if (s == GG_OK) {
        if (S->terminal) gg_writef(S->ctx->out, "\nthe engine (%s) plays %s\n", S->ops->side_title[1 - S->human], move);
        else gg_writef(S->ctx->out, "move %s\n", move);
    }
    free(move);
    return s;
}

/* One line per move: who, what, the value for the mover before and after; a move that turned a
 * win into a draw or a loss is marked. */
static gg_status write_history(session *S)
{
    gg_writer *w = S->ctx->out;
    gg_write_str(w, "\nvalue history (for the player who moved: before -> after):\n");
    for (size_t i = 0; i < S->nhist; i++) {
        gg_eval after;
        if (i + 1 < S->nhist) {
            after = for_mover(S->hist[i + 1].before);
            if (S->hist[i + 1].side == S->hist[i].side) after = S->hist[i + 1].before;
        } else {
            gg_status s = S->ops->eval(S->pos, &after, S->ctx->diag);
            if (s != GG_OK) return s;
            after = for_mover(after);
        }
        const ply *p = &S->hist[i];
        gg_writef(w, "%4zu. %-13s %-12s %s -> %s%s\n", i + 1, S->ops->side_title[p->side], p->move,
                  gg_value_name(p->before.value), gg_value_name(after.value),
                  p->before.value == GG_VALUE_WIN && after.value != GG_VALUE_WIN ? "   <- threw a win away" : "");
    }
    return GG_OK;
}

static void write_result(session *S, int winner, const char *why)
{
    gg_writer *w = S->ctx->out;
    if (S->terminal) {
        gg_write_char(w, '\n');
        S->ops->render(S->pos, w);
        if (winner < 0) gg_writef(w, "the game is a draw (%s)\n", why);
        else gg_writef(w, "%s: %s wins (%s)\n", winner == S->human ? "you win" : "the engine wins",
                       S->ops->side_title[winner], why);
        return;
    }
    if (winner < 0) gg_write_str(w, "result draw\n");
    else gg_writef(w, "result %s wins\n", S->ops->side_name[winner]);
}

static gg_status game_loop(session *S)
{
    for (;;) {
        int winner;
        char why[256] = "";
        if (S->ops->over(S->pos, &winner, why, sizeof why)) {
            write_result(S, winner, why);
            return S->terminal ? write_history(S) : GG_OK;
        }
        if (S->nhist >= MAX_PLIES)
            return gg_diag_set(S->ctx->diag, GG_EINPUT, "the game was stopped after %d moves", MAX_PLIES);
        gg_status s;
        if (S->ops->to_move(S->pos) == S->human) {
            int what;
            if ((s = human_turn(S, &what)) != GG_OK) return s;
            if (what == TURN_QUIT) {
                if (S->terminal) gg_write_str(S->ctx->out, "\nquit\n");
                return S->terminal ? write_history(S) : GG_OK;
            }
        } else if ((s = engine_turn(S)) != GG_OK) {
            return s;
        }
    }
}

/* Reads the position from the file named by --position. */
static gg_status read_position_file(session *S, const char *name)
{
    gg_ctx *ctx = S->ctx;
    int fd = open(name, O_RDONLY | O_CLOEXEC);
    struct stat sb;
    if (fd >= 0 && fstat(fd, &sb) == 0 && S_ISDIR(sb.st_mode)) { /* a usage error, as a missing file is */
        close(fd);
        fd = -1;
        errno = EISDIR;
    }
    if (fd < 0) return gg_diag_set(ctx->diag, GG_EUSAGE, "--position: cannot open %s: %s", name, strerror(errno));
    gg_reader in;
    gg_status s = gg_reader_open_fd(&in, fd, name, ctx->diag);
    if (s == GG_OK) {
        gg_ctx sub = *ctx;
        sub.in = &in;
        s = S->ops->read(&sub, &S->pos);
        if (s == GG_OK) s = gg_read_end(&in, "the position");
        gg_reader_close(&in);
    }
    close(fd);
    return s;
}

/* How a start looks to the person: 3 a win, 2 a draw, 1 unknown, 0 a loss. */
static gg_status start_rank(session *S, gg_pos *p, int *rank)
{
    gg_eval e;
    gg_status s = S->ops->eval(p, &e, S->ctx->diag);
    if (s != GG_OK) return s;
    int mine = S->ops->to_move(p) == S->human;
    if (e.value == GG_VALUE_DRAW) *rank = 2;
    else if (e.value == GG_VALUE_UNKNOWN) *rank = 1;
    else *rank = (e.value == GG_VALUE_WIN) == mine ? 3 : 0;
    return GG_OK;
}

/* The terminal's start without --position: the first of the seeded starts seed, seed + 1, ...
 * (FAIR_TRIES of them) that the person's side can win, else the best of them for that side. */
static gg_status fair_start(session *S, uint64_t seed)
{
    gg_status s = GG_OK;
    S->fair = -1;
    for (uint64_t k = 0; k < FAIR_TRIES && seed + k <= INT64_MAX && S->fair < 3 && s == GG_OK; k++) {
        gg_pos *p = NULL;
        int rank = 0;
        s = S->ops->random(S->ctx, seed + k, &p);
        if (s == GG_OK) s = start_rank(S, p, &rank);
        if (s == GG_OK && rank > S->fair) {
            S->ops->free(S->pos);
            S->pos = p, p = NULL;
            S->fair = rank, S->seed = seed + k;
        }
        S->ops->free(p);
    }
    return s;
}

/* Before the first move: the start chosen for the person, or why no fair one was found. */
static void write_start(session *S, uint64_t asked)
{
    gg_writer *w = S->ctx->out;
    const gg_pos_ops *ops = S->ops;
    const char *me = ops->side_title[S->human], *other = ops->side_option[1 - S->human];
    if (S->fair == 3) {
        gg_writef(w, "a start %s can win with perfect play (--seed %llu)\n", me, (unsigned long long)S->seed);
        return;
    }
    gg_writef(w, "%s wins from none of the starts of seeds %llu to %llu; this one (--seed %llu) is ", me,
              (unsigned long long)asked, (unsigned long long)(asked + FAIR_TRIES - 1), (unsigned long long)S->seed);
    if (S->fair == 0) gg_writef(w, "lost for %s with perfect play: --side %s takes the winning side\n", me, other);
    else gg_writef(w, "%s with perfect play\n", S->fair == 2 ? "a draw" : "of unknown value");
}

/* The start: --position FILE, else stdin (the protocol), else a fair seeded one. */
static gg_status read_start(session *S, int64_t seed)
{
    gg_ctx *ctx = S->ctx;
    const gg_opt *file = gg_args_find(ctx->args, "position");
    if (file) return read_position_file(S, file->argv[0]);
    if (S->terminal) return fair_start(S, (uint64_t)seed);
    gg_status s = S->ops->read(ctx, &S->pos);
    const unsigned char *rest;
    size_t len;
    if (s == GG_OK) s = gg_read_eol(ctx->in, "the position");
    if (s == GG_OK) s = gg_read_line(ctx->in, "the position", &rest, &len); /* its newline */
    return s;
}

gg_status gg_play_action(gg_ctx *ctx)
{
    const gg_pos_ops *ops = ctx->game->pos;
    static const char *const generic[] = {"side", "position", "seed", NULL};
    gg_status s = check_options(ctx, ops, generic);
    if (s != GG_OK) return s;
    const char *const sides[] = {ops->side_option[0], ops->side_option[1], NULL};
    const char *side;
    int64_t seed;
    if ((s = gg_args_choice(ctx, "side", sides, sides[0], &side)) != GG_OK) return s;
    if ((s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed)) != GG_OK) return s;
    session S = {.ctx = ctx, .ops = ops, .human = strcmp(side, sides[1]) == 0, .fair = -1};
    const gg_host *h = ctx->host;
    S.terminal = h && h->is_terminal && gg_reader_fd(ctx->in) == 0 && h->is_terminal(0) && h->is_terminal(1);
    gg_rng_seed(&S.rng, (uint64_t)seed);
    if ((s = read_start(&S, seed)) == GG_OK && ops->playable) s = ops->playable(S.pos, ctx->diag);
    if (s == GG_OK) {
        if (S.terminal)
            gg_writef(ctx->out, "you play %s against perfect play; a move is %s; a ply is one move of either side\n",
                      ops->side_title[S.human], ops->move_format);
        if (S.terminal && S.fair >= 0) write_start(&S, (uint64_t)seed);
        s = game_loop(&S);
    }
    while (S.nhist > 0) free(S.hist[--S.nhist].move);
    free(S.hist);
    ops->free(S.pos);
    return s;
}
