/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Triangular nests: the inner loop's bounds move with the outer index (`j = i .. n`,
   `j = 0 .. i`, `j = i + 1 .. n`, `j = 2 * i .. m`, and down from n to i). The inner trip
   count is written with the outer loop's induction (`n - i`), computed before each inner loop;
   a count below zero (the inner loop does not run) must stay so. Kernels over a row-major
   n x n matrix stored flat, exactly as long as they touch. */
void upper(int n, float *restrict a, const float *restrict b, float s) {
    int t19;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)n + (long)i * -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            float32x4_t s_v = vdupq_n_f32(s);
            long j_vec = 0L;
            /* vcc: loop at triangular.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)(i * n + (int)((long)i + j_vec));
                float *t4 = a + t3;
                float32x4_t b_v = vld1q_f32(b + t3);
                float32x4_t t5 = vmulq_f32(b_v, s_v);
                float32x4_t a_v = vld1q_f32(t4);
                float32x4_t t6 = vaddq_f32(t5, a_v);
                vst1q_f32(t4, t6);
                long t7 = (long)(i * n + (int)((long)i + (j_vec + 4L)));
                float *t8 = a + t7;
                float32x4_t b_v_1 = vld1q_f32(b + t7);
                float32x4_t t9 = vmulq_f32(b_v_1, s_v);
                float32x4_t a_v_1 = vld1q_f32(t8);
                float32x4_t t10 = vaddq_f32(t9, a_v_1);
                vst1q_f32(t8, t10);
                long t11 = (long)(i * n + (int)((long)i + (j_vec + 8L)));
                float *t12 = a + t11;
                float32x4_t b_v_2 = vld1q_f32(b + t11);
                float32x4_t t13 = vmulq_f32(b_v_2, s_v);
                float32x4_t a_v_2 = vld1q_f32(t12);
                float32x4_t t14 = vaddq_f32(t13, a_v_2);
                vst1q_f32(t12, t14);
                long t15 = (long)(i * n + (int)((long)i + (j_vec + 12L)));
                float *t16 = a + t15;
                float32x4_t b_v_3 = vld1q_f32(b + t15);
                float32x4_t t17 = vmulq_f32(b_v_3, s_v);
                float32x4_t a_v_3 = vld1q_f32(t16);
                float32x4_t t18 = vaddq_f32(t17, a_v_3);
                vst1q_f32(t16, t18);
                j_vec += 16L;
            } while (j_vec < t2);
            t19 = (int)((long)i + t2);
        } else {
            t19 = i;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            float32x4_t s_v_1 = vdupq_n_f32(s);
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t22 = (long)(i * n + (int)((long)t19 + j_vec_1));
                float *t23 = a + t22;
                float32x4_t b_v_4 = vld1q_f32(b + t22);
                float32x4_t t24 = vmulq_f32(b_v_4, s_v_1);
                float32x4_t a_v_4 = vld1q_f32(t23);
                float32x4_t t25 = vaddq_f32(t24, a_v_4);
                vst1q_f32(t23, t25);
                j_vec_1 += 4L;
            } while (j_vec_1 < t21);
            j = (int)((long)t19 + t21);
        } else {
            j = t19;
        }
        for (; j < n; j++) {
            long t26 = (long)(i * n + j);
            float *t27 = a + t26;
            *t27 = b[t26] * s + *t27;
        }
    }
}

void lower(int n, int *restrict a, const int *restrict b) {
    int t19;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        if ((t1 >= 16L) & (n == 1)) {
            long t2 = t1 & -16L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:17 vectorized: VF 4, UF 4, versioned on `n` == 1, vector epilogue VF 4, scalar epilogue */
            do {
                int t3 = (int)j_vec;
                int *t4 = a + (i * n + t3);
                int32x4_t a_v = vld1q_s32(t4);
                int32x4_t b_v = vld1q_s32(b + (t3 * n + i));
                int32x4_t t5 = vmulq_s32(b_v, vdupq_n_s32(3));
                int32x4_t t6 = vaddq_s32(a_v, t5);
                vst1q_s32(t4, t6);
                int t7 = (int)(j_vec + 4L);
                int *t8 = a + (i * n + t7);
                int32x4_t a_v_1 = vld1q_s32(t8);
                int32x4_t b_v_1 = vld1q_s32(b + (t7 * n + i));
                int32x4_t t9 = vmulq_s32(b_v_1, vdupq_n_s32(3));
                int32x4_t t10 = vaddq_s32(a_v_1, t9);
                vst1q_s32(t8, t10);
                int t11 = (int)(j_vec + 8L);
                int *t12 = a + (i * n + t11);
                int32x4_t a_v_2 = vld1q_s32(t12);
                int32x4_t b_v_2 = vld1q_s32(b + (t11 * n + i));
                int32x4_t t13 = vmulq_s32(b_v_2, vdupq_n_s32(3));
                int32x4_t t14 = vaddq_s32(a_v_2, t13);
                vst1q_s32(t12, t14);
                int t15 = (int)(j_vec + 12L);
                int *t16 = a + (i * n + t15);
                int32x4_t a_v_3 = vld1q_s32(t16);
                int32x4_t b_v_3 = vld1q_s32(b + (t15 * n + i));
                int32x4_t t17 = vmulq_s32(b_v_3, vdupq_n_s32(3));
                int32x4_t t18 = vaddq_s32(a_v_3, t17);
                vst1q_s32(t16, t18);
                j_vec += 16L;
            } while (j_vec < t2);
            t19 = (int)t2;
        } else {
            t19 = 0;
        }
        long t20 = (long)i + (long)t19 * -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            int32x4_t n_v = vdupq_n_s32(n);
            int32x4_t i_v = vdupq_n_s32(i);
            int32x4_t t22 = vdupq_n_s32(t19);
            uint32x4_t t23 = vreinterpretq_u32_s32(t22);
            uint32x4_t j_v = vaddq_u32(t23, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t j_v_1 = vreinterpretq_s32_u32(j_v);
                int *t24 = a + (i * n + (int)((long)t19 + j_vec_1));
                int32x4_t a_v_4 = vld1q_s32(t24);
                int32x4_t t25 = vmulq_s32(j_v_1, n_v);
                int32x4_t t26 = vaddq_s32(t25, i_v);
                int32x4_t b_v_4 = ({ int32x4_t vcc_ni = t26; const int32_t *vcc_np = (const int32_t *)(b); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                int32x4_t t27 = vmulq_s32(b_v_4, vdupq_n_s32(3));
                int32x4_t t28 = vaddq_s32(a_v_4, t27);
                vst1q_s32(t24, t28);
                j_vec_1 += 4L;
                uint32x4_t t29 = vaddq_u32(j_v, vdupq_n_u32(4));
                if (j_vec_1 >= t21) {
                    break;
                }
                j_v = t29;
            }
            j = (int)((long)t19 + t21);
        } else {
            j = t19;
        }
        for (; j < i; j++) {
            int *t30 = a + (i * n + j);
            *t30 = *t30 + b[j * n + i] * 3;
        }
    }
}

/* The outer induction starts below zero: row i + 1, from the column after the diagonal. */
void strict_upper(int n, double *restrict a, const double *restrict b) {
    int j;
    for (int i = -1; i < (n - 1); i++) {
        int t1 = i + 2;
        long t2 = (long)n + (long)i * -1L + -2L;
        if (t2 >= 8L) {
            long t3 = t2 & -8L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:24 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            do {
                long t4 = (long)t1 + j_vec;
                long t5 = (long)((i + 1) * n + (int)t4);
                float64x2_t b_v = vld1q_f64(b + t5);
                float64x2_t b_v_1 = vld1q_f64(b + t4);
                float64x2_t t6 = vsubq_f64(b_v, b_v_1);
                vst1q_f64(a + t5, t6);
                long t7 = (long)t1 + (j_vec + 2L);
                long t8 = (long)((i + 1) * n + (int)t7);
                float64x2_t b_v_2 = vld1q_f64(b + t8);
                float64x2_t b_v_3 = vld1q_f64(b + t7);
                float64x2_t t9 = vsubq_f64(b_v_2, b_v_3);
                vst1q_f64(a + t8, t9);
                long t10 = (long)t1 + (j_vec + 4L);
                long t11 = (long)((i + 1) * n + (int)t10);
                float64x2_t b_v_4 = vld1q_f64(b + t11);
                float64x2_t b_v_5 = vld1q_f64(b + t10);
                float64x2_t t12 = vsubq_f64(b_v_4, b_v_5);
                vst1q_f64(a + t11, t12);
                long t13 = (long)t1 + (j_vec + 6L);
                long t14 = (long)((i + 1) * n + (int)t13);
                float64x2_t b_v_6 = vld1q_f64(b + t14);
                float64x2_t b_v_7 = vld1q_f64(b + t13);
                float64x2_t t15 = vsubq_f64(b_v_6, b_v_7);
                vst1q_f64(a + t14, t15);
                j_vec += 8L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t16 = (long)n + (long)t1 * -1L;
        if (t16 >= 2L) {
            long t17 = t16 & -2L;
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:24 vector epilogue: VF 2, UF 1, scalar epilogue */
            do {
                long t18 = (long)t1 + j_vec_1;
                long t19 = (long)((i + 1) * n + (int)t18);
                float64x2_t b_v_8 = vld1q_f64(b + t19);
                float64x2_t b_v_9 = vld1q_f64(b + t18);
                float64x2_t t20 = vsubq_f64(b_v_8, b_v_9);
                vst1q_f64(a + t19, t20);
                j_vec_1 += 2L;
            } while (j_vec_1 < t17);
            j = (int)((long)t1 + t17);
        } else {
            j = t1;
        }
        for (; j < n; j++) {
            long t21 = (long)((i + 1) * n + j);
            a[t21] = b[t21] - b[j];
        }
    }
}

/* The inner start grows twice as fast as the outer index: empty once 2i >= m. */
void double_start(int n, int m, short *restrict a, const short *restrict b) {
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = 2 * i;
        long t2 = (long)m + (long)i * -2L;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            vcc_v8_int i_v = (vcc_v8_int){i, i, i, i, i, i, i, i};
            int16x8_t t4 = (int16x8_t)__builtin_convertvector(i_v, vcc_v8_short);
            uint16x8_t t5 = vreinterpretq_u16_s16(t4);
            long j_vec = 0L;
            /* vcc: loop at triangular.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                long t6 = (long)t1 + j_vec;
                short *t7 = a + t6;
                int16x8_t a_v = vld1q_s16(t7);
                int16x8_t b_v = vld1q_s16(b + t6);
                uint16x8_t t8 = vreinterpretq_u16_s16(b_v);
                uint16x8_t t9 = vmulq_u16(t8, t5);
                uint16x8_t t10 = vreinterpretq_u16_s16(a_v);
                uint16x8_t t11 = vaddq_u16(t10, t9);
                int16x8_t t12 = vreinterpretq_s16_u16(t11);
                vst1q_s16(t7, t12);
                long t13 = (long)t1 + (j_vec + 8L);
                short *t14 = a + t13;
                int16x8_t a_v_1 = vld1q_s16(t14);
                int16x8_t b_v_1 = vld1q_s16(b + t13);
                uint16x8_t t15 = vreinterpretq_u16_s16(b_v_1);
                uint16x8_t t16 = vmulq_u16(t15, t5);
                uint16x8_t t17 = vreinterpretq_u16_s16(a_v_1);
                uint16x8_t t18 = vaddq_u16(t17, t16);
                int16x8_t t19 = vreinterpretq_s16_u16(t18);
                vst1q_s16(t14, t19);
                long t20 = (long)t1 + (j_vec + 16L);
                short *t21 = a + t20;
                int16x8_t a_v_2 = vld1q_s16(t21);
                int16x8_t b_v_2 = vld1q_s16(b + t20);
                uint16x8_t t22 = vreinterpretq_u16_s16(b_v_2);
                uint16x8_t t23 = vmulq_u16(t22, t5);
                uint16x8_t t24 = vreinterpretq_u16_s16(a_v_2);
                uint16x8_t t25 = vaddq_u16(t24, t23);
                int16x8_t t26 = vreinterpretq_s16_u16(t25);
                vst1q_s16(t21, t26);
                long t27 = (long)t1 + (j_vec + 24L);
                short *t28 = a + t27;
                int16x8_t a_v_3 = vld1q_s16(t28);
                int16x8_t b_v_3 = vld1q_s16(b + t27);
                uint16x8_t t29 = vreinterpretq_u16_s16(b_v_3);
                uint16x8_t t30 = vmulq_u16(t29, t5);
                uint16x8_t t31 = vreinterpretq_u16_s16(a_v_3);
                uint16x8_t t32 = vaddq_u16(t31, t30);
                int16x8_t t33 = vreinterpretq_s16_u16(t32);
                vst1q_s16(t28, t33);
                j_vec += 32L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t34 = (long)m + (long)t1 * -1L;
        if (t34 >= 8L) {
            long t35 = t34 & -8L;
            vcc_v8_int i_v_1 = (vcc_v8_int){i, i, i, i, i, i, i, i};
            int16x8_t t36 = (int16x8_t)__builtin_convertvector(i_v_1, vcc_v8_short);
            uint16x8_t t37 = vreinterpretq_u16_s16(t36);
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t38 = (long)t1 + j_vec_1;
                short *t39 = a + t38;
                int16x8_t a_v_4 = vld1q_s16(t39);
                int16x8_t b_v_4 = vld1q_s16(b + t38);
                uint16x8_t t40 = vreinterpretq_u16_s16(b_v_4);
                uint16x8_t t41 = vmulq_u16(t40, t37);
                uint16x8_t t42 = vreinterpretq_u16_s16(a_v_4);
                uint16x8_t t43 = vaddq_u16(t42, t41);
                int16x8_t t44 = vreinterpretq_s16_u16(t43);
                vst1q_s16(t39, t44);
                j_vec_1 += 8L;
            } while (j_vec_1 < t35);
            j = (int)((long)t1 + t35);
        } else {
            j = t1;
        }
        for (; j < m; j++) {
            long t45 = (long)j;
            short *t46 = a + t45;
            *t46 = (short)((int)*t46 + (int)b[t45] * (int)(short)i);
        }
    }
}

/* Down from the outer bound to the outer index. */
void down_to_i(int n, unsigned *restrict a, const unsigned *restrict b) {
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = n - 1;
        long t2 = (long)n + (long)i * -1L;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            int32x4_t t4 = vdupq_n_s32(t1);
            uint32x4_t t5 = vreinterpretq_u32_s32(t4);
            uint32x4_t j_v = vaddq_u32(t5, ((uint32x4_t)(vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U}));
            long j_vec = 0L;
            /* vcc: loop at triangular.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t j_v_2 = vreinterpretq_s32_u32(j_v);
                long t6 = (long)(i * n + (int)((long)t1 + j_vec * -1L));
                unsigned int *t7 = a + t6;
                uint32x4_t t8 = vld1q_u32(t7 + -3);
                uint32x4_t a_v = vextq_u32(vrev64q_u32(t8), vrev64q_u32(t8), 2);
                uint32x4_t t9 = vld1q_u32(b + t6 + -3);
                uint32x4_t b_v = vextq_u32(vrev64q_u32(t9), vrev64q_u32(t9), 2);
                uint32x4_t t10 = vreinterpretq_u32_s32(j_v_2);
                uint32x4_t t11 = vaddq_u32(b_v, t10);
                uint32x4_t t12 = veorq_u32(a_v, t11);
                uint32x4_t t13 = vextq_u32(vrev64q_u32(t12), vrev64q_u32(t12), 2);
                vst1q_u32(t7 + -3, t13);
                uint32x4_t t14 = vaddq_u32(j_v, vdupq_n_u32(-4));
                int32x4_t j_v_3 = vreinterpretq_s32_u32(t14);
                long t15 = (long)(i * n + (int)((long)t1 + (j_vec + 4L) * -1L));
                unsigned int *t16 = a + t15;
                uint32x4_t t17 = vld1q_u32(t16 + -3);
                uint32x4_t a_v_1 = vextq_u32(vrev64q_u32(t17), vrev64q_u32(t17), 2);
                uint32x4_t t18 = vld1q_u32(b + t15 + -3);
                uint32x4_t b_v_1 = vextq_u32(vrev64q_u32(t18), vrev64q_u32(t18), 2);
                uint32x4_t t19 = vreinterpretq_u32_s32(j_v_3);
                uint32x4_t t20 = vaddq_u32(b_v_1, t19);
                uint32x4_t t21 = veorq_u32(a_v_1, t20);
                uint32x4_t t22 = vextq_u32(vrev64q_u32(t21), vrev64q_u32(t21), 2);
                vst1q_u32(t16 + -3, t22);
                uint32x4_t t23 = vaddq_u32(j_v, vdupq_n_u32(-8));
                int32x4_t j_v_4 = vreinterpretq_s32_u32(t23);
                long t24 = (long)(i * n + (int)((long)t1 + (j_vec + 8L) * -1L));
                unsigned int *t25 = a + t24;
                uint32x4_t t26 = vld1q_u32(t25 + -3);
                uint32x4_t a_v_2 = vextq_u32(vrev64q_u32(t26), vrev64q_u32(t26), 2);
                uint32x4_t t27 = vld1q_u32(b + t24 + -3);
                uint32x4_t b_v_2 = vextq_u32(vrev64q_u32(t27), vrev64q_u32(t27), 2);
                uint32x4_t t28 = vreinterpretq_u32_s32(j_v_4);
                uint32x4_t t29 = vaddq_u32(b_v_2, t28);
                uint32x4_t t30 = veorq_u32(a_v_2, t29);
                uint32x4_t t31 = vextq_u32(vrev64q_u32(t30), vrev64q_u32(t30), 2);
                vst1q_u32(t25 + -3, t31);
                uint32x4_t t32 = vaddq_u32(j_v, vdupq_n_u32(-12));
                int32x4_t j_v_5 = vreinterpretq_s32_u32(t32);
                long t33 = (long)(i * n + (int)((long)t1 + (j_vec + 12L) * -1L));
                unsigned int *t34 = a + t33;
                uint32x4_t t35 = vld1q_u32(t34 + -3);
                uint32x4_t a_v_3 = vextq_u32(vrev64q_u32(t35), vrev64q_u32(t35), 2);
                uint32x4_t t36 = vld1q_u32(b + t33 + -3);
                uint32x4_t b_v_3 = vextq_u32(vrev64q_u32(t36), vrev64q_u32(t36), 2);
                uint32x4_t t37 = vreinterpretq_u32_s32(j_v_5);
                uint32x4_t t38 = vaddq_u32(b_v_3, t37);
                uint32x4_t t39 = veorq_u32(a_v_3, t38);
                uint32x4_t t40 = vextq_u32(vrev64q_u32(t39), vrev64q_u32(t39), 2);
                vst1q_u32(t34 + -3, t40);
                j_vec += 16L;
                uint32x4_t t41 = vaddq_u32(j_v, vdupq_n_u32(-16));
                if (j_vec >= t3) {
                    break;
                }
                j_v = t41;
            }
            t1 = (int)((long)t1 + t3 * -1L);
        }
        long t42 = (long)i * -1L + (long)t1 + 1L;
        if (t42 >= 4L) {
            long t43 = t42 & -4L;
            int32x4_t t44 = vdupq_n_s32(t1);
            uint32x4_t t45 = vreinterpretq_u32_s32(t44);
            uint32x4_t j_v_1 = vaddq_u32(t45, ((uint32x4_t)(vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U}));
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t j_v_6 = vreinterpretq_s32_u32(j_v_1);
                long t46 = (long)(i * n + (int)((long)t1 + j_vec_1 * -1L));
                unsigned int *t47 = a + t46;
                uint32x4_t t48 = vld1q_u32(t47 + -3);
                uint32x4_t a_v_4 = vextq_u32(vrev64q_u32(t48), vrev64q_u32(t48), 2);
                uint32x4_t t49 = vld1q_u32(b + t46 + -3);
                uint32x4_t b_v_4 = vextq_u32(vrev64q_u32(t49), vrev64q_u32(t49), 2);
                uint32x4_t t50 = vreinterpretq_u32_s32(j_v_6);
                uint32x4_t t51 = vaddq_u32(b_v_4, t50);
                uint32x4_t t52 = veorq_u32(a_v_4, t51);
                uint32x4_t t53 = vextq_u32(vrev64q_u32(t52), vrev64q_u32(t52), 2);
                vst1q_u32(t47 + -3, t53);
                j_vec_1 += 4L;
                uint32x4_t t54 = vaddq_u32(j_v_1, vdupq_n_u32(-4));
                if (j_vec_1 >= t43) {
                    break;
                }
                j_v_1 = t54;
            }
            j = (int)((long)t1 + t43 * -1L);
        } else {
            j = t1;
        }
        for (; j >= i; j--) {
            long t55 = (long)(i * n + j);
            unsigned int *t56 = a + t55;
            *t56 = *t56 ^ (b[t55] + (unsigned int)j);
        }
    }
}

int main(void) {
    int n;
    int t1;
    int t92;
    int k;
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
        if (n <= 80) {
            int nn = n * n;
            void *t2 = new_array(nn, 4UL);
            float *af = (float *)t2;
            void *t3 = new_array(nn, 4UL);
            float *bf = (float *)t3;
            void *t4 = new_array(nn, 4UL);
            int *ai = (int *)t4;
            void *t5 = new_array(nn, 4UL);
            int *bi = (int *)t5;
            void *t6 = new_array(nn, 8UL);
            double *ad = (double *)t6;
            void *t7 = new_array(nn, 8UL);
            double *bd = (double *)t7;
            unsigned int *au = (unsigned int *)new_array(nn, 4UL);
            unsigned int *bu = (unsigned int *)new_array(nn, 4UL);
            int t8 = 2 * n;
            short *as = (short *)new_array(t8, 2UL);
            short *bs = (short *)new_array(t8, 2UL);
            for (int fill_idx = 0; fill_idx < nn; fill_idx++) {
                ai[fill_idx] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < nn; fill_idx_1++) {
                bi[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
            }
            for (int fill_idx_2 = 0; fill_idx_2 < nn; fill_idx_2++) {
                au[fill_idx_2] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < nn; fill_idx_3++) {
                bu[fill_idx_3] = (unsigned int)(int)(next_rand() % 1073741824U);
            }
            for (int fill_idx_4 = 0; fill_idx_4 < t8; fill_idx_4++) {
                as[fill_idx_4] = (short)(-100 + (int)(next_rand() % 200U));
            }
            for (int fill_idx_5 = 0; fill_idx_5 < t8; fill_idx_5++) {
                bs[fill_idx_5] = (short)(-100 + (int)(next_rand() % 200U));
            }
            long t9 = (long)nn;
            unsigned long t10 = (unsigned long)t2;
            unsigned long t11 = (unsigned long)t3;
            long t12 = (long)((unsigned long)t3 - (unsigned long)t2);
            unsigned long t13 = (unsigned long)t2;
            unsigned long t14 = (unsigned long)t4;
            long t15 = (long)((unsigned long)t2 - (unsigned long)t4);
            long t16 = (long)((unsigned long)t4 - (unsigned long)t2);
            unsigned long t17 = (unsigned long)t2;
            unsigned long t18 = (unsigned long)t5;
            long t19 = (long)((unsigned long)t5 - (unsigned long)t2);
            long t20 = (long)((unsigned long)t5 - (unsigned long)t2);
            unsigned long t21 = (unsigned long)t2;
            unsigned long t22 = (unsigned long)t6;
            unsigned long t23 = (unsigned long)t2;
            unsigned long t24 = (unsigned long)t7;
            unsigned long t25 = (unsigned long)t3;
            unsigned long t26 = (unsigned long)t4;
            long t27 = (long)((unsigned long)t3 - (unsigned long)t4);
            long t28 = (long)((unsigned long)t4 - (unsigned long)t3);
            unsigned long t29 = (unsigned long)t3;
            unsigned long t30 = (unsigned long)t5;
            long t31 = (long)((unsigned long)t3 - (unsigned long)t5);
            long t32 = (long)((unsigned long)t5 - (unsigned long)t3);
            unsigned long t33 = (unsigned long)t3;
            unsigned long t34 = (unsigned long)t6;
            unsigned long t35 = (unsigned long)t3;
            unsigned long t36 = (unsigned long)t7;
            unsigned long t37 = (unsigned long)t4;
            unsigned long t38 = (unsigned long)t6;
            unsigned long t39 = (unsigned long)t4;
            unsigned long t40 = (unsigned long)t7;
            unsigned long t41 = (unsigned long)t5;
            unsigned long t42 = (unsigned long)t6;
            unsigned long t43 = (unsigned long)t5;
            unsigned long t44 = (unsigned long)t7;
            unsigned long t45 = (unsigned long)t6;
            unsigned long t46 = (unsigned long)t7;
            long t47 = (long)((unsigned long)t7 - (unsigned long)t6);
            if ((t9 >= 8L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10) | ((t12 <= 0L) | (t12 >= 32L))) & (((t13 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t13) | (((t15 <= 0L) | (t15 >= 32L)) & ((t16 <= 0L) | (t16 >= 32L)))) & (((t17 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t17) | (((t19 <= 0L) | (t19 >= 32L)) & ((t20 <= 0L) | (t20 >= 32L)))) & (((t21 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t22) | ((t22 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t21)) & (((t23 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t23)) & (((t25 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t25) | (((t27 <= 0L) | (t27 >= 32L)) & ((t28 <= 0L) | (t28 >= 32L)))) & (((t29 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t29) | (((t31 <= 0L) | (t31 >= 32L)) & ((t32 <= 0L) | (t32 >= 32L)))) & (((t33 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t33)) & (((t35 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t39)) & (((t41 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t41)) & (((t43 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t44) | ((t44 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t45) | ((t47 <= 0L) | (t47 >= 64L)))) {
                long t48 = t9 & -8L;
                long k_vec = 0L;
                /* vcc: loop at triangular.c:59 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
                do {
                    int *t49 = ai + k_vec;
                    int32x2_t ai_v = vld1_s32(t49);
                    float32x2_t t50 = vcvt_f32_s32(ai_v);
                    float32x2_t t51 = vmul_f32(t50, vdup_n_f32(0.125f));
                    vst1_f32(af + k_vec, t51);
                    int *t52 = bi + k_vec;
                    int32x2_t bi_v = vld1_s32(t52);
                    float32x2_t t53 = vcvt_f32_s32(bi_v);
                    float32x2_t t54 = vmul_f32(t53, vdup_n_f32(0.25f));
                    vst1_f32(bf + k_vec, t54);
                    int32x2_t ai_v_1 = vld1_s32(t49);
                    float64x2_t t55 = vcvtq_f64_s64(vmovl_s32(ai_v_1));
                    float64x2_t t56 = vmulq_f64(t55, vdupq_n_f64(0.5));
                    vst1q_f64(ad + k_vec, t56);
                    int32x2_t bi_v_1 = vld1_s32(t52);
                    float64x2_t t57 = vcvtq_f64_s64(vmovl_s32(bi_v_1));
                    float64x2_t t58 = vmulq_f64(t57, vdupq_n_f64(0.375));
                    vst1q_f64(bd + k_vec, t58);
                    long t59 = k_vec + 2L;
                    int *t60 = ai + t59;
                    int32x2_t ai_v_2 = vld1_s32(t60);
                    float32x2_t t61 = vcvt_f32_s32(ai_v_2);
                    float32x2_t t62 = vmul_f32(t61, vdup_n_f32(0.125f));
                    vst1_f32(af + t59, t62);
                    int *t63 = bi + t59;
                    int32x2_t bi_v_2 = vld1_s32(t63);
                    float32x2_t t64 = vcvt_f32_s32(bi_v_2);
                    float32x2_t t65 = vmul_f32(t64, vdup_n_f32(0.25f));
                    vst1_f32(bf + t59, t65);
                    int32x2_t ai_v_3 = vld1_s32(t60);
                    float64x2_t t66 = vcvtq_f64_s64(vmovl_s32(ai_v_3));
                    float64x2_t t67 = vmulq_f64(t66, vdupq_n_f64(0.5));
                    vst1q_f64(ad + t59, t67);
                    int32x2_t bi_v_3 = vld1_s32(t63);
                    float64x2_t t68 = vcvtq_f64_s64(vmovl_s32(bi_v_3));
                    float64x2_t t69 = vmulq_f64(t68, vdupq_n_f64(0.375));
                    vst1q_f64(bd + t59, t69);
                    long t70 = k_vec + 4L;
                    int *t71 = ai + t70;
                    int32x2_t ai_v_4 = vld1_s32(t71);
                    float32x2_t t72 = vcvt_f32_s32(ai_v_4);
                    float32x2_t t73 = vmul_f32(t72, vdup_n_f32(0.125f));
                    vst1_f32(af + t70, t73);
                    int *t74 = bi + t70;
                    int32x2_t bi_v_4 = vld1_s32(t74);
                    float32x2_t t75 = vcvt_f32_s32(bi_v_4);
                    float32x2_t t76 = vmul_f32(t75, vdup_n_f32(0.25f));
                    vst1_f32(bf + t70, t76);
                    int32x2_t ai_v_5 = vld1_s32(t71);
                    float64x2_t t77 = vcvtq_f64_s64(vmovl_s32(ai_v_5));
                    float64x2_t t78 = vmulq_f64(t77, vdupq_n_f64(0.5));
                    vst1q_f64(ad + t70, t78);
                    int32x2_t bi_v_5 = vld1_s32(t74);
                    float64x2_t t79 = vcvtq_f64_s64(vmovl_s32(bi_v_5));
                    float64x2_t t80 = vmulq_f64(t79, vdupq_n_f64(0.375));
                    vst1q_f64(bd + t70, t80);
                    long t81 = k_vec + 6L;
                    int *t82 = ai + t81;
                    int32x2_t ai_v_6 = vld1_s32(t82);
                    float32x2_t t83 = vcvt_f32_s32(ai_v_6);
                    float32x2_t t84 = vmul_f32(t83, vdup_n_f32(0.125f));
                    vst1_f32(af + t81, t84);
                    int *t85 = bi + t81;
                    int32x2_t bi_v_6 = vld1_s32(t85);
                    float32x2_t t86 = vcvt_f32_s32(bi_v_6);
                    float32x2_t t87 = vmul_f32(t86, vdup_n_f32(0.25f));
                    vst1_f32(bf + t81, t87);
                    int32x2_t ai_v_7 = vld1_s32(t82);
                    float64x2_t t88 = vcvtq_f64_s64(vmovl_s32(ai_v_7));
                    float64x2_t t89 = vmulq_f64(t88, vdupq_n_f64(0.5));
                    vst1q_f64(ad + t81, t89);
                    int32x2_t bi_v_7 = vld1_s32(t85);
                    float64x2_t t90 = vcvtq_f64_s64(vmovl_s32(bi_v_7));
                    float64x2_t t91 = vmulq_f64(t90, vdupq_n_f64(0.375));
                    vst1q_f64(bd + t81, t91);
                    k_vec += 8L;
                } while (k_vec < t48);
                t92 = (int)t48;
            } else {
                t92 = 0;
            }
            long t93 = (long)nn + (long)t92 * -1L;
            unsigned long t94 = (unsigned long)t2;
            unsigned long t95 = (unsigned long)t3;
            long t96 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t97 = (unsigned long)t2;
            unsigned long t98 = (unsigned long)t4;
            long t99 = (long)((unsigned long)t2 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t92 * 4L)));
            long t100 = (long)((unsigned long)t4 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t101 = (unsigned long)t2;
            unsigned long t102 = (unsigned long)t5;
            long t103 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            long t104 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t92 * 4L)));
            unsigned long t105 = (unsigned long)t2;
            unsigned long t106 = (unsigned long)t6;
            unsigned long t107 = (unsigned long)t2;
            unsigned long t108 = (unsigned long)t7;
            unsigned long t109 = (unsigned long)t3;
            unsigned long t110 = (unsigned long)t4;
            long t111 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t92 * 4L)));
            long t112 = (long)((unsigned long)t4 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t92 * 4L)));
            unsigned long t113 = (unsigned long)t3;
            unsigned long t114 = (unsigned long)t5;
            long t115 = (long)((unsigned long)t3 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t92 * 4L)));
            long t116 = (long)((unsigned long)t5 + (unsigned long)((long)t92 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t92 * 4L)));
            unsigned long t117 = (unsigned long)t3;
            unsigned long t118 = (unsigned long)t6;
            unsigned long t119 = (unsigned long)t3;
            unsigned long t120 = (unsigned long)t7;
            unsigned long t121 = (unsigned long)t4;
            unsigned long t122 = (unsigned long)t6;
            unsigned long t123 = (unsigned long)t4;
            unsigned long t124 = (unsigned long)t7;
            unsigned long t125 = (unsigned long)t5;
            unsigned long t126 = (unsigned long)t6;
            unsigned long t127 = (unsigned long)t5;
            unsigned long t128 = (unsigned long)t7;
            unsigned long t129 = (unsigned long)t6;
            unsigned long t130 = (unsigned long)t7;
            long t131 = (long)((unsigned long)t7 + (unsigned long)((long)t92 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t92 * 8L)));
            if ((t93 >= 2L) & (((t94 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t92 * 4L))) | ((t95 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t94 + (unsigned long)((long)t92 * 4L))) | ((t96 <= 0L) | (t96 >= 8L))) & (((t97 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t98 + (unsigned long)((long)t92 * 4L))) | ((t98 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t97 + (unsigned long)((long)t92 * 4L))) | (((t99 <= 0L) | (t99 >= 8L)) & ((t100 <= 0L) | (t100 >= 8L)))) & (((t101 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t102 + (unsigned long)((long)t92 * 4L))) | ((t102 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t101 + (unsigned long)((long)t92 * 4L))) | (((t103 <= 0L) | (t103 >= 8L)) & ((t104 <= 0L) | (t104 >= 8L)))) & (((t105 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t106 + (unsigned long)((long)t92 * 8L))) | ((t106 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t105 + (unsigned long)((long)t92 * 4L)))) & (((t107 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t108 + (unsigned long)((long)t92 * 8L))) | ((t108 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t107 + (unsigned long)((long)t92 * 4L)))) & (((t109 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t92 * 4L))) | ((t110 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t92 * 4L))) | (((t111 <= 0L) | (t111 >= 8L)) & ((t112 <= 0L) | (t112 >= 8L)))) & (((t113 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t114 + (unsigned long)((long)t92 * 4L))) | ((t114 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t113 + (unsigned long)((long)t92 * 4L))) | (((t115 <= 0L) | (t115 >= 8L)) & ((t116 <= 0L) | (t116 >= 8L)))) & (((t117 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t92 * 8L))) | ((t118 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t117 + (unsigned long)((long)t92 * 4L)))) & (((t119 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t92 * 8L))) | ((t120 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t119 + (unsigned long)((long)t92 * 4L)))) & (((t121 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t122 + (unsigned long)((long)t92 * 8L))) | ((t122 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t121 + (unsigned long)((long)t92 * 4L)))) & (((t123 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t124 + (unsigned long)((long)t92 * 8L))) | ((t124 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t123 + (unsigned long)((long)t92 * 4L)))) & (((t125 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t126 + (unsigned long)((long)t92 * 8L))) | ((t126 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t92 * 4L)))) & (((t127 + (unsigned long)((long)t92 * 4L + 4L + (t93 - 1L) * 4L)) <= (t128 + (unsigned long)((long)t92 * 8L))) | ((t128 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t92 * 4L)))) & (((t129 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t130 + (unsigned long)((long)t92 * 8L))) | ((t130 + (unsigned long)((long)t92 * 8L + 8L + (t93 - 1L) * 8L)) <= (t129 + (unsigned long)((long)t92 * 8L))) | ((t131 <= 0L) | (t131 >= 16L)))) {
                long t132 = t93 & -2L;
                long k_vec_1 = 0L;
                /* vcc: loop at triangular.c:59 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t133 = (long)t92 + k_vec_1;
                    int *t134 = ai + t133;
                    int32x2_t ai_v_8 = vld1_s32(t134);
                    float32x2_t t135 = vcvt_f32_s32(ai_v_8);
                    float32x2_t t136 = vmul_f32(t135, vdup_n_f32(0.125f));
                    vst1_f32(af + t133, t136);
                    int *t137 = bi + t133;
                    int32x2_t bi_v_8 = vld1_s32(t137);
                    float32x2_t t138 = vcvt_f32_s32(bi_v_8);
                    float32x2_t t139 = vmul_f32(t138, vdup_n_f32(0.25f));
                    vst1_f32(bf + t133, t139);
                    int32x2_t ai_v_9 = vld1_s32(t134);
                    float64x2_t t140 = vcvtq_f64_s64(vmovl_s32(ai_v_9));
                    float64x2_t t141 = vmulq_f64(t140, vdupq_n_f64(0.5));
                    vst1q_f64(ad + t133, t141);
                    int32x2_t bi_v_9 = vld1_s32(t137);
                    float64x2_t t142 = vcvtq_f64_s64(vmovl_s32(bi_v_9));
                    float64x2_t t143 = vmulq_f64(t142, vdupq_n_f64(0.375));
                    vst1q_f64(bd + t133, t143);
                    k_vec_1 += 2L;
                } while (k_vec_1 < t132);
                k = (int)((long)t92 + t132);
            } else {
                k = t92;
            }
            for (; k < nn; k++) {
                long t144 = (long)k;
                int *t145 = ai + t144;
                af[t144] = (float)*t145 * 0.125f;
                int *t146 = bi + t144;
                bf[t144] = (float)*t146 * 0.25f;
                ad[t144] = (double)*t145 * 0.5;
                bd[t144] = (double)*t146 * 0.375;
            }
            upper(n, af, bf, 1.5f);
            lower(n, ai, bi);
            strict_upper(n, ad, bd);
            const short *t147 = bs;
            double_start(n, t8, as, t147);
            double_start(n, n / 2, as, t147);
            down_to_i(n, au, bu);
            unsigned long t148 = (unsigned long)nn;
            unsigned long t149 = t148 * 4UL;
            unsigned long t150 = hash_bytes((const void *)au, t149);
            unsigned long t151 = hash_bytes((const void *)as, (unsigned long)t8 * 2UL);
            unsigned long t152 = hash_bytes((const void *)ad, t148 * 8UL);
            unsigned long t153 = hash_bytes((const void *)ai, t149);
            printf("n=%d %llx %llx %llx %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)af, t149), (unsigned long long)t153, (unsigned long long)t152, (unsigned long long)t151, (unsigned long long)t150);
            free((void *)af);
            free((void *)bf);
            free((void *)ai);
            free((void *)bi);
            free((void *)ad);
            free((void *)bd);
            free((void *)au);
            free((void *)bu);
            free((void *)as);
            free((void *)bs);
        }
    }
}
