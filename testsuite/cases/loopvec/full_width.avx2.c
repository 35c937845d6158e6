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

/* vcc-test: expect-vectorized generic=10 avx2=10 sse4.2=8 sse2=2 */
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
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 16));
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t3 + 32));
            __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            __m128i rgb_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            __m128i rgb_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            __m128i rgb_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            __m256i t10 = _mm256_cvtepu8_epi16(rgb_v);
            __m256i t11 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t10);
            __m256i t12 = _mm256_cvtepu8_epi16(rgb_v_1);
            __m256i t13 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t12);
            __m256i t14 = _mm256_add_epi16(t11, t13);
            __m256i t15 = _mm256_cvtepu8_epi16(rgb_v_2);
            __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t15);
            __m256i t17 = _mm256_add_epi16(t14, t16);
            __m256i t18 = _mm256_srli_epi16(t17, 8);
            __m128i t19 = (__m128i)__builtin_convertvector((vcc_v16_ushort)t18, vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)(g + i_vec), t19);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t20 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t20] + 150 * (int)rgb[t20 + 1] + 29 * (int)rgb[t20 + 2]) >> 8);
    }
}

/* The same at constant trip counts, where avx512vbmi's plans are 32 lanes of int16 (the bench
   kernel's): 64 and 96 (whole vector iterations), 161 = 128 + 32 + 1 (the vector epilogue and
   one scalar iteration) and 1023. */
__attribute__((target("avx2"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:21 vectorized: VF 32, UF 2, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        __m256i t2 = _mm256_loadu_si256((const __m256i *)t1);
        __m256i t3 = _mm256_loadu_si256((const __m256i *)(t1 + 32));
        __m256i t4 = _mm256_loadu_si256((const __m256i *)(t1 + 64));
        __m256i t5 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t8 = __builtin_convertvector((vcc_v32_uchar)rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t9 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v32_ushort t10 = __builtin_convertvector((vcc_v32_uchar)rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t11 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v32_ushort t12 = t9 + t11;
        vcc_v32_ushort t13 = __builtin_convertvector((vcc_v32_uchar)rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v32_ushort t15 = t12 + t14;
        vcc_v32_ushort t16 = t15 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t17 = (__m256i)__builtin_convertvector(t16, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + i_vec), t17);
        long t18 = i_vec + 32L;
        const unsigned char *t19 = rgb + 3 * (int)t18;
        __m256i t20 = _mm256_loadu_si256((const __m256i *)t19);
        __m256i t21 = _mm256_loadu_si256((const __m256i *)(t19 + 32));
        __m256i t22 = _mm256_loadu_si256((const __m256i *)(t19 + 64));
        __m256i t23 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t20, (vcc_v32_uchar)t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_3 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t23, (vcc_v32_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t20, (vcc_v32_uchar)t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_4 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t24, (vcc_v32_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t25 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t20, (vcc_v32_uchar)t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_5 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t25, (vcc_v32_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t26 = __builtin_convertvector((vcc_v32_uchar)rgb_v_3, vcc_v32_ushort);
        vcc_v32_ushort t27 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t26;
        vcc_v32_ushort t28 = __builtin_convertvector((vcc_v32_uchar)rgb_v_4, vcc_v32_ushort);
        vcc_v32_ushort t29 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t28;
        vcc_v32_ushort t30 = t27 + t29;
        vcc_v32_ushort t31 = __builtin_convertvector((vcc_v32_uchar)rgb_v_5, vcc_v32_ushort);
        vcc_v32_ushort t32 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t31;
        vcc_v32_ushort t33 = t30 + t32;
        vcc_v32_ushort t34 = t33 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t35 = (__m256i)__builtin_convertvector(t34, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t18), t35);
        i_vec += 64L;
    } while (i_vec < 64L);
}

__attribute__((target("avx2"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:26 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        __m256i t2 = _mm256_loadu_si256((const __m256i *)t1);
        __m256i t3 = _mm256_loadu_si256((const __m256i *)(t1 + 32));
        __m256i t4 = _mm256_loadu_si256((const __m256i *)(t1 + 64));
        __m256i t5 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t8 = __builtin_convertvector((vcc_v32_uchar)rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t9 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v32_ushort t10 = __builtin_convertvector((vcc_v32_uchar)rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t11 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v32_ushort t12 = t9 + t11;
        vcc_v32_ushort t13 = __builtin_convertvector((vcc_v32_uchar)rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v32_ushort t15 = t12 + t14;
        vcc_v32_ushort t16 = t15 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t17 = (__m256i)__builtin_convertvector(t16, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + i_vec), t17);
        i_vec += 32L;
    } while (i_vec < 96L);
}

__attribute__((target("avx2"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:31 vectorized: VF 32, UF 1, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        __m256i t2 = _mm256_loadu_si256((const __m256i *)t1);
        __m256i t3 = _mm256_loadu_si256((const __m256i *)(t1 + 32));
        __m256i t4 = _mm256_loadu_si256((const __m256i *)(t1 + 64));
        __m256i t5 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t8 = __builtin_convertvector((vcc_v32_uchar)rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t9 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v32_ushort t10 = __builtin_convertvector((vcc_v32_uchar)rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t11 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v32_ushort t12 = t9 + t11;
        vcc_v32_ushort t13 = __builtin_convertvector((vcc_v32_uchar)rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v32_ushort t15 = t12 + t14;
        vcc_v32_ushort t16 = t15 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t17 = (__m256i)__builtin_convertvector(t16, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + i_vec), t17);
        i_vec += 32L;
    } while (i_vec < 160L);
    for (int i = 160; i < 161; i++) {
        int t18 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t18] + 150 * (int)rgb[t18 + 1] + 29 * (int)rgb[t18 + 2]) >> 8);
    }
}

__attribute__((target("avx2"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:36 vectorized: VF 32, UF 2, vector epilogue VF 32, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        __m256i t2 = _mm256_loadu_si256((const __m256i *)t1);
        __m256i t3 = _mm256_loadu_si256((const __m256i *)(t1 + 32));
        __m256i t4 = _mm256_loadu_si256((const __m256i *)(t1 + 64));
        __m256i t5 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t2, (vcc_v32_uchar)t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t8 = __builtin_convertvector((vcc_v32_uchar)rgb_v, vcc_v32_ushort);
        vcc_v32_ushort t9 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v32_ushort t10 = __builtin_convertvector((vcc_v32_uchar)rgb_v_1, vcc_v32_ushort);
        vcc_v32_ushort t11 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v32_ushort t12 = t9 + t11;
        vcc_v32_ushort t13 = __builtin_convertvector((vcc_v32_uchar)rgb_v_2, vcc_v32_ushort);
        vcc_v32_ushort t14 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v32_ushort t15 = t12 + t14;
        vcc_v32_ushort t16 = t15 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t17 = (__m256i)__builtin_convertvector(t16, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + i_vec), t17);
        long t18 = i_vec + 32L;
        const unsigned char *t19 = rgb + 3 * (int)t18;
        __m256i t20 = _mm256_loadu_si256((const __m256i *)t19);
        __m256i t21 = _mm256_loadu_si256((const __m256i *)(t19 + 32));
        __m256i t22 = _mm256_loadu_si256((const __m256i *)(t19 + 64));
        __m256i t23 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t20, (vcc_v32_uchar)t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_3 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t23, (vcc_v32_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t20, (vcc_v32_uchar)t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_4 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t24, (vcc_v32_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t25 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t20, (vcc_v32_uchar)t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_5 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t25, (vcc_v32_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t26 = __builtin_convertvector((vcc_v32_uchar)rgb_v_3, vcc_v32_ushort);
        vcc_v32_ushort t27 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t26;
        vcc_v32_ushort t28 = __builtin_convertvector((vcc_v32_uchar)rgb_v_4, vcc_v32_ushort);
        vcc_v32_ushort t29 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t28;
        vcc_v32_ushort t30 = t27 + t29;
        vcc_v32_ushort t31 = __builtin_convertvector((vcc_v32_uchar)rgb_v_5, vcc_v32_ushort);
        vcc_v32_ushort t32 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t31;
        vcc_v32_ushort t33 = t30 + t32;
        vcc_v32_ushort t34 = t33 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t35 = (__m256i)__builtin_convertvector(t34, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t18), t35);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at full_width.c:36 vector epilogue: VF 32, UF 1, scalar epilogue */
    do {
        long t36 = 960L + i_vec_1;
        const unsigned char *t37 = rgb + 3 * (int)t36;
        __m256i t38 = _mm256_loadu_si256((const __m256i *)t37);
        __m256i t39 = _mm256_loadu_si256((const __m256i *)(t37 + 32));
        __m256i t40 = _mm256_loadu_si256((const __m256i *)(t37 + 64));
        __m256i t41 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t38, (vcc_v32_uchar)t39, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_6 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t41, (vcc_v32_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t42 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t38, (vcc_v32_uchar)t39, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t42, (vcc_v32_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t43 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t38, (vcc_v32_uchar)t39, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t43, (vcc_v32_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        vcc_v32_ushort t44 = __builtin_convertvector((vcc_v32_uchar)rgb_v_6, vcc_v32_ushort);
        vcc_v32_ushort t45 = (vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t44;
        vcc_v32_ushort t46 = __builtin_convertvector((vcc_v32_uchar)rgb_v_7, vcc_v32_ushort);
        vcc_v32_ushort t47 = (vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t46;
        vcc_v32_ushort t48 = t45 + t47;
        vcc_v32_ushort t49 = __builtin_convertvector((vcc_v32_uchar)rgb_v_8, vcc_v32_ushort);
        vcc_v32_ushort t50 = (vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t49;
        vcc_v32_ushort t51 = t48 + t50;
        vcc_v32_ushort t52 = t51 >> (vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m256i t53 = (__m256i)__builtin_convertvector(t52, vcc_v32_uchar);
        _mm256_storeu_si256((__m256i *)(g + t36), t53);
        i_vec_1 += 32L;
    } while (i_vec_1 < 32L);
    for (int i = 992; i < 1023; i++) {
        int t54 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t54] + 150 * (int)rgb[t54 + 1] + 29 * (int)rgb[t54 + 2]) >> 8);
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
            const unsigned char *t3 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t4 = (__m256i)((vcc_v32_uchar)a_v_1 >> (vcc_v32_uchar)_mm256_set1_epi8((char)1));
            unsigned char *t5 = rgb + (3 * (int)i_vec + 2);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t3);
            vcc_v32_int t6 = ({ __m128i vcc_h0 = _mm256_castsi256_si128(a_v_2), vcc_h1 = _mm256_extracti128_si256(a_v_2, 1); vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v8_int vcc_p2 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h1); vcc_v8_int vcc_p3 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h1, 8)); vcc_v32_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v32_int t7 = ~t6;
            __m256i t8 = (__m256i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v32_short), vcc_v32_uchar);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)a_v, (vcc_v32_uchar)t4, 0, 32, 0, 1, 33, 0, 2, 34, 0, 3, 35, 0, 4, 36, 0, 5, 37, 0, 6, 38, 0, 7, 39, 0, 8, 40, 0, 9, 41, 0, 10, 42);
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t8, 0, 1, 32, 3, 4, 33, 6, 7, 34, 9, 10, 35, 12, 13, 36, 15, 16, 37, 18, 19, 38, 21, 22, 39, 24, 25, 40, 27, 28, 41, 30, 31);
            _mm256_storeu_si256((__m256i *)(t5 + -2), t10);
            __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)a_v, (vcc_v32_uchar)t4, 0, 11, 43, 0, 12, 44, 0, 13, 45, 0, 14, 46, 0, 15, 47, 0, 16, 48, 0, 17, 49, 0, 18, 50, 0, 19, 51, 0, 20, 52, 0, 21);
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t11, (vcc_v32_uchar)t8, 42, 1, 2, 43, 4, 5, 44, 7, 8, 45, 10, 11, 46, 13, 14, 47, 16, 17, 48, 19, 20, 49, 22, 23, 50, 25, 26, 51, 28, 29, 52, 31);
            _mm256_storeu_si256((__m256i *)(t5 + 30), t12);
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)a_v, (vcc_v32_uchar)t4, 53, 0, 22, 54, 0, 23, 55, 0, 24, 56, 0, 25, 57, 0, 26, 58, 0, 27, 59, 0, 28, 60, 0, 29, 61, 0, 30, 62, 0, 31, 63, 0);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t13, (vcc_v32_uchar)t8, 0, 53, 2, 3, 54, 5, 6, 55, 8, 9, 56, 11, 12, 57, 14, 15, 58, 17, 18, 59, 20, 21, 60, 23, 24, 61, 26, 27, 62, 29, 30, 63);
            _mm256_storeu_si256((__m256i *)(t5 + 62), t14);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t15 = 3 * i;
        const unsigned char *t16 = a + i;
        rgb[t15] = *t16;
        rgb[t15 + 1] = (unsigned char)((int)*t16 >> 1);
        rgb[t15 + 2] = (unsigned char)~(int)*t16;
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
            const unsigned char *t3 = p + 2 * (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 32));
            __m256i p_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            __m256i p_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63);
            __m256i t6 = _mm256_avg_epu8(p_v, p_v_1);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t7 = 2 * i;
        c[i] = (unsigned char)(((int)p[t7] + (int)p[t7 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
__attribute__((target("avx2"))) void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i k_v = _mm256_set1_epi64x((long long)k);
        long i_vec = 0L;
        /* vcc: loop at full_width.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = (__m256i)((vcc_v4_long)a_v * (vcc_v4_long)b_v);
            __m256i t4 = _mm256_add_epi64(t3, k_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = (__m256i)((vcc_v4_long)a_v_1 * (vcc_v4_long)b_v_1);
            __m256i t7 = _mm256_add_epi64(t6, k_v);
            _mm256_storeu_si256((__m256i *)(c + t5), t7);
            long t8 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = (__m256i)((vcc_v4_long)a_v_2 * (vcc_v4_long)b_v_2);
            __m256i t10 = _mm256_add_epi64(t9, k_v);
            _mm256_storeu_si256((__m256i *)(c + t8), t10);
            long t11 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t12 = (__m256i)((vcc_v4_long)a_v_3 * (vcc_v4_long)b_v_3);
            __m256i t13 = _mm256_add_epi64(t12, k_v);
            _mm256_storeu_si256((__m256i *)(c + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        __m256i k_v_1 = _mm256_set1_epi64x((long long)k);
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = (__m256i)((vcc_v4_long)a_v_4 * (vcc_v4_long)b_v_4);
            __m256i t19 = _mm256_add_epi64(t18, k_v_1);
            _mm256_storeu_si256((__m256i *)(c + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = a[t20] * b[t20] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
__attribute__((target("avx2"))) uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    unsigned long s;
    int t13;
    unsigned long t14;
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
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = (__m256i)((vcc_v4_ulong)a_v * (vcc_v4_ulong)b_v);
            s_v = _mm256_add_epi64(s_v, t3);
            long t4 = i_vec + 4L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t5 = (__m256i)((vcc_v4_ulong)a_v_1 * (vcc_v4_ulong)b_v_1);
            s_v_1 = _mm256_add_epi64(s_v_1, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = (__m256i)((vcc_v4_ulong)a_v_2 * (vcc_v4_ulong)b_v_2);
            s_v_2 = _mm256_add_epi64(s_v_2, t7);
            long t8 = i_vec + 12L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = (__m256i)((vcc_v4_ulong)a_v_3 * (vcc_v4_ulong)b_v_3);
            s_v_3 = _mm256_add_epi64(s_v_3, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t10 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t11 = _mm256_add_epi64(t10, s_v_2);
        __m256i t12 = _mm256_add_epi64(t11, s_v_3);
        t13 = (int)t2;
        t14 = vcc_avx2_reduce_epi64(t12, _mm_add_epi64, unsigned long);
    } else {
        t13 = 0;
        t14 = 0UL;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at full_width.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = (__m256i)((vcc_v4_ulong)a_v_4 * (vcc_v4_ulong)b_v_4);
            s_v_4 = _mm256_add_epi64(s_v_4, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += a[t19] * b[t19];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
__attribute__((target("avx2"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepi32_epi64(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = (__m256i)((vcc_v4_long)t3 * (vcc_v4_long)b_v);
            __m256i t5 = _mm256_sub_epi64(t4, t3);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t5);
            long t6 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m256i t7 = _mm256_cvtepi32_epi64(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t8 = (__m256i)((vcc_v4_long)t7 * (vcc_v4_long)b_v_1);
            __m256i t9 = _mm256_sub_epi64(t8, t7);
            _mm256_storeu_si256((__m256i *)(c + t6), t9);
            long t10 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t10));
            __m256i t11 = _mm256_cvtepi32_epi64(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t12 = (__m256i)((vcc_v4_long)t11 * (vcc_v4_long)b_v_2);
            __m256i t13 = _mm256_sub_epi64(t12, t11);
            _mm256_storeu_si256((__m256i *)(c + t10), t13);
            long t14 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m256i t15 = _mm256_cvtepi32_epi64(a_v_3);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t16 = (__m256i)((vcc_v4_long)t15 * (vcc_v4_long)b_v_3);
            __m256i t17 = _mm256_sub_epi64(t16, t15);
            _mm256_storeu_si256((__m256i *)(c + t14), t17);
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
        /* vcc: loop at full_width.c:72 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m256i t22 = _mm256_cvtepi32_epi64(a_v_4);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t23 = (__m256i)((vcc_v4_long)t22 * (vcc_v4_long)b_v_4);
            __m256i t24 = _mm256_sub_epi64(t23, t22);
            _mm256_storeu_si256((__m256i *)(c + t21), t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        long t26 = (long)a[t25];
        c[t25] = t26 * b[t25] - t26;
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
