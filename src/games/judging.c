/* judging.c: the judge's side of `stress` and `test` (see judging.h): limits, verdicts,
 * figures and --save. The program itself runs in the host (ctx->host->run); everything here
 * is computation on what the host measured, and plain files. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gridgames/stress.h>

#include "judging.h"

#define MB ((int64_t)1 << 20)

static const char *const NAMES[] = {"accepted", "wrong answer", "presentation error", "runtime error",
                                    "time limit exceeded", "memory limit exceeded", "output limit exceeded"};

const char *gg_verdict_name(verdict v) { return NAMES[v]; }

gg_status gg_judge_limits(gg_ctx *ctx, gg_run_limits *lim)
{
    int64_t ms, mem, out;
    gg_status s = gg_args_int(ctx, "time-limit", 1, 3600000, 2000, &ms);
    if (s == GG_OK) s = gg_args_int(ctx, "memory-limit", 1, 1 << 20, 256, &mem); /* at most 1 TiB */
    if (s == GG_OK) s = gg_args_int(ctx, "output-limit", 1, 1 << 14, 64, &out);  /* at most 16 GiB */
    if (s != GG_OK) return s;
    lim->time_ms = ms;
    lim->memory_bytes = mem * MB; /* both bounded above: no overflow */
    lim->output_bytes = (size_t)(out * MB);
    return GG_OK;
}

/* The next blank-separated token of p[*i..n); 0 when none is left. */
static int next_token(const char *p, size_t n, size_t *i, const char **t, size_t *tl)
{
    while (*i < n && (p[*i] == ' ' || p[*i] == '\t' || p[*i] == '\r' || p[*i] == '\n')) (*i)++;
    if (*i >= n) return 0;
    *t = p + *i;
    while (*i < n && !(p[*i] == ' ' || p[*i] == '\t' || p[*i] == '\r' || p[*i] == '\n')) (*i)++;
    *tl = (size_t)(p + *i - *t);
    return 1;
}

/* The same tokens in the same order, whatever the blanks and lines between them. */
static int same_tokens(const char *got, size_t glen, const char *want, size_t wlen)
{
    size_t gi = 0, wi = 0, gl, wl;
    const char *gt, *wt;
    for (;;) {
        int g = next_token(got, glen, &gi, &gt, &gl), w = next_token(want, wlen, &wi, &wt, &wl);
        if (!g || !w) return g == w;
        if (gl != wl || memcmp(gt, wt, gl) != 0) return 0;
    }
}

verdict gg_judge_verdict(const gg_run_result *r, const gg_run_limits *lim, const char *want, size_t wlen)
{
    if (r->out_capped) return V_OUTPUT;
    if (r->timed_out || (lim->time_ms > 0 && r->cpu_ms > (double)lim->time_ms)) return V_TIME;
    if (r->mem_killed || (lim->memory_bytes > 0 && r->peak_bytes > lim->memory_bytes)) return V_MEMORY;
    if (!r->exited || r->status != 0) return V_RUNTIME;
    size_t gl;
    const char *g = gg_writer_data(&r->out, &gl);
    if (gg_stress_same_output(g, gl, want, wlen)) return V_OK;
    return same_tokens(g, gl, want, wlen) ? V_PRESENTATION : V_WRONG;
}

/* The name of a signal as judges print it ("SIGSEGV"); NULL for one not listed. */
static const char *signal_name(int sig)
{
    static const struct {
        int sig;
        const char *name;
    } known[] = {{SIGSEGV, "SIGSEGV"}, {SIGABRT, "SIGABRT"}, {SIGFPE, "SIGFPE"},   {SIGBUS, "SIGBUS"},
                 {SIGILL, "SIGILL"},   {SIGKILL, "SIGKILL"}, {SIGTERM, "SIGTERM"}, {SIGPIPE, "SIGPIPE"},
                 {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}, {SIGTRAP, "SIGTRAP"}, {SIGSYS, "SIGSYS"},
                 {SIGINT, "SIGINT"},   {SIGHUP, "SIGHUP"},   {SIGQUIT, "SIGQUIT"}, {SIGALRM, "SIGALRM"},
                 {SIGUSR1, "SIGUSR1"}, {SIGUSR2, "SIGUSR2"}};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (known[i].sig == sig) return known[i].name;
    return NULL;
}

void gg_judge_detail(gg_writer *w, verdict v, const gg_run_result *r, const gg_run_limits *lim)
{
    if (v == V_RUNTIME && r->exited) gg_writef(w, " (exit code %d)", r->status);
    if (v == V_RUNTIME && !r->exited && signal_name(r->signal)) gg_writef(w, " (signal %s)", signal_name(r->signal));
    else if (v == V_RUNTIME && !r->exited) gg_writef(w, " (signal %d)", r->signal);
    if (v == V_TIME) gg_writef(w, " (over %lld ms)", (long long)lim->time_ms);
    if (v == V_MEMORY) gg_writef(w, " (peak %.1f MB, limit %lld MB)", (double)r->peak_bytes / (double)MB,
                                          (long long)(lim->memory_bytes / MB));
    if (v == V_OUTPUT) gg_writef(w, " (over %lld MB)", (long long)(lim->output_bytes / (size_t)MB));
}

void gg_judge_figures(gg_writer *w, const gg_run_result *r)
{
    gg_writef(w, "%.1f ms, %.1f MB", r->ms, (double)r->peak_bytes / (double)MB);
}

void gg_judge_peaks_add(gg_judge_peaks *p, const gg_run_result *r, int64_t at)
{
    if (p->ms_at == 0 || r->ms > p->ms) p->ms = r->ms, p->ms_at = at;
    if (p->bytes_at == 0 || r->peak_bytes > p->bytes) p->bytes = r->peak_bytes, p->bytes_at = at;
}

void gg_judge_peaks_write(gg_writer *w, const gg_judge_peaks *p, const char *what)
{
    gg_writef(w, "slowest run %.1f ms (%s %lld), largest %.1f MB (%s %lld)", p->ms, what, (long long)p->ms_at,
              (double)p->bytes / (double)MB, what, (long long)p->bytes_at);
}

gg_status gg_judge_save_open(gg_ctx *ctx, const char *const *names, int *fd)
{
    *fd = -1;
    const gg_opt *o = gg_args_find(ctx->args, "save");
    if (o == NULL) return GG_OK;
    const char *dir = o->argv[0];
    int force = gg_args_flag(ctx->args, "force");
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--save: cannot create %s: %s", dir, strerror(errno));
    int d = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (d < 0) return gg_diag_set(ctx->diag, GG_EUSAGE, "--save: cannot open %s: %s", dir, strerror(errno));
    gg_status s = GG_OK;
    for (size_t i = 0; names[i] && s == GG_OK; i++) {
        struct stat st;
        if (fstatat(d, names[i], &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
        if (S_ISLNK(st.st_mode) || !S_ISREG(st.st_mode))
            s = gg_diag_set(ctx->diag, GG_EUSAGE, "--save: %s/%s is not a regular file: not replaced", dir, names[i]);
        else if (!force)
            s = gg_diag_set(ctx->diag, GG_EUSAGE, "--save: %s/%s exists (--force replaces it)", dir, names[i]);
    }
    if (s == GG_OK && faccessat(d, ".", W_OK | X_OK, 0) != 0)
        s = gg_diag_set(ctx->diag, GG_EUSAGE, "--save: cannot write in %s: %s", dir, strerror(errno));
    if (s != GG_OK) close(d);
    else *fd = d;
    return s;
}

gg_status gg_judge_save_file(gg_ctx *ctx, int fd, const char *name, const char *p, size_t n)
{
    const char *dir = gg_args_find(ctx->args, "save")->argv[0];
    int flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;
    flags |= gg_args_flag(ctx->args, "force") ? O_TRUNC : O_EXCL;
    int f = openat(fd, name, flags, 0666);
    struct stat st;
    if (f >= 0 && (fstat(f, &st) != 0 || !S_ISREG(st.st_mode))) { /* a fifo or device put there meanwhile */
        close(f);
        f = -1;
        errno = EINVAL;
    }
    size_t done = 0;
    while (f >= 0 && done < n) {
        ssize_t k = write(f, p + done, n - done);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) break;
        done += (size_t)k;
    }
    int e = errno;
    if (f < 0 || done < n || close(f) != 0)
        return gg_diag_set(ctx->diag, GG_ESYS, "--save: cannot write %s/%s: %s", dir, name,
                           strerror(f < 0 || done < n ? e : errno));
    gg_writef(ctx->out, "saved %s/%s\n", dir, name);
    return GG_OK;
}

gg_status gg_judge_size(gg_ctx *ctx, const gg_stress_ops *ops, int64_t *lo, int64_t *hi, int *contest)
{
    const gg_opt *o = gg_args_find(ctx->args, "size");
    const char *v = o ? o->argv[0] : "medium";
    *lo = 1, *contest = 0;
    if (strcmp(v, "small") == 0) *hi = ops->small;
    else if (strcmp(v, "medium") == 0) *hi = ops->medium;
    else if (strcmp(v, "contest") == 0) *hi = ops->contest, *contest = 1;
    else return gg_args_range(ctx, "size", 1, ops->contest * 100, 1, ops->medium, lo, hi);
    return GG_OK;
}

int64_t gg_judge_round_size(int64_t lo, int64_t hi, int64_t i, int64_t n)
{
    if (n <= 1) return hi;
    long double f = (long double)i / (long double)(n - 1);
    return lo + (int64_t)((long double)(hi - lo) * f * f + 0.5L);
}

int gg_judge_slurp(const char *path, gg_writer *w)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    char buf[65536];
    int e = 0;
    for (;;) {
        ssize_t k = read(fd, buf, sizeof buf);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) {
            e = k < 0 ? errno : 0;
            break;
        }
        gg_write(w, buf, (size_t)k);
        if (w->err != GG_OK) {
            e = ENOMEM;
            break;
        }
    }
    close(fd);
    return e;
}

gg_status gg_judge_read_error(gg_ctx *ctx, const char *path, int e)
{
    if (e == ENOMEM) return gg_diag_nomem(ctx->diag);
    return gg_diag_set(ctx->diag, GG_EUSAGE, "cannot read %s: %s", path, strerror(e));
}
