/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

#include <stdio.h>

/* Not vectorized: the call to `tick` may have side effects. */
static int ticks;

void tick(void) {
    ticks++;
}

void zero_and_tick(int n, double *a) {
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        tick();
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[13] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37, 1001};
    double a[1003];
    double t25;
    for (unsigned int c = 0U; (unsigned long)c < 13UL; c++) {
        int n = counts[c];
        __m128i t5 = _mm_set1_epi32(0);
        __m128i t6 = t5;
        __m128i t1 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
        long t2 = 0L;
        for (;;) {
            __m128i t7 = t1;
            __m256d t8 = _mm256_cvtepi32_pd(t7);
            _mm256_storeu_pd(&a[(int)t2], t8);
            __m128i t9 = _mm_add_epi32(t1, _mm_set1_epi32(4));
            __m128i t10 = t9;
            __m256d t11 = _mm256_cvtepi32_pd(t10);
            _mm256_storeu_pd(&a[(int)(t2 + 4L)], t11);
            __m128i t12 = _mm_add_epi32(t1, _mm_set1_epi32(8));
            __m128i t13 = t12;
            __m256d t14 = _mm256_cvtepi32_pd(t13);
            _mm256_storeu_pd(&a[(int)(t2 + 8L)], t14);
            __m128i t15 = _mm_add_epi32(t1, _mm_set1_epi32(12));
            __m128i t16 = t15;
            __m256d t17 = _mm256_cvtepi32_pd(t16);
            _mm256_storeu_pd(&a[(int)(t2 + 12L)], t17);
            t2 += 16L;
            __m128i t18 = _mm_add_epi32(t1, _mm_set1_epi32(16));
            if (t2 >= 992L) {
                break;
            }
            t1 = t18;
        }
        __m128i t19 = _mm_set1_epi32(992);
        __m128i t20 = t19;
        __m128i t3 = _mm_add_epi32(t20, _mm_setr_epi32(0, 1, 2, 3));
        long t4 = 0L;
        for (;;) {
            __m128i t21 = t3;
            __m256d t22 = _mm256_cvtepi32_pd(t21);
            _mm256_storeu_pd(&a[(int)(992L + t4)], t22);
            t4 += 4L;
            __m128i t23 = _mm_add_epi32(t3, _mm_set1_epi32(4));
            if (t4 >= 8L) {
                break;
            }
            t3 = t23;
        }
        for (int i = 1000; i < 1003; i++) {
            a[i] = (double)i;
        }
        (_mm256_zeroupper(), zero_and_tick(n, a));
        double t24 = a[n];
        if (n) {
            t25 = a[n - 1];
        } else {
            t25 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t25, t24);
    }
    return 0;
}
