/* mix4_u64: splitmix64's finalizer on four 64-bit words of a state, in place:
   z = (z ^ (z >> 30)) * C1; z = (z ^ (z >> 27)) * C2; z ^= z >> 31. SLP: 4 lanes of u64
   shifts, xors and multiplies. */
#include "bench.h"
#ifndef REPS
#define REPS 120000
#endif
#define M 1024
#define C1 0xbf58476d1ce4e5b9ull
#define C2 0x94d049bb133111ebull

static unsigned long long st[M][4];

#define MIX(k)                                   \
    z##k = (z##k ^ (z##k >> 30)) * C1;           \
    z##k = (z##k ^ (z##k >> 27)) * C2;           \
    s[k] = z##k ^ (z##k >> 31);

__attribute__((noinline)) void kernel(unsigned long long *restrict s)
{
    unsigned long long z0 = s[0] + 1, z1 = s[1] + 3, z2 = s[2] + 5, z3 = s[3] + 7;
    MIX(0)
    MIX(1)
    MIX(2)
    MIX(3)
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < M; i++)
        for (int k = 0; k < 4; k++)
            st[i][k] = (unsigned long long)(i * 4 + k) * 0x9E3779B97F4A7C15ull;
    for (long r = 0; r < reps; r++)
        for (int i = 0; i < M; i++)
            kernel(st[i]);
    bench_print("mix4_u64", bench_hash(BENCH_HASH_INIT, st, sizeof st));
    return 0;
}
