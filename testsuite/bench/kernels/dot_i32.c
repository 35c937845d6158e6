/* dot_i32: s += a[i] * b[i] over int arrays, wrapping in unsigned arithmetic (int dot product).
   needs: consecutive i32 loads, integer add reduction, i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static unsigned a[N], b[N];

__attribute__((noinline)) unsigned kernel(void)
{
    unsigned s = 0;
    for (int i = 0; i < N; i++) /* hot */
        s += a[i] * b[i];
    return s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned total = 0;
    for (int i = 0; i < N; i++) {
        a[i] = (unsigned)i * 2654435761u;
        b[i] = (unsigned)(i % 1000) + 3u;
    }
    for (long r = 0; r < reps; r++) {
        total = total * 31u + kernel();
        a[r % N] += 1u;
    }
    bench_print("dot_i32", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
