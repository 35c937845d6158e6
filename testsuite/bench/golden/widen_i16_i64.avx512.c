/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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

static __typeof__(d) d __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at widen_i16_i64.c:14 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long long *t1 = &d[i_vec];
        __m256i d_v = _mm256_loadu_si256((const __m256i *)t1);
        vcc_v4_short s_v = vcc_load(vcc_v4_short, &s[i_vec]);
        __m256i t2 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)s_v));
        __m256i t3 = _mm256_add_epi64(d_v, t2);
        _mm256_storeu_si256((__m256i *)t1, t3);
        long t4 = i_vec + 4L;
        long long *t5 = &d[t4];
        __m256i d_v_1 = _mm256_loadu_si256((const __m256i *)t5);
        vcc_v4_short s_v_1 = vcc_load(vcc_v4_short, &s[t4]);
        __m256i t6 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)s_v_1));
        __m256i t7 = _mm256_add_epi64(d_v_1, t6);
        _mm256_storeu_si256((__m256i *)t5, t7);
        long t8 = i_vec + 8L;
        long long *t9 = &d[t8];
        __m256i d_v_2 = _mm256_loadu_si256((const __m256i *)t9);
        vcc_v4_short s_v_2 = vcc_load(vcc_v4_short, &s[t8]);
        __m256i t10 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)s_v_2));
        __m256i t11 = _mm256_add_epi64(d_v_2, t10);
        _mm256_storeu_si256((__m256i *)t9, t11);
        long t12 = i_vec + 12L;
        long long *t13 = &d[t12];
        __m256i d_v_3 = _mm256_loadu_si256((const __m256i *)t13);
        vcc_v4_short s_v_3 = vcc_load(vcc_v4_short, &s[t12]);
        __m256i t14 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)s_v_3));
        __m256i t15 = _mm256_add_epi64(d_v_3, t14);
        _mm256_storeu_si256((__m256i *)t13, t15);
        i_vec += 16L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at widen_i16_i64.c:21 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        __m256i t3 = _mm256_srli_epi32(t2, 9);
        __m128i t4 = _mm256_cvtepi32_epi16(t3);
        _mm_storeu_si128((__m128i *)&s[i_vec], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(-1640531535));
        __m256i t7 = _mm256_srli_epi32(t6, 9);
        __m128i t8 = _mm256_cvtepi32_epi16(t7);
        _mm_storeu_si128((__m128i *)&s[i_vec + 8L], t8);
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(-1640531535));
        __m256i t11 = _mm256_srli_epi32(t10, 9);
        __m128i t12 = _mm256_cvtepi32_epi16(t11);
        _mm_storeu_si128((__m128i *)&s[i_vec + 16L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(-1640531535));
        __m256i t15 = _mm256_srli_epi32(t14, 9);
        __m128i t16 = _mm256_cvtepi32_epi16(t15);
        _mm_storeu_si128((__m128i *)&s[i_vec + 24L], t16);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
    }
    (_mm256_zeroupper(), bench_print("widen_i16_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)d, 32768UL))));
    return 0;
}
