/* widen_i16_i64: d[i] += s[i] with short inputs accumulated into 64-bit integers.
   needs: int16 loads, widening conversion from 16 to 64 bits (4 lanes of a 256-bit plan), i64 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static short s[N];
static long long d[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        d[i] += s[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        s[i] = (short)(i * 2654435761u >> 9);
    for (long r = 0; r < reps; r++)
        kernel();
    bench_print("widen_i16_i64", bench_hash(BENCH_HASH_INIT, d, sizeof d));
    return 0;
}
