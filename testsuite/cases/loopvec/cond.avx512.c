/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_positive(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i t4 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t3 * 4UL), _mm256_movepi32_mask(t4), a_v);
            long t5 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t6 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t6), a_v_1);
            long t7 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i t8 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t7 * 4UL), _mm256_movepi32_mask(t8), a_v_2);
            long t9 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i t10 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t9 * 4UL), _mm256_movepi32_mask(t10), a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t15 = _mm256_cmpgt_epi32(a_v_4, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t14 * 4UL), _mm256_movepi32_mask(t15), a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)(int)(long)t16;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), a + t20);
        __m256i t21 = _mm256_cmpgt_epi32(a_v_5, _mm256_set1_epi32(0));
        __m256i t22 = _mm256_and_si256(t19, t21);
        _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t20 * 4UL), _mm256_movepi32_mask(t22), a_v_5);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        int t24 = a[t23];
        if (t24 > 0) {
            b[t23] = t24;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t12;
    int t17;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t4 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t5 = _mm256_max_epi32(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + t4), t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = _mm256_max_epi32(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t6), t7);
            long t8 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_max_epi32(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t8), t9);
            long t10 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t11 = _mm256_max_epi32(a_v_3, b_v_3);
            _mm256_storeu_si256((__m256i *)(c + t10), t11);
            i_vec += 32L;
        } while (i_vec < t3);
        t12 = (int)t3;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        do {
            long t15 = (long)(int)((long)t12 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t16 = _mm256_max_epi32(a_v_4, b_v_4);
            _mm256_storeu_si256((__m256i *)(c + t15), t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        t17 = (int)((long)t12 + t14);
    } else {
        t17 = t12;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)(int)(long)t17;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), a + t21);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), b + t21);
        __m256i t22 = _mm256_cmpgt_epi32(a_v_5, b_v_5);
        __m256i t23 = (__m256i)~(vcc_m8)t22;
        __m256i t24 = _mm256_and_si256(t20, t23);
        __m256i t25 = _mm256_ternarylogic_epi32(t24, b_v_5, a_v_5, 0xCA);
        _mm256_mask_storeu_epi32(c + t21, _mm256_movepi32_mask(t20), t25);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int *t27 = c + t26;
        int t1 = a[t26];
        int t28 = b[t26];
        if (t1 <= t28) {
            t1 = t28;
        }
        *t27 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:19 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i t4 = _mm256_and_si256(a_v, _mm256_set1_epi32(1));
            __m256i t5 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t4, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t6 = _mm256_ternarylogic_epi32(t5, _mm256_set1_epi32(1), _mm256_set1_epi32(2), 0xCA);
            __m256i t7 = (__m256i)((vcc_v8_int)a_v / (vcc_v8_int)t6);
            __m256i t8 = a_v;
            __m256i t9 = _mm256_set1_epi32(3);
            __m256i t10 = _mm256_mullo_epi32(t8, t9);
            __m256i t11 = t10;
            __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t4, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t13 = _mm256_ternarylogic_epi32(t12, t11, t7, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t3), t13);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = a[t14];
        if (t15 & 1) {
            c[t14] = t15 * 3;
        } else {
            c[t14] = t15 / 2;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_above(int n, const int *a, int t) {
    vcc_no_contract_body
    int t14;
    int t15;
    int t20;
    int t21;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t_v = _mm256_set1_epi32((int)t);
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi32(0);
        __m256i s_v_1 = _mm256_set1_epi32(0);
        __m256i s_v_2 = _mm256_set1_epi32(0);
        __m256i s_v_3 = _mm256_set1_epi32(0);
        /* vcc: loop at cond.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(a_v, t_v);
            __m256i t4 = a_v;
            __m256i s_v_5 = _mm256_add_epi32(s_v, t4);
            s_v = _mm256_ternarylogic_epi32(t3, s_v_5, s_v, 0xCA);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 8L)));
            __m256i t5 = _mm256_cmpgt_epi32(a_v_1, t_v);
            __m256i t6 = a_v_1;
            __m256i s_v_6 = _mm256_add_epi32(s_v_1, t6);
            s_v_1 = _mm256_ternarylogic_epi32(t5, s_v_6, s_v_1, 0xCA);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 16L)));
            __m256i t7 = _mm256_cmpgt_epi32(a_v_2, t_v);
            __m256i t8 = a_v_2;
            __m256i s_v_7 = _mm256_add_epi32(s_v_2, t8);
            s_v_2 = _mm256_ternarylogic_epi32(t7, s_v_7, s_v_2, 0xCA);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 24L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_3, t_v);
            __m256i t10 = a_v_3;
            __m256i s_v_8 = _mm256_add_epi32(s_v_3, t10);
            s_v_3 = _mm256_ternarylogic_epi32(t9, s_v_8, s_v_3, 0xCA);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32(s_v, s_v_1);
        __m256i t12 = _mm256_add_epi32(t11, s_v_2);
        __m256i t13 = _mm256_add_epi32(t12, s_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_avx2_sum_epi32(t13);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m256i t_v_1 = _mm256_set1_epi32((int)t);
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi32(0);
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpgt_epi32(a_v_4, t_v_1);
            __m256i t19 = a_v_4;
            __m256i s_v_9 = _mm256_add_epi32(s_v_4, t19);
            s_v_4 = _mm256_ternarylogic_epi32(t18, s_v_9, s_v_4, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (int)((unsigned int)t15 + vcc_avx2_sum_epi32(s_v_4));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t_v_2 = _mm256_set1_epi32((int)t);
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (int)(long)t20);
        __m256i t25 = _mm256_cmpgt_epi32(a_v_5, t_v_2);
        __m256i t26 = _mm256_and_si256(t24, t25);
        __m256i t27 = a_v_5;
        __m256i s_v_10 = _mm256_add_epi32(_mm256_set1_epi32(0), t27);
        __m256i t28 = _mm256_ternarylogic_epi32(t26, s_v_10, _mm256_set1_epi32(0), 0xCA);
        __m256i s_v_11 = _mm256_ternarylogic_epi32(t24, t28, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t20 + t22);
        s = (int)((unsigned int)t21 + vcc_avx2_sum_epi32(s_v_11));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++, s = s_1) {
        int t29 = a[i];
        if (t29 > t) {
            s_1 = s + t29;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    int t21;
    int t33;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(a_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t5 = (__m256i)~(vcc_m8)t4;
            __m256 t6 = _mm256_xor_ps(a_v, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t3 * 4UL), _mm256_movepi32_mask(t5), t6);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(a_v, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t8 = (__m256i)~(vcc_m8)t7;
            __m256i t9 = _mm256_and_si256(t4, t8);
            __m256 t10 = _mm256_mul_ps(a_v, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t3 * 4UL), _mm256_movepi32_mask(t9), t10);
            __m256i t11 = _mm256_and_si256(t4, t7);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t3 * 4UL), _mm256_movepi32_mask(t11), _mm256_set1_ps(100.0f));
            long t12 = (long)(int)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + t12);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256 t15 = _mm256_xor_ps(a_v_1, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t12 * 4UL), _mm256_movepi32_mask(t14), t15);
            __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t17 = (__m256i)~(vcc_m8)t16;
            __m256i t18 = _mm256_and_si256(t13, t17);
            __m256 t19 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t12 * 4UL), _mm256_movepi32_mask(t18), t19);
            __m256i t20 = _mm256_and_si256(t13, t16);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t12 * 4UL), _mm256_movepi32_mask(t20), _mm256_set1_ps(100.0f));
            i_vec += 16L;
        } while (i_vec < t2);
        t21 = (int)t2;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long i_vec_1 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + i_vec_1);
            __m256 a_v_2 = _mm256_loadu_ps(a + t24);
            __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t26 = (__m256i)~(vcc_m8)t25;
            __m256 t27 = _mm256_xor_ps(a_v_2, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t24 * 4UL), _mm256_movepi32_mask(t26), t27);
            __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            __m256i t30 = _mm256_and_si256(t25, t29);
            __m256 t31 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t24 * 4UL), _mm256_movepi32_mask(t30), t31);
            __m256i t32 = _mm256_and_si256(t25, t28);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t24 * 4UL), _mm256_movepi32_mask(t32), _mm256_set1_ps(100.0f));
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        t33 = (int)((long)t21 + t23);
    } else {
        t33 = t21;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), a + t37);
        __m256i t38 = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t39 = (__m256i)~(vcc_m8)t38;
        __m256i t40 = _mm256_and_si256(t36, t39);
        __m256 t41 = _mm256_xor_ps(a_v_3, _mm256_set1_ps(-0.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t37 * 4UL), _mm256_movepi32_mask(t40), t41);
        __m256i t42 = _mm256_and_si256(t36, t38);
        __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
        __m256i t44 = (__m256i)~(vcc_m8)t43;
        __m256i t45 = _mm256_and_si256(t42, t44);
        __m256 t46 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t37 * 4UL), _mm256_movepi32_mask(t45), t46);
        __m256i t47 = _mm256_and_si256(t42, t43);
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t37 * 4UL), _mm256_movepi32_mask(t47), _mm256_set1_ps(100.0f));
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        float t49 = a[t48];
        if (t49 > 0.0f) {
            if (t49 > 100.0f) {
                c[t48] = 100.0f;
            } else {
                c[t48] = t49 * 2.0f;
            }
        } else {
            c[t48] = -t49;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_no_contract_body
    int t32;
    int t43;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at cond.c:49 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i i_v_2 = i_v;
            __m256i t5 = _mm256_cmpgt_epi32(k_v, i_v_2);
            long t6 = (long)(int)i_vec;
            __m256i b_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t5), (const int *)((unsigned long)b + (unsigned long)t6 * 4UL));
            __m256i t7 = b_v;
            __m256i t8 = _mm256_set1_epi32(1);
            __m256i t9 = _mm256_add_epi32(t7, t8);
            __m256i t10 = t9;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t5), t10);
            __m256i t11 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t11;
            __m256i t12 = _mm256_cmpgt_epi32(k_v, i_v_3);
            long t13 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t12), (const int *)((unsigned long)b + (unsigned long)t13 * 4UL));
            __m256i t14 = b_v_1;
            __m256i t15 = _mm256_set1_epi32(1);
            __m256i t16 = _mm256_add_epi32(t14, t15);
            __m256i t17 = t16;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t13 * 4UL), _mm256_movepi32_mask(t12), t17);
            __m256i t18 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i i_v_4 = t18;
            __m256i t19 = _mm256_cmpgt_epi32(k_v, i_v_4);
            long t20 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), (const int *)((unsigned long)b + (unsigned long)t20 * 4UL));
            __m256i t21 = b_v_2;
            __m256i t22 = _mm256_set1_epi32(1);
            __m256i t23 = _mm256_add_epi32(t21, t22);
            __m256i t24 = t23;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t20 * 4UL), _mm256_movepi32_mask(t19), t24);
            __m256i t25 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_5 = t25;
            __m256i t26 = _mm256_cmpgt_epi32(k_v, i_v_5);
            long t27 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), (const int *)((unsigned long)b + (unsigned long)t27 * 4UL));
            __m256i t28 = b_v_3;
            __m256i t29 = _mm256_set1_epi32(1);
            __m256i t30 = _mm256_add_epi32(t28, t29);
            __m256i t31 = t30;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t27 * 4UL), _mm256_movepi32_mask(t26), t31);
            i_vec += 32L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t32 = (int)t2;
    } else {
        t32 = 0;
    }
    long t33 = (long)n + (long)t32 * -1L;
    if (t33 >= 8L) {
        long t34 = t33 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        __m256i t35 = _mm256_set1_epi32((int)t32);
        __m256i t36 = t35;
        __m256i i_v_1 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        do {
            __m256i i_v_6 = i_v_1;
            __m256i t37 = _mm256_cmpgt_epi32(k_v_1, i_v_6);
            long t38 = (long)(int)((long)t32 + i_vec_1);
            __m256i b_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t37), (const int *)((unsigned long)b + (unsigned long)t38 * 4UL));
            __m256i t39 = b_v_4;
            __m256i t40 = _mm256_set1_epi32(1);
            __m256i t41 = _mm256_add_epi32(t39, t40);
            __m256i t42 = t41;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t38 * 4UL), _mm256_movepi32_mask(t37), t42);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t34);
        t43 = (int)((long)t32 + t34);
    } else {
        t43 = t32;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        __m256i t45 = _mm256_set1_epi32((int)(int)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        __m256i t47 = _mm256_set1_epi32((int)t43);
        __m256i t48 = t47;
        __m256i t49 = _mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i i_v_7 = t49;
        __m256i t50 = _mm256_cmpgt_epi32(k_v_2, i_v_7);
        __m256i t51 = _mm256_and_si256(t46, t50);
        long t52 = (long)(int)(long)t43;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), (const int *)((unsigned long)b + (unsigned long)t52 * 4UL));
        __m256i t53 = b_v_5;
        __m256i t54 = _mm256_set1_epi32(1);
        __m256i t55 = _mm256_add_epi32(t53, t54);
        __m256i t56 = t55;
        _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t52 * 4UL), _mm256_movepi32_mask(t51), t56);
        i = (int)((long)t43 + t44);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t57 = (long)i;
            c[t57] = b[t57] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
