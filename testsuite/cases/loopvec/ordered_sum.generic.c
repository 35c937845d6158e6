/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

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
        if ((t5 >= 16L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6)) & (((t8 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t8)) & (((t10 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t11) | ((t11 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t10))) {
            long t12 = t5 & -16L;
            long i_vec = 0L;
            /* vcc: loop at ordered_sum.c:51 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                double *t13 = a + i_vec;
                vcc_v4_double a_v = vcc_load(vcc_v4_double, t13);
                vcc_v4_double t14 = a_v * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t13, t14);
                double *t15 = b + i_vec;
                vcc_v4_double b_v = vcc_load(vcc_v4_double, t15);
                vcc_v4_double t16 = b_v * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t15, t16);
                float *t17 = x + i_vec;
                vcc_v4_float x_v = vcc_load(vcc_v4_float, t17);
                vcc_v4_float t18 = x_v * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t17, t18);
                long t19 = i_vec + 4L;
                double *t20 = a + t19;
                vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, t20);
                vcc_v4_double t21 = a_v_1 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t20, t21);
                double *t22 = b + t19;
                vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, t22);
                vcc_v4_double t23 = b_v_1 * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t22, t23);
                float *t24 = x + t19;
                vcc_v4_float x_v_1 = vcc_load(vcc_v4_float, t24);
                vcc_v4_float t25 = x_v_1 * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t24, t25);
                long t26 = i_vec + 8L;
                double *t27 = a + t26;
                vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, t27);
                vcc_v4_double t28 = a_v_2 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t27, t28);
                double *t29 = b + t26;
                vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, t29);
                vcc_v4_double t30 = b_v_2 * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t29, t30);
                float *t31 = x + t26;
                vcc_v4_float x_v_2 = vcc_load(vcc_v4_float, t31);
                vcc_v4_float t32 = x_v_2 * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t31, t32);
                long t33 = i_vec + 12L;
                double *t34 = a + t33;
                vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, t34);
                vcc_v4_double t35 = a_v_3 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t34, t35);
                double *t36 = b + t33;
                vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, t36);
                vcc_v4_double t37 = b_v_3 * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t36, t37);
                float *t38 = x + t33;
                vcc_v4_float x_v_3 = vcc_load(vcc_v4_float, t38);
                vcc_v4_float t39 = x_v_3 * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t38, t39);
                i_vec += 16L;
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
        if ((t41 >= 4L) & (((t42 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t43 + (unsigned long)((long)t40 * 8L))) | ((t43 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t40 * 8L)))) & (((t44 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t40 * 4L))) | ((t45 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t40 * 8L)))) & (((t46 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t40 * 4L))) | ((t47 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t40 * 8L))))) {
            long t48 = t41 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at ordered_sum.c:51 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap, scalar epilogue */
            do {
                long t49 = (long)t40 + i_vec_1;
                double *t50 = a + t49;
                vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, t50);
                vcc_v4_double t51 = a_v_4 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t50, t51);
                double *t52 = b + t49;
                vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, t52);
                vcc_v4_double t53 = b_v_4 * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t52, t53);
                float *t54 = x + t49;
                vcc_v4_float x_v_4 = vcc_load(vcc_v4_float, t54);
                vcc_v4_float t55 = x_v_4 * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t54, t55);
                i_vec_1 += 4L;
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
