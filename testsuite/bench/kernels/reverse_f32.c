/* reverse_f32: a[i] = b[N - 1 - i] + 1 (reversed copy: a consecutive load running backwards).
   needs: reversed f32 loads (load + lane reverse), consecutive stores */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 4096

static float a[N], b[N];

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) /* hot */
        a[i] = b[N - 1 - i] + 1.0f;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        b[i] = (float)(i % 41) * 0.5f;
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = a[(r * 3) % N];
    }
    bench_print("reverse_f32", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
