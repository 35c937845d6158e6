/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* blend_u8: out[i] = (a[i] * alpha + b[i] * (256 - alpha)) >> 8 on uint8 pixels (alpha blend).
   needs: uint8 loads/stores, widening to int (C promotions) and narrowing back, i16/i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int alpha)
{
    vcc_no_contract_body
    __m512i t2 = _mm512_set1_epi16((short)(unsigned short)alpha);
    __m512i t3 = _mm512_sub_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256}), t2);
    long t1 = 0L;
    do {
        long t4 = (long)(int)t1;
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&a[t4]);
        __m512i t6 = _mm512_cvtepu8_epi16(t5);
        __m512i t7 = _mm512_mullo_epi16(t6, t2);
        __m256i t8 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m512i t9 = _mm512_cvtepu8_epi16(t8);
        __m512i t10 = _mm512_mullo_epi16(t9, t3);
        __m512i t11 = _mm512_add_epi16(t7, t10);
        __m512i t12 = _mm512_srlv_epi16(t11, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t13 = _mm512_cvtepi16_epi8(t12);
        _mm256_storeu_si256((__m256i *)&out[t4], t13);
        long t14 = (long)(int)(t1 + 32L);
        __m256i t15 = _mm256_loadu_si256((const __m256i *)&a[t14]);
        __m512i t16 = _mm512_cvtepu8_epi16(t15);
        __m512i t17 = _mm512_mullo_epi16(t16, t2);
        __m256i t18 = _mm256_loadu_si256((const __m256i *)&b[t14]);
        __m512i t19 = _mm512_cvtepu8_epi16(t18);
        __m512i t20 = _mm512_mullo_epi16(t19, t3);
        __m512i t21 = _mm512_add_epi16(t17, t20);
        __m512i t22 = _mm512_srlv_epi16(t21, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t23 = _mm512_cvtepi16_epi8(t22);
        _mm256_storeu_si256((__m256i *)&out[t14], t23);
        long t24 = (long)(int)(t1 + 64L);
        __m256i t25 = _mm256_loadu_si256((const __m256i *)&a[t24]);
        __m512i t26 = _mm512_cvtepu8_epi16(t25);
        __m512i t27 = _mm512_mullo_epi16(t26, t2);
        __m256i t28 = _mm256_loadu_si256((const __m256i *)&b[t24]);
        __m512i t29 = _mm512_cvtepu8_epi16(t28);
        __m512i t30 = _mm512_mullo_epi16(t29, t3);
        __m512i t31 = _mm512_add_epi16(t27, t30);
        __m512i t32 = _mm512_srlv_epi16(t31, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t33 = _mm512_cvtepi16_epi8(t32);
        _mm256_storeu_si256((__m256i *)&out[t24], t33);
        long t34 = (long)(int)(t1 + 96L);
        __m256i t35 = _mm256_loadu_si256((const __m256i *)&a[t34]);
        __m512i t36 = _mm512_cvtepu8_epi16(t35);
        __m512i t37 = _mm512_mullo_epi16(t36, t2);
        __m256i t38 = _mm256_loadu_si256((const __m256i *)&b[t34]);
        __m512i t39 = _mm512_cvtepu8_epi16(t38);
        __m512i t40 = _mm512_mullo_epi16(t39, t3);
        __m512i t41 = _mm512_add_epi16(t37, t40);
        __m512i t42 = _mm512_srlv_epi16(t41, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
        __m256i t43 = _mm512_cvtepi16_epi8(t42);
        _mm256_storeu_si256((__m256i *)&out[t34], t43);
        t1 += 128L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t44 = (long)i;
        out[t44] = (unsigned char)(((int)a[t44] * alpha + (int)b[t44] * (256 - alpha)) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        long t6 = (long)(int)t2;
        __m512i t7 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(7));
        __m128i t8 = _mm512_cvtepi32_epi8(t7);
        _mm_storeu_si128((__m128i *)&a[t6], t8);
        __m512i t9 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(3));
        __m512i t10 = _mm512_sub_epi32(_mm512_set1_epi32(255), t9);
        __m128i t11 = _mm512_cvtepi32_epi8(t10);
        _mm_storeu_si128((__m128i *)&b[t6], t11);
        __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t13 = t12;
        long t14 = (long)(int)(t2 + 16L);
        __m512i t15 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(7));
        __m128i t16 = _mm512_cvtepi32_epi8(t15);
        _mm_storeu_si128((__m128i *)&a[t14], t16);
        __m512i t17 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(3));
        __m512i t18 = _mm512_sub_epi32(_mm512_set1_epi32(255), t17);
        __m128i t19 = _mm512_cvtepi32_epi8(t18);
        _mm_storeu_si128((__m128i *)&b[t14], t19);
        __m512i t20 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t21 = t20;
        long t22 = (long)(int)(t2 + 32L);
        __m512i t23 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(7));
        __m128i t24 = _mm512_cvtepi32_epi8(t23);
        _mm_storeu_si128((__m128i *)&a[t22], t24);
        __m512i t25 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(3));
        __m512i t26 = _mm512_sub_epi32(_mm512_set1_epi32(255), t25);
        __m128i t27 = _mm512_cvtepi32_epi8(t26);
        _mm_storeu_si128((__m128i *)&b[t22], t27);
        __m512i t28 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t29 = t28;
        long t30 = (long)(int)(t2 + 48L);
        __m512i t31 = _mm512_mullo_epi32(t29, _mm512_set1_epi32(7));
        __m128i t32 = _mm512_cvtepi32_epi8(t31);
        _mm_storeu_si128((__m128i *)&a[t30], t32);
        __m512i t33 = _mm512_mullo_epi32(t29, _mm512_set1_epi32(3));
        __m512i t34 = _mm512_sub_epi32(_mm512_set1_epi32(255), t33);
        __m128i t35 = _mm512_cvtepi32_epi8(t34);
        _mm_storeu_si128((__m128i *)&b[t30], t35);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t36 = (long)i;
        a[t36] = (unsigned char)(i * 7);
        b[t36] = (unsigned char)(255 - i * 3);
    }
    for (long r = 0L; r < reps; r++) {
        kernel((int)(r % 257L));
        unsigned char *t37 = &a[r % 4096L];
        *t37 = (unsigned char)((int)*t37 ^ (int)out[r * 5L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("blend_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
