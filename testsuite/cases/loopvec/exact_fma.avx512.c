/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })

/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
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
            __m256 t7 = _mm256_cvtepi32_ps(t6);
            __m256 t8 = _mm256_loadu_ps(b + t5);
            __m256 t9 = _mm256_mask3_fmadd_ps(t7, _mm256_set1_ps(0.5f), t8, (__mmask8)-1);
            _mm256_storeu_ps(f + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256 t12 = _mm256_cvtepi32_ps(t11);
            __m256 t13 = _mm256_loadu_ps(b + t10);
            __m256 t14 = _mm256_mask3_fmadd_ps(t12, _mm256_set1_ps(0.5f), t13, (__mmask8)-1);
            _mm256_storeu_ps(f + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256 t17 = _mm256_cvtepi32_ps(t16);
            __m256 t18 = _mm256_loadu_ps(b + t15);
            __m256 t19 = _mm256_mask3_fmadd_ps(t17, _mm256_set1_ps(0.5f), t18, (__mmask8)-1);
            _mm256_storeu_ps(f + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256 t22 = _mm256_cvtepi32_ps(t21);
            __m256 t23 = _mm256_loadu_ps(b + t20);
            __m256 t24 = _mm256_mask3_fmadd_ps(t22, _mm256_set1_ps(0.5f), t23, (__mmask8)-1);
            _mm256_storeu_ps(f + t20, t24);
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
            __m256 t30 = _mm256_cvtepi32_ps(t29);
            __m256 t31 = _mm256_loadu_ps(b + t28);
            __m256 t32 = _mm256_mask3_fmadd_ps(t30, _mm256_set1_ps(0.5f), t31, (__mmask8)-1);
            _mm256_storeu_ps(f + t28, t32);
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
        __m256 t39 = _mm256_cvtepi32_ps(t38);
        __m256 t40 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), b + t37);
        __m256 t41 = _mm256_mask3_fmadd_ps(t39, _mm256_set1_ps(0.5f), t40, (__mmask8)-1);
        _mm256_mask_storeu_ps(f + t37, _mm256_movepi32_mask(t36), t41);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        f[t42] = (float)a[t42] * 0.5f + b[t42];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    vcc_no_contract_body
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(z + t5);
            vcc_v4_short t7 = vcc_load(vcc_v4_short, s + t5);
            __m256d t8 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t7)));
            vcc_v4_short t9 = vcc_load(vcc_v4_short, t + t5);
            __m256d t10 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t9)));
            __m256d t11 = _mm256_mask3_fmadd_pd(t8, t10, t6, (__mmask8)-1);
            _mm256_storeu_pd(d + t5, t11);
            long t12 = (long)(int)(t1 + 4L);
            __m256d t13 = _mm256_loadu_pd(z + t12);
            vcc_v4_short t14 = vcc_load(vcc_v4_short, s + t12);
            __m256d t15 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t14)));
            vcc_v4_short t16 = vcc_load(vcc_v4_short, t + t12);
            __m256d t17 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t16)));
            __m256d t18 = _mm256_mask3_fmadd_pd(t15, t17, t13, (__mmask8)-1);
            _mm256_storeu_pd(d + t12, t18);
            long t19 = (long)(int)(t1 + 8L);
            __m256d t20 = _mm256_loadu_pd(z + t19);
            vcc_v4_short t21 = vcc_load(vcc_v4_short, s + t19);
            __m256d t22 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t21)));
            vcc_v4_short t23 = vcc_load(vcc_v4_short, t + t19);
            __m256d t24 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t23)));
            __m256d t25 = _mm256_mask3_fmadd_pd(t22, t24, t20, (__mmask8)-1);
            _mm256_storeu_pd(d + t19, t25);
            long t26 = (long)(int)(t1 + 12L);
            __m256d t27 = _mm256_loadu_pd(z + t26);
            vcc_v4_short t28 = vcc_load(vcc_v4_short, s + t26);
            __m256d t29 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t28)));
            vcc_v4_short t30 = vcc_load(vcc_v4_short, t + t26);
            __m256d t31 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t30)));
            __m256d t32 = _mm256_mask3_fmadd_pd(t29, t31, t27, (__mmask8)-1);
            _mm256_storeu_pd(d + t26, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m256d t37 = _mm256_loadu_pd(z + t36);
            vcc_v4_short t38 = vcc_load(vcc_v4_short, s + t36);
            __m256d t39 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t38)));
            vcc_v4_short t40 = vcc_load(vcc_v4_short, t + t36);
            __m256d t41 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t40)));
            __m256d t42 = _mm256_mask3_fmadd_pd(t39, t41, t37, (__mmask8)-1);
            _mm256_storeu_pd(d + t36, t42);
            t2 += 4L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    vcc_no_contract_body
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, u + t5);
            __m256 t7 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6)));
            __m256 t8 = _mm256_loadu_ps(b + t5);
            __m256 t9 = _mm256_mask3_fmadd_ps(t7, _mm256_set1_ps(3.0f), t8, (__mmask8)-1);
            _mm256_storeu_ps(f + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, u + t10);
            __m256 t12 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t11)));
            __m256 t13 = _mm256_loadu_ps(b + t10);
            __m256 t14 = _mm256_mask3_fmadd_ps(t12, _mm256_set1_ps(3.0f), t13, (__mmask8)-1);
            _mm256_storeu_ps(f + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, u + t15);
            __m256 t17 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16)));
            __m256 t18 = _mm256_loadu_ps(b + t15);
            __m256 t19 = _mm256_mask3_fmadd_ps(t17, _mm256_set1_ps(3.0f), t18, (__mmask8)-1);
            _mm256_storeu_ps(f + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t21 = vcc_load(vcc_v8_uchar, u + t20);
            __m256 t22 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t21)));
            __m256 t23 = _mm256_loadu_ps(b + t20);
            __m256 t24 = _mm256_mask3_fmadd_ps(t22, _mm256_set1_ps(3.0f), t23, (__mmask8)-1);
            _mm256_storeu_ps(f + t20, t24);
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
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, u + t28);
            __m256 t30 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t29)));
            __m256 t31 = _mm256_loadu_ps(b + t28);
            __m256 t32 = _mm256_mask3_fmadd_ps(t30, _mm256_set1_ps(3.0f), t31, (__mmask8)-1);
            _mm256_storeu_ps(f + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        f[t33] = (float)u[t33] * 3.0f + b[t33];
    }
}

/* Fused in double: an int times a quarter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    vcc_no_contract_body
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m256d t7 = _mm256_cvtepi32_pd(t6);
            __m256d t8 = _mm256_loadu_pd(z + t5);
            __m256d t9 = _mm256_mask3_fmadd_pd(t7, _mm256_set1_pd(0.25), t8, (__mmask8)-1);
            _mm256_storeu_pd(d + t5, t9);
            long t10 = (long)(int)(t1 + 4L);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m256d t12 = _mm256_cvtepi32_pd(t11);
            __m256d t13 = _mm256_loadu_pd(z + t10);
            __m256d t14 = _mm256_mask3_fmadd_pd(t12, _mm256_set1_pd(0.25), t13, (__mmask8)-1);
            _mm256_storeu_pd(d + t10, t14);
            long t15 = (long)(int)(t1 + 8L);
            __m128i t16 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m256d t17 = _mm256_cvtepi32_pd(t16);
            __m256d t18 = _mm256_loadu_pd(z + t15);
            __m256d t19 = _mm256_mask3_fmadd_pd(t17, _mm256_set1_pd(0.25), t18, (__mmask8)-1);
            _mm256_storeu_pd(d + t15, t19);
            long t20 = (long)(int)(t1 + 12L);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(a + t20));
            __m256d t22 = _mm256_cvtepi32_pd(t21);
            __m256d t23 = _mm256_loadu_pd(z + t20);
            __m256d t24 = _mm256_mask3_fmadd_pd(t22, _mm256_set1_pd(0.25), t23, (__mmask8)-1);
            _mm256_storeu_pd(d + t20, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m128i t29 = _mm_loadu_si128((const __m128i *)(a + t28));
            __m256d t30 = _mm256_cvtepi32_pd(t29);
            __m256d t31 = _mm256_loadu_pd(z + t28);
            __m256d t32 = _mm256_mask3_fmadd_pd(t30, _mm256_set1_pd(0.25), t31, (__mmask8)-1);
            _mm256_storeu_pd(d + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        d[t33] = (double)a[t33] * 0.25 + z[t33];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256 t7 = _mm256_cvtepi32_ps(t6);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(3.0f));
            __m256 t9 = _mm256_loadu_ps(b + t5);
            __m256 t10 = _mm256_add_ps(t8, t9);
            _mm256_storeu_ps(f + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t13 = _mm256_cvtepi32_ps(t12);
            __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(3.0f));
            __m256 t15 = _mm256_loadu_ps(b + t11);
            __m256 t16 = _mm256_add_ps(t14, t15);
            _mm256_storeu_ps(f + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256 t19 = _mm256_cvtepi32_ps(t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(3.0f));
            __m256 t21 = _mm256_loadu_ps(b + t17);
            __m256 t22 = _mm256_add_ps(t20, t21);
            _mm256_storeu_ps(f + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            __m256 t25 = _mm256_cvtepi32_ps(t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(3.0f));
            __m256 t27 = _mm256_loadu_ps(b + t23);
            __m256 t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(f + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(a + t32));
            __m256 t34 = _mm256_cvtepi32_ps(t33);
            __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(3.0f));
            __m256 t36 = _mm256_loadu_ps(b + t32);
            __m256 t37 = _mm256_add_ps(t35, t36);
            _mm256_storeu_ps(f + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m256i t43 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), a + t42);
        __m256 t44 = _mm256_cvtepi32_ps(t43);
        __m256 t45 = _mm256_mul_ps(t44, _mm256_set1_ps(3.0f));
        __m256 t46 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), b + t42);
        __m256 t47 = _mm256_add_ps(t45, t46);
        _mm256_mask_storeu_ps(f + t42, _mm256_movepi32_mask(t41), t47);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        f[t48] = (float)a[t48] * 3.0f + b[t48];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256 t7 = _mm256_cvtepi32_ps(t6);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.1f));
            __m256 t9 = _mm256_loadu_ps(b + t5);
            __m256 t10 = _mm256_add_ps(t8, t9);
            _mm256_storeu_ps(f + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t13 = _mm256_cvtepi32_ps(t12);
            __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.1f));
            __m256 t15 = _mm256_loadu_ps(b + t11);
            __m256 t16 = _mm256_add_ps(t14, t15);
            _mm256_storeu_ps(f + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256 t19 = _mm256_cvtepi32_ps(t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.1f));
            __m256 t21 = _mm256_loadu_ps(b + t17);
            __m256 t22 = _mm256_add_ps(t20, t21);
            _mm256_storeu_ps(f + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            __m256 t25 = _mm256_cvtepi32_ps(t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.1f));
            __m256 t27 = _mm256_loadu_ps(b + t23);
            __m256 t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(f + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(a + t32));
            __m256 t34 = _mm256_cvtepi32_ps(t33);
            __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.1f));
            __m256 t36 = _mm256_loadu_ps(b + t32);
            __m256 t37 = _mm256_add_ps(t35, t36);
            _mm256_storeu_ps(f + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m256i t43 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), a + t42);
        __m256 t44 = _mm256_cvtepi32_ps(t43);
        __m256 t45 = _mm256_mul_ps(t44, _mm256_set1_ps(0.1f));
        __m256 t46 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), b + t42);
        __m256 t47 = _mm256_add_ps(t45, t46);
        _mm256_mask_storeu_ps(f + t42, _mm256_movepi32_mask(t41), t47);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        f[t48] = (float)a[t48] * 0.1f + b[t48];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    vcc_no_contract_body
    int t37;
    int t48;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256 t7 = _mm256_cvtepi32_ps(t6);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(c + t5));
            __m256 t9 = _mm256_cvtepi32_ps(t8);
            __m256 t10 = _mm256_mul_ps(t7, t9);
            __m256 t11 = _mm256_loadu_ps(b + t5);
            __m256 t12 = _mm256_add_ps(t10, t11);
            _mm256_storeu_ps(f + t5, t12);
            long t13 = (long)(int)(t1 + 8L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256 t15 = _mm256_cvtepi32_ps(t14);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(c + t13));
            __m256 t17 = _mm256_cvtepi32_ps(t16);
            __m256 t18 = _mm256_mul_ps(t15, t17);
            __m256 t19 = _mm256_loadu_ps(b + t13);
            __m256 t20 = _mm256_add_ps(t18, t19);
            _mm256_storeu_ps(f + t13, t20);
            long t21 = (long)(int)(t1 + 16L);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m256 t23 = _mm256_cvtepi32_ps(t22);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(c + t21));
            __m256 t25 = _mm256_cvtepi32_ps(t24);
            __m256 t26 = _mm256_mul_ps(t23, t25);
            __m256 t27 = _mm256_loadu_ps(b + t21);
            __m256 t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(f + t21, t28);
            long t29 = (long)(int)(t1 + 24L);
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(a + t29));
            __m256 t31 = _mm256_cvtepi32_ps(t30);
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(c + t29));
            __m256 t33 = _mm256_cvtepi32_ps(t32);
            __m256 t34 = _mm256_mul_ps(t31, t33);
            __m256 t35 = _mm256_loadu_ps(b + t29);
            __m256 t36 = _mm256_add_ps(t34, t35);
            _mm256_storeu_ps(f + t29, t36);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            long t40 = (long)(int)((long)t37 + t2);
            __m256i t41 = _mm256_loadu_si256((const __m256i *)(a + t40));
            __m256 t42 = _mm256_cvtepi32_ps(t41);
            __m256i t43 = _mm256_loadu_si256((const __m256i *)(c + t40));
            __m256 t44 = _mm256_cvtepi32_ps(t43);
            __m256 t45 = _mm256_mul_ps(t42, t44);
            __m256 t46 = _mm256_loadu_ps(b + t40);
            __m256 t47 = _mm256_add_ps(t45, t46);
            _mm256_storeu_ps(f + t40, t47);
            t2 += 8L;
        } while (t2 < t39);
        t48 = (int)((long)t37 + t39);
    } else {
        t48 = t37;
    }
    long t49 = (long)n + (long)t48 * -1L;
    if ((t49 >= 1L) & (t49 <= 8L)) {
        __m256i t50 = _mm256_set1_epi32((int)(int)t49);
        __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t52 = (long)(int)(long)t48;
        __m256i t53 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), a + t52);
        __m256 t54 = _mm256_cvtepi32_ps(t53);
        __m256i t55 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t51), c + t52);
        __m256 t56 = _mm256_cvtepi32_ps(t55);
        __m256 t57 = _mm256_mul_ps(t54, t56);
        __m256 t58 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t51), b + t52);
        __m256 t59 = _mm256_add_ps(t57, t58);
        _mm256_mask_storeu_ps(f + t52, _mm256_movepi32_mask(t51), t59);
        i = (int)((long)t48 + t49);
    } else {
        i = t48;
    }
    for (; i < n; i++) {
        long t60 = (long)i;
        f[t60] = (float)a[t60] * (float)c[t60] + b[t60];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256 t7 = _mm256_cvtepi32_ps(t6);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(5.877472e-39f));
            __m256 t9 = _mm256_loadu_ps(b + t5);
            __m256 t10 = _mm256_add_ps(t8, t9);
            _mm256_storeu_ps(f + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t13 = _mm256_cvtepi32_ps(t12);
            __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(5.877472e-39f));
            __m256 t15 = _mm256_loadu_ps(b + t11);
            __m256 t16 = _mm256_add_ps(t14, t15);
            _mm256_storeu_ps(f + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256 t19 = _mm256_cvtepi32_ps(t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(5.877472e-39f));
            __m256 t21 = _mm256_loadu_ps(b + t17);
            __m256 t22 = _mm256_add_ps(t20, t21);
            _mm256_storeu_ps(f + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            __m256 t25 = _mm256_cvtepi32_ps(t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(5.877472e-39f));
            __m256 t27 = _mm256_loadu_ps(b + t23);
            __m256 t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(f + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(a + t32));
            __m256 t34 = _mm256_cvtepi32_ps(t33);
            __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(5.877472e-39f));
            __m256 t36 = _mm256_loadu_ps(b + t32);
            __m256 t37 = _mm256_add_ps(t35, t36);
            _mm256_storeu_ps(f + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m256i t43 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), a + t42);
        __m256 t44 = _mm256_cvtepi32_ps(t43);
        __m256 t45 = _mm256_mul_ps(t44, _mm256_set1_ps(5.877472e-39f));
        __m256 t46 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), b + t42);
        __m256 t47 = _mm256_add_ps(t45, t46);
        _mm256_mask_storeu_ps(f + t42, _mm256_movepi32_mask(t41), t47);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        f[t48] = (float)a[t48] * 5.877472e-39f + b[t48];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
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
            __m256 t6 = _mm256_loadu_ps(z + t5);
            __m256 t7 = _mm256_loadu_ps(y + t5);
            __m256 t8 = _mm256_loadu_ps(x + t5);
            __m256 t9 = _mm256_mask3_fmadd_ps(t8, t7, t6, (__mmask8)-1);
            _mm256_storeu_ps(r + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256 t11 = _mm256_loadu_ps(z + t10);
            __m256 t12 = _mm256_loadu_ps(y + t10);
            __m256 t13 = _mm256_loadu_ps(x + t10);
            __m256 t14 = _mm256_mask3_fmadd_ps(t13, t12, t11, (__mmask8)-1);
            _mm256_storeu_ps(r + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256 t16 = _mm256_loadu_ps(z + t15);
            __m256 t17 = _mm256_loadu_ps(y + t15);
            __m256 t18 = _mm256_loadu_ps(x + t15);
            __m256 t19 = _mm256_mask3_fmadd_ps(t18, t17, t16, (__mmask8)-1);
            _mm256_storeu_ps(r + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256 t21 = _mm256_loadu_ps(z + t20);
            __m256 t22 = _mm256_loadu_ps(y + t20);
            __m256 t23 = _mm256_loadu_ps(x + t20);
            __m256 t24 = _mm256_mask3_fmadd_ps(t23, t22, t21, (__mmask8)-1);
            _mm256_storeu_ps(r + t20, t24);
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
            __m256 t29 = _mm256_loadu_ps(z + t28);
            __m256 t30 = _mm256_loadu_ps(y + t28);
            __m256 t31 = _mm256_loadu_ps(x + t28);
            __m256 t32 = _mm256_mask3_fmadd_ps(t31, t30, t29, (__mmask8)-1);
            _mm256_storeu_ps(r + t28, t32);
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
        __m256 t38 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), z + t37);
        __m256 t39 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), y + t37);
        __m256 t40 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), x + t37);
        __m256 t41 = _mm256_mask3_fmadd_ps(t40, t39, t38, (__mmask8)-1);
        _mm256_mask_storeu_ps(r + t37, _mm256_movepi32_mask(t36), t41);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        float t43 = z[t42];
        float t44 = y[t42];
        float t45 = x[t42];
        r[t42] = fmaf(t45, t44, t43);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
        if (t23 >= 32L) {
            long t24 = t23 & -32L;
            long t1 = 0L;
            do {
                float *t25 = y + (int)t1;
                __m256 t26 = _mm256_loadu_ps(t25);
                __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t25, t27);
                float *t28 = y + (int)(t1 + 8L);
                __m256 t29 = _mm256_loadu_ps(t28);
                __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t28, t30);
                float *t31 = y + (int)(t1 + 16L);
                __m256 t32 = _mm256_loadu_ps(t31);
                __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t31, t33);
                float *t34 = y + (int)(t1 + 24L);
                __m256 t35 = _mm256_loadu_ps(t34);
                __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t34, t36);
                t1 += 32L;
            } while (t1 < t24);
            t37 = (int)t24;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        if (t38 >= 8L) {
            long t39 = t38 & -8L;
            long t2 = 0L;
            do {
                float *t40 = y + (int)((long)t37 + t2);
                __m256 t41 = _mm256_loadu_ps(t40);
                __m256 t42 = _mm256_mul_ps(t41, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t40, t42);
                t2 += 8L;
            } while (t2 < t39);
            t43 = (int)((long)t37 + t39);
        } else {
            t43 = t37;
        }
        long t44 = (long)n + (long)t43 * -1L;
        if ((t44 >= 1L) & (t44 <= 8L)) {
            __m256i t45 = _mm256_set1_epi32((int)(int)t44);
            __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t47 = y + (int)(long)t43;
            __m256 t48 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t46), t47);
            __m256 t49 = _mm256_mul_ps(t48, _mm256_set1_ps(1e-30f));
            _mm256_mask_storeu_ps(t47, _mm256_movepi32_mask(t46), t49);
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
