/* Outer loops under `#pragma omp simd` (or `#pragma simd vec-function`, the seed's spelling):
   vectorized across the outer index with the inner loops as the function-level vectorizer makes
   them. A triangular inner loop (trip count i + 1, per
   lane) and an inner while loop with a data-dependent exit become divergent loops: they run
   while any lane is active, lanes masked off as they finish. A 2-D stencil (5 taps down the
   columns: the taps loop is strided for the loop vectorizer, consecutive across columns) is
   vectorized across the columns without a pragma. Sizes around VF = 8; exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 3 */

void prefix_dot(int n, const float *a, const float *b, float *out) {
#pragma omp simd
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int k = 0; k <= i; k++)
            s += a[k] * b[i - k];
        out[i] = s;
    }
}

void halvings(int n, const float *v, int *count, float *rest) {
#pragma simd vec-function
    for (int i = 0; i < n; i++) {
        float x = v[i];
        int c = 0;
        while (x > 1.0f && c < 40) {
            x = x * 0.5f;
            c++;
        }
        count[i] = c;
        rest[i] = x;
    }
}

void vertical_filter(int rows, int cols, const float *restrict w, const float *restrict in, float *restrict out) {
    for (int r = 2; r + 2 < rows; r++)
        for (int j = 0; j < cols; j++) {
            float s = 0.0f;
            for (int t = 0; t < 5; t++)
                s += w[t] * in[(r + t - 2) * cols + j];
            out[r * cols + j] = s;
        }
}

int main(void) {
    int sizes[] = {0, 1, 2, 7, 8, 9, 16, 23, 101};
    for (unsigned t = 0; t < sizeof sizes / sizeof sizes[0]; t++) {
        int n = sizes[t];
        float *a = malloc(n * sizeof(float) + 1), *b = malloc(n * sizeof(float) + 1), *out = malloc(n * sizeof(float) + 1);
        float *rest = malloc(n * sizeof(float) + 1);
        int *count = malloc(n * sizeof(int) + 1);
        for (int i = 0; i < n; i++) {
            a[i] = (i * 7 % 11) * 0.25f - 1.0f;
            b[i] = (i * 3 % 5) * 0.5f + (i % 4) * 1000.0f;
        }
        prefix_dot(n, a, b, out);
        halvings(n, b, count, rest);
        double s = 0;
        long c = 0;
        for (int i = 0; i < n; i++) {
            s += out[i] * (i + 1) + rest[i];
            c += count[i] * (i + 1);
        }
        int rows = n / 3 + 5, cols = n;
        float w[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
        float *in = malloc(rows * cols * sizeof(float) + 1), *bl = calloc(rows * cols + 1, sizeof(float));
        for (int x = 0; x < rows * cols; x++)
            in[x] = (x * 13 % 29) * 0.125f;
        vertical_filter(rows, cols, w, in, bl);
        double sb = 0;
        for (int x = 0; x < rows * cols; x++)
            sb += bl[x] * (x % 9 + 1);
        printf("n=%d dot %.9g %a halv %ld %.9g blur %.9g %a\n", n, s, n ? out[n - 1] : 0.0f, c, n ? rest[n / 2] : 0.0f, sb, cols > 0 ? bl[rows * cols / 2] : 0.0f);
        free(a); free(b); free(out); free(rest); free(count); free(in); free(bl);
    }
    return 0;
}
