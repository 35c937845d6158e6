/* sentinel_i32: the index of a key known to be in the array (`while (a[i] != key) i++;`: no
   counted exit). needs: uncounted loop, int index, peel to align the pointer */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

__attribute__((noinline)) int kernel(const int *a, int key)
{
    int i = 0;
    while (a[i] != key) /* hot */
        i++;
    return i;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    int *a = malloc((N + 1) * sizeof(int));
    for (int i = 0; i < N; i++)
        a[i] = i * 3;
    long total = 0;
    for (long r = 0; r < reps; r++) {
        /* keys near the end, the sentinel at a[N] for the absent ones */
        int key = 3 * (N - 1 - (int)(r % 512)) + (r % 5 == 0);
        a[N] = key;
        total += kernel(a, key);
    }
    bench_print("sentinel_i32", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    free(a);
    return 0;
}
