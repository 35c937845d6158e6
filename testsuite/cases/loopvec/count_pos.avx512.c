/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    vcc_no_contract_body
    int c;
    int t27;
    int t28;
    int t40;
    int t41;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        do {
            long t8 = (long)(int)t1;
            const int *t9 = a + t8;
            __m256i t10 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t11 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32(3));
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_m8)t11 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t8), t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32(0));
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            __m256i t16 = t15;
            t2 = _mm256_add_epi32(t2, t16);
            long t17 = (long)(int)(t1 + 8L);
            const int *t18 = a + t17;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_set1_epi32(3));
            __m256i t21 = (__m256i)__builtin_convertvector((vcc_m8)t20 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t17), t21);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_set1_epi32(0));
            __m256i t24 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            __m256i t25 = t24;
            t3 = _mm256_add_epi32(t3, t25);
            t1 += 16L;
        } while (t1 < t7);
        __m256i t26 = _mm256_add_epi32(t2, t3);
        t27 = (int)t7;
        t28 = (int)vcc_avx2_sum_epi32(t26);
    } else {
        t27 = 0;
        t28 = 0;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            long t31 = (long)(int)((long)t27 + t4);
            const int *t32 = a + t31;
            __m256i t33 = _mm256_loadu_si256((const __m256i *)t32);
            __m256i t34 = _mm256_cmpgt_epi32(t33, _mm256_set1_epi32(3));
            __m256i t35 = (__m256i)__builtin_convertvector((vcc_m8)t34 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t31), t35);
            __m256i t36 = _mm256_loadu_si256((const __m256i *)t32);
            __m256i t37 = _mm256_cmpgt_epi32(t36, _mm256_set1_epi32(0));
            __m256i t38 = (__m256i)__builtin_convertvector((vcc_m8)t37 & 1, vcc_v8_int);
            __m256i t39 = t38;
            t5 = _mm256_add_epi32(t5, t39);
            t4 += 8L;
        } while (t4 < t30);
        t40 = (int)((long)t27 + t30);
        t41 = (int)((unsigned int)t28 + vcc_avx2_sum_epi32(t5));
    } else {
        t40 = t27;
        t41 = t28;
    }
    long t42 = (long)n + (long)t40 * -1L;
    if ((t42 >= 1L) & (t42 <= 8L)) {
        __m256i t43 = _mm256_set1_epi32((int)(int)t42);
        __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t45 = (long)(int)(long)t40;
        const int *t46 = a + t45;
        __m256i t47 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), t46);
        __m256i t48 = _mm256_cmpgt_epi32(t47, _mm256_set1_epi32(3));
        __m256i t49 = (__m256i)__builtin_convertvector((vcc_m8)t48 & 1, vcc_v8_int);
        _mm256_mask_storeu_epi32(flags + t45, _mm256_movepi32_mask(t44), t49);
        __m256i t50 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), t46);
        __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_set1_epi32(0));
        __m256i t52 = (__m256i)__builtin_convertvector((vcc_m8)t51 & 1, vcc_v8_int);
        __m256i t53 = t52;
        __m256i t54 = _mm256_add_epi32(_mm256_set1_epi32(0), t53);
        __m256i t55 = _mm256_ternarylogic_epi32(t44, t54, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t40 + t42);
        c = (int)((unsigned int)t41 + vcc_avx2_sum_epi32(t55));
    } else {
        i = t40;
        c = t41;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        const int *t57 = a + t56;
        flags[t56] = *t57 > 3;
        c += *t57 > 0;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(11));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t1 = t11;
    long t2 = 0L;
    do {
        __m256i t12 = _mm256_sub_epi32(t1, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)t2], t12);
        __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
        __m256i t14 = t13;
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(11));
        __m256i t16 = _mm256_min_epu32(t14, t15);
        __m256i t17 = t16;
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 8L)], t18);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(10));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(11));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 16L)], t24);
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t26 = t25;
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(11));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        __m256i t29 = t28;
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 24L)], t30);
        t2 += 32L;
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(9));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(11));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        t1 = t34;
    } while (t2 < 992L);
    __m256i t35 = _mm256_set1_epi32(4);
    __m256i t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t37 = t36;
    __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(11));
    __m256i t39 = _mm256_min_epu32(t37, t38);
    __m256i t3 = t39;
    long t4 = 0L;
    do {
        __m256i t40 = _mm256_sub_epi32(t3, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)(992L + t4)], t40);
        t4 += 8L;
        __m256i t41 = _mm256_add_epi32(t3, _mm256_set1_epi32(5));
        __m256i t42 = t41;
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(11));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        t3 = t44;
    } while (t4 < 8L);
    __m256i t45 = _mm256_set1_epi32(3);
    __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t47 = _mm256_set1_epi32(9);
    __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t49 = t48;
    __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(11));
    __m256i t51 = _mm256_min_epu32(t49, t50);
    __m256i t52 = t51;
    __m256i t53 = t52;
    __m256i t54 = _mm256_set1_epi32(5);
    __m256i t55 = _mm256_sub_epi32(t53, t54);
    __m256i t56 = t55;
    _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t46), t56);
    for (int i = 1003; i < 1003; i++) {
        a[i] = i * 13 % 11 - 5;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&flags[(int)t5], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[(int)(t5 + 8L)], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[(int)(t5 + 16L)], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[(int)(t5 + 24L)], _mm256_set1_epi32(7));
            t5 += 32L;
        } while (t5 < 992L);
        long t6 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&flags[(int)(992L + t6)], _mm256_set1_epi32(7));
            t6 += 8L;
        } while (t6 < 8L);
        __m256i t57 = _mm256_set1_epi32(3);
        __m256i t58 = _mm256_cmpgt_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&flags[1000], _mm256_movepi32_mask(t58), _mm256_set1_epi32(7));
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
