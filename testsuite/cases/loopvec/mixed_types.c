/* vcc-test: expect-vectorized 10 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    for (int i = 0; i < n; i++)
        out[i] = a[i] * b[i] - 5000;
}

int sum_u8(int n, const unsigned char *a) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

int dot_i16(int n, const short *a, const short *b) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

long sum_i32_in_long(int n, const int *a) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    for (int i = 0; i < n; i++)
        out[i] = (signed char)(a[i] >> 4);
}

void int_to_float(int n, float *restrict out, const int *restrict a) {
    for (int i = 0; i < n; i++)
        out[i] = (float)a[i] * 0.5f;
}

void float_to_double(int n, double *restrict out, const float *restrict a) {
    for (int i = 0; i < n; i++)
        out[i] = a[i] + 0.25;
}

/* Floats to narrow integers: through `int` (a value the narrow type holds fits), then one
   narrowing (AVX-512's vpmovdb) or a chain of them. */
void float_to_u8(int n, unsigned char *restrict out, const float *restrict a) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned char)(a[i] * 0.01f + 127.5f);
}

void double_to_i16(int n, short *restrict out, const double *restrict a) {
    for (int i = 0; i < n; i++)
        out[i] = (short)(a[i] * 3.5);
}

/* 64-bit integers to bytes: truncation keeps the low 8 bits (vpmovqb). */
void long_to_u8(int n, unsigned char *restrict out, const long *restrict a) {
    for (int i = 0; i < n; i++)
        out[i] = (unsigned char)(a[i] * 3 + 1);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1);
        short *sa = new_array(n, 2), *sb = new_array(n, 2);
        int *ia = new_array(n, 4), *iout = new_array(n, 4);
        signed char *cout = new_array(n, 1);
        float *fout = new_array(n, 4);
        double *dout = new_array(n, 8);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -32768, 65536);
        FILL(sb, n, -20, 41);
        FILL(ia, n, -2000000000, 2000000000);
        widen_mul_u8(n, iout, ua, ub);
        narrow_to_i8(n, cout, ia);
        int_to_float(n, fout, ia);
        float_to_double(n, dout, fout);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, HASH(iout, n), sum_u8(n, ua),
               dot_i16(n, sa, sb), sum_i32_in_long(n, ia), HASH(cout, n), HASH(fout, n), HASH(dout, n));
        unsigned char *u8out = new_array(n, 1);
        short *s16out = new_array(n, 2);
        double *din = new_array(n, 8);
        long *lin = new_array(n, 8);
        FILL(din, n, -9000, 18000);
        FILL(lin, n, -1000000, 2000000);
        float *fin = new_array(n, 4);
        for (int i = 0; i < n; i++)
            fin[i] = (float)(i * 37 % 12000) - 12000.0f * (i % 2);
        float_to_u8(n, u8out, fin);
        double_to_i16(n, s16out, din);
        unsigned long long h1 = HASH(u8out, n), h2 = HASH(s16out, n);
        long_to_u8(n, u8out, lin);
        printf("  f2u8=%llx d2s16=%llx l2u8=%llx\n", h1, h2, HASH(u8out, n));
        free(u8out), free(s16out), free(din), free(lin), free(fin);
        free(ua), free(ub), free(sa), free(sb), free(ia), free(iout), free(cout), free(fout), free(dout);
    }
    return 0;
}
