/* format.c: the judge protocol from the player's side (the solve action): read the board and
 * the start, choose a side, then alternate own moves and the judge's moves. Every judge line
 * is validated: an unparsable or illegal move is a located input error (exit 3); "-1 -1" ends
 * the game as a loss (exit 1). Output is flushed after every line; after a winning move the
 * player stops at once. */
#include <string.h>

#include "actions.h"

const char *const gg_knightmare_side_lower[2] = {"white", "black"};
const char *const gg_knightmare_side_upper[2] = {"WHITE", "BLACK"};

gg_status gg_knightmare_read_start(gg_reader *r, gg_knightmare_start *s)
{
    int64_t v[6];
    gg_status st;
    if ((st = gg_read_int(r, "n (rows)", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &v[0])) != GG_OK) return st;
    if (v[0] % 2) return gg_reader_fail(r, 0, "n (rows) must be even, found %lld", (long long)v[0]);
    if ((st = gg_read_int(r, "m (columns)", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &v[1])) != GG_OK) return st;
    if (v[1] % 2) return gg_reader_fail(r, 0, "m (columns) must be even, found %lld", (long long)v[1]);
    if ((st = gg_read_int(r, "white's row x1", 1, v[0], &v[2])) != GG_OK) return st;
    if ((st = gg_read_int(r, "white's column y1", 1, v[1], &v[3])) != GG_OK) return st;
    if ((st = gg_read_int(r, "black's row x2", 1, v[0], &v[4])) != GG_OK) return st;
    if ((st = gg_read_int(r, "black's column y2", 1, v[1], &v[5])) != GG_OK) return st;
    *s = (gg_knightmare_start){(int)v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5]};
    gg_diag local = {0};
    if (gg_knightmare_check_start(s, &local) != GG_OK) return gg_reader_fail(r, 0, "%s", local.msg);
    return GG_OK;
}

gg_status gg_knightmare_rule_option(const gg_ctx *ctx, gg_knightmare_rule *rule)
{
    const char *const rules[] = {"mover", "any", NULL};
    const char *name;
    gg_status st = gg_args_choice(ctx, "rule", rules, "mover", &name);
    if (st == GG_OK) *rule = strcmp(name, "any") == 0 ? GG_KNIGHTMARE_RULE_ANY : GG_KNIGHTMARE_RULE_MOVER;
    return st;
}

/* Reads the judge's move for knight `who`: a legal knight move from its cell, or -1 -1
 * (returns GG_ECHECK with a message). */
static gg_status read_judge_move(gg_reader *r, const gg_knightmare_player *p, gg_knightmare_side who,
                                 int32_t *cell)
{
    int64_t x, y;
    int big = p->n > p->m ? p->n : p->m;
    gg_status st;
    if ((st = gg_read_int(r, "the judge's row x", -1, big, &x)) != GG_OK) return st;
    if (x == -1) {
        if ((st = gg_read_int(r, "the judge's column y", -1, -1, &y)) != GG_OK) return st;
        return gg_diag_set(r->diag, GG_ECHECK,
                           "the judge answered -1 -1 (our last move was illegal, we lost, or we used %d moves)",
                           GG_KNIGHTMARE_MOVE_LIMIT);
    }
    if (x < 1 || x > p->n)
        return gg_reader_fail(r, 0, "the judge's row x must be in [1, %d] (or -1 -1), found %lld", p->n,
                              (long long)x);
    if ((st = gg_read_int(r, "the judge's column y", 1, p->m, &y)) != GG_OK) return st;
    if ((st = gg_read_eol(r, "the judge's move")) != GG_OK) return st; /* "6 3 junk" */
    int32_t from = p->pos[who], to = gg_knightmare_cell(p->m, (int)x, (int)y);
    if (!gg_knightmare_adjacent(p->m, from, to))
        return gg_reader_fail(r, 0, "illegal move: %s cannot go from (%d,%d) to (%lld,%lld) in one knight move",
                              gg_knightmare_side_lower[who], gg_knightmare_row(p->m, from),
                              gg_knightmare_col(p->m, from), (long long)x, (long long)y);
    *cell = to;
    return GG_OK;
}

gg_status gg_knightmare_solve_action(gg_ctx *ctx)
{
    const char *const known[] = {NULL};
    gg_status st = gg_args_check(ctx, known);
    if (st != GG_OK) return st;
    gg_knightmare_start s;
    if ((st = gg_knightmare_read_start(ctx->in, &s)) != GG_OK) return st;
    if ((st = gg_read_eol(ctx->in, "the start line (x1 y1 x2 y2)")) != GG_OK) return st;
    gg_knightmare_player p;
    if ((st = gg_knightmare_player_init(&p, &s, ctx->diag)) != GG_OK) return st;
    gg_writer *w = ctx->out;
    gg_knightmare_side me = p.side, other = me == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    gg_write_str(w, gg_knightmare_side_upper[me]);
    gg_write_char(w, '\n');
    st = gg_writer_flush(w);
    gg_knightmare_side tomove = GG_KNIGHTMARE_WHITE;
    while (st == GG_OK) {
        if (tomove == other) {
            int32_t c = 0;
            if ((st = read_judge_move(ctx->in, &p, other, &c)) != GG_OK) break;
            gg_knightmare_player_apply(&p, other, c);
            if (gg_knightmare_after_move(p.n, p.m, GG_KNIGHTMARE_RULE_MOVER, p.pos[0], p.pos[1], other) !=
                GG_KNIGHTMARE_GOING) {
                st = gg_diag_set(ctx->diag, GG_ECHECK, "the judge's move to (%d,%d) wins the game for %s",
                                 gg_knightmare_row(p.m, c), gg_knightmare_col(p.m, c),
                                 gg_knightmare_side_lower[other]);
                break;
            }
        } else {
            int32_t c = gg_knightmare_player_next(&p);
            gg_knightmare_player_apply(&p, me, c);
            gg_write_i64(w, gg_knightmare_row(p.m, c));
            gg_write_char(w, ' ');
            gg_write_i64(w, gg_knightmare_col(p.m, c));
            gg_write_char(w, '\n');
            if ((st = gg_writer_flush(w)) != GG_OK) break;
            if (gg_knightmare_after_move(p.n, p.m, GG_KNIGHTMARE_RULE_MOVER, p.pos[0], p.pos[1], me) !=
                GG_KNIGHTMARE_GOING)
                break; /* we won: stop at once */
        }
        tomove = tomove == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    }
    gg_knightmare_player_free(&p);
    return st;
}
