/* Incomplete gamma: the regularized lower incomplete gamma function's x-dependent factor for
   16384 samples, a = 3.5 for all (uniform). As in the classic routine, x < a + 1 sums the
   power series and x >= a + 1 evaluates the continued fraction (modified Lentz), each until
   its term is below the tolerance: a branch on the sample with two costly arms, the samples
   on both sides at random. A vector of samples runs both arms; the seed's instance
   restructuring regroups a vector iteration's calls by the branch first, so that all vectors
   but one run one arm (not one of the paper's twelve kernels: it shows that optimisation, run
   it as `bench/wfv.sh bench/wfv/extra/gammainc.c`, with and without
   VCC_FLAGS=--no-restructure). The prefactor exp(-x) x^a / Gamma(a) is left out (a libm call
   per sample, the same in every build).
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include <math.h>
#include "bench.h"
#ifndef REPS
#define REPS 1000
#endif
#define N 16384
#define ITMAX 60

static float xs[N], out[N];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(a), nomask)
#else
#pragma omp declare simd uniform(a) notinbranch
#endif
float gamma_factor(float x, float a)
{
    const float eps = 3.0e-7f, tiny = 1.0e-30f;
    float r;
    if (x < a + 1.0f) {
        /* Series: sum of x^n / (a (a+1) ... (a+n)). */
        float ap = a, del = 1.0f / a, sum = del;
        for (int n = 1; n <= ITMAX; n++) {
            ap += 1.0f;
            del *= x / ap;
            sum += del;
            if (fabsf(del) < fabsf(sum) * eps)
                break;
        }
        r = sum;
    } else {
        /* Continued fraction, modified Lentz. */
        float b = x + 1.0f - a, c = 1.0f / tiny, d = 1.0f / b, h = d;
        for (int i = 1; i <= ITMAX; i++) {
            float an = -i * (i - a);
            b += 2.0f;
            d = an * d + b;
            if (fabsf(d) < tiny)
                d = tiny;
            c = b + an / c;
            if (fabsf(c) < tiny)
                c = tiny;
            d = 1.0f / d;
            float del = d * c;
            h *= del;
            if (fabsf(del - 1.0f) < eps)
                break;
        }
        r = -h;
    }
    return r;
}

__attribute__((noinline)) void kernel(float a)
{
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
    for (int i = 0; i < N; i++) /* hot */
        out[i] = gamma_factor(xs[i], a);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned seed = 12345;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        xs[i] = 0.05f + (float)(seed >> 16 & 1023) * (9.0f / 1024.0f);
    }
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        kernel(3.5f);
        if (r == reps - 1 || r % 16 == 0)
            h = bench_hash(h, out, sizeof out);
    }
    bench_print("gammainc", h);
    return 0;
}
