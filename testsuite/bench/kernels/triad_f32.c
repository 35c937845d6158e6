/* triad_f32: a[i] = b[i] + c[i] * d[i] (STREAM/TSVC triad; no recurrence). Exact products.
   needs: consecutive f32 loads/stores, f32 multiply and add */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N], c[N], d[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = b[i] + c[i] * d[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        b[i] = (float)(i % 100) * 0.01f;
        c[i] = (float)(i % 16 - 8) * 0.5f;
        d[i] = (float)((i * 3) % 32 - 16) * 0.25f;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = a[(r * 3) % N];
    }
    bench_print("triad_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
