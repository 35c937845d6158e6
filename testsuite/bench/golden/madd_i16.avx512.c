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
    long i_vec = 0L;
    __m256i s_v = _mm256_set1_epi32(0);
    __m256i s_v_1 = _mm256_set1_epi32(0);
    __m256i s_v_2 = _mm256_set1_epi32(0);
    __m256i s_v_3 = _mm256_set1_epi32(0);
    /* vcc: loop at madd_i16.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[t1]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[t1]);
        __m256i t2 = _mm256_madd_epi16(a_v, b_v);
        s_v = _mm256_add_epi32(s_v, t2);
        long t3 = (long)(int)(i_vec + 16L);
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t3]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t3]);
        __m256i t4 = _mm256_madd_epi16(a_v_1, b_v_1);
        s_v_1 = _mm256_add_epi32(s_v_1, t4);
        long t5 = (long)(int)(i_vec + 32L);
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t5]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t5]);
        __m256i t6 = _mm256_madd_epi16(a_v_2, b_v_2);
        s_v_2 = _mm256_add_epi32(s_v_2, t6);
        long t7 = (long)(int)(i_vec + 48L);
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t7]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t7]);
        __m256i t8 = _mm256_madd_epi16(a_v_3, b_v_3);
        s_v_3 = _mm256_add_epi32(s_v_3, t8);
        i_vec += 64L;
    } while (i_vec < 4096L);
    __m256i t9 = _mm256_add_epi32(s_v, s_v_1);
    __m256i t10 = _mm256_add_epi32(t9, s_v_2);
    __m256i t11 = _mm256_add_epi32(t10, s_v_3);
    int t12 = (int)vcc_avx2_sum_epi32(t11);
    return t12;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1500000L));
    total = 0U;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(200));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    __m256i t8 = _mm256_set1_epi32(0);
    __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
    __m256i t10 = t9;
    __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(150));
    __m256i t12 = _mm256_min_epu32(t10, t11);
    __m256i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at madd_i16.c:23 vectorized: VF 8, UF 4, the remainder at 24:24 by 200 kept as a running remainder (guard: dividend not negative), the remainder at 25:24 by 150 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m256i t14 = _mm256_sub_epi32(t1, _mm256_set1_epi32(100));
        __m128i t15 = _mm256_cvtepi32_epi16(t14);
        _mm_storeu_si128((__m128i *)&a[t13], t15);
        __m256i t16 = _mm256_sub_epi32(t2, _mm256_set1_epi32(75));
        __m128i t17 = _mm256_cvtepi32_epi16(t16);
        _mm_storeu_si128((__m128i *)&b[t13], t17);
        long t18 = (long)(int)(i_vec + 8L);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(200));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(100));
        __m128i t25 = _mm256_cvtepi32_epi16(t24);
        _mm_storeu_si128((__m128i *)&a[t18], t25);
        __m256i t26 = _mm256_add_epi32(t2, _mm256_set1_epi32(56));
        __m256i t27 = t26;
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(150));
        __m256i t29 = _mm256_min_epu32(t27, t28);
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(75));
        __m128i t32 = _mm256_cvtepi32_epi16(t31);
        _mm_storeu_si128((__m128i *)&b[t18], t32);
        long t33 = (long)(int)(i_vec + 16L);
        __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t35 = t34;
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(200));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(100));
        __m128i t40 = _mm256_cvtepi32_epi16(t39);
        _mm_storeu_si128((__m128i *)&a[t33], t40);
        __m256i t41 = _mm256_add_epi32(t2, _mm256_set1_epi32(112));
        __m256i t42 = t41;
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(150));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t45 = t44;
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(75));
        __m128i t47 = _mm256_cvtepi32_epi16(t46);
        _mm_storeu_si128((__m128i *)&b[t33], t47);
        long t48 = (long)(int)(i_vec + 24L);
        __m256i t49 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t50 = t49;
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(200));
        __m256i t52 = _mm256_min_epu32(t50, t51);
        __m256i t53 = t52;
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(100));
        __m128i t55 = _mm256_cvtepi32_epi16(t54);
        _mm_storeu_si128((__m128i *)&a[t48], t55);
        __m256i t56 = _mm256_add_epi32(t2, _mm256_set1_epi32(18));
        __m256i t57 = t56;
        __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(150));
        __m256i t59 = _mm256_min_epu32(t57, t58);
        __m256i t60 = t59;
        __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(75));
        __m128i t62 = _mm256_cvtepi32_epi16(t61);
        _mm_storeu_si128((__m128i *)&b[t48], t62);
        i_vec += 32L;
        __m256i t63 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t64 = t63;
        __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(200));
        __m256i t66 = _mm256_min_epu32(t64, t65);
        t1 = t66;
        __m256i t67 = _mm256_add_epi32(t2, _mm256_set1_epi32(74));
        __m256i t68 = t67;
        __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(150));
        __m256i t70 = _mm256_min_epu32(t68, t69);
        t2 = t70;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        unsigned int t71 = total;
        total = t71 * 33U + (unsigned int)kernel();
        short *t72 = &a[r % 4096L];
        *t72 = (short)-(int)*t72;
    }
    (_mm256_zeroupper(), bench_print("madd_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
