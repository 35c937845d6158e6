/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            float32x4_t t3 = vcvtq_f32_s32(a_v);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t4 = vfmaq_f32(b_v, t3, vdupq_n_f32(0.5f));
            vst1q_f32(f + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t5);
            float32x4_t t6 = vcvtq_f32_s32(a_v_1);
            float32x4_t b_v_1 = vld1q_f32(b + t5);
            float32x4_t t7 = vfmaq_f32(b_v_1, t6, vdupq_n_f32(0.5f));
            vst1q_f32(f + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t8);
            float32x4_t t9 = vcvtq_f32_s32(a_v_2);
            float32x4_t b_v_2 = vld1q_f32(b + t8);
            float32x4_t t10 = vfmaq_f32(b_v_2, t9, vdupq_n_f32(0.5f));
            vst1q_f32(f + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t11);
            float32x4_t t12 = vcvtq_f32_s32(a_v_3);
            float32x4_t b_v_3 = vld1q_f32(b + t11);
            float32x4_t t13 = vfmaq_f32(b_v_3, t12, vdupq_n_f32(0.5f));
            vst1q_f32(f + t11, t13);
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
        /* vcc: loop at exact_fma.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t17);
            float32x4_t t18 = vcvtq_f32_s32(a_v_4);
            float32x4_t b_v_4 = vld1q_f32(b + t17);
            float32x4_t t19 = vfmaq_f32(b_v_4, t18, vdupq_n_f32(0.5f));
            vst1q_f32(f + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        f[t20] = (float)a[t20] * 0.5f + b[t20];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:16 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_double z_v = vcc_load(vcc_v8_double, z + i_vec);
            int16x8_t s_v = vld1q_s16(s + i_vec);
            vcc_v8_double t3 = ({ int16x8_t vcc_w0 = s_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_s64(vcc_w3); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_s64(vcc_w4); vcc_v2_double vcc_p2 = (vcc_v2_double)vcvtq_f64_s64(vcc_w5); vcc_v2_double vcc_p3 = (vcc_v2_double)vcvtq_f64_s64(vcc_w6); vcc_v8_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            int16x8_t t_v = vld1q_s16(t + i_vec);
            vcc_v8_double t4 = ({ int16x8_t vcc_w0 = t_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); int64x2_t vcc_w3 = vmovl_s32(vget_low_s32(vcc_w1)), vcc_w4 = vmovl_high_s32(vcc_w1); int64x2_t vcc_w5 = vmovl_s32(vget_low_s32(vcc_w2)), vcc_w6 = vmovl_high_s32(vcc_w2); vcc_v2_double vcc_p0 = (vcc_v2_double)vcvtq_f64_s64(vcc_w3); vcc_v2_double vcc_p1 = (vcc_v2_double)vcvtq_f64_s64(vcc_w4); vcc_v2_double vcc_p2 = (vcc_v2_double)vcvtq_f64_s64(vcc_w5); vcc_v2_double vcc_p3 = (vcc_v2_double)vcvtq_f64_s64(vcc_w6); vcc_v8_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v8_double t5 = ({ vcc_v8_double vcc_a0 = t3; vcc_v8_double vcc_a1 = t4; vcc_v8_double vcc_a2 = z_v; vcc_v2_double vcc_p0 = (vcc_v2_double)vfmaq_f64((float64x2_t)__builtin_shufflevector(vcc_a2, vcc_a2, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_a0, vcc_a0, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_a1, vcc_a1, 0, 1)); vcc_v2_double vcc_p1 = (vcc_v2_double)vfmaq_f64((float64x2_t)__builtin_shufflevector(vcc_a2, vcc_a2, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_a0, vcc_a0, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_a1, vcc_a1, 2, 3)); vcc_v2_double vcc_p2 = (vcc_v2_double)vfmaq_f64((float64x2_t)__builtin_shufflevector(vcc_a2, vcc_a2, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_a0, vcc_a0, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_a1, vcc_a1, 4, 5)); vcc_v2_double vcc_p3 = (vcc_v2_double)vfmaq_f64((float64x2_t)__builtin_shufflevector(vcc_a2, vcc_a2, 6, 7), (float64x2_t)__builtin_shufflevector(vcc_a0, vcc_a0, 6, 7), (float64x2_t)__builtin_shufflevector(vcc_a1, vcc_a1, 6, 7)); vcc_v8_double vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            do { vcc_v8_double vcc_w = t5; vst1q_f64_x4(d + i_vec, ((float64x2x4_t){{(float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 2, 3), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5), (float64x2_t)__builtin_shufflevector(vcc_w, vcc_w, 6, 7)}})); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        d[t6] = z[t6] + (double)s[t6] * (double)t[t6];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:22 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t u_v = vld1q_u8(u + i_vec);
            vcc_v16_float t3 = ({ uint8x16_t vcc_w0 = u_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_float vcc_p0 = (vcc_v4_float)vcvtq_f32_u32(vcc_w3); vcc_v4_float vcc_p1 = (vcc_v4_float)vcvtq_f32_u32(vcc_w4); vcc_v4_float vcc_p2 = (vcc_v4_float)vcvtq_f32_u32(vcc_w5); vcc_v4_float vcc_p3 = (vcc_v4_float)vcvtq_f32_u32(vcc_w6); vcc_v16_float vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_float b_v = vcc_load(vcc_v16_float, b + i_vec);
            vcc_v16_float t4 = ({ vcc_v16_float vcc_a0 = t3; vcc_v16_float vcc_a1 = (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f}; vcc_v16_float vcc_a2 = b_v; vcc_v4_float vcc_p0 = (vcc_v4_float)vfmaq_f32((float32x4_t)__builtin_shufflevector(vcc_a2, vcc_a2, 0, 1, 2, 3), (float32x4_t)__builtin_shufflevector(vcc_a0, vcc_a0, 0, 1, 2, 3), (float32x4_t)__builtin_shufflevector(vcc_a1, vcc_a1, 0, 1, 2, 3)); vcc_v4_float vcc_p1 = (vcc_v4_float)vfmaq_f32((float32x4_t)__builtin_shufflevector(vcc_a2, vcc_a2, 4, 5, 6, 7), (float32x4_t)__builtin_shufflevector(vcc_a0, vcc_a0, 4, 5, 6, 7), (float32x4_t)__builtin_shufflevector(vcc_a1, vcc_a1, 4, 5, 6, 7)); vcc_v4_float vcc_p2 = (vcc_v4_float)vfmaq_f32((float32x4_t)__builtin_shufflevector(vcc_a2, vcc_a2, 8, 9, 10, 11), (float32x4_t)__builtin_shufflevector(vcc_a0, vcc_a0, 8, 9, 10, 11), (float32x4_t)__builtin_shufflevector(vcc_a1, vcc_a1, 8, 9, 10, 11)); vcc_v4_float vcc_p3 = (vcc_v4_float)vfmaq_f32((float32x4_t)__builtin_shufflevector(vcc_a2, vcc_a2, 12, 13, 14, 15), (float32x4_t)__builtin_shufflevector(vcc_a0, vcc_a0, 12, 13, 14, 15), (float32x4_t)__builtin_shufflevector(vcc_a1, vcc_a1, 12, 13, 14, 15)); vcc_v16_float vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            do { vcc_v16_float vcc_w = t4; vst1q_f32_x4(f + i_vec, ((float32x4x4_t){{(float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (float32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        f[t5] = (float)u[t5] * 3.0f + b[t5];
    }
}

/* Fused in double: an int times a quarter. */
void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:28 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = vld1_s32(a + i_vec);
            float64x2_t t3 = vcvtq_f64_s64(vmovl_s32(a_v));
            float64x2_t z_v = vld1q_f64(z + i_vec);
            float64x2_t t4 = vfmaq_f64(z_v, t3, vdupq_n_f64(0.25));
            vst1q_f64(d + i_vec, t4);
            long t5 = i_vec + 2L;
            int32x2_t a_v_1 = vld1_s32(a + t5);
            float64x2_t t6 = vcvtq_f64_s64(vmovl_s32(a_v_1));
            float64x2_t z_v_1 = vld1q_f64(z + t5);
            float64x2_t t7 = vfmaq_f64(z_v_1, t6, vdupq_n_f64(0.25));
            vst1q_f64(d + t5, t7);
            long t8 = i_vec + 4L;
            int32x2_t a_v_2 = vld1_s32(a + t8);
            float64x2_t t9 = vcvtq_f64_s64(vmovl_s32(a_v_2));
            float64x2_t z_v_2 = vld1q_f64(z + t8);
            float64x2_t t10 = vfmaq_f64(z_v_2, t9, vdupq_n_f64(0.25));
            vst1q_f64(d + t8, t10);
            long t11 = i_vec + 6L;
            int32x2_t a_v_3 = vld1_s32(a + t11);
            float64x2_t t12 = vcvtq_f64_s64(vmovl_s32(a_v_3));
            float64x2_t z_v_3 = vld1q_f64(z + t11);
            float64x2_t t13 = vfmaq_f64(z_v_3, t12, vdupq_n_f64(0.25));
            vst1q_f64(d + t11, t13);
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
        /* vcc: loop at exact_fma.c:28 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x2_t a_v_4 = vld1_s32(a + t17);
            float64x2_t t18 = vcvtq_f64_s64(vmovl_s32(a_v_4));
            float64x2_t z_v_4 = vld1q_f64(z + t17);
            float64x2_t t19 = vfmaq_f64(z_v_4, t18, vdupq_n_f64(0.25));
            vst1q_f64(d + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (double)a[t20] * 0.25 + z[t20];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            float32x4_t t3 = vcvtq_f32_s32(a_v);
            float32x4_t t4 = vmulq_f32(t3, vdupq_n_f32(3.0f));
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t5 = vaddq_f32(t4, b_v);
            vst1q_f32(f + i_vec, t5);
            long t6 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t6);
            float32x4_t t7 = vcvtq_f32_s32(a_v_1);
            float32x4_t t8 = vmulq_f32(t7, vdupq_n_f32(3.0f));
            float32x4_t b_v_1 = vld1q_f32(b + t6);
            float32x4_t t9 = vaddq_f32(t8, b_v_1);
            vst1q_f32(f + t6, t9);
            long t10 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t10);
            float32x4_t t11 = vcvtq_f32_s32(a_v_2);
            float32x4_t t12 = vmulq_f32(t11, vdupq_n_f32(3.0f));
            float32x4_t b_v_2 = vld1q_f32(b + t10);
            float32x4_t t13 = vaddq_f32(t12, b_v_2);
            vst1q_f32(f + t10, t13);
            long t14 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t14);
            float32x4_t t15 = vcvtq_f32_s32(a_v_3);
            float32x4_t t16 = vmulq_f32(t15, vdupq_n_f32(3.0f));
            float32x4_t b_v_3 = vld1q_f32(b + t14);
            float32x4_t t17 = vaddq_f32(t16, b_v_3);
            vst1q_f32(f + t14, t17);
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
        /* vcc: loop at exact_fma.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t21);
            float32x4_t t22 = vcvtq_f32_s32(a_v_4);
            float32x4_t t23 = vmulq_f32(t22, vdupq_n_f32(3.0f));
            float32x4_t b_v_4 = vld1q_f32(b + t21);
            float32x4_t t24 = vaddq_f32(t23, b_v_4);
            vst1q_f32(f + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 3.0f + b[t25];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:40 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            float32x4_t t3 = vcvtq_f32_s32(a_v);
            float32x4_t t4 = vmulq_f32(t3, vdupq_n_f32(0.1f));
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t5 = vaddq_f32(t4, b_v);
            vst1q_f32(f + i_vec, t5);
            long t6 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t6);
            float32x4_t t7 = vcvtq_f32_s32(a_v_1);
            float32x4_t t8 = vmulq_f32(t7, vdupq_n_f32(0.1f));
            float32x4_t b_v_1 = vld1q_f32(b + t6);
            float32x4_t t9 = vaddq_f32(t8, b_v_1);
            vst1q_f32(f + t6, t9);
            long t10 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t10);
            float32x4_t t11 = vcvtq_f32_s32(a_v_2);
            float32x4_t t12 = vmulq_f32(t11, vdupq_n_f32(0.1f));
            float32x4_t b_v_2 = vld1q_f32(b + t10);
            float32x4_t t13 = vaddq_f32(t12, b_v_2);
            vst1q_f32(f + t10, t13);
            long t14 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t14);
            float32x4_t t15 = vcvtq_f32_s32(a_v_3);
            float32x4_t t16 = vmulq_f32(t15, vdupq_n_f32(0.1f));
            float32x4_t b_v_3 = vld1q_f32(b + t14);
            float32x4_t t17 = vaddq_f32(t16, b_v_3);
            vst1q_f32(f + t14, t17);
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
        /* vcc: loop at exact_fma.c:40 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t21);
            float32x4_t t22 = vcvtq_f32_s32(a_v_4);
            float32x4_t t23 = vmulq_f32(t22, vdupq_n_f32(0.1f));
            float32x4_t b_v_4 = vld1q_f32(b + t21);
            float32x4_t t24 = vaddq_f32(t23, b_v_4);
            vst1q_f32(f + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 0.1f + b[t25];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:46 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            float32x4_t t3 = vcvtq_f32_s32(a_v);
            int32x4_t c_v = vld1q_s32(c + i_vec);
            float32x4_t t4 = vcvtq_f32_s32(c_v);
            float32x4_t t5 = vmulq_f32(t3, t4);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t6 = vaddq_f32(t5, b_v);
            vst1q_f32(f + i_vec, t6);
            long t7 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t7);
            float32x4_t t8 = vcvtq_f32_s32(a_v_1);
            int32x4_t c_v_1 = vld1q_s32(c + t7);
            float32x4_t t9 = vcvtq_f32_s32(c_v_1);
            float32x4_t t10 = vmulq_f32(t8, t9);
            float32x4_t b_v_1 = vld1q_f32(b + t7);
            float32x4_t t11 = vaddq_f32(t10, b_v_1);
            vst1q_f32(f + t7, t11);
            long t12 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t12);
            float32x4_t t13 = vcvtq_f32_s32(a_v_2);
            int32x4_t c_v_2 = vld1q_s32(c + t12);
            float32x4_t t14 = vcvtq_f32_s32(c_v_2);
            float32x4_t t15 = vmulq_f32(t13, t14);
            float32x4_t b_v_2 = vld1q_f32(b + t12);
            float32x4_t t16 = vaddq_f32(t15, b_v_2);
            vst1q_f32(f + t12, t16);
            long t17 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t17);
            float32x4_t t18 = vcvtq_f32_s32(a_v_3);
            int32x4_t c_v_3 = vld1q_s32(c + t17);
            float32x4_t t19 = vcvtq_f32_s32(c_v_3);
            float32x4_t t20 = vmulq_f32(t18, t19);
            float32x4_t b_v_3 = vld1q_f32(b + t17);
            float32x4_t t21 = vaddq_f32(t20, b_v_3);
            vst1q_f32(f + t17, t21);
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
        /* vcc: loop at exact_fma.c:46 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t25);
            float32x4_t t26 = vcvtq_f32_s32(a_v_4);
            int32x4_t c_v_4 = vld1q_s32(c + t25);
            float32x4_t t27 = vcvtq_f32_s32(c_v_4);
            float32x4_t t28 = vmulq_f32(t26, t27);
            float32x4_t b_v_4 = vld1q_f32(b + t25);
            float32x4_t t29 = vaddq_f32(t28, b_v_4);
            vst1q_f32(f + t25, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        f[t30] = (float)a[t30] * (float)c[t30] + b[t30];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:52 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            float32x4_t t3 = vcvtq_f32_s32(a_v);
            float32x4_t t4 = vmulq_f32(t3, vdupq_n_f32(5.877472e-39f));
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t5 = vaddq_f32(t4, b_v);
            vst1q_f32(f + i_vec, t5);
            long t6 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t6);
            float32x4_t t7 = vcvtq_f32_s32(a_v_1);
            float32x4_t t8 = vmulq_f32(t7, vdupq_n_f32(5.877472e-39f));
            float32x4_t b_v_1 = vld1q_f32(b + t6);
            float32x4_t t9 = vaddq_f32(t8, b_v_1);
            vst1q_f32(f + t6, t9);
            long t10 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t10);
            float32x4_t t11 = vcvtq_f32_s32(a_v_2);
            float32x4_t t12 = vmulq_f32(t11, vdupq_n_f32(5.877472e-39f));
            float32x4_t b_v_2 = vld1q_f32(b + t10);
            float32x4_t t13 = vaddq_f32(t12, b_v_2);
            vst1q_f32(f + t10, t13);
            long t14 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t14);
            float32x4_t t15 = vcvtq_f32_s32(a_v_3);
            float32x4_t t16 = vmulq_f32(t15, vdupq_n_f32(5.877472e-39f));
            float32x4_t b_v_3 = vld1q_f32(b + t14);
            float32x4_t t17 = vaddq_f32(t16, b_v_3);
            vst1q_f32(f + t14, t17);
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
        /* vcc: loop at exact_fma.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t21);
            float32x4_t t22 = vcvtq_f32_s32(a_v_4);
            float32x4_t t23 = vmulq_f32(t22, vdupq_n_f32(5.877472e-39f));
            float32x4_t b_v_4 = vld1q_f32(b + t21);
            float32x4_t t24 = vaddq_f32(t23, b_v_4);
            vst1q_f32(f + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 5.877472e-39f + b[t25];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t z_v = vld1q_f32(z + i_vec);
            float32x4_t y_v = vld1q_f32(y + i_vec);
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t t3 = vfmaq_f32(z_v, x_v, y_v);
            vst1q_f32(r + i_vec, t3);
            long t4 = i_vec + 4L;
            float32x4_t z_v_1 = vld1q_f32(z + t4);
            float32x4_t y_v_1 = vld1q_f32(y + t4);
            float32x4_t x_v_1 = vld1q_f32(x + t4);
            float32x4_t t5 = vfmaq_f32(z_v_1, x_v_1, y_v_1);
            vst1q_f32(r + t4, t5);
            long t6 = i_vec + 8L;
            float32x4_t z_v_2 = vld1q_f32(z + t6);
            float32x4_t y_v_2 = vld1q_f32(y + t6);
            float32x4_t x_v_2 = vld1q_f32(x + t6);
            float32x4_t t7 = vfmaq_f32(z_v_2, x_v_2, y_v_2);
            vst1q_f32(r + t6, t7);
            long t8 = i_vec + 12L;
            float32x4_t z_v_3 = vld1q_f32(z + t8);
            float32x4_t y_v_3 = vld1q_f32(y + t8);
            float32x4_t x_v_3 = vld1q_f32(x + t8);
            float32x4_t t9 = vfmaq_f32(z_v_3, x_v_3, y_v_3);
            vst1q_f32(r + t8, t9);
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
        /* vcc: loop at exact_fma.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            float32x4_t z_v_4 = vld1q_f32(z + t13);
            float32x4_t y_v_4 = vld1q_f32(y + t13);
            float32x4_t x_v_4 = vld1q_f32(x + t13);
            float32x4_t t14 = vfmaq_f32(z_v_4, x_v_4, y_v_4);
            vst1q_f32(r + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = z[t15];
        float t17 = y[t15];
        float t18 = x[t15];
        r[t15] = fmaf(t18, t17, t16);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

int main(void) {
    int n;
    int t1;
    int t31;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int *big = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        short *t = (short *)new_array(n, 2UL);
        unsigned char *u = (unsigned char *)new_array(n, 1UL);
        float *b = (float *)new_array(n, 4UL);
        float *f = (float *)new_array(n, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        double *z = (double *)new_array(n, 8UL);
        double *d = (double *)new_array(n, 8UL);
        for (int i = 0; i < n; i++) {
            long t2 = (long)i;
            a[t2] = (int)(next_rand() % 2000001U) - 1000000;
            big[t2] = (int)(next_rand() & 1073741823U) - 536870912;
            c[t2] = (int)(next_rand() % 65535U) - 32767;
            s[t2] = (short)(next_rand() % 65536U - 32768U);
            t[t2] = (short)(next_rand() % 65536U - 32768U);
            u[t2] = (unsigned char)next_rand();
            b[t2] = frac();
            x[t2] = frac();
            y[t2] = frac();
            z[t2] = (double)frac() / 3.0;
        }
        if (n > 0) {
            a[0] = 0;
            big[0] = (-2147483647 - 1);
        }
        const float *t3 = b;
        const int *t4 = big;
        int_half(n, f, t4, t3);
        unsigned long t5 = (unsigned long)n;
        unsigned long t6 = t5 * 4UL;
        const void *t7 = (const void *)f;
        unsigned long t8 = hash_bytes(t7, t6);
        const double *t9 = z;
        short_product(n, d, s, t, t9);
        unsigned long t10 = t5 * 8UL;
        const void *t11 = (const void *)d;
        unsigned long t12 = hash_bytes(t11, t10);
        byte_times_three(n, f, u, t3);
        unsigned long t13 = hash_bytes(t7, t6);
        int_quarter_double(n, d, t4, t9);
        unsigned long t14 = hash_bytes(t11, t10);
        int_times_three(n, f, t4, t3);
        unsigned long t15 = hash_bytes(t7, t6);
        const int *t16 = a;
        int_tenth(n, f, t16, t3);
        unsigned long t17 = hash_bytes(t7, t6);
        const int *t18 = c;
        int_product_float(n, f, t18, t18, t3);
        unsigned long t19 = hash_bytes(t7, t6);
        const float *t20 = y;
        int_subnormal(n, f, t16, t20);
        unsigned long long h = (((((((unsigned long long)t8 * 31ULL + (unsigned long long)t12) * 31ULL + (unsigned long long)t13) * 31ULL + (unsigned long long)t14) * 31ULL + (unsigned long long)t15) * 31ULL + (unsigned long long)t17) * 31ULL + (unsigned long long)t19) * 31ULL + (unsigned long long)hash_bytes(t7, t6);
        long t21 = (long)n;
        if (t21 >= 16L) {
            long t22 = t21 & -16L;
            long i_vec = 0L;
            /* vcc: loop at exact_fma.c:105 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t23 = y + i_vec;
                float32x4_t y_v = vld1q_f32(t23);
                float32x4_t t24 = vmulq_f32(y_v, vdupq_n_f32(1e-30f));
                vst1q_f32(t23, t24);
                float *t25 = y + (i_vec + 4L);
                float32x4_t y_v_1 = vld1q_f32(t25);
                float32x4_t t26 = vmulq_f32(y_v_1, vdupq_n_f32(1e-30f));
                vst1q_f32(t25, t26);
                float *t27 = y + (i_vec + 8L);
                float32x4_t y_v_2 = vld1q_f32(t27);
                float32x4_t t28 = vmulq_f32(y_v_2, vdupq_n_f32(1e-30f));
                vst1q_f32(t27, t28);
                float *t29 = y + (i_vec + 12L);
                float32x4_t y_v_3 = vld1q_f32(t29);
                float32x4_t t30 = vmulq_f32(y_v_3, vdupq_n_f32(1e-30f));
                vst1q_f32(t29, t30);
                i_vec += 16L;
            } while (i_vec < t22);
            t31 = (int)t22;
        } else {
            t31 = 0;
        }
        long t32 = (long)n + (long)t31 * -1L;
        if (t32 >= 4L) {
            long t33 = t32 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at exact_fma.c:105 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t34 = y + ((long)t31 + i_vec_1);
                float32x4_t y_v_4 = vld1q_f32(t34);
                float32x4_t t35 = vmulq_f32(y_v_4, vdupq_n_f32(1e-30f));
                vst1q_f32(t34, t35);
                i_vec_1 += 4L;
            } while (i_vec_1 < t33);
            i_1 = (int)((long)t31 + t33);
        } else {
            i_1 = t31;
        }
        for (; i_1 < n; i_1++) {
            float *t36 = y + i_1;
            *t36 = *t36 * 1e-30f;
        }
        int_subnormal(n, f, t16, t20);
        unsigned long t37 = hash_bytes(t7, t6);
        call_fmaf(n, f, x, t20, t3);
        printf("n=%d h=%llx\n", n, (h * 31ULL + (unsigned long long)t37) * 31ULL + (unsigned long long)hash_bytes(t7, t6));
        free((void *)a);
        free((void *)c);
        free((void *)big);
        free((void *)s);
        free((void *)t);
        free((void *)u);
        free((void *)b);
        free((void *)f);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)d);
    }
}
