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

/* madd_i16: s += a[i] * b[i] with short inputs summed into an int (pmaddwd pattern).
   needs: int16 loads, widening to i32, i32 multiply, integer add reduction (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1500000
#endif
#define N 4096

static short a[N], b[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) int kernel(void)
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
        __m512i t9 = _mm512_madd_epi16(t7, t8);
        t2 = _mm512_add_epi32(t2, t9);
        long t10 = (long)(int)(t1 + 32L);
        __m512i t11 = _mm512_loadu_si512(&a[t10]);
        __m512i t12 = _mm512_loadu_si512(&b[t10]);
        __m512i t13 = _mm512_madd_epi16(t11, t12);
        t3 = _mm512_add_epi32(t3, t13);
        long t14 = (long)(int)(t1 + 64L);
        __m512i t15 = _mm512_loadu_si512(&a[t14]);
        __m512i t16 = _mm512_loadu_si512(&b[t14]);
        __m512i t17 = _mm512_madd_epi16(t15, t16);
        t4 = _mm512_add_epi32(t4, t17);
        long t18 = (long)(int)(t1 + 96L);
        __m512i t19 = _mm512_loadu_si512(&a[t18]);
        __m512i t20 = _mm512_loadu_si512(&b[t18]);
        __m512i t21 = _mm512_madd_epi16(t19, t20);
        t5 = _mm512_add_epi32(t5, t21);
        t1 += 128L;
    } while (t1 < 4096L);
    __m512i t22 = _mm512_add_epi32(t2, t3);
    __m512i t23 = _mm512_add_epi32(t22, t4);
    __m512i t24 = _mm512_add_epi32(t23, t5);
    int s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1)));
    for (int i = 4096; i < 4096; i++) {
        long t25 = (long)i;
        s += (int)a[t25] * (int)b[t25];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1500000L));
    total = 0U;
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(200));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    __m512i t9 = _mm512_set1_epi32(0);
    __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105));
    __m512i t11 = t10;
    __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(150));
    __m512i t13 = _mm512_min_epu32(t11, t12);
    __m512i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m512i t15 = _mm512_sub_epi32(t1, _mm512_set1_epi32(100));
        __m256i t16 = _mm512_cvtepi32_epi16(t15);
        _mm256_storeu_si256((__m256i *)&a[t14], t16);
        __m512i t17 = _mm512_sub_epi32(t2, _mm512_set1_epi32(75));
        __m256i t18 = _mm512_cvtepi32_epi16(t17);
        _mm256_storeu_si256((__m256i *)&b[t14], t18);
        long t19 = (long)(int)(t3 + 16L);
        __m512i t20 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t21 = t20;
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(200));
        __m512i t23 = _mm512_min_epu32(t21, t22);
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(100));
        __m256i t26 = _mm512_cvtepi32_epi16(t25);
        _mm256_storeu_si256((__m256i *)&a[t19], t26);
        __m512i t27 = _mm512_add_epi32(t2, _mm512_set1_epi32(112));
        __m512i t28 = t27;
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(150));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(75));
        __m256i t33 = _mm512_cvtepi32_epi16(t32);
        _mm256_storeu_si256((__m256i *)&b[t19], t33);
        long t34 = (long)(int)(t3 + 32L);
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t36 = t35;
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(200));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        __m512i t39 = t38;
        __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(100));
        __m256i t41 = _mm512_cvtepi32_epi16(t40);
        _mm256_storeu_si256((__m256i *)&a[t34], t41);
        __m512i t42 = _mm512_add_epi32(t2, _mm512_set1_epi32(74));
        __m512i t43 = t42;
        __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(150));
        __m512i t45 = _mm512_min_epu32(t43, t44);
        __m512i t46 = t45;
        __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(75));
        __m256i t48 = _mm512_cvtepi32_epi16(t47);
        _mm256_storeu_si256((__m256i *)&b[t34], t48);
        long t49 = (long)(int)(t3 + 48L);
        __m512i t50 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t51 = t50;
        __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(200));
        __m512i t53 = _mm512_min_epu32(t51, t52);
        __m512i t54 = t53;
        __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(100));
        __m256i t56 = _mm512_cvtepi32_epi16(t55);
        _mm256_storeu_si256((__m256i *)&a[t49], t56);
        __m512i t57 = _mm512_add_epi32(t2, _mm512_set1_epi32(36));
        __m512i t58 = t57;
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(150));
        __m512i t60 = _mm512_min_epu32(t58, t59);
        __m512i t61 = t60;
        __m512i t62 = _mm512_sub_epi32(t61, _mm512_set1_epi32(75));
        __m256i t63 = _mm512_cvtepi32_epi16(t62);
        _mm256_storeu_si256((__m256i *)&b[t49], t63);
        t3 += 64L;
        __m512i t64 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t65 = t64;
        __m512i t66 = _mm512_sub_epi32(t65, _mm512_set1_epi32(200));
        __m512i t67 = _mm512_min_epu32(t65, t66);
        t1 = t67;
        __m512i t68 = _mm512_add_epi32(t2, _mm512_set1_epi32(148));
        __m512i t69 = t68;
        __m512i t70 = _mm512_sub_epi32(t69, _mm512_set1_epi32(150));
        __m512i t71 = _mm512_min_epu32(t69, t70);
        t2 = t71;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t72 = (long)i;
        a[t72] = (short)(i % 200 - 100);
        b[t72] = (short)(i * 7 % 150 - 75);
    }
    for (long r = 0L; r < reps; r++) {
        unsigned int t73 = total;
        total = t73 * 33U + (unsigned int)kernel();
        short *t74 = &a[r % 4096L];
        *t74 = (short)-(int)*t74;
    }
    (_mm256_zeroupper(), bench_print("madd_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
