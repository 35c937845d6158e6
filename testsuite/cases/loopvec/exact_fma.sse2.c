/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128 t3 = _mm_cvtepi32_ps(a_v);
            __m128 t4 = _mm_mul_ps(t3, _mm_set1_ps(0.5f));
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t5 = _mm_add_ps(t4, b_v);
            _mm_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128 t7 = _mm_cvtepi32_ps(a_v_1);
            __m128 t8 = _mm_mul_ps(t7, _mm_set1_ps(0.5f));
            __m128 b_v_1 = _mm_loadu_ps(b + t6);
            __m128 t9 = _mm_add_ps(t8, b_v_1);
            _mm_storeu_ps(f + t6, t9);
            long t10 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128 t11 = _mm_cvtepi32_ps(a_v_2);
            __m128 t12 = _mm_mul_ps(t11, _mm_set1_ps(0.5f));
            __m128 b_v_2 = _mm_loadu_ps(b + t10);
            __m128 t13 = _mm_add_ps(t12, b_v_2);
            _mm_storeu_ps(f + t10, t13);
            long t14 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128 t15 = _mm_cvtepi32_ps(a_v_3);
            __m128 t16 = _mm_mul_ps(t15, _mm_set1_ps(0.5f));
            __m128 b_v_3 = _mm_loadu_ps(b + t14);
            __m128 t17 = _mm_add_ps(t16, b_v_3);
            _mm_storeu_ps(f + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128 t22 = _mm_cvtepi32_ps(a_v_4);
            __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(0.5f));
            __m128 b_v_4 = _mm_loadu_ps(b + t21);
            __m128 t24 = _mm_add_ps(t23, b_v_4);
            _mm_storeu_ps(f + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 0.5f + b[t25];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:16 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_double z_v = vcc_load(vcc_v8_double, z + i_vec);
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            vcc_v8_double t3 = __builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v, vcc_v8_int), vcc_v8_double);
            __m128i t_v = _mm_loadu_si128((const __m128i *)(t + i_vec));
            vcc_v8_double t4 = __builtin_convertvector(__builtin_convertvector((vcc_v8_short)t_v, vcc_v8_int), vcc_v8_double);
            vcc_v8_double t5 = t3 * t4;
            vcc_v8_double t6 = z_v + t5;
            do { vcc_v8_double vcc_w = t6; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 6, 7)); } while (0);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        d[t7] = z[t7] + (double)s[t7] * (double)t[t7];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:22 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i u_v = _mm_loadu_si128((const __m128i *)(u + i_vec));
            vcc_v16_float t3 = ({ __m128i vcc_h0 = u_v; vcc_v4_float vcc_p0 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128())); vcc_v4_float vcc_p1 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_unpackhi_epi16(_mm_unpacklo_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128())); vcc_v4_float vcc_p2 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128())); vcc_v4_float vcc_p3 = (vcc_v4_float)_mm_cvtepi32_ps(_mm_unpackhi_epi16(_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()), _mm_setzero_si128())); vcc_v16_float vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_float t4 = t3 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v16_float b_v = vcc_load(vcc_v16_float, b + i_vec);
            vcc_v16_float t5 = t4 + b_v;
            do { vcc_v16_float vcc_w = t5; char *vcc_p = (char *)(f + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 48, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        f[t6] = (float)u[t6] * 3.0f + b[t6];
    }
}

/* Fused in double: an int times a quarter. */
void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:28 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128d t3 = (__m128d)__builtin_convertvector(a_v, vcc_v2_double);
            __m128d t4 = _mm_mul_pd(t3, _mm_set1_pd(0.25));
            __m128d z_v = _mm_loadu_pd(z + i_vec);
            __m128d t5 = _mm_add_pd(t4, z_v);
            _mm_storeu_pd(d + i_vec, t5);
            long t6 = i_vec + 2L;
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + t6);
            __m128d t7 = (__m128d)__builtin_convertvector(a_v_1, vcc_v2_double);
            __m128d t8 = _mm_mul_pd(t7, _mm_set1_pd(0.25));
            __m128d z_v_1 = _mm_loadu_pd(z + t6);
            __m128d t9 = _mm_add_pd(t8, z_v_1);
            _mm_storeu_pd(d + t6, t9);
            long t10 = i_vec + 4L;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + t10);
            __m128d t11 = (__m128d)__builtin_convertvector(a_v_2, vcc_v2_double);
            __m128d t12 = _mm_mul_pd(t11, _mm_set1_pd(0.25));
            __m128d z_v_2 = _mm_loadu_pd(z + t10);
            __m128d t13 = _mm_add_pd(t12, z_v_2);
            _mm_storeu_pd(d + t10, t13);
            long t14 = i_vec + 6L;
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + t14);
            __m128d t15 = (__m128d)__builtin_convertvector(a_v_3, vcc_v2_double);
            __m128d t16 = _mm_mul_pd(t15, _mm_set1_pd(0.25));
            __m128d z_v_3 = _mm_loadu_pd(z + t14);
            __m128d t17 = _mm_add_pd(t16, z_v_3);
            _mm_storeu_pd(d + t14, t17);
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
        /* vcc: loop at exact_fma.c:28 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + t21);
            __m128d t22 = (__m128d)__builtin_convertvector(a_v_4, vcc_v2_double);
            __m128d t23 = _mm_mul_pd(t22, _mm_set1_pd(0.25));
            __m128d z_v_4 = _mm_loadu_pd(z + t21);
            __m128d t24 = _mm_add_pd(t23, z_v_4);
            _mm_storeu_pd(d + t21, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (double)a[t25] * 0.25 + z[t25];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128 t3 = _mm_cvtepi32_ps(a_v);
            __m128 t4 = _mm_mul_ps(t3, _mm_set1_ps(3.0f));
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t5 = _mm_add_ps(t4, b_v);
            _mm_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128 t7 = _mm_cvtepi32_ps(a_v_1);
            __m128 t8 = _mm_mul_ps(t7, _mm_set1_ps(3.0f));
            __m128 b_v_1 = _mm_loadu_ps(b + t6);
            __m128 t9 = _mm_add_ps(t8, b_v_1);
            _mm_storeu_ps(f + t6, t9);
            long t10 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128 t11 = _mm_cvtepi32_ps(a_v_2);
            __m128 t12 = _mm_mul_ps(t11, _mm_set1_ps(3.0f));
            __m128 b_v_2 = _mm_loadu_ps(b + t10);
            __m128 t13 = _mm_add_ps(t12, b_v_2);
            _mm_storeu_ps(f + t10, t13);
            long t14 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128 t15 = _mm_cvtepi32_ps(a_v_3);
            __m128 t16 = _mm_mul_ps(t15, _mm_set1_ps(3.0f));
            __m128 b_v_3 = _mm_loadu_ps(b + t14);
            __m128 t17 = _mm_add_ps(t16, b_v_3);
            _mm_storeu_ps(f + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128 t22 = _mm_cvtepi32_ps(a_v_4);
            __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(3.0f));
            __m128 b_v_4 = _mm_loadu_ps(b + t21);
            __m128 t24 = _mm_add_ps(t23, b_v_4);
            _mm_storeu_ps(f + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 3.0f + b[t25];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:40 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128 t3 = _mm_cvtepi32_ps(a_v);
            __m128 t4 = _mm_mul_ps(t3, _mm_set1_ps(0.1f));
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t5 = _mm_add_ps(t4, b_v);
            _mm_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128 t7 = _mm_cvtepi32_ps(a_v_1);
            __m128 t8 = _mm_mul_ps(t7, _mm_set1_ps(0.1f));
            __m128 b_v_1 = _mm_loadu_ps(b + t6);
            __m128 t9 = _mm_add_ps(t8, b_v_1);
            _mm_storeu_ps(f + t6, t9);
            long t10 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128 t11 = _mm_cvtepi32_ps(a_v_2);
            __m128 t12 = _mm_mul_ps(t11, _mm_set1_ps(0.1f));
            __m128 b_v_2 = _mm_loadu_ps(b + t10);
            __m128 t13 = _mm_add_ps(t12, b_v_2);
            _mm_storeu_ps(f + t10, t13);
            long t14 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128 t15 = _mm_cvtepi32_ps(a_v_3);
            __m128 t16 = _mm_mul_ps(t15, _mm_set1_ps(0.1f));
            __m128 b_v_3 = _mm_loadu_ps(b + t14);
            __m128 t17 = _mm_add_ps(t16, b_v_3);
            _mm_storeu_ps(f + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:40 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128 t22 = _mm_cvtepi32_ps(a_v_4);
            __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(0.1f));
            __m128 b_v_4 = _mm_loadu_ps(b + t21);
            __m128 t24 = _mm_add_ps(t23, b_v_4);
            _mm_storeu_ps(f + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 0.1f + b[t25];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:46 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128 t3 = _mm_cvtepi32_ps(a_v);
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128 t4 = _mm_cvtepi32_ps(c_v);
            __m128 t5 = _mm_mul_ps(t3, t4);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t6 = _mm_add_ps(t5, b_v);
            _mm_storeu_ps(f + i_vec, t6);
            long t7 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128 t8 = _mm_cvtepi32_ps(a_v_1);
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t7));
            __m128 t9 = _mm_cvtepi32_ps(c_v_1);
            __m128 t10 = _mm_mul_ps(t8, t9);
            __m128 b_v_1 = _mm_loadu_ps(b + t7);
            __m128 t11 = _mm_add_ps(t10, b_v_1);
            _mm_storeu_ps(f + t7, t11);
            long t12 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m128 t13 = _mm_cvtepi32_ps(a_v_2);
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t12));
            __m128 t14 = _mm_cvtepi32_ps(c_v_2);
            __m128 t15 = _mm_mul_ps(t13, t14);
            __m128 b_v_2 = _mm_loadu_ps(b + t12);
            __m128 t16 = _mm_add_ps(t15, b_v_2);
            _mm_storeu_ps(f + t12, t16);
            long t17 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128 t18 = _mm_cvtepi32_ps(a_v_3);
            __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t17));
            __m128 t19 = _mm_cvtepi32_ps(c_v_3);
            __m128 t20 = _mm_mul_ps(t18, t19);
            __m128 b_v_3 = _mm_loadu_ps(b + t17);
            __m128 t21 = _mm_add_ps(t20, b_v_3);
            _mm_storeu_ps(f + t17, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:46 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t25));
            __m128 t26 = _mm_cvtepi32_ps(a_v_4);
            __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t25));
            __m128 t27 = _mm_cvtepi32_ps(c_v_4);
            __m128 t28 = _mm_mul_ps(t26, t27);
            __m128 b_v_4 = _mm_loadu_ps(b + t25);
            __m128 t29 = _mm_add_ps(t28, b_v_4);
            _mm_storeu_ps(f + t25, t29);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        f[t30] = (float)a[t30] * (float)c[t30] + b[t30];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:52 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128 t3 = _mm_cvtepi32_ps(a_v);
            __m128 t4 = _mm_mul_ps(t3, _mm_set1_ps(5.877472e-39f));
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t5 = _mm_add_ps(t4, b_v);
            _mm_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128 t7 = _mm_cvtepi32_ps(a_v_1);
            __m128 t8 = _mm_mul_ps(t7, _mm_set1_ps(5.877472e-39f));
            __m128 b_v_1 = _mm_loadu_ps(b + t6);
            __m128 t9 = _mm_add_ps(t8, b_v_1);
            _mm_storeu_ps(f + t6, t9);
            long t10 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m128 t11 = _mm_cvtepi32_ps(a_v_2);
            __m128 t12 = _mm_mul_ps(t11, _mm_set1_ps(5.877472e-39f));
            __m128 b_v_2 = _mm_loadu_ps(b + t10);
            __m128 t13 = _mm_add_ps(t12, b_v_2);
            _mm_storeu_ps(f + t10, t13);
            long t14 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128 t15 = _mm_cvtepi32_ps(a_v_3);
            __m128 t16 = _mm_mul_ps(t15, _mm_set1_ps(5.877472e-39f));
            __m128 b_v_3 = _mm_loadu_ps(b + t14);
            __m128 t17 = _mm_add_ps(t16, b_v_3);
            _mm_storeu_ps(f + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128 t22 = _mm_cvtepi32_ps(a_v_4);
            __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(5.877472e-39f));
            __m128 b_v_4 = _mm_loadu_ps(b + t21);
            __m128 t24 = _mm_add_ps(t23, b_v_4);
            _mm_storeu_ps(f + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 5.877472e-39f + b[t25];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:58 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 z_v = _mm_loadu_ps(z + i_vec);
            __m128 y_v = _mm_loadu_ps(y + i_vec);
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaf(((vcc_v4_float)x_v)[0], ((vcc_v4_float)y_v)[0], ((vcc_v4_float)z_v)[0]));
            __m128 t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, fmaf(((vcc_v4_float)x_v)[1], ((vcc_v4_float)y_v)[1], ((vcc_v4_float)z_v)[1]));
            __m128 t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, fmaf(((vcc_v4_float)x_v)[2], ((vcc_v4_float)y_v)[2], ((vcc_v4_float)z_v)[2]));
            __m128 t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, fmaf(((vcc_v4_float)x_v)[3], ((vcc_v4_float)y_v)[3], ((vcc_v4_float)z_v)[3]));
            _mm_storeu_ps(r + i_vec, t6);
            long t7 = i_vec + 4L;
            __m128 z_v_1 = _mm_loadu_ps(z + t7);
            __m128 y_v_1 = _mm_loadu_ps(y + t7);
            __m128 x_v_1 = _mm_loadu_ps(x + t7);
            __m128 t8 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaf(((vcc_v4_float)x_v_1)[0], ((vcc_v4_float)y_v_1)[0], ((vcc_v4_float)z_v_1)[0]));
            __m128 t9 = (__m128)vcc_insert((vcc_v4_float)t8, 1, fmaf(((vcc_v4_float)x_v_1)[1], ((vcc_v4_float)y_v_1)[1], ((vcc_v4_float)z_v_1)[1]));
            __m128 t10 = (__m128)vcc_insert((vcc_v4_float)t9, 2, fmaf(((vcc_v4_float)x_v_1)[2], ((vcc_v4_float)y_v_1)[2], ((vcc_v4_float)z_v_1)[2]));
            __m128 t11 = (__m128)vcc_insert((vcc_v4_float)t10, 3, fmaf(((vcc_v4_float)x_v_1)[3], ((vcc_v4_float)y_v_1)[3], ((vcc_v4_float)z_v_1)[3]));
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
        /* vcc: loop at exact_fma.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128 z_v_2 = _mm_loadu_ps(z + t15);
            __m128 y_v_2 = _mm_loadu_ps(y + t15);
            __m128 x_v_2 = _mm_loadu_ps(x + t15);
            __m128 t16 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaf(((vcc_v4_float)x_v_2)[0], ((vcc_v4_float)y_v_2)[0], ((vcc_v4_float)z_v_2)[0]));
            __m128 t17 = (__m128)vcc_insert((vcc_v4_float)t16, 1, fmaf(((vcc_v4_float)x_v_2)[1], ((vcc_v4_float)y_v_2)[1], ((vcc_v4_float)z_v_2)[1]));
            __m128 t18 = (__m128)vcc_insert((vcc_v4_float)t17, 2, fmaf(((vcc_v4_float)x_v_2)[2], ((vcc_v4_float)y_v_2)[2], ((vcc_v4_float)z_v_2)[2]));
            __m128 t19 = (__m128)vcc_insert((vcc_v4_float)t18, 3, fmaf(((vcc_v4_float)x_v_2)[3], ((vcc_v4_float)y_v_2)[3], ((vcc_v4_float)z_v_2)[3]));
            _mm_storeu_ps(r + t15, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        float t21 = z[t20];
        float t22 = y[t20];
        float t23 = x[t20];
        r[t20] = fmaf(t23, t22, t21);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

int main(void) {
    int n;
    int t1;
    int t31;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        int *big = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        short *t = (short *)new_array(n, 2UL);
        unsigned char *u = (unsigned char *)new_array(n, 1UL);
        float *b = (float *)new_array(n, 4UL);
        float *f = (float *)new_array(n, 4UL);
        float *x = (float *)new_array(n, 4UL);
        float *y = (float *)new_array(n, 4UL);
        double *z = (double *)new_array(n, 8UL);
        double *d = (double *)new_array(n, 8UL);
        for (int i = 0; i < n; i++) {
            long t2 = (long)i;
            a[t2] = (int)(next_rand() % 2000001U) - 1000000;
            big[t2] = (int)(next_rand() & 1073741823U) - 536870912;
            c[t2] = (int)(next_rand() % 65535U) - 32767;
            s[t2] = (short)(next_rand() % 65536U - 32768U);
            t[t2] = (short)(next_rand() % 65536U - 32768U);
            u[t2] = (unsigned char)next_rand();
            b[t2] = frac();
            x[t2] = frac();
            y[t2] = frac();
            z[t2] = (double)frac() / 3.0;
        }
        if (n > 0) {
            a[0] = 0;
            big[0] = (-2147483647 - 1);
        }
        const float *t3 = b;
        const int *t4 = big;
        int_half(n, f, t4, t3);
        unsigned long t5 = (unsigned long)n;
        unsigned long t6 = t5 * 4UL;
        const void *t7 = (const void *)f;
        unsigned long t8 = hash_bytes(t7, t6);
        const double *t9 = z;
        short_product(n, d, s, t, t9);
        unsigned long t10 = t5 * 8UL;
        const void *t11 = (const void *)d;
        unsigned long t12 = hash_bytes(t11, t10);
        byte_times_three(n, f, u, t3);
        unsigned long t13 = hash_bytes(t7, t6);
        int_quarter_double(n, d, t4, t9);
        unsigned long t14 = hash_bytes(t11, t10);
        int_times_three(n, f, t4, t3);
        unsigned long t15 = hash_bytes(t7, t6);
        const int *t16 = a;
        int_tenth(n, f, t16, t3);
        unsigned long t17 = hash_bytes(t7, t6);
        const int *t18 = c;
        int_product_float(n, f, t18, t18, t3);
        unsigned long t19 = hash_bytes(t7, t6);
        const float *t20 = y;
        int_subnormal(n, f, t16, t20);
        unsigned long long h = (((((((unsigned long long)t8 * 31ULL + (unsigned long long)t12) * 31ULL + (unsigned long long)t13) * 31ULL + (unsigned long long)t14) * 31ULL + (unsigned long long)t15) * 31ULL + (unsigned long long)t17) * 31ULL + (unsigned long long)t19) * 31ULL + (unsigned long long)hash_bytes(t7, t6);
        long t21 = (long)n;
        if (t21 >= 16L) {
            long t22 = t21 & -16L;
            long i_vec = 0L;
            /* vcc: loop at exact_fma.c:105 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t23 = y + i_vec;
                __m128 y_v = _mm_loadu_ps(t23);
                __m128 t24 = _mm_mul_ps(y_v, _mm_set1_ps(1e-30f));
                _mm_storeu_ps(t23, t24);
                float *t25 = y + (i_vec + 4L);
                __m128 y_v_1 = _mm_loadu_ps(t25);
                __m128 t26 = _mm_mul_ps(y_v_1, _mm_set1_ps(1e-30f));
                _mm_storeu_ps(t25, t26);
                float *t27 = y + (i_vec + 8L);
                __m128 y_v_2 = _mm_loadu_ps(t27);
                __m128 t28 = _mm_mul_ps(y_v_2, _mm_set1_ps(1e-30f));
                _mm_storeu_ps(t27, t28);
                float *t29 = y + (i_vec + 12L);
                __m128 y_v_3 = _mm_loadu_ps(t29);
                __m128 t30 = _mm_mul_ps(y_v_3, _mm_set1_ps(1e-30f));
                _mm_storeu_ps(t29, t30);
                i_vec += 16L;
            } while (i_vec < t22);
            t31 = (int)t22;
        } else {
            t31 = 0;
        }
        long t32 = (long)n + (long)t31 * -1L;
        if (t32 >= 4L) {
            long t33 = t32 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at exact_fma.c:105 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t34 = y + ((long)t31 + i_vec_1);
                __m128 y_v_4 = _mm_loadu_ps(t34);
                __m128 t35 = _mm_mul_ps(y_v_4, _mm_set1_ps(1e-30f));
                _mm_storeu_ps(t34, t35);
                i_vec_1 += 4L;
            } while (i_vec_1 < t33);
            i_1 = (int)((long)t31 + t33);
        } else {
            i_1 = t31;
        }
        for (; i_1 < n; i_1++) {
            float *t36 = y + i_1;
            *t36 = *t36 * 1e-30f;
        }
        int_subnormal(n, f, t16, t20);
        unsigned long t37 = hash_bytes(t7, t6);
        call_fmaf(n, f, x, t20, t3);
        printf("n=%d h=%llx\n", n, (h * 31ULL + (unsigned long long)t37) * 31ULL + (unsigned long long)hash_bytes(t7, t6));
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
