/* gg_web.c: the WebAssembly entry of the browser app (web/): the same gg_game tables, actions
 * and position/move API as the command, behind a few C functions that JavaScript calls.
 *
 * Every function that returns text returns a malloc'd, NUL-terminated JSON object (the caller
 * frees it with free); every string in it is escaped, so the bytes of an action's output reach
 * JavaScript unchanged. No game logic lives here or in JavaScript: running an action goes
 * through gg_game_find / gg_action_find and the action itself, playing through gg_game.pos,
 * and the Go explorer through the Go library (gg_go_solve on the flipped board).
 *
 *   gg_web_games()                      the games: names, actions, examples, sides (JSON)
 *   gg_web_run(game, action, in, len, args)
 *                                       runs an action as the command would, args being the
 *                                       command-line words after the action, one per line;
 *                                       {"code": EXIT, "out": STDOUT, "err": STDERR}
 *   gg_web_pos_new(game, text, len, seed)   a position (text, or a seeded random start when
 *                                       len < 0); gg_web_pos_state says whether it failed
 *   gg_web_pos_state(h)                 value, moves with values, over/winner, text, view
 *   gg_web_pos_play(h, move) / gg_web_pos_undo(h) / gg_web_pos_best(h) / gg_web_pos_free(h)
 *   gg_web_go_flip(text, len, r, c)     flips one stone of a Go board: the white stones not
 *                                       alive afterwards and their count
 * Invariant: a gg_web_pos holds a position (pos != NULL) or the error that prevented one. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gridgames/gridgames.h>
#include <gridgames/go.h>
#include <gridgames/play.h>
#include <gridgames/rng.h>

#define WEB_MAX_ARGS 256   /* command-line words accepted by gg_web_run */

/* ---- JSON writing ---------------------------------------------------------------------- */

static void json_str(gg_writer *w, const char *s, size_t n)
{
    gg_write_char(w, '"');
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            gg_write_char(w, '\\');
            gg_write_char(w, (char)c);
        } else if (c == '\n') {
            gg_write_str(w, "\\n");
        } else if (c < 0x20 || c == 0x7f) {
            gg_writef(w, "\\u%04x", c);
        } else {
            gg_write_char(w, (char)c);
        }
    }
    gg_write_char(w, '"');
}

static void json_cstr(gg_writer *w, const char *s)
{
    if (s == NULL) gg_write_str(w, "null");
    else json_str(w, s, strlen(s));
}

/* The writer's bytes as a malloc'd string (NULL if out of memory); closes the writer. */
static char *take(gg_writer *w)
{
    size_t n;
    const char *d = gg_writer_data(w, &n);
    char *s = w->err == GG_OK ? malloc(n + 1) : NULL;
    if (s != NULL) {
        memcpy(s, d, n);
        s[n] = '\0';
    }
    gg_writer_close(w);
    return s;
}

/* Writes PREFIX"key":"val" (val escaped, or null); prefix is "{", "," or "". */
static void json_field(gg_writer *w, const char *prefix, const char *key, const char *val)
{
    gg_writef(w, "%s\"%s\":", prefix, key);
    json_cstr(w, val);
}

static char *json_error(const char *msg)
{
    gg_writer w;
    gg_writer_open_mem(&w);
    json_field(&w, "{", "error", msg);
    gg_write_char(&w, '}');
    return take(&w);
}

/* ---- the games --------------------------------------------------------------------------- */

static void game_json(gg_writer *w, const gg_game *g)
{
    json_field(w, "{", "name", g->name);
    json_field(w, ",", "title", g->title);
    json_field(w, ",", "summary", g->summary);
    gg_writef(w, ",\"interactive\":%s,\"actions\":[", g->flags & GG_GAME_INTERACTIVE ? "true" : "false");
    for (size_t i = 0; i < gg_action_count(g); i++) {
        gg_action a = gg_action_at(g, i);
        gg_write_str(w, i == 0 ? "" : ",");
        json_field(w, "{", "name", a.name);
        json_field(w, ",", "synopsis", a.synopsis);
        json_field(w, ",", "summary", a.summary);
        gg_write_char(w, '}');
    }
    gg_write_str(w, "],\"examples\":[");
    for (const gg_example *e = g->examples; e != NULL && e->input != NULL; e++) {
        gg_write_str(w, e == g->examples ? "" : ",");
        json_field(w, "{", "title", e->title);
        json_field(w, ",", "input", e->input);
        gg_write_char(w, '}');
    }
    gg_write_str(w, "],\"play\":");
    if (g->pos == NULL) {
        gg_write_str(w, "null}");
        return;
    }
    gg_write_str(w, "{\"sides\":[");
    json_cstr(w, g->pos->side_name[0]);
    gg_write_char(w, ',');
    json_cstr(w, g->pos->side_name[1]);
    gg_write_char(w, ']');
    json_field(w, ",", "move_format", g->pos->move_format);
    gg_write_str(w, "}}");
}

char *gg_web_games(void)
{
    gg_writer w;
    gg_writer_open_mem(&w);
    json_field(&w, "{", "version", gg_version());
    gg_write_str(&w, ",\"games\":[");
    int first = 1;
    for (const gg_game *const *g = gg_games(); *g != NULL; g++) {
        if ((*g)->flags & GG_GAME_HIDDEN) continue;
        if (!first) gg_write_char(&w, ',');
        first = 0;
        game_json(&w, *g);
    }
    gg_write_str(&w, "]}");
    return take(&w);
}

/* ---- running an action ------------------------------------------------------------------- */

/* Splits `text` (modified in place) into at most WEB_MAX_ARGS lines, then into "--name v..."
 * options as the command does (cli/main.c). Returns the offending word, or NULL. */
static const char *split_args(char *text, char **words, gg_opt *opts, gg_args *args)
{
    int nw = 0, n = 0;
    for (char *s = text; s != NULL && *s != '\0' && nw < WEB_MAX_ARGS;) {
        char *nl = strchr(s, '\n');
        if (nl != NULL) *nl = '\0';
        if (*s != '\0') words[nw++] = s;
        s = nl != NULL ? nl + 1 : NULL;
    }
    *args = (gg_args){0, opts, 0, NULL};
    for (int i = 0; i < nw; i++) {
        if (strcmp(words[i], "--") == 0) {
            args->nrest = nw - i - 1;
            args->rest = words + i + 1;
            break;
        }
        if (strncmp(words[i], "--", 2) == 0 && words[i][2] != '\0') {
            opts[n++] = (gg_opt){words[i] + 2, 0, words + i + 1};
            continue;
        }
        if (n == 0) return words[i];
        opts[n - 1].argc++;
    }
    args->nopts = n;
    return NULL;
}

static char *run_json(int code, gg_writer *out, gg_writer *log)
{
    size_t no, nl;
    const char *o = gg_writer_data(out, &no), *l = gg_writer_data(log, &nl);
    gg_writer w;
    gg_writer_open_mem(&w);
    gg_writef(&w, "{\"code\":%d,\"out\":", code);
    json_str(&w, o, no);
    gg_write_str(&w, ",\"err\":");
    json_str(&w, l, nl);
    gg_write_char(&w, '}');
    return take(&w);
}

char *gg_web_run(const char *game, const char *action, const char *input, int len,
                 const char *argtext)
{
    const gg_game *g = gg_game_find(game);
    gg_action found;
    const gg_action *a = g != NULL && gg_action_find(g, action, &found) ? &found : NULL;
    if (a == NULL || len < 0) return json_error("unknown game or action");
    char prog[128];
    if (a->run == g->actions[0].run) snprintf(prog, sizeof prog, "gridgames %s", g->name);
    else snprintf(prog, sizeof prog, "gridgames %s %s", g->name, a->name);
    char *text = strdup(argtext != NULL ? argtext : "");
    char *words[WEB_MAX_ARGS];
    gg_opt opts[WEB_MAX_ARGS];
    gg_args args;
    if (text == NULL) return NULL;
    gg_diag diag = {GG_OK, ""};
    gg_reader in;
    gg_writer out, log;
    gg_writer_open_mem(&out);
    gg_writer_open_mem(&log);
    gg_reader_open_mem(&in, input, (size_t)len, "<stdin>", &diag);
    gg_ctx ctx = {&in, &out, &log, &diag, &args, prog, g, NULL};
    gg_status s;
    const char *bad = split_args(text, words, opts, &args);
    if (bad != NULL)
        s = gg_diag_set(&diag, GG_EUSAGE, "unexpected argument '%s' (options are --name value...)", bad);
    else
        s = a->run(&ctx);
    if (s == GG_OK && out.err != GG_OK) s = gg_diag_set(&diag, out.err, "cannot write the output");
    if (s != GG_OK) { /* the command's last words, as cli/main.c prints them */
        gg_writef(&log, "%s: %s\n", prog, diag.status != GG_OK ? diag.msg : gg_strerror(s));
        if (s == GG_EUSAGE) gg_writef(&log, "Try 'gridgames %s --help'.\n", g->name);
    }
    char *r = run_json(gg_exit_code(s), &out, &log);
    gg_reader_close(&in);
    gg_writer_close(&out);
    gg_writer_close(&log);
    free(text);
    return r;
}

/* ---- positions --------------------------------------------------------------------------- */

typedef struct gg_web_pos {
    const gg_pos_ops *ops;
    gg_pos *pos;
    gg_rng rng;
    gg_diag diag;            /* the last failure (read, play, eval, best) */
} gg_web_pos;

gg_web_pos *gg_web_pos_new(const char *game, const char *text, int len, double seed)
{
    const gg_game *g = gg_game_find(game);
    gg_web_pos *h = calloc(1, sizeof *h);
    if (h == NULL) return NULL;
    gg_rng_seed(&h->rng, (uint64_t)seed);
    if (g == NULL || g->pos == NULL) {
        gg_diag_set(&h->diag, GG_EUSAGE, "%s: no position/move API", game);
        return h;
    }
    h->ops = g->pos;
    gg_reader in;
    gg_writer out, log;
    gg_args none = {0, NULL, 0, NULL};
    gg_writer_open_mem(&out);
    gg_writer_open_mem(&log);
    gg_reader_open_mem(&in, text, len < 0 ? 0 : (size_t)len, "<position>", &h->diag);
    gg_ctx ctx = {&in, &out, &log, &h->diag, &none, "gridgames", g, NULL};
    gg_status s = len < 0 ? h->ops->random(&ctx, (uint64_t)seed, &h->pos) : h->ops->read(&ctx, &h->pos);
    if (s == GG_OK && h->ops->playable != NULL) s = h->ops->playable(h->pos, &h->diag);
    if (s != GG_OK) {
        h->ops->free(h->pos);
        h->pos = NULL;
        if (h->diag.status == GG_OK) gg_diag_set(&h->diag, s, "%s", gg_strerror(s));
    }
    gg_reader_close(&in);
    gg_writer_close(&out);
    gg_writer_close(&log);
    return h;
}

void gg_web_pos_free(gg_web_pos *h)
{
    if (h == NULL) return;
    if (h->ops != NULL) h->ops->free(h->pos);
    free(h);
}

static void eval_json(gg_writer *w, gg_eval e)
{
    json_field(w, "{", "value", gg_value_name(e.value));
    gg_writef(w, ",\"remoteness\":%lld}", (long long)e.remoteness);
}

static void pos_texts(gg_writer *w, const gg_web_pos *h)
{
    gg_writer t;
    gg_writer_open_mem(&t);
    h->ops->write(h->pos, &t);
    size_t n;
    const char *d = gg_writer_data(&t, &n);
    gg_write_str(w, ",\"text\":");
    json_str(w, d, n);
    gg_writer_close(&t);
    gg_writer_open_mem(&t);
    h->ops->render(h->pos, &t);
    d = gg_writer_data(&t, &n);
    gg_write_str(w, ",\"view\":");
    json_str(w, d, n);
    gg_writer_close(&t);
}

/* {"to_move", "over", "winner", "why", "eval", "moves": [{"move", "value", "remoteness"}],
 * "text", "view"}, or {"error"} for a position that could not be read or analyzed. */
char *gg_web_pos_state(gg_web_pos *h)
{
    if (h == NULL) return NULL;
    if (h->pos == NULL) return json_error(h->diag.msg);
    char why[256] = "";
    int winner = -1, over = h->ops->over(h->pos, &winner, why, sizeof why);
    gg_eval e = {GG_VALUE_UNKNOWN, GG_REMOTENESS_UNKNOWN};
    gg_move_list l = {0};
    gg_diag d = {GG_OK, ""};
    gg_status s = over ? GG_OK : h->ops->eval(h->pos, &e, &d);
    if (s == GG_OK && !over) s = h->ops->moves(h->pos, &l, &d);
    if (s != GG_OK) {
        gg_move_list_fini(&l);
        return json_error(d.msg);
    }
    gg_writer w;
    gg_writer_open_mem(&w);
    gg_writef(&w, "{\"to_move\":%d,\"over\":%s,\"winner\":%d,\"why\":", h->ops->to_move(h->pos),
              over ? "true" : "false", winner);
    json_cstr(&w, why);
    gg_write_str(&w, ",\"eval\":");
    eval_json(&w, e);
    gg_write_str(&w, ",\"moves\":[");
    for (size_t i = 0; i < l.len; i++) {
        gg_write_str(&w, i ? "," : "");
        json_field(&w, "{", "move", l.items[i].move);
        gg_write_str(&w, ",\"eval\":");
        eval_json(&w, l.items[i].eval);
        gg_write_char(&w, '}');
    }
    gg_write_char(&w, ']');
    pos_texts(&w, h);
    gg_write_char(&w, '}');
    gg_move_list_fini(&l);
    return take(&w);
}

/* Plays a move; returns NULL on success, else {"error"} (the position is unchanged). */
char *gg_web_pos_play(gg_web_pos *h, const char *move)
{
    if (h == NULL || h->pos == NULL) return json_error("no position");
    gg_diag d = {GG_OK, ""};
    if (h->ops->play(h->pos, move, strlen(move), &d) == GG_OK) return NULL;
    return json_error(d.msg);
}

/* 1 if a move was taken back, 0 at the start. */
int gg_web_pos_undo(gg_web_pos *h)
{
    return h != NULL && h->pos != NULL && h->ops->undo(h->pos);
}

/* {"move": the engine's choice} or {"error"}. */
char *gg_web_pos_best(gg_web_pos *h)
{
    if (h == NULL || h->pos == NULL) return json_error("no position");
    gg_diag d = {GG_OK, ""};
    char *m = NULL;
    if (h->ops->best(h->pos, &h->rng, &m, &d) != GG_OK) return json_error(d.msg);
    gg_writer w;
    gg_writer_open_mem(&w);
    json_field(&w, "{", "move", m);
    gg_write_char(&w, '}');
    free(m);
    return take(&w);
}

/* ---- Go: flip one stone ------------------------------------------------------------------ */

static char *go_flip_json(gg_go_input *in, uint32_t r, uint32_t c)
{
    gg_go_board b = in->board;
    uint8_t *cell = in->buf + (b.cell - in->buf); /* b.cell points into buf */
    uint64_t count = 0;
    gg_go_solver *s = NULL;
    gg_diag d = {GG_OK, ""};
    if (gg_go_solver_new(&s, &d) != GG_OK || gg_go_solve(s, &b, &d) != GG_OK) {
        gg_go_solver_free(s);
        return json_error(d.msg);
    }
    count = gg_go_flip_count(s, r, c);
    cell[r * b.cols + c] = (uint8_t)(cell[r * b.cols + c] == GG_GO_BLACK ? GG_GO_WHITE : GG_GO_BLACK);
    gg_status st = gg_go_solve(s, &b, &d);
    gg_writer w;
    gg_writer_open_mem(&w);
    gg_writef(&w, "{\"count\":%llu,\"dead\":[", (unsigned long long)count);
    uint64_t ndead = 0;
    for (uint32_t i = 0; st == GG_OK && i < b.rows; i++)
        for (uint32_t j = 0; j < b.cols; j++)
            if (gg_go_dead_white(s, i, j)) gg_writef(&w, "%s[%u,%u]", ndead++ ? "," : "", i, j);
    gg_writef(&w, "],\"dead_count\":%llu}", (unsigned long long)ndead);
    gg_go_solver_free(s);
    if (st != GG_OK) {
        gg_writer_close(&w);
        return json_error(d.msg);
    }
    return take(&w);
}

/* The board of a one-board Go judge input (T, then the board) with the stone at row r,
 * column c (0-based) flipped: {"count": the solver's a for that stone, "dead": [[r, c], ...]
 * the white stones not alive after the flip, "dead_count"}; the two counts agree. */
char *gg_web_go_flip(const char *text, int len, int r, int c)
{
    gg_diag d = {GG_OK, ""};
    gg_reader rd;
    gg_go_input in = {0};
    int64_t t;
    gg_reader_open_mem(&rd, text, len < 0 ? 0 : (size_t)len, "<stdin>", &d);
    gg_status s = gg_go_read_count(&rd, &t);
    if (s == GG_OK) s = gg_go_read_board(&rd, &in);
    gg_reader_close(&rd);
    char *res;
    if (s != GG_OK) res = json_error(d.msg);
    else if (r < 0 || c < 0 || (uint32_t)r >= in.board.rows || (uint32_t)c >= in.board.cols ||
             in.board.cell[(size_t)r * in.board.cols + (size_t)c] == GG_GO_EMPTY)
        res = json_error("no stone there");
    else res = go_flip_json(&in, (uint32_t)r, (uint32_t)c);
    gg_go_input_fini(&in);
    return res;
}
