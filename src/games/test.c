/* test.c: `gridgames <game> test -- CMD`, the user's solution on given inputs, as a judge
 * tests it: one line per input (verdict, time, peak memory), a summary, exit 1 on any failure.
 * Written once over the `stress` hook (a game with one has `test`): the inputs are files
 * (--files), the game's built-in examples (--samples, the judge's samples) or generated ones
 * (--gen N, the hook's generator at --size); the expected output is a `.ans` or `.out` file
 * beside an input file when there is one, else the game's own solve run in-process. The
 * program runs through ctx->host under the same limits and verdicts as stress (judging.c). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/stress.h>

#include "judging.h"

typedef struct tester {
    gg_ctx *ctx;
    char *const *argv;
    gg_run_limits lim;
    gg_judge_peaks peaks;
    int64_t runs, failed;
    int width; /* the names' column */
} tester;

/* The expected output beside `path`: BASE.ans, then BASE.out (BASE: path without a final
 * ".in"), read into *w (*found: its name); *given says whether there was one. An error when
 * one exists but cannot be read. */
static gg_status answer_file(gg_ctx *ctx, const char *path, gg_writer *w, char *found, size_t cap, int *given)
{
    size_t n = strlen(path);
    int base = n > 3 && strcmp(path + n - 3, ".in") == 0 ? (int)(n - 3) : (int)n;
    const char *const ext[] = {".ans", ".out"};
    *given = 0;
    for (int i = 0; i < 2; i++) {
        if (snprintf(found, cap, "%.*s%s", base, path, ext[i]) >= (int)cap) return GG_OK;
        const int e = gg_judge_slurp(found, w);
        if (e == 0) {
            *given = 1;
            return GG_OK;
        }
        if (e != ENOENT && e != ENAMETOOLONG && e != ENOTDIR) return gg_judge_read_error(ctx, found, e); /* none there */
        gg_writer_close(w);
        gg_writer_open_mem(w);
    }
    return GG_OK;
}

/* One input: the expected output (given, or solve's), the run, its line. */
static gg_status one(tester *T, const char *name, const char *in, size_t len, const gg_writer *given)
{
    gg_ctx *ctx = T->ctx;
    gg_writer want;
    gg_writer_open_mem(&want);
    gg_status s = GG_OK;
    if (given == NULL) {
        gg_diag why = {GG_OK, ""};
        s = gg_run_on_memory_named(ctx->game, ctx->game->actions[0].run, name, in, len, &want, NULL, &why);
        /* the reader's messages are "NAME:LINE:COLUMN: ..."; any other gets the name in front */
        const size_t n = strlen(name);
        if (s != GG_OK && strncmp(why.msg, name, n) == 0 && why.msg[n] == ':')
            s = gg_diag_set(ctx->diag, s, "%s", why.msg);
        else if (s != GG_OK)
            s = gg_diag_set(ctx->diag, s, "%s: %s", name, why.msg);
    }
    gg_run_result r = {0};
    if (s == GG_OK) s = ctx->host->run(T->argv, in, len, &T->lim, &r, ctx->diag);
    if (s == GG_OK) {
        size_t wl;
        const char *w = gg_writer_data(given ? given : &want, &wl);
        verdict v = gg_judge_verdict(&r, &T->lim, w, wl);
        T->runs++;
        T->failed += v != V_OK;
        gg_judge_peaks_add(&T->peaks, &r, T->runs);
        gg_writef(ctx->out, "%-*s %s", T->width, name, gg_verdict_name(v));
        gg_judge_detail(ctx->out, v, &r, &T->lim);
        gg_write_str(ctx->out, "  ");
        gg_judge_figures(ctx->out, &r);
        gg_write_str(ctx->out, "\n");
        gg_writer_flush(ctx->out);
    }
    gg_run_result_fini(&r);
    gg_writer_close(&want);
    return s;
}

static gg_status files(tester *T, const gg_opt *o)
{
    gg_status s = GG_OK;
    for (int i = 0; i < o->argc && s == GG_OK; i++) {
        gg_writer in, ans;
        char found[4096];
        gg_writer_open_mem(&in);
        gg_writer_open_mem(&ans);
        const int e = gg_judge_slurp(o->argv[i], &in);
        if (e != 0) s = gg_judge_read_error(T->ctx, o->argv[i], e);
        int given = 0;
        if (s == GG_OK) s = answer_file(T->ctx, o->argv[i], &ans, found, sizeof found, &given);
        size_t len;
        const char *p = gg_writer_data(&in, &len);
        if (s == GG_OK) s = one(T, o->argv[i], p, len, given ? &ans : NULL);
        gg_writer_close(&in);
        gg_writer_close(&ans);
    }
    return s;
}

static gg_status samples(tester *T)
{
    gg_status s = GG_OK;
    int i = 0;
    for (const gg_example *ex = T->ctx->game->examples; ex && ex->input && s == GG_OK; ex++) {
        char name[32];
        snprintf(name, sizeof name, "sample %d", ++i);
        s = one(T, name, ex->input, strlen(ex->input), NULL);
    }
    return s;
}

static gg_status generated(tester *T, int64_t count, int64_t seed)
{
    int64_t lo, hi;
    int contest;
    gg_status s = gg_judge_size(T->ctx, T->ctx->game->stress, &lo, &hi, &contest);
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    for (int64_t i = 0; i < count && s == GG_OK; i++) {
        int64_t size = gg_judge_round_size(lo, hi, i, count);
        gg_writer in;
        gg_writer_open_mem(&in);
        s = T->ctx->game->stress->gen(&rng, size, contest, &in, T->ctx->diag);
        char name[64];
        snprintf(name, sizeof name, "gen %lld (size %lld)", (long long)(i + 1), (long long)size);
        size_t len;
        const char *p = gg_writer_data(&in, &len);
        if (s == GG_OK) s = one(T, name, p, len, NULL);
        gg_writer_close(&in);
    }
    return s;
}

/* The options: exactly one source of inputs, the limits, the command. */
static gg_status read_options(tester *T, const gg_opt **fl, int *sam, int64_t *count, int64_t *seed)
{
    static const char *const known[] = {"files=*", "samples=0", "gen", "size", "seed", GG_JUDGE_OPTIONS, "--", NULL};
    gg_ctx *ctx = T->ctx;
    gg_status s = gg_args_check(ctx, known);
    if (s == GG_OK) s = gg_judge_limits(ctx, &T->lim);
    if (s == GG_OK) s = gg_args_int(ctx, "gen", 1, 100000000, 0, count);
    if (s == GG_OK) s = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, seed);
    if (s != GG_OK) return s;
    *fl = gg_args_find(ctx->args, "files");
    *sam = gg_args_flag(ctx->args, "samples");
    if ((*fl != NULL) + *sam + (*count > 0) != 1)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "test needs one of --files FILE..., --samples or --gen N");
    if (*fl && (*fl)->argc == 0) return gg_diag_set(ctx->diag, GG_EUSAGE, "--files needs at least one file");
    if (ctx->args->nrest == 0)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "test needs the command to test after --, e.g. -- ./a.out");
    if (ctx->host == NULL)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "test runs a command: only the gridgames command can");
    return ctx->host->check(ctx->args->rest, ctx->diag);
}

gg_status gg_test_action(gg_ctx *ctx)
{
    tester T = {.ctx = ctx, .width = 12};
    const gg_opt *fl;
    int sam;
    int64_t count, seed;
    gg_status s = read_options(&T, &fl, &sam, &count, &seed);
    if (s != GG_OK) return s;
    char **argv = calloc((size_t)ctx->args->nrest + 1, sizeof *argv); /* NULL-terminated for exec */
    if (argv == NULL) return gg_diag_nomem(ctx->diag);
    for (int i = 0; i < ctx->args->nrest; i++) argv[i] = ctx->args->rest[i];
    T.argv = argv;
    for (int i = 0; fl && i < fl->argc; i++)
        if ((int)strlen(fl->argv[i]) > T.width) T.width = (int)strlen(fl->argv[i]);
    if (count > 0) T.width = 20;
    s = ctx->host->session_begin(ctx->diag);
    if (s == GG_OK) s = fl ? files(&T, fl) : sam ? samples(&T) : generated(&T, count, seed);
    ctx->host->session_end();
    free(argv);
    if (s != GG_OK) return s;
    if (T.failed) gg_writef(ctx->out, "FAILED: %lld of %lld inputs; ", (long long)T.failed, (long long)T.runs);
    else gg_writef(ctx->out, "passed: %lld inputs; ", (long long)T.runs);
    gg_judge_peaks_write(ctx->out, &T.peaks, "input");
    gg_write_str(ctx->out, "\n");
    if (T.failed)
        return gg_diag_set(ctx->diag, GG_ECHECK, "%lld of %lld inputs failed", (long long)T.failed, (long long)T.runs);
    return GG_OK;
}
