/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void poly_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(x + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
            __m256 t8 = _mm256_sub_ps(t7, _mm256_set1_ps(1.0f));
            __m256 t9 = _mm256_mul_ps(t8, t8);
            __m256 t10 = _mm256_add_ps(t9, t8);
            _mm256_storeu_ps(y + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256 t12 = _mm256_loadu_ps(x + t11);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            __m256 t14 = _mm256_sub_ps(t13, _mm256_set1_ps(1.0f));
            __m256 t15 = _mm256_mul_ps(t14, t14);
            __m256 t16 = _mm256_add_ps(t15, t14);
            _mm256_storeu_ps(y + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256 t18 = _mm256_loadu_ps(x + t17);
            __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
            __m256 t20 = _mm256_sub_ps(t19, _mm256_set1_ps(1.0f));
            __m256 t21 = _mm256_mul_ps(t20, t20);
            __m256 t22 = _mm256_add_ps(t21, t20);
            _mm256_storeu_ps(y + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256 t24 = _mm256_loadu_ps(x + t23);
            __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
            __m256 t26 = _mm256_sub_ps(t25, _mm256_set1_ps(1.0f));
            __m256 t27 = _mm256_mul_ps(t26, t26);
            __m256 t28 = _mm256_add_ps(t27, t26);
            _mm256_storeu_ps(y + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256 t33 = _mm256_loadu_ps(x + t32);
            __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.5f));
            __m256 t35 = _mm256_sub_ps(t34, _mm256_set1_ps(1.0f));
            __m256 t36 = _mm256_mul_ps(t35, t35);
            __m256 t37 = _mm256_add_ps(t36, t35);
            _mm256_storeu_ps(y + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m256 t43 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), x + t42);
        __m256 t44 = _mm256_mul_ps(t43, _mm256_set1_ps(0.5f));
        __m256 t45 = _mm256_sub_ps(t44, _mm256_set1_ps(1.0f));
        __m256 t46 = _mm256_mul_ps(t45, t45);
        __m256 t47 = _mm256_add_ps(t46, t45);
        _mm256_mask_storeu_ps(y + t42, _mm256_movepi32_mask(t41), t47);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        float t = x[t48] * 0.5f - 1.0f;
        y[t48] = t * t + t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float dot_private(int n, const float *restrict x, const float *restrict z) {
    vcc_no_contract_body
    float s;
    int t33;
    float t34;
    int t42;
    float t43;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256 t2 = _mm256_set1_ps(-0.0f);
        __m256 t3 = _mm256_set1_ps(-0.0f);
        __m256 t4 = _mm256_set1_ps(-0.0f);
        __m256 t5 = _mm256_set1_ps(-0.0f);
        do {
            long t10 = (long)(int)t1;
            __m256 t11 = _mm256_loadu_ps(x + t10);
            __m256 t12 = _mm256_loadu_ps(z + t10);
            __m256 t13 = _mm256_sub_ps(t11, t12);
            __m256 t14 = _mm256_mul_ps(t13, t13);
            t2 = _mm256_add_ps(t2, t14);
            long t15 = (long)(int)(t1 + 8L);
            __m256 t16 = _mm256_loadu_ps(x + t15);
            __m256 t17 = _mm256_loadu_ps(z + t15);
            __m256 t18 = _mm256_sub_ps(t16, t17);
            __m256 t19 = _mm256_mul_ps(t18, t18);
            t3 = _mm256_add_ps(t3, t19);
            long t20 = (long)(int)(t1 + 16L);
            __m256 t21 = _mm256_loadu_ps(x + t20);
            __m256 t22 = _mm256_loadu_ps(z + t20);
            __m256 t23 = _mm256_sub_ps(t21, t22);
            __m256 t24 = _mm256_mul_ps(t23, t23);
            t4 = _mm256_add_ps(t4, t24);
            long t25 = (long)(int)(t1 + 24L);
            __m256 t26 = _mm256_loadu_ps(x + t25);
            __m256 t27 = _mm256_loadu_ps(z + t25);
            __m256 t28 = _mm256_sub_ps(t26, t27);
            __m256 t29 = _mm256_mul_ps(t28, t28);
            t5 = _mm256_add_ps(t5, t29);
            t1 += 32L;
        } while (t1 < t9);
        __m256 t30 = _mm256_add_ps(t2, t3);
        __m256 t31 = _mm256_add_ps(t30, t4);
        __m256 t32 = _mm256_add_ps(t31, t5);
        t33 = (int)t9;
        t34 = 0.0f + vcc_avx2_sum_ps(t32);
    } else {
        t33 = 0;
        t34 = 0.0f;
    }
    long t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long t6 = 0L;
        __m256 t7 = _mm256_set1_ps(-0.0f);
        do {
            long t37 = (long)(int)((long)t33 + t6);
            __m256 t38 = _mm256_loadu_ps(x + t37);
            __m256 t39 = _mm256_loadu_ps(z + t37);
            __m256 t40 = _mm256_sub_ps(t38, t39);
            __m256 t41 = _mm256_mul_ps(t40, t40);
            t7 = _mm256_add_ps(t7, t41);
            t6 += 8L;
        } while (t6 < t36);
        t42 = (int)((long)t33 + t36);
        t43 = t34 + vcc_avx2_sum_ps(t7);
    } else {
        t42 = t33;
        t43 = t34;
    }
    long t44 = (long)n + (long)t42 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        __m256i t45 = _mm256_set1_epi32((int)(int)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t47 = (long)(int)(long)t42;
        __m256 t48 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t46), x + t47);
        __m256 t49 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t46), z + t47);
        __m256 t50 = _mm256_sub_ps(t48, t49);
        __m256 t51 = _mm256_mul_ps(t50, t50);
        __m256 t52 = _mm256_add_ps(_mm256_set1_ps(-0.0f), t51);
        __m256 t53 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t46), _mm256_set1_ps(-0.0f), t52);
        i = (int)((long)t42 + t44);
        s = t43 + vcc_avx2_sum_ps(t53);
    } else {
        i = t42;
        s = t43;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        float t = x[t54] - z[t54];
        s += t * t;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    vcc_no_contract_body
    int t22;
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)lo);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(x + t6));
            __m256i t8 = _mm256_max_epi32(t5, t7);
            __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t6), t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(x + t10));
            __m256i t12 = _mm256_max_epi32(t5, t11);
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t10), t13);
            long t14 = (long)(int)(t1 + 16L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i t16 = _mm256_max_epi32(t5, t15);
            __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t14), t17);
            long t18 = (long)(int)(t1 + 24L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(x + t18));
            __m256i t20 = _mm256_max_epi32(t5, t19);
            __m256i t21 = _mm256_mullo_epi32(t20, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t18), t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = (int)t4;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        __m256i t25 = _mm256_set1_epi32((int)lo);
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t22 + t2);
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(x + t26));
            __m256i t28 = _mm256_max_epi32(t25, t27);
            __m256i t29 = _mm256_mullo_epi32(t28, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t26), t29);
            t2 += 8L;
        } while (t2 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t34 = _mm256_set1_epi32((int)lo);
        long t35 = (long)(int)(long)t30;
        __m256i t36 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), x + t35);
        __m256i t37 = _mm256_cmpgt_epi32(t34, t36);
        __m256i t38 = (__m256i)~(vcc_m8)t37;
        __m256i t39 = _mm256_and_si256(t33, t38);
        __m256i t40 = _mm256_ternarylogic_epi32(t39, t36, t34, 0xCA);
        __m256i t41 = t40;
        __m256i t42 = _mm256_set1_epi32(3);
        __m256i t43 = _mm256_mullo_epi32(t41, t42);
        __m256i t44 = t43;
        _mm256_mask_storeu_epi32(y + t35, _mm256_movepi32_mask(t33), t44);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        int t = x[t45];
        if (t < lo) {
            t = lo;
        }
        y[t45] = t * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pairs_private(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t25;
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(x + t5));
            __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
            __m256i t8 = _mm256_sub_epi32(t6, _mm256_set1_epi32(1));
            __m256i t9 = _mm256_mullo_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(y + t5), t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(x + t10));
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(1));
            __m256i t13 = _mm256_sub_epi32(t11, _mm256_set1_epi32(1));
            __m256i t14 = _mm256_mullo_epi32(t12, t13);
            _mm256_storeu_si256((__m256i *)(y + t10), t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(x + t15));
            __m256i t17 = _mm256_add_epi32(t16, _mm256_set1_epi32(1));
            __m256i t18 = _mm256_sub_epi32(t16, _mm256_set1_epi32(1));
            __m256i t19 = _mm256_mullo_epi32(t17, t18);
            _mm256_storeu_si256((__m256i *)(y + t15), t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(x + t20));
            __m256i t22 = _mm256_add_epi32(t21, _mm256_set1_epi32(1));
            __m256i t23 = _mm256_sub_epi32(t21, _mm256_set1_epi32(1));
            __m256i t24 = _mm256_mullo_epi32(t22, t23);
            _mm256_storeu_si256((__m256i *)(y + t20), t24);
            t1 += 32L;
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
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(x + t28));
            __m256i t30 = _mm256_add_epi32(t29, _mm256_set1_epi32(1));
            __m256i t31 = _mm256_sub_epi32(t29, _mm256_set1_epi32(1));
            __m256i t32 = _mm256_mullo_epi32(t30, t31);
            _mm256_storeu_si256((__m256i *)(y + t28), t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), x + t37);
        __m256i t39 = t38;
        __m256i t40 = _mm256_set1_epi32(1);
        __m256i t41 = _mm256_add_epi32(t39, t40);
        __m256i t42 = t41;
        __m256i t43 = t38;
        __m256i t44 = _mm256_set1_epi32(1);
        __m256i t45 = _mm256_sub_epi32(t43, t44);
        __m256i t46 = t45;
        __m256i t47 = t42;
        __m256i t48 = t46;
        __m256i t49 = _mm256_mullo_epi32(t47, t48);
        __m256i t50 = t49;
        _mm256_mask_storeu_epi32(y + t37, _mm256_movepi32_mask(t36), t50);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        int t52 = x[t51];
        y[t51] = (t52 + 1) * (t52 - 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void select_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t33;
    int t50;
    int i;
    float w_1;
    float w_2;
    float t75;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(x + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.25f));
            __m256i t8 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 t9 = _mm256_sub_ps(_mm256_set1_ps(2.0f), t6);
            __m256 t10 = _mm256_sub_ps(t7, _mm256_set1_ps(1.5f));
            __m256 t11 = _mm256_sub_ps(t6, _mm256_set1_ps(2.0f));
            __m256 t12 = _mm256_add_ps(t7, _mm256_set1_ps(1.5f));
            __m256 t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t8), t10, t12);
            __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t8), t9, t11);
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t16 = _mm256_add_ps(t13, _mm256_set1_ps(1.5f));
            __m256 t17 = _mm256_mul_ps(t14, t13);
            __m256 t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t15), t16, t17);
            _mm256_storeu_ps(y + t5, t18);
            long t19 = (long)(int)(t1 + 8L);
            __m256 t20 = _mm256_loadu_ps(x + t19);
            __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.25f));
            __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(t20, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 t23 = _mm256_sub_ps(_mm256_set1_ps(2.0f), t20);
            __m256 t24 = _mm256_sub_ps(t21, _mm256_set1_ps(1.5f));
            __m256 t25 = _mm256_sub_ps(t20, _mm256_set1_ps(2.0f));
            __m256 t26 = _mm256_add_ps(t21, _mm256_set1_ps(1.5f));
            __m256 t27 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t22), t24, t26);
            __m256 t28 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t22), t23, t25);
            __m256i t29 = _mm256_castps_si256(_mm256_cmp_ps(t20, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t30 = _mm256_add_ps(t27, _mm256_set1_ps(1.5f));
            __m256 t31 = _mm256_mul_ps(t28, t27);
            __m256 t32 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t29), t30, t31);
            _mm256_storeu_ps(y + t19, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m256 t37 = _mm256_loadu_ps(x + t36);
            __m256 t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.25f));
            __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(t37, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 t40 = _mm256_sub_ps(_mm256_set1_ps(2.0f), t37);
            __m256 t41 = _mm256_sub_ps(t38, _mm256_set1_ps(1.5f));
            __m256 t42 = _mm256_sub_ps(t37, _mm256_set1_ps(2.0f));
            __m256 t43 = _mm256_add_ps(t38, _mm256_set1_ps(1.5f));
            __m256 t44 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t39), t41, t43);
            __m256 t45 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t39), t40, t42);
            __m256i t46 = _mm256_castps_si256(_mm256_cmp_ps(t37, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t47 = _mm256_add_ps(t44, _mm256_set1_ps(1.5f));
            __m256 t48 = _mm256_mul_ps(t45, t44);
            __m256 t49 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t46), t47, t48);
            _mm256_storeu_ps(y + t36, t49);
            t2 += 8L;
        } while (t2 < t35);
        t50 = (int)((long)t33 + t35);
    } else {
        t50 = t33;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if ((t51 >= 1L) & (t51 <= 8L)) {
        __m256i t52 = _mm256_set1_epi32((int)(int)t51);
        __m256i t53 = _mm256_cmpgt_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t54 = (long)(int)(long)t50;
        __m256 t55 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t53), x + t54);
        __m256 t56 = _mm256_mul_ps(t55, _mm256_set1_ps(0.25f));
        __m256i t57 = _mm256_castps_si256(_mm256_cmp_ps(t55, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
        __m256i t58 = (__m256i)~(vcc_m8)t57;
        __m256i t59 = _mm256_and_si256(t53, t58);
        __m256 t60 = _mm256_sub_ps(_mm256_set1_ps(2.0f), t55);
        __m256 t61 = _mm256_sub_ps(t56, _mm256_set1_ps(1.5f));
        __m256 t62 = _mm256_sub_ps(t55, _mm256_set1_ps(2.0f));
        __m256 t63 = _mm256_add_ps(t56, _mm256_set1_ps(1.5f));
        __m256 t64 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t59), t63, t61);
        __m256 t65 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t59), t62, t60);
        __m256i t66 = _mm256_castps_si256(_mm256_cmp_ps(t55, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t67 = (__m256i)~(vcc_m8)t66;
        __m256i t68 = _mm256_and_si256(t53, t67);
        __m256 t69 = _mm256_add_ps(t64, _mm256_set1_ps(1.5f));
        __m256 t70 = _mm256_mul_ps(t65, t64);
        __m256 t71 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t68), t70, t69);
        _mm256_mask_storeu_ps(y + t54, _mm256_movepi32_mask(t53), t71);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void body_array(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t33;
    int t43;
    int i;
    int c_1;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(x + t5));
            __m256i t7 = _mm256_and_si256(t6, _mm256_set1_epi32(1));
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t7, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t9 = _mm256_ternarylogic_epi32(t8, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t10 = _mm256_mullo_epi32(t6, t9);
            __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t5), t11);
            long t12 = (long)(int)(t1 + 8L);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(x + t12));
            __m256i t14 = _mm256_and_si256(t13, _mm256_set1_epi32(1));
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t14, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t16 = _mm256_ternarylogic_epi32(t15, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t17 = _mm256_mullo_epi32(t13, t16);
            __m256i t18 = _mm256_add_epi32(t17, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t12), t18);
            long t19 = (long)(int)(t1 + 16L);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(x + t19));
            __m256i t21 = _mm256_and_si256(t20, _mm256_set1_epi32(1));
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t21, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t23 = _mm256_ternarylogic_epi32(t22, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t24 = _mm256_mullo_epi32(t20, t23);
            __m256i t25 = _mm256_add_epi32(t24, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t19), t25);
            long t26 = (long)(int)(t1 + 24L);
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(x + t26));
            __m256i t28 = _mm256_and_si256(t27, _mm256_set1_epi32(1));
            __m256i t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t28, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t30 = _mm256_ternarylogic_epi32(t29, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t31 = _mm256_mullo_epi32(t27, t30);
            __m256i t32 = _mm256_add_epi32(t31, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t26), t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(x + t36));
            __m256i t38 = _mm256_and_si256(t37, _mm256_set1_epi32(1));
            __m256i t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t38, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t40 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t41 = _mm256_mullo_epi32(t37, t40);
            __m256i t42 = _mm256_add_epi32(t41, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t36), t42);
            t2 += 8L;
        } while (t2 < t35);
        t43 = (int)((long)t33 + t35);
    } else {
        t43 = t33;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        __m256i t45 = _mm256_set1_epi32((int)(int)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t47 = (long)(int)(long)t43;
        __m256i t48 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t46), x + t47);
        __m256i t49 = _mm256_and_si256(t48, _mm256_set1_epi32(1));
        __m256i t50 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t49, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t51 = _mm256_and_si256(t46, t50);
        __m256i t52 = _mm256_ternarylogic_epi32(t51, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
        __m256i t53 = t48;
        __m256i t54 = t52;
        __m256i t55 = _mm256_mullo_epi32(t53, t54);
        __m256i t56 = t55;
        __m256i t57 = t56;
        __m256i t58 = _mm256_set1_epi32(2);
        __m256i t59 = _mm256_add_epi32(t57, t58);
        __m256i t60 = t59;
        _mm256_mask_storeu_epi32(y + t47, _mm256_movepi32_mask(t46), t60);
        i = (int)((long)t43 + t44);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t61 = (long)i;
        int c = x[t61];
        if (c & 1) {
            c_1 = 5;
        } else {
            c_1 = 1;
        }
        y[t61] = c * c_1 + 2;
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
