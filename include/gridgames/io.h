/* io.h: the buffered reader every parser uses and the buffered writer every answer goes to.
 *
 * gg_reader reads a file descriptor in large blocks (or a memory buffer) and parses integers
 * and whitespace-separated words by hand. It tracks line and column (1-based, in bytes) so
 * every input error is reported as "<name>:LINE:COLUMN: message". Blank space between tokens
 * is any run of ' ', '\t', '\r', '\n', '\v', '\f' (so CRLF input is accepted); the format's
 * line structure is not enforced, only the order of tokens.
 *
 * gg_writer buffers output to a file descriptor or to a growing memory block. Write errors
 * are sticky: the writer remembers the first one and gg_writer_flush/close report it.
 */
#ifndef GRIDGAMES_IO_H
#define GRIDGAMES_IO_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- reader ------------------------------------------------------------------------- */

/* The fields are private; the struct is public only so callers can keep it on the stack. */
typedef struct gg_reader {
    int fd;                   /* -1 when reading memory */
    const char *name;         /* "<stdin>", a file name, or "<demo>" */
    gg_diag *diag;            /* where errors go */
    unsigned char *buf;       /* current window of the input */
    size_t len, pos, cap;     /* bytes in buf, read position, allocated size */
    int owned, at_eof;        /* buf is ours (allocated); no more to read */
    uint64_t base;            /* absolute offset of buf[0] */
    size_t window;            /* a file reader before its first read: the window it will take
                               * (the whole file, or a block); 0 after it */
    uint64_t size;            /* a regular file's bytes from where reading began, else UINT64_MAX */
    uint64_t line;            /* current line (1-based) */
    uint64_t line_start;      /* absolute offset of the first byte of the current line */
    uint64_t tok_line;        /* position of the last token read, for error messages */
    uint64_t tok_col;
} gg_reader;

/* Reads from an open file descriptor (not closed by the reader). */
gg_status gg_reader_open_fd(gg_reader *r, int fd, const char *name, gg_diag *diag);
/* Reads from memory; data must outlive the reader. Never fails. */
void gg_reader_open_mem(gg_reader *r, const void *data, size_t len, const char *name,
                        gg_diag *diag);
void gg_reader_close(gg_reader *r);
/* Says the input before the current position will not be looked at again. Nothing to give
 * back today: a file reader holds only a window of its input, a memory reader's bytes are its
 * caller's. */
void gg_reader_release(gg_reader *r);

/* Reads the next integer (optional '-', then decimal digits, ending at blank space or end of
 * input) and checks lo <= value <= hi. `what` names the value in messages ("n", "the number
 * of tokens"). Errors (GG_EINPUT, located at the token): end of input, not a number,
 * overflows 64 bits, out of range (the message states the range). */
gg_status gg_read_int(gg_reader *r, const char *what, int64_t lo, int64_t hi, int64_t *out);

/* Reads the next blank-separated word. *word points into the reader's buffer and stays valid
 * only until the next read call. Error at end of input. */
gg_status gg_read_word(gg_reader *r, const char *what, const unsigned char **word,
                       size_t *len);

/* Skips blank space; succeeds only at end of input (else "unexpected data after ..."). */
gg_status gg_read_end(gg_reader *r, const char *after);

/* For line protocols: succeeds if only spaces, tabs and '\r' stand between the last token and
 * the end of its line (or of the input); else "unexpected data after WHAT: ..." located at
 * the stray token. Leaves the newline unread and never reads past it, so an interactive peer
 * that waits for our answer after its line is never waited on. */
gg_status gg_read_eol(gg_reader *r, const char *what);

/* For line protocols: reads the rest of the current line and consumes its newline (a '\r'
 * before it is dropped). *line points into the reader's buffer and stays valid only until the
 * next read call; *line is NULL at end of input. Never reads past the newline (interactive
 * peers are not waited on). Error: a line longer than 64 MiB. */
gg_status gg_read_line(gg_reader *r, const char *what, const unsigned char **line, size_t *len);
/* Reads everything that is left of the input and points *data at it (valid until the next read
 * call or close); the reader is then at the end. For validators, which judge every byte. */
gg_status gg_read_rest(gg_reader *r, const unsigned char **data, size_t *len);

/* 1 if only blank space remains, 0 otherwise (an I/O error counts as 1; it is recorded). */
int gg_reader_at_end(gg_reader *r);

/* Records an input error located at the last token read, `offset` bytes into it, and returns
 * GG_EINPUT. For errors the parser finds inside a token (a bad character in a board row). */
gg_status gg_reader_fail(gg_reader *r, size_t offset, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The same at a token read earlier, starting at `line` and `col` (1-based): for a check that
 * needs several values, blamed on the one that breaks it. */
gg_status gg_reader_fail_at(gg_reader *r, uint64_t line, uint64_t col, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Writes a printable rendering of up to `max` bytes of p into out (NUL-terminated, at most
 * outsz bytes): 'q', '\x00', "end of input" for len 0. Used in "found ..." messages. */
void gg_quote_bytes(char *out, size_t outsz, const unsigned char *p, size_t len, size_t max);

/* ---- writer ------------------------------------------------------------------------- */

typedef struct gg_writer {
    int fd;                   /* -1 for a memory writer */
    char *buf;
    size_t len, cap;
    gg_status err;            /* first error, sticky */
    int errnum;               /* errno of the first failed write(2) (err GG_ESYS), else 0 */
} gg_writer;

/* A writer to a file descriptor (not closed by the writer). */
gg_status gg_writer_open_fd(gg_writer *w, int fd);
/* A writer to memory; gg_writer_data gives the bytes. */
void gg_writer_open_mem(gg_writer *w);
/* Room in a memory writer for n more bytes at once, where the caller knows about how much it
 * will write: one block instead of a doubling from 256 bytes, each step a copy and fresh
 * pages. A hint: a writer that gets more grows as before. Nothing for a file writer (its
 * buffer goes out when full). GG_ENOMEM when the room cannot be made (the writer then as it
 * was, and still usable), else the writer's error so far (which w->err tells from it: a
 * writer with an error drops every write until gg_writer_reset). */
gg_status gg_writer_reserve(gg_writer *w, size_t n);
/* Empties a memory writer and clears its error, keeping its buffer for the next bytes. */
void gg_writer_reset(gg_writer *w);
/* Flushes (fd writers) and frees the buffer; returns the first error seen, if any. */
gg_status gg_writer_close(gg_writer *w);
gg_status gg_writer_flush(gg_writer *w);
/* The bytes written so far to a memory writer (not NUL-terminated unless you add one). */
const char *gg_writer_data(const gg_writer *w, size_t *len);

void gg_write(gg_writer *w, const void *p, size_t n);
void gg_write_str(gg_writer *w, const char *s);
void gg_write_char(gg_writer *w, char c);
void gg_write_u64(gg_writer *w, uint64_t v);
void gg_write_i64(gg_writer *w, int64_t v);
void gg_writef(gg_writer *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#ifdef __cplusplus
}
#endif
#endif
