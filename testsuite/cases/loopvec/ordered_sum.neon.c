/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized generic=0 avx2=2 */
/* Float sums kept in order without --fast-math (`ordered.rs`): the rest of the body runs as
 * vectors and each lane is added to one scalar in the scalar loop's order, so the result is
 * the same bit for bit; only where the rest pays for it (square roots and divisions, not a
 * plain dot product). */
#include <math.h>
#include "harness.h"

/* Vectorized: a square root and a division per element. */
double root_ratio_sum(const double *a, const double *b, int n) {
    double t = 1.0;
    for (int i = 0; i < n; i++)
        t += sqrt(a[i]) / b[i];
    return t;
}

/* Vectorized: the accumulator on the right of the add. */
double root_ratio_rsum(const double *a, const double *b, int n) {
    double t = -2.5;
    for (int i = 0; i < n; i++)
        t = sqrt(a[i] * b[i]) / (b[i] + 1.0) + t;
    return t;
}

/* Not vectorized: a dot product kept in order is one chain of adds, as the scalar loop. */
float dot(const float *a, const float *b, int n) {
    float t = 0.0f;
    for (int i = 0; i < n; i++)
        t += a[i] * b[i];
    return t;
}

/* Not vectorized: a conditional update would need its inactive lanes skipped. */
double cond_sum(const double *a, const double *b, int n) {
    double t = 0.0;
    for (int i = 0; i < n; i++)
        if (a[i] > b[i])
            t += sqrt(a[i]) / b[i];
    return t;
}

int main(void) {
    int n;
    int t1;
    int t40;
    int i;
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
        void *t2 = new_array(n, 8UL);
        double *a = (double *)t2;
        void *t3 = new_array(n, 8UL);
        double *b = (double *)t3;
        void *t4 = new_array(n, 4UL);
        float *x = (float *)t4;
        float *y = (float *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (double)(int)(next_rand() % 100000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (double)(1 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        long t5 = (long)n;
        unsigned long t6 = (unsigned long)t2;
        unsigned long t7 = (unsigned long)t3;
        unsigned long t8 = (unsigned long)t2;
        unsigned long t9 = (unsigned long)t4;
        unsigned long t10 = (unsigned long)t3;
        unsigned long t11 = (unsigned long)t4;
        if ((t5 >= 8L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6)) & (((t8 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t8)) & (((t10 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t11) | ((t11 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t10))) {
            long t12 = t5 & -8L;
            long i_vec = 0L;
            /* vcc: loop at ordered_sum.c:51 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                double *t13 = a + i_vec;
                float64x2_t a_v = vld1q_f64(t13);
                float64x2_t t14 = vmulq_f64(a_v, vdupq_n_f64(0.37));
                vst1q_f64(t13, t14);
                double *t15 = b + i_vec;
                float64x2_t b_v = vld1q_f64(t15);
                float64x2_t t16 = vmulq_f64(b_v, vdupq_n_f64(0.11));
                vst1q_f64(t15, t16);
                float *t17 = x + i_vec;
                float32x2_t x_v = vld1_f32(t17);
                float32x2_t t18 = vmul_f32(x_v, vdup_n_f32(0.013f));
                vst1_f32(t17, t18);
                long t19 = i_vec + 2L;
                double *t20 = a + t19;
                float64x2_t a_v_1 = vld1q_f64(t20);
                float64x2_t t21 = vmulq_f64(a_v_1, vdupq_n_f64(0.37));
                vst1q_f64(t20, t21);
                double *t22 = b + t19;
                float64x2_t b_v_1 = vld1q_f64(t22);
                float64x2_t t23 = vmulq_f64(b_v_1, vdupq_n_f64(0.11));
                vst1q_f64(t22, t23);
                float *t24 = x + t19;
                float32x2_t x_v_1 = vld1_f32(t24);
                float32x2_t t25 = vmul_f32(x_v_1, vdup_n_f32(0.013f));
                vst1_f32(t24, t25);
                long t26 = i_vec + 4L;
                double *t27 = a + t26;
                float64x2_t a_v_2 = vld1q_f64(t27);
                float64x2_t t28 = vmulq_f64(a_v_2, vdupq_n_f64(0.37));
                vst1q_f64(t27, t28);
                double *t29 = b + t26;
                float64x2_t b_v_2 = vld1q_f64(t29);
                float64x2_t t30 = vmulq_f64(b_v_2, vdupq_n_f64(0.11));
                vst1q_f64(t29, t30);
                float *t31 = x + t26;
                float32x2_t x_v_2 = vld1_f32(t31);
                float32x2_t t32 = vmul_f32(x_v_2, vdup_n_f32(0.013f));
                vst1_f32(t31, t32);
                long t33 = i_vec + 6L;
                double *t34 = a + t33;
                float64x2_t a_v_3 = vld1q_f64(t34);
                float64x2_t t35 = vmulq_f64(a_v_3, vdupq_n_f64(0.37));
                vst1q_f64(t34, t35);
                double *t36 = b + t33;
                float64x2_t b_v_3 = vld1q_f64(t36);
                float64x2_t t37 = vmulq_f64(b_v_3, vdupq_n_f64(0.11));
                vst1q_f64(t36, t37);
                float *t38 = x + t33;
                float32x2_t x_v_3 = vld1_f32(t38);
                float32x2_t t39 = vmul_f32(x_v_3, vdup_n_f32(0.013f));
                vst1_f32(t38, t39);
                i_vec += 8L;
            } while (i_vec < t12);
            t40 = (int)t12;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        unsigned long t42 = (unsigned long)t2;
        unsigned long t43 = (unsigned long)t3;
        unsigned long t44 = (unsigned long)t2;
        unsigned long t45 = (unsigned long)t4;
        unsigned long t46 = (unsigned long)t3;
        unsigned long t47 = (unsigned long)t4;
        if ((t41 >= 2L) & (((t42 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t43 + (unsigned long)((long)t40 * 8L))) | ((t43 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t40 * 8L)))) & (((t44 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t40 * 4L))) | ((t45 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t40 * 8L)))) & (((t46 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t40 * 4L))) | ((t47 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t40 * 8L))))) {
            long t48 = t41 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at ordered_sum.c:51 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap, scalar epilogue */
            do {
                long t49 = (long)t40 + i_vec_1;
                double *t50 = a + t49;
                float64x2_t a_v_4 = vld1q_f64(t50);
                float64x2_t t51 = vmulq_f64(a_v_4, vdupq_n_f64(0.37));
                vst1q_f64(t50, t51);
                double *t52 = b + t49;
                float64x2_t b_v_4 = vld1q_f64(t52);
                float64x2_t t53 = vmulq_f64(b_v_4, vdupq_n_f64(0.11));
                vst1q_f64(t52, t53);
                float *t54 = x + t49;
                float32x2_t x_v_4 = vld1_f32(t54);
                float32x2_t t55 = vmul_f32(x_v_4, vdup_n_f32(0.013f));
                vst1_f32(t54, t55);
                i_vec_1 += 2L;
            } while (i_vec_1 < t48);
            i = (int)((long)t40 + t48);
        } else {
            i = t40;
        }
        for (; i < n; i++) {
            long t56 = (long)i;
            double *t57 = a + t56;
            *t57 = *t57 * 0.37;
            double *t58 = b + t56;
            *t58 = *t58 * 0.11;
            float *t59 = x + t56;
            *t59 = *t59 * 0.013f;
        }
        const double *t60 = b;
        const double *t61 = a;
        double t62 = cond_sum(t61, t60, n);
        float t63 = dot(x, y, n);
        double t64 = root_ratio_rsum(t61, t60, n);
        printf("n=%d %a %a %a %a\n", n, root_ratio_sum(t61, t60, n), t64, (double)t63, t62);
        free((void *)a);
        free((void *)b);
        free((void *)x);
        free((void *)y);
    }
}
