/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    long t1;
    long t2;
    int t3;
    unsigned char *t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m256i t23;
    int t24;
    unsigned char *t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m256i t44;
    int t45;
    unsigned char *t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m256i t65;
    int t66;
    unsigned char *t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    __m512i t85;
    __m256i t86;
    int i;
    int t87;
    if (4096L >= 128L) {
        t2 = 4096L & -128L;
        t1 = 0L;
        do {
            t3 = (int)((long)0 + t1);
            t4 = &rgb[3 * t3];
            t5 = _mm256_loadu_si256((const __m256i *)t4);
            t6 = _mm256_loadu_si256((const __m256i *)(t4 + 32));
            t7 = _mm256_loadu_si256((const __m256i *)(t4 + 64));
            t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t8, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            t10 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t11 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t10, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            t12 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t5, (vcc_v32_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t13 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t12, (vcc_v32_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            t14 = _mm512_cvtepu8_epi16(t9);
            t15 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t14);
            t16 = _mm512_cvtepu8_epi16(t11);
            t17 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t16);
            t18 = _mm512_add_epi16(t15, t17);
            t19 = _mm512_cvtepu8_epi16(t13);
            t20 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t19);
            t21 = _mm512_add_epi16(t18, t20);
            t22 = _mm512_srlv_epi16(t21, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            t23 = _mm512_cvtepi16_epi8(t22);
            _mm256_storeu_si256((__m256i *)&gray[t3], t23);
            t24 = (int)((long)0 + (t1 + 32L));
            t25 = &rgb[3 * t24];
            t26 = _mm256_loadu_si256((const __m256i *)t25);
            t27 = _mm256_loadu_si256((const __m256i *)(t25 + 32));
            t28 = _mm256_loadu_si256((const __m256i *)(t25 + 64));
            t29 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t26, (vcc_v32_uchar)t27, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t30 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t29, (vcc_v32_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            t31 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t26, (vcc_v32_uchar)t27, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t32 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t31, (vcc_v32_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            t33 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t26, (vcc_v32_uchar)t27, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t34 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t33, (vcc_v32_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            t35 = _mm512_cvtepu8_epi16(t30);
            t36 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t35);
            t37 = _mm512_cvtepu8_epi16(t32);
            t38 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t37);
            t39 = _mm512_add_epi16(t36, t38);
            t40 = _mm512_cvtepu8_epi16(t34);
            t41 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t40);
            t42 = _mm512_add_epi16(t39, t41);
            t43 = _mm512_srlv_epi16(t42, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            t44 = _mm512_cvtepi16_epi8(t43);
            _mm256_storeu_si256((__m256i *)&gray[t24], t44);
            t45 = (int)((long)0 + (t1 + 64L));
            t46 = &rgb[3 * t45];
            t47 = _mm256_loadu_si256((const __m256i *)t46);
            t48 = _mm256_loadu_si256((const __m256i *)(t46 + 32));
            t49 = _mm256_loadu_si256((const __m256i *)(t46 + 64));
            t50 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t47, (vcc_v32_uchar)t48, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t51 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t50, (vcc_v32_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            t52 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t47, (vcc_v32_uchar)t48, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t53 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t52, (vcc_v32_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            t54 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t47, (vcc_v32_uchar)t48, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t55 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t54, (vcc_v32_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            t56 = _mm512_cvtepu8_epi16(t51);
            t57 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t56);
            t58 = _mm512_cvtepu8_epi16(t53);
            t59 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t58);
            t60 = _mm512_add_epi16(t57, t59);
            t61 = _mm512_cvtepu8_epi16(t55);
            t62 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t61);
            t63 = _mm512_add_epi16(t60, t62);
            t64 = _mm512_srlv_epi16(t63, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            t65 = _mm512_cvtepi16_epi8(t64);
            _mm256_storeu_si256((__m256i *)&gray[t45], t65);
            t66 = (int)((long)0 + (t1 + 96L));
            t67 = &rgb[3 * t66];
            t68 = _mm256_loadu_si256((const __m256i *)t67);
            t69 = _mm256_loadu_si256((const __m256i *)(t67 + 32));
            t70 = _mm256_loadu_si256((const __m256i *)(t67 + 64));
            t71 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t68, (vcc_v32_uchar)t69, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t72 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t71, (vcc_v32_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61);
            t73 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t68, (vcc_v32_uchar)t69, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t74 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t73, (vcc_v32_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62);
            t75 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t68, (vcc_v32_uchar)t69, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            t76 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t75, (vcc_v32_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63);
            t77 = _mm512_cvtepu8_epi16(t72);
            t78 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77, (unsigned short)77}), t77);
            t79 = _mm512_cvtepu8_epi16(t74);
            t80 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150, (unsigned short)150}), t79);
            t81 = _mm512_add_epi16(t78, t80);
            t82 = _mm512_cvtepu8_epi16(t76);
            t83 = _mm512_mullo_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29, (unsigned short)29}), t82);
            t84 = _mm512_add_epi16(t81, t83);
            t85 = _mm512_srlv_epi16(t84, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            t86 = _mm512_cvtepi16_epi8(t85);
            _mm256_storeu_si256((__m256i *)&gray[t66], t86);
            t1 += 128L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t87 = 3 * i;
        gray[i] = (unsigned char)((77 * (int)rgb[t87] + 150 * (int)rgb[t87 + 1] + 29 * (int)rgb[t87 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m128i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m128i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m128i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m128i t28;
    int i;
    long r;
    unsigned char *t29;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    if (12288L >= 64L) {
        t3 = 12288L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)7));
            t8 = _mm512_srav_epi32(t6, _mm512_set1_epi32((int)5));
            t9 = _mm512_add_epi32(t7, t8);
            t10 = _mm512_cvtepi32_epi8(t9);
            _mm_storeu_si128((__m128i *)&rgb[(int)((long)0 + t2)], t10);
            t11 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t12 = t11;
            t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32((int)7));
            t14 = _mm512_srav_epi32(t12, _mm512_set1_epi32((int)5));
            t15 = _mm512_add_epi32(t13, t14);
            t16 = _mm512_cvtepi32_epi8(t15);
            _mm_storeu_si128((__m128i *)&rgb[(int)((long)0 + (t2 + 16L))], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t18 = t17;
            t19 = _mm512_mullo_epi32(t18, _mm512_set1_epi32((int)7));
            t20 = _mm512_srav_epi32(t18, _mm512_set1_epi32((int)5));
            t21 = _mm512_add_epi32(t19, t20);
            t22 = _mm512_cvtepi32_epi8(t21);
            _mm_storeu_si128((__m128i *)&rgb[(int)((long)0 + (t2 + 32L))], t22);
            t23 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t24 = t23;
            t25 = _mm512_mullo_epi32(t24, _mm512_set1_epi32((int)7));
            t26 = _mm512_srav_epi32(t24, _mm512_set1_epi32((int)5));
            t27 = _mm512_add_epi32(t25, t26);
            t28 = _mm512_cvtepi32_epi8(t27);
            _mm_storeu_si128((__m128i *)&rgb[(int)((long)0 + (t2 + 48L))], t28);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 12288; i++) {
        rgb[i] = (unsigned char)(i * 7 + (i >> 5));
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t29 = &rgb[r % 12288L];
        *t29 = (unsigned char)((int)*t29 ^ (int)gray[r * 7L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("rgb_gray_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)gray, 4096UL))));
    return 0;
}
