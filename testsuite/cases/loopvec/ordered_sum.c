/* vcc-test: expect-vectorized generic=0 avx2=2 */
/* Float sums kept in order without --fast-math (`ordered.rs`): the rest of the body runs as
 * vectors and each lane is added to one scalar in the scalar loop's order, so the result is
 * the same bit for bit; only where the rest pays for it (square roots and divisions, not a
 * plain dot product). */
#include <math.h>
#include "harness.h"

/* Vectorized: a square root and a division per element. */
double root_ratio_sum(const double *a, const double *b, int n) {
    double t = 1.0;
    for (int i = 0; i < n; i++)
        t += sqrt(a[i]) / b[i];
    return t;
}

/* Vectorized: the accumulator on the right of the add. */
double root_ratio_rsum(const double *a, const double *b, int n) {
    double t = -2.5;
    for (int i = 0; i < n; i++)
        t = sqrt(a[i] * b[i]) / (b[i] + 1.0) + t;
    return t;
}

/* Not vectorized: a dot product kept in order is one chain of adds, as the scalar loop. */
float dot(const float *a, const float *b, int n) {
    float t = 0.0f;
    for (int i = 0; i < n; i++)
        t += a[i] * b[i];
    return t;
}

/* Not vectorized: a conditional update would need its inactive lanes skipped. */
double cond_sum(const double *a, const double *b, int n) {
    double t = 0.0;
    for (int i = 0; i < n; i++)
        if (a[i] > b[i])
            t += sqrt(a[i]) / b[i];
    return t;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *a = new_array(n, sizeof(double)), *b = new_array(n, sizeof(double));
        float *x = new_array(n, sizeof(float)), *y = new_array(n, sizeof(float));
        FILL(a, n, 0, 100000);
        FILL(b, n, 1, 1000);
        FILL(x, n, -1000, 2000);
        FILL(y, n, -1000, 2000);
        for (int i = 0; i < n; i++) {
            a[i] *= 0.37;
            b[i] *= 0.11;
            x[i] *= 0.013f;
        }
        printf("n=%d %a %a %a %a\n", n, root_ratio_sum(a, b, n), root_ratio_rsum(a, b, n), dot(x, y, n), cond_sum(a, b, n));
        free(a), free(b), free(x), free(y);
    }
    return 0;
}
