/* error.h: status codes, exit codes and the diagnostic record every fallible call fills.
 *
 * The error contract, true of every function in the library:
 *   - A function that can fail returns a gg_status and takes `gg_diag *diag` as its last
 *     parameter. GG_OK (0) is success; any other value says what went wrong.
 *   - `diag` may be NULL: the status still says what happened, the message is dropped.
 *   - The function that meets a failure records it (an allocation failure too, as "out of
 *     memory"); the first error recorded in a diag wins, later ones are ignored.
 *   - A function that cannot fail returns its value and takes no diag.
 *
 * The numeric value of each status is the exit code the gridgames command uses for it (jq
 * style), except GG_ENOMEM which exits 4 like GG_ESYS. Input errors start with
 * "<name>:LINE:COLUMN: ".
 */
#ifndef GRIDGAMES_ERROR_H
#define GRIDGAMES_ERROR_H

#include <stdarg.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum gg_status {
    GG_OK = 0,      /* success */
    GG_ECHECK = 1,  /* a check failed: verify found a disagreement, judge saw the player lose */
    GG_EUSAGE = 2,  /* bad command line */
    GG_EINPUT = 3,  /* bad input data (with a location) */
    GG_ESYS = 4,    /* an I/O or other system error */
    GG_ENOMEM = 5   /* out of memory (exit code 4) */
} gg_status;

/* A short name of the status: "ok", "check failed", "usage error", "bad input", ... */
const char *gg_strerror(gg_status s);

/* The process exit code for a status: 0, 1, 2, 3 or 4. */
int gg_exit_code(gg_status s);

#define GG_DIAG_MAX 1024

/* Where a failing call explains itself. Zero-initialise; the first error wins (later
 * gg_diag_set calls on a diag that already holds an error keep the first message). */
typedef struct gg_diag {
    gg_status status;
    char msg[GG_DIAG_MAX];
} gg_diag;

/* Records status s with a printf-style message (if d holds no error yet); returns s. */
gg_status gg_diag_set(gg_diag *d, gg_status s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
gg_status gg_diag_vset(gg_diag *d, gg_status s, const char *fmt, va_list ap);

/* Records "out of memory" and returns GG_ENOMEM. */
gg_status gg_diag_nomem(gg_diag *d);

/* Forgets any recorded error. */
void gg_diag_clear(gg_diag *d);

#ifdef __cplusplus
}
#endif
#endif
