/* stress.c: `gridgames <game> stress -- CMD`, the user's solution against the exact solver
 * (see stress.h). Rounds grow quadratically from size lo to hi, so the first rounds are tiny.
 * The expected output always comes from the game's own `solve` run in-process on the same
 * bytes; the user's program runs through ctx->host under a judge's limits, and its verdict,
 * time and peak memory come from judging.c (the command's host runs it: cli/proc.c). Shrinking is
 * greedy delta debugging over the game's candidates, bounded in runs and time so it always
 * ends. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <gridgames/stress.h>

#include <gridgames/host.h>

#include "judging.h"

#define SHRINK_RUNS 3000            /* shrinking stops after this many runs ... */
#define SHRINK_MS 120000.0          /* ... or this much time */
#define SHOW_BYTES 4000             /* inputs and outputs longer than this are cut in the report */
#define SHOW_FLOOD 400              /* the excerpt of an output past the output limit */

int gg_shrink_take(gg_shrink_walk *walk)
{
    if (walk->found || walk->seen++ != walk->want) return 0;
    walk->found = 1;
    return 1;
}

/* The next line of p[*i..n) without trailing blanks; 0 when none is left. */
static int next_line(const char *p, size_t n, size_t *i, const char **ls, size_t *ll)
{
    if (*i >= n) return 0;
    size_t j = *i;
    while (j < n && p[j] != '\n') j++;
    *ls = p + *i;
    *ll = j - *i;
    while (*ll > 0 && ((*ls)[*ll - 1] == ' ' || (*ls)[*ll - 1] == '\t' || (*ls)[*ll - 1] == '\r')) (*ll)--;
    *i = j + 1;
    return 1;
}

/* Lines of p[0..n), trailing empty lines not counted. */
static size_t count_lines(const char *p, size_t n)
{
    size_t i = 0, lines = 0, last = 0, ll;
    const char *ls;
    while (next_line(p, n, &i, &ls, &ll)) {
        lines++;
        if (ll > 0) last = lines;
    }
    return last;
}

int gg_stress_same_output(const char *got, size_t glen, const char *want, size_t wlen)
{
    size_t gi = 0, wi = 0, gl = 0, wl = 0;
    const char *gs = NULL, *ws = NULL;
    size_t lines = count_lines(want, wlen);
    if (count_lines(got, glen) != lines) return 0;
    for (size_t k = 0; k < lines; k++) {
        next_line(got, glen, &gi, &gs, &gl);
        next_line(want, wlen, &wi, &ws, &wl);
        if (gl != wl || memcmp(gs, ws, gl) != 0) return 0;
    }
    return 1;
}

/* The first line (from 1) where got and want differ as gg_stress_same_output compares them,
 * with both lines (ll 0 and ls NULL for a line that is missing); 0 when they match. */
static size_t first_difference(const char *got, size_t glen, const char *want, size_t wlen, const char **gs,
                               size_t *gl, const char **ws, size_t *wl)
{
    size_t gi = 0, wi = 0, lines = count_lines(want, wlen), glines = count_lines(got, glen);
    for (size_t k = 1; k <= lines || k <= glines; k++) {
        *gs = *ws = NULL, *gl = *wl = 0;
        if (k <= glines) next_line(got, glen, &gi, gs, gl);
        if (k <= lines) next_line(want, wlen, &wi, ws, wl);
        if (k > glines || k > lines || *gl != *wl || memcmp(*gs, *ws, *gl) != 0) return k;
    }
    return 0;
}

/* ---- one run ------------------------------------------------------------------------------ */

typedef struct stress {
    gg_ctx *ctx;
    const gg_game *game;
    const gg_stress_ops *ops;
    char **argv;
    gg_run_limits lim;
    int save_fd;             /* --save DIR, opened before the first run; -1: none */
    gg_writer want;          /* the expected output of the last run */
    gg_run_result got;      /* the last run of the user's program */
    int have_got;
    int status;              /* exit status or signal of the failure being shrunk */
} stress;

/* Runs the game's solve and the user's program on the input; the verdict. */
static gg_status run_one(stress *S, const char *in, size_t len, verdict *v)
{
    if (S->have_got) gg_run_result_fini(&S->got);
    S->have_got = 0;
    gg_writer_close(&S->want);
    gg_writer_open_mem(&S->want);
    gg_status s = gg_run_on_memory(S->game, S->game->actions[0].run, in, len, &S->want, NULL, S->ctx->diag);
    if (s != GG_OK) return s; /* the generator or shrinker made an input solve refuses: a bug of ours */
    s = S->ctx->host->run(S->argv, in, len, &S->lim, &S->got, S->ctx->diag);
    S->have_got = 1;
    if (s != GG_OK) return s;
    size_t wl;
    const char *w = gg_writer_data(&S->want, &wl);
    *v = gg_judge_verdict(&S->got, &S->lim, w, wl);
    return GG_OK;
}

static int how(const stress *S) { return S->got.exited ? S->got.status : -S->got.signal; }

/* ---- shrinking ---------------------------------------------------------------------------- */

/* Where a shrink stands: the smallest failing input so far (cur), the one candidate being
 * tried (cand: its buffer is reused for every candidate, and the two swap when a candidate
 * fails the same way), the counts and the clock. */
typedef struct shrinking {
    gg_writer cur, cand;
    size_t steps, runs;
    double start, shown;
    int quiet, tty;
} shrinking;

/* Progress on the log: on a terminal one line rewritten at most every 0.1 s, else a line at
 * most every second. */
static void progress(stress *S, shrinking *K, int last)
{
    double now = gg_now_ms();
    if (K->quiet || (!last && now - K->shown < (K->tty ? 100.0 : 1000.0))) return;
    K->shown = now;
    size_t n;
    gg_writer_data(&K->cur, &n);
    gg_writef(S->ctx->log, "%sstress: shrinking: %zu bytes, %zu steps, %zu runs, %.0f s%s", K->tty ? "\r" : "", n,
              K->steps, K->runs, (now - K->start) / 1000.0, K->tty && !last ? " " : "\n");
    gg_writer_flush(S->ctx->log);
}

/* With --save DIR: DIR/<game>-shrinking.in becomes the smallest failing input so far, written
 * beside it (never through a symlink) and renamed over it, so the file on disk is always a
 * whole failing input, whenever the command is stopped (Ctrl-C, a kill): nothing has to run in
 * a signal handler. DIR is the descriptor --save opened and checked before the first run. */
static gg_status keep(stress *S, const shrinking *K)
{
    char tmp[80], name[80];
    size_t n;
    const char *p = gg_writer_data(&K->cur, &n);
    if (S->save_fd < 0) return GG_OK;
    snprintf(tmp, sizeof tmp, ".%s-shrinking.in.part", S->game->name); /* game names are short identifiers */
    snprintf(name, sizeof name, "%s-shrinking.in", S->game->name);
    unlinkat(S->save_fd, tmp, 0);
    int fd = openat(S->save_fd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    const char *dir = gg_args_find(S->ctx->args, "save")->argv[0];
    if (fd < 0) return gg_diag_set(S->ctx->diag, GG_ESYS, "--save: cannot write %s/%s: %s", dir, tmp, strerror(errno));
    gg_writer w;
    gg_writer_open_fd(&w, fd);
    gg_write(&w, p, n);
    gg_status s = gg_writer_close(&w);
    int e = s == GG_OK ? 0 : w.errnum ? w.errnum : ENOMEM;
    if (close(fd) != 0 && e == 0) e = errno;
    if (e == 0 && renameat(S->save_fd, tmp, S->save_fd, name) != 0) e = errno;
    if (e != 0) unlinkat(S->save_fd, tmp, 0);
    return e ? gg_diag_set(S->ctx->diag, GG_ESYS, "--save: cannot write %s/%s: %s", dir, name, strerror(e)) : GG_OK;
}

/* Runs the program on the candidate in K->cand: *same when it fails on it as it did on K->cur
 * (the same verdict and, for a runtime error, the same exit status or signal). */
static gg_status test_candidate(stress *S, shrinking *K, verdict kind, int status, int *same)
{
    size_t len, clen;
    const char *in = gg_writer_data(&K->cur, &len);
    *same = 0;
    if (K->cand.err != GG_OK) return gg_diag_nomem(S->ctx->diag);
    const char *c = gg_writer_data(&K->cand, &clen);
    if (clen == 0 || (clen >= len && memcmp(c, in, len) == 0)) return GG_OK; /* no candidate; nothing removed */
    verdict v;
    K->runs++;
    gg_status s = run_one(S, c, clen, &v);
    if (s != GG_OK) return s;
    *same = v == kind && (kind != V_RUNTIME || how(S) == status);
    return GG_OK;
}

/* Tries candidate i of K->cur: *exists when there is one, and then *same as test_candidate. */
static gg_status try_candidate(stress *S, shrinking *K, size_t i, verdict kind, int status, int *exists, int *same)
{
    size_t len;
    const char *in = gg_writer_data(&K->cur, &len);
    gg_shrink_walk walk = {.want = i};
    gg_writer_reset(&K->cand);
    gg_status s = S->ops->shrink(in, len, &walk, &K->cand, S->ctx->diag);
    *exists = s == GG_OK && walk.found, *same = 0;
    return *exists ? test_candidate(S, K, kind, status, same) : s;
}

/* The candidate becomes the smallest failing input so far. */
static gg_status take(stress *S, shrinking *K)
{
    gg_writer t = K->cur;
    K->cur = K->cand, K->cand = t;
    K->steps++;
    return keep(S, K);
}

/* The first differing case alone (a game of several cases, a wrong output): the first step. */
static gg_status first_case_alone(stress *S, shrinking *K, verdict kind, int status)
{
    size_t len, gl, wl, ol, el;
    const char *in = gg_writer_data(&K->cur, &len), *g = gg_writer_data(&S->got.out, &gl), *gs, *ws;
    const char *w = gg_writer_data(&S->want, &wl);
    size_t line = kind == V_WRONG || kind == V_PRESENTATION ? first_difference(g, gl, w, wl, &gs, &ol, &ws, &el) : 0;
    if (S->ops->one_case == NULL || line == 0) return GG_OK;
    gg_writer_reset(&K->cand);
    int same;
    gg_status s = S->ops->one_case(in, len, line - 1, &K->cand, S->ctx->diag);
    if (s == GG_OK) s = test_candidate(S, K, kind, status, &same);
    return s == GG_OK && same ? take(S, K) : s;
}

/* Shrinks K->cur while the program fails with the same verdict (greedy delta debugging: the
 * first candidate that still fails becomes the input, and its candidates are walked from the
 * first). Ends when no candidate fails, after SHRINK_RUNS runs or SHRINK_MS, checked before
 * every run. */
static gg_status shrink(stress *S, shrinking *K, verdict kind)
{
    int status = how(S);
    gg_status s = GG_OK;
    K->start = gg_now_ms();
    K->shown = K->start;
    s = first_case_alone(S, K, kind, status);
    for (size_t i = 0; s == GG_OK && K->runs < SHRINK_RUNS && gg_now_ms() - K->start < SHRINK_MS; i++) {
        int exists, same;
        s = try_candidate(S, K, i, kind, status, &exists, &same);
        if (s != GG_OK || !exists) break;
        if (same) {
            i = (size_t)-1; /* the new input's candidates, from the first */
            s = take(S, K);
        }
        progress(S, K, 0);
    }
    if (s != GG_OK) return s;
    progress(S, K, 1);
    size_t len;
    const char *in = gg_writer_data(&K->cur, &len);
    verdict v; /* leave S->want and S->got describing the final input */
    return run_one(S, in, len, &v);
}

/* Removes DIR/<game>-shrinking.in once the shrink has ended and its result is saved. */
static void unshrinking(stress *S)
{
    char name[80];
    snprintf(name, sizeof name, "%s-shrinking.in", S->game->name);
    unlinkat(S->save_fd, name, 0);
}

/* ---- the report --------------------------------------------------------------------------- */

static void show(gg_writer *w, const char *title, const char *p, size_t n)
{
    gg_writef(w, "%s (%zu bytes):\n", title, n);
    gg_write(w, p, n < SHOW_BYTES ? n : SHOW_BYTES);
    if (n > SHOW_BYTES) gg_writef(w, "\n... (%zu more bytes)\n", n - SHOW_BYTES);
    else if (n == 0 || p[n - 1] != '\n') gg_write_str(w, n ? "\n(no newline at the end)\n" : "(nothing)\n");
}

/* The names --save writes in DIR (checked before the first run). */
static void save_names(const gg_game *g, char in[64], char svg[64], const char *names[5])
{
    snprintf(in, 64, "%s-failing.in", g->name); /* game names are short identifiers */
    snprintf(svg, 64, "%s-failing.svg", g->name);
    names[0] = in, names[1] = svg, names[2] = "expected.out", names[3] = "received.out", names[4] = NULL;
}

/* Writes the input, its picture and both outputs into the --save directory. */
static gg_status save(stress *S, const char *in, size_t len)
{
    char in_name[64], svg_name[64];
    const char *names[5];
    save_names(S->game, in_name, svg_name, names);
    size_t n;
    const char *p;
    gg_status s = gg_judge_save_file(S->ctx, S->save_fd, in_name, in, len);
    gg_action draw;
    if (s == GG_OK && gg_action_find(S->game, "draw", &draw)) {
        gg_writer svg;
        gg_diag quiet = {0};
        gg_writer_open_mem(&svg);
        if (gg_run_on_memory(S->game, draw.run, in, len, &svg, NULL, &quiet) == GG_OK) {
            p = gg_writer_data(&svg, &n);
            s = gg_judge_save_file(S->ctx, S->save_fd, svg_name, p, n);
        }
        gg_writer_close(&svg);
    }
    p = gg_writer_data(&S->want, &n);
    if (s == GG_OK) s = gg_judge_save_file(S->ctx, S->save_fd, "expected.out", p, n);
    p = gg_writer_data(&S->got.out, &n);
    if (s == GG_OK) s = gg_judge_save_file(S->ctx, S->save_fd, "received.out", p, n);
    return s;
}

/* A wrong output: its first differing line (case), and for a game of several cases that case
 * alone, as an input to run, when the input holds more. */
static void report_case(stress *S, const char *in, size_t len)
{
    gg_writer *w = S->ctx->out;
    size_t gl, wl, ol, el, line;
    const char *g = gg_writer_data(&S->got.out, &gl), *want = gg_writer_data(&S->want, &wl), *gs, *ws;
    if ((line = first_difference(g, gl, want, wl, &gs, &ol, &ws, &el)) == 0) return;
    gg_writef(w, "first difference: line %zu", line);
    if (S->ops->one_case) gg_writef(w, " (test case %zu)", line);
    gg_writef(w, ws ? ": expected '%.*s'" : ": expected %.*s(no line)", (int)(el < 200 ? el : 200), ws ? ws : "");
    gg_writef(w, gs ? ", received '%.*s'\n" : ", received %.*s(no line)\n", (int)(ol < 200 ? ol : 200), gs ? gs : "");
    if (S->ops->one_case == NULL) return;
    gg_writer one;
    gg_diag quiet = {0};
    gg_writer_open_mem(&one);
    size_t n = 0;
    const char *p = NULL;
    if (S->ops->one_case(in, len, line - 1, &one, &quiet) == GG_OK) p = gg_writer_data(&one, &n);
    if (n > 0 && (n != len || memcmp(p, in, n) != 0)) {
        char title[64];
        snprintf(title, sizeof title, "test case %zu alone", line);
        show(w, title, p, n);
    }
    gg_writer_close(&one);
}

static void report(stress *S, verdict v, const char *in, size_t len, size_t steps, size_t runs, size_t orig)
{
    gg_writer *w = S->ctx->out;
    size_t n;
    const char *p;
    gg_writef(w, "FAILED: %s", gg_verdict_name(v));
    gg_judge_detail(w, v, &S->got, &S->lim);
    gg_writef(w, "\nshrunk from %zu to %zu bytes in %zu steps (%zu runs)\n", orig, len, steps, runs);
    if (v == V_WRONG || v == V_PRESENTATION) report_case(S, in, len);
    show(w, "input", in, len);
    p = gg_writer_data(&S->want, &n);
    show(w, "expected output", p, n);
    p = gg_writer_data(&S->got.out, &n);
    if (v == V_OUTPUT) { /* an excerpt: at most SHOW_FLOOD bytes and 10 lines */
        size_t cut = 0;
        for (int lines = 0; cut < n && cut < SHOW_FLOOD && lines < 10; cut++) lines += p[cut] == '\n';
        gg_writef(w, "received output (over the limit; its first %zu bytes):\n", cut);
        gg_write(w, p, cut);
        gg_write_str(w, cut && p[cut - 1] == '\n' ? "...\n" : "\n...\n");
    } else {
        show(w, "received output", p, n);
    }
    p = gg_writer_data(&S->got.err, &n);
    if (n) show(w, "its standard error", p, n);
    if (S->game->explain) {
        gg_writer why;
        gg_diag quiet = {0};
        gg_writer_open_mem(&why);
        if (gg_run_on_memory(S->game, S->game->explain, in, len, &why, NULL, &quiet) == GG_OK) {
            p = gg_writer_data(&why, &n);
            gg_write_str(w, "why: ");
            gg_write(w, p, n);
        }
        gg_writer_close(&why);
    }
}

/* ---- the driver ---------------------------------------------------------------------------- */

typedef struct plan {
    int64_t seed, rounds, lo, hi;
    int contest, quiet, tty;
} plan;

static gg_status read_plan(stress *S, plan *P)
{
    static const char *const known[] = {"seed", "rounds", "size", GG_JUDGE_OPTIONS, "save", "force=0", "quiet=0", "--",
                                        NULL};
    gg_ctx *ctx = S->ctx;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &P->seed);
    if (s == GG_OK) s = gg_args_int(ctx, "rounds", 1, 100000000, 100, &P->rounds);
    if (s == GG_OK) s = gg_judge_limits(ctx, &S->lim);
    if (s == GG_OK) s = gg_judge_size(ctx, S->ops, &P->lo, &P->hi, &P->contest);
    if (s != GG_OK) return s;
    P->quiet = gg_args_flag(ctx->args, "quiet");
    P->tty = ctx->host->is_terminal && ctx->host->is_terminal(2);
    if (ctx->args->nrest == 0)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "stress needs the command to test after --, e.g. -- ./a.out");
    if (ctx->host == NULL)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "stress runs a command: only the gridgames command can");
    char in_name[64], svg_name[64], kept[80];
    const char *names[6];
    save_names(S->game, in_name, svg_name, names);
    snprintf(kept, sizeof kept, "%s-shrinking.in", S->game->name); /* keep()'s file, checked as well */
    names[4] = kept, names[5] = NULL;
    s = gg_judge_save_open(ctx, names, &S->save_fd);
    return s == GG_OK ? ctx->host->check(ctx->args->rest, ctx->diag) : s;
}

/* On the first failure: shrink, report, save; GG_ECHECK. */
static gg_status fail(stress *S, const plan *P, verdict v, const gg_writer *input, int64_t round, int64_t size)
{
    shrinking K = {.quiet = P->quiet, .tty = P->tty};
    size_t len;
    const char *d = gg_writer_data(input, &len);
    gg_writer_open_mem(&K.cur);
    gg_writer_open_mem(&K.cand);
    gg_write(&K.cur, d, len);
    size_t orig = len;
    if (!P->quiet) gg_writef(S->ctx->log, "%sstress: round %lld (size %lld) failed: %s; shrinking...\n",
                             P->tty ? "\n" : "", (long long)round, (long long)size, gg_verdict_name(v));
    gg_writer_flush(S->ctx->log);
    gg_status s = K.cur.err != GG_OK ? gg_diag_nomem(S->ctx->diag) : keep(S, &K);
    if (s == GG_OK) s = shrink(S, &K, v);
    gg_writer_close(&K.cand);
    const char *in = gg_writer_data(&K.cur, &len);
    if (s == GG_OK && !P->quiet) { /* measured figures: on the log, so the report itself repeats */
        gg_write_str(S->ctx->log, "stress: the shrunk input's run: ");
        gg_judge_figures(S->ctx->log, &S->got);
        gg_write_str(S->ctx->log, "\n");
    }
    if (s == GG_OK) {
        gg_writef(S->ctx->out, "round %lld of %lld (size %lld, seed %lld) ", (long long)round, (long long)P->rounds,
                  (long long)size, (long long)P->seed);
        report(S, v, in, len, K.steps, K.runs, orig);
        if (S->save_fd >= 0) s = save(S, in, len);
        if (s == GG_OK && S->save_fd >= 0) unshrinking(S); /* the final files replace it */
    }
    gg_writer_close(&K.cur);
    return s == GG_OK ? gg_diag_set(S->ctx->diag, GG_ECHECK, "the program failed (%s)", gg_verdict_name(v)) : s;
}

static gg_status rounds(stress *S, const plan *P)
{
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)P->seed);
    gg_judge_peaks peaks = {0};
    gg_status s = GG_OK;
    for (int64_t i = 0; i < P->rounds && s == GG_OK; i++) {
        int64_t size = gg_judge_round_size(P->lo, P->hi, i, P->rounds);
        if (!P->quiet && (P->tty || (i + 1) % (P->rounds / 10 + 1) == 0 || i == 0)) {
            gg_writef(S->ctx->log, P->tty ? "\rstress: round %lld/%lld, size %lld " : "stress: round %lld/%lld, size %lld\n",
                      (long long)(i + 1), (long long)P->rounds, (long long)size);
            gg_writer_flush(S->ctx->log);
        }
        gg_writer input;
        gg_writer_open_mem(&input);
        verdict v = V_OK;
        size_t len;
        s = S->ops->gen(&rng, size, P->contest, &input, S->ctx->diag);
        const char *in = gg_writer_data(&input, &len);
        if (s == GG_OK) s = run_one(S, in, len, &v);
        if (s == GG_OK && v != V_OK) s = fail(S, P, v, &input, i + 1, size);
        if (s == GG_OK) gg_judge_peaks_add(&peaks, &S->got, i + 1);
        gg_writer_close(&input);
    }
    if (!P->quiet && P->tty) gg_write_str(S->ctx->log, "\n");
    if (s == GG_OK) {
        gg_writef(S->ctx->out, "passed: %lld rounds, sizes %lld..%lld (seed %lld); ", (long long)P->rounds,
                  (long long)P->lo, (long long)P->hi, (long long)P->seed);
        gg_judge_peaks_write(S->ctx->out, &peaks, "round");
        gg_write_str(S->ctx->out, "\n");
    }
    return s;
}

gg_status gg_stress_action(gg_ctx *ctx)
{
    stress S = {.ctx = ctx, .game = ctx->game, .ops = ctx->game->stress, .save_fd = -1};
    plan P = {0};
    gg_status s = read_plan(&S, &P);
    if (s == GG_OK) s = ctx->host->session_begin(ctx->diag);
    if (s != GG_OK) {
        if (S.save_fd >= 0) close(S.save_fd);
        return s;
    }
    S.argv = calloc((size_t)ctx->args->nrest + 1, sizeof *S.argv);
    if (S.argv == NULL) return gg_diag_nomem(ctx->diag);
    for (int i = 0; i < ctx->args->nrest; i++) S.argv[i] = ctx->args->rest[i];
    gg_writer_open_mem(&S.want);
    s = rounds(&S, &P);
    ctx->host->session_end();
    if (S.save_fd >= 0) close(S.save_fd);
    gg_writer_close(&S.want);
    if (S.have_got) gg_run_result_fini(&S.got);
    free(S.argv);
    return s;
}
