/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    int t7;
    unsigned int t8;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m512i t5 = _mm512_loadu_si512(v + (int)t1);
            __m512i t6 = _mm512_mullo_epi32(t5, t5);
            t2 = _mm512_add_epi32(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        t7 = (int)t4;
        t8 = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t7 = 0;
        t8 = 0U;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        __m512i t12 = _mm512_maskz_loadu_epi32(t11, v + (int)(long)t7);
        __m512i t13 = _mm512_mullo_epi32(t12, t12);
        __m512i t14 = _mm512_add_epi32(_mm512_set1_epi32(0), t13);
        __m512i t15 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), t14);
        i = (int)((long)t7 + t9);
        sum = t8 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)));
    } else {
        i = t7;
        sum = t8;
    }
    for (; i < n; i++) {
        unsigned int t16 = v[i];
        sum += t16 * t16;
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
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = t5;
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&values[(int)t2], t7);
        __m512i t8 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t9 = t8;
        __m512i t10 = t9;
        __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&values[(int)(t2 + 16L)], t11);
        __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t13 = t12;
        __m512i t14 = t13;
        __m512i t15 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&values[(int)(t2 + 32L)], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t17 = t16;
        __m512i t18 = t17;
        __m512i t19 = _mm512_mullo_epi32(t18, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&values[(int)(t2 + 48L)], t19);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        values[i] = (unsigned int)i * 2654435761U;
    }
    for (long r = 0L; r < reps; r++) {
        unsigned int *t20 = &values[r % 4096L];
        *t20 = *t20 + 1U;
        unsigned int t21 = total;
        total = t21 ^ kernel(4096, values);
    }
    (_mm256_zeroupper(), bench_print("sum_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
