/* widen_i16: c[i] = a[i] * b[i] with short inputs and int results (short*short -> int).
   needs: int16 loads, widening conversion to i32, i32 multiply, i32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static short a[N], b[N];
static int c[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        c[i] = a[i] * b[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        a[i] = (short)(i * 97 - 20000);
        b[i] = (short)(i * 31 + 7);
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        a[r % N] = (short)(a[r % N] + c[(r * 3) % N]);
    }
    bench_print("widen_i16", bench_hash(BENCH_HASH_INIT, c, sizeof c));
    return 0;
}
