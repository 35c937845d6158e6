/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>

/* `a` and `b` may overlap, so moving the store to a[0] down past the load of b[1] (where the
   vector store goes) could change what that load reads: `inc` is vectorized only behind a
   run-time check that they do not, and main calls it on overlapping arrays both ways (the
   scalar copy runs). With `restrict` the same code is one tree without a check. `inc2` saves
   too little to pay for the check and stays scalar. */
/* vcc-test: expect-slp 2 */
#include <stdio.h>

void inc(int *a, const int *b) {
    int *t1 = a + 0;
    const int *t2 = b + 0;
    long t3 = (long)((unsigned long)(b + 1) - (unsigned long)t1);
    if ((t3 <= -12L) | (t3 >= 4L)) {
        __m128i t4 = _mm_loadu_si128((const __m128i *)t2);
        __m128i t5 = _mm_add_epi32(t4, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)t1, t5);
    } else {
        *t1 = *t2 + 1;
        a[1] = b[1] + 1;
        a[2] = b[2] + 1;
        a[3] = b[3] + 1;
    }
}

void inc_restrict(int *restrict a, const int *restrict b) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)(b + 0));
    __m128i t2 = _mm_add_epi32(t1, _mm_set1_epi32(1));
    _mm_storeu_si128((__m128i *)(a + 0), t2);
}

void inc2(double *a, const double *b) {
    a[0] = b[0] + 1;
    a[1] = b[1] + 1;
}

int main(void) {
    int x[8] = {1, 5, 2, 8, 3, 9, 4, 7};
    inc(x + 1, x);
    inc(x, x + 1);
    int y[4];
    inc_restrict(y, x + 4);
    for (int i = 0; i < 8; i++) {
        printf("%d ", x[i]);
    }
    printf("| %d %d %d %d\n", y[0], y[1], y[2], y[3]);
    double z[3] = {0.5, 1.5, 2.5};
    inc2(z + 1, z);
    printf("%g %g %g\n", z[0], z[1], z[2]);
    return 0;
}
