/* DwtHaar1D: the full one-dimensional Haar wavelet decomposition of a 65536-sample signal:
   each level turns the first `len` values into len/2 averages and len/2 differences. The per-
   output function reads two neighbouring inputs (linear in i with step 2: strided loads) and
   scales by 1/sqrt(2), computed from a uniform parameter (the paper's sqrt of a uniform value:
   computed once, not per lane).
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include <math.h>
#include "bench.h"
#ifndef REPS
#define REPS 1000
#endif
#define N 65536

static float signal[N], work[N];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(in, out, half, two), linear(i), nomask)
#else
#pragma omp declare simd uniform(in, out, half, two) linear(i) notinbranch
#endif
void haar(const float *in, float *out, int half, float two, int i)
{
    float scale = 1.0f / sqrtf(two);
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = (a + b) * scale;
    out[half + i] = (a - b) * scale;
}

__attribute__((noinline)) void kernel(float *data, float *tmp)
{
    for (int len = N; len > 1; len /= 2) {
        int half = len / 2;
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
        for (int i = 0; i < half; i++) /* hot */
            haar(data, tmp, half, 2.0f, i);
        for (int i = 0; i < len; i++)
            data[i] = tmp[i];
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        for (int i = 0; i < N; i++)
            signal[i] = (float)((i * 31 + r) % 97) * 0.25f;
        kernel(signal, work);
        if (r % 16 == 0 || r == reps - 1)
            h = bench_hash(h, signal, sizeof signal);
    }
    bench_print("dwthaar1d", h);
    return 0;
}
