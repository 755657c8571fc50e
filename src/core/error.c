/* error.c: status names, exit codes and the diagnostic record. */
#include <stdio.h>
#include <string.h>

#include <gridgames/error.h>

const char *gg_strerror(gg_status s)
{
    switch (s) {
    case GG_OK: return "ok";
    case GG_ECHECK: return "check failed";
    case GG_EUSAGE: return "usage error";
    case GG_EINPUT: return "bad input";
    case GG_ESYS: return "system error";
    case GG_ENOMEM: return "out of memory";
    }
    return "unknown status";
}

int gg_exit_code(gg_status s)
{
    switch (s) {
    case GG_OK: return 0;
    case GG_ECHECK: return 1;
    case GG_EUSAGE: return 2;
    case GG_EINPUT: return 3;
    case GG_ESYS:
    case GG_ENOMEM: return 4;
    }
    return 4;
}

gg_status gg_diag_vset(gg_diag *d, gg_status s, const char *fmt, va_list ap)
{
    if (d == NULL || d->status != GG_OK) return s;
    d->status = s;
    vsnprintf(d->msg, sizeof d->msg, fmt, ap);
    return s;
}

gg_status gg_diag_set(gg_diag *d, gg_status s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gg_diag_vset(d, s, fmt, ap);
    va_end(ap);
    return s;
}

gg_status gg_diag_nomem(gg_diag *d)
{
    return gg_diag_set(d, GG_ENOMEM, "out of memory");
}

void gg_diag_clear(gg_diag *d)
{
    d->status = GG_OK;
    d->msg[0] = '\0';
}
