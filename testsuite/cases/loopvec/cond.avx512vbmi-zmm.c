/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_positive(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:8 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3, a_v);
            long t4 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t4);
            __mmask16 t5 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t4 * 4UL), t5, a_v_1);
            long t6 = i_vec + 32L;
            __m512i a_v_2 = _mm512_loadu_si512(a + t6);
            __mmask16 t7 = _mm512_cmp_epi32_mask(a_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t6 * 4UL), t7, a_v_2);
            long t8 = i_vec + 48L;
            __m512i a_v_3 = _mm512_loadu_si512(a + t8);
            __mmask16 t9 = _mm512_cmp_epi32_mask(a_v_3, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t8 * 4UL), t9, a_v_3);
            i_vec += 64L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:8 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i a_v_4 = _mm512_loadu_si512(a + t13);
            __mmask16 t14 = _mm512_cmp_epi32_mask(a_v_4, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t13 * 4UL), t14, a_v_4);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)t15;
        __m512i a_v_5 = _mm512_maskz_loadu_epi32(t18, a + t19);
        __mmask16 t20 = _mm512_cmp_epi32_mask(a_v_5, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t21 = _kand_mask16(t18, t20);
        _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t19 * 4UL), t21, a_v_5);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        int t23 = a[t22];
        if (t23 > 0) {
            b[t22] = t23;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:14 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_max_epi32(a_v, b_v);
            _mm512_storeu_si512(c + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t6 = _mm512_max_epi32(a_v_1, b_v_1);
            _mm512_storeu_si512(c + t5, t6);
            i_vec += 32L;
        } while (i_vec < t3);
        t7 = (int)t3;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:14 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t7 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t10);
            __m512i b_v_2 = _mm512_loadu_si512(b + t10);
            __m512i t11 = _mm512_max_epi32(a_v_2, b_v_2);
            _mm512_storeu_si512(c + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t7 + t9);
    } else {
        t12 = t7;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        long t16 = (long)t12;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t15, a + t16);
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t15, b + t16);
        __m512i t17 = _mm512_max_epi32(a_v_3, b_v_3);
        _mm512_mask_storeu_epi32(c + t16, t15, t17);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        int *t19 = c + t18;
        int t1 = a[t18];
        int t20 = b[t18];
        if (t1 <= t20) {
            t1 = t20;
        }
        *t19 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    int t8;
    int i;
    int t22;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:19 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_and_si512(a_v, _mm512_set1_epi32(1));
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t5 = (__m512i)((vcc_v16_int)a_v / (vcc_v16_int)_mm512_set1_epi32(2));
            __m512i t6 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            __m512i t7 = _mm512_mask_blend_epi32(t4, t5, t6);
            _mm512_storeu_si512(c + i_vec, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)t8;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t11, a + t12);
        __m512i t13 = _mm512_and_si512(a_v_1, _mm512_set1_epi32(1));
        __mmask16 t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t15 = _knot_mask16(t14);
        __mmask16 t16 = _kand_mask16(t11, t15);
        __m512i t17 = (__m512i)((vcc_v16_int)a_v_1 / (vcc_v16_int)_mm512_set1_epi32(2));
        __m512i t18 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
        __m512i t19 = _mm512_mask_blend_epi32(t16, t18, t17);
        _mm512_mask_storeu_epi32(c + t12, t11, t19);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    while (i < n) {
        long t20 = (long)i;
        int t21 = a[t20];
        if (t21 & 1) {
            t22 = t21 * 3;
        } else {
            t22 = t21 / 2;
        }
        c[t20] = t22;
        i++;
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
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at cond.c:29 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(a_v, t_v, _MM_CMPINT_NLE);
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), a_v);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t5 = 0;
        t6 = 0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i t_v_1 = _mm512_set1_epi32((int)t);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __mmask16 t10 = _mm512_cmp_epi32_mask(a_v_1, t_v_1, _MM_CMPINT_NLE);
        __m512i t11 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), a_v_1);
        __m512i t12 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t11);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t12);
        i = (int)((long)t5 + t7);
        s = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t5;
        s = t6;
    }
    for (; i < n; i++, s = s_1) {
        int t13 = a[i];
        if (t13 > t) {
            s_1 = s + t13;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    int t22;
    int t35;
    int i;
    float t52;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(a_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t4 = _mm512_xor_ps(a_v, _mm512_set1_ps(-0.0f));
            __mmask16 t5 = _mm512_cmp_ps_mask(a_v, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t6 = _knot_mask16(t5);
            __mmask16 t7 = _kand_mask16(t3, t6);
            __m512 t8 = _mm512_mul_ps(a_v, _mm512_set1_ps(2.0f));
            __mmask16 t9 = _kand_mask16(t3, t5);
            __m512 t10 = _mm512_mask_blend_ps(t9, t4, _mm512_set1_ps(100.0f));
            __m512 t11 = _mm512_mask_blend_ps(t7, t10, t8);
            _mm512_storeu_ps(c + i_vec, t11);
            long t12 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t12);
            __mmask16 t13 = _mm512_cmp_ps_mask(a_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t14 = _mm512_xor_ps(a_v_1, _mm512_set1_ps(-0.0f));
            __mmask16 t15 = _mm512_cmp_ps_mask(a_v_1, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t16 = _knot_mask16(t15);
            __mmask16 t17 = _kand_mask16(t13, t16);
            __m512 t18 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(2.0f));
            __mmask16 t19 = _kand_mask16(t13, t15);
            __m512 t20 = _mm512_mask_blend_ps(t19, t14, _mm512_set1_ps(100.0f));
            __m512 t21 = _mm512_mask_blend_ps(t17, t20, t18);
            _mm512_storeu_ps(c + t12, t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 16L) {
        long t24 = t23 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t25);
            __mmask16 t26 = _mm512_cmp_ps_mask(a_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t27 = _mm512_xor_ps(a_v_2, _mm512_set1_ps(-0.0f));
            __mmask16 t28 = _mm512_cmp_ps_mask(a_v_2, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
            __mmask16 t29 = _knot_mask16(t28);
            __mmask16 t30 = _kand_mask16(t26, t29);
            __m512 t31 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(2.0f));
            __mmask16 t32 = _kand_mask16(t26, t28);
            __m512 t33 = _mm512_mask_blend_ps(t32, t27, _mm512_set1_ps(100.0f));
            __m512 t34 = _mm512_mask_blend_ps(t30, t33, t31);
            _mm512_storeu_ps(c + t25, t34);
            i_vec_1 += 16L;
        } while (i_vec_1 < t24);
        t35 = (int)((long)t22 + t24);
    } else {
        t35 = t22;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 16L)) {
        __m512i t37 = _mm512_set1_epi32((int)(int)t36);
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        long t39 = (long)t35;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t38, a + t39);
        __mmask16 t40 = _mm512_cmp_ps_mask(a_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t41 = _mm512_xor_ps(a_v_3, _mm512_set1_ps(-0.0f));
        __mmask16 t42 = _kand_mask16(t38, t40);
        __mmask16 t43 = _mm512_cmp_ps_mask(a_v_3, _mm512_set1_ps(100.0f), _CMP_GT_OQ);
        __mmask16 t44 = _knot_mask16(t43);
        __mmask16 t45 = _kand_mask16(t42, t44);
        __m512 t46 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(2.0f));
        __mmask16 t47 = _kand_mask16(t42, t43);
        __m512 t48 = _mm512_mask_blend_ps(t47, t41, _mm512_set1_ps(100.0f));
        __m512 t49 = _mm512_mask_blend_ps(t45, t48, t46);
        _mm512_mask_storeu_ps(c + t39, t38, t49);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    while (i < n) {
        long t50 = (long)i;
        float t51 = a[t50];
        if (t51 > 0.0f) {
            if (t51 > 100.0f) {
                t52 = 100.0f;
            } else {
                t52 = t51 * 2.0f;
            }
        } else {
            t52 = -t51;
        }
        c[t50] = t52;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at cond.c:49 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __mmask16 t4 = _mm512_cmp_epi32_mask((__m512i)i_v, k_v, _MM_CMPINT_LT);
            __m512i b_v = _mm512_maskz_loadu_epi32(t4, (const int *)((unsigned long)b + (unsigned long)i_vec * 4UL));
            __m512i t5 = _mm512_add_epi32(b_v, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t4, t5);
            long t6 = i_vec + 16L;
            __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, k_v, _MM_CMPINT_LT);
            __m512i b_v_1 = _mm512_maskz_loadu_epi32(t8, (const int *)((unsigned long)b + (unsigned long)t6 * 4UL));
            __m512i t9 = _mm512_add_epi32(b_v_1, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t6 * 4UL), t8, t9);
            i_vec += 32L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        __m512i t13 = _mm512_set1_epi32((int)t10);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:49 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __mmask16 t15 = _mm512_cmp_epi32_mask((__m512i)i_v_1, k_v_1, _MM_CMPINT_LT);
            __m512i b_v_2 = _mm512_maskz_loadu_epi32(t15, (const int *)((unsigned long)b + (unsigned long)t14 * 4UL));
            __m512i t16 = _mm512_add_epi32(b_v_2, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t14 * 4UL), t15, t16);
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        __m512i t21 = _mm512_set1_epi32((int)t17);
        __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t23 = (long)t17;
        __mmask16 t24 = _mm512_cmp_epi32_mask(t22, k_v_2, _MM_CMPINT_LT);
        __mmask16 t25 = _kand_mask16(t20, t24);
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t25, (const int *)((unsigned long)b + (unsigned long)t23 * 4UL));
        __m512i t26 = _mm512_add_epi32(b_v_3, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t23 * 4UL), t25, t26);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t27 = (long)i;
            c[t27] = b[t27] + 1;
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
