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
    __m128i t1;
    long t2;
    __m128i t3;
    long t4;
    unsigned int c;
    int n;
    long t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m256d t9;
    __m128i t10;
    __m128i t11;
    __m256d t12;
    __m128i t13;
    __m128i t14;
    __m256d t15;
    __m128i t16;
    __m128i t17;
    __m256d t18;
    __m128i t19;
    int t20;
    long t21;
    long t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m256d t26;
    __m128i t27;
    int i;
    double t28;
    double t29;
    for (c = 0U; (unsigned long)c < 13UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t5 = 1003L & -16L;
            t6 = _mm_set1_epi32((int)0);
            t7 = t6;
            t1 = _mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
            t2 = 0L;
            for (;;) {
                t8 = t1;
                t9 = _mm256_cvtepi32_pd(t8);
                _mm256_storeu_pd(&a[(int)((long)0 + t2)], t9);
                t10 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                t11 = t10;
                t12 = _mm256_cvtepi32_pd(t11);
                _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 4L))], t12);
                t13 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
                t14 = t13;
                t15 = _mm256_cvtepi32_pd(t14);
                _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 8L))], t15);
                t16 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
                t17 = t16;
                t18 = _mm256_cvtepi32_pd(t17);
                _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 12L))], t18);
                t2 += 16L;
                t19 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
                if (t2 >= t5) {
                    break;
                }
                t1 = t19;
            }
            t20 = (int)((long)0 + t5);
        } else {
            t20 = 0;
        }
        t21 = (long)t20 * -1L + 1003L;
        if (t21 >= 4L) {
            t22 = t21 & -4L;
            t23 = _mm_set1_epi32((int)t20);
            t24 = t23;
            t3 = _mm_add_epi32(t24, _mm_setr_epi32(0, 1, 2, 3));
            t4 = 0L;
            for (;;) {
                t25 = t3;
                t26 = _mm256_cvtepi32_pd(t25);
                _mm256_storeu_pd(&a[(int)((long)t20 + t4)], t26);
                t4 += 4L;
                t27 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                if (t4 >= t22) {
                    break;
                }
                t3 = t27;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < 1003; i++) {
            a[i] = (double)i;
        }
        (_mm256_zeroupper(), zero_and_tick(n, a));
        t28 = a[n];
        if (n) {
            t29 = a[n - 1];
        } else {
            t29 = -1.0;
        }
        printf("n=%d ticks=%d a[n-1]=%g a[n]=%g\n", n, ticks, t29, t28);
    }
    return 0;
}
