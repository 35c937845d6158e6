/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));

/* vcc-test: fast-math 1e-6 */
/* vcc-test: expect-vectorized 11 */
#include <math.h>
#include "harness.h"

/* Under --fast-math the AVX2 target calls glibc's libmvec variants (_ZGVdN8v_expf,
   _ZGVdN4vv_pow, ...: declared by vcc, linked by -lm), which may differ from the scalar
   functions in the last bits; main prints sums of the results, compared with a relative
   tolerance (the sums are reassociated too). The generic target has no vector forms: it
   calls the scalar function once per lane. sqrt stays exact under any flags. */
void k_expf(int n, float *restrict r, const float *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:12 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t t3 = vmulq_f32(a_v, vdupq_n_f32(0.01f));
            float32x4_t t4 = vsetq_lane_f32(expf(vgetq_lane_f32(t3, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t5 = vsetq_lane_f32(expf(vgetq_lane_f32(t3, 1)), t4, 1);
            float32x4_t t6 = vsetq_lane_f32(expf(vgetq_lane_f32(t3, 2)), t5, 2);
            float32x4_t t7 = vsetq_lane_f32(expf(vgetq_lane_f32(t3, 3)), t6, 3);
            vst1q_f32(r + i_vec, t7);
            long t8 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t8);
            float32x4_t t9 = vmulq_f32(a_v_1, vdupq_n_f32(0.01f));
            float32x4_t t10 = vsetq_lane_f32(expf(vgetq_lane_f32(t9, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t11 = vsetq_lane_f32(expf(vgetq_lane_f32(t9, 1)), t10, 1);
            float32x4_t t12 = vsetq_lane_f32(expf(vgetq_lane_f32(t9, 2)), t11, 2);
            float32x4_t t13 = vsetq_lane_f32(expf(vgetq_lane_f32(t9, 3)), t12, 3);
            vst1q_f32(r + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float32x4_t a_v_2 = vld1q_f32(a + t17);
            float32x4_t t18 = vmulq_f32(a_v_2, vdupq_n_f32(0.01f));
            float32x4_t t19 = vsetq_lane_f32(expf(vgetq_lane_f32(t18, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t20 = vsetq_lane_f32(expf(vgetq_lane_f32(t18, 1)), t19, 1);
            float32x4_t t21 = vsetq_lane_f32(expf(vgetq_lane_f32(t18, 2)), t20, 2);
            float32x4_t t22 = vsetq_lane_f32(expf(vgetq_lane_f32(t18, 3)), t21, 3);
            vst1q_f32(r + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = a[t23];
        r[t23] = expf(t24 * 0.01f);
    }
}

void k_exp(int n, double *restrict r, const double *restrict a) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t3 = vmulq_f64(a_v, vdupq_n_f64(0.01));
            float64x2_t t4 = vsetq_lane_f64(exp(vgetq_lane_f64(t3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t5 = vsetq_lane_f64(exp(vgetq_lane_f64(t3, 1)), t4, 1);
            vst1q_f64(r + i_vec, t5);
            long t6 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t6);
            float64x2_t t7 = vmulq_f64(a_v_1, vdupq_n_f64(0.01));
            float64x2_t t8 = vsetq_lane_f64(exp(vgetq_lane_f64(t7, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t9 = vsetq_lane_f64(exp(vgetq_lane_f64(t7, 1)), t8, 1);
            vst1q_f64(r + t6, t9);
            long t10 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t10);
            float64x2_t t11 = vmulq_f64(a_v_2, vdupq_n_f64(0.01));
            float64x2_t t12 = vsetq_lane_f64(exp(vgetq_lane_f64(t11, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t13 = vsetq_lane_f64(exp(vgetq_lane_f64(t11, 1)), t12, 1);
            vst1q_f64(r + t10, t13);
            long t14 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t14);
            float64x2_t t15 = vmulq_f64(a_v_3, vdupq_n_f64(0.01));
            float64x2_t t16 = vsetq_lane_f64(exp(vgetq_lane_f64(t15, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t17 = vsetq_lane_f64(exp(vgetq_lane_f64(t15, 1)), t16, 1);
            vst1q_f64(r + t14, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t21);
            float64x2_t t22 = vmulq_f64(a_v_4, vdupq_n_f64(0.01));
            float64x2_t t23 = vsetq_lane_f64(exp(vgetq_lane_f64(t22, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t24 = vsetq_lane_f64(exp(vgetq_lane_f64(t22, 1)), t23, 1);
            vst1q_f64(r + t21, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        r[t25] = exp(t26 * 0.01);
    }
}

void k_logf(int n, float *restrict r, const float *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:22 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t t3 = vaddq_f32(a_v, vdupq_n_f32(1001.0f));
            float32x4_t t4 = vsetq_lane_f32(logf(vgetq_lane_f32(t3, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t5 = vsetq_lane_f32(logf(vgetq_lane_f32(t3, 1)), t4, 1);
            float32x4_t t6 = vsetq_lane_f32(logf(vgetq_lane_f32(t3, 2)), t5, 2);
            float32x4_t t7 = vsetq_lane_f32(logf(vgetq_lane_f32(t3, 3)), t6, 3);
            vst1q_f32(r + i_vec, t7);
            long t8 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t8);
            float32x4_t t9 = vaddq_f32(a_v_1, vdupq_n_f32(1001.0f));
            float32x4_t t10 = vsetq_lane_f32(logf(vgetq_lane_f32(t9, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t11 = vsetq_lane_f32(logf(vgetq_lane_f32(t9, 1)), t10, 1);
            float32x4_t t12 = vsetq_lane_f32(logf(vgetq_lane_f32(t9, 2)), t11, 2);
            float32x4_t t13 = vsetq_lane_f32(logf(vgetq_lane_f32(t9, 3)), t12, 3);
            vst1q_f32(r + t8, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float32x4_t a_v_2 = vld1q_f32(a + t17);
            float32x4_t t18 = vaddq_f32(a_v_2, vdupq_n_f32(1001.0f));
            float32x4_t t19 = vsetq_lane_f32(logf(vgetq_lane_f32(t18, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t20 = vsetq_lane_f32(logf(vgetq_lane_f32(t18, 1)), t19, 1);
            float32x4_t t21 = vsetq_lane_f32(logf(vgetq_lane_f32(t18, 2)), t20, 2);
            float32x4_t t22 = vsetq_lane_f32(logf(vgetq_lane_f32(t18, 3)), t21, 3);
            vst1q_f32(r + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = a[t23];
        r[t23] = logf(t24 + 1001.0f);
    }
}

void k_log(int n, double *restrict r, const double *restrict a) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:27 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t3 = vaddq_f64(a_v, vdupq_n_f64(1001.0));
            float64x2_t t4 = vsetq_lane_f64(log(vgetq_lane_f64(t3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t5 = vsetq_lane_f64(log(vgetq_lane_f64(t3, 1)), t4, 1);
            vst1q_f64(r + i_vec, t5);
            long t6 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t6);
            float64x2_t t7 = vaddq_f64(a_v_1, vdupq_n_f64(1001.0));
            float64x2_t t8 = vsetq_lane_f64(log(vgetq_lane_f64(t7, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t9 = vsetq_lane_f64(log(vgetq_lane_f64(t7, 1)), t8, 1);
            vst1q_f64(r + t6, t9);
            long t10 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t10);
            float64x2_t t11 = vaddq_f64(a_v_2, vdupq_n_f64(1001.0));
            float64x2_t t12 = vsetq_lane_f64(log(vgetq_lane_f64(t11, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t13 = vsetq_lane_f64(log(vgetq_lane_f64(t11, 1)), t12, 1);
            vst1q_f64(r + t10, t13);
            long t14 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t14);
            float64x2_t t15 = vaddq_f64(a_v_3, vdupq_n_f64(1001.0));
            float64x2_t t16 = vsetq_lane_f64(log(vgetq_lane_f64(t15, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t17 = vsetq_lane_f64(log(vgetq_lane_f64(t15, 1)), t16, 1);
            vst1q_f64(r + t14, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:27 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t21);
            float64x2_t t22 = vaddq_f64(a_v_4, vdupq_n_f64(1001.0));
            float64x2_t t23 = vsetq_lane_f64(log(vgetq_lane_f64(t22, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t24 = vsetq_lane_f64(log(vgetq_lane_f64(t22, 1)), t23, 1);
            vst1q_f64(r + t21, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        r[t25] = log(t26 + 1001.0);
    }
}

void k_sinf(int n, float *restrict r, const float *restrict a) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:32 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t t3 = vmulq_f32(a_v, vdupq_n_f32(0.1f));
            float32x4_t t4 = vsetq_lane_f32(sinf(vgetq_lane_f32(t3, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t5 = vsetq_lane_f32(sinf(vgetq_lane_f32(t3, 1)), t4, 1);
            float32x4_t t6 = vsetq_lane_f32(sinf(vgetq_lane_f32(t3, 2)), t5, 2);
            float32x4_t t7 = vsetq_lane_f32(sinf(vgetq_lane_f32(t3, 3)), t6, 3);
            float32x4_t t8 = vaddq_f32(t7, vdupq_n_f32(2.0f));
            vst1q_f32(r + i_vec, t8);
            long t9 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + t9);
            float32x4_t t10 = vmulq_f32(a_v_1, vdupq_n_f32(0.1f));
            float32x4_t t11 = vsetq_lane_f32(sinf(vgetq_lane_f32(t10, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t12 = vsetq_lane_f32(sinf(vgetq_lane_f32(t10, 1)), t11, 1);
            float32x4_t t13 = vsetq_lane_f32(sinf(vgetq_lane_f32(t10, 2)), t12, 2);
            float32x4_t t14 = vsetq_lane_f32(sinf(vgetq_lane_f32(t10, 3)), t13, 3);
            float32x4_t t15 = vaddq_f32(t14, vdupq_n_f32(2.0f));
            vst1q_f32(r + t9, t15);
            i_vec += 8L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            float32x4_t a_v_2 = vld1q_f32(a + t19);
            float32x4_t t20 = vmulq_f32(a_v_2, vdupq_n_f32(0.1f));
            float32x4_t t21 = vsetq_lane_f32(sinf(vgetq_lane_f32(t20, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t22 = vsetq_lane_f32(sinf(vgetq_lane_f32(t20, 1)), t21, 1);
            float32x4_t t23 = vsetq_lane_f32(sinf(vgetq_lane_f32(t20, 2)), t22, 2);
            float32x4_t t24 = vsetq_lane_f32(sinf(vgetq_lane_f32(t20, 3)), t23, 3);
            float32x4_t t25 = vaddq_f32(t24, vdupq_n_f32(2.0f));
            vst1q_f32(r + t19, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = a[t26];
        r[t26] = sinf(t27 * 0.1f) + 2.0f;
    }
}

void k_cos(int n, double *restrict r, const double *restrict a) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:37 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t3 = vmulq_f64(a_v, vdupq_n_f64(0.1));
            float64x2_t t4 = vsetq_lane_f64(cos(vgetq_lane_f64(t3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t5 = vsetq_lane_f64(cos(vgetq_lane_f64(t3, 1)), t4, 1);
            float64x2_t t6 = vaddq_f64(t5, vdupq_n_f64(2.0));
            vst1q_f64(r + i_vec, t6);
            long t7 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t7);
            float64x2_t t8 = vmulq_f64(a_v_1, vdupq_n_f64(0.1));
            float64x2_t t9 = vsetq_lane_f64(cos(vgetq_lane_f64(t8, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t10 = vsetq_lane_f64(cos(vgetq_lane_f64(t8, 1)), t9, 1);
            float64x2_t t11 = vaddq_f64(t10, vdupq_n_f64(2.0));
            vst1q_f64(r + t7, t11);
            long t12 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t12);
            float64x2_t t13 = vmulq_f64(a_v_2, vdupq_n_f64(0.1));
            float64x2_t t14 = vsetq_lane_f64(cos(vgetq_lane_f64(t13, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t15 = vsetq_lane_f64(cos(vgetq_lane_f64(t13, 1)), t14, 1);
            float64x2_t t16 = vaddq_f64(t15, vdupq_n_f64(2.0));
            vst1q_f64(r + t12, t16);
            long t17 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t17);
            float64x2_t t18 = vmulq_f64(a_v_3, vdupq_n_f64(0.1));
            float64x2_t t19 = vsetq_lane_f64(cos(vgetq_lane_f64(t18, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t20 = vsetq_lane_f64(cos(vgetq_lane_f64(t18, 1)), t19, 1);
            float64x2_t t21 = vaddq_f64(t20, vdupq_n_f64(2.0));
            vst1q_f64(r + t17, t21);
            i_vec += 8L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 2L) {
        long t24 = t23 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:37 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t25);
            float64x2_t t26 = vmulq_f64(a_v_4, vdupq_n_f64(0.1));
            float64x2_t t27 = vsetq_lane_f64(cos(vgetq_lane_f64(t26, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t28 = vsetq_lane_f64(cos(vgetq_lane_f64(t26, 1)), t27, 1);
            float64x2_t t29 = vaddq_f64(t28, vdupq_n_f64(2.0));
            vst1q_f64(r + t25, t29);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        double t31 = a[t30];
        r[t30] = cos(t31 * 0.1) + 2.0;
    }
}

void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:42 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t3 = vmulq_f32(b_v, vdupq_n_f32(0.003f));
            float32x4_t a_v = vld1q_f32(a + i_vec);
            float32x4_t t4 = vmulq_f32(a_v, vdupq_n_f32(0.001f));
            float32x4_t t5 = vaddq_f32(t4, vdupq_n_f32(1.5f));
            float32x4_t t6 = vsetq_lane_f32(powf(vgetq_lane_f32(t5, 0), vgetq_lane_f32(t3, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t7 = vsetq_lane_f32(powf(vgetq_lane_f32(t5, 1), vgetq_lane_f32(t3, 1)), t6, 1);
            float32x4_t t8 = vsetq_lane_f32(powf(vgetq_lane_f32(t5, 2), vgetq_lane_f32(t3, 2)), t7, 2);
            float32x4_t t9 = vsetq_lane_f32(powf(vgetq_lane_f32(t5, 3), vgetq_lane_f32(t3, 3)), t8, 3);
            vst1q_f32(r + i_vec, t9);
            long t10 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + t10);
            float32x4_t t11 = vmulq_f32(b_v_1, vdupq_n_f32(0.003f));
            float32x4_t a_v_1 = vld1q_f32(a + t10);
            float32x4_t t12 = vmulq_f32(a_v_1, vdupq_n_f32(0.001f));
            float32x4_t t13 = vaddq_f32(t12, vdupq_n_f32(1.5f));
            float32x4_t t14 = vsetq_lane_f32(powf(vgetq_lane_f32(t13, 0), vgetq_lane_f32(t11, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t15 = vsetq_lane_f32(powf(vgetq_lane_f32(t13, 1), vgetq_lane_f32(t11, 1)), t14, 1);
            float32x4_t t16 = vsetq_lane_f32(powf(vgetq_lane_f32(t13, 2), vgetq_lane_f32(t11, 2)), t15, 2);
            float32x4_t t17 = vsetq_lane_f32(powf(vgetq_lane_f32(t13, 3), vgetq_lane_f32(t11, 3)), t16, 3);
            vst1q_f32(r + t10, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:42 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float32x4_t b_v_2 = vld1q_f32(b + t21);
            float32x4_t t22 = vmulq_f32(b_v_2, vdupq_n_f32(0.003f));
            float32x4_t a_v_2 = vld1q_f32(a + t21);
            float32x4_t t23 = vmulq_f32(a_v_2, vdupq_n_f32(0.001f));
            float32x4_t t24 = vaddq_f32(t23, vdupq_n_f32(1.5f));
            float32x4_t t25 = vsetq_lane_f32(powf(vgetq_lane_f32(t24, 0), vgetq_lane_f32(t22, 0)), (float32x4_t)(vcc_v4_float){0}, 0);
            float32x4_t t26 = vsetq_lane_f32(powf(vgetq_lane_f32(t24, 1), vgetq_lane_f32(t22, 1)), t25, 1);
            float32x4_t t27 = vsetq_lane_f32(powf(vgetq_lane_f32(t24, 2), vgetq_lane_f32(t22, 2)), t26, 2);
            float32x4_t t28 = vsetq_lane_f32(powf(vgetq_lane_f32(t24, 3), vgetq_lane_f32(t22, 3)), t27, 3);
            vst1q_f32(r + t21, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = b[t29];
        float t31 = a[t29];
        r[t29] = powf(t31 * 0.001f + 1.5f, t30 * 0.003f);
    }
}

void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:47 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t b_v = vld1q_f64(b + i_vec);
            float64x2_t t3 = vmulq_f64(b_v, vdupq_n_f64(0.003));
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t4 = vmulq_f64(a_v, vdupq_n_f64(0.001));
            float64x2_t t5 = vaddq_f64(t4, vdupq_n_f64(1.5));
            float64x2_t t6 = vsetq_lane_f64(pow(vgetq_lane_f64(t5, 0), vgetq_lane_f64(t3, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t7 = vsetq_lane_f64(pow(vgetq_lane_f64(t5, 1), vgetq_lane_f64(t3, 1)), t6, 1);
            vst1q_f64(r + i_vec, t7);
            long t8 = i_vec + 2L;
            float64x2_t b_v_1 = vld1q_f64(b + t8);
            float64x2_t t9 = vmulq_f64(b_v_1, vdupq_n_f64(0.003));
            float64x2_t a_v_1 = vld1q_f64(a + t8);
            float64x2_t t10 = vmulq_f64(a_v_1, vdupq_n_f64(0.001));
            float64x2_t t11 = vaddq_f64(t10, vdupq_n_f64(1.5));
            float64x2_t t12 = vsetq_lane_f64(pow(vgetq_lane_f64(t11, 0), vgetq_lane_f64(t9, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t13 = vsetq_lane_f64(pow(vgetq_lane_f64(t11, 1), vgetq_lane_f64(t9, 1)), t12, 1);
            vst1q_f64(r + t8, t13);
            long t14 = i_vec + 4L;
            float64x2_t b_v_2 = vld1q_f64(b + t14);
            float64x2_t t15 = vmulq_f64(b_v_2, vdupq_n_f64(0.003));
            float64x2_t a_v_2 = vld1q_f64(a + t14);
            float64x2_t t16 = vmulq_f64(a_v_2, vdupq_n_f64(0.001));
            float64x2_t t17 = vaddq_f64(t16, vdupq_n_f64(1.5));
            float64x2_t t18 = vsetq_lane_f64(pow(vgetq_lane_f64(t17, 0), vgetq_lane_f64(t15, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t19 = vsetq_lane_f64(pow(vgetq_lane_f64(t17, 1), vgetq_lane_f64(t15, 1)), t18, 1);
            vst1q_f64(r + t14, t19);
            long t20 = i_vec + 6L;
            float64x2_t b_v_3 = vld1q_f64(b + t20);
            float64x2_t t21 = vmulq_f64(b_v_3, vdupq_n_f64(0.003));
            float64x2_t a_v_3 = vld1q_f64(a + t20);
            float64x2_t t22 = vmulq_f64(a_v_3, vdupq_n_f64(0.001));
            float64x2_t t23 = vaddq_f64(t22, vdupq_n_f64(1.5));
            float64x2_t t24 = vsetq_lane_f64(pow(vgetq_lane_f64(t23, 0), vgetq_lane_f64(t21, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t25 = vsetq_lane_f64(pow(vgetq_lane_f64(t23, 1), vgetq_lane_f64(t21, 1)), t24, 1);
            vst1q_f64(r + t20, t25);
            i_vec += 8L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:47 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            float64x2_t b_v_4 = vld1q_f64(b + t29);
            float64x2_t t30 = vmulq_f64(b_v_4, vdupq_n_f64(0.003));
            float64x2_t a_v_4 = vld1q_f64(a + t29);
            float64x2_t t31 = vmulq_f64(a_v_4, vdupq_n_f64(0.001));
            float64x2_t t32 = vaddq_f64(t31, vdupq_n_f64(1.5));
            float64x2_t t33 = vsetq_lane_f64(pow(vgetq_lane_f64(t32, 0), vgetq_lane_f64(t30, 0)), (float64x2_t)(vcc_v2_double){0}, 0);
            float64x2_t t34 = vsetq_lane_f64(pow(vgetq_lane_f64(t32, 1), vgetq_lane_f64(t30, 1)), t33, 1);
            vst1q_f64(r + t29, t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        double t36 = b[t35];
        double t37 = a[t35];
        r[t35] = pow(t37 * 0.001 + 1.5, t36 * 0.003);
    }
}

void k_sqrt(int n, double *restrict r, const double *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t a_v = vld1q_f64(a + i_vec);
            float64x2_t t3 = vaddq_f64(a_v, vdupq_n_f64(1000.0));
            float64x2_t t4 = vsqrtq_f64(t3);
            vst1q_f64(r + i_vec, t4);
            long t5 = i_vec + 2L;
            float64x2_t a_v_1 = vld1q_f64(a + t5);
            float64x2_t t6 = vaddq_f64(a_v_1, vdupq_n_f64(1000.0));
            float64x2_t t7 = vsqrtq_f64(t6);
            vst1q_f64(r + t5, t7);
            long t8 = i_vec + 4L;
            float64x2_t a_v_2 = vld1q_f64(a + t8);
            float64x2_t t9 = vaddq_f64(a_v_2, vdupq_n_f64(1000.0));
            float64x2_t t10 = vsqrtq_f64(t9);
            vst1q_f64(r + t8, t10);
            long t11 = i_vec + 6L;
            float64x2_t a_v_3 = vld1q_f64(a + t11);
            float64x2_t t12 = vaddq_f64(a_v_3, vdupq_n_f64(1000.0));
            float64x2_t t13 = vsqrtq_f64(t12);
            vst1q_f64(r + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float64x2_t a_v_4 = vld1q_f64(a + t17);
            float64x2_t t18 = vaddq_f64(a_v_4, vdupq_n_f64(1000.0));
            float64x2_t t19 = vsqrtq_f64(t18);
            vst1q_f64(r + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = a[t20];
        r[t20] = sqrt(t21 + 1000.0);
    }
}

static double sum_f(const float *p, int n) {
    double s;
    int t10;
    double t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        float64x2_t s_v = vdupq_n_f64(-0.0);
        float64x2_t s_v_1 = vdupq_n_f64(-0.0);
        float64x2_t s_v_2 = vdupq_n_f64(-0.0);
        float64x2_t s_v_3 = vdupq_n_f64(-0.0);
        /* vcc: loop at math_fast.c:58 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float32x2_t p_v = vld1_f32(p + i_vec);
            float64x2_t t3 = vcvt_f64_f32(p_v);
            s_v = vaddq_f64(s_v, t3);
            float32x2_t p_v_1 = vld1_f32(p + (i_vec + 2L));
            float64x2_t t4 = vcvt_f64_f32(p_v_1);
            s_v_1 = vaddq_f64(s_v_1, t4);
            float32x2_t p_v_2 = vld1_f32(p + (i_vec + 4L));
            float64x2_t t5 = vcvt_f64_f32(p_v_2);
            s_v_2 = vaddq_f64(s_v_2, t5);
            float32x2_t p_v_3 = vld1_f32(p + (i_vec + 6L));
            float64x2_t t6 = vcvt_f64_f32(p_v_3);
            s_v_3 = vaddq_f64(s_v_3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        float64x2_t t7 = vaddq_f64(s_v, s_v_1);
        float64x2_t t8 = vaddq_f64(t7, s_v_2);
        float64x2_t t9 = vaddq_f64(t8, s_v_3);
        t10 = (int)t2;
        t11 = 0.0 + vaddvq_f64(t9);
    } else {
        t10 = 0;
        t11 = 0.0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        float64x2_t s_v_4 = vdupq_n_f64(-0.0);
        /* vcc: loop at math_fast.c:58 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            float32x2_t p_v_4 = vld1_f32(p + ((long)t10 + i_vec_1));
            float64x2_t t14 = vcvt_f64_f32(p_v_4);
            s_v_4 = vaddq_f64(s_v_4, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = t11 + vaddvq_f64(s_v_4);
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (double)p[i];
    }
    return s;
}

static double sum_d(const double *p, int n) {
    double s;
    int t6;
    double t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        float64x2_t s_v = vdupq_n_f64(-0.0);
        float64x2_t s_v_1 = vdupq_n_f64(-0.0);
        float64x2_t s_v_2 = vdupq_n_f64(-0.0);
        float64x2_t s_v_3 = vdupq_n_f64(-0.0);
        /* vcc: loop at math_fast.c:65 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t p_v = vld1q_f64(p + i_vec);
            s_v = vaddq_f64(s_v, p_v);
            float64x2_t p_v_1 = vld1q_f64(p + (i_vec + 2L));
            s_v_1 = vaddq_f64(s_v_1, p_v_1);
            float64x2_t p_v_2 = vld1q_f64(p + (i_vec + 4L));
            s_v_2 = vaddq_f64(s_v_2, p_v_2);
            float64x2_t p_v_3 = vld1q_f64(p + (i_vec + 6L));
            s_v_3 = vaddq_f64(s_v_3, p_v_3);
            i_vec += 8L;
        } while (i_vec < t2);
        float64x2_t t3 = vaddq_f64(s_v, s_v_1);
        float64x2_t t4 = vaddq_f64(t3, s_v_2);
        float64x2_t t5 = vaddq_f64(t4, s_v_3);
        t6 = (int)t2;
        t7 = 0.0 + vaddvq_f64(t5);
    } else {
        t6 = 0;
        t7 = 0.0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 2L) {
        long t9 = t8 & -2L;
        long i_vec_1 = 0L;
        float64x2_t s_v_4 = vdupq_n_f64(-0.0);
        /* vcc: loop at math_fast.c:65 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            float64x2_t p_v_4 = vld1q_f64(p + ((long)t6 + i_vec_1));
            s_v_4 = vaddq_f64(s_v_4, p_v_4);
            i_vec_1 += 2L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vaddvq_f64(s_v_4);
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += p[i];
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fr = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dr = new_array(n, 8);
        FILL(fa, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        FILL(da, n, -1000, 2000);
        FILL(db, n, -1000, 2000);
        printf("n=%d", n);
        k_expf(n, fr, fa);
        printf(" expf=%.9g", sum_f(fr, n));
        k_exp(n, dr, da);
        printf(" exp=%.15g", sum_d(dr, n));
        k_logf(n, fr, fa);
        printf(" logf=%.9g", sum_f(fr, n));
        k_log(n, dr, da);
        printf(" log=%.15g", sum_d(dr, n));
        k_sinf(n, fr, fa);
        printf(" sinf=%.9g", sum_f(fr, n));
        k_cos(n, dr, da);
        printf(" cos=%.15g", sum_d(dr, n));
        k_powf(n, fr, fa, fb);
        printf(" powf=%.9g", sum_f(fr, n));
        k_pow(n, dr, da, db);
        printf(" pow=%.15g", sum_d(dr, n));
        k_sqrt(n, dr, da);
        printf(" sqrt=%.17g\n", sum_d(dr, n));
        free(fa), free(fb), free(fr), free(da), free(db), free(dr);
    }
    return 0;
}
