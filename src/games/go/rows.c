/* rows.c: pass 1 of the solver (solve.c) without a search: the cut stones of the components of
 * L (white stones without an empty neighbour) and the sizes of the parts they cut off, found
 * row by row (the proof is in docs/go.md, "Cut stones row by row").
 *
 * F = L (4-connected components C), B everything else, the walls included (8-connected
 * regions; all walls form one region, "outside", labelled 0). For a stone v of L, the points
 * of L in its eight-neighbour ring that are joined to a side neighbour of v inside the ring
 * form its arcs; between two arcs lies a gap, which holds a point of B. Two arcs lie in
 * different components of C - v exactly when some region of B holds a gap on each side of
 * them. A part is dead when it holds no attached stone (one next to a liberty stone). So,
 * reading the board in order:
 *   (1) the regions of B: a union-find over the points of B, in the words of B's points;
 *   (2) each stone of L: its arcs (a table over the ring's 256 masks), the regions of its
 *       gaps, and from their pattern (a second table) which of its side neighbours lie in one
 *       component of C - v; a stone with two or more is a cut stone. Then the blocks (the
 *       pieces that no single stone cuts) by a union-find whose elements are the other
 *       stones of L and, for a cut stone, one "socket" per side neighbour in L: each edge
 *       joins the element that stands for it at each end (the stone itself, or the cut
 *       stone's socket on that side), and a cut stone joins its sockets part by part; runs of
 *       side-by-side stones that cut nothing are joined at once and noted;
 *   (3) dense numbers for the blocks, their stones and attached stones counted (by run);
 *   (4) the tree of blocks and cut stones (the block-cut tree): each cut stone's parts are its
 *       subtrees, a part without an attached stone is dead;
 *   (5) every stone of L gets its delta (cut stones from (4); the others 0, or |C| - 1 for
 *       C's only attached stone), or, in a component without attached stone (a dead group),
 *       is left a candidate for pass 2 (dead_groups); the liberty stones get |C| from each
 *       component C that they alone are attached to.
 * Memory besides the board's words and state bytes (as in solve.c): 56 bytes per cut stone,
 * 40 per block, 12 per run of stones that cut nothing, 8 per tree edge (docs/go.md, Memory),
 * grown as needed and kept for the next board. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/vec.h"
#include "solver.h"

/* For k = 2..4 arcs and the equality pattern of their gaps' regions: the parts of C - v. */
struct gg_go_parts {
    uint8_t parts, part[4];
};
struct gg_go_node { /* a node of the block-cut tree */
    uint32_t off, parent, comp, subw, subl, att, many;
};
struct gg_go_cutrec { /* a cut stone: its index; its parts by side, then its delta */
    uint32_t pos, info;
};
struct gg_go_run { /* a run of stones that cut nothing: its first stone, length, attached */
    uint32_t pos, len, att;
};
struct gg_go_rows {
    uint32_t ncut, nb; /* this board's cut stones and blocks */
    size_t nrun;       /* and runs */
    struct gg_go_ring ring[256];
    struct gg_go_parts parts[3][64];
    struct gg_go_run *run;
    size_t runcap;
    uint32_t *sock;
    size_t sockcap;
    struct gg_go_cutrec *cut;
    size_t cutcap;
    uint32_t *bw, *bl;
    size_t bcap, blcap;
    struct gg_go_node *node;
    size_t nodecap;
    uint32_t *adj;
    size_t adjcap;
    uint32_t *order;
    size_t ordercap;
};

/* The eight ring positions, clockwise from up: N NE E SE S SW W NW. A side neighbour in
 * direction d (0 up, 1 right, 2 down, 3 left) is ring position 2d. */
static inline size_t ring_off(unsigned pos, size_t W)
{
    switch (pos & 7u) {
    case 0: return (size_t)0 - W;
    case 1: return (size_t)1 - W;
    case 2: return 1;
    case 3: return W + 1;
    case 4: return W;
    case 5: return W - 1;
    case 6: return (size_t)-1;
    default: return (size_t)0 - W - 1;
    }
}

void gg_go_ring_fill(struct gg_go_ring *t)
{
    for (unsigned m = 0; m < 256; m++) {
        struct gg_go_ring *e = &t[m];
        unsigned in[8], D[4], link[4];
        for (unsigned i = 0; i < 8; i++) in[i] = (m >> i) & 1u;
        for (unsigned d = 0; d < 4; d++) D[d] = in[2 * d];
        for (unsigned d = 0; d < 4; d++) link[d] = D[d] && D[(d + 1) & 3u] && in[2 * d + 1];
        memset(e, 0, sizeof *e);
        memset(e->arc, 0xff, sizeof e->arc);
        unsigned d0 = 4;
        for (unsigned d = 0; d < 4; d++)
            if (D[d] && !link[(d + 3) & 3u]) {
                d0 = d;
                break;
            }
        if (d0 == 4) { /* no side neighbour, or all four joined all round: no gap */
            if (D[0]) {
                e->arcs = 1;
                for (unsigned d = 0; d < 4; d++) e->arc[d] = 0;
            }
            continue;
        }
        int a = -1;
        for (unsigned i = 0; i < 4; i++) {
            const unsigned d = (d0 + i) & 3u;
            if (!D[d]) continue;
            if (a < 0 || !link[(d + 3) & 3u]) a++;
            e->arc[d] = (uint8_t)a;
            if (!link[d]) /* the arc ends at d: its gap starts right after it */
                e->rep[a] = (uint8_t)(in[2 * d + 1] ? (2 * d + 2) & 7u : 2 * d + 1);
        }
        e->arcs = (uint8_t)(a + 1);
        e->gaps = e->arcs;
    }
}

/* Whether gaps i and j (i < j) carry one region, as bit pair(i, j) of an equality mask. */
static inline unsigned pair_bit(unsigned i, unsigned j)
{
    static const uint8_t bit[4][4] = {{0, 0, 1, 2}, {0, 0, 3, 4}, {0, 0, 0, 5}, {0, 0, 0, 0}};
    return bit[i][j];
}

/* The parts of C - v for k arcs (2..4) whose gaps carry the regions described by eq (bit
 * pair_bit(i, j): gaps i and j in one region): arcs i < j are in one part unless a region
 * holds a gap between them on each side (gaps i..j-1 on one side, the others on the other);
 * the closure of that relation, numbered by first arc. */
static void parts_fill(struct gg_go_parts t[3][64])
{
    for (unsigned k = 2; k <= 4; k++)
        for (unsigned eq = 0; eq < 64; eq++) {
            unsigned grp[4] = {0, 1, 2, 3};
            for (unsigned i = 0; i < k; i++)
                for (unsigned j = i + 1; j < k; j++) {
                    int across = 0;
                    for (unsigned p = i; p < j; p++)
                        for (unsigned q = 0; q < k; q++) {
                            if (q >= i && q < j) continue;
                            const unsigned lo = p < q ? p : q, hi = p < q ? q : p;
                            across |= (eq >> pair_bit(lo, hi)) & 1u;
                        }
                    if (across) continue;
                    const unsigned gi = grp[i], gj = grp[j]; /* join the two classes */
                    for (unsigned x = 0; x < k; x++)
                        if (grp[x] == gj) grp[x] = gi;
                }
            struct gg_go_parts *e = &t[k - 2][eq];
            unsigned n = 0, name[4] = {9, 9, 9, 9};
            for (unsigned x = 0; x < k; x++) {
                if (name[grp[x]] == 9) name[grp[x]] = n++;
                e->part[x] = (uint8_t)name[grp[x]];
            }
            e->parts = (uint8_t)n;
        }
}

/* The regions of B: find with path halving over the words. Links point to earlier points;
 * the walls' words are 0 while the pass runs, so every wall is in region 0 (point 0 is a
 * wall, its own root). */
static inline uint32_t region_find(uint32_t *w, uint32_t x)
{
    while (w[x] != x) {
        const uint32_t z = w[w[x]];
        w[x] = z;
        x = z;
    }
    return x;
}

/* The walls' words: 0 (region 0) while the pass runs, UINT32_MAX (solve.c's) after. */
static void set_walls(uint32_t *w, uint32_t rows, size_t W, uint32_t v)
{
    for (size_t i = 0; i < W; i++) w[i] = v, w[((size_t)rows + 1) * W + i] = v;
    for (uint32_t r = 1; r <= rows; r++) w[(size_t)r * W + W - 1] = v;
}

/* Pass (1): label the points of B in reading order; each joins the regions of its neighbours
 * read before it (left, and the three above; up alone when it is in B, for the other three
 * are its neighbours and joined with it already), the earliest root kept; a point of the
 * last row joins region 0 too (the wall below it). Row 1 has walls above, so its first point
 * never reads up-left. */
static void label_regions(const uint8_t *st, uint32_t *w, uint32_t rows, size_t W)
{
    const size_t first = W, end = ((size_t)rows + 1) * W;
    for (size_t p = first; p < end; p++) {
        if (end - p >= 8 && ((p - first) & 7u) == 0) { /* eight stones of L at once */
            uint64_t x;
            memcpy(&x, st + p, 8);
            if ((x & 0x8080808080808080u) == 0x8080808080808080u) {
                p += 7;
                continue;
            }
        }
        const uint8_t b = st[p];
        if ((b & ST_CAND) || COLOUR(b) == C_WALL) continue;
        uint32_t r;
        if (!(st[p - W] & ST_CAND)) {
            r = region_find(w, (uint32_t)(p - W));
        } else {
            uint32_t a = UINT32_MAX, c = UINT32_MAX;
            if (!(st[p - 1] & ST_CAND)) a = region_find(w, (uint32_t)(p - 1));
            else if (!(st[p - W - 1] & ST_CAND)) a = region_find(w, (uint32_t)(p - W - 1));
            if (!(st[p - W + 1] & ST_CAND)) c = region_find(w, (uint32_t)(p - W + 1));
            if (a == UINT32_MAX) a = c;
            if (c != UINT32_MAX && c != a) { /* two regions meet: the later root joins */
                const uint32_t lo = a < c ? a : c, hi = a < c ? c : a;
                w[hi] = lo;
                a = lo;
            }
            r = a == UINT32_MAX ? (uint32_t)p : a;
        }
        if (p >= end - W && r != 0) { /* the last row touches the wall below */
            w[r] = 0;
            r = 0;
        }
        w[p] = r;
    }
}

/* Every point of B in row r (not a wall) gets its region's root in its word: its link points
 * to an earlier point, whose word is its root by then (rows are flattened in order). */
static inline void flatten_row(const uint8_t *st, uint32_t *w, size_t row, size_t cols)
{
    for (size_t p = row; p < row + cols; p++)
        if (!(st[p] & ST_CAND)) w[p] = w[w[p]];
}

/* The white union-find: ids below sb are points (parent in w), the others sockets (parent
 * in sp[id - sb]); a root is its own parent; links point to smaller ids. */
static inline uint32_t *uf_par(uint32_t *w, uint32_t *sp, uint32_t sb, uint32_t id)
{
    return id < sb ? &w[id] : &sp[id - sb];
}

static inline uint32_t uf_find(uint32_t *w, uint32_t *sp, uint32_t sb, uint32_t x)
{
    for (;;) {
        uint32_t *px = uf_par(w, sp, sb, x);
        const uint32_t y = *px;
        if (y == x) return x;
        const uint32_t z = *uf_par(w, sp, sb, y);
        *px = z;
        if (z == y) return y;
        x = z;
    }
}

static inline void uf_union(uint32_t *w, uint32_t *sp, uint32_t sb, uint32_t a, uint32_t b)
{
    a = uf_find(w, sp, sb, a);
    b = uf_find(w, sp, sb, b);
    if (a == b) return;
    if (a < b) *uf_par(w, sp, sb, b) = a;
    else *uf_par(w, sp, sb, a) = b;
}

#define CUTB 0x08u          /* st bit on a stone of L while this pass runs: a cut stone */
#define BIDF 0x80000000u    /* a word that holds a block's number, not a link */

/* The element that stands for the edge from the stone x of L in direction d. */
static inline uint32_t handle(const uint8_t *st, const uint32_t *w, uint32_t sb, uint32_t x, unsigned d)
{
    return st[x] & CUTB ? sb + 4 * w[x] + d : x;
}

/* Grows the array *a of *cap elements of size sz to at least need (gg_vec_reserve's growth);
 * 0 when out of memory. */
static int grow(void **a, size_t *cap, size_t need, size_t sz)
{
    gg_vec v = {*a, 0, *cap};
    if (gg_vec_reserve(&v, sz, need, NULL) != GG_OK) return 0;
    *a = v.data;
    *cap = v.cap;
    return 1;
}

/* Nonzero if one of the eight st bytes from b is in L (ST_CAND). */
static inline uint64_t any_l8(const uint8_t *b)
{
    uint64_t x;
    memcpy(&x, b, 8);
    return x & 0x8080808080808080u;
}

/* Bit 7 of byte k set iff point p + k and its eight neighbours are all in L (p not in the
 * first or last row). */
static inline uint64_t full8(const uint8_t *st, size_t p, size_t W)
{
    uint64_t a, x;
    memcpy(&a, st + p, 8);
    memcpy(&x, st + p - 1, 8); a &= x;
    memcpy(&x, st + p + 1, 8); a &= x;
    memcpy(&x, st + p - W - 1, 8); a &= x;
    memcpy(&x, st + p - W, 8); a &= x;
    memcpy(&x, st + p - W + 1, 8); a &= x;
    memcpy(&x, st + p + W - 1, 8); a &= x;
    memcpy(&x, st + p + W, 8); a &= x;
    memcpy(&x, st + p + W + 1, 8); a &= x;
    return a & 0x8080808080808080u;
}

/* The cut test of the stone p of L: the parts of C - p (its entry of the parts table), or
 * NULL when it cuts nothing; *ep its ring's entry. The regions of rows p's row - 1 .. + 1
 * are flattened (a word of B is its region). */
static inline const struct gg_go_parts *cut_test(const uint8_t *st, const uint32_t *w, size_t p, size_t W,
                                                 const struct gg_go_rows *rt, const size_t *off8,
                                                 const struct gg_go_ring **ep)
{
    const uint8_t *q = st + p;
    const uint32_t nwb = p > W ? *(q - W - 1) : C_WALL;
    const unsigned m = (unsigned)(*(q - W) >> 7) | (unsigned)(*(q - W + 1) >> 7) << 1 | (unsigned)(q[1] >> 7) << 2 |
                       (unsigned)(q[W + 1] >> 7) << 3 | (unsigned)(q[W] >> 7) << 4 | (unsigned)(q[W - 1] >> 7) << 5 |
                       (unsigned)(*(q - 1) >> 7) << 6 | (nwb >> 7) << 7;
    const struct gg_go_ring *e = &rt->ring[m];
    *ep = e;
    if (e->gaps < 2) return NULL;
    uint32_t lab[4];
    for (unsigned i = 0; i < e->gaps; i++) lab[i] = e->rep[i] == 7 && p == W ? 0 : w[p + off8[e->rep[i]]];
    unsigned eq = (unsigned)(lab[0] == lab[1]);
    if (e->gaps > 2) {
        eq |= (unsigned)(lab[0] == lab[2]) << 1 | (unsigned)(lab[1] == lab[2]) << 3;
        if (e->gaps > 3)
            eq |= (unsigned)(lab[0] == lab[3]) << 2 | (unsigned)(lab[1] == lab[3]) << 4 | (unsigned)(lab[2] == lab[3]) << 5;
    }
    const struct gg_go_parts *pt = &rt->parts[e->gaps - 2][eq];
    return pt->parts < 2 ? NULL : pt;
}

uint32_t gg_go_rows_check_parts(void)
{
    static struct gg_go_parts t[3][64];
    parts_fill(t);
    uint32_t bad = 0;
    for (unsigned k = 2; k <= 4; k++) {
        unsigned lab[4] = {0, 0, 0, 0};
        for (;;) { /* every labelling of the k gaps, as a restricted growth string */
            unsigned m = 0, eq = 0;
            for (unsigned i = 0; i < k; i++) m = lab[i] + 1 > m ? lab[i] + 1 : m;
            for (unsigned i = 0; i < k; i++)
                for (unsigned j = i + 1; j < k; j++) eq |= (unsigned)(lab[i] == lab[j]) << pair_bit(i, j);
            bad += t[k - 2][eq].parts + m < 1 + k;
            unsigned i = k - 1; /* the next string: lab[i] <= 1 + max(lab[0..i-1]) */
            for (;; i--) {
                unsigned mx = 0;
                for (unsigned j = 0; j < i; j++) mx = lab[j] + 1 > mx ? lab[j] + 1 : mx;
                if (i > 0 && lab[i] < mx) {
                    lab[i]++;
                    for (unsigned j = i + 1; j < k; j++) lab[j] = 0;
                    break;
                }
                if (i == 0) break;
            }
            if (i == 0) break;
        }
    }
    return bad;
}

void gg_go_rows_free(struct gg_go_rows *r)
{
    if (!r) return;
    free(r->run);
    free(r->sock);
    free(r->cut);
    free(r->bw);
    free(r->bl);
    free(r->node);
    free(r->adj);
    free(r->order);
    free(r);
}

int gg_go_rows_fits(uint32_t rows, uint32_t cols)
{
    const uint64_t npad = ((uint64_t)rows + 2) * ((uint64_t)cols + 1);
    return npad + 4 * (uint64_t)rows * cols < BIDF;
}

/* Pass (2) on one cut stone p (c: its number): its sockets, joined part by part, and its
 * edges to the left and up. 0 when out of memory. */
static int add_cut(gg_go_solver *s, size_t p, uint32_t c, uint32_t sb, const struct gg_go_ring *e,
                   const struct gg_go_parts *pt)
{
    struct gg_go_rows *rb = s->rp;
    uint8_t *st = s->st;
    uint32_t *w = s->w;
    const size_t W = s->W;
    if (!grow((void **)&rb->sock, &rb->sockcap, 4 * ((size_t)c + 1), sizeof *rb->sock) ||
        !grow((void **)&rb->cut, &rb->cutcap, (size_t)c + 1, sizeof *rb->cut))
        return 0;
    uint32_t info = 0, firstof[4] = {UINT32_MAX, UINT32_MAX, UINT32_MAX, UINT32_MAX};
    w[p] = c;
    st[p] |= CUTB;
    for (unsigned d = 0; d < 4; d++) {
        const uint32_t id = sb + 4 * c + d;
        rb->sock[4 * c + d] = id;
        if (e->arc[d] == 0xff) continue;
        const unsigned part = pt->part[e->arc[d]];
        info |= (4u | part) << (3 * d);
        if (firstof[part] == UINT32_MAX) firstof[part] = id;
        else rb->sock[4 * c + d] = firstof[part];
    }
    rb->cut[c].pos = (uint32_t)p;
    rb->cut[c].info = info;
    if (st[p - 1] & ST_CAND) uf_union(w, rb->sock, sb, sb + 4 * c + 3, handle(st, w, sb, (uint32_t)p - 1, 1));
    if (st[p - W] & ST_CAND) uf_union(w, rb->sock, sb, sb + 4 * c, handle(st, w, sb, (uint32_t)(p - W), 2));
    return 1;
}

/* The block of each part of the cut stone c (after (3): its sockets hold block numbers), one
 * per part, into blk; returns how many parts. */
static unsigned part_blocks(const struct gg_go_rows *rb, uint32_t c, uint32_t blk[4])
{
    const uint32_t info = rb->cut[c].info;
    unsigned seen = 0, n = 0;
    for (unsigned d = 0; d < 4; d++) {
        const uint32_t x = (info >> (3 * d)) & 7u;
        if (!(x & 4u) || (seen >> (x & 3u)) & 1u) continue;
        seen |= 1u << (x & 3u);
        blk[n++] = rb->sock[4 * c + d] & ~BIDF;
    }
    return n;
}

/* (2), the cut test and the blocks' union-find (see below); notes the runs and the cut stones
 * (rb->nrun, rb->ncut). GG_ENOMEM when an array cannot grow. */
static gg_status cut_pass(gg_go_solver *s)
{
    uint8_t *restrict st = s->st;
    uint32_t *restrict w = s->w;
    const size_t W = s->W;
    struct gg_go_rows *rb = s->rp;
    const uint32_t rows = s->rows, cols = s->cols;
    const size_t first = W, npad = ((size_t)rows + 2) * W;
    const uint32_t sb = (uint32_t)npad; /* the first socket's id */
    size_t off8[8];
    for (unsigned i = 0; i < 8; i++) off8[i] = ring_off(i, W);

    /* (2) Row by row (the regions of the row below flattened first): the cut test of each
     * stone of L, then the blocks. A run of stones that cut nothing, side by side, is one
     * block at once: its first stone stands for it (the others link to it), and the run is
     * noted (its first stone, length, attached stones) for (3). A union with the element
     * above is needed only where the stone above does not continue a stretch of stones that
     * cut nothing above the run (two such stones side by side above the run are in one block
     * already). */
    uint32_t ncut = 0;
    size_t nrun = 0;
    flatten_row(st, w, first, cols);
    for (uint32_t r = 1; r <= rows; r++) {
        const size_t row = (size_t)r * W, rowend = row + cols;
        if (r < rows) flatten_row(st, w, row + W, cols);
        uint32_t rep = UINT32_MAX; /* the current run's first stone */
        uint32_t len = 0, att = 0;
        uint64_t full = 0;         /* bit 7 of byte k: point k of the block of 8 has L all round */
        for (size_t p = row;; p++) {
            uint8_t b = 0;
            if (p < rowend) {
                if (((p - row) & 7u) == 0) {
                    if (rowend - p >= 8 && !any_l8(st + p)) {
                        p += 7;
                        b = 0;
                        goto gap;
                    }
                    full = r > 1 && r < rows && p + W + 9 <= npad ? full8(st, p, W) : 0;
                    /* Eight stones with L all round that continue a run, under stones that
                     * cut nothing (and so do the stones up-left of them): one block with the
                     * run, and no union is needed (see above). */
                    if (full == 0x8080808080808080u && rep != UINT32_MAX && rowend - p >= 8) {
                        uint64_t u1, u2, x;
                        memcpy(&u1, st + p - W - 1, 8);
                        memcpy(&u2, st + p - W, 8);
                        if (!((u1 | u2) & 0x0101010101010101u * CUTB)) {
                            for (unsigned k = 0; k < 8; k++) w[p + k] = rep;
                            memcpy(&x, st + p, 8);
                            att += (uint32_t)__builtin_popcountll(x & 0x2020202020202020u);
                            len += 8;
                            p += 7;
                            continue;
                        }
                    }
                }
                b = st[p];
            }
            if (b & ST_CAND) {
                const struct gg_go_ring *e = NULL;
                const struct gg_go_parts *pt =
                    (full >> (8 * ((p - row) & 7u)) & 0x80u) ? NULL : cut_test(st, w, p, W, rb, off8, &e);
                const uint8_t up = st[p - W];
                if (!pt) {
                    const int joined = rep != UINT32_MAX; /* the stone on the left is in the run */
                    if (!joined) {
                        rep = (uint32_t)p;
                        w[p] = rep;
                        if (st[p - 1] & ST_CAND) /* a cut stone */
                            uf_union(w, rb->sock, sb, rep, sb + 4 * w[p - 1] + 1);
                    } else {
                        w[p] = rep;
                    }
                    len++;
                    att += (b & ST_ATT) != 0;
                    if (up & ST_CAND) {
                        if (up & CUTB) uf_union(w, rb->sock, sb, rep, sb + 4 * w[p - W] + 2);
                        else if (!joined || (st[p - W - 1] & (ST_CAND | CUTB)) != ST_CAND)
                            uf_union(w, rb->sock, sb, rep, (uint32_t)(p - W));
                    }
                    continue;
                }
                if (!add_cut(s, p, ncut++, sb, e, pt)) return GG_ENOMEM;
            }
        gap:
            if (rep != UINT32_MAX) { /* the run ends */
                if (!grow((void **)&rb->run, &rb->runcap, nrun + 1, sizeof *rb->run)) return GG_ENOMEM;
                rb->run[nrun].pos = rep;
                rb->run[nrun].len = len;
                rb->run[nrun].att = att;
                nrun++;
                rep = UINT32_MAX;
                len = att = 0;
            }
            if (p >= rowend) break;
        }
    }
    rb->ncut = ncut;
    rb->nrun = nrun;
    return GG_OK;
}

/* (3), into rb->nb blocks: their stones (bw) and attached stones (bl). */
static gg_status number_blocks(gg_go_solver *s)
{
    uint32_t *restrict w = s->w;
    struct gg_go_rows *rb = s->rp;
    const uint32_t sb = (uint32_t)(((size_t)s->rows + 2) * s->W), ncut = rb->ncut;
    const size_t nrun = rb->nrun;
    /* (3) Block numbers: the runs in reading order (a run's first stone links to an earlier
     * run's first stone, whose word is its block's number by then), then the sockets in
     * order (the same), with each block's stones and attached stones counted. */
    uint32_t nb = 0;
    for (size_t i = 0; i < nrun; i++) {
        const uint32_t p = rb->run[i].pos, q = w[p];
        uint32_t bid;
        if (q == p) {
            if (!grow((void **)&rb->bw, &rb->bcap, (size_t)nb + 1, sizeof *rb->bw) ||
                !grow((void **)&rb->bl, &rb->blcap, (size_t)nb + 1, sizeof *rb->bl))
                return GG_ENOMEM;
            bid = nb++;
            rb->bw[bid] = 0;
            rb->bl[bid] = 0;
        } else {
            bid = w[q] & ~BIDF;
        }
        w[p] = BIDF | bid;
        rb->bw[bid] += rb->run[i].len;
        rb->bl[bid] += rb->run[i].att;
    }
    for (uint32_t i = 0; i < 4 * ncut; i++) {
        if (!((rb->cut[i / 4].info >> (3 * (i % 4))) & 4u)) continue; /* no neighbour there */
        const uint32_t q = rb->sock[i];
        if (q == sb + i) {
            if (!grow((void **)&rb->bw, &rb->bcap, (size_t)nb + 1, sizeof *rb->bw) ||
                !grow((void **)&rb->bl, &rb->blcap, (size_t)nb + 1, sizeof *rb->bl))
                return GG_ENOMEM;
            rb->bw[nb] = 0;
            rb->bl[nb] = 0;
            rb->sock[i] = BIDF | nb++;
        } else {
            rb->sock[i] = q < sb ? w[q] : rb->sock[q - sb];
        }
    }
    rb->nb = nb;
    return GG_OK;
}

/* (4), the tree's edges in order (CSR: rb->node[x].off, rb->adj), and each tree's sizes and
 * attached counts gathered from its leaves up (breadth-first from its first node). */
static gg_status build_tree(gg_go_solver *s)
{
    struct gg_go_rows *rb = s->rp;
    const uint8_t *st = s->st;
    const uint32_t nb = rb->nb, ncut = rb->ncut;
    /* (4) The tree: nodes 0..nb-1 the blocks, nb + c the cut stone c; an edge from each cut
     * stone to the block of each of its parts. */
    const size_t N = (size_t)nb + ncut;
    if (!grow((void **)&rb->node, &rb->nodecap, N + 1, sizeof *rb->node)) return GG_ENOMEM;
    struct gg_go_node *nd = rb->node;
    for (size_t x = 0; x < N + 1; x++) nd[x].off = 0;
    size_t E = 0;
    for (uint32_t c = 0; c < ncut; c++) {
        uint32_t blk[4];
        const unsigned n = part_blocks(rb, c, blk);
        for (unsigned j = 0; j < n; j++) nd[blk[j]].off++;
        nd[nb + c].off += n;
        E += 2 * n;
    }
    if (!grow((void **)&rb->adj, &rb->adjcap, E + 1, sizeof *rb->adj)) return GG_ENOMEM;
    {
        size_t acc = 0;
        for (size_t x = 0; x <= N; x++) {
            const size_t deg = nd[x].off;
            nd[x].off = (uint32_t)acc;
            acc += deg;
        }
    }
    for (uint32_t c = 0; c < ncut; c++) { /* fill: off[x] counts up to off[x + 1] */
        uint32_t blk[4];
        const unsigned n = part_blocks(rb, c, blk);
        for (unsigned j = 0; j < n; j++) {
            rb->adj[nd[blk[j]].off++] = nb + c;
            rb->adj[nd[nb + c].off++] = blk[j];
        }
    }
    for (size_t x = N; x > 0; x--) nd[x].off = nd[x - 1].off; /* back to the starts */
    nd[0].off = 0;
    /* Breadth-first order per tree; sizes and attached counts gathered from the leaves up. */
    for (size_t x = 0; x < N; x++) {
        nd[x].parent = UINT32_MAX;
        nd[x].comp = UINT32_MAX;
        nd[x].subw = x < nb ? rb->bw[x] : 1;
        nd[x].subl = x < nb ? rb->bl[x] : (st[rb->cut[x - nb].pos] & ST_ATT) != 0;
        nd[x].att = UINT32_MAX;
        nd[x].many = 0;
    }
    if (!grow((void **)&rb->order, &rb->ordercap, N + 1, sizeof *rb->order)) return GG_ENOMEM;
    uint32_t *order = rb->order;
    size_t head = 0, tail = 0;
    for (size_t r = 0; r < N; r++) {
        if (nd[r].comp != UINT32_MAX) continue;
        nd[r].comp = (uint32_t)r;
        order[tail++] = (uint32_t)r;
        while (head < tail) {
            const uint32_t x = order[head++];
            const uint32_t to = nd[x + 1].off;
            for (uint32_t i = nd[x].off; i < to; i++) {
                const uint32_t y = rb->adj[i];
                if (y == nd[x].parent) continue;
                assert(nd[y].comp == UINT32_MAX); /* a tree: no second way to y */
                nd[y].parent = x;
                nd[y].comp = (uint32_t)r;
                order[tail++] = y;
            }
        }
    }
    for (size_t i = N; i-- > 0;) {
        const uint32_t x = order[i];
        if (nd[x].parent == UINT32_MAX) continue;
        nd[nd[x].parent].subw += nd[x].subw;
        nd[nd[x].parent].subl += nd[x].subl;
    }
    return GG_OK;
}

/* After (4): each cut stone's delta (in rb->cut[c].info) and each block's word for (5). */
static void cut_deltas(struct gg_go_rows *rb)
{
    const uint32_t nb = rb->nb, ncut = rb->ncut;
    const struct gg_go_node *nd = rb->node;
    /* each cut stone's delta: the parts without an attached stone */
    for (uint32_t c = 0; c < ncut; c++) {
        const uint32_t x = nb + c, root = nd[x].comp;
        uint32_t delta = 0;
        const uint32_t to = nd[x + 1].off;
        for (uint32_t i = nd[x].off; i < to; i++) {
            const uint32_t b = rb->adj[i];
            uint32_t pw, pl;
            if (b == nd[x].parent) {
                pw = nd[root].subw - nd[x].subw;
                pl = nd[root].subl - nd[x].subl;
            } else {
                pw = nd[b].subw;
                pl = nd[b].subl;
            }
            delta += pl == 0 ? pw : 0;
        }
        rb->cut[c].info = delta; /* from here on: the delta */
    }
    /* each block's word for (5): its component dead (BIDF), or the delta of an attached
     * stone of it that cuts nothing (|C| - 1 when it is C's only attached stone, else 0) */
    for (uint32_t x = 0; x < nb; x++) {
        const struct gg_go_node *g = &nd[nd[x].comp];
        rb->bw[x] = g->subl == 0 ? BIDF : g->subl == 1 ? g->subw - 1 : 0;
    }
}

/* (5), the counts written (see below), and the liberty stones' shares. */
static void write_counts(gg_go_solver *s)
{
    uint8_t *restrict st = s->st;
    uint32_t *restrict w = s->w;
    const size_t W = s->W;
    struct gg_go_rows *rb = s->rp;
    const size_t first = W, end = ((size_t)s->rows + 1) * W;
    const uint32_t nb = rb->nb;
    const size_t N = (size_t)nb + rb->ncut;
    struct gg_go_node *nd = rb->node;
    /* (5) A run's stones follow its first stone, whose word holds the block's number (the
     * others' words are links, not read here). */
    uint32_t runx = 0; /* the block of the run the previous point belongs to */
    uint8_t prev = 0;  /* the previous point's st byte as it was */
    for (size_t p = first; p < end; p++) {
        /* eight stones of L that cut nothing, none attached, continuing a run: delta 0 each */
        if (end - p >= 8 && (prev & (ST_CAND | CUTB)) == ST_CAND) {
            uint64_t x;
            memcpy(&x, st + p, 8);
            if (x == 0x0101010101010101u * (C_WHITE | ST_CAND)) {
                if (rb->bw[runx] != BIDF) {
                    memset(w + p, 0, 8 * sizeof *w);
                    memset(st + p, C_WHITE, 8);
                }
                p += 7;
                continue;
            }
        }
        const uint8_t b = st[p];
        const uint8_t before = prev;
        prev = b;
        if (b & ST_LIB) { /* a liberty stone: its count starts at 0 (its word held a region) */
            w[p] = 0;
            continue;
        }
        if (!(b & ST_CAND)) continue;
        uint32_t x, delta;
        if (b & CUTB) {
            x = nb + w[p];
            delta = rb->cut[w[p]].info;
            if (nd[nd[x].comp].subl == 0) {
                st[p] = (uint8_t)(C_WHITE | ST_CAND);
                continue;
            }
        } else {
            if ((before & (ST_CAND | CUTB)) != ST_CAND) runx = w[p] & ~BIDF; /* a run starts */
            x = runx;
            const uint32_t r = rb->bw[x];
            if (r == BIDF) { /* a group without liberty: pass 2's */
                st[p] = (uint8_t)(C_WHITE | ST_CAND);
                continue;
            }
            delta = b & ST_ATT ? r : 0;
        }
        if (b & ST_ATT) { /* its liberty neighbours are the component's attachments */
            struct gg_go_node *g = &nd[nd[x].comp];
            if (!g->many) {
                const size_t nb4[4] = {p - W, p + 1, p + W, p - 1};
                for (unsigned k = 0; k < 4; k++) {
                    if (!(st[nb4[k]] & ST_LIB)) continue;
                    if (g->att == UINT32_MAX) g->att = (uint32_t)nb4[k];
                    g->many |= g->att != nb4[k];
                }
            }
        }
        w[p] = delta;
        st[p] = (uint8_t)(C_WHITE | (delta != 0) * ST_ND);
    }
    /* A component with a single attachment dies with it. */
    for (size_t x = 0; x < N; x++) {
        const struct gg_go_node *g = &nd[x];
        if (g->comp != x || g->subl == 0 || g->many) continue;
        w[g->att] += g->subw;
        st[g->att] |= ST_ND;
    }
}

gg_status gg_go_cut_rows(gg_go_solver *s)
{
    if (!s->rp) {
        if (!(s->rp = calloc(1, sizeof *s->rp))) return GG_ENOMEM;
        gg_go_ring_fill(s->rp->ring);
        parts_fill(s->rp->parts);
    }
    assert(gg_go_rows_fits(s->rows, s->cols));
    set_walls(s->w, s->rows, s->W, 0);
    label_regions(s->st, s->w, s->rows, s->W);
    gg_status e = cut_pass(s);
    set_walls(s->w, s->rows, s->W, UINT32_MAX);
    if (e == GG_OK) e = number_blocks(s);
    if (e == GG_OK) e = build_tree(s);
    if (e != GG_OK) return e;
    cut_deltas(s->rp);
    write_counts(s);
    return GG_OK;
}
