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
    int t17;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_cmpgt_epi32(t6, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t7), t6);
            long t8 = (long)(int)(t1 + 8L);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t10 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t8 * 4UL), _mm256_movepi32_mask(t10), t9);
            long t11 = (long)(int)(t1 + 16L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t13), t12);
            long t14 = (long)(int)(t1 + 24L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_cmpgt_epi32(t15, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t14 * 4UL), _mm256_movepi32_mask(t16), t15);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t22 = _mm256_cmpgt_epi32(t21, _mm256_set1_epi32(0));
            _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t20 * 4UL), _mm256_movepi32_mask(t22), t21);
            t2 += 8L;
        } while (t2 < t19);
        t23 = (int)((long)t17 + t19);
    } else {
        t23 = t17;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)(int)(long)t23;
        __m256i t28 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_set1_epi32(0));
        __m256i t30 = _mm256_and_si256(t26, t29);
        _mm256_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t27 * 4UL), _mm256_movepi32_mask(t30), t28);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t32 = a[t31];
        if (t32 > 0) {
            b[t31] = t32;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t22;
    int t29;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t9 = _mm256_max_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(c + t6), t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = _mm256_max_epi32(t11, t12);
            _mm256_storeu_si256((__m256i *)(c + t10), t13);
            long t14 = (long)(int)(t1 + 16L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = _mm256_max_epi32(t15, t16);
            _mm256_storeu_si256((__m256i *)(c + t14), t17);
            long t18 = (long)(int)(t1 + 24L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t21 = _mm256_max_epi32(t19, t20);
            _mm256_storeu_si256((__m256i *)(c + t18), t21);
            t1 += 32L;
        } while (t1 < t5);
        t22 = (int)t5;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t2 = 0L;
        do {
            long t25 = (long)(int)((long)t22 + t2);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(a + t25));
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(b + t25));
            __m256i t28 = _mm256_max_epi32(t26, t27);
            _mm256_storeu_si256((__m256i *)(c + t25), t28);
            t2 += 8L;
        } while (t2 < t24);
        t29 = (int)((long)t22 + t24);
    } else {
        t29 = t22;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t33 = (long)(int)(long)t29;
        __m256i t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), a + t33);
        __m256i t35 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), b + t33);
        __m256i t36 = _mm256_cmpgt_epi32(t34, t35);
        __m256i t37 = (__m256i)~(vcc_m8)t36;
        __m256i t38 = _mm256_and_si256(t32, t37);
        __m256i t39 = _mm256_ternarylogic_epi32(t38, t35, t34, 0xCA);
        _mm256_mask_storeu_epi32(c + t33, _mm256_movepi32_mask(t32), t39);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int *t41 = c + t40;
        int t3 = a[t40];
        int t42 = b[t40];
        if (t3 <= t42) {
            t3 = t42;
        }
        *t41 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t6 = _mm256_and_si256(t5, _mm256_set1_epi32(1));
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t8 = _mm256_ternarylogic_epi32(t7, _mm256_set1_epi32(1), _mm256_set1_epi32(2), 0xCA);
            __m256i t9 = (__m256i)((vcc_v8_int)t5 / (vcc_v8_int)t8);
            __m256i t10 = t5;
            __m256i t11 = _mm256_set1_epi32(3);
            __m256i t12 = _mm256_mullo_epi32(t10, t11);
            __m256i t13 = t12;
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t15 = _mm256_ternarylogic_epi32(t14, t13, t9, 0xCA);
            _mm256_storeu_si256((__m256i *)(c + t4), t15);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int t17 = a[t16];
        if (t17 & 1) {
            c[t16] = t17 * 3;
        } else {
            c[t16] = t17 / 2;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_above(int n, const int *a, int t) {
    vcc_no_contract_body
    int t30;
    int t31;
    int t39;
    int t40;
    int i;
    int s;
    int s_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        __m256i t10 = _mm256_set1_epi32((int)t);
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t12 = _mm256_cmpgt_epi32(t11, t10);
            __m256i t13 = t11;
            __m256i t14 = _mm256_add_epi32(t2, t13);
            t2 = _mm256_ternarylogic_epi32(t12, t14, t2, 0xCA);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m256i t16 = _mm256_cmpgt_epi32(t15, t10);
            __m256i t17 = t15;
            __m256i t18 = _mm256_add_epi32(t3, t17);
            t3 = _mm256_ternarylogic_epi32(t16, t18, t3, 0xCA);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m256i t20 = _mm256_cmpgt_epi32(t19, t10);
            __m256i t21 = t19;
            __m256i t22 = _mm256_add_epi32(t4, t21);
            t4 = _mm256_ternarylogic_epi32(t20, t22, t4, 0xCA);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m256i t24 = _mm256_cmpgt_epi32(t23, t10);
            __m256i t25 = t23;
            __m256i t26 = _mm256_add_epi32(t5, t25);
            t5 = _mm256_ternarylogic_epi32(t24, t26, t5, 0xCA);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t27 = _mm256_add_epi32(t2, t3);
        __m256i t28 = _mm256_add_epi32(t27, t4);
        __m256i t29 = _mm256_add_epi32(t28, t5);
        t30 = (int)t9;
        t31 = (int)vcc_avx2_sum_epi32(t29);
    } else {
        t30 = 0;
        t31 = 0;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        __m256i t34 = _mm256_set1_epi32((int)t);
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t30 + t6)));
            __m256i t36 = _mm256_cmpgt_epi32(t35, t34);
            __m256i t37 = t35;
            __m256i t38 = _mm256_add_epi32(t7, t37);
            t7 = _mm256_ternarylogic_epi32(t36, t38, t7, 0xCA);
            t6 += 8L;
        } while (t6 < t33);
        t39 = (int)((long)t30 + t33);
        t40 = (int)((unsigned int)t31 + vcc_avx2_sum_epi32(t7));
    } else {
        t39 = t30;
        t40 = t31;
    }
    long t41 = (long)n + (long)t39 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        __m256i t42 = _mm256_set1_epi32((int)(int)t41);
        __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t44 = _mm256_set1_epi32((int)t);
        __m256i t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t43), a + (int)(long)t39);
        __m256i t46 = _mm256_cmpgt_epi32(t45, t44);
        __m256i t47 = _mm256_and_si256(t43, t46);
        __m256i t48 = t45;
        __m256i t49 = _mm256_add_epi32(_mm256_set1_epi32(0), t48);
        __m256i t50 = _mm256_ternarylogic_epi32(t47, t49, _mm256_set1_epi32(0), 0xCA);
        __m256i t51 = _mm256_ternarylogic_epi32(t43, t50, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t39 + t41);
        s = (int)((unsigned int)t40 + vcc_avx2_sum_epi32(t51));
    } else {
        i = t39;
        s = t40;
    }
    for (; i < n; i++, s = s_1) {
        int t52 = a[i];
        if (t52 > t) {
            s_1 = s + t52;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    int t25;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t8 = (__m256i)~(vcc_m8)t7;
            __m256 t9 = _mm256_xor_ps(t6, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t8), t9);
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t11 = (__m256i)~(vcc_m8)t10;
            __m256i t12 = _mm256_and_si256(t7, t11);
            __m256 t13 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t12), t13);
            __m256i t14 = _mm256_and_si256(t7, t10);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t14), _mm256_set1_ps(100.0f));
            long t15 = (long)(int)(t1 + 8L);
            __m256 t16 = _mm256_loadu_ps(a + t15);
            __m256i t17 = _mm256_castps_si256(_mm256_cmp_ps(t16, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t18 = (__m256i)~(vcc_m8)t17;
            __m256 t19 = _mm256_xor_ps(t16, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t18), t19);
            __m256i t20 = _mm256_castps_si256(_mm256_cmp_ps(t16, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t21 = (__m256i)~(vcc_m8)t20;
            __m256i t22 = _mm256_and_si256(t17, t21);
            __m256 t23 = _mm256_mul_ps(t16, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t22), t23);
            __m256i t24 = _mm256_and_si256(t17, t20);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t24), _mm256_set1_ps(100.0f));
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256 t29 = _mm256_loadu_ps(a + t28);
            __m256i t30 = _mm256_castps_si256(_mm256_cmp_ps(t29, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t31 = (__m256i)~(vcc_m8)t30;
            __m256 t32 = _mm256_xor_ps(t29, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), _mm256_movepi32_mask(t31), t32);
            __m256i t33 = _mm256_castps_si256(_mm256_cmp_ps(t29, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t34 = (__m256i)~(vcc_m8)t33;
            __m256i t35 = _mm256_and_si256(t30, t34);
            __m256 t36 = _mm256_mul_ps(t29, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), _mm256_movepi32_mask(t35), t36);
            __m256i t37 = _mm256_and_si256(t30, t33);
            _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), _mm256_movepi32_mask(t37), _mm256_set1_ps(100.0f));
            t2 += 8L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m256 t43 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), a + t42);
        __m256i t44 = _mm256_castps_si256(_mm256_cmp_ps(t43, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t45 = (__m256i)~(vcc_m8)t44;
        __m256i t46 = _mm256_and_si256(t41, t45);
        __m256 t47 = _mm256_xor_ps(t43, _mm256_set1_ps(-0.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t42 * 4UL), _mm256_movepi32_mask(t46), t47);
        __m256i t48 = _mm256_and_si256(t41, t44);
        __m256i t49 = _mm256_castps_si256(_mm256_cmp_ps(t43, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
        __m256i t50 = (__m256i)~(vcc_m8)t49;
        __m256i t51 = _mm256_and_si256(t48, t50);
        __m256 t52 = _mm256_mul_ps(t43, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t42 * 4UL), _mm256_movepi32_mask(t51), t52);
        __m256i t53 = _mm256_and_si256(t48, t49);
        _mm256_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t42 * 4UL), _mm256_movepi32_mask(t53), _mm256_set1_ps(100.0f));
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        float t55 = a[t54];
        if (t55 > 0.0f) {
            if (t55 > 100.0f) {
                c[t54] = 100.0f;
            } else {
                c[t54] = t55 * 2.0f;
            }
        } else {
            c[t54] = -t55;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_no_contract_body
    int t45;
    int t59;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32((int)k);
        __m256i t8 = _mm256_set1_epi32(0);
        __m256i t9 = t8;
        __m256i t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t10 = t1;
            __m256i t11 = _mm256_cmpgt_epi32(t7, t10);
            long t12 = (long)(int)t2;
            __m256i t13 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t11), (const int *)((unsigned long)b + (unsigned long)t12 * 4UL));
            __m256i t14 = t13;
            __m256i t15 = _mm256_set1_epi32(1);
            __m256i t16 = _mm256_add_epi32(t14, t15);
            __m256i t17 = t16;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t12 * 4UL), _mm256_movepi32_mask(t11), t17);
            __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t19 = t18;
            __m256i t20 = _mm256_cmpgt_epi32(t7, t19);
            long t21 = (long)(int)(t2 + 8L);
            __m256i t22 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), (const int *)((unsigned long)b + (unsigned long)t21 * 4UL));
            __m256i t23 = t22;
            __m256i t24 = _mm256_set1_epi32(1);
            __m256i t25 = _mm256_add_epi32(t23, t24);
            __m256i t26 = t25;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t21 * 4UL), _mm256_movepi32_mask(t20), t26);
            __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t28 = t27;
            __m256i t29 = _mm256_cmpgt_epi32(t7, t28);
            long t30 = (long)(int)(t2 + 16L);
            __m256i t31 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), (const int *)((unsigned long)b + (unsigned long)t30 * 4UL));
            __m256i t32 = t31;
            __m256i t33 = _mm256_set1_epi32(1);
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = t34;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t30 * 4UL), _mm256_movepi32_mask(t29), t35);
            __m256i t36 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t37 = t36;
            __m256i t38 = _mm256_cmpgt_epi32(t7, t37);
            long t39 = (long)(int)(t2 + 24L);
            __m256i t40 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), (const int *)((unsigned long)b + (unsigned long)t39 * 4UL));
            __m256i t41 = t40;
            __m256i t42 = _mm256_set1_epi32(1);
            __m256i t43 = _mm256_add_epi32(t41, t42);
            __m256i t44 = t43;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t39 * 4UL), _mm256_movepi32_mask(t38), t44);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t45 = (int)t6;
    } else {
        t45 = 0;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        long t47 = t46 & -8L;
        __m256i t48 = _mm256_set1_epi32((int)k);
        __m256i t49 = _mm256_set1_epi32((int)t45);
        __m256i t50 = t49;
        __m256i t3 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            __m256i t51 = t3;
            __m256i t52 = _mm256_cmpgt_epi32(t48, t51);
            long t53 = (long)(int)((long)t45 + t4);
            __m256i t54 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t52), (const int *)((unsigned long)b + (unsigned long)t53 * 4UL));
            __m256i t55 = t54;
            __m256i t56 = _mm256_set1_epi32(1);
            __m256i t57 = _mm256_add_epi32(t55, t56);
            __m256i t58 = t57;
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t53 * 4UL), _mm256_movepi32_mask(t52), t58);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t47);
        t59 = (int)((long)t45 + t47);
    } else {
        t59 = t45;
    }
    long t60 = (long)n + (long)t59 * -1L;
    if ((t60 >= 1L) & (t60 <= 8L)) {
        __m256i t61 = _mm256_set1_epi32((int)(int)t60);
        __m256i t62 = _mm256_cmpgt_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t63 = _mm256_set1_epi32((int)k);
        __m256i t64 = _mm256_set1_epi32((int)t59);
        __m256i t65 = t64;
        __m256i t66 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t67 = t66;
        __m256i t68 = _mm256_cmpgt_epi32(t63, t67);
        __m256i t69 = _mm256_and_si256(t62, t68);
        long t70 = (long)(int)(long)t59;
        __m256i t71 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t69), (const int *)((unsigned long)b + (unsigned long)t70 * 4UL));
        __m256i t72 = t71;
        __m256i t73 = _mm256_set1_epi32(1);
        __m256i t74 = _mm256_add_epi32(t72, t73);
        __m256i t75 = t74;
        _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t70 * 4UL), _mm256_movepi32_mask(t69), t75);
        i = (int)((long)t59 + t60);
    } else {
        i = t59;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t76 = (long)i;
            c[t76] = b[t76] + 1;
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
