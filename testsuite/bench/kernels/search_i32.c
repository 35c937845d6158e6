/* search_i32: the index of the first a[i] == key, or -1 (a loop with an early exit).
   needs: early exit (vector compare, any-lane test, first set lane), consecutive i32 loads */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static int a[N];

__attribute__((noinline)) int kernel(int key)
{
    for (int i = 0; i < N; i++) /* hot */
        if (a[i] == key)
            return i;
    return -1;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    long total = 0;
    for (int i = 0; i < N; i++)
        a[i] = i * 3;
    for (long r = 0; r < reps; r++)
        /* keys near the end (and some absent), so most of the array is scanned */
        total += kernel(3 * (N - 1 - (int)(r % 512)) + (r % 5 == 0));
    bench_print("search_i32", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
