/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=0 avx2=2 */
/* Float sums kept in order without --fast-math (`ordered.rs`): the rest of the body runs as
 * vectors and each lane is added to one scalar in the scalar loop's order, so the result is
 * the same bit for bit; only where the rest pays for it (square roots and divisions, not a
 * plain dot product). */
#include <math.h>
#include "harness.h"

/* Vectorized: a square root and a division per element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double root_ratio_sum(const double *a, const double *b, int n) {
    vcc_no_contract_body
    double t;
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        double t_v = 1.0;
        /* vcc: loop at ordered_sum.c:12 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_sqrt_pd(a_v);
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t4 = _mm256_div_pd(t3, b_v);
            t_v = t_v + ((vcc_v4_double)t4)[0] + ((vcc_v4_double)t4)[1] + ((vcc_v4_double)t4)[2] + ((vcc_v4_double)t4)[3];
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
        t = t_v;
    } else {
        i = 0;
        t = 1.0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        double t6 = sqrt(a[t5]);
        t += t6 / b[t5];
    }
    return t;
}

/* Vectorized: the accumulator on the right of the add. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double root_ratio_rsum(const double *a, const double *b, int n) {
    vcc_no_contract_body
    double t;
    int t12;
    double t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        double t_v = -2.5;
        /* vcc: loop at ordered_sum.c:20 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t3 = _mm256_mul_pd(a_v, b_v);
            __m256d t4 = _mm256_sqrt_pd(t3);
            __m256d t5 = _mm256_add_pd(b_v, _mm256_set1_pd(1.0));
            __m256d t6 = _mm256_div_pd(t4, t5);
            long t7 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t7);
            __m256d b_v_1 = _mm256_loadu_pd(b + t7);
            __m256d t8 = _mm256_mul_pd(a_v_1, b_v_1);
            __m256d t9 = _mm256_sqrt_pd(t8);
            __m256d t10 = _mm256_add_pd(b_v_1, _mm256_set1_pd(1.0));
            __m256d t11 = _mm256_div_pd(t9, t10);
            t_v = ((vcc_v4_double)t11)[3] + (((vcc_v4_double)t11)[2] + (((vcc_v4_double)t11)[1] + (((vcc_v4_double)t11)[0] + (((vcc_v4_double)t6)[3] + (((vcc_v4_double)t6)[2] + (((vcc_v4_double)t6)[1] + (((vcc_v4_double)t6)[0] + t_v)))))));
            i_vec += 8L;
        } while (i_vec < t2);
        t12 = (int)t2;
        t13 = t_v;
    } else {
        t12 = 0;
        t13 = -2.5;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        double t_v_1 = t13;
        /* vcc: loop at ordered_sum.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t16 = (long)t12 + i_vec_1;
            __m256d a_v_2 = _mm256_loadu_pd(a + t16);
            __m256d b_v_2 = _mm256_loadu_pd(b + t16);
            __m256d t17 = _mm256_mul_pd(a_v_2, b_v_2);
            __m256d t18 = _mm256_sqrt_pd(t17);
            __m256d t19 = _mm256_add_pd(b_v_2, _mm256_set1_pd(1.0));
            __m256d t20 = _mm256_div_pd(t18, t19);
            t_v_1 = ((vcc_v4_double)t20)[3] + (((vcc_v4_double)t20)[2] + (((vcc_v4_double)t20)[1] + (((vcc_v4_double)t20)[0] + t_v_1)));
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        t = t_v_1;
    } else {
        i = t12;
        t = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        double t22 = a[t21];
        double t23 = b[t21];
        t = sqrt(t22 * t23) / (t23 + 1.0) + t;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t43;
    int t62;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        void *t2 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *a = (double *)t2;
        void *t3 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *b = (double *)t3;
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *x = (float *)t4;
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (double)(int)((_mm256_zeroupper(), next_rand()) % 100000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (double)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
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
        if ((t5 >= 32L) & (((t6 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t7) | ((t7 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t6) | (((t8 <= 0L) | (t8 >= 256L)) & ((t9 <= 0L) | (t9 >= 256L)) & ((t10 <= 0L) | (t10 >= 256L)))) & (((t11 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t12) | ((t12 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(8L + (t5 - 1L) * 8L)) <= t14) | ((t14 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t13))) {
            long t15 = t5 & -32L;
            long i_vec = 0L;
            /* vcc: loop at ordered_sum.c:51 vectorized: VF 8, UF 4, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
            do {
                double *t16 = a + i_vec;
                __m512d a_v = _mm512_loadu_pd(t16);
                __m512d t17 = _mm512_mul_pd(a_v, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t16, t17);
                double *t18 = b + i_vec;
                __m512d b_v = _mm512_loadu_pd(t18);
                __m512d t19 = _mm512_mul_pd(b_v, _mm512_set1_pd(0.11));
                _mm512_storeu_pd(t18, t19);
                float *t20 = x + i_vec;
                __m256 x_v = _mm256_loadu_ps(t20);
                __m256 t21 = _mm256_mul_ps(x_v, _mm256_set1_ps(0.013f));
                _mm256_storeu_ps(t20, t21);
                long t22 = i_vec + 8L;
                double *t23 = a + t22;
                __m512d a_v_1 = _mm512_loadu_pd(t23);
                __m512d t24 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t23, t24);
                double *t25 = b + t22;
                __m512d b_v_1 = _mm512_loadu_pd(t25);
                __m512d t26 = _mm512_mul_pd(b_v_1, _mm512_set1_pd(0.11));
                _mm512_storeu_pd(t25, t26);
                float *t27 = x + t22;
                __m256 x_v_1 = _mm256_loadu_ps(t27);
                __m256 t28 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(0.013f));
                _mm256_storeu_ps(t27, t28);
                long t29 = i_vec + 16L;
                double *t30 = a + t29;
                __m512d a_v_2 = _mm512_loadu_pd(t30);
                __m512d t31 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t30, t31);
                double *t32 = b + t29;
                __m512d b_v_2 = _mm512_loadu_pd(t32);
                __m512d t33 = _mm512_mul_pd(b_v_2, _mm512_set1_pd(0.11));
                _mm512_storeu_pd(t32, t33);
                float *t34 = x + t29;
                __m256 x_v_2 = _mm256_loadu_ps(t34);
                __m256 t35 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(0.013f));
                _mm256_storeu_ps(t34, t35);
                long t36 = i_vec + 24L;
                double *t37 = a + t36;
                __m512d a_v_3 = _mm512_loadu_pd(t37);
                __m512d t38 = _mm512_mul_pd(a_v_3, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t37, t38);
                double *t39 = b + t36;
                __m512d b_v_3 = _mm512_loadu_pd(t39);
                __m512d t40 = _mm512_mul_pd(b_v_3, _mm512_set1_pd(0.11));
                _mm512_storeu_pd(t39, t40);
                float *t41 = x + t36;
                __m256 x_v_3 = _mm256_loadu_ps(t41);
                __m256 t42 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(0.013f));
                _mm256_storeu_ps(t41, t42);
                i_vec += 32L;
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
        if ((t44 >= 8L) & (((t45 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t43 * 8L))) | ((t46 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t43 * 8L))) | (((t47 <= 0L) | (t47 >= 64L)) & ((t48 <= 0L) | (t48 >= 64L)) & ((t49 <= 0L) | (t49 >= 64L)))) & (((t50 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t51 + (unsigned long)((long)t43 * 4L))) | ((t51 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t43 * 8L)))) & (((t52 + (unsigned long)((long)t43 * 8L + 8L + (t44 - 1L) * 8L)) <= (t53 + (unsigned long)((long)t43 * 4L))) | ((t53 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t43 * 8L))))) {
            long t54 = t44 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at ordered_sum.c:51 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 45:56, the value of the call to `new_array` at 45:21 and the value of the call to `new_array` at 46:20, the value of the call to `new_array` at 45:56 and the value of the call to `new_array` at 46:20 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t55 = (long)t43 + i_vec_1;
                double *t56 = a + t55;
                __m512d a_v_4 = _mm512_loadu_pd(t56);
                __m512d t57 = _mm512_mul_pd(a_v_4, _mm512_set1_pd(0.37));
                _mm512_storeu_pd(t56, t57);
                double *t58 = b + t55;
                __m512d b_v_4 = _mm512_loadu_pd(t58);
                __m512d t59 = _mm512_mul_pd(b_v_4, _mm512_set1_pd(0.11));
                _mm512_storeu_pd(t58, t59);
                float *t60 = x + t55;
                __m256 x_v_4 = _mm256_loadu_ps(t60);
                __m256 t61 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(0.013f));
                _mm256_storeu_ps(t60, t61);
                i_vec_1 += 8L;
            } while (i_vec_1 < t54);
            t62 = (int)((long)t43 + t54);
        } else {
            t62 = t43;
        }
        long t63 = (long)n + (long)t62 * -1L;
        unsigned long t64 = (unsigned long)t2;
        unsigned long t65 = (unsigned long)t3;
        long t66 = (long)((unsigned long)t3 + (unsigned long)((long)t62 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t62 * 8L)));
        long t67 = (long)((unsigned long)t3 + (unsigned long)((long)t62 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t62 * 8L)));
        long t68 = (long)((unsigned long)t3 + (unsigned long)((long)t62 * 8L) - ((unsigned long)t2 + (unsigned long)((long)t62 * 8L)));
        unsigned long t69 = (unsigned long)t2;
        unsigned long t70 = (unsigned long)t4;
        unsigned long t71 = (unsigned long)t3;
        unsigned long t72 = (unsigned long)t4;
        if ((t63 >= 1L) & (t63 <= 8L) & (((t64 + (unsigned long)((long)t62 * 8L + 8L + (t63 - 1L) * 8L)) <= (t65 + (unsigned long)((long)t62 * 8L))) | ((t65 + (unsigned long)((long)t62 * 8L + 8L + (t63 - 1L) * 8L)) <= (t64 + (unsigned long)((long)t62 * 8L))) | (((t66 <= 0L) | (t66 >= 64L)) & ((t67 <= 0L) | (t67 >= 64L)) & ((t68 <= 0L) | (t68 >= 64L)))) & (((t69 + (unsigned long)((long)t62 * 8L + 8L + (t63 - 1L) * 8L)) <= (t70 + (unsigned long)((long)t62 * 4L))) | ((t70 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t62 * 8L)))) & (((t71 + (unsigned long)((long)t62 * 8L + 8L + (t63 - 1L) * 8L)) <= (t72 + (unsigned long)((long)t62 * 4L))) | ((t72 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t62 * 8L))))) {
            __m256i t73 = _mm256_set1_epi32((int)(int)t63);
            __m256i t74 = _mm256_cmpgt_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t75 = (long)t62;
            double *t76 = a + t75;
            __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t74), t76);
            __m512d t77 = _mm512_mul_pd(a_v_5, _mm512_set1_pd(0.37));
            _mm512_mask_storeu_pd(t76, _mm256_movepi32_mask(t74), t77);
            double *t78 = b + t75;
            __m512d b_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t74), t78);
            __m512d t79 = _mm512_mul_pd(b_v_5, _mm512_set1_pd(0.11));
            _mm512_mask_storeu_pd(t78, _mm256_movepi32_mask(t74), t79);
            float *t80 = x + t75;
            __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t74), t80);
            __m256 t81 = _mm256_mul_ps(x_v_5, _mm256_set1_ps(0.013f));
            _mm256_mask_storeu_ps(t80, _mm256_movepi32_mask(t74), t81);
            i = (int)((long)t62 + t63);
        } else {
            i = t62;
        }
        for (; i < n; i++) {
            long t82 = (long)i;
            double *t83 = a + t82;
            *t83 = *t83 * 0.37;
            double *t84 = b + t82;
            *t84 = *t84 * 0.11;
            float *t85 = x + t82;
            *t85 = *t85 * 0.013f;
        }
        const double *t86 = b;
        const double *t87 = a;
        double t88 = (_mm256_zeroupper(), cond_sum(t87, t86, n));
        float t89 = (_mm256_zeroupper(), dot(x, y, n));
        double t90 = root_ratio_rsum(t87, t86, n);
        printf("n=%d %a %a %a %a\n", n, root_ratio_sum(t87, t86, n), t90, (double)t89, t88);
        free((void *)a);
        free((void *)b);
        free((void *)x);
        free((void *)y);
    }
}
