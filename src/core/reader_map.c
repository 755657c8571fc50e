/* reader_map.c: a regular file's input read in place (reader_map.h). */
#include <unistd.h>
#if defined(_POSIX_MAPPED_FILES) && _POSIX_MAPPED_FILES > 0 && !defined(GG_FUZZ_LIMITS)
#include <sys/mman.h>
#include <sys/stat.h>
#define GG_READER_MAP 1
#endif

#include "reader_map.h"

int gg_reader_map(gg_reader *r, gg_reader *out, gg_reader_mapping *m)
{
    m->addr = NULL;
    m->len = 0;
#ifdef GG_READER_MAP
    struct stat st;
    if (r->fd < 0 || r->len != 0 || r->at_eof || fstat(r->fd, &st) != 0 || !S_ISREG(st.st_mode)) return 0;
    off_t at = lseek(r->fd, 0, SEEK_CUR), page = (off_t)sysconf(_SC_PAGESIZE);
    if (at < 0 || at >= st.st_size || page <= 0 || (uint64_t)(st.st_size - at) > SIZE_MAX / 2) return 0;
    off_t from = at / page * page; /* mmap's offset: a multiple of the page size */
    size_t len = (size_t)(st.st_size - from);
    void *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE, r->fd, from);
    if (p == MAP_FAILED) return 0;
    if (lseek(r->fd, st.st_size, SEEK_SET) < 0) {
        munmap(p, len);
        return 0;
    }
    m->addr = p;
    m->len = len;
    gg_reader_open_mem(out, (unsigned char *)p + (at - from), (size_t)(st.st_size - at), r->name, r->diag);
    return 1;
#else
    (void)r;
    (void)out;
    return 0;
#endif
}

void gg_reader_unmap(gg_reader_mapping *m)
{
#ifdef GG_READER_MAP
    if (m->addr) munmap(m->addr, m->len);
#endif
    m->addr = NULL;
    m->len = 0;
}
