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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_rgb(int n, uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:13 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const unsigned char *t4 = rgb + 3 * t3;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t4 + 32));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(t4 + 64));
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v_1 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t9, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            __m256i rgb_v_2 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t10, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            __m512i t11 = _mm512_cvtepu8_epi16(rgb_v);
            __m512i t12 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t11);
            __m512i t13 = _mm512_cvtepu8_epi16(rgb_v_1);
            __m512i t14 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t13);
            __m512i t15 = _mm512_add_epi16(t12, t14);
            __m512i t16 = _mm512_cvtepu8_epi16(rgb_v_2);
            __m512i t17 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t16);
            __m512i t18 = _mm512_add_epi16(t15, t17);
            __m512i t19 = _mm512_srlv_epi16(t18, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            __m256i t20 = _mm512_cvtepi16_epi8(t19);
            _mm256_storeu_si256((__m256i *)(g + t3), t20);
            i_vec += 32L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
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
        __m512i t9 = _mm512_cvtepu8_epi16(rgb_v);
        __m512i t10 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t9);
        __m512i t11 = _mm512_cvtepu8_epi16(rgb_v_1);
        __m512i t12 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t11);
        __m512i t13 = _mm512_add_epi16(t10, t12);
        __m512i t14 = _mm512_cvtepu8_epi16(rgb_v_2);
        __m512i t15 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t14);
        __m512i t16 = _mm512_add_epi16(t13, t15);
        __m512i t17 = _mm512_srlv_epi16(t16, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t18 = _mm512_cvtepi16_epi8(t17);
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
        __m512i t27 = _mm512_cvtepu8_epi16(rgb_v_3);
        __m512i t28 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t27);
        __m512i t29 = _mm512_cvtepu8_epi16(rgb_v_4);
        __m512i t30 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t29);
        __m512i t31 = _mm512_add_epi16(t28, t30);
        __m512i t32 = _mm512_cvtepu8_epi16(rgb_v_5);
        __m512i t33 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t32);
        __m512i t34 = _mm512_add_epi16(t31, t33);
        __m512i t35 = _mm512_srlv_epi16(t34, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t36 = _mm512_cvtepi16_epi8(t35);
        _mm256_storeu_si256((__m256i *)(g + t19), t36);
        i_vec += 64L;
    } while (i_vec < 64L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
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
        __m512i t9 = _mm512_cvtepu8_epi16(rgb_v);
        __m512i t10 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t9);
        __m512i t11 = _mm512_cvtepu8_epi16(rgb_v_1);
        __m512i t12 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t11);
        __m512i t13 = _mm512_add_epi16(t10, t12);
        __m512i t14 = _mm512_cvtepu8_epi16(rgb_v_2);
        __m512i t15 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t14);
        __m512i t16 = _mm512_add_epi16(t13, t15);
        __m512i t17 = _mm512_srlv_epi16(t16, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t18 = _mm512_cvtepi16_epi8(t17);
        _mm256_storeu_si256((__m256i *)(g + t1), t18);
        i_vec += 32L;
    } while (i_vec < 96L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at full_width.c:31 vectorized: VF 32, UF 4, vector epilogue VF 32, scalar epilogue */
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
        __m512i t9 = _mm512_cvtepu8_epi16(rgb_v);
        __m512i t10 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t9);
        __m512i t11 = _mm512_cvtepu8_epi16(rgb_v_1);
        __m512i t12 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t11);
        __m512i t13 = _mm512_add_epi16(t10, t12);
        __m512i t14 = _mm512_cvtepu8_epi16(rgb_v_2);
        __m512i t15 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t14);
        __m512i t16 = _mm512_add_epi16(t13, t15);
        __m512i t17 = _mm512_srlv_epi16(t16, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t18 = _mm512_cvtepi16_epi8(t17);
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
        __m512i t27 = _mm512_cvtepu8_epi16(rgb_v_3);
        __m512i t28 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t27);
        __m512i t29 = _mm512_cvtepu8_epi16(rgb_v_4);
        __m512i t30 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t29);
        __m512i t31 = _mm512_add_epi16(t28, t30);
        __m512i t32 = _mm512_cvtepu8_epi16(rgb_v_5);
        __m512i t33 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t32);
        __m512i t34 = _mm512_add_epi16(t31, t33);
        __m512i t35 = _mm512_srlv_epi16(t34, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t36 = _mm512_cvtepi16_epi8(t35);
        _mm256_storeu_si256((__m256i *)(g + t19), t36);
        int t37 = (int)(i_vec + 64L);
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
        __m512i t45 = _mm512_cvtepu8_epi16(rgb_v_6);
        __m512i t46 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t45);
        __m512i t47 = _mm512_cvtepu8_epi16(rgb_v_7);
        __m512i t48 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t47);
        __m512i t49 = _mm512_add_epi16(t46, t48);
        __m512i t50 = _mm512_cvtepu8_epi16(rgb_v_8);
        __m512i t51 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t50);
        __m512i t52 = _mm512_add_epi16(t49, t51);
        __m512i t53 = _mm512_srlv_epi16(t52, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t54 = _mm512_cvtepi16_epi8(t53);
        _mm256_storeu_si256((__m256i *)(g + t37), t54);
        int t55 = (int)(i_vec + 96L);
        const unsigned char *t56 = rgb + 3 * t55;
        __m256i t57 = _mm256_loadu_si256((const __m256i *)t56);
        __m256i t58 = _mm256_loadu_si256((const __m256i *)(t56 + 32));
        __m256i t59 = _mm256_loadu_si256((const __m256i *)(t56 + 64));
        __m256i t60 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t57, (vcc_v32_uchar)t58, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t60, (vcc_v32_uchar)t59, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t61 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t57, (vcc_v32_uchar)t58, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t61, (vcc_v32_uchar)t59, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t62 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t57, (vcc_v32_uchar)t58, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t62, (vcc_v32_uchar)t59, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        __m512i t63 = _mm512_cvtepu8_epi16(rgb_v_9);
        __m512i t64 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t63);
        __m512i t65 = _mm512_cvtepu8_epi16(rgb_v_10);
        __m512i t66 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t65);
        __m512i t67 = _mm512_add_epi16(t64, t66);
        __m512i t68 = _mm512_cvtepu8_epi16(rgb_v_11);
        __m512i t69 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t68);
        __m512i t70 = _mm512_add_epi16(t67, t69);
        __m512i t71 = _mm512_srlv_epi16(t70, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t72 = _mm512_cvtepi16_epi8(t71);
        _mm256_storeu_si256((__m256i *)(g + t55), t72);
        i_vec += 128L;
    } while (i_vec < 128L);
    long i_vec_1 = 0L;
    do {
        int t73 = (int)(128L + i_vec_1);
        const unsigned char *t74 = rgb + 3 * t73;
        __m256i t75 = _mm256_loadu_si256((const __m256i *)t74);
        __m256i t76 = _mm256_loadu_si256((const __m256i *)(t74 + 32));
        __m256i t77 = _mm256_loadu_si256((const __m256i *)(t74 + 64));
        __m256i t78 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t75, (vcc_v32_uchar)t76, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t78, (vcc_v32_uchar)t77, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t79 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t75, (vcc_v32_uchar)t76, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t79, (vcc_v32_uchar)t77, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t80 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t75, (vcc_v32_uchar)t76, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_14 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t80, (vcc_v32_uchar)t77, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        __m512i t81 = _mm512_cvtepu8_epi16(rgb_v_12);
        __m512i t82 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t81);
        __m512i t83 = _mm512_cvtepu8_epi16(rgb_v_13);
        __m512i t84 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t83);
        __m512i t85 = _mm512_add_epi16(t82, t84);
        __m512i t86 = _mm512_cvtepu8_epi16(rgb_v_14);
        __m512i t87 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t86);
        __m512i t88 = _mm512_add_epi16(t85, t87);
        __m512i t89 = _mm512_srlv_epi16(t88, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t90 = _mm512_cvtepi16_epi8(t89);
        _mm256_storeu_si256((__m256i *)(g + t73), t90);
        i_vec_1 += 32L;
    } while (i_vec_1 < 32L);
    for (int i = 160; i < 161; i++) {
        int t91 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t91] + 150 * (int)rgb[t91 + 1] + 29 * (int)rgb[t91 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at full_width.c:36 vectorized: VF 32, UF 4, vector epilogue VF 32, scalar epilogue */
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
        __m512i t9 = _mm512_cvtepu8_epi16(rgb_v);
        __m512i t10 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t9);
        __m512i t11 = _mm512_cvtepu8_epi16(rgb_v_1);
        __m512i t12 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t11);
        __m512i t13 = _mm512_add_epi16(t10, t12);
        __m512i t14 = _mm512_cvtepu8_epi16(rgb_v_2);
        __m512i t15 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t14);
        __m512i t16 = _mm512_add_epi16(t13, t15);
        __m512i t17 = _mm512_srlv_epi16(t16, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t18 = _mm512_cvtepi16_epi8(t17);
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
        __m512i t27 = _mm512_cvtepu8_epi16(rgb_v_3);
        __m512i t28 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t27);
        __m512i t29 = _mm512_cvtepu8_epi16(rgb_v_4);
        __m512i t30 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t29);
        __m512i t31 = _mm512_add_epi16(t28, t30);
        __m512i t32 = _mm512_cvtepu8_epi16(rgb_v_5);
        __m512i t33 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t32);
        __m512i t34 = _mm512_add_epi16(t31, t33);
        __m512i t35 = _mm512_srlv_epi16(t34, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t36 = _mm512_cvtepi16_epi8(t35);
        _mm256_storeu_si256((__m256i *)(g + t19), t36);
        int t37 = (int)(i_vec + 64L);
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
        __m512i t45 = _mm512_cvtepu8_epi16(rgb_v_6);
        __m512i t46 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t45);
        __m512i t47 = _mm512_cvtepu8_epi16(rgb_v_7);
        __m512i t48 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t47);
        __m512i t49 = _mm512_add_epi16(t46, t48);
        __m512i t50 = _mm512_cvtepu8_epi16(rgb_v_8);
        __m512i t51 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t50);
        __m512i t52 = _mm512_add_epi16(t49, t51);
        __m512i t53 = _mm512_srlv_epi16(t52, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t54 = _mm512_cvtepi16_epi8(t53);
        _mm256_storeu_si256((__m256i *)(g + t37), t54);
        int t55 = (int)(i_vec + 96L);
        const unsigned char *t56 = rgb + 3 * t55;
        __m256i t57 = _mm256_loadu_si256((const __m256i *)t56);
        __m256i t58 = _mm256_loadu_si256((const __m256i *)(t56 + 32));
        __m256i t59 = _mm256_loadu_si256((const __m256i *)(t56 + 64));
        __m256i t60 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t57, (vcc_v32_uchar)t58, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t60, (vcc_v32_uchar)t59, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t61 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t57, (vcc_v32_uchar)t58, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t61, (vcc_v32_uchar)t59, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t62 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t57, (vcc_v32_uchar)t58, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t62, (vcc_v32_uchar)t59, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        __m512i t63 = _mm512_cvtepu8_epi16(rgb_v_9);
        __m512i t64 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t63);
        __m512i t65 = _mm512_cvtepu8_epi16(rgb_v_10);
        __m512i t66 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t65);
        __m512i t67 = _mm512_add_epi16(t64, t66);
        __m512i t68 = _mm512_cvtepu8_epi16(rgb_v_11);
        __m512i t69 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t68);
        __m512i t70 = _mm512_add_epi16(t67, t69);
        __m512i t71 = _mm512_srlv_epi16(t70, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t72 = _mm512_cvtepi16_epi8(t71);
        _mm256_storeu_si256((__m256i *)(g + t55), t72);
        i_vec += 128L;
    } while (i_vec < 896L);
    long i_vec_1 = 0L;
    do {
        int t73 = (int)(896L + i_vec_1);
        const unsigned char *t74 = rgb + 3 * t73;
        __m256i t75 = _mm256_loadu_si256((const __m256i *)t74);
        __m256i t76 = _mm256_loadu_si256((const __m256i *)(t74 + 32));
        __m256i t77 = _mm256_loadu_si256((const __m256i *)(t74 + 64));
        __m256i t78 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t75, (vcc_v32_uchar)t76, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t78, (vcc_v32_uchar)t77, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
        __m256i t79 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t75, (vcc_v32_uchar)t76, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t79, (vcc_v32_uchar)t77, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
        __m256i t80 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t75, (vcc_v32_uchar)t76, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        __m256i rgb_v_14 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t80, (vcc_v32_uchar)t77, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
        __m512i t81 = _mm512_cvtepu8_epi16(rgb_v_12);
        __m512i t82 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t81);
        __m512i t83 = _mm512_cvtepu8_epi16(rgb_v_13);
        __m512i t84 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t83);
        __m512i t85 = _mm512_add_epi16(t82, t84);
        __m512i t86 = _mm512_cvtepu8_epi16(rgb_v_14);
        __m512i t87 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t86);
        __m512i t88 = _mm512_add_epi16(t85, t87);
        __m512i t89 = _mm512_srlv_epi16(t88, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t90 = _mm512_cvtepi16_epi8(t89);
        _mm256_storeu_si256((__m256i *)(g + t73), t90);
        i_vec_1 += 32L;
    } while (i_vec_1 < 96L);
    for (int i = 992; i < 1023; i++) {
        int t91 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t91] + 150 * (int)rgb[t91 + 1] + 29 * (int)rgb[t91 + 2]) >> 8);
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
            int t3 = (int)i_vec;
            const unsigned char *t4 = a + t3;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t4);
            __m128i t5 = a_v_1;
            __m128i t6 = (__m128i)((vcc_v16_uchar)t5 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
            __m128i t7 = t6;
            unsigned char *t8 = rgb + (3 * t3 + 2);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t4);
            __m512i t9 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t10 = _mm512_ternarylogic_epi32(t9, t9, t9, 0x55);
            __m128i t11 = _mm512_cvtepi32_epi8(t10);
            __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)a_v, (vcc_v16_uchar)t7, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t11, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            _mm_storeu_si128((__m128i *)(t8 + -2), t13);
            __m128i t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)a_v, (vcc_v16_uchar)t7, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m128i t15 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t14, (vcc_v16_uchar)t11, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            _mm_storeu_si128((__m128i *)(t8 + 14), t15);
            __m128i t16 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)a_v, (vcc_v16_uchar)t7, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m128i t17 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t16, (vcc_v16_uchar)t11, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            _mm_storeu_si128((__m128i *)(t8 + 30), t17);
            i_vec += 16L;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi64((long long)k);
        long i_vec = 0L;
        /* vcc: loop at full_width.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __m512i t4 = _mm512_mullo_epi64(a_v, b_v);
            __m512i t5 = _mm512_add_epi64(t4, k_v);
            _mm512_storeu_si512(c + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512i b_v_1 = _mm512_loadu_si512(b + t6);
            __m512i t7 = _mm512_mullo_epi64(a_v_1, b_v_1);
            __m512i t8 = _mm512_add_epi64(t7, k_v);
            _mm512_storeu_si512(c + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m512i a_v_2 = _mm512_loadu_si512(a + t9);
            __m512i b_v_2 = _mm512_loadu_si512(b + t9);
            __m512i t10 = _mm512_mullo_epi64(a_v_2, b_v_2);
            __m512i t11 = _mm512_add_epi64(t10, k_v);
            _mm512_storeu_si512(c + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m512i a_v_3 = _mm512_loadu_si512(a + t12);
            __m512i b_v_3 = _mm512_loadu_si512(b + t12);
            __m512i t13 = _mm512_mullo_epi64(a_v_3, b_v_3);
            __m512i t14 = _mm512_add_epi64(t13, k_v);
            _mm512_storeu_si512(c + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m512i k_v_1 = _mm512_set1_epi64((long long)k);
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m512i a_v_4 = _mm512_loadu_si512(a + t18);
            __m512i b_v_4 = _mm512_loadu_si512(b + t18);
            __m512i t19 = _mm512_mullo_epi64(a_v_4, b_v_4);
            __m512i t20 = _mm512_add_epi64(t19, k_v_1);
            _mm512_storeu_si512(c + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i k_v_2 = _mm512_set1_epi64((long long)k);
        long t25 = (long)(int)(long)t21;
        __m512i a_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t24), a + t25);
        __m512i b_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t24), b + t25);
        __m512i t26 = a_v_5;
        __m512i t27 = b_v_5;
        __m512i t28 = _mm512_mullo_epi64(t26, t27);
        __m512i t29 = t28;
        __m512i t30 = t29;
        __m512i t31 = k_v_2;
        __m512i t32 = _mm512_add_epi64(t30, t31);
        __m512i t33 = t32;
        _mm512_mask_storeu_epi64(c + t25, _mm256_movepi32_mask(t24), t33);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        c[t34] = a[t34] * b[t34] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long s;
    int t8;
    unsigned long t9;
    int t14;
    unsigned long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at full_width.c:65 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __m512i t4 = _mm512_mullo_epi64(a_v, b_v);
            s_v = _mm512_add_epi64(s_v, t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i t6 = _mm512_mullo_epi64(a_v_1, b_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t7 = _mm512_add_epi64(s_v, s_v_1);
        t8 = (int)t2;
        t9 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_add_epi64, unsigned long);
    } else {
        t8 = 0;
        t9 = 0UL;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        do {
            long t12 = (long)(int)((long)t8 + i_vec_1);
            __m512i a_v_2 = _mm512_loadu_si512(a + t12);
            __m512i b_v_2 = _mm512_loadu_si512(b + t12);
            __m512i t13 = _mm512_mullo_epi64(a_v_2, b_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        t14 = (int)((long)t8 + t11);
        t15 = t9 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long);
    } else {
        t14 = t8;
        t15 = t9;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)(int)(long)t14;
        __m512i a_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t18), a + t19);
        __m512i b_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t18), b + t19);
        __m512i t20 = _mm512_mullo_epi64(a_v_3, b_v_3);
        __m512i t21 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t20);
        __m512i s_v_3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t18), _mm512_set1_epi64((long long)0LL), t21);
        i = (int)((long)t14 + t16);
        s = t15 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long);
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        s += a[t22] * b[t22];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m512i t4 = _mm512_cvtepi32_epi64(a_v);
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __m512i t5 = _mm512_mullo_epi64(t4, b_v);
            __m512i t6 = _mm512_sub_epi64(t5, t4);
            _mm512_storeu_si512(c + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m512i t8 = _mm512_cvtepi32_epi64(a_v_1);
            __m512i b_v_1 = _mm512_loadu_si512(b + t7);
            __m512i t9 = _mm512_mullo_epi64(t8, b_v_1);
            __m512i t10 = _mm512_sub_epi64(t9, t8);
            _mm512_storeu_si512(c + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m512i t12 = _mm512_cvtepi32_epi64(a_v_2);
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __m512i t13 = _mm512_mullo_epi64(t12, b_v_2);
            __m512i t14 = _mm512_sub_epi64(t13, t12);
            _mm512_storeu_si512(c + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m512i t16 = _mm512_cvtepi32_epi64(a_v_3);
            __m512i b_v_3 = _mm512_loadu_si512(b + t15);
            __m512i t17 = _mm512_mullo_epi64(t16, b_v_3);
            __m512i t18 = _mm512_sub_epi64(t17, t16);
            _mm512_storeu_si512(c + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t22));
            __m512i t23 = _mm512_cvtepi32_epi64(a_v_4);
            __m512i b_v_4 = _mm512_loadu_si512(b + t22);
            __m512i t24 = _mm512_mullo_epi64(t23, b_v_4);
            __m512i t25 = _mm512_sub_epi64(t24, t23);
            _mm512_storeu_si512(c + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), a + t30);
        __m512i t31 = _mm512_cvtepi32_epi64(a_v_5);
        __m512i b_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), b + t30);
        __m512i t32 = t31;
        __m512i t33 = b_v_5;
        __m512i t34 = _mm512_mullo_epi64(t32, t33);
        __m512i t35 = t34;
        __m512i t36 = t35;
        __m512i t37 = t31;
        __m512i t38 = _mm512_sub_epi64(t36, t37);
        __m512i t39 = t38;
        _mm512_mask_storeu_epi64(c + t30, _mm256_movepi32_mask(t29), t39);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        long t41 = (long)a[t40];
        c[t40] = t41 * b[t40] - t41;
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
