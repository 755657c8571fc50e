/* format.c: the judge format of "Go: flip one stone", both ways: T, then per board n and n
 * rows of n characters over x (black), o (white) and '.' (empty). The reader takes rows as
 * whitespace-separated words, so CRLF line ends are accepted; each row is checked for length
 * and alphabet, with the error located at the offending character. The writer prints a board
 * the same way; gen, verify and the each action print points only through it. */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE (huge.h) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/huge.h"
#include "../../core/reader.h"
#include "internal.h"

gg_status gg_go_read_count(gg_reader *r, int64_t *t)
{
    return gg_read_int(r, "the number of test cases T", 1, GG_GO_MAX_T, t);
}

/* Points of one row from its characters; nonzero if a character is not x, o or '.'.
 * Compares, not a table, and no aliasing: the loop vectorises. */
static unsigned translate_row(uint8_t *restrict dst, const unsigned char *restrict word, size_t len)
{
    uint8_t bad = 0;
    for (size_t i = 0; i < len; i++) {
        const uint8_t ch = word[i];
        const uint8_t x = ch == 'x', o = ch == 'o', dot = ch == '.';
        bad |= (uint8_t)((x | o | dot) ^ 1u);
        dst[i] = (uint8_t)(x * GG_GO_BLACK + o * GG_GO_WHITE);
    }
    return bad;
}

/* Makes room in in's buffer for `want` bytes of an n x n board, `have` of them read (kept),
 * for the grid it becomes: solve.c pads it to (n + 2)(n + 1) bytes in place. The buffer
 * doubles (realloc) until the padded size is less than 8 times the doubled size, then goes
 * to it at once: a size without the rows behind it never takes more than about 16 times the
 * bytes of the rows read. A padded grid of 512 KiB or more is a new block in huge pages
 * (gg_alloc_big), the rows read copied once: a fresh 1000 x 1000 board's first read into its
 * buffer took 0.3 ms instead of 0.5 (docs/benchmarks.md). */
static gg_status grow(gg_go_input *in, uint32_t n, size_t want, size_t have, gg_diag *diag)
{
    if (want <= in->cap) return GG_OK;
    const size_t pad = ((size_t)n + 2) * ((size_t)n + 1);
    size_t ncap = in->cap ? in->cap : 4096;
    while (ncap < want) ncap *= 2;
    if (ncap > pad / 8 && ncap < pad) ncap = pad;
    uint8_t *nb;
    if (ncap < pad || pad < GG_BIG_FROM) {
        nb = realloc(in->buf, ncap);
    } else if ((nb = gg_alloc_big(ncap, GG_BIG_FROM)) != NULL) {
        memcpy(nb, in->buf, have);
        free(in->buf);
    }
    if (!nb) return gg_diag_nomem(diag);
    in->buf = nb;
    in->cap = ncap;
    return GG_OK;
}

gg_status gg_go_read_board(gg_reader *r, gg_go_input *in)
{
    return gg_go_read_board_sized(r, in, NULL, NULL);
}

gg_status gg_go_read_board_sized(gg_reader *r, gg_go_input *in, void (*sized)(void *, uint32_t), void *arg)
{
    int64_t n;
    gg_status s = gg_read_int(r, "n (the board size)", 1, GG_GO_MAX_N, &n);
    if (s != GG_OK) return s;
    if (sized) sized(arg, (uint32_t)n);
    in->board.rows = in->board.cols = (uint32_t)n;
    in->board.cell = NULL;
    for (int64_t row = 0; row < n; row++) {
        /* n <= GG_GO_MAX_N = 10^4, so (row + 1) * n <= 10^8: no overflow */
        if ((s = grow(in, (uint32_t)n, (size_t)(row + 1) * (size_t)n, (size_t)row * (size_t)n, gg_reader_diag(r))) != GG_OK)
            return s;
#ifndef GG_SINGLE_FILE /* the single file reads every row the general way (64 KiB) */
        /* Most rows: a line of exactly n points after the '\n' that ends the one before,
         * translated where it lies (no blank in it: a blank is no point). Anything else goes
         * the general way below, which reads it as a word and says what is wrong. */
        const unsigned char *line = gg_reader_line_ahead(r, (size_t)n);
        if (line && !translate_row(in->buf + (size_t)row * (size_t)n, line, (size_t)n)) {
            gg_reader_take_line(r, (size_t)n);
            if ((row & 255) == 255) gg_reader_release(r);
            continue;
        }
#endif
        /* The row's name is for the messages only: made when one is due (at the end of the
         * input, the only case in which gg_read_word uses it, or for a bad row). */
        char what[64] = "a row";
        const unsigned char *word;
        size_t len;
        if (gg_reader_at_end(r))
            snprintf(what, sizeof what, "row %lld of %lld", (long long)row + 1, (long long)n);
        if ((s = gg_read_word(r, what, &word, &len)) != GG_OK) return s;
        size_t have = len < (size_t)n ? len : (size_t)n;
        uint8_t *dst = in->buf + (size_t)row * (size_t)n;
        unsigned bad = translate_row(dst, word, have);
        if (bad || len != (size_t)n)
            snprintf(what, sizeof what, "row %lld of %lld", (long long)row + 1, (long long)n);
        if (bad) {
            size_t i = 0;
            while (word[i] == 'x' || word[i] == 'o' || word[i] == '.') i++;
            char q[32];
            gg_quote_bytes(q, sizeof q, word + i, 1, 1);
            return gg_reader_fail(r, i, "expected 'x', 'o' or '.' in %s, found %s", what, q);
        }
        if (len < (size_t)n)
            return gg_reader_fail(r, len, "%s is too short: %zu character%s, expected %lld", what,
                                  len, len == 1 ? "" : "s", (long long)n);
        if (len > (size_t)n)
            return gg_reader_fail(r, (size_t)n, "%s is too long: %zu characters, expected %lld",
                                  what, len, (long long)n);
        if ((row & 255) == 255) gg_reader_release(r); /* the rows read are in the board now */
    }
    gg_reader_release(r);
    in->board.cell = in->buf;
    return GG_OK;
}

void gg_go_input_fini(gg_go_input *in)
{
    free(in->buf);
    in->buf = NULL;
    in->cap = 0;
    in->board.cell = NULL;
}

const char gg_go_point_char[3] = {[GG_GO_EMPTY] = '.', [GG_GO_BLACK] = 'x', [GG_GO_WHITE] = 'o'};

void gg_go_write_rows(gg_writer *w, const gg_go_board *b, const char *indent)
{
    char chunk[4096];
    for (uint32_t r = 0; r < b->rows; r++) {
        const uint8_t *row = b->cell + (size_t)r * b->cols;
        gg_write_str(w, indent);
        for (uint32_t c = 0; c < b->cols;) {
            size_t k = 0;
            while (c < b->cols && k < sizeof chunk) chunk[k++] = gg_go_point_char[row[c++]];
            gg_write(w, chunk, k);
        }
        gg_write_char(w, '\n');
    }
}

void gg_go_write_board(gg_writer *w, const gg_go_board *b)
{
    gg_write_u64(w, b->rows);
    gg_write_char(w, '\n');
    gg_go_write_rows(w, b, "");
}
