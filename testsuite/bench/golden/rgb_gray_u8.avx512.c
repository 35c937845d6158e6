/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    long i_vec = 0L;
    /* vcc: loop at rgb_gray_u8.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        unsigned char *t1 = &rgb[3 * (int)i_vec];
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
        _mm_storeu_si128((__m128i *)&gray[i_vec], t17);
        long t18 = i_vec + 16L;
        unsigned char *t19 = &rgb[3 * (int)t18];
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
        _mm_storeu_si128((__m128i *)&gray[t18], t35);
        long t36 = i_vec + 32L;
        unsigned char *t37 = &rgb[3 * (int)t36];
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
        _mm_storeu_si128((__m128i *)&gray[t36], t53);
        long t54 = i_vec + 48L;
        unsigned char *t55 = &rgb[3 * (int)t54];
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
        _mm_storeu_si128((__m128i *)&gray[t54], t71);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at rgb_gray_u8.c:20 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m256i t3 = _mm256_srai_epi32((__m256i)i_v, 5);
        __m256i t4 = _mm256_add_epi32(t2, t3);
        vcc_v8_uchar t5 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t4));
        vcc_store(&rgb[i_vec], t5);
        __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(7));
        __m256i t8 = _mm256_srai_epi32(t6, 5);
        __m256i t9 = _mm256_add_epi32(t7, t8);
        vcc_v8_uchar t10 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
        vcc_store(&rgb[i_vec + 8L], t10);
        __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(7));
        __m256i t13 = _mm256_srai_epi32(t11, 5);
        __m256i t14 = _mm256_add_epi32(t12, t13);
        vcc_v8_uchar t15 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t14));
        vcc_store(&rgb[i_vec + 16L], t15);
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(7));
        __m256i t18 = _mm256_srai_epi32(t16, 5);
        __m256i t19 = _mm256_add_epi32(t17, t18);
        vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
        vcc_store(&rgb[i_vec + 24L], t20);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 12288L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        unsigned char *t21 = &rgb[r % 12288L];
        *t21 = (unsigned char)((int)*t21 ^ (int)gray[r * 7L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("rgb_gray_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)gray, 4096UL))));
    return 0;
}
