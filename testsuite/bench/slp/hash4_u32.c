/* hash4_u32: one round of xxHash's XXH32 on its four accumulators (in memory, one state per
   stream): acc = rotl(acc + input * PRIME2, 13) * PRIME1. SLP: 4 lanes, shifts and or. */
#include "bench.h"
#ifndef REPS
#define REPS 240000
#endif
#define M 1024
#define PRIME1 0x9E3779B1u
#define PRIME2 0x85EBCA77u

static unsigned acc[M][4], in[M][4];

__attribute__((noinline)) void kernel(unsigned *restrict acc, const unsigned *restrict in)
{
    unsigned a0 = acc[0] + in[0] * PRIME2;
    unsigned a1 = acc[1] + in[1] * PRIME2;
    unsigned a2 = acc[2] + in[2] * PRIME2;
    unsigned a3 = acc[3] + in[3] * PRIME2;
    acc[0] = ((a0 << 13) | (a0 >> 19)) * PRIME1;
    acc[1] = ((a1 << 13) | (a1 >> 19)) * PRIME1;
    acc[2] = ((a2 << 13) | (a2 >> 19)) * PRIME1;
    acc[3] = ((a3 << 13) | (a3 >> 19)) * PRIME1;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 4; k++) {
            acc[i][k] = (unsigned)(i * 4 + k) * 2654435761u;
            in[i][k] = (unsigned)(i + k) * 40503u + 17u;
        }
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < M; i++)
            kernel(acc[i], in[i]);
        in[r % M][r & 3] += (unsigned)r;
    }
    bench_print("hash4_u32", bench_hash(BENCH_HASH_INIT, acc, sizeof acc));
    return 0;
}
