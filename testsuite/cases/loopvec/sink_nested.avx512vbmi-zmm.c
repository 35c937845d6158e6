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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=6 avx2=5 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=3 sse2=6 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
#include "harness.h"

/* Stores to one element on every path through an if/else nest, sunk into the join as one
   store of the value the path chose (transform/sink_stores.rs): the vector loop stores a
   blend, unmasked, where it wrote one masked store per path. Paths that do not store, or
   store elsewhere, keep their masked stores. */

/* Nested conditions, three paths (the coverage loop cf_nested_if). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void nested3(int n, float *restrict a, const float *b, const float *c, const float *d, const float *e) {
    vcc_no_contract_body
    int t24;
    int t38;
    int i;
    float t57;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 c_v = _mm512_loadu_ps(c + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(c_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t4 = _knot_mask16(t3);
            __m512 d_v = _mm512_maskz_loadu_ps(t4, (const float *)((unsigned long)d + (unsigned long)i_vec * 4UL));
            __m512 e_v = _mm512_maskz_loadu_ps(t3, (const float *)((unsigned long)e + (unsigned long)i_vec * 4UL));
            __mmask16 t5 = _mm512_cmp_ps_mask(e_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t6 = _knot_mask16(t5);
            __mmask16 t7 = _kand_mask16(t3, t6);
            __m512 b_v = _mm512_maskz_loadu_ps(t7, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL));
            __m512 t8 = _mm512_add_ps(b_v, c_v);
            __mmask16 t9 = _kand_mask16(t3, t5);
            __m512 b_v_1 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL));
            __m512 t10 = _mm512_mul_ps(b_v_1, c_v);
            __m512 t11 = _mm512_mask_blend_ps(t9, d_v, t10);
            __m512 t12 = _mm512_mask_blend_ps(t7, t11, t8);
            _mm512_storeu_ps(a + i_vec, t12);
            long t13 = i_vec + 16L;
            __m512 c_v_1 = _mm512_loadu_ps(c + t13);
            __mmask16 t14 = _mm512_cmp_ps_mask(c_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t15 = _knot_mask16(t14);
            __m512 d_v_1 = _mm512_maskz_loadu_ps(t15, (const float *)((unsigned long)d + (unsigned long)t13 * 4UL));
            __m512 e_v_1 = _mm512_maskz_loadu_ps(t14, (const float *)((unsigned long)e + (unsigned long)t13 * 4UL));
            __mmask16 t16 = _mm512_cmp_ps_mask(e_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t17 = _knot_mask16(t16);
            __mmask16 t18 = _kand_mask16(t14, t17);
            __m512 b_v_2 = _mm512_maskz_loadu_ps(t18, (const float *)((unsigned long)b + (unsigned long)t13 * 4UL));
            __m512 t19 = _mm512_add_ps(b_v_2, c_v_1);
            __mmask16 t20 = _kand_mask16(t14, t16);
            __m512 b_v_3 = _mm512_maskz_loadu_ps(t20, (const float *)((unsigned long)b + (unsigned long)t13 * 4UL));
            __m512 t21 = _mm512_mul_ps(b_v_3, c_v_1);
            __m512 t22 = _mm512_mask_blend_ps(t20, d_v_1, t21);
            __m512 t23 = _mm512_mask_blend_ps(t18, t22, t19);
            _mm512_storeu_ps(a + t13, t23);
            i_vec += 32L;
        } while (i_vec < t2);
        t24 = (int)t2;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 16L) {
        long t26 = t25 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t27 = (long)t24 + i_vec_1;
            __m512 c_v_2 = _mm512_loadu_ps(c + t27);
            __mmask16 t28 = _mm512_cmp_ps_mask(c_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t29 = _knot_mask16(t28);
            __m512 d_v_2 = _mm512_maskz_loadu_ps(t29, (const float *)((unsigned long)d + (unsigned long)t27 * 4UL));
            __m512 e_v_2 = _mm512_maskz_loadu_ps(t28, (const float *)((unsigned long)e + (unsigned long)t27 * 4UL));
            __mmask16 t30 = _mm512_cmp_ps_mask(e_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __mmask16 t31 = _knot_mask16(t30);
            __mmask16 t32 = _kand_mask16(t28, t31);
            __m512 b_v_4 = _mm512_maskz_loadu_ps(t32, (const float *)((unsigned long)b + (unsigned long)t27 * 4UL));
            __m512 t33 = _mm512_add_ps(b_v_4, c_v_2);
            __mmask16 t34 = _kand_mask16(t28, t30);
            __m512 b_v_5 = _mm512_maskz_loadu_ps(t34, (const float *)((unsigned long)b + (unsigned long)t27 * 4UL));
            __m512 t35 = _mm512_mul_ps(b_v_5, c_v_2);
            __m512 t36 = _mm512_mask_blend_ps(t34, d_v_2, t35);
            __m512 t37 = _mm512_mask_blend_ps(t32, t36, t33);
            _mm512_storeu_ps(a + t27, t37);
            i_vec_1 += 16L;
        } while (i_vec_1 < t26);
        t38 = (int)((long)t24 + t26);
    } else {
        t38 = t24;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 16L)) {
        __m512i t40 = _mm512_set1_epi32((int)(int)t39);
        __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
        long t42 = (long)t38;
        __m512 c_v_3 = _mm512_maskz_loadu_ps(t41, c + t42);
        __mmask16 t43 = _mm512_cmp_ps_mask(c_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t44 = _knot_mask16(t43);
        __mmask16 t45 = _kand_mask16(t41, t44);
        __m512 d_v_3 = _mm512_maskz_loadu_ps(t45, (const float *)((unsigned long)d + (unsigned long)t42 * 4UL));
        __mmask16 t46 = _kand_mask16(t41, t43);
        __m512 e_v_3 = _mm512_maskz_loadu_ps(t46, (const float *)((unsigned long)e + (unsigned long)t42 * 4UL));
        __mmask16 t47 = _mm512_cmp_ps_mask(e_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t48 = _knot_mask16(t47);
        __mmask16 t49 = _kand_mask16(t46, t48);
        __m512 b_v_6 = _mm512_maskz_loadu_ps(t49, (const float *)((unsigned long)b + (unsigned long)t42 * 4UL));
        __m512 t50 = _mm512_add_ps(b_v_6, c_v_3);
        __mmask16 t51 = _kand_mask16(t46, t47);
        __m512 b_v_7 = _mm512_maskz_loadu_ps(t51, (const float *)((unsigned long)b + (unsigned long)t42 * 4UL));
        __m512 t52 = _mm512_mul_ps(b_v_7, c_v_3);
        __m512 t53 = _mm512_mask_blend_ps(t51, d_v_3, t52);
        __m512 t54 = _mm512_mask_blend_ps(t49, t53, t50);
        _mm512_mask_storeu_ps(a + t42, t41, t54);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    while (i < n) {
        long t55 = (long)i;
        float t56 = c[t55];
        if (t56 > 0.0f) {
            if (e[t55] > 0.0f) {
                t57 = b[t55] * t56;
            } else {
                t57 = b[t55] + t56;
            }
        } else {
            t57 = d[t55];
        }
        a[t55] = t57;
        i++;
    }
}

/* An else-if chain of four paths. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void chain4(int n, int *restrict a, const int *x) {
    vcc_no_contract_body
    int t18;
    int i;
    int t40;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:26 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i v_v = _mm512_loadu_si512(x + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(v_v, _mm512_set1_epi32(-100), _MM_CMPINT_LT);
            __mmask16 t4 = _knot_mask16(t3);
            __mmask16 t5 = _mm512_cmp_epi32_mask(v_v, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            __mmask16 t6 = _knot_mask16(t5);
            __mmask16 t7 = _kand_mask16(t4, t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(v_v, _mm512_set1_epi32(100), _MM_CMPINT_LT);
            __mmask16 t9 = _knot_mask16(t8);
            __mmask16 t10 = _kand_mask16(t7, t9);
            __mmask16 t11 = _kand_mask16(t7, t8);
            __m512i t12 = _mm512_add_epi32(v_v, _mm512_set1_epi32(1));
            __mmask16 t13 = _kand_mask16(t4, t5);
            __m512i t14 = _mm512_mullo_epi32(v_v, _mm512_set1_epi32(2));
            __m512i t15 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(-100), t14);
            __m512i t16 = _mm512_mask_blend_epi32(t11, t15, t12);
            __m512i t17 = _mm512_mask_blend_epi32(t10, t16, _mm512_set1_epi32(100));
            _mm512_storeu_si512(a + i_vec, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        long t22 = (long)t18;
        __m512i v_v_1 = _mm512_maskz_loadu_epi32(t21, x + t22);
        __mmask16 t23 = _mm512_cmp_epi32_mask(v_v_1, _mm512_set1_epi32(-100), _MM_CMPINT_LT);
        __mmask16 t24 = _knot_mask16(t23);
        __mmask16 t25 = _kand_mask16(t21, t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(v_v_1, _mm512_set1_epi32(0), _MM_CMPINT_LT);
        __mmask16 t27 = _knot_mask16(t26);
        __mmask16 t28 = _kand_mask16(t25, t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(v_v_1, _mm512_set1_epi32(100), _MM_CMPINT_LT);
        __mmask16 t30 = _knot_mask16(t29);
        __mmask16 t31 = _kand_mask16(t28, t30);
        __mmask16 t32 = _kand_mask16(t28, t29);
        __m512i t33 = _mm512_add_epi32(v_v_1, _mm512_set1_epi32(1));
        __mmask16 t34 = _kand_mask16(t25, t26);
        __m512i t35 = _mm512_mullo_epi32(v_v_1, _mm512_set1_epi32(2));
        __m512i t36 = _mm512_mask_blend_epi32(t34, _mm512_set1_epi32(-100), t35);
        __m512i t37 = _mm512_mask_blend_epi32(t32, t36, t33);
        __m512i t38 = _mm512_mask_blend_epi32(t31, t37, _mm512_set1_epi32(100));
        _mm512_mask_storeu_epi32(a + t22, t21, t38);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    while (i < n) {
        long t39 = (long)i;
        int v = x[t39];
        if (v < -100) {
            t40 = -100;
        } else if (v < 0) {
            t40 = v * 2;
        } else if (v < 100) {
            t40 = v + 1;
        } else {
            t40 = 100;
        }
        a[t39] = t40;
        i++;
    }
}

/* Two elements on every path, in the same order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void two_each(int n, int *restrict a, int *restrict b, const int *x) {
    vcc_no_contract_body
    int t33;
    int t51;
    int i;
    int t72;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i v_v = _mm512_loadu_si512(x + i_vec);
            __m512i t4 = _mm512_and_si512(v_v, _mm512_set1_epi32(1));
            __m512i t5 = _mm512_srai_epi32(v_v, 1);
            __mmask16 t6 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t7 = _mm512_and_si512(v_v, _mm512_set1_epi32(2));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t9 = _knot_mask16(t8);
            __mmask16 t10 = _kand_mask16(t6, t9);
            __m512i t11 = _mm512_sub_epi32(_mm512_setzero_si512(), v_v);
            __mmask16 t12 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t13 = _kand_mask16(t6, t12);
            __m512i t14 = _mm512_mask_blend_epi32(t13, t5, v_v);
            __m512i t15 = _mm512_mask_blend_epi32(t10, t14, t11);
            __m512i t16 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(3), _mm512_set1_epi32(1));
            __m512i t17 = _mm512_mask_blend_epi32(t10, t16, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + i_vec, t15);
            _mm512_storeu_si512(b + i_vec, t17);
            long t18 = i_vec + 16L;
            __m512i v_v_1 = _mm512_loadu_si512(x + t18);
            __m512i t19 = _mm512_and_si512(v_v_1, _mm512_set1_epi32(1));
            __m512i t20 = _mm512_srai_epi32(v_v_1, 1);
            __mmask16 t21 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t22 = _mm512_and_si512(v_v_1, _mm512_set1_epi32(2));
            __mmask16 t23 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t24 = _knot_mask16(t23);
            __mmask16 t25 = _kand_mask16(t21, t24);
            __m512i t26 = _mm512_sub_epi32(_mm512_setzero_si512(), v_v_1);
            __mmask16 t27 = _mm512_cmp_epi32_mask(t22, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t28 = _kand_mask16(t21, t27);
            __m512i t29 = _mm512_mask_blend_epi32(t28, t20, v_v_1);
            __m512i t30 = _mm512_mask_blend_epi32(t25, t29, t26);
            __m512i t31 = _mm512_mask_blend_epi32(t28, _mm512_set1_epi32(3), _mm512_set1_epi32(1));
            __m512i t32 = _mm512_mask_blend_epi32(t25, t31, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + t18, t30);
            _mm512_storeu_si512(b + t18, t32);
            i_vec += 32L;
        } while (i_vec < t3);
        t33 = (int)t3;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 16L) {
        long t35 = t34 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:41 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t36 = (long)t33 + i_vec_1;
            __m512i v_v_2 = _mm512_loadu_si512(x + t36);
            __m512i t37 = _mm512_and_si512(v_v_2, _mm512_set1_epi32(1));
            __m512i t38 = _mm512_srai_epi32(v_v_2, 1);
            __mmask16 t39 = _mm512_cmp_epi32_mask(t37, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t40 = _mm512_and_si512(v_v_2, _mm512_set1_epi32(2));
            __mmask16 t41 = _mm512_cmp_epi32_mask(t40, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t42 = _knot_mask16(t41);
            __mmask16 t43 = _kand_mask16(t39, t42);
            __m512i t44 = _mm512_sub_epi32(_mm512_setzero_si512(), v_v_2);
            __mmask16 t45 = _mm512_cmp_epi32_mask(t40, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t46 = _kand_mask16(t39, t45);
            __m512i t47 = _mm512_mask_blend_epi32(t46, t38, v_v_2);
            __m512i t48 = _mm512_mask_blend_epi32(t43, t47, t44);
            __m512i t49 = _mm512_mask_blend_epi32(t46, _mm512_set1_epi32(3), _mm512_set1_epi32(1));
            __m512i t50 = _mm512_mask_blend_epi32(t43, t49, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + t36, t48);
            _mm512_storeu_si512(b + t36, t50);
            i_vec_1 += 16L;
        } while (i_vec_1 < t35);
        t51 = (int)((long)t33 + t35);
    } else {
        t51 = t33;
    }
    long t52 = (long)n + (long)t51 * -1L;
    if ((t52 >= 1L) & (t52 <= 16L)) {
        __m512i t53 = _mm512_set1_epi32((int)(int)t52);
        __mmask16 t54 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t53, _MM_CMPINT_LT);
        long t55 = (long)t51;
        __m512i v_v_3 = _mm512_maskz_loadu_epi32(t54, x + t55);
        __m512i t56 = _mm512_and_si512(v_v_3, _mm512_set1_epi32(1));
        __m512i t57 = _mm512_srai_epi32(v_v_3, 1);
        __mmask16 t58 = _mm512_cmp_epi32_mask(t56, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t59 = _kand_mask16(t54, t58);
        __m512i t60 = _mm512_and_si512(v_v_3, _mm512_set1_epi32(2));
        __mmask16 t61 = _mm512_cmp_epi32_mask(t60, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t62 = _knot_mask16(t61);
        __mmask16 t63 = _kand_mask16(t59, t62);
        __m512i t64 = _mm512_sub_epi32(_mm512_setzero_si512(), v_v_3);
        __mmask16 t65 = _mm512_cmp_epi32_mask(t60, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t66 = _kand_mask16(t59, t65);
        __m512i t67 = _mm512_mask_blend_epi32(t66, t57, v_v_3);
        __m512i t68 = _mm512_mask_blend_epi32(t63, t67, t64);
        __m512i t69 = _mm512_mask_blend_epi32(t66, _mm512_set1_epi32(3), _mm512_set1_epi32(1));
        __m512i t70 = _mm512_mask_blend_epi32(t63, t69, _mm512_set1_epi32(2));
        _mm512_mask_storeu_epi32(a + t55, t54, t68);
        _mm512_mask_storeu_epi32(b + t55, t54, t70);
        i = (int)((long)t51 + t52);
    } else {
        i = t51;
    }
    while (i < n) {
        long t71 = (long)i;
        int t1 = x[t71];
        if (t1 & 1) {
            if (t1 & 2) {
                t72 = 1;
            } else {
                t1 = -t1;
                t72 = 2;
            }
        } else {
            t1 >>= 1;
            t72 = 3;
        }
        a[t71] = t1;
        b[t71] = t72;
        i++;
    }
}

/* One path stores nothing: a[i] keeps its value there. Two masked stores: scalar on avx2 with
   the generic tune (microcode on Zen), vectorized with --tune=sapphirerapids. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void some_paths(int n, int *restrict a, const int *x) {
    vcc_no_contract_body
    int t12;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:61 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i v_v = _mm512_loadu_si512(x + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(v_v, _mm512_set1_epi32(50), _MM_CMPINT_NLE);
            __mmask16 t4 = _knot_mask16(t3);
            __mmask16 t5 = _mm512_cmp_epi32_mask(v_v, _mm512_set1_epi32(-50), _MM_CMPINT_LT);
            __mmask16 t6 = _kand_mask16(t4, t5);
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t6, _mm512_set1_epi32(2));
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3, _mm512_set1_epi32(1));
            long t7 = i_vec + 16L;
            __m512i v_v_1 = _mm512_loadu_si512(x + t7);
            __mmask16 t8 = _mm512_cmp_epi32_mask(v_v_1, _mm512_set1_epi32(50), _MM_CMPINT_NLE);
            __mmask16 t9 = _knot_mask16(t8);
            __mmask16 t10 = _mm512_cmp_epi32_mask(v_v_1, _mm512_set1_epi32(-50), _MM_CMPINT_LT);
            __mmask16 t11 = _kand_mask16(t9, t10);
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t7 * 4UL), t11, _mm512_set1_epi32(2));
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t7 * 4UL), t8, _mm512_set1_epi32(1));
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:61 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m512i v_v_2 = _mm512_loadu_si512(x + t15);
            __mmask16 t16 = _mm512_cmp_epi32_mask(v_v_2, _mm512_set1_epi32(50), _MM_CMPINT_NLE);
            __mmask16 t17 = _knot_mask16(t16);
            __mmask16 t18 = _mm512_cmp_epi32_mask(v_v_2, _mm512_set1_epi32(-50), _MM_CMPINT_LT);
            __mmask16 t19 = _kand_mask16(t17, t18);
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t15 * 4UL), t19, _mm512_set1_epi32(2));
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t15 * 4UL), t16, _mm512_set1_epi32(1));
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        t20 = (int)((long)t12 + t14);
    } else {
        t20 = t12;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)t20;
        __m512i v_v_3 = _mm512_maskz_loadu_epi32(t23, x + t24);
        __mmask16 t25 = _mm512_cmp_epi32_mask(v_v_3, _mm512_set1_epi32(50), _MM_CMPINT_NLE);
        __mmask16 t26 = _knot_mask16(t25);
        __mmask16 t27 = _kand_mask16(t23, t26);
        __mmask16 t28 = _mm512_cmp_epi32_mask(v_v_3, _mm512_set1_epi32(-50), _MM_CMPINT_LT);
        __mmask16 t29 = _kand_mask16(t27, t28);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t24 * 4UL), t29, _mm512_set1_epi32(2));
        __mmask16 t30 = _kand_mask16(t23, t25);
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t24 * 4UL), t30, _mm512_set1_epi32(1));
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int v = x[t31];
        if (v > 50) {
            a[t31] = 1;
        } else if (v < -50) {
            a[t31] = 2;
        }
    }
}

/* The paths store to different elements. */
void other_elements(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        if (x[i] > 0)
            a[2 * i] = x[i];
        else
            a[2 * i + 1] = -x[i];
    }
}

/* A store before the last one on a side, to what the other side reads. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_then_read(int n, int *restrict a, int *restrict b, const int *x) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    int t38;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:82 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(x_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t4 = _knot_mask16(t3);
            __m512i b_v = _mm512_maskz_loadu_epi32(t4, (int *)((unsigned long)b + (unsigned long)i_vec * 4UL));
            __m512i t5 = _mm512_sub_epi32(b_v, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3, x_v);
            __m512i b_v_1 = _mm512_maskz_loadu_epi32(t3, (int *)((unsigned long)b + (unsigned long)i_vec * 4UL));
            __m512i t6 = _mm512_add_epi32(b_v_1, _mm512_set1_epi32(1));
            __m512i t7 = _mm512_mask_blend_epi32(t3, t5, t6);
            _mm512_storeu_si512(a + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t8);
            __mmask16 t9 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t10 = _knot_mask16(t9);
            __m512i b_v_2 = _mm512_maskz_loadu_epi32(t10, (int *)((unsigned long)b + (unsigned long)t8 * 4UL));
            __m512i t11 = _mm512_sub_epi32(b_v_2, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t8 * 4UL), t9, x_v_1);
            __m512i b_v_3 = _mm512_maskz_loadu_epi32(t9, (int *)((unsigned long)b + (unsigned long)t8 * 4UL));
            __m512i t12 = _mm512_add_epi32(b_v_3, _mm512_set1_epi32(1));
            __m512i t13 = _mm512_mask_blend_epi32(t9, t11, t12);
            _mm512_storeu_si512(a + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:82 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t17);
            __mmask16 t18 = _mm512_cmp_epi32_mask(x_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t19 = _knot_mask16(t18);
            __m512i b_v_4 = _mm512_maskz_loadu_epi32(t19, (int *)((unsigned long)b + (unsigned long)t17 * 4UL));
            __m512i t20 = _mm512_sub_epi32(b_v_4, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t17 * 4UL), t18, x_v_2);
            __m512i b_v_5 = _mm512_maskz_loadu_epi32(t18, (int *)((unsigned long)b + (unsigned long)t17 * 4UL));
            __m512i t21 = _mm512_add_epi32(b_v_5, _mm512_set1_epi32(1));
            __m512i t22 = _mm512_mask_blend_epi32(t18, t20, t21);
            _mm512_storeu_si512(a + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)t23;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t26, x + t27);
        __mmask16 t28 = _mm512_cmp_epi32_mask(x_v_3, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t29 = _knot_mask16(t28);
        __mmask16 t30 = _kand_mask16(t26, t29);
        __m512i b_v_6 = _mm512_maskz_loadu_epi32(t30, (int *)((unsigned long)b + (unsigned long)t27 * 4UL));
        __m512i t31 = _mm512_sub_epi32(b_v_6, _mm512_set1_epi32(1));
        __mmask16 t32 = _kand_mask16(t26, t28);
        _mm512_mask_storeu_epi32((int *)((unsigned long)b + (unsigned long)t27 * 4UL), t32, x_v_3);
        __m512i b_v_7 = _mm512_maskz_loadu_epi32(t32, (int *)((unsigned long)b + (unsigned long)t27 * 4UL));
        __m512i t33 = _mm512_add_epi32(b_v_7, _mm512_set1_epi32(1));
        __m512i t34 = _mm512_mask_blend_epi32(t28, t31, t33);
        _mm512_mask_storeu_epi32(a + t27, t26, t34);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    while (i < n) {
        long t35 = (long)i;
        int t36 = x[t35];
        if (t36 > 0) {
            int *t37 = b + t35;
            *t37 = t36;
            t38 = *t37 + 1;
        } else {
            t38 = b[t35] - 1;
        }
        a[t35] = t38;
        i++;
    }
}

/* Through a pointer computed on each side. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void via_pointer(int n, short *restrict a, const short *x) {
    vcc_no_contract_body
    int i;
    short t12;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:94 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(x_v);
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            __m512i t5 = (__m512i)((vcc_v16_int)t3 / (vcc_v16_int)_mm512_set1_epi32(2));
            __m256i t6 = _mm512_cvtepi32_epi16(t5);
            __m512i t7 = _mm512_sub_epi32(_mm512_setzero_si512(), t3);
            __m256i t8 = _mm512_cvtepi32_epi16(t7);
            __m256i t9 = _mm256_mask_blend_epi16(t4, t6, t8);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t10 = (long)i;
        int t11 = (int)x[t10];
        if (t11 < 0) {
            t12 = (short)-t11;
        } else {
            t12 = (short)(t11 / 2);
        }
        a[t10] = t12;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t7;
    int t10;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fc = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fd = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fe = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *x = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t2 = 2 * n;
        int *w = (int *)(_mm256_zeroupper(), new_array(t2, 4UL));
        short *sa = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *sx = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            fb[t3] = (float)((int)((_mm256_zeroupper(), next_rand()) % 200U) - 100) * 0.25f;
            fc[t3] = (float)((int)((_mm256_zeroupper(), next_rand()) % 200U) - 100) * 0.5f;
            fd[t3] = (float)(int)((_mm256_zeroupper(), next_rand()) % 50U);
            fe[t3] = (float)((int)((_mm256_zeroupper(), next_rand()) % 20U) - 10);
            x[t3] = (int)((_mm256_zeroupper(), next_rand()) % 400U) - 200;
            int t4 = (int)((_mm256_zeroupper(), next_rand()) % 1000U);
            b[t3] = t4;
            a[t3] = t4;
            sx[t3] = (short)((_mm256_zeroupper(), next_rand()) % 65536U);
            sa[t3] = (short)0;
        }
        long t5 = (long)n * 2L;
        if (t5 >= 64L) {
            long t6 = t5 & -64L;
            long i_vec = 0L;
            /* vcc: loop at sink_nested.c:123 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            do {
                _mm512_storeu_si512(w + i_vec, _mm512_set1_epi32(7));
                _mm512_storeu_si512(w + (i_vec + 16L), _mm512_set1_epi32(7));
                _mm512_storeu_si512(w + (i_vec + 32L), _mm512_set1_epi32(7));
                _mm512_storeu_si512(w + (i_vec + 48L), _mm512_set1_epi32(7));
                i_vec += 64L;
            } while (i_vec < t6);
            t7 = (int)t6;
        } else {
            t7 = 0;
        }
        long t8 = (long)n * 2L + (long)t7 * -1L;
        if (t8 >= 16L) {
            long t9 = t8 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at sink_nested.c:123 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                _mm512_storeu_si512(w + ((long)t7 + i_vec_1), _mm512_set1_epi32(7));
                i_vec_1 += 16L;
            } while (i_vec_1 < t9);
            t10 = (int)((long)t7 + t9);
        } else {
            t10 = t7;
        }
        long t11 = (long)n * 2L + (long)t10 * -1L;
        if ((t11 >= 1L) & (t11 <= 16L)) {
            __m512i t12 = _mm512_set1_epi32((int)(int)t11);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
            _mm512_mask_storeu_epi32(w + (long)t10, t13, _mm512_set1_epi32(7));
            i_1 = (int)((long)t10 + t11);
        } else {
            i_1 = t10;
        }
        for (; i_1 < t2; i_1++) {
            w[i_1] = 7;
        }
        nested3(n, fa, fb, fc, fd, fe);
        unsigned long t14 = (unsigned long)n;
        unsigned long t15 = t14 * 4UL;
        printf("n=%d nested3 %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t15)));
        const int *t16 = x;
        chain4(n, a, t16);
        const void *t17 = (const void *)a;
        printf("n=%d chain4 %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t17, t15)));
        two_each(n, a, b, t16);
        const void *t18 = (const void *)b;
        unsigned long t19 = (_mm256_zeroupper(), hash_bytes(t18, t15));
        printf("n=%d two_each %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t17, t15)), (unsigned long long)t19);
        some_paths(n, a, t16);
        printf("n=%d some_paths %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t17, t15)));
        (_mm256_zeroupper(), other_elements(n, w, t16));
        printf("n=%d other_elements %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)w, (unsigned long)t2 * 4UL)));
        store_then_read(n, a, b, t16);
        unsigned long t20 = (_mm256_zeroupper(), hash_bytes(t18, t15));
        printf("n=%d store_then_read %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t17, t15)), (unsigned long long)t20);
        via_pointer(n, sa, sx);
        printf("n=%d via_pointer %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t14 * 2UL)));
        free((void *)fa);
        free((void *)fb);
        free((void *)fc);
        free((void *)fd);
        free((void *)fe);
        free((void *)a);
        free((void *)b);
        free((void *)x);
        free((void *)w);
        free((void *)sa);
        free((void *)sx);
    }
}
