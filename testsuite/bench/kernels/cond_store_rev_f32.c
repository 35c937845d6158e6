/* cond_store_rev_f32: if (b[i] > 0) a[N-1-i] = b[i] * s; a reversed store under a condition.
   needs: if-conversion with a masked store that runs downwards (the value and the mask reversed,
   one masked store at the lowest address; AVX-512 k-masks), f32 compare, splat */
#include "bench.h"
#ifndef REPS
#define REPS 80000
#endif
#define N 4096

static float a[N], b[N];

__attribute__((noinline)) void kernel(float s)
{
    for (int i = 0; i < N; i++) /* hot */
        if (b[i] > 0.0f)
            a[N - 1 - i] = b[i] * s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        b[i] = (float)((i * 37) % 101) - 50.0f;
        a[i] = (float)i;
    }
    for (long r = 0; r < reps; r++) {
        kernel(1.0f + (float)(r & 3) * 0.25f);
        b[r % N] = -b[r % N];
    }
    bench_print("cond_store_rev_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
