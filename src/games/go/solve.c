/* solve.c: the linear-time solver of "Go: flip one stone" (the proof is in docs/go.md).
 *
 * Layout. The board is copied into a padded grid of W = cols + 1 columns and rows + 2 rows:
 * row 0 and row rows+1 are walls, and column `cols` of each row is a wall that also serves as
 * the left neighbour of the next row's first point. So the four neighbours of a point are
 * p + 1, p + W, p - 1, p - W with no bounds checks. Per padded point we keep 5 bytes:
 *   st[p]   one byte: bits 0-1 colour (empty, black, white, wall); bits 2-3 the direction
 *           from the search parent to p while a search runs (so no search needs a stack of
 *           points), and on a white stone once searched bit 2 = ST_ND, "its delta is not
 *           0"; bit 4 a white stone touching an empty point ("liberty stone"); bit 5 on a
 *           white stone without a liberty not yet searched: it touches a liberty stone
 *           ("attached"), and on a dead stone: the root of its group; bit 6 a white stone
 *           of a group without liberty (dead), and on a black stone: it touches a dead
 *           group; bit 7 a white stone without a liberty not yet visited ("candidate").
 *   w[p]    one 32-bit word, whose meaning follows st[p]: before the searches 0 on a
 *           liberty stone and UINT32_MAX elsewhere (set with the liberty marks); the
 *           preorder number (from DISC0 = 2^30 on) while a stone is on the search path,
 *           a(p) - base once it is finished; on a liberty stone a(p) - base all along (below
 *           2^30, so below every preorder number: see cut_component); in a dead group the
 *           group's root, and at the root the group's size.
 * The search path's low-links and deltas sit on a stack (8 bytes per level; 12 in
 * cut_component_sel, which stacks the stones' indices too) that grows with the depth of the
 * search, not with the board. A black stone's count is computed when asked,
 * from its neighbours, so it needs no storage.
 *
 * Let L be the white stones without a liberty; a stone of L is attached if it touches a
 * liberty stone, whose attachments those are.
 * Pass 0 (mark_liberties): the liberty stones, the candidates (L) and the attached ones.
 * Pass 1: every undiscovered attached stone of L (row-major order) roots an iterative DFS of
 * its L-component C (one without a neighbour in L is settled at once: lone_stone, or all of
 * them row by row before the searches: settle_lone). When a child c of v finishes and
 * low(c) >= disc(v), the subtree of c is a part of C that flipping v cuts off; it is dead iff it holds no attached stone, i.e. iff
 * no liberty stone's word (below every preorder number) entered low(c). The rest of C stays
 * connected to the root, which is attached. So delta(v) is the sum of the sizes of the dead
 * cut-off subtrees. If C has a single attachment u, flipping u kills C: delta(u) += |C|.
 * Liberty stones get nothing else.
 * Pass 2: the stones of L left over form whole groups without a liberty: labelled row by row,
 * a run of side-by-side stones at a time, with a union-find (dead_groups); delta = -1, base +=
 * size.
 * Black stones: flipped to white, v joins its distinct neighbour groups; the merged group is
 * dead iff v touches no empty point and every neighbour group is dead (delta = +1), else the
 * dead neighbour groups come alive (delta = -their total size).
 * Byte order: the eight-point masks (SWAR) read st as little-endian words.
 * The solver's struct and the state bits are in solver.h; the judge's hash of a solved board
 * (gg_go_hash) is in hash.c.
 */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include <gridgames/go.h>

#include "../../core/huge.h"
#include "internal.h"
#include "solver.h"
#include "split.h"

/* The single file (single.json) leaves the row-by-row pass out: GG_GO_SEARCH_ONLY. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "solve.c reads eight state bytes as one little-endian word"
#endif

/* The first preorder number: above every liberty stone's word (its delta, < 2^30). */
#define DISC0 ((uint32_t)1 << 30)

/* The search path: per level (the stones from the root down to the current one) its
 * low-link, its delta (a 32-bit two's complement in a uint32_t) and, in cut_component_sel,
 * the stone's index: LV_WORDS(sel) words, path[0] the root. */
#define LV_WORDS(sel) ((sel) ? 3u : 2u)

/* gg_go_board_check's test of the size. */
static gg_status check_size(uint32_t rows, uint32_t cols, gg_diag *diag)
{
    if (rows < 1 || cols < 1)
        return diag ? gg_diag_set(diag, GG_EUSAGE, "go: a board needs at least one row and column")
                    : GG_EUSAGE;
    if ((uint64_t)rows * cols > GG_GO_MAX_POINTS)
        return diag ? gg_diag_set(diag, GG_EUSAGE, "go: board %ux%u has more than %llu points",
                                  rows, cols, (unsigned long long)GG_GO_MAX_POINTS)
                    : GG_EUSAGE;
    return GG_OK;
}

/* The error of the first point of cell that is not a point value (there is one). */
static gg_status bad_point(const uint8_t *cell, gg_diag *diag)
{
    size_t i = 0;
    while (cell[i] <= GG_GO_WHITE) i++;
    return diag ? gg_diag_set(diag, GG_EUSAGE, "go: point %zu holds %u, not 0, 1 or 2", i, cell[i])
                : GG_EUSAGE;
}

gg_status gg_go_board_check(const gg_go_board *b, gg_diag *diag)
{
    const gg_status e = check_size(b->rows, b->cols, diag);
    if (e != GG_OK) return e;
    size_t n = (size_t)b->rows * b->cols;
    unsigned bad = 0;
    for (size_t i = 0; i < n; i++) bad |= b->cell[i] > GG_GO_WHITE; /* no early exit: vectorises */
    return bad ? bad_point(b->cell, diag) : GG_OK;
}

gg_status gg_go_solver_new(gg_go_solver **out, gg_diag *diag)
{
    *out = calloc(1, sizeof(gg_go_solver));
    return *out ? GG_OK : gg_diag_nomem(diag);
}

static void release(gg_go_solver *s)
{
    free(s->st);
    free(s->w);
    free(s->path);
    free(s->rowbuf);
    free(s->rowflags);
    free(s->ipw);
#ifndef GG_GO_SEARCH_ONLY
    gg_go_rows_free(s->rp);
    gg_go_local_free(s->lp);
#endif
    memset(s, 0, sizeof *s);
}

void gg_go_solver_free(gg_go_solver *s)
{
    if (!s) return;
    release(s);
    free(s);
}

/* The first size of the search path, in words (32 KiB); grow_path takes it further. */
#define PATH_START 8192

/* Memory for the words, the path and the grid: from a quarter of a huge page (512 KiB) on,
 * in huge pages where the kernel has them (gg_alloc_big: rounded up to whole huge pages, but
 * a block of 64 MiB or more keeps its tail in normal pages), which spares most page faults
 * and TLB misses: a 1000 x 1000 board's 4 MB of words take two faults instead of about a
 * thousand (a tenth less cpu time on random boards), its 1 MB grid one instead of 245. */
static void *alloc_big(size_t bytes)
{
    return gg_alloc_big(bytes, GG_BIG_FROM);
}

/* Room for the words of npad padded points and rows of W points (the grid of state bytes
 * is the caller's business). Grows only: a buffer that is large enough is kept. */
static gg_status reserve(gg_go_solver *s, size_t npad, size_t W, gg_diag *diag)
{
    if (npad > s->wcap) {
        free(s->w);
        s->wcap = 0;
        if (!(s->w = alloc_big(npad * sizeof(uint32_t)))) return gg_diag_nomem(diag);
        s->wcap = npad;
    }
    if (W + 8 > s->rowcap) { /* + 8: the hash reads the rows in blocks of eight */
        free(s->rowbuf);
        free(s->rowflags);
        s->rowcap = 0;
        s->rowbuf = calloc(W + 8, sizeof(uint32_t));
        s->rowflags = calloc(3 * (W + 8), 1);
        if (!s->rowbuf || !s->rowflags) return gg_diag_nomem(diag);
        s->rowcap = W + 8;
    }
    if (!gg_go_hash_reserve(s, (uint32_t)(W - 1))) return gg_diag_nomem(diag);
    if (!s->path) {
        if (!(s->path = malloc(PATH_START * sizeof(uint32_t)))) return gg_diag_nomem(diag);
        s->pathcap = PATH_START;
    }
    return GG_OK;
}

/* Grows the search path; 0 when out of memory. It goes at once to `bound` bytes, the
 * deepest path the board can have (a level for every point), when that is more and at most
 * 64 MiB: a block in huge pages (alloc_big) whose pages are made only as the path reaches
 * them, so no page is made for a block that is then copied and dropped (five 90 % white
 * boards of 1000 x 1000 on one thread, the path 4 MB deep: 5 huge pages made, not 8). Else it
 * doubles (from its first size to one huge page, 2 MiB): up to 64 MiB into a fresh block in
 * huge pages, the path copied; beyond, realloc, which moves the pages of a large block
 * without a copy (so the old and the new block never both hold a long path). The path is
 * never deeper than the board has points (< 2^32), so the doubling stays far below
 * SIZE_MAX / sizeof(uint32_t). */
#define PATH_COPY_MAX ((size_t)64 << 20)
static int grow_path(gg_go_solver *s, size_t bound)
{
    const size_t old = s->pathcap * sizeof(uint32_t);
    size_t bytes = 2 * old < GG_HUGE_PAGE ? GG_HUGE_PAGE : 2 * old; /* one huge page at once */
    if (bytes < bound && bound <= PATH_COPY_MAX) bytes = bound;
    uint32_t *np;
    if (bytes <= PATH_COPY_MAX) {
        if (!(np = alloc_big(bytes))) return 0;
        memcpy(np, s->path, old);
        free(s->path);
    } else if (!(np = realloc(s->path, bytes))) {
        return 0;
    }
    s->path = np;
    s->pathcap = bytes / sizeof(uint32_t);
    return 1;
}

void *gg_go_solver_words(gg_go_solver *s, uint32_t rows, uint32_t cols, size_t *bytes)
{
    const size_t npad = ((size_t)rows + 2) * ((size_t)cols + 1);
    if (reserve(s, npad, (size_t)cols + 1, NULL) != GG_OK) return NULL;
    *bytes = s->wcap * sizeof(uint32_t);
    return s->w;
}

/* Index of point (r, c) in the padded grid. */
static inline uint32_t pidx(const gg_go_solver *s, uint32_t r, uint32_t c)
{
    return (r + 1) * s->W + c;
}

/* The st bytes of v's four neighbours in one word: byte k is the neighbour in direction k,
 * in the order of off[] in the searches: down, left, up, right. One byte load each: a
 * 32-bit load of v - 2 .. v + 1 would save one, but the searches have just stored the byte
 * of v or of its neighbour, and a wider load over a fresh narrow store waits for the store
 * (no store-to-load forwarding): on an all-white board, a third more time. */
static inline uint32_t around(const uint8_t *st, size_t v, size_t W)
{
    const uint8_t *q = st + v;
    return (uint32_t)q[W] | (uint32_t)q[-1] << 8 | (uint32_t)*(q - W) << 16 | (uint32_t)q[1] << 24;
}

#define ALL4(b) (0x01010101u * (uint32_t)(b))

/* The direction of the highest byte set in m (nonzero): right first, then up, left, down
 * (right first walks along the rows, the order of memory). */
static inline uint32_t top_dir(uint32_t m)
{
    return (uint32_t)(__builtin_clz(m) ^ 31) >> 3; /* 31 - clz: the bit's index */
}

/* v's neighbour in direction dir (off: the four offsets), and v's parent (the byte b of v
 * holds the direction from the parent). Right, the direction the searches prefer, is a
 * branch of its own: predicted, it lets the next loads start before the direction is known
 * (the walks along rows of the all-white, hole and snake boards), where a table look-up
 * would make them wait for it. */
static inline size_t step(size_t v, uint32_t dir, const size_t *off)
{
    if (dir == 3) return v + 1;
    if (dir == 1) return v - 1;
    return v + off[dir];
}

static inline size_t parent(size_t v, uint32_t b, const size_t *off)
{
    if (PDIR(b) == 3) return v - 1;
    if (PDIR(b) == 1) return v + 1;
    return v - off[PDIR(b)];
}

/* Bit 7 of byte k set iff the neighbour of v in direction k is a candidate: a white stone
 * without a liberty not yet visited (ST_CAND). */
static inline uint32_t candidates(const uint8_t *st, size_t v, size_t W)
{
    return around(st, v, W) & ALL4(ST_CAND);
}

/* Notes the first attachment seen among v's neighbours (a: bit 4 of byte k set for a liberty
 * stone in direction k) in *att, and sets *many when another one differs. */
static inline void note_attachments(uint32_t v, uint32_t W, uint32_t a, uint32_t *att, uint32_t *many)
{
    const uint32_t nb[4] = {v + W, v - 1, v - W, v + 1};
    for (int k = 0; k < 4; k++) {
        uint32_t u = (a >> (8 * k)) & ST_LIB ? nb[k] : *att;
        *att = *att == UINT32_MAX ? u : *att;
        *many |= u != *att;
    }
}

/* The offset of v's neighbour in direction dir (0 down, 1 left, 2 up, 3 right), without a
 * branch or a table: 1 or W, negated for left and up. */
static inline size_t dir_off(uint32_t dir, size_t W)
{
    const size_t mag = dir & 1u ? 1u : W, neg = 0 - (size_t)(((dir + 1u) >> 1) & 1u);
    return (mag ^ neg) - neg;
}

#ifndef GG_GO_PLAIN
#include <immintrin.h>

/* Runs along a row, sixteen stones at a time (cut_component on AVX-512; docs/go.md, "The
 * search"). Where the search steps right or left into a row of sixteen candidates, it visits
 * them one after the other, each the child of the one before (run_visit): one of the orders in
 * which the search may take a stone's neighbours, as the numbers it gives depend on none of
 * them. Coming back, a chain of sixteen stones on the path, each the parent of the one before
 * it, side by side in a row, none with a candidate left but the deepest, is finished as the
 * one-at-a-time returns would finish it (run_finish). Both write the words, state bytes and
 * path levels that the one-at-a-time code would write in that order; the caller checks that
 * the stones qualify (run_cands; run_same and chain_free). */
#define RUN 16
#define ST_RUN_R ((uint8_t)(C_WHITE | 3u << 2)) /* a stone on the path, its parent on its left */
#define ST_RUN_L ((uint8_t)(C_WHITE | 1u << 2)) /* ... its parent on its right */

/* The bytes p..p+15 with only the bit b kept, as two words: bytes 0 to 7, and 8 to 15 in *hi. */
static inline uint64_t run_bits(const uint8_t *p, uint8_t b, uint64_t *hi)
{
    uint64_t lo, h;
    memcpy(&lo, p, 8);
    memcpy(&h, p + 8, 8);
    *hi = h & (0x0101010101010101u * b);
    return lo & (0x0101010101010101u * b);
}

/* Whether p..p+15 are all candidates (ST_CAND). */
static inline int run_cands(const uint8_t *p)
{
    uint64_t hi;
    const uint64_t lo = run_bits(p, ST_CAND, &hi);
    return (lo & hi) == 0x8080808080808080u;
}

/* Whether p..p+15 all hold the byte b. */
static inline int run_same(const uint8_t *p, uint8_t b)
{
    uint64_t lo, hi;
    memcpy(&lo, p, 8);
    memcpy(&hi, p + 8, 8);
    return (lo & hi) == (lo | hi) && lo == 0x0101010101010101u * b;
}

/* Whether none of the chain p..p+15 but its deepest (p + 15 going right, p going left) has a
 * candidate above or below. */
static inline int chain_free(const uint8_t *st, size_t p, size_t W, int right)
{
    uint64_t uh, dh;
    uint64_t u = run_bits(st + p - W, ST_CAND, &uh) | run_bits(st + p + W, ST_CAND, &dh);
    uh |= dh;
    if (right) uh &= 0x00ffffffffffffffu;
    else u &= ~(uint64_t)0xff;
    return !(u | uh);
}

/* Whether one of p..p+15 has a liberty stone (ST_LIB) beside it. */
static inline int run_libs(const uint8_t *st, size_t p, size_t W)
{
    uint64_t h0, h1, h2, h3;
    const uint64_t l = run_bits(st + p - W, ST_LIB, &h0) | run_bits(st + p + W, ST_LIB, &h1) |
                       run_bits(st + p - 1, ST_LIB, &h2) | run_bits(st + p + 1, ST_LIB, &h3);
    return (l | h0 | h1 | h2 | h3) != 0;
}

/* The sixteen stones p..p+15 in lanes: their word's disc (next + k going right, next + 15 - k
 * going left), and lo = the least of the parent's number (pw, the word of the stone the run
 * starts from, for the first visited; disc - 1 for the others) and the words of the three
 * other neighbours; the levels (lo, 0) in the order of the visits. */
GG_TARGET_512 static void run_visit(uint8_t *st, uint32_t *w, size_t W, size_t p, uint32_t next, uint32_t pw,
                                    uint32_t *lv, int right)
{
    const __m512i iota = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    const __m512i disc = right ? _mm512_add_epi32(_mm512_set1_epi32((int)next), iota)
                               : _mm512_sub_epi32(_mm512_set1_epi32((int)(next + RUN - 1)), iota);
    __m512i lo = _mm512_mask_set1_epi32(_mm512_sub_epi32(disc, _mm512_set1_epi32(1)),
                                        right ? (__mmask16)1 : (__mmask16)0x8000, (int)pw);
    lo = _mm512_min_epu32(lo, _mm512_loadu_si512(w + p - W));
    lo = _mm512_min_epu32(lo, _mm512_loadu_si512(w + p + W));
    lo = _mm512_min_epu32(lo, _mm512_loadu_si512(w + (right ? p + 1 : p - 1))); /* the far side */
    _mm512_storeu_si512(w + p, disc);
    memset(st + p, right ? ST_RUN_R : ST_RUN_L, RUN);
    /* levels: going left the first visit is lane 15 */
    const __m512i z = _mm512_setzero_si512();
    const __m512i r0 = _mm512_set_epi32(16, 7, 16, 6, 16, 5, 16, 4, 16, 3, 16, 2, 16, 1, 16, 0);
    const __m512i r1 = _mm512_set_epi32(16, 15, 16, 14, 16, 13, 16, 12, 16, 11, 16, 10, 16, 9, 16, 8);
    const __m512i l0 = _mm512_set_epi32(16, 8, 16, 9, 16, 10, 16, 11, 16, 12, 16, 13, 16, 14, 16, 15);
    const __m512i l1 = _mm512_set_epi32(16, 0, 16, 1, 16, 2, 16, 3, 16, 4, 16, 5, 16, 6, 16, 7);
    _mm512_storeu_si512(lv + 2, _mm512_permutex2var_epi32(lo, right ? r0 : l0, z));
    _mm512_storeu_si512(lv + 18, _mm512_permutex2var_epi32(lo, right ? r1 : l1, z));
}

/* Finishes the sixteen stones p..p+15 of a chain (going back right to left: p + 15 is the
 * deepest, each one's parent the stone on its left; else p the deepest, each one's parent on
 * its right), whose levels end at lv (the deepest's): as the one-at-a-time returns do, each
 * one's lo the least over it and the stones below it in the chain, its word its delta (its
 * own so far, plus the size of the subtree of its child in the chain if that is cut off
 * dead), and the level of the parent of the last gets the same folding. */
GG_TARGET_512 static void run_finish(uint8_t *st, uint32_t *w, size_t p, uint32_t next, uint32_t *lv, int right)
{
    const __m512i a = _mm512_loadu_si512(lv - 30), b = _mm512_loadu_si512(lv - 14);
    const __m512i ev = _mm512_set_epi32(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
    const __m512i od = _mm512_set_epi32(31, 29, 27, 25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1);
    const __m512i evr = _mm512_set_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const __m512i odr = _mm512_set_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    /* lane k: the stone p + k (levels from lv - 30: going right p first, going left p + 15) */
    const __m512i lo = _mm512_permutex2var_epi32(a, right ? ev : evr, b);
    const __m512i dl = _mm512_permutex2var_epi32(a, right ? od : odr, b);
    const __m512i disc = _mm512_loadu_si512(w + p);
    const __m512i pd = _mm512_loadu_si512(w + (right ? p - 1 : p + 1)); /* the parents' numbers */
    const __m512i max = _mm512_set1_epi32(-1), z = _mm512_setzero_si512();
    __m512i L = lo, c;
    if (right) { /* the least from lane k up */
        L = _mm512_min_epu32(L, _mm512_alignr_epi32(max, L, 1));
        L = _mm512_min_epu32(L, _mm512_alignr_epi32(max, L, 2));
        L = _mm512_min_epu32(L, _mm512_alignr_epi32(max, L, 4));
        L = _mm512_min_epu32(L, _mm512_alignr_epi32(max, L, 8));
    } else { /* the least from lane k down */
        L = _mm512_min_epu32(L, _mm512_alignr_epi32(L, max, 15));
        L = _mm512_min_epu32(L, _mm512_alignr_epi32(L, max, 14));
        L = _mm512_min_epu32(L, _mm512_alignr_epi32(L, max, 12));
        L = _mm512_min_epu32(L, _mm512_alignr_epi32(L, max, 8));
    }
    const __mmask16 cut = _mm512_cmp_epu32_mask(L, pd, _MM_CMPINT_NLT);
    c = _mm512_maskz_sub_epi32(cut, _mm512_set1_epi32((int)next), disc);
    /* each stone's delta gains its child's c: the lane above going right, below going left */
    const __m512i d = _mm512_add_epi32(dl, right ? _mm512_alignr_epi32(z, c, 1) : _mm512_alignr_epi32(c, z, 15));
    _mm512_storeu_si512(w + p, d);
    const __m512i sb = _mm512_mask_mov_epi32(_mm512_set1_epi32(C_WHITE), _mm512_test_epi32_mask(d, d),
                                             _mm512_set1_epi32(C_WHITE | ST_ND));
    _mm_storeu_si128((__m128i *)(st + p), _mm512_cvtepi32_epi8(sb));
    /* the parent of the chain's last stone: lane 0 going right, lane 15 going left */
    const int top = right ? 0 : 15;
    uint32_t Ls[RUN], cs[RUN];
    _mm512_storeu_si512(Ls, L);
    _mm512_storeu_si512(cs, c);
    uint32_t *pl = lv - 2 * RUN;
    pl[0] = Ls[top] < pl[0] ? Ls[top] : pl[0];
    pl[1] += cs[top];
}

/* The search's levels per stone on the path (cut_component: low-link and delta). */
#define RUN_LW LV_WORDS(0)

/* From *v, the stone just visited, sixteen visits at a time (run_visit) along its row, right or
 * left, while sixteen candidates follow and the path has room; *v, *next and *lv move on, and
 * the attachments are noted in the order of the visits. Returns whether it took any. */
GG_GO_BODY int visit_runs(uint8_t *st, uint32_t *w, size_t W, int right, size_t *v, uint32_t *next, uint32_t **lv,
                          const uint32_t *lvend, uint32_t *att, uint32_t *many)
{
    int ran = 0;
    while ((size_t)(lvend - *lv) >= RUN_LW * (RUN + 1) && run_cands(st + (right ? *v + 1 : *v - RUN))) {
        const size_t p = right ? *v + 1 : *v - RUN;
        /* before the visits store the run's bytes: a read across them would wait */
        const int libs = !*many && run_libs(st, p, W);
        run_visit(st, w, W, p, *next, w[*v], *lv, right);
        if (libs)
            for (size_t u = p; u < p + RUN; u++) {
                const size_t x = right ? u : 2 * p + RUN - 1 - u; /* in the order of the visits */
                const uint32_t a = around(st, x, W) & ALL4(ST_LIB);
                if (a) note_attachments((uint32_t)x, (uint32_t)W, a, att, many);
            }
        *next += RUN;
        *lv += RUN_LW * RUN;
        *v = right ? *v + RUN : *v - RUN;
        ran = 1;
    }
    return ran;
}

/* From *v, a stone on the path (not the root r) without a candidate neighbour whose parent is
 * beside it, sixteen returns at a time (run_finish) while the chain goes on: sixteen stones on
 * the path, each the parent of the one before, none but the deepest with a candidate
 * neighbour (up or down: the others are on the path). *v and *lv move back to the parent of
 * the last chain finished. Returns whether it finished any. */
GG_GO_BODY int finish_runs(uint8_t *st, uint32_t *w, size_t W, size_t r, size_t *v, uint32_t next, uint32_t **lv)
{
    const int right = PDIR(st[*v]) == 3;
    int ran = 0;
    for (;;) {
        const size_t p = right ? *v - (RUN - 1) : *v;
        if (!run_same(st + p, right ? ST_RUN_R : ST_RUN_L) || !chain_free(st, p, W, right)) break;
        run_finish(st, w, p, next, *lv, right);
        *lv -= RUN_LW * RUN;
        *v = right ? *v - RUN : *v + RUN;
        ran = 1;
        if (*v == r || candidates(st, *v, W)) break;
    }
    return ran;
}
#endif

/* DFS of the component of libless white stones containing r; r is "attached": it touches a
 * white stone with a liberty. *cnt is the global preorder counter (numbers from DISC0 on).
 * Sets delta (w[]) for the component's stones, and adds the component's size to the delta of
 * its only attachment, if it has only one. GG_ENOMEM if the search path cannot grow
 * (recorded by the caller).
 *
 * A subtree cut off by flipping its parent is dead iff it holds no attached stone (the root
 * is attached, so whatever stays connected to it lives; docs/go.md). Discovering v: its
 * preorder number goes into w[v], and its low-link starts as the minimum of the words of its
 * four neighbours and its own number. A visited neighbour in the component is an ancestor
 * (an undirected DFS has no cross edges; the parent among them is harmless because the cut
 * test is ">="), and its word is its preorder number. A liberty stone's word is its delta,
 * below DISC0 and so below every preorder number: an attached stone's low-link, and that of
 * every ancestor of it, is below every preorder number, so the cut test "low(c) >= disc(v)"
 * also says "and no attached stone in the subtree". Every other neighbour's word is
 * UINT32_MAX (not a stone of L, or not visited yet: a finished stone of L never touches a
 * stone discovered later), which a minimum ignores. On every return to v we look again for
 * candidates among v's neighbours (those visited since need no second look).
 *
 * Two versions (sel constant, see the wrappers below): without sel, a step right or left and
 * a return from the left or right are branches of their own, and a return finds the parent
 * from the direction in v's state byte; with sel, the step is v + dir_off(dir) and the
 * parent's index is read from the path (a third word per level). */
static inline gg_status cut_body(gg_go_solver *s, uint32_t r, uint32_t *cnt, const int sel)
{
    uint8_t *restrict st = s->st;
    uint32_t *restrict w = s->w;
    const size_t W = s->W; /* size_t indices: neighbours by addressing modes, no 32-bit wrap */
    const size_t off[4] = {W, (size_t)-1, (size_t)0 - W, 1u};
    const uint32_t start = *cnt;
    uint32_t next = start, att = UINT32_MAX, many = 0, dir = 0;
    size_t v = r;
    const size_t lw = LV_WORDS(sel);
    uint32_t *lv = s->path, *lvend = s->path + s->pathcap; /* lv: low, delta, pos */
#ifndef GG_GO_PLAIN
    /* a run and the stone it starts from fit in a row, and every read stays in the grid */
    const int runs = !sel && s->cols > RUN && gg_go_wide(s);
#endif

    for (;;) {
        const uint32_t nb = around(st, v, W);
        /* The search walks along the rows, right first: the rows below are the ones it has
         * not been near yet, so their lines are asked for before they are needed (on 90 %
         * white boards a third less cpu time; no instructions saved). */
        __builtin_prefetch(st + v + 2 * W);
        __builtin_prefetch(w + v + 2 * W);
        __builtin_prefetch(w + v + W + 16);
        const uint32_t *wv = w + v;
        uint32_t lo = next, t;
        t = wv[1]; lo = t < lo ? t : lo;
        t = wv[-1]; lo = t < lo ? t : lo;
        t = wv[W]; lo = t < lo ? t : lo;
        t = *(wv - W); lo = t < lo ? t : lo;
        w[v] = next++;
        st[v] = (uint8_t)(C_WHITE | (dir << 2)); /* visited: ST_CAND and ST_ATT off */
        lv[0] = lo;
        lv[1] = 0;
        if (sel) lv[2] = (uint32_t)v;
        /* The first attachment and whether another one differs are looked for until a
         * second one is found (soon, in large components). */
        if (!many && (nb & ALL4(ST_LIB)))
            note_attachments((uint32_t)v, (uint32_t)W, nb & ALL4(ST_LIB), &att, &many);
        /* Descend into v's next candidate neighbour; finish v and climb while there is none
         * (m: v's candidate neighbours, found again on each return). */
        for (uint32_t m = nb & ALL4(ST_CAND);; m = candidates(st, v, W)) {
#if defined(__GNUC__)
            __asm__("" : "+r"(m)); /* one branch on m, not one per neighbour */
#endif
            if (m) {
                dir = top_dir(m);
#ifndef GG_GO_PLAIN
                /* sixteen visits along a row at once, while the row goes on */
                if (!sel && runs && (dir & 1u) && visit_runs(st, w, W, dir == 3, &v, &next, &lv, lvend, &att, &many))
                    continue;
#endif
                v = sel ? v + dir_off(dir, W) : step(v, dir, off);
                if ((lv += lw) + lw > lvend) {
                    const size_t depth = (size_t)(lv - s->path);
                    const size_t bound = (size_t)s->rows * s->cols * lw * sizeof(uint32_t);
                    if (!grow_path(s, bound)) return GG_ENOMEM;
                    lv = s->path + depth;
                    lvend = s->path + s->pathcap;
                }
                break;
            }
            if (v == r) {
                assert(att != UINT32_MAX && lv == s->path);
                w[r] = lv[1];
                st[r] = (uint8_t)(C_WHITE | (lv[1] != 0) * ST_ND);
                if (!many) {
                    w[att] += next - start;
                    st[att] |= ST_ND;
                }
                *cnt = next;
                return GG_OK;
            }
#ifndef GG_GO_PLAIN
            /* sixteen returns along a row at once, while the chain goes on */
            if (!sel && runs && (PDIR(st[v]) & 1u) && finish_runs(st, w, W, r, &v, next, &lv)) continue;
#endif
            const size_t p = sel ? lv[-1] : parent(v, st[v], off); /* lv[-1]: the parent's pos */
            const uint32_t dv = w[v], lo = lv[0];
            w[v] = lv[1]; /* v is finished: its word becomes its delta */
            st[v] = (uint8_t)(C_WHITE | (lv[1] != 0) * ST_ND);
            /* The subtree of v, preorder [dv, next), is cut off from the rest when p is
             * flipped, and dead, iff lo >= disc(p). (Then low(p) <= disc(p) <= lo, so the
             * minimum is harmless.) */
            const uint32_t cut_dead = (uint32_t)(lo >= w[p]);
            lv -= lw;
            lv[1] += (next - dv) & (0u - cut_dead); /* no branch: random */
            lv[0] = lo < lv[0] ? lo : lv[0];
            v = p;
        }
    }
}

/* The search for boards whose walks run along rows of white stones (all white but a hole,
 * snakes): the branches on the direction are predicted, and the loads of the next point
 * start before the direction is known (a table look-up or a selection would make them wait
 * for it). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static gg_status cut_component(gg_go_solver *s, uint32_t r, uint32_t *cnt)
{
    return cut_body(s, r, cnt, 0);
}

/* The search for boards whose walks turn at random (90 % white: every step a new direction):
 * there those branches were mispredicted, and a selection costs less; the parent from the
 * path, not from the state byte just stored. On 90 % white a sixth less cpu time; on the
 * hole and snake boards a tenth more, hence the choice by board (SEL_SHARE). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static gg_status cut_component_sel(gg_go_solver *s, uint32_t r, uint32_t *cnt)
{
    return cut_body(s, r, cnt, 1);
}

/* The lone stones: attached candidates without a candidate neighbour, whose component is
 * {k} (random thirds: most components), settled without a search: such a stone cuts nothing
 * off (delta 0), and its attachments are its liberty neighbours, different points; one alone
 * gets +1. One at a time in the searches' loop (lone_stone); on a board with many, all of
 * them first, row by row (settle_lone, not in the single file). */
static void lone_stone(uint8_t *st, uint32_t *w, size_t k, size_t W, uint32_t nb)
{
    const uint32_t a = nb & ALL4(ST_LIB);
    st[k] = C_WHITE;
    w[k] = 0;
    if (a & (a - 1)) return; /* two or more */
    const size_t off[4] = {W, (size_t)-1, (size_t)0 - W, 1u};
    const size_t u = k + off[__builtin_ctz(a) >> 3];
    w[u] += 1;
    st[u] |= ST_ND;
}

#ifndef GG_GO_SEARCH_ONLY
/* Bit 0 for each point of one row (mid; up and down the rows around it) that is a lone stone,
 * bit 1 for one with a single liberty neighbour. */
GG_GO_BODY void lone_flags(uint8_t *restrict f, const uint8_t *restrict up, const uint8_t *restrict mid,
                           const uint8_t *restrict down, uint32_t cols)
{
    const uint8_t *left = mid - 1, *right = mid + 1; /* one index c for all: see mark_liberties */
    for (uint32_t c = 0; c < cols; c++) {
        const uint8_t att = (mid[c] & (ST_CAND | ST_ATT)) == (ST_CAND | ST_ATT);
        const uint8_t candnb = (uint8_t)((up[c] | down[c] | left[c] | right[c]) >> 7);
        const uint8_t nlib = (uint8_t)(((up[c] >> 4) & 1u) + ((down[c] >> 4) & 1u) + ((left[c] >> 4) & 1u) +
                                       ((right[c] >> 4) & 1u));
        const uint8_t lone = att & (candnb ^ 1u);
        f[c] = (uint8_t)(lone | (lone & (nlib == 1)) << 1);
    }
}

/* Settles the lone stones of the grid (the solver's, marked), as the search would: a lone
 * stone becomes a plain white stone (marks off) with word 0; a liberty stone's word grows by
 * its lone neighbours with no other liberty neighbour, and it gets ST_ND if it grew. A row is
 * changed once the flags of the rows around it are made, from the rows as they were (a lone
 * stone has no candidate neighbour, so its change does not change its neighbours' flags
 * anyway). The flags of three rows sit in the row scratch, each with a zero byte at both ends
 * (the wall column's neighbours). Every loop vectorises. */
GG_GO_BODY void lone_body(gg_go_solver *s)
{
    uint8_t *restrict st = s->st;
    uint32_t *restrict w = s->w;
    const uint32_t W = s->W, rows = s->rows, cols = s->cols;
    uint8_t *f[3];
    for (int k = 0; k < 3; k++) {
        f[k] = s->rowflags + (size_t)k * (W + 8) + 1;
        f[k][-1] = f[k][cols] = 0;
    }
    memset(f[0], 0, cols); /* row 0, a wall */
    lone_flags(f[1], st, st + W, st + 2 * W, cols);
    for (uint32_t r = 1; r <= rows; r++) {
        const uint8_t *fu = f[(r - 1) % 3], *fm = f[r % 3], *fl = fm - 1, *fr = fm + 1;
        uint8_t *fd = f[(r + 1) % 3];
        const size_t p = (size_t)(r + 1) * W;
        if (r < rows) lone_flags(fd, st + p - W, st + p, st + p + W, cols);
        else memset(fd, 0, cols);
        uint8_t *row = st + p - W;
        uint32_t *wrow = w + p - W;
        for (uint32_t c = 0; c < cols; c++) {
            const uint8_t b = row[c], lib = (b >> 4) & 1u, lone = fm[c] & 1u;
            const uint8_t inc = (uint8_t)(lib * ((fu[c] >> 1) + (fd[c] >> 1) + (fl[c] >> 1) + (fr[c] >> 1)));
            wrow[c] = (wrow[c] + inc) & (0u - (uint32_t)(lone ^ 1u));
            row[c] = lone ? (uint8_t)C_WHITE : (uint8_t)(b | (inc ? ST_ND : 0u));
        }
    }
}

#ifndef GG_GO_PLAIN
GG_TARGET_512 static void lone_wide(gg_go_solver *s)
{
    lone_body(s);
}
#endif

static void settle_lone(gg_go_solver *s)
{
#ifndef GG_GO_PLAIN
    if (gg_go_wide(s)) {
        lone_wide(s);
        return;
    }
#endif
    lone_body(s);
}
#endif

/* Marks the white stones of the padded grid g (walls in place): ST_LIB on those that touch
 * an empty point, ST_CAND on the others, and ST_ATT on the candidates that touch a stone
 * marked ST_LIB; sets the words of w: 0 on the liberty stones (their delta so far),
 * UINT32_MAX everywhere else. flag is one row of scratch. Colours are read as st & 3, so the
 * marks already made in the row above do not matter; ST_ATT of a row is set once the row
 * below has its ST_LIB marks. Every loop vectorises. */
/* What mark_liberties counts for the choices of pass 1 (solve_grid): in every eighth row
 * (from the first), the liberty stones, the stones of L, and among those the ones with a side
 * neighbour outside L, the attached ones, and the ones without a neighbour in L (attached or
 * not); and whether the board has a liberty stone at all. */
struct marks {
    uint64_t nlib, nl, nedge, natt, nlone;
    unsigned anylib;
};

GG_GO_BODY struct marks mark_body(uint8_t *g, uint32_t *restrict w, uint8_t *restrict flag, uint32_t rows,
                                  uint32_t cols)
{
    struct marks k = {0, 0, 0, 0, 0, 0};
    const size_t W = (size_t)cols + 1;
    memset(w, 0xff, W * sizeof *w);                         /* row 0 */
    memset(w + (rows + 1) * W, 0xff, W * sizeof *w);        /* row rows + 1 */
#define IS_EMPTY(b) (((b) & 3u) == C_EMPTY)
    for (uint32_t r = 1; r <= rows + 1; r++) {
        uint8_t *row = g + r * W;
        if (r <= rows) {
            /* the neighbours as rows of their own (pointers, not row[c - 1]: the same index c for
             * all five lets both gcc and clang's WebAssembly backend vectorise the loop) */
            const uint8_t *left = row - 1, *right = row + 1, *up = row - W, *down = row + W;
            for (uint32_t c = 0; c < cols; c++) {
                const uint8_t empty_nb = (uint8_t)(IS_EMPTY(right[c]) | IS_EMPTY(left[c]) |
                                                   IS_EMPTY(down[c]) | IS_EMPTY(up[c]));
                const uint8_t white = (uint8_t)((row[c] & 3u) == C_WHITE);
                flag[c] = (uint8_t)((white & empty_nb) * ST_LIB | (white & (empty_nb ^ 1u)) * ST_CAND);
            }
            uint32_t *wrow = w + r * W;
            for (uint32_t c = 0; c < cols; c++) row[c] |= flag[c];
#ifndef GG_GO_SEARCH_ONLY
            unsigned any = 0;
            for (uint32_t c = 0; c < cols; c++) any |= flag[c];
            k.anylib |= any & ST_LIB;
#endif
            for (uint32_t c = 0; c < cols; c++) wrow[c] = flag[c] & ST_LIB ? 0u : UINT32_MAX;
            wrow[cols] = UINT32_MAX; /* the wall column */
            if (r % 8 == 1) /* the liberty stones of every eighth row */
                for (uint32_t c = 0; c < cols; c++) k.nlib += (flag[c] >> 4) & 1u;
        }
        if (r < 2) continue;
        uint8_t *prev = row - W; /* row r - 1: the rows around it are marked */
        const uint8_t *pleft = prev - 1, *pright = prev + 1, *pup = prev - W;
        for (uint32_t c = 0; c < cols; c++) {
            const uint8_t lib_nb = (uint8_t)(pright[c] | pleft[c] | row[c] | pup[c]);
            flag[c] = (uint8_t)((((prev[c] & ST_CAND) != 0) & ((lib_nb & ST_LIB) != 0)) * ST_ATT);
        }
        for (uint32_t c = 0; c < cols; c++) prev[c] |= flag[c];
#ifndef GG_GO_SEARCH_ONLY
        if (r % 8 == 2) /* row r - 1: its stones of L, and those with a side neighbour not in L */
            for (uint32_t c = 0; c < cols; c++) {
                const uint32_t l = prev[c] >> 7, in4 = (pright[c] & pleft[c] & row[c] & pup[c]) >> 7;
                const uint32_t any4 = (pright[c] | pleft[c] | row[c] | pup[c]) >> 7;
                k.nl += l;
                k.nlone += l & (any4 ^ 1u);
                k.nedge += l & (in4 ^ 1u);
                k.natt += (prev[c] >> 5) & l;
            }
#endif
    }
#undef IS_EMPTY
    return k;
}

#ifndef GG_GO_PLAIN
GG_TARGET_512 static struct marks mark_wide(uint8_t *g, uint32_t *restrict w, uint8_t *restrict flag,
                                            uint32_t rows, uint32_t cols)
{
    return mark_body(g, w, flag, rows, cols);
}
#endif

/* Pass 0 on the solver's grid g: the wide code where the solver takes it (solver.h,
 * GG_GO_PLAIN), else the plain one here. */
static struct marks mark_liberties(gg_go_solver *s, uint8_t *g, uint32_t rows, uint32_t cols)
{
#ifndef GG_GO_PLAIN
    if (gg_go_wide(s)) return mark_wide(g, s->w, s->rowflags, rows, cols);
#endif
    return mark_body(g, s->w, s->rowflags, rows, cols);
}

/* Nonzero if one of the eight st bytes from b is a candidate (ST_CAND: a white stone without
 * a liberty, not yet visited): the passes skip eight points at a time. */
static inline uint64_t any_candidate8(const uint8_t *b)
{
    uint64_t x;
    memcpy(&x, b, 8);
    return x & 0x8080808080808080u;
}

/* Nonzero if one of the eight st bytes from b is an attached candidate (ST_CAND and ST_ATT:
 * bit 5 moved up to bit 7 of the same byte). */
static inline uint64_t any_attached8(const uint8_t *b)
{
    uint64_t x;
    memcpy(&x, b, 8);
    return x & x << 2 & 0x8080808080808080u;
}

/* Nonzero if all eight st bytes from b are candidates. */
static inline int all_candidate8(const uint8_t *b)
{
    uint64_t x;
    memcpy(&x, b, 8);
    return (x & 0x8080808080808080u) == 0x8080808080808080u;
}

/* A white stone that dead_groups has labelled dead. */
#define IS_DEAD_WHITE(b) (((b) & (ST_DEAD | 3u)) == (ST_DEAD | C_WHITE))

/* Bit 7 of byte k set iff the st byte b[k] is a dead white stone (IS_DEAD_WHITE), eight at
 * once: z is zero exactly in those bytes, and bit 7 of (z | (z & 0x7f) + 0x7f) is set exactly
 * where z is not zero (no carry leaves a byte). */
static inline uint64_t dead_white8(const uint8_t *b)
{
    const uint64_t k7f = 0x7f7f7f7f7f7f7f7fu;
    uint64_t x;
    memcpy(&x, b, 8);
    const uint64_t z = (x & 0x4343434343434343u) ^ 0x4242424242424242u;
    return ~(z | ((z & k7f) + k7f)) & 0x8080808080808080u;
}

/* The root of the class of the dead stone x (dead_groups): parents are followed, each stone
 * passed given its grandparent (path halving), up to a stone marked ST_ROOT. */
static inline uint32_t dead_root(const uint8_t *st, uint32_t *w, uint32_t x)
{
    while (!(st[x] & ST_ROOT)) {
        const uint32_t y = w[x];
        if (!(st[y] & ST_ROOT)) w[x] = w[y];
        x = w[x];
    }
    return x;
}

/* Pass 2: the candidates left after pass 1 (ST_CAND) are the stones of the white groups
 * without a liberty (docs/go.md). They are labelled in reading order, a run at a time (a run:
 * side-by-side candidates of one row, as many as there are), with a union-find whose links
 * point to earlier points: a run joins the classes of the dead stones right above it, merged
 * into one (the root of a class is its first point; a later root becomes a child of the
 * earlier one, its size added there), or starts a class at its first stone. Each stone of the
 * run gets the root in its word. Every pair of side-by-side candidates is in one run or in a
 * run and the run above it, so the classes are the dead groups. Marks: ST_DEAD (ST_CAND off),
 * ST_ROOT and the size in the word at each root, the root in the word elsewhere (set when the
 * stone is labelled, and once more at the end for the stones whose root later joined an
 * earlier one); ST_DEADNB on the black stones next to a dead stone. Returns the number of dead
 * stones. Memory is read row by row (the run, the rows above and below it) and at the roots. */
GG_GO_BODY uint64_t dead_body(gg_go_solver *s, uint32_t first, uint32_t end)
{
    uint8_t *restrict st = s->st;
    uint32_t *restrict w = s->w;
    const uint32_t W = s->W;
    uint64_t total = 0;
    uint32_t p = first, demoted = UINT32_MAX; /* the first root that joined an earlier one */
    while (p < end) {
        if (end - p >= 8) {
            const uint64_t m = any_candidate8(st + p);
            if (!m) {
                p += 8;
                continue;
            }
            p += (uint32_t)__builtin_ctzll(m) >> 3;
        } else if (!(st[p] & ST_CAND)) {
            p++;
            continue;
        }
        const uint32_t a = p; /* the run [a, b): the wall column ends every row's runs */
        while (end - p >= 8 && all_candidate8(st + p)) p += 8;
        while (st[p] & ST_CAND) p++;
        const uint32_t b = p;
        uint32_t root = UINT32_MAX;
        for (uint32_t q = a - W; q < b - W; q++) { /* the dead runs above, one find each */
            while (b - W - q >= 8 && !dead_white8(st + q)) q += 8;
            if (q >= b - W) break;
            if (!IS_DEAD_WHITE(st[q])) continue;
            uint32_t r = dead_root(st, w, q);
            if (root != UINT32_MAX && r != root) { /* two classes meet: the later root joins */
                const uint32_t lo = r < root ? r : root, hi = r < root ? root : r;
                w[lo] += w[hi];
                w[hi] = lo;
                st[hi] &= (uint8_t)~ST_ROOT;
                r = lo;
                demoted = demoted < hi ? demoted : hi;
            }
            root = r;
            while (b - W - q >= 9 && dead_white8(st + q + 1) == 0x8080808080808080u) q += 8;
            while (q + 1 < b - W && IS_DEAD_WHITE(st[q + 1])) q++;
        }
        uint32_t from = a;
        if (root == UINT32_MAX) { /* a class of its own */
            root = a;
            st[a] = (uint8_t)(C_WHITE | ST_DEAD | ST_ROOT);
            w[a] = 0;
            from = a + 1;
        }
        w[root] += b - a;
        total += b - a;
        for (uint32_t q = from; q < b; q++) {
            st[q] = (uint8_t)(C_WHITE | ST_DEAD);
            w[q] = root;
        }
        /* the black stones next to the run: above, below (a loop each: each byte is read and
         * written by one step only, so both vectorise), at its two ends */
        uint8_t *above = st + a - W, *below = st + a + W;
        for (uint32_t q = 0; q < b - a; q++) above[q] |= (uint8_t)(((above[q] & 3u) == C_BLACK) * ST_DEADNB);
        for (uint32_t q = 0; q < b - a; q++) below[q] |= (uint8_t)(((below[q] & 3u) == C_BLACK) * ST_DEADNB);
        st[a - 1] |= (uint8_t)(((st[a - 1] & 3u) == C_BLACK) * ST_DEADNB);
        st[b] |= (uint8_t)(((st[b] & 3u) == C_BLACK) * ST_DEADNB);
    }
    /* Every word to its root, from the first root that joined another (a stone before it
     * links to a root that stayed one). In reading order: a stone's link points to an earlier
     * stone, whose word is its root by then. */
    for (p = demoted; p < end; p++) {
        if (end - p >= 8 && !dead_white8(st + p)) {
            p += 7;
            continue;
        }
        if (IS_DEAD_WHITE(st[p]) && !(st[p] & ST_ROOT) && !(st[w[p]] & ST_ROOT)) w[p] = w[w[p]];
    }
    return total;
}

#ifndef GG_GO_PLAIN
GG_TARGET_512 static uint64_t dead_wide(gg_go_solver *s, uint32_t first, uint32_t end)
{
    return dead_body(s, first, end);
}
#endif

/* Pass 2: the wide code where the solver takes it (solver.h, GG_GO_PLAIN), else the plain one
 * here. */
static uint64_t dead_groups(gg_go_solver *s, uint32_t first, uint32_t end)
{
#ifndef GG_GO_PLAIN
    if (gg_go_wide(s)) return dead_wide(s, first, end);
#endif
    return dead_body(s, first, end);
}

/* The searches choose between their two versions by the share of liberty stones among the
 * points of every eighth row (mark_liberties): at least one in SEL_SHARE, and the walk turns
 * at random (cut_component_sel); fewer, and it runs along rows of white stones
 * (cut_component). */
#define SEL_SHARE 64

/* The lone stones are settled row by row before the searches (settle_lone) where at least one
 * point in LONE_SHARE of every eighth row is a stone of L without a neighbour in L (counted by
 * mark_liberties). Run on every board, the row pass took all white (no lone stone) 1.06 of the
 * cpu time without it and random thirds (3.5 % of the points lone) 0.87 (`bench/against.py`,
 * 9 rounds, --threads 1): it costs about as much as settling 16 lone stones a thousand points
 * one at a time in the searches' loop. */
#define LONE_SHARE 50

/* The two passes on the padded grid s->st (liberties marked) of a board rows x cols. */
/* Pass 1 has three methods (docs/go.md, Passes): the search, and local.c's and rows.c's passes
 * without it; the row-by-row pass runs only when asked for. Chosen by board, from the sampled
 * stones of L (mark_liberties): the local searches on boards with a liberty stone where fewer
 * than LOCAL_EDGE percent of them have a side neighbour outside L, and fewer than LOCAL_BARE
 * percent one outside L without being attached. There most stones of L have L all round and
 * the few searches soon meet an attached stone; where many stones of L touch black stones or
 * walls without a liberty stone near, the search is the faster (docs/benchmarks.md). A board
 * without liberty stones has nothing to search. The plain code's bounds are lower: it has no
 * certificate (local.c), so it labels every stone of L. */
#define LOCAL_EDGE 85
#define LOCAL_BARE 35
#define LOCAL_EDGE_PLAIN 60
#define LOCAL_BARE_PLAIN 16
/* The local searches make step 0's sweeps, the potential and the certificate (AVX-512 code
 * only), where at least LOCAL_CERT percent of the sampled stones of L have a side neighbour
 * outside L: where L's runs are long, labelling them costs less than the certificate, and the
 * few searches do not pay for the potential's relaxations (measured: docs/benchmarks.md). */
#define LOCAL_CERT 15

static gg_status solve_grid(gg_go_solver *s, uint32_t rows, uint32_t cols, struct marks k, gg_diag *diag)
{
    const uint64_t nlib = k.nlib;
    const int sel = nlib * SEL_SHARE >= (uint64_t)(rows + 7) / 8 * cols; /* see SEL_SHARE */
    uint8_t *st = s->st;
    const uint32_t W = cols + 1;
    s->rows = rows;
    s->cols = cols;
    s->W = W;
    s->base = 0;
    /* Pass 1: the components of libless white stones that touch a white stone with a
     * liberty, each rooted at such an attached stone (the candidates: ST_CAND until
     * visited). */
    uint32_t cnt = DISC0;
    const uint32_t first = W, end = (rows + 1) * W;
#ifndef GG_GO_SEARCH_ONLY
    if (s->pass == GG_GO_PASS_ROWS && gg_go_rows_fits(rows, cols)) {
        if (gg_go_cut_rows(s) != GG_OK) return gg_diag_nomem(diag);
        s->base = dead_groups(s, first, end);
        s->ran = GG_GO_PASS_ROWS;
        return GG_OK;
    }
    const int wide = gg_go_wide(s);
    const uint64_t edge = wide ? LOCAL_EDGE : LOCAL_EDGE_PLAIN, bare = wide ? LOCAL_BARE : LOCAL_BARE_PLAIN;
    const int local = s->pass == GG_GO_PASS_LOCAL ||
                      (s->pass == GG_GO_PASS_AUTO && k.anylib && k.nedge * 100 < k.nl * edge &&
                       (k.nedge - k.natt) * 100 < k.nl * bare);
    s->local_cert = s->local_cert_force ? s->local_cert_force == 2 : k.nedge * 100 >= k.nl * LOCAL_CERT;
    if (local && gg_go_cut_local(s) == 1) {
        s->base = dead_groups(s, first, end);
        s->ran = GG_GO_PASS_LOCAL;
        return GG_OK;
    }
#endif
    s->ran = GG_GO_PASS_SEARCH;
#ifndef GG_GO_SEARCH_ONLY
    if (k.nlone * LONE_SHARE >= (uint64_t)(rows + 7) / 8 * cols) settle_lone(s);
#endif
    /* Eight points at a time, then only the flagged ones (bit 7 of their byte in the mask;
     * a search may visit the later ones of the same eight first, hence the second look). */
#define ATTACHED(k) ((st[k] & (ST_CAND | ST_ATT)) == (ST_CAND | ST_ATT))
    uint32_t p = first;
    for (; end - p >= 8; p += 8)
        for (uint64_t m = any_attached8(st + p); m; m &= m - 1) {
            const uint32_t k = p + ((uint32_t)__builtin_ctzll(m) >> 3);
            if (!ATTACHED(k)) continue;
            const uint32_t nb = around(st, k, W);
            if (!(nb & ALL4(ST_CAND)))
                lone_stone(st, s->w, k, W, nb);
            else if ((sel ? cut_component_sel(s, k, &cnt) : cut_component(s, k, &cnt)) != GG_OK)
                return gg_diag_nomem(diag);
        }
    for (; p < end; p++)
        if (ATTACHED(p) && cut_component(s, p, &cnt) != GG_OK) return gg_diag_nomem(diag);
#undef ATTACHED
    /* Pass 2: the libless white stones left form whole groups without any liberty. */
    s->base = dead_groups(s, first, end);
    return GG_OK;
}

/* The padded size of a checked board. Indices are 32-bit, and they cannot wrap: the board
 * check gives rows, cols >= 1 and rows * cols <= 2^30, so rows + cols <= rows * cols + 1 (as
 * (rows - 1)(cols - 1) >= 0) and npad = (rows + 2)(cols + 1) = rows * cols + (rows + cols) +
 * cols + 2 <= 2^30 + (2^30 + 1) + 2^30 + 2 = 3 * 2^30 + 3 < 2^32 - 1 (the largest is 1 x 2^30). */
static size_t padded_size(uint32_t rows, uint32_t cols)
{
    const size_t npad = ((size_t)rows + 2) * ((size_t)cols + 1);
    assert(npad < (size_t)UINT32_MAX);
    return npad;
}

gg_status gg_go_solve(gg_go_solver *s, const gg_go_board *b, gg_diag *diag)
{
    gg_status e = gg_go_board_check(b, diag);
    if (e != GG_OK) return e;
    const uint32_t rows = b->rows, cols = b->cols;
    const size_t W = (size_t)cols + 1, npad = padded_size(rows, cols);
    if (npad > s->stcap) {
        free(s->st);
        s->stcap = 0;
        if (!(s->st = alloc_big(npad))) return gg_diag_nomem(diag);
        s->stcap = npad;
    }
    if ((e = reserve(s, npad, W, diag)) != GG_OK) return e;
    uint8_t *st = s->st;
    memset(st, C_WALL, W);
    for (uint32_t r = 0; r < rows; r++) {
        memcpy(st + (r + 1) * W, b->cell + (size_t)r * cols, cols);
        st[(r + 1) * W + cols] = C_WALL;
    }
    memset(st + (rows + 1) * W, C_WALL, W);
    const struct marks k = mark_liberties(s, st, rows, cols);
    return solve_grid(s, rows, cols, k, diag);
}

/* Moves n points from src up to dst (above it: dst >= src + n, so no overlap) and says
 * whether one is not a point value (0, 1, 2). Vectorises. */
static unsigned move_row(uint8_t *restrict dst, const uint8_t *restrict src, uint32_t n)
{
    unsigned bad = 0;
    for (uint32_t c = 0; c < n; c++) {
        const uint8_t v = src[c];
        bad |= v > GG_GO_WHITE;
        dst[c] = v;
    }
    return bad;
}

gg_status gg_go_solve_input(gg_go_solver *s, gg_go_input *in, gg_diag *diag)
{
    gg_status e = check_size(in->board.rows, in->board.cols, diag); /* the points: as they move */
    if (e != GG_OK) return e;
    const uint32_t rows = in->board.rows, cols = in->board.cols;
    const size_t W = (size_t)cols + 1, npad = padded_size(rows, cols);
    if ((e = reserve(s, npad, W, diag)) != GG_OK) return e;
    if (npad > in->cap) {
        uint8_t *nb = realloc(in->buf, npad);
        if (!nb) return gg_diag_nomem(diag);
        in->buf = nb;
        in->cap = npad;
        in->board.cell = nb;
    }
    /* The rows move to their padded places, the last first: row r goes from r * cols up to
     * (r + 1) * W, past every row not yet moved and below every row moved; each point is
     * checked on the way (gg_go_board_check's test, without a pass of its own). */
    uint8_t *g = in->buf;
    unsigned bad = 0;
    for (uint32_t r = rows; r-- > 0;) {
        bad |= move_row(g + (r + 1) * W, g + (size_t)r * cols, cols);
        g[(r + 1) * W + cols] = C_WALL;
    }
    if (bad) { /* a value that is no point: the rows back where they were, and where it is */
        for (uint32_t r = 0; r < rows; r++) memmove(g + (size_t)r * cols, g + (r + 1) * W, cols);
        return bad_point(g, diag);
    }
    memset(g, C_WALL, W);
    memset(g + (rows + 1) * W, C_WALL, W);
    /* The grid becomes the solver's; the solver's old grid becomes the input's buffer. */
    gg_go_solver_hand_back(s, in);
    const struct marks k = mark_liberties(s, g, rows, cols);
    return solve_grid(s, rows, cols, k, diag);
}

/* The solver's grid and in's buffer trade places (gg_go_solve_input hands the board over
 * with it, loop.c hands it back). */
void gg_go_solver_hand_back(gg_go_solver *s, gg_go_input *in)
{
    uint8_t *const g = s->st;
    const size_t gcap = s->stcap;
    s->st = in->buf;
    s->stcap = in->cap;
    in->buf = g;
    in->cap = gcap;
    in->board.cell = NULL;
}

void gg_go_solver_set_pass(gg_go_solver *s, gg_go_pass pass)
{
    s->pass = pass;
}

uint64_t gg_go_base(const gg_go_solver *s)
{
    return s->base;
}

/* a - base for the stone at padded index p. */
static inline int64_t stone_delta(const gg_go_solver *s, uint32_t p)
{
    return COLOUR(s->st[p]) == C_WHITE ? white_delta(s->st[p], s->w[p]) : black_delta(s, p);
}

uint64_t gg_go_flip_count(const gg_go_solver *s, uint32_t r, uint32_t c)
{
    assert(r < s->rows && c < s->cols);
    uint32_t p = pidx(s, r, c);
    if (COLOUR(s->st[p]) == C_EMPTY) return 0;
    return (uint64_t)((int64_t)s->base + stone_delta(s, p));
}

int gg_go_dead_white(const gg_go_solver *s, uint32_t r, uint32_t c)
{
    assert(r < s->rows && c < s->cols);
    return (s->st[pidx(s, r, c)] & (ST_DEAD | 3u)) == (ST_DEAD | C_WHITE);
}
