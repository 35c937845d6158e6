/* ddot_pragma_f64: a double dot product under `#pragma omp simd reduction(+:s)`. Products and
   partial sums are exact (small multiples of 1/16), so every order gives the same bits.
   needs: f64 loads, f64 multiply, double add reduction allowed by the pragma */
#include "bench.h"
#ifndef REPS
#define REPS 150000
#endif
#define N 4096

static double x[N], y[N];

__attribute__((noinline)) double kernel(void)
{
    double s = 0.0;
#pragma omp simd reduction(+:s)
    for (int i = 0; i < N; i++) /* hot */
        s += x[i] * y[i];
    return s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    double total = 0.0;
    for (int i = 0; i < N; i++) {
        x[i] = (double)(i % 13 - 6) * 0.25;
        y[i] = (double)(i % 11 - 5) * 0.25;
    }
    for (long r = 0; r < reps; r++) {
        total += kernel();
        x[r % N] = -x[r % N];
    }
    bench_print("ddot_pragma_f64", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
