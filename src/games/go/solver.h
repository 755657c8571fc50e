/* solver.h (private): what the solver (solve.c) and the judge's hash (hash.c) share: the
 * solver's struct, the state bits of a padded point (the layout is described at the top of
 * solve.c) and the a - base of a stone read from them. */
#ifndef GG_GO_SOLVER_H
#define GG_GO_SOLVER_H

#include <assert.h>
#include <stdint.h>

#include <gridgames/go.h>

#ifndef GG_SINGLE_FILE
#include "../../core/cpu.h"
#endif

enum { C_EMPTY = 0, C_BLACK = 1, C_WHITE = 2, C_WALL = 3 };

#define COLOUR(s) ((s) & 3u)
#define PDIR(s) (((s) >> 2) & 3u)
#define ST_ND 0x04u /* st bit on a white stone once searched (PDIR's bits): its delta is not 0 */
#define ST_LIB 0x10u  /* st bit: a white stone touching an empty point */
#define ST_ATT 0x20u  /* st bit on a candidate: it touches a liberty stone ("attached") */
#define ST_ROOT 0x20u /* the same bit on a dead stone (never attached): the root of its group */
#define ST_DEAD 0x40u /* st bit: a white stone of a group without liberty */
#define ST_DEADNB 0x40u /* the same bit on a black stone: it touches a dead group */
#define ST_CAND 0x80u /* st bit: a white stone without a liberty, not yet visited */

/* rows.c's state (its tables and buffers, kept from board to board), made at its first board;
 * local.c's likewise. */
struct gg_go_rows;
struct gg_go_local;

struct gg_go_solver {
    uint32_t rows, cols, W;
    uint8_t *st;         /* the padded grid of state bytes ... */
    size_t stcap;        /* ... and its size in bytes */
    uint32_t *w;         /* the padded words ... */
    size_t wcap;         /* ... and how many */
    uint32_t *path;      /* the search path (LV_WORDS) ... */
    size_t pathcap;      /* ... and its size in words */
    uint32_t *rowbuf;    /* one row of deltas, for the hash */
    uint8_t *rowflags;   /* three rows of flags (W + 8 bytes each): the hash and the liberty marks
                          * use the first, the lone stones (solve.c) all three, local.c's
                          * potential the first cols + 2 bytes */
    size_t rowcap;
    uint64_t base;
    uint32_t *ipw;       /* the hash's powers B^(-k), k < nipw (gg_go_hash_reserve) */
    size_t nipw;
    struct gg_go_rows *rp;      /* rows.c's state, NULL until its first board */
    struct gg_go_local *lp;     /* local.c's state, likewise */
    gg_go_pass pass;            /* how pass 1 runs (gg_go_solver_set_pass) */
    gg_go_pass ran;             /* how it ran on the last board (SEARCH, ROWS or LOCAL) */
    int local_tight;            /* verify only: local.c's searches get no budget at all */
    int local_cert;             /* local.c makes step 0's sweeps (and its certificate, AVX-512 code only): solve.c's choice */
    int local_cert_force;       /* verify only: 0 solve.c chooses local_cert, 1 no sweeps, 2 the sweeps */
    int plain;                  /* verify only: the row passes' plain code (gg_go_wide) */
};

/* The row passes (the liberty marks, the lone stones' pass and pass 2 in solve.c, the hash's
 * rows in hash.c) are each one body (GG_GO_BODY: inlined wherever it is called), compiled
 * twice: plain, and where cpu.h has GG_TARGET_512 for AVX-512 as well, which the solver takes
 * where the processor has it (gg_go_wide). They vectorise: on five 1000 x 1000 boards of
 * random thirds the wide code takes about a fifth less time (docs/benchmarks.md).
 * GG_GO_PLAIN: the plain code only (elsewhere, and in the single file, whose manifest defines
 * it). */
#define GG_GO_BODY static inline __attribute__((always_inline))
#if !defined(GG_TARGET_512) && !defined(GG_GO_PLAIN)
#define GG_GO_PLAIN 1
#endif
#ifndef GG_GO_PLAIN
static inline int gg_go_wide(const gg_go_solver *s)
{
    return !s->plain && (gg_cpu_features() & GG_CPU_RUN512);
}
#else
#define gg_go_wide(s) ((void)(s), 0)
#endif
#ifndef GG_GO_SEARCH_ONLY
/* rows.c: pass 1 row by row, on a solver whose grid has its liberties marked (GG_ENOMEM when
 * out of memory); gg_go_rows_fits says whether a board's ids fit its 31 bits;
 * gg_go_rows_free frees its state. */
gg_status gg_go_cut_rows(gg_go_solver *s);
int gg_go_rows_fits(uint32_t rows, uint32_t cols);
void gg_go_rows_free(struct gg_go_rows *r);
/* For each mask of the eight-neighbour ring (bit i set: ring position i in L, clockwise from
 * up), the arcs (the side neighbours joined through the ring's points of L), the arc of each
 * side neighbour (0xff: none) and a ring position of B right after each arc (its gap); gaps
 * is 0 when the ring has no gap. Filled by gg_go_ring_fill (rows.c); local.c uses it too. */
struct gg_go_ring {
    uint8_t arcs, gaps, arc[4], rep[4];
};
void gg_go_ring_fill(struct gg_go_ring *t);
/* local.c: pass 1 by components and local searches, on a solver whose grid has its liberties
 * marked: 1 when done; 0 when its searches ran over their budget and -1 when out of memory,
 * in both cases with the marks put back for the depth-first search. gg_go_local_free frees
 * its state. */
int gg_go_cut_local(gg_go_solver *s);
void gg_go_local_free(struct gg_go_local *l);
/* verify: the points of the board just solved by local.c (s->ran == GG_GO_PASS_LOCAL) where
 * its potential breaks what docs/go.md ("The potential") says of it (0 when it holds
 * everywhere, or when step 0 did not run on the board); *known gets the stones of L whose
 * potential is above 0 and known (not 255). */
uint64_t gg_go_local_check_potential(const gg_go_solver *s, uint64_t *known);
/* The check of the parts table (docs/go.md, Lemma 5): for every labelling of k = 2..4 gaps
 * by m regions, the table's parts number at least 1 + k - m. Returns the labellings where
 * they do not (0 when the table is right). */
uint32_t gg_go_rows_check_parts(void);
#endif

/* hash.c: makes s->ipw ready for rows of up to cols points (0 when out of memory), before
 * the hash runs (two threads may then read it at once). */
int gg_go_hash_reserve(gg_go_solver *s, uint32_t cols);

/* a - base for the black stone at padded index p, in full: its white neighbour groups,
 * each counted once (the same group may touch it on several sides). Selections, not
 * branches: the neighbours come at random. Not inlined: inlined into the hash's row loop
 * it cost 8% more instructions there (callgrind, five random 1000 x 1000 boards). */
static __attribute__((noinline, unused)) int64_t black_delta(const gg_go_solver *s, uint32_t p)
{
    const uint8_t *st = s->st;
    const uint32_t *w = s->w;
    const uint32_t W = s->W;
    const uint32_t nb[4] = {p + 1, p + W, p - 1, p - W};
    uint32_t root[4], liberty = 0;
    int64_t dead = 0;
    assert(COLOUR(st[p]) == C_BLACK);
    for (int k = 0; k < 4; k++) {
        const uint32_t b = st[nb[k]];
        liberty |= (b & (ST_DEAD | 1u)) == 0; /* empty, or white of a group with a liberty */
        const uint32_t is_dead = (b & (ST_DEAD | 3u)) == (ST_DEAD | C_WHITE);
        /* a dead stone's word is its root, the root's is the size; p stands for "none" */
        const uint32_t r = is_dead ? (b & ST_ROOT ? nb[k] : w[nb[k]]) : p;
        uint32_t fresh = r != p;
        for (int j = 0; j < k; j++) fresh &= root[j] != r;
        root[k] = r;
        dead += fresh ? w[r] : 0;
    }
    /* Turned white, the stone and its neighbour groups form one group. With a liberty the
     * dead neighbour groups come alive; without, the stone itself is one more dead white
     * (all its neighbour groups were dead already). */
    return liberty ? -dead : 1;
}

/* a - base for a white stone whose st byte is b and word wv, without a branch: -1 in a dead
 * group, else the word. */
static inline int32_t white_delta(uint32_t b, uint32_t wv)
{
    return (int32_t)(wv | (0u - ((b & ST_DEAD) >> 6)));
}

#endif
