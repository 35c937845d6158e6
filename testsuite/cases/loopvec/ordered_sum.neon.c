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
    int t43;
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
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t9 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t10 = (long)((unsigned long)t3 - (unsigned long)t2);
        unsigned long t11 = (unsigned long)t2;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t3;
        unsigned long t14 = (unsigned long)t4;
        if ((t5 >= 8L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6) | (((t8 <= 0L) | (t8 >= 64L)) & ((t9 <= 0L) | (t9 >= 64L)) & ((t10 <= 0L) | (t10 >= 64L)))) & (((t11 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t12) | ((t12 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t14) | ((t14 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t13))) {
            long t15 = t5 & -8L;
            long i_vec = 0L;
            /* vcc: loop at ordered_sum.c:51 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
            do {
                double *t16 = a + i_vec;
                float64x2_t a_v = vld1q_f64(t16);
                float64x2_t t17 = vmulq_f64(a_v, vdupq_n_f64(0.37));
                vst1q_f64(t16, t17);
                double *t18 = b + i_vec;
                float64x2_t b_v = vld1q_f64(t18);
                float64x2_t t19 = vmulq_f64(b_v, vdupq_n_f64(0.11));
                vst1q_f64(t18, t19);
                float *t20 = x + i_vec;
                float32x2_t x_v = vld1_f32(t20);
                float32x2_t t21 = vmul_f32(x_v, vdup_n_f32(0.013f));
                vst1_f32(t20, t21);
                long t22 = i_vec + 2L;
                double *t23 = a + t22;
                float64x2_t a_v_1 = vld1q_f64(t23);
                float64x2_t t24 = vmulq_f64(a_v_1, vdupq_n_f64(0.37));
                vst1q_f64(t23, t24);
                double *t25 = b + t22;
                float64x2_t b_v_1 = vld1q_f64(t25);
                float64x2_t t26 = vmulq_f64(b_v_1, vdupq_n_f64(0.11));
                vst1q_f64(t25, t26);
                float *t27 = x + t22;
                float32x2_t x_v_1 = vld1_f32(t27);
                float32x2_t t28 = vmul_f32(x_v_1, vdup_n_f32(0.013f));
                vst1_f32(t27, t28);
                long t29 = i_vec + 4L;
                double *t30 = a + t29;
                float64x2_t a_v_2 = vld1q_f64(t30);
                float64x2_t t31 = vmulq_f64(a_v_2, vdupq_n_f64(0.37));
                vst1q_f64(t30, t31);
                double *t32 = b + t29;
                float64x2_t b_v_2 = vld1q_f64(t32);
                float64x2_t t33 = vmulq_f64(b_v_2, vdupq_n_f64(0.11));
                vst1q_f64(t32, t33);
                float *t34 = x + t29;
                float32x2_t x_v_2 = vld1_f32(t34);
                float32x2_t t35 = vmul_f32(x_v_2, vdup_n_f32(0.013f));
                vst1_f32(t34, t35);
                long t36 = i_vec + 6L;
                double *t37 = a + t36;
                float64x2_t a_v_3 = vld1q_f64(t37);
                float64x2_t t38 = vmulq_f64(a_v_3, vdupq_n_f64(0.37));
                vst1q_f64(t37, t38);
                double *t39 = b + t36;
                float64x2_t b_v_3 = vld1q_f64(t39);
                float64x2_t t40 = vmulq_f64(b_v_3, vdupq_n_f64(0.11));
                vst1q_f64(t39, t40);
                float *t41 = x + t36;
                float32x2_t x_v_3 = vld1_f32(t41);
                float32x2_t t42 = vmul_f32(x_v_3, vdup_n_f32(0.013f));
                vst1_f32(t41, t42);
                i_vec += 8L;
            } while (i_vec < t15);
            t43 = (int)t15;
        } else {
            t43 = 0;
        }
        long t44 = (long)n + (long)t43 * -1L;
        unsigned long t45 = (unsigned long)t2;
        unsigned long t46 = (unsigned long)t3;
        long t47 = (long)((unsigned long)t3 + (unsigned long)((long)t43 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t43 * 8L)));
        long t48 = (long)((unsigned long)t3 + (unsigned long)((long)t43 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t43 * 8L)));
        long t49 = (long)((unsigned long)t3 + (unsigned long)((long)t43 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t43 * 8L)));
        unsigned long t50 = (unsigned long)t2;
        unsigned long t51 = (unsigned long)t4;
        unsigned long t52 = (unsigned long)t3;
        unsigned long t53 = (unsigned long)t4;
        if ((t44 >= 2L) & (((t45 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t43 * 8L))) | ((t46 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t43 * 8L))) | (((t47 <= 0L) | (t47 >= 16L)) & ((t48 <= 0L) | (t48 >= 16L)) & ((t49 <= 0L) | (t49 >= 16L)))) & (((t50 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t51 + (unsigned long)((long)t43 * 4L))) | ((t51 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t43 * 8L)))) & (((t52 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t53 + (unsigned long)((long)t43 * 4L))) | ((t53 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t43 * 8L))))) {
            long t54 = t44 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at ordered_sum.c:51 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t55 = (long)t43 + i_vec_1;
                double *t56 = a + t55;
                float64x2_t a_v_4 = vld1q_f64(t56);
                float64x2_t t57 = vmulq_f64(a_v_4, vdupq_n_f64(0.37));
                vst1q_f64(t56, t57);
                double *t58 = b + t55;
                float64x2_t b_v_4 = vld1q_f64(t58);
                float64x2_t t59 = vmulq_f64(b_v_4, vdupq_n_f64(0.11));
                vst1q_f64(t58, t59);
                float *t60 = x + t55;
                float32x2_t x_v_4 = vld1_f32(t60);
                float32x2_t t61 = vmul_f32(x_v_4, vdup_n_f32(0.013f));
                vst1_f32(t60, t61);
                i_vec_1 += 2L;
            } while (i_vec_1 < t54);
            i = (int)((long)t43 + t54);
        } else {
            i = t43;
        }
        for (; i < n; i++) {
            long t62 = (long)i;
            double *t63 = a + t62;
            *t63 = *t63 * 0.37;
            double *t64 = b + t62;
            *t64 = *t64 * 0.11;
            float *t65 = x + t62;
            *t65 = *t65 * 0.013f;
        }
        const double *t66 = b;
        const double *t67 = a;
        double t68 = cond_sum(t67, t66, n);
        float t69 = dot(x, y, n);
        double t70 = root_ratio_rsum(t67, t66, n);
        printf("n=%d %a %a %a %a\n", n, root_ratio_sum(t67, t66, n), t70, (double)t69, t68);
        free((void *)a);
        free((void *)b);
        free((void *)x);
        free((void *)y);
    }
}
