/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 10 */
/* vcc-test: also-target avx512vbmi */
#include "harness.h"

/* Loops whose operations pay on full 512-bit registers (target::FULL_WIDTH_PAYS), planned wider
   than avx512's 256-bit loop vectors where the cost model finds that cheaper: 64-bit multiplies
   (vpmullq) on avx512, and the byte shuffles of interleave groups on avx512vbmi (vpermt2b).
   Other targets plan them as before. Trip counts 0..140 cover 0, 1, VF-1, VF, VF+1 and
   VF*UF-1, VF*UF, VF*UF+1 up to 128 (32 lanes of int16 times 4), then odd large ones. */

/* RGB to gray: a load group of 3 uint8 (the bench kernel rgb_gray_u8), 16-bit lanes. */
__attribute__((target("avx2"))) void gray_rgb(int n, uint8_t *restrict g, const uint8_t *restrict rgb) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:13 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const unsigned char *t4 = rgb + 3 * t3;
            __m128i t5 = _mm_loadu_si128((const __m128i *)t4);
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t4 + 16));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t4 + 32));
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m128i rgb_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m128i rgb_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m128i rgb_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m256i t11 = _mm256_cvtepu8_epi16(rgb_v);
            __m256i t12 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t11);
            __m256i t13 = _mm256_cvtepu8_epi16(rgb_v_1);
            __m256i t14 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t13);
            __m256i t15 = _mm256_add_epi16(t12, t14);
            __m256i t16 = _mm256_cvtepu8_epi16(rgb_v_2);
            __m256i t17 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t16);
            __m256i t18 = _mm256_add_epi16(t15, t17);
            __m256i t19 = (__m256i)((vcc_v16_ushort)t18 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t20 = (__m128i)__builtin_convertvector((vcc_v16_ushort)t19, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(g + t3), t20);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t21 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t21] + 150 * (int)rgb[t21 + 1] + 29 * (int)rgb[t21 + 2]) >> 8);
    }
}

/* The same at constant trip counts, where avx512vbmi's plans are 32 lanes of int16 (the bench
   kernel's): 64 and 96 (whole vector iterations), 161 = 128 + 32 + 1 (the vector epilogue and
   one scalar iteration) and 1023. */
__attribute__((target("avx2"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:21 vectorized: VF 32, UF 2, scalar epilogue */
    do {
        int t1 = (int)i_vec;
        const unsigned char *t2 = rgb + 3 * t1;
        __m256i t3 = _mm256_loadu_si256((const __m256i *)t2);
        __m256i t4 = _mm256_loadu_si256((const __m256i *)(t2 + 32));
        __m256i t5 = _mm256_loadu_si256((const __m256i *)(t2 + 64));
        __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t9 = __builtin_convertvector((vcc_v32_uchar)rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t10 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t9;
        vcc_v32_ushort t11 = __builtin_convertvector((vcc_v32_uchar)rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t12 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t11;
        vcc_v32_ushort t13 = t10 + t12;
        vcc_v32_ushort t14 = __builtin_convertvector((vcc_v32_uchar)rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t15 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t14;
        vcc_v32_ushort t16 = t13 + t15;
        vcc_v32_ushort t17 = t16 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t18 = (__m256i)__builtin_convertvector(t17, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t1), t18);
        int t19 = (int)(i_vec + 32L);
        const unsigned char *t20 = rgb + 3 * t19;
        __m256i t21 = _mm256_loadu_si256((const __m256i *)t20);
        __m256i t22 = _mm256_loadu_si256((const __m256i *)(t20 + 32));
        __m256i t23 = _mm256_loadu_si256((const __m256i *)(t20 + 64));
        __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t21, (vcc_v32_uchar)t22, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_3 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t24, (vcc_v32_uchar)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t25 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t21, (vcc_v32_uchar)t22, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_4 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t25, (vcc_v32_uchar)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t21, (vcc_v32_uchar)t22, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_5 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t26, (vcc_v32_uchar)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t27 = __builtin_convertvector((vcc_v32_uchar)rgb_v_3, vcc_v32_ushort);
        vcc_v32_ushort t28 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t27;
        vcc_v32_ushort t29 = __builtin_convertvector((vcc_v32_uchar)rgb_v_4, vcc_v32_ushort);
        vcc_v32_ushort t30 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t29;
        vcc_v32_ushort t31 = t28 + t30;
        vcc_v32_ushort t32 = __builtin_convertvector((vcc_v32_uchar)rgb_v_5, vcc_v32_ushort);
        vcc_v32_ushort t33 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t32;
        vcc_v32_ushort t34 = t31 + t33;
        vcc_v32_ushort t35 = t34 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t36 = (__m256i)__builtin_convertvector(t35, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t19), t36);
        i_vec += 64L;
    } while (i_vec < 64L);
}

__attribute__((target("avx2"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:26 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        int t1 = (int)i_vec;
        const unsigned char *t2 = rgb + 3 * t1;
        __m256i t3 = _mm256_loadu_si256((const __m256i *)t2);
        __m256i t4 = _mm256_loadu_si256((const __m256i *)(t2 + 32));
        __m256i t5 = _mm256_loadu_si256((const __m256i *)(t2 + 64));
        __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t9 = __builtin_convertvector((vcc_v32_uchar)rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t10 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t9;
        vcc_v32_ushort t11 = __builtin_convertvector((vcc_v32_uchar)rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t12 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t11;
        vcc_v32_ushort t13 = t10 + t12;
        vcc_v32_ushort t14 = __builtin_convertvector((vcc_v32_uchar)rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t15 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t14;
        vcc_v32_ushort t16 = t13 + t15;
        vcc_v32_ushort t17 = t16 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t18 = (__m256i)__builtin_convertvector(t17, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t1), t18);
        i_vec += 32L;
    } while (i_vec < 96L);
}

__attribute__((target("avx2"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:31 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        int t1 = (int)i_vec;
        const unsigned char *t2 = rgb + 3 * t1;
        __m256i t3 = _mm256_loadu_si256((const __m256i *)t2);
        __m256i t4 = _mm256_loadu_si256((const __m256i *)(t2 + 32));
        __m256i t5 = _mm256_loadu_si256((const __m256i *)(t2 + 64));
        __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t9 = __builtin_convertvector((vcc_v32_uchar)rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t10 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t9;
        vcc_v32_ushort t11 = __builtin_convertvector((vcc_v32_uchar)rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t12 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t11;
        vcc_v32_ushort t13 = t10 + t12;
        vcc_v32_ushort t14 = __builtin_convertvector((vcc_v32_uchar)rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t15 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t14;
        vcc_v32_ushort t16 = t13 + t15;
        vcc_v32_ushort t17 = t16 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t18 = (__m256i)__builtin_convertvector(t17, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t1), t18);
        i_vec += 32L;
    } while (i_vec < 160L);
    for (int i = 160; i < 161; i++) {
        int t19 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t19] + 150 * (int)rgb[t19 + 1] + 29 * (int)rgb[t19 + 2]) >> 8);
    }
}

__attribute__((target("avx2"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:36 vectorized: VF 32, UF 2, vector epilogue VF 32, scalar epilogue */
    do {
        int t1 = (int)i_vec;
        const unsigned char *t2 = rgb + 3 * t1;
        __m256i t3 = _mm256_loadu_si256((const __m256i *)t2);
        __m256i t4 = _mm256_loadu_si256((const __m256i *)(t2 + 32));
        __m256i t5 = _mm256_loadu_si256((const __m256i *)(t2 + 64));
        __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t3, (vcc_v32_uchar)t4, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t9 = __builtin_convertvector((vcc_v32_uchar)rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t10 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t9;
        vcc_v32_ushort t11 = __builtin_convertvector((vcc_v32_uchar)rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t12 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t11;
        vcc_v32_ushort t13 = t10 + t12;
        vcc_v32_ushort t14 = __builtin_convertvector((vcc_v32_uchar)rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t15 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t14;
        vcc_v32_ushort t16 = t13 + t15;
        vcc_v32_ushort t17 = t16 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t18 = (__m256i)__builtin_convertvector(t17, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t1), t18);
        int t19 = (int)(i_vec + 32L);
        const unsigned char *t20 = rgb + 3 * t19;
        __m256i t21 = _mm256_loadu_si256((const __m256i *)t20);
        __m256i t22 = _mm256_loadu_si256((const __m256i *)(t20 + 32));
        __m256i t23 = _mm256_loadu_si256((const __m256i *)(t20 + 64));
        __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t21, (vcc_v32_uchar)t22, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_3 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t24, (vcc_v32_uchar)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t25 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t21, (vcc_v32_uchar)t22, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_4 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t25, (vcc_v32_uchar)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t21, (vcc_v32_uchar)t22, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_5 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t26, (vcc_v32_uchar)t23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t27 = __builtin_convertvector((vcc_v32_uchar)rgb_v_3, vcc_v32_ushort);
        vcc_v32_ushort t28 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t27;
        vcc_v32_ushort t29 = __builtin_convertvector((vcc_v32_uchar)rgb_v_4, vcc_v32_ushort);
        vcc_v32_ushort t30 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t29;
        vcc_v32_ushort t31 = t28 + t30;
        vcc_v32_ushort t32 = __builtin_convertvector((vcc_v32_uchar)rgb_v_5, vcc_v32_ushort);
        vcc_v32_ushort t33 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t32;
        vcc_v32_ushort t34 = t31 + t33;
        vcc_v32_ushort t35 = t34 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t36 = (__m256i)__builtin_convertvector(t35, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t19), t36);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    do {
        int t37 = (int)(960L + i_vec_1);
        const unsigned char *t38 = rgb + 3 * t37;
        __m256i t39 = _mm256_loadu_si256((const __m256i *)t38);
        __m256i t40 = _mm256_loadu_si256((const __m256i *)(t38 + 32));
        __m256i t41 = _mm256_loadu_si256((const __m256i *)(t38 + 64));
        __m256i t42 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t39, (vcc_v32_uchar)t40, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t42, (vcc_v32_uchar)t41, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t43 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t39, (vcc_v32_uchar)t40, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t43, (vcc_v32_uchar)t41, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t44 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t39, (vcc_v32_uchar)t40, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t44, (vcc_v32_uchar)t41, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t45 = __builtin_convertvector((vcc_v32_uchar)rgb_v_6, vcc_v32_ushort);
        vcc_v32_ushort t46 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t45;
        vcc_v32_ushort t47 = __builtin_convertvector((vcc_v32_uchar)rgb_v_7, vcc_v32_ushort);
        vcc_v32_ushort t48 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t47;
        vcc_v32_ushort t49 = t46 + t48;
        vcc_v32_ushort t50 = __builtin_convertvector((vcc_v32_uchar)rgb_v_8, vcc_v32_ushort);
        vcc_v32_ushort t51 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t50;
        vcc_v32_ushort t52 = t49 + t51;
        vcc_v32_ushort t53 = t52 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t54 = (__m256i)__builtin_convertvector(t53, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t37), t54);
        i_vec_1 += 32L;
    } while (i_vec_1 < 32L);
    for (int i = 992; i < 1023; i++) {
        int t55 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t55] + 150 * (int)rgb[t55 + 1] + 29 * (int)rgb[t55 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
__attribute__((target("avx2"))) void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:42 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const unsigned char *t4 = a + t3;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t5 = a_v_1;
            __m256i t6 = (__m256i)((vcc_v32_uchar)t5 >> (vcc_v32_uchar)_mm256_set1_epi8((char)1));
            __m256i t7 = t6;
            unsigned char *t8 = rgb + (3 * t3 + 2);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t4);
            vcc_v32_int t9 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(a_v_2), vcc_h1 = _mm256_extracti128_si256(a_v_2, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v8_int vcc_p2 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h1); vcc_v8_int vcc_p3 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h1, 8)); __builtin_shufflevector(__builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), __builtin_shufflevector(vcc_p2, vcc_p3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31); });
            vcc_v32_int t10 = ~t9;
            __m256i t11 = (__m256i)__builtin_convertvector(__builtin_convertvector(t10, vcc_v32_short), vcc_v32_uchar);
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)a_v, (vcc_v32_uchar)t7, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t12, (vcc_v32_uchar)t11, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            _mm256_storeu_si256((__m256i *)(t8 + -2), t13);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)a_v, (vcc_v32_uchar)t7, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            __m256i t15 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t14, (vcc_v32_uchar)t11, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            _mm256_storeu_si256((__m256i *)(t8 + 30), t15);
            __m256i t16 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)a_v, (vcc_v32_uchar)t7, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            __m256i t17 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t16, (vcc_v32_uchar)t11, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            _mm256_storeu_si256((__m256i *)(t8 + 62), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t18 = 3 * i;
        const unsigned char *t19 = a + i;
        rgb[t18] = *t19;
        rgb[t18 + 1] = (unsigned char)((int)*t19 >> 1);
        rgb[t18 + 2] = (unsigned char)~(int)*t19;
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
__attribute__((target("avx2"))) void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:51 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const unsigned char *t4 = p + 2 * t3;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t4 + 32));
            __m256i p_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            __m256i p_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63);
            __m256i t7 = p_v;
            __m256i t8 = p_v_1;
            __m256i t9 = _mm256_avg_epu8(t7, t8);
            __m256i t10 = t9;
            _mm256_storeu_si256((__m256i *)(c + t3), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t11 = 2 * i;
        c[i] = (unsigned char)(((int)p[t11] + (int)p[t11 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
__attribute__((target("avx2"))) void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i k_v = _mm256_set1_epi64x((long long)k);
        long i_vec = 0L;
        /* vcc: loop at full_width.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = (__m256i)((vcc_v4_long)a_v * (vcc_v4_long)b_v);
            __m256i t5 = _mm256_add_epi64(t4, k_v);
            _mm256_storeu_si256((__m256i *)(c + t3), t5);
            long t6 = (long)(int)(i_vec + 4L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = (__m256i)((vcc_v4_long)a_v_1 * (vcc_v4_long)b_v_1);
            __m256i t8 = _mm256_add_epi64(t7, k_v);
            _mm256_storeu_si256((__m256i *)(c + t6), t8);
            long t9 = (long)(int)(i_vec + 8L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = (__m256i)((vcc_v4_long)a_v_2 * (vcc_v4_long)b_v_2);
            __m256i t11 = _mm256_add_epi64(t10, k_v);
            _mm256_storeu_si256((__m256i *)(c + t9), t11);
            long t12 = (long)(int)(i_vec + 12L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t12));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t13 = (__m256i)((vcc_v4_long)a_v_3 * (vcc_v4_long)b_v_3);
            __m256i t14 = _mm256_add_epi64(t13, k_v);
            _mm256_storeu_si256((__m256i *)(c + t12), t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        __m256i k_v_1 = _mm256_set1_epi64x((long long)k);
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = (__m256i)((vcc_v4_long)a_v_4 * (vcc_v4_long)b_v_4);
            __m256i t20 = _mm256_add_epi64(t19, k_v_1);
            _mm256_storeu_si256((__m256i *)(c + t18), t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = a[t21] * b[t21] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
__attribute__((target("avx2"))) uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t14;
    unsigned long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at full_width.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = (__m256i)((vcc_v4_ulong)a_v * (vcc_v4_ulong)b_v);
            s_v = _mm256_add_epi64(s_v, t4);
            long t5 = (long)(int)(i_vec + 4L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = (__m256i)((vcc_v4_ulong)a_v_1 * (vcc_v4_ulong)b_v_1);
            s_v_1 = _mm256_add_epi64(s_v_1, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = (__m256i)((vcc_v4_ulong)a_v_2 * (vcc_v4_ulong)b_v_2);
            s_v_2 = _mm256_add_epi64(s_v_2, t8);
            long t9 = (long)(int)(i_vec + 12L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = (__m256i)((vcc_v4_ulong)a_v_3 * (vcc_v4_ulong)b_v_3);
            s_v_3 = _mm256_add_epi64(s_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t12 = _mm256_add_epi64(t11, s_v_2);
        __m256i t13 = _mm256_add_epi64(t12, s_v_3);
        t14 = (int)t2;
        t15 = vcc_avx2_reduce_epi64(t13, _mm_add_epi64, unsigned long);
    } else {
        t14 = 0;
        t15 = 0UL;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t18 = (long)(int)((long)t14 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = (__m256i)((vcc_v4_ulong)a_v_4 * (vcc_v4_ulong)b_v_4);
            s_v_4 = _mm256_add_epi64(s_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = t15 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long);
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        s += a[t20] * b[t20];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
__attribute__((target("avx2"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t3));
            __m256i t4 = _mm256_cvtepi32_epi64(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t5 = (__m256i)((vcc_v4_long)t4 * (vcc_v4_long)b_v);
            __m256i t6 = _mm256_sub_epi64(t5, t4);
            _mm256_storeu_si256((__m256i *)(c + t3), t6);
            long t7 = (long)(int)(i_vec + 4L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m256i t8 = _mm256_cvtepi32_epi64(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t9 = (__m256i)((vcc_v4_long)t8 * (vcc_v4_long)b_v_1);
            __m256i t10 = _mm256_sub_epi64(t9, t8);
            _mm256_storeu_si256((__m256i *)(c + t7), t10);
            long t11 = (long)(int)(i_vec + 8L);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m256i t12 = _mm256_cvtepi32_epi64(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t13 = (__m256i)((vcc_v4_long)t12 * (vcc_v4_long)b_v_2);
            __m256i t14 = _mm256_sub_epi64(t13, t12);
            _mm256_storeu_si256((__m256i *)(c + t11), t14);
            long t15 = (long)(int)(i_vec + 12L);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m256i t16 = _mm256_cvtepi32_epi64(a_v_3);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = (__m256i)((vcc_v4_long)t16 * (vcc_v4_long)b_v_3);
            __m256i t18 = _mm256_sub_epi64(t17, t16);
            _mm256_storeu_si256((__m256i *)(c + t15), t18);
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
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t22));
            __m256i t23 = _mm256_cvtepi32_epi64(a_v_4);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t24 = (__m256i)((vcc_v4_long)t23 * (vcc_v4_long)b_v_4);
            __m256i t25 = _mm256_sub_epi64(t24, t23);
            _mm256_storeu_si256((__m256i *)(c + t22), t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        long t27 = (long)a[t26];
        c[t26] = t27 * b[t26] - t27;
    }
}

static int count_of(int k) {
    return k <= 140 ? k : k == 141 ? 259 : k == 142 ? 383 : 1001;
}

int main(void) {
    for (int k = 0; k < 144; k++) {
        int n = count_of(k);
        uint8_t *rgb = new_array(3 * n, 1), *g = new_array(n, 1), *a = new_array(n, 1), *out3 = new_array(3 * n, 1);
        uint8_t *pairs = new_array(2 * n, 1), *avg = new_array(n, 1);
        int64_t *x = new_array(n, 8), *y = new_array(n, 8), *z = new_array(n, 8);
        int32_t *w = new_array(n, 4);
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (uint8_t)next_rand();
        for (int i = 0; i < 2 * n; i++)
            pairs[i] = (uint8_t)next_rand();
        for (int i = 0; i < n; i++) {
            a[i] = (uint8_t)next_rand();
            /* |x|, |y| and |w| below 2^31: no product overflows int64. */
            x[i] = ((int64_t)next_rand() << 7) - ((int64_t)1 << 30);
            y[i] = i % 7 == 0 ? INT32_MIN : ((int64_t)next_rand() << 7) - ((int64_t)1 << 30);
            w[i] = (int32_t)(next_rand() << 7) - (1 << 30);
        }
        if (n > 0) {
            rgb[0] = rgb[1] = rgb[2] = 255;
            pairs[2 * n - 1] = 255;
            x[n - 1] = INT32_MAX;
        }
        gray_rgb(n, g, rgb);
        spread_rgb(n, out3, a);
        avg_pairs(n, avg, pairs);
        mul_i64(n, z, x, y, -12345);
        uint64_t s = dot_u64(n, (const uint64_t *)x, (const uint64_t *)y);
        printf("n=%d gray=%016llx spread=%016llx avg=%016llx mul=%016llx dot=%016llx", n, HASH(g, n), HASH(out3, 3 * n),
               HASH(avg, n), HASH(z, n), (unsigned long long)s);
        mul_widen(n, z, w, x);
        printf(" widen=%016llx\n", HASH(z, n));
        free(rgb), free(g), free(a), free(out3), free(pairs), free(avg), free(x), free(y), free(z), free(w);
    }
    uint8_t *rgb = new_array(3 * 1023, 1), *g = new_array(1023 + 321, 1);
    for (int i = 0; i < 3 * 1023; i++)
        rgb[i] = (uint8_t)next_rand();
    rgb[3 * 1022] = rgb[3 * 1022 + 1] = rgb[3 * 1022 + 2] = 255;
    gray_64(g, rgb);
    gray_96(g + 64, rgb);
    gray_161(g + 160, rgb);
    gray_1023(g + 321, rgb);
    printf("fixed=%016llx\n", HASH(g, 1023 + 321));
    free(rgb), free(g);
    return 0;
}
