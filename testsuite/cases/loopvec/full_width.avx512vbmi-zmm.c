/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_rgb(int n, uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:13 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            const unsigned char *t3 = rgb + 3 * (int)i_vec;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 32));
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t3 + 64));
            __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t7, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t4, (vcc_v32_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            __m512i t10 = _mm512_cvtepu8_epi16(rgb_v);
            __m512i t11 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t10);
            __m512i t12 = _mm512_cvtepu8_epi16(rgb_v_1);
            __m512i t13 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t12);
            __m512i t14 = _mm512_add_epi16(t11, t13);
            __m512i t15 = _mm512_cvtepu8_epi16(rgb_v_2);
            __m512i t16 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t15);
            __m512i t17 = _mm512_add_epi16(t14, t16);
            __m512i t18 = _mm512_srli_epi16(t17, 8);
            __m256i t19 = _mm512_cvtepi16_epi8(t18);
            _mm256_storeu_si256((__m256i *)(g + i_vec), t19);
            i_vec += 32L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
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
        __m512i t8 = _mm512_cvtepu8_epi16(rgb_v);
        __m512i t9 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t8);
        __m512i t10 = _mm512_cvtepu8_epi16(rgb_v_1);
        __m512i t11 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t10);
        __m512i t12 = _mm512_add_epi16(t9, t11);
        __m512i t13 = _mm512_cvtepu8_epi16(rgb_v_2);
        __m512i t14 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t13);
        __m512i t15 = _mm512_add_epi16(t12, t14);
        __m512i t16 = _mm512_srli_epi16(t15, 8);
        __m256i t17 = _mm512_cvtepi16_epi8(t16);
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
        __m512i t26 = _mm512_cvtepu8_epi16(rgb_v_3);
        __m512i t27 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t26);
        __m512i t28 = _mm512_cvtepu8_epi16(rgb_v_4);
        __m512i t29 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t28);
        __m512i t30 = _mm512_add_epi16(t27, t29);
        __m512i t31 = _mm512_cvtepu8_epi16(rgb_v_5);
        __m512i t32 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t31);
        __m512i t33 = _mm512_add_epi16(t30, t32);
        __m512i t34 = _mm512_srli_epi16(t33, 8);
        __m256i t35 = _mm512_cvtepi16_epi8(t34);
        _mm256_storeu_si256((__m256i *)(g + t18), t35);
        i_vec += 64L;
    } while (i_vec < 64L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
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
        __m512i t8 = _mm512_cvtepu8_epi16(rgb_v);
        __m512i t9 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t8);
        __m512i t10 = _mm512_cvtepu8_epi16(rgb_v_1);
        __m512i t11 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t10);
        __m512i t12 = _mm512_add_epi16(t9, t11);
        __m512i t13 = _mm512_cvtepu8_epi16(rgb_v_2);
        __m512i t14 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t13);
        __m512i t15 = _mm512_add_epi16(t12, t14);
        __m512i t16 = _mm512_srli_epi16(t15, 8);
        __m256i t17 = _mm512_cvtepi16_epi8(t16);
        _mm256_storeu_si256((__m256i *)(g + i_vec), t17);
        i_vec += 32L;
    } while (i_vec < 96L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at full_width.c:31 vectorized: VF 32, UF 4, vector epilogue VF 32, scalar epilogue */
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
        __m512i t8 = _mm512_cvtepu8_epi16(rgb_v);
        __m512i t9 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t8);
        __m512i t10 = _mm512_cvtepu8_epi16(rgb_v_1);
        __m512i t11 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t10);
        __m512i t12 = _mm512_add_epi16(t9, t11);
        __m512i t13 = _mm512_cvtepu8_epi16(rgb_v_2);
        __m512i t14 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t13);
        __m512i t15 = _mm512_add_epi16(t12, t14);
        __m512i t16 = _mm512_srli_epi16(t15, 8);
        __m256i t17 = _mm512_cvtepi16_epi8(t16);
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
        __m512i t26 = _mm512_cvtepu8_epi16(rgb_v_3);
        __m512i t27 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t26);
        __m512i t28 = _mm512_cvtepu8_epi16(rgb_v_4);
        __m512i t29 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t28);
        __m512i t30 = _mm512_add_epi16(t27, t29);
        __m512i t31 = _mm512_cvtepu8_epi16(rgb_v_5);
        __m512i t32 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t31);
        __m512i t33 = _mm512_add_epi16(t30, t32);
        __m512i t34 = _mm512_srli_epi16(t33, 8);
        __m256i t35 = _mm512_cvtepi16_epi8(t34);
        _mm256_storeu_si256((__m256i *)(g + t18), t35);
        long t36 = i_vec + 64L;
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
        __m512i t44 = _mm512_cvtepu8_epi16(rgb_v_6);
        __m512i t45 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t44);
        __m512i t46 = _mm512_cvtepu8_epi16(rgb_v_7);
        __m512i t47 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t46);
        __m512i t48 = _mm512_add_epi16(t45, t47);
        __m512i t49 = _mm512_cvtepu8_epi16(rgb_v_8);
        __m512i t50 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t49);
        __m512i t51 = _mm512_add_epi16(t48, t50);
        __m512i t52 = _mm512_srli_epi16(t51, 8);
        __m256i t53 = _mm512_cvtepi16_epi8(t52);
        _mm256_storeu_si256((__m256i *)(g + t36), t53);
        long t54 = i_vec + 96L;
        const unsigned char *t55 = rgb + 3 * (int)t54;
        __m256i t56 = _mm256_loadu_si256((const __m256i *)t55);
        __m256i t57 = _mm256_loadu_si256((const __m256i *)(t55 + 32));
        __m256i t58 = _mm256_loadu_si256((const __m256i *)(t55 + 64));
        __m256i t59 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t56, (vcc_v32_uchar)t57, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t59, (vcc_v32_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t60 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t56, (vcc_v32_uchar)t57, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t60, (vcc_v32_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t61 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t56, (vcc_v32_uchar)t57, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t61, (vcc_v32_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        __m512i t62 = _mm512_cvtepu8_epi16(rgb_v_9);
        __m512i t63 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t62);
        __m512i t64 = _mm512_cvtepu8_epi16(rgb_v_10);
        __m512i t65 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t64);
        __m512i t66 = _mm512_add_epi16(t63, t65);
        __m512i t67 = _mm512_cvtepu8_epi16(rgb_v_11);
        __m512i t68 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t67);
        __m512i t69 = _mm512_add_epi16(t66, t68);
        __m512i t70 = _mm512_srli_epi16(t69, 8);
        __m256i t71 = _mm512_cvtepi16_epi8(t70);
        _mm256_storeu_si256((__m256i *)(g + t54), t71);
        i_vec += 128L;
    } while (i_vec < 128L);
    long i_vec_1 = 0L;
    /* vcc: loop at full_width.c:31 vector epilogue: VF 32, UF 1, scalar epilogue */
    do {
        long t72 = 128L + i_vec_1;
        const unsigned char *t73 = rgb + 3 * (int)t72;
        __m256i t74 = _mm256_loadu_si256((const __m256i *)t73);
        __m256i t75 = _mm256_loadu_si256((const __m256i *)(t73 + 32));
        __m256i t76 = _mm256_loadu_si256((const __m256i *)(t73 + 64));
        __m256i t77 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t74, (vcc_v32_uchar)t75, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t77, (vcc_v32_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t78 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t74, (vcc_v32_uchar)t75, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t78, (vcc_v32_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t79 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t74, (vcc_v32_uchar)t75, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_14 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t79, (vcc_v32_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        __m512i t80 = _mm512_cvtepu8_epi16(rgb_v_12);
        __m512i t81 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t80);
        __m512i t82 = _mm512_cvtepu8_epi16(rgb_v_13);
        __m512i t83 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t82);
        __m512i t84 = _mm512_add_epi16(t81, t83);
        __m512i t85 = _mm512_cvtepu8_epi16(rgb_v_14);
        __m512i t86 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t85);
        __m512i t87 = _mm512_add_epi16(t84, t86);
        __m512i t88 = _mm512_srli_epi16(t87, 8);
        __m256i t89 = _mm512_cvtepi16_epi8(t88);
        _mm256_storeu_si256((__m256i *)(g + t72), t89);
        i_vec_1 += 32L;
    } while (i_vec_1 < 32L);
    for (int i = 160; i < 161; i++) {
        int t90 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t90] + 150 * (int)rgb[t90 + 1] + 29 * (int)rgb[t90 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at full_width.c:36 vectorized: VF 32, UF 4, vector epilogue VF 32, scalar epilogue */
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
        __m512i t8 = _mm512_cvtepu8_epi16(rgb_v);
        __m512i t9 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t8);
        __m512i t10 = _mm512_cvtepu8_epi16(rgb_v_1);
        __m512i t11 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t10);
        __m512i t12 = _mm512_add_epi16(t9, t11);
        __m512i t13 = _mm512_cvtepu8_epi16(rgb_v_2);
        __m512i t14 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t13);
        __m512i t15 = _mm512_add_epi16(t12, t14);
        __m512i t16 = _mm512_srli_epi16(t15, 8);
        __m256i t17 = _mm512_cvtepi16_epi8(t16);
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
        __m512i t26 = _mm512_cvtepu8_epi16(rgb_v_3);
        __m512i t27 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t26);
        __m512i t28 = _mm512_cvtepu8_epi16(rgb_v_4);
        __m512i t29 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t28);
        __m512i t30 = _mm512_add_epi16(t27, t29);
        __m512i t31 = _mm512_cvtepu8_epi16(rgb_v_5);
        __m512i t32 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t31);
        __m512i t33 = _mm512_add_epi16(t30, t32);
        __m512i t34 = _mm512_srli_epi16(t33, 8);
        __m256i t35 = _mm512_cvtepi16_epi8(t34);
        _mm256_storeu_si256((__m256i *)(g + t18), t35);
        long t36 = i_vec + 64L;
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
        __m512i t44 = _mm512_cvtepu8_epi16(rgb_v_6);
        __m512i t45 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t44);
        __m512i t46 = _mm512_cvtepu8_epi16(rgb_v_7);
        __m512i t47 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t46);
        __m512i t48 = _mm512_add_epi16(t45, t47);
        __m512i t49 = _mm512_cvtepu8_epi16(rgb_v_8);
        __m512i t50 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t49);
        __m512i t51 = _mm512_add_epi16(t48, t50);
        __m512i t52 = _mm512_srli_epi16(t51, 8);
        __m256i t53 = _mm512_cvtepi16_epi8(t52);
        _mm256_storeu_si256((__m256i *)(g + t36), t53);
        long t54 = i_vec + 96L;
        const unsigned char *t55 = rgb + 3 * (int)t54;
        __m256i t56 = _mm256_loadu_si256((const __m256i *)t55);
        __m256i t57 = _mm256_loadu_si256((const __m256i *)(t55 + 32));
        __m256i t58 = _mm256_loadu_si256((const __m256i *)(t55 + 64));
        __m256i t59 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t56, (vcc_v32_uchar)t57, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t59, (vcc_v32_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t60 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t56, (vcc_v32_uchar)t57, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t60, (vcc_v32_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t61 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t56, (vcc_v32_uchar)t57, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t61, (vcc_v32_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        __m512i t62 = _mm512_cvtepu8_epi16(rgb_v_9);
        __m512i t63 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t62);
        __m512i t64 = _mm512_cvtepu8_epi16(rgb_v_10);
        __m512i t65 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t64);
        __m512i t66 = _mm512_add_epi16(t63, t65);
        __m512i t67 = _mm512_cvtepu8_epi16(rgb_v_11);
        __m512i t68 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t67);
        __m512i t69 = _mm512_add_epi16(t66, t68);
        __m512i t70 = _mm512_srli_epi16(t69, 8);
        __m256i t71 = _mm512_cvtepi16_epi8(t70);
        _mm256_storeu_si256((__m256i *)(g + t54), t71);
        i_vec += 128L;
    } while (i_vec < 896L);
    long i_vec_1 = 0L;
    /* vcc: loop at full_width.c:36 vector epilogue: VF 32, UF 1, scalar epilogue */
    do {
        long t72 = 896L + i_vec_1;
        const unsigned char *t73 = rgb + 3 * (int)t72;
        __m256i t74 = _mm256_loadu_si256((const __m256i *)t73);
        __m256i t75 = _mm256_loadu_si256((const __m256i *)(t73 + 32));
        __m256i t76 = _mm256_loadu_si256((const __m256i *)(t73 + 64));
        __m256i t77 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t74, (vcc_v32_uchar)t75, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t77, (vcc_v32_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t78 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t74, (vcc_v32_uchar)t75, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t78, (vcc_v32_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t79 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t74, (vcc_v32_uchar)t75, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_14 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t79, (vcc_v32_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        __m512i t80 = _mm512_cvtepu8_epi16(rgb_v_12);
        __m512i t81 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t80);
        __m512i t82 = _mm512_cvtepu8_epi16(rgb_v_13);
        __m512i t83 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t82);
        __m512i t84 = _mm512_add_epi16(t81, t83);
        __m512i t85 = _mm512_cvtepu8_epi16(rgb_v_14);
        __m512i t86 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t85);
        __m512i t87 = _mm512_add_epi16(t84, t86);
        __m512i t88 = _mm512_srli_epi16(t87, 8);
        __m256i t89 = _mm512_cvtepi16_epi8(t88);
        _mm256_storeu_si256((__m256i *)(g + t72), t89);
        i_vec_1 += 32L;
    } while (i_vec_1 < 96L);
    for (int i = 992; i < 1023; i++) {
        int t90 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t90] + 150 * (int)rgb[t90 + 1] + 29 * (int)rgb[t90 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    vcc_no_contract_body
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
            __m512i t6 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t7 = _mm512_ternarylogic_epi32(t6, t6, t6, 0x55);
            __m128i t8 = _mm512_cvtepi32_epi8(t7);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi64((long long)k);
        long i_vec = 0L;
        /* vcc: loop at full_width.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_mullo_epi64(a_v, b_v);
            __m512i t4 = _mm512_add_epi64(t3, k_v);
            _mm512_storeu_si512(c + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t6 = _mm512_mullo_epi64(a_v_1, b_v_1);
            __m512i t7 = _mm512_add_epi64(t6, k_v);
            _mm512_storeu_si512(c + t5, t7);
            long t8 = i_vec + 16L;
            __m512i a_v_2 = _mm512_loadu_si512(a + t8);
            __m512i b_v_2 = _mm512_loadu_si512(b + t8);
            __m512i t9 = _mm512_mullo_epi64(a_v_2, b_v_2);
            __m512i t10 = _mm512_add_epi64(t9, k_v);
            _mm512_storeu_si512(c + t8, t10);
            long t11 = i_vec + 24L;
            __m512i a_v_3 = _mm512_loadu_si512(a + t11);
            __m512i b_v_3 = _mm512_loadu_si512(b + t11);
            __m512i t12 = _mm512_mullo_epi64(a_v_3, b_v_3);
            __m512i t13 = _mm512_add_epi64(t12, k_v);
            _mm512_storeu_si512(c + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        __m512i k_v_1 = _mm512_set1_epi64((long long)k);
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:57 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512i a_v_4 = _mm512_loadu_si512(a + t17);
            __m512i b_v_4 = _mm512_loadu_si512(b + t17);
            __m512i t18 = _mm512_mullo_epi64(a_v_4, b_v_4);
            __m512i t19 = _mm512_add_epi64(t18, k_v_1);
            _mm512_storeu_si512(c + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i k_v_2 = _mm512_set1_epi64((long long)k);
        long t24 = (long)t20;
        __m512i a_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t23), a + t24);
        __m512i b_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t23), b + t24);
        __m512i t25 = _mm512_mullo_epi64(a_v_5, b_v_5);
        __m512i t26 = _mm512_add_epi64(t25, k_v_2);
        _mm512_mask_storeu_epi64(c + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        c[t27] = a[t27] * b[t27] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long s;
    int t7;
    unsigned long t8;
    int t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at full_width.c:65 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_mullo_epi64(a_v, b_v);
            s_v = _mm512_add_epi64(s_v, t3);
            long t4 = i_vec + 8L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t4);
            __m512i b_v_1 = _mm512_loadu_si512(b + t4);
            __m512i t5 = _mm512_mullo_epi64(a_v_1, b_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t6 = _mm512_add_epi64(s_v, s_v_1);
        t7 = (int)t2;
        t8 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t6), _mm512_extracti64x4_epi64(t6, 1)), _mm_add_epi64, unsigned long);
    } else {
        t7 = 0;
        t8 = 0UL;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at full_width.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t7 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __m512i t12 = _mm512_mullo_epi64(a_v_2, b_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t12);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        t13 = (int)((long)t7 + t10);
        t14 = t8 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long);
    } else {
        t13 = t7;
        t14 = t8;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if ((t15 >= 1L) & (t15 <= 8L)) {
        __m256i t16 = _mm256_set1_epi32((int)(int)t15);
        __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t18 = (long)t13;
        __m512i a_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t17), a + t18);
        __m512i b_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t17), b + t18);
        __m512i t19 = _mm512_mullo_epi64(a_v_3, b_v_3);
        __m512i t20 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t17), _mm512_set1_epi64((long long)0LL), t19);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t20);
        i = (int)((long)t13 + t15);
        s = t14 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        s += a[t21] * b[t21];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t4 = _mm512_mullo_epi64(t3, b_v);
            __m512i t5 = _mm512_sub_epi64(t4, t3);
            _mm512_storeu_si512(c + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepi32_epi64(a_v_1);
            __m512i b_v_1 = _mm512_loadu_si512(b + t6);
            __m512i t8 = _mm512_mullo_epi64(t7, b_v_1);
            __m512i t9 = _mm512_sub_epi64(t8, t7);
            _mm512_storeu_si512(c + t6, t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m512i t11 = _mm512_cvtepi32_epi64(a_v_2);
            __m512i b_v_2 = _mm512_loadu_si512(b + t10);
            __m512i t12 = _mm512_mullo_epi64(t11, b_v_2);
            __m512i t13 = _mm512_sub_epi64(t12, t11);
            _mm512_storeu_si512(c + t10, t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m512i t15 = _mm512_cvtepi32_epi64(a_v_3);
            __m512i b_v_3 = _mm512_loadu_si512(b + t14);
            __m512i t16 = _mm512_mullo_epi64(t15, b_v_3);
            __m512i t17 = _mm512_sub_epi64(t16, t15);
            _mm512_storeu_si512(c + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:72 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m512i t22 = _mm512_cvtepi32_epi64(a_v_4);
            __m512i b_v_4 = _mm512_loadu_si512(b + t21);
            __m512i t23 = _mm512_mullo_epi64(t22, b_v_4);
            __m512i t24 = _mm512_sub_epi64(t23, t22);
            _mm512_storeu_si512(c + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m512i t30 = _mm512_cvtepi32_epi64(a_v_5);
        __m512i b_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), b + t29);
        __m512i t31 = _mm512_mullo_epi64(t30, b_v_5);
        __m512i t32 = _mm512_sub_epi64(t31, t30);
        _mm512_mask_storeu_epi64(c + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        long t34 = (long)a[t33];
        c[t33] = t34 * b[t33] - t34;
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
