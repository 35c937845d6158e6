/* alias_f32: a[i] = b[i] * 0.5f + c[i] through plain pointers that may alias (no restrict):
   called with disjoint arrays, so a runtime overlap check passes and the vector loop runs.
   needs: runtime alias check (loop versioning), runtime trip count, consecutive f32 */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float xs[N], ys[N], zs[N];

__attribute__((noinline)) void kernel(float *a, const float *b, const float *c, int n)
{
    for (int i = 0; i < n; i++) /* hot */
        a[i] = b[i] * 0.5f + c[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        ys[i] = (float)(i % 50 - 25);
        zs[i] = (float)(i % 9) * 0.25f;
    }
    for (long r = 0; r < reps; r++) {
        kernel(xs, ys, zs, N);
        ys[r % N] = xs[(r * 3) % N];
    }
    bench_print("alias_f32", bench_hash(BENCH_HASH_INIT, xs, sizeof xs));
    return 0;
}
