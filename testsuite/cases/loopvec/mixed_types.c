/* vcc-test: expect-vectorized 7 */
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
        free(ua), free(ub), free(sa), free(sb), free(ia), free(iout), free(cout), free(fout), free(dout);
    }
    return 0;
}
