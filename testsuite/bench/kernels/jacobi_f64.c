/* jacobi_f64: b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0 / 3) on doubles, then copy back
   (two loops per step; the double variant of the 1-D stencil).
   needs: consecutive f64 loads at offsets, f64 add/multiply, two loops in one function */
#include "bench.h"
#ifndef REPS
#define REPS 160000
#endif
#define N 4096

static double a[N], b[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 1; i < N - 1; i++) /* hot */
        b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0 / 3);
    for (int i = 1; i < N - 1; i++) /* hot */
        a[i] = b[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        a[i] = (double)((i * 37) % 101);
    for (long r = 0; r < reps; r++)
        kernel();
    bench_print("jacobi_f64", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
