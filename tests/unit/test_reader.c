/* test_reader.c: the reader's integers, words, positions and errors, from memory, from a
 * pipe that delivers the input a few bytes at a time (so tokens straddle refills) and from a
 * regular file (read in place). */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include <gridgames/io.h>

#include "../../src/core/reader.h"
#include "check.h"

/* Reads all integers of text (range full int64) into vals; returns the status. */
static gg_status ints_n(const char *text, size_t len, int64_t *vals, int max, int *count, gg_diag *d)
{
    gg_reader r;
    gg_reader_open_mem(&r, text, len, "<stdin>", d);
    gg_status s = GG_OK;
    *count = 0;
    while (*count < max && !gg_reader_at_end(&r)) {
        s = gg_read_int(&r, "x", INT64_MIN, INT64_MAX, &vals[*count]);
        if (s != GG_OK) break;
        (*count)++;
    }
    if (s == GG_OK) s = gg_read_end(&r, "the numbers");
    gg_reader_close(&r);
    return s;
}

static gg_status ints(const char *text, int64_t *vals, int max, int *count, gg_diag *d)
{
    return ints_n(text, strlen(text), vals, max, count, d);
}

static const char *err_of_n(const char *text, size_t len)
{
    static gg_diag d;
    int64_t v[16];
    int n;
    gg_diag_clear(&d);
    gg_status s = ints_n(text, len, v, 16, &n, &d);
    return s == GG_OK ? "ok" : d.msg;
}

static const char *err_of(const char *text)
{
    return err_of_n(text, strlen(text));
}

static void test_integers(void)
{
    gg_diag d = {GG_OK, ""};
    int64_t v[8];
    int n;
    CHECK(ints("1 -2\r\n  +3\t\n9223372036854775807 -9223372036854775808\n", v, 8, &n, &d) == GG_OK);
    CHECK(n == 5 && v[0] == 1 && v[1] == -2 && v[2] == 3 && v[3] == INT64_MAX && v[4] == INT64_MIN);
    CHECK_STR(err_of("1 2\n 9223372036854775808\n"), "<stdin>:2:2: x '9223372036854775808' does not fit in 64 bits");
    CHECK_STR(err_of("-9223372036854775809"), "<stdin>:1:1: x '-9223372036854775809' does not fit in 64 bits");
    CHECK_STR(err_of("99999999999999999999999"), "<stdin>:1:1: x '99999999999999999999999' does not fit in 64 bits");
    CHECK_STR(err_of("1\n2\n  abc\n"), "<stdin>:3:3: expected x (an integer), found 'abc'");
    CHECK_STR(err_of("12x4"), "<stdin>:1:3: expected x (an integer), found '12x4'");
    CHECK_STR(err_of("-"), "<stdin>:1:1: expected x (an integer), found '-'");
    CHECK_STR(err_of("5\x01"), "<stdin>:1:2: expected x (an integer), found '5\\x01'");
    CHECK_STR(err_of_n("7 \x00\xff", 4), "<stdin>:1:3: expected x (an integer), found '\\x00\\xff'");
}

static void test_ranges_and_end(void)
{
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    int64_t x;
    const char *text = "3\r\n0\r\n";
    gg_reader_open_mem(&r, text, strlen(text), "<stdin>", &d);
    CHECK(gg_read_int(&r, "n", 1, 5, &x) == GG_OK && x == 3);
    CHECK(gg_read_int(&r, "n", 1, 5, &x) == GG_EINPUT);
    CHECK_STR(d.msg, "<stdin>:2:1: n is 0, outside the allowed range 1..5");
    gg_diag_clear(&d);
    /* the failed token was not consumed; reading past the data reports end of input */
    CHECK(gg_read_int(&r, "n", 0, 5, &x) == GG_OK && x == 0);
    CHECK(gg_read_int(&r, "k", 0, 5, &x) == GG_EINPUT);
    CHECK_STR(d.msg, "<stdin>:3:1: expected k, found end of input");
    gg_reader_close(&r);

    gg_diag_clear(&d);
    const char *junk = "1 2\n\n  zz 3\n";
    gg_reader_open_mem(&r, junk, strlen(junk), "<stdin>", &d);
    CHECK(gg_read_int(&r, "a", 0, 9, &x) == GG_OK);
    CHECK(gg_read_int(&r, "b", 0, 9, &x) == GG_OK);
    CHECK(gg_read_end(&r, "the last query") == GG_EINPUT);
    CHECK_STR(d.msg, "<stdin>:3:3: unexpected data after the last query: 'zz'");
    gg_reader_close(&r);

    gg_diag_clear(&d);
    gg_reader_open_mem(&r, "", 0, "<stdin>", &d);
    CHECK(gg_read_int(&r, "t", 1, 9, &x) == GG_EINPUT);
    CHECK_STR(d.msg, "<stdin>:1:1: expected t, found end of input");
    gg_reader_close(&r);
}

/* A check the parser makes after reading an integer points at that integer. */
static void test_fail_after_int(void)
{
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    int64_t x;
    const char *text = "1 2\n  30 4\n";
    gg_reader_open_mem(&r, text, strlen(text), "<stdin>", &d);
    for (int i = 0; i < 3; i++) CHECK(gg_read_int(&r, "v", 0, 99, &x) == GG_OK);
    CHECK(x == 30);
    CHECK(gg_reader_fail(&r, 0, "x1 > x2") == GG_EINPUT);
    CHECK_STR(d.msg, "<stdin>:2:3: x1 > x2");
    gg_reader_close(&r);
}

static void test_eol(void)
{
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    int64_t x;
    const char *text = "6 3 \t\r\n4 4 junk\n5";
    gg_reader_open_mem(&r, text, strlen(text), "<stdin>", &d);
    CHECK(gg_read_int(&r, "x", 0, 9, &x) == GG_OK && gg_read_int(&r, "y", 0, 9, &x) == GG_OK);
    CHECK(gg_read_eol(&r, "the move") == GG_OK);
    CHECK(gg_read_int(&r, "x", 0, 9, &x) == GG_OK && gg_read_int(&r, "y", 0, 9, &x) == GG_OK);
    CHECK(gg_read_eol(&r, "the move") == GG_EINPUT);
    CHECK_STR(d.msg, "<stdin>:2:5: unexpected data after the move: 'junk'");
    gg_diag_clear(&d);
    gg_reader_close(&r);
    gg_reader_open_mem(&r, "5", 1, "<stdin>", &d);
    CHECK(gg_read_int(&r, "x", 0, 9, &x) == GG_OK && gg_read_eol(&r, "x") == GG_OK); /* end of input */
    gg_reader_close(&r);
}

static void test_words(void)
{
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    const unsigned char *w;
    size_t len;
    const char *text = "  .xo\n..o  \r\n";
    gg_reader_open_mem(&r, text, strlen(text), "<stdin>", &d);
    CHECK(gg_read_word(&r, "row", &w, &len) == GG_OK && len == 3 && memcmp(w, ".xo", 3) == 0);
    CHECK(gg_read_word(&r, "row", &w, &len) == GG_OK && len == 3 && memcmp(w, "..o", 3) == 0);
    CHECK(gg_reader_fail(&r, 2, "bad cell %c", 'o') == GG_EINPUT);
    CHECK_STR(d.msg, "<stdin>:2:3: bad cell o");
    gg_reader_close(&r);
}

/* The word scan (eight bytes at a time, then byte by byte) against a plain split: words of
 * every length 1..40 over bytes that include the non-blank bytes below 0x21 and above 0x7f,
 * each blank byte as a separator, from a memory reader. */
static int blank_byte(unsigned c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

static void test_word_scan(void)
{
    static const unsigned char inner[] = {'x', 'o', '.', 0x00, 0x01, 0x08, 0x0e, 0x1f, 0x21, 0x7f, 0x80, 0xa0, 0xff};
    static const unsigned char blanks[] = {' ', '\n', '\r', '\t', '\v', '\f'};
    unsigned char text[8192];
    size_t n = 0, starts[400], lens[400];
    int words = 0;
    uint32_t x = 12345;
    for (size_t i = 0; i < sizeof inner; i++) CHECK(!blank_byte(inner[i]));
    for (size_t i = 0; i < sizeof blanks; i++) CHECK(blank_byte(blanks[i]));
    for (size_t wl = 1; wl <= 40; wl++)
        for (int rep = 0; rep < 6; rep++) {
            starts[words] = n;
            lens[words++] = wl;
            for (size_t i = 0; i < wl; i++) {
                x = x * 1103515245u + 12345u;
                /* mostly board bytes, so whole blocks of eight pass the filter */
                text[n++] = (x >> 16) % 4 ? inner[(x >> 20) % 3] : inner[(x >> 20) % sizeof inner];
            }
            text[n++] = blanks[(wl + (size_t)rep) % sizeof blanks];
            if (rep % 2) text[n++] = blanks[rep % sizeof blanks];
        }
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    const unsigned char *w;
    size_t len;
    gg_reader_open_mem(&r, text, n, "<stdin>", &d);
    for (int k = 0; k < words; k++) {
        int ok = gg_read_word(&r, "word", &w, &len) == GG_OK && len == lens[k] &&
                 memcmp(w, text + starts[k], len) == 0;
        CHECK(ok);
        if (!ok) break;
    }
    CHECK(gg_reader_at_end(&r));
    gg_reader_close(&r);
}

/* Feeds text through a pipe in chunks of `chunk` bytes from a child process. */
static void test_pipe(size_t chunk)
{
    char text[6000];
    size_t n = 0;
    /* many numbers, a long word, CRLF lines */
    for (int i = 0; i < 300; i++) n += (size_t)snprintf(text + n, sizeof text - n, "%d\r\n", i * 7919);
    memset(text + n, 'o', 3000);
    n += 3000;
    text[n++] = '\n';
    int fds[2];
    if (pipe(fds) != 0) {
        CHECK(!"pipe");
        return;
    }
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        for (size_t off = 0; off < n; off += chunk) {
            size_t m = n - off < chunk ? n - off : chunk;
            if (write(fds[1], text + off, m) < 0) _exit(1);
        }
        _exit(0);
    }
    close(fds[1]);
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    CHECK(gg_reader_open_fd(&r, fds[0], "<pipe>", &d) == GG_OK);
    int ok = 1;
    for (int i = 0; i < 300 && ok; i++) {
        int64_t x;
        ok = gg_read_int(&r, "x", 0, INT64_MAX, &x) == GG_OK && x == (int64_t)i * 7919;
    }
    CHECK(ok);
    const unsigned char *w;
    size_t len;
    CHECK(gg_read_word(&r, "word", &w, &len) == GG_OK && len == 3000 && w[0] == 'o' && w[2999] == 'o');
    CHECK(gg_read_end(&r, "the word") == GG_OK);
    gg_reader_close(&r);
    close(fds[0]);
    waitpid(pid, NULL, 0);
}

/* An interactive peer sends one line and then waits for our answer, keeping the pipe open:
 * reading that line's integers must not wait for more input. An alarm turns a hang into a
 * failure instead of a stuck test. */
static void test_interactive(void)
{
    int to_us[2], back[2];
    if (pipe(to_us) != 0 || pipe(back) != 0) {
        CHECK(!"pipe");
        return;
    }
    pid_t pid = fork();
    if (pid == 0) {
        close(to_us[0]);
        close(back[1]);
        if (write(to_us[1], "8 8\n", 4) != 4) _exit(1);
        char c;
        if (read(back[0], &c, 1) != 1) _exit(1); /* wait for the answer, pipe still open */
        if (write(to_us[1], "-3\n", 3) != 3) _exit(1);
        _exit(0);
    }
    close(to_us[1]);
    close(back[0]);
    alarm(10);
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    int64_t a = 0, b = 0, c = 0;
    CHECK(gg_reader_open_fd(&r, to_us[0], "<judge>", &d) == GG_OK);
    CHECK(gg_read_int(&r, "n", 1, 1000, &a) == GG_OK && a == 8);
    CHECK(gg_read_int(&r, "m", 1, 1000, &b) == GG_OK && b == 8);
    CHECK(write(back[1], "!", 1) == 1);
    CHECK(gg_read_int(&r, "x", -9, 9, &c) == GG_OK && c == -3);
    CHECK(gg_read_end(&r, "the game") == GG_OK);
    alarm(0);
    gg_reader_close(&r);
    close(to_us[0]);
    close(back[1]);
    waitpid(pid, NULL, 0);
}

/* Reads one integer of text in [lo, hi]; returns "ok=V" or the message. */
static const char *one_in(const char *text, int64_t lo, int64_t hi)
{
    static char buf[GG_DIAG_MAX + 32];
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    int64_t x = 0;
    gg_reader_open_mem(&r, text, strlen(text), "<stdin>", &d);
    gg_status s = gg_read_int(&r, "v", lo, hi, &x);
    gg_reader_close(&r);
    if (s == GG_OK) snprintf(buf, sizeof buf, "ok=%lld", (long long)x);
    else snprintf(buf, sizeof buf, "%s", d.msg);
    return buf;
}

/* Values at and around 2^31, 2^32, 2^63 and 2^64, against ranges that end there: no
 * wrap-around to a value inside the range (issue 14.1's class of bug). */
static void test_bounds(void)
{
    CHECK_STR(one_in("2147483647", 0, INT32_MAX), "ok=2147483647");
    CHECK_STR(one_in("2147483648", 0, INT32_MAX), "<stdin>:1:1: v is 2147483648, outside the allowed range 0..2147483647");
    CHECK_STR(one_in("-2147483649", INT32_MIN, 0), "<stdin>:1:1: v is -2147483649, outside the allowed range -2147483648..0");
    CHECK_STR(one_in("4294967295", 0, UINT32_MAX), "ok=4294967295");
    CHECK_STR(one_in("4294967296", 0, UINT32_MAX), "<stdin>:1:1: v is 4294967296, outside the allowed range 0..4294967295");
    CHECK_STR(one_in("0004294967296", 1, 9), "<stdin>:1:1: v is 4294967296, outside the allowed range 1..9");
    CHECK_STR(one_in("09223372036854775807", 0, INT64_MAX), "ok=9223372036854775807");
    CHECK_STR(one_in("9223372036854775807", 0, INT64_MAX - 1),
              "<stdin>:1:1: v is 9223372036854775807, outside the allowed range 0..9223372036854775806");
    CHECK_STR(one_in("-9223372036854775808", INT64_MIN, 0), "ok=-9223372036854775808");
    CHECK_STR(one_in("18446744073709551616", 0, INT64_MAX), "<stdin>:1:1: v '18446744073709551616' does not fit in 64 bits");
    CHECK_STR(one_in("18446744073709551615", 0, INT64_MAX), "<stdin>:1:1: v '18446744073709551615' does not fit in 64 bits");
    CHECK_STR(one_in("99999999999999999999999", 0, INT64_MAX), "<stdin>:1:1: v '99999999999999999999999' does not fit in 64 bits");
}

/* Writes "7 " and a word of `wordlen` bytes, then "\n", through a pipe from a child. */
static pid_t feed_word(int *fd, size_t wordlen)
{
    int fds[2];
    if (pipe(fds) != 0) return -1;
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        static char chunk[1 << 16];
        memset(chunk, 'x', sizeof chunk);
        if (write(fds[1], "7 ", 2) != 2) _exit(1);
        for (size_t off = 0; off < wordlen;) {
            size_t m = wordlen - off < sizeof chunk ? wordlen - off : sizeof chunk;
            ssize_t k = write(fds[1], chunk, m);
            if (k <= 0) _exit(1);
            off += (size_t)k;
        }
        _exit(write(fds[1], "\n", 1) == 1 ? 0 : 1);
    }
    close(fds[1]);
    *fd = fds[0];
    return pid;
}

/* The 64 MiB token limit, exactly: a word of 2^26 bytes is read whole, one byte more is an
 * error at the word's position (the limit used to be enforced only at refills, so words up
 * to 2^27 bytes went through). */
static void test_token_limit(void)
{
    const size_t limit = (size_t)1 << 26;
    for (int over = 0; over <= 1; over++) {
        int fd;
        pid_t pid = feed_word(&fd, limit + (size_t)over);
        CHECK(pid > 0);
        if (pid <= 0) return;
        gg_diag d = {GG_OK, ""};
        gg_reader r;
        int64_t x;
        const unsigned char *w;
        size_t len = 0;
        CHECK(gg_reader_open_fd(&r, fd, "<pipe>", &d) == GG_OK);
        CHECK(gg_read_int(&r, "x", 0, 9, &x) == GG_OK && x == 7);
        gg_status s = gg_read_word(&r, "word", &w, &len);
        if (over) {
            CHECK(s == GG_EINPUT);
            CHECK_STR(d.msg, "<pipe>:1:3: a token longer than 67108864 bytes");
        } else {
            CHECK(s == GG_OK && len == limit && w[0] == 'x' && w[limit - 1] == 'x');
            CHECK(gg_read_end(&r, "the word") == GG_OK);
        }
        gg_reader_close(&r);
        close(fd);
        waitpid(pid, NULL, 0);
    }
    /* The same limit for a memory reader. */
    char *big = malloc(limit + 3);
    CHECK(big != NULL);
    if (!big) return;
    memset(big, 'y', limit + 3);
    big[0] = ' ';
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    const unsigned char *w;
    size_t len;
    gg_reader_open_mem(&r, big, limit + 3, "<mem>", &d);
    CHECK(gg_read_word(&r, "word", &w, &len) == GG_EINPUT);
    CHECK_STR(d.msg, "<mem>:1:2: a token longer than 67108864 bytes");
    gg_reader_close(&r);
    free(big);
}

static void test_writer(void)
{
    gg_writer w;
    gg_writer_open_mem(&w);
    gg_write_u64(&w, 0);
    gg_write_char(&w, ' ');
    gg_write_u64(&w, UINT64_MAX);
    gg_write_char(&w, ' ');
    gg_write_i64(&w, INT64_MIN);
    gg_writef(&w, " %s=%d", "x", 42);
    size_t len;
    const char *data = gg_writer_data(&w, &len);
    const char *want = "0 18446744073709551615 -9223372036854775808 x=42";
    CHECK(len == strlen(want) && memcmp(data, want, len) == 0);
    CHECK(gg_writer_close(&w) == GG_OK);
}

/* A regular file is read in place (mapped) from the file offset it is given at: the same
 * integers and the same error position as from memory, the offset left at the end of the
 * file, and an offset at the end (or an empty file) reads as an empty input. */
static void test_regular_file(void)
{
    char path[] = "/tmp/gg_test_reader_XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0) return;
    unlink(path);
    static const char text[] = "skip me\n12 -5\n  7 x\n";
    CHECK(write(fd, text, sizeof text - 1) == (ssize_t)(sizeof text - 1));
    CHECK(lseek(fd, 8, SEEK_SET) == 8); /* as after a caller read the first line */
    gg_diag d;
    gg_diag_clear(&d);
    gg_reader r;
    CHECK(gg_reader_open_fd(&r, fd, "<stdin>", &d) == GG_OK);
    int64_t v[3];
    for (int i = 0; i < 3; i++) CHECK(gg_read_int(&r, "x", -100, 100, &v[i]) == GG_OK);
    CHECK(v[0] == 12 && v[1] == -5 && v[2] == 7);
    CHECK(gg_read_int(&r, "y", -100, 100, &v[0]) != GG_OK);
    CHECK_STR(d.msg, "<stdin>:2:5: expected y (an integer), found 'x'");
    gg_reader_close(&r);
    CHECK(lseek(fd, 0, SEEK_CUR) == (off_t)(sizeof text - 1));
    /* at the end of the file: nothing to read */
    CHECK(gg_reader_open_fd(&r, fd, "<stdin>", &d) == GG_OK);
    CHECK(gg_reader_at_end(&r));
    CHECK(gg_read_end(&r, "the input") == GG_OK);
    gg_reader_close(&r);
    /* a regular file is read whole at the first read (nothing before it: a window asked for
     * then, gg_reader_stream, still counts); gg_reader_release changes nothing */
    CHECK(ftruncate(fd, 0) == 0 && lseek(fd, 0, SEEK_SET) == 0);
    for (int i = 0; i < 20000; i++) CHECK(write(fd, i % 10 == 9 ? "7\n" : "7 ", 2) == 2);
    CHECK(lseek(fd, 0, SEEK_SET) == 0);
    CHECK(gg_reader_open_fd(&r, fd, "<stdin>", &d) == GG_OK);
    CHECK(gg_reader_left(&r) == SIZE_MAX && gg_reader_left_hint(&r) == 40000);
    int64_t sum = 0;
    for (int i = 0; i < 20000; i++) {
        if (gg_read_int(&r, "x", 0, 9, &v[0]) != GG_OK) break;
        sum += v[0];
        if (i == 0) {
            CHECK(gg_reader_left(&r) == 39999);
            gg_reader_stream(&r, 64); /* too late: the file is in the window */
        }
        if (i % 5000 == 4999) gg_reader_release(&r);
    }
    CHECK(sum == 7 * 20000);
    CHECK(gg_read_end(&r, "the input") == GG_OK);
    gg_reader_close(&r);
    /* asked for a window of 64 bytes before the first read: the file in blocks, the same
     * numbers, its size a hint (gg_reader_left_hint) until the end is read */
    CHECK(lseek(fd, 0, SEEK_SET) == 0);
    CHECK(gg_reader_open_fd(&r, fd, "<stdin>", &d) == GG_OK);
    gg_reader_stream(&r, 64);
    sum = 0;
    int blocks = 1;
    for (int i = 0; i < 20000; i++) {
        if (gg_read_int(&r, "x", 0, 9, &v[0]) != GG_OK) break;
        sum += v[0];
        if (i == 0) CHECK(gg_reader_left(&r) == SIZE_MAX && gg_reader_left_hint(&r) == 39999);
        blocks &= i > 19900 || gg_reader_left(&r) == SIZE_MAX;
    }
    CHECK(sum == 7 * 20000 && blocks);
    CHECK(gg_read_end(&r, "the input") == GG_OK);
    CHECK(gg_reader_left(&r) == 0 && gg_reader_left_hint(&r) == 0);
    gg_reader_close(&r);
    CHECK(ftruncate(fd, 0) == 0 && lseek(fd, 0, SEEK_SET) == 0);
    CHECK(gg_reader_open_fd(&r, fd, "<stdin>", &d) == GG_OK);
    CHECK(gg_reader_at_end(&r));
    gg_reader_close(&r);
    close(fd);
}

int main(void)
{
    test_integers();
    test_ranges_and_end();
    test_fail_after_int();
    test_eol();
    test_words();
    test_word_scan();
    test_pipe(1);
    test_pipe(7);
    test_pipe(4096);
    test_interactive();
    test_token_limit();
    test_bounds();
    test_writer();
    test_regular_file();
    return check_done();
}
