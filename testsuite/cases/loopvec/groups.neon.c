/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=9 avx2=10 sse4.2=10 sse2=9 neon=10 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
void second_of_pair(int n, short *restrict a, const short *restrict b) {
    int t4;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t b_v = vld2q_s16(b + (2 * (int)i_vec + 1)).val[0];
            vst1q_s16(a + i_vec, b_v);
            long t3 = i_vec + 8L;
            int16x8_t b_v_1 = vld2q_s16(b + (2 * (int)t3 + 1)).val[0];
            vst1q_s16(a + t3, b_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L - 1L;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t7 = (long)t4 + i_vec_1;
            int16x8_t b_v_2 = vld2q_s16(b + (2 * (int)t7 + 1)).val[0];
            vst1q_s16(a + t7, b_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t6);
        i = (int)((long)t4 + t6);
    } else {
        i = t4;
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
            uint8x16_t rgba_v = vld4q_u8(t3).val[0];
            uint8x16_t rgba_v_1 = vld4q_u8(t3).val[1];
            uint8x16_t rgba_v_2 = vld4q_u8(t3).val[2];
            vcc_v16_int t4 = ({ uint8x16_t vcc_w0 = rgba_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t5 = ({ uint8x16_t vcc_w0 = rgba_v_1; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t6 = t4 + t5;
            vcc_v16_int t7 = ({ uint8x16_t vcc_w0 = rgba_v_2; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t8 = t6 + t7;
            vcc_v16_int t9 = t8 / (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            uint8x16_t t10 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t9, vcc_v16_short), vcc_v16_uchar);
            vst1q_u8(grey + i_vec, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t11 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t11] + (int)rgba[t11 + 1] + (int)rgba[t11 + 2]) / 3);
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
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = v + (4 * (int)i_vec + 3) + -3;
            float32x4_t v_v = vld4q_f32(t3).val[3];
            float32x4_t v_v_1 = vld4q_f32(t3).val[0];
            float32x4_t t4 = vsubq_f32(v_v, v_v_1);
            vst1q_f32(out + i_vec, t4);
            long t5 = i_vec + 4L;
            const float *t6 = v + (4 * (int)t5 + 3) + -3;
            float32x4_t v_v_2 = vld4q_f32(t6).val[3];
            float32x4_t v_v_3 = vld4q_f32(t6).val[0];
            float32x4_t t7 = vsubq_f32(v_v_2, v_v_3);
            vst1q_f32(out + t5, t7);
            long t8 = i_vec + 8L;
            const float *t9 = v + (4 * (int)t8 + 3) + -3;
            float32x4_t v_v_4 = vld4q_f32(t9).val[3];
            float32x4_t v_v_5 = vld4q_f32(t9).val[0];
            float32x4_t t10 = vsubq_f32(v_v_4, v_v_5);
            vst1q_f32(out + t8, t10);
            long t11 = i_vec + 12L;
            const float *t12 = v + (4 * (int)t11 + 3) + -3;
            float32x4_t v_v_6 = vld4q_f32(t12).val[3];
            float32x4_t v_v_7 = vld4q_f32(t12).val[0];
            float32x4_t t13 = vsubq_f32(v_v_6, v_v_7);
            vst1q_f32(out + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const float *t18 = v + (4 * (int)t17 + 3) + -3;
            float32x4_t v_v_8 = vld4q_f32(t18).val[3];
            float32x4_t v_v_9 = vld4q_f32(t18).val[0];
            float32x4_t t19 = vsubq_f32(v_v_8, v_v_9);
            vst1q_f32(out + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        int t20 = 4 * i;
        out[i] = v[t20 + 3] - v[t20];
    }
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:31 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t y_v = vld1q_f32(y + i_vec);
            float32x4_t t3 = vmulq_f32(y_v, vdupq_n_f32(2.0f));
            float32x4_t z_v = vld1q_f32(z + i_vec);
            float32x4_t t4 = vaddq_f32(z_v, vdupq_n_f32(1.0f));
            vst3q_f32(out + (3 * (int)i_vec + 2) + -2, ((float32x4x3_t){{x_v, t3, t4}}));
            long t5 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t5);
            float32x4_t y_v_1 = vld1q_f32(y + t5);
            float32x4_t t6 = vmulq_f32(y_v_1, vdupq_n_f32(2.0f));
            float32x4_t z_v_1 = vld1q_f32(z + t5);
            float32x4_t t7 = vaddq_f32(z_v_1, vdupq_n_f32(1.0f));
            vst3q_f32(out + (3 * (int)t5 + 2) + -2, ((float32x4x3_t){{x_v_1, t6, t7}}));
            i_vec += 8L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 4L) {
        long t10 = t9 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            float32x4_t x_v_2 = vld1q_f32(x + t11);
            float32x4_t y_v_2 = vld1q_f32(y + t11);
            float32x4_t t12 = vmulq_f32(y_v_2, vdupq_n_f32(2.0f));
            float32x4_t z_v_2 = vld1q_f32(z + t11);
            float32x4_t t13 = vaddq_f32(z_v_2, vdupq_n_f32(1.0f));
            vst3q_f32(out + (3 * (int)t11 + 2) + -2, ((float32x4x3_t){{x_v_2, t12, t13}}));
            i_vec_1 += 4L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        int t14 = 3 * i;
        long t15 = (long)i;
        out[t14] = x[t15];
        out[t14 + 1] = y[t15] * 2.0f;
        out[t14 + 2] = z[t15] + 1.0f;
    }
}

void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 2L) {
        long t2 = t1 & -2L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:39 vectorized: VF 2, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const long long *t4 = in + t3;
            int64x2_t lo_v = vld2q_s64((const int64_t *)t4).val[0];
            int64x2_t hi_v = vld2q_s64((const int64_t *)t4).val[1];
            int64x2_t t5 = vaddq_s64(hi_v, vdupq_n_s64(1LL));
            int64x2_t t6 = vsubq_s64(lo_v, hi_v);
            vst2q_s64((int64_t *)(out + (t3 + 1) + -1), ((int64x2x2_t){{t5, t6}}));
            i_vec += 2L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t7 = 2 * i;
        long t8 = (long)t7;
        long long lo = in[t8];
        long t9 = (long)(t7 + 1);
        long long hi = in[t9];
        out[t8] = hi + 1LL;
        out[t9] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    int t12;
    unsigned int t13;
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
            uint32x4_t q_v = vld4q_u32(t3).val[0];
            uint32x4_t q_v_1 = vld4q_u32(t3).val[1];
            uint32x4_t q_v_2 = vld4q_u32(t3).val[2];
            uint32x4_t q_v_3 = vld4q_u32(t3).val[3];
            uint32x4_t t4 = veorq_u32(q_v, q_v_1);
            uint32x4_t t5 = veorq_u32(t4, q_v_2);
            uint32x4_t t6 = veorq_u32(t5, q_v_3);
            s_v = vaddq_u32(s_v, t6);
            const unsigned int *t7 = q + 4 * (int)(i_vec + 4L);
            uint32x4_t q_v_4 = vld4q_u32(t7).val[0];
            uint32x4_t q_v_5 = vld4q_u32(t7).val[1];
            uint32x4_t q_v_6 = vld4q_u32(t7).val[2];
            uint32x4_t q_v_7 = vld4q_u32(t7).val[3];
            uint32x4_t t8 = veorq_u32(q_v_4, q_v_5);
            uint32x4_t t9 = veorq_u32(t8, q_v_6);
            uint32x4_t t10 = veorq_u32(t9, q_v_7);
            s_v_1 = vaddq_u32(s_v_1, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        uint32x4_t t11 = vaddq_u32(s_v, s_v_1);
        t12 = (int)t2;
        t13 = vaddvq_u32(t11);
    } else {
        t12 = 0;
        t13 = 0U;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        /* vcc: loop at groups.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            const unsigned int *t16 = q + 4 * (int)((long)t12 + i_vec_1);
            uint32x4_t q_v_8 = vld4q_u32(t16).val[0];
            uint32x4_t q_v_9 = vld4q_u32(t16).val[1];
            uint32x4_t q_v_10 = vld4q_u32(t16).val[2];
            uint32x4_t q_v_11 = vld4q_u32(t16).val[3];
            uint32x4_t t17 = veorq_u32(q_v_8, q_v_9);
            uint32x4_t t18 = veorq_u32(t17, q_v_10);
            uint32x4_t t19 = veorq_u32(t18, q_v_11);
            s_v_2 = vaddq_u32(s_v_2, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = t13 + vaddvq_u32(s_v_2);
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        int t20 = 4 * i;
        s += q[t20] ^ q[t20 + 1] ^ q[t20 + 2] ^ q[t20 + 3];
    }
    return s;
}

void swap_pairs(int n, int *a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:54 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            int *t4 = a + t3;
            int32x4_t t_v = vld2q_s32(t4).val[0];
            int32x4_t a_v = vld2q_s32(t4).val[1];
            vst2q_s32(a + (t3 + 1) + -1, ((int32x4x2_t){{a_v, t_v}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int *t5 = a + 2 * i;
        int32x2_t t6 = vld1_s32(t5);
        int32x2_t t7 = vrev64_s32(t6);
        vst1_s32(t5, t7);
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
        float32x4_t even80_v = vld2q_f32(&even80[2 * (int)i_vec]).val[0];
        float32x4_t t1 = vmulq_f32(even80_v, vdupq_n_f32(0.5f));
        vst1q_f32(&from80[i_vec], t1);
        long t2 = i_vec + 4L;
        float32x4_t even80_v_1 = vld2q_f32(&even80[2 * (int)t2]).val[0];
        float32x4_t t3 = vmulq_f32(even80_v_1, vdupq_n_f32(0.5f));
        vst1q_f32(&from80[t2], t3);
        i_vec += 8L;
    } while (i_vec < 40L);
}

void evens_of_short_array(void) {
    long i_vec = 0L;
    /* vcc: loop at groups.c:73 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        float32x4_t odd79_v = vld2q_f32(&odd79[2 * (int)i_vec]).val[0];
        float32x4_t t1 = vaddq_f32(odd79_v, vdupq_n_f32(1.0f));
        vst1q_f32(&from79[i_vec], t1);
        long t2 = i_vec + 4L;
        float32x4_t odd79_v_1 = vld2q_f32(&odd79[2 * (int)t2]).val[0];
        float32x4_t t3 = vaddq_f32(odd79_v_1, vdupq_n_f32(1.0f));
        vst1q_f32(&from79[t2], t3);
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
