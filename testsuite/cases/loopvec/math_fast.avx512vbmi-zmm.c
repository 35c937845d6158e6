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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    int t8;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512 t5 = _mm512_loadu_ps(a + t4);
            __m512 t6 = _mm512_mul_ps(t5, _mm512_set1_ps(0.01f));
            __m512 t7 = _ZGVeN16v_expf(t6);
            _mm512_storeu_ps(r + t4, t7);
            t1 += 16L;
        } while (t1 < t3);
        t8 = (int)t3;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)(int)(long)t8;
        __m512 t13 = _mm512_maskz_loadu_ps(t11, a + t12);
        __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.01f));
        __m512 t15 = _ZGVeN16v_expf(t14);
        _mm512_mask_storeu_ps(r + t12, t11, t15);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = a[t16];
        r[t16] = expf(t17 * 0.01f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_mul_pd(t6, _mm512_set1_pd(0.01));
            __m512d t8 = _ZGVeN8v_exp(t7);
            _mm512_storeu_pd(r + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m512d t10 = _mm512_loadu_pd(a + t9);
            __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.01));
            __m512d t12 = _ZGVeN8v_exp(t11);
            _mm512_storeu_pd(r + t9, t12);
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
            __m512d t17 = _mm512_loadu_pd(a + t16);
            __m512d t18 = _mm512_mul_pd(t17, _mm512_set1_pd(0.01));
            __m512d t19 = _ZGVeN8v_exp(t18);
            _mm512_storeu_pd(r + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)(int)(long)t20;
        __m512d t25 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), a + t24);
        __m512d t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.01));
        __m512d t27 = _ZGVeN8v_exp(t26);
        _mm512_mask_storeu_pd(r + t24, _mm256_movepi32_mask(t23), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        double t29 = a[t28];
        r[t28] = exp(t29 * 0.01);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t8;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512 t5 = _mm512_loadu_ps(a + t4);
            __m512 t6 = _mm512_add_ps(t5, _mm512_set1_ps(1001.0f));
            __m512 t7 = _ZGVeN16v_logf(t6);
            _mm512_storeu_ps(r + t4, t7);
            t1 += 16L;
        } while (t1 < t3);
        t8 = (int)t3;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)(int)(long)t8;
        __m512 t13 = _mm512_maskz_loadu_ps(t11, a + t12);
        __m512 t14 = _mm512_add_ps(t13, _mm512_set1_ps(1001.0f));
        __m512 t15 = _ZGVeN16v_logf(t14);
        _mm512_mask_storeu_ps(r + t12, t11, t15);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = a[t16];
        r[t16] = logf(t17 + 1001.0f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_log(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_add_pd(t6, _mm512_set1_pd(1001.0));
            __m512d t8 = _ZGVeN8v_log(t7);
            _mm512_storeu_pd(r + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m512d t10 = _mm512_loadu_pd(a + t9);
            __m512d t11 = _mm512_add_pd(t10, _mm512_set1_pd(1001.0));
            __m512d t12 = _ZGVeN8v_log(t11);
            _mm512_storeu_pd(r + t9, t12);
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
            __m512d t17 = _mm512_loadu_pd(a + t16);
            __m512d t18 = _mm512_add_pd(t17, _mm512_set1_pd(1001.0));
            __m512d t19 = _ZGVeN8v_log(t18);
            _mm512_storeu_pd(r + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)(int)(long)t20;
        __m512d t25 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), a + t24);
        __m512d t26 = _mm512_add_pd(t25, _mm512_set1_pd(1001.0));
        __m512d t27 = _ZGVeN8v_log(t26);
        _mm512_mask_storeu_pd(r + t24, _mm256_movepi32_mask(t23), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        double t29 = a[t28];
        r[t28] = log(t29 + 1001.0);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t9;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512 t5 = _mm512_loadu_ps(a + t4);
            __m512 t6 = _mm512_mul_ps(t5, _mm512_set1_ps(0.1f));
            __m512 t7 = _ZGVeN16v_sinf(t6);
            __m512 t8 = _mm512_add_ps(t7, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(r + t4, t8);
            t1 += 16L;
        } while (t1 < t3);
        t9 = (int)t3;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        long t13 = (long)(int)(long)t9;
        __m512 t14 = _mm512_maskz_loadu_ps(t12, a + t13);
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.1f));
        __m512 t16 = _ZGVeN16v_sinf(t15);
        __m512 t17 = _mm512_add_ps(t16, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(r + t13, t12, t17);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = a[t18];
        r[t18] = sinf(t19 * 0.1f) + 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_mul_pd(t6, _mm512_set1_pd(0.1));
            __m512d t8 = _ZGVeN8v_cos(t7);
            __m512d t9 = _mm512_add_pd(t8, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(r + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m512d t11 = _mm512_loadu_pd(a + t10);
            __m512d t12 = _mm512_mul_pd(t11, _mm512_set1_pd(0.1));
            __m512d t13 = _ZGVeN8v_cos(t12);
            __m512d t14 = _mm512_add_pd(t13, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(r + t10, t14);
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
            __m512d t19 = _mm512_loadu_pd(a + t18);
            __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.1));
            __m512d t21 = _ZGVeN8v_cos(t20);
            __m512d t22 = _mm512_add_pd(t21, _mm512_set1_pd(2.0));
            _mm512_storeu_pd(r + t18, t22);
            t2 += 8L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)(int)(long)t23;
        __m512d t28 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t26), a + t27);
        __m512d t29 = _mm512_mul_pd(t28, _mm512_set1_pd(0.1));
        __m512d t30 = _ZGVeN8v_cos(t29);
        __m512d t31 = _mm512_add_pd(t30, _mm512_set1_pd(2.0));
        _mm512_mask_storeu_pd(r + t27, _mm256_movepi32_mask(t26), t31);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        double t33 = a[t32];
        r[t32] = cos(t33 * 0.1) + 2.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512 t5 = _mm512_loadu_ps(b + t4);
            __m512 t6 = _mm512_mul_ps(t5, _mm512_set1_ps(0.003f));
            __m512 t7 = _mm512_loadu_ps(a + t4);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.001f));
            __m512 t9 = _mm512_add_ps(t8, _mm512_set1_ps(1.5f));
            __m512 t10 = _ZGVeN16vv_powf(t9, t6);
            _mm512_storeu_ps(r + t4, t10);
            t1 += 16L;
        } while (t1 < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)(int)(long)t11;
        __m512 t16 = _mm512_maskz_loadu_ps(t14, b + t15);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.003f));
        __m512 t18 = _mm512_maskz_loadu_ps(t14, a + t15);
        __m512 t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.001f));
        __m512 t20 = _mm512_add_ps(t19, _mm512_set1_ps(1.5f));
        __m512 t21 = _ZGVeN16vv_powf(t20, t17);
        _mm512_mask_storeu_ps(r + t15, t14, t21);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float t23 = b[t22];
        float t24 = a[t22];
        r[t22] = powf(t24 * 0.001f + 1.5f, t23 * 0.003f);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512d t5 = _mm512_loadu_pd(b + t4);
            __m512d t6 = _mm512_mul_pd(t5, _mm512_set1_pd(0.003));
            __m512d t7 = _mm512_loadu_pd(a + t4);
            __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.001));
            __m512d t9 = _mm512_add_pd(t8, _mm512_set1_pd(1.5));
            __m512d t10 = _ZGVeN8vv_pow(t9, t6);
            _mm512_storeu_pd(r + t4, t10);
            t1 += 8L;
        } while (t1 < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t15 = (long)(int)(long)t11;
        __m512d t16 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), b + t15);
        __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.003));
        __m512d t18 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), a + t15);
        __m512d t19 = _mm512_mul_pd(t18, _mm512_set1_pd(0.001));
        __m512d t20 = _mm512_add_pd(t19, _mm512_set1_pd(1.5));
        __m512d t21 = _ZGVeN8vv_pow(t20, t17);
        _mm512_mask_storeu_pd(r + t15, _mm256_movepi32_mask(t14), t21);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        double t23 = b[t22];
        double t24 = a[t22];
        r[t22] = pow(t24 * 0.001 + 1.5, t23 * 0.003);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void k_sqrt(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_add_pd(t6, _mm512_set1_pd(1000.0));
            __m512d t8 = _mm512_sqrt_pd(t7);
            _mm512_storeu_pd(r + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m512d t10 = _mm512_loadu_pd(a + t9);
            __m512d t11 = _mm512_add_pd(t10, _mm512_set1_pd(1000.0));
            __m512d t12 = _mm512_sqrt_pd(t11);
            _mm512_storeu_pd(r + t9, t12);
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
            __m512d t17 = _mm512_loadu_pd(a + t16);
            __m512d t18 = _mm512_add_pd(t17, _mm512_set1_pd(1000.0));
            __m512d t19 = _mm512_sqrt_pd(t18);
            _mm512_storeu_pd(r + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)(int)(long)t20;
        __m512d t25 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), a + t24);
        __m512d t26 = _mm512_add_pd(t25, _mm512_set1_pd(1000.0));
        __m512d t27 = _mm512_sqrt_pd(t26);
        _mm512_mask_storeu_pd(r + t24, _mm256_movepi32_mask(t23), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        double t29 = a[t28];
        r[t28] = sqrt(t29 + 1000.0);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static double sum_f(const float *p, int n) {
    vcc_no_contract_body
    double s;
    int t21;
    double t22;
    int t27;
    double t28;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m512d t2 = _mm512_set1_pd(-0.0);
        __m512d t3 = _mm512_set1_pd(-0.0);
        __m512d t4 = _mm512_set1_pd(-0.0);
        __m512d t5 = _mm512_set1_pd(-0.0);
        do {
            __m256 t10 = _mm256_loadu_ps(p + (int)t1);
            __m512d t11 = _mm512_cvtps_pd(t10);
            t2 = _mm512_add_pd(t2, t11);
            __m256 t12 = _mm256_loadu_ps(p + (int)(t1 + 8L));
            __m512d t13 = _mm512_cvtps_pd(t12);
            t3 = _mm512_add_pd(t3, t13);
            __m256 t14 = _mm256_loadu_ps(p + (int)(t1 + 16L));
            __m512d t15 = _mm512_cvtps_pd(t14);
            t4 = _mm512_add_pd(t4, t15);
            __m256 t16 = _mm256_loadu_ps(p + (int)(t1 + 24L));
            __m512d t17 = _mm512_cvtps_pd(t16);
            t5 = _mm512_add_pd(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        __m512d t18 = _mm512_add_pd(t2, t3);
        __m512d t19 = _mm512_add_pd(t18, t4);
        __m512d t20 = _mm512_add_pd(t19, t5);
        t21 = (int)t9;
        t22 = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t20), _mm512_extractf64x4_pd(t20, 1)));
    } else {
        t21 = 0;
        t22 = 0.0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        __m512d t7 = _mm512_set1_pd(-0.0);
        do {
            __m256 t25 = _mm256_loadu_ps(p + (int)((long)t21 + t6));
            __m512d t26 = _mm512_cvtps_pd(t25);
            t7 = _mm512_add_pd(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        t27 = (int)((long)t21 + t24);
        t28 = t22 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t7), _mm512_extractf64x4_pd(t7, 1)));
    } else {
        t27 = t21;
        t28 = t22;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t32 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), p + (int)(long)t27);
        __m512d t33 = _mm512_cvtps_pd(t32);
        __m512d t34 = _mm512_add_pd(_mm512_set1_pd(-0.0), t33);
        __m512d t35 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t31), _mm512_set1_pd(-0.0), t34);
        i = (int)((long)t27 + t29);
        s = t28 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t35), _mm512_extractf64x4_pd(t35, 1)));
    } else {
        i = t27;
        s = t28;
    }
    for (; i < n; i++) {
        s += (double)p[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static double sum_d(const double *p, int n) {
    vcc_no_contract_body
    double s;
    int t17;
    double t18;
    int t22;
    double t23;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m512d t2 = _mm512_set1_pd(-0.0);
        __m512d t3 = _mm512_set1_pd(-0.0);
        __m512d t4 = _mm512_set1_pd(-0.0);
        __m512d t5 = _mm512_set1_pd(-0.0);
        do {
            __m512d t10 = _mm512_loadu_pd(p + (int)t1);
            t2 = _mm512_add_pd(t2, t10);
            __m512d t11 = _mm512_loadu_pd(p + (int)(t1 + 8L));
            t3 = _mm512_add_pd(t3, t11);
            __m512d t12 = _mm512_loadu_pd(p + (int)(t1 + 16L));
            t4 = _mm512_add_pd(t4, t12);
            __m512d t13 = _mm512_loadu_pd(p + (int)(t1 + 24L));
            t5 = _mm512_add_pd(t5, t13);
            t1 += 32L;
        } while (t1 < t9);
        __m512d t14 = _mm512_add_pd(t2, t3);
        __m512d t15 = _mm512_add_pd(t14, t4);
        __m512d t16 = _mm512_add_pd(t15, t5);
        t17 = (int)t9;
        t18 = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t16), _mm512_extractf64x4_pd(t16, 1)));
    } else {
        t17 = 0;
        t18 = 0.0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        __m512d t7 = _mm512_set1_pd(-0.0);
        do {
            __m512d t21 = _mm512_loadu_pd(p + (int)((long)t17 + t6));
            t7 = _mm512_add_pd(t7, t21);
            t6 += 8L;
        } while (t6 < t20);
        t22 = (int)((long)t17 + t20);
        t23 = t18 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t7), _mm512_extractf64x4_pd(t7, 1)));
    } else {
        t22 = t17;
        t23 = t18;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d t27 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t26), p + (int)(long)t22);
        __m512d t28 = _mm512_add_pd(_mm512_set1_pd(-0.0), t27);
        __m512d t29 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t26), _mm512_set1_pd(-0.0), t28);
        i = (int)((long)t22 + t24);
        s = t23 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t29), _mm512_extractf64x4_pd(t29, 1)));
    } else {
        i = t22;
        s = t23;
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
