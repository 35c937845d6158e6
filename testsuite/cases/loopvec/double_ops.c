/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] * a[i] - b[i] / 3.0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *x = new_array(n, 8), *y = new_array(n, 8), *c = new_array(n, 8);
        FILL(x, n, -5000, 10000);
        FILL(y, n, -5000, 10000);
        for (int i = 0; i < n; i++)
            x[i] *= 0.013;
        sqdiff(n, c, x, y);
        daxpy(n, -2.75, x, y);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, HASH(y, n), HASH(c, n));
        free(x), free(y), free(c);
    }
    return 0;
}
