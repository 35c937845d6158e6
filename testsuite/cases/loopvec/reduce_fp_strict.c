/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Float reductions without --fast-math: the plain double sum and float product are not
   vectorized (the remark says why); the loop with `#pragma omp simd reduction(+:s)` allows
   reassociation, and its data are small integers, so every order gives the same sum. */
double sum_f64(int n, const double *a) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

float prod_f32(int n, const float *a) {
    float p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i];
    return p;
}

float sum_pragma(int n, const float *a) {
    float s = 0;
#pragma omp simd reduction(+ : s)
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *d = new_array(n, 8);
        float *f = new_array(n, 4), *g = new_array(n, 4);
        FILL(d, n, -1000, 2000);
        FILL(f, n, -50, 101);
        FILL(g, n, 1, 3);
        for (int i = 0; i < n; i++)
            d[i] *= 0.37;
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, sum_f64(n, d), prod_f32(n > 100 ? 100 : n, g), sum_pragma(n, f));
        free(d), free(f), free(g);
    }
    return 0;
}
