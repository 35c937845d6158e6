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
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256 t4 = _mm256_mul_ps(x_v, _mm256_set1_ps(0.5f));
            __m256 t_v = _mm256_sub_ps(t4, _mm256_set1_ps(1.0f));
            __m256 t5 = _mm256_mul_ps(t_v, t_v);
            __m256 t6 = _mm256_add_ps(t5, t_v);
            _mm256_storeu_ps(y + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256 x_v_1 = _mm256_loadu_ps(x + t7);
            __m256 t8 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(0.5f));
            __m256 t_v_1 = _mm256_sub_ps(t8, _mm256_set1_ps(1.0f));
            __m256 t9 = _mm256_mul_ps(t_v_1, t_v_1);
            __m256 t10 = _mm256_add_ps(t9, t_v_1);
            _mm256_storeu_ps(y + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256 x_v_2 = _mm256_loadu_ps(x + t11);
            __m256 t12 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(0.5f));
            __m256 t_v_2 = _mm256_sub_ps(t12, _mm256_set1_ps(1.0f));
            __m256 t13 = _mm256_mul_ps(t_v_2, t_v_2);
            __m256 t14 = _mm256_add_ps(t13, t_v_2);
            _mm256_storeu_ps(y + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256 x_v_3 = _mm256_loadu_ps(x + t15);
            __m256 t16 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(0.5f));
            __m256 t_v_3 = _mm256_sub_ps(t16, _mm256_set1_ps(1.0f));
            __m256 t17 = _mm256_mul_ps(t_v_3, t_v_3);
            __m256 t18 = _mm256_add_ps(t17, t_v_3);
            _mm256_storeu_ps(y + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256 x_v_4 = _mm256_loadu_ps(x + t22);
            __m256 t23 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(0.5f));
            __m256 t_v_4 = _mm256_sub_ps(t23, _mm256_set1_ps(1.0f));
            __m256 t24 = _mm256_mul_ps(t_v_4, t_v_4);
            __m256 t25 = _mm256_add_ps(t24, t_v_4);
            _mm256_storeu_ps(y + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), x + t30);
        __m256 t31 = _mm256_mul_ps(x_v_5, _mm256_set1_ps(0.5f));
        __m256 t_v_5 = _mm256_sub_ps(t31, _mm256_set1_ps(1.0f));
        __m256 t32 = _mm256_mul_ps(t_v_5, t_v_5);
        __m256 t33 = _mm256_add_ps(t32, t_v_5);
        _mm256_mask_storeu_ps(y + t30, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        float t = x[t34] * 0.5f - 1.0f;
        y[t34] = t * t + t;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float dot_private(int n, const float *restrict x, const float *restrict z) {
    vcc_no_contract_body
    float s;
    int t14;
    float t15;
    int t20;
    float t21;
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
            long t3 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256 z_v = _mm256_loadu_ps(z + t3);
            __m256 t_v = _mm256_sub_ps(x_v, z_v);
            __m256 t4 = _mm256_mul_ps(t_v, t_v);
            s_v = _mm256_add_ps(s_v, t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256 x_v_1 = _mm256_loadu_ps(x + t5);
            __m256 z_v_1 = _mm256_loadu_ps(z + t5);
            __m256 t_v_1 = _mm256_sub_ps(x_v_1, z_v_1);
            __m256 t6 = _mm256_mul_ps(t_v_1, t_v_1);
            s_v_1 = _mm256_add_ps(s_v_1, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256 x_v_2 = _mm256_loadu_ps(x + t7);
            __m256 z_v_2 = _mm256_loadu_ps(z + t7);
            __m256 t_v_2 = _mm256_sub_ps(x_v_2, z_v_2);
            __m256 t8 = _mm256_mul_ps(t_v_2, t_v_2);
            s_v_2 = _mm256_add_ps(s_v_2, t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256 x_v_3 = _mm256_loadu_ps(x + t9);
            __m256 z_v_3 = _mm256_loadu_ps(z + t9);
            __m256 t_v_3 = _mm256_sub_ps(x_v_3, z_v_3);
            __m256 t10 = _mm256_mul_ps(t_v_3, t_v_3);
            s_v_3 = _mm256_add_ps(s_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256 t11 = _mm256_add_ps(s_v, s_v_1);
        __m256 t12 = _mm256_add_ps(t11, s_v_2);
        __m256 t13 = _mm256_add_ps(t12, s_v_3);
        t14 = (int)t2;
        t15 = 0.0f + vcc_avx2_sum_ps(t13);
    } else {
        t14 = 0;
        t15 = 0.0f;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        __m256 s_v_4 = _mm256_set1_ps(-0.0f);
        do {
            long t18 = (long)(int)((long)t14 + i_vec_1);
            __m256 x_v_4 = _mm256_loadu_ps(x + t18);
            __m256 z_v_4 = _mm256_loadu_ps(z + t18);
            __m256 t_v_4 = _mm256_sub_ps(x_v_4, z_v_4);
            __m256 t19 = _mm256_mul_ps(t_v_4, t_v_4);
            s_v_4 = _mm256_add_ps(s_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = t15 + vcc_avx2_sum_ps(s_v_4);
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t20;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), x + t25);
        __m256 z_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), z + t25);
        __m256 t_v_5 = _mm256_sub_ps(x_v_5, z_v_5);
        __m256 t26 = _mm256_mul_ps(t_v_5, t_v_5);
        __m256 t27 = _mm256_add_ps(_mm256_set1_ps(-0.0f), t26);
        __m256 s_v_5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t24), _mm256_set1_ps(-0.0f), t27);
        i = (int)((long)t20 + t22);
        s = t21 + vcc_avx2_sum_ps(s_v_5);
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        float t = x[t28] - z[t28];
        s += t * t;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i lo_v = _mm256_set1_epi32((int)lo);
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t3));
            __m256i t_v = _mm256_max_epi32(lo_v, x_v);
            __m256i t4 = _mm256_mullo_epi32(t_v, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t3), t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t5));
            __m256i t_v_1 = _mm256_max_epi32(lo_v, x_v_1);
            __m256i t6 = _mm256_mullo_epi32(t_v_1, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t5), t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t7));
            __m256i t_v_2 = _mm256_max_epi32(lo_v, x_v_2);
            __m256i t8 = _mm256_mullo_epi32(t_v_2, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t7), t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t9));
            __m256i t_v_3 = _mm256_max_epi32(lo_v, x_v_3);
            __m256i t10 = _mm256_mullo_epi32(t_v_3, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t9), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m256i lo_v_1 = _mm256_set1_epi32((int)lo);
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i t_v_4 = _mm256_max_epi32(lo_v_1, x_v_4);
            __m256i t15 = _mm256_mullo_epi32(t_v_4, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(y + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i lo_v_2 = _mm256_set1_epi32((int)lo);
        long t20 = (long)(int)(long)t16;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), x + t20);
        __m256i t21 = _mm256_cmpgt_epi32(lo_v_2, x_v_5);
        __m256i t22 = (__m256i)~(vcc_m8)t21;
        __m256i t23 = _mm256_and_si256(t19, t22);
        __m256i t_v_5 = _mm256_ternarylogic_epi32(t23, x_v_5, lo_v_2, 0xCA);
        __m256i t24 = t_v_5;
        __m256i t25 = _mm256_set1_epi32(3);
        __m256i t26 = _mm256_mullo_epi32(t24, t25);
        __m256i t27 = t26;
        _mm256_mask_storeu_epi32(y + t20, _mm256_movepi32_mask(t19), t27);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        int t = x[t28];
        if (t < lo) {
            t = lo;
        }
        y[t28] = t * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pairs_private(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t3));
            __m256i tmp_v = _mm256_add_epi32(x_v, _mm256_set1_epi32(1));
            __m256i tmp_v_1 = _mm256_sub_epi32(x_v, _mm256_set1_epi32(1));
            __m256i t4 = _mm256_mullo_epi32(tmp_v, tmp_v_1);
            _mm256_storeu_si256((__m256i *)(y + t3), t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t5));
            __m256i tmp_v_2 = _mm256_add_epi32(x_v_1, _mm256_set1_epi32(1));
            __m256i tmp_v_3 = _mm256_sub_epi32(x_v_1, _mm256_set1_epi32(1));
            __m256i t6 = _mm256_mullo_epi32(tmp_v_2, tmp_v_3);
            _mm256_storeu_si256((__m256i *)(y + t5), t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t7));
            __m256i tmp_v_4 = _mm256_add_epi32(x_v_2, _mm256_set1_epi32(1));
            __m256i tmp_v_5 = _mm256_sub_epi32(x_v_2, _mm256_set1_epi32(1));
            __m256i t8 = _mm256_mullo_epi32(tmp_v_4, tmp_v_5);
            _mm256_storeu_si256((__m256i *)(y + t7), t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t9));
            __m256i tmp_v_6 = _mm256_add_epi32(x_v_3, _mm256_set1_epi32(1));
            __m256i tmp_v_7 = _mm256_sub_epi32(x_v_3, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_mullo_epi32(tmp_v_6, tmp_v_7);
            _mm256_storeu_si256((__m256i *)(y + t9), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i tmp_v_8 = _mm256_add_epi32(x_v_4, _mm256_set1_epi32(1));
            __m256i tmp_v_9 = _mm256_sub_epi32(x_v_4, _mm256_set1_epi32(1));
            __m256i t15 = _mm256_mullo_epi32(tmp_v_8, tmp_v_9);
            _mm256_storeu_si256((__m256i *)(y + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)(int)(long)t16;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), x + t20);
        __m256i t21 = x_v_5;
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_add_epi32(t21, t22);
        __m256i tmp_v_10 = t23;
        __m256i t24 = x_v_5;
        __m256i t25 = _mm256_set1_epi32(1);
        __m256i t26 = _mm256_sub_epi32(t24, t25);
        __m256i tmp_v_11 = t26;
        __m256i t27 = tmp_v_10;
        __m256i t28 = tmp_v_11;
        __m256i t29 = _mm256_mullo_epi32(t27, t28);
        __m256i t30 = t29;
        _mm256_mask_storeu_epi32(y + t20, _mm256_movepi32_mask(t19), t30);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t32 = x[t31];
        y[t31] = (t32 + 1) * (t32 - 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void select_private(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int t15;
    int t24;
    int i;
    float w_1;
    float w_2;
    float t41;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:60 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256 w_v = _mm256_mul_ps(x_v, _mm256_set1_ps(0.25f));
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x_v, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 w_v_1 = _mm256_sub_ps(_mm256_set1_ps(2.0f), x_v);
            __m256 w_v_2 = _mm256_sub_ps(w_v, _mm256_set1_ps(1.5f));
            __m256 w_v_3 = _mm256_sub_ps(x_v, _mm256_set1_ps(2.0f));
            __m256 w_v_4 = _mm256_add_ps(w_v, _mm256_set1_ps(1.5f));
            __m256 w_v_5 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), w_v_2, w_v_4);
            __m256 w_v_6 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t4), w_v_1, w_v_3);
            __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t6 = _mm256_add_ps(w_v_5, _mm256_set1_ps(1.5f));
            __m256 t7 = _mm256_mul_ps(w_v_6, w_v_5);
            __m256 t8 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t5), t6, t7);
            _mm256_storeu_ps(y + t3, t8);
            long t9 = (long)(int)(i_vec + 8L);
            __m256 x_v_1 = _mm256_loadu_ps(x + t9);
            __m256 w_v_7 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(0.25f));
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 w_v_8 = _mm256_sub_ps(_mm256_set1_ps(2.0f), x_v_1);
            __m256 w_v_9 = _mm256_sub_ps(w_v_7, _mm256_set1_ps(1.5f));
            __m256 w_v_10 = _mm256_sub_ps(x_v_1, _mm256_set1_ps(2.0f));
            __m256 w_v_11 = _mm256_add_ps(w_v_7, _mm256_set1_ps(1.5f));
            __m256 w_v_12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t10), w_v_9, w_v_11);
            __m256 w_v_13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t10), w_v_8, w_v_10);
            __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t12 = _mm256_add_ps(w_v_12, _mm256_set1_ps(1.5f));
            __m256 t13 = _mm256_mul_ps(w_v_13, w_v_12);
            __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t11), t12, t13);
            _mm256_storeu_ps(y + t9, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256 x_v_2 = _mm256_loadu_ps(x + t18);
            __m256 w_v_14 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(0.25f));
            __m256i t19 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
            __m256 w_v_15 = _mm256_sub_ps(_mm256_set1_ps(2.0f), x_v_2);
            __m256 w_v_16 = _mm256_sub_ps(w_v_14, _mm256_set1_ps(1.5f));
            __m256 w_v_17 = _mm256_sub_ps(x_v_2, _mm256_set1_ps(2.0f));
            __m256 w_v_18 = _mm256_add_ps(w_v_14, _mm256_set1_ps(1.5f));
            __m256 w_v_19 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), w_v_16, w_v_18);
            __m256 w_v_20 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t19), w_v_15, w_v_17);
            __m256i t20 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t21 = _mm256_add_ps(w_v_19, _mm256_set1_ps(1.5f));
            __m256 t22 = _mm256_mul_ps(w_v_20, w_v_19);
            __m256 t23 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t20), t21, t22);
            _mm256_storeu_ps(y + t18, t23);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t24 = (int)((long)t15 + t17);
    } else {
        t24 = t15;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 8L)) {
        __m256i t26 = _mm256_set1_epi32((int)(int)t25);
        __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t28 = (long)(int)(long)t24;
        __m256 x_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t27), x + t28);
        __m256 w_v_21 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(0.25f));
        __m256i t29 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, _mm256_set1_ps(2.0f), _CMP_GT_OQ));
        __m256i t30 = (__m256i)~(vcc_m8)t29;
        __m256i t31 = _mm256_and_si256(t27, t30);
        __m256 w_v_22 = _mm256_sub_ps(_mm256_set1_ps(2.0f), x_v_3);
        __m256 w_v_23 = _mm256_sub_ps(w_v_21, _mm256_set1_ps(1.5f));
        __m256 w_v_24 = _mm256_sub_ps(x_v_3, _mm256_set1_ps(2.0f));
        __m256 w_v_25 = _mm256_add_ps(w_v_21, _mm256_set1_ps(1.5f));
        __m256 w_v_26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t31), w_v_25, w_v_23);
        __m256 w_v_27 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t31), w_v_24, w_v_22);
        __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t33 = (__m256i)~(vcc_m8)t32;
        __m256i t34 = _mm256_and_si256(t27, t33);
        __m256 t35 = _mm256_add_ps(w_v_26, _mm256_set1_ps(1.5f));
        __m256 t36 = _mm256_mul_ps(w_v_27, w_v_26);
        __m256 t37 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t34), t36, t35);
        _mm256_mask_storeu_ps(y + t28, _mm256_movepi32_mask(t27), t37);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void body_array(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t23;
    int t31;
    int i;
    int c_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(x + t3));
            __m256i t4 = _mm256_and_si256(c_v, _mm256_set1_epi32(1));
            __m256i t5 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t4, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_1 = _mm256_ternarylogic_epi32(t5, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t6 = _mm256_mullo_epi32(c_v, c_v_1);
            __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t3), t7);
            long t8 = (long)(int)(i_vec + 8L);
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_and_si256(c_v_2, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_3 = _mm256_ternarylogic_epi32(t10, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t11 = _mm256_mullo_epi32(c_v_2, c_v_3);
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t8), t12);
            long t13 = (long)(int)(i_vec + 16L);
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(x + t13));
            __m256i t14 = _mm256_and_si256(c_v_4, _mm256_set1_epi32(1));
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t14, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_5 = _mm256_ternarylogic_epi32(t15, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t16 = _mm256_mullo_epi32(c_v_4, c_v_5);
            __m256i t17 = _mm256_add_epi32(t16, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t13), t17);
            long t18 = (long)(int)(i_vec + 24L);
            __m256i c_v_6 = _mm256_loadu_si256((const __m256i *)(x + t18));
            __m256i t19 = _mm256_and_si256(c_v_6, _mm256_set1_epi32(1));
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t19, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_7 = _mm256_ternarylogic_epi32(t20, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t21 = _mm256_mullo_epi32(c_v_6, c_v_7);
            __m256i t22 = _mm256_add_epi32(t21, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t18), t22);
            i_vec += 32L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + i_vec_1);
            __m256i c_v_8 = _mm256_loadu_si256((const __m256i *)(x + t26));
            __m256i t27 = _mm256_and_si256(c_v_8, _mm256_set1_epi32(1));
            __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t27, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i c_v_9 = _mm256_ternarylogic_epi32(t28, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
            __m256i t29 = _mm256_mullo_epi32(c_v_8, c_v_9);
            __m256i t30 = _mm256_add_epi32(t29, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t26), t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        t31 = (int)((long)t23 + t25);
    } else {
        t31 = t23;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if ((t32 >= 1L) & (t32 <= 8L)) {
        __m256i t33 = _mm256_set1_epi32((int)(int)t32);
        __m256i t34 = _mm256_cmpgt_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t35 = (long)(int)(long)t31;
        __m256i c_v_10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t34), x + t35);
        __m256i t36 = _mm256_and_si256(c_v_10, _mm256_set1_epi32(1));
        __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t36, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t38 = _mm256_and_si256(t34, t37);
        __m256i c_v_11 = _mm256_ternarylogic_epi32(t38, _mm256_set1_epi32(5), _mm256_set1_epi32(1), 0xCA);
        __m256i t39 = c_v_10;
        __m256i t40 = c_v_11;
        __m256i t41 = _mm256_mullo_epi32(t39, t40);
        __m256i t42 = t41;
        __m256i t43 = t42;
        __m256i t44 = _mm256_set1_epi32(2);
        __m256i t45 = _mm256_add_epi32(t43, t44);
        __m256i t46 = t45;
        _mm256_mask_storeu_epi32(y + t35, _mm256_movepi32_mask(t34), t46);
        i = (int)((long)t31 + t32);
    } else {
        i = t31;
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
