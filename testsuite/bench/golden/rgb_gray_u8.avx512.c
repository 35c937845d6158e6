/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
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
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* rgb_gray_u8: gray[i] = (77 * r + 150 * g + 29 * b) >> 8 from interleaved RGB bytes.
   needs: interleaved groups of 3 uint8 loads (shuffles), widening to int, multiply, narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static unsigned char rgb[3 * N], gray[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        unsigned char *t3 = &rgb[3 * t2];
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
        _mm_storeu_si128((__m128i *)&gray[t2], t22);
        int t23 = (int)(t1 + 16L);
        unsigned char *t24 = &rgb[3 * t23];
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
        _mm_storeu_si128((__m128i *)&gray[t23], t43);
        int t44 = (int)(t1 + 32L);
        unsigned char *t45 = &rgb[3 * t44];
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
        _mm_storeu_si128((__m128i *)&gray[t44], t64);
        int t65 = (int)(t1 + 48L);
        unsigned char *t66 = &rgb[3 * t65];
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
        _mm_storeu_si128((__m128i *)&gray[t65], t85);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        int t86 = 3 * i;
        gray[i] = (unsigned char)((77 * (int)rgb[t86] + 150 * (int)rgb[t86 + 1] + 29 * (int)rgb[t86 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(7));
        __m256i t7 = _mm256_srav_epi32(t5, _mm256_set1_epi32(5));
        __m256i t8 = _mm256_add_epi32(t6, t7);
        vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&rgb[(int)t2], t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t11 = t10;
        __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(7));
        __m256i t13 = _mm256_srav_epi32(t11, _mm256_set1_epi32(5));
        __m256i t14 = _mm256_add_epi32(t12, t13);
        vcc_v8_uchar t15 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t14, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&rgb[(int)(t2 + 8L)], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t17 = t16;
        __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(7));
        __m256i t19 = _mm256_srav_epi32(t17, _mm256_set1_epi32(5));
        __m256i t20 = _mm256_add_epi32(t18, t19);
        vcc_v8_uchar t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&rgb[(int)(t2 + 16L)], t21);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t23 = t22;
        __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(7));
        __m256i t25 = _mm256_srav_epi32(t23, _mm256_set1_epi32(5));
        __m256i t26 = _mm256_add_epi32(t24, t25);
        vcc_v8_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t26, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&rgb[(int)(t2 + 24L)], t27);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 12288L);
    for (int i = 12288; i < 12288; i++) {
        rgb[i] = (unsigned char)(i * 7 + (i >> 5));
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        unsigned char *t28 = &rgb[r % 12288L];
        *t28 = (unsigned char)((int)*t28 ^ (int)gray[r * 7L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("rgb_gray_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)gray, 4096UL))));
    return 0;
}
