/* BlackScholes: the price of a European call and put for 16384 options (spot, strike, time to
   expiry vary per option; the interest rate and volatility are the same for all: uniform).
   The cumulative normal distribution is the Abramowitz-Stegun polynomial, with a branch on the
   sign of its argument. logf, expf and sqrtf are called from the per-option function: without
   --fast-math vcc calls expf and logf once per lane (glibc's vector variants may differ in the
   last bits), so every build prints the same bits.
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include <math.h>
#include "bench.h"
#ifndef REPS
#define REPS 500
#endif
#define N 16384

static float spot[N], strike[N], expiry[N], call[N], put[N];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(nomask)
#else
#pragma omp declare simd notinbranch
#endif
float cnd(float d)
{
    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f;
    const float a4 = -1.821255978f, a5 = 1.330274429f, rsqrt2pi = 0.39894228040143267794f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float poly = k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
    float c = rsqrt2pi * expf(-0.5f * d * d) * poly;
    if (d > 0.0f)
        c = 1.0f - c;
    return c;
}

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(call, put, rate, vol), linear(i), nomask)
#else
#pragma omp declare simd uniform(call, put, rate, vol) linear(i) notinbranch
#endif
void price(float *call, float *put, float s, float x, float t, float rate, float vol, int i)
{
    float sqrt_t = sqrtf(t);
    float d1 = (logf(s / x) + (rate + 0.5f * vol * vol) * t) / (vol * sqrt_t);
    float d2 = d1 - vol * sqrt_t;
    float cnd1 = cnd(d1), cnd2 = cnd(d2);
    float discount = x * expf(-rate * t);
    call[i] = s * cnd1 - discount * cnd2;
    put[i] = discount * (1.0f - cnd2) - s * (1.0f - cnd1);
}

__attribute__((noinline)) void kernel(float rate, float vol)
{
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
    for (int i = 0; i < N; i++) /* hot */
        price(call, put, spot[i], strike[i], expiry[i], rate, vol, i);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned seed = 12345;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        spot[i] = 5.0f + (float)(seed >> 16 & 1023) * 0.05f;
        strike[i] = 1.0f + (float)(seed >> 8 & 2047) * 0.05f;
        expiry[i] = 0.25f + (float)(seed & 255) * 0.04f;
    }
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        kernel(0.02f + 0.001f * (float)(r % 5), 0.30f);
        if (r == reps - 1 || r % 16 == 0) {
            h = bench_hash(h, call, sizeof call);
            h = bench_hash(h, put, sizeof put);
        }
    }
    bench_print("blackscholes", h);
    return 0;
}
