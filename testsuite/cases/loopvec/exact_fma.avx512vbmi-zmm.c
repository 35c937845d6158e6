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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512 t3 = _mm512_cvtepi32_ps(a_v);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t4 = _mm512_fmadd_ps(t3, _mm512_set1_ps(0.5f), b_v);
            _mm512_storeu_ps(f + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512 t6 = _mm512_cvtepi32_ps(a_v_1);
            __m512 b_v_1 = _mm512_loadu_ps(b + t5);
            __m512 t7 = _mm512_fmadd_ps(t6, _mm512_set1_ps(0.5f), b_v_1);
            _mm512_storeu_ps(f + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512 t12 = _mm512_cvtepi32_ps(a_v_2);
            __m512 b_v_2 = _mm512_loadu_ps(b + t11);
            __m512 t13 = _mm512_fmadd_ps(t12, _mm512_set1_ps(0.5f), b_v_2);
            _mm512_storeu_ps(f + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t17, a + t18);
        __m512 t19 = _mm512_cvtepi32_ps(a_v_3);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t17, b + t18);
        __m512 t20 = _mm512_fmadd_ps(t19, _mm512_set1_ps(0.5f), b_v_3);
        _mm512_mask_storeu_ps(f + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        f[t21] = (float)a[t21] * 0.5f + b[t21];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m512d z_v = _mm512_loadu_pd(z + i_vec);
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m512d t3 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v, vcc_v8_int), vcc_v8_double);
            __m128i t_v = _mm_loadu_si128((const __m128i *)(t + i_vec));
            __m512d t4 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t_v, vcc_v8_int), vcc_v8_double);
            __m512d t5 = _mm512_fmadd_pd(t3, t4, z_v);
            _mm512_storeu_pd(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m512d z_v_1 = _mm512_loadu_pd(z + t6);
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t6));
            __m512d t7 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_1, vcc_v8_int), vcc_v8_double);
            __m128i t_v_1 = _mm_loadu_si128((const __m128i *)(t + t6));
            __m512d t8 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t_v_1, vcc_v8_int), vcc_v8_double);
            __m512d t9 = _mm512_fmadd_pd(t7, t8, z_v_1);
            _mm512_storeu_pd(d + t6, t9);
            long t10 = i_vec + 16L;
            __m512d z_v_2 = _mm512_loadu_pd(z + t10);
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t10));
            __m512d t11 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_2, vcc_v8_int), vcc_v8_double);
            __m128i t_v_2 = _mm_loadu_si128((const __m128i *)(t + t10));
            __m512d t12 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t_v_2, vcc_v8_int), vcc_v8_double);
            __m512d t13 = _mm512_fmadd_pd(t11, t12, z_v_2);
            _mm512_storeu_pd(d + t10, t13);
            long t14 = i_vec + 24L;
            __m512d z_v_3 = _mm512_loadu_pd(z + t14);
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t14));
            __m512d t15 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_3, vcc_v8_int), vcc_v8_double);
            __m128i t_v_3 = _mm_loadu_si128((const __m128i *)(t + t14));
            __m512d t16 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t_v_3, vcc_v8_int), vcc_v8_double);
            __m512d t17 = _mm512_fmadd_pd(t15, t16, z_v_3);
            _mm512_storeu_pd(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m512d z_v_4 = _mm512_loadu_pd(z + t21);
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t21));
            __m512d t22 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)s_v_4, vcc_v8_int), vcc_v8_double);
            __m128i t_v_4 = _mm_loadu_si128((const __m128i *)(t + t21));
            __m512d t23 = (__m512d)__builtin_convertvector(__builtin_convertvector((vcc_v8_short)t_v_4, vcc_v8_int), vcc_v8_double);
            __m512d t24 = _mm512_fmadd_pd(t22, t23, z_v_4);
            _mm512_storeu_pd(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = z[t25] + (double)s[t25] * (double)t[t25];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:22 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i u_v = _mm_loadu_si128((const __m128i *)(u + i_vec));
            __m512 t3 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(u_v));
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t4 = _mm512_fmadd_ps(t3, _mm512_set1_ps(3.0f), b_v);
            _mm512_storeu_ps(f + i_vec, t4);
            long t5 = i_vec + 16L;
            __m128i u_v_1 = _mm_loadu_si128((const __m128i *)(u + t5));
            __m512 t6 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(u_v_1));
            __m512 b_v_1 = _mm512_loadu_ps(b + t5);
            __m512 t7 = _mm512_fmadd_ps(t6, _mm512_set1_ps(3.0f), b_v_1);
            _mm512_storeu_ps(f + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:22 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i u_v_2 = _mm_loadu_si128((const __m128i *)(u + t11));
            __m512 t12 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(u_v_2));
            __m512 b_v_2 = _mm512_loadu_ps(b + t11);
            __m512 t13 = _mm512_fmadd_ps(t12, _mm512_set1_ps(3.0f), b_v_2);
            _mm512_storeu_ps(f + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        f[t14] = (float)u[t14] * 3.0f + b[t14];
    }
}

/* Fused in double: an int times a quarter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512d t3 = _mm512_cvtepi32_pd(a_v);
            __m512d z_v = _mm512_loadu_pd(z + i_vec);
            __m512d t4 = _mm512_fmadd_pd(t3, _mm512_set1_pd(0.25), z_v);
            _mm512_storeu_pd(d + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m512d t6 = _mm512_cvtepi32_pd(a_v_1);
            __m512d z_v_1 = _mm512_loadu_pd(z + t5);
            __m512d t7 = _mm512_fmadd_pd(t6, _mm512_set1_pd(0.25), z_v_1);
            _mm512_storeu_pd(d + t5, t7);
            long t8 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m512d t9 = _mm512_cvtepi32_pd(a_v_2);
            __m512d z_v_2 = _mm512_loadu_pd(z + t8);
            __m512d t10 = _mm512_fmadd_pd(t9, _mm512_set1_pd(0.25), z_v_2);
            _mm512_storeu_pd(d + t8, t10);
            long t11 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m512d t12 = _mm512_cvtepi32_pd(a_v_3);
            __m512d z_v_3 = _mm512_loadu_pd(z + t11);
            __m512d t13 = _mm512_fmadd_pd(t12, _mm512_set1_pd(0.25), z_v_3);
            _mm512_storeu_pd(d + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m512d t18 = _mm512_cvtepi32_pd(a_v_4);
            __m512d z_v_4 = _mm512_loadu_pd(z + t17);
            __m512d t19 = _mm512_fmadd_pd(t18, _mm512_set1_pd(0.25), z_v_4);
            _mm512_storeu_pd(d + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), a + t24);
        __m512d t25 = _mm512_cvtepi32_pd(a_v_5);
        __m512d z_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), z + t24);
        __m512d t26 = _mm512_fmadd_pd(t25, _mm512_set1_pd(0.25), z_v_5);
        _mm512_mask_storeu_pd(d + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        d[t27] = (double)a[t27] * 0.25 + z[t27];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:34 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512 t3 = _mm512_cvtepi32_ps(a_v);
            __m512 t4 = _mm512_mul_ps(t3, _mm512_set1_ps(3.0f));
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t5 = _mm512_add_ps(t4, b_v);
            _mm512_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512 t7 = _mm512_cvtepi32_ps(a_v_1);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(3.0f));
            __m512 b_v_1 = _mm512_loadu_ps(b + t6);
            __m512 t9 = _mm512_add_ps(t8, b_v_1);
            _mm512_storeu_ps(f + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:34 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t13);
            __m512 t14 = _mm512_cvtepi32_ps(a_v_2);
            __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(3.0f));
            __m512 b_v_2 = _mm512_loadu_ps(b + t13);
            __m512 t16 = _mm512_add_ps(t15, b_v_2);
            _mm512_storeu_ps(f + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)t17;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t20, a + t21);
        __m512 t22 = _mm512_cvtepi32_ps(a_v_3);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(3.0f));
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t20, b + t21);
        __m512 t24 = _mm512_add_ps(t23, b_v_3);
        _mm512_mask_storeu_ps(f + t21, t20, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 3.0f + b[t25];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:40 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512 t3 = _mm512_cvtepi32_ps(a_v);
            __m512 t4 = _mm512_mul_ps(t3, _mm512_set1_ps(0.1f));
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t5 = _mm512_add_ps(t4, b_v);
            _mm512_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512 t7 = _mm512_cvtepi32_ps(a_v_1);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.1f));
            __m512 b_v_1 = _mm512_loadu_ps(b + t6);
            __m512 t9 = _mm512_add_ps(t8, b_v_1);
            _mm512_storeu_ps(f + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:40 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t13);
            __m512 t14 = _mm512_cvtepi32_ps(a_v_2);
            __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.1f));
            __m512 b_v_2 = _mm512_loadu_ps(b + t13);
            __m512 t16 = _mm512_add_ps(t15, b_v_2);
            _mm512_storeu_ps(f + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)t17;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t20, a + t21);
        __m512 t22 = _mm512_cvtepi32_ps(a_v_3);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.1f));
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t20, b + t21);
        __m512 t24 = _mm512_add_ps(t23, b_v_3);
        _mm512_mask_storeu_ps(f + t21, t20, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 0.1f + b[t25];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    vcc_no_contract_body
    int t12;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:46 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512 t3 = _mm512_cvtepi32_ps(a_v);
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __m512 t4 = _mm512_cvtepi32_ps(c_v);
            __m512 t5 = _mm512_mul_ps(t3, t4);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t6 = _mm512_add_ps(t5, b_v);
            _mm512_storeu_ps(f + i_vec, t6);
            long t7 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t7);
            __m512 t8 = _mm512_cvtepi32_ps(a_v_1);
            __m512i c_v_1 = _mm512_loadu_si512(c + t7);
            __m512 t9 = _mm512_cvtepi32_ps(c_v_1);
            __m512 t10 = _mm512_mul_ps(t8, t9);
            __m512 b_v_1 = _mm512_loadu_ps(b + t7);
            __m512 t11 = _mm512_add_ps(t10, b_v_1);
            _mm512_storeu_ps(f + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:46 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t15);
            __m512 t16 = _mm512_cvtepi32_ps(a_v_2);
            __m512i c_v_2 = _mm512_loadu_si512(c + t15);
            __m512 t17 = _mm512_cvtepi32_ps(c_v_2);
            __m512 t18 = _mm512_mul_ps(t16, t17);
            __m512 b_v_2 = _mm512_loadu_ps(b + t15);
            __m512 t19 = _mm512_add_ps(t18, b_v_2);
            _mm512_storeu_ps(f + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        t20 = (int)((long)t12 + t14);
    } else {
        t20 = t12;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)t20;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t23, a + t24);
        __m512 t25 = _mm512_cvtepi32_ps(a_v_3);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t23, c + t24);
        __m512 t26 = _mm512_cvtepi32_ps(c_v_3);
        __m512 t27 = _mm512_mul_ps(t25, t26);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t23, b + t24);
        __m512 t28 = _mm512_add_ps(t27, b_v_3);
        _mm512_mask_storeu_ps(f + t24, t23, t28);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        f[t29] = (float)a[t29] * (float)c[t29] + b[t29];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:52 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512 t3 = _mm512_cvtepi32_ps(a_v);
            __m512 t4 = _mm512_mul_ps(t3, _mm512_set1_ps(5.877472e-39f));
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t5 = _mm512_add_ps(t4, b_v);
            _mm512_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512 t7 = _mm512_cvtepi32_ps(a_v_1);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(5.877472e-39f));
            __m512 b_v_1 = _mm512_loadu_ps(b + t6);
            __m512 t9 = _mm512_add_ps(t8, b_v_1);
            _mm512_storeu_ps(f + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:52 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t13);
            __m512 t14 = _mm512_cvtepi32_ps(a_v_2);
            __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(5.877472e-39f));
            __m512 b_v_2 = _mm512_loadu_ps(b + t13);
            __m512 t16 = _mm512_add_ps(t15, b_v_2);
            _mm512_storeu_ps(f + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)t17;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t20, a + t21);
        __m512 t22 = _mm512_cvtepi32_ps(a_v_3);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(5.877472e-39f));
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t20, b + t21);
        __m512 t24 = _mm512_add_ps(t23, b_v_3);
        _mm512_mask_storeu_ps(f + t21, t20, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        f[t25] = (float)a[t25] * 5.877472e-39f + b[t25];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:58 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 z_v = _mm512_loadu_ps(z + i_vec);
            __m512 y_v = _mm512_loadu_ps(y + i_vec);
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t3 = _mm512_fmadd_ps(x_v, y_v, z_v);
            _mm512_storeu_ps(r + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512 z_v_1 = _mm512_loadu_ps(z + t4);
            __m512 y_v_1 = _mm512_loadu_ps(y + t4);
            __m512 x_v_1 = _mm512_loadu_ps(x + t4);
            __m512 t5 = _mm512_fmadd_ps(x_v_1, y_v_1, z_v_1);
            _mm512_storeu_ps(r + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:58 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512 z_v_2 = _mm512_loadu_ps(z + t9);
            __m512 y_v_2 = _mm512_loadu_ps(y + t9);
            __m512 x_v_2 = _mm512_loadu_ps(x + t9);
            __m512 t10 = _mm512_fmadd_ps(x_v_2, y_v_2, z_v_2);
            _mm512_storeu_ps(r + t9, t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        t11 = (int)((long)t6 + t8);
    } else {
        t11 = t6;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)t11;
        __m512 z_v_3 = _mm512_maskz_loadu_ps(t14, z + t15);
        __m512 y_v_3 = _mm512_maskz_loadu_ps(t14, y + t15);
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t14, x + t15);
        __m512 t16 = _mm512_fmadd_ps(x_v_3, y_v_3, z_v_3);
        _mm512_mask_storeu_ps(r + t15, t14, t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = z[t17];
        float t19 = y[t17];
        float t20 = x[t17];
        r[t17] = fmaf(t20, t19, t18);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t31;
    int t36;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
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
            long t2 = (long)i;
            a[t2] = (int)((_mm256_zeroupper(), next_rand()) % 2000001U) - 1000000;
            big[t2] = (int)((_mm256_zeroupper(), next_rand()) & 1073741823U) - 536870912;
            c[t2] = (int)((_mm256_zeroupper(), next_rand()) % 65535U) - 32767;
            s[t2] = (short)((_mm256_zeroupper(), next_rand()) % 65536U - 32768U);
            t[t2] = (short)((_mm256_zeroupper(), next_rand()) % 65536U - 32768U);
            u[t2] = (unsigned char)(_mm256_zeroupper(), next_rand());
            b[t2] = (_mm256_zeroupper(), frac());
            x[t2] = (_mm256_zeroupper(), frac());
            y[t2] = (_mm256_zeroupper(), frac());
            z[t2] = (double)(_mm256_zeroupper(), frac()) / 3.0;
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
        unsigned long t8 = (_mm256_zeroupper(), hash_bytes(t7, t6));
        const double *t9 = z;
        short_product(n, d, s, t, t9);
        unsigned long t10 = t5 * 8UL;
        const void *t11 = (const void *)d;
        unsigned long t12 = (_mm256_zeroupper(), hash_bytes(t11, t10));
        byte_times_three(n, f, u, t3);
        unsigned long t13 = (_mm256_zeroupper(), hash_bytes(t7, t6));
        int_quarter_double(n, d, t4, t9);
        unsigned long t14 = (_mm256_zeroupper(), hash_bytes(t11, t10));
        int_times_three(n, f, t4, t3);
        unsigned long t15 = (_mm256_zeroupper(), hash_bytes(t7, t6));
        const int *t16 = a;
        int_tenth(n, f, t16, t3);
        unsigned long t17 = (_mm256_zeroupper(), hash_bytes(t7, t6));
        const int *t18 = c;
        int_product_float(n, f, t18, t18, t3);
        unsigned long t19 = (_mm256_zeroupper(), hash_bytes(t7, t6));
        const float *t20 = y;
        int_subnormal(n, f, t16, t20);
        unsigned long long h = (((((((unsigned long long)t8 * 31ULL + (unsigned long long)t12) * 31ULL + (unsigned long long)t13) * 31ULL + (unsigned long long)t14) * 31ULL + (unsigned long long)t15) * 31ULL + (unsigned long long)t17) * 31ULL + (unsigned long long)t19) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t7, t6));
        long t21 = (long)n;
        if (t21 >= 64L) {
            long t22 = t21 & -64L;
            long i_vec = 0L;
            /* vcc: loop at exact_fma.c:105 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            do {
                float *t23 = y + i_vec;
                __m512 y_v = _mm512_loadu_ps(t23);
                __m512 t24 = _mm512_mul_ps(y_v, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t23, t24);
                float *t25 = y + (i_vec + 16L);
                __m512 y_v_1 = _mm512_loadu_ps(t25);
                __m512 t26 = _mm512_mul_ps(y_v_1, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t25, t26);
                float *t27 = y + (i_vec + 32L);
                __m512 y_v_2 = _mm512_loadu_ps(t27);
                __m512 t28 = _mm512_mul_ps(y_v_2, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t27, t28);
                float *t29 = y + (i_vec + 48L);
                __m512 y_v_3 = _mm512_loadu_ps(t29);
                __m512 t30 = _mm512_mul_ps(y_v_3, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t29, t30);
                i_vec += 64L;
            } while (i_vec < t22);
            t31 = (int)t22;
        } else {
            t31 = 0;
        }
        long t32 = (long)n + (long)t31 * -1L;
        if (t32 >= 16L) {
            long t33 = t32 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at exact_fma.c:105 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                float *t34 = y + ((long)t31 + i_vec_1);
                __m512 y_v_4 = _mm512_loadu_ps(t34);
                __m512 t35 = _mm512_mul_ps(y_v_4, _mm512_set1_ps(1e-30f));
                _mm512_storeu_ps(t34, t35);
                i_vec_1 += 16L;
            } while (i_vec_1 < t33);
            t36 = (int)((long)t31 + t33);
        } else {
            t36 = t31;
        }
        long t37 = (long)n + (long)t36 * -1L;
        if ((t37 >= 1L) & (t37 <= 16L)) {
            __m512i t38 = _mm512_set1_epi32((int)(int)t37);
            __mmask16 t39 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t38, _MM_CMPINT_LT);
            float *t40 = y + (long)t36;
            __m512 y_v_5 = _mm512_maskz_loadu_ps(t39, t40);
            __m512 t41 = _mm512_mul_ps(y_v_5, _mm512_set1_ps(1e-30f));
            _mm512_mask_storeu_ps(t40, t39, t41);
            i_1 = (int)((long)t36 + t37);
        } else {
            i_1 = t36;
        }
        for (; i_1 < n; i_1++) {
            float *t42 = y + i_1;
            *t42 = *t42 * 1e-30f;
        }
        int_subnormal(n, f, t16, t20);
        unsigned long t43 = (_mm256_zeroupper(), hash_bytes(t7, t6));
        call_fmaf(n, f, x, t20, t3);
        printf("n=%d h=%llx\n", n, (h * 31ULL + (unsigned long long)t43) * 31ULL + (unsigned long long)(_mm256_zeroupper(), hash_bytes(t7, t6)));
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
