/* gather_f32: a[i] = b[idx[i]] * 2 + c[i] (indirect load through an index array).
   needs: gathers (AVX2 gather instructions or per-lane loads), i32 index loads */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static float a[N], b[N], c[N];
static int idx[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = b[idx[i]] * 2.0f + c[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        idx[i] = (int)(((unsigned)i * 2654435761u) % N);
        b[i] = (float)(i % 23 - 11);
        c[i] = (float)(i % 3) * 0.5f;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = a[(r * 5) % N] * 0.5f;
    }
    bench_print("gather_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
