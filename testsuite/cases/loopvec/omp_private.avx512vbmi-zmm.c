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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t3 = _mm512_mul_ps(x_v, _mm512_set1_ps(0.5f));
            __m512 t_v = _mm512_sub_ps(t3, _mm512_set1_ps(1.0f));
            __m512 t4 = _mm512_mul_ps(t_v, t_v);
            __m512 t5 = _mm512_add_ps(t4, t_v);
            _mm512_storeu_ps(y + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t6);
            __m512 t7 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(0.5f));
            __m512 t_v_1 = _mm512_sub_ps(t7, _mm512_set1_ps(1.0f));
            __m512 t8 = _mm512_mul_ps(t_v_1, t_v_1);
            __m512 t9 = _mm512_add_ps(t8, t_v_1);
            _mm512_storeu_ps(y + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512 x_v_2 = _mm512_loadu_ps(x + t13);
            __m512 t14 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(0.5f));
            __m512 t_v_2 = _mm512_sub_ps(t14, _mm512_set1_ps(1.0f));
            __m512 t15 = _mm512_mul_ps(t_v_2, t_v_2);
            __m512 t16 = _mm512_add_ps(t15, t_v_2);
            _mm512_storeu_ps(y + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)t17;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t20, x + t21);
        __m512 t22 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(0.5f));
        __m512 t_v_3 = _mm512_sub_ps(t22, _mm512_set1_ps(1.0f));
        __m512 t23 = _mm512_mul_ps(t_v_3, t_v_3);
        __m512 t24 = _mm512_add_ps(t23, t_v_3);
        _mm512_mask_storeu_ps(y + t21, t20, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t = x[t25] * 0.5f - 1.0f;
        y[t25] = t * t + t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float dot_private(int n, const float *restrict x, const float *restrict z) {
    vcc_no_contract_body
    float s;
    int t4;
    float t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512 s_v = _mm512_set1_ps(-0.0f);
        /* vcc: loop at omp_private.c:28 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 z_v = _mm512_loadu_ps(z + i_vec);
            __m512 t_v = _mm512_sub_ps(x_v, z_v);
            __m512 t3 = _mm512_mul_ps(t_v, t_v);
            s_v = _mm512_add_ps(s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v), _mm512_extractf32x8_ps(s_v, 1)));
    } else {
        t4 = 0;
        t5 = 0.0f;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t4;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t8, x + t9);
        __m512 z_v_1 = _mm512_maskz_loadu_ps(t8, z + t9);
        __m512 t_v_1 = _mm512_sub_ps(x_v_1, z_v_1);
        __m512 t10 = _mm512_mul_ps(t_v_1, t_v_1);
        __m512 t11 = _mm512_add_ps(_mm512_set1_ps(-0.0f), t10);
        __m512 s_v_1 = _mm512_mask_blend_ps(t8, _mm512_set1_ps(-0.0f), t11);
        i = (int)((long)t4 + t6);
        s = t5 + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(s_v_1), _mm512_extractf32x8_ps(s_v_1, 1)));
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t = x[t12] - z[t12];
        s += t * t;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i lo_v = _mm512_set1_epi32((int)lo);
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:38 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t_v = _mm512_max_epi32(lo_v, x_v);
            __m512i t3 = _mm512_mullo_epi32(t_v, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t4);
            __m512i t_v_1 = _mm512_max_epi32(lo_v, x_v_1);
            __m512i t5 = _mm512_mullo_epi32(t_v_1, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        __m512i lo_v_1 = _mm512_set1_epi32((int)lo);
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:38 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t9);
            __m512i t_v_2 = _mm512_max_epi32(lo_v_1, x_v_2);
            __m512i t10 = _mm512_mullo_epi32(t_v_2, _mm512_set1_epi32(3));
            _mm512_storeu_si512(y + t9, t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        t11 = (int)((long)t6 + t8);
    } else {
        t11 = t6;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        __m512i lo_v_2 = _mm512_set1_epi32((int)lo);
        long t15 = (long)t11;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t14, x + t15);
        __m512i t_v_3 = _mm512_max_epi32(lo_v_2, x_v_3);
        __m512i t16 = _mm512_mullo_epi32(t_v_3, _mm512_set1_epi32(3));
        _mm512_mask_storeu_epi32(y + t15, t14, t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t = x[t17];
        if (t < lo) {
            t = lo;
        }
        y[t17] = t * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pairs_private(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:50 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i tmp_v = _mm512_add_epi32(x_v, _mm512_set1_epi32(1));
            __m512i tmp_v_1 = _mm512_sub_epi32(x_v, _mm512_set1_epi32(1));
            __m512i t3 = _mm512_mullo_epi32(tmp_v, tmp_v_1);
            _mm512_storeu_si512(y + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t4);
            __m512i tmp_v_2 = _mm512_add_epi32(x_v_1, _mm512_set1_epi32(1));
            __m512i tmp_v_3 = _mm512_sub_epi32(x_v_1, _mm512_set1_epi32(1));
            __m512i t5 = _mm512_mullo_epi32(tmp_v_2, tmp_v_3);
            _mm512_storeu_si512(y + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:50 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t9);
            __m512i tmp_v_4 = _mm512_add_epi32(x_v_2, _mm512_set1_epi32(1));
            __m512i tmp_v_5 = _mm512_sub_epi32(x_v_2, _mm512_set1_epi32(1));
            __m512i t10 = _mm512_mullo_epi32(tmp_v_4, tmp_v_5);
            _mm512_storeu_si512(y + t9, t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        t11 = (int)((long)t6 + t8);
    } else {
        t11 = t6;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)t11;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t14, x + t15);
        __m512i t16 = _mm512_add_epi32(x_v_3, _mm512_set1_epi32(1));
        __m512i t17 = _mm512_sub_epi32(x_v_3, _mm512_set1_epi32(1));
        __m512i t18 = _mm512_mullo_epi32(t16, t17);
        _mm512_mask_storeu_epi32(y + t15, t14, t18);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t20 = x[t19];
        y[t19] = (t20 + 1) * (t20 - 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void select_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    float w_1;
    float w_2;
    float t36;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:60 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 w_v = _mm512_mul_ps(x_v, _mm512_set1_ps(0.25f));
            __mmask16 t3 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 w_v_1 = _mm512_sub_ps(_mm512_set1_ps(2.0f), x_v);
            __m512 w_v_2 = _mm512_sub_ps(w_v, _mm512_set1_ps(1.5f));
            __m512 w_v_3 = _mm512_sub_ps(x_v, _mm512_set1_ps(2.0f));
            __m512 w_v_4 = _mm512_add_ps(w_v, _mm512_set1_ps(1.5f));
            __m512 w_v_5 = _mm512_mask_blend_ps(t3, w_v_2, w_v_4);
            __m512 w_v_6 = _mm512_mask_blend_ps(t3, w_v_1, w_v_3);
            __mmask16 t4 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t5 = _mm512_add_ps(w_v_5, _mm512_set1_ps(1.5f));
            __m512 t6 = _mm512_mul_ps(w_v_6, w_v_5);
            __m512 t7 = _mm512_mask_blend_ps(t4, t5, t6);
            _mm512_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t8);
            __m512 w_v_7 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(0.25f));
            __mmask16 t9 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 w_v_8 = _mm512_sub_ps(_mm512_set1_ps(2.0f), x_v_1);
            __m512 w_v_9 = _mm512_sub_ps(w_v_7, _mm512_set1_ps(1.5f));
            __m512 w_v_10 = _mm512_sub_ps(x_v_1, _mm512_set1_ps(2.0f));
            __m512 w_v_11 = _mm512_add_ps(w_v_7, _mm512_set1_ps(1.5f));
            __m512 w_v_12 = _mm512_mask_blend_ps(t9, w_v_9, w_v_11);
            __m512 w_v_13 = _mm512_mask_blend_ps(t9, w_v_8, w_v_10);
            __mmask16 t10 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t11 = _mm512_add_ps(w_v_12, _mm512_set1_ps(1.5f));
            __m512 t12 = _mm512_mul_ps(w_v_13, w_v_12);
            __m512 t13 = _mm512_mask_blend_ps(t10, t11, t12);
            _mm512_storeu_ps(y + t8, t13);
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
        /* vcc: loop at omp_private.c:60 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512 x_v_2 = _mm512_loadu_ps(x + t17);
            __m512 w_v_14 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(0.25f));
            __mmask16 t18 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
            __m512 w_v_15 = _mm512_sub_ps(_mm512_set1_ps(2.0f), x_v_2);
            __m512 w_v_16 = _mm512_sub_ps(w_v_14, _mm512_set1_ps(1.5f));
            __m512 w_v_17 = _mm512_sub_ps(x_v_2, _mm512_set1_ps(2.0f));
            __m512 w_v_18 = _mm512_add_ps(w_v_14, _mm512_set1_ps(1.5f));
            __m512 w_v_19 = _mm512_mask_blend_ps(t18, w_v_16, w_v_18);
            __m512 w_v_20 = _mm512_mask_blend_ps(t18, w_v_15, w_v_17);
            __mmask16 t19 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t20 = _mm512_add_ps(w_v_19, _mm512_set1_ps(1.5f));
            __m512 t21 = _mm512_mul_ps(w_v_20, w_v_19);
            __m512 t22 = _mm512_mask_blend_ps(t19, t20, t21);
            _mm512_storeu_ps(y + t17, t22);
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
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t26, x + t27);
        __m512 w_v_21 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(0.25f));
        __mmask16 t28 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(2.0f), _CMP_GT_OQ);
        __m512 w_v_22 = _mm512_sub_ps(_mm512_set1_ps(2.0f), x_v_3);
        __m512 w_v_23 = _mm512_sub_ps(w_v_21, _mm512_set1_ps(1.5f));
        __m512 w_v_24 = _mm512_sub_ps(x_v_3, _mm512_set1_ps(2.0f));
        __m512 w_v_25 = _mm512_add_ps(w_v_21, _mm512_set1_ps(1.5f));
        __m512 w_v_26 = _mm512_mask_blend_ps(t28, w_v_23, w_v_25);
        __m512 w_v_27 = _mm512_mask_blend_ps(t28, w_v_22, w_v_24);
        __mmask16 t29 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t30 = _mm512_add_ps(w_v_26, _mm512_set1_ps(1.5f));
        __m512 t31 = _mm512_mul_ps(w_v_27, w_v_26);
        __m512 t32 = _mm512_mask_blend_ps(t29, t30, t31);
        _mm512_mask_storeu_ps(y + t27, t26, t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = x[t33];
        float w = t34 * 0.25f;
        if (t34 > 2.0f) {
            w_1 = w + 1.5f;
            w_2 = t34 - 2.0f;
        } else {
            w_1 = w - 1.5f;
            w_2 = 2.0f - t34;
        }
        float *t35 = y + t33;
        if (t34 > 0.0f) {
            t36 = w_2 * w_1;
        } else {
            t36 = w_1 + 1.5f;
        }
        *t35 = t36;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void body_array(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t12;
    int t20;
    int i;
    int c_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:75 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i c_v = _mm512_loadu_si512(x + i_vec);
            __m512i t3 = _mm512_and_si512(c_v, _mm512_set1_epi32(1));
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i c_v_1 = _mm512_mask_blend_epi32(t4, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t5 = _mm512_mullo_epi32(c_v, c_v_1);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + i_vec, t6);
            long t7 = i_vec + 16L;
            __m512i c_v_2 = _mm512_loadu_si512(x + t7);
            __m512i t8 = _mm512_and_si512(c_v_2, _mm512_set1_epi32(1));
            __mmask16 t9 = _mm512_cmp_epi32_mask(t8, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i c_v_3 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t10 = _mm512_mullo_epi32(c_v_2, c_v_3);
            __m512i t11 = _mm512_add_epi32(t10, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t7, t11);
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
        /* vcc: loop at omp_private.c:75 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m512i c_v_4 = _mm512_loadu_si512(x + t15);
            __m512i t16 = _mm512_and_si512(c_v_4, _mm512_set1_epi32(1));
            __mmask16 t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i c_v_5 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
            __m512i t18 = _mm512_mullo_epi32(c_v_4, c_v_5);
            __m512i t19 = _mm512_add_epi32(t18, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t15, t19);
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
        __m512i c_v_6 = _mm512_maskz_loadu_epi32(t23, x + t24);
        __m512i t25 = _mm512_and_si512(c_v_6, _mm512_set1_epi32(1));
        __mmask16 t26 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t27 = _kand_mask16(t23, t26);
        __m512i c_v_7 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32(1), _mm512_set1_epi32(5));
        __m512i t28 = _mm512_mullo_epi32(c_v_6, c_v_7);
        __m512i t29 = _mm512_add_epi32(t28, _mm512_set1_epi32(2));
        _mm512_mask_storeu_epi32(y + t24, t23, t29);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        int c = x[t30];
        if (c & 1) {
            c_1 = 5;
        } else {
            c_1 = 1;
        }
        y[t30] = c * c_1 + 2;
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
