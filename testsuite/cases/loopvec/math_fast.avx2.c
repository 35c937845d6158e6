/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
__attribute__((target("avx2"))) __m256 _ZGVdN8v_expf(__m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_exp(__m256d);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_logf(__m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_log(__m256d);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_sinf(__m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_cos(__m256d);
__attribute__((target("avx2"))) __m256 _ZGVdN8vv_powf(__m256, __m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4vv_pow(__m256d, __m256d);
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })

/* vcc-test: fast-math 1e-6 */
/* vcc-test: expect-vectorized 11 */
#include <math.h>
#include "harness.h"

/* Under --fast-math the AVX2 target calls glibc's libmvec variants (_ZGVdN8v_expf,
   _ZGVdN4vv_pow, ...: declared by vcc, linked by -lm), which may differ from the scalar
   functions in the last bits; main prints sums of the results, compared with a relative
   tolerance (the sums are reassociated too). The generic target has no vector forms: it
   calls the scalar function once per lane. sqrt stays exact under any flags. */
__attribute__((target("avx2"))) void k_expf(int n, float *restrict r, const float *restrict a) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.01f));
            __m256 t8 = _ZGVdN8v_expf(t7);
            _mm256_storeu_ps(r + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(a + t9);
            __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.01f));
            __m256 t12 = _ZGVdN8v_expf(t11);
            _mm256_storeu_ps(r + t9, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m256 t17 = _mm256_loadu_ps(a + t16);
            __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.01f));
            __m256 t19 = _ZGVdN8v_expf(t18);
            _mm256_storeu_ps(r + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = a[t20];
        r[t20] = expf(t21 * 0.01f);
    }
}

__attribute__((target("avx2"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(0.01));
            __m256d t8 = _ZGVdN4v_exp(t7);
            _mm256_storeu_pd(r + t5, t8);
            long t9 = (long)(int)(t1 + 4L);
            __m256d t10 = _mm256_loadu_pd(a + t9);
            __m256d t11 = _mm256_mul_pd(t10, _mm256_set1_pd(0.01));
            __m256d t12 = _ZGVdN4v_exp(t11);
            _mm256_storeu_pd(r + t9, t12);
            t1 += 8L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m256d t17 = _mm256_loadu_pd(a + t16);
            __m256d t18 = _mm256_mul_pd(t17, _mm256_set1_pd(0.01));
            __m256d t19 = _ZGVdN4v_exp(t18);
            _mm256_storeu_pd(r + t16, t19);
            t2 += 4L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = a[t20];
        r[t20] = exp(t21 * 0.01);
    }
}

__attribute__((target("avx2"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(1001.0f));
            __m256 t8 = _ZGVdN8v_logf(t7);
            _mm256_storeu_ps(r + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(a + t9);
            __m256 t11 = _mm256_add_ps(t10, _mm256_set1_ps(1001.0f));
            __m256 t12 = _ZGVdN8v_logf(t11);
            _mm256_storeu_ps(r + t9, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m256 t17 = _mm256_loadu_ps(a + t16);
            __m256 t18 = _mm256_add_ps(t17, _mm256_set1_ps(1001.0f));
            __m256 t19 = _ZGVdN8v_logf(t18);
            _mm256_storeu_ps(r + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = a[t20];
        r[t20] = logf(t21 + 1001.0f);
    }
}

__attribute__((target("avx2"))) void k_log(int n, double *restrict r, const double *restrict a) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_add_pd(t6, _mm256_set1_pd(1001.0));
            __m256d t8 = _ZGVdN4v_log(t7);
            _mm256_storeu_pd(r + t5, t8);
            long t9 = (long)(int)(t1 + 4L);
            __m256d t10 = _mm256_loadu_pd(a + t9);
            __m256d t11 = _mm256_add_pd(t10, _mm256_set1_pd(1001.0));
            __m256d t12 = _ZGVdN4v_log(t11);
            _mm256_storeu_pd(r + t9, t12);
            t1 += 8L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m256d t17 = _mm256_loadu_pd(a + t16);
            __m256d t18 = _mm256_add_pd(t17, _mm256_set1_pd(1001.0));
            __m256d t19 = _ZGVdN4v_log(t18);
            _mm256_storeu_pd(r + t16, t19);
            t2 += 4L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = a[t20];
        r[t20] = log(t21 + 1001.0);
    }
}

__attribute__((target("avx2"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.1f));
            __m256 t8 = _ZGVdN8v_sinf(t7);
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256 t11 = _mm256_loadu_ps(a + t10);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.1f));
            __m256 t13 = _ZGVdN8v_sinf(t12);
            __m256 t14 = _mm256_add_ps(t13, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t10, t14);
            t1 += 16L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m256 t19 = _mm256_loadu_ps(a + t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.1f));
            __m256 t21 = _ZGVdN8v_sinf(t20);
            __m256 t22 = _mm256_add_ps(t21, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t18, t22);
            t2 += 8L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = a[t23];
        r[t23] = sinf(t24 * 0.1f) + 2.0f;
    }
}

__attribute__((target("avx2"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(0.1));
            __m256d t8 = _ZGVdN4v_cos(t7);
            __m256d t9 = _mm256_add_pd(t8, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t5, t9);
            long t10 = (long)(int)(t1 + 4L);
            __m256d t11 = _mm256_loadu_pd(a + t10);
            __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(0.1));
            __m256d t13 = _ZGVdN4v_cos(t12);
            __m256d t14 = _mm256_add_pd(t13, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t10, t14);
            t1 += 8L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m256d t19 = _mm256_loadu_pd(a + t18);
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.1));
            __m256d t21 = _ZGVdN4v_cos(t20);
            __m256d t22 = _mm256_add_pd(t21, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t18, t22);
            t2 += 4L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        double t24 = a[t23];
        r[t23] = cos(t24 * 0.1) + 2.0;
    }
}

__attribute__((target("avx2"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(b + t5);
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.003f));
            __m256 t8 = _mm256_loadu_ps(a + t5);
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.001f));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(1.5f));
            __m256 t11 = _ZGVdN8vv_powf(t10, t7);
            _mm256_storeu_ps(r + t5, t11);
            long t12 = (long)(int)(t1 + 8L);
            __m256 t13 = _mm256_loadu_ps(b + t12);
            __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.003f));
            __m256 t15 = _mm256_loadu_ps(a + t12);
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.001f));
            __m256 t17 = _mm256_add_ps(t16, _mm256_set1_ps(1.5f));
            __m256 t18 = _ZGVdN8vv_powf(t17, t14);
            _mm256_storeu_ps(r + t12, t18);
            t1 += 16L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256 t23 = _mm256_loadu_ps(b + t22);
            __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.003f));
            __m256 t25 = _mm256_loadu_ps(a + t22);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.001f));
            __m256 t27 = _mm256_add_ps(t26, _mm256_set1_ps(1.5f));
            __m256 t28 = _ZGVdN8vv_powf(t27, t24);
            _mm256_storeu_ps(r + t22, t28);
            t2 += 8L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = b[t29];
        float t31 = a[t29];
        r[t29] = powf(t31 * 0.001f + 1.5f, t30 * 0.003f);
    }
}

__attribute__((target("avx2"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(b + t5);
            __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(0.003));
            __m256d t8 = _mm256_loadu_pd(a + t5);
            __m256d t9 = _mm256_mul_pd(t8, _mm256_set1_pd(0.001));
            __m256d t10 = _mm256_add_pd(t9, _mm256_set1_pd(1.5));
            __m256d t11 = _ZGVdN4vv_pow(t10, t7);
            _mm256_storeu_pd(r + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            __m256d t13 = _mm256_loadu_pd(b + t12);
            __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.003));
            __m256d t15 = _mm256_loadu_pd(a + t12);
            __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.001));
            __m256d t17 = _mm256_add_pd(t16, _mm256_set1_pd(1.5));
            __m256d t18 = _ZGVdN4vv_pow(t17, t14);
            _mm256_storeu_pd(r + t12, t18);
            t1 += 8L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m256d t23 = _mm256_loadu_pd(b + t22);
            __m256d t24 = _mm256_mul_pd(t23, _mm256_set1_pd(0.003));
            __m256d t25 = _mm256_loadu_pd(a + t22);
            __m256d t26 = _mm256_mul_pd(t25, _mm256_set1_pd(0.001));
            __m256d t27 = _mm256_add_pd(t26, _mm256_set1_pd(1.5));
            __m256d t28 = _ZGVdN4vv_pow(t27, t24);
            _mm256_storeu_pd(r + t22, t28);
            t2 += 4L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        double t30 = b[t29];
        double t31 = a[t29];
        r[t29] = pow(t31 * 0.001 + 1.5, t30 * 0.003);
    }
}

__attribute__((target("avx2"))) void k_sqrt(int n, double *restrict r, const double *restrict a) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_add_pd(t6, _mm256_set1_pd(1000.0));
            __m256d t8 = _mm256_sqrt_pd(t7);
            _mm256_storeu_pd(r + t5, t8);
            long t9 = (long)(int)(t1 + 4L);
            __m256d t10 = _mm256_loadu_pd(a + t9);
            __m256d t11 = _mm256_add_pd(t10, _mm256_set1_pd(1000.0));
            __m256d t12 = _mm256_sqrt_pd(t11);
            _mm256_storeu_pd(r + t9, t12);
            long t13 = (long)(int)(t1 + 8L);
            __m256d t14 = _mm256_loadu_pd(a + t13);
            __m256d t15 = _mm256_add_pd(t14, _mm256_set1_pd(1000.0));
            __m256d t16 = _mm256_sqrt_pd(t15);
            _mm256_storeu_pd(r + t13, t16);
            long t17 = (long)(int)(t1 + 12L);
            __m256d t18 = _mm256_loadu_pd(a + t17);
            __m256d t19 = _mm256_add_pd(t18, _mm256_set1_pd(1000.0));
            __m256d t20 = _mm256_sqrt_pd(t19);
            _mm256_storeu_pd(r + t17, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m256d t25 = _mm256_loadu_pd(a + t24);
            __m256d t26 = _mm256_add_pd(t25, _mm256_set1_pd(1000.0));
            __m256d t27 = _mm256_sqrt_pd(t26);
            _mm256_storeu_pd(r + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        double t29 = a[t28];
        r[t28] = sqrt(t29 + 1000.0);
    }
}

__attribute__((target("avx2"))) static double sum_f(const float *p, int n) {
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
            __m128 t10 = _mm_loadu_ps(p + (int)t1);
            __m256d t11 = _mm256_cvtps_pd(t10);
            t2 = _mm256_add_pd(t2, t11);
            __m128 t12 = _mm_loadu_ps(p + (int)(t1 + 4L));
            __m256d t13 = _mm256_cvtps_pd(t12);
            t3 = _mm256_add_pd(t3, t13);
            __m128 t14 = _mm_loadu_ps(p + (int)(t1 + 8L));
            __m256d t15 = _mm256_cvtps_pd(t14);
            t4 = _mm256_add_pd(t4, t15);
            __m128 t16 = _mm_loadu_ps(p + (int)(t1 + 12L));
            __m256d t17 = _mm256_cvtps_pd(t16);
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
            __m128 t25 = _mm_loadu_ps(p + (int)((long)t21 + t6));
            __m256d t26 = _mm256_cvtps_pd(t25);
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
        s += (double)p[i];
    }
    return s;
}

__attribute__((target("avx2"))) static double sum_d(const double *p, int n) {
    double s;
    int t17;
    double t18;
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
            __m256d t10 = _mm256_loadu_pd(p + (int)t1);
            t2 = _mm256_add_pd(t2, t10);
            __m256d t11 = _mm256_loadu_pd(p + (int)(t1 + 4L));
            t3 = _mm256_add_pd(t3, t11);
            __m256d t12 = _mm256_loadu_pd(p + (int)(t1 + 8L));
            t4 = _mm256_add_pd(t4, t12);
            __m256d t13 = _mm256_loadu_pd(p + (int)(t1 + 12L));
            t5 = _mm256_add_pd(t5, t13);
            t1 += 16L;
        } while (t1 < t9);
        __m256d t14 = _mm256_add_pd(t2, t3);
        __m256d t15 = _mm256_add_pd(t14, t4);
        __m256d t16 = _mm256_add_pd(t15, t5);
        t17 = (int)t9;
        t18 = 0.0 + vcc_avx2_sum_pd(t16);
    } else {
        t17 = 0;
        t18 = 0.0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long t6 = 0L;
        __m256d t7 = _mm256_set1_pd(-0.0);
        do {
            __m256d t21 = _mm256_loadu_pd(p + (int)((long)t17 + t6));
            t7 = _mm256_add_pd(t7, t21);
            t6 += 4L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        s = t18 + vcc_avx2_sum_pd(t7);
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        s += p[i];
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fr = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dr = new_array(n, 8);
        FILL(fa, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        FILL(da, n, -1000, 2000);
        FILL(db, n, -1000, 2000);
        printf("n=%d", n);
        k_expf(n, fr, fa);
        printf(" expf=%.9g", sum_f(fr, n));
        k_exp(n, dr, da);
        printf(" exp=%.15g", sum_d(dr, n));
        k_logf(n, fr, fa);
        printf(" logf=%.9g", sum_f(fr, n));
        k_log(n, dr, da);
        printf(" log=%.15g", sum_d(dr, n));
        k_sinf(n, fr, fa);
        printf(" sinf=%.9g", sum_f(fr, n));
        k_cos(n, dr, da);
        printf(" cos=%.15g", sum_d(dr, n));
        k_powf(n, fr, fa, fb);
        printf(" powf=%.9g", sum_f(fr, n));
        k_pow(n, dr, da, db);
        printf(" pow=%.15g", sum_d(dr, n));
        k_sqrt(n, dr, da);
        printf(" sqrt=%.17g\n", sum_d(dr, n));
        free(fa), free(fb), free(fr), free(da), free(db), free(dr);
    }
    return 0;
}
