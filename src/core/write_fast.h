/* write_fast.h (private): gg_write for the short answers of the judge outputs (Lame queen's
 * fractions), inline: while the buffer has room, a fixed 32-byte copy, which the compiler
 * makes two or four moves, instead of a call to gg_write and one to memcpy. */
#ifndef GG_CORE_WRITE_FAST_H
#define GG_CORE_WRITE_FAST_H

#include <string.h>

#include <gridgames/io.h>

/* gg_write(w, p, n), where p[0..32) may be read whatever n is (the caller's buffer extends
 * that far). With n <= 32 and 32 bytes free, the 32 bytes are copied and n counted: the
 * bytes past n are overwritten by the next write or never written out. */
static inline void gg_write_short(gg_writer *w, const char *p, size_t n)
{
    if (n <= 32 && w->err == GG_OK && w->cap - w->len >= 32) {
        memcpy(w->buf + w->len, p, 32);
        w->len += n;
        return;
    }
    gg_write(w, p, n);
}

#endif
