/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
#define vcc_sse2_reduce_ps(V, OP) ({ __m128 vcc_s = (V); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_shuffle_ps(vcc_s, vcc_s, 0x55)); _mm_cvtss_f32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Float reductions without --fast-math: the plain double sum and float product are not
   vectorized (the remark says why); the loop with `#pragma omp simd reduction(+:s)` allows
   reassociation, and its data are small integers, so every order gives the same sum. */
double sum_f64(int n, const double *a) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

float prod_f32(int n, const float *a) {
    float p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i];
    return p;
}

float sum_pragma(int n, const float *a) {
    float s;
    int t6;
    float t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m128 s_v = _mm_set1_ps(-0.0f);
        __m128 s_v_1 = _mm_set1_ps(-0.0f);
        __m128 s_v_2 = _mm_set1_ps(-0.0f);
        __m128 s_v_3 = _mm_set1_ps(-0.0f);
        /* vcc: loop at reduce_fp_strict.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            s_v = _mm_add_ps(s_v, a_v);
            __m128 a_v_1 = _mm_loadu_ps(a + (i_vec + 4L));
            s_v_1 = _mm_add_ps(s_v_1, a_v_1);
            __m128 a_v_2 = _mm_loadu_ps(a + (i_vec + 8L));
            s_v_2 = _mm_add_ps(s_v_2, a_v_2);
            __m128 a_v_3 = _mm_loadu_ps(a + (i_vec + 12L));
            s_v_3 = _mm_add_ps(s_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128 t3 = _mm_add_ps(s_v, s_v_1);
        __m128 t4 = _mm_add_ps(t3, s_v_2);
        __m128 t5 = _mm_add_ps(t4, s_v_3);
        t6 = (int)t2;
        t7 = 0.0f + vcc_sse2_reduce_ps(t5, _mm_add_ps);
    } else {
        t6 = 0;
        t7 = 0.0f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        __m128 s_v_4 = _mm_set1_ps(-0.0f);
        /* vcc: loop at reduce_fp_strict.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128 a_v_4 = _mm_loadu_ps(a + ((long)t6 + i_vec_1));
            s_v_4 = _mm_add_ps(s_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vcc_sse2_reduce_ps(s_v_4, _mm_add_ps);
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int t20;
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
        double *d = (double *)new_array(n, 8UL);
        float *f = (float *)new_array(n, 4UL);
        float *g = (float *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            d[fill_idx] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            f[fill_idx_1] = (float)(-50 + (int)(next_rand() % 101U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            g[fill_idx_2] = (float)(1 + (int)(next_rand() % 3U));
        }
        long t2 = (long)n;
        if (t2 >= 8L) {
            long t3 = t2 & -8L;
            long i_vec = 0L;
            /* vcc: loop at reduce_fp_strict.c:37 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            do {
                double *t4 = d + i_vec;
                __m128d d_v = _mm_loadu_pd(t4);
                __m128d t5 = _mm_mul_pd(d_v, _mm_set1_pd(0.37));
                _mm_storeu_pd(t4, t5);
                double *t6 = d + (i_vec + 2L);
                __m128d d_v_1 = _mm_loadu_pd(t6);
                __m128d t7 = _mm_mul_pd(d_v_1, _mm_set1_pd(0.37));
                _mm_storeu_pd(t6, t7);
                double *t8 = d + (i_vec + 4L);
                __m128d d_v_2 = _mm_loadu_pd(t8);
                __m128d t9 = _mm_mul_pd(d_v_2, _mm_set1_pd(0.37));
                _mm_storeu_pd(t8, t9);
                double *t10 = d + (i_vec + 6L);
                __m128d d_v_3 = _mm_loadu_pd(t10);
                __m128d t11 = _mm_mul_pd(d_v_3, _mm_set1_pd(0.37));
                _mm_storeu_pd(t10, t11);
                i_vec += 8L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 2L) {
            long t14 = t13 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduce_fp_strict.c:37 vector epilogue: VF 2, UF 1, scalar epilogue */
            do {
                double *t15 = d + ((long)t12 + i_vec_1);
                __m128d d_v_4 = _mm_loadu_pd(t15);
                __m128d t16 = _mm_mul_pd(d_v_4, _mm_set1_pd(0.37));
                _mm_storeu_pd(t15, t16);
                i_vec_1 += 2L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            double *t17 = d + i;
            *t17 = *t17 * 0.37;
        }
        double t18 = (double)sum_pragma(n, f);
        const float *t19 = g;
        if (n > 100) {
            t20 = 100;
        } else {
            t20 = n;
        }
        float t21 = prod_f32(t20, t19);
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, sum_f64(n, d), (double)t21, t18);
        free((void *)d);
        free((void *)f);
        free((void *)g);
    }
}
