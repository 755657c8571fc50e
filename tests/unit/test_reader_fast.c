/* test_reader_fast.c: gg_read_int's word-at-a-time hot path against a plain reference, on
 * seeded random texts of integers of 1..21 digits (leading zeros, signs, the 64-bit edges)
 * separated by every kind of blank run: each value, each token's line and column, and the
 * errors (overflow, out of range, a stray character) located where the reference says. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/io.h>

#include "check.h"

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
        gg_reader_close(&r);
        free(text);
        free(at);
        free(len);
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
