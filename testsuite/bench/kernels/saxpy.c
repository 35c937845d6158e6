/* saxpy: y[i] = a * x[i] + y[i] on float arrays, a alternating +-0.5 (BLAS saxpy).
   needs: consecutive f32 loads/stores, loop-invariant scalar (splat) */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

static float x[N], y[N];

__attribute__((noinline)) void kernel(float a)
{
    for (int i = 0; i < N; i++) /* hot */
        y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 17) * 0.125f;
        y[i] = (float)(i % 5);
    }
    for (long r = 0; r < reps; r++)
        kernel(r % 2 ? 0.5f : -0.5f);
    bench_print("saxpy", bench_hash(BENCH_HASH_INIT, y, sizeof y));
    return 0;
}
