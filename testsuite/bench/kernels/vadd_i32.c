/* vadd_i32: a[i] = b[i] + c[i] on int arrays (TSVC vpv).
   needs: consecutive int32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

static int a[N], b[N], c[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = b[i] + c[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (int i = 0; i < N; i++) {
        b[i] = i * 7 - 1000;
        c[i] = (i * 13) % 101;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] += 1;
    }
    h = bench_hash(h, a, sizeof a);
    bench_print("vadd_i32", h);
    return 0;
}
