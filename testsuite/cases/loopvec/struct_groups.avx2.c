/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized generic=5 avx2=4 avx512vbmi-zmm=5 sse4.2=4 sse2=1 neon=5 */
#include "harness.h"

/* Full interleave groups of strides 3 and 4, loaded and stored, on bytes and floats: NEON
   writes them as structure loads and stores (vld3q/vld4q, vst3q/vst4q); the remainder of a
   trip count that is no multiple of the vector keeps the scalar loop. A load group followed
   by a store to the same array between its loads and its members' use is no such access. */
__attribute__((target("avx2"))) void grey_to_rgb(int n, unsigned char *restrict rgb, const unsigned char *restrict g) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:9 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = g + i_vec;
            __m256i g_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t4 = _mm256_add_epi8(g_v_1, _mm256_set1_epi8((char)1));
            unsigned char *t5 = rgb + (3 * (int)i_vec + 2);
            __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t6 = _mm256_xor_si256(g_v_2, _mm256_set1_epi8((char)85));
            __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)g_v, (vcc_v32_uchar)t4, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t6, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            _mm256_storeu_si256((__m256i *)(t5 + -2), t8);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)g_v, (vcc_v32_uchar)t4, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t6, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            _mm256_storeu_si256((__m256i *)(t5 + 30), t10);
            __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)g_v, (vcc_v32_uchar)t4, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t11, (vcc_v32_uchar)t6, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            _mm256_storeu_si256((__m256i *)(t5 + 62), t12);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t13 = 3 * i;
        const unsigned char *t14 = g + i;
        rgb[t13] = *t14;
        rgb[t13 + 1] = (unsigned char)((int)*t14 + 1);
        rgb[t13 + 2] = (unsigned char)((int)*t14 ^ 85);
    }
}

__attribute__((target("avx2"))) void swap_rb(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:17 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)(3 * (int)i_vec + 2);
            const unsigned char *t4 = in + t3;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t4 + -2));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t4 + 30));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t4 + 62));
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i in_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i in_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i in_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t10, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            unsigned char *t11 = out + t3;
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)in_v, (vcc_v32_uchar)in_v_1, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t12, (vcc_v32_uchar)in_v_2, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            _mm256_storeu_si256((__m256i *)(t11 + -2), t13);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)in_v, (vcc_v32_uchar)in_v_1, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            __m256i t15 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t14, (vcc_v32_uchar)in_v_2, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            _mm256_storeu_si256((__m256i *)(t11 + 30), t15);
            __m256i t16 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)in_v, (vcc_v32_uchar)in_v_1, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            __m256i t17 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t16, (vcc_v32_uchar)in_v_2, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            _mm256_storeu_si256((__m256i *)(t11 + 62), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t18 = 3 * i;
        long t19 = (long)t18;
        long t20 = (long)(t18 + 2);
        out[t19] = in[t20];
        long t21 = (long)(t18 + 1);
        out[t21] = in[t21];
        out[t20] = in[t19];
    }
}

__attribute__((target("avx2"))) void rgba_premultiply(int n, unsigned char *restrict out, const unsigned char *restrict in) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:25 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)(4 * (int)i_vec + 3);
            const unsigned char *t4 = in + t3;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t4 + -3));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t4 + 29));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t4 + 61));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(t4 + 93));
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 35, 39, 43, 47, 51, 55, 59, 63, 24, 25, 26, 27, 28, 29, 30, 31);
            __m256i a_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t10, (vcc_v32_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 35, 39, 43, 47, 51, 55, 59, 63);
            __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t11, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 32, 36, 40, 44, 48, 52, 56, 60, 24, 25, 26, 27, 28, 29, 30, 31);
            __m256i in_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t12, (vcc_v32_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 32, 36, 40, 44, 48, 52, 56, 60);
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49, 53, 57, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t13, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 33, 37, 41, 45, 49, 53, 57, 61, 24, 25, 26, 27, 28, 29, 30, 31);
            __m256i in_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t14, (vcc_v32_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 33, 37, 41, 45, 49, 53, 57, 61);
            __m256i t15 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i t16 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t15, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 34, 38, 42, 46, 50, 54, 58, 62, 24, 25, 26, 27, 28, 29, 30, 31);
            __m256i in_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t16, (vcc_v32_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 34, 38, 42, 46, 50, 54, 58, 62);
            __m256i t17 = _mm256_and_si256(in_v, a_v);
            __m256i t18 = _mm256_and_si256(in_v_1, a_v);
            __m256i t19 = _mm256_and_si256(in_v_2, a_v);
            unsigned char *t20 = out + t3;
            __m256i t21 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t17, (vcc_v32_uchar)t18, 0, 32, 0, 0, 1, 33, 0, 0, 2, 34, 0, 0, 3, 35, 0, 0, 4, 36, 0, 0, 5, 37, 0, 0, 6, 38, 0, 0, 7, 39, 0, 0);
            __m256i t22 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t21, (vcc_v32_uchar)t19, 0, 1, 32, 3, 4, 5, 33, 7, 8, 9, 34, 11, 12, 13, 35, 15, 16, 17, 36, 19, 20, 21, 37, 23, 24, 25, 38, 27, 28, 29, 39, 31);
            __m256i t23 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t22, (vcc_v32_uchar)a_v, 0, 1, 2, 32, 4, 5, 6, 33, 8, 9, 10, 34, 12, 13, 14, 35, 16, 17, 18, 36, 20, 21, 22, 37, 24, 25, 26, 38, 28, 29, 30, 39);
            _mm256_storeu_si256((__m256i *)(t20 + -3), t23);
            __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t17, (vcc_v32_uchar)t18, 8, 40, 0, 0, 9, 41, 0, 0, 10, 42, 0, 0, 11, 43, 0, 0, 12, 44, 0, 0, 13, 45, 0, 0, 14, 46, 0, 0, 15, 47, 0, 0);
            __m256i t25 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t24, (vcc_v32_uchar)t19, 0, 1, 40, 3, 4, 5, 41, 7, 8, 9, 42, 11, 12, 13, 43, 15, 16, 17, 44, 19, 20, 21, 45, 23, 24, 25, 46, 27, 28, 29, 47, 31);
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t25, (vcc_v32_uchar)a_v, 0, 1, 2, 40, 4, 5, 6, 41, 8, 9, 10, 42, 12, 13, 14, 43, 16, 17, 18, 44, 20, 21, 22, 45, 24, 25, 26, 46, 28, 29, 30, 47);
            _mm256_storeu_si256((__m256i *)(t20 + 29), t26);
            __m256i t27 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t17, (vcc_v32_uchar)t18, 16, 48, 0, 0, 17, 49, 0, 0, 18, 50, 0, 0, 19, 51, 0, 0, 20, 52, 0, 0, 21, 53, 0, 0, 22, 54, 0, 0, 23, 55, 0, 0);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t27, (vcc_v32_uchar)t19, 0, 1, 48, 3, 4, 5, 49, 7, 8, 9, 50, 11, 12, 13, 51, 15, 16, 17, 52, 19, 20, 21, 53, 23, 24, 25, 54, 27, 28, 29, 55, 31);
            __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t28, (vcc_v32_uchar)a_v, 0, 1, 2, 48, 4, 5, 6, 49, 8, 9, 10, 50, 12, 13, 14, 51, 16, 17, 18, 52, 20, 21, 22, 53, 24, 25, 26, 54, 28, 29, 30, 55);
            _mm256_storeu_si256((__m256i *)(t20 + 61), t29);
            __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t17, (vcc_v32_uchar)t18, 24, 56, 0, 0, 25, 57, 0, 0, 26, 58, 0, 0, 27, 59, 0, 0, 28, 60, 0, 0, 29, 61, 0, 0, 30, 62, 0, 0, 31, 63, 0, 0);
            __m256i t31 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t30, (vcc_v32_uchar)t19, 0, 1, 56, 3, 4, 5, 57, 7, 8, 9, 58, 11, 12, 13, 59, 15, 16, 17, 60, 19, 20, 21, 61, 23, 24, 25, 62, 27, 28, 29, 63, 31);
            __m256i t32 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t31, (vcc_v32_uchar)a_v, 0, 1, 2, 56, 4, 5, 6, 57, 8, 9, 10, 58, 12, 13, 14, 59, 16, 17, 18, 60, 20, 21, 22, 61, 24, 25, 26, 62, 28, 29, 30, 63);
            _mm256_storeu_si256((__m256i *)(t20 + 93), t32);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t33 = 4 * i;
        long t34 = (long)(t33 + 3);
        unsigned char a = in[t34];
        long t35 = (long)t33;
        int t36 = (int)a;
        out[t35] = (unsigned char)((int)in[t35] & t36);
        long t37 = (long)(t33 + 1);
        out[t37] = (unsigned char)((int)in[t37] & t36);
        long t38 = (long)(t33 + 2);
        out[t38] = (unsigned char)((int)in[t38] & t36);
        out[t34] = a;
    }
}

__attribute__((target("avx2"))) void quat_scale(int n, float *restrict out, const float *restrict q, float s) {
    for (int i = 0; i < n; i++) {
        long t1 = (long)(4 * i);
        __m128 t2 = _mm_loadu_ps(q + t1);
        __m128 t3 = _mm_set1_ps(s);
        __m128 t4 = _mm_mul_ps(t2, t3);
        __m128 t5 = _mm_add_ps(t2, t3);
        __m128 t6 = (__m128)__builtin_shufflevector((vcc_v4_float)t4, (vcc_v4_float)t5, 0, 1, 6, 3);
        __m128 t7 = _mm_sub_ps(t2, t3);
        __m128 t8 = (__m128)__builtin_shufflevector((vcc_v4_float)t6, (vcc_v4_float)t7, 0, 1, 2, 7);
        _mm_storeu_ps(out + t1, t8);
    }
}

__attribute__((target("avx2"))) void cross3(int n, float *restrict out, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at struct_groups.c:44 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int t3 = 3 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            __m256 t6 = _mm256_loadu_ps(t5);
            __m256 t7 = _mm256_loadu_ps(t5 + 8);
            __m256 t8 = _mm256_loadu_ps(t5 + 16);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t7, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 ax_v = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t7, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 ay_v = (__m256)__builtin_shufflevector((vcc_v8_float)t10, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t7, 2, 5, 8, 11, 14, 0, 0, 0);
            __m256 az_v = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t8, 0, 1, 2, 3, 4, 9, 12, 15);
            const float *t12 = b + t4;
            __m256 t13 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_loadu_ps(t12 + 8);
            __m256 t15 = _mm256_loadu_ps(t12 + 16);
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t14, 0, 3, 6, 9, 12, 15, 0, 0);
            __m256 bx_v = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t15, 0, 1, 2, 3, 4, 5, 10, 13);
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t14, 1, 4, 7, 10, 13, 0, 0, 0);
            __m256 by_v = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t15, 0, 1, 2, 3, 4, 8, 11, 14);
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t13, (vcc_v8_float)t14, 2, 5, 8, 11, 14, 0, 0, 0);
            __m256 bz_v = (__m256)__builtin_shufflevector((vcc_v8_float)t18, (vcc_v8_float)t15, 0, 1, 2, 3, 4, 9, 12, 15);
            __m256 t19 = _mm256_mul_ps(ay_v, bz_v);
            __m256 t20 = _mm256_mul_ps(az_v, by_v);
            __m256 t21 = _mm256_sub_ps(t19, t20);
            __m256 t22 = _mm256_mul_ps(az_v, bx_v);
            __m256 t23 = _mm256_mul_ps(ax_v, bz_v);
            __m256 t24 = _mm256_sub_ps(t22, t23);
            float *t25 = out + (t3 + 2);
            __m256 t26 = _mm256_mul_ps(ax_v, by_v);
            __m256 t27 = _mm256_mul_ps(ay_v, bx_v);
            __m256 t28 = _mm256_sub_ps(t26, t27);
            __m256 t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t24, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t30 = (__m256)__builtin_shufflevector((vcc_v8_float)t29, (vcc_v8_float)t28, 0, 1, 8, 3, 4, 9, 6, 7);
            _mm256_storeu_ps(t25 + -2, t30);
            __m256 t31 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t24, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t28, 10, 1, 2, 11, 4, 5, 12, 7);
            _mm256_storeu_ps(t25 + 6, t32);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t24, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t34 = (__m256)__builtin_shufflevector((vcc_v8_float)t33, (vcc_v8_float)t28, 0, 13, 2, 3, 14, 5, 6, 15);
            _mm256_storeu_ps(t25 + 14, t34);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t35 = 3 * i;
        long t36 = (long)t35;
        float ax = a[t36];
        long t37 = (long)(t35 + 1);
        float ay = a[t37];
        long t38 = (long)(t35 + 2);
        float az = a[t38];
        float bx = b[t36];
        float by = b[t37];
        float bz = b[t38];
        out[t36] = ay * bz - az * by;
        out[t37] = az * bx - ax * bz;
        out[t38] = ax * by - ay * bx;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *g = new_array(n, 1), *rgb = new_array(3 * n, 1), *rgb2 = new_array(3 * n, 1);
        unsigned char *rgba = new_array(4 * n, 1), *rgba2 = new_array(4 * n, 1);
        float *q = new_array(4 * n, 4), *q2 = new_array(4 * n, 4);
        float *a = new_array(3 * n, 4), *b = new_array(3 * n, 4), *c = new_array(3 * n, 4);
        FILL(g, n, 0, 256);
        FILL(rgba, 4 * n, 0, 256);
        FILL(q, 4 * n, -1000, 2000);
        FILL(a, 3 * n, -1000, 2000);
        FILL(b, 3 * n, -1000, 2000);
        grey_to_rgb(n, rgb, g);
        swap_rb(n, rgb2, rgb);
        rgba_premultiply(n, rgba2, rgba);
        quat_scale(n, q2, q, 1.5f);
        cross3(n, c, a, b);
        printf("n=%d %llx %llx %llx %llx %llx\n", n, HASH(rgb, 3 * n), HASH(rgb2, 3 * n), HASH(rgba2, 4 * n),
               HASH(q2, 4 * n), HASH(c, 3 * n));
        free(g), free(rgb), free(rgb2), free(rgba), free(rgba2), free(q), free(q2), free(a), free(b), free(c);
    }
    return 0;
}
