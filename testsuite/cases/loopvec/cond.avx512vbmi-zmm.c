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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __mmask16 t7;
    long t8;
    __m512i t9;
    __mmask16 t10;
    long t11;
    __m512i t12;
    __mmask16 t13;
    long t14;
    __m512i t15;
    __mmask16 t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m512i t21;
    __mmask16 t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __m512i t29;
    __mmask16 t30;
    __mmask16 t31;
    int i;
    long t32;
    int t33;
    t3 = (long)n;
    if (t3 >= 64L) {
        t4 = t3 & -64L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t5 * 4UL), t7, t6);
            t8 = (long)(int)((long)0 + (t1 + 16L));
            t9 = _mm512_loadu_si512(a + t8);
            t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t8 * 4UL), t10, t9);
            t11 = (long)(int)((long)0 + (t1 + 32L));
            t12 = _mm512_loadu_si512(a + t11);
            t13 = _mm512_cmp_epi32_mask(t12, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t11 * 4UL), t13, t12);
            t14 = (long)(int)((long)0 + (t1 + 48L));
            t15 = _mm512_loadu_si512(a + t14);
            t16 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t14 * 4UL), t16, t15);
            t1 += 64L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm512_loadu_si512(a + t20);
            t22 = _mm512_cmp_epi32_mask(t21, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t20 * 4UL), t22, t21);
            t2 += 16L;
        } while (t2 < t19);
        t23 = (int)((long)t17 + t19);
    } else {
        t23 = t17;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm512_maskz_loadu_epi32(t26, a + t28);
        t30 = _mm512_cmp_epi32_mask(t29, _mm512_set1_epi32((int)0), _MM_CMPINT_NLE);
        t31 = _kand_mask16(t26, t30);
        _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t28 * 4UL), t31, t29);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t32 = (long)i;
        t33 = a[t32];
        if (t33 > 0) {
            b[t32] = t33;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    int t14;
    long t15;
    long t16;
    long t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    int t21;
    long t22;
    __m512i t23;
    __mmask16 t24;
    long t25;
    long t26;
    __m512i t27;
    __m512i t28;
    __mmask16 t29;
    __mmask16 t30;
    __mmask16 t31;
    __m512i t32;
    int i;
    long t33;
    int *t34;
    int t35;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(a + t6);
            t8 = _mm512_loadu_si512(b + t6);
            t9 = _mm512_max_epi32(t7, t8);
            _mm512_storeu_si512(c + t6, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(a + t10);
            t12 = _mm512_loadu_si512(b + t10);
            t13 = _mm512_max_epi32(t11, t12);
            _mm512_storeu_si512(c + t10, t13);
            t1 += 32L;
        } while (t1 < t5);
        t14 = (int)((long)0 + t5);
    } else {
        t14 = 0;
    }
    t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        t16 = t15 & -16L;
        t2 = 0L;
        do {
            t17 = (long)(int)((long)t14 + t2);
            t18 = _mm512_loadu_si512(a + t17);
            t19 = _mm512_loadu_si512(b + t17);
            t20 = _mm512_max_epi32(t18, t19);
            _mm512_storeu_si512(c + t17, t20);
            t2 += 16L;
        } while (t2 < t16);
        t21 = (int)((long)t14 + t16);
    } else {
        t21 = t14;
    }
    t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        t23 = _mm512_set1_epi32((int)(int)t22);
        t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        t25 = 0L;
        t26 = (long)(int)((long)t21 + t25);
        t27 = _mm512_maskz_loadu_epi32(t24, a + t26);
        t28 = _mm512_maskz_loadu_epi32(t24, b + t26);
        t29 = _mm512_cmp_epi32_mask(t27, t28, _MM_CMPINT_NLE);
        t30 = _knot_mask16(t29);
        t31 = _kand_mask16(t24, t30);
        t32 = _mm512_mask_blend_epi32(t31, t27, t28);
        _mm512_mask_storeu_epi32(c + t26, t24, t32);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        t34 = c + t33;
        t3 = a[t33];
        t35 = b[t33];
        if (t3 <= t35) {
            t3 = t35;
        }
        *t34 = t3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __mmask16 t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __mmask16 t14;
    __m512i t15;
    int t16;
    long t17;
    __m512i t18;
    __mmask16 t19;
    long t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __mmask16 t24;
    __mmask16 t25;
    __mmask16 t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __mmask16 t33;
    __m512i t34;
    int i;
    long t35;
    int t36;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(a + t4);
            t6 = _mm512_and_si512(t5, _mm512_set1_epi32((int)1));
            t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32((int)2), _mm512_set1_epi32((int)1));
            t9 = (__m512i)((vcc_v16_int)t5 / (vcc_v16_int)t8);
            t10 = t5;
            t11 = _mm512_set1_epi32((int)3);
            t12 = _mm512_mullo_epi32(t10, t11);
            t13 = t12;
            t14 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            t15 = _mm512_mask_blend_epi32(t14, t9, t13);
            _mm512_storeu_si512(c + t4, t15);
            t1 += 16L;
        } while (t1 < t3);
        t16 = (int)((long)0 + t3);
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 16L)) {
        t18 = _mm512_set1_epi32((int)(int)t17);
        t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        t20 = 0L;
        t21 = (long)(int)((long)t16 + t20);
        t22 = _mm512_maskz_loadu_epi32(t19, a + t21);
        t23 = _mm512_and_si512(t22, _mm512_set1_epi32((int)1));
        t24 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t25 = _knot_mask16(t24);
        t26 = _kand_mask16(t19, t25);
        t27 = _mm512_mask_blend_epi32(t26, _mm512_set1_epi32((int)1), _mm512_set1_epi32((int)2));
        t28 = (__m512i)((vcc_v16_int)t22 / (vcc_v16_int)t27);
        t29 = t22;
        t30 = _mm512_set1_epi32((int)3);
        t31 = _mm512_mullo_epi32(t29, t30);
        t32 = t31;
        t33 = _mm512_cmp_epi32_mask(t23, _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
        t34 = _mm512_mask_blend_epi32(t33, t28, t32);
        _mm512_mask_storeu_epi32(c + t21, t19, t34);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = a[t35];
        if (t36 & 1) {
            c[t35] = t36 * 3;
        } else {
            c[t35] = t36 / 2;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_above(int n, const int *a, int t) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __mmask16 t7;
    __m512i t8;
    __m512i t9;
    int t10;
    int t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    __m512i t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __mmask16 t19;
    __mmask16 t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int i;
    int s;
    int t25;
    int s_1;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm512_set1_epi32((int)t);
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t6 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t7 = _mm512_cmp_epi32_mask(t6, t5, _MM_CMPINT_NLE);
            t8 = t6;
            t9 = _mm512_add_epi32(t2, t8);
            t2 = _mm512_mask_blend_epi32(t7, t2, t9);
            t1 += 16L;
        } while (t1 < t4);
        t10 = (int)((long)0 + t4);
        t11 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1))));
    } else {
        t10 = 0;
        t11 = 0;
    }
    t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        t13 = _mm512_set1_epi32((int)(int)t12);
        t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        t15 = _mm512_set1_epi32((int)t);
        t16 = 0L;
        t17 = _mm512_set1_epi32((int)0);
        t18 = _mm512_maskz_loadu_epi32(t14, a + (int)((long)t10 + t16));
        t19 = _mm512_cmp_epi32_mask(t18, t15, _MM_CMPINT_NLE);
        t20 = _kand_mask16(t14, t19);
        t21 = t18;
        t22 = _mm512_add_epi32(t17, t21);
        t23 = _mm512_mask_blend_epi32(t20, t17, t22);
        t24 = _mm512_mask_blend_epi32(t14, t17, t23);
        i = (int)((long)t10 + t12);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1))));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++, s = s_1) {
        t25 = a[i];
        if (t25 > t) {
            s_1 = s + t25;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __mmask16 t7;
    __mmask16 t8;
    __m512 t9;
    __mmask16 t10;
    __mmask16 t11;
    __mmask16 t12;
    __m512 t13;
    __mmask16 t14;
    long t15;
    __m512 t16;
    __mmask16 t17;
    __mmask16 t18;
    __m512 t19;
    __mmask16 t20;
    __mmask16 t21;
    __mmask16 t22;
    __m512 t23;
    __mmask16 t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m512 t29;
    __mmask16 t30;
    __mmask16 t31;
    __m512 t32;
    __mmask16 t33;
    __mmask16 t34;
    __mmask16 t35;
    __m512 t36;
    __mmask16 t37;
    int t38;
    long t39;
    __m512i t40;
    __mmask16 t41;
    long t42;
    long t43;
    __m512 t44;
    __mmask16 t45;
    __mmask16 t46;
    __mmask16 t47;
    __m512 t48;
    __mmask16 t49;
    __mmask16 t50;
    __mmask16 t51;
    __mmask16 t52;
    __m512 t53;
    __mmask16 t54;
    int i;
    long t55;
    float t56;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(a + t5);
            t7 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t8 = _knot_mask16(t7);
            t9 = _mm512_xor_ps(t6, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), t8, t9);
            t10 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            t11 = _knot_mask16(t10);
            t12 = _kand_mask16(t7, t11);
            t13 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), t12, t13);
            t14 = _kand_mask16(t7, t10);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t5 * 4UL), t14, _mm512_set1_ps(100.0f));
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm512_loadu_ps(a + t15);
            t17 = _mm512_cmp_ps_mask(t16, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t18 = _knot_mask16(t17);
            t19 = _mm512_xor_ps(t16, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), t18, t19);
            t20 = _mm512_cmp_ps_mask(t16, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            t21 = _knot_mask16(t20);
            t22 = _kand_mask16(t17, t21);
            t23 = _mm512_mul_ps(t16, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), t22, t23);
            t24 = _kand_mask16(t17, t20);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t15 * 4UL), t24, _mm512_set1_ps(100.0f));
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm512_loadu_ps(a + t28);
            t30 = _mm512_cmp_ps_mask(t29, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t31 = _knot_mask16(t30);
            t32 = _mm512_xor_ps(t29, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), t31, t32);
            t33 = _mm512_cmp_ps_mask(t29, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            t34 = _knot_mask16(t33);
            t35 = _kand_mask16(t30, t34);
            t36 = _mm512_mul_ps(t29, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), t35, t36);
            t37 = _kand_mask16(t30, t33);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t28 * 4UL), t37, _mm512_set1_ps(100.0f));
            t2 += 16L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 16L)) {
        t40 = _mm512_set1_epi32((int)(int)t39);
        t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
        t42 = 0L;
        t43 = (long)(int)((long)t38 + t42);
        t44 = _mm512_maskz_loadu_ps(t41, a + t43);
        t45 = _mm512_cmp_ps_mask(t44, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        t46 = _knot_mask16(t45);
        t47 = _kand_mask16(t41, t46);
        t48 = _mm512_xor_ps(t44, _mm512_set1_ps(-0.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t43 * 4UL), t47, t48);
        t49 = _kand_mask16(t41, t45);
        t50 = _mm512_cmp_ps_mask(t44, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
        t51 = _knot_mask16(t50);
        t52 = _kand_mask16(t49, t51);
        t53 = _mm512_mul_ps(t44, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t43 * 4UL), t52, t53);
        t54 = _kand_mask16(t49, t50);
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t43 * 4UL), t54, _mm512_set1_ps(100.0f));
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        t55 = (long)i;
        t56 = a[t55];
        if (t56 > 0.0f) {
            if (t56 > 100.0f) {
                c[t55] = 100.0f;
            } else {
                c[t55] = t56 * 2.0f;
            }
        } else {
            c[t55] = -t56;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __mmask16 t12;
    long t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __mmask16 t21;
    long t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    int t28;
    long t29;
    long t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __mmask16 t35;
    long t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    int t42;
    long t43;
    __m512i t44;
    __mmask16 t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    long t49;
    __m512i t50;
    __mmask16 t51;
    __mmask16 t52;
    long t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    int i;
    long t59;
    t6 = (long)n;
    if (t6 >= 32L) {
        t7 = t6 & -32L;
        t8 = _mm512_set1_epi32((int)k);
        t9 = _mm512_set1_epi32((int)0);
        t10 = t9;
        t1 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t11 = t1;
            t12 = _mm512_cmp_epi32_mask(t11, t8, _MM_CMPINT_LT);
            t13 = (long)(int)((long)0 + t2);
            t14 = _mm512_maskz_loadu_epi32(t12, (const int *)((unsigned long)b + (unsigned long)t13 * 4UL));
            t15 = t14;
            t16 = _mm512_set1_epi32((int)1);
            t17 = _mm512_add_epi32(t15, t16);
            t18 = t17;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t13 * 4UL), t12, t18);
            t19 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t20 = t19;
            t21 = _mm512_cmp_epi32_mask(t20, t8, _MM_CMPINT_LT);
            t22 = (long)(int)((long)0 + (t2 + 16L));
            t23 = _mm512_maskz_loadu_epi32(t21, (const int *)((unsigned long)b + (unsigned long)t22 * 4UL));
            t24 = t23;
            t25 = _mm512_set1_epi32((int)1);
            t26 = _mm512_add_epi32(t24, t25);
            t27 = t26;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t22 * 4UL), t21, t27);
            t2 += 32L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
        } while (t2 < t7);
        t28 = (int)((long)0 + t7);
    } else {
        t28 = 0;
    }
    t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 16L) {
        t30 = t29 & -16L;
        t31 = _mm512_set1_epi32((int)k);
        t32 = _mm512_set1_epi32((int)t28);
        t33 = t32;
        t3 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t4 = 0L;
        do {
            t34 = t3;
            t35 = _mm512_cmp_epi32_mask(t34, t31, _MM_CMPINT_LT);
            t36 = (long)(int)((long)t28 + t4);
            t37 = _mm512_maskz_loadu_epi32(t35, (const int *)((unsigned long)b + (unsigned long)t36 * 4UL));
            t38 = t37;
            t39 = _mm512_set1_epi32((int)1);
            t40 = _mm512_add_epi32(t38, t39);
            t41 = t40;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t36 * 4UL), t35, t41);
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
        } while (t4 < t30);
        t42 = (int)((long)t28 + t30);
    } else {
        t42 = t28;
    }
    t43 = (long)n + (long)t42 * -1L;
    if ((t43 >= 1L) & (t43 <= 16L)) {
        t44 = _mm512_set1_epi32((int)(int)t43);
        t45 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t44, _MM_CMPINT_LT);
        t46 = _mm512_set1_epi32((int)k);
        t47 = _mm512_set1_epi32((int)t42);
        t48 = t47;
        t5 = _mm512_add_epi32(t48, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t49 = 0L;
        t50 = t5;
        t51 = _mm512_cmp_epi32_mask(t50, t46, _MM_CMPINT_LT);
        t52 = _kand_mask16(t45, t51);
        t53 = (long)(int)((long)t42 + t49);
        t54 = _mm512_maskz_loadu_epi32(t52, (const int *)((unsigned long)b + (unsigned long)t53 * 4UL));
        t55 = t54;
        t56 = _mm512_set1_epi32((int)1);
        t57 = _mm512_add_epi32(t55, t56);
        t58 = t57;
        _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t53 * 4UL), t52, t58);
        i = (int)((long)t42 + t43);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        if (i < k) {
            t59 = (long)i;
            c[t59] = b[t59] + 1;
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
