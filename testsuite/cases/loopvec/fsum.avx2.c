/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

#include <stdio.h>

/* Not vectorized without --fast-math: the float sum would be reassociated. (The data are small
   integers, so with --fast-math the result is still exact.) */
float fsum(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float a[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256 t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    int t38;
    long t39;
    long t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256 t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    int i;
    unsigned int c;
    const int *t52;
    float t53;
    if ((1003L >= 32L) & (0 >= 0)) {
        t5 = 1003L & -32L;
        t6 = _mm256_set1_epi32((int)(0 % 17));
        t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = t7;
        t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)17));
        t10 = _mm256_min_epu32(t8, t9);
        t1 = t10;
        t2 = 0L;
        do {
            t11 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = _mm256_cvtepi32_ps(t11);
            _mm256_storeu_ps(&a[(int)((long)0 + t2)], t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t14 = t13;
            t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)17));
            t16 = _mm256_min_epu32(t14, t15);
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)8));
            t19 = _mm256_cvtepi32_ps(t18);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 8L))], t19);
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t21 = t20;
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)17));
            t23 = _mm256_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)8));
            t26 = _mm256_cvtepi32_ps(t25);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 16L))], t26);
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)7));
            t28 = t27;
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)17));
            t30 = _mm256_min_epu32(t28, t29);
            t31 = t30;
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)8));
            t33 = _mm256_cvtepi32_ps(t32);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 24L))], t33);
            t2 += 32L;
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)15));
            t35 = t34;
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)17));
            t37 = _mm256_min_epu32(t35, t36);
            t1 = t37;
        } while (t2 < t5);
        t38 = (int)((long)0 + t5);
    } else {
        t38 = 0;
    }
    t39 = (long)t38 * -1L + 1003L;
    if ((t39 >= 8L) & (t38 >= 0)) {
        t40 = t39 & -8L;
        t41 = _mm256_set1_epi32((int)(t38 % 17));
        t42 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t43 = t42;
        t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)17));
        t45 = _mm256_min_epu32(t43, t44);
        t3 = t45;
        t4 = 0L;
        do {
            t46 = _mm256_sub_epi32(t3, _mm256_set1_epi32((int)8));
            t47 = _mm256_cvtepi32_ps(t46);
            _mm256_storeu_ps(&a[(int)((long)t38 + t4)], t47);
            t4 += 8L;
            t48 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t49 = t48;
            t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)17));
            t51 = _mm256_min_epu32(t49, t50);
            t3 = t51;
        } while (t4 < t40);
        i = (int)((long)t38 + t40);
    } else {
        i = t38;
    }
    for (; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t52 = &counts[c];
        t53 = (_mm256_zeroupper(), fsum(*t52, a));
        printf("fsum(%d) = %g\n", *t52, (double)t53);
    }
    return 0;
}
