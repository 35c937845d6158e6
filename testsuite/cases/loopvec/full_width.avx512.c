/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_rgb(int n, uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
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
            __m128i t24 = _mm256_cvtepi16_epi8(t23);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
        __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 16));
        __m128i t6 = _mm_loadu_si128((const __m128i *)(t3 + 32));
        __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t13 = _mm256_cvtepu8_epi16(t8);
        __m256i t14 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t13);
        __m256i t15 = _mm256_cvtepu8_epi16(t10);
        __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t15);
        __m256i t17 = _mm256_add_epi16(t14, t16);
        __m256i t18 = _mm256_cvtepu8_epi16(t12);
        __m256i t19 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t18);
        __m256i t20 = _mm256_add_epi16(t17, t19);
        __m256i t21 = (__m256i)((vcc_v16_ushort)t20 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t22 = _mm256_cvtepi16_epi8(t21);
        _mm_storeu_si128((__m128i *)(g + t2), t22);
        int t23 = (int)(t1 + 16L);
        const unsigned char *t24 = rgb + 3 * t23;
        __m128i t25 = _mm_loadu_si128((const __m128i *)t24);
        __m128i t26 = _mm_loadu_si128((const __m128i *)(t24 + 16));
        __m128i t27 = _mm_loadu_si128((const __m128i *)(t24 + 32));
        __m128i t28 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t28, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t30, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t32, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t34 = _mm256_cvtepu8_epi16(t29);
        __m256i t35 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t34);
        __m256i t36 = _mm256_cvtepu8_epi16(t31);
        __m256i t37 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t36);
        __m256i t38 = _mm256_add_epi16(t35, t37);
        __m256i t39 = _mm256_cvtepu8_epi16(t33);
        __m256i t40 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t39);
        __m256i t41 = _mm256_add_epi16(t38, t40);
        __m256i t42 = (__m256i)((vcc_v16_ushort)t41 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t43 = _mm256_cvtepi16_epi8(t42);
        _mm_storeu_si128((__m128i *)(g + t23), t43);
        int t44 = (int)(t1 + 32L);
        const unsigned char *t45 = rgb + 3 * t44;
        __m128i t46 = _mm_loadu_si128((const __m128i *)t45);
        __m128i t47 = _mm_loadu_si128((const __m128i *)(t45 + 16));
        __m128i t48 = _mm_loadu_si128((const __m128i *)(t45 + 32));
        __m128i t49 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t46, (vcc_v16_uchar)t47, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t50 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t49, (vcc_v16_uchar)t48, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t51 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t46, (vcc_v16_uchar)t47, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t52 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t51, (vcc_v16_uchar)t48, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t53 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t46, (vcc_v16_uchar)t47, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t54 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t53, (vcc_v16_uchar)t48, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t55 = _mm256_cvtepu8_epi16(t50);
        __m256i t56 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t55);
        __m256i t57 = _mm256_cvtepu8_epi16(t52);
        __m256i t58 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t57);
        __m256i t59 = _mm256_add_epi16(t56, t58);
        __m256i t60 = _mm256_cvtepu8_epi16(t54);
        __m256i t61 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t60);
        __m256i t62 = _mm256_add_epi16(t59, t61);
        __m256i t63 = (__m256i)((vcc_v16_ushort)t62 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t64 = _mm256_cvtepi16_epi8(t63);
        _mm_storeu_si128((__m128i *)(g + t44), t64);
        int t65 = (int)(t1 + 48L);
        const unsigned char *t66 = rgb + 3 * t65;
        __m128i t67 = _mm_loadu_si128((const __m128i *)t66);
        __m128i t68 = _mm_loadu_si128((const __m128i *)(t66 + 16));
        __m128i t69 = _mm_loadu_si128((const __m128i *)(t66 + 32));
        __m128i t70 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t67, (vcc_v16_uchar)t68, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t71 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t70, (vcc_v16_uchar)t69, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t72 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t67, (vcc_v16_uchar)t68, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t73 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t72, (vcc_v16_uchar)t69, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t74 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t67, (vcc_v16_uchar)t68, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t75 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t74, (vcc_v16_uchar)t69, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t76 = _mm256_cvtepu8_epi16(t71);
        __m256i t77 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t76);
        __m256i t78 = _mm256_cvtepu8_epi16(t73);
        __m256i t79 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t78);
        __m256i t80 = _mm256_add_epi16(t77, t79);
        __m256i t81 = _mm256_cvtepu8_epi16(t75);
        __m256i t82 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t81);
        __m256i t83 = _mm256_add_epi16(t80, t82);
        __m256i t84 = (__m256i)((vcc_v16_ushort)t83 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t85 = _mm256_cvtepi16_epi8(t84);
        _mm_storeu_si128((__m128i *)(g + t65), t85);
        t1 += 64L;
    } while (t1 < 64L);
    for (int i = 64; i < 64; i++) {
        int t86 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t86] + 150 * (int)rgb[t86 + 1] + 29 * (int)rgb[t86 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
        __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 16));
        __m128i t6 = _mm_loadu_si128((const __m128i *)(t3 + 32));
        __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t13 = _mm256_cvtepu8_epi16(t8);
        __m256i t14 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t13);
        __m256i t15 = _mm256_cvtepu8_epi16(t10);
        __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t15);
        __m256i t17 = _mm256_add_epi16(t14, t16);
        __m256i t18 = _mm256_cvtepu8_epi16(t12);
        __m256i t19 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t18);
        __m256i t20 = _mm256_add_epi16(t17, t19);
        __m256i t21 = (__m256i)((vcc_v16_ushort)t20 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t22 = _mm256_cvtepi16_epi8(t21);
        _mm_storeu_si128((__m128i *)(g + t2), t22);
        int t23 = (int)(t1 + 16L);
        const unsigned char *t24 = rgb + 3 * t23;
        __m128i t25 = _mm_loadu_si128((const __m128i *)t24);
        __m128i t26 = _mm_loadu_si128((const __m128i *)(t24 + 16));
        __m128i t27 = _mm_loadu_si128((const __m128i *)(t24 + 32));
        __m128i t28 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t28, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t30, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t32, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t34 = _mm256_cvtepu8_epi16(t29);
        __m256i t35 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t34);
        __m256i t36 = _mm256_cvtepu8_epi16(t31);
        __m256i t37 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t36);
        __m256i t38 = _mm256_add_epi16(t35, t37);
        __m256i t39 = _mm256_cvtepu8_epi16(t33);
        __m256i t40 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t39);
        __m256i t41 = _mm256_add_epi16(t38, t40);
        __m256i t42 = (__m256i)((vcc_v16_ushort)t41 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t43 = _mm256_cvtepi16_epi8(t42);
        _mm_storeu_si128((__m128i *)(g + t23), t43);
        t1 += 32L;
    } while (t1 < 96L);
    for (int i = 96; i < 96; i++) {
        int t44 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t44] + 150 * (int)rgb[t44 + 1] + 29 * (int)rgb[t44 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        const unsigned char *t3 = rgb + 3 * t2;
        __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
        __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 16));
        __m128i t6 = _mm_loadu_si128((const __m128i *)(t3 + 32));
        __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t7, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t4, (vcc_v16_uchar)t5, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t13 = _mm256_cvtepu8_epi16(t8);
        __m256i t14 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t13);
        __m256i t15 = _mm256_cvtepu8_epi16(t10);
        __m256i t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t15);
        __m256i t17 = _mm256_add_epi16(t14, t16);
        __m256i t18 = _mm256_cvtepu8_epi16(t12);
        __m256i t19 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t18);
        __m256i t20 = _mm256_add_epi16(t17, t19);
        __m256i t21 = (__m256i)((vcc_v16_ushort)t20 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t22 = _mm256_cvtepi16_epi8(t21);
        _mm_storeu_si128((__m128i *)(g + t2), t22);
        int t23 = (int)(t1 + 16L);
        const unsigned char *t24 = rgb + 3 * t23;
        __m128i t25 = _mm_loadu_si128((const __m128i *)t24);
        __m128i t26 = _mm_loadu_si128((const __m128i *)(t24 + 16));
        __m128i t27 = _mm_loadu_si128((const __m128i *)(t24 + 32));
        __m128i t28 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t28, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t30, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t26, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t32, (vcc_v16_uchar)t27, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t34 = _mm256_cvtepu8_epi16(t29);
        __m256i t35 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t34);
        __m256i t36 = _mm256_cvtepu8_epi16(t31);
        __m256i t37 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t36);
        __m256i t38 = _mm256_add_epi16(t35, t37);
        __m256i t39 = _mm256_cvtepu8_epi16(t33);
        __m256i t40 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t39);
        __m256i t41 = _mm256_add_epi16(t38, t40);
        __m256i t42 = (__m256i)((vcc_v16_ushort)t41 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t43 = _mm256_cvtepi16_epi8(t42);
        _mm_storeu_si128((__m128i *)(g + t23), t43);
        t1 += 32L;
    } while (t1 < 160L);
    for (int i = 160; i < 161; i++) {
        int t44 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t44] + 150 * (int)rgb[t44 + 1] + 29 * (int)rgb[t44 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        const unsigned char *t4 = rgb + 3 * t3;
        __m128i t5 = _mm_loadu_si128((const __m128i *)t4);
        __m128i t6 = _mm_loadu_si128((const __m128i *)(t4 + 16));
        __m128i t7 = _mm_loadu_si128((const __m128i *)(t4 + 32));
        __m128i t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t14 = _mm256_cvtepu8_epi16(t9);
        __m256i t15 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t14);
        __m256i t16 = _mm256_cvtepu8_epi16(t11);
        __m256i t17 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t16);
        __m256i t18 = _mm256_add_epi16(t15, t17);
        __m256i t19 = _mm256_cvtepu8_epi16(t13);
        __m256i t20 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t19);
        __m256i t21 = _mm256_add_epi16(t18, t20);
        __m256i t22 = (__m256i)((vcc_v16_ushort)t21 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t23 = _mm256_cvtepi16_epi8(t22);
        _mm_storeu_si128((__m128i *)(g + t3), t23);
        int t24 = (int)(t1 + 16L);
        const unsigned char *t25 = rgb + 3 * t24;
        __m128i t26 = _mm_loadu_si128((const __m128i *)t25);
        __m128i t27 = _mm_loadu_si128((const __m128i *)(t25 + 16));
        __m128i t28 = _mm_loadu_si128((const __m128i *)(t25 + 32));
        __m128i t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t29, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t31, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t34 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t33, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t35 = _mm256_cvtepu8_epi16(t30);
        __m256i t36 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t35);
        __m256i t37 = _mm256_cvtepu8_epi16(t32);
        __m256i t38 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t37);
        __m256i t39 = _mm256_add_epi16(t36, t38);
        __m256i t40 = _mm256_cvtepu8_epi16(t34);
        __m256i t41 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t40);
        __m256i t42 = _mm256_add_epi16(t39, t41);
        __m256i t43 = (__m256i)((vcc_v16_ushort)t42 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t44 = _mm256_cvtepi16_epi8(t43);
        _mm_storeu_si128((__m128i *)(g + t24), t44);
        int t45 = (int)(t1 + 32L);
        const unsigned char *t46 = rgb + 3 * t45;
        __m128i t47 = _mm_loadu_si128((const __m128i *)t46);
        __m128i t48 = _mm_loadu_si128((const __m128i *)(t46 + 16));
        __m128i t49 = _mm_loadu_si128((const __m128i *)(t46 + 32));
        __m128i t50 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t51 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t50, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t52 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t53 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t52, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t54 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t55 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t54, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t56 = _mm256_cvtepu8_epi16(t51);
        __m256i t57 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t56);
        __m256i t58 = _mm256_cvtepu8_epi16(t53);
        __m256i t59 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t58);
        __m256i t60 = _mm256_add_epi16(t57, t59);
        __m256i t61 = _mm256_cvtepu8_epi16(t55);
        __m256i t62 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t61);
        __m256i t63 = _mm256_add_epi16(t60, t62);
        __m256i t64 = (__m256i)((vcc_v16_ushort)t63 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t65 = _mm256_cvtepi16_epi8(t64);
        _mm_storeu_si128((__m128i *)(g + t45), t65);
        int t66 = (int)(t1 + 48L);
        const unsigned char *t67 = rgb + 3 * t66;
        __m128i t68 = _mm_loadu_si128((const __m128i *)t67);
        __m128i t69 = _mm_loadu_si128((const __m128i *)(t67 + 16));
        __m128i t70 = _mm_loadu_si128((const __m128i *)(t67 + 32));
        __m128i t71 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t72 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t71, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t73 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t74 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t73, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t75 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t76 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t75, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t77 = _mm256_cvtepu8_epi16(t72);
        __m256i t78 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t77);
        __m256i t79 = _mm256_cvtepu8_epi16(t74);
        __m256i t80 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t79);
        __m256i t81 = _mm256_add_epi16(t78, t80);
        __m256i t82 = _mm256_cvtepu8_epi16(t76);
        __m256i t83 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t82);
        __m256i t84 = _mm256_add_epi16(t81, t83);
        __m256i t85 = (__m256i)((vcc_v16_ushort)t84 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t86 = _mm256_cvtepi16_epi8(t85);
        _mm_storeu_si128((__m128i *)(g + t66), t86);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        int t87 = (int)(960L + t2);
        const unsigned char *t88 = rgb + 3 * t87;
        __m128i t89 = _mm_loadu_si128((const __m128i *)t88);
        __m128i t90 = _mm_loadu_si128((const __m128i *)(t88 + 16));
        __m128i t91 = _mm_loadu_si128((const __m128i *)(t88 + 32));
        __m128i t92 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t89, (vcc_v16_uchar)t90, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
        __m128i t93 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t92, (vcc_v16_uchar)t91, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
        __m128i t94 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t89, (vcc_v16_uchar)t90, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
        __m128i t95 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t94, (vcc_v16_uchar)t91, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
        __m128i t96 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t89, (vcc_v16_uchar)t90, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
        __m128i t97 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t96, (vcc_v16_uchar)t91, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
        __m256i t98 = _mm256_cvtepu8_epi16(t93);
        __m256i t99 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t98);
        __m256i t100 = _mm256_cvtepu8_epi16(t95);
        __m256i t101 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t100);
        __m256i t102 = _mm256_add_epi16(t99, t101);
        __m256i t103 = _mm256_cvtepu8_epi16(t97);
        __m256i t104 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t103);
        __m256i t105 = _mm256_add_epi16(t102, t104);
        __m256i t106 = (__m256i)((vcc_v16_ushort)t105 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t107 = _mm256_cvtepi16_epi8(t106);
        _mm_storeu_si128((__m128i *)(g + t87), t107);
        t2 += 16L;
    } while (t2 < 48L);
    for (int i = 1008; i < 1023; i++) {
        int t108 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t108] + 150 * (int)rgb[t108 + 1] + 29 * (int)rgb[t108 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    vcc_no_contract_body
    int t41;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const unsigned char *t6 = a + t5;
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, t6);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, t6);
            vcc_v8_uchar t9 = t8;
            vcc_v8_uchar t10 = t9 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_uchar t11 = t10;
            unsigned char *t12 = rgb + (3 * t5 + 2);
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, t6);
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
            __m256i t15 = _mm256_ternarylogic_epi32(t14, t14, t14, 0x55);
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t17 = __builtin_shufflevector(t7, t11, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_uchar t18 = __builtin_shufflevector(t17, t16, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t12 + -2, t18);
            vcc_v8_uchar t19 = __builtin_shufflevector(t7, t11, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_uchar t20 = __builtin_shufflevector(t19, t16, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t12 + 6, t20);
            vcc_v8_uchar t21 = __builtin_shufflevector(t7, t11, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_uchar t22 = __builtin_shufflevector(t21, t16, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t12 + 14, t22);
            int t23 = (int)(t1 + 8L);
            const unsigned char *t24 = a + t23;
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, t24);
            vcc_v8_uchar t26 = vcc_load(vcc_v8_uchar, t24);
            vcc_v8_uchar t27 = t26;
            vcc_v8_uchar t28 = t27 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_uchar t29 = t28;
            unsigned char *t30 = rgb + (3 * t23 + 2);
            vcc_v8_uchar t31 = vcc_load(vcc_v8_uchar, t24);
            __m256i t32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t31));
            __m256i t33 = _mm256_ternarylogic_epi32(t32, t32, t32, 0x55);
            vcc_v8_uchar t34 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t33, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t35 = __builtin_shufflevector(t25, t29, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_uchar t36 = __builtin_shufflevector(t35, t34, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t30 + -2, t36);
            vcc_v8_uchar t37 = __builtin_shufflevector(t25, t29, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_uchar t38 = __builtin_shufflevector(t37, t34, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t30 + 6, t38);
            vcc_v8_uchar t39 = __builtin_shufflevector(t25, t29, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_uchar t40 = __builtin_shufflevector(t39, t34, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t30 + 14, t40);
            t1 += 16L;
        } while (t1 < t4);
        t41 = (int)t4;
    } else {
        t41 = 0;
    }
    long t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 8L) {
        long t43 = t42 & -8L;
        long t2 = 0L;
        do {
            int t44 = (int)((long)t41 + t2);
            const unsigned char *t45 = a + t44;
            vcc_v8_uchar t46 = vcc_load(vcc_v8_uchar, t45);
            vcc_v8_uchar t47 = vcc_load(vcc_v8_uchar, t45);
            vcc_v8_uchar t48 = t47;
            vcc_v8_uchar t49 = t48 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_uchar t50 = t49;
            unsigned char *t51 = rgb + (3 * t44 + 2);
            vcc_v8_uchar t52 = vcc_load(vcc_v8_uchar, t45);
            __m256i t53 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t52));
            __m256i t54 = _mm256_ternarylogic_epi32(t53, t53, t53, 0x55);
            vcc_v8_uchar t55 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t54, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t56 = __builtin_shufflevector(t46, t50, 0, 8, 0, 1, 9, 0, 2, 10);
            vcc_v8_uchar t57 = __builtin_shufflevector(t56, t55, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t51 + -2, t57);
            vcc_v8_uchar t58 = __builtin_shufflevector(t46, t50, 0, 3, 11, 0, 4, 12, 0, 5);
            vcc_v8_uchar t59 = __builtin_shufflevector(t58, t55, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t51 + 6, t59);
            vcc_v8_uchar t60 = __builtin_shufflevector(t46, t50, 13, 0, 6, 14, 0, 7, 15, 0);
            vcc_v8_uchar t61 = __builtin_shufflevector(t60, t55, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t51 + 14, t61);
            t2 += 8L;
        } while (t2 < t43);
        i = (int)((long)t41 + t43);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        int t62 = 3 * i;
        const unsigned char *t63 = a + i;
        rgb[t62] = *t63;
        rgb[t62 + 1] = (unsigned char)((int)*t63 >> 1);
        rgb[t62 + 2] = (unsigned char)~(int)*t63;
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512i t5 = _mm512_set1_epi64((long long)k);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(a + t6);
            __m512i t8 = _mm512_loadu_si512(b + t6);
            __m512i t9 = _mm512_mullo_epi64(t7, t8);
            __m512i t10 = _mm512_add_epi64(t9, t5);
            _mm512_storeu_si512(c + t6, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m512i t12 = _mm512_loadu_si512(a + t11);
            __m512i t13 = _mm512_loadu_si512(b + t11);
            __m512i t14 = _mm512_mullo_epi64(t12, t13);
            __m512i t15 = _mm512_add_epi64(t14, t5);
            _mm512_storeu_si512(c + t11, t15);
            long t16 = (long)(int)(t1 + 16L);
            __m512i t17 = _mm512_loadu_si512(a + t16);
            __m512i t18 = _mm512_loadu_si512(b + t16);
            __m512i t19 = _mm512_mullo_epi64(t17, t18);
            __m512i t20 = _mm512_add_epi64(t19, t5);
            _mm512_storeu_si512(c + t16, t20);
            long t21 = (long)(int)(t1 + 24L);
            __m512i t22 = _mm512_loadu_si512(a + t21);
            __m512i t23 = _mm512_loadu_si512(b + t21);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            __m512i t25 = _mm512_add_epi64(t24, t5);
            _mm512_storeu_si512(c + t21, t25);
            t1 += 32L;
        } while (t1 < t4);
        t26 = (int)t4;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        __m512i t29 = _mm512_set1_epi64((long long)k);
        long t2 = 0L;
        do {
            long t30 = (long)(int)((long)t26 + t2);
            __m512i t31 = _mm512_loadu_si512(a + t30);
            __m512i t32 = _mm512_loadu_si512(b + t30);
            __m512i t33 = _mm512_mullo_epi64(t31, t32);
            __m512i t34 = _mm512_add_epi64(t33, t29);
            _mm512_storeu_si512(c + t30, t34);
            t2 += 8L;
        } while (t2 < t28);
        t35 = (int)((long)t26 + t28);
    } else {
        t35 = t26;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t39 = _mm512_set1_epi64((long long)k);
        long t40 = (long)(int)(long)t35;
        __m512i t41 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t38), a + t40);
        __m512i t42 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t38), b + t40);
        __m512i t43 = t41;
        __m512i t44 = t42;
        __m512i t45 = _mm512_mullo_epi64(t43, t44);
        __m512i t46 = t45;
        __m512i t47 = t46;
        __m512i t48 = t39;
        __m512i t49 = _mm512_add_epi64(t47, t48);
        __m512i t50 = t49;
        _mm512_mask_storeu_epi64(c + t40, _mm256_movepi32_mask(t38), t50);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        c[t51] = a[t51] * b[t51] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    unsigned long s;
    int t17;
    unsigned long t18;
    int t25;
    unsigned long t26;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        do {
            long t8 = (long)(int)t1;
            __m512i t9 = _mm512_loadu_si512(a + t8);
            __m512i t10 = _mm512_loadu_si512(b + t8);
            __m512i t11 = _mm512_mullo_epi64(t9, t10);
            t2 = _mm512_add_epi64(t2, t11);
            long t12 = (long)(int)(t1 + 8L);
            __m512i t13 = _mm512_loadu_si512(a + t12);
            __m512i t14 = _mm512_loadu_si512(b + t12);
            __m512i t15 = _mm512_mullo_epi64(t13, t14);
            t3 = _mm512_add_epi64(t3, t15);
            t1 += 16L;
        } while (t1 < t7);
        __m512i t16 = _mm512_add_epi64(t2, t3);
        t17 = (int)t7;
        t18 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_add_epi64, unsigned long);
    } else {
        t17 = 0;
        t18 = 0UL;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t4 = 0L;
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            long t21 = (long)(int)((long)t17 + t4);
            __m512i t22 = _mm512_loadu_si512(a + t21);
            __m512i t23 = _mm512_loadu_si512(b + t21);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            t5 = _mm512_add_epi64(t5, t24);
            t4 += 8L;
        } while (t4 < t20);
        t25 = (int)((long)t17 + t20);
        t26 = t18 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t5), _mm512_extracti64x4_epi64(t5, 1)), _mm_add_epi64, unsigned long);
    } else {
        t25 = t17;
        t26 = t18;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t25;
        __m512i t31 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), a + t30);
        __m512i t32 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), b + t30);
        __m512i t33 = _mm512_mullo_epi64(t31, t32);
        __m512i t34 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t33);
        __m512i t35 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t29), _mm512_set1_epi64((long long)0LL), t34);
        i = (int)((long)t25 + t27);
        s = t26 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t35), _mm512_extracti64x4_epi64(t35, 1)), _mm_add_epi64, unsigned long);
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        s += a[t36] * b[t36];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m512i t7 = _mm512_cvtepi32_epi64(t6);
            __m512i t8 = _mm512_loadu_si512(b + t5);
            __m512i t9 = _mm512_mullo_epi64(t7, t8);
            __m512i t10 = _mm512_sub_epi64(t9, t7);
            _mm512_storeu_si512(c + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m512i t13 = _mm512_cvtepi32_epi64(t12);
            __m512i t14 = _mm512_loadu_si512(b + t11);
            __m512i t15 = _mm512_mullo_epi64(t13, t14);
            __m512i t16 = _mm512_sub_epi64(t15, t13);
            _mm512_storeu_si512(c + t11, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m512i t22 = _mm512_cvtepi32_epi64(t21);
            __m512i t23 = _mm512_loadu_si512(b + t20);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            __m512i t25 = _mm512_sub_epi64(t24, t22);
            _mm512_storeu_si512(c + t20, t25);
            t2 += 8L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m256i t31 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), a + t30);
        __m512i t32 = _mm512_cvtepi32_epi64(t31);
        __m512i t33 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), b + t30);
        __m512i t34 = t32;
        __m512i t35 = t33;
        __m512i t36 = _mm512_mullo_epi64(t34, t35);
        __m512i t37 = t36;
        __m512i t38 = t37;
        __m512i t39 = t32;
        __m512i t40 = _mm512_sub_epi64(t38, t39);
        __m512i t41 = t40;
        _mm512_mask_storeu_epi64(c + t30, _mm256_movepi32_mask(t29), t41);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        long t43 = (long)a[t42];
        c[t42] = t43 * b[t42] - t43;
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
