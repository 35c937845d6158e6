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

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    vcc_no_contract_body
    int c;
    int t14;
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            const int *t6 = a + t5;
            __m512i t7 = _mm512_loadu_si512(t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t9 = _mm512_maskz_mov_epi32(t8, _mm512_set1_epi32(1));
            _mm512_storeu_si512(flags + t5, t9);
            __m512i t10 = _mm512_loadu_si512(t6);
            __mmask16 t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m512i t12 = _mm512_maskz_mov_epi32(t11, _mm512_set1_epi32(1));
            __m512i t13 = t12;
            t2 = _mm512_add_epi32(t2, t13);
            t1 += 16L;
        } while (t1 < t4);
        t14 = (int)t4;
        t15 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(int)(long)t14;
        const int *t20 = a + t19;
        __m512i t21 = _mm512_maskz_loadu_epi32(t18, t20);
        __mmask16 t22 = _mm512_cmp_epi32_mask(t21, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t23 = _mm512_maskz_mov_epi32(t22, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(flags + t19, t18, t23);
        __m512i t24 = _mm512_maskz_loadu_epi32(t18, t20);
        __mmask16 t25 = _mm512_cmp_epi32_mask(t24, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __m512i t26 = _mm512_maskz_mov_epi32(t25, _mm512_set1_epi32(1));
        __m512i t27 = t26;
        __m512i t28 = _mm512_add_epi32(_mm512_set1_epi32(0), t27);
        __m512i t29 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), t28);
        i = (int)((long)t14 + t16);
        c = (int)((unsigned int)t15 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t29), _mm512_extracti64x4_epi64(t29, 1))));
    } else {
        i = t14;
        c = t15;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        const int *t31 = a + t30;
        flags[t30] = *t31 > 3;
        c += *t31 > 0;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
    __m512i t9 = t8;
    __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(11));
    __m512i t11 = _mm512_min_epu32(t9, t10);
    __m512i t1 = t11;
    long t2 = 0L;
    do {
        __m512i t12 = _mm512_sub_epi32(t1, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[(int)t2], t12);
        __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(10));
        __m512i t14 = t13;
        __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(11));
        __m512i t16 = _mm512_min_epu32(t14, t15);
        __m512i t17 = t16;
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[(int)(t2 + 16L)], t18);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(9));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(11));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[(int)(t2 + 32L)], t24);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(8));
        __m512i t26 = t25;
        __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(11));
        __m512i t28 = _mm512_min_epu32(t26, t27);
        __m512i t29 = t28;
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[(int)(t2 + 48L)], t30);
        t2 += 64L;
        __m512i t31 = _mm512_add_epi32(t1, _mm512_set1_epi32(7));
        __m512i t32 = t31;
        __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(11));
        __m512i t34 = _mm512_min_epu32(t32, t33);
        t1 = t34;
    } while (t2 < 960L);
    __m512i t35 = _mm512_set1_epi32(6);
    __m512i t36 = _mm512_add_epi32(t35, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
    __m512i t37 = t36;
    __m512i t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32(11));
    __m512i t39 = _mm512_min_epu32(t37, t38);
    __m512i t3 = t39;
    long t4 = 0L;
    do {
        __m512i t40 = _mm512_sub_epi32(t3, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[(int)(960L + t4)], t40);
        t4 += 16L;
        __m512i t41 = _mm512_add_epi32(t3, _mm512_set1_epi32(10));
        __m512i t42 = t41;
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(11));
        __m512i t44 = _mm512_min_epu32(t42, t43);
        t3 = t44;
    } while (t4 < 32L);
    __m512i t45 = _mm512_set1_epi32(11);
    __mmask16 t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t45, _MM_CMPINT_LT);
    __m512i t47 = _mm512_set1_epi32(4);
    __m512i t48 = _mm512_add_epi32(t47, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
    __m512i t49 = t48;
    __m512i t50 = _mm512_sub_epi32(t49, _mm512_set1_epi32(11));
    __m512i t51 = _mm512_min_epu32(t49, t50);
    __m512i t52 = t51;
    __m512i t53 = t52;
    __m512i t54 = _mm512_set1_epi32(5);
    __m512i t55 = _mm512_sub_epi32(t53, t54);
    __m512i t56 = t55;
    _mm512_mask_storeu_epi32(&a[992], t46, t56);
    for (int i = 1003; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            _mm512_storeu_si512(&flags[(int)t5], _mm512_set1_epi32(7));
            _mm512_storeu_si512(&flags[(int)(t5 + 16L)], _mm512_set1_epi32(7));
            _mm512_storeu_si512(&flags[(int)(t5 + 32L)], _mm512_set1_epi32(7));
            _mm512_storeu_si512(&flags[(int)(t5 + 48L)], _mm512_set1_epi32(7));
            t5 += 64L;
        } while (t5 < 960L);
        long t6 = 0L;
        do {
            _mm512_storeu_si512(&flags[(int)(960L + t6)], _mm512_set1_epi32(7));
            t6 += 16L;
        } while (t6 < 32L);
        __m512i t57 = _mm512_set1_epi32(11);
        __mmask16 t58 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t57, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&flags[992], t58, _mm512_set1_epi32(7));
        for (int i_1 = 1003; i_1 < 1003; i_1++) {
            flags[i_1] = 7;
        }
        int r = count_pos(n, a, flags);
        long check = 0L;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)flags[i_2];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
