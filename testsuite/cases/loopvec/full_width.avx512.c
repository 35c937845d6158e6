/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_rgb(int n, uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
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
            __m128i t19 = _mm256_cvtepi16_epi8(t18);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at full_width.c:21 vectorized: VF 16, UF 4, scalar epilogue */
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
        __m256i t8 = _mm256_cvtepu8_epi16(rgb_v);
        __m256i t9 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t8);
        __m256i t10 = _mm256_cvtepu8_epi16(rgb_v_1);
        __m256i t11 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t10);
        __m256i t12 = _mm256_add_epi16(t9, t11);
        __m256i t13 = _mm256_cvtepu8_epi16(rgb_v_2);
        __m256i t14 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t13);
        __m256i t15 = _mm256_add_epi16(t12, t14);
        __m256i t16 = _mm256_srli_epi16(t15, 8);
        __m128i t17 = _mm256_cvtepi16_epi8(t16);
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
        __m256i t26 = _mm256_cvtepu8_epi16(rgb_v_3);
        __m256i t27 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t26);
        __m256i t28 = _mm256_cvtepu8_epi16(rgb_v_4);
        __m256i t29 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t28);
        __m256i t30 = _mm256_add_epi16(t27, t29);
        __m256i t31 = _mm256_cvtepu8_epi16(rgb_v_5);
        __m256i t32 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t31);
        __m256i t33 = _mm256_add_epi16(t30, t32);
        __m256i t34 = _mm256_srli_epi16(t33, 8);
        __m128i t35 = _mm256_cvtepi16_epi8(t34);
        _mm_storeu_si128((__m128i *)(g + t18), t35);
        long t36 = i_vec + 32L;
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
        __m256i t44 = _mm256_cvtepu8_epi16(rgb_v_6);
        __m256i t45 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t44);
        __m256i t46 = _mm256_cvtepu8_epi16(rgb_v_7);
        __m256i t47 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t46);
        __m256i t48 = _mm256_add_epi16(t45, t47);
        __m256i t49 = _mm256_cvtepu8_epi16(rgb_v_8);
        __m256i t50 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t49);
        __m256i t51 = _mm256_add_epi16(t48, t50);
        __m256i t52 = _mm256_srli_epi16(t51, 8);
        __m128i t53 = _mm256_cvtepi16_epi8(t52);
        _mm_storeu_si128((__m128i *)(g + t36), t53);
        long t54 = i_vec + 48L;
        const unsigned char *t55 = rgb + 3 * (int)t54;
        __m128i t56 = _mm_loadu_si128((const __m128i *)t55);
        __m128i t57 = _mm_loadu_si128((const __m128i *)(t55 + 16));
        __m128i t58 = _mm_loadu_si128((const __m128i *)(t55 + 32));
        __m128i t59 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t56, (vcc_v16_uchar)t57, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v_9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t59, (vcc_v16_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t60 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t56, (vcc_v16_uchar)t57, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t60, (vcc_v16_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t61 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t56, (vcc_v16_uchar)t57, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t61, (vcc_v16_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t62 = _mm256_cvtepu8_epi16(rgb_v_9);
        __m256i t63 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t62);
        __m256i t64 = _mm256_cvtepu8_epi16(rgb_v_10);
        __m256i t65 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t64);
        __m256i t66 = _mm256_add_epi16(t63, t65);
        __m256i t67 = _mm256_cvtepu8_epi16(rgb_v_11);
        __m256i t68 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t67);
        __m256i t69 = _mm256_add_epi16(t66, t68);
        __m256i t70 = _mm256_srli_epi16(t69, 8);
        __m128i t71 = _mm256_cvtepi16_epi8(t70);
        _mm_storeu_si128((__m128i *)(g + t54), t71);
        i_vec += 64L;
    } while (i_vec < 64L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
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
        __m256i t8 = _mm256_cvtepu8_epi16(rgb_v);
        __m256i t9 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t8);
        __m256i t10 = _mm256_cvtepu8_epi16(rgb_v_1);
        __m256i t11 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t10);
        __m256i t12 = _mm256_add_epi16(t9, t11);
        __m256i t13 = _mm256_cvtepu8_epi16(rgb_v_2);
        __m256i t14 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t13);
        __m256i t15 = _mm256_add_epi16(t12, t14);
        __m256i t16 = _mm256_srli_epi16(t15, 8);
        __m128i t17 = _mm256_cvtepi16_epi8(t16);
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
        __m256i t26 = _mm256_cvtepu8_epi16(rgb_v_3);
        __m256i t27 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t26);
        __m256i t28 = _mm256_cvtepu8_epi16(rgb_v_4);
        __m256i t29 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t28);
        __m256i t30 = _mm256_add_epi16(t27, t29);
        __m256i t31 = _mm256_cvtepu8_epi16(rgb_v_5);
        __m256i t32 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t31);
        __m256i t33 = _mm256_add_epi16(t30, t32);
        __m256i t34 = _mm256_srli_epi16(t33, 8);
        __m128i t35 = _mm256_cvtepi16_epi8(t34);
        _mm_storeu_si128((__m128i *)(g + t18), t35);
        i_vec += 32L;
    } while (i_vec < 96L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
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
        __m256i t8 = _mm256_cvtepu8_epi16(rgb_v);
        __m256i t9 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t8);
        __m256i t10 = _mm256_cvtepu8_epi16(rgb_v_1);
        __m256i t11 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t10);
        __m256i t12 = _mm256_add_epi16(t9, t11);
        __m256i t13 = _mm256_cvtepu8_epi16(rgb_v_2);
        __m256i t14 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t13);
        __m256i t15 = _mm256_add_epi16(t12, t14);
        __m256i t16 = _mm256_srli_epi16(t15, 8);
        __m128i t17 = _mm256_cvtepi16_epi8(t16);
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
        __m256i t26 = _mm256_cvtepu8_epi16(rgb_v_3);
        __m256i t27 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t26);
        __m256i t28 = _mm256_cvtepu8_epi16(rgb_v_4);
        __m256i t29 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t28);
        __m256i t30 = _mm256_add_epi16(t27, t29);
        __m256i t31 = _mm256_cvtepu8_epi16(rgb_v_5);
        __m256i t32 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t31);
        __m256i t33 = _mm256_add_epi16(t30, t32);
        __m256i t34 = _mm256_srli_epi16(t33, 8);
        __m128i t35 = _mm256_cvtepi16_epi8(t34);
        _mm_storeu_si128((__m128i *)(g + t18), t35);
        i_vec += 32L;
    } while (i_vec < 160L);
    for (int i = 160; i < 161; i++) {
        int t36 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t36] + 150 * (int)rgb[t36 + 1] + 29 * (int)rgb[t36 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at full_width.c:36 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
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
        __m256i t8 = _mm256_cvtepu8_epi16(rgb_v);
        __m256i t9 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t8);
        __m256i t10 = _mm256_cvtepu8_epi16(rgb_v_1);
        __m256i t11 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t10);
        __m256i t12 = _mm256_add_epi16(t9, t11);
        __m256i t13 = _mm256_cvtepu8_epi16(rgb_v_2);
        __m256i t14 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t13);
        __m256i t15 = _mm256_add_epi16(t12, t14);
        __m256i t16 = _mm256_srli_epi16(t15, 8);
        __m128i t17 = _mm256_cvtepi16_epi8(t16);
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
        __m256i t26 = _mm256_cvtepu8_epi16(rgb_v_3);
        __m256i t27 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t26);
        __m256i t28 = _mm256_cvtepu8_epi16(rgb_v_4);
        __m256i t29 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t28);
        __m256i t30 = _mm256_add_epi16(t27, t29);
        __m256i t31 = _mm256_cvtepu8_epi16(rgb_v_5);
        __m256i t32 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t31);
        __m256i t33 = _mm256_add_epi16(t30, t32);
        __m256i t34 = _mm256_srli_epi16(t33, 8);
        __m128i t35 = _mm256_cvtepi16_epi8(t34);
        _mm_storeu_si128((__m128i *)(g + t18), t35);
        long t36 = i_vec + 32L;
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
        __m256i t44 = _mm256_cvtepu8_epi16(rgb_v_6);
        __m256i t45 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t44);
        __m256i t46 = _mm256_cvtepu8_epi16(rgb_v_7);
        __m256i t47 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t46);
        __m256i t48 = _mm256_add_epi16(t45, t47);
        __m256i t49 = _mm256_cvtepu8_epi16(rgb_v_8);
        __m256i t50 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t49);
        __m256i t51 = _mm256_add_epi16(t48, t50);
        __m256i t52 = _mm256_srli_epi16(t51, 8);
        __m128i t53 = _mm256_cvtepi16_epi8(t52);
        _mm_storeu_si128((__m128i *)(g + t36), t53);
        long t54 = i_vec + 48L;
        const unsigned char *t55 = rgb + 3 * (int)t54;
        __m128i t56 = _mm_loadu_si128((const __m128i *)t55);
        __m128i t57 = _mm_loadu_si128((const __m128i *)(t55 + 16));
        __m128i t58 = _mm_loadu_si128((const __m128i *)(t55 + 32));
        __m128i t59 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t56, (vcc_v16_uchar)t57, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v_9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t59, (vcc_v16_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t60 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t56, (vcc_v16_uchar)t57, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t60, (vcc_v16_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t61 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t56, (vcc_v16_uchar)t57, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t61, (vcc_v16_uchar)t58, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t62 = _mm256_cvtepu8_epi16(rgb_v_9);
        __m256i t63 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t62);
        __m256i t64 = _mm256_cvtepu8_epi16(rgb_v_10);
        __m256i t65 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t64);
        __m256i t66 = _mm256_add_epi16(t63, t65);
        __m256i t67 = _mm256_cvtepu8_epi16(rgb_v_11);
        __m256i t68 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t67);
        __m256i t69 = _mm256_add_epi16(t66, t68);
        __m256i t70 = _mm256_srli_epi16(t69, 8);
        __m128i t71 = _mm256_cvtepi16_epi8(t70);
        _mm_storeu_si128((__m128i *)(g + t54), t71);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at full_width.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t72 = 960L + i_vec_1;
        const unsigned char *t73 = rgb + 3 * (int)t72;
        __m128i t74 = _mm_loadu_si128((const __m128i *)t73);
        __m128i t75 = _mm_loadu_si128((const __m128i *)(t73 + 16));
        __m128i t76 = _mm_loadu_si128((const __m128i *)(t73 + 32));
        __m128i t77 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t74, (vcc_v16_uchar)t75, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i rgb_v_12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t77, (vcc_v16_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t78 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t74, (vcc_v16_uchar)t75, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i rgb_v_13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t78, (vcc_v16_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t79 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t74, (vcc_v16_uchar)t75, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i rgb_v_14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t79, (vcc_v16_uchar)t76, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t80 = _mm256_cvtepu8_epi16(rgb_v_12);
        __m256i t81 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t80);
        __m256i t82 = _mm256_cvtepu8_epi16(rgb_v_13);
        __m256i t83 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t82);
        __m256i t84 = _mm256_add_epi16(t81, t83);
        __m256i t85 = _mm256_cvtepu8_epi16(rgb_v_14);
        __m256i t86 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t85);
        __m256i t87 = _mm256_add_epi16(t84, t86);
        __m256i t88 = _mm256_srli_epi16(t87, 8);
        __m128i t89 = _mm256_cvtepi16_epi8(t88);
        _mm_storeu_si128((__m128i *)(g + t72), t89);
        i_vec_1 += 16L;
    } while (i_vec_1 < 48L);
    for (int i = 1008; i < 1023; i++) {
        int t90 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t90] + 150 * (int)rgb[t90 + 1] + 29 * (int)rgb[t90 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    vcc_no_contract_body
    int t28;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:42 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const unsigned char *t3 = a + i_vec;
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, t3);
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, t3);
            vcc_v8_uchar t4 = a_v_1 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            unsigned char *t5 = rgb + (3 * (int)i_vec + 2);
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, t3);
            __m256i t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            __m256i t7 = _mm256_ternarylogic_epi32(t6, t6, t6, 0x55);
            vcc_v8_uchar t8 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t7));
            vcc_v8_uchar t9 = __builtin_shufflevector(a_v, t4, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_uchar t10 = __builtin_shufflevector(t9, t8, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t5 + -2, t10);
            vcc_v8_uchar t11 = __builtin_shufflevector(a_v, t4, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_uchar t12 = __builtin_shufflevector(t11, t8, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t5 + 6, t12);
            vcc_v8_uchar t13 = __builtin_shufflevector(a_v, t4, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_uchar t14 = __builtin_shufflevector(t13, t8, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t5 + 14, t14);
            long t15 = i_vec + 8L;
            const unsigned char *t16 = a + t15;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, t16);
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, t16);
            vcc_v8_uchar t17 = a_v_4 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            unsigned char *t18 = rgb + (3 * (int)t15 + 2);
            vcc_v8_uchar a_v_5 = vcc_load(vcc_v8_uchar, t16);
            __m256i t19 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_5));
            __m256i t20 = _mm256_ternarylogic_epi32(t19, t19, t19, 0x55);
            vcc_v8_uchar t21 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t20));
            vcc_v8_uchar t22 = __builtin_shufflevector(a_v_3, t17, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_uchar t23 = __builtin_shufflevector(t22, t21, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t18 + -2, t23);
            vcc_v8_uchar t24 = __builtin_shufflevector(a_v_3, t17, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_uchar t25 = __builtin_shufflevector(t24, t21, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t18 + 6, t25);
            vcc_v8_uchar t26 = __builtin_shufflevector(a_v_3, t17, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_uchar t27 = __builtin_shufflevector(t26, t21, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t18 + 14, t27);
            i_vec += 16L;
        } while (i_vec < t2);
        t28 = (int)t2;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:42 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t31 = (long)t28 + i_vec_1;
            const unsigned char *t32 = a + t31;
            vcc_v8_uchar a_v_6 = vcc_load(vcc_v8_uchar, t32);
            vcc_v8_uchar a_v_7 = vcc_load(vcc_v8_uchar, t32);
            vcc_v8_uchar t33 = a_v_7 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            unsigned char *t34 = rgb + (3 * (int)t31 + 2);
            vcc_v8_uchar a_v_8 = vcc_load(vcc_v8_uchar, t32);
            __m256i t35 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_8));
            __m256i t36 = _mm256_ternarylogic_epi32(t35, t35, t35, 0x55);
            vcc_v8_uchar t37 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t36));
            vcc_v8_uchar t38 = __builtin_shufflevector(a_v_6, t33, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_uchar t39 = __builtin_shufflevector(t38, t37, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t34 + -2, t39);
            vcc_v8_uchar t40 = __builtin_shufflevector(a_v_6, t33, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_uchar t41 = __builtin_shufflevector(t40, t37, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t34 + 6, t41);
            vcc_v8_uchar t42 = __builtin_shufflevector(a_v_6, t33, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_uchar t43 = __builtin_shufflevector(t42, t37, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t34 + 14, t43);
            i_vec_1 += 8L;
        } while (i_vec_1 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        int t44 = 3 * i;
        const unsigned char *t45 = a + i;
        rgb[t44] = *t45;
        rgb[t44 + 1] = (unsigned char)((int)*t45 >> 1);
        rgb[t44 + 2] = (unsigned char)~(int)*t45;
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at full_width.c:72 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
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
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at full_width.c:72 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m512i t14 = _mm512_cvtepi32_epi64(a_v_2);
            __m512i b_v_2 = _mm512_loadu_si512(b + t13);
            __m512i t15 = _mm512_mullo_epi64(t14, b_v_2);
            __m512i t16 = _mm512_sub_epi64(t15, t14);
            _mm512_storeu_si512(c + t13, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)t17;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), a + t21);
        __m512i t22 = _mm512_cvtepi32_epi64(a_v_3);
        __m512i b_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t20), b + t21);
        __m512i t23 = _mm512_mullo_epi64(t22, b_v_3);
        __m512i t24 = _mm512_sub_epi64(t23, t22);
        _mm512_mask_storeu_epi64(c + t21, _mm256_movepi32_mask(t20), t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
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
