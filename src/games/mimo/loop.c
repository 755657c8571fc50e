/* loop.c: the solve action's loop over the test cases of a judge input, as ops of the one solve
 * loop (src/core/batch.h): a batch is up to 256 cases (64 on one thread) or 16384 tokens (so
 * the loop's own calls cost little per case: one case a batch cost 4% more instructions on
 * 10^4 cases of 20 tokens; on one thread 64 cases a batch touch a quarter of the pages of
 * their arrays, each a page fault the first time: 84 faults on the contest's 10^4 cases of 20
 * tokens, against 109 for 256); on one thread the batch is read, decided and printed; on N threads (--threads
 * N > 1) the main thread reads, a worker decides each case, the main thread prints
 * "Mimo"/"Yuyu" in input order, byte for byte what one thread prints. A batch keeps its
 * cases' arrays for the next batch in its slot, except, on N threads, a case above 2^20
 * tokens, freed once written, so that slots do not each hold a copy of the largest case; on
 * one thread the largest array goes to the first case of the batch (as the one case of a
 * loop without batches would keep it) and the others keep at most ONE_KEEP tokens. No
 * pthread here: the single file runs these ops too. */
#include <string.h>

#include "../../core/batch.h"
#include "internal.h"

#define JOB_CASES 256
#define ONE_CASES 64 /* on one thread */
#define JOB_TOKENS 16384
#define KEEP_TOKENS ((size_t)1 << 20)
#define ONE_KEEP ((size_t)1024)

typedef struct job {
    gg_mimo_case c[JOB_CASES];
    unsigned char win[JOB_CASES];
    size_t n;
} job;

static gg_status job_read(void *arg, gg_batch *b, void *jv, int *more)
{
    gg_mimo_loop *r = arg;
    job *j = jv;
    gg_reader *in = r->ctx->in;
    const int64_t cases = r->threads > 1 ? JOB_CASES : ONE_CASES, left = r->t - r->read, most = left < cases ? left : cases;
    size_t tokens = 0, n = 0;
    gg_status s = GG_OK;
    (void)b;
    while ((int64_t)n < most && tokens < JOB_TOKENS) { /* locals: the reads cannot change them */
        if ((s = gg_mimo_stream_case(in, &r->in, &j->c[n])) != GG_OK) break;
        tokens += j->c[n++].k;
    }
    j->n = n;
    r->read += (int64_t)n;
    *more = r->read < r->t;
    if (!*more && s == GG_OK) gg_mimo_stream_end(in, &r->in); /* the reader after the last case */
    return s;
}

static gg_status job_run(void *arg, void *worker, void *jv, gg_diag *diag)
{
    job *j = jv;
    (void)arg, (void)diag;
    for (size_t i = 0; i < j->n; i++) j->win[i] = (unsigned char)gg_mimo_first_player_wins_with(&j->c[i], worker);
    return GG_OK;
}

static gg_status job_write(void *arg, void *jv)
{
    gg_mimo_loop *r = arg;
    job *j = jv;
    gg_writer *out = r->ctx->out;
    static const char word[2][8] = {"Yuyu\n", "Mimo\n"};
    char text[5 * JOB_CASES + 3]; /* the batch's answers, 5 bytes each, written at once */
    for (size_t i = 0; i < j->n; i++) memcpy(text + 5 * i, word[j->win[i]], 8); /* 3 more: the next overwrites them */
    gg_write(out, text, 5 * j->n);
    for (size_t i = 0; i < j->n; i++) {
        if (r->threads > 1) {
            if (j->c[i].cap > KEEP_TOKENS) gg_mimo_case_fini(&j->c[i]);
        } else if (i > 0 && j->c[i].cap > ONE_KEEP) {
            if (j->c[i].cap > j->c[0].cap) { /* the largest array to the first case */
                const gg_mimo_case c = j->c[0];
                j->c[0] = j->c[i];
                j->c[i] = c;
            }
            if (j->c[i].cap > ONE_KEEP) gg_mimo_case_fini(&j->c[i]);
        }
    }
    return GG_OK; /* as on one thread, a write error stays in the writer until it closes */
}

static void job_fini(void *jv)
{
    job *j = jv;
    for (size_t i = 0; i < JOB_CASES; i++) gg_mimo_case_fini(&j->c[i]);
}

const gg_batch_ops gg_mimo_loop_ops = {.job_size = sizeof(job), .read = job_read, .run = job_run,
                                       .write = job_write, .fini = job_fini, .worker_size = sizeof(gg_mimo_table)};
