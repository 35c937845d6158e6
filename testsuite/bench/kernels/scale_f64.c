/* scale_f64: a[i] = s * b[i] on double arrays, s loop-invariant (BLAS dscal, out of place).
   needs: consecutive f64 loads/stores, splat of a function argument */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static double a[N], b[N];

__attribute__((noinline)) void kernel(double s)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = s * b[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        b[i] = (double)(i % 101 - 50) * 0.0625;
    for (long r = 0; r < reps; r++) {
        kernel(r % 3 ? 0.75 : -1.5);
        sum += a[r % N];
    }
    unsigned long long h = bench_hash(BENCH_HASH_INIT, a, sizeof a);
    bench_print("scale_f64", bench_hash(h, &sum, sizeof sum));
    return 0;
}
