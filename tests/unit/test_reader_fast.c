/* test_reader_fast.c: gg_read_int's word-at-a-time hot path against a plain reference, on
 * seeded random texts of integers of 1..21 digits (leading zeros, signs, the 64-bit edges)
 * separated by every kind of blank run: each value, each token's line and column, and the
 * errors (overflow, out of range, a stray character) located where the reference says. The
 * runs of integers (gg_quick_ints, gg_quick_scan without a commit, gg_quick_groups with a
 * check that fails now and then, long runs of gg_quick_blocks) against the same reference,
 * over ranges with and without negatives: the reader after a run is the reader after as many
 * gg_read_int calls. Texts whose integers end at every offset of the last 128 bytes of a
 * buffer with nothing readable after it: gg_quick_blocks against gg_quick_scan for every run
 * length, and gg_quick_groups read to the end against a strtoll reference.
 * test_reader_fast_portable.c runs it all again on the portable scanner (GG_PORTABLE_SCAN: no
 * SSE2). */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <gridgames/io.h>

#include "check.h"
#include "core/reader.h"

static uint64_t rnd(uint64_t *s)
{
    *s = *s * 6364136223846793005u + 1442695040888963407u;
    return *s >> 33;
}

/* Appends one random integer token; returns its length. */
static size_t put_token(char *p, uint64_t *s)
{
    static const char *const edges[] = {"9223372036854775807", "-9223372036854775808",
                                        "999999999999999999", "1000000000000000000",
                                        "-999999999999999999", "0", "-0", "00000000000000000007"};
    if (rnd(s) % 8 == 0) {
        const char *e = edges[rnd(s) % 8];
        memcpy(p, e, strlen(e));
        return strlen(e);
    }
    size_t n = 0;
    if (rnd(s) % 4 == 0) p[n++] = '-';
    size_t digits = 1 + rnd(s) % (rnd(s) % 3 ? 8 : 19);
    for (size_t i = 0; i < digits; i++) p[n++] = (char)('0' + rnd(s) % 10);
    return n;
}

static size_t put_blank(char *p, uint64_t *s)
{
    static const char *const runs[] = {" ", "\n", " ", "\n", "\t", "  ", "\r\n", " \n ", "\n\n"};
    const char *b = runs[rnd(s) % 9];
    memcpy(p, b, strlen(b));
    return strlen(b);
}

/* The reference: the value of the token at text[at..at+len), 0 if it does not fit int64. */
static int ref_value(const char *t, size_t len, int64_t *v)
{
    char buf[32];
    memcpy(buf, t, len);
    buf[len] = '\0';
    char *end;
    errno = 0;
    long long x = strtoll(buf, &end, 10);
    *v = x;
    return errno == 0;
}

/* The fields a run must leave as single reads do. */
static int same_reader(const gg_reader *a, const gg_reader *b)
{
    return a->pos == b->pos && a->line == b->line && a->line_start == b->line_start &&
           a->tok_line == b->tok_line && a->tok_col == b->tok_col;
}

/* A gg_quick_check that fails at the first group whose first value is a multiple of 7. */
static size_t no_seven(const int64_t *v, size_t groups, const void *arg)
{
    size_t size = *(const size_t *)arg, i = 0;
    while (i < groups && v[i * size] % 7 != 0) i++;
    return i;
}

/* One text read twice: by gg_read_int alone, and by runs of up to 1..9 integers
 * (gg_quick_ints, or gg_quick_scan or gg_quick_blocks with the commit left out half the time,
 * then the same run again, or gg_quick_groups of 1..3 groups of 1..3), or long runs (up to
 * 300 integers: gg_quick_blocks, gg_quick_groups of 1..100 groups), with gg_read_int for the
 * integer a run stops at. Values and reader states must agree after every integer of the
 * single reads that ends a run. */
static int check_runs(const char *text, size_t n, int64_t lo, int64_t hi, uint64_t seed)
{
    gg_diag d1 = {GG_OK, ""}, d2 = {GG_OK, ""};
    gg_reader one, run;
    gg_reader_open_mem(&one, text, n, "<t>", &d1);
    gg_reader_open_mem(&run, text, n, "<t>", &d2);
    uint64_t s = seed;
    int bad = 0;
    for (;;) {
        int64_t got[300], want;
        size_t k = 1 + rnd(&s) % 9, m, mode = rnd(&s) % 6, size = 1 + rnd(&s) % 3;
        if (mode >= 4) { /* long runs */
            k = 1 + rnd(&s) % 300;
            if (mode == 5) size = 1 + rnd(&s) % 3, k = size * (1 + rnd(&s) % (300 / size));
        }
        if (mode == 2 || mode == 5) {
            size_t most = mode == 5 ? k / size : 1 + rnd(&s) % 3;
            k = size * most;
            m = size * gg_quick_groups(&run, lo, hi, got, size, most, rnd(&s) % 2 ? no_seven : NULL, &size);
        } else if (mode == 1) {
            m = gg_quick_ints(&run, lo, hi, got, k);
        } else {
            gg_quick_cursor c;
            gg_reader before = run;
            m = mode == 0 ? gg_quick_scan(&run, lo, hi, got, k, &c) : gg_quick_blocks(&run, lo, hi, got, k, &c);
            bad |= !same_reader(&before, &run); /* a scan alone changes nothing */
            if (rnd(&s) % 2) continue;            /* and is made again */
            gg_quick_commit(&run, &c);
        }
        for (size_t i = 0; i < m && !bad; i++)
            bad |= gg_read_int(&one, "x", lo, hi, &want) != GG_OK || want != got[i];
        if (bad || !same_reader(&one, &run)) return 0;
        if (m == k) continue;
        gg_status a = gg_read_int(&one, "x", lo, hi, &want);
        gg_status b = gg_read_int(&run, "x", lo, hi, &got[0]);
        if (a != b || strcmp(d1.msg, d2.msg) != 0) return 0;
        if (a != GG_OK) return 1; /* the same error, or the end, in both */
        if (want != got[0] || !same_reader(&one, &run)) return 0;
    }
}

/* ---- runs that end near the end of the input -----------------------------------------------
 * A memory reader's window is exactly its input, with no byte after it (a file read whole has
 * one: the byte of the read that finds its end), so no scan may read past it and the fast paths
 * must find the end where the one-token path does. Each text here is placed at the end of a
 * readable page followed by an unreadable one: a read past its end faults. */

enum { TAIL_MAX = 4096 - 64 }; /* the longest text placed */

/* Two pages, the second unreadable; NULL if they cannot be had. */
static unsigned char *guarded_area(size_t *room)
{
    const size_t page = (size_t)sysconf(_SC_PAGESIZE), size = (TAIL_MAX + page - 1) / page * page;
    unsigned char *m = mmap(NULL, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return NULL;
    if (mprotect(m + size, page, PROT_NONE) != 0) return NULL;
    *room = size;
    return m;
}

/* A text of `count` integers: mostly 1..7 digits (a '-' before a third of them when sign),
 * now and then up to 18 (left to the one-token path); between them mostly one ' ' or '\n',
 * now and then "\r\n" or '\t'; then `pad` spaces and the tail: none, "\n", "\r\n" or " ".
 * Returns its length. */
static size_t tail_text(char *p, uint64_t *s, size_t count, int sign, size_t pad, int tail)
{
    static const char *const seps[] = {" ", "\n", " ", "\n", " ", "\n", " ", "\n",
                                       " ", "\n", " ", "\n", " ", "\n", "\r\n", "\t"};
    static const char *const tails[] = {"", "\n", "\r\n", " "};
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        if (i) n += (size_t)sprintf(p + n, "%s", seps[rnd(s) % 16]);
        if (sign && rnd(s) % 3 == 0) p[n++] = '-';
        size_t digits = 1 + rnd(s) % (rnd(s) % 8 ? 7 : 18);
        p[n++] = (char)('1' + rnd(s) % 9);
        for (size_t d = 1; d < digits; d++) p[n++] = (char)('0' + rnd(s) % 10);
    }
    memset(p + n, ' ', pad);
    n += pad;
    return n + (size_t)sprintf(p + n, "%s", tails[tail]);
}

/* The reference: the integers of a text of blank-separated integers (strtoll each). */
static size_t ref_parse(const char *t, size_t n, int64_t *v)
{
    size_t count = 0, i = 0;
    while (i < n) {
        if (gg_is_blank((unsigned char)t[i])) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < n && !gg_is_blank((unsigned char)t[j])) j++;
        ref_value(t + i, j - i, &v[count++]);
        i = j;
    }
    return count;
}

/* gg_quick_blocks takes the integers gg_quick_scan takes, and leaves the same cursor (its
 * contract, which gg_quick_groups' second run relies on), for every k up to all of them and
 * one more, from the text's start and after its first two integers. */
static int blocks_as_scan(const char *text, size_t n, int64_t lo, int64_t hi, size_t count)
{
    gg_reader r;
    gg_reader_open_mem(&r, text, n, "<t>", NULL);
    for (size_t j = 0; j < 3 && j < count; j++) {
        for (size_t k = 1; k <= count - j + 1; k++) {
            int64_t a[64], b[64];
            gg_quick_cursor ca, cb;
            size_t ma = gg_quick_scan(&r, lo, hi, a, k, &ca), mb = gg_quick_blocks(&r, lo, hi, b, k, &cb);
            if (ma != mb || memcmp(a, b, ma * sizeof *a) != 0 || ca.p != cb.p || ca.tok != cb.tok ||
                ca.lines != cb.lines || (ca.lines && ca.line_p != cb.line_p))
                return 0;
        }
        int64_t v;
        if (gg_read_int(&r, "x", lo, hi, &v) != GG_OK) return 0;
    }
    return 1;
}

/* The text read to its end as the games read it: runs of gg_quick_groups (`size` integers a
 * group, up to `most` groups), gg_read_int for an integer no run takes. The integers must be
 * the reference's, each once and in order, and the end found right after the last. */
static int groups_to_end(const char *text, size_t n, int64_t lo, int64_t hi, size_t size, size_t most,
                         const int64_t *ref, size_t count)
{
    gg_diag d = {GG_OK, ""};
    gg_reader r;
    gg_reader_open_mem(&r, text, n, "<t>", &d);
    size_t got = 0;
    for (;;) {
        int64_t v[64];
        size_t m = size * gg_quick_groups(&r, lo, hi, v, size, most, NULL, NULL);
        for (size_t i = 0; i < m; i++)
            if (got >= count || v[i] != ref[got++]) return 0;
        if (m) continue;
        if (gg_read_int(&r, "x", lo, hi, v) != GG_OK) return got == count && gg_reader_at_end(&r);
        if (got >= count || v[0] != ref[got++]) return 0;
    }
}

/* Texts of 6..40 integers whose last one ends at every offset of the last 128 bytes (pad
 * 0..127 spaces), with each tail, with and without signs, in a buffer that ends where the text
 * does: the runs against the reference. Returns how many texts failed. */
static int end_texts(void)
{
    size_t room;
    unsigned char *area = guarded_area(&room);
    if (!area) return printf("no guarded pages: the end tests not run\n"), 1;
    char *text = malloc(TAIL_MAX);
    int64_t *ref = malloc(64 * sizeof *ref);
    int failed = 0;
    for (uint64_t seed = 1; seed <= 2; seed++)
        for (size_t count = 6; count <= 40; count++)
            for (int tail = 0; tail < 4; tail++)
                for (size_t pad = 0; pad < 128; pad++) {
                    uint64_t s = seed * 1000003 + count * 131 + (uint64_t)tail * 7 + pad;
                    const int sign = (int)((seed + count) % 2);
                    const size_t n = tail_text(text, &s, count, sign, pad, tail);
                    char *t = (char *)area + room - n;
                    memcpy(t, text, n);
                    const int64_t lo = sign ? -999999999999999999 : 1, hi = 999999999999999999;
                    int ok = ref_parse(t, n, ref) == count && blocks_as_scan(t, n, lo, hi, count);
                    for (size_t size = 1; size <= 4 && ok; size++)
                        for (size_t most = 1; most <= 64 / size && ok; most = most < 4 ? most + 1 : 2 * most)
                            ok = groups_to_end(t, n, lo, hi, size, most, ref, count);
                    ok = ok && check_runs(t, n, lo, hi, s);
                    if (!ok && failed++ < 5)
                        printf("end texts: seed %llu count %zu tail %d pad %zu: %.*s|\n", (unsigned long long)seed,
                               count, tail, pad, (int)n, t);
                }
    free(text);
    free(ref);
    printf("end texts: %d of %d failed\n", failed, 2 * 35 * 4 * 128);
    return failed;
}

int main(void)
{
    enum { TOKENS = 20000 };
    for (uint64_t seed = 1; seed <= 20; seed++) {
        uint64_t s = seed;
        char *text = malloc(TOKENS * 32);
        size_t *at = malloc(TOKENS * sizeof *at), *len = malloc(TOKENS * sizeof *len);
        size_t n = 0;
        for (int i = 0; i < TOKENS; i++) {
            if (i) n += put_blank(text + n, &s);
            at[i] = n;
            len[i] = put_token(text + n, &s);
            n += len[i];
        }
        gg_diag d = {GG_OK, ""};
        gg_reader r;
        gg_reader_open_mem(&r, text, n, "<t>", &d);
        uint64_t line = 1, line_start = 0;
        size_t scanned = 0;
        int bad = 0;
        for (int i = 0; i < TOKENS && !bad; i++) {
            for (; scanned < at[i]; scanned++)
                if (text[scanned] == '\n') line++, line_start = scanned + 1;
            int64_t want, got = 0;
            int fits = ref_value(text + at[i], len[i], &want);
            int64_t hi = seed % 2 ? INT64_MAX : 500000; /* half the seeds with a narrow range */
            gg_status st = gg_read_int(&r, "x", INT64_MIN, hi, &got);
            int ok = fits && want <= hi;
            if (ok) {
                bad |= st != GG_OK || got != want;
                bad |= r.tok_line != line || r.tok_col != at[i] - line_start + 1;
            } else {
                char where[64];
                snprintf(where, sizeof where, "<t>:%llu:%llu: x ", (unsigned long long)line,
                         (unsigned long long)(at[i] - line_start + 1));
                bad |= st != GG_EINPUT || strncmp(d.msg, where, strlen(where)) != 0;
                break; /* the first error stops the reader's caller */
            }
        }
        CHECK(!bad);
        if (bad) printf("seed %llu: %s\n", (unsigned long long)seed, d.msg);
        CHECK(check_runs(text, n, INT64_MIN, seed % 2 ? INT64_MAX : 500000, seed));
        CHECK(check_runs(text, n, seed % 3 ? 0 : 1, seed % 2 ? INT64_MAX : 500000, seed + 200)); /* no sign */
        gg_reader_close(&r);
        /* runs of small integers only, the judge inputs' kind, with no error to stop them */
        size_t m = 0;
        for (int i = 0; i < TOKENS; i++) {
            if (i) m += put_blank(text + m, &s);
            m += (size_t)snprintf(text + m, 32, "%lld", (long long)(rnd(&s) % 400001) - 200000);
        }
        gg_reader_open_mem(&r, text, m, "<t>", &d);
        CHECK(check_runs(text, m, INT64_MIN, INT64_MAX, seed + 100));
        CHECK(check_runs(text, m, -200000 + (int64_t)(seed % 3) * 200000, INT64_MAX, seed + 300));
        gg_reader_close(&r);
        free(text);
        free(at);
        free(len);
    }
    /* a clean text (single blanks, integers of 1..20 bytes), read in one gg_quick_blocks run:
     * every integer that starts 31 bytes or more before the end is taken, and none after it
     * (as gg_quick_scan: the one-token path's reach) */
    for (uint64_t seed = 1; seed <= 20; seed++) {
        enum { N = 5000 };
        uint64_t s = seed;
        char *text = malloc(N * 24);
        int64_t *want = malloc(N * sizeof *want), *got = malloc(N * sizeof *got);
        size_t n = 0, expect;
        for (int i = 0; i < N; i++) {
            if (i) text[n++] = rnd(&s) % 3 ? ' ' : '\n';
            uint64_t digits = 1 + rnd(&s) % (rnd(&s) % 4 ? 6 : 18), v = 1 + rnd(&s) % 9;
            for (uint64_t d = 1; d < digits; d++) v = v * 10 + rnd(&s) % 10;
            int neg = seed % 2 && rnd(&s) % 2;
            want[i] = neg ? -(int64_t)v : (int64_t)v;
            n += (size_t)snprintf(text + n, 24, "%lld", (long long)want[i]);
        }
        gg_reader r;
        gg_reader_open_mem(&r, text, n, "<t>", NULL);
        gg_quick_cursor c;
        const int64_t lo = seed % 2 ? INT64_MIN + 1 : 1;
        size_t taken = gg_quick_blocks(&r, lo, INT64_MAX, got, N, &c), at = 0;
        for (expect = 0; expect < N; expect++) { /* the integers that start by len - 31 */
            char tmp[24];
            if (at + 31 > n) break;
            at += (size_t)snprintf(tmp, sizeof tmp, "%lld", (long long)want[expect]) + 1;
        }
        CHECK(taken == expect && memcmp(got, want, taken * sizeof *got) == 0);
        free(text);
        free(want);
        free(got);
    }
    /* an empty range takes nothing, and the general path says so */
    {
        const char *t = "5 6 7                                                     \n";
        gg_diag d = {GG_OK, ""};
        gg_reader r;
        gg_reader_open_mem(&r, t, strlen(t), "<t>", &d);
        int64_t v[3];
        CHECK(gg_quick_ints(&r, 6, 5, v, 3) == 0);
        CHECK(gg_read_int(&r, "x", 6, 5, v) == GG_EINPUT && strstr(d.msg, "outside") != NULL);
        gg_reader_close(&r);
    }
    /* a stray character right after the digits the word covers, and deep in a long token */
    const char *cases[] = {"12345x7                                  \n",
                           "123456789012x                            \n",
                           "1-2                                      \n"};
    for (int i = 0; i < 3; i++) {
        gg_diag d = {GG_OK, ""};
        gg_reader r;
        gg_reader_open_mem(&r, cases[i], strlen(cases[i]), "<t>", &d);
        int64_t v;
        CHECK(gg_read_int(&r, "x", 0, INT64_MAX, &v) == GG_EINPUT);
        CHECK(strstr(d.msg, "(an integer)") != NULL);
        gg_reader_close(&r);
    }
    CHECK(end_texts() == 0);
    return check_done();
}
