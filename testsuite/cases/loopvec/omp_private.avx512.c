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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void poly_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 t3 = _mm256_mul_ps(x_v, _mm256_set1_ps(0.5f));
            __m256 t_v = _mm256_sub_ps(t3, _mm256_set1_ps(1.0f));
            __m256 t4 = _mm256_mul_ps(t_v, t_v);
            __m256 t5 = _mm256_add_ps(t4, t_v);
            _mm256_storeu_ps(y + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t6);
            __m256 t7 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(0.5f));
            __m256 t_v_1 = _mm256_sub_ps(t7, _mm256_set1_ps(1.0f));
            __m256 t8 = _mm256_mul_ps(t_v_1, t_v_1);
            __m256 t9 = _mm256_add_ps(t8, t_v_1);
            _mm256_storeu_ps(y + t6, t9);
            long t10 = i_vec + 16L;
            __m256 x_v_2 = _mm256_loadu_ps(x + t10);
            __m256 t11 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(0.5f));
            __m256 t_v_2 = _mm256_sub_ps(t11, _mm256_set1_ps(1.0f));
            __m256 t12 = _mm256_mul_ps(t_v_2, t_v_2);
            __m256 t13 = _mm256_add_ps(t12, t_v_2);
            _mm256_storeu_ps(y + t10, t13);
            long t14 = i_vec + 24L;
            __m256 x_v_3 = _mm256_loadu_ps(x + t14);
            __m256 t15 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(0.5f));
            __m256 t_v_3 = _mm256_sub_ps(t15, _mm256_set1_ps(1.0f));
            __m256 t16 = _mm256_mul_ps(t_v_3, t_v_3);
            __m256 t17 = _mm256_add_ps(t16, t_v_3);
            _mm256_storeu_ps(y + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256 x_v_4 = _mm256_loadu_ps(x + t21);
            __m256 t22 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(0.5f));
            __m256 t_v_4 = _mm256_sub_ps(t22, _mm256_set1_ps(1.0f));
            __m256 t23 = _mm256_mul_ps(t_v_4, t_v_4);
            __m256 t24 = _mm256_add_ps(t23, t_v_4);
            _mm256_storeu_ps(y + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), x + t29);
        __m256 t30 = _mm256_mul_ps(x_v_5, _mm256_set1_ps(0.5f));
        __m256 t_v_5 = _mm256_sub_ps(t30, _mm256_set1_ps(1.0f));
        __m256 t31 = _mm256_mul_ps(t_v_5, t_v_5);
        __m256 t32 = _mm256_add_ps(t31, t_v_5);
        _mm256_mask_storeu_ps(y + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t = x[t33] * 0.5f - 1.0f;
        y[t33] = t * t + t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float dot_private(int n, const float *restrict x, const float *restrict z) {
    vcc_no_contract_body
    float s;
    int t13;
    float t14;
    int t19;
    float t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m256 s_v = _mm256_set1_ps(-0.0f);
        __m256 s_v_1 = _mm256_set1_ps(-0.0f);
        __m256 s_v_2 = _mm256_set1_ps(-0.0f);
        __m256 s_v_3 = _mm256_set1_ps(-0.0f);
        /* vcc: loop at omp_private.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 z_v = _mm256_loadu_ps(z + i_vec);
            __m256 t_v = _mm256_sub_ps(x_v, z_v);
            __m256 t3 = _mm256_mul_ps(t_v, t_v);
            s_v = _mm256_add_ps(s_v, t3);
            long t4 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t4);
            __m256 z_v_1 = _mm256_loadu_ps(z + t4);
            __m256 t_v_1 = _mm256_sub_ps(x_v_1, z_v_1);
            __m256 t5 = _mm256_mul_ps(t_v_1, t_v_1);
            s_v_1 = _mm256_add_ps(s_v_1, t5);
            long t6 = i_vec + 16L;
            __m256 x_v_2 = _mm256_loadu_ps(x + t6);
            __m256 z_v_2 = _mm256_loadu_ps(z + t6);
            __m256 t_v_2 = _mm256_sub_ps(x_v_2, z_v_2);
            __m256 t7 = _mm256_mul_ps(t_v_2, t_v_2);
            s_v_2 = _mm256_add_ps(s_v_2, t7);
            long t8 = i_vec + 24L;
            __m256 x_v_3 = _mm256_loadu_ps(x + t8);
            __m256 z_v_3 = _mm256_loadu_ps(z + t8);
            __m256 t_v_3 = _mm256_sub_ps(x_v_3, z_v_3);
            __m256 t9 = _mm256_mul_ps(t_v_3, t_v_3);
            s_v_3 = _mm256_add_ps(s_v_3, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256 t10 = _mm256_add_ps(s_v, s_v_1);
        __m256 t11 = _mm256_add_ps(t10, s_v_2);
        __m256 t12 = _mm256_add_ps(t11, s_v_3);
        t13 = (int)t2;
        t14 = 0.0f + vcc_avx2_sum_ps(t12);
    } else {
        t13 = 0;
        t14 = 0.0f;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        __m256 s_v_4 = _mm256_set1_ps(-0.0f);
        /* vcc: loop at omp_private.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m256 x_v_4 = _mm256_loadu_ps(x + t17);
            __m256 z_v_4 = _mm256_loadu_ps(z + t17);
            __m256 t_v_4 = _mm256_sub_ps(x_v_4, z_v_4);
            __m256 t18 = _mm256_mul_ps(t_v_4, t_v_4);
            s_v_4 = _mm256_add_ps(s_v_4, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t19 = (int)((long)t13 + t16);
        t20 = t14 + vcc_avx2_sum_ps(s_v_4);
    } else {
        t19 = t13;
        t20 = t14;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t19;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), x + t24);
        __m256 z_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), z + t24);
        __m256 t_v_5 = _mm256_sub_ps(x_v_5, z_v_5);
        __m256 t25 = _mm256_mul_ps(t_v_5, t_v_5);
        __m256 t26 = _mm256_add_ps(_mm256_set1_ps(-0.0f), t25);
        __m256 s_v_5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t23), _mm256_set1_ps(-0.0f), t26);
        i = (int)((long)t19 + t21);
        s = t20 + vcc_avx2_sum_ps(s_v_5);
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float t = x[t27] - z[t27];
        s += t * t;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i lo_v = _mm256_set1_epi32((int)lo);
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t_v = _mm256_max_epi32(lo_v, x_v);
            __m256i t3 = _mm256_mullo_epi32(t_v, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + i_vec), t3);
            long t4 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t4));
            __m256i t_v_1 = _mm256_max_epi32(lo_v, x_v_1);
            __m256i t5 = _mm256_mullo_epi32(t_v_1, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t4), t5);
            long t6 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t6));
            __m256i t_v_2 = _mm256_max_epi32(lo_v, x_v_2);
            __m256i t7 = _mm256_mullo_epi32(t_v_2, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t6), t7);
            long t8 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t_v_3 = _mm256_max_epi32(lo_v, x_v_3);
            __m256i t9 = _mm256_mullo_epi32(t_v_3, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        __m256i lo_v_1 = _mm256_set1_epi32((int)lo);
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t13));
            __m256i t_v_4 = _mm256_max_epi32(lo_v_1, x_v_4);
            __m256i t14 = _mm256_mullo_epi32(t_v_4, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i lo_v_2 = _mm256_set1_epi32((int)lo);
        long t19 = (long)t15;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), x + t19);
        __m256i t_v_5 = _mm256_max_epi32(lo_v_2, x_v_5);
        __m256i t20 = _mm256_mullo_epi32(t_v_5, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32(y + t19, _mm256_movepi32_mask(t18), t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        int t = x[t21];
        if (t < lo) {
            t = lo;
        }
        y[t21] = t * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pairs_private(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i tmp_v = _mm256_add_epi32(x_v, _mm256_set1_epi32(1));
            __m256i tmp_v_1 = _mm256_sub_epi32(x_v, _mm256_set1_epi32(1));
            __m256i t3 = _mm256_mullo_epi32(tmp_v, tmp_v_1);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t3);
            long t4 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t4));
            __m256i tmp_v_2 = _mm256_add_epi32(x_v_1, _mm256_set1_epi32(1));
            __m256i tmp_v_3 = _mm256_sub_epi32(x_v_1, _mm256_set1_epi32(1));
            __m256i t5 = _mm256_mullo_epi32(tmp_v_2, tmp_v_3);
            _mm256_storeu_si256((__m256i *)(y + t4), t5);
            long t6 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t6));
            __m256i tmp_v_4 = _mm256_add_epi32(x_v_2, _mm256_set1_epi32(1));
            __m256i tmp_v_5 = _mm256_sub_epi32(x_v_2, _mm256_set1_epi32(1));
            __m256i t7 = _mm256_mullo_epi32(tmp_v_4, tmp_v_5);
            _mm256_storeu_si256((__m256i *)(y + t6), t7);
            long t8 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i tmp_v_6 = _mm256_add_epi32(x_v_3, _mm256_set1_epi32(1));
            __m256i tmp_v_7 = _mm256_sub_epi32(x_v_3, _mm256_set1_epi32(1));
            __m256i t9 = _mm256_mullo_epi32(tmp_v_6, tmp_v_7);
            _mm256_storeu_si256((__m256i *)(y + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t13));
            __m256i tmp_v_8 = _mm256_add_epi32(x_v_4, _mm256_set1_epi32(1));
            __m256i tmp_v_9 = _mm256_sub_epi32(x_v_4, _mm256_set1_epi32(1));
            __m256i t14 = _mm256_mullo_epi32(tmp_v_8, tmp_v_9);
            _mm256_storeu_si256((__m256i *)(y + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)t15;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), x + t19);
        __m256i t20 = _mm256_add_epi32(x_v_5, _mm256_set1_epi32(1));
        __m256i t21 = _mm256_sub_epi32(x_v_5, _mm256_set1_epi32(1));
        __m256i t22 = _mm256_mullo_epi32(t20, t21);
        _mm256_mask_storeu_epi32(y + t19, _mm256_movepi32_mask(t18), t22);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        int t24 = x[t23];
        y[t23] = (t24 + 1) * (t24 - 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void select_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    float w_1;
    float w_2;
    float t36;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:60 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 w_v = _mm256_mul_ps(x_v, _mm256_set1_ps(0.25f));
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(x_v, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 w_v_1 = _mm256_sub_ps(_mm256_set1_ps(2.0f), x_v);
            __m256 w_v_2 = _mm256_sub_ps(w_v, _mm256_set1_ps(1.5f));
            __m256 w_v_3 = _mm256_sub_ps(x_v, _mm256_set1_ps(2.0f));
            __m256 w_v_4 = _mm256_add_ps(w_v, _mm256_set1_ps(1.5f));
            __m256 w_v_5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), w_v_2, w_v_4);
            __m256 w_v_6 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), w_v_1, w_v_3);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t5 = _mm256_add_ps(w_v_5, _mm256_set1_ps(1.5f));
            __m256 t6 = _mm256_mul_ps(w_v_6, w_v_5);
            __m256 t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), t5, t6);
            _mm256_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t8);
            __m256 w_v_7 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(0.25f));
            __m256i t9 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 w_v_8 = _mm256_sub_ps(_mm256_set1_ps(2.0f), x_v_1);
            __m256 w_v_9 = _mm256_sub_ps(w_v_7, _mm256_set1_ps(1.5f));
            __m256 w_v_10 = _mm256_sub_ps(x_v_1, _mm256_set1_ps(2.0f));
            __m256 w_v_11 = _mm256_add_ps(w_v_7, _mm256_set1_ps(1.5f));
            __m256 w_v_12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t9), w_v_9, w_v_11);
            __m256 w_v_13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t9), w_v_8, w_v_10);
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t11 = _mm256_add_ps(w_v_12, _mm256_set1_ps(1.5f));
            __m256 t12 = _mm256_mul_ps(w_v_13, w_v_12);
            __m256 t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t10), t11, t12);
            _mm256_storeu_ps(y + t8, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256 x_v_2 = _mm256_loadu_ps(x + t17);
            __m256 w_v_14 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(0.25f));
            __m256i t18 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 w_v_15 = _mm256_sub_ps(_mm256_set1_ps(2.0f), x_v_2);
            __m256 w_v_16 = _mm256_sub_ps(w_v_14, _mm256_set1_ps(1.5f));
            __m256 w_v_17 = _mm256_sub_ps(x_v_2, _mm256_set1_ps(2.0f));
            __m256 w_v_18 = _mm256_add_ps(w_v_14, _mm256_set1_ps(1.5f));
            __m256 w_v_19 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t18), w_v_16, w_v_18);
            __m256 w_v_20 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t18), w_v_15, w_v_17);
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t20 = _mm256_add_ps(w_v_19, _mm256_set1_ps(1.5f));
            __m256 t21 = _mm256_mul_ps(w_v_20, w_v_19);
            __m256 t22 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), t20, t21);
            _mm256_storeu_ps(y + t17, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)t23;
        __m256 x_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), x + t27);
        __m256 w_v_21 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(0.25f));
        __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
        __m256 w_v_22 = _mm256_sub_ps(_mm256_set1_ps(2.0f), x_v_3);
        __m256 w_v_23 = _mm256_sub_ps(w_v_21, _mm256_set1_ps(1.5f));
        __m256 w_v_24 = _mm256_sub_ps(x_v_3, _mm256_set1_ps(2.0f));
        __m256 w_v_25 = _mm256_add_ps(w_v_21, _mm256_set1_ps(1.5f));
        __m256 w_v_26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t28), w_v_23, w_v_25);
        __m256 w_v_27 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t28), w_v_22, w_v_24);
        __m256i t29 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t30 = _mm256_add_ps(w_v_26, _mm256_set1_ps(1.5f));
        __m256 t31 = _mm256_mul_ps(w_v_27, w_v_26);
        __m256 t32 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t29), t30, t31);
        _mm256_mask_storeu_ps(y + t27, _mm256_movepi32_mask(t26), t32);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void body_array(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t22;
    int t30;
    int i;
    int c_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_and_si256(c_v, _mm256_set1_epi32(1));
            __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t3, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_1 = _mm256_ternarylogic_epi32(t4, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t5 = _mm256_mullo_epi32(c_v, c_v_1);
            __m256i t6 = _mm256_add_epi32(t5, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + i_vec), t6);
            long t7 = i_vec + 8L;
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(x + t7));
            __m256i t8 = _mm256_and_si256(c_v_2, _mm256_set1_epi32(1));
            __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t8, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_3 = _mm256_ternarylogic_epi32(t9, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t10 = _mm256_mullo_epi32(c_v_2, c_v_3);
            __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t7), t11);
            long t12 = i_vec + 16L;
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(x + t12));
            __m256i t13 = _mm256_and_si256(c_v_4, _mm256_set1_epi32(1));
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_5 = _mm256_ternarylogic_epi32(t14, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t15 = _mm256_mullo_epi32(c_v_4, c_v_5);
            __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t12), t16);
            long t17 = i_vec + 24L;
            __m256i c_v_6 = _mm256_loadu_si256((const __m256i *)(x + t17));
            __m256i t18 = _mm256_and_si256(c_v_6, _mm256_set1_epi32(1));
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t18, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_7 = _mm256_ternarylogic_epi32(t19, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t20 = _mm256_mullo_epi32(c_v_6, c_v_7);
            __m256i t21 = _mm256_add_epi32(t20, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t17), t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:75 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256i c_v_8 = _mm256_loadu_si256((const __m256i *)(x + t25));
            __m256i t26 = _mm256_and_si256(c_v_8, _mm256_set1_epi32(1));
            __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t26, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_9 = _mm256_ternarylogic_epi32(t27, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t28 = _mm256_mullo_epi32(c_v_8, c_v_9);
            __m256i t29 = _mm256_add_epi32(t28, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t25), t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)t30;
        __m256i c_v_10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), x + t34);
        __m256i t35 = _mm256_and_si256(c_v_10, _mm256_set1_epi32(1));
        __m256i t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t35, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t37 = _mm256_and_si256(t33, t36);
        __m256i c_v_11 = _mm256_ternarylogic_epi32(t37, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
        __m256i t38 = _mm256_mullo_epi32(c_v_10, c_v_11);
        __m256i t39 = _mm256_add_epi32(t38, _mm256_set1_epi32(2));
        _mm256_mask_storeu_epi32(y + t34, _mm256_movepi32_mask(t33), t39);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int c = x[t40];
        if (c & 1) {
            c_1 = 5;
        } else {
            c_1 = 1;
        }
        y[t40] = c * c_1 + 2;
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
