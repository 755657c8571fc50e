/* local.c: pass 1 of the solver (solve.c) without a search of whole components: two sweeps
 * over the rows certify most stones of the components with two attached stones and two
 * attachments; the other stones of L (white stones without an empty neighbour) are labelled
 * row by row; each stone of L is read with its eight-neighbour ring, and only where the ring
 * shows two arcs or more and an arc not known to reach an attached stone does a breadth-first
 * search look, from that arc, for a stone that does (the proof is in docs/go.md, "Cut stones
 * by local searches").
 *
 * The steps are those of the proof:
 *   step 0, certify: four lanes a stone (in its word): the least and greatest hash of the
 *       attached stones and of the attachments it has heard of, from the stones of L around it,
 *       in two sweeps; LK_CERT where both differ (its component has two of each: ordinary).
 *       Every stone of L's word becomes 0 (no other word is touched). The same sweeps make
 *       the potential h, a byte a point (0 on the attached stones, 255 where unknown; every
 *       other stone of L with an h has a side neighbour in L with a smaller one). The sweeps
 *       run only where solve.c asks (s->local_cert), and there the plain code makes only the
 *       potential and the 0s (no stone certified); elsewhere, in both codes, one pass writes
 *       the 0s and h = 0 on the attached stones, 255 elsewhere.
 *   step 1, label: the runs of side-by-side uncertified stones of L, in reading order, each
 *       joined to the runs of the row above that it meets, by a union-find over the runs (a
 *       run's parent is an earlier run; a root run holds its class's number). A class's record
 *       holds its size, its attached stones (how many, up to two, and the first) and its
 *       attachments (the first liberty stone seen, or "two different"); a class beside a
 *       certified stone is ordinary (two and "two different"), any other is a whole component.
 *   step 2, settle: every run pointed at its class; the stones of a class without an attached
 *       stone marked LK_DEADC (left for pass 2, dead_groups); a class's only attached stone v
 *       given |C| - 1 (every part of C - v dies) and counted.
 *   step 3, count: sixty-four points at a time, their rings at once from a bitmap of L
 *       (which step 3 does not change). A stone v of L whose ring has at most one arc keeps 0
 *       (C - v is connected, and holds an attached stone); otherwise, with lim = min(h(v),
 *       254), each arc none of whose ring positions has h <= lim is searched from its side
 *       neighbour, through C - v, until the first stone with h <= lim (the part reaches an
 *       attached stone: it lives) or until the part is exhausted (it dies: its size counts,
 *       and the arcs it reached are done). A counted stone's byte becomes C_WHITE | ST_ND
 *       (delta not 0) | its ST_ATT.
 *   step 4: every liberty stone gets |C| from each component C that it alone is attached to.
 * A stone of L is recognised in every state by (st & (3 | ST_LIB)) == C_WHITE: the rings and
 * searches of step 3 read stones that it has already counted. The searches of a board have a
 * budget (BUDGET visits): when it runs out, or memory does, the marks of mark_liberties are
 * put back and the caller runs the depth-first search instead (gg_go_cut_local returns 0, -1).
 * Memory besides the board's words and state bytes: 12 bytes a run, 16 a class, 4 a stone of
 * the largest search, one byte and one bit a point, 4 bytes a column; kept for the next board. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/vec.h"
#include "solver.h"

#define LK_SEEN 0x08u        /* st bit on a stone of L while a search of step 3 has visited it */
/* st bit on a candidate in a component without attached stone (left to pass 2): ST_ND's bit,
 * which only stones that are no longer candidates carry */
#define LK_DEADC 0x04u
/* st bit on a stone of L from step 0 until step 3 counts it: certified (its component has two
 * attached stones and two attachments at least). ST_DEAD's bit, which pass 2 sets later. */
#define LK_CERT 0x40u
#define RUN_ROOT 0x80000000u /* a run's entry: the component's number with this bit, or the parent run */
#define NONE UINT32_MAX      /* no stone yet */
#define MANY (UINT32_MAX - 1) /* two different ones (padded indices are below UINT32_MAX - 1) */
/* The searches of one board queue at most BUDGET(|L|) stones in all besides the stone each
 * one starts from (search gives up when fewer than four visits are left as it takes a stone
 * from its queue). */
#define BUDGET(nl) (4 * (size_t)(nl) + 65536)

struct lk_comp {
    uint32_t size, natt, att, lib; /* natt: attached stones, up to 2; att: the first; lib: the first attachment, or MANY */
};
/* For each ring mask (bit i: ring position i in L, clockwise from up): the arcs, the arc of each
 * side neighbour (0xff: not in L) and the ring positions of each arc (its side neighbours and the
 * diagonals in L beside them). */
struct lk_ring {
    uint8_t arcs, arc[4], pos[4];
};
struct gg_go_local {
    struct lk_ring ring[256];
    gg_vec run;   /* uint32_t per run: its parent run, or RUN_ROOT | its component */
    gg_vec start; /* uint32_t per run: its first stone ... */
    gg_vec stop;  /* ... and the point after its last */
    gg_vec comp;  /* struct lk_comp */
    gg_vec queue; /* uint32_t: the stones a search has visited */
    gg_vec lbits; /* uint64_t: the bitmap of L (step 3) */
    gg_vec pot;   /* uint8_t per padded point: the potential of step 3 (potential) */
    gg_vec crow;  /* uint32_t: a row of scratch for step 0 (certify) */
    int pot_made; /* the potential is the last board's (step 0 ran on it) */
    uint64_t spread[256]; /* bit k of the index: 0xff in byte k */
};

#define IN_L(b) (((b) & (3u | ST_LIB)) == C_WHITE)

static void ring_fill(struct lk_ring *t)
{
    struct gg_go_ring base[256];
    gg_go_ring_fill(base);
    for (unsigned m = 0; m < 256; m++) {
        struct lk_ring *e = &t[m];
        memset(e, 0, sizeof *e);
        e->arcs = base[m].arcs;
        for (unsigned d = 0; d < 4; d++) {
            const unsigned a = base[m].arc[d];
            e->arc[d] = (uint8_t)a;
            if (a == 0xff) continue;
            const unsigned cw = 2 * d + 1, ccw = (2 * d + 7) & 7u; /* the diagonals beside it */
            e->pos[a] |= (uint8_t)(1u << (2 * d) | (m & (1u << cw)) | (m & (1u << ccw)));
        }
    }
}

void gg_go_local_free(struct gg_go_local *lc)
{
    if (!lc) return;
    gg_vec_fini(&lc->run);
    gg_vec_fini(&lc->start);
    gg_vec_fini(&lc->stop);
    gg_vec_fini(&lc->comp);
    gg_vec_fini(&lc->queue);
    gg_vec_fini(&lc->lbits);
    gg_vec_fini(&lc->pot);
    gg_vec_fini(&lc->crow);
    free(lc);
}

/* The component's number of run x (union-find over the runs, path halving). */
static inline uint32_t run_root(uint32_t *run, uint32_t x)
{
    while (!(run[x] & RUN_ROOT)) {
        const uint32_t y = run[x];
        if (!(run[y] & RUN_ROOT)) run[x] = run[y];
        x = run[x];
    }
    return x;
}

/* Notes the attached stone q (its liberty neighbours are attachments) in component c. */
static inline void note_attached(struct lk_comp *c, const uint8_t *st, size_t q, size_t W)
{
    c->att = c->natt ? c->att : (uint32_t)q;
    c->natt += c->natt < 2;
    if (c->lib == MANY) return;
    const size_t nb[4] = {q - W, q + 1, q + W, q - 1};
    for (unsigned k = 0; k < 4; k++) {
        if (!(st[nb[k]] & ST_LIB)) continue;
        if (c->lib == NONE) c->lib = (uint32_t)nb[k];
        else if (c->lib != nb[k]) c->lib = MANY;
    }
}

/* Component lo takes in component hi (lo's run is the earlier). */
static inline void absorb(struct lk_comp *lo, struct lk_comp *hi)
{
    lo->size += hi->size;
    if (!lo->natt) lo->att = hi->att;
    lo->natt = lo->natt + hi->natt < 2 ? lo->natt + hi->natt : 2;
    if (hi->lib != NONE) lo->lib = lo->lib == NONE || lo->lib == hi->lib ? hi->lib : MANY;
    hi->natt = 0; /* no longer a component: steps 2 and 4 skip it */
    hi->lib = NONE;
}

/* The potential h (docs/go.md, "The potential"), made in step 0's sweeps, read by step 3: a
 * byte per padded point, 0 on the
 * attached stones, 255 ("unknown") on every point not in L, and on the other stones of L the
 * result of relaxations h(p) <- min(h(p), h(q) + 1) over side neighbours q in L (255 + 1 is
 * 255), made in two sweeps over the rows: down the board (each row from the row above, then
 * one step from both side neighbours) and back up (from the row below, then the same step).
 * Every stone p of L with 0 < h(p) < 255 then has a side neighbour in L with a smaller h, so a
 * stone y of C - v with h(y) <= min(h(v), 254) reaches an attached stone without passing v:
 * the searches stop there, not only at attached stones. */
#define POT_UNKNOWN 255u

/* One more than x, 255 staying 255. */
#define POT_NEXT(x) ((uint8_t)((x) + ((x) < POT_UNKNOWN)))

/* One row of a sweep: t (cols + 2 bytes of scratch, its first and last the walls around the
 * row) gets each point's value from the row itself (h: the values so far) and from the row
 * before in the sweep (prev), then the row gets the minimum of t and its side neighbours'
 * t + 1, on the stones of L. st: the row's state bytes. Branch-free: vectorises. */
GG_GO_BODY void pot_row(uint8_t *restrict h, uint8_t *restrict t, const uint8_t *restrict st,
                        const uint8_t *restrict prev, size_t cols)
{
    t[0] = t[cols + 1] = POT_UNKNOWN;
    for (size_t c = 0; c < cols; c++) {
        const uint8_t b = st[c], up = POT_NEXT(prev[c]), x = h[c] < up ? h[c] : up;
        const uint8_t in_l = (b & (3u | ST_LIB)) == C_WHITE, att = (b & ST_ATT) != 0;
        t[c + 1] = in_l ? (att ? 0 : x) : (uint8_t)POT_UNKNOWN;
    }
    for (size_t c = 0; c < cols; c++) {
        const uint8_t l = POT_NEXT(t[c]), r = POT_NEXT(t[c + 2]), m = l < r ? l : r, x = t[c + 1];
        h[c] = (st[c] & (3u | ST_LIB)) == C_WHITE && m < x ? m : x;
    }
}

/* The bytes of 255 before the potential's first padded point (the rings of the first row's
 * points, and count's loads of sixty-four at once from p - W - 1) and after its last. */
#define POT_FRONT(W) ((W) + 64)
#define POT_BACK 128

/* Step 0, the certificate (docs/go.md, "Cut stones by local searches", step 0): each stone of L gathers, from
 * the stones of L around it, four lanes (the bytes of a word): the least f(a) and 255 - the
 * greatest f(a) over the attached stones a it has heard of, and the same over their liberty
 * neighbours (the attachments); f: a byte of the point's index, hashed. A lane at 255 has heard
 * of none (min and 255 - max of nothing), so 0xffffffff is "nothing", and every step is a
 * bytewise minimum. Two sweeps as the potential's: down the rows (each from the row above,
 * then one step from both side neighbours), then up. A stone whose least f(a) is below its
 * greatest, and the same for the attachments, is certified: its component has two different
 * attached stones and two different attachments. */
#define CERT_NONE 0xffffffffu

#define CERT_K 0x9e3779b1u /* step 0's f(p): the top byte of p CERT_K modulo 2^32 */

#ifndef GG_GO_PLAIN
#include <immintrin.h>

/* One step's t at column e (see cert_lanes), its state bytes (*bb), its stones of L (*l) and
 * its points in the row (*in); CERT_NONE on every lane not in L. */
GG_TARGET_512 static inline __m512i cert_t(const uint8_t *restrict sts, const uint32_t *restrict wrow,
                                           const uint32_t *restrict prev, uint32_t p0, uint32_t W, size_t cols,
                                           size_t e, const int back, __m512i *bb, __mmask16 *l, __mmask16 *in)
{
    const __m512i none = _mm512_set1_epi32(-1), c255 = _mm512_set1_epi32(255);
    const __mmask16 m = cols - e >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (cols - e)) - 1);
    const __m512i b = _mm512_cvtepu8_epi32(_mm512_castsi512_si128(_mm512_maskz_loadu_epi8(m, sts + e)));
    const __mmask16 lm = _mm512_mask_cmpeq_epi32_mask(m, _mm512_and_si512(b, _mm512_set1_epi32((int)(3u | ST_LIB))),
                                                      _mm512_set1_epi32(C_WHITE));
    __m512i own;
    if (back) {
        own = _mm512_maskz_loadu_epi32(lm, wrow + e);
    } else {
        const __m512i k1 = _mm512_set1_epi32((int)CERT_K), kw = _mm512_set1_epi32((int)(W * CERT_K));
        const __m512i iota = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        const __m512i x = _mm512_mullo_epi32(_mm512_add_epi32(_mm512_set1_epi32((int)(p0 + (uint32_t)e)), iota), k1);
        const __m512i f = _mm512_srli_epi32(x, 24);
        const uint8_t *nbp[4] = {sts - W + e, sts + e + 1, sts + W + e, sts + e - 1};
        const __m512i fu[4] = {_mm512_srli_epi32(_mm512_sub_epi32(x, kw), 24), _mm512_srli_epi32(_mm512_add_epi32(x, k1), 24),
                               _mm512_srli_epi32(_mm512_add_epi32(x, kw), 24), _mm512_srli_epi32(_mm512_sub_epi32(x, k1), 24)};
        __m512i lo = c255, hi = _mm512_setzero_si512();
        for (int d = 0; d < 4; d++) {
            const __m512i nb = _mm512_cvtepu8_epi32(_mm512_castsi512_si128(_mm512_maskz_loadu_epi8(lm, nbp[d])));
            const __mmask16 lib = _mm512_mask_test_epi32_mask(lm, nb, _mm512_set1_epi32((int)ST_LIB));
            lo = _mm512_mask_min_epu32(lo, lib, lo, fu[d]);
            hi = _mm512_mask_max_epu32(hi, lib, hi, fu[d]);
        }
        const __m512i v = _mm512_or_si512(_mm512_or_si512(f, _mm512_slli_epi32(_mm512_sub_epi32(c255, f), 8)),
                                          _mm512_or_si512(_mm512_slli_epi32(lo, 16),
                                                          _mm512_slli_epi32(_mm512_sub_epi32(c255, hi), 24)));
        own = _mm512_mask_mov_epi32(none, _mm512_mask_test_epi32_mask(lm, b, _mm512_set1_epi32((int)ST_ATT)), v);
    }
    *bb = b;
    *l = lm;
    *in = m;
    return _mm512_mask_mov_epi32(none, lm, _mm512_min_epu8(own, _mm512_maskz_loadu_epi32(lm, prev + e)));
}

/* One row of a sweep of step 0 with AVX-512, sixteen points a step (sts: the row's state
 * bytes, wrow its words, p0 the index of its first point, cols points; prev: in, the row
 * before in the sweep, out, this row). A stone of L starts from its own lanes: down the
 * board (back = 0) those of an attached stone (f(a), 255 - f(a), and the least f(u) and 255
 * minus the greatest over its liberty neighbours u, from one product p K: (p + e) K = p K + e K
 * modulo 2^32), CERT_NONE on the others; up the board (back = 1) its word, where the first
 * sweep left the lanes. Its t is the bytewise minimum of those and prev's; prev becomes the
 * minimum of its t and its side neighbours' (CERT_NONE off L and past the row's ends, the
 * neighbours' t taken from the registers of the steps around). Down the board a stone of L's
 * word gets its lanes; up the board it is certified (LK_CERT, counted) when both pairs of
 * lanes sum below 255 and its word becomes 0. Each step reads the next one's values before
 * writing its own, so every read sees the row as it was. Returns the stones certified.
 * Each step asks for the words at its columns in the next row of the sweep, a row ahead (a
 * wall row after the last): up the board those words were written by the first sweep, megabytes
 * of rows ago, and the rows are taken from the bottom up; down the board it writes them. On
 * 90 % white boards 1 to 8 % less time at 1000 x 1000, a tenth at 2000 x 2000 (measured:
 * docs/benchmarks.md). */
GG_TARGET_512 static size_t cert_lanes(uint32_t *restrict prev, uint8_t *restrict sts, uint32_t *restrict wrow,
                                       uint32_t p0, uint32_t W, size_t cols, const int back)
{
    const __m512i none = _mm512_set1_epi32(-1), ff = _mm512_set1_epi32(0xff), c255 = _mm512_set1_epi32(255);
    const uint32_t *ahead = back ? wrow - W : wrow + W; /* the next row's words: inside the padded grid */
    size_t n = 0;
    __m512i bc, tl = none;
    __mmask16 lc, inc;
    __m512i tc = cert_t(sts, wrow, prev, p0, W, cols, 0, back, &bc, &lc, &inc);
    for (size_t c = 0; c < cols; c += 16) {
        __m512i bn = none, tn = none;
        __mmask16 ln = 0, inn = 0;
        if (cols - c > 16) tn = cert_t(sts, wrow, prev, p0, W, cols, c + 16, back, &bn, &ln, &inn);
        _mm_prefetch((const char *)(ahead + c), _MM_HINT_T0);
        const __m512i left = _mm512_alignr_epi32(tc, tl, 15), right = _mm512_alignr_epi32(tn, tc, 1);
        const __m512i x = _mm512_mask_mov_epi32(none, lc, _mm512_min_epu8(tc, _mm512_min_epu8(left, right)));
        _mm512_mask_storeu_epi32(prev + c, inc, x);
        if (!back) {
            _mm512_mask_storeu_epi32(wrow + c, lc, x);
        } else {
            const __m512i a = _mm512_add_epi32(_mm512_and_si512(x, ff), _mm512_and_si512(_mm512_srli_epi32(x, 8), ff));
            const __m512i u = _mm512_add_epi32(_mm512_and_si512(_mm512_srli_epi32(x, 16), ff), _mm512_srli_epi32(x, 24));
            const __mmask16 cert = _mm512_mask_cmplt_epu32_mask(lc, a, c255) & _mm512_cmplt_epu32_mask(u, c255);
            _mm512_mask_cvtepi32_storeu_epi8(sts + c, cert, _mm512_or_si512(bc, _mm512_set1_epi32((int)LK_CERT)));
            _mm512_mask_storeu_epi32(wrow + c, lc, _mm512_setzero_si512());
            n += (size_t)__builtin_popcount(cert);
        }
        tl = tc;
        tc = tn;
        bc = bn;
        lc = ln;
        inc = inn;
    }
    return n;
}
#endif

/* Both sweeps (rows: the scratch, a row of cols + 2 words): the first leaves the lanes in
 * the words of the stones of L, the second certifies (LK_CERT) and leaves those words 0, the
 * count of most stones of L (step 2 or 3 writes the others). Each row's potential (h, with its
 * margins; tp: cols + 2 bytes of scratch) is made in the same sweeps. Returns the stones
 * certified. Without lanes (the plain code: in vectors of 16 bytes the lanes cost more than
 * the labelling they spare, docs/benchmarks.md) only the potential and the words' 0: no stone
 * is certified. Without sweeps (where solve.c sees long runs of L: few stones with two arcs,
 * few searches) not even the potential's relaxations: h is 0 on the attached stones and 255
 * elsewhere, one pass. */
GG_GO_BODY size_t cert_body(uint8_t *restrict st, uint32_t *restrict w, uint32_t *restrict rows_, size_t W,
                          uint32_t rows, size_t cols, uint8_t *restrict h, uint8_t *restrict tp, const int lanes,
                          const int sweeps)
{
    if (!sweeps) { /* no relaxation: 0 on the attached stones, 255 elsewhere (the margins and walls too) */
        memset(h - POT_FRONT(W), POT_UNKNOWN, POT_FRONT(W) + W);
        memset(h + ((size_t)rows + 1) * W, POT_UNKNOWN, W + POT_BACK);
        for (uint32_t r = 1; r <= rows; r++) {
            const size_t p0 = (size_t)r * W;
            const uint8_t *restrict sr = st + p0;
            uint8_t *restrict hr = h + p0;
            uint32_t *restrict wr = w + p0;
            for (size_t c = 0; c < cols; c++) {
                hr[c] = (sr[c] & (3u | ST_LIB | ST_ATT)) == (C_WHITE | ST_ATT) ? 0 : (uint8_t)POT_UNKNOWN;
                wr[c] &= (uint32_t)((sr[c] & (3u | ST_LIB)) == C_WHITE) - 1u;
            }
            hr[cols] = POT_UNKNOWN; /* the wall column */
        }
        return 0;
    }
    /* the potential's margins, walls, and every point before the first sweep */
    memset(h - POT_FRONT(W), POT_UNKNOWN, POT_FRONT(W) + ((size_t)rows + 2) * W + POT_BACK);
#ifdef GG_GO_PLAIN
    (void)lanes; /* no lanes without the AVX-512 code */
#endif
    uint32_t *prev = rows_;
    for (size_t c = 0; c < cols; c++) prev[c] = CERT_NONE; /* the wall row above */
    for (uint32_t r = 1; r <= rows; r++) {
        const size_t p0 = (size_t)r * W;
        pot_row(h + p0, tp, st + p0, h + p0 - W, cols);
#ifndef GG_GO_PLAIN
        if (lanes) cert_lanes(prev, st + p0, w + p0, (uint32_t)p0, (uint32_t)W, cols, 0);
#endif
    }
    for (size_t c = 0; c < cols; c++) prev[c] = CERT_NONE; /* the wall row below */
    size_t n = 0;
    for (uint32_t r = rows; r >= 1; r--) {
        const size_t p0 = (size_t)r * W;
        pot_row(h + p0, tp, st + p0, h + p0 + W, cols);
#ifndef GG_GO_PLAIN
        if (lanes) {
            n += cert_lanes(prev, st + p0, w + p0, (uint32_t)p0, (uint32_t)W, cols, 1);
            continue;
        }
#endif
        uint8_t *restrict sr = st + p0;
        uint32_t *restrict wr = w + p0;
        for (size_t c = 0; c < cols; c++) wr[c] &= (uint32_t)((sr[c] & (3u | ST_LIB)) == C_WHITE) - 1u;
    }
    return n;
}

#ifndef GG_GO_PLAIN
GG_TARGET_512 static size_t cert_wide(uint8_t *st, uint32_t *w, uint32_t *rows_, size_t W, uint32_t rows,
                                      size_t cols, uint8_t *h, uint8_t *tp)
{
    return cert_body(st, w, rows_, W, rows, cols, h, tp, 1, 1);
}

GG_TARGET_512 static size_t flat_wide(uint8_t *st, uint32_t *w, uint32_t *rows_, size_t W, uint32_t rows,
                                      size_t cols, uint8_t *h, uint8_t *tp)
{
    return cert_body(st, w, rows_, W, rows, cols, h, tp, 0, 0);
}
#endif

/* Step 0 on the solver's grid, and the potential: the stones certified into *n; 0 when out of
 * memory. */
static int certify(gg_go_solver *s, struct gg_go_local *lc, size_t *n)
{
    const size_t cols = s->cols;
    if (gg_vec_reserve(&lc->crow, sizeof(uint32_t), cols + 2, NULL) != GG_OK) return 0;
    const size_t npad = ((size_t)s->rows + 2) * s->W;
    if (gg_vec_reserve(&lc->pot, 1, POT_FRONT(s->W) + npad + POT_BACK, NULL) != GG_OK) return 0;
    uint8_t *h = (uint8_t *)lc->pot.data + POT_FRONT(s->W), *tp = s->rowflags; /* tp: cols + 2 bytes */
#ifndef GG_GO_PLAIN
    if (gg_go_wide(s)) { /* the certificate where solve.c asks for it */
        *n = (s->local_cert ? cert_wide : flat_wide)(s->st, s->w, lc->crow.data, s->W, s->rows, cols, h, tp);
        return 1;
    }
#endif
    *n = cert_body(s->st, s->w, lc->crow.data, s->W, s->rows, cols, h, tp, 0, s->local_cert); /* see cert_body */
    return 1;
}

/* Step 1: the runs and classes of the uncertified stones of L (candidates without LK_CERT); *nl
 * their number. GG_ENOMEM when out of memory. */
static gg_status label(gg_go_solver *s, struct gg_go_local *lc, size_t *nl)
{
    const uint8_t *st = s->st;
    const size_t W = s->W, first = W, end = ((size_t)s->rows + 1) * W, npad = end + W;
    lc->run.len = lc->comp.len = 0;
    size_t count = 0, rowend = first; /* the end of the last run's row (its wall column) */
    uint32_t first_run = 0, j = 0, above_end = 0; /* this row's first run; the runs above: [j, above_end) */
    for (size_t p = first; p < end;) {
        if (end - p >= 8) {
            uint64_t x;
            memcpy(&x, st + p, 8);
            const uint64_t in = x & ~(x << 1) & 0x8080808080808080u; /* ST_CAND, not LK_CERT (bit 6) */
            if (!in) {
                p += 8;
                continue;
            }
            p += (size_t)__builtin_ctzll(in) >> 3;
        } else if ((st[p] & (ST_CAND | LK_CERT)) != ST_CAND) {
            p++;
            continue;
        }
        const size_t a = p; /* the run [a, b): the wall column ends every row's runs */
        for (;;) { /* eight at a time while the grid lasts (the wall column stops the run) */
            if (npad - p < 8) {
                while ((st[p] & (ST_CAND | LK_CERT)) == ST_CAND) p++;
                break;
            }
            uint64_t x;
            memcpy(&x, st + p, 8);
            const uint64_t out = (~x | x << 1) & 0x8080808080808080u;
            if (out) {
                p += (size_t)__builtin_ctzll(out) >> 3;
                break;
            }
            p += 8;
        }
        const size_t b = p;
        if (lc->run.len == lc->run.cap || lc->run.len == lc->start.cap || lc->run.len == lc->stop.cap) {
            /* each array by its own room: one may have grown when another could not */
            if (gg_vec_reserve(&lc->run, sizeof(uint32_t), lc->run.len + 1, NULL) != GG_OK ||
                gg_vec_reserve(&lc->start, sizeof(uint32_t), lc->run.len + 1, NULL) != GG_OK ||
                gg_vec_reserve(&lc->stop, sizeof(uint32_t), lc->run.len + 1, NULL) != GG_OK)
                return GG_ENOMEM;
        }
        uint32_t *run = lc->run.data;
        const uint32_t *start = lc->start.data, *stop = lc->stop.data;
        ((uint32_t *)lc->start.data)[lc->run.len] = (uint32_t)a;
        ((uint32_t *)lc->stop.data)[lc->run.len] = (uint32_t)b;
        const uint32_t r = (uint32_t)lc->run.len++;
        if (a >= rowend) { /* the first run of a row: the runs above are those of the row before */
            const int next = a < rowend + W;
            rowend += W;
            while (a >= rowend) rowend += W;
            j = next ? first_run : r; /* the row before had no run: none above */
            above_end = r;
            first_run = r;
        }
        uint32_t root = NONE; /* the root run of the component, once one is known */
        /* The runs of the row above that meet [a, b) - W, in order (j only moves on). */
        while (j < above_end && stop[j] + W <= a) j++;
        for (uint32_t k = j; k < above_end && start[k] + W < b; k++) {
            uint32_t y = run_root(run, k);
            if (root != NONE && y != root) { /* two components meet: the later root joins */
                const uint32_t lo = y < root ? y : root, hi = y < root ? root : y;
                struct lk_comp *cp = lc->comp.data;
                absorb(&cp[run[lo] & ~RUN_ROOT], &cp[run[hi] & ~RUN_ROOT]);
                run[hi] = lo;
                y = lo;
            }
            root = y;
        }
        if (root == NONE) {
            if (lc->comp.len == lc->comp.cap &&
                gg_vec_reserve(&lc->comp, sizeof(struct lk_comp), lc->comp.len + 1, NULL) != GG_OK)
                return GG_ENOMEM;
            struct lk_comp *c = (struct lk_comp *)lc->comp.data + lc->comp.len;
            *c = (struct lk_comp){0, 0, NONE, NONE};
            run[r] = RUN_ROOT | (uint32_t)lc->comp.len++;
            root = r;
        } else {
            run[r] = root;
        }
        struct lk_comp *c = (struct lk_comp *)lc->comp.data + (run[root] & ~RUN_ROOT);
        c->size += (uint32_t)(b - a);
        count += b - a;
        if (c->natt == 2 && c->lib == MANY) continue; /* nothing more to learn from attached stones */
        uint8_t around = st[a - 1] | st[b]; /* a certified stone beside the run: an ordinary component */
        for (size_t q = a; q < b; q++) around |= st[q - W] | st[q + W];
        if (around & LK_CERT) {
            c->natt = 2;
            c->lib = MANY;
            continue;
        }
        for (size_t q = a; q < b; q++)
            if (st[q] & ST_ATT) note_attached(c, st, q, W);
    }
    *nl = count;
    return GG_OK;
}

/* Step 2: every run pointed at its component (a run's parent is earlier, and pointed
 * already); the stones of the components without attached stone marked LK_DEADC (count skips
 * them: pass 2's); and the only attached stone of a component given its delta |C| - 1 (every
 * part of C - v dies) and counted (out of ST_CAND). Returns the components with an attached
 * stone. */
static size_t settle(gg_go_solver *s, struct gg_go_local *lc)
{
    uint8_t *restrict st = s->st;
    uint32_t *run = lc->run.data;
    const uint32_t *start = lc->start.data, *stop = lc->stop.data;
    const struct lk_comp *comp = lc->comp.data;
    for (size_t x = 0; x < lc->run.len; x++) {
        if (!(run[x] & RUN_ROOT)) run[x] = run[run[x]];
        if (comp[run[x] & ~RUN_ROOT].natt) continue;
        for (size_t q = start[x]; q < stop[x]; q++) st[q] |= LK_DEADC;
    }
    size_t alive = 0;
    for (size_t x = 0; x < lc->comp.len; x++) {
        const struct lk_comp *c = &comp[x];
        alive += c->natt != 0;
        if (c->natt != 1) continue;
        s->w[c->att] = c->size - 1;
        st[c->att] = (uint8_t)(C_WHITE | (c->size > 1) * ST_ND | ST_ATT);
    }
    return alive;
}

/* The ring mask of the positions of v's ring whose potential is at most lim (v's, at most
 * 254): each such stone is in L, and its part of C - v holds an attached stone. */
static inline unsigned ring_low(const uint8_t *h, size_t v, size_t W, uint8_t lim)
{
    const uint8_t *q = h + v;
    return (unsigned)(*(q - W) <= lim) | (unsigned)(*(q - W + 1) <= lim) << 1 | (unsigned)(q[1] <= lim) << 2 |
           (unsigned)(q[W + 1] <= lim) << 3 | (unsigned)(q[W] <= lim) << 4 | (unsigned)(q[W - 1] <= lim) << 5 |
           (unsigned)(*(q - 1) <= lim) << 6 | (unsigned)(*(q - W - 1) <= lim) << 7;
}

/* A breadth-first search of C - v (v marked LK_SEEN) from its stone x0 of L: 1 when it meets a
 * stone whose potential is at most lim (v's, at most 254; an attached stone's is 0): the part
 * lives; 0 when the part is exhausted (dead: its stones are the queue's *n, still marked
 * LK_SEEN for the caller), -1 when the budget (*left visits) runs out, -2 when out of memory.
 * A stone is looked at as it is queued. */
static int search(uint8_t *restrict st, const uint8_t *restrict h, uint8_t lim, size_t W, struct gg_go_local *lc,
                  size_t x0, size_t *n_out, size_t *left)
{
    uint32_t *qu = lc->queue.data;
    size_t n = 0, head = 0;
    int r = 0;
    *n_out = 0;
    if (h[x0] <= lim) return 1;
    st[x0] |= LK_SEEN;
    qu[n++] = (uint32_t)x0;
    while (head < n) {
        const size_t x = qu[head++];
        if (*left < 4) {
            r = -1;
            break;
        }
        if (lc->queue.cap - n < 4) {
            if (gg_vec_reserve(&lc->queue, sizeof(uint32_t), n + 4, NULL) != GG_OK) {
                r = -2;
                break;
            }
            qu = lc->queue.data;
        }
        const size_t nb[4] = {x - W, x + 1, x + W, x - 1};
        for (unsigned k = 0; k < 4; k++) {
            const size_t y = nb[k];
            const uint8_t b = st[y];
            if (!IN_L(b) || (b & LK_SEEN)) continue;
            if (h[y] <= lim) {
                r = 1;
                break;
            }
            st[y] = (uint8_t)(b | LK_SEEN);
            qu[n++] = (uint32_t)y;
            --*left;
        }
        if (r) break;
    }
    *n_out = n;
    if (r) /* not a dead part: the marks go */
        for (size_t i = 0; i < n; i++) st[qu[i]] &= (uint8_t)~LK_SEEN;
    return r;
}

/* The delta of v, whose ring (entry e; am: the positions whose potential is at most lim, v's
 * at most 254) has two arcs or more and whose component has another attached stone than v:
 * the dead parts of C - v, each found by a search from one of its arcs. Returns UINT32_MAX when
 * the budget (*left visits) runs out, UINT32_MAX - 1 when out of memory. */
__attribute__((noinline)) static uint32_t split(gg_go_solver *s, struct gg_go_local *lc, size_t v,
                                                const struct lk_ring *e, unsigned am, uint8_t lim, size_t *left)
{
    uint8_t *restrict st = s->st;
    const size_t W = s->W;
    const size_t side[4] = {v - W, v + 1, v + W, v - 1};
    unsigned done = 0; /* arcs known: alive (an attached stone in the ring), or in a dead part found */
    for (unsigned j = 0; j < e->arcs; j++) done |= (unsigned)((am & e->pos[j]) != 0) << j;
    if (lc->queue.cap < 64 && gg_vec_reserve(&lc->queue, sizeof(uint32_t), 64, NULL) != GG_OK) return UINT32_MAX - 1;
    uint32_t delta = 0;
    st[v] |= LK_SEEN; /* never entered */
    for (unsigned d = 0; d < 4; d++) {
        const unsigned j = e->arc[d];
        if (j == 0xff || (done >> j & 1u)) continue;
        done |= 1u << j;
        size_t n;
        const int r = search(st, (const uint8_t *)lc->pot.data + POT_FRONT(W), lim, W, lc, side[d], &n, left);
        if (r < 0) {
            st[v] &= (uint8_t)~LK_SEEN;
            return r == -1 ? UINT32_MAX : UINT32_MAX - 1;
        }
        if (r) continue;
        delta += (uint32_t)n; /* a dead part: the arcs whose side neighbour it holds are done */
        for (unsigned k = d + 1; k < 4; k++)
            if (e->arc[k] != 0xff && (st[side[k]] & LK_SEEN)) done |= 1u << e->arc[k];
        const uint32_t *qu = lc->queue.data;
        for (size_t i = 0; i < n; i++) st[qu[i]] &= (uint8_t)~LK_SEEN;
    }
    st[v] &= (uint8_t)~LK_SEEN;
    return delta;
}

/* Puts back the marks of solve.c's mark_liberties on every stone of L (ST_CAND, its ST_ATT,
 * word UINT32_MAX) after step 0, 1 or 3 gave up; the liberty stones' words are still 0. */
static void restore(gg_go_solver *s)
{
    uint8_t *restrict st = s->st;
    uint32_t *restrict w = s->w;
    const size_t first = s->W, end = ((size_t)s->rows + 1) * s->W;
    for (size_t p = first; p < end; p++)
        if (IN_L(st[p])) {
            st[p] = (uint8_t)(C_WHITE | ST_CAND | (st[p] & ST_ATT));
            w[p] = UINT32_MAX;
        }
}

/* Bit 7 of byte k set iff the st byte b[k] is a stone of L (IN_L), eight at once: y is 0
 * exactly there, and y + 0x7f (no carry leaves a byte: y <= 0x13) has bit 7 set elsewhere. */
static inline uint64_t in_l8(uint64_t x)
{
    const uint64_t y = (x & 0x1313131313131313u) ^ 0x0202020202020202u;
    return ~(y + 0x7f7f7f7f7f7f7f7fu) & 0x8080808080808080u;
}

/* The bitmap of L for step 3: bit p + 64 set iff the padded point p is a stone of L (one zero
 * word before the grid's bits, zero words after them), eight points a byte. 0 when out of
 * memory. */
static int l_bitmap(const gg_go_solver *s, struct gg_go_local *lc)
{
    const uint8_t *st = s->st;
    const size_t npad = ((size_t)s->rows + 2) * s->W, words = npad / 64 + 8;
    if (gg_vec_reserve(&lc->lbits, sizeof(uint64_t), words, NULL) != GG_OK) return 0;
    uint64_t *bits = lc->lbits.data;
    memset(bits, 0, words * sizeof *bits);
    uint8_t *byte = (uint8_t *)(bits + 1); /* bit i of the words is bit i % 8 of byte i / 8 */
    size_t p = 0;
    for (; npad - p >= 8; p += 8) {
        uint64_t x;
        memcpy(&x, st + p, 8);
        byte[p / 8] = (uint8_t)(((in_l8(x) >> 7) * 0x0102040810204080u) >> 56); /* bit 7 of each byte, gathered */
    }
    for (; p < npad; p++) byte[p / 8] |= (uint8_t)(IN_L(st[p]) << (p % 8));
    return 1;
}

/* The 64 bits of the bitmap from bit pos on. */
static inline uint64_t bits_at(const uint64_t *b, size_t pos)
{
    const size_t i = pos / 64;
    const unsigned k = (unsigned)(pos % 64);
    return b[i] >> k | (b[i + 1] << 1) << (63 - k);
}

/* For the 64 points whose bits start at bit B of the bitmap: their rings (r[i], bit j: ring
 * position i of point j in L) and, as the result, those with two arcs or more (Lemma D: two
 * ends or more; an end is a side neighbour in L not joined to the next one clockwise). */
static inline uint64_t multi64(const uint64_t *bits, size_t B, size_t W, uint64_t r[8])
{
    r[0] = bits_at(bits, B - W), r[1] = bits_at(bits, B - W + 1), r[2] = bits_at(bits, B + 1);
    r[3] = bits_at(bits, B + W + 1), r[4] = bits_at(bits, B + W), r[5] = bits_at(bits, B + W - 1);
    r[6] = bits_at(bits, B - 1), r[7] = bits_at(bits, B - W - 1);
    const uint64_t e0 = r[0] & ~(r[1] & r[2]), e1 = r[2] & ~(r[3] & r[4]);
    const uint64_t e2 = r[4] & ~(r[5] & r[6]), e3 = r[6] & ~(r[7] & r[0]);
    return (e0 & (e1 | e2 | e3)) | (e1 & (e2 | e3)) | (e2 & e3);
}

#ifndef GG_GO_PLAIN
#include <immintrin.h>

/* For the 64 points from p0 whose rings multi64 gave (r): those with an arc none of whose
 * positions has a potential at most the point's own (at most 254), the points that the loop
 * below would split; as the ring table would give them, from words. lo[i]: ring position i
 * at most the limit (only a stone of L can be: 255 elsewhere); a[d]: side d's arc has such a
 * position (first its own positions: side d and the diagonals beside it, then along the
 * joins of its arc, up to three steps round the ring). */
GG_TARGET_512 static uint64_t unknown64(const uint8_t *h, size_t p0, size_t W, const uint64_t r[8])
{
    const uint8_t *q = h + p0; /* the ring positions from q: no offset below h's first point */
    const __m512i lim = _mm512_min_epu8(_mm512_loadu_si512(q), _mm512_set1_epi8((char)(POT_UNKNOWN - 1)));
    const uint8_t *const at[8] = {q - W, q - W + 1, q + 1, q + W + 1, q + W, q + W - 1, q - 1, q - W - 1};
    uint64_t lo[8], a[4], join[4];
    for (unsigned i = 0; i < 8; i++) lo[i] = _mm512_cmple_epu8_mask(_mm512_loadu_si512(at[i]), lim);
    for (unsigned d = 0; d < 4; d++) {
        a[d] = lo[2 * d] | lo[2 * d + 1] | lo[(2 * d + 7) & 7u];
        join[d] = r[2 * d] & r[2 * d + 1] & r[(2 * d + 2) & 7u]; /* side d joined to side d + 1 */
    }
    for (unsigned k = 0; k < 3; k++)
        for (unsigned d = 0; d < 4; d++) {
            a[d] |= join[d] & a[(d + 1) & 3u];
            a[(d + 1) & 3u] |= join[d] & a[d];
        }
    return (r[0] & ~a[0]) | (r[2] & ~a[1]) | (r[4] & ~a[2]) | (r[6] & ~a[3]);
}

/* The candidates not marked LK_DEADC among the 64 points from p0 that lie in [first, end) (bit
 * j: point p0 + j), as count's plain loop finds them. */
GG_TARGET_512 static uint64_t todo64(const uint8_t *st, size_t p0, size_t first, size_t end)
{
    const unsigned lo = first > p0 ? (unsigned)(first - p0) : 0, hi = end - p0 < 64 ? (unsigned)(end - p0) : 64;
    const uint64_t in = (hi == 64 ? ~(uint64_t)0 : ((uint64_t)1 << hi) - 1) & ~(((uint64_t)1 << lo) - 1); /* lo < 64 */
    const __m512i x = _mm512_maskz_loadu_epi8(in, st + p0);
    const __m512i cand = _mm512_and_si512(x, _mm512_set1_epi8((char)(ST_CAND | LK_DEADC)));
    return _mm512_mask_cmpeq_epi8_mask(in, cand, _mm512_set1_epi8((char)ST_CAND));
}

/* The points in zero (bit j: point p0 + j, stones of L) counted 0: each byte becomes C_WHITE and
 * its ST_ATT; the other bytes are not touched. */
GG_TARGET_512 static void zero64(uint8_t *st, size_t p0, uint64_t zero)
{
    const __m512i x = _mm512_maskz_loadu_epi8(zero, st + p0);
    const __m512i y = _mm512_or_si512(_mm512_and_si512(x, _mm512_set1_epi8((char)ST_ATT)), _mm512_set1_epi8((char)C_WHITE));
    _mm512_mask_storeu_epi8(st + p0, zero, y);
}
#endif

/* The stones of L in multi (bit j: point p0 + j) whose rings (r, from multi64) have two arcs or
 * more: each counted, split where an arc is not known to live: 1 when done, 0 when the budget
 * (*left) ran out and -1 when out of memory (the marks put back in both cases). */
static int count_multi(gg_go_solver *s, struct gg_go_local *lc, size_t p0, uint64_t multi, const uint64_t r[8],
                       const uint8_t *h, size_t *left)
{
    uint8_t *restrict st = s->st;
    const size_t W = s->W;
        for (; multi; multi &= multi - 1) {
            const unsigned j = (unsigned)__builtin_ctzll(multi);
            const size_t v = p0 + j;
            const uint8_t b = st[v];
            unsigned m = 0;
            for (unsigned i = 0; i < 8; i++) m |= (unsigned)((r[i] >> j) & 1u) << i;
            const struct lk_ring *e = &lc->ring[m];
            const uint8_t lim = h[v] < POT_UNKNOWN ? h[v] : (uint8_t)(POT_UNKNOWN - 1);
            const unsigned am = ring_low(h, v, W, lim);
            unsigned dead = 0; /* arcs not known to live from the ring */
            for (unsigned a = 0; a < e->arcs; a++) dead |= (am & e->pos[a]) == 0;
            const uint32_t delta = dead ? split(s, lc, v, e, am, lim, left) : 0;
            if (delta >= UINT32_MAX - 1) {
                restore(s);
                return delta == UINT32_MAX ? 0 : -1;
            }
            s->w[v] = delta; /* step 0 wrote 0 */
            st[v] = (uint8_t)(C_WHITE | (delta != 0) * ST_ND | (b & ST_ATT));
        }
    return 1;
}

/* Step 3: the counts of the stones of L not settled: 1 when done, 0 when the budget ran out,
 * -1 when out of memory. Sixty-four points at a time (bits 64k to 64k + 63 of the bitmap:
 * points 64k - 64 to 64k - 1), their rings at once from the bitmap of L, which step 3 does
 * not change: a stone whose ring has at most one arc keeps 0 (C - v is connected and holds
 * another attached stone); the others split. */
static int count(gg_go_solver *s, struct gg_go_local *lc, size_t nl)
{
    uint8_t *restrict st = s->st;
    const size_t W = s->W, first = W, end = ((size_t)s->rows + 1) * W;
    size_t left = s->local_tight ? 0 : BUDGET(nl);
    if (!l_bitmap(s, lc)) {
        restore(s);
        return -1;
    }
    const uint64_t *bits = lc->lbits.data;
    const uint8_t *h = (const uint8_t *)lc->pot.data + POT_FRONT(W);
#ifndef GG_GO_PLAIN
    const int wide = gg_go_wide(s);
#endif
    for (size_t B = (first + 64) / 64 * 64; B - 64 < end; B += 64) {
        const size_t p0 = B - 64; /* the word's first point (p0 <= first for the first word) */
        uint64_t x[8] = {0}, todo = 0;
#ifndef GG_GO_PLAIN
        if (wide) { /* the same with vectors, and only the stones unknown64 leaves split */
            todo = todo64(st, p0, first, end);
            if (!todo) continue;
            uint64_t r[8];
            uint64_t multi = multi64(bits, B, W, r) & todo;
            if (multi) multi &= unknown64(h, p0, W, r); /* the others count 0 */
            zero64(st, p0, todo & ~multi);
            const int m = count_multi(s, lc, p0, multi, r, h, &left);
            if (m != 1) return m;
            continue;
        }
#endif
        for (unsigned c = 0; c < 8; c++) { /* the candidates not marked LK_DEADC, in [first, end) */
            const size_t q = p0 + 8 * c;
            if (q >= end) break;
            if (q >= first && end - q >= 8) {
                memcpy(&x[c], st + q, 8);
            } else {
                for (unsigned k = 0; k < 8; k++)
                    if (q + k >= first && q + k < end) x[c] |= (uint64_t)st[q + k] << (8 * k);
            }
            const uint64_t t = x[c] & ~(x[c] << 5) & 0x8080808080808080u;
            todo |= ((t >> 7) * 0x0102040810204080u) >> 56 << (8 * c);
        }
        if (!todo) continue;
        uint64_t r[8];
        const uint64_t multi = multi64(bits, B, W, r) & todo;
        const uint64_t zero = todo & ~multi; /* count 0: st C_WHITE and its ST_ATT, word 0 */
        for (unsigned c = 0; c < 8 && zero >> (8 * c); c++) {
            const uint64_t z = lc->spread[(zero >> (8 * c)) & 0xffu]; /* 0xff in the bytes to rewrite */
            if (!z) continue;
            const uint64_t y = (x[c] & ~z) | (((x[c] & 0x2020202020202020u) | 0x0202020202020202u) & z);
            const size_t q = p0 + 8 * c;
            if (q >= first && end - q >= 8) {
                memcpy(st + q, &y, 8);
            } else {
                for (unsigned k = 0; k < 8; k++)
                    if ((z >> (8 * k)) & 1u) st[q + k] = (uint8_t)(y >> (8 * k));
            }
        }
        const int m = count_multi(s, lc, p0, multi, r, h, &left);
        if (m != 1) return m;
    }
    return 1;
}

int gg_go_cut_local(gg_go_solver *s)
{
    if (!s->lp) {
        if (!(s->lp = calloc(1, sizeof *s->lp))) return -1;
        ring_fill(s->lp->ring);
        for (unsigned i = 0; i < 256; i++)
            for (unsigned k = 0; k < 8; k++) s->lp->spread[i] |= (uint64_t)((i >> k) & 1u) * 0xffu << (8 * k);
    }
    struct gg_go_local *lc = s->lp;
    size_t nl = 0, ncert = 0;
    lc->pot_made = 0;
    if (!certify(s, lc, &ncert)) {
        restore(s);
        return -1;
    }
    lc->pot_made = 1;
    if (label(s, lc, &nl) != GG_OK) {
        restore(s);
        return -1;
    }
    if (settle(s, lc) || ncert) { /* some component has an attached stone */
        const int r = count(s, lc, nl + ncert);
        if (r != 1) return r;
    }
    /* Step 4: a component with a single attachment dies with it. */
    const struct lk_comp *comp = lc->comp.data;
    for (size_t x = 0; x < lc->comp.len; x++) {
        const struct lk_comp *c = &comp[x];
        if (!c->natt || c->lib == MANY) continue;
        assert(c->lib != NONE);
        s->w[c->lib] += c->size;
        s->st[c->lib] |= ST_ND;
    }
    return 1;
}

uint64_t gg_go_local_check_potential(const gg_go_solver *s, uint64_t *known)
{
    const struct gg_go_local *lc = s->lp;
    const size_t W = s->W, npad = ((size_t)s->rows + 2) * W;
    *known = 0;
    if (!lc || !lc->pot_made) return 0; /* step 0 did not run: no potential to check */
    const uint8_t *st = s->st, *all = lc->pot.data, *h = all + POT_FRONT(W);
    uint64_t bad = 0;
    for (size_t i = 0; i < POT_FRONT(W); i++) bad += all[i] != POT_UNKNOWN;
    for (size_t i = 0; i < POT_BACK; i++) bad += h[npad + i] != POT_UNKNOWN;
    for (size_t p = 0; p < npad; p++) {
        const uint8_t b = st[p];
        /* after pass 2 a dead stone is still white without a liberty; its ST_ATT bit means "root" */
        if (!IN_L(b) || (b & ST_DEAD)) {
            bad += h[p] != POT_UNKNOWN;
        } else if (b & ST_ATT) {
            bad += h[p] != 0;
        } else if (h[p] == 0) {
            bad++;
        } else if (h[p] != POT_UNKNOWN) {
            const size_t nb[4] = {p - W, p + 1, p + W, p - 1}; /* inside the grid: p is a board point */
            int lower = 0;
            for (unsigned k = 0; k < 4; k++) lower |= IN_L(st[nb[k]]) && !(st[nb[k]] & ST_DEAD) && h[nb[k]] < h[p];
            bad += !lower;
            ++*known;
        }
    }
    return bad;
}
