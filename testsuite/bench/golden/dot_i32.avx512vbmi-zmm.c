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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) unsigned kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_set1_epi32(0);
    do {
        long t6 = (long)(int)t1;
        __m512i t7 = _mm512_loadu_si512(&a[t6]);
        __m512i t8 = _mm512_loadu_si512(&b[t6]);
        __m512i t9 = _mm512_mullo_epi32(t7, t8);
        t2 = _mm512_add_epi32(t2, t9);
        long t10 = (long)(int)(t1 + 16L);
        __m512i t11 = _mm512_loadu_si512(&a[t10]);
        __m512i t12 = _mm512_loadu_si512(&b[t10]);
        __m512i t13 = _mm512_mullo_epi32(t11, t12);
        t3 = _mm512_add_epi32(t3, t13);
        long t14 = (long)(int)(t1 + 32L);
        __m512i t15 = _mm512_loadu_si512(&a[t14]);
        __m512i t16 = _mm512_loadu_si512(&b[t14]);
        __m512i t17 = _mm512_mullo_epi32(t15, t16);
        t4 = _mm512_add_epi32(t4, t17);
        long t18 = (long)(int)(t1 + 48L);
        __m512i t19 = _mm512_loadu_si512(&a[t18]);
        __m512i t20 = _mm512_loadu_si512(&b[t18]);
        __m512i t21 = _mm512_mullo_epi32(t19, t20);
        t5 = _mm512_add_epi32(t5, t21);
        t1 += 64L;
    } while (t1 < 4096L);
    __m512i t22 = _mm512_add_epi32(t2, t3);
    __m512i t23 = _mm512_add_epi32(t22, t4);
    __m512i t24 = _mm512_add_epi32(t23, t5);
    unsigned int s = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1)));
    for (int i = 4096; i < 4096; i++) {
        long t25 = (long)i;
        s += a[t25] * b[t25];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = t4;
    __m512i t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t8 = t7;
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(1000));
    __m512i t10 = _mm512_min_epu32(t8, t9);
    __m512i t2 = t10;
    long t3 = 0L;
    do {
        __m512i t11 = t1;
        long t12 = (long)(int)t3;
        __m512i t13 = t11;
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&a[t12], t14);
        __m512i t15 = t2;
        __m512i t16 = _mm512_add_epi32(t15, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&b[t12], t16);
        __m512i t17 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t18 = t17;
        long t19 = (long)(int)(t3 + 16L);
        __m512i t20 = t18;
        __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&a[t19], t21);
        __m512i t22 = _mm512_add_epi32(t2, _mm512_set1_epi32(16));
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(1000));
        __m512i t25 = _mm512_min_epu32(t23, t24);
        __m512i t26 = t25;
        __m512i t27 = t26;
        __m512i t28 = _mm512_add_epi32(t27, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&b[t19], t28);
        __m512i t29 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t30 = t29;
        long t31 = (long)(int)(t3 + 32L);
        __m512i t32 = t30;
        __m512i t33 = _mm512_mullo_epi32(t32, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&a[t31], t33);
        __m512i t34 = _mm512_add_epi32(t2, _mm512_set1_epi32(32));
        __m512i t35 = t34;
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(1000));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512i t38 = t37;
        __m512i t39 = t38;
        __m512i t40 = _mm512_add_epi32(t39, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&b[t31], t40);
        __m512i t41 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t42 = t41;
        long t43 = (long)(int)(t3 + 48L);
        __m512i t44 = t42;
        __m512i t45 = _mm512_mullo_epi32(t44, _mm512_set1_epi32(-1640531535));
        _mm512_storeu_si512(&a[t43], t45);
        __m512i t46 = _mm512_add_epi32(t2, _mm512_set1_epi32(48));
        __m512i t47 = t46;
        __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(1000));
        __m512i t49 = _mm512_min_epu32(t47, t48);
        __m512i t50 = t49;
        __m512i t51 = t50;
        __m512i t52 = _mm512_add_epi32(t51, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&b[t43], t52);
        t3 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t53 = _mm512_add_epi32(t2, _mm512_set1_epi32(64));
        __m512i t54 = t53;
        __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(1000));
        __m512i t56 = _mm512_min_epu32(t54, t55);
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
