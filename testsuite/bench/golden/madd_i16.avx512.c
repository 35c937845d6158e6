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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) int kernel(void)
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
        __m256i t9 = _mm256_madd_epi16(t7, t8);
        t2 = _mm256_add_epi32(t2, t9);
        long t10 = (long)(int)(t1 + 16L);
        __m256i t11 = _mm256_loadu_si256((const __m256i *)&a[t10]);
        __m256i t12 = _mm256_loadu_si256((const __m256i *)&b[t10]);
        __m256i t13 = _mm256_madd_epi16(t11, t12);
        t3 = _mm256_add_epi32(t3, t13);
        long t14 = (long)(int)(t1 + 32L);
        __m256i t15 = _mm256_loadu_si256((const __m256i *)&a[t14]);
        __m256i t16 = _mm256_loadu_si256((const __m256i *)&b[t14]);
        __m256i t17 = _mm256_madd_epi16(t15, t16);
        t4 = _mm256_add_epi32(t4, t17);
        long t18 = (long)(int)(t1 + 48L);
        __m256i t19 = _mm256_loadu_si256((const __m256i *)&a[t18]);
        __m256i t20 = _mm256_loadu_si256((const __m256i *)&b[t18]);
        __m256i t21 = _mm256_madd_epi16(t19, t20);
        t5 = _mm256_add_epi32(t5, t21);
        t1 += 64L;
    } while (t1 < 4096L);
    __m256i t22 = _mm256_add_epi32(t2, t3);
    __m256i t23 = _mm256_add_epi32(t22, t4);
    __m256i t24 = _mm256_add_epi32(t23, t5);
    int s = (int)vcc_avx2_sum_epi32(t24);
    for (int i = 4096; i < 4096; i++) {
        long t25 = (long)i;
        s += (int)a[t25] * (int)b[t25];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1500000L));
    total = 0U;
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(200));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
    __m256i t11 = t10;
    __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(150));
    __m256i t13 = _mm256_min_epu32(t11, t12);
    __m256i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m256i t15 = _mm256_sub_epi32(t1, _mm256_set1_epi32(100));
        __m128i t16 = _mm256_cvtepi32_epi16(t15);
        _mm_storeu_si128((__m128i *)&a[t14], t16);
        __m256i t17 = _mm256_sub_epi32(t2, _mm256_set1_epi32(75));
        __m128i t18 = _mm256_cvtepi32_epi16(t17);
        _mm_storeu_si128((__m128i *)&b[t14], t18);
        long t19 = (long)(int)(t3 + 8L);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(200));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(100));
        __m128i t26 = _mm256_cvtepi32_epi16(t25);
        _mm_storeu_si128((__m128i *)&a[t19], t26);
        __m256i t27 = _mm256_add_epi32(t2, _mm256_set1_epi32(56));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(150));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(75));
        __m128i t33 = _mm256_cvtepi32_epi16(t32);
        _mm_storeu_si128((__m128i *)&b[t19], t33);
        long t34 = (long)(int)(t3 + 16L);
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(200));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256i t39 = t38;
        __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(100));
        __m128i t41 = _mm256_cvtepi32_epi16(t40);
        _mm_storeu_si128((__m128i *)&a[t34], t41);
        __m256i t42 = _mm256_add_epi32(t2, _mm256_set1_epi32(112));
        __m256i t43 = t42;
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(150));
        __m256i t45 = _mm256_min_epu32(t43, t44);
        __m256i t46 = t45;
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(75));
        __m128i t48 = _mm256_cvtepi32_epi16(t47);
        _mm_storeu_si128((__m128i *)&b[t34], t48);
        long t49 = (long)(int)(t3 + 24L);
        __m256i t50 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t51 = t50;
        __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(200));
        __m256i t53 = _mm256_min_epu32(t51, t52);
        __m256i t54 = t53;
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(100));
        __m128i t56 = _mm256_cvtepi32_epi16(t55);
        _mm_storeu_si128((__m128i *)&a[t49], t56);
        __m256i t57 = _mm256_add_epi32(t2, _mm256_set1_epi32(18));
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(150));
        __m256i t60 = _mm256_min_epu32(t58, t59);
        __m256i t61 = t60;
        __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(75));
        __m128i t63 = _mm256_cvtepi32_epi16(t62);
        _mm_storeu_si128((__m128i *)&b[t49], t63);
        t3 += 32L;
        __m256i t64 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t65 = t64;
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(200));
        __m256i t67 = _mm256_min_epu32(t65, t66);
        t1 = t67;
        __m256i t68 = _mm256_add_epi32(t2, _mm256_set1_epi32(74));
        __m256i t69 = t68;
        __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(150));
        __m256i t71 = _mm256_min_epu32(t69, t70);
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
