/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_positive(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    int t17;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t5 * 4UL), t7, t6);
            long t8 = (long)(int)(t1 + 16L);
            __m512i t9 = _mm512_loadu_si512(a + t8);
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t8 * 4UL), t10, t9);
            long t11 = (long)(int)(t1 + 32L);
            __m512i t12 = _mm512_loadu_si512(a + t11);
            __mmask16 t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t11 * 4UL), t13, t12);
            long t14 = (long)(int)(t1 + 48L);
            __m512i t15 = _mm512_loadu_si512(a + t14);
            __mmask16 t16 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t14 * 4UL), t16, t15);
            t1 += 64L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512i t21 = _mm512_loadu_si512(a + t20);
            __mmask16 t22 = _mm512_cmp_epi32_mask(t21, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t20 * 4UL), t22, t21);
            t2 += 16L;
        } while (t2 < t19);
        t23 = (int)((long)t17 + t19);
    } else {
        t23 = t17;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512i t28 = _mm512_maskz_loadu_epi32(t26, a + t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t30 = _kand_mask16(t26, t29);
        _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t27 * 4UL), t30, t28);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t14;
    int t21;
    int i;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(a + t6);
            __m512i t8 = _mm512_loadu_si512(b + t6);
            __m512i t9 = _mm512_max_epi32(t7, t8);
            _mm512_storeu_si512(c + t6, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(a + t10);
            __m512i t12 = _mm512_loadu_si512(b + t10);
            __m512i t13 = _mm512_max_epi32(t11, t12);
            _mm512_storeu_si512(c + t10, t13);
            t1 += 32L;
        } while (t1 < t5);
        t14 = (int)t5;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long t2 = 0L;
        do {
            long t17 = (long)(int)((long)t14 + t2);
            __m512i t18 = _mm512_loadu_si512(a + t17);
            __m512i t19 = _mm512_loadu_si512(b + t17);
            __m512i t20 = _mm512_max_epi32(t18, t19);
            _mm512_storeu_si512(c + t17, t20);
            t2 += 16L;
        } while (t2 < t16);
        t21 = (int)((long)t14 + t16);
    } else {
        t21 = t14;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)(int)(long)t21;
        __m512i t26 = _mm512_maskz_loadu_epi32(t24, a + t25);
        __m512i t27 = _mm512_maskz_loadu_epi32(t24, b + t25);
        __mmask16 t28 = _mm512_cmp_epi32_mask(t26, t27, _MM_CMPINT_NLE);
        __mmask16 t29 = _knot_mask16(t28);
        __mmask16 t30 = _kand_mask16(t24, t29);
        __m512i t31 = _mm512_mask_blend_epi32(t30, t26, t27);
        _mm512_mask_storeu_epi32(c + t25, t24, t31);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        int *t33 = c + t32;
        int t3 = a[t32];
        int t34 = b[t32];
        if (t3 <= t34) {
            t3 = t34;
        }
        *t33 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    int t16;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(a + t4);
            __m512i t6 = _mm512_and_si512(t5, _mm512_set1_epi32(1));
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(2), _mm512_set1_epi32(1));
            __m512i t9 = (__m512i)((vcc_v16_int)t5 / (vcc_v16_int)t8);
            __m512i t10 = t5;
            __m512i t11 = _mm512_set1_epi32(3);
            __m512i t12 = _mm512_mullo_epi32(t10, t11);
            __m512i t13 = t12;
            __mmask16 t14 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t15 = _mm512_mask_blend_epi32(t14, t9, t13);
            _mm512_storeu_si512(c + t4, t15);
            t1 += 16L;
        } while (t1 < t3);
        t16 = (int)t3;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 16L)) {
        __m512i t18 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        long t20 = (long)(int)(long)t16;
        __m512i t21 = _mm512_maskz_loadu_epi32(t19, a + t20);
        __m512i t22 = _mm512_and_si512(t21, _mm512_set1_epi32(1));
        __mmask16 t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t24 = _knot_mask16(t23);
        __mmask16 t25 = _kand_mask16(t19, t24);
        __m512i t26 = _mm512_mask_blend_epi32(t25, _mm512_set1_epi32(1), _mm512_set1_epi32(2));
        __m512i t27 = (__m512i)((vcc_v16_int)t21 / (vcc_v16_int)t26);
        __m512i t28 = t21;
        __m512i t29 = _mm512_set1_epi32(3);
        __m512i t30 = _mm512_mullo_epi32(t28, t29);
        __m512i t31 = t30;
        __mmask16 t32 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __m512i t33 = _mm512_mask_blend_epi32(t32, t27, t31);
        _mm512_mask_storeu_epi32(c + t20, t19, t33);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        int t35 = a[t34];
        if (t35 & 1) {
            c[t34] = t35 * 3;
        } else {
            c[t34] = t35 / 2;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_above(int n, const int *a, int t) {
    vcc_no_contract_body
    int t10;
    int t11;
    int i;
    int s;
    int s_1;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t5 = _mm512_set1_epi32((int)t);
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m512i t6 = _mm512_loadu_si512(a + (int)t1);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, t5, _MM_CMPINT_NLE);
            __m512i t8 = t6;
            __m512i t9 = _mm512_add_epi32(t2, t8);
            t2 = _mm512_mask_blend_epi32(t7, t2, t9);
            t1 += 16L;
        } while (t1 < t4);
        t10 = (int)t4;
        t11 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        __m512i t15 = _mm512_set1_epi32((int)t);
        __m512i t16 = _mm512_maskz_loadu_epi32(t14, a + (int)(long)t10);
        __mmask16 t17 = _mm512_cmp_epi32_mask(t16, t15, _MM_CMPINT_NLE);
        __mmask16 t18 = _kand_mask16(t14, t17);
        __m512i t19 = t16;
        __m512i t20 = _mm512_add_epi32(_mm512_set1_epi32(0), t19);
        __m512i t21 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), t20);
        __m512i t22 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32(0), t21);
        i = (int)((long)t10 + t12);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t22), _mm512_extracti64x4_epi64(t22, 1))));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++, s = s_1) {
        int t23 = a[i];
        if (t23 > t) {
            s_1 = s + t23;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    int t25;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(a + t5);
            __mmask16 t7 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t8 = _knot_mask16(t7);
            __m512 t9 = _mm512_xor_ps(t6, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), t8, t9);
            __mmask16 t10 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t11 = _knot_mask16(t10);
            __mmask16 t12 = _kand_mask16(t7, t11);
            __m512 t13 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), t12, t13);
            __mmask16 t14 = _kand_mask16(t7, t10);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), t14, _mm512_set1_ps(100.0f));
            long t15 = (long)(int)(t1 + 16L);
            __m512 t16 = _mm512_loadu_ps(a + t15);
            __mmask16 t17 = _mm512_cmp_ps_mask(t16, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t18 = _knot_mask16(t17);
            __m512 t19 = _mm512_xor_ps(t16, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), t18, t19);
            __mmask16 t20 = _mm512_cmp_ps_mask(t16, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t21 = _knot_mask16(t20);
            __mmask16 t22 = _kand_mask16(t17, t21);
            __m512 t23 = _mm512_mul_ps(t16, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), t22, t23);
            __mmask16 t24 = _kand_mask16(t17, t20);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), t24, _mm512_set1_ps(100.0f));
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        long t27 = t26 & -16L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m512 t29 = _mm512_loadu_ps(a + t28);
            __mmask16 t30 = _mm512_cmp_ps_mask(t29, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t31 = _knot_mask16(t30);
            __m512 t32 = _mm512_xor_ps(t29, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), t31, t32);
            __mmask16 t33 = _mm512_cmp_ps_mask(t29, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t34 = _knot_mask16(t33);
            __mmask16 t35 = _kand_mask16(t30, t34);
            __m512 t36 = _mm512_mul_ps(t29, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), t35, t36);
            __mmask16 t37 = _kand_mask16(t30, t33);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), t37, _mm512_set1_ps(100.0f));
            t2 += 16L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 16L)) {
        __m512i t40 = _mm512_set1_epi32((int)(int)t39);
        __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
        long t42 = (long)(int)(long)t38;
        __m512 t43 = _mm512_maskz_loadu_ps(t41, a + t42);
        __mmask16 t44 = _mm512_cmp_ps_mask(t43, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t45 = _knot_mask16(t44);
        __mmask16 t46 = _kand_mask16(t41, t45);
        __m512 t47 = _mm512_xor_ps(t43, _mm512_set1_ps(-0.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t42 * 4UL), t46, t47);
        __mmask16 t48 = _kand_mask16(t41, t44);
        __mmask16 t49 = _mm512_cmp_ps_mask(t43, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
        __mmask16 t50 = _knot_mask16(t49);
        __mmask16 t51 = _kand_mask16(t48, t50);
        __m512 t52 = _mm512_mul_ps(t43, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t42 * 4UL), t51, t52);
        __mmask16 t53 = _kand_mask16(t48, t49);
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t42 * 4UL), t53, _mm512_set1_ps(100.0f));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_no_contract_body
    int t27;
    int t41;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m512i t7 = _mm512_set1_epi32((int)k);
        __m512i t8 = _mm512_set1_epi32(0);
        __m512i t9 = t8;
        __m512i t1 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t10 = t1;
            __mmask16 t11 = _mm512_cmp_epi32_mask(t10, t7, _MM_CMPINT_LT);
            long t12 = (long)(int)t2;
            __m512i t13 = _mm512_maskz_loadu_epi32(t11, (const int *)((unsigned long)b + (unsigned long)t12 * 4UL));
            __m512i t14 = t13;
            __m512i t15 = _mm512_set1_epi32(1);
            __m512i t16 = _mm512_add_epi32(t14, t15);
            __m512i t17 = t16;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t12 * 4UL), t11, t17);
            __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t19 = t18;
            __mmask16 t20 = _mm512_cmp_epi32_mask(t19, t7, _MM_CMPINT_LT);
            long t21 = (long)(int)(t2 + 16L);
            __m512i t22 = _mm512_maskz_loadu_epi32(t20, (const int *)((unsigned long)b + (unsigned long)t21 * 4UL));
            __m512i t23 = t22;
            __m512i t24 = _mm512_set1_epi32(1);
            __m512i t25 = _mm512_add_epi32(t23, t24);
            __m512i t26 = t25;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t21 * 4UL), t20, t26);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        } while (t2 < t6);
        t27 = (int)t6;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        __m512i t30 = _mm512_set1_epi32((int)k);
        __m512i t31 = _mm512_set1_epi32((int)t27);
        __m512i t32 = t31;
        __m512i t3 = _mm512_add_epi32(t32, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t4 = 0L;
        do {
            __m512i t33 = t3;
            __mmask16 t34 = _mm512_cmp_epi32_mask(t33, t30, _MM_CMPINT_LT);
            long t35 = (long)(int)((long)t27 + t4);
            __m512i t36 = _mm512_maskz_loadu_epi32(t34, (const int *)((unsigned long)b + (unsigned long)t35 * 4UL));
            __m512i t37 = t36;
            __m512i t38 = _mm512_set1_epi32(1);
            __m512i t39 = _mm512_add_epi32(t37, t38);
            __m512i t40 = t39;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t35 * 4UL), t34, t40);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
        } while (t4 < t29);
        t41 = (int)((long)t27 + t29);
    } else {
        t41 = t27;
    }
    long t42 = (long)n + (long)t41 * -1L;
    if ((t42 >= 1L) & (t42 <= 16L)) {
        __m512i t43 = _mm512_set1_epi32((int)(int)t42);
        __mmask16 t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t43, _MM_CMPINT_LT);
        __m512i t45 = _mm512_set1_epi32((int)k);
        __m512i t46 = _mm512_set1_epi32((int)t41);
        __m512i t47 = t46;
        __m512i t48 = _mm512_add_epi32(t47, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t49 = t48;
        __mmask16 t50 = _mm512_cmp_epi32_mask(t49, t45, _MM_CMPINT_LT);
        __mmask16 t51 = _kand_mask16(t44, t50);
        long t52 = (long)(int)(long)t41;
        __m512i t53 = _mm512_maskz_loadu_epi32(t51, (const int *)((unsigned long)b + (unsigned long)t52 * 4UL));
        __m512i t54 = t53;
        __m512i t55 = _mm512_set1_epi32(1);
        __m512i t56 = _mm512_add_epi32(t54, t55);
        __m512i t57 = t56;
        _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t52 * 4UL), t51, t57);
        i = (int)((long)t41 + t42);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t58 = (long)i;
            c[t58] = b[t58] + 1;
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
