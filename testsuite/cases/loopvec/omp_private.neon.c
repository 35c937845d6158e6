/* vcc: vector types and helpers */
#include <arm_neon.h>

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
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t t3 = vmulq_f32(x_v, vdupq_n_f32(0.5f));
            float32x4_t t_v = vsubq_f32(t3, vdupq_n_f32(1.0f));
            float32x4_t t4 = vmulq_f32(t_v, t_v);
            float32x4_t t5 = vaddq_f32(t4, t_v);
            vst1q_f32(y + i_vec, t5);
            long t6 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t6);
            float32x4_t t7 = vmulq_f32(x_v_1, vdupq_n_f32(0.5f));
            float32x4_t t_v_1 = vsubq_f32(t7, vdupq_n_f32(1.0f));
            float32x4_t t8 = vmulq_f32(t_v_1, t_v_1);
            float32x4_t t9 = vaddq_f32(t8, t_v_1);
            vst1q_f32(y + t6, t9);
            long t10 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t10);
            float32x4_t t11 = vmulq_f32(x_v_2, vdupq_n_f32(0.5f));
            float32x4_t t_v_2 = vsubq_f32(t11, vdupq_n_f32(1.0f));
            float32x4_t t12 = vmulq_f32(t_v_2, t_v_2);
            float32x4_t t13 = vaddq_f32(t12, t_v_2);
            vst1q_f32(y + t10, t13);
            long t14 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t14);
            float32x4_t t15 = vmulq_f32(x_v_3, vdupq_n_f32(0.5f));
            float32x4_t t_v_3 = vsubq_f32(t15, vdupq_n_f32(1.0f));
            float32x4_t t16 = vmulq_f32(t_v_3, t_v_3);
            float32x4_t t17 = vaddq_f32(t16, t_v_3);
            vst1q_f32(y + t14, t17);
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
            float32x4_t x_v_4 = vld1q_f32(x + t21);
            float32x4_t t22 = vmulq_f32(x_v_4, vdupq_n_f32(0.5f));
            float32x4_t t_v_4 = vsubq_f32(t22, vdupq_n_f32(1.0f));
            float32x4_t t23 = vmulq_f32(t_v_4, t_v_4);
            float32x4_t t24 = vaddq_f32(t23, t_v_4);
            vst1q_f32(y + t21, t24);
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
        float32x4_t s_v = vdupq_n_f32(-0.0f);
        float32x4_t s_v_1 = vdupq_n_f32(-0.0f);
        float32x4_t s_v_2 = vdupq_n_f32(-0.0f);
        float32x4_t s_v_3 = vdupq_n_f32(-0.0f);
        /* vcc: loop at omp_private.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t z_v = vld1q_f32(z + i_vec);
            float32x4_t t_v = vsubq_f32(x_v, z_v);
            float32x4_t t3 = vmulq_f32(t_v, t_v);
            s_v = vaddq_f32(s_v, t3);
            long t4 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t4);
            float32x4_t z_v_1 = vld1q_f32(z + t4);
            float32x4_t t_v_1 = vsubq_f32(x_v_1, z_v_1);
            float32x4_t t5 = vmulq_f32(t_v_1, t_v_1);
            s_v_1 = vaddq_f32(s_v_1, t5);
            long t6 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t6);
            float32x4_t z_v_2 = vld1q_f32(z + t6);
            float32x4_t t_v_2 = vsubq_f32(x_v_2, z_v_2);
            float32x4_t t7 = vmulq_f32(t_v_2, t_v_2);
            s_v_2 = vaddq_f32(s_v_2, t7);
            long t8 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t8);
            float32x4_t z_v_3 = vld1q_f32(z + t8);
            float32x4_t t_v_3 = vsubq_f32(x_v_3, z_v_3);
            float32x4_t t9 = vmulq_f32(t_v_3, t_v_3);
            s_v_3 = vaddq_f32(s_v_3, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        float32x4_t t10 = vaddq_f32(s_v, s_v_1);
        float32x4_t t11 = vaddq_f32(t10, s_v_2);
        float32x4_t t12 = vaddq_f32(t11, s_v_3);
        t13 = (int)t2;
        t14 = 0.0f + vaddvq_f32(t12);
    } else {
        t13 = 0;
        t14 = 0.0f;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        float32x4_t s_v_4 = vdupq_n_f32(-0.0f);
        /* vcc: loop at omp_private.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t17);
            float32x4_t z_v_4 = vld1q_f32(z + t17);
            float32x4_t t_v_4 = vsubq_f32(x_v_4, z_v_4);
            float32x4_t t18 = vmulq_f32(t_v_4, t_v_4);
            s_v_4 = vaddq_f32(s_v_4, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vaddvq_f32(s_v_4);
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
        int32x4_t lo_v = vdupq_n_s32(lo);
        long i_vec = 0L;
        /* vcc: loop at omp_private.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t_v = vmaxq_s32(lo_v, x_v);
            int32x4_t t3 = vmulq_s32(t_v, vdupq_n_s32(3));
            vst1q_s32(y + i_vec, t3);
            long t4 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t4);
            int32x4_t t_v_1 = vmaxq_s32(lo_v, x_v_1);
            int32x4_t t5 = vmulq_s32(t_v_1, vdupq_n_s32(3));
            vst1q_s32(y + t4, t5);
            long t6 = i_vec + 8L;
            int32x4_t x_v_2 = vld1q_s32(x + t6);
            int32x4_t t_v_2 = vmaxq_s32(lo_v, x_v_2);
            int32x4_t t7 = vmulq_s32(t_v_2, vdupq_n_s32(3));
            vst1q_s32(y + t6, t7);
            long t8 = i_vec + 12L;
            int32x4_t x_v_3 = vld1q_s32(x + t8);
            int32x4_t t_v_3 = vmaxq_s32(lo_v, x_v_3);
            int32x4_t t9 = vmulq_s32(t_v_3, vdupq_n_s32(3));
            vst1q_s32(y + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        int32x4_t lo_v_1 = vdupq_n_s32(lo);
        long i_vec_1 = 0L;
        /* vcc: loop at omp_private.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t x_v_4 = vld1q_s32(x + t13);
            int32x4_t t_v_4 = vmaxq_s32(lo_v_1, x_v_4);
            int32x4_t t14 = vmulq_s32(t_v_4, vdupq_n_s32(3));
            vst1q_s32(y + t13, t14);
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
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t tmp_v = vaddq_s32(x_v, vdupq_n_s32(1));
            int32x4_t tmp_v_1 = vsubq_s32(x_v, vdupq_n_s32(1));
            int32x4_t t3 = vmulq_s32(tmp_v, tmp_v_1);
            vst1q_s32(y + i_vec, t3);
            long t4 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t4);
            int32x4_t tmp_v_2 = vaddq_s32(x_v_1, vdupq_n_s32(1));
            int32x4_t tmp_v_3 = vsubq_s32(x_v_1, vdupq_n_s32(1));
            int32x4_t t5 = vmulq_s32(tmp_v_2, tmp_v_3);
            vst1q_s32(y + t4, t5);
            long t6 = i_vec + 8L;
            int32x4_t x_v_2 = vld1q_s32(x + t6);
            int32x4_t tmp_v_4 = vaddq_s32(x_v_2, vdupq_n_s32(1));
            int32x4_t tmp_v_5 = vsubq_s32(x_v_2, vdupq_n_s32(1));
            int32x4_t t7 = vmulq_s32(tmp_v_4, tmp_v_5);
            vst1q_s32(y + t6, t7);
            long t8 = i_vec + 12L;
            int32x4_t x_v_3 = vld1q_s32(x + t8);
            int32x4_t tmp_v_6 = vaddq_s32(x_v_3, vdupq_n_s32(1));
            int32x4_t tmp_v_7 = vsubq_s32(x_v_3, vdupq_n_s32(1));
            int32x4_t t9 = vmulq_s32(tmp_v_6, tmp_v_7);
            vst1q_s32(y + t8, t9);
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
            int32x4_t x_v_4 = vld1q_s32(x + t13);
            int32x4_t tmp_v_8 = vaddq_s32(x_v_4, vdupq_n_s32(1));
            int32x4_t tmp_v_9 = vsubq_s32(x_v_4, vdupq_n_s32(1));
            int32x4_t t14 = vmulq_s32(tmp_v_8, tmp_v_9);
            vst1q_s32(y + t13, t14);
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
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t w_v = vmulq_f32(x_v, vdupq_n_f32(0.25f));
            uint32x4_t t3 = vcgtq_f32(x_v, vdupq_n_f32(2.0f));
            float32x4_t w_v_1 = vsubq_f32(vdupq_n_f32(2.0f), x_v);
            float32x4_t w_v_2 = vsubq_f32(w_v, vdupq_n_f32(1.5f));
            float32x4_t w_v_3 = vsubq_f32(x_v, vdupq_n_f32(2.0f));
            float32x4_t w_v_4 = vaddq_f32(w_v, vdupq_n_f32(1.5f));
            float32x4_t w_v_5 = vbslq_f32(t3, w_v_4, w_v_2);
            float32x4_t w_v_6 = vbslq_f32(t3, w_v_3, w_v_1);
            uint32x4_t t4 = vcgtq_f32(x_v, vdupq_n_f32(0.0f));
            float32x4_t t5 = vaddq_f32(w_v_5, vdupq_n_f32(1.5f));
            float32x4_t t6 = vmulq_f32(w_v_6, w_v_5);
            float32x4_t t7 = vbslq_f32(t4, t6, t5);
            vst1q_f32(y + i_vec, t7);
            long t8 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t8);
            float32x4_t w_v_7 = vmulq_f32(x_v_1, vdupq_n_f32(0.25f));
            uint32x4_t t9 = vcgtq_f32(x_v_1, vdupq_n_f32(2.0f));
            float32x4_t w_v_8 = vsubq_f32(vdupq_n_f32(2.0f), x_v_1);
            float32x4_t w_v_9 = vsubq_f32(w_v_7, vdupq_n_f32(1.5f));
            float32x4_t w_v_10 = vsubq_f32(x_v_1, vdupq_n_f32(2.0f));
            float32x4_t w_v_11 = vaddq_f32(w_v_7, vdupq_n_f32(1.5f));
            float32x4_t w_v_12 = vbslq_f32(t9, w_v_11, w_v_9);
            float32x4_t w_v_13 = vbslq_f32(t9, w_v_10, w_v_8);
            uint32x4_t t10 = vcgtq_f32(x_v_1, vdupq_n_f32(0.0f));
            float32x4_t t11 = vaddq_f32(w_v_12, vdupq_n_f32(1.5f));
            float32x4_t t12 = vmulq_f32(w_v_13, w_v_12);
            float32x4_t t13 = vbslq_f32(t10, t12, t11);
            vst1q_f32(y + t8, t13);
            long t14 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t14);
            float32x4_t w_v_14 = vmulq_f32(x_v_2, vdupq_n_f32(0.25f));
            uint32x4_t t15 = vcgtq_f32(x_v_2, vdupq_n_f32(2.0f));
            float32x4_t w_v_15 = vsubq_f32(vdupq_n_f32(2.0f), x_v_2);
            float32x4_t w_v_16 = vsubq_f32(w_v_14, vdupq_n_f32(1.5f));
            float32x4_t w_v_17 = vsubq_f32(x_v_2, vdupq_n_f32(2.0f));
            float32x4_t w_v_18 = vaddq_f32(w_v_14, vdupq_n_f32(1.5f));
            float32x4_t w_v_19 = vbslq_f32(t15, w_v_18, w_v_16);
            float32x4_t w_v_20 = vbslq_f32(t15, w_v_17, w_v_15);
            uint32x4_t t16 = vcgtq_f32(x_v_2, vdupq_n_f32(0.0f));
            float32x4_t t17 = vaddq_f32(w_v_19, vdupq_n_f32(1.5f));
            float32x4_t t18 = vmulq_f32(w_v_20, w_v_19);
            float32x4_t t19 = vbslq_f32(t16, t18, t17);
            vst1q_f32(y + t14, t19);
            long t20 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t20);
            float32x4_t w_v_21 = vmulq_f32(x_v_3, vdupq_n_f32(0.25f));
            uint32x4_t t21 = vcgtq_f32(x_v_3, vdupq_n_f32(2.0f));
            float32x4_t w_v_22 = vsubq_f32(vdupq_n_f32(2.0f), x_v_3);
            float32x4_t w_v_23 = vsubq_f32(w_v_21, vdupq_n_f32(1.5f));
            float32x4_t w_v_24 = vsubq_f32(x_v_3, vdupq_n_f32(2.0f));
            float32x4_t w_v_25 = vaddq_f32(w_v_21, vdupq_n_f32(1.5f));
            float32x4_t w_v_26 = vbslq_f32(t21, w_v_25, w_v_23);
            float32x4_t w_v_27 = vbslq_f32(t21, w_v_24, w_v_22);
            uint32x4_t t22 = vcgtq_f32(x_v_3, vdupq_n_f32(0.0f));
            float32x4_t t23 = vaddq_f32(w_v_26, vdupq_n_f32(1.5f));
            float32x4_t t24 = vmulq_f32(w_v_27, w_v_26);
            float32x4_t t25 = vbslq_f32(t22, t24, t23);
            vst1q_f32(y + t20, t25);
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
            float32x4_t x_v_4 = vld1q_f32(x + t29);
            float32x4_t w_v_28 = vmulq_f32(x_v_4, vdupq_n_f32(0.25f));
            uint32x4_t t30 = vcgtq_f32(x_v_4, vdupq_n_f32(2.0f));
            float32x4_t w_v_29 = vsubq_f32(vdupq_n_f32(2.0f), x_v_4);
            float32x4_t w_v_30 = vsubq_f32(w_v_28, vdupq_n_f32(1.5f));
            float32x4_t w_v_31 = vsubq_f32(x_v_4, vdupq_n_f32(2.0f));
            float32x4_t w_v_32 = vaddq_f32(w_v_28, vdupq_n_f32(1.5f));
            float32x4_t w_v_33 = vbslq_f32(t30, w_v_32, w_v_30);
            float32x4_t w_v_34 = vbslq_f32(t30, w_v_31, w_v_29);
            uint32x4_t t31 = vcgtq_f32(x_v_4, vdupq_n_f32(0.0f));
            float32x4_t t32 = vaddq_f32(w_v_33, vdupq_n_f32(1.5f));
            float32x4_t t33 = vmulq_f32(w_v_34, w_v_33);
            float32x4_t t34 = vbslq_f32(t31, t33, t32);
            vst1q_f32(y + t29, t34);
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
            int32x4_t c_v = vld1q_s32(x + i_vec);
            int32x4_t t3 = vandq_s32(c_v, vdupq_n_s32(1));
            uint32x4_t t4 = vmvnq_u32(vceqq_s32(t3, vdupq_n_s32(0)));
            int32x4_t c_v_1 = vbslq_s32(t4, vdupq_n_s32(5), vdupq_n_s32(1));
            int32x4_t t5 = vmulq_s32(c_v, c_v_1);
            int32x4_t t6 = vaddq_s32(t5, vdupq_n_s32(2));
            vst1q_s32(y + i_vec, t6);
            long t7 = i_vec + 4L;
            int32x4_t c_v_2 = vld1q_s32(x + t7);
            int32x4_t t8 = vandq_s32(c_v_2, vdupq_n_s32(1));
            uint32x4_t t9 = vmvnq_u32(vceqq_s32(t8, vdupq_n_s32(0)));
            int32x4_t c_v_3 = vbslq_s32(t9, vdupq_n_s32(5), vdupq_n_s32(1));
            int32x4_t t10 = vmulq_s32(c_v_2, c_v_3);
            int32x4_t t11 = vaddq_s32(t10, vdupq_n_s32(2));
            vst1q_s32(y + t7, t11);
            long t12 = i_vec + 8L;
            int32x4_t c_v_4 = vld1q_s32(x + t12);
            int32x4_t t13 = vandq_s32(c_v_4, vdupq_n_s32(1));
            uint32x4_t t14 = vmvnq_u32(vceqq_s32(t13, vdupq_n_s32(0)));
            int32x4_t c_v_5 = vbslq_s32(t14, vdupq_n_s32(5), vdupq_n_s32(1));
            int32x4_t t15 = vmulq_s32(c_v_4, c_v_5);
            int32x4_t t16 = vaddq_s32(t15, vdupq_n_s32(2));
            vst1q_s32(y + t12, t16);
            long t17 = i_vec + 12L;
            int32x4_t c_v_6 = vld1q_s32(x + t17);
            int32x4_t t18 = vandq_s32(c_v_6, vdupq_n_s32(1));
            uint32x4_t t19 = vmvnq_u32(vceqq_s32(t18, vdupq_n_s32(0)));
            int32x4_t c_v_7 = vbslq_s32(t19, vdupq_n_s32(5), vdupq_n_s32(1));
            int32x4_t t20 = vmulq_s32(c_v_6, c_v_7);
            int32x4_t t21 = vaddq_s32(t20, vdupq_n_s32(2));
            vst1q_s32(y + t17, t21);
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
            int32x4_t c_v_8 = vld1q_s32(x + t25);
            int32x4_t t26 = vandq_s32(c_v_8, vdupq_n_s32(1));
            uint32x4_t t27 = vmvnq_u32(vceqq_s32(t26, vdupq_n_s32(0)));
            int32x4_t c_v_9 = vbslq_s32(t27, vdupq_n_s32(5), vdupq_n_s32(1));
            int32x4_t t28 = vmulq_s32(c_v_8, c_v_9);
            int32x4_t t29 = vaddq_s32(t28, vdupq_n_s32(2));
            vst1q_s32(y + t25, t29);
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
