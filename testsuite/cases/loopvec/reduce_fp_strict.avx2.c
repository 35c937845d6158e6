/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

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

__attribute__((target("avx2"))) float sum_pragma(int n, const float *a) {
    float s;
    int t17;
    float t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256 t2 = _mm256_set1_ps(-0.0f);
        __m256 t3 = _mm256_set1_ps(-0.0f);
        __m256 t4 = _mm256_set1_ps(-0.0f);
        __m256 t5 = _mm256_set1_ps(-0.0f);
        do {
            __m256 t10 = _mm256_loadu_ps(a + (int)t1);
            t2 = _mm256_add_ps(t2, t10);
            __m256 t11 = _mm256_loadu_ps(a + (int)(t1 + 8L));
            t3 = _mm256_add_ps(t3, t11);
            __m256 t12 = _mm256_loadu_ps(a + (int)(t1 + 16L));
            t4 = _mm256_add_ps(t4, t12);
            __m256 t13 = _mm256_loadu_ps(a + (int)(t1 + 24L));
            t5 = _mm256_add_ps(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m256 t14 = _mm256_add_ps(t2, t3);
        __m256 t15 = _mm256_add_ps(t14, t4);
        __m256 t16 = _mm256_add_ps(t15, t5);
        t17 = (int)t9;
        t18 = 0.0f + vcc_avx2_sum_ps(t16);
    } else {
        t17 = 0;
        t18 = 0.0f;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m256 t7 = _mm256_set1_ps(-0.0f);
        do {
            __m256 t21 = _mm256_loadu_ps(a + (int)((long)t17 + t6));
            t7 = _mm256_add_ps(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        s = t18 + vcc_avx2_sum_ps(t7);
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t18;
    int i;
    int t27;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *g = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            d[fill_idx] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            f[fill_idx_1] = (float)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 101U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            g[fill_idx_2] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        long t4 = (long)n;
        if (t4 >= 16L) {
            long t5 = t4 & -16L;
            long t1 = 0L;
            do {
                double *t6 = d + (int)t1;
                __m256d t7 = _mm256_loadu_pd(t6);
                __m256d t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t6, t8);
                double *t9 = d + (int)(t1 + 4L);
                __m256d t10 = _mm256_loadu_pd(t9);
                __m256d t11 = _mm256_mul_pd(t10, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t9, t11);
                double *t12 = d + (int)(t1 + 8L);
                __m256d t13 = _mm256_loadu_pd(t12);
                __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t12, t14);
                double *t15 = d + (int)(t1 + 12L);
                __m256d t16 = _mm256_loadu_pd(t15);
                __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t15, t17);
                t1 += 16L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 4L) {
            long t20 = t19 & -4L;
            long t2 = 0L;
            do {
                double *t21 = d + (int)((long)t18 + t2);
                __m256d t22 = _mm256_loadu_pd(t21);
                __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.37));
                _mm256_storeu_pd(t21, t23);
                t2 += 4L;
            } while (t2 < t20);
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            double *t24 = d + i;
            *t24 = *t24 * 0.37;
        }
        double t25 = (double)sum_pragma(n, f);
        const float *t26 = g;
        if (n > 100) {
            t27 = 100;
        } else {
            t27 = n;
        }
        float t28 = (_mm256_zeroupper(), prod_f32(t27, t26));
        printf("n=%d dsum=%a prod=%a pragma=%a\n", n, (_mm256_zeroupper(), sum_f64(n, d)), (double)t28, t25);
        free((void *)d);
        free((void *)f);
        free((void *)g);
    }
}
