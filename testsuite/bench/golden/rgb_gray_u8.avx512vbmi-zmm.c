/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* rgb_gray_u8: gray[i] = (77 * r + 150 * g + 29 * b) >> 8 from interleaved RGB bytes.
   needs: interleaved groups of 3 uint8 loads (shuffles), widening to int, multiply, narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static unsigned char rgb[3 * N], gray[N];

static __typeof__(rgb) rgb __attribute__((aligned(32)));
static __typeof__(gray) gray __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at rgb_gray_u8.c:13 vectorized: VF 32, UF 4, scalar epilogue */
    do {
        unsigned char *t1 = &rgb[3 * (int)i_vec];
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
        _mm256_storeu_si256((__m256i *)&gray[i_vec], t17);
        long t18 = i_vec + 32L;
        unsigned char *t19 = &rgb[3 * (int)t18];
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
        _mm256_storeu_si256((__m256i *)&gray[t18], t35);
        long t36 = i_vec + 64L;
        unsigned char *t37 = &rgb[3 * (int)t36];
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
        _mm256_storeu_si256((__m256i *)&gray[t36], t53);
        long t54 = i_vec + 96L;
        unsigned char *t55 = &rgb[3 * (int)t54];
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
        _mm256_storeu_si256((__m256i *)&gray[t54], t71);
        i_vec += 128L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at rgb_gray_u8.c:20 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(7));
        __m512i t3 = _mm512_srai_epi32((__m512i)i_v, 5);
        __m512i t4 = _mm512_add_epi32(t2, t3);
        __m128i t5 = _mm512_cvtepi32_epi8(t4);
        _mm_storeu_si128((__m128i *)&rgb[i_vec], t5);
        __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(7));
        __m512i t8 = _mm512_srai_epi32(t6, 5);
        __m512i t9 = _mm512_add_epi32(t7, t8);
        __m128i t10 = _mm512_cvtepi32_epi8(t9);
        _mm_storeu_si128((__m128i *)&rgb[i_vec + 16L], t10);
        __m512i t11 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(7));
        __m512i t13 = _mm512_srai_epi32(t11, 5);
        __m512i t14 = _mm512_add_epi32(t12, t13);
        __m128i t15 = _mm512_cvtepi32_epi8(t14);
        _mm_storeu_si128((__m128i *)&rgb[i_vec + 32L], t15);
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(7));
        __m512i t18 = _mm512_srai_epi32(t16, 5);
        __m512i t19 = _mm512_add_epi32(t17, t18);
        __m128i t20 = _mm512_cvtepi32_epi8(t19);
        _mm_storeu_si128((__m128i *)&rgb[i_vec + 48L], t20);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 12288L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        unsigned char *t21 = &rgb[r % 12288L];
        *t21 = (unsigned char)((int)*t21 ^ (int)gray[r * 7L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("rgb_gray_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)gray, 4096UL))));
    return 0;
}
