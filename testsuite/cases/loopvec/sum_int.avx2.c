/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: integer sum reduction. */
__attribute__((target("avx2"))) int sum(int n, const int *a) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi32(0);
        __m256i s_v_1 = _mm256_set1_epi32(0);
        __m256i s_v_2 = _mm256_set1_epi32(0);
        __m256i s_v_3 = _mm256_set1_epi32(0);
        /* vcc: loop at sum_int.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            __m256i t3 = a_v;
            s_v = _mm256_add_epi32(s_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 8L)));
            __m256i t4 = a_v_1;
            s_v_1 = _mm256_add_epi32(s_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 16L)));
            __m256i t5 = a_v_2;
            s_v_2 = _mm256_add_epi32(s_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 24L)));
            __m256i t6 = a_v_3;
            s_v_3 = _mm256_add_epi32(s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_add_epi32(s_v, s_v_1);
        __m256i t8 = _mm256_add_epi32(t7, s_v_2);
        __m256i t9 = _mm256_add_epi32(t8, s_v_3);
        t10 = (int)t2;
        t11 = (int)vcc_avx2_sum_epi32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi32(0);
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t10 + i_vec_1)));
            __m256i t14 = a_v_4;
            s_v_4 = _mm256_add_epi32(s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("avx2"))) int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(101));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long i_vec = 0L;
    /* vcc: loop at sum_int.c:15 vectorized: VF 8, UF 4, the remainder at 16:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t8 = _mm256_sub_epi32(t1, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)i_vec], t8);
        __m256i t9 = _mm256_add_epi32(t1, _mm256_set1_epi32(94));
        __m256i t10 = t9;
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(101));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 8L)], t14);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(87));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(101));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = t18;
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 16L)], t20);
        __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(80));
        __m256i t22 = t21;
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(101));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 24L)], t26);
        i_vec += 32L;
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(73));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(101));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        t1 = t30;
    } while (i_vec < 992L);
    __m256i t31 = _mm256_set1_epi32(41);
    __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t33 = t32;
    __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(101));
    __m256i t35 = _mm256_min_epu32(t33, t34);
    __m256i t2 = t35;
    long i_vec_1 = 0L;
    do {
        __m256i t36 = _mm256_sub_epi32(t2, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)(992L + i_vec_1)], t36);
        i_vec_1 += 8L;
        __m256i t37 = _mm256_add_epi32(t2, _mm256_set1_epi32(94));
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(101));
        __m256i t40 = _mm256_min_epu32(t38, t39);
        t2 = t40;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = i * 37 % 101 - 50;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t41 = &counts[c];
        int t42 = sum(*t41, a);
        printf("sum(%d) = %d\n", *t41, t42);
    }
    return 0;
}
