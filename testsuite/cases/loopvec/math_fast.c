/* vcc-test: fast-math 1e-6 */
/* vcc-test: expect-vectorized 11 */
#include <math.h>
#include "harness.h"

/* Under --fast-math the AVX2 target calls glibc's libmvec variants (_ZGVdN8v_expf,
   _ZGVdN4vv_pow, ...: declared by vcc, linked by -lm), which may differ from the scalar
   functions in the last bits; main prints sums of the results, compared with a relative
   tolerance (the sums are reassociated too). The generic target has no vector forms: it
   calls the scalar function once per lane. sqrt stays exact under any flags. */
void k_expf(int n, float *restrict r, const float *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = expf(a[i] * 0.01f);
}

void k_exp(int n, double *restrict r, const double *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = exp(a[i] * 0.01);
}

void k_logf(int n, float *restrict r, const float *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = logf(a[i] + 1001.0f);
}

void k_log(int n, double *restrict r, const double *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = log(a[i] + 1001.0);
}

void k_sinf(int n, float *restrict r, const float *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = sinf(a[i] * 0.1f) + 2.0f;
}

void k_cos(int n, double *restrict r, const double *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = cos(a[i] * 0.1) + 2.0;
}

void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        r[i] = powf(a[i] * 0.001f + 1.5f, b[i] * 0.003f);
}

void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        r[i] = pow(a[i] * 0.001 + 1.5, b[i] * 0.003);
}

void k_sqrt(int n, double *restrict r, const double *restrict a) {
    for (int i = 0; i < n; i++)
        r[i] = sqrt(a[i] + 1000.0);
}

static double sum_f(const float *p, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

static double sum_d(const double *p, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fr = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dr = new_array(n, 8);
        FILL(fa, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        FILL(da, n, -1000, 2000);
        FILL(db, n, -1000, 2000);
        printf("n=%d", n);
        k_expf(n, fr, fa);
        printf(" expf=%.9g", sum_f(fr, n));
        k_exp(n, dr, da);
        printf(" exp=%.15g", sum_d(dr, n));
        k_logf(n, fr, fa);
        printf(" logf=%.9g", sum_f(fr, n));
        k_log(n, dr, da);
        printf(" log=%.15g", sum_d(dr, n));
        k_sinf(n, fr, fa);
        printf(" sinf=%.9g", sum_f(fr, n));
        k_cos(n, dr, da);
        printf(" cos=%.15g", sum_d(dr, n));
        k_powf(n, fr, fa, fb);
        printf(" powf=%.9g", sum_f(fr, n));
        k_pow(n, dr, da, db);
        printf(" pow=%.15g", sum_d(dr, n));
        k_sqrt(n, dr, da);
        printf(" sqrt=%.17g\n", sum_d(dr, n));
        free(fa), free(fb), free(fr), free(da), free(db), free(dr);
    }
    return 0;
}
