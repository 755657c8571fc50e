/* judge.c: `gridgames knightmare judge` — a local interactor for any player program.
 *
 * Each game forks the player (its own process group, stdin and stdout on pipes, stderr to
 * /dev/null unless --player-stderr), sends "n m" and "x1 y1 x2 y2", reads the side, then
 * alternates: the opponent's moves are sent as "x y", the player's lines are read with a
 * per-move deadline (poll) and validated strictly (two integers on one line, on the board, a
 * knight move from the player's knight). The game is lost on a parse error, an illegal move,
 * silence past the deadline, an early exit, 350 player moves without a win, or the opponent
 * winning (the player is then sent "-1 -1"). After its winning move the player must exit
 * (status 0) without printing anything more. Whatever the player does, the judge never
 * hangs: every read has a deadline, SIGPIPE is ignored while it runs, and the player's
 * process group is killed and reaped after each game. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "actions.h"

#define LINE_MAX_BYTES 128

typedef struct child {
    pid_t pid;
    int to, from;              /* our ends of the player's stdin and stdout */
    char buf[LINE_MAX_BYTES + 1];
    size_t len;
    int eof;
} child;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static gg_status spawn(child *c, char *const *argv, int show_stderr, gg_diag *diag)
{
    int in[2], out[2];
    memset(c, 0, sizeof *c);
    c->pid = -1;
    if (pipe(in) != 0) return gg_diag_set(diag, GG_ESYS, "judge: pipe: %s", strerror(errno));
    if (pipe(out) != 0) {
        close(in[0]);
        close(in[1]);
        return gg_diag_set(diag, GG_ESYS, "judge: pipe: %s", strerror(errno));
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        return gg_diag_set(diag, GG_ESYS, "judge: fork: %s", strerror(errno));
    }
    if (pid == 0) {
        setpgid(0, 0);
        signal(SIGPIPE, SIG_DFL);
        dup2(in[0], 0);
        dup2(out[1], 1);
        if (!show_stderr) {
            int nul = open("/dev/null", O_WRONLY);
            if (nul >= 0) dup2(nul, 2);
        }
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execvp(argv[0], argv);
        _exit(127);
    }
    setpgid(pid, pid); /* also from here: no race with the kill below */
    close(in[0]);
    close(out[1]);
    fcntl(in[1], F_SETFD, FD_CLOEXEC);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    c->pid = pid;
    c->to = in[1];
    c->from = out[0];
    return GG_OK;
}

/* Writes s to the player; a dead player is noticed when its answer does not come. */
static void send_line(child *c, const char *s)
{
    size_t n = strlen(s), done = 0;
    while (c->to >= 0 && done < n) {
        ssize_t k = write(c->to, s + done, n - done);
        if (k > 0) done += (size_t)k;
        else if (k < 0 && errno == EINTR) continue;
        else break; /* EPIPE: the player is gone */
    }
}

/* Reads one line (without '\n') before the deadline. 1: a line; 0: end of output; -1: the
 * deadline passed; -2: a line longer than LINE_MAX_BYTES. */
static int read_line(child *c, double deadline, char *line)
{
    for (;;) {
        char *nl = memchr(c->buf, '\n', c->len);
        if (nl) {
            size_t k = (size_t)(nl - c->buf);
            memcpy(line, c->buf, k);
            line[k] = '\0';
            memmove(c->buf, nl + 1, c->len - k - 1);
            c->len -= k + 1;
            return 1;
        }
        if (c->len >= LINE_MAX_BYTES) return -2;
        if (c->eof) return 0;
        double left = deadline - now_ms();
        if (left <= 0) return -1;
        struct pollfd pf = {c->from, POLLIN, 0};
        int r = poll(&pf, 1, (int)left + 1);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) continue; /* re-check the deadline */
        ssize_t got = read(c->from, c->buf + c->len, LINE_MAX_BYTES - c->len);
        if (got > 0) c->len += (size_t)got;
        else if (got == 0 || (errno != EINTR && errno != EAGAIN)) c->eof = 1;
    }
}

/* Closes the player's input, waits for its exit until the deadline, then kills its process
 * group and reaps it. Returns 1 if it exited by itself (status in *status). */
static int finish(child *c, double deadline, int *status)
{
    if (c->to >= 0) close(c->to);
    c->to = -1;
    int exited = 0;
    for (;;) {
        pid_t r = waitpid(c->pid, status, WNOHANG);
        if (r == c->pid) {
            exited = 1;
            break;
        }
        if (r < 0 && errno != EINTR) break;
        if (now_ms() >= deadline) break;
        struct timespec ts = {0, 500000};
        nanosleep(&ts, NULL);
    }
    kill(-c->pid, SIGKILL); /* grandchildren too */
    if (!exited) {
        kill(c->pid, SIGKILL);
        while (waitpid(c->pid, status, 0) < 0 && errno == EINTR) {
        }
    }
    if (c->from >= 0) close(c->from);
    c->from = -1;
    return exited;
}

/* Parses "x y" strictly: optional blanks around, decimal digits, one or more blanks between.
 * Returns 1 on success. */
static int parse_move(const char *s, int *x, int *y)
{
    long v[2];
    int k = 0;
    const char *p = s;
    while (*p == ' ' || *p == '\t') p++;
    while (k < 2) {
        if (*p < '0' || *p > '9') return 0;
        long a = 0;
        int digits = 0;
        while (*p >= '0' && *p <= '9') {
            if (++digits > 7) return 0;
            a = a * 10 + (*p++ - '0');
        }
        v[k++] = a;
        if (k == 1) {
            if (*p != ' ' && *p != '\t') return 0;
            while (*p == ' ' || *p == '\t') p++;
        }
    }
    while (*p == ' ' || *p == '\t' || *p == '\r') p++;
    if (*p) return 0;
    *x = (int)v[0];
    *y = (int)v[1];
    return 1;
}

/* The side line: "WHITE" or "BLACK" (blanks around allowed). -1 if neither. */
static int parse_side(const char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) n--;
    if (n == 5 && strncmp(s, "WHITE", 5) == 0) return GG_KNIGHTMARE_WHITE;
    if (n == 5 && strncmp(s, "BLACK", 5) == 0) return GG_KNIGHTMARE_BLACK;
    return -1;
}

typedef struct judge_cfg {
    gg_knightmare_opponent kind;
    gg_knightmare_rule rule;
    int timeout_ms;
    int show_stderr;
    char *const *argv;
} judge_cfg;

typedef struct verdict {
    int won;
    int side;                  /* -1 if none chosen */
    int moves;
    char why[200];
} verdict;

static const char *plural(int k) { return k == 1 ? "" : "s"; }

/* How a finished player ended: "status 0", "signal 11". */
static void describe_exit(char *out, size_t sz, int exited, int status)
{
    if (!exited) snprintf(out, sz, "still running: killed");
    else if (WIFEXITED(status)) snprintf(out, sz, "exit status %d", WEXITSTATUS(status));
    else if (WIFSIGNALED(status)) snprintf(out, sz, "killed by signal %d", WTERMSIG(status));
    else snprintf(out, sz, "ended");
}

static void quote(char *out, size_t sz, const char *line)
{
    gg_quote_bytes(out, sz, (const unsigned char *)line, strlen(line), 40);
}

static gg_status play_one(const judge_cfg *cfg, const gg_knightmare_start *s, const gg_knightmare_table *table,
                          gg_rng *rng, verdict *v, gg_diag *diag)
{
    memset(v, 0, sizeof *v);
    v->side = -1;
    gg_knightmare_player fields; /* the distance fields the heuristic opponents use */
    gg_status st = gg_knightmare_player_init(&fields, s, diag);
    if (st != GG_OK) return st;
    child c;
    if ((st = spawn(&c, cfg->argv, cfg->show_stderr, diag)) != GG_OK) {
        gg_knightmare_player_free(&fields);
        return st;
    }
    int n = s->n, m = s->m;
    char line[LINE_MAX_BYTES + 1], q[64], msg[64];
    snprintf(msg, sizeof msg, "%d %d\n%d %d %d %d\n", n, m, s->x1, s->y1, s->x2, s->y2);
    send_line(&c, msg);
    int32_t pos[2] = {gg_knightmare_cell(m, s->x1, s->y1), gg_knightmare_cell(m, s->x2, s->y2)};
    int lost_reported = 0, done = 0, status = 0, closed = 0;
    int r = read_line(&c, now_ms() + cfg->timeout_ms, line);
    if (r != 1) {
        snprintf(v->why, sizeof v->why, "%s before choosing a side",
                 r == 0 ? "the player closed its output" : r == -1 ? "no answer within the time limit" : "an overlong line");
        done = 1;
        closed = r == 0;
    } else if ((v->side = parse_side(line)) < 0) {
        quote(q, sizeof q, line);
        snprintf(v->why, sizeof v->why, "expected WHITE or BLACK, found %s", q);
        done = 1;
    }
    gg_knightmare_side me = v->side == GG_KNIGHTMARE_BLACK ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    gg_knightmare_side opp = me == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    gg_knightmare_result mine = me == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_WHITE_WON : GG_KNIGHTMARE_BLACK_WON;
    gg_knightmare_side tomove = GG_KNIGHTMARE_WHITE;
    while (!done) {
        if (tomove == opp) {
            int32_t to = gg_knightmare_opponent_move(cfg->kind, table, fields.dist[opp], n, m, cfg->rule, pos[0],
                                                     pos[1], opp, rng);
            pos[opp] = to;
            gg_knightmare_result res = gg_knightmare_after_move(n, m, cfg->rule, pos[0], pos[1], opp);
            if (res == mine) { /* the "any" reading: the opponent left the player on its target */
                v->won = 1;
                snprintf(v->why, sizeof v->why, "won in %d move%s (the opponent's move to (%d,%d) left it standing on its target)",
                         v->moves, plural(v->moves), gg_knightmare_row(m, to), gg_knightmare_col(m, to));
                done = 1;
                break;
            }
            if (res != GG_KNIGHTMARE_GOING) {
                snprintf(v->why, sizeof v->why, "lost: the opponent %s at (%d,%d) after %d player move%s",
                         pos[0] == pos[1] ? "captured" : "reached its target", gg_knightmare_row(m, to),
                         gg_knightmare_col(m, to), v->moves, plural(v->moves));
                lost_reported = 1;
                done = 1;
                break;
            }
            snprintf(msg, sizeof msg, "%d %d\n", gg_knightmare_row(m, to), gg_knightmare_col(m, to));
            send_line(&c, msg);
        } else {
            r = read_line(&c, now_ms() + cfg->timeout_ms, line);
            if (r != 1) {
                snprintf(v->why, sizeof v->why, "%s after %d move%s",
                         r == 0 ? "the player closed its output" : r == -1 ? "no move within the time limit" : "an overlong line",
                         v->moves, plural(v->moves));
                lost_reported = r != 0;
                closed = r == 0;
                done = 1;
                break;
            }
            int x, y;
            if (!parse_move(line, &x, &y)) {
                quote(q, sizeof q, line);
                snprintf(v->why, sizeof v->why, "move %d: expected \"x y\", found %s", v->moves + 1, q);
                lost_reported = 1;
                done = 1;
                break;
            }
            int32_t to = x >= 1 && x <= n && y >= 1 && y <= m ? gg_knightmare_cell(m, x, y) : -1;
            if (to < 0 || !gg_knightmare_adjacent(m, pos[me], to)) {
                snprintf(v->why, sizeof v->why, "move %d: illegal move to (%d,%d) from (%d,%d)", v->moves + 1, x, y,
                         gg_knightmare_row(m, pos[me]), gg_knightmare_col(m, pos[me]));
                lost_reported = 1;
                done = 1;
                break;
            }
            pos[me] = to;
            v->moves++;
            gg_knightmare_result res = gg_knightmare_after_move(n, m, cfg->rule, pos[0], pos[1], me);
            if (res == mine) {
                /* the player must now exit without another word */
                double deadline = now_ms() + cfg->timeout_ms;
                r = read_line(&c, deadline, line);
                int extra = r == 1 || r == -2 || (r == -1 && c.len > 0);
                int exited = finish(&c, deadline, &status);
                if (extra) {
                    quote(q, sizeof q, r == 1 ? line : c.buf);
                    snprintf(v->why, sizeof v->why, "won in %d move%s, but printed more after the win: %s", v->moves,
                             plural(v->moves), q);
                } else if (!exited) {
                    snprintf(v->why, sizeof v->why, "won in %d move%s, but did not exit after the winning move",
                             v->moves, plural(v->moves));
                } else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
                    char how[64];
                    describe_exit(how, sizeof how, exited, status);
                    snprintf(v->why, sizeof v->why, "won in %d move%s, but then %s", v->moves, plural(v->moves), how);
                } else {
                    v->won = 1;
                    snprintf(v->why, sizeof v->why, "won in %d move%s", v->moves, plural(v->moves));
                }
                done = 2;
                break;
            }
            if (res != GG_KNIGHTMARE_GOING) {
                snprintf(v->why, sizeof v->why, "lost: its move %d to (%d,%d) left the opponent standing on its target",
                         v->moves, x, y);
                lost_reported = 1;
                done = 1;
                break;
            }
            if (v->moves >= GG_KNIGHTMARE_MOVE_LIMIT) {
                snprintf(v->why, sizeof v->why, "no win within %d moves", GG_KNIGHTMARE_MOVE_LIMIT);
                lost_reported = 1;
                done = 1;
                break;
            }
        }
        tomove = tomove == GG_KNIGHTMARE_WHITE ? GG_KNIGHTMARE_BLACK : GG_KNIGHTMARE_WHITE;
    }
    if (done != 2) {
        if (lost_reported && !v->won) send_line(&c, "-1 -1\n");
        int exited = finish(&c, now_ms() + (v->won ? cfg->timeout_ms : 200), &status);
        if (closed) {
            char how[64];
            size_t len = strlen(v->why);
            describe_exit(how, sizeof how, exited, status);
            snprintf(v->why + len, sizeof v->why - len, " (%s)", how);
        }
    }
    gg_knightmare_player_free(&fields);
    return GG_OK;
}

typedef struct tally {
    uint64_t games, won;
    int max_moves;
} tally;

static gg_status run_game(gg_ctx *ctx, const judge_cfg *cfg, const gg_knightmare_start *s,
                          const gg_knightmare_table *table, gg_rng *rng, int quiet, tally *t)
{
    verdict v;
    gg_status st = play_one(cfg, s, table, rng, &v, ctx->diag);
    if (st != GG_OK) return st;
    t->games++;
    if (v.won) t->won++;
    if (v.won && v.moves > t->max_moves) t->max_moves = v.moves;
    if (!quiet || !v.won)
        gg_writef(ctx->out, "game %llu: %d %d %d %d %d %d: player %s: %s%s\n", (unsigned long long)t->games, s->n, s->m,
                  s->x1, s->y1, s->x2, s->y2, v.side < 0 ? "-" : gg_knightmare_side_upper[v.side],
                  v.won ? "" : "FAILED: ", v.why);
    return gg_writer_flush(ctx->out);
}

/* The table for the perfect opponent on an n x m board (kept between games on one board). */
static gg_status table_for(const judge_cfg *cfg, int n, int m, gg_knightmare_table *t, int *have, gg_diag *diag)
{
    if (cfg->kind != GG_KNIGHTMARE_OPP_PERFECT || n > GG_KNIGHTMARE_TABLE_MAX || m > GG_KNIGHTMARE_TABLE_MAX) {
        if (*have) gg_knightmare_table_free(t);
        *have = 0;
        return GG_OK;
    }
    if (*have && t->n == n && t->m == m) return GG_OK;
    if (*have) gg_knightmare_table_free(t);
    *have = 0;
    gg_status st = gg_knightmare_table_build(t, n, m, cfg->rule, diag);
    if (st == GG_OK) *have = 1;
    return st;
}

static gg_status judge_games(gg_ctx *ctx, judge_cfg *cfg)
{
    const char *const kinds[] = {"perfect", "greedy", "random", "bait", NULL};
    const char *kname;
    int64_t seed, timeout;
    gg_status st = gg_args_choice(ctx, "opponent", kinds, "perfect", &kname);
    if (st == GG_OK) st = gg_knightmare_rule_option(ctx, &cfg->rule);
    if (st == GG_OK) st = gg_args_int(ctx, "seed", 0, INT64_MAX, 1, &seed);
    if (st == GG_OK) st = gg_args_int(ctx, "timeout", 1, 600000, 2000, &timeout);
    if (st != GG_OK) return st;
    for (int i = 0; kinds[i]; i++)
        if (strcmp(kinds[i], kname) == 0) cfg->kind = (gg_knightmare_opponent)i;
    cfg->timeout_ms = (int)timeout;
    cfg->show_stderr = gg_args_flag(ctx->args, "player-stderr");
    int quiet = gg_args_flag(ctx->args, "quiet");
    const gg_opt *board = gg_args_find(ctx->args, "board"), *sweep = gg_args_find(ctx->args, "sweep"),
                 *rnd = gg_args_find(ctx->args, "random-boards");
    if ((board != NULL) + (sweep != NULL) + (rnd != NULL) > 1)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "choose one of --board, --sweep, --random-boards");
    if (gg_args_find(ctx->args, "max") && !rnd)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "--max goes with --random-boards");
    gg_rng rng;
    gg_rng_seed(&rng, (uint64_t)seed);
    gg_knightmare_table table;
    int have = 0;
    tally t = {0};
    if (board) {
        int64_t v[6];
        for (int i = 0; i < 6; i++) /* sides first; cells are then checked against them */
            if ((st = gg_args_value_int(ctx, board, i, i < 2 ? GG_KNIGHTMARE_MIN : 1, GG_KNIGHTMARE_MAX, &v[i])) != GG_OK)
                return st;
        gg_knightmare_start s = {(int)v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5]};
        gg_diag local = {0};
        if (gg_knightmare_check_start(&s, &local) != GG_OK)
            return gg_diag_set(ctx->diag, GG_EUSAGE, "--board: %s", local.msg);
        st = table_for(cfg, s.n, s.m, &table, &have, ctx->diag);
        if (st == GG_OK) st = run_game(ctx, cfg, &s, have ? &table : NULL, &rng, quiet, &t);
    } else if (sweep) {
        int64_t n, m;
        if ((st = gg_args_value_int(ctx, sweep, 0, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &n)) != GG_OK) return st;
        if ((st = gg_args_value_int(ctx, sweep, 1, GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, &m)) != GG_OK) return st;
        if (n % 2 || m % 2) return gg_diag_set(ctx->diag, GG_EUSAGE, "--sweep sides must be even");
        st = table_for(cfg, (int)n, (int)m, &table, &have, ctx->diag);
        for (int x1 = 1; st == GG_OK && x1 <= n; x1++)
            for (int y1 = 1; st == GG_OK && y1 <= m; y1++)
                for (int x2 = 1; st == GG_OK && x2 <= n; x2++)
                    for (int y2 = 1; st == GG_OK && y2 <= m; y2++) {
                        gg_knightmare_start s = {(int)n, (int)m, x1, y1, x2, y2};
                        gg_diag local = {0};
                        if (gg_knightmare_check_start(&s, &local) != GG_OK) continue;
                        st = run_game(ctx, cfg, &s, have ? &table : NULL, &rng, quiet, &t);
                    }
    } else {
        int64_t k = 10, maxn = 40;
        if (rnd && (st = gg_args_int(ctx, "random-boards", 1, 1000000, 10, &k)) != GG_OK) return st;
        if ((st = gg_args_int(ctx, "max", GG_KNIGHTMARE_MIN, GG_KNIGHTMARE_MAX, 40, &maxn)) != GG_OK) return st;
        for (int64_t i = 0; st == GG_OK && i < k; i++) {
            int n = 2 * (int)gg_rng_range(&rng, GG_KNIGHTMARE_MIN / 2, maxn / 2);
            int m = 2 * (int)gg_rng_range(&rng, GG_KNIGHTMARE_MIN / 2, maxn / 2);
            gg_knightmare_start s;
            gg_diag local;
            do {
                s = (gg_knightmare_start){n, m, (int)gg_rng_range(&rng, 1, n), (int)gg_rng_range(&rng, 1, m),
                                          (int)gg_rng_range(&rng, 1, n), (int)gg_rng_range(&rng, 1, m)};
                memset(&local, 0, sizeof local);
            } while (gg_knightmare_check_start(&s, &local) != GG_OK);
            st = table_for(cfg, n, m, &table, &have, ctx->diag);
            if (st == GG_OK) st = run_game(ctx, cfg, &s, have ? &table : NULL, &rng, quiet, &t);
        }
    }
    if (have) gg_knightmare_table_free(&table);
    if (st != GG_OK) return st;
    gg_writef(ctx->out, "summary: %llu games, %llu won, %llu failed (opponent %s, rule %s%s); longest win %d move%s\n",
              (unsigned long long)t.games, (unsigned long long)t.won, (unsigned long long)(t.games - t.won), kname,
              cfg->rule == GG_KNIGHTMARE_RULE_ANY ? "any" : "mover",
              cfg->kind == GG_KNIGHTMARE_OPP_PERFECT ? "; perfect = tablebase up to 40 x 40, greedy beyond" : "",
              t.max_moves, plural(t.max_moves));
    if (t.won != t.games)
        return gg_diag_set(ctx->diag, GG_ECHECK, "the player failed %llu of %llu games",
                           (unsigned long long)(t.games - t.won), (unsigned long long)t.games);
    return GG_OK;
}

gg_status gg_knightmare_judge_action(gg_ctx *ctx)
{
    const char *const known[] = {"opponent", "rule", "board=6", "sweep=2", "random-boards", "max", "seed",
                                 "timeout", "quiet=0", "player-stderr=0", "--", NULL};
    gg_status st = gg_args_check(ctx, known);
    if (st != GG_OK) return st;
    if (ctx->args->nrest < 1)
        return gg_diag_set(ctx->diag, GG_EUSAGE, "give the player command after a lone --");
    judge_cfg cfg = {0};
    char **argv = calloc((size_t)ctx->args->nrest + 1, sizeof *argv); /* NULL-terminated for execvp */
    if (!argv) return gg_diag_nomem(ctx->diag);
    for (int i = 0; i < ctx->args->nrest; i++) argv[i] = ctx->args->rest[i];
    cfg.argv = argv;
    struct sigaction ign, old;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    sigemptyset(&ign.sa_mask);
    sigaction(SIGPIPE, &ign, &old);
    st = judge_games(ctx, &cfg);
    sigaction(SIGPIPE, &old, NULL);
    free(argv);
    return st;
}
