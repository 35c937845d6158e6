/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    __m512i alpha_v = _mm512_set1_epi16((short)(unsigned short)alpha);
    __m512i t1 = _mm512_sub_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256}), alpha_v);
    long i_vec = 0L;
    /* vcc: loop at blend_u8.c:13 vectorized: VF 32, UF 4, scalar epilogue */
    do {
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[i_vec]);
        __m512i t2 = _mm512_cvtepu8_epi16(a_v);
        __m512i t3 = _mm512_mullo_epi16(t2, alpha_v);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m512i t4 = _mm512_cvtepu8_epi16(b_v);
        __m512i t5 = _mm512_mullo_epi16(t4, t1);
        __m512i t6 = _mm512_add_epi16(t3, t5);
        __m512i t7 = _mm512_srli_epi16(t6, 8);
        __m256i t8 = _mm512_cvtepi16_epi8(t7);
        _mm256_storeu_si256((__m256i *)&out[i_vec], t8);
        long t9 = i_vec + 32L;
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t9]);
        __m512i t10 = _mm512_cvtepu8_epi16(a_v_1);
        __m512i t11 = _mm512_mullo_epi16(t10, alpha_v);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t9]);
        __m512i t12 = _mm512_cvtepu8_epi16(b_v_1);
        __m512i t13 = _mm512_mullo_epi16(t12, t1);
        __m512i t14 = _mm512_add_epi16(t11, t13);
        __m512i t15 = _mm512_srli_epi16(t14, 8);
        __m256i t16 = _mm512_cvtepi16_epi8(t15);
        _mm256_storeu_si256((__m256i *)&out[t9], t16);
        long t17 = i_vec + 64L;
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t17]);
        __m512i t18 = _mm512_cvtepu8_epi16(a_v_2);
        __m512i t19 = _mm512_mullo_epi16(t18, alpha_v);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t17]);
        __m512i t20 = _mm512_cvtepu8_epi16(b_v_2);
        __m512i t21 = _mm512_mullo_epi16(t20, t1);
        __m512i t22 = _mm512_add_epi16(t19, t21);
        __m512i t23 = _mm512_srli_epi16(t22, 8);
        __m256i t24 = _mm512_cvtepi16_epi8(t23);
        _mm256_storeu_si256((__m256i *)&out[t17], t24);
        long t25 = i_vec + 96L;
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t25]);
        __m512i t26 = _mm512_cvtepu8_epi16(a_v_3);
        __m512i t27 = _mm512_mullo_epi16(t26, alpha_v);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t25]);
        __m512i t28 = _mm512_cvtepu8_epi16(b_v_3);
        __m512i t29 = _mm512_mullo_epi16(t28, t1);
        __m512i t30 = _mm512_add_epi16(t27, t29);
        __m512i t31 = _mm512_srli_epi16(t30, 8);
        __m256i t32 = _mm512_cvtepi16_epi8(t31);
        _mm256_storeu_si256((__m256i *)&out[t25], t32);
        i_vec += 128L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at blend_u8.c:21 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(7));
        __m128i t3 = _mm512_cvtepi32_epi8(t2);
        _mm_storeu_si128((__m128i *)&a[i_vec], t3);
        __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(3));
        __m512i t5 = _mm512_sub_epi32(_mm512_set1_epi32(255), t4);
        __m128i t6 = _mm512_cvtepi32_epi8(t5);
        _mm_storeu_si128((__m128i *)&b[i_vec], t6);
        long t7 = i_vec + 16L;
        __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(7));
        __m128i t10 = _mm512_cvtepi32_epi8(t9);
        _mm_storeu_si128((__m128i *)&a[t7], t10);
        __m512i t11 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(3));
        __m512i t12 = _mm512_sub_epi32(_mm512_set1_epi32(255), t11);
        __m128i t13 = _mm512_cvtepi32_epi8(t12);
        _mm_storeu_si128((__m128i *)&b[t7], t13);
        long t14 = i_vec + 32L;
        __m512i t15 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(7));
        __m128i t17 = _mm512_cvtepi32_epi8(t16);
        _mm_storeu_si128((__m128i *)&a[t14], t17);
        __m512i t18 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(3));
        __m512i t19 = _mm512_sub_epi32(_mm512_set1_epi32(255), t18);
        __m128i t20 = _mm512_cvtepi32_epi8(t19);
        _mm_storeu_si128((__m128i *)&b[t14], t20);
        long t21 = i_vec + 48L;
        __m512i t22 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t23 = _mm512_mullo_epi32(t22, _mm512_set1_epi32(7));
        __m128i t24 = _mm512_cvtepi32_epi8(t23);
        _mm_storeu_si128((__m128i *)&a[t21], t24);
        __m512i t25 = _mm512_mullo_epi32(t22, _mm512_set1_epi32(3));
        __m512i t26 = _mm512_sub_epi32(_mm512_set1_epi32(255), t25);
        __m128i t27 = _mm512_cvtepi32_epi8(t26);
        _mm_storeu_si128((__m128i *)&b[t21], t27);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel((int)(r % 257L));
        unsigned char *t28 = &a[r % 4096L];
        *t28 = (unsigned char)((int)*t28 ^ (int)out[r * 5L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("blend_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
