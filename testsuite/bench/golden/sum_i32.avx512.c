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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned int kernel(int n, const unsigned int *v)
{
    vcc_no_contract_body
    unsigned int sum;
    int t21;
    unsigned int t22;
    int t27;
    unsigned int t28;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(v + (int)t1));
            __m256i t11 = _mm256_mullo_epi32(t10, t10);
            t2 = _mm256_add_epi32(t2, t11);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(v + (int)(t1 + 8L)));
            __m256i t13 = _mm256_mullo_epi32(t12, t12);
            t3 = _mm256_add_epi32(t3, t13);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(v + (int)(t1 + 16L)));
            __m256i t15 = _mm256_mullo_epi32(t14, t14);
            t4 = _mm256_add_epi32(t4, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(v + (int)(t1 + 24L)));
            __m256i t17 = _mm256_mullo_epi32(t16, t16);
            t5 = _mm256_add_epi32(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t18 = _mm256_add_epi32(t2, t3);
        __m256i t19 = _mm256_add_epi32(t18, t4);
        __m256i t20 = _mm256_add_epi32(t19, t5);
        t21 = (int)t9;
        t22 = vcc_avx2_sum_epi32(t20);
    } else {
        t21 = 0;
        t22 = 0U;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)t21 + t6)));
            __m256i t26 = _mm256_mullo_epi32(t25, t25);
            t7 = _mm256_add_epi32(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        t27 = (int)((long)t21 + t24);
        t28 = t22 + vcc_avx2_sum_epi32(t7);
    } else {
        t27 = t21;
        t28 = t22;
    }
    long t29 = (long)n + (long)t27 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t32 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), v + (int)(long)t27);
        __m256i t33 = _mm256_mullo_epi32(t32, t32);
        __m256i t34 = _mm256_add_epi32(_mm256_set1_epi32(0), t33);
        __m256i t35 = _mm256_ternarylogic_epi32(t31, t34, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t27 + t29);
        sum = t28 + vcc_avx2_sum_epi32(t35);
    } else {
        i = t27;
        sum = t28;
    }
    for (; i < n; i++) {
        unsigned int t36 = v[i];
        sum += t36 * t36;
    }
    return sum;
}

static __typeof__(values) values __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        __m256i t6 = t5;
        __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&values[(int)t2], t7);
        __m256i t8 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t9 = t8;
        __m256i t10 = t9;
        __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&values[(int)(t2 + 8L)], t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t13 = t12;
        __m256i t14 = t13;
        __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&values[(int)(t2 + 16L)], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t17 = t16;
        __m256i t18 = t17;
        __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&values[(int)(t2 + 24L)], t19);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
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
