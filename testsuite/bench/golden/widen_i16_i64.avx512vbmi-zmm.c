/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* widen_i16_i64: d[i] += s[i] with short inputs accumulated into 64-bit integers.
   needs: int16 loads, widening conversion from 16 to 64 bits (4 lanes of a 256-bit plan), i64 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static short s[N];
static long long d[N];

static __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at widen_i16_i64.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long long *t1 = &d[i_vec];
        __m512i d_v = _mm512_loadu_si512(t1);
        __m128i s_v = _mm_loadu_si128((const __m128i *)&s[i_vec]);
        __m512i t2 = _mm512_cvtepi16_epi64(s_v);
        __m512i t3 = _mm512_add_epi64(d_v, t2);
        _mm512_storeu_si512(t1, t3);
        long t4 = i_vec + 8L;
        long long *t5 = &d[t4];
        __m512i d_v_1 = _mm512_loadu_si512(t5);
        __m128i s_v_1 = _mm_loadu_si128((const __m128i *)&s[t4]);
        __m512i t6 = _mm512_cvtepi16_epi64(s_v_1);
        __m512i t7 = _mm512_add_epi64(d_v_1, t6);
        _mm512_storeu_si512(t5, t7);
        long t8 = i_vec + 16L;
        long long *t9 = &d[t8];
        __m512i d_v_2 = _mm512_loadu_si512(t9);
        __m128i s_v_2 = _mm_loadu_si128((const __m128i *)&s[t8]);
        __m512i t10 = _mm512_cvtepi16_epi64(s_v_2);
        __m512i t11 = _mm512_add_epi64(d_v_2, t10);
        _mm512_storeu_si512(t9, t11);
        long t12 = i_vec + 24L;
        long long *t13 = &d[t12];
        __m512i d_v_3 = _mm512_loadu_si512(t13);
        __m128i s_v_3 = _mm_loadu_si128((const __m128i *)&s[t12]);
        __m512i t14 = _mm512_cvtepi16_epi64(s_v_3);
        __m512i t15 = _mm512_add_epi64(d_v_3, t14);
        _mm512_storeu_si512(t13, t15);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

static __typeof__(s) s __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at widen_i16_i64.c:21 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t3 = _mm512_srli_epi32(t2, 9);
        __m256i t4 = _mm512_cvtepi32_epi16(t3);
        _mm256_storeu_si256((__m256i *)&s[i_vec], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(-1640531535));
        __m512i t7 = _mm512_srli_epi32(t6, 9);
        __m256i t8 = _mm512_cvtepi32_epi16(t7);
        _mm256_storeu_si256((__m256i *)&s[i_vec + 16L], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(-1640531535));
        __m512i t11 = _mm512_srli_epi32(t10, 9);
        __m256i t12 = _mm512_cvtepi32_epi16(t11);
        _mm256_storeu_si256((__m256i *)&s[i_vec + 32L], t12);
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        __m512i t15 = _mm512_srli_epi32(t14, 9);
        __m256i t16 = _mm512_cvtepi32_epi16(t15);
        _mm256_storeu_si256((__m256i *)&s[i_vec + 48L], t16);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
    }
    (_mm256_zeroupper(), bench_print("widen_i16_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)d, 32768UL))));
    return 0;
}
