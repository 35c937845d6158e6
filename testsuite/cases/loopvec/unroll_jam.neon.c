/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Unroll-and-jam (midend/src/transform/unroll_jam.rs): nests whose inner loop accumulates into
   elements that do not move with the outer index run two outer iterations per inner loop, j's
   update of y[i] passed straight to j+1's; an odd outer count leaves the last one to the
   original nest. The values have full mantissas: an update done in another order prints
   other bits. */
#define M 37
static float A[40][M], x[40], y[M];

/* y += A^T x over a fixed-size matrix, any number of columns. */
void matvec(int n) {
    float (*t4)[37];
    float *t5;
    float (*t9)[37];
    float *t10;
    int j_1;
    float (*t39)[37];
    float *t40;
    int j = 0;
    for (;;) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        int t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        long i_vec = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t2 = &y[i_vec];
            float32x4_t y_v = vld1q_f32(t2);
            long t3 = (long)j;
            t4 = &A[t3];
            float32x4_t A_v = vld1q_f32(&(*t4)[i_vec]);
            t5 = &x[t3];
            float32x4_t x_v = vdupq_n_f32(*t5);
            float32x4_t t6 = vmulq_f32(A_v, x_v);
            float32x4_t t7 = vaddq_f32(y_v, t6);
            long t8 = (long)t1;
            t9 = &A[t8];
            float32x4_t A_v_1 = vld1q_f32(&(*t9)[i_vec]);
            t10 = &x[t8];
            float32x4_t x_v_1 = vdupq_n_f32(*t10);
            float32x4_t t11 = vmulq_f32(A_v_1, x_v_1);
            float32x4_t t12 = vaddq_f32(t7, t11);
            vst1q_f32(t2, t12);
            long t13 = i_vec + 4L;
            float *t14 = &y[t13];
            float32x4_t y_v_1 = vld1q_f32(t14);
            float32x4_t A_v_2 = vld1q_f32(&(*t4)[t13]);
            float32x4_t x_v_2 = vdupq_n_f32(*t5);
            float32x4_t t15 = vmulq_f32(A_v_2, x_v_2);
            float32x4_t t16 = vaddq_f32(y_v_1, t15);
            float32x4_t A_v_3 = vld1q_f32(&(*t9)[t13]);
            float32x4_t x_v_3 = vdupq_n_f32(*t10);
            float32x4_t t17 = vmulq_f32(A_v_3, x_v_3);
            float32x4_t t18 = vaddq_f32(t16, t17);
            vst1q_f32(t14, t18);
            long t19 = i_vec + 8L;
            float *t20 = &y[t19];
            float32x4_t y_v_2 = vld1q_f32(t20);
            float32x4_t A_v_4 = vld1q_f32(&(*t4)[t19]);
            float32x4_t x_v_4 = vdupq_n_f32(*t5);
            float32x4_t t21 = vmulq_f32(A_v_4, x_v_4);
            float32x4_t t22 = vaddq_f32(y_v_2, t21);
            float32x4_t A_v_5 = vld1q_f32(&(*t9)[t19]);
            float32x4_t x_v_5 = vdupq_n_f32(*t10);
            float32x4_t t23 = vmulq_f32(A_v_5, x_v_5);
            float32x4_t t24 = vaddq_f32(t22, t23);
            vst1q_f32(t20, t24);
            long t25 = i_vec + 12L;
            float *t26 = &y[t25];
            float32x4_t y_v_3 = vld1q_f32(t26);
            float32x4_t A_v_6 = vld1q_f32(&(*t4)[t25]);
            float32x4_t x_v_6 = vdupq_n_f32(*t5);
            float32x4_t t27 = vmulq_f32(A_v_6, x_v_6);
            float32x4_t t28 = vaddq_f32(y_v_3, t27);
            float32x4_t A_v_7 = vld1q_f32(&(*t9)[t25]);
            float32x4_t x_v_7 = vdupq_n_f32(*t10);
            float32x4_t t29 = vmulq_f32(A_v_7, x_v_7);
            float32x4_t t30 = vaddq_f32(t28, t29);
            vst1q_f32(t26, t30);
            i_vec += 16L;
        } while (i_vec < 32L);
        long i_vec_1 = 0L;
        /* vcc: loop at unroll_jam.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t31 = 32L + i_vec_1;
            float *t32 = &y[t31];
            float32x4_t y_v_4 = vld1q_f32(t32);
            float32x4_t A_v_8 = vld1q_f32(&(*t4)[t31]);
            float32x4_t x_v_8 = vdupq_n_f32(*t5);
            float32x4_t t33 = vmulq_f32(A_v_8, x_v_8);
            float32x4_t t34 = vaddq_f32(y_v_4, t33);
            float32x4_t A_v_9 = vld1q_f32(&(*t9)[t31]);
            float32x4_t x_v_9 = vdupq_n_f32(*t10);
            float32x4_t t35 = vmulq_f32(A_v_9, x_v_9);
            float32x4_t t36 = vaddq_f32(t34, t35);
            vst1q_f32(t32, t36);
            i_vec_1 += 4L;
        } while (i_vec_1 < 4L);
        y[36] = y[36] + (*t4)[36] * *t5 + (*t9)[36] * *t10;
        j = t1 + 1;
    }
    while (j_1 < n) {
        long i_vec_2 = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t37 = &y[i_vec_2];
            float32x4_t y_v_5 = vld1q_f32(t37);
            long t38 = (long)j_1;
            t39 = &A[t38];
            float32x4_t A_v_10 = vld1q_f32(&(*t39)[i_vec_2]);
            t40 = &x[t38];
            float32x4_t x_v_10 = vdupq_n_f32(*t40);
            float32x4_t t41 = vmulq_f32(A_v_10, x_v_10);
            float32x4_t t42 = vaddq_f32(y_v_5, t41);
            vst1q_f32(t37, t42);
            long t43 = i_vec_2 + 4L;
            float *t44 = &y[t43];
            float32x4_t y_v_6 = vld1q_f32(t44);
            float32x4_t A_v_11 = vld1q_f32(&(*t39)[t43]);
            float32x4_t x_v_11 = vdupq_n_f32(*t40);
            float32x4_t t45 = vmulq_f32(A_v_11, x_v_11);
            float32x4_t t46 = vaddq_f32(y_v_6, t45);
            vst1q_f32(t44, t46);
            long t47 = i_vec_2 + 8L;
            float *t48 = &y[t47];
            float32x4_t y_v_7 = vld1q_f32(t48);
            float32x4_t A_v_12 = vld1q_f32(&(*t39)[t47]);
            float32x4_t x_v_12 = vdupq_n_f32(*t40);
            float32x4_t t49 = vmulq_f32(A_v_12, x_v_12);
            float32x4_t t50 = vaddq_f32(y_v_7, t49);
            vst1q_f32(t48, t50);
            long t51 = i_vec_2 + 12L;
            float *t52 = &y[t51];
            float32x4_t y_v_8 = vld1q_f32(t52);
            float32x4_t A_v_13 = vld1q_f32(&(*t39)[t51]);
            float32x4_t x_v_13 = vdupq_n_f32(*t40);
            float32x4_t t53 = vmulq_f32(A_v_13, x_v_13);
            float32x4_t t54 = vaddq_f32(y_v_8, t53);
            vst1q_f32(t52, t54);
            i_vec_2 += 16L;
        } while (i_vec_2 < 32L);
        long i_vec_3 = 0L;
        /* vcc: loop at unroll_jam.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t55 = 32L + i_vec_3;
            float *t56 = &y[t55];
            float32x4_t y_v_9 = vld1q_f32(t56);
            float32x4_t A_v_14 = vld1q_f32(&(*t39)[t55]);
            float32x4_t x_v_14 = vdupq_n_f32(*t40);
            float32x4_t t57 = vmulq_f32(A_v_14, x_v_14);
            float32x4_t t58 = vaddq_f32(y_v_9, t57);
            vst1q_f32(t56, t58);
            i_vec_3 += 4L;
        } while (i_vec_3 < 4L);
        y[36] = y[36] + (*t39)[36] * *t40;
        j_1++;
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    int t1;
    int t23;
    int i;
    int j_1;
    int t46;
    int i_1;
    int j = 0;
    for (;; j = t1 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        long t2 = (long)m;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int t4 = (int)i_vec;
                int *t5 = s + i_vec;
                int32x4_t s_v = vld1q_s32(t5);
                int32x4_t a_v = vld1q_s32(a + (j * m + t4));
                int32x4_t t6 = vaddq_s32(s_v, a_v);
                int32x4_t a_v_1 = vld1q_s32(a + (t1 * m + t4));
                int32x4_t t7 = vaddq_s32(t6, a_v_1);
                vst1q_s32(t5, t7);
                long t8 = i_vec + 4L;
                int t9 = (int)t8;
                int *t10 = s + t8;
                int32x4_t s_v_1 = vld1q_s32(t10);
                int32x4_t a_v_2 = vld1q_s32(a + (j * m + t9));
                int32x4_t t11 = vaddq_s32(s_v_1, a_v_2);
                int32x4_t a_v_3 = vld1q_s32(a + (t1 * m + t9));
                int32x4_t t12 = vaddq_s32(t11, a_v_3);
                vst1q_s32(t10, t12);
                long t13 = i_vec + 8L;
                int t14 = (int)t13;
                int *t15 = s + t13;
                int32x4_t s_v_2 = vld1q_s32(t15);
                int32x4_t a_v_4 = vld1q_s32(a + (j * m + t14));
                int32x4_t t16 = vaddq_s32(s_v_2, a_v_4);
                int32x4_t a_v_5 = vld1q_s32(a + (t1 * m + t14));
                int32x4_t t17 = vaddq_s32(t16, a_v_5);
                vst1q_s32(t15, t17);
                long t18 = i_vec + 12L;
                int t19 = (int)t18;
                int *t20 = s + t18;
                int32x4_t s_v_3 = vld1q_s32(t20);
                int32x4_t a_v_6 = vld1q_s32(a + (j * m + t19));
                int32x4_t t21 = vaddq_s32(s_v_3, a_v_6);
                int32x4_t a_v_7 = vld1q_s32(a + (t1 * m + t19));
                int32x4_t t22 = vaddq_s32(t21, a_v_7);
                vst1q_s32(t20, t22);
                i_vec += 16L;
            } while (i_vec < t3);
            t23 = (int)t3;
        } else {
            t23 = 0;
        }
        long t24 = (long)m + (long)t23 * -1L;
        if (t24 >= 4L) {
            long t25 = t24 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t26 = (long)t23 + i_vec_1;
                int t27 = (int)t26;
                int *t28 = s + t26;
                int32x4_t s_v_4 = vld1q_s32(t28);
                int32x4_t a_v_8 = vld1q_s32(a + (j * m + t27));
                int32x4_t t29 = vaddq_s32(s_v_4, a_v_8);
                int32x4_t a_v_9 = vld1q_s32(a + (t1 * m + t27));
                int32x4_t t30 = vaddq_s32(t29, a_v_9);
                vst1q_s32(t28, t30);
                i_vec_1 += 4L;
            } while (i_vec_1 < t25);
            i = (int)((long)t23 + t25);
        } else {
            i = t23;
        }
        for (; i < m; i++) {
            int *t31 = s + i;
            int t32 = *t31 + a[j * m + i];
            *t31 = t32 + a[t1 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t33 = (long)m;
        if (t33 >= 16L) {
            long t34 = t33 & -16L;
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int *t35 = s + i_vec_2;
                int32x4_t s_v_5 = vld1q_s32(t35);
                int32x4_t a_v_10 = vld1q_s32(a + (j_1 * m + (int)i_vec_2));
                int32x4_t t36 = vaddq_s32(s_v_5, a_v_10);
                vst1q_s32(t35, t36);
                long t37 = i_vec_2 + 4L;
                int *t38 = s + t37;
                int32x4_t s_v_6 = vld1q_s32(t38);
                int32x4_t a_v_11 = vld1q_s32(a + (j_1 * m + (int)t37));
                int32x4_t t39 = vaddq_s32(s_v_6, a_v_11);
                vst1q_s32(t38, t39);
                long t40 = i_vec_2 + 8L;
                int *t41 = s + t40;
                int32x4_t s_v_7 = vld1q_s32(t41);
                int32x4_t a_v_12 = vld1q_s32(a + (j_1 * m + (int)t40));
                int32x4_t t42 = vaddq_s32(s_v_7, a_v_12);
                vst1q_s32(t41, t42);
                long t43 = i_vec_2 + 12L;
                int *t44 = s + t43;
                int32x4_t s_v_8 = vld1q_s32(t44);
                int32x4_t a_v_13 = vld1q_s32(a + (j_1 * m + (int)t43));
                int32x4_t t45 = vaddq_s32(s_v_8, a_v_13);
                vst1q_s32(t44, t45);
                i_vec_2 += 16L;
            } while (i_vec_2 < t34);
            t46 = (int)t34;
        } else {
            t46 = 0;
        }
        long t47 = (long)m + (long)t46 * -1L;
        if (t47 >= 4L) {
            long t48 = t47 & -4L;
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t49 = (long)t46 + i_vec_3;
                int *t50 = s + t49;
                int32x4_t s_v_9 = vld1q_s32(t50);
                int32x4_t a_v_14 = vld1q_s32(a + (j_1 * m + (int)t49));
                int32x4_t t51 = vaddq_s32(s_v_9, a_v_14);
                vst1q_s32(t50, t51);
                i_vec_3 += 4L;
            } while (i_vec_3 < t48);
            i_1 = (int)((long)t46 + t48);
        } else {
            i_1 = t46;
        }
        for (; i_1 < m; i_1++) {
            int *t52 = s + i_1;
            *t52 = *t52 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
void smooth(int n, int m, double *restrict v, const double *restrict w) {
    int t1;
    int t42;
    int i;
    int j_1;
    int t87;
    int i_1;
    int j = n - 1;
    for (;; j = t1 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t1 = j + -1;
        if (t1 < 0) {
            j_1 = j;
            break;
        }
        long t2 = (long)m;
        if (t2 >= 8L) {
            long t3 = t2 & -8L;
            int32x2_t t4 = vdup_n_s32(0);
            uint32x2_t t5 = vreinterpret_u32_s32(t4);
            uint32x2_t i_v = vadd_u32(t5, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                int32x2_t i_v_4 = vreinterpret_s32_u32(i_v);
                double *t6 = v + i_vec;
                float64x2_t v_v = vld1q_f64(t6);
                float64x2_t t7 = vmulq_f64(v_v, vdupq_n_f64(0.5));
                float64x2_t w_v = vdupq_n_f64(w[j]);
                float64x2_t t8 = vcvtq_f64_s64(vmovl_s32(i_v_4));
                float64x2_t t9 = vmulq_f64(w_v, t8);
                float64x2_t t10 = vaddq_f64(t7, t9);
                float64x2_t t11 = vmulq_f64(t10, vdupq_n_f64(0.5));
                float64x2_t w_v_1 = vdupq_n_f64(w[t1]);
                float64x2_t t12 = vmulq_f64(w_v_1, t8);
                float64x2_t t13 = vaddq_f64(t11, t12);
                vst1q_f64(t6, t13);
                uint32x2_t t14 = vadd_u32(i_v, vdup_n_u32(2));
                int32x2_t i_v_5 = vreinterpret_s32_u32(t14);
                double *t15 = v + (i_vec + 2L);
                float64x2_t v_v_1 = vld1q_f64(t15);
                float64x2_t t16 = vmulq_f64(v_v_1, vdupq_n_f64(0.5));
                float64x2_t w_v_2 = vdupq_n_f64(w[j]);
                float64x2_t t17 = vcvtq_f64_s64(vmovl_s32(i_v_5));
                float64x2_t t18 = vmulq_f64(w_v_2, t17);
                float64x2_t t19 = vaddq_f64(t16, t18);
                float64x2_t t20 = vmulq_f64(t19, vdupq_n_f64(0.5));
                float64x2_t w_v_3 = vdupq_n_f64(w[t1]);
                float64x2_t t21 = vmulq_f64(w_v_3, t17);
                float64x2_t t22 = vaddq_f64(t20, t21);
                vst1q_f64(t15, t22);
                uint32x2_t t23 = vadd_u32(i_v, vdup_n_u32(4));
                int32x2_t i_v_6 = vreinterpret_s32_u32(t23);
                double *t24 = v + (i_vec + 4L);
                float64x2_t v_v_2 = vld1q_f64(t24);
                float64x2_t t25 = vmulq_f64(v_v_2, vdupq_n_f64(0.5));
                float64x2_t w_v_4 = vdupq_n_f64(w[j]);
                float64x2_t t26 = vcvtq_f64_s64(vmovl_s32(i_v_6));
                float64x2_t t27 = vmulq_f64(w_v_4, t26);
                float64x2_t t28 = vaddq_f64(t25, t27);
                float64x2_t t29 = vmulq_f64(t28, vdupq_n_f64(0.5));
                float64x2_t w_v_5 = vdupq_n_f64(w[t1]);
                float64x2_t t30 = vmulq_f64(w_v_5, t26);
                float64x2_t t31 = vaddq_f64(t29, t30);
                vst1q_f64(t24, t31);
                uint32x2_t t32 = vadd_u32(i_v, vdup_n_u32(6));
                int32x2_t i_v_7 = vreinterpret_s32_u32(t32);
                double *t33 = v + (i_vec + 6L);
                float64x2_t v_v_3 = vld1q_f64(t33);
                float64x2_t t34 = vmulq_f64(v_v_3, vdupq_n_f64(0.5));
                float64x2_t w_v_6 = vdupq_n_f64(w[j]);
                float64x2_t t35 = vcvtq_f64_s64(vmovl_s32(i_v_7));
                float64x2_t t36 = vmulq_f64(w_v_6, t35);
                float64x2_t t37 = vaddq_f64(t34, t36);
                float64x2_t t38 = vmulq_f64(t37, vdupq_n_f64(0.5));
                float64x2_t w_v_7 = vdupq_n_f64(w[t1]);
                float64x2_t t39 = vmulq_f64(w_v_7, t35);
                float64x2_t t40 = vaddq_f64(t38, t39);
                vst1q_f64(t33, t40);
                i_vec += 8L;
                uint32x2_t t41 = vadd_u32(i_v, vdup_n_u32(8));
                if (i_vec >= t3) {
                    break;
                }
                i_v = t41;
            }
            t42 = (int)t3;
        } else {
            t42 = 0;
        }
        long t43 = (long)m + (long)t42 * -1L;
        if (t43 >= 2L) {
            long t44 = t43 & -2L;
            int32x2_t t45 = vdup_n_s32(t42);
            uint32x2_t t46 = vreinterpret_u32_s32(t45);
            uint32x2_t i_v_1 = vadd_u32(t46, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                int32x2_t i_v_8 = vreinterpret_s32_u32(i_v_1);
                double *t47 = v + ((long)t42 + i_vec_1);
                float64x2_t v_v_4 = vld1q_f64(t47);
                float64x2_t t48 = vmulq_f64(v_v_4, vdupq_n_f64(0.5));
                float64x2_t w_v_8 = vdupq_n_f64(w[j]);
                float64x2_t t49 = vcvtq_f64_s64(vmovl_s32(i_v_8));
                float64x2_t t50 = vmulq_f64(w_v_8, t49);
                float64x2_t t51 = vaddq_f64(t48, t50);
                float64x2_t t52 = vmulq_f64(t51, vdupq_n_f64(0.5));
                float64x2_t w_v_9 = vdupq_n_f64(w[t1]);
                float64x2_t t53 = vmulq_f64(w_v_9, t49);
                float64x2_t t54 = vaddq_f64(t52, t53);
                vst1q_f64(t47, t54);
                i_vec_1 += 2L;
                uint32x2_t t55 = vadd_u32(i_v_1, vdup_n_u32(2));
                if (i_vec_1 >= t44) {
                    break;
                }
                i_v_1 = t55;
            }
            i = (int)((long)t42 + t44);
        } else {
            i = t42;
        }
        for (; i < m; i++) {
            double *t56 = v + i;
            double t57 = (double)i;
            double t58 = *t56 * 0.5 + w[j] * t57;
            *t56 = t58 * 0.5 + w[t1] * t57;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t59 = (long)m;
        if (t59 >= 8L) {
            long t60 = t59 & -8L;
            int32x2_t t61 = vdup_n_s32(0);
            uint32x2_t t62 = vreinterpret_u32_s32(t61);
            uint32x2_t i_v_2 = vadd_u32(t62, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                int32x2_t i_v_9 = vreinterpret_s32_u32(i_v_2);
                double *t63 = v + i_vec_2;
                float64x2_t v_v_5 = vld1q_f64(t63);
                float64x2_t t64 = vmulq_f64(v_v_5, vdupq_n_f64(0.5));
                float64x2_t w_v_10 = vdupq_n_f64(w[j_1]);
                float64x2_t t65 = vcvtq_f64_s64(vmovl_s32(i_v_9));
                float64x2_t t66 = vmulq_f64(w_v_10, t65);
                float64x2_t t67 = vaddq_f64(t64, t66);
                vst1q_f64(t63, t67);
                uint32x2_t t68 = vadd_u32(i_v_2, vdup_n_u32(2));
                int32x2_t i_v_10 = vreinterpret_s32_u32(t68);
                double *t69 = v + (i_vec_2 + 2L);
                float64x2_t v_v_6 = vld1q_f64(t69);
                float64x2_t t70 = vmulq_f64(v_v_6, vdupq_n_f64(0.5));
                float64x2_t w_v_11 = vdupq_n_f64(w[j_1]);
                float64x2_t t71 = vcvtq_f64_s64(vmovl_s32(i_v_10));
                float64x2_t t72 = vmulq_f64(w_v_11, t71);
                float64x2_t t73 = vaddq_f64(t70, t72);
                vst1q_f64(t69, t73);
                uint32x2_t t74 = vadd_u32(i_v_2, vdup_n_u32(4));
                int32x2_t i_v_11 = vreinterpret_s32_u32(t74);
                double *t75 = v + (i_vec_2 + 4L);
                float64x2_t v_v_7 = vld1q_f64(t75);
                float64x2_t t76 = vmulq_f64(v_v_7, vdupq_n_f64(0.5));
                float64x2_t w_v_12 = vdupq_n_f64(w[j_1]);
                float64x2_t t77 = vcvtq_f64_s64(vmovl_s32(i_v_11));
                float64x2_t t78 = vmulq_f64(w_v_12, t77);
                float64x2_t t79 = vaddq_f64(t76, t78);
                vst1q_f64(t75, t79);
                uint32x2_t t80 = vadd_u32(i_v_2, vdup_n_u32(6));
                int32x2_t i_v_12 = vreinterpret_s32_u32(t80);
                double *t81 = v + (i_vec_2 + 6L);
                float64x2_t v_v_8 = vld1q_f64(t81);
                float64x2_t t82 = vmulq_f64(v_v_8, vdupq_n_f64(0.5));
                float64x2_t w_v_13 = vdupq_n_f64(w[j_1]);
                float64x2_t t83 = vcvtq_f64_s64(vmovl_s32(i_v_12));
                float64x2_t t84 = vmulq_f64(w_v_13, t83);
                float64x2_t t85 = vaddq_f64(t82, t84);
                vst1q_f64(t81, t85);
                i_vec_2 += 8L;
                uint32x2_t t86 = vadd_u32(i_v_2, vdup_n_u32(8));
                if (i_vec_2 >= t60) {
                    break;
                }
                i_v_2 = t86;
            }
            t87 = (int)t60;
        } else {
            t87 = 0;
        }
        long t88 = (long)m + (long)t87 * -1L;
        if (t88 >= 2L) {
            long t89 = t88 & -2L;
            int32x2_t t90 = vdup_n_s32(t87);
            uint32x2_t t91 = vreinterpret_u32_s32(t90);
            uint32x2_t i_v_3 = vadd_u32(t91, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                int32x2_t i_v_13 = vreinterpret_s32_u32(i_v_3);
                double *t92 = v + ((long)t87 + i_vec_3);
                float64x2_t v_v_9 = vld1q_f64(t92);
                float64x2_t t93 = vmulq_f64(v_v_9, vdupq_n_f64(0.5));
                float64x2_t w_v_14 = vdupq_n_f64(w[j_1]);
                float64x2_t t94 = vcvtq_f64_s64(vmovl_s32(i_v_13));
                float64x2_t t95 = vmulq_f64(w_v_14, t94);
                float64x2_t t96 = vaddq_f64(t93, t95);
                vst1q_f64(t92, t96);
                i_vec_3 += 2L;
                uint32x2_t t97 = vadd_u32(i_v_3, vdup_n_u32(2));
                if (i_vec_3 >= t89) {
                    break;
                }
                i_v_3 = t97;
            }
            i_1 = (int)((long)t87 + t89);
        } else {
            i_1 = t87;
        }
        for (; i_1 < m; i_1++) {
            double *t98 = v + i_1;
            *t98 = *t98 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    int t10;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:36 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float32x4_t v_v = vld1q_f32(v + ((int)i_vec + 1));
                float32x4_t w_v = vdupq_n_f32(w[j]);
                float32x4_t t3 = vaddq_f32(v_v, w_v);
                vst1q_f32(v + i_vec, t3);
                long t4 = i_vec + 4L;
                float32x4_t v_v_1 = vld1q_f32(v + ((int)t4 + 1));
                float32x4_t w_v_1 = vdupq_n_f32(w[j]);
                float32x4_t t5 = vaddq_f32(v_v_1, w_v_1);
                vst1q_f32(v + t4, t5);
                long t6 = i_vec + 8L;
                float32x4_t v_v_2 = vld1q_f32(v + ((int)t6 + 1));
                float32x4_t w_v_2 = vdupq_n_f32(w[j]);
                float32x4_t t7 = vaddq_f32(v_v_2, w_v_2);
                vst1q_f32(v + t6, t7);
                long t8 = i_vec + 12L;
                float32x4_t v_v_3 = vld1q_f32(v + ((int)t8 + 1));
                float32x4_t w_v_3 = vdupq_n_f32(w[j]);
                float32x4_t t9 = vaddq_f32(v_v_3, w_v_3);
                vst1q_f32(v + t8, t9);
                i_vec += 16L;
            } while (i_vec < t2);
            t10 = (int)t2;
        } else {
            t10 = 0;
        }
        long t11 = (long)m + (long)t10 * -1L;
        if (t11 >= 4L) {
            long t12 = t11 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t13 = (long)t10 + i_vec_1;
                float32x4_t v_v_4 = vld1q_f32(v + ((int)t13 + 1));
                float32x4_t w_v_4 = vdupq_n_f32(w[j]);
                float32x4_t t14 = vaddq_f32(v_v_4, w_v_4);
                vst1q_f32(v + t13, t14);
                i_vec_1 += 4L;
            } while (i_vec_1 < t12);
            i = (int)((long)t10 + t12);
        } else {
            i = t10;
        }
        while (i < m) {
            int t15 = i + 1;
            v[i] = v[t15] + w[j];
            i = t15;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    int t11;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)(j * m + (int)i_vec);
                float32x4_t in_v = vld1q_f32(in + t3);
                float32x4_t t4 = vmulq_f32(in_v, vdupq_n_f32(2.0f));
                vst1q_f32(out + t3, t4);
                long t5 = (long)(j * m + (int)(i_vec + 4L));
                float32x4_t in_v_1 = vld1q_f32(in + t5);
                float32x4_t t6 = vmulq_f32(in_v_1, vdupq_n_f32(2.0f));
                vst1q_f32(out + t5, t6);
                long t7 = (long)(j * m + (int)(i_vec + 8L));
                float32x4_t in_v_2 = vld1q_f32(in + t7);
                float32x4_t t8 = vmulq_f32(in_v_2, vdupq_n_f32(2.0f));
                vst1q_f32(out + t7, t8);
                long t9 = (long)(j * m + (int)(i_vec + 12L));
                float32x4_t in_v_3 = vld1q_f32(in + t9);
                float32x4_t t10 = vmulq_f32(in_v_3, vdupq_n_f32(2.0f));
                vst1q_f32(out + t9, t10);
                i_vec += 16L;
            } while (i_vec < t2);
            t11 = (int)t2;
        } else {
            t11 = 0;
        }
        long t12 = (long)m + (long)t11 * -1L;
        if (t12 >= 4L) {
            long t13 = t12 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t14 = (long)(j * m + (int)((long)t11 + i_vec_1));
                float32x4_t in_v_4 = vld1q_f32(in + t14);
                float32x4_t t15 = vmulq_f32(in_v_4, vdupq_n_f32(2.0f));
                vst1q_f32(out + t14, t15);
                i_vec_1 += 4L;
            } while (i_vec_1 < t13);
            i = (int)((long)t11 + t13);
        } else {
            i = t11;
        }
        for (; i < m; i++) {
            long t16 = (long)(j * m + i);
            out[t16] = in[t16] * 2.0f;
        }
    }
}

/* Not jammed: y and a may be the same array. */
void maybe_alias(int n, int m, float *y2, const float *a) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            y2[i] += a[j * m + i];
}

static float frac(void) {
    return (float)((int)(next_rand() % 2000003) - 1000001) / 997.0f;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int cols = n % 40, m = n % 23 + 1;
        for (int j = 0; j < 40; j++) {
            x[j] = frac();
            for (int i = 0; i < M; i++)
                A[j][i] = frac();
        }
        for (int i = 0; i < M; i++)
            y[i] = frac();
        matvec(cols);
        int *s = new_array(m, 4), *a = new_array(cols * m, 4);
        FILL(s, m, -100000, 200000);
        FILL(a, cols * m, -100000, 200000);
        col_sums(cols, m, s, a);
        double *v = new_array(m, 8), *w = new_array(cols, 8);
        for (int i = 0; i < m; i++)
            v[i] = frac();
        for (int j = 0; j < cols; j++)
            w[j] = frac() / 3.0;
        smooth(cols, m, v, w);
        float *f = new_array(m + 1, 4), *g = new_array(cols > 0 ? cols : 1, 4), *o = new_array(cols * m, 4), *in = new_array(cols * m, 4);
        for (int i = 0; i <= m; i++)
            f[i] = frac();
        for (int j = 0; j < cols; j++)
            g[j] = frac();
        for (int k = 0; k < cols * m; k++)
            in[k] = frac();
        shift_left(cols, m, f, g);
        copy_rows(cols, m, o, in);
        float *y2 = new_array(cols * m + m, 4);
        for (int k = 0; k < cols * m + m; k++)
            y2[k] = frac();
        maybe_alias(cols, m, y2, y2 + m);
        maybe_alias(cols, m, y2 + m, y2);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, HASH(y, M), HASH(s, m), HASH(v, m), HASH(f, m + 1), HASH(o, cols * m),
               HASH(y2, cols * m + m));
        free(s), free(a), free(v), free(w), free(f), free(g), free(o), free(in), free(y2);
    }
    return 0;
}
