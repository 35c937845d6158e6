/* vcc-test: expect-vectorized 3 */
/* Run-time strides (`strides.rs`): accesses that move by a parameter's value per iteration
 * are vectorized behind a test that the value is 1; the scalar loop runs every other stride
 * (0, negative, 2, 3), and overlapping calls still get the overlap check. */
#include "harness.h"

void scale_inc(float *a, const float *b, int inc, int n) {
    for (int i = 0; i < n; i++)
        a[i * inc] = b[i] * 2.0f + 1.0f;
}

/* BLAS's saxpy: two strides, both assumed. */
void saxpy_inc(int n, float alpha, const float *x, int incx, float *y, int incy) {
    for (int i = 0; i < n; i++)
        y[i * incy] += alpha * x[i * incx];
}

/* A `long` stride on integers, read only: a gather without the test, chosen only where the
 * test is not worth it. */
void copy_scaled(int *restrict dst, const int *restrict src, long stride, int n) {
    for (int i = 0; i < n; i++)
        dst[i] = src[i * stride] * 3 + 1;
}

/* Not vectorized: `i * step` wraps in unsigned arithmetic, so the address is no affine
 * expression and the update reads as a histogram. */
void add_u(unsigned *restrict dst, const unsigned *restrict src, unsigned step, unsigned n) {
    for (unsigned i = 0; i < n; i++)
        dst[i * step] += src[i];
}

/* Not vectorized: a float reduction stays in order whatever the stride. */
double dot_inc(const double *x, int incx, const double *y, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i * incx] * y[i];
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int m = 3 * n + 3;
        float *a = new_array(m, sizeof(float)), *b = new_array(m, sizeof(float));
        int *d = new_array(m, sizeof(int)), *s = new_array(m, sizeof(int));
        unsigned *du = new_array(m, sizeof(unsigned)), *su = new_array(m, sizeof(unsigned));
        double *x = new_array(m, sizeof(double)), *y = new_array(m, sizeof(double));
        FILL(a, m, -1000, 2000);
        FILL(b, m, -1000, 2000);
        FILL(s, m, -100000, 200000);
        FILL(d, m, -100000, 200000);
        FILL(su, m, 0, 1 << 30);
        FILL(du, m, 0, 1 << 30);
        FILL(x, m, -1000, 2000);
        FILL(y, m, -1000, 2000);
        double dots = 0;
        for (int inc = -1; inc <= 3; inc++) {
            float *base = inc < 0 ? a + m - 1 : a;
            int k = inc == 0 ? n : n;
            scale_inc(base, b, inc, k);
            saxpy_inc(k, 0.75f, b, inc < 0 ? 1 : inc, a, 1);
            saxpy_inc(k, -0.5f, b, 1, base, inc);
            /* x and y overlap: y starts one element after x. */
            saxpy_inc(k, 0.25f, a, 1, a + 1, inc < 1 ? 1 : inc);
            copy_scaled(d, s, inc < 0 ? 0 : inc, k);
            add_u(du, su, (unsigned)(inc < 0 ? 0 : inc), (unsigned)k);
            dots += dot_inc(x, inc < 0 ? 0 : inc, y, k);
        }
        printf("n=%d %llx %llx %llx %.17g\n", n, HASH(a, m), HASH(d, m), HASH(du, m), dots);
        free(a), free(b), free(d), free(s), free(du), free(su), free(x), free(y);
    }
    return 0;
}
