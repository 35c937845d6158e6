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
    int t11;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __m512 t4 = _mm512_mul_ps(x_v, _mm512_set1_ps(0.5f));
            __m512 t_v = _mm512_sub_ps(t4, _mm512_set1_ps(1.0f));
            __m512 t5 = _mm512_mul_ps(t_v, t_v);
            __m512 t6 = _mm512_add_ps(t5, t_v);
            _mm512_storeu_ps(y + t3, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m512 x_v_1 = _mm512_loadu_ps(x + t7);
            __m512 t8 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(0.5f));
            __m512 t_v_1 = _mm512_sub_ps(t8, _mm512_set1_ps(1.0f));
            __m512 t9 = _mm512_mul_ps(t_v_1, t_v_1);
            __m512 t10 = _mm512_add_ps(t9, t_v_1);
            _mm512_storeu_ps(y + t7, t10);
            i_vec += 32L;
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
            __m512 x_v_2 = _mm512_loadu_ps(x + t14);
            __m512 t15 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(0.5f));
            __m512 t_v_2 = _mm512_sub_ps(t15, _mm512_set1_ps(1.0f));
            __m512 t16 = _mm512_mul_ps(t_v_2, t_v_2);
            __m512 t17 = _mm512_add_ps(t16, t_v_2);
            _mm512_storeu_ps(y + t14, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        t18 = (int)((long)t11 + t13);
    } else {
        t18 = t11;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        long t22 = (long)(int)(long)t18;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t21, x + t22);
        __m512 t23 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(0.5f));
        __m512 t_v_3 = _mm512_sub_ps(t23, _mm512_set1_ps(1.0f));
        __m512 t24 = _mm512_mul_ps(t_v_3, t_v_3);
        __m512 t25 = _mm512_add_ps(t24, t_v_3);
        _mm512_mask_storeu_ps(y + t22, t21, t25);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t = x[t26] * 0.5f - 1.0f;
        y[t26] = t * t + t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float dot_private(int n, const float *restrict x, const float *restrict z) {
    vcc_no_contract_body
    float s;
    int t5;
    float t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512 s_v = _mm512_set1_ps(-0.0f);
        /* vcc: loop at omp_private.c:28 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __m512 z_v = _mm512_loadu_ps(z + t3);
            __m512 t_v = _mm512_sub_ps(x_v, z_v);
            __m512 t4 = _mm512_mul_ps(t_v, t_v);
            s_v = _mm512_add_ps(s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v), _mm512_extractf32x8_ps(s_v, 1)));
    } else {
        t5 = 0;
        t6 = 0.0f;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        long t10 = (long)(int)(long)t5;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t9, x + t10);
        __m512 z_v_1 = _mm512_maskz_loadu_ps(t9, z + t10);
        __m512 t_v_1 = _mm512_sub_ps(x_v_1, z_v_1);
        __m512 t11 = _mm512_mul_ps(t_v_1, t_v_1);
        __m512 t12 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t11);
        __m512 s_v_1 = _mm512_mask_blend_ps(t9, _mm512_set1_ps(-0.0f), t12);
        i = (int)((long)t5 + t7);
        s = t6 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v_1), _mm512_extractf32x8_ps(s_v_1, 1)));
    } else {
        i = t5;
        s = t6;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t = x[t13] - z[t13];
        s += t * t;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i lo_v = _mm512_set1_epi32((int)lo);
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:38 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i x_v = _mm512_loadu_si512(x + t3);
            __m512i t_v = _mm512_max_epi32(lo_v, x_v);
            __m512i t4 = _mm512_mullo_epi32(t_v, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + t3, t4);
            long t5 = (long)(int)(i_vec + 16L);
            __m512i x_v_1 = _mm512_loadu_si512(x + t5);
            __m512i t_v_1 = _mm512_max_epi32(lo_v, x_v_1);
            __m512i t6 = _mm512_mullo_epi32(t_v_1, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m512i lo_v_1 = _mm512_set1_epi32((int)lo);
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            __m512i x_v_2 = _mm512_loadu_si512(x + t10);
            __m512i t_v_2 = _mm512_max_epi32(lo_v_1, x_v_2);
            __m512i t11 = _mm512_mullo_epi32(t_v_2, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + t10, t11);
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
        __m512i lo_v_2 = _mm512_set1_epi32((int)lo);
        long t16 = (long)(int)(long)t12;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t15, x + t16);
        __mmask16 t17 = _mm512_cmp_epi32_mask(x_v_3, lo_v_2, _MM_CMPINT_LT);
        __mmask16 t18 = _knot_mask16(t17);
        __mmask16 t19 = _kand_mask16(t15, t18);
        __m512i t_v_3 = _mm512_mask_blend_epi32(t19, lo_v_2, x_v_3);
        __m512i t20 = t_v_3;
        __m512i t21 = _mm512_set1_epi32(3);
        __m512i t22 = _mm512_mullo_epi32(t20, t21);
        __m512i t23 = t22;
        _mm512_mask_storeu_epi32(y + t16, t15, t23);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t = x[t24];
        if (t < lo) {
            t = lo;
        }
        y[t24] = t * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pairs_private(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:50 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i x_v = _mm512_loadu_si512(x + t3);
            __m512i tmp_v = _mm512_add_epi32(x_v, _mm512_set1_epi32(1));
            __m512i tmp_v_1 = _mm512_sub_epi32(x_v, _mm512_set1_epi32(1));
            __m512i t4 = _mm512_mullo_epi32(tmp_v, tmp_v_1);
            _mm512_storeu_si512(y + t3, t4);
            long t5 = (long)(int)(i_vec + 16L);
            __m512i x_v_1 = _mm512_loadu_si512(x + t5);
            __m512i tmp_v_2 = _mm512_add_epi32(x_v_1, _mm512_set1_epi32(1));
            __m512i tmp_v_3 = _mm512_sub_epi32(x_v_1, _mm512_set1_epi32(1));
            __m512i t6 = _mm512_mullo_epi32(tmp_v_2, tmp_v_3);
            _mm512_storeu_si512(y + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            __m512i x_v_2 = _mm512_loadu_si512(x + t10);
            __m512i tmp_v_4 = _mm512_add_epi32(x_v_2, _mm512_set1_epi32(1));
            __m512i tmp_v_5 = _mm512_sub_epi32(x_v_2, _mm512_set1_epi32(1));
            __m512i t11 = _mm512_mullo_epi32(tmp_v_4, tmp_v_5);
            _mm512_storeu_si512(y + t10, t11);
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
        long t16 = (long)(int)(long)t12;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t15, x + t16);
        __m512i t17 = x_v_3;
        __m512i t18 = _mm512_set1_epi32(1);
        __m512i t19 = _mm512_add_epi32(t17, t18);
        __m512i tmp_v_6 = t19;
        __m512i t20 = x_v_3;
        __m512i t21 = _mm512_set1_epi32(1);
        __m512i t22 = _mm512_sub_epi32(t20, t21);
        __m512i tmp_v_7 = t22;
        __m512i t23 = tmp_v_6;
        __m512i t24 = tmp_v_7;
        __m512i t25 = _mm512_mullo_epi32(t23, t24);
        __m512i t26 = t25;
        _mm512_mask_storeu_epi32(y + t16, t15, t26);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = x[t27];
        y[t27] = (t28 + 1) * (t28 - 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void select_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t15;
    int t24;
    int i;
    float w_1;
    float w_2;
    float t41;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:60 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __m512 w_v = _mm512_mul_ps(x_v, _mm512_set1_ps(0.25f));
            __mmask16 t4 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 w_v_1 = _mm512_sub_ps(_mm512_set1_ps(2.0f), x_v);
            __m512 w_v_2 = _mm512_sub_ps(w_v, _mm512_set1_ps(1.5f));
            __m512 w_v_3 = _mm512_sub_ps(x_v, _mm512_set1_ps(2.0f));
            __m512 w_v_4 = _mm512_add_ps(w_v, _mm512_set1_ps(1.5f));
            __m512 w_v_5 = _mm512_mask_blend_ps(t4, w_v_2, w_v_4);
            __m512 w_v_6 = _mm512_mask_blend_ps(t4, w_v_1, w_v_3);
            __mmask16 t5 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t6 = _mm512_add_ps(w_v_5, _mm512_set1_ps(1.5f));
            __m512 t7 = _mm512_mul_ps(w_v_6, w_v_5);
            __m512 t8 = _mm512_mask_blend_ps(t5, t6, t7);
            _mm512_storeu_ps(y + t3, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m512 x_v_1 = _mm512_loadu_ps(x + t9);
            __m512 w_v_7 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(0.25f));
            __mmask16 t10 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 w_v_8 = _mm512_sub_ps(_mm512_set1_ps(2.0f), x_v_1);
            __m512 w_v_9 = _mm512_sub_ps(w_v_7, _mm512_set1_ps(1.5f));
            __m512 w_v_10 = _mm512_sub_ps(x_v_1, _mm512_set1_ps(2.0f));
            __m512 w_v_11 = _mm512_add_ps(w_v_7, _mm512_set1_ps(1.5f));
            __m512 w_v_12 = _mm512_mask_blend_ps(t10, w_v_9, w_v_11);
            __m512 w_v_13 = _mm512_mask_blend_ps(t10, w_v_8, w_v_10);
            __mmask16 t11 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t12 = _mm512_add_ps(w_v_12, _mm512_set1_ps(1.5f));
            __m512 t13 = _mm512_mul_ps(w_v_13, w_v_12);
            __m512 t14 = _mm512_mask_blend_ps(t11, t12, t13);
            _mm512_storeu_ps(y + t9, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m512 x_v_2 = _mm512_loadu_ps(x + t18);
            __m512 w_v_14 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(0.25f));
            __mmask16 t19 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 w_v_15 = _mm512_sub_ps(_mm512_set1_ps(2.0f), x_v_2);
            __m512 w_v_16 = _mm512_sub_ps(w_v_14, _mm512_set1_ps(1.5f));
            __m512 w_v_17 = _mm512_sub_ps(x_v_2, _mm512_set1_ps(2.0f));
            __m512 w_v_18 = _mm512_add_ps(w_v_14, _mm512_set1_ps(1.5f));
            __m512 w_v_19 = _mm512_mask_blend_ps(t19, w_v_16, w_v_18);
            __m512 w_v_20 = _mm512_mask_blend_ps(t19, w_v_15, w_v_17);
            __mmask16 t20 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t21 = _mm512_add_ps(w_v_19, _mm512_set1_ps(1.5f));
            __m512 t22 = _mm512_mul_ps(w_v_20, w_v_19);
            __m512 t23 = _mm512_mask_blend_ps(t20, t21, t22);
            _mm512_storeu_ps(y + t18, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        t24 = (int)((long)t15 + t17);
    } else {
        t24 = t15;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        long t28 = (long)(int)(long)t24;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t27, x + t28);
        __m512 w_v_21 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(0.25f));
        __mmask16 t29 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
        __mmask16 t30 = _knot_mask16(t29);
        __mmask16 t31 = _kand_mask16(t27, t30);
        __m512 w_v_22 = _mm512_sub_ps(_mm512_set1_ps(2.0f), x_v_3);
        __m512 w_v_23 = _mm512_sub_ps(w_v_21, _mm512_set1_ps(1.5f));
        __m512 w_v_24 = _mm512_sub_ps(x_v_3, _mm512_set1_ps(2.0f));
        __m512 w_v_25 = _mm512_add_ps(w_v_21, _mm512_set1_ps(1.5f));
        __m512 w_v_26 = _mm512_mask_blend_ps(t31, w_v_25, w_v_23);
        __m512 w_v_27 = _mm512_mask_blend_ps(t31, w_v_24, w_v_22);
        __mmask16 t32 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __mmask16 t33 = _knot_mask16(t32);
        __mmask16 t34 = _kand_mask16(t27, t33);
        __m512 t35 = _mm512_add_ps(w_v_26, _mm512_set1_ps(1.5f));
        __m512 t36 = _mm512_mul_ps(w_v_27, w_v_26);
        __m512 t37 = _mm512_mask_blend_ps(t34, t36, t35);
        _mm512_mask_storeu_ps(y + t28, t27, t37);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        float t39 = x[t38];
        float w = t39 * 0.25f;
        if (t39 > 2.0f) {
            w_1 = w + 1.5f;
            w_2 = t39 - 2.0f;
        } else {
            w_1 = w - 1.5f;
            w_2 = 2.0f - t39;
        }
        float *t40 = y + t38;
        if (t39 > 0.0f) {
            t41 = w_2 * w_1;
        } else {
            t41 = w_1 + 1.5f;
        }
        *t40 = t41;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void body_array(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t13;
    int t21;
    int i;
    int c_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:75 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i c_v = _mm512_loadu_si512(x + t3);
            __m512i t4 = _mm512_and_si512(c_v, _mm512_set1_epi32(1));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i c_v_1 = _mm512_mask_blend_epi32(t5, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t6 = _mm512_mullo_epi32(c_v, c_v_1);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t3, t7);
            long t8 = (long)(int)(i_vec + 16L);
            __m512i c_v_2 = _mm512_loadu_si512(x + t8);
            __m512i t9 = _mm512_and_si512(c_v_2, _mm512_set1_epi32(1));
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i c_v_3 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t11 = _mm512_mullo_epi32(c_v_2, c_v_3);
            __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t8, t12);
            i_vec += 32L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            __m512i c_v_4 = _mm512_loadu_si512(x + t16);
            __m512i t17 = _mm512_and_si512(c_v_4, _mm512_set1_epi32(1));
            __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i c_v_5 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t19 = _mm512_mullo_epi32(c_v_4, c_v_5);
            __m512i t20 = _mm512_add_epi32(t19, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t16, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        t21 = (int)((long)t13 + t15);
    } else {
        t21 = t13;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)(int)(long)t21;
        __m512i c_v_6 = _mm512_maskz_loadu_epi32(t24, x + t25);
        __m512i t26 = _mm512_and_si512(c_v_6, _mm512_set1_epi32(1));
        __mmask16 t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t28 = _kand_mask16(t24, t27);
        __m512i c_v_7 = _mm512_mask_blend_epi32(t28, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
        __m512i t29 = c_v_6;
        __m512i t30 = c_v_7;
        __m512i t31 = _mm512_mullo_epi32(t29, t30);
        __m512i t32 = t31;
        __m512i t33 = t32;
        __m512i t34 = _mm512_set1_epi32(2);
        __m512i t35 = _mm512_add_epi32(t33, t34);
        __m512i t36 = t35;
        _mm512_mask_storeu_epi32(y + t25, t24, t36);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        int c = x[t37];
        if (c & 1) {
            c_1 = 5;
        } else {
            c_1 = 1;
        }
        y[t37] = c * c_1 + 2;
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
