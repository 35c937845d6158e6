/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* vcc-test: fast-math 1e-4 */
/* Float and double reductions under --fast-math: sums, a dot product, a max and a product may
   be reassociated, so results are compared with a relative tolerance of 1e-4. */
float sum_f32(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

double sum_f64(int n, const double *a) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * 0.1;
    return s;
}

float dot_f32(int n, const float *a, const float *b) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

float max_f32(int n, const float *a) {
    float m = -1e30f;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

double prod_f64(int n, const double *a) {
    double p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i];
    return p;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, 4), *b = new_array(n, 4);
        double *d = new_array(n, 8);
        FILL(a, n, 1, 1000);
        FILL(b, n, 1, 1000);
        FILL(d, n, 990, 21);
        for (int i = 0; i < n; i++) {
            a[i] *= 0.01f;
            d[i] *= 0.001;
        }
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, sum_f32(n, a), sum_f64(n, d), dot_f32(n, a, b),
               max_f32(n, a), prod_f64(n, d));
        free(a), free(b), free(d);
    }
    return 0;
}
