/* A helper handed a pointer to its caller's local array, which the caller reads and writes
   only at constant indices (xxHash's XXH32 accumulators), stays scalar: once cc inlines it,
   the array lives in registers, and vector loads and stores would keep it in memory, every
   iteration of the caller's loop a store and a load (XXH32 ran 2.2x slower so). The same
   helpers called with an array the caller indexes at run time (kept in memory anyway), or
   with the caller's own pointer, are vectorized. */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

typedef unsigned int u32;

static inline void init_regs(u32 *acc, u32 seed) {
    acc[0] = seed + 2654435761u;
    acc[1] = seed + 2246822519u;
    acc[2] = seed + 3266489917u;
    acc[3] = seed - 668265263u;
}

static inline u32 merge_regs(const u32 *acc) {
    return ((acc[0] << 1) | (acc[0] >> 31)) + ((acc[1] << 7) | (acc[1] >> 25)) +
           ((acc[2] << 12) | (acc[2] >> 20)) + ((acc[3] << 18) | (acc[3] >> 14));
}

/* Its accumulators at constant indices only: both helpers stay scalar. */
u32 hash_blocks(const u32 *p, int n, u32 seed) {
    u32 acc[4];
    init_regs(acc, seed);
    for (int i = 0; i + 4 <= n; i += 4) {
        acc[0] = (acc[0] + p[i] * 2246822519u) * 2654435761u;
        acc[1] = (acc[1] + p[i + 1] * 2246822519u) * 2654435761u;
        acc[2] = (acc[2] + p[i + 2] * 2246822519u) * 2654435761u;
        acc[3] = (acc[3] + p[i + 3] * 2246822519u) * 2654435761u;
    }
    return merge_regs(acc);
}

static inline void init_mem(u32 *acc, u32 seed) {
    acc[0] = seed + 2654435761u;
    acc[1] = seed + 2246822519u;
    acc[2] = seed + 3266489917u;
    acc[3] = seed - 668265263u;
}

static inline u32 merge_mem(const u32 *acc) {
    return ((acc[0] << 1) | (acc[0] >> 31)) + ((acc[1] << 7) | (acc[1] >> 25)) +
           ((acc[2] << 12) | (acc[2] >> 20)) + ((acc[3] << 18) | (acc[3] >> 14));
}

/* Its accumulator picked at run time: the array stays in memory, the helpers vectorize. */
u32 hash_words(const u32 *p, int n, u32 seed) {
    u32 acc[4];
    init_mem(acc, seed);
    for (int i = 0; i < n; i++)
        acc[i & 3] ^= p[i] * 2654435761u;
    return merge_mem(acc);
}

int main(void) {
    u32 data[64];
    for (int i = 0; i < 64; i++)
        data[i] = (u32)i * 2246822519u + 12345u;
    for (int n = 0; n <= 64; n += 13)
        printf("%d: %08x %08x\n", n, hash_blocks(data, n, (u32)n), hash_words(data, n, 7u));
    return 0;
}
