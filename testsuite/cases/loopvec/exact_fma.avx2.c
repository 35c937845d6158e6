/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
__attribute__((target("avx2"))) void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256 t7 = _mm256_cvtepi32_ps(t6);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.5f));
            __m256 t9 = _mm256_loadu_ps(b + t5);
            __m256 t10 = _mm256_add_ps(t8, t9);
            _mm256_storeu_ps(f + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t13 = _mm256_cvtepi32_ps(t12);
            __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.5f));
            __m256 t15 = _mm256_loadu_ps(b + t11);
            __m256 t16 = _mm256_add_ps(t14, t15);
            _mm256_storeu_ps(f + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256 t19 = _mm256_cvtepi32_ps(t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.5f));
            __m256 t21 = _mm256_loadu_ps(b + t17);
            __m256 t22 = _mm256_add_ps(t20, t21);
            _mm256_storeu_ps(f + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(a + t23));
            __m256 t25 = _mm256_cvtepi32_ps(t24);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
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
            __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.5f));
            __m256 t36 = _mm256_loadu_ps(b + t32);
            __m256 t37 = _mm256_add_ps(t35, t36);
            _mm256_storeu_ps(f + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        f[t38] = (float)a[t38] * 0.5f + b[t38];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
__attribute__((target("avx2"))) void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    int t37;
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
            __m256d t11 = _mm256_mul_pd(t8, t10);
            __m256d t12 = _mm256_add_pd(t6, t11);
            _mm256_storeu_pd(d + t5, t12);
            long t13 = (long)(int)(t1 + 4L);
            __m256d t14 = _mm256_loadu_pd(z + t13);
            vcc_v4_short t15 = vcc_load(vcc_v4_short, s + t13);
            __m256d t16 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t15)));
            vcc_v4_short t17 = vcc_load(vcc_v4_short, t + t13);
            __m256d t18 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t17)));
            __m256d t19 = _mm256_mul_pd(t16, t18);
            __m256d t20 = _mm256_add_pd(t14, t19);
            _mm256_storeu_pd(d + t13, t20);
            long t21 = (long)(int)(t1 + 8L);
            __m256d t22 = _mm256_loadu_pd(z + t21);
            vcc_v4_short t23 = vcc_load(vcc_v4_short, s + t21);
            __m256d t24 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t23)));
            vcc_v4_short t25 = vcc_load(vcc_v4_short, t + t21);
            __m256d t26 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t25)));
            __m256d t27 = _mm256_mul_pd(t24, t26);
            __m256d t28 = _mm256_add_pd(t22, t27);
            _mm256_storeu_pd(d + t21, t28);
            long t29 = (long)(int)(t1 + 12L);
            __m256d t30 = _mm256_loadu_pd(z + t29);
            vcc_v4_short t31 = vcc_load(vcc_v4_short, s + t29);
            __m256d t32 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t31)));
            vcc_v4_short t33 = vcc_load(vcc_v4_short, t + t29);
            __m256d t34 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t33)));
            __m256d t35 = _mm256_mul_pd(t32, t34);
            __m256d t36 = _mm256_add_pd(t30, t35);
            _mm256_storeu_pd(d + t29, t36);
            t1 += 16L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 4L) {
        long t39 = t38 & -4L;
        long t2 = 0L;
        do {
            long t40 = (long)(int)((long)t37 + t2);
            __m256d t41 = _mm256_loadu_pd(z + t40);
            vcc_v4_short t42 = vcc_load(vcc_v4_short, s + t40);
            __m256d t43 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t42)));
            vcc_v4_short t44 = vcc_load(vcc_v4_short, t + t40);
            __m256d t45 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t44)));
            __m256d t46 = _mm256_mul_pd(t43, t45);
            __m256d t47 = _mm256_add_pd(t41, t46);
            _mm256_storeu_pd(d + t40, t47);
            t2 += 4L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        d[t48] = z[t48] + (double)s[t48] * (double)t[t48];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
__attribute__((target("avx2"))) void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(u + t5));
            vcc_v16_float t7 = ({ __m128i vcc_h0 = t6; vcc_v8_float vcc_p0 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(vcc_h0)); vcc_v8_float vcc_p1 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8))); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_float t8 = t7 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float t9 = vcc_load(vcc_v16_float, b + t5);
            vcc_v16_float t10 = t8 + t9;
            do { vcc_v16_float vcc_w = t10; char *vcc_p = (char *)(f + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t11 = (long)(int)(t1 + 16L);
            __m128i t12 = _mm_loadu_si128((const __m128i *)(u + t11));
            vcc_v16_float t13 = ({ __m128i vcc_h0 = t12; vcc_v8_float vcc_p0 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(vcc_h0)); vcc_v8_float vcc_p1 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8))); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_float t14 = t13 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float t15 = vcc_load(vcc_v16_float, b + t11);
            vcc_v16_float t16 = t14 + t15;
            do { vcc_v16_float vcc_w = t16; char *vcc_p = (char *)(f + t11); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
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
            __m128i t21 = _mm_loadu_si128((const __m128i *)(u + t20));
            vcc_v16_float t22 = ({ __m128i vcc_h0 = t21; vcc_v8_float vcc_p0 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(vcc_h0)); vcc_v8_float vcc_p1 = (vcc_v8_float)_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8))); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_float t23 = t22 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float t24 = vcc_load(vcc_v16_float, b + t20);
            vcc_v16_float t25 = t23 + t24;
            do { vcc_v16_float vcc_w = t25; char *vcc_p = (char *)(f + t20); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        f[t26] = (float)u[t26] * 3.0f + b[t26];
    }
}

/* Fused in double: an int times a quarter. */
__attribute__((target("avx2"))) void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m256d t7 = _mm256_cvtepi32_pd(t6);
            __m256d t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.25));
            __m256d t9 = _mm256_loadu_pd(z + t5);
            __m256d t10 = _mm256_add_pd(t8, t9);
            _mm256_storeu_pd(d + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            __m128i t12 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m256d t13 = _mm256_cvtepi32_pd(t12);
            __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.25));
            __m256d t15 = _mm256_loadu_pd(z + t11);
            __m256d t16 = _mm256_add_pd(t14, t15);
            _mm256_storeu_pd(d + t11, t16);
            long t17 = (long)(int)(t1 + 8L);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m256d t19 = _mm256_cvtepi32_pd(t18);
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.25));
            __m256d t21 = _mm256_loadu_pd(z + t17);
            __m256d t22 = _mm256_add_pd(t20, t21);
            _mm256_storeu_pd(d + t17, t22);
            long t23 = (long)(int)(t1 + 12L);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(a + t23));
            __m256d t25 = _mm256_cvtepi32_pd(t24);
            __m256d t26 = _mm256_mul_pd(t25, _mm256_set1_pd(0.25));
            __m256d t27 = _mm256_loadu_pd(z + t23);
            __m256d t28 = _mm256_add_pd(t26, t27);
            _mm256_storeu_pd(d + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m128i t33 = _mm_loadu_si128((const __m128i *)(a + t32));
            __m256d t34 = _mm256_cvtepi32_pd(t33);
            __m256d t35 = _mm256_mul_pd(t34, _mm256_set1_pd(0.25));
            __m256d t36 = _mm256_loadu_pd(z + t32);
            __m256d t37 = _mm256_add_pd(t35, t36);
            _mm256_storeu_pd(d + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        d[t38] = (double)a[t38] * 0.25 + z[t38];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
__attribute__((target("avx2"))) void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t29;
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
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        f[t38] = (float)a[t38] * 3.0f + b[t38];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
__attribute__((target("avx2"))) void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t29;
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
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        f[t38] = (float)a[t38] * 0.1f + b[t38];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
__attribute__((target("avx2"))) void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    int t37;
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
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        f[t48] = (float)a[t48] * (float)c[t48] + b[t48];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
__attribute__((target("avx2"))) void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t29;
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
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        f[t38] = (float)a[t38] * 5.877472e-39f + b[t38];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
__attribute__((target("avx2"))) void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256 t5 = _mm256_loadu_ps(z + t4);
            __m256 t6 = _mm256_loadu_ps(y + t4);
            __m256 t7 = _mm256_loadu_ps(x + t4);
            __m256 t8 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, fmaf(((vcc_v8_float)t7)[0], ((vcc_v8_float)t6)[0], ((vcc_v8_float)t5)[0]));
            __m256 t9 = (__m256)vcc_insert((vcc_v8_float)t8, 1, fmaf(((vcc_v8_float)t7)[1], ((vcc_v8_float)t6)[1], ((vcc_v8_float)t5)[1]));
            __m256 t10 = (__m256)vcc_insert((vcc_v8_float)t9, 2, fmaf(((vcc_v8_float)t7)[2], ((vcc_v8_float)t6)[2], ((vcc_v8_float)t5)[2]));
            __m256 t11 = (__m256)vcc_insert((vcc_v8_float)t10, 3, fmaf(((vcc_v8_float)t7)[3], ((vcc_v8_float)t6)[3], ((vcc_v8_float)t5)[3]));
            __m256 t12 = (__m256)vcc_insert((vcc_v8_float)t11, 4, fmaf(((vcc_v8_float)t7)[4], ((vcc_v8_float)t6)[4], ((vcc_v8_float)t5)[4]));
            __m256 t13 = (__m256)vcc_insert((vcc_v8_float)t12, 5, fmaf(((vcc_v8_float)t7)[5], ((vcc_v8_float)t6)[5], ((vcc_v8_float)t5)[5]));
            __m256 t14 = (__m256)vcc_insert((vcc_v8_float)t13, 6, fmaf(((vcc_v8_float)t7)[6], ((vcc_v8_float)t6)[6], ((vcc_v8_float)t5)[6]));
            __m256 t15 = (__m256)vcc_insert((vcc_v8_float)t14, 7, fmaf(((vcc_v8_float)t7)[7], ((vcc_v8_float)t6)[7], ((vcc_v8_float)t5)[7]));
            _mm256_storeu_ps(r + t4, t15);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        float t17 = z[t16];
        float t18 = y[t16];
        float t19 = x[t16];
        r[t16] = fmaf(t19, t18, t17);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t37;
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
            i_1 = (int)((long)t37 + t39);
        } else {
            i_1 = t37;
        }
        for (; i_1 < n; i_1++) {
            float *t43 = y + i_1;
            *t43 = *t43 * 1e-30f;
        }
        int_subnormal(n, f, t18, t22);
        unsigned long t44 = (_mm256_zeroupper(), hash_bytes(t9, t8));
        call_fmaf(n, f, x, t22, t5);
        printf("n=%d h=%llx\n", n, (h * 31ULL + (unsigned long long)t44) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8)));
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
