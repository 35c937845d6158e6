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

/* dot_i32: s += a[i] * b[i] over int arrays, wrapping in unsigned arithmetic (int dot product).
   needs: consecutive i32 loads, integer add reduction, i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static unsigned a[N], b[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_set1_epi32(0);
    do {
        long t6 = (long)(int)t1;
        __m256i t7 = _mm256_loadu_si256((const __m256i *)&a[t6]);
        __m256i t8 = _mm256_loadu_si256((const __m256i *)&b[t6]);
        __m256i t9 = _mm256_mullo_epi32(t7, t8);
        t2 = _mm256_add_epi32(t2, t9);
        long t10 = (long)(int)(t1 + 8L);
        __m256i t11 = _mm256_loadu_si256((const __m256i *)&a[t10]);
        __m256i t12 = _mm256_loadu_si256((const __m256i *)&b[t10]);
        __m256i t13 = _mm256_mullo_epi32(t11, t12);
        t3 = _mm256_add_epi32(t3, t13);
        long t14 = (long)(int)(t1 + 16L);
        __m256i t15 = _mm256_loadu_si256((const __m256i *)&a[t14]);
        __m256i t16 = _mm256_loadu_si256((const __m256i *)&b[t14]);
        __m256i t17 = _mm256_mullo_epi32(t15, t16);
        t4 = _mm256_add_epi32(t4, t17);
        long t18 = (long)(int)(t1 + 24L);
        __m256i t19 = _mm256_loadu_si256((const __m256i *)&a[t18]);
        __m256i t20 = _mm256_loadu_si256((const __m256i *)&b[t18]);
        __m256i t21 = _mm256_mullo_epi32(t19, t20);
        t5 = _mm256_add_epi32(t5, t21);
        t1 += 32L;
    } while (t1 < 4096L);
    __m256i t22 = _mm256_add_epi32(t2, t3);
    __m256i t23 = _mm256_add_epi32(t22, t4);
    __m256i t24 = _mm256_add_epi32(t23, t5);
    unsigned int s = vcc_avx2_sum_epi32(t24);
    for (int i = 4096; i < 4096; i++) {
        long t25 = (long)i;
        s += a[t25] * b[t25];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(1000));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        long t12 = (long)(int)t3;
        __m256i t13 = t11;
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t12], t14);
        __m256i t15 = t2;
        __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t12], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t18 = t17;
        long t19 = (long)(int)(t3 + 8L);
        __m256i t20 = t18;
        __m256i t21 = _mm256_mullo_epi32(t20, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t19], t21);
        __m256i t22 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(1000));
        __m256i t25 = _mm256_min_epu32(t23, t24);
        __m256i t26 = t25;
        __m256i t27 = t26;
        __m256i t28 = _mm256_add_epi32(t27, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t19], t28);
        __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t30 = t29;
        long t31 = (long)(int)(t3 + 16L);
        __m256i t32 = t30;
        __m256i t33 = _mm256_mullo_epi32(t32, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t31], t33);
        __m256i t34 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t35 = t34;
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(1000));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256i t38 = t37;
        __m256i t39 = t38;
        __m256i t40 = _mm256_add_epi32(t39, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t31], t40);
        __m256i t41 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t42 = t41;
        long t43 = (long)(int)(t3 + 24L);
        __m256i t44 = t42;
        __m256i t45 = _mm256_mullo_epi32(t44, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t43], t45);
        __m256i t46 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t47 = t46;
        __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(1000));
        __m256i t49 = _mm256_min_epu32(t47, t48);
        __m256i t50 = t49;
        __m256i t51 = t50;
        __m256i t52 = _mm256_add_epi32(t51, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t43], t52);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t53 = _mm256_add_epi32(t2, _mm256_set1_epi32(32));
        __m256i t54 = t53;
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(1000));
        __m256i t56 = _mm256_min_epu32(t54, t55);
        t2 = t56;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t57 = (long)i;
        a[t57] = (unsigned int)i * 2654435761U;
        b[t57] = (unsigned int)(i % 1000) + 3U;
    }
    for (long r = 0L; r < reps; r++) {
        unsigned int t58 = total;
        total = t58 * 31U + kernel();
        unsigned int *t59 = &a[r % 4096L];
        *t59 = *t59 + 1U;
    }
    (_mm256_zeroupper(), bench_print("dot_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
