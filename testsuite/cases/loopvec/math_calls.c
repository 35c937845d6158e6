/* vcc-test: expect-vectorized generic=4 avx2=5 neon=5 */
#include <math.h>
#include "harness.h"


/* Math calls: sqrtf, fabs, floor and fminf are exact in any vector form (AVX2: vsqrtps,
   and-not of the sign bit, vroundpd, minps with glibc's NaN rule), so they are vectorized
   under any flags; expf and sin only have inexact vector forms (glibc's libmvec), used only
   under --fast-math (see math_fast.c): here they are called once per lane. */
void roots_f32(int n, float *restrict r, const float *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = sqrtf(a[i]);
}

void abs_floor(int n, double *restrict r, const double *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = floor(fabs(a[i]) * 0.5);
}

void clamp_min(int n, float *restrict r, const float *restrict a, float hi) {
    for (int i = 0; i < n; i++)
        r[i] = fminf(a[i], hi);
}

void exps(int n, float *restrict r, const float *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = expf(a[i]);
}

void sines(int n, double *restrict r, const double *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = sin(a[i]);
}

static unsigned long long hash_rounded(const void *values, int n, int is_double);

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fr = new_array(n, 4);
        double *da = new_array(n, 8), *dr = new_array(n, 8);
        FILL(fa, n, 0, 100000);
        FILL(da, n, -100000, 200000);
        for (int i = 0; i < n; i++) {
            fa[i] *= 0.01f;
            da[i] *= 0.001;
        }
        roots_f32(n, fr, fa);
        unsigned long long h1 = HASH(fr, n);
        clamp_min(n, fr, fa, 500.0f);
        unsigned long long h2 = HASH(fr, n);
        abs_floor(n, dr, da);
        unsigned long long h3 = HASH(dr, n);
        for (int i = 0; i < n; i++)
            fa[i] = fa[i] * 0.01f - 5.0f;
        exps(n, fr, fa);
        sines(n, dr, da);
        printf("n=%d sqrtf=%llx fminf=%llx floor=%llx expf~%llx sin~%llx\n", n, h1, h2, h3, hash_rounded(fr, n, 0),
               hash_rounded(dr, n, 1));
        free(fa), free(fr), free(da), free(dr);
    }
    return 0;
}

/* Below main, so that its loop is not counted among the kernels. */
static unsigned long long hash_rounded(const void *values, int n, int is_double) {
    uint64_t h = 0;
    for (int i = 0; i < n; i++) {
        double x = is_double ? ((const double *)values)[i] : ((const float *)values)[i];
        long rounded = lround(x * 1e4);
        h = h * 1000003u + (uint64_t)rounded;
    }
    return (unsigned long long)h;
}
