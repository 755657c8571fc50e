/* test_knightmare_analyze.c: `knightmare analyze` (the position table gg_knightmare_pos_ops,
 * through gg_analyze) against an independent solver on every legal start of 6 x 6 and 8 x 8
 * under both readings of the target rule, with white to move (6 x 6: also black to move): the value
 * and remoteness of the position and of every move, line by line. The solver iterates over
 * remoteness k = 1, 2, ... with the rules only (not the retrograde engine of the tablebase). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/gridgames.h>

#include "check.h"

/* Value (0 draw, 1 win, 2 loss for the side to move) and remoteness of every state of a board,
 * by plain iteration over remoteness k = 1, 2, ... (not the retrograde engine of table.c). */
typedef struct brute {
    int n, m;
    uint32_t C;
    uint8_t *val;
    int *rem;
} brute;

static uint32_t bstate(const brute *b, int32_t w, int32_t k, int tomove)
{
    return ((uint32_t)w * b->C + (uint32_t)k) * 2u + (uint32_t)tomove;
}

/* The children of state (w, k, tomove), k the black cell. */
static int bchildren(const brute *b, int32_t w, int32_t k, int tomove, uint32_t out[8])
{
    int32_t nb[8];
    int c = gg_knightmare_moves(b->n, b->m, tomove ? k : w, nb);
    for (int i = 0; i < c; i++) out[i] = tomove ? bstate(b, w, nb[i], 0) : bstate(b, nb[i], k, 1);
    return c;
}

static void brute_solve(brute *b, gg_knightmare_board board)
{
    b->n = board.n, b->m = board.m, b->C = (uint32_t)(board.n * board.m);
    uint32_t S = 2 * b->C * b->C;
    b->val = calloc(S, 1);
    b->rem = calloc(S, sizeof *b->rem);
    uint8_t *done = calloc(S, 1);
    for (uint32_t s = 0; s < S; s++) {
        int tm = (int)(s & 1u);
        int32_t w = (int32_t)((s >> 1) / b->C), k = (int32_t)((s >> 1) % b->C);
        gg_knightmare_result r = gg_knightmare_after_move(board, w, k, (gg_knightmare_side)(1 - tm));
        if (r == GG_KNIGHTMARE_GOING) continue;
        b->val[s] = (r == GG_KNIGHTMARE_WHITE_WON) == (tm == 0) ? 1 : 2;
        done[s] = 1;
    }
    for (int depth = 1, changed = 1; changed; depth++) {
        changed = 0;
        uint8_t *next = malloc(S);
        memcpy(next, done, S);
        for (uint32_t s = 0; s < S; s++) {
            if (done[s]) continue;
            uint32_t ch[8];
            int tm = (int)(s & 1u), c = bchildren(b, (int32_t)((s >> 1) / b->C), (int32_t)((s >> 1) % b->C), tm, ch);
            int win = 0, all_won = 1, maxr = -1;
            for (int i = 0; i < c; i++) {
                if (done[ch[i]] && b->val[ch[i]] == 2 && b->rem[ch[i]] == depth - 1) win = 1;
                if (!done[ch[i]] || b->val[ch[i]] != 1) all_won = 0;
                else if (b->rem[ch[i]] > maxr) maxr = b->rem[ch[i]];
            }
            if (win || (all_won && maxr == depth - 1)) {
                next[s] = 2; /* decided this round: written after the round */
                changed = 1;
            }
        }
        for (uint32_t s = 0; s < S; s++)
            if (next[s] == 2) {
                uint32_t ch[8];
                int tm = (int)(s & 1u), c = bchildren(b, (int32_t)((s >> 1) / b->C), (int32_t)((s >> 1) % b->C), tm, ch);
                int win = 0;
                for (int i = 0; i < c; i++) win |= done[ch[i]] && b->val[ch[i]] == 2 && b->rem[ch[i]] == depth - 1;
                b->val[s] = win ? 1 : 2;
                b->rem[s] = depth;
                next[s] = 1;
            }
        free(done);
        done = next;
    }
    free(done);
}

/* The analyze text of one position through the position table, as gg_analyze prints it. */
static int analyze_text(const char *in, gg_knightmare_rule rule, char *buf, size_t sz)
{
    gg_diag diag = {GG_OK, ""};
    gg_reader r;
    gg_writer out;
    char *rv[1] = {rule == GG_KNIGHTMARE_RULE_ANY ? "any" : "mover"};
    gg_opt o = {"rule", 1, rv};
    gg_args args = {1, &o, 0, NULL};
    gg_reader_open_mem(&r, in, strlen(in), "<test>", &diag);
    gg_writer_open_mem(&out);
    gg_ctx ctx = {&r, &out, NULL, &diag, &args, "gridgames knightmare analyze", &gg_game_knightmare, NULL};
    gg_status s = gg_analyze_action(&ctx);
    size_t len;
    const char *p = gg_writer_data(&out, &len);
    snprintf(buf, sz, "%.*s", (int)len, p);
    gg_writer_close(&out);
    gg_reader_close(&r);
    return s == GG_OK;
}

static void value_text(char *buf, size_t sz, int v, int rem, const char *sep)
{
    if (v == 0) snprintf(buf, sz, "draw");
    else snprintf(buf, sz, "%s%s%d", v == 1 ? "win" : "lose", sep, rem);
}

/* Every start of the board, white to move, and (sides = 2) the same cells with black to move:
 * the value and remoteness of the position and of every move agree with the brute force. */
static void test_analyze(int n, int m, gg_knightmare_rule rule, int sides)
{
    gg_knightmare_board board = {n, m, rule};
    brute b;
    brute_solve(&b, board);
    gg_knightmare_start s = {n, m, 0, 0, 0, 0};
    int bad = 0, count = 0;
    while (gg_knightmare_next_start(&s) && bad < 5) {
        for (int tm = 0; tm < sides; tm++) {
            char in[64], got[1024], want[1024], v[32];
            snprintf(in, sizeof in, "%d %d\n%d %d %d %d\n%s\n", n, m, s.x1, s.y1, s.x2, s.y2, tm ? "black" : "white");
            int32_t w = gg_knightmare_cell(m, s.x1, s.y1), k = gg_knightmare_cell(m, s.x2, s.y2);
            uint32_t st = bstate(&b, w, k, tm);
            value_text(v, sizeof v, b.val[st], b.rem[st], " remoteness ");
            size_t len = (size_t)snprintf(want, sizeof want, "value %s\n", v);
            int32_t nb[8];
            int c = gg_knightmare_moves(n, m, tm ? k : w, nb);
            for (int i = 0; i < c; i++) {
                uint32_t ch = tm ? bstate(&b, w, nb[i], 0) : bstate(&b, nb[i], k, 1);
                int cv = b.val[ch] == 0 ? 0 : 3 - b.val[ch];
                value_text(v, sizeof v, cv, b.rem[ch] + 1, " ");
                len += (size_t)snprintf(want + len, sizeof want - len, "%d %d %s\n", gg_knightmare_row(m, nb[i]),
                                        gg_knightmare_col(m, nb[i]), v);
            }
            count++;
            if (!analyze_text(in, rule, got, sizeof got) || strcmp(got, want) != 0) {
                bad++;
                fprintf(stderr, "analyze %s(rule %d) gave\n%s wanted\n%s", in, (int)rule, got, want);
            }
        }
    }
    CHECK(bad == 0 && count > 0);
    free(b.val);
    free(b.rem);
}


int main(void)
{
    test_analyze(6, 6, GG_KNIGHTMARE_RULE_MOVER, 2);
    test_analyze(6, 6, GG_KNIGHTMARE_RULE_ANY, 2);
    test_analyze(8, 8, GG_KNIGHTMARE_RULE_MOVER, 1); /* every analyze builds its table: keep it quick */
    test_analyze(8, 8, GG_KNIGHTMARE_RULE_ANY, 1);
    return check_done();
}
