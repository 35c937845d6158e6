/* sum_i32: sum of squares over an unsigned int array passed as a pointer (integer reduction).
   needs: consecutive i32 loads, integer add reduction, pointer argument (read only) */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static unsigned int values[N];

__attribute__((noinline)) unsigned int kernel(int n, const unsigned int *v)
{
    unsigned int sum = 0;
    for (int i = 0; i < n; i++) /* hot */
        sum += v[i] * v[i];
    return sum;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned int total = 0;
    for (int i = 0; i < N; i++)
        values[i] = (unsigned int)i * 2654435761u;
    for (long r = 0; r < reps; r++) {
        values[r % N] += 1;
        total ^= kernel(N, values);
    }
    bench_print("sum_i32", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
