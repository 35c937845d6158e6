/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
__attribute__((target("avx2"))) void down(int n, int *restrict a, const int *restrict b) {
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    long t18;
    long t19;
    long t20;
    __m256i t21;
    __m256i t22;
    int i;
    long t23;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t8);
            t9 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t10 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t11);
            t12 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t13 = _mm256_loadu_si256((const __m256i *)(b + t12 + -7));
            t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t12 + -7), t14);
            t15 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t16 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t15 + -7), t17);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t3 = 0L;
        do {
            t20 = (long)(int)((long)t1 + t3 * -1L);
            t21 = _mm256_loadu_si256((const __m256i *)(b + t20 + -7));
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t20 + -7), t22);
            t3 += 8L;
        } while (t3 < t19);
        i = (int)((long)t1 + t19 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        t23 = (long)i;
        a[t23] = b[t23] * 2;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    long t5;
    long t6;
    long check;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int t32;
    long t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    int i;
    unsigned int c;
    int n;
    long t44;
    int t45;
    long t46;
    long t47;
    int i_1;
    int i_2;
    if ((1003L >= 32L) & (0 >= 0)) {
        t7 = 1003L & -32L;
        t8 = _mm256_set1_epi32((int)(0 % 19));
        t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t10 = t9;
        t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)19));
        t12 = _mm256_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + t2)], t1);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t14 = t13;
            t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)19));
            t16 = _mm256_min_epu32(t14, t15);
            t17 = t16;
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 8L))], t17);
            t18 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t19 = t18;
            t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32((int)19));
            t21 = _mm256_min_epu32(t19, t20);
            t22 = t21;
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 16L))], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)19));
            t26 = _mm256_min_epu32(t24, t25);
            t27 = t26;
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 24L))], t27);
            t2 += 32L;
            t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)13));
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)19));
            t31 = _mm256_min_epu32(t29, t30);
            t1 = t31;
        } while (t2 < t7);
        t32 = (int)((long)0 + t7);
    } else {
        t32 = 0;
    }
    t33 = (long)t32 * -1L + 1003L;
    if ((t33 >= 8L) & (t32 >= 0)) {
        t34 = t33 & -8L;
        t35 = _mm256_set1_epi32((int)(t32 % 19));
        t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t37 = t36;
        t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)19));
        t39 = _mm256_min_epu32(t37, t38);
        t3 = t39;
        t4 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&b[(int)((long)t32 + t4)], t3);
            t4 += 8L;
            t40 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t41 = t40;
            t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)19));
            t43 = _mm256_min_epu32(t41, t42);
            t3 = t43;
        } while (t4 < t34);
        i = (int)((long)t32 + t34);
    } else {
        i = t32;
    }
    for (; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t44 = 1003L & -32L;
            t5 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t5)], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 8L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 16L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t5 + 24L))], _mm256_set1_epi32((int)0));
                t5 += 32L;
            } while (t5 < t44);
            t45 = (int)((long)0 + t44);
        } else {
            t45 = 0;
        }
        t46 = (long)t45 * -1L + 1003L;
        if (t46 >= 8L) {
            t47 = t46 & -8L;
            t6 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t45 + t6)], _mm256_set1_epi32((int)0));
                t6 += 8L;
            } while (t6 < t47);
            i_1 = (int)((long)t45 + t47);
        } else {
            i_1 = t45;
        }
        for (; i_1 < 1003; i_1++) {
            a[i_1] = 0;
        }
        (_mm256_zeroupper(), down(n, a, b));
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)a[i_2];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
