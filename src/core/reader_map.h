/* reader_map.h (private): reading a regular file in place. For Tokens' solve (its own file, so
 * the other games' single files stay as they are): the judge input mapped into memory instead
 * of copied into the reader's buffer, which spares the copy and the buffer's page faults. */
#ifndef GG_CORE_READER_MAP_H
#define GG_CORE_READER_MAP_H

#include <stddef.h>
#include <stdint.h>

#include <gridgames/io.h>

/* A mapping made by gg_reader_map (NULL: none). */
typedef struct gg_reader_mapping {
    void *addr;
    size_t len;
} gg_reader_mapping;

/* If r reads a regular file from which nothing has been read yet: maps the rest of the file
 * and opens *out as a memory reader over it with r's name and diag (so its messages are the
 * ones r would give), moves the file offset to the end as reading it all would, and returns
 * 1; *m then holds the mapping, for gg_reader_unmap after *out is done with. Else (a pipe, a
 * terminal, nothing left, a system without mmap, a failure) returns 0 and changes nothing.
 * The file must not shrink while it is mapped. */
int gg_reader_map(gg_reader *r, gg_reader *out, gg_reader_mapping *m);
void gg_reader_unmap(gg_reader_mapping *m);

/* The bytes of input left when all of them are in the window (a memory or mapped reader, or a
 * file read to its end), else SIZE_MAX. */
static inline size_t gg_reader_left(const gg_reader *r)
{
    return r->at_eof ? r->len - r->pos : SIZE_MAX;
}

#endif
