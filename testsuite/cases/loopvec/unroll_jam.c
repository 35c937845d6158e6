/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Unroll-and-jam (midend/src/transform/unroll_jam.rs): nests whose inner loop accumulates into
   elements that do not move with the outer index run two outer iterations per inner loop, j's
   update of y[i] passed straight to j+1's; an odd outer count leaves the last one to the
   original nest. The values have full mantissas: an update done in another order prints
   other bits. */
#define M 37
static float A[40][M], x[40], y[M];

/* y += A^T x over a fixed-size matrix, any number of columns. */
void matvec(int n) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < M; i++)
            y[i] += A[j][i] * x[j];
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            s[i] = s[i] + a[j * m + i];
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
void smooth(int n, int m, double *restrict v, const double *restrict w) {
    for (int j = n - 1; j >= 0; j--)
        for (int i = 0; i < m; i++)
            v[i] = v[i] * 0.5 + w[j] * (double)i;
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            v[i] = v[i + 1] + w[j];
}

/* Not jammed: the stores move with the outer index (nothing to share). */
void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            out[j * m + i] = in[j * m + i] * 2.0f;
}

/* Not jammed: y and a may be the same array. */
void maybe_alias(int n, int m, float *y2, const float *a) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            y2[i] += a[j * m + i];
}

static float frac(void) {
    return (float)((int)(next_rand() % 2000003) - 1000001) / 997.0f;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int cols = n % 40, m = n % 23 + 1;
        for (int j = 0; j < 40; j++) {
            x[j] = frac();
            for (int i = 0; i < M; i++)
                A[j][i] = frac();
        }
        for (int i = 0; i < M; i++)
            y[i] = frac();
        matvec(cols);
        int *s = new_array(m, 4), *a = new_array(cols * m, 4);
        FILL(s, m, -100000, 200000);
        FILL(a, cols * m, -100000, 200000);
        col_sums(cols, m, s, a);
        double *v = new_array(m, 8), *w = new_array(cols, 8);
        for (int i = 0; i < m; i++)
            v[i] = frac();
        for (int j = 0; j < cols; j++)
            w[j] = frac() / 3.0;
        smooth(cols, m, v, w);
        float *f = new_array(m + 1, 4), *g = new_array(cols > 0 ? cols : 1, 4), *o = new_array(cols * m, 4), *in = new_array(cols * m, 4);
        for (int i = 0; i <= m; i++)
            f[i] = frac();
        for (int j = 0; j < cols; j++)
            g[j] = frac();
        for (int k = 0; k < cols * m; k++)
            in[k] = frac();
        shift_left(cols, m, f, g);
        copy_rows(cols, m, o, in);
        float *y2 = new_array(cols * m + m, 4);
        for (int k = 0; k < cols * m + m; k++)
            y2[k] = frac();
        maybe_alias(cols, m, y2, y2 + m);
        maybe_alias(cols, m, y2 + m, y2);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, HASH(y, M), HASH(s, m), HASH(v, m), HASH(f, m + 1), HASH(o, cols * m),
               HASH(y2, cols * m + m));
        free(s), free(a), free(v), free(w), free(f), free(g), free(o), free(in), free(y2);
    }
    return 0;
}
