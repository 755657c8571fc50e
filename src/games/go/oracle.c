/* oracle.c: the rules of "Go: flip one stone", executed literally, for checking the solver.
 *
 * Nothing here knows about groups, cut vertices or merges. For each stone: flip it, mark alive
 * every stone next to an empty point, spread "alive" to same-coloured orthogonal neighbours
 * until nothing changes (a breadth-first queue), count the white stones never marked, flip the
 * stone back. O(points) per flip, O(points^2) per board.
 */
#include <stdlib.h>
#include <string.h>

#include <gridgames/go.h>

/* White stones that are not alive on board g (rows x cols). alive and queue are scratch of
 * rows*cols entries. */
static uint64_t dead_whites(const uint8_t *g, uint32_t rows, uint32_t cols, uint8_t *alive,
                            uint32_t *queue)
{
    const size_t n = (size_t)rows * cols;
    size_t head = 0, tail = 0;
    memset(alive, 0, n);
    /* A stone next to an empty point is alive. */
    for (uint32_t r = 0; r < rows; r++)
        for (uint32_t c = 0; c < cols; c++) {
            size_t i = (size_t)r * cols + c;
            if (g[i] == GG_GO_EMPTY) continue;
            int touches = (r > 0 && g[i - cols] == GG_GO_EMPTY) ||
                          (r + 1 < rows && g[i + cols] == GG_GO_EMPTY) ||
                          (c > 0 && g[i - 1] == GG_GO_EMPTY) ||
                          (c + 1 < cols && g[i + 1] == GG_GO_EMPTY);
            if (touches) {
                alive[i] = 1;
                queue[tail++] = (uint32_t)i;
            }
        }
    /* A stone in the same group as an alive stone is alive: spread along same colour. */
    while (head < tail) {
        size_t i = queue[head++];
        uint32_t r = (uint32_t)(i / cols), c = (uint32_t)(i % cols);
        size_t nb[4];
        int k = 0;
        if (r > 0) nb[k++] = i - cols;
        if (r + 1 < rows) nb[k++] = i + cols;
        if (c > 0) nb[k++] = i - 1;
        if (c + 1 < cols) nb[k++] = i + 1;
        for (int j = 0; j < k; j++) {
            size_t w = nb[j];
            if (!alive[w] && g[w] == g[i]) {
                alive[w] = 1;
                queue[tail++] = (uint32_t)w;
            }
        }
    }
    uint64_t dead = 0;
    for (size_t i = 0; i < n; i++) dead += g[i] == GG_GO_WHITE && !alive[i];
    return dead;
}

gg_status gg_go_oracle(const gg_go_board *b, uint64_t *count, uint64_t *base, gg_diag *diag)
{
    gg_status e = gg_go_board_check(b, diag);
    if (e != GG_OK) return e;
    const size_t n = (size_t)b->rows * b->cols;
    uint8_t *g = malloc(n);
    uint8_t *alive = malloc(n);
    uint32_t *queue = malloc(n * sizeof(uint32_t));
    if (!g || !alive || !queue) {
        free(g);
        free(alive);
        free(queue);
        return gg_diag_nomem(diag);
    }
    memcpy(g, b->cell, n);
    *base = dead_whites(g, b->rows, b->cols, alive, queue);
    for (size_t i = 0; i < n; i++) {
        if (g[i] == GG_GO_EMPTY) {
            count[i] = 0;
            continue;
        }
        uint8_t was = g[i];
        g[i] = was == GG_GO_BLACK ? GG_GO_WHITE : GG_GO_BLACK;
        count[i] = dead_whites(g, b->rows, b->cols, alive, queue);
        g[i] = was;
    }
    free(g);
    free(alive);
    free(queue);
    return GG_OK;
}

uint32_t gg_go_hash_counts(const gg_go_board *b, const uint64_t *count)
{
    const size_t n = (size_t)b->rows * b->cols;
    uint64_t h = 0;
    for (size_t i = 0; i < n; i++) {
        if (b->cell[i] == GG_GO_EMPTY) continue;
        h = (h * GG_GO_HASH_BASE + count[i] % GG_GO_HASH_MOD) % GG_GO_HASH_MOD;
    }
    return (uint32_t)h;
}
