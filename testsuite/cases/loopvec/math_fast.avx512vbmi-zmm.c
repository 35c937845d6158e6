/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
__attribute__((target("avx512f"))) __m512 _ZGVeN16v_expf(__m512);
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
__attribute__((target("avx512f"))) __m512d _ZGVeN8v_exp(__m512d);
__attribute__((target("avx512f"))) __m512 _ZGVeN16v_logf(__m512);
__attribute__((target("avx512f"))) __m512d _ZGVeN8v_log(__m512d);
__attribute__((target("avx512f"))) __m512 _ZGVeN16v_sinf(__m512);
__attribute__((target("avx512f"))) __m512d _ZGVeN8v_cos(__m512d);
__attribute__((target("avx512f"))) __m512 _ZGVeN16vv_powf(__m512, __m512);
__attribute__((target("avx512f"))) __m512d _ZGVeN8vv_pow(__m512d, __m512d);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_expf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:12 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t3 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.01f));
            __m512 t4 = _ZGVeN16v_expf(t3);
            _mm512_storeu_ps(r + i_vec, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t5;
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t8, a + t9);
        __m512 t10 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.01f));
        __m512 t11 = _ZGVeN16v_expf(t10);
        _mm512_mask_storeu_ps(r + t9, t8, t11);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t13 = a[t12];
        r[t12] = expf(t13 * 0.01f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t3 = _mm512_mul_pd(a_v, _mm512_set1_pd(0.01));
            __m512d t4 = _ZGVeN8v_exp(t3);
            _mm512_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t5);
            __m512d t6 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(0.01));
            __m512d t7 = _ZGVeN8v_exp(t6);
            _mm512_storeu_pd(r + t5, t7);
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
        /* vcc: loop at math_fast.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512d a_v_2 = _mm512_loadu_pd(a + t11);
            __m512d t12 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(0.01));
            __m512d t13 = _ZGVeN8v_exp(t12);
            _mm512_storeu_pd(r + t11, t13);
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
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t17), a + t18);
        __m512d t19 = _mm512_mul_pd(a_v_3, _mm512_set1_pd(0.01));
        __m512d t20 = _ZGVeN8v_exp(t19);
        _mm512_mask_storeu_pd(r + t18, _mm256_movepi32_mask(t17), t20);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:22 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t3 = _mm512_add_ps(a_v, _mm512_set1_ps(1001.0f));
            __m512 t4 = _ZGVeN16v_logf(t3);
            _mm512_storeu_ps(r + i_vec, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t5;
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t8, a + t9);
        __m512 t10 = _mm512_add_ps(a_v_1, _mm512_set1_ps(1001.0f));
        __m512 t11 = _ZGVeN16v_logf(t10);
        _mm512_mask_storeu_ps(r + t9, t8, t11);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t13 = a[t12];
        r[t12] = logf(t13 + 1001.0f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_log(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:27 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t3 = _mm512_add_pd(a_v, _mm512_set1_pd(1001.0));
            __m512d t4 = _ZGVeN8v_log(t3);
            _mm512_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t5);
            __m512d t6 = _mm512_add_pd(a_v_1, _mm512_set1_pd(1001.0));
            __m512d t7 = _ZGVeN8v_log(t6);
            _mm512_storeu_pd(r + t5, t7);
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
        /* vcc: loop at math_fast.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512d a_v_2 = _mm512_loadu_pd(a + t11);
            __m512d t12 = _mm512_add_pd(a_v_2, _mm512_set1_pd(1001.0));
            __m512d t13 = _ZGVeN8v_log(t12);
            _mm512_storeu_pd(r + t11, t13);
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
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t17), a + t18);
        __m512d t19 = _mm512_add_pd(a_v_3, _mm512_set1_pd(1001.0));
        __m512d t20 = _ZGVeN8v_log(t19);
        _mm512_mask_storeu_pd(r + t18, _mm256_movepi32_mask(t17), t20);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:32 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t3 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.1f));
            __m512 t4 = _ZGVeN16v_sinf(t3);
            __m512 t5 = _mm512_add_ps(t4, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(r + i_vec, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        long t10 = (long)t6;
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t9, a + t10);
        __m512 t11 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.1f));
        __m512 t12 = _ZGVeN16v_sinf(t11);
        __m512 t13 = _mm512_add_ps(t12, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(r + t10, t9, t13);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = a[t14];
        r[t14] = sinf(t15 * 0.1f) + 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:37 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t3 = _mm512_mul_pd(a_v, _mm512_set1_pd(0.1));
            __m512d t4 = _ZGVeN8v_cos(t3);
            __m512d t5 = _mm512_add_pd(t4, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(r + i_vec, t5);
            long t6 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t6);
            __m512d t7 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(0.1));
            __m512d t8 = _ZGVeN8v_cos(t7);
            __m512d t9 = _mm512_add_pd(t8, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(r + t6, t9);
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
        /* vcc: loop at math_fast.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512d a_v_2 = _mm512_loadu_pd(a + t13);
            __m512d t14 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(0.1));
            __m512d t15 = _ZGVeN8v_cos(t14);
            __m512d t16 = _mm512_add_pd(t15, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(r + t13, t16);
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
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t20), a + t21);
        __m512d t22 = _mm512_mul_pd(a_v_3, _mm512_set1_pd(0.1));
        __m512d t23 = _ZGVeN8v_cos(t22);
        __m512d t24 = _mm512_add_pd(t23, _mm512_set1_pd(2.0));
        _mm512_mask_storeu_pd(r + t21, _mm256_movepi32_mask(t20), t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        r[t25] = cos(t26 * 0.1) + 2.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:42 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t3 = _mm512_mul_ps(b_v, _mm512_set1_ps(0.003f));
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t4 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.001f));
            __m512 t5 = _mm512_add_ps(t4, _mm512_set1_ps(1.5f));
            __m512 t6 = _ZGVeN16vv_powf(t5, t3);
            _mm512_storeu_ps(r + i_vec, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)t7;
        __m512 b_v_1 = _mm512_maskz_loadu_ps(t10, b + t11);
        __m512 t12 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(0.003f));
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t10, a + t11);
        __m512 t13 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.001f));
        __m512 t14 = _mm512_add_ps(t13, _mm512_set1_ps(1.5f));
        __m512 t15 = _ZGVeN16vv_powf(t14, t12);
        _mm512_mask_storeu_ps(r + t11, t10, t15);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = b[t16];
        float t18 = a[t16];
        r[t16] = powf(t18 * 0.001f + 1.5f, t17 * 0.003f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:47 vectorized: VF 8, UF 1, masked remainder */
        do {
            __m512d b_v = _mm512_loadu_pd(b + i_vec);
            __m512d t3 = _mm512_mul_pd(b_v, _mm512_set1_pd(0.003));
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t4 = _mm512_mul_pd(a_v, _mm512_set1_pd(0.001));
            __m512d t5 = _mm512_add_pd(t4, _mm512_set1_pd(1.5));
            __m512d t6 = _ZGVeN8vv_pow(t5, t3);
            _mm512_storeu_pd(r + i_vec, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 8L)) {
        __m256i t9 = _mm256_set1_epi32((int)(int)t8);
        __m256i t10 = _mm256_cmpgt_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t11 = (long)t7;
        __m512d b_v_1 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t10), b + t11);
        __m512d t12 = _mm512_mul_pd(b_v_1, _mm512_set1_pd(0.003));
        __m512d a_v_1 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t10), a + t11);
        __m512d t13 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(0.001));
        __m512d t14 = _mm512_add_pd(t13, _mm512_set1_pd(1.5));
        __m512d t15 = _ZGVeN8vv_pow(t14, t12);
        _mm512_mask_storeu_pd(r + t11, _mm256_movepi32_mask(t10), t15);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        double t17 = b[t16];
        double t18 = a[t16];
        r[t16] = pow(t18 * 0.001 + 1.5, t17 * 0.003);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_sqrt(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t3 = _mm512_add_pd(a_v, _mm512_set1_pd(1000.0));
            __m512d t4 = _mm512_sqrt_pd(t3);
            _mm512_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t5);
            __m512d t6 = _mm512_add_pd(a_v_1, _mm512_set1_pd(1000.0));
            __m512d t7 = _mm512_sqrt_pd(t6);
            _mm512_storeu_pd(r + t5, t7);
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
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512d a_v_2 = _mm512_loadu_pd(a + t11);
            __m512d t12 = _mm512_add_pd(a_v_2, _mm512_set1_pd(1000.0));
            __m512d t13 = _mm512_sqrt_pd(t12);
            _mm512_storeu_pd(r + t11, t13);
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
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t17), a + t18);
        __m512d t19 = _mm512_add_pd(a_v_3, _mm512_set1_pd(1000.0));
        __m512d t20 = _mm512_sqrt_pd(t19);
        _mm512_mask_storeu_pd(r + t18, _mm256_movepi32_mask(t17), t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        double t22 = a[t21];
        r[t21] = sqrt(t22 + 1000.0);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static double sum_f(const float *p, int n) {
    vcc_no_contract_body
    double s;
    int t10;
    double t11;
    int t15;
    double t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512d s_v = _mm512_set1_pd(-0.0);
        __m512d s_v_1 = _mm512_set1_pd(-0.0);
        __m512d s_v_2 = _mm512_set1_pd(-0.0);
        __m512d s_v_3 = _mm512_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:58 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 p_v = _mm256_loadu_ps(p + i_vec);
            __m512d t3 = _mm512_cvtps_pd(p_v);
            s_v = _mm512_add_pd(s_v, t3);
            __m256 p_v_1 = _mm256_loadu_ps(p + (i_vec + 8L));
            __m512d t4 = _mm512_cvtps_pd(p_v_1);
            s_v_1 = _mm512_add_pd(s_v_1, t4);
            __m256 p_v_2 = _mm256_loadu_ps(p + (i_vec + 16L));
            __m512d t5 = _mm512_cvtps_pd(p_v_2);
            s_v_2 = _mm512_add_pd(s_v_2, t5);
            __m256 p_v_3 = _mm256_loadu_ps(p + (i_vec + 24L));
            __m512d t6 = _mm512_cvtps_pd(p_v_3);
            s_v_3 = _mm512_add_pd(s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512d t7 = _mm512_add_pd(s_v, s_v_1);
        __m512d t8 = _mm512_add_pd(t7, s_v_2);
        __m512d t9 = _mm512_add_pd(t8, s_v_3);
        t10 = (int)t2;
        t11 = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t9), _mm512_extractf64x4_pd(t9, 1)));
    } else {
        t10 = 0;
        t11 = 0.0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        __m512d s_v_4 = _mm512_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256 p_v_4 = _mm256_loadu_ps(p + ((long)t10 + i_vec_1));
            __m512d t14 = _mm512_cvtps_pd(p_v_4);
            s_v_4 = _mm512_add_pd(s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t15 = (int)((long)t10 + t13);
        t16 = t11 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(s_v_4), _mm512_extractf64x4_pd(s_v_4, 1)));
    } else {
        t15 = t10;
        t16 = t11;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 p_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), p + (long)t15);
        __m512d t20 = _mm512_cvtps_pd(p_v_5);
        __m512d t21 = _mm512_add_pd(_mm512_set1_pd(-0.0), t20);
        __m512d s_v_5 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t19), _mm512_set1_pd(-0.0), t21);
        i = (int)((long)t15 + t17);
        s = t16 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(s_v_5), _mm512_extractf64x4_pd(s_v_5, 1)));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s += (double)p[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static double sum_d(const double *p, int n) {
    vcc_no_contract_body
    double s;
    int t6;
    double t7;
    int t10;
    double t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512d s_v = _mm512_set1_pd(-0.0);
        __m512d s_v_1 = _mm512_set1_pd(-0.0);
        __m512d s_v_2 = _mm512_set1_pd(-0.0);
        __m512d s_v_3 = _mm512_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d p_v = _mm512_loadu_pd(p + i_vec);
            s_v = _mm512_add_pd(s_v, p_v);
            __m512d p_v_1 = _mm512_loadu_pd(p + (i_vec + 8L));
            s_v_1 = _mm512_add_pd(s_v_1, p_v_1);
            __m512d p_v_2 = _mm512_loadu_pd(p + (i_vec + 16L));
            s_v_2 = _mm512_add_pd(s_v_2, p_v_2);
            __m512d p_v_3 = _mm512_loadu_pd(p + (i_vec + 24L));
            s_v_3 = _mm512_add_pd(s_v_3, p_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512d t3 = _mm512_add_pd(s_v, s_v_1);
        __m512d t4 = _mm512_add_pd(t3, s_v_2);
        __m512d t5 = _mm512_add_pd(t4, s_v_3);
        t6 = (int)t2;
        t7 = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t5), _mm512_extractf64x4_pd(t5, 1)));
    } else {
        t6 = 0;
        t7 = 0.0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        __m512d s_v_4 = _mm512_set1_pd(-0.0);
        /* vcc: loop at math_fast.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512d p_v_4 = _mm512_loadu_pd(p + ((long)t6 + i_vec_1));
            s_v_4 = _mm512_add_pd(s_v_4, p_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        t10 = (int)((long)t6 + t9);
        t11 = t7 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(s_v_4), _mm512_extractf64x4_pd(s_v_4, 1)));
    } else {
        t10 = t6;
        t11 = t7;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d p_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), p + (long)t10);
        __m512d t15 = _mm512_add_pd(_mm512_set1_pd(-0.0), p_v_5);
        __m512d s_v_5 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t14), _mm512_set1_pd(-0.0), t15);
        i = (int)((long)t10 + t12);
        s = t11 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(s_v_5), _mm512_extractf64x4_pd(s_v_5, 1)));
    } else {
        i = t10;
        s = t11;
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
