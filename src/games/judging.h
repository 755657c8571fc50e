/* judging.h (private to src/games/): what `stress` and `test` share: a judge's limits read
 * from the options, one run of the user's program through the host, the verdict named as
 * judges name it, the figures of a run (time, peak memory) and the slowest and largest runs,
 * and the files of --save (judging.c). */
#ifndef GG_GAMES_JUDGING_H
#define GG_GAMES_JUDGING_H

#include <gridgames/game.h>
#include <gridgames/host.h>
#include <gridgames/stress.h>

#include "slurp.h"

typedef enum verdict { V_OK, V_WRONG, V_PRESENTATION, V_RUNTIME, V_TIME, V_MEMORY, V_OUTPUT } verdict;

/* "accepted", "wrong answer", ..., "output limit exceeded". */
const char *gg_verdict_name(verdict v);

/* The judge's options, as listed in every known[] of stress and test. */
#define GG_JUDGE_OPTIONS "time-limit", "memory-limit", "output-limit"

/* Reads --time-limit MS (default 2000), --memory-limit MB (default 256) and --output-limit MB
 * (default 64); MB is 2^20 bytes. */
gg_status gg_judge_limits(gg_ctx *ctx, gg_run_limits *lim);

/* The verdict of a run whose expected output is want[0..wlen) (limits first, then the exit,
 * then the output: equal lines accepted, equal tokens on other lines a presentation error). */
verdict gg_judge_verdict(const gg_run_result *r, const gg_run_limits *lim, const char *want, size_t wlen);

/* Writes what a verdict needs beside its name: " (exit code 3)", " (signal SIGSEGV)",
 * " (over 2000 ms)", " (peak 300.0 MB, limit 256 MB)", " (over 64 MB)"; nothing otherwise. */
void gg_judge_detail(gg_writer *w, verdict v, const gg_run_result *r, const gg_run_limits *lim);

/* Writes "12.3 ms, 4.1 MB": a run's wall time and peak memory. */
void gg_judge_figures(gg_writer *w, const gg_run_result *r);

/* The slowest and the largest of the runs seen (zero-initialise). */
typedef struct gg_judge_peaks {
    double ms;
    int64_t bytes;
    int64_t ms_at, bytes_at; /* the runs' numbers (1-based); 0: none yet */
} gg_judge_peaks;

void gg_judge_peaks_add(gg_judge_peaks *p, const gg_run_result *r, int64_t at);
/* "slowest run 12.3 ms (WHAT 5), largest 4.1 MB (WHAT 9)". */
void gg_judge_peaks_write(gg_writer *w, const gg_judge_peaks *p, const char *what);

/* --save DIR [--force]: the directory is created when missing and opened once (*fd), before
 * any run; each named file in it must not exist (any symlink, and without --force any file,
 * is refused). GG_OK with *fd -1 when there is no --save. */
gg_status gg_judge_save_open(gg_ctx *ctx, const char *const *names, int *fd);
/* Writes p[0..n) to `name` in the directory (never through a symlink; an existing file only
 * with --force), and says "saved DIR/NAME" on ctx->out. */
gg_status gg_judge_save_file(gg_ctx *ctx, int fd, const char *name, const char *p, size_t n);

/* --size: a preset name (small, medium, contest: *contest set) or N or LO..HI, within
 * [1, contest * 100]; medium when absent. */
gg_status gg_judge_size(gg_ctx *ctx, const gg_stress_ops *ops, int64_t *lo, int64_t *hi, int *contest);
/* The size of input i of n: lo + (hi - lo) * (i / (n - 1))^2, so most bugs meet tiny inputs. */
int64_t gg_judge_round_size(int64_t lo, int64_t hi, int64_t i, int64_t n);

#endif
