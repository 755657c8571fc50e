/* test_go.c: unit tests of the Go (flip one stone) library API beyond what verify covers:
 * board validation, thin rectangular boards (one row, one column: the padded layout and a
 * DFS as deep as the board is long), solver reuse from large to small boards, and the hash
 * helpers against known values, and the judge-format writer read back by the reader. */
#include <stdlib.h>
#include <string.h>

#include <gridgames/go.h>

#include "../../src/games/go/split.h"
#include "check.h"

/* A line of n points: white stones and one empty point at the end. Flipping the stone at
 * index i cuts the i stones before it off from the empty point: a = i. */
static void line_board(uint32_t n, uint8_t *cell)
{
    memset(cell, GG_GO_WHITE, n);
    cell[n - 1] = GG_GO_EMPTY;
}

/* The hash of a solved board in two parts, split after every row in turn (as parallel.c
 * does for one large board on two threads), equals gg_go_hash. */
static int split_agrees(const gg_go_solver *s, const gg_go_board *b)
{
    uint8_t *f0 = calloc(b->cols + 8, 1), *f1 = calloc(b->cols + 8, 1);
    uint32_t *u0 = calloc(b->cols + 8, 4), *u1 = calloc(b->cols + 8, 4);
    int ok = f0 && f1 && u0 && u1;
    for (uint32_t h = 0; ok && h <= b->rows; h++) {
        uint64_t m0 = 0, m1 = 0;
        const uint64_t d0 = gg_go_hash_rows(s, 0, h, f0, u0, &m0);
        const uint64_t d1 = gg_go_hash_rows(s, h, b->rows, f1, u1, &m1);
        ok = gg_go_hash_join(s, d0, m0, d1, m1) == gg_go_hash(s);
    }
    free(f0);
    free(f1);
    free(u0);
    free(u1);
    return ok;
}

int main(void)
{
    gg_go_solver *s = NULL;
    CHECK(gg_go_solver_new(&s, NULL) == GG_OK && s != NULL);

    /* validation */
    uint8_t bad[4] = {0, 1, 2, 3};
    gg_go_board b = {2, 2, bad};
    CHECK(gg_go_board_check(&b, NULL) == GG_EUSAGE);
    CHECK(gg_go_solve(s, &b, NULL) == GG_EUSAGE);
    gg_diag dg = {0};
    CHECK(gg_go_solve(s, &b, &dg) == GG_EUSAGE && dg.status == GG_EUSAGE && strstr(dg.msg, "point 3"));
    /* the same through gg_go_solve_input, which checks the points as it moves them into
     * place: the error names the same point and the input keeps its board */
    {
        const uint8_t bad9[9] = {0, 1, 2, 2, 1, 1, 1, 7, 2}; /* rows move: the error puts them back */
        gg_go_input bin = {0};
        CHECK((bin.buf = malloc(9)) != NULL);
        memcpy(bin.buf, bad9, 9);
        bin.cap = 9;
        bin.board = (gg_go_board){3, 3, bin.buf};
        gg_diag di = {0};
        CHECK(gg_go_solve_input(s, &bin, &di) == GG_EUSAGE && strstr(di.msg, "point 7 holds 7"));
        CHECK(bin.board.cell == bin.buf && memcmp(bin.buf, bad9, 9) == 0);
        bin.buf[7] = GG_GO_WHITE; /* fixed, it solves: (0, 2) and the two at the bottom right are dead */
        CHECK(gg_go_solve_input(s, &bin, NULL) == GG_OK && bin.board.cell == NULL);
        CHECK(gg_go_base(s) == 3 && gg_go_dead_white(s, 0, 2) == 1 && gg_go_dead_white(s, 1, 0) == 0);
        gg_go_input_fini(&bin);
    }
    gg_go_board empty = {0, 5, bad};
    CHECK(gg_go_board_check(&empty, NULL) == GG_EUSAGE);
    gg_go_board huge = {1u << 16, 1u << 15, bad}; /* 2^31 points: over the limit, not read */
    CHECK(gg_go_board_check(&huge, NULL) == GG_EUSAGE);

    /* one row and one column of 10^6 points */
    const uint32_t n = 1000000;
    uint8_t *cell = malloc(n);
    CHECK(cell != NULL);
    line_board(n, cell);
    gg_go_board row = {1, n, cell}, col = {n, 1, cell};
    const gg_go_board *lines[2] = {&row, &col};
    for (int k = 0; k < 2; k++) {
        CHECK(gg_go_solve(s, lines[k], NULL) == GG_OK);
        CHECK(gg_go_base(s) == 0);
        const uint32_t probe[4] = {0, 1, 4321, n - 2};
        for (int j = 0; j < 4; j++) {
            uint32_t i = probe[j];
            uint64_t a = k == 0 ? gg_go_flip_count(s, 0, i) : gg_go_flip_count(s, i, 0);
            CHECK(a == i);
        }
        CHECK((k == 0 ? gg_go_flip_count(s, 0, n - 1) : gg_go_flip_count(s, n - 1, 0)) == 0);
    }
    /* no empty point: one dead group of n white stones */
    memset(cell, GG_GO_WHITE, n);
    CHECK(gg_go_solve(s, &col, NULL) == GG_OK);
    CHECK(gg_go_base(s) == n);
    CHECK(gg_go_flip_count(s, 777, 0) == n - 1);
    CHECK(gg_go_dead_white(s, 777, 0) == 1);
    free(cell);

    /* reuse on a small board after the large ones: the judge's second sample board */
    const char *rows3[3] = {".x.", "xoo", "ox."};
    uint8_t c3[9];
    for (int i = 0; i < 9; i++) {
        char ch = rows3[i / 3][i % 3];
        c3[i] = ch == 'x' ? GG_GO_BLACK : ch == 'o' ? GG_GO_WHITE : GG_GO_EMPTY;
    }
    gg_go_board b3 = {3, 3, c3};
    CHECK(gg_go_solve(s, &b3, NULL) == GG_OK);
    CHECK(gg_go_hash(s) == 870527216u);
    CHECK(gg_go_base(s) == 1);
    CHECK(gg_go_dead_white(s, 2, 0) == 1);
    CHECK(gg_go_dead_white(s, 1, 1) == 0);
    CHECK(gg_go_flip_count(s, 0, 0) == 0); /* an empty point */
    uint64_t count[9], base;
    CHECK(gg_go_oracle(&b3, count, &base, NULL) == GG_OK);
    CHECK(base == 1);
    CHECK(gg_go_hash_counts(&b3, count) == 870527216u);
    const uint64_t want[9] = {0, 1, 0, 0, 1, 2, 0, 0, 0}; /* stones: 1,0,1,2,0,0 */
    CHECK(memcmp(count, want, sizeof want) == 0);

    /* hash of many stones: more than four per row, so the four-at-a-time path runs */
    uint8_t c5[25];
    for (int i = 0; i < 25; i++) c5[i] = (uint8_t)(i % 7 == 3 ? GG_GO_EMPTY : 1 + (i * 5 % 3 == 0));
    gg_go_board b5 = {5, 5, c5};
    uint64_t count5[25];
    CHECK(gg_go_oracle(&b5, count5, &base, NULL) == GG_OK);
    CHECK(gg_go_solve(s, &b5, NULL) == GG_OK);
    CHECK(gg_go_hash(s) == gg_go_hash_counts(&b5, count5));
    CHECK(split_agrees(s, &b5));
    /* the hash by its definition, straight */
    uint64_t h = 0;
    for (int i = 0; i < 25; i++)
        if (c5[i] != GG_GO_EMPTY) h = (h * 1000007u + count5[i]) % 1000000007u;
    CHECK(gg_go_hash_counts(&b5, count5) == h);

    /* the hash against the counts one by one, on a row of 10^5 points where a - base is 0
     * but for three black stones without a liberty: the hash's skips over stones with
     * a = base span more than 2^14 stones (the powers of B past its tables), and on the
     * line of white stones, where every a differs */
    {
        const uint32_t m = 100000;
        uint8_t *rc = malloc(m);
        uint64_t *cnt = malloc(m * sizeof *cnt);
        CHECK(rc != NULL && cnt != NULL);
        for (uint32_t i = 0; i < m; i++) rc[i] = i % 2 ? GG_GO_EMPTY : GG_GO_WHITE;
        const uint32_t at[3] = {10, 50000, m - 3};
        for (int j = 0; j < 3; j++) memset(rc + at[j], GG_GO_BLACK, 3);
        gg_go_board br = {1, m, rc};
        uint8_t *lc = malloc(m);
        CHECK(lc != NULL);
        line_board(m, lc);
        gg_go_board bl = {1, m, lc};
        const gg_go_board *bs[2] = {&br, &bl};
        for (int k = 0; k < 2; k++) {
            CHECK(gg_go_solve(s, bs[k], NULL) == GG_OK);
            for (uint32_t i = 0; i < m; i++) cnt[i] = gg_go_flip_count(s, 0, i);
            CHECK(gg_go_hash(s) == gg_go_hash_counts(bs[k], cnt));
        }
        CHECK(cnt[0] == 0 && cnt[5] == 5);
        /* a board of 300 x 300 points (dead groups, black stones next to them, rows where
         * most blocks have a d != 0), split after every row */
        const uint32_t n = 300;
        uint8_t *sc = malloc(n * n);
        CHECK(sc != NULL);
        uint32_t x = 12345;
        for (uint32_t i = 0; i < n * n; i++) {
            x = x * 1103515245u + 12345u;
            const uint32_t q = (x >> 16) % 100;
            sc[i] = (uint8_t)(q < 80 ? GG_GO_WHITE : q < 92 ? GG_GO_BLACK : GG_GO_EMPTY);
        }
        gg_go_board bq = {n, n, sc};
        CHECK(gg_go_solve(s, &bq, NULL) == GG_OK && gg_go_base(s) > 0);
        CHECK(split_agrees(s, &bq));
        free(sc);
        free(rc);
        free(lc);
        free(cnt);
    }

    /* the hash against the counts one by one on widths around the hash's steps (sixteen and
     * sixty-four points in the AVX-512 code, eight in the plain one), a row's last step full
     * or partial, with dead groups, black stones next to them and stones with a != base in
     * every step: mostly white and random thirds */
    {
        const uint32_t widths[] = {1, 7, 8, 15, 16, 17, 63, 64, 65, 127, 128, 129, 192, 200};
        const uint32_t heights[] = {1, 2, 9};
        uint8_t *cell = malloc(9 * 200);
        uint64_t *cnt = malloc(9 * 200 * sizeof *cnt);
        CHECK(cell != NULL && cnt != NULL);
        uint32_t x = 777;
        for (size_t iw = 0; iw < sizeof widths / sizeof *widths; iw++)
            for (size_t ih = 0; ih < sizeof heights / sizeof *heights; ih++)
                for (uint32_t mix = 0; mix < 2; mix++) {
                    const uint32_t cols = widths[iw], rows = heights[ih], n = rows * cols;
                    for (uint32_t i = 0; i < n; i++) {
                        x = x * 1103515245u + 12345u;
                        const uint32_t q = (x >> 16) % 100;
                        cell[i] = (uint8_t)(mix ? (q < 34 ? GG_GO_WHITE : q < 67 ? GG_GO_BLACK : GG_GO_EMPTY)
                                                : (q < 80 ? GG_GO_WHITE : q < 92 ? GG_GO_BLACK : GG_GO_EMPTY));
                    }
                    gg_go_board bw = {rows, cols, cell};
                    CHECK(gg_go_solve(s, &bw, NULL) == GG_OK);
                    for (uint32_t i = 0; i < n; i++) cnt[i] = gg_go_flip_count(s, i / cols, i % cols);
                    CHECK(gg_go_hash(s) == gg_go_hash_counts(&bw, cnt));
                }
        free(cell);
        free(cnt);
    }

    /* the search's runs along rows (sixteen stones at a time in the AVX-512 code: solve.c,
     * run_visit and run_finish) against the row-by-row pass, a method that shares none of the
     * search's code, on boards with few liberties and long white runs going both ways: snakes
     * (rows of white joined at alternate ends), combs (black rows with white gaps) and white
     * boards with black segments; widths around the runs' sixteen, every stone's count */
    {
        const uint32_t widths[] = {16, 17, 18, 31, 32, 33, 47, 64, 100};
        const uint32_t heights[] = {1, 2, 3, 8, 33};
        uint8_t *cell = malloc(33 * 100);
        uint64_t *cnt = malloc(33 * 100 * sizeof *cnt);
        gg_go_solver *rows_sv = NULL;
        CHECK(cell != NULL && cnt != NULL && gg_go_solver_new(&rows_sv, NULL) == GG_OK);
        gg_go_solver_set_pass(s, GG_GO_PASS_SEARCH);
        gg_go_solver_set_pass(rows_sv, GG_GO_PASS_ROWS);
        uint32_t x = 4242;
#define RND(m) ((x = x * 1103515245u + 12345u), (x >> 16) % (m))
        for (size_t iw = 0; iw < sizeof widths / sizeof *widths; iw++)
            for (size_t ih = 0; ih < sizeof heights / sizeof *heights; ih++)
                for (uint32_t kind = 0; kind < 3; kind++)
                    for (uint32_t rep = 0; rep < 3; rep++) {
                        const uint32_t cols = widths[iw], rows = heights[ih], n = rows * cols;
                        memset(cell, GG_GO_WHITE, n);
                        for (uint32_t r = 1; r < rows; r += 2) {
                            if (kind == 2) break;
                            memset(cell + (size_t)r * cols, GG_GO_BLACK, cols);
                            if (kind == 0) /* a snake: the gap at alternate ends */
                                cell[(size_t)r * cols + (r / 2 % 2 ? 0 : cols - 1)] = GG_GO_WHITE;
                            else /* a comb: gaps anywhere */
                                for (uint32_t g = RND(3) + 1; g > 0; g--) cell[(size_t)r * cols + RND(cols)] = GG_GO_WHITE;
                        }
                        if (kind == 2) /* black segments, across or down */
                            for (uint32_t k = RND(n / 8 + 1); k > 0; k--) {
                                const uint32_t r = RND(rows), c = RND(cols), len = RND(20) + 1, down = RND(2);
                                for (uint32_t j = 0; j < len && (down ? r + j < rows : c + j < cols); j++)
                                    cell[(size_t)(down ? r + j : r) * cols + (down ? c : c + j)] = GG_GO_BLACK;
                            }
                        for (uint32_t k = RND(3) + 1; k > 0; k--) cell[RND(n)] = GG_GO_EMPTY;
                        gg_go_board bs = {rows, cols, cell};
                        CHECK(gg_go_solve(rows_sv, &bs, NULL) == GG_OK);
                        for (uint32_t i = 0; i < n; i++) cnt[i] = gg_go_flip_count(rows_sv, i / cols, i % cols);
                        CHECK(gg_go_solve(s, &bs, NULL) == GG_OK);
                        CHECK(gg_go_base(s) == gg_go_base(rows_sv) && gg_go_hash(s) == gg_go_hash(rows_sv));
                        int same = 1;
                        for (uint32_t i = 0; i < n; i++) same &= gg_go_flip_count(s, i / cols, i % cols) == cnt[i];
                        CHECK(same);
                    }
#undef RND
        gg_go_solver_set_pass(s, GG_GO_PASS_AUTO);
        gg_go_solver_free(rows_sv);
        free(cell);
        free(cnt);
    }

    /* solving in place from an input: the same answers, on boards growing and shrinking (the
     * buffers trade places each time, and the input's is too small for the padded grid) */
    gg_go_input in = {0};
    const uint32_t shapes[4][2] = {{5, 5}, {1, 9}, {7, 3}, {2, 2}};
    for (int k = 0; k < 4; k++) {
        const uint32_t rows = shapes[k][0], cols = shapes[k][1], n = rows * cols;
        uint8_t cell[25];
        for (uint32_t i = 0; i < n; i++) cell[i] = (uint8_t)((i * 7 + (uint32_t)k) % 5 % 3);
        gg_go_board bk = {rows, cols, cell};
        CHECK(gg_go_solve(s, &bk, NULL) == GG_OK);
        const uint32_t want_hash = gg_go_hash(s);
        const uint64_t want_base = gg_go_base(s);
        uint64_t want_count[25];
        for (uint32_t i = 0; i < n; i++) want_count[i] = gg_go_flip_count(s, i / cols, i % cols);
        free(in.buf);
        in.buf = malloc(n); /* exactly the board, as small as a reader may leave it */
        CHECK(in.buf != NULL);
        memcpy(in.buf, cell, n);
        in.cap = n;
        in.board = (gg_go_board){rows, cols, in.buf};
        CHECK(gg_go_solve_input(s, &in, NULL) == GG_OK);
        CHECK(in.board.cell == NULL && in.buf != NULL);
        CHECK(gg_go_hash(s) == want_hash && gg_go_base(s) == want_base);
        CHECK(split_agrees(s, &bk));
        for (uint32_t i = 0; i < n; i++)
            CHECK(gg_go_flip_count(s, i / cols, i % cols) == want_count[i]);
    }
    gg_go_input_fini(&in);

    gg_go_solver_free(s);

    /* the judge-format writer and reader agree: write a board, read it back, same points;
     * gg_go_input_fini twice is harmless */
    gg_writer w;
    gg_writer_open_mem(&w);
    gg_go_write_board(&w, &b5);
    size_t len;
    const char *text = gg_writer_data(&w, &len);
    CHECK(len == 2 + 5 * 6 && memcmp(text, "5\n", 2) == 0);
    gg_reader r;
    gg_reader_open_mem(&r, text, len, "<test>", NULL);
    gg_go_input back = {0};
    CHECK(gg_go_read_board(&r, &back) == GG_OK);
    CHECK(back.board.rows == 5 && back.board.cols == 5 && memcmp(back.board.cell, c5, 25) == 0);
    gg_go_input_fini(&back);
    gg_go_input_fini(&back);
    gg_reader_close(&r);
    gg_writer_close(&w);
    return check_done();
}
