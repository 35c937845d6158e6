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
    long t1;
    __m512i t2;
    unsigned int sum;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    int t7;
    unsigned int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    int i;
    unsigned int t18;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = _mm512_loadu_si512(v + (int)((long)0 + t1));
            t6 = _mm512_mullo_epi32(t5, t5);
            t2 = _mm512_add_epi32(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        t7 = (int)((long)0 + t4);
        t8 = 0U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        t7 = 0;
        t8 = 0U;
    }
    t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t12 = 0L;
        t13 = _mm512_set1_epi32((int)0);
        t14 = _mm512_maskz_loadu_epi32(t11, v + (int)((long)t7 + t12));
        t15 = _mm512_mullo_epi32(t14, t14);
        t16 = _mm512_add_epi32(t13, t15);
        t17 = _mm512_mask_blend_epi32(t11, t13, t16);
        i = (int)((long)t7 + t9);
        sum = t8 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1)));
    } else {
        i = t7;
        sum = t8;
    }
    for (; i < n; i++) {
        t18 = v[i];
        sum += t18 * t18;
    }
    return sum;
}

static __typeof__(values) values __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    int i;
    long r;
    unsigned int *t21;
    unsigned int t22;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = t6;
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)-1640531535));
            _mm512_storeu_si512(&values[(int)((long)0 + t2)], t8);
            t9 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t10 = t9;
            t11 = t10;
            t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32((int)-1640531535));
            _mm512_storeu_si512(&values[(int)((long)0 + (t2 + 16L))], t12);
            t13 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t14 = t13;
            t15 = t14;
            t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32((int)-1640531535));
            _mm512_storeu_si512(&values[(int)((long)0 + (t2 + 32L))], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t18 = t17;
            t19 = t18;
            t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32((int)-1640531535));
            _mm512_storeu_si512(&values[(int)((long)0 + (t2 + 48L))], t20);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        values[i] = (unsigned int)i * 2654435761U;
    }
    for (r = 0L; r < reps; r++) {
        t21 = &values[r % 4096L];
        *t21 = *t21 + 1U;
        t22 = total;
        total = t22 ^ (_mm256_zeroupper(), kernel(4096, values));
    }
    (_mm256_zeroupper(), bench_print("sum_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
