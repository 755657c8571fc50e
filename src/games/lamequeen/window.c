/* window.c: the lame queen's P-positions for d >= 2 in bounded memory, by a chain of windowed
 * sweeps (docs/lamequeen.md, "The windowed sweep").
 *
 * One sweep is the generator of table.c (rows in increasing order, each row's partner the
 * first free value from its residue's diagonal pointer on) with its bitmaps cut down to
 * windows:
 *  - the values at or above e, in a ring of LQW_CAP bits: every partner b generated so far
 *    that is >= e. A partner is always >= lo = (last row) + 1 + min_r ptr[r], so every
 *    candidate the scan examines lies there;
 *  - per residue, the diagonals ptr[r] .. ptr[r] + LQW_KCAP - 1 in a ring.
 * What the sweep cannot keep is which values between its row and lo are partners of older
 * rows (about (beta/alpha - 1) times the row: a linear amount). Those values are below lo,
 * so no later row changes them; a second sweep of the same generator, its child, started
 * from row 1, produces them in increasing order: its values below its own lo are final and
 * leave its window from the bottom as the parent asks for them. The child's rows run about
 * alpha/beta times behind its parent's, so the chain of children has logarithmic length and
 * the total work is about beta * d times the top sweep's (a geometric series).
 * One sweep of the chain (the first whose backlog is expected to fit) keeps the values that
 * leave its ring in a queue of LQW_FIFO_BITS bits instead, so the chain below it is never
 * started; if the queue fills up, a child supplies the values past its end as before.
 * Values below LQW_BASE come from a small full table computed once.
 * Any partner or diagonal that would fall outside its ring is an error (GG_ECHECK with a
 * message), never a wrong answer: the rings are large enough by measurement, not by proof.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/vec.h"
#include "internal.h"

#define LQW_BASE 4096u
#define LQW_CAP (1u << 14)
#define LQW_KCAP (1u << 10)
#define LQW_MAX_LEVELS 1024
/* The one sweep that keeps its own old values in a queue (bits) instead of asking a child. */
#define LQW_FIFO_BITS (UINT64_C(1) << 29)
/* the rings and the queue are indexed by masking with their size - 1: powers of two */
_Static_assert((LQW_CAP & (LQW_CAP - 1)) == 0 && LQW_CAP % 64 == 0, "LQW_CAP: a power of two, whole words");
_Static_assert((LQW_KCAP & (LQW_KCAP - 1)) == 0 && LQW_KCAP % 64 == 0, "LQW_KCAP: a power of two, whole words");
_Static_assert((LQW_FIFO_BITS & (LQW_FIFO_BITS - 1)) == 0, "LQW_FIFO_BITS: a power of two");

typedef uint64_t word;

typedef struct lqw_shared {
    int d;
    unsigned char large[LQW_BASE]; /* v < LQW_BASE: v is the partner of a smaller row */
    int levels;
    uint64_t steps;                /* values settled, over every level */
    uint64_t max_width;            /* largest hi - e seen */
    uint64_t max_klag;             /* largest k - ptr[r] seen */
    int fifo_level;                /* the level that gets the queue (-1: none) */
    uint64_t fifo_bits;            /* its capacity, a power of two */
    uint64_t fifo_bytes;
    int fifo_overflowed;
    gg_diag *diag;
} lqw_shared;

typedef struct lqw_gen {
    lqw_shared *sh;
    uint64_t a, r;      /* values <= a are settled (rows processed); r = (a + 1) mod d */
    uint64_t e, hi;     /* the ring holds the partners in [e, hi), hi - e <= LQW_CAP */
    uint64_t ptr[GG_LAMEQUEEN_MAX_D], minptr, nmin; /* nmin residues have ptr == minptr */
    uint64_t cn;        /* the child's last value handed over */
    uint64_t large;     /* large values <= a (for the top sweep's counts) */
    int top;            /* no parent: e follows lo */
    int level;          /* 0 for the top, a child one more than its parent */
    /* The queue (one level): the values [fa, fb) that left the ring, one bit each; full when
     * fb - fa would exceed LQW_FIFO_BITS (then the values from fb on come from a child). */
    word *fifo;
    uint64_t fa, fb;
    int ffull;
    struct lqw_gen *child;
    word ring[LQW_CAP / 64];
    word dg[GG_LAMEQUEEN_MAX_D][LQW_KCAP / 64];
} lqw_gen;

struct lq_wgen {
    lqw_shared sh;
    lqw_gen *top;
};

static int rbit(const word *m, uint64_t i, uint64_t cap) { i &= cap - 1; return (int)((m[i >> 6] >> (i & 63)) & 1u); }
static void rset(word *m, uint64_t i, uint64_t cap) { i &= cap - 1; m[i >> 6] |= (word)1 << (i & 63); }
static void rclr(word *m, uint64_t i, uint64_t cap) { i &= cap - 1; m[i >> 6] &= ~((word)1 << (i & 63)); }

/* The base: the greedy straight from its definition over values < LQW_BASE (partners up to
 * about 1.3 LQW_BASE + a few; 4 LQW_BASE is checked). */
static gg_status base_init(lqw_shared *sh)
{
    const uint64_t d = (uint64_t)sh->d, V = 4 * LQW_BASE;
    unsigned char *row = calloc(V, 1), *dk = calloc(V * d, 1);
    gg_status s = GG_OK;
    if (!row || !dk) s = gg_diag_nomem(sh->diag);
    memset(sh->large, 0, sizeof sh->large);
    for (uint64_t x = 1; x < LQW_BASE && s == GG_OK; x++) {
        if (row[x]) continue;             /* already a partner: large */
        uint64_t k = 0;
        while (x + k < V && (row[x + k] || dk[k * d + x % d])) k++;
        if (x + k >= V) {
            s = gg_diag_set(sh->diag, GG_ECHECK, "lame queen window: the base table overflowed");
            break;
        }
        row[x] = row[x + k] = 1;
        dk[k * d + x % d] = 1;
        if (k > 0 && x + k < LQW_BASE) sh->large[x + k] = 1;
    }
    free(row);
    free(dk);
    return s;
}

static gg_status gen_new(lqw_shared *sh, int level, lqw_gen **out)
{
    *out = NULL;
    if (sh->levels >= LQW_MAX_LEVELS)
        return gg_diag_set(sh->diag, GG_ECHECK, "lame queen window: more than %d levels", LQW_MAX_LEVELS);
    lqw_gen *g = calloc(1, sizeof *g);
    if (!g) return gg_diag_nomem(sh->diag);
    g->sh = sh;
    g->e = g->hi = 1;
    g->r = 1 % (uint64_t)sh->d;
    g->nmin = (uint64_t)sh->d;
    g->top = level == 0;
    g->level = level;
    g->fa = g->fb = 1;
    if (level == sh->fifo_level) {
        g->fifo = calloc(sh->fifo_bits / 64 + 1, sizeof(word));
        if (!g->fifo) {
            free(g);
            return gg_diag_nomem(sh->diag);
        }
        sh->fifo_bytes = sh->fifo_bits / 8;
    }
    sh->levels++;
    *out = g;
    return GG_OK;
}

static void gen_free(lqw_gen *g)
{
    while (g) {
        lqw_gen *c = g->child;
        free(g->fifo);
        free(g);
        g = c;
    }
}

static gg_status pull(lqw_gen *g, uint64_t *v);

/* Is v (> g->a, every value in (g->a, v) large) the partner of an earlier row? */
static gg_status is_large(lqw_gen *g, uint64_t v, int *out)
{
    if (v < LQW_BASE) {
        *out = g->sh->large[v];
        return GG_OK;
    }
    if (v >= g->e) {
        *out = v < g->hi && rbit(g->ring, v, LQW_CAP);
        return GG_OK;
    }
    /* below e, hence below lo: final; the queue has it, or else the child hands the large
     * values over in order */
    if (v < g->fb) {
        const uint64_t f = g->sh->fifo_bits;
        for (; g->fa < v; g->fa++) rclr(g->fifo, g->fa, f);
        *out = rbit(g->fifo, v, f);
        rclr(g->fifo, v, f);
        g->fa = v + 1;
        return GG_OK;
    }
    gg_status s;
    if (!g->child && (s = gen_new(g->sh, g->level + 1, &g->child)) != GG_OK) return s;
    while (g->cn < v)
        if ((s = pull(g->child, &g->cn)) != GG_OK) return s;
    *out = g->cn == v;
    return GG_OK;
}

static uint64_t lo_of(const lqw_gen *g) { return g->a + 1 + g->minptr; }

/* Moves e past one final value (below lo), into the queue if there is one; its bit. */
static int pass(lqw_gen *g)
{
    uint64_t v = g->e++;
    int b = 0;
    if (v < g->hi) {
        b = rbit(g->ring, v, LQW_CAP);
        rclr(g->ring, v, LQW_CAP);
    } else {
        g->hi = g->e;
    }
    if (g->fifo && !g->ffull) {
        if (g->fb - g->fa >= g->sh->fifo_bits) {
            g->ffull = 1;
            g->sh->fifo_overflowed = 1;
        } else {
            if (b) rset(g->fifo, g->fb, g->sh->fifo_bits);
            g->fb++;
        }
    }
    return b;
}

/* Drops the ring below `to`. */
static void drop_to(lqw_gen *g, uint64_t to)
{
    while (g->e < to) pass(g);
}

/* Settles value a + 1: *b its partner when it is a row (>= it; == for rows 1..d), 0 when
 * it is large. */
static gg_status step(lqw_gen *g, uint64_t *b)
{
    lqw_shared *sh = g->sh;
    const uint64_t d = (uint64_t)sh->d, v = g->a + 1, r = g->r;
    int lg;
    gg_status s = is_large(g, v, &lg);
    if (s != GG_OK) return s;
    sh->steps++;
    *b = 0;
    if (lg) {
        g->large++;
    } else {
        word *dg = g->dg[r];
        uint64_t k = g->ptr[r];
        for (;; k++) {
            if (k - g->ptr[r] >= LQW_KCAP)
                return gg_diag_set(sh->diag, GG_ECHECK,
                                   "lame queen window (d = %d): row %llu scans diagonals past the ring",
                                   sh->d, (unsigned long long)v);
            uint64_t c = v + k;    /* >= lo >= e */
            int used = k == 0 ? 0 : c < g->hi && rbit(g->ring, c, LQW_CAP);
            if (!used && !rbit(dg, k, LQW_KCAP)) break;
        }
        if (k > 0) {
            uint64_t c = v + k;
            if (c - g->e >= LQW_CAP)
                return gg_diag_set(sh->diag, GG_ECHECK,
                                   "lame queen window (d = %d): partner %llu of row %llu is past the ring",
                                   sh->d, (unsigned long long)c, (unsigned long long)v);
            rset(g->ring, c, LQW_CAP);
            if (c >= g->hi) g->hi = c + 1;
            if (c - g->e > sh->max_width) sh->max_width = c - g->e;
        }
        if (k - g->ptr[r] > sh->max_klag) sh->max_klag = k - g->ptr[r];
        rset(dg, k, LQW_KCAP);
        if (k == g->ptr[r]) {
            uint64_t old = g->ptr[r], p = k;
            while (rbit(dg, p, LQW_KCAP)) rclr(dg, p++, LQW_KCAP);
            g->ptr[r] = p;
            if (old == g->minptr && --g->nmin == 0) {
                uint64_t m = UINT64_MAX, c = 0;
                for (uint64_t i = 0; i < d; i++) {
                    if (g->ptr[i] < m) m = g->ptr[i], c = 0;
                    c += g->ptr[i] == m;
                }
                g->minptr = m;
                g->nmin = c;
            }
        }
        *b = v + k;
    }
    g->a = v;
    g->r = r + 1 == d ? 0 : r + 1;
    if (g->top) drop_to(g, lo_of(g));
    return GG_OK;
}

/* The next large value at or above g->e, once final (below lo). */
static gg_status pull(lqw_gen *g, uint64_t *v)
{
    for (;;) {
        uint64_t lo = lo_of(g);
        while (g->e < lo)
            if (pass(g)) {
                *v = g->e - 1;
                return GG_OK;
            }
        uint64_t b;
        gg_status s = step(g, &b);
        if (s != GG_OK) return s;
    }
}

/* ---- the row by row interface (verify) ----------------------------------------------- */

gg_status gg_lamequeen_wgen_new(int d, uint64_t n, uint64_t fifo_bits, lq_wgen **out, gg_diag *diag)
{
    *out = NULL;
    lq_wgen *w = calloc(1, sizeof *w);
    if (!w) return gg_diag_nomem(diag);
    w->sh.d = d;
    w->sh.diag = diag;
    /* the queue goes to the first level whose old values fit: level j runs to about
     * n (alpha/beta)^j and keeps about (beta/alpha - 1) of that (the lines' slope, measured
     * from table.c's alpha) waiting; a margin of an eighth and 1024 values */
    w->sh.fifo_level = -1;
    w->sh.fifo_bits = fifo_bits ? fifo_bits : LQW_FIFO_BITS;
    assert((w->sh.fifo_bits & (w->sh.fifo_bits - 1)) == 0); /* read by masking */
    if (n > 0) {
        double rho = 1.0 / lq_alpha(d), need = (double)n * (lq_alpha(d) - 1.0);
        for (int j = 0; j < LQW_MAX_LEVELS && need >= 1; j++, need *= rho)
            if (need * 1.125 + 1024 <= (double)w->sh.fifo_bits) {
                w->sh.fifo_level = j;
                break;
            }
    }
    gg_status s = base_init(&w->sh);
    if (s == GG_OK) s = gen_new(&w->sh, 0, &w->top);
    if (s != GG_OK) {
        gg_lamequeen_wgen_free(w);
        return s;
    }
    *out = w;
    return GG_OK;
}

void gg_lamequeen_wgen_free(lq_wgen *w)
{
    if (!w) return;
    gen_free(w->top);
    free(w);
}

gg_status gg_lamequeen_wgen_step(lq_wgen *w, uint64_t *v, uint64_t *b)
{
    *v = w->top->a + 1;
    return step(w->top, b);
}

void gg_lamequeen_wgen_stats(const lq_wgen *w, lq_window_stats *st)
{
    st->levels = (uint64_t)w->sh.levels;
    st->steps = w->sh.steps;
    st->max_width = w->sh.max_width;
    st->max_klag = w->sh.max_klag;
    st->bytes = sizeof *w + (uint64_t)w->sh.levels * sizeof(lqw_gen) + w->sh.fifo_bytes;
    st->fifo_level = w->sh.fifo_level;
    st->fifo_overflowed = w->sh.fifo_overflowed;
}

/* ---- prefix counts of a batch in one sweep --------------------------------------------- */

/* A corner's second event: add L(z) when the sweep reaches z (a min-heap on z). */
typedef struct ev {
    uint64_t z;
    size_t i;
} ev;

static void heap_push(ev *h, size_t *n, ev e)
{
    size_t i = (*n)++;
    while (i > 0 && h[(i - 1) / 2].z > e.z) {
        h[i] = h[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h[i] = e;
}

static ev heap_pop(ev *h, size_t *n)
{
    ev top = h[0], last = h[--*n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= *n) break;
        if (c + 1 < *n && h[c + 1].z < h[c].z) c++;
        if (h[c].z >= last.z) break;
        h[i] = h[c];
        i = c;
    }
    if (*n > 0) h[i] = last;
    return top;
}

static uint64_t lo_corner(const lq_corner *c) { return c->x < c->y ? c->x : c->y; }

static int cmp_corner(const void *a, const void *b)
{
    uint64_t x = lo_corner(*(lq_corner *const *)a), y = lo_corner(*(lq_corner *const *)b);
    return (x > y) - (x < y);
}

/* With x <= y, once the rows <= x are processed (lo = x + 1 + min ptr): the P-positions in
 * [1,x] x [1,y] are min(x, d) + L(x) (diagonal and large columns) plus the small columns
 * <= x whose partner is <= y: the large values < lo (their partners are all <= x, since
 * every later row's partner is >= lo), L(min(y, lo - 1)), plus the partners in [lo, y],
 * which are in the ring. */
gg_status gg_lamequeen_window_counts(int d, lq_corner *c, size_t n, uint64_t fifo_bits, lq_window_stats *st,
                           gg_diag *diag)
{
    lq_wgen *w = NULL;
    lq_corner **ord = malloc((n ? n : 1) * sizeof *ord);
    ev *heap = malloc((n ? n : 1) * sizeof *heap);
    size_t nh = 0;
    gg_status s = ord && heap ? GG_OK : gg_diag_nomem(diag);
    /* the sweep's end: the largest min(x, y), then up to beta/alpha of it for the second
     * events (an estimate for placing the queue; the answers do not depend on it) */
    uint64_t far = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = lo_corner(&c[i]), y = c[i].x ^ c[i].y ^ x;
        uint64_t z = (uint64_t)((double)x * lq_alpha(d)) + 64;
        z = z < y ? z : y;
        far = z > far ? z : far;
    }
    if (s == GG_OK) s = gg_lamequeen_wgen_new(d, far, fifo_bits, &w, diag);
    if (s != GG_OK) goto done;
    for (size_t i = 0; i < n; i++) ord[i] = &c[i];
    qsort(ord, n, sizeof *ord, cmp_corner);
    lqw_gen *g = w->top;
    size_t next = 0;
    for (;;) {
        /* every value <= g->a is settled */
        while (next < n && lo_corner(ord[next]) <= g->a) {
            lq_corner *q = ord[next];
            uint64_t x = lo_corner(q), y = q->x ^ q->y ^ x;
            if (x == 0) {
                q->count = 0;
            } else {
                uint64_t lo = lo_of(g), z = y < lo - 1 ? y : lo - 1, in = 0;
                for (uint64_t v = lo; v <= y && v < g->hi; v++) in += (uint64_t)rbit(g->ring, v, LQW_CAP);
                q->count = (x < (uint64_t)d ? x : (uint64_t)d) + g->large + in;
                if (z == g->a) q->count += g->large;
                else heap_push(heap, &nh, (ev){z, (size_t)(q - c)});
            }
            next++;
        }
        while (nh > 0 && heap[0].z <= g->a) {
            ev e = heap_pop(heap, &nh);
            c[e.i].count += g->large;
        }
        if (next == n && nh == 0) break;
        uint64_t b;
        if ((s = step(g, &b)) != GG_OK) goto done;
    }
    if (st) gg_lamequeen_wgen_stats(w, st);
done:
    gg_lamequeen_wgen_free(w);
    free(ord);
    free(heap);
    return s;
}

/* ---- `gridgames lamequeen sweep`: the P-positions up to n, measured ------------------- */

/* The pairs (a_k, b_k), a_k <= b_k, in increasing a_k, k from 0 (the diagonal ones
 * included), against the lines k alpha and k beta of the numbering: alpha the
 * positive root of alpha^2 - (2 - 1/d) alpha - 1/d = 0 and beta = alpha + 1/d. */
gg_status gg_lamequeen_sweep(gg_writer *out, int d, uint64_t n, gg_diag *diag)
{
    lq_wgen *w = NULL;
    gg_status s = gg_lamequeen_wgen_new(d, n, 0, &w, diag);
    if (s != GG_OK) return s;
    const long double c = 2.0L - 1.0L / d;
    const long double al = (c + sqrtl(c * c + 4.0L / d)) / 2.0L, be = al + 1.0L / d;
    long double amin = 0, amax = 0, bmin = 0, bmax = 0;
    uint64_t k = 0;
    for (uint64_t x = 1; x <= n && s == GG_OK; x++) {
        uint64_t v, b;
        if ((s = gg_lamequeen_wgen_step(w, &v, &b)) != GG_OK || b == 0) continue;
        long double ea = (long double)v - (long double)k * al, eb = (long double)b - (long double)k * be;
        if (k == 0 || ea < amin) amin = ea;
        if (k == 0 || ea > amax) amax = ea;
        if (k == 0 || eb < bmin) bmin = eb;
        if (k == 0 || eb > bmax) bmax = eb;
        k++;
    }
    if (s == GG_OK) {
        lq_window_stats st;
        gg_lamequeen_wgen_stats(w, &st);
        gg_writef(out,
                  "d = %d: values 1..%llu settled; %llu pairs (a_k, b_k), a_k <= %llu; "
                  "a_k - k alpha in [%.4Lf, %.4Lf], b_k - k beta in [%.4Lf, %.4Lf] "
                  "(alpha = %.9Lf, beta = %.9Lf)\n"
                  "%llu sweeps, %.2f values settled per value, widest ring %llu of %u, "
                  "diagonal lag %llu of %u, queue at level %d, %.2f MB\n",
                  d, (unsigned long long)n, (unsigned long long)k, (unsigned long long)n, amin,
                  amax, bmin, bmax, al, be, (unsigned long long)st.levels,
                  (double)st.steps / (double)(n ? n : 1), (unsigned long long)st.max_width,
                  LQW_CAP, (unsigned long long)st.max_klag, LQW_KCAP, st.fifo_level, (double)st.bytes / 1e6);
    }
    gg_lamequeen_wgen_free(w);
    return s;
}

/* ---- the judge input past the table ---------------------------------------------------- */

/* The queries from the first one above the table's limit to the end (at most LQ_SWEEP_MAX_T),
 * answered in one sweep and written in order. On a read error the queries before it are
 * still answered, as on the streamed path, and then the error is returned. */
gg_status gg_lamequeen_sweep_rest(lq_loop *r)
{
    gg_vec qs = {0}, cs = {0};
    const uint64_t first = r->read + 1;
    gg_status s = gg_vec_reserve(&qs, sizeof(gg_lamequeen_rect), r->npend, r->diag), rs = GG_OK;
    if (s == GG_OK) {
        memcpy(qs.data, r->pend, r->npend * sizeof(gg_lamequeen_rect));
        qs.len = r->npend;
        r->read += r->npend;
    }
    while (s == GG_OK && rs == GG_OK && r->read < r->h.t) {
        gg_lamequeen_rect q;
        if ((rs = gg_lamequeen_read_rect(r->in, &r->h, r->read + 1, &q)) != GG_OK) break;
        if (qs.len >= LQ_SWEEP_MAX_T)
            rs = gg_reader_fail(r->in, 0,
                                "query %llu: more than %d queries from query %llu on (the first with a "
                                "coordinate above %llu, answered by one sweep that keeps them all)",
                                (unsigned long long)(r->read + 1), LQ_SWEEP_MAX_T, (unsigned long long)first,
                                (unsigned long long)GG_LAMEQUEEN_LIMIT);
        else
            s = gg_vec_push(&qs, sizeof q, &q, r->diag);
        r->read++;
    }
    const gg_lamequeen_rect *q = qs.data;
    if (s == GG_OK) s = gg_vec_reserve(&cs, sizeof(lq_corner), 4 * qs.len, r->diag);
    if (s == GG_OK) {
        lq_corner *c = cs.data;
        for (size_t i = 0; i < qs.len; i++) {
            c[4 * i] = (lq_corner){q[i].x2, q[i].y2, 0};
            c[4 * i + 1] = (lq_corner){q[i].x1 - 1, q[i].y1 - 1, 0};
            c[4 * i + 2] = (lq_corner){q[i].x1 - 1, q[i].y2, 0};
            c[4 * i + 3] = (lq_corner){q[i].x2, q[i].y1 - 1, 0};
        }
        s = gg_lamequeen_window_counts(r->h.d, c, 4 * qs.len, 0, NULL, r->diag);
        for (size_t i = 0; i < qs.len && s == GG_OK; i++)
            gg_lamequeen_write_fraction(r->out, c[4 * i].count + c[4 * i + 1].count - c[4 * i + 2].count -
                                          c[4 * i + 3].count, &q[i]);
    }
    gg_vec_fini(&qs);
    gg_vec_fini(&cs);
    return s != GG_OK ? s : rs;
}
