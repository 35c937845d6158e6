/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_sse2_reduce_ps(V, OP) ({ __m128 vcc_s = (V); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_shuffle_ps(vcc_s, vcc_s, 0x55)); _mm_cvtss_f32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))

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
void poly_private(int n, float *restrict y, const float *restrict x) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 t3 = _mm_mul_ps(x_v, _mm_set1_ps(0.5f));
            __m128 t_v = _mm_sub_ps(t3, _mm_set1_ps(1.0f));
            __m128 t4 = _mm_mul_ps(t_v, t_v);
            __m128 t5 = _mm_add_ps(t4, t_v);
            _mm_storeu_ps(y + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t6);
            __m128 t7 = _mm_mul_ps(x_v_1, _mm_set1_ps(0.5f));
            __m128 t_v_1 = _mm_sub_ps(t7, _mm_set1_ps(1.0f));
            __m128 t8 = _mm_mul_ps(t_v_1, t_v_1);
            __m128 t9 = _mm_add_ps(t8, t_v_1);
            _mm_storeu_ps(y + t6, t9);
            long t10 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t10);
            __m128 t11 = _mm_mul_ps(x_v_2, _mm_set1_ps(0.5f));
            __m128 t_v_2 = _mm_sub_ps(t11, _mm_set1_ps(1.0f));
            __m128 t12 = _mm_mul_ps(t_v_2, t_v_2);
            __m128 t13 = _mm_add_ps(t12, t_v_2);
            _mm_storeu_ps(y + t10, t13);
            long t14 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t14);
            __m128 t15 = _mm_mul_ps(x_v_3, _mm_set1_ps(0.5f));
            __m128 t_v_3 = _mm_sub_ps(t15, _mm_set1_ps(1.0f));
            __m128 t16 = _mm_mul_ps(t_v_3, t_v_3);
            __m128 t17 = _mm_add_ps(t16, t_v_3);
            _mm_storeu_ps(y + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t21);
            __m128 t22 = _mm_mul_ps(x_v_4, _mm_set1_ps(0.5f));
            __m128 t_v_4 = _mm_sub_ps(t22, _mm_set1_ps(1.0f));
            __m128 t23 = _mm_mul_ps(t_v_4, t_v_4);
            __m128 t24 = _mm_add_ps(t23, t_v_4);
            _mm_storeu_ps(y + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t = x[t25] * 0.5f - 1.0f;
        y[t25] = t * t + t;
    }
}

float dot_private(int n, const float *restrict x, const float *restrict z) {
    float s;
    int t13;
    float t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m128 s_v = _mm_set1_ps(-0.0f);
        __m128 s_v_1 = _mm_set1_ps(-0.0f);
        __m128 s_v_2 = _mm_set1_ps(-0.0f);
        __m128 s_v_3 = _mm_set1_ps(-0.0f);
        /* vcc: loop at omp_private.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 z_v = _mm_loadu_ps(z + i_vec);
            __m128 t_v = _mm_sub_ps(x_v, z_v);
            __m128 t3 = _mm_mul_ps(t_v, t_v);
            s_v = _mm_add_ps(s_v, t3);
            long t4 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t4);
            __m128 z_v_1 = _mm_loadu_ps(z + t4);
            __m128 t_v_1 = _mm_sub_ps(x_v_1, z_v_1);
            __m128 t5 = _mm_mul_ps(t_v_1, t_v_1);
            s_v_1 = _mm_add_ps(s_v_1, t5);
            long t6 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t6);
            __m128 z_v_2 = _mm_loadu_ps(z + t6);
            __m128 t_v_2 = _mm_sub_ps(x_v_2, z_v_2);
            __m128 t7 = _mm_mul_ps(t_v_2, t_v_2);
            s_v_2 = _mm_add_ps(s_v_2, t7);
            long t8 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t8);
            __m128 z_v_3 = _mm_loadu_ps(z + t8);
            __m128 t_v_3 = _mm_sub_ps(x_v_3, z_v_3);
            __m128 t9 = _mm_mul_ps(t_v_3, t_v_3);
            s_v_3 = _mm_add_ps(s_v_3, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128 t10 = _mm_add_ps(s_v, s_v_1);
        __m128 t11 = _mm_add_ps(t10, s_v_2);
        __m128 t12 = _mm_add_ps(t11, s_v_3);
        t13 = (int)t2;
        t14 = 0.0f + vcc_sse2_reduce_ps(t12, _mm_add_ps);
    } else {
        t13 = 0;
        t14 = 0.0f;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        __m128 s_v_4 = _mm_set1_ps(-0.0f);
        /* vcc: loop at omp_private.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t17);
            __m128 z_v_4 = _mm_loadu_ps(z + t17);
            __m128 t_v_4 = _mm_sub_ps(x_v_4, z_v_4);
            __m128 t18 = _mm_mul_ps(t_v_4, t_v_4);
            s_v_4 = _mm_add_ps(s_v_4, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vcc_sse2_reduce_ps(s_v_4, _mm_add_ps);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t = x[t19] - z[t19];
        s += t * t;
    }
    return s;
}

void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i lo_v = _mm_set1_epi32((int)lo);
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t_v = vcc_sse2_max_epi32(lo_v, x_v);
            __m128i t3 = (__m128i)((vcc_v4_int)t_v * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(y + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t4));
            __m128i t_v_1 = vcc_sse2_max_epi32(lo_v, x_v_1);
            __m128i t5 = (__m128i)((vcc_v4_int)t_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(y + t4), t5);
            long t6 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t6));
            __m128i t_v_2 = vcc_sse2_max_epi32(lo_v, x_v_2);
            __m128i t7 = (__m128i)((vcc_v4_int)t_v_2 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(y + t6), t7);
            long t8 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t_v_3 = vcc_sse2_max_epi32(lo_v, x_v_3);
            __m128i t9 = (__m128i)((vcc_v4_int)t_v_3 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(y + t8), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        __m128i lo_v_1 = _mm_set1_epi32((int)lo);
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t13));
            __m128i t_v_4 = vcc_sse2_max_epi32(lo_v_1, x_v_4);
            __m128i t14 = (__m128i)((vcc_v4_int)t_v_4 * (vcc_v4_int)_mm_set1_epi32(3));
            _mm_storeu_si128((__m128i *)(y + t13), t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t = x[t15];
        if (t < lo) {
            t = lo;
        }
        y[t15] = t * 3;
    }
}

void pairs_private(int n, int *restrict y, const int *restrict x) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:50 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i tmp_v = _mm_add_epi32(x_v, _mm_set1_epi32(1));
            __m128i tmp_v_1 = _mm_sub_epi32(x_v, _mm_set1_epi32(1));
            __m128i t3 = (__m128i)((vcc_v4_int)tmp_v * (vcc_v4_int)tmp_v_1);
            _mm_storeu_si128((__m128i *)(y + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t4));
            __m128i tmp_v_2 = _mm_add_epi32(x_v_1, _mm_set1_epi32(1));
            __m128i tmp_v_3 = _mm_sub_epi32(x_v_1, _mm_set1_epi32(1));
            __m128i t5 = (__m128i)((vcc_v4_int)tmp_v_2 * (vcc_v4_int)tmp_v_3);
            _mm_storeu_si128((__m128i *)(y + t4), t5);
            long t6 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t6));
            __m128i tmp_v_4 = _mm_add_epi32(x_v_2, _mm_set1_epi32(1));
            __m128i tmp_v_5 = _mm_sub_epi32(x_v_2, _mm_set1_epi32(1));
            __m128i t7 = (__m128i)((vcc_v4_int)tmp_v_4 * (vcc_v4_int)tmp_v_5);
            _mm_storeu_si128((__m128i *)(y + t6), t7);
            long t8 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i tmp_v_6 = _mm_add_epi32(x_v_3, _mm_set1_epi32(1));
            __m128i tmp_v_7 = _mm_sub_epi32(x_v_3, _mm_set1_epi32(1));
            __m128i t9 = (__m128i)((vcc_v4_int)tmp_v_6 * (vcc_v4_int)tmp_v_7);
            _mm_storeu_si128((__m128i *)(y + t8), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:50 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t13));
            __m128i tmp_v_8 = _mm_add_epi32(x_v_4, _mm_set1_epi32(1));
            __m128i tmp_v_9 = _mm_sub_epi32(x_v_4, _mm_set1_epi32(1));
            __m128i t14 = (__m128i)((vcc_v4_int)tmp_v_8 * (vcc_v4_int)tmp_v_9);
            _mm_storeu_si128((__m128i *)(y + t13), t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = x[t15];
        y[t15] = (t16 + 1) * (t16 - 1);
    }
}

void select_private(int n, float *restrict y, const float *restrict x) {
    int t26;
    int i;
    float w_1;
    float w_2;
    float t38;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:60 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 w_v = _mm_mul_ps(x_v, _mm_set1_ps(0.25f));
            __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(x_v, _mm_set1_ps(2.0f)));
            __m128 w_v_1 = _mm_sub_ps(_mm_set1_ps(2.0f), x_v);
            __m128 w_v_2 = _mm_sub_ps(w_v, _mm_set1_ps(1.5f));
            __m128 w_v_3 = _mm_sub_ps(x_v, _mm_set1_ps(2.0f));
            __m128 w_v_4 = _mm_add_ps(w_v, _mm_set1_ps(1.5f));
            __m128 w_v_5 = vcc_sse2_blendv_ps(w_v_2, w_v_4, _mm_castsi128_ps(t3));
            __m128 w_v_6 = vcc_sse2_blendv_ps(w_v_1, w_v_3, _mm_castsi128_ps(t3));
            __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(x_v, _mm_set1_ps(0.0f)));
            __m128 t5 = _mm_add_ps(w_v_5, _mm_set1_ps(1.5f));
            __m128 t6 = _mm_mul_ps(w_v_6, w_v_5);
            __m128 t7 = vcc_sse2_blendv_ps(t5, t6, _mm_castsi128_ps(t4));
            _mm_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t8);
            __m128 w_v_7 = _mm_mul_ps(x_v_1, _mm_set1_ps(0.25f));
            __m128i t9 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, _mm_set1_ps(2.0f)));
            __m128 w_v_8 = _mm_sub_ps(_mm_set1_ps(2.0f), x_v_1);
            __m128 w_v_9 = _mm_sub_ps(w_v_7, _mm_set1_ps(1.5f));
            __m128 w_v_10 = _mm_sub_ps(x_v_1, _mm_set1_ps(2.0f));
            __m128 w_v_11 = _mm_add_ps(w_v_7, _mm_set1_ps(1.5f));
            __m128 w_v_12 = vcc_sse2_blendv_ps(w_v_9, w_v_11, _mm_castsi128_ps(t9));
            __m128 w_v_13 = vcc_sse2_blendv_ps(w_v_8, w_v_10, _mm_castsi128_ps(t9));
            __m128i t10 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, _mm_set1_ps(0.0f)));
            __m128 t11 = _mm_add_ps(w_v_12, _mm_set1_ps(1.5f));
            __m128 t12 = _mm_mul_ps(w_v_13, w_v_12);
            __m128 t13 = vcc_sse2_blendv_ps(t11, t12, _mm_castsi128_ps(t10));
            _mm_storeu_ps(y + t8, t13);
            long t14 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t14);
            __m128 w_v_14 = _mm_mul_ps(x_v_2, _mm_set1_ps(0.25f));
            __m128i t15 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, _mm_set1_ps(2.0f)));
            __m128 w_v_15 = _mm_sub_ps(_mm_set1_ps(2.0f), x_v_2);
            __m128 w_v_16 = _mm_sub_ps(w_v_14, _mm_set1_ps(1.5f));
            __m128 w_v_17 = _mm_sub_ps(x_v_2, _mm_set1_ps(2.0f));
            __m128 w_v_18 = _mm_add_ps(w_v_14, _mm_set1_ps(1.5f));
            __m128 w_v_19 = vcc_sse2_blendv_ps(w_v_16, w_v_18, _mm_castsi128_ps(t15));
            __m128 w_v_20 = vcc_sse2_blendv_ps(w_v_15, w_v_17, _mm_castsi128_ps(t15));
            __m128i t16 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, _mm_set1_ps(0.0f)));
            __m128 t17 = _mm_add_ps(w_v_19, _mm_set1_ps(1.5f));
            __m128 t18 = _mm_mul_ps(w_v_20, w_v_19);
            __m128 t19 = vcc_sse2_blendv_ps(t17, t18, _mm_castsi128_ps(t16));
            _mm_storeu_ps(y + t14, t19);
            long t20 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t20);
            __m128 w_v_21 = _mm_mul_ps(x_v_3, _mm_set1_ps(0.25f));
            __m128i t21 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, _mm_set1_ps(2.0f)));
            __m128 w_v_22 = _mm_sub_ps(_mm_set1_ps(2.0f), x_v_3);
            __m128 w_v_23 = _mm_sub_ps(w_v_21, _mm_set1_ps(1.5f));
            __m128 w_v_24 = _mm_sub_ps(x_v_3, _mm_set1_ps(2.0f));
            __m128 w_v_25 = _mm_add_ps(w_v_21, _mm_set1_ps(1.5f));
            __m128 w_v_26 = vcc_sse2_blendv_ps(w_v_23, w_v_25, _mm_castsi128_ps(t21));
            __m128 w_v_27 = vcc_sse2_blendv_ps(w_v_22, w_v_24, _mm_castsi128_ps(t21));
            __m128i t22 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, _mm_set1_ps(0.0f)));
            __m128 t23 = _mm_add_ps(w_v_26, _mm_set1_ps(1.5f));
            __m128 t24 = _mm_mul_ps(w_v_27, w_v_26);
            __m128 t25 = vcc_sse2_blendv_ps(t23, t24, _mm_castsi128_ps(t22));
            _mm_storeu_ps(y + t20, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t29);
            __m128 w_v_28 = _mm_mul_ps(x_v_4, _mm_set1_ps(0.25f));
            __m128i t30 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, _mm_set1_ps(2.0f)));
            __m128 w_v_29 = _mm_sub_ps(_mm_set1_ps(2.0f), x_v_4);
            __m128 w_v_30 = _mm_sub_ps(w_v_28, _mm_set1_ps(1.5f));
            __m128 w_v_31 = _mm_sub_ps(x_v_4, _mm_set1_ps(2.0f));
            __m128 w_v_32 = _mm_add_ps(w_v_28, _mm_set1_ps(1.5f));
            __m128 w_v_33 = vcc_sse2_blendv_ps(w_v_30, w_v_32, _mm_castsi128_ps(t30));
            __m128 w_v_34 = vcc_sse2_blendv_ps(w_v_29, w_v_31, _mm_castsi128_ps(t30));
            __m128i t31 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, _mm_set1_ps(0.0f)));
            __m128 t32 = _mm_add_ps(w_v_33, _mm_set1_ps(1.5f));
            __m128 t33 = _mm_mul_ps(w_v_34, w_v_33);
            __m128 t34 = vcc_sse2_blendv_ps(t32, t33, _mm_castsi128_ps(t31));
            _mm_storeu_ps(y + t29, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float t36 = x[t35];
        float w = t36 * 0.25f;
        if (t36 > 2.0f) {
            w_1 = w + 1.5f;
            w_2 = t36 - 2.0f;
        } else {
            w_1 = w - 1.5f;
            w_2 = 2.0f - t36;
        }
        float *t37 = y + t35;
        if (t36 > 0.0f) {
            t38 = w_2 * w_1;
        } else {
            t38 = w_1 + 1.5f;
        }
        *t37 = t38;
    }
}

void body_array(int n, int *restrict y, const int *restrict x) {
    int t22;
    int i;
    int c_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:75 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i c_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_and_si128(c_v, _mm_set1_epi32(1));
            __m128i t4 = vcc_sse_not(_mm_cmpeq_epi32(t3, _mm_set1_epi32(0)));
            __m128i c_v_1 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(5), t4);
            __m128i t5 = (__m128i)((vcc_v4_int)c_v * (vcc_v4_int)c_v_1);
            __m128i t6 = _mm_add_epi32(t5, _mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + i_vec), t6);
            long t7 = i_vec + 4L;
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(x + t7));
            __m128i t8 = _mm_and_si128(c_v_2, _mm_set1_epi32(1));
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi32(t8, _mm_set1_epi32(0)));
            __m128i c_v_3 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(5), t9);
            __m128i t10 = (__m128i)((vcc_v4_int)c_v_2 * (vcc_v4_int)c_v_3);
            __m128i t11 = _mm_add_epi32(t10, _mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + t7), t11);
            long t12 = i_vec + 8L;
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(x + t12));
            __m128i t13 = _mm_and_si128(c_v_4, _mm_set1_epi32(1));
            __m128i t14 = vcc_sse_not(_mm_cmpeq_epi32(t13, _mm_set1_epi32(0)));
            __m128i c_v_5 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(5), t14);
            __m128i t15 = (__m128i)((vcc_v4_int)c_v_4 * (vcc_v4_int)c_v_5);
            __m128i t16 = _mm_add_epi32(t15, _mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + t12), t16);
            long t17 = i_vec + 12L;
            __m128i c_v_6 = _mm_loadu_si128((const __m128i *)(x + t17));
            __m128i t18 = _mm_and_si128(c_v_6, _mm_set1_epi32(1));
            __m128i t19 = vcc_sse_not(_mm_cmpeq_epi32(t18, _mm_set1_epi32(0)));
            __m128i c_v_7 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(5), t19);
            __m128i t20 = (__m128i)((vcc_v4_int)c_v_6 * (vcc_v4_int)c_v_7);
            __m128i t21 = _mm_add_epi32(t20, _mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + t17), t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:75 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m128i c_v_8 = _mm_loadu_si128((const __m128i *)(x + t25));
            __m128i t26 = _mm_and_si128(c_v_8, _mm_set1_epi32(1));
            __m128i t27 = vcc_sse_not(_mm_cmpeq_epi32(t26, _mm_set1_epi32(0)));
            __m128i c_v_9 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(5), t27);
            __m128i t28 = (__m128i)((vcc_v4_int)c_v_8 * (vcc_v4_int)c_v_9);
            __m128i t29 = _mm_add_epi32(t28, _mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + t25), t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
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
