/* test_mimo.c: the typed Mimo & Yuyu API and the demo's explanation line. The explanation
 * must name exactly the columns of odd count, in order, even when the winner was found by
 * the XOR shortcut (which does not sort). */
#include <string.h>

#include <gridgames/gridgames.h>

#include "check.h"

static const char *explain(const char *input)
{
    static char line[512];
    gg_diag d = {GG_OK, ""};
    gg_writer out;
    gg_writer_open_mem(&out);
    gg_status s = gg_run_on_memory(gg_game_find("mimo")->explain, input, strlen(input), &out, NULL, &d);
    size_t len;
    const char *data = gg_writer_data(&out, &len);
    snprintf(line, sizeof line, "%.*s", s == GG_OK ? (int)len : 0, data);
    gg_writer_close(&out);
    return line;
}

int main(void)
{
    /* columns 3, 5, 3 (unsorted): only 5 is odd */
    CHECK_STR(explain("1\n3 6 3\n1 3\n2 5\n3 3\n"),
              "case 1 (3 x 6, 3 tokens): odd columns >= 2: 5; the XOR of 2^(c-2) over them is non-zero -> Mimo\n");
    CHECK_STR(explain("1\n2 9 4\n1 9\n2 2\n1 9\n2 4\n"),
              "case 1 (2 x 9, 4 tokens): odd columns >= 2: 2 4; the XOR of 2^(c-2) over them is non-zero -> Mimo\n");
    CHECK_STR(explain("1\n2 9 4\n1 9\n2 1\n1 9\n2 1\n"),
              "case 1 (2 x 9, 4 tokens): every column >= 2 holds an even number of tokens, value 0 -> Yuyu\n");

    /* the typed API: values and a winning move on a small grid */
    CHECK(gg_mimo_token_value(1, 2) == 1 && gg_mimo_token_value(1, 3) == 0);
    CHECK(gg_mimo_token_value(2, 1) == 0 && gg_mimo_token_value(2, 65) == (uint64_t)1 << 63);
    uint64_t rows[3] = {1, 2, 2}, cols[3] = {4, 3, 2}, scratch[3];
    gg_mimo_case c = {2, 4, 3, rows, cols, 3, scratch, 1};
    size_t tok;
    uint64_t pr[8], pc[8];
    size_t p = gg_mimo_winning_move(&c, &tok, pr, pc);
    /* odd columns 2, 3, 4: move the column-4 token with odd runs in 3 and 2 */
    CHECK(p == 4 && tok == 0 && pc[0] == 4 && pc[1] == 3 && pc[2] == 2 && pc[3] == 1);
    CHECK(gg_mimo_first_player_wins(&c) == 1);
    return check_done();
}
