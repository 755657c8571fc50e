/* format.c: knightmare's text formats, both ways. The judge format: the line "n m", then the
 * line "x1 y1 x2 y2" (each line must hold exactly its numbers: a missing number is not taken
 * from the next line, an extra one is an error on its own line), read into a checked start,
 * and written back by the one writer gen, draw and the judge use. Also the one-line parsers
 * of the player's lines (the judge reads "WHITE"/"BLACK" and "x y") and of play's commands,
 * and the option readers shared by the actions (--rule, a start given as option values). */
#include <string.h>

#include "../../core/reader.h"
#include "internal.h"

const char *const gg_knightmare_side_lower[2] = {"white", "black"};
const char *const gg_knightmare_side_upper[2] = {"WHITE", "BLACK"};

const char *gg_knightmare_rule_name(gg_knightmare_rule rule)
{
    return rule == GG_KNIGHTMARE_RULE_ANY ? "any" : "mover";
}

/* Reads the next integer of the line the previous token of this line was on (`line`). */
static gg_status read_on_line(gg_reader *r, const char *what, int64_t lo, int64_t hi, uint64_t line,
                              const char *expect, int64_t *out)
{
    gg_status st = gg_read_int(r, what, lo, hi, out);
    if (st == GG_OK && gg_reader_token_line(r) != line)
        return gg_diag_set(gg_reader_diag(r), GG_EINPUT, "%s:%llu: %s is missing: the line must hold %s",
                           gg_reader_name(r), (unsigned long long)line, what, expect);
    return st;
}

/* The board and both cells, each in its range; *white and *black (when not NULL) are where
 * x1 and x2 were read, to blame a start that breaks a rule on the knight that breaks it. */
static gg_status read_cells_at(gg_reader *r, gg_knightmare_start *s, gg_token_at *white, gg_token_at *black)
{
    int64_t v[6];
    gg_status st;
    if ((st = gg_read_int(r, "n (rows)", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &v[0])) != GG_OK) return st;
    if (v[0] % 2) return gg_reader_fail(r, 0, "n (rows) must be even, found %lld", (long long)v[0]);
    uint64_t line = gg_reader_token_line(r);
    if ((st = read_on_line(r, "m (columns)", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, line, "n m", &v[1])) != GG_OK)
        return st;
    if (v[1] % 2) return gg_reader_fail(r, 0, "m (columns) must be even, found %lld", (long long)v[1]);
    if ((st = gg_read_eol(r, "the board line (n m)")) != GG_OK) return st;
    if ((st = gg_read_int(r, "white's row x1", 1, v[0], &v[2])) != GG_OK) return st;
    if (white) *white = gg_reader_token_at(r);
    line = gg_reader_token_line(r);
    const char *expect = "x1 y1 x2 y2";
    if ((st = read_on_line(r, "white's column y1", 1, v[1], line, expect, &v[3])) != GG_OK) return st;
    if ((st = read_on_line(r, "black's row x2", 1, v[0], line, expect, &v[4])) != GG_OK) return st;
    if (black) *black = gg_reader_token_at(r);
    if ((st = read_on_line(r, "black's column y2", 1, v[1], line, expect, &v[5])) != GG_OK) return st;
    *s = (gg_knightmare_start){(int)v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5]};
    return GG_OK;
}

gg_status gg_knightmare_read_cells(gg_reader *r, gg_knightmare_start *s)
{
    return read_cells_at(r, s, NULL, NULL);
}

gg_status gg_knightmare_read_start(gg_reader *r, gg_knightmare_start *s)
{
    gg_token_at white = {0, 0}, black = {0, 0};
    gg_status st = read_cells_at(r, s, &white, &black);
    char why[128];
    if (st == GG_OK && gg_knightmare_start_problem(s, why, sizeof why)) {
        /* white on its own target is white's fault; the same cell or black on its target,
         * black's (the second knight placed) */
        int whites = s->x1 == s->n / 2 && s->y1 == s->m / 2 && (s->x1 != s->x2 || s->y1 != s->y2);
        gg_token_at at = whites ? white : black;
        return gg_reader_fail_at(r, at.line, at.col, "%s", why);
    }
    return st;
}

void gg_knightmare_write_start(gg_writer *w, const gg_knightmare_start *s)
{
    gg_writef(w, "%d %d\n%d %d %d %d\n", s->n, s->m, s->x1, s->y1, s->x2, s->y2);
}

gg_status gg_knightmare_start_option(const gg_ctx *ctx, const gg_opt *o, gg_knightmare_start *s)
{
    int first = o->argc >= 6 ? 2 : 0; /* --board N M X1 Y1 X2 Y2, or --start X1 Y1 X2 Y2 on s's board */
    int64_t v[6] = {s->n, s->m, 0, 0, 0, 0};
    gg_status st;
    for (int i = 0; i < first; i++)
        if ((st = gg_args_value_int(ctx, o, i, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &v[i])) != GG_OK) return st;
    for (int i = 2; i < 6; i++) { /* --board: the start check below places the cells on the board */
        int64_t hi = first ? GG_KNIGHTMARE_MAX : i % 2 ? v[1] : v[0];
        if ((st = gg_args_value_int(ctx, o, i - 2 + first, 1, hi, &v[i])) != GG_OK) return st;
    }
    *s = (gg_knightmare_start){(int)v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5]};
    char why[128];
    if (gg_knightmare_start_problem(s, why, sizeof why))
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--%s: %s", o->name, why);
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

/* ---- one-line parsers (the judge's reading of the player, play's commands) ------------- */

static int blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* Trims blanks (and a final '\r') from both ends of line[0..len). */
static void trim(const char **line, size_t *len)
{
    while (*len && blank(**line)) (*line)++, (*len)--;
    while (*len && blank((*line)[*len - 1])) (*len)--;
}

int gg_knightmare_parse_side(const char *line, size_t len)
{
    trim(&line, &len);
    if (len == 5 && memcmp(line, "WHITE", 5) == 0) return GG_KNIGHTMARE_WHITE;
    if (len == 5 && memcmp(line, "BLACK", 5) == 0) return GG_KNIGHTMARE_BLACK;
    return -1;
}

int gg_knightmare_parse_move(const char *line, size_t len, int *x, int *y)
{
    long v[2];
    size_t i = 0;
    trim(&line, &len);
    for (int k = 0; k < 2; k++) {
        if (k == 1) {
            if (i == len || !blank(line[i])) return 0;
            while (i < len && blank(line[i])) i++;
        }
        if (i == len || line[i] < '0' || line[i] > '9') return 0;
        long a = 0;
        for (int digits = 0; i < len && line[i] >= '0' && line[i] <= '9'; i++) {
            if (++digits > 7) return 0; /* below 10^7: no overflow */
            a = a * 10 + (line[i] - '0');
        }
        v[k] = a;
    }
    if (i != len) return 0; /* trailing text, or a NUL byte inside the line */
    *x = (int)v[0];
    *y = (int)v[1];
    return 1;
}

static int word_is(const char *w, size_t len, const char *a, const char *b)
{
    return (len == strlen(a) && memcmp(w, a, len) == 0) || (len == strlen(b) && memcmp(w, b, len) == 0);
}

gg_knightmare_command gg_knightmare_parse_command(const char *line, size_t len, int *x, int *y)
{
    trim(&line, &len);
    if (len == 0) return GG_KNIGHTMARE_CMD_EMPTY;
    if (word_is(line, len, "q", "quit")) return GG_KNIGHTMARE_CMD_QUIT;
    if (word_is(line, len, "h", "help")) return GG_KNIGHTMARE_CMD_HELP;
    if (word_is(line, len, "u", "undo")) return GG_KNIGHTMARE_CMD_UNDO;
    int digits = 1;
    for (size_t i = 0; i < len; i++)
        if (!(line[i] >= '0' && line[i] <= '9') && !blank(line[i])) digits = 0;
    if (!digits) return GG_KNIGHTMARE_CMD_BAD;
    size_t i = 0;
    while (i < len && !blank(line[i])) i++;
    if (i == len) return GG_KNIGHTMARE_CMD_HALF; /* a lone number: the column is missing */
    return gg_knightmare_parse_move(line, len, x, y) ? GG_KNIGHTMARE_CMD_MOVE : GG_KNIGHTMARE_CMD_BAD;
}
