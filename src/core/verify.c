/* verify.c: the harness behind every game's `verify` (see verify.h). */
#include <string.h>

#include "verify.h"

#define SHOW_INPUT_MAX 2000 /* bytes of input shown with a disagreement */

/* Writes line `line` (1-based) of p[0..n) without its newline, or "(end of output)". */
static void show_line(gg_writer *w, const char *label, const char *p, size_t n, size_t line)
{
    size_t i = 0;
    for (size_t l = 1; l < line && i < n; i++)
        if (p[i] == '\n') l++;
    gg_writef(w, "  %s: ", label);
    if (i >= n) {
        gg_write_str(w, "(end of output)\n");
        return;
    }
    size_t j = i;
    while (j < n && p[j] != '\n' && j - i < 200) j++;
    gg_write(w, p + i, j - i);
    gg_write_char(w, '\n');
}

gg_status gg_verify_output(gg_ctx *ctx, gg_action_fn fn, const char *name, const char *input,
                           size_t ilen, const char *want, size_t wlen, const char *what)
{
    gg_writer out;
    gg_writer_open_mem(&out);
    gg_status s = gg_run_on_memory(ctx->game, fn, input, ilen, &out, ctx->log, ctx->diag);
    if (s == GG_OK) {
        size_t ol;
        const char *o = gg_writer_data(&out, &ol);
        if (ol != wlen || memcmp(o, want, ol) != 0) {
            size_t i = 0, line = 1;
            while (i < ol && i < wlen && o[i] == want[i]) line += o[i++] == '\n';
            gg_writef(ctx->out, "DISAGREEMENT (%s): `%s` output differs from the oracle's at line %zu\n", what,
                      name, line);
            show_line(ctx->out, "expected", want, wlen, line);
            show_line(ctx->out, "received", o, ol, line);
            if (ilen <= SHOW_INPUT_MAX) {
                gg_write_str(ctx->out, "  input:\n");
                gg_write(ctx->out, input, ilen);
            } else {
                gg_writef(ctx->out, "  input: %zu bytes (not shown)\n", ilen);
            }
            s = gg_diag_set(ctx->diag, GG_ECHECK, "%s disagrees with the oracle (%s, line %zu)", name, what, line);
        }
    }
    gg_writer_close(&out);
    return s;
}

void gg_verify_batch_init(gg_verify_batch *b, int counted)
{
    gg_writer_open_mem(&b->cases);
    gg_writer_open_mem(&b->want);
    b->count = 0;
    b->counted = counted;
}

void gg_verify_batch_fini(gg_verify_batch *b)
{
    gg_writer_close(&b->cases);
    gg_writer_close(&b->want);
}

void gg_verify_batch_reset(gg_verify_batch *b)
{
    int counted = b->counted;
    gg_verify_batch_fini(b);
    gg_verify_batch_init(b, counted);
}

void gg_verify_batch_input(const gg_verify_batch *b, gg_writer *in)
{
    size_t cl;
    const char *c = gg_writer_data(&b->cases, &cl);
    if (b->counted) gg_writef(in, "%zu\n", b->count);
    gg_write(in, c, cl);
}

gg_status gg_verify_batch_run(const gg_verify_batch *b, gg_ctx *ctx, gg_action_fn fn, const char *name,
                              const char *what)
{
    if (b->count == 0) return GG_OK;
    if (b->cases.err != GG_OK) return gg_diag_nomem(ctx->diag);
    if (b->want.err != GG_OK) return gg_diag_nomem(ctx->diag);
    gg_writer in;
    gg_writer_open_mem(&in);
    gg_verify_batch_input(b, &in);
    size_t il, wl;
    const char *input = gg_writer_data(&in, &il);
    const char *want = gg_writer_data(&b->want, &wl);
    gg_status s = in.err != GG_OK ? gg_diag_nomem(ctx->diag)
                                  : gg_verify_output(ctx, fn, name, input, il, want, wl, what);
    gg_writer_close(&in);
    return s;
}
