/* daxpy_f64: y[i] = a * x[i] + y[i] on double arrays passed as restrict pointers (BLAS daxpy).
   needs: consecutive f64 loads/stores, restrict pointer arguments, runtime trip count, splat */
#include "bench.h"
#ifndef REPS
#define REPS 320000
#endif
#define N 4096

static double xs[N], ys[N];

__attribute__((noinline)) void kernel(int n, double a, const double *restrict x, double *restrict y)
{
    for (int i = 0; i < n; i++) /* hot */
        y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        xs[i] = (double)(i % 19) * 0.25;
        ys[i] = (double)(i % 7);
    }
    for (long r = 0; r < reps; r++)
        kernel(N, r % 2 ? 0.5 : -0.5, xs, ys);
    bench_print("daxpy_f64", bench_hash(BENCH_HASH_INIT, ys, sizeof ys));
    return 0;
}
