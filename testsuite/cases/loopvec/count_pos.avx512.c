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
    int t18;
    int t19;
    int t29;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i c_v = _mm256_set1_epi32(0);
        __m256i c_v_1 = _mm256_set1_epi32(0);
        /* vcc: loop at count_pos.c:7 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            const int *t4 = a + t3;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t5 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(3));
            __m256i t6 = (__m256i)__builtin_convertvector((vcc_m8)t5 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t3), t6);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t7 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            __m256i t8 = (__m256i)__builtin_convertvector((vcc_m8)t7 & 1, vcc_v8_int);
            __m256i t9 = t8;
            c_v = _mm256_add_epi32(c_v, t9);
            long t10 = (long)(int)(i_vec + 8L);
            const int *t11 = a + t10;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t12 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(3));
            __m256i t13 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t10), t13);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t14 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(0));
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            __m256i t16 = t15;
            c_v_1 = _mm256_add_epi32(c_v_1, t16);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t17 = _mm256_add_epi32(c_v, c_v_1);
        t18 = (int)t2;
        t19 = (int)vcc_avx2_sum_epi32(t17);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        __m256i c_v_2 = _mm256_set1_epi32(0);
        do {
            long t22 = (long)(int)((long)t18 + i_vec_1);
            const int *t23 = a + t22;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t23);
            __m256i t24 = _mm256_cmpgt_epi32(a_v_4, _mm256_set1_epi32(3));
            __m256i t25 = (__m256i)__builtin_convertvector((vcc_m8)t24 & 1, vcc_v8_int);
            _mm256_storeu_si256((__m256i *)(flags + t22), t25);
            __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)t23);
            __m256i t26 = _mm256_cmpgt_epi32(a_v_5, _mm256_set1_epi32(0));
            __m256i t27 = (__m256i)__builtin_convertvector((vcc_m8)t26 & 1, vcc_v8_int);
            __m256i t28 = t27;
            c_v_2 = _mm256_add_epi32(c_v_2, t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t29 = (int)((long)t18 + t21);
        t30 = (int)((unsigned int)t19 + vcc_avx2_sum_epi32(c_v_2));
    } else {
        t29 = t18;
        t30 = t19;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)(int)(long)t29;
        const int *t35 = a + t34;
        __m256i a_v_6 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), t35);
        __m256i t36 = _mm256_cmpgt_epi32(a_v_6, _mm256_set1_epi32(3));
        __m256i t37 = (__m256i)__builtin_convertvector((vcc_m8)t36 & 1, vcc_v8_int);
        _mm256_mask_storeu_epi32(flags + t34, _mm256_movepi32_mask(t33), t37);
        __m256i a_v_7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), t35);
        __m256i t38 = _mm256_cmpgt_epi32(a_v_7, _mm256_set1_epi32(0));
        __m256i t39 = (__m256i)__builtin_convertvector((vcc_m8)t38 & 1, vcc_v8_int);
        __m256i t40 = t39;
        __m256i t41 = _mm256_add_epi32(_mm256_set1_epi32(0), t40);
        __m256i c_v_3 = _mm256_ternarylogic_epi32(t33, t41, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t29 + t31);
        c = (int)((unsigned int)t30 + vcc_avx2_sum_epi32(c_v_3));
    } else {
        i = t29;
        c = t30;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        const int *t43 = a + t42;
        flags[t42] = *t43 > 3;
        c += *t43 > 0;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(11));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long i_vec = 0L;
    /* vcc: loop at count_pos.c:17 vectorized: VF 8, UF 4, the remainder at 18:16 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256i t8 = _mm256_sub_epi32(t1, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)i_vec], t8);
        __m256i t9 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
        __m256i t10 = t9;
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(11));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 8L)], t14);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(10));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(11));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = t18;
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 16L)], t20);
        __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t22 = t21;
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)(i_vec + 24L)], t26);
        i_vec += 32L;
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(9));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(11));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        t1 = t30;
    } while (i_vec < 992L);
    __m256i t31 = _mm256_set1_epi32(4);
    __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t33 = t32;
    __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(11));
    __m256i t35 = _mm256_min_epu32(t33, t34);
    __m256i t2 = t35;
    long i_vec_1 = 0L;
    do {
        __m256i t36 = _mm256_sub_epi32(t2, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&a[(int)(992L + i_vec_1)], t36);
        i_vec_1 += 8L;
        __m256i t37 = _mm256_add_epi32(t2, _mm256_set1_epi32(5));
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(11));
        __m256i t40 = _mm256_min_epu32(t38, t39);
        t2 = t40;
    } while (i_vec_1 < 8L);
    __m256i t41 = _mm256_set1_epi32(3);
    __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t43 = _mm256_set1_epi32(9);
    __m256i t44 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3));
    __m256i t45 = t44;
    __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(11));
    __m256i t47 = _mm256_min_epu32(t45, t46);
    __m256i t48 = t47;
    __m256i t49 = t48;
    __m256i t50 = _mm256_set1_epi32(5);
    __m256i t51 = _mm256_sub_epi32(t49, t50);
    __m256i t52 = t51;
    _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t42), t52);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_pos.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm256_storeu_si256((__m256i *)&flags[(int)i_vec_2], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[(int)(i_vec_2 + 8L)], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[(int)(i_vec_2 + 16L)], _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&flags[(int)(i_vec_2 + 24L)], _mm256_set1_epi32(7));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&flags[(int)(992L + i_vec_3)], _mm256_set1_epi32(7));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        __m256i t53 = _mm256_set1_epi32(3);
        __m256i t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&flags[1000], _mm256_movepi32_mask(t54), _mm256_set1_epi32(7));
        int r = count_pos(n, a, flags);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 3L % 1000003L + (long)flags[i];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
