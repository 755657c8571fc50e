/* reader.c: buffered input with hand-written integer and word parsing and exact
 * line:column positions for error messages.
 *
 * The reader keeps a window buf[0..len) of the input starting at absolute offset `base`.
 * A token never straddles a refill: before parsing a token the reader makes sure the whole
 * token is in the window (compacting and, for very long words, growing the buffer). Line and
 * column are maintained while skipping blank space, so they cost one compare per byte.
 *
 * Every file descriptor, a regular file included, is read with read(2) into the window, never
 * mapped: a mapped file that shrinks while it is read kills the process with SIGBUS, which
 * only a signal handler could turn into a message, and the library installs none. Read, a
 * file that shrinks just ends early, and the parse says where (exit 3). */
#define _DEFAULT_SOURCE /* madvise (huge.h) */
#include <errno.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <gridgames/io.h>

#include "read_fast.h"

#define GG_READ_BLOCK (1u << 20)
#ifndef GG_FUZZ_LIMITS
/* No format has a longer token; a longer one is an error, not an ever-growing buffer. */
#define GG_MAX_TOKEN ((size_t)1 << 26)
#else
/* Fuzz builds (tests/fuzz): a limit a small input can reach, and reads of 1..13 bytes (a
 * fixed function of the offset, so runs repeat) so tokens straddle refills on every input. */
#define GG_MAX_TOKEN ((size_t)1 << 10)
#endif
#define GG_MAX_LINE GG_MAX_TOKEN /* a line of a line protocol (gg_read_line) */

/* How many bytes to ask read(2) for when `room` are free in the window. */
static size_t read_size(const gg_reader *r, size_t room)
{
#ifdef GG_FUZZ_LIMITS
    size_t k = 1 + (size_t)((r->base + r->len) * 2654435761u % 13);
    return k < room ? k : room;
#else
    (void)r;
    return room;
#endif
}

static long refill(gg_reader *r);

static gg_status fail_here(gg_reader *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#include "huge.h"
#ifndef GG_FUZZ_LIMITS
#include <sys/stat.h>

/* A regular file with at most this much left is read whole at the first read, so every game
 * sees its whole input in the window (gg_reader_left), as from memory, unless it asked for a
 * smaller window first (gg_reader_stream); a larger one is read in blocks like a pipe, so the
 * reader's memory stays bounded. */
#define GG_READ_WHOLE ((off_t)1 << 26)

/* A regular file with at most GG_READ_WHOLE bytes left: its size, and a window of all of it
 * plus one byte (the read that finds the end). */
static void file_window(gg_reader *r)
{
    struct stat st;
    if (fstat(r->fd, &st) != 0 || !S_ISREG(st.st_mode)) return;
    const off_t at = lseek(r->fd, 0, SEEK_CUR);
    if (at < 0 || at > st.st_size) return;
    r->size = (uint64_t)(st.st_size - at);
    if (st.st_size - at <= GG_READ_WHOLE) r->window = (size_t)(st.st_size - at) + 1;
}
#endif

gg_status gg_reader_open_fd(gg_reader *r, int fd, const char *name, gg_diag *diag)
{
    static unsigned char none[1]; /* the window before the first read: empty, never written */
    memset(r, 0, sizeof *r);
    r->fd = fd;
    r->name = name;
    r->diag = diag;
    r->line = 1;
    r->buf = none;
    r->size = UINT64_MAX;
    r->window = GG_READ_BLOCK;
#ifndef GG_FUZZ_LIMITS
    file_window(r);
#endif
    return GG_OK; /* the window is made by the first read (refill), which reports its errors */
}

void gg_reader_stream(gg_reader *r, size_t bytes)
{
    if (r->window && bytes && bytes < r->window) r->window = bytes;
}

/* The first read of a file reader: the window, and for a file read whole (its window is its
 * size plus one byte; never so for UINT64_MAX), all of it. From 128 KiB on a whole file goes
 * in huge pages (huge.h, rounded up to 2 MiB): one page fault instead of one per 4 KiB, each
 * about 1.3 us on the development machine, so from there one huge page costs less than the
 * small ones it replaces (a whole process on tokens inputs of 150 KiB to 900 KiB: 0.97 to
 * 0.82 of its wall time with a bound of 1 MiB; at 64 and 100 KiB huge pages were 1.11 and
 * 1.05 slower). */
static long first_fill(gg_reader *r)
{
    const int whole = r->window == r->size + 1;
    unsigned char *buf = whole && r->window >= GG_HUGE_PAGE / 16 ? gg_alloc_huge(r->window) : malloc(r->window);
    if (buf == NULL) return r->at_eof = 1, gg_diag_nomem(r->diag), -1;
    r->buf = buf, r->cap = r->window, r->owned = 1, r->window = 0;
    long got;
    while ((got = refill(r)) > 0 && whole && r->len < r->cap) { /* to the end; a file that shrank ends early */
    }
    return got < 0 ? -1 : (long)r->len;
}

void gg_reader_open_mem(gg_reader *r, const void *data, size_t len, const char *name,
                        gg_diag *diag)
{
    memset(r, 0, sizeof *r);
    r->fd = -1;
    r->name = name;
    r->diag = diag;
    r->line = 1;
    r->buf = (unsigned char *)data; /* never written through for memory readers */
    r->len = r->cap = len;
    r->at_eof = 1;
}

void gg_reader_close(gg_reader *r)
{
    if (r->owned == 1) free(r->buf);
    r->buf = NULL;
    r->len = r->pos = r->cap = 0;
}

void gg_reader_release(gg_reader *r)
{
    (void)r; /* a file reader holds only its window; a memory reader's bytes are its caller's */
}

static long first_fill(gg_reader *r);

/* Reads more input into the window, keeping buf[pos..len). Returns the number of new
 * bytes (0 at end of input), or -1 on error (recorded). */
static long refill(gg_reader *r)
{
    if (r->at_eof) return 0;
    if (r->window) return first_fill(r);
    if (r->pos > 0) {
        size_t keep = r->len - r->pos;
        memmove(r->buf, r->buf + r->pos, keep);
        r->base += r->pos;
        r->len = keep;
        r->pos = 0;
    }
    if (r->len == r->cap) {
        /* Only a token or line longer than the window grows it (token_extent and
         * gg_read_line stop at GG_MAX_TOKEN), or gg_read_rest, which holds the whole input:
         * its doubling fails in realloc long before cap * 2 could wrap a size_t. */
        if (r->cap > SIZE_MAX / 2) {
            gg_diag_nomem(r->diag);
            return -1;
        }
        size_t ncap = r->cap * 2;
        unsigned char *nb = realloc(r->buf, ncap);
        if (nb == NULL) {
            gg_diag_nomem(r->diag);
            return -1;
        }
        r->buf = nb;
        r->cap = ncap;
    }
    for (;;) {
        ssize_t got = read(r->fd, r->buf + r->len, read_size(r, r->cap - r->len));
        if (got > 0) {
            r->len += (size_t)got;
            return got;
        }
        if (got == 0) {
            r->at_eof = 1;
            return 0;
        }
        if (errno == EINTR) continue;
        gg_diag_set(r->diag, GG_ESYS, "%s: read error: %s", r->name, strerror(errno));
        r->at_eof = 1;
        return -1;
    }
}

/* Skips blank space, tracking lines. Returns 1 if a token starts at buf[pos], 0 at end of
 * input, -1 on a read error. */
static int skip_blank(gg_reader *r)
{
    for (;;) {
        while (r->pos < r->len) {
            unsigned c = r->buf[r->pos];
            if (!gg_is_blank(c)) return 1;
            r->pos++;
            if (c == '\n') {
                r->line++;
                r->line_start = r->base + r->pos;
            }
        }
        long got = refill(r);
        if (got < 0) return -1;
        if (got == 0) return 0;
    }
}

/* The index of the first blank byte in buf[i..len), or len. Eight bytes at a time while
 * none of them is below 0x21 (every blank byte is: 0x09-0x0d and 0x20), the exact test on
 * the rest; the word test is a filter only (it may flag a byte above a small one, never miss
 * one), so the result is the byte-at-a-time scan's. */
static size_t blank_from(const unsigned char *buf, size_t i, size_t len)
{
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    for (; len - i >= 8; i += 8) {
        uint64_t x;
        memcpy(&x, buf + i, 8);
        if ((x - 0x21 * ones) & ~x & highs) break; /* some byte < 0x21 (exact for "some") */
    }
    while (i < len && !gg_is_blank(buf[i])) i++;
    return i;
}

/* Makes sure the token starting at pos is wholly in the window; returns its length, or
 * (size_t)-1 on a read error. */
static size_t token_extent(gg_reader *r)
{
    size_t i = r->pos;
    for (;;) {
        i = blank_from(r->buf, i, r->len);
        size_t done = i - r->pos;
        /* Checked on every pass, not only before a refill: the window doubles, so a check at
         * refills alone let tokens up to twice the limit through (and memory readers none). */
        if (done > GG_MAX_TOKEN) {
            fail_here(r, "a token longer than %zu bytes", GG_MAX_TOKEN);
            return (size_t)-1;
        }
        if (i < r->len || r->at_eof) return done;
        long got = refill(r); /* moves the token to buf[0] */
        if (got < 0) return (size_t)-1;
        i = r->pos + done;
    }
}

static void mark_token(gg_reader *r)
{
    r->tok_line = r->line;
    r->tok_col = r->base + r->pos - r->line_start + 1;
}

void gg_quote_bytes(char *out, size_t outsz, const unsigned char *p, size_t len, size_t max)
{
    size_t o = 0;
    if (outsz == 0) return;
    if (len == 0) {
        snprintf(out, outsz, "end of input");
        return;
    }
    if (o + 1 < outsz) out[o++] = '\'';
    for (size_t i = 0; i < len && i < max; i++) {
        unsigned c = p[i];
        char tmp[8];
        if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\')
            snprintf(tmp, sizeof tmp, "%c", (int)c);
        else
            snprintf(tmp, sizeof tmp, "\\x%02x", c);
        size_t tl = strlen(tmp);
        if (o + tl + 5 >= outsz) break;
        memcpy(out + o, tmp, tl);
        o += tl;
    }
    if (len > max && o + 4 < outsz) {
        memcpy(out + o, "...", 3);
        o += 3;
    }
    if (o + 1 < outsz) out[o++] = '\'';
    out[o] = '\0';
}

static gg_status vfail(gg_reader *r, uint64_t line, uint64_t col, const char *fmt, va_list ap)
{
    char msg[GG_DIAG_MAX];
    vsnprintf(msg, sizeof msg, fmt, ap);
    return gg_diag_set(r->diag, GG_EINPUT, "%s:%llu:%llu: %s", r->name,
                       (unsigned long long)line, (unsigned long long)col, msg);
}

static gg_status fail_here(gg_reader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gg_status s = vfail(r, r->tok_line, r->tok_col, fmt, ap);
    va_end(ap);
    return s;
}

gg_status gg_reader_fail_at(gg_reader *r, uint64_t line, uint64_t col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gg_status s = vfail(r, line, col, fmt, ap);
    va_end(ap);
    return s;
}

gg_status gg_reader_fail(gg_reader *r, size_t offset, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gg_status s = vfail(r, r->tok_line, r->tok_col + offset, fmt, ap);
    va_end(ap);
    return s;
}

/* Positions at the next token; on end of input records "expected WHAT, found end of input"
 * at the end position. */
static gg_status next_token(gg_reader *r, const char *what, size_t *len)
{
    int k = skip_blank(r);
    if (k < 0) return r->diag ? r->diag->status : GG_ESYS;
    mark_token(r);
    if (k == 0) return fail_here(r, "expected %s, found end of input", what);
    size_t n = token_extent(r);
    if (n == (size_t)-1) return r->diag ? r->diag->status : GG_ESYS;
    *len = n;
    return GG_OK;
}

/* The common case in one pass: at most 19 digits followed by blank space or the end of the
 * input, wholly inside the window. Returns 1 and sets *out/advances on success; 0 to let the
 * careful path below handle (and describe) anything else. */
static int fast_int(gg_reader *r, int64_t lo, int64_t hi, int64_t *out)
{
    mark_token(r);
    if (r->len - r->pos < 24 && !r->at_eof) {
        /* Never read more when the token already ends inside the window: an interactive peer
         * (a judge) sends nothing more until it gets our answer. */
        const unsigned char *q = r->buf + r->pos, *e = r->buf + r->len;
        while (q < e && !gg_is_blank(*q)) q++;
        if (q == e) return 0; /* the careful path extends the token */
    }
    const unsigned char *p = r->buf + r->pos, *end = r->buf + r->len;
    int neg = *p == '-';
    p += neg;
    const unsigned char *start = p;
    uint64_t v = 0;
    while (p < end && (unsigned)(*p - '0') <= 9 && p - start < 19) v = v * 10 + (unsigned)(*p++ - '0');
    if (p == start || (p < end && !gg_is_blank(*p))) return 0;
    int64_t x;
    if (neg) {
        if (v > (uint64_t)INT64_MAX) return 0;
        x = -(int64_t)v;
    } else {
        if (v > (uint64_t)INT64_MAX) return 0;
        x = (int64_t)v;
    }
    if (x < lo || x > hi) return 0;
    r->pos = (size_t)(p - r->buf);
    *out = x;
    return 1;
}

/* gg_read_int's general path: any blank run, refills, and every error described. Kept out of
 * line so that the hot path saves no registers for it. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static gg_status read_int_general(gg_reader *r, const char *what, int64_t lo, int64_t hi, int64_t *out)
{
    int k = skip_blank(r);
    if (k < 0) return r->diag ? r->diag->status : GG_ESYS;
    mark_token(r); /* so gg_reader_fail can point at this integer after it was read */
    if (k == 1 && fast_int(r, lo, hi, out)) return GG_OK;
    size_t n = 0;
    gg_status s = next_token(r, what, &n);
    if (s != GG_OK) return s;
    const unsigned char *p = r->buf + r->pos;
    size_t i = 0;
    int neg = 0;
    if (p[0] == '-' || p[0] == '+') {
        neg = p[0] == '-';
        i = 1;
    }
    if (i == n || p[i] < '0' || p[i] > '9') {
        char q[64];
        gg_quote_bytes(q, sizeof q, p, n, 20);
        return fail_here(r, "expected %s (an integer), found %s", what, q);
    }
    uint64_t v = 0;
    const uint64_t limit = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
    for (; i < n; i++) {
        unsigned d = (unsigned)p[i] - '0';
        if (d > 9) {
            char q[64];
            gg_quote_bytes(q, sizeof q, p, n, 20);
            return gg_reader_fail(r, i, "expected %s (an integer), found %s", what, q);
        }
        if (v > (limit - d) / 10) {
            char q[64];
            gg_quote_bytes(q, sizeof q, p, n, 24);
            return fail_here(r, "%s %s does not fit in 64 bits", what, q);
        }
        v = v * 10 + d;
    }
    int64_t x = neg ? (v == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)v) : (int64_t)v;
    if (x < lo || x > hi)
        return fail_here(r, "%s is %lld, outside the allowed range %lld..%lld", what,
                         (long long)x, (long long)lo, (long long)hi);
    r->pos += n;
    *out = x;
    return GG_OK;
}

gg_status gg_read_int(gg_reader *r, const char *what, int64_t lo, int64_t hi, int64_t *out)
{
    return gg_quick_int(r, lo, hi, out) ? GG_OK : read_int_general(r, what, lo, hi, out);
}

gg_status gg_read_word(gg_reader *r, const char *what, const unsigned char **word,
                       size_t *len)
{
    size_t n = 0;
    gg_status s = next_token(r, what, &n);
    if (s != GG_OK) return s;
    *word = r->buf + r->pos;
    *len = n;
    r->pos += n;
    return GG_OK;
}

int gg_reader_at_end(gg_reader *r)
{
    /* The common case without a call: a token's first byte, or one blank before it, is in the
     * window (the blank is left for the next read to skip and count). */
    if (r->pos + 1 < r->len && (!gg_is_blank(r->buf[r->pos]) || !gg_is_blank(r->buf[r->pos + 1]))) return 0;
    return skip_blank(r) != 1;
}

/* The error of a token at pos where none may be (gg_read_end, gg_read_eol), quoted. */
static gg_status fail_unexpected(gg_reader *r, const char *after)
{
    mark_token(r);
    size_t n = token_extent(r);
    if (n == (size_t)-1) return r->diag ? r->diag->status : GG_ESYS;
    char q[64];
    gg_quote_bytes(q, sizeof q, r->buf + r->pos, n, 20);
    return fail_here(r, "unexpected data after %s: %s", after, q);
}

gg_status gg_read_end(gg_reader *r, const char *after)
{
    int k = skip_blank(r);
    if (k < 0) return r->diag ? r->diag->status : GG_ESYS;
    return k == 0 ? GG_OK : fail_unexpected(r, after);
}

gg_status gg_read_eol(gg_reader *r, const char *what)
{
    for (;;) {
        while (r->pos < r->len) {
            unsigned c = r->buf[r->pos];
            if (c == '\n') return GG_OK;
            if (!gg_is_blank(c)) return fail_unexpected(r, what);
            r->pos++;
        }
        long got = refill(r);
        if (got < 0) return r->diag ? r->diag->status : GG_ESYS;
        if (got == 0) return GG_OK;
    }
}

gg_status gg_read_line(gg_reader *r, const char *what, const unsigned char **line, size_t *len)
{
    size_t i = r->pos;
    for (;;) {
        while (i < r->len && r->buf[i] != '\n') i++;
        if (i < r->len || r->at_eof) break;
        size_t done = i - r->pos;
        if (done > GG_MAX_LINE) {
            mark_token(r);
            return fail_here(r, "%s: a line longer than %zu bytes", what, (size_t)GG_MAX_LINE);
        }
        long got = refill(r); /* moves the line to buf[0] */
        if (got < 0) return r->diag ? r->diag->status : GG_ESYS;
        i = r->pos + done;
    }
    if (i == r->pos && i == r->len) { /* nothing left */
        mark_token(r);
        *line = NULL;
        *len = 0;
        return GG_OK;
    }
    mark_token(r);
    *line = r->buf + r->pos;
    *len = i - r->pos;
    if (*len > 0 && (*line)[*len - 1] == '\r') (*len)--;
    if (i < r->len) { /* consume the newline; never read past it */
        r->pos = i + 1;
        r->line++;
        r->line_start = r->base + r->pos;
    } else {
        r->pos = i;
    }
    return GG_OK;
}

long gg_reader_peek(gg_reader *r, size_t want, const unsigned char **p)
{
    while (r->len - r->pos < want) {
        long got = refill(r); /* keeps buf[pos..len), appends */
        if (got < 0) return -1;
        if (got == 0) break;
    }
    *p = r->buf + r->pos;
    size_t have = r->len - r->pos;
    return (long)(have < want ? have : want);
}

void gg_reader_advance(gg_reader *r, size_t n)
{
    r->pos += n;
}

gg_status gg_read_rest(gg_reader *r, const unsigned char **data, size_t *len)
{
    for (;;) {
        long got = refill(r); /* keeps buf[pos..len), appends */
        if (got < 0) return r->diag ? r->diag->status : GG_ESYS;
        if (got == 0) break;
    }
    *data = r->buf + r->pos;
    *len = r->len - r->pos;
    r->pos = r->len;
    return GG_OK;
}
