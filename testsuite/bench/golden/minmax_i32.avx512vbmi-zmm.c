/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* minmax_i32: the minimum and the maximum of an int array in one loop (two reductions).
   needs: consecutive i32 loads, integer min and max reductions (selects on compares) */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static int a[N];

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) long kernel(void)
{
    vcc_no_contract_body
    int mn = a[0];
    vcc_v16_int mx_v = (vcc_v16_int)_mm512_set1_epi32((int)mn);
    vcc_v16_int mn_v = (vcc_v16_int)_mm512_set1_epi32((int)mn);
    long i_vec = 0L;
    vcc_v16_int mx_v_1 = (vcc_v16_int)(__m512i)mx_v;
    vcc_v16_int mx_v_2 = (vcc_v16_int)(__m512i)mx_v;
    vcc_v16_int mx_v_3 = (vcc_v16_int)(__m512i)mx_v;
    vcc_v16_int mn_v_1 = (vcc_v16_int)(__m512i)mn_v;
    vcc_v16_int mn_v_2 = (vcc_v16_int)(__m512i)mn_v;
    vcc_v16_int mn_v_3 = (vcc_v16_int)(__m512i)mn_v;
    /* vcc: loop at minmax_i32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i a_v = _mm512_loadu_si512(&a[i_vec]);
        mn_v = (vcc_v16_int)_mm512_min_epi32(a_v, (__m512i)mn_v);
        mx_v = (vcc_v16_int)_mm512_max_epi32(a_v, (__m512i)mx_v);
        __m512i a_v_1 = _mm512_loadu_si512(&a[i_vec + 16L]);
        mn_v_1 = (vcc_v16_int)_mm512_min_epi32(a_v_1, (__m512i)mn_v_1);
        mx_v_1 = (vcc_v16_int)_mm512_max_epi32(a_v_1, (__m512i)mx_v_1);
        __m512i a_v_2 = _mm512_loadu_si512(&a[i_vec + 32L]);
        mn_v_2 = (vcc_v16_int)_mm512_min_epi32(a_v_2, (__m512i)mn_v_2);
        mx_v_2 = (vcc_v16_int)_mm512_max_epi32(a_v_2, (__m512i)mx_v_2);
        __m512i a_v_3 = _mm512_loadu_si512(&a[i_vec + 48L]);
        mn_v_3 = (vcc_v16_int)_mm512_min_epi32(a_v_3, (__m512i)mn_v_3);
        mx_v_3 = (vcc_v16_int)_mm512_max_epi32(a_v_3, (__m512i)mx_v_3);
        i_vec += 64L;
    } while (i_vec < 4096L);
    __m512i t1 = _mm512_max_epi32((__m512i)mx_v, (__m512i)mx_v_1);
    __m512i t2 = _mm512_max_epi32(t1, (__m512i)mx_v_2);
    __m512i t3 = _mm512_max_epi32(t2, (__m512i)mx_v_3);
    int t4 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
    __m512i t5 = _mm512_min_epi32((__m512i)mn_v, (__m512i)mn_v_1);
    __m512i t6 = _mm512_min_epi32(t5, (__m512i)mn_v_2);
    __m512i t7 = _mm512_min_epi32(t6, (__m512i)mn_v_3);
    int t8 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_min_epi32, int);
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
    /* vcc: loop at minmax_i32.c:25 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t3 = _mm512_srli_epi32(t2, 8);
        __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(8388608));
        _mm512_storeu_si512(&a[i_vec], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(-1640531535));
        __m512i t7 = _mm512_srli_epi32(t6, 8);
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(8388608));
        _mm512_storeu_si512(&a[i_vec + 16L], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(-1640531535));
        __m512i t11 = _mm512_srli_epi32(t10, 8);
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(8388608));
        _mm512_storeu_si512(&a[i_vec + 32L], t12);
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        __m512i t15 = _mm512_srli_epi32(t14, 8);
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(8388608));
        _mm512_storeu_si512(&a[i_vec + 48L], t16);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        long t17 = total;
        total = t17 + kernel();
        int *t18 = &a[r * 7L % 4096L];
        *t18 = *t18 + ((int)(r % 5L) - 2);
    }
    (_mm256_zeroupper(), bench_print("minmax_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
