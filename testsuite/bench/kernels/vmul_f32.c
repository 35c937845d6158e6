/* vmul_f32: a[i] = b[i] * c[i] on float arrays (TSVC vtv). Products are exact (few mantissa bits).
   needs: consecutive f32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float a[N], b[N], c[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = b[i] * c[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        b[i] = (float)(i % 64 - 32) * 0.125f;
        c[i] = (float)((i * 7) % 23 - 11) * 0.5f;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] += 1.0f;
    }
    bench_print("vmul_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
