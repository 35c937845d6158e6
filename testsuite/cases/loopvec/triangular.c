/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Triangular nests: the inner loop's bounds move with the outer index (`j = i .. n`,
   `j = 0 .. i`, `j = i + 1 .. n`, `j = 2 * i .. m`, and down from n to i). The inner trip
   count is written with the outer loop's induction (`n - i`), computed before each inner loop;
   a count below zero (the inner loop does not run) must stay so. Kernels over a row-major
   n x n matrix stored flat, exactly as long as they touch. */
void upper(int n, float *restrict a, const float *restrict b, float s) {
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++)
            a[i * n + j] = b[i * n + j] * s + a[i * n + j];
}

void lower(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            a[i * n + j] += b[j * n + i] * 3;
}

/* The outer induction starts below zero: row i + 1, from the column after the diagonal. */
void strict_upper(int n, double *restrict a, const double *restrict b) {
    for (int i = -1; i < n - 1; i++)
        for (int j = i + 2; j < n; j++)
            a[(i + 1) * n + j] = b[(i + 1) * n + j] - b[j];
}

/* The inner start grows twice as fast as the outer index: empty once 2i >= m. */
void double_start(int n, int m, short *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        for (int j = 2 * i; j < m; j++)
            a[j] = (short)(a[j] + b[j] * (short)i);
}

/* Down from the outer bound to the outer index. */
void down_to_i(int n, unsigned *restrict a, const unsigned *restrict b) {
    for (int i = 0; i < n; i++)
        for (int j = n - 1; j >= i; j--)
            a[i * n + j] ^= b[i * n + j] + (unsigned)j;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        if (n > 80) /* n * n elements */
            continue;
        int nn = n * n;
        float *af = new_array(nn, sizeof(float)), *bf = new_array(nn, sizeof(float));
        int *ai = new_array(nn, sizeof(int)), *bi = new_array(nn, sizeof(int));
        double *ad = new_array(nn, sizeof(double)), *bd = new_array(nn, sizeof(double));
        unsigned *au = new_array(nn, sizeof(unsigned)), *bu = new_array(nn, sizeof(unsigned));
        short *as = new_array(2 * n, sizeof(short)), *bs = new_array(2 * n, sizeof(short));
        FILL(ai, nn, -1000, 2000);
        FILL(bi, nn, -1000, 2000);
        FILL(au, nn, 0, 1 << 30);
        FILL(bu, nn, 0, 1 << 30);
        FILL(as, 2 * n, -100, 200);
        FILL(bs, 2 * n, -100, 200);
        for (int k = 0; k < nn; k++) {
            af[k] = (float)ai[k] * 0.125f, bf[k] = (float)bi[k] * 0.25f;
            ad[k] = (double)ai[k] * 0.5, bd[k] = (double)bi[k] * 0.375;
        }
        upper(n, af, bf, 1.5f);
        lower(n, ai, bi);
        strict_upper(n, ad, bd);
        double_start(n, 2 * n, as, bs);
        double_start(n, n / 2, as, bs);
        down_to_i(n, au, bu);
        printf("n=%d %llx %llx %llx %llx %llx\n", n, HASH(af, nn), HASH(ai, nn), HASH(ad, nn), HASH(as, 2 * n),
               HASH(au, nn));
        free(af), free(bf), free(ai), free(bi), free(ad), free(bd), free(au), free(bu), free(as), free(bs);
    }
    return 0;
}
