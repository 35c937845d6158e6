/* fsum_pragma: a float sum under `#pragma omp simd reduction(+:s)`, which allows reassociation.
   The data are multiples of 0.5 with small sums, so every order of summation gives the same bits.
   needs: float add reduction allowed by the pragma (gcc and clang ignore it without -fopenmp-simd) */
#include "bench.h"
#ifndef REPS
#define REPS 150000
#endif
#define N 4096

static float a[N];

__attribute__((noinline)) float kernel(void)
{
    float s = 0.0f;
#pragma omp simd reduction(+:s)
    for (int i = 0; i < N; i++) /* hot */
        s += a[i];
    return s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    float total = 0.0f;
    for (int i = 0; i < N; i++)
        a[i] = (float)(i % 17 - 8) * 0.5f;
    for (long r = 0; r < reps; r++) {
        total += kernel();
        a[r % N] = -a[r % N];
    }
    bench_print("fsum_pragma", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
