/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* Complex numbers as two consecutive doubles. The sum is one tree of 2-wide loads, add and
   store. The product mixes a subtraction (real part) and an addition (imaginary part) in its
   two lanes: FIXME (issue 24, alternating opcodes): gathered today, so not vectorized. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

__attribute__((target("avx2"))) void cadd(double *restrict c, const double *restrict a, const double *restrict b) {
    __m128d t1 = _mm_loadu_pd(a + 0);
    __m128d t2 = _mm_loadu_pd(b + 0);
    __m128d t3 = _mm_add_pd(t1, t2);
    _mm_storeu_pd(c + 0, t3);
}

void cmul(double *restrict c, const double *restrict a, const double *restrict b) {
    c[0] = a[0] * b[0] - a[1] * b[1];
    c[1] = a[0] * b[1] + a[1] * b[0];
}

int main(void) {
    double x[2] = {1.5, -2.25}, y[2] = {0.5, 3.0}, s[2], p[2];
    for (int i = 0; i < 4; i++) {
        cadd(s, x, y);
        cmul(p, x, y);
        printf("%.17g %.17g %.17g %.17g\n", s[0], s[1], p[0], p[1]);
        x[0] = p[0] / 4 + i;
        x[1] = s[1] - i;
    }
    return 0;
}
