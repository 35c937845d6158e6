/* Outer loops, more forms: omp simd on the outermost loop of an i-j-k nest (two uniform inner
   loops, nested), an unsigned index with an if/else and sqrtf in the inner loop (vectorized without
   a pragma: the inner loop's reduction uses sub), a long index whose inner loop the loop vectorizer
   takes (consecutive: the outer loop is not profitable), and an outer-loop reduction under omp
   simd (refused: the remark says why); safelen(4) caps VF at 4, safelen(1) refuses; a triangular
   convolution whose inner loop reads reversed (the inner loop is vectorized, not the outer). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-vectorized 5 */
void mm_outer_i(int n, const float *a, const float *b, float *c) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++)
                s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}
void norms(unsigned n, unsigned m, const float *restrict x, float *restrict out) {
    for (unsigned j = 0; j < n; j++) {
        float s = 0.0f;
        for (unsigned k = 0; k < m; k++) {
            float v = x[k * n + j];
            if (v > 0.5f) s += sqrtf(v); else s -= v * v;
        }
        out[j] = s;
    }
}
void divs(long n, int m, const int *restrict x, int *restrict out) {
    for (long j = 0; j < n; j++) {
        int s = 0;
        for (int k = 1; k < m; k++)
            s += x[j] / k + x[j] % (k + 1);
        out[j] = s;
    }
}
float red(int n, int m, const float *x) {
    float t = 0;
#pragma omp simd
    for (int j = 0; j < n; j++)
        for (int k = 0; k < m; k++)
            t += x[k];
    return t;
}
/* safelen(4): at most 4 iterations at once (VF 4); safelen(1): none vectorized. */
void window4(int n, const float *a, float *out) {
#pragma omp simd safelen(4)
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k < 3; k++)
            s += a[i + k] * (k + 1);
        out[i] = s;
    }
}

void window1(int n, const float *a, float *out) {
#pragma omp simd safelen(1)
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k < 3; k++)
            s += a[i + k] * (k + 1);
        out[i] = s;
    }
}

/* A triangular convolution: the inner loop reads `b` reversed (a load and a permute), so the
   loop vectorizer takes the inner loop and the outer loop is not vectorized. */
void tri_conv(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    for (int i = 0; i < n; i++) {
        int t = 0;
        for (int j = 0; j <= i; j++)
            t += a[j] * b[i - j];
        c[i] = t;
    }
}

int main(void) {
    int sizes[] = {0, 1, 7, 8, 9, 13, 33};
    for (unsigned q = 0; q < 7; q++) {
        int n = sizes[q];
        float *a = malloc(n * n * sizeof(float) + 1), *b = malloc(n * n * sizeof(float) + 1), *c = malloc(n * n * sizeof(float) + 1);
        int *xi = malloc(n * sizeof(int) + 1), *oi = malloc(n * sizeof(int) + 1);
        float *o = malloc(n * sizeof(float) + 1);
        for (int x = 0; x < n * n; x++) { a[x] = (x * 7 % 11) * 0.3f; b[x] = (x * 5 % 13) * 0.1f; }
        for (int x = 0; x < n; x++) xi[x] = x * 37 - 100;
        mm_outer_i(n, a, b, c);
        norms(n, n, a, o);
        divs(n, 9, xi, oi);
        double s = 0; long si = 0;
        int *ta = malloc(n * n * sizeof(int) + 1), *tb = malloc(n * n * sizeof(int) + 1), *tc = malloc(n * n * sizeof(int) + 1);
        for (int x = 0; x < n * n; x++) { ta[x] = x * 13 % 29 - 14; tb[x] = x * 7 % 23 - 11; }
        tri_conv(n * n, ta, tb, tc);
        for (int x = 0; x < n * n; x++) si += (long)tc[x] * (x % 9 + 1);
        free(ta); free(tb); free(tc);
        for (int x = 0; x < n * n; x++) s += c[x] * (x % 7 + 1);
        for (int x = 0; x < n; x++) { s += o[x] * (x + 1); si += oi[x] * (x + 3); }
        float *w4 = malloc(n * n * sizeof(float) + 1), *w1 = malloc(n * sizeof(float) + 1);
        if (n >= 2) {
            window4(n * n - 2, a, w4);
            window1(n - 2, a, w1);
        }
        for (int x = 0; x + 2 < n * n; x++)
            s += w4[x] * (x % 5 + 2);
        for (int x = 0; x + 2 < n; x++)
            s += w1[x];
        printf("%d %.9g %ld %.9g\n", n, s, si, red(n, n, a));
        free(w4); free(w1);
        free(a); free(b); free(c); free(xi); free(oi); free(o);
    }
    return 0;
}
