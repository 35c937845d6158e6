/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=9 avx2=10 sse4.2=10 sse2=9 neon=10 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void second_of_pair(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:11 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const short *t3 = b + (2 * (int)i_vec + 1);
            __m512i t4 = _mm512_loadu_si512(t3);
            __m512i t5 = _mm512_loadu_si512(t3 + 32);
            __m512i b_v = (__m512i)__builtin_shufflevector((vcc_v32_short)t4, (vcc_v32_short)t5, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            _mm512_storeu_si512(a + i_vec, b_v);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:16 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgba + 4 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 16));
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t3 + 32));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t3 + 48));
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m128i rgba_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            __m128i rgba_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            __m128i rgba_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            __m512i t14 = _mm512_cvtepu8_epi32(rgba_v);
            __m512i t15 = _mm512_cvtepu8_epi32(rgba_v_1);
            __m512i t16 = _mm512_add_epi32(t14, t15);
            __m512i t17 = _mm512_cvtepu8_epi32(rgba_v_2);
            __m512i t18 = _mm512_add_epi32(t16, t17);
            __m512i t19 = (__m512i)((vcc_v16_int)t18 / (vcc_v16_int)_mm512_set1_epi32(3));
            __m128i t20 = _mm512_cvtepi32_epi8(t19);
            _mm_storeu_si128((__m128i *)(grey + i_vec), t20);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t21 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t21] + (int)rgba[t21 + 1] + (int)rgba[t21 + 2]) / 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void triple_norm(int n, double *restrict out, const double *restrict v) {
    vcc_no_contract_body
    int t28;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const double *t3 = v + 3 * (int)i_vec;
            __m512d t4 = _mm512_loadu_pd(t3);
            __m512d t5 = _mm512_loadu_pd(t3 + 8);
            __m512d t6 = _mm512_loadu_pd(t3 + 16);
            __m512d t7 = (__m512d)__builtin_shufflevector((vcc_v8_double)t4, (vcc_v8_double)t5, 0, 3, 6, 9, 12, 15, 0, 0);
            __m512d v_v = (__m512d)__builtin_shufflevector((vcc_v8_double)t7, (vcc_v8_double)t6, 0, 1, 2, 3, 4, 5, 10, 13);
            __m512d t8 = (__m512d)__builtin_shufflevector((vcc_v8_double)t4, (vcc_v8_double)t5, 1, 4, 7, 10, 13, 0, 0, 0);
            __m512d v_v_1 = (__m512d)__builtin_shufflevector((vcc_v8_double)t8, (vcc_v8_double)t6, 0, 1, 2, 3, 4, 8, 11, 14);
            __m512d t9 = (__m512d)__builtin_shufflevector((vcc_v8_double)t4, (vcc_v8_double)t5, 2, 5, 8, 11, 14, 0, 0, 0);
            __m512d v_v_2 = (__m512d)__builtin_shufflevector((vcc_v8_double)t9, (vcc_v8_double)t6, 0, 1, 2, 3, 4, 9, 12, 15);
            __m512d t10 = _mm512_mul_pd(v_v, v_v);
            __m512d t11 = _mm512_mul_pd(v_v_1, v_v_1);
            __m512d t12 = _mm512_add_pd(t10, t11);
            __m512d t13 = _mm512_mul_pd(v_v_2, v_v_2);
            __m512d t14 = _mm512_add_pd(t12, t13);
            _mm512_storeu_pd(out + i_vec, t14);
            long t15 = i_vec + 8L;
            const double *t16 = v + 3 * (int)t15;
            __m512d t17 = _mm512_loadu_pd(t16);
            __m512d t18 = _mm512_loadu_pd(t16 + 8);
            __m512d t19 = _mm512_loadu_pd(t16 + 16);
            __m512d t20 = (__m512d)__builtin_shufflevector((vcc_v8_double)t17, (vcc_v8_double)t18, 0, 3, 6, 9, 12, 15, 0, 0);
            __m512d v_v_3 = (__m512d)__builtin_shufflevector((vcc_v8_double)t20, (vcc_v8_double)t19, 0, 1, 2, 3, 4, 5, 10, 13);
            __m512d t21 = (__m512d)__builtin_shufflevector((vcc_v8_double)t17, (vcc_v8_double)t18, 1, 4, 7, 10, 13, 0, 0, 0);
            __m512d v_v_4 = (__m512d)__builtin_shufflevector((vcc_v8_double)t21, (vcc_v8_double)t19, 0, 1, 2, 3, 4, 8, 11, 14);
            __m512d t22 = (__m512d)__builtin_shufflevector((vcc_v8_double)t17, (vcc_v8_double)t18, 2, 5, 8, 11, 14, 0, 0, 0);
            __m512d v_v_5 = (__m512d)__builtin_shufflevector((vcc_v8_double)t22, (vcc_v8_double)t19, 0, 1, 2, 3, 4, 9, 12, 15);
            __m512d t23 = _mm512_mul_pd(v_v_3, v_v_3);
            __m512d t24 = _mm512_mul_pd(v_v_4, v_v_4);
            __m512d t25 = _mm512_add_pd(t23, t24);
            __m512d t26 = _mm512_mul_pd(v_v_5, v_v_5);
            __m512d t27 = _mm512_add_pd(t25, t26);
            _mm512_storeu_pd(out + t15, t27);
            i_vec += 16L;
        } while (i_vec < t2);
        t28 = (int)t2;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t31 = (long)t28 + i_vec_1;
            const double *t32 = v + 3 * (int)t31;
            __m512d t33 = _mm512_loadu_pd(t32);
            __m512d t34 = _mm512_loadu_pd(t32 + 8);
            __m512d t35 = _mm512_loadu_pd(t32 + 16);
            __m512d t36 = (__m512d)__builtin_shufflevector((vcc_v8_double)t33, (vcc_v8_double)t34, 0, 3, 6, 9, 12, 15, 0, 0);
            __m512d v_v_6 = (__m512d)__builtin_shufflevector((vcc_v8_double)t36, (vcc_v8_double)t35, 0, 1, 2, 3, 4, 5, 10, 13);
            __m512d t37 = (__m512d)__builtin_shufflevector((vcc_v8_double)t33, (vcc_v8_double)t34, 1, 4, 7, 10, 13, 0, 0, 0);
            __m512d v_v_7 = (__m512d)__builtin_shufflevector((vcc_v8_double)t37, (vcc_v8_double)t35, 0, 1, 2, 3, 4, 8, 11, 14);
            __m512d t38 = (__m512d)__builtin_shufflevector((vcc_v8_double)t33, (vcc_v8_double)t34, 2, 5, 8, 11, 14, 0, 0, 0);
            __m512d v_v_8 = (__m512d)__builtin_shufflevector((vcc_v8_double)t38, (vcc_v8_double)t35, 0, 1, 2, 3, 4, 9, 12, 15);
            __m512d t39 = _mm512_mul_pd(v_v_6, v_v_6);
            __m512d t40 = _mm512_mul_pd(v_v_7, v_v_7);
            __m512d t41 = _mm512_add_pd(t39, t40);
            __m512d t42 = _mm512_mul_pd(v_v_8, v_v_8);
            __m512d t43 = _mm512_add_pd(t41, t42);
            _mm512_storeu_pd(out + t31, t43);
            i_vec_1 += 8L;
        } while (i_vec_1 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        int t44 = 3 * i;
        double t45 = v[t44];
        double t46 = v[t44 + 1];
        double t47 = v[t44 + 2];
        out[i] = t45 * t45 + t46 * t46 + t47 * t47;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void outer_members(int n, float *restrict out, const float *restrict v) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:26 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const float *t3 = v + (4 * (int)i_vec + 3);
            __m512 t4 = _mm512_loadu_ps(t3 + -3);
            __m512 t5 = _mm512_loadu_ps(t3 + 13);
            __m512 t6 = _mm512_loadu_ps(t3 + 29);
            __m512 t7 = _mm512_loadu_ps(t3 + 45);
            __m512 t8 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t5, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t6, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512 v_v = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t5, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t10, (vcc_v16_float)t6, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 v_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512 t12 = _mm512_sub_ps(v_v, v_v_1);
            _mm512_storeu_ps(out + i_vec, t12);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t13 = 4 * i;
        out[i] = v[t13 + 3] - v[t13];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:31 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 y_v = _mm512_loadu_ps(y + i_vec);
            __m512 t3 = _mm512_mul_ps(y_v, _mm512_set1_ps(2.0f));
            float *t4 = out + (3 * (int)i_vec + 2);
            __m512 z_v = _mm512_loadu_ps(z + i_vec);
            __m512 t5 = _mm512_add_ps(z_v, _mm512_set1_ps(1.0f));
            __m512 t6 = (__m512)__builtin_shufflevector((vcc_v16_float)x_v, (vcc_v16_float)t3, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t7 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t5, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            _mm512_storeu_ps(t4 + -2, t7);
            __m512 t8 = (__m512)__builtin_shufflevector((vcc_v16_float)x_v, (vcc_v16_float)t3, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t5, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            _mm512_storeu_ps(t4 + 14, t9);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)x_v, (vcc_v16_float)t3, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t10, (vcc_v16_float)t5, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            _mm512_storeu_ps(t4 + 30, t11);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t12 = 3 * i;
        long t13 = (long)i;
        out[t12] = x[t13];
        out[t12 + 1] = y[t13] * 2.0f;
        out[t12 + 2] = z[t13] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    vcc_no_contract_body
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:39 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const long long *t4 = in + t3;
            __m512i t5 = _mm512_loadu_si512(t4);
            __m512i t6 = _mm512_loadu_si512(t4 + 8);
            __m512i lo_v = _mm512_permutex2var_epi64(t5, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t6);
            __m512i hi_v = _mm512_permutex2var_epi64(t5, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t6);
            __m512i t7 = _mm512_add_epi64(hi_v, _mm512_set1_epi64((long long)1LL));
            long long *t8 = out + (t3 + 1);
            __m512i t9 = _mm512_sub_epi64(lo_v, hi_v);
            __m512i t10 = _mm512_permutex2var_epi64(t7, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t9);
            _mm512_storeu_si512(t8 + -1, t10);
            __m512i t11 = _mm512_permutex2var_epi64(t7, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t9);
            _mm512_storeu_si512(t8 + 7, t11);
            int t12 = 2 * (int)(i_vec + 8L);
            const long long *t13 = in + t12;
            __m512i t14 = _mm512_loadu_si512(t13);
            __m512i t15 = _mm512_loadu_si512(t13 + 8);
            __m512i lo_v_1 = _mm512_permutex2var_epi64(t14, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t15);
            __m512i hi_v_1 = _mm512_permutex2var_epi64(t14, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t15);
            __m512i t16 = _mm512_add_epi64(hi_v_1, _mm512_set1_epi64((long long)1LL));
            long long *t17 = out + (t12 + 1);
            __m512i t18 = _mm512_sub_epi64(lo_v_1, hi_v_1);
            __m512i t19 = _mm512_permutex2var_epi64(t16, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t18);
            _mm512_storeu_si512(t17 + -1, t19);
            __m512i t20 = _mm512_permutex2var_epi64(t16, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t18);
            _mm512_storeu_si512(t17 + 7, t20);
            i_vec += 16L;
        } while (i_vec < t2);
        t21 = (int)t2;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int t24 = 2 * (int)((long)t21 + i_vec_1);
            const long long *t25 = in + t24;
            __m512i t26 = _mm512_loadu_si512(t25);
            __m512i t27 = _mm512_loadu_si512(t25 + 8);
            __m512i lo_v_2 = _mm512_permutex2var_epi64(t26, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t27);
            __m512i hi_v_2 = _mm512_permutex2var_epi64(t26, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t27);
            __m512i t28 = _mm512_add_epi64(hi_v_2, _mm512_set1_epi64((long long)1LL));
            long long *t29 = out + (t24 + 1);
            __m512i t30 = _mm512_sub_epi64(lo_v_2, hi_v_2);
            __m512i t31 = _mm512_permutex2var_epi64(t28, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t30);
            _mm512_storeu_si512(t29 + -1, t31);
            __m512i t32 = _mm512_permutex2var_epi64(t28, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t30);
            _mm512_storeu_si512(t29 + 7, t32);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        int t33 = 2 * i;
        long t34 = (long)t33;
        long long lo = in[t34];
        long t35 = (long)(t33 + 1);
        long long hi = in[t35];
        out[t34] = hi + 1LL;
        out[t35] = lo - hi;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sum_quads(int n, const unsigned *q) {
    vcc_no_contract_body
    unsigned int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at groups.c:48 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned int *t3 = q + 4 * (int)i_vec;
            __m512i t4 = _mm512_loadu_si512(t3);
            __m512i t5 = _mm512_loadu_si512(t3 + 16);
            __m512i t6 = _mm512_loadu_si512(t3 + 32);
            __m512i t7 = _mm512_loadu_si512(t3 + 48);
            __m512i t8 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t4, (vcc_v16_uint)t5, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512i t9 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t8, (vcc_v16_uint)t6, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512i q_v = (__m512i)__builtin_shufflevector((vcc_v16_uint)t9, (vcc_v16_uint)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512i t10 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t4, (vcc_v16_uint)t5, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512i t11 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t10, (vcc_v16_uint)t6, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            __m512i q_v_1 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t11, (vcc_v16_uint)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            __m512i t12 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t4, (vcc_v16_uint)t5, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512i t13 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t12, (vcc_v16_uint)t6, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            __m512i q_v_2 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t13, (vcc_v16_uint)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            __m512i t14 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t4, (vcc_v16_uint)t5, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512i t15 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t14, (vcc_v16_uint)t6, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512i q_v_3 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t15, (vcc_v16_uint)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m512i t16 = _mm512_ternarylogic_epi32(q_v_2, q_v, q_v_1, 0x96);
            __m512i t17 = _mm512_xor_si512(t16, q_v_3);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        i = 0;
        s = 0U;
    }
    for (; i < n; i++) {
        int t18 = 4 * i;
        s += q[t18] ^ q[t18 + 1] ^ q[t18 + 2] ^ q[t18 + 3];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void swap_pairs(int n, int *a) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:54 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            int *t4 = a + t3;
            __m512i t5 = _mm512_loadu_si512(t4);
            __m512i t6 = _mm512_loadu_si512(t4 + 16);
            __m512i t_v = _mm512_permutex2var_epi32(t5, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t6);
            __m512i a_v = _mm512_permutex2var_epi32(t5, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t6);
            int *t7 = a + (t3 + 1);
            __m512i t8 = _mm512_permutex2var_epi32(a_v, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t_v);
            _mm512_storeu_si512(t7 + -1, t8);
            __m512i t9 = _mm512_permutex2var_epi32(a_v, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t_v);
            _mm512_storeu_si512(t7 + 15, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int *t10 = a + 2 * i;
        vcc_v2_int t11 = vcc_load(vcc_v2_int, t10);
        vcc_v2_int t12 = __builtin_shufflevector(t11, t11, 1, 0);
        vcc_store(t10, t12);
    }
}

/* Groups over global arrays of known length with a constant count: where the last iteration's
   whole pair (its gap included) is inside the array, the vector loop runs every iteration;
   `odd79` holds 79 floats, so the pair of its last iteration would end past it, and the scalar
   loop reads that one. */
static float even80[80], odd79[79], from80[40], from79[40];

static __typeof__(even80) even80 __attribute__((aligned(64)));
static __typeof__(from80) from80 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void evens_of_known_array(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at groups.c:68 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        float *t1 = &even80[2 * (int)i_vec];
        __m256 t2 = _mm256_loadu_ps(t1);
        __m256 t3 = _mm256_loadu_ps(t1 + 8);
        __m256 even80_v = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t3);
        __m256 t4 = _mm256_mul_ps(even80_v, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[i_vec], t4);
        long t5 = i_vec + 8L;
        float *t6 = &even80[2 * (int)t5];
        __m256 t7 = _mm256_loadu_ps(t6);
        __m256 t8 = _mm256_loadu_ps(t6 + 8);
        __m256 even80_v_1 = _mm256_permutex2var_ps(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t8);
        __m256 t9 = _mm256_mul_ps(even80_v_1, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t5], t9);
        long t10 = i_vec + 16L;
        float *t11 = &even80[2 * (int)t10];
        __m256 t12 = _mm256_loadu_ps(t11);
        __m256 t13 = _mm256_loadu_ps(t11 + 8);
        __m256 even80_v_2 = _mm256_permutex2var_ps(t12, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t13);
        __m256 t14 = _mm256_mul_ps(even80_v_2, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t10], t14);
        long t15 = i_vec + 24L;
        float *t16 = &even80[2 * (int)t15];
        __m256 t17 = _mm256_loadu_ps(t16);
        __m256 t18 = _mm256_loadu_ps(t16 + 8);
        __m256 even80_v_3 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t18);
        __m256 t19 = _mm256_mul_ps(even80_v_3, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t15], t19);
        i_vec += 32L;
    } while (i_vec < 32L);
    for (int i = 32; i < 40; i++) {
        from80[i] = even80[2 * i] * 0.5f;
    }
}

static __typeof__(odd79) odd79 __attribute__((aligned(64)));
static __typeof__(from79) from79 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void evens_of_short_array(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at groups.c:73 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        float *t1 = &odd79[2 * (int)i_vec];
        __m256 t2 = _mm256_loadu_ps(t1);
        __m256 t3 = _mm256_loadu_ps(t1 + 8);
        __m256 odd79_v = _mm256_permutex2var_ps(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t3);
        __m256 t4 = _mm256_add_ps(odd79_v, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[i_vec], t4);
        long t5 = i_vec + 8L;
        float *t6 = &odd79[2 * (int)t5];
        __m256 t7 = _mm256_loadu_ps(t6);
        __m256 t8 = _mm256_loadu_ps(t6 + 8);
        __m256 odd79_v_1 = _mm256_permutex2var_ps(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t8);
        __m256 t9 = _mm256_add_ps(odd79_v_1, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t5], t9);
        long t10 = i_vec + 16L;
        float *t11 = &odd79[2 * (int)t10];
        __m256 t12 = _mm256_loadu_ps(t11);
        __m256 t13 = _mm256_loadu_ps(t11 + 8);
        __m256 odd79_v_2 = _mm256_permutex2var_ps(t12, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t13);
        __m256 t14 = _mm256_add_ps(odd79_v_2, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t10], t14);
        long t15 = i_vec + 24L;
        float *t16 = &odd79[2 * (int)t15];
        __m256 t17 = _mm256_loadu_ps(t16);
        __m256 t18 = _mm256_loadu_ps(t16 + 8);
        __m256 odd79_v_3 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t18);
        __m256 t19 = _mm256_add_ps(odd79_v_3, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t15], t19);
        i_vec += 32L;
    } while (i_vec < 32L);
    for (int i = 32; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t64;
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(13));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t5, t6);
    long i_vec = 0L;
    /* vcc: loop at groups.c:79 vectorized: VF 16, UF 4, the remainder at 80:28 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, scalar epilogue */
    do {
        __m512 t7 = _mm512_cvtepi32_ps((__m512i)t1);
        __m512 t8 = _mm512_sub_ps(t7, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[i_vec], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(8));
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(13));
        __m512i t11 = _mm512_min_epu32(t9, t10);
        __m512 t12 = _mm512_cvtepi32_ps(t11);
        __m512 t13 = _mm512_sub_ps(t12, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[i_vec + 16L], t13);
        __m512i t14 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(3));
        __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(13));
        __m512i t16 = _mm512_min_epu32(t14, t15);
        __m512 t17 = _mm512_cvtepi32_ps(t16);
        __m512 t18 = _mm512_sub_ps(t17, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[i_vec + 32L], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(11));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(13));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512 t22 = _mm512_cvtepi32_ps(t21);
        __m512 t23 = _mm512_sub_ps(t22, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[i_vec + 48L], t23);
        i_vec += 64L;
        __m512i t24 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(6));
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(13));
        t1 = (vcc_v16_int)_mm512_min_epu32(t24, t25);
    } while (i_vec < 64L);
    __m512i t26 = _mm512_set1_epi32(6);
    __m512i t27 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
    __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(13));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t27, t28);
    long i_vec_1 = 0L;
    /* vcc: loop at groups.c:79 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        __m512 t29 = _mm512_cvtepi32_ps((__m512i)t2);
        __m512 t30 = _mm512_sub_ps(t29, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[64L + i_vec_1], t30);
        i_vec_1 += 16L;
        __m512i t31 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(8));
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(13));
        t2 = (vcc_v16_int)_mm512_min_epu32(t31, t32);
    } while (i_vec_1 < 16L);
    __m512i t33 = _mm512_set1_epi32(0);
    __m512i t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2, 7, 1, 6, 0, 5, 10, 4, 9));
    __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(11));
    vcc_v16_int t3 = (vcc_v16_int)_mm512_min_epu32(t34, t35);
    long i_vec_2 = 0L;
    /* vcc: loop at groups.c:81 vectorized: VF 16, UF 4, the remainder at 82:27 by 11 kept as a running remainder (guard: dividend not negative), masked remainder */
    do {
        __m512 t36 = _mm512_cvtepi32_ps((__m512i)t3);
        __m512 t37 = _mm512_sub_ps(t36, _mm512_set1_ps(5.0f));
        _mm512_storeu_ps(&odd79[i_vec_2], t37);
        __m512i t38 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(3));
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(11));
        __m512i t40 = _mm512_min_epu32(t38, t39);
        __m512 t41 = _mm512_cvtepi32_ps(t40);
        __m512 t42 = _mm512_sub_ps(t41, _mm512_set1_ps(5.0f));
        _mm512_storeu_ps(&odd79[i_vec_2 + 16L], t42);
        __m512i t43 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(6));
        __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(11));
        __m512i t45 = _mm512_min_epu32(t43, t44);
        __m512 t46 = _mm512_cvtepi32_ps(t45);
        __m512 t47 = _mm512_sub_ps(t46, _mm512_set1_ps(5.0f));
        _mm512_storeu_ps(&odd79[i_vec_2 + 32L], t47);
        __m512i t48 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(9));
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(11));
        __m512i t50 = _mm512_min_epu32(t48, t49);
        __m512 t51 = _mm512_cvtepi32_ps(t50);
        __m512 t52 = _mm512_sub_ps(t51, _mm512_set1_ps(5.0f));
        _mm512_storeu_ps(&odd79[i_vec_2 + 48L], t52);
        i_vec_2 += 64L;
        __m512i t53 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(1));
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(11));
        t3 = (vcc_v16_int)_mm512_min_epu32(t53, t54);
    } while (i_vec_2 < 64L);
    __m512i t55 = _mm512_set1_epi32(15);
    __mmask16 t56 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t55, _MM_CMPINT_LT);
    __m512i t57 = _mm512_set1_epi32(1);
    __m512i t58 = _mm512_add_epi32(t57, _mm512_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2, 7, 1, 6, 0, 5, 10, 4, 9));
    __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(11));
    __m512i t60 = _mm512_min_epu32(t58, t59);
    __m512 t61 = _mm512_cvtepi32_ps(t60);
    __m512 t62 = _mm512_sub_ps(t61, _mm512_set1_ps(5.0f));
    _mm512_mask_storeu_ps(&odd79[64], t56, t62);
    evens_of_known_array();
    evens_of_short_array();
    unsigned long t63 = (_mm256_zeroupper(), hash_bytes((const void *)from79, 160UL));
    printf("known %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)from80, 160UL)), (unsigned long long)t63);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t64 = 1;
        } else {
            t64 = 0;
            n = n_1;
        }
        if (!t64) {
            return 0;
        }
        short *s1 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        int t65 = 2 * n;
        short *s2 = (short *)(_mm256_zeroupper(), new_array(t65, 2UL));
        unsigned char *g = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        int t66 = 4 * n;
        unsigned char *rgba = (unsigned char *)(_mm256_zeroupper(), new_array(t66, 1UL));
        double *d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t67 = 3 * n;
        double *d3 = (double *)(_mm256_zeroupper(), new_array(t67, 8UL));
        float *f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *f4 = (float *)(_mm256_zeroupper(), new_array(t66, 4UL));
        float *f3 = (float *)(_mm256_zeroupper(), new_array(t67, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *z = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long long *l1 = (long long *)(_mm256_zeroupper(), new_array(t65, 8UL));
        long long *l2 = (long long *)(_mm256_zeroupper(), new_array(t65, 8UL));
        unsigned int *q = (unsigned int *)(_mm256_zeroupper(), new_array(t66, 4UL));
        int *p = (int *)(_mm256_zeroupper(), new_array(t65, 4UL));
        for (int fill_idx = 0; fill_idx < t65; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t66; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t67; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t66; fill_idx_3++) {
            f4[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            x[fill_idx_4] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            y[fill_idx_5] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            z[fill_idx_6] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < t65; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t66; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t65; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        unsigned int t68 = sum_quads(n, q);
        unsigned long t69 = (unsigned long)t65;
        unsigned long t70 = (_mm256_zeroupper(), hash_bytes((const void *)p, t69 * 4UL));
        unsigned long t71 = (_mm256_zeroupper(), hash_bytes((const void *)l1, t69 * 8UL));
        unsigned long t72 = (_mm256_zeroupper(), hash_bytes((const void *)f3, (unsigned long)t67 * 4UL));
        unsigned long t73 = (unsigned long)n;
        unsigned long t74 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t73 * 4UL));
        unsigned long t75 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t73 * 8UL));
        unsigned long t76 = (_mm256_zeroupper(), hash_bytes((const void *)g, t73 * 1UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s1, t73 * 2UL)), (unsigned long long)t76, (unsigned long long)t75, (unsigned long long)t74, (unsigned long long)t72, (unsigned long long)t71, (unsigned long long)t70, t68);
        free((void *)s1);
        free((void *)s2);
        free((void *)g);
        free((void *)rgba);
        free((void *)d1);
        free((void *)d3);
        free((void *)f1);
        free((void *)f4);
        free((void *)f3);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)l1);
        free((void *)l2);
        free((void *)q);
        free((void *)p);
    }
}
