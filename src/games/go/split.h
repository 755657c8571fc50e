/* split.h (private): what split.c needs of the solver (solve.c) to put a second thread on
 * one large board: the words reserved before the solve, so that the other thread can have
 * their pages made, and the hash in two parts, each a range of rows. */
#ifndef GG_GO_SPLIT_H
#define GG_GO_SPLIT_H

#include <gridgames/go.h>

/* Reserves the words for a board rows x cols (as the solve would); returns them and their
 * size in bytes, NULL when out of memory (the solve then reports it). */
void *gg_go_solver_words(gg_go_solver *s, uint32_t rows, uint32_t cols, size_t *bytes);

/* After a solve: D = the sum of d_i B^(k - i) over the k stones of rows r0 .. r1 - 1 (i = 1 .. k
 * from the range's first stone, d_i = a_i - base, reading order, modulo the hash's modulus),
 * and *m = k. flags and buf are one row of scratch each (at least cols rounded up to 8 bytes,
 * and cols words): two parts can run at once. */
uint64_t gg_go_hash_rows(const gg_go_solver *s, uint32_t r0, uint32_t r1, uint8_t *flags, uint32_t *buf,
                         uint64_t *m);

/* The judge's hash from the parts of the rows above (d1, m1) and below (d2, m2). */
uint32_t gg_go_hash_join(const gg_go_solver *s, uint64_t d1, uint64_t m1, uint64_t d2, uint64_t m2);

#endif
