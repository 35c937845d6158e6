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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256 t4 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.01f));
            __m256 t5 = _ZGVdN8v_expf(t4);
            _mm256_storeu_ps(r + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + t6);
            __m256 t7 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.01f));
            __m256 t8 = _ZGVdN8v_expf(t7);
            _mm256_storeu_ps(r + t6, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m256 a_v_2 = _mm256_loadu_ps(a + t12);
            __m256 t13 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.01f));
            __m256 t14 = _ZGVdN8v_expf(t13);
            _mm256_storeu_ps(r + t12, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)(int)(long)t15;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), a + t19);
        __m256 t20 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.01f));
        __m256 t21 = _ZGVdN8v_expf(t20);
        _mm256_mask_storeu_ps(r + t19, _mm256_movepi32_mask(t18), t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float t23 = a[t22];
        r[t22] = expf(t23 * 0.01f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:17 vectorized: VF 4, UF 2, vector epilogue VF 4, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256d a_v = _mm256_loadu_pd(a + t3);
            __m256d t4 = _mm256_mul_pd(a_v, _mm256_set1_pd(0.01));
            __m256d t5 = _ZGVdN4v_exp(t4);
            _mm256_storeu_pd(r + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            __m256d a_v_1 = _mm256_loadu_pd(a + t6);
            __m256d t7 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(0.01));
            __m256d t8 = _ZGVdN4v_exp(t7);
            _mm256_storeu_pd(r + t6, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 4L) {
        long t11 = t10 & -4L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m256d a_v_2 = _mm256_loadu_pd(a + t12);
            __m256d t13 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(0.01));
            __m256d t14 = _ZGVdN4v_exp(t13);
            _mm256_storeu_pd(r + t12, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 4L)) {
        __m128i t17 = _mm_set1_epi32((int)(int)t16);
        __m128i t18 = _mm_cmpgt_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        long t19 = (long)(int)(long)t15;
        __m256d a_v_3 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t18), a + t19);
        __m256d t20 = _mm256_mul_pd(a_v_3, _mm256_set1_pd(0.01));
        __m256d t21 = _ZGVdN4v_exp(t20);
        _mm256_mask_storeu_pd(r + t19, _mm_movepi32_mask(t18), t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        double t23 = a[t22];
        r[t22] = exp(t23 * 0.01);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256 t4 = _mm256_add_ps(a_v, _mm256_set1_ps(1001.0f));
            __m256 t5 = _ZGVdN8v_logf(t4);
            _mm256_storeu_ps(r + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + t6);
            __m256 t7 = _mm256_add_ps(a_v_1, _mm256_set1_ps(1001.0f));
            __m256 t8 = _ZGVdN8v_logf(t7);
            _mm256_storeu_ps(r + t6, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m256 a_v_2 = _mm256_loadu_ps(a + t12);
            __m256 t13 = _mm256_add_ps(a_v_2, _mm256_set1_ps(1001.0f));
            __m256 t14 = _ZGVdN8v_logf(t13);
            _mm256_storeu_ps(r + t12, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)(int)(long)t15;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), a + t19);
        __m256 t20 = _mm256_add_ps(a_v_3, _mm256_set1_ps(1001.0f));
        __m256 t21 = _ZGVdN8v_logf(t20);
        _mm256_mask_storeu_ps(r + t19, _mm256_movepi32_mask(t18), t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float t23 = a[t22];
        r[t22] = logf(t23 + 1001.0f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_log(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:27 vectorized: VF 4, UF 2, vector epilogue VF 4, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256d a_v = _mm256_loadu_pd(a + t3);
            __m256d t4 = _mm256_add_pd(a_v, _mm256_set1_pd(1001.0));
            __m256d t5 = _ZGVdN4v_log(t4);
            _mm256_storeu_pd(r + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            __m256d a_v_1 = _mm256_loadu_pd(a + t6);
            __m256d t7 = _mm256_add_pd(a_v_1, _mm256_set1_pd(1001.0));
            __m256d t8 = _ZGVdN4v_log(t7);
            _mm256_storeu_pd(r + t6, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 4L) {
        long t11 = t10 & -4L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m256d a_v_2 = _mm256_loadu_pd(a + t12);
            __m256d t13 = _mm256_add_pd(a_v_2, _mm256_set1_pd(1001.0));
            __m256d t14 = _ZGVdN4v_log(t13);
            _mm256_storeu_pd(r + t12, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 4L)) {
        __m128i t17 = _mm_set1_epi32((int)(int)t16);
        __m128i t18 = _mm_cmpgt_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        long t19 = (long)(int)(long)t15;
        __m256d a_v_3 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t18), a + t19);
        __m256d t20 = _mm256_add_pd(a_v_3, _mm256_set1_pd(1001.0));
        __m256d t21 = _ZGVdN4v_log(t20);
        _mm256_mask_storeu_pd(r + t19, _mm_movepi32_mask(t18), t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        double t23 = a[t22];
        r[t22] = log(t23 + 1001.0);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t11;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256 t4 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.1f));
            __m256 t5 = _ZGVdN8v_sinf(t4);
            __m256 t6 = _mm256_add_ps(t5, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + t7);
            __m256 t8 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.1f));
            __m256 t9 = _ZGVdN8v_sinf(t8);
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t7, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256 a_v_2 = _mm256_loadu_ps(a + t14);
            __m256 t15 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.1f));
            __m256 t16 = _ZGVdN8v_sinf(t15);
            __m256 t17 = _mm256_add_ps(t16, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t14, t17);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t18 = (int)((long)t11 + t13);
    } else {
        t18 = t11;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t22 = (long)(int)(long)t18;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t21), a + t22);
        __m256 t23 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.1f));
        __m256 t24 = _ZGVdN8v_sinf(t23);
        __m256 t25 = _mm256_add_ps(t24, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(r + t22, _mm256_movepi32_mask(t21), t25);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = a[t26];
        r[t26] = sinf(t27 * 0.1f) + 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:37 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256d a_v = _mm256_loadu_pd(a + t3);
            __m256d t4 = _mm256_mul_pd(a_v, _mm256_set1_pd(0.1));
            __m256d t5 = _ZGVdN4v_cos(t4);
            __m256d t6 = _mm256_add_pd(t5, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t3, t6);
            long t7 = (long)(int)(i_vec + 4L);
            __m256d a_v_1 = _mm256_loadu_pd(a + t7);
            __m256d t8 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(0.1));
            __m256d t9 = _ZGVdN4v_cos(t8);
            __m256d t10 = _mm256_add_pd(t9, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t7, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256d a_v_2 = _mm256_loadu_pd(a + t14);
            __m256d t15 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(0.1));
            __m256d t16 = _ZGVdN4v_cos(t15);
            __m256d t17 = _mm256_add_pd(t16, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t14, t17);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        double t19 = a[t18];
        r[t18] = cos(t19 * 0.1) + 2.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t13;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:42 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t4 = _mm256_mul_ps(b_v, _mm256_set1_ps(0.003f));
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256 t5 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.001f));
            __m256 t6 = _mm256_add_ps(t5, _mm256_set1_ps(1.5f));
            __m256 t7 = _ZGVdN8vv_powf(t6, t4);
            _mm256_storeu_ps(r + t3, t7);
            long t8 = (long)(int)(i_vec + 8L);
            __m256 b_v_1 = _mm256_loadu_ps(b + t8);
            __m256 t9 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(0.003f));
            __m256 a_v_1 = _mm256_loadu_ps(a + t8);
            __m256 t10 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.001f));
            __m256 t11 = _mm256_add_ps(t10, _mm256_set1_ps(1.5f));
            __m256 t12 = _ZGVdN8vv_powf(t11, t9);
            _mm256_storeu_ps(r + t8, t12);
            i_vec += 16L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            __m256 b_v_2 = _mm256_loadu_ps(b + t16);
            __m256 t17 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(0.003f));
            __m256 a_v_2 = _mm256_loadu_ps(a + t16);
            __m256 t18 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.001f));
            __m256 t19 = _mm256_add_ps(t18, _mm256_set1_ps(1.5f));
            __m256 t20 = _ZGVdN8vv_powf(t19, t17);
            _mm256_storeu_ps(r + t16, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        t21 = (int)((long)t13 + t15);
    } else {
        t21 = t13;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m256 b_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), b + t25);
        __m256 t26 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(0.003f));
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), a + t25);
        __m256 t27 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.001f));
        __m256 t28 = _mm256_add_ps(t27, _mm256_set1_ps(1.5f));
        __m256 t29 = _ZGVdN8vv_powf(t28, t26);
        _mm256_mask_storeu_ps(r + t25, _mm256_movepi32_mask(t24), t29);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        float t31 = b[t30];
        float t32 = a[t30];
        r[t30] = powf(t32 * 0.001f + 1.5f, t31 * 0.003f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:47 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256d b_v = _mm256_loadu_pd(b + t3);
            __m256d t4 = _mm256_mul_pd(b_v, _mm256_set1_pd(0.003));
            __m256d a_v = _mm256_loadu_pd(a + t3);
            __m256d t5 = _mm256_mul_pd(a_v, _mm256_set1_pd(0.001));
            __m256d t6 = _mm256_add_pd(t5, _mm256_set1_pd(1.5));
            __m256d t7 = _ZGVdN4vv_pow(t6, t4);
            _mm256_storeu_pd(r + t3, t7);
            long t8 = (long)(int)(i_vec + 4L);
            __m256d b_v_1 = _mm256_loadu_pd(b + t8);
            __m256d t9 = _mm256_mul_pd(b_v_1, _mm256_set1_pd(0.003));
            __m256d a_v_1 = _mm256_loadu_pd(a + t8);
            __m256d t10 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(0.001));
            __m256d t11 = _mm256_add_pd(t10, _mm256_set1_pd(1.5));
            __m256d t12 = _ZGVdN4vv_pow(t11, t9);
            _mm256_storeu_pd(r + t8, t12);
            i_vec += 8L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            __m256d b_v_2 = _mm256_loadu_pd(b + t16);
            __m256d t17 = _mm256_mul_pd(b_v_2, _mm256_set1_pd(0.003));
            __m256d a_v_2 = _mm256_loadu_pd(a + t16);
            __m256d t18 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(0.001));
            __m256d t19 = _mm256_add_pd(t18, _mm256_set1_pd(1.5));
            __m256d t20 = _ZGVdN4vv_pow(t19, t17);
            _mm256_storeu_pd(r + t16, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        double t22 = b[t21];
        double t23 = a[t21];
        r[t21] = pow(t23 * 0.001 + 1.5, t22 * 0.003);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_sqrt(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256d a_v = _mm256_loadu_pd(a + t3);
            __m256d t4 = _mm256_add_pd(a_v, _mm256_set1_pd(1000.0));
            __m256d t5 = _mm256_sqrt_pd(t4);
            _mm256_storeu_pd(r + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            __m256d a_v_1 = _mm256_loadu_pd(a + t6);
            __m256d t7 = _mm256_add_pd(a_v_1, _mm256_set1_pd(1000.0));
            __m256d t8 = _mm256_sqrt_pd(t7);
            _mm256_storeu_pd(r + t6, t8);
            long t9 = (long)(int)(i_vec + 8L);
            __m256d a_v_2 = _mm256_loadu_pd(a + t9);
            __m256d t10 = _mm256_add_pd(a_v_2, _mm256_set1_pd(1000.0));
            __m256d t11 = _mm256_sqrt_pd(t10);
            _mm256_storeu_pd(r + t9, t11);
            long t12 = (long)(int)(i_vec + 12L);
            __m256d a_v_3 = _mm256_loadu_pd(a + t12);
            __m256d t13 = _mm256_add_pd(a_v_3, _mm256_set1_pd(1000.0));
            __m256d t14 = _mm256_sqrt_pd(t13);
            _mm256_storeu_pd(r + t12, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256d a_v_4 = _mm256_loadu_pd(a + t18);
            __m256d t19 = _mm256_add_pd(a_v_4, _mm256_set1_pd(1000.0));
            __m256d t20 = _mm256_sqrt_pd(t19);
            _mm256_storeu_pd(r + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 4L)) {
        __m128i t23 = _mm_set1_epi32((int)(int)t22);
        __m128i t24 = _mm_cmpgt_epi32(t23, _mm_setr_epi32(0, 1, 2, 3));
        long t25 = (long)(int)(long)t21;
        __m256d a_v_5 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t24), a + t25);
        __m256d t26 = _mm256_add_pd(a_v_5, _mm256_set1_pd(1000.0));
        __m256d t27 = _mm256_sqrt_pd(t26);
        _mm256_mask_storeu_pd(r + t25, _mm_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        double t29 = a[t28];
        r[t28] = sqrt(t29 + 1000.0);
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
            __m128 p_v = _mm_loadu_ps(p + (int)i_vec);
            __m256d t3 = _mm256_cvtps_pd(p_v);
            s_v = _mm256_add_pd(s_v, t3);
            __m128 p_v_1 = _mm_loadu_ps(p + (int)(i_vec + 4L));
            __m256d t4 = _mm256_cvtps_pd(p_v_1);
            s_v_1 = _mm256_add_pd(s_v_1, t4);
            __m128 p_v_2 = _mm_loadu_ps(p + (int)(i_vec + 8L));
            __m256d t5 = _mm256_cvtps_pd(p_v_2);
            s_v_2 = _mm256_add_pd(s_v_2, t5);
            __m128 p_v_3 = _mm_loadu_ps(p + (int)(i_vec + 12L));
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
        do {
            __m128 p_v_4 = _mm_loadu_ps(p + (int)((long)t10 + i_vec_1));
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
            __m256d p_v = _mm256_loadu_pd(p + (int)i_vec);
            s_v = _mm256_add_pd(s_v, p_v);
            __m256d p_v_1 = _mm256_loadu_pd(p + (int)(i_vec + 4L));
            s_v_1 = _mm256_add_pd(s_v_1, p_v_1);
            __m256d p_v_2 = _mm256_loadu_pd(p + (int)(i_vec + 8L));
            s_v_2 = _mm256_add_pd(s_v_2, p_v_2);
            __m256d p_v_3 = _mm256_loadu_pd(p + (int)(i_vec + 12L));
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
        do {
            __m256d p_v_4 = _mm256_loadu_pd(p + (int)((long)t6 + i_vec_1));
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
