/* args.c: the command line's option grammar (see game.h) and the option helpers for actions.
 * gg_args_init is the one parser: the command and the option fuzzer both call it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/game.h>

#include "checked.h"

/* One block holds opts[argc], then vals[argc] (the values, in order), then the option names
 * copied with their terminators (a name from "--name=value" needs one). Every argument gives
 * at most one option, one value or one name, so argc entries of each always suffice. */
gg_status gg_args_init(gg_args *args, int argc, char *const *argv, gg_diag *diag)
{
    memset(args, 0, sizeof *args);
    size_t n = argc > 0 ? (size_t)argc : 0, bytes = 0, block;
    for (size_t i = 0; i < n; i++) bytes += strlen(argv[i]) + 1; /* argv fits in memory */
    if (gg_mul_size(n, sizeof(gg_opt) + sizeof(char *), &block) || gg_add_size(block, bytes + 1, &block))
        return gg_diag_nomem(diag);
    gg_opt *opts = malloc(block);
    if (!opts) return gg_diag_nomem(diag);
    char **vals = (char **)(opts + n);
    char *names = (char *)(vals + n);
    int nopts = 0, nvals = 0;
    args->opts = opts;
    for (int i = 0; i < argc; i++) {
        char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            args->nrest = argc - i - 1;
            args->rest = argv + i + 1;
            break;
        }
        if (strncmp(a, "--", 2) == 0 && a[2] != '\0') {
            const char *eq = strchr(a + 2, '=');
            size_t nl = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
            memcpy(names, a + 2, nl);
            names[nl] = '\0';
            opts[nopts].name = names;
            opts[nopts].argv = vals + nvals;
            opts[nopts].argc = 0;
            names += nl + 1;
            nopts++;
            if (!eq) continue;
            a = (char *)eq + 1; /* "--name=value": the value, then any further ones */
        } else if (nopts == 0) {
            args->nopts = 0;
            gg_args_fini(args);
            return gg_diag_set(diag, GG_EUSAGE, "unexpected argument '%s' (options are --name value...)", a);
        }
        vals[nvals++] = a;
        opts[nopts - 1].argc++;
    }
    args->nopts = nopts;
    return GG_OK;
}

void gg_args_fini(gg_args *args)
{
    free((void *)args->opts);
    memset(args, 0, sizeof *args);
}

const gg_opt *gg_args_find(const gg_args *a, const char *name)
{
    const gg_opt *found = NULL;
    for (int i = 0; a && i < a->nopts; i++)
        if (strcmp(a->opts[i].name, name) == 0) found = &a->opts[i];
    return found;
}

int gg_args_flag(const gg_args *a, const char *name)
{
    return gg_args_find(a, name) != NULL;
}

static gg_status usage(const gg_ctx *ctx, const char *fmt, const char *x, const char *y)
{
    if (ctx->diag->status != GG_OK) return GG_EUSAGE;
    ctx->diag->status = GG_EUSAGE;
    snprintf(ctx->diag->msg, sizeof ctx->diag->msg, fmt, x, y);
    return GG_EUSAGE;
}

gg_status gg_args_check(const gg_ctx *ctx, const char *const *known)
{
    const gg_args *a = ctx->args;
    int rest_ok = 0;
    for (int k = 0; known[k]; k++)
        if (strcmp(known[k], "--") == 0) rest_ok = 1;
    for (int i = 0; a && i < a->nopts; i++) {
        const gg_opt *o = &a->opts[i];
        const char *spec = NULL;
        size_t nl = strlen(o->name);
        for (int k = 0; known[k] && !spec; k++)
            if (strncmp(known[k], o->name, nl) == 0 && (known[k][nl] == '\0' || known[k][nl] == '='))
                spec = known[k] + nl;
        if (!spec) return usage(ctx, "unknown option --%s%s", o->name, "");
        if (*spec == '\0') spec = "=1";
        if (spec[1] == '*') continue;
        int want = atoi(spec + 1);
        if (o->argc != want) {
            char buf[32];
            snprintf(buf, sizeof buf, "%d value%s", want, want == 1 ? "" : "s");
            return usage(ctx, "option --%s takes %s", o->name, want == 0 ? "no value" : buf);
        }
    }
    if (a && a->nrest > 0 && !rest_ok) return usage(ctx, "unexpected argument '%s'%s", a->rest[0], "");
    return GG_OK;
}

/* Parses a whole decimal integer (an optional sign, then digits only: strtoll alone would
 * also take leading blank space); 0 on success, -1 if malformed or outside int64. */
static int parse_i64(const char *s, int64_t *out)
{
    char *end;
    const char *d = s + (*s == '-' || *s == '+');
    if (*d < '0' || *d > '9') return -1;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno != 0 || *end != '\0') return -1;
    *out = v;
    return 0;
}

static gg_status bad_value(const gg_ctx *ctx, const char *name, const char *value, int64_t lo,
                           int64_t hi)
{
    return gg_diag_set(ctx->diag, GG_EUSAGE, "option --%s: '%s' is not an integer in %lld..%lld",
                       name, value, (long long)lo, (long long)hi);
}

gg_status gg_args_value_int(const gg_ctx *ctx, const gg_opt *o, int i, int64_t lo, int64_t hi,
                            int64_t *out)
{
    int64_t v;
    if (i >= o->argc) return usage(ctx, "option --%s needs more values%s", o->name, "");
    if (parse_i64(o->argv[i], &v) != 0 || v < lo || v > hi)
        return bad_value(ctx, o->name, o->argv[i], lo, hi);
    *out = v;
    return GG_OK;
}

gg_status gg_args_int(const gg_ctx *ctx, const char *name, int64_t lo, int64_t hi, int64_t def,
                      int64_t *out)
{
    const gg_opt *o = gg_args_find(ctx->args, name);
    if (!o) {
        *out = def;
        return GG_OK;
    }
    return gg_args_value_int(ctx, o, 0, lo, hi, out);
}

gg_status gg_args_range(const gg_ctx *ctx, const char *name, int64_t lo, int64_t hi,
                        int64_t deflo, int64_t defhi, int64_t *outlo, int64_t *outhi)
{
    const gg_opt *o = gg_args_find(ctx->args, name);
    if (!o) {
        *outlo = deflo;
        *outhi = defhi;
        return GG_OK;
    }
    if (o->argc != 1) return usage(ctx, "option --%s takes one value (N or LO..HI)%s", name, "");
    const char *v = o->argv[0];
    const char *dots = strstr(v, "..");
    int64_t a, b;
    if (dots) {
        char left[64];
        size_t ln = (size_t)(dots - v);
        if (ln >= sizeof left) return bad_value(ctx, name, v, lo, hi);
        memcpy(left, v, ln);
        left[ln] = '\0';
        if (parse_i64(left, &a) != 0 || parse_i64(dots + 2, &b) != 0) return bad_value(ctx, name, v, lo, hi);
    } else {
        if (parse_i64(v, &a) != 0) return bad_value(ctx, name, v, lo, hi);
        b = a;
    }
    if (dots && (a < lo || b > hi || a > b))
        return gg_diag_set(ctx->diag, GG_EUSAGE, "option --%s: '%s' is not a range LO..HI with %lld <= LO <= HI <= %lld",
                           name, v, (long long)lo, (long long)hi);
    if (a < lo || b > hi) return bad_value(ctx, name, v, lo, hi);
    *outlo = a;
    *outhi = b;
    return GG_OK;
}

gg_status gg_args_choice(const gg_ctx *ctx, const char *name, const char *const *choices,
                         const char *def, const char **out)
{
    const gg_opt *o = gg_args_find(ctx->args, name);
    if (!o) {
        *out = def;
        return GG_OK;
    }
    if (o->argc == 1)
        for (int i = 0; choices[i]; i++)
            if (strcmp(choices[i], o->argv[0]) == 0) {
                *out = choices[i];
                return GG_OK;
            }
    *out = NULL; /* no choice: callers that look at it before the status see none */
    char list[256] = "";
    for (int i = 0; choices[i]; i++) {
        if (i) strncat(list, "|", sizeof list - strlen(list) - 1);
        strncat(list, choices[i], sizeof list - strlen(list) - 1);
    }
    return gg_diag_set(ctx->diag, GG_EUSAGE, "option --%s takes one of %s", name, list);
}
