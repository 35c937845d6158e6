/* Call sites with linear arguments: an integer index linear(i) (step 1), a pointer linear(p:2)
   (two floats per lane), a pointer whose step is a uniform parameter (linear(p:s)) and one under a condition (the masked variant); the argument is lane 0's
   value. A call whose argument moves by another step than the clause says stays scalar, and the
   remark says why. Trip counts 0..1003 with exact-size heap arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 4 */

#pragma omp declare simd uniform(x, y, a) linear(i) notinbranch
float axpy(const float *x, const float *y, float a, int i) {
    return a * x[i] + y[i];
}

#pragma omp declare simd uniform(n) linear(p:2)
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

#pragma omp declare simd uniform(k) linear(j:1)
int tri(int j, int k) {
    return j * k - (j >> 2);
}

void axpy_all(float *out, const float *x, const float *y, float a, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = axpy(x, y, a, i);
}

void pairs(float *out, const float *p, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = pairsum(p + 2 * i, 3);
}

void tri_some(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (i % 3 != 1)
            out[i] = tri(i + 5, 7);
}

#pragma omp declare simd uniform(s) linear(p:s) notinbranch
double first2(const double *p, long s) {
    return p[0] * 2.0 + p[1] * (double)s;
}

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
void columns(double *out, const double *m, long s, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = first2(m + i * s, s);
}

/* j moves by 2 per iteration, the clause says 1: not vectorized. */
void tri_wrong_step(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tri(2 * i, 7);
}

int main(void) {
    int sizes[] = {0, 1, 7, 8, 9, 1003};
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        float *x = malloc((n + 1) * sizeof *x), *y = malloc((n + 1) * sizeof *y);
        float *p = malloc((2 * n + 1) * sizeof *p), *out = malloc((n + 1) * sizeof *out);
        int *iout = calloc(n + 1, sizeof *iout), *wout = calloc(n + 1, sizeof *wout);
        for (int i = 0; i < n; i++) {
            x[i] = i * 0.5f;
            y[i] = 3.0f - i;
            p[2 * i] = i * 1.25f;
            p[2 * i + 1] = i * 0.75f - 2.0f;
        }
        double sum = 0;
        axpy_all(out, x, y, 1.5f, n);
        for (int i = 0; i < n; i++)
            sum += out[i];
        pairs(out, p, n);
        for (int i = 0; i < n; i++)
            sum += out[i] * (i + 1);
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        double *m = malloc((3 * n + 2) * sizeof *m), *dout = malloc((n + 1) * sizeof *dout);
        for (int i = 0; i < 3 * n + 2; i++)
            m[i] = i * 0.125 - 1.0;
        columns(dout, m, 3, n);
        for (int i = 0; i < n; i++)
            sum += dout[i] * (i % 5);
        free(m), free(dout);
        long t = 0;
        for (int i = 0; i < n; i++)
            t += (long)iout[i] * (i + 1) + wout[i];
        printf("n=%d %.3f %ld\n", n, sum, t);
        free(x), free(y), free(p), free(out), free(iout), free(wout);
    }
    return 0;
}
