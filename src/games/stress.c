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
#include <unistd.h>

#include <gridgames/stress.h>

#include <gridgames/host.h>

#include "judging.h"

#define SHRINK_RUNS 3000            /* shrinking stops after this many runs ... */
#define SHRINK_MS 120000.0          /* ... or this much time */
#define SHOW_BYTES 4000             /* inputs and outputs longer than this are cut in the report */
#define SHOW_FLOOD 400              /* the excerpt of an output past the output limit */

gg_status gg_text_list_add(gg_text_list *l, const gg_writer *w, gg_diag *diag)
{
    if (w->err != GG_OK) return gg_diag_nomem(diag);
    if (l->count == l->cap) {
        size_t ncap = l->cap ? 2 * l->cap : 16;
        char **nt = realloc(l->text, ncap * sizeof *nt);
        if (nt == NULL) return gg_diag_nomem(diag);
        l->text = nt;
        size_t *nl = realloc(l->len, ncap * sizeof *nl);
        if (nl == NULL) return gg_diag_nomem(diag);
        l->len = nl;
        l->cap = ncap;
    }
    size_t n;
    const char *d = gg_writer_data(w, &n);
    char *copy = malloc(n + 1);
    if (copy == NULL) return gg_diag_nomem(diag);
    memcpy(copy, d, n);
    copy[n] = '\0';
    l->text[l->count] = copy;
    l->len[l->count++] = n;
    return GG_OK;
}

void gg_text_list_fini(gg_text_list *l)
{
    for (size_t i = 0; i < l->count; i++) free(l->text[i]);
    free(l->text);
    free(l->len);
    memset(l, 0, sizeof *l);
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

/* Shrinks *in (malloc'd, *len bytes) while the program fails with the same verdict (and, for a
 * runtime error, the same exit status or signal). Counts steps and runs. */
static gg_status shrink(stress *S, char **in, size_t *len, verdict kind, size_t *steps, size_t *runs)
{
    double start = gg_now_ms();
    int status = how(S);
    for (int progress = 1; progress && *runs < SHRINK_RUNS && gg_now_ms() - start < SHRINK_MS;) {
        gg_text_list c = {0};
        gg_status s = S->ops->shrink(*in, *len, &c, S->ctx->diag);
        progress = 0;
        for (size_t i = 0; s == GG_OK && i < c.count && *runs < SHRINK_RUNS; i++) {
            verdict v;
            if (c.len[i] >= *len && memcmp(c.text[i], *in, *len) == 0) continue;
            (*runs)++;
            if ((s = run_one(S, c.text[i], c.len[i], &v)) != GG_OK) break;
            if (v != kind || (kind == V_RUNTIME && how(S) != status)) continue;
            free(*in);
            *in = c.text[i], *len = c.len[i];
            c.text[i] = NULL;
            (*steps)++;
            progress = 1;
            break;
        }
        gg_text_list_fini(&c);
        if (s != GG_OK) return s;
    }
    verdict v; /* leave S->want and S->got describing the final input */
    return run_one(S, *in, *len, &v);
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

static void report(stress *S, verdict v, const char *in, size_t len, size_t steps, size_t runs, size_t orig)
{
    gg_writer *w = S->ctx->out;
    size_t n;
    const char *p;
    gg_writef(w, "FAILED: %s", gg_verdict_name(v));
    gg_judge_detail(w, v, &S->got, &S->lim);
    gg_writef(w, "\nshrunk from %zu to %zu bytes in %zu steps (%zu runs)\n", orig, len, steps, runs);
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
    char in_name[64], svg_name[64];
    const char *names[5];
    save_names(S->game, in_name, svg_name, names);
    s = gg_judge_save_open(ctx, names, &S->save_fd);
    return s == GG_OK ? ctx->host->check(ctx->args->rest, ctx->diag) : s;
}

/* On the first failure: shrink, report, save; GG_ECHECK. */
static gg_status fail(stress *S, const plan *P, verdict v, const gg_writer *input, int64_t round, int64_t size)
{
    size_t len, steps = 0, runs = 0;
    const char *d = gg_writer_data(input, &len);
    char *in = malloc(len + 1);
    if (in == NULL) return gg_diag_nomem(S->ctx->diag);
    memcpy(in, d, len);
    size_t orig = len;
    if (!P->quiet) gg_writef(S->ctx->log, "%sstress: round %lld (size %lld) failed: %s; shrinking...\n",
                             P->tty ? "\n" : "", (long long)round, (long long)size, gg_verdict_name(v));
    gg_writer_flush(S->ctx->log);
    gg_status s = shrink(S, &in, &len, v, &steps, &runs);
    if (s == GG_OK && !P->quiet) { /* measured figures: on the log, so the report itself repeats */
        gg_write_str(S->ctx->log, "stress: the shrunk input's run: ");
        gg_judge_figures(S->ctx->log, &S->got);
        gg_write_str(S->ctx->log, "\n");
    }
    if (s == GG_OK) {
        gg_writef(S->ctx->out, "round %lld of %lld (size %lld, seed %lld) ", (long long)round, (long long)P->rounds,
                  (long long)size, (long long)P->seed);
        report(S, v, in, len, steps, runs, orig);
        if (S->save_fd >= 0) s = save(S, in, len);
    }
    free(in);
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
