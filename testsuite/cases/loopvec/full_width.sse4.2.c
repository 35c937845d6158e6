/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_sse_pick(A, B, I0, I1, I2, I3, I4, I5, I6, I7) _mm_unpacklo_epi64(_mm_shuffle_epi8((A), _mm_setr_epi8(I0, I1, I2, I3, I4, I5, I6, I7, -128, -128, -128, -128, -128, -128, -128, -128)), _mm_shuffle_epi8((B), _mm_setr_epi8(I0, I1, I2, I3, I4, I5, I6, I7, -128, -128, -128, -128, -128, -128, -128, -128)))
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized generic=10 avx2=10 sse4.2=8 sse2=2 */
/* vcc-test: also-target avx512vbmi */
#include "harness.h"

/* Loops whose operations pay on full 512-bit registers (target::FULL_WIDTH_PAYS), planned wider
   than avx512's 256-bit loop vectors where the cost model finds that cheaper: 64-bit multiplies
   (vpmullq) on avx512, and the byte shuffles of interleave groups on avx512vbmi (vpermt2b).
   Other targets plan them as before. Trip counts 0..140 cover 0, 1, VF-1, VF, VF+1 and
   VF*UF-1, VF*UF, VF*UF+1 up to 128 (32 lanes of int16 times 4), then odd large ones. */

/* RGB to gray: a load group of 3 uint8 (the bench kernel rgb_gray_u8), 16-bit lanes. */
__attribute__((target("sse4.2"))) void gray_rgb(int n, uint8_t *restrict g, const uint8_t *restrict rgb) {
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
            vcc_v16_ushort t10 = ({ __m128i vcc_h0 = rgb_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t11 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t10;
            vcc_v16_ushort t12 = ({ __m128i vcc_h0 = rgb_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t13 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t12;
            vcc_v16_ushort t14 = t11 + t13;
            vcc_v16_ushort t15 = ({ __m128i vcc_h0 = rgb_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t16 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t15;
            vcc_v16_ushort t17 = t14 + t16;
            vcc_v16_ushort t18 = t17 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            __m128i t19 = (__m128i)__builtin_convertvector(t18, vcc_v16_uchar);
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
__attribute__((target("sse4.2"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:21 vectorized: VF 16, UF 2, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        __m128i t2 = _mm_loadu_si128((const __m128i *)t1);
        __m128i t3 = _mm_loadu_si128((const __m128i *)(t1 + 16));
        __m128i t4 = _mm_loadu_si128((const __m128i *)(t1 + 32));
        __m128i t5 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t6 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t8 = ({ __m128i vcc_h0 = rgb_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t9 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v16_ushort t10 = ({ __m128i vcc_h0 = rgb_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t11 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v16_ushort t12 = t9 + t11;
        vcc_v16_ushort t13 = ({ __m128i vcc_h0 = rgb_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t14 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v16_ushort t15 = t12 + t14;
        vcc_v16_ushort t16 = t15 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t17 = (__m128i)__builtin_convertvector(t16, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + i_vec), t17);
        long t18 = i_vec + 16L;
        const unsigned char *t19 = rgb + 3 * (int)t18;
        __m128i t20 = _mm_loadu_si128((const __m128i *)t19);
        __m128i t21 = _mm_loadu_si128((const __m128i *)(t19 + 16));
        __m128i t22 = _mm_loadu_si128((const __m128i *)(t19 + 32));
        __m128i t23 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v_3 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t23, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t24 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_4 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t24, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_5 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t26 = ({ __m128i vcc_h0 = rgb_v_3; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t27 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t26;
        vcc_v16_ushort t28 = ({ __m128i vcc_h0 = rgb_v_4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t29 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t28;
        vcc_v16_ushort t30 = t27 + t29;
        vcc_v16_ushort t31 = ({ __m128i vcc_h0 = rgb_v_5; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t32 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t31;
        vcc_v16_ushort t33 = t30 + t32;
        vcc_v16_ushort t34 = t33 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t35 = (__m128i)__builtin_convertvector(t34, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + t18), t35);
        i_vec += 32L;
    } while (i_vec < 64L);
}

__attribute__((target("sse4.2"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:26 vectorized: VF 16, UF 2, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        __m128i t2 = _mm_loadu_si128((const __m128i *)t1);
        __m128i t3 = _mm_loadu_si128((const __m128i *)(t1 + 16));
        __m128i t4 = _mm_loadu_si128((const __m128i *)(t1 + 32));
        __m128i t5 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t6 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t8 = ({ __m128i vcc_h0 = rgb_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t9 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v16_ushort t10 = ({ __m128i vcc_h0 = rgb_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t11 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v16_ushort t12 = t9 + t11;
        vcc_v16_ushort t13 = ({ __m128i vcc_h0 = rgb_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t14 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v16_ushort t15 = t12 + t14;
        vcc_v16_ushort t16 = t15 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t17 = (__m128i)__builtin_convertvector(t16, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + i_vec), t17);
        long t18 = i_vec + 16L;
        const unsigned char *t19 = rgb + 3 * (int)t18;
        __m128i t20 = _mm_loadu_si128((const __m128i *)t19);
        __m128i t21 = _mm_loadu_si128((const __m128i *)(t19 + 16));
        __m128i t22 = _mm_loadu_si128((const __m128i *)(t19 + 32));
        __m128i t23 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v_3 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t23, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t24 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_4 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t24, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_5 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t26 = ({ __m128i vcc_h0 = rgb_v_3; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t27 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t26;
        vcc_v16_ushort t28 = ({ __m128i vcc_h0 = rgb_v_4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t29 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t28;
        vcc_v16_ushort t30 = t27 + t29;
        vcc_v16_ushort t31 = ({ __m128i vcc_h0 = rgb_v_5; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t32 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t31;
        vcc_v16_ushort t33 = t30 + t32;
        vcc_v16_ushort t34 = t33 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t35 = (__m128i)__builtin_convertvector(t34, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + t18), t35);
        i_vec += 32L;
    } while (i_vec < 96L);
}

__attribute__((target("sse4.2"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:31 vectorized: VF 16, UF 2, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        __m128i t2 = _mm_loadu_si128((const __m128i *)t1);
        __m128i t3 = _mm_loadu_si128((const __m128i *)(t1 + 16));
        __m128i t4 = _mm_loadu_si128((const __m128i *)(t1 + 32));
        __m128i t5 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t6 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t8 = ({ __m128i vcc_h0 = rgb_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t9 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v16_ushort t10 = ({ __m128i vcc_h0 = rgb_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t11 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v16_ushort t12 = t9 + t11;
        vcc_v16_ushort t13 = ({ __m128i vcc_h0 = rgb_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t14 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v16_ushort t15 = t12 + t14;
        vcc_v16_ushort t16 = t15 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t17 = (__m128i)__builtin_convertvector(t16, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + i_vec), t17);
        long t18 = i_vec + 16L;
        const unsigned char *t19 = rgb + 3 * (int)t18;
        __m128i t20 = _mm_loadu_si128((const __m128i *)t19);
        __m128i t21 = _mm_loadu_si128((const __m128i *)(t19 + 16));
        __m128i t22 = _mm_loadu_si128((const __m128i *)(t19 + 32));
        __m128i t23 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v_3 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t23, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t24 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_4 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t24, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_5 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t26 = ({ __m128i vcc_h0 = rgb_v_3; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t27 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t26;
        vcc_v16_ushort t28 = ({ __m128i vcc_h0 = rgb_v_4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t29 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t28;
        vcc_v16_ushort t30 = t27 + t29;
        vcc_v16_ushort t31 = ({ __m128i vcc_h0 = rgb_v_5; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t32 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t31;
        vcc_v16_ushort t33 = t30 + t32;
        vcc_v16_ushort t34 = t33 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t35 = (__m128i)__builtin_convertvector(t34, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + t18), t35);
        i_vec += 32L;
    } while (i_vec < 160L);
    for (int i = 160; i < 161; i++) {
        int t36 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t36] + 150 * (int)rgb[t36 + 1] + 29 * (int)rgb[t36 + 2]) >> 8);
    }
}

__attribute__((target("sse4.2"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    long i_vec = 0L;
    /* vcc: loop at full_width.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
    do {
        const unsigned char *t1 = rgb + 3 * (int)i_vec;
        __m128i t2 = _mm_loadu_si128((const __m128i *)t1);
        __m128i t3 = _mm_loadu_si128((const __m128i *)(t1 + 16));
        __m128i t4 = _mm_loadu_si128((const __m128i *)(t1 + 32));
        __m128i t5 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t6 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_1 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t2, (vcc_v16_uchar)t3, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_2 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t4, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t8 = ({ __m128i vcc_h0 = rgb_v; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t9 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t8;
        vcc_v16_ushort t10 = ({ __m128i vcc_h0 = rgb_v_1; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t11 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t10;
        vcc_v16_ushort t12 = t9 + t11;
        vcc_v16_ushort t13 = ({ __m128i vcc_h0 = rgb_v_2; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t14 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t13;
        vcc_v16_ushort t15 = t12 + t14;
        vcc_v16_ushort t16 = t15 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t17 = (__m128i)__builtin_convertvector(t16, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + i_vec), t17);
        long t18 = i_vec + 16L;
        const unsigned char *t19 = rgb + 3 * (int)t18;
        __m128i t20 = _mm_loadu_si128((const __m128i *)t19);
        __m128i t21 = _mm_loadu_si128((const __m128i *)(t19 + 16));
        __m128i t22 = _mm_loadu_si128((const __m128i *)(t19 + 32));
        __m128i t23 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v_3 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t23, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t24 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_4 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t24, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_5 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t26 = ({ __m128i vcc_h0 = rgb_v_3; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t27 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t26;
        vcc_v16_ushort t28 = ({ __m128i vcc_h0 = rgb_v_4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t29 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t28;
        vcc_v16_ushort t30 = t27 + t29;
        vcc_v16_ushort t31 = ({ __m128i vcc_h0 = rgb_v_5; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t32 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t31;
        vcc_v16_ushort t33 = t30 + t32;
        vcc_v16_ushort t34 = t33 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t35 = (__m128i)__builtin_convertvector(t34, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + t18), t35);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at full_width.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t36 = 992L + i_vec_1;
        const unsigned char *t37 = rgb + 3 * (int)t36;
        __m128i t38 = _mm_loadu_si128((const __m128i *)t37);
        __m128i t39 = _mm_loadu_si128((const __m128i *)(t37 + 16));
        __m128i t40 = _mm_loadu_si128((const __m128i *)(t37 + 32));
        __m128i t41 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t38, (vcc_v16_uchar)t39, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v_6 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t41, (vcc_v16_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t42 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t38, (vcc_v16_uchar)t39, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t42, (vcc_v16_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t43 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t38, (vcc_v16_uchar)t39, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t43, (vcc_v16_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        vcc_v16_ushort t44 = ({ __m128i vcc_h0 = rgb_v_6; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t45 = (vcc_v16_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77} * t44;
        vcc_v16_ushort t46 = ({ __m128i vcc_h0 = rgb_v_7; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t47 = (vcc_v16_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150} * t46;
        vcc_v16_ushort t48 = t45 + t47;
        vcc_v16_ushort t49 = ({ __m128i vcc_h0 = rgb_v_8; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)_mm_cvtepu8_epi16(vcc_h0); vcc_v8_ushort vcc_p1 = (vcc_v8_ushort)_mm_unpackhi_epi8(vcc_h0, _mm_setzero_si128()); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
        vcc_v16_ushort t50 = (vcc_v16_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29} * t49;
        vcc_v16_ushort t51 = t48 + t50;
        vcc_v16_ushort t52 = t51 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
        __m128i t53 = (__m128i)__builtin_convertvector(t52, vcc_v16_uchar);
        _mm_storeu_si128((__m128i *)(g + t36), t53);
        i_vec_1 += 16L;
    } while (i_vec_1 < 16L);
    for (int i = 1008; i < 1023; i++) {
        int t54 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t54] + 150 * (int)rgb[t54 + 1] + 29 * (int)rgb[t54 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
__attribute__((target("sse4.2"))) void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:42 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t4 = (__m128i)((vcc_v16_uchar)a_v_1 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
            unsigned char *t5 = rgb + (3 * (int)i_vec + 2);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t3);
            vcc_v16_int t6 = ({ __m128i vcc_h0 = a_v_2; vcc_v4_int vcc_p0 = (vcc_v4_int)_mm_cvtepu8_epi32(vcc_h0); vcc_v4_int vcc_p1 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 4)); vcc_v4_int vcc_p2 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); vcc_v4_int vcc_p3 = (vcc_v4_int)_mm_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 12)); vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            vcc_v16_int t7 = ~t6;
            __m128i t8 = (__m128i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v16_short), vcc_v16_uchar);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)a_v, (vcc_v16_uchar)t4, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t8, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            _mm_storeu_si128((__m128i *)(t5 + -2), t10);
            __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)a_v, (vcc_v16_uchar)t4, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t8, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            _mm_storeu_si128((__m128i *)(t5 + 14), t12);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)a_v, (vcc_v16_uchar)t4, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            _mm_storeu_si128((__m128i *)(t5 + 30), t14);
            i_vec += 16L;
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
__attribute__((target("sse4.2"))) void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:51 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const unsigned char *t3 = p + 2 * (int)i_vec;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 16));
            __m128i p_v = vcc_sse_pick(t4, t5, 0, 2, 4, 6, 8, 10, 12, 14);
            __m128i p_v_1 = vcc_sse_pick(t4, t5, 1, 3, 5, 7, 9, 11, 13, 15);
            __m128i t6 = _mm_avg_epu8(p_v, p_v_1);
            _mm_storeu_si128((__m128i *)(c + i_vec), t6);
            long t7 = i_vec + 16L;
            const unsigned char *t8 = p + 2 * (int)t7;
            __m128i t9 = _mm_loadu_si128((const __m128i *)t8);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(t8 + 16));
            __m128i p_v_2 = vcc_sse_pick(t9, t10, 0, 2, 4, 6, 8, 10, 12, 14);
            __m128i p_v_3 = vcc_sse_pick(t9, t10, 1, 3, 5, 7, 9, 11, 13, 15);
            __m128i t11 = _mm_avg_epu8(p_v_2, p_v_3);
            _mm_storeu_si128((__m128i *)(c + t7), t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:51 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            const unsigned char *t16 = p + 2 * (int)t15;
            __m128i t17 = _mm_loadu_si128((const __m128i *)t16);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(t16 + 16));
            __m128i p_v_4 = vcc_sse_pick(t17, t18, 0, 2, 4, 6, 8, 10, 12, 14);
            __m128i p_v_5 = vcc_sse_pick(t17, t18, 1, 3, 5, 7, 9, 11, 13, 15);
            __m128i t19 = _mm_avg_epu8(p_v_4, p_v_5);
            _mm_storeu_si128((__m128i *)(c + t15), t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        int t20 = 2 * i;
        c[i] = (unsigned char)(((int)p[t20] + (int)p[t20 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] * b[i] + k;
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
__attribute__((target("sse4.2"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128i t3 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = (__m128i)((vcc_v2_long)t3 * (vcc_v2_long)b_v);
            __m128i t5 = _mm_sub_epi64(t4, t3);
            _mm_storeu_si128((__m128i *)(c + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + t6);
            __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t8 = (__m128i)((vcc_v2_long)t7 * (vcc_v2_long)b_v_1);
            __m128i t9 = _mm_sub_epi64(t8, t7);
            _mm_storeu_si128((__m128i *)(c + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + t10);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t12 = (__m128i)((vcc_v2_long)t11 * (vcc_v2_long)b_v_2);
            __m128i t13 = _mm_sub_epi64(t12, t11);
            _mm_storeu_si128((__m128i *)(c + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + t14);
            __m128i t15 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t16 = (__m128i)((vcc_v2_long)t15 * (vcc_v2_long)b_v_3);
            __m128i t17 = _mm_sub_epi64(t16, t15);
            _mm_storeu_si128((__m128i *)(c + t14), t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:72 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + t21);
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m128i t23 = (__m128i)((vcc_v2_long)t22 * (vcc_v2_long)b_v_4);
            __m128i t24 = _mm_sub_epi64(t23, t22);
            _mm_storeu_si128((__m128i *)(c + t21), t24);
            i_vec_1 += 2L;
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
