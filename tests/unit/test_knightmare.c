/* test_knightmare.c: unit tests of the knightmare rules, player and tablebase.
 *  - targets, knight adjacency, move lists at corners;
 *  - the outcome after a move under both readings (capture, unattacked target, attacked
 *    target, the "any" reading's passive win for the other side);
 *  - the player takes each of its six (colour x plan) branches somewhere on 8 x 8 and 10 x 10,
 *    and in every one its side is the table's winner and it beats the perfect opponent;
 *  - _reinit across boards that grow, shrink and change shape gives a fresh _init's fields,
 *    and keeps its block when the board fits; a bad start leaves the player as it was, and
 *    _reinit after _fini starts afresh;
 *  - the tablebase's counts on 6 x 6 under both readings, and one state's best move;
 *  - the player's protocol (the solve action, in memory) on seeded mutations of valid
 *    exchanges: it ends with success, a located input error or a reported loss, never
 *    anything else (run under the sanitizers in CI). */
#include <string.h>

#include <gridgames/gridgames.h>

#include "check.h"

static void test_rules(void)
{
    CHECK(gg_knightmare_target(6, 6, GG_KNIGHTMARE_WHITE) == gg_knightmare_cell(6, 3, 3));
    CHECK(gg_knightmare_target(6, 6, GG_KNIGHTMARE_BLACK) == gg_knightmare_cell(6, 4, 3));
    CHECK(gg_knightmare_target(8, 10, GG_KNIGHTMARE_BLACK) == gg_knightmare_cell(10, 5, 5));
    CHECK(gg_knightmare_adjacent(8, gg_knightmare_cell(8, 1, 1), gg_knightmare_cell(8, 2, 3)));
    CHECK(gg_knightmare_adjacent(8, gg_knightmare_cell(8, 1, 1), gg_knightmare_cell(8, 3, 2)));
    CHECK(!gg_knightmare_adjacent(8, gg_knightmare_cell(8, 1, 1), gg_knightmare_cell(8, 2, 2)));
    CHECK(!gg_knightmare_adjacent(8, gg_knightmare_cell(8, 1, 8), gg_knightmare_cell(8, 2, 1))); /* no wrap */
    int32_t mv[8];
    CHECK(gg_knightmare_moves(8, 8, gg_knightmare_cell(8, 1, 1), mv) == 2);
    CHECK(gg_knightmare_moves(8, 8, gg_knightmare_cell(8, 4, 4), mv) == 8);
    int n = 8, m = 8;
    int32_t tw = gg_knightmare_cell(m, 4, 4), tb = gg_knightmare_cell(m, 5, 4);
    /* capture */
    CHECK(gg_knightmare_after_move((gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_MOVER}, 10, 10, GG_KNIGHTMARE_BLACK) == GG_KNIGHTMARE_BLACK_WON);
    /* white on its target, black far: white wins */
    CHECK(gg_knightmare_after_move((gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_MOVER}, tw, gg_knightmare_cell(m, 1, 8), GG_KNIGHTMARE_WHITE) ==
          GG_KNIGHTMARE_WHITE_WON);
    /* white on its target attacked from (6,5): nothing */
    CHECK(gg_knightmare_after_move((gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_MOVER}, tw, gg_knightmare_cell(m, 6, 5), GG_KNIGHTMARE_WHITE) ==
          GG_KNIGHTMARE_GOING);
    /* black stands on its target, white moves somewhere not attacking it */
    int32_t far = gg_knightmare_cell(m, 1, 1);
    CHECK(gg_knightmare_after_move((gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_MOVER}, far, tb, GG_KNIGHTMARE_WHITE) == GG_KNIGHTMARE_GOING);
    CHECK(gg_knightmare_after_move((gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_ANY}, far, tb, GG_KNIGHTMARE_WHITE) == GG_KNIGHTMARE_BLACK_WON);
    /* ... but not if white now attacks it from (7,5) */
    CHECK(gg_knightmare_after_move((gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_ANY}, gg_knightmare_cell(m, 7, 5), tb, GG_KNIGHTMARE_WHITE) ==
          GG_KNIGHTMARE_GOING);
    /* both on their targets after white's move: under "any" the mover is checked first */
    CHECK(gg_knightmare_after_move((gg_knightmare_board){n, m, GG_KNIGHTMARE_RULE_ANY}, tw, tb, GG_KNIGHTMARE_WHITE) == GG_KNIGHTMARE_WHITE_WON);
    gg_knightmare_start bad = {8, 8, 4, 4, 1, 1};
    char why[128];
    CHECK(gg_knightmare_start_problem(&bad, why, sizeof why) == why);
    CHECK(strcmp(why, "white starts on its own target (4,4)") == 0);
    bad = (gg_knightmare_start){8, 7, 1, 1, 2, 2};
    CHECK(gg_knightmare_start_problem(&bad, NULL, 0) != NULL);
    bad = (gg_knightmare_start){8, 8, 1, 1, 2, 2};
    CHECK(gg_knightmare_start_problem(&bad, why, sizeof why) == NULL);
    /* the enumeration: every legal start once, in order, and only legal ones */
    gg_knightmare_start e = {6, 6, 0, 0, 0, 0};
    uint64_t count = 0;
    int ordered = 1, legal = 1;
    long last = -1;
    while (gg_knightmare_next_start(&e)) {
        long key = (((long)(e.x1 - 1) * 6 + (e.y1 - 1)) * 36 + (e.x2 - 1) * 6 + (e.y2 - 1));
        ordered &= key > last;
        last = key;
        legal &= gg_knightmare_start_problem(&e, NULL, 0) == NULL;
        count++;
    }
    CHECK(ordered && legal);
    CHECK(count == 695 + 496); /* 36 * 35 cells pairs minus those on the own targets: 1191 */
}

static void test_branches(int n, int m)
{
    int seen[2][2][2] = {{{0}}}; /* [hunter is white][plan][side] */
    for (int rule = 0; rule < 2; rule++) {
        gg_knightmare_table t;
        gg_diag d = {0};
        CHECK(gg_knightmare_table_init(&t, (gg_knightmare_board){n, m, (gg_knightmare_rule)rule}, &d) == GG_OK);
        gg_knightmare_player p;
        int have = 0, wrong = 0, lost = 0;
        gg_rng rng;
        gg_rng_seed(&rng, 9);
        gg_knightmare_start s = {n, m, 0, 0, 0, 0};
        while (gg_knightmare_next_start(&s)) {
            int x1 = s.x1, y1 = s.y1, x2 = s.x2, y2 = s.y2;
            gg_diag e = {0};
            if (!have) {
                gg_knightmare_player_init(&p, &s, &e);
                have = 1;
            } else {
                gg_knightmare_player_restart(&p, &s, &e);
            }
            int hunter_white = ((x1 + y1) & 1) != ((x2 + y2) & 1);
            seen[hunter_white][p.plan][p.side]++;
            int v = t.value[gg_knightmare_state(&t, p.pos[0], p.pos[1], GG_KNIGHTMARE_WHITE)];
            if (v != (p.side == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WIN : GG_KNIGHTMARE_LOSS)) wrong++;
            gg_knightmare_result r = gg_knightmare_play_game(&p, (gg_knightmare_rule)rule,
                                                             GG_KNIGHTMARE_OPP_PERFECT, &t, &rng);
            if ((int)r != (p.side == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON)) lost++;
        }
        CHECK(wrong == 0);
        CHECK(lost == 0);
        if (have) gg_knightmare_player_fini(&p);
        gg_knightmare_table_fini(&t);
    }
    /* colours differ (white hunts): white straight, white via, black straight */
    CHECK(seen[1][GG_KNIGHTMARE_PLAN_STRAIGHT][GG_KNIGHTMARE_WHITE] > 0);
    CHECK(seen[1][GG_KNIGHTMARE_PLAN_VIA][GG_KNIGHTMARE_WHITE] > 0);
    CHECK(seen[1][GG_KNIGHTMARE_PLAN_STRAIGHT][GG_KNIGHTMARE_BLACK] > 0);
    CHECK(seen[1][GG_KNIGHTMARE_PLAN_VIA][GG_KNIGHTMARE_BLACK] == 0);
    /* same colour (black hunts): black straight, black via, white straight */
    CHECK(seen[0][GG_KNIGHTMARE_PLAN_STRAIGHT][GG_KNIGHTMARE_BLACK] > 0);
    CHECK(seen[0][GG_KNIGHTMARE_PLAN_VIA][GG_KNIGHTMARE_BLACK] > 0);
    CHECK(seen[0][GG_KNIGHTMARE_PLAN_STRAIGHT][GG_KNIGHTMARE_WHITE] > 0);
    CHECK(seen[0][GG_KNIGHTMARE_PLAN_VIA][GG_KNIGHTMARE_WHITE] == 0);
}

static void test_table(void)
{
    for (int rule = 0; rule < 2; rule++) {
        gg_knightmare_table t;
        gg_diag d = {0};
        CHECK(gg_knightmare_table_init(&t, (gg_knightmare_board){6, 6, (gg_knightmare_rule)rule}, &d) == GG_OK);
        CHECK(gg_knightmare_table_check(&t, &d) == GG_OK);
        int white = 0, black = 0, draw = 0;
        int32_t tw = gg_knightmare_target(6, 6, GG_KNIGHTMARE_WHITE), tb = gg_knightmare_target(6, 6, GG_KNIGHTMARE_BLACK);
        for (int32_t w = 0; w < 36; w++)
            for (int32_t b = 0; b < 36; b++) {
                if (w == b || w == tw || b == tb) continue;
                int v = t.value[gg_knightmare_state(&t, w, b, GG_KNIGHTMARE_WHITE)];
                white += v == GG_KNIGHTMARE_WIN;
                black += v == GG_KNIGHTMARE_LOSS;
                draw += v == GG_KNIGHTMARE_DRAW;
            }
        CHECK(white == 695 && black == 496 && draw == 0);
        /* sample 2: white (4,4), black (2,2), black to move after white's 6 3: black wins in 1 at (4,3) */
        int32_t w = gg_knightmare_cell(6, 6, 3), b = gg_knightmare_cell(6, 2, 2);
        uint32_t s = gg_knightmare_state(&t, w, b, GG_KNIGHTMARE_BLACK);
        CHECK(t.value[s] == GG_KNIGHTMARE_WIN && t.rem[s] == 1);
        CHECK(gg_knightmare_table_best(&t, w, b, GG_KNIGHTMARE_BLACK) == gg_knightmare_cell(6, 4, 3));
        /* a corrupted entry is caught by the re-check */
        t.rem[s] = 3;
        gg_diag e = {0};
        CHECK(gg_knightmare_table_check(&t, &e) == GG_ECHECK);
        /* the first inconsistent state in index order: s itself or a predecessor of it */
        CHECK(strstr(e.msg, "one-move look-ahead gives") != NULL);
        gg_knightmare_table_fini(&t);
    }
}

static void test_protocol_fuzz(void)
{
    const gg_game *g = gg_game_find("knightmare");
    CHECK(g != NULL);
    if (!g) return;
    static const char *const seeds[] = {"8 8\n2 3 1 8\n", "6 6\n4 4 2 2\n6 3\n",
                                        "12 12\n1 1 12 12\n3 2\n5 3\n7 4\n6 6\n",
                                        "10 10\n10 1 1 10\n8 2\n6 3\n7 5\n8 7\n9 9\n10 7\n"};
    static const char alphabet[] = "0123456789 \n-+x\r\t";
    gg_rng rng;
    gg_rng_seed(&rng, 2024);
    int ok = 0, input = 0, check = 0, other = 0;
    char buf[256];
    for (int i = 0; i < 3000; i++) {
        const char *base = seeds[i % 4];
        size_t len = strlen(base);
        memcpy(buf, base, len);
        int edits = 1 + (int)gg_rng_below(&rng, 4);
        for (int e = 0; e < edits; e++) {
            size_t at = (size_t)gg_rng_below(&rng, len ? len : 1);
            int kind = (int)gg_rng_below(&rng, 3);
            if (kind == 0 && len) buf[at] = alphabet[gg_rng_below(&rng, sizeof alphabet - 1)];
            else if (kind == 1 && len) {
                memmove(buf + at, buf + at + 1, len - at - 1);
                len--;
            } else if (len + 1 < sizeof buf) {
                memmove(buf + at + 1, buf + at, len - at);
                buf[at] = alphabet[gg_rng_below(&rng, sizeof alphabet - 1)];
                len++;
            }
        }
        gg_writer out, log;
        gg_writer_open_mem(&out);
        gg_writer_open_mem(&log);
        gg_diag d = {0};
        gg_status st = gg_run_on_memory(g, g->actions[0].run, buf, len, &out, &log, &d);
        if (st == GG_OK) ok++;
        else if (st == GG_EINPUT) input++;
        else if (st == GG_ECHECK) check++;
        else other++;
        if (st == GG_EINPUT && strstr(d.msg, "<") == NULL) other++; /* input errors are located */
        gg_writer_close(&out);
        gg_writer_close(&log);
    }
    CHECK(other == 0);
    CHECK(ok > 0 && input > 0);
    printf("protocol fuzz: %d won, %d input errors, %d reported losses\n", ok, input, check);
}

/* The one game loop: legality, turns, move counts and the result (sample 1: white wins at once). */
static void test_game_loop(void)
{
    gg_knightmare_start s = {8, 8, 2, 3, 1, 8};
    gg_knightmare_game g;
    gg_knightmare_game_init(&g, (gg_knightmare_board){8, 8, GG_KNIGHTMARE_RULE_MOVER}, &s);
    CHECK(g.tomove == GG_KNIGHTMARE_WHITE && g.result == GG_KNIGHTMARE_GOING);
    CHECK(g.pos[0] == gg_knightmare_cell(8, 2, 3) && g.pos[1] == gg_knightmare_cell(8, 1, 8));
    CHECK(!gg_knightmare_game_legal(&g, gg_knightmare_cell(8, 3, 3))); /* not a knight move */
    CHECK(!gg_knightmare_game_legal(&g, -1) && !gg_knightmare_game_legal(&g, 64));
    CHECK(gg_knightmare_game_legal(&g, gg_knightmare_cell(8, 4, 4)));
    CHECK(gg_knightmare_game_play(&g, gg_knightmare_cell(8, 4, 4)) == GG_KNIGHTMARE_WHITE_WON);
    CHECK(g.moves[0] == 1 && g.moves[1] == 0 && g.tomove == GG_KNIGHTMARE_BLACK);
    CHECK(!gg_knightmare_game_legal(&g, gg_knightmare_cell(8, 2, 7))); /* the game is over */
    /* a capture: black takes white */
    s = (gg_knightmare_start){8, 8, 1, 1, 5, 3};
    gg_knightmare_game_init(&g, (gg_knightmare_board){8, 8, GG_KNIGHTMARE_RULE_ANY}, &s);
    CHECK(gg_knightmare_game_play(&g, gg_knightmare_cell(8, 3, 2)) == GG_KNIGHTMARE_GOING);
    CHECK(gg_knightmare_game_legal(&g, gg_knightmare_cell(8, 3, 2)));
    CHECK(gg_knightmare_game_play(&g, gg_knightmare_cell(8, 3, 2)) == GG_KNIGHTMARE_BLACK_WON);
}


/* _reinit on boards that grow, shrink and change shape: the fields, targets and plan equal a
 * fresh _init's, and the block is kept when the new board fits in it. */
static void test_reinit(void)
{
    static const int sides[][2] = {{6, 6}, {40, 8}, {8, 40}, {6, 10}, {100, 100}, {12, 6}, {98, 100}, {6, 6}};
    gg_knightmare_player r = {0};
    gg_diag d = {0};
    CHECK(gg_knightmare_player_reinit(&r, &(gg_knightmare_start){0, 0, 1, 1, 1, 1}, &d) == GG_EINPUT);
    CHECK(r.dist[0] == NULL && r.held == 0);
    size_t most = 0;
    for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++) {
        int n = sides[i][0], m = sides[i][1];
        gg_knightmare_start s = {n, m, 1, 1, n, m};
        gg_knightmare_player f;
        uint16_t *before = r.dist[0];
        CHECK(gg_knightmare_player_init(&f, &s, &d) == GG_OK);
        CHECK(gg_knightmare_player_reinit(&r, &s, &d) == GG_OK);
        if (r.held <= most) CHECK(r.dist[0] == before); /* fitted: no new block */
        if (r.held > most) most = r.held;
        CHECK(r.n == n && r.m == m && r.side == f.side && r.plan == f.plan);
        CHECK(r.target[0] == f.target[0] && r.target[1] == f.target[1]);
        CHECK(memcmp(r.dist[0], f.dist[0], (size_t)n * m * sizeof(uint16_t)) == 0);
        CHECK(memcmp(r.dist[1], f.dist[1], (size_t)n * m * sizeof(uint16_t)) == 0);
        gg_knightmare_player_fini(&f);
    }
    CHECK(r.held == most);
    /* a bad start leaves the player as it was: its board, fields and block */
    uint16_t *kept = r.dist[0];
    const uint16_t far_before = r.dist[0][35];
    CHECK(gg_knightmare_player_reinit(&r, &(gg_knightmare_start){7, 6, 1, 1, 6, 6}, &d) == GG_EINPUT);
    CHECK(r.dist[0] == kept && r.held == most && r.n == 6 && r.m == 6 && r.dist[0][35] == far_before);
    CHECK(gg_knightmare_player_restart(&r, &(gg_knightmare_start){6, 6, 1, 2, 6, 5}, &d) == GG_OK);
    gg_knightmare_player_fini(&r);
    CHECK(r.dist[0] == NULL && r.held == 0);
    /* after _fini, _reinit starts afresh */
    gg_knightmare_start s8 = {8, 8, 1, 1, 8, 8};
    gg_knightmare_player f;
    CHECK(gg_knightmare_player_init(&f, &s8, &d) == GG_OK);
    CHECK(gg_knightmare_player_reinit(&r, &s8, &d) == GG_OK);
    CHECK(r.held > 0 && memcmp(r.dist[1], f.dist[1], 64 * sizeof(uint16_t)) == 0);
    gg_knightmare_player_fini(&f);
    gg_knightmare_player_fini(&r);
}

int main(void)
{
    test_game_loop();
    test_reinit();
    test_protocol_fuzz();
    test_rules();
    test_branches(8, 8);
    test_branches(10, 10);
    test_table();
    return check_done();
}
