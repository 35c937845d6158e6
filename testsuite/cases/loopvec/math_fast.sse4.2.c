/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
__m128 _ZGVbN4v_expf(__m128);
__m128d _ZGVbN2v_exp(__m128d);
__m128 _ZGVbN4v_logf(__m128);
__m128d _ZGVbN2v_log(__m128d);
__m128 _ZGVbN4v_sinf(__m128);
__m128d _ZGVbN2v_cos(__m128d);
__m128 _ZGVbN4vv_powf(__m128, __m128);
__m128d _ZGVbN2vv_pow(__m128d, __m128d);
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_pd(V, OP) ({ __m128d vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })

/* vcc-test: fast-math 1e-6 */
/* vcc-test: expect-vectorized 11 */
#include <math.h>
#include "harness.h"

/* Under --fast-math the AVX2 target calls glibc's libmvec variants (_ZGVdN8v_expf,
   _ZGVdN4vv_pow, ...: declared by vcc, linked by -lm), which may differ from the scalar
   functions in the last bits; main prints sums of the results, compared with a relative
   tolerance (the sums are reassociated too). The generic target has no vector forms: it
   calls the scalar function once per lane. sqrt stays exact under any flags. */
__attribute__((target("sse4.2"))) void k_expf(int n, float *restrict r, const float *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = _mm_mul_ps(a_v, _mm_set1_ps(0.01f));
            __m128 t4 = _ZGVbN4v_expf(t3);
            _mm_storeu_ps(r + i_vec, t4);
            long t5 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t5);
            __m128 t6 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.01f));
            __m128 t7 = _ZGVbN4v_expf(t6);
            _mm_storeu_ps(r + t5, t7);
            long t8 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t8);
            __m128 t9 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.01f));
            __m128 t10 = _ZGVbN4v_expf(t9);
            _mm_storeu_ps(r + t8, t10);
            long t11 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t11);
            __m128 t12 = _mm_mul_ps(a_v_3, _mm_set1_ps(0.01f));
            __m128 t13 = _ZGVbN4v_expf(t12);
            _mm_storeu_ps(r + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t17);
            __m128 t18 = _mm_mul_ps(a_v_4, _mm_set1_ps(0.01f));
            __m128 t19 = _ZGVbN4v_expf(t18);
            _mm_storeu_ps(r + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = a[t20];
        r[t20] = expf(t21 * 0.01f);
    }
}

__attribute__((target("sse4.2"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_mul_pd(a_v, _mm_set1_pd(0.01));
            __m128d t4 = _ZGVbN2v_exp(t3);
            _mm_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t5);
            __m128d t6 = _mm_mul_pd(a_v_1, _mm_set1_pd(0.01));
            __m128d t7 = _ZGVbN2v_exp(t6);
            _mm_storeu_pd(r + t5, t7);
            long t8 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t8);
            __m128d t9 = _mm_mul_pd(a_v_2, _mm_set1_pd(0.01));
            __m128d t10 = _ZGVbN2v_exp(t9);
            _mm_storeu_pd(r + t8, t10);
            long t11 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t11);
            __m128d t12 = _mm_mul_pd(a_v_3, _mm_set1_pd(0.01));
            __m128d t13 = _ZGVbN2v_exp(t12);
            _mm_storeu_pd(r + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t17);
            __m128d t18 = _mm_mul_pd(a_v_4, _mm_set1_pd(0.01));
            __m128d t19 = _ZGVbN2v_exp(t18);
            _mm_storeu_pd(r + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = a[t20];
        r[t20] = exp(t21 * 0.01);
    }
}

__attribute__((target("sse4.2"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = _mm_add_ps(a_v, _mm_set1_ps(1001.0f));
            __m128 t4 = _ZGVbN4v_logf(t3);
            _mm_storeu_ps(r + i_vec, t4);
            long t5 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t5);
            __m128 t6 = _mm_add_ps(a_v_1, _mm_set1_ps(1001.0f));
            __m128 t7 = _ZGVbN4v_logf(t6);
            _mm_storeu_ps(r + t5, t7);
            long t8 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t8);
            __m128 t9 = _mm_add_ps(a_v_2, _mm_set1_ps(1001.0f));
            __m128 t10 = _ZGVbN4v_logf(t9);
            _mm_storeu_ps(r + t8, t10);
            long t11 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t11);
            __m128 t12 = _mm_add_ps(a_v_3, _mm_set1_ps(1001.0f));
            __m128 t13 = _ZGVbN4v_logf(t12);
            _mm_storeu_ps(r + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t17);
            __m128 t18 = _mm_add_ps(a_v_4, _mm_set1_ps(1001.0f));
            __m128 t19 = _ZGVbN4v_logf(t18);
            _mm_storeu_ps(r + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = a[t20];
        r[t20] = logf(t21 + 1001.0f);
    }
}

__attribute__((target("sse4.2"))) void k_log(int n, double *restrict r, const double *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:27 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_add_pd(a_v, _mm_set1_pd(1001.0));
            __m128d t4 = _ZGVbN2v_log(t3);
            _mm_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t5);
            __m128d t6 = _mm_add_pd(a_v_1, _mm_set1_pd(1001.0));
            __m128d t7 = _ZGVbN2v_log(t6);
            _mm_storeu_pd(r + t5, t7);
            long t8 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t8);
            __m128d t9 = _mm_add_pd(a_v_2, _mm_set1_pd(1001.0));
            __m128d t10 = _ZGVbN2v_log(t9);
            _mm_storeu_pd(r + t8, t10);
            long t11 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t11);
            __m128d t12 = _mm_add_pd(a_v_3, _mm_set1_pd(1001.0));
            __m128d t13 = _ZGVbN2v_log(t12);
            _mm_storeu_pd(r + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:27 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t17);
            __m128d t18 = _mm_add_pd(a_v_4, _mm_set1_pd(1001.0));
            __m128d t19 = _ZGVbN2v_log(t18);
            _mm_storeu_pd(r + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = a[t20];
        r[t20] = log(t21 + 1001.0);
    }
}

__attribute__((target("sse4.2"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:32 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = _mm_mul_ps(a_v, _mm_set1_ps(0.1f));
            __m128 t4 = _ZGVbN4v_sinf(t3);
            __m128 t5 = _mm_add_ps(t4, _mm_set1_ps(2.0f));
            _mm_storeu_ps(r + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t6);
            __m128 t7 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.1f));
            __m128 t8 = _ZGVbN4v_sinf(t7);
            __m128 t9 = _mm_add_ps(t8, _mm_set1_ps(2.0f));
            _mm_storeu_ps(r + t6, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128 a_v_2 = _mm_loadu_ps(a + t13);
            __m128 t14 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.1f));
            __m128 t15 = _ZGVbN4v_sinf(t14);
            __m128 t16 = _mm_add_ps(t15, _mm_set1_ps(2.0f));
            _mm_storeu_ps(r + t13, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = a[t17];
        r[t17] = sinf(t18 * 0.1f) + 2.0f;
    }
}

__attribute__((target("sse4.2"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:37 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_mul_pd(a_v, _mm_set1_pd(0.1));
            __m128d t4 = _ZGVbN2v_cos(t3);
            __m128d t5 = _mm_add_pd(t4, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + i_vec, t5);
            long t6 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t6);
            __m128d t7 = _mm_mul_pd(a_v_1, _mm_set1_pd(0.1));
            __m128d t8 = _ZGVbN2v_cos(t7);
            __m128d t9 = _mm_add_pd(t8, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + t6, t9);
            long t10 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t10);
            __m128d t11 = _mm_mul_pd(a_v_2, _mm_set1_pd(0.1));
            __m128d t12 = _ZGVbN2v_cos(t11);
            __m128d t13 = _mm_add_pd(t12, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + t10, t13);
            long t14 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t14);
            __m128d t15 = _mm_mul_pd(a_v_3, _mm_set1_pd(0.1));
            __m128d t16 = _ZGVbN2v_cos(t15);
            __m128d t17 = _mm_add_pd(t16, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + t14, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:37 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t21);
            __m128d t22 = _mm_mul_pd(a_v_4, _mm_set1_pd(0.1));
            __m128d t23 = _ZGVbN2v_cos(t22);
            __m128d t24 = _mm_add_pd(t23, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + t21, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        r[t25] = cos(t26 * 0.1) + 2.0;
    }
}

__attribute__((target("sse4.2"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:42 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t3 = _mm_mul_ps(b_v, _mm_set1_ps(0.003f));
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t4 = _mm_mul_ps(a_v, _mm_set1_ps(0.001f));
            __m128 t5 = _mm_add_ps(t4, _mm_set1_ps(1.5f));
            __m128 t6 = _ZGVbN4vv_powf(t5, t3);
            _mm_storeu_ps(r + i_vec, t6);
            long t7 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t7);
            __m128 t8 = _mm_mul_ps(b_v_1, _mm_set1_ps(0.003f));
            __m128 a_v_1 = _mm_loadu_ps(a + t7);
            __m128 t9 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.001f));
            __m128 t10 = _mm_add_ps(t9, _mm_set1_ps(1.5f));
            __m128 t11 = _ZGVbN4vv_powf(t10, t8);
            _mm_storeu_ps(r + t7, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:42 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128 b_v_2 = _mm_loadu_ps(b + t15);
            __m128 t16 = _mm_mul_ps(b_v_2, _mm_set1_ps(0.003f));
            __m128 a_v_2 = _mm_loadu_ps(a + t15);
            __m128 t17 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.001f));
            __m128 t18 = _mm_add_ps(t17, _mm_set1_ps(1.5f));
            __m128 t19 = _ZGVbN4vv_powf(t18, t16);
            _mm_storeu_ps(r + t15, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = b[t20];
        float t22 = a[t20];
        r[t20] = powf(t22 * 0.001f + 1.5f, t21 * 0.003f);
    }
}

__attribute__((target("sse4.2"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:47 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t3 = _mm_mul_pd(b_v, _mm_set1_pd(0.003));
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t4 = _mm_mul_pd(a_v, _mm_set1_pd(0.001));
            __m128d t5 = _mm_add_pd(t4, _mm_set1_pd(1.5));
            __m128d t6 = _ZGVbN2vv_pow(t5, t3);
            _mm_storeu_pd(r + i_vec, t6);
            long t7 = i_vec + 2L;
            __m128d b_v_1 = _mm_loadu_pd(b + t7);
            __m128d t8 = _mm_mul_pd(b_v_1, _mm_set1_pd(0.003));
            __m128d a_v_1 = _mm_loadu_pd(a + t7);
            __m128d t9 = _mm_mul_pd(a_v_1, _mm_set1_pd(0.001));
            __m128d t10 = _mm_add_pd(t9, _mm_set1_pd(1.5));
            __m128d t11 = _ZGVbN2vv_pow(t10, t8);
            _mm_storeu_pd(r + t7, t11);
            long t12 = i_vec + 4L;
            __m128d b_v_2 = _mm_loadu_pd(b + t12);
            __m128d t13 = _mm_mul_pd(b_v_2, _mm_set1_pd(0.003));
            __m128d a_v_2 = _mm_loadu_pd(a + t12);
            __m128d t14 = _mm_mul_pd(a_v_2, _mm_set1_pd(0.001));
            __m128d t15 = _mm_add_pd(t14, _mm_set1_pd(1.5));
            __m128d t16 = _ZGVbN2vv_pow(t15, t13);
            _mm_storeu_pd(r + t12, t16);
            long t17 = i_vec + 6L;
            __m128d b_v_3 = _mm_loadu_pd(b + t17);
            __m128d t18 = _mm_mul_pd(b_v_3, _mm_set1_pd(0.003));
            __m128d a_v_3 = _mm_loadu_pd(a + t17);
            __m128d t19 = _mm_mul_pd(a_v_3, _mm_set1_pd(0.001));
            __m128d t20 = _mm_add_pd(t19, _mm_set1_pd(1.5));
            __m128d t21 = _ZGVbN2vv_pow(t20, t18);
            _mm_storeu_pd(r + t17, t21);
            i_vec += 8L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 2L) {
        long t24 = t23 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:47 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m128d b_v_4 = _mm_loadu_pd(b + t25);
            __m128d t26 = _mm_mul_pd(b_v_4, _mm_set1_pd(0.003));
            __m128d a_v_4 = _mm_loadu_pd(a + t25);
            __m128d t27 = _mm_mul_pd(a_v_4, _mm_set1_pd(0.001));
            __m128d t28 = _mm_add_pd(t27, _mm_set1_pd(1.5));
            __m128d t29 = _ZGVbN2vv_pow(t28, t26);
            _mm_storeu_pd(r + t25, t29);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        double t31 = b[t30];
        double t32 = a[t30];
        r[t30] = pow(t32 * 0.001 + 1.5, t31 * 0.003);
    }
}

__attribute__((target("sse4.2"))) void k_sqrt(int n, double *restrict r, const double *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_add_pd(a_v, _mm_set1_pd(1000.0));
            __m128d t4 = _mm_sqrt_pd(t3);
            _mm_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t5);
            __m128d t6 = _mm_add_pd(a_v_1, _mm_set1_pd(1000.0));
            __m128d t7 = _mm_sqrt_pd(t6);
            _mm_storeu_pd(r + t5, t7);
            long t8 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t8);
            __m128d t9 = _mm_add_pd(a_v_2, _mm_set1_pd(1000.0));
            __m128d t10 = _mm_sqrt_pd(t9);
            _mm_storeu_pd(r + t8, t10);
            long t11 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t11);
            __m128d t12 = _mm_add_pd(a_v_3, _mm_set1_pd(1000.0));
            __m128d t13 = _mm_sqrt_pd(t12);
            _mm_storeu_pd(r + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t17);
            __m128d t18 = _mm_add_pd(a_v_4, _mm_set1_pd(1000.0));
            __m128d t19 = _mm_sqrt_pd(t18);
            _mm_storeu_pd(r + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = a[t20];
        r[t20] = sqrt(t21 + 1000.0);
    }
}

__attribute__((target("sse4.2"))) static double sum_f(const float *p, int n) {
    double s;
    int t10;
    double t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128d s_v = _mm_set1_pd(-0.0);
        __m128d s_v_1 = _mm_set1_pd(-0.0);
        __m128d s_v_2 = _mm_set1_pd(-0.0);
        __m128d s_v_3 = _mm_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:58 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_float p_v = vcc_load(vcc_v2_float, p + i_vec);
            __m128d t3 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)p_v)));
            s_v = _mm_add_pd(s_v, t3);
            vcc_v2_float p_v_1 = vcc_load(vcc_v2_float, p + (i_vec + 2L));
            __m128d t4 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)p_v_1)));
            s_v_1 = _mm_add_pd(s_v_1, t4);
            vcc_v2_float p_v_2 = vcc_load(vcc_v2_float, p + (i_vec + 4L));
            __m128d t5 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)p_v_2)));
            s_v_2 = _mm_add_pd(s_v_2, t5);
            vcc_v2_float p_v_3 = vcc_load(vcc_v2_float, p + (i_vec + 6L));
            __m128d t6 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)p_v_3)));
            s_v_3 = _mm_add_pd(s_v_3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128d t7 = _mm_add_pd(s_v, s_v_1);
        __m128d t8 = _mm_add_pd(t7, s_v_2);
        __m128d t9 = _mm_add_pd(t8, s_v_3);
        t10 = (int)t2;
        t11 = 0.0 + vcc_sse_reduce_pd(t9, _mm_add_pd);
    } else {
        t10 = 0;
        t11 = 0.0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 2L) {
        long t13 = t12 & -2L;
        long i_vec_1 = 0L;
        __m128d s_v_4 = _mm_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:58 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_float p_v_4 = vcc_load(vcc_v2_float, p + ((long)t10 + i_vec_1));
            __m128d t14 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)p_v_4)));
            s_v_4 = _mm_add_pd(s_v_4, t14);
            i_vec_1 += 2L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = t11 + vcc_sse_reduce_pd(s_v_4, _mm_add_pd);
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (double)p[i];
    }
    return s;
}

__attribute__((target("sse4.2"))) static double sum_d(const double *p, int n) {
    double s;
    int t6;
    double t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128d s_v = _mm_set1_pd(-0.0);
        __m128d s_v_1 = _mm_set1_pd(-0.0);
        __m128d s_v_2 = _mm_set1_pd(-0.0);
        __m128d s_v_3 = _mm_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:65 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d p_v = _mm_loadu_pd(p + i_vec);
            s_v = _mm_add_pd(s_v, p_v);
            __m128d p_v_1 = _mm_loadu_pd(p + (i_vec + 2L));
            s_v_1 = _mm_add_pd(s_v_1, p_v_1);
            __m128d p_v_2 = _mm_loadu_pd(p + (i_vec + 4L));
            s_v_2 = _mm_add_pd(s_v_2, p_v_2);
            __m128d p_v_3 = _mm_loadu_pd(p + (i_vec + 6L));
            s_v_3 = _mm_add_pd(s_v_3, p_v_3);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128d t3 = _mm_add_pd(s_v, s_v_1);
        __m128d t4 = _mm_add_pd(t3, s_v_2);
        __m128d t5 = _mm_add_pd(t4, s_v_3);
        t6 = (int)t2;
        t7 = 0.0 + vcc_sse_reduce_pd(t5, _mm_add_pd);
    } else {
        t6 = 0;
        t7 = 0.0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 2L) {
        long t9 = t8 & -2L;
        long i_vec_1 = 0L;
        __m128d s_v_4 = _mm_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:65 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            __m128d p_v_4 = _mm_loadu_pd(p + ((long)t6 + i_vec_1));
            s_v_4 = _mm_add_pd(s_v_4, p_v_4);
            i_vec_1 += 2L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vcc_sse_reduce_pd(s_v_4, _mm_add_pd);
    } else {
        i = t6;
        s = t7;
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
