/* vcc: vector types and helpers */
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
        if ((t5 >= 16L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6) | (((t8 <= 0L) | (t8 >= 128L)) & ((t9 <= 0L) | (t9 >= 128L)) & ((t10 <= 0L) | (t10 >= 128L)))) & (((t11 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t12) | ((t12 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t14) | ((t14 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t13))) {
            long t15 = t5 & -16L;
            long i_vec = 0L;
            /* vcc: loop at ordered_sum.c:51 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            do {
                double *t16 = a + i_vec;
                vcc_v4_double a_v = vcc_load(vcc_v4_double, t16);
                vcc_v4_double t17 = a_v * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t16, t17);
                double *t18 = b + i_vec;
                vcc_v4_double b_v = vcc_load(vcc_v4_double, t18);
                vcc_v4_double t19 = b_v * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t18, t19);
                float *t20 = x + i_vec;
                vcc_v4_float x_v = vcc_load(vcc_v4_float, t20);
                vcc_v4_float t21 = x_v * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t20, t21);
                long t22 = i_vec + 4L;
                double *t23 = a + t22;
                vcc_v4_double a_v_1 = vcc_load(vcc_v4_double, t23);
                vcc_v4_double t24 = a_v_1 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t23, t24);
                double *t25 = b + t22;
                vcc_v4_double b_v_1 = vcc_load(vcc_v4_double, t25);
                vcc_v4_double t26 = b_v_1 * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t25, t26);
                float *t27 = x + t22;
                vcc_v4_float x_v_1 = vcc_load(vcc_v4_float, t27);
                vcc_v4_float t28 = x_v_1 * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t27, t28);
                long t29 = i_vec + 8L;
                double *t30 = a + t29;
                vcc_v4_double a_v_2 = vcc_load(vcc_v4_double, t30);
                vcc_v4_double t31 = a_v_2 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t30, t31);
                double *t32 = b + t29;
                vcc_v4_double b_v_2 = vcc_load(vcc_v4_double, t32);
                vcc_v4_double t33 = b_v_2 * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t32, t33);
                float *t34 = x + t29;
                vcc_v4_float x_v_2 = vcc_load(vcc_v4_float, t34);
                vcc_v4_float t35 = x_v_2 * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t34, t35);
                long t36 = i_vec + 12L;
                double *t37 = a + t36;
                vcc_v4_double a_v_3 = vcc_load(vcc_v4_double, t37);
                vcc_v4_double t38 = a_v_3 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t37, t38);
                double *t39 = b + t36;
                vcc_v4_double b_v_3 = vcc_load(vcc_v4_double, t39);
                vcc_v4_double t40 = b_v_3 * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t39, t40);
                float *t41 = x + t36;
                vcc_v4_float x_v_3 = vcc_load(vcc_v4_float, t41);
                vcc_v4_float t42 = x_v_3 * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t41, t42);
                i_vec += 16L;
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
        if ((t44 >= 4L) & (((t45 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t43 * 8L))) | ((t46 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t43 * 8L))) | (((t47 <= 0L) | (t47 >= 32L)) & ((t48 <= 0L) | (t48 >= 32L)) & ((t49 <= 0L) | (t49 >= 32L)))) & (((t50 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t51 + (unsigned long)((long)t43 * 4L))) | ((t51 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t43 * 8L)))) & (((t52 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t53 + (unsigned long)((long)t43 * 4L))) | ((t53 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t43 * 8L))))) {
            long t54 = t44 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at ordered_sum.c:51 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t55 = (long)t43 + i_vec_1;
                double *t56 = a + t55;
                vcc_v4_double a_v_4 = vcc_load(vcc_v4_double, t56);
                vcc_v4_double t57 = a_v_4 * (vcc_v4_double){0.37, 0.37, 0.37, 0.37};
                vcc_store(t56, t57);
                double *t58 = b + t55;
                vcc_v4_double b_v_4 = vcc_load(vcc_v4_double, t58);
                vcc_v4_double t59 = b_v_4 * (vcc_v4_double){0.11, 0.11, 0.11, 0.11};
                vcc_store(t58, t59);
                float *t60 = x + t55;
                vcc_v4_float x_v_4 = vcc_load(vcc_v4_float, t60);
                vcc_v4_float t61 = x_v_4 * (vcc_v4_float){0.013f, 0.013f, 0.013f, 0.013f};
                vcc_store(t60, t61);
                i_vec_1 += 4L;
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
