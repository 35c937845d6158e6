/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 9 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
void second_of_pair(int n, short *restrict a, const short *restrict b) {
    int t18;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const short *t3 = b + (2 * (int)i_vec + 1);
            int16x8_t t4 = vld1q_s16(t3);
            int16x8_t t5 = vld1q_s16(t3 + 8);
            int16x8_t b_v = vuzp1q_s16(t4, t5);
            vst1q_s16(a + i_vec, b_v);
            long t6 = i_vec + 8L;
            const short *t7 = b + (2 * (int)t6 + 1);
            int16x8_t t8 = vld1q_s16(t7);
            int16x8_t t9 = vld1q_s16(t7 + 8);
            int16x8_t b_v_1 = vuzp1q_s16(t8, t9);
            vst1q_s16(a + t6, b_v_1);
            long t10 = i_vec + 16L;
            const short *t11 = b + (2 * (int)t10 + 1);
            int16x8_t t12 = vld1q_s16(t11);
            int16x8_t t13 = vld1q_s16(t11 + 8);
            int16x8_t b_v_2 = vuzp1q_s16(t12, t13);
            vst1q_s16(a + t10, b_v_2);
            long t14 = i_vec + 24L;
            const short *t15 = b + (2 * (int)t14 + 1);
            int16x8_t t16 = vld1q_s16(t15);
            int16x8_t t17 = vld1q_s16(t15 + 8);
            int16x8_t b_v_3 = vuzp1q_s16(t16, t17);
            vst1q_s16(a + t14, b_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L - 1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const short *t22 = b + (2 * (int)t21 + 1);
            int16x8_t t23 = vld1q_s16(t22);
            int16x8_t t24 = vld1q_s16(t22 + 8);
            int16x8_t b_v_4 = vuzp1q_s16(t23, t24);
            vst1q_s16(a + t21, b_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgba + 4 * (int)i_vec;
            uint8x16_t t4 = vld1q_u8(t3);
            uint8x16_t t5 = vld1q_u8(t3 + 16);
            uint8x16_t t6 = vld1q_u8(t3 + 32);
            uint8x16_t t7 = vld1q_u8(t3 + 48);
            uint8x16_t t8 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            uint8x16_t t9 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            uint8x16_t rgba_v = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            uint8x16_t t10 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            uint8x16_t t11 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            uint8x16_t rgba_v_1 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            uint8x16_t t12 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            uint8x16_t t13 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            uint8x16_t rgba_v_2 = (uint8x16_t)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            vcc_v16_int t14 = __builtin_convertvector(__builtin_convertvector((vcc_v16_uchar)rgba_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t15 = __builtin_convertvector(__builtin_convertvector((vcc_v16_uchar)rgba_v_1, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t16 = t14 + t15;
            vcc_v16_int t17 = __builtin_convertvector(__builtin_convertvector((vcc_v16_uchar)rgba_v_2, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t18 = t16 + t17;
            vcc_v16_int t19 = t18 / (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            uint8x16_t t20 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t19, vcc_v16_short), vcc_v16_uchar);
            vst1q_u8(grey + i_vec, t20);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t21 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t21] + (int)rgba[t21 + 1] + (int)rgba[t21 + 2]) / 3);
    }
}

void triple_norm(int n, double *restrict out, const double *restrict v) {
    int t50;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:21 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const double *t3 = v + 3 * (int)i_vec;
            float64x2_t t4 = vld1q_f64(t3);
            float64x2_t t5 = vld1q_f64(t3 + 2);
            float64x2_t t6 = vld1q_f64(t3 + 4);
            float64x2_t v_v = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t4, (vcc_v2_double)t5, 0, 3);
            float64x2_t t7 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t4, (vcc_v2_double)t5, 1, 0);
            float64x2_t v_v_1 = vuzp1q_f64(t7, t6);
            float64x2_t t8 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t4, (vcc_v2_double)t5, 2, 0);
            float64x2_t v_v_2 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t8, (vcc_v2_double)t6, 0, 3);
            float64x2_t t9 = vmulq_f64(v_v, v_v);
            float64x2_t t10 = vmulq_f64(v_v_1, v_v_1);
            float64x2_t t11 = vaddq_f64(t9, t10);
            float64x2_t t12 = vmulq_f64(v_v_2, v_v_2);
            float64x2_t t13 = vaddq_f64(t11, t12);
            vst1q_f64(out + i_vec, t13);
            long t14 = i_vec + 2L;
            const double *t15 = v + 3 * (int)t14;
            float64x2_t t16 = vld1q_f64(t15);
            float64x2_t t17 = vld1q_f64(t15 + 2);
            float64x2_t t18 = vld1q_f64(t15 + 4);
            float64x2_t v_v_3 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t16, (vcc_v2_double)t17, 0, 3);
            float64x2_t t19 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t16, (vcc_v2_double)t17, 1, 0);
            float64x2_t v_v_4 = vuzp1q_f64(t19, t18);
            float64x2_t t20 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t16, (vcc_v2_double)t17, 2, 0);
            float64x2_t v_v_5 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t20, (vcc_v2_double)t18, 0, 3);
            float64x2_t t21 = vmulq_f64(v_v_3, v_v_3);
            float64x2_t t22 = vmulq_f64(v_v_4, v_v_4);
            float64x2_t t23 = vaddq_f64(t21, t22);
            float64x2_t t24 = vmulq_f64(v_v_5, v_v_5);
            float64x2_t t25 = vaddq_f64(t23, t24);
            vst1q_f64(out + t14, t25);
            long t26 = i_vec + 4L;
            const double *t27 = v + 3 * (int)t26;
            float64x2_t t28 = vld1q_f64(t27);
            float64x2_t t29 = vld1q_f64(t27 + 2);
            float64x2_t t30 = vld1q_f64(t27 + 4);
            float64x2_t v_v_6 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t28, (vcc_v2_double)t29, 0, 3);
            float64x2_t t31 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t28, (vcc_v2_double)t29, 1, 0);
            float64x2_t v_v_7 = vuzp1q_f64(t31, t30);
            float64x2_t t32 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t28, (vcc_v2_double)t29, 2, 0);
            float64x2_t v_v_8 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t32, (vcc_v2_double)t30, 0, 3);
            float64x2_t t33 = vmulq_f64(v_v_6, v_v_6);
            float64x2_t t34 = vmulq_f64(v_v_7, v_v_7);
            float64x2_t t35 = vaddq_f64(t33, t34);
            float64x2_t t36 = vmulq_f64(v_v_8, v_v_8);
            float64x2_t t37 = vaddq_f64(t35, t36);
            vst1q_f64(out + t26, t37);
            long t38 = i_vec + 6L;
            const double *t39 = v + 3 * (int)t38;
            float64x2_t t40 = vld1q_f64(t39);
            float64x2_t t41 = vld1q_f64(t39 + 2);
            float64x2_t t42 = vld1q_f64(t39 + 4);
            float64x2_t v_v_9 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t40, (vcc_v2_double)t41, 0, 3);
            float64x2_t t43 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t40, (vcc_v2_double)t41, 1, 0);
            float64x2_t v_v_10 = vuzp1q_f64(t43, t42);
            float64x2_t t44 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t40, (vcc_v2_double)t41, 2, 0);
            float64x2_t v_v_11 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t44, (vcc_v2_double)t42, 0, 3);
            float64x2_t t45 = vmulq_f64(v_v_9, v_v_9);
            float64x2_t t46 = vmulq_f64(v_v_10, v_v_10);
            float64x2_t t47 = vaddq_f64(t45, t46);
            float64x2_t t48 = vmulq_f64(v_v_11, v_v_11);
            float64x2_t t49 = vaddq_f64(t47, t48);
            vst1q_f64(out + t38, t49);
            i_vec += 8L;
        } while (i_vec < t2);
        t50 = (int)t2;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if (t51 >= 2L) {
        long t52 = t51 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:21 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t53 = (long)t50 + i_vec_1;
            const double *t54 = v + 3 * (int)t53;
            float64x2_t t55 = vld1q_f64(t54);
            float64x2_t t56 = vld1q_f64(t54 + 2);
            float64x2_t t57 = vld1q_f64(t54 + 4);
            float64x2_t v_v_12 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t55, (vcc_v2_double)t56, 0, 3);
            float64x2_t t58 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t55, (vcc_v2_double)t56, 1, 0);
            float64x2_t v_v_13 = vuzp1q_f64(t58, t57);
            float64x2_t t59 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t55, (vcc_v2_double)t56, 2, 0);
            float64x2_t v_v_14 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t59, (vcc_v2_double)t57, 0, 3);
            float64x2_t t60 = vmulq_f64(v_v_12, v_v_12);
            float64x2_t t61 = vmulq_f64(v_v_13, v_v_13);
            float64x2_t t62 = vaddq_f64(t60, t61);
            float64x2_t t63 = vmulq_f64(v_v_14, v_v_14);
            float64x2_t t64 = vaddq_f64(t62, t63);
            vst1q_f64(out + t53, t64);
            i_vec_1 += 2L;
        } while (i_vec_1 < t52);
        i = (int)((long)t50 + t52);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        int t65 = 3 * i;
        double t66 = v[t65];
        double t67 = v[t65 + 1];
        double t68 = v[t65 + 2];
        out[i] = t66 * t66 + t67 * t67 + t68 * t68;
    }
}

void outer_members(int n, float *restrict out, const float *restrict v) {
    int t46;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = v + (4 * (int)i_vec + 3);
            float32x4_t t4 = vld1q_f32(t3 + -3);
            float32x4_t t5 = vld1q_f32(t3 + 1);
            float32x4_t t6 = vld1q_f32(t3 + 5);
            float32x4_t t7 = vld1q_f32(t3 + 9);
            float32x4_t t8 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t5, 3, 7, 0, 0);
            float32x4_t t9 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t6, 0, 1, 7, 3);
            float32x4_t v_v = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t9, (vcc_v4_float)t7, 0, 1, 2, 7);
            float32x4_t t10 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t5, 0, 4, 0, 0);
            float32x4_t t11 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t10, (vcc_v4_float)t6, 0, 1, 4, 3);
            float32x4_t v_v_1 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t7, 0, 1, 2, 4);
            float32x4_t t12 = vsubq_f32(v_v, v_v_1);
            vst1q_f32(out + i_vec, t12);
            long t13 = i_vec + 4L;
            const float *t14 = v + (4 * (int)t13 + 3);
            float32x4_t t15 = vld1q_f32(t14 + -3);
            float32x4_t t16 = vld1q_f32(t14 + 1);
            float32x4_t t17 = vld1q_f32(t14 + 5);
            float32x4_t t18 = vld1q_f32(t14 + 9);
            float32x4_t t19 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t15, (vcc_v4_float)t16, 3, 7, 0, 0);
            float32x4_t t20 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t19, (vcc_v4_float)t17, 0, 1, 7, 3);
            float32x4_t v_v_2 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t20, (vcc_v4_float)t18, 0, 1, 2, 7);
            float32x4_t t21 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t15, (vcc_v4_float)t16, 0, 4, 0, 0);
            float32x4_t t22 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t21, (vcc_v4_float)t17, 0, 1, 4, 3);
            float32x4_t v_v_3 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t22, (vcc_v4_float)t18, 0, 1, 2, 4);
            float32x4_t t23 = vsubq_f32(v_v_2, v_v_3);
            vst1q_f32(out + t13, t23);
            long t24 = i_vec + 8L;
            const float *t25 = v + (4 * (int)t24 + 3);
            float32x4_t t26 = vld1q_f32(t25 + -3);
            float32x4_t t27 = vld1q_f32(t25 + 1);
            float32x4_t t28 = vld1q_f32(t25 + 5);
            float32x4_t t29 = vld1q_f32(t25 + 9);
            float32x4_t t30 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t27, 3, 7, 0, 0);
            float32x4_t t31 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t30, (vcc_v4_float)t28, 0, 1, 7, 3);
            float32x4_t v_v_4 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t31, (vcc_v4_float)t29, 0, 1, 2, 7);
            float32x4_t t32 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t27, 0, 4, 0, 0);
            float32x4_t t33 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t28, 0, 1, 4, 3);
            float32x4_t v_v_5 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t33, (vcc_v4_float)t29, 0, 1, 2, 4);
            float32x4_t t34 = vsubq_f32(v_v_4, v_v_5);
            vst1q_f32(out + t24, t34);
            long t35 = i_vec + 12L;
            const float *t36 = v + (4 * (int)t35 + 3);
            float32x4_t t37 = vld1q_f32(t36 + -3);
            float32x4_t t38 = vld1q_f32(t36 + 1);
            float32x4_t t39 = vld1q_f32(t36 + 5);
            float32x4_t t40 = vld1q_f32(t36 + 9);
            float32x4_t t41 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t38, 3, 7, 0, 0);
            float32x4_t t42 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t39, 0, 1, 7, 3);
            float32x4_t v_v_6 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t42, (vcc_v4_float)t40, 0, 1, 2, 7);
            float32x4_t t43 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t38, 0, 4, 0, 0);
            float32x4_t t44 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t43, (vcc_v4_float)t39, 0, 1, 4, 3);
            float32x4_t v_v_7 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t40, 0, 1, 2, 4);
            float32x4_t t45 = vsubq_f32(v_v_6, v_v_7);
            vst1q_f32(out + t35, t45);
            i_vec += 16L;
        } while (i_vec < t2);
        t46 = (int)t2;
    } else {
        t46 = 0;
    }
    long t47 = (long)n + (long)t46 * -1L;
    if (t47 >= 4L) {
        long t48 = t47 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t49 = (long)t46 + i_vec_1;
            const float *t50 = v + (4 * (int)t49 + 3);
            float32x4_t t51 = vld1q_f32(t50 + -3);
            float32x4_t t52 = vld1q_f32(t50 + 1);
            float32x4_t t53 = vld1q_f32(t50 + 5);
            float32x4_t t54 = vld1q_f32(t50 + 9);
            float32x4_t t55 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t51, (vcc_v4_float)t52, 3, 7, 0, 0);
            float32x4_t t56 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t55, (vcc_v4_float)t53, 0, 1, 7, 3);
            float32x4_t v_v_8 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t56, (vcc_v4_float)t54, 0, 1, 2, 7);
            float32x4_t t57 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t51, (vcc_v4_float)t52, 0, 4, 0, 0);
            float32x4_t t58 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t57, (vcc_v4_float)t53, 0, 1, 4, 3);
            float32x4_t v_v_9 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t54, 0, 1, 2, 4);
            float32x4_t t59 = vsubq_f32(v_v_8, v_v_9);
            vst1q_f32(out + t49, t59);
            i_vec_1 += 4L;
        } while (i_vec_1 < t48);
        i = (int)((long)t46 + t48);
    } else {
        i = t46;
    }
    for (; i < n; i++) {
        int t60 = 4 * i;
        out[i] = v[t60 + 3] - v[t60];
    }
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t y_v = vld1q_f32(y + i_vec);
            float32x4_t t3 = vmulq_f32(y_v, vdupq_n_f32(2.0f));
            float *t4 = out + (3 * (int)i_vec + 2);
            float32x4_t z_v = vld1q_f32(z + i_vec);
            float32x4_t t5 = vaddq_f32(z_v, vdupq_n_f32(1.0f));
            float32x4_t t6 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v, (vcc_v4_float)t3, 0, 4, 0, 1);
            float32x4_t t7 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t5, 0, 1, 4, 3);
            vst1q_f32(t4 + -2, t7);
            float32x4_t t8 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v, (vcc_v4_float)t3, 5, 0, 2, 6);
            float32x4_t t9 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t8, (vcc_v4_float)t5, 0, 5, 2, 3);
            vst1q_f32(t4 + 2, t9);
            float32x4_t t10 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v, (vcc_v4_float)t3, 0, 3, 7, 0);
            float32x4_t t11 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t10, (vcc_v4_float)t5, 6, 1, 2, 7);
            vst1q_f32(t4 + 6, t11);
            long t12 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t12);
            float32x4_t y_v_1 = vld1q_f32(y + t12);
            float32x4_t t13 = vmulq_f32(y_v_1, vdupq_n_f32(2.0f));
            float *t14 = out + (3 * (int)t12 + 2);
            float32x4_t z_v_1 = vld1q_f32(z + t12);
            float32x4_t t15 = vaddq_f32(z_v_1, vdupq_n_f32(1.0f));
            float32x4_t t16 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_1, (vcc_v4_float)t13, 0, 4, 0, 1);
            float32x4_t t17 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t15, 0, 1, 4, 3);
            vst1q_f32(t14 + -2, t17);
            float32x4_t t18 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_1, (vcc_v4_float)t13, 5, 0, 2, 6);
            float32x4_t t19 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t18, (vcc_v4_float)t15, 0, 5, 2, 3);
            vst1q_f32(t14 + 2, t19);
            float32x4_t t20 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_1, (vcc_v4_float)t13, 0, 3, 7, 0);
            float32x4_t t21 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t20, (vcc_v4_float)t15, 6, 1, 2, 7);
            vst1q_f32(t14 + 6, t21);
            long t22 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t22);
            float32x4_t y_v_2 = vld1q_f32(y + t22);
            float32x4_t t23 = vmulq_f32(y_v_2, vdupq_n_f32(2.0f));
            float *t24 = out + (3 * (int)t22 + 2);
            float32x4_t z_v_2 = vld1q_f32(z + t22);
            float32x4_t t25 = vaddq_f32(z_v_2, vdupq_n_f32(1.0f));
            float32x4_t t26 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_2, (vcc_v4_float)t23, 0, 4, 0, 1);
            float32x4_t t27 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t25, 0, 1, 4, 3);
            vst1q_f32(t24 + -2, t27);
            float32x4_t t28 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_2, (vcc_v4_float)t23, 5, 0, 2, 6);
            float32x4_t t29 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t25, 0, 5, 2, 3);
            vst1q_f32(t24 + 2, t29);
            float32x4_t t30 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_2, (vcc_v4_float)t23, 0, 3, 7, 0);
            float32x4_t t31 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t30, (vcc_v4_float)t25, 6, 1, 2, 7);
            vst1q_f32(t24 + 6, t31);
            long t32 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t32);
            float32x4_t y_v_3 = vld1q_f32(y + t32);
            float32x4_t t33 = vmulq_f32(y_v_3, vdupq_n_f32(2.0f));
            float *t34 = out + (3 * (int)t32 + 2);
            float32x4_t z_v_3 = vld1q_f32(z + t32);
            float32x4_t t35 = vaddq_f32(z_v_3, vdupq_n_f32(1.0f));
            float32x4_t t36 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_3, (vcc_v4_float)t33, 0, 4, 0, 1);
            float32x4_t t37 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t36, (vcc_v4_float)t35, 0, 1, 4, 3);
            vst1q_f32(t34 + -2, t37);
            float32x4_t t38 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_3, (vcc_v4_float)t33, 5, 0, 2, 6);
            float32x4_t t39 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t38, (vcc_v4_float)t35, 0, 5, 2, 3);
            vst1q_f32(t34 + 2, t39);
            float32x4_t t40 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_3, (vcc_v4_float)t33, 0, 3, 7, 0);
            float32x4_t t41 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t40, (vcc_v4_float)t35, 6, 1, 2, 7);
            vst1q_f32(t34 + 6, t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t45);
            float32x4_t y_v_4 = vld1q_f32(y + t45);
            float32x4_t t46 = vmulq_f32(y_v_4, vdupq_n_f32(2.0f));
            float *t47 = out + (3 * (int)t45 + 2);
            float32x4_t z_v_4 = vld1q_f32(z + t45);
            float32x4_t t48 = vaddq_f32(z_v_4, vdupq_n_f32(1.0f));
            float32x4_t t49 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_4, (vcc_v4_float)t46, 0, 4, 0, 1);
            float32x4_t t50 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t49, (vcc_v4_float)t48, 0, 1, 4, 3);
            vst1q_f32(t47 + -2, t50);
            float32x4_t t51 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_4, (vcc_v4_float)t46, 5, 0, 2, 6);
            float32x4_t t52 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t51, (vcc_v4_float)t48, 0, 5, 2, 3);
            vst1q_f32(t47 + 2, t52);
            float32x4_t t53 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)x_v_4, (vcc_v4_float)t46, 0, 3, 7, 0);
            float32x4_t t54 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t53, (vcc_v4_float)t48, 6, 1, 2, 7);
            vst1q_f32(t47 + 6, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        int t55 = 3 * i;
        long t56 = (long)i;
        out[t55] = x[t56];
        out[t55 + 1] = y[t56] * 2.0f;
        out[t55 + 2] = z[t56] + 1.0f;
    }
}

void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    int t39;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:39 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const long long *t4 = in + t3;
            int64x2_t t5 = vld1q_s64((const int64_t *)t4);
            int64x2_t t6 = vld1q_s64((const int64_t *)(t4 + 2));
            int64x2_t lo_v = vuzp1q_s64(t5, t6);
            int64x2_t hi_v = vuzp2q_s64(t5, t6);
            int64x2_t t7 = vaddq_s64(hi_v, vdupq_n_s64(1LL));
            long long *t8 = out + (t3 + 1);
            int64x2_t t9 = vsubq_s64(lo_v, hi_v);
            int64x2_t t10 = vuzp1q_s64(t7, t9);
            vst1q_s64((int64_t *)(t8 + -1), t10);
            int64x2_t t11 = vuzp2q_s64(t7, t9);
            vst1q_s64((int64_t *)(t8 + 1), t11);
            int t12 = 2 * (int)(i_vec + 2L);
            const long long *t13 = in + t12;
            int64x2_t t14 = vld1q_s64((const int64_t *)t13);
            int64x2_t t15 = vld1q_s64((const int64_t *)(t13 + 2));
            int64x2_t lo_v_1 = vuzp1q_s64(t14, t15);
            int64x2_t hi_v_1 = vuzp2q_s64(t14, t15);
            int64x2_t t16 = vaddq_s64(hi_v_1, vdupq_n_s64(1LL));
            long long *t17 = out + (t12 + 1);
            int64x2_t t18 = vsubq_s64(lo_v_1, hi_v_1);
            int64x2_t t19 = vuzp1q_s64(t16, t18);
            vst1q_s64((int64_t *)(t17 + -1), t19);
            int64x2_t t20 = vuzp2q_s64(t16, t18);
            vst1q_s64((int64_t *)(t17 + 1), t20);
            int t21 = 2 * (int)(i_vec + 4L);
            const long long *t22 = in + t21;
            int64x2_t t23 = vld1q_s64((const int64_t *)t22);
            int64x2_t t24 = vld1q_s64((const int64_t *)(t22 + 2));
            int64x2_t lo_v_2 = vuzp1q_s64(t23, t24);
            int64x2_t hi_v_2 = vuzp2q_s64(t23, t24);
            int64x2_t t25 = vaddq_s64(hi_v_2, vdupq_n_s64(1LL));
            long long *t26 = out + (t21 + 1);
            int64x2_t t27 = vsubq_s64(lo_v_2, hi_v_2);
            int64x2_t t28 = vuzp1q_s64(t25, t27);
            vst1q_s64((int64_t *)(t26 + -1), t28);
            int64x2_t t29 = vuzp2q_s64(t25, t27);
            vst1q_s64((int64_t *)(t26 + 1), t29);
            int t30 = 2 * (int)(i_vec + 6L);
            const long long *t31 = in + t30;
            int64x2_t t32 = vld1q_s64((const int64_t *)t31);
            int64x2_t t33 = vld1q_s64((const int64_t *)(t31 + 2));
            int64x2_t lo_v_3 = vuzp1q_s64(t32, t33);
            int64x2_t hi_v_3 = vuzp2q_s64(t32, t33);
            int64x2_t t34 = vaddq_s64(hi_v_3, vdupq_n_s64(1LL));
            long long *t35 = out + (t30 + 1);
            int64x2_t t36 = vsubq_s64(lo_v_3, hi_v_3);
            int64x2_t t37 = vuzp1q_s64(t34, t36);
            vst1q_s64((int64_t *)(t35 + -1), t37);
            int64x2_t t38 = vuzp2q_s64(t34, t36);
            vst1q_s64((int64_t *)(t35 + 1), t38);
            i_vec += 8L;
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 2L) {
        long t41 = t40 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:39 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int t42 = 2 * (int)((long)t39 + i_vec_1);
            const long long *t43 = in + t42;
            int64x2_t t44 = vld1q_s64((const int64_t *)t43);
            int64x2_t t45 = vld1q_s64((const int64_t *)(t43 + 2));
            int64x2_t lo_v_4 = vuzp1q_s64(t44, t45);
            int64x2_t hi_v_4 = vuzp2q_s64(t44, t45);
            int64x2_t t46 = vaddq_s64(hi_v_4, vdupq_n_s64(1LL));
            long long *t47 = out + (t42 + 1);
            int64x2_t t48 = vsubq_s64(lo_v_4, hi_v_4);
            int64x2_t t49 = vuzp1q_s64(t46, t48);
            vst1q_s64((int64_t *)(t47 + -1), t49);
            int64x2_t t50 = vuzp2q_s64(t46, t48);
            vst1q_s64((int64_t *)(t47 + 1), t50);
            i_vec_1 += 2L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        int t51 = 2 * i;
        long t52 = (long)t51;
        long long lo = in[t52];
        long t53 = (long)(t51 + 1);
        long long hi = in[t53];
        out[t52] = hi + 1LL;
        out[t53] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    int t36;
    unsigned int t37;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        /* vcc: loop at groups.c:48 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            const unsigned int *t3 = q + 4 * (int)i_vec;
            uint32x4_t t4 = vld1q_u32(t3);
            uint32x4_t t5 = vld1q_u32(t3 + 4);
            uint32x4_t t6 = vld1q_u32(t3 + 8);
            uint32x4_t t7 = vld1q_u32(t3 + 12);
            uint32x4_t t8 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t4, (vcc_v4_uint)t5, 0, 4, 0, 0);
            uint32x4_t t9 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t8, (vcc_v4_uint)t6, 0, 1, 4, 3);
            uint32x4_t q_v = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t9, (vcc_v4_uint)t7, 0, 1, 2, 4);
            uint32x4_t t10 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t4, (vcc_v4_uint)t5, 1, 5, 0, 0);
            uint32x4_t t11 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t10, (vcc_v4_uint)t6, 0, 1, 5, 3);
            uint32x4_t q_v_1 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t11, (vcc_v4_uint)t7, 0, 1, 2, 5);
            uint32x4_t t12 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t4, (vcc_v4_uint)t5, 2, 6, 0, 0);
            uint32x4_t t13 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t12, (vcc_v4_uint)t6, 0, 1, 6, 3);
            uint32x4_t q_v_2 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t13, (vcc_v4_uint)t7, 0, 1, 2, 6);
            uint32x4_t t14 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t4, (vcc_v4_uint)t5, 3, 7, 0, 0);
            uint32x4_t t15 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t14, (vcc_v4_uint)t6, 0, 1, 7, 3);
            uint32x4_t q_v_3 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t15, (vcc_v4_uint)t7, 0, 1, 2, 7);
            uint32x4_t t16 = veorq_u32(q_v, q_v_1);
            uint32x4_t t17 = veorq_u32(t16, q_v_2);
            uint32x4_t t18 = veorq_u32(t17, q_v_3);
            s_v = vaddq_u32(s_v, t18);
            const unsigned int *t19 = q + 4 * (int)(i_vec + 4L);
            uint32x4_t t20 = vld1q_u32(t19);
            uint32x4_t t21 = vld1q_u32(t19 + 4);
            uint32x4_t t22 = vld1q_u32(t19 + 8);
            uint32x4_t t23 = vld1q_u32(t19 + 12);
            uint32x4_t t24 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t20, (vcc_v4_uint)t21, 0, 4, 0, 0);
            uint32x4_t t25 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t24, (vcc_v4_uint)t22, 0, 1, 4, 3);
            uint32x4_t q_v_4 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t25, (vcc_v4_uint)t23, 0, 1, 2, 4);
            uint32x4_t t26 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t20, (vcc_v4_uint)t21, 1, 5, 0, 0);
            uint32x4_t t27 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t26, (vcc_v4_uint)t22, 0, 1, 5, 3);
            uint32x4_t q_v_5 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t27, (vcc_v4_uint)t23, 0, 1, 2, 5);
            uint32x4_t t28 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t20, (vcc_v4_uint)t21, 2, 6, 0, 0);
            uint32x4_t t29 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t28, (vcc_v4_uint)t22, 0, 1, 6, 3);
            uint32x4_t q_v_6 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t29, (vcc_v4_uint)t23, 0, 1, 2, 6);
            uint32x4_t t30 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t20, (vcc_v4_uint)t21, 3, 7, 0, 0);
            uint32x4_t t31 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t30, (vcc_v4_uint)t22, 0, 1, 7, 3);
            uint32x4_t q_v_7 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t31, (vcc_v4_uint)t23, 0, 1, 2, 7);
            uint32x4_t t32 = veorq_u32(q_v_4, q_v_5);
            uint32x4_t t33 = veorq_u32(t32, q_v_6);
            uint32x4_t t34 = veorq_u32(t33, q_v_7);
            s_v_1 = vaddq_u32(s_v_1, t34);
            i_vec += 8L;
        } while (i_vec < t2);
        uint32x4_t t35 = vaddq_u32(s_v, s_v_1);
        t36 = (int)t2;
        t37 = vaddvq_u32(t35);
    } else {
        t36 = 0;
        t37 = 0U;
    }
    long t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 4L) {
        long t39 = t38 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        /* vcc: loop at groups.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            const unsigned int *t40 = q + 4 * (int)((long)t36 + i_vec_1);
            uint32x4_t t41 = vld1q_u32(t40);
            uint32x4_t t42 = vld1q_u32(t40 + 4);
            uint32x4_t t43 = vld1q_u32(t40 + 8);
            uint32x4_t t44 = vld1q_u32(t40 + 12);
            uint32x4_t t45 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t41, (vcc_v4_uint)t42, 0, 4, 0, 0);
            uint32x4_t t46 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t45, (vcc_v4_uint)t43, 0, 1, 4, 3);
            uint32x4_t q_v_8 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t46, (vcc_v4_uint)t44, 0, 1, 2, 4);
            uint32x4_t t47 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t41, (vcc_v4_uint)t42, 1, 5, 0, 0);
            uint32x4_t t48 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t47, (vcc_v4_uint)t43, 0, 1, 5, 3);
            uint32x4_t q_v_9 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t48, (vcc_v4_uint)t44, 0, 1, 2, 5);
            uint32x4_t t49 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t41, (vcc_v4_uint)t42, 2, 6, 0, 0);
            uint32x4_t t50 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t49, (vcc_v4_uint)t43, 0, 1, 6, 3);
            uint32x4_t q_v_10 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t50, (vcc_v4_uint)t44, 0, 1, 2, 6);
            uint32x4_t t51 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t41, (vcc_v4_uint)t42, 3, 7, 0, 0);
            uint32x4_t t52 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t51, (vcc_v4_uint)t43, 0, 1, 7, 3);
            uint32x4_t q_v_11 = (uint32x4_t)__builtin_shufflevector((vcc_v4_uint)t52, (vcc_v4_uint)t44, 0, 1, 2, 7);
            uint32x4_t t53 = veorq_u32(q_v_8, q_v_9);
            uint32x4_t t54 = veorq_u32(t53, q_v_10);
            uint32x4_t t55 = veorq_u32(t54, q_v_11);
            s_v_2 = vaddq_u32(s_v_2, t55);
            i_vec_1 += 4L;
        } while (i_vec_1 < t39);
        i = (int)((long)t36 + t39);
        s = t37 + vaddvq_u32(s_v_2);
    } else {
        i = t36;
        s = t37;
    }
    for (; i < n; i++) {
        int t56 = 4 * i;
        s += q[t56] ^ q[t56 + 1] ^ q[t56 + 2] ^ q[t56 + 3];
    }
    return s;
}

void swap_pairs(int n, int *a) {
    for (int i = 0; i < n; i++) {
        int *t1 = a + 2 * i;
        int32x2_t t2 = vld1_s32(t1);
        int32x2_t t3 = vrev64_s32(t2);
        vst1_s32(t1, t3);
    }
}

/* Groups over global arrays of known length with a constant count: where the last iteration's
   whole pair (its gap included) is inside the array, the vector loop runs every iteration;
   `odd79` holds 79 floats, so the pair of its last iteration would end past it, and the scalar
   loop reads that one. */
static float even80[80], odd79[79], from80[40], from79[40];

void evens_of_known_array(void) {
    long i_vec = 0L;
    /* vcc: loop at groups.c:68 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        float *t1 = &even80[2 * (int)i_vec];
        float32x4_t t2 = vld1q_f32(t1);
        float32x4_t t3 = vld1q_f32(t1 + 4);
        float32x4_t even80_v = vuzp1q_f32(t2, t3);
        float32x4_t t4 = vmulq_f32(even80_v, vdupq_n_f32(0.5f));
        vst1q_f32(&from80[i_vec], t4);
        long t5 = i_vec + 4L;
        float *t6 = &even80[2 * (int)t5];
        float32x4_t t7 = vld1q_f32(t6);
        float32x4_t t8 = vld1q_f32(t6 + 4);
        float32x4_t even80_v_1 = vuzp1q_f32(t7, t8);
        float32x4_t t9 = vmulq_f32(even80_v_1, vdupq_n_f32(0.5f));
        vst1q_f32(&from80[t5], t9);
        i_vec += 8L;
    } while (i_vec < 40L);
}

void evens_of_short_array(void) {
    long i_vec = 0L;
    /* vcc: loop at groups.c:73 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        float *t1 = &odd79[2 * (int)i_vec];
        float32x4_t t2 = vld1q_f32(t1);
        float32x4_t t3 = vld1q_f32(t1 + 4);
        float32x4_t odd79_v = vuzp1q_f32(t2, t3);
        float32x4_t t4 = vaddq_f32(odd79_v, vdupq_n_f32(1.0f));
        vst1q_f32(&from79[i_vec], t4);
        long t5 = i_vec + 4L;
        float *t6 = &odd79[2 * (int)t5];
        float32x4_t t7 = vld1q_f32(t6);
        float32x4_t t8 = vld1q_f32(t6 + 4);
        float32x4_t odd79_v_1 = vuzp1q_f32(t7, t8);
        float32x4_t t9 = vaddq_f32(odd79_v_1, vdupq_n_f32(1.0f));
        vst1q_f32(&from79[t5], t9);
        i_vec += 8L;
    } while (i_vec < 32L);
    for (int i = 32; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

int main(void) {
    int n;
    int t80;
    int32x4_t t4 = vdupq_n_s32(0);
    int32x4_t t5 = vaddq_s32(t4, ((int32x4_t)(vcc_v4_int){0, 7, 1, 8}));
    uint32x4_t t6 = vreinterpretq_u32_s32(t5);
    uint32x4_t t7 = vsubq_u32(t6, vdupq_n_u32(13));
    uint32x4_t t8 = vminq_u32(t6, t7);
    int32x4_t t1 = vreinterpretq_s32_u32(t8);
    long i_vec = 0L;
    /* vcc: loop at groups.c:79 vectorized: VF 4, UF 4, the remainder at 80:28 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        float32x4_t t9 = vcvtq_f32_s32(t1);
        float32x4_t t10 = vsubq_f32(t9, vdupq_n_f32(6.0f));
        vst1q_f32(&even80[i_vec], t10);
        int32x4_t t11 = vaddq_s32(t1, vdupq_n_s32(2));
        uint32x4_t t12 = vreinterpretq_u32_s32(t11);
        uint32x4_t t13 = vsubq_u32(t12, vdupq_n_u32(13));
        uint32x4_t t14 = vminq_u32(t12, t13);
        int32x4_t t15 = vreinterpretq_s32_u32(t14);
        float32x4_t t16 = vcvtq_f32_s32(t15);
        float32x4_t t17 = vsubq_f32(t16, vdupq_n_f32(6.0f));
        vst1q_f32(&even80[i_vec + 4L], t17);
        int32x4_t t18 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t19 = vreinterpretq_u32_s32(t18);
        uint32x4_t t20 = vsubq_u32(t19, vdupq_n_u32(13));
        uint32x4_t t21 = vminq_u32(t19, t20);
        int32x4_t t22 = vreinterpretq_s32_u32(t21);
        float32x4_t t23 = vcvtq_f32_s32(t22);
        float32x4_t t24 = vsubq_f32(t23, vdupq_n_f32(6.0f));
        vst1q_f32(&even80[i_vec + 8L], t24);
        int32x4_t t25 = vaddq_s32(t1, vdupq_n_s32(6));
        uint32x4_t t26 = vreinterpretq_u32_s32(t25);
        uint32x4_t t27 = vsubq_u32(t26, vdupq_n_u32(13));
        uint32x4_t t28 = vminq_u32(t26, t27);
        int32x4_t t29 = vreinterpretq_s32_u32(t28);
        float32x4_t t30 = vcvtq_f32_s32(t29);
        float32x4_t t31 = vsubq_f32(t30, vdupq_n_f32(6.0f));
        vst1q_f32(&even80[i_vec + 12L], t31);
        i_vec += 16L;
        int32x4_t t32 = vaddq_s32(t1, vdupq_n_s32(8));
        uint32x4_t t33 = vreinterpretq_u32_s32(t32);
        uint32x4_t t34 = vsubq_u32(t33, vdupq_n_u32(13));
        uint32x4_t t35 = vminq_u32(t33, t34);
        t1 = vreinterpretq_s32_u32(t35);
    } while (i_vec < 80L);
    int32x4_t t36 = vdupq_n_s32(0);
    int32x4_t t37 = vaddq_s32(t36, ((int32x4_t)(vcc_v4_int){0, 5, 10, 4}));
    uint32x4_t t38 = vreinterpretq_u32_s32(t37);
    uint32x4_t t39 = vsubq_u32(t38, vdupq_n_u32(11));
    uint32x4_t t40 = vminq_u32(t38, t39);
    int32x4_t t2 = vreinterpretq_s32_u32(t40);
    long i_vec_1 = 0L;
    /* vcc: loop at groups.c:81 vectorized: VF 4, UF 4, the remainder at 82:27 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        float32x4_t t41 = vcvtq_f32_s32(t2);
        float32x4_t t42 = vsubq_f32(t41, vdupq_n_f32(5.0f));
        vst1q_f32(&odd79[i_vec_1], t42);
        int32x4_t t43 = vaddq_s32(t2, vdupq_n_s32(9));
        uint32x4_t t44 = vreinterpretq_u32_s32(t43);
        uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(11));
        uint32x4_t t46 = vminq_u32(t44, t45);
        int32x4_t t47 = vreinterpretq_s32_u32(t46);
        float32x4_t t48 = vcvtq_f32_s32(t47);
        float32x4_t t49 = vsubq_f32(t48, vdupq_n_f32(5.0f));
        vst1q_f32(&odd79[i_vec_1 + 4L], t49);
        int32x4_t t50 = vaddq_s32(t2, vdupq_n_s32(7));
        uint32x4_t t51 = vreinterpretq_u32_s32(t50);
        uint32x4_t t52 = vsubq_u32(t51, vdupq_n_u32(11));
        uint32x4_t t53 = vminq_u32(t51, t52);
        int32x4_t t54 = vreinterpretq_s32_u32(t53);
        float32x4_t t55 = vcvtq_f32_s32(t54);
        float32x4_t t56 = vsubq_f32(t55, vdupq_n_f32(5.0f));
        vst1q_f32(&odd79[i_vec_1 + 8L], t56);
        int32x4_t t57 = vaddq_s32(t2, vdupq_n_s32(5));
        uint32x4_t t58 = vreinterpretq_u32_s32(t57);
        uint32x4_t t59 = vsubq_u32(t58, vdupq_n_u32(11));
        uint32x4_t t60 = vminq_u32(t58, t59);
        int32x4_t t61 = vreinterpretq_s32_u32(t60);
        float32x4_t t62 = vcvtq_f32_s32(t61);
        float32x4_t t63 = vsubq_f32(t62, vdupq_n_f32(5.0f));
        vst1q_f32(&odd79[i_vec_1 + 12L], t63);
        i_vec_1 += 16L;
        int32x4_t t64 = vaddq_s32(t2, vdupq_n_s32(3));
        uint32x4_t t65 = vreinterpretq_u32_s32(t64);
        uint32x4_t t66 = vsubq_u32(t65, vdupq_n_u32(11));
        uint32x4_t t67 = vminq_u32(t65, t66);
        t2 = vreinterpretq_s32_u32(t67);
    } while (i_vec_1 < 64L);
    int32x4_t t68 = vdupq_n_s32(1);
    int32x4_t t69 = vaddq_s32(t68, ((int32x4_t)(vcc_v4_int){0, 5, 10, 4}));
    uint32x4_t t70 = vreinterpretq_u32_s32(t69);
    uint32x4_t t71 = vsubq_u32(t70, vdupq_n_u32(11));
    uint32x4_t t72 = vminq_u32(t70, t71);
    int32x4_t t3 = vreinterpretq_s32_u32(t72);
    long i_vec_2 = 0L;
    /* vcc: loop at groups.c:81 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        float32x4_t t73 = vcvtq_f32_s32(t3);
        float32x4_t t74 = vsubq_f32(t73, vdupq_n_f32(5.0f));
        vst1q_f32(&odd79[64L + i_vec_2], t74);
        i_vec_2 += 4L;
        int32x4_t t75 = vaddq_s32(t3, vdupq_n_s32(9));
        uint32x4_t t76 = vreinterpretq_u32_s32(t75);
        uint32x4_t t77 = vsubq_u32(t76, vdupq_n_u32(11));
        uint32x4_t t78 = vminq_u32(t76, t77);
        t3 = vreinterpretq_s32_u32(t78);
    } while (i_vec_2 < 12L);
    for (int i = 76; i < 79; i++) {
        odd79[i] = (float)(i * 5 % 11) - 5.0f;
    }
    evens_of_known_array();
    evens_of_short_array();
    unsigned long t79 = hash_bytes((const void *)from79, 160UL);
    printf("known %llx %llx\n", (unsigned long long)hash_bytes((const void *)from80, 160UL), (unsigned long long)t79);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t80 = 1;
        } else {
            t80 = 0;
            n = n_1;
        }
        if (!t80) {
            return 0;
        }
        short *s1 = (short *)new_array(n, 2UL);
        int t81 = 2 * n;
        short *s2 = (short *)new_array(t81, 2UL);
        unsigned char *g = (unsigned char *)new_array(n, 1UL);
        int t82 = 4 * n;
        unsigned char *rgba = (unsigned char *)new_array(t82, 1UL);
        double *d1 = (double *)new_array(n, 8UL);
        int t83 = 3 * n;
        double *d3 = (double *)new_array(t83, 8UL);
        float *f1 = (float *)new_array(n, 4UL);
        float *f4 = (float *)new_array(t82, 4UL);
        float *f3 = (float *)new_array(t83, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        float *z = (float *)new_array(n, 4UL);
        long long *l1 = (long long *)new_array(t81, 8UL);
        long long *l2 = (long long *)new_array(t81, 8UL);
        unsigned int *q = (unsigned int *)new_array(t82, 4UL);
        int *p = (int *)new_array(t81, 4UL);
        for (int fill_idx = 0; fill_idx < t81; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)(next_rand() % 60000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t82; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t83; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t82; fill_idx_3++) {
            f4[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            x[fill_idx_4] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            y[fill_idx_5] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            z[fill_idx_6] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < t81; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)(next_rand() % 200000U));
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t82; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(int)(next_rand() % 1073741824U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t81; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)(next_rand() % 2000U);
        }
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        unsigned int t84 = sum_quads(n, q);
        unsigned long t85 = (unsigned long)t81;
        unsigned long t86 = hash_bytes((const void *)p, t85 * 4UL);
        unsigned long t87 = hash_bytes((const void *)l1, t85 * 8UL);
        unsigned long t88 = hash_bytes((const void *)f3, (unsigned long)t83 * 4UL);
        unsigned long t89 = (unsigned long)n;
        unsigned long t90 = hash_bytes((const void *)f1, t89 * 4UL);
        unsigned long t91 = hash_bytes((const void *)d1, t89 * 8UL);
        unsigned long t92 = hash_bytes((const void *)g, t89 * 1UL);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)s1, t89 * 2UL), (unsigned long long)t92, (unsigned long long)t91, (unsigned long long)t90, (unsigned long long)t88, (unsigned long long)t87, (unsigned long long)t86, t84);
        free((void *)s1);
        free((void *)s2);
        free((void *)g);
        free((void *)rgba);
        free((void *)d1);
        free((void *)d3);
        free((void *)f1);
        free((void *)f4);
        free((void *)f3);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)l1);
        free((void *)l2);
        free((void *)q);
        free((void *)p);
    }
}
