/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 8 */
/* First-order recurrences (`recurrence.rs`): a variable that each iteration reads and then
 * replaces, so that it holds the previous iteration's value. The vector loop splices each
 * part with the last lane of the one before; the scalar loop resumes from the last lane. */
#include "harness.h"

/* A difference filter: the update loads x[i] again after the store to y (moved before it). */
void diff_f32(float *restrict y, const float *restrict x, int n, float x0) {
    float prev;
    int t16;
    float t17;
    float32x4_t prev_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        float32x4_t t1 = vdupq_n_f32(x0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t5 = x + i_vec;
            float32x4_t x_v = vld1q_f32(t5);
            float32x4_t prev_v = vld1q_f32(t5);
            float32x4_t prev_v_1 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t1, (vcc_v4_float)prev_v, 3, 4, 5, 6);
            float32x4_t t6 = vsubq_f32(x_v, prev_v_1);
            vst1q_f32(y + i_vec, t6);
            long t7 = i_vec + 4L;
            const float *t8 = x + t7;
            float32x4_t x_v_1 = vld1q_f32(t8);
            float32x4_t prev_v_2 = vld1q_f32(t8);
            float32x4_t prev_v_3 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)prev_v, (vcc_v4_float)prev_v_2, 3, 4, 5, 6);
            float32x4_t t9 = vsubq_f32(x_v_1, prev_v_3);
            vst1q_f32(y + t7, t9);
            long t10 = i_vec + 8L;
            const float *t11 = x + t10;
            float32x4_t x_v_2 = vld1q_f32(t11);
            float32x4_t prev_v_4 = vld1q_f32(t11);
            float32x4_t prev_v_5 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)prev_v_2, (vcc_v4_float)prev_v_4, 3, 4, 5, 6);
            float32x4_t t12 = vsubq_f32(x_v_2, prev_v_5);
            vst1q_f32(y + t10, t12);
            long t13 = i_vec + 12L;
            const float *t14 = x + t13;
            float32x4_t x_v_3 = vld1q_f32(t14);
            t1 = vld1q_f32(t14);
            float32x4_t prev_v_6 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)prev_v_4, (vcc_v4_float)t1, 3, 4, 5, 6);
            float32x4_t t15 = vsubq_f32(x_v_3, prev_v_6);
            vst1q_f32(y + t13, t15);
            i_vec += 16L;
        } while (i_vec < t4);
        t16 = (int)t4;
        t17 = vgetq_lane_f32(t1, 3);
    } else {
        t16 = 0;
        t17 = x0;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        float32x4_t t2 = vdupq_n_f32(t17);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t16 + i_vec_1;
            const float *t21 = x + t20;
            float32x4_t x_v_4 = vld1q_f32(t21);
            prev_v_7 = vld1q_f32(t21);
            float32x4_t prev_v_8 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t2, (vcc_v4_float)prev_v_7, 3, 4, 5, 6);
            float32x4_t t22 = vsubq_f32(x_v_4, prev_v_8);
            vst1q_f32(y + t20, t22);
            i_vec_1 += 4L;
            if (i_vec_1 >= t19) {
                break;
            }
            t2 = prev_v_7;
        }
        i = (int)((long)t16 + t19);
        prev = vgetq_lane_f32(prev_v_7, 3);
    } else {
        i = t16;
        prev = t17;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        const float *t24 = x + t23;
        y[t23] = *t24 - prev;
        prev = *t24;
    }
}

/* A two-tap sum carried in a variable, the last value used after the loop. */
int pair_sum(int *restrict a, const int *restrict b, int n) {
    int t17;
    int32x4_t u_v_3;
    int i;
    int t;
    int t1 = b[0];
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        int32x4_t t2 = vdupq_n_s32(t1);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t u_v = vld1q_s32(b + ((int)i_vec + 1));
            int32x4_t t_v = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t2, (vcc_v4_int)u_v, 3, 4, 5, 6);
            int32x4_t t6 = vmulq_s32(u_v, vdupq_n_s32(3));
            int32x4_t t7 = vaddq_s32(t_v, t6);
            vst1q_s32(a + i_vec, t7);
            long t8 = i_vec + 4L;
            int32x4_t u_v_1 = vld1q_s32(b + ((int)t8 + 1));
            int32x4_t t_v_1 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)u_v, (vcc_v4_int)u_v_1, 3, 4, 5, 6);
            int32x4_t t9 = vmulq_s32(u_v_1, vdupq_n_s32(3));
            int32x4_t t10 = vaddq_s32(t_v_1, t9);
            vst1q_s32(a + t8, t10);
            long t11 = i_vec + 8L;
            int32x4_t u_v_2 = vld1q_s32(b + ((int)t11 + 1));
            int32x4_t t_v_2 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)u_v_1, (vcc_v4_int)u_v_2, 3, 4, 5, 6);
            int32x4_t t12 = vmulq_s32(u_v_2, vdupq_n_s32(3));
            int32x4_t t13 = vaddq_s32(t_v_2, t12);
            vst1q_s32(a + t11, t13);
            long t14 = i_vec + 12L;
            t2 = vld1q_s32(b + ((int)t14 + 1));
            int32x4_t t_v_3 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)u_v_2, (vcc_v4_int)t2, 3, 4, 5, 6);
            int32x4_t t15 = vmulq_s32(t2, vdupq_n_s32(3));
            int32x4_t t16 = vaddq_s32(t_v_3, t15);
            vst1q_s32(a + t14, t16);
            i_vec += 16L;
        } while (i_vec < t5);
        t17 = (int)t5;
        t1 = vgetq_lane_s32(t2, 3);
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        int32x4_t t3 = vdupq_n_s32(t1);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t17 + i_vec_1;
            u_v_3 = vld1q_s32(b + ((int)t20 + 1));
            int32x4_t t_v_4 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t3, (vcc_v4_int)u_v_3, 3, 4, 5, 6);
            int32x4_t t21 = vmulq_s32(u_v_3, vdupq_n_s32(3));
            int32x4_t t22 = vaddq_s32(t_v_4, t21);
            vst1q_s32(a + t20, t22);
            i_vec_1 += 4L;
            if (i_vec_1 >= t19) {
                break;
            }
            t3 = u_v_3;
        }
        i = (int)((long)t17 + t19);
        t = vgetq_lane_s32(u_v_3, 3);
    } else {
        i = t17;
        t = t1;
    }
    while (i < n) {
        int t23 = i + 1;
        int u = b[t23];
        a[i] = t + u * 3;
        i = t23;
        t = u;
    }
    return t;
}

/* Doubles, the recurrence read twice, and a reduction beside it. */
double smooth(double *restrict out, const double *restrict in, int n) {
    long positive;
    int t43;
    long t44;
    double t45;
    float64x2_t v_v_3;
    int i;
    double last;
    double v;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        float64x2_t t1 = vdupq_n_f64(0.5);
        long i_vec = 0L;
        uint64x2_t positive_v = vdupq_n_u64(0LL);
        uint64x2_t positive_v_1 = vdupq_n_u64(0LL);
        uint64x2_t positive_v_2 = vdupq_n_u64(0LL);
        uint64x2_t positive_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at recurrence.c:31 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t in_v = vld1q_f64(in + i_vec);
            float64x2_t v_v = vmulq_f64(in_v, vdupq_n_f64(2.0));
            float64x2_t last_v = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t1, (vcc_v2_double)v_v, 1, 2);
            float64x2_t t5 = vaddq_f64(v_v, last_v);
            float64x2_t t6 = vmulq_f64(t5, vdupq_n_f64(0.5));
            float64x2_t t7 = vmulq_f64(last_v, vdupq_n_f64(0.25));
            float64x2_t t8 = vsubq_f64(t6, t7);
            vst1q_f64(out + i_vec, t8);
            uint64x2_t t9 = vcgtq_f64(v_v, vdupq_n_f64(0.0));
            int32x2_t t10 = (int32x2_t)__builtin_convertvector((vcc_m2)t9 & 1, vcc_v2_int);
            int64x2_t t11 = vmovl_s32(t10);
            uint64x2_t t12 = vreinterpretq_u64_s64(t11);
            positive_v = vaddq_u64(positive_v, t12);
            long t13 = i_vec + 2L;
            float64x2_t in_v_1 = vld1q_f64(in + t13);
            float64x2_t v_v_1 = vmulq_f64(in_v_1, vdupq_n_f64(2.0));
            float64x2_t last_v_1 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)v_v, (vcc_v2_double)v_v_1, 1, 2);
            float64x2_t t14 = vaddq_f64(v_v_1, last_v_1);
            float64x2_t t15 = vmulq_f64(t14, vdupq_n_f64(0.5));
            float64x2_t t16 = vmulq_f64(last_v_1, vdupq_n_f64(0.25));
            float64x2_t t17 = vsubq_f64(t15, t16);
            vst1q_f64(out + t13, t17);
            uint64x2_t t18 = vcgtq_f64(v_v_1, vdupq_n_f64(0.0));
            int32x2_t t19 = (int32x2_t)__builtin_convertvector((vcc_m2)t18 & 1, vcc_v2_int);
            int64x2_t t20 = vmovl_s32(t19);
            uint64x2_t t21 = vreinterpretq_u64_s64(t20);
            positive_v_1 = vaddq_u64(positive_v_1, t21);
            long t22 = i_vec + 4L;
            float64x2_t in_v_2 = vld1q_f64(in + t22);
            float64x2_t v_v_2 = vmulq_f64(in_v_2, vdupq_n_f64(2.0));
            float64x2_t last_v_2 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)v_v_1, (vcc_v2_double)v_v_2, 1, 2);
            float64x2_t t23 = vaddq_f64(v_v_2, last_v_2);
            float64x2_t t24 = vmulq_f64(t23, vdupq_n_f64(0.5));
            float64x2_t t25 = vmulq_f64(last_v_2, vdupq_n_f64(0.25));
            float64x2_t t26 = vsubq_f64(t24, t25);
            vst1q_f64(out + t22, t26);
            uint64x2_t t27 = vcgtq_f64(v_v_2, vdupq_n_f64(0.0));
            int32x2_t t28 = (int32x2_t)__builtin_convertvector((vcc_m2)t27 & 1, vcc_v2_int);
            int64x2_t t29 = vmovl_s32(t28);
            uint64x2_t t30 = vreinterpretq_u64_s64(t29);
            positive_v_2 = vaddq_u64(positive_v_2, t30);
            long t31 = i_vec + 6L;
            float64x2_t in_v_3 = vld1q_f64(in + t31);
            t1 = vmulq_f64(in_v_3, vdupq_n_f64(2.0));
            float64x2_t last_v_3 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)v_v_2, (vcc_v2_double)t1, 1, 2);
            float64x2_t t32 = vaddq_f64(t1, last_v_3);
            float64x2_t t33 = vmulq_f64(t32, vdupq_n_f64(0.5));
            float64x2_t t34 = vmulq_f64(last_v_3, vdupq_n_f64(0.25));
            float64x2_t t35 = vsubq_f64(t33, t34);
            vst1q_f64(out + t31, t35);
            uint64x2_t t36 = vcgtq_f64(t1, vdupq_n_f64(0.0));
            int32x2_t t37 = (int32x2_t)__builtin_convertvector((vcc_m2)t36 & 1, vcc_v2_int);
            int64x2_t t38 = vmovl_s32(t37);
            uint64x2_t t39 = vreinterpretq_u64_s64(t38);
            positive_v_3 = vaddq_u64(positive_v_3, t39);
            i_vec += 8L;
        } while (i_vec < t4);
        uint64x2_t t40 = vaddq_u64(positive_v, positive_v_1);
        uint64x2_t t41 = vaddq_u64(t40, positive_v_2);
        uint64x2_t t42 = vaddq_u64(t41, positive_v_3);
        t43 = (int)t4;
        t44 = (long)vaddvq_u64(t42);
        t45 = vgetq_lane_f64(t1, 1);
    } else {
        t43 = 0;
        t44 = 0L;
        t45 = 0.5;
    }
    long t46 = (long)n + (long)t43 * -1L;
    if (t46 >= 2L) {
        long t47 = t46 & -2L;
        float64x2_t t2 = vdupq_n_f64(t45);
        long i_vec_1 = 0L;
        uint64x2_t positive_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at recurrence.c:31 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t48 = (long)t43 + i_vec_1;
            float64x2_t in_v_4 = vld1q_f64(in + t48);
            v_v_3 = vmulq_f64(in_v_4, vdupq_n_f64(2.0));
            float64x2_t last_v_4 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t2, (vcc_v2_double)v_v_3, 1, 2);
            float64x2_t t49 = vaddq_f64(v_v_3, last_v_4);
            float64x2_t t50 = vmulq_f64(t49, vdupq_n_f64(0.5));
            float64x2_t t51 = vmulq_f64(last_v_4, vdupq_n_f64(0.25));
            float64x2_t t52 = vsubq_f64(t50, t51);
            vst1q_f64(out + t48, t52);
            uint64x2_t t53 = vcgtq_f64(v_v_3, vdupq_n_f64(0.0));
            int32x2_t t54 = (int32x2_t)__builtin_convertvector((vcc_m2)t53 & 1, vcc_v2_int);
            int64x2_t t55 = vmovl_s32(t54);
            uint64x2_t t56 = vreinterpretq_u64_s64(t55);
            positive_v_4 = vaddq_u64(positive_v_4, t56);
            i_vec_1 += 2L;
            if (i_vec_1 >= t47) {
                break;
            }
            t2 = v_v_3;
        }
        i = (int)((long)t43 + t47);
        positive = (long)((unsigned long)t44 + vaddvq_u64(positive_v_4));
        last = vgetq_lane_f64(v_v_3, 1);
    } else {
        i = t43;
        positive = t44;
        last = t45;
    }
    for (; i < n; i++, last = v) {
        long t57 = (long)i;
        v = in[t57] * 2.0;
        out[t57] = (v + last) * 0.5 - last * 0.25;
        positive += (long)(v > 0.0);
    }
    return (double)positive + last;
}

/* Delta encoding through pointers that walk, as compressors write it. */
void delta_encode(unsigned *restrict dst, const unsigned *restrict src, unsigned n) {
    unsigned int t12;
    const unsigned int *t13;
    unsigned int *t14;
    unsigned int t15;
    uint32x4_t cur_v_3;
    unsigned int n_1;
    const unsigned int *src_1;
    unsigned int *dst_1;
    unsigned int prev;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        uint32x4_t t1 = vdupq_n_u32(0U);
        long n_vec = 0L;
        /* vcc: loop at recurrence.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t cur_v = vld1q_u32(src + n_vec);
            uint32x4_t prev_v = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t1, (vcc_v4_uint)cur_v, 3, 4, 5, 6);
            uint32x4_t t5 = vsubq_u32(cur_v, prev_v);
            vst1q_u32(dst + n_vec, t5);
            long t6 = n_vec + 4L;
            uint32x4_t cur_v_1 = vld1q_u32(src + t6);
            uint32x4_t prev_v_1 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)cur_v, (vcc_v4_uint)cur_v_1, 3, 4, 5, 6);
            uint32x4_t t7 = vsubq_u32(cur_v_1, prev_v_1);
            vst1q_u32(dst + t6, t7);
            long t8 = n_vec + 8L;
            uint32x4_t cur_v_2 = vld1q_u32(src + t8);
            uint32x4_t prev_v_2 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)cur_v_1, (vcc_v4_uint)cur_v_2, 3, 4, 5, 6);
            uint32x4_t t9 = vsubq_u32(cur_v_2, prev_v_2);
            vst1q_u32(dst + t8, t9);
            long t10 = n_vec + 12L;
            t1 = vld1q_u32(src + t10);
            uint32x4_t prev_v_3 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)cur_v_2, (vcc_v4_uint)t1, 3, 4, 5, 6);
            uint32x4_t t11 = vsubq_u32(t1, prev_v_3);
            vst1q_u32(dst + t10, t11);
            n_vec += 16L;
        } while (n_vec < t4);
        t12 = (unsigned int)((long)n + t4 * -1L);
        t13 = src + t4;
        t14 = dst + t4;
        t15 = vgetq_lane_u32(t1, 3);
    } else {
        t12 = n;
        t13 = src;
        t14 = dst;
        t15 = 0U;
    }
    long t16 = (long)t12;
    unsigned long t17 = (unsigned long)t13;
    unsigned long t18 = (unsigned long)t14;
    long t19 = (long)((unsigned long)t14 - (unsigned long)t13);
    if ((t16 >= 4L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 16L)))) {
        long t20 = t16 & -4L;
        uint32x4_t t2 = vdupq_n_u32(t15);
        long n_vec_1 = 0L;
        /* vcc: loop at recurrence.c:43 vector epilogue: VF 4, UF 1, run-time check: a value merged from several paths at 43:12 and a value merged from several paths at 43:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            cur_v_3 = vld1q_u32(t13 + n_vec_1);
            uint32x4_t prev_v_4 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t2, (vcc_v4_uint)cur_v_3, 3, 4, 5, 6);
            uint32x4_t t21 = vsubq_u32(cur_v_3, prev_v_4);
            vst1q_u32(t14 + n_vec_1, t21);
            n_vec_1 += 4L;
            if (n_vec_1 >= t20) {
                break;
            }
            t2 = cur_v_3;
        }
        n_1 = (unsigned int)((long)t12 + t20 * -1L);
        src_1 = t13 + t20;
        dst_1 = t14 + t20;
        prev = vgetq_lane_u32(cur_v_3, 3);
    } else {
        n_1 = t12;
        src_1 = t13;
        dst_1 = t14;
        prev = t15;
    }
    for (;;) {
        unsigned int n_2 = n_1 - 1U;
        if (!n_1) {
            break;
        }
        unsigned int cur = *src_1;
        *dst_1 = cur - prev;
        n_1 = n_2;
        src_1 = src_1 + 1;
        dst_1 = dst_1 + 1;
        prev = cur;
    }
}

/* Not vectorized yet: a second-order filter, `p2` carrying the other recurrence `p1` (LLVM
 * does not do it either). */
void three_tap(long *restrict y, const long *restrict x, int n) {
    long p1 = 1, p2 = 2;
    for (int i = 0; i < n; i++) {
        long cur = x[i];
        y[i] = cur + 2 * p1 + p2;
        p2 = p1;
        p1 = cur;
    }
}

/* A recurrence on a comparison's result (mask lanes as 0/1 values). */
void rising(int *restrict flags, const int *restrict a, int n) {
    uint32x4_t up_v_3;
    int t28;
    int t29;
    uint32x4_t up_v_4;
    int i;
    int was;
    int up;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        int32x4_t t1 = vdupq_n_s32(0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t up_v = vcgtq_s32(a_v, vdupq_n_s32(0));
            int32x4_t t5 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v & 1, vcc_v4_int);
            int32x4_t was_v = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t1, (vcc_v4_int)t5, 3, 4, 5, 6);
            int32x4_t t6 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v & 1, vcc_v4_int);
            int32x4_t t7 = vmulq_s32(t6, vdupq_n_s32(2));
            int32x4_t t8 = vaddq_s32(t7, was_v);
            vst1q_s32(flags + i_vec, t8);
            long t9 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t9);
            uint32x4_t up_v_1 = vcgtq_s32(a_v_1, vdupq_n_s32(0));
            int32x4_t t10 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v & 1, vcc_v4_int);
            int32x4_t t11 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_1 & 1, vcc_v4_int);
            int32x4_t was_v_1 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t10, (vcc_v4_int)t11, 3, 4, 5, 6);
            int32x4_t t12 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_1 & 1, vcc_v4_int);
            int32x4_t t13 = vmulq_s32(t12, vdupq_n_s32(2));
            int32x4_t t14 = vaddq_s32(t13, was_v_1);
            vst1q_s32(flags + t9, t14);
            long t15 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t15);
            uint32x4_t up_v_2 = vcgtq_s32(a_v_2, vdupq_n_s32(0));
            int32x4_t t16 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_1 & 1, vcc_v4_int);
            int32x4_t t17 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_2 & 1, vcc_v4_int);
            int32x4_t was_v_2 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t16, (vcc_v4_int)t17, 3, 4, 5, 6);
            int32x4_t t18 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_2 & 1, vcc_v4_int);
            int32x4_t t19 = vmulq_s32(t18, vdupq_n_s32(2));
            int32x4_t t20 = vaddq_s32(t19, was_v_2);
            vst1q_s32(flags + t15, t20);
            long t21 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t21);
            up_v_3 = vcgtq_s32(a_v_3, vdupq_n_s32(0));
            int32x4_t t22 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_2 & 1, vcc_v4_int);
            int32x4_t t23 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_3 & 1, vcc_v4_int);
            int32x4_t was_v_3 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t22, (vcc_v4_int)t23, 3, 4, 5, 6);
            int32x4_t t24 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_3 & 1, vcc_v4_int);
            int32x4_t t25 = vmulq_s32(t24, vdupq_n_s32(2));
            int32x4_t t26 = vaddq_s32(t25, was_v_3);
            vst1q_s32(flags + t21, t26);
            i_vec += 16L;
            t1 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_3 & 1, vcc_v4_int);
        } while (i_vec < t4);
        int32x4_t t27 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_3 & 1, vcc_v4_int);
        t28 = (int)t4;
        t29 = vgetq_lane_s32(t27, 3);
    } else {
        t28 = 0;
        t29 = 0;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        int32x4_t t2 = vdupq_n_s32(t29);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t32 = (long)t28 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t32);
            up_v_4 = vcgtq_s32(a_v_4, vdupq_n_s32(0));
            int32x4_t t33 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_4 & 1, vcc_v4_int);
            int32x4_t was_v_4 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t2, (vcc_v4_int)t33, 3, 4, 5, 6);
            int32x4_t t34 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_4 & 1, vcc_v4_int);
            int32x4_t t35 = vmulq_s32(t34, vdupq_n_s32(2));
            int32x4_t t36 = vaddq_s32(t35, was_v_4);
            vst1q_s32(flags + t32, t36);
            i_vec_1 += 4L;
            t2 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_4 & 1, vcc_v4_int);
        } while (i_vec_1 < t31);
        int32x4_t t37 = (int32x4_t)__builtin_convertvector((vcc_m4)up_v_4 & 1, vcc_v4_int);
        i = (int)((long)t28 + t31);
        was = vgetq_lane_s32(t37, 3);
    } else {
        i = t28;
        was = t29;
    }
    for (; i < n; i++, was = up) {
        long t38 = (long)i;
        up = a[t38] > 0;
        flags[t38] = up * 2 + was;
    }
}

/* Not vectorized: the new value depends on the old one (neither a recurrence nor a
 * reduction). */
void running(float *restrict y, const float *restrict x, int n) {
    float s = 1;
    for (int i = 0; i < n; i++) {
        y[i] = s;
        s = x[i] * 0.5f + s * 0.25f;
    }
}

/* Not vectorized: the value is replaced only on some iterations. */
void hold(int *restrict y, const int *restrict x, int n) {
    int held = 0;
    for (int i = 0; i < n; i++) {
        y[i] = held;
        if (x[i] > 10)
            held = x[i];
    }
}

/* Global arrays: the update (`t = gc[i]`) is loaded after the store to `ga`, through the
 * arrays' addresses, which move with it; distinct arrays, so the load may come first. */
#define GN 1000
float ga[GN], gb[GN], gc[GN];
void carried_global(int n) {
    float t;
    int t12;
    float t13;
    float32x4_t t_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        float32x4_t t1 = vdupq_n_f32(0.0f);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:98 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t gb_v = vld1q_f32(&gb[i_vec]);
            float32x4_t t_v = vld1q_f32(&gc[i_vec]);
            float32x4_t t_v_1 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t1, (vcc_v4_float)t_v, 3, 4, 5, 6);
            float32x4_t u_v = vaddq_f32(gb_v, t_v_1);
            float32x4_t t5 = vmulq_f32(u_v, vdupq_n_f32(0.5f));
            vst1q_f32(&ga[i_vec], t5);
            long t6 = i_vec + 4L;
            float32x4_t gb_v_1 = vld1q_f32(&gb[t6]);
            float32x4_t t_v_2 = vld1q_f32(&gc[t6]);
            float32x4_t t_v_3 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t_v, (vcc_v4_float)t_v_2, 3, 4, 5, 6);
            float32x4_t u_v_1 = vaddq_f32(gb_v_1, t_v_3);
            float32x4_t t7 = vmulq_f32(u_v_1, vdupq_n_f32(0.5f));
            vst1q_f32(&ga[t6], t7);
            long t8 = i_vec + 8L;
            float32x4_t gb_v_2 = vld1q_f32(&gb[t8]);
            float32x4_t t_v_4 = vld1q_f32(&gc[t8]);
            float32x4_t t_v_5 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t_v_2, (vcc_v4_float)t_v_4, 3, 4, 5, 6);
            float32x4_t u_v_2 = vaddq_f32(gb_v_2, t_v_5);
            float32x4_t t9 = vmulq_f32(u_v_2, vdupq_n_f32(0.5f));
            vst1q_f32(&ga[t8], t9);
            long t10 = i_vec + 12L;
            float32x4_t gb_v_3 = vld1q_f32(&gb[t10]);
            t1 = vld1q_f32(&gc[t10]);
            float32x4_t t_v_6 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t_v_4, (vcc_v4_float)t1, 3, 4, 5, 6);
            float32x4_t u_v_3 = vaddq_f32(gb_v_3, t_v_6);
            float32x4_t t11 = vmulq_f32(u_v_3, vdupq_n_f32(0.5f));
            vst1q_f32(&ga[t10], t11);
            i_vec += 16L;
        } while (i_vec < t4);
        t12 = (int)t4;
        t13 = vgetq_lane_f32(t1, 3);
    } else {
        t12 = 0;
        t13 = 0.0f;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        float32x4_t t2 = vdupq_n_f32(t13);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:98 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t16 = (long)t12 + i_vec_1;
            float32x4_t gb_v_4 = vld1q_f32(&gb[t16]);
            t_v_7 = vld1q_f32(&gc[t16]);
            float32x4_t t_v_8 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t2, (vcc_v4_float)t_v_7, 3, 4, 5, 6);
            float32x4_t u_v_4 = vaddq_f32(gb_v_4, t_v_8);
            float32x4_t t17 = vmulq_f32(u_v_4, vdupq_n_f32(0.5f));
            vst1q_f32(&ga[t16], t17);
            i_vec_1 += 4L;
            if (i_vec_1 >= t15) {
                break;
            }
            t2 = t_v_7;
        }
        i = (int)((long)t12 + t15);
        t = vgetq_lane_f32(t_v_7, 3);
    } else {
        i = t12;
        t = t13;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        ga[t18] = (gb[t18] + t) * 0.5f;
        t = gc[t18];
    }
}

/* The same through a local array (its address is a stack slot's). */
unsigned long long carried_local(const int *restrict x, int n) {
    int buf[1000];
    int out[1000];
    int t;
    int m;
    int t12;
    int i;
    int t30;
    int t31;
    int32x4_t t_v_7;
    int i_1;
    if (n < 1000) {
        m = n;
    } else {
        m = 1000;
    }
    long t3 = (long)m;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:109 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v = vld1q_s32(x + i_vec);
            int32x4_t t5 = vmulq_s32(x_v, vdupq_n_s32(7));
            vst1q_s32(&buf[i_vec], t5);
            long t6 = i_vec + 4L;
            int32x4_t x_v_1 = vld1q_s32(x + t6);
            int32x4_t t7 = vmulq_s32(x_v_1, vdupq_n_s32(7));
            vst1q_s32(&buf[t6], t7);
            long t8 = i_vec + 8L;
            int32x4_t x_v_2 = vld1q_s32(x + t8);
            int32x4_t t9 = vmulq_s32(x_v_2, vdupq_n_s32(7));
            vst1q_s32(&buf[t8], t9);
            long t10 = i_vec + 12L;
            int32x4_t x_v_3 = vld1q_s32(x + t10);
            int32x4_t t11 = vmulq_s32(x_v_3, vdupq_n_s32(7));
            vst1q_s32(&buf[t10], t11);
            i_vec += 16L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)m + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:109 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int32x4_t x_v_4 = vld1q_s32(x + t15);
            int32x4_t t16 = vmulq_s32(x_v_4, vdupq_n_s32(7));
            vst1q_s32(&buf[t15], t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < m; i++) {
        long t17 = (long)i;
        buf[t17] = x[t17] * 7;
    }
    long t18 = (long)m;
    unsigned long t19 = (unsigned long)&out;
    unsigned long t20 = (unsigned long)x;
    long t21 = (long)((unsigned long)&out - (unsigned long)x);
    if ((t18 >= 16L) & (((t19 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= t20) | ((t20 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= t19) | ((t21 <= 0L) | (t21 >= 64L)))) {
        long t22 = t18 & -16L;
        int32x4_t t1 = vdupq_n_s32(3);
        long i_vec_2 = 0L;
        /* vcc: loop at recurrence.c:112 vectorized: VF 4, UF 4, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t x_v_5 = vld1q_s32(x + i_vec_2);
            int32x4_t t_v = vld1q_s32(&buf[i_vec_2]);
            int32x4_t t_v_1 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t1, (vcc_v4_int)t_v, 3, 4, 5, 6);
            int32x4_t t23 = vsubq_s32(t_v_1, x_v_5);
            vst1q_s32(&out[i_vec_2], t23);
            long t24 = i_vec_2 + 4L;
            int32x4_t x_v_6 = vld1q_s32(x + t24);
            int32x4_t t_v_2 = vld1q_s32(&buf[t24]);
            int32x4_t t_v_3 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t_v, (vcc_v4_int)t_v_2, 3, 4, 5, 6);
            int32x4_t t25 = vsubq_s32(t_v_3, x_v_6);
            vst1q_s32(&out[t24], t25);
            long t26 = i_vec_2 + 8L;
            int32x4_t x_v_7 = vld1q_s32(x + t26);
            int32x4_t t_v_4 = vld1q_s32(&buf[t26]);
            int32x4_t t_v_5 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t_v_2, (vcc_v4_int)t_v_4, 3, 4, 5, 6);
            int32x4_t t27 = vsubq_s32(t_v_5, x_v_7);
            vst1q_s32(&out[t26], t27);
            long t28 = i_vec_2 + 12L;
            int32x4_t x_v_8 = vld1q_s32(x + t28);
            t1 = vld1q_s32(&buf[t28]);
            int32x4_t t_v_6 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t_v_4, (vcc_v4_int)t1, 3, 4, 5, 6);
            int32x4_t t29 = vsubq_s32(t_v_6, x_v_8);
            vst1q_s32(&out[t28], t29);
            i_vec_2 += 16L;
        } while (i_vec_2 < t22);
        t30 = (int)t22;
        t31 = vgetq_lane_s32(t1, 3);
    } else {
        t30 = 0;
        t31 = 3;
    }
    long t32 = (long)m + (long)t30 * -1L;
    unsigned long t33 = (unsigned long)&out;
    unsigned long t34 = (unsigned long)x;
    long t35 = (long)((unsigned long)&out + (unsigned long)((long)t30 * 4L) - ((unsigned long)x + (unsigned long)((long)t30 * 4L)));
    if ((t32 >= 4L) & (((t33 + (unsigned long)((long)t30 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t30 * 4L))) | ((t34 + (unsigned long)((long)t30 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t35 <= 0L) | (t35 >= 16L)))) {
        long t36 = t32 & -4L;
        int32x4_t t2 = vdupq_n_s32(t31);
        long i_vec_3 = 0L;
        /* vcc: loop at recurrence.c:112 vector epilogue: VF 4, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t37 = (long)t30 + i_vec_3;
            int32x4_t x_v_9 = vld1q_s32(x + t37);
            t_v_7 = vld1q_s32(&buf[t37]);
            int32x4_t t_v_8 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t2, (vcc_v4_int)t_v_7, 3, 4, 5, 6);
            int32x4_t t38 = vsubq_s32(t_v_8, x_v_9);
            vst1q_s32(&out[t37], t38);
            i_vec_3 += 4L;
            if (i_vec_3 >= t36) {
                break;
            }
            t2 = t_v_7;
        }
        i_1 = (int)((long)t30 + t36);
        t = vgetq_lane_s32(t_v_7, 3);
    } else {
        i_1 = t30;
        t = t31;
    }
    for (; i_1 < m; i_1++) {
        long t39 = (long)i_1;
        out[t39] = t - x[t39];
        t = buf[t39];
    }
    return (unsigned long long)hash_bytes((const void *)out, (unsigned long)m * 4UL);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *xf = new_array(n, sizeof(float)), *yf = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n + 1, sizeof(int));
        double *in = new_array(n, sizeof(double)), *out = new_array(n, sizeof(double));
        unsigned *us = new_array(n, sizeof(unsigned)), *ud = new_array(n, sizeof(unsigned));
        long *xl = new_array(n, sizeof(long)), *yl = new_array(n, sizeof(long));
        int *fl = new_array(n, sizeof(int)), *hy = new_array(n, sizeof(int));
        FILL(xf, n, -1000, 2000);
        FILL(b, n + 1, -50000, 100000);
        FILL(in, n, -1000, 2000);
        FILL(us, n, 0, 1 << 30);
        FILL(xl, n, -100000, 200000);
        diff_f32(yf, xf, n, 0.25f);
        int t = pair_sum(a, b, n);
        double sm = smooth(out, in, n);
        delta_encode(ud, us, (unsigned)n);
        three_tap(yl, xl, n);
        rising(fl, b, n);
        printf("n=%d %d %.17g %llx %llx %llx %llx %llx %llx\n", n, t, sm, HASH(yf, n), HASH(a, n), HASH(out, n),
               HASH(ud, n), HASH(yl, n), HASH(fl, n));
        running(yf, xf, n);
        hold(hy, b, n);
        printf("  %llx %llx\n", HASH(yf, n), HASH(hy, n));
        int g = n < GN ? n : GN;
        for (int i = 0; i < g; i++)
            gb[i] = xf[i], gc[i] = xf[g - 1 - i] * 3.0f;
        carried_global(g);
        printf("  %llx %llx\n", HASH(ga, g), carried_local(b, n));
        free(xf), free(yf), free(a), free(b), free(in), free(out), free(us), free(ud), free(xl), free(yl), free(fl), free(hy);
    }
    return 0;
}
