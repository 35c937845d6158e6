/* countdown_i32: for (i = n - 1; i >= 0; i--) a[i] = 3 * b[i] + c[i] (a loop counting down).
   needs: decreasing induction (reversed consecutive accesses), runtime trip count, restrict */
#include "bench.h"
#ifndef REPS
#define REPS 660000
#endif
#define N 4096

static int xs[N], ys[N], zs[N];

__attribute__((noinline)) void kernel(int n, int *restrict a, const int *restrict b, const int *restrict c)
{
    for (int i = n - 1; i >= 0; i--) /* hot */
        a[i] = 3 * b[i] + c[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        ys[i] = i * 11 - 3000;
        zs[i] = i % 29;
    }
    for (long r = 0; r < reps; r++) {
        kernel(N, xs, ys, zs);
        ys[r % N] += 1;
    }
    bench_print("countdown_i32", bench_hash(BENCH_HASH_INIT, xs, sizeof xs));
    return 0;
}
