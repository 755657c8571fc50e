/* position.c: the template game as a position to analyze and play (gg_pos_ops, play.h), which
 * gives it the generic `analyze` and `play`.
 *
 * Position format: one test case without t: "n k", then the k sizes of S. A move is the size
 * taken, "s" (s in S, s <= the heap). The player with no move loses.
 *
 * Values come from the fast rule (solve.c's table win[0..n] for the start's heap); remoteness
 * from one pass over the same heaps, smaller heaps first (a move only makes the heap smaller):
 * a lost heap lasts as long as its longest move, a won one as short as its quickest move to a
 * lost heap. Invariant: heap holds the start and every heap since; the side to move is
 * (heap.len - 1) % 2. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/play.h>

#include "../../core/vec.h"
#include "internal.h"

struct gg_pos {
    gg_template_case c;             /* the start: its heap and the set S */
    gg_template_solver sv;          /* sv.win[0..c.n], the fast rule's values */
    int32_t *rem;                   /* rem[0..c.n], the remoteness of each heap */
    gg_vec heap;                    /* int64_t: the start and every heap since */
};

static int64_t cur(const gg_pos *p) { return ((const int64_t *)p->heap.data)[p->heap.len - 1]; }

static gg_status build_remoteness(gg_pos *p, gg_diag *diag)
{
    p->rem = malloc(((size_t)p->c.n + 1) * sizeof *p->rem); /* n <= GG_TEMPLATE_MAX_N */
    if (p->rem == NULL) return gg_diag_nomem(diag);
    for (int64_t i = 0; i <= p->c.n; i++) {
        int won = p->sv.win[i];
        int32_t best = won ? INT32_MAX : 0;
        for (int j = 0; j < p->c.k; j++) {
            if (p->c.s[j] > i) continue;
            int32_t r = p->rem[i - p->c.s[j]] + 1;
            if (!won && r > best) best = r;
            if (won && !p->sv.win[i - p->c.s[j]] && r < best) best = r;
        }
        p->rem[i] = best;
    }
    return GG_OK;
}

static void tp_free(gg_pos *p)
{
    if (p == NULL) return;
    gg_template_solver_fini(&p->sv);
    free(p->rem);
    gg_vec_fini(&p->heap);
    free(p);
}

/* A new position for the case c (already validated). */
static gg_status tp_new(const gg_template_case *c, gg_pos **out, gg_diag *diag)
{
    gg_pos *p = calloc(1, sizeof *p);
    if (p == NULL) return gg_diag_nomem(diag);
    p->c = *c;
    gg_template_solver_init(&p->sv);
    int first;
    gg_status s = gg_template_solve(&p->sv, c, &first, diag);
    if (s == GG_OK) s = build_remoteness(p, diag);
    if (s == GG_OK) s = gg_vec_push(&p->heap, sizeof c->n, &c->n, diag);
    if (s != GG_OK) {
        tp_free(p);
        return s;
    }
    *out = p;
    return GG_OK;
}

static gg_status tp_read(gg_ctx *ctx, gg_pos **out)
{
    gg_template_case c;
    uint64_t total_n = 0;
    gg_status s = gg_template_read_case(ctx->in, &c, &total_n);
    return s == GG_OK ? tp_new(&c, out, ctx->diag) : s;
}

/* A heap of 15..40 and two or three distinct sizes up to 7. */
static gg_status tp_random(gg_ctx *ctx, uint64_t seed, gg_pos **out)
{
    gg_rng g;
    gg_rng_seed(&g, seed);
    gg_template_case c = {.n = gg_rng_range(&g, 15, 40), .k = (int)gg_rng_range(&g, 2, 3)};
    for (int i = 0; i < c.k; i++) {
        int fresh;
        do {
            c.s[i] = gg_rng_range(&g, 1, 7);
            fresh = 1;
            for (int j = 0; j < i; j++) fresh &= c.s[j] != c.s[i];
        } while (!fresh);
    }
    return tp_new(&c, out, ctx->diag);
}

static int tp_to_move(const gg_pos *p) { return (int)((p->heap.len - 1) % 2); }

static int can_take(const gg_pos *p, int64_t size)
{
    for (int j = 0; j < p->c.k; j++)
        if (p->c.s[j] == size) return size <= cur(p);
    return 0;
}

static int tp_over(const gg_pos *p, int *winner, char *why, size_t whysz)
{
    for (int j = 0; j < p->c.k; j++)
        if (p->c.s[j] <= cur(p)) return 0;
    *winner = 1 - tp_to_move(p);
    if (why) snprintf(why, whysz, "no size of the set fits in the heap of %lld", (long long)cur(p));
    return 1;
}

static gg_eval eval_heap(const gg_pos *p, int64_t heap)
{
    return (gg_eval){p->sv.win[heap] ? GG_VALUE_WIN : GG_VALUE_LOSE, p->rem[heap]};
}

static gg_status tp_eval(gg_pos *p, gg_eval *e, gg_diag *diag)
{
    (void)diag;
    *e = eval_heap(p, cur(p));
    return GG_OK;
}

/* Every size that fits, once each (S may repeat a size), in the order given. */
static gg_status tp_moves(gg_pos *p, gg_move_list *out, gg_diag *diag)
{
    for (int j = 0; j < p->c.k; j++) {
        int seen = 0;
        for (int i = 0; i < j; i++) seen |= p->c.s[i] == p->c.s[j];
        if (seen || p->c.s[j] > cur(p)) continue;
        gg_eval e = eval_heap(p, cur(p) - p->c.s[j]);
        e.value = e.value == GG_VALUE_LOSE ? GG_VALUE_WIN : GG_VALUE_LOSE; /* for the mover */
        e.remoteness++;
        char text[24];
        snprintf(text, sizeof text, "%lld", (long long)p->c.s[j]);
        gg_status s = gg_move_list_add(out, text, e, diag);
        if (s != GG_OK) return s;
    }
    return GG_OK;
}

static gg_status tp_play(gg_pos *p, const char *move, size_t len, gg_diag *diag)
{
    int64_t v;
    if (!gg_move_ints(move, len, &v, 1, NULL))
        return gg_diag_set(diag, GG_EINPUT, "a move is the number of tokens to take");
    if (!can_take(p, v))
        return gg_diag_set(diag, GG_EINPUT, "%lld is not a size of the set that fits in the heap of %lld",
                           (long long)v, (long long)cur(p));
    int64_t left = cur(p) - v;
    return gg_vec_push(&p->heap, sizeof left, &left, diag);
}

static int tp_undo(gg_pos *p)
{
    if (p->heap.len <= 1) return 0;
    p->heap.len--;
    return 1;
}

static gg_status tp_best(gg_pos *p, gg_rng *rng, char **move, gg_diag *diag)
{
    return gg_best_move(tp_moves, p, rng, move, diag);
}

static void tp_write(const gg_pos *p, gg_writer *w)
{
    gg_template_case c = p->c;
    c.n = cur(p);
    gg_template_write_case(w, &c);
}

/* The heap as a row of tokens (up to 60), and the set. */
static void tp_render(const gg_pos *p, gg_writer *w)
{
    gg_writef(w, "a heap of %lld token%s; %s to move; sizes to take:", (long long)cur(p), cur(p) == 1 ? "" : "s",
              tp_to_move(p) ? "second player" : "first player");
    for (int j = 0; j < p->c.k; j++) gg_writef(w, " %lld", (long long)p->c.s[j]);
    gg_write_char(w, '\n');
    if (cur(p) > 60) return;
    for (int64_t i = 0; i < cur(p); i++) gg_write_str(w, i % 10 == 9 ? "o " : "o");
    gg_write_str(w, cur(p) ? "  (o: a token, in tens)\n" : "\n");
}

const gg_pos_ops gg_template_pos_ops = {
    .side_name = {"first player", "second player"},
    .side_option = {"first", "second"},
    .side_title = {"First", "Second"},
    .options = NULL,
    .move_format = "the number of tokens to take",
    .read = tp_read,
    .random = tp_random,
    .free = tp_free,
    .to_move = tp_to_move,
    .over = tp_over,
    .eval = tp_eval,
    .moves = tp_moves,
    .play = tp_play,
    .undo = tp_undo,
    .best = tp_best,
    .write = tp_write,
    .render = tp_render,
    .analyze_help = {.synopsis = "[--best]", .summary = "read a position \"n k\" and the k sizes; print its value and every move's value (--best: the best move alone)"},
    .play_help = {.synopsis = "[--side first|second] [--position FILE] [--seed S]",
                  .summary = "play against perfect play (a terminal view, or a line protocol when not on a terminal)"},
};
