/* A header with functions of its own, as single-header libraries and `static inline` helpers
   have them; its loop pragma must be accepted, its functions rewritten. */
#ifndef HEADER_FUNCS_H
#define HEADER_FUNCS_H
#define HF_SCALE 3.0f
#define HF_API static inline

/* The first rewritten function: its body opens on a line of its own, and the preprocessed
   output's prelude must go before its declaration, not between that and the body. */
static void
hf_fill(float *v, int n)
{
    for (int i = 0; i < n; i++)
        v[i] = (float)(i % 9);
}

HF_API void hf_saxpy(float *restrict y, const float *restrict x, float a, int n) {
    for (int i = 0; i < n; i++)
        y[i] += a * x[i] * HF_SCALE;
}

float hf_square(float v) { return v * v; }

static int hf_count_below(const int *v, int n, int limit) {
    int c = 0;
#pragma omp simd reduction(+ : c)
    for (int i = 0; i < n; i++)
        c += v[i] < limit;
    return c;
}
#endif
