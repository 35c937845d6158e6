/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 9 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
__attribute__((target("avx2"))) void second_of_pair(int n, short *restrict a, const short *restrict b) {
    int t15;
    int i;
    long t3 = (long)n - 1L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const short *t6 = b + (2 * t5 + 1);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(t6 + 16));
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v16_short)t7, (vcc_v16_short)t8, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            _mm256_storeu_si256((__m256i *)(a + t5), t9);
            int t10 = (int)(t1 + 16L);
            const short *t11 = b + (2 * t10 + 1);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(t11 + 16));
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v16_short)t12, (vcc_v16_short)t13, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            _mm256_storeu_si256((__m256i *)(a + t10), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L - 1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            int t18 = (int)((long)t15 + t2);
            const short *t19 = b + (2 * t18 + 1);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)t19);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(t19 + 16));
            __m256i t22 = (__m256i)__builtin_shufflevector((vcc_v16_short)t20, (vcc_v16_short)t21, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            _mm256_storeu_si256((__m256i *)(a + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

__attribute__((target("avx2"))) void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
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
            vcc_v16_int t19 = ({ __m128i vcc_h0 = t12; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t20 = ({ __m128i vcc_h0 = t15; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t21 = t19 + t20;
            vcc_v16_int t22 = ({ __m128i vcc_h0 = t18; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t23 = t21 + t22;
            vcc_v16_int t24 = t23 / (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            __m128i t25 = (__m128i)__builtin_convertvector(__builtin_convertvector(t24, vcc_v16_short), vcc_v16_uchar);
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

__attribute__((target("avx2"))) void triple_norm(int n, double *restrict out, const double *restrict v) {
    int t69;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const double *t6 = v + 3 * t5;
            __m256d t7 = _mm256_loadu_pd(t6);
            __m256d t8 = _mm256_loadu_pd(t6 + 4);
            __m256d t9 = _mm256_loadu_pd(t6 + 8);
            __m256d t10 = (__m256d)__builtin_shufflevector((vcc_v4_double)t7, (vcc_v4_double)t8, 0, 3, 6, 0);
            __m256d t11 = (__m256d)__builtin_shufflevector((vcc_v4_double)t10, (vcc_v4_double)t9, 0, 1, 2, 5);
            __m256d t12 = (__m256d)__builtin_shufflevector((vcc_v4_double)t7, (vcc_v4_double)t8, 1, 4, 7, 0);
            __m256d t13 = (__m256d)__builtin_shufflevector((vcc_v4_double)t12, (vcc_v4_double)t9, 0, 1, 2, 6);
            __m256d t14 = (__m256d)__builtin_shufflevector((vcc_v4_double)t7, (vcc_v4_double)t8, 2, 5, 0, 0);
            __m256d t15 = (__m256d)__builtin_shufflevector((vcc_v4_double)t14, (vcc_v4_double)t9, 0, 1, 4, 7);
            __m256d t16 = _mm256_mul_pd(t11, t11);
            __m256d t17 = _mm256_mul_pd(t13, t13);
            __m256d t18 = _mm256_add_pd(t16, t17);
            __m256d t19 = _mm256_mul_pd(t15, t15);
            __m256d t20 = _mm256_add_pd(t18, t19);
            _mm256_storeu_pd(out + t5, t20);
            int t21 = (int)(t1 + 4L);
            const double *t22 = v + 3 * t21;
            __m256d t23 = _mm256_loadu_pd(t22);
            __m256d t24 = _mm256_loadu_pd(t22 + 4);
            __m256d t25 = _mm256_loadu_pd(t22 + 8);
            __m256d t26 = (__m256d)__builtin_shufflevector((vcc_v4_double)t23, (vcc_v4_double)t24, 0, 3, 6, 0);
            __m256d t27 = (__m256d)__builtin_shufflevector((vcc_v4_double)t26, (vcc_v4_double)t25, 0, 1, 2, 5);
            __m256d t28 = (__m256d)__builtin_shufflevector((vcc_v4_double)t23, (vcc_v4_double)t24, 1, 4, 7, 0);
            __m256d t29 = (__m256d)__builtin_shufflevector((vcc_v4_double)t28, (vcc_v4_double)t25, 0, 1, 2, 6);
            __m256d t30 = (__m256d)__builtin_shufflevector((vcc_v4_double)t23, (vcc_v4_double)t24, 2, 5, 0, 0);
            __m256d t31 = (__m256d)__builtin_shufflevector((vcc_v4_double)t30, (vcc_v4_double)t25, 0, 1, 4, 7);
            __m256d t32 = _mm256_mul_pd(t27, t27);
            __m256d t33 = _mm256_mul_pd(t29, t29);
            __m256d t34 = _mm256_add_pd(t32, t33);
            __m256d t35 = _mm256_mul_pd(t31, t31);
            __m256d t36 = _mm256_add_pd(t34, t35);
            _mm256_storeu_pd(out + t21, t36);
            int t37 = (int)(t1 + 8L);
            const double *t38 = v + 3 * t37;
            __m256d t39 = _mm256_loadu_pd(t38);
            __m256d t40 = _mm256_loadu_pd(t38 + 4);
            __m256d t41 = _mm256_loadu_pd(t38 + 8);
            __m256d t42 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 0, 3, 6, 0);
            __m256d t43 = (__m256d)__builtin_shufflevector((vcc_v4_double)t42, (vcc_v4_double)t41, 0, 1, 2, 5);
            __m256d t44 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 1, 4, 7, 0);
            __m256d t45 = (__m256d)__builtin_shufflevector((vcc_v4_double)t44, (vcc_v4_double)t41, 0, 1, 2, 6);
            __m256d t46 = (__m256d)__builtin_shufflevector((vcc_v4_double)t39, (vcc_v4_double)t40, 2, 5, 0, 0);
            __m256d t47 = (__m256d)__builtin_shufflevector((vcc_v4_double)t46, (vcc_v4_double)t41, 0, 1, 4, 7);
            __m256d t48 = _mm256_mul_pd(t43, t43);
            __m256d t49 = _mm256_mul_pd(t45, t45);
            __m256d t50 = _mm256_add_pd(t48, t49);
            __m256d t51 = _mm256_mul_pd(t47, t47);
            __m256d t52 = _mm256_add_pd(t50, t51);
            _mm256_storeu_pd(out + t37, t52);
            int t53 = (int)(t1 + 12L);
            const double *t54 = v + 3 * t53;
            __m256d t55 = _mm256_loadu_pd(t54);
            __m256d t56 = _mm256_loadu_pd(t54 + 4);
            __m256d t57 = _mm256_loadu_pd(t54 + 8);
            __m256d t58 = (__m256d)__builtin_shufflevector((vcc_v4_double)t55, (vcc_v4_double)t56, 0, 3, 6, 0);
            __m256d t59 = (__m256d)__builtin_shufflevector((vcc_v4_double)t58, (vcc_v4_double)t57, 0, 1, 2, 5);
            __m256d t60 = (__m256d)__builtin_shufflevector((vcc_v4_double)t55, (vcc_v4_double)t56, 1, 4, 7, 0);
            __m256d t61 = (__m256d)__builtin_shufflevector((vcc_v4_double)t60, (vcc_v4_double)t57, 0, 1, 2, 6);
            __m256d t62 = (__m256d)__builtin_shufflevector((vcc_v4_double)t55, (vcc_v4_double)t56, 2, 5, 0, 0);
            __m256d t63 = (__m256d)__builtin_shufflevector((vcc_v4_double)t62, (vcc_v4_double)t57, 0, 1, 4, 7);
            __m256d t64 = _mm256_mul_pd(t59, t59);
            __m256d t65 = _mm256_mul_pd(t61, t61);
            __m256d t66 = _mm256_add_pd(t64, t65);
            __m256d t67 = _mm256_mul_pd(t63, t63);
            __m256d t68 = _mm256_add_pd(t66, t67);
            _mm256_storeu_pd(out + t53, t68);
            t1 += 16L;
        } while (t1 < t4);
        t69 = (int)t4;
    } else {
        t69 = 0;
    }
    long t70 = (long)n + (long)t69 * -1L;
    if (t70 >= 4L) {
        long t71 = t70 & -4L;
        long t2 = 0L;
        do {
            int t72 = (int)((long)t69 + t2);
            const double *t73 = v + 3 * t72;
            __m256d t74 = _mm256_loadu_pd(t73);
            __m256d t75 = _mm256_loadu_pd(t73 + 4);
            __m256d t76 = _mm256_loadu_pd(t73 + 8);
            __m256d t77 = (__m256d)__builtin_shufflevector((vcc_v4_double)t74, (vcc_v4_double)t75, 0, 3, 6, 0);
            __m256d t78 = (__m256d)__builtin_shufflevector((vcc_v4_double)t77, (vcc_v4_double)t76, 0, 1, 2, 5);
            __m256d t79 = (__m256d)__builtin_shufflevector((vcc_v4_double)t74, (vcc_v4_double)t75, 1, 4, 7, 0);
            __m256d t80 = (__m256d)__builtin_shufflevector((vcc_v4_double)t79, (vcc_v4_double)t76, 0, 1, 2, 6);
            __m256d t81 = (__m256d)__builtin_shufflevector((vcc_v4_double)t74, (vcc_v4_double)t75, 2, 5, 0, 0);
            __m256d t82 = (__m256d)__builtin_shufflevector((vcc_v4_double)t81, (vcc_v4_double)t76, 0, 1, 4, 7);
            __m256d t83 = _mm256_mul_pd(t78, t78);
            __m256d t84 = _mm256_mul_pd(t80, t80);
            __m256d t85 = _mm256_add_pd(t83, t84);
            __m256d t86 = _mm256_mul_pd(t82, t82);
            __m256d t87 = _mm256_add_pd(t85, t86);
            _mm256_storeu_pd(out + t72, t87);
            t2 += 4L;
        } while (t2 < t71);
        i = (int)((long)t69 + t71);
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        int t88 = 3 * i;
        double t89 = v[t88];
        double t90 = v[t88 + 1];
        double t91 = v[t88 + 2];
        out[i] = t89 * t89 + t90 * t90 + t91 * t91;
    }
}

__attribute__((target("avx2"))) void outer_members(int n, float *restrict out, const float *restrict v) {
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const float *t6 = v + (4 * t5 + 3);
            __m256 t7 = _mm256_loadu_ps(t6 + -3);
            __m256 t8 = _mm256_loadu_ps(t6 + 5);
            __m256 t9 = _mm256_loadu_ps(t6 + 13);
            __m256 t10 = _mm256_loadu_ps(t6 + 21);
            __m256 t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t8, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t9, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t10, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t14 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t8, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t14, (vcc_v8_float)t9, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t10, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t17 = _mm256_sub_ps(t13, t16);
            _mm256_storeu_ps(out + t5, t17);
            int t18 = (int)(t1 + 8L);
            const float *t19 = v + (4 * t18 + 3);
            __m256 t20 = _mm256_loadu_ps(t19 + -3);
            __m256 t21 = _mm256_loadu_ps(t19 + 5);
            __m256 t22 = _mm256_loadu_ps(t19 + 13);
            __m256 t23 = _mm256_loadu_ps(t19 + 21);
            __m256 t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t21, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t24, (vcc_v8_float)t22, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t23, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t21, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t27, (vcc_v8_float)t22, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t23, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t30 = _mm256_sub_ps(t26, t29);
            _mm256_storeu_ps(out + t18, t30);
            t1 += 16L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long t2 = 0L;
        do {
            int t34 = (int)((long)t31 + t2);
            const float *t35 = v + (4 * t34 + 3);
            __m256 t36 = _mm256_loadu_ps(t35 + -3);
            __m256 t37 = _mm256_loadu_ps(t35 + 5);
            __m256 t38 = _mm256_loadu_ps(t35 + 13);
            __m256 t39 = _mm256_loadu_ps(t35 + 21);
            __m256 t40 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t37, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t41 = (__m256)__builtin_shufflevector((vcc_v8_float)t40, (vcc_v8_float)t38, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 t42 = (__m256)__builtin_shufflevector((vcc_v8_float)t41, (vcc_v8_float)t39, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t43 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t37, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t43, (vcc_v8_float)t38, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t39, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t46 = _mm256_sub_ps(t42, t45);
            _mm256_storeu_ps(out + t34, t46);
            t2 += 8L;
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

__attribute__((target("avx2"))) void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            long t6 = (long)t5;
            __m256 t7 = _mm256_loadu_ps(x + t6);
            __m256 t8 = _mm256_loadu_ps(y + t6);
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(2.0f));
            float *t10 = out + (3 * t5 + 2);
            __m256 t11 = _mm256_loadu_ps(z + t6);
            __m256 t12 = _mm256_add_ps(t11, _mm256_set1_ps(1.0f));
            __m256 t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t9, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t14 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t12, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t10 + -2, t14);
            __m256 t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t9, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t12, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t10 + 6, t16);
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t7, (vcc_v8_float)t9, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t12, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t10 + 14, t18);
            int t19 = (int)(t1 + 8L);
            long t20 = (long)t19;
            __m256 t21 = _mm256_loadu_ps(x + t20);
            __m256 t22 = _mm256_loadu_ps(y + t20);
            __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(2.0f));
            float *t24 = out + (3 * t19 + 2);
            __m256 t25 = _mm256_loadu_ps(z + t20);
            __m256 t26 = _mm256_add_ps(t25, _mm256_set1_ps(1.0f));
            __m256 t27 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t23, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t27, (vcc_v8_float)t26, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t24 + -2, t28);
            __m256 t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t23, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t30 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t26, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t24 + 6, t30);
            __m256 t31 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t23, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t26, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t24 + 14, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            int t36 = (int)((long)t33 + t2);
            long t37 = (long)t36;
            __m256 t38 = _mm256_loadu_ps(x + t37);
            __m256 t39 = _mm256_loadu_ps(y + t37);
            __m256 t40 = _mm256_mul_ps(t39, _mm256_set1_ps(2.0f));
            float *t41 = out + (3 * t36 + 2);
            __m256 t42 = _mm256_loadu_ps(z + t37);
            __m256 t43 = _mm256_add_ps(t42, _mm256_set1_ps(1.0f));
            __m256 t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t40, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t43, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t41 + -2, t45);
            __m256 t46 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t40, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t47 = (__m256)__builtin_shufflevector((vcc_v8_float)t46, (vcc_v8_float)t43, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t41 + 6, t47);
            __m256 t48 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t40, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t49 = (__m256)__builtin_shufflevector((vcc_v8_float)t48, (vcc_v8_float)t43, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t41 + 14, t49);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        int t50 = 3 * i;
        long t51 = (long)i;
        out[t50] = x[t51];
        out[t50 + 1] = y[t51] * 2.0f;
        out[t50 + 2] = z[t51] + 1.0f;
    }
}

__attribute__((target("avx2"))) void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    int t49;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = 2 * (int)t1;
            const long long *t6 = in + t5;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(t6 + 4));
            __m256i t9 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t7, t8), 0xd8);
            __m256i t10 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t7, t8), 0xd8);
            __m256i t11 = _mm256_add_epi64(t10, _mm256_set1_epi64x((long long)1LL));
            long long *t12 = out + (t5 + 1);
            __m256i t13 = _mm256_sub_epi64(t9, t10);
            __m256i t14 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t11, t13), _mm256_unpackhi_epi64(t11, t13), 0x20);
            _mm256_storeu_si256((__m256i *)(t12 + -1), t14);
            __m256i t15 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t11, t13), _mm256_unpackhi_epi64(t11, t13), 0x31);
            _mm256_storeu_si256((__m256i *)(t12 + 3), t15);
            int t16 = 2 * (int)(t1 + 4L);
            const long long *t17 = in + t16;
            __m256i t18 = _mm256_loadu_si256((const __m256i *)t17);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(t17 + 4));
            __m256i t20 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t18, t19), 0xd8);
            __m256i t21 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t18, t19), 0xd8);
            __m256i t22 = _mm256_add_epi64(t21, _mm256_set1_epi64x((long long)1LL));
            long long *t23 = out + (t16 + 1);
            __m256i t24 = _mm256_sub_epi64(t20, t21);
            __m256i t25 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t22, t24), _mm256_unpackhi_epi64(t22, t24), 0x20);
            _mm256_storeu_si256((__m256i *)(t23 + -1), t25);
            __m256i t26 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t22, t24), _mm256_unpackhi_epi64(t22, t24), 0x31);
            _mm256_storeu_si256((__m256i *)(t23 + 3), t26);
            int t27 = 2 * (int)(t1 + 8L);
            const long long *t28 = in + t27;
            __m256i t29 = _mm256_loadu_si256((const __m256i *)t28);
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(t28 + 4));
            __m256i t31 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t29, t30), 0xd8);
            __m256i t32 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t29, t30), 0xd8);
            __m256i t33 = _mm256_add_epi64(t32, _mm256_set1_epi64x((long long)1LL));
            long long *t34 = out + (t27 + 1);
            __m256i t35 = _mm256_sub_epi64(t31, t32);
            __m256i t36 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t33, t35), _mm256_unpackhi_epi64(t33, t35), 0x20);
            _mm256_storeu_si256((__m256i *)(t34 + -1), t36);
            __m256i t37 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t33, t35), _mm256_unpackhi_epi64(t33, t35), 0x31);
            _mm256_storeu_si256((__m256i *)(t34 + 3), t37);
            int t38 = 2 * (int)(t1 + 12L);
            const long long *t39 = in + t38;
            __m256i t40 = _mm256_loadu_si256((const __m256i *)t39);
            __m256i t41 = _mm256_loadu_si256((const __m256i *)(t39 + 4));
            __m256i t42 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t40, t41), 0xd8);
            __m256i t43 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t40, t41), 0xd8);
            __m256i t44 = _mm256_add_epi64(t43, _mm256_set1_epi64x((long long)1LL));
            long long *t45 = out + (t38 + 1);
            __m256i t46 = _mm256_sub_epi64(t42, t43);
            __m256i t47 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t44, t46), _mm256_unpackhi_epi64(t44, t46), 0x20);
            _mm256_storeu_si256((__m256i *)(t45 + -1), t47);
            __m256i t48 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t44, t46), _mm256_unpackhi_epi64(t44, t46), 0x31);
            _mm256_storeu_si256((__m256i *)(t45 + 3), t48);
            t1 += 16L;
        } while (t1 < t4);
        t49 = (int)t4;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 4L) {
        long t51 = t50 & -4L;
        long t2 = 0L;
        do {
            int t52 = 2 * (int)((long)t49 + t2);
            const long long *t53 = in + t52;
            __m256i t54 = _mm256_loadu_si256((const __m256i *)t53);
            __m256i t55 = _mm256_loadu_si256((const __m256i *)(t53 + 4));
            __m256i t56 = _mm256_permute4x64_epi64(_mm256_unpacklo_epi64(t54, t55), 0xd8);
            __m256i t57 = _mm256_permute4x64_epi64(_mm256_unpackhi_epi64(t54, t55), 0xd8);
            __m256i t58 = _mm256_add_epi64(t57, _mm256_set1_epi64x((long long)1LL));
            long long *t59 = out + (t52 + 1);
            __m256i t60 = _mm256_sub_epi64(t56, t57);
            __m256i t61 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t58, t60), _mm256_unpackhi_epi64(t58, t60), 0x20);
            _mm256_storeu_si256((__m256i *)(t59 + -1), t61);
            __m256i t62 = _mm256_permute2x128_si256(_mm256_unpacklo_epi64(t58, t60), _mm256_unpackhi_epi64(t58, t60), 0x31);
            _mm256_storeu_si256((__m256i *)(t59 + 3), t62);
            t2 += 4L;
        } while (t2 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        int t63 = 2 * i;
        long t64 = (long)t63;
        long long lo = in[t64];
        long t65 = (long)(t63 + 1);
        long long hi = in[t65];
        out[t64] = hi + 1LL;
        out[t65] = lo - hi;
    }
}

__attribute__((target("avx2"))) unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    int t49;
    unsigned int t50;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        do {
            const unsigned int *t8 = q + 4 * (int)t1;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(t8 + 8));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(t8 + 16));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(t8 + 24));
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t10, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t13, (vcc_v8_uint)t11, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i t15 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t14, (vcc_v8_uint)t12, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256i t16 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t10, 1, 5, 9, 13, 0, 0, 0, 0);
            __m256i t17 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t16, (vcc_v8_uint)t11, 0, 1, 2, 3, 9, 13, 6, 7);
            __m256i t18 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t17, (vcc_v8_uint)t12, 0, 1, 2, 3, 4, 5, 9, 13);
            __m256i t19 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t10, 2, 6, 10, 14, 0, 0, 0, 0);
            __m256i t20 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t19, (vcc_v8_uint)t11, 0, 1, 2, 3, 10, 14, 6, 7);
            __m256i t21 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t20, (vcc_v8_uint)t12, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256i t22 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t10, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256i t23 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t22, (vcc_v8_uint)t11, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t23, (vcc_v8_uint)t12, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256i t25 = _mm256_xor_si256(t15, t18);
            __m256i t26 = _mm256_xor_si256(t25, t21);
            __m256i t27 = _mm256_xor_si256(t26, t24);
            t2 = _mm256_add_epi32(t2, t27);
            const unsigned int *t28 = q + 4 * (int)(t1 + 8L);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)t28);
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(t28 + 8));
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(t28 + 16));
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(t28 + 24));
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t30, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t34 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t33, (vcc_v8_uint)t31, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i t35 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t34, (vcc_v8_uint)t32, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256i t36 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t30, 1, 5, 9, 13, 0, 0, 0, 0);
            __m256i t37 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t36, (vcc_v8_uint)t31, 0, 1, 2, 3, 9, 13, 6, 7);
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t37, (vcc_v8_uint)t32, 0, 1, 2, 3, 4, 5, 9, 13);
            __m256i t39 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t30, 2, 6, 10, 14, 0, 0, 0, 0);
            __m256i t40 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t39, (vcc_v8_uint)t31, 0, 1, 2, 3, 10, 14, 6, 7);
            __m256i t41 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t40, (vcc_v8_uint)t32, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256i t42 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t29, (vcc_v8_uint)t30, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256i t43 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t42, (vcc_v8_uint)t31, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256i t44 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t43, (vcc_v8_uint)t32, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256i t45 = _mm256_xor_si256(t35, t38);
            __m256i t46 = _mm256_xor_si256(t45, t41);
            __m256i t47 = _mm256_xor_si256(t46, t44);
            t3 = _mm256_add_epi32(t3, t47);
            t1 += 16L;
        } while (t1 < t7);
        __m256i t48 = _mm256_add_epi32(t2, t3);
        t49 = (int)t7;
        t50 = vcc_avx2_sum_epi32(t48);
    } else {
        t49 = 0;
        t50 = 0U;
    }
    long t51 = (long)n + (long)t49 * -1L;
    if (t51 >= 8L) {
        long t52 = t51 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            const unsigned int *t53 = q + 4 * (int)((long)t49 + t4);
            __m256i t54 = _mm256_loadu_si256((const __m256i *)t53);
            __m256i t55 = _mm256_loadu_si256((const __m256i *)(t53 + 8));
            __m256i t56 = _mm256_loadu_si256((const __m256i *)(t53 + 16));
            __m256i t57 = _mm256_loadu_si256((const __m256i *)(t53 + 24));
            __m256i t58 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t54, (vcc_v8_uint)t55, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t59 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t58, (vcc_v8_uint)t56, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i t60 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t59, (vcc_v8_uint)t57, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256i t61 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t54, (vcc_v8_uint)t55, 1, 5, 9, 13, 0, 0, 0, 0);
            __m256i t62 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t61, (vcc_v8_uint)t56, 0, 1, 2, 3, 9, 13, 6, 7);
            __m256i t63 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t62, (vcc_v8_uint)t57, 0, 1, 2, 3, 4, 5, 9, 13);
            __m256i t64 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t54, (vcc_v8_uint)t55, 2, 6, 10, 14, 0, 0, 0, 0);
            __m256i t65 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t64, (vcc_v8_uint)t56, 0, 1, 2, 3, 10, 14, 6, 7);
            __m256i t66 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t65, (vcc_v8_uint)t57, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256i t67 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t54, (vcc_v8_uint)t55, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256i t68 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t67, (vcc_v8_uint)t56, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256i t69 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t68, (vcc_v8_uint)t57, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256i t70 = _mm256_xor_si256(t60, t63);
            __m256i t71 = _mm256_xor_si256(t70, t66);
            __m256i t72 = _mm256_xor_si256(t71, t69);
            t5 = _mm256_add_epi32(t5, t72);
            t4 += 8L;
        } while (t4 < t52);
        i = (int)((long)t49 + t52);
        s = t50 + vcc_avx2_sum_epi32(t5);
    } else {
        i = t49;
        s = t50;
    }
    for (; i < n; i++) {
        int t73 = 4 * i;
        s += q[t73] ^ q[t73 + 1] ^ q[t73 + 2] ^ q[t73 + 3];
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
__attribute__((target("avx2"))) void evens_of_known_array(void) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        float *t3 = &even80[2 * t2];
        __m256 t4 = _mm256_loadu_ps(t3);
        __m256 t5 = _mm256_loadu_ps(t3 + 8);
        __m256 t6 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t4, t5, 0x88)), 0xd8));
        __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t2], t7);
        int t8 = (int)(t1 + 8L);
        float *t9 = &even80[2 * t8];
        __m256 t10 = _mm256_loadu_ps(t9);
        __m256 t11 = _mm256_loadu_ps(t9 + 8);
        __m256 t12 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0x88)), 0xd8));
        __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t8], t13);
        int t14 = (int)(t1 + 16L);
        float *t15 = &even80[2 * t14];
        __m256 t16 = _mm256_loadu_ps(t15);
        __m256 t17 = _mm256_loadu_ps(t15 + 8);
        __m256 t18 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t16, t17, 0x88)), 0xd8));
        __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&from80[t14], t19);
        int t20 = (int)(t1 + 24L);
        float *t21 = &even80[2 * t20];
        __m256 t22 = _mm256_loadu_ps(t21);
        __m256 t23 = _mm256_loadu_ps(t21 + 8);
        __m256 t24 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t22, t23, 0x88)), 0xd8));
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
__attribute__((target("avx2"))) void evens_of_short_array(void) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        float *t3 = &odd79[2 * t2];
        __m256 t4 = _mm256_loadu_ps(t3);
        __m256 t5 = _mm256_loadu_ps(t3 + 8);
        __m256 t6 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t4, t5, 0x88)), 0xd8));
        __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t2], t7);
        int t8 = (int)(t1 + 8L);
        float *t9 = &odd79[2 * t8];
        __m256 t10 = _mm256_loadu_ps(t9);
        __m256 t11 = _mm256_loadu_ps(t9 + 8);
        __m256 t12 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0x88)), 0xd8));
        __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t8], t13);
        int t14 = (int)(t1 + 16L);
        float *t15 = &odd79[2 * t14];
        __m256 t16 = _mm256_loadu_ps(t15);
        __m256 t17 = _mm256_loadu_ps(t15 + 8);
        __m256 t18 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t16, t17, 0x88)), 0xd8));
        __m256 t19 = _mm256_add_ps(t18, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t14], t19);
        int t20 = (int)(t1 + 24L);
        float *t21 = &odd79[2 * t20];
        __m256 t22 = _mm256_loadu_ps(t21);
        __m256 t23 = _mm256_loadu_ps(t21 + 8);
        __m256 t24 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t22, t23, 0x88)), 0xd8));
        __m256 t25 = _mm256_add_ps(t24, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&from79[t20], t25);
        t1 += 32L;
    } while (t1 < 32L);
    for (int i = 32; i < 40; i++) {
        from79[i] = odd79[2 * i] + 1.0f;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t69;
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(13));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t1 = t11;
    long t2 = 0L;
    do {
        __m256 t12 = _mm256_cvtepi32_ps(t1);
        __m256 t13 = _mm256_sub_ps(t12, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&even80[(int)t2], t13);
        __m256i t14 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t15 = t14;
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(13));
        __m256i t17 = _mm256_min_epu32(t15, t16);
        __m256i t18 = t17;
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        __m256 t20 = _mm256_sub_ps(t19, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&even80[(int)(t2 + 8L)], t20);
        t2 += 16L;
        __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t22 = t21;
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(13));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        t1 = t24;
    } while (t2 < 80L);
    for (int i = 80; i < 80; i++) {
        even80[i] = (float)(i * 7 % 13) - 6.0f;
    }
    __m128i t25 = _mm_set1_epi32(0);
    __m128i t26 = _mm_add_epi32(t25, _mm_setr_epi32(0, 5, 10, 4));
    __m128i t27 = t26;
    __m128i t28 = _mm_sub_epi32(t27, _mm_set1_epi32(11));
    __m128i t29 = _mm_min_epu32(t27, t28);
    __m128i t3 = t29;
    long t4 = 0L;
    do {
        __m128 t30 = _mm_cvtepi32_ps(t3);
        __m128 t31 = _mm_sub_ps(t30, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[(int)t4], t31);
        __m128i t32 = _mm_add_epi32(t3, _mm_set1_epi32(9));
        __m128i t33 = t32;
        __m128i t34 = _mm_sub_epi32(t33, _mm_set1_epi32(11));
        __m128i t35 = _mm_min_epu32(t33, t34);
        __m128i t36 = t35;
        __m128 t37 = _mm_cvtepi32_ps(t36);
        __m128 t38 = _mm_sub_ps(t37, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[(int)(t4 + 4L)], t38);
        __m128i t39 = _mm_add_epi32(t3, _mm_set1_epi32(7));
        __m128i t40 = t39;
        __m128i t41 = _mm_sub_epi32(t40, _mm_set1_epi32(11));
        __m128i t42 = _mm_min_epu32(t40, t41);
        __m128i t43 = t42;
        __m128 t44 = _mm_cvtepi32_ps(t43);
        __m128 t45 = _mm_sub_ps(t44, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[(int)(t4 + 8L)], t45);
        __m128i t46 = _mm_add_epi32(t3, _mm_set1_epi32(5));
        __m128i t47 = t46;
        __m128i t48 = _mm_sub_epi32(t47, _mm_set1_epi32(11));
        __m128i t49 = _mm_min_epu32(t47, t48);
        __m128i t50 = t49;
        __m128 t51 = _mm_cvtepi32_ps(t50);
        __m128 t52 = _mm_sub_ps(t51, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[(int)(t4 + 12L)], t52);
        t4 += 16L;
        __m128i t53 = _mm_add_epi32(t3, _mm_set1_epi32(3));
        __m128i t54 = t53;
        __m128i t55 = _mm_sub_epi32(t54, _mm_set1_epi32(11));
        __m128i t56 = _mm_min_epu32(t54, t55);
        t3 = t56;
    } while (t4 < 64L);
    __m128i t57 = _mm_set1_epi32(1);
    __m128i t58 = _mm_add_epi32(t57, _mm_setr_epi32(0, 5, 10, 4));
    __m128i t59 = t58;
    __m128i t60 = _mm_sub_epi32(t59, _mm_set1_epi32(11));
    __m128i t61 = _mm_min_epu32(t59, t60);
    __m128i t5 = t61;
    long t6 = 0L;
    do {
        __m128 t62 = _mm_cvtepi32_ps(t5);
        __m128 t63 = _mm_sub_ps(t62, _mm_set1_ps(5.0f));
        _mm_storeu_ps(&odd79[(int)(64L + t6)], t63);
        t6 += 4L;
        __m128i t64 = _mm_add_epi32(t5, _mm_set1_epi32(9));
        __m128i t65 = t64;
        __m128i t66 = _mm_sub_epi32(t65, _mm_set1_epi32(11));
        __m128i t67 = _mm_min_epu32(t65, t66);
        t5 = t67;
    } while (t6 < 12L);
    for (int i_1 = 76; i_1 < 79; i_1++) {
        odd79[i_1] = (float)(i_1 * 5 % 11) - 5.0f;
    }
    evens_of_known_array();
    evens_of_short_array();
    unsigned long t68 = (_mm256_zeroupper(), hash_bytes((const void *)from79, 160UL));
    printf("known %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)from80, 160UL)), (unsigned long long)t68);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t69 = 1;
        } else {
            t69 = 0;
            n = n_1;
        }
        if (!t69) {
            return 0;
        }
        short *s1 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        int t70 = 2 * n;
        short *s2 = (short *)(_mm256_zeroupper(), new_array(t70, 2UL));
        unsigned char *g = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        int t71 = 4 * n;
        unsigned char *rgba = (unsigned char *)(_mm256_zeroupper(), new_array(t71, 1UL));
        double *d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t72 = 3 * n;
        double *d3 = (double *)(_mm256_zeroupper(), new_array(t72, 8UL));
        float *f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *f4 = (float *)(_mm256_zeroupper(), new_array(t71, 4UL));
        float *f3 = (float *)(_mm256_zeroupper(), new_array(t72, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *z = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long long *l1 = (long long *)(_mm256_zeroupper(), new_array(t70, 8UL));
        long long *l2 = (long long *)(_mm256_zeroupper(), new_array(t70, 8UL));
        unsigned int *q = (unsigned int *)(_mm256_zeroupper(), new_array(t71, 4UL));
        int *p = (int *)(_mm256_zeroupper(), new_array(t70, 4UL));
        for (int fill_idx = 0; fill_idx < t70; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t71; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t72; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t71; fill_idx_3++) {
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
        for (int fill_idx_7 = 0; fill_idx_7 < t70; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t71; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t70; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        (_mm256_zeroupper(), swap_pairs(n, p));
        unsigned int t73 = sum_quads(n, q);
        unsigned long t74 = (unsigned long)t70;
        unsigned long t75 = (_mm256_zeroupper(), hash_bytes((const void *)p, t74 * 4UL));
        unsigned long t76 = (_mm256_zeroupper(), hash_bytes((const void *)l1, t74 * 8UL));
        unsigned long t77 = (_mm256_zeroupper(), hash_bytes((const void *)f3, (unsigned long)t72 * 4UL));
        unsigned long t78 = (unsigned long)n;
        unsigned long t79 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t78 * 4UL));
        unsigned long t80 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t78 * 8UL));
        unsigned long t81 = (_mm256_zeroupper(), hash_bytes((const void *)g, t78 * 1UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s1, t78 * 2UL)), (unsigned long long)t81, (unsigned long long)t80, (unsigned long long)t79, (unsigned long long)t77, (unsigned long long)t76, (unsigned long long)t75, t73);
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
