/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        f[i] = (float)a[i] * 0.5f + b[i];
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    for (int i = 0; i < n; i++)
        d[i] = z[i] + (double)s[i] * (double)t[i];
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    for (int i = 0; i < n; i++)
        f[i] = (float)u[i] * 3.0f + b[i];
}

/* Fused in double: an int times a quarter. */
void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    for (int i = 0; i < n; i++)
        d[i] = (double)a[i] * 0.25 + z[i];
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        f[i] = (float)a[i] * 3.0f + b[i];
}

/* Not fused: 0.1f is no power of two; the products round. */
void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        f[i] = (float)a[i] * 0.1f + b[i];
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    for (int i = 0; i < n; i++)
        f[i] = (float)a[i] * (float)c[i] + b[i];
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        f[i] = (float)a[i] * 0x1p-127f + b[i];
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    for (int i = 0; i < n; i++)
        r[i] = fmaf(x[i], y[i], z[i]);
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof *a), *c = new_array(n, sizeof *c), *big = new_array(n, sizeof *big);
        short *s = new_array(n, sizeof *s), *t = new_array(n, sizeof *t);
        unsigned char *u = new_array(n, sizeof *u);
        float *b = new_array(n, sizeof *b), *f = new_array(n, sizeof *f), *x = new_array(n, sizeof *x), *y = new_array(n, sizeof *y);
        double *z = new_array(n, sizeof *z), *d = new_array(n, sizeof *d);
        for (int i = 0; i < n; i++) {
            a[i] = (int)(next_rand() % 2000001u) - 1000000;
            big[i] = (int)(next_rand() & 0x3fffffffu) - 0x20000000;
            c[i] = (int)(next_rand() % 65535u) - 32767;
            s[i] = (short)(next_rand() % 65536u - 32768);
            t[i] = (short)(next_rand() % 65536u - 32768);
            u[i] = (unsigned char)next_rand();
            b[i] = frac();
            x[i] = frac();
            y[i] = frac();
            z[i] = (double)frac() / 3.0;
        }
        if (n > 0)
            a[0] = 0, big[0] = -2147483647 - 1;
        unsigned long long h = 0;
        int_half(n, f, big, b);
        h = h * 31 + HASH(f, n);
        short_product(n, d, s, t, z);
        h = h * 31 + HASH(d, n);
        byte_times_three(n, f, u, b);
        h = h * 31 + HASH(f, n);
        int_quarter_double(n, d, big, z);
        h = h * 31 + HASH(d, n);
        int_times_three(n, f, big, b);
        h = h * 31 + HASH(f, n);
        int_tenth(n, f, a, b);
        h = h * 31 + HASH(f, n);
        int_product_float(n, f, c, c, b);
        h = h * 31 + HASH(f, n);
        int_subnormal(n, f, a, y);
        h = h * 31 + HASH(f, n);
        for (int i = 0; i < n; i++)
            y[i] *= 1e-30f;
        int_subnormal(n, f, a, y);
        h = h * 31 + HASH(f, n);
        call_fmaf(n, f, x, y, b);
        h = h * 31 + HASH(f, n);
        printf("n=%d h=%llx\n", n, h);
        free(a), free(c), free(big), free(s), free(t), free(u), free(b), free(f), free(x), free(y), free(z), free(d);
    }
    return 0;
}
