/* position.c: Mimo & Yuyu as a position to analyze and play (gg_pos_ops, play.h).
 *
 * Position format: one judge test case without t: "n m k" and k lines "x y" (Mimo to move).
 * A move is "ROW COL PATH": the token at (ROW, COL) walks PATH, a string of L (column - 1),
 * U (row - 1) and D (row + 1) steps, which must satisfy the five path rules: the first step
 * is L, rows stay in 1..n, within a column the walk goes one way only (cells are distinct),
 * and the walk ends in column 1 (COL - 1 L's). Every cell after the start gets a token.
 *
 * Values come from the XOR rule (docs/mimo.md): with n >= 2 the position is won for the
 * player to move iff some column >= 2 holds an odd number of tokens, and a move wins iff it
 * starts in the highest such column H and its path leaves every column below H even: the
 * path's cell count L_j in column j (2 <= j < H) must have the parity of column j's count
 * (one cell, or two with a vertical step). With n = 1 the path is forced and only column 2's
 * parity matters. Remoteness is not known (the XOR rule gives values, not lengths).
 * Invariant: cells[] is sorted by (col, row), holds every occupied cell once with count > 0. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/play.h>
#include <gridgames/mimo.h>

#include "internal.h"

#define MIMO_ANALYZE_BYTES ((uint64_t)1 << 26) /* analyze's output (paths) at most 64 MiB */
#define MIMO_PLAY_ROWS 20                      /* play: grids the terminal shows */
#define MIMO_PLAY_COLS 30
#define MIMO_SHOW_WALKS 24                     /* play: walks listed, then "N more" */

typedef struct mcell {
    int64_t row, col;
    uint64_t count;
} mcell;

typedef struct mmove {        /* a move played, for undo */
    int64_t row, col;
    char *path;
} mmove;

struct gg_pos {
    int64_t n, m;
    mcell *cells;
    size_t len, cap;
    mmove *hist;
    size_t nhist, caphist;
};

static int cell_cmp(const void *a, const void *b)
{
    const mcell *x = a, *y = b;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    return x->row < y->row ? -1 : x->row > y->row;
}

/* The index of (row, col) in cells, or where it would go; *found says which. */
static size_t find(const gg_pos *p, int64_t row, int64_t col, int *found)
{
    size_t lo = 0, hi = p->len;
    mcell key = {row, col, 0};
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cell_cmp(&p->cells[mid], &key) < 0) lo = mid + 1;
        else hi = mid;
    }
    *found = lo < p->len && p->cells[lo].row == row && p->cells[lo].col == col;
    return lo;
}

/* Adds delta (+1 or -1) tokens at (row, col); a count that reaches 0 removes the cell. */
static gg_status add_token(gg_pos *p, int64_t row, int64_t col, int delta, gg_diag *diag)
{
    int found;
    size_t i = find(p, row, col, &found);
    if (found) {
        p->cells[i].count += (uint64_t)(int64_t)delta;
        if (p->cells[i].count == 0) memmove(&p->cells[i], &p->cells[i + 1], (--p->len - i) * sizeof *p->cells);
        return GG_OK;
    }
    if (delta < 0) return gg_diag_set(diag, GG_EINPUT, "no token at row %lld, column %lld", (long long)row, (long long)col);
    if (p->len == p->cap) {
        size_t ncap = p->cap ? 2 * p->cap : 16;
        mcell *nc = realloc(p->cells, ncap * sizeof *nc);
        if (nc == NULL) return gg_diag_nomem(diag);
        p->cells = nc;
        p->cap = ncap;
    }
    memmove(&p->cells[i + 1], &p->cells[i], (p->len - i) * sizeof *p->cells);
    p->cells[i] = (mcell){row, col, 1};
    p->len++;
    return GG_OK;
}

/* Parity of the number of tokens in column col. */
static int column_odd(const gg_pos *p, int64_t col)
{
    int found;
    size_t i = find(p, 0, col, &found);
    uint64_t c = 0;
    for (; i < p->len && p->cells[i].col == col; i++) c += p->cells[i].count;
    return (int)(c & 1);
}

/* The highest column >= 2 with an odd number of tokens (n >= 2), or 0 if none. */
static int64_t highest_odd(const gg_pos *p)
{
    uint64_t c = 0;
    for (size_t i = p->len; i-- > 0;) {
        c += p->cells[i].count;
        if (i == 0 || p->cells[i - 1].col != p->cells[i].col) {
            if ((c & 1) && p->cells[i].col >= 2) return p->cells[i].col;
            c = 0;
        }
    }
    return 0;
}

static int winning(const gg_pos *p)
{
    return p->n == 1 ? column_odd(p, 2) : highest_odd(p) != 0;
}

/* A path from (row, col) with two cells (one vertical step) in each column j, 2 <= j < col, that
 * `two` says (n >= 2), one cell in the others. Returns the malloc'd string, NULL when out of
 * memory. */
static char *shaped_path(const gg_pos *p, int64_t row, int64_t col, int (*two)(const gg_pos *, int64_t, uint64_t),
                         uint64_t arg)
{
    char *s = malloc((size_t)(2 * col + 1));
    if (s == NULL) return NULL;
    size_t k = 0;
    for (int64_t j = col - 1; j >= 1; j--) {
        s[k++] = 'L';
        if (two && j >= 2 && p->n >= 2 && two(p, j, arg)) {
            int up = row > 1;
            s[k++] = up ? 'U' : 'D';
            row += up ? -1 : 1;
        }
    }
    s[k] = '\0';
    return s;
}

/* The winning path's columns with two cells: the even ones, so every column below stays even. */
static int even_column(const gg_pos *p, int64_t j, uint64_t unused)
{
    (void)unused;
    return !column_odd(p, j);
}

/* A parity pattern's columns with two cells: bit j - 2 of the pattern. */
static int pattern_column(const gg_pos *p, int64_t j, uint64_t pattern)
{
    (void)p;
    return (int)(pattern >> (j - 2) & 1);
}

/* A path from (row, col): winning (the parities of the columns below fixed) or plain (one
 * cell per column). */
static char *make_path(const gg_pos *p, int64_t row, int64_t col, int fix)
{
    return shaped_path(p, row, col, fix ? even_column : NULL, 0);
}

static void mimo_free(gg_pos *p)
{
    if (p == NULL) return;
    for (size_t i = 0; i < p->nhist; i++) free(p->hist[i].path);
    free(p->hist);
    free(p->cells);
    free(p);
}

/* A position from a judge test case (rows kept). */
static gg_status from_case(const gg_mimo_case *c, gg_pos **out, gg_diag *diag)
{
    gg_pos *p = calloc(1, sizeof *p);
    if (p == NULL) return gg_diag_nomem(diag);
    p->n = c->n, p->m = c->m;
    p->cells = malloc((c->k ? c->k : 1) * sizeof *p->cells);
    if (p->cells == NULL) {
        free(p);
        return gg_diag_nomem(diag);
    }
    for (size_t i = 0; i < c->k; i++) p->cells[i] = (mcell){(int64_t)c->row[i], (int64_t)c->col[i], 1};
    qsort(p->cells, c->k, sizeof *p->cells, cell_cmp);
    size_t w = 0; /* merge equal cells */
    for (size_t i = 0; i < c->k; i++) {
        if (w > 0 && p->cells[w - 1].row == p->cells[i].row && p->cells[w - 1].col == p->cells[i].col) p->cells[w - 1].count++;
        else p->cells[w++] = p->cells[i];
    }
    p->len = w;
    p->cap = c->k ? c->k : 1;
    *out = p;
    return GG_OK;
}

static gg_status mimo_read(gg_ctx *ctx, gg_pos **out)
{
    gg_mimo_case c = {0};
    c.keep_rows = 1;
    gg_status s = gg_mimo_read_case(ctx->in, &c);
    if (s == GG_OK) s = from_case(&c, out, ctx->diag);
    gg_mimo_case_fini(&c);
    return s;
}

static gg_status mimo_random(gg_ctx *ctx, uint64_t seed, gg_pos **out)
{
    gg_rng g;
    gg_rng_seed(&g, seed);
    gg_mimo_case c = {0};
    uint64_t row[8], col[8];
    c.n = gg_rng_range(&g, 1, 5) == 1 ? 1 : gg_rng_range(&g, 2, 5);
    c.m = gg_rng_range(&g, 3, 7);
    c.k = (size_t)gg_rng_range(&g, 2, 8);
    c.row = row, c.col = col;
    for (size_t i = 0; i < c.k; i++) {
        row[i] = (uint64_t)gg_rng_range(&g, 1, c.n);
        col[i] = (uint64_t)gg_rng_range(&g, 2, c.m);
    }
    return from_case(&c, out, ctx->diag);
}

static int mimo_to_move(const gg_pos *p) { return (int)(p->nhist % 2); }

static int mimo_over(const gg_pos *p, int *winner, char *why, size_t whysz)
{
    if (p->len > 0 && p->cells[p->len - 1].col >= 2) return 0;
    *winner = 1 - mimo_to_move(p);
    if (why) snprintf(why, whysz, "every token is in column 1: no move is left");
    return 1;
}

static gg_status mimo_eval(gg_pos *p, gg_eval *e, gg_diag *diag)
{
    (void)diag;
    e->value = winning(p) ? GG_VALUE_WIN : GG_VALUE_LOSE;
    e->remoteness = GG_REMOTENESS_UNKNOWN;
    return GG_OK;
}

/* Whether a move from column col can win (see the file head). */
static int cell_wins(const gg_pos *p, int64_t col)
{
    if (p->n == 1) return column_odd(p, 2);
    return col == highest_odd(p);
}

static gg_status mimo_moves(gg_pos *p, gg_move_list *out, gg_diag *diag)
{
    uint64_t bytes = 0;
    for (size_t i = 0; i < p->len; i++)
        if (p->cells[i].col >= 2) bytes += 2 * (uint64_t)p->cells[i].col + 48;
    if (bytes > MIMO_ANALYZE_BYTES)
        return gg_diag_set(diag, GG_EINPUT, "the paths of this position take %llu bytes: analyze prints at most %llu",
                           (unsigned long long)bytes, (unsigned long long)MIMO_ANALYZE_BYTES);
    for (size_t i = 0; i < p->len; i++) {
        const mcell *c = &p->cells[i];
        if (c->col < 2) continue;
        int win = cell_wins(p, c->col);
        char *path = make_path(p, c->row, c->col, win);
        size_t len = path ? strlen(path) + 48 : 0;
        char *text = path ? malloc(len) : NULL;
        if (text == NULL) {
            free(path);
            return gg_diag_nomem(diag);
        }
        snprintf(text, len, "%lld %lld %s", (long long)c->row, (long long)c->col, path);
        gg_eval e = {win ? GG_VALUE_WIN : GG_VALUE_LOSE, GG_REMOTENESS_UNKNOWN};
        gg_status s = gg_move_list_add(out, text, e, diag);
        free(text);
        free(path);
        if (s != GG_OK) return s;
    }
    return GG_OK;
}

/* Checks the path rules for PATH from (row, col); NULL if legal, else the reason. */
static const char *path_problem(const gg_pos *p, int64_t row, int64_t col, const char *path, size_t len)
{
    if (len == 0 || path[0] != 'L') return "the path must start with L (rule 5: it leaves the start's column at once)";
    char dir = 0; /* vertical direction in the current column */
    for (size_t i = 0; i < len; i++) {
        char c = path[i];
        if (c == 'L') {
            if (--col < 1) return "the path leaves the grid on the left";
            dir = 0;
        } else if (c == 'U' || c == 'D') {
            if (dir && dir != c) return "the path turns back in a column (its cells must be distinct)";
            dir = c;
            row += c == 'U' ? -1 : 1;
            if (row < 1 || row > p->n) return "the path leaves the grid";
        } else {
            return "a path is made of L, U and D";
        }
    }
    if (col != 1) return "the path must end in column 1 (rule 4)";
    return NULL;
}

static gg_status apply(gg_pos *p, int64_t row, int64_t col, const char *path, size_t len, int sign, gg_diag *diag)
{
    gg_status s = add_token(p, row, col, -sign, diag);
    for (size_t i = 0; i < len && s == GG_OK; i++) {
        if (path[i] == 'L') col--;
        else row += path[i] == 'U' ? -1 : 1;
        s = add_token(p, row, col, sign, diag);
    }
    return s;
}

static gg_status mimo_play(gg_pos *p, const char *move, size_t len, gg_diag *diag)
{
    int64_t v[2];
    size_t rest;
    if (!gg_move_ints(move, len, v, 2, &rest))
        return gg_diag_set(diag, GG_EINPUT, "a move is \"ROW COL PATH\" (PATH of L, U, D)");
    const char *path = move + rest;
    size_t plen = len - rest;
    int found;
    if (v[0] < 1 || v[0] > p->n || v[1] < 1 || v[1] > p->m)
        return gg_diag_set(diag, GG_EINPUT, "(%lld, %lld) is not a cell of the %lld x %lld grid", (long long)v[0],
                           (long long)v[1], (long long)p->n, (long long)p->m);
    find(p, v[0], v[1], &found);
    if (!found) return gg_diag_set(diag, GG_EINPUT, "no token at row %lld, column %lld", (long long)v[0], (long long)v[1]);
    if (p->nhist == p->caphist) {
        size_t ncap = p->caphist ? 2 * p->caphist : 16;
        mmove *nh = realloc(p->hist, ncap * sizeof *nh);
        if (nh == NULL) return gg_diag_nomem(diag);
        p->hist = nh;
        p->caphist = ncap;
    }
    char *copy = malloc(plen + 1);
    if (copy == NULL) return gg_diag_nomem(diag);
    for (size_t i = 0; i < plen; i++) /* the letters in either case */
        copy[i] = path[i] == 'l' ? 'L' : path[i] == 'u' ? 'U' : path[i] == 'd' ? 'D' : path[i];
    copy[plen] = '\0';
    const char *why = path_problem(p, v[0], v[1], copy, plen);
    if (why) {
        free(copy);
        return gg_diag_set(diag, GG_EINPUT, "%s", why);
    }
    gg_status s = apply(p, v[0], v[1], copy, plen, 1, diag);
    if (s != GG_OK) {
        free(copy);
        return s;
    }
    p->hist[p->nhist++] = (mmove){v[0], v[1], copy};
    return GG_OK;
}

static int mimo_undo(gg_pos *p)
{
    if (p->nhist == 0) return 0;
    mmove *mv = &p->hist[--p->nhist];
    apply(p, mv->row, mv->col, mv->path, strlen(mv->path), -1, NULL); /* only removes what was added */
    free(mv->path);
    return 1;
}

static gg_status mimo_best(gg_pos *p, gg_rng *rng, char **move, gg_diag *diag)
{
    gg_move_list l = {0};
    gg_status s = mimo_moves(p, &l, diag);
    size_t pick = 0, ties = 0;
    for (size_t i = 0; s == GG_OK && i < l.len; i++) {
        int w = l.items[i].eval.value == GG_VALUE_WIN, bw = ties ? l.items[pick].eval.value == GG_VALUE_WIN : -1;
        if (w > bw) pick = i, ties = 1;
        else if (w == bw && gg_rng_below(rng, ++ties) == 0) pick = i;
    }
    if (s == GG_OK && l.len == 0) s = gg_diag_set(diag, GG_EINPUT, "no legal move");
    if (s == GG_OK && (*move = malloc(strlen(l.items[pick].move) + 1)) == NULL) s = gg_diag_nomem(diag);
    if (s == GG_OK) strcpy(*move, l.items[pick].move);
    gg_move_list_fini(&l);
    return s;
}

static void mimo_write(const gg_pos *p, gg_writer *w)
{
    uint64_t k = 0;
    for (size_t i = 0; i < p->len; i++) k += p->cells[i].count;
    gg_writef(w, "%lld %lld %llu\n", (long long)p->n, (long long)p->m, (unsigned long long)k);
    for (size_t i = 0; i < p->len; i++)
        for (uint64_t j = 0; j < p->cells[i].count; j++)
            gg_writef(w, "%lld %lld\n", (long long)p->cells[i].row, (long long)p->cells[i].col);
}

/* The grid: token counts per cell, and each column's parity underneath. */
static void mimo_render(const gg_pos *p, gg_writer *w)
{
    gg_writef(w, "Mimo & Yuyu on %lld x %lld; %s to move\n", (long long)p->n, (long long)p->m,
              mimo_to_move(p) ? "Yuyu (second)" : "Mimo (first)");
    if (p->n > MIMO_PLAY_ROWS || p->m > MIMO_PLAY_COLS) return;
    gg_write_str(w, "     ");
    for (int64_t c = 1; c <= p->m; c++) gg_writef(w, "%3lld", (long long)c);
    gg_write_str(w, "   (columns)\n");
    for (int64_t r = 1; r <= p->n; r++) {
        gg_writef(w, "%4lld ", (long long)r);
        for (int64_t c = 1; c <= p->m; c++) {
            int found;
            size_t i = find(p, r, c, &found);
            if (!found) gg_write_str(w, "  .");
            else if (p->cells[i].count > 99) gg_write_str(w, " 99+");
            else gg_writef(w, "%3llu", (unsigned long long)p->cells[i].count);
        }
        gg_write_char(w, '\n');
    }
    gg_write_str(w, "odd: ");
    for (int64_t c = 1; c <= p->m; c++) gg_write_str(w, column_odd(p, c) ? "  1" : "  0");
    gg_write_str(w, "   (columns with an odd number of tokens)\n(a number: the tokens on that cell, 99+ for more; .: none)\n");
}

/* The walks from a cell in column col that differ in what they leave: the parity of each column
 * they cross (2 <= j < col; column 1's never matters), so 2^(col - 2) with n >= 2, else 1. */
static uint64_t parity_patterns(const gg_pos *p, int64_t col)
{
    return p->n >= 2 ? (uint64_t)1 << (col - 2) : 1; /* col <= MIMO_PLAY_COLS in play */
}

/* The terminal's legal moves: every walk shape is a move, so the walks are counted by parity
 * pattern and one of each is shown. */
static gg_status mimo_legal(gg_pos *p, gg_writer *w, gg_diag *diag)
{
    uint64_t cells = 0, walks = 0, shown = 0;
    for (size_t i = 0; i < p->len; i++)
        if (p->cells[i].col >= 2) cells++, walks += parity_patterns(p, p->cells[i].col);
    gg_writef(w, "legal moves: every walk shape from the %llu cell%s with a token in column 2 or more; they differ only "
              "in the parity they leave in each column, so one walk of each parity pattern (%llu) gives every outcome:",
              (unsigned long long)cells, cells == 1 ? "" : "s", (unsigned long long)walks);
    for (size_t i = 0; i < p->len && shown < MIMO_SHOW_WALKS; i++) {
        const mcell *c = &p->cells[i];
        for (uint64_t pat = 0; c->col >= 2 && pat < parity_patterns(p, c->col) && shown < MIMO_SHOW_WALKS; pat++) {
            char *path = shaped_path(p, c->row, c->col, pattern_column, pat);
            if (path == NULL) return gg_diag_nomem(diag);
            gg_writef(w, " [%lld %lld %s]", (long long)c->row, (long long)c->col, path);
            free(path);
            shown++;
        }
    }
    if (walks > shown) gg_writef(w, " ... %llu more", (unsigned long long)(walks - shown));
    gg_write_char(w, '\n');
    return GG_OK;
}

/* "ROW COL VALUE PATH": the value before the path, which can be long. */
static void mimo_write_line(const gg_move_eval *m, gg_writer *w)
{
    const char *sp = strchr(m->move, ' ');
    const char *path = sp ? strchr(sp + 1, ' ') : NULL;
    if (path == NULL) return; /* not from mimo_moves */
    gg_write(w, m->move, (size_t)(path - m->move));
    gg_writef(w, " %s%s\n", gg_value_name(m->eval.value), path);
}

static gg_status mimo_playable(const gg_pos *p, gg_diag *diag)
{
    if (p->n <= MIMO_PLAY_ROWS && p->m <= MIMO_PLAY_COLS) return GG_OK;
    return gg_diag_set(diag, GG_EINPUT, "play shows grids up to %d x %d; this one is %lld x %lld (analyze takes any size)",
                       MIMO_PLAY_ROWS, MIMO_PLAY_COLS, (long long)p->n, (long long)p->m);
}

const gg_pos_ops gg_mimo_pos_ops = {
    .side_name = {"first player", "second player"},
    .side_option = {"first", "second"},
    .side_title = {"Mimo (first)", "Yuyu (second)"},
    .options = NULL,
    .move_format = "\"ROW COL PATH\", PATH of L, U, D (either case) from the token's cell",
    .read = mimo_read,
    .random = mimo_random,
    .free = mimo_free,
    .to_move = mimo_to_move,
    .over = mimo_over,
    .eval = mimo_eval,
    .moves = mimo_moves,
    .play = mimo_play,
    .undo = mimo_undo,
    .best = mimo_best,
    .write = mimo_write,
    .render = mimo_render,
    .legal = mimo_legal,
    .write_line = mimo_write_line,
    .playable = mimo_playable,
    .analyze_help = {.synopsis = "[--best]",
                     .summary = "read a position (one test case without t); print its value and a path per token cell (--best: the best move alone)"},
    .play_help = {.synopsis = "[--side first|second] [--position FILE] [--seed S]",
                  .summary = "play against perfect play on grids up to 20 x 30 (a terminal view, or a line protocol)"},
};

