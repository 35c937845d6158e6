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
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256 t4 = _mm256_cvtepi32_ps(a_v);
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t5 = _mm256_mask3_fmadd_ps(t4, _mm256_set1_ps(0.5f), b_v, (__mmask8)-1);
            _mm256_storeu_ps(f + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256 t7 = _mm256_cvtepi32_ps(a_v_1);
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 t8 = _mm256_mask3_fmadd_ps(t7, _mm256_set1_ps(0.5f), b_v_1, (__mmask8)-1);
            _mm256_storeu_ps(f + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256 t10 = _mm256_cvtepi32_ps(a_v_2);
            __m256 b_v_2 = _mm256_loadu_ps(b + t9);
            __m256 t11 = _mm256_mask3_fmadd_ps(t10, _mm256_set1_ps(0.5f), b_v_2, (__mmask8)-1);
            _mm256_storeu_ps(f + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256 t13 = _mm256_cvtepi32_ps(a_v_3);
            __m256 b_v_3 = _mm256_loadu_ps(b + t12);
            __m256 t14 = _mm256_mask3_fmadd_ps(t13, _mm256_set1_ps(0.5f), b_v_3, (__mmask8)-1);
            _mm256_storeu_ps(f + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256 t19 = _mm256_cvtepi32_ps(a_v_4);
            __m256 b_v_4 = _mm256_loadu_ps(b + t18);
            __m256 t20 = _mm256_mask3_fmadd_ps(t19, _mm256_set1_ps(0.5f), b_v_4, (__mmask8)-1);
            _mm256_storeu_ps(f + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + t25);
        __m256 t26 = _mm256_cvtepi32_ps(a_v_5);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), b + t25);
        __m256 t27 = _mm256_mask3_fmadd_ps(t26, _mm256_set1_ps(0.5f), b_v_5, (__mmask8)-1);
        _mm256_mask_storeu_ps(f + t25, _mm256_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        f[t28] = (float)a[t28] * 0.5f + b[t28];
    }
}

/* Fused: two shorts' product fits a double's 53 bits; the addend comes first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void short_product(int n, double *restrict d, const short *restrict s, const short *restrict t, const double *restrict z) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:16 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256d z_v = _mm256_loadu_pd(z + t3);
            vcc_v4_short s_v = vcc_load(vcc_v4_short, s + t3);
            __m256d t4 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v)));
            vcc_v4_short t_v = vcc_load(vcc_v4_short, t + t3);
            __m256d t5 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v)));
            __m256d t6 = _mm256_mask3_fmadd_pd(t4, t5, z_v, (__mmask8)-1);
            _mm256_storeu_pd(d + t3, t6);
            long t7 = (long)(int)(i_vec + 4L);
            __m256d z_v_1 = _mm256_loadu_pd(z + t7);
            vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, s + t7);
            __m256d t8 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_1)));
            vcc_v4_short t_v_1 = vcc_load(vcc_v4_short, t + t7);
            __m256d t9 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v_1)));
            __m256d t10 = _mm256_mask3_fmadd_pd(t8, t9, z_v_1, (__mmask8)-1);
            _mm256_storeu_pd(d + t7, t10);
            long t11 = (long)(int)(i_vec + 8L);
            __m256d z_v_2 = _mm256_loadu_pd(z + t11);
            vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, s + t11);
            __m256d t12 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_2)));
            vcc_v4_short t_v_2 = vcc_load(vcc_v4_short, t + t11);
            __m256d t13 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v_2)));
            __m256d t14 = _mm256_mask3_fmadd_pd(t12, t13, z_v_2, (__mmask8)-1);
            _mm256_storeu_pd(d + t11, t14);
            long t15 = (long)(int)(i_vec + 12L);
            __m256d z_v_3 = _mm256_loadu_pd(z + t15);
            vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, s + t15);
            __m256d t16 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_3)));
            vcc_v4_short t_v_3 = vcc_load(vcc_v4_short, t + t15);
            __m256d t17 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v_3)));
            __m256d t18 = _mm256_mask3_fmadd_pd(t16, t17, z_v_3, (__mmask8)-1);
            _mm256_storeu_pd(d + t15, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256d z_v_4 = _mm256_loadu_pd(z + t22);
            vcc_v4_short s_v_4 = vcc_load(vcc_v4_short, s + t22);
            __m256d t23 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)s_v_4)));
            vcc_v4_short t_v_4 = vcc_load(vcc_v4_short, t + t22);
            __m256d t24 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t_v_4)));
            __m256d t25 = _mm256_mask3_fmadd_pd(t23, t24, z_v_4, (__mmask8)-1);
            _mm256_storeu_pd(d + t22, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        d[t26] = z[t26] + (double)s[t26] * (double)t[t26];
    }
}

/* Fused: unsigned bytes times 3 (2 + 8 bits) in float. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void byte_times_three(int n, float *restrict f, const unsigned char *restrict u, const float *restrict b) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uchar u_v = vcc_load(vcc_v8_uchar, u + t3);
            __m256 t4 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v)));
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t5 = _mm256_mask3_fmadd_ps(t4, _mm256_set1_ps(3.0f), b_v, (__mmask8)-1);
            _mm256_storeu_ps(f + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            vcc_v8_uchar u_v_1 = vcc_load(vcc_v8_uchar, u + t6);
            __m256 t7 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v_1)));
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 t8 = _mm256_mask3_fmadd_ps(t7, _mm256_set1_ps(3.0f), b_v_1, (__mmask8)-1);
            _mm256_storeu_ps(f + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            vcc_v8_uchar u_v_2 = vcc_load(vcc_v8_uchar, u + t9);
            __m256 t10 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v_2)));
            __m256 b_v_2 = _mm256_loadu_ps(b + t9);
            __m256 t11 = _mm256_mask3_fmadd_ps(t10, _mm256_set1_ps(3.0f), b_v_2, (__mmask8)-1);
            _mm256_storeu_ps(f + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            vcc_v8_uchar u_v_3 = vcc_load(vcc_v8_uchar, u + t12);
            __m256 t13 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v_3)));
            __m256 b_v_3 = _mm256_loadu_ps(b + t12);
            __m256 t14 = _mm256_mask3_fmadd_ps(t13, _mm256_set1_ps(3.0f), b_v_3, (__mmask8)-1);
            _mm256_storeu_ps(f + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v8_uchar u_v_4 = vcc_load(vcc_v8_uchar, u + t18);
            __m256 t19 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)u_v_4)));
            __m256 b_v_4 = _mm256_loadu_ps(b + t18);
            __m256 t20 = _mm256_mask3_fmadd_ps(t19, _mm256_set1_ps(3.0f), b_v_4, (__mmask8)-1);
            _mm256_storeu_ps(f + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        f[t21] = (float)u[t21] * 3.0f + b[t21];
    }
}

/* Fused in double: an int times a quarter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_quarter_double(int n, double *restrict d, const int *restrict a, const double *restrict z) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t3));
            __m256d t4 = _mm256_cvtepi32_pd(a_v);
            __m256d z_v = _mm256_loadu_pd(z + t3);
            __m256d t5 = _mm256_mask3_fmadd_pd(t4, _mm256_set1_pd(0.25), z_v, (__mmask8)-1);
            _mm256_storeu_pd(d + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m256d t7 = _mm256_cvtepi32_pd(a_v_1);
            __m256d z_v_1 = _mm256_loadu_pd(z + t6);
            __m256d t8 = _mm256_mask3_fmadd_pd(t7, _mm256_set1_pd(0.25), z_v_1, (__mmask8)-1);
            _mm256_storeu_pd(d + t6, t8);
            long t9 = (long)(int)(i_vec + 8L);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m256d t10 = _mm256_cvtepi32_pd(a_v_2);
            __m256d z_v_2 = _mm256_loadu_pd(z + t9);
            __m256d t11 = _mm256_mask3_fmadd_pd(t10, _mm256_set1_pd(0.25), z_v_2, (__mmask8)-1);
            _mm256_storeu_pd(d + t9, t11);
            long t12 = (long)(int)(i_vec + 12L);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m256d t13 = _mm256_cvtepi32_pd(a_v_3);
            __m256d z_v_3 = _mm256_loadu_pd(z + t12);
            __m256d t14 = _mm256_mask3_fmadd_pd(t13, _mm256_set1_pd(0.25), z_v_3, (__mmask8)-1);
            _mm256_storeu_pd(d + t12, t14);
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
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t18));
            __m256d t19 = _mm256_cvtepi32_pd(a_v_4);
            __m256d z_v_4 = _mm256_loadu_pd(z + t18);
            __m256d t20 = _mm256_mask3_fmadd_pd(t19, _mm256_set1_pd(0.25), z_v_4, (__mmask8)-1);
            _mm256_storeu_pd(d + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        d[t21] = (double)a[t21] * 0.25 + z[t21];
    }
}

/* Not fused: a 24-bit float times 3 needs 26 bits. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_times_three(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:34 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256 t4 = _mm256_cvtepi32_ps(a_v);
            __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(3.0f));
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t6 = _mm256_add_ps(t5, b_v);
            _mm256_storeu_ps(f + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256 t8 = _mm256_cvtepi32_ps(a_v_1);
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(3.0f));
            __m256 b_v_1 = _mm256_loadu_ps(b + t7);
            __m256 t10 = _mm256_add_ps(t9, b_v_1);
            _mm256_storeu_ps(f + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t12 = _mm256_cvtepi32_ps(a_v_2);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(3.0f));
            __m256 b_v_2 = _mm256_loadu_ps(b + t11);
            __m256 t14 = _mm256_add_ps(t13, b_v_2);
            _mm256_storeu_ps(f + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256 t16 = _mm256_cvtepi32_ps(a_v_3);
            __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(3.0f));
            __m256 b_v_3 = _mm256_loadu_ps(b + t15);
            __m256 t18 = _mm256_add_ps(t17, b_v_3);
            _mm256_storeu_ps(f + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256 t23 = _mm256_cvtepi32_ps(a_v_4);
            __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(3.0f));
            __m256 b_v_4 = _mm256_loadu_ps(b + t22);
            __m256 t25 = _mm256_add_ps(t24, b_v_4);
            _mm256_storeu_ps(f + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), a + t30);
        __m256 t31 = _mm256_cvtepi32_ps(a_v_5);
        __m256 t32 = _mm256_mul_ps(t31, _mm256_set1_ps(3.0f));
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), b + t30);
        __m256 t33 = _mm256_add_ps(t32, b_v_5);
        _mm256_mask_storeu_ps(f + t30, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        f[t34] = (float)a[t34] * 3.0f + b[t34];
    }
}

/* Not fused: 0.1f is no power of two; the products round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_tenth(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256 t4 = _mm256_cvtepi32_ps(a_v);
            __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(0.1f));
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t6 = _mm256_add_ps(t5, b_v);
            _mm256_storeu_ps(f + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256 t8 = _mm256_cvtepi32_ps(a_v_1);
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.1f));
            __m256 b_v_1 = _mm256_loadu_ps(b + t7);
            __m256 t10 = _mm256_add_ps(t9, b_v_1);
            _mm256_storeu_ps(f + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t12 = _mm256_cvtepi32_ps(a_v_2);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.1f));
            __m256 b_v_2 = _mm256_loadu_ps(b + t11);
            __m256 t14 = _mm256_add_ps(t13, b_v_2);
            _mm256_storeu_ps(f + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256 t16 = _mm256_cvtepi32_ps(a_v_3);
            __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.1f));
            __m256 b_v_3 = _mm256_loadu_ps(b + t15);
            __m256 t18 = _mm256_add_ps(t17, b_v_3);
            _mm256_storeu_ps(f + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256 t23 = _mm256_cvtepi32_ps(a_v_4);
            __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.1f));
            __m256 b_v_4 = _mm256_loadu_ps(b + t22);
            __m256 t25 = _mm256_add_ps(t24, b_v_4);
            _mm256_storeu_ps(f + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), a + t30);
        __m256 t31 = _mm256_cvtepi32_ps(a_v_5);
        __m256 t32 = _mm256_mul_ps(t31, _mm256_set1_ps(0.1f));
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), b + t30);
        __m256 t33 = _mm256_add_ps(t32, b_v_5);
        _mm256_mask_storeu_ps(f + t30, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        f[t34] = (float)a[t34] * 0.1f + b[t34];
    }
}

/* Not fused: two 15-bit ints' product needs 30 bits, a float has 24. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_product_float(int n, float *restrict f, const int *restrict a, const int *restrict c, const float *restrict b) {
    vcc_no_contract_body
    int t23;
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:46 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256 t4 = _mm256_cvtepi32_ps(a_v);
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + t3));
            __m256 t5 = _mm256_cvtepi32_ps(c_v);
            __m256 t6 = _mm256_mul_ps(t4, t5);
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t7 = _mm256_add_ps(t6, b_v);
            _mm256_storeu_ps(f + t3, t7);
            long t8 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256 t9 = _mm256_cvtepi32_ps(a_v_1);
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t8));
            __m256 t10 = _mm256_cvtepi32_ps(c_v_1);
            __m256 t11 = _mm256_mul_ps(t9, t10);
            __m256 b_v_1 = _mm256_loadu_ps(b + t8);
            __m256 t12 = _mm256_add_ps(t11, b_v_1);
            _mm256_storeu_ps(f + t8, t12);
            long t13 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256 t14 = _mm256_cvtepi32_ps(a_v_2);
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t13));
            __m256 t15 = _mm256_cvtepi32_ps(c_v_2);
            __m256 t16 = _mm256_mul_ps(t14, t15);
            __m256 b_v_2 = _mm256_loadu_ps(b + t13);
            __m256 t17 = _mm256_add_ps(t16, b_v_2);
            _mm256_storeu_ps(f + t13, t17);
            long t18 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256 t19 = _mm256_cvtepi32_ps(a_v_3);
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t18));
            __m256 t20 = _mm256_cvtepi32_ps(c_v_3);
            __m256 t21 = _mm256_mul_ps(t19, t20);
            __m256 b_v_3 = _mm256_loadu_ps(b + t18);
            __m256 t22 = _mm256_add_ps(t21, b_v_3);
            _mm256_storeu_ps(f + t18, t22);
            i_vec += 32L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t26));
            __m256 t27 = _mm256_cvtepi32_ps(a_v_4);
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t26));
            __m256 t28 = _mm256_cvtepi32_ps(c_v_4);
            __m256 t29 = _mm256_mul_ps(t27, t28);
            __m256 b_v_4 = _mm256_loadu_ps(b + t26);
            __m256 t30 = _mm256_add_ps(t29, b_v_4);
            _mm256_storeu_ps(f + t26, t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        t31 = (int)((long)t23 + t25);
    } else {
        t31 = t23;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if ((t32 >= 1L) & (t32 <= 8L)) {
        __m256i t33 = _mm256_set1_epi32((int)(int)t32);
        __m256i t34 = _mm256_cmpgt_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t35 = (long)(int)(long)t31;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t34), a + t35);
        __m256 t36 = _mm256_cvtepi32_ps(a_v_5);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t34), c + t35);
        __m256 t37 = _mm256_cvtepi32_ps(c_v_5);
        __m256 t38 = _mm256_mul_ps(t36, t37);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t34), b + t35);
        __m256 t39 = _mm256_add_ps(t38, b_v_5);
        _mm256_mask_storeu_ps(f + t35, _mm256_movepi32_mask(t34), t39);
        i = (int)((long)t31 + t32);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        f[t40] = (float)a[t40] * (float)c[t40] + b[t40];
    }
}

/* Not fused: 2^-127 is subnormal in float, and so are the products of small ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void int_subnormal(int n, float *restrict f, const int *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:52 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256 t4 = _mm256_cvtepi32_ps(a_v);
            __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t6 = _mm256_add_ps(t5, b_v);
            _mm256_storeu_ps(f + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256 t8 = _mm256_cvtepi32_ps(a_v_1);
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v_1 = _mm256_loadu_ps(b + t7);
            __m256 t10 = _mm256_add_ps(t9, b_v_1);
            _mm256_storeu_ps(f + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256 t12 = _mm256_cvtepi32_ps(a_v_2);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v_2 = _mm256_loadu_ps(b + t11);
            __m256 t14 = _mm256_add_ps(t13, b_v_2);
            _mm256_storeu_ps(f + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256 t16 = _mm256_cvtepi32_ps(a_v_3);
            __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v_3 = _mm256_loadu_ps(b + t15);
            __m256 t18 = _mm256_add_ps(t17, b_v_3);
            _mm256_storeu_ps(f + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256 t23 = _mm256_cvtepi32_ps(a_v_4);
            __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(5.877472e-39f));
            __m256 b_v_4 = _mm256_loadu_ps(b + t22);
            __m256 t25 = _mm256_add_ps(t24, b_v_4);
            _mm256_storeu_ps(f + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), a + t30);
        __m256 t31 = _mm256_cvtepi32_ps(a_v_5);
        __m256 t32 = _mm256_mul_ps(t31, _mm256_set1_ps(5.877472e-39f));
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), b + t30);
        __m256 t33 = _mm256_add_ps(t32, b_v_5);
        _mm256_mask_storeu_ps(f + t30, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        f[t34] = (float)a[t34] * 5.877472e-39f + b[t34];
    }
}

/* The program's own fmaf: whole vectors where the target has the instruction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void call_fmaf(int n, float *restrict r, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at exact_fma.c:58 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 z_v = _mm256_loadu_ps(z + t3);
            __m256 y_v = _mm256_loadu_ps(y + t3);
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256 t4 = _mm256_mask3_fmadd_ps(x_v, y_v, z_v, (__mmask8)-1);
            _mm256_storeu_ps(r + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256 z_v_1 = _mm256_loadu_ps(z + t5);
            __m256 y_v_1 = _mm256_loadu_ps(y + t5);
            __m256 x_v_1 = _mm256_loadu_ps(x + t5);
            __m256 t6 = _mm256_mask3_fmadd_ps(x_v_1, y_v_1, z_v_1, (__mmask8)-1);
            _mm256_storeu_ps(r + t5, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256 z_v_2 = _mm256_loadu_ps(z + t7);
            __m256 y_v_2 = _mm256_loadu_ps(y + t7);
            __m256 x_v_2 = _mm256_loadu_ps(x + t7);
            __m256 t8 = _mm256_mask3_fmadd_ps(x_v_2, y_v_2, z_v_2, (__mmask8)-1);
            _mm256_storeu_ps(r + t7, t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256 z_v_3 = _mm256_loadu_ps(z + t9);
            __m256 y_v_3 = _mm256_loadu_ps(y + t9);
            __m256 x_v_3 = _mm256_loadu_ps(x + t9);
            __m256 t10 = _mm256_mask3_fmadd_ps(x_v_3, y_v_3, z_v_3, (__mmask8)-1);
            _mm256_storeu_ps(r + t9, t10);
            i_vec += 32L;
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
            __m256 z_v_4 = _mm256_loadu_ps(z + t14);
            __m256 y_v_4 = _mm256_loadu_ps(y + t14);
            __m256 x_v_4 = _mm256_loadu_ps(x + t14);
            __m256 t15 = _mm256_mask3_fmadd_ps(x_v_4, y_v_4, z_v_4, (__mmask8)-1);
            _mm256_storeu_ps(r + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)(int)(long)t16;
        __m256 z_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), z + t20);
        __m256 y_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), y + t20);
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), x + t20);
        __m256 t21 = _mm256_mask3_fmadd_ps(x_v_5, y_v_5, z_v_5, (__mmask8)-1);
        _mm256_mask_storeu_ps(r + t20, _mm256_movepi32_mask(t19), t21);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        float t23 = z[t22];
        float t24 = y[t22];
        float t25 = x[t22];
        r[t22] = fmaf(t25, t24, t23);
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
                float *t23 = y + (int)i_vec;
                __m256 y_v = _mm256_loadu_ps(t23);
                __m256 t24 = _mm256_mul_ps(y_v, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t23, t24);
                float *t25 = y + (int)(i_vec + 8L);
                __m256 y_v_1 = _mm256_loadu_ps(t25);
                __m256 t26 = _mm256_mul_ps(y_v_1, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t25, t26);
                float *t27 = y + (int)(i_vec + 16L);
                __m256 y_v_2 = _mm256_loadu_ps(t27);
                __m256 t28 = _mm256_mul_ps(y_v_2, _mm256_set1_ps(1e-30f));
                _mm256_storeu_ps(t27, t28);
                float *t29 = y + (int)(i_vec + 24L);
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
            do {
                float *t34 = y + (int)((long)t31 + i_vec_1);
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
            float *t40 = y + (int)(long)t36;
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
