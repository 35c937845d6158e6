/* Histogram: a 64-bin luminance histogram of a 512x512 RGB float image. The per-pixel function
   computes the luminance and clamps its bin (branches whose lanes diverge: masks and selects);
   the counting loop stays scalar (two lanes may hit the same bin, so it is not independent and
   carries no pragma).
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include "bench.h"
#ifndef REPS
#define REPS 500
#endif
#define N (512 * 512)
#define BINS 64

static float red[N], green[N], blue[N];
static int bins[N];
static unsigned counts[BINS];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(n_bins, lo, hi), nomask)
#else
#pragma omp declare simd uniform(n_bins, lo, hi) notinbranch
#endif
int bin_of(float r, float g, float b, int n_bins, float lo, float hi)
{
    float lum = 0.299f * r + 0.587f * g + 0.114f * b;
    int bin;
    if (lum <= lo)
        bin = 0;
    else if (lum >= hi)
        bin = n_bins - 1;
    else
        bin = (int)((lum - lo) * (float)n_bins / (hi - lo));
    if (bin >= n_bins)
        bin = n_bins - 1;
    return bin;
}

__attribute__((noinline)) void kernel(float lo, float hi)
{
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
    for (int i = 0; i < N; i++) /* hot */
        bins[i] = bin_of(red[i], green[i], blue[i], BINS, lo, hi);
    for (int i = 0; i < N; i++)
        counts[bins[i]]++;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned seed = 7;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        red[i] = (float)(seed >> 24);
        green[i] = (float)(seed >> 16 & 255);
        blue[i] = (float)(seed >> 8 & 255);
    }
    for (long r = 0; r < reps; r++)
        kernel(10.0f + (float)(r % 5), 240.0f - (float)(r % 3));
    bench_print("histogram", bench_hash(BENCH_HASH_INIT, counts, sizeof counts));
    return 0;
}
