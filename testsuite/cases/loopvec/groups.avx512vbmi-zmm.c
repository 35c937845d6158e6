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
    long t1;
    long t2;
    long t3;
    int t4;
    const short *t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    int i;
    t2 = (long)n - 1L;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = b + (2 * t4 + 1);
            t6 = _mm512_loadu_si512(t5);
            t7 = _mm512_loadu_si512(t5 + 32);
            t8 = (__m512i)__builtin_shufflevector((vcc_v32_short)t6, (vcc_v32_short)t7, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            _mm512_storeu_si512(a + t4, t8);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m128i t25;
    int i;
    int t26;
    t2 = (long)n - 1L;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = rgba + 4 * t4;
            t6 = _mm_loadu_si128((const __m128i *)t5);
            t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            t9 = _mm_loadu_si128((const __m128i *)(t5 + 48));
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            t15 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t14, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            t16 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            t17 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t16, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            t18 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t17, (vcc_v16_uchar)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            t19 = _mm512_cvtepu8_epi32(t12);
            t20 = _mm512_cvtepu8_epi32(t15);
            t21 = _mm512_add_epi32(t19, t20);
            t22 = _mm512_cvtepu8_epi32(t18);
            t23 = _mm512_add_epi32(t21, t22);
            t24 = (__m512i)((vcc_v16_int)t23 / (vcc_v16_int)_mm512_set1_epi32((int)3));
            t25 = _mm512_cvtepi32_epi8(t24);
            _mm_storeu_si128((__m128i *)(grey + t4), t25);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t26 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t26] + (int)rgba[t26 + 1] + (int)rgba[t26 + 2]) / 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void triple_norm(int n, double *restrict out, const double *restrict v) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const double *t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    __m512d t19;
    __m512d t20;
    int t21;
    const double *t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    __m512d t26;
    __m512d t27;
    __m512d t28;
    __m512d t29;
    __m512d t30;
    __m512d t31;
    __m512d t32;
    __m512d t33;
    __m512d t34;
    __m512d t35;
    __m512d t36;
    int t37;
    long t38;
    long t39;
    int t40;
    const double *t41;
    __m512d t42;
    __m512d t43;
    __m512d t44;
    __m512d t45;
    __m512d t46;
    __m512d t47;
    __m512d t48;
    __m512d t49;
    __m512d t50;
    __m512d t51;
    __m512d t52;
    __m512d t53;
    __m512d t54;
    __m512d t55;
    int i;
    int t56;
    double t57;
    double t58;
    double t59;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = v + 3 * t5;
            t7 = _mm512_loadu_pd(t6);
            t8 = _mm512_loadu_pd(t6 + 8);
            t9 = _mm512_loadu_pd(t6 + 16);
            t10 = (__m512d)__builtin_shufflevector((vcc_v8_double)t7, (vcc_v8_double)t8, 0, 3, 6, 9, 12, 15, 0, 0);
            t11 = (__m512d)__builtin_shufflevector((vcc_v8_double)t10, (vcc_v8_double)t9, 0, 1, 2, 3, 4, 5, 10, 13);
            t12 = (__m512d)__builtin_shufflevector((vcc_v8_double)t7, (vcc_v8_double)t8, 1, 4, 7, 10, 13, 0, 0, 0);
            t13 = (__m512d)__builtin_shufflevector((vcc_v8_double)t12, (vcc_v8_double)t9, 0, 1, 2, 3, 4, 8, 11, 14);
            t14 = (__m512d)__builtin_shufflevector((vcc_v8_double)t7, (vcc_v8_double)t8, 2, 5, 8, 11, 14, 0, 0, 0);
            t15 = (__m512d)__builtin_shufflevector((vcc_v8_double)t14, (vcc_v8_double)t9, 0, 1, 2, 3, 4, 9, 12, 15);
            t16 = _mm512_mul_pd(t11, t11);
            t17 = _mm512_mul_pd(t13, t13);
            t18 = _mm512_add_pd(t16, t17);
            t19 = _mm512_mul_pd(t15, t15);
            t20 = _mm512_add_pd(t18, t19);
            _mm512_storeu_pd(out + t5, t20);
            t21 = (int)((long)0 + (t1 + 8L));
            t22 = v + 3 * t21;
            t23 = _mm512_loadu_pd(t22);
            t24 = _mm512_loadu_pd(t22 + 8);
            t25 = _mm512_loadu_pd(t22 + 16);
            t26 = (__m512d)__builtin_shufflevector((vcc_v8_double)t23, (vcc_v8_double)t24, 0, 3, 6, 9, 12, 15, 0, 0);
            t27 = (__m512d)__builtin_shufflevector((vcc_v8_double)t26, (vcc_v8_double)t25, 0, 1, 2, 3, 4, 5, 10, 13);
            t28 = (__m512d)__builtin_shufflevector((vcc_v8_double)t23, (vcc_v8_double)t24, 1, 4, 7, 10, 13, 0, 0, 0);
            t29 = (__m512d)__builtin_shufflevector((vcc_v8_double)t28, (vcc_v8_double)t25, 0, 1, 2, 3, 4, 8, 11, 14);
            t30 = (__m512d)__builtin_shufflevector((vcc_v8_double)t23, (vcc_v8_double)t24, 2, 5, 8, 11, 14, 0, 0, 0);
            t31 = (__m512d)__builtin_shufflevector((vcc_v8_double)t30, (vcc_v8_double)t25, 0, 1, 2, 3, 4, 9, 12, 15);
            t32 = _mm512_mul_pd(t27, t27);
            t33 = _mm512_mul_pd(t29, t29);
            t34 = _mm512_add_pd(t32, t33);
            t35 = _mm512_mul_pd(t31, t31);
            t36 = _mm512_add_pd(t34, t35);
            _mm512_storeu_pd(out + t21, t36);
            t1 += 16L;
        } while (t1 < t4);
        t37 = (int)((long)0 + t4);
    } else {
        t37 = 0;
    }
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t2 = 0L;
        do {
            t40 = (int)((long)t37 + t2);
            t41 = v + 3 * t40;
            t42 = _mm512_loadu_pd(t41);
            t43 = _mm512_loadu_pd(t41 + 8);
            t44 = _mm512_loadu_pd(t41 + 16);
            t45 = (__m512d)__builtin_shufflevector((vcc_v8_double)t42, (vcc_v8_double)t43, 0, 3, 6, 9, 12, 15, 0, 0);
            t46 = (__m512d)__builtin_shufflevector((vcc_v8_double)t45, (vcc_v8_double)t44, 0, 1, 2, 3, 4, 5, 10, 13);
            t47 = (__m512d)__builtin_shufflevector((vcc_v8_double)t42, (vcc_v8_double)t43, 1, 4, 7, 10, 13, 0, 0, 0);
            t48 = (__m512d)__builtin_shufflevector((vcc_v8_double)t47, (vcc_v8_double)t44, 0, 1, 2, 3, 4, 8, 11, 14);
            t49 = (__m512d)__builtin_shufflevector((vcc_v8_double)t42, (vcc_v8_double)t43, 2, 5, 8, 11, 14, 0, 0, 0);
            t50 = (__m512d)__builtin_shufflevector((vcc_v8_double)t49, (vcc_v8_double)t44, 0, 1, 2, 3, 4, 9, 12, 15);
            t51 = _mm512_mul_pd(t46, t46);
            t52 = _mm512_mul_pd(t48, t48);
            t53 = _mm512_add_pd(t51, t52);
            t54 = _mm512_mul_pd(t50, t50);
            t55 = _mm512_add_pd(t53, t54);
            _mm512_storeu_pd(out + t40, t55);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        t56 = 3 * i;
        t57 = v[t56];
        t58 = v[t56 + 1];
        t59 = v[t56 + 2];
        out[i] = t57 * t57 + t58 * t58 + t59 * t59;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void outer_members(int n, float *restrict out, const float *restrict v) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const float *t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    int t18;
    const float *t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    int t31;
    long t32;
    long t33;
    int t34;
    const float *t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    __m512 t45;
    __m512 t46;
    int i;
    int t47;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = v + (4 * t5 + 3);
            t7 = _mm512_loadu_ps(t6 + -3);
            t8 = _mm512_loadu_ps(t6 + 13);
            t9 = _mm512_loadu_ps(t6 + 29);
            t10 = _mm512_loadu_ps(t6 + 45);
            t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t7, (vcc_v16_float)t8, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t9, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            t14 = (__m512)__builtin_shufflevector((vcc_v16_float)t7, (vcc_v16_float)t8, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t14, (vcc_v16_float)t9, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t15, (vcc_v16_float)t10, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            t17 = _mm512_sub_ps(t13, t16);
            _mm512_storeu_ps(out + t5, t17);
            t18 = (int)((long)0 + (t1 + 16L));
            t19 = v + (4 * t18 + 3);
            t20 = _mm512_loadu_ps(t19 + -3);
            t21 = _mm512_loadu_ps(t19 + 13);
            t22 = _mm512_loadu_ps(t19 + 29);
            t23 = _mm512_loadu_ps(t19 + 45);
            t24 = (__m512)__builtin_shufflevector((vcc_v16_float)t20, (vcc_v16_float)t21, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t24, (vcc_v16_float)t22, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            t26 = (__m512)__builtin_shufflevector((vcc_v16_float)t25, (vcc_v16_float)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            t27 = (__m512)__builtin_shufflevector((vcc_v16_float)t20, (vcc_v16_float)t21, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            t28 = (__m512)__builtin_shufflevector((vcc_v16_float)t27, (vcc_v16_float)t22, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            t29 = (__m512)__builtin_shufflevector((vcc_v16_float)t28, (vcc_v16_float)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            t30 = _mm512_sub_ps(t26, t29);
            _mm512_storeu_ps(out + t18, t30);
            t1 += 32L;
        } while (t1 < t4);
        t31 = (int)((long)0 + t4);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 16L) {
        t33 = t32 & -16L;
        t2 = 0L;
        do {
            t34 = (int)((long)t31 + t2);
            t35 = v + (4 * t34 + 3);
            t36 = _mm512_loadu_ps(t35 + -3);
            t37 = _mm512_loadu_ps(t35 + 13);
            t38 = _mm512_loadu_ps(t35 + 29);
            t39 = _mm512_loadu_ps(t35 + 45);
            t40 = (__m512)__builtin_shufflevector((vcc_v16_float)t36, (vcc_v16_float)t37, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            t41 = (__m512)__builtin_shufflevector((vcc_v16_float)t40, (vcc_v16_float)t38, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            t42 = (__m512)__builtin_shufflevector((vcc_v16_float)t41, (vcc_v16_float)t39, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            t43 = (__m512)__builtin_shufflevector((vcc_v16_float)t36, (vcc_v16_float)t37, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            t44 = (__m512)__builtin_shufflevector((vcc_v16_float)t43, (vcc_v16_float)t38, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            t45 = (__m512)__builtin_shufflevector((vcc_v16_float)t44, (vcc_v16_float)t39, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            t46 = _mm512_sub_ps(t42, t45);
            _mm512_storeu_ps(out + t34, t46);
            t2 += 16L;
        } while (t2 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t47 = 4 * i;
        out[i] = v[t47 + 3] - v[t47];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    float *t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    int i;
    int t18;
    long t19;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = (long)t4;
            t6 = _mm512_loadu_ps(x + t5);
            t7 = _mm512_loadu_ps(y + t5);
            t8 = _mm512_mul_ps(t7, _mm512_set1_ps(2.0f));
            t9 = out + (3 * t4 + 2);
            t10 = _mm512_loadu_ps(z + t5);
            t11 = _mm512_add_ps(t10, _mm512_set1_ps(1.0f));
            t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t8, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t11, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            _mm512_storeu_ps(t9 + -2, t13);
            t14 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t8, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t14, (vcc_v16_float)t11, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            _mm512_storeu_ps(t9 + 14, t15);
            t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t8, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            t17 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t11, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            _mm512_storeu_ps(t9 + 30, t17);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t18 = 3 * i;
        t19 = (long)i;
        out[t18] = x[t19];
        out[t18 + 1] = y[t19] * 2.0f;
        out[t18 + 2] = z[t19] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const long long *t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    long long *t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    int t16;
    const long long *t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    long long *t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    int t27;
    long t28;
    long t29;
    int t30;
    const long long *t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    long long *t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    int i;
    int t41;
    long t42;
    long long lo;
    long t43;
    long long hi;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = 2 * (int)((long)0 + t1);
            t6 = in + t5;
            t7 = _mm512_loadu_si512(t6);
            t8 = _mm512_loadu_si512(t6 + 8);
            t9 = _mm512_permutex2var_epi64(t7, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t8);
            t10 = _mm512_permutex2var_epi64(t7, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t8);
            t11 = _mm512_add_epi64(t10, _mm512_set1_epi64((long long)1LL));
            t12 = out + (t5 + 1);
            t13 = _mm512_sub_epi64(t9, t10);
            t14 = _mm512_permutex2var_epi64(t11, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t13);
            _mm512_storeu_si512(t12 + -1, t14);
            t15 = _mm512_permutex2var_epi64(t11, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t13);
            _mm512_storeu_si512(t12 + 7, t15);
            t16 = 2 * (int)((long)0 + (t1 + 8L));
            t17 = in + t16;
            t18 = _mm512_loadu_si512(t17);
            t19 = _mm512_loadu_si512(t17 + 8);
            t20 = _mm512_permutex2var_epi64(t18, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t19);
            t21 = _mm512_permutex2var_epi64(t18, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t19);
            t22 = _mm512_add_epi64(t21, _mm512_set1_epi64((long long)1LL));
            t23 = out + (t16 + 1);
            t24 = _mm512_sub_epi64(t20, t21);
            t25 = _mm512_permutex2var_epi64(t22, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t24);
            _mm512_storeu_si512(t23 + -1, t25);
            t26 = _mm512_permutex2var_epi64(t22, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t24);
            _mm512_storeu_si512(t23 + 7, t26);
            t1 += 16L;
        } while (t1 < t4);
        t27 = (int)((long)0 + t4);
    } else {
        t27 = 0;
    }
    t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        t29 = t28 & -8L;
        t2 = 0L;
        do {
            t30 = 2 * (int)((long)t27 + t2);
            t31 = in + t30;
            t32 = _mm512_loadu_si512(t31);
            t33 = _mm512_loadu_si512(t31 + 8);
            t34 = _mm512_permutex2var_epi64(t32, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), t33);
            t35 = _mm512_permutex2var_epi64(t32, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), t33);
            t36 = _mm512_add_epi64(t35, _mm512_set1_epi64((long long)1LL));
            t37 = out + (t30 + 1);
            t38 = _mm512_sub_epi64(t34, t35);
            t39 = _mm512_permutex2var_epi64(t36, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t38);
            _mm512_storeu_si512(t37 + -1, t39);
            t40 = _mm512_permutex2var_epi64(t36, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t38);
            _mm512_storeu_si512(t37 + 7, t40);
            t2 += 8L;
        } while (t2 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        t41 = 2 * i;
        t42 = (long)t41;
        lo = in[t42];
        t43 = (long)(t41 + 1);
        hi = in[t43];
        out[t42] = hi + 1LL;
        out[t43] = lo - hi;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned sum_quads(int n, const unsigned *q) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    unsigned int s;
    long t3;
    long t4;
    const unsigned int *t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int i;
    int t25;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = q + 4 * (int)((long)0 + t1);
            t6 = _mm512_loadu_si512(t5);
            t7 = _mm512_loadu_si512(t5 + 16);
            t8 = _mm512_loadu_si512(t5 + 32);
            t9 = _mm512_loadu_si512(t5 + 48);
            t10 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t6, (vcc_v16_uint)t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            t11 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t10, (vcc_v16_uint)t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            t12 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t11, (vcc_v16_uint)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            t13 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t6, (vcc_v16_uint)t7, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            t14 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t13, (vcc_v16_uint)t8, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            t15 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t14, (vcc_v16_uint)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            t16 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t6, (vcc_v16_uint)t7, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            t17 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t16, (vcc_v16_uint)t8, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            t18 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t17, (vcc_v16_uint)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            t19 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t6, (vcc_v16_uint)t7, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            t20 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t19, (vcc_v16_uint)t8, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            t21 = (__m512i)__builtin_shufflevector((vcc_v16_uint)t20, (vcc_v16_uint)t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            t22 = _mm512_xor_si512(t12, t15);
            t23 = _mm512_xor_si512(t22, t18);
            t24 = _mm512_xor_si512(t23, t21);
            t2 = _mm512_add_epi32(t2, t24);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)((long)0 + t4);
        s = 0U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        i = 0;
        s = 0U;
    }
    for (; i < n; i++) {
        t25 = 4 * i;
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
    long t1;
    long t2;
    long t3;
    int t4;
    float *t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    int t10;
    float *t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    int t16;
    float *t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    int t22;
    float *t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    int t28;
    long t29;
    long t30;
    int t31;
    float *t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    int i;
    if (40L >= 32L) {
        t3 = 40L & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = &even80[2 * t4];
            t6 = _mm256_loadu_ps(t5);
            t7 = _mm256_loadu_ps(t5 + 8);
            t8 = _mm256_permutex2var_ps(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t7);
            t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t4], t9);
            t10 = (int)((long)0 + (t1 + 8L));
            t11 = &even80[2 * t10];
            t12 = _mm256_loadu_ps(t11);
            t13 = _mm256_loadu_ps(t11 + 8);
            t14 = _mm256_permutex2var_ps(t12, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t13);
            t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t10], t15);
            t16 = (int)((long)0 + (t1 + 16L));
            t17 = &even80[2 * t16];
            t18 = _mm256_loadu_ps(t17);
            t19 = _mm256_loadu_ps(t17 + 8);
            t20 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t19);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t16], t21);
            t22 = (int)((long)0 + (t1 + 24L));
            t23 = &even80[2 * t22];
            t24 = _mm256_loadu_ps(t23);
            t25 = _mm256_loadu_ps(t23 + 8);
            t26 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t25);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t22], t27);
            t1 += 32L;
        } while (t1 < t3);
        t28 = (int)((long)0 + t3);
    } else {
        t28 = 0;
    }
    t29 = (long)t28 * -1L + 40L - 1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t2 = 0L;
        do {
            t31 = (int)((long)t28 + t2);
            t32 = &even80[2 * t31];
            t33 = _mm256_loadu_ps(t32);
            t34 = _mm256_loadu_ps(t32 + 8);
            t35 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t34);
            t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&from80[t31], t36);
            t2 += 8L;
        } while (t2 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < 40; i++) {
        from80[i] = even80[2 * i] * 0.5f;
    }
}

static __typeof__(odd79) odd79 __attribute__((aligned(32)));
static __typeof__(from79) from79 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void evens_of_short_array(void) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    float *t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    int t11;
    float *t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    int t17;
    float *t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    int t23;
    float *t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    long t31;
    int t32;
    float *t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    int i;
    t3 = 40L - 1L;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = &odd79[2 * t5];
            t7 = _mm256_loadu_ps(t6);
            t8 = _mm256_loadu_ps(t6 + 8);
            t9 = _mm256_permutex2var_ps(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t8);
            t10 = _mm256_add_ps(t9, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t5], t10);
            t11 = (int)((long)0 + (t1 + 8L));
            t12 = &odd79[2 * t11];
            t13 = _mm256_loadu_ps(t12);
            t14 = _mm256_loadu_ps(t12 + 8);
            t15 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t14);
            t16 = _mm256_add_ps(t15, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t11], t16);
            t17 = (int)((long)0 + (t1 + 16L));
            t18 = &odd79[2 * t17];
            t19 = _mm256_loadu_ps(t18);
            t20 = _mm256_loadu_ps(t18 + 8);
            t21 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t20);
            t22 = _mm256_add_ps(t21, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t17], t22);
            t23 = (int)((long)0 + (t1 + 24L));
            t24 = &odd79[2 * t23];
            t25 = _mm256_loadu_ps(t24);
            t26 = _mm256_loadu_ps(t24 + 8);
            t27 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t26);
            t28 = _mm256_add_ps(t27, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t23], t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)t29 * -1L + 40L - 1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t2 = 0L;
        do {
            t32 = (int)((long)t29 + t2);
            t33 = &odd79[2 * t32];
            t34 = _mm256_loadu_ps(t33);
            t35 = _mm256_loadu_ps(t33 + 8);
            t36 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t35);
            t37 = _mm256_add_ps(t36, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(&from79[t32], t37);
            t2 += 8L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    int n;
    int t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512 t15;
    __m512 t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512 t22;
    __m512 t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512 t29;
    __m512 t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512 t36;
    __m512 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    int t42;
    long t43;
    int t44;
    long t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512 t51;
    __m512 t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    int i;
    int t57;
    long t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512 t64;
    __m512 t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512 t71;
    __m512 t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512 t78;
    __m512 t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    __m512 t85;
    __m512 t86;
    __m512i t87;
    __m512i t88;
    __m512i t89;
    __m512i t90;
    int t91;
    long t92;
    int t93;
    __m512i t94;
    __mmask16 t95;
    __m512i t96;
    __m512i t97;
    __m512i t98;
    __m512i t99;
    __m512i t100;
    long t101;
    __m512 t102;
    __m512 t103;
    int i_1;
    unsigned long t104;
    int count_idx;
    int n_1;
    int t105;
    short *s1;
    int t106;
    short *s2;
    unsigned char *g;
    int t107;
    unsigned char *rgba;
    double *d1;
    int t108;
    double *d3;
    float *f1;
    float *f4;
    float *f3;
    float *x;
    float *y;
    float *z;
    long long *l1;
    long long *l2;
    unsigned int *q;
    int *p;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    int fill_idx_9;
    unsigned int t109;
    unsigned long t110;
    unsigned long t111;
    unsigned long t112;
    unsigned long t113;
    unsigned long t114;
    unsigned long t115;
    unsigned long t116;
    unsigned long t117;
    t8 = (int)((unsigned int)0 * (unsigned int)7);
    if ((80L >= 64L) & (t8 >= 0)) {
        t9 = 80L & -64L;
        t10 = _mm512_set1_epi32((int)(t8 % 13));
        t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
        t12 = t11;
        t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)13));
        t14 = _mm512_min_epu32(t12, t13);
        t1 = t14;
        t2 = 0L;
        do {
            t15 = _mm512_cvtepi32_ps(t1);
            t16 = _mm512_sub_ps(t15, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&even80[(int)((long)0 + t2)], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)8));
            t18 = t17;
            t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32((int)13));
            t20 = _mm512_min_epu32(t18, t19);
            t21 = t20;
            t22 = _mm512_cvtepi32_ps(t21);
            t23 = _mm512_sub_ps(t22, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&even80[(int)((long)0 + (t2 + 16L))], t23);
            t24 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)3));
            t25 = t24;
            t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32((int)13));
            t27 = _mm512_min_epu32(t25, t26);
            t28 = t27;
            t29 = _mm512_cvtepi32_ps(t28);
            t30 = _mm512_sub_ps(t29, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&even80[(int)((long)0 + (t2 + 32L))], t30);
            t31 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)11));
            t32 = t31;
            t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32((int)13));
            t34 = _mm512_min_epu32(t32, t33);
            t35 = t34;
            t36 = _mm512_cvtepi32_ps(t35);
            t37 = _mm512_sub_ps(t36, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&even80[(int)((long)0 + (t2 + 48L))], t37);
            t2 += 64L;
            t38 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)6));
            t39 = t38;
            t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32((int)13));
            t41 = _mm512_min_epu32(t39, t40);
            t1 = t41;
        } while (t2 < t9);
        t42 = (int)((long)0 + t9);
    } else {
        t42 = 0;
    }
    t43 = (long)t42 * -1L + 80L;
    t44 = (int)((unsigned int)t42 * (unsigned int)7);
    if ((t43 >= 16L) & (t44 >= 0)) {
        t45 = t43 & -16L;
        t46 = _mm512_set1_epi32((int)(t44 % 13));
        t47 = _mm512_add_epi32(t46, _mm512_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10, 4, 11, 5, 12, 6, 0, 7, 1));
        t48 = t47;
        t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32((int)13));
        t50 = _mm512_min_epu32(t48, t49);
        t3 = t50;
        t4 = 0L;
        do {
            t51 = _mm512_cvtepi32_ps(t3);
            t52 = _mm512_sub_ps(t51, _mm512_set1_ps(6.0f));
            _mm512_storeu_ps(&even80[(int)((long)t42 + t4)], t52);
            t4 += 16L;
            t53 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)8));
            t54 = t53;
            t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32((int)13));
            t56 = _mm512_min_epu32(t54, t55);
            t3 = t56;
        } while (t4 < t45);
        i = (int)((long)t42 + t45);
    } else {
        i = t42;
    }
    for (; i < 80; i++) {
        even80[i] = (float)(i * 7 % 13) - 6.0f;
    }
    t57 = (int)((unsigned int)0 * (unsigned int)5);
    if ((79L >= 64L) & (t57 >= 0)) {
        t58 = 79L & -64L;
        t59 = _mm512_set1_epi32((int)(t57 % 11));
        t60 = _mm512_add_epi32(t59, _mm512_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2, 7, 1, 6, 0, 5, 10, 4, 9));
        t61 = t60;
        t62 = _mm512_sub_epi32(t61, _mm512_set1_epi32((int)11));
        t63 = _mm512_min_epu32(t61, t62);
        t5 = t63;
        t6 = 0L;
        do {
            t64 = _mm512_cvtepi32_ps(t5);
            t65 = _mm512_sub_ps(t64, _mm512_set1_ps(5.0f));
            _mm512_storeu_ps(&odd79[(int)((long)0 + t6)], t65);
            t66 = _mm512_add_epi32(t5, _mm512_set1_epi32((int)3));
            t67 = t66;
            t68 = _mm512_sub_epi32(t67, _mm512_set1_epi32((int)11));
            t69 = _mm512_min_epu32(t67, t68);
            t70 = t69;
            t71 = _mm512_cvtepi32_ps(t70);
            t72 = _mm512_sub_ps(t71, _mm512_set1_ps(5.0f));
            _mm512_storeu_ps(&odd79[(int)((long)0 + (t6 + 16L))], t72);
            t73 = _mm512_add_epi32(t5, _mm512_set1_epi32((int)6));
            t74 = t73;
            t75 = _mm512_sub_epi32(t74, _mm512_set1_epi32((int)11));
            t76 = _mm512_min_epu32(t74, t75);
            t77 = t76;
            t78 = _mm512_cvtepi32_ps(t77);
            t79 = _mm512_sub_ps(t78, _mm512_set1_ps(5.0f));
            _mm512_storeu_ps(&odd79[(int)((long)0 + (t6 + 32L))], t79);
            t80 = _mm512_add_epi32(t5, _mm512_set1_epi32((int)9));
            t81 = t80;
            t82 = _mm512_sub_epi32(t81, _mm512_set1_epi32((int)11));
            t83 = _mm512_min_epu32(t81, t82);
            t84 = t83;
            t85 = _mm512_cvtepi32_ps(t84);
            t86 = _mm512_sub_ps(t85, _mm512_set1_ps(5.0f));
            _mm512_storeu_ps(&odd79[(int)((long)0 + (t6 + 48L))], t86);
            t6 += 64L;
            t87 = _mm512_add_epi32(t5, _mm512_set1_epi32((int)1));
            t88 = t87;
            t89 = _mm512_sub_epi32(t88, _mm512_set1_epi32((int)11));
            t90 = _mm512_min_epu32(t88, t89);
            t5 = t90;
        } while (t6 < t58);
        t91 = (int)((long)0 + t58);
    } else {
        t91 = 0;
    }
    t92 = (long)t91 * -1L + 79L;
    t93 = (int)((unsigned int)t91 * (unsigned int)5);
    if ((t92 >= 1L) & (t92 <= 16L) & (t93 >= 0)) {
        t94 = _mm512_set1_epi32((int)(int)t92);
        t95 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t94, _MM_CMPINT_LT);
        t96 = _mm512_set1_epi32((int)(t93 % 11));
        t97 = _mm512_add_epi32(t96, _mm512_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2, 7, 1, 6, 0, 5, 10, 4, 9));
        t98 = t97;
        t99 = _mm512_sub_epi32(t98, _mm512_set1_epi32((int)11));
        t100 = _mm512_min_epu32(t98, t99);
        t7 = t100;
        t101 = 0L;
        t102 = _mm512_cvtepi32_ps(t7);
        t103 = _mm512_sub_ps(t102, _mm512_set1_ps(5.0f));
        _mm512_mask_storeu_ps(&odd79[(int)((long)t91 + t101)], t95, t103);
        i_1 = (int)((long)t91 + t92);
    } else {
        i_1 = t91;
    }
    for (; i_1 < 79; i_1++) {
        odd79[i_1] = (float)(i_1 * 5 % 11) - 5.0f;
    }
    (_mm256_zeroupper(), evens_of_known_array());
    (_mm256_zeroupper(), evens_of_short_array());
    t104 = (_mm256_zeroupper(), hash_bytes((const void *)from79, 160UL));
    printf("known %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)from80, 160UL)), (unsigned long long)t104);
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t105 = 1;
        } else {
            t105 = 0;
            n = n_1;
        }
        if (!t105) {
            return 0;
        }
        s1 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        t106 = 2 * n;
        s2 = (short *)(_mm256_zeroupper(), new_array(t106, 2UL));
        g = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        t107 = 4 * n;
        rgba = (unsigned char *)(_mm256_zeroupper(), new_array(t107, 1UL));
        d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        t108 = 3 * n;
        d3 = (double *)(_mm256_zeroupper(), new_array(t108, 8UL));
        f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        f4 = (float *)(_mm256_zeroupper(), new_array(t107, 4UL));
        f3 = (float *)(_mm256_zeroupper(), new_array(t108, 4UL));
        x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        z = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        l1 = (long long *)(_mm256_zeroupper(), new_array(t106, 8UL));
        l2 = (long long *)(_mm256_zeroupper(), new_array(t106, 8UL));
        q = (unsigned int *)(_mm256_zeroupper(), new_array(t107, 4UL));
        p = (int *)(_mm256_zeroupper(), new_array(t106, 4UL));
        for (fill_idx = 0; fill_idx < t106; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < t107; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < t108; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < t107; fill_idx_3++) {
            f4[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            x[fill_idx_4] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            y[fill_idx_5] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            z[fill_idx_6] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < t106; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < t107; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 1073741824U));
        }
        for (fill_idx_9 = 0; fill_idx_9 < t106; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        (_mm256_zeroupper(), second_of_pair(n, s1, s2));
        (_mm256_zeroupper(), rgba_to_grey(n, g, rgba));
        (_mm256_zeroupper(), triple_norm(n, d1, d3));
        (_mm256_zeroupper(), outer_members(n, f1, f4));
        (_mm256_zeroupper(), pack3(n, f3, x, y, z));
        (_mm256_zeroupper(), split_join_long(n, l1, l2));
        (_mm256_zeroupper(), swap_pairs(n, p));
        t109 = (_mm256_zeroupper(), sum_quads(n, q));
        t110 = (unsigned long)t106;
        t111 = (_mm256_zeroupper(), hash_bytes((const void *)p, t110 * 4UL));
        t112 = (_mm256_zeroupper(), hash_bytes((const void *)l1, t110 * 8UL));
        t113 = (_mm256_zeroupper(), hash_bytes((const void *)f3, (unsigned long)t108 * 4UL));
        t114 = (unsigned long)n;
        t115 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t114 * 4UL));
        t116 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t114 * 8UL));
        t117 = (_mm256_zeroupper(), hash_bytes((const void *)g, t114 * 1UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s1, t114 * 2UL)), (unsigned long long)t117, (unsigned long long)t116, (unsigned long long)t115, (unsigned long long)t113, (unsigned long long)t112, (unsigned long long)t111, t109);
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
