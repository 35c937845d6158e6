/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=9 avx2=10 sse4.2=10 sse2=9 neon=10 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void second_of_pair(int n, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const short *t3 = b + (2 * (int)i_vec + 1);
            __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 16));
            __m256i b_v = _mm256_permutex2var_epi16(t4, _mm256_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t5);
            _mm256_storeu_si256((__m256i *)(a + i_vec), b_v);
            long t6 = i_vec + 16L;
            const short *t7 = b + (2 * (int)t6 + 1);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(t7 + 16));
            __m256i b_v_1 = _mm256_permutex2var_epi16(t8, _mm256_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
            _mm256_storeu_si256((__m256i *)(a + t6), b_v_1);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L - 1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            const short *t14 = b + (2 * (int)t13 + 1);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(t14 + 16));
            __m256i b_v_2 = _mm256_permutex2var_epi16(t15, _mm256_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t16);
            _mm256_storeu_si256((__m256i *)(a + t13), b_v_2);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i + 1];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    vcc_no_contract_body
    int t40;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:16 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const unsigned char *t3 = rgba + 4 * (int)i_vec;
            vcc_v8_uchar t4 = vcc_load(vcc_v8_uchar, t3);
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, t3 + 8);
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, t3 + 16);
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, t3 + 24);
            vcc_v8_uchar t8 = __builtin_shufflevector(t4, t5, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uchar t9 = __builtin_shufflevector(t8, t6, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uchar rgba_v = __builtin_shufflevector(t9, t7, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uchar t10 = __builtin_shufflevector(t4, t5, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uchar t11 = __builtin_shufflevector(t10, t6, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uchar rgba_v_1 = __builtin_shufflevector(t11, t7, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uchar t12 = __builtin_shufflevector(t4, t5, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uchar t13 = __builtin_shufflevector(t12, t6, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uchar rgba_v_2 = __builtin_shufflevector(t13, t7, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v));
            __m256i t15 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v_1));
            __m256i t16 = _mm256_add_epi32(t14, t15);
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v_2));
            __m256i t18 = _mm256_add_epi32(t16, t17);
            __m256i t19 = (__m256i)((vcc_v8_int)t18 / (vcc_v8_int)_mm256_set1_epi32(3));
            vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
            vcc_store(grey + i_vec, t20);
            long t21 = i_vec + 8L;
            const unsigned char *t22 = rgba + 4 * (int)t21;
            vcc_v8_uchar t23 = vcc_load(vcc_v8_uchar, t22);
            vcc_v8_uchar t24 = vcc_load(vcc_v8_uchar, t22 + 8);
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, t22 + 16);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, t22 + 24);
            vcc_v8_uchar t27 = __builtin_shufflevector(t23, t24, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uchar t28 = __builtin_shufflevector(t27, t25, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uchar rgba_v_3 = __builtin_shufflevector(t28, t26, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uchar t29 = __builtin_shufflevector(t23, t24, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uchar t30 = __builtin_shufflevector(t29, t25, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uchar rgba_v_4 = __builtin_shufflevector(t30, t26, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uchar t31 = __builtin_shufflevector(t23, t24, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uchar t32 = __builtin_shufflevector(t31, t25, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uchar rgba_v_5 = __builtin_shufflevector(t32, t26, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256i t33 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v_3));
            __m256i t34 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v_4));
            __m256i t35 = _mm256_add_epi32(t33, t34);
            __m256i t36 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v_5));
            __m256i t37 = _mm256_add_epi32(t35, t36);
            __m256i t38 = (__m256i)((vcc_v8_int)t37 / (vcc_v8_int)_mm256_set1_epi32(3));
            vcc_v8_uchar t39 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t38));
            vcc_store(grey + t21, t39);
            i_vec += 16L;
        } while (i_vec < t2);
        t40 = (int)t2;
    } else {
        t40 = 0;
    }
    long t41 = (long)n + (long)t40 * -1L - 1L;
    if (t41 >= 8L) {
        long t42 = t41 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t43 = (long)t40 + i_vec_1;
            const unsigned char *t44 = rgba + 4 * (int)t43;
            vcc_v8_uchar t45 = vcc_load(vcc_v8_uchar, t44);
            vcc_v8_uchar t46 = vcc_load(vcc_v8_uchar, t44 + 8);
            vcc_v8_uchar t47 = vcc_load(vcc_v8_uchar, t44 + 16);
            vcc_v8_uchar t48 = vcc_load(vcc_v8_uchar, t44 + 24);
            vcc_v8_uchar t49 = __builtin_shufflevector(t45, t46, 0, 4, 8, 12, 0, 0, 0, 0);
            vcc_v8_uchar t50 = __builtin_shufflevector(t49, t47, 0, 1, 2, 3, 8, 12, 6, 7);
            vcc_v8_uchar rgba_v_6 = __builtin_shufflevector(t50, t48, 0, 1, 2, 3, 4, 5, 8, 12);
            vcc_v8_uchar t51 = __builtin_shufflevector(t45, t46, 1, 5, 9, 13, 0, 0, 0, 0);
            vcc_v8_uchar t52 = __builtin_shufflevector(t51, t47, 0, 1, 2, 3, 9, 13, 6, 7);
            vcc_v8_uchar rgba_v_7 = __builtin_shufflevector(t52, t48, 0, 1, 2, 3, 4, 5, 9, 13);
            vcc_v8_uchar t53 = __builtin_shufflevector(t45, t46, 2, 6, 10, 14, 0, 0, 0, 0);
            vcc_v8_uchar t54 = __builtin_shufflevector(t53, t47, 0, 1, 2, 3, 10, 14, 6, 7);
            vcc_v8_uchar rgba_v_8 = __builtin_shufflevector(t54, t48, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256i t55 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v_6));
            __m256i t56 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v_7));
            __m256i t57 = _mm256_add_epi32(t55, t56);
            __m256i t58 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rgba_v_8));
            __m256i t59 = _mm256_add_epi32(t57, t58);
            __m256i t60 = (__m256i)((vcc_v8_int)t59 / (vcc_v8_int)_mm256_set1_epi32(3));
            vcc_v8_uchar t61 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t60));
            vcc_store(grey + t43, t61);
            i_vec_1 += 8L;
        } while (i_vec_1 < t42);
        i = (int)((long)t40 + t42);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        int t62 = 4 * i;
        grey[i] = (unsigned char)(((int)rgba[t62] + (int)rgba[t62 + 1] + (int)rgba[t62 + 2]) / 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void triple_norm(int n, double *restrict out, const double *restrict v) {
    vcc_no_contract_body
    int t54;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const double *t3 = v + 3 * (int)i_vec;
            __m256d t4 = _mm256_loadu_pd(t3);
            __m256d t5 = _mm256_loadu_pd(t3 + 4);
            __m256d t6 = _mm256_loadu_pd(t3 + 8);
            __m256d t7 = (__m256d)__builtin_shufflevector((vcc_v4_double)t4, (vcc_v4_double)t5, 0, 3, 6, 0);
            __m256d v_v = (__m256d)__builtin_shufflevector((vcc_v4_double)t7, (vcc_v4_double)t6, 0, 1, 2, 5);
            __m256d t8 = (__m256d)__builtin_shufflevector((vcc_v4_double)t4, (vcc_v4_double)t5, 1, 4, 7, 0);
            __m256d v_v_1 = (__m256d)__builtin_shufflevector((vcc_v4_double)t8, (vcc_v4_double)t6, 0, 1, 2, 6);
            __m256d t9 = (__m256d)__builtin_shufflevector((vcc_v4_double)t4, (vcc_v4_double)t5, 2, 5, 0, 0);
            __m256d v_v_2 = (__m256d)__builtin_shufflevector((vcc_v4_double)t9, (vcc_v4_double)t6, 0, 1, 4, 7);
            __m256d t10 = _mm256_mul_pd(v_v, v_v);
            __m256d t11 = _mm256_mul_pd(v_v_1, v_v_1);
            __m256d t12 = _mm256_add_pd(t10, t11);
            __m256d t13 = _mm256_mul_pd(v_v_2, v_v_2);
            __m256d t14 = _mm256_add_pd(t12, t13);
            _mm256_storeu_pd(out + i_vec, t14);
            long t15 = i_vec + 4L;
            const double *t16 = v + 3 * (int)t15;
            __m256d t17 = _mm256_loadu_pd(t16);
            __m256d t18 = _mm256_loadu_pd(t16 + 4);
            __m256d t19 = _mm256_loadu_pd(t16 + 8);
            __m256d t20 = (__m256d)__builtin_shufflevector((vcc_v4_double)t17, (vcc_v4_double)t18, 0, 3, 6, 0);
            __m256d v_v_3 = (__m256d)__builtin_shufflevector((vcc_v4_double)t20, (vcc_v4_double)t19, 0, 1, 2, 5);
            __m256d t21 = (__m256d)__builtin_shufflevector((vcc_v4_double)t17, (vcc_v4_double)t18, 1, 4, 7, 0);
            __m256d v_v_4 = (__m256d)__builtin_shufflevector((vcc_v4_double)t21, (vcc_v4_double)t19, 0, 1, 2, 6);
            __m256d t22 = (__m256d)__builtin_shufflevector((vcc_v4_double)t17, (vcc_v4_double)t18, 2, 5, 0, 0);
            __m256d v_v_5 = (__m256d)__builtin_shufflevector((vcc_v4_double)t22, (vcc_v4_double)t19, 0, 1, 4, 7);
            __m256d t23 = _mm256_mul_pd(v_v_3, v_v_3);
            __m256d t24 = _mm256_mul_pd(v_v_4, v_v_4);
            __m256d t25 = _mm256_add_pd(t23, t24);
            __m256d t26 = _mm256_mul_pd(v_v_5, v_v_5);
            __m256d t27 = _mm256_add_pd(t25, t26);
            _mm256_storeu_pd(out + t15, t27);
            long t28 = i_vec + 8L;
            const double *t29 = v + 3 * (int)t28;
            __m256d t30 = _mm256_loadu_pd(t29);
            __m256d t31 = _mm256_loadu_pd(t29 + 4);
            __m256d t32 = _mm256_loadu_pd(t29 + 8);
            __m256d t33 = (__m256d)__builtin_shufflevector((vcc_v4_double)t30, (vcc_v4_double)t31, 0, 3, 6, 0);
            __m256d v_v_6 = (__m256d)__builtin_shufflevector((vcc_v4_double)t33, (vcc_v4_double)t32, 0, 1, 2, 5);
            __m256d t34 = (__m256d)__builtin_shufflevector((vcc_v4_double)t30, (vcc_v4_double)t31, 1, 4, 7, 0);
            __m256d v_v_7 = (__m256d)__builtin_shufflevector((vcc_v4_double)t34, (vcc_v4_double)t32, 0, 1, 2, 6);
            __m256d t35 = (__m256d)__builtin_shufflevector((vcc_v4_double)t30, (vcc_v4_double)t31, 2, 5, 0, 0);
            __m256d v_v_8 = (__m256d)__builtin_shufflevector((vcc_v4_double)t35, (vcc_v4_double)t32, 0, 1, 4, 7);
            __m256d t36 = _mm256_mul_pd(v_v_6, v_v_6);
            __m256d t37 = _mm256_mul_pd(v_v_7, v_v_7);
            __m256d t38 = _mm256_add_pd(t36, t37);
            __m256d t39 = _mm256_mul_pd(v_v_8, v_v_8);
            __m256d t40 = _mm256_add_pd(t38, t39);
            _mm256_storeu_pd(out + t28, t40);
            long t41 = i_vec + 12L;
            const double *t42 = v + 3 * (int)t41;
            __m256d t43 = _mm256_loadu_pd(t42);
            __m256d t44 = _mm256_loadu_pd(t42 + 4);
            __m256d t45 = _mm256_loadu_pd(t42 + 8);
            __m256d t46 = (__m256d)__builtin_shufflevector((vcc_v4_double)t43, (vcc_v4_double)t44, 0, 3, 6, 0);
            __m256d v_v_9 = (__m256d)__builtin_shufflevector((vcc_v4_double)t46, (vcc_v4_double)t45, 0, 1, 2, 5);
            __m256d t47 = (__m256d)__builtin_shufflevector((vcc_v4_double)t43, (vcc_v4_double)t44, 1, 4, 7, 0);
            __m256d v_v_10 = (__m256d)__builtin_shufflevector((vcc_v4_double)t47, (vcc_v4_double)t45, 0, 1, 2, 6);
            __m256d t48 = (__m256d)__builtin_shufflevector((vcc_v4_double)t43, (vcc_v4_double)t44, 2, 5, 0, 0);
            __m256d v_v_11 = (__m256d)__builtin_shufflevector((vcc_v4_double)t48, (vcc_v4_double)t45, 0, 1, 4, 7);
            __m256d t49 = _mm256_mul_pd(v_v_9, v_v_9);
            __m256d t50 = _mm256_mul_pd(v_v_10, v_v_10);
            __m256d t51 = _mm256_add_pd(t49, t50);
            __m256d t52 = _mm256_mul_pd(v_v_11, v_v_11);
            __m256d t53 = _mm256_add_pd(t51, t52);
            _mm256_storeu_pd(out + t41, t53);
            i_vec += 16L;
        } while (i_vec < t2);
        t54 = (int)t2;
    } else {
        t54 = 0;
    }
    long t55 = (long)n + (long)t54 * -1L;
    if (t55 >= 4L) {
        long t56 = t55 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t57 = (long)t54 + i_vec_1;
            const double *t58 = v + 3 * (int)t57;
            __m256d t59 = _mm256_loadu_pd(t58);
            __m256d t60 = _mm256_loadu_pd(t58 + 4);
            __m256d t61 = _mm256_loadu_pd(t58 + 8);
            __m256d t62 = (__m256d)__builtin_shufflevector((vcc_v4_double)t59, (vcc_v4_double)t60, 0, 3, 6, 0);
            __m256d v_v_12 = (__m256d)__builtin_shufflevector((vcc_v4_double)t62, (vcc_v4_double)t61, 0, 1, 2, 5);
            __m256d t63 = (__m256d)__builtin_shufflevector((vcc_v4_double)t59, (vcc_v4_double)t60, 1, 4, 7, 0);
            __m256d v_v_13 = (__m256d)__builtin_shufflevector((vcc_v4_double)t63, (vcc_v4_double)t61, 0, 1, 2, 6);
            __m256d t64 = (__m256d)__builtin_shufflevector((vcc_v4_double)t59, (vcc_v4_double)t60, 2, 5, 0, 0);
            __m256d v_v_14 = (__m256d)__builtin_shufflevector((vcc_v4_double)t64, (vcc_v4_double)t61, 0, 1, 4, 7);
            __m256d t65 = _mm256_mul_pd(v_v_12, v_v_12);
            __m256d t66 = _mm256_mul_pd(v_v_13, v_v_13);
            __m256d t67 = _mm256_add_pd(t65, t66);
            __m256d t68 = _mm256_mul_pd(v_v_14, v_v_14);
            __m256d t69 = _mm256_add_pd(t67, t68);
            _mm256_storeu_pd(out + t57, t69);
            i_vec_1 += 4L;
        } while (i_vec_1 < t56);
        i = (int)((long)t54 + t56);
    } else {
        i = t54;
    }
    for (; i < n; i++) {
        int t70 = 3 * i;
        double t71 = v[t70];
        double t72 = v[t70 + 1];
        double t73 = v[t70 + 2];
        out[i] = t71 * t71 + t72 * t72 + t73 * t73;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void outer_members(int n, float *restrict out, const float *restrict v) {
    vcc_no_contract_body
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:26 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t3 = v + (4 * (int)i_vec + 3);
            __m256 t4 = _mm256_loadu_ps(t3 + -3);
            __m256 t5 = _mm256_loadu_ps(t3 + 5);
            __m256 t6 = _mm256_loadu_ps(t3 + 13);
            __m256 t7 = _mm256_loadu_ps(t3 + 21);
            __m256 t8 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t5, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t6, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 v_v = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t7, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t5, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t10, (vcc_v8_float)t6, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 v_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t7, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t12 = _mm256_sub_ps(v_v, v_v_1);
            _mm256_storeu_ps(out + i_vec, t12);
            long t13 = i_vec + 8L;
            const float *t14 = v + (4 * (int)t13 + 3);
            __m256 t15 = _mm256_loadu_ps(t14 + -3);
            __m256 t16 = _mm256_loadu_ps(t14 + 5);
            __m256 t17 = _mm256_loadu_ps(t14 + 13);
            __m256 t18 = _mm256_loadu_ps(t14 + 21);
            __m256 t19 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t16, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t20 = (__m256)__builtin_shufflevector((vcc_v8_float)t19, (vcc_v8_float)t17, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 v_v_2 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t18, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t21 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t16, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t17, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 v_v_3 = (__m256)__builtin_shufflevector((vcc_v8_float)t22, (vcc_v8_float)t18, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t23 = _mm256_sub_ps(v_v_2, v_v_3);
            _mm256_storeu_ps(out + t13, t23);
            i_vec += 16L;
        } while (i_vec < t2);
        t24 = (int)t2;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t27 = (long)t24 + i_vec_1;
            const float *t28 = v + (4 * (int)t27 + 3);
            __m256 t29 = _mm256_loadu_ps(t28 + -3);
            __m256 t30 = _mm256_loadu_ps(t28 + 5);
            __m256 t31 = _mm256_loadu_ps(t28 + 13);
            __m256 t32 = _mm256_loadu_ps(t28 + 21);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t30, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256 t34 = (__m256)__builtin_shufflevector((vcc_v8_float)t33, (vcc_v8_float)t31, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256 v_v_4 = (__m256)__builtin_shufflevector((vcc_v8_float)t34, (vcc_v8_float)t32, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256 t35 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t30, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256 t36 = (__m256)__builtin_shufflevector((vcc_v8_float)t35, (vcc_v8_float)t31, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256 v_v_5 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t32, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256 t37 = _mm256_sub_ps(v_v_4, v_v_5);
            _mm256_storeu_ps(out + t27, t37);
            i_vec_1 += 8L;
        } while (i_vec_1 < t26);
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        int t38 = 4 * i;
        out[i] = v[t38 + 3] - v[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 y_v = _mm256_loadu_ps(y + i_vec);
            __m256 t3 = _mm256_mul_ps(y_v, _mm256_set1_ps(2.0f));
            float *t4 = out + (3 * (int)i_vec + 2);
            __m256 z_v = _mm256_loadu_ps(z + i_vec);
            __m256 t5 = _mm256_add_ps(z_v, _mm256_set1_ps(1.0f));
            __m256 t6 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v, (vcc_v8_float)t3, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t7 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t5, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t4 + -2, t7);
            __m256 t8 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v, (vcc_v8_float)t3, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t5, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t4 + 6, t9);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v, (vcc_v8_float)t3, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t10, (vcc_v8_float)t5, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t4 + 14, t11);
            long t12 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t12);
            __m256 y_v_1 = _mm256_loadu_ps(y + t12);
            __m256 t13 = _mm256_mul_ps(y_v_1, _mm256_set1_ps(2.0f));
            float *t14 = out + (3 * (int)t12 + 2);
            __m256 z_v_1 = _mm256_loadu_ps(z + t12);
            __m256 t15 = _mm256_add_ps(z_v_1, _mm256_set1_ps(1.0f));
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v_1, (vcc_v8_float)t13, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t15, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t14 + -2, t17);
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v_1, (vcc_v8_float)t13, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t19 = (__m256)__builtin_shufflevector((vcc_v8_float)t18, (vcc_v8_float)t15, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t14 + 6, t19);
            __m256 t20 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v_1, (vcc_v8_float)t13, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t21 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t15, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t14 + 14, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256 x_v_2 = _mm256_loadu_ps(x + t25);
            __m256 y_v_2 = _mm256_loadu_ps(y + t25);
            __m256 t26 = _mm256_mul_ps(y_v_2, _mm256_set1_ps(2.0f));
            float *t27 = out + (3 * (int)t25 + 2);
            __m256 z_v_2 = _mm256_loadu_ps(z + t25);
            __m256 t28 = _mm256_add_ps(z_v_2, _mm256_set1_ps(1.0f));
            __m256 t29 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v_2, (vcc_v8_float)t26, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t30 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t28, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t27 + -2, t30);
            __m256 t31 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v_2, (vcc_v8_float)t26, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t28, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t27 + 6, t32);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)x_v_2, (vcc_v8_float)t26, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t34 = (__m256)__builtin_shufflevector((vcc_v8_float)t33, (vcc_v8_float)t28, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t27 + 14, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        int t35 = 3 * i;
        long t36 = (long)i;
        out[t35] = x[t36];
        out[t35 + 1] = y[t36] * 2.0f;
        out[t35 + 2] = z[t36] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    vcc_no_contract_body
    int t39;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:39 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const long long *t4 = in + t3;
            __m128i t5 = _mm_loadu_si128((const __m128i *)t4);
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t4 + 2));
            __m128i lo_v = (__m128i)__builtin_shufflevector((vcc_v2_llong)t5, (vcc_v2_llong)t6, 0, 2);
            __m128i hi_v = (__m128i)__builtin_shufflevector((vcc_v2_llong)t5, (vcc_v2_llong)t6, 1, 3);
            __m128i t7 = _mm_add_epi64(hi_v, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t8 = out + (t3 + 1);
            __m128i t9 = _mm_sub_epi64(lo_v, hi_v);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t7, (vcc_v2_llong)t9, 0, 2);
            _mm_storeu_si128((__m128i *)(t8 + -1), t10);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t7, (vcc_v2_llong)t9, 1, 3);
            _mm_storeu_si128((__m128i *)(t8 + 1), t11);
            int t12 = 2 * (int)(i_vec + 2L);
            const long long *t13 = in + t12;
            __m128i t14 = _mm_loadu_si128((const __m128i *)t13);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(t13 + 2));
            __m128i lo_v_1 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t14, (vcc_v2_llong)t15, 0, 2);
            __m128i hi_v_1 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t14, (vcc_v2_llong)t15, 1, 3);
            __m128i t16 = _mm_add_epi64(hi_v_1, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t17 = out + (t12 + 1);
            __m128i t18 = _mm_sub_epi64(lo_v_1, hi_v_1);
            __m128i t19 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t16, (vcc_v2_llong)t18, 0, 2);
            _mm_storeu_si128((__m128i *)(t17 + -1), t19);
            __m128i t20 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t16, (vcc_v2_llong)t18, 1, 3);
            _mm_storeu_si128((__m128i *)(t17 + 1), t20);
            int t21 = 2 * (int)(i_vec + 4L);
            const long long *t22 = in + t21;
            __m128i t23 = _mm_loadu_si128((const __m128i *)t22);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(t22 + 2));
            __m128i lo_v_2 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t23, (vcc_v2_llong)t24, 0, 2);
            __m128i hi_v_2 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t23, (vcc_v2_llong)t24, 1, 3);
            __m128i t25 = _mm_add_epi64(hi_v_2, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t26 = out + (t21 + 1);
            __m128i t27 = _mm_sub_epi64(lo_v_2, hi_v_2);
            __m128i t28 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t25, (vcc_v2_llong)t27, 0, 2);
            _mm_storeu_si128((__m128i *)(t26 + -1), t28);
            __m128i t29 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t25, (vcc_v2_llong)t27, 1, 3);
            _mm_storeu_si128((__m128i *)(t26 + 1), t29);
            int t30 = 2 * (int)(i_vec + 6L);
            const long long *t31 = in + t30;
            __m128i t32 = _mm_loadu_si128((const __m128i *)t31);
            __m128i t33 = _mm_loadu_si128((const __m128i *)(t31 + 2));
            __m128i lo_v_3 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t32, (vcc_v2_llong)t33, 0, 2);
            __m128i hi_v_3 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t32, (vcc_v2_llong)t33, 1, 3);
            __m128i t34 = _mm_add_epi64(hi_v_3, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t35 = out + (t30 + 1);
            __m128i t36 = _mm_sub_epi64(lo_v_3, hi_v_3);
            __m128i t37 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t34, (vcc_v2_llong)t36, 0, 2);
            _mm_storeu_si128((__m128i *)(t35 + -1), t37);
            __m128i t38 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t34, (vcc_v2_llong)t36, 1, 3);
            _mm_storeu_si128((__m128i *)(t35 + 1), t38);
            i_vec += 8L;
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 2L) {
        long t41 = t40 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:39 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int t42 = 2 * (int)((long)t39 + i_vec_1);
            const long long *t43 = in + t42;
            __m128i t44 = _mm_loadu_si128((const __m128i *)t43);
            __m128i t45 = _mm_loadu_si128((const __m128i *)(t43 + 2));
            __m128i lo_v_4 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t44, (vcc_v2_llong)t45, 0, 2);
            __m128i hi_v_4 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t44, (vcc_v2_llong)t45, 1, 3);
            __m128i t46 = _mm_add_epi64(hi_v_4, ((__m128i)(vcc_v2_llong){1LL, 1LL}));
            long long *t47 = out + (t42 + 1);
            __m128i t48 = _mm_sub_epi64(lo_v_4, hi_v_4);
            __m128i t49 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t46, (vcc_v2_llong)t48, 0, 2);
            _mm_storeu_si128((__m128i *)(t47 + -1), t49);
            __m128i t50 = (__m128i)__builtin_shufflevector((vcc_v2_llong)t46, (vcc_v2_llong)t48, 1, 3);
            _mm_storeu_si128((__m128i *)(t47 + 1), t50);
            i_vec_1 += 2L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        int t51 = 2 * i;
        long t52 = (long)t51;
        long long lo = in[t52];
        long t53 = (long)(t51 + 1);
        long long hi = in[t53];
        out[t52] = hi + 1LL;
        out[t53] = lo - hi;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned sum_quads(int n, const unsigned *q) {
    vcc_no_contract_body
    unsigned int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at groups.c:48 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            const unsigned int *t3 = q + 4 * (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 8));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t3 + 16));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t3 + 24));
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t4, (vcc_v8_uint)t5, 0, 4, 8, 12, 0, 0, 0, 0);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t8, (vcc_v8_uint)t6, 0, 1, 2, 3, 8, 12, 6, 7);
            __m256i q_v = (__m256i)__builtin_shufflevector((vcc_v8_uint)t9, (vcc_v8_uint)t7, 0, 1, 2, 3, 4, 5, 8, 12);
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t4, (vcc_v8_uint)t5, 1, 5, 9, 13, 0, 0, 0, 0);
            __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t10, (vcc_v8_uint)t6, 0, 1, 2, 3, 9, 13, 6, 7);
            __m256i q_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t11, (vcc_v8_uint)t7, 0, 1, 2, 3, 4, 5, 9, 13);
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t4, (vcc_v8_uint)t5, 2, 6, 10, 14, 0, 0, 0, 0);
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t12, (vcc_v8_uint)t6, 0, 1, 2, 3, 10, 14, 6, 7);
            __m256i q_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t13, (vcc_v8_uint)t7, 0, 1, 2, 3, 4, 5, 10, 14);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t4, (vcc_v8_uint)t5, 3, 7, 11, 15, 0, 0, 0, 0);
            __m256i t15 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t14, (vcc_v8_uint)t6, 0, 1, 2, 3, 11, 15, 6, 7);
            __m256i q_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t15, (vcc_v8_uint)t7, 0, 1, 2, 3, 4, 5, 11, 15);
            __m256i t16 = _mm256_ternarylogic_epi32(q_v_2, q_v, q_v_1, 0x96);
            __m256i t17 = _mm256_xor_si256(t16, q_v_3);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        s = vcc_avx2_sum_epi32((__m256i)s_v);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void swap_pairs(int n, int *a) {
    vcc_no_contract_body
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at groups.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            int *t4 = a + t3;
            __m128i t5 = _mm_loadu_si128((const __m128i *)t4);
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t4 + 4));
            __m128i t_v = (__m128i)__builtin_shufflevector((vcc_v4_int)t5, (vcc_v4_int)t6, 0, 2, 4, 6);
            __m128i a_v = (__m128i)__builtin_shufflevector((vcc_v4_int)t5, (vcc_v4_int)t6, 1, 3, 5, 7);
            int *t7 = a + (t3 + 1);
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v, (vcc_v4_int)t_v, 0, 4, 1, 5);
            _mm_storeu_si128((__m128i *)(t7 + -1), t8);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v, (vcc_v4_int)t_v, 2, 6, 3, 7);
            _mm_storeu_si128((__m128i *)(t7 + 3), t9);
            int t10 = 2 * (int)(i_vec + 4L);
            int *t11 = a + t10;
            __m128i t12 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t11 + 4));
            __m128i t_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)t12, (vcc_v4_int)t13, 0, 2, 4, 6);
            __m128i a_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)t12, (vcc_v4_int)t13, 1, 3, 5, 7);
            int *t14 = a + (t10 + 1);
            __m128i t15 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v_1, (vcc_v4_int)t_v_1, 0, 4, 1, 5);
            _mm_storeu_si128((__m128i *)(t14 + -1), t15);
            __m128i t16 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v_1, (vcc_v4_int)t_v_1, 2, 6, 3, 7);
            _mm_storeu_si128((__m128i *)(t14 + 3), t16);
            int t17 = 2 * (int)(i_vec + 8L);
            int *t18 = a + t17;
            __m128i t19 = _mm_loadu_si128((const __m128i *)t18);
            __m128i t20 = _mm_loadu_si128((const __m128i *)(t18 + 4));
            __m128i t_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_int)t19, (vcc_v4_int)t20, 0, 2, 4, 6);
            __m128i a_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_int)t19, (vcc_v4_int)t20, 1, 3, 5, 7);
            int *t21 = a + (t17 + 1);
            __m128i t22 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v_2, (vcc_v4_int)t_v_2, 0, 4, 1, 5);
            _mm_storeu_si128((__m128i *)(t21 + -1), t22);
            __m128i t23 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v_2, (vcc_v4_int)t_v_2, 2, 6, 3, 7);
            _mm_storeu_si128((__m128i *)(t21 + 3), t23);
            int t24 = 2 * (int)(i_vec + 12L);
            int *t25 = a + t24;
            __m128i t26 = _mm_loadu_si128((const __m128i *)t25);
            __m128i t27 = _mm_loadu_si128((const __m128i *)(t25 + 4));
            __m128i t_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)t26, (vcc_v4_int)t27, 0, 2, 4, 6);
            __m128i a_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)t26, (vcc_v4_int)t27, 1, 3, 5, 7);
            int *t28 = a + (t24 + 1);
            __m128i t29 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v_3, (vcc_v4_int)t_v_3, 0, 4, 1, 5);
            _mm_storeu_si128((__m128i *)(t28 + -1), t29);
            __m128i t30 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v_3, (vcc_v4_int)t_v_3, 2, 6, 3, 7);
            _mm_storeu_si128((__m128i *)(t28 + 3), t30);
            i_vec += 16L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at groups.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t34 = 2 * (int)((long)t31 + i_vec_1);
            int *t35 = a + t34;
            __m128i t36 = _mm_loadu_si128((const __m128i *)t35);
            __m128i t37 = _mm_loadu_si128((const __m128i *)(t35 + 4));
            __m128i t_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_int)t36, (vcc_v4_int)t37, 0, 2, 4, 6);
            __m128i a_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_int)t36, (vcc_v4_int)t37, 1, 3, 5, 7);
            int *t38 = a + (t34 + 1);
            __m128i t39 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v_4, (vcc_v4_int)t_v_4, 0, 4, 1, 5);
            _mm_storeu_si128((__m128i *)(t38 + -1), t39);
            __m128i t40 = (__m128i)__builtin_shufflevector((vcc_v4_int)a_v_4, (vcc_v4_int)t_v_4, 2, 6, 3, 7);
            _mm_storeu_si128((__m128i *)(t38 + 3), t40);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        int *t41 = a + 2 * i;
        vcc_v2_int t42 = vcc_load(vcc_v2_int, t41);
        vcc_v2_int t43 = __builtin_shufflevector(t42, t42, 1, 0);
        vcc_store(t41, t43);
    }
}

/* Groups over global arrays of known length with a constant count: where the last iteration's
   whole pair (its gap included) is inside the array, the vector loop runs every iteration;
   `odd79` holds 79 floats, so the pair of its last iteration would end past it, and the scalar
   loop reads that one. */
static float even80[80], odd79[79], from80[40], from79[40];

static __typeof__(even80) even80 __attribute__((aligned(32)));
static __typeof__(from80) from80 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void evens_of_known_array(void) {
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

static __typeof__(odd79) odd79 __attribute__((aligned(32)));
static __typeof__(from79) from79 __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void evens_of_short_array(void) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t54;
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(13));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t5, t6);
    long i_vec = 0L;
    /* vcc: loop at groups.c:79 vectorized: VF 8, UF 2, the remainder at 80:28 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t7 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t8 = _mm256_sub_ps(t7, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&even80[i_vec], t8);
        __m256i t9 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(13));
        __m256i t11 = _mm256_min_epu32(t9, t10);
        __m256 t12 = _mm256_cvtepi32_ps(t11);
        __m256 t13 = _mm256_sub_ps(t12, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&even80[i_vec + 8L], t13);
        i_vec += 16L;
        __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(13));
        t1 = (vcc_v8_int)_mm256_min_epu32(t14, t15);
    } while (i_vec < 80L);
    __m256i t16 = _mm256_set1_epi32(0);
    __m256i t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2));
    __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(11));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t17, t18);
    long i_vec_1 = 0L;
    /* vcc: loop at groups.c:81 vectorized: VF 8, UF 4, the remainder at 82:27 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256 t19 = _mm256_cvtepi32_ps((__m256i)t2);
        __m256 t20 = _mm256_sub_ps(t19, _mm256_set1_ps(5.0f));
        _mm256_storeu_ps(&odd79[i_vec_1], t20);
        __m256i t21 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(7));
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(11));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256 t24 = _mm256_cvtepi32_ps(t23);
        __m256 t25 = _mm256_sub_ps(t24, _mm256_set1_ps(5.0f));
        _mm256_storeu_ps(&odd79[i_vec_1 + 8L], t25);
        __m256i t26 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(11));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        __m256 t29 = _mm256_cvtepi32_ps(t28);
        __m256 t30 = _mm256_sub_ps(t29, _mm256_set1_ps(5.0f));
        _mm256_storeu_ps(&odd79[i_vec_1 + 16L], t30);
        __m256i t31 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(10));
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(11));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256 t34 = _mm256_cvtepi32_ps(t33);
        __m256 t35 = _mm256_sub_ps(t34, _mm256_set1_ps(5.0f));
        _mm256_storeu_ps(&odd79[i_vec_1 + 24L], t35);
        i_vec_1 += 32L;
        __m256i t36 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(6));
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(11));
        t2 = (vcc_v8_int)_mm256_min_epu32(t36, t37);
    } while (i_vec_1 < 64L);
    __m256i t38 = _mm256_set1_epi32(1);
    __m256i t39 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2));
    __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(11));
    vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t39, t40);
    long i_vec_2 = 0L;
    /* vcc: loop at groups.c:81 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256 t41 = _mm256_cvtepi32_ps((__m256i)t3);
        __m256 t42 = _mm256_sub_ps(t41, _mm256_set1_ps(5.0f));
        _mm256_storeu_ps(&odd79[64L + i_vec_2], t42);
        i_vec_2 += 8L;
        __m256i t43 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(7));
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(11));
        t3 = (vcc_v8_int)_mm256_min_epu32(t43, t44);
    } while (i_vec_2 < 8L);
    __m256i t45 = _mm256_set1_epi32(7);
    __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t47 = _mm256_set1_epi32(8);
    __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 5, 10, 4, 9, 3, 8, 2));
    __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(11));
    __m256i t50 = _mm256_min_epu32(t48, t49);
    __m256 t51 = _mm256_cvtepi32_ps(t50);
    __m256 t52 = _mm256_sub_ps(t51, _mm256_set1_ps(5.0f));
    _mm256_mask_storeu_ps(&odd79[72], _mm256_movepi32_mask(t46), t52);
    evens_of_known_array();
    evens_of_short_array();
    unsigned long t53 = (_mm256_zeroupper(), hash_bytes((const void *)from79, 160UL));
    printf("known %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)from80, 160UL)), (unsigned long long)t53);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t54 = 1;
        } else {
            t54 = 0;
            n = n_1;
        }
        if (!t54) {
            return 0;
        }
        short *s1 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        int t55 = 2 * n;
        short *s2 = (short *)(_mm256_zeroupper(), new_array(t55, 2UL));
        unsigned char *g = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        int t56 = 4 * n;
        unsigned char *rgba = (unsigned char *)(_mm256_zeroupper(), new_array(t56, 1UL));
        double *d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t57 = 3 * n;
        double *d3 = (double *)(_mm256_zeroupper(), new_array(t57, 8UL));
        float *f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *f4 = (float *)(_mm256_zeroupper(), new_array(t56, 4UL));
        float *f3 = (float *)(_mm256_zeroupper(), new_array(t57, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *z = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long long *l1 = (long long *)(_mm256_zeroupper(), new_array(t55, 8UL));
        long long *l2 = (long long *)(_mm256_zeroupper(), new_array(t55, 8UL));
        unsigned int *q = (unsigned int *)(_mm256_zeroupper(), new_array(t56, 4UL));
        int *p = (int *)(_mm256_zeroupper(), new_array(t55, 4UL));
        for (int fill_idx = 0; fill_idx < t55; fill_idx++) {
            s2[fill_idx] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t56; fill_idx_1++) {
            rgba[fill_idx_1] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t57; fill_idx_2++) {
            d3[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t56; fill_idx_3++) {
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
        for (int fill_idx_7 = 0; fill_idx_7 < t55; fill_idx_7++) {
            l2[fill_idx_7] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t56; fill_idx_8++) {
            q[fill_idx_8] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t55; fill_idx_9++) {
            p[fill_idx_9] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        unsigned int t58 = sum_quads(n, q);
        unsigned long t59 = (unsigned long)t55;
        unsigned long t60 = (_mm256_zeroupper(), hash_bytes((const void *)p, t59 * 4UL));
        unsigned long t61 = (_mm256_zeroupper(), hash_bytes((const void *)l1, t59 * 8UL));
        unsigned long t62 = (_mm256_zeroupper(), hash_bytes((const void *)f3, (unsigned long)t57 * 4UL));
        unsigned long t63 = (unsigned long)n;
        unsigned long t64 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t63 * 4UL));
        unsigned long t65 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t63 * 8UL));
        unsigned long t66 = (_mm256_zeroupper(), hash_bytes((const void *)g, t63 * 1UL));
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s1, t63 * 2UL)), (unsigned long long)t66, (unsigned long long)t65, (unsigned long long)t64, (unsigned long long)t62, (unsigned long long)t61, (unsigned long long)t60, t58);
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
