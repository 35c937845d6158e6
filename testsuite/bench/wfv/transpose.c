/* Transpose: out = in^T (scaled) for a 512x512 float matrix. The per-element
   function reads the input's column: linear in j with row stride n, so its load is strided
   (a gather); the store in the loop is consecutive.
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include "bench.h"
#ifndef REPS
#define REPS 400
#endif
#define N 512

static float in[N * N], out[N * N];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(m, n, i, scale), linear(j), nomask)
#else
#pragma omp declare simd uniform(m, n, i, scale) linear(j) notinbranch
#endif
float at_transposed(const float *m, int n, int i, int j, float scale)
{
    return m[j * n + i] * scale;
}

__attribute__((noinline)) void kernel(float scale)
{
    for (int i = 0; i < N; i++) {
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
        for (int j = 0; j < N; j++) /* hot */
            out[i * N + j] = at_transposed(in, N, i, j, scale);
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N * N; i++)
        in[i] = (float)(i % 1000) * 0.5f;
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        kernel(r % 2 ? 0.5f : 2.0f);
        if (r % 16 == 0 || r == reps - 1)
            h = bench_hash(h, out, sizeof out);
    }
    bench_print("transpose", h);
    return 0;
}
