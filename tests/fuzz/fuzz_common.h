/* fuzz_common.h: what the libFuzzer targets in tests/fuzz/ share: running one action with
 * options on an input, from memory or from a pipe (the fd reader), and checking the result.
 *
 * The fuzz build (./build.sh fuzz: clang -O1, ASan + UBSan, GG_FUZZ_LIMITS) makes the fd
 * reader read 1..13 bytes at a time and lowers the token limit to 1 KiB (src/core/reader.c),
 * so every input makes tokens straddle refills and long words reach the limit. It also lowers
 * the tokens rules oracle's span to 4 (docs/tokens.md, "Work bounds"). */
#ifndef GG_FUZZ_COMMON_H
#define GG_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include <gridgames/gridgames.h>

/* Actions that do not read standard input (or do heavy work of their own by default), and
 * those that run the program named after `--` (judge, stress, test: fuzzed options would name any
 * program on the PATH with any arguments): not run on fuzzed input or options. Everything
 * else in a game's table is. */
static inline int fuzz_skipped_action(const char *name)
{
    static const char *const skip[] = {"verify", "gen", "judge", "stress", "test", "table", "play", NULL};
    for (int i = 0; skip[i]; i++)
        if (strcmp(skip[i], name) == 0) return 1;
    return 0;
}

typedef struct fuzz_result {
    gg_status status;
    gg_diag diag;
    gg_writer out;
} fuzz_result;

/* Runs `act` with `args` on data[0..size): from memory when fd < 0, else from fd. The
 * caller closes res->out. Every failure must explain itself: a status without a message and
 * without a failed write is a bug (trap). */
static inline void fuzz_run(const gg_game *game, const gg_action *act, const gg_args *args, const uint8_t *data, size_t size,
                     int fd, fuzz_result *res)
{
    gg_reader in;
    gg_writer log;
    res->diag = (gg_diag){GG_OK, ""};
    gg_writer_open_mem(&res->out);
    gg_writer_open_mem(&log);
    if (fd < 0) gg_reader_open_mem(&in, data, size, "<stdin>", &res->diag);
    else if (gg_reader_open_fd(&in, fd, "<stdin>", &res->diag) != GG_OK) __builtin_trap();
    gg_ctx ctx = {&in, &res->out, &log, &res->diag, args, "gridgames fuzz", game, NULL};
    res->status = act->run(&ctx);
    gg_reader_close(&in);
    gg_writer_close(&log);
    if (res->status != GG_OK && res->diag.status == GG_OK && res->out.err == GG_OK) __builtin_trap();
}

/* A pipe holding data[0..size) with its write end closed, or -1 (the input does not fit in
 * the pipe buffer: the fuzzers run with -max_len well below 64 KiB). */
static inline int fuzz_pipe(const uint8_t *data, size_t size)
{
    int fds[2];
    if (size > 60000 || pipe(fds) != 0) return -1;
    size_t off = 0;
    while (off < size) {
        ssize_t k = write(fds[1], data + off, size - off);
        if (k <= 0) break;
        off += (size_t)k;
    }
    close(fds[1]);
    if (off < size) {
        close(fds[0]);
        return -1;
    }
    return fds[0];
}

/* Runs `act` on the input from memory and through the fd reader, and traps unless both give
 * the same status, message and output. */
static inline void fuzz_both_readers(const gg_game *game, const gg_action *act, const gg_args *args, const uint8_t *data,
                              size_t size)
{
    fuzz_result mem, fd;
    fuzz_run(game, act, args, data, size, -1, &mem);
    int p = fuzz_pipe(data, size);
    if (p >= 0) {
        fuzz_run(game, act, args, data, size, p, &fd);
        close(p);
        size_t la, lb;
        const char *a = gg_writer_data(&mem.out, &la), *b = gg_writer_data(&fd.out, &lb);
        if (mem.status != fd.status || strcmp(mem.diag.msg, fd.diag.msg) != 0 || la != lb ||
            memcmp(a, b, la) != 0)
            __builtin_trap();
        gg_writer_close(&fd.out);
    }
    gg_writer_close(&mem.out);
}

#endif
