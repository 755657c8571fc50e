/* test_sg.c: the Sprague–Grundy engine on games with published values: Nim (a heap of n is
 * worth n, a position is worth the XOR), Kayles (0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1
 * for n = 0..20, where moves split a row into a sum of two rows), the subtraction game
 * {1,2,3} (n mod 4); and loopy inputs, which must be reported, not looped on. */
#include <string.h>

#include "check.h"
#include "engine/sg.h"

/* Nim with three heaps of at most 7: state a*64 + b*8 + c, options reduce one heap. */
static gg_status nim3_options(void *user, uint32_t s, gg_sg_sink *sink)
{
    (void)user;
    uint32_t h[3] = {s / 64, s / 8 % 8, s % 8};
    for (int i = 0; i < 3; i++)
        for (uint32_t v = 0; v < h[i]; v++) {
            uint32_t g[3] = {h[0], h[1], h[2]};
            g[i] = v;
            uint32_t next = g[0] * 64 + g[1] * 8 + g[2];
            gg_status st = gg_sg_option(sink, &next, 1);
            if (st != GG_OK) return st;
        }
    return GG_OK;
}

/* Kayles: a row of n pins; knock down one or two adjacent pins, leaving rows a and b. */
static gg_status kayles_options(void *user, uint32_t n, gg_sg_sink *sink)
{
    (void)user;
    for (uint32_t take = 1; take <= 2 && take <= n; take++)
        for (uint32_t a = 0; a + take <= n; a++) {
            uint32_t parts[2] = {a, n - take - a};
            gg_status st = gg_sg_option(sink, parts, 2);
            if (st != GG_OK) return st;
        }
    return GG_OK;
}

static gg_status subtraction_options(void *user, uint32_t n, gg_sg_sink *sink)
{
    (void)user;
    for (uint32_t k = 1; k <= 3 && k <= n; k++) {
        uint32_t next = n - k;
        gg_status st = gg_sg_option(sink, &next, 1);
        if (st != GG_OK) return st;
    }
    return GG_OK;
}

/* A loopy game: 0 -> 1 -> 2 -> 0, and 3 -> 3. */
static gg_status loop_options(void *user, uint32_t s, gg_sg_sink *sink)
{
    (void)user;
    uint32_t next = s == 3 ? 3 : (s + 1) % 3;
    return gg_sg_option(sink, &next, 1);
}

int main(void)
{
    gg_diag d = {GG_OK, ""};
    uint64_t v;

    gg_sg *nim;
    CHECK(gg_sg_new(512, nim3_options, NULL, &nim, &d) == GG_OK && nim != NULL);
    int nim_ok = 1;
    for (uint32_t s = 0; s < 512 && nim_ok; s++)
        nim_ok = gg_sg_value(nim, s, &v, &d) == GG_OK && v == ((s / 64) ^ (s / 8 % 8) ^ (s % 8));
    CHECK(nim_ok);
    gg_sg_free(nim);

    static const uint64_t kayles[21] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1};
    gg_sg *ky;
    CHECK(gg_sg_new(21, kayles_options, NULL, &ky, &d) == GG_OK);
    for (uint32_t n = 0; n <= 20; n++) { /* asked from the top down, then all again */
        CHECK(gg_sg_value(ky, 20 - n, &v, &d) == GG_OK && v == kayles[20 - n]);
    }
    gg_sg_free(ky);
    /* a fresh engine asked for n = 20 first computes everything it needs itself */
    CHECK(gg_sg_new(21, kayles_options, NULL, &ky, NULL) == GG_OK); /* diag may be NULL */
    CHECK(gg_sg_value(ky, 20, &v, &d) == GG_OK && v == 1);
    for (uint32_t n = 0; n <= 20; n++) CHECK(gg_sg_value(ky, n, &v, &d) == GG_OK && v == kayles[n]);
    gg_sg_free(ky);

    gg_sg *sub;
    CHECK(gg_sg_new(200, subtraction_options, NULL, &sub, &d) == GG_OK);
    int sub_ok = 1;
    for (uint32_t n = 0; n < 200 && sub_ok; n++) sub_ok = gg_sg_value(sub, n, &v, &d) == GG_OK && v == n % 4;
    CHECK(sub_ok);
    gg_sg_free(sub);

    gg_sg_free(NULL); /* free accepts NULL */
    gg_sg *loop = NULL;
    CHECK(gg_sg_new(4, loop_options, NULL, &loop, NULL) == GG_OK && loop != NULL); /* a NULL diag is allowed */
    CHECK(gg_sg_value(loop, 0, &v, &d) == GG_ECHECK && strstr(d.msg, "cycle") != NULL);
    gg_diag_clear(&d);
    CHECK(gg_sg_value(loop, 3, &v, &d) == GG_ECHECK && strstr(d.msg, "cycle") != NULL);
    gg_diag_clear(&d);
    gg_sg_free(loop);

    /* explicit graph: 0 -> {1,2}, 1 -> {2}, 2 -> {}, 3 -> {0,1,2}: values 0? 2 is 0, 1 is 1, 0 is mex{1,0}=2, 3 is mex{2,1,0}=3 */
    static const uint32_t first[5] = {0, 2, 3, 3, 6};
    static const uint32_t next[6] = {1, 2, 2, 0, 1, 2};
    uint64_t g[4];
    CHECK(gg_sg_graph(4, first, next, g, &d) == GG_OK);
    CHECK(g[0] == 2 && g[1] == 1 && g[2] == 0 && g[3] == 3);
    return check_done();
}
