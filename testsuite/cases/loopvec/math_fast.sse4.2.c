/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
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
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:12 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = _mm_mul_ps(a_v, _mm_set1_ps(0.01f));
            __m128 t4 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)t3)[0]));
            __m128 t5 = (__m128)vcc_insert((vcc_v4_float)t4, 1, expf(((vcc_v4_float)t3)[1]));
            __m128 t6 = (__m128)vcc_insert((vcc_v4_float)t5, 2, expf(((vcc_v4_float)t3)[2]));
            __m128 t7 = (__m128)vcc_insert((vcc_v4_float)t6, 3, expf(((vcc_v4_float)t3)[3]));
            _mm_storeu_ps(r + i_vec, t7);
            long t8 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t8);
            __m128 t9 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.01f));
            __m128 t10 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)t9)[0]));
            __m128 t11 = (__m128)vcc_insert((vcc_v4_float)t10, 1, expf(((vcc_v4_float)t9)[1]));
            __m128 t12 = (__m128)vcc_insert((vcc_v4_float)t11, 2, expf(((vcc_v4_float)t9)[2]));
            __m128 t13 = (__m128)vcc_insert((vcc_v4_float)t12, 3, expf(((vcc_v4_float)t9)[3]));
            _mm_storeu_ps(r + t8, t13);
            i_vec += 8L;
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
            __m128 a_v_2 = _mm_loadu_ps(a + t17);
            __m128 t18 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.01f));
            __m128 t19 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)t18)[0]));
            __m128 t20 = (__m128)vcc_insert((vcc_v4_float)t19, 1, expf(((vcc_v4_float)t18)[1]));
            __m128 t21 = (__m128)vcc_insert((vcc_v4_float)t20, 2, expf(((vcc_v4_float)t18)[2]));
            __m128 t22 = (__m128)vcc_insert((vcc_v4_float)t21, 3, expf(((vcc_v4_float)t18)[3]));
            _mm_storeu_ps(r + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = a[t23];
        r[t23] = expf(t24 * 0.01f);
    }
}

__attribute__((target("sse4.2"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_mul_pd(a_v, _mm_set1_pd(0.01));
            __m128d t4 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t3)[0]));
            __m128d t5 = (__m128d)vcc_insert((vcc_v2_double)t4, 1, exp(((vcc_v2_double)t3)[1]));
            _mm_storeu_pd(r + i_vec, t5);
            long t6 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t6);
            __m128d t7 = _mm_mul_pd(a_v_1, _mm_set1_pd(0.01));
            __m128d t8 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t7)[0]));
            __m128d t9 = (__m128d)vcc_insert((vcc_v2_double)t8, 1, exp(((vcc_v2_double)t7)[1]));
            _mm_storeu_pd(r + t6, t9);
            long t10 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t10);
            __m128d t11 = _mm_mul_pd(a_v_2, _mm_set1_pd(0.01));
            __m128d t12 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t11)[0]));
            __m128d t13 = (__m128d)vcc_insert((vcc_v2_double)t12, 1, exp(((vcc_v2_double)t11)[1]));
            _mm_storeu_pd(r + t10, t13);
            long t14 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t14);
            __m128d t15 = _mm_mul_pd(a_v_3, _mm_set1_pd(0.01));
            __m128d t16 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t15)[0]));
            __m128d t17 = (__m128d)vcc_insert((vcc_v2_double)t16, 1, exp(((vcc_v2_double)t15)[1]));
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
        /* vcc: loop at math_fast.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t21);
            __m128d t22 = _mm_mul_pd(a_v_4, _mm_set1_pd(0.01));
            __m128d t23 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t22)[0]));
            __m128d t24 = (__m128d)vcc_insert((vcc_v2_double)t23, 1, exp(((vcc_v2_double)t22)[1]));
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
        r[t25] = exp(t26 * 0.01);
    }
}

__attribute__((target("sse4.2"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:22 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = _mm_add_ps(a_v, _mm_set1_ps(1001.0f));
            __m128 t4 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)t3)[0]));
            __m128 t5 = (__m128)vcc_insert((vcc_v4_float)t4, 1, logf(((vcc_v4_float)t3)[1]));
            __m128 t6 = (__m128)vcc_insert((vcc_v4_float)t5, 2, logf(((vcc_v4_float)t3)[2]));
            __m128 t7 = (__m128)vcc_insert((vcc_v4_float)t6, 3, logf(((vcc_v4_float)t3)[3]));
            _mm_storeu_ps(r + i_vec, t7);
            long t8 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t8);
            __m128 t9 = _mm_add_ps(a_v_1, _mm_set1_ps(1001.0f));
            __m128 t10 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)t9)[0]));
            __m128 t11 = (__m128)vcc_insert((vcc_v4_float)t10, 1, logf(((vcc_v4_float)t9)[1]));
            __m128 t12 = (__m128)vcc_insert((vcc_v4_float)t11, 2, logf(((vcc_v4_float)t9)[2]));
            __m128 t13 = (__m128)vcc_insert((vcc_v4_float)t12, 3, logf(((vcc_v4_float)t9)[3]));
            _mm_storeu_ps(r + t8, t13);
            i_vec += 8L;
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
            __m128 a_v_2 = _mm_loadu_ps(a + t17);
            __m128 t18 = _mm_add_ps(a_v_2, _mm_set1_ps(1001.0f));
            __m128 t19 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)t18)[0]));
            __m128 t20 = (__m128)vcc_insert((vcc_v4_float)t19, 1, logf(((vcc_v4_float)t18)[1]));
            __m128 t21 = (__m128)vcc_insert((vcc_v4_float)t20, 2, logf(((vcc_v4_float)t18)[2]));
            __m128 t22 = (__m128)vcc_insert((vcc_v4_float)t21, 3, logf(((vcc_v4_float)t18)[3]));
            _mm_storeu_ps(r + t17, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = a[t23];
        r[t23] = logf(t24 + 1001.0f);
    }
}

__attribute__((target("sse4.2"))) void k_log(int n, double *restrict r, const double *restrict a) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:27 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_add_pd(a_v, _mm_set1_pd(1001.0));
            __m128d t4 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t3)[0]));
            __m128d t5 = (__m128d)vcc_insert((vcc_v2_double)t4, 1, log(((vcc_v2_double)t3)[1]));
            _mm_storeu_pd(r + i_vec, t5);
            long t6 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t6);
            __m128d t7 = _mm_add_pd(a_v_1, _mm_set1_pd(1001.0));
            __m128d t8 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t7)[0]));
            __m128d t9 = (__m128d)vcc_insert((vcc_v2_double)t8, 1, log(((vcc_v2_double)t7)[1]));
            _mm_storeu_pd(r + t6, t9);
            long t10 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t10);
            __m128d t11 = _mm_add_pd(a_v_2, _mm_set1_pd(1001.0));
            __m128d t12 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t11)[0]));
            __m128d t13 = (__m128d)vcc_insert((vcc_v2_double)t12, 1, log(((vcc_v2_double)t11)[1]));
            _mm_storeu_pd(r + t10, t13);
            long t14 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t14);
            __m128d t15 = _mm_add_pd(a_v_3, _mm_set1_pd(1001.0));
            __m128d t16 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t15)[0]));
            __m128d t17 = (__m128d)vcc_insert((vcc_v2_double)t16, 1, log(((vcc_v2_double)t15)[1]));
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
        /* vcc: loop at math_fast.c:27 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t21);
            __m128d t22 = _mm_add_pd(a_v_4, _mm_set1_pd(1001.0));
            __m128d t23 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t22)[0]));
            __m128d t24 = (__m128d)vcc_insert((vcc_v2_double)t23, 1, log(((vcc_v2_double)t22)[1]));
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
        r[t25] = log(t26 + 1001.0);
    }
}

__attribute__((target("sse4.2"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:32 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = _mm_mul_ps(a_v, _mm_set1_ps(0.1f));
            __m128 t4 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, sinf(((vcc_v4_float)t3)[0]));
            __m128 t5 = (__m128)vcc_insert((vcc_v4_float)t4, 1, sinf(((vcc_v4_float)t3)[1]));
            __m128 t6 = (__m128)vcc_insert((vcc_v4_float)t5, 2, sinf(((vcc_v4_float)t3)[2]));
            __m128 t7 = (__m128)vcc_insert((vcc_v4_float)t6, 3, sinf(((vcc_v4_float)t3)[3]));
            __m128 t8 = _mm_add_ps(t7, _mm_set1_ps(2.0f));
            _mm_storeu_ps(r + i_vec, t8);
            long t9 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t9);
            __m128 t10 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.1f));
            __m128 t11 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, sinf(((vcc_v4_float)t10)[0]));
            __m128 t12 = (__m128)vcc_insert((vcc_v4_float)t11, 1, sinf(((vcc_v4_float)t10)[1]));
            __m128 t13 = (__m128)vcc_insert((vcc_v4_float)t12, 2, sinf(((vcc_v4_float)t10)[2]));
            __m128 t14 = (__m128)vcc_insert((vcc_v4_float)t13, 3, sinf(((vcc_v4_float)t10)[3]));
            __m128 t15 = _mm_add_ps(t14, _mm_set1_ps(2.0f));
            _mm_storeu_ps(r + t9, t15);
            i_vec += 8L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            __m128 a_v_2 = _mm_loadu_ps(a + t19);
            __m128 t20 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.1f));
            __m128 t21 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, sinf(((vcc_v4_float)t20)[0]));
            __m128 t22 = (__m128)vcc_insert((vcc_v4_float)t21, 1, sinf(((vcc_v4_float)t20)[1]));
            __m128 t23 = (__m128)vcc_insert((vcc_v4_float)t22, 2, sinf(((vcc_v4_float)t20)[2]));
            __m128 t24 = (__m128)vcc_insert((vcc_v4_float)t23, 3, sinf(((vcc_v4_float)t20)[3]));
            __m128 t25 = _mm_add_ps(t24, _mm_set1_ps(2.0f));
            _mm_storeu_ps(r + t19, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = a[t26];
        r[t26] = sinf(t27 * 0.1f) + 2.0f;
    }
}

__attribute__((target("sse4.2"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:37 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_mul_pd(a_v, _mm_set1_pd(0.1));
            __m128d t4 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)t3)[0]));
            __m128d t5 = (__m128d)vcc_insert((vcc_v2_double)t4, 1, cos(((vcc_v2_double)t3)[1]));
            __m128d t6 = _mm_add_pd(t5, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + i_vec, t6);
            long t7 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t7);
            __m128d t8 = _mm_mul_pd(a_v_1, _mm_set1_pd(0.1));
            __m128d t9 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)t8)[0]));
            __m128d t10 = (__m128d)vcc_insert((vcc_v2_double)t9, 1, cos(((vcc_v2_double)t8)[1]));
            __m128d t11 = _mm_add_pd(t10, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + t7, t11);
            long t12 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t12);
            __m128d t13 = _mm_mul_pd(a_v_2, _mm_set1_pd(0.1));
            __m128d t14 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)t13)[0]));
            __m128d t15 = (__m128d)vcc_insert((vcc_v2_double)t14, 1, cos(((vcc_v2_double)t13)[1]));
            __m128d t16 = _mm_add_pd(t15, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + t12, t16);
            long t17 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t17);
            __m128d t18 = _mm_mul_pd(a_v_3, _mm_set1_pd(0.1));
            __m128d t19 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)t18)[0]));
            __m128d t20 = (__m128d)vcc_insert((vcc_v2_double)t19, 1, cos(((vcc_v2_double)t18)[1]));
            __m128d t21 = _mm_add_pd(t20, _mm_set1_pd(2.0));
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
        /* vcc: loop at math_fast.c:37 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t25);
            __m128d t26 = _mm_mul_pd(a_v_4, _mm_set1_pd(0.1));
            __m128d t27 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)t26)[0]));
            __m128d t28 = (__m128d)vcc_insert((vcc_v2_double)t27, 1, cos(((vcc_v2_double)t26)[1]));
            __m128d t29 = _mm_add_pd(t28, _mm_set1_pd(2.0));
            _mm_storeu_pd(r + t25, t29);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        double t31 = a[t30];
        r[t30] = cos(t31 * 0.1) + 2.0;
    }
}

__attribute__((target("sse4.2"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    int t18;
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
            __m128 t6 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)t5)[0], ((vcc_v4_float)t3)[0]));
            __m128 t7 = (__m128)vcc_insert((vcc_v4_float)t6, 1, powf(((vcc_v4_float)t5)[1], ((vcc_v4_float)t3)[1]));
            __m128 t8 = (__m128)vcc_insert((vcc_v4_float)t7, 2, powf(((vcc_v4_float)t5)[2], ((vcc_v4_float)t3)[2]));
            __m128 t9 = (__m128)vcc_insert((vcc_v4_float)t8, 3, powf(((vcc_v4_float)t5)[3], ((vcc_v4_float)t3)[3]));
            _mm_storeu_ps(r + i_vec, t9);
            long t10 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t10);
            __m128 t11 = _mm_mul_ps(b_v_1, _mm_set1_ps(0.003f));
            __m128 a_v_1 = _mm_loadu_ps(a + t10);
            __m128 t12 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.001f));
            __m128 t13 = _mm_add_ps(t12, _mm_set1_ps(1.5f));
            __m128 t14 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)t13)[0], ((vcc_v4_float)t11)[0]));
            __m128 t15 = (__m128)vcc_insert((vcc_v4_float)t14, 1, powf(((vcc_v4_float)t13)[1], ((vcc_v4_float)t11)[1]));
            __m128 t16 = (__m128)vcc_insert((vcc_v4_float)t15, 2, powf(((vcc_v4_float)t13)[2], ((vcc_v4_float)t11)[2]));
            __m128 t17 = (__m128)vcc_insert((vcc_v4_float)t16, 3, powf(((vcc_v4_float)t13)[3], ((vcc_v4_float)t11)[3]));
            _mm_storeu_ps(r + t10, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:42 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128 b_v_2 = _mm_loadu_ps(b + t21);
            __m128 t22 = _mm_mul_ps(b_v_2, _mm_set1_ps(0.003f));
            __m128 a_v_2 = _mm_loadu_ps(a + t21);
            __m128 t23 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.001f));
            __m128 t24 = _mm_add_ps(t23, _mm_set1_ps(1.5f));
            __m128 t25 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)t24)[0], ((vcc_v4_float)t22)[0]));
            __m128 t26 = (__m128)vcc_insert((vcc_v4_float)t25, 1, powf(((vcc_v4_float)t24)[1], ((vcc_v4_float)t22)[1]));
            __m128 t27 = (__m128)vcc_insert((vcc_v4_float)t26, 2, powf(((vcc_v4_float)t24)[2], ((vcc_v4_float)t22)[2]));
            __m128 t28 = (__m128)vcc_insert((vcc_v4_float)t27, 3, powf(((vcc_v4_float)t24)[3], ((vcc_v4_float)t22)[3]));
            _mm_storeu_ps(r + t21, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = b[t29];
        float t31 = a[t29];
        r[t29] = powf(t31 * 0.001f + 1.5f, t30 * 0.003f);
    }
}

__attribute__((target("sse4.2"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    int t26;
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
            __m128d t6 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)t5)[0], ((vcc_v2_double)t3)[0]));
            __m128d t7 = (__m128d)vcc_insert((vcc_v2_double)t6, 1, pow(((vcc_v2_double)t5)[1], ((vcc_v2_double)t3)[1]));
            _mm_storeu_pd(r + i_vec, t7);
            long t8 = i_vec + 2L;
            __m128d b_v_1 = _mm_loadu_pd(b + t8);
            __m128d t9 = _mm_mul_pd(b_v_1, _mm_set1_pd(0.003));
            __m128d a_v_1 = _mm_loadu_pd(a + t8);
            __m128d t10 = _mm_mul_pd(a_v_1, _mm_set1_pd(0.001));
            __m128d t11 = _mm_add_pd(t10, _mm_set1_pd(1.5));
            __m128d t12 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)t11)[0], ((vcc_v2_double)t9)[0]));
            __m128d t13 = (__m128d)vcc_insert((vcc_v2_double)t12, 1, pow(((vcc_v2_double)t11)[1], ((vcc_v2_double)t9)[1]));
            _mm_storeu_pd(r + t8, t13);
            long t14 = i_vec + 4L;
            __m128d b_v_2 = _mm_loadu_pd(b + t14);
            __m128d t15 = _mm_mul_pd(b_v_2, _mm_set1_pd(0.003));
            __m128d a_v_2 = _mm_loadu_pd(a + t14);
            __m128d t16 = _mm_mul_pd(a_v_2, _mm_set1_pd(0.001));
            __m128d t17 = _mm_add_pd(t16, _mm_set1_pd(1.5));
            __m128d t18 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)t17)[0], ((vcc_v2_double)t15)[0]));
            __m128d t19 = (__m128d)vcc_insert((vcc_v2_double)t18, 1, pow(((vcc_v2_double)t17)[1], ((vcc_v2_double)t15)[1]));
            _mm_storeu_pd(r + t14, t19);
            long t20 = i_vec + 6L;
            __m128d b_v_3 = _mm_loadu_pd(b + t20);
            __m128d t21 = _mm_mul_pd(b_v_3, _mm_set1_pd(0.003));
            __m128d a_v_3 = _mm_loadu_pd(a + t20);
            __m128d t22 = _mm_mul_pd(a_v_3, _mm_set1_pd(0.001));
            __m128d t23 = _mm_add_pd(t22, _mm_set1_pd(1.5));
            __m128d t24 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)t23)[0], ((vcc_v2_double)t21)[0]));
            __m128d t25 = (__m128d)vcc_insert((vcc_v2_double)t24, 1, pow(((vcc_v2_double)t23)[1], ((vcc_v2_double)t21)[1]));
            _mm_storeu_pd(r + t20, t25);
            i_vec += 8L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:47 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128d b_v_4 = _mm_loadu_pd(b + t29);
            __m128d t30 = _mm_mul_pd(b_v_4, _mm_set1_pd(0.003));
            __m128d a_v_4 = _mm_loadu_pd(a + t29);
            __m128d t31 = _mm_mul_pd(a_v_4, _mm_set1_pd(0.001));
            __m128d t32 = _mm_add_pd(t31, _mm_set1_pd(1.5));
            __m128d t33 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)t32)[0], ((vcc_v2_double)t30)[0]));
            __m128d t34 = (__m128d)vcc_insert((vcc_v2_double)t33, 1, pow(((vcc_v2_double)t32)[1], ((vcc_v2_double)t30)[1]));
            _mm_storeu_pd(r + t29, t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        double t36 = b[t35];
        double t37 = a[t35];
        r[t35] = pow(t37 * 0.001 + 1.5, t36 * 0.003);
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
            __m128d t3 = (__m128d)__builtin_convertvector(p_v, vcc_v2_double);
            s_v = _mm_add_pd(s_v, t3);
            vcc_v2_float p_v_1 = vcc_load(vcc_v2_float, p + (i_vec + 2L));
            __m128d t4 = (__m128d)__builtin_convertvector(p_v_1, vcc_v2_double);
            s_v_1 = _mm_add_pd(s_v_1, t4);
            vcc_v2_float p_v_2 = vcc_load(vcc_v2_float, p + (i_vec + 4L));
            __m128d t5 = (__m128d)__builtin_convertvector(p_v_2, vcc_v2_double);
            s_v_2 = _mm_add_pd(s_v_2, t5);
            vcc_v2_float p_v_3 = vcc_load(vcc_v2_float, p + (i_vec + 6L));
            __m128d t6 = (__m128d)__builtin_convertvector(p_v_3, vcc_v2_double);
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
            __m128d t14 = (__m128d)__builtin_convertvector(p_v_4, vcc_v2_double);
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
