/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* `#pragma omp simd private(t)`: `t`, declared before the loop, is a fresh variable in each
   iteration. Written before it is read in every iteration, it carries nothing from one
   iteration to the next once it is in a register, so the loop is vectorized; with a
   `reduction` clause too; and under a condition, where each iteration still sets `t` before
   reading it. A private local array whose every access has a constant index gets one scalar
   per element (`transform/private_arrays.rs`), so it vectorizes like `t`: `pairs_private`,
   `select_private` (four floats set and read under a condition), and `body_array` (declared
   in the body, so private by C's scoping, its initializer read before the body's conditional
   store). `escape_private` passes its array to a call and `outside_private` writes it before
   the loop: both stay scalar, with a remark naming the array. `carry_array` has no pragma, its
   array carries a value from one iteration to the next and is read after the loop: untouched,
   as before. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void poly_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(x + t5);
            __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(0.5f));
            __m512 t8 = _mm512_sub_ps(t7, _mm512_set1_ps(1.0f));
            __m512 t9 = _mm512_mul_ps(t8, t8);
            __m512 t10 = _mm512_add_ps(t9, t8);
            _mm512_storeu_ps(y + t5, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512 t12 = _mm512_loadu_ps(x + t11);
            __m512 t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            __m512 t14 = _mm512_sub_ps(t13, _mm512_set1_ps(1.0f));
            __m512 t15 = _mm512_mul_ps(t14, t14);
            __m512 t16 = _mm512_add_ps(t15, t14);
            _mm512_storeu_ps(y + t11, t16);
            t1 += 32L;
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
            __m512 t21 = _mm512_loadu_ps(x + t20);
            __m512 t22 = _mm512_mul_ps(t21, _mm512_set1_ps(0.5f));
            __m512 t23 = _mm512_sub_ps(t22, _mm512_set1_ps(1.0f));
            __m512 t24 = _mm512_mul_ps(t23, t23);
            __m512 t25 = _mm512_add_ps(t24, t23);
            _mm512_storeu_ps(y + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        long t30 = (long)(int)(long)t26;
        __m512 t31 = _mm512_maskz_loadu_ps(t29, x + t30);
        __m512 t32 = _mm512_mul_ps(t31, _mm512_set1_ps(0.5f));
        __m512 t33 = _mm512_sub_ps(t32, _mm512_set1_ps(1.0f));
        __m512 t34 = _mm512_mul_ps(t33, t33);
        __m512 t35 = _mm512_add_ps(t34, t33);
        _mm512_mask_storeu_ps(y + t30, t29, t35);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        float t = x[t36] * 0.5f - 1.0f;
        y[t36] = t * t + t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float dot_private(int n, const float *restrict x, const float *restrict z) {
    vcc_no_contract_body
    float s;
    int t10;
    float t11;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512 t2 = _mm512_set1_ps(-0.0f);
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(x + t5);
            __m512 t7 = _mm512_loadu_ps(z + t5);
            __m512 t8 = _mm512_sub_ps(t6, t7);
            __m512 t9 = _mm512_mul_ps(t8, t8);
            t2 = _mm512_add_ps(t2, t9);
            t1 += 16L;
        } while (t1 < t4);
        t10 = (int)t4;
        t11 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t2), _mm512_extractf32x8_ps(t2, 1)));
    } else {
        t10 = 0;
        t11 = 0.0f;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)(int)(long)t10;
        __m512 t16 = _mm512_maskz_loadu_ps(t14, x + t15);
        __m512 t17 = _mm512_maskz_loadu_ps(t14, z + t15);
        __m512 t18 = _mm512_sub_ps(t16, t17);
        __m512 t19 = _mm512_mul_ps(t18, t18);
        __m512 t20 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t19);
        __m512 t21 = _mm512_mask_blend_ps(t14, _mm512_set1_ps(-0.0f), t20);
        i = (int)((long)t10 + t12);
        s = t11 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t21), _mm512_extractf32x8_ps(t21, 1)));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float t = x[t22] - z[t22];
        s += t * t;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    vcc_no_contract_body
    int t14;
    int t22;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512i t5 = _mm512_set1_epi32((int)lo);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(x + t6);
            __m512i t8 = _mm512_max_epi32(t5, t7);
            __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + t6, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(x + t10);
            __m512i t12 = _mm512_max_epi32(t5, t11);
            __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + t10, t13);
            t1 += 32L;
        } while (t1 < t4);
        t14 = (int)t4;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        __m512i t17 = _mm512_set1_epi32((int)lo);
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t14 + t2);
            __m512i t19 = _mm512_loadu_si512(x + t18);
            __m512i t20 = _mm512_max_epi32(t17, t19);
            __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + t18, t21);
            t2 += 16L;
        } while (t2 < t16);
        t22 = (int)((long)t14 + t16);
    } else {
        t22 = t14;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        __m512i t26 = _mm512_set1_epi32((int)lo);
        long t27 = (long)(int)(long)t22;
        __m512i t28 = _mm512_maskz_loadu_epi32(t25, x + t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(t28, t26, _MM_CMPINT_LT);
        __mmask16 t30 = _knot_mask16(t29);
        __mmask16 t31 = _kand_mask16(t25, t30);
        __m512i t32 = _mm512_mask_blend_epi32(t31, t26, t28);
        __m512i t33 = t32;
        __m512i t34 = _mm512_set1_epi32(3);
        __m512i t35 = _mm512_mullo_epi32(t33, t34);
        __m512i t36 = t35;
        _mm512_mask_storeu_epi32(y + t27, t25, t36);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        int t = x[t37];
        if (t < lo) {
            t = lo;
        }
        y[t37] = t * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pairs_private(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(x + t5);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(1));
            __m512i t8 = _mm512_sub_epi32(t6, _mm512_set1_epi32(1));
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
            _mm512_storeu_si512(y + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(x + t10);
            __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(1));
            __m512i t13 = _mm512_sub_epi32(t11, _mm512_set1_epi32(1));
            __m512i t14 = _mm512_mullo_epi32(t12, t13);
            _mm512_storeu_si512(y + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512i t19 = _mm512_loadu_si512(x + t18);
            __m512i t20 = _mm512_add_epi32(t19, _mm512_set1_epi32(1));
            __m512i t21 = _mm512_sub_epi32(t19, _mm512_set1_epi32(1));
            __m512i t22 = _mm512_mullo_epi32(t20, t21);
            _mm512_storeu_si512(y + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512i t28 = _mm512_maskz_loadu_epi32(t26, x + t27);
        __m512i t29 = t28;
        __m512i t30 = _mm512_set1_epi32(1);
        __m512i t31 = _mm512_add_epi32(t29, t30);
        __m512i t32 = t31;
        __m512i t33 = t28;
        __m512i t34 = _mm512_set1_epi32(1);
        __m512i t35 = _mm512_sub_epi32(t33, t34);
        __m512i t36 = t35;
        __m512i t37 = t32;
        __m512i t38 = t36;
        __m512i t39 = _mm512_mullo_epi32(t37, t38);
        __m512i t40 = t39;
        _mm512_mask_storeu_epi32(y + t27, t26, t40);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        int t42 = x[t41];
        y[t41] = (t42 + 1) * (t42 - 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void select_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t33;
    int t50;
    int i;
    float w_1;
    float w_2;
    float t75;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(x + t5);
            __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(0.25f));
            __mmask16 t8 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 t9 = _mm512_sub_ps(_mm512_set1_ps(2.0f), t6);
            __m512 t10 = _mm512_sub_ps(t7, _mm512_set1_ps(1.5f));
            __m512 t11 = _mm512_sub_ps(t6, _mm512_set1_ps(2.0f));
            __m512 t12 = _mm512_add_ps(t7, _mm512_set1_ps(1.5f));
            __m512 t13 = _mm512_mask_blend_ps(t8, t10, t12);
            __m512 t14 = _mm512_mask_blend_ps(t8, t9, t11);
            __mmask16 t15 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t16 = _mm512_add_ps(t13, _mm512_set1_ps(1.5f));
            __m512 t17 = _mm512_mul_ps(t14, t13);
            __m512 t18 = _mm512_mask_blend_ps(t15, t16, t17);
            _mm512_storeu_ps(y + t5, t18);
            long t19 = (long)(int)(t1 + 16L);
            __m512 t20 = _mm512_loadu_ps(x + t19);
            __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.25f));
            __mmask16 t22 = _mm512_cmp_ps_mask(t20, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 t23 = _mm512_sub_ps(_mm512_set1_ps(2.0f), t20);
            __m512 t24 = _mm512_sub_ps(t21, _mm512_set1_ps(1.5f));
            __m512 t25 = _mm512_sub_ps(t20, _mm512_set1_ps(2.0f));
            __m512 t26 = _mm512_add_ps(t21, _mm512_set1_ps(1.5f));
            __m512 t27 = _mm512_mask_blend_ps(t22, t24, t26);
            __m512 t28 = _mm512_mask_blend_ps(t22, t23, t25);
            __mmask16 t29 = _mm512_cmp_ps_mask(t20, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t30 = _mm512_add_ps(t27, _mm512_set1_ps(1.5f));
            __m512 t31 = _mm512_mul_ps(t28, t27);
            __m512 t32 = _mm512_mask_blend_ps(t29, t30, t31);
            _mm512_storeu_ps(y + t19, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 16L) {
        long t35 = t34 & -16L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m512 t37 = _mm512_loadu_ps(x + t36);
            __m512 t38 = _mm512_mul_ps(t37, _mm512_set1_ps(0.25f));
            __mmask16 t39 = _mm512_cmp_ps_mask(t37, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 t40 = _mm512_sub_ps(_mm512_set1_ps(2.0f), t37);
            __m512 t41 = _mm512_sub_ps(t38, _mm512_set1_ps(1.5f));
            __m512 t42 = _mm512_sub_ps(t37, _mm512_set1_ps(2.0f));
            __m512 t43 = _mm512_add_ps(t38, _mm512_set1_ps(1.5f));
            __m512 t44 = _mm512_mask_blend_ps(t39, t41, t43);
            __m512 t45 = _mm512_mask_blend_ps(t39, t40, t42);
            __mmask16 t46 = _mm512_cmp_ps_mask(t37, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t47 = _mm512_add_ps(t44, _mm512_set1_ps(1.5f));
            __m512 t48 = _mm512_mul_ps(t45, t44);
            __m512 t49 = _mm512_mask_blend_ps(t46, t47, t48);
            _mm512_storeu_ps(y + t36, t49);
            t2 += 16L;
        } while (t2 < t35);
        t50 = (int)((long)t33 + t35);
    } else {
        t50 = t33;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if ((t51 >= 1L) & (t51 <= 16L)) {
        __m512i t52 = _mm512_set1_epi32((int)(int)t51);
        __mmask16 t53 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t52, _MM_CMPINT_LT);
        long t54 = (long)(int)(long)t50;
        __m512 t55 = _mm512_maskz_loadu_ps(t53, x + t54);
        __m512 t56 = _mm512_mul_ps(t55, _mm512_set1_ps(0.25f));
        __mmask16 t57 = _mm512_cmp_ps_mask(t55, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
        __mmask16 t58 = _knot_mask16(t57);
        __mmask16 t59 = _kand_mask16(t53, t58);
        __m512 t60 = _mm512_sub_ps(_mm512_set1_ps(2.0f), t55);
        __m512 t61 = _mm512_sub_ps(t56, _mm512_set1_ps(1.5f));
        __m512 t62 = _mm512_sub_ps(t55, _mm512_set1_ps(2.0f));
        __m512 t63 = _mm512_add_ps(t56, _mm512_set1_ps(1.5f));
        __m512 t64 = _mm512_mask_blend_ps(t59, t63, t61);
        __m512 t65 = _mm512_mask_blend_ps(t59, t62, t60);
        __mmask16 t66 = _mm512_cmp_ps_mask(t55, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t67 = _knot_mask16(t66);
        __mmask16 t68 = _kand_mask16(t53, t67);
        __m512 t69 = _mm512_add_ps(t64, _mm512_set1_ps(1.5f));
        __m512 t70 = _mm512_mul_ps(t65, t64);
        __m512 t71 = _mm512_mask_blend_ps(t68, t70, t69);
        _mm512_mask_storeu_ps(y + t54, t53, t71);
        i = (int)((long)t50 + t51);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        long t72 = (long)i;
        float t73 = x[t72];
        float w = t73 * 0.25f;
        if (t73 > 2.0f) {
            w_1 = w + 1.5f;
            w_2 = t73 - 2.0f;
        } else {
            w_1 = w - 1.5f;
            w_2 = 2.0f - t73;
        }
        float *t74 = y + t72;
        if (t73 > 0.0f) {
            t75 = w_2 * w_1;
        } else {
            t75 = w_1 + 1.5f;
        }
        *t74 = t75;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void body_array(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t19;
    int t29;
    int i;
    int c_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(x + t5);
            __m512i t7 = _mm512_and_si512(t6, _mm512_set1_epi32(1));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t9 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t10 = _mm512_mullo_epi32(t6, t9);
            __m512i t11 = _mm512_add_epi32(t10, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t5, t11);
            long t12 = (long)(int)(t1 + 16L);
            __m512i t13 = _mm512_loadu_si512(x + t12);
            __m512i t14 = _mm512_and_si512(t13, _mm512_set1_epi32(1));
            __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t16 = _mm512_mask_blend_epi32(t15, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t17 = _mm512_mullo_epi32(t13, t16);
            __m512i t18 = _mm512_add_epi32(t17, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t12, t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m512i t23 = _mm512_loadu_si512(x + t22);
            __m512i t24 = _mm512_and_si512(t23, _mm512_set1_epi32(1));
            __mmask16 t25 = _mm512_cmp_epi32_mask(t24, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t26 = _mm512_mask_blend_epi32(t25, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t27 = _mm512_mullo_epi32(t23, t26);
            __m512i t28 = _mm512_add_epi32(t27, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t22, t28);
            t2 += 16L;
        } while (t2 < t21);
        t29 = (int)((long)t19 + t21);
    } else {
        t29 = t19;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        __m512i t31 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        long t33 = (long)(int)(long)t29;
        __m512i t34 = _mm512_maskz_loadu_epi32(t32, x + t33);
        __m512i t35 = _mm512_and_si512(t34, _mm512_set1_epi32(1));
        __mmask16 t36 = _mm512_cmp_epi32_mask(t35, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t37 = _kand_mask16(t32, t36);
        __m512i t38 = _mm512_mask_blend_epi32(t37, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
        __m512i t39 = t34;
        __m512i t40 = t38;
        __m512i t41 = _mm512_mullo_epi32(t39, t40);
        __m512i t42 = t41;
        __m512i t43 = t42;
        __m512i t44 = _mm512_set1_epi32(2);
        __m512i t45 = _mm512_add_epi32(t43, t44);
        __m512i t46 = t45;
        _mm512_mask_storeu_epi32(y + t33, t32, t46);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        int c = x[t47];
        if (c & 1) {
            c_1 = 5;
        } else {
            c_1 = 1;
        }
        y[t47] = c * c_1 + 2;
    }
}

static void split2(int *p, int v) {
    p[0] = v + 1;
    p[1] = v - 1;
}

void escape_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        split2(tmp, x[i]);
        y[i] = tmp[0] * tmp[1];
    }
}

void outside_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
    tmp[1] = 0;
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        tmp[0] = x[i] + 1;
        tmp[1] = x[i] - 1;
        y[i] = tmp[0] * tmp[1];
    }
}

int carry_array(int n, int *restrict y, const int *restrict x) {
    int last[2] = {0, 7};
    for (int i = 0; i < n; i++) {
        y[i] = x[i] + last[0] * last[1];
        last[0] = x[i];
    }
    return last[0];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *z = new_array(n, 4), *y = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yp = new_array(n, 4);
        float *ys = new_array(n, 4);
        int *yb = new_array(n, 4), *ye = new_array(n, 4), *yo = new_array(n, 4), *yc = new_array(n, 4);
        FILL(x, n, -20, 41);
        FILL(z, n, -3, 7);
        FILL(xi, n, -100, 201);
        poly_private(n, y, x);
        clamp_private(n, yi, xi, -7);
        pairs_private(n, yp, xi);
        printf("n=%d poly=%llx dot=%a clamp=%llx pairs=%llx\n", n, HASH(y, n), dot_private(n, x, z), HASH(yi, n), HASH(yp, n));
        select_private(n, ys, x);
        body_array(n, yb, xi);
        escape_private(n, ye, xi);
        outside_private(n, yo, xi);
        int carried = carry_array(n, yc, xi);
        printf("  select=%llx body=%llx escape=%llx outside=%llx carry=%llx last=%d\n", HASH(ys, n), HASH(yb, n), HASH(ye, n), HASH(yo, n), HASH(yc, n), carried);
        free(ys), free(yb), free(ye), free(yo), free(yc);
        free(x), free(z), free(y), free(xi), free(yi), free(yp);
    }
    return 0;
}
