/* xorfold_u32: eight words of a block, each multiplied by its own odd constant, folded by
   xor into one stored word. SLP: a horizontal xor reduction of an 8-lane multiply. */
#include "bench.h"
#ifndef REPS
#define REPS 240000
#endif
#define M 1024

static unsigned w[M][8], h[M];

__attribute__((noinline)) void kernel(unsigned *restrict h, const unsigned *restrict w)
{
    *h = w[0] * 0x9E3779B1u ^ w[1] * 0x85EBCA77u ^ w[2] * 0xC2B2AE3Du ^ w[3] * 0x27D4EB2Fu
       ^ w[4] * 0x165667B1u ^ w[5] * 0xD3A2646Du ^ w[6] * 0xFD7046C5u ^ w[7] * 0xB55A4F09u;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 8; k++)
            w[i][k] = (unsigned)(i * 8 + k) * 2246822519u + 374761393u;
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(&h[i], w[i]);
        w[r % M][r & 7] ^= h[(r * 3) % M];
    }
    bench_print("xorfold_u32", bench_hash(BENCH_HASH_INIT, h, sizeof h));
    return 0;
}
