/* internal.h (private): the Game with Tokens folder's one private header: the action
 * functions wired into the table by game.c, the key-reading solve path, the generator, the
 * rules oracle and small helpers shared between the files. */
#ifndef GG_TOKENS_INTERNAL_H
#define GG_TOKENS_INTERNAL_H

#include <gridgames/game.h>
#include <gridgames/rng.h>
#include <gridgames/tokens.h>

#include "../../core/reader.h"

/* The rules oracle's span bound as built: GG_TOKENS_RULES_MAX_SPAN (tokens.h), but 4 in the
 * fuzz build (radius 3), where span 5 takes 3 to 9 s a run under ASan. */
#ifndef GG_FUZZ_LIMITS
#define GG_TOKENS_RULES_SPAN GG_TOKENS_RULES_MAX_SPAN
#else
#define GG_TOKENS_RULES_SPAN 4
#endif

#include "../../core/batch.h"

/* Points read ahead on a second thread (solve with --threads N > 1): from `t`, a copy of the
 * reader (gg_reader_split) at a '\n' about halfway through the input (held in memory whole),
 * the points the hot path takes, one after the other, as the reading loop would take them
 * from there: keys split by class into k (class 0 from k[0] up, class 1 from k[cap - 1]
 * down). After every run of points the thread publishes a mark: the keys stored so far and
 * where they end in the input (t's place, src/core/reader.h). Only used if the reading loop
 * itself arrives at that '\n' after a whole point (format.c). */
typedef struct gg_tokens_ahead_mark {
    size_t n0, n1;
    gg_reader_place at;
} gg_tokens_ahead_mark;

typedef struct gg_tokens_ahead {
    gg_reader t;
    uint64_t *k;
    size_t cap;
    gg_tokens_ahead_mark mark[2]; /* the latest in mark[seq % 2] */
    unsigned seq;                 /* marks published (atomic) */
    int stop;                     /* set (atomically) by the reading loop: no more points wanted */
    void *thread;                 /* parallel.c's */
} gg_tokens_ahead;

/* solve's second thread (parallel.c): start and join the one that runs gg_tokens_read_ahead
 * (start returns 0 when no thread could be started: then nothing is read ahead). */
typedef struct gg_tokens_ahead_ops {
    int (*start)(gg_tokens_ahead *a);
    void (*join)(gg_tokens_ahead *a);
} gg_tokens_ahead_ops;
extern const gg_tokens_ahead_ops gg_tokens_ahead_threads;

/* The second thread's work: reads ahead as described above. */
void gg_tokens_read_ahead(gg_tokens_ahead *a);

/* Reads the judge format straight into sort keys (*keys malloc'ed, caller frees; NULL on
 * error), split by class: the *n0 keys of class 0 (even x + y) first, then the others, for
 * gg_tokens_count_split; *tmp, when not NULL, is scratch of n entries for the count (in the
 * same block as the keys). With ops (not NULL), the second half of a large input in memory is
 * read ahead on a second thread. Errors go to the reader's diag: GG_EINPUT with a location,
 * GG_ENOMEM. */
gg_status gg_tokens_read_keys(gg_reader *r, const gg_tokens_ahead_ops *ops, uint64_t **keys, uint64_t **tmp,
                              size_t *n, size_t *n0);

/* The solve action's work: the judge input (a regular file read in place) to the count, the
 * second half read ahead with ops (NULL: one thread; the single file's main passes NULL),
 * through the one solve loop (src/core/batch.h) with loop.c's ops and this context. */
gg_status gg_tokens_solve_keys(gg_ctx *ctx, const gg_tokens_ahead_ops *ops);
typedef struct gg_tokens_loop {
    gg_ctx *ctx;
    const gg_tokens_ahead_ops *ahead;
} gg_tokens_loop;
extern const gg_batch_ops gg_tokens_loop_ops;

/* gg_tokens_count_keys of keys split by class: keys[0..n0) of class 0, keys[n0..n) of class 1,
 * in any order within (sorted in place; tmp as there). GG_ENOMEM only. */
gg_status gg_tokens_count_split(uint64_t *keys, uint64_t *tmp, size_t n0, size_t n, uint64_t *count, gg_diag *diag);

/* gg_tokens_key inline, for the reader's loop (solve.c explains the key). */
static inline uint64_t gg_tokens_key_inline(int32_t x, int32_t y)
{
    const int64_t two_c = 2 * GG_TOKENS_MAX_COORD;
    int64_t u = (int64_t)x + y, v = (int64_t)x - y;
    uint64_t uw = (uint64_t)(u + two_c), vh = (uint64_t)(v + two_c) >> 1;
    return uw << 31 | vh;
}

/* The tokens' bounding box, and the larger of its sides in points (n >= 1). */
void gg_tokens_bbox(const gg_tokens_point *pts, size_t n, int64_t *x0, int64_t *x1, int64_t *y0, int64_t *y1);
int64_t gg_tokens_span(const gg_tokens_point *pts, size_t n);

/* The gen shapes, NULL-terminated: "mixed" (one of the others, by the seed) first, then the
 * six real shapes. */
extern const char *const gg_tokens_shapes[];

/* Seeded points of a gen shape ("mixed" picks one), distinct, at most n, |coords| <= C
 * (*out malloc'ed, caller frees; *nout says how many: fewer than n when the shape has no
 * room for n distinct points). GG_ENOMEM only. */
gg_status gg_tokens_generate(gg_rng *g, const char *shape, size_t n, int64_t C, gg_tokens_point **out,
                             size_t *nout, gg_diag *diag);

/* 1 if one token at offset (dx, dy) can ever stand at (1, 0) at white's turn while white
 * steps right every turn (exhaustive search of the token's steps; dx > 64 counts as "can"). */
int gg_tokens_can_block_right(int64_t dx, int64_t dy);

/* "s" unless n is 1: "1 point", "2 points". */
static inline const char *gg_tokens_plural(uint64_t n)
{
    return n == 1 ? "" : "s";
}

/* verify_position.c: analyze's values (the position API) against the rules oracle on `sets`
 * seeded random token sets, every white start around them. GG_ECHECK on a disagreement. */
gg_status gg_tokens_verify_positions(gg_ctx *ctx, uint64_t seed, int64_t sets);

gg_status gg_tokens_solve_action(gg_ctx *ctx);
gg_status gg_tokens_region_action(gg_ctx *ctx);
gg_status gg_tokens_oracle_action(gg_ctx *ctx);
gg_status gg_tokens_verify_action(gg_ctx *ctx);
gg_status gg_tokens_gen_action(gg_ctx *ctx);
gg_status gg_tokens_draw_action(gg_ctx *ctx);

/* The hooks of the game table (game.h): the validator (validate.c). */
extern const gg_validator gg_tokens_validator;

gg_status gg_tokens_explain(gg_ctx *ctx);

#endif
