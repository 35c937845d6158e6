/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* minmax_i16: the minimum and the maximum of a short array in one loop (two reductions). C
   compares and selects the promoted ints and converts back; done on shorts (transform/shorten.rs)
   it is 16 lanes per AVX2 register.
   needs: consecutive i16 loads, 16-bit min and max reductions (selects on compares) */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static short a[N];

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) long kernel(void)
{
    vcc_no_contract_body
    short mn = a[0];
    vcc_v32_short mx_v = (vcc_v32_short)_mm512_set1_epi16((short)mn);
    vcc_v32_short mn_v = (vcc_v32_short)_mm512_set1_epi16((short)mn);
    long i_vec = 0L;
    vcc_v32_short mx_v_1 = (vcc_v32_short)(__m512i)mx_v;
    vcc_v32_short mx_v_2 = (vcc_v32_short)(__m512i)mx_v;
    vcc_v32_short mx_v_3 = (vcc_v32_short)(__m512i)mx_v;
    vcc_v32_short mn_v_1 = (vcc_v32_short)(__m512i)mn_v;
    vcc_v32_short mn_v_2 = (vcc_v32_short)(__m512i)mn_v;
    vcc_v32_short mn_v_3 = (vcc_v32_short)(__m512i)mn_v;
    /* vcc: loop at minmax_i16.c:16 vectorized: VF 32, UF 4, scalar epilogue */
    do {
        __m512i a_v = _mm512_loadu_si512(&a[i_vec]);
        mn_v = (vcc_v32_short)_mm512_min_epi16(a_v, (__m512i)mn_v);
        mx_v = (vcc_v32_short)_mm512_max_epi16(a_v, (__m512i)mx_v);
        __m512i a_v_1 = _mm512_loadu_si512(&a[i_vec + 32L]);
        mn_v_1 = (vcc_v32_short)_mm512_min_epi16(a_v_1, (__m512i)mn_v_1);
        mx_v_1 = (vcc_v32_short)_mm512_max_epi16(a_v_1, (__m512i)mx_v_1);
        __m512i a_v_2 = _mm512_loadu_si512(&a[i_vec + 64L]);
        mn_v_2 = (vcc_v32_short)_mm512_min_epi16(a_v_2, (__m512i)mn_v_2);
        mx_v_2 = (vcc_v32_short)_mm512_max_epi16(a_v_2, (__m512i)mx_v_2);
        __m512i a_v_3 = _mm512_loadu_si512(&a[i_vec + 96L]);
        mn_v_3 = (vcc_v32_short)_mm512_min_epi16(a_v_3, (__m512i)mn_v_3);
        mx_v_3 = (vcc_v32_short)_mm512_max_epi16(a_v_3, (__m512i)mx_v_3);
        i_vec += 128L;
    } while (i_vec < 4096L);
    __m512i t1 = _mm512_max_epi16((__m512i)mx_v, (__m512i)mx_v_1);
    __m512i t2 = _mm512_max_epi16(t1, (__m512i)mx_v_2);
    __m512i t3 = _mm512_max_epi16(t2, (__m512i)mx_v_3);
    short t4 = vcc_avx2_reduce_epi16(_mm256_max_epi16(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi16, short);
    __m512i t5 = _mm512_min_epi16((__m512i)mn_v, (__m512i)mn_v_1);
    __m512i t6 = _mm512_min_epi16(t5, (__m512i)mn_v_2);
    __m512i t7 = _mm512_min_epi16(t6, (__m512i)mn_v_3);
    short t8 = vcc_avx2_reduce_epi16(_mm256_min_epi16(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_min_epi16, short);
    return (long)t4 - (long)t8;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    total = 0L;
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at minmax_i16.c:27 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t3 = _mm512_srli_epi32(t2, 17);
        __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(16384));
        __m256i t5 = _mm512_cvtepi32_epi16(t4);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t5);
        __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(-1640531535));
        __m512i t8 = _mm512_srli_epi32(t7, 17);
        __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(16384));
        __m256i t10 = _mm512_cvtepi32_epi16(t9);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t10);
        __m512i t11 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(-1640531535));
        __m512i t13 = _mm512_srli_epi32(t12, 17);
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(16384));
        __m256i t15 = _mm512_cvtepi32_epi16(t14);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 32L], t15);
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(-1640531535));
        __m512i t18 = _mm512_srli_epi32(t17, 17);
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(16384));
        __m256i t20 = _mm512_cvtepi32_epi16(t19);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 48L], t20);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        long t21 = total;
        total = t21 + kernel();
        short *t22 = &a[r * 7L % 4096L];
        *t22 = (short)((int)*t22 + ((int)(short)(r % 5L) - 2));
    }
    (_mm256_zeroupper(), bench_print("minmax_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
