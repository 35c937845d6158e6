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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    long t10;
    __m512i t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    int t15;
    long t16;
    long t17;
    long t18;
    __m512i t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __m512i t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_cvtepi32_ps(t6);
            t8 = _mm512_loadu_ps(b + t5);
            t9 = _mm512_fmadd_ps(t7, _mm512_set1_ps(0.5f), t8);
            _mm512_storeu_ps(f + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(a + t10);
            t12 = _mm512_cvtepi32_ps(t11);
            t13 = _mm512_loadu_ps(b + t10);
            t14 = _mm512_fmadd_ps(t12, _mm512_set1_ps(0.5f), t13);
            _mm512_storeu_ps(f + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t15 + t2);
            t19 = _mm512_loadu_si512(a + t18);
            t20 = _mm512_cvtepi32_ps(t19);
            t21 = _mm512_loadu_ps(b + t18);
            t22 = _mm512_fmadd_ps(t20, _mm512_set1_ps(0.5f), t21);
            _mm512_storeu_ps(f + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm512_maskz_loadu_epi32(t26, a + t28);
        t30 = _mm512_cvtepi32_ps(t29);
        t31 = _mm512_maskz_loadu_ps(t26, b + t28);
        t32 = _mm512_fmadd_ps(t30, _mm512_set1_ps(0.5f), t31);
        _mm512_mask_storeu_ps(f + t28, t26, t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        f[t33] = (float)a[t33] * 0.5f + b[t33];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512d t6;
    __m128i t7;
    __m512d t8;
    __m128i t9;
    __m512d t10;
    __m512d t11;
    long t12;
    __m512d t13;
    __m128i t14;
    __m512d t15;
    __m128i t16;
    __m512d t17;
    __m512d t18;
    long t19;
    __m512d t20;
    __m128i t21;
    __m512d t22;
    __m128i t23;
    __m512d t24;
    __m512d t25;
    long t26;
    __m512d t27;
    __m128i t28;
    __m512d t29;
    __m128i t30;
    __m512d t31;
    __m512d t32;
    int t33;
    long t34;
    long t35;
    long t36;
    __m512d t37;
    __m128i t38;
    __m512d t39;
    __m128i t40;
    __m512d t41;
    __m512d t42;
    int i;
    long t43;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_pd(z + t5);
            t7 = _mm_loadu_si128((const __m128i *)(s + t5));
            t8 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t7, vcc_v8_int), vcc_v8_double);
            t9 = _mm_loadu_si128((const __m128i *)(t + t5));
            t10 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t9, vcc_v8_int), vcc_v8_double);
            t11 = _mm512_fmadd_pd(t8, t10, t6);
            _mm512_storeu_pd(d + t5, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = _mm512_loadu_pd(z + t12);
            t14 = _mm_loadu_si128((const __m128i *)(s + t12));
            t15 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t14, vcc_v8_int), vcc_v8_double);
            t16 = _mm_loadu_si128((const __m128i *)(t + t12));
            t17 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t16, vcc_v8_int), vcc_v8_double);
            t18 = _mm512_fmadd_pd(t15, t17, t13);
            _mm512_storeu_pd(d + t12, t18);
            t19 = (long)(int)((long)0 + (t1 + 16L));
            t20 = _mm512_loadu_pd(z + t19);
            t21 = _mm_loadu_si128((const __m128i *)(s + t19));
            t22 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t21, vcc_v8_int), vcc_v8_double);
            t23 = _mm_loadu_si128((const __m128i *)(t + t19));
            t24 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t23, vcc_v8_int), vcc_v8_double);
            t25 = _mm512_fmadd_pd(t22, t24, t20);
            _mm512_storeu_pd(d + t19, t25);
            t26 = (long)(int)((long)0 + (t1 + 24L));
            t27 = _mm512_loadu_pd(z + t26);
            t28 = _mm_loadu_si128((const __m128i *)(s + t26));
            t29 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t28, vcc_v8_int), vcc_v8_double);
            t30 = _mm_loadu_si128((const __m128i *)(t + t26));
            t31 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t30, vcc_v8_int), vcc_v8_double);
            t32 = _mm512_fmadd_pd(t29, t31, t27);
            _mm512_storeu_pd(d + t26, t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)((long)0 + t4);
    } else {
        t33 = 0;
    }
    t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t2 = 0L;
        do {
            t36 = (long)(int)((long)t33 + t2);
            t37 = _mm512_loadu_pd(z + t36);
            t38 = _mm_loadu_si128((const __m128i *)(s + t36));
            t39 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t38, vcc_v8_int), vcc_v8_double);
            t40 = _mm_loadu_si128((const __m128i *)(t + t36));
            t41 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t40, vcc_v8_int), vcc_v8_double);
            t42 = _mm512_fmadd_pd(t39, t41, t37);
            _mm512_storeu_pd(d + t36, t42);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        d[t43] = z[t43] + (double)s[t43] * (double)t[t43];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m128i t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    long t10;
    __m128i t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    int t15;
    long t16;
    long t17;
    long t18;
    __m128i t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    int i;
    long t23;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm_loadu_si128((const __m128i *)(u + t5));
            t7 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t6));
            t8 = _mm512_loadu_ps(b + t5);
            t9 = _mm512_fmadd_ps(t7, _mm512_set1_ps(3.0f), t8);
            _mm512_storeu_ps(f + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm_loadu_si128((const __m128i *)(u + t10));
            t12 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t11));
            t13 = _mm512_loadu_ps(b + t10);
            t14 = _mm512_fmadd_ps(t12, _mm512_set1_ps(3.0f), t13);
            _mm512_storeu_ps(f + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t15 + t2);
            t19 = _mm_loadu_si128((const __m128i *)(u + t18));
            t20 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t19));
            t21 = _mm512_loadu_ps(b + t18);
            t22 = _mm512_fmadd_ps(t20, _mm512_set1_ps(3.0f), t21);
            _mm512_storeu_ps(f + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t23 = (long)i;
        f[t23] = (float)u[t23] * 3.0f + b[t23];
    }
}

/* Fused in double: an int times a quarter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    long t10;
    __m256i t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    long t15;
    __m256i t16;
    __m512d t17;
    __m512d t18;
    __m512d t19;
    long t20;
    __m256i t21;
    __m512d t22;
    __m512d t23;
    __m512d t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m512d t30;
    __m512d t31;
    __m512d t32;
    int t33;
    long t34;
    __m256i t35;
    __m256i t36;
    long t37;
    long t38;
    __m256i t39;
    __m512d t40;
    __m512d t41;
    __m512d t42;
    int i;
    long t43;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm512_cvtepi32_pd(t6);
            t8 = _mm512_loadu_pd(z + t5);
            t9 = _mm512_fmadd_pd(t7, _mm512_set1_pd(0.25), t8);
            _mm512_storeu_pd(d + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t12 = _mm512_cvtepi32_pd(t11);
            t13 = _mm512_loadu_pd(z + t10);
            t14 = _mm512_fmadd_pd(t12, _mm512_set1_pd(0.25), t13);
            _mm512_storeu_pd(d + t10, t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm256_loadu_si256((const __m256i *)(a + t15));
            t17 = _mm512_cvtepi32_pd(t16);
            t18 = _mm512_loadu_pd(z + t15);
            t19 = _mm512_fmadd_pd(t17, _mm512_set1_pd(0.25), t18);
            _mm512_storeu_pd(d + t15, t19);
            t20 = (long)(int)((long)0 + (t1 + 24L));
            t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            t22 = _mm512_cvtepi32_pd(t21);
            t23 = _mm512_loadu_pd(z + t20);
            t24 = _mm512_fmadd_pd(t22, _mm512_set1_pd(0.25), t23);
            _mm512_storeu_pd(d + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm256_loadu_si256((const __m256i *)(a + t28));
            t30 = _mm512_cvtepi32_pd(t29);
            t31 = _mm512_loadu_pd(z + t28);
            t32 = _mm512_fmadd_pd(t30, _mm512_set1_pd(0.25), t31);
            _mm512_storeu_pd(d + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        t35 = _mm256_set1_epi32((int)(int)t34);
        t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t37 = 0L;
        t38 = (long)(int)((long)t33 + t37);
        t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + t38);
        t40 = _mm512_cvtepi32_pd(t39);
        t41 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t36), z + t38);
        t42 = _mm512_fmadd_pd(t40, _mm512_set1_pd(0.25), t41);
        _mm512_mask_storeu_pd(d + t38, _mm256_movepi32_mask(t36), t42);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        d[t43] = (double)a[t43] * 0.25 + z[t43];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    long t11;
    __m512i t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m512i t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    int t26;
    long t27;
    __m512i t28;
    __mmask16 t29;
    long t30;
    long t31;
    __m512i t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    int i;
    long t37;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_cvtepi32_ps(t6);
            t8 = _mm512_mul_ps(t7, _mm512_set1_ps(3.0f));
            t9 = _mm512_loadu_ps(b + t5);
            t10 = _mm512_add_ps(t8, t9);
            _mm512_storeu_ps(f + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_si512(a + t11);
            t13 = _mm512_cvtepi32_ps(t12);
            t14 = _mm512_mul_ps(t13, _mm512_set1_ps(3.0f));
            t15 = _mm512_loadu_ps(b + t11);
            t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(f + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm512_loadu_si512(a + t20);
            t22 = _mm512_cvtepi32_ps(t21);
            t23 = _mm512_mul_ps(t22, _mm512_set1_ps(3.0f));
            t24 = _mm512_loadu_ps(b + t20);
            t25 = _mm512_add_ps(t23, t24);
            _mm512_storeu_ps(f + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        t28 = _mm512_set1_epi32((int)(int)t27);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = 0L;
        t31 = (long)(int)((long)t26 + t30);
        t32 = _mm512_maskz_loadu_epi32(t29, a + t31);
        t33 = _mm512_cvtepi32_ps(t32);
        t34 = _mm512_mul_ps(t33, _mm512_set1_ps(3.0f));
        t35 = _mm512_maskz_loadu_ps(t29, b + t31);
        t36 = _mm512_add_ps(t34, t35);
        _mm512_mask_storeu_ps(f + t31, t29, t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        f[t37] = (float)a[t37] * 3.0f + b[t37];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    long t11;
    __m512i t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m512i t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    int t26;
    long t27;
    __m512i t28;
    __mmask16 t29;
    long t30;
    long t31;
    __m512i t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    int i;
    long t37;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_cvtepi32_ps(t6);
            t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.1f));
            t9 = _mm512_loadu_ps(b + t5);
            t10 = _mm512_add_ps(t8, t9);
            _mm512_storeu_ps(f + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_si512(a + t11);
            t13 = _mm512_cvtepi32_ps(t12);
            t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.1f));
            t15 = _mm512_loadu_ps(b + t11);
            t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(f + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm512_loadu_si512(a + t20);
            t22 = _mm512_cvtepi32_ps(t21);
            t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.1f));
            t24 = _mm512_loadu_ps(b + t20);
            t25 = _mm512_add_ps(t23, t24);
            _mm512_storeu_ps(f + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        t28 = _mm512_set1_epi32((int)(int)t27);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = 0L;
        t31 = (long)(int)((long)t26 + t30);
        t32 = _mm512_maskz_loadu_epi32(t29, a + t31);
        t33 = _mm512_cvtepi32_ps(t32);
        t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.1f));
        t35 = _mm512_maskz_loadu_ps(t29, b + t31);
        t36 = _mm512_add_ps(t34, t35);
        _mm512_mask_storeu_ps(f + t31, t29, t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        f[t37] = (float)a[t37] * 0.1f + b[t37];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512 t7;
    __m512i t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    long t13;
    __m512i t14;
    __m512 t15;
    __m512i t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    int t21;
    long t22;
    long t23;
    long t24;
    __m512i t25;
    __m512 t26;
    __m512i t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    int t32;
    long t33;
    __m512i t34;
    __mmask16 t35;
    long t36;
    long t37;
    __m512i t38;
    __m512 t39;
    __m512i t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    int i;
    long t45;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_cvtepi32_ps(t6);
            t8 = _mm512_loadu_si512(c + t5);
            t9 = _mm512_cvtepi32_ps(t8);
            t10 = _mm512_mul_ps(t7, t9);
            t11 = _mm512_loadu_ps(b + t5);
            t12 = _mm512_add_ps(t10, t11);
            _mm512_storeu_ps(f + t5, t12);
            t13 = (long)(int)((long)0 + (t1 + 16L));
            t14 = _mm512_loadu_si512(a + t13);
            t15 = _mm512_cvtepi32_ps(t14);
            t16 = _mm512_loadu_si512(c + t13);
            t17 = _mm512_cvtepi32_ps(t16);
            t18 = _mm512_mul_ps(t15, t17);
            t19 = _mm512_loadu_ps(b + t13);
            t20 = _mm512_add_ps(t18, t19);
            _mm512_storeu_ps(f + t13, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        t23 = t22 & -16L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t21 + t2);
            t25 = _mm512_loadu_si512(a + t24);
            t26 = _mm512_cvtepi32_ps(t25);
            t27 = _mm512_loadu_si512(c + t24);
            t28 = _mm512_cvtepi32_ps(t27);
            t29 = _mm512_mul_ps(t26, t28);
            t30 = _mm512_loadu_ps(b + t24);
            t31 = _mm512_add_ps(t29, t30);
            _mm512_storeu_ps(f + t24, t31);
            t2 += 16L;
        } while (t2 < t23);
        t32 = (int)((long)t21 + t23);
    } else {
        t32 = t21;
    }
    t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 16L)) {
        t34 = _mm512_set1_epi32((int)(int)t33);
        t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        t36 = 0L;
        t37 = (long)(int)((long)t32 + t36);
        t38 = _mm512_maskz_loadu_epi32(t35, a + t37);
        t39 = _mm512_cvtepi32_ps(t38);
        t40 = _mm512_maskz_loadu_epi32(t35, c + t37);
        t41 = _mm512_cvtepi32_ps(t40);
        t42 = _mm512_mul_ps(t39, t41);
        t43 = _mm512_maskz_loadu_ps(t35, b + t37);
        t44 = _mm512_add_ps(t42, t43);
        _mm512_mask_storeu_ps(f + t37, t35, t44);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        f[t45] = (float)a[t45] * (float)c[t45] + b[t45];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    long t11;
    __m512i t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m512i t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    int t26;
    long t27;
    __m512i t28;
    __mmask16 t29;
    long t30;
    long t31;
    __m512i t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    int i;
    long t37;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(a + t5);
            t7 = _mm512_cvtepi32_ps(t6);
            t8 = _mm512_mul_ps(t7, _mm512_set1_ps(5.877472e-39f));
            t9 = _mm512_loadu_ps(b + t5);
            t10 = _mm512_add_ps(t8, t9);
            _mm512_storeu_ps(f + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm512_loadu_si512(a + t11);
            t13 = _mm512_cvtepi32_ps(t12);
            t14 = _mm512_mul_ps(t13, _mm512_set1_ps(5.877472e-39f));
            t15 = _mm512_loadu_ps(b + t11);
            t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(f + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm512_loadu_si512(a + t20);
            t22 = _mm512_cvtepi32_ps(t21);
            t23 = _mm512_mul_ps(t22, _mm512_set1_ps(5.877472e-39f));
            t24 = _mm512_loadu_ps(b + t20);
            t25 = _mm512_add_ps(t23, t24);
            _mm512_storeu_ps(f + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        t28 = _mm512_set1_epi32((int)(int)t27);
        t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        t30 = 0L;
        t31 = (long)(int)((long)t26 + t30);
        t32 = _mm512_maskz_loadu_epi32(t29, a + t31);
        t33 = _mm512_cvtepi32_ps(t32);
        t34 = _mm512_mul_ps(t33, _mm512_set1_ps(5.877472e-39f));
        t35 = _mm512_maskz_loadu_ps(t29, b + t31);
        t36 = _mm512_add_ps(t34, t35);
        _mm512_mask_storeu_ps(f + t31, t29, t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        f[t37] = (float)a[t37] * 5.877472e-39f + b[t37];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    long t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    int t15;
    long t16;
    long t17;
    long t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    int i;
    long t33;
    float t34;
    float t35;
    float t36;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(z + t5);
            t7 = _mm512_loadu_ps(y + t5);
            t8 = _mm512_loadu_ps(x + t5);
            t9 = _mm512_fmadd_ps(t8, t7, t6);
            _mm512_storeu_ps(r + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_ps(z + t10);
            t12 = _mm512_loadu_ps(y + t10);
            t13 = _mm512_loadu_ps(x + t10);
            t14 = _mm512_fmadd_ps(t13, t12, t11);
            _mm512_storeu_ps(r + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t15 + t2);
            t19 = _mm512_loadu_ps(z + t18);
            t20 = _mm512_loadu_ps(y + t18);
            t21 = _mm512_loadu_ps(x + t18);
            t22 = _mm512_fmadd_ps(t21, t20, t19);
            _mm512_storeu_ps(r + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm512_maskz_loadu_ps(t26, z + t28);
        t30 = _mm512_maskz_loadu_ps(t26, y + t28);
        t31 = _mm512_maskz_loadu_ps(t26, x + t28);
        t32 = _mm512_fmadd_ps(t31, t30, t29);
        _mm512_mask_storeu_ps(r + t28, t26, t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        t34 = z[t33];
        t35 = y[t33];
        t36 = x[t33];
        r[t33] = fmaf(t36, t35, t34);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    int *a;
    int *c;
    int *big;
    short *s;
    short *t;
    unsigned char *u;
    float *b;
    float *f;
    float *x;
    float *y;
    double *z;
    double *d;
    int i;
    long t4;
    const float *t5;
    const int *t6;
    unsigned long t7;
    unsigned long t8;
    const void *t9;
    unsigned long t10;
    const double *t11;
    unsigned long t12;
    const void *t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    unsigned long t17;
    const int *t18;
    unsigned long t19;
    const int *t20;
    unsigned long t21;
    const float *t22;
    unsigned long long h;
    long t23;
    long t24;
    float *t25;
    __m512 t26;
    __m512 t27;
    float *t28;
    __m512 t29;
    __m512 t30;
    float *t31;
    __m512 t32;
    __m512 t33;
    float *t34;
    __m512 t35;
    __m512 t36;
    int t37;
    long t38;
    long t39;
    float *t40;
    __m512 t41;
    __m512 t42;
    int t43;
    long t44;
    __m512i t45;
    __mmask16 t46;
    long t47;
    float *t48;
    __m512 t49;
    __m512 t50;
    int i_1;
    float *t51;
    unsigned long t52;
    count_idx = 0;
    n_1 = 0;
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
        a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        big = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        t = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        u = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        z = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        d = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (i = 0; i < n; i++) {
            t4 = (long)i;
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
        t5 = b;
        t6 = big;
        (_mm256_zeroupper(), int_half(n, f, t6, t5));
        t7 = (unsigned long)n;
        t8 = t7 * 4UL;
        t9 = (const void *)f;
        t10 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        t11 = z;
        (_mm256_zeroupper(), short_product(n, d, s, t, t11));
        t12 = t7 * 8UL;
        t13 = (const void *)d;
        t14 = (_mm256_zeroupper(), hash_bytes(t13, t12));
        (_mm256_zeroupper(), byte_times_three(n, f, u, t5));
        t15 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        (_mm256_zeroupper(), int_quarter_double(n, d, t6, t11));
        t16 = (_mm256_zeroupper(), hash_bytes(t13, t12));
        (_mm256_zeroupper(), int_times_three(n, f, t6, t5));
        t17 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        t18 = a;
        (_mm256_zeroupper(), int_tenth(n, f, t18, t5));
        t19 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        t20 = c;
        (_mm256_zeroupper(), int_product_float(n, f, t20, t20, t5));
        t21 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        t22 = y;
        (_mm256_zeroupper(), int_subnormal(n, f, t18, t22));
        h = (((((((0ULL + (unsigned long long)t10) * 31ULL + (unsigned long long)t14) * 31ULL + (unsigned long long)t15) * 31ULL + (unsigned long long)t16) * 31ULL + (unsigned long long)t17) * 31ULL + (unsigned long long)t19) * 31ULL + (unsigned long long)t21) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8));
        t23 = (long)n;
        if (t23 >= 64L) {
            t24 = t23 & -64L;
            t1 = 0L;
            do {
                t25 = y + (int)((long)0 + t1);
                t26 = _mm512_loadu_ps(t25);
                t27 = _mm512_mul_ps(t26, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t25, t27);
                t28 = y + (int)((long)0 + (t1 + 16L));
                t29 = _mm512_loadu_ps(t28);
                t30 = _mm512_mul_ps(t29, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t28, t30);
                t31 = y + (int)((long)0 + (t1 + 32L));
                t32 = _mm512_loadu_ps(t31);
                t33 = _mm512_mul_ps(t32, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t31, t33);
                t34 = y + (int)((long)0 + (t1 + 48L));
                t35 = _mm512_loadu_ps(t34);
                t36 = _mm512_mul_ps(t35, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t34, t36);
                t1 += 64L;
            } while (t1 < t24);
            t37 = (int)((long)0 + t24);
        } else {
            t37 = 0;
        }
        t38 = (long)n + (long)t37 * -1L;
        if (t38 >= 16L) {
            t39 = t38 & -16L;
            t2 = 0L;
            do {
                t40 = y + (int)((long)t37 + t2);
                t41 = _mm512_loadu_ps(t40);
                t42 = _mm512_mul_ps(t41, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t40, t42);
                t2 += 16L;
            } while (t2 < t39);
            t43 = (int)((long)t37 + t39);
        } else {
            t43 = t37;
        }
        t44 = (long)n + (long)t43 * -1L;
        if ((t44 >= 1L) & (t44 <= 16L)) {
            t45 = _mm512_set1_epi32((int)(int)t44);
            t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t45, _MM_CMPINT_LT);
            t47 = 0L;
            t48 = y + (int)((long)t43 + t47);
            t49 = _mm512_maskz_loadu_ps(t46, t48);
            t50 = _mm512_mul_ps(t49, _mm512_set1_ps(1e-30f));
            _mm512_mask_storeu_ps(t48, t46, t50);
            i_1 = (int)((long)t43 + t44);
        } else {
            i_1 = t43;
        }
        for (; i_1 < n; i_1++) {
            t51 = y + i_1;
            *t51 = *t51 * 1e-30f;
        }
        (_mm256_zeroupper(), int_subnormal(n, f, t18, t22));
        t52 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        (_mm256_zeroupper(), call_fmaf(n, f, x, t22, t5));
        printf("n=%d h=%llx\n", n, (h * 31ULL + (unsigned long long)t52) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8)));
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
