/* madd_i16: s += a[i] * b[i] with short inputs summed into an int (pmaddwd pattern).
   needs: int16 loads, widening to i32, i32 multiply, integer add reduction (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1500000
#endif
#define N 4096

static short a[N], b[N];

__attribute__((noinline)) int kernel(void)
{
    int s = 0;
    for (int i = 0; i < N; i++) /* hot */
        s += a[i] * b[i];
    return s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned total = 0;
    for (int i = 0; i < N; i++) {
        a[i] = (short)(i % 200 - 100);
        b[i] = (short)((i * 7) % 150 - 75);
    }
    for (long r = 0; r < reps; r++) {
        total = total * 33u + (unsigned)kernel();
        a[r % N] = (short)(-a[r % N]);
    }
    bench_print("madd_i16", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
