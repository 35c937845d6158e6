/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
__attribute__((target("avx2"))) void roots(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256d t6;
    __m256d t7;
    long t8;
    __m256d t9;
    __m256d t10;
    long t11;
    __m256d t12;
    __m256d t13;
    long t14;
    __m256d t15;
    __m256d t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m256d t21;
    __m256d t22;
    int i;
    long t23;
    double t24;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_pd(a + t5);
            t7 = _mm256_sqrt_pd(t6);
            _mm256_storeu_pd(r + t5, t7);
            t8 = (long)(int)((long)0 + (t1 + 4L));
            t9 = _mm256_loadu_pd(a + t8);
            t10 = _mm256_sqrt_pd(t9);
            _mm256_storeu_pd(r + t8, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_pd(a + t11);
            t13 = _mm256_sqrt_pd(t12);
            _mm256_storeu_pd(r + t11, t13);
            t14 = (long)(int)((long)0 + (t1 + 12L));
            t15 = _mm256_loadu_pd(a + t14);
            t16 = _mm256_sqrt_pd(t15);
            _mm256_storeu_pd(r + t14, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm256_loadu_pd(a + t20);
            t22 = _mm256_sqrt_pd(t21);
            _mm256_storeu_pd(r + t20, t22);
            t2 += 4L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t23 = (long)i;
        t24 = a[t23];
        r[t23] = sqrt(t24);
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    __m128i t1;
    long t2;
    __m128i t3;
    long t4;
    long t5;
    long t6;
    double check;
    long t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m256d t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m256d t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m256d t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m256d t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
    int t40;
    long t41;
    long t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    __m128i t48;
    __m256d t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    __m128i t53;
    int i;
    int t54;
    unsigned int c;
    int n;
    long t55;
    int t56;
    long t57;
    long t58;
    int i_1;
    int i_2;
    if ((1003L >= 16L) & (0 >= 0)) {
        t7 = 1003L & -16L;
        t8 = _mm_set1_epi32((int)(0 % 31));
        t9 = _mm_add_epi32(t8, _mm_setr_epi32(0, 1, 2, 3));
        t10 = t9;
        t11 = _mm_sub_epi32(t10, _mm_set1_epi32((int)31));
        t12 = _mm_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            t13 = _mm_mullo_epi32(t1, t1);
            t14 = _mm256_cvtepi32_pd(t13);
            _mm256_storeu_pd(&a[(int)((long)0 + t2)], t14);
            t15 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t16 = t15;
            t17 = _mm_sub_epi32(t16, _mm_set1_epi32((int)31));
            t18 = _mm_min_epu32(t16, t17);
            t19 = t18;
            t20 = _mm_mullo_epi32(t19, t19);
            t21 = _mm256_cvtepi32_pd(t20);
            _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 4L))], t21);
            t22 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t23 = t22;
            t24 = _mm_sub_epi32(t23, _mm_set1_epi32((int)31));
            t25 = _mm_min_epu32(t23, t24);
            t26 = t25;
            t27 = _mm_mullo_epi32(t26, t26);
            t28 = _mm256_cvtepi32_pd(t27);
            _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 8L))], t28);
            t29 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t30 = t29;
            t31 = _mm_sub_epi32(t30, _mm_set1_epi32((int)31));
            t32 = _mm_min_epu32(t30, t31);
            t33 = t32;
            t34 = _mm_mullo_epi32(t33, t33);
            t35 = _mm256_cvtepi32_pd(t34);
            _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 12L))], t35);
            t2 += 16L;
            t36 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            t37 = t36;
            t38 = _mm_sub_epi32(t37, _mm_set1_epi32((int)31));
            t39 = _mm_min_epu32(t37, t38);
            t1 = t39;
        } while (t2 < t7);
        t40 = (int)((long)0 + t7);
    } else {
        t40 = 0;
    }
    t41 = (long)t40 * -1L + 1003L;
    if ((t41 >= 4L) & (t40 >= 0)) {
        t42 = t41 & -4L;
        t43 = _mm_set1_epi32((int)(t40 % 31));
        t44 = _mm_add_epi32(t43, _mm_setr_epi32(0, 1, 2, 3));
        t45 = t44;
        t46 = _mm_sub_epi32(t45, _mm_set1_epi32((int)31));
        t47 = _mm_min_epu32(t45, t46);
        t3 = t47;
        t4 = 0L;
        do {
            t48 = _mm_mullo_epi32(t3, t3);
            t49 = _mm256_cvtepi32_pd(t48);
            _mm256_storeu_pd(&a[(int)((long)t40 + t4)], t49);
            t4 += 4L;
            t50 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
            t51 = t50;
            t52 = _mm_sub_epi32(t51, _mm_set1_epi32((int)31));
            t53 = _mm_min_epu32(t51, t52);
            t3 = t53;
        } while (t4 < t42);
        i = (int)((long)t40 + t42);
    } else {
        i = t40;
    }
    for (; i < 1003; i++) {
        t54 = i % 31;
        a[i] = (double)(t54 * t54);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 16L) {
            t55 = 1003L & -16L;
            t5 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)0 + t5)], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t5 + 4L))], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t5 + 8L))], _mm256_set1_pd(-1.0));
                _mm256_storeu_pd(&r[(int)((long)0 + (t5 + 12L))], _mm256_set1_pd(-1.0));
                t5 += 16L;
            } while (t5 < t55);
            t56 = (int)((long)0 + t55);
        } else {
            t56 = 0;
        }
        t57 = (long)t56 * -1L + 1003L;
        if (t57 >= 4L) {
            t58 = t57 & -4L;
            t6 = 0L;
            do {
                _mm256_storeu_pd(&r[(int)((long)t56 + t6)], _mm256_set1_pd(-1.0));
                t6 += 4L;
            } while (t6 < t58);
            i_1 = (int)((long)t56 + t58);
        } else {
            i_1 = t56;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = -1.0;
        }
        (_mm256_zeroupper(), roots(n, r, a));
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
