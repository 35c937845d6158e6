/* cond_store_f32: if (b[i] > 0) a[i] = b[i] * s; a[i] keeps its value otherwise (TSVC s272-like).
   needs: if-conversion with a conditional (masked) store, f32 compare, splat */
#include "bench.h"
#ifndef REPS
#define REPS 560000
#endif
#define N 4096

static float a[N], b[N];

__attribute__((noinline)) void kernel(float s)
{
    for (int i = 0; i < N; i++) /* hot */
        if (b[i] > 0.0f)
            a[i] = b[i] * s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 9);
        b[i] = (float)((i * 13) % 64 - 32) * 0.125f;
    }
    for (long r = 0; r < reps; r++) {
        kernel(r % 2 ? 0.5f : 2.0f);
        b[r % N] = -b[r % N];
    }
    bench_print("cond_store_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
