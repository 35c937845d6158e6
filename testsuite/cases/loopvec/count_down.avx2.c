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
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t8);
            long t9 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t11);
            long t12 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + t12 + -7));
            __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t12 + -7), t14);
            long t15 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t15 + -7), t17);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t3 = 0L;
        do {
            long t20 = (long)(int)((long)t1 + t3 * -1L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20 + -7));
            __m256i t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t20 + -7), t22);
            t3 += 8L;
        } while (t3 < t19);
        i = (int)((long)t1 + t19 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t23 = (long)i;
        a[t23] = b[t23] * 2;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(19));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t1 = t11;
    long t2 = 0L;
    do {
        _mm256_storeu_si256((__m256i *)&b[(int)t2], t1);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(19));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = t15;
        _mm256_storeu_si256((__m256i *)&b[(int)(t2 + 8L)], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(19));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        _mm256_storeu_si256((__m256i *)&b[(int)(t2 + 16L)], t21);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(19));
        __m256i t25 = _mm256_min_epu32(t23, t24);
        __m256i t26 = t25;
        _mm256_storeu_si256((__m256i *)&b[(int)(t2 + 24L)], t26);
        t2 += 32L;
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(13));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(19));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        t1 = t30;
    } while (t2 < 992L);
    __m256i t31 = _mm256_set1_epi32(4);
    __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t33 = t32;
    __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(19));
    __m256i t35 = _mm256_min_epu32(t33, t34);
    __m256i t3 = t35;
    long t4 = 0L;
    do {
        _mm256_storeu_si256((__m256i *)&b[(int)(992L + t4)], t3);
        t4 += 8L;
        __m256i t36 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        __m256i t37 = t36;
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(19));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        t3 = t39;
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&a[(int)t5], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&a[(int)(t5 + 8L)], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&a[(int)(t5 + 16L)], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&a[(int)(t5 + 24L)], _mm256_set1_epi32(0));
            t5 += 32L;
        } while (t5 < 992L);
        long t6 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&a[(int)(992L + t6)], _mm256_set1_epi32(0));
            t6 += 8L;
        } while (t6 < 8L);
        for (int i_1 = 1000; i_1 < 1003; i_1++) {
            a[i_1] = 0;
        }
        down(n, a, b);
        long check = 0L;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)a[i_2];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
