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
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:8 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t3 * 4UL), t4, a_v);
            long t5 = (long)(int)(i_vec + 16L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __mmask16 t6 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t5 * 4UL), t6, a_v_1);
            long t7 = (long)(int)(i_vec + 32L);
            __m512i a_v_2 = _mm512_loadu_si512(a + t7);
            __mmask16 t8 = _mm512_cmp_epi32_mask(a_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t7 * 4UL), t8, a_v_2);
            long t9 = (long)(int)(i_vec + 48L);
            __m512i a_v_3 = _mm512_loadu_si512(a + t9);
            __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_3, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t9 * 4UL), t10, a_v_3);
            i_vec += 64L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m512i a_v_4 = _mm512_loadu_si512(a + t14);
            __mmask16 t15 = _mm512_cmp_epi32_mask(a_v_4, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t14 * 4UL), t15, a_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 16L)) {
        __m512i t18 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        long t20 = (long)(int)(long)t16;
        __m512i a_v_5 = _mm512_maskz_loadu_epi32(t19, a + t20);
        __mmask16 t21 = _mm512_cmp_epi32_mask(a_v_5, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t22 = _kand_mask16(t19, t21);
        _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t20 * 4UL), t22, a_v_5);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t8;
    int t13;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:14 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t4 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t4);
            __m512i b_v = _mm512_loadu_si512(b + t4);
            __m512i t5 = _mm512_max_epi32(a_v, b_v);
            _mm512_storeu_si512(c + t4, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512i b_v_1 = _mm512_loadu_si512(b + t6);
            __m512i t7 = _mm512_max_epi32(a_v_1, b_v_1);
            _mm512_storeu_si512(c + t6, t7);
            i_vec += 32L;
        } while (i_vec < t3);
        t8 = (int)t3;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        do {
            long t11 = (long)(int)((long)t8 + i_vec_1);
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __m512i t12 = _mm512_max_epi32(a_v_2, b_v_2);
            _mm512_storeu_si512(c + t11, t12);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t13 = (int)((long)t8 + t10);
    } else {
        t13 = t8;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L)) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        long t17 = (long)(int)(long)t13;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t16, a + t17);
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t16, b + t17);
        __mmask16 t18 = _mm512_cmp_epi32_mask(a_v_3, b_v_3, _MM_CMPINT_NLE);
        __mmask16 t19 = _knot_mask16(t18);
        __mmask16 t20 = _kand_mask16(t16, t19);
        __m512i t21 = _mm512_mask_blend_epi32(t20, a_v_3, b_v_3);
        _mm512_mask_storeu_epi32(c + t17, t16, t21);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        int *t23 = c + t22;
        int t1 = a[t22];
        int t24 = b[t22];
        if (t1 <= t24) {
            t1 = t24;
        }
        *t23 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:19 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __m512i t4 = _mm512_and_si512(a_v, _mm512_set1_epi32(1));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t6 = _mm512_mask_blend_epi32(t5, _mm512_set1_epi32(2), _mm512_set1_epi32(1));
            __m512i t7 = (__m512i)((vcc_v16_int)a_v / (vcc_v16_int)t6);
            __m512i t8 = a_v;
            __m512i t9 = _mm512_set1_epi32(3);
            __m512i t10 = _mm512_mullo_epi32(t8, t9);
            __m512i t11 = t10;
            __mmask16 t12 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t13 = _mm512_mask_blend_epi32(t12, t7, t11);
            _mm512_storeu_si512(c + t3, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)(int)(long)t14;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t17, a + t18);
        __m512i t19 = _mm512_and_si512(a_v_1, _mm512_set1_epi32(1));
        __mmask16 t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t21 = _knot_mask16(t20);
        __mmask16 t22 = _kand_mask16(t17, t21);
        __m512i t23 = _mm512_mask_blend_epi32(t22, _mm512_set1_epi32(1), _mm512_set1_epi32(2));
        __m512i t24 = (__m512i)((vcc_v16_int)a_v_1 / (vcc_v16_int)t23);
        __m512i t25 = a_v_1;
        __m512i t26 = _mm512_set1_epi32(3);
        __m512i t27 = _mm512_mullo_epi32(t25, t26);
        __m512i t28 = t27;
        __mmask16 t29 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __m512i t30 = _mm512_mask_blend_epi32(t29, t24, t28);
        _mm512_mask_storeu_epi32(c + t18, t17, t30);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t32 = a[t31];
        if (t32 & 1) {
            c[t31] = t32 * 3;
        } else {
            c[t31] = t32 / 2;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_above(int n, const int *a, int t) {
    vcc_no_contract_body
    int t5;
    int t6;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t_v = _mm512_set1_epi32((int)t);
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi32(0);
        /* vcc: loop at cond.c:29 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + (int)i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, t_v, _MM_CMPINT_NLE);
            __m512i t4 = a_v;
            __m512i s_v_1 = _mm512_add_epi32(s_v, t4);
            s_v = _mm512_mask_blend_epi32(t3, s_v, s_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v), _mm512_extracti64x4_epi64(s_v, 1)));
    } else {
        t5 = 0;
        t6 = 0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i t_v_1 = _mm512_set1_epi32((int)t);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (int)(long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, t_v_1, _MM_CMPINT_NLE);
        __mmask16 t11 = _kand_mask16(t9, t10);
        __m512i t12 = a_v_1;
        __m512i s_v_2 = _mm512_add_epi32(_mm512_set1_epi32(0), t12);
        __m512i t13 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), s_v_2);
        __m512i s_v_3 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t13);
        i = (int)((long)t5 + t7);
        s = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1))));
    } else {
        i = t5;
        s = t6;
    }
    for (; i < n; i++, s = s_1) {
        int t14 = a[i];
        if (t14 > t) {
            s_1 = s + t14;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    int t21;
    int t33;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 a_v = _mm512_loadu_ps(a + t3);
            __mmask16 t4 = _mm512_cmp_ps_mask(a_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t5 = _knot_mask16(t4);
            __m512 t6 = _mm512_xor_ps(a_v, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t3 * 4UL), t5, t6);
            __mmask16 t7 = _mm512_cmp_ps_mask(a_v, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t8 = _knot_mask16(t7);
            __mmask16 t9 = _kand_mask16(t4, t8);
            __m512 t10 = _mm512_mul_ps(a_v, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t3 * 4UL), t9, t10);
            __mmask16 t11 = _kand_mask16(t4, t7);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t3 * 4UL), t11, _mm512_set1_ps(100.0f));
            long t12 = (long)(int)(i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(a + t12);
            __mmask16 t13 = _mm512_cmp_ps_mask(a_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t14 = _knot_mask16(t13);
            __m512 t15 = _mm512_xor_ps(a_v_1, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t12 * 4UL), t14, t15);
            __mmask16 t16 = _mm512_cmp_ps_mask(a_v_1, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t17 = _knot_mask16(t16);
            __mmask16 t18 = _kand_mask16(t13, t17);
            __m512 t19 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t12 * 4UL), t18, t19);
            __mmask16 t20 = _kand_mask16(t13, t16);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t12 * 4UL), t20, _mm512_set1_ps(100.0f));
            i_vec += 32L;
        } while (i_vec < t2);
        t21 = (int)t2;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long i_vec_1 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + i_vec_1);
            __m512 a_v_2 = _mm512_loadu_ps(a + t24);
            __mmask16 t25 = _mm512_cmp_ps_mask(a_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t26 = _knot_mask16(t25);
            __m512 t27 = _mm512_xor_ps(a_v_2, _mm512_set1_ps(-0.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t24 * 4UL), t26, t27);
            __mmask16 t28 = _mm512_cmp_ps_mask(a_v_2, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t29 = _knot_mask16(t28);
            __mmask16 t30 = _kand_mask16(t25, t29);
            __m512 t31 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t24 * 4UL), t30, t31);
            __mmask16 t32 = _kand_mask16(t25, t28);
            _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t24 * 4UL), t32, _mm512_set1_ps(100.0f));
            i_vec_1 += 16L;
        } while (i_vec_1 < t23);
        t33 = (int)((long)t21 + t23);
    } else {
        t33 = t21;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 16L)) {
        __m512i t35 = _mm512_set1_epi32((int)(int)t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t35, _MM_CMPINT_LT);
        long t37 = (long)(int)(long)t33;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t36, a + t37);
        __mmask16 t38 = _mm512_cmp_ps_mask(a_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t39 = _knot_mask16(t38);
        __mmask16 t40 = _kand_mask16(t36, t39);
        __m512 t41 = _mm512_xor_ps(a_v_3, _mm512_set1_ps(-0.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t37 * 4UL), t40, t41);
        __mmask16 t42 = _kand_mask16(t36, t38);
        __mmask16 t43 = _mm512_cmp_ps_mask(a_v_3, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
        __mmask16 t44 = _knot_mask16(t43);
        __mmask16 t45 = _kand_mask16(t42, t44);
        __m512 t46 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t37 * 4UL), t45, t46);
        __mmask16 t47 = _kand_mask16(t42, t43);
        _mm512_mask_storeu_ps((float *)((unsigned long)c + (unsigned long)t37 * 4UL), t47, _mm512_set1_ps(100.0f));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_no_contract_body
    int t18;
    int t29;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at cond.c:49 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i i_v_2 = i_v;
            __mmask16 t5 = _mm512_cmp_epi32_mask(i_v_2, k_v, _MM_CMPINT_LT);
            long t6 = (long)(int)i_vec;
            __m512i b_v = _mm512_maskz_loadu_epi32(t5, (const int *)((unsigned long)b + (unsigned long)t6 * 4UL));
            __m512i t7 = b_v;
            __m512i t8 = _mm512_set1_epi32(1);
            __m512i t9 = _mm512_add_epi32(t7, t8);
            __m512i t10 = t9;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t6 * 4UL), t5, t10);
            __m512i t11 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            __m512i i_v_3 = t11;
            __mmask16 t12 = _mm512_cmp_epi32_mask(i_v_3, k_v, _MM_CMPINT_LT);
            long t13 = (long)(int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_maskz_loadu_epi32(t12, (const int *)((unsigned long)b + (unsigned long)t13 * 4UL));
            __m512i t14 = b_v_1;
            __m512i t15 = _mm512_set1_epi32(1);
            __m512i t16 = _mm512_add_epi32(t14, t15);
            __m512i t17 = t16;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t13 * 4UL), t12, t17);
            i_vec += 32L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        __m512i t21 = _mm512_set1_epi32((int)t18);
        __m512i t22 = t21;
        __m512i i_v_1 = _mm512_add_epi32(t22, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        do {
            __m512i i_v_4 = i_v_1;
            __mmask16 t23 = _mm512_cmp_epi32_mask(i_v_4, k_v_1, _MM_CMPINT_LT);
            long t24 = (long)(int)((long)t18 + i_vec_1);
            __m512i b_v_2 = _mm512_maskz_loadu_epi32(t23, (const int *)((unsigned long)b + (unsigned long)t24 * 4UL));
            __m512i t25 = b_v_2;
            __m512i t26 = _mm512_set1_epi32(1);
            __m512i t27 = _mm512_add_epi32(t25, t26);
            __m512i t28 = t27;
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t24 * 4UL), t23, t28);
            i_vec_1 += 16L;
            i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t20);
        t29 = (int)((long)t18 + t20);
    } else {
        t29 = t18;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        __m512i t31 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        __m512i t33 = _mm512_set1_epi32((int)t29);
        __m512i t34 = t33;
        __m512i t35 = _mm512_add_epi32(t34, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i i_v_5 = t35;
        __mmask16 t36 = _mm512_cmp_epi32_mask(i_v_5, k_v_2, _MM_CMPINT_LT);
        __mmask16 t37 = _kand_mask16(t32, t36);
        long t38 = (long)(int)(long)t29;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t37, (const int *)((unsigned long)b + (unsigned long)t38 * 4UL));
        __m512i t39 = b_v_3;
        __m512i t40 = _mm512_set1_epi32(1);
        __m512i t41 = _mm512_add_epi32(t39, t40);
        __m512i t42 = t41;
        _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t38 * 4UL), t37, t42);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t43 = (long)i;
            c[t43] = b[t43] + 1;
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
