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
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m128i t24;
    int i;
    int t25;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = rgb + 3 * t4;
            t6 = _mm_loadu_si128((const __m128i *)t5);
            t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t15 = _mm256_cvtepu8_epi16(t10);
            t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t15);
            t17 = _mm256_cvtepu8_epi16(t12);
            t18 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t17);
            t19 = _mm256_add_epi16(t16, t18);
            t20 = _mm256_cvtepu8_epi16(t14);
            t21 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t20);
            t22 = _mm256_add_epi16(t19, t21);
            t23 = (__m256i)((vcc_v16_ushort)t22 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t24 = _mm256_cvtepi16_epi8(t23);
            _mm_storeu_si128((__m128i *)(g + t4), t24);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t25 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t25] + 150 * (int)rgb[t25 + 1] + 29 * (int)rgb[t25 + 2]) >> 8);
    }
}

/* The same at constant trip counts, where avx512vbmi's plans are 32 lanes of int16 (the bench
   kernel's): 64 and 96 (whole vector iterations), 161 = 128 + 32 + 1 (the vector epilogue and
   one scalar iteration) and 1023. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_64(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    const unsigned char *t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m128i t23;
    int t24;
    const unsigned char *t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m128i t44;
    int t45;
    const unsigned char *t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    __m128i t53;
    __m128i t54;
    __m128i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m128i t65;
    int t66;
    const unsigned char *t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    __m128i t73;
    __m128i t74;
    __m128i t75;
    __m128i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m128i t86;
    int i;
    int t87;
    if (64L >= 64L) {
        t2 = 64L & -64L;
        t1 = 0L;
        do {
            t3 = (int)((long)0 + t1);
            t4 = rgb + 3 * t3;
            t5 = _mm_loadu_si128((const __m128i *)t4);
            t6 = _mm_loadu_si128((const __m128i *)(t4 + 16));
            t7 = _mm_loadu_si128((const __m128i *)(t4 + 32));
            t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t14 = _mm256_cvtepu8_epi16(t9);
            t15 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t14);
            t16 = _mm256_cvtepu8_epi16(t11);
            t17 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t16);
            t18 = _mm256_add_epi16(t15, t17);
            t19 = _mm256_cvtepu8_epi16(t13);
            t20 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t19);
            t21 = _mm256_add_epi16(t18, t20);
            t22 = (__m256i)((vcc_v16_ushort)t21 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)(g + t3), t23);
            t24 = (int)((long)0 + (t1 + 16L));
            t25 = rgb + 3 * t24;
            t26 = _mm_loadu_si128((const __m128i *)t25);
            t27 = _mm_loadu_si128((const __m128i *)(t25 + 16));
            t28 = _mm_loadu_si128((const __m128i *)(t25 + 32));
            t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t29, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t31, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t34 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t33, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t35 = _mm256_cvtepu8_epi16(t30);
            t36 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t35);
            t37 = _mm256_cvtepu8_epi16(t32);
            t38 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t37);
            t39 = _mm256_add_epi16(t36, t38);
            t40 = _mm256_cvtepu8_epi16(t34);
            t41 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t40);
            t42 = _mm256_add_epi16(t39, t41);
            t43 = (__m256i)((vcc_v16_ushort)t42 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t44 = _mm256_cvtepi16_epi8(t43);
            _mm_storeu_si128((__m128i *)(g + t24), t44);
            t45 = (int)((long)0 + (t1 + 32L));
            t46 = rgb + 3 * t45;
            t47 = _mm_loadu_si128((const __m128i *)t46);
            t48 = _mm_loadu_si128((const __m128i *)(t46 + 16));
            t49 = _mm_loadu_si128((const __m128i *)(t46 + 32));
            t50 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t51 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t50, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t52 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t53 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t52, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t54 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t55 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t54, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t56 = _mm256_cvtepu8_epi16(t51);
            t57 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t56);
            t58 = _mm256_cvtepu8_epi16(t53);
            t59 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t58);
            t60 = _mm256_add_epi16(t57, t59);
            t61 = _mm256_cvtepu8_epi16(t55);
            t62 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t61);
            t63 = _mm256_add_epi16(t60, t62);
            t64 = (__m256i)((vcc_v16_ushort)t63 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t65 = _mm256_cvtepi16_epi8(t64);
            _mm_storeu_si128((__m128i *)(g + t45), t65);
            t66 = (int)((long)0 + (t1 + 48L));
            t67 = rgb + 3 * t66;
            t68 = _mm_loadu_si128((const __m128i *)t67);
            t69 = _mm_loadu_si128((const __m128i *)(t67 + 16));
            t70 = _mm_loadu_si128((const __m128i *)(t67 + 32));
            t71 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t72 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t71, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t73 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t74 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t73, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t75 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t76 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t75, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t77 = _mm256_cvtepu8_epi16(t72);
            t78 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t77);
            t79 = _mm256_cvtepu8_epi16(t74);
            t80 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t79);
            t81 = _mm256_add_epi16(t78, t80);
            t82 = _mm256_cvtepu8_epi16(t76);
            t83 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t82);
            t84 = _mm256_add_epi16(t81, t83);
            t85 = (__m256i)((vcc_v16_ushort)t84 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t86 = _mm256_cvtepi16_epi8(t85);
            _mm_storeu_si128((__m128i *)(g + t66), t86);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        t87 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t87] + 150 * (int)rgb[t87 + 1] + 29 * (int)rgb[t87 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_96(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    const unsigned char *t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m128i t23;
    int t24;
    const unsigned char *t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m128i t44;
    int i;
    int t45;
    if (96L >= 32L) {
        t2 = 96L & -32L;
        t1 = 0L;
        do {
            t3 = (int)((long)0 + t1);
            t4 = rgb + 3 * t3;
            t5 = _mm_loadu_si128((const __m128i *)t4);
            t6 = _mm_loadu_si128((const __m128i *)(t4 + 16));
            t7 = _mm_loadu_si128((const __m128i *)(t4 + 32));
            t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t14 = _mm256_cvtepu8_epi16(t9);
            t15 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t14);
            t16 = _mm256_cvtepu8_epi16(t11);
            t17 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t16);
            t18 = _mm256_add_epi16(t15, t17);
            t19 = _mm256_cvtepu8_epi16(t13);
            t20 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t19);
            t21 = _mm256_add_epi16(t18, t20);
            t22 = (__m256i)((vcc_v16_ushort)t21 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)(g + t3), t23);
            t24 = (int)((long)0 + (t1 + 16L));
            t25 = rgb + 3 * t24;
            t26 = _mm_loadu_si128((const __m128i *)t25);
            t27 = _mm_loadu_si128((const __m128i *)(t25 + 16));
            t28 = _mm_loadu_si128((const __m128i *)(t25 + 32));
            t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t29, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t31, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t34 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t33, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t35 = _mm256_cvtepu8_epi16(t30);
            t36 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t35);
            t37 = _mm256_cvtepu8_epi16(t32);
            t38 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t37);
            t39 = _mm256_add_epi16(t36, t38);
            t40 = _mm256_cvtepu8_epi16(t34);
            t41 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t40);
            t42 = _mm256_add_epi16(t39, t41);
            t43 = (__m256i)((vcc_v16_ushort)t42 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t44 = _mm256_cvtepi16_epi8(t43);
            _mm_storeu_si128((__m128i *)(g + t24), t44);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 96; i++) {
        t45 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t45] + 150 * (int)rgb[t45 + 1] + 29 * (int)rgb[t45 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_161(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    const unsigned char *t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m128i t23;
    int t24;
    const unsigned char *t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m128i t44;
    int i;
    int t45;
    if (161L >= 32L) {
        t2 = 161L & -32L;
        t1 = 0L;
        do {
            t3 = (int)((long)0 + t1);
            t4 = rgb + 3 * t3;
            t5 = _mm_loadu_si128((const __m128i *)t4);
            t6 = _mm_loadu_si128((const __m128i *)(t4 + 16));
            t7 = _mm_loadu_si128((const __m128i *)(t4 + 32));
            t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t14 = _mm256_cvtepu8_epi16(t9);
            t15 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t14);
            t16 = _mm256_cvtepu8_epi16(t11);
            t17 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t16);
            t18 = _mm256_add_epi16(t15, t17);
            t19 = _mm256_cvtepu8_epi16(t13);
            t20 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t19);
            t21 = _mm256_add_epi16(t18, t20);
            t22 = (__m256i)((vcc_v16_ushort)t21 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)(g + t3), t23);
            t24 = (int)((long)0 + (t1 + 16L));
            t25 = rgb + 3 * t24;
            t26 = _mm_loadu_si128((const __m128i *)t25);
            t27 = _mm_loadu_si128((const __m128i *)(t25 + 16));
            t28 = _mm_loadu_si128((const __m128i *)(t25 + 32));
            t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t29, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t31, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t34 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t33, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t35 = _mm256_cvtepu8_epi16(t30);
            t36 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t35);
            t37 = _mm256_cvtepu8_epi16(t32);
            t38 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t37);
            t39 = _mm256_add_epi16(t36, t38);
            t40 = _mm256_cvtepu8_epi16(t34);
            t41 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t40);
            t42 = _mm256_add_epi16(t39, t41);
            t43 = (__m256i)((vcc_v16_ushort)t42 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t44 = _mm256_cvtepi16_epi8(t43);
            _mm_storeu_si128((__m128i *)(g + t24), t44);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 161; i++) {
        t45 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t45] + 150 * (int)rgb[t45 + 1] + 29 * (int)rgb[t45 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gray_1023(uint8_t *restrict g, const uint8_t *restrict rgb) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m128i t24;
    int t25;
    const unsigned char *t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m128i t45;
    int t46;
    const unsigned char *t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    __m128i t53;
    __m128i t54;
    __m128i t55;
    __m128i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m128i t66;
    int t67;
    const unsigned char *t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    __m128i t73;
    __m128i t74;
    __m128i t75;
    __m128i t76;
    __m128i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m128i t87;
    int t88;
    long t89;
    long t90;
    int t91;
    const unsigned char *t92;
    __m128i t93;
    __m128i t94;
    __m128i t95;
    __m128i t96;
    __m128i t97;
    __m128i t98;
    __m128i t99;
    __m128i t100;
    __m128i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m128i t111;
    int i;
    int t112;
    if (1023L >= 64L) {
        t3 = 1023L & -64L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = rgb + 3 * t4;
            t6 = _mm_loadu_si128((const __m128i *)t5);
            t7 = _mm_loadu_si128((const __m128i *)(t5 + 16));
            t8 = _mm_loadu_si128((const __m128i *)(t5 + 32));
            t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t9, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t6, (vcc_v16_uchar)t7, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t13, (vcc_v16_uchar)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t15 = _mm256_cvtepu8_epi16(t10);
            t16 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t15);
            t17 = _mm256_cvtepu8_epi16(t12);
            t18 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t17);
            t19 = _mm256_add_epi16(t16, t18);
            t20 = _mm256_cvtepu8_epi16(t14);
            t21 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t20);
            t22 = _mm256_add_epi16(t19, t21);
            t23 = (__m256i)((vcc_v16_ushort)t22 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t24 = _mm256_cvtepi16_epi8(t23);
            _mm_storeu_si128((__m128i *)(g + t4), t24);
            t25 = (int)((long)0 + (t1 + 16L));
            t26 = rgb + 3 * t25;
            t27 = _mm_loadu_si128((const __m128i *)t26);
            t28 = _mm_loadu_si128((const __m128i *)(t26 + 16));
            t29 = _mm_loadu_si128((const __m128i *)(t26 + 32));
            t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t27, (vcc_v16_uchar)t28, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t30, (vcc_v16_uchar)t29, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t27, (vcc_v16_uchar)t28, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t32, (vcc_v16_uchar)t29, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t34 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t27, (vcc_v16_uchar)t28, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t35 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t34, (vcc_v16_uchar)t29, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t36 = _mm256_cvtepu8_epi16(t31);
            t37 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t36);
            t38 = _mm256_cvtepu8_epi16(t33);
            t39 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t38);
            t40 = _mm256_add_epi16(t37, t39);
            t41 = _mm256_cvtepu8_epi16(t35);
            t42 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t41);
            t43 = _mm256_add_epi16(t40, t42);
            t44 = (__m256i)((vcc_v16_ushort)t43 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t45 = _mm256_cvtepi16_epi8(t44);
            _mm_storeu_si128((__m128i *)(g + t25), t45);
            t46 = (int)((long)0 + (t1 + 32L));
            t47 = rgb + 3 * t46;
            t48 = _mm_loadu_si128((const __m128i *)t47);
            t49 = _mm_loadu_si128((const __m128i *)(t47 + 16));
            t50 = _mm_loadu_si128((const __m128i *)(t47 + 32));
            t51 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t48, (vcc_v16_uchar)t49, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t52 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t51, (vcc_v16_uchar)t50, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t53 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t48, (vcc_v16_uchar)t49, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t54 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t53, (vcc_v16_uchar)t50, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t55 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t48, (vcc_v16_uchar)t49, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t56 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t55, (vcc_v16_uchar)t50, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t57 = _mm256_cvtepu8_epi16(t52);
            t58 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t57);
            t59 = _mm256_cvtepu8_epi16(t54);
            t60 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t59);
            t61 = _mm256_add_epi16(t58, t60);
            t62 = _mm256_cvtepu8_epi16(t56);
            t63 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t62);
            t64 = _mm256_add_epi16(t61, t63);
            t65 = (__m256i)((vcc_v16_ushort)t64 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t66 = _mm256_cvtepi16_epi8(t65);
            _mm_storeu_si128((__m128i *)(g + t46), t66);
            t67 = (int)((long)0 + (t1 + 48L));
            t68 = rgb + 3 * t67;
            t69 = _mm_loadu_si128((const __m128i *)t68);
            t70 = _mm_loadu_si128((const __m128i *)(t68 + 16));
            t71 = _mm_loadu_si128((const __m128i *)(t68 + 32));
            t72 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t69, (vcc_v16_uchar)t70, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t73 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t72, (vcc_v16_uchar)t71, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t74 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t69, (vcc_v16_uchar)t70, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t75 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t74, (vcc_v16_uchar)t71, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t76 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t69, (vcc_v16_uchar)t70, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t77 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t76, (vcc_v16_uchar)t71, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t78 = _mm256_cvtepu8_epi16(t73);
            t79 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t78);
            t80 = _mm256_cvtepu8_epi16(t75);
            t81 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t80);
            t82 = _mm256_add_epi16(t79, t81);
            t83 = _mm256_cvtepu8_epi16(t77);
            t84 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t83);
            t85 = _mm256_add_epi16(t82, t84);
            t86 = (__m256i)((vcc_v16_ushort)t85 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t87 = _mm256_cvtepi16_epi8(t86);
            _mm_storeu_si128((__m128i *)(g + t67), t87);
            t1 += 64L;
        } while (t1 < t3);
        t88 = (int)((long)0 + t3);
    } else {
        t88 = 0;
    }
    t89 = (long)t88 * -1L + 1023L;
    if (t89 >= 16L) {
        t90 = t89 & -16L;
        t2 = 0L;
        do {
            t91 = (int)((long)t88 + t2);
            t92 = rgb + 3 * t91;
            t93 = _mm_loadu_si128((const __m128i *)t92);
            t94 = _mm_loadu_si128((const __m128i *)(t92 + 16));
            t95 = _mm_loadu_si128((const __m128i *)(t92 + 32));
            t96 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t93, (vcc_v16_uchar)t94, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t97 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t96, (vcc_v16_uchar)t95, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t98 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t93, (vcc_v16_uchar)t94, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t99 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t98, (vcc_v16_uchar)t95, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t100 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t93, (vcc_v16_uchar)t94, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t101 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t100, (vcc_v16_uchar)t95, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t102 = _mm256_cvtepu8_epi16(t97);
            t103 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t102);
            t104 = _mm256_cvtepu8_epi16(t99);
            t105 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t104);
            t106 = _mm256_add_epi16(t103, t105);
            t107 = _mm256_cvtepu8_epi16(t101);
            t108 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t107);
            t109 = _mm256_add_epi16(t106, t108);
            t110 = (__m256i)((vcc_v16_ushort)t109 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t111 = _mm256_cvtepi16_epi8(t110);
            _mm_storeu_si128((__m128i *)(g + t91), t111);
            t2 += 16L;
        } while (t2 < t90);
        i = (int)((long)t88 + t90);
    } else {
        i = t88;
    }
    for (; i < 1023; i++) {
        t112 = 3 * i;
        g[i] = (unsigned char)((77 * (int)rgb[t112] + 150 * (int)rgb[t112 + 1] + 29 * (int)rgb[t112 + 2]) >> 8);
    }
}

/* A store group of 3 uint8 from one byte array: 8-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void spread_rgb(int n, uint8_t *restrict rgb, const uint8_t *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const unsigned char *t6;
    vcc_v8_uchar t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    vcc_v8_uchar t11;
    unsigned char *t12;
    vcc_v8_uchar t13;
    __m256i t14;
    __m256i t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    vcc_v8_uchar t18;
    vcc_v8_uchar t19;
    vcc_v8_uchar t20;
    vcc_v8_uchar t21;
    vcc_v8_uchar t22;
    int t23;
    const unsigned char *t24;
    vcc_v8_uchar t25;
    vcc_v8_uchar t26;
    vcc_v8_uchar t27;
    vcc_v8_uchar t28;
    vcc_v8_uchar t29;
    unsigned char *t30;
    vcc_v8_uchar t31;
    __m256i t32;
    __m256i t33;
    vcc_v8_uchar t34;
    vcc_v8_uchar t35;
    vcc_v8_uchar t36;
    vcc_v8_uchar t37;
    vcc_v8_uchar t38;
    vcc_v8_uchar t39;
    vcc_v8_uchar t40;
    int t41;
    long t42;
    long t43;
    int t44;
    const unsigned char *t45;
    vcc_v8_uchar t46;
    vcc_v8_uchar t47;
    vcc_v8_uchar t48;
    vcc_v8_uchar t49;
    vcc_v8_uchar t50;
    unsigned char *t51;
    vcc_v8_uchar t52;
    __m256i t53;
    __m256i t54;
    vcc_v8_uchar t55;
    vcc_v8_uchar t56;
    vcc_v8_uchar t57;
    vcc_v8_uchar t58;
    vcc_v8_uchar t59;
    vcc_v8_uchar t60;
    vcc_v8_uchar t61;
    int i;
    int t62;
    const unsigned char *t63;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = a + t5;
            t7 = vcc_load(vcc_v8_uchar, t6);
            t8 = vcc_load(vcc_v8_uchar, t6);
            t9 = t8;
            t10 = t9 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            t11 = t10;
            t12 = rgb + (3 * t5 + 2);
            t13 = vcc_load(vcc_v8_uchar, t6);
            t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
            t15 = _mm256_ternarylogic_epi32(t14, t14, t14, 0x55);
            t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
            t17 = __builtin_shufflevector(t7, t11, 0, 8, 0, 1, 9, 0, 2, 10);
            t18 = __builtin_shufflevector(t17, t16, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t12 + -2, t18);
            t19 = __builtin_shufflevector(t7, t11, 0, 3, 11, 0, 4, 12, 0, 5);
            t20 = __builtin_shufflevector(t19, t16, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t12 + 6, t20);
            t21 = __builtin_shufflevector(t7, t11, 13, 0, 6, 14, 0, 7, 15, 0);
            t22 = __builtin_shufflevector(t21, t16, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t12 + 14, t22);
            t23 = (int)((long)0 + (t1 + 8L));
            t24 = a + t23;
            t25 = vcc_load(vcc_v8_uchar, t24);
            t26 = vcc_load(vcc_v8_uchar, t24);
            t27 = t26;
            t28 = t27 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            t29 = t28;
            t30 = rgb + (3 * t23 + 2);
            t31 = vcc_load(vcc_v8_uchar, t24);
            t32 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t31));
            t33 = _mm256_ternarylogic_epi32(t32, t32, t32, 0x55);
            t34 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t33, vcc_v8_short), vcc_v8_uchar);
            t35 = __builtin_shufflevector(t25, t29, 0, 8, 0, 1, 9, 0, 2, 10);
            t36 = __builtin_shufflevector(t35, t34, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t30 + -2, t36);
            t37 = __builtin_shufflevector(t25, t29, 0, 3, 11, 0, 4, 12, 0, 5);
            t38 = __builtin_shufflevector(t37, t34, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t30 + 6, t38);
            t39 = __builtin_shufflevector(t25, t29, 13, 0, 6, 14, 0, 7, 15, 0);
            t40 = __builtin_shufflevector(t39, t34, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t30 + 14, t40);
            t1 += 16L;
        } while (t1 < t4);
        t41 = (int)((long)0 + t4);
    } else {
        t41 = 0;
    }
    t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 8L) {
        t43 = t42 & -8L;
        t2 = 0L;
        do {
            t44 = (int)((long)t41 + t2);
            t45 = a + t44;
            t46 = vcc_load(vcc_v8_uchar, t45);
            t47 = vcc_load(vcc_v8_uchar, t45);
            t48 = t47;
            t49 = t48 >> (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            t50 = t49;
            t51 = rgb + (3 * t44 + 2);
            t52 = vcc_load(vcc_v8_uchar, t45);
            t53 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t52));
            t54 = _mm256_ternarylogic_epi32(t53, t53, t53, 0x55);
            t55 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t54, vcc_v8_short), vcc_v8_uchar);
            t56 = __builtin_shufflevector(t46, t50, 0, 8, 0, 1, 9, 0, 2, 10);
            t57 = __builtin_shufflevector(t56, t55, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t51 + -2, t57);
            t58 = __builtin_shufflevector(t46, t50, 0, 3, 11, 0, 4, 12, 0, 5);
            t59 = __builtin_shufflevector(t58, t55, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t51 + 6, t59);
            t60 = __builtin_shufflevector(t46, t50, 13, 0, 6, 14, 0, 7, 15, 0);
            t61 = __builtin_shufflevector(t60, t55, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t51 + 14, t61);
            t2 += 8L;
        } while (t2 < t43);
        i = (int)((long)t41 + t43);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        t62 = 3 * i;
        t63 = a + i;
        rgb[t62] = *t63;
        rgb[t62 + 1] = (unsigned char)((int)*t63 >> 1);
        rgb[t62 + 2] = (unsigned char)~(int)*t63;
    }
}

/* Pairs of bytes averaged (a load group of 2 uint8, the rounding average in 8-bit lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void avg_pairs(int n, uint8_t *restrict c, const uint8_t *restrict p) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    int i;
    int t14;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = p + 2 * t4;
            t6 = _mm256_loadu_si256((const __m256i *)t5);
            t7 = _mm256_loadu_si256((const __m256i *)(t5 + 32));
            t8 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t7, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62);
            t9 = (__m256i)__builtin_shufflevector((vcc_v32_uchar)t6, (vcc_v32_uchar)t7, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63);
            t10 = t8;
            t11 = t9;
            t12 = _mm256_avg_epu8(t10, t11);
            t13 = t12;
            _mm256_storeu_si256((__m256i *)(c + t4), t13);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t14 = 2 * i;
        c[i] = (unsigned char)(((int)p[t14] + (int)p[t14 + 1] + 1) >> 1);
    }
}

/* 64-bit multiply and add of an invariant (the bench kernel mul_i64). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i64(int n, int64_t *restrict c, const int64_t *restrict a, const int64_t *restrict b, int64_t k) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    long t27;
    long t28;
    __m512i t29;
    long t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    int t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m512i t39;
    long t40;
    long t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    int i;
    long t52;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_epi64((long long)k);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm512_loadu_si512(a + t6);
            t8 = _mm512_loadu_si512(b + t6);
            t9 = _mm512_mullo_epi64(t7, t8);
            t10 = _mm512_add_epi64(t9, t5);
            _mm512_storeu_si512(c + t6, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm512_loadu_si512(a + t11);
            t13 = _mm512_loadu_si512(b + t11);
            t14 = _mm512_mullo_epi64(t12, t13);
            t15 = _mm512_add_epi64(t14, t5);
            _mm512_storeu_si512(c + t11, t15);
            t16 = (long)(int)((long)0 + (t1 + 16L));
            t17 = _mm512_loadu_si512(a + t16);
            t18 = _mm512_loadu_si512(b + t16);
            t19 = _mm512_mullo_epi64(t17, t18);
            t20 = _mm512_add_epi64(t19, t5);
            _mm512_storeu_si512(c + t16, t20);
            t21 = (long)(int)((long)0 + (t1 + 24L));
            t22 = _mm512_loadu_si512(a + t21);
            t23 = _mm512_loadu_si512(b + t21);
            t24 = _mm512_mullo_epi64(t22, t23);
            t25 = _mm512_add_epi64(t24, t5);
            _mm512_storeu_si512(c + t21, t25);
            t1 += 32L;
        } while (t1 < t4);
        t26 = (int)((long)0 + t4);
    } else {
        t26 = 0;
    }
    t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        t28 = t27 & -8L;
        t29 = _mm512_set1_epi64((long long)k);
        t2 = 0L;
        do {
            t30 = (long)(int)((long)t26 + t2);
            t31 = _mm512_loadu_si512(a + t30);
            t32 = _mm512_loadu_si512(b + t30);
            t33 = _mm512_mullo_epi64(t31, t32);
            t34 = _mm512_add_epi64(t33, t29);
            _mm512_storeu_si512(c + t30, t34);
            t2 += 8L;
        } while (t2 < t28);
        t35 = (int)((long)t26 + t28);
    } else {
        t35 = t26;
    }
    t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        t37 = _mm256_set1_epi32((int)(int)t36);
        t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t39 = _mm512_set1_epi64((long long)k);
        t40 = 0L;
        t41 = (long)(int)((long)t35 + t40);
        t42 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t38), a + t41);
        t43 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t38), b + t41);
        t44 = t42;
        t45 = t43;
        t46 = _mm512_mullo_epi64(t44, t45);
        t47 = t46;
        t48 = t47;
        t49 = t39;
        t50 = _mm512_add_epi64(t48, t49);
        t51 = t50;
        _mm512_mask_storeu_epi64(c + t41, _mm256_movepi32_mask(t38), t51);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t52 = (long)i;
        c[t52] = a[t52] * b[t52] + k;
    }
}

/* A 64-bit multiply summed (unsigned: it wraps): the reduction's accumulators on full
   registers too. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t dot_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    __m512i t3;
    long t4;
    __m512i t5;
    unsigned long s;
    long t6;
    long t7;
    long t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    long t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    int t17;
    unsigned long t18;
    long t19;
    long t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    int t25;
    unsigned long t26;
    long t27;
    __m256i t28;
    __m256i t29;
    long t30;
    __m512i t31;
    long t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    int i;
    long t38;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi64((long long)0LL);
        t3 = _mm512_set1_epi64((long long)0LL);
        do {
            t8 = (long)(int)((long)0 + t1);
            t9 = _mm512_loadu_si512(a + t8);
            t10 = _mm512_loadu_si512(b + t8);
            t11 = _mm512_mullo_epi64(t9, t10);
            t2 = _mm512_add_epi64(t2, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = _mm512_loadu_si512(a + t12);
            t14 = _mm512_loadu_si512(b + t12);
            t15 = _mm512_mullo_epi64(t13, t14);
            t3 = _mm512_add_epi64(t3, t15);
            t1 += 16L;
        } while (t1 < t7);
        t16 = _mm512_add_epi64(t2, t3);
        t17 = (int)((long)0 + t7);
        t18 = 0UL + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_add_epi64, unsigned long);
    } else {
        t17 = 0;
        t18 = 0UL;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t4 = 0L;
        t5 = _mm512_set1_epi64((long long)0LL);
        do {
            t21 = (long)(int)((long)t17 + t4);
            t22 = _mm512_loadu_si512(a + t21);
            t23 = _mm512_loadu_si512(b + t21);
            t24 = _mm512_mullo_epi64(t22, t23);
            t5 = _mm512_add_epi64(t5, t24);
            t4 += 8L;
        } while (t4 < t20);
        t25 = (int)((long)t17 + t20);
        t26 = t18 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t5), _mm512_extracti64x4_epi64(t5, 1)), _mm_add_epi64, unsigned long);
    } else {
        t25 = t17;
        t26 = t18;
    }
    t27 = (long)n + (long)t25 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        t28 = _mm256_set1_epi32((int)(int)t27);
        t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t30 = 0L;
        t31 = _mm512_set1_epi64((long long)0LL);
        t32 = (long)(int)((long)t25 + t30);
        t33 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), a + t32);
        t34 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), b + t32);
        t35 = _mm512_mullo_epi64(t33, t34);
        t36 = _mm512_add_epi64(t31, t35);
        t37 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t29), t31, t36);
        i = (int)((long)t25 + t27);
        s = t26 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t37), _mm512_extracti64x4_epi64(t37, 1)), _mm_add_epi64, unsigned long);
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        s += a[t38] * b[t38];
    }
    return s;
}

/* 32-bit products widened to 64 bits, multiplied again: mixed widths. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_widen(int n, int64_t *restrict c, const int32_t *restrict a, const int64_t *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m256i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m256i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    long t27;
    __m256i t28;
    __m256i t29;
    long t30;
    long t31;
    __m256i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    int i;
    long t43;
    long t44;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm512_cvtepi32_epi64(t6);
            t8 = _mm512_loadu_si512(b + t5);
            t9 = _mm512_mullo_epi64(t7, t8);
            t10 = _mm512_sub_epi64(t9, t7);
            _mm512_storeu_si512(c + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t13 = _mm512_cvtepi32_epi64(t12);
            t14 = _mm512_loadu_si512(b + t11);
            t15 = _mm512_mullo_epi64(t13, t14);
            t16 = _mm512_sub_epi64(t15, t13);
            _mm512_storeu_si512(c + t11, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm256_loadu_si256((const __m256i *)(a + t20));
            t22 = _mm512_cvtepi32_epi64(t21);
            t23 = _mm512_loadu_si512(b + t20);
            t24 = _mm512_mullo_epi64(t22, t23);
            t25 = _mm512_sub_epi64(t24, t22);
            _mm512_storeu_si512(c + t20, t25);
            t2 += 8L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        t28 = _mm256_set1_epi32((int)(int)t27);
        t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t30 = 0L;
        t31 = (long)(int)((long)t26 + t30);
        t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), a + t31);
        t33 = _mm512_cvtepi32_epi64(t32);
        t34 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t29), b + t31);
        t35 = t33;
        t36 = t34;
        t37 = _mm512_mullo_epi64(t35, t36);
        t38 = t37;
        t39 = t38;
        t40 = t33;
        t41 = _mm512_sub_epi64(t39, t40);
        t42 = t41;
        _mm512_mask_storeu_epi64(c + t31, _mm256_movepi32_mask(t29), t42);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        t44 = (long)a[t43];
        c[t43] = t44 * b[t43] - t44;
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
