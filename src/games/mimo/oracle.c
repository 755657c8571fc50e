/* oracle.c: Mimo & Yuyu from the rules alone, for small grids.
 *
 * Paths are enumerated literally: from the token's cell, steps to side-adjacent cells inside
 * the grid, never to a larger column, never to a visited cell; the first step must lower the
 * column (rule 5); every time the walk stands in column 1 the cells so far form a legal move
 * (rule 4), and the walk may continue (up or down, still in column 1). A move replaces the
 * token by one token on each later cell of the path, so it leads to a sum of single tokens:
 * the Sprague–Grundy engine (src/engine) takes the XOR of their values and the mex.
 *
 * The direct search knows nothing of Grundy values: a position is the number of tokens on
 * every cell, and the player to move wins iff some move leads to a losing position. It is
 * memoised in a hash table keyed by the packed counts. Tokens in column 1 are left out of
 * the position: rule 5 needs a second cell in column 0, so they never move and never change
 * what the other tokens can do (leaving them in only made the counts overflow: four tokens
 * in column 8 of a 1 x 8 grid end as 256 tokens in column 1). Its recursion depth is the length of
 * the longest game, bounded for the small grids it accepts (n*m <= 8) by the potential
 * sum over tokens of (n+1)^(column-1), which every move strictly lowers. */
#include <stdlib.h>
#include <string.h>

#include "../../core/checked.h"
#include "../../engine/sg.h"
#include "internal.h"

int gg_mimo_path_legal(int64_t n, int64_t m, const uint64_t *prow, const uint64_t *pcol, size_t p)
{
    if (p < 2) return 0;
    for (size_t i = 0; i < p; i++) {
        if (prow[i] < 1 || prow[i] > (uint64_t)n || pcol[i] < 1 || pcol[i] > (uint64_t)m) return 0;
        for (size_t j = 0; j < i; j++)
            if (prow[i] == prow[j] && pcol[i] == pcol[j]) return 0; /* distinct cells */
        if (i > 0) {
            uint64_t dr = prow[i] > prow[i - 1] ? prow[i] - prow[i - 1] : prow[i - 1] - prow[i];
            uint64_t dc = pcol[i] > pcol[i - 1] ? pcol[i] - pcol[i - 1] : pcol[i - 1] - pcol[i];
            if (dr + dc != 1) return 0;              /* rule 2: side-adjacent */
            if (pcol[i] > pcol[i - 1]) return 0;     /* rule 3: columns never increase */
        }
    }
    if (pcol[p - 1] != 1) return 0;                  /* rule 4: ends in column 1 */
    if (!(pcol[0] > pcol[1])) return 0;              /* rule 5 */
    return 1;
}

/* ---- path enumeration ------------------------------------------------------------------ */

typedef struct walker {
    int n, m;
    unsigned char *visited;          /* per cell */
    uint32_t *path;                  /* cell ids of the path after the start */
    int len;
    gg_status (*emit)(void *user, const uint32_t *cells, size_t ncells);
    void *user;
} walker;

static int cell_id(const walker *w, int u, int v)
{
    return (u - 1) * w->m + (v - 1);
}

/* Extends the walk from (u, v); the depth is at most n*m (the path's length). */
static gg_status walk(walker *w, int u, int v)
{
    if (v == 1) {
        gg_status s = w->emit(w->user, w->path, (size_t)w->len);
        if (s != GG_OK) return s;
    }
    static const int du[3] = {-1, 1, 0}, dv[3] = {0, 0, -1}; /* up, down, left: never right */
    for (int d = 0; d < 3; d++) {
        int nu = u + du[d], nv = v + dv[d];
        if (nu < 1 || nu > w->n || nv < 1) continue;
        int id = cell_id(w, nu, nv);
        if (w->visited[id]) continue;
        w->visited[id] = 1;
        w->path[w->len++] = (uint32_t)id;
        gg_status s = walk(w, nu, nv);
        w->len--;
        w->visited[id] = 0;
        if (s != GG_OK) return s;
    }
    return GG_OK;
}

/* Every legal move of a token at (u, v): the first step must go left (rule 5). */
static gg_status each_move(walker *w, int u, int v)
{
    if (v == 1) return GG_OK;
    memset(w->visited, 0, (size_t)(w->n * w->m));
    w->visited[cell_id(w, u, v)] = 1;
    int id = cell_id(w, u, v - 1);
    w->visited[id] = 1;
    w->len = 0;
    w->path[w->len++] = (uint32_t)id;
    return walk(w, u, v - 1);
}

static void walker_fini(walker *w)
{
    free(w->visited);
    free(w->path);
    w->visited = NULL;
    w->path = NULL;
}

/* n*m <= GG_MIMO_ORACLE_MAX_CELLS here (the callers' checks), so the sizes cannot overflow. */
static gg_status walker_init(walker *w, int n, int m, gg_diag *diag)
{
    w->n = n;
    w->m = m;
    w->visited = malloc((size_t)(n * m));
    w->path = malloc((size_t)(n * m) * sizeof *w->path);
    if (w->visited && w->path) return GG_OK;
    walker_fini(w);
    return gg_diag_nomem(diag);
}

/* ---- Sprague–Grundy values of single tokens ------------------------------------------ */

static gg_status sg_emit(void *user, const uint32_t *cells, size_t ncells)
{
    return gg_sg_option(user, cells, ncells);
}

static gg_status sg_options(void *user, uint32_t state, gg_sg_sink *sink)
{
    walker *w = user;
    w->emit = sg_emit;
    w->user = sink;
    int u = (int)state / w->m + 1, v = (int)state % w->m + 1;
    return each_move(w, u, v);
}

gg_status gg_mimo_oracle_values(int n, int m, uint64_t *g, gg_diag *diag)
{
    walker w;
    if (walker_init(&w, n, m, diag) != GG_OK) return GG_ENOMEM;
    gg_sg *e = NULL;
    gg_status s = gg_sg_new((uint32_t)(n * m), sg_options, &w, &e, diag);
    for (int id = 0; s == GG_OK && id < n * m; id++) s = gg_sg_value(e, (uint32_t)id, &g[id], diag);
    gg_sg_free(e);
    walker_fini(&w);
    return s;
}

/* ---- direct search over whole positions ------------------------------------------------ */

struct gg_mimo_direct {
    int n, m;
    uint64_t *keys;     /* packed positions; 0 = empty slot (the empty position is stored apart) */
    uint8_t *win;       /* 1 if the player to move wins */
    size_t cap, used;
};

static uint64_t pack(const uint8_t *counts, int cells)
{
    uint64_t k = 0;
    for (int i = 0; i < cells; i++) k |= (uint64_t)counts[i] << (8 * i);
    return k;
}

static size_t slot(const gg_mimo_direct *d, uint64_t key)
{
    uint64_t h = key * 0x9e3779b97f4a7c15ull;
    size_t i = (size_t)(h >> 20) & (d->cap - 1);
    while (d->keys[i] != 0 && d->keys[i] != key) i = (i + 1) & (d->cap - 1);
    return i;
}

static gg_status rehash(gg_mimo_direct *d, gg_diag *diag)
{
    size_t ocap = d->cap;
    uint64_t *okeys = d->keys;
    uint8_t *owin = d->win;
    d->cap = ocap ? ocap * 2 : 1024;
    d->keys = calloc(d->cap, sizeof *d->keys);
    d->win = malloc(d->cap);
    if (!d->keys || !d->win) {
        free(d->keys);
        free(d->win);
        d->keys = okeys;
        d->win = owin;
        d->cap = ocap;
        return gg_diag_nomem(diag);
    }
    for (size_t i = 0; i < ocap; i++)
        if (okeys[i]) {
            size_t j = slot(d, okeys[i]);
            d->keys[j] = okeys[i];
            d->win[j] = owin[i];
        }
    free(okeys);
    free(owin);
    return GG_OK;
}

gg_status gg_mimo_direct_new(int n, int m, gg_mimo_direct **out, gg_diag *diag)
{
    *out = NULL;
    if (n < 1 || m < 1 || n > GG_MIMO_DIRECT_MAX_CELLS || n * m > GG_MIMO_DIRECT_MAX_CELLS)
        return gg_diag_set(diag, GG_EINPUT, "a %d x %d grid is too large for the direct oracle (n*m <= %d)",
                           n, m, GG_MIMO_DIRECT_MAX_CELLS);
    gg_mimo_direct *d = calloc(1, sizeof *d);
    if (!d) return gg_diag_nomem(diag);
    d->n = n;
    d->m = m;
    if (rehash(d, diag) != GG_OK) {
        gg_mimo_direct_free(d);
        return GG_ENOMEM;
    }
    *out = d;
    return GG_OK;
}

void gg_mimo_direct_free(gg_mimo_direct *d)
{
    if (!d) return;
    free(d->keys);
    free(d->win);
    free(d);
}

size_t gg_mimo_direct_size(const gg_mimo_direct *d)
{
    return d->used;
}

typedef struct direct_step {
    gg_mimo_direct *d;
    uint8_t counts[GG_MIMO_DIRECT_MAX_CELLS];
    int found_losing;   /* some move leads to a position the opponent loses */
    gg_diag *diag;
} direct_step;

static gg_status solve_counts(gg_mimo_direct *d, const uint8_t *counts, int *win, gg_diag *diag);

static gg_status direct_emit(void *user, const uint32_t *cells, size_t ncells)
{
    direct_step *st = user;
    if (st->found_losing) return GG_OK;
    uint8_t next[GG_MIMO_DIRECT_MAX_CELLS];
    memcpy(next, st->counts, sizeof next);
    for (size_t i = 0; i < ncells; i++) {
        if (cells[i] % (uint32_t)st->d->m == 0) continue; /* column 1: never moves */
        if (next[cells[i]] == 255)
            return gg_diag_set(st->diag, GG_ECHECK, "direct search: more than 255 tokens on a cell");
        next[cells[i]]++;
    }
    int opp_wins;
    gg_status s = solve_counts(st->d, next, &opp_wins, st->diag);
    if (s != GG_OK) return s;
    if (!opp_wins) st->found_losing = 1;
    return GG_OK;
}

static gg_status solve_counts(gg_mimo_direct *d, const uint8_t *given, int *win, gg_diag *diag)
{
    int cells = d->n * d->m;
    uint8_t counts[GG_MIMO_DIRECT_MAX_CELLS];
    memcpy(counts, given, (size_t)cells);
    for (int id = 0; id < cells; id += d->m) counts[id] = 0; /* column 1: never moves */
    uint64_t key = pack(counts, cells);
    if (key == 0) { /* no tokens: no move */
        *win = 0;
        return GG_OK;
    }
    size_t i = slot(d, key);
    if (d->keys[i] == key) {
        *win = d->win[i];
        return GG_OK;
    }
    direct_step st;
    st.d = d;
    memset(st.counts, 0, sizeof st.counts);
    memcpy(st.counts, counts, (size_t)cells);
    st.found_losing = 0;
    st.diag = diag;
    for (int id = 0; id < cells && !st.found_losing; id++) {
        if (st.counts[id] == 0) continue;
        st.counts[id]--; /* the moved token leaves its cell */
        /* Each level of the search walks with buffers of its own. */
        walker w;
        if (walker_init(&w, d->n, d->m, diag) != GG_OK) return GG_ENOMEM;
        w.emit = direct_emit;
        w.user = &st;
        gg_status s = each_move(&w, id / d->m + 1, id % d->m + 1);
        walker_fini(&w);
        st.counts[id]++;
        if (s != GG_OK) return s;
    }
    *win = st.found_losing;
    if (2 * (d->used + 1) > d->cap && rehash(d, diag) != GG_OK) return GG_ENOMEM;
    i = slot(d, key);
    d->keys[i] = key;
    d->win[i] = (uint8_t)*win;
    d->used++;
    return GG_OK;
}

gg_status gg_mimo_direct_solve(gg_mimo_direct *d, const uint8_t *counts, int *first_wins,
                               gg_diag *diag)
{
    return solve_counts(d, counts, first_wins, diag);
}

/* ---- work bounds and the oracle's answer for one case ---------------------------------- */

/* 1 if the sg oracle accepts an n x m grid: n*m <= GG_MIMO_ORACLE_MAX_CELLS and
 * n^(m-1) <= GG_MIMO_ORACLE_MAX_PATHS (a token's legal paths number about n^(m-1)). */
static int sg_fits(int64_t n, int64_t m)
{
    uint64_t cells, paths = 1;
    if (n < 1 || m < 1 || gg_mul_u64((uint64_t)n, (uint64_t)m, &cells) || cells > GG_MIMO_ORACLE_MAX_CELLS)
        return 0;
    for (int64_t j = 1; j < m; j++) {
        paths *= (uint64_t)n; /* paths <= 10^5 and n <= 256 before this product: no overflow */
        if (paths > GG_MIMO_ORACLE_MAX_PATHS) return 0;
    }
    return 1;
}

/* An upper bound on the positions the direct search stores, from the rules alone: a move
 * removes one token and adds at most one token to each cell of a lower column, so the tokens
 * that can ever arrive on a cell of column j are its own plus every token that can ever stand
 * in a column > j (and column j receives at most n per such token). Each stored position
 * holds between 0 and that many tokens on each cell of columns >= 2 (column 1 is left out),
 * so the positions are at most the product of (that many + 1). Saturates at UINT64_MAX, and
 * is UINT64_MAX when a cell could hold more than GG_MIMO_DIRECT_MAX_COUNT tokens. Needs
 * n*m <= GG_MIMO_DIRECT_MAX_CELLS. */
static uint64_t direct_estimate(const gg_mimo_case *c)
{
    int n = (int)c->n, m = (int)c->m;
    uint64_t cell[GG_MIMO_DIRECT_MAX_CELLS] = {0}, above = 0, product = 1;
    for (size_t i = 0; i < c->k; i++) cell[(c->row[i] - 1) * (uint64_t)m + c->col[i] - 1]++;
    for (int v = m; v >= 2; v--) {
        uint64_t column = 0;
        for (int u = 0; u < n; u++) {
            uint64_t most = cell[u * m + v - 1] + above; /* both <= k * 8^8: no overflow */
            if (most > GG_MIMO_DIRECT_MAX_COUNT) return UINT64_MAX;
            product = gg_mul_u64_sat(product, most + 1);
            column += cell[u * m + v - 1];
        }
        above += column + (uint64_t)n * above; /* tokens ever in columns >= v, <= 255 * 8 per column */
    }
    return product;
}

gg_mimo_oracle_limit gg_mimo_oracle_check(const gg_mimo_case *c, int direct, uint64_t *estimate)
{
    *estimate = 0;
    if (!direct) return sg_fits(c->n, c->m) ? GG_MIMO_ORACLE_FITS : GG_MIMO_ORACLE_GRID;
    uint64_t cells;
    if (gg_mul_u64((uint64_t)c->n, (uint64_t)c->m, &cells) || cells > GG_MIMO_DIRECT_MAX_CELLS)
        return GG_MIMO_ORACLE_GRID;
    *estimate = direct_estimate(c);
    return *estimate > GG_MIMO_DIRECT_MAX_POSITIONS ? GG_MIMO_ORACLE_POSITIONS : GG_MIMO_ORACLE_FITS;
}

static uint64_t add_sat(uint64_t a, uint64_t b)
{
    uint64_t r;
    return gg_add_u64(a, b, &r) ? UINT64_MAX : r;
}

/* Exact counts for the path enumeration (docs/mimo.md, "Limits"): a move from column v
 * picks the exit row of each column v-1..1 (n^(v-1) moves); summed over the n^2 pairs of
 * entry and exit rows, a column's runs hold runs = n^2 + (n^3 - n)/3 cells. So the moves from
 * every cell hold cells = sum over v of (v-1) runs n^(v-2) cells, number moves = sum of
 * n^v, and the walk visits nodes = sum over v of (n^2 + ... + n^v) prefixes. */
uint64_t gg_mimo_oracle_work(const gg_mimo_case *c, int direct, uint64_t estimate)
{
    if (c->n < 1 || c->m < 1 || c->n > GG_MIMO_ORACLE_MAX_CELLS || c->m > GG_MIMO_ORACLE_MAX_CELLS)
        return UINT64_MAX; /* not a grid either oracle accepts */
    uint64_t n = (uint64_t)c->n, runs = n * n + (n * n * n - n) / 3; /* n <= 256: exact */
    uint64_t pw = 1, moves = 0, cells = 0, nodes = 0;                 /* pw = n^(v-2) */
    for (uint64_t v = 2; v <= (uint64_t)c->m; v++) {
        moves = add_sat(moves, gg_mul_u64_sat(n * n, pw));
        nodes = add_sat(nodes, moves);
        cells = add_sat(cells, gg_mul_u64_sat(gg_mul_u64_sat(v - 1, runs), pw));
        pw = gg_mul_u64_sat(pw, n);
    }
    if (direct) return add_sat(1024, gg_mul_u64_sat(estimate, add_sat(moves, 1)));
    return add_sat(add_sat(64 + 16 * n * (uint64_t)c->m, cells), gg_mul_u64_sat(4, nodes));
}

static gg_status direct_case(const gg_mimo_case *c, int *first_wins, gg_diag *diag)
{
    int m = (int)c->m;
    uint8_t counts[GG_MIMO_DIRECT_MAX_CELLS] = {0};
    for (size_t i = 0; i < c->k; i++) /* columns >= 2: <= GG_MIMO_DIRECT_MAX_COUNT (the check) */
        if (c->col[i] >= 2) counts[(c->row[i] - 1) * (uint64_t)m + c->col[i] - 1]++; /* column 1 never moves */
    gg_mimo_direct *d;
    gg_status s = gg_mimo_direct_new((int)c->n, m, &d, diag);
    if (s == GG_OK) s = gg_mimo_direct_solve(d, counts, first_wins, diag);
    gg_mimo_direct_free(d);
    return s;
}

gg_status gg_mimo_oracle_case(const gg_mimo_case *c, const char *method, int *first_wins,
                              gg_diag *diag)
{
    int direct = strcmp(method, "direct") == 0;
    uint64_t estimate;
    if (gg_mimo_oracle_check(c, direct, &estimate) != GG_MIMO_ORACLE_FITS)
        return gg_diag_set(diag, GG_EINPUT, "a %lld x %lld grid with %zu tokens is too large for the %s oracle",
                           (long long)c->n, (long long)c->m, c->k, method);
    if (direct) return direct_case(c, first_wins, diag);
    int n = (int)c->n, m = (int)c->m; /* n*m <= GG_MIMO_ORACLE_MAX_CELLS (the check) */
    uint64_t *g = malloc((size_t)(n * m) * sizeof *g);
    if (!g) return gg_diag_nomem(diag);
    gg_status s = gg_mimo_oracle_values(n, m, g, diag);
    uint64_t x = 0;
    for (size_t i = 0; s == GG_OK && i < c->k; i++) x ^= g[(c->row[i] - 1) * (uint64_t)m + (c->col[i] - 1)];
    free(g);
    *first_wins = x != 0;
    return s;
}
