/* mid_exit_i32: a search whose counted test comes after the uncounted one
   (`if (a[i] == k) break; if (i >= n) break;`). needs: every exit an early exit, peel */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

__attribute__((noinline)) int kernel(const int *a, int n, int key)
{
    int i;
    for (i = 0;; i++) { /* hot */
        if (a[i] == key)
            break;
        if (i >= n)
            break;
    }
    return i;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    int *a = malloc((N + 1) * sizeof(int));
    for (int i = 0; i <= N; i++)
        a[i] = i * 3;
    long total = 0;
    for (long r = 0; r < reps; r++)
        total += kernel(a, N, 3 * (N - 1 - (int)(r % 512)) + (r % 5 == 0));
    bench_print("mid_exit_i32", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    free(a);
    return 0;
}
