/* prefix_i32: the common prefix of two arrays (`while (i < n && a[i] == b[i]) i++;`), two
   pointers of unknown extent read before the exit test. needs: a peel aligning `a`, and `b`
   read unaligned with a page-crossing test per vector iteration (malloc'd here: the two arrays'
   misalignments modulo the vector iteration's 64 bytes need not agree) */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

__attribute__((noinline)) int kernel(int n, const int *a, const int *b)
{
    int i = 0;
    while (i < n && a[i] == b[i]) /* hot */
        i++;
    return i;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    int *a = malloc(N * sizeof(int)), *b = malloc(N * sizeof(int));
    for (int i = 0; i < N; i++)
        a[i] = b[i] = i * 7;
    long total = 0;
    for (long r = 0; r < reps; r++) {
        int at = N - 1 - (int)(r % 512);
        b[at] += 1;
        total += kernel(N, a, b);
        b[at] -= 1;
    }
    bench_print("prefix_i32", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    free(a), free(b);
    return 0;
}
