/* verify.c: `gridgames lamequeen verify [--slow] [--seed S]`: checks the fast algorithms against
 * the rules and against each other, printing one line per check.
 *
 *  1. moves: a literal solver that enumerates every move of every cell equals the flag DP of
 *     oracle.c on [1,48]^2, for every d (so the oracle itself is checked).
 *  2. small boards: for every d, the DP on [1,M]^2 (M = 400; 2000 with --slow) has exactly one
 *     P-position per row and per column, is symmetric, has P-positions on the main diagonal
 *     exactly at 1..d; the generator's partners equal the DP's rows; every prefix count
 *     (x, y in 0..M) of the table (and of the closed form for d = 1) equals the DP's.
 *  2b. growth: for every d, a table extended in small random steps to 20000 (200000 with
 *     --slow) gives the same counts after every step as one built at once, and in the end the
 *     same partners and D.
 *  3. large boards: for every d, the table up to N (2 * 10^5; GG_LAMEQUEEN_LIMIT with --slow)
 *     is an involution with diagonal 1..d; 10^5 (10^6 with --slow) prefix counts (half of them within 24 of the
 *     two lines, where the O(D) scan matters) equal an independent offline count (sort by x,
 *     Fenwick tree over y); the measured D, scan steps per row and distance to the lines are
 *     printed.
 *  3b. the windowed sweep (window.c): for every d >= 2, as a chain without a queue it settles
 *     every value up to N as the table does; a batch of prefix counts equals the table's with
 *     the queue where it fits and with a small queue on a deeper sweep; an overflowing queue
 *     still settles every value as the table does.
 *  4. d = 1: the generator's pairs equal (floor(k phi) + 1, floor(k phi) + k + 1) up to 10^7,
 *     and closed-form prefix counts equal the table's; floor(m / phi) is bracketed exactly
 *     (5 q^2 < (2m - q)^2 < 5 (q + 1)^2 ... ) for random m up to 10^18; counts up to 10^18 are
 *     symmetric, increase by 0 or 1 per row, and reach x on a full row band; the solve loop's
 *     runs of rectangle counts give every square [1,m]^2, m < 2^22 (2^30 with --slow, every m
 *     whose floor the vector path computes), 2 (m - floor(m / phi)) - 1.
 *  5. random instances: `gen --seed S` (S = seed .. seed + 299; 3000 with --slow) and
 *     `gen --seed S --max 3000 --t 1..40` (12 seeds; 200 with --slow) solved by solve and by
 *     oracle, outputs compared byte for byte.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/verify.h"
#include "internal.h"

typedef struct vstate {
    gg_ctx *ctx;
    gg_status status;
} vstate;

static gg_status fail(vstate *v, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static gg_status fail(vstate *v, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    v->status = GG_ECHECK;
    return gg_diag_set(v->ctx->diag, GG_ECHECK, "%s", msg);
}

/* ---- 1. the literal solver ----------------------------------------------------------- */

/* P[(y-1)*m + x-1] by trying every move of every cell, in order of x + y. */
static void literal_grid(int d, int m, unsigned char *P)
{
    for (int s = 2; s <= 2 * m; s++)
        for (int x = 1; x <= m; x++) {
            int y = s - x;
            if (y < 1 || y > m) continue;
            int win = 0;
            for (int a = 1; a < x && !win; a++) win = P[(y - 1) * m + (x - a) - 1];
            for (int a = 1; a < y && !win; a++) win = P[(y - a - 1) * m + x - 1];
            for (int a = d; a < x && a < y && !win; a += d) win = P[(y - a - 1) * m + (x - a) - 1];
            P[(y - 1) * m + x - 1] = (unsigned char)!win;
        }
}

static gg_status check_moves(vstate *v)
{
    enum { M = 48 };
    unsigned char a[M * M], b[M * M];
    for (int d = 1; d <= GG_LAMEQUEEN_MAX_D; d++) {
        literal_grid(d, M, a);
        gg_status s = gg_lamequeen_oracle_grid(d, M, M, b, v->ctx->diag);
        if (s != GG_OK) return s;
        for (int i = 0; i < M * M; i++)
            if (a[i] != b[i])
                return fail(v, "d = %d: the literal solver and the DP disagree at (%d, %d)", d,
                            i % M + 1, i / M + 1);
    }
    gg_writef(v->ctx->out, "moves: every move enumerated equals the flag DP on [1,%d]^2, d = 1..%d\n",
              M, GG_LAMEQUEEN_MAX_D);
    return GG_OK;
}

/* ---- 2. small boards ---------------------------------------------------------------- */

static gg_status check_small(vstate *v, int d, uint32_t m)
{
    size_t side = (size_t)m + 1;
    unsigned char *g = malloc((size_t)m * m);
    uint32_t *pre = calloc(side * side, sizeof *pre);
    uint32_t *p = malloc(side * sizeof *p);
    gg_lamequeen_table *t = NULL;
    gg_status s = GG_OK;
    gg_diag *diag = v->ctx->diag;
    if (!g || !pre || !p) s = gg_diag_nomem(diag);
    if (s == GG_OK) s = gg_lamequeen_table_new(d, &t, diag);
    if (s == GG_OK) s = gg_lamequeen_oracle_grid(d, m, m, g, diag);
    if (s == GG_OK) s = gg_lamequeen_table_extend(t, m, diag);
    if (s != GG_OK) goto done;
    /* one P-position per row and column, symmetry, the main diagonal */
    for (uint32_t y = 1; y <= m && s == GG_OK; y++) {
        uint32_t inrow = 0, incol = 0;
        for (uint32_t x = 1; x <= m; x++) {
            int here = g[(size_t)(y - 1) * m + x - 1];
            inrow += here;
            incol += g[(size_t)(x - 1) * m + y - 1];
            if (here != g[(size_t)(x - 1) * m + y - 1])
                s = fail(v, "d = %d: DP not symmetric at (%u, %u)", d, x, y);
        }
        /* at most one per line; exactly one where the partner (below 1.62 x + 1) fits */
        if (inrow > 1 || incol > 1 || (y <= m / 2 && (inrow != 1 || incol != 1)))
            s = fail(v, "d = %d: row or column %u holds %u and %u P-positions", d, y, inrow, incol);
        if (g[(size_t)(y - 1) * m + y - 1] != (y <= (uint32_t)d))
            s = fail(v, "d = %d: (%u, %u) on the main diagonal is %s", d, y, y,
                     g[(size_t)(y - 1) * m + y - 1] ? "P" : "N");
    }
    if (s != GG_OK) goto done;
    /* the generator: each row's partner; a partner beyond m means an empty row on the board */
    gg_lamequeen_table_partners(t, m, p);
    for (uint32_t x = 1; x <= m; x++) {
        for (uint32_t y = 1; y <= m; y++) {
            int want = g[(size_t)(y - 1) * m + x - 1];
            if (want != (p[x] == y)) {
                s = fail(v, "d = %d: row %u: DP says (%u, %u) is %s, generator's partner is %u", d,
                         x, x, y, want ? "P" : "N", p[x]);
                goto done;
            }
        }
        if (gg_lamequeen_table_partner(t, x) != p[x]) {
            s = fail(v, "d = %d: partner(%u) = %llu, partners[] says %u", d, x,
                     (unsigned long long)gg_lamequeen_table_partner(t, x), p[x]);
            goto done;
        }
    }
    /* every prefix count */
    for (size_t y = 1; y <= m; y++)
        for (size_t x = 1; x <= m; x++)
            pre[y * side + x] = g[(y - 1) * m + x - 1] + pre[(y - 1) * side + x] +
                                pre[y * side + x - 1] - pre[(y - 1) * side + x - 1];
    for (uint32_t y = 0; y <= m; y++)
        for (uint32_t x = 0; x <= m; x++) {
            uint64_t want = pre[(size_t)y * side + x];
            uint64_t got = gg_lamequeen_table_count(t, x, y);
            if (got != want) {
                s = fail(v, "d = %d: table count [1,%u]x[1,%u] = %llu, DP %llu", d, x, y,
                         (unsigned long long)got, (unsigned long long)want);
                goto done;
            }
            if (d == 1 && gg_lamequeen_wythoff_count(x, y) != want) {
                s = fail(v, "d = 1: closed-form count [1,%u]x[1,%u] = %llu, DP %llu", x, y,
                         (unsigned long long)gg_lamequeen_wythoff_count(x, y),
                         (unsigned long long)want);
                goto done;
            }
        }
    gg_writef(v->ctx->out,
              "d = %2d: [1,%u]^2: DP one P per row and column, symmetric, diagonal P = 1..%d; "
              "generator rows equal DP; all %llu prefix counts equal%s\n",
              d, m, d, (unsigned long long)side * side, d == 1 ? " (table and closed form)" : "");
done:
    gg_lamequeen_table_free(t);
    free(g);
    free(pre);
    free(p);
    return s;
}

/* ---- 2b. growth on demand ------------------------------------------------------------ */

/* A table extended in many small random steps (crossing word boundaries in every way) equals
 * one built in a single step: the same counts after every step, the same partners and D. */
static gg_status check_incremental(vstate *v, int d, uint64_t n, gg_rng *rng)
{
    gg_lamequeen_table *a = NULL, *b = NULL;
    uint32_t *pa = malloc((size_t)(n + 1) * sizeof *pa), *pb = malloc((size_t)(n + 1) * sizeof *pb);
    gg_status s = GG_OK;
    gg_diag *diag = v->ctx->diag;
    if (!pa || !pb) s = gg_diag_nomem(diag);
    if (s == GG_OK) s = gg_lamequeen_table_new(d, &a, diag);
    if (s == GG_OK) s = gg_lamequeen_table_new(d, &b, diag);
    if (s == GG_OK) s = gg_lamequeen_table_extend(b, n, diag);
    if (s != GG_OK) goto done;
    uint64_t steps = 0;
    while (gg_lamequeen_table_size(a) < n) {
        uint64_t cur = gg_lamequeen_table_size(a);
        uint64_t next = cur + 1 + gg_rng_below(rng, steps % 3 == 0 ? 3 : 200);
        if (next > n) next = n;
        if ((s = gg_lamequeen_table_extend(a, next, diag)) != GG_OK) goto done;
        steps++;
        uint64_t m = gg_lamequeen_table_size(a);
        for (int i = 0; i < 40; i++) {
            uint64_t x = i == 0 ? m : gg_rng_below(rng, m + 1);
            uint64_t y = i == 0 ? m : i % 2 ? gg_rng_below(rng, m + 1) : m - gg_rng_below(rng, 64 < m ? 64 : m);
            if (gg_lamequeen_table_count(a, x, y) != gg_lamequeen_table_count(b, x, y)) {
                s = fail(v, "d = %d: after growing to %llu in %llu steps, count [1,%llu]x[1,%llu] "
                         "= %llu, one-step table %llu", d, (unsigned long long)m,
                         (unsigned long long)steps, (unsigned long long)x, (unsigned long long)y,
                         (unsigned long long)gg_lamequeen_table_count(a, x, y),
                         (unsigned long long)gg_lamequeen_table_count(b, x, y));
                goto done;
            }
        }
    }
    gg_lamequeen_table_partners(a, n, pa);
    gg_lamequeen_table_partners(b, n, pb);
    gg_lamequeen_stats sa, sb;
    gg_lamequeen_table_stats(a, &sa);
    gg_lamequeen_table_stats(b, &sb);
    if (memcmp(pa, pb, (size_t)(n + 1) * sizeof *pa) != 0 || sa.inversion != sb.inversion ||
        sa.pairs != sb.pairs) {
        s = fail(v, "d = %d: a table grown in %llu steps differs from one built at once", d,
                 (unsigned long long)steps);
        goto done;
    }
    if (d == GG_LAMEQUEEN_MAX_D)
        gg_writef(v->ctx->out, "growth: for d = 1..%d, tables grown to %llu in small random steps "
                  "equal tables built at once (counts after every step, partners, D)\n",
                  GG_LAMEQUEEN_MAX_D, (unsigned long long)n);
done:
    gg_lamequeen_table_free(a);
    gg_lamequeen_table_free(b);
    free(pa);
    free(pb);
    return s;
}

/* ---- 3. large boards ---------------------------------------------------------------- */

typedef struct qpt {
    uint32_t x, y;
    uint64_t idx;
} qpt;

static int cmp_qpt(const void *a, const void *b)
{
    const qpt *p = a, *q = b;
    return (p->x > q->x) - (p->x < q->x);
}

static gg_status check_large(vstate *v, int d, uint64_t n, uint64_t Q, gg_rng *rng)
{
    gg_lamequeen_table *t = NULL;
    uint32_t *p = malloc((size_t)(n + 1) * sizeof *p);
    uint32_t *fen = calloc((size_t)n + 1, sizeof *fen);
    qpt *qs = malloc(Q * sizeof *qs);
    gg_status s = GG_OK;
    if (!p || !fen || !qs) s = gg_diag_nomem(v->ctx->diag);
    if (s == GG_OK) s = gg_lamequeen_table_new(d, &t, v->ctx->diag);
    if (s == GG_OK) s = gg_lamequeen_table_extend(t, n, v->ctx->diag);
    if (s != GG_OK) goto done;
    gg_lamequeen_table_partners(t, n, p);
    double alpha = lq_alpha(d), dev = 0;
    for (uint64_t x = 1; x <= n; x++) {
        if (p[x] == 0 || (p[x] <= n && p[p[x]] != x) || ((p[x] == x) != (x <= (uint64_t)d))) {
            s = fail(v, "d = %d: row %llu: partner %u breaks the involution or the diagonal", d,
                     (unsigned long long)x, p[x]);
            goto done;
        }
        if (p[x] > x) {
            double e = fabs((double)(p[x] - 1) - alpha * (double)(x - 1));
            if (e > dev) dev = e;
        }
    }
    /* queries: half uniform, half within 24 of the lines y - 1 = alpha (x - 1) and its mirror */
    for (uint64_t i = 0; i < Q; i++) {
        uint64_t x = 1 + gg_rng_below(rng, n), y;
        if (i % 2 == 0) {
            y = 1 + gg_rng_below(rng, n);
        } else {
            double c = i % 4 == 1 ? 1 + alpha * (double)(x - 1) : 1 + (double)(x - 1) / alpha;
            int64_t yy = (int64_t)c + (int64_t)gg_rng_below(rng, 49) - 24;
            y = yy < 1 ? 1 : (uint64_t)yy > n ? n : (uint64_t)yy;
        }
        qs[i].x = (uint32_t)x;
        qs[i].y = (uint32_t)y;
        qs[i].idx = i;
    }
    qsort(qs, Q, sizeof *qs, cmp_qpt);
    uint64_t x = 0;
    for (uint64_t i = 0; i < Q; i++) {
        while (x < qs[i].x) {
            x++;
            if (p[x] <= n)
                for (uint64_t j = p[x]; j <= n; j += j & (~j + 1)) fen[j]++;
        }
        uint64_t want = 0;
        for (uint64_t j = qs[i].y; j > 0; j -= j & (~j + 1)) want += fen[j];
        uint64_t got = gg_lamequeen_table_count(t, qs[i].x, qs[i].y);
        if (got != want) {
            s = fail(v, "d = %d: count [1,%u]x[1,%u] = %llu, offline Fenwick count %llu", d,
                     qs[i].x, qs[i].y, (unsigned long long)got, (unsigned long long)want);
            goto done;
        }
    }
    gg_lamequeen_stats st;
    gg_lamequeen_table_stats(t, &st);
    gg_writef(v->ctx->out,
              "d = %2d: up to %llu: involution, diagonal 1..%d; %llu counts equal an offline "
              "Fenwick count; D = %llu, scan steps %.3f per row, upper pairs within %.2f of "
              "y-1 = %.6f (x-1), table %.1f MB\n",
              d, (unsigned long long)n, d, (unsigned long long)Q, (unsigned long long)st.inversion,
              (double)st.scan_steps / (double)n, dev, alpha, (double)st.bytes / 1e6);
done:
    gg_lamequeen_table_free(t);
    free(p);
    free(fen);
    free(qs);
    return s;
}

/* ---- 3b. the windowed sweep ----------------------------------------------------------- */

/* For d >= 2: the windowed sweep (window.c) settles every value 1..n exactly as the table
 * does (a row with the table's partner, a large value where the table's partner is smaller),
 * and Q prefix counts of one batch (half of them within 24 of the lines) equal the table's. */
static gg_status check_window(vstate *v, int d, uint64_t n, uint64_t Q, gg_rng *rng)
{
    gg_lamequeen_table *t = NULL;
    lq_wgen *w = NULL;
    uint32_t *p = malloc((size_t)(n + 1) * sizeof *p);
    lq_corner *c = malloc(Q * sizeof *c);
    gg_status s = p && c ? GG_OK : gg_diag_nomem(v->ctx->diag);
    if (s == GG_OK) s = gg_lamequeen_table_new(d, &t, v->ctx->diag);
    if (s == GG_OK) s = gg_lamequeen_table_extend(t, n, v->ctx->diag);
    if (s == GG_OK) s = gg_lamequeen_wgen_new(d, 0, 0, &w, v->ctx->diag);
    if (s != GG_OK) goto done;
    gg_lamequeen_table_partners(t, n, p);
    for (uint64_t x = 1; x <= n; x++) {
        uint64_t at, b;
        if ((s = gg_lamequeen_wgen_step(w, &at, &b)) != GG_OK) goto done;
        int same = at == x && (b ? p[x] == b : p[x] < x);
        if (!same) {
            s = fail(v, "d = %d: the windowed sweep settles %llu with partner %llu, the table %u", d,
                     (unsigned long long)at, (unsigned long long)b, p[x]);
            goto done;
        }
    }
    lq_window_stats ws;
    gg_lamequeen_wgen_stats(w, &ws);
    double alpha = lq_alpha(d);
    for (uint64_t i = 0; i < Q; i++) {
        uint64_t x = gg_rng_below(rng, n + 1), y = gg_rng_below(rng, n + 1);
        if (i % 2) {
            int64_t yy = (int64_t)(1 + alpha * (double)x) + (int64_t)gg_rng_below(rng, 49) - 24;
            y = yy < 0 ? 0 : (uint64_t)yy > n ? n : (uint64_t)yy;
            if (i % 4 == 3) c[i].x = y, c[i].y = x;
        }
        if (i % 4 != 3) c[i].x = x, c[i].y = y;
    }
    /* the queue: where the batch wants it (2^29 bits), on a deeper level (2^12 bits), and
     * overflowing (a wrong estimate of the sweep's end) */
    lq_window_stats cs;
    for (int pass = 0; pass < 3; pass++) {
        if (pass == 2) {
            lq_wgen *o = NULL;
            uint64_t at = 0, b, n2 = n < 2000000 ? n : 2000000;
            if ((s = gg_lamequeen_wgen_new(d, n2 / 8, UINT64_C(1) << 12, &o, v->ctx->diag)) != GG_OK) goto done;
            for (uint64_t x = 1; x <= n2 && s == GG_OK; x++)
                if ((s = gg_lamequeen_wgen_step(o, &at, &b)) == GG_OK && !(b ? p[x] == b : p[x] < x))
                    s = fail(v, "d = %d: the sweep with an overflowing queue settles %llu with partner "
                             "%llu, the table %u", d, (unsigned long long)at, (unsigned long long)b, p[x]);
            gg_lamequeen_wgen_stats(o, &cs);
            gg_lamequeen_wgen_free(o);
            if (s == GG_OK && !cs.fifo_overflowed)
                s = fail(v, "d = %d: the queue of 2^12 bits for a sweep to %llu did not overflow", d,
                         (unsigned long long)(n2 / 8));
            if (s != GG_OK) goto done;
            break;
        }
        if ((s = gg_lamequeen_window_counts(d, c, Q, pass ? UINT64_C(1) << 12 : 0, &cs, v->ctx->diag)) != GG_OK) goto done;
        for (uint64_t i = 0; i < Q; i++) {
            uint64_t want = gg_lamequeen_table_count(t, c[i].x, c[i].y);
            if (c[i].count != want) {
                s = fail(v, "d = %d: windowed count [1,%llu]x[1,%llu] = %llu, the table's %llu (queue of %s bits)", d,
                         (unsigned long long)c[i].x, (unsigned long long)c[i].y,
                         (unsigned long long)c[i].count, (unsigned long long)want, pass ? "2^12" : "2^29");
                goto done;
            }
        }
    }
    gg_writef(v->ctx->out,
              "d = %2d: the windowed sweep settles 1..%llu as the table does and %llu counts of one "
              "batch equal it; %llu sweeps, %.2f values settled per value, widest ring %llu of "
              "16384, diagonal lag %llu of 1024, %.2f MB\n",
              d, (unsigned long long)n, (unsigned long long)Q, (unsigned long long)ws.levels,
              (double)ws.steps / (double)n, (unsigned long long)ws.max_width,
              (unsigned long long)ws.max_klag, (double)ws.bytes / 1e6);
done:
    gg_lamequeen_wgen_free(w);
    gg_lamequeen_table_free(t);
    free(p);
    free(c);
    return s;
}

/* d = 1: the solve loop's runs of rectangle counts (eight a vector where the processor has
 * AVX-512: their floor(m / phi) from a double estimate) on every square [1, m]^2, m < M: its
 * count is 2 (m - floor(m / phi)) - 1 (the two branches of pairs below the diagonal and above
 * it, each m - floor(m / phi) values, (1, 1) counted twice), so a floor one off shows. */
static gg_status check_squares(vstate *v, uint64_t M)
{
    enum { RUN = 4096 };
    gg_lamequeen_rect q[RUN];
    uint64_t c[RUN];
    for (uint64_t m0 = 1; m0 < M; m0 += RUN) {
        const size_t n = M - m0 < RUN ? (size_t)(M - m0) : RUN;
        for (size_t i = 0; i < n; i++) q[i] = (gg_lamequeen_rect){1, 1, m0 + i, m0 + i};
        gg_lamequeen_wythoff_count_rects(q, n, c);
        for (size_t i = 0; i < n; i++) {
            const uint64_t m = m0 + i;
            if (c[i] != 2 * (m - gg_lamequeen_floor_div_phi(m)) - 1)
                return fail(v, "d = 1: the runs' count of [1,%llu]^2 is %llu, not 2 (m - floor(m / phi)) - 1 = %llu",
                            (unsigned long long)m, (unsigned long long)c[i],
                            (unsigned long long)(2 * (m - gg_lamequeen_floor_div_phi(m)) - 1));
        }
    }
    gg_writef(v->ctx->out, "d = 1: the runs' counts of every square [1,m]^2, m < %llu, are 2 (m - floor(m / phi)) - 1\n",
              (unsigned long long)M);
    return GG_OK;
}

/* ---- 4. d = 1 ----------------------------------------------------------------------- */

static gg_status check_wythoff(vstate *v, uint64_t n, gg_rng *rng)
{
    gg_lamequeen_table *t = NULL;
    uint32_t *p = malloc((size_t)(n + 1) * sizeof *p);
    gg_status s = GG_OK;
    if (!p) s = gg_diag_nomem(v->ctx->diag);
    if (s == GG_OK) s = gg_lamequeen_table_new(1, &t, v->ctx->diag);
    if (s == GG_OK) s = gg_lamequeen_table_extend(t, n, v->ctx->diag);
    if (s != GG_OK) goto done;
    gg_lamequeen_table_partners(t, n, p);
    uint64_t k = 0, pairs = 0;
    for (uint64_t x = 1; x <= n; x++) {
        if (p[x] < x) continue;           /* the upper element of an earlier pair */
        uint64_t a = k + gg_lamequeen_floor_div_phi(k) + 1;   /* floor(k phi) = k + floor(k/phi) */
        if (a != x || p[x] != a + k) {
            s = fail(v, "d = 1: pair %llu is (%llu, %u), the closed form says (%llu, %llu)",
                     (unsigned long long)k, (unsigned long long)x, p[x], (unsigned long long)a,
                     (unsigned long long)(a + k));
            goto done;
        }
        k++;
        pairs++;
    }
    for (int i = 0; i < 100000; i++) {
        uint64_t x = gg_rng_below(rng, n + 1), y;
        y = i % 2 ? gg_rng_below(rng, n + 1) : (uint64_t)((double)x * 1.6180339887) + gg_rng_below(rng, 9);
        if (y > n) y = n;
        if (i % 4 == 3) { uint64_t z = x; x = y; y = z; }
        if (gg_lamequeen_wythoff_count(x, y) != gg_lamequeen_table_count(t, x, y)) {
            s = fail(v, "d = 1: closed form count [1,%llu]x[1,%llu] = %llu, table %llu",
                     (unsigned long long)x, (unsigned long long)y,
                     (unsigned long long)gg_lamequeen_wythoff_count(x, y),
                     (unsigned long long)gg_lamequeen_table_count(t, x, y));
            goto done;
        }
    }
    gg_writef(v->ctx->out, "d =  1: the generator's %llu pairs up to %llu equal (floor(k phi)+1, "
              "floor(k phi)+k+1); 100000 closed-form counts equal the table's\n",
              (unsigned long long)pairs, (unsigned long long)n);
    /* floor(m / phi) bracketed exactly: q < m / phi < q + 1, i.e. q phi < m < (q + 1) phi,
     * i.e. q sqrt5 < 2m - q and 2m - q - 1 < (q + 1) sqrt5. */
    const uint64_t big = GG_LAMEQUEEN_LIMIT_D1 + 1;
    for (int i = 0; i < 200000; i++) {
        /* the top, the bottom, both sides of 2^30 (where the 64-bit path ends), then random
         * values of both paths */
        uint64_t m = i < 100 ? big - (uint64_t)i : i < 200 ? (uint64_t)i - 99
                   : i < 300 ? (UINT64_C(1) << 30) + (uint64_t)i - 250
                   : 1 + gg_rng_below(rng, i % 2 ? big : UINT64_C(1) << 30);
        uint64_t q = gg_lamequeen_floor_div_phi(m);
        lq_u128 l = (lq_u128)(2 * m - q), r = (lq_u128)(2 * m - q - 1);
        int ok = 5 * (lq_u128)q * q < l * l && r * r < 5 * (lq_u128)(q + 1) * (q + 1);
        if (!ok) {
            s = fail(v, "d = 1: floor(%llu / phi) = %llu is not bracketed", (unsigned long long)m,
                     (unsigned long long)q);
            goto done;
        }
    }
    /* counts up to 10^18: symmetric, +0 or +1 per row, the full band of rows */
    const uint64_t L = GG_LAMEQUEEN_LIMIT_D1;
    for (int i = 0; i < 100000; i++) {
        uint64_t x = 1 + gg_rng_below(rng, L), y = 1 + gg_rng_below(rng, L);
        if (i % 3 == 0) y = (uint64_t)((double)x * 1.6180339887) + 4 - gg_rng_below(rng, 9);
        if (y < 1) y = 1;
        if (y > L) y = L;
        uint64_t c = gg_lamequeen_wythoff_count(x, y);
        uint64_t c1 = gg_lamequeen_wythoff_count(x - 1, y);
        if (c != gg_lamequeen_wythoff_count(y, x) || c < c1 || c - c1 > 1) {
            s = fail(v, "d = 1: counts at (%llu, %llu) are not symmetric or not a row step",
                     (unsigned long long)x, (unsigned long long)y);
            goto done;
        }
        gg_lamequeen_rect q = {x < y ? x : y, 1 + gg_rng_below(rng, L), x < y ? y : x, L};
        if (q.y1 > q.y2) q.y1 = q.y2;
        uint64_t four = gg_lamequeen_wythoff_count(q.x2, q.y2) + gg_lamequeen_wythoff_count(q.x1 - 1, q.y1 - 1) -
                        gg_lamequeen_wythoff_count(q.x1 - 1, q.y2) - gg_lamequeen_wythoff_count(q.x2, q.y1 - 1);
        if (gg_lamequeen_wythoff_count_rect(&q) != four) {
            s = fail(v, "d = 1: rectangle count [%llu,%llu]x[%llu,%llu] = %llu, four prefix counts %llu",
                     (unsigned long long)q.x1, (unsigned long long)q.x2, (unsigned long long)q.y1,
                     (unsigned long long)q.y2,
                     (unsigned long long)gg_lamequeen_wythoff_count_rect(&q), (unsigned long long)four);
            goto done;
        }
        uint64_t xs = x % (L / 2) + 1;     /* every row <= L/2 has its P-position below L */
        if (gg_lamequeen_wythoff_count(xs, L) != xs) {
            s = fail(v, "d = 1: rows 1..%llu up to column 10^18 hold %llu P-positions",
                     (unsigned long long)xs, (unsigned long long)gg_lamequeen_wythoff_count(xs, L));
            goto done;
        }
    }
    gg_writef(v->ctx->out, "d =  1: floor(m/phi) bracketed exactly for 200000 m up to 10^18+1; "
              "100000 counts up to 10^18 symmetric, one row step at a time, full row bands; rectangle "
              "counts equal four prefix counts\n");
done:
    gg_lamequeen_table_free(t);
    free(p);
    return s;
}

/* ---- 5. random instances: solve against oracle -------------------------------------- */

/* `gen` with the options o, then the oracle on its output, then the solve action on it
 * through the shared harness, compared byte for byte. */
static gg_status solve_vs_oracle(vstate *v, const lq_gen_opts *o, const char *what)
{
    gg_writer in, want;
    gg_writer_open_mem(&in);
    gg_writer_open_mem(&want);
    gg_lamequeen_gen(&in, o);
    size_t len, wlen;
    const char *text = gg_writer_data(&in, &len);
    gg_reader r;
    gg_reader_open_mem(&r, text, len, "<gen>", v->ctx->diag);
    gg_status s = gg_lamequeen_oracle(&r, &want, v->ctx->diag);
    gg_reader_close(&r);
    const char *wt = gg_writer_data(&want, &wlen);
    if (s == GG_OK)
        s = gg_verify_output(v->ctx, gg_lamequeen_solve_action, "lamequeen solve", text, len, wt,
                             wlen, what);
    gg_writer_close(&in);
    gg_writer_close(&want);
    return s;
}

static gg_status check_random(vstate *v, uint64_t seed, int small, int large)
{
    gg_status s = GG_OK;
    char what[96];
    for (int i = 0; i < small + large && s == GG_OK; i++) {
        uint64_t si = seed + (uint64_t)(i < small ? i : i - small);
        lq_gen_opts o;
        gg_lamequeen_gen_opts_init(&o, si);
        if (i >= small) {
            o.mlo = o.mhi = 3000;
            o.tlo = 1, o.thi = 40;
        }
        snprintf(what, sizeof what, "gen --seed %llu%s", (unsigned long long)si,
                 i >= small ? " --max 3000 --t 1..40" : "");
        s = solve_vs_oracle(v, &o, what);
    }
    if (s == GG_OK)
        gg_writef(v->ctx->out,
                  "random: solve equals oracle on gen --seed %llu..%llu (default sizes) and on "
                  "gen --seed %llu..%llu --max 3000 --t 1..40\n",
                  (unsigned long long)seed, (unsigned long long)(seed + (uint64_t)small - 1),
                  (unsigned long long)seed, (unsigned long long)(seed + (uint64_t)large - 1));
    return s;
}

gg_status gg_lamequeen_verify(gg_ctx *ctx, uint64_t seed, int slow)
{
    gg_status s;
    vstate v = {ctx, GG_OK};
    gg_rng rng;
    gg_rng_seed(&rng, seed);
    if ((s = check_moves(&v)) != GG_OK) return s;
    for (int d = 1; d <= GG_LAMEQUEEN_MAX_D; d++)
        if ((s = check_small(&v, d, slow ? 2000 : 400)) != GG_OK) return s;
    for (int d = 1; d <= GG_LAMEQUEEN_MAX_D; d++)
        if ((s = check_incremental(&v, d, slow ? 200000 : 20000, &rng)) != GG_OK) return s;
    for (int d = 1; d <= GG_LAMEQUEEN_MAX_D; d++)
        if ((s = check_large(&v, d, slow ? GG_LAMEQUEEN_LIMIT : 200000, slow ? 1000000 : 100000, &rng)) != GG_OK) return s;
    for (int d = 2; d <= GG_LAMEQUEEN_MAX_D; d++)
        if ((s = check_window(&v, d, slow ? GG_LAMEQUEEN_LIMIT : 200000, slow ? 1000000 : 20000, &rng)) != GG_OK) return s;
    if ((s = check_wythoff(&v, 10000000, &rng)) != GG_OK) return s;
    if ((s = check_squares(&v, slow ? UINT64_C(1) << 30 : UINT64_C(1) << 22)) != GG_OK) return s;
    if ((s = check_random(&v, seed, slow ? 3000 : 300, slow ? 200 : 12)) != GG_OK)
        return s;
    if ((s = gg_lamequeen_verify_positions(ctx, slow ? 100 : 60, slow ? 2000 : 200, &rng)) != GG_OK) return s;
    gg_writef(ctx->out, "all checks passed\n");
    return GG_OK;
}
