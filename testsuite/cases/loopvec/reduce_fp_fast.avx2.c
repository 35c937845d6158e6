/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_avx2_reduce_ps(V, OP) ({ __m256 vcc_v = (V); __m128 vcc_s = OP(_mm256_castps256_ps128(vcc_v), _mm256_extractf128_ps(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_reduce_pd(V, OP) ({ __m256d vcc_v = (V); __m128d vcc_s = OP(_mm256_castpd256_pd128(vcc_v), _mm256_extractf128_pd(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* vcc-test: fast-math 1e-4 */
/* Float and double reductions under --fast-math: sums, a dot product, a max and a product may
   be reassociated, so results are compared with a relative tolerance of 1e-4. */
__attribute__((target("avx2"))) float sum_f32(int n, const float *a) {
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

__attribute__((target("avx2"))) double sum_f64(int n, const double *a) {
    double s;
    int t21;
    double t22;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256d t2 = _mm256_set1_pd(-0.0);
        __m256d t3 = _mm256_set1_pd(-0.0);
        __m256d t4 = _mm256_set1_pd(-0.0);
        __m256d t5 = _mm256_set1_pd(-0.0);
        do {
            __m256d t10 = _mm256_loadu_pd(a + (int)t1);
            __m256d t11 = _mm256_mul_pd(t10, _mm256_set1_pd(0.1));
            t2 = _mm256_add_pd(t2, t11);
            __m256d t12 = _mm256_loadu_pd(a + (int)(t1 + 4L));
            __m256d t13 = _mm256_mul_pd(t12, _mm256_set1_pd(0.1));
            t3 = _mm256_add_pd(t3, t13);
            __m256d t14 = _mm256_loadu_pd(a + (int)(t1 + 8L));
            __m256d t15 = _mm256_mul_pd(t14, _mm256_set1_pd(0.1));
            t4 = _mm256_add_pd(t4, t15);
            __m256d t16 = _mm256_loadu_pd(a + (int)(t1 + 12L));
            __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.1));
            t5 = _mm256_add_pd(t5, t17);
            t1 += 16L;
        } while (t1 < t9);
        __m256d t18 = _mm256_add_pd(t2, t3);
        __m256d t19 = _mm256_add_pd(t18, t4);
        __m256d t20 = _mm256_add_pd(t19, t5);
        t21 = (int)t9;
        t22 = 0.0 + vcc_avx2_sum_pd(t20);
    } else {
        t21 = 0;
        t22 = 0.0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long t6 = 0L;
        __m256d t7 = _mm256_set1_pd(-0.0);
        do {
            __m256d t25 = _mm256_loadu_pd(a + (int)((long)t21 + t6));
            __m256d t26 = _mm256_mul_pd(t25, _mm256_set1_pd(0.1));
            t7 = _mm256_add_pd(t7, t26);
            t6 += 4L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = t22 + vcc_avx2_sum_pd(t7);
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i] * 0.1;
    }
    return s;
}

__attribute__((target("avx2"))) float dot_f32(int n, const float *a, const float *b) {
    float s;
    int t29;
    float t30;
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
            long t10 = (long)(int)t1;
            __m256 t11 = _mm256_loadu_ps(a + t10);
            __m256 t12 = _mm256_loadu_ps(b + t10);
            __m256 t13 = _mm256_mul_ps(t11, t12);
            t2 = _mm256_add_ps(t2, t13);
            long t14 = (long)(int)(t1 + 8L);
            __m256 t15 = _mm256_loadu_ps(a + t14);
            __m256 t16 = _mm256_loadu_ps(b + t14);
            __m256 t17 = _mm256_mul_ps(t15, t16);
            t3 = _mm256_add_ps(t3, t17);
            long t18 = (long)(int)(t1 + 16L);
            __m256 t19 = _mm256_loadu_ps(a + t18);
            __m256 t20 = _mm256_loadu_ps(b + t18);
            __m256 t21 = _mm256_mul_ps(t19, t20);
            t4 = _mm256_add_ps(t4, t21);
            long t22 = (long)(int)(t1 + 24L);
            __m256 t23 = _mm256_loadu_ps(a + t22);
            __m256 t24 = _mm256_loadu_ps(b + t22);
            __m256 t25 = _mm256_mul_ps(t23, t24);
            t5 = _mm256_add_ps(t5, t25);
            t1 += 32L;
        } while (t1 < t9);
        __m256 t26 = _mm256_add_ps(t2, t3);
        __m256 t27 = _mm256_add_ps(t26, t4);
        __m256 t28 = _mm256_add_ps(t27, t5);
        t29 = (int)t9;
        t30 = 0.0f + vcc_avx2_sum_ps(t28);
    } else {
        t29 = 0;
        t30 = 0.0f;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        long t6 = 0L;
        __m256 t7 = _mm256_set1_ps(-0.0f);
        do {
            long t33 = (long)(int)((long)t29 + t6);
            __m256 t34 = _mm256_loadu_ps(a + t33);
            __m256 t35 = _mm256_loadu_ps(b + t33);
            __m256 t36 = _mm256_mul_ps(t34, t35);
            t7 = _mm256_add_ps(t7, t36);
            t6 += 8L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = t30 + vcc_avx2_sum_ps(t7);
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        s += a[t37] * b[t37];
    }
    return s;
}

__attribute__((target("avx2"))) float max_f32(int n, const float *a) {
    float m;
    int t17;
    float t18;
    int i;
    float m_1;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        __m256 t1 = _mm256_set1_ps(-1e30f);
        long t2 = 0L;
        __m256 t3 = t1;
        __m256 t4 = t1;
        __m256 t5 = t1;
        do {
            __m256 t10 = _mm256_loadu_ps(a + (int)t2);
            t1 = _mm256_max_ps(t10, t1);
            __m256 t11 = _mm256_loadu_ps(a + (int)(t2 + 8L));
            t3 = _mm256_max_ps(t11, t3);
            __m256 t12 = _mm256_loadu_ps(a + (int)(t2 + 16L));
            t4 = _mm256_max_ps(t12, t4);
            __m256 t13 = _mm256_loadu_ps(a + (int)(t2 + 24L));
            t5 = _mm256_max_ps(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        __m256 t14 = _mm256_max_ps(t1, t3);
        __m256 t15 = _mm256_max_ps(t14, t4);
        __m256 t16 = _mm256_max_ps(t15, t5);
        t17 = (int)t9;
        t18 = vcc_avx2_reduce_ps(t16, _mm_max_ps);
    } else {
        t17 = 0;
        t18 = -1e30f;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256 t6 = _mm256_set1_ps(t18);
        long t7 = 0L;
        do {
            __m256 t21 = _mm256_loadu_ps(a + (int)((long)t17 + t7));
            t6 = _mm256_max_ps(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_1 = vcc_avx2_reduce_ps(t6, _mm_max_ps);
    } else {
        i = t17;
        m_1 = t18;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (!(m > m_1)) {
            m = m_1;
        }
    }
    return m_1;
}

__attribute__((target("avx2"))) double prod_f64(int n, const double *a) {
    double p;
    int t17;
    double t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256d t2 = _mm256_set1_pd(1.0);
        __m256d t3 = _mm256_set1_pd(1.0);
        __m256d t4 = _mm256_set1_pd(1.0);
        __m256d t5 = _mm256_set1_pd(1.0);
        do {
            __m256d t10 = _mm256_loadu_pd(a + (int)t1);
            t2 = _mm256_mul_pd(t2, t10);
            __m256d t11 = _mm256_loadu_pd(a + (int)(t1 + 4L));
            t3 = _mm256_mul_pd(t3, t11);
            __m256d t12 = _mm256_loadu_pd(a + (int)(t1 + 8L));
            t4 = _mm256_mul_pd(t4, t12);
            __m256d t13 = _mm256_loadu_pd(a + (int)(t1 + 12L));
            t5 = _mm256_mul_pd(t5, t13);
            t1 += 16L;
        } while (t1 < t9);
        __m256d t14 = _mm256_mul_pd(t2, t3);
        __m256d t15 = _mm256_mul_pd(t14, t4);
        __m256d t16 = _mm256_mul_pd(t15, t5);
        t17 = (int)t9;
        t18 = 1.0 * vcc_avx2_reduce_pd(t16, _mm_mul_pd);
    } else {
        t17 = 0;
        t18 = 1.0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long t6 = 0L;
        __m256d t7 = _mm256_set1_pd(1.0);
        do {
            __m256d t21 = _mm256_loadu_pd(a + (int)((long)t17 + t6));
            t7 = _mm256_mul_pd(t7, t21);
            t6 += 4L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        p = t18 * vcc_avx2_reduce_pd(t7, _mm_mul_pd);
    } else {
        i = t17;
        p = t18;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t38;
    int i;
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
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *a = (float *)t4;
        float *b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *d = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)((_mm256_zeroupper(), next_rand()) % 21U));
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t4;
        unsigned long t8 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -16L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                float *t11 = a + t10;
                __m128 t12 = _mm_loadu_ps(t11);
                __m128 t13 = _mm_mul_ps(t12, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t11, t13);
                double *t14 = d + t10;
                __m256d t15 = _mm256_loadu_pd(t14);
                __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t14, t16);
                long t17 = (long)(int)(t1 + 4L);
                float *t18 = a + t17;
                __m128 t19 = _mm_loadu_ps(t18);
                __m128 t20 = _mm_mul_ps(t19, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t18, t20);
                double *t21 = d + t17;
                __m256d t22 = _mm256_loadu_pd(t21);
                __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t21, t23);
                long t24 = (long)(int)(t1 + 8L);
                float *t25 = a + t24;
                __m128 t26 = _mm_loadu_ps(t25);
                __m128 t27 = _mm_mul_ps(t26, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t25, t27);
                double *t28 = d + t24;
                __m256d t29 = _mm256_loadu_pd(t28);
                __m256d t30 = _mm256_mul_pd(t29, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t28, t30);
                long t31 = (long)(int)(t1 + 12L);
                float *t32 = a + t31;
                __m128 t33 = _mm_loadu_ps(t32);
                __m128 t34 = _mm_mul_ps(t33, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t32, t34);
                double *t35 = d + t31;
                __m256d t36 = _mm256_loadu_pd(t35);
                __m256d t37 = _mm256_mul_pd(t36, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t35, t37);
                t1 += 16L;
            } while (t1 < t9);
            t38 = (int)t9;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t5;
        if ((t39 >= 4L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 8L))) | ((t41 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t38 * 4L))))) {
            long t42 = t39 & -4L;
            long t2 = 0L;
            do {
                long t43 = (long)(int)((long)t38 + t2);
                float *t44 = a + t43;
                __m128 t45 = _mm_loadu_ps(t44);
                __m128 t46 = _mm_mul_ps(t45, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t44, t46);
                double *t47 = d + t43;
                __m256d t48 = _mm256_loadu_pd(t47);
                __m256d t49 = _mm256_mul_pd(t48, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t47, t49);
                t2 += 4L;
            } while (t2 < t42);
            i = (int)((long)t38 + t42);
        } else {
            i = t38;
        }
        for (; i < n; i++) {
            long t50 = (long)i;
            float *t51 = a + t50;
            *t51 = *t51 * 0.01f;
            double *t52 = d + t50;
            *t52 = *t52 * 0.001;
        }
        const double *t53 = d;
        double t54 = prod_f64(n, t53);
        const float *t55 = a;
        float t56 = max_f32(n, t55);
        float t57 = dot_f32(n, t55, b);
        double t58 = sum_f64(n, t53);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, t55), t58, (double)t57, (double)t56, t54);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
