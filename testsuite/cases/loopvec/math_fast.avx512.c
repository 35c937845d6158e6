/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
__attribute__((target("avx2"))) __m256 _ZGVdN8v_expf(__m256);
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_expf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 t3 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.01f));
            __m256 t4 = _ZGVdN8v_expf(t3);
            _mm256_storeu_ps(r + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t5);
            __m256 t6 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.01f));
            __m256 t7 = _ZGVdN8v_expf(t6);
            _mm256_storeu_ps(r + t5, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m256 a_v_2 = _mm256_loadu_ps(a + t11);
            __m256 t12 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.01f));
            __m256 t13 = _ZGVdN8v_expf(t12);
            _mm256_storeu_ps(r + t11, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t18 = (long)t14;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t17), a + t18);
        __m256 t19 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.01f));
        __m256 t20 = _ZGVdN8v_expf(t19);
        _mm256_mask_storeu_ps(r + t18, _mm256_movepi32_mask(t17), t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = a[t21];
        r[t21] = expf(t22 * 0.01f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:17 vectorized: VF 4, UF 2, vector epilogue VF 4, masked remainder */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_mul_pd(a_v, _mm256_set1_pd(0.01));
            __m256d t4 = _ZGVdN4v_exp(t3);
            _mm256_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t5);
            __m256d t6 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(0.01));
            __m256d t7 = _ZGVdN4v_exp(t6);
            _mm256_storeu_pd(r + t5, t7);
            i_vec += 8L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 4L) {
        long t10 = t9 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m256d a_v_2 = _mm256_loadu_pd(a + t11);
            __m256d t12 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(0.01));
            __m256d t13 = _ZGVdN4v_exp(t12);
            _mm256_storeu_pd(r + t11, t13);
            i_vec_1 += 4L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 4L)) {
        __m128i t16 = _mm_set1_epi32((int)(int)t15);
        __m128i t17 = _mm_cmpgt_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
        long t18 = (long)t14;
        __m256d a_v_3 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t17), a + t18);
        __m256d t19 = _mm256_mul_pd(a_v_3, _mm256_set1_pd(0.01));
        __m256d t20 = _ZGVdN4v_exp(t19);
        _mm256_mask_storeu_pd(r + t18, _mm_movepi32_mask(t17), t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        double t22 = a[t21];
        r[t21] = exp(t22 * 0.01);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 t3 = _mm256_add_ps(a_v, _mm256_set1_ps(1001.0f));
            __m256 t4 = _ZGVdN8v_logf(t3);
            _mm256_storeu_ps(r + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t5);
            __m256 t6 = _mm256_add_ps(a_v_1, _mm256_set1_ps(1001.0f));
            __m256 t7 = _ZGVdN8v_logf(t6);
            _mm256_storeu_ps(r + t5, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m256 a_v_2 = _mm256_loadu_ps(a + t11);
            __m256 t12 = _mm256_add_ps(a_v_2, _mm256_set1_ps(1001.0f));
            __m256 t13 = _ZGVdN8v_logf(t12);
            _mm256_storeu_ps(r + t11, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t18 = (long)t14;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t17), a + t18);
        __m256 t19 = _mm256_add_ps(a_v_3, _mm256_set1_ps(1001.0f));
        __m256 t20 = _ZGVdN8v_logf(t19);
        _mm256_mask_storeu_ps(r + t18, _mm256_movepi32_mask(t17), t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = a[t21];
        r[t21] = logf(t22 + 1001.0f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_log(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:27 vectorized: VF 4, UF 2, vector epilogue VF 4, masked remainder */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_add_pd(a_v, _mm256_set1_pd(1001.0));
            __m256d t4 = _ZGVdN4v_log(t3);
            _mm256_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t5);
            __m256d t6 = _mm256_add_pd(a_v_1, _mm256_set1_pd(1001.0));
            __m256d t7 = _ZGVdN4v_log(t6);
            _mm256_storeu_pd(r + t5, t7);
            i_vec += 8L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 4L) {
        long t10 = t9 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m256d a_v_2 = _mm256_loadu_pd(a + t11);
            __m256d t12 = _mm256_add_pd(a_v_2, _mm256_set1_pd(1001.0));
            __m256d t13 = _ZGVdN4v_log(t12);
            _mm256_storeu_pd(r + t11, t13);
            i_vec_1 += 4L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 4L)) {
        __m128i t16 = _mm_set1_epi32((int)(int)t15);
        __m128i t17 = _mm_cmpgt_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
        long t18 = (long)t14;
        __m256d a_v_3 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t17), a + t18);
        __m256d t19 = _mm256_add_pd(a_v_3, _mm256_set1_pd(1001.0));
        __m256d t20 = _ZGVdN4v_log(t19);
        _mm256_mask_storeu_pd(r + t18, _mm_movepi32_mask(t17), t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        double t22 = a[t21];
        r[t21] = log(t22 + 1001.0);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 t3 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.1f));
            __m256 t4 = _ZGVdN8v_sinf(t3);
            __m256 t5 = _mm256_add_ps(t4, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t6);
            __m256 t7 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.1f));
            __m256 t8 = _ZGVdN8v_sinf(t7);
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t6, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256 a_v_2 = _mm256_loadu_ps(a + t13);
            __m256 t14 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.1f));
            __m256 t15 = _ZGVdN8v_sinf(t14);
            __m256 t16 = _mm256_add_ps(t15, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t13, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)t17;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t20), a + t21);
        __m256 t22 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.1f));
        __m256 t23 = _ZGVdN8v_sinf(t22);
        __m256 t24 = _mm256_add_ps(t23, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(r + t21, _mm256_movepi32_mask(t20), t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = a[t25];
        r[t25] = sinf(t26 * 0.1f) + 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:37 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_mul_pd(a_v, _mm256_set1_pd(0.1));
            __m256d t4 = _ZGVdN4v_cos(t3);
            __m256d t5 = _mm256_add_pd(t4, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + i_vec, t5);
            long t6 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t6);
            __m256d t7 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(0.1));
            __m256d t8 = _ZGVdN4v_cos(t7);
            __m256d t9 = _mm256_add_pd(t8, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t6, t9);
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
        /* vcc: loop at math_fast.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256d a_v_2 = _mm256_loadu_pd(a + t13);
            __m256d t14 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(0.1));
            __m256d t15 = _ZGVdN4v_cos(t14);
            __m256d t16 = _mm256_add_pd(t15, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t13, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        double t18 = a[t17];
        r[t17] = cos(t18 * 0.1) + 2.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t12;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:42 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t3 = _mm256_mul_ps(b_v, _mm256_set1_ps(0.003f));
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 t4 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.001f));
            __m256 t5 = _mm256_add_ps(t4, _mm256_set1_ps(1.5f));
            __m256 t6 = _ZGVdN8vv_powf(t5, t3);
            _mm256_storeu_ps(r + i_vec, t6);
            long t7 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t7);
            __m256 t8 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(0.003f));
            __m256 a_v_1 = _mm256_loadu_ps(a + t7);
            __m256 t9 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.001f));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(1.5f));
            __m256 t11 = _ZGVdN8vv_powf(t10, t8);
            _mm256_storeu_ps(r + t7, t11);
            i_vec += 16L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:42 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m256 b_v_2 = _mm256_loadu_ps(b + t15);
            __m256 t16 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(0.003f));
            __m256 a_v_2 = _mm256_loadu_ps(a + t15);
            __m256 t17 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.001f));
            __m256 t18 = _mm256_add_ps(t17, _mm256_set1_ps(1.5f));
            __m256 t19 = _ZGVdN8vv_powf(t18, t16);
            _mm256_storeu_ps(r + t15, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        t20 = (int)((long)t12 + t14);
    } else {
        t20 = t12;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256 b_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), b + t24);
        __m256 t25 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(0.003f));
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), a + t24);
        __m256 t26 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.001f));
        __m256 t27 = _mm256_add_ps(t26, _mm256_set1_ps(1.5f));
        __m256 t28 = _ZGVdN8vv_powf(t27, t25);
        _mm256_mask_storeu_ps(r + t24, _mm256_movepi32_mask(t23), t28);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = b[t29];
        float t31 = a[t29];
        r[t29] = powf(t31 * 0.001f + 1.5f, t30 * 0.003f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:47 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t3 = _mm256_mul_pd(b_v, _mm256_set1_pd(0.003));
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t4 = _mm256_mul_pd(a_v, _mm256_set1_pd(0.001));
            __m256d t5 = _mm256_add_pd(t4, _mm256_set1_pd(1.5));
            __m256d t6 = _ZGVdN4vv_pow(t5, t3);
            _mm256_storeu_pd(r + i_vec, t6);
            long t7 = i_vec + 4L;
            __m256d b_v_1 = _mm256_loadu_pd(b + t7);
            __m256d t8 = _mm256_mul_pd(b_v_1, _mm256_set1_pd(0.003));
            __m256d a_v_1 = _mm256_loadu_pd(a + t7);
            __m256d t9 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(0.001));
            __m256d t10 = _mm256_add_pd(t9, _mm256_set1_pd(1.5));
            __m256d t11 = _ZGVdN4vv_pow(t10, t8);
            _mm256_storeu_pd(r + t7, t11);
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
        /* vcc: loop at math_fast.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m256d b_v_2 = _mm256_loadu_pd(b + t15);
            __m256d t16 = _mm256_mul_pd(b_v_2, _mm256_set1_pd(0.003));
            __m256d a_v_2 = _mm256_loadu_pd(a + t15);
            __m256d t17 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(0.001));
            __m256d t18 = _mm256_add_pd(t17, _mm256_set1_pd(1.5));
            __m256d t19 = _ZGVdN4vv_pow(t18, t16);
            _mm256_storeu_pd(r + t15, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        double t21 = b[t20];
        double t22 = a[t20];
        r[t20] = pow(t22 * 0.001 + 1.5, t21 * 0.003);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_sqrt(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_add_pd(a_v, _mm256_set1_pd(1000.0));
            __m256d t4 = _mm256_sqrt_pd(t3);
            _mm256_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t5);
            __m256d t6 = _mm256_add_pd(a_v_1, _mm256_set1_pd(1000.0));
            __m256d t7 = _mm256_sqrt_pd(t6);
            _mm256_storeu_pd(r + t5, t7);
            long t8 = i_vec + 8L;
            __m256d a_v_2 = _mm256_loadu_pd(a + t8);
            __m256d t9 = _mm256_add_pd(a_v_2, _mm256_set1_pd(1000.0));
            __m256d t10 = _mm256_sqrt_pd(t9);
            _mm256_storeu_pd(r + t8, t10);
            long t11 = i_vec + 12L;
            __m256d a_v_3 = _mm256_loadu_pd(a + t11);
            __m256d t12 = _mm256_add_pd(a_v_3, _mm256_set1_pd(1000.0));
            __m256d t13 = _mm256_sqrt_pd(t12);
            _mm256_storeu_pd(r + t11, t13);
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
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256d a_v_4 = _mm256_loadu_pd(a + t17);
            __m256d t18 = _mm256_add_pd(a_v_4, _mm256_set1_pd(1000.0));
            __m256d t19 = _mm256_sqrt_pd(t18);
            _mm256_storeu_pd(r + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 4L)) {
        __m128i t22 = _mm_set1_epi32((int)(int)t21);
        __m128i t23 = _mm_cmpgt_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
        long t24 = (long)t20;
        __m256d a_v_5 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t23), a + t24);
        __m256d t25 = _mm256_add_pd(a_v_5, _mm256_set1_pd(1000.0));
        __m256d t26 = _mm256_sqrt_pd(t25);
        _mm256_mask_storeu_pd(r + t24, _mm_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        double t28 = a[t27];
        r[t27] = sqrt(t28 + 1000.0);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static double sum_f(const float *p, int n) {
    vcc_no_contract_body
    double s;
    int t10;
    double t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256d s_v = _mm256_set1_pd(-0.0);
        __m256d s_v_1 = _mm256_set1_pd(-0.0);
        __m256d s_v_2 = _mm256_set1_pd(-0.0);
        __m256d s_v_3 = _mm256_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 p_v = _mm_loadu_ps(p + i_vec);
            __m256d t3 = _mm256_cvtps_pd(p_v);
            s_v = _mm256_add_pd(s_v, t3);
            __m128 p_v_1 = _mm_loadu_ps(p + (i_vec + 4L));
            __m256d t4 = _mm256_cvtps_pd(p_v_1);
            s_v_1 = _mm256_add_pd(s_v_1, t4);
            __m128 p_v_2 = _mm_loadu_ps(p + (i_vec + 8L));
            __m256d t5 = _mm256_cvtps_pd(p_v_2);
            s_v_2 = _mm256_add_pd(s_v_2, t5);
            __m128 p_v_3 = _mm_loadu_ps(p + (i_vec + 12L));
            __m256d t6 = _mm256_cvtps_pd(p_v_3);
            s_v_3 = _mm256_add_pd(s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256d t7 = _mm256_add_pd(s_v, s_v_1);
        __m256d t8 = _mm256_add_pd(t7, s_v_2);
        __m256d t9 = _mm256_add_pd(t8, s_v_3);
        t10 = (int)t2;
        t11 = 0.0 + vcc_avx2_sum_pd(t9);
    } else {
        t10 = 0;
        t11 = 0.0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        __m256d s_v_4 = _mm256_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128 p_v_4 = _mm_loadu_ps(p + ((long)t10 + i_vec_1));
            __m256d t14 = _mm256_cvtps_pd(p_v_4);
            s_v_4 = _mm256_add_pd(s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = t11 + vcc_avx2_sum_pd(s_v_4);
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s += (double)p[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static double sum_d(const double *p, int n) {
    vcc_no_contract_body
    double s;
    int t6;
    double t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256d s_v = _mm256_set1_pd(-0.0);
        __m256d s_v_1 = _mm256_set1_pd(-0.0);
        __m256d s_v_2 = _mm256_set1_pd(-0.0);
        __m256d s_v_3 = _mm256_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d p_v = _mm256_loadu_pd(p + i_vec);
            s_v = _mm256_add_pd(s_v, p_v);
            __m256d p_v_1 = _mm256_loadu_pd(p + (i_vec + 4L));
            s_v_1 = _mm256_add_pd(s_v_1, p_v_1);
            __m256d p_v_2 = _mm256_loadu_pd(p + (i_vec + 8L));
            s_v_2 = _mm256_add_pd(s_v_2, p_v_2);
            __m256d p_v_3 = _mm256_loadu_pd(p + (i_vec + 12L));
            s_v_3 = _mm256_add_pd(s_v_3, p_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256d t3 = _mm256_add_pd(s_v, s_v_1);
        __m256d t4 = _mm256_add_pd(t3, s_v_2);
        __m256d t5 = _mm256_add_pd(t4, s_v_3);
        t6 = (int)t2;
        t7 = 0.0 + vcc_avx2_sum_pd(t5);
    } else {
        t6 = 0;
        t7 = 0.0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        __m256d s_v_4 = _mm256_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256d p_v_4 = _mm256_loadu_pd(p + ((long)t6 + i_vec_1));
            s_v_4 = _mm256_add_pd(s_v_4, p_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vcc_avx2_sum_pd(s_v_4);
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
