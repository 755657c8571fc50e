/* reader.h (private): the reader as the games use it beyond <gridgames/io.h>. The games never
 * touch gg_reader's fields: what they need of them is an accessor here (inline, so free in a
 * loop), and the fast integer path is one:
 *
 *   gg_read_int_hot    gg_read_int with the hot path inlined at the call (one integer);
 *   gg_quick_groups    a run of whole groups of integers ("x y" points, "x1 y1 x2 y2" queries,
 *                      a header "n m k"), checked by the caller's test and kept up to the first
 *                      group that fails it, the reader moved past those only: the one "scan,
 *                      check, re-scan, commit" of every game's reading loop;
 *   gg_reader_split    a copy of the reader from a '\n' half way on, for a second thread that
 *                      reads ahead, and gg_reader_place / gg_reader_resume to take its place.
 *
 * The scanner under them is src/core/read_fast.h (shared with reader.c, which defines
 * gg_read_int on it); this header adds what calls into reader.c, so the dependency runs one
 * way: reader.h -> reader.c -> read_fast.h. */
#ifndef GG_CORE_READER_H
#define GG_CORE_READER_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <gridgames/io.h>

#include "read_fast.h"

/* ---- accessors ------------------------------------------------------------------------ */

/* Where the reader's errors go (the diag given to gg_reader_open_*; may be NULL). */
static inline gg_diag *gg_reader_diag(const gg_reader *r)
{
    return r->diag;
}

/* The input's name for messages: "<stdin>", a file name, "<demo>". */
static inline const char *gg_reader_name(const gg_reader *r)
{
    return r->name;
}

/* The file descriptor read, or -1 for a memory reader. */
static inline int gg_reader_fd(const gg_reader *r)
{
    return r->fd;
}

/* The line (1-based) of the last token read, or of the end of input where a read found it. */
static inline uint64_t gg_reader_token_line(const gg_reader *r)
{
    return r->tok_line;
}

/* Where the last token read starts (line and column), to name it in an error found later
 * (gg_reader_fail_at). */
typedef struct gg_token_at {
    uint64_t line, col;
} gg_token_at;

static inline gg_token_at gg_reader_token_at(const gg_reader *r)
{
    return (gg_token_at){r->tok_line, r->tok_col};
}

/* The bytes of input left when all of them are in the window (a memory reader, or a file read
 * to its end), else SIZE_MAX. */
static inline size_t gg_reader_left(const gg_reader *r)
{
    return r->at_eof ? r->len - r->pos : SIZE_MAX;
}

/* Asks a file reader that has read nothing yet for a window of at most `bytes` (read in blocks,
 * reused), where it would take the whole file: for a game that reads its input once, front to
 * back, a small window stays in the processor's cache and spares the page faults of one as
 * large as the file. Nothing after the first read, or for a memory reader. */
void gg_reader_stream(gg_reader *r, size_t bytes);
/* The window of the games that ask (Go, Mimo, Tokens on one thread): 64 KiB. Against the whole
 * file, wall 0.87 to 1.00 and 0.04 to 0.7 times the peak memory on the benchmarks' inputs;
 * 1 MiB blocks were slower for Mimo (docs/benchmarks.md, the reader). */
#define GG_STREAM_WINDOW ((size_t)1 << 16)

/* The bytes of input left as far as the reader knows: gg_reader_left, or for a regular file
 * read in blocks what its size said when the reader opened (the file may have changed since:
 * a hint for the size of an allocation, never a bound that reading relies on), else SIZE_MAX. */
static inline size_t gg_reader_left_hint(const gg_reader *r)
{
    if (r->at_eof || r->size == UINT64_MAX) return gg_reader_left(r);
    const uint64_t done = r->base + r->pos;
    return r->size <= done ? 0 : r->size - done > SIZE_MAX - 1 ? SIZE_MAX - 1 : (size_t)(r->size - done);
}

/* ---- the fast integer path --------------------------------------------------------------- */

/* gg_read_int, with its hot path inlined at the call. */
static inline gg_status gg_read_int_hot(gg_reader *r, const char *what, int64_t lo, int64_t hi, int64_t *out)
{
    return gg_quick_int(r, lo, hi, out) ? GG_OK : gg_read_int(r, what, lo, hi, out);
}

/* The caller's test of groups just scanned: how many of the first `groups` groups of v[] pass
 * it, counted from the first (the index of the first that fails, or groups). */
typedef size_t (*gg_quick_check)(const int64_t *v, size_t groups, const void *arg);

/* Up to `most` groups of `size` integers in [lo, hi] into v[0..size * most), as the hot path
 * takes them in one run (gg_quick_blocks), kept up to the first group the run leaves incomplete
 * or `check` fails (check NULL: every whole group passes); returns how many were kept, the
 * reader left just after them, as gg_read_int would have left it after the same integers.
 * 0: nothing read; the caller reads the next group with gg_read_int (whose general path says
 * what is wrong with it, if anything). When the run went further than the groups kept, the
 * same run is made again up to them (the same values), so that the reader stops there: a
 * rare case (a bad group, or the end of the window), cheaper than keeping every token's place.
 * Inline with a constant check, the check is inlined too. */
static inline size_t gg_quick_groups(gg_reader *r, int64_t lo, int64_t hi, int64_t *v, size_t size, size_t most,
                                     gg_quick_check check, const void *arg)
{
    gg_quick_cursor c;
    size_t taken = gg_quick_blocks(r, lo, hi, v, size * most, &c), kept = taken / size;
    if (check) kept = check(v, kept, arg);
    if (kept == 0) return 0;
    if (kept * size != taken) gg_quick_blocks(r, lo, hi, v, kept * size, &c);
    gg_quick_commit(r, &c);
    return kept;
}

/* ---- reading ahead ------------------------------------------------------------------------ */

/* A place in the input reached by a reader split from another (gg_reader_split): its position
 * in the window, the lines it counted from the split and the last line's start, the last
 * token's column. */
typedef struct gg_reader_place {
    size_t pos;
    uint64_t lines, line_start, tok_col;
} gg_reader_place;

/* Where r is (in the window): for a reader and one split from it, the same scale. */
static inline size_t gg_reader_pos(const gg_reader *r)
{
    return r->pos;
}

/* When all of the input is in r's window: t becomes a copy of r at the first '\n' past the
 * middle of what is left, counting lines from there (t's own lines are wrong; its places are
 * for gg_reader_resume), and *at its position. Returns 0 (t unset) when no '\n' is there. */
static inline int gg_reader_split(const gg_reader *r, gg_reader *t, size_t *at)
{
    size_t left = r->len - r->pos;
    const unsigned char *nl = (const unsigned char *)memchr(r->buf + r->pos + left / 2, '\n', left - left / 2);
    if (!nl) return 0;
    *t = *r;
    t->pos = *at = (size_t)(nl - r->buf);
    t->line = 0;
    return 1;
}

/* t's place (t split from another reader). */
static inline gg_reader_place gg_reader_place_of(const gg_reader *t)
{
    return (gg_reader_place){t->pos, t->line, t->line_start, t->tok_col};
}

/* ---- lines of a known length (Go's rows) --------------------------------------------------- */

/* When the position is at a '\n' and the window holds the next line's first n bytes and a
 * blank after them: those n bytes, which the caller checks hold no blank (then
 * gg_reader_take_line takes them as one word, as gg_read_word would) or leaves to the general
 * path (gg_read_word, which reads and reports them as usual). NULL otherwise. */
static inline const unsigned char *gg_reader_line_ahead(const gg_reader *r, size_t n)
{
    if (r->len - r->pos < n + 2 || r->buf[r->pos] != '\n' || !gg_is_blank(r->buf[r->pos + 1 + n])) return NULL;
    return r->buf + r->pos + 1;
}

/* Takes the line gg_reader_line_ahead gave as the next word: past the '\n' (one more line)
 * and its n bytes, the word's place at the line's start. */
static inline void gg_reader_take_line(gg_reader *r, size_t n)
{
    r->pos++;
    r->line++;
    r->line_start = r->base + r->pos;
    r->tok_line = r->line;
    r->tok_col = 1;
    r->pos += n;
}

/* ---- raw bytes (the strict reader, strict.h) ----------------------------------------------- */

/* At least `want` bytes from the position in the window (fewer only at the end of the input,
 * want at most a few KiB): *p points at the position; returns how many of the `want` are
 * there, -1 after a read error (recorded in the reader's diag). Line and column are the
 * caller's to keep. */
long gg_reader_peek(gg_reader *r, size_t want, const unsigned char **p);
/* Moves the position n bytes on (n at most what gg_reader_peek gave). */
void gg_reader_advance(gg_reader *r, size_t n);

/* Moves r to the place a reader split from it reached, having read the same tokens r would
 * have read from the split on (r is at the split's '\n', so the place counted at least one
 * line): r is then as if it had read them itself. */
static inline void gg_reader_resume(gg_reader *r, const gg_reader_place *m)
{
    r->line += m->lines;
    r->line_start = m->line_start;
    r->tok_line = r->line;
    r->tok_col = m->tok_col;
    r->pos = m->pos;
}

#endif
