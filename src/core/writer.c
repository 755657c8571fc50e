/* writer.c: buffered output to a file descriptor or to a growing memory block. */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE (huge.h) */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <gridgames/io.h>

#include "huge.h"

#define GG_WRITE_BLOCK (1u << 16)

gg_status gg_writer_open_fd(gg_writer *w, int fd)
{
    memset(w, 0, sizeof *w);
    w->fd = fd;
    w->cap = GG_WRITE_BLOCK;
    w->buf = malloc(w->cap);
    if (w->buf == NULL) {
        w->cap = 0;
        w->err = GG_ENOMEM;
        return GG_ENOMEM;
    }
    return GG_OK;
}

void gg_writer_open_mem(gg_writer *w)
{
    memset(w, 0, sizeof *w);
    w->fd = -1;
}

void gg_writer_reset(gg_writer *w)
{
    w->len = 0;
    w->err = GG_OK;
    w->errnum = 0;
}

/* Writes the n bytes at p to the writer's file descriptor (the first error kept). */
static void put(gg_writer *w, const char *p, size_t n)
{
    size_t off = 0;
    while (off < n) {
        ssize_t k = write(w->fd, p + off, n - off);
        if (k < 0) {
            if (errno == EINTR) continue;
            if (w->err == GG_OK) w->err = GG_ESYS, w->errnum = errno;
            break;
        }
        off += (size_t)k;
    }
}

static void drain(gg_writer *w)
{
    put(w, w->buf, w->len);
    w->len = 0;
}

gg_status gg_writer_flush(gg_writer *w)
{
    if (w->fd >= 0 && w->len > 0) drain(w);
    return w->err;
}

gg_status gg_writer_close(gg_writer *w)
{
    gg_status s = gg_writer_flush(w);
    free(w->buf);
    w->buf = NULL;
    w->len = w->cap = 0;
    return s;
}

const char *gg_writer_data(const gg_writer *w, size_t *len)
{
    if (len) *len = w->len;
    return w->buf ? w->buf : "";
}

/* Grows the buffer to hold n more bytes (doubling from 256 bytes); 0 when out of memory or n
 * is past any buffer, the writer then as it was. */
static int grow(gg_writer *w, size_t n)
{
    if (w->len > SIZE_MAX / 2 || n > SIZE_MAX / 2 - w->len) return 0; /* the doubling then stays below SIZE_MAX */
    size_t ncap = w->cap ? w->cap : 256;
    while (ncap < w->len + n) ncap *= 2;
    char *nb = gg_realloc_big(w->buf, w->len, ncap);
    if (nb == NULL) return 0;
    w->buf = nb;
    w->cap = ncap;
    return 1;
}

/* Makes room for n more bytes; 0 if the bytes must be dropped. */
static int room(gg_writer *w, size_t n)
{
    if (w->err != GG_OK) return 0;
    if (w->len + n <= w->cap) return 1;
    if (w->fd >= 0) {
        drain(w);
        if (n <= w->cap) return w->err == GG_OK;
    }
    if (!grow(w, n)) {
        w->err = GG_ENOMEM;
        return 0;
    }
    return 1;
}

gg_status gg_writer_reserve(gg_writer *w, size_t n)
{
    if (w->fd >= 0 || w->err != GG_OK || n <= w->cap - w->len) return w->err;
    return grow(w, n) ? GG_OK : GG_ENOMEM;
}

void gg_write(gg_writer *w, const void *p, size_t n)
{
    if (w->fd >= 0 && n > w->cap && w->err == GG_OK) {
        /* more than the buffer holds (a block made elsewhere, such as a second thread's
         * answers): written straight from where it is, not copied into a grown buffer */
        drain(w);
        if (w->err == GG_OK) put(w, p, n);
        return;
    }
    if (n == 0 || !room(w, n)) return;
    memcpy(w->buf + w->len, p, n);
    w->len += n;
}

void gg_write_str(gg_writer *w, const char *s)
{
    gg_write(w, s, strlen(s));
}

void gg_write_char(gg_writer *w, char c)
{
    if (w->len < w->cap && w->err == GG_OK) {
        w->buf[w->len++] = c;
        return;
    }
    gg_write(w, &c, 1);
}

void gg_write_u64(gg_writer *w, uint64_t v)
{
    char tmp[24];
    int i = 24;
    do {
        tmp[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    gg_write(w, tmp + i, (size_t)(24 - i));
}

void gg_write_i64(gg_writer *w, int64_t v)
{
    if (v < 0) {
        gg_write_char(w, '-');
        gg_write_u64(w, (uint64_t)0 - (uint64_t)v);
    } else {
        gg_write_u64(w, (uint64_t)v);
    }
}

void gg_writef(gg_writer *w, const char *fmt, ...)
{
    char small[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n < sizeof small) {
        gg_write(w, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (big == NULL) {
        if (w->err == GG_OK) w->err = GG_ENOMEM;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    gg_write(w, big, (size_t)n);
    free(big);
}
