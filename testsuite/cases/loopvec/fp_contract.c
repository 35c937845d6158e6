/* vcc-test: expect-vectorized generic=3 avx2=3 neon=2 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    for (int i = 0; i < n; i++)
        a[i] = x[i] * y[i] + z[i];
}

void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    for (int i = 0; i < n; i++)
        a[i] = x[i] * y[i] - z[i];
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    for (int i = 0; i < n; i++)
        if (x[i] > 0.2)
            a[i] = a[i] - x[i] * y[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *a = new_array(n, sizeof *a), *m = new_array(n, sizeof *m), *x = new_array(n, sizeof *x), *y = new_array(n, sizeof *y), *z = new_array(n, sizeof *z);
        float *af = new_array(n, sizeof *af), *xf = new_array(n, sizeof *xf), *yf = new_array(n, sizeof *yf), *zf = new_array(n, sizeof *zf);
        for (int i = 0; i < n; i++) {
            /* x * y is not representable; z is close to -x*y, so the rounding of the product
               decides the result's leading bits. */
            x[i] = 1.0 / (3 + i % 7);
            y[i] = 3 + i % 7 + 1.0 / (1 << (i % 5 + 1));
            z[i] = -(x[i] * y[i]) + (i % 3) * 0x1p-50;
            a[i] = x[i] * y[i];
            xf[i] = 1.0f / (3 + i % 7);
            yf[i] = 3 + i % 7 + 1.0f / (1 << (i % 5 + 1));
            zf[i] = xf[i] * yf[i] + (i % 3) * 0x1p-22f;
        }
        madd_f64(n, m, x, y, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, x, y);
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, HASH(m, n), HASH(af, n), HASH(a, n));
        free(a), free(m), free(x), free(y), free(z), free(af), free(xf), free(yf), free(zf);
    }
    return 0;
}
