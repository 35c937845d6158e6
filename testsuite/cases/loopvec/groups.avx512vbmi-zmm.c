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
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 9 */
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
    long t2 = (long)n - 1L;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const short *t5 = b + (2 * t4 + 1);
            __m512i t6 = _mm512_loadu_si512(t5);
            __m512i t7 = _mm512_loadu_si512(t5 + 32);
            __m512i t8 = (__m512i)__builtin_shufflevector((vcc_v32_short)t6, (vcc_v32_short)t7, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            _mm512_storeu_si512(a + t4, t8);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
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
    long t2 = (long)n - 1L;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = rgba + 4 * t4;
            __m128i t6 = _mm_loadu_si128((const __m128i *)t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            __m128i t9 = _mm_loadu_si128((const __m128i *)(t5 + 48));
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            __m128i t15 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t14, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            __m128i t16 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            __m128i t17 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t16, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            __m128i t18 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t17, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            __m512i t19 = _mm512_cvtepu8_epi32(t12);
            __m512i t20 = _mm512_cvtepu8_epi32(t15);
            __m512i t21 = _mm512_add_epi32(t19, t20);
            __m512i t22 = _mm512_cvtepu8_epi32(t18);
            __m512i t23 = _mm512_add_epi32(t21, t22);
            __m512i t24 = (__m512i)((vcc_v16_int)t23 / (vcc_v16_int)_mm512_set1_epi32(3));
            __m128i t25 = _mm512_cvtepi32_epi8(t24);
            _mm_storeu_si128((__m128i *)(grey + t4), t25);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t26 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t26] + (int)rgba[t26 + 1] + (int)rgba[t26 + 2]) / 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void triple_norm(int n, double *restrict out, const double *restrict v) {
    vcc_no_contract_body
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const double *t6 = v + 3 * t5;
            __m512d t7 = _mm512_loadu_pd(t6);
            __m512d t8 = _mm512_loadu_pd(t6 + 8);
            __m512d t9 = _mm512_loadu_pd(t6 + 16);
            __m512d t10 = (__m512d)__builtin_shufflevector((vcc_v8_double)t7, (vcc_v8_double)t8, 0, 3, 6, 9, 12, 15, 0, 0);
            __m512d t11 = (__m512d)__builtin_shufflevector((vcc_v8_double)t10, (vcc_v8_double)t9, 0, 1, 2, 3, 4, 5, 10, 13);
            __m512d t12 = (__m512d)__builtin_shufflevector((vcc_v8_double)t7, (vcc_v8_double)t8, 1, 4, 7, 10, 13, 0, 0, 0);
            __m512d t13 = (__m512d)__builtin_shufflevector((vcc_v8_double)t12, (vcc_v8_double)t9, 0, 1, 2, 3, 4, 8, 11, 14);
            __m512d t14 = (__m512d)__builtin_shufflevector((vcc_v8_double)t7, (vcc_v8_double)t8, 2, 5, 8, 11, 14, 0, 0, 0);
            __m512d t15 = (__m512d)__builtin_shufflevector((vcc_v8_double)t14, (vcc_v8_double)t9, 0, 1, 2, 3, 4, 9, 12, 15);
            __m512d t16 = _mm512_mul_pd(t11, t11);
            __m512d t17 = _mm512_mul_pd(t13, t13);
            __m512d t18 = _mm512_add_pd(t16, t17);
            __m512d t19 = _mm512_mul_pd(t15, t15);
            __m512d t20 = _mm512_add_pd(t18, t19);
            _mm512_storeu_pd(out + t5, t20);
            int t21 = (int)(t1 + 8L);
            const double *t22 = v + 3 * t21;
            __m512d t23 = _mm512_loadu_pd(t22);
            __m512d t24 = _mm512_loadu_pd(t22 + 8);
            __m512d t25 = _mm512_loadu_pd(t22 + 16);
            __m512d t26 = (__m512d)__builtin_shufflevector((vcc_v8_double)t23, (vcc_v8_double)t24, 0, 3, 6, 9, 12, 15, 0, 0);
            __m512d t27 = (__m512d)__builtin_shufflevector((vcc_v8_double)t26, (vcc_v8_double)t25, 0, 1, 2, 3, 4, 5, 10, 13);
            __m512d t28 = (__m512d)__builtin_shufflevector((vcc_v8_double)t23, (vcc_v8_double)t24, 1, 4, 7, 10, 13, 0, 0, 0);
            __m512d t29 = (__m512d)__builtin_shufflevector((vcc_v8_double)t28, (vcc_v8_double)t25, 0, 1, 2, 3, 4, 8, 11, 14);
            __m512d t30 = (__m512d)__builtin_shufflevector((vcc_v8_double)t23, (vcc_v8_double)t24, 2, 5, 8, 11, 14, 0, 0, 0);
            __m512d t31 = (__m512d)__builtin_shufflevector((vcc_v8_double)t30, (vcc_v8_double)t25, 0, 1, 2, 3, 4, 9, 12, 15);
            __m512d t32 = _mm512_mul_pd(t27, t27);
            __m512d t33 = _mm512_mul_pd(t29, t29);
            __m512d t34 = _mm512_add_pd(t32, t33);
            __m512d t35 = _mm512_mul_pd(t31, t31);
            __m512d t36 = _mm512_add_pd(t34, t35);
            _mm512_storeu_pd(out + t21, t36);
            t1 += 16L;
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
            int t40 = (int)((long)t37 + t2);
            const double *t41 = v + 3 * t40;
            __m512d t42 = _mm512_loadu_pd(t41);
            __m512d t43 = _mm512_loadu_pd(t41 + 8);
            __m512d t44 = _mm512_loadu_pd(t41 + 16);
            __m512d t45 = (__m512d)__builtin_shufflevector((vcc_v8_double)t42, (vcc_v8_double)t43, 0, 3, 6, 9, 12, 15, 0, 0);
            __m512d t46 = (__m512d)__builtin_shufflevector((vcc_v8_double)t45, (vcc_v8_double)t44, 0, 1, 2, 3, 4, 5, 10, 13);
            __m512d t47 = (__m512d)__builtin_shufflevector((vcc_v8_double)t42, (vcc_v8_double)t43, 1, 4, 7, 10, 13, 0, 0, 0);
            __m512d t48 = (__m512d)__builtin_shufflevector((vcc_v8_double)t47, (vcc_v8_double)t44, 0, 1, 2, 3, 4, 8, 11, 14);
            __m512d t49 = (__m512d)__builtin_shufflevector((vcc_v8_double)t42, (vcc_v8_double)t43, 2, 5, 8, 11, 14, 0, 0, 0);
            __m512d t50 = (__m512d)__builtin_shufflevector((vcc_v8_double)t49, (vcc_v8_double)t44, 0, 1, 2, 3, 4, 9, 12, 15);
            __m512d t51 = _mm512_mul_pd(t46, t46);
            __m512d t52 = _mm512_mul_pd(t48, t48);
            __m512d t53 = _mm512_add_pd(t51, t52);
            __m512d t54 = _mm512_mul_pd(t50, t50);
            __m512d t55 = _mm512_add_pd(t53, t54);
            _mm512_storeu_pd(out + t40, t55);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        int t56 = 3 * i;
        double t57 = v[t56];
        double t58 = v[t56 + 1];
        double t59 = v[t56 + 2];
        out[i] = t57 * t57 + t58 * t58 + t59 * t59;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void outer_members(int n, float *restrict out, const float *restrict v) {
    vcc_no_contract_body
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const float *t6 = v + (4 * t5 + 3);
            __m512 t7 = _mm512_loadu_ps(t6 + -3);
            __m512 t8 = _mm512_loadu_ps(t6 + 13);
            __m512 t9 = _mm512_loadu_ps(t6 + 29);
            __m512 t10 = _mm512_loadu_ps(t6 + 45);
            __m512 t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t7, (vcc_v16_float)t8, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t9, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m512 t14 = (__m512)__builtin_shufflevector((vcc_v16_float)t7, (vcc_v16_float)t8, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t14, (vcc_v16_float)t9, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t15, (vcc_v16_float)t10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512 t17 = _mm512_sub_ps(t13, t16);
            _mm512_storeu_ps(out + t5, t17);
            int t18 = (int)(t1 + 16L);
            const float *t19 = v + (4 * t18 + 3);
            __m512 t20 = _mm512_loadu_ps(t19 + -3);
            __m512 t21 = _mm512_loadu_ps(t19 + 13);
            __m512 t22 = _mm512_loadu_ps(t19 + 29);
            __m512 t23 = _mm512_loadu_ps(t19 + 45);
            __m512 t24 = (__m512)__builtin_shufflevector((vcc_v16_float)t20, (vcc_v16_float)t21, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t24, (vcc_v16_float)t22, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512 t26 = (__m512)__builtin_shufflevector((vcc_v16_float)t25, (vcc_v16_float)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m512 t27 = (__m512)__builtin_shufflevector((vcc_v16_float)t20, (vcc_v16_float)t21, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t28 = (__m512)__builtin_shufflevector((vcc_v16_float)t27, (vcc_v16_float)t22, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 t29 = (__m512)__builtin_shufflevector((vcc_v16_float)t28, (vcc_v16_float)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512 t30 = _mm512_sub_ps(t26, t29);
            _mm512_storeu_ps(out + t18, t30);
            t1 += 32L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 16L) {
        long t33 = t32 & -16L;
        long t2 = 0L;
        do {
            int t34 = (int)((long)t31 + t2);
            const float *t35 = v + (4 * t34 + 3);
            __m512 t36 = _mm512_loadu_ps(t35 + -3);
            __m512 t37 = _mm512_loadu_ps(t35 + 13);
            __m512 t38 = _mm512_loadu_ps(t35 + 29);
            __m512 t39 = _mm512_loadu_ps(t35 + 45);
            __m512 t40 = (__m512)__builtin_shufflevector((vcc_v16_float)t36, (vcc_v16_float)t37, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t41 = (__m512)__builtin_shufflevector((vcc_v16_float)t40, (vcc_v16_float)t38, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512 t42 = (__m512)__builtin_shufflevector((vcc_v16_float)t41, (vcc_v16_float)t39, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m512 t43 = (__m512)__builtin_shufflevector((vcc_v16_float)t36, (vcc_v16_float)t37, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t44 = (__m512)__builtin_shufflevector((vcc_v16_float)t43, (vcc_v16_float)t38, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 t45 = (__m512)__builtin_shufflevector((vcc_v16_float)t44, (vcc_v16_float)t39, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512 t46 = _mm512_sub_ps(t42, t45);
            _mm512_storeu_ps(out + t34, t46);
            t2 += 16L;
        } while (t2 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        int t47 = 4 * i;
        out[i] = v[t47 + 3] - v[t47];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            long t5 = (long)t4;
            __m512 t6 = _mm512_loadu_ps(x + t5);
            __m512 t7 = _mm512_loadu_ps(y + t5);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(2.0f));
            float *t9 = out + (3 * t4 + 2);
            __m512 t10 = _mm512_loadu_ps(z + t5);
            __m512 t11 = _mm512_add_ps(t10, _mm512_set1_ps(1.0f));
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t8, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t11, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            _mm512_storeu_ps(t9 + -2, t13);
            __m512 t14 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t8, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t14, (vcc_v16_float)t11, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            _mm512_storeu_ps(t9 + 14, t15);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t8, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t17 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t11, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            _mm512_storeu_ps(t9 + 30, t17);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t18 = 3 * i;
        long t19 = (long)i;
        out[t18] = x[t19];
        out[t18 + 1] = y[t19] * 2.0f;
        out[t18 + 2] = z[t19] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    vcc_no_contract_body
    int t27;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            const long long *t6 = in + t5;
            __m512i t7 = _mm512_loadu_si512(t6);
            __m512i t8 = _mm512_loadu_si512(t6 + 8);
            __m512i t9 = _mm512_permutex2var_epi64(t7, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t8);
            __m512i t10 = _mm512_permutex2var_epi64(t7, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t8);
            __m512i t11 = _mm512_add_epi64(t10, _mm512_set1_epi64((long long)1LL));
            long long *t12 = out + (t5 + 1);
            __m512i t13 = _mm512_sub_epi64(t9, t10);
            __m512i t14 = _mm512_permutex2var_epi64(t11, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t13);
            _mm512_storeu_si512(t12 + -1, t14);
            __m512i t15 = _mm512_permutex2var_epi64(t11, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t13);
            _mm512_storeu_si512(t12 + 7, t15);
            int t16 = 2 * (int)(t1 + 8L);
            const long long *t17 = in + t16;
            __m512i t18 = _mm512_loadu_si512(t17);
            __m512i t19 = _mm512_loadu_si512(t17 + 8);
            __m512i t20 = _mm512_permutex2var_epi64(t18, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t19);
            __m512i t21 = _mm512_permutex2var_epi64(t18, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t19);
            __m512i t22 = _mm512_add_epi64(t21, _mm512_set1_epi64((long long)1LL));
            long long *t23 = out + (t16 + 1);
            __m512i t24 = _mm512_sub_epi64(t20, t21);
            __m512i t25 = _mm512_permutex2var_epi64(t22, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t24);
            _mm512_storeu_si512(t23 + -1, t25);
            __m512i t26 = _mm512_permutex2var_epi64(t22, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t24);
            _mm512_storeu_si512(t23 + 7, t26);
            t1 += 16L;
        } while (t1 < t4);
        t27 = (int)t4;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long t2 = 0L;
        do {
            int t30 = 2 * (int)((long)t27 + t2);
            const long long *t31 = in + t30;
            __m512i t32 = _mm512_loadu_si512(t31);
            __m512i t33 = _mm512_loadu_si512(t31 + 8);
            __m512i t34 = _mm512_permutex2var_epi64(t32, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t33);
            __m512i t35 = _mm512_permutex2var_epi64(t32, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t33);
            __m512i t36 = _mm512_add_epi64(t35, _mm512_set1_epi64((long long)1LL));
            long long *t37 = out + (t30 + 1);
            __m512i t38 = _mm512_sub_epi64(t34, t35);
            __m512i t39 = _mm512_permutex2var_epi64(t36, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t38);
            _mm512_storeu_si512(t37 + -1, t39);
            __m512i t40 = _mm512_permutex2var_epi64(t36, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t38);
            _mm512_storeu_si512(t37 + 7, t40);
            t2 += 8L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        int t41 = 2 * i;
        long t42 = (long)t41;
        long long lo = in[t42];
        long t43 = (long)(t41 + 1);
        long long hi = in[t43];
        out[t42] = hi + 1LL;
        out[t43] = lo - hi;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sum_quads(int n, const unsigned *q) {
    vcc_no_contract_body
    unsigned int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            const unsigned int *t5 = q + 4 * (int)t1;
            __m512i t6 = _mm512_loadu_si512(t5);
            __m512i t7 = _mm512_loadu_si512(t5 + 16);
            __m512i t8 = _mm512_loadu_si512(t5 + 32);
            __m512i t9 = _mm512_loadu_si512(t5 + 48);
            __m512i t10 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t6, (vcc_v16_uint)t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512i t11 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t10, (vcc_v16_uint)t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512i t12 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t11, (vcc_v16_uint)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512i t13 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t6, (vcc_v16_uint)t7, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512i t14 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t13, (vcc_v16_uint)t8, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            __m512i t15 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t14, (vcc_v16_uint)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            __m512i t16 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t6, (vcc_v16_uint)t7, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512i t17 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t16, (vcc_v16_uint)t8, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            __m512i t18 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t17, (vcc_v16_uint)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            __m512i t19 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t6, (vcc_v16_uint)t7, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512i t20 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t19, (vcc_v16_uint)t8, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512i t21 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t20, (vcc_v16_uint)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m512i t22 = _mm512_xor_si512(t12, t15);
            __m512i t23 = _mm512_xor_si512(t22, t18);
            __m512i t24 = _mm512_xor_si512(t23, t21);
            t2 = _mm512_add_epi32(t2, t24);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        i = 0;
        s = 0U;
    }
    for (; i < n; i++) {
        int t25 = 4 * i;
        s += q[t25] ^ q[t25 + 1] ^ q[t25 + 2] ^ q[t25 + 3];
    }
    return s;
}

void swap_pairs(int n, int *a) {
    for (int i = 0; i < n; i++) {
        int t = a[2 * i];
        a[2 * i] = a[2 * i + 1];
        a[2 * i + 1] = t;
    }
}

/* Groups over global arrays of known length with a constant count: where the last iteration's
   whole pair (its gap included) is inside the array, the vector loop runs every iteration;
   `odd79` holds 79 floats, so the pair of its last iteration would end past it, and the scalar
   loop reads that one. */
static float even80[80], odd79[79], from80[40], from79[40];

static __typeof__(even80) even80 __attribute__((aligned(32)));
static __typeof__(from80) from80 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void evens_of_known_array(void) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        float *t3 = &even80[2 * t2];
        __m256 t4 = _mm256_loadu_ps(t3);
        __m256 t5 = _mm256_loadu_ps(t3 + 8);
        __m256 t6 = _mm256_permutex2var_ps(t4, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t5);
        __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t2], t7);
        int t8 = (int)(t1 + 8L);
        float *t9 = &even80[2 * t8];
        __m256 t10 = _mm256_loadu_ps(t9);
        __m256 t11 = _mm256_loadu_ps(t9 + 8);
        __m256 t12 = _mm256_permutex2var_ps(t10, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t11);
        __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t8], t13);
        int t14 = (int)(t1 + 16L);
        float *t15 = &even80[2 * t14];
        __m256 t16 = _mm256_loadu_ps(t15);
        __m256 t17 = _mm256_loadu_ps(t15 + 8);
        __m256 t18 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t17);
        __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t14], t19);
        int t20 = (int)(t1 + 24L);
        float *t21 = &even80[2 * t20];
        __m256 t22 = _mm256_loadu_ps(t21);
        __m256 t23 = _mm256_loadu_ps(t21 + 8);
        __m256 t24 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t23);
        __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t20], t25);
        t1 += 32L;
    } while (t1 < 32L);
    for (int i = 32; i < 40; i++) {
        from80[i] = even80[2 * i] * 0.5f;
    }
}

static __typeof__(odd79) odd79 __attribute__((aligned(32)));
static __typeof__(from79) from79 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void evens_of_short_array(void) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        float *t3 = &odd79[2 * t2];
        __m256 t4 = _mm256_loadu_ps(t3);
        __m256 t5 = _mm256_loadu_ps(t3 + 8);
        __m256 t6 = _mm256_permutex2var_ps(t4, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t5);
        __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t2], t7);
        int t8 = (int)(t1 + 8L);
        float *t9 = &odd79[2 * t8];
        __m256 t10 = _mm256_loadu_ps(t9);
        __m256 t11 = _mm256_loadu_ps(t9 + 8);
        __m256 t12 = _mm256_permutex2var_ps(t10, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t11);
        __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t8], t13);
        int t14 = (int)(t1 + 16L);
        float *t15 = &odd79[2 * t14];
        __m256 t16 = _mm256_loadu_ps(t15);
        __m256 t17 = _mm256_loadu_ps(t15 + 8);
        __m256 t18 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t17);
        __m256 t19 = _mm256_add_ps(t18, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t14], t19);
        int t20 = (int)(t1 + 24L);
        float *t21 = &odd79[2 * t20];
        __m256 t22 = _mm256_loadu_ps(t21);
        __m256 t23 = _mm256_loadu_ps(t21 + 8);
        __m256 t24 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t23);
        __m256 t25 = _mm256_add_ps(t24, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t20], t25);
        t1 += 32L;
    } while (t1 < 32L);
    for (int i = 32; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t93;
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
    __m512i t9 = t8;
    __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(13));
    __m512i t11 = _mm512_min_epu32(t9, t10);
    __m512i t1 = t11;
    long t2 = 0L;
    do {
        __m512 t12 = _mm512_cvtepi32_ps(t1);
        __m512 t13 = _mm512_sub_ps(t12, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[(int)t2], t13);
        __m512i t14 = _mm512_add_epi32(t1, _mm512_set1_epi32(8));
        __m512i t15 = t14;
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(13));
        __m512i t17 = _mm512_min_epu32(t15, t16);
        __m512i t18 = t17;
        __m512 t19 = _mm512_cvtepi32_ps(t18);
        __m512 t20 = _mm512_sub_ps(t19, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[(int)(t2 + 16L)], t20);
        __m512i t21 = _mm512_add_epi32(t1, _mm512_set1_epi32(3));
        __m512i t22 = t21;
        __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(13));
        __m512i t24 = _mm512_min_epu32(t22, t23);
        __m512i t25 = t24;
        __m512 t26 = _mm512_cvtepi32_ps(t25);
        __m512 t27 = _mm512_sub_ps(t26, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[(int)(t2 + 32L)], t27);
        __m512i t28 = _mm512_add_epi32(t1, _mm512_set1_epi32(11));
        __m512i t29 = t28;
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(13));
        __m512i t31 = _mm512_min_epu32(t29, t30);
        __m512i t32 = t31;
        __m512 t33 = _mm512_cvtepi32_ps(t32);
        __m512 t34 = _mm512_sub_ps(t33, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[(int)(t2 + 48L)], t34);
        t2 += 64L;
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(6));
        __m512i t36 = t35;
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(13));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        t1 = t38;
    } while (t2 < 64L);
    __m512i t39 = _mm512_set1_epi32(6);
    __m512i t40 = _mm512_add_epi32(t39, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
    __m512i t41 = t40;
    __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(13));
    __m512i t43 = _mm512_min_epu32(t41, t42);
    __m512i t3 = t43;
    long t4 = 0L;
    do {
        __m512 t44 = _mm512_cvtepi32_ps(t3);
        __m512 t45 = _mm512_sub_ps(t44, _mm512_set1_ps(6.0f));
        _mm512_storeu_ps(&even80[(int)(64L + t4)], t45);
        t4 += 16L;
        __m512i t46 = _mm512_add_epi32(t3, _mm512_set1_epi32(8));
        __m512i t47 = t46;
        __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(13));
        __m512i t49 = _mm512_min_epu32(t47, t48);
        t3 = t49;
    } while (t4 < 16L);
    for (int i = 80; i < 80; i++) {
        even80[i] = (float)(i * 7 % 13) - 6.0f;
    }
    __m512i t50 = _mm512_set1_epi32(0);
    __m512i t51 = _mm512_add_epi32(t50, _mm512_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2, 7, 1, 6, 0, 5, 10, 4, 9));
    __m512i t52 = t51;
    __m512i t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32(11));
    __m512i t54 = _mm512_min_epu32(t52, t53);
    __m512i t5 = t54;
    long t6 = 0L;
    do {
        __m512 t55 = _mm512_cvtepi32_ps(t5);
        __m512 t56 = _mm512_sub_ps(t55, _mm512_set1_ps(5.0f));
        _mm512_storeu_ps(&odd79[(int)t6], t56);
        __m512i t57 = _mm512_add_epi32(t5, _mm512_set1_epi32(3));
        __m512i t58 = t57;
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(11));
        __m512i t60 = _mm512_min_epu32(t58, t59);
        __m512i t61 = t60;
        __m512 t62 = _mm512_cvtepi32_ps(t61);
        __m512 t63 = _mm512_sub_ps(t62, _mm512_set1_ps(5.0f));
        _mm512_storeu_ps(&odd79[(int)(t6 + 16L)], t63);
        __m512i t64 = _mm512_add_epi32(t5, _mm512_set1_epi32(6));
        __m512i t65 = t64;
        __m512i t66 = _mm512_sub_epi32(t65, _mm512_set1_epi32(11));
        __m512i t67 = _mm512_min_epu32(t65, t66);
        __m512i t68 = t67;
        __m512 t69 = _mm512_cvtepi32_ps(t68);
        __m512 t70 = _mm512_sub_ps(t69, _mm512_set1_ps(5.0f));
        _mm512_storeu_ps(&odd79[(int)(t6 + 32L)], t70);
        __m512i t71 = _mm512_add_epi32(t5, _mm512_set1_epi32(9));
        __m512i t72 = t71;
        __m512i t73 = _mm512_sub_epi32(t72, _mm512_set1_epi32(11));
        __m512i t74 = _mm512_min_epu32(t72, t73);
        __m512i t75 = t74;
        __m512 t76 = _mm512_cvtepi32_ps(t75);
        __m512 t77 = _mm512_sub_ps(t76, _mm512_set1_ps(5.0f));
        _mm512_storeu_ps(&odd79[(int)(t6 + 48L)], t77);
        t6 += 64L;
        __m512i t78 = _mm512_add_epi32(t5, _mm512_set1_epi32(1));
        __m512i t79 = t78;
        __m512i t80 = _mm512_sub_epi32(t79, _mm512_set1_epi32(11));
        __m512i t81 = _mm512_min_epu32(t79, t80);
        t5 = t81;
    } while (t6 < 64L);
    __m512i t82 = _mm512_set1_epi32(15);
    __mmask16 t83 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t82, _MM_CMPINT_LT);
    __m512i t84 = _mm512_set1_epi32(1);
    __m512i t85 = _mm512_add_epi32(t84, _mm512_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2, 7, 1, 6, 0, 5, 10, 4, 9));
    __m512i t86 = t85;
    __m512i t87 = _mm512_sub_epi32(t86, _mm512_set1_epi32(11));
    __m512i t88 = _mm512_min_epu32(t86, t87);
    __m512i t89 = t88;
    __m512 t90 = _mm512_cvtepi32_ps(t89);
    __m512 t91 = _mm512_sub_ps(t90, _mm512_set1_ps(5.0f));
    _mm512_mask_storeu_ps(&odd79[64], t83, t91);
    for (int i_1 = 79; i_1 < 79; i_1++) {
        odd79[i_1] = (float)(i_1 * 5 % 11) - 5.0f;
    }
    evens_of_known_array();
    evens_of_short_array();
    unsigned long t92 = (_mm256_zeroupper(), hash_bytes((const void *)from79, 160UL));
    printf("known %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)from80, 160UL)), (unsigned long long)t92);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t93 = 1;
        } else {
            t93 = 0;
            n = n_1;
        }
        if (!t93) {
            return 0;
        }
        short *s1 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        int t94 = 2 * n;
        short *s2 = (short *)(_mm256_zeroupper(), new_array(t94, 2UL));
        unsigned char *g = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        int t95 = 4 * n;
        unsigned char *rgba = (unsigned char *)(_mm256_zeroupper(), new_array(t95, 1UL));
        double *d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t96 = 3 * n;
        double *d3 = (double *)(_mm256_zeroupper(), new_array(t96, 8UL));
        float *f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *f4 = (float *)(_mm256_zeroupper(), new_array(t95, 4UL));
        float *f3 = (float *)(_mm256_zeroupper(), new_array(t96, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *z = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long long *l1 = (long long *)(_mm256_zeroupper(), new_array(t94, 8UL));
        long long *l2 = (long long *)(_mm256_zeroupper(), new_array(t94, 8UL));
        unsigned int *q = (unsigned int *)(_mm256_zeroupper(), new_array(t95, 4UL));
        int *p = (int *)(_mm256_zeroupper(), new_array(t94, 4UL));
        for (int fill_idx = 0; fill_idx < t94; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t95; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t96; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t95; fill_idx_3++) {
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
        for (int fill_idx_7 = 0; fill_idx_7 < t94; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t95; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t94; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        (_mm256_zeroupper(), swap_pairs(n, p));
        unsigned int t97 = sum_quads(n, q);
        unsigned long t98 = (unsigned long)t94;
        unsigned long t99 = (_mm256_zeroupper(), hash_bytes((const void *)p, t98 * 4UL));
        unsigned long t100 = (_mm256_zeroupper(), hash_bytes((const void *)l1, t98 * 8UL));
        unsigned long t101 = (_mm256_zeroupper(), hash_bytes((const void *)f3, (unsigned long)t96 * 4UL));
        unsigned long t102 = (unsigned long)n;
        unsigned long t103 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t102 * 4UL));
        unsigned long t104 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t102 * 8UL));
        unsigned long t105 = (_mm256_zeroupper(), hash_bytes((const void *)g, t102 * 1UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s1, t102 * 2UL)), (unsigned long long)t105, (unsigned long long)t104, (unsigned long long)t103, (unsigned long long)t101, (unsigned long long)t100, (unsigned long long)t99, t97);
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
