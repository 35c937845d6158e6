/* Driver helpers shared by the loop-vectorizer kernels (this header is not a case).
 *
 * Each case's main runs its kernels at every trip count of COUNTS: all of 0..70 (which holds 0, 1,
 * VF-1, VF, VF+1 and 2*VF*UF+3 for every VF up to 32 with UF up to 2), 259 (2*32*4+3) and 1001.
 * Arrays come from new_array(): exactly n elements on the heap, so that under
 * -fsanitize=address a vector access past what the scalar loop touches is an error.
 * Results are printed as a hash of the arrays' bytes, so floats are compared bit for bit. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_COUNTS 73
static inline int count_at(int k) {
    return k <= 70 ? k : k == 71 ? 259 : 1001;
}

/* for (n over COUNTS) */
#define FOR_EACH_COUNT(n) for (int count_idx = 0; count_idx < N_COUNTS && ((n) = count_at(count_idx), 1); count_idx++)

static uint32_t rand_state = 12345;
static inline uint32_t next_rand(void) {
    rand_state = rand_state * 1103515245u + 12345u;
    return rand_state >> 8;
}

static inline void *new_array(int n, size_t size) {
    return malloc(n > 0 ? (size_t)n * size : 1);
}

/* FNV-1a over the bytes of an array. */
static inline uint64_t hash_bytes(const void *data, size_t n_bytes) {
    const unsigned char *bytes = data;
    uint64_t h = 1469598103934665603u;
    for (size_t k = 0; k < n_bytes; k++)
        h = (h ^ bytes[k]) * 1099511628211u;
    return h;
}

#define HASH(p, n) ((unsigned long long)hash_bytes((p), (size_t)(n) * sizeof *(p)))

/* Fills p[0..n) with pseudo-random values in [lo, lo + span). */
#define FILL(p, n, lo, span) \
    for (int fill_idx = 0; fill_idx < (n); fill_idx++) \
        (p)[fill_idx] = (lo) + (int)(next_rand() % (unsigned)(span))
