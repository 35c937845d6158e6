/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: integer sum reduction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum(int n, const int *a) {
    vcc_no_contract_body
    int s;
    int t21;
    int t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t11 = t10;
            t2 = _mm256_add_epi32(t2, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t13 = t12;
            t3 = _mm256_add_epi32(t3, t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t15 = t14;
            t4 = _mm256_add_epi32(t4, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t17 = t16;
            t5 = _mm256_add_epi32(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t18 = _mm256_add_epi32(t2, t3);
        __m256i t19 = _mm256_add_epi32(t18, t4);
        __m256i t20 = _mm256_add_epi32(t19, t5);
        t21 = (int)t9;
        t22 = (int)vcc_avx2_sum_epi32(t20);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t21 + t6)));
            __m256i t26 = t25;
            t7 = _mm256_add_epi32(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = (int)((unsigned int)t22 + vcc_avx2_sum_epi32(t7));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(101));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    long t2 = 0L;
    do {
        __m256i t10 = _mm256_sub_epi32(t1, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)t2], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(94));
        __m256i t12 = t11;
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(101));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = t14;
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 8L)], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(87));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(101));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 16L)], t22);
        __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(80));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(101));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 24L)], t28);
        t2 += 32L;
        __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(73));
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(101));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        t1 = t32;
    } while (t2 < 992L);
    __m256i t33 = _mm256_set1_epi32(41);
    __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t35 = t34;
    __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(101));
    __m256i t37 = _mm256_min_epu32(t35, t36);
    __m256i t3 = t37;
    long t4 = 0L;
    do {
        __m256i t38 = _mm256_sub_epi32(t3, _mm256_set1_epi32(50));
        _mm256_storeu_si256((__m256i *)&a[(int)(992L + t4)], t38);
        t4 += 8L;
        __m256i t39 = _mm256_add_epi32(t3, _mm256_set1_epi32(94));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(101));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        t3 = t42;
    } while (t4 < 8L);
    __m256i t43 = _mm256_set1_epi32(3);
    __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t45 = _mm256_set1_epi32(34);
    __m256i t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t47 = t46;
    __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(101));
    __m256i t49 = _mm256_min_epu32(t47, t48);
    __m256i t50 = t49;
    __m256i t51 = t50;
    __m256i t52 = _mm256_set1_epi32(50);
    __m256i t53 = _mm256_sub_epi32(t51, t52);
    __m256i t54 = t53;
    _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t44), t54);
    for (int i = 1003; i < 1003; i++) {
        a[i] = i * 37 % 101 - 50;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t55 = &counts[c];
        int t56 = sum(*t55, a);
        printf("sum(%d) = %d\n", *t55, t56);
    }
    return 0;
}
