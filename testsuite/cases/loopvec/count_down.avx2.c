/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
__attribute__((target("avx2"))) void down(int n, int *restrict a, const int *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at count_down.c:6 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -7));
            __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t4 + -7), t6);
            long t7 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t7 + -7));
            __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t7 + -7), t9);
            long t10 = (long)t1 + (i_vec + 16L) * -1L;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t12);
            long t13 = (long)t1 + (i_vec + 24L) * -1L;
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t13 + -7));
            __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t13 + -7), t15);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at count_down.c:6 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t1 + i_vec_1 * -1L;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(b + t18 + -7));
            __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(a + t18 + -7), t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t1 + t17 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t21 = (long)i;
        a[t21] = b[t21] * 2;
    }
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(19));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at count_down.c:13 vectorized: VF 8, UF 4, the remainder at 14:16 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        _mm256_storeu_si256((__m256i *)&b[i_vec], (__m256i)t1);
        __m256i t6 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(19));
        __m256i t8 = _mm256_min_epu32(t6, t7);
        _mm256_storeu_si256((__m256i *)&b[i_vec + 8L], t8);
        __m256i t9 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(19));
        __m256i t11 = _mm256_min_epu32(t9, t10);
        _mm256_storeu_si256((__m256i *)&b[i_vec + 16L], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(19));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        _mm256_storeu_si256((__m256i *)&b[i_vec + 24L], t14);
        i_vec += 32L;
        __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(13));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(19));
        t1 = (vcc_v8_int)_mm256_min_epu32(t15, t16);
    } while (i_vec < 992L);
    __m256i t17 = _mm256_set1_epi32(4);
    __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(19));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t18, t19);
    long i_vec_1 = 0L;
    /* vcc: loop at count_down.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        _mm256_storeu_si256((__m256i *)&b[992L + i_vec_1], (__m256i)t2);
        i_vec_1 += 8L;
        __m256i t20 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(19));
        t2 = (vcc_v8_int)_mm256_min_epu32(t20, t21);
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        b[i] = i % 19;
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_down.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&a[i_vec_2], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&a[i_vec_2 + 8L], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&a[i_vec_2 + 16L], _mm256_set1_epi32(0));
            _mm256_storeu_si256((__m256i *)&a[i_vec_2 + 24L], _mm256_set1_epi32(0));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_down.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)&a[992L + i_vec_3], _mm256_set1_epi32(0));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        a[1000] = 0;
        a[1001] = 0;
        a[1002] = 0;
        down(n, a, b);
        int i_1 = 0;
        long check = 0L;
        while (i_1 < 1003) {
            check = check * 3L % 1000003L + (long)a[i_1];
            i_1++;
        }
        printf("n=%d check=%ld\n", n, check);
        c++;
    }
    return 0;
}
