/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
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

/* blend_u8: out[i] = (a[i] * alpha + b[i] * (256 - alpha)) >> 8 on uint8 pixels (alpha blend).
   needs: uint8 loads/stores, widening to int (C promotions) and narrowing back, i16/i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int alpha)
{
    vcc_no_contract_body
    __m256i alpha_v = _mm256_set1_epi16((short)(unsigned short)alpha);
    __m256i t1 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), alpha_v);
    long i_vec = 0L;
    /* vcc: loop at blend_u8.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m128i a_v = _mm_loadu_si128((const __m128i *)&a[i_vec]);
        __m256i t2 = _mm256_cvtepu8_epi16(a_v);
        __m256i t3 = _mm256_mullo_epi16(t2, alpha_v);
        __m128i b_v = _mm_loadu_si128((const __m128i *)&b[i_vec]);
        __m256i t4 = _mm256_cvtepu8_epi16(b_v);
        __m256i t5 = _mm256_mullo_epi16(t4, t1);
        __m256i t6 = _mm256_add_epi16(t3, t5);
        __m256i t7 = _mm256_srli_epi16(t6, 8);
        __m128i t8 = _mm256_cvtepi16_epi8(t7);
        _mm_storeu_si128((__m128i *)&out[i_vec], t8);
        long t9 = i_vec + 16L;
        __m128i a_v_1 = _mm_loadu_si128((const __m128i *)&a[t9]);
        __m256i t10 = _mm256_cvtepu8_epi16(a_v_1);
        __m256i t11 = _mm256_mullo_epi16(t10, alpha_v);
        __m128i b_v_1 = _mm_loadu_si128((const __m128i *)&b[t9]);
        __m256i t12 = _mm256_cvtepu8_epi16(b_v_1);
        __m256i t13 = _mm256_mullo_epi16(t12, t1);
        __m256i t14 = _mm256_add_epi16(t11, t13);
        __m256i t15 = _mm256_srli_epi16(t14, 8);
        __m128i t16 = _mm256_cvtepi16_epi8(t15);
        _mm_storeu_si128((__m128i *)&out[t9], t16);
        long t17 = i_vec + 32L;
        __m128i a_v_2 = _mm_loadu_si128((const __m128i *)&a[t17]);
        __m256i t18 = _mm256_cvtepu8_epi16(a_v_2);
        __m256i t19 = _mm256_mullo_epi16(t18, alpha_v);
        __m128i b_v_2 = _mm_loadu_si128((const __m128i *)&b[t17]);
        __m256i t20 = _mm256_cvtepu8_epi16(b_v_2);
        __m256i t21 = _mm256_mullo_epi16(t20, t1);
        __m256i t22 = _mm256_add_epi16(t19, t21);
        __m256i t23 = _mm256_srli_epi16(t22, 8);
        __m128i t24 = _mm256_cvtepi16_epi8(t23);
        _mm_storeu_si128((__m128i *)&out[t17], t24);
        long t25 = i_vec + 48L;
        __m128i a_v_3 = _mm_loadu_si128((const __m128i *)&a[t25]);
        __m256i t26 = _mm256_cvtepu8_epi16(a_v_3);
        __m256i t27 = _mm256_mullo_epi16(t26, alpha_v);
        __m128i b_v_3 = _mm_loadu_si128((const __m128i *)&b[t25]);
        __m256i t28 = _mm256_cvtepu8_epi16(b_v_3);
        __m256i t29 = _mm256_mullo_epi16(t28, t1);
        __m256i t30 = _mm256_add_epi16(t27, t29);
        __m256i t31 = _mm256_srli_epi16(t30, 8);
        __m128i t32 = _mm256_cvtepi16_epi8(t31);
        _mm_storeu_si128((__m128i *)&out[t25], t32);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at blend_u8.c:21 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        vcc_v8_uchar t3 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t2));
        vcc_store(&a[i_vec], t3);
        __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
        __m256i t5 = _mm256_sub_epi32(_mm256_set1_epi32(255), t4);
        vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
        vcc_store(&b[i_vec], t6);
        long t7 = i_vec + 8L;
        __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(7));
        vcc_v8_uchar t10 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
        vcc_store(&a[t7], t10);
        __m256i t11 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(3));
        __m256i t12 = _mm256_sub_epi32(_mm256_set1_epi32(255), t11);
        vcc_v8_uchar t13 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t12));
        vcc_store(&b[t7], t13);
        long t14 = i_vec + 16L;
        __m256i t15 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(7));
        vcc_v8_uchar t17 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t16));
        vcc_store(&a[t14], t17);
        __m256i t18 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(3));
        __m256i t19 = _mm256_sub_epi32(_mm256_set1_epi32(255), t18);
        vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
        vcc_store(&b[t14], t20);
        long t21 = i_vec + 24L;
        __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(7));
        vcc_v8_uchar t24 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t23));
        vcc_store(&a[t21], t24);
        __m256i t25 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(3));
        __m256i t26 = _mm256_sub_epi32(_mm256_set1_epi32(255), t25);
        vcc_v8_uchar t27 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t26));
        vcc_store(&b[t21], t27);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel((int)(r % 257L));
        unsigned char *t28 = &a[r % 4096L];
        *t28 = (unsigned char)((int)*t28 ^ (int)out[r * 5L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("blend_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
