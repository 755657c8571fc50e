/* test_reader_fast.c: gg_read_int's word-at-a-time hot path against a plain reference, on
 * seeded random texts of integers of 1..21 digits (leading zeros, signs, the 64-bit edges)
 * separated by every kind of blank run: each value, each token's line and column, and the
 * errors (overflow, out of range, a stray character) located where the reference says. The
 * runs of integers (gg_quick_ints, gg_quick_scan without a commit, gg_quick_groups with a
 * check that fails now and then, long runs of gg_quick_blocks) against the same reference,
 * over ranges with and without negatives: the reader after a run is the reader after as many
 * gg_read_int calls. test_reader_fast_portable.c runs it all again on the portable scanner
 * (GG_PORTABLE_SCAN: no SSE2). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
     * every integer that starts 31 bytes or more before the end is taken (some after it may
     * be too, but not the last: no blank ends it) */
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
        CHECK(taken >= expect && taken < N && memcmp(got, want, taken * sizeof *got) == 0);
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
    return check_done();
}
