/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512 t7 = _mm512_cvtepi32_ps(t6);
            __m512 t8 = _mm512_loadu_ps(b + t5);
            __m512 t9 = _mm512_fmadd_ps(t7, _mm512_set1_ps(0.5f), t8);
            _mm512_storeu_ps(f + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(a + t10);
            __m512 t12 = _mm512_cvtepi32_ps(t11);
            __m512 t13 = _mm512_loadu_ps(b + t10);
            __m512 t14 = _mm512_fmadd_ps(t12, _mm512_set1_ps(0.5f), t13);
            _mm512_storeu_ps(f + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512i t19 = _mm512_loadu_si512(a + t18);
            __m512 t20 = _mm512_cvtepi32_ps(t19);
            __m512 t21 = _mm512_loadu_ps(b + t18);
            __m512 t22 = _mm512_fmadd_ps(t20, _mm512_set1_ps(0.5f), t21);
            _mm512_storeu_ps(f + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512i t28 = _mm512_maskz_loadu_epi32(t26, a + t27);
        __m512 t29 = _mm512_cvtepi32_ps(t28);
        __m512 t30 = _mm512_maskz_loadu_ps(t26, b + t27);
        __m512 t31 = _mm512_fmadd_ps(t29, _mm512_set1_ps(0.5f), t30);
        _mm512_mask_storeu_ps(f + t27, t26, t31);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        f[t32] = (float)a[t32] * 0.5f + b[t32];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    vcc_no_contract_body
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(z + t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(s + t5));
            __m512d t8 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t7, vcc_v8_int), vcc_v8_double);
            __m128i t9 = _mm_loadu_si128((const __m128i *)(t + t5));
            __m512d t10 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t9, vcc_v8_int), vcc_v8_double);
            __m512d t11 = _mm512_fmadd_pd(t8, t10, t6);
            _mm512_storeu_pd(d + t5, t11);
            long t12 = (long)(int)(t1 + 8L);
            __m512d t13 = _mm512_loadu_pd(z + t12);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(s + t12));
            __m512d t15 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t14, vcc_v8_int), vcc_v8_double);
            __m128i t16 = _mm_loadu_si128((const __m128i *)(t + t12));
            __m512d t17 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t16, vcc_v8_int), vcc_v8_double);
            __m512d t18 = _mm512_fmadd_pd(t15, t17, t13);
            _mm512_storeu_pd(d + t12, t18);
            long t19 = (long)(int)(t1 + 16L);
            __m512d t20 = _mm512_loadu_pd(z + t19);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(s + t19));
            __m512d t22 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t21, vcc_v8_int), vcc_v8_double);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(t + t19));
            __m512d t24 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t23, vcc_v8_int), vcc_v8_double);
            __m512d t25 = _mm512_fmadd_pd(t22, t24, t20);
            _mm512_storeu_pd(d + t19, t25);
            long t26 = (long)(int)(t1 + 24L);
            __m512d t27 = _mm512_loadu_pd(z + t26);
            __m128i t28 = _mm_loadu_si128((const __m128i *)(s + t26));
            __m512d t29 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t28, vcc_v8_int), vcc_v8_double);
            __m128i t30 = _mm_loadu_si128((const __m128i *)(t + t26));
            __m512d t31 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t30, vcc_v8_int), vcc_v8_double);
            __m512d t32 = _mm512_fmadd_pd(t29, t31, t27);
            _mm512_storeu_pd(d + t26, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m512d t37 = _mm512_loadu_pd(z + t36);
            __m128i t38 = _mm_loadu_si128((const __m128i *)(s + t36));
            __m512d t39 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t38, vcc_v8_int), vcc_v8_double);
            __m128i t40 = _mm_loadu_si128((const __m128i *)(t + t36));
            __m512d t41 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t40, vcc_v8_int), vcc_v8_double);
            __m512d t42 = _mm512_fmadd_pd(t39, t41, t37);
            _mm512_storeu_pd(d + t36, t42);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        d[t43] = z[t43] + (double)s[t43] * (double)t[t43];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    vcc_no_contract_body
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(u + t5));
            __m512 t7 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t6));
            __m512 t8 = _mm512_loadu_ps(b + t5);
            __m512 t9 = _mm512_fmadd_ps(t7, _mm512_set1_ps(3.0f), t8);
            _mm512_storeu_ps(f + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(u + t10));
            __m512 t12 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t11));
            __m512 t13 = _mm512_loadu_ps(b + t10);
            __m512 t14 = _mm512_fmadd_ps(t12, _mm512_set1_ps(3.0f), t13);
            _mm512_storeu_ps(f + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(u + t18));
            __m512 t20 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t19));
            __m512 t21 = _mm512_loadu_ps(b + t18);
            __m512 t22 = _mm512_fmadd_ps(t20, _mm512_set1_ps(3.0f), t21);
            _mm512_storeu_ps(f + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        f[t23] = (float)u[t23] * 3.0f + b[t23];
    }
}

/* Fused in double: an int times a quarter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    vcc_no_contract_body
    int t25;
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m512d t7 = _mm512_cvtepi32_pd(t6);
            __m512d t8 = _mm512_loadu_pd(z + t5);
            __m512d t9 = _mm512_fmadd_pd(t7, _mm512_set1_pd(0.25), t8);
            _mm512_storeu_pd(d + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m512d t12 = _mm512_cvtepi32_pd(t11);
            __m512d t13 = _mm512_loadu_pd(z + t10);
            __m512d t14 = _mm512_fmadd_pd(t12, _mm512_set1_pd(0.25), t13);
            _mm512_storeu_pd(d + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m512d t17 = _mm512_cvtepi32_pd(t16);
            __m512d t18 = _mm512_loadu_pd(z + t15);
            __m512d t19 = _mm512_fmadd_pd(t17, _mm512_set1_pd(0.25), t18);
            _mm512_storeu_pd(d + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m512d t22 = _mm512_cvtepi32_pd(t21);
            __m512d t23 = _mm512_loadu_pd(z + t20);
            __m512d t24 = _mm512_fmadd_pd(t22, _mm512_set1_pd(0.25), t23);
            _mm512_storeu_pd(d + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + t28));
            __m512d t30 = _mm512_cvtepi32_pd(t29);
            __m512d t31 = _mm512_loadu_pd(z + t28);
            __m512d t32 = _mm512_fmadd_pd(t30, _mm512_set1_pd(0.25), t31);
            _mm512_storeu_pd(d + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + t37);
        __m512d t39 = _mm512_cvtepi32_pd(t38);
        __m512d t40 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t36), z + t37);
        __m512d t41 = _mm512_fmadd_pd(t39, _mm512_set1_pd(0.25), t40);
        _mm512_mask_storeu_pd(d + t37, _mm256_movepi32_mask(t36), t41);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        d[t42] = (double)a[t42] * 0.25 + z[t42];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512 t7 = _mm512_cvtepi32_ps(t6);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(3.0f));
            __m512 t9 = _mm512_loadu_ps(b + t5);
            __m512 t10 = _mm512_add_ps(t8, t9);
            _mm512_storeu_ps(f + t5, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512i t12 = _mm512_loadu_si512(a + t11);
            __m512 t13 = _mm512_cvtepi32_ps(t12);
            __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(3.0f));
            __m512 t15 = _mm512_loadu_ps(b + t11);
            __m512 t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(f + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512i t21 = _mm512_loadu_si512(a + t20);
            __m512 t22 = _mm512_cvtepi32_ps(t21);
            __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(3.0f));
            __m512 t24 = _mm512_loadu_ps(b + t20);
            __m512 t25 = _mm512_add_ps(t23, t24);
            _mm512_storeu_ps(f + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        long t30 = (long)(int)(long)t26;
        __m512i t31 = _mm512_maskz_loadu_epi32(t29, a + t30);
        __m512 t32 = _mm512_cvtepi32_ps(t31);
        __m512 t33 = _mm512_mul_ps(t32, _mm512_set1_ps(3.0f));
        __m512 t34 = _mm512_maskz_loadu_ps(t29, b + t30);
        __m512 t35 = _mm512_add_ps(t33, t34);
        _mm512_mask_storeu_ps(f + t30, t29, t35);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        f[t36] = (float)a[t36] * 3.0f + b[t36];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512 t7 = _mm512_cvtepi32_ps(t6);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.1f));
            __m512 t9 = _mm512_loadu_ps(b + t5);
            __m512 t10 = _mm512_add_ps(t8, t9);
            _mm512_storeu_ps(f + t5, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512i t12 = _mm512_loadu_si512(a + t11);
            __m512 t13 = _mm512_cvtepi32_ps(t12);
            __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.1f));
            __m512 t15 = _mm512_loadu_ps(b + t11);
            __m512 t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(f + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512i t21 = _mm512_loadu_si512(a + t20);
            __m512 t22 = _mm512_cvtepi32_ps(t21);
            __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.1f));
            __m512 t24 = _mm512_loadu_ps(b + t20);
            __m512 t25 = _mm512_add_ps(t23, t24);
            _mm512_storeu_ps(f + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        long t30 = (long)(int)(long)t26;
        __m512i t31 = _mm512_maskz_loadu_epi32(t29, a + t30);
        __m512 t32 = _mm512_cvtepi32_ps(t31);
        __m512 t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.1f));
        __m512 t34 = _mm512_maskz_loadu_ps(t29, b + t30);
        __m512 t35 = _mm512_add_ps(t33, t34);
        _mm512_mask_storeu_ps(f + t30, t29, t35);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        f[t36] = (float)a[t36] * 0.1f + b[t36];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    vcc_no_contract_body
    int t21;
    int t32;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512 t7 = _mm512_cvtepi32_ps(t6);
            __m512i t8 = _mm512_loadu_si512(c + t5);
            __m512 t9 = _mm512_cvtepi32_ps(t8);
            __m512 t10 = _mm512_mul_ps(t7, t9);
            __m512 t11 = _mm512_loadu_ps(b + t5);
            __m512 t12 = _mm512_add_ps(t10, t11);
            _mm512_storeu_ps(f + t5, t12);
            long t13 = (long)(int)(t1 + 16L);
            __m512i t14 = _mm512_loadu_si512(a + t13);
            __m512 t15 = _mm512_cvtepi32_ps(t14);
            __m512i t16 = _mm512_loadu_si512(c + t13);
            __m512 t17 = _mm512_cvtepi32_ps(t16);
            __m512 t18 = _mm512_mul_ps(t15, t17);
            __m512 t19 = _mm512_loadu_ps(b + t13);
            __m512 t20 = _mm512_add_ps(t18, t19);
            _mm512_storeu_ps(f + t13, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m512i t25 = _mm512_loadu_si512(a + t24);
            __m512 t26 = _mm512_cvtepi32_ps(t25);
            __m512i t27 = _mm512_loadu_si512(c + t24);
            __m512 t28 = _mm512_cvtepi32_ps(t27);
            __m512 t29 = _mm512_mul_ps(t26, t28);
            __m512 t30 = _mm512_loadu_ps(b + t24);
            __m512 t31 = _mm512_add_ps(t29, t30);
            _mm512_storeu_ps(f + t24, t31);
            t2 += 16L;
        } while (t2 < t23);
        t32 = (int)((long)t21 + t23);
    } else {
        t32 = t21;
    }
    long t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 16L)) {
        __m512i t34 = _mm512_set1_epi32((int)(int)t33);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        long t36 = (long)(int)(long)t32;
        __m512i t37 = _mm512_maskz_loadu_epi32(t35, a + t36);
        __m512 t38 = _mm512_cvtepi32_ps(t37);
        __m512i t39 = _mm512_maskz_loadu_epi32(t35, c + t36);
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        __m512 t41 = _mm512_mul_ps(t38, t40);
        __m512 t42 = _mm512_maskz_loadu_ps(t35, b + t36);
        __m512 t43 = _mm512_add_ps(t41, t42);
        _mm512_mask_storeu_ps(f + t36, t35, t43);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t44 = (long)i;
        f[t44] = (float)a[t44] * (float)c[t44] + b[t44];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512 t7 = _mm512_cvtepi32_ps(t6);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(5.877472e-39f));
            __m512 t9 = _mm512_loadu_ps(b + t5);
            __m512 t10 = _mm512_add_ps(t8, t9);
            _mm512_storeu_ps(f + t5, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512i t12 = _mm512_loadu_si512(a + t11);
            __m512 t13 = _mm512_cvtepi32_ps(t12);
            __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(5.877472e-39f));
            __m512 t15 = _mm512_loadu_ps(b + t11);
            __m512 t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(f + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512i t21 = _mm512_loadu_si512(a + t20);
            __m512 t22 = _mm512_cvtepi32_ps(t21);
            __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(5.877472e-39f));
            __m512 t24 = _mm512_loadu_ps(b + t20);
            __m512 t25 = _mm512_add_ps(t23, t24);
            _mm512_storeu_ps(f + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        long t30 = (long)(int)(long)t26;
        __m512i t31 = _mm512_maskz_loadu_epi32(t29, a + t30);
        __m512 t32 = _mm512_cvtepi32_ps(t31);
        __m512 t33 = _mm512_mul_ps(t32, _mm512_set1_ps(5.877472e-39f));
        __m512 t34 = _mm512_maskz_loadu_ps(t29, b + t30);
        __m512 t35 = _mm512_add_ps(t33, t34);
        _mm512_mask_storeu_ps(f + t30, t29, t35);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        f[t36] = (float)a[t36] * 5.877472e-39f + b[t36];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(z + t5);
            __m512 t7 = _mm512_loadu_ps(y + t5);
            __m512 t8 = _mm512_loadu_ps(x + t5);
            __m512 t9 = _mm512_fmadd_ps(t8, t7, t6);
            _mm512_storeu_ps(r + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512 t11 = _mm512_loadu_ps(z + t10);
            __m512 t12 = _mm512_loadu_ps(y + t10);
            __m512 t13 = _mm512_loadu_ps(x + t10);
            __m512 t14 = _mm512_fmadd_ps(t13, t12, t11);
            _mm512_storeu_ps(r + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512 t19 = _mm512_loadu_ps(z + t18);
            __m512 t20 = _mm512_loadu_ps(y + t18);
            __m512 t21 = _mm512_loadu_ps(x + t18);
            __m512 t22 = _mm512_fmadd_ps(t21, t20, t19);
            _mm512_storeu_ps(r + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512 t28 = _mm512_maskz_loadu_ps(t26, z + t27);
        __m512 t29 = _mm512_maskz_loadu_ps(t26, y + t27);
        __m512 t30 = _mm512_maskz_loadu_ps(t26, x + t27);
        __m512 t31 = _mm512_fmadd_ps(t30, t29, t28);
        _mm512_mask_storeu_ps(r + t27, t26, t31);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        float t33 = z[t32];
        float t34 = y[t32];
        float t35 = x[t32];
        r[t32] = fmaf(t35, t34, t33);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t37;
    int t43;
    int i_1;
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
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *big = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        short *s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *t = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        unsigned char *u = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        float *b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *z = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int i = 0; i < n; i++) {
            long t4 = (long)i;
            a[t4] = (int)((_mm256_zeroupper(), next_rand()) % 2000001U) - 1000000;
            big[t4] = (int)((_mm256_zeroupper(), next_rand()) & 1073741823U) - 536870912;
            c[t4] = (int)((_mm256_zeroupper(), next_rand()) % 65535U) - 32767;
            s[t4] = (short)((_mm256_zeroupper(), next_rand()) % 65536U - 32768U);
            t[t4] = (short)((_mm256_zeroupper(), next_rand()) % 65536U - 32768U);
            u[t4] = (unsigned char)(_mm256_zeroupper(), next_rand());
            b[t4] = (_mm256_zeroupper(), frac());
            x[t4] = (_mm256_zeroupper(), frac());
            y[t4] = (_mm256_zeroupper(), frac());
            z[t4] = (double)(_mm256_zeroupper(), frac()) / 3.0;
        }
        if (n > 0) {
            a[0] = 0;
            big[0] = (-2147483647 - 1);
        }
        const float *t5 = b;
        const int *t6 = big;
        int_half(n, f, t6, t5);
        unsigned long t7 = (unsigned long)n;
        unsigned long t8 = t7 * 4UL;
        const void *t9 = (const void *)f;
        unsigned long t10 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        const double *t11 = z;
        short_product(n, d, s, t, t11);
        unsigned long t12 = t7 * 8UL;
        const void *t13 = (const void *)d;
        unsigned long t14 = (_mm256_zeroupper(), hash_bytes(t13, t12));
        byte_times_three(n, f, u, t5);
        unsigned long t15 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        int_quarter_double(n, d, t6, t11);
        unsigned long t16 = (_mm256_zeroupper(), hash_bytes(t13, t12));
        int_times_three(n, f, t6, t5);
        unsigned long t17 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        const int *t18 = a;
        int_tenth(n, f, t18, t5);
        unsigned long t19 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        const int *t20 = c;
        int_product_float(n, f, t20, t20, t5);
        unsigned long t21 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        const float *t22 = y;
        int_subnormal(n, f, t18, t22);
        unsigned long long h = (((((((unsigned long long)t10 * 31ULL + (unsigned long long)t14) * 31ULL + (unsigned long long)t15) * 31ULL + (unsigned long long)t16) * 31ULL + (unsigned long long)t17) * 31ULL + (unsigned long long)t19) * 31ULL + (unsigned long long)t21) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8));
        long t23 = (long)n;
        if (t23 >= 64L) {
            long t24 = t23 & -64L;
            long t1 = 0L;
            do {
                float *t25 = y + (int)t1;
                __m512 t26 = _mm512_loadu_ps(t25);
                __m512 t27 = _mm512_mul_ps(t26, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t25, t27);
                float *t28 = y + (int)(t1 + 16L);
                __m512 t29 = _mm512_loadu_ps(t28);
                __m512 t30 = _mm512_mul_ps(t29, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t28, t30);
                float *t31 = y + (int)(t1 + 32L);
                __m512 t32 = _mm512_loadu_ps(t31);
                __m512 t33 = _mm512_mul_ps(t32, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t31, t33);
                float *t34 = y + (int)(t1 + 48L);
                __m512 t35 = _mm512_loadu_ps(t34);
                __m512 t36 = _mm512_mul_ps(t35, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t34, t36);
                t1 += 64L;
            } while (t1 < t24);
            t37 = (int)t24;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        if (t38 >= 16L) {
            long t39 = t38 & -16L;
            long t2 = 0L;
            do {
                float *t40 = y + (int)((long)t37 + t2);
                __m512 t41 = _mm512_loadu_ps(t40);
                __m512 t42 = _mm512_mul_ps(t41, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t40, t42);
                t2 += 16L;
            } while (t2 < t39);
            t43 = (int)((long)t37 + t39);
        } else {
            t43 = t37;
        }
        long t44 = (long)n + (long)t43 * -1L;
        if ((t44 >= 1L) & (t44 <= 16L)) {
            __m512i t45 = _mm512_set1_epi32((int)(int)t44);
            __mmask16 t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t45, _MM_CMPINT_LT);
            float *t47 = y + (int)(long)t43;
            __m512 t48 = _mm512_maskz_loadu_ps(t46, t47);
            __m512 t49 = _mm512_mul_ps(t48, _mm512_set1_ps(1e-30f));
            _mm512_mask_storeu_ps(t47, t46, t49);
            i_1 = (int)((long)t43 + t44);
        } else {
            i_1 = t43;
        }
        for (; i_1 < n; i_1++) {
            float *t50 = y + i_1;
            *t50 = *t50 * 1e-30f;
        }
        int_subnormal(n, f, t18, t22);
        unsigned long t51 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        call_fmaf(n, f, x, t22, t5);
        printf("n=%d h=%llx\n", n, (h * 31ULL + (unsigned long long)t51) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8)));
        free((void *)a);
        free((void *)c);
        free((void *)big);
        free((void *)s);
        free((void *)t);
        free((void *)u);
        free((void *)b);
        free((void *)f);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)d);
    }
}
