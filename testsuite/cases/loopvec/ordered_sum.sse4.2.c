/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
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
__attribute__((target("sse4.2"))) double root_ratio_sum(const double *a, const double *b, int n) {
    double t;
    int t14;
    double t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        double t_v = 1.0;
        /* vcc: loop at ordered_sum.c:12 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_sqrt_pd(a_v);
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t4 = _mm_div_pd(t3, b_v);
            long t5 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t5);
            __m128d t6 = _mm_sqrt_pd(a_v_1);
            __m128d b_v_1 = _mm_loadu_pd(b + t5);
            __m128d t7 = _mm_div_pd(t6, b_v_1);
            long t8 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t8);
            __m128d t9 = _mm_sqrt_pd(a_v_2);
            __m128d b_v_2 = _mm_loadu_pd(b + t8);
            __m128d t10 = _mm_div_pd(t9, b_v_2);
            long t11 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t11);
            __m128d t12 = _mm_sqrt_pd(a_v_3);
            __m128d b_v_3 = _mm_loadu_pd(b + t11);
            __m128d t13 = _mm_div_pd(t12, b_v_3);
            t_v = t_v + ((vcc_v2_double)t4)[0] + ((vcc_v2_double)t4)[1] + ((vcc_v2_double)t7)[0] + ((vcc_v2_double)t7)[1] + ((vcc_v2_double)t10)[0] + ((vcc_v2_double)t10)[1] + ((vcc_v2_double)t13)[0] + ((vcc_v2_double)t13)[1];
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
        t15 = t_v;
    } else {
        t14 = 0;
        t15 = 1.0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 2L) {
        long t17 = t16 & -2L;
        long i_vec_1 = 0L;
        double t_v_1 = t15;
        /* vcc: loop at ordered_sum.c:12 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t18 = (long)t14 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t18);
            __m128d t19 = _mm_sqrt_pd(a_v_4);
            __m128d b_v_4 = _mm_loadu_pd(b + t18);
            __m128d t20 = _mm_div_pd(t19, b_v_4);
            t_v_1 = t_v_1 + ((vcc_v2_double)t20)[0] + ((vcc_v2_double)t20)[1];
            i_vec_1 += 2L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        t = t_v_1;
    } else {
        i = t14;
        t = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        double t22 = sqrt(a[t21]);
        t += t22 / b[t21];
    }
    return t;
}

/* Vectorized: the accumulator on the right of the add. */
__attribute__((target("sse4.2"))) double root_ratio_rsum(const double *a, const double *b, int n) {
    double t;
    int t22;
    double t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        double t_v = -2.5;
        /* vcc: loop at ordered_sum.c:20 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t3 = _mm_mul_pd(a_v, b_v);
            __m128d t4 = _mm_sqrt_pd(t3);
            __m128d t5 = _mm_add_pd(b_v, _mm_set1_pd(1.0));
            __m128d t6 = _mm_div_pd(t4, t5);
            long t7 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t7);
            __m128d b_v_1 = _mm_loadu_pd(b + t7);
            __m128d t8 = _mm_mul_pd(a_v_1, b_v_1);
            __m128d t9 = _mm_sqrt_pd(t8);
            __m128d t10 = _mm_add_pd(b_v_1, _mm_set1_pd(1.0));
            __m128d t11 = _mm_div_pd(t9, t10);
            long t12 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t12);
            __m128d b_v_2 = _mm_loadu_pd(b + t12);
            __m128d t13 = _mm_mul_pd(a_v_2, b_v_2);
            __m128d t14 = _mm_sqrt_pd(t13);
            __m128d t15 = _mm_add_pd(b_v_2, _mm_set1_pd(1.0));
            __m128d t16 = _mm_div_pd(t14, t15);
            long t17 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t17);
            __m128d b_v_3 = _mm_loadu_pd(b + t17);
            __m128d t18 = _mm_mul_pd(a_v_3, b_v_3);
            __m128d t19 = _mm_sqrt_pd(t18);
            __m128d t20 = _mm_add_pd(b_v_3, _mm_set1_pd(1.0));
            __m128d t21 = _mm_div_pd(t19, t20);
            t_v = ((vcc_v2_double)t21)[1] + (((vcc_v2_double)t21)[0] + (((vcc_v2_double)t16)[1] + (((vcc_v2_double)t16)[0] + (((vcc_v2_double)t11)[1] + (((vcc_v2_double)t11)[0] + (((vcc_v2_double)t6)[1] + (((vcc_v2_double)t6)[0] + t_v)))))));
            i_vec += 8L;
        } while (i_vec < t2);
        t22 = (int)t2;
        t23 = t_v;
    } else {
        t22 = 0;
        t23 = -2.5;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 2L) {
        long t25 = t24 & -2L;
        long i_vec_1 = 0L;
        double t_v_1 = t23;
        /* vcc: loop at ordered_sum.c:20 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t26 = (long)t22 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t26);
            __m128d b_v_4 = _mm_loadu_pd(b + t26);
            __m128d t27 = _mm_mul_pd(a_v_4, b_v_4);
            __m128d t28 = _mm_sqrt_pd(t27);
            __m128d t29 = _mm_add_pd(b_v_4, _mm_set1_pd(1.0));
            __m128d t30 = _mm_div_pd(t28, t29);
            t_v_1 = ((vcc_v2_double)t30)[1] + (((vcc_v2_double)t30)[0] + t_v_1);
            i_vec_1 += 2L;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        t = t_v_1;
    } else {
        i = t22;
        t = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        double t32 = a[t31];
        double t33 = b[t31];
        t = sqrt(t32 * t33) / (t33 + 1.0) + t;
    }
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

__attribute__((target("sse4.2"))) int main(void) {
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
                __m128d a_v = _mm_loadu_pd(t16);
                __m128d t17 = _mm_mul_pd(a_v, _mm_set1_pd(0.37));
                _mm_storeu_pd(t16, t17);
                double *t18 = b + i_vec;
                __m128d b_v = _mm_loadu_pd(t18);
                __m128d t19 = _mm_mul_pd(b_v, _mm_set1_pd(0.11));
                _mm_storeu_pd(t18, t19);
                float *t20 = x + i_vec;
                vcc_v2_float x_v = vcc_load(vcc_v2_float, t20);
                vcc_v2_float t21 = x_v * (vcc_v2_float){0.013f, 0.013f};
                vcc_store(t20, t21);
                long t22 = i_vec + 2L;
                double *t23 = a + t22;
                __m128d a_v_1 = _mm_loadu_pd(t23);
                __m128d t24 = _mm_mul_pd(a_v_1, _mm_set1_pd(0.37));
                _mm_storeu_pd(t23, t24);
                double *t25 = b + t22;
                __m128d b_v_1 = _mm_loadu_pd(t25);
                __m128d t26 = _mm_mul_pd(b_v_1, _mm_set1_pd(0.11));
                _mm_storeu_pd(t25, t26);
                float *t27 = x + t22;
                vcc_v2_float x_v_1 = vcc_load(vcc_v2_float, t27);
                vcc_v2_float t28 = x_v_1 * (vcc_v2_float){0.013f, 0.013f};
                vcc_store(t27, t28);
                long t29 = i_vec + 4L;
                double *t30 = a + t29;
                __m128d a_v_2 = _mm_loadu_pd(t30);
                __m128d t31 = _mm_mul_pd(a_v_2, _mm_set1_pd(0.37));
                _mm_storeu_pd(t30, t31);
                double *t32 = b + t29;
                __m128d b_v_2 = _mm_loadu_pd(t32);
                __m128d t33 = _mm_mul_pd(b_v_2, _mm_set1_pd(0.11));
                _mm_storeu_pd(t32, t33);
                float *t34 = x + t29;
                vcc_v2_float x_v_2 = vcc_load(vcc_v2_float, t34);
                vcc_v2_float t35 = x_v_2 * (vcc_v2_float){0.013f, 0.013f};
                vcc_store(t34, t35);
                long t36 = i_vec + 6L;
                double *t37 = a + t36;
                __m128d a_v_3 = _mm_loadu_pd(t37);
                __m128d t38 = _mm_mul_pd(a_v_3, _mm_set1_pd(0.37));
                _mm_storeu_pd(t37, t38);
                double *t39 = b + t36;
                __m128d b_v_3 = _mm_loadu_pd(t39);
                __m128d t40 = _mm_mul_pd(b_v_3, _mm_set1_pd(0.11));
                _mm_storeu_pd(t39, t40);
                float *t41 = x + t36;
                vcc_v2_float x_v_3 = vcc_load(vcc_v2_float, t41);
                vcc_v2_float t42 = x_v_3 * (vcc_v2_float){0.013f, 0.013f};
                vcc_store(t41, t42);
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
                __m128d a_v_4 = _mm_loadu_pd(t56);
                __m128d t57 = _mm_mul_pd(a_v_4, _mm_set1_pd(0.37));
                _mm_storeu_pd(t56, t57);
                double *t58 = b + t55;
                __m128d b_v_4 = _mm_loadu_pd(t58);
                __m128d t59 = _mm_mul_pd(b_v_4, _mm_set1_pd(0.11));
                _mm_storeu_pd(t58, t59);
                float *t60 = x + t55;
                vcc_v2_float x_v_4 = vcc_load(vcc_v2_float, t60);
                vcc_v2_float t61 = x_v_4 * (vcc_v2_float){0.013f, 0.013f};
                vcc_store(t60, t61);
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
