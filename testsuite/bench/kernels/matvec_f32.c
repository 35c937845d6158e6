/* matvec_f32: y += A * x, column by column: y[i] += A[j][i] * x[j] (inner loop over rows, so
   no reduction). Products are exact, so FMA contraction does not change the bits.
   needs: consecutive f32 loads/stores, splat of x[j], nested loops (inner vectorized) */
#include "bench.h"
#ifndef REPS
#define REPS 60000
#endif
#define N 256

static float A[N][N], x[N], y[N];

__attribute__((noinline)) void kernel(void)
{
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) /* hot */
            y[i] += A[j][i] * x[j];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int j = 0; j < N; j++) {
        x[j] = (float)(j % 9 - 4) * 0.5f;
        for (int i = 0; i < N; i++)
            A[j][i] = (float)((i * 3 + j * 5) % 33 - 16) * 0.125f;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        x[r % N] = -x[r % N];
    }
    bench_print("matvec_f32", bench_hash(BENCH_HASH_INIT, y, sizeof y));
    return 0;
}
