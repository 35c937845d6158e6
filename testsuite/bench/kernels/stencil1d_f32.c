/* stencil1d_f32: a 3-point float stencil (1-D blur), ping-ponging between two arrays.
   needs: consecutive f32 loads at offsets -1, 0, +1, f32 multiply/add, restrict pointers */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N];

__attribute__((noinline)) void kernel(int n, const float *restrict src, float *restrict dst)
{
    for (int i = 1; i < n - 1; i++) /* hot */
        dst[i] = 0.25f * src[i - 1] + 0.5f * src[i] + 0.25f * src[i + 1];
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        a[i] = b[i] = (float)((i * 37) % 101);
    for (long r = 0; r < reps; r++) {
        if (r % 2)
            kernel(N, b, a);
        else
            kernel(N, a, b);
    }
    unsigned long long h = bench_hash(BENCH_HASH_INIT, a, sizeof a);
    bench_print("stencil1d_f32", bench_hash(h, b, sizeof b));
    return 0;
}
