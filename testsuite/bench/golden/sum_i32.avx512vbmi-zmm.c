/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* sum_i32: sum of squares over an unsigned int array passed as a pointer (integer reduction).
   needs: consecutive i32 loads, integer add reduction, pointer argument (read only) */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static unsigned int values[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) unsigned int kernel(int n, const unsigned int *v)
{
    vcc_no_contract_body
    unsigned int sum;
    int t4;
    unsigned int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint sum_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at sum_i32.c:14 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i v_v = _mm512_loadu_si512(v + i_vec);
            __m512i t3 = _mm512_mullo_epi32(v_v, v_v);
            sum_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)sum_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)sum_v), _mm512_extracti64x4_epi64((__m512i)sum_v, 1)));
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512i v_v_1 = _mm512_maskz_loadu_epi32(t8, v + (long)t4);
        __m512i t9 = _mm512_mullo_epi32(v_v_1, v_v_1);
        __m512i t10 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(0), t9);
        __m512i sum_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t10);
        i = (int)((long)t4 + t6);
        sum = t5 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(sum_v_1), _mm512_extracti64x4_epi64(sum_v_1, 1)));
    } else {
        i = t4;
        sum = t5;
    }
    for (; i < n; i++) {
        unsigned int t11 = v[i];
        sum += t11 * t11;
    }
    return sum;
}

static __typeof__(values) values __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at sum_i32.c:23 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&values[i_vec], t2);
        __m512i t3 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t4 = _mm512_mullo_epi32(t3, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&values[i_vec + 16L], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&values[i_vec + 32L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&values[i_vec + 48L], t8);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        unsigned int *t9 = &values[r % 4096L];
        *t9 = *t9 + 1U;
        unsigned int t10 = total;
        total = t10 ^ kernel(4096, values);
    }
    (_mm256_zeroupper(), bench_print("sum_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
