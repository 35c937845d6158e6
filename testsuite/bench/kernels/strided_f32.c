/* strided_f32: a[i] = b[2*i] * 0.5f + c[i] (every other element of b: a stride-2 load).
   needs: strided (or interleaved-group) f32 loads, consecutive loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 2048

static float a[N], b[2 * N], c[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = b[2 * i] * 0.5f + c[i];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < 2 * N; i++)
        b[i] = (float)(i % 31 - 15) * 0.25f;
    for (int i = 0; i < N; i++)
        c[i] = (float)(i % 7);
    for (long r = 0; r < reps; r++) {
        kernel();
        b[(2 * r) % (2 * N)] += 1.0f;
    }
    bench_print("strided_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
