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
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = rgb + 3 * t4;
            __m128i t6 = _mm_loadu_si128((const __m128i *)t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m256i t15 = _mm256_cvtepu8_epi16(t10);
            __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t15);
            __m256i t17 = _mm256_cvtepu8_epi16(t12);
            __m256i t18 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t17);
            __m256i t19 = _mm256_add_epi16(t16, t18);
            __m256i t20 = _mm256_cvtepu8_epi16(t14);
            __m256i t21 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t20);
            __m256i t22 = _mm256_add_epi16(t19, t21);
            __m256i t23 = (__m256i)((vcc_v16_ushort)t22 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_v16_ushort)t23, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(g + t4), t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t25 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t25] + 150 * (int)rgb[t25 + 1] + 29 * (int)rgb[t25 + 2]) >> 8);
    }
}

/* The same at constant trip counts, where avx512vbmi's plans are 32 lanes of int16 (the bench
   kernel's): 64 and 96 (whole vector iterations), 161 = 128 + 32 + 1 (the vector epilogue and
   one scalar iteration) and 1023. */
__attribute__((target("avx2"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 32));
        __m256i t6 = _mm256_loadu_si256((const __m256i *)(t3 + 64));
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t11, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t13 = __builtin_convertvector((vcc_v32_uchar)t8, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t13;
        vcc_v32_ushort t15 = __builtin_convertvector((vcc_v32_uchar)t10, vcc_v32_ushort);
        vcc_v32_ushort t16 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t15;
        vcc_v32_ushort t17 = t14 + t16;
        vcc_v32_ushort t18 = __builtin_convertvector((vcc_v32_uchar)t12, vcc_v32_ushort);
        vcc_v32_ushort t19 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t18;
        vcc_v32_ushort t20 = t17 + t19;
        vcc_v32_ushort t21 = t20 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t22 = (__m256i)__builtin_convertvector(t21, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t2), t22);
        int t23 = (int)(t1 + 32L);
        const unsigned char *t24 = rgb + 3 * t23;
        __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
        __m256i t26 = _mm256_loadu_si256((const __m256i *)(t24 + 32));
        __m256i t27 = _mm256_loadu_si256((const __m256i *)(t24 + 64));
        __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t25, (vcc_v32_uchar)t26, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t28, (vcc_v32_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t25, (vcc_v32_uchar)t26, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t31 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t30, (vcc_v32_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t32 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t25, (vcc_v32_uchar)t26, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t32, (vcc_v32_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t34 = __builtin_convertvector((vcc_v32_uchar)t29, vcc_v32_ushort);
        vcc_v32_ushort t35 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t34;
        vcc_v32_ushort t36 = __builtin_convertvector((vcc_v32_uchar)t31, vcc_v32_ushort);
        vcc_v32_ushort t37 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t36;
        vcc_v32_ushort t38 = t35 + t37;
        vcc_v32_ushort t39 = __builtin_convertvector((vcc_v32_uchar)t33, vcc_v32_ushort);
        vcc_v32_ushort t40 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t39;
        vcc_v32_ushort t41 = t38 + t40;
        vcc_v32_ushort t42 = t41 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t43 = (__m256i)__builtin_convertvector(t42, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t23), t43);
        t1 += 64L;
    } while (t1 < 64L);
    for (int i = 64; i < 64; i++) {
        int t44 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t44] + 150 * (int)rgb[t44 + 1] + 29 * (int)rgb[t44 + 2]) >> 8);
    }
}

__attribute__((target("avx2"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 32));
        __m256i t6 = _mm256_loadu_si256((const __m256i *)(t3 + 64));
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t11, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t13 = __builtin_convertvector((vcc_v32_uchar)t8, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t13;
        vcc_v32_ushort t15 = __builtin_convertvector((vcc_v32_uchar)t10, vcc_v32_ushort);
        vcc_v32_ushort t16 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t15;
        vcc_v32_ushort t17 = t14 + t16;
        vcc_v32_ushort t18 = __builtin_convertvector((vcc_v32_uchar)t12, vcc_v32_ushort);
        vcc_v32_ushort t19 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t18;
        vcc_v32_ushort t20 = t17 + t19;
        vcc_v32_ushort t21 = t20 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t22 = (__m256i)__builtin_convertvector(t21, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t2), t22);
        t1 += 32L;
    } while (t1 < 96L);
    for (int i = 96; i < 96; i++) {
        int t23 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t23] + 150 * (int)rgb[t23 + 1] + 29 * (int)rgb[t23 + 2]) >> 8);
    }
}

__attribute__((target("avx2"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 32));
        __m256i t6 = _mm256_loadu_si256((const __m256i *)(t3 + 64));
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t11, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t13 = __builtin_convertvector((vcc_v32_uchar)t8, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t13;
        vcc_v32_ushort t15 = __builtin_convertvector((vcc_v32_uchar)t10, vcc_v32_ushort);
        vcc_v32_ushort t16 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t15;
        vcc_v32_ushort t17 = t14 + t16;
        vcc_v32_ushort t18 = __builtin_convertvector((vcc_v32_uchar)t12, vcc_v32_ushort);
        vcc_v32_ushort t19 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t18;
        vcc_v32_ushort t20 = t17 + t19;
        vcc_v32_ushort t21 = t20 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t22 = (__m256i)__builtin_convertvector(t21, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t2), t22);
        t1 += 32L;
    } while (t1 < 160L);
    for (int i = 160; i < 161; i++) {
        int t23 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t23] + 150 * (int)rgb[t23 + 1] + 29 * (int)rgb[t23 + 2]) >> 8);
    }
}

__attribute__((target("avx2"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        const unsigned char *t4 = rgb + 3 * t3;
        __m256i t5 = _mm256_loadu_si256((const __m256i *)t4);
        __m256i t6 = _mm256_loadu_si256((const __m256i *)(t4 + 32));
        __m256i t7 = _mm256_loadu_si256((const __m256i *)(t4 + 64));
        __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t10, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t12, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t14 = __builtin_convertvector((vcc_v32_uchar)t9, vcc_v32_ushort);
        vcc_v32_ushort t15 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t14;
        vcc_v32_ushort t16 = __builtin_convertvector((vcc_v32_uchar)t11, vcc_v32_ushort);
        vcc_v32_ushort t17 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t16;
        vcc_v32_ushort t18 = t15 + t17;
        vcc_v32_ushort t19 = __builtin_convertvector((vcc_v32_uchar)t13, vcc_v32_ushort);
        vcc_v32_ushort t20 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t19;
        vcc_v32_ushort t21 = t18 + t20;
        vcc_v32_ushort t22 = t21 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t23 = (__m256i)__builtin_convertvector(t22, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t3), t23);
        int t24 = (int)(t1 + 32L);
        const unsigned char *t25 = rgb + 3 * t24;
        __m256i t26 = _mm256_loadu_si256((const __m256i *)t25);
        __m256i t27 = _mm256_loadu_si256((const __m256i *)(t25 + 32));
        __m256i t28 = _mm256_loadu_si256((const __m256i *)(t25 + 64));
        __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t26, (vcc_v32_uchar)t27, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t29, (vcc_v32_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t31 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t26, (vcc_v32_uchar)t27, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t32 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t31, (vcc_v32_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t26, (vcc_v32_uchar)t27, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t34 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t33, (vcc_v32_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t35 = __builtin_convertvector((vcc_v32_uchar)t30, vcc_v32_ushort);
        vcc_v32_ushort t36 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t35;
        vcc_v32_ushort t37 = __builtin_convertvector((vcc_v32_uchar)t32, vcc_v32_ushort);
        vcc_v32_ushort t38 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t37;
        vcc_v32_ushort t39 = t36 + t38;
        vcc_v32_ushort t40 = __builtin_convertvector((vcc_v32_uchar)t34, vcc_v32_ushort);
        vcc_v32_ushort t41 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t40;
        vcc_v32_ushort t42 = t39 + t41;
        vcc_v32_ushort t43 = t42 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t44 = (__m256i)__builtin_convertvector(t43, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t24), t44);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        int t45 = (int)(960L + t2);
        const unsigned char *t46 = rgb + 3 * t45;
        __m256i t47 = _mm256_loadu_si256((const __m256i *)t46);
        __m256i t48 = _mm256_loadu_si256((const __m256i *)(t46 + 32));
        __m256i t49 = _mm256_loadu_si256((const __m256i *)(t46 + 64));
        __m256i t50 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t47, (vcc_v32_uchar)t48, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t51 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t50, (vcc_v32_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t52 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t47, (vcc_v32_uchar)t48, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t53 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t52, (vcc_v32_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t54 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t47, (vcc_v32_uchar)t48, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i t55 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t54, (vcc_v32_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t56 = __builtin_convertvector((vcc_v32_uchar)t51, vcc_v32_ushort);
        vcc_v32_ushort t57 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t56;
        vcc_v32_ushort t58 = __builtin_convertvector((vcc_v32_uchar)t53, vcc_v32_ushort);
        vcc_v32_ushort t59 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t58;
        vcc_v32_ushort t60 = t57 + t59;
        vcc_v32_ushort t61 = __builtin_convertvector((vcc_v32_uchar)t55, vcc_v32_ushort);
        vcc_v32_ushort t62 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t61;
        vcc_v32_ushort t63 = t60 + t62;
        vcc_v32_ushort t64 = t63 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t65 = (__m256i)__builtin_convertvector(t64, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t45), t65);
        t2 += 32L;
    } while (t2 < 32L);
    for (int i = 992; i < 1023; i++) {
        int t66 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t66] + 150 * (int)rgb[t66 + 1] + 29 * (int)rgb[t66 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
__attribute__((target("avx2"))) void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = a + t4;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t8 = t7;
            __m256i t9 = (__m256i)((vcc_v32_uchar)t8 >> (vcc_v32_uchar)_mm256_set1_epi8((char)1));
            __m256i t10 = t9;
            unsigned char *t11 = rgb + (3 * t4 + 2);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)t5);
            vcc_v32_int t13 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(t12), vcc_h1 = _mm256_extracti128_si256(t12, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v8_int vcc_p2 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h1); vcc_v8_int vcc_p3 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h1, 8)); __builtin_shufflevector(__builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), __builtin_shufflevector(vcc_p2, vcc_p3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31); });
            vcc_v32_int t14 = ~t13;
            __m256i t15 = (__m256i)__builtin_convertvector(__builtin_convertvector(t14, vcc_v32_short), vcc_v32_uchar);
            __m256i t16 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t10, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            __m256i t17 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t16, (vcc_v32_uchar)t15, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            _mm256_storeu_si256((__m256i *)(t11 + -2), t17);
            __m256i t18 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t10, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            __m256i t19 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t18, (vcc_v32_uchar)t15, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            _mm256_storeu_si256((__m256i *)(t11 + 30), t19);
            __m256i t20 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t10, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            __m256i t21 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t20, (vcc_v32_uchar)t15, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            _mm256_storeu_si256((__m256i *)(t11 + 62), t21);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t22 = 3 * i;
        const unsigned char *t23 = a + i;
        rgb[t22] = *t23;
        rgb[t22 + 1] = (unsigned char)((int)*t23 >> 1);
        rgb[t22 + 2] = (unsigned char)~(int)*t23;
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
__attribute__((target("avx2"))) void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            const unsigned char *t5 = p + 2 * t4;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t5 + 32));
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t7, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t7, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63);
            __m256i t10 = t8;
            __m256i t11 = t9;
            __m256i t12 = _mm256_avg_epu8(t10, t11);
            __m256i t13 = t12;
            _mm256_storeu_si256((__m256i *)(c + t4), t13);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t14 = 2 * i;
        c[i] = (unsigned char)(((int)p[t14] + (int)p[t14 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
__attribute__((target("avx2"))) void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m256i t5 = _mm256_set1_epi64x((long long)k);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t9 = (__m256i)((vcc_v4_long)t7 * (vcc_v4_long)t8);
            __m256i t10 = _mm256_add_epi64(t9, t5);
            _mm256_storeu_si256((__m256i *)(c + t6), t10);
            long t11 = (long)(int)(t1 + 4L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t14 = (__m256i)((vcc_v4_long)t12 * (vcc_v4_long)t13);
            __m256i t15 = _mm256_add_epi64(t14, t5);
            _mm256_storeu_si256((__m256i *)(c + t11), t15);
            long t16 = (long)(int)(t1 + 8L);
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(a + t16));
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t16));
            __m256i t19 = (__m256i)((vcc_v4_long)t17 * (vcc_v4_long)t18);
            __m256i t20 = _mm256_add_epi64(t19, t5);
            _mm256_storeu_si256((__m256i *)(c + t16), t20);
            long t21 = (long)(int)(t1 + 12L);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t24 = (__m256i)((vcc_v4_long)t22 * (vcc_v4_long)t23);
            __m256i t25 = _mm256_add_epi64(t24, t5);
            _mm256_storeu_si256((__m256i *)(c + t21), t25);
            t1 += 16L;
        } while (t1 < t4);
        t26 = (int)t4;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        __m256i t29 = _mm256_set1_epi64x((long long)k);
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t26 + t2);
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(a + t30));
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(b + t30));
            __m256i t33 = (__m256i)((vcc_v4_long)t31 * (vcc_v4_long)t32);
            __m256i t34 = _mm256_add_epi64(t33, t29);
            _mm256_storeu_si256((__m256i *)(c + t30), t34);
            t2 += 4L;
        } while (t2 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        c[t35] = a[t35] * b[t35] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
__attribute__((target("avx2"))) uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t29;
    unsigned long t30;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t10 = (long)(int)t1;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t13 = (__m256i)((vcc_v4_ulong)t11 * (vcc_v4_ulong)t12);
            t2 = _mm256_add_epi64(t2, t13);
            long t14 = (long)(int)(t1 + 4L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t17 = (__m256i)((vcc_v4_ulong)t15 * (vcc_v4_ulong)t16);
            t3 = _mm256_add_epi64(t3, t17);
            long t18 = (long)(int)(t1 + 8L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t21 = (__m256i)((vcc_v4_ulong)t19 * (vcc_v4_ulong)t20);
            t4 = _mm256_add_epi64(t4, t21);
            long t22 = (long)(int)(t1 + 12L);
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
            __m256i t25 = (__m256i)((vcc_v4_ulong)t23 * (vcc_v4_ulong)t24);
            t5 = _mm256_add_epi64(t5, t25);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t26 = _mm256_add_epi64(t2, t3);
        __m256i t27 = _mm256_add_epi64(t26, t4);
        __m256i t28 = _mm256_add_epi64(t27, t5);
        t29 = (int)t9;
        t30 = vcc_avx2_reduce_epi64(t28, _mm_add_epi64, unsigned long);
    } else {
        t29 = 0;
        t30 = 0UL;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t33 = (long)(int)((long)t29 + t6);
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(a + t33));
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t33));
            __m256i t36 = (__m256i)((vcc_v4_ulong)t34 * (vcc_v4_ulong)t35);
            t7 = _mm256_add_epi64(t7, t36);
            t6 += 4L;
        } while (t6 < t32);
        i = (int)((long)t29 + t32);
        s = t30 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long);
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        s += a[t37] * b[t37];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
__attribute__((target("avx2"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m256i t7 = _mm256_cvtepi32_epi64(t6);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t9 = (__m256i)((vcc_v4_long)t7 * (vcc_v4_long)t8);
            __m256i t10 = _mm256_sub_epi64(t9, t7);
            _mm256_storeu_si256((__m256i *)(c + t5), t10);
            long t11 = (long)(int)(t1 + 4L);
            __m128i t12 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m256i t13 = _mm256_cvtepi32_epi64(t12);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t15 = (__m256i)((vcc_v4_long)t13 * (vcc_v4_long)t14);
            __m256i t16 = _mm256_sub_epi64(t15, t13);
            _mm256_storeu_si256((__m256i *)(c + t11), t16);
            long t17 = (long)(int)(t1 + 8L);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m256i t19 = _mm256_cvtepi32_epi64(t18);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t21 = (__m256i)((vcc_v4_long)t19 * (vcc_v4_long)t20);
            __m256i t22 = _mm256_sub_epi64(t21, t19);
            _mm256_storeu_si256((__m256i *)(c + t17), t22);
            long t23 = (long)(int)(t1 + 12L);
            __m128i t24 = _mm_loadu_si128((const __m128i *)(a + t23));
            __m256i t25 = _mm256_cvtepi32_epi64(t24);
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(b + t23));
            __m256i t27 = (__m256i)((vcc_v4_long)t25 * (vcc_v4_long)t26);
            __m256i t28 = _mm256_sub_epi64(t27, t25);
            _mm256_storeu_si256((__m256i *)(c + t23), t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m128i t33 = _mm_loadu_si128((const __m128i *)(a + t32));
            __m256i t34 = _mm256_cvtepi32_epi64(t33);
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(b + t32));
            __m256i t36 = (__m256i)((vcc_v4_long)t34 * (vcc_v4_long)t35);
            __m256i t37 = _mm256_sub_epi64(t36, t34);
            _mm256_storeu_si256((__m256i *)(c + t32), t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        long t39 = (long)a[t38];
        c[t38] = t39 * b[t38] - t39;
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
