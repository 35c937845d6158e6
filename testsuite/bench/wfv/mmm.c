/* MMM: C = A x B for 256x256 float matrices. The per-element function is the dot product of a
   row of A (uniform: broadcasts) and a column of B (linear in j: consecutive loads); each lane
   sums in the scalar order, so the result is bit-exact.
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include "bench.h"
#ifndef REPS
#define REPS 20
#endif
#define N 256

static float a[N * N], b[N * N], c[N * N];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(a, b, n, i), linear(j), nomask)
#else
#pragma omp declare simd uniform(a, b, n, i) linear(j) notinbranch
#endif
float dot_at(const float *a, const float *b, int n, int i, int j)
{
    float sum = 0.0f;
    for (int k = 0; k < n; k++)
        sum += a[i * n + k] * b[k * n + j];
    return sum;
}

__attribute__((noinline)) void kernel(void)
{
    for (int i = 0; i < N; i++) {
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
        for (int j = 0; j < N; j++) /* hot */
            c[i * N + j] = dot_at(a, b, N, i, j);
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < N * N; i++) {
            a[i] = (float)((i + r) % 13) * 0.25f - 1.0f;
            b[i] = (float)((i * 3) % 11) * 0.125f;
        }
        kernel();
        h = bench_hash(h, c, sizeof c);
    }
    bench_print("mmm", h);
    return 0;
}
