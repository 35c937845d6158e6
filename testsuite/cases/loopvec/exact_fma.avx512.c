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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 9 */
/* Multiply-adds whose product is exact are fused on the avx512 targets (midend contract.rs:
   one rounding gives what the program's two give); the others must not be, and their inputs
   are chosen so that a fused multiply-add would print other bits. */
#include <math.h>
#include "harness.h"

/* Fused: an int converted to float is halved exactly. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_half(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256 t3 = _mm256_cvtepi32_ps(a_v);
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t4 = _mm256_mask3_fmadd_ps(t3, _mm256_set1_ps(0.5f), b_v, (__mmask8)-1);
            _mm256_storeu_ps(f + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256 t6 = _mm256_cvtepi32_ps(a_v_1);
            __m256 b_v_1 = _mm256_loadu_ps(b + t5);
            __m256 t7 = _mm256_mask3_fmadd_ps(t6, _mm256_set1_ps(0.5f), b_v_1, (__mmask8)-1);
            _mm256_storeu_ps(f + t5, t7);
            long t8 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256 t9 = _mm256_cvtepi32_ps(a_v_2);
            __m256 b_v_2 = _mm256_loadu_ps(b + t8);
            __m256 t10 = _mm256_mask3_fmadd_ps(t9, _mm256_set1_ps(0.5f), b_v_2, (__mmask8)-1);
            _mm256_storeu_ps(f + t8, t10);
            long t11 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t12 = _mm256_cvtepi32_ps(a_v_3);
            __m256 b_v_3 = _mm256_loadu_ps(b + t11);
            __m256 t13 = _mm256_mask3_fmadd_ps(t12, _mm256_set1_ps(0.5f), b_v_3, (__mmask8)-1);
            _mm256_storeu_ps(f + t11, t13);
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
        /* vcc: loop at exact_fma.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256 t18 = _mm256_cvtepi32_ps(a_v_4);
            __m256 b_v_4 = _mm256_loadu_ps(b + t17);
            __m256 t19 = _mm256_mask3_fmadd_ps(t18, _mm256_set1_ps(0.5f), b_v_4, (__mmask8)-1);
            _mm256_storeu_ps(f + t17, t19);
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
        __m256 t25 = _mm256_cvtepi32_ps(a_v_5);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), b + t24);
        __m256 t26 = _mm256_mask3_fmadd_ps(t25, _mm256_set1_ps(0.5f), b_v_5, (__mmask8)-1);
        _mm256_mask_storeu_ps(f + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        f[t27] = (float)a[t27] * 0.5f + b[t27];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:16 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d z_v = _mm256_loadu_pd(z + i_vec);
            vcc_v4_short s_v = vcc_load(vcc_v4_short, s + i_vec);
            __m256d t3 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v)));
            vcc_v4_short t_v = vcc_load(vcc_v4_short, t + i_vec);
            __m256d t4 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v)));
            __m256d t5 = _mm256_mask3_fmadd_pd(t3, t4, z_v, (__mmask8)-1);
            _mm256_storeu_pd(d + i_vec, t5);
            long t6 = i_vec + 4L;
            __m256d z_v_1 = _mm256_loadu_pd(z + t6);
            vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t6);
            __m256d t7 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_1)));
            vcc_v4_short t_v_1 = vcc_load(vcc_v4_short, t + t6);
            __m256d t8 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v_1)));
            __m256d t9 = _mm256_mask3_fmadd_pd(t7, t8, z_v_1, (__mmask8)-1);
            _mm256_storeu_pd(d + t6, t9);
            long t10 = i_vec + 8L;
            __m256d z_v_2 = _mm256_loadu_pd(z + t10);
            vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t10);
            __m256d t11 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_2)));
            vcc_v4_short t_v_2 = vcc_load(vcc_v4_short, t + t10);
            __m256d t12 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v_2)));
            __m256d t13 = _mm256_mask3_fmadd_pd(t11, t12, z_v_2, (__mmask8)-1);
            _mm256_storeu_pd(d + t10, t13);
            long t14 = i_vec + 12L;
            __m256d z_v_3 = _mm256_loadu_pd(z + t14);
            vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t14);
            __m256d t15 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_3)));
            vcc_v4_short t_v_3 = vcc_load(vcc_v4_short, t + t14);
            __m256d t16 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v_3)));
            __m256d t17 = _mm256_mask3_fmadd_pd(t15, t16, z_v_3, (__mmask8)-1);
            _mm256_storeu_pd(d + t14, t17);
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
        /* vcc: loop at exact_fma.c:16 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256d z_v_4 = _mm256_loadu_pd(z + t21);
            vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t21);
            __m256d t22 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_4)));
            vcc_v4_short t_v_4 = vcc_load(vcc_v4_short, t + t21);
            __m256d t23 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v_4)));
            __m256d t24 = _mm256_mask3_fmadd_pd(t22, t23, z_v_4, (__mmask8)-1);
            _mm256_storeu_pd(d + t21, t24);
            i_vec_1 += 4L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar u_v = vcc_load(vcc_v8_uchar, u + i_vec);
            __m256 t3 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v)));
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t4 = _mm256_mask3_fmadd_ps(t3, _mm256_set1_ps(3.0f), b_v, (__mmask8)-1);
            _mm256_storeu_ps(f + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_uchar u_v_1 = vcc_load(vcc_v8_uchar, u + t5);
            __m256 t6 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v_1)));
            __m256 b_v_1 = _mm256_loadu_ps(b + t5);
            __m256 t7 = _mm256_mask3_fmadd_ps(t6, _mm256_set1_ps(3.0f), b_v_1, (__mmask8)-1);
            _mm256_storeu_ps(f + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_uchar u_v_2 = vcc_load(vcc_v8_uchar, u + t8);
            __m256 t9 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v_2)));
            __m256 b_v_2 = _mm256_loadu_ps(b + t8);
            __m256 t10 = _mm256_mask3_fmadd_ps(t9, _mm256_set1_ps(3.0f), b_v_2, (__mmask8)-1);
            _mm256_storeu_ps(f + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_uchar u_v_3 = vcc_load(vcc_v8_uchar, u + t11);
            __m256 t12 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v_3)));
            __m256 b_v_3 = _mm256_loadu_ps(b + t11);
            __m256 t13 = _mm256_mask3_fmadd_ps(t12, _mm256_set1_ps(3.0f), b_v_3, (__mmask8)-1);
            _mm256_storeu_ps(f + t11, t13);
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
        /* vcc: loop at exact_fma.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_uchar u_v_4 = vcc_load(vcc_v8_uchar, u + t17);
            __m256 t18 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v_4)));
            __m256 b_v_4 = _mm256_loadu_ps(b + t17);
            __m256 t19 = _mm256_mask3_fmadd_ps(t18, _mm256_set1_ps(3.0f), b_v_4, (__mmask8)-1);
            _mm256_storeu_ps(f + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        f[t20] = (float)u[t20] * 3.0f + b[t20];
    }
}

/* Fused in double: an int times a quarter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256d t3 = _mm256_cvtepi32_pd(a_v);
            __m256d z_v = _mm256_loadu_pd(z + i_vec);
            __m256d t4 = _mm256_mask3_fmadd_pd(t3, _mm256_set1_pd(0.25), z_v, (__mmask8)-1);
            _mm256_storeu_pd(d + i_vec, t4);
            long t5 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m256d t6 = _mm256_cvtepi32_pd(a_v_1);
            __m256d z_v_1 = _mm256_loadu_pd(z + t5);
            __m256d t7 = _mm256_mask3_fmadd_pd(t6, _mm256_set1_pd(0.25), z_v_1, (__mmask8)-1);
            _mm256_storeu_pd(d + t5, t7);
            long t8 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m256d t9 = _mm256_cvtepi32_pd(a_v_2);
            __m256d z_v_2 = _mm256_loadu_pd(z + t8);
            __m256d t10 = _mm256_mask3_fmadd_pd(t9, _mm256_set1_pd(0.25), z_v_2, (__mmask8)-1);
            _mm256_storeu_pd(d + t8, t10);
            long t11 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m256d t12 = _mm256_cvtepi32_pd(a_v_3);
            __m256d z_v_3 = _mm256_loadu_pd(z + t11);
            __m256d t13 = _mm256_mask3_fmadd_pd(t12, _mm256_set1_pd(0.25), z_v_3, (__mmask8)-1);
            _mm256_storeu_pd(d + t11, t13);
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
        /* vcc: loop at exact_fma.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m256d t18 = _mm256_cvtepi32_pd(a_v_4);
            __m256d z_v_4 = _mm256_loadu_pd(z + t17);
            __m256d t19 = _mm256_mask3_fmadd_pd(t18, _mm256_set1_pd(0.25), z_v_4, (__mmask8)-1);
            _mm256_storeu_pd(d + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (double)a[t20] * 0.25 + z[t20];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:34 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256 t3 = _mm256_cvtepi32_ps(a_v);
            __m256 t4 = _mm256_mul_ps(t3, _mm256_set1_ps(3.0f));
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t5 = _mm256_add_ps(t4, b_v);
            _mm256_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256 t7 = _mm256_cvtepi32_ps(a_v_1);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(3.0f));
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 t9 = _mm256_add_ps(t8, b_v_1);
            _mm256_storeu_ps(f + t6, t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256 t11 = _mm256_cvtepi32_ps(a_v_2);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(3.0f));
            __m256 b_v_2 = _mm256_loadu_ps(b + t10);
            __m256 t13 = _mm256_add_ps(t12, b_v_2);
            _mm256_storeu_ps(f + t10, t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256 t15 = _mm256_cvtepi32_ps(a_v_3);
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(3.0f));
            __m256 b_v_3 = _mm256_loadu_ps(b + t14);
            __m256 t17 = _mm256_add_ps(t16, b_v_3);
            _mm256_storeu_ps(f + t14, t17);
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
        /* vcc: loop at exact_fma.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m256 t22 = _mm256_cvtepi32_ps(a_v_4);
            __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(3.0f));
            __m256 b_v_4 = _mm256_loadu_ps(b + t21);
            __m256 t24 = _mm256_add_ps(t23, b_v_4);
            _mm256_storeu_ps(f + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m256 t30 = _mm256_cvtepi32_ps(a_v_5);
        __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(3.0f));
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), b + t29);
        __m256 t32 = _mm256_add_ps(t31, b_v_5);
        _mm256_mask_storeu_ps(f + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        f[t33] = (float)a[t33] * 3.0f + b[t33];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256 t3 = _mm256_cvtepi32_ps(a_v);
            __m256 t4 = _mm256_mul_ps(t3, _mm256_set1_ps(0.1f));
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t5 = _mm256_add_ps(t4, b_v);
            _mm256_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256 t7 = _mm256_cvtepi32_ps(a_v_1);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.1f));
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 t9 = _mm256_add_ps(t8, b_v_1);
            _mm256_storeu_ps(f + t6, t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256 t11 = _mm256_cvtepi32_ps(a_v_2);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.1f));
            __m256 b_v_2 = _mm256_loadu_ps(b + t10);
            __m256 t13 = _mm256_add_ps(t12, b_v_2);
            _mm256_storeu_ps(f + t10, t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256 t15 = _mm256_cvtepi32_ps(a_v_3);
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.1f));
            __m256 b_v_3 = _mm256_loadu_ps(b + t14);
            __m256 t17 = _mm256_add_ps(t16, b_v_3);
            _mm256_storeu_ps(f + t14, t17);
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
        /* vcc: loop at exact_fma.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m256 t22 = _mm256_cvtepi32_ps(a_v_4);
            __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.1f));
            __m256 b_v_4 = _mm256_loadu_ps(b + t21);
            __m256 t24 = _mm256_add_ps(t23, b_v_4);
            _mm256_storeu_ps(f + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m256 t30 = _mm256_cvtepi32_ps(a_v_5);
        __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.1f));
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), b + t29);
        __m256 t32 = _mm256_add_ps(t31, b_v_5);
        _mm256_mask_storeu_ps(f + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        f[t33] = (float)a[t33] * 0.1f + b[t33];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    vcc_no_contract_body
    int t22;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:46 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256 t3 = _mm256_cvtepi32_ps(a_v);
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256 t4 = _mm256_cvtepi32_ps(c_v);
            __m256 t5 = _mm256_mul_ps(t3, t4);
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t6 = _mm256_add_ps(t5, b_v);
            _mm256_storeu_ps(f + i_vec, t6);
            long t7 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256 t8 = _mm256_cvtepi32_ps(a_v_1);
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t7));
            __m256 t9 = _mm256_cvtepi32_ps(c_v_1);
            __m256 t10 = _mm256_mul_ps(t8, t9);
            __m256 b_v_1 = _mm256_loadu_ps(b + t7);
            __m256 t11 = _mm256_add_ps(t10, b_v_1);
            _mm256_storeu_ps(f + t7, t11);
            long t12 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256 t13 = _mm256_cvtepi32_ps(a_v_2);
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t12));
            __m256 t14 = _mm256_cvtepi32_ps(c_v_2);
            __m256 t15 = _mm256_mul_ps(t13, t14);
            __m256 b_v_2 = _mm256_loadu_ps(b + t12);
            __m256 t16 = _mm256_add_ps(t15, b_v_2);
            _mm256_storeu_ps(f + t12, t16);
            long t17 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256 t18 = _mm256_cvtepi32_ps(a_v_3);
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t17));
            __m256 t19 = _mm256_cvtepi32_ps(c_v_3);
            __m256 t20 = _mm256_mul_ps(t18, t19);
            __m256 b_v_3 = _mm256_loadu_ps(b + t17);
            __m256 t21 = _mm256_add_ps(t20, b_v_3);
            _mm256_storeu_ps(f + t17, t21);
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t25));
            __m256 t26 = _mm256_cvtepi32_ps(a_v_4);
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t25));
            __m256 t27 = _mm256_cvtepi32_ps(c_v_4);
            __m256 t28 = _mm256_mul_ps(t26, t27);
            __m256 b_v_4 = _mm256_loadu_ps(b + t25);
            __m256 t29 = _mm256_add_ps(t28, b_v_4);
            _mm256_storeu_ps(f + t25, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)t30;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), a + t34);
        __m256 t35 = _mm256_cvtepi32_ps(a_v_5);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), c + t34);
        __m256 t36 = _mm256_cvtepi32_ps(c_v_5);
        __m256 t37 = _mm256_mul_ps(t35, t36);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t33), b + t34);
        __m256 t38 = _mm256_add_ps(t37, b_v_5);
        _mm256_mask_storeu_ps(f + t34, _mm256_movepi32_mask(t33), t38);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        f[t39] = (float)a[t39] * (float)c[t39] + b[t39];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:52 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256 t3 = _mm256_cvtepi32_ps(a_v);
            __m256 t4 = _mm256_mul_ps(t3, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t5 = _mm256_add_ps(t4, b_v);
            _mm256_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256 t7 = _mm256_cvtepi32_ps(a_v_1);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 t9 = _mm256_add_ps(t8, b_v_1);
            _mm256_storeu_ps(f + t6, t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256 t11 = _mm256_cvtepi32_ps(a_v_2);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v_2 = _mm256_loadu_ps(b + t10);
            __m256 t13 = _mm256_add_ps(t12, b_v_2);
            _mm256_storeu_ps(f + t10, t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256 t15 = _mm256_cvtepi32_ps(a_v_3);
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v_3 = _mm256_loadu_ps(b + t14);
            __m256 t17 = _mm256_add_ps(t16, b_v_3);
            _mm256_storeu_ps(f + t14, t17);
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
        /* vcc: loop at exact_fma.c:52 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m256 t22 = _mm256_cvtepi32_ps(a_v_4);
            __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v_4 = _mm256_loadu_ps(b + t21);
            __m256 t24 = _mm256_add_ps(t23, b_v_4);
            _mm256_storeu_ps(f + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m256 t30 = _mm256_cvtepi32_ps(a_v_5);
        __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(5.877472e-39f));
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), b + t29);
        __m256 t32 = _mm256_add_ps(t31, b_v_5);
        _mm256_mask_storeu_ps(f + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        f[t33] = (float)a[t33] * 5.877472e-39f + b[t33];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:58 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 z_v = _mm256_loadu_ps(z + i_vec);
            __m256 y_v = _mm256_loadu_ps(y + i_vec);
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 t3 = _mm256_mask3_fmadd_ps(x_v, y_v, z_v, (__mmask8)-1);
            _mm256_storeu_ps(r + i_vec, t3);
            long t4 = i_vec + 8L;
            __m256 z_v_1 = _mm256_loadu_ps(z + t4);
            __m256 y_v_1 = _mm256_loadu_ps(y + t4);
            __m256 x_v_1 = _mm256_loadu_ps(x + t4);
            __m256 t5 = _mm256_mask3_fmadd_ps(x_v_1, y_v_1, z_v_1, (__mmask8)-1);
            _mm256_storeu_ps(r + t4, t5);
            long t6 = i_vec + 16L;
            __m256 z_v_2 = _mm256_loadu_ps(z + t6);
            __m256 y_v_2 = _mm256_loadu_ps(y + t6);
            __m256 x_v_2 = _mm256_loadu_ps(x + t6);
            __m256 t7 = _mm256_mask3_fmadd_ps(x_v_2, y_v_2, z_v_2, (__mmask8)-1);
            _mm256_storeu_ps(r + t6, t7);
            long t8 = i_vec + 24L;
            __m256 z_v_3 = _mm256_loadu_ps(z + t8);
            __m256 y_v_3 = _mm256_loadu_ps(y + t8);
            __m256 x_v_3 = _mm256_loadu_ps(x + t8);
            __m256 t9 = _mm256_mask3_fmadd_ps(x_v_3, y_v_3, z_v_3, (__mmask8)-1);
            _mm256_storeu_ps(r + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at exact_fma.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256 z_v_4 = _mm256_loadu_ps(z + t13);
            __m256 y_v_4 = _mm256_loadu_ps(y + t13);
            __m256 x_v_4 = _mm256_loadu_ps(x + t13);
            __m256 t14 = _mm256_mask3_fmadd_ps(x_v_4, y_v_4, z_v_4, (__mmask8)-1);
            _mm256_storeu_ps(r + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)t15;
        __m256 z_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), z + t19);
        __m256 y_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), y + t19);
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), x + t19);
        __m256 t20 = _mm256_mask3_fmadd_ps(x_v_5, y_v_5, z_v_5, (__mmask8)-1);
        _mm256_mask_storeu_ps(r + t19, _mm256_movepi32_mask(t18), t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = z[t21];
        float t23 = y[t21];
        float t24 = x[t21];
        r[t21] = fmaf(t24, t23, t22);
    }
}

static float frac(void) {
    return (float)(int)(next_rand() % 2000001u - 1000000) / 7.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
        if (t21 >= 32L) {
            long t22 = t21 & -32L;
            long i_vec = 0L;
            /* vcc: loop at exact_fma.c:105 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                float *t23 = y + i_vec;
                __m256 y_v = _mm256_loadu_ps(t23);
                __m256 t24 = _mm256_mul_ps(y_v, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t23, t24);
                float *t25 = y + (i_vec + 8L);
                __m256 y_v_1 = _mm256_loadu_ps(t25);
                __m256 t26 = _mm256_mul_ps(y_v_1, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t25, t26);
                float *t27 = y + (i_vec + 16L);
                __m256 y_v_2 = _mm256_loadu_ps(t27);
                __m256 t28 = _mm256_mul_ps(y_v_2, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t27, t28);
                float *t29 = y + (i_vec + 24L);
                __m256 y_v_3 = _mm256_loadu_ps(t29);
                __m256 t30 = _mm256_mul_ps(y_v_3, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t29, t30);
                i_vec += 32L;
            } while (i_vec < t22);
            t31 = (int)t22;
        } else {
            t31 = 0;
        }
        long t32 = (long)n + (long)t31 * -1L;
        if (t32 >= 8L) {
            long t33 = t32 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at exact_fma.c:105 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t34 = y + ((long)t31 + i_vec_1);
                __m256 y_v_4 = _mm256_loadu_ps(t34);
                __m256 t35 = _mm256_mul_ps(y_v_4, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t34, t35);
                i_vec_1 += 8L;
            } while (i_vec_1 < t33);
            t36 = (int)((long)t31 + t33);
        } else {
            t36 = t31;
        }
        long t37 = (long)n + (long)t36 * -1L;
        if ((t37 >= 1L) & (t37 <= 8L)) {
            __m256i t38 = _mm256_set1_epi32((int)(int)t37);
            __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t40 = y + (long)t36;
            __m256 y_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t39), t40);
            __m256 t41 = _mm256_mul_ps(y_v_5, _mm256_set1_ps(1e-30f));
            _mm256_mask_storeu_ps(t40, _mm256_movepi32_mask(t39), t41);
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
