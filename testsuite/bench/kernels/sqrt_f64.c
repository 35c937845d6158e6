/* sqrt_f64: a[i] = sqrt(b[i] * b[i] + c[i] * c[i]) on doubles (vector length; exact products).
   needs: math call sqrt (vector sqrt, no errno: the argument is never negative), f64 ops */
#include "bench.h"
#include <math.h>
#ifndef REPS
#define REPS 50000
#endif
#define N 4096

static double a[N], b[N], c[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = sqrt(b[i] * b[i] + c[i] * c[i]);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        b[i] = (double)(i % 300 - 150) * 0.5;
        c[i] = (double)((i * 7) % 200 - 100) * 0.25;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = -b[r % N];
    }
    bench_print("sqrt_f64", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
